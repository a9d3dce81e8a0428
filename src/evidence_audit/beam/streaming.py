"""AuditStream: the audit on an unbounded stream of trace records, answer by answer.

    lines (event-timestamped) -> ParseRecords(unbuffered) -> AuditRunsLive -> {answers, findings,
                                                                             dead_letter, runs}

The same composite runs on Dataflow (records from Pub/Sub), on Beam's BundleBasedDirectRunner here
(the local `watch` command and the tests, fed by a TestStream), or inside a user's own streaming
pipeline: apply it to a PCollection of `(Source, bytes)` whose element timestamps are the records'
event times. It re-windows into the global window: per-run state must outlive any window.

`AuditRunsLiveFn` is a stateful DoFn keyed by run id. Beam state is the source of truth: a bag of
the run's messages and a small meta record (`stream_run.RunMeta`); two event-time timers act on
them: `judge` fires when the earliest waiting answer is due (its arrival + `wait`), `idle` when the
run has had no record for `idle` (the run is judged to the end, a closing row gives its final
answer count, its state is cleared and a tombstone turns away later records for one more `idle`).
The rules themselves live in `stream_run.py`, pure; this DoFn only reads and writes state, sets
timers, counts and yields. A live `StreamRun` per run (its auditor already fed) is cached in memory
and used only while the state's version matches it, so a restarted or rebalanced worker rebuilds
from state and gives the same rows.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator, Mapping
from typing import Any, Tuple  # noqa: UP035 - Beam's type hints want typing.Tuple

import apache_beam as beam
from apache_beam.coders import FastPrimitivesCoder
from apache_beam.metrics import Metrics
from apache_beam.pvalue import TaggedOutput
from apache_beam.transforms.timeutil import TimeDomain
from apache_beam.transforms.userstate import (
    BagStateSpec,
    ReadModifyWriteStateSpec,
    TimerSpec,
    on_timer,
)
from apache_beam.transforms.window import GlobalWindows
from apache_beam.utils.timestamp import Timestamp

from ..evidence import resolve_gate
from ..traces import ParseError, Source
from .audit import RunCounters
from .counters import NAMESPACE, counter
from .parse import DEAD_LETTER, ParseRecords, dead_letter_row, is_marker
from .rows import error_text
from .stream_run import LostMessage, RunMeta, StreamRun, StreamSettings

__all__ = ["DEFAULT_CACHE_RUNS", "STREAM_COUNTERS", "STREAM_OUTPUTS", "AuditRunsLive", "AuditStream", "stream_counter"]

FINDINGS = "findings"
RUNS = "runs"
STREAM_OUTPUTS = ("answers", "findings", "dead_letter", "runs")
DEFAULT_CACHE_RUNS = 1000  # live runs kept in memory per DoFn instance (state stays the truth)

# Counters of the streaming audit only, beside the batch audit's (`counters.COUNTERS`), in the
# same namespace. Answers are counted as they are judged, runs as they close.
STREAM_COUNTERS = (
    "late_records",  # records that arrived after an answer they precede was judged
    "rejected_records",  # records of runs past their state bound
    "over_bound_runs",  # runs that passed the bound
    "records_after_close",  # records of a run already closed for being idle
    "cache_rebuilds",  # live runs rebuilt from state (restart, eviction, a key that moved)
    "bigquery_refused_rows",  # rows BigQuery refused (bigquery_stream.py): kept as dead letters
)


def stream_counter(name: str):
    """The streaming counter `name` (checked against STREAM_COUNTERS)."""
    if name not in STREAM_COUNTERS:
        raise KeyError(f"unknown streaming counter {name!r}; declare it in STREAM_COUNTERS")
    return Metrics.counter(NAMESPACE, name)


def _by_run(element: tuple[str, Any]) -> tuple[str, Any]:
    """(run id, rows), typed: a string key lets Beam key the state with a deterministic coder."""
    return element


def _micros(ts: Timestamp) -> int:
    return ts.micros


class AuditRunsLiveFn(beam.DoFn):
    """(run id, message tuples of one record) -> answer rows as answers fall due; see the module."""

    MESSAGES = BagStateSpec("messages", FastPrimitivesCoder())
    META = ReadModifyWriteStateSpec("meta", FastPrimitivesCoder())
    JUDGE = TimerSpec("judge", TimeDomain.WATERMARK)
    IDLE = TimerSpec("idle", TimeDomain.WATERMARK)

    def __init__(self, options: Mapping[str, Any], settings: StreamSettings, cache_runs: int = DEFAULT_CACHE_RUNS) -> None:
        self.options = dict(options)
        self.settings = settings
        self.cache_runs = cache_runs
        self.counters = RunCounters()
        self.failed = counter("failed_runs")
        self.failed_answers = counter("failed_answers")
        self.failed_messages = counter("failed_messages")
        self.stream = {name: stream_counter(name) for name in STREAM_COUNTERS}
        self.gate = None
        self._cache: OrderedDict[str, StreamRun] = OrderedDict()

    def setup(self) -> None:
        self.gate = resolve_gate(self.options)
        self._cache = OrderedDict()

    # -- the live run: cached, checked against state ---------------------------------------

    def _run(self, run_id: str, meta: RunMeta, messages_state: Any) -> StreamRun:
        run = self._cache.get(run_id)
        if run is not None and run.meta.version == meta.version and run.meta.to_state() == meta.to_state():
            self._cache.move_to_end(run_id)
            return run
        if meta.version:
            self.stream["cache_rebuilds"].inc()
        run = StreamRun.restore(run_id, self.gate, self.settings, meta, messages_state.read())
        self._remember(run)
        return run

    def _remember(self, run: StreamRun) -> None:
        if self.cache_runs <= 0:
            return
        self._cache[run.run_id] = run
        self._cache.move_to_end(run.run_id)
        while len(self._cache) > self.cache_runs:
            self._cache.popitem(last=False)

    def _forget(self, run_id: str) -> None:
        self._cache.pop(run_id, None)

    # -- arrival -------------------------------------------------------------------------------

    def process(
        self,
        element: tuple[str, tuple[tuple, ...]],
        timestamp=beam.DoFn.TimestampParam,
        messages_state=beam.DoFn.StateParam(MESSAGES),
        meta_state=beam.DoFn.StateParam(META),
        judge_timer=beam.DoFn.TimerParam(JUDGE),
        idle_timer=beam.DoFn.TimerParam(IDLE),
    ) -> Iterator[Any]:
        run_id, items = element
        # a parse marker says a line of this run could not be read (its dead letter is written):
        # the run is then incomplete, and its answers judged from now on are not actionable
        # (a run the stream holds no record of yet is not opened by a marker alone)
        rows = tuple(item for item in items if not is_marker(item))
        meta = RunMeta.from_state(meta_state.read())
        if len(rows) != len(items):
            if meta.closed_at is None and meta.first_event is not None:
                run = self._run(run_id, meta, messages_state)
                run.meta.incomplete = True
                meta_state.write(run.meta.to_state())
                meta = run.meta
            if not rows:
                return
        if meta.closed_at is not None:
            self.stream["records_after_close"].inc(len(rows))
            for row in StreamRun.after_close(rows, run_id, meta, self.settings):
                yield TaggedOutput(DEAD_LETTER, row)
            return
        run = self._run(run_id, meta, messages_state)
        was_over = run.meta.over_bound
        accepted = run.accept(rows, _micros(timestamp))
        for row in accepted.stored:
            messages_state.add(row)
        meta_state.write(run.meta.to_state())
        if accepted.late:
            self.stream["late_records"].inc(accepted.late)
        if accepted.rejected:
            self.stream["rejected_records"].inc(accepted.rejected)
            if not was_over:
                self.stream["over_bound_runs"].inc()
        due = run.next_due()
        if due is not None:
            judge_timer.set(Timestamp(micros=due))
        idle_timer.set(Timestamp(micros=run.meta.last_event + self.settings.idle_us))
        for row in accepted.dead_letters:
            yield TaggedOutput(DEAD_LETTER, row)

    # -- judging -------------------------------------------------------------------------------

    def _judge(self, run: StreamRun, now_us: int | None) -> Iterator[Any]:
        try:
            judged = list(run.judge_due(now_us))
        except Exception as err:  # one run's failure must not stop the stream or vanish
            self.failed.inc()
            dropped = run.drop_pending()
            run.auditor = None
            first = min((m.source for m in run.messages), key=lambda s: (s.file, s.line), default=Source("", 0))
            reason = (
                f"run {run.run_id!r} could not be audited: {error_text(err)}; "
                f"{dropped} waiting answer(s) were not judged"
            )
            yield TaggedOutput(DEAD_LETTER, dead_letter_row(ParseError(first, reason, "")))
            return
        for item in judged:
            if isinstance(item, LostMessage):  # a message not taken in: later answers judged incomplete
                self.failed_messages.inc()
                yield TaggedOutput(DEAD_LETTER, dead_letter_row(item.error))
                continue
            if isinstance(item, ParseError):  # this answer's check raised: the run's others go on
                self.failed_answers.inc()
                yield TaggedOutput(DEAD_LETTER, dead_letter_row(item))
                continue
            answer, findings = item
            self.counters.count_answer(answer)
            yield answer
            for row in findings:
                self.counters.count_finding(row)
                yield TaggedOutput(FINDINGS, row)

    @on_timer(JUDGE)
    def on_due(
        self,
        key=beam.DoFn.KeyParam,
        timestamp=beam.DoFn.TimestampParam,
        messages_state=beam.DoFn.StateParam(MESSAGES),
        meta_state=beam.DoFn.StateParam(META),
        judge_timer=beam.DoFn.TimerParam(JUDGE),
    ) -> Iterator[Any]:
        meta = RunMeta.from_state(meta_state.read())
        if meta.closed_at is not None or not meta.pending:
            return
        run = self._run(key, meta, messages_state)
        yield from self._judge(run, _micros(timestamp))
        meta_state.write(run.meta.to_state())
        due = run.next_due()
        if due is not None:
            judge_timer.set(Timestamp(micros=due))

    # -- closing -------------------------------------------------------------------------------

    @on_timer(IDLE)
    def on_idle(
        self,
        key=beam.DoFn.KeyParam,
        timestamp=beam.DoFn.TimestampParam,
        messages_state=beam.DoFn.StateParam(MESSAGES),
        meta_state=beam.DoFn.StateParam(META),
        judge_timer=beam.DoFn.TimerParam(JUDGE),
        idle_timer=beam.DoFn.TimerParam(IDLE),
    ) -> Iterator[Any]:
        meta = RunMeta.from_state(meta_state.read())
        if meta.closed_at is not None:  # the tombstone has turned late records away long enough
            meta_state.clear()
            return
        run = self._run(key, meta, messages_state)
        now = _micros(timestamp)
        yield from self._judge(run, None)
        row = run.closing_row(now)
        self.counters.count_run(
            row["messages"],
            row["duplicate_records"],
            row["conflicting_positions"],
            row["answers"],
            incomplete=run.meta.incomplete,
            content=bool(row["messages"] or row["rejected_records"]),
        )
        yield TaggedOutput(RUNS, row)
        messages_state.clear()
        judge_timer.clear()
        meta_state.write(run.tombstone(now).to_state())
        idle_timer.set(Timestamp(micros=now + self.settings.idle_us))
        self._forget(key)


class AuditRunsLive(beam.PTransform):
    """(run id, message tuples) with event times -> answers; FINDINGS, DEAD_LETTER, RUNS rows."""

    def __init__(self, options: Mapping[str, Any] | None, settings: StreamSettings, cache_runs: int = DEFAULT_CACHE_RUNS) -> None:
        super().__init__()
        self.options = dict(options or {})
        resolve_gate(self.options)  # validate once, at construction
        self.settings = settings
        self.cache_runs = cache_runs

    def expand(self, records: beam.PCollection):  # -> DoOutputsTuple (see beam/README.md, "Type hints")
        fn = AuditRunsLiveFn(self.options, self.settings, self.cache_runs)
        return (
            records
            | "KeepRunsForever" >> beam.WindowInto(GlobalWindows())
            | "TypeByRun" >> beam.Map(_by_run).with_output_types(Tuple[str, Any])  # noqa: UP006
            | "AuditAsDue" >> beam.ParDo(fn).with_outputs(
                FINDINGS, DEAD_LETTER, RUNS, main="answers"
            )
        )


class AuditStream(beam.PTransform):
    """The streaming audit: (Source, line) with event times -> answers, findings, dead letters, runs.

    `wait` (seconds of event time) is how long an answer waits for records that belong before it;
    `idle` closes a run with no record for that long; `max_run_bytes` bounds one run's state.
    Options are validated here, once.
    """

    def __init__(
        self,
        fmt: str = "auto",
        run_id_fields: Any = None,
        check_options: Mapping[str, Any] | None = None,
        *,
        settings: StreamSettings | None = None,
        cache_runs: int = DEFAULT_CACHE_RUNS,
    ) -> None:
        super().__init__()
        self.parse = ParseRecords(fmt, run_id_fields, pregroup=False)
        self.audit = AuditRunsLive(check_options, settings or StreamSettings(), cache_runs)

    def expand(self, lines: beam.PCollection):  # -> {output: PCollection} (beam/README.md, "Type hints")
        parsed = lines | "ParseRecords" >> self.parse
        audited = parsed.records | "AuditRunsLive" >> self.audit
        dead_letter = (parsed[DEAD_LETTER], audited[DEAD_LETTER]) | "JoinDeadLetters" >> beam.Flatten()
        return {
            "answers": audited.answers,
            "findings": audited[FINDINGS],
            "dead_letter": dead_letter,
            "runs": audited[RUNS],
        }
