"""Round 4 (layout): hosts, ports, identifiers, units, words with digits and clocks as people write
them, each rule grounding what is written from carried or said parts and refusing a mutated digit or
a part no source carried."""

from __future__ import annotations

import json

import pytest

from evidence_audit.evidence import check_answer, resolve_gate

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})


def verdict(answer: str, payload: object, system: str = "You are an agent.", user: str = "hi", gate=DEFAULT):
    content = payload if isinstance(payload, str) else json.dumps(payload)
    history = [{"role": "system", "content": system}, {"role": "user", "content": user},
               {"role": "tool", "content": content}]
    return check_answer(answer, history, gate)


def flagged(v) -> set[str]:
    return {c.value for c in v.unsupported}


def grounded(v) -> dict[str, str]:
    return {g.value: g.by for g in v.grounded}


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
