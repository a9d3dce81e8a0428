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


def test_a_rate_of_one_is_singular() -> None:
    """`1 lines/s` was printed: a rate's noun agrees with the number shown."""
    text = format_summary(summary(elapsed=1.0, lines_read=1, records_parsed=1, runs=1))
    assert "(1 line/s, 1 run/s)" in text
    text = format_summary(summary(elapsed=1.0, lines_read=2, records_parsed=2, runs=1))
    assert "(2 lines/s, 1 run/s)" in text


def test_every_optional_line_agrees_with_its_count() -> None:
    one = format_summary(summary(oversized_lines=1, truncated_streams=1, incomplete_runs=1, conflicting_runs=1,
                                 shared_run_ids=1, leads_omitted=1, rules_omitted=1, failed_runs=1))
    assert "1  line over the record limit; 1 compressed stream truncated" in one
    assert "1  (a line of it was lost: its answers are not actionable)" in one
    assert "1  run (1 run id shared by different runs" in one
    assert "1  finding past the per-run lead budget" in one
    assert "1  answer judged past a rule work bound" in one
    assert "1  (in the dead letters, with its reason)" in one
    two = format_summary(summary(oversized_lines=2, truncated_streams=2, incomplete_runs=2, conflicting_runs=2,
                                 shared_run_ids=2, leads_omitted=2, rules_omitted=2, failed_runs=2))
    assert "2  lines over the record limit; 2 compressed streams truncated" in two
    assert "2  (a line of each was lost: their answers are not actionable)" in two
    assert "2  runs (2 run ids shared by different runs" in two
    assert "2  findings past the per-run lead budget" in two
    assert "2  answers judged past a rule work bound" in two
    assert "2  (in the dead letters, with their reasons)" in two


def test_rates_and_closed_runs_say_one_in_the_singular() -> None:
    from evidence_audit.beam.follow import run_line
    from evidence_audit.text import per_second

    assert per_second(1.4, "line") == "1 line/s" and per_second(0.6, "run") == "1 run/s"
    assert per_second(1.6, "line") == "2 lines/s" and per_second(2400.2, "line") == "2,400 lines/s"
    assert run_line({"run_id": "r", "answers": 1, "messages": 1}) == "closed   run r  1 answer, 1 message"
    assert run_line({"run_id": "r", "answers": 2, "messages": 3}) == "closed   run r  2 answers, 3 messages"
