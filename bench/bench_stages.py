"""Where a `check_answer` case's time goes, by stage (issue 13): CPU seconds per case, on
`bench_check.py`'s short and multi-turn cases.

Not a test: it measures. Run from the repository root, on the core the tree's `src` holds
(interpreted, or compiled in place with `EVIDENCE_AUDIT_COMPILE=1 python setup.py build_ext --inplace`):

    PYTHONPATH=src .venv/bin/python bench/bench_stages.py --repeats 3

Two tables per kind of case:

- **coarse, native**: each stage a call of the core's own functions (compiled ones when the core
  is compiled), timed apart: reading the results (`read_result` and their stored forms, through the
  `ReadingCache` the auditor then finds warm), a new `RunAuditor` (its cost includes freeing the
  previous case's auditor: the deallocation of a case's objects lands there), feeding the rest of
  each message (`RunAuditor.add` with the readings cached: the person texts, the spellings, the
  leads, the basis), judging the answer (`check_answer`'s first, deferred pass), and the whole
  second pass of the cases whose judge asked the arithmetic with earlier answers deferred.
- **fine, instrumented**: `RunAuditor.add` and `gate.judge` copied from the core's source at run
  time with a checkpoint before each top-level statement this script names (`JUDGE_MARKS`,
  `ADD_MARKS`: a mark whose line is no longer found is reported and skipped), and a few calls
  timed apart (`F.tool.*`, `J.cand_loop.spellings_ground`), then run in the core module's
  namespace. The copy's own glue runs interpreted even on a compiled core, and the checkpoints
  cost time: read its shares, not its sums (the `instrumented` figure beside `check_answer`'s
  own says by how much the copy is slower). A row `F.tool` includes its `F.tool.*` rows.

The cases are `bench_check.the_cases(quick=True)` (400 short, 50 multi-turn); each batch runs once
before it is timed, so the pure memos are warm, as `bench_check.py` times them.
"""

from __future__ import annotations

import argparse
import collections
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
if "--installed" not in sys.argv:
    sys.path.insert(0, str(HERE.parent / "src"))

import bench_check  # noqa: E402  (the cases)
from evidence_audit.core import describe  # noqa: E402
from evidence_audit.evidence import auditor as auditor_module  # noqa: E402
from evidence_audit.evidence import gate as gate_module  # noqa: E402
from evidence_audit.evidence import resolve_gate  # noqa: E402
from evidence_audit.evidence.script_digits import western_digits  # noqa: E402

clock = time.process_time

# `gate.judge`: (a text its top-level statement starts with, the stage that starts there)
JUDGE_MARKS = [
    ("dates_written: dict", "respell"),
    ("figures = frozenset", "amounts_rated"),
    ("numbers: list[Any] | None = None", "slips"),
    ("if amounts is not None and spellings is not None:", "siblings"),
    ("reading = read_answer(", "read_answer"),
    ("written_as: dict", "comma_point_cands"),
    ("values = evidence.values", "cand_loop"),
    ("derived: Mapping", "arith_explain"),
    ("dotted: Mapping", "dotted_unverified_tentative"),
    ("for candidate, forms in pending:", "pending_loop"),
    ("if gate.word_dates and spellings", "word_dates"),
    ("if gate.slips and gate.arithmetic and arithmetic is not None and spellings is not None and not typed and terse", "terse_swaps"),
    ('if gate.arithmetic and arithmetic is not None and not typed and "=" in answer:', "refuted"),
    ('if gate.arithmetic and arithmetic is not None and spellings is not None and not typed and ":" in answer:', "ranges"),
    ("looked_up =", "tail"),
]
JUDGE_CALLS = [("spellings.ground(candidate, answer)", "J.cand_loop.spellings_ground")]

# `RunAuditor.add`
ADD_MARKS = [
    ("content = message_text(content)", "digits_grant"),
    ("if is_turn_boundary", "turn"),
    ('if role == "tool":', "tool"),
    ("self.exempt.add_message(role, content, folded_exempt", "person_exempt"),
    ('if self.spellings is not None and role == "system"', "person_spellings"),
    ("if self.arithmetic is not None:", "person_arith"),
    ('if role == "assistant" and tool_calls:', "own"),
]
ADD_CALLS = [
    ("self.readings.read(content, tool_chars)", "F.tool.read_result+forms"),
    ("self.evidence.add_result(served, tool_call_id, forms)", "F.tool.evidence_add"),
    ("self.spellings.add_text(_served_text(content, served, tool_chars))", "F.tool.spellings_add_text"),
    ("self.basis.add_result(served)", "F.tool.basis_add"),
    ("self.exempt.add_message(role, content, served)", "F.tool.exempt_add"),
    ("self.leads.add_result(served, self.tool_results, tool_name)", "F.tool.leads_add"),
    ("self.arithmetic.add_result(served, self.tool_results)", "F.tool.arith_add"),
]


