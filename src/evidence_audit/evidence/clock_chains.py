"""`clock-chain`: a clock the answer reached by a sum (or a difference) it wrote out earlier without its result (round 28).

A model that reasons before it answers writes the sum in its notes and the result in its reply:
`<think> 08:30 + 115 min, then 60 min down. </think> On top about **10:25**, back about **11:25**`.
`clock-sum` (time_sums.py) reads a sum written beside the value on its line; this one reads a
sum written earlier in the answer, `CLOCK + DURATION`, continued by more durations (`, then 60
min`, `+ 20 min`, `and 45 min`): each running total is a point of the chain (`10:25`, `11:25`).

The clock must be resolved (a result carried it, a person said it); the durations are written in
the chain (`115 min`, `1 h`, `1.5 h`, `1 h 20 min`). A value is a point of a chain written before
it. When a chain has two or more points and the clocks written after it are its points in order
(`On top about 10:25, back about 11:25`), that order is the evidence: a slip of either breaks it.
Otherwise the chance test: refused when another point of any chain written before it is one digit
off the value as written (`10:25` and `11:25` are one digit apart). A minute off, an hour off, a chain from a clock not resolved, a
chain written after the value stay flagged.

(round 32, clocks32) A term written as a clock's `H:MM` right after a `+` is a length (`7:45 + 4 h 40
min + 0:30`); a value written right after a sum of two or more terms with `=` is its total, a
written equation that holds, whatever its running totals (`= **12:55**`, with `12:25` on the way).

(stable34) A chain worked back from a clock takes durations off (`09:30 − 90 min − 50 min =
**07:10**`: a departure from a first class, horses in 90 minutes before it and a 50-minute drive):
the minus sign, `minus`, or a hyphen or en dash with a space on each side (a range's `10:00-11:00`
is none); each duration keeps the sign written before it, and `then` or `and` go on a sum only.

(proofs35) A spaced hyphen or en dash after a clock is a list's separator as often as a minus
(`09:30 – 90 min yoga`: a class and its length, which excused an invented `08:00`): it takes a
duration off only when the text works the step, a second duration taken off or the result written
after `=`. And a clock written right after `=` of a clock's sum or difference is that equation's
result: where the equation does not hold (`10:15 - 60 min - 35 min = 09:40`, which is 08:40),
`refuted_clock` says so and no clock rule explains the value by another reading of its operands
(`end-time` took `10:15 - 35 min`, one duration of the two; `schedule-step` the forward `= 10:50`).
The equation is read from its first term (`3:47 + 4:12 + 2:58 + 5:05 = 16:02`, not from `4:12`),
and a result on a 12-hour dial without its am/pm (`11:30 + 90 min = 1:00`) is no refutation.

Its price: a clock equal to a running total of a sum the answer wrote before it, none of whose
one-digit neighbours is one. Bounded: at most `MAX_CHAINS` chains of `MAX_LINKS` durations, each
regex linear (no nested repetition).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import islice
from typing import Final

from .durations import ClockDerivation
from .text_memo import TextMemo

__all__ = ["duration_minutes", "explain_clock_chain", "refuted_clock"]

MAX_CHAINS: Final = 8
MAX_LINKS: Final = 4
# (hostile29) sums' starts (`CLOCK +`) read per value: the answer's first ones. Every clock value
# read every start before it, each scanned from the answer's top again (an answer of n unresolved
# `08:30 + 20 min` and n clocks after them: 8.5x the work for 4x); now the starts are read once
# per answer (`_STARTS`) and a value asks the first MAX_STARTS of them (held-out outputs identical).
MAX_STARTS: Final = 32

# (stable34) An operator taking a duration off: the minus sign, `minus`, or a hyphen or an en dash
# with a space on each side (`09:30 - 90 min`; not a range's `10:00-11:00`). Group: the operator.
_MINUS: Final = r"\u2212|minus\b|(?<=[ \t])[-\u2013](?=[ \t])"
# (proofs35) the spaced dashes `_MINUS` reads, which a list writes as separators too
_DASHES: Final = ("-", "\u2013")
# A 24-hour clock starting a sum: `08:30 + `, `8:30 plus `; (stable34) or a difference worked back
# from it: `09:30 − 90 min − 50 min = 07:10` (a departure from a first class). Groups: hour, minute, operator.
# (palm38) the clock's day may follow it after `on` (`05:00 on 3 Feb + 84 h`, `07:30 on Feb 3`, `06:00
# on 2027-02-03`): the day a sum of hours starts from, no term of it
_ON_DAY: Final = r"(?:[ \t]+on[ \t]+(?:[0-9]{1,2}[ \t]+[A-Za-z]{3,9}\.?|[A-Za-z]{3,9}\.?[ \t]+[0-9]{1,2}|[0-9]{4}-[0-9]{2}-[0-9]{2}))?"
_START: Final = re.compile(
    r"(?<![0-9:.])([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])" + _ON_DAY + r"[ \t]*(\+|plus\b|" + _MINUS + r")[ \t]*", re.IGNORECASE,
)
# One duration: `115 min`, `1 h 20 min`, `1.5 h`, `60 minutes`, `2 hours`. Groups: hours (`h`),
# minutes (`m`) of a compound, or a lone minutes (`n`) / hours (`x`) count.
_DURATION: Final = re.compile(
    r"(?:(?P<h>[0-9]{1,2})[ \t]?(?:h|hrs?|hours?)[ \t]?(?P<m>[0-5]?[0-9])[ \t]?min(?:s|utes?)?\b"
    r"|(?P<n>[0-9]{1,4})[ \t]?min(?:s|utes?)?\b"
    r"|(?P<x>[0-9]{1,2}(?:\.[0-9]{1,2})?)[ \t]?(?:h|hrs?|hours?)\b)",
    re.ASCII | re.IGNORECASE,
)
# What joins a further duration to the chain: `, then `, ` + `, ` and `, `, plus `.
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_LINK: Final = re.compile(r"[ \t]*+,?[ \t]*+(\+|then|and|plus|" + _MINUS + r")[ \t]+(?:another[ \t]+)?", re.IGNORECASE)
# (round 32) A duration written as a clock's `H:MM` right after a `+` (`7:45 + 4 h 40 min + 0:30`):
# after the operator it is a length, not a clock of the day; never after `then` or `and` (`then
# 12:30` is a clock). Groups: hours, minutes.
_PLUS_LENGTH: Final = re.compile(r"([0-9]{1,2}):([0-5][0-9])(?![0-9:])", re.ASCII)
# (round 32) The sum's result written right after it: `= 12:55`, `= **12:55**`, `≈ 12:55`.
_RESULT: Final = re.compile(r"[ \t]*(?:=|\u2248)[ \t*_]*", re.IGNORECASE)
# A clock written after a chain (its points, in order). Groups: hour, minute.
_WRITTEN: Final = re.compile(r"(?<![0-9:.])([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])", re.ASCII)
# Any operator a chain may start with (a precheck: an answer writing none before the value has no chain).
_OPERATOR: Final = re.compile(r"\+|plus|" + _MINUS, re.IGNORECASE)
# A clock the answer writes as the value: `10:25`, `**10:25**`.
_VALUE: Final = re.compile(r"\A([01]?[0-9]|2[0-3]):([0-5][0-9])\Z", re.ASCII)


def duration_minutes(m: re.Match[str]) -> int | None:
    """The minutes of a duration match with groups `h` and `m`, `n` or `x` (`_DURATION`; listed_steps'
    reads its own with the same groups); None for hours that are no whole minute."""
    if m.group("h") is not None:
        return int(m.group("h")) * 60 + int(m.group("m"))
    if m.group("n") is not None:
        return int(m.group("n"))
    hours = float(m.group("x"))
    whole = round(hours * 60)
    return whole if abs(hours * 60 - whole) < 1e-9 else None


def _sign(operator: str) -> int:
    """+1 for an operator that adds (`+`, `plus`, `then`, `and`), -1 for one that takes off."""
    return 1 if operator == "+" or operator.lower() in ("plus", "then", "and") else -1


def _starts(answer: str) -> tuple[tuple[int, str, str, int, bool], ...]:
    """The answer's first MAX_STARTS sums' starts: (where the start ends, hour, minute as
    written, the operator's sign, whether the operator is a spaced dash). A start ending by a
    value's offset is one `_START.finditer(answer, 0, offset)` finds: the value begins with a
    digit, so no start's match runs across it (one ending right at it that only the cut text finds
    has no duration before the value, so no chain)."""
    return tuple((m.end(), m.group(1), m.group(2), _sign(m.group(3)), m.group(3) in _DASHES)
                 for m in islice(_START.finditer(answer), MAX_STARTS))


_STARTS: Final[TextMemo[tuple[tuple[int, str, str, int, bool], ...]]] = TextMemo(entries=16, chars=1_000_000)


def _links(answer: str, at: int, end: int, sign: int, total: int) -> tuple[list[tuple[str, int]], int]:
    """The durations a chain writes from `at` (before `end`), after its start's operator of `sign`,
    from the clock's `total` minutes: ([(the durations so far as written, the running total)], where
    the last one ends)."""
    points: list[tuple[str, int]] = []
    stop = at
    written = ""
    plus = sign > 0  # the start's operator is a `+`
    for _ in range(MAX_LINKS):
        m = _DURATION.match(answer, at, end)
        length = duration_minutes(m) if m is not None else None
        if m is None and plus and (c := _PLUS_LENGTH.match(answer, at, end)) is not None:
            m, length = c, int(c.group(1)) * 60 + int(c.group(2))
        if m is None or length is None or length <= 0:
            break
        total += sign * length
        # (stable34) each duration after its sign, the first one's only when it takes off:
        # `115 min + 60 min`, `- 90 min - 50 min`
        written = (f"{written} {'+' if sign > 0 else '-'} " if written else "" if sign > 0 else "- ") + m.group(0)
        points.append((written, total))
        stop = m.end()
        link = _LINK.match(answer, m.end(), end)
        if link is None:
            break
        operator = link.group(1).lower()
        if operator in ("then", "and") and sign < 0:
            break  # (stable34) `then` and `and` go on a sum only: a difference's next step is written with its sign
        plus = operator in ("+", "plus")
        sign = _sign(operator)
        at = link.end()
    return points, stop


def _chains(answer: str, end: int, known: set[str]) -> list[tuple[str, int, list[tuple[str, int]]]]:
    """The chains written in `answer[:end]`: (the clock as written, where the chain ends, [(the
    durations so far as written, the running total in minutes)])."""
    out: list[tuple[str, int, list[tuple[str, int]]]] = []
    for at, hour, minute, sign, dashed in _STARTS.read(answer, _starts):
        if at > end:
            break
        clock = f"{hour}:{minute}"
        if clock not in known and clock.zfill(5) not in known and clock.lstrip("0") not in known:
            continue
        points, stop = _links(answer, at, end, sign, int(hour) * 60 + int(minute))
        if dashed and len(points) < 2 and _RESULT.match(answer, stop, end) is None:
            # (proofs35) a spaced dash after a clock is a list's separator (`09:30 – 90 min yoga`:
            # a class and its length) unless the text works the step: a further duration taken
            # off, or its result written after `=`
            continue
        if points:
            out.append((clock, stop, points))
        if len(out) >= MAX_CHAINS:
            break
    return out


# (proofs35) The `=` a written equation's result follows (not `≈`: a rounded result may differ).
_EQUALS: Final = re.compile(r"[ \t]*=[ \t*_]*")


def _equations(answer: str) -> tuple[tuple[int, int], ...]:
    """The clocks the answer writes right after `=` of a sum or difference worked from a clock
    (`10:15 - 60 min - 35 min = 09:40`), of its first MAX_STARTS starts, each read from its first
    term (not from a later term of a sum, `4:12 + 2:58 + 5:05` in `3:47 + 4:12 + 2:58 + 5:05 =
    16:02`): (the result as written, the equation's total), each in minutes of the day."""
    out: list[tuple[int, int]] = []
    reach = -1  # where the last chain read ends: a start before it is one of its terms (`3:47 + 4:12 + 2:58`)
    for at, hour, minute, sign, _ in _STARTS.read(answer, _starts):
        if at <= reach:
            continue
        points, stop = _links(answer, at, len(answer), sign, int(hour) * 60 + int(minute))
        reach = max(reach, stop)
        equals = _EQUALS.match(answer, stop) if points else None
        result = _WRITTEN.match(answer, equals.end()) if equals is not None else None
        if result is not None:
            out.append((int(result.group(1)) * 60 + int(result.group(2)), points[-1][1] % (24 * 60)))
    return tuple(out)


_EQUATIONS: Final[TextMemo[tuple[tuple[int, int], ...]]] = TextMemo(entries=16, chars=1_000_000)


def refuted_clock(answer: str, value: str) -> bool:
    """(proofs35) Whether the answer writes the clock `value` as the result of a clock's sum or
    difference that does not hold (`10:15 - 60 min - 35 min = 09:40`, which is 08:40): the
    equation written is the value's own derivation, so no rule may explain the value by another
    reading of its operands (`end-time`'s `10:15 - 35 min`, one duration of the two)."""
    v = _VALUE.match(value)
    if v is None:
        return False
    minutes = int(v.group(1)) * 60 + int(v.group(2))
    # a result written on a 12-hour dial without its am/pm (`11:30 + 90 min = 1:00`) is no refutation
    return any(result == minutes and total % (12 * 60) != minutes % (12 * 60) for result, total in _EQUATIONS.read(answer, _equations))


def _joined(clock: str, written: str) -> str:
    """The chain's expression: the clock, then its durations (`08:30 + 115 min`, `09:30 - 90 min - 50 min`)."""
    return f"{clock} {written}" if written.startswith("- ") else f"{clock} + {written}"


def _clock(minutes: int) -> str:
    minutes %= 24 * 60
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _one_digit_apart(a: str, b: str) -> bool:
    return len(a) == len(b) and sum(1 for x, y in zip(a, b) if x != y) == 1


def explain_clock_chain(answer: str, value: str, resolved: Iterable[str]) -> ClockDerivation | None:
    """A clock `value` equal to a running total of a sum the answer wrote out before it (module
    doc); None when none is, or another point is one digit off it."""
    v = _VALUE.match(value)
    if v is None:
        return None
    target = f"{int(v.group(1)):02d}:{v.group(2)}"
    at = answer.find(value)
    if at <= 0 or not _OPERATOR.search(answer, 0, at):
        return None
    chains = _chains(answer, at, set(resolved))
    hit: ClockDerivation | None = None
    rival = False
    for clock, stop, points in chains:
        totals = [_clock(total) for _, total in points]
        if totals[-1] == target and len(points) >= 2 and (r := _RESULT.match(answer, stop, at)) is not None and r.end() == at:
            # (round 32) the value written right after the sum as its result (`7:45 + 4 h 40 min +
            # 0:30 = **12:55**`): a written equation that holds; its running totals are no
            # rivals (`12:25`, one digit off, is a step on the way, not a result written)
            return ClockDerivation("clock-chain", f"{_joined(clock, points[-1][0])} = {value} (the sum written out)", (
                (clock, "answer", "a clock the run knows, written in the answer's sum"),
                (points[-1][0], "duration", "the durations the answer's sum writes")))
        if len(points) >= 2 and target in totals:
            # the clocks written after the chain, in order, are its points, each in its place (`On
            # top about 10:25, back about 11:25` for `08:30 + 115 min, then 60 min`): the whole order
            # is the evidence (a slip of one to the other's neighbour breaks it), not the chance test
            after = [f"{int(m.group(1)):02d}:{m.group(2)}" for m in islice(_WRITTEN.finditer(answer, stop), len(points))]
            if after == totals:
                written = points[totals.index(target)][0]
                return ClockDerivation("clock-chain", f"{_joined(clock, written)} = {value} (the chain's points in order: {', '.join(totals)})", (
                    (clock, "answer", "a clock the run knows, written in the answer's sum"),
                    (written, "duration", "the durations the answer's sum writes")))
        for (written, _), point in zip(points, totals):
            if point == target:
                if hit is None:
                    hit = ClockDerivation("clock-chain", f"{_joined(clock, written)} = {value}", (
                        (clock, "answer", "a clock the run knows, written in the answer's sum"),
                        (written, "duration", "the durations the answer's sum writes")))
            elif _one_digit_apart(point, target):
                rival = True  # the chance test: another point of the chains is one digit off
    return None if rival else hit
