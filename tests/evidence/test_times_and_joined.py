"""Times converted to a named zone, clock ranges, duration adjectives, clocks shifted by a stated
duration and tokens joined from carried parts: each grounds what people write and refuses a
mutated digit, a wrong offset or a part no result carried."""

from __future__ import annotations

from datetime import date

import pytest

from evidence_audit.evidence.joined import ground_joined
from evidence_audit.evidence.unit_words import ground_unit_adjective
from evidence_audit.evidence.zones import utc_instant, zone_at

from ._helpers import REFERENCE, flagged, grounded, verdict


def computed(v) -> set[str]:
    return {c.value for c in v.computed or ()}


# --- zones ------------------------------------------------------------------------------------

EVENTS = {"events": [{"timestamp": "2025-03-18T11:42:00Z"}, {"timestamp": "2025-03-17T22:48:00Z"}],
          "eta": "2025-08-18T16:00:00Z", "local": "2025-06-11T09:30:00-05:00"}


@pytest.mark.parametrize(
    "answer, value",
    [
        ("Arrived at the Omaha hub on March 18 at 6:42 AM CDT.", "6:42"),
        ("It departed on March 17 at 5:48 PM CDT (22:48 UTC).", "5:48"),
        ("It arrives at 9:00 AM PDT.", "9:00"),
        ("It arrives at 12:00 PM Eastern Time.", "12:00"),  # EDT in August: the rule's DST
        ("It arrives at 12:00 PM ET.", "12:00"),
        ("It arrives at 18:00 Berlin time.", "18:00"),  # CEST in August
        ("It arrives at 18:00 (UTC+2).", "18:00"),
        ("It arrives at 21:30 IST.", "21:30"),
        ("The visit is at 8:30 AM Mountain.", "8:30"),  # a carried -05:00 instant, 14:30 UTC
    ],
)
def test_a_clock_converted_to_the_zone_the_answer_names_is_grounded(answer: str, value: str) -> None:
    v = verdict(answer, EVENTS)
    assert grounded(v).get(value) in ("zone", "clock", "exact"), (grounded(v), flagged(v))
    assert not flagged(v)


@pytest.mark.parametrize(
    "answer, value",
    [
        ("Arrived at the Omaha hub on March 18 at 6:43 AM CDT.", "6:43"),  # a mutated minute
        ("Arrived at the Omaha hub on March 18 at 7:42 AM CDT.", "7:42"),  # a mutated hour
        ("Arrived at the Omaha hub on March 18 at 6:42 AM CST.", "6:42"),  # a wrong offset (CST is -6)
        ("It arrives at 11:00 AM ET.", "11:00"),  # EST's reading of an August instant: wrong
        ("It arrives at 18:00 (UTC+3).", "18:00"),
        ("It arrives at 9:00 AM.", "9:00"),  # no zone named: read as written
    ],
)
def test_a_wrong_conversion_stays_flagged(answer: str, value: str) -> None:
    assert value in flagged(verdict(answer, EVENTS))


def test_every_occurrence_of_a_converted_clock_is_judged_in_its_own_zone() -> None:
    """`2:30 PM Central` is 19:30 UTC; a second `2:30 PM Mountain` is 20:30 UTC, which nothing carried."""
    payload = {"start": "2025-06-11T19:30:00Z"}
    assert not flagged(verdict("At 2:30 PM Central Time, which is 1:30 PM Mountain Time.", payload))
    assert "2:30" in flagged(verdict("At 2:30 PM Central Time, which is 2:30 PM Mountain Time.", payload))


def test_a_header_zone_applies_to_the_list_below_it() -> None:
    payload = {"slots": [{"start": "2025-03-19T13:00:00Z", "end": "2025-03-19T17:00:00Z"}]}
    answer = "Open slots (all times Eastern Daylight Time):\n- Wednesday: 9:00 AM - 1:00 PM"
    v = verdict(answer, payload)
    assert not flagged(v), flagged(v)
    assert "9:00" in flagged(verdict(answer.replace("9:00", "8:00"), payload)) or "8:00" in flagged(
        verdict(answer.replace("9:00", "8:00"), payload))


def test_the_run_zone_of_the_system_prompt_reads_a_clock_the_answer_gives_no_zone() -> None:
    payload = {"estimated_call_time": "2025-06-10T21:40:00Z"}
    system = "The clinic's local time zone is America/Chicago (Central Time)."
    assert not flagged(verdict("Estimated call time: about 4:40 PM.", payload, system=system))
    assert "4:50" in flagged(verdict("Estimated call time: about 4:50 PM.", payload, system=system))
    # two zones in the run: no fallback
    two = "Clinics: America/Chicago and America/Denver."
    assert "4:40" in flagged(verdict("Estimated call time: about 4:40 PM.", payload, system=two))


