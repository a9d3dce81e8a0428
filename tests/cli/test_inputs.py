"""A directory input means its trace files, recursively; files and globs pass through unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest

from evidence_audit.beam.inputs import InputError, expand_inputs, is_trace_file


@pytest.mark.parametrize(
    "name,taken",
    [
        ("traces.jsonl", True),
        ("traces.ndjson", True),
        ("traces.jsonl.gz", True),
        ("traces.jsonl.bz2", True),
        ("traces.jsonl.zst", True),
        ("traces.json", False),  # usually one document, not one record a line
        ("summary.json", False),
        ("traces.truth.jsonl", False),  # synth's ground truth
        ("traces.truth.jsonl.gz", False),
        (".hidden.jsonl", False),
        ("notes.txt", False),
        ("traces.jsonl.tmp", False),
    ],
)
def test_which_files_a_directory_means(name: str, taken: bool) -> None:
    """Trace extensions, compressed or not; never truth files, hidden files or other extensions."""
    assert is_trace_file(name) is taken


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    root = tmp_path / "samples"
    for rel in (
        "b.jsonl",
        "a.jsonl.gz",
        "a.truth.jsonl",
        "nested/deeper/c.ndjson",
        "nested/readme.md",
        ".git/objects.jsonl",
        "out/findings-00000-of-00001.jsonl",
        "config.json",
    ):
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("{}\n")
    return root


def test_a_directory_is_its_trace_files_recursively_sorted(tree: Path) -> None:
    """Both spellings give the same sorted list; hidden folders, truth and the output folder are skipped."""
    out = str(tree / "out")
    plain = expand_inputs([str(tree)], out)
    slashed = expand_inputs([str(tree) + "/"], out)
    names = [str(Path(p).relative_to(tree)) for p in plain]
    assert names == ["a.jsonl.gz", "b.jsonl", "nested/deeper/c.ndjson"]
    assert [Path(p).resolve() for p in slashed] == [Path(p).resolve() for p in plain]


def test_the_output_folder_is_read_when_it_is_not_the_jobs_output(tree: Path) -> None:
    """Only the job's own --out is skipped; another folder of JSONL files inside is read."""
    names = [str(Path(p).relative_to(tree)) for p in expand_inputs([str(tree)], str(tree.parent / "elsewhere"))]
    assert "out/findings-00000-of-00001.jsonl" in names


def test_files_and_globs_pass_through_and_a_file_named_twice_is_read_once(tree: Path) -> None:
    """What a person names explicitly is read as named, truth and .json files included."""
    truth, glob = str(tree / "a.truth.jsonl"), str(tree / "*.json")
    assert expand_inputs([truth, glob, truth]) == [truth, glob]
    both = expand_inputs([str(tree), str(tree / "b.jsonl")], str(tree / "out"))
    assert both.count(str(tree / "b.jsonl")) == 1


def test_a_directory_with_no_trace_file_is_an_error_that_names_it(tmp_path: Path) -> None:
    """An empty folder (or one holding only truth) is refused with the rule in the message."""
    (tmp_path / "only.truth.jsonl").write_text("{}\n")
    with pytest.raises(InputError, match=r"directory '.*' holds no trace file \(\*\.jsonl or \*\.ndjson"):
        expand_inputs([str(tmp_path)])
