"""The `duration-step` arithmetic rule (round 24): a duration written `m:ss` or `h:mm:ss` that is
arithmetic over the durations and distances the run states.

People time things in minutes and seconds: a race's finish `42:50`, a half's split `21:08`, a
pace `4:17/km` (`4:44 min/km`), a lap, a call, a set. An answer computes with them as with numbers:
a gap (`won by 2:19`: 42:50 - 40:31), a second half (51:47 - 26:02 = 25:45), a pace (a time over
a distance: 42:50 / 10 km = 4:17/km), a time at the same pace over another distance (26:02 x 10/5
= 52:04; with the Riegel exponent the run writes, `T2 = T1 x (D2/D1)^1.06`), the mean of a
column of times, a person's `50 minutes` as `50:00`. No result carried the value, so the clock
lookup flags it. This rule reports it `computed`, with the expression.

The value: a token `M:SS` (minutes up to 3 digits) or `H:MM:SS`, or a pace, the same followed by
`/km`, `/mi` (glued: `4:17/km`) or by `min/km`, `per km`, `por km`, `a mile` written after it.
A two-part token is read as minutes and seconds (a clock of the day reads the same digits as hours
and minutes, which the clock rules judge first).

A gap, a sum, a scaling or a mean takes durations only, never a clock of the day (`16:00 - 14:45`
is the `duration` rule's, on one line): a token no clock can be (`40:31`: 24 or more before the
colon), a cell of a result's column that holds one such, or a token whose sentence or line writes a
distance (`First 5 k: 21:08`, `Hice 23:41 en el 5K`), or a value this rule explained.

The operands, each family with its own pool (module constants bound each):
| family | what | operands |
|---|---|---|
| gap | `a - b` | two durations the answer writes resolved, or a result carries |
| sum | `a + b` | the same |
| scaled | `a x (d2/d1)^e` | a duration the answer writes resolved, the previous answer writes, a person wrote, or a result carries; two distances of one unit the run writes (`5 k`, `10K`, `"distance_km": 10`); e = 1, or an exponent the conversation writes after `^` (1 to 1.2), 1.06 where it names Riegel |
| mean | the mean of a column | a result's comma-separated column of 2+ durations (`split_5k,finish` ... `23:41,48:15`) |
| pace | `a / d` (a pace only) | a duration of the scaled pool or the last 3 answers; a distance of its unit |
| respelled | `N minutes` as `N:00` | a duration a person wrote in words (`50 minutos`), where the value is no clock (24 minutes or more) |
| seconds | a pace in seconds, `284.2 s por km` (a number) | as `pace`, rounded half up to the value's places |

A fractional second is cut (`int`: 253.6 s is `4:13`), as a stopwatch and integer division cut
it; one reading only, so a duration one second off the cut one stays flagged. The chance test, per
family: the value is refused when the family also reaches a duration one digit off it as written
(`4:14/km`, `4:23/km`, `5:13/km`), and when a result carries one. A pace is only a pace (a gap is
no pace). Its price: an invented duration equal to one of a family's results, with none of its
one-digit neighbours reached. Pure: no I/O; the pools are read once per result and per text.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from decimal import Decimal
from typing import Any, Final

from .computed.reading import AnswerReading, neighbours
from .computed.values import Derivation, Operand, Occurrence, decimal_places
from .computed.wide import late_try_refused
from .decimal_text import digit_replaced
from .durations import ClockDerivation
from .expressions import rounded_reach
from .served import Served
from .stamp_gaps import result_texts

__all__ = ["DURATION_VALUE", "KnownDurations"]

MAX_POOL: Final = 24  # durations kept per source kind (the latest)
MAX_WALK: Final = 4 * MAX_POOL  # (round 27) the answer's latest durations `_latest` reads for its MAX_POOL
MAX_DISTANCES: Final = 8
MAX_COLUMNS: Final = 8
MAX_TEXT: Final = 1 << 15  # a longer text is read to here
# (speed25) the kinds of input kept unread (`KnownDurations._unread`)
_RESULT: Final = 0
_PERSON: Final = 1
_ANSWER: Final = 2

# A duration token: minutes (1-3 digits) and seconds, or hours, minutes and seconds; not the tail
# or the head of another number, clock or decimal (groups: first, second, third).
_DURATION: Final = re.compile(
    r"(?<![0-9:.])([0-9]{1,3}):([0-5][0-9])(?::([0-5][0-9]))?(?![0-9]|:[0-9]|\.[0-9])", re.ASCII)
# A value the rule judges (a candidate's normalized value): `42:50`, `1:02:03`, `4:17/km`.
DURATION_VALUE: Final = re.compile(r"[0-9]{1,3}:[0-5][0-9](?::[0-5][0-9])?(?:/(?:km|mi|k|mile))?", re.ASCII)
# What makes a duration a pace, right after it: `/km`, ` min/km`, ` min per mile`, ` por km`, ` a km`.
_PACE_AFTER: Final = re.compile(
    r"(?:\s?min(?:utes?|utos?)?)?\s?(?:/|per\s|por\s|pro\s|a\s|an\s|each\s)\s?(km|k|kilomet(?:er|re)|mi|mile)(?![A-Za-z])",
    re.ASCII | re.IGNORECASE)
# (round 24) A pace in seconds right after a number: `s por km`, ` seconds per mile`, ` sec/km`.
_SECONDS_PACE: Final = re.compile(
    r"[ \t]?(?:s|secs?|seconds?|segundos?|Sekunden)[ \t]?(?:/|per\s|por\s|pro\s|a\s|an\s)[ \t]?(km|k|kilomet(?:er|re)|mi|mile)(?![A-Za-z])",
    re.ASCII | re.IGNORECASE)
# A distance: a number with its unit (`5 k`, `10K`, `10 km`, `5 miles`, `un 10K`); not a part of a
# longer number or a word (`F40`).
_DISTANCE: Final = re.compile(
    r"(?<![0-9A-Za-z.,])([0-9]{1,3}(?:[.,][0-9]{1,2})?)\s?(km|k|kilomet(?:er|re)s?|kil[oó]metros?|mi|miles?)(?![A-Za-z0-9])",
    re.ASCII | re.IGNORECASE)
# A JSON key naming a distance in a unit (`distance_km`, `length_mi`).
_DISTANCE_KEY: Final = re.compile(r"(?:^|_)(km|mi|miles)$", re.ASCII | re.IGNORECASE)
# A duration a person writes in words: `50 minutes`, `50 minutos`, `2 hours`, `90 min`.
_WORD_DURATION: Final = re.compile(
    r"(?<![0-9.,:])([0-9]{1,3})\s?(minutes?|minutos?|minuten|mins?|hours?|horas?|hrs?)(?![A-Za-z])",
    re.ASCII | re.IGNORECASE)
# An exponent written after a caret: `^1.06`, `^1,06` (1 to 1.2 only: a fatigue exponent).
_EXPONENT: Final = re.compile(r"\^\s?\(?(1[.,][0-9]{1,3})", re.ASCII)
_RIEGEL: Final = re.compile(r"riegel", re.IGNORECASE)
_COMMA_LINE: Final = re.compile(r"\r?\n|\\n")

Duration = tuple[int, str]  # seconds, how it was written


def seconds_of(first: str, second: str, third: str | None) -> int:
    """`m:ss` or `h:mm:ss` as seconds."""
    if third is None:
        return int(first) * 60 + int(second)
    return int(first) * 3600 + int(second) * 60 + int(third)


def durations_in(text: str, start: int = 0, end: int | None = None) -> list[Duration]:
    """The durations `text` writes (between `start` and `end`), not a pace (`4:17/km` is no time)."""
    text = text[:MAX_TEXT]
    return [(seconds_of(m.group(1), m.group(2), m.group(3)), m.group(0))
            for m in _DURATION.finditer(text, start, len(text) if end is None else end)
            if _PACE_AFTER.match(text, m.end()) is None]


def _unit(word: str) -> str:
    return "mi" if word.lower().startswith("mi") else "km"


def distances_in(text: str) -> list[tuple[float, str, str]]:
    out = []
    for m in _DISTANCE.finditer(text[:MAX_TEXT]):
        d = float(m.group(1).replace(",", "."))
        if d > 0:
            out.append((d, _unit(m.group(2)), m.group(0)))
    return out


def format_duration(seconds: int, hours: bool) -> str:
    if hours:
        return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"
    return f"{seconds // 60}:{seconds % 60:02d}"


def _neighbours(written: str) -> set[int]:
    """The durations one digit off `written` (`m:ss` or `h:mm:ss`), in seconds."""
    out: set[int] = set()
    for changed in digit_replaced(written):
        m = _DURATION.fullmatch(changed)
        if m is not None:
            out.add(seconds_of(m.group(1), m.group(2), m.group(3)))
    return out


def _walk_distances(value: Any, out: list[tuple[float, str, str]], depth: int = 0) -> None:
    if depth > 6 or len(out) >= MAX_DISTANCES:
        return
    if isinstance(value, dict):
        for key, item in list(value.items())[:256]:
            if isinstance(item, (int, float)) and not isinstance(item, bool) and isinstance(key, str):
                unit = _DISTANCE_KEY.search(key)
                if unit is not None and 0 < item < 1000:
                    out.append((float(item), _unit(unit.group(1)), f"{key}: {item}"))
            else:
                _walk_distances(item, out, depth + 1)
    elif isinstance(value, list):
        for item in value[:256]:
            _walk_distances(item, out, depth + 1)


def duration_columns(text: str) -> list[tuple[str, list[Duration]]]:
    """The columns of a comma-separated block whose every cell is a duration (2+ rows), named by
    the header's cell: `split_5k,finish` then `...,23:41,48:15` rows."""
    out: list[tuple[str, list[Duration]]] = []
    header: list[str] | None = None
    rows: list[list[str]] = []

    def close() -> None:
        if header is not None and len(rows) >= 2:
            for k, name in enumerate(header):
                cells = [r[k].strip() for r in rows]
                found = [_DURATION.fullmatch(c) for c in cells]
                if all(f is not None for f in found) and len(out) < MAX_COLUMNS:
                    out.append((name.strip(), [(seconds_of(f.group(1), f.group(2), f.group(3)), f.group(0))
                                               for f in found if f is not None]))

    for line in _COMMA_LINE.split(text[:MAX_TEXT]):
        cells = line.split(",")
        if header is not None and len(cells) == len(header):
            rows.append(cells)
            continue
        close()
        rows = []
        header = cells if len(cells) >= 2 and all(c.strip() and not c.strip()[0].isdigit() for c in cells) else None
    close()
    return out


