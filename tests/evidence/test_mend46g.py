"""(round 46, mend46g) True dates gaps46's narrowings flagged (review46b D2, D7, D8), each with the
mutant gaps46 catches still flagged.

- D2 `monthly-step` (`word_dates._only_dates_between`): a number between a monthly list's dates
  that is no span of days or weeks (`(40 t)`, `at 9:00`, `(batch 2)`) leaves the list a list; a span
  between (`20 days →`) still refuses it.
- D7 `_slips_a_stated_step`: a month's last day stays read off a calendar where the span's own
  date is written in the sentence, where the sentence holds more than one span, or where the span
  runs from another base (`from the 14th`).
- D8 `judge_dates`: the system prompt's spans bring a far yearless date near only where the answer
  does not already write the step's own date (`Pay by 3 November` for 14 October + 20 days).
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, flagged
from .test_gaps46 import DYE, DYE_SYSTEM, KILN, KILN_SYSTEM, SEED, SEED_SYSTEM, computed, run

MONTHLY = KILN_SYSTEM + " Deliveries are monthly."


def _kiln(answer: str) -> Any:
    return check_answer(answer, run(KILN, "When are the next deliveries?", MONTHLY), DEFAULT)


# --- D2: a number that is no span between a monthly list's dates
def test_a_quantity_between_monthly_dates_keeps_the_list() -> None:
    verdict = _kiln("Deliveries: September 28 (40 t), October 28 (40 t) and November 28 (40 t).")
    assert flagged(verdict) == set()
    assert set(computed(verdict).values()) == {"monthly-step"}


def test_a_clock_between_monthly_dates_keeps_the_list() -> None:
    verdict = _kiln("Deliveries on September 28 at 9:00, October 28 at 9:00 and November 28 at 9:00.")
    assert not {"October 28", "November 28"} & flagged(verdict)  # the clock is judged on its own


def test_a_batch_number_between_monthly_dates_keeps_the_list() -> None:
    verdict = _kiln("Deliveries on 28 September (batch 1), 28 October (batch 2), 28 November (batch 3).")
    assert flagged(verdict) == set()


def test_a_span_between_monthly_dates_still_refuses_the_list() -> None:
    assert flagged(_kiln("Deliveries: September 28 (40 t); 20 days → October 28 (40 t).")) == {"October 28"}
    assert "October 28" in flagged(_kiln("Deliveries on September 28 at 9:00, 3 weeks on October 28 at 9:00."))
    # a mutated day in the list stays flagged
    assert "October 27" in flagged(_kiln("Deliveries: September 28 (40 t), October 27 (40 t) and November 28 (40 t)."))


# --- D7: a month's last day where the sentence's span is not the date's own step
def _seed(answer: str) -> Any:
    return check_answer(answer, run(SEED, "When is the month's stock count?", SEED_SYSTEM), DEFAULT)


def test_a_months_end_beside_a_compound_span_is_read_off_a_calendar() -> None:
    assert flagged(_seed("The count is on 28 February, the month's last day, in 2 weeks and 5 days.")) == set()
    # the summed span (18 days: 27 February) one digit from it: still a slip
    assert flagged(_seed("The count is on 28 February, in 2 weeks and 4 days.")) == {"28 February"}


def test_a_months_end_with_a_span_from_another_base_is_read_off_a_calendar() -> None:
    assert flagged(_seed("The month closes on 28 February, 2 weeks from the 14th.")) == set()


def test_a_months_end_beside_the_spans_own_date_is_read_off_a_calendar() -> None:
    verdict = _seed("Month-end count on 28 February; 18 days from today we restock on 27 February.")
    assert flagged(verdict) == set()


def test_a_months_end_one_digit_from_its_lone_span_stays_flagged() -> None:
    assert flagged(_seed("P-1 on 28 February: **18 days** from today.")) == {"28 February"}


# --- D8: the prompt's span when the answer writes the step's own date
def test_a_later_date_beside_the_prompts_step_written_is_not_judged_by_it() -> None:
    hist = run(DYE, "When do I pay D-31, and when is the next dispatch?", DYE_SYSTEM)
    verdict = check_answer("Pay by 3 November. Our next dispatch run is on 23 November.", hist, DEFAULT)
    # `3 November` (no base written beside it) is flagged at d1215d11 too: not this rule's
    assert "23 November" not in flagged(verdict)
