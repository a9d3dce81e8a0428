"""Every counter of the summary, asserted on a real in-process run of the whole job."""

from __future__ import annotations

import json

from evidence_audit.beam.counters import COUNTERS
from evidence_audit.beam.job import run

RUNS = [
    # r1: an exact grounding, a clock respelling, a fabricated id, a computed total; one blank line follows
    {"run_id": "r1", "messages": [
        {"role": "user", "content": "When does flight UA-2291 leave?"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "flight", "arguments": '{"date": "2024-05-24"}'}}]},
        {"role": "tool", "tool_call_id": "c1", "content": '{"flight": "UA-2291", "dep": "22:00:00", "gate": "B-1234", "amount": -6594, "fees": [{"fee": 40}, {"fee": 25}], "tax": 27.349999999999998}'},
        {"role": "assistant", "content": "UA-2291 leaves at 10:00 PM from gate B-1234 on 2024-05-24; refund $6,594; seat W9999999. Fees: $40 and $25, $65 in all; tax $27.35."},
    ]},
    # r2: no answer at all
    {"run_id": "r2", "messages": [{"role": "user", "content": "hello"}]},
    # r3: an answer past the reading ceiling
    {"run_id": "r3", "messages": [{"role": "user", "content": "say a lot"}, {"role": "assistant", "content": "w " * 20003}]},
]


def test_every_counter_is_reported_with_its_value(tmp_path) -> None:
    """The summary (built from Beam Metrics) has every counter, each with the expected value."""
    corpus = tmp_path / "t.jsonl"
    lines = [json.dumps(RUNS[0]), "", json.dumps(RUNS[1]), "{bad", json.dumps(RUNS[2])]
    corpus.write_text("\n".join(lines) + "\n")
    summary = run([f"--input={corpus}", f"--out={tmp_path / 'out'}"], echo=False)
    expected = {
        "lines_read": 5,
        "records_parsed": 3,
        "dead_letters": 1,
        "blank_lines": 1,
        "runs": 3,
        "runs_without_answer": 1,
        "runs_without_content": 0,
        "failed_runs": 0,
        "failed_answers": 0,
        "failed_messages": 0,
        "messages": 4 + 1 + 2,
        "duplicate_records": 0,
        "conflicting_positions": 0,
        "answers": 2,
        "flagged_answers": 1,
        "unread_answers": 1,
        "not_actionable_answers": 0,
        "ungrounded_values": 1,
        "self_sourced_values": 1,
        "computed_values": 1,  # $65 = 40 + 25
        "unverified_values": 0,
        "unread_tokens": 3,
        "bytes_read": corpus.stat().st_size,
        "grounded_exact": 3,  # gate B-1234, fees $40 and $25 (UA-2291 is exempt: the user said it)
        "grounded_clock": 1,
        "grounded_timestamp_date": 0,
        "grounded_unsigned": 1,
        "grounded_id_part": 0,
        "grounded_masked_ending": 0,
        "grounded_time_in_words": 0,
        "grounded_date_in_words": 0,
        "grounded_numeric_date": 0,
        "grounded_score": 0,
        "grounded_float_precision": 1,  # $27.35 for 27.349999999999998
        "grounded_unit": 0,
        "grounded_slash": 0,
        "grounded_underscore_space": 0,
        "grounded_zone": 0,
        "grounded_unit_adjective": 0,
        "grounded_joined": 0,
        "grounded_rescaled": 0,
        "grounded_cron": 0,
        "grounded_hash_prefix": 0,
        "grounded_segment": 0,
        "grounded_grouped_digits": 0,
        "grounded_epoch": 0,
        "grounded_glued": 0,
        "grounded_locale": 0,
        "grounded_seconds_clock": 0,
        "grounded_growth_factor": 0,
        "grounded_hundredths": 0,
        "grounded_operands": 0,
        "grounded_currency_code": 0,
        "grounded_date_range": 0,
        "grounded_line_range": 0,
        "grounded_approx_range": 0,
        "grounded_version": 0,
        "grounded_version_bump": 0,
        "grounded_respaced": 0,
        "grounded_restated": 0,
        "grounded_escaped": 0,
        "grounded_calendar_year": 0,
        # hostile input: each of these is asserted non-zero in tests/hostile/test_counters.py
        "oversized_lines": 0,
        "truncated_streams": 0,
        "conflicting_runs": 0,
        "shared_run_ids": 0,
        "incomplete_runs": 0,
        "not_actionable_values": 0,
        "leads_omitted": 0,
        "rules_omitted": 0,
    }
    assert set(expected) == set(COUNTERS)
    assert {name: summary[name] for name in COUNTERS} == expected
    assert summary["equation_holds"] is True
