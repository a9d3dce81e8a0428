"""AuditStream on scripted streams: order, lateness, repeats, interleaving, idle expiry, the bound.

Each test plays a TestStream (event times and watermark moves in seconds) into the composite on
Beam's BundleBasedDirectRunner and reads the rows the `watch` sink wrote.
"""

from __future__ import annotations

import pytest

from evidence_audit.beam.stream_run import StreamSettings
from evidence_audit.beam.streaming import AuditStream

from .batch import batch_rows, canonical
from .helpers import add, line, stream_audit, watermark

pytestmark = pytest.mark.slow


def order_run(run_id: str = "r1", first_line: int = 1) -> list:
    """A run whose answer copies an order id and a tracking number from the one tool result."""
    records = [
        {"run_id": run_id, "seq": 0, "role": "user", "content": "Where is my last order?"},
        {"run_id": run_id, "seq": 1, "role": "assistant", "content": "",
         "tool_calls": [{"id": "c1", "name": "get_order", "arguments": "{}"}]},
        {"run_id": run_id, "seq": 2, "role": "tool", "tool_call_id": "c1",
         "content": '{"order": "W7301955", "tracking": "TRK-88213", "total": 1032.5}'},
        {"run_id": run_id, "seq": 3, "role": "assistant",
         "content": "Order W7301955 ships with tracking TRK-88213; the total was $1,032.50."},
        {"run_id": run_id, "seq": 4, "role": "user", "content": "And the tracking number again?"},
        {"run_id": run_id, "seq": 5, "role": "assistant", "content": "It is TRK-88213."},
    ]
    return [line(record, first_line + i) for i, record in enumerate(records)]


# -- in order --------------------------------------------------------------------------------


def test_records_in_order_give_the_batch_rows(tmp_path) -> None:
    """Records arriving in wire order: every answer judged, rows equal to the batch audit's."""
    lines = order_run()
    script = []
    for i, element in enumerate(lines):
        script += [add(i, element), watermark(i + 0.5)]
    rows = stream_audit(script, tmp_path)
    batch = batch_rows(lines)
    assert canonical(rows["answers"]) == canonical(batch["answers"])
    assert canonical(rows["findings"]) == canonical(batch["findings"]) == []
    assert [r["verdict"] for r in sorted(rows["answers"], key=lambda r: r["answer_index"])] == ["clean", "clean"]
    assert rows["dead_letter"] == []
    [closed] = rows["runs"]
    assert closed["answers"] == 2 and closed["messages"] == 6 and closed["late_records"] == 0


def test_an_answer_is_judged_only_once_its_wait_is_over(tmp_path) -> None:
    """Before the watermark passes arrival + wait, no answer row; after, one (judged by a timer)."""
    lines = order_run()
    script = [add(0, *lines[:4]), watermark(4.9)]
    # the stream ends at 4.9 < 0 + 5 only in event time: the end of the stream flushes it anyway
    rows = stream_audit(script, tmp_path, wait=5)
    assert len(rows["answers"]) == 1 and rows["answers"][0]["verdict"] == "clean"


# -- a tool result late, within the wait -------------------------------------------------------


def test_a_tool_result_late_within_the_wait_grounds_the_answer(tmp_path) -> None:
    """The result arrives after its answer but before the answer is due: the answer is clean."""
    lines = order_run()
    user, call, result, answer = lines[:4]
    script = [add(0, user, call), watermark(1), add(2, answer), watermark(4), add(6, result), watermark(8)]
    rows = stream_audit(script, tmp_path, wait=5)
    [row] = rows["answers"]
    assert row["verdict"] == "clean" and row["unsupported_count"] == 0 and row["grounded_count"] >= 2
    assert rows["findings"] == [] and rows["dead_letter"] == []
    assert rows["runs"][0]["late_records"] == 0


# -- later than the wait -----------------------------------------------------------------------


