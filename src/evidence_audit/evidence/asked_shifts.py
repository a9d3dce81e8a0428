"""(round 25) The `asked-shift` arithmetic rule: a clock the answer gives as a clock the person's
question names, moved by a duration the person stated.

People ask for the end of a span from its start: "the restaurant is 5 min away; if we leave at
12:50, when do we get there?", "the drive is 25 minutes, I leave at 9:10", "si salimos a las 12:50,
¿a qué hora llegamos?", "the dough proves for 45 min from 7:30". The answer writes only the result
(`A las 12:55.`, `You'd arrive at 9:35`): the `end-time` rule reads its base on the value's own line
and finds none. This rule reports such a clock `computed` when it is a clock the person's last
message writes (in digits, `12:50`, `12:50 PM`, or in words, `a las dos menos cuarto`:
`clock_words.py`) plus or minus a duration a person stated in the run (`5 min`, `an hour`,
`durations.durations_in`, kept by the arithmetic's basis), counted forward, or back where the
question says `before`, `early`, `antes`, `avant` (one direction only: a span counted both ways
from one base would reach the value's own neighbours).

The chance test: every base of the question with every stated duration is a reach;
the value is refused when a reach lands on a one-digit neighbour of it as written (`12:56`,
`12:45`, `11:55`), and a value no reach gives stays flagged. A clock written without its am/pm
matches a reach in either half of the day. Its price: an invented clock equal to a time the person
asked about moved by a span they stated, none of its neighbours so reached.
(round 30, clocks30) The answer's own words state the duration as often as the person does:
"If I pay at the machine at 16:25, when do I have to be out?" -- `Within 15 minutes: by 16:40.`
(the 15 minutes are the house's rule, restated by the answer, not by the person). The durations
the value's line writes before it (`durations.durations_at`, at most `MAX_LINE_BACK` characters
back) are stated durations too, with the same chance test over every reach.
(round 32, clocks32) The line's durations are tried first alone, with their own chance test (the
answer states the step right before its result: `391 m up and 160 m down, 150 minutes: you arrive
at about 11:00` for `leaving at 8:30?`), then with the person's; a count with a bare `m` (`160 m`)
is no duration there (`durations.bare_metres`: metres as often).
Pure: no state; the patterns compiled once.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from .clock_forms import VALUE_CLOCK, clock_pattern, meridiem, value_clock, value_clock_neighbours
from .clock_words import word_clocks
from .durations import ClockDerivation, bare_metres, clock_minutes, durations_at
from .layout import line_bounds
from .normalize import ES_SPACE_CLASS

__all__ = ["BEFORE_WORDS", "explain_asked_shift", "explain_continued_shift", "question_bases", "settled_clock"]

MAX_BASES: Final = 4  # the question's clocks a value may start from (the first ones)
MAX_LENGTHS: Final = 8  # the stated durations tried (the latest)
MAX_LINE_BACK: Final = 200  # (round 30) characters of the value's line read before it for a duration
MAX_LINE_LENGTHS: Final = 4  # (round 30) durations of the value's line tried (the nearest)
DAY: Final = 24 * 60

# A clock as a person writes it: 12:50, 09:10, 2:00 PM, 2:00pm (the am/pm letter its group 3).
_CLOCK: Final = re.compile(clock_pattern(half=meridiem(ES_SPACE_CLASS, "{0,2}", ES_SPACE_CLASS + "?")))
# A question that counts back from its clock: `10 minutes before 9:00`, `to be there early`,
# `antes de las`, `prima delle`, `avant`, `vorher`; else the duration is counted forward.
_BEFORE: Final = re.compile(r"\b(?:before|earlier|early|ahead|prior|ago|antes|prima|avant|vorher|fr\u00fcher)\b",
                            re.IGNORECASE)
BEFORE_WORDS: Final = _BEFORE  # (round 31) the words of counting back, for a rule's stated lead (stated_shifts.py)
# A value the rule judges (normalized): `12:55`, `9:35am`, `13:50` (groups: hour, minute, am/pm).
_VALUE: Final = VALUE_CLOCK  # the one pattern (clock_forms)
# (round 30) A clock's `H:MM` as an answer writes it, not inside a longer number (`16:40`, `9:35`,
# `09:35`): found with a fixed text between digit lookarounds, linear.
_NOT_DIGIT_BEFORE: Final = r"(?<![0-9:.])"
_NOT_DIGIT_AFTER: Final = r"(?![0-9]|:[0-9])"
# (round 31) a clock as `line_durations` finds the value's writing: an optional leading zero, then
# the hour and minutes compared as written (a digit run before the colon reads one way only)
_SPELLED: Final = re.compile(_NOT_DIGIT_BEFORE + r"0?([0-9]{1,2}):([0-9]{2})" + _NOT_DIGIT_AFTER)


def line_durations(answer: str, value: str) -> list[tuple[int, str]]:
    """(round 30) The durations (minutes, as written) the line of the value's first writing states
    before it (`Within 15 minutes: by 16:40`), the nearest last; [] when the value is not written
    as `H:MM` in the answer."""
    target = value_clock(value, _VALUE)
    if target is None or not answer:
        return []
    m = _VALUE.fullmatch(value)
    if m is None:
        return []
    hour, minute = str(int(m.group(1))), m.group(2)
    # (round 31) its first writing, `H:MM` or `0H:MM`, found by one pattern compiled once (a
    # pattern compiled per value churned `re`'s cache on an answer of many clocks)
    found = next((c for c in _SPELLED.finditer(answer) if c.group(1) == hour and c.group(2) == minute), None)
    if found is None:
        return []
    line_start, _ = line_bounds(answer, found.start())
    low = max(line_start, found.start() - MAX_LINE_BACK)
    # (round 32) a count with a bare `m` is no duration there (`391 m up and 160 m down, 150 minutes:
    # you arrive at about 11:00`: metres; read as minutes, 8:30 + 160 reached the value's neighbour
    # 11:10 and the chance test refused the walk's own 150 minutes)
    return [(minutes, how) for _, minutes, how in durations_at(answer[low:found.start()])
            if not bare_metres(how)][-MAX_LINE_LENGTHS:]


def _bases(question: str) -> list[tuple[int, str, bool]]:
    """The clocks the question writes: (minutes of the day, as written, its half known)."""
    found: list[tuple[int, str, bool]] = []
    if ":" in question:
        for m in _CLOCK.finditer(question):
            minutes = clock_minutes(m)
            if minutes is not None:
                found.append((minutes, m.group(0).strip(), m.group(3) is not None or minutes >= 13 * 60))
    for hour, minute in word_clocks(question):
        found.append(((hour % 12) * 60 + minute, f"{hour}:{minute:02d} (in words)", False))
    return found[:MAX_BASES]


def question_bases(text: str) -> list[tuple[int, str, bool]]:
    """(round 31) The clocks a person's message writes (`_bases`), for `stated_shifts.py`."""
    return _bases(text)


