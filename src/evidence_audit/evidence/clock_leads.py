"""`lead-time`: a clock that is a clock the conversation already wrote plus or minus a duration a
person stated (round 15).

A person states a lead or a travel time once (`it's 1h15 to drive there and I want to start baking 3
hours before I leave`) and the answer gives the clocks it implies, from a time an earlier answer
wrote (`2024-06-10 13:00`): `Leave at 11:45, start baking at 08:45` (13:00 - 1h15, then 11:45 - 3
hours). The `end-time` rule reads a clock of the value's own line and `clock-shift` one of this
answer; neither reads the clock an earlier answer wrote, nor a duration written `1h15`.

The bases: the resolved clocks this answer writes before the value and the clocks the last
`ANSWERS` answers wrote (at most `MAX_BASES`, the latest); the durations: those the persons of the
run stated (`45 minutes`, `3 hours`, `1h15`, `1 hour 15`) and those the value's line writes before
it (at most `MAX_DURATIONS`, the latest). Every base plus or minus every duration costs the same,
so the chance test is plain: the value is refused when one of those reaches a clock one digit off
it as written (`6:15 PM` for `4:15 PM`: a start less the lead and the end less it are both reached
when the start and the end are two hours apart, and the answer's choice cannot be told from
chance). Its price: an invented time equal to such a step, with none of its one-digit neighbours
reached.

(dive37) Where that search refuses, the clocks an earlier answer wrote on a line sharing a naming word
(5+ letters) with the value's line are tried alone, under their own chance test: `18 hours after
they surface from dive 2: 06:15` from the line `surface interval ...: dive 2 from 11:25 to 12:15`
(the boat's return, 12:55 + 18 hours, reached the neighbour `06:55`).

Round 23: the clocks the person's last message wrote are bases too (`leaving 11:20. eta?`, then
`Break after 50 min (12:10)`: 11:20 + 50 min), at most `SAID` of them, under the same chance test.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from decimal import ROUND_HALF_UP, Decimal
from typing import Final

from .clock_series import departure_clocks
from .clock_forms import clock_matches
from .decimal_text import digit_replaced
from .durations import MAX_WALK, clock_minutes, _CLOCK, ClockDerivation, durations_at
from .served import Served
from .stamp_gaps import result_texts
from .text_memo import TextMemo

__all__ = [
    "LeadClocks", "naming_words", "answer_bases", "equation_results", "hour_minutes_at", "explain_lead", "fractional_minutes", "hour_minutes", "hour_minutes_before",
]

ANSWERS: Final = 2  # earlier answers whose clocks are bases
SAID: Final = 2  # (round 23) the clocks of the last person text that are bases (`leaving 11:20. eta?`)
MAX_BASES: Final = 8
MAX_DURATIONS: Final = 6
MAX_TEXT: Final = 20_000
MAX_CARRIED: Final = 256  # (review23) the durations the results carry, kept for `time_left`'s misread test
DAY: Final = 24 * 60
# A duration in hours and minutes without a minute unit: `1h15`, `4h15`, `1 hour 15`, `2 hrs 30`.
# (round 22) Minutes with a fraction: `88.25 min`, `56.5 minutes`.
_FRACTIONAL_MINUTES: Final = re.compile(r"(?<![0-9.])([0-9]{1,4}\.[0-9]{1,2}) ?(?:minutes?|mins?)(?![A-Za-z])", re.IGNORECASE)
_HOURS_MINUTES: Final = re.compile(r"(?<![A-Za-z0-9.:])([0-9]{1,2}) ?(?:h|hours?|hrs?) ?([0-5][0-9])(?![0-9:])", re.IGNORECASE)


def fractional_minutes(text: str) -> list[tuple[int, str]]:
    """(round 22) The minutes with a fraction a text states (`88.25 min total`), each rounded to the
    whole minute a clock can show (half up): `88.25 min ... ending about 12:13` from a 10:45 start."""
    out: list[tuple[int, str]] = []
    for m in _FRACTIONAL_MINUTES.finditer(text):
        whole = int(Decimal(m.group(1)).quantize(Decimal(1), rounding=ROUND_HALF_UP))
        if 0 < whole <= DAY:
            out.append((whole, m.group(0)))
    return out


def _hour_minutes_at(text: str) -> tuple[tuple[int, int, str], ...]:
    """`hour_minutes(text)` with where each ends: (end, minutes, as written), in its order."""
    out: list[tuple[int, int, str]] = []
    taken: dict[int, int] = {}  # the start of each hours-and-minutes duration -> its end
    for m in _HOURS_MINUTES.finditer(text):
        out.append((m.end(), int(m.group(1)) * 60 + int(m.group(2)), m.group(0)))
        taken[m.start()] = m.end()
    for start, minutes, how in durations_at(text):
        end: int = start + len(how)
        if start not in taken or end > taken[start]:  # (`1h` of `1h15`: the same start, within it)
            out.append((end, minutes, how))
    return tuple(out)


# (review23) An answer's durations with their ends, read once for all its values (`hour_minutes_before`).
_READ: Final[TextMemo[tuple[tuple[int, int, str], ...]]] = TextMemo(entries=8, chars=262_144)


# (speed42) The same for the texts `hour_minutes_at` read lately: a run's rules text is read by
# `stated_shifts.pause_lengths` for every case of the run (its arithmetic's basis woken per case),
# 4-5% of a held-out case in `durations_at` before; a memo of its own, so answers' readings in
# `_READ` are not pushed out by it.
_AT_READ: Final[TextMemo[tuple[tuple[int, int, str], ...]]] = TextMemo(entries=8, chars=262_144)


def hour_minutes_at(text: str) -> tuple[tuple[int, int, str], ...]:
    """(round 31) The durations a text states with where each ends: (end, minutes, as written), in
    `hour_minutes`' order (`stated_shifts.py` reads what follows each: `30 minutes before`); (speed42)
    kept for the texts read lately (a tuple: no caller changes it)."""
    return _AT_READ.read(text, _hour_minutes_at)


def hour_minutes(text: str) -> list[tuple[int, str]]:
    """The durations a text states, in minutes, with how they were written (`1h15` is 75)."""
    return [(minutes, how) for _, minutes, how in _hour_minutes_at(text)]


def hour_minutes_before(text: str, end: int) -> list[tuple[int, str]]:
    """(review23) The durations `text` writes wholly before `end` (`hour_minutes(text[:end])`), `text`
    read once for every `end` asked (kept in `_READ`)."""
    return [(minutes, how) for stop, minutes, how in _READ.read(text, _hour_minutes_at) if stop <= end]


class _Spans:
    """(round 27) A text's durations read once with where each starts and ends, for the durations
    of any stretch `[line, cut)` asked (`_line_durations`): the hours-and-minutes ones
    (`_HOURS_MINUTES`), the others (`durations_at`, those one starting at the same place does not
    take) and the fractional minutes, each in text order (its matches do not overlap: starts and
    ends both rise)."""

    __slots__ = ("hm", "hm_starts", "hm_ends", "other", "other_starts", "other_ends", "frac", "frac_starts", "frac_ends")

    def __init__(self, text: str) -> None:
        taken: dict[int, int] = {}
        self.hm: list[tuple[int, str]] = []
        self.hm_starts: list[int] = []
        self.hm_ends: list[int] = []
        for m in _HOURS_MINUTES.finditer(text):
            self.hm.append((int(m.group(1)) * 60 + int(m.group(2)), m.group(0)))
            self.hm_starts.append(m.start())
            self.hm_ends.append(m.end())
            taken[m.start()] = m.end()
        self.other: list[tuple[int, str]] = []
        self.other_starts: list[int] = []
        self.other_ends: list[int] = []
        for start, minutes, how in durations_at(text):
            end = start + len(how)
            if start not in taken or end > taken[start]:
                self.other.append((minutes, how))
                self.other_starts.append(start)
                self.other_ends.append(end)
        self.frac: list[tuple[int, str]] = []
        self.frac_starts: list[int] = []
        self.frac_ends: list[int] = []
        for m in _FRACTIONAL_MINUTES.finditer(text):
            whole = int(Decimal(m.group(1)).quantize(Decimal(1), rounding=ROUND_HALF_UP))
            if 0 < whole <= DAY:
                self.frac.append((whole, m.group(0)))
                self.frac_starts.append(m.start())
                self.frac_ends.append(m.end())


_SPANS: Final[TextMemo[_Spans]] = TextMemo(entries=8, chars=262_144)


def _line_durations(answer: str, line: int, cut: int) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """The last MAX_DURATIONS of `hour_minutes(answer[line:cut])` and the last of
    `fractional_minutes(answer[line:cut])`, from the answer read once (round 27: the line up to each
    clock value read once per value, a line of n clocks n times: 15x the work for 4x). Exact where
    `line` starts a line and `cut` starts a clock (`_CLOCK`): no duration holds a newline or runs
    into a clock, and one ending right before a clock (no digit, `:` or `.` before it) reads the
    same cut there as followed by it."""
    spans = _SPANS.read(answer, _Spans)
    hm = spans.hm[bisect_left(spans.hm_starts, line) : bisect_right(spans.hm_ends, cut)]
    other = spans.other[bisect_left(spans.other_starts, line) : bisect_right(spans.other_ends, cut)]
    frac = spans.frac[bisect_left(spans.frac_starts, line) : bisect_right(spans.frac_ends, cut)]
    return (hm[-MAX_DURATIONS:] + other[-MAX_DURATIONS:])[-MAX_DURATIONS:], frac[-1:]


class LeadClocks:
    """The clocks the last answers wrote and the durations the persons stated."""

    __slots__ = ("_answers", "_durations", "_said", "_answer_durations", "_answer_results", "_unread", "_carried", "_lined")

    def __init__(self) -> None:
        self._answers: list[list[tuple[int, str]]] = []
        self._durations: list[tuple[int, str]] = []
        self._said: list[tuple[int, str]] = []  # (round 23) the clocks the last person text wrote
        self._answer_durations: list[list[tuple[int, str]]] = []  # (round 23) the durations the last answers wrote (time_left.py)
        self._answer_results: list[list[tuple[int, str]]] = []  # (round 23) those of them written as an equation's result
        self._unread: list[Served] = []  # (review23) the results not yet read for `carried`
        self._carried: set[int] = set()  # (review23) the durations the results carry, in minutes
        self._lined: list[list[tuple[int, str, frozenset[str]]]] = []  # (dive37) the last answers' clocks with their lines' words

    def add_person_text(self, text: str) -> None:
        for found in hour_minutes(text[:MAX_TEXT]):
            if found in self._durations:
                self._durations.remove(found)
            self._durations.append(found)
        del self._durations[:-MAX_DURATIONS]
        self._said = _clocks(text)[-SAID:]

    def add_answer(self, text: str) -> None:
        self._answers.append(_clocks(text)[-MAX_BASES:])
        del self._answers[:-ANSWERS]
        self._lined.append(_lined_clocks(text))
        del self._lined[:-ANSWERS]
        self._answer_durations.append(hour_minutes(text[:MAX_TEXT])[-MAX_DURATIONS:])
        del self._answer_durations[:-ANSWERS]
        self._answer_results.append(equation_results(text[:MAX_TEXT])[-MAX_DURATIONS:])
        del self._answer_results[:-ANSWERS]

    def add_result(self, served: Served) -> None:
        """(review23) Keep a result, read for its durations when a value first asks (`carried`)."""
        if served.text or served.has_parsed or served.tail:
            self._unread.append(served)

    def carried(self) -> set[int]:
        """(review23) The durations the results carry (`2h19`, `139 min`), in minutes, at most
        `MAX_CARRIED`: a value one digit off one of them may be its misread."""
        if self._unread:
            unread, self._unread = self._unread, []
            for served in unread:
                for text in result_texts(served, MAX_TEXT):
                    for minutes, _ in hour_minutes(text):
                        if len(self._carried) < MAX_CARRIED:
                            self._carried.add(minutes)
        return self._carried

    def bases(self) -> list[tuple[int, str]]:
        return [c for clocks in self._answers for c in clocks][-MAX_BASES:]

    def has_lined(self) -> bool:
        """(dive37) Whether a clock of the last answers has a line with naming words."""
        return any(line_words for clocks in self._lined for _, _, line_words in clocks)

    def named_bases(self, words: frozenset[str]) -> list[tuple[int, str]]:
        """(dive37) The clocks the last answers wrote on a line that writes one of `words` (the naming
        words of the value's line: `18 hours after they surface from dive 2: 06:15` names the
        `surface interval ... dive 2 from 11:25 to 12:15` line, not `back: in port at 12:55`)."""
        return [(m, how) for clocks in self._lined for m, how, line_words in clocks if line_words & words][-MAX_BASES:]

    def answer_durations(self) -> list[tuple[int, str]]:
        """(round 23) The durations the last answers wrote as an equation's result (`= 5h20`)."""
        return [d for durations in self._answer_results for d in durations]

    def all_answer_durations(self) -> list[tuple[int, str]]:
        """(round 23) Every duration the last answers wrote (`5h20`, `182 min`)."""
        return [d for durations in self._answer_durations for d in durations]

    def said(self) -> list[tuple[int, str]]:
        """(round 23) The clocks the person's last message wrote."""
        return self._said

    def durations(self) -> list[tuple[int, str]]:
        return self._durations


