"""(hostile36) A gzip bomb of empty lines reads at the speed of inflating it.

2 GB of `\\n` in a 2 MB `.jsonl.gz` was 2 billion elements through the pipeline, one per empty
line, at about 120,000 a second: about five hours for one file (a 4 MB slice: 34.4 s). The reader
now hands a run of at least `BLANK_RUN_LINES` empty lines on as one `BLANKS` item that counts them
(the 2 GB file: 21.9 s, 98 million lines a second); the line numbers after it, `lines_read`,
`bytes_read` and `blank_lines` are the ones the line-by-line reading gave. The work is counted
(items the reader yields), not timed.
"""

from __future__ import annotations

import gzip
import io
import json

from evidence_audit.beam.lines import BLANK_RUN_LINES, BLANKS, split_lines
from evidence_audit.beam.read import Chunk, _read_chunk, chunks_of, strip_newline

from .corpus import events
from .helpers import audit

RUN = [("user", "items?"), ("tool", '{"id": "W2378156"}'), ("assistant", "Order W2378156 is on its way.")]


def _lines(run_id: str) -> list[bytes]:
    return [json.dumps(record).encode() + b"\n" for record in events(run_id, RUN)]


def _naive(data: bytes) -> list[tuple[int, bytes]]:
    """(line number, line) of every line that is not empty: what one item per line numbered."""
    return [(n, line) for n, line in enumerate(data.split(b"\n"), 1) if line]


def _read(chunks) -> tuple[list[tuple[int, bytes]], int]:
    """(line number, line) of the lines read that are not empty, and the empty lines counted."""
    kept, blanks = [], 0
    for chunk in chunks:
        for number, line in _read_chunk(chunk):
            if isinstance(line, tuple):
                assert line[0] == BLANKS, line
                blanks += line[1]
            elif line.strip():
                kept.append((number, strip_newline(line)))
            else:
                blanks += 1
    return kept, blanks


def test_a_run_of_empty_lines_is_one_item_per_block_not_one_per_line() -> None:
    """A million empty lines between two records: a handful of items (one a block, 1 MiB), not a
    million (244d59b5: 1,000,002); the records and their bytes as before."""
    first, second = _lines("a")[0], _lines("a")[1]
    data = first + b"\n" * 1_000_000 + second
    items = list(split_lines(io.BytesIO(data)))
    assert len(items) <= 4, len(items)
    assert items[0] == first and items[-1] == second
    assert sum(item[1] for item in items[1:-1]) == 1_000_000 and all(item[0] == BLANKS for item in items[1:-1])


def test_a_few_empty_lines_stay_lines_and_other_blanks_are_untouched() -> None:
    """Fewer than `BLANK_RUN_LINES` empty lines in a row are lines of their own, as before; lines of
    spaces, `\\r\\n` and the newline ending a record are never counted in a run."""
    record = _lines("a")[0]
    few = b"\n" * (BLANK_RUN_LINES - 1)
    data = record + few + b"  \n\r\n" + record
    assert list(split_lines(io.BytesIO(data))) == [record, *[b"\n"] * (BLANK_RUN_LINES - 1), b"  \n", b"\r\n", record]


def test_line_numbers_after_a_run_of_empty_lines_are_the_ones_counted_line_by_line(tmp_path) -> None:
    """Runs of empty lines across blocks and chunk cuts (a plain file cut in chunks of 1 kB) and in
    a `.gz`: every record keeps the line number one item per line gave it, every empty line counted."""
    parts = []
    for i in range(40):
        parts += [_lines(f"r{i}")[0], b"\n" * (i * 37 % 300), _lines(f"r{i}")[1]]
    data = b"".join(parts)
    plain = tmp_path / "t.jsonl"
    plain.write_bytes(data)
    packed = tmp_path / "t.jsonl.gz"
    packed.write_bytes(gzip.compress(data))
    expected = _naive(data)
    blanks = data.count(b"\n") - len(expected)
    assert _read(chunks_of(str(plain), len(data), chunk_bytes=1000)) == (expected, blanks)
    assert _read([Chunk(str(packed), 0, None, 1)]) == (expected, blanks)


def test_a_gzip_bomb_of_empty_lines_through_audit(tmp_path) -> None:
    """Through `audit`: 3 million empty lines in a small `.gz` between a run's records (244d59b5:
    about 25 s of elements one by one): the lines add up, every empty line counted, the run's
    answer judged at its true line number."""
    records = _lines("bomb")
    (tmp_path / "in").mkdir()
    with gzip.open(tmp_path / "in" / "bomb.jsonl.gz", "wb") as out:
        out.write(records[0])
        out.write(b"\n" * 3_000_000)
        out.write(records[1] + records[2])
    summary, rows = audit([tmp_path / "in"], tmp_path / "out", "--workers=1")
    assert summary["blank_lines"] == 3_000_000 and summary["records_parsed"] == 3, summary
    assert summary["lines_read"] == 3_000_003 and summary["equation_holds"], summary
    assert summary["bytes_read"] == sum(map(len, records)) + 3_000_000, summary
    [answer] = rows["answers"]
    assert (answer["source_line"], answer["verdict"]) == (3_000_003, "clean"), answer