def _standalone(answer: str, bare: str) -> int | None:
    """Where the first occurrence of `bare` that stands alone starts (no digit, `:` or `.` before it,
    no digit or `:digit` after it), or None: a search with no pattern built per value."""
    start = answer.find(bare)
    while start >= 0:
        end = start + len(bare)
        if (start == 0 or answer[start - 1] not in "0123456789:.") and not (
                end < len(answer) and (answer[end].isdigit() and answer[end].isascii()
                                       or answer[end] == ":" and end + 1 < len(answer) and answer[end + 1] in "0123456789")):
            return start
        start = answer.find(bare, start + 1)
    return None


def _applied_exponents(answer: str) -> tuple[float, ...]:
    """The exponents the answer applies, in order: the ones it writes (`^1,06`; Riegel named: 1.06),
    else 1 (the same pace). Read once an answer (round 25: it was read once a value, the answer's
    whole text searched for each)."""
    exponents = {x for x in (float(e.group(1).replace(",", ".")) for e in _EXPONENT.finditer(answer)) if 1 < x <= 1.2}
    if _RIEGEL.search(answer) is not None and not exponents:
        exponents.add(1.06)
    if not exponents:
        exponents.add(1.0)
    return tuple(sorted(exponents))


def _latest(durations: list[Duration], keep: Callable[[Duration], bool]) -> list[Duration]:
    """The last MAX_POOL of `durations` that `keep` keeps, in order: read from the end, stopping at
    MAX_POOL (round 25: a value's own pool read every duration of the answer, n values x n), and
    (round 27) at the last MAX_WALK of them, kept or not (an answer of n durations none of them
    resolved was read whole once per value: asked_shift26 15.6x the work for 4x the answer)."""
    out: list[Duration] = []
    for d in durations[-MAX_WALK:][::-1]:
        if keep(d):
            out.append(d)
            if len(out) == MAX_POOL:
                break
    out.reverse()
    return out