_SOURCES: Final = {"an earlier answer": "earlier answer", "the user wrote it": "user"}


# (round 23) A duration written as an equation's result: `= 5h20`, `= **2 h 15 min**`.
_RESULT_START: Final = re.compile(r"=[ \t*_]*(?=[0-9])")


def equation_results(text: str) -> list[tuple[int, str]]:
    """The durations a text writes right after an `=` (`9h \u2212 3h40 = 5h20`: 320, `5h20`)."""
    out: list[tuple[int, str]] = []
    for m in _RESULT_START.finditer(text) if "=" in text else ():
        found = hour_minutes(text[m.end() : m.end() + 24])
        if found and text.startswith(found[0][1], m.end()):
            out.append(found[0])
    return out


def _clocks(text: str) -> list[tuple[int, str]]:
    """The clocks a text writes, in minutes of the day, with how they were written; (round 24) with
    the four-digit ones after a word of leaving or arriving (`leaving 0815`: `clock_series.py`)."""
    clocks: list[tuple[int, int, str]] = []
    for m in _CLOCK.finditer(text[:MAX_TEXT]) if ":" in text else ():
        minutes = clock_minutes(m)
        if minutes is not None:
            clocks.append((m.start(), minutes, m.group(0)))
    clocks += departure_clocks(text[:MAX_TEXT])
    clocks.sort()
    return [(minutes, how) for _, minutes, how in clocks]


