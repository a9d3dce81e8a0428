"""Day-first dates written with a space after each dot (round 30, spellings dial): `11. 1. 2027.`,
`31. 3. 2027`, `4. 1. 2027.`, as Serbian, Croatian, Bosnian, Slovene, Czech, Slovak, Hungarian
(`2027. 1. 11.`, year first) and German writers set a date by hand: day, dot, space, month, dot,
space, year, and often a final dot. The tokenizer split it at its spaces, so the answer's
`11. 1. 2027.` was read as a lone `2027` (grounded or flagged as a year) and the day and month were
never judged: a date a day off went through, and every date rule missed the date.

`spaced_dates` reads them (day 1-31, month 1-12, a four-digit year 1900-2099, the date real), and
`respaced_dates` respells each, in the text's own length, as the zero-padded `DD.MM.YYYY` the
numeric-date readers already take (`written.py`, `numeric_dates.py`), padded with spaces after
it, so it starts where it did: `11. 1. 2027.` -> `11.01.2027 .` (two spaces make room for at most two added zeros; a date of
one space and two one-digit parts, `1. 1.2027`, has no room and is read by `spaced_dates` only). Applied at the top of `gate.judge` and in `extract._first_spans` (as
`prefix_hyphens.unprefixed`), so every rule sees one dotted date at the same place. Year first
(`2027. 1. 11.`, Hungarian) is read as written too: `2027. 01. 11.` -> `11.01.2027` is no respelling
at the same offsets, so it is read by `spaced_dates` only (callers that step dates may use it).

Not read: a date with no space after a dot (`11.1.2027`: the tokenizer keeps it whole already), a
two-digit year (`11. 1. 27`: a list's numbers as often), numbers of a numbered list (`1. 2. 3.`: no
four-digit year), a day or month out of range (`32. 1. 2027`, `11. 13. 2027`), a run of more dotted
parts (`1. 2. 3. 2027`: the year's date is `2. 3.`? refused: a digit and a dot right before the day).
Pure: no I/O; the only module state is a bounded memo of the texts read lately.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Final

from .text_memo import TextMemo

__all__ = ["spaced_dates", "respaced_dates"]

# Day, dot, spaces (1-2, at least one somewhere), month, dot, spaces, year; no digit, dot-and-digit
# or letter glued before the day (`1. 2. 3. 2027`: the `2.` has `1. ` before it, refused below);
# the year not continued by a digit or a decimal. Bounded runs only (linear time).
_DAY_FIRST: Final = re.compile(
    r"(?<![0-9A-Za-z.,:/-])(0?[1-9]|[12][0-9]|3[01])\.([ \u00a0]{0,2})(0?[1-9]|1[0-2])\.([ \u00a0]{0,2})"
    r"((?:19|20)[0-9]{2})(?![0-9]|[.,][0-9])",
    re.ASCII,
)
# Year first, as Hungarian writes it: `2027. 01. 11.` (spaces after the dots; the final dot optional).
_YEAR_FIRST: Final = re.compile(
    r"(?<![0-9A-Za-z.,:/-])((?:19|20)[0-9]{2})\.[ \u00a0]{1,2}(0?[1-9]|1[0-2])\.[ \u00a0]{1,2}(0?[1-9]|[12][0-9]|3[01])"
    r"(?![0-9]|[.,][0-9])",
    re.ASCII,
)
# A numbered list's item right before the day (`1. 2. 3. 2027`): a digit, a dot and a space.
_ITEM_BEFORE: Final = re.compile(r"[0-9]\.[ \u00a0]{1,2}\Z", re.ASCII)

_RESPACED: Final[TextMemo[str]] = TextMemo(entries=16, chars=262_144)


def _real(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def spaced_dates(text: str) -> list[tuple[int, int, date]]:
    """Every date `text` writes day first with a space after a dot (`11. 1. 2027.`, `31. 3. 2027`),
    or year first so (`2027. 1. 11.`), as (start, end, date), in text order; `end` is after the
    year (day first) or the day (year first), the final dot left out. A date with no space at all
    (`11.1.2027`) is none: one token already."""
    if ". " not in text and ".\u00a0" not in text:
        return []
    found: list[tuple[int, int, date]] = []
    for m in _DAY_FIRST.finditer(text):
        if not (m.group(2) or m.group(4)):
            continue  # `11.1.2027`: no space, one token already
        if _ITEM_BEFORE.search(text, max(0, m.start() - 4), m.start()) is not None:
            continue  # `1. 2. 3. 2027`: a list's items
        day = _real(int(m.group(5)), int(m.group(3)), int(m.group(1)))
        if day is not None:
            found.append((m.start(), m.end(), day))
    # a year-first date that overlaps no day-first one (both read in order: one pointer, linear)
    day_first = found
    found = []
    k = 0
    for m in _YEAR_FIRST.finditer(text):
        while k < len(day_first) and day_first[k][1] <= m.start():
            found.append(day_first[k])
            k += 1
        if k < len(day_first) and day_first[k][0] < m.end():
            continue  # it overlaps the next day-first date
        day = _real(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if day is not None:
            found.append((m.start(), m.end(), day))
    found.extend(day_first[k:])
    return found


def respaced_dates(text: str) -> str:
    """`text` with each day-first spaced date (`11. 1. 2027.`) respelled `DD.MM.YYYY` at the same
    place and length (spaces after it); the text itself when it writes none."""
    if ". " not in text and ".\u00a0" not in text:
        return text
    return _RESPACED.read(text, _respace)


def _respace(text: str) -> str:
    # day first only (its start is no year): a year-first date is read, not respelled
    spots = [(start, end, day) for start, end, day in spaced_dates(text) if not text[start:start + 4].isdigit()]
    if not spots:
        return text
    out: list[str] = []
    at = 0
    for start, end, day in spots:
        written = f"{day.day:02d}.{day.month:02d}.{day.year:04d}"
        pad = (end - start) - len(written)
        if pad < 0:
            continue  # `1. 1.2027`: one space for two zeros, no room; read by `spaced_dates` only
        out.append(text[at:start])
        out.append(written + " " * pad)  # the date starts where it did: a finding's offset is the written one
        at = end
    out.append(text[at:])
    return "".join(out)
