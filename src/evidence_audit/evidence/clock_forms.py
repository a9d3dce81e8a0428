"""The forms of a written clock, in one place: every rule that reads a clock builds its pattern here.

Round 22's review found the clock pattern in eight copies (`durations`, `schedule_steps`,
`clock_gaps`, `zone_shifts`, `clock_shifts`, `ago_durations`, `clock_elapsed`, `word_dates`;
`time_sums` a ninth), each a little different in what it lets stand before the hour, whether it
keeps the seconds, and how far the am/pm may sit from the minutes. Those differences are kept (each
rule's outputs are byte-identical), but they are now choices of one builder, `clock_pattern`, from
named parts, so a new spelling is taught once.

Round 23 adds the spellings people write for a clock without a colon (`spelled_clock`): `07h30`,
`0730` or `1630` beside a clock word or another clock, `1700 hrs`, `07.30`, `7.30pm`, `half past
four`, `quarter to nine`. Each reads as the (hour, minute) of a 24-hour clock; a four-digit number
that is a year, a count or an id (`1630 units`, `ref 0730`) is none. Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from typing import Final

from .number_words import alternatives, cardinals
from .zone_abbreviations import is_zone_abbreviation

__all__ = [
    "ClockMatches", "HOUR_MINUTE", "clock_matches", "NOT_IN_NUMBER", "NO_DIGIT_AFTER", "SECONDS", "SECONDS_KEPT", "clock_pattern", "meridiem",
    "VALUE_CLOCK", "clock_partners", "colonless_clock", "spelled_clock", "spelled_clocks", "strongly_cued", "value_clock",
    "value_clock_neighbours", "world_cued", "world_weak_word",
]

# --- the parts of a clock with a colon ----------------------------------------------------------
# Hours and minutes (the groups: hours, minutes).
HOUR_MINUTE: Final = r"([0-9]{1,2}):([0-9]{2})"
# Not the tail of another number, clock or decimal.
NOT_IN_NUMBER: Final = r"(?<![0-9:.])"
# Seconds, read past (`14:45:00`) or kept as a group.
SECONDS: Final = r"(?::[0-9]{2})?"
SECONDS_KEPT: Final = r"(?::([0-9]{2}))?"
# No digit right after the minutes (or the seconds).
NO_DIGIT_AFTER: Final = r"(?![0-9])"
# Nothing that continues the clock: a digit, another `:NN` or a decimal part.
NOT_CONTINUED: Final = r"(?![0-9]|:[0-9]|\.[0-9])"
_NO_LETTER: Final = r"(?![A-Za-z])"


def meridiem(space: str, most: str, between: str = "", *, final_dot: bool = False, end: str = _NO_LETTER,
             letter: str = r"([AaPp])", m: str = r"[Mm]") -> str:
    """An optional am/pm after a clock (its group: the `a` or `p`): `space` repeated `most`, the
    letter, an optional dot, `between` the letters, the `m`, an optional final dot, then `end`."""
    return "(?:" + space + most + letter + r"\.?" + between + m + (r"\.?" if final_dot else "") + end + ")?"


def clock_pattern(*, before: str = NOT_IN_NUMBER, hour_minute: str = HOUR_MINUTE, seconds: str = SECONDS,
                  after: str = NO_DIGIT_AFTER, half: str = "") -> str:
    """A clock's pattern from its parts: what may not stand before it, the hours and minutes, the
    seconds, what may not follow, and its am/pm (`meridiem`, or none)."""
    return before + hour_minute + seconds + after + half


# --- a clock written without a colon (round 23) ---------------------------------------------------
_WORD_NUMBERS: Final = cardinals(1, 12)
_HOUR_WORD: Final = alternatives(_WORD_NUMBERS, longest_first=True)
_HALF: Final = r"(?:[ \t\u00a0\u202f]{0,2}([AaPp])\.?[ \t]?[Mm]\.?(?![A-Za-z]))?"
# `07h30`, `7h30` (24-hour), `07.30`, `7.30pm` (the dot read as a clock only with a clock cue, below).
_H_CLOCK: Final = re.compile(r"(?<![0-9A-Za-z.:,])([01]?[0-9]|2[0-3])h([0-5][0-9])(?![0-9A-Za-z]|:[0-9])", re.ASCII)
_DOT_CLOCK: Final = re.compile(r"(?<![0-9A-Za-z.:,$\u00a3\u20ac])([01]?[0-9]|2[0-3])\.([0-5][0-9])(?![0-9]|\.[0-9])" + _HALF, re.ASCII)
# `0730`, `1630`, `1700 hrs`, `1430h`: four digits of a 24-hour clock.
_FOUR_DIGITS: Final = re.compile(
    r"(?<![0-9A-Za-z.:,/#$\u00a3\u20ac])(?<![A-Za-z]-)([01][0-9]|2[0-3])([0-5][0-9])(?![0-9A-Za-z%]|[.,:][0-9]|-[A-Za-z])"
)
# What a four-digit clock may be followed by as a word: its end, a zone, a range's word. A lower-case
# word other than these (`1630 units`, `0730 bricks`) makes it a count.
_WORD_AFTER: Final = re.compile(r"[ \t\u00a0]+([a-z][a-z]*)")
_CLOCK_FOLLOWERS: Final = frozenset({
    "to", "until", "till", "and", "or", "hrs", "hours", "h", "on", "at", "sharp", "onwards", "local", "start", "finish",
    "the", "with", "for", "in", "is", "was", "when", "then", "latest", "arrival", "departure", "delivery",
})
_HOURS_WORD_AFTER: Final = re.compile(r"[ \t\u00a0]?(?:hrs|hours|h)\b\.?", re.ASCII | re.IGNORECASE)
# A clock word or another clock beside a four-digit one: `at 0730`, `0730 to 1630`, `0730-1630`,
# `from 1630`, `Thu 05/11 0730`.
_CUE_BEFORE: Final = re.compile(
    r"(?:\b(?:at|from|until|till|to|by|before|after|between|and|since|hours?|open|opens|closes?|starts?|ends?)"
    r"|[0-9]{1,2}/[0-9]{1,2}|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?)[ \t\u00a0*:,]*\Z",
    re.IGNORECASE,
)
_RANGE_AFTER: Final = re.compile(
    r"[ \t\u00a0]*(?:-|\u2013|\u2014|to|until|till|and)[ \t\u00a0]*(?:[01][0-9]|2[0-3])[0-5][0-9](?![0-9])", re.IGNORECASE
)
_RANGE_BEFORE: Final = re.compile(
    r"(?<![0-9])(?:[01][0-9]|2[0-3])[0-5][0-9][ \t\u00a0]*(?:-|\u2013|\u2014|to|until|till|and)[ \t\u00a0]*\Z", re.IGNORECASE
)
# `half past four`, `quarter to nine`, `ten past six`, `four o'clock`.
_WORDS: Final = re.compile(
    rf"\b(?:(half|quarter|twenty-five|twenty|ten|five)[ \t]+(past|to)[ \t]+({_HOUR_WORD})"
    rf"|({_HOUR_WORD})[ \t]+o[\u2019']clock)\b",
    re.IGNORECASE,
)
# (review23 finding 4) The cues that make a colonless clock a clock whatever else it could be:
# a day or a date before it (`Thu 05/11 0730`, `Thu 5th, 0730`), or a range partner written as a
# clock (`1630 to 1700 hrs`, `09:20-1435`). `at`, `to`, `from`, `and`, `by` come before a count
# or an amount as often (`rose to 1435`, `between 0920 and 1435`): weak cues (`strongly_cued`).
_DAY_BEFORE: Final = re.compile(
    r"(?:[0-9]{1,2}/[0-9]{1,2}"
    r"|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?(?:[ \t\u00a0]+[0-9]{1,2}(?:st|nd|rd|th)?)?)"
    r"[ \t\u00a0*:,]*\Z",
    re.IGNORECASE,
)
_CLOCK_PARTNER_AFTER: Final = re.compile(
    r"[ \t\u00a0]*(?:-|\u2013|\u2014|to|until|till|and)[ \t\u00a0]*"
    r"(?:[0-9]{1,2}:[0-5][0-9]|[0-9]{1,2}h[0-5][0-9]"
    r"|(?:[01][0-9]|2[0-3])[0-5][0-9][ \t\u00a0]?(?:hrs|hours|h)\b)",
    re.IGNORECASE,
)
_CLOCK_PARTNER_BEFORE: Final = re.compile(
    r"(?:[0-9]{1,2}:[0-5][0-9]|[0-9]{1,2}h[0-5][0-9]"
    r"|(?:[01][0-9]|2[0-3])[0-5][0-9][ \t\u00a0]?(?:hrs|h)\.?)"
    r"[ \t\u00a0]*(?:-|\u2013|\u2014|to|until|till|and)[ \t\u00a0]*\Z",
    re.IGNORECASE,
)
# (round 30) The same cues in the languages whose writers set a clock with a dot or without a colon
# (the habit, not a corpus's words): the abbreviations of their word for a clock or an hour, strong
# like `hrs` (`kl. 13.05`, `klo 13.05`, `plkst. 13.05`, `godz. 13.05`, `val. 13.05`, `hod. 13.05`,
# `ob 13.05`), and their `at`/`from`/`until`, weak like `at` (`um 13.05`, `à 13.05`, `alle 13.05`,
# `om 13.05`, `o 13.05`, `u 13.05`, `в 13.05`, `nuo`, `iki`, `od`, `do`, `ab`, `bis`, `dès`, `jusqu'à`,
# `desde`, `hasta`, `fino alle`, `van`, `tot`, `till`, `från`). Each a word of its own (no letter of
# any script glued before or after), then spaces or `*` only.
_WORLD_STRONG_BEFORE: Final = re.compile(
    r"(?<![^\W\d_])(?:kl|klo|kello|klockan|klokken|plkst|godz|val|hod|ura|ч)\.?[ \t\u00a0*]*\Z", re.IGNORECASE
)
_WORLD_WEAK_BEFORE: Final = re.compile(
    r"(?<![^\W\d_])(um|ab|bis|gegen|à|a|des|dès|alle|dalle|fino|las|desde|hasta|às|om|van|tot|o|u|od|do|ob|po|nuo|iki|no|līdz|"
    r"в|с|до|од|у|от|från|till|kello|saa)[ \t\u00a0*]*\Z",
    re.IGNORECASE,
)
# A clock word after the clock in those languages: `13.05 Uhr`, `13.05 val.`, `13.05 h`, `13.05 ч.`.
_WORLD_WORD_AFTER: Final = re.compile(r"[ \t\u00a0]?(?:Uhr|val|h|ч|hod|godz|óra|ora|uur)(?![^\W\d_])", re.IGNORECASE)
# (round 30) A colonless clock's shape (`13.05`, `1805`) and the clocks written near it on its line
# (`clock_partners`): a dotted, compact or colon clock, no other digit between. Bounded window.
_PARTNER: Final = re.compile(r"(?<![0-9A-Za-z.,:/#$\u00a3\u20ac])([01]?[0-9]|2[0-3])([.:]?)([0-5][0-9])(?![0-9]|[.,:][0-9])", re.ASCII)
_PARTNER_WINDOW: Final = 40
# A currency or percent written right at a dotted number: an amount (`13.05 €`, `EUR 13.05`, `13.05%`).
# (round 31) A three-letter code that abbreviates a zone (`13.05 CET`, `UTC 13.05`) is no currency's.
_MONEY_AFTER: Final = re.compile(r"[ \t\u00a0]?(?:[%\u20ac$\u00a3\u00a5\u20b9\u20a0-\u20c0]|(?P<code>[A-Z]{3})(?![A-Za-z])|kr\b|din|дин)")
_MONEY_BEFORE: Final = re.compile(r"(?:[\u20ac$\u00a3\u00a5\u20b9\u20a0-\u20c0]|(?<![A-Za-z])(?P<code>[A-Z]{3})|KSh|Rs\.?)[ \t\u00a0]?\Z")
_PAST_MINUTES: Final = {"half": 30, "quarter": 15, "twenty-five": 25, "twenty": 20, "ten": 10, "five": 5}
_CONTEXT: Final = 24  # characters before a four-digit clock read for its cue
_HALF_AFTER: Final = re.compile(r"[ \t\u00a0\u202f]{0,2}[AaPp]\.?[ \t]?[Mm]\.?(?![A-Za-z])")


def _with_half(hour: int, minute: int, half: str | None) -> tuple[int, int] | None:
    if half is None:
        return (hour, minute)
    if not 1 <= hour <= 12:
        return None
    return (hour % 12 + (12 if half.lower() == "p" else 0), minute)


def _four_digit_is_clock(text: str, start: int, end: int) -> bool:
    """Whether the four digits at `text[start:end]` are written as a clock: `hrs`/`h` after them, a
    clock word, a day or a date before them, or another four-digit clock as a range's other end."""
    if _HOURS_WORD_AFTER.match(text, end) is not None:
        return True
    if 1900 <= int(text[start:end]) <= 2099:
        return False  # a year, unless `hrs` or `h` follows it (`2000 hrs`)
    word = _WORD_AFTER.match(text, end)
    if word is not None and word.group(1) not in _CLOCK_FOLLOWERS:
        return False  # a count: `1630 units`
    partner = _RANGE_AFTER.match(text, end)
    if partner is not None:
        word = _WORD_AFTER.match(text, partner.end())
        return word is None or word.group(1) in _CLOCK_FOLLOWERS  # not `between 1200 and 1300 units`
    before = text[max(0, start - _CONTEXT) : start]
    return (_CUE_BEFORE.search(before) is not None or _RANGE_BEFORE.search(before) is not None
            or _world_cues_compact(text, start, end))  # (round 30) `kl. 1805`, `iki 1805`


