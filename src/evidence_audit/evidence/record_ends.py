"""(round 27) The `clock-plus-duration` arithmetic rule: a clock that is a start a record carries plus
a duration the same record carries, or plus an offset a person stated, or both.

People give the end of a booked span from its start: a booking carries `"slot": "08:00"` and
`"est_hours": 6.5`, a crew sheet `slot 07:00  est_h 7.0`, a class `"start": "14:00", "duration_min":
90`; the rules say `Arrival window: 2 hours from the booked slot`, `check-in closes 45 minutes
before departure` (an offset: a duration followed by `from`, `after`, `past`, `later`). The answer
writes only the result (`they arrive between 08:00 and 10:00`, `B 14:00`, `done around 16:00` when
they arrive at the end of the window), often in another turn than the start, so `end-time` (its
line) and `clock-shift` (its sentence) find no base. This rule reports such a clock `computed` when
it is, in tiers tried in order,

(A four-digit clock, `done 1430`, is read as `14:30` in an answer that writes a record's start the
same way before it, `start 0900`: `explain_four_digit_end`.)

1. a record's clock plus a duration of the same record (a key naming hours or minutes: `est_hours`,
   `est_h`, `duration_min`, `drive_min`),
2. a record's clock plus a duration the value's line writes before it (`min 3 h: ..., ends 17h00`),
3. a record's clock plus a duration the person's last message states (`If it overruns by 20
   minutes, when does it end?`), back where it says `before`, `early` (`leave 45 minutes before it
   starts`),
4. a record's clock plus an offset a person stated,
5. a record's clock plus an offset a person stated plus a duration of the same record.

A record's clock: a string `HH:MM`, or a timestamp's clock (`2024-05-15 16:30:00`, no zone); a clock
under a key naming an end (`end_time`) is moved only by the question's duration (an overrun).

A record named right before the value (`A 15:30` under a sheet whose record writes `crew: A`) is the
only record read. The chance test, per tier: every start with every duration of the tier is a reach;
the value is refused when a reach of the tier that gives it also lands on a one-digit neighbour of
it as written (`15:30` for a crew ending 14:30 on the same sheet). A clock without am/pm of 12 or
less matches on the 12-hour dial. Its price: an invented clock equal to a record's start plus a
duration it or a stated offset gives, none of its neighbours so reached. Pure functions;
`TimedRecords` keeps the run's records with a clock and the persons' offsets.

(avocado45, vanilla45: both found it) A duration of one unit led by its article right after an amount
or a quantity (`500 RWF an hour past 8 hours`, `3,500 MGA an hour past 8 hours`, `$20 an hour after
6 pm`, `20€ an hour`) is the unit a rate is per (an overtime tariff), no offset a person stated: read
as one, it moved a log's 06:15 to an invented 07:15 and put clocks an hour on through as computed.
(mend45e) Only where the word between, if any, is a currency's code, word or mark or a unit: after any
word (`Dock 3 closes an hour after the last lot`, `Bus 12 leaves an hour after`) it is an offset.
"""

from __future__ import annotations

import re
from typing import Any, Final

from .amounts import CURRENCY_WORDS, MONEY_SIGN_CLASS
from .clock_forms import value_clock, value_clock_neighbours
from .computed.reading import AnswerReading
from .computed.values import Derivation, Operand
from .decimal_comma import CURRENCY_SYMBOLS_AFTER
from .durations import ClockDerivation, durations_at
from .glued_amounts import is_currency_word, is_iso_code
from .text_memo import TextMemo
from .units import unit_of
from .walk import containers

__all__ = ["MAX_TIMED_RECORDS", "TimedRecords", "explain_dot_clock_end", "explain_four_digit_end", "explain_record_end", "unit_minutes"]

MAX_TIMED_RECORDS: Final = 64  # records with a clock kept per run (the latest)
MAX_OFFSETS: Final = 8  # offsets the persons stated, kept per run (the first)
_MAX_NODES: Final = 4000  # nodes of a result walked
MAX_LINE_BACK: Final = 200  # characters of the value's line read before it
MAX_LINE_DURATIONS: Final = 4  # durations of the value's line (the last) or the question (the first) tried
MAX_QUESTION: Final = 2000  # characters of the person's last message read
_DAY: Final = 24 * 60
_HALF_DAY: Final = 12 * 60

