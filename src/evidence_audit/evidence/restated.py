"""A duration the answer restates beside itself as a clock: `911.62 s (15:11)`, `75 min (1:15)`.

Test runners and people write a long duration in seconds and then as minutes and seconds: "1
failed, 1,291 passed in 911.62 s (15:11)". The clock-shaped `15:11` is no time of day and no new
value: it is the number written right before it, in another unit. Under the `spellings` dial the
`restated` rule grounds a clock-shaped token (`M:SS`, `H:MM:SS`; `H:MM` after minutes) written
right after a number with its unit of time (`s`, `sec`, `seconds`; `min`, `minutes`; round 9:
maybe closing markdown emphasis, `**236.9 s** (3:56)`), maybe in brackets or after `=`, `≈`, "or", "i.e.", when it spells that duration, its fraction cut as tools
do (`911.62 s` is 15 min 11.62 s: `15:11`, as pytest's `(0:15:11)` and Python's `timedelta`
write it). The number itself is judged on its own.

Round 9: an ISO 8601 duration restating the duration its sentence writes right before it in
words: `for 10 days (P10D)`, `2 h 15 min (PT2H15M)`: every part of the ISO form is a number the 60
characters before it write with that unit, and no part more. Refused: `P11D`, `PT2H16M`.

Round 18 (`restates_in_days`): a duration in hours and minutes restated right after it with its
whole days taken out, the rest written `1h25` (`49 hours 25 minutes, that is 2 days 1h25`): the days
times 24 plus the hours, and the minutes, are the duration's own. Refused: `1h35`, `2h25`.

Round 21: minutes restated in hours and minutes glued (`105 minutes (1h45)`,
`glued_clocks.H_DURATION`), as `75 min (1:15)` is. Refused: `1h54`, `1h35`.

Refused: another minute or second (`15:21`, `16:11`, and `15:12`: the rounding is not read, so a
one-digit change of the last second stays flagged), a clock not right after such a number.
Its price: none beyond the number's: the clock adds no digit of its own. Pure: no state, no I/O.
"""

from __future__ import annotations

import re

from .glued_clocks import H_DURATION

__all__ = ["restates_duration", "restates_in_days", "restates_iso_duration"]

# The clock-shaped token: M:SS, H:MM:SS.
_CLOCK = re.compile(r"([0-9]{1,3}):([0-9]{2})(?::([0-9]{2}))?", re.ASCII)
# A number with its unit of time right before the clock: "911.62 s (", "75 min = ", "4,500 seconds, i.e. ".
_BEFORE = re.compile(
    r"([0-9][0-9,]*(?:\.[0-9]+)?)[ \t\u00a0]?(s|secs?|seconds?|mins?|minutes?)\b(?:\*\*|__)?,?[ \t\u00a0]*[(\[]?[ \t\u00a0]*"
    r"(?:(?:=|\u2248|~|or|i\.e\.,?)[ \t\u00a0]*)?(?:\*\*|__)?\Z",
    re.IGNORECASE,
)


def _restating(shape: re.Pattern[str], lead: re.Pattern[str], reach: int, value: str, answer: str,
               offset: int) -> tuple[re.Match[str], re.Match[str]] | None:
    """The `value` written at `offset` read by its `shape`, and the duration `lead` reads in the
    `reach` characters right before it (`lead` ends where the value starts); None when either fails."""
    shaped = shape.fullmatch(value)
    if shaped is None or offset <= 0:
        return None
    before = lead.search(answer, max(0, offset - reach), offset)
    return None if before is None else (shaped, before)


