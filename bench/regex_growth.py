"""Patterns that backtrack: every compiled pattern of `evidence/`, timed on long hostile strings.

The check compiles about 1,200 module-level patterns across the modules of
`src/evidence_audit/evidence/`. A pattern whose search backtracks over its own repeats (a nested
repeat, two repeats that can take the same characters, a repeat tried from every start) costs the
square of its input or worse, and a tool result can be megabytes long. This bench finds them:
each pattern (module globals, class attributes, and patterns kept in tuples, lists and dicts of a
module) runs `finditer` to the end on strings built from the characters the patterns care about
(digits with separators, spaces and tabs, currency signs, `:`/`-`/`/`, month words, `x`/`×`/`=`,
brackets, RTL marks, digits of other scripts), each ended by a character that breaks the match,
at a short and a 4x length; a pattern whose CPU time grows past `--ratio` (a linear one: 4x) is
timed again at 2x and 8x, and listed when the growth holds.

    PYTHONPATH=src python bench/regex_growth.py [--base 1000] [--ratio 9] [--module NAME] [--match | --full PREFIX]

Prints one line per pattern that grows faster than linear: its module and name, the family of
string, CPU seconds at each length and the growth, and the pattern. Exit 0 always: a bench, not a
test (`tests/hostile/test_hostile37.py` holds the patterns fixed).
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import re
import signal
import sys
import time
from collections.abc import Callable, Iterator

FAMILIES: dict[str, Callable[[int], str]] = {}


def _family(name: str, unit: str, end: str = "\x00") -> None:
    """A string of `unit` repeated to n characters, ended by `end` (a character no pattern wants)."""
    FAMILIES[name] = lambda n: (unit * (n // len(unit) + 1))[:n] + end


for _name, _unit in {
    "digits": "1",
    "digits-comma": "1,",
    "grouped": "123,",
    "seps": "1,2.3 4'5",
    "digit-space": "1 ",
    "digit-dot": "1.",
    "digit-dash": "1-",
    "spaces": " ",
    "tabs": " \t",
    "nbsp": "1\u00a0",
    "thin": "1\u202f",
    "currency": "$1 ",
    "euro": "1 € ",
    "rupee": "Rs.1,",
    "clock": "12:3",
    "colons": ":1",
    "dashes": "1-2/",
    "slashes": "1/",
    "dates": "12/03-",
    "months": "January 12 ",
    "month-short": "Jan ",
    "weekdays": "Mon, ",
    "times": "2 x 3 × 4 = ",
    "equals": "1 = ",
    "x": "x",
    "brackets": "(1",
    "closing": "1)",
    "rtl": "\u200f1\u200f",
    "arabic": "١٢٣,",
    "devanagari": "१२३ ",
    "fullwidth": "１２３，",
    "letters": "a",
    "words": "word ",
    "capitals": "Ab ",
    "newlines": "1\n",
    "pipes": "| 1 ",
    "percent": "1% ",
    "dots": ".",
    "hyphens": "-",
    "star": "*",
    "plus-minus": "+1 -",
    "quotes": "\"1\" ",
    "k": "1k ",
}.items():
    _family(_name, _unit)


def patterns(only: str | None) -> Iterator[tuple[str, re.Pattern[str]]]:
    """Every distinct compiled pattern of the evidence modules, with where it is kept."""
    import evidence_audit.evidence as evidence

    seen: set[tuple[str, int]] = set()

    def walk(obj: object, where: str, depth: int) -> Iterator[tuple[str, re.Pattern[str]]]:
        if isinstance(obj, re.Pattern):
            key = (str(obj.pattern), obj.flags)
            if isinstance(obj.pattern, str) and key not in seen:
                seen.add(key)
                yield where, obj
        elif depth < 3 and isinstance(obj, (list, tuple, set, frozenset)):
            for item in obj:
                yield from walk(item, where, depth + 1)
        elif depth < 3 and isinstance(obj, dict):
            for item in obj.values():
                yield from walk(item, where, depth + 1)

    for info in pkgutil.walk_packages(evidence.__path__, evidence.__name__ + "."):
        if only and only not in info.name:
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, type) and value.__module__ == module.__name__:
                for attribute, inner in vars(value).items():
                    yield from walk(inner, f"{info.name}.{name}.{attribute}", 0)
            else:
                yield from walk(value, f"{info.name}.{name}", 0)


class TooSlow(Exception):
    """One `finditer` ran past `LIMIT` seconds: listed at once, its family not timed further."""


LIMIT = 2


def _alarm(signum: int, frame: object) -> None:
    raise TooSlow


ONE_START = [False]  # `--match`: time one `match` at the text's start, not `finditer`
FULL = [""]  # `--full PREFIX`: time one `fullmatch` of PREFIX + the text (hostile39: `_COMPOUND`'s square
# showed only there: `match` stops at the first end, a `fullmatch` that fails tries them all)


def cpu(pattern: re.Pattern[str], text: str) -> float:
    """CPU seconds of one full `finditer` over `text`, or of one `match` at its start under
    `--match` (`TooSlow` past `LIMIT` wall seconds: the regular expression engine checks for
    signals as it runs)."""
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(LIMIT)
    start = time.process_time()
    try:
        if FULL[0]:
            whole = FULL[0] + text
            for _ in range(20):
                pattern.fullmatch(whole)
        elif ONE_START[0]:
            for _ in range(20):
                pattern.match(text)
        else:
            for _ in pattern.finditer(text):
                pass
    finally:
        signal.alarm(0)
    return time.process_time() - start


def grows(pattern: re.Pattern[str], family: Callable[[int], str], base: int, ratio: float) -> tuple[float, ...] | None:
    """CPU at n, 4n (then 2n and 8n to confirm) when the growth from n to 4n passes `ratio`."""
    small = cpu(pattern, family(base))
    large = cpu(pattern, family(4 * base))
    if large < 0.004 or large < ratio * max(small, 1e-4):
        return None
    mid, huge = cpu(pattern, family(2 * base)), cpu(pattern, family(8 * base))
    if huge < ratio * max(mid, 1e-4):
        return None
    return small, mid, large, huge


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=int, default=1000, help="the short length (characters)")
    parser.add_argument("--ratio", type=float, default=9.0, help="growth at 4x that is listed (linear: 4)")
    parser.add_argument("--module", default=None, help="only modules whose name holds this")
    parser.add_argument("--verbose", action="store_true", help="name each pattern on stderr as it starts")
    parser.add_argument("--match", action="store_true",
                        help="time one `match` at the start (20 times): a pattern asked at one place, as most are, "
                             "that still grows faster than linear backtracks within one try")
    parser.add_argument("--full", default="", metavar="PREFIX",
                        help="time one `fullmatch` of PREFIX + the text (20 times): patterns asked of a whole form "
                             "or span (`fullmatch`), e.g. `--full a` for a word before the run")
    args = parser.parse_args(argv)
    ONE_START[0] = args.match
    FULL[0] = args.full
    found = 0
    count = 0
    for where, pattern in patterns(args.module):
        count += 1
        if args.verbose:
            print(where, file=sys.stderr, flush=True)
        for name, family in FAMILIES.items():
            try:
                times = grows(pattern, family, args.base, args.ratio)
            except TooSlow:
                found += 1
                print(f"{where}\t{name}\tover {LIMIT} s\t{pattern.pattern[:160]!r}", flush=True)
                break
            if times is None:
                continue
            found += 1
            n, mid, large, huge = times
            print(f"{where}\t{name}\t{n:.4f} {mid:.4f} {large:.4f} {huge:.4f}\t"
                  f"x{huge / max(mid, 1e-4):.1f}\t{pattern.pattern[:160]!r}", flush=True)
            break
    print(f"{count} patterns, {len(FAMILIES)} families, {found} grow faster than linear", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
