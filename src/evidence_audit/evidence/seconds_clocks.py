"""The `seconds-clock` rule (round 9): a carried number of seconds written as a clock-shaped duration.

Analytics tables and APIs carry durations in seconds (`"avg_duration_s": 187.44310299`, a BigQuery
row `{"v": "187.44310299"}`, `"elapsed": 3462`); a person asked for "min:sec" reads them as
`3:07`, `57:42`, `0:57:42`. The reference reads the clock-shaped token as a time of day no result
carried, and flags it.

Under the `spellings` dial, a clock-shaped token `M:SS` or `H:MM:SS` (no am/pm, not carried as a
clock) is grounded when a result carries a number of seconds (60 or more) that rounds to it, and
that number is tied to the place the answer writes it:
- its key names seconds (`duration_s`, `avg_sec`, `elapsed_seconds`, `secs`), or
- it is a field of the record the answer's line writes: another number of the same line (a
  table row's `972,114`, 3+ digits, carried) sits in the same result's text within 240
  characters of it (`{"v": "972114"}, {"v": "187.44310299"}`).
A result's duration written in words with two or more units (`57 minutes 42 seconds`, `2 h 38
min`, `1 hour, 5 minutes and 12 seconds`) grounds the clock-shaped token of the same seconds
exactly (`0:57:42`, `57:42`), wherever the answer writes it.

Refused: another second or minute (`3:08`, `4:07`), a number that rounds to it but is neither
under a key of seconds nor beside a number of the line, a clock with am/pm, a count under 60
seconds. Its price: a clock-shaped duration invented equal to a field of the same record or a
value under a key of seconds, rounded. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .layout import line_of

__all__ = ["SecondsIndex", "clock_seconds"]

# A clock-shaped duration: M:SS (minutes up to 3 digits) or H:MM:SS.
_DURATION: Final = re.compile(r"([0-9]{1,3}):([0-5][0-9])(?::([0-5][0-9]))?", re.ASCII)
# A number in a result's text (JSON or prose), maybe a quoted JSON string's: 187.44310299, "121.0".
_NUMBER: Final = re.compile(r"(?<![0-9A-Za-z_.\-])([0-9]{2,7}(?:\.[0-9]{1,12})?)(?![0-9A-Za-z_]|\.[0-9])", re.ASCII)
# The key right before a number: `"avg_duration_s": `, `\"elapsed_seconds\": "`, `secs=`.
_KEY_BEFORE: Final = re.compile(r"([A-Za-z][A-Za-z0-9_]{0,60})\\?\"?\s*[:=]\s*\\?\"?\Z", re.ASCII)
_KEY_OF_SECONDS: Final = re.compile(r"(?:^|_)(?:s|sec|secs|seconds)$|Sec(?:ond)?s?$|^seconds?(?:_|$)", re.ASCII)
# A number of the answer's line: 3+ digits, maybe grouped (a table row's cells).
_LINE_NUMBER: Final = re.compile(r"(?<![0-9A-Za-z_.:])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{3,})(?:\.[0-9]+)?(?![0-9A-Za-z_:])", re.ASCII)
_NEAR: Final = 240
_MIN_SECONDS: Final = 60
# A duration in words of two or three units: `57 minutes 42 seconds`, `2 h 38 min`, `1 hr, 5 mins and 12 s`.
_SEP: Final = r"[ \u00a0]*(?:,[ \u00a0]*)?(?:and[ \u00a0]+)?"
_IN_WORDS: Final = re.compile(
    r"(?<![0-9.])(?=[0-9])(?:([0-9]{1,3})[ \u00a0]*(?:hours?|hrs?|h)(?![A-Za-z])" + _SEP + r")?"
    r"(?:([0-9]{1,4})[ \u00a0]*(?:minutes?|mins?|m)(?![A-Za-z])" + _SEP + r")?"
    r"(?:([0-9]{1,5})[ \u00a0]*(?:seconds?|secs?|s)(?![A-Za-z]))?",
    re.IGNORECASE,
)
_MAX_SPELLED: Final = 4096
# Numbers kept per run, and characters read of each result text.
_MAX_NUMBERS: Final = 200_000
_MAX_CHARS: Final = 200_000


def clock_seconds(value: str) -> int | None:
    """The seconds a clock-shaped duration writes (`3:07` 187, `0:57:42` 3462), or None."""
    m = _DURATION.fullmatch(value)
    if m is None:
        return None
    if m.group(3) is not None:
        return int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3))
    return int(m.group(1)) * 60 + int(m.group(2))


def _rounds_to(number: str, seconds: int) -> bool:
    try:
        return int(Decimal(number).quantize(Decimal(1), rounding=ROUND_HALF_UP)) == seconds
    except InvalidOperation:  # pragma: no cover - the pattern only passes numbers
        return False


def _line_of(answer: str, offset: int) -> str:
    return line_of(answer, offset)


def _row_mates(answer: str, offset: int, value: str) -> list[str]:
    """The other numbers of 3+ digits the answer's line writes (`972,114` as `972114`)."""
    out: list[str] = []
    for m in _LINE_NUMBER.finditer(_line_of(answer, offset)):
        digits = m.group(1).replace(",", "")
        if digits not in out and m.group(0) != value:
            out.append(digits)
    return out


