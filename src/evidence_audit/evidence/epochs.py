"""The `epoch` rule: a date and clock an answer writes for an epoch timestamp a result carried.

APIs (weather, flights, quotes, rates) serve instants as Unix epoch numbers, in seconds
(`"dt": 1796022000`) or milliseconds (`1796022000000`), often beside the offset of the place they
concern (`"timezone": 32400`, `"utc_offset_seconds": -18000`, `"gmtOffset": -28800`, `"tz":
"+08:00"`) or its tz database name (`"timezone": "America/New_York"`). A person writes the
instant as a date and a clock: in UTC (`16:09:03 UTC on 2026-11-30`), in the local time the result
states (`sunset 16:31 local`), or in the zone the answer names (`6:00 AM EST`). The reference
flags every one of them.

Which numbers are instants: an integer of 10 digits (seconds) or 13 digits (milliseconds) between
2000-01-01 and 2100-01-01, written under a key that says time (its words: `time`, `date`,
`epoch`, `stamp`, `dt`, `ts`, `at`, `unix`, `utc`, `sunrise`, `sunset`, `created`, `updated`,
`expires`, `start`, `end`, `dep`, `arr`, round 9 `in`, `out`, `clock`, `opened`, `resolved` ...; `localtime_epoch`, `regularMarketTime`,
`time_last_update_unix`, `dep_utc`), in a list under such a key (`"time": [1796130000, ...]`), or
in an object under such a key (`"time": {"v": 1796054400}`). An id or a phone number in the same
range under another key gives nothing.

What it grounds: a clock (with its am/pm; its seconds when written), an ISO or numeric date
(`30.11.2026`, `11/30/2026`, read both ways as the `numeric-date` rule reads them) or a year that
is the instant's, read at every occurrence in the answer (each with its own am/pm): in the zone the
answer names for it (`zones.zone_at`), in the local time the same result states, or, when the
answer names no zone for it (a table whose header names none), in a zone the answer names
anywhere (`| 07:45 | 09:45 |` above "Paris and Rome are both on CET (UTC+1)"), or in UTC when it
names none. A clock an hour off, a day off, an am/pm flipped or seconds changed
names no carried instant and stays flagged. Round 9: a clock written to the fraction of a second
(`15:32:13.412`) is the instant's only when the epoch is in milliseconds and its milliseconds are
the fraction written (`1795617133412`; `.41` for `...410`); `.413` stays flagged, and a fraction
grounds nothing on an epoch in whole seconds.

Its price: a clock or date that is a carried instant's at the result's own offset while the
answer says it is in another zone it did not convert to (the answer names a zone and writes the
result's local time); in a table whose header names no zone, a clock that is an instant's in
another zone the answer names than the one its row concerns.
"""

from __future__ import annotations

from typing import Final

import re
from datetime import date, timedelta

from .zones import answer_zones, named_zones, zone_at, zone_offset

__all__ = ["EpochIndex", "epoch_instants", "epoch_instants_ms", "says_time", "zones_for"]

Zone = tuple[int, str]

_FIRST = 946684800  # 2000-01-01T00:00:00Z
_LAST: Final = 4102444800  # 2100-01-01T00:00:00Z
_EPOCH: Final = date(1970, 1, 1)

# A 10- or 13-digit integer standing alone (not part of a decimal, a longer run or a signed value).
_NUMBER: Final = re.compile(r"(?<![0-9.\-+A-Za-z_])([0-9]{13}|[0-9]{10})(?![0-9.A-Za-z_])", re.ASCII)
# The key right before a value (maybe inside a list of numbers): `"dt": `, `\"time\": [1, 2, `, `ts=`.
_KEY_BEFORE: Final = re.compile(r"\\?\"?([A-Za-z_][A-Za-z0-9_.\-]{0,60})\\?\"?\s*[:=]\s*(?:\[[0-9,\s]*)?\Z", re.ASCII)
# A list of epoch-sized numbers (read whole, whatever its length), and its numbers.
_EPOCH_LIST: Final = re.compile(r"\[\s*(?:[0-9]{13}|[0-9]{10})(?:\s*,\s*(?:[0-9]{13}|[0-9]{10}))*\s*\]", re.ASCII)
_DIGITS: Final = re.compile(r"[0-9]+", re.ASCII)
# The key of an object or a list, right before its opening brace or bracket: `"time": {`.
_OBJECT_KEY: Final = re.compile(r"\\?\"?([A-Za-z_][A-Za-z0-9_.\-]{0,60})\\?\"?\s*:\s*\Z", re.ASCII)
# A key's words: `regularMarketTime` -> regular market time; `dep_utc` -> dep utc.
_WORD: Final = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+", re.ASCII)
_TIME_WORDS: Final = frozenset((
    "dt", "ts", "at", "unix", "utc", "epoch", "sunrise", "sunset", "moonrise", "moonset", "created",
    "updated", "modified", "expires", "expiry", "exp", "iat", "nbf", "start", "end", "starts", "ends",
    "begin", "dep", "arr", "departure", "arrival", "departs", "arrives", "since", "until", "when",
    "published", "issued", "seen", "posted", "scheduled", "estimated", "actual", "last", "next",
    # round 9: a time clock's punches and a record's events (`"in": 1795435200, "out": ...`,
    # `clock_in`, `checkin`, `opened`, `resolved`)
    "in", "out", "punch", "clock", "checkin", "checkout", "login", "logout", "opened", "closed",
    "started", "ended", "finished", "completed", "resolved", "occurred",
))
_TIME_PARTS: Final = ("time", "date", "epoch", "stamp")
_NOT_DATES: Final = ("idate", "ndate")  # candidate, validate, consolidate, mandate
# An offset in seconds under a key that says zone or offset: `"timezone": 32400`, `"gmtOffset": -28800`.
_OFFSET_SECONDS: Final = re.compile(
    r"\\?\"([A-Za-z_][A-Za-z0-9_]{0,40})\\?\"\s*:\s*(-?[0-9]{1,5})(?![0-9.])", re.ASCII
)
# An offset written as a string: `"tz": "+08:00"`, `"utc_offset": "-05:00"`, `"offset": "UTC+9"`.
_OFFSET_STRING: Final = re.compile(
    r"\\?\"([A-Za-z_][A-Za-z0-9_]{0,40})\\?\"\s*:\s*\\?\"(?:UTC|GMT)?([+\-])([0-9]{1,2})(?::?([0-9]{2}))?\\?\"",
    re.ASCII,
)
_ZONE_WORDS: Final = frozenset(("timezone", "tz", "zone", "offset", "gmt", "utc"))

