"""Time arithmetic an answer writes out (round 8): a clock plus a duration, a clock-duration in units.

Answers add a stated duration to a clock and write the sum out beside the result ("around
**20:05** (scheduled 19:40 + 25 min)"), past midnight in a 24-hour count ("9:00 AM PST + 17 hours
= 26:00"), or restate a clock-shaped duration in one unit ("2:00:35 is 7,235 seconds"). No result
carried `20:05`, `26:00` or `7,235`, so the lookups flag them; the `durations.py` rules read only a
clock before the value on its line and a day's clock (`0:00`-`23:59`). Under the `arithmetic` dial
these rules report them `computed`, with the expression:

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `clock-sum` | `20:05 (scheduled 19:40 + 25 min)`; `9:00 AM + 17 hours = 26:00` | a sum `CLOCK + DURATION` or `CLOCK - DURATION` written on the value's line within 80 characters of it, the clock resolved (grounded or said), the duration written in it (`25 min`, `17 hours`, `1h 15m`); a 24-hour count past midnight (`26:00`) only right after `=` | a clock equal to the sum written beside it |
| `in-units` | `2:00:35 is 7,235 seconds`; `1:15 = 75 minutes` | a resolved clock-shaped duration (`H:MM:SS`, `M:SS`, `H:MM`) written right before the number with `is`, `=`, `≈`, `or`, `i.e.` or a bracket, in the unit written after the number (seconds, minutes, hours) | a number equal to that duration in its unit |

Round 9: `clock-sum` to the second, `01:49:17 + 0:57:42 = 02:46:59 UTC`: a clock and a clock-shaped
duration both written to the second, both resolved (the duration a result wrote in words,
`seconds_clocks.py`), before the value on its line.

Round 17 (`duration_sums`): a sum of durations written in hours and minutes (`1h (Team Sync) + 1h
(lunch) + 1h30 (Introductory meeting) = 3h30`; `1h`, `1h30`, `45 min`, `1 h 30 min`, a label in
brackets after each): a result equal to the sum is the answer's own arithmetic (`written`, gate.py),
one that is not is flagged however short, as a written equation's wrong result is.

Round 23: a term may be taken away (`Driving left: 9h \u2212 3h40 = 5h20`, `8h - 30 min = 7h30`):
the terms' signs as written, `-`, `\u2212` or `\u2013`; one minute off (`5h21`) is flagged.

Refused: another minute (`20:15` for `19:40 + 25 min`, `7,245` seconds), an hour off, a sum whose
clock is not resolved, a sum on another line. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal
from typing import Final, NamedTuple

from .clock_forms import SECONDS_KEPT, clock_matches, clock_pattern, meridiem
from .durations import clock_minutes, ClockDerivation, durations_in
from .layout import line_bounds

__all__ = ["DurationSum", "duration_sums", "may_sum_durations", "explain_clock_sum", "explain_in_units", "to_the_second"]

# A clock as written, with its am/pm.
_CLOCK: Final = re.compile(clock_pattern(seconds=SECONDS_KEPT, half=meridiem(r"[ \t\u00a0]", "{0,2}", r"[ \t\u00a0]?")))
# The sum after a clock: up to two zone words (`PST`, `New York time`), then the operator.
_OPERATOR: Final = re.compile(
    r"(?:[ \t\u00a0]+[A-Za-z]{2,12}){0,3}?[ \t\u00a0]*(\+|plus|\u2212|-|minus)[ \t\u00a0]*", re.IGNORECASE
)
# The result of a sum written right after it: `= 26:00`, `= **26:00**`.
_EQUALS: Final = re.compile(r"[ \t\u00a0]*=[ \t\u00a0*_]*\Z")
NEAR: Final = 80  # characters between the value and the sum written beside it


def explain_clock_sum(answer: str, value: str, resolved: Iterable[str]) -> ClockDerivation | None:
    """A clock-shaped `value` (its first occurrence) equal to a sum `CLOCK +/- DURATION` the answer
    writes beside it on its line, the clock resolved; or None (module doc)."""
    known = set(resolved)
    target: tuple[int, int, bool] | None = None  # (offset, minutes, a 24-hour count past midnight)
    end = 0
    # (round 26) the value's first writing looked up in the answer's clocks read once for all its
    # values (`clock_matches`), not read from the answer's start once per value
    index = clock_matches(_CLOCK, answer)
    for m in (index.matches[k] for k in index.written_as(value, head=True, lower=True)[:1]):
        token = f"{m.group(1)}:{m.group(2)}"
        if token == value or m.group(0).lower() == value or m.group(0).split()[0] == value:
            hour, minute = int(m.group(1)), int(m.group(2))
            if m.group(3) is None and m.group(4) is None and 24 <= hour <= 47 and minute <= 59:
                target = (m.start(), hour * 60 + minute, True)
            else:
                reading = clock_minutes(m, 4)
                if reading is None:
                    return None
                target = (m.start(), reading, False)
            end = m.end()
            break
    if target is None:
        return None
    found = _seconds_sum(answer, value, known)
    if found is not None:
        return found
    at, minutes, past_midnight = target
    line_start, line_end = line_bounds(answer, at)
    lo, hi = max(line_start, at - NEAR), min(line_end, end + NEAR)
    for m in _CLOCK.finditer(answer, lo, hi):
        if m.start() == at:
            continue
        token = f"{m.group(1)}:{m.group(2)}"
        if token not in known and m.group(0).lower() not in known:
            continue
        start = clock_minutes(m, 4)
        op = _OPERATOR.match(answer, m.end(), hi)
        if start is None or op is None:
            continue
        minus = op.group(1).lower() in ("-", "\u2212", "minus")
        # the duration written right after the operator
        stated = [(length, how) for length, how in durations_in(answer[op.end() : min(hi, op.end() + 24)])
                  if answer.startswith(how, op.end())]
        for length, how in stated:
            shifted = start - length if minus else start + length
            if past_midnight:
                # `26:00` only as the written result of the sum: `9:00 AM + 17 hours = 26:00`
                if shifted != minutes or _EQUALS.search(answer, op.end() + len(how), at) is None:
                    continue
            elif shifted % (24 * 60) != minutes:
                continue
            sign = "-" if minus else "+"
            return ClockDerivation(
                "clock-sum",
                f"{m.group(0)} {sign} {how} = {value}",
                ((m.group(0), "answer", f"answer offset {m.start()}"), (str(length), "duration", f"stated as {how!r}")),
            )
    return None


# A clock to the second, and a clock-shaped duration to the second (round 9): `01:49:17`, `0:57:42`.
_HMS: Final = re.compile(r"(?<![0-9:.])([0-9]{1,2}):([0-9]{2}):([0-9]{2})(?![0-9:])")


def to_the_second(how: ClockDerivation) -> bool:
    """Whether a derivation is a `clock-sum` to the second (`_seconds_sum`): every operand a clock
    or a duration the answer writes to the second, so the value's seconds are computed, not cut."""
    return how.rule == "clock-sum" and len(how.operands) == 2 and all(
        source == "answer" and _HMS.fullmatch(written) is not None for written, source, _ in how.operands
    )