def test_a_tool_result_later_than_the_wait_is_reported_and_used_for_later_answers(tmp_path) -> None:
    """The answer is judged without it (flagged, as it was served); a dead letter names the miss;
    the next answer of the run is judged with it (as the batch audit judges it)."""
    lines = order_run()
    user, call, result, answer, user2, answer2 = lines
    script = [
        add(0, user, call), add(2, answer), watermark(20),  # the answer is due at 7: judged, flagged
        add(21, result), watermark(22),
        add(23, user2, answer2), watermark(40),
    ]
    rows = stream_audit(script, tmp_path, wait=5)
    by_index = {r["answer_index"]: r for r in rows["answers"]}
    assert by_index[0]["verdict"] == "flagged"
    assert {f["value"] for f in rows["findings"]} == {"w7301955", "trk-88213", "1032.50"} - {"1032.50"} | {
        f["value"] for f in rows["findings"] if f["shape"] == "number"
    }
    assert all(f["answer_index"] == 0 for f in rows["findings"])
    assert by_index[1]["verdict"] == "clean"  # TRK-88213 is grounded by the late result
    assert by_index[1] == batch_rows(lines)["answers"][1]
    [late] = rows["dead_letter"]
    assert late["source_line"] == 3
    assert late["reason"].startswith("line 3 of live.jsonl: run 'r1': this tool record arrived after 1 answer")
    assert "--wait of 5 s" in late["reason"] and '"tool_call_id":"c1"' in late["raw"]
    assert rows["runs"][0]["late_records"] == 1


def test_an_answer_later_than_the_wait_is_still_judged_against_what_precedes_it(tmp_path) -> None:
    """A late answer is judged (never dropped) against the messages before it in wire order; the
    answer judged before it keeps the index it was given (rows are never retracted)."""
    lines = order_run()
    user, call, result, answer, user2, answer2 = lines
    script = [add(0, user, call, result), add(1, user2, answer2), watermark(30), add(31, answer), watermark(60)]
    rows = stream_audit(script, tmp_path, wait=5)
    batch = {r["source_line"]: r for r in batch_rows(lines)["answers"]}
    streamed = {r["source_line"]: r for r in rows["answers"]}
    assert streamed[4] == batch[4]  # the late answer: index 0, judged against the result before it
    assert streamed[6] == {**batch[6], "answer_index": 0}  # judged first, when it was the only one
    [late] = rows["dead_letter"]
    assert "this answer arrived after 1 answer" in late["reason"]
    assert rows["runs"][0]["late_records"] == 1 and rows["runs"][0]["answers"] == 2


# -- duplicates ----------------------------------------------------------------------------------


def test_repeated_records_are_dropped_and_counted(tmp_path) -> None:
    """Every record delivered twice (once right away, once much later): one row per answer."""
    lines = order_run()
    script = []
    for i, element in enumerate(lines):
        script += [add(i, element, element), watermark(i + 0.5)]
    script += [watermark(20), add(21, *lines), watermark(30)]
    rows = stream_audit(script, tmp_path, wait=5)
    assert canonical(rows["answers"]) == canonical(batch_rows(lines)["answers"])
    assert len(rows["answers"]) == 2 and rows["dead_letter"] == []
    assert rows["runs"][0]["duplicate_records"] == 12 and rows["runs"][0]["late_records"] == 0


# -- two runs interleaved ------------------------------------------------------------------------


def test_two_interleaved_runs_are_judged_apart(tmp_path) -> None:
    """Lines of two runs alternate: each run is judged on its own messages only."""
    a = order_run("ra", 1)
    other = [
        {"run_id": "rb", "seq": 0, "role": "user", "content": "Status of port fc1/3?"},
        {"run_id": "rb", "seq": 1, "role": "assistant", "content": "", "tool_calls": [{"id": "k1", "name": "port", "arguments": "{}"}]},
        {"run_id": "rb", "seq": 2, "role": "tool", "tool_call_id": "k1", "content": '{"port": "fc1/3", "fcid": "0xef0101"}'},
        {"run_id": "rb", "seq": 3, "role": "assistant", "content": "fc1/3 has FCID 0xef0102 and tracking TRK-88213."},
    ]
    b = [line(record, 100 + i) for i, record in enumerate(other)]
    script = []
    merged = [x for pair in zip(a, b) for x in pair] + a[len(b):]
    for i, element in enumerate(merged):
        script += [add(i, element), watermark(i + 0.5)]
    rows = stream_audit(script, tmp_path, wait=3)
    batch = batch_rows(a + b)
    assert canonical(rows["answers"]) == canonical(batch["answers"])
    assert canonical(rows["findings"]) == canonical(batch["findings"])
    flagged = {(f["run_id"], f["value"]) for f in rows["findings"]}
    assert flagged == {("rb", "0xef0102"), ("rb", "trk-88213")}  # ra's result does not ground rb
    assert sorted((r["run_id"], r["answers"]) for r in rows["runs"]) == [("ra", 2), ("rb", 1)]


