"""The one definition of a clock or duration written with an `h` (`glued_clocks.py`, round 20)."""

from __future__ import annotations

from evidence_audit.evidence.glued_clocks import H_CLOCK, H_CLOCK_IN_TEXT, H_DURATION


def test_a_clock_token_reads_hours_and_minutes() -> None:
    m = H_CLOCK.fullmatch("14h30")
    assert m is not None and m.groups() == ("14", "30")
    assert H_CLOCK.fullmatch("14h30m") is None  # a duration's `m` is no clock's
    assert H_CLOCK.fullmatch("114h30") is None
    assert H_CLOCK.fullmatch("14h3") is None


def test_a_duration_token_takes_an_m_in_any_case() -> None:
    for token, groups in (("1h15", ("1", "15")), ("2h05m", ("2", "05")), ("1H15M", ("1", "15"))):
        m = H_DURATION.fullmatch(token)
        assert m is not None and m.groups() == groups
    assert H_DURATION.fullmatch("2h") is None  # a lone `2h` is prose
    assert H_DURATION.fullmatch("1h15s") is None


def test_a_clock_in_a_text_is_not_part_of_a_longer_token() -> None:
    found = [m.group(0) for m in H_CLOCK_IN_TEXT.finditer("at 14h30, then 9h05 (v14h30, 12:14h30, 14h30m, 1.14h30)")]
    assert found == ["14h30", "9h05"]