# (dive37) a naming word of a line: five letters or more, any script (`surface`, `interval`)
_NAMING_WORD: Final = re.compile(r"[^\W\d_]{5,}")
MAX_LINE_WORDS: Final = 400  # (dive37) characters of a line read for its naming words (a clock's line, the value's before it)


def naming_words(text: str) -> frozenset[str]:
    """(dive37) The naming words of `text`, lower case (also `stated_shifts.clause_words`'s)."""
    return frozenset(w.lower() for w in _NAMING_WORD.findall(text))


def _lined_clocks(text: str) -> list[tuple[int, str, frozenset[str]]]:
    """(dive37) The last `MAX_BASES` clocks a text writes (`_CLOCK`), each with the naming words of
    its line (each line read once, and only the lines of those clocks)."""
    text = text[:MAX_TEXT]
    found = [m for m in _CLOCK.finditer(text)][-MAX_BASES:] if ":" in text else []
    words: dict[int, frozenset[str]] = {}
    out: list[tuple[int, str, frozenset[str]]] = []
    for m in found:
        minutes = clock_minutes(m)
        if minutes is None:
            continue
        low = text.rfind("\n", 0, m.start()) + 1
        if low not in words:
            high = text.find("\n", m.end())
            words[low] = naming_words(text[low : len(text) if high < 0 else high][:MAX_LINE_WORDS])
        out.append((minutes, m.group(0), words[low]))
    return out


