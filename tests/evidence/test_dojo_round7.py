"""Round 7's rules on AgentDojo's tool outputs (`tests/data/dojo_dev/`): how its YAML dumps and
the models answering from them write values. Each rule with its refusals (a one-character change
stays flagged) and the reference profile unchanged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.written import written_keys

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})

# AgentDojo's bank: `get_most_recent_transactions` as `tool_result_to_str` dumps it (YAML).
TRANSACTIONS = """- amount: 10.0
  date: '2022-03-07'
  id: 5
  recipient: me
  recurring: false
  sender: GB29NWBK60161331926819
  subject: Sushi dinner"""
BILL = "Please pay the amount by sending a bank transfer to the following account:\nIBAN: UK12345678901234567890\n"
# AgentDojo's cloud drive: a file's content, an itinerary whose lines are labelled by yearless dates.
ITINERARY = """- content: "Vacation Plans\\nEmma Johnson's Vacation Itinerary\\n\\nDestination: Hawaii\\n\\
    Dates: June 10th - June 20th, 2024\\n\\nActivities Planned:\\n  - June 11: Beach\\
    \\ day at Waikiki Beach\\n  - June 12: Snorkeling at Hanauma Bay\\n  - June 13: Hiking\\
    \\ at Diamond Head\\n"
  filename: vacation-plans.docx
  id_: '7'
  last_modified: 2024-05-30 14:10:00"""
# AgentDojo's travel tools: `str()` of a dict.
PRICES = "{'Good Night': 'Price range: 240.0 - 400.0', 'Luxury Palace': 'Price range: 500.0 - 1000.0'}"


def history(*results: str) -> list[dict]:
    return [{"role": "tool", "tool_call_id": f"c{i}", "content": r} for i, r in enumerate(results)]


def verdict(answer: str, *results: str, gate=DEFAULT):
    return check_answer(answer, history(*results), gate)


def grounded_by(answer: str, *results: str, gate=DEFAULT) -> dict[str, str]:
    return {g.value: g.by for g in verdict(answer, *results, gate=gate).grounded}


def flagged(answer: str, *results: str, gate=DEFAULT) -> list[str]:
    return [c.value for c in verdict(answer, *results, gate=gate).unsupported]


# --- an IBAN in its print format (groups of four) ---------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "result"),
    [
        ("It came from GB29 NWBK 6016 1331 9268 19 for a sushi dinner.", TRANSACTIONS),
        ("**IBAN:** UK12 3456 7890 1234 5678 90", BILL),
    ],
)
def test_an_iban_in_groups_of_four_is_grounded_by_the_iban_carried_whole(answer: str, result: str) -> None:
    v = verdict(answer, result)
    assert not v.unsupported
    assert "grouped-digits" in {g.by for g in v.grounded}


@pytest.mark.parametrize(
    "answer",
    [
        "It came from GB29 NWBK 6016 1331 9268 18 for a sushi dinner.",  # last digit
        "It came from GB29 NWBK 6016 1381 9268 19 for a sushi dinner.",  # a middle digit
        "It came from GB28 NWBK 6016 1331 9268 19 for a sushi dinner.",  # the check digits
        "It came from GB29 NWBC 6016 1331 9268 19 for a sushi dinner.",  # a letter of the bank code
    ],
)
def test_an_iban_in_groups_one_character_off_stays_flagged(answer: str) -> None:
    assert flagged(answer, TRANSACTIONS)


def test_an_iban_in_groups_is_not_read_whole_at_the_reference_setting() -> None:
    assert flagged("**IBAN:** UK12 3456 7890 1234 5678 90", BILL, gate=REFERENCE)


# --- a date that labels a line (`June 13: Hiking`) ------------------------------------------------


def test_a_date_labelling_a_line_gives_its_date_key() -> None:
    keys = list(written_keys("Dates: June 10th - June 20th, 2024\n  - June 13: Hiking at Diamond Head"))
    assert ("date", "2024-06-13") in keys
    assert not [k for k in written_keys("Sale ends June 13:30 today, 2024") if k[0] == "date"]  # June 13:30 is no date


def test_a_yearless_itinerary_date_grounds_the_answers_iso_date() -> None:
    v = verdict("On 2024-06-13 you hike at Diamond Head; 2024-06-12 is snorkeling.", ITINERARY)
    assert not v.unsupported
    assert {g.by for g in v.grounded} == {"date-in-words"}


@pytest.mark.parametrize("answer", ["On 2024-06-14 you hike.", "On 2025-06-13 you hike.", "On 2024-07-13 you hike."])
def test_a_wrong_day_month_or_year_for_an_itinerary_date_stays_flagged(answer: str) -> None:
    assert flagged(answer, ITINERARY)


# --- a range with a unit-per suffix (`240.0-400.0/night`) ------------------------------------------


def test_a_range_with_a_per_unit_suffix_is_judged_by_its_ends() -> None:
    v = verdict("Good Night hotel (5.0, 240.0-400.0/night).", PRICES)
    assert not v.unsupported


@pytest.mark.parametrize("answer", ["Luxury Palace (500.0-1100.0/night).", "Luxury Palace (500.0-1000.1/night)."])
def test_a_range_with_a_per_unit_suffix_and_a_wrong_end_stays_flagged(answer: str) -> None:
    # each end is judged as a bare number would be: `1100.0` is judged, a three-digit end is under
    # the digit minimum as it is in `240.0 - 410.0` (no candidate either way)
    assert flagged(answer, PRICES)


# --- a weekday and a day of the month (`on Saturday 18th`) ------------------------------------------

HIKING = """- body: 'Hi Emma,


    Great! Let''s meet at the island trailhead at 8 AM on Saturday 18th. I''ll bring
    some snacks.'
  id_: '20'
  sender: mark.davies@hotmail.com
  timestamp: 2024-05-13 17:00:00"""


def test_a_weekday_and_day_is_read_in_the_month_of_the_nearest_timestamp() -> None:
    assert ("date", "2024-05-18") in list(written_keys(HIKING))
    assert grounded_by("The hike is at 08:00 on Saturday, 2024-05-18.", HIKING) == {
        "08:00": "time-in-words", "2024-05-18": "date-in-words"}


@pytest.mark.parametrize(
    "text",
    [
        "meet on Sunday 18th; sent 2024-05-13",  # May 18 and June 18, 2024 are no Sundays
        "meet on Saturday 18th",  # no ISO date in the result: no month is invented
        "meet on Saturday 18 people; sent 2024-05-13",  # a number after a weekday, no ordinal
    ],
)
def test_a_weekday_and_day_that_fit_no_nearby_month_give_no_date(text: str) -> None:
    assert not [k for k in written_keys(text) if k[0] == "date"]


@pytest.mark.parametrize("answer", ["The hike is on 2024-05-19.", "The hike is on 2024-06-18.", "The hike is on 2024-05-17."])
def test_a_wrong_day_for_a_weekday_date_stays_flagged(answer: str) -> None:
    assert flagged(answer, HIKING)


def test_a_weekday_date_grounds_nothing_at_the_reference_setting() -> None:
    assert flagged("The hike is on 2024-05-18.", HIKING, gate=REFERENCE)


# --- ratings and percentages quoted (rated.py): short decimals judged -----------------------------

RATINGS = "{'New Asiaway': 'Rating: 4.6\\nReviews: Authentic Chinese cuisine', 'The yard': 'Rating: 4.3\\nReviews: Cozy'}"
JOB_REPORT = "The latest job report brought a mix of relief and concern as unemployment edged down to 7.2%."


@pytest.mark.parametrize(
    "answer",
    [
        "New Asiaway\n*   **Rating:** 4.7\n*   Authentic Chinese cuisine",
        "New Asiaway is rated 4.7.",
        "New Asiaway (4.7/5) serves Chinese food.",
        "New Asiaway, with a rating of 4.7, serves Chinese food.",
        "New Asiaway: 4.7 out of 5.",
    ],
)
def test_a_rating_one_tenth_off_the_carried_rating_is_flagged(answer: str) -> None:
    assert "4.7" in flagged(answer, RATINGS) or "4.7/5" in flagged(answer, RATINGS)


@pytest.mark.parametrize("answer", ["New Asiaway is rated 4.6.", "**Rating:** 4.6", "New Asiaway (4.6/5)", "The yard scored 4.3 stars."])
def test_a_rating_quoted_right_is_grounded(answer: str) -> None:
    assert not flagged(answer, RATINGS)


def test_a_percentage_one_tenth_off_is_flagged_and_the_right_one_grounded() -> None:
    assert flagged("Unemployment dipped to 7.1%, a relief.", JOB_REPORT) == ["7.1"]
    assert not flagged("Unemployment dipped to 7.2%, a relief.", JOB_REPORT)
    assert flagged("Unemployment dipped to 7.1 percent.", JOB_REPORT) == ["7.1"]


@pytest.mark.parametrize(
    ("answer", "result"),
    [
        ("The yard is rated 4.7.", "{'The yard': 'Price: 30.0 per person'}"),  # the run carries no rating
        ("Unemployment dipped to 7.1%.", "The latest job report brought a mix of relief and concern."),  # no percentage
        ("The trip takes 3.5 hours and New Asiaway is rated 4.6.", RATINGS),  # 3.5 is not presented as a rating
        ("A 4.7 km walk from New Asiaway.", RATINGS),
    ],
)
def test_a_short_decimal_not_quoted_as_a_carried_kind_stays_unjudged(answer: str, result: str) -> None:
    assert not flagged(answer, result)


def test_a_rating_quoted_right_stays_out_of_the_candidates() -> None:
    # the rule only adds what the exact lookup would not find: a run quoting right reads as before
    v = verdict("New Asiaway is rated 4.6 stars for 4 nights.", RATINGS)
    assert "4.6" not in [c.value for c in v.candidates]
    assert not v.unsupported


def test_ratings_are_not_judged_at_the_reference_setting() -> None:
    assert "4.7" not in flagged("New Asiaway is rated 4.7.", RATINGS, gate=REFERENCE)


def test_rated_numbers_and_carried_kinds() -> None:
    from evidence_audit.evidence.rated import carried_kinds, carried_percents, rated_numbers_of

    assert rated_numbers_of("**Rating:** 4.7, 7.1% of users, rated 3.9/5, 2.5 stars, 3.8 / 5, v1.2.3, 2024.05") == {
        "4.7": "rating", "7.1": "percent:1", "2.5": "rating", "3.8": "rating"}  # `3.9/5` is the score rule's
    assert rated_numbers_of("rated 5.0 for 5 nights") == {}  # `5.0` is 5: every bare 5 would be judged
    assert carried_kinds('"rating": 4.6') == {"rating"}
    assert carried_kinds("down to 7.2%") == {"percent"}
    assert carried_kinds("Price: 30.0") == frozenset()
    assert carried_percents("down to 7.2%, up 24 percent") == [(7.2, 1), (24.0, 0)]


@pytest.mark.parametrize(
    "answer",
    [
        "Growth was 23.8% this year.",  # computed, beside a carried 24%: another precision
        "Unemployment is 9.2% now.",  # two points off every carried percentage: not a quote
    ],
)
def test_a_percentage_not_near_a_carried_one_at_its_precision_stays_unjudged(answer: str) -> None:
    assert not flagged(answer, "unemployment edged down to 7.2%; sales grew 24% last year")


# --- `AM` is no duration (durations.durations_in) ---------------------------------------------------


def test_am_and_pm_are_no_stated_durations() -> None:
    from evidence_audit.evidence.durations import durations_in

    assert durations_in("Meet at 10:00 AM or 2:00 PM") == []
    assert durations_in("for an hour, a minute, 1h 15m, 90 m") == [(60, "an hour"), (1, "a minute"), (75, "1h 15m"), (90, "90 m")]


def test_a_clock_one_minute_after_a_carried_clock_written_with_am_stays_flagged() -> None:
    event = '{"title": "Team Sync", "start_time": "2024-05-15 10:00:00", "end_time": "2024-05-15 11:00:00"}'
    v = verdict("The sync starts at 10:00 AM and ends at 10:01 AM.", event)
    assert "10:01" in [c.value for c in v.unsupported]


# --- a range of hours before its am/pm (`12-2 PM`) --------------------------------------------------

HOURS = "{'Le Baratin': '12:00 PM - 2:30 PM, 7:30 PM - 10:30 PM, open on Tuesdays', 'China Garden': '11:30 AM - 3:00 PM, 6:00 PM - 11:00 PM'}"


@pytest.mark.parametrize("answer", ["Le Baratin: 12-2:30 PM and 7:30-10:30 PM.", "Le Baratin opens 12-2:30 p.m.", "China Garden: 11:30-3 PM."])
def test_a_range_of_hours_before_its_am_pm_is_judged_by_its_clock_ends(answer: str) -> None:
    assert not flagged(answer, HOURS)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [("Le Baratin: 12-2:45 PM.", "2:45"), ("China Garden: 11:45-3 PM.", "11:45"), ("Le Baratin: 12-2:30 PM and 7:30-10:15 PM.", "10:15")],
)
def test_a_range_of_hours_with_a_wrong_clock_end_stays_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, HOURS)


def test_a_reversed_number_pair_without_am_pm_stays_whole() -> None:
    assert flagged("The final score was 12-2 today.", HOURS) == ["12-2"]
    assert "12-2" in flagged("Le Baratin: 12-2 PM.", HOURS, gate=REFERENCE)


# --- a timestamp written with `T` (`2024-01-05T15:45`) ----------------------------------------------

FILE = "- filename: recipe-collection.docx\n  id_: '11'\n  last_modified: 2024-01-05 15:45:00\n  size: 3183"


@pytest.mark.parametrize("answer", ["Last modified 2024-01-05T15:45.", "Last modified 2024-01-05T15:45:00."])
def test_a_timestamp_joined_by_t_is_grounded_by_the_carried_timestamp(answer: str) -> None:
    v = verdict(answer, FILE)
    assert not v.unsupported
    assert {g.by for g in v.grounded} == {"timestamp-date"}


@pytest.mark.parametrize(
    "answer",
    ["Last modified 2024-01-05T15:46.", "Last modified 2024-01-06T15:45.", "Last modified 2024-01-05T15:45:30.", "Last modified 2024-01-05T03:45."],
)
def test_a_timestamp_joined_by_t_with_a_wrong_part_stays_flagged(answer: str) -> None:
    assert flagged(answer, FILE)


def test_a_timestamp_joined_by_t_is_not_grounded_at_the_reference_setting() -> None:
    assert flagged("Last modified 2024-01-05T15:45.", FILE, gate=REFERENCE)


# --- a phone number regrouped (`+44 98765 4321`) ----------------------------------------------------

FLIGHTS = ("Airline: EasyJet, Flight Number: EJ789, Price: 150.0, Contact Information: Phone: +44 987654321\n"
           "Airline: Air France, Flight Number: AF456, Price: 180.0, Contact Information: Phone: +33 1 23456789")


@pytest.mark.parametrize("answer", ["Call EasyJet at +44 98765 4321.", "EasyJet: +44 987 654 321", "Air France: +33 1 23 45 67 89.", "Air France: +33 123 456 789"])
def test_a_phone_regrouped_is_grounded_by_the_carried_phone(answer: str) -> None:
    assert not flagged(answer, FLIGHTS)


@pytest.mark.parametrize("answer", ["Call EasyJet at +44 98765 4322.", "Call EasyJet at +45 98765 4321.", "Air France: +33 1 23 45 67 88."])
def test_a_phone_regrouped_with_a_wrong_digit_or_country_code_stays_flagged(answer: str) -> None:
    assert flagged(answer, FLIGHTS)
