"""Round 14's yearless dates in words (`evidence/yearless_words.py`): `June 28`, `28 June`, `Wed Jun
18`, `the 3rd of July` read without a year and judged by month and day in the years the run's dates
carry. Grounded in any spelling, said, computed by `date-step`; refused: a day off by one, a month
swapped, a weekday that contradicts the run's year, a day no month has."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.said_dates import said_month_days
from evidence_audit.evidence.yearless_words import yearless_in

from ._helpers import DEFAULT, REFERENCE, flagged, grounded
from .test_word_dates import words

ORDER = {"order_id": "#W100", "status": "delivered", "delivered_at": "2024-06-27 14:05:00"}
BILL = {"bill_id": "B1", "issue_date": "2026-02-03", "due_date": "2026-02-24"}


@pytest.mark.parametrize("text, month, day, weekday", [
    ("delivered on June 27.", 6, 27, None),
    ("delivered 27 June.", 6, 27, None),
    ("delivered Jun. 27th", 6, 27, None),
    ("on the 27th of June", 6, 27, None),
    ("on Wed Jun 18 at noon", 6, 18, 2),
    ("on Wednesday, June 18", 6, 18, 2),
    ("on June 18 (Wed)", 6, 18, 2),
])
def test_yearless_dates_are_read(text: str, month: int, day: int, weekday: int | None) -> None:
    (found,) = yearless_in(text, [])
    assert (found.month, found.day, found.weekday) == (month, day, weekday)
    assert text[found.start:found.end].split() == found.written.split()


@pytest.mark.parametrize("text", [
    "on June 27, 2024", "on 27 June 2024", "you may 3 of them", "Dec 91 min to Mexico", "June 13:30", "Mar 3.5",
])
def test_no_yearless_date_with_a_year_a_clock_or_no_day(text: str) -> None:
    assert yearless_in(text, [(0, len(text))] if "2024" in text else []) == []


@pytest.mark.parametrize("text", ["fc0/1 JAN-000", "port ab-1 March", "code x/27 June", "on 1 JAN-000", "27 Jun/2 rack"])
def test_no_yearless_date_read_out_of_other_tokens(text: str) -> None:
    """A day that is the tail of a token holding a letter, or a month's name heading a code (`JAN-000`),
    is no date in words: a person writes a date's day and month as words of their own."""
    assert yearless_in(text, []) == []


@pytest.mark.parametrize("text, written", [
    ("the 5-6 June slots", "6 June"),  # a range's end
    ("booked (June 27) today", "June 27"),  # brackets
    ("notBefore=Jun 4 00:00:01", "Jun 4"),  # a month's name after a key
    ("March 3-5 works", "March 3"),  # a range of days after a month's name
    ("#1 JAN holds", "1 JAN"),
])
def test_a_date_beside_punctuation_is_still_read(text: str, written: str) -> None:
    """Brackets, a range's dash, a key's `=` beside a date leave it a date."""
    (found,) = yearless_in(text, [])
    assert found.written == written


def test_a_date_read_out_of_codes_is_not_flagged() -> None:
    """`rack fc0/28 June-000` flags no date `28 June` made of its codes' pieces; a day off written
    as words of its own (`on 28 June`) stays flagged."""
    assert "28 June" not in flagged(words("Delivered to rack fc0/28 June-000.", ORDER))
    assert "28 June" not in flagged(words("Delivered to rack fc0/28 June.", ORDER))
    assert "28 June" in flagged(words("Delivered on 28 June.", ORDER))


@pytest.mark.parametrize("answer", [
    "Your order was delivered on June 27.",
    "Your order was delivered on 27 June.",
    "Your order was delivered on Thu Jun 27.",  # 2024-06-27 was a Thursday
    "Your order was delivered on the 27th of June.",
])
def test_a_carried_day_in_any_spelling_is_grounded(answer: str) -> None:
    v = words(answer, ORDER)
    assert not flagged(v) and grounded(v)


