"""Round 31 (house31): what a clock cue of another language needs before four bare digits, and a
zone after a dotted clock.

Round 30 let a word meaning at, from or until (`world_cued`'s weak cues) make any four-digit number
a clock, short words too: `no`, `a`, `o`, `u`, `do`, `po` are as often an abbreviation, an
article, a conjunction or a label (`Invoice no 1230`, `Room a 1230`), and a carried `12:30` then
grounded the invoice number. Now a cue of one or two letters still cues a dotted clock (`u 12.30`:
the dot is a clock's) but four bare digits after it only beside a partner written alike (`u 0740,
dolazak u 1805`, a clock the run knows). And `13.05 CET` was read as an amount (`[A-Z]{3}` as a
currency code): a zone's abbreviation is no currency.
"""

from __future__ import annotations

import json

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.clock_forms import clock_partners, colonless_clock, spelled_clocks, world_weak_word
from evidence_audit.evidence.zone_abbreviations import is_zone_abbreviation

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})
PICKUP = {"slot": "12:30", "note": "pickup"}
TRIP = {"departure": "2026-05-02T07:40", "arrival": "2026-05-02T18:05"}


def flagged(answer: str, payload, gate=DEFAULT) -> list[str]:
    history = [{"role": "tool", "tool_call_id": "c1", "tool_name": "lookup", "content": json.dumps(payload)}]
    return [c.value for c in check_answer(answer, history, gate).unsupported]


# --- short weak cues before four bare digits --------------------------------------------------------


def test_a_short_word_before_four_digits_makes_no_clock() -> None:
    for answer in ("Invoice no 1230 is settled.", "Room a 1230, second floor.", "Nalog do 1230 je zatvoren.",
                   "Narudžba po 1230 komada.", "Šifra u 1230 sustavu.", "Nr o 1230 w systemie."):
        assert flagged(answer, PICKUP) == ["1230"], answer
        assert spelled_clocks(answer) == [], answer


def test_a_longer_word_meaning_until_still_cues_four_digits() -> None:
    assert [c for _, _, c in spelled_clocks("Atvykimas iki 1805.")] == [(18, 5)]
    assert flagged("Ankunft bis 1805, Abfahrt bis 0740.", TRIP) == []
    assert flagged("Ankunft bis 1806.", TRIP) == ["1806"]  # a minute off


def test_a_short_word_still_cues_a_dotted_clock() -> None:
    assert flagged("Preuzimanje u 12.30, na ulazu.", PICKUP) == []
    assert flagged("Preuzimanje u 12.35, na ulazu.", PICKUP) == ["12.35"]


def test_four_digits_after_a_short_word_beside_a_partner_written_alike() -> None:
    """`u 1805` after a known clock written the same way on its line keeps reading as a clock."""
    assert flagged("Polazak u 0740, dolazak u 1805.", TRIP) == []
    assert flagged("Polazak u 0740, dolazak u 1806.", TRIP) == ["1806"]
    assert flagged("Dolazak u 1805.", TRIP) == ["1805"]  # no partner: judged as written
    # a partner with a colon, or without a cue of its own, is not written alike
    assert flagged("Invoice no 1805, paid at 07:40.", TRIP) == ["1805"]
    assert flagged("Invoice no 1805, paid at 0740.", TRIP) == ["1805"]


def test_world_weak_word_and_alike_partners() -> None:
    assert world_weak_word("dolazak u 1805", 10) == "u"
    assert world_weak_word("Ankunft bis 1805", 12) == "bis"
    assert world_weak_word("dolazak 1805", 8) == ""
    text = "Polazak u 0740, dolazak u 1805."
    assert clock_partners(text, 26, 30, alike=True) == [(7, 40)]
    assert clock_partners("Paid at 0740, invoice no 1805.", 25, 29, alike=True) == []


# --- a zone after a dotted clock -------------------------------------------------------------------


def test_a_zone_after_a_dotted_clock_is_no_currency() -> None:
    assert is_zone_abbreviation("CET") and is_zone_abbreviation("UTC") and not is_zone_abbreviation("EUR")
    assert colonless_clock("13.05 CET", 0, 5) == (13, 5)
    assert colonless_clock("13.05 EUR", 0, 5) is None
    assert colonless_clock("UTC 13.05", 4, 9) == (13, 5)
    assert flagged("Sastanak u 13.05 CET.", {"start": "13:05"}) == []
    assert flagged("Sastanak u 13.15 CET.", {"start": "13:05"}) == ["13.15"]
    assert flagged("Plaćeno u 13.05 EUR.", {"start": "13:05"}) == ["13.05"]  # an amount


def test_reference_profile_is_unchanged() -> None:
    assert flagged("Invoice no 1230 is settled.", PICKUP, REFERENCE) == ["1230"]
