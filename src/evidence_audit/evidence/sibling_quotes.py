"""A number in a list whose other items quote carried numbers is a quote too (round 13).

Under `min_digits` a short number is prose: `White: 46` in a stock list, `Royal Panda: 4.1` in a
list of ratings is never judged, so a model that writes 46 for a carried 64, or 4.1 for 4.2, is
never flagged. But a list whose items each end in one number, of which the others are numbers a
result carried, is a list of quotes: the odd one out is a quote no result carried, whatever its
digit count. So such a number is data (a candidate, judged by every rule as any number: a
spelling, the arithmetic, a person's number may still ground it) when:

- its line is a list item (`-`, `*`, `•`, `1.`, `1)`) whose text after its last colon is that
  one number (a currency mark, a short unit and a parenthesis after it allowed);
- the list (consecutive items) holds at least three such items, and of the others at least two,
  and two in three, are numbers a result carried or a person said, written with as many decimals.

Not the list's own arithmetic (a total is no item of the run), not lists of mixed quotes and
computed values (fewer than two in three of the others carried). Linear in the answer.
Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Container
from typing import Final

from .normalize import normalize_token
from .written import _MONTH

__all__ = ["sibling_quoted"]

# A list item's line: its marker, then its text.
_ITEM: Final = re.compile(r"^[ \t]*(?:[-*\u2022]|[0-9]{1,2}[.)])[ \t]+(.+)$")
# The item's text after its last colon: one number, a currency mark before it, a short unit or a
# percent after it, then at most a parenthesis and a closing mark. (silk36) Not a month's name after
# it: `* **Spinning:** 30 May` is a date in words, which the date rules judge whole, no quote of 30.
# (hostile40) The marks after the number possessive: an item `c: 12`, n blanks, `!` split the run
# every way between it and the last run (the square: 16,000 blanks, 0.98 s of `check`); a `(` or the
# last run's own characters follow it, so no part could take what it gave back: the same matches.
_TAIL: Final = re.compile(
    r"[\s*_]*[$\u20ac\u00a3]?([0-9][0-9,]*(?:\.[0-9]+)?)(?:[ \t]?(?:%|(?!(?i:" + _MONTH + r")\.?(?![A-Za-z]))[A-Za-z]{1,10}))?[\s*_]*+"
    r"(?:\([^()]{0,60}\))?[\s*_.;,]*\Z"
)
# The fewest items of a list, and of its other items carried, for a list of quotes.
_LEAST_ITEMS: Final = 3
_LEAST_CARRIED: Final = 2


def _places(number: str) -> int:
    return len(number) - number.index(".") - 1 if "." in number else 0


def sibling_quoted(answer: str, carried: Container[str], said: Container[str]) -> frozenset[str]:
    """The answer's numbers that end a list item among items that end in carried numbers, and that
    no result carried nor a person said (normalized, as the amounts are)."""
    if ":" not in answer:
        return frozenset()
    out: set[str] = set()
    run: list[tuple[str, int] | None] = []  # per item of the current list: (value, places) or None
    for line in answer.split("\n") + [""]:
        item = _ITEM.match(line)
        if item is not None:
            text = item.group(1)
            colon = text.rfind(":")
            tail = _TAIL.match(text, colon + 1) if colon >= 0 else None
            if tail is not None:
                value = normalize_token(tail.group(1))
                run.append((value, _places(tail.group(1))) if value else None)
            else:
                run.append(None)
            continue
        if len(run) >= _LEAST_ITEMS:
            _odd_ones(run, carried, said, out)
        run = []
    return frozenset(out)


def _odd_ones(run: list[tuple[str, int] | None], carried: Container[str], said: Container[str], out: set[str]) -> None:
    items = [x for x in run if x is not None]
    if len(items) < _LEAST_ITEMS:
        return
    quoted = [(v in carried or v in said) for v, _ in items]
    # the quoted items by decimals, counted once: an unquoted item's quoted others are all of them
    quoted_places = Counter(places for (_, places), q in zip(items, quoted) if q)
    others = len(items) - 1
    for (value, places), q in zip(items, quoted):
        if q:
            continue
        hits = quoted_places[places]
        if hits >= _LEAST_CARRIED and 3 * hits >= 2 * others:
            out.add(value)
