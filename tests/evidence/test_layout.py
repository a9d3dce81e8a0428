"""Round 4 (layout): hosts, ports, identifiers, units, words with digits and clocks as people write
them, each rule grounding what is written from carried or said parts and refusing a mutated digit or
a part no source carried."""

from __future__ import annotations

import pytest

from ._helpers import REFERENCE, flagged, grounded, verdict

# --- said: a timestamp's clock, a duration as an adjective, a label's plural (said.py) ----------

NOW = "You are Atlas. Current time: 2025-08-14T16:05:00Z."


@pytest.mark.parametrize(
    "answer, system, user",
    [
        ("From now (Aug 14, 16:05 UTC) to Aug 18.", NOW, "hi"),
        ("From 11:47:55 to 16:05:00 is 4 h 17 min 5 s.", NOW, "hi"),
        ("That is far beyond the 15-minute RPO.", "You are an agent.", "Our RPO is 15 minutes."),
        ("A traffic-weighted average of the regional p50s is 45.6 ms.", "You are an agent.", "What's the overall p50?"),
    ],
)
def test_a_value_a_person_said_in_another_spelling_is_not_flagged(answer: str, system: str, user: str) -> None:
    """The clock of a stated timestamp, a stated duration as an adjective, a said label's plural."""
    v = verdict(answer, {"ok": True}, system=system, user=user)
    assert not flagged(v) - {"11:47:55"}, flagged(v)


@pytest.mark.parametrize(
    "answer, system, user, wrong",
    [
        ("From now (Aug 14, 16:06 UTC) to Aug 18.", NOW, "hi", "16:06"),
        ("From 11:47:55 to 16:05:01 is long.", NOW, "hi", "16:05:01"),
        ("From 11:47:55 to 17:05:00 is long.", NOW, "hi", "17:05:00"),
        ("That is far beyond the 16-minute RPO.", "You are an agent.", "Our RPO is 15 minutes.", "16-minute"),
        ("That is far beyond the 15-minute RPO.", "You are an agent.", "Our RPO is 15 seconds.", "15-minute"),
        ("The regional p51s are close.", "You are an agent.", "What's the overall p50?", "p51s"),
    ],
)
def test_a_mutated_digit_of_a_said_value_stays_flagged(answer: str, system: str, user: str, wrong: str) -> None:
    """A clock, duration or label one digit off what the person said is flagged."""
    assert wrong in flagged(verdict(answer, {"ok": True}, system=system, user=user))


def test_the_reference_does_not_read_said_spellings() -> None:
    """The reference profile keeps spec 6.3's exempt spellings only."""
    v = verdict("From 11:47:55 to 16:05:00 is long.", {"ok": True}, system=NOW, gate=REFERENCE)
    assert "16:05:00" in flagged(v)


# --- joined with said pieces; segments of carried identifiers (joined.py, segments.py) ----------

SVC = "NAME TYPE PORT(S)\nledger-svc ClusterIP 8080/TCP,9090/TCP\nledger-grpc ClusterIP 50051/TCP\n"


@pytest.mark.parametrize(
    "answer, payload, user, value, rule",
    [
        ("kubectl port-forward svc/ledger-grpc 5000:50051", SVC, "and the grpc one to local 5000?", "5000:50051", "joined"),
        ("Then point your client at localhost:5000.", SVC, "and the grpc one to local 5000?", "localhost:5000", "joined"),
        ("Pointing session-svc at 10.40.12.7:6390 would work.", "LISTEN 0.0.0.0:6390",
         "redis on 10.40.12.7 refuses. should I point it at 6390?", "10.40.12.7:6390", "joined"),
        ("**pg-prod-02:** 14.25 s", {"instance": "pg-prod-02:9187", "lag": "14.25"}, "hi", "pg-prod-02", "segment"),
        ("The endpoint `acq-eu-2.partner.example` timed out.", "timeout host=acq-eu-2.partner.example:443", "hi",
         "acq-eu-2.partner.example", "segment"),
        ("`tq4zr`: 9 restarts", {"pods": [{"name": "ledger-7d9c-tq4zr", "restarts": 9}]}, "hi", "tq4zr", "segment"),
        ("starting at segment `000000010000A2F10000003C`.", "wal-push pg_wal/000000010000A2F10000003C", "hi",
         "000000010000a2f10000003c", "segment"),
        ("`2001:db8:4a2::18` expands to `2001:0db8:04a2:0000:0000:0000:0000:0018`.", {"AAAA": "2001:db8:4a2::18"}, "hi",
         "2001:0db8:04a2:0000:0000:0000:0000:0018", "segment"),
    ],
)
def test_a_token_from_said_and_carried_parts_or_a_carried_segment_is_grounded(
    answer: str, payload: object, user: str, value: str, rule: str
) -> None:
    """Ports the user said beside carried ones, a host without its port, a path's file, a name's
    last part, an IPv6 address in full, an offered local port."""
    v = verdict(answer, payload, user=user)
    assert value not in flagged(v), flagged(v)
    assert grounded(v).get(value, rule) == rule