def _world_cues_compact(text: str, start: int, end: int) -> bool:
    """(round 31) Whether another language's clock word makes the four bare digits at
    `text[start:end]` a clock: a strong cue (`kl. 1805`, `1805 Uhr`), or a weak one of three
    letters or more (`iki 1805`, `bis 1805`). A word of one or two letters (`no`, `a`, `o`, `u`,
    `do`, `po`, `в`) is an abbreviation, an article, a conjunction or a label as often as it is
    `at` (`Invoice no 1230`, `Room a 1230`, `в 1805 году`); four bare digits after it are no
    clock by it. It still cues a dotted clock (`u 13.05`: the dot is a clock's), and a compact
    one is still read beside a clock the run knows (`clock_partners`)."""
    cue = world_cued(text, start, end)
    return cue == "strong" or (cue == "weak" and len(world_weak_word(text, start)) > 2)


def spelled_clocks(text: str, words: bool = True) -> list[tuple[int, int, tuple[int, int]]]:
    """Every clock `text` spells without a colon, as (start, end, (hour, minute) in 24-hour time):
    `07h30`, `0730 to 1630`, `1700 hrs`, `at 07.30`, `7.30pm`; with `words`, `half past four`
    (4:30: the caller reads its afternoon too), `quarter to nine`, `four o'clock`."""
    found: list[tuple[int, int, tuple[int, int]]] = []
    for m in _H_CLOCK.finditer(text):
        found.append((m.start(), m.end(), (int(m.group(1)), int(m.group(2)))))
    for m in _FOUR_DIGITS.finditer(text):
        if _four_digit_is_clock(text, m.start(), m.end()):
            found.append((m.start(), m.start() + 4, (int(m.group(1)), int(m.group(2)))))
    for m in _DOT_CLOCK.finditer(text):
        clock = _with_half(int(m.group(1)), int(m.group(2)), m.group(3))
        if clock is None:
            continue
        if m.group(3) is None:
            word = _WORD_AFTER.match(text, m.end())
            if word is not None and word.group(1) not in _CLOCK_FOLLOWERS:
                continue  # `at 12.50 each`: a price
            if _CUE_BEFORE.search(text[max(0, m.start() - _CONTEXT) : m.start()]) is None:
                # (round 30) or a clock word of another language (`kl. 13.05`, `um 13.05`), the
                # number no amount (`po 12.50 €` is a price)
                stop = m.start() + len(m.group(1)) + 3
                if not world_cued(text, m.start(), stop) or _is_money(text, m.start(), stop):
                    continue
        found.append((m.start(), m.start() + len(m.group(1)) + 3, clock))
    for m in _WORDS.finditer(text) if words else ():
        if m.group(4) is not None:
            found.append((m.start(), m.end(), (_WORD_NUMBERS[m.group(4).lower()] % 12, 0)))
            continue
        hour = _WORD_NUMBERS[m.group(3).lower()]
        minutes = _PAST_MINUTES[m.group(1).lower()]
        if m.group(2).lower() == "to":
            hour, minutes = (hour - 1) % 12, 60 - minutes
        found.append((m.start(), m.end(), (hour % 12, minutes)))
    return found