# -- idle expiry ---------------------------------------------------------------------------------


def test_an_idle_run_closes_with_its_final_answer_count_and_turns_late_records_away(tmp_path) -> None:
    """No record for `idle`: the run closes (a runs row with its answer count); a record of it
    then is a dead letter; once the tombstone is gone too, a record opens the run anew."""
    lines = order_run()
    script = [add(0, *lines[:4]), watermark(10)]
    script += [watermark(30), add(31, lines[4]), watermark(60), add(61, lines[5]), watermark(70)]
    rows = stream_audit(script, tmp_path, wait=5, idle=20)
    first, second = sorted(rows["runs"], key=lambda r: r["closed_at"])
    assert first["answers"] == 1 and first["messages"] == 4
    assert first["closed_at"] == 20 * 10**9 and first["last_event"] == 0
    [after] = rows["dead_letter"]
    assert after["source_line"] == 5
    assert "was closed at 1970-01-01T00:00:20Z, 20 s after its last record (--idle)" in after["reason"]
    assert second["answers"] == 1 and second["messages"] == 1  # a run opened anew at 61


def test_every_run_closes_when_the_stream_ends(tmp_path) -> None:
    """At the end of the stream (watermark to infinity) waiting answers are judged, runs closed."""
    rows = stream_audit([add(0, *order_run())], tmp_path, wait=5, idle=1000)
    assert len(rows["answers"]) == 2 and len(rows["runs"]) == 1 and rows["runs"][0]["answers"] == 2


# -- the bound -----------------------------------------------------------------------------------


def test_a_run_past_its_state_bound_gets_dead_letters_never_a_crash(tmp_path) -> None:
    """Past max_run_bytes a run takes no more records: each is a dead letter with the reason;
    answers already in are judged; the closing row says it went over."""
    lines = order_run()
    big = line({"run_id": "r1", "seq": 6, "role": "tool", "tool_call_id": "c2", "content": "x" * 5000}, 7)
    script = [add(0, *lines[:4]), watermark(1), add(2, big), add(3, lines[4], lines[5]), watermark(10)]
    rows = stream_audit(script, tmp_path, wait=5, max_run_bytes=2000)
    assert [r["answer_index"] for r in rows["answers"]] == [0]
    reasons = [d["reason"] for d in sorted(rows["dead_letter"], key=lambda d: d["source_line"])]
    assert len(reasons) == 3
    assert reasons[0].startswith("line 5 of live.jsonl: run 'r1' passed its state bound of 2,000 bytes")
    assert "would pass the bound of 2,000 bytes (--max-run-bytes)" in reasons[2]
    [closed] = rows["runs"]
    assert closed["over_bound"] is True and closed["rejected_records"] == 3 and closed["answers"] == 1


# -- state is the truth ----------------------------------------------------------------------------


def test_without_the_in_memory_cache_the_rows_are_the_same(tmp_path) -> None:
    """With no cached run (as after a worker restart, for every element) state alone gives the rows."""
    lines = order_run()
    user, call, result, answer, user2, answer2 = lines
    script = [add(0, user, call), add(2, answer), watermark(4), add(6, result), watermark(20),
              add(21, user2, answer2, answer2), watermark(40)]
    cached = stream_audit(script, tmp_path / "cached", wait=5)
    rebuilt = stream_audit(script, tmp_path / "rebuilt", wait=5, cache_runs=0)
    for name in ("answers", "findings", "dead_letter", "runs"):
        assert canonical(cached[name]) == canonical(rebuilt[name]), name


# -- records that are not records ------------------------------------------------------------------


def test_bad_lines_are_dead_letters_and_the_stream_goes_on(tmp_path) -> None:
    """A line that is not JSON is a dead letter with its place; the rest is audited."""
    lines = order_run()
    script = [add(0, line("{not json", 50), *lines), watermark(10)]
    rows = stream_audit(script, tmp_path)
    [bad] = rows["dead_letter"]
    assert bad["source_line"] == 50 and bad["reason"].startswith("line 50 of live.jsonl")
    assert len(rows["answers"]) == 2


def test_options_are_checked_when_the_transform_is_built() -> None:
    """A bad check option or dial fails at construction, naming it."""
    with pytest.raises(ValueError, match="min_digits"):
        AuditStream(check_options={"min_digits": 0})
    with pytest.raises(ValueError, match="idle .* must be longer than wait"):
        StreamSettings.of_seconds(wait=10, idle=5)
