"""Round 13 (dates13): dates an answer steps from a date the run knows (`date-step`, date_steps.py)
and dates it writes without their year (`numeric-date`, month_days.py); each with its refusals (a day
off, a wrong month, a span no one stated, no known base, the chance test, a day the month lacks)."""

from __future__ import annotations

from datetime import date

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.date_steps import Span, add_months, find_step, spans_in
from evidence_audit.evidence.month_days import month_day_of

from ._helpers import DEFAULT, REFERENCE, flagged, grounded, history, judged

INVOICE = {"invoice_id": "INV-88213", "invoice_date": "2024-05-14", "amount": 120.5}


def _expressions(answer: str, hist: list[dict]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


# --- date-step: a known date plus a span stated --------------------------------------------------------
@pytest.mark.parametrize("answer,value", [
    ("Your invoice is due 30 days later, on 2024-06-13.", "2024-06-13"),
    ("Your invoice is due in thirty days, on June 13, 2024.", "June 13, 2024"),
    ("Your invoice is due in 30 days, on 06/13/2024.", "06/13/2024"),
    ("Payment is due within 2 weeks: 2024-05-28.", "2024-05-28"),
    ("Your coverage expires three months on, 2024-08-14.", "2024-08-14"),
    ("The warranty runs one year, until 2025-05-14.", "2025-05-14"),
    ("The 9th monthly installment is due 01/14/2025.", "01/14/2025"),
    ("A reminder goes out 10 days before the due date, on 2024-05-04.", "2024-05-04"),
    ("With the first on 05/14/2024 and one each month, the 9th and last is on 01/14/2025.", "01/14/2025"),
])
def test_a_known_date_stepped_by_a_span_stated_is_computed(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(INVOICE))
    assert not flags
    assert computed[value] == "date-step"


def test_the_expression_names_the_base_and_the_span() -> None:
    assert _expressions("Your invoice is due 30 days later, on 2024-06-13.", history(INVOICE)) == {
        "2024-06-13": "2024-05-14 + 30 days = 2024-06-13"}
    assert _expressions("The 9th monthly installment is due 01/14/2025.", history(INVOICE)) == {
        "01/14/2025": "2024-05-14 + 8 months = 01/14/2025"}


def test_a_span_the_user_stated_counts() -> None:
    hist = history(INVOICE, user="My invoice is payable within 45 days. When is it due?")
    flags, computed = judged("It is due on 2024-06-28.", hist)
    assert not flags and computed["2024-06-28"] == "date-step"


@pytest.mark.parametrize("answer,value", [
    ("Your invoice is due 30 days later, on 2024-06-14.", "2024-06-14"),  # a day off
    ("Your invoice is due 30 days later, on 2024-06-12.", "2024-06-12"),  # a day off the other way
    ("Your coverage expires three months on, 2024-09-14.", "2024-09-14"),  # a wrong month
    ("Your coverage expires three months on, 2024-02-14.", "2024-02-14"),  # the span the other way
    ("Your invoice is due 30 days later, on June 14, 2024.", "June 14, 2024"),
    ("Your invoice is due on 2024-06-13.", "2024-06-13"),  # no span stated
    ("Your invoice is due 31 days later, on 2024-06-13.", "2024-06-13"),  # a span that does not give it
    ("The 8th monthly installment is due 01/14/2025.", "01/14/2025"),
    ("With one each month, the 9th and last is on 02/14/2025.", "02/14/2025"),  # a month off
    ("The 9th and last is on 01/14/2025.", "01/14/2025"),  # no series stated: `the 9th` is no span
])
def test_a_slip_or_an_unstated_span_stays_flagged(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(INVOICE))
    assert value in flags and value not in computed


def test_a_date_with_no_known_base_stays_flagged() -> None:
    flags, _ = judged("Your invoice is due 30 days later, on 2024-06-13.", history({"amount": 120.5, "invoice_id": "INV-88213"}))
    assert "2024-06-13" in flags


def test_the_chance_test_refuses_when_a_neighbour_is_reached_too() -> None:
    # the run carries 05-14 and 05-15: 06-13 and 06-14 are both 30 days on, so neither is evidence
    two = {"invoices": [{"invoice_date": "2024-05-14"}, {"invoice_date": "2024-05-15"}]}
    flags, computed = judged("Your invoice is due 30 days later, on 2024-06-13.", history(two))
    assert "2024-06-13" in flags and not computed


def test_a_date_one_digit_off_a_known_date_is_a_slip_not_a_step() -> None:
    # 2024-05-19 is 2024-05-14 + 5 days, and one digit off the carried 2024-05-17: a slip of the
    # carried date as likely as a step, so no evidence (the search's own identity in the chance test)
    run = {"invoice_date": "2024-05-14", "delivery": {"date": "2024-05-17"}}
    flags, computed = judged("Delivery was 5 days later, on 2024-05-19.", history(run))
    assert "2024-05-19" in flags and not computed
    # with no known date one digit off, the same step is computed
    run = {"invoice_date": "2024-05-14", "delivery": {"date": "2024-05-27"}}
    flags, computed = judged("Delivery was 5 days later, on 2024-05-19.", history(run))
    assert "2024-05-19" in computed and not flags


def test_the_reference_profile_computes_no_date() -> None:
    flags, _ = judged("Your invoice is due 30 days later, on 2024-06-13.", history(INVOICE), REFERENCE)
    assert "2024-06-13" in flags


def test_months_clamp_to_the_month_s_end() -> None:
    assert add_months(date(2024, 1, 31), 1) == date(2024, 2, 29)
    assert add_months(date(2023, 1, 31), 1) == date(2023, 2, 28)
    assert add_months(date(2024, 3, 31), -1) == date(2024, 2, 29)
    span = [Span(1, "month", "1 month", "x")]
    known = {"2024-01-31"}.__contains__
    step = find_step("2024-02-29", date(2024, 2, 29), lambda t: None, span, known)
    assert step is not None and step.base == "2024-01-31"
    assert find_step("2024-02-28", date(2024, 2, 28), lambda t: None, span, known) is None


def test_spans_read_digits_words_ordinals_and_direction() -> None:
    text = "ninety days on, 2 weeks before, the 3rd installment, 5 business days, a year ago"
    spans = [(s.size, s.unit, s.sign) for s in spans_in(text, 0, len(text), "x")]
    # round 16: business days are read too (Saturdays and Sundays skipped: `date_steps.add_business_days`)
    assert spans == [(90, "day", 1), (2, "week", -1), (1, "year", -1), (2, "month", 1), (5, "business day", 1)]
    assert spans_in("due on the 2nd of each month", 0, 28, "x") == []  # a day of the month, no count
    assert [s.size for s in spans_in("one each month, the 9th and last", 0, 33, "x")] == [8]


# --- a date without its year (month_days.py, counted as numeric-date) --------------------------------
BANK = {"transactions": [{"amount": 50.0, "date": "2022-03-01"}, {"amount": 1000.0, "date": "2022-03-04"},
                         {"amount": 10.0, "date": "2022-03-17T09:30:00"}]}


def test_a_carried_date_written_without_its_year_is_grounded() -> None:
    v = check_answer("Spotify Premium 50.00 on 03-01 + iPhone 1,000.00 on 03-04.", history(BANK), DEFAULT)
    assert not flagged(v) and grounded(v)["03-01"] == "numeric-date"


@pytest.mark.parametrize("token", ["03-02", "04-01", "05-04"])
def test_a_yearless_date_a_day_or_a_month_off_stays_flagged(token: str) -> None:
    v = check_answer(f"Spotify Premium 50.00 on {token}.", history(BANK), DEFAULT)
    assert token in flagged(v)


def test_the_order_follows_the_answer_s_slashed_dates() -> None:
    assert month_day_of("03/17", "paid 03/17") == (3, 17)
    assert month_day_of("03/04", "paid 17/03 and 03/04") == (4, 3)  # the answer writes day first
    assert month_day_of("02-30", "") is None  # no such day
    assert month_day_of("3-4", "") is None and month_day_of("18.06", "") is None  # a range, a number
