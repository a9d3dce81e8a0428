"""Times of day converted to a named zone: `6:42 AM CDT` for a result's `2025-03-18T11:42:00Z`.

Results store instants (`...T11:42:00Z`, `...T06:42:00-05:00`); a person converts them to the
zone of the place they concern and names the zone. The `clock` rule (`spellings.py`) grounds a
clock only when its hour and minute are the carried ones as written; this rule grounds a clock
the answer ties to a zone when, converted to UTC exactly, it is the hour and minute of an instant
a result carried.

Which zone a clock is in: the first zone the answer names after it on the same line, within 60
characters (`6:42 AM CDT`, `9:00 AM-1:00 PM for you in New York (EDT)`, `2:30 PM Central
Time`); else the last zone the answer names before it (a header "all times Eastern Daylight
Time:" over a list); else, when the answer names none, the one zone the run names by its tz
database name (a system prompt's "local time zone is America/Chicago", a result's `"timezone":
"America/Los_Angeles"`; none when the run names several). One zone per clock, never a search over
zones: a clock one hour off under its zone is not excused by another zone's offset. A result's
own clocks are local to the one zone its text names by tz name ("14:00-18:00 local
(Europe/Berlin)"), on the text's first date.

Zones: UTC/GMT and `UTC+2`, `UTC-05:00`, `GMT+5:30` offsets; fixed abbreviations (EST, EDT, CST,
CDT, MST, MDT, PST, PDT, AKST, AKDT, HST, CET, CEST, WET, WEST, EET, EEST, BST, IST (India), JST,
KST, HKT, SGT, AEST, AEDT, MSK) and their names in words ("Central Daylight Time"); zones whose
offset follows daylight saving time, named without saying which ("ET", "Eastern", "Mountain Time",
"Berlin time", "New York"): the offset is the one in force at the carried instant (US rule: second
Sunday of March to first Sunday of November, 2:00 local; EU rule: last Sunday of March to last
Sunday of October, 01:00 UTC), so "Eastern" is EDT for a summer instant and EST for a winter one.
A few dozen large cities name their zone ("Berlin time", "in Denver"); the list is general, not any
corpus's.

A timestamp without a zone names no instant (tau-bench's naive `2024-05-14T15:00:00` is local),
unless the system prompt says the run's timestamps are in UTC ("the API returns timestamps in
UTC", "all times are UTC", "UTC timestamps"): then it is a UTC instant, converted like `...Z`
(a Magento `created_at`). Its price: a prompt that says so wrongly.

An ISO date the answer writes in a zone is the local date of a carried instant in that zone
(`2025-03-18 at 10:48 PM PDT` for `2025-03-19T05:48:00Z`), found the same way.

Its price: a time in the wrong zone that happens to be a carried instant's time in the zone the
answer names (a writer who meant another event). Abbreviations are read in capitals only, words in
any case; `IST` is India's (not Irish or Israel's), `CST` is US Central (China's is "China
Standard Time").
"""

from __future__ import annotations

import re
from bisect import bisect_left
from datetime import date, timedelta
from typing import Any, Final

from .cron import cron_clocks
from .layout import Layout
from .text_memo import TextMemo
from .written import iso_day
from .word_keys import word_key
from .zone_abbreviations import FIXED_OFFSETS, GENERIC_ZONES

__all__ = ["ZoneIndex", "answer_zones", "is_offset_after_clock", "is_zone_abbreviation", "is_zone_name", "named_zones", "names_tz", "utc_instant", "zone_at", "zone_in_clause", "zone_offset"]

# --- zones ------------------------------------------------------------------------------------
# A zone is (standard offset in minutes, rule): rule "" for a fixed offset, "us" or "eu" for one
# that follows daylight saving time.
Zone = tuple[int, str]

# (round 31) the abbreviations and their offsets, shared with `clock_forms` (zone_abbreviations.py)
_FIXED: Final[dict[str, int]] = FIXED_OFFSETS
_GENERIC_ABBREVIATIONS: Final[dict[str, Zone]] = GENERIC_ZONES
# Zones named in words, lower case (the text is matched case-insensitively for these).
_WORDS: Final[dict[str, Zone]] = {
    "eastern daylight time": (-240, ""), "eastern standard time": (-300, ""),
    "central daylight time": (-300, ""), "central standard time": (-360, ""),
    "mountain daylight time": (-360, ""), "mountain standard time": (-420, ""),
    "pacific daylight time": (-420, ""), "pacific standard time": (-480, ""),
    "eastern time": (-300, "us"), "central time": (-360, "us"), "mountain time": (-420, "us"),
    "pacific time": (-480, "us"), "arizona time": (-420, ""),
    "central european summer time": (120, ""), "central european time": (60, "eu"),
    "british summer time": (60, ""), "greenwich mean time": (0, ""), "coordinated universal time": (0, ""),
    "china standard time": (480, ""), "japan standard time": (540, ""), "india standard time": (330, ""),
    "hong kong time": (480, ""), "singapore time": (480, ""), "korea standard time": (540, ""),
    "uk time": (0, "eu"),
}
# A region's name alone, capitalized ("2:30 PM Central"): read in capitals only ("central" is prose).
_REGIONS: Final[dict[str, Zone]] = {
    "Eastern": (-300, "us"), "Central": (-360, "us"), "Mountain": (-420, "us"), "Pacific": (-480, "us"),
}
# City initials people write for a zone in a table's column header (`| UTC | Berlin | SF |`); in
# prose they are too often something else (`SF-1234`, "the NYC office") to name a clock's zone.
_HEADER_INITIALS: Final[dict[str, Zone]] = {"NYC": (-300, "us"), "SF": (-480, "us")}
# Cities and states that name a zone ("Berlin time", "for you in New York").
_PLACES: Final[dict[str, Zone]] = {}
for _names, _zone in (
    (("new york", "boston", "washington", "miami", "atlanta", "detroit", "philadelphia", "toronto",
      "montreal", "charlotte"), (-300, "us")),
    (("chicago", "dallas", "houston", "austin", "minneapolis", "kansas city", "st. louis", "new orleans",
      "nashville", "memphis", "milwaukee", "madison"), (-360, "us")),
    (("denver", "salt lake city", "calgary", "albuquerque", "boise"), (-420, "us")),
    (("phoenix", "arizona"), (-420, "")),
    (("los angeles", "san francisco", "seattle", "portland", "vancouver", "san diego", "oakland",
      "las vegas", "sacramento"), (-480, "us")),
    (("london", "dublin", "lisbon", "edinburgh"), (0, "eu")),
    (("berlin", "paris", "amsterdam", "madrid", "rome", "vienna", "zurich", "stockholm", "brussels",
      "prague", "warsaw", "milan", "rotterdam", "munich", "frankfurt", "copenhagen", "oslo",
      "barcelona", "hamburg"), (60, "eu")),
    (("athens", "helsinki", "kyiv", "bucharest", "sofia"), (120, "eu")),
    (("istanbul", "moscow"), (180, "")),
    (("tokyo", "osaka", "seoul"), (540, "")),
    (("shanghai", "beijing", "shenzhen", "hong kong", "singapore", "taipei", "manila", "perth"), (480, "")),
    (("mumbai", "delhi", "new delhi", "bangalore", "bengaluru", "kolkata", "chennai"), (330, "")),
    (("dubai", "abu dhabi"), (240, "")),
):
    for _name in _names:
        _PLACES[_name] = _zone