def _neighbours(written: re.Match[str]) -> set[int]:
    """The clocks one digit off the clock as written, in minutes of the day (its am/pm kept)."""
    hour, minute = written.group(1), written.group(2)
    out: set[int] = set()
    for changed in digit_replaced(hour + minute):
        h, mm = int(changed[: len(hour)]), int(changed[len(hour) :])
        if mm > 59:
            continue
        if written.group(3) is None:
            if h <= 23:
                out.add(h * 60 + mm)
        elif 1 <= h <= 12:
            out.add((h % 12 + (12 if written.group(3).lower() == "p" else 0)) * 60 + mm)
    return out


def answer_bases(answer: str, value: str, resolved: list[str]) -> tuple[re.Match[str], list[tuple[int, str, int]]] | None:
    """The value's first writing in the answer and the resolved clocks the answer writes before it
    (minutes of the day, as written, offset; the last `MAX_BASES`, in text order), or None when the
    value is written as no clock; (round 31) also the bases of `stated_shifts.py`."""
    known = set(resolved)
    mine: list[tuple[int, str, int]] = []  # this answer's resolved clocks before the value (the last MAX_BASES)
    # (round 26) the answer's clocks read once for all its values (`clock_matches`): the value's
    # first writing looked up, the resolved clocks before it read back from it, not every clock of
    # the answer before it once per value (race times: 15x the work for 4x the answer)
    index = clock_matches(_CLOCK, answer)
    firsts = index.written_as(value, prefix=True)
    if not firsts:
        return None
    target = index.matches[firsts[0]]
    for k in range(firsts[0] - 1, max(-1, firsts[0] - 1 - MAX_WALK), -1):  # (round 27) MAX_WALK clocks back
        if len(mine) >= MAX_BASES:
            break
        m = index.matches[k]
        minutes = clock_minutes(m)
        if minutes is not None and (f"{m.group(1)}:{m.group(2)}" in known or m.group(0).lower() in known):
            mine.append((minutes, m.group(0), m.start()))
    mine.reverse()
    return target, mine


