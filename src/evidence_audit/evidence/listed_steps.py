"""(census41) `listed-steps`: a clock a list's step reaches from the one clock its steps write, by the durations its steps above write.

A model that works a journey writes it as a numbered or bulleted list of steps, one figure a line,
and the arrival on the last line:

    1. Picked up 9 February 10:30          1. Drive: 385 km / 55 km/h = 7 h
    2. Transit 31 hours                    2. Border wait: 90 min
    3. **10 February 17:30**               3. Departs 11 March 06:30 → arrives **11 March 15:00**

`clock-chain` reads a sum written `CLOCK + DURATION`; here no `+` is written: the list is the sum.
The base is the one clock the list writes before the value (on the value's line or a step above
it; a second clock anywhere in those lines and there is no base), resolved (the run carries it);
the durations are every step line's above the value's line (`7 h`, `90 min`, `31 hours`, `3.6 h
(3 h 36 min)`: a line whose durations are one length written twice counts once; a line writing two
lengths and the list is no sum). The value must be the base plus all of them, across midnight too
(the date beside it is `hour_steps.shown_hour_step`'s, which asks `listed_step` for the same step:
the day before the base clock's, written beside it, must be the base day).

(mend41a, review41 D1) Each step's duration the run gives: `explain_listed_steps`' `gives` (a
number a result carries, a person or the rules state), or the result of an equation written right
before it on its line that holds (`385 km / 55 km/h = 7 h`); a duration counted back (`45 min
before`, `prior`, `earlier`, `ago`) is no step. (`hour_steps._listed`, the date beside, asks without
`gives`: the clock beside it is judged here.)

Its price: a clock equal to the one clock of a short list plus the sum of every duration its steps
write, each given by the run, one candidate, no search. Refused: a minute or an hour off, a clock no result carried, a
list with two clocks before the value or a step of two lengths, a duration written outside the
list (a paragraph above, a blank line between), more than `MAX_STEPS` steps or `MAX_MINUTES` in all.
Linear: per value, at most `MAX_STEPS` + 1 lines of at most `MAX_LINE` characters are read, by
regexes without nested repetition (a longer line is no step).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Final, NamedTuple

from .clock_chains import duration_minutes
from .durations import ClockDerivation

__all__ = ["ListedStep", "explain_listed_steps", "listed_step"]

MAX_STEPS: Final = 6  # step lines read above the value's line
MAX_MINUTES: Final = 240 * 60  # ten days of hours (hour_steps.MAX_HOURS)
MAX_OCCURRENCES: Final = 4  # the value's writings asked
MAX_LINE: Final = 240  # a step line's characters read back

# A list item's start: `1.`, `2)`, `-`, `*`, `•`, after blanks.
_ITEM: Final = re.compile(r"[ \t]{0,8}(?:[0-9]{1,2}[.)]|[-*\u2022])[ \t]")
_CLOCK: Final = re.compile(r"(?<![0-9:.])([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])", re.ASCII)
_VALUE: Final = re.compile(r"\A([01]?[0-9]|2[0-3]):([0-5][0-9])\Z", re.ASCII)
# One duration: `115 min`, `3 h 36 min`, `3.6 h`, `90 minutes`, `31 hours` (clock_chains' shape).
_DURATION: Final = re.compile(
    r"(?<![0-9.,])(?:(?P<h>[0-9]{1,3})[ \t]?(?:h|hrs?|hours?)[ \t]?(?P<m>[0-5]?[0-9])[ \t]?min(?:s|utes?)?\b"
    r"|(?P<n>[0-9]{1,4})[ \t]?min(?:s|utes?)?\b"
    r"|(?P<x>[0-9]{1,3}(?:\.[0-9]{1,2})?)[ \t]?(?:h|hrs?|hours?)\b(?!/))",
    re.ASCII | re.IGNORECASE,
)


# (mend41a, review41 D1) a duration counted back from what follows (`closes 45 min before departure`)
_BACK: Final = re.compile(r"[ \t]*(?:before|prior|earlier|ago)\b", re.IGNORECASE)
# (mend41a) an equation written right before a duration on its step line (`385 km / 55 km/h = 7 h`):
# two numbers, one operator between, `=` then the duration
_EQUATION: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,6}(?:\.[0-9]{1,3})?)[^0-9=\n]{0,12}?([/\u00f7\u00d7*x+])[^0-9=\n]{0,12}?"
    r"([0-9]{1,6}(?:\.[0-9]{1,3})?)[^0-9=\n]{0,12}=[ \t]*\Z")


def _verifies(answer: str, start: int, m: re.Match[str]) -> bool:
    """(mend41a) Whether the duration `m` is the result of an equation written on its step line right
    before it that holds, to the duration's written places (`240 km / 60 km/h = 4 h`)."""
    written = m.group("x") or m.group("n")
    if written is None:
        return False
    e = _EQUATION.search(answer[max(start, m.start() - 80):m.start()])
    if e is None:
        return False
    a, op, b = float(e.group(1)), e.group(2), float(e.group(3))
    if op in "/\u00f7":
        if b == 0:
            return False
        got = a / b
    elif op == "+":
        got = a + b
    else:
        got = a * b
    places = len(written.partition(".")[2])
    return abs(got - float(written)) <= 0.5 * 10 ** -places + 1e-9


