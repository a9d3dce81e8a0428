"""Will mypyc compile the core? Its type check and IR build of `COMPILED`'s modules, no C compile.

Run it before committing a change to a compiled module (`src/evidence_audit/core.py`'s `COMPILED`):

    .venv/bin/python tools/mypyc_check.py [TREE]

TREE is a checkout (this script's own by default). Its `src/` and `pyproject.toml` are copied to a scratch folder (mypyc
writes `build/` where it runs) and mypyc's `mypycify` runs there as `setup.py` runs it (the same
modules, flags and group), which type-checks the modules and builds their IR: what mypyc refuses
(`Local variable "gap" has inferred type None`, an untyped lambda in a typed container) it refuses
here, in 1-2 minutes, with its message. No C file is compiled: that is the 30-minute part of a
build, and it does not refuse code. Exit 0 and `mypyc IR OK: N modules`, or exit 1 and mypyc's
messages. Needs mypy (`pip install mypy`, or the `test` extra).

Why: a regular install falls back to the interpreted core when mypyc refuses a module (the package
still installs); round 37's CI found it only when the compiled run's `tests/test_core.py` failed,
20 minutes in. `.ci/run` now fails as soon as its compiled build falls back; this finds it first.
"""

from __future__ import annotations

import ast
import contextlib
import io
import os
import shutil
import sys
import tempfile
from pathlib import Path


def compiled_modules(tree: Path) -> list[str]:
    """`COMPILED` of the tree's `src/evidence_audit/core.py`, read without importing it (as setup.py)."""
    source = ast.parse((tree / "src" / "evidence_audit" / "core.py").read_text())
    for node in source.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "COMPILED" for t in node.targets):
            return list(ast.literal_eval(node.value))
    raise SystemExit(f"{tree}/src/evidence_audit/core.py has no COMPILED tuple")


def check(tree: Path) -> int:
    """mypyc's type check and IR build of the tree's compiled modules, in a scratch copy; the exit status."""
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("mypyc_check: mypyc is not installed (pip install mypy)", file=sys.stderr)
        return 2
    modules = compiled_modules(tree)
    paths = [f"src/evidence_audit/{name.replace('.', '/')}.py" for name in modules]
    here = Path.cwd()
    with tempfile.TemporaryDirectory(prefix="mypyc_check_") as scratch:
        shutil.copytree(tree / "src", Path(scratch) / "src", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.c"))
        if (tree / "pyproject.toml").exists():  # mypy's settings (`[tool.mypy]`), as the build reads them
            shutil.copy(tree / "pyproject.toml", scratch)
        os.chdir(scratch)
        printed = io.StringIO()
        try:
            # mypy prints its errors to stdout, then exits; kept to be shown after the verdict line
            with contextlib.redirect_stdout(printed):
                mypycify([*paths, "--follow-imports=silent"], opt_level="3", group_name="evidence_audit_core",
                         multi_file=True)
        except (Exception, SystemExit) as err:  # what setup.py catches before it falls back
            print(printed.getvalue(), end="")
            print(f"mypyc_check: mypyc refuses the core ({err!r}): a build would install it interpreted", file=sys.stderr)
            return 1
        finally:
            os.chdir(here)
    warnings = sum(": warning: " in line for line in printed.getvalue().splitlines())  # shown on a failure only
    print(f"mypyc IR OK: {len(paths)} modules" + (f" ({warnings} warnings)" if warnings else ""))
    return 0


def main(argv: list[str]) -> int:
    tree = Path(argv[0]) if argv else Path(__file__).resolve().parents[1]
    return check(tree.resolve())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
