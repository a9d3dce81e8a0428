"""Durations an answer gives for its own clock ranges (round 10): `14:00-15:45 (1 h 30 min)`.

An answer that writes a clock range and, right after it, how long it lasts (`09:00-11:30 (2 h 30
min)`, `22:13 to 22:55 UTC: 42 minutes`, `09:02:30 to 09:06:00 UTC: 3 minutes 30 seconds`) states
both ends of a subtraction. A duration under the digit minimum is prose, so a wrong one (`1 h 30
min` for 14:00-15:45) was never judged. `refuted_lengths` finds each such duration and returns
those the range does not give: the answer's own numbers refute them, whichever is the slip, as a
written equation refutes its result (`expressions.contradictions`).

Read narrowly, as people write a range's length: the duration follows the range's second clock
directly (a zone name, `(`, `:`, `,`, `=`, a dash or `which is` between), in hours, minutes and
seconds (`1 h 30 min`, `4 hours 30 minutes`, `47 minutes`, `1h45m`). A range across midnight counts
to the next day; an am/pm written once (`2:00-3:30 PM`) holds for both ends; a duration written
approximately (`about 2 hours`, `~45 min`) is not judged, nor one given with a range of dates.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["refuted_lengths"]

_CLOCK: Final = r"([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?(?:\s?([AaPp])\.?[Mm]\.?)?"
_UNIT_H: Final = r"(?:h|hr|hrs|hours?)"
_UNIT_M: Final = r"(?:m|min|mins|minutes?)"
_UNIT_S: Final = r"(?:s|sec|secs|seconds?)"
_AND: Final = r"(?:,?\s*(?:and\s+)?)"
_DURATION: Final = (
    r"(?:([0-9]{1,3})\s?" + _UNIT_H + r"(?:" + _AND + r"([0-9]{1,2})\s?" + _UNIT_M + r")?"
    r"(?:" + _AND + r"([0-9]{1,2})\s?" + _UNIT_S + r")?"
    r"|([0-9]{1,4})\s?" + _UNIT_M + r"(?:" + _AND + r"([0-9]{1,2})\s?" + _UNIT_S + r")?)"
)
# A clock range, maybe a zone name after it, then its length.
_RANGE_LENGTH: Final = re.compile(
    r"(?<![0-9:.])" + _CLOCK + r"\s*(?:-|\u2013|\u2014|to|until|till)\s*" + _CLOCK
    + r"(?:\s+[A-Z]{2,5}\b)?[\s*_]*(?:[(:,=\u2013\u2014-]|which\s+is|that's|is)?[\s*_]*"
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
        (h1, m1, s1, p1, h2, m2, s2, p2, dh, dm, ds, mm, ms) = match.groups()
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
        if stated != span:
            first = match.start(9) if dh is not None else match.start(12)
            out.append(" ".join(answer[first : match.end()].split()))
    return out