# (round 26) The same cities as their own people spell them, with their letters outside ASCII
# ("17:00 in Zürich", "München time", "à Montréal"): a name written with its diacritics names the
# same zone as its English spelling.
for _native, _english in (("zürich", "zurich"), ("münchen", "munich"), ("montréal", "montreal"),
                          ("köln", "frankfurt"), ("genève", "zurich"), ("geneva", "zurich"),
                          ("wien", "vienna"), ("praha", "prague"), ("warszawa", "warsaw"),
                          ("lisboa", "lisbon"), ("roma", "rome"), ("milano", "milan"),
                          ("københavn", "copenhagen"), ("bruxelles", "brussels"), ("athína", "athens")):
    _PLACES[_native] = _PLACES[_english]

# A UTC or GMT offset: UTC+2, UTC-05:00, GMT+5:30, UTC+0530.
_OFFSET: Final = r"(?:UTC|GMT)\s?([+\-\u2212])\s?([0-9]{1,2})(?::?([0-9]{2}))?"
_ABBREVIATION: Final = "|".join(sorted([*_FIXED, *_GENERIC_ABBREVIATIONS], key=len, reverse=True))
_WORD_NAMES: Final = "|".join(re.escape(w) for w in sorted(_WORDS, key=len, reverse=True))
_PLACE_NAMES: Final = "|".join(re.escape(w) for w in sorted(_PLACES, key=len, reverse=True))
# One mention of a zone: an offset, a capitalized abbreviation, words, or a place (maybe "time").
_MENTION: Final = re.compile(
    rf"(?<![A-Za-z0-9]){_OFFSET}(?![0-9])"
    rf"|(?<![A-Za-z])({_ABBREVIATION})(?![A-Za-z])"
    rf"|(?<![A-Za-z])((?i:{_WORD_NAMES}))(?![A-Za-z])"
    rf"|(?<![A-Za-z])((?i:{_PLACE_NAMES}))(?:(?i:\s+time))?(?![A-Za-z])"
    rf"|(?<![A-Za-z])({'|'.join(_REGIONS)})(?![A-Za-z])"
)
# What any mention of a zone writes: one of these as written, or one of these lower-cased in an
# ASCII text (the case-insensitive parts of `_MENTION`). A text holding none of them names no zone,
# in any window of it, and is not scanned with `_MENTION` (most answers name no zone).
_MENTION_CASED: Final = ("UTC", "GMT", *_FIXED, *_GENERIC_ABBREVIATIONS, *_REGIONS)
_MENTION_FOLDED: Final = (*_WORDS, *_PLACES)
_HEADER_MENTION: Final = re.compile(rf"(?<![A-Za-z0-9\-])({'|'.join(_HEADER_INITIALS)})(?![A-Za-z0-9\-])")
_NEAR_AFTER: Final = 60


def _zone_of(m: re.Match[str]) -> Zone | None:
    if m.group(2) is not None:
        sign = -1 if m.group(1) == "-" or m.group(1) == "\u2212" else 1
        hours, minutes = int(m.group(2)), int(m.group(3) or 0)
        if hours > 14 or minutes > 59:
            return None
        return sign * (hours * 60 + minutes), ""
    if m.group(4) is not None:
        name = m.group(4)
        return (_FIXED[name], "") if name in _FIXED else _GENERIC_ABBREVIATIONS[name]
    if m.group(5) is not None:
        return _WORDS[word_key(m.group(5))]
    if m.group(6) is not None:
        return _PLACES[word_key(m.group(6))]
    if m.group(7) is not None:
        return _REGIONS[m.group(7)]
    return None


# Where a clause ends: a `;`, or a sentence's stop followed by a space (not the stop of `a.m.`).
_CLAUSE_END: Final = re.compile(r";|(?<![AaPp]\.[Mm])[.!?](?=\s)")