class KnownDurations:
    """The durations and distances a run states, for `duration-step`; fed in the conversation's order."""

    __slots__ = ("_results", "_columns", "_persons", "_words", "_answers", "_distances", "_exponents", "_sure", "_found",
                 "_read", "_unread", "_applied", "_means")

    def __init__(self) -> None:
        self._results: list[Duration] = []
        self._columns: list[tuple[str, list[Duration]]] = []
        self._persons: list[Duration] = []
        self._words: list[Duration] = []
        self._answers: list[list[Duration]] = []  # the last 3 answers' durations
        self._distances: list[tuple[float, str, str]] = []
        self._exponents: set[float] = set()
        # the tokens that are surely durations, not clocks of the day (`_sure_in`), and the values
        # this rule explained in the answer being judged
        self._sure: set[str] = set()
        self._found: tuple[str, set[str]] = ("", set())
        # the answer being judged, read once: its durations, its sure ones, its distances
        self._read: tuple[str, list[Duration], set[str], list[tuple[float, str, str]]] = ("", [], set(), [])
        # (speed25) what the run fed and this rule has not read yet, in the order it came: a result
        # (its served value), a person's text, an answer; read on the rule's first question
        # (`_read_unread`), so a run no duration or pace in seconds asks about never reads them
        self._unread: list[tuple[int, Any]] = []
        # (round 25) the exponents the answer being judged applies, read once an answer (not once a value)
        self._applied: tuple[str, tuple[float, ...]] = ("", ())
        # (round 25) the columns' means, summed once a column (not once a value): mean -> how
        self._means: dict[int, str] = {}

    def _read_unread(self) -> None:
        """Read what was fed since the last question, in the order it came (exact: the readers
        below read only their own input and this object's state, which nothing else reads or
        writes in between; `_found`, read by an answer's reading, changes only in `explain`,
        which reads the queue first)."""
        if not self._unread:
            return
        unread, self._unread = self._unread, []
        for kind, item in unread:
            if kind == _RESULT:
                self._read_result(result_texts(item, 1 << 15), item.parsed, item.has_parsed)
            elif kind == _PERSON:
                self._read_person_text(item)
            else:
                self._read_answer(item)

    def _read_common(self, text: str) -> None:
        for d in distances_in(text):
            if len(self._distances) < MAX_DISTANCES and all(d[:2] != e[:2] for e in self._distances):
                self._distances.append(d)
        for m in _EXPONENT.finditer(text[:MAX_TEXT]):
            e = float(m.group(1).replace(",", "."))
            if 1 < e <= 1.2:
                self._exponents.add(e)
        if _RIEGEL.search(text[:MAX_TEXT]) is not None:
            self._exponents.add(1.06)

    def add_result(self, served: Served) -> None:
        """Keep one result, read on the rule's first question (`_read_unread`)."""
        self._unread.append((_RESULT, served))

    def add_person_text(self, text: str) -> None:
        """Keep a person's text (a user's message, a system prompt), read on the first question."""
        self._unread.append((_PERSON, text))

    def add_answer(self, text: str) -> None:
        """Keep an earlier answer, read on the first question."""
        self._unread.append((_ANSWER, text))

    def _read_result(self, texts: Iterable[str], parsed: Any, has_parsed: bool) -> None:
        for text in texts:
            for d in durations_in(text):
                if d not in self._results:
                    self._results = (self._results + [d])[-MAX_POOL:]
            for column in duration_columns(text):
                if any(_surely(how) for _, how in column[1]) and len(self._columns) < MAX_COLUMNS:
                    self._columns.append(column)  # a column of durations (one cell no clock can be)
                    name, cells = column
                    total = sum(s for s, _ in cells)
                    self._means.setdefault(total // len(cells), f"({' + '.join(h for _, h in cells)}) / {len(cells)} (the {name} column)")
                    self._sure.update(how for _, how in column[1])
            self._sure.update(_sure_in(text))
            self._read_common(text)
        if has_parsed:
            found: list[tuple[float, str, str]] = []
            _walk_distances(parsed, found)
            for dist in found:
                if len(self._distances) < MAX_DISTANCES and all(dist[:2] != e[:2] for e in self._distances):
                    self._distances.append(dist)

    def _read_person_text(self, text: str) -> None:
        for d in durations_in(text):
            if d not in self._persons:
                self._persons = (self._persons + [d])[-MAX_POOL:]
        for m in _WORD_DURATION.finditer(text[:MAX_TEXT]):
            n = int(m.group(1))
            seconds = n * 3600 if m.group(2).lower().startswith(("h", "ho")) else n * 60
            if n > 0 and all(seconds != s for s, _ in self._words):
                self._words = (self._words + [(seconds, m.group(0))])[-MAX_POOL:]
        self._sure.update(_sure_in(text))
        self._read_common(text)

    def _read_answer(self, text: str) -> None:
        self._answers = (self._answers + [durations_in(text)[:MAX_POOL]])[-3:]
        self._sure.update(_sure_in(text))
        if self._found[0] == text:
            self._sure.update(self._found[1])
        self._read_common(text)

    def explain(self, answer: str, value: str, known: Iterable[str]) -> ClockDerivation | None:
        """`value` (its first occurrence in `answer`) as a step over the run's durations (the
        module's docstring), or None."""
        m = DURATION_VALUE.fullmatch(value)
        if m is None:
            return None
        bare = value.split("/")[0]
        found = _standalone(answer, bare)
        if found is None:
            return None
        parts = _DURATION.fullmatch(bare)
        if parts is None:
            return None
        target = seconds_of(parts.group(1), parts.group(2), parts.group(3))
        hours = parts.group(3) is not None
        after = answer[found + len(bare): found + len(bare) + 24]
        pace = _PACE_AFTER.match(after)
        pace_unit = _unit(pace.group(1)) if pace is not None else None
        near = _neighbours(bare)
        self._read_unread()
        if not near.isdisjoint(s for s, _ in self._results):
            return None  # one digit off a duration a result carries: a misread, whatever it equals
        resolved = set(known)
        if self._found[0] != answer:
            self._found = (answer, set())
        if self._read[0] != answer:
            self._read = (answer, durations_in(answer), _sure_in(answer), distances_in(answer))
        sure = self._sure | self._read[2] | self._found[1]
        own = _latest(self._read[1], lambda d: d[1] in resolved and d[0] != target)
        distances = list(self._distances)
        for d in self._read[3][:MAX_DISTANCES]:
            if all(d[:2] != e[:2] for e in distances):
                distances.append(d)
        if self._applied[0] != answer:
            self._applied = (answer, _applied_exponents(answer))
        exponents = self._applied[1]
        wide = _unique(own + [d for a in self._answers[-1:] for d in a] + self._persons + self._results)
        # gaps, sums and scalings take durations only, not clocks of the day (`16:00 - 14:45`)
        sure_wide = [d for d in wide if d[1] in sure]
        families: list[dict[int, str]] = []
        if pace_unit is not None:
            # the durations of the value's line before it, over its line's distances (else the
            # run's): `First 5 k: 21:08 → 4:13/km`; where the line writes none, the wider pool
            line_start = max(answer.rfind("\n", max(0, found - 200), found) + 1, found - 200)  # (bounded)
            on_line = [d for d in durations_in(answer, line_start, found) if d[1] in resolved]
            line_distances = [d for d in distances_in(answer[line_start:found])]
            if on_line:
                tiers = [(on_line, line_distances or distances)]
            else:
                tiers = [(_unique(wide + [d for a in self._answers for d in a]), distances)]
            for pool, dists in tiers:
                paced: dict[int, str] = {}
                for s, how in pool:
                    for dist, unit, dhow in dists:
                        if unit == pace_unit:
                            paced.setdefault(int(s / dist), f"{how} / {_num(dist)} ({dhow})")
                families.append(paced)
        else:
            close = [d for d in _unique(own + self._results) if d[1] in sure]
            gaps: dict[int, str] = {}
            sums: dict[int, str] = {}
            for a, ahow in close:
                for b, bhow in close:
                    if a > b:
                        gaps.setdefault(a - b, f"{ahow} - {bhow}")
                    if a >= b and ahow != bhow:
                        sums.setdefault(a + b, f"{ahow} + {bhow}")
            scaled: dict[int, str] = {}
            for s, how in sure_wide:
                for d1, u1, h1 in distances:
                    for d2, u2, h2 in distances:
                        if u1 != u2 or d1 == d2:
                            continue
                        for e in exponents:
                            x = s * (d2 / d1) ** e
                            if math.isfinite(x) and x < 360000:
                                power = "" if e == 1 else f"^{_num(e)}"
                                scaled.setdefault(int(x), f"{how} x ({_num(d2)}/{_num(d1)}){power} ({h2}, {h1})")
            means = self._means
            # a person's minutes as `N:00`, where no clock can be it (`50 minutos` as `50:00`; not `20:00`)
            words = {s: f"{how} written {format_duration(s, hours)}" for s, how in self._words} if _surely(bare) else {}
            families += [gaps, sums, scaled, means, words]
        for family in families:
            step = family.get(target)
            if step is not None and near.isdisjoint(family):
                self._found[1].add(bare)
                return ClockDerivation("duration-step", f"{step} = {value}", ((step, "durations", "the run's durations and distances"),))
        return None

    def explain_seconds(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
        """(round 24) A pace written in seconds (`284.2 s por km`, `95 seconds per mile`): a duration
        of the run over a distance of its unit, rounded half up to the value's places; the line's
        durations first, as for a pace `m:ss`; refused when the same pool reaches a one-digit neighbour."""
        occ = reading.occurrences[i]
        if occ.number <= 0 or occ.amount:
            return None
        answer = reading.text
        cue = _SECONDS_PACE.match(answer, occ.end)
        if cue is None or late_try_refused(reading, i, known, computed_here):
            return None
        unit = _unit(cue.group(1))
        self._read_unread()
        resolved = set(known)
        line_start = max(answer.rfind("\n", max(0, occ.start - 200), occ.start) + 1, occ.start - 200)  # (bounded)
        on_line = [d for d in durations_in(answer, line_start, occ.start) if d[1] in resolved]
        if self._read[0] != answer:
            self._read = (answer, durations_in(answer), _sure_in(answer), distances_in(answer))
        distances = list(self._distances)
        for d in self._read[3][:MAX_DISTANCES]:
            if all(d[:2] != e[:2] for e in distances):
                distances.append(d)
        if on_line:
            pool = on_line
            distances = distances_in(answer[line_start:occ.start]) or distances
        else:
            own = _latest(self._read[1], lambda d: d[1] in resolved)
            pool = _unique(own + [d for a in self._answers for d in a] + self._persons + self._results)
        places = decimal_places(occ.digits)
        near = neighbours(occ.number, places)
        hit: Derivation | None = None
        for seconds, how in pool:
            for dist, dunit, dhow in distances:
                if dunit != unit:
                    continue
                reach = rounded_reach(Decimal(seconds) / Decimal(str(dist)), places, occ.number, near)
                if reach is None:
                    return None  # the chance test
                if reach and hit is None:
                    hit = Derivation("duration-step", f"{how} ({seconds} s) / {_num(dist)} ({dhow}) = {occ.value}", (
                        Operand(how, "duration", "the run's durations"), Operand(_num(dist), "count", dhow)))
        return hit


def _surely(written: str) -> bool:
    """Whether a duration token is no clock of the day: its first field is 24 or more (`40:31`)."""
    return int(written.split(":")[0]) >= 24


def _sure_in(text: str) -> set[str]:
    """The duration tokens of a text that are surely durations: no clock can be them (`42:50`), or
    their sentence (or line) writes a distance (`First 5 k: 21:08`, `Hice 23:41 en el 5K`)."""
    out: set[str] = set()
    text = text[:MAX_TEXT]
    for m in _DURATION.finditer(text):
        if _surely(m.group(0)):
            out.add(m.group(0))
            continue
        floor, ceiling = max(0, m.start() - 120), min(len(text), m.end() + 120)  # a bounded sentence
        start = max(max(text.rfind(c, floor, m.start()) for c in ".!?\n") + 1, floor)
        ends = [k for k in (text.find(c, m.end(), ceiling) for c in ".!?\n") if k >= 0]
        if distances_in(text[start: min(ends) if ends else ceiling]):
            out.add(m.group(0))
    return out


def _unique(items: list[Duration]) -> list[Duration]:
    seen: set[int] = set()
    out: list[Duration] = []
    for s, how in items:
        if s not in seen:
            seen.add(s)
            out.append((s, how))
    return out


def _num(x: float) -> str:
    return f"{x:g}"
