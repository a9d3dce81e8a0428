"""Round 23's review mends of `unit_gaps.py`: a change the answer gives a direction (`+`, `up`,
`down`, `cheaper`) is the gap of the result's two prices only where the later price moves that way."""

from __future__ import annotations

from ._helpers import history, judged

RISE = "Diesel (B7): £1.412/L until 2026-03-15; £1.468/L from 2026-03-16."
ASK = "What does the change cost us?"


def test_a_rise_written_as_a_rise_is_the_gap() -> None:
    flags, computed = judged("The price is up £0.056/L.", history(RISE, user=ASK))
    assert computed.get("0.056") == "unit-gap", (flags, computed)


def test_a_rise_written_as_a_fall_stays_flagged() -> None:
    flags, computed = judged("The price is down £0.056/L.", history(RISE, user=ASK))
    assert "0.056" in flags, computed


def test_a_rise_written_with_a_minus_stays_flagged() -> None:
    flags, computed = judged("Change: -£0.056/L.", history(RISE, user=ASK))
    assert "0.056" in flags or computed.get("0.056") != "unit-gap", (flags, computed)


def test_a_change_with_no_direction_is_the_gap() -> None:
    flags, computed = judged("The change is £0.056/L.", history(RISE, user=ASK))
    assert computed.get("0.056") == "unit-gap", (flags, computed)
