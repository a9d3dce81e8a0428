"""Which core runs: the compiled modules are the ones listed, and CI runs the core it asked for.

CI runs the whole suite twice: interpreted (an editable install) and compiled (a regular install
built with mypyc), each with `EVIDENCE_AUDIT_EXPECT_CORE` set, so a build that silently fell back
to the interpreted core cannot pass as the compiled run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from evidence_audit import core


def test_describe_names_the_core_that_runs() -> None:
    """The line says compiled exactly when the listed modules were imported from extensions."""
    done = core.compiled_modules()
    line = core.describe()
    assert set(done) <= set(core.COMPILED)
    if not done:
        assert line == "pure Python"
    elif len(done) == len(core.COMPILED):
        assert line == f"compiled with mypyc, {len(done)} of {len(done)} modules"
    else:
        assert line.startswith("partly compiled with mypyc")


def test_the_expected_core_runs() -> None:
    """With EVIDENCE_AUDIT_EXPECT_CORE set (CI), the core is the one expected, whole."""
    expected = os.environ.get("EVIDENCE_AUDIT_EXPECT_CORE")
    done = core.compiled_modules()
    if expected == "compiled":
        assert done == list(core.COMPILED), core.describe()
    elif expected == "interpreted":
        assert done == [], core.describe()
    else:
        assert done in ([], list(core.COMPILED)), core.describe()


def test_the_module_prints_its_line() -> None:
    """`python -m evidence_audit.core` prints the describing line."""
    out = subprocess.run([sys.executable, "-m", "evidence_audit.core"], capture_output=True, text=True, check=True)
    assert out.stdout == f"core: {core.describe()}\n"


def test_every_evidence_module_is_compiled() -> None:
    """Every module of `evidence/` is in COMPILED (core.py says so; round 17 added eight that were
    left out, so the compiled build ran them interpreted), and every listed module exists."""
    package = Path(core.__file__).parent
    evidence = {
        ".".join(path.relative_to(package).with_suffix("").parts)
        for path in (package / "evidence").rglob("*.py")
        if path.stem != "__init__"
    }
    assert evidence - set(core.COMPILED) == set()
    assert all((package / (name.replace(".", "/") + ".py")).is_file() for name in core.COMPILED)
    assert len(set(core.COMPILED)) == len(core.COMPILED)