def _given(answer: str, start: int, m: re.Match[str], gives: Callable[[str], bool]) -> bool:
    """(mend41a, review41 D1) Whether the run gives the duration `m` (`gives`: a number a result
    carries, a person or the rules state) or its line's equation computes it."""
    if m.group("h") is not None:
        minutes = int(m.group("h")) * 60 + int(m.group("m"))
        return gives(str(minutes)) or (gives(m.group("h")) and gives(m.group("m")))
    written = m.group("x") or m.group("n")
    return written is not None and (gives(written) or _verifies(answer, start, m))


class ListedStep(NamedTuple):
    base: str  # the base clock as written (`10:30`)
    base_start: int
    base_end: int
    minutes: int  # the steps' durations summed
    written: str  # `31 hours`, `7 h + 90 min`


def _line_start(answer: str, at: int) -> int:
    """Where the line holding `at` starts, read back at most MAX_LINE characters; -1 for a longer line
    (a step is short: a long line is no step, and no value reads the whole of one again)."""
    low = max(0, at - MAX_LINE)
    start = answer.rfind("\n", low, at)
    if start >= 0:
        return start + 1
    return 0 if low == 0 else -1


def listed_step(answer: str, clock_at: int, gives: Callable[[str], bool] | None = None) -> ListedStep | None:
    """The step a list reaches at the clock written at `clock_at` (module doc): its one base clock
    and the sum of its step lines' durations above the clock's line; None where the clock's line is
    no list item, the list writes no duration, two lengths on a line, or not exactly one clock;
    (mend41a, review41 D1) a duration counted back (`45 min before`), or, with `gives`, a step whose
    duration the run does not give (`_given`)."""
    line = _line_start(answer, clock_at)
    if line < 0 or _ITEM.match(answer, line) is None:
        return None
    steps: list[tuple[int, int]] = []  # the step lines above, nearest first: (start, end)
    end = line - 1
    while end > 0 and len(steps) < MAX_STEPS:
        start = _line_start(answer, end)
        if start < 0 or _ITEM.match(answer, start) is None:
            break
        steps.append((start, end))
        end = start - 1
    if not steps:
        return None
    clocks = list(_CLOCK.finditer(answer, line, clock_at))
    for start, stop in steps:
        clocks.extend(_CLOCK.finditer(answer, start, stop))
    if len(clocks) != 1:
        return None
    base = clocks[0]
    total, parts = 0, []
    for start, stop in reversed(steps):
        lengths: dict[int, str] = {}
        given = gives is None
        for m in _DURATION.finditer(answer, start, stop):
            minutes = duration_minutes(m)
            if minutes is None or _BACK.match(answer, m.end(), stop) is not None:
                return None  # (mend41a) a duration counted back is no step forward
            lengths.setdefault(minutes, m.group(0))
            if gives is not None and not given:
                given = _given(answer, start, m, gives)
        if len(lengths) > 1:
            return None  # two lengths on one step: no sum the list writes
        if lengths and not given:
            return None  # (mend41a, review41 D1) a duration the run does not give: the answer's own
        for minutes, how in lengths.items():
            total += minutes
            parts.append(how)
    if not parts or total <= 0 or total > MAX_MINUTES:
        return None
    return ListedStep(base.group(0), base.start(), base.end(), total, " + ".join(parts))


def explain_listed_steps(answer: str, value: str, resolved: Iterable[str],
                         gives: Callable[[str], bool] | None = None) -> ClockDerivation | None:
    """A clock `value` a list's step reaches from its one resolved clock by its steps' durations
    (module doc); None when no writing of it is."""
    v = _VALUE.match(value)
    if v is None:
        return None
    target = int(v.group(1)) * 60 + int(v.group(2))
    known = set(resolved)
    at = answer.find(value)
    for _ in range(MAX_OCCURRENCES):
        if at < 0:
            return None
        step = listed_step(answer, at, gives)
        if step is not None and step.base in known:
            reach = int(step.base[:-3]) * 60 + int(step.base[-2:]) + step.minutes
            if reach % (24 * 60) == target:
                return ClockDerivation("listed-steps", f"{step.base} + {step.written} = {value} (the list's steps)", (
                    (step.base, "answer", "the one clock the list's steps write, known to the run"),
                    (step.written, "duration", "the durations the list's steps above write")))
        at = answer.find(value, at + len(value))
    return None