class Stages:
    """Seconds per stage, from checkpoints: each checkpoint closes the stage open before it."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = collections.defaultdict(float)
        self._label: str | None = None
        self._since = 0.0

    def mark(self, label: str | None) -> None:
        now = clock()
        if self._label is not None:
            self.seconds[self._label] += now - self._since
        self._label = label
        self._since = clock()

    def timed(self, label: str, call: Callable[[], Any]) -> Any:
        start = clock()
        try:
            return call()
        finally:
            self.seconds[label] += clock() - start


def _function_lines(path: Path, header: str) -> list[str]:
    """The source lines of the function `header` opens (a `def` line), dedented to column 0."""
    lines = path.read_text().split("\n")
    start = next(i for i, line in enumerate(lines) if line.strip().startswith(header))
    indent = len(lines[start]) - len(lines[start].lstrip())
    end = start + 1
    while end < len(lines) and (
        not lines[end].strip() or len(lines[end]) - len(lines[end].lstrip()) > indent or lines[end].lstrip().startswith(")")
    ):
        end += 1
    return [line[indent:] for line in lines[start:end]]


def instrumented(module: Any, header: str, name: str, marks: list[tuple[str, str]], prefix: str,
                 calls: list[tuple[str, str]], stages: Stages) -> Callable[..., Any]:
    """A copy of `module`'s function `name`, with `stages.mark` before each marked top-level
    statement and each of `calls` timed apart, run in the module's namespace."""
    path = Path(module.__file__).with_name(Path(module.__file__).name.split(".")[0] + ".py")
    lines = _function_lines(path, header)
    out: list[str] = []
    found: set[str] = set()
    for line in lines:
        if line.startswith("    ") and not line.startswith("     "):
            for text, label in marks:
                if text in line and label not in found:
                    out.append(f"    _mark({prefix + label!r})")
                    found.add(label)
                    break
        out.append(line)
    for _, label in marks:
        if label not in found:
            print(f"  (mark {prefix}{label} not found in {path.name}: skipped)")
    source = "\n".join(out)
    for call, label in calls:
        pattern = r"(?<![\w.])" + re.escape(call)
        if re.search(pattern, source) is None:
            print(f"  (call {call} not found in {path.name}: not timed apart)")
            continue
        source = re.sub(pattern, lambda _m, call=call, label=label: f"_timed({label!r}, lambda: {call})", source)
    namespace = dict(vars(module))
    namespace["_mark"] = stages.mark
    namespace["_timed"] = stages.timed
    exec(compile(source, f"<instrumented {path.name}>", "exec"), namespace)
    return namespace[name]


def coarse(cases: list[dict], gate: Any, repeats: int) -> dict[str, float]:
    """Median seconds per stage over `repeats` batches (each case once), native calls only."""
    A = auditor_module
    rows: dict[str, list[float]] = collections.defaultdict(list)
    for _ in range(repeats):
        seconds: dict[str, float] = collections.defaultdict(float)
        for case in cases:
            t0 = clock()
            readings = A.ReadingCache(None)
            for message in case["history"]:
                if message["role"] == "tool":
                    content = message["content"]
                    readings.read(western_digits(content)[0] if gate.spellings else content, message.get("tool_chars"))
            t1 = clock()
            auditor = A.RunAuditor(gate, readings, defer_answers=True)
            t2 = clock()
            A._fed(auditor, case["history"], None, [])
            t3 = clock()
            first = auditor._judge(case["answer"], False, True)
            t4 = clock()
            seconds["read results (read_result + forms)"] += t1 - t0
            seconds["new auditor (+ freeing the last)"] += t2 - t1
            seconds["feed the rest (add, readings cached)"] += t3 - t2
            seconds["judge (first pass)"] += t4 - t3
            if first is None or auditor.answers_needed:
                A.check_answer(case["answer"], case["history"], gate)
                seconds["second pass (a whole check)"] += clock() - t4
        for key in ("read results (read_result + forms)", "new auditor (+ freeing the last)",
                    "feed the rest (add, readings cached)", "judge (first pass)", "second pass (a whole check)"):
            rows[key].append(seconds.get(key, 0.0))
    return {key: statistics.median(values) for key, values in rows.items()}