def _column_zone(answer: str, start: int) -> tuple[bool, Zone | None]:
    """For a clock in a markdown table cell: (True, the zone its column's header names, else the
    zone its row names before it, or None); (False, None) outside tables. A table whose columns are zones
    (`| UTC | Berlin | SF |`) gives each column its own zone, never another column's."""
    line_start = answer.rfind("\n", 0, start) + 1
    if not answer.startswith("|", line_start) and not answer[line_start:start].lstrip().startswith("|"):
        return False, None
    cell = Layout(answer).cell(start)
    if cell is None:
        return False, None
    header = _header_text(answer, line_start, cell.column)
    found = _MENTION.search(header) if header else None
    if found is None and header:
        initials = _HEADER_MENTION.search(header)
        if initials is not None:
            return True, _HEADER_INITIALS[initials.group(1)]
    if found is None:
        # a header that names no zone (`| Where | Local time |`): the zone the row's own label names
        # before the clock (`| Berlin (CET, UTC+1) | 02:49:17 |`, round 8); the last one, nearest
        row: re.Match[str] | None = None
        for row in _MENTION.finditer(answer, line_start, start):
            pass
        return True, (_zone_of(row) if row is not None else None)
    return True, _zone_of(found)


def _header_text(answer: str, line_start: int, column: int) -> str:
    """The text (as written) of a column's header: the first line of the table holding `line_start`."""
    first = line_start
    while first > 0:
        previous = answer.rfind("\n", 0, first - 1) + 1
        if not answer[previous:first].lstrip().startswith("|"):
            break
        first = previous
    line_end = answer.find("\n", first)
    line = answer[first : len(answer) if line_end < 0 else line_end]
    pipes = [i for i, c in enumerate(line) if c == "|"]
    if column + 1 >= len(pipes):
        return ""
    return line[pipes[column] + 1 : pipes[column + 1]]


# A zone named as what a clock is compared to: "ahead of Arizona", "behind UTC", "than Berlin".
_COMPARED: Final = re.compile(r"(?:ahead\s+of|behind|than)\s+(?:the\s+)?\Z", re.IGNORECASE)

# zone_at's findings for the last answer it was asked about: the rules ask about the same clocks
# of an answer several times (on the synth corpus 5,903 calls for 2,255 clocks), and each call
# scans the answer with the large `_MENTION` pattern. One (answer, findings) pair, replaced whole,
# so threads sharing it at worst lose an entry.
_LAST_ANSWER: Final[list[tuple[str, dict[tuple[int, int], Zone | None]]]] = [("", {})]


def zone_at(answer: str, start: int, end: int) -> Zone | None:
    """The zone the answer puts the clock written at `answer[start:end]` in, or None (module doc)."""
    last = _LAST_ANSWER[0]
    if last[0] != answer:
        last = (answer, {})
        _LAST_ANSWER[0] = last
    found = last[1]
    key = (start, end)
    if key in found:
        return found[key]
    zone = _zone_at(answer, start, end)
    found[key] = zone
    return zone


# _may_mention's finding for the last answer it read: (answer, finding), replaced whole.
_LAST_MAY_MENTION: Final[list[tuple[str, bool]]] = [("", False)]


def _may_mention(answer: str) -> bool:
    """False when the answer holds nothing a `_MENTION` match writes (see `_MENTION_CASED`): then
    no search of it, in any window, finds a zone. Non-ASCII text is always scanned (a case-
    insensitive match may read `ſ` as `s`, which lower-casing does not)."""
    last = _LAST_MAY_MENTION[0]
    if last[0] == answer and answer:
        return last[1]
    found = not answer.isascii()
    if not found:
        for name in _MENTION_CASED:
            if name in answer:
                found = True
                break
    if not found:
        lower = answer.lower()
        for name in _MENTION_FOLDED:
            if name in lower:
                found = True
                break
    _LAST_MAY_MENTION[0] = (answer, found)
    return found


def _zone_here(answer: str, start: int, end: int) -> tuple[bool, Zone | None]:
    """What decides a clock's zone before the words before it are read: (True, the zone) in a table
    (its column's zone, or None), in an answer that names no zone (None), or for a zone named right
    after the clock in its clause; else (False, None): the words before it decide."""
    in_table, column_zone = _column_zone(answer, start)
    if in_table:
        return True, column_zone
    if not _may_mention(answer):
        return True, None
    line_end = answer.find("\n", end)
    limit = min(end + _NEAR_AFTER, len(answer) if line_end < 0 else line_end)
    after = _MENTION.search(answer, end, limit)
    if after is not None and _CLAUSE_END.search(answer, end, after.start()) is None:
        return True, _zone_of(after)
    return False, None


def _zone_at(answer: str, start: int, end: int) -> Zone | None:
    decided, zone = _zone_here(answer, start, end)
    if decided:
        return zone
    # "2 hours ahead of Arizona, so ... 2:00 PM": Arizona is what is compared to (`_COMPARED`)
    return _last_zone_between(answer, 0, start)


def zone_in_clause(answer: str, start: int, end: int) -> Zone | None:
    """The zone named for a clock in its own clause (after it, or before it since the clause's
    start), else None: narrower than `zone_at`, which falls back to the last zone named anywhere
    before (a zone named for another clock sentences earlier does not move a schedule's time)."""
    decided, zone = _zone_here(answer, start, end)
    if decided:
        return zone
    line_start = answer.rfind("\n", 0, start) + 1
    clause_start = line_start
    # the last clause end before the clock, as `_CLAUSE_END.finditer(answer, line_start, start)`
    # finds it: a stop right before `start` is none there (its lookahead sees the window's end), a
    # `;` is
    ends = _mentions(answer).clause_ends
    before = bisect_left(ends, start - 1) - 1
    if before >= 0 and ends[before] >= line_start:
        clause_start = ends[before] + 1
    if start - 1 >= line_start and answer[start - 1] == ";":
        clause_start = start
    return _last_zone_between(answer, clause_start, start)


class _Mentions:
    """(zones34) An answer's zone mentions as one scan of `_MENTION` finds them (start, end, zone,
    and the index of the last one up to each that `_COMPARED` does not refuse), and the positions of
    its clause ends: read once per answer, then bisected for each clock (each clock scanned its
    clause, or the answer, from its start: 2,800 clocks on one line took minutes)."""

    __slots__ = ("starts", "ends", "zones", "last_kept", "clause_ends")

    def __init__(self, answer: str) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.zones: list[Zone | None] = []
        self.last_kept: list[int] = []
        kept = -1
        for m in _MENTION.finditer(answer):
            if not _is_compared(answer, m.start()):
                kept = len(self.starts)
            self.starts.append(m.start())
            self.ends.append(m.end())
            self.zones.append(_zone_of(m))
            self.last_kept.append(kept)
        self.clause_ends: list[int] = [m.start() for m in _CLAUSE_END.finditer(answer)]