def restates_duration(value: str, answer: str, offset: int) -> bool:
    """Whether the clock-shaped `value` written at `offset` spells the duration written right before it."""
    read = _restating(_CLOCK, _BEFORE, 40, value, answer, offset)
    if read is None:  # round 21: minutes restated glued, `105 minutes (1h45)`
        glued = _restating(H_DURATION, _BEFORE, 40, value, answer, offset)
        if glued is None or not glued[1].group(2).lower().startswith("m") or "." in glued[1].group(1):
            return False
        hours, minutes = int(glued[0].group(1)), int(glued[0].group(2))
        return minutes <= 59 and hours * 60 + minutes == int(glued[1].group(1).replace(",", ""))
    clock, before = read
    try:
        amount = float(before.group(1).replace(",", ""))
    except ValueError:  # pragma: no cover - the pattern reads a number
        return False
    first, second = int(clock.group(1)), int(clock.group(2))
    if second > 59:
        return False
    if before.group(2).lower().startswith("m"):
        if clock.group(3) is not None:
            return False
        written = first * 60 + second  # H:MM of minutes
        return written == int(amount)
    if clock.group(3) is not None:
        if int(clock.group(3)) > 59:
            return False
        written = first * 3600 + second * 60 + int(clock.group(3))
    else:
        written = first * 60 + second
    return written == int(amount)


# An ISO 8601 duration (normalized, lower case): p10d, pt2h15m, p1y2m, p2w.
_ISO_DURATION = re.compile(
    r"p(?:([0-9]+)y)?(?:([0-9]+)m)?(?:([0-9]+)w)?(?:([0-9]+)d)?(?:t(?:([0-9]+)h)?(?:([0-9]+)m)?(?:([0-9]+)s)?)?",
    re.ASCII,
)
_ISO_UNITS = ("y", "mo", "w", "d", "h", "mi", "s")
_WORD_UNIT = re.compile(
    r"(?<![0-9.])([0-9]+)[ \u00a0-]?(years?|yrs?|months?|weeks?|wks?|days?|hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s)(?![A-Za-z])",
    re.IGNORECASE,
)


def _unit_key(word: str) -> str:
    word = word.lower()
    if word.startswith("mo"):
        return "mo"
    if word.startswith("mi"):
        return "mi"
    return word[0]


def restates_iso_duration(value: str, answer: str, offset: int) -> bool:
    """Whether the ISO 8601 duration `value` (`p10d`) written at `offset` restates the duration
    the 60 characters before it write in words (`for 10 days (P10D)`), every part and no more."""
    m = _ISO_DURATION.fullmatch(value)
    if m is None or offset <= 0 or len(value) < 3 or value == "pt":
        return False
    wanted = {unit: int(part) for unit, part in zip(_ISO_UNITS, m.groups()) if part is not None}
    if not wanted:
        return False
    written: dict[str, int] = {}
    for found in _WORD_UNIT.finditer(answer, max(0, offset - 60), offset):
        written[_unit_key(found.group(2))] = int(found.group(1))
    return all(written.get(unit) == number for unit, number in wanted.items())


# (round 18) `1h25`, `1h25m`, the rest after the days (`glued_clocks.H_DURATION`); and what comes right before it: a duration in
# hours and minutes, a joint (`,`, `that is`, `i.e.`, `or`, `=`, `(`), the days.
_IN_DAYS_BEFORE = re.compile(
    r"([0-9]{1,4})[ \t\u00a0]?(?:hours?|hrs?|h)[ \t\u00a0,]*(?:and[ \t\u00a0]+)?([0-9]{1,2})[ \t\u00a0]?(?:minutes?|mins?|m)\b"
    r"(?:\*\*|__)?[ \t\u00a0]*[,;:(\[]?[ \t\u00a0]*(?:(?:that[ \t\u00a0]+is|that's|i\.e\.,?|or|=|\u2248)[ \t\u00a0]*)?"
    r"([0-9]{1,3})[ \t\u00a0]?days?,?[ \t\u00a0]*(?:and[ \t\u00a0]+)?\Z",
    re.IGNORECASE,
)


def restates_in_days(value: str, answer: str, offset: int) -> bool:
    """Whether `value` (`1h25`) written at `offset` is the hours and minutes left of the duration
    written right before it once the days written between are taken out (module doc, round 18)."""
    read = _restating(H_DURATION, _IN_DAYS_BEFORE, 80, value, answer, offset)
    if read is None:
        return False
    glued, before = read
    hours, minutes, days = int(before.group(1)), int(before.group(2)), int(before.group(3))
    return days >= 1 and minutes <= 59 and int(glued.group(2)) == minutes and days * 24 + int(glued.group(1)) == hours