def test_a_results_local_clocks_in_its_named_zone_convert() -> None:
    text = "Delivery date: 2025-03-19\nDelivery window: 14:00-18:00 local (Europe/Berlin)"
    assert not flagged(verdict("That's 9:00 AM-1:00 PM for you in New York (EDT).", text))
    assert "10:00" in flagged(verdict("That's 10:00 AM-1:00 PM for you in New York (EDT).", text))


def test_the_reference_profile_converts_nothing() -> None:
    assert "6:42" in flagged(verdict("At 6:42 AM CDT.", EVENTS, gate=REFERENCE))


@pytest.mark.parametrize(
    "form, instant",
    [
        ("2025-03-18t11:42:00z", (date(2025, 3, 18), 11 * 60 + 42)),
        ("2025-03-18t06:42:00-05:00", (date(2025, 3, 18), 11 * 60 + 42)),
        ("2025-03-18t01:30:00+0200", (date(2025, 3, 17), 23 * 60 + 30)),
        ("2025-13-18t01:30:00z", None),
        ("11:42", None),
        ("2024-05-14t15:00:00", None),  # no zone: no instant
    ],
)
def test_utc_instants_of_carried_timestamps(form: str, instant) -> None:
    assert utc_instant(form) == instant


def test_zone_at_prefers_the_zone_after_the_clock_on_its_line() -> None:
    text = "Berlin: 14:00 CET, then 9:00 AM EDT"
    assert zone_at(text, text.index("9:00"), text.index("9:00") + 4) == (-240, "")
    assert zone_at(text, text.index("14:00"), text.index("14:00") + 5) == (60, "")
    assert zone_at("at 9:00 today", 3, 7) is None
    assert zone_at("a central office at 9:00", 19, 23) is None  # "central" in prose is no zone


# --- clock ranges ----------------------------------------------------------------------------


def test_a_carried_clock_range_grounds_its_ends_written_in_12_hour_time() -> None:
    payload = {"shot_clinic_hours": "Tue/Thu 13:00-17:30", "hours": "Mon-Fri 08:00-20:00"}
    v = verdict("Open Tuesdays, 1:00-5:30 PM; weekdays 8:00 AM - 8:00 PM; until 5:30 PM today.", payload)
    assert not flagged(v), flagged(v)
    assert flagged(verdict("Open Tuesdays, 1:00-5:40 PM.", payload))
    assert flagged(verdict("Open Tuesdays, 2:00-5:30 PM.", payload))


def test_an_am_pm_glued_to_a_bare_hour_is_no_token() -> None:
    v = verdict("Urgent care is open every day 8 AM-8 PM.", {"x": 1}, system="Open 8:00 AM-8:00 PM.")
    assert not flagged(v)


def test_a_bare_repeat_of_a_clock_reads_with_its_half() -> None:
    payload = {"slots": [{"start": "2025-06-20T15:00:00-05:00"}, {"start": "2025-06-20T15:30:00-05:00"}]}
    v = verdict("- **3:00 PM** for Mia\n- **3:30 PM** for Leo\nShall I book Mia at 3:00 and Leo at 3:30?", payload)
    assert not flagged(v)
    assert "4:00" in flagged(verdict("- **4:00 PM** for Mia\nShall I book Mia at 4:00?", payload))


# --- duration adjectives ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "token, text, grounds",
    [
        ("20-minute", '{"duration_min": 20, "fee": 30}', True),
        ("30-minute", '{"duration_min": 20, "fee": 30}', False),  # 30 is carried, not as minutes
        ("21-minute", '{"duration_min": 20}', False),
        ("45-minute", '{"observationMinutes": 45}', True),
        ("14-day", '{"hold_days": 14}', True),
        ("15-minute", '"note": "wait 15 minutes after"', True),
        ("2-hour", '{"window_hours": "2"}', True),
        ("2-hour", '{"window_minutes": 2}', False),
        ("20-minute", '{"distance": "20 m"}', False),  # metres
    ],
)
def test_a_duration_adjective_needs_its_number_with_its_unit(token: str, text: str, grounds: bool) -> None:
    assert (ground_unit_adjective(token, [(text, 1)]) >= 0) is grounds


def test_a_duration_adjective_in_an_answer() -> None:
    payload = {"duration_min": 20, "fee": 40}
    assert grounded(verdict("It's a 20-minute visit.", payload)).get("20-minute") == "unit-adjective"
    assert "40-minute" in flagged(verdict("It's a 40-minute visit.", payload))


# --- clocks shifted by a stated duration ------------------------------------------------------


