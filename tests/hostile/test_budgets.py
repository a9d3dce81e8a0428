"""Work and memory bounded whatever the input (issue 10, items 2 and 4).

2: leads were quadratic in a run's size (a 745 KB run with 50,000 carried and 5,000 invented ids
took 162 s; a run of 50,000 messages 111 s): a per-run lead budget bounds them, the findings past
it say `leads_omitted` and are counted. Each run is audited in a child process under a timeout.
4: `check` kept a reading per distinct result (2.9 MB per case with 1 MB results) and a token cache
per option set: both are bounded by bytes now; RSS is measured in a child process.
"""

from __future__ import annotations

import json
import multiprocessing
import resource

import pytest

from .corpus import long_run, many_ids_run


def _audit_in_child(records, queue) -> None:  # pragma: no cover - runs in a child process
    from evidence_audit.beam.rows import audit_run
    from evidence_audit.evidence import resolve_gate
    from evidence_audit.traces import Source, parse_line

    messages = [m for i, r in enumerate(records) for m in parse_line(json.dumps(r).encode(), Source("t", i + 1)).messages]
    result = audit_run("r", messages, resolve_gate({}))
    queue.put((len(result.findings), sum(f["leads_omitted"] for f in result.findings), sum(f["nearest"] is not None for f in result.findings)))


def _bounded(records, timeout: float):
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    child = context.Process(target=_audit_in_child, args=(records, queue))
    child.start()
    child.join(timeout)
    if child.is_alive():
        child.kill()
        pytest.fail(f"the run was not audited within {timeout} s")
    return queue.get(timeout=10)


@pytest.mark.slow
def test_many_invented_ids_over_many_carried_ones_finish_in_bounded_time() -> None:
    """The issue's 50,000 carried and 5,000 invented ids (162 s before) finish well within 60 s;
    since leads go through indexes (issue 13) every finding keeps its leads within the budget
    (`test_leads.py` shows the budget still stopping leads once spent)."""
    findings, omitted, with_nearest = _bounded(many_ids_run(50_000, 5_000), timeout=60)
    assert findings == 5_000
    assert omitted == 0


@pytest.mark.slow
def test_a_run_of_50000_messages_costs_linear_work() -> None:
    """A run of 50,000 messages with an invented id per answer (111 s before: each lead scanned the
    run's results) finds every invented id with its nearest carried one, and its lead and rule work
    per message is what a run of 5,000 spends: counted, not timed (it was a 60 s wall limit that a
    loaded machine met with 8 CPU seconds of work: 25,000 answers at about 0.3 ms each). The run is
    fed as `audit_run` feeds it, to a RunAuditor the test holds."""
    from evidence_audit.beam.rows import add_message, judge_answer
    from evidence_audit.evidence import RunAuditor, resolve_gate
    from evidence_audit.traces import Source, parse_line
    from evidence_audit.traces.assemble import assemble_run

    per_message = []
    for size in (5_000, 50_000):
        records = long_run(size)
        messages = [m for i, r in enumerate(records) for m in parse_line(json.dumps(r).encode(), Source("t", i + 1)).messages]
        run = RunAuditor(resolve_gate({}))
        findings: list = []
        answers = 0
        for message in assemble_run(messages).messages:
            if message.answer:
                findings.extend(judge_answer(run, message, answers)[1])
                answers += 1
            add_message(run, message)
        assert len(findings) == (size - 1) // 2
        assert all(f["nearest"] is not None and not f["leads_omitted"] for f in findings)
        assert run.leads.spent < run.leads.budget and not run.work.refused
        per_message.append((run.leads.spent + run.work.spent) / size)
    assert 0 < per_message[1] <= per_message[0] * 1.2, per_message


def test_a_small_run_keeps_every_lead() -> None:
    """The budget never touches an ordinary run: a near miss still gets its nearest carried value."""
    from evidence_audit.beam.rows import audit_run
    from evidence_audit.evidence import resolve_gate
    from evidence_audit.traces import Source, parse_line

    records = [
        {"run_id": "r", "seq": 0, "role": "tool", "content": json.dumps({"id": "W2378156", "total": 1032.5})},
        {"run_id": "r", "seq": 1, "role": "assistant", "content": "Order W2378157 totals $1,032.60."},
    ]
    messages = [m for i, r in enumerate(records) for m in parse_line(json.dumps(r).encode(), Source("t", i + 1)).messages]
    findings = audit_run("r", messages, resolve_gate({})).findings
    assert [(f["nearest"]["value"], f["leads_omitted"]) for f in findings] == [("w2378156", False), ("1032.5", False)]


# --- item 4: check's caches bounded by bytes ------------------------------------------------------


def _check_memory(cases: int, queue) -> None:  # pragma: no cover - runs in a child process
    from evidence_audit.check_filter import run_filter

    def lines():
        for i in range(cases):
            blob = f"{i:08d}" + "x" * (1 << 20)  # a distinct 1 MB result: one form
            options = {"min_digits": 4 + i % 50, "exempt": [f"e{i}"]}  # a distinct option set
            case = {"id": i, "answer": f"Got {i:08d}", "history": [{"role": "tool", "content": json.dumps({"blob": blob})}], "options": options}
            yield json.dumps(case).encode() + b"\n"
            if i == cases // 4:
                queue.put(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)

    class Sink:
        def write(self, data):
            pass

        def flush(self):
            pass

    summary = run_filter(lines(), Sink())
    queue.put(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
    queue.put(summary.failed)


@pytest.mark.slow
def test_check_memory_stays_flat_over_cases_with_large_distinct_results() -> None:
    """200 cases, each with its own 1 MB result and its own options: peak RSS grows by less than
    150 MB between the 50th case and the last (it grew 2.9 MB per case: over 400 MB for those 150;
    ci46b: 200 cases, not 400, half the check's time, the old growth still about 3x the bound)."""
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    child = context.Process(target=_check_memory, args=(200, queue))
    child.start()
    early, late, failed = (queue.get(timeout=600) for _ in range(3))
    child.join(60)
    assert failed == 0
    assert (late - early) / 1024 < 150, f"RSS grew from {early / 1024:.0f} MB to {late / 1024:.0f} MB"