class SecondsIndex:
    """The numbers of 60 or more the run's results write, by their whole part: read once per
    result text (each clock asks a dictionary, not every text), bounded per run."""

    __slots__ = ("_seen", "_by_whole", "_count", "_spelled")

    def __init__(self) -> None:
        self._seen = 0
        self._by_whole: dict[int, list[tuple[int, int, int, str]]] = {}  # whole -> (text, start, end, number)
        self._count = 0
        self._spelled: dict[int, int] = {}  # seconds a result writes in words (2+ units) -> turn

    def _catch_up(self, texts: list[tuple[str, int]]) -> None:
        for index in range(self._seen, len(texts)):
            if self._count >= _MAX_NUMBERS:
                break
            text, turn = texts[index][0][:_MAX_CHARS], texts[index][1]
            if len(self._spelled) < _MAX_SPELLED:
                for m in _IN_WORDS.finditer(text):
                    parts = [m.group(1), m.group(2), m.group(3)]
                    if sum(part is not None for part in parts) >= 2:
                        hours, minutes, secs = (int(part or 0) for part in parts)
                        self._spelled[hours * 3600 + minutes * 60 + secs] = turn
            for m in _NUMBER.finditer(text):
                whole = int(m.group(1).partition(".")[0])
                if whole + 1 < _MIN_SECONDS:
                    continue
                self._by_whole.setdefault(whole, []).append((index, m.start(), m.end(), m.group(1)))
                self._count += 1
                if self._count >= _MAX_NUMBERS:
                    break
        self._seen = len(texts)

    def turn(self, value: str, answer: str, offset: int, texts: list[tuple[str, int]], carried: Mapping[str, int]) -> int:
        """The latest turn of a result carrying the seconds the clock-shaped `value` (written at
        `answer[offset:]`) spells, tied to it by a key of seconds or a number of its line, or -1."""
        seconds = clock_seconds(value)
        if seconds is None or seconds < _MIN_SECONDS or offset < 0:
            return -1
        self._catch_up(texts)
        spelled = self._spelled.get(seconds, -1)
        if spelled >= 0:
            return spelled
        found = self._by_whole.get(seconds, []) + self._by_whole.get(seconds - 1, [])
        if not found:
            return -1
        mates = [m for m in _row_mates(answer, offset, value) if m in carried]
        best = -1
        for index, start, end, number in found:
            text, turn = texts[index]
            if turn <= best or not _rounds_to(number, seconds):
                continue
            key = _KEY_BEFORE.search(text, max(0, start - 70), start)
            if key is not None and _KEY_OF_SECONDS.search(key.group(1)):
                best = turn
                continue
            # the number's own digits blanked: another number of the line, not the seconds themselves
            # (a year `1331` is no mate of the 1331 seconds it is: `On 1331-01-02 at 22:11`)
            window = text[max(0, start - _NEAR) : start] + " " * (end - start) + text[end : end + _NEAR]
            if any(re.search(r"(?<![0-9.])" + mate + r"(?![0-9]|\.[0-9])", window) for mate in mates):
                best = turn
        return best
