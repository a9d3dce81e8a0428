"""Corpus files: every format reads back whole, the truth agrees with the check, compression works."""

from __future__ import annotations

import bz2
import copy
import gzip
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path

import orjson
import pytest
import zstandard

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.synth import default_truth_path, generate, write_corpus
from evidence_audit.traces import FORMATS, AssembledRun, Source, assemble_run, parse_line

RUNS = 300
SEED = 21


def _read(path: Path) -> bytes:
    data = path.read_bytes()
    if path.suffix == ".gz":
        return gzip.decompress(data)
    if path.suffix == ".bz2":
        return bz2.decompress(data)
    if path.suffix == ".zst":
        return zstandard.ZstdDecompressor().stream_reader(data).read()
    return data


def _runs(path: Path) -> dict[str, AssembledRun]:
    """Parse every line (format auto-detected) and assemble the runs; a parse error fails."""
    by_run = defaultdict(list)
    for number, line in enumerate(_read(path).decode().splitlines(), 1):
        parsed = parse_line(line, Source(path.name, number))
        assert not parsed.errors, parsed.errors[0].reason
        for message in parsed.messages:
            by_run[message.run_id].append(message)
    return {run_id: assemble_run(messages) for run_id, messages in by_run.items()}


def _truth(path: Path) -> dict[tuple[str, int], list[dict]]:
    rows = defaultdict(list)
    for line in path.read_bytes().splitlines():
        row = orjson.loads(line)
        rows[(row["run_id"], row["answer_index"])].append(row)
    return rows


@pytest.fixture(scope="module")
def drawn() -> list:
    """The RUNS runs of SEED, generated once for the module (each answer judged as it is built):
    `generate` is the same for a seed and count (`test_generate.py`), so the ten corpora are written
    from these, not from ten draws of them (ci46: ~5 CPU seconds a draw)."""
    return list(generate(RUNS, SEED))


@pytest.fixture(scope="module")
def corpora(tmp_path_factory: pytest.TempPathFactory, drawn: list) -> dict[str, tuple[Path, Path, object]]:
    """One corpus of RUNS runs per format (and mixed), written once for the module by `write_corpus`,
    its `generate` answering with a copy of the runs drawn once (a writer that changed them would
    change no other format's)."""
    module = sys.modules["evidence_audit.synth.generate"]

    def the_drawn(runs: int, seed: int, **options: object) -> Iterator[object]:
        assert (runs, seed, options) == (RUNS, SEED, {"fabrication_rate": 0.3, "workers": 1}), (runs, seed, options)
        return iter(copy.deepcopy(drawn))

    folder = tmp_path_factory.mktemp("corpora")
    out = {}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(module, "generate", the_drawn)
        for fmt in (*FORMATS, "mixed"):
            path = folder / f"{fmt}.jsonl"
            stats = write_corpus(str(path), RUNS, SEED, fmt)
            out[fmt] = (path, Path(stats.truth_path), stats)
    return out


@pytest.fixture(scope="module")
def generated(drawn: list) -> dict[str, object]:
    """The runs the corpora were written from, by run id."""
    return {run.run_id: run for run in drawn}


@pytest.mark.parametrize("fmt", [*FORMATS, "mixed"])
def test_every_format_reads_back_with_answers_where_the_truth_says(corpora, generated, fmt: str) -> None:
    """All lines parse; each run has the answers it was generated with, holding the truth's values."""
    path, truth_path, _ = corpora[fmt]
    runs = _runs(path)
    expected = generated
    assert set(runs) == set(expected)
    truth = _truth(truth_path)
    for run_id, run in runs.items():
        answers = [m for m in run.messages if m.answer]
        assert len(answers) == expected[run_id].answers
        generated = [m for m in expected[run_id].conversation
                     if m["role"] == "assistant" and not m.get("tool_calls") and m["content"]]
        assert [m.text for m in answers] == [m["content"] for m in generated]
    for (run_id, index), rows in truth.items():
        text = [m for m in runs[run_id].messages if m.answer][index].text
        assert all(row["spelling"] in text for row in rows)


