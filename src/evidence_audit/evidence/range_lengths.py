"""Durations an answer gives for its own clock ranges (round 10): `14:00-15:45 (1 h 30 min)`.

An answer that writes a clock range and, right after it, how long it lasts (`09:00-11:30 (2 h 30
min)`, `22:13 to 22:55 UTC: 42 minutes`, `09:02:30 to 09:06:00 UTC: 3 minutes 30 seconds`) states
both ends of a subtraction. A duration under the digit minimum is prose, so a wrong one (`1 h 30
min` for 14:00-15:45) was never judged. `refuted_lengths` finds each such duration and returns
those the range does not give: the answer's own numbers refute them, whichever is the slip, as a
written equation refutes its result (`expressions.contradictions`).

Read narrowly, as people write a range's length: the duration follows the range's second clock
directly, on its line (a zone name, `(`, `:`, `,`, `=`, a dash or `which is` between; (dive37) not
past a line's end: `dive 2 from 11:25 to 12:15` then a list item's `- 40 min back` is no length of
that range), in hours, minutes and
seconds (`1 h 30 min`, `4 hours 30 minutes`, `47 minutes`, `1h45m`; round 24: `4 h 30`, the minutes
without their unit, read whole: it was read `4 h` and flagged for a range of 4:30). A range across midnight counts
to the next day; an am/pm written once (`2:00-3:30 PM`) holds for both ends; a duration written
approximately (`about 2 hours`, `~45 min`) is not judged, nor one given with a range of dates.

Round 21: the length may follow the range as the clause it concludes, `so` then at most 40
characters without a digit and `for`, `is`, `of`, `lasts` or `runs` (`From 8:45 to 10:30, so Mara
plays for 150 minutes`: 105 minutes, flagged).

Round 17 (`refuted_totals`): the total of two or more such ranges written one after the other
(`,`, `and`, `+` between them) with the total right after the last (`11:00–12:30 and 13:30–15:00:
2:30 in total`), its line saying it totals (`in total`, `total`, `in all`, `combined`,
`altogether`, `together`): the sum of the ranges' lengths, in units, as `H:MM` or `2h15`; a total the
ranges do not give is flagged (`2:30` for 1:30 + 1:30).
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

__all__ = ["RangeTotal", "range_totals", "refuted_lengths", "refuted_totals"]

_CLOCK: Final = r"([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?(?:\s?([AaPp])\.?[Mm]\.?)?"
_UNIT_H: Final = r"(?:h|hr|hrs|hours?)"
_UNIT_M: Final = r"(?:m|min|mins|minutes?)"
_UNIT_S: Final = r"(?:s|sec|secs|seconds?)"
_AND: Final = r"(?:,?\s*(?:and\s+)?)"
# (round 24) minutes after hours without their unit, two digits (`4 h 30`, `4h30`, as `4:30`; its
# price: `2 h 30 people` is read 2:30)
_DURATION: Final = (
    r"(?:([0-9]{1,3})\s?" + _UNIT_H + r"(?:" + _AND + r"([0-9]{1,2})\s?" + _UNIT_M
    + r"|[ \t]?([0-9]{2})(?![0-9]))?"
    r"(?:" + _AND + r"([0-9]{1,2})\s?" + _UNIT_S + r")?"
    r"|([0-9]{1,4})\s?" + _UNIT_M + r"(?:" + _AND + r"([0-9]{1,2})\s?" + _UNIT_S + r")?)"
)
# A clock range, maybe a zone name after it, then its length.
_RANGE_LENGTH: Final = re.compile(
    r"(?<![0-9:.])" + _CLOCK + r"\s*(?:-|\u2013|\u2014|to|until|till)\s*" + _CLOCK
    + r"(?:[ \t]+[A-Z]{2,5}\b)?[ \t*_]*(?:,?[ \t]*so[ \t]+[^0-9.!?\n:;]{0,40}?\b(?:for|is|of|lasts?|runs?)\b|[(:,=\u2013\u2014-]|which[ \t]+is|that's|is)?[ \t*_]*"
    + r"(?!(?:about|around|approx|approximately|roughly|nearly|almost|over|under|~)\b)"
    + _DURATION + r"(?![A-Za-z0-9])",
)


def _seconds(hour: str, minute: str, second: str | None, meridiem: str | None) -> int | None:
    h, m, s = int(hour), int(minute), int(second) if second else 0
    if m > 59 or s > 59:
        return None
    if meridiem:
        if not 1 <= h <= 12:
            return None
        h = h % 12 + (12 if meridiem.lower() == "p" else 0)
    elif h > 24:
        return None
    return h * 3600 + m * 60 + s


def refuted_lengths(answer: str) -> list[str]:
    """The durations, as written, that the clock range right before them does not give."""
    out: list[str] = []
    for match in _RANGE_LENGTH.finditer(answer):
        (h1, m1, s1, p1, h2, m2, s2, p2, dh, dm_unit, dm_bare, ds, mm, ms) = match.groups()
        dm = dm_unit or dm_bare
        start = _seconds(h1, m1, s1, p1 or p2)
        end = _seconds(h2, m2, s2, p2 or p1)
        if start is None or end is None:
            continue
        span = end - start
        if span <= 0:
            span += 24 * 3600
        if dh is not None:
            stated = int(dh) * 3600 + int(dm or 0) * 60 + int(ds or 0)
        else:
            stated = int(mm) * 60 + int(ms or 0)
        if (dm is not None and int(dm) > 59) or (ds is not None and int(ds) > 59) or (ms is not None and int(ms) > 59):
            continue  # not a duration people write (`1 h 75 min`)
        if stated != span and stated != _listed_total(answer, match.start(), span):
            first = match.start(9) if dh is not None else match.start(13)
            out.append(" ".join(answer[first : match.end()].split()))
    return out


# Round 17: a clock range alone, the joints between ranges of a list, a total written as `H:MM`.
_RANGE: Final = re.compile(r"(?<![0-9:.])" + _CLOCK + r"\s*(?:-|\u2013|\u2014|to|until|till)\s*" + _CLOCK + r"(?![0-9])")
_JOINT: Final = re.compile(r"[ \t]*(?:,|\+|&|and|,[ \t]*and)[ \t]*\Z")
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_TOTAL_AFTER: Final = re.compile(
    r"[ \t*_]*+(?:[(:,=\u2192]|->)?[ \t*_]*+(?!(?:about|around|approx|approximately|roughly|nearly|almost|over|under|~)\b)"
    r"(?:([0-9]{1,2})(?::|h)([0-9]{2})(?![0-9:])|" + _DURATION + r"(?![A-Za-z0-9]))",
)
_TOTALS: Final = re.compile(r"\b(?:in[ \t]+total|total|in[ \t]+all|combined|altogether|together)\b", re.IGNORECASE)


def _length(match: re.Match[str]) -> int | None:
    h1, m1, s1, p1, h2, m2, s2, p2 = match.groups()
    start = _seconds(h1, m1, s1, p1 or p2)
    end = _seconds(h2, m2, s2, p2 or p1)
    if start is None or end is None:
        return None
    span = end - start
    return span + 24 * 3600 if span <= 0 else span


def _listed_total(answer: str, start: int, last: int) -> int | None:
    """Round 18: the lengths summed of the clock ranges listed one after the other (`,`, `and`,
    `+` between them) on the line of the range at `start` (of length `last`) and ending with it
    (`12:00 PM - 2:00 PM and 7:30 PM - 10:30 PM, 5 hours a day`); None for a range alone."""
    line = answer.rfind("\n", 0, start) + 1
    run: list[re.Match[str]] = []
    for m in _RANGE.finditer(answer, line, start):
        if run and _JOINT.search(answer, run[-1].end(), m.start()) is None:
            run = []
        run.append(m)
    if not run or _JOINT.search(answer, run[-1].end(), start) is None:
        return None
    lengths = [_length(r) for r in run]
    if any(length is None for length in lengths):
        return None
    return sum(length or 0 for length in lengths) + last


class RangeTotal(NamedTuple):
    """A total written after a list of clock ranges: as written, whether the ranges' lengths sum to
    it, and the sum as an expression of the ranges' ends."""

    written: str
    holds: bool
    expression: str
    clocks: tuple[str, ...]


