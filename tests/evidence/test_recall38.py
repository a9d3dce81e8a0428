"""Round 38's recall: an earlier answer's number restated with a slip beside numbers restated right (recall38).

A person asks again (`Sorry, how many full cases was it?`, `The press's rate again?`) and the model
restates what an earlier answer worked out, with two digits swapped or one changed, beside other
numbers of the same record restated as they were (`**524 full cases**, with 9 bottles left over`
for the earlier `542 full, 9 bottles over`), or beside a limit a person gave (`**3.71%**, over the
3% limit`), or a date (`120 days, to 14 May 2027`). Round 28's `lone` mode judged an earlier
answer's number restated only when it was the only number of its line. Now a companion does not
count against the value being alone when it is a single digit, a year, or the day of a date in
words an earlier answer wrote (near_misses._restated); any other number (carried, said, an earlier
answer's) is still an operand of a line that may compute, and a value that is itself a date's day
is judged with every companion counted.

Bound: the slip is still one of an earlier answer's short number this answer does not write, the
line still shares a word (or the question's) with the earlier number's, and a line that frames the
value as its own arithmetic (`= 524`) is still left out; a fresh short number beside it (a second
worked-out value the line computes) still keeps the value from being judged.
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


# --- a single-digit companion restated from the earlier answer ------------------------------------------------------

BATCH = {"batch": "CID-88", "bottles": 6513, "case_size": 12}
CASES = "| batch | bottles | cases of 12 |\n|---|---|---|\n| CID-88 | 6,513 | 542 full, 9 bottles over |"


def test_a_swapped_count_beside_a_companion_restated_right_is_flagged() -> None:
    hist = run(BATCH, CASES, "Sorry, how many full cases was it?")
    assert "524" in check("**524 full cases**, with 9 bottles left over.", hist)
    assert "524" not in check("**524 full cases**, with 9 bottles left over.", hist, REFERENCE)


def test_the_honest_count_beside_its_companion_stays_excused() -> None:
    hist = run(BATCH, CASES, "Sorry, how many full cases was it?")
    assert not check("**542 full cases**, with 9 bottles left over.", hist)


def test_a_fresh_short_companion_still_keeps_the_value_unjudged() -> None:
    # `37 crates` is a second number on the line: the line may compute
    hist = run(BATCH, CASES, "Sorry, how many full cases was it?")
    assert "524" not in check("**524 full cases** in 37 crates.", hist)


# --- a limit a person gave beside the restated rate ----------------------------------------------------

LOTS = {"lot": "PR-7", "inspected": 480, "rejects": 7}
RATES = "* **PR-7 (press):** 7 / 480 = 1.46%: **pass**"
SYSTEM = "You are the QC assistant. A lot passes at 3% rejects or fewer."


def test_a_swapped_rate_beside_a_said_limit_is_flagged() -> None:
    hist = run(LOTS, RATES, "The press rate again?", system=SYSTEM)
    assert "1.64" in check("* **1.64%**, under the 3% limit.", hist)


def test_the_honest_rate_beside_the_limit_stays_excused() -> None:
    hist = run(LOTS, RATES, "The press rate again?", system=SYSTEM)
    assert not check("* **1.46%**, under the 3% limit.", hist)


def test_a_rate_no_swap_of_the_earlier_one_is_not_judged() -> None:
    # a value no slip of the earlier rate is prose, as before
    hist = run(LOTS, RATES, "The press rate again?", system=SYSTEM)
    assert "4.70" not in check("* **4.70%**, over the 3% limit.", hist)


# --- a date beside the restated count -------------------------------------------------------------------

WARRANTY = {"collected": "2025-05-14", "warranty_months": 24, "today": "2027-01-14"}
LEFT = "You collected it on 14 May 2025; the warranty runs 24 months, to **14 May 2027**: 120 days from today."


def test_a_slipped_day_count_beside_a_date_is_flagged() -> None:
    hist = run(WARRANTY, LEFT, "How many days of warranty are left, again?")
    assert "140" in check("140 days, to 14 May 2027.", hist)


def test_the_honest_day_count_beside_the_date_stays_excused() -> None:
    hist = run(WARRANTY, LEFT, "How many days of warranty are left, again?")
    assert not check("120 days, to 14 May 2027.", hist)


# --- a date an earlier answer worked out, restated a day-digit off ----------------------------------------

SEED = {"lot": "SD-41", "seeded": "2026-10-05", "kg": 900}
THINNING = (
    "SD-41 was seeded on 5 October 2026; thinning falls 150 days later, on **4 March 2027**, "
    "and gives 312 ropes."
)
RESTATE = "When was the thinning again?"


def test_a_restated_date_one_day_digit_off_is_flagged() -> None:
    hist = run(SEED, THINNING, RESTATE)
    assert "5 March 2027" in check("**5 March 2027**.", hist)


def test_the_restated_date_as_worked_out_stays_excused() -> None:
    hist = run(SEED, THINNING, RESTATE)
    assert not check("**4 March 2027**.", hist)


def test_a_far_date_no_slip_of_an_earlier_one_is_not_judged() -> None:
    # 19 March is two digits from 4 March: far from every date the run knows, not judged (as before)
    hist = run(SEED, THINNING, RESTATE)
    assert not check("**19 March 2027**.", hist)


def test_a_carried_operand_beside_the_value_still_keeps_it_unjudged() -> None:
    # `from 6,513 bottles`: a line that computes writes its operands, carried: the value not alone
    hist = run(BATCH, CASES, "Sorry, how many full cases was it?")
    assert "524" not in check("**524 full cases** from 6,513 bottles.", hist)


# --- a date's day is judged as a date, not as a number restated alone ---------------------------------------

VISITS = {"visits": [{"name": "Ana", "date": "2024-05-17"}, {"name": "Ben", "date": "2024-05-21"}]}
ORDER = "Ana's visit comes first, 12 days before the review."


def test_a_date_s_day_beside_other_dates_is_not_judged_as_a_restated_number() -> None:
    # `21` is Ben's day, the swap of the earlier answer's `12`: a date's day among dates, not judged
    hist = run(VISITS, ORDER, "Which visit is first, and how far apart?")
    assert "21" not in check("Ana's (May 17) is first and Ben's (May 21) last: 4 days apart.", hist)


def test_an_earlier_answer_s_number_beside_the_value_still_keeps_it_unjudged() -> None:
    # (heldout19: `31.6 °C max, 14.3 GDD`) an earlier answer's number is an operand as a result's is
    hist = run(BATCH, CASES + "\nThat is 90.4 cases a week.", "Sorry, how many full cases was it?")
    assert "524" not in check("**524 full cases** at 90.4 a week.", hist)


def test_a_clock_s_hour_beside_the_value_still_keeps_it_unjudged() -> None:
    # (heldout19: `walk in at 7pm, you've got 105 minutes`) a single digit that is a clock's hour
    # or a duration's (`7pm`, `1h45`) is an operand of a line that computes
    hist = run(BATCH, CASES, "Sorry, how many full cases was it?")
    assert "524" not in check("From 7pm, **524 full cases** by the end of the shift.", hist)
    assert "524" in check("**524 full cases**, with 9 bottles left over.", hist)


def test_a_line_that_concludes_still_keeps_the_value_unjudged() -> None:
    # (heldout30: `1.66 crates, so 1 more crate`) a line that draws a conclusion computes
    hist = run(BATCH, CASES, "Sorry, how many full cases was it?")
    assert "524" not in check("**524 full cases**, so 9 bottles left over.", hist)
