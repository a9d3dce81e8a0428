"""Round 19 (claims19): dates a period on in a claims assistant's answers, read times, impossible
dates; each with its refusals (a day off, a digit changed stay flagged)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, flagged, grounded, history, judged

POLICY = ("Today is 2026-11-18 (Wednesday).\n"
          "Appeals must be filed within 180 days of the EOB's date.")
EOB = "Member: M-19952      EOB date: November 12, 2026\nClaim: CLM-1   Date of service: 10/22/2026\nTOTAL $985.00"


# --- a date a result writes in words with its year grounds the answer's month and day ---------------
@pytest.mark.parametrize("answer,value", [
    ("The EOB is dated Nov. 12th.", "Nov. 12th"),
    ("The EOB is dated November 12.", "November 12"),
])
def test_a_month_and_day_a_result_writes_with_its_year_is_grounded(answer: str, value: str) -> None:
    v = check_answer(answer, history(EOB, system=POLICY), DEFAULT)
    assert not flagged(v) and grounded(v)[value] == "date-in-words"


def test_a_month_and_day_off_the_written_date_stays_flagged() -> None:
    assert "Nov. 13th" in flagged(check_answer("The EOB is dated Nov. 13th.", history("EOB date: November 12, 2026"), DEFAULT))


# --- a date a span on from a base written after it, past a month's abbreviation --------------------
def test_a_date_a_span_from_a_base_written_after_it_is_computed_with_its_year() -> None:
    """heldout17 insurance-12: `Nov.`'s point ends no sentence; the stated today + 180 days (May 17)
    is no rival of a step from the base the answer names."""
    bad, done = judged("May 11, 2027 (180 days from Nov. 12th); the coinsurance is included.", history(EOB, system=POLICY))
    assert not bad and done["May 11, 2027"] == "date-span" and done["2027"] == "date-span"


@pytest.mark.parametrize("answer,value", [
    ("May 12, 2027 (180 days from Nov. 12th).", "May 12, 2027"),  # a day off
    ("May 11, 2028 (180 days from Nov. 12th).", "2028"),  # a year off: far from every known date, its year flagged
])
def test_a_date_off_the_span_from_the_written_base_stays_flagged(answer: str, value: str) -> None:
    bad, done = judged(answer, history(EOB, system=POLICY))
    assert value in bad and not done


def test_the_year_of_a_date_span_date_is_that_dates() -> None:
    """heldout17 insurance-05: `180 days from the EOB, so February 15, 2027`: the year alone is no
    number of its own."""
    bad, done = judged("Appeal deadline: 180 days from Aug 19, so February 15, 2027.", history({"eob_date": "2026-08-19"}))
    assert not bad and done["February 15, 2027"] == "date-span" and done["2027"] == "date-span"
    bad, _ = judged("Appeal deadline: 180 days from Aug 19, so February 16, 2027.", history({"eob_date": "2026-08-19"}))
    assert "February 16, 2027" in bad and "2027" in bad


# --- a claim split in order: the deductible, then a percentage of the rest, the plan's side -------
PLANS = {"plan_id": "HP-SILVER-26", "deductible": 3200.0, "coinsurance_pct": 30, "out_of_pocket_max": 7400.0}


@pytest.mark.parametrize("answer,value", [
    ("Silver: deductible $3,200, then 30% of $14,800 = $4,440.", "14800"),
    ("Silver: $3,200 + 30% × $14,800 = $7,640.", "14800"),
])
def test_the_rest_a_percentage_is_taken_of_after_a_deductible_is_rest_of_whole(answer: str, value: str) -> None:
    """heldout17 insurance-08: the whole is the person's `$18,000 surgery`, the part the deductible."""
    bad, done = judged(answer, history(PLANS, user="What would an $18,000 surgery cost me?"))
    assert value not in bad and done[value] == "rest-of-whole"


@pytest.mark.parametrize("answer,value", [
    ("Silver: deductible $3,200, then 30% of $14,900 = $4,470.", "14900"),  # a digit off
    ("Silver: deductible $3,200, then 30% of $15,800 = $4,740.", "15800"),  # a digit off, leading
])
def test_a_rest_off_the_whole_less_the_deductible_stays_flagged(answer: str, value: str) -> None:
    bad, done = judged(answer, history(PLANS, user="What would an $18,000 surgery cost me?"))
    assert value in bad and value not in done