def strongly_cued(text: str, start: int, end: int) -> bool:
    """(review23 finding 4) Whether the colonless clock at `text[start:end]` (`1435`, `14.35`) has a
    cue only a clock has: `hrs`/`h` after it, an am/pm, a day or a date before it, or a range
    partner written as a clock. A bare `at`, `to`, `from`, `and` or `by` (or a bare four-digit
    partner, `between 0920 and 1435`) is a weak cue: the caller grounds it only by a clock the
    results write as a clock, not by any timestamp's."""
    stop: int = start
    while stop < end and (text[stop].isdigit()
                          or (text[stop] == "." and stop + 1 < end and text[stop + 1].isdigit())):
        stop += 1
    if _HOURS_WORD_AFTER.match(text, stop) is not None:
        return True
    if "." in text[start:stop] and _HALF_AFTER.match(text, stop) is not None:
        return True  # `7.30pm`
    before: str = text[max(0, start - _CONTEXT) : start]
    if _DAY_BEFORE.search(before) is not None or _CLOCK_PARTNER_BEFORE.search(before) is not None:
        return True
    if world_cued(text, start, stop) == "strong":  # (round 30) `kl. 13.05`, `13.05 Uhr`
        return True
    return _CLOCK_PARTNER_AFTER.match(text, stop) is not None