def _seconds_sum(answer: str, value: str, known: set[str]) -> ClockDerivation | None:
    """Round 9: a clock to the second (`02:46:59`) equal to `CLOCK + H:MM:SS` written beside it on
    its line (`01:49:17 + 0:57:42 = 02:46:59 UTC`), the clock and the duration both resolved."""
    target = _HMS.fullmatch(value)
    if target is None:
        return None
    wanted = int(target.group(1)) * 3600 + int(target.group(2)) * 60 + int(target.group(3))
    at = answer.find(value)
    while at >= 0 and _HMS.match(answer, at) is None:
        at = answer.find(value, at + 1)
    if at < 0:
        return None
    line_start = answer.rfind("\n", 0, at) + 1
    lo = max(line_start, at - NEAR)
    for m in _HMS.finditer(answer, lo, at):
        if m.group(0) not in known:
            continue
        op = _OPERATOR.match(answer, m.end(), at)
        if op is None:
            continue
        duration = _HMS.match(answer, op.end(), at)
        if duration is None or duration.group(0) not in known:
            continue
        start = int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3))
        length = int(duration.group(1)) * 3600 + int(duration.group(2)) * 60 + int(duration.group(3))
        minus = op.group(1).lower() in ("-", "\u2212", "minus")
        if (start - length if minus else start + length) % 86400 != wanted:
            continue
        sign = "-" if minus else "+"
        return ClockDerivation(
            "clock-sum",
            f"{m.group(0)} {sign} {duration.group(0)} = {value}",
            ((m.group(0), "answer", f"answer offset {m.start()}"),
             (duration.group(0), "answer", f"answer offset {duration.start()}")),
        )
    return None