# _mentions' reading of the last answer it read: (answer, reading), replaced whole.
_LAST_MENTIONS: Final[list[tuple[str, _Mentions | None]]] = [("", None)]


def _mentions(answer: str) -> _Mentions:
    last = _LAST_MENTIONS[0]
    reading = last[1]
    if last[0] != answer or reading is None:
        reading = _Mentions(answer)
        _LAST_MENTIONS[0] = (answer, reading)
    return reading


def _is_compared(answer: str, at: int) -> bool:
    """Whether the zone mentioned at `at` is what a clock is compared to ("ahead of Arizona")."""
    return _COMPARED.search(answer, max(0, at - 16), at) is not None


# How far an attempt of `_MENTION` reads past its start and can read differently when the text is cut
# right before a digit: only an offset (`UTC+05:30` and the character after it, 12 at most); a
# name or an abbreviation meets a digit as it meets the end of the text.
_CUT_REACH: Final = 16


def _last_zone_between(answer: str, start: int, end: int) -> Zone | None:
    """The zone of the last mention `_MENTION.finditer(answer, start, end)` finds that `_COMPARED`
    does not refuse, or None: the same matches, read from the answer's one scan (`_Mentions`). The
    window's edges read differently from a full scan: a mention the full scan makes across `start`
    (its matches from `start` are searched anew until they meet the full scan's), and a mention
    read up to `end`, which cuts the text (the last `_CUT_REACH` characters are searched anew,
    when a digit follows `end`; any other character: the window is searched as before)."""
    if end < len(answer) and not "0" <= answer[end] <= "9":
        last: re.Match[str] | None = None
        for m in _MENTION.finditer(answer, start, end):
            if not _is_compared(answer, m.start()):
                last = m
        return _zone_of(last) if last is not None else None
    reading = _mentions(answer)
    starts, ends = reading.starts, reading.ends
    # the start: while a full-scan mention spans the search position, search at each position it spans
    edge: list[re.Match[str]] = []
    at = start
    while at < end:
        spanning = bisect_left(starts, at) - 1
        if spanning < 0 or ends[spanning] <= at:
            break
        stop = min(ends[spanning], end)
        found: re.Match[str] | None = None
        for p in range(at, stop):
            found = _MENTION.match(answer, p, end)
            if found is not None:
                break
        if found is None:
            at = stop
        else:
            edge.append(found)
            at = found.end()
    # the middle: the full scan's mentions, up to where the cut at `end` may change an attempt
    cut = max(at, end - _CUT_REACH) if end < len(answer) else max(at, end)
    first = bisect_left(starts, at)
    after = max(first, bisect_left(starts, cut))
    resume = max(ends[after - 1], cut) if after > first else cut
    # the end: searched anew within the window
    for m in reversed(list(_MENTION.finditer(answer, resume, end))):
        if not _is_compared(answer, m.start()):
            return _zone_of(m)
    if after > first and reading.last_kept[after - 1] >= first:
        return reading.zones[reading.last_kept[after - 1]]
    for m in reversed(edge):
        if not _is_compared(answer, m.start()):
            return _zone_of(m)
    return None



# A zone written as an offset token (normalized): utc+2, gmt-05:00, utc+0530.
_OFFSET_TOKEN: Final = re.compile(r"(?:utc|gmt)[+\-\u2212](?:[0-9]|1[0-4]|0[0-9])(?::?[0-9]{2})?", re.ASCII)


def is_zone_abbreviation(word: str) -> bool:
    """(piano34) Whether `word`, in any case, is a zone's abbreviation this module reads (`CET`,
    `EST`, `UTC`): letters glued to a clock that name its zone, no case ending (`case_endings.py`)."""
    upper = word.upper()
    return upper in ("UTC", "GMT") or upper in _FIXED or upper in _GENERIC_ABBREVIATIONS


def is_zone_name(value: str) -> bool:
    """Whether a token is a zone written as a UTC offset (`UTC+2`): it names the zone of a clock,
    which the clock's conversion judges, and is no value of its own."""
    return _OFFSET_TOKEN.fullmatch(value) is not None


# --- daylight saving time ----------------------------------------------------------------------
def _nth_sunday(year: int, month: int, n: int) -> date:
    first = date(year, month, 1)
    return first + timedelta(days=(6 - first.weekday()) % 7 + 7 * (n - 1))


def _last_sunday(year: int, month: int) -> date:
    last = date(year + (month == 12), month % 12 + 1, 1) - timedelta(days=1)
    return last - timedelta(days=(last.weekday() + 1) % 7)


def _in_summer(rule: str, standard: int, day: date, utc_minute: int) -> bool:
    """Whether daylight saving time is in force at `day` `utc_minute` (UTC) under a rule."""
    at = day.toordinal() * 1440 + utc_minute
    if rule == "us":
        begins = _nth_sunday(day.year, 3, 2).toordinal() * 1440 + 120 - standard
        ends = _nth_sunday(day.year, 11, 1).toordinal() * 1440 + 120 - standard - 60
    else:
        begins = _last_sunday(day.year, 3).toordinal() * 1440 + 60
        ends = _last_sunday(day.year, 10).toordinal() * 1440 + 60
    return begins <= at < ends


