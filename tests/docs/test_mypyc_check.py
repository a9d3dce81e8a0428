"""`tools/mypyc_check.py`, the README's check that mypyc compiles the core, run as the README writes it.

The README's command (a `norun` block: on the whole core it is 1-2 minutes of mypyc) runs here in a
small tree of the same layout, the script copied in: a `COMPILED` of two modules mypyc accepts
passes; a module with round 37's refused shape (a local narrowed to None, then asked again: mypyc's
`Local variable "gap" has inferred type None`, which made CI's build fall back to the interpreted
core) fails, with mypyc's message.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .harness import REPO

pytest.importorskip("mypyc.build", reason="needs mypy (the `test` extra installs it)")

COMMAND = ".venv/bin/python tools/mypyc_check.py"

ACCEPTED = '''\
def total(values: list[int]) -> int:
    return sum(values)
'''

# wide.earlier before 0248d43e, in small: `gap` is None after the early return, and asked again
REFUSED = '''\
def _gap(values: list[int]) -> tuple[int, int] | None:
    return (values[0], values[1]) if len(values) > 1 else None


def first(values: list[int], more: bool) -> int | None:
    gap = _gap(values) if values else None
    if gap is not None:
        a, b = gap
        return a + b
    return sum(values) if more and gap is None else None
'''


def _tree(root: Path, modules: dict[str, str]) -> Path:
    package = root / "src" / "evidence_audit"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "core.py").write_text(f"COMPILED = {tuple(modules)!r}\n")
    for name, source in modules.items():
        (package / f"{name}.py").write_text(source)
    (root / "tools").mkdir()
    shutil.copy(REPO / "tools" / "mypyc_check.py", root / "tools")
    (root / ".venv" / "bin").mkdir(parents=True)
    # A script that runs this venv's Python, not a symlink to it: a symlink in another folder is no
    # venv's Python (no `pyvenv.cfg` beside it), so it would not see the venv's mypy (CI's clean run)
    python = root / ".venv" / "bin" / "python"
    python.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    python.chmod(0o755)
    return root


def _run(root: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    return subprocess.run(["bash", "-c", COMMAND], cwd=root, env=env, capture_output=True, text=True, timeout=600)


def test_the_readme_shows_the_command() -> None:
    assert f"$ {COMMAND}\n" in (REPO / "README.md").read_text()


def test_a_core_mypyc_compiles_passes(tmp_path: Path) -> None:
    done = _run(_tree(tmp_path, {"total": ACCEPTED, "other": ACCEPTED.replace("total", "other")}))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1].startswith("mypyc IR OK: 2 modules")


def test_a_module_mypyc_refuses_fails_with_its_message(tmp_path: Path) -> None:
    done = _run(_tree(tmp_path, {"total": ACCEPTED, "gaps": REFUSED}))
    assert done.returncode == 1
    assert 'src/evidence_audit/gaps.py:6: error: Local variable "gap" has inferred type None' in done.stdout
    assert "a build would install it interpreted" in done.stderr