# A clock-shaped duration right before a number: `2:00:35 is `, `1:15 = `, `(1:15) i.e. `.
_DURATION_BEFORE: Final = re.compile(
    r"(?<![0-9:.])([0-9]{1,3}):([0-9]{2})(?::([0-9]{2}))?[)\]*_]*[ \t\u00a0]*"
    r"(?:is|=|\u2248|~|or|i\.e\.,?|equals|[(\[])[ \t\u00a0*_(\[]*(?:about|roughly|approximately|~)?[ \t\u00a0]*\Z",
    re.IGNORECASE,
)
# The unit of time written right after the number.
_UNIT_AFTER: Final = re.compile(r"[ \t\u00a0]?(?:\*\*)?[ \t\u00a0]?(seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h)\b", re.IGNORECASE)


def explain_in_units(
    answer: str, start: int, end: int, value: Decimal, resolved: Iterable[str]
) -> ClockDerivation | None:
    """A number (at `answer[start:end]`) with a unit of time after it, equal to the resolved
    clock-shaped duration written right before it in that unit (`2:00:35 is 7,235 seconds`)."""
    unit = _UNIT_AFTER.match(answer, end)
    if unit is None:
        return None
    m = _DURATION_BEFORE.search(answer, max(0, start - 40), start)
    if m is None:
        return None
    clock = answer[m.start() : m.end(3) if m.group(3) is not None else m.end(2)]
    known = set(resolved)
    if clock not in known and clock.lstrip("0") not in known:
        return None
    first, second = int(m.group(1)), int(m.group(2))
    third = int(m.group(3)) if m.group(3) is not None else None
    if second > 59 or (third is not None and third > 59):
        return None
    word = unit.group(1).lower()
    if third is not None:
        seconds = first * 3600 + second * 60 + third  # H:MM:SS
        expression = f"{first} x 3600 + {second} x 60 + {third}"
    elif word.startswith("s"):
        seconds = first * 60 + second  # M:SS in seconds
        expression = f"{first} x 60 + {second}"
    else:
        seconds = (first * 60 + second) * 60  # H:MM in minutes or hours
        expression = f"{first} x 60 + {second}"
    if word.startswith("s"):
        exact = Decimal(seconds)
    elif word.startswith("m"):
        exact = Decimal(seconds) / 60
        if third is not None:
            expression = f"({expression}) / 60"
    else:
        exact = Decimal(seconds) / 3600
        expression = f"({expression}) / {3600 if third is not None else 60}"
    exponent = value.as_tuple().exponent
    places = -exponent if isinstance(exponent, int) else 0
    rounded = exact.quantize(Decimal(1).scaleb(-max(places, 0)), rounding=ROUND_HALF_UP)
    if exact != value and not (places >= 1 and rounded == value):
        return None
    shown = format(value.normalize(), "f")
    return ClockDerivation(
        "in-units",
        f"{expression} = {shown} {word}",
        ((clock, "answer", f"answer offset {m.start()}"),),
    )


# Round 17: a duration in hours and minutes (`1h`, `1h30`, `2 h 15 min`, `45 min`, `1.5 h` not read;
# round 18: the minutes' word written out, `30 minutes`, `2 hours 30 minutes`),
# a label in brackets after it (`(lunch)`); terms joined by `+`, the result after `=`.
_HM: Final = r"(?:([0-9]{1,2})[ \t]?h(?:rs?|ours?)?(?:[ \t]?([0-9]{2})(?:[ \t]?m(?:in(?:ute)?s?)?)?)?|([0-9]{1,3})[ \t]?min(?:ute)?s?)(?![A-Za-z0-9:]|\.[0-9])"
_LABEL: Final = r"(?:[ \t]*\([^()\n]{1,60}\))?"
# (round 23) the terms' signs: `+`, or a minus (`-`, `\u2212`, `\u2013`): `9h \u2212 3h40 = 5h20`.
_SIGN: Final = "[+\u2212\u2013-]"
_HM_BARE: Final = r"(?:[0-9]{1,2}[ \t]?h(?:rs?|ours?)?(?:[ \t]?[0-9]{2}(?:[ \t]?m(?:in(?:ute)?s?)?)?)?|[0-9]{1,3}[ \t]?min(?:ute)?s?)(?![A-Za-z0-9:]|\.[0-9])"
_DURATION_SUM: Final = re.compile(
    r"(?<![0-9A-Za-z.:])" + _HM_BARE + _LABEL + r"(?:[ \t]*" + _SIGN + r"[ \t]*" + _HM_BARE + _LABEL + r")+"
    r"[ \t]*=[ \t*_]*" + _HM_BARE,
    re.IGNORECASE,
)
_TERM: Final = re.compile(_HM, re.IGNORECASE)
_SIGN_BETWEEN: Final = re.compile(_SIGN)


