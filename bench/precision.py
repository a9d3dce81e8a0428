"""Precision on a real corpus: findings, false flags per 1,000 answers, one-digit mutations caught.

Not a test: it measures (the labelled corpus's test is `tests/precision/`). From the repository root:

    .venv/bin/python bench/precision.py tests/data/corpora/tau-bench-airline-gpt-4o.jsonl.gz \\
        --labels tests/data/precision/tau-bench-airline.labels.jsonl
    ... --profile reference            # the reference's dials
    ... --set arithmetic=false         # any dial off or on (repeatable)
    ... --no-mutations                 # only the findings

It prints one JSON document: answers, findings by kind, flags by label and false flags per 1,000
answers (with --labels), and the mutation tally (`evidence_audit.measure` says what each count
means), with examples of mutations the computed rule excused.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from evidence_audit.evidence import resolve_gate
from evidence_audit.measure import false_flag_report, findings_of, mutation_tally, read_labels, read_runs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", help="a JSONL trace file (.gz allowed)")
    parser.add_argument("--profile", default="default", choices=("default", "reference"))
    parser.add_argument("--set", action="append", default=[], metavar="DIAL=true|false", help="set one dial")
    parser.add_argument("--labels", help="hand labels (JSONL: run_id, answer_index, kind, value, label)")
    parser.add_argument("--no-mutations", action="store_true", help="skip the mutation tally")
    parser.add_argument("--examples", type=int, default=10, help="examples of excused mutations to print")
    args = parser.parse_args(argv)
    options: dict[str, object] = {"profile": args.profile}
    for item in args.set:
        name, _, value = item.partition("=")
        if value not in ("true", "false"):
            parser.error(f"--set {item!r}: expected DIAL=true or DIAL=false")
        options[name] = value == "true"
    gate = resolve_gate(options)
    started = time.perf_counter()
    answers, rows = findings_of(args.corpus, gate)
    report = false_flag_report(answers, rows, read_labels(args.labels) if args.labels else {})
    report["options"] = options
    if not args.labels:
        for key in ("flags_by_label", "false_flags", "false_flags_per_1000_answers", "unlabelled_flags"):
            report.pop(key)
    if not args.no_mutations:
        tally = mutation_tally(read_runs(args.corpus), gate, examples=args.examples)
        report["mutations"] = tally.as_dict()
        report["excused_examples"] = tally.computed_examples
    report["elapsed_s"] = round(time.perf_counter() - started, 1)
    json.dump(report, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
