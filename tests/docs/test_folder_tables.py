"""Every folder's README table names what the folder holds, and every code folder has one.

A folder's README has a `file | one job` table (`path` or `folder` in place of `file` where its
rows name paths or folders): a reader finds each module's job there before opening it. A table
drifts when a file is added without its row, so here every file and subfolder directly in a
folder under `src/`, `bench/`, `tests/` and `tools/` that has a README must be named in the first column
of one of its tables: by its name (`leads.py`), as a folder (`data/` or a path into it,
`sources/_retail.py`), or by a glob (`*.truth.jsonl`). An empty `__init__.py` (a package marker,
no job) needs no row. A folder with no README of its own is its parent's to describe (the parent
names the folder); a folder that holds Python modules outside `tests/data/` (whose `sources/`
are a held-out set's data, written in Python) must have its own README.

The files are git's (tracked, and new ones git does not ignore), so build outputs never count.
"""

from __future__ import annotations

import fnmatch
import re
import subprocess
from pathlib import Path

import pytest

from .harness import REPO

ROOTS = ("src", "bench", "tests", "tools")
# The first header cell of a folder table.
HEADS = frozenset(("file", "path", "folder", "module"))
# A name in backticks.
TICKED = re.compile(r"`([^`\n]+)`")


def repository_files() -> list[str] | None:
    """The repository's files under ROOTS, as paths relative to it: git's tracked and new ones
    (None outside a git checkout)."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", *ROOTS],
            cwd=REPO, capture_output=True, check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    return sorted({name for name in listed.decode().split("\0") if name and (REPO / name).is_file()})


def children(files: list[str]) -> dict[str, set[str]]:
    """Each folder (relative path) with the names of the files and folders directly in it."""
    out: dict[str, set[str]] = {}
    for name in files:
        parts = name.split("/")
        for depth in range(1, len(parts)):
            out.setdefault("/".join(parts[:depth]), set()).add(parts[depth])
    return out


def table_names(readme: str) -> list[str]:
    """The backticked names in the first column of the README's folder tables."""
    names: list[str] = []
    in_table = False
    for line in readme.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.lstrip().startswith("|") else None
        if cells is None:
            in_table = False
            continue
        if not in_table:
            in_table = cells[0].lower() in HEADS
            continue
        names.extend(TICKED.findall(cells[0]))
    return names


def named(child: str, is_folder: bool, names: list[str]) -> bool:
    """Whether a table name names the child: itself, a glob over it, or (a folder) a path into it."""
    for name in names:
        name = name.removeprefix("./")
        if name == child or fnmatch.fnmatchcase(child, name):
            return True
        if is_folder and (name == child + "/" or name.startswith(child + "/")):
            return True
    return False


def is_marker(path: Path) -> bool:
    return path.name == "__init__.py" and not path.read_text(encoding="utf-8").strip()


FILES = repository_files()
FOLDERS = children(FILES or [])
WITH_README = sorted(folder for folder, names in FOLDERS.items() if "README.md" in names)


def test_the_table_reader_takes_names_globs_and_paths() -> None:
    """The reader takes the first column's backticked names of a folder table, and nothing else."""
    readme = (
        "# x\n\n| file | one job |\n|---|---|\n| `a.py` | `not_a_name.py` in the job |\n"
        "| `*.truth.jsonl`, `sources/_r.py` | both |\n\ntext `b.py`\n\n| other | table |\n|---|---|\n| `c.py` | no |\n"
    )
    names = table_names(readme)
    assert names == ["a.py", "*.truth.jsonl", "sources/_r.py"]
    assert named("a.py", False, names) and named("x.truth.jsonl", False, names) and named("sources", True, names)
    assert not named("b.py", False, names) and not named("c.py", False, names)
    assert not named("not_a_name.py", False, names) and not named("sources", False, ["sources2/x"])


def test_every_code_folder_has_a_readme() -> None:
    """A folder that holds Python modules has its own README (the held-out sets' sources excepted)."""
    if FILES is None:
        pytest.skip("not a git checkout: the repository's files are unknown")
    missing = [
        folder for folder, names in sorted(FOLDERS.items())
        if not folder.startswith("tests/data/") and "README.md" not in names
        and any(n.endswith(".py") and not is_marker(REPO / folder / n) for n in names)
    ]
    assert not missing, f"these folders hold modules but no README.md with a `file | one job` table: {missing}"


@pytest.mark.parametrize("folder", WITH_README)
def test_a_folder_readme_names_what_the_folder_holds(folder: str) -> None:
    """Every file and folder directly in the folder is named in its README's table."""
    readme = (REPO / folder / "README.md").read_text(encoding="utf-8")
    names = table_names(readme)
    assert names, f"{folder}/README.md has no `file | one job` table"
    unnamed = sorted(
        child for child in FOLDERS[folder] - {"README.md"}
        if not is_marker(REPO / folder / child) and not named(child, (REPO / folder / child).is_dir(), names)
    )
    assert not unnamed, f"{folder}/README.md: the table has no row for {unnamed}"