# A record's clock (`fullmatch`): 08:00, 7:30, 14:05 (24-hour, no seconds, no am/pm).
_RECORD_CLOCK: Final = re.compile(r"([01]?[0-9]|2[0-3]):([0-5][0-9])", re.ASCII)
# A record's timestamp (`fullmatch`), its clock read: `2024-05-15 16:30:00`, `2026-08-14T15:10`
# (groups: hour, minute); no zone (a zone's clock is the zone rules').
_RECORD_STAMP: Final = re.compile(r"[0-9]{4}-[01][0-9]-[0-3][0-9][T ]([01][0-9]|2[0-3]):([0-5][0-9])(?::[0-5][0-9])?", re.ASCII)
# A question that counts back from the record's clock (as `asked_shifts._BEFORE`).
_BEFORE: Final = re.compile(r"\b(?:before|earlier|early|ahead|prior|antes|prima|avant|vorher|fr\u00fcher)\b", re.IGNORECASE)
# A key that names a unit of time as one of its parts: `est_hours`, `est_h`, `duration_min`,
# `driveMinutes` (group 1 hours, group 2 minutes); a part is split at `_`, `-`, a space or a case change.
_KEY_PART: Final = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", re.ASCII)
# (integrator, round 27) parts of a key that name a span's end: its clock is no start to add the
# record's, the line's or an offset's duration to (AgentDojo's `end_time` plus an answer's `3.5 hours`
# in total excused a mutant `20:00`); a question's duration still moves it (an overrun).
_END_PARTS: Final = frozenset({"end", "ends", "ending", "until", "finish", "finishes", "close", "closes", "closing"})
_HOUR_PARTS: Final = frozenset({"h", "hr", "hrs", "hour", "hours"})
_MINUTE_PARTS: Final = frozenset({"m", "min", "mins", "minute", "minutes"})
# What follows a duration that a person states as an offset from a point: `2 hours from the booked
# slot`, `30 minutes after`, `an hour past`, `2 h later`, `45 min before` (group 1 the word).
_OFFSET_AFTER: Final = re.compile(r"[ \t]+(from|after|past|later|before)\b", re.ASCII | re.IGNORECASE)
# (avocado45, vanilla45) a duration of one unit led by its article (`an hour`, `a minute`) right after an
# amount or a quantity, maybe with its currency's code, sign or word between (`500 RWF an hour past 8
# hours`, `$20 an hour after 6 pm`, `20€ an hour`, `18 kg an hour`): the unit a rate is per, no offset
# from a clock (its `past 8 hours` is a threshold; read as an offset it moved a cold room's 06:15 out
# to 07:15, a clock an hour on)
_ARTICLE: Final = re.compile(r"an?[ \t]", re.ASCII | re.IGNORECASE)
# (mend45e) the number and the word or sign between it and the article (group 1 the word): a rate's only
# where the word is a currency's (`_is_rate_word`) or a unit, or a currency sign, or nothing (`$20 an
# hour`, `900 an hour`); `Dock 3 closes an hour after`, `Bus 12 leaves an hour after`, `Rule 2: an hour
# after` are offsets (any word or mark here dropped them, and their clocks were flagged)
_RATE_BEFORE: Final = re.compile(r"[0-9](?:[ \t\u00a0]*([^\W\d_]{1,12})\.?|[ \t\u00a0]*[" + MONEY_SIGN_CLASS + r"])?[ \t\u00a0]+\Z")
# a currency's word or its own mark written after an amount (`dollars`, `francs`, `Frw`, `kr`, `zł`)
_CURRENCY_WORD: Final = re.compile(r"(?:" + CURRENCY_WORDS + r"|" + CURRENCY_SYMBOLS_AFTER + r")", re.IGNORECASE)
# (round 29) What an offset counts from, read after its `after`/`from`/`past`: the rest of its clause
# (up to 48 characters, to a stop, comma, semicolon or line end); an offset whose point is a span's
# end (`cleaned for 25 minutes after each film ends`, `30 minutes after the class finishes`) is a
# turnaround after an end, no offset from a start: it is kept apart (`end_offsets`).
_ANCHOR: Final = re.compile(r"[^.,;:!?\n]{0,48}", re.ASCII)
_ANCHOR_WORD: Final = re.compile(r"[A-Za-z]+", re.ASCII)
# A value the rule judges (normalized): `10:00`, `9:35am`, `14h30` (groups: hour, minute, am/pm).
_VALUE: Final = re.compile(r"([0-9]{1,2})[:h]([0-5][0-9])(am|pm)?", re.ASCII)
# A record's name as written right before a value: the last word of the text before it, past
# spaces, a colon and markdown stars (`A 15:30`, `**Crew B:** 14:00`).
# A four-digit clock a value may be (`fullmatch` on its digits): `1430`, `0900` (groups: hour, minute).
_FOUR_DIGITS: Final = re.compile(r"([01][0-9]|2[0-3])([0-5][0-9])", re.ASCII)
# A four-digit clock written in a text (`start 0900`), not part of a longer number.
_FOUR_DIGIT_CLOCK: Final = re.compile(r"(?<![0-9])(?<![0-9][.,:])(?:[01][0-9]|2[0-3])[0-5][0-9](?![0-9]|[.,:][0-9])", re.ASCII)
# (round 29) A clock written with a dot, as Norwegian, Danish, Finnish, German and British writers do
# (`kl. 17.30`, `19.34 Uhr`, `7.30`): a number's digits as the answer's reading gives them
# (`fullmatch`; groups: hour, minute).
_DOT_DIGITS: Final = re.compile(r"([01]?[0-9]|2[0-3])\.([0-5][0-9])", re.ASCII)
_NAME_BEFORE: Final = re.compile(r"([A-Za-z0-9][A-Za-z0-9_.-]{0,23})[ \t]*[:=]?[ \t*]*\Z", re.ASCII)