def fine(cases: list[dict], gate: Any, repeats: int) -> tuple[float, float, dict[str, float]]:
    """(check_answer's median seconds, the instrumented copy's, its median seconds per stage)."""
    A = auditor_module
    stages = Stages()
    judge = instrumented(gate_module, "def judge(", "judge", JUDGE_MARKS, "J.", JUDGE_CALLS, stages)
    add = instrumented(A, "def add(", "add", ADD_MARKS, "F.", ADD_CALLS, stages)

    def feed(auditor: Any, history: list[dict]) -> None:
        for m in history:
            add(auditor, m.get("role", ""), m.get("content"), tool_call_id=m.get("tool_call_id"),
                tool_chars=m.get("tool_chars"), folded_exempt=None, tool_calls=m.get("tool_calls"),
                tool_name=m.get("tool_name"))
            stages.mark(None)

    def first_pass(auditor: Any, answer: str) -> Any:
        auditor.leads.grant(len(answer) * A.LEAD_WORK_PER_CHAR)
        arithmetic = auditor.arithmetic
        if auditor._deferred and arithmetic is not None:
            arithmetic = A._Watched(True)
        auditor.work.grant_text(len(answer))
        auditor.work.start()
        try:
            return judge(answer, auditor.gate, auditor.evidence, auditor.exempt, auditor.basis, typed=False,
                         spellings=auditor.spellings, own=auditor.own, own_spellings=auditor.own_spellings,
                         arithmetic=arithmetic)
        except A._Asked:
            return None
        finally:
            stages.mark(None)

    wholes, copies, per_stage = [], [], collections.defaultdict(list)
    for _ in range(repeats):
        stages.seconds.clear()
        start = clock()
        for case in cases:
            A.check_answer(case["answer"], case["history"], gate)
        wholes.append(clock() - start)
        start = clock()
        for case in cases:
            auditor = stages.timed("new auditor", lambda: A.RunAuditor(gate, A.ReadingCache(None), defer_answers=True))
            feed(auditor, case["history"])
            verdict = first_pass(auditor, case["answer"])
            if verdict is None or auditor.answers_needed:
                stages.timed("second pass (a whole check)", lambda: A.check_answer(case["answer"], case["history"], gate))
        copies.append(clock() - start)
        for key, value in list(stages.seconds.items()):
            per_stage[key].append(value)
    return statistics.median(wholes), statistics.median(copies), {
        key: statistics.median(values + [0.0] * (repeats - len(values))) for key, values in sorted(per_stage.items())
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=3, help="batches per table; the medians are printed")
    parser.add_argument("--only", choices=["all", "coarse", "fine"], default="all")
    parser.add_argument("--installed", action="store_true", help="import the installed core, not this tree's src")
    args = parser.parse_args()
    gate = resolve_gate({})
    short, multi = bench_check.the_cases(True)
    print(f"core: {describe()}; CPU seconds per case, medians of {args.repeats} batches")
    for name, cases in (("short", short), ("multi-turn", multi)):
        for case in cases:  # warm the memos once, as bench_check.py does
            auditor_module.check_answer(case["answer"], case["history"], gate)
        n = len(cases)
        if args.only in ("all", "coarse"):
            rows = coarse(cases, gate, args.repeats)
            total = sum(rows.values())
            print(f"\n{name}, {n} cases, coarse (native calls): {total / n * 1e6:,.0f} us/case")
            for key, seconds in rows.items():
                print(f"  {key:<42} {seconds / n * 1e6:9.1f} us  {seconds / total * 100:5.1f}%")
        if args.only in ("all", "fine"):
            whole, copy, rows = fine(cases, gate, args.repeats)
            print(f"\n{name}, {n} cases, fine (instrumented copies): check_answer {whole / n * 1e6:,.0f} us/case"
                  f" ({n / whole:,.0f}/s), the copy {copy / n * 1e6:,.0f} us/case")
            for key, seconds in rows.items():
                print(f"  {key:<42} {seconds / n * 1e6:9.1f} us  {seconds / copy * 100:5.1f}%")


if __name__ == "__main__":
    main()
