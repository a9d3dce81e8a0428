"""`evidence-audit synth`: realistic agent traces with planted fabrications and their ground truth.

Library: `generate(runs, seed)` yields `SynthRun`s; `write_corpus(path, runs, seed, fmt)` writes a
traces file in any trace format (or a seeded mix) and a truth file. Command line: `main(argv)`.
See README.md in this folder for the truth file's rows.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from .arithmetic import ArithmeticStats, write_arithmetic_corpus
from ..cli_options import add_quiet, add_workers, workers_count
from ..exits import USAGE
from ..text import plural
from .generate import (
    CORPUS_FORMATS,
    KINDS,
    MIXED,
    CorpusStats,
    SynthRun,
    default_truth_path,
    generate,
    write_corpus,
)

__all__ = [
    "ArithmeticStats",
    "CORPUS_FORMATS",
    "KINDS",
    "MIXED",
    "CorpusStats",
    "SynthRun",
    "build_parser",
    "default_truth_path",
    "generate",
    "main",
    "write_arithmetic_corpus",
    "write_corpus",
]

DESCRIPTION = """\
Write realistic agent traces with planted fabrications, and a truth file that lists them.

Runs span six domains (retail orders, airline bookings, a Fibre Channel SAN, cloud operations,
an IT helpdesk, a personal assistant's mail, calendar and bank): 1-6 turns, 0-4 tool calls a turn (some parallel), JSON results (objects, rows,
nested; some cut mid-value at a size cap, some followed by a framework note), plain-text tables
and logs, user messages that mention ids, system prompts, and a few runs that end before any
answer. Answers copy values, respell them as people do (10:00 PM for "22:00:00", a refund of
$6,594 for -6594, "ending in 1784" for gift_card_1591784), repeat values the assistant passed to a
tool itself, and, planted, invent values: near misses of carried ones (one digit, an hour, a day
off) and sums of carried numbers among them. The same seed gives the same bytes.
"""

EPILOG = """\
the truth file (one JSON object per line, one row per data value per answer):
  {"run_id": "<32 hex>", "answer_index": 0, "value": "w2378156", "kind": "copied", ...}

  run_id        the run's id: 32 hex digits in every format (so also its otel trace id)
  answer_index  0-based index among the run's answers (assistant text that calls no tool)
  value         normalized exactly as the check reports it (lower-cased, 41,200 -> 41200)
  kind          fabricated  planted: no earlier tool result, user or system message carried it;
                            the audit must flag it
                copied      copied from an earlier tool result, in a lookup form of the value
                            ($1,032.50 for 1032.5); the exact lookup grounds it
                respelled   copied in a person's respelling (06:00 for "06:00:00"); the spelling
                            rule named by `rule` grounds it, and the reference flags it
                self_sourced  only the assistant's own tool-call arguments carried it; the audit
                            lists it as self_sourced (the reference flags it)
                exempt      said by a person; the audit must not flag it
                computed    the answer computed it from carried numbers (a duration, a yearly
                            cost; with --arithmetic, totals and refunds): `expression` gives it;
                            the audit lists it as computed when its rule reproduces that, else
                            flags it (the reference flags it)
  source        copied, respelled: the tool call id of the result; self_sourced: the id of the
                call that carried it; exempt: "user"
  rule, carried respelled: the spelling rule (clock, timestamp-date, unsigned, id-part,
                masked-ending, time-in-words, date-in-words, numeric-date, score) and the
                carried form it respells
  fabrication   fabricated: how (changed_id, wrong_amount, made_up_timestamp, invented_host,
                near_miss_id|amount|clock|date|last4, derived_sum|difference, ...)
  mutated_from  near misses: the carried form it was changed from, its unique nearest carried value
  derivation    derived_*: the two carried numbers that give it ("1859 + 1679")
  shape, label, spelling, format   the check's shape, what the value is, how the answer wrote
                it, and the run's trace format

Every answer was checked while generating: the default check flags its fabricated values (and a
computed one its rule does not reproduce), grounds copied values exactly and respelled values by
their rule, and lists the self-sourced ones.

The truth file is named *.truth.jsonl so that an audit of the traces' folder skips it.

Exit status: 0 written; 2 a usage error, or --out or --truth cannot be written (one line on stderr
says why).

