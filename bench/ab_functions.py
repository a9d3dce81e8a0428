"""A/B of named functions in one process: a git revision's version of each against this tree's.

Not a test: it measures. Run from the repository root:

    .venv/bin/python bench/ab_functions.py SET MODULE:NAME [MODULE:NAME ...] [--base main] [--rounds 8]

Each `MODULE:NAME` (`evidence_audit.evidence.index:flatten`, a method as
`evidence_audit.evidence.zones:ZoneIndex.add_context`) is read as the base revision writes it
(`git show BASE:path`), executed in a copy of its module's namespace (with the base's imports of
that module), and swapped in by attribute, in the module and in every module of the package that
imported it by name. The two sides alternate A (the base's), B (this tree's), B, A, ... one batch
each, timed in CPU seconds (`time.process_time`); the medians and the ratio are printed. One
process, one warm-up batch a side: the memo caches both sides share stay warm, as in a long audit.

SET: `short`, `multi` (`bench_check.py`'s quick cases), `heldout` (every answer of
tests/data/heldout12 to heldout16 with its history so far, through `check_answer`), `runs` (those
sets' runs, through `beam.rows.audit_run`).
"""

from __future__ import annotations

import argparse
import ast
import importlib
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

HELDOUT_SETS = ("heldout12", "heldout13", "heldout14", "heldout15", "heldout16")


def base_function(module: Any, qualname: str, base: str) -> Any:
    """`qualname` of `module` as revision `base` writes it, executed in a copy of its namespace."""
    path = Path(module.__file__).resolve().relative_to(ROOT).as_posix()
    source = subprocess.run(["git", "show", f"{base}:{path}"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    tree = ast.parse(source)
    namespace = dict(module.__dict__)
    for node in tree.body:  # the base's imports (a name the branch no longer imports)
        if isinstance(node, (ast.Import, ast.ImportFrom)) and not (isinstance(node, ast.ImportFrom) and node.module == "__future__"):
            exec(compile(ast.Module([node], []), path, "exec"), namespace)
    body: list[ast.stmt] = tree.body
    found: ast.stmt | None = None
    for part in qualname.split("."):
        found = next(n for n in body if isinstance(n, (ast.FunctionDef, ast.ClassDef)) and n.name == part)
        body = found.body
    text = ast.get_source_segment(source, found)
    lines = text.splitlines()
    indent = len(lines[0]) - len(lines[0].lstrip()) if lines else 0
    text = "\n".join(line[indent:] for line in lines)
    exec(compile("from __future__ import annotations\n" + text, path, "exec"), namespace)
    return namespace[qualname.split(".")[-1]]


def swaps_of(specs: list[str], base: str) -> list[tuple[Any, str, Any, Any]]:
    """(owner, attribute, base's, this tree's) for each spec, and for each module importing it by name."""
    out = []
    for spec in specs:
        module_name, qualname = spec.split(":")
        module = importlib.import_module(module_name)
        parts = qualname.split(".")
        owner: Any = module
        for part in parts[:-1]:
            owner = getattr(owner, part)
        new = owner.__dict__[parts[-1]] if isinstance(owner, type) else getattr(owner, parts[-1])
        old = base_function(module, qualname, base)
        out.append((owner, parts[-1], old, new))
        if len(parts) == 1:
            for other in list(sys.modules.values()):
                name = getattr(other, "__name__", "") or ""
                if other is not module and name.startswith("evidence_audit") and getattr(other, parts[-1], None) is new:
                    out.append((other, parts[-1], old, new))
    return out


def heldout_runs() -> list[tuple[str, list[Any]]]:
    from evidence_audit.traces import Source, parse_line

    runs = []
    for name in HELDOUT_SETS:
        for path in sorted((ROOT / "tests" / "data" / name).glob("*.jsonl")):
            if path.name.endswith(".truth.jsonl"):
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
                if line.strip():
                    runs.append((f"{path.name}:{n + 1}", parse_line(line.encode(), Source(str(path), n + 1)).messages))
    return runs


def heldout_cases(runs: list[tuple[str, list[Any]]]) -> list[dict[str, Any]]:
    from evidence_audit.traces import assemble_run

    cases = []
    for _, messages in runs:
        history: list[dict[str, Any]] = []
        for m in assemble_run(messages).messages:
            if m.answer:
                cases.append({"answer": m.text, "history": list(history)})
            history.append({"role": m.role, "content": m.text, "tool_call_id": m.tool_call_id,
                            "tool_calls": m.tool_calls, "tool_name": m.tool_name})
    return cases


def batch_of(which: str) -> tuple[Callable[[], None], int]:
    """One batch of the set, and its size."""
    from evidence_audit.evidence import check_answer, resolve_gate

    gate = resolve_gate({})
    if which == "runs":
        from evidence_audit.beam.rows import audit_run

        runs = heldout_runs()
        return (lambda: [audit_run(run_id, messages, gate) for run_id, messages in runs] and None), len(runs)
    if which == "heldout":
        cases = heldout_cases(heldout_runs())
    else:
        from bench_check import the_cases

        short, multi = the_cases(True)
        cases = short if which == "short" else multi
    return (lambda: [check_answer(c["answer"], c["history"], gate) for c in cases] and None), len(cases)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("set", choices=["short", "multi", "heldout", "runs"])
    parser.add_argument("functions", nargs="+", metavar="MODULE:NAME")
    parser.add_argument("--base", default="main", help="the git revision whose functions are A")
    parser.add_argument("--rounds", type=int, default=8)
    args = parser.parse_args()
    swaps = swaps_of(args.functions, args.base)
    batch, size = batch_of(args.set)

    def timed(side: str) -> float:
        for owner, attribute, old, new in swaps:
            setattr(owner, attribute, old if side == "A" else new)
        start = time.process_time()
        batch()
        return time.process_time() - start

    for side in "AB":
        timed(side)  # warm
    seconds: dict[str, list[float]] = {"A": [], "B": []}
    for r in range(args.rounds):
        for side in ("AB" if r % 2 == 0 else "BA"):
            seconds[side].append(timed(side))
    a, b = statistics.median(seconds["A"]), statistics.median(seconds["B"])
    print(f"{args.set}: {size} per batch, {args.rounds} rounds, CPU seconds, medians:"
          f" A ({args.base}) {size / a:,.1f}/s, B (this tree) {size / b:,.1f}/s, B/A {a / b:.3f}x")


if __name__ == "__main__":
    main()
