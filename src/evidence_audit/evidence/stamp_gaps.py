"""The `stamp-gap` rule: a duration between two timestamps the run's results carry.

A calendar result carries `end_time: 2024-05-15 11:00:00` and `start_time: 2024-05-15 12:30:00`;
asked "how much time do I have before lunch? (HH:MM)", a model answers `01:30` and writes neither
clock. The `duration` rule (`durations.py`) reads only clocks the answer writes on the value's
line, so this rule reads the results' own timestamps, as operands of the arithmetic dial:

| the answer writes | from | its price: an invention it cannot catch |
|---|---|---|
| `01:30`, `1:30` (H:MM, no am/pm, not after `at`, `from`, `to`, `until` ...) on a line that writes no other clock | the gap between two timestamps (a date and a clock: `2024-05-15 11:00`, `2024-05-15T11:00:00Z`) that are next to each other in time among one result's timestamps, or among all the run's; the same day, or across midnight with the dates (under 24 hours) | a duration equal to such a gap |

Only neighbours in time count (a day's gaps between consecutive events, an event's own length when
no other timestamp of that result falls inside it), never any two of a run's timestamps: with a
day of six timestamps that is five gaps, not fifteen. A line that writes another clock is a
schedule (`from 9:00 to 10:00 AM`) or the `duration` rule's (its clocks say what was subtracted),
and a clock after `at`, `from`, `to`, `until` is a time of day: the rule reads neither. Seconds
must cancel (a gap of whole minutes). (Round 24) A line that sums durations written H:MM whose total
holds (`1:00 + 1:00 + 1:30 = 3:30 (210 min)`: a day's meetings) is no schedule: each term is read as
a gap (`summed_terms`), the total is `clock-sum`'s. Pure: the results are read once, when an answer first asks.

(Round 30, clocks30) A record's own length: a record that carries exactly two timestamps, an entry
and an exit, a start and an end (a text result's line, `LUK 118,P2,2026-11-25T07:12,2026-11-25T09:30`,
or a JSON object's own values), is an event whose length people give (`0712–0930, 2h18`; `12:55 to
08:20 next day, 19h25`), however many other records' timestamps fall between its two. Its chance
test: the value is refused when a one-digit neighbour of it (`2h28`, `1h18`) is the length of
another record too. Its price: an invented duration equal to a record's length, no neighbour so.
"""

from __future__ import annotations

import re
from typing import Any, Final, NamedTuple

from .decimal_text import digit_replaced
from .durations import ClockDerivation, written_duration
from .served import Served
from .written import iso_day

__all__ = ["CarriedGaps", "StampGap", "explain_gap", "explain_summed_total", "string_leaves", "summed_terms"]

# A timestamp: an ISO date and a 24-hour clock, a space or `T` between (seconds and fractions optional).
_STAMP = re.compile(
    r"(?<![0-9])((?:19|20)[0-9]{2})-([0-9]{2})-([0-9]{2})[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?(?![0-9:])",
    re.ASCII,
)
MAX_STAMPS = 5_000  # distinct timestamps kept for a run (a bound, never reached by a real run)
MAX_TEXT = 2_000_000  # characters of one result read for timestamps
DAY = 24 * 60 * 60


class StampGap(NamedTuple):
    early: str  # the timestamps as written
    late: str
    where: str  # which result, or "results" for neighbours across results


def _seconds(m: re.Match[str]) -> int | None:
    found = iso_day(m)
    if found is None:
        return None
    day = found.toordinal()
    hour, minute = int(m.group(4)), int(m.group(5))
    second = int(m.group(6)) if m.group(6) is not None else 0
    if hour > 23 or minute > 59 or second > 59:
        return None
    return day * DAY + hour * 3600 + minute * 60 + second