@pytest.mark.parametrize(
    "answer, payload, user, wrong",
    [
        ("kubectl port-forward svc/ledger-grpc 5000:50052", SVC, "and the grpc one to local 5000?", "5000:50052"),
        ("Then point your client at localhost:5001.", SVC, "and the grpc one to local 5000?", "localhost:5001"),
        ("You can map it to another local port, for example `18080:8081`.", SVC, "hi", "18080:8081"),
        ("Use `18080:8080` for it.", SVC, "hi", "18080:8080"),  # no offer: judged as a mapping
        ("Pointing session-svc at 10.40.12.7:6391 would work.", "LISTEN 0.0.0.0:6390",
         "redis on 10.40.12.7 refuses. should I point it at 6390?", "10.40.12.7:6391"),
        ("**pg-prod-03:** 14.25 s", {"instance": "pg-prod-02:9187", "lag": "14.25"}, "hi", "pg-prod-03"),
        ("The endpoint `acq-eu-3.partner.example` timed out.", "timeout host=acq-eu-2.partner.example:443", "hi",
         "acq-eu-3.partner.example"),
        ("`tq4zs`: 9 restarts", {"pods": [{"name": "ledger-7d9c-tq4zr", "restarts": 9}]}, "hi", "tq4zs"),
        ("`7d9c`: 9 restarts", {"pods": [{"name": "ledger-7d9c-tq4zr", "restarts": 9}]}, "hi", "7d9c"),  # not the last part
        ("starting at segment `000000010000A2F10000003D`.", "wal-push pg_wal/000000010000A2F10000003C", "hi",
         "000000010000a2f10000003d"),
        ("It expands to `2001:0db8:04a2:0000:0000:0000:0000:0019`.", {"AAAA": "2001:db8:4a2::18"}, "hi",
         "2001:0db8:04a2:0000:0000:0000:0000:0019"),
    ],
)
def test_a_mutated_part_of_a_joined_token_or_segment_stays_flagged(answer: str, payload: object, user: str, wrong: str) -> None:
    """One digit off a said or carried part, or a part that is not the identifier's own segment."""
    assert wrong in flagged(verdict(answer, payload, user=user))


def test_a_local_port_the_answer_offers_is_no_claim() -> None:
    """`for example 18080:8080` with a carried 8080: neither grounded nor flagged."""
    v = verdict("You can map it to another local port, for example `18080:8080`.", SVC)
    assert "18080:8080" not in flagged(v) and "18080:8080" not in grounded(v)


def test_a_said_number_of_one_or_two_digits_is_no_joined_piece() -> None:
    """`alpha-3` after a person wrote a `3` somewhere stays flagged: short numbers are said everywhere."""
    v = verdict("Use the ISO 3166-1 alpha-3 code.", "Country code: ISO 3166-1 alpha-2.", user="I have 3 rows")
    assert "alpha-3" in flagged(v)


# --- a number and its unit word, carried glued; a placeholder of zeros (respellings.py) ----------

INDICES = "health index store.size\ngreen logs-app-2025.08.13 401.7gb\n"


@pytest.mark.parametrize(
    "answer, payload, value",
    [
        ("The last full day took 401.7 GB.", INDICES, "401.7"),
        ("Each timed out after 5000 ms.", "upstream timeout host=acq after=5000ms", "5000"),
    ],
)
def test_a_number_with_its_unit_word_carried_glued_is_grounded(answer: str, payload: str, value: str) -> None:
    """`401.7 GB` for a carried `401.7gb`: the number and the unit's word, spaced."""
    v = verdict(answer, payload)
    assert grounded(v).get(value) == "unit", (grounded(v), flagged(v))


