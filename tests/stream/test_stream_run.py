"""The per-run streaming rules, pure (no Beam): repeats, lateness, the bound, state round trips,
and batch equality over many arrival orders (hypothesis), with and without the live cache."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evidence_audit.beam.stream_run import (
    RunMeta,
    StreamRun,
    StreamSettings,
    message_bytes,
    record_digest,
)
from evidence_audit.evidence import resolve_gate
from evidence_audit.traces import parse_line
from evidence_audit.traces.model import message_from_tuple, message_to_tuple

from .batch import batch_rows, canonical
from .simulate import simulate
from .test_equivalence import corpus_lines
from .test_streaming import order_run

GATE = resolve_gate({})
SECOND = 1_000_000


def tuples_of(element) -> tuple[tuple, ...]:
    source, raw = element
    return tuple(message_to_tuple(m) for m in parse_line(raw, source).messages)


def fresh(wait: float = 5, idle: float = 100, max_run_bytes: int | None = None) -> StreamRun:
    extra = {"max_run_bytes": max_run_bytes} if max_run_bytes else {}
    return StreamRun("r1", GATE, StreamSettings.of_seconds(wait=wait, idle=idle, **extra))


# -- settings and values ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"wait": -1}, "wait must be 0 seconds or more"),
        ({"wait": 10, "idle": 10}, r"idle \(10 s\) must be longer than wait \(10 s\)"),
        ({"max_run_bytes": 0}, "max_run_bytes must be at least 1"),
    ],
)
def test_settings_refuse_what_cannot_work(kwargs, message) -> None:
    """A negative wait, an idle no longer than the wait, an empty bound: each named."""
    with pytest.raises(ValueError, match=message):
        StreamSettings.of_seconds(**kwargs)


def test_a_record_digest_is_equal_for_repeats_and_differs_otherwise() -> None:
    """The same record read twice (even from another file) has one digest; other records not."""
    [a] = tuples_of(order_run()[0])
    again = message_from_tuple(a[:10] + ("other.jsonl", 99) + a[12:])
    other = message_from_tuple(a[:3] + ("Where is my first order?",) + a[4:])
    assert record_digest(message_from_tuple(a)) == record_digest(again)
    assert record_digest(message_from_tuple(a)) != record_digest(other)
    assert len(record_digest(other)) == 16


def test_message_bytes_counts_text_calls_and_an_overhead() -> None:
    """What a message counts against the bound grows with its text and its calls' arguments."""
    _, call, result, *_ = [tuples_of(e)[0] for e in order_run()]
    assert message_bytes(result) == 64 + len("r1") + len("tool") + len(result[3]) + len("c1") + len("live.jsonl") + len("record")
    assert message_bytes(call) > 64 + len("get_order")


def test_meta_survives_its_state_round_trip() -> None:
    """RunMeta -> primitives -> RunMeta is the identity (what the value state stores)."""
    meta = RunMeta(3, 900, 1, 7, ((b"x" * 16, 12),), (b"y" * 16,), b"y" * 16, 2, 1, 0, False, None)
    assert RunMeta.from_state(meta.to_state()) == meta
    assert RunMeta.from_state(None) == RunMeta()


# -- arrival ------------------------------------------------------------------------------------


def test_a_repeat_is_dropped_and_counted_and_an_answer_waits_once() -> None:
    """The same record twice stores one copy; an answer record waits for judgement once."""
    run = fresh()
    answer = tuples_of(order_run()[3])
    first = run.accept(answer, 0)
    second = run.accept(answer, 1 * SECOND)
    assert len(first.stored) == 1 and second.stored == [] and second.duplicates == 1
    assert len(run.meta.pending) == 1 and run.next_due() == 5 * SECOND
    assert run.meta.duplicates == 1 and run.meta.version == 1


def test_an_answer_is_judged_against_what_precedes_it_in_wire_order_not_arrival() -> None:
    """Answer first, its result later: judged at its due time, it is grounded."""
    run = fresh()
    lines = order_run()
    run.accept(tuples_of(lines[3]), 0)
    for i in (0, 1, 2):
        run.accept(tuples_of(lines[i]), 2 * SECOND)
    assert list(run.judge_due(4 * SECOND)) == []  # not due yet
    [(answer, findings)] = list(run.judge_due(5 * SECOND))
    assert answer["verdict"] == "clean" and findings == [] and answer["answer_index"] == 0
    assert run.meta.pending == () and len(run.meta.judged) == 1


