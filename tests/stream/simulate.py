"""Drive `StreamRun`s the way the streaming DoFn does, with no Beam: for fast property tests.

Elements arrive in the order given, each with its event time; the watermark is the arrival time
(nothing later has an earlier time): before each element, the judge timers due by then fire, in
due order; at the end every waiting answer is judged (the end of the stream).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from evidence_audit.beam.stream_run import StreamRun, StreamSettings
from evidence_audit.evidence import resolve_gate
from evidence_audit.traces import Source, parse_line
from evidence_audit.traces.model import message_to_tuple


def simulate(
    arrivals: Iterable[tuple[float, tuple[Source, bytes]]],
    *,
    wait: float,
    check_options: Mapping[str, Any] | None = None,
    restore_every_time: bool = False,
) -> dict[str, list]:
    """Answers, findings and dead letters of a stream of (arrival seconds, (Source, line))."""
    gate = resolve_gate(check_options or {})
    settings = StreamSettings.of_seconds(wait=wait, idle=10**6)
    runs: dict[str, StreamRun] = {}
    stored: dict[str, list[tuple]] = {}
    out: dict[str, list] = {"answers": [], "findings": [], "dead_letter": []}

    def run_of(run_id: str) -> StreamRun:
        if restore_every_time and run_id in runs:  # as a restarted worker would: from state only
            meta = runs[run_id].meta
            runs[run_id] = StreamRun.restore(run_id, gate, settings, meta, stored[run_id])
        return runs.setdefault(run_id, StreamRun(run_id, gate, settings))

    def fire(now_us: int | None) -> None:
        while True:
            due = [(run.next_due(), run_id) for run_id, run in runs.items() if run.next_due() is not None]
            due = [pair for pair in due if now_us is None or pair[0] <= now_us]
            if not due:
                return
            at, run_id = min(due)
            for answer, findings in run_of(run_id).judge_due(at):
                out["answers"].append(answer)
                out["findings"].extend(findings)

    for seconds, (source, raw) in arrivals:
        now = round(seconds * 1_000_000)
        fire(now)
        parsed = parse_line(raw, source)
        by_run: dict[str, list[tuple]] = {run_id: [] for run_id in parsed.run_ids}
        for message in parsed.messages:
            by_run.setdefault(message.run_id, []).append(message_to_tuple(message))
        for run_id, rows in by_run.items():
            accepted = run_of(run_id).accept(tuple(rows), now)
            stored.setdefault(run_id, []).extend(accepted.stored)
            out["dead_letter"].extend(accepted.dead_letters)
    fire(None)
    return out