class _Record:
    """One record's clocks (key, minutes of the day, whether the key names an end), durations (key,
    minutes) and names."""

    __slots__ = ("clocks", "lengths", "names")

    def __init__(self, clocks: list[tuple[str, int, bool]], lengths: list[tuple[str, float]], names: frozenset[str]) -> None:
        self.clocks = clocks
        self.lengths = lengths
        self.names = names


def unit_minutes(key: str) -> int:
    """60 for a key naming hours, 1 for minutes, 0 for neither (round 31: `leg_sums.py` reads it too)."""
    parts = {p.lower() for p in _KEY_PART.findall(key)}
    if parts & _HOUR_PARTS:
        return 60
    if parts & _MINUTE_PARTS:
        return 1
    return 0


def _names_an_end(key: str) -> bool:
    """A key one of whose parts names the end of the record's span (`end_time`, `endsAt`, `until`,
    `finish`, `close`): its clock is no start to add the record's own duration, the value's line's
    or a stated offset to; only the person's question moves it (`if it overruns by 20 minutes`)."""
    return any(p.lower() in _END_PARTS for p in _KEY_PART.findall(key))


def _read_record(node: dict[Any, Any]) -> _Record | None:
    clocks: list[tuple[str, int, bool]] = []
    lengths: list[tuple[str, float]] = []
    names: set[str] = set()
    for key, leaf in node.items():
        if not isinstance(key, str):
            continue
        if isinstance(leaf, str):
            m = _RECORD_CLOCK.fullmatch(leaf.strip()) or _RECORD_STAMP.fullmatch(leaf.strip())
            if m is not None:
                clocks.append((key, int(m.group(1)) * 60 + int(m.group(2)), _names_an_end(key)))
            elif 0 < len(leaf) <= 24:
                names.add(leaf.strip().lower())
        elif isinstance(leaf, (int, float)) and not isinstance(leaf, bool) and leaf > 0:
            unit = unit_minutes(key)
            if unit and leaf * unit < _DAY:
                lengths.append((key, float(leaf) * unit))
    if not clocks:
        return None
    return _Record(clocks, lengths, frozenset(names))