# --- what results carried -----------------------------------------------------------------------
# A timestamp with its zone: 2025-03-18t11:42:00z, 2025-03-18 06:42:00-05:00, 2025-03-18t06:42+0500
# (normalized forms are lower case). A timestamp without a zone names no instant: it is not converted
# (tau-bench's naive `2024-05-14T15:00:00` would make `10:00 EST` an instant no one meant).
_TIMESTAMP: Final = re.compile(
    r"([0-9]{4})-([0-9]{2})-([0-9]{2})[t ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.[0-9]+)?)?(z|[-+][0-9]{2}:?[0-9]{2})?",
    re.ASCII,
)
_ANSWER_CLOCK: Final = re.compile(r"([0-9]{1,2}):([0-9]{2})", re.ASCII)


def utc_instant(form: str, naive_utc: bool = False) -> tuple[date, int] | None:
    """(UTC day, minute of that day) of a carried timestamp form, or None. A timestamp without a
    zone is read as UTC only when `naive_utc` (the run says its timestamps are in UTC)."""
    if len(form) < 16 or form[4:5] != "-":
        return None
    m = _TIMESTAMP.fullmatch(form)
    day = iso_day(m)
    if m is None or day is None:
        return None
    hour, minute = int(m.group(4)), int(m.group(5))
    if hour > 23 or minute > 59:
        return None
    total = hour * 60 + minute
    zone = m.group(7)
    if zone is None:
        if not naive_utc:
            return None
        zone = "z"
    if zone != "z":
        digits = zone[1:].replace(":", "")
        offset = int(digits[:2]) * 60 + int(digits[2:])
        total -= offset if zone[0] == "+" else -offset
    shift, total = divmod(total, 1440)
    return day + timedelta(days=shift), total


# A zone a result names by its tz database name: Europe/Berlin, America/New_York.
_TZ_NAME: Final = re.compile(r"(?<![A-Za-z])(?:America|Europe|Asia|Australia|Africa|Atlantic)/([A-Za-z_]+)", re.ASCII)
_TZ_AREAS: Final = ("America/", "Europe/", "Asia/", "Australia/", "Africa/", "Atlantic/")


def _tz_names(text: str) -> list[str]:
    """The zones a text names by tz name (`Europe/Berlin` -> `berlin`), in text order. A test for
    the areas first: the pattern tries every position of a text, and most texts name none."""
    if "/" not in text:
        return []
    for area in _TZ_AREAS:  # a loop: a generator costs more than the tests here
        if area in text:
            break
    else:
        return []
    return [m.group(1).replace("_", " ").lower() for m in _TZ_NAME.finditer(text)]

# A clock a result's text writes on its own (not a timestamp's time): 14:00, 09:30:00.
_TEXT_CLOCK: Final = re.compile(r"(?<![0-9:Tt])([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?(?![0-9:])", re.ASCII)
_TEXT_DATE: Final = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})", re.ASCII)


def _local_instants(text: str) -> list[tuple[date, int, int]]:
    """The UTC instants of the local clocks of a result's text that names one zone by its tz name
    ("Delivery window: 14:00-18:00 local (Europe/Berlin)"), on the text's first date; none when
    the text names no zone, several, or one whose offset needs a date and it gives none."""
    names = set(_tz_names(text))
    if len(names) != 1:
        return []
    zone = _PLACES.get(names.pop())
    if zone is None:
        return []
    standard, rule = zone
    day = iso_day(_TEXT_DATE.search(text))
    if day is None:
        return []
    out: list[tuple[date, int, int]] = []
    for m in _TEXT_CLOCK.finditer(text):
        hour, minute = int(m.group(1)), int(m.group(2))
        if hour > 23 or minute > 59:
            continue
        offset = standard
        if rule:
            # the offset in force at that local time: try summer, keep it if it is summer then
            summer_utc = hour * 60 + minute - standard - 60
            shift, minute_of_day = divmod(summer_utc, 1440)
            if _in_summer(rule, standard, day + timedelta(days=shift), minute_of_day):
                offset = standard + 60
        shift, utc = divmod(hour * 60 + minute - offset, 1440)
        out.append((day + timedelta(days=shift), utc, int(m.group(3) or 0)))
    return out


# (round 26) A text that says its clocks are UTC: the word UTC or GMT on its own (`DELIVERIES DUE THU
# 08 OCT 2026 (times UTC)`), or a column or key named for it (`due_utc`, `start_utc`).
_SAYS_TEXT_UTC: Final = re.compile(r"(?<![A-Za-z])(?:UTC|GMT)(?![A-Za-z0-9+\-\u2212])|(?<=[A-Za-z])_(?:utc|UTC)(?![A-Za-z0-9])")


def _utc_text_instants(text: str) -> list[tuple[date | None, int, int]]:
    """(round 26) The clocks of a result's text that says its times are UTC (`_SAYS_TEXT_UTC`) and
    names no other zone (no offset, abbreviation, place or tz name): a table of deliveries `due_utc
    21:30` is the instant 21:30 UTC, on the text's first ISO date, else on no day (the run's day
    decides daylight saving time, as for a schedule's clock). A text naming another zone too is
    left to the rules that read zoned clocks."""
    if _SAYS_TEXT_UTC.search(text) is None or _tz_names(text):
        return []
    for m in _MENTION.finditer(text):
        if m.group(4) not in ("UTC", "GMT"):
            return []
    found = _TEXT_DATE.search(text)
    day = iso_day(found) if found is not None else None
    out: list[tuple[date | None, int, int]] = []
    for m in _TEXT_CLOCK.finditer(text):
        hour, minute = int(m.group(1)), int(m.group(2))
        if hour > 23 or minute > 59:
            continue
        out.append((day, hour * 60 + minute, int(m.group(3) or 0)))
    return out


