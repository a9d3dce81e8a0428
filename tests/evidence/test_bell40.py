"""(round 40, bell40) heldout38's bell corpus: a duration in another language's words for the hour
and the minute, and a step's rounded operand at its exact value, in made-up runs of a pottery and a
copper workshop.

- `stated-shift` (`shown_lengths.py`): the lead-in line of a list writes the rules' duration in the
  words of any language for an hour and a minute (CLDR's: `hour_words.py`, `minute_words.py`), an
  hour's count and a minute's count one duration (`Заняткі доўжацца 1 гадзіну 45 хвілін:`).
- `exact-step` (`exact_steps.py`): `a × b = V` whose `a` the answer computed and wrote rounded, V
  from `a`'s exact value (`52,66 кг × 96 = 5 055,32` for 52.6596 x 96).
"""

from __future__ import annotations

import json

from ._helpers import judged

SYSTEM = (
    "You are the assistant of a pottery and copper workshop. Today is 2027-05-10 (Monday), 08:30.\n"
    "Rules:\n"
    "- Wheel classes last 1 hour 45 minutes, 18 BYN a person.\n"
    "- The alloy loses 5% in the crucible: the metal to melt is the piece's weight divided by 0.95.\n"
    "- Brass is 65% copper at 27.10 BYN a kg and 35% zinc at 11.30 BYN a kg.\n"
)


def _run(result: object, question: str) -> list[dict]:
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": question},
            {"role": "tool", "content": result if isinstance(result, str) else json.dumps(result)}]


CLASSES = "class,date,start,people\nK-7,2027-05-12,09:00,6\nK-8,2027-05-12,14:20,5\n"


def classes(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, _run(CLASSES, "Калі сканчаюцца заняткі?"))


def test_a_lead_in_in_belarusian_hours_and_minutes_moves_the_clock() -> None:
    flags, how = classes("Заняткі доўжацца 1 гадзіну 45 хвілін:\n\n- K-7, 12 мая: 09:00–10:45\n"
                         "- K-8, 12 мая: 14:20–16:05\n")
    assert flags == set()
    assert how["10:45"] == how["16:05"] == "stated-shift"


def test_a_wrong_end_under_such_a_lead_in_stays_flagged() -> None:
    # an hour more (`11:45`), a minute's digit off (`10:46`): flagged
    assert classes("Заняткі доўжацца 1 гадзіну 45 хвілін:\n\n- K-7, 12 мая: 09:00–11:45\n")[0] == {"11:45"}
    assert classes("Заняткі доўжацца 1 гадзіну 45 хвілін:\n\n- K-7, 12 мая: 09:00–10:46\n")[0] == {"10:46"}


def test_the_hour_and_the_minutes_are_one_duration_not_two() -> None:
    # 09:00 + 1 hour alone, or + 45 minutes alone, is no step the rules state
    assert classes("Заняткі доўжацца 1 гадзіну 45 хвілін:\n\n- K-7, 12 мая: 09:00–10:00\n")[0] == {"10:00"}
    assert classes("Заняткі доўжацца 1 гадзіну 45 хвілін:\n\n- K-7, 12 мая: 09:00–09:45\n")[0] == {"09:45"}


PIECE = {"order": "M-51", "pieces": [{"piece": "A", "kg": 140}, {"piece": "B", "kg": 38}]}


def melt(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, _run(PIECE, "Колькі металу і колькі ён каштуе?"))


# 178 / 0.95 = 187.368421...: copper 65% 121.789 kg (121,79 written), zinc 35% 65.579 kg (65,58 written)
# copper 121.78947 x 27.10 = 3 300,49 (121,79 x 27,10 would be 3 300,51); zinc 65.57895 x 11.30 = 741,04 (65,58 x 11,30 = 741,05)
MELT = ("- Вага: 140 + 38 = 178 кг\n- З улікам страты 5%: 178 ÷ 0,95 = **187,37 кг**\n"
        "- Медзь 65%: 121,79 кг × 27,10 = {copper} руб.\n- Цынк 35%: 65,58 кг × 11,30 = {zinc} руб.\n")


def test_a_step_at_its_rounded_operands_exact_value() -> None:
    flags, how = melt(MELT.format(copper="3\u00a0300,49", zinc="741,04"))
    assert flags == set()
    assert how["3300.49"] == how["741.04"] == "exact-step"


def test_a_step_one_digit_off_its_exact_value_stays_flagged() -> None:
    assert melt(MELT.format(copper="3\u00a0300,48", zinc="741,04"))[0] == {"3\u00a0300,48"}
    assert melt(MELT.format(copper="3\u00a0300,49", zinc="741,14"))[0] == {"741,14"}


def test_a_step_over_a_typed_operand_has_no_exact_value() -> None:
    # 121,78 was never computed (178 / 0.95 x 65% is 121.79): no exact value, the step stays flagged
    answer = ("- Медзь 65%: 121,78 кг × 27,10 = 3\u00a0300,49 руб.\n")
    assert "3\u00a0300,49" in melt(answer)[0]


