"""`clock-offset` and `clock-round-up`: a clock the answer reaches from the clock it wrote just before
it, by the run's stated offsets and the records' durations, or by rounding up to a stated step
(round 29).

A reader who plans a day of shows, a chain of appointments or a shift writes each point from the
one before it, and says only some of the steps: `Show 12:00: film 12:20, ends 14:58, clean 25 →
15:23 → next 15:30. 15:30 → ends 18:28, clean → 18:53 → 19:00`. Each clock is the previous one
plus what the house rules state (`the film begins 20 minutes after the listed time`, `cleaned
for 25 minutes after each film ends`) and a duration a result's record carries (`"runtime_min":
158`), or the previous one rounded up to the step a person stated (`starting each show on the next
full or half hour`). `record_ends.py` reads a record's own clock; this rule reads the answer's
chain: the base is the nearest clock written before the value on its line (or in its last 200
characters), and only when it is resolved (carried, said, or computed before it: each point the
rule explains is the next one's base).

`clock-offset`, in tiers (a tier is tried when the earlier ones do not reach the value):

1. the base plus an offset stated after a start plus a record's duration (a listed time to a film's end),
2. the base plus an offset stated after a span's end (a turnaround: `25 minutes after each film ends`),
3. the base plus an offset stated after a start,
4. the base plus a record's duration,
5. the base less an offset stated before a point (`doors open 30 minutes before`).

The chance test is cumulative: the value is refused when any reach of its tier or an earlier one
lands on a one-digit neighbour of it as written (an ads offset of 20 minutes puts a film's end with
and without the ads one digit apart: `18:28` from 15:30 + 20 + 158 is taken in tier 1, its slip
`18:08`, 15:30 + 158, is refused in tier 4 because tier 1 reached `18:28`). Past midnight wraps.

`clock-round-up`: the value is the base rounded up to a step a person or the system prompt
stated (`the next full or half hour`, `the next quarter hour`, `rounded up to the next 15
minutes`), the base not already on the step; refused when another stated step gives a one-digit
neighbour.

Its price: an invented clock equal to such a reach from the clock written before it, none of its
neighbours reached. Bounded: one base, at most `MAX_LENGTHS` record durations and the offsets
`TimedRecords` keeps (8 of each kind), `MAX_STEPS` steps; each regex linear.
"""

from __future__ import annotations

import re
from collections.abc import Container
from typing import Final

from .clock_forms import VALUE_CLOCK, value_clock, value_clock_neighbours
from .durations import ClockDerivation
from .record_ends import TimedRecords
from .text_memo import TextMemo

__all__ = ["MAX_STEPS", "StatedSteps", "explain_clock_offset", "explain_round_up"]

MAX_LENGTHS: Final = 8  # distinct record durations read (the latest)
MAX_STEPS: Final = 4  # steps of the clock a run states, kept (the first)
MAX_BACK: Final = 200  # characters before the value read for its base
_DAY: Final = 24 * 60
_HALF_DAY: Final = 12 * 60

# A clock written in the answer (24-hour or without am/pm), not part of a longer number or a
# `H:MM:SS`: `15:23`, `9:05`. Groups: hour, minute.
_CLOCK: Final = re.compile(r"(?<![0-9:.,])([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9]|:[0-9])", re.ASCII)
# A value the rules judge (normalized): `15:30`, `9:35am`. Groups: hour, minute, am/pm.
_VALUE: Final = VALUE_CLOCK  # the one pattern (clock_forms)
# A step a clock is rounded up to, as a person states it: `next full or half hour`, `the next
# half-hour`, `next quarter hour`, `next hour`, `rounded up to the next 15 minutes`, `round up to
# the nearest half hour`. Groups: `full`/`whole` (the hour is a step too), `half`/`quarter`, a
# count of minutes. Alternations of fixed words, no nested repetition.
_STEP: Final = re.compile(
    r"\b(?:next|round(?:ed|s)?[ \t]+up[ \t]+to(?:[ \t]+the)?(?:[ \t]+(?:next|nearest))?)[ \t]+"
    r"(?:(full|whole)[ \t]+(?:hour[ \t]+)?(?:or[ \t]+(?:the[ \t]+|a[ \t]+)?)?)?"
    r"(?:(half|quarter)[- \t]?hour|hour|([0-9]{1,2})[- \t]?min(?:ute)?s?)\b",
    re.ASCII | re.IGNORECASE,
)