@pytest.mark.parametrize(
    "answer, payload, wrong",
    [
        ("The last full day took 401.8 GB.", INDICES, "401.8"),
        ("The last full day took 401.7 TB.", INDICES, "401.7"),  # another unit
        ("Each timed out after 5000 seconds.", "upstream timeout host=acq after=5000ms", "5000"),
    ],
)
def test_a_number_with_another_digit_or_unit_stays_flagged(answer: str, payload: str, wrong: str) -> None:
    """A mutated digit, or the carried number with another unit word."""
    assert wrong in flagged(verdict(answer, payload))


def test_a_placeholder_of_zeros_written_as_a_format_is_no_claim() -> None:
    """`000.000.000-00` presented as how the number is written is not judged; a real-looking one is."""
    v = verdict("The CPF is 11 digits, usually written as `000.000.000-00`.", {"ok": True})
    assert not flagged(v)
    v = verdict("The CPF is 11 digits, usually written as `123.456.789-09`.", {"ok": True})
    assert "123.456.789-09" in flagged(v)
    v = verdict("Your CPF is `000.000.000-00`.", {"ok": True})  # no cue: judged
    assert "000.000.000-00" in flagged(v)


# --- words with digits that are not data (extract.py, spellings dial) ---------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "then a 3-character inward code",
        "a 2-letter code is required",
        "Walmart had a 3-for-1 stock split",
        "eGFR 58 mL/min/1.73m² (reference 60 or above)",
        "You can do it with `aws elbv2 deregister-targets`.",
        "5 digits, or ZIP+4",
    ],
)
def test_a_word_with_a_digit_that_is_not_data_is_prose(answer: str) -> None:
    """A one-digit count glued to words, a compound unit's denominator, a name's version digit."""
    assert not verdict(answer, {"ok": True}).candidates


@pytest.mark.parametrize(
    "answer, value",
    [
        ("the 15-minute RPO", "15-minute"),  # two digits: the unit-adjective rule judges it
        ("Set it to 46-degree.", "46-degree"),
        ("the host node3 is down", "node3"),  # a name with a digit, no version mark
        ("at 58 mL/min/1234ml", "1234"),  # a number of the digit minimum inside a unit: judged
        ("`tq4zr` restarted", "tq4zr"),
    ],
)
def test_words_with_more_digits_stay_judged(answer: str, value: str) -> None:
    """Only one-digit compounds, small denominators and version marks are prose."""
    assert value in flagged(verdict(answer, {"ok": True}))


def test_the_reference_judges_words_with_digits() -> None:
    """The reference profile reads `3-character` as an identifier, as before."""
    assert "3-character" in flagged(verdict("a 3-character code", {"ok": True}, gate=REFERENCE))


# --- clocks: the fixes of round 4 (clock_shifts.py, zones.py, spellings.py) ---------------------


def computed(v) -> set[str]:
    return {c.value for c in v.computed or ()}


def test_am_is_no_duration_for_a_clock_shift() -> None:
    """`9:31 AM` after a carried `9:30 AM` is not `9:30 AM + AM` (one minute): it stays flagged.
    (On one line the `end-time` rule of `durations.py` still reads it so: `durations_in`'s root
    cause is left to that module's owner.)"""
    v = verdict("The meeting starts at 9:30 AM.\n\nArrive by 9:31 AM.", {"start": "09:30"})
    assert "9:31" in flagged(v) and "9:31" not in computed(v)
    v = verdict("The meeting starts at 9:30 AM.\n\nArrive 10 minutes before, at 9:20 AM.", {"start": "09:30"})
    assert "9:20" in computed(v)  # a stated duration still shifts


SLOTS = {"timezone": "America/Phoenix", "slots": [{"start": "2025-03-21T19:00:00Z", "end": "2025-03-21T23:00:00Z"}]}


def test_a_zone_named_as_a_comparison_is_not_the_clocks_zone() -> None:
    """"CDT, 2 hours ahead of Arizona, so 2:00 PM to 6:00 PM": the clocks are CDT's."""
    v = verdict("Chicago is on Central Daylight Time, 2 hours ahead of Arizona, so the window is 2:00 PM to 6:00 PM for him.", SLOTS)
    assert not flagged(v), flagged(v)
    v = verdict("Chicago is on Central Daylight Time, 2 hours ahead of Arizona, so the window is 3:00 PM to 6:00 PM for him.", SLOTS)
    assert "3:00" in flagged(v)