Example: three runs, and the truth file beside them:
  $ evidence-audit synth --runs 3 --seed 7 --out samples/traces.jsonl --quiet && ls samples
  traces.jsonl
  traces.truth.jsonl
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="evidence-audit synth",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--runs", type=int, default=100, metavar="N", help="runs to write (default: 100)")
    parser.add_argument("--format", dest="fmt", choices=CORPUS_FORMATS, default="events",
                        help="trace format, or mixed: each run in a format drawn by the seed (default: events)")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="random seed (default: 0)")
    parser.add_argument("--out", required=True, metavar="PATH",
                        help="traces file; .gz, .bz2 or .zst compresses it")
    parser.add_argument("--truth", metavar="PATH",
                        help="truth file (default: beside --out, NAME.truth.jsonl)")
    parser.add_argument("--fabrication-rate", type=float, default=0.3, metavar="F",
                        help="chance an answer gets planted fabrications, 0 to 1 (default: 0.3)")
    parser.add_argument("--arithmetic", action="store_true",
                        help="write booking runs whose answers do arithmetic (totals, differences, a price "
                             "times the nights, refunds, running balances), truth kind `computed` with the "
                             "expression, and fabrications one digit off a computed or a carried value; "
                             "prints the share of drawn fabrications the arithmetic rule excused (computed, or "
                             "listed unverified)")
    parser.add_argument("--probe-invented", action="store_true",
                        help="with --arithmetic: also replace one computed value per answer by an invented "
                             "amount (more than one edit from it; judged, never written) and print how many the "
                             "unverified kind lists instead of flagging (slower)")
    add_workers(parser, "; the output is the same for any N", default=1)
    add_quiet(parser)
    return parser


def summary(stats: CorpusStats, seconds: float) -> str:
    """The one line `main` prints to stderr."""
    mb = stats.bytes / 1e6
    rate = f", {mb / seconds:.1f} MB/s" if seconds > 0 else ""
    formats = ", ".join(f"{name} {n}" for name, n in sorted(stats.formats.items()))
    return (f"synth: {stats.runs} runs ({formats or 'none'}), {stats.lines} lines, {mb:.1f} MB, "
            f"{stats.answers} answers, {stats.fabricated} fabricated, {stats.copied} copied, "
            f"{stats.respelled} respelled, {stats.self_sourced} self-sourced, {stats.exempt} exempt, "
            f"{plural(stats.runs_without_answer, 'run')} without an answer; "
            f"{seconds:.1f} s{rate}; wrote {stats.path} and {stats.truth_path}")


def main(argv: Sequence[str] | None = None) -> int:
    """Run `evidence-audit synth`; return the exit status (argparse exits 2 on a usage error)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.runs < 0:
        parser.error(f"argument --runs: must be at least 0, got {args.runs}")
    if not 0.0 <= args.fabrication_rate <= 1.0:
        parser.error(f"argument --fabrication-rate: must be from 0 to 1, got {args.fabrication_rate}")
    workers = workers_count(args.workers)
    truth = args.truth or default_truth_path(args.out)
    if truth == args.out:
        parser.error("argument --truth: must differ from --out")
    start = time.perf_counter()
    if args.arithmetic:
        try:
            arith = write_arithmetic_corpus(args.out, args.runs, args.seed, args.fmt, truth_path=truth,
                                            fabrication_rate=args.fabrication_rate, probe=args.probe_invented)
        except OSError as err:
            print(f"evidence-audit synth: cannot write: {err}", file=sys.stderr)
            return USAGE
        if args.quiet:
            return 0
        print(f"synth: {arith.runs} arithmetic runs, {arith.answers} answers, {arith.computed} computed values, "
              f"{arith.fabricated} fabricated; the arithmetic rule excused {arith.excused} of "
              f"{arith.fabrications_drawn} fabrications drawn ({100 * arith.excused_share:.2f}%, redrawn;"
              f" {arith.unverified} of them listed unverified); "
              + (f"of {arith.invented} computed values replaced by invented amounts (a probe, not written),"
                 f" {arith.invented_unverified} were listed unverified ({100 * arith.invented_unverified_share:.1f}%),"
                 f" {arith.invented_flagged} flagged; " if args.probe_invented else "")
              + f"{time.perf_counter() - start:.1f} s; wrote {args.out} and {truth}", file=sys.stderr)
        return 0
    try:
        stats = write_corpus(args.out, args.runs, args.seed, args.fmt, truth_path=truth,
                             fabrication_rate=args.fabrication_rate, workers=workers)
    except OSError as err:
        print(f"evidence-audit synth: cannot write: {err}", file=sys.stderr)
        return USAGE
    if not args.quiet:
        print(summary(stats, time.perf_counter() - start), file=sys.stderr)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