def test_a_clock_shifted_by_its_sentences_duration_is_computed() -> None:
    payload = {"start": "2025-06-11T19:30:00Z"}
    answer = ("Your visit is at 2:30 PM Central Time, which is 1:30 PM Mountain Time.\n\n"
              "You can join from 10 minutes before the start, so from 1:20 PM your time.")
    v = verdict(answer, payload)
    assert "1:20" in computed(v), (flagged(v), computed(v))
    assert "1:21" in flagged(verdict(answer.replace("1:20", "1:21"), payload))
    # no duration in its sentence: flagged
    assert "1:20" in flagged(verdict(answer.replace("10 minutes before the start", "the start"), payload))


def test_a_shift_by_a_duration_adjective() -> None:
    payload = {"hours": "Tue/Thu 13:00-17:30"}
    answer = "The clinic closes at 5:30 PM.\nWith the 30-minute wait, arrive by 5:00 PM."
    assert "5:00" in computed(verdict(answer, payload))
    assert "4:50" in flagged(verdict(answer.replace("5:00", "4:50"), payload))


# --- joined tokens ----------------------------------------------------------------------------

VALUES = {"10.40.23.201": 1, "path/file.go": 2, "118": 2, "5000": 3, "9090": 3, "p50": 1, "148": 1, "88": 1, "40": 1}
TEXTS = [('{"systolic": 148, "diastolic": 88, "pulse": 70}', 1), ('{"file": "path/file.go", "line": 118}', 2),
         ('{"host": "localhost", "port": 5000, "host_port": 9090, "container_port": 9090}', 3)]


@pytest.mark.parametrize(
    "token, grounds",
    [
        ("ip-10-40-23-201", True),
        ("ip-10-40-23-202", False),  # a mutated octet
        ("ip-10-40-24-201", False),
        ("path/file.go:118", True),
        ("path/file.go:119", False),  # a line no result carried
        ("localhost:5000", True),
        ("localhost:5001", False),
        ("9090:9090", True),
        ("9090:9091", False),
        ("p50s", True),
        ("148/88", True),
        ("148/89", False),
        ("88/148", False),  # not the record's order
        ("40-minute", False),  # a duration adjective is never a number beside a word
        ("remotehost:5000", False),  # the bare number with a word no record writes beside it
        ("148:88", True),
        ("14:88", False),
    ],
)
def test_a_joined_token_needs_every_part_carried_together(token: str, grounds: bool) -> None:
    assert (ground_joined(token, VALUES, TEXTS) >= 0) is grounds


def test_a_joined_token_in_an_answer() -> None:
    payload = {"instance": {"private_ip": "10.40.23.201", "state": "running"}}
    assert grounded(verdict("The host ip-10-40-23-201 is running.", payload)).get("ip-10-40-23-201") == "joined"
    assert "ip-10-40-23-210" in flagged(verdict("The host ip-10-40-23-210 is running.", payload))


def test_a_file_and_line_or_an_address_and_port_joined_from_one_record() -> None:
    texts = [('{"file": "internal/refund/refund_test.go", "line": 118, "host": "10.40.12.7", "port": 6390}', 1)]
    values = {"internal/refund/refund_test.go": 1, "118": 1, "10.40.12.7": 1, "6390": 1}
    assert ground_joined("refund_test.go:118", values, texts) == 1
    assert ground_joined("10.40.12.7:6390", values, texts) == 1
    for mutated in ("refund_test.go:119", "10.40.12.7:6391", "10.40.12.8:6390"):
        assert ground_joined(mutated, values, texts) == -1


# --- carried numbers rounded or rescaled ---------------------------------------------------------


@pytest.mark.parametrize(
    "answer, payload, grounds",
    [
        ("The charge is €50.58.", {"charge": 50.576}, True),
        ("The charge is €50.57.", {"charge": 50.576}, False),  # a mutated last digit
        ("Latency p99 was 412.7 ms.", {"p99_s": 0.41273845}, True),
        ("Latency p99 was 412.8 ms.", {"p99_s": 0.41273845}, False),
        ("Latency p99 was 412.7 s.", {"p99_s": 0.41273845}, False),  # seconds are not x1000
        ("Uptime 99.55%.", {"uptime": 0.995486}, True),
        ("Uptime 99.56%.", {"uptime": 0.995486}, False),
        ("Uptime 99.55%.", {"uptime_pct": 99.5486}, True),
        ("The volume holds 401.7gb.", {"bytes": 401700000000}, True),
        ("The volume holds 402.7gb.", {"bytes": 401700000000}, False),
        ("Timeout is 5000ms.", {"timeout_s": 5}, False),  # one significant digit: too coarse to tell
        ("About 5000 today.", {"rate": 4999.7}, False),  # one significant digit: a neighbour rounds there too
        ("It costs 50.50.", {"price": 50.5}, True),  # exact: the lookup's, not this rule's
    ],
)
def test_a_carried_number_rounded_or_rescaled(answer: str, payload: dict, grounds: bool) -> None:
    v = verdict(answer, payload)
    assert (not flagged(v)) is grounds, (flagged(v), grounded(v))