@pytest.mark.parametrize("answer, value", [
    ("Your order was delivered on June 28.", "June 28"),  # a day off
    ("Your order was delivered on June 26.", "June 26"),
    ("Your order was delivered on July 27.", "July 27"),  # a month off
    ("Your order was delivered on 27 July.", "27 July"),
    ("Your order was delivered on Fri Jun 27.", "Fri Jun 27"),  # the run's 2024-06-27 was a Thursday
    ("Your order was delivered on June 31.", "June 31"),  # no June has it
])
def test_refusals_stay_flagged(answer: str, value: str) -> None:
    assert value in flagged(words(answer, ORDER))
    assert value not in flagged(words(answer, ORDER, gate=REFERENCE))


def test_a_month_and_day_swapped_is_flagged() -> None:
    carried = {"order_id": "#W1", "placed": "2024-03-04"}
    assert "April 3" in flagged(words("It was placed on April 3.", carried))
    assert not flagged(words("It was placed on March 4.", carried))


def test_a_date_stepped_by_a_stated_span_is_computed() -> None:
    v = words("Your bill is due 21 days after issue, on February 24. The next one is due March 24.", BILL)
    assert "February 24" not in flagged(v)
    v = words("Your bill was issued February 3; payment is due 21 days later, on February 24.", {"bill_id": "B1", "issue_date": "2026-02-03"})
    computed = {c.value: c.derivation for c in v.computed or ()}
    assert computed.get("February 24") in ("date-span", "date-step") and not flagged(v)
    # refused: the step a day off stays flagged
    v = words("Your bill was issued February 3; payment is due 21 days later, on February 25.", {"bill_id": "B1", "issue_date": "2026-02-03"})
    assert "February 25" in flagged(v)


def test_a_run_with_no_date_at_all_flags_a_yearless_date_it_cannot_explain() -> None:
    order = {"order_id": "#W100", "status": "delivered"}
    assert "June 28" in flagged(words("Your order was delivered on June 28.", order))
    # a person's date, a result's text, or a step from a date the answer writes are not flagged
    assert not flagged(words("Your order was delivered on June 28.", order, user="it came June 28"))
    assert not flagged(words("Your order was delivered on June 28.", {"order_id": "#W100", "note": "delivered June 28"}))
    v = words("Returns close 30 days after June 1, on July 1.", order)
    assert {c.value: c.derivation for c in v.computed or ()} == {"July 1": "date-span"} and "June 1" in flagged(v)
    assert "July 2" in flagged(words("Returns close 30 days after June 1, on July 2.", order))


def test_a_date_far_from_every_known_date_is_not_judged() -> None:
    assert not flagged(words("The holiday sale starts on November 28.", ORDER))


def test_a_month_and_day_a_person_said_is_theirs() -> None:
    assert said_month_days("my order from June 28, and the 3rd of July; may 3") == [(6, 28), (7, 3)]
    assert not flagged(words("Noted: your order from June 28.", ORDER, user="my order from June 28 is late"))
    assert "June 28" in flagged(words("Noted: your order from June 28.", ORDER, user="my order from June 26 is late"))


def test_on_by_default() -> None:
    assert "June 28" in flagged(words("Your order was delivered on June 28.", ORDER, gate=DEFAULT))


def test_a_weekday_step_from_a_known_date_is_computed_and_a_contradicting_weekday_is_not() -> None:
    trade = {"order_id": "T1", "trade_date": "2025-10-17"}  # a Friday
    v = words("It settles on the next business day, Monday, October 20.", trade)
    computed = {c.value: (c.derivation, c.from_) for c in v.computed or ()}
    # round 16: `the next business day` is a step of its own (date_steps.py), read before `weekday-step`
    assert computed == {"Monday, October 20": ("date-step", "2025-10-17 + 1 business day = Monday, October 20")}
    plain = words("It settles on Monday, October 20.", trade)  # no step named: the weekday's own rule
    assert {c.value: c.derivation for c in plain.computed or ()} == {"Monday, October 20": "weekday-step"}
    # refused: the weekday wrong for the run's year, or no weekday written, or more than a week away
    assert "Tuesday, October 20" in flagged(words("It settles on Tuesday, October 20.", trade))
    assert "October 20" in flagged(words("It settles on October 20.", trade))
    assert "Monday, October 27" in flagged(words("It settles on Monday, October 27.", trade))