def explain_lead(answer: str, value: str, resolved: list[str], leads: LeadClocks) -> ClockDerivation | None:
    """The clock-shaped `value` (its first occurrence) as a base clock plus or minus a stated
    duration (the module's docstring), or None."""
    found = answer_bases(answer, value, resolved)
    if found is None:
        return None
    target, mine = found
    minutes = clock_minutes(target)
    if minutes is None:
        return None
    line = answer.rfind("\n", 0, target.start()) + 1
    said_here, total = _line_durations(answer, line, target.start())
    durations = (leads.durations() + said_here + total)[-MAX_DURATIONS:]  # round 22: the last fractional, a total
    if not durations:
        return None
    bases: list[tuple[int, str, str]] = [(b, how, "the user wrote it") for b, how in leads.said()]
    bases += [(b, how, "an earlier answer") for b, how in leads.bases()]
    bases += [(b, how, f"answer offset {at}") for b, how, at in mine[-MAX_BASES:]]
    bases = bases[-MAX_BASES:]
    near = _neighbours(target)
    hit = _lead_search(bases, durations, near, minutes, target.group(0))
    if hit is None:
        # (dive37) the clocks an earlier answer wrote on a line the value's line names, alone, under their
        # own chance test: `18 hours after they surface from dive 2: 06:15` for the `surface interval
        # ... dive 2 from 11:25 to 12:15` line (12:55 + 18 hours, the boat's return, reached `06:55`)
        lined = leads.named_bases(naming_words(answer[max(line, target.start() - MAX_LINE_WORDS) : target.start()])) if leads.has_lined() else []
        named = [(b, how, "an earlier answer") for b, how in lined]
        if named and len(named) < len(bases):
            hit = _lead_search(named, durations, near, minutes, target.group(0))
    return hit


def _lead_search(bases: list[tuple[int, str, str]], durations: list[tuple[int, str]], near: set[int], minutes: int,
                 written: str) -> ClockDerivation | None:
    """The first base plus or minus a duration that reaches `minutes`; None when none does or when
    one reaches a clock of `near` (the chance test)."""
    hit: ClockDerivation | None = None
    for base, how, where in bases:
        for length, said in durations:
            for sign, shifted in (("+", base + length), ("-", base - length)):
                shifted %= DAY
                if shifted in near:
                    return None  # the chance test: a neighbour is reached as cheaply
                if shifted == minutes and hit is None:
                    hit = ClockDerivation(
                        "lead-time", f"{how} {sign} {said} = {written}",
                        ((how, _SOURCES.get(where, "answer"), where),
                         (str(length), "duration", f"stated as {said!r}")))
    return hit
