"""Issue 9's rules on assistant traces: ranges, scores, dates and times in words, numeric dates,
self-sourced parts, standards' names; each with its refusals (a wrong digit, hour, day or score
stays flagged), and the reference profile unchanged."""

from __future__ import annotations

import datetime
import json

import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

from evidence_audit.evidence import check_answer, read_answer, resolve_gate
from evidence_audit.evidence.narration import mask_standard_names
from evidence_audit.evidence.ranges import split_range
from evidence_audit.evidence.written import numeric_date_readings, written_keys

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})
NO_SPELLINGS = resolve_gate({"spellings": False})

MEETING = {"start_time": "2024-05-20 14:00", "end_time": "2024-05-20 15:30"}


def history(*results, calls=None) -> list[dict]:
    out: list[dict] = []
    if calls is not None:
        out.append({"role": "assistant", "content": "", "tool_calls": [{"id": "c0", "name": "search", "arguments": calls}]})
    for i, result in enumerate(results):
        content = result if isinstance(result, str) else json.dumps(result)
        out.append({"role": "tool", "tool_call_id": f"c{i}", "content": content})
    return out


def verdict(answer: str, *results, gate=DEFAULT, calls=None):
    return check_answer(answer, history(*results, calls=calls), gate)


def grounded_by(answer: str, *results, gate=DEFAULT, calls=None) -> dict[str, str]:
    return {g.value: g.by for g in verdict(answer, *results, gate=gate, calls=calls).grounded}


def flagged(answer: str, *results, gate=DEFAULT, calls=None) -> list[str]:
    return [c.value for c in verdict(answer, *results, gate=gate, calls=calls).unsupported]


# --- ranges: split on clock, date and amount endpoints, each judged on its own ----------------------


@pytest.mark.parametrize(
    ("token", "ends"),
    [
        ("14:00-15:30", ("14:00", "15:30")),
        ("10:00-11:00", ("10:00", "11:00")),
        ("9:00am-5:30pm", ("9:00am", "5:30pm")),
        ("2pm-3:30pm", ("2pm", "3:30pm")),
        ("22:00-02:00", ("22:00", "02:00")),  # a clock range may wrap past midnight
        ("am-3:30", ("am", "3:30")),  # "2:00 AM-3:30 PM": the start's am/pm glued to the end
        ("300-$800", ("300", "800")),  # "$300-$800" after normalization
        ("500-$1000", ("500", "1000")),
        ("1,000-$2,500.50", ("1000", "2500.5")),
        ("2024-07-03-2024-07-05", ("2024-07-03", "2024-07-05")),
        ("07/03/2024-07/05/2024", ("07/03/2024", "07/05/2024")),
    ],
)
def test_a_range_people_write_splits_into_its_endpoints(token: str, ends: tuple[str, str]) -> None:
    """Clock, date and amount ranges give their two endpoints."""
    assert split_range(token) == ends


@pytest.mark.parametrize(
    "token",
    ["800-$300", "2024-07-05-2024-07-03", "2024-05-20t14:00-05:00", "sw-01", "a1-b2", "14:00", "fc1/3-fc1/4", "2024-2025"],
)
def test_what_is_not_a_range_of_these_kinds_stays_whole(token: str) -> None:
    """A falling amount or date range, an ISO offset, ids and number ranges are not split here."""
    assert split_range(token) is None


@pytest.mark.parametrize(
    ("answer", "payload", "rules"),
    [
        ("Meeting 14:00-15:30.", MEETING, {"14:00": "exact", "15:30": "exact"}),
        ("Meeting 2:00-3:30 PM.", MEETING, {"2:00": "clock", "3:30": "clock"}),
        ("Meeting 2:00 - 3:30 PM.", MEETING, {"2:00": "clock", "3:30": "clock"}),
        ("Meeting 2:00 to 3:30 p.m.", MEETING, {"2:00": "clock", "3:30": "clock"}),
        ("Meeting 2:00 PM\u20133:30 PM.", MEETING, {"2:00": "clock", "3:30": "clock"}),
        ("Meeting 2:00 PM-3:30 PM.", MEETING, {"2:00": "clock", "3:30": "clock"}),
        ("Meeting 2:00pm-3:30pm.", MEETING, {"2:00pm": "clock", "3:30pm": "clock"}),
        ("Lunch 11:00-1:00 PM.", {"s": "2024-05-20 11:00", "e": "2024-05-20 13:00"}, {"11:00": "exact", "1:00": "clock"}),
        ("Lunch 11:30 to 1:00 PM.", {"s": "2024-05-20 11:30", "e": "2024-05-20 13:00"}, {"11:30": "exact", "1:00": "clock"}),
        ("Sync 10:00-11:00 AM.", {"s": "2024-05-20T10:00", "e": "2024-05-20T11:00"}, {"10:00": "clock", "11:00": "clock"}),
        ("Budget $3,000-$8,000.", {"min": 3000.0, "max": 8000.0}, {"3000": "exact", "8000": "exact"}),
        ("Budget 500-$1000.", {"max": 1000}, {"1000": "exact"}),
        ("Stay 2024-07-03-2024-07-05.", {"in": "2024-07-03", "out": "2024-07-05T11:00"}, {"2024-07-03": "exact", "2024-07-05": "timestamp-date"}),
    ],
)
def test_each_endpoint_is_grounded_by_the_rule_that_applies_to_it(answer: str, payload, rules) -> None:
    """A range whose ends were carried apart is grounded end by end, a clock end by the clock rule."""
    v = verdict(answer, payload)
    assert not v.unsupported
    assert {g.value: g.by for g in v.grounded} == rules