def test_a_months_last_day_is_not_judged_its_first_is() -> None:
    cycle = {"line_id": "L1", "cycle_end_date": "2026-02-27"}
    assert not flagged(words("Your cycle ends with the month (February 28).", cycle))
    assert "March 1" in flagged(words("The next cycle starts March 1.", cycle))
    assert "February 26" in flagged(words("Your cycle ends February 26.", cycle))


def test_a_monthly_list_from_a_known_date_is_computed() -> None:
    plan = {"transfer_id": "T1", "next_date": "2025-11-01"}
    v = words("Transfers run on November 1, December 1 and January 1.", plan)
    assert {c.value: c.derivation for c in v.computed or ()} == {"December 1": "monthly-step"} and not flagged(v)
    # refused: a day off the series, or a list whose first date the run does not know
    assert "December 2" in flagged(words("Transfers run on November 1, December 2 and January 1.", plan))
    assert "December 1" in flagged(words("Transfers run on November 3, December 1.", plan))


def test_a_day_moved_across_midnight_in_the_sentence_is_computed() -> None:
    meeting = {"event": "standup", "date": "2025-12-01"}
    v = words("9:00 AM in Los Angeles on December 1 is 1:00 AM on December 2 in Tokyo.", meeting)
    assert {c.value: c.derivation for c in v.computed or ()} == {"December 2": "midnight-step"} and "December 2" not in flagged(v)
    # refused: two days off, or no clock in the sentence
    assert "December 3" in flagged(words("9:00 AM in Los Angeles on December 1 is 1:00 AM on December 3 in Tokyo.", meeting))
    assert "December 2" in flagged(words("The standup on December 1 moves to December 2.", meeting))


def test_the_runs_stated_today_and_a_day_a_person_said_alone() -> None:
    from evidence_audit.evidence.said_dates import said_days

    assert said_days("I'm away from the 15th until June 15; bills are issued on the 3rd of the following month") == [15, 3]
    assert said_days("the 3rd of July, the 9th installment, the 2nd time") == []
    line = {"line_id": "L1", "cycle_end_date": "2026-03-09"}
    system = "The current time is 2026-02-10 14:15:00 EST."
    hist = [{"role": "system", "content": system}]

    def judged(answer: str, user: str = "hi"):
        from evidence_audit.evidence import check_answer

        from ._helpers import history
        return check_answer(answer, hist + history(line, user=user), DEFAULT)

    assert "February 10" not in flagged(judged("Today, February 10, your line is active."))
    assert "February 11" in flagged(judged("Today, February 11, your line is active."))
    v = judged("Two weeks from today is February 24.")
    assert "February 24" not in flagged(v) and "February 25" in flagged(judged("Two weeks from today is February 25."))
    assert "February 15" not in flagged(judged("From February 15 it is suspended.", user="I am away from the 15th, back in June"))
    assert "February 16" in flagged(judged("From February 16 it is suspended.", user="I am away from the 15th, back in June"))


def test_a_months_first_day_opening_a_range_and_a_dateless_weekday_are_not_judged() -> None:
    cycle = {"line_id": "L1", "cycle_end_date": "2026-02-27"}
    assert not flagged(words("Days so far: 10 (Feb 1–10).", cycle))
    assert "Feb 2" in flagged(words("Days so far: 9 (Feb 2–10).", cycle))
    order = {"order_id": "#W100", "status": "processed"}
    assert not flagged(words("It should arrive between Monday, June 16 and Wednesday, June 18.", order))
    assert "June 16" in flagged(words("It should arrive on June 16.", order))
