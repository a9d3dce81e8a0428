"""Build: compile the core's hot modules with mypyc where a C compiler is; else ship the source.

The project's metadata is in pyproject.toml; this file only adds the compiled extensions. The
module list is `COMPILED` in src/evidence_audit/core.py (one place). Compiled when:
- `EVIDENCE_AUDIT_COMPILE=1`: always (an editable install then builds in place: reinstall after
  editing a compiled module); a module mypyc refuses fails the build, with mypyc's message (CI
  builds so: `.ci/run`), where the other two fall back to the interpreted core;
- unset: a regular install or wheel, when a C compiler, Python's headers and mypyc are there;
  an editable install stays interpreted, so an edit takes effect at once;
- `EVIDENCE_AUDIT_COMPILE=0`: never.
The compiled and interpreted cores are the same source; `python -m evidence_audit.core` says
which one runs.

The build is in parts: mypyc writes one C file per module (`multi_file=True`) instead of one file
of about 100 MB, and the C files are compiled `EVIDENCE_AUDIT_BUILD_JOBS` at a time (default: the
machine's cores), largest first, the extensions too (`build_ext --parallel`). One file had to be
compiled whole by one compiler on one core, its peak memory the whole program's; the parts are
the same code, compiled module by module (README "The compiled core" has the measured build).
"""

from __future__ import annotations

import ast
import os
import shutil
import sys
import sysconfig
import threading
import types
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

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
    # Without debug information (`-g0`; mypyc's default is `-g1`): the C compiler makes the same
    # machine code either way (a module's `.text` byte-identical), objects half the size, 0-5% less
    # compile time (round 45, ci45: 5.9 against 6.2 CPU s for a 440 KB module, means of 3; 14.05
    # against 14.06 for a 1.1 MB one; ~85 MB of generated C in all).
    try:
        return mypycify([*paths, "--follow-imports=silent"], opt_level="3", debug_level="0",
                        group_name="evidence_audit_core", multi_file=True)
    except (Exception, SystemExit) as err:  # mypy's type errors exit; the package still installs
        if os.environ.get("EVIDENCE_AUDIT_COMPILE", "") == "1":  # asked for (CI): no silent fallback
            print(f"evidence-audit: mypyc could not compile the core ({err!r}; see above), "
                  "and EVIDENCE_AUDIT_COMPILE=1 asks for it: the build fails", file=sys.stderr)
            raise
        print(f"evidence-audit: interpreted core: mypyc could not compile it ({err!r}; see above)", file=sys.stderr)
        return []


def _jobs() -> int:
    """How many C files compile at once: EVIDENCE_AUDIT_BUILD_JOBS, else the machine's cores."""
    chosen = os.environ.get("EVIDENCE_AUDIT_BUILD_JOBS", "")
    if chosen:
        if not chosen.isdigit() or int(chosen) < 1:
            raise SystemExit(f"EVIDENCE_AUDIT_BUILD_JOBS={chosen!r}: expected a whole number of at least 1")
        return int(chosen)
    return os.cpu_count() or 1


class ParallelBuildExt(build_ext):
    """build_ext compiling an extension's C files `_jobs()` at a time, largest first.

    distutils compiles one extension's sources one after another; mypyc's multi-file core is one
    extension of about 150 C files. Extensions are built in parallel too (`--parallel`), and one
    semaphore keeps the compilers running at once to `_jobs()` across both.
    """

    def finalize_options(self) -> None:
        super().finalize_options()
        if not self.parallel:
            self.parallel = _jobs()

    def build_extensions(self) -> None:
        jobs = _jobs()
        running = threading.BoundedSemaphore(jobs)
        compiler = self.compiler
        one_file = compiler._compile

        def compile_one(self, obj, src, ext, cc_args, extra_postargs, pp_opts):  # type: ignore[no-untyped-def]
            with running:
                one_file(obj, src, ext, cc_args, extra_postargs, pp_opts)

        def compile_all(self, sources, output_dir=None, macros=None, include_dirs=None, debug=0,  # type: ignore[no-untyped-def]
                        extra_preargs=None, extra_postargs=None, depends=None):
            macros, objects, extra_postargs, pp_opts, build = self._setup_compile(
                output_dir, macros, include_dirs, sources, depends, extra_postargs)
            cc_args = self._get_cc_args(pp_opts, debug, extra_preargs)
            todo = [obj for obj in objects if obj in build]
            todo.sort(key=lambda obj: -os.path.getsize(build[obj][0]))  # largest first: no long tail
            with ThreadPoolExecutor(max_workers=jobs) as pool:
                for done in [pool.submit(self._compile, obj, *build[obj], cc_args, extra_postargs, pp_opts)
                             for obj in todo]:
                    done.result()
            return objects

        compiler._compile = types.MethodType(compile_one, compiler)
        compiler.compile = types.MethodType(compile_all, compiler)
        super().build_extensions()


setup(ext_modules=_extensions(), cmdclass={"build_ext": ParallelBuildExt})