@pytest.mark.parametrize(
    ("answer", "payload", "wrong"),
    [
        ("Meeting 14:00-15:45.", MEETING, ["15:45"]),  # a mutated minute
        ("Meeting 14:00-16:30.", MEETING, ["16:30"]),  # a mutated hour
        ("Meeting 2:00-3:30 AM.", MEETING, ["2:00", "3:30"]),  # an am/pm flip
        ("Meeting 2:00 - 3:30 AM.", MEETING, ["2:00", "3:30"]),
        ("Meeting 3:00-3:30 PM.", MEETING, ["3:00"]),
        ("Lunch 11:00-1:00 PM.", {"s": "2024-05-20 23:00", "e": "2024-05-20 13:00"}, ["11:00"]),
        ("Budget $3,000-$8,001.", {"min": 3000.0, "max": 8000.0}, ["8001"]),
        ("Budget $3,001-$8,000.", {"min": 3000.0, "max": 8000.0}, ["3001"]),
        ("Stay 2024-07-03-2024-07-06.", {"in": "2024-07-03", "out": "2024-07-05"}, ["2024-07-06"]),
    ],
)
def test_a_wrong_endpoint_stays_flagged(answer: str, payload, wrong: list[str]) -> None:
    """Splitting never grounds an endpoint no result carried: a wrong digit, hour or am/pm flags."""
    assert flagged(answer, payload) == wrong


def test_a_range_carried_whole_stays_one_value() -> None:
    """Exact tokens win first (11.3): a result's `10:00-11:00` grounds the range as one value."""
    assert grounded_by("Open 10:00-11:00.", {"hours": "10:00-11:00"}) == {"10:00-11:00": "exact"}


def test_the_reference_profile_reads_a_clock_range_as_one_identifier() -> None:
    """With ranges off (the reference), `14:00-15:30` is one identifier, flagged as before."""
    reading = read_answer("Meeting 14:00-15:30 for $300-$800.", REFERENCE)
    assert [c.value for c in reading.candidates] == ["14:00-15:30", "300-$800"]
    assert flagged("Meeting 14:00-15:30.", MEETING, gate=REFERENCE) == ["14:00-15:30"]


def test_amount_endpoints_are_classified_like_bare_numbers() -> None:
    """`$300-$800` gives no candidate while three-digit amounts are prose; `500-$1000` gives 1000."""
    assert [c.value for c in read_answer("From $300-$800 or 500-$1000.", DEFAULT).candidates] == ["1000"]


# --- scores out of a scale ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    ["Rated 4.6/5.", "Rated 4.6/5.0.", "Great (4.6/5 rating).", "A 4.6/5 hotel.", "**Rating:** 4.6/5"],
)
def test_a_score_with_its_scale_is_grounded_by_the_score(answer: str) -> None:
    """The score is the value; the scale is not data."""
    assert set(grounded_by(answer, "Rating: 4.6").values()) == {"score"}


@pytest.mark.parametrize(
    ("answer", "carried"),
    [("Scored 8.5/10.", {"score": 8.5}), ("Scored 92/100.", {"score": 92}), ("GPA 3.8/4.0.", {"gpa": 3.8})],
)
def test_scores_on_other_round_scales(answer: str, carried) -> None:
    """N/10, N/100 and N/4 read the same way."""
    assert set(grounded_by(answer, carried).values()) == {"score"}