def test_city_initials_name_a_zone_only_in_a_table_header() -> None:
    """`SF` in prose (`SF-1234`, "the SF team") does not put a clock in Pacific time; in a header it does."""
    payload = {"ticket": "SF-1234", "at": "2025-08-14T16:00:00Z"}
    v = verdict("Ticket SF-1234 was opened at 16:00.", payload)
    assert "16:00" not in flagged(v)
    v = verdict("| Event | UTC | SF |\n|---|---|---|\n| open | 16:00 | 9:00 |", payload)
    assert not flagged(v), flagged(v)
    v = verdict("| Event | UTC | SF |\n|---|---|---|\n| open | 16:00 | 10:00 |", payload)
    assert "10:00" in flagged(v)


def test_a_schedule_restated_after_another_sentence_names_a_zone_is_read_as_written() -> None:
    """A UTC cron time written without a zone after a sentence that named PDT is the schedule's."""
    payload = {"job": "backup", "schedule": "30 2 * * *"}
    v = verdict("The team works in PDT. The backup job fires at 02:30 every day.", payload)
    assert "02:30" not in flagged(v), flagged(v)
    v = verdict("The backup job fires at 02:30 PDT every day.", payload)  # put in PDT in its own clause
    assert "02:30" in flagged(v)


# --- grouped digits; a binary unit's size (spellings.py, narration.py) --------------------------


def test_a_number_a_result_writes_in_groups_is_grounded_without_its_spaces() -> None:
    """`440200448213` for a carried `4402 0044 8213`; one digit off stays flagged."""
    account = {"account_number": "4402 0044 8213"}
    assert grounded(verdict("As digits only: **440200448213**.", account)) == {"440200448213": "grouped-digits"}
    assert "440200488213" in flagged(verdict("As digits only: **440200488213**.", account))
    assert "4402004482" in flagged(verdict("As digits only: **4402004482**.", account))  # a part is no group reading


def test_a_number_the_answer_writes_in_groups_is_judged_as_one_value() -> None:
    """`4402 0048 8213` for a carried `4402 0044 8213` is flagged whole (its `0048` group alone is
    under the digit minimum); the right digits in groups, or joined, are grounded."""
    account = {"account_number": "4402 0044 8213"}
    v = verdict("- **Account number:** 4402 0048 8213\n- **Routing:** x", account)
    assert flagged(v) == {"4402-0048-8213"}
    v = verdict("- **Account number:** 4402 0044 8213\n- **Routing:** x", account)
    assert grounded(v) == {"4402-0044-8213": "grouped-digits"}
    assert grounded(verdict("Card 4111 1111 1111 1111.", {"card": "4111111111111111"})) == {
        "4111-1111-1111-1111": "grouped-digits"}
    v = verdict("- **Account number:** 4402 0048 8213", account, gate=REFERENCE)  # the reference reads tokens
    assert "4402-0048-8213" not in flagged(v)


def test_the_size_of_a_binary_unit_is_no_claim() -> None:
    """`1,099,511,627,776` bytes in a TiB is not judged; one off is."""
    v = verdict("412,883,412,992,000 bytes ÷ 1,099,511,627,776 = 375.5 TiB.", {"bytes": 412883412992000})
    assert not flagged(v)
    assert "1099511627777" in flagged(verdict("Divide by 1,099,511,627,777 for TiB.", {"bytes": 1}))


def test_a_slash_part_of_one_digit_counts_only_with_its_unit() -> None:
    """`mg/6` for a carried `400 mg/5 mL` stays flagged though "Give 6 mL" carries a 6."""
    rx = {"strength": "400 mg/5 mL", "sig": "Give 6 mL by mouth twice daily"}
    assert "mg/6" in flagged(verdict("Amoxicillin 400 mg/6 mL oral suspension.", rx))
    assert not flagged(verdict("Amoxicillin 400 mg/5 mL oral suspension.", rx))


def test_a_slash_token_with_a_part_written_twice_stays_flagged() -> None:
    """`3G/3G` for a carried `LTE/3G/2G` (a mutated `3G/2G`) is no respelling of the list."""
    policy = {"networks": "LTE/3G/2G"}
    assert "3g/3g" in flagged(verdict("Your phone supports 3G/3G only.", policy))
    assert not flagged(verdict("Your phone supports 3G/2G only.", policy))
