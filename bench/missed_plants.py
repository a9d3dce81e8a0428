"""Why each planted invention the default lets through is excused (round 38, recall38).

Not a test: it reads the `planted, not caught` lines of saved `bench/heldout.py` outputs (or runs
the audit itself with `--run`), judges each missed plant's answer again with `check_answer` against
the run up to that answer, and prints the verdict of the planted value: the computed kind and its
expression, the spelling rule that grounded it (`grounded by`), `self-sourced`, `unverified`,
`flagged` (the check flags it here: the miss is elsewhere, e.g. the flag's occurrence), or `not a
candidate` (the reading never took it as a value). Then a table: verdict -> count of plants.

    PYTHONPATH=src .venv/bin/python bench/missed_plants.py OUT/heldout2*.txt   # OUT: a folder of `bench/heldout.py --show 400` outputs, one SET.txt a set
    PYTHONPATH=src .venv/bin/python bench/missed_plants.py --set tests/data/heldout20 --run

The truth is read only to know which value was planted; the check never sees it.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

from evidence_audit import Source, assemble_run, check_answer, parse_line, resolve_gate  # noqa: E402
from evidence_audit.evidence.auditor import ReadingCache  # noqa: E402
from evidence_audit.evidence.word_dates import answer_dates  # noqa: E402
from heldout import bare, corpora_in, history_of, read_truth  # noqa: E402

MISSED = re.compile(r"planted, not caught: (\S+) answer (\d+): (.+)$")


def missed_in(text: str) -> list[tuple[str, int, str]]:
    out = []
    for line in text.splitlines():
        m = MISSED.search(line)
        if m:
            out.append((m.group(1), int(m.group(2)), eval(m.group(3))))  # a repr of a str
    return out


def same(value: str, planted: str) -> bool:
    v, p = bare(value), bare(planted)
    return bool(v) and (v == p or v in p or p in v)


def verdict_of(planted: str, verdict: Any) -> list[str]:
    """Every reading of the planted value in the verdict (a value may be judged several times); a
    date in words is judged as its ISO day (`17 March 2027` as `2027-03-17`)."""
    out: list[str] = []
    days = [found.day.isoformat() for found in answer_dates(planted)]
    if days:
        planted = days[0]
    for c in verdict.unsupported:
        if same(c.token or c.value, planted) or same(c.value, planted):
            out.append(f"flagged ({c.value})")
    for c in verdict.computed or ():
        if same(c.value, planted):
            out.append(f"computed {c.derivation}: {c.from_}")
    for g in verdict.grounded:
        if same(g.value, planted):
            out.append(f"grounded by {g.by} ({g.value})")
    for c in verdict.self_sourced:
        if same(c.value, planted):
            out.append(f"self-sourced ({c.value})")
    for u in verdict.unverified:
        if same(u.candidate.value, planted):
            out.append(f"unverified ({u.framing})")
    if not out:
        near = [c.value for c in verdict.candidates if same(c.value, planted) or same(c.token or "", planted)]
        out.append("exempt (a person said it) " + ",".join(near) if near else "not a candidate")
    return out


def why_not(planted: str, min_digits: int) -> str:
    """A coarse reason a value is no candidate: its shape as written."""
    if any(ch.isdigit() and not "0" <= ch <= "9" for ch in planted):
        return "another script's digits"
    if re.search(r"[A-Za-z]{3,}", planted) and re.search(r"[0-9]", planted):
        return "date or quantity in words"
    if ":" in planted:
        return "clock"
    digits = sum(ch.isdigit() for ch in planted)
    if digits < min_digits:
        return "under the digit minimum" + (", percent" if "%" in planted else "")
    return "read otherwise"


def answers_of(corpus: Path) -> dict[tuple[str, int], tuple[str, list[dict[str, Any]]]]:
    out = {}
    for number, line in enumerate(corpus.read_bytes().splitlines(), start=1):
        parsed = parse_line(line, Source(str(corpus), number))
        messages = list(assemble_run(parsed.messages).messages)
        index = 0
        for position, message in enumerate(messages):
            if message.answer:
                out[(message.run_id, index)] = (message.text or "", history_of(messages[:position]))
                index += 1
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outputs", nargs="*", type=Path, help="saved heldout.py outputs (SET.txt)")
    parser.add_argument("--set", action="append", type=Path, default=[], help="a held-out folder")
    parser.add_argument("--run", action="store_true", help="run heldout.py --no-mutations on each --set first")
    parser.add_argument("--context", type=int, default=70, help="characters of answer around the plant")
    args = parser.parse_args(argv)
    jobs: list[tuple[Path, str]] = []
    for path in args.outputs:
        folder = ROOT / "tests" / "data" / path.stem
        jobs.append((folder, path.read_text(encoding="utf-8")))
    for folder in args.set:
        if args.run:
            text = subprocess.run([sys.executable, str(ROOT / "bench" / "heldout.py"), "--corpora", str(folder),
                                   "--no-mutations", "--show", "0"], capture_output=True, text=True, check=True).stdout
        else:
            text = (ROOT / "out" / f"{folder.name}.txt").read_text()
        jobs.append((folder if folder.is_absolute() else ROOT / folder, text))
    gate = resolve_gate({"profile": "default"})
    table: Counter[str] = Counter()
    for folder, text in jobs:
        if folder.name == "heldout45":
            continue  # sealed (round 46: heldout44 is read, heldout45 is being written)
        missed = set(missed_in(text))
        if not missed:
            continue
        for name in corpora_in(folder):
            truth = read_truth(folder, name)
            mine = [m for m in sorted(missed) if (m[0], m[1]) in truth and m[2] in truth[(m[0], m[1])]["invented"]]
            if not mine:
                continue
            answers = answers_of(folder / f"{name}.jsonl")
            cache = ReadingCache()
            for run_id, index, planted in mine:
                answer, history = answers[(run_id, index)]
                verdict = check_answer(answer, history, gate, readings=cache)
                at = answer.find(planted)
                around = " ".join(answer[max(0, at - args.context): at + len(planted) + args.context].split()) if at >= 0 else "(not found in text)"
                readings = verdict_of(planted, verdict)
                if readings[0] == "not a candidate":
                    readings[0] += " (" + why_not(planted, gate.min_digits) + ")"
                table[readings[0].split(":")[0].split(" (")[0] + (" (" + readings[0].split(" (")[1] if readings[0].startswith("not") else "")] += 1
                print(f"{folder.name}/{name} {run_id} #{index} {planted!r}")
                print(f"    why (truth): {truth[(run_id, index)].get('why', '')}")
                for r in readings:
                    print(f"    {r}")
                print(f"    ...{around}...")
    print("\nverdict -> plants")
    for key, count in table.most_common():
        print(f"  {count:4d}  {key}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