@pytest.mark.parametrize(
    ("answer", "carried"),
    [
        ("Rated 4.7/5.", "Rating: 4.6"),  # a mutated score
        ("Rated 4.6/7.", "Rating: 4.6"),  # not a round scale: an identifier nobody carried
        ("Rated 9.6/5.", "Rating: 9.6"),  # above its scale: not a score
        ("Rated 4.6/5.", "Rating: 4.5"),
    ],
)
def test_a_wrong_score_stays_flagged(answer: str, carried: str) -> None:
    """A score no result carried, or a token that is no score, stays flagged."""
    assert len(flagged(answer, carried)) == 1


def test_a_score_written_out_of_its_scale_in_the_result_grounds_the_slash_spelling() -> None:
    """A result's "4.6 out of 5" carries the token 4.6, so the answer's `4.6/5` is a score of it."""
    assert grounded_by("Rated 4.6/5.", "Guests rate it 4.6 out of 5.") == {"4.6/5": "score"}


def test_scores_are_flagged_at_the_reference_setting() -> None:
    assert flagged("Rated 4.6/5.", "Rating: 4.6", gate=REFERENCE) == ["4.6/5"]
    assert flagged("Rated 4.6/5.", "Rating: 4.6", gate=NO_SPELLINGS) == ["4.6/5"]


# --- dates and times results write in words ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("the review is on July 3rd, 2024 at 2 PM", [("date", "2024-07-03"), ("clock", (14, 0))]),
        ("check-in 3 July 2024, 14h00", [("date", "2024-07-03"), ("clock", (14, 0))]),
        ("on the 3rd of July, 2024", [("date", "2024-07-03")]),
        ("June 10th 2024 at 1 PM", [("date", "2024-06-10"), ("clock", (13, 0))]),
        ("Dates: June 15, 2025 - July 5, 2025", [("date", "2025-06-15"), ("date", "2025-07-05")]),
        ("sent 2024-05-14T10:00. See you Jul 3 at 2:00 p.m.", [("date", "2024-07-03"), ("clock", (14, 0))]),
        ("Sept. 9, 2024 at 9:30 am", [("date", "2024-09-09"), ("clock", (9, 30))]),
        ("lunch at noon, party at midnight", [("clock", (12, 0)), ("clock", (0, 0))]),
        ("see you Jul 3", []),  # no year in this result: none is invented
        ("you may 3 times in 2024", []),  # "may" in lower case is a verb
        ("Feb 30, 2024; 13 PM; 25h00", []),  # no such day, no such hours
        ("May 2024 report", []),  # a month and a year name no day
    ],
)
def test_a_results_words_give_date_and_clock_keys(text: str, keys) -> None:
    """Each date or time written in words gives the key the answer's ISO spelling looks up."""
    assert list(written_keys(text)) == keys


@pytest.mark.parametrize(
    ("answer", "result", "rules"),
    [
        ("On 2024-07-03 at 14:00.", "the review is on July 3rd, 2024 at 2 PM", {"2024-07-03": "date-in-words", "14:00": "time-in-words"}),
        ("On 2024-07-03 at 2:00 PM.", "the review is on 3 July 2024 at 2 PM", {"2024-07-03": "date-in-words", "2:00": "time-in-words"}),
        ("Starts 09:00.", "Doors open at 9 AM.", {"09:00": "time-in-words"}),
        ("Starts 14:00.", "Check-in from 14h00.", {"14:00": "time-in-words"}),
        ("Starts 14h00.", {"start": "2024-05-20T14:00"}, {"14h00": "clock"}),
        ("Due 2024-07-03.", {"body": "due Jul 3", "sent": "2024-06-28T09:12"}, {"2024-07-03": "date-in-words"}),
    ],
)
def test_a_date_or_time_in_words_grounds_the_answers_iso_spelling(answer: str, result, rules) -> None:
    v = verdict(answer, result)
    assert not v.unsupported
    assert {g.value: g.by for g in v.grounded} == rules


@pytest.mark.parametrize(
    ("answer", "result"),
    [
        ("On 2024-07-04.", "the review is on July 3rd, 2024 at 2 PM"),  # a wrong day
        ("On 2025-07-03.", "the review is on July 3rd, 2024 at 2 PM"),  # a wrong year
        ("At 15:00.", "the review is on July 3rd, 2024 at 2 PM"),  # a wrong hour
        ("At 02:00.", "the review is on July 3rd, 2024 at 2 PM"),  # an am/pm flip
        ("At 2:00 AM.", "the review is on July 3rd, 2024 at 2 PM"),
        ("At 14:30.", "the review is on July 3rd, 2024 at 2 PM"),  # a wrong minute
        ("On 2024-07-03.", "see you Jul 3"),  # the result wrote no year: none is invented
    ],
)
def test_a_wrong_date_or_time_stays_flagged(answer: str, result: str) -> None:
    assert len(flagged(answer, result)) == 1