class DurationSum(NamedTuple):
    """A written sum of durations: its result as written, whether the terms give it, the expression."""

    written: str
    holds: bool
    expression: str


def _minutes(hours: str | None, minutes: str | None, only: str | None) -> int | None:
    if only is not None:
        return int(only)
    if minutes is not None and int(minutes) > 59:
        return None
    return int(hours or 0) * 60 + int(minutes or 0)


def _sign_between(answer: str, start: int, end: int) -> str:
    """The sign written between two terms: `+`, or `-` for any minus."""
    m = _SIGN_BETWEEN.search(answer, start, end)
    return "-" if m is not None and m.group(0) != "+" else "+"


def may_sum_durations(answer: str) -> bool:
    """Whether `answer` may write a sum of durations: an `=` and a `+` or a minus."""
    return "=" in answer and ("+" in answer or "-" in answer or "\u2212" in answer or "\u2013" in answer)


# (tea35) bare numbers added before a duration, its unit written once for them all (`90 + 150 + 25
# min`): at most MAX_BARE_TERMS of them, so a long chain of sums is read in linear time
MAX_BARE_TERMS: Final = 6
_BARE_RUN: Final = re.compile(
    r"(?<![0-9A-Za-z.:,])([0-9]{1,3}(?:[ \t]*\+[ \t]*[0-9]{1,3}){1,%d})[ \t]?(min(?:ute)?s?|h(?:ours?|rs?)?)(?![A-Za-z])"
    % MAX_BARE_TERMS, re.IGNORECASE)
_BARE_NUMBER: Final = re.compile(r"[0-9]{1,3}")


def _unit_shared(m: re.Match[str]) -> str:
    """`90 + 150 + 25 min` as `90 min + 150 min + 25 min`: the unit written after the last bare number."""
    unit = m.group(2)
    return _BARE_NUMBER.sub(lambda n: f"{n.group(0)} {unit}", m.group(1))


def hours_only(answer: str, number: str) -> bool:
    """(mend35) Whether `answer` writes `number` only as a count of hours (`21 h`, `21 hours`): the
    hours of a written total (`= 21 h 20 min`) then explain its flagged `21`, and a `$21` elsewhere
    stays the candidate it is."""
    found = False
    for m in re.finditer(r"(?<![0-9A-Za-z.,:])" + re.escape(number) + r"(?![0-9]|[.,][0-9])", answer):
        if _HOURS_AFTER.match(answer, m.end()) is None:
            return False
        found = True
    return found


_HOURS_AFTER: Final = re.compile(r"[ \t]?h(?:rs?|ours?)?(?![A-Za-z])", re.IGNORECASE)


def duration_sums(answer: str) -> list[DurationSum]:
    """The written sums of durations in hours and minutes `answer` writes (module doc, round 17);
    (tea35) bare numbers added before a duration share its unit (`16 h + 90 + 150 + 25 min = 20 h 25
    min`: the minutes of each)."""
    out: list[DurationSum] = []
    if not may_sum_durations(answer):
        return out
    answer = _BARE_RUN.sub(_unit_shared, answer)
    for m in _DURATION_SUM.finditer(answer):
        terms = [t for t in _TERM.finditer(answer, m.start(), m.end())]
        if len(terms) < 3:
            continue
        values = [_minutes(t.group(1), t.group(2), t.group(3)) for t in terms]
        if any(v is None for v in values):
            continue
        *parts, result = [v or 0 for v in values]
        signs = ["+"] + [_sign_between(answer, a.end(), b.start()) for a, b in zip(terms[:-2], terms[1:-1])]
        total = sum(part if sign == "+" else -part for sign, part in zip(signs, parts))
        written = " ".join(terms[-1].group(0).split())
        expression = " ".join(
            (f"{sign} " if i else "") + " ".join(t.group(0).split()) for i, (sign, t) in enumerate(zip(signs, terms[:-1]))
        ) + f" = {written}"
        out.append(DurationSum(written, total == result, expression))
    return out
