"""ReadTraces: every line of every file, with its number, however the files are cut into chunks."""

from __future__ import annotations

import gzip

import apache_beam as beam
from apache_beam.testing.util import assert_that, equal_to
from hypothesis import given, settings
from hypothesis import strategies as st

from evidence_audit.beam.read import ReadTraces, chunks_of, iter_lines
from evidence_audit.traces import Source

from .conftest import make_pipeline

line_text = st.text(alphabet=st.sampled_from(list('ab{}":, 0123')), max_size=30)


@settings(max_examples=200, deadline=None)
@given(st.lists(line_text, max_size=40), st.sampled_from([b"\n", b"\r\n"]), st.booleans(), st.integers(1, 64))
def test_chunks_cut_at_line_ends_and_number_lines_like_a_whole_read(lines, ending, trailing, chunk_bytes) -> None:
    """Reading a file chunk by chunk gives exactly the lines and numbers of reading it whole."""
    import tempfile

    from evidence_audit.beam.read import _read_chunk, strip_newline

    body = ending.join(line.encode() for line in lines) + (ending if trailing and lines else b"")
    with tempfile.NamedTemporaryFile(suffix=".jsonl") as handle:
        handle.write(body)
        handle.flush()
        whole = [(s.line, line) for s, line in iter_lines([handle.name])]
        chunks = chunks_of(handle.name, len(body), chunk_bytes)
        pieced = [(n, strip_newline(line)) for chunk in chunks for n, line in _read_chunk(chunk)]
    assert pieced == whole
    assert all(a.end == b.start for a, b in zip(chunks, chunks[1:]))


def test_read_traces_reads_chunked_plain_and_compressed_files(tmp_path) -> None:
    """On the in-process runner, small chunks of a plain file and a whole .gz give every line once."""
    plain = tmp_path / "a.jsonl"
    plain.write_bytes(b"".join(b'{"n": %d}\n' % i for i in range(200)))
    packed = tmp_path / "b.jsonl.gz"
    packed.write_bytes(gzip.compress(b"one\n\nthree"))
    (tmp_path / "sub").mkdir()
    expected = [(Source(str(plain), i + 1), b'{"n": %d}' % i) for i in range(200)]
    expected += [(Source(str(packed), 1), b"one"), (Source(str(packed), 2), b""), (Source(str(packed), 3), b"three")]
    p = make_pipeline()
    lines = p | ReadTraces([str(tmp_path / "*")], chunk_bytes=300)
    assert_that(lines, equal_to(expected))
    p.run().wait_until_finish()
    assert len(chunks_of(str(plain), plain.stat().st_size, 300)) > 5
