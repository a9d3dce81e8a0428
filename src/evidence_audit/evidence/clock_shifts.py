"""Times an answer shifts by a duration its sentence states: "join from 10 minutes before the start,
so from 1:20 PM" (the start, 1:30 PM, written in an earlier sentence).

The `end-time` rule (`durations.py`) reaches a clock written before the value on its own line.
Answers also shift a time they gave a sentence or a paragraph earlier: "the procedure starts at
7:30 AM ... please be there by 5:30 AM.\n\nClear liquids are allowed until 2 hours before
arrival, which means until 3:30 AM". This rule (`clock-shift`, under the `arithmetic` dial)
reports such a clock `computed` when it is one of the last 3 resolved clocks (grounded, said or
computed) written before it anywhere in the answer, plus or minus a duration stated in the
value's own sentence (`10 minutes`, `2 hours`, `120 minutes`, `30-minute`).

Its refusals: a clock the sentence gives no duration for, or that no such sum or difference
makes (a mutated `1:21 PM`), stays flagged. Its price: an invented time that happens to be a
recent time plus or minus a duration its sentence names.
"""

from __future__ import annotations

from typing import Final

import re
from bisect import bisect_left
from collections.abc import Iterable

from .clock_forms import clock_matches, clock_pattern, meridiem
from .durations import MAX_WALK, clock_minutes, ClockDerivation, directions, durations_in

__all__ = ["explain_shift"]

RECENT = 3
# A clock as written, with its am/pm: 1:30 PM, 13:30, 5:30 a.m.
_CLOCK: Final = re.compile(clock_pattern(half=meridiem(r"\s", "{0,2}", r"\s?")))
# Where a sentence ends: ., ! or ? before a space, or a line break.
_SENTENCE_END: Final = re.compile(r"[.!?](?=\s)|\n")
# A number word glued to a one-letter unit: the `AM` of `9:30 AM` read as "a m(inute)".
_ARTICLE_UNIT: Final = re.compile(r"an?[ -]?[mh]", re.IGNORECASE)
# A duration adjective: 30-minute, 2-hour.
_ADJECTIVE: Final = re.compile(r"(?<![A-Za-z0-9.])([0-9]{1,3})-(minute|hour)s?(?![A-Za-z])", re.IGNORECASE)


# (round 26) where the last answer read ends its sentences (each `_SENTENCE_END` match is one
# character): a value's sentence found by bisection, not by reading the answer from its start once
# per value
_LAST_ENDS: Final[list[tuple[str, list[int]]]] = [("", [])]


def _sentence_ends(answer: str) -> list[int]:
    last = _LAST_ENDS[0]
    if last[0] == answer:
        return last[1]
    ends = [m.start() for m in _SENTENCE_END.finditer(answer)]
    _LAST_ENDS[0] = (answer, ends)
    return ends


def _sentence(answer: str, start: int, end: int) -> str:
    ends = _sentence_ends(answer)
    # the last end before `start` (a search that stops at `start` sees no space after a point
    # right before it: `9:30.` then a space at `start` is no end there)
    k = bisect_left(ends, start) - 1
    if k >= 0 and ends[k] == start - 1 and answer[ends[k]] != "\n":
        k -= 1
    before = ends[k] + 1 if k >= 0 else 0
    j = bisect_left(ends, end)
    return answer[before : ends[j] if j < len(ends) else len(answer)]


# (round 26) the durations of the last sentence read: asked once per value of the sentence, a
# sentence of n clocks was read n times (race times)
_LAST_STATED: Final[list[tuple[str, list[tuple[int, str]]]]] = [("", [])]


def _stated_in(sentence: str) -> list[tuple[int, str]]:
    """The durations `sentence` states (`durations_in`, not an article glued to a unit letter) and
    its duration adjectives (`30-minute`), in minutes with how they were written."""
    last = _LAST_STATED[0]
    if last[0] == sentence:
        return last[1]
    # `AM` is no duration ("a" + "m", as `durations_in` reads it): an article glued to a
    # one-letter unit is not how anyone writes one minute or hour
    stated = [(length, how) for length, how in durations_in(sentence) if not _ARTICLE_UNIT.fullmatch(how)]
    stated += [(int(a.group(1)) * (60 if a.group(2).lower() == "hour" else 1), a.group(0)) for a in _ADJECTIVE.finditer(sentence)]
    _LAST_STATED[0] = (sentence, stated)
    return stated


def explain_shift(answer: str, value: str, resolved: Iterable[str]) -> ClockDerivation | None:
    """How the answer shifted a recent clock by its sentence's duration to get `value` (its first
    occurrence), or None (module doc)."""
    known = set(resolved)
    # (round 26) the answer's clocks read once for all its values; the value's first writing looked
    # up and the RECENT resolved clocks before it read back from it (every clock of the answer read
    # once per value: race times 15x the work for 4x the answer)
    index = clock_matches(_CLOCK, answer)
    firsts = index.written_as(value)
    if not firsts:
        return None
    recent: list[tuple[int, str, int]] = []
    for k in range(firsts[0] - 1, max(-1, firsts[0] - 1 - MAX_WALK), -1):  # (round 27) MAX_WALK clocks back
        if len(recent) >= RECENT:
            break
        m = index.matches[k]
        minutes = clock_minutes(m)
        if minutes is not None and (f"{m.group(1)}:{m.group(2)}" in known or m.group(0).lower() in known):
            recent.append((m.start(), m.group(0), minutes))
    recent.reverse()
    for m in (index.matches[firsts[0]],):
        minutes = clock_minutes(m)
        token = f"{m.group(1)}:{m.group(2)}"
        if token == value:
            if minutes is None:
                return None
            sentence = _sentence(answer, m.start(), m.end())
            # `AM` is no duration ("a" + "m", as `durations_in` reads it): an article glued to a
            # one-letter unit is not how anyone writes one minute or hour
            stated = _stated_in(sentence)
            for at, written, base in reversed(recent[-RECENT:]):
                for length, how in stated:
                    for sign, shifted in directions(sentence, how, written, base, length):
                        if shifted % (24 * 60) == minutes:
                            return ClockDerivation(
                                "clock-shift",
                                f"{written} {sign} {how} = {value}",
                                ((written, "answer", f"answer offset {at}"), (str(length), "duration", f"stated as {how!r}")),
                            )
            return None
    return None