class TimedRecords:
    """The run's records that carry a clock (the latest `MAX_TIMED_RECORDS`) and the offsets the
    persons stated (module doc)."""

    __slots__ = ("records", "offsets", "end_offsets", "before_offsets")

    def __init__(self) -> None:
        self.records: list[_Record] = []
        self.offsets: list[tuple[float, str]] = []
        self.end_offsets: list[tuple[float, str]] = []  # (round 29) offsets after a span's end
        self.before_offsets: list[tuple[float, str]] = []  # (round 29) offsets before a point

    def add_records(self, parsed: Any) -> None:
        """Keep the objects of a result's parsed value (or its records' reading) that write a clock."""
        if not isinstance(parsed, (dict, list)):
            return
        for node, _, _ in containers(parsed, _MAX_NODES):
            if isinstance(node, dict):
                record = _read_record(node)
                if record is not None:
                    self.records.append(record)
        del self.records[:-MAX_TIMED_RECORDS]

    def add_person_text(self, text: str) -> None:
        """Keep the offsets a person's text states (`2 hours from the booked slot`); (round 29) those
        after a span's end (`25 minutes after each film ends`) and those before a point (`doors open
        30 minutes before the listed time`) apart. (speed43) Read once per text (`_OFFSETS_READ`)."""
        for kind, minutes, how in _OFFSETS_READ.read(text, _stated_offsets):
            kept = self.before_offsets if kind == _KIND_BEFORE else self.end_offsets if kind == _KIND_AFTER_END else self.offsets
            if len(kept) < MAX_OFFSETS and all(m != minutes for m, _ in kept):
                kept.append((minutes, how))


# (speed43) which list an offset goes to (`TimedRecords.add_person_text`)
_KIND_OFFSET: Final = 0
_KIND_AFTER_END: Final = 1
_KIND_BEFORE: Final = 2


def _stated_offsets(text: str) -> tuple[tuple[int, float, str], ...]:
    """(speed43) The offsets a text states, each (its list, minutes, as written), in text order:
    what `TimedRecords.add_person_text` reads before its bounds. Pure: a function of the text."""
    out: list[tuple[int, float, str]] = []
    for start, minutes, how in durations_at(text):
        after = _OFFSET_AFTER.match(text, start + len(how))
        if after is None or minutes <= 0:
            continue
        if _ARTICLE.match(how) is not None and _rate_before(text, start):
            continue  # a rate's hour (`500 RWF an hour past 8 hours`: per hour), no offset
        word = after.group(1).lower()
        if word == "before":
            kind = _KIND_BEFORE
        elif word != "later" and _after_an_end(text, after.end()):
            kind = _KIND_AFTER_END
        else:
            kind = _KIND_OFFSET
        out.append((kind, float(minutes), how))
    return tuple(out)


def _rate_before(text: str, start: int) -> bool:
    """(avocado45, vanilla45; mend45e) Whether an amount or a quantity stands right before the
    article-led duration at `start` (`_RATE_BEFORE`): its word, if any, a currency's code, word or
    mark (`TZS`, `dollars`, `Frw`) or a unit (`kg`, `L`), not any word (`Gate 3 opens`)."""
    m = _RATE_BEFORE.search(text, max(0, start - 40), start)
    if m is None:
        return False
    word = m.group(1)
    if word is None:
        return True
    if is_iso_code(word):
        return word.isupper()  # `TZS`, not a word that spells a code (`all`, `top`, `mad`)
    return is_currency_word(word) or _CURRENCY_WORD.fullmatch(word) is not None or unit_of(word) is not None


# (speed43) the readings of the persons' and rules texts read lately: each case of a run reads them again
_OFFSETS_READ: Final[TextMemo[tuple[tuple[int, float, str], ...]]] = TextMemo(entries=64, chars=1 << 20)


def _after_an_end(text: str, at: int) -> bool:
    """Whether the clause after an offset's `after` (from `at`) names a span's end (`each film
    ends`, `the class finishes`, `closing`): a word of `_END_PARTS`."""
    clause = _ANCHOR.match(text, at)
    return clause is not None and any(w.lower() in _END_PARTS for w in _ANCHOR_WORD.findall(clause.group(0)))


