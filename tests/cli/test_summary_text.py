"""The printed audit summary says what a person needs, in words that agree with the numbers."""

from __future__ import annotations

from evidence_audit.beam.counters import COUNTERS
from evidence_audit.beam.summary import format_summary, summarize


def summary(elapsed: float = 2.0, **counts: int) -> dict:
    values = dict.fromkeys(COUNTERS, 0)
    values.update(counts)
    return summarize(values, elapsed, {"out": "out/"})


def test_singular_and_plural_follow_the_counts() -> None:
    text = format_summary(summary(lines_read=1, records_parsed=1, runs=1, duplicate_records=1, ungrounded_values=1))
    assert "= 1 record parsed + 0 dead letters + 0 blank lines (holds)" in text
    assert "1  record dropped (exact repeats), 0 conflicting positions kept" in text
    assert "1  value (" in text
    text = format_summary(summary(lines_read=3, records_parsed=2, blank_lines=1, conflicting_positions=1))
    assert "= 2 records parsed + 0 dead letters + 1 blank line (holds)" in text
    assert "1 conflicting position kept" in text


def test_duplicates_are_always_shown() -> None:
    """Passing a file twice drops its duplicates: the printed summary says how many, zero included."""
    assert "duplicates                 0  records dropped" in format_summary(summary())
    assert "duplicates             1,926  records dropped" in format_summary(summary(duplicate_records=1926))


def test_no_zero_rate_and_no_empty_grounded_by_line() -> None:
    """A rate that rounds to zero is left out, and so is a grounded-by line with nothing on it."""
    text = format_summary(summary(elapsed=14.0, lines_read=3, records_parsed=3))
    assert "0 lines/s" not in text and "runs/s" not in text and "MB/s" not in text
    assert "elapsed                 14.0s" in text
    assert "grounded by" not in text
    text = format_summary(summary(elapsed=2.0, lines_read=4000, records_parsed=4000, runs=10, grounded_exact=5))
    assert "(2,000 lines/s, 5 runs/s)" in text
    assert "grounded by     exact 5" in text
