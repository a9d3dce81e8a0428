"""(round 44, cashew44) Two habits of heldout42's cashew unit where a general rule missed them, in
made-up runs of other trades and scripts.

An earlier answer written in another script's digits (`**৭৫ টিন**`, `**୭୫ ଟିଣ**`) is kept for a
later restatement's slips in ASCII digits at the same offsets (`auditor.add` -> `Spellings.add_answer`,
as the answer itself is judged: `script_digits.py`): a terse restatement with two digits swapped
(`**৫৭ টিন**`) is a slip of it (`near_misses.py`, `lone` mode), as `**57 tins**` after `**75 tins**`
is; the same count restated as written is none.

A date written beside a clock the answer worked out earlier as an equation over midnight (`<think>
21:30 + 370 min = 03:40 next day. </think>` ... `Arrives **03:40** on 17 March`): the day of the
equation's base clock plus the days crossed (`hour_steps._equated`, `midnight-step`). Refused: a day
off, an equation whose arithmetic is wrong, one that stays within the day, a clock the equation
does not reach, and a base day that is not the base clock's own (mend36: a result's timestamp
at that clock, or the stated today with no day beside it known). A result's timestamp written
with ISO's `T` (`2026-05-09T21:30`) is found as the values keep it (`gate.py`), for mend36's
`07:00 + 24 h = 19 Dec 07:00` too.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, REFERENCE, content, flagged


def run(result: Any, turns: list[tuple[str, str]], system: str = "You are a warehouse's assistant. Today is 2026-05-12.") -> list[dict[str, Any]]:
    """A run: the system, the first question, one result, then each (answer, next question)."""
    out: list[dict[str, Any]] = [{"role": "system", "content": system}, {"role": "user", "content": turns[0][1]},
                                 {"role": "tool", "content": content(result)}]
    for answer, question in turns[1:]:
        out.append({"role": "assistant", "content": answer})
        out.append({"role": "user", "content": question})
    return out


STOCK = {"lot": "JT-0412", "kg": 748.8, "tin_kg": 10}


def bengali(restated: str) -> set[str]:
    hist = run(STOCK, [("", "JT-0412 লটে কত টিন হবে?"), ("৭৪৮.৮ ÷ ১০ → **৭৫ টিন**", "কত টিন বললে?")])
    return flagged(check_answer(restated, hist, DEFAULT))


def odia(restated: str) -> set[str]:
    hist = run(STOCK, [("", "JT-0412 ଲଟରେ କେତେ ଟିଣ ହେବ?"), ("୭୪୮.୮ ÷ ୧୦ → **୭୫ ଟିଣ**", "କେତେ ଟିଣ ବୋଲି କହିଲ?")])
    return flagged(check_answer(restated, hist, DEFAULT))


def english(restated: str) -> set[str]:
    hist = run(STOCK, [("", "How many tins will lot JT-0412 fill?"), ("748.8 / 10 -> **75 tins**", "How many tins did you say?")])
    return flagged(check_answer(restated, hist, DEFAULT))


def test_a_restated_count_swapped_in_another_scripts_digits_is_a_slip() -> None:
    assert english("**57 tins**") == {"57"}  # the rule as it stood for ASCII digits
    assert bengali("**৫৭ টিন**") == {"৫৭"}
    assert odia("**୫୭ ଟିଣ**") == {"୫୭"}


def test_the_count_restated_as_written_is_no_slip() -> None:
    assert english("**75 tins**") == set()
    assert bengali("**৭৫ টিন**") == set()
    assert odia("**୭୫ ଟିଣ**") == set()


def test_a_weak_slip_is_judged_alike_and_a_count_far_from_it_stays_prose() -> None:
    # one digit replaced (recall39's weak slip, the unit after both and a question word) in every script alike
    assert english("**76 tins**") == {"76"}
    assert bengali("**৭৬ টিন**") == {"৭৬"}
    assert odia("**୭୬ ଟିଣ**") == {"୭୬"}
    # a two-digit count one slip from nothing the earlier answer wrote stays prose, as in ASCII
    assert english("**42 tins**") == bengali("**৪২ টিন**") == odia("**୪୨ ଟିଣ**") == set()


DISPATCH = {"dispatch": "TR-0512", "departs": "2026-05-12T21:30", "drive_minutes": 370, "to": "port"}
TODAY = "You are a warehouse's assistant. Today is 2026-05-12 (Tuesday), 08:00."


def arrival(answer: str, result: Any = DISPATCH, system: str = TODAY, gate: Any = DEFAULT) -> set[str]:
    return flagged(check_answer(answer, run(result, [("", "When does the truck arrive?")], system), gate))


def test_a_date_beside_a_clock_an_earlier_equation_reached_over_midnight() -> None:
    assert arrival("<think>\n21:30 + 370 min = 03:40 next day.\n</think>\n\n- Arrives **03:40** on 13 May") == set()
    assert arrival("21:30 + 6 h 10 min = 03:40.\n\nThe truck arrives at 03:40 on 13 May.") == set()


def test_a_day_off_the_equation_stays_flagged() -> None:
    assert arrival("<think>\n21:30 + 370 min = 03:40 next day.\n</think>\n\n- Arrives **03:40** on 14 May") == {"14 May"}
    assert arrival("<think>\n21:30 + 370 min = 03:40 next day.\n</think>\n\n- Arrives **03:40** on 15 May") == {"15 May"}


def test_an_equation_wrong_or_within_the_day_or_elsewhere_excuses_no_date() -> None:
    # wrong arithmetic: 21:30 + 380 min is 03:50, not 03:40
    assert "13 May" in arrival("<think>\n21:30 + 380 min = 03:40 next day.\n</think>\n\n- Arrives **03:40** on 13 May")
    # within the day: no midnight crossed, so the date would be the base's own
    assert "13 May" in arrival("<think>\n11:30 + 370 min = 17:40.\n</think>\n\n- Arrives **17:40** on 13 May")
    # the date's clock is not the one the equation reached
    assert "13 May" in arrival("<think>\n21:30 + 370 min = 03:40 next day.\n</think>\n\n- Arrives **04:40** on 13 May")
    # (the integrator, round 44) an equation written after the date is no refusal on the merged tree:
    # apricot44's `midnight_days` dates a clock computed past midnight from a carried start wherever the
    # answer writes the step, and adire44's `summed_step` reads the sum; the date is the answer's own arithmetic


def test_the_base_day_is_the_clock_own_day() -> None:
    # a departure on another day than the stated today: its result's timestamp at the base clock is the base day
    other = dict(DISPATCH, departs="2026-05-09T21:30")
    later = "You are a warehouse's assistant. Today is 2026-05-20."
    answer = "<think>\n21:30 + 370 min = 03:40 next day.\n</think>\n\n- Arrives **03:40** on {}"
    assert arrival(answer.format("10 May"), other, later) == set()
    # a day the result carries at another clock is no base: `2026-05-09T20:30` is not 21:30's day
    assert "10 May" in arrival(answer.format("10 May"), dict(DISPATCH, departs="2026-05-09T20:30"), later)
    # a day off the clock's own day stays flagged
    assert "11 May" in arrival(answer.format("11 May"), other, later)


def test_a_clock_plus_hours_from_a_timestamp_written_with_a_t() -> None:
    # mend36's base, a result's timestamp at the step's clock, found when the result writes it ISO's way
    shift = {"shift": "N-12", "starts": "2026-05-09T22:00", "hours": 10}
    later = "You are a warehouse's assistant. Today is 2026-05-20."
    assert arrival("The shift runs 22:00 + 10 h = 10 May 08:00.", shift, later) == set()
    assert "11 May" in arrival("The shift runs 22:00 + 10 h = 11 May 08:00.", shift, later)
    assert "10 May" in arrival("The shift runs 22:00 + 10 h = 10 May 08:00.", dict(shift, starts="2026-05-09T21:00"), later)


def test_the_reference_profile_is_unchanged() -> None:
    answer = "<think>\n21:30 + 370 min = 03:40 next day.\n</think>\n\n- Arrives **03:40** on 13 May"
    assert arrival(answer, gate=REFERENCE) == arrival(answer.replace("13 May", "14 May"), gate=REFERENCE)


INVOICE = """TAX INVOICE TI-0418
Subtotal                                          1,56,600.00
Discount 3% (100 kg or more)                         -4,698.00
Net                                               1,51,902.00
GST 5%                                                7,595.10
Total                                             1,59,497.10"""


def invoice_run(first: str, second: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are an agent. Today is 2027-03-16."}, {"role": "user", "content": "Total?"},
            {"role": "tool", "content": INVOICE}, {"role": "assistant", "content": first}, {"role": "user", "content": "In dollars?"},
            {"role": "tool", "content": '{"inr_per_usd": 86.40}'}, {"role": "assistant", "content": second},
            {"role": "user", "content": "And then?"}]


def test_a_lakh_amount_an_earlier_answer_wrote_is_an_amount_for_the_conversation() -> None:
    # `₹1,59,497.10` read as the amount it is (its sign right before its digits after regrouping):
    # the saving, 164,430 less the previous answer's 159,497.10, is a `conversation` difference
    hist = invoice_run("Total **₹1,59,497.10**.", "₹1,59,497.10 ÷ 86.40 = **$1,846.03**")
    answer = "₹1,56,600.00 × 1.05 = **₹1,64,430.00**; ₹{} ବଞ୍ଚିଲା।"
    v = check_answer(answer.format("4,932.90"), hist, DEFAULT)
    assert flagged(v) == set()
    assert ("4932.9", "conversation") in {(c.value, c.derivation) for c in v.computed or ()}
    assert flagged(check_answer(answer.format("4,933.90"), hist, DEFAULT)) == {"4933.9"}  # a digit off
    assert flagged(check_answer(answer.format("4,923.90"), hist, DEFAULT)) == {"4923.9"}  # two swapped


PURCHASES = "date,lot,kg\n2027-02-03,A,2400\n2027-02-10,B,3360"
COSTS = '{"lot_a_inr": 278400, "lot_b_inr": 399840}'


def mean_price(tail: str) -> set[str]:
    hist = [{"role": "system", "content": "You are an agent. Today is 2027-03-16."}, {"role": "user", "content": "Kg, cost and mean price?"},
            {"role": "tool", "content": PURCHASES}, {"role": "tool", "content": COSTS}]
    answer = "- 2,400 + 3,360 = **5,760 kg**\n- 278,400 + 399,840 = **678,240 INR**\n- Mean **" + tail
    return flagged(check_answer(answer, hist, DEFAULT))


def test_a_cost_per_unit_written_after_its_currency_code() -> None:
    # `118.24 INR/kg`: the amount's code between the number and the unit it is per (unit_costs.py)
    assert mean_price("117.75 INR/kg**") == set()
    assert mean_price("117.75 INR per kg**") == set()
    assert mean_price("117.75 EUR/kg**") == set()


def test_a_cost_per_unit_off_stays_flagged() -> None:
    assert mean_price("117.85 INR/kg**") == {"117.85"}  # a digit off
    assert mean_price("117.57 INR/kg**") == {"117.57"}  # two digits swapped
