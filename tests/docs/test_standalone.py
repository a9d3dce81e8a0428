"""The repository stands alone: nothing in it points outside it, and what it needs is inside it.

A clone with no sibling folder must pass its own test command; so no tracked file may name a path
outside the repository, the conformance vectors are test data here, and the documents the README
links to are here.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from .harness import REPO, markdown_files
from .test_history_pages import HISTORY_PAGES

# Built from pieces, so this file does not match itself.
OUTSIDE = [
    ".." + "/shared",
    "shared" + "/spec/",
    "shared" + "/formats/",
    "shared" + "/design/",
    "/" + "work/",
]


def tracked_files() -> list[Path]:
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout: the tracked files are unknown")
    return [REPO / name for name in listed.decode().split("\0") if name and (REPO / name).is_file()]


def test_no_tracked_file_points_outside_the_repository() -> None:
    """No tracked file names a sibling folder or an absolute workplace path."""
    offenders = []
    for path in tracked_files():
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(text.splitlines(), start=1):
            for needle in OUTSIDE:
                if needle in line:
                    offenders.append(f"{path.relative_to(REPO)}:{number}: {needle}")
    assert not offenders, "these lines point outside the repository:\n" + "\n".join(offenders)


def test_the_conformance_vectors_and_the_docs_are_inside() -> None:
    """The vectors are test data here; the spec and the formats are the project's own docs."""
    vectors = (REPO / "tests" / "data" / "vectors.jsonl").read_text(encoding="utf-8").splitlines()
    assert len([line for line in vectors if line.strip()]) == 255
    for doc in ("docs/evidence-check.md", "docs/formats.md", "docs/README.md"):
        assert (REPO / doc).is_file(), doc


LINK = re.compile(r"\]\((?!https?://|#|mailto:)([^)\s]+)\)")


@pytest.mark.parametrize("path", markdown_files(), ids=lambda p: str(p.relative_to(REPO)))
def test_relative_links_in_markdown_resolve(path: Path) -> None:
    """Every relative Markdown link names a file or folder of the repository."""
    broken = []
    for target in LINK.findall(path.read_text(encoding="utf-8")):
        resolved = (path.parent / target.split("#")[0]).resolve()
        if not resolved.exists() or REPO not in (resolved, *resolved.parents):
            broken.append(target)
    assert not broken, f"{path.relative_to(REPO)} links to what is not in the repository: {broken}"


# A repository path in backticks: `tests/data/...`, `src/...`, `bench/...`.
REPO_PATH = re.compile(r"`((?:tests|src|bench|deploy|docs|pipelines)/[A-Za-z0-9_./-]+?)/?`")


def test_the_user_docs_work_inside_the_repository() -> None:
    """The README and docs/ name no scratch folder outside the checkout (`/tmp/...`: the held-out
    examples copied test data there; `--corpus NAME` picks corpora in place), and each repository
    path the README or a history page names in backticks exists."""
    outside, missing = [], []
    for path in [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]:
        text = path.read_text(encoding="utf-8")
        for number, line in enumerate(text.splitlines(), start=1):
            if "/" + "tmp/" in line:
                outside.append(f"{path.relative_to(REPO)}:{number}")
    # The README and the history pages moved out of it (docs/evidence-check.md names the reference's paths).
    for page in ["README.md", *HISTORY_PAGES]:
        for name in REPO_PATH.findall((REPO / page).read_text(encoding="utf-8")):
            if not (REPO / name).exists() and not name.startswith("bench/results/"):  # written by a benchmark
                missing.append(f"{page}: {name}")
    assert not outside, "these lines use a folder outside the repository:\n" + "\n".join(outside)
    assert not missing, "the README names paths that are not in the repository:\n" + "\n".join(missing)
