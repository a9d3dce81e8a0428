"""How the `check` cost of each rule family grows with hostile input (never hang, bounded cost).

Not a test: it measures. Each family builds an answer (and a result) aimed at one default-profile
rule family at size n, 2n, 4n, ... and times `check_answer` on it, default and `reference`
profiles. 2x the input should cost about 2x: the growth column is seconds(n) / seconds(n/2).
Seconds are CPU seconds of this process (`time.process_time`): the machines are shared, and wall
times swing with the load. `--src DIR` times another checkout's `src` (main, say) on the same inputs.

    .venv/bin/python bench/bench_rule_growth.py                  # every family
    .venv/bin/python bench/bench_rule_growth.py --only table,ranges --steps 3 --base 0.5
    .venv/bin/python bench/bench_rule_growth.py --run 1000     # one run of 1,000 hostile answers
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if "--src" in sys.argv:  # another checkout's core, on this checkout's inputs
    sys.path.insert(0, str(Path(sys.argv[sys.argv.index("--src") + 1]).resolve()))
else:
    sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(1, str(ROOT))

from evidence_audit.evidence import check_answer, resolve_gate  # noqa: E402
from tests.hostile.rule_inputs import FAMILIES  # noqa: E402


def timed(answer: str, result: str, gate, user: str = "report please") -> float:
    history = [{"role": "user", "content": user}, {"role": "tool", "content": result}]
    start = time.process_time()
    check_answer(answer, history, gate)
    return time.process_time() - start


def run_cost(answers: int) -> None:
    """One run of `answers` hostile answers (`tests/hostile/corpus.py: hostile_run`) through the
    rows the pipeline writes (`audit_run`, no Beam): CPU seconds, and answers whose rules a bound cut."""
    from evidence_audit import Source, parse_line
    from evidence_audit.beam.rows import audit_run
    from tests.hostile.corpus import hostile_run

    records = hostile_run(answers)
    messages = [m for i, r in enumerate(records) for m in parse_line(json.dumps(r).encode(), Source("run", i + 1)).messages]
    chars = sum(len(r["content"]) for r in records)
    start = time.process_time()
    result = audit_run("hostile", messages, resolve_gate({}))
    seconds = time.process_time() - start
    omitted = sum(1 for a in result.answers if a.get("rules_omitted"))
    flagged = sum(1 for a in result.answers if a["verdict"] == "flagged")
    print(f"one run of {answers:,} hostile answers ({chars / 1e6:.1f} MB): {seconds:.1f} CPU s "
          f"({seconds / answers:.3f} s an answer), {flagged:,} flagged, {omitted:,} with rules omitted", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", default="", help="comma-separated family names (default: all)")
    parser.add_argument("--steps", type=int, default=3, help="sizes per family, each twice the last (default 3)")
    parser.add_argument("--base", type=float, default=1.0, help="scale the families' first size by this")
    parser.add_argument("--profiles", default="default,reference")
    parser.add_argument("--budget", type=float, default=60.0, help="stop a family once one size costs more (s)")
    parser.add_argument("--src", help="time the core under this `src` folder instead of this checkout's")
    parser.add_argument("--run", type=int, default=0, help="time one run of this many hostile answers instead")
    args = parser.parse_args(argv)
    if args.run:
        run_cost(args.run)
        return 0
    only = {name for name in args.only.split(",") if name}
    gates = {p: resolve_gate({} if p == "default" else {"profile": p}) for p in args.profiles.split(",")}
    print(f"{'family':<18} {'profile':<10} {'size':>9} {'answer KB':>10} {'seconds':>9} {'growth':>7}")
    for name, (build, first) in FAMILIES.items():
        if only and name not in only:
            continue
        for profile, gate in gates.items():
            last = None
            for step in range(args.steps):
                size = max(1, int(first * args.base)) * (2**step)
                answer, result, *user = build(size)
                seconds = timed(answer, result, gate, *user)
                growth = f"{seconds / last:.2f}" if last else ""
                print(f"{name:<18} {profile:<10} {size:>9} {len(answer) / 1024:>10.1f} {seconds:>9.3f} {growth:>7}", flush=True)
                last = max(seconds, 1e-6)
                if seconds > args.budget:
                    break
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
