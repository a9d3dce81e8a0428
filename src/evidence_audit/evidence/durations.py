"""Clock arithmetic under the `arithmetic` dial: durations and end times an answer computes.

Answers compute with times too: a flight's duration `1:15` from a departure `14:45` and an arrival
`16:00` they write, or a meeting's end `13:00` from the user's "at 12:00, for one hour". No result
carried `1:15` or `13:00`, so the clock lookup flags them. These two rules report them `computed`,
with the expression, and reach only operands close to the writer:

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `duration` | `departs 14:45, arrives 16:00 (1:15)`, `12:30 - 11:00 = 01:30`, `01:30: the sync ends at 11:00 and lunch begins at 12:30` (no am/pm) | the difference, either way round, of two of the last 3 resolved clock times written before it on its line and the first 2 written after it (past midnight allowed) | a duration equal to such a difference |
| `end-time` | `from 12:00 to 13:00`; `arrive ten minutes early ... by 9:20 AM`; `2:00 PM minus 25 minutes is 1:35 PM`; round 12: `start at 01:35, done at 05:30` | a resolved clock time written before it on its line (grounded or said) plus or minus a duration the user or the answer states (`one hour`, `90 minutes`, `1h 15m`, `1.5 hours`, `ten minutes`; mend46a: one the answer writes in digits only where the run states it, `run_states`); or the first one written after it on its line less such a duration (a start) | an end time equal to such a sum or difference |

A duration written in words (`1h 15m`, `75 minutes`) is prose, never judged, so only the `H:MM`
spelling and the glued `1h15` / `1h15m` need the rule. Each clock is read with the am/pm written after it. Pure: no state.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterable
from decimal import ROUND_HALF_UP, Decimal
from typing import Final, NamedTuple

from .clock_forms import VALUE_CLOCK, clock_matches, clock_pattern, meridiem, value_clock_neighbours
from .glued_clocks import H_CLOCK_IN_TEXT, H_DURATION
from .layout import line_bounds
from .normalize import ES_SPACE_CLASS
from .number_words import ARTICLES, alternatives, cardinals, words
from .written import day_numbers
from .hour_words import HOUR_WORDS
from .minute_words import MINUTE_WORDS

__all__ = [
    "ClockDerivation", "bare_metres", "clock_minutes", "directions", "durations_at", "durations_in", "explain_clock",
    "explain_hours", "hours_between_clocks",
    "written_duration",
]

# A clock as written: 9:00, 09:00, 14:45:00, 2:00 PM, 2:00pm, 2:00 p.m.
_CLOCK: Final = re.compile(clock_pattern(half=meridiem(ES_SPACE_CLASS, "{0,2}", ES_SPACE_CLASS + "?")))
# (its extras: `half an`, `half a` hour)
_NUMBER_WORDS: Final[dict[str, float]] = {
    **ARTICLES, **cardinals(1, 10), **words("twelve", "fifteen", "twenty", "thirty", "forty-five", "forty five"),
    "half an": 0.5, "half a": 0.5,
}
_AMOUNT: Final = r"([0-9]+(?:\.[0-9]+)?|" + alternatives(_NUMBER_WORDS, longest_first=True) + r")"
# A stated duration: `1 hour`, `one hour`, `90 minutes`, `1.5 hours`, `1h 15m`, `2 hrs`, `half an hour`.
_DURATION: Final = re.compile(
    r"(?<![A-Za-z0-9.])" + _AMOUNT + r"[ -]?(hours?|hrs?|h)(?:[ ,]*(?:and[ ]+)?([0-9]{1,2})[ ]?(minutes?|mins?|m))?(?![A-Za-z])"
    r"|(?<![A-Za-z0-9.])" + _AMOUNT + r"[ -]?(minutes?|mins?|m)(?![A-Za-z])",
    re.IGNORECASE,
)
# (boat40) the same in any language's words for an hour and a minute after a count (CLDR's:
# `5 മണിക്കൂർ 20 മിനിറ്റ്`, `2 saat 15 dəqiqə`; `hour_words.py`, `minute_words.py`), digits only
# (the words that are English words too: `5 time`, `sat`, `ore`, `jam`, `hola`, `perc`, `timer` are read as hours
# or minutes by no English reader)
_ENGLISH_TOO: Final = frozenset({"time", "timer", "sat", "ore", "jam", "hola", "perc", "hora"})


def _worded(table: frozenset[str]) -> str:
    kept = (w for w in table if w not in _ENGLISH_TOO)
    return "|".join(re.escape(w) for w in sorted(kept, key=len, reverse=True))


_HOUR_WORD: Final = _worded(HOUR_WORDS)
_MINUTE_WORD: Final = _worded(MINUTE_WORDS)
_WORDED_DURATION: Final = re.compile(
    r"(?<![^\W_]|[.])([0-9]+(?:\.[0-9]+)?)[ ]?(" + _HOUR_WORD + r")(?:[ ,]*([0-9]{1,2})[ ]?(" + _MINUTE_WORD + r"))?(?![^\W\d_])"
    r"|(?<![^\W_]|[.])([0-9]+)[ ]?(" + _MINUTE_WORD + r")(?![^\W\d_])",
    re.IGNORECASE,
)
# (integrator, round 40) a count and a word right before a count of minutes in words: the hours of
# one duration in a case or spelling `hour_words` lacks (`1 гадзіну 45 хвілін` is 105 minutes, not 45)
_COUNT_AND_WORD_BEFORE: Final = re.compile(r"[0-9]+[ ]?[^\W\d_]+[ ,]*\Z")
# (round 29) a value as the rules pass it (normalized): `01:00`, `9:35am` (groups: hour, minute, am/pm)
_VALUE: Final = VALUE_CLOCK  # the one pattern (clock_forms)
RECENT: Final = 3  # resolved clocks before a value that a rule may combine
AFTER: Final = 2  # resolved clocks after a value, on its line, that the `duration` rule may combine
# (round 27) clocks, resolved or not, a rule reads out from a value for its RECENT / AFTER resolved
# ones: a line of n clocks none of them grounded (a question's n times asked back) was read whole
# once per value (asked_shift26: 16x the work for 4x the answer); an operand 64 clocks away is no
# operand a reader would use
MAX_WALK: Final = 64
# A duration glued as one token (`glued_clocks.H_DURATION`): 1h15, 1h15m, 2h05m (a lone `2h` is
# prose); (round 18) a clock written with an `h` (`14h30`, French and other European styles) as a
# resolved operand (`glued_clocks.H_CLOCK_IN_TEXT`).


# A duration written with a bare `m` (`5.0 m`, `160 m`): a length in metres as often as minutes
# (`391 m up and 160 m down, 150 minutes`); `1h 15m` keeps its minutes (the hours name the unit).
_BARE_M: Final = re.compile(r"[0-9.][ ]?m\Z", re.IGNORECASE)
_HOURS_NAMED: Final = re.compile(r"[0-9][ ]?(?:hours?|hrs?|h)\b", re.IGNORECASE)


def bare_metres(written: str) -> bool:
    """(round 32, from `stated_shifts.py`) Whether a duration as `durations_in` read it is a count
    with a bare `m` alone (`160 m`): no minutes a rule may move a clock by, for a length in metres
    is written so as often (a walk's `391 m up and 160 m down` beside its `150 minutes`)."""
    return _BARE_M.search(written) is not None and _HOURS_NAMED.search(written) is None


class ClockDerivation(NamedTuple):
    rule: str
    expression: str
    operands: tuple[tuple[str, str, str], ...]  # (value, source, where)


def _amount(text: str) -> float:
    text = text.lower()
    return float(_NUMBER_WORDS[text]) if text in _NUMBER_WORDS else float(text)


def durations_in(text: str) -> list[tuple[int, str]]:
    """The durations `text` states, in minutes, with how they were written."""
    return [(minutes, how) for _, minutes, how in durations_at(text)]


# (round 26) the durations of the last answer `explain_clock` read: it asks them once per value
_LAST_DURATIONS: Final[list[tuple[str, list[tuple[int, str]]]]] = [("", [])]


def _durations_of(answer: str) -> list[tuple[int, str]]:
    """`durations_in(answer)`, read once for the last answer (not changed by its readers)."""
    last = _LAST_DURATIONS[0]
    if last[0] == answer:
        return last[1]
    found = durations_in(answer)
    _LAST_DURATIONS[0] = (answer, found)
    return found


def durations_at(text: str) -> list[tuple[int, int, str]]:
    """`durations_in` with where each starts: (start, minutes, as written) (review23: `clock_leads`
    tells `1h` of `1h15` by its start)."""
    out: list[tuple[int, int, str]] = []
    for m in _DURATION.finditer(text):
        word = m.group(1) if m.group(1) is not None else m.group(5)
        unit = m.group(2) if m.group(1) is not None else m.group(6)
        if not word[0].isdigit() and len(unit) == 1:
            continue  # `AM` is no `a` + `m` (one minute), `a h` no hour: a unit letter needs digits
        glued = m.end(1) if m.group(1) is not None else m.end(5)
        if not word[0].isdigit() and text[glued:glued + 1] not in (" ", "-"):
            continue  # (gaps46) nor a word glued to its unit: Malagasy `amin'ny 6:30` (at 6:30) is no `a min`
        if m.group(1) is not None:
            minutes = _hours_in_minutes(m.group(1)) + (int(m.group(3)) if m.group(3) else 0)
        else:
            minutes = _amount(m.group(5))
        if minutes == int(minutes) and 0 < minutes <= 24 * 60:
            out.append((m.start(), int(minutes), m.group(0)))
    for m in _WORDED_DURATION.finditer(text):
        if m.group(1) is not None:
            minutes = _hours_in_minutes(m.group(1)) + (int(m.group(3)) if m.group(3) else 0)
        else:
            if _COUNT_AND_WORD_BEFORE.search(text, max(0, m.start() - 40), m.start()):
                continue  # (integrator, round 40) `1 гадзіну 45 хвілін`: an hour in a case no table holds
            minutes = float(m.group(5))
        if minutes == int(minutes) and 0 < minutes <= 24 * 60:
            out.append((m.start(), int(minutes), m.group(0)))
    if len(out) > 1:
        out.sort()
    return out


# (round 33) hours written to two or more decimals (`11.72 h`) are a rounded figure, a hundredth of an
# hour (0.6 min) apart: the minute they stand for is the nearest one (a firing's `580/100 + 500/150 +
# 140/60 + 0.25` is 11.7167 h, written `11.72 h`, and its end a clock `05:43` after `18:00`)
_ROUNDED_HOURS: Final = re.compile(r"[0-9]+\.[0-9]{2,}")


def _hours_in_minutes(written: str) -> float:
    """The minutes of a number of hours as written: exact (`1.5` is 90; `1.1` is 66, not the float
    66.00000000000001 a product prints), or the nearest minute for hours written to two or more
    decimals (`11.72`, 703.2 min, is 703: `_ROUNDED_HOURS`); a word as its number (`half an`)."""
    if not written[0].isdigit():
        return _amount(written) * 60
    minutes = Decimal(written) * 60
    if minutes != minutes.to_integral_value() and _ROUNDED_HOURS.fullmatch(written):
        return float(minutes.quantize(Decimal(1), rounding=ROUND_HALF_UP))
    return float(minutes)


def clock_minutes(m: re.Match[str], half_group: int = 3) -> int | None:
    """The minutes after midnight of a clock match (hour in group 1, minute in group 2, the am/pm
    letter in `half_group`), or None when it is no clock of a day (`25:00`, `13:00 PM`, `9:75`)."""
    hour, minute = int(m.group(1)), int(m.group(2))
    if minute > 59:
        return None
    half = m.group(half_group)
    if half is None:
        return hour * 60 + minute if hour <= 23 else None
    if not 1 <= hour <= 12:
        return None
    return (hour % 12 + (12 if half.lower() == "p" else 0)) * 60 + minute


def _reading(m: re.Match[str]) -> tuple[int, int] | None:
    minutes = clock_minutes(m)
    return None if minutes is None else divmod(minutes, 60)


def _show(minutes: int) -> str:
    """A count of minutes as a clock: `9:05`."""
    return f"{minutes // 60}:{minutes % 60:02d}"


def explain_clock(
    answer: str, value: str, resolved: Iterable[str], said_durations: Iterable[tuple[int, str]] = (),
    run_states: Callable[[int, str], bool] | None = None,
) -> ClockDerivation | None:
    """How the answer computed the clock-shaped `value` (its first occurrence), or None.

    `resolved` are the answer's clock values that are grounded or said (normalized, `14:45`);
    `said_durations` the durations the user stated in the run (minutes, as written).
    (mend46a, review45b) `run_states(minutes, written)`, when given, whether the run states a
    duration the answer writes in digits (its count carried by a result, stated by the system prompt
    or a person): an end time's duration in digits only then (`22:40 + 90 min = 00:10` where the run
    states 135 min is no evidence), a duration in words (`ten minutes`, `one hour`) as before.
    """
    known = set(resolved)
    clocks: list[tuple[int, str, int, bool]] = []  # (start, token, minutes of day, has am/pm)
    target: tuple[int, int, bool] | None = None
    glued = H_DURATION.fullmatch(value)
    if glued is not None and int(glued.group(2)) <= 59:
        at = answer.lower().find(value)
        if at >= 0:
            target = (at, int(glued.group(1)) * 60 + int(glued.group(2)), False)
    # (round 26) the answer's clocks read once for all its values (`clock_matches`): the value's
    # first writing looked up, and only its line's clocks read (the only operands), not every clock
    # of the answer once per value (race times: 15x the work for 4x the answer)
    index = clock_matches(_CLOCK, answer)

    def is_value(m: re.Match[str]) -> bool:
        full = m.group(0).split()[0] if m.group(3) is None else None
        return glued is None and (f"{m.group(1)}:{m.group(2)}" == value or full == value or m.group(0).lower().startswith(value))

    for k in index.written_as(value, head=True, prefix=True) if glued is None else ():
        m = index.matches[k]
        reading = _reading(m)
        if is_value(m) and reading is not None:
            target = (m.start(), reading[0] * 60 + reading[1], m.group(3) is not None)
            break
    if target is None:
        return None
    start, minutes, has_half = target
    # operands on the value's own line: `departs 14:45, arrives 16:00 (1:15)`, `from 12:00 to
    # 13:00`; a list of times, one a line, is a schedule, not arithmetic
    line_start, line_end = line_bounds(answer, start)
    # the resolved clocks of its line nearest it, RECENT before it and AFTER after it, of each
    # spelling (read out from the value's place: a line of n clocks is not read whole per value)
    colon = index.starts
    first = bisect_left(colon, start)
    for k in range(first - 1, max(bisect_left(colon, line_start), first - MAX_WALK) - 1, -1):
        if sum(1 for c in clocks if c[0] < start) >= RECENT:
            break
        m = index.matches[k]
        reading = _reading(m)
        if not is_value(m) and reading is not None and (f"{m.group(1)}:{m.group(2)}" in known or m.group(0).lower() in known):
            clocks.append((m.start(), m.group(0), reading[0] * 60 + reading[1], m.group(3) is not None))
    first = bisect_left(colon, start + 1)
    for k in range(first, min(bisect_left(colon, line_end), first + MAX_WALK)):
        if sum(1 for c in clocks if c[0] > start) >= AFTER:
            break
        m = index.matches[k]
        reading = _reading(m)
        if not is_value(m) and reading is not None and (f"{m.group(1)}:{m.group(2)}" in known or m.group(0).lower() in known):
            clocks.append((m.start(), m.group(0), reading[0] * 60 + reading[1], m.group(3) is not None))
    if "h" in answer:  # round 18: a clock written `14h30` (`at 14h30`)
        spelled = clock_matches(H_CLOCK_IN_TEXT, answer)
        found: list[tuple[int, str, int, bool]] = []
        first = bisect_left(spelled.starts, start)
        for k in range(first - 1, max(bisect_left(spelled.starts, line_start), first - MAX_WALK) - 1, -1):
            if sum(1 for c in found if c[0] < start) >= RECENT:
                break
            m = spelled.matches[k]
            token = m.group(0).lower()
            if token != value and token in known and int(m.group(1)) <= 23 and int(m.group(2)) <= 59:
                found.append((m.start(), m.group(0), int(m.group(1)) * 60 + int(m.group(2)), False))
        first = bisect_left(spelled.starts, start + 1)
        for k in range(first, min(bisect_left(spelled.starts, line_end), first + MAX_WALK)):
            if sum(1 for c in found if c[0] > start) >= AFTER:
                break
            m = spelled.matches[k]
            token = m.group(0).lower()
            if token != value and token in known and int(m.group(1)) <= 23 and int(m.group(2)) <= 59:
                found.append((m.start(), m.group(0), int(m.group(1)) * 60 + int(m.group(2)), False))
        clocks += found
    clocks.sort()
    before = [c for c in clocks if line_start <= c[0] < start][-RECENT:]
    # the clocks the value's line writes after it: `01:30. Your Team Sync ends at 11:00 and lunch
    # begins at 12:30` states the duration first
    after = [c for c in clocks if start < c[0] < line_end][:AFTER]
    # duration: a difference of two of those clocks, either way round (`12:30 - 11:00 = 01:30`
    # writes the later clock first); no am/pm on the duration itself
    if not has_half:
        for window, wraps in ((before, True), (before + after, False)):
            for i in range(len(window) - 1, -1, -1):
                for j in range(i - 1, -1, -1):
                    for reverse in (False, True):
                        early, late = (window[i], window[j]) if reverse else (window[j], window[i])
                        # past midnight only in writing order (`departs 10:00 PM, arrives 01:30
                        # AM`) and among the clocks before the value
                        if reverse or not wraps:
                            gap = late[2] - early[2]
                        else:
                            gap = (late[2] - early[2]) % (24 * 60)
                        if gap > 0 and gap == minutes:
                            return ClockDerivation(
                                "duration",
                                f"{late[1]} - {early[1]} = {_show(gap) if glued is None else value}",
                                ((early[1], "answer", f"answer offset {early[0]}"), (late[1], "answer", f"answer offset {late[0]}")),
                            )
    # end-time: a clock plus or minus a stated duration (`ten minutes early`, `2:00 PM minus 25 minutes`)
    said = list(said_durations)
    stated = [*_durations_of(answer), *said]
    if run_states is not None:
        stated = [d for d in stated if d in said or not any(ch.isdigit() for ch in d[1]) or run_states(d[0], d[1])]
    line_text = answer[line_start:line_end]
    # (round 29) the chance test of the nearer clocks: the clocks are tried nearest first; a value a
    # farther clock reaches is refused when a nearer one reaches a one-digit neighbour of it
    # (`22:23 → 22:30, ends 01:28 > 01:01` after `158 min`: 22:30 + 158 is 01:08, so 22:23 + 158 is
    # no evidence for the slip `01:01` of the closing time `01:00`)
    rival = False
    near: list[tuple[int, bool]] | None = None
    for c in reversed(before):
        for length, how in stated:
            for sign, shifted in directions(line_text, how, c[1], c[2], length):
                if shifted % (24 * 60) == minutes:
                    if rival:
                        return None
                    return ClockDerivation(
                        "end-time",
                        f"{c[1]} {sign} {how} = {value}",
                        ((c[1], "answer", f"answer offset {c[0]}"), (str(length), "duration", f"stated as {how!r}")),
                    )
        if not rival:
            if near is None:
                near = value_clock_neighbours(value, _VALUE) if glued is None else []
            rival = any(
                (shifted % (24 * 60) == n if exact else shifted % (12 * 60) == n % (12 * 60))
                for length, how in stated for _, shifted in directions(line_text, how, c[1], c[2], length) for n, exact in near
            )
    # (round 12) a start: the first clock its line writes after it less a stated duration
    # (`Dishwasher: start at 01:35, done at 05:30` after `3 h 55 min`)
    for c in after[:1]:
        for length, how in stated:
            if (c[2] - length) % (24 * 60) == minutes:
                return ClockDerivation(
                    "end-time",
                    f"{c[1]} - {how} = {value}",
                    ((c[1], "answer", f"answer offset {c[0]}"), (str(length), "duration", f"stated as {how!r}")),
                )
    return None


def directions(line: str, how: str, clock: str, base: int, length: int) -> tuple[tuple[str, int], ...]:
    """The shifts of a clock by a duration its line allows: (round 22) only later where the line
    writes the duration `from` or `after` the clock (`16 h from 5:40 pm`), only earlier where it writes
    it `before` the clock; either way otherwise."""
    said = re.search(re.escape(how) + r"[ \t]+(from|after|before)[ \t]+[*_]{0,2}" + re.escape(clock), line, re.IGNORECASE)
    if said is None:
        return (("+", base + length), ("-", base - length))
    return (("-", base - length),) if said.group(1).lower() == "before" else (("+", base + length),)


def written_duration(answer: str, value: str) -> tuple[int, int] | None:
    """The clock-shaped `value` (its first occurrence, no am/pm; round 17: or `1h30`) as a duration
    in minutes, with the number of other clocks its line writes; None when it is no such clock, or
    is written as a time of day (`at 1:00`, `from 9:00`)."""
    target: int | None = None
    at = -1
    hours = H_DURATION.fullmatch(value)
    if hours is not None:  # round 17: `1h30`, a duration written in hours and minutes
        if int(hours.group(2)) > 59:
            return None
        found = re.search(r"(?<![0-9A-Za-z.:])" + re.escape(value) + r"(?![0-9A-Za-z])", answer, re.IGNORECASE)
        if found is None:
            return None
        target, at = int(hours.group(1)) * 60 + int(hours.group(2)), found.start()
    index = clock_matches(_CLOCK, answer)
    for m in (index.matches[k] for k in index.written_as(value, head=True)) if hours is None else ():
        token = f"{m.group(1)}:{m.group(2)}"
        if token == value or m.group(0).split()[0] == value:
            if m.group(3) is not None or int(m.group(2)) > 59:
                return None
            target, at = int(m.group(1)) * 60 + int(m.group(2)), m.start()
            break
    if target is None:
        return None
    line_start, line_end = line_bounds(answer, at)
    line = answer[line_start:line_end]
    if _TIME_OF_DAY.search(answer, max(line_start, at - 12), at) is not None:
        return None  # `at 1:00`, `from 9:00 to ...`: a time of day, not a duration
    tokens = _line_tokens(line)
    return target, sum(tokens.values()) - tokens.get(value, 0)


# (round 26) the clocks of the last line `written_duration` read, by their hour and minute: asked
# once per value of the line, a line of n clocks was read n times
_LAST_LINE: Final[list[tuple[str, dict[str, int]]]] = [("", {})]


def _line_tokens(line: str) -> dict[str, int]:
    """How many clocks `line` writes as each `H:MM` (its `_CLOCK` matches' hour and minute)."""
    last = _LAST_LINE[0]
    if last[0] == line:
        return last[1]
    tokens: dict[str, int] = {}
    for m in _CLOCK.finditer(line):
        token = f"{m.group(1)}:{m.group(2)}"
        tokens[token] = tokens.get(token, 0) + 1
    _LAST_LINE[0] = (line, tokens)
    return tokens


# The word before a time of day: `at 1:00`, `from 9:00`, `until 17:30` (not before a duration).
_TIME_OF_DAY = re.compile(
    r"(?<![A-Za-z])(?:at|from|to|until|till|by|before|after|since|between|around|and)[ \t*_]+$", re.IGNORECASE
)


# A number of hours as written after a value: `34.25 hours`, `2.5 hrs`, `1.75h`.
_HOURS_AFTER: Final = re.compile(r"[ \t*]*(?:hours?|hrs?|h)(?![A-Za-z])", re.IGNORECASE)


def hours_between_clocks(answer: str, start: int, end: int) -> bool:
    """Whether the number at `answer[start:end]` is written as hours after two clocks of its line
    (`From 16:05 to 16:00 ...: 95.92 hours`): then `explain_hours` is its only reading (a duration
    written beside it in other units must not excuse it when a clock is wrong)."""
    if _HOURS_AFTER.match(answer, end) is None:
        return False
    line_start = answer.rfind("\n", 0, start) + 1
    return sum(1 for _ in _CLOCK.finditer(answer, line_start, start)) >= 2


def explain_hours(answer: str, start: int, end: int, value: Decimal, resolved: Iterable[str],
                  hours_header: bool = False) -> ClockDerivation | None:
    """A decimal number of hours (`34.25 hours`, at `answer[start:end]`) between two resolved clocks
    written before it on its line, the days between the dates written beside them added
    (`From 07:45 on June 6 to 18:00 on June 7 is 34.25 hours`). (rope42) Or a table cell whose
    column's header names hours (`hours_header`: `| On | Off | Hours |` over `| 06:10 | 19:25 |
    13.25 |`, `Stunden`, `saat`), its row's last two clocks before it: a log's running time."""
    if _HOURS_AFTER.match(answer, end) is None and not hours_header:
        return None
    known = set(resolved)
    line_start = answer.rfind("\n", 0, start) + 1
    clocks: list[tuple[int, str, int]] = []
    for m in _CLOCK.finditer(answer, line_start, start):
        reading = _reading(m)
        token = f"{m.group(1)}:{m.group(2)}"
        if reading is not None and (token in known or m.group(0).lower() in known):
            clocks.append((m.start(), m.group(0), reading[0] * 60 + reading[1]))
    if len(clocks) < 2:
        return None
    early, late = clocks[-2], clocks[-1]
    days = [d for at, d in day_numbers(answer[line_start:start])]
    extra = days[-1] - days[0] if len(days) >= 2 and days[-1] > days[0] else 0
    minutes = late[2] - early[2] + extra * 24 * 60
    if minutes <= 0:
        minutes += 24 * 60
    hours = Decimal(minutes) / 60
    places = len(str(value).partition(".")[2])
    if hours.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP) != value:
        return None
    span = f" + {extra} x 24:00" if extra else ""
    shown = format(value.normalize(), "f")
    return ClockDerivation(
        "duration",
        f"({late[1]} - {early[1]}{span}) / 60 min = {shown} hours",
        ((early[1], "answer", f"answer offset {early[0]}"), (late[1], "answer", f"answer offset {late[0]}")),
    )