# A YAML dump's email body (AgentDojo's `yaml.safe_dump`): a single-quoted scalar folded across
# lines, `''` an escaped quote, blank lines doubled.
_FOLDED_YAML = (
    "- body: 'Hi Emma,\n\n\n    Great to hear you''ll be there! The reunion will be at Grandma''s house on June\n"
    "    10th 2024 at 1 PM. There will be a potluck lunch.\n\n\n    Best,\n\n    James'\n"
    "  id_: '16'\n  timestamp: 2024-05-13 15:00:00\n"
)


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        (_FOLDED_YAML, [("date", "2024-06-10"), ("clock", (13, 0))]),
        ("on July\n  3rd,\n  2024 at 2\n  p.m.", [("date", "2024-07-03"), ("clock", (14, 0))]),
        ("on 3\r\n\tJuly 2024", [("date", "2024-07-03")]),
        # a pretty-printed JSON string: the escapes stand in the result's source
        ('{"body": "the review is on July\\n    3rd, 2024 at 2\\nPM"}', [("date", "2024-07-03"), ("clock", (14, 0))]),
        # an escaped backslash before an `n` is no line break
        ('{"path": "June\\\\n10 2024"}', []),
    ],
)
def test_words_folded_across_lines_read_as_one_space(text: str, keys) -> None:
    """Any run of whitespace between a date's or a time's words (a line break and indentation, as
    serializers fold text) reads as one space."""
    assert list(written_keys(text)) == keys


def test_a_folded_date_in_a_yaml_dump_grounds_the_answers_iso_spelling() -> None:
    v = verdict("The family reunion is on **2024-06-10 13:00**, at Grandma's house.", _FOLDED_YAML)
    assert not v.unsupported
    assert {g.value: g.by for g in v.grounded}["2024-06-10"] == "date-in-words"


@pytest.mark.parametrize(
    "answer",
    [
        "The family reunion is on 2024-06-11 13:00.",  # a wrong day
        "The family reunion is on 2024-07-10 13:00.",  # a wrong month
        "The family reunion is on 2024-06-10 14:00.",  # a wrong hour
        "The family reunion is on 2024-06-10 01:00.",  # an am/pm flip
    ],
)
def test_a_wrong_folded_date_or_time_stays_flagged(answer: str) -> None:
    assert len(flagged(answer, _FOLDED_YAML)) == 1


def test_words_after_the_answer_do_not_ground_it() -> None:
    """A result's words count only for answers after it, as every form does."""
    from evidence_audit.evidence import RunAuditor

    auditor = RunAuditor(DEFAULT)
    assert [c.value for c in auditor.judge("On 2024-07-03.").unsupported] == ["2024-07-03"]
    auditor.add("tool", "the review is on July 3rd, 2024", tool_call_id="c1")
    assert not auditor.judge("On 2024-07-03.").unsupported


def test_words_past_the_tool_chars_cut_ground_nothing() -> None:
    """Only the part of a result the model saw (`tool_chars`) is read for words."""
    text = "x" * 40 + " the review is on July 3rd, 2024"
    h = [{"role": "tool", "tool_call_id": "c1", "content": text, "tool_chars": 30}]
    assert [c.value for c in check_answer("On 2024-07-03.", h, DEFAULT).unsupported] == ["2024-07-03"]


def test_words_ground_nothing_at_the_reference_setting() -> None:
    assert flagged("On 2024-07-03 at 14:00.", "July 3rd, 2024 at 2 PM", gate=REFERENCE) == ["2024-07-03", "14:00"]


@given(st.dates(), st.integers(0, 23), st.integers(0, 59), st.integers(1, 400), st.integers(1, 23))
# (round 18) found by CI: the year 1331 as 1,331 seconds, its own mate, grounded `22:11` (seconds_clocks.py)
@example(datetime.date(1331, 1, 1), 0, 11, 1, 22)
def test_words_never_ground_a_shifted_day_or_hour(day, hour: int, minute: int, days: int, hours: int) -> None:
    """Property: a result's date and time in words never ground a different day or hour."""
    import datetime

    h12 = hour % 12 or 12
    text = f"The meeting is on {day:%B} {day.day}, {day.year} at {h12}:{minute:02d} {'AM' if hour < 12 else 'PM'}."
    other_day = (day + datetime.timedelta(days=days)) if day.year < 9000 else (day - datetime.timedelta(days=days))
    other_hour = (hour + hours) % 24
    # the result's own token `12:00` (of "12:00 AM") is carried verbatim: an exact copy, whatever am/pm
    assume(other_hour != h12)
    answer = f"On {other_day.isoformat()} at {other_hour:02d}:{minute:02d}."
    if 1900 <= day.year <= 2099:
        assert not flagged(f"On {day.isoformat()} at {hour:02d}:{minute:02d}.", text)
    assert len(flagged(answer, text)) == 2