def test_a_rest_with_no_percentage_taken_of_it_is_not_rest_of_whole() -> None:
    """The $18,000 was asked a question ago: with a percentage taken of it, the person's amount is a
    whole (`30% of $14,800`); with none, only the last question's numbers are (sums19's
    `rest_of_asked`), so `$14,800` stays flagged."""
    hist = history(PLANS, user="What would an $18,000 surgery cost me?", answers=("Silver's deductible is $3,200.",))
    bad, done = judged("Silver: deductible $3,200, and $14,800 is the surgery.", hist)
    assert done.get("14800") != "rest-of-whole" and "14800" in bad
    bad, done = judged("Silver: deductible $3,200, then 30% of $14,800 = $4,440.", hist)
    assert done.get("14800") == "rest-of-whole"


SHARE = {"claim_id": "CLM-1", "member_share": 316.25, "coinsurance_pct": 25}


def test_the_plans_side_of_a_stated_split_is_other_share() -> None:
    """heldout17 insurance-13: 316.25 at 25%, so the plan's 75% is 948.75."""
    bad, done = judged("Coinsurance: you pay 25%, $316.25; the plan pays $948.75.", history(SHARE))
    assert not bad and done["948.75"] == "other-share"


@pytest.mark.parametrize("answer,value", [
    ("Coinsurance: you pay 25%, $316.25; the plan pays $948.85.", "948.85"),  # a digit off
    ("Coinsurance: you pay 25%, $316.25; the plan pays $1,001.46.", "1001.46"),  # a wrong percentage (24%)
    ("Coinsurance: you pay 25%, $316.25; the plan has $948.75.", "948.75"),  # no party pays it
])
def test_an_other_side_off_the_split_stays_flagged(answer: str, value: str) -> None:
    bad, done = judged(answer, history(SHARE))
    assert value in bad and value not in done


# --- SLA uptime: the month's minutes and the rest of them as a share --------------------------------
OUTAGES = {"service": "compute", "incidents": [{"start": "2026-11-09T14:12:00Z", "end": "2026-11-09T14:49:00Z"}], "charge": 1126.4}


@pytest.mark.parametrize("answer,value", [
    ("Downtime: 58 minutes of 43,200 in November.", "43200"),
    ("December has 44,640 minutes; you were down 58.", "44640"),
    ("A 30-day month has 2,592,000 seconds.", "2592000"),
])
def test_a_months_length_in_a_unit_its_line_names_is_month_length(answer: str, value: str) -> None:
    bad, done = judged(answer, history(OUTAGES))
    assert value not in bad and done[value] == "month-length"


@pytest.mark.parametrize("answer,value", [
    ("Downtime: 58 minutes of 44,640 in November.", "44640"),  # December's minutes for November
    ("Downtime: 58 minutes of 43,300 in November.", "43300"),  # a digit off
    ("Downtime: 58 of 43,200 in November.", "43200"),  # no unit named
])
def test_a_months_length_off_the_month_or_unit_stays_flagged(answer: str, value: str) -> None:
    bad, done = judged(answer, history(OUTAGES))
    assert value in bad and value not in done


def test_uptime_is_the_rest_of_the_months_minutes_as_a_share() -> None:
    """heldout17 cloud-14: 100 - 58 / 43,200 x 100 = 99.866; the `43,200` after it is a repeat."""
    answer = "3. Downtime: 58 minutes of 43,200 in November\n4. Uptime: 99.866%, below 99.9%"
    bad, done = judged(answer, history(OUTAGES))
    assert not bad and done["99.866"] == "rest-share" and done["43200"] == "month-length"


@pytest.mark.parametrize("answer,value", [
    ("3. Downtime: 58 minutes of 43,200 in November\n4. Uptime: 99.867%, below 99.9%", "99.867"),  # a digit off
    ("3. Downtime: 58 minutes of 43,200 in November\n4. Uptime: 99.876%, below 99.9%", "99.876"),  # two swapped
    ("3. Downtime: 58 minutes of 43,200 in November\n4. Downtime share: 99.866%", "99.866"),  # no word of the rest
])
def test_an_uptime_off_the_rest_share_stays_flagged(answer: str, value: str) -> None:
    bad, done = judged(answer, history(OUTAGES))
    assert value in bad and value not in done