@pytest.fixture(scope="module")
def verdicts() -> dict[tuple, object]:
    """The check's verdicts, by the exact answer and history it was asked (every field), shared by
    the formats: every format reads back the same runs, so each (answer, history) pair is checked
    once, not once a format (10x). A format whose reader gives another text, role, id or tool call
    is a new key, checked afresh, so a reader's slip is still caught."""
    return {}


@pytest.mark.parametrize("fmt", [*FORMATS, "mixed"])
def test_truth_agrees_with_the_check_at_the_default_gate(corpora, verdicts, fmt: str) -> None:
    """Read back, each answer's flagged values are its fabricated rows, its self-sourced values its
    self-sourced rows, copied rows are grounded exactly and respelled rows by their rule."""
    path, truth_path, stats = corpora[fmt]
    gate = resolve_gate({})
    truth = _truth(truth_path)
    counts: Counter[str] = Counter()
    for run_id, run in _runs(path).items():
        messages = run.messages
        answers = [i for i, m in enumerate(messages) if m.answer]
        for index, at in enumerate(answers):
            history = [{"role": m.role, "content": m.text, "tool_call_id": m.tool_call_id,
                        "tool_calls": m.tool_calls} for m in messages[:at]]
            key = (messages[at].text, tuple((h["role"], h["content"], h["tool_call_id"], tuple(h["tool_calls"] or ()))
                                            for h in history))
            verdict = verdicts.get(key)
            if verdict is None:
                verdict = verdicts[key] = check_answer(messages[at].text, history, gate)
            rows = truth.get((run_id, index), [])
            values = defaultdict(set)
            for r in rows:
                values[r["kind"]].add(r["value"])
            # computed rows (issue 8's computed rule judges them) are flagged until that rule lands
            assert {c.value for c in verdict.unsupported} - values["computed"] == values["fabricated"], (run_id, index)
            assert {c.value for c in verdict.self_sourced} == values["self_sourced"], (run_id, index)
            by = {g.value: g.by for g in verdict.grounded}
            assert {r["value"]: r.get("rule", "exact") for r in rows if r["kind"] in ("copied", "respelled")} == by
            assert {c.value for c in verdict.candidates} == {r["value"] for r in rows}, (run_id, index)
            counts.update(r["kind"] for r in rows)
    assert (counts["fabricated"], counts["copied"], counts["respelled"], counts["self_sourced"]) == \
        (stats.fabricated, stats.copied, stats.respelled, stats.self_sourced)
    assert counts["fabricated"] > 50 and counts["copied"] > 500 and counts["respelled"] > 100
    assert counts["self_sourced"] > 10


def test_stats_count_what_was_written(corpora) -> None:
    """Lines, bytes, runs and truth rows in the stats match the files."""
    path, truth_path, stats = corpora["events"]
    data = path.read_bytes()
    rows = truth_path.read_bytes().splitlines()
    assert (stats.runs, stats.lines, stats.bytes, stats.file_bytes) == (RUNS, data.count(b"\n"), len(data), len(data))
    assert stats.fabricated + stats.copied + stats.exempt + stats.respelled + stats.self_sourced + stats.computed == len(rows)
    assert stats.formats == {"events": RUNS}
    assert sum(corpora["mixed"][2].formats.values()) == RUNS and len(corpora["mixed"][2].formats) == len(FORMATS)


@pytest.mark.parametrize("fmt", ["events", "otel"])
def test_lines_of_concurrent_runs_interleave(corpora, fmt: str) -> None:
    """In events and otel files, some run's lines are split by another run's lines."""
    path = corpora[fmt][0]
    order = []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        run_ids = parse_line(line, Source("x", number)).run_ids
        order.append(run_ids[0])
    spans = defaultdict(list)
    for i, run_id in enumerate(order):
        spans[run_id].append(i)
    assert any(ix[-1] - ix[0] + 1 > len(ix) for ix in spans.values())


def test_truth_rows_carry_the_run_format(corpora) -> None:
    """In a mixed corpus each row names its run's format, and the formats vary."""
    rows = [orjson.loads(line) for line in corpora["mixed"][1].read_bytes().splitlines()]
    assert {row["format"] for row in rows} == set(FORMATS)