# Instants kept per run: enough for every timestamp of a few large results.
_MAX_INSTANTS: Final = 4096


def _words(key: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(key)]


def says_time(key: str) -> bool:
    """Whether a key's words say it holds a time (`dt`, `localtime_epoch`, `regularMarketTime`)."""
    for word in _words(key):
        if word in _TIME_WORDS or word.startswith(_TIME_PARTS):
            return True
        if word.endswith(_TIME_PARTS) and not word.endswith(_NOT_DATES):
            return True  # localtime, lastupdate, datestamp; not candidate, validate
    return False


def _says_zone(key: str) -> bool:
    return any(word in _ZONE_WORDS or "offset" in word or "timezone" in word for word in _words(key))


def _enclosing_key(text: str, start: int) -> str | None:
    """The key of the object holding position `start` (`time` for the `v` of `"time": {"v": ...}`)."""
    depth = 0
    i = start - 1
    low = max(0, start - 400)
    while i >= low:
        c = text[i]
        if c == "}":
            depth += 1
        elif c == "{":
            if depth == 0:
                m = _OBJECT_KEY.search(text, max(0, i - 80), i)
                return m.group(1) if m is not None else None
            depth -= 1
        i -= 1
    return None


def _fraction_ms(fraction: str) -> int:
    """The milliseconds a written fraction of a second means (`412` 412, `41` 410, `4120` 412), or
    -1 when it writes a digit past the millisecond (`4125`)."""
    if not fraction.isdigit() or fraction[3:].strip("0"):
        return -1
    return int((fraction + "00")[:3])


def _seconds(digits: str) -> int:
    value = int(digits)
    return value // 1000 if len(digits) == 13 else value


def epoch_instants(text: str) -> list[int]:
    """The epoch instants (seconds since 1970, UTC) a result's text carries under keys that say time."""
    return [seconds for seconds, _ in epoch_instants_ms(text)]


def _ms(digits: str) -> int:
    return int(digits[10:]) if len(digits) == 13 else -1


def epoch_instants_ms(text: str) -> list[tuple[int, int]]:
    """`epoch_instants`, each with its milliseconds (0-999) when the epoch is written in
    milliseconds, -1 when in whole seconds (round 9: a clock written with a fraction of a second)."""
    out: list[tuple[int, int]] = []
    listed: list[tuple[int, int]] = []  # the spans of lists read whole under a key that says time
    if "[" in text:
        for found in _EPOCH_LIST.finditer(text):  # a long list: `"time": [1796130000, ... 168 of them]`
            key = _OBJECT_KEY.search(text, max(0, found.start() - 80), found.start())
            if key is not None and says_time(key.group(1)):
                listed.append((found.start(), found.end()))
                for digits in _DIGITS.findall(found.group(0)):
                    seconds = _seconds(digits)
                    if _FIRST <= seconds < _LAST:
                        out.append((seconds, _ms(digits)))
    for m in _NUMBER.finditer(text):
        if listed and any(a <= m.start() < b for a, b in listed):
            continue
        seconds = _seconds(m.group(1))
        if not _FIRST <= seconds < _LAST:
            continue
        key = _KEY_BEFORE.search(text, max(0, m.start() - 200), m.start())
        if key is not None and says_time(key.group(1)):
            out.append((seconds, _ms(m.group(1))))
            continue
        outer = _enclosing_key(text, m.start())
        if outer is not None and says_time(outer):
            out.append((seconds, _ms(m.group(1))))
    return out


