"""The local follower: which lines become stream elements, when, with which numbers and times."""

from __future__ import annotations

import threading

import pytest
from apache_beam.coders import FastPrimitivesCoder

from evidence_audit.beam.follow import Follower, finding_line, run_line

CODER = FastPrimitivesCoder()


def drain(follower: Follower, polls: int) -> tuple[list[tuple[str, int, bytes, int]], list[int]]:
    """Take `polls` polls' worth of events: (path, line, bytes, event time) elements, watermarks."""
    elements, marks = [], []
    events = follower.events()
    for event in events:
        if event.HasField("element_event"):
            for e in event.element_event.elements:
                path, number, raw = CODER.decode(e.encoded_element)
                elements.append((path, number, raw, e.timestamp))
        else:
            marks.append(event.watermark_event.new_watermark)
            if len(marks) == polls:
                break
    return elements, marks


def test_complete_lines_are_sent_once_with_their_numbers_and_read_times(tmp_path) -> None:
    """A line without its newline waits; later growth continues the numbering; times are the clock's."""
    path = tmp_path / "t.jsonl"
    path.write_bytes(b'{"a": 1}\r\n{"b": 2}\n{"c": ')
    ticks = iter(range(1000, 10**6, 1000))
    follower = Follower([str(tmp_path)], poll=0.001, clock=lambda: next(ticks))
    events = follower.events()
    first = []
    for event in events:
        if event.HasField("watermark_event"):
            break
        first += [CODER.decode(e.encoded_element) for e in event.element_event.elements]
    assert first == [(str(path), 1, b'{"a": 1}'), (str(path), 2, b'{"b": 2}')]
    with open(path, "ab") as handle:
        handle.write(b'3}\n\n{"d": 4}\n')
    second = []
    for event in events:
        if event.HasField("watermark_event"):
            break
        second += [CODER.decode(e.encoded_element) for e in event.element_event.elements]
    assert second == [(str(path), 3, b'{"c": 3}'), (str(path), 4, b""), (str(path), 5, b'{"d": 4}')]


def test_the_stream_ends_after_quiet_with_a_last_unended_line(tmp_path) -> None:
    """With until_quiet, the stream ends once nothing grows; an unended last line is sent then."""
    (tmp_path / "t.jsonl").write_bytes(b'{"a": 1}\n{"z": 9}')
    follower = Follower([str(tmp_path / "*.jsonl")], poll=0.01, until_quiet=0.05)
    elements = []
    marks = []
    for event in follower.events():  # ends by itself
        if event.HasField("element_event"):
            elements += [CODER.decode(e.encoded_element)[1:] for e in event.element_event.elements]
        else:
            marks.append(event.watermark_event.new_watermark)
    assert elements == [(1, b'{"a": 1}'), (2, b'{"z": 9}')]
    assert marks == sorted(set(marks)) and len(marks) >= 2  # the watermark only moves forward


def test_stop_ends_the_stream_and_output_folders_are_not_followed(tmp_path) -> None:
    """stop() ends the stream at the next poll; files under an excluded folder are never read."""
    (tmp_path / "in.jsonl").write_bytes(b"1\n")
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "findings.jsonl").write_bytes(b"ours\n")
    (tmp_path / ".hidden").write_bytes(b"no\n")
    follower = Follower([str(tmp_path)], poll=5, exclude=[str(tmp_path / "out")])
    threading.Timer(0.2, follower.stop).start()
    sent = [CODER.decode(e.encoded_element)[2] for event in follower.events() if event.HasField("element_event")
            for e in event.element_event.elements]
    assert sent == [b"1"] and follower.stopping


def test_a_file_that_shrinks_is_read_again_from_its_start(tmp_path, capsys) -> None:
    """A truncated (or replaced) file is read from line 1 again, and stderr says so."""
    path = tmp_path / "t.jsonl"
    path.write_bytes(b"one\ntwo\n")
    follower = Follower([str(path)], poll=0.001)
    events = follower.events()
    got = []
    for event in events:
        if event.HasField("watermark_event"):
            if len(got) >= 2:
                path.write_bytes(b"new\n")
            if len(got) >= 3:
                break
            continue
        got += [CODER.decode(e.encoded_element)[1:] for e in event.element_event.elements]
    assert got == [(1, b"one"), (2, b"two"), (1, b"new")]
    assert "shrank; reading it again from its start" in capsys.readouterr().err


def test_follower_options_are_checked() -> None:
    with pytest.raises(ValueError, match="nothing to follow"):
        Follower([])
    with pytest.raises(ValueError, match="poll must be positive"):
        Follower(["x"], poll=0)


def test_printed_lines_say_what_a_person_needs() -> None:
    """A finding line names run, answer, value, shape, context and place; a closed run its counts."""
    finding = {"run_id": "r1", "answer_index": 2, "kind": "ungrounded", "value": "w1773051", "shape": "identifier",
               "context": "Order W1773051 is cancelled.", "source_file": "live/t.jsonl", "source_line": 17}
    assert finding_line(finding) == (
        'finding  run r1  answer 2  ungrounded w1773051 (identifier)  "Order W1773051 is cancelled."  live/t.jsonl:17'
    )
    closed = {"run_id": "r1", "answers": 6, "messages": 28, "late_records": 1, "duplicate_records": 0,
              "rejected_records": 0, "over_bound": False}
    assert run_line(closed) == "closed   run r1  6 answers, 28 messages (1 late)"


def test_the_events_socket_is_abstract_where_the_temp_folder_is_too_deep_for_a_unix_socket() -> None:
    from evidence_audit.beam.follow import MAX_SOCKET_PATH, events_endpoint
    assert events_endpoint("/tmp/evidence-audit-watch-abc") == "unix:/tmp/evidence-audit-watch-abc/events.sock"
    deep = "/tmp/" + "d" * (MAX_SOCKET_PATH - len("/tmp//events.sock") + 1)
    assert events_endpoint(deep).startswith("unix-abstract:evidence-audit-watch-")
    assert events_endpoint(deep[:-1]) == f"unix:{deep[:-1]}/events.sock"  # 107 bytes: still a file
