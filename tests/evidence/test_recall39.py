"""Round 39's recall: short numbers restated one slip off, judged by what they were written for (recall39).

Of the planted inventions the default let through, most were numbers under the digit minimum no rule
read (bench/missed_plants.py). Three narrow readings of `near_misses.py`:

- A person asks again (`How many sacks is it again?`) and a terse reply restates an earlier answer's
  two-digit number with one digit replaced (`**62 sacks**` for `72 sacks`). Every two-digit number is
  one digit from eighteen others, so such a value (`_WEAK`) is judged only where the word written
  right after both numbers is the same (`sacks`, `t`, `టన్నులు`: `_after_key`) and a word of the
  person's question is a word beside the earlier number (`_weakly_attributed`).
- The words of a line in any script are read (`_script_words`): a Telugu or Cyrillic restatement's
  words name what it restates as an English one's do (`మొత్తం: 315 టన్నులు`, then `351 టన్నులు`).
- A short value's unit (`401 gram`) is a key it shares with a carried number whose result's key
  names that unit (`"weight_g_each": 410`: `_key_units`).

Bound: the value is still no number a result carried nor a person said, the earlier (or carried)
number is one this answer does not write, a line that computes (other fresh numbers, `=`, `so`) is
still left out; the weak slip needs both keys, a month's name or another word of the answer's own
line is not enough.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, REFERENCE, content, flagged


def run(result: Any, *turns: str, user: str = "hi", system: str = "You are an agent.") -> list[dict[str, Any]]:
    """A run: the system message, the user's message, one tool result, then answers and questions
    alternating (`turns`: answer, question, answer, question, ...)."""
    out: list[dict[str, Any]] = [
        {"role": "system", "content": system},
        {"role": "user", "content": user},
        {"role": "tool", "content": content(result)},
    ]
    for k, text in enumerate(turns):
        out.append({"role": "assistant" if k % 2 == 0 else "user", "content": text})
    return out


def check(answer: str, hist: list[dict[str, Any]], gate: Any = DEFAULT) -> set[str]:
    return flagged(check_answer(answer, hist, gate))


# --- a two-digit count asked again, one digit replaced ---------------------------------------------

ORDER = {"order": "EXP-441", "kg": 2400, "price_usd_kg": 4.1, "sack_kg": 50}
WORTH = "- 2,400 kg × USD 4.10 = **USD 9,840.00**\n- Packed in 48 sacks of 50 kg\n- Paid 30 days after loading"


def test_a_two_digit_count_asked_again_one_digit_off_is_flagged() -> None:
    hist = run(ORDER, WORTH, "How many sacks was it again, for the truck?")
    assert "43" in check("**43 sacks**, for the truck.", hist)
    assert "43" not in check("**43 sacks** of 50 kg.", hist, REFERENCE)


def test_the_count_asked_again_as_worked_out_stays_excused() -> None:
    hist = run(ORDER, WORTH, "How many sacks was it again, for the truck?")
    assert not check("**48 sacks**, for the truck.", hist)


def test_a_count_in_another_noun_is_not_judged() -> None:
    # `43 pallets` wears another word than the earlier `48 sacks`: another quantity
    hist = run(ORDER, WORTH, "How many pallets for the truck, and the sacks again?")
    assert "43" not in check("**43 pallets**.", hist)


def test_a_question_naming_nothing_of_the_earlier_number_is_not_enough() -> None:
    # the same noun, but the question asks about something else: the words beside `48 sacks`
    # (`packed`, `sack`) are none of the question's
    hist = run(ORDER, WORTH, "And for next month's order?")
    assert "43" not in check("**43 sacks**.", hist)


def test_a_word_of_the_answer_s_own_line_is_not_the_second_key() -> None:
    # (heldout31 library-07: `On 1 October, 14 days ago` after `... 17 October ... 24 days`) a month
    # both lines write is no question's word
    stay = {"arrived": "2026-10-13", "due": "2026-11-10"}
    hist = run(stay, "Collected on Saturday 17 October you would have 24 days with it.", "When did I ask for it, and how long ago?")
    assert "14" not in check("On 1 October, 14 days ago.", hist)


def test_a_two_digit_swap_still_needs_one_key_only() -> None:
    # recall30's swap (`84 sacks` for 48) is judged as before
    hist = run(ORDER, WORTH, "How many sacks was it again, for the truck?")
    assert "84" in check("**84 sacks**, for the truck.", hist)


# --- words of another script ----------------------------------------------------------------------

PANS = {"pans": [{"id": "P-07", "acres": 2.5}, {"id": "P-08", "acres": 1.5}], "t_per_acre": 45}
YIELD = "ఎకరాకు 45 టన్నులు:\n\n- P-07: 2.5 × 45 = 112.5 టన్నులు\n- P-08: 1.5 × 45 = 67.5 టన్నులు\n\n**మొత్తం: 180 టన్నులు**"


def test_a_restated_total_in_telugu_swapped_is_flagged() -> None:
    hist = run(PANS, YIELD, "మొత్తం దిగుబడి మళ్ళీ చెప్పండి")
    assert "108" in check("**108 టన్నులు**.", hist)


def test_the_restated_total_in_telugu_stays_excused() -> None:
    hist = run(PANS, YIELD, "మొత్తం దిగుబడి మళ్ళీ చెప్పండి")
    assert not check("**180 టన్నులు**.", hist)


def test_a_telugu_value_that_computes_is_not_judged() -> None:
    # a line with fresh operands computes: not a restatement
    hist = run(PANS, YIELD, "మొత్తం దిగుబడి మళ్ళీ చెప్పండి")
    assert "108" not in check("2 × 54 = 108 టన్నులు.", hist)


# --- a unit named by the result's key ---------------------------------------------------------------

BOOK = {"isbn": "978-0-14-118", "title": "Coral Reefs", "qty": 40, "weight_g_each": 410}


def test_a_weight_swapped_in_its_key_s_unit_is_flagged() -> None:
    hist = run(BOOK, "40 copies ordered.", "How heavy is one copy?")
    assert "401" in check("Berat: 401 gram per eksemplar.", hist)


def test_the_weight_in_its_key_s_unit_stays_excused() -> None:
    hist = run(BOOK, "40 copies ordered.", "How heavy is one copy?")
    assert not check("Berat: 410 gram per eksemplar.", hist)


def test_a_value_in_another_unit_than_the_key_s_is_not_judged() -> None:
    # `401 mm` is no weight: the key names grams
    hist = run(BOOK, "40 copies ordered.", "How tall is one copy?")
    assert "401" not in check("Tinggi: 401 mm.", hist)


def test_a_bounding_word_of_a_key_is_no_unit() -> None:
    # `min_order` is a bound, not minutes: `104 min` shares no unit with it
    hist = run({"min_order": 140, "sku": "CR-9"}, "Noted.", "How long does it take?")
    assert "104" not in check("Setup: 104 min.", hist)


def test_a_unit_alone_attributes_no_digit_replaced() -> None:
    # test_slips' bound kept: `12.7 minutes` for `remaining_minutes: 12.5` is no swap, not judged;
    # the swap `15.2` is
    minutes = {"remaining_minutes": 12.5}
    hist = run(minutes, "Noted.", "How long did it run?")
    assert "12.7" not in check("It ran 12.7 minutes.", hist)
    assert "15.2" in check("It ran 15.2 minutes.", hist)


# --- a labelled sum's wrong result (labelled_sums.py) ------------------------------------------------

AGENDA = {"events": [{"title": "Kick-off", "minutes": 60}, {"title": "One-on-one", "minutes": 30}, {"title": "Lunch", "minutes": 60}]}


def test_a_labelled_sum_s_wrong_short_result_is_flagged() -> None:
    hist = run(AGENDA, "Three events today.", "How long in all?")
    assert "160" in check("Kick-off 60 minutes + one-on-one 30 minutes + lunch 60 minutes = 160 minutes.", hist)
    assert "160" not in check("Kick-off 60 minutes + one-on-one 30 minutes + lunch 60 minutes = 160 minutes.", hist, REFERENCE)


def test_a_labelled_sum_s_right_result_stays_excused() -> None:
    hist = run(AGENDA, "Three events today.", "How long in all?")
    assert not check("Kick-off 60 minutes + one-on-one 30 minutes + lunch 60 minutes = 150 minutes.", hist)


def test_a_term_that_is_no_named_number_refutes_nothing() -> None:
    # a duration glued (`31h15`), a product inside a term, a second number in a term: no plain sum
    hist = run(AGENDA, "Three events today.", "How long in all?")
    assert "34" not in check("31h15 + 182 min = 34h17.", hist)
    assert "95" not in check("Kick-off 60 minutes + 2 × lunch 15 minutes = 95 minutes.", hist)
    assert "95" not in check("Kick-off 60 minutes + lunch in room 2 30 minutes = 95 minutes.", hist)


def test_a_rounded_term_allows_a_unit_of_the_last_place() -> None:
    hist = run({"a": 1.254, "b": 2.104}, "Noted.", "Total?")
    assert "3.36" not in check("Part a 1.25 kg + part b 2.10 kg = 3.36 kg.", hist)
    assert "3.85" in check("Part a 1.25 kg + part b 2.10 kg = 3.85 kg.", hist)


def test_a_clock_or_a_date_plus_a_span_is_no_labelled_sum() -> None:
    # (heldout35 mussel-09, heldout37 glass-09) a clock's colon is no label's end and the result's
    # month is no word the terms wear: `07:10 + 368 min = 13:18`, `19 February + 28 days = 19 March`
    hist = run({"start": "07:10", "ropes": 46}, "Noted.", "When done?")
    assert not check("2. Start 07:10 + 368 min = **13:18**", hist)
    assert "19" not in check("Ready: 19 February + 28 days = **19 March 2027**", hist)
    assert "95" in check("Kick-off 60 minutes + lunch 30 minutes = 95 minutes.", hist)


def test_a_restatement_in_another_word_is_no_weak_slip() -> None:
    # (heldout33 watch-02) `-5.8 seconds a week` after `Average rate: -0.8 s/day`: the same unit,
    # but not the word the earlier number wore (a rate worked into another quantity)
    hist = run({"rates": [6, 4, -2, -5, -9, 1]}, "- Average rate: -0.8 s/day", "How much would it drift in a week at that average?")
    assert "-5.8" not in check("-5.8 seconds a week, if it spent equal time in each position.", hist)


def test_a_term_with_an_aside_refutes_nothing() -> None:
    # (heldout14 banking-u04) `200.00 (New year gift, Feb 12) + 10.00 (Refund) = **210.00**`: the
    # aside's `12` is no term; a term with a parenthesis is no labelled number
    hist = run({"sent": [200.0, 10.0]}, "Noted.", "How much sent?")
    assert "210.00" not in check("* **Sent:** 200.00 (New year gift, Feb 12) + 10.00 (Refund) = **210.00**", hist)
    assert "210" not in check("Sent 200 on Feb 12 + 10 refund = 210", hist)
