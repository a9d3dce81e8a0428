"""(mend34) the proven defects of round 34's review, each with its refusals: a said day and month a
dotted date step gives is not refuted by a decimal reading (`gate._said_refuted`); an id's single
lower-case letter after three digits or more keeps its hyphen (`prefix_hyphens.py`); a right count of
days over half a year with one yearless end, and a count of days inside a period, are not flagged,
and a line with many dates is read in bounded time (`miscounted_days.py`); a bill's column of very
long numbers is summed exactly (`corrected_totals.py`)."""

from __future__ import annotations

import json

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.prefix_hyphens import unprefixed

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})


def history(payload, system: str = "You are a yard's assistant.", user: str = "?") -> list[dict]:
    return [{"role": "system", "content": system}, {"role": "user", "content": user},
            {"role": "tool", "tool_call_id": "c1", "tool_name": "lookup", "content": json.dumps(payload, ensure_ascii=False)}]


def flagged(answer: str, payload, gate=DEFAULT, **kw) -> list[str]:
    return sorted(c.value for c in check_answer(answer, history(payload, **kw), gate).unsupported)


# --- D5: a said day and month a dotted date step gives ---------------------------------------------

ASKED = "The dentist saw her on 15.10; again 6 weeks later, on 26.11?"


def test_a_said_day_and_month_a_dotted_step_gives_is_not_refuted() -> None:
    payload = {"horse": "Kermit", "last": "2026-10-15"}
    for system in ("You are a yard's assistant.", "You are a yard's assistant. Today is 2026-10-01."):
        assert flagged("Yes: 15.10 + 42 = 26.11.", payload, system=system, user=ASKED) == []
        assert flagged("Yes, 26.11: 15.10 + 42 = 26.11.", payload, system=system, user=ASKED) == []
    # a said whole number its own equation refutes stays flagged
    said = "The fee is 4,500 a visit, 3 visits, so 15,000?"
    assert flagged("3 × 4,500 = 15,000.", {"fee": "4500"}, user=said) == ["15000"]


# --- D4: an id's single letter after a hyphen -------------------------------------------------------


def test_an_ids_single_letter_keeps_its_hyphen() -> None:
    for text in ("кв. 4512-а", "корпус 2417-в", "order 58812-ב", "кв. 112-а"):
        assert unprefixed(text) == text
    # the case endings the rule is for are still read as a space
    out = unprefixed("Сабақ 10:00-де, 28.11-ден; 7-ში; 10-го")
    assert "10:00 де" in out and "28.11 ден" in out and "7 ში" in out and "10 го" in out


def test_a_copied_flat_number_with_its_letter_is_grounded() -> None:
    payload = {"flat": "4512-а", "debt": "1840"}
    assert flagged("Квартира 4512-а: долг 1840 руб.", payload) == []
    assert flagged("Квартира 4513-а: долг 1840 руб.", payload) == ["4513-"]