def test_run_without_an_answer_is_in_the_file(corpora) -> None:
    """A run that ended before any answer is written, read back, and has no answer."""
    runs = _runs(corpora["events"][0])
    silent = [run_id for run_id, run in runs.items() if not any(m.answer for m in run.messages)]
    assert silent
    assert not any(key[0] in silent for key in _truth(corpora["events"][1]))


# --- files ---------------------------------------------------------------------------------------


def test_same_seed_writes_the_same_bytes(tmp_path: Path) -> None:
    """Two corpora from one seed are byte-identical (gzip included); another seed differs."""
    a, b, c = tmp_path / "a.jsonl.gz", tmp_path / "b.jsonl.gz", tmp_path / "c.jsonl.gz"
    write_corpus(str(a), 30, 1, "mixed")
    write_corpus(str(b), 30, 1, "mixed")
    write_corpus(str(c), 30, 2, "mixed")
    assert a.read_bytes() == b.read_bytes()
    assert (tmp_path / "a.truth.jsonl").read_bytes() == (tmp_path / "b.truth.jsonl").read_bytes()
    assert a.read_bytes() != c.read_bytes()


@pytest.mark.parametrize("suffix", [".gz", ".bz2", ".zst"])
def test_compression_by_extension(tmp_path: Path, suffix: str) -> None:
    """A `.gz`, `.bz2` or `.zst` path is compressed and holds the plain corpus's bytes."""
    plain, packed = tmp_path / "plain.jsonl", tmp_path / f"packed.jsonl{suffix}"
    write_corpus(str(plain), 15, 4, "openai-chat")
    stats = write_corpus(str(packed), 15, 4, "openai-chat")
    assert packed.read_bytes() != plain.read_bytes()
    assert _read(packed) == plain.read_bytes()
    assert stats.bytes == len(plain.read_bytes()) and stats.file_bytes == len(packed.read_bytes())
    assert Path(stats.truth_path) == tmp_path / "packed.truth.jsonl"


@pytest.mark.parametrize("path, truth", [
    ("runs.jsonl", "runs.truth.jsonl"),
    ("out/runs.jsonl.gz", "out/runs.truth.jsonl"),
    ("runs.jsonl.zst", "runs.truth.jsonl"),
    ("runs.bz2", "runs.truth.jsonl"),
    ("runs", "runs.truth.jsonl"),
])
def test_default_truth_path(path: str, truth: str) -> None:
    """The truth file sits beside the traces: the name without .jsonl and compression, .truth.jsonl."""
    assert default_truth_path(path) == truth


def test_explicit_truth_path_and_new_folders(tmp_path: Path) -> None:
    """`truth_path` is honoured, and missing folders are created for both files."""
    stats = write_corpus(str(tmp_path / "a" / "t.jsonl"), 3, 0, "anthropic", truth_path=str(tmp_path / "b" / "x.jsonl"))
    assert (tmp_path / "a" / "t.jsonl").exists() and Path(stats.truth_path) == tmp_path / "b" / "x.jsonl"


def test_bad_format_and_same_paths_are_refused(tmp_path: Path) -> None:
    """An unknown format names the accepted ones; a truth path equal to the traces path is refused."""
    with pytest.raises(ValueError, match="mixed"):
        write_corpus(str(tmp_path / "x.jsonl"), 1, 0, "csv")
    with pytest.raises(ValueError, match="same path"):
        write_corpus(str(tmp_path / "x.jsonl"), 1, 0, "events", truth_path=str(tmp_path / "x.jsonl"))


def test_zero_runs_write_empty_files(tmp_path: Path) -> None:
    """Zero runs give an empty traces file and an empty truth file."""
    stats = write_corpus(str(tmp_path / "e.jsonl"), 0, 0, "otel")
    assert (stats.runs, stats.lines, stats.bytes) == (0, 0, 0)
    assert (tmp_path / "e.jsonl").read_bytes() == b"" == (tmp_path / "e.truth.jsonl").read_bytes()