def _stated_offsets(text: str) -> list[int]:
    """The fixed offsets (minutes) a result's text states under keys that say zone or offset."""
    out: list[int] = []
    for m in _OFFSET_SECONDS.finditer(text):
        value = int(m.group(2))
        if value % 900 == 0 and abs(value) <= 14 * 3600 and _says_zone(m.group(1)):
            if value // 60 not in out:
                out.append(value // 60)
    for m in _OFFSET_STRING.finditer(text):
        hours, minutes = int(m.group(3)), int(m.group(4) or 0)
        if hours <= 14 and minutes <= 59 and _says_zone(m.group(1)):
            offset = (hours * 60 + minutes) * (-1 if m.group(2) == "-" else 1)
            if offset not in out:
                out.append(offset)
    return out



def zones_for(answer: str, start: int, end: int) -> list[Zone]:
    """The zones a date or clock written at `answer[start:end]` may be in: the one the answer
    names for it (`zones.zone_at`); when it names none there (a table whose header names no zone,
    its zones named in a sentence after it), every zone the answer names; UTC when it names none.
    (UTC is not added beside named zones: a CET clock an hour early is the instant's UTC clock,
    the conversion left undone.)"""
    zone = zone_at(answer, start, end)
    if zone is not None:
        return [zone]
    return answer_zones(answer) or [(0, "")]


class EpochIndex:
    """The epoch instants of a run's results, each with the local zones its result states."""

    __slots__ = ("_seen", "_instants")

    def __init__(self) -> None:
        self._seen = 0
        # (UTC day, minute of the day, second, the result's zones (fixed offsets: rule ""), turn,
        # milliseconds or -1 for an epoch in whole seconds)
        self._instants: list[tuple[date, int, int, tuple[Zone, ...], int, int]] = []

    def catch_up(self, texts: list[tuple[str, int]]) -> None:
        """Read the results' texts not read yet (kept by the spelling index, with their turns)."""
        for text, turn in texts[self._seen :]:
            if len(self._instants) >= _MAX_INSTANTS:
                break
            found = epoch_instants_ms(text) if len(text) >= 10 else []
            if not found:
                continue
            zones: list[Zone] = [(offset, "") for offset in _stated_offsets(text)]
            for zone in named_zones(text):
                if zone not in zones:
                    zones.append(zone)
            kept = tuple(zones)
            for seconds, millis in found[: _MAX_INSTANTS - len(self._instants)]:
                days, rest = divmod(seconds, 86400)
                self._instants.append((_EPOCH + timedelta(days=days), rest // 60, rest % 60, kept, turn, millis))
        self._seen = len(texts)

    def _locals(self, zones_named: list[Zone], stated: tuple[Zone, ...], day: date, utc: int) -> list[tuple[date, int]]:
        """The (local day, minute of the day) an instant reads as: in the zones the answer names
        for it, and in the result's stated zones."""
        zones: list[Zone] = list(stated)
        for zone in zones_named:
            if zone not in zones:
                zones.append(zone)
        out: list[tuple[date, int]] = []
        for one in zones:
            shift, minute = divmod(utc + zone_offset(one, day, utc), 1440)
            out.append((day + timedelta(days=shift), minute))
        return out

    def clock_turn(self, clock: tuple[int, int], seconds: int | None, zones: list[Zone], fraction: str = "") -> int:
        """The latest turn of a carried instant whose clock is `clock` (hour, minute in 24-hour
        time; and `seconds` when written; and `fraction`, the digits after the seconds' point when
        written, round 9) in one of `zones` (what the answer names for it, see `zones_for`) or in
        its result's own zone, or -1."""
        wanted = clock[0] * 60 + clock[1]
        millis = _fraction_ms(fraction) if fraction else -1
        if fraction and millis < 0:
            return -1  # more than milliseconds written: no epoch carries them
        best = -1
        for day, utc, second, stated, turn, ms in self._instants:
            if turn <= best or (seconds is not None and second != seconds) or (fraction and ms != millis):
                continue
            for _, minute in self._locals(zones, stated, day, utc):
                if minute == wanted:
                    best = turn
                    break
        return best

    def date_turn(self, iso: str, zones: list[Zone]) -> int:
        """The latest turn of a carried instant whose date is `iso` (`2026-11-30`) in one of
        `zones` (`zones_for`) or in its result's own zone, or -1."""
        try:
            wanted = date(int(iso[:4]), int(iso[5:7]), int(iso[8:10]))
        except ValueError:
            return -1
        best = -1
        for day, utc, _, stated, turn, _ in self._instants:
            if turn <= best or abs((day - wanted).days) > 1:
                continue
            for local_day, _ in self._locals(zones, stated, day, utc):
                if local_day == wanted:
                    best = turn
                    break
        return best

    def year_turn(self, year: int) -> int:
        """The latest turn of a carried instant in `year` (in UTC or its result's own zone), or -1."""
        best = -1
        for day, utc, _, stated, turn, _ in self._instants:
            if turn <= best or abs(day.year - year) > 1:
                continue
            for local_day, _ in self._locals([(0, "")], stated, day, utc):
                if local_day.year == year:
                    best = turn
                    break
        return best
