"""Build: compile the core's hot modules with mypyc where a C compiler is; else ship the source.

The project's metadata is in pyproject.toml; this file only adds the compiled extensions. The
module list is `COMPILED` in src/evidence_audit/core.py (one place). Compiled when:
- `EVIDENCE_AUDIT_COMPILE=1`: always (an editable install then builds in place: reinstall after
  editing a compiled module);
- unset: a regular install or wheel, when a C compiler, Python's headers and mypyc are there;
  an editable install stays interpreted, so an edit takes effect at once;
- `EVIDENCE_AUDIT_COMPILE=0`: never.
The compiled and interpreted cores are the same source; `python -m evidence_audit.core` says
which one runs.
"""

from __future__ import annotations

import ast
import os
import shutil
import sys
import sysconfig
from pathlib import Path

from setuptools import setup

HERE = Path(__file__).resolve().parent


def _modules() -> list[str]:
    tree = ast.parse((HERE / "src" / "evidence_audit" / "core.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "COMPILED" for t in node.targets):
            return list(ast.literal_eval(node.value))
    raise SystemExit("src/evidence_audit/core.py has no COMPILED tuple")


BUILDS = ("bdist_wheel", "build_ext", "build", "install", "editable_wheel", "develop")


def _why_not() -> str | None:
    """Why the core is not compiled in this build, or None when it is."""
    if not any(command in sys.argv for command in BUILDS):
        return "metadata only"
    choice = os.environ.get("EVIDENCE_AUDIT_COMPILE", "")
    if choice == "0":
        return "EVIDENCE_AUDIT_COMPILE=0"
    if choice != "1" and "editable_wheel" in sys.argv:
        return "an editable install runs the source (EVIDENCE_AUDIT_COMPILE=1 compiles it in place)"
    compiler = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler!r} not found)"
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").exists():
        return "no Python headers (Python.h)"
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        return "mypyc is not installed"
    return None


def _extensions() -> list:
    why = _why_not()
    if why == "metadata only":
        return []
    if why is not None:
        print(f"evidence-audit: interpreted core: {why}", file=sys.stderr)
        return []
    from mypyc.build import mypycify

    paths = [f"src/evidence_audit/{name.replace('.', '/')}.py" for name in _modules()]
    print(f"evidence-audit: compiling {len(paths)} core modules with mypyc", file=sys.stderr)
    # Type errors in modules the core imports but does not compile are not the build's business.
    try:
        return mypycify([*paths, "--follow-imports=silent"], opt_level="3", group_name="evidence_audit_core")
    except (Exception, SystemExit) as err:  # mypy's type errors exit; the package still installs
        print(f"evidence-audit: interpreted core: mypyc could not compile it ({err!r}; see above)", file=sys.stderr)
        return []


setup(ext_modules=_extensions())