class StatedSteps:
    """The steps (minutes) a run's persons and system prompt state for rounding a clock up."""

    __slots__ = ("steps",)

    def __init__(self) -> None:
        self.steps: list[tuple[int, str]] = []

    def add_text(self, text: str) -> None:
        for m in _STEP.finditer(text):
            found: list[int] = []
            if m.group(2) is not None:
                found.append(30 if m.group(2).lower() == "half" else 15)
                if m.group(1) is not None:
                    found.append(60)
            elif m.group(3) is not None:
                minutes = int(m.group(3))
                if minutes in (5, 10, 15, 20, 30):  # a step that divides the hour
                    found.append(minutes)
            else:
                found.append(60)
            for step in found:
                if len(self.steps) < MAX_STEPS and all(s != step for s, _ in self.steps):
                    self.steps.append((step, m.group(0)))


def _show(minutes: int) -> str:
    minutes %= _DAY
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _lands(reach: int, target: int, exact: bool) -> bool:
    return reach % _DAY == target if exact else reach % _HALF_DAY == target % _HALF_DAY


class _Clocks:
    """(round 30) The clocks an answer writes (`_CLOCK`), read once per answer: their matches in
    order, and the index of each form's first writing (the hour as a number, `9:05`, and the clock
    as written, `09:05`). `_base` looked a value's first writing up, and the clock before it, by
    scanning the answer from its top once per clock value (a square on an answer of n clocks)."""

    __slots__ = ("matches", "first")

    def __init__(self, answer: str) -> None:
        self.matches: tuple[tuple[int, str, str, str], ...] = tuple(
            (m.start(), m.group(0), m.group(1), m.group(2)) for m in _CLOCK.finditer(answer))
        self.first: dict[str, int] = {}
        for k, (_, token, hour, minute) in enumerate(self.matches):
            self.first.setdefault(f"{int(hour)}:{minute}", k)
            self.first.setdefault("=" + token, k)


_CLOCKS: Final[TextMemo[_Clocks]] = TextMemo(entries=16, chars=1_000_000)


def _base(answer: str, value: str, known: Container[str], above: bool = False) -> tuple[str, int, int] | None:
    """The clock written nearest before the value's first writing, on its line and in its last
    `MAX_BACK` characters, when resolved: (as written, minutes of the day, its offset).

    The matches are one set whatever the scan's start: a clock's lookbehind refuses a digit, colon
    or point before it, so no match starts inside another, and none ends right at the value (whose
    first character is a digit): the clock before the value is the match before its first writing."""
    clocks = _CLOCKS.read(answer, _Clocks)
    found = [k for k in (clocks.first.get(value.lstrip("0")), clocks.first.get("=" + value)) if k is not None]
    if not found:
        return None
    k = min(found)
    at = clocks.matches[k][0]
    if at <= 0 or k == 0:
        return None
    line = answer.rfind("\n", 0, at) + 1
    if above and line > 0:  # (clock42) or the line above, a list's step before it (`until **12:05**`)
        line = answer.rfind("\n", 0, line - 1) + 1
    start = max(line, at - MAX_BACK)
    before, token, hour, minute = clocks.matches[k - 1]
    if before < start:
        return None
    short = f"{int(hour)}:{minute}"
    if token not in known and short not in known and f"0{short}" not in known:
        return None
    return token, int(hour) * 60 + int(minute), before


def _lengths(timed: TimedRecords) -> list[tuple[float, str]]:
    out: list[tuple[float, str]] = []
    for record in reversed(timed.records):
        for key, length in record.lengths:
            if len(out) < MAX_LENGTHS and all(n != length for n, _ in out):
                out.append((length, key))
    return out