def result_texts(served: Served, limit: int) -> list[str]:
    """The texts of one result a clock or duration reader reads, each cut to `limit` characters:
    its text, else its parsed value's string leaves (up to `limit` in all), then its tail."""
    texts: list[str] = []
    if served.text:
        texts.append(served.text[:limit])
    elif served.has_parsed:
        string_leaves(served.parsed, texts, limit)
    if served.tail:
        texts.append(served.tail[:limit])
    return texts


def string_leaves(node: Any, out: list[str], budget: int) -> int:
    """The string leaves of a parsed result, in order, up to `budget` characters."""
    stack: list[Any] = [node]
    while stack and budget > 0:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
            budget -= len(item)
        elif isinstance(item, dict):
            stack.extend(reversed(list(item.values())))
        elif isinstance(item, list):
            stack.extend(reversed(item))
    return budget


def _neighbour_gaps(stamps: dict[int, str], where: str, into: dict[int, StampGap]) -> None:
    moments = sorted(stamps)
    for a, b in zip(moments, moments[1:]):
        gap = b - a
        if 0 < gap < DAY and gap % 60 == 0:
            into.setdefault(gap // 60, StampGap(stamps[a], stamps[b], where))


MAX_RECORDS: Final = 2_000  # (round 30) records' own lengths kept for a run
_MAX_NODES: Final = 20_000  # (round 30) nodes of a parsed result walked for records


def _stamps_of(texts: list[str]) -> list[tuple[int, str]]:
    """The timestamps `texts` write, in order: (moment in seconds, as written)."""
    out: list[tuple[int, str]] = []
    for text in texts:
        if "-" not in text or ":" not in text:
            continue
        for m in _STAMP.finditer(text):
            moment = _seconds(m)
            if moment is not None:
                out.append((moment, m.group(0)))
    return out


class RecordLength(NamedTuple):
    """(round 30) A record's own length: minutes, its two timestamps, their clocks (minutes of the day)."""

    minutes: int
    gap: StampGap
    clocks: tuple[int, int]


def _record_length(stamps: list[tuple[int, str]], where: str, into: list[RecordLength]) -> None:
    """(round 30) The length of a record that carries exactly two timestamps, the later less the
    earlier, under a day, in whole minutes."""
    if len(stamps) != 2 or len(into) >= MAX_RECORDS:
        return
    (a, first), (b, second) = sorted(stamps)
    if 0 < b - a < DAY and (b - a) % 60 == 0:
        into.append(RecordLength((b - a) // 60, StampGap(first, second, where), ((a % DAY) // 60, (b % DAY) // 60)))


def _record_lengths(served: Served, where: str, into: list[RecordLength]) -> None:
    """(round 30) The lengths of a result's records: a text's lines, a parsed result's objects (each
    object's own string values, not its children's)."""
    for text in (served.text, served.tail):
        if text and "-" in text and ":" in text:
            for line in text[:MAX_TEXT].splitlines():
                _record_length(_stamps_of([line]), where, into)
    if served.has_parsed:
        stack: list[Any] = [served.parsed]
        walked = 0
        while stack and walked < _MAX_NODES:
            node = stack.pop()
            walked += 1
            if isinstance(node, dict):
                _record_length(_stamps_of([v for v in node.values() if isinstance(v, str)]), where, into)
                stack.extend(v for v in node.values() if isinstance(v, (dict, list)))
            elif isinstance(node, list):
                stack.extend(v for v in node if isinstance(v, (dict, list)))


class CarriedGaps:
    """The gaps, in minutes, between neighbouring timestamps of the run's results (round 30: and the
    lengths of its records)."""

    __slots__ = ("_unread", "_all", "_gaps", "_merged", "records")

    def __init__(self) -> None:
        self._unread: list[tuple[Served, int]] = []
        self._all: dict[int, str] = {}  # every timestamp of the run: moment (s) -> as written
        self._gaps: dict[int, StampGap] = {}  # minutes -> the first neighbours found that far apart
        self._merged: dict[int, StampGap] | None = None
        self.records: list[RecordLength] = []  # (round 30) the records' own lengths

    def add_result(self, served: Served, position: int) -> None:
        """Keep one result, read when an answer first asks."""
        if served.text or served.has_parsed or served.tail:
            self._unread.append((served, position))

    def _read(self, served: Served, position: int) -> None:
        texts = result_texts(served, MAX_TEXT)
        own: dict[int, str] = {}
        for text in texts:
            if "-" not in text or ":" not in text:
                continue
            for m in _STAMP.finditer(text):
                moment = _seconds(m)
                if moment is None:
                    continue
                own.setdefault(moment, m.group(0))
                if len(self._all) < MAX_STAMPS:
                    self._all.setdefault(moment, m.group(0))
        if len(own) >= 2:
            _neighbour_gaps(own, f"result {position}", self._gaps)
            self._merged = None
            _record_lengths(served, f"a record of result {position}", self.records)

    def _read_unread(self) -> None:
        if self._unread:
            unread, self._unread = self._unread, []
            for served, position in unread:
                self._read(served, position)
            self._merged = None

    def record_lengths(self) -> list[RecordLength]:
        """(round 30) The lengths of the records of the run's results."""
        self._read_unread()
        return self.records

    def gap(self, minutes: int) -> StampGap | None:
        """Two neighbouring timestamps `minutes` apart (one result's first, then the run's)."""
        self._read_unread()
        found = self._gaps.get(minutes)
        if found is not None:
            return found
        if self._merged is None:
            self._merged = {}
            _neighbour_gaps(self._all, "results", self._merged)
        return self._merged.get(minutes)


# (round 24) A line that sums durations written H:MM: `1:00 + 1:00 + 1:30 = 3:30` (the terms, then
# the total); at most 12 terms.
_SUMMED: Final = re.compile(
    r"(?<![0-9:.])[0-9]{1,2}:[0-5][0-9](?:[ \t]*\+[ \t]*[0-9]{1,2}:[0-5][0-9]){1,11}[ \t]*=[ \t]*[*_]{0,2}"
    r"[0-9]{1,3}:[0-5][0-9](?![0-9:])",
    re.ASCII,
)
_TERM: Final = re.compile(r"([0-9]{1,3}):([0-5][0-9])", re.ASCII)


def summed_terms(answer: str, value: str) -> bool:
    """(round 24) Whether `value` is a term of a sum of H:MM durations its first line writes whose
    total holds (`1:00 + 1:00 + 1:30 = 3:30`): the terms are lengths, not a schedule's clocks, and
    the total pins them (a term one digit off breaks it)."""
    at = answer.find(value)
    if at < 0:
        return False
    line_start = answer.rfind("\n", 0, at) + 1
    line_end = answer.find("\n", at)
    line = answer[line_start : line_end if line_end >= 0 else len(answer)]
    for _, terms in _sums_of(line):
        if sum(minutes for _, minutes in terms[:-1]) != terms[-1][1]:
            continue
        if any(written == value for written, _ in terms[:-1]):
            return True
    return False


# (round 26) the sums of the last line read: `summed_terms` and `explain_summed_total` ask them of
# a value's line once per value, and a line of n clocks was read n times (race times: 14x for 4x)
_LAST_SUMS: Final[list[tuple[str, list[tuple[int, list[tuple[str, int]]]]]]] = [("", [])]


def _sums_of(line: str) -> list[tuple[int, list[tuple[str, int]]]]:
    """Each `_SUMMED` sum of `line`: (its start, its terms then its total as (written, minutes))."""
    last = _LAST_SUMS[0]
    if last[0] == line:
        return last[1]
    sums = [(m.start(), [(t.group(0), int(t.group(1)) * 60 + int(t.group(2))) for t in _TERM.finditer(m.group(0))])
            for m in _SUMMED.finditer(line)]
    _LAST_SUMS[0] = (line, sums)
    return sums


def explain_summed_total(answer: str, value: str, resolved: list[str]) -> ClockDerivation | None:
    """(round 24) `value` as the total of a sum of H:MM durations its first line writes (`1:00 +
    1:00 + 1:30 = 3:30`), every term resolved and the total holding: `clock-sum`; else None."""
    at = answer.find(value)
    if at < 0:
        return None
    line_start = answer.rfind("\n", 0, at) + 1
    line_end = answer.find("\n", at)
    line = answer[line_start : line_end if line_end >= 0 else len(answer)]
    known = set(resolved)
    for begin, terms in _sums_of(line):
        if terms[-1][0] != value or sum(minutes for _, minutes in terms[:-1]) != terms[-1][1]:
            continue
        if all(written in known for written, _ in terms[:-1]):
            return ClockDerivation(
                "clock-sum", f"{' + '.join(w for w, _ in terms[:-1])} = {value}",
                tuple((w, "answer", f"answer offset {line_start + begin}") for w, _ in terms[:-1]))
    return None


def explain_gap(answer: str, value: str, gaps: CarriedGaps) -> ClockDerivation | None:
    """The `stamp-gap` reading of the clock-shaped `value`, or None."""
    written = written_duration(answer, value)
    if written is None:
        return None
    minutes, clocks_on_line = written
    if (clocks_on_line and not summed_terms(answer, value)) or minutes == 0:
        return None  # a line of clocks is a schedule, or its clocks say what was subtracted
    found = gaps.gap(minutes)
    if found is None:
        found = _record_reach(answer, value, minutes, gaps.record_lengths())
        if found is None:
            return None
    return ClockDerivation(
        "stamp-gap",
        f"{found.late} - {found.early} = {value}",
        ((found.early, "result", found.where), (found.late, "result", found.where)),
    )


# (round 30) A clock as a line may write a record's clock: `07:40`, `0740`, `7.40`, `7h40` (groups:
# hour, minute); a four-digit year reads as a clock too, harmlessly: it only names records.
_LINE_CLOCK: Final = re.compile(r"(?<![0-9])([01]?[0-9]|2[0-3])[:.hH]?([0-5][0-9])(?![0-9])", re.ASCII)
MAX_LINE: Final = 400  # characters of the value's line read for its records' clocks


def _record_reach(answer: str, value: str, minutes: int, records: list[RecordLength]) -> StampGap | None:
    """(round 30) The record `minutes` long that the value's line names by a clock of it (`0740–1805,
    10h25`), refused when another record so named is one digit off; on a line that names no record,
    a record of the run that long, refused when any record is one digit off (`10h25` beside a
    `19h25` record stays)."""
    if not records:
        return None
    at = answer.find(value)
    low = answer.rfind("\n", 0, max(at, 0)) + 1
    high = answer.find("\n", max(at, 0))
    line = answer[max(low, at - MAX_LINE):(high if high >= 0 else len(answer))][: 2 * MAX_LINE]
    written = {int(m.group(1)) * 60 + int(m.group(2)) for m in _LINE_CLOCK.finditer(line)}
    named = [r for r in records if r.clocks[0] in written or r.clocks[1] in written]
    neighbours = set(_duration_neighbours(value))
    pool = named or records  # a line that names records is read for them alone
    hit = next((r for r in pool if r.minutes == minutes), None)
    if hit is None or any(r.minutes in neighbours for r in pool):
        return None
    return hit.gap


# (round 30) a duration as `explain_gap` reads it (`fullmatch`): `2:18`, `02:18`, `2h18`, `2h18m`.
_DURATION_SPELLING: Final = re.compile(r"([0-9]{1,3})[:hH]([0-5][0-9])[mM]?", re.ASCII)


def _duration_neighbours(value: str) -> list[int]:
    """(round 30) The minutes of each spelling one digit off the duration `value` (`2h18`: 1h18,
    2h28, 2h19, ...), a minute over 59 skipped."""
    out: list[int] = []
    for changed in digit_replaced(value):
        m = _DURATION_SPELLING.fullmatch(changed)
        if m is not None:
            out.append(int(m.group(1)) * 60 + int(m.group(2)))
    return out