def range_totals(answer: str) -> list[RangeTotal]:
    """The totals of two or more clock ranges listed right before them on a line that says it
    totals (module doc, round 17), each with whether the ranges' lengths give it."""
    out: list[RangeTotal] = []
    for line in answer.split("\n"):
        if _TOTALS.search(line) is None:
            continue
        run: list[re.Match[str]] = []
        for m in _RANGE.finditer(line):
            if run and _JOINT.search(line, run[-1].end(), m.start()) is None:
                run = []
            run.append(m)
            after = _TOTAL_AFTER.match(line, m.end()) if len(run) >= 2 else None
            if after is None:
                continue
            lengths = [_length(r) for r in run]
            hh, mm_, dh, dm_unit, dm_bare, ds, mm, ms = after.groups()
            dm = dm_unit or dm_bare
            if any(length is None for length in lengths) or (mm_ is not None and int(mm_) > 59):
                continue
            if hh is not None:
                stated, first = int(hh) * 3600 + int(mm_) * 60, after.start(1)
            elif dh is not None:
                stated, first = int(dh) * 3600 + int(dm or 0) * 60 + int(ds or 0), after.start(3)
            else:
                stated, first = int(mm) * 60 + int(ms or 0), after.start(7)
            written = " ".join(line[first:after.end()].split())
            ends = tuple(" ".join(r.group(0).split()) for r in run)
            expression = " + ".join(f"({e})" for e in ends) + f" = {written}"
            out.append(RangeTotal(written, stated == sum(length or 0 for length in lengths), expression, ends))
    return out


def refuted_totals(answer: str) -> list[str]:
    """The totals, as written, of two or more clock ranges listed right before them on a line
    that says it totals, that the ranges' lengths do not sum to (module doc, round 17)."""
    return [t.written for t in range_totals(answer) if not t.holds]