def _latest_lengths(timed: TimedRecords) -> list[tuple[float, str]]:
    """(clock42) The durations of the latest record with any, at most `MAX_LENGTHS`."""
    for record in reversed(timed.records):
        if record.lengths:
            out: list[tuple[float, str]] = []
            for key, length in record.lengths:
                if len(out) < MAX_LENGTHS and all(n != length for n, _ in out):
                    out.append((length, key))
            return out
    return []


_Reach = tuple[int, str, tuple[tuple[str, str, str], ...]]


def explain_clock_offset(answer: str, value: str, known: Container[str], timed: TimedRecords) -> ClockDerivation | None:
    """The value (a normalized clock) as the clock written before it moved by the run's stated
    offsets and the records' durations (module doc), or None."""
    target = value_clock(value, _VALUE)
    stated_any = bool(timed.offsets or timed.end_offsets or timed.before_offsets)
    # (clock42) with no offset stated, tier 4 alone over the latest record's own durations: a
    # journey listed a step a line, each clock the one before plus a leg the record carries
    # (`until 12:05` then `Back at the shop 12:55` for `"drive_minutes": 50`)
    if target is None or not (stated_any or timed.records):
        return None
    base = _base(answer, value, known, above=not stated_any)
    if base is None:
        return None
    token, minutes, at = base
    operand = (token, "answer", f"answer offset {at}")
    lengths = _lengths(timed) if stated_any else _latest_lengths(timed)
    tiers: list[list[_Reach]] = [[], [], [], [], []]
    for stated, how in timed.offsets:
        said = (f"{stated:g}", "duration", f"a person stated {how!r} after a start (minutes)")
        for length, key in lengths:
            tiers[0].append((int(minutes + stated + length), f"{token} + {how} + {length:g} min",
                             (operand, said, (f"{length:g}", "duration", f"a record's {key!r} (minutes)"))))
        tiers[2].append((int(minutes + stated), f"{token} + {how}", (operand, said)))
    for stated, how in timed.end_offsets:
        tiers[1].append((int(minutes + stated), f"{token} + {how}",
                         (operand, (f"{stated:g}", "duration", f"a person stated {how!r} after an end (minutes)"))))
    for length, key in lengths:
        tiers[3].append((int(minutes + length), f"{token} + {length:g} min",
                         (operand, (f"{length:g}", "duration", f"a record's {key!r} (minutes)"))))
    for stated, how in timed.before_offsets:
        tiers[4].append((int(minutes - stated), f"{token} - {how}",
                         (operand, (f"{stated:g}", "duration", f"a person stated {how!r} before (minutes)"))))
    neighbours = value_clock_neighbours(value, _VALUE)
    reached: list[_Reach] = []
    for k, tier in enumerate(tiers):
        reached += tier
        # an offset before a point is read on the 24-hour dial only (as `record_ends` reads it)
        found = next((r for r in tier if _lands(r[0], target[0], target[1] or k == 4)), None)
        if found is None:
            continue
        if any(_lands(r[0], near, half) for r in reached for near, half in neighbours):
            return None  # the chance test: the search so far reaches a one-digit neighbour too
        return ClockDerivation("clock-offset", f"{found[1]} = {value}", found[2])
    return None


def explain_round_up(answer: str, value: str, known: Container[str], steps: StatedSteps) -> ClockDerivation | None:
    """The value as the clock written before it rounded up to a stated step (module doc), or None."""
    target = value_clock(value, _VALUE)
    if target is None or not steps.steps:
        return None
    base = _base(answer, value, known)
    if base is None:
        return None
    token, minutes, at = base
    reaches = [(-(-minutes // step) * step, step, how) for step, how in steps.steps if minutes % step]
    found = next((r for r in reaches if _lands(r[0], target[0], target[1])), None)
    if found is None:
        return None
    neighbours = value_clock_neighbours(value, _VALUE)
    if any(_lands(r[0], near, half) for r in reaches for near, half in neighbours):
        return None
    return ClockDerivation("clock-round-up", f"{token} rounded up to {found[1]} min = {value}", (
        (token, "answer", f"answer offset {at}"), (str(found[1]), "step", f"a person stated {found[2]!r}")))