def spelled_clock(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The (hour, minute) of the clock spelled without a colon that starts at `start` and ends
    within `text[start:end]` (a token may carry a closing dot), or None."""
    base = max(0, start - _CONTEXT)
    for at, until, clock in spelled_clocks(text[base : end + 16], words=False):
        if at + base == start and until + base <= end:
            return clock
    return None


def _is_money(text: str, start: int, end: int) -> bool:
    """Whether the number at `text[start:end]` is written as an amount or a percent."""
    for m in (_MONEY_AFTER.match(text, end), _MONEY_BEFORE.search(text, max(0, start - 5), start)):
        if m is not None and not is_zone_abbreviation(m.group("code") or ""):
            return True
    return False


def colonless_clock(text: str, start: int, end: int) -> tuple[int, int] | None:
    """(round 30) The (hour, minute) the number at `text[start:end]` (a closing dot or bracket may
    end the span) would be as a clock without a
    colon: `13.05` or `7.30` (hour 0-23, two-digit minutes) not written as an amount, or `1805`
    (four digits, hour 00-23) that is no year (1900-2099); else None. A shape only: the caller
    asks for a cue (`strongly_cued`, `world_cued`, `clock_partners`)."""
    m = _PARTNER.match(text, start)
    if m is None or m.end() > end or text[m.end() : end].strip(".,;)*") or m.group(2) == ":":
        return None  # (a token may carry its sentence's closing dot: `1805.`)
    if m.group(2) == "":
        if len(m.group(1)) != 2 or 1900 <= int(m.group(0)) <= 2099:
            return None
    elif _is_money(text, start, end):
        return None
    return int(m.group(1)), int(m.group(3))


def world_cued(text: str, start: int, end: int) -> str:
    """(round 30) The cue a clock word of another language gives the colonless clock at
    `text[start:end]`: "strong" for a clock or hour word's abbreviation before it or a clock word
    after it (`kl. 13.05`, `plkst. 13.05`, `13.05 Uhr`, `13.05 val.`), "weak" for a word meaning at,
    from or until (`um 13.05`, `u 13.05`, `iki 17.35`, `в 13.05`), else ""."""
    before = text[max(0, start - _CONTEXT) : start]
    if _WORLD_STRONG_BEFORE.search(before) is not None or _WORLD_WORD_AFTER.match(text, end) is not None:
        return "strong"
    return "weak" if _WORLD_WEAK_BEFORE.search(before) is not None else ""


def world_weak_word(text: str, start: int) -> str:
    """(round 31) The word meaning at, from or until right before `text[start]` (`u`, `iki`, `um`;
    `world_cued`'s weak cue), as written, or ""."""
    m = _WORLD_WEAK_BEFORE.search(text[max(0, start - _CONTEXT) : start])
    return m.group(1) if m is not None else ""


# What joins a compact clock to its range partner (`0740–1805`, `1255 to 0820`): a dash or a range's
# word; `and` or a comma is a list's (`between 0920 and 1435` may be two counts: review23).
_RANGE_JOIN: Final = re.compile(r"[ \t\u00a0]*(?:-|\u2013|\u2014|to|until|till)[ \t\u00a0]*", re.IGNORECASE)


def clock_partners(text: str, start: int, end: int, joined: bool = False, alike: bool = False) -> list[tuple[int, int]]:
    """(round 30) The clocks written beside the colonless clock at `text[start:end]` on its line,
    within `_PARTNER_WINDOW` characters and with no other digit between (`0740–1805`, `1255 to 0820`,
    `13.05, dabar 16.20`, `13.05-16:20`): a colon clock, or a colonless one as `colonless_clock`
    reads it, as (hour, minute). The caller grounds the value by them only when one of them is a
    clock the run knows: then the line writes its clocks so. With `joined`, only a partner joined
    to it as a range's other end (`_RANGE_JOIN`: a dash, `to`, `until`), as a compact clock asks.
    (round 31) With `alike`, only a colonless partner after its own word meaning at, from or until
    (`u 0740, dolazak u 1805`: the line writes its clocks so; `Invoice no 1805, paid at 07:40` not)."""
    # the line's ends looked for within the window only (bounded work on a long line)
    lo = max(0, start - _PARTNER_WINDOW)
    lo = text.rfind("\n", lo, start) + 1 or lo
    hi = text.find("\n", end, end + _PARTNER_WINDOW)
    if hi < 0:
        hi = min(len(text), end + _PARTNER_WINDOW)
    found: list[tuple[int, int]] = []
    before = list(_PARTNER.finditer(text, lo, start))
    if before:
        last = before[-1]
        between = text[last.end() : start]
        if not any(ch.isdigit() for ch in between) and (not joined or _RANGE_JOIN.fullmatch(between) is not None) \
                and (not alike or _alike(text, last)):
            clock = _partner_clock(text, last)
            if clock is not None:
                found.append(clock)
    gap = end
    while gap < hi and not text[gap].isdigit():
        gap += 1
    after = _PARTNER.match(text, gap) if gap < hi else None
    if after is not None and after.end() <= hi and (not joined or _RANGE_JOIN.fullmatch(text, end, gap) is not None) \
            and (not alike or _alike(text, after)):
        clock = _partner_clock(text, after)
        if clock is not None:
            found.append(clock)
    return found


def _alike(text: str, m: re.Match[str]) -> bool:
    """Whether the partner clock `m` is written without a colon after a word meaning at, from or until."""
    return m.group(2) != ":" and world_weak_word(text, m.start()) != ""


def _partner_clock(text: str, m: re.Match[str]) -> tuple[int, int] | None:
    if m.group(2) == ":":
        return int(m.group(1)), int(m.group(3))
    return colonless_clock(text, m.start(), m.end())


# --- the clocks of a text, read once (round 26) -------------------------------------------------
class ClockMatches:
    """The matches of one clock pattern in one text, in order, read once for every value a rule
    asks of that text: each rule asked for its value's first occurrence by reading the text from
    its start (an answer of n clocks: n values x n clocks; race times 15x the work for 4x, round 25).
    `first_of(value, ...)` gives the index of the first match written as `value` the ways the rule
    reads it, `starts` the offsets for bisection."""

    __slots__ = ("matches", "starts", "_token", "_head", "_lower", "_prefix")

    def __init__(self, pattern: re.Pattern[str], text: str) -> None:
        self.matches: list[re.Match[str]] = list(pattern.finditer(text))
        self.starts: list[int] = [m.start() for m in self.matches]
        self._token: dict[str, list[int]] = {}  # `14:05`: hour and minute groups
        self._head: dict[str, list[int]] = {}  # the match up to its first space (`2:00` of `2:00 PM`)
        self._lower: dict[str, list[int]] = {}  # the whole match, lower case
        self._prefix: dict[str, list[int]] = {}  # every prefix of the lower-case match
        for k, m in enumerate(self.matches):
            whole = m.group(0)
            lower = whole.lower()
            parts = whole.split()
            self._token.setdefault(f"{m.group(1)}:{m.group(2)}", []).append(k)
            self._head.setdefault(parts[0] if parts else "", []).append(k)
            self._lower.setdefault(lower, []).append(k)
            for end in range(1, len(lower) + 1):
                self._prefix.setdefault(lower[:end], []).append(k)

    def written_as(self, value: str, token: bool = True, head: bool = False, lower: bool = False,
                   prefix: bool = False) -> list[int]:
        """The indexes, in text order, of the matches written as `value`: its hour and minute
        (`token`), its first word (`head`), the whole match lower case (`lower`), or a beginning of
        it (`prefix`: `m.group(0).lower().startswith(value)`)."""
        found: set[int] = set()
        for kind, on in ((self._token, token), (self._head, head), (self._lower, lower), (self._prefix, prefix)):
            if on:
                found.update(kind.get(value, ()))
        return sorted(found)


# The clocks of the texts read lately, a pattern's each: (pattern, text, matches); the latest few
# answers' (each rule reads one answer for all its values before the next).
_CLOCK_MATCHES: Final[list[tuple[re.Pattern[str], str, ClockMatches]]] = []
_KEPT_CLOCK_MATCHES: Final = 8


def clock_matches(pattern: re.Pattern[str], text: str) -> ClockMatches:
    """`ClockMatches` of `pattern` in `text`, kept for the latest texts read."""
    for kept_pattern, kept_text, kept in _CLOCK_MATCHES:
        if kept_pattern is pattern and kept_text == text:
            return kept
    read = ClockMatches(pattern, text)
    _CLOCK_MATCHES.append((pattern, text, read))
    if len(_CLOCK_MATCHES) > _KEPT_CLOCK_MATCHES:
        del _CLOCK_MATCHES[0]
    return read


# --- a normalized clock value and its one-digit neighbours (round 27 review) ----------------------
# `asked_shifts` and `record_ends` each wrote these two functions out; the pattern is each rule's
# own (groups: hours, minutes, `am`/`pm` or None): which separators its values may carry.

# A clock value as the clock rules judge it: `H:MM` or `HH:MM`, an optional `am`/`pm` (lower-case,
# as the value reaches a rule); groups hour, minute, half (`asked_shifts`, `durations`, `clock_offsets`)
VALUE_CLOCK: Final = re.compile(r"([0-9]{1,2}):([0-5][0-9])(am|pm)?", re.ASCII)


def value_clock(value: str, pattern: re.Pattern[str]) -> tuple[int, bool] | None:
    """The value's minutes of the day and whether its half is known (an am/pm, or an hour past 12)."""
    m = pattern.fullmatch(value)
    if m is None:
        return None
    hour, minute = int(m.group(1)), int(m.group(2))
    if m.group(3) is not None:
        if not 1 <= hour <= 12:
            return None
        return (hour % 12 + (12 if m.group(3) == "pm" else 0)) * 60 + minute, True
    if hour > 23:
        return None
    return hour * 60 + minute, hour >= 13 or hour == 0


def value_clock_neighbours(value: str, pattern: re.Pattern[str]) -> list[tuple[int, bool]]:
    """The value's one-digit neighbours that are clocks: each digit of it replaced by another."""
    out: list[tuple[int, bool]] = []
    for i, ch in enumerate(value):
        if not ch.isdigit():
            continue
        for d in "0123456789":
            if d != ch:
                read = value_clock(value[:i] + d + value[i + 1:], pattern)
                if read is not None:
                    out.append(read)
    return out