def _lands(reach: int, target: int, exact: bool) -> bool:
    return reach % DAY == target if exact else reach % (DAY // 2) == target % (DAY // 2)


# (round 26) the question's clocks and direction, read once for the last question: the rule asks
# them once per clock value of the answer, and a question of n clocks (in digits or in words) was
# read once per value (asked_shift26: 15.7x the work for 4x)
_LAST_QUESTION: Final[list[tuple[str, list[tuple[int, str, bool]], bool]]] = [("", [], False)]


def _read_question(question: str) -> tuple[list[tuple[int, str, bool]], bool]:
    """`_bases(question)` and whether the question counts back (`_BEFORE`), kept for the last question."""
    last = _LAST_QUESTION[0]
    if last[0] == question:
        return last[1], last[2]
    bases, back = _bases(question), _BEFORE.search(question) is not None
    _LAST_QUESTION[0] = (question, bases, back)
    return bases, back


def explain_asked_shift(
    value: str, question: str, durations: Iterable[tuple[int, str]], answer: str = "", rivals: str = "",
) -> ClockDerivation | None:
    """The value (a normalized clock) as a clock of the person's last message (`question`) plus or
    minus a stated duration (`durations`: minutes, as written; round 30: and those the value's line
    in `answer` writes before it), or None (module doc). (round 32) `rivals`: the answer, whose
    line's durations only take part in the chance test (the early try, before the other clock rules:
    `8:30` + a person's `30-minute` reaches `21:00` in the evening, but the line's own `150 minutes`
    reaches its neighbour `11:00`)."""
    target = value_clock(value, _VALUE)
    if target is None or not question:
        return None
    bases, back = _read_question(question)
    if not bases:
        return None
    if rivals and not answer:
        found = _shifted(value, target, bases, back, list(durations)[-MAX_LENGTHS:])
        if found is None:
            return None
        lengths = list(durations)[-MAX_LENGTHS:]
        lengths += [d for d in line_durations(rivals, value) if d not in lengths]
        return found if _shifted(value, target, bases, back, lengths) is not None else None
    on_line = line_durations(answer, value)
    if on_line:
        # (round 32) the value's line's own durations first, alone: the answer states the step
        # right before its result (`150 minutes: you arrive at about 11:00` for `leaving at 8:30?`);
        # with a person's other duration of the run (a `30-minute` break asked before) the search
        # reached more (8:30 + 30 = 9:00, in the evening 21:00, a neighbour of 11:00) and refused
        found = _shifted(value, target, bases, back, on_line)
        if found is not None:
            return found
    lengths = list(durations)[-MAX_LENGTHS:]
    lengths += [d for d in on_line if d not in lengths]
    return _shifted(value, target, bases, back, lengths)


# (mend36) a record's name in the words before a line's first clock: a word and a code (`Shift A:`,
# `crew B starts`, `Line 2`, `batch D-11`)
_RECORD_NAME: Final = re.compile(r"([^\W\d_]+)[ \t]+([A-Z]|[A-Z]{0,3}-?[0-9]{1,5})(?![\w-])")
_SEGMENT_END: Final = re.compile(r"\n|\.(?=\s|$)|;")


def settled_clock(question: str, answers: Iterable[str], clocks: list[tuple[int, str]]) -> tuple[int, str] | None:
    """(mend36) The clock the conversation settled for `explain_continued_shift`: of the earlier
    answers' `clocks` (`clock_leads.LeadClocks.bases`), the last one written on a line or sentence
    whose record the question names (`Shift A: 06:00 + 8 h = 14:00. Shift B: ...` and `Shift A
    works 2 h overtime`: 14:00, not B's 22:00); where those lines name two or more records and the
    question names none of them, None (whose clock moves is not said); else the last clock."""
    if not clocks:
        return None
    written = {how for _, how in clocks}
    by_how = {how: (minutes, how) for minutes, how in clocks}
    records: set[tuple[str, str]] = set()
    named: tuple[int, str] | None = None
    for text in answers:
        at = 0
        for stop in [*_SEGMENT_END.finditer(text), None]:
            segment = text[at : len(text) if stop is None else stop.start()]
            at = len(text) if stop is None else stop.end()
            places = [(segment.rfind(how), segment.find(how), how) for how in written if how in segment]
            if not places:
                continue
            first = min(p[1] for p in places)
            names = {(m.group(1).lower(), m.group(2)) for m in _RECORD_NAME.finditer(segment, 0, first)}
            records |= names
            if any(re.search(rf"(?<!\w){re.escape(word)}[ \t]+{re.escape(code)}(?![\w-])", question, re.IGNORECASE)
                   for word, code in names):
                named = by_how[max(places)[2]]
    if named is not None:
        return named
    return None if len(records) >= 2 else clocks[-1]


def explain_continued_shift(value: str, question: str, earlier: tuple[int, str] | None) -> ClockDerivation | None:
    """(rice36) The clock an earlier answer wrote last, moved by the duration the person's last
    message states where it writes no clock (`06:00 + 8 h + 30 min break = 14:30.` ... `2h overtime
    for all?` -- `ending 16:30`): the question continues from the time the conversation settled. One
    base (the last clock of the last answers, `clock_leads.LeadClocks.bases`), the question's own
    durations only, in the one direction its words say (back after `before`, `early`, `antes`: as
    for a clock it writes), under the same chance test (`_shifted`); `lead-time` refused it, every
    base counted both ways (`14:30 - 2h = 12:30`, a neighbour of `16:30`). Its price: an invented
    clock equal to the settled time moved by the duration just asked, its neighbours not so reached."""
    target = value_clock(value, _VALUE)
    if target is None or earlier is None or not question:
        return None
    bases, back = _read_question(question)
    if bases:
        return None  # a clock the question writes is `explain_asked_shift`'s base
    lengths = [(minutes, how) for _, minutes, how in durations_at(question)][-MAX_LENGTHS:]
    if not lengths:
        return None
    minutes, written = earlier
    found = _shifted(value, target, [(minutes, written, minutes >= 13 * 60 or written[:1] == "0")], back, lengths)
    if found is None:
        return None
    base, length = found.operands
    return ClockDerivation(found.rule, found.expression,
                           ((base[0], "earlier answer", "the clock an earlier answer wrote last"), length))


def _shifted(
    value: str, target: tuple[int, bool], bases: list[tuple[int, str, bool]], back: bool, lengths: list[tuple[int, str]],
) -> ClockDerivation | None:
    """The value as a base moved by one of `lengths` (the first found), or None when none reaches it
    or a reach of the same search lands on a one-digit neighbour of it (the chance test)."""
    reaches: list[tuple[int, bool]] = []
    found: ClockDerivation | None = None
    for base, written, base_half in bases:
        for length, how in lengths:
            for sign, reach in ((("-", base - length),) if back else (("+", base + length),)):
                reaches.append((reach, base_half))
                if found is None and _lands(reach, target[0], target[1] and base_half):
                    found = ClockDerivation(
                        "asked-shift",
                        f"{written} {sign} {how} = {value}",
                        ((written, "user", "the person's last message"), (str(length), "duration", f"stated as {how!r}")),
                    )
    if found is None:
        return None
    for near, near_half in value_clock_neighbours(value, _VALUE):
        if any(_lands(reach, near, near_half and half) for reach, half in reaches):
            return None  # the chance test: a one-digit neighbour is reached too
    return found