def test_a_step_in_english_at_its_exact_value() -> None:
    answer = ("<think>\n178 / 0.95 = 187.3684.\n</think>\n\n- Melt **187.37 kg**\n"
              "- Copper 121.79 kg × 27.10 = 3,300.49 BYN\n- Zinc 65.58 kg × 11.30 = 741.04 BYN\n")
    flags, how = judged(answer, _run(PIECE, "Metal to melt and its cost?"))
    assert flags == set()
    assert how["3300.49"] == "exact-step"


def test_a_one_digit_variant_of_an_exact_step_is_flagged_not_listed() -> None:
    # the variant asked alone (the unverified kind's `explains`) still finds the operand's derivation,
    # so the slip is a near miss of a computed value: flagged
    answer = ("<think>\n178 / 0.95 = 187.3684.\n</think>\n\n- Melt **187.37 kg**\n"
              "- Copper 121.79 kg × 27.10 = 3,301.49 BYN\n- Zinc 65.58 kg × 11.30 = 741.04 BYN\n")
    flags, _ = judged(answer, _run(PIECE, "Metal to melt and its cost?"))
    assert flags == {"3301.49"}


RATE = {"date": "2027-05-10", "byn_per_eur": 3.452, "byn_per_usd": 3.185}
PRICES = ("You are the assistant of a pottery. Today is 2027-05-10.\nRules:\n"
          "- Vases under 2 kg cost 64 BYN each, vases of 2 kg or more 87 BYN each.\n")


def _terse(question: str, reply: str) -> tuple[set[str], dict[str, str]]:
    hist = [{"role": "system", "content": PRICES}, {"role": "user", "content": "eur rate"},
            {"role": "tool", "content": json.dumps(RATE)}, {"role": "assistant", "content": "1 EUR = 3.4520 BYN."},
            {"role": "user", "content": question}]
    return judged(reply, hist)


def test_a_terse_question_names_a_stated_line_by_the_singular_of_its_plural() -> None:
    # `big vase` names the rules' `Vases ...` line: 87 / 3.452 = 25.20
    flags, how = _terse("big vase in eur", "€25.20.")
    assert flags == set() and how["25.2"] == "record"


def test_a_wrong_digit_of_such_a_conversion_stays_flagged() -> None:
    assert _terse("big vase in eur", "€25.30.")[0] == {"25.3"}
    # a word the line does not write (`bowl`) names no stated line
    assert _terse("big bowl in eur", "€25.20.")[0] == {"25.2"}


ORDER = {"order": "M-60", "deposit_paid": "2027-06-06", "lead_days": 41}


def _ready(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, _run(ORDER, "When is M-60 ready?"))


def test_a_date_stepped_by_days_after_an_equals_sign_is_no_slipped_sum() -> None:
    # `6 June + 41 days = 17 July`: no sum 6 + 41 = 47 whose slip is 17 (slipped_results), the date rules judge it
    flags, how = _ready("- Ready: 6 June + 41 days = **17 July 2027**")
    assert flags == set() and how["17 July 2027"] == "date-span"


def test_a_wrong_day_after_such_a_step_stays_flagged() -> None:
    assert _ready("- Ready: 6 June + 41 days = **18 July 2027**")[0] == {"18 July 2027"}
    # a plain sum's slip stays flagged (`6 + 41 = 17`)
    assert "17" in _ready("- Pieces: 6 + 41 = **17 pieces**")[0]


FURNACE = {"furnace": "F-3", "melted_kg": 160, "kwh_per_kg": 0.42, "byn_per_kwh": 0.31}


def test_a_reasoning_blocks_step_taken_on_by_a_factor_joins_the_answers_result() -> None:
    # `<think> 160 × 0.42 = 67.2 kWh × 0.31. </think> **20.83 BYN**`: 67.2 x 0.31 = 20.832
    flags, how = judged("<think>\n160 × 0.42 = 67.2 kWh × 0.31.\n</think>\n\n**20.83 BYN**.",
                        _run(FURNACE, "Power cost of the melt?"))
    assert flags == set() and how["20.83"] == "written"


def test_a_wrong_result_after_such_a_block_stays_flagged() -> None:
    flags, _ = judged("<think>\n160 × 0.42 = 67.2 kWh × 0.31.\n</think>\n\n**20.93 BYN**.",
                      _run(FURNACE, "Power cost of the melt?"))
    assert "20.93" in flags


WEIGHED = {"furnace": "F-3", "melted_kg": 1600.7, "kwh_per_kg": 0.42}


def test_a_computed_measure_said_again_rounded_in_its_unit() -> None:
    flags, how = judged("1600.7 × 0.42 = 672.29 kWh, about 672.3 kWh.", _run(WEIGHED, "Power of the melt?"))
    assert flags == set() and how["672.3"] == "rounded-again"


def test_a_rounding_that_is_off_or_in_another_unit_stays_flagged() -> None:
    # 672.29 kWh rounds to 672.3, not 672.4; and 672.3 BYN is no kWh
    assert judged("1600.7 × 0.42 = 672.29 kWh, about 672.4 kWh.", _run(WEIGHED, "Power of the melt?"))[0] == {"672.4"}
    assert judged("1600.7 × 0.42 = 672.29 kWh, about 672.3 BYN.", _run(WEIGHED, "Power of the melt?"))[0] == {"672.3"}
