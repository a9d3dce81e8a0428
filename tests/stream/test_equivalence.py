"""The property that matters most: a complete corpus streamed in any order within the wait gives
exactly the batch audit's findings and answer rows.

A synth corpus (every format mixed, and `events` alone, whose runs span many lines) is streamed
with each line delayed by a random amount less than the wait, some lines delivered twice, and the
watermark following arrival time, on Beam's BundleBasedDirectRunner.
"""

from __future__ import annotations

import random

import pytest

from evidence_audit.synth import write_corpus
from evidence_audit.traces import Source, parse_line

from .batch import batch_rows, canonical
from .helpers import add, stream_audit, watermark

pytestmark = pytest.mark.slow

WAIT = 20.0


def corpus_lines(tmp_path, fmt: str, runs: int, seed: int) -> list[tuple[Source, bytes]]:
    """A synth corpus as (Source, line) elements, each run's lines in the order its producer sends them.

    An exporter sends a span when it ends, but the synth writer puts a turn's `invoke_agent` span
    (which ends last) before its children. So each run's lines keep their places in the file
    between other runs' lines, and are put in those places in the order of their latest time.
    """
    path = tmp_path / f"{fmt}.jsonl"
    write_corpus(str(path), runs, seed, fmt)
    with open(path, "rb") as handle:
        lines = [(Source(str(path), i), raw.rstrip(b"\n")) for i, raw in enumerate(handle, start=1)]
    by_run: dict[str, list[int]] = {}
    sent_at: list[int] = []
    for i, (source, raw) in enumerate(lines):
        parsed = parse_line(raw, source)
        by_run.setdefault(parsed.run_ids[0], []).append(i)
        sent_at.append(max((m.ts or 0 for m in parsed.messages), default=0))
    order = list(range(len(lines)))
    for places in by_run.values():
        for place, i in zip(places, sorted(places, key=lambda i: (sent_at[i], i)), strict=True):
            order[place] = i
    return [lines[i] for i in order]


def shuffled_within(lines, seed: int, wait: float, repeat: float = 0.1, tick: float = 5.0) -> list[tuple]:
    """A script: line i arrives at i + a delay in [0, wait - 1); a tenth of lines arrive twice.

    The watermark moves once per `tick` seconds, to the start of the next tick (nothing arrives
    later with an earlier time): fewer watermark moves keep the local runner quick.
    """
    rng = random.Random(seed)
    arrivals = []
    for i, element in enumerate(lines):
        arrivals.append((round(i + rng.uniform(0, wait - 1), 3), element))
        if rng.random() < repeat:
            arrivals.append((round(i + rng.uniform(0, wait - 1), 3), element))
    arrivals.sort(key=lambda pair: pair[0])
    script: list[tuple] = []
    for t, element in arrivals:
        script.append(add(t, element))
        script.append(watermark(tick * (t // tick)))  # the start of this tick: never past a later arrival
    return script


@pytest.mark.parametrize(
    ("fmt", "runs", "seed"),
    [("mixed", 60, 1), ("events", 40, 2), ("otel", 25, 3)],
)
def test_streamed_in_any_order_within_the_wait_equals_batch(tmp_path, fmt, runs, seed) -> None:
    """Findings and answer rows equal the batch audit's; nothing is late; every run closes."""
    lines = corpus_lines(tmp_path, fmt, runs, seed)
    batch = batch_rows(lines)
    assert batch["findings"], "the corpus must plant fabrications for the test to mean anything"
    rows = stream_audit(shuffled_within(lines, seed, WAIT), tmp_path / "out", wait=WAIT, idle=10 * WAIT)
    assert canonical(rows["findings"]) == canonical(batch["findings"])
    assert canonical(rows["answers"]) == canonical(batch["answers"])
    assert rows["dead_letter"] == []
    assert len(rows["runs"]) == runs
    assert sum(r["answers"] for r in rows["runs"]) == len(batch["answers"])
    assert all(r["late_records"] == 0 for r in rows["runs"])


def test_streamed_far_out_of_order_the_late_records_are_all_reported(tmp_path) -> None:
    """With delays far past the wait, findings may differ from batch, and then every answer
    whose row differs is named by a late-record dead letter of its run."""
    lines = corpus_lines(tmp_path, "events", 30, 4)
    batch = {(r["run_id"], r["source_line"]): r for r in batch_rows(lines)["answers"]}
    rows = stream_audit(shuffled_within(lines, 4, 200.0, repeat=0), tmp_path / "out", wait=2, idle=1000)
    streamed = {(r["run_id"], r["source_line"]): r for r in rows["answers"]}
    assert streamed.keys() == batch.keys()  # every answer judged once, late or not
    late_runs = {r["run_id"] for r in rows["runs"] if r["late_records"]}
    differing = {run for (run, _), row in streamed.items() if row != batch[(run, _)]}
    assert differing and differing <= late_runs
    assert len(rows["dead_letter"]) == sum(r["late_records"] for r in rows["runs"])