# --- numeric dates in either order -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "readings"),
    [
        ("03/07/2024", ("2024-07-03", "2024-03-07")),
        ("13/07/2024", ("2024-07-13",)),
        ("07/13/2024", ("2024-07-13",)),
        ("07/07/2024", ("2024-07-07",)),
        ("3.7.2024", ("2024-07-03", "2024-03-07")),
        ("03-07-2024", ("2024-07-03", "2024-03-07")),
        ("31/02/2024", ()),
        ("03/07-2024", ()),
    ],
)
def test_a_numeric_date_reads_day_first_and_month_first(value: str, readings) -> None:
    assert numeric_date_readings(value) == readings


@pytest.mark.parametrize("answer", ["On 03/07/2024.", "On 07/03/2024.", "On 3.7.2024."])
def test_a_numeric_date_is_grounded_by_a_carried_iso_date_in_either_reading(answer: str) -> None:
    for carried in ({"d": "2024-07-03"}, {"d": "2024-07-03T09:00:00"}, "Due July 3rd, 2024."):
        assert set(grounded_by(answer, carried).values()) == {"numeric-date"}


@pytest.mark.parametrize("answer", ["On 04/07/2024.", "On 07/04/2024.", "On 03/08/2024.", "On 03/07/2025."])
def test_a_wrong_numeric_date_stays_flagged(answer: str) -> None:
    """A wrong day, month or year: neither reading was carried."""
    assert len(flagged(answer, {"d": "2024-07-03"})) == 1


# --- self-sourced parts --------------------------------------------------------------------------


def test_the_parts_of_a_value_the_agent_passed_are_self_sourced() -> None:
    """The year, date and time of a date the agent searched are self-sourced, not ungrounded."""
    v = verdict("In 2023, on 2023-11-02 at 09:30, 9:30 AM.", calls={"date": "2023-11-02T09:30:00"})
    assert [c.value for c in v.self_sourced] == ["2023", "2023-11-02", "09:30", "9:30"]
    assert not v.unsupported


def test_a_date_in_words_the_agent_passed_is_self_sourced() -> None:
    v = verdict("Searched for 2024-07-03.", calls={"query": "meetings on July 3rd, 2024"})
    assert [c.value for c in v.self_sourced] == ["2024-07-03"]


def test_a_wrong_part_of_a_self_sourced_value_stays_ungrounded() -> None:
    v = verdict("In 2022, on 2023-11-03 at 10:30.", calls={"date": "2023-11-02T09:30:00"})
    assert [c.value for c in v.unsupported] == ["2022", "2023-11-03", "10:30"]


def test_self_sourced_parts_flag_at_the_reference_setting() -> None:
    v = verdict("In 2023.", calls={"date": "2023-11-02"}, gate=REFERENCE)
    assert [c.value for c in v.unsupported] == ["2023"]


# --- standards' names in narration -------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "Dates are in ISO 8601 format.",
        "An RFC 3339 timestamp.",
        "ISO-8601, ISO 8601:2004 and ISO/IEC 27001.",
        "Numbers are IEEE 754 doubles; see ECMA-262 and NIST SP 800-53, FIPS 140-2.",
    ],
)
def test_the_name_of_a_standard_is_not_a_data_claim(answer: str) -> None:
    assert read_answer(answer, DEFAULT).candidates == ()


@pytest.mark.parametrize(
    "answer",
    [
        "Order 8601 shipped.",  # no standards body
        "iso 8601 in lower case",  # not written as a name
        "Flight UA 1234 leaves at noon.",  # an airline code is not a standards body
        "ISO8601 glued",  # glued: one identifier, judged
        "ISO 8601x",  # a number glued to more: not a name
    ],
)
def test_numbers_beside_other_words_are_still_judged(answer: str) -> None:
    assert read_answer(answer, DEFAULT).candidates != ()


def test_standards_names_are_judged_at_the_reference_setting() -> None:
    assert [c.value for c in read_answer("ISO 8601 and RFC 3339", REFERENCE).candidates] == ["8601", "3339"]


def test_masking_keeps_the_token_count() -> None:
    """The number reads as prose (`xxxx`), so the reading ceiling counts the same tokens."""
    assert mask_standard_names("use ISO 8601 and RFC 3339.") == "use ISO xxxx and RFC xxxx."