def _lands(reach: float, target: int, exact: bool) -> bool:
    if reach != int(reach):
        return False  # a fraction of a minute is no clock anyone writes
    return int(reach) % _DAY == target if exact else int(reach) % _HALF_DAY == target % _HALF_DAY


def _clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _hours(minutes: float) -> str:
    return f"{minutes / 60:g} h" if minutes % 30 == 0 else f"{minutes:g} min"


_Reach = tuple[float, str, tuple[tuple[str, str, str], ...]]
_BEFORE_TIER: Final = 5  # (round 29) the tier of a clock less an offset stated before a point (`_tiers`)


def _tiers(records: list[_Record], timed: TimedRecords, line: list[tuple[int, str]],
           asked: list[tuple[int, str]], back: bool) -> list[list[_Reach]]:
    """Each tier's reaches: (minutes, expression's left side, operands)."""
    offsets = timed.offsets
    earlier: list[_Reach] = []  # (round 29) a record's clock less an offset stated before a point
    turned: list[_Reach] = []  # (round 29) a record's start plus its duration plus an offset after an end
    own: list[_Reach] = []
    on_line: list[_Reach] = []
    in_question: list[_Reach] = []
    offset: list[_Reach] = []
    both: list[_Reach] = []
    sign = -1 if back else 1
    for record in records:
        for clock_key, start, is_end in record.clocks:
            base = (_clock(start), "result", f"a record's {clock_key!r}")
            for stated, how in timed.before_offsets:
                earlier.append((start - stated, f"{_clock(start)} - {how}",
                                (base, (f"{stated:g}", "duration", f"a person stated {how!r} before (minutes)"))))
            for minutes, how in asked:
                in_question.append((start + sign * minutes, f"{_clock(start)} {'-' if back else '+'} {how}",
                                    (base, (str(minutes), "duration", f"the person's last message states {how!r}"))))
            if is_end:
                continue  # (an end is no start: `end_time` + the answer's `3.5 hours in total`)
            for length_key, length in record.lengths:
                own.append((start + length, f"{_clock(start)} + {_hours(length)}",
                            (base, (f"{length:g}", "duration", f"the same record's {length_key!r} (minutes)"))))
            for minutes, how in line:
                on_line.append((start + minutes, f"{_clock(start)} + {how}",
                                (base, (str(minutes), "duration", f"the value's line writes {how!r}"))))
            for stated, how in offsets:
                said = (f"{stated:g}", "duration", f"a person stated {how!r} (minutes)")
                offset.append((start + stated, f"{_clock(start)} + {how}", (base, said)))
                for length_key, length in record.lengths:
                    both.append((start + stated + length, f"{_clock(start)} + {how} + {_hours(length)}",
                                 (base, said, (f"{length:g}", "duration", f"the same record's {length_key!r} (minutes)"))))
            for stated, how in timed.end_offsets:
                said = (f"{stated:g}", "duration", f"a person stated {how!r} after an end (minutes)")
                for length_key, length in record.lengths:
                    turned.append((start + length + stated, f"{_clock(start)} + {_hours(length)} + {how}",
                                   (base, (f"{length:g}", "duration", f"the same record's {length_key!r} (minutes)"), said)))
    return [own, on_line, in_question, offset, both, earlier, turned]


def _named(records: list[_Record], answer: str, value: str) -> list[_Record]:
    """The records named right before the value's first writing, else all of them."""
    at = answer.find(value) if value in answer else answer.lower().find(value)
    if at <= 0:
        return records
    m = _NAME_BEFORE.search(answer, max(0, at - 40), at)
    if m is None:
        return records
    name = m.group(1).lower()
    named = [r for r in records if name in r.names]
    return named or records


