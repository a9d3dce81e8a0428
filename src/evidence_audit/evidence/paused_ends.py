"""An end clock pushed past a pause (round 35, watch35: `end-time`).

A bench, a kitchen or a crew stops for a break, and an answer that works out when a job ends adds
the break: `From 11:40 it would end at 13:25, but the bench stops for lunch from 13:00 to 13:30, so
everything is ready at 13:55`; a later reply names the pause only (`95 minutes: 13:15 plus the
lunch break, so 13:45.`). The end before the pause (`13:25`, computed) and the pause (`13:00 to
13:30`, carried) are operands; the pause's length is no duration anyone wrote, so `end-time`,
which adds a duration stated, did not read it, and its chance test over every clock of the line
(`13:30 - 35 min` is `12:55`, one digit from `13:55`) refused the sum anyway.

The rule: the value is a resolved clock E written before it on its line (grounded, said, or
computed earlier in the answer) plus the length of a pause [A, B]: two resolved clocks written as a
range (a dash between them, or one short word of any script: `to`, `deri`, `bis`; proofs36: not a
word offering a choice, `10:30 or 11:15`, `_CHOICE`), on the value's
line before it, or else in the previous answer or the latest result (a JSON string `"13:00-13:30"`);
the pause starts before E ends (A < E: the work ran into it) and is at most `MAX_PAUSE` minutes.
Refused when another such sum (every E, every pause) reaches a one-digit neighbour of the value
(the chance test). Its price: an end written equal to a clock plus a pause the run states. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from .clock_forms import VALUE_CLOCK, value_clock_neighbours
from .durations import ClockDerivation
from .layout import line_bounds

__all__ = ["explain_paused_end", "pauses_in"]

MAX_PAUSE: Final = 4 * 60  # a range longer is a shift or an opening time, no pause
MAX_ENDS: Final = 3  # resolved clocks before the value on its line tried as the end before the pause
MAX_PAUSES: Final = 4  # pauses tried
# two clocks written as a range: a dash between them, or one short word (`to`, `until`, `deri`, `bis`, `до`)
_RANGE: Final = re.compile(
    r"(?<![0-9:])([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9])[ \t]*(?:[-\u2013\u2014]|[ \t][^\W\d_]{1,5}[ \t])[ \t]*"
    r"([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9]|:[0-9])")
_CLOCK: Final = re.compile(r"(?<![0-9:])([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9]|:[0-9])")
# (proofs36) a word that offers a choice between the two clocks, not an interval (`10:30 or 11:15`,
# `10:30 oder 11:15`, `10:30 ou 11:15`, `10:30 или 11:15`): the disjunctions of the languages the
# check reads, the one closed class of short words a clock pair is joined by that is no range
_CHOICE: Final = frozenset({"or", "oder", "ou", "o", "of", "eller", "tai", "vagy", "lub", "ali", "nebo", "sau",
                            "veya", "yoki", "yo", "ya", "или", "або", "կամ", "অথবা", "বা", "ή", "או", "أو"})
_JOIN_WORD: Final = re.compile(r"[^\W\d_]+")


def _norm(hour: str, minute: str) -> str:
    return f"{int(hour):02d}:{minute}"


def pauses_in(text: str, start: int, end: int, known: Iterable[str] | None = None) -> list[tuple[int, int, str]]:
    """The ranges of two clocks `text[start:end]` writes (`from 13:00 to 13:30`, `13:00-13:30`), as
    (start minute, end minute, as written), the later end after the earlier, at most `MAX_PAUSE`
    apart; where `known` is given, both ends resolved (as `13:00`)."""
    allowed = None if known is None else {_norm(*k.split(":")[:2]) for k in known if _CLOCK.fullmatch(k)}
    out: list[tuple[int, int, str]] = []
    for m in _RANGE.finditer(text, start, end):
        first, second = _norm(m.group(1), m.group(2)), _norm(m.group(3), m.group(4))
        joined = _JOIN_WORD.search(m.group(0))
        if joined is not None and joined.group(0).lower() in _CHOICE:
            continue  # (proofs36) a choice between two clocks, no pause
        if allowed is not None and not (first in allowed and second in allowed):
            continue
        a = int(m.group(1)) * 60 + int(m.group(2))
        b = int(m.group(3)) * 60 + int(m.group(4))
        if 0 < b - a <= MAX_PAUSE:
            out.append((a, b, m.group(0)))
    return out


def explain_paused_end(
    answer: str, value: str, known: Iterable[str], elsewhere: Iterable[str] = (),
) -> ClockDerivation | None:
    """How (`end-time`) the answer computed `value`, an `H:MM` clock written in `answer`, as a resolved
    clock written before it on its line plus a pause the run writes as a range (the line, before it;
    else the texts `elsewhere`: the previous answer, the latest result); None when none is, or
    when another such sum reaches a one-digit neighbour of it."""
    target = VALUE_CLOCK.fullmatch(value)
    if target is None or target.group(3):
        return None
    minutes = int(target.group(1)) * 60 + int(target.group(2))
    resolved = {_norm(*k.split(":")[:2]) for k in known if _CLOCK.fullmatch(k)}
    at = next((m.start() for m in _CLOCK.finditer(answer) if _norm(m.group(1), m.group(2)) == _norm(target.group(1), target.group(2))), -1)
    if at < 0:
        return None
    line_start, _ = line_bounds(answer, at)
    ends = [(m.group(0), int(m.group(1)) * 60 + int(m.group(2))) for m in _CLOCK.finditer(answer, line_start, at)
            if _norm(m.group(1), m.group(2)) in resolved][-MAX_ENDS:]
    if not ends:
        return None
    pauses = pauses_in(answer, line_start, at, resolved)
    if not pauses:
        for text in elsewhere:
            pauses = pauses_in(text, 0, len(text))
            if pauses:
                break
    pauses = pauses[:MAX_PAUSES]
    near = {n for n, exact in value_clock_neighbours(value, VALUE_CLOCK) if exact}
    found: ClockDerivation | None = None
    for shown, end in reversed(ends):
        for a, b, written in pauses:
            if not a < end or end in (a, b):
                continue
            reached = (end + b - a) % (24 * 60)
            if reached != minutes and reached in near:
                return None  # the chance test
            if found is None and reached == minutes:
                found = ClockDerivation("end-time", f"{shown} + ({written}) = {value}", (
                    (shown, "answer", "the end before the pause"), (str(b - a), "duration", f"the pause {written!r}")))
    return found