# A timestamp as C's asctime, git and openssl write it, with its zone: `Thu Aug 14 13:02:51 2025
# +0000`, `Sep  2 23:59:59 2025 GMT`; and as RFC 2822 (mail, HTTP) writes it: `Thu, 14 Aug 2025
# 13:02:51 +0000`. Read from results' texts; without a zone it names no instant.
_MONTHS: Final = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH: Final = r"(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
_CLOCK_SECONDS: Final = r"([0-9]{2}):([0-9]{2}):([0-9]{2})"
_WRITTEN_ZONE: Final = r"(GMT|UTC|Z|[+\-][0-9]{4})(?![0-9A-Za-z])"
_ASCTIME: Final = re.compile(rf"(?<![A-Za-z0-9]){_MONTH} +([0-9]{{1,2}}) {_CLOCK_SECONDS} ([0-9]{{4}}) {_WRITTEN_ZONE}")
_RFC2822: Final = re.compile(rf"(?<![A-Za-z0-9:])([0-9]{{1,2}}) {_MONTH} ([0-9]{{4}}) {_CLOCK_SECONDS} {_WRITTEN_ZONE}")


# What both patterns write: a month's abbreviation and a space (`Aug 14`, `14 Aug 2025`). One pass
# of this literal alternation costs about a third of the twelve substring tests, and far less than
# the patterns, which try every position of a text.
_MONTH_SPACE: Final = re.compile(r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ")


def _names_a_month(text: str) -> bool:
    """Whether `text` writes a month's abbreviation as both patterns do (`Aug `): a test before them
    (27,186 result texts on the synth corpus, 1,341 with a month's name)."""
    return _MONTH_SPACE.search(text) is not None


def _written_instants(text: str) -> list[tuple[date, int, int]]:
    """(UTC day, minute of that day, second) of the asctime and RFC 2822 timestamps of a text."""
    out: list[tuple[date, int, int]] = []
    if not _names_a_month(text):
        return out
    for m in [*_ASCTIME.finditer(text), *_RFC2822.finditer(text)]:
        if m.re is _ASCTIME:
            month, day_of, hour, minute, second, year, zone = m.groups()
        else:
            day_of, month, year, hour, minute, second, zone = m.groups()
        try:
            day = date(int(year), _MONTHS.index(word_key(month)) + 1, int(day_of))
        except ValueError:
            continue
        if int(hour) > 23 or int(minute) > 59:
            continue
        total = int(hour) * 60 + int(minute)
        if zone[0] in "+-":
            offset = int(zone[1:3]) * 60 + int(zone[3:5])
            total -= offset if zone[0] == "+" else -offset
        shift, total = divmod(total, 1440)
        out.append((day + timedelta(days=shift), total, int(second)))
    return out


# A clock a result's prose writes with its zone (round 8): `on 3 December 2026 at 01:49:17 UTC`,
# `Live coverage starts at 01:20 UTC`, `14:00 GMT+1`, `Oct 29, 2026, 5:00 p.m. ET`. An instant as sure as `...T01:49:17Z`: the
# day is the date the text writes nearest before it (ISO, `3 December 2026`, `December 3, 2026`),
# else none (the run's day decides daylight saving time, as for a schedule's clock).
_ZONED_CLOCK: Final = re.compile(
    r"(?<![0-9:.])([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?(?:[ \u00a0]?([AaPp])\.?[Mm]\.?)?[ \u00a0]?"
    r"(?:(UTC|GMT|Z)(?:[ ]?([+\-\u2212])[ ]?([0-9]{1,2})(?::?([0-9]{2}))?)?|(" + _ABBREVIATION + r"))(?![A-Za-z0-9:])"
)
_MONTH_WORD: Final = r"(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?"
_PROSE_DATE: Final = re.compile(
    rf"([0-9]{{4}})-([0-9]{{2}})-([0-9]{{2}})|([0-9]{{1,2}}) {_MONTH_WORD},? ([0-9]{{4}})|{_MONTH_WORD} ([0-9]{{1,2}}),? ([0-9]{{4}})"
)


# A timestamp a table or log writes with a numeric offset (round 8): Postgres's `timestamptz`
# `2026-08-28 21:47:13+02`, `2026-08-28 21:47:13.5-05:30` (one token or two, in a text).
_TEXT_STAMP: Final = re.compile(
    r"(?<![0-9])([0-9]{4})-([0-9]{2})-([0-9]{2})[ T]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.[0-9]+)?)?"
    r"([+\-])([0-9]{2})(?::?([0-9]{2}))?(?![0-9:])",
    re.ASCII,
)
# An offset written after a clock (`21:47:13 +02:00`, `09:00 -05:00`): the clock's zone, no value.
_OFFSET_VALUE: Final = re.compile(r"(?:0[0-9]|1[0-4]):(?:00|30|45)", re.ASCII)
_OFFSET_AFTER_CLOCK: Final = re.compile(r"[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?:\.[0-9]+)?[ \u00a0]?$", re.ASCII)


def is_offset_after_clock(value: str, answer: str) -> bool:
    """Whether every occurrence of `value` (`02:00`) is written as a UTC offset right after a clock
    (`21:47:13 +02:00`, round 8): the zone of that clock, judged with it, not a time of its own."""
    if _OFFSET_VALUE.fullmatch(value) is None:
        return False
    at = answer.find(value)
    seen = False
    while at >= 0:
        sign = answer[at - 1 : at]
        if sign == "+":
            clock = _OFFSET_AFTER_CLOCK.search(answer, max(0, at - 20), at - 1)
        elif sign in ("-", "\u2212") and answer[at - 2 : at - 1] == " ":  # `09:00 -05:00`, not a range `09:00-10:00`
            clock = _OFFSET_AFTER_CLOCK.search(answer, max(0, at - 20), at - 1)
        else:
            clock = None
        if clock is None:
            return False
        seen = True
        at = answer.find(value, at + 1)
    return seen


def _stamped_clocks(text: str) -> list[tuple[date | None, int, int]]:
    out: list[tuple[date | None, int, int]] = []
    for m in _TEXT_STAMP.finditer(text):
        day = iso_day(m)
        hour, minute = int(m.group(4)), int(m.group(5))
        if day is None or hour > 23 or minute > 59:
            continue
        offset = int(m.group(8)) * 60 + int(m.group(9) or 0)
        total = hour * 60 + minute - (offset if m.group(7) == "+" else -offset)
        shift, total = divmod(total, 1440)
        out.append((day + timedelta(days=shift), total, int(m.group(6) or 0)))
    return out


def _prose_day(m: re.Match[str]) -> date | None:
    try:
        if m.group(1) is not None:
            return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if m.group(4) is not None:
            return date(int(m.group(6)), _MONTHS.index(word_key(m.group(5))) + 1, int(m.group(4)))
        return date(int(m.group(9)), _MONTHS.index(word_key(m.group(7))) + 1, int(m.group(8)))
    except ValueError:
        return None


def _zoned_clocks(text: str) -> list[tuple[date | None, int, int]]:
    """(UTC day or None, minute of that day, second) of the clocks a text writes with a zone:
    UTC or GMT with an offset or none, or a zone's abbreviation (`5:00 p.m. ET`); a zone that
    follows daylight saving time only on a written day."""
    out: list[tuple[date | None, int, int]] = []
    dates = [(m.start(), _prose_day(m)) for m in _PROSE_DATE.finditer(text)]
    for m in _ZONED_CLOCK.finditer(text):
        hour, minute = int(m.group(1)), int(m.group(2))
        half = m.group(4)
        if half is not None:
            if not 1 <= hour <= 12:
                continue
            hour = hour % 12 + (12 if half in "Pp" else 0)
        if hour > 23 or minute > 59:
            continue
        day: date | None = None
        for at, found in dates:
            if at < m.start() and found is not None:
                day = found
        local = hour * 60 + minute
        if m.group(9) is not None:
            name = m.group(9)
            standard, rule = (_FIXED[name], "") if name in _FIXED else _GENERIC_ABBREVIATIONS[name]
            if rule and day is None:
                continue
            total = local - standard
            if rule and day is not None and _in_summer(rule, standard, day, total % 1440):
                total -= 60
        else:
            total = local
            if m.group(6) is not None:
                offset = int(m.group(7)) * 60 + int(m.group(8) or 0)
                total -= offset if m.group(6) == "+" else -offset
        shift, total = divmod(total, 1440)
        out.append((day + timedelta(days=shift) if day is not None else None, total, int(m.group(3) or 0)))
    return out


def _has_written_instant(text: str) -> bool:
    if not _names_a_month(text):
        return False
    return _ASCTIME.search(text) is not None or _RFC2822.search(text) is not None


# answer_zones' finding for the last answer it read: the epoch rules ask it for every date and
# clock of an answer that names no zone beside them. One (answer, zones) pair, replaced whole.
_LAST_ZONES: Final[list[tuple[str, list[Zone]]]] = [("", [])]


def answer_zones(answer: str) -> list[Zone]:
    """Every zone an answer names, in text order, once each (`CET (UTC+1)`, `EST`, `New York`)."""
    last = _LAST_ZONES[0]
    if last[0] == answer and answer:
        return list(last[1])
    out: list[Zone] = []
    for m in _MENTION.finditer(answer) if _may_mention(answer) else ():
        zone = _zone_of(m)
        if zone is not None and zone not in out:
            out.append(zone)
    _LAST_ZONES[0] = (answer, out)
    return list(out)


def named_zones(text: str) -> list[Zone]:
    """The zones a text names by tz database name that the place list knows (`Asia/Tokyo`)."""
    out: list[Zone] = []
    for name in _tz_names(text):
        zone = _PLACES.get(name)
        if zone is not None and zone not in out:
            out.append(zone)
    return out


def zone_offset(zone: Zone, day: date, utc_minute: int) -> int:
    """A zone's offset from UTC in minutes at an instant (UTC day, minute of that day): its
    standard offset, an hour more while its daylight saving time is in force."""
    standard, rule = zone
    return standard + (60 if rule and _in_summer(rule, standard, day, utc_minute) else 0)


def names_tz(text: str) -> bool:
    """Whether a text names a zone by its tz database name (`Europe/Berlin`)."""
    return bool(_tz_names(text))


# A system prompt saying its timestamps are in UTC: "the API returns timestamps in UTC", "all times
# are UTC", "UTC timestamps".
_SAYS_UTC: Final = re.compile(
    r"(?i:\b(?:time ?stamps?|times|date-?times?|dates and times)\b)[^.\n]{0,40}?\b(?:in|are)\s+(?:UTC|GMT)\b"
    r"|\b(?:UTC|GMT)\s+(?i:time ?stamps?|date-?times?)\b"
)



# (speed20) What a system prompt says of zones, for the texts read lately (text_memo.py): a corpus's
# runs repeat their system prompt, and its scans cost about half a millisecond a time on the
# held-out runs' policies.
_CONTEXTS: Final[TextMemo[tuple[tuple[str, ...], bool, date | None]]] = TextMemo(entries=64, chars=262_144)


def context_reading(text: str) -> tuple[tuple[str, ...], bool, date | None]:
    """A system prompt's tz names (`_tz_names`), whether it says its timestamps are UTC
    (`_SAYS_UTC`), and the first ISO date it writes (the run's today), read once per text."""
    return _CONTEXTS.read(
        text, lambda t: (tuple(_tz_names(t)), _SAYS_UTC.search(t) is not None, iso_day(_TEXT_DATE.search(t)))
    )


class ZoneIndex:
    """The UTC instants of a corpus's timestamps (and of the local clocks of results that name
    their zone), by minute of the day, built lazily."""

    __slots__ = (
        "_corpus", "_seen", "_instants", "_texts", "_seen_texts", "_run_zones", "_today", "_naive_utc", "_added",
    )

    def __init__(self, corpus: Any) -> None:
        self._corpus = corpus
        self._seen = 0
        self._instants: dict[int, list[tuple[date | None, str, int, int]]] = {}  # (day, form, turn, second)
        self._texts: list[tuple[str, int]] = []
        self._seen_texts = 0
        self._run_zones: set[str] = set()  # the tz names the system prompt and the results write
        self._today: date | None = None  # the run's date: its system prompt's, else its latest instant's
        self._naive_utc = False  # the system prompt says the timestamps are in UTC
        self._added: list[tuple[str, int]] = []  # results' texts not read yet (`_read_added`)

    def add_context(self, text: str) -> None:
        """Note the tz names a system prompt writes ("local time zone is America/Chicago")."""
        names, says_utc, today = context_reading(text)
        self._run_zones.update(names)
        if says_utc:
            self._naive_utc = True  # "the API returns timestamps in UTC": a timestamp without a zone is UTC
        if today is not None:
            self._today = today

    def add_text(self, text: str, turn: int) -> None:
        """Keep a result's text (with its turn): the zones it names and its local clocks are read on
        the first question (a run no answer asks about a zone never reads them)."""
        self._added.append((text, turn))

    def _read_added(self) -> None:
        """The texts added since the last question: the zones they name, those that may hold a
        local clock. In order, as `add_text` read them when it read them at once."""
        added, self._added = self._added, []
        for text, turn in added:
            self._read_text(text, turn)

    def _read_text(self, text: str, turn: int) -> None:
        self._run_zones.update(_tz_names(text))
        if ("/" in text and ":" in text) or "*" in text or (":" in text and (
                _has_written_instant(text) or _ZONED_CLOCK.search(text) or _TEXT_STAMP.search(text)
                or _SAYS_TEXT_UTC.search(text))):
            self._texts.append((text, turn))

    def _keep(self, day: date | None, utc: int, form: str, turn: int, second: int) -> None:
        kept = self._instants.setdefault(utc, [])
        if len(kept) < 16:
            kept.append((day, form, turn, second))

    def _catch_up(self) -> None:
        log = self._corpus.log
        for form in log[self._seen :]:
            if ":" not in form:
                continue
            found = utc_instant(form, self._naive_utc)
            if found is not None:
                stamp = _TIMESTAMP.fullmatch(form)
                self._keep(found[0], found[1], form, -1, int(stamp.group(6) or 0) if stamp is not None else 0)
        self._seen = len(log)
        for text, turn in self._texts[self._seen_texts :]:
            for day, utc, second in _local_instants(text):
                self._keep(day, utc, "", turn, second)
            for day, utc, second in _written_instants(text):
                self._keep(day, utc, "", turn, second)
            for found_day, utc, second in [*_zoned_clocks(text), *_stamped_clocks(text)]:
                self._keep(found_day, utc, "", turn, second)  # `01:49:17 UTC` in prose, `... 21:47:13+02` (round 8)
            for found_day, utc, second in _utc_text_instants(text):
                self._keep(found_day, utc, "", turn, second)  # a table `(times UTC)` (round 26)
            if not names_tz(text):
                for hour, minute in cron_clocks(text):  # a schedule in UTC: no day, fixed zones only
                    self._keep(None, hour * 60 + minute, "", turn, 0)
        self._seen_texts = len(self._texts)

    def _zone_for(self, answer: str, start: int, end: int) -> Zone | None:
        if self._added:  # every question asks here first: the run's zones and texts, read now
            self._read_added()
        zone = zone_at(answer, start, end)
        if zone is None and len(self._run_zones) == 1:
            zone = _PLACES.get(next(iter(self._run_zones)))  # the one zone the run names
        return zone

    def _run_day(self) -> date | None:
        """The run's day, for a clock that has none (a cron schedule's): the date its system prompt
        writes, else the latest day of the instants results carried, else None."""
        if self._today is not None:
            return self._today
        latest: date | None = None
        for kept in self._instants.values():
            for day, _, _, _ in kept:
                if day is not None and (latest is None or day > latest):
                    latest = day
        return latest

    def ground_date(self, iso: str, answer: str, start: int, end: int) -> int:
        """The latest turn of a carried instant whose date, in the zone the answer names for the
        date written at `answer[start:end]`, is `iso` (`2025-03-18` for `...-19T05:48:00Z` in
        PDT), or -1."""
        zone = self._zone_for(answer, start, end)
        if zone is None:
            return -1
        try:
            wanted = date(int(iso[:4]), int(iso[5:7]), int(iso[8:10]))
        except ValueError:
            return -1
        if self._seen < len(self._corpus.log) or self._seen_texts < len(self._texts):
            self._catch_up()
        standard, rule = zone
        values = self._corpus.values
        best = -1
        for utc, kept in self._instants.items():
            for day, form, turn, _ in kept:
                if day is None or abs((day - wanted).days) > 1:
                    continue
                offset = standard + (60 if rule and _in_summer(rule, standard, day, utc) else 0)
                if day + timedelta(days=(utc + offset) // 1440) == wanted:
                    best = max(best, values.get(form, -1) if form else turn)
        return best

    def ground(self, clock: tuple[int, int], answer: str, start: int, end: int, seconds: int | None = None) -> int:
        """The latest turn of a carried instant the clock (hour, minute in 24-hour time, written at
        `answer[start:end]`, and its seconds when written) is in the zone the answer names, or -1."""
        zone = self._zone_for(answer, start, end)
        if zone is None:
            return -1
        if self._seen < len(self._corpus.log) or self._seen_texts < len(self._texts):
            self._catch_up()
        standard, rule = zone
        local = clock[0] * 60 + clock[1]
        values = self._corpus.values
        best = -1
        today = self._run_day() if rule else None
        for offset in (standard,) if not rule else (standard, standard + 60):
            utc = (local - offset) % 1440
            for day, form, turn, second in self._instants.get(utc, ()):
                if seconds is not None and second != seconds:
                    continue
                on = day if day is not None else today  # a schedule's clock: in force on the run's day
                if rule and (on is None or _in_summer(rule, standard, on, utc) != (offset != standard)):
                    continue
                best = max(best, values.get(form, -1) if form else turn)
        return best