def test_a_record_past_the_bound_is_refused_and_so_is_every_later_one() -> None:
    """Past max_run_bytes: dead letters naming the bound; the run stores nothing more."""
    run = fresh(max_run_bytes=300)
    lines = order_run()
    stored = [len(run.accept(tuples_of(e), 0).stored) for e in lines]
    assert run.meta.over_bound and run.meta.state_bytes <= 300
    assert run.meta.rejected == stored.count(0) >= 2
    assert sum(stored) == run.meta.version


def test_a_late_result_names_the_answers_it_missed() -> None:
    """A result that sorts before two judged answers: one dead letter saying 2 answers missed it."""
    run = fresh()
    user, call, result, answer, user2, answer2 = order_run()
    for element in (user, call, answer, user2, answer2):
        run.accept(tuples_of(element), 0)
    judged = list(run.judge_due(5 * SECOND))
    assert [a["verdict"] for a, _ in judged] == ["flagged", "flagged"]
    late = run.accept(tuples_of(result), 9 * SECOND)
    assert late.late == 1 and len(late.stored) == 1
    assert "arrived after 2 answers that follow it had been judged" in late.dead_letters[0]["reason"]
    assert run.auditor is None  # what it was fed changed: rebuilt on the next judgement


def test_a_restored_run_judges_like_the_live_one() -> None:
    """A run rebuilt from its stored tuples and meta (a restart) gives the same next rows."""
    lines = order_run()
    live, stored = fresh(), []
    for element in lines[:4]:
        stored += live.accept(tuples_of(element), 0).stored
    list(live.judge_due(5 * SECOND))
    for element in lines[4:]:
        stored += live.accept(tuples_of(element), 6 * SECOND).stored
    restored = StreamRun.restore("r1", GATE, live.settings, RunMeta.from_state(live.meta.to_state()), stored)
    assert list(restored.judge_due(11 * SECOND)) == list(live.judge_due(11 * SECOND))


def test_the_closing_row_counts_the_run() -> None:
    """The closing row: final answer count, messages, repeats, late records, times in ns."""
    run = fresh()
    for i, element in enumerate(order_run()):
        run.accept(tuples_of(element), i * SECOND)
    run.accept(tuples_of(order_run()[0]), 6 * SECOND)
    list(run.judge_due(None))
    row = run.closing_row(100 * SECOND)
    assert row == {
        "run_id": "r1", "answers": 2, "messages": 6, "duplicate_records": 1, "conflicting_positions": 0,
        "late_records": 0, "rejected_records": 0, "over_bound": False, "state_bytes": run.meta.state_bytes,
        "first_event": 0, "last_event": 6 * 10**9, "closed_at": 100 * 10**9,
    }
    assert run.tombstone(100 * SECOND).closed_at == 100 * SECOND


# -- batch equality over many orders (hypothesis) ------------------------------------------------


@pytest.fixture(scope="module")
def corpora(tmp_path_factory) -> dict[str, tuple[list, dict]]:
    out = {}
    for fmt, runs, seed in (("mixed", 30, 11), ("events", 20, 12), ("otel", 12, 13)):
        lines = corpus_lines(tmp_path_factory.mktemp(fmt), fmt, runs, seed)
        out[fmt] = (lines, batch_rows(lines))
    return out


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    fmt=st.sampled_from(["mixed", "events", "otel"]),
    seed=st.integers(0, 2**32 - 1),
    wait=st.sampled_from([1.0, 3.0, 10.0]),
    restore=st.booleans(),
)
def test_any_order_within_the_wait_gives_the_batch_rows(corpora, fmt, seed, wait, restore) -> None:
    """Each line delayed by less than the wait (some twice): rows equal the batch audit's."""
    lines, batch = corpora[fmt]
    rng = random.Random(seed)
    arrivals = []
    for i, element in enumerate(lines):
        arrivals.append((i + rng.uniform(0, wait * 0.999), element))
        if rng.random() < 0.1:
            arrivals.append((i + rng.uniform(0, wait * 0.999), element))
    arrivals.sort(key=lambda pair: pair[0])
    out = simulate(arrivals, wait=wait, restore_every_time=restore)
    assert canonical(out["findings"]) == canonical(batch["findings"])
    assert canonical(out["answers"]) == canonical(batch["answers"])
    assert out["dead_letter"] == []


def test_the_closing_row_has_exactly_the_documented_fields() -> None:
    """runs rows carry the fields of schema.RUN_FIELDS, in that order (one layout, documented)."""
    from evidence_audit.beam.schema import RUN_FIELDS

    run = fresh()
    run.accept(tuples_of(order_run()[0]), 0)
    assert list(run.closing_row(SECOND)) == [name for name, _, _ in RUN_FIELDS]
