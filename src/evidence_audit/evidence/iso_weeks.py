"""An ISO week the answer names for a date its line writes (`iso-week`, round 24).

Planners, payroll, logistics and school calendars count weeks the ISO way: `January 12, 2026 is a
Monday and falls in ISO week 2026-W03`, a table's `| 5 Feb 2026 | 2026-W06 |`. The week is read
off a calendar from the date beside it, no value a result carried: flagged before.

Read: a value written as an ISO week (`2026-W03`, `2026W03`; normalized `2026-w03`), a week of
01-53 its year has. Computed (`iso-week`) when a date its line writes (ISO `2026-01-12`, or in words
with its year: `January 12, 2026`, `5 Feb 2026`) is a date the run knows (carried in any spelling,
or said) and falls in that week (`date.isocalendar()`), the year being the ISO year (`2026-12-31`
is in `2026-W53`, `2027-01-01` too). The operand is the known date nearest before the value on its
line (or else after it).

Refused (the flag stands): a week no known date of its line falls in, a week its year does not have
(`2026-W54`), a line whose known dates also give a week one digit apart from the value (`2026-W13`
beside dates of W03 and W13: which one is meant is not told). Its price: a week equal to the ISO week
of a known date written on its line.

Pure: no state, no I/O; linear in the answer (its weeks found in one pass, each line's dates read once).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from datetime import date
from typing import Final, NamedTuple

from .computed import Derivation, Operand
from .layout import line_bounds
from .word_dates import answer_dates
from .written import iso_day

__all__ = ["ISO_WEEK_VALUE", "explain_iso_weeks"]

# A normalized ISO week value: a year of 1900-2099, an optional hyphen, `w`, two digits.
ISO_WEEK_VALUE: Final = re.compile(r"((?:19|20)[0-9]{2})-?w([0-5][0-9])", re.ASCII)
# An ISO week written in the answer (`2026-W03`, `2026W03`), not inside a longer token.
_WEEK_IN: Final = re.compile(r"(?<![0-9A-Za-z])((?:19|20)[0-9]{2})-?[Ww]([0-5][0-9])(?![0-9])", re.ASCII)
# An ISO date written in the answer (`2026-01-12`), not part of a longer digit run.
_ISO_IN: Final = re.compile(r"(?<![0-9])([0-9]{4})-([0-9]{2})-([0-9]{2})(?![0-9])", re.ASCII)


def _weeks_in(year: int) -> int:
    """52 or 53: the ISO weeks of `year` (December 28 is always in its last week)."""
    return date(year, 12, 28).isocalendar()[1]


def _one_digit_apart(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether two (year, week) written `YYYY-Www` differ in exactly one digit."""
    x, y = f"{a[0]:04d}{a[1]:02d}", f"{b[0]:04d}{b[1]:02d}"
    return sum(1 for p, q in zip(x, y) if p != q) == 1


def _line_dates(answer: str, start: int, end: int) -> list[tuple[int, str, date]]:
    """The dates with a year written in `answer[start:end]`: (offset, as written, day), in order."""
    out: list[tuple[int, str, date]] = []
    for m in _ISO_IN.finditer(answer, start, end):
        day = iso_day(m)
        if day is not None:
            out.append((m.start(), m.group(0), day))
    for found in answer_dates(answer[start:end]):
        out.append((start + found.start, found.written, found.day))
    return sorted(out, key=lambda d: d[0])


def _neighbours(target: tuple[int, int]) -> Iterator[tuple[int, int]]:
    """The (year, week)s written `YYYY-Www` one digit apart from `target` (`_one_digit_apart`)."""
    written = f"{target[0]:04d}{target[1]:02d}"
    for at, digit in enumerate(written):
        for other in "0123456789":
            if other != digit:
                changed = written[:at] + other + written[at + 1 :]
                yield int(changed[:4]), int(changed[4:])


class _Line(NamedTuple):
    """A line's known dates read once (round 25): its ISO weeks, and the dates giving each, in order."""

    weeks: dict[tuple[int, int], list[tuple[int, str, date]]]


def _read_line(answer: str, start: int, end: int, known: Callable[[str], bool]) -> _Line:
    weeks: dict[tuple[int, int], list[tuple[int, str, date]]] = {}
    for d in _line_dates(answer, start, end):
        if known(d[2].isoformat()):
            year, week, _ = d[2].isocalendar()
            weeks.setdefault((year, week), []).append(d)
    return _Line(weeks)


def explain_iso_weeks(answer: str, values: Iterable[str], known: Callable[[str], bool]) -> dict[str, Derivation]:
    """The ISO week values (`2026-w03`) a known date of their line gives (module doc). Read once
    (round 25): the answer's written weeks in one pass (the first writing of each), each line's
    known dates once for all the weeks written on it, a week's
    one-digit neighbours looked up, not every week of the line compared: linear in the answer."""
    found: dict[str, Derivation] = {}
    first_written: dict[tuple[str, str], re.Match[str]] | None = None
    lines: dict[int, _Line] = {}
    for value in values:
        m = ISO_WEEK_VALUE.fullmatch(value)
        if m is None:
            continue
        target = (int(m.group(1)), int(m.group(2)))
        if not 1 <= target[1] <= _weeks_in(target[0]):
            continue
        if first_written is None:
            first_written = {}
            for w in _WEEK_IN.finditer(answer):
                first_written.setdefault((w.group(1), w.group(2)), w)
        written = first_written.get((m.group(1), m.group(2)))
        if written is None:
            continue
        start, end = line_bounds(answer, written.start())
        line = lines.get(start)
        if line is None:
            line = lines[start] = _read_line(answer, start, end, known)
        giving = line.weeks.get(target)
        if not giving or any(w in line.weeks for w in _neighbours(target)):
            continue
        before = [d for d in giving if d[0] < written.start()]
        offset, spelled, day = before[-1] if before else giving[0]
        found[value] = Derivation("iso-week", f"the ISO week of {day.isoformat()} ({day.strftime('%A')}) = {target[0]}-W{target[1]:02d}", (
            Operand(spelled, "answer", f"a date the run knows, answer offset {offset}"),))
    return found