def explain_record_end(answer: str, value: str, timed: TimedRecords, written: str | None = None,
                       question: str = "") -> ClockDerivation | None:
    """The value (a normalized clock) as a record's start plus its own duration, a stated offset, or
    both (module doc), or None. `written`: the value as the answer writes it, when not `value`
    (a four-digit clock, `1430` read as `14:30`)."""
    if not timed.records:
        return None
    target = value_clock(value, _VALUE)
    if target is None:
        return None
    records = _named(timed.records, answer, written or value)
    neighbours = value_clock_neighbours(value, _VALUE)
    at = answer.find(written or value)
    line: list[tuple[int, str]] = []
    if at > 0:
        line_start = max(answer.rfind("\n", 0, at) + 1, at - MAX_LINE_BACK)
        line = [(m, how) for _, m, how in durations_at(answer[line_start:at]) if m > 0][-MAX_LINE_DURATIONS:]
    asked = [(m, how) for _, m, how in durations_at(question[:MAX_QUESTION]) if m > 0][:MAX_LINE_DURATIONS]
    back = bool(asked) and _BEFORE.search(question[:MAX_QUESTION]) is not None
    for k, tier in enumerate(_tiers(records, timed, line, asked, back)):
        # (round 29) a clock less an offset before it is read on the 24-hour dial only: `23:00 - 30
        # minutes` is no `10:30` of a chain's morning
        exact = target[1] or k == _BEFORE_TIER
        found = next((r for r in tier if _lands(r[0], target[0], exact)), None)
        if found is None:
            continue
        if any(_lands(r[0], near, half or k == _BEFORE_TIER) for r in tier for near, half in neighbours):
            return None  # the chance test: the tier reaches a one-digit neighbour too
        return ClockDerivation("clock-plus-duration", f"{found[1]} = {written or value}", found[2])
    return None


def explain_four_digit_end(reading: AnswerReading, i: int, timed: TimedRecords, question: str = "") -> Derivation | None:
    """A four-digit clock (`done 1430`) read as `14:30` and explained as above, in an answer that
    writes a record's start the same way before it (`start 0900` for a `"slot": "09:00"`); a late try."""
    occ = reading.occurrences[i]
    m = _FOUR_DIGITS.fullmatch(occ.digits)
    if m is None or occ.amount or not timed.records:
        return None
    starts = {f"{start // 60:02d}{start % 60:02d}" for r in timed.records for _, start, _ in r.clocks}
    if not any(s.group(0) in starts for s in _FOUR_DIGIT_CLOCK.finditer(reading.text, 0, occ.start)):
        return None
    found = explain_record_end(reading.text, f"{m.group(1)}:{m.group(2)}", timed, occ.digits, question)
    if found is None:
        return None
    return Derivation(found.rule, found.expression, tuple(Operand(*o) for o in found.operands))


def _dot_minutes(digits: str) -> int:
    """The minutes of the day a number's digits name as a dot clock (`17.30`), or -1."""
    m = _DOT_DIGITS.fullmatch(digits)
    return -1 if m is None else int(m.group(1)) * 60 + int(m.group(2))


def explain_dot_clock_end(reading: AnswerReading, i: int, timed: TimedRecords, question: str = "") -> Derivation | None:
    """(round 29) A clock written with a dot (`ferdig ca. kl. 19.34`) read as `19:34` and explained as
    above, in an answer that writes a record's clock the same way before it (`kl. 17.30` for a
    `"time": "17:30"`): the answer's own spelling of a carried clock says its `H.MM` are clocks; a
    late try. A price `19.34` in an answer that writes no record's clock so stays a number."""
    occ = reading.occurrences[i]
    m = _DOT_DIGITS.fullmatch(occ.digits)
    if m is None or occ.amount or not timed.records:
        return None
    starts = {start for r in timed.records for _, start, _ in r.clocks}
    # the record's clock written so before it: a number of the answer (not an amount: `$17.30` is no
    # clock) whose digits are a dot clock the records carry
    if not any(not o.amount and _dot_minutes(o.digits) in starts for o in reading.occurrences[:i]):
        return None
    found = explain_record_end(reading.text, f"{int(m.group(1)):02d}:{m.group(2)}", timed, occ.digits, question)
    if found is None:
        return None
    return Derivation(found.rule, found.expression, tuple(Operand(*o) for o in found.operands))