def test_rescaled_is_off_in_the_reference() -> None:
    assert "412.7" in flagged(verdict("Latency p99 was 412.7 ms.", {"p99_s": 0.41273845}, gate=REFERENCE))


# --- seconds ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer, payload, grounds",
    [
        ("Logged at 14:05:33.", {"at": "2025-03-18T14:05:33Z"}, True),
        ("Logged at 14:05:34.", {"at": "2025-03-18T14:05:33Z"}, False),  # a mutated second
        ("Logged at 14:05.", {"at": "2025-03-18T14:05:33Z"}, True),  # seconds left out: the clock rule
        ("Logged at 06:00:00.", {"at": "06:00"}, True),  # no seconds carried: zero
        ("Logged at 06:00:30.", {"at": "06:00"}, False),
        ("Logged at 9:05:33 AM EDT.", {"at": "2025-03-18T13:05:33Z"}, True),
        ("Logged at 9:05:43 AM EDT.", {"at": "2025-03-18T13:05:33Z"}, False),
    ],
)
def test_seconds_written_must_be_the_carried_seconds(answer: str, payload: dict, grounds: bool) -> None:
    v = verdict(answer, payload)
    assert (not flagged(v)) is grounds, (flagged(v), grounded(v))


# --- cron schedules ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer, payload, grounds",
    [
        ("The backup runs daily at 02:30 UTC.", {"schedule": "30 2 * * *"}, True),
        ("The backup runs daily at 2:30 AM.", {"schedule": "30 2 * * *"}, True),
        ("The backup runs daily at 10:30 PM EDT.", {"schedule": "30 2 * * *"}, True),  # 02:30 UTC
        ("The backup runs daily at 02:31 UTC.", {"schedule": "30 2 * * *"}, False),
        ("The backup runs daily at 03:30 UTC.", {"schedule": "30 2 * * *"}, False),
        ("It runs at 14:30 and 02:30.", {"schedule": "30 2,14 * * 1-5"}, True),
        ("It runs at 15:30.", {"schedule": "30 2,14 * * 1-5"}, False),
        ("It runs at 03:30.", {"schedule": "30 1-3 * * *"}, True),
        ("Every 15 minutes from 12:15.", {"schedule": "*/15 * * * *"}, False),  # no fixed minute
    ],
)
def test_a_cron_schedules_times(answer: str, payload: dict, grounds: bool) -> None:
    v = verdict(answer, payload)
    assert (not flagged(v)) is grounds, (flagged(v), grounded(v))


# --- signed amounts in a result's text, hashes cut short ----------------------------------------


def test_an_amount_a_result_text_writes_signed() -> None:
    assert grounded(verdict("You were refunded $48.20.", "Refund: -$48.20 posted")).get("48.2") == "unsigned"
    assert "48.3" in flagged(verdict("You were refunded $48.30.", "Refund: -$48.20 posted"))


@pytest.mark.parametrize(
    "answer, grounds",
    [
        ("Deployed commit 3f9c2ab to prod.", True),
        ("Deployed commit 3f9c2ab8e1d4 to prod.", True),
        ("Deployed commit 3f9c2ac to prod.", False),  # a changed character
        ("Deployed commit 9c2ab8e to prod.", False),  # not the beginning
    ],
)
def test_a_hash_cut_short(answer: str, grounds: bool) -> None:
    v = verdict(answer, {"sha": "3f9c2ab8e1d4c5b6a7f8e9d0c1b2a3f4e5d6c7b8", "image": "sha256:9c2ab8e1d4"})
    assert (not flagged(v)) is grounds, (flagged(v), grounded(v))


@pytest.mark.parametrize(
    "answer, grounds",
    [
        ("It failed on 2025-03-18 at 10:48 PM PDT.", True),  # 2025-03-19T05:48Z is the 18th in PDT
        ("It failed on 2025-03-17 at 10:48 PM PDT.", False),  # a mutated day
        ("It failed on 2025-03-18.", False),  # no zone named: the carried date as written
        ("It failed on 2025-03-19 at 05:48 UTC.", True),
    ],
)
def test_the_date_of_a_converted_instant(answer: str, grounds: bool) -> None:
    v = verdict(answer, {"at": "2025-03-19T05:48:00Z"})
    assert (not flagged(v)) is grounds, (flagged(v), grounded(v))
