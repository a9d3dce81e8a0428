"""A due point from an interval a person states (round 24): `interval-due`.

Maintenance, inspection and renewal rules are stated once, in words, by the person or the system
prompt: `a service every 250 engine hours; the raw-water impeller every 500 hours`, `rotate the
tyres every 10,000 km`, `a filter change every 6 months`. An answer then writes the next due point
from the last one it names: `Last service at 2,050 h, so due at 2,300 h`, or a table row `| Service
| 1,742 h | 250 h | 1,992 h |`. `reading-gap` (`reading_series.py`) adds an interval its own result
carries under a key; this rule reads the interval from a person's words.

| rule | the answer writes | from | its price |
|---|---|---|---|
| `interval-due` (late) | `Last service at 2,050 h, so due at 2,300 h` | a resolved number written before the value on its line and in its sentence, wearing the unit the value wears (`2,050 h`), plus an interval a person stated as `<thing> every N <unit>` (up to two words between the number and the unit), the thing (the word before `every`) named in the value's sentence, the unit the same (`h` for `hours`); exact | a value equal to such a sum with no one-digit neighbour reached by another base or named interval, not one digit off a carried number other than its base |

Refused: an interval whose thing the sentence does not name (`every 500 hours` for the impeller,
in a sentence about the service), a base or a value in another unit (`2,050 km`), a sum one digit
off, a value one digit off a carried number that is not its base.
Pure: no I/O; the per-run state is the intervals the persons stated (at most MAX_INTERVALS).
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from .computed.reading import AnswerReading, carried_neighbours, written_neighbours
from .computed.values import Derivation, Operand, Occurrence, decimal_places, as_decimal
from .computed.wide import local_slip, late_target
from .decimal_text import printed
from .normalize import normalize_token
from .units import CURRENCY_WORDS, unit_spelling

__all__ = ["MAX_INTERVALS", "StatedIntervals"]

MAX_INTERVALS: Final = 16  # intervals kept per run (the latest)
MAX_TEXT: Final = 20_000  # characters of a person's text read
MIN_DIGITS: Final = 3  # significant digits the value must write
RECENT: Final = 4  # bases: the last resolved numbers written before the value in its sentence
# `<thing> every N <unit>`: the thing the word right before `every` (3+ letters), the number with
# or without thousands separators, up to two words, then the unit word (`every 250 engine hours`).
_INTERVAL: Final = re.compile(
    r"\b([A-Za-z][A-Za-z-]{2,30})[ \t]+every[ \t]+([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?"
    r"((?:[ \t]+[A-Za-z][A-Za-z-]{0,20}){1,3})",
    re.ASCII | re.IGNORECASE,
)
_WORD: Final = re.compile(r"[A-Za-z][A-Za-z-]*", re.ASCII)
# where a sentence ends: `.`, `!`, `?` or `;` before a space, or a line break
_SENTENCE_END: Final = re.compile(r"[.!?;](?=[ \t\n*_)])|\n")


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the sentence (within its line) holding `text[start:end]`."""
    first = 0
    for m in _SENTENCE_END.finditer(text, 0, start):
        first = m.end()
    last = _SENTENCE_END.search(text, end)
    return first, last.start() if last is not None else len(text)


def _unit_after(text: str, end: int) -> str:
    """The unit word right after a number (a space or a `**` between allowed), in its one spelling."""
    at = end
    while at < len(text) and at < end + 4 and text[at] in " *_":
        at += 1
    m = _WORD.match(text, at)
    return unit_spelling(m.group(0)) if m is not None else ""


class StatedIntervals:
    """The intervals the persons of a run stated: (thing, number, unit, as written)."""

    __slots__ = ("_intervals",)

    def __init__(self) -> None:
        self._intervals: list[tuple[str, Decimal, str, str]] = []

    def add_text(self, text: str) -> None:
        """Read a person's text (the system prompt, a user's message) for `<thing> every N <unit>`."""
        if "every" not in text[:MAX_TEXT].lower():
            return
        for m in _INTERVAL.finditer(text[:MAX_TEXT]):
            number = as_decimal(m.group(2).replace(",", ""))
            if number is None or number <= 0:
                continue
            words = [unit_spelling(w) for w in _WORD.findall(m.group(3))]
            for unit in words:
                if unit in CURRENCY_WORDS:
                    break
                self._intervals.append((m.group(1).lower(), number, unit, m.group(0).strip()))
            del self._intervals[:-MAX_INTERVALS]

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
        """The value as a base its sentence writes plus a named interval a person stated (the
        module's docstring), or None. A late try."""
        if not self._intervals:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        text = reading.text
        unit = _unit_after(text, occ.end)
        if not unit or unit in CURRENCY_WORDS:
            return None
        first, last = _sentence(text, occ.start, occ.end)
        words = {w.lower() for w in _WORD.findall(text[first:last])}
        intervals = [(n, how) for thing, n, u, how in self._intervals if u == unit and thing in words]
        if not intervals:
            return None
        resolved = {o.value for o in computed_here} | known
        bases = [o for o in reading.occurrences
                 if first <= o.start and o.end <= occ.start and o.value in resolved and o.number > 0
                 and _unit_after(text, o.end) == unit][-RECENT:]
        if not bases:
            return None
        misread = carried_neighbours(reading, occ, i)
        if misread is None or local_slip(reading, i, known, computed_here):
            return None
        near = written_neighbours(occ.number, decimal_places(occ.digits))
        if near is None:
            return None
        found: Derivation | None = None
        base_value = ""
        for base in bases:
            for interval, how in intervals:
                due = base.number + interval
                if due in near:
                    return None  # the chance test: a one-digit neighbour is reached as well
                if found is None and due == occ.number:
                    base_value = base.value
                    found = Derivation(
                        "interval-due", f"{base.value} + {printed(interval)} = {occ.value}",
                        (Operand(base.value, "answer", f"answer offset {base.start}"),
                         Operand(printed(interval), "user", f"stated as {how!r}")))
        if found is None or (misread and not misread <= {normalize_token(base_value)}):
            return None
        return found
