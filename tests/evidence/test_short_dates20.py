"""Round 20's short date and time spellings: a CSV row's date cells (`2025-11-24,18420,...`) are
dates a result carries; a result's yearless day range carries its end (`Week 3 (Feb 3-9)`); a day
and month with their dots (`15.02.`); a day said before a list of months (`the 15th of February,
March, April and May`); a military clock (`1430h`). Each with its refusals: a wrong day or hour,
a day one off, a number that is no date."""

from __future__ import annotations

from evidence_audit.evidence.said_dates import listed_month_days, said_month_days
from evidence_audit.evidence.yearless_words import range_end_days, yearless_in

from ._helpers import history, judged

SYSTEM = "You are the analytics assistant. Now: 2025-12-03 10:05 (Wednesday)."
CSV = "date,impressions,clicks\n2025-11-24,18420,512\n2025-11-25,20110,561\n2025-11-28,25605,804"
SCHEDULE = "Refunds\n  Week 2 (Jan 27-Feb 2) ..... 75%\n  Week 3 (Feb 3-9) ..... 50%\n  Classes begin ..... Tue 2026-01-20"
PLAN = "Payment plan: 4 equal instalments due on the 15th of February, March, April and May."


def test_a_csv_rows_date_grounds_a_yearless_date_and_another_day_stays_flagged() -> None:
    hist = history(CSV, system=SYSTEM)
    assert judged("Nov 24 was the slowest day; November 25 was better.", hist)[0] == set()
    assert judged("Nov 23 was the slowest day.", hist)[0] == {"Nov 23"}


def test_a_results_day_range_carries_its_end() -> None:
    text = "Week 3 (Feb 3-9) and Nov 24–28, not Feb 3-9:30"
    dates = yearless_in(text, [])
    assert range_end_days(text, dates) == [(2, 9), (11, 28)]
    assert range_end_days("Feb 9-3", yearless_in("Feb 9-3", [])) == []  # no later day: no range
    hist = history(SCHEDULE, system="Today is 2026-01-28 (Wednesday).")
    assert judged("Refunds are 50% until February 9.", hist)[0] == set()
    assert judged("Refunds are 50% until February 8.", hist)[0] == {"February 8"}


def test_a_day_said_before_a_list_of_months_is_said_for_each() -> None:
    assert said_month_days(PLAN) == [(2, 15)]
    assert listed_month_days(PLAN) == [(3, 15), (4, 15), (5, 15)]
    assert listed_month_days("due on the 15th of February and may be late") == []  # `may`: no month
    assert listed_month_days("due on February 15, March 3") == []  # the month first: no day shared


def test_a_dotted_day_and_month_is_grounded_by_a_date_the_run_carries_or_a_person_said() -> None:
    hist = history({"end_date": "2025-12-14", "spend": 18420.5}, system=SYSTEM)
    assert judged("Daily budget to 14.12. is CHF 548.29.", hist)[0] == {"548.29"}
    assert judged("Daily budget to 15.12. is CHF 548.29.", hist)[0] == {"15.12", "548.29"}
    hist = history({"balance": 5847.0}, system=PLAN)
    assert judged("Due 15.02., 15.03., 15.04. and 15.05.", hist)[0] == set()
    assert judged("Due 15.02., 16.03. and 15.06.", hist)[0] == {"16.03", "15.06"}
    assert judged("Due on Friday, March 13.", history({"balance": 5847.0, "due": "2026-02-15"}, system=PLAN))[0] == \
        {"Friday, March 13"}  # a listed month's day is said, no base for a step (the Friday before it)
    assert judged("Due 15.02.2027.", hist)[0] == {"15.02.2027"}  # a year written: another rule's
    assert judged("The ratio is 15.02 today.", hist)[0] == {"15.02"}  # no dot after: a number
    assert judged("The ratio is 15.02.", hist)[0] == {"15.02"}  # a sentence's end: a number, no date written so
    assert judged("Due 15.05.", hist)[0] == {"15.05"}


def test_a_military_clock_is_grounded_by_the_carried_time_and_another_hour_is_flagged() -> None:
    hist = history({"at": "2025-12-01T14:30:00", "from": 90.0, "to": 120.0}, system=SYSTEM)
    assert judged("The last change was on the 1st of December at 1430h.", hist)[0] == set()
    assert judged("The last change was on the 1st of December at 1530h.", hist)[0] == {"1530"}
    assert judged("The last change was on the 1st of December at 1431h.", hist)[0] == {"1431"}
    # round 23 (clock_forms, review 23): four digits after a bare `at` are a clock only where a result
    # writes clocks as clocks; a timestamp's clock grounds `1430h`, not a bare `1430`; a count is not
    assert judged("The last change was on the 1st of December at 1430.", hist)[0] == {"1430"}
    assert judged("The last change was on the 1st of December at 1431.", hist)[0] == {"1431"}
    assert judged("The last change was on the 1st of December: 1430 units.", hist)[0] == {"1430"}
