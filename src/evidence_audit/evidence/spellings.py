"""Person spellings: the lookup rules behind the `spellings` dial (default on; reference: off).

People respell the values they read: `06:00` for a result's `"06:00:00"`, `10:00 PM` for
`"22:00:00"`, `2024-05-01` for `"2024-05-01T04:50:18"`, a refund of `$6,594` for `"amount":
-6594`, `certificate 7504069` for `"certificate_7504069"`, `ending in 1784` for
`"gift_card_1591784"`. The reference flags every one of them. Each rule below grounds such a
value, and only such a value: no rule grounds a value whose written digits differ from the
carried value's (a mutated digit, a shifted hour, a wrong date or ending stays flagged). A rule
ignores only what the writer left out or put in words: seconds left out and a day offset, the time of a
timestamp, the sign, the id's name part, a card's hidden leading digits.

| rule | the answer writes | a result carried | what the rule cannot catch (its price) |
|---|---|---|---|
| `clock` | `9:00`, `09:00`, `10:00 PM`, `10:00pm`, `00:00+1`, `14:05:33` | a clock or timestamp time with the same hour and minute in 24-hour time, whatever its day offset; written seconds must be the carried seconds (none carried: `00`); round 21: a clock of 1-11 written bare (no am/pm, no leading zero: `From 8:45 to 10:30`) by its afternoon reading too (20:45), where this answer or an earlier one wrote that clock with pm (`8:45pm`) | an invented day offset on a real hour and minute; a bare morning clock written for a carried evening one the run wrote with pm |
| `timestamp-date` | an ISO date `2024-05-01`; a year `2024` | a timestamp on that date; an ISO date or timestamp in that year | a wrong time beside a real date; a year invented for a value that happens to share it |
| `unsigned` | `6594` | `-6594` (or the reverse) | a sign flipped by mistake (a debit reported as a credit) |
| `id-part` | `7504069` | an identifier whose last `_`/`-` part is exactly that number (`certificate_7504069`, with a letter before it) | the number attached to the wrong kind of thing |
| `masked-ending` | 3-4 digits after "ending in", "ends in", "last four", "last 4" or a mask (`****1784`, `xxxx-1784`, `•••• 1784`) | a digit run ending with those digits | a card that is not the one carried but shares its last digits |

Four more rules for retail and booking answers (float-precision, unit, slash, underscore-space)
live in `respellings.py` and are tried after these; then, for times, units and joined tokens:
`zone` (a clock converted to the zone the answer names, `zones.py`, tried with the clock rules),
`unit-adjective` (`30-minute`, `unit_words.py`), `joined` (`ip-10-40-23-201`, `joined.py`) and
`rescaled` (`412.7 ms` for `0.41273845` s, `rescaled.py`), and `cron` (`02:30` for a result's
schedule `30 2 * * *`, `cron.py`, tried with the clock rules), `hash-prefix` (`3f9c2ab` for
a carried commit hash, `prefixes.py`) and `segment` (`pg-prod-02` for a carried `pg-prod-02:9187`,
a path's file name, a pod's suffix, an IPv6 address in full: `segments.py`). `grouped-digits`
grounds `440200448213` for a result's `4402 0044 8213` (read from the results' texts). `epoch`
(`epochs.py`, tried after `zone` for clocks and dates, and for numeric dates and years) grounds
`16:31 local` for a result's `"sunset": 1796023890` beside `"timezone": 32400`. `glued`
grounds `48.71` for a result's `48.71s`, `1043` or `frame.py:1043` for `src/x/frame.py:1043:`
(`glued.py`; tried right after the retail rules, before `rescaled`), then `locale` grounds
`1.203,13` for a carried `1203.13` and `1,234.56` for a result text's `1.234,56 €` (`locales.py`). A carried clock range (`13:00-17:30`)
gives its two ends' clock keys (`ranges.clock_range_keys`). Round 6 (`LAYOUT_RULES`): `date-range`,
`line-range` and `approx-range` (`range_ends.py`: `27.-29.11.2026`, `lines 96-97`, `around $101-102`),
`version` and `version-bump` (`versions.py`: `v2.15.0`, "a patch release: 2.14.1"), `respaced`
(`names.py`: `A320neo` for `Airbus A320 NEO`) and `restated` (`restated.py`: `911.62 s (15:11)`). Under the dial a clock is also judged at every
occurrence, each with its own am/pm (`clock_reading_missing`): `04:00 AM` carried does not ground a
later `04:00 PM`.

Rules are tried in that order after the exact lookup fails; the first that grounds names itself
in `grounded_by`. The index of spellings is derived from the evidence corpus lazily, on the first
candidate of a run that the exact lookup leaves ungrounded, and extended incrementally after
that, so a run whose answers are all grounded exactly pays nothing for the dial.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Container
from typing import Any, Callable, Final

from .extract import Candidate, _decimal_spelling, locate
from .normalize import ES_SPACE_CLASS, normalize_token, token_spans
from .ranges import clock_range_keys, range_end_meridiem
from .versions import Versions
from .work import UNBOUNDED, RuleWork
from .names import NameKeys
from .restated import restates_duration, restates_in_days, restates_iso_duration
from .range_ends import approx_range_ends, dotted_date_range, line_range, line_range_turn, rounded_ends_written
from .respellings import MORE_RULES, Respellings
from .written import numeric_date_readings, stamp_keys, written_keys
from .cron import cron_clocks
from .clock_forms import clock_partners, colonless_clock, spelled_clock, strongly_cued, world_weak_word
from .rated import carried_kinds, carried_percents
from .groups import DIGIT_GROUPS, GROUPED_TOKEN, IBAN_TOKEN, group_digits, phone_keys
from .calendar_years import gregorian_year
from .coded_amounts import coded_amount_turn
from .escapes import EscapedTokens
from .glued import Glued
from .csv_cells import block_cells
from .hour_cells import carried_hours
from .day_periods import DAY_PERIODS, NOON_SPANS
from .decimal_comma import comma_text_cached, point_thousands
from .glued_amounts import glued_amount
from .glued_clocks import H_CLOCK
from .locales import answer_locale_number, locale_readings
from .letter_marks import money_letters
from .month_days import month_day_key, month_day_of, writes_day_first
from .yearless_words import listed_month_day_form, month_day_form, range_end_days, yearless_in
from .joined import ground_joined
from .segments import expanded_ipv6, segment_keys
from .prefixes import HashPrefixes
from .rescaled import Rescaled
from .unit_words import ground_unit_adjective
from .epochs import EpochIndex, zones_for
from .subseconds import fraction_key, subsecond_clock
from .text_memo import TextMemo
from .seconds_clocks import SecondsIndex
from .growth import growth_factor_turn, hundredths_written
from .operand_tokens import operands_turn
from .column_totals import Totals
from .near_misses import MIN_SWAP_DIGITS, SlipWords, asked_words, asks_number
from .zones import ZoneIndex, names_tz, zone_in_clause

__all__ = [
    "EXACT", "RULES", "TIME_AND_JOINED_RULES", "SpellingIndex", "answer_clock", "has_ending_cue", "masked_ending", "score_of",
    "writes_day_months_only",
]

EXACT = "exact"
_CELL_CLOCK: Final = re.compile(r"[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?", re.ASCII)  # a clock a CSV cell may carry (round 22)
# Round 6's layout rules (range_ends.py, versions.py, names.py): values whose every part is accounted for.
LAYOUT_RULES = ("date-range", "line-range", "approx-range", "version", "version-bump", "respaced", "restated")
# The zone and epoch rules' work on one answer: each try reads the answer around every occurrence of
# the value and the zones named before it, so an answer of thousands of distinct clocks or dates
# cost their square (1,000 clocks in 24 KB: 72 s). A try costs 1 + a unit per 8 characters of the
# answer; past this, the answer's remaining clocks and dates are judged without the zone and epoch
# rules (flagged unless another rule grounds them). A 2 KB answer affords about 800 tries.
MAX_ZONE_WORK = 200_000
# The rules for times, units and joined tokens (zones.py, unit_words.py, joined.py, rescaled.py).
TIME_AND_JOINED_RULES: Final = (
    "zone", "unit-adjective", "joined", "rescaled", "cron", "hash-prefix", "segment", "grouped-digits", "epoch", "glued", "locale",
    "seconds-clock", "growth-factor", "hundredths", "operands", "currency-code",
    *LAYOUT_RULES, "escaped", "calendar-year",
)
RULES: Final = (
    "clock",
    "timestamp-date",
    "unsigned",
    "id-part",
    "masked-ending",
    "time-in-words",
    "date-in-words",
    "numeric-date",
    "score",
    *MORE_RULES,
    *TIME_AND_JOINED_RULES,
)

# --- what a result carried ---------------------------------------------------------------------
# A clock form: 06:00, 06:00:00, 03:00:00+1, 6:00:00.250.
_RESULT_CLOCK: Final = re.compile(r"([0-9]{1,2}):([0-9]{2})(?::([0-9]{2})(?:\.([0-9]+))?)?(?:\+[0-9]{1,2})?", re.ASCII)
# An ISO date, maybe with a time: 2024-05-01, 2024-05-01t04:50:18, 2024-05-01t04:50:18.5+02:00.
_RESULT_ISO: Final = re.compile(
    r"([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[t ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.([0-9]+))?)?(?:z|[-+][0-9]{2}:?[0-9]{2})?)?",
    re.ASCII,
)
# (round 24) the zone a timestamp form ends with: `z`, `+01:00`, `-0700`.
_RESULT_ZONE: Final = re.compile(r"(?<=[0-9])(z|[-+][0-9]{2}:?[0-9]{2})\Z", re.ASCII)
_LETTER: Final = re.compile(r"[a-z]", re.ASCII)
_LONG_DIGITS: Final = re.compile(r"[0-9]{9,20}", re.ASCII)
_DIGIT_RUN: Final = re.compile(r"[0-9]{3,}", re.ASCII)
# An ISBN printed with hyphens (round 8): `0-300-27491-2`, `978-0-300-27491-2`, `0-19-852663-x`.
_ISBN_HYPHENATED: Final = re.compile(r"(?:97[89]-)?[0-9]{1,5}-[0-9]{1,7}-[0-9]{1,7}-[0-9x]", re.ASCII)

# --- what an answer wrote ----------------------------------------------------------------------
# A clock token: 9:00, 09:00, 06:00:00, 10:00pm, 10:00p.m, 00:00+1.
_ANSWER_CLOCK: Final = re.compile(
    r"([0-9]{1,2}):([0-9]{2})(?::[0-9]{2})?(?:([ap])\.?m)?(?:\+[0-9]{1,2})?", re.ASCII
)
# A clock in the French and Canadian style: 14h00, 9h30 (24-hour): `glued_clocks.H_CLOCK`.
# (round 20) a military clock, four digits and an `h` or `hrs` glued after them: `1430h`, `0905hrs`.
# (round 23) A number an answer may spell a clock with: `1630`, `07.30`, `7.30`.
_SPELLED_VALUE: Final = re.compile(r"[0-2][0-9][0-5][0-9]|[0-2]?[0-9]\.[0-5][0-9]", re.ASCII)
_MILITARY_CLOCK: Final = re.compile(r"([01][0-9]|2[0-3])([0-5][0-9])(?:h|hrs)", re.ASCII)
# (round 20) a day and month with the dot after each and no year (`15.02.`, `due 03.12.`): day first.
_DOTTED_DAY_MONTH: Final = re.compile(r"(0?[1-9]|[12][0-9]|3[01])\.(0?[1-9]|1[0-2])\.(?![0-9])", re.ASCII)
# One that ends no sentence (a comma, a dash, a bracket, `?` or a lower-case word after its dot): the
# answer writes dates so; a number at a sentence's end (`The rate is 15.02.`) alone is no date.
# (round 26) Nor does a date a span is added to or taken from (`30.09. + 21 days`, `15.02. − 3`).
_DOTTED_DATE_WRITTEN: Final = re.compile(
    r"(?<![0-9.])(?:0?[1-9]|[12][0-9]|3[01])\.(?:0?[1-9]|1[0-2])\.(?=[,;:?!)\u2013\u2014/-]|[ \t]?[\u2013\u2014\u2212+-]|[ \t]+[a-z])"
)
# (round 25) Whether an answer writes such a date, read once per answer (`_dotted_month_day` asks it
# for every candidate: a search of the whole answer a candidate, n candidates x n characters).
_WRITES_DOTTED_DATE: Final[TextMemo[bool]] = TextMemo(entries=8, chars=65_536)


def _writes_dotted_date(answer: str) -> bool:
    return _DOTTED_DATE_WRITTEN.search(answer) is not None


# (round 25) A day and a two-digit month with one dot and no year (`od 28.05 w`, `(odczyt 28.05)`),
# as a normalized token; and any number written with a decimal point (a run of digits and points).
_DAY_DOT_MONTH_VALUE: Final = re.compile(r"(0[1-9]|[12][0-9]|3[01])\.(0[1-9]|1[0-2])", re.ASCII)
# (stable34) a day, a month and a year with dots (`26.12.2026`): a date, no decimal either
_DAY_DOT_MONTH_YEAR: Final = re.compile(r"(0[1-9]|[12][0-9]|3[01])\.(0[1-9]|1[0-2])\.[0-9]{4}", re.ASCII)
# (apricot44) such a date in an answer's text, its year the group
_DAY_DOT_MONTH_YEAR_IN: Final = re.compile(r"(?<![0-9.])(?:0[1-9]|[12][0-9]|3[01])\.(?:0[1-9]|1[0-2])\.([0-9]{4})(?![0-9]|\.[0-9])", re.ASCII)
_POINTED_RUN: Final = re.compile(r"(?<![0-9.])[0-9]+\.[0-9]+(?:\.[0-9]+)*", re.ASCII)


def _day_dot_month(value: str, answer: str) -> tuple[int, int] | None:
    """(round 25) The (month, day) of a `DD.MM` token (two digits each, `28.05`) in an answer that
    writes no other number with a decimal point than such day-and-months (`Leżakowanie od 28.05 w 1
    °C`, `FG 1,009 (odczyt 28.05)`): the point is no English decimal there, a person's day first
    date is. An answer writing `12.5 kg` beside it reads it as a number (None); (stable34) one
    writing a dotted date with its year beside it (`from 28.11 weekly, the last on 26.12.2026`)
    writes dates day first with dots, no decimal: its `28.11` is a date."""
    m = _DAY_DOT_MONTH_VALUE.fullmatch(value)
    if m is None or not writes_day_months_only(answer):
        return None
    return month_day_key(int(m.group(2)), int(m.group(1)))


# Whether every number the answer writes with a decimal point is such a day and month, read once per
# answer (asked for every `DD.MM` candidate: a search of the whole answer a candidate otherwise).
_POINTS_ONLY_DAY_MONTHS: Final[TextMemo[bool]] = TextMemo(entries=8, chars=65_536)


def writes_day_months_only(answer: str) -> bool:
    """(stable34) Whether every number the answer writes with a decimal point is a day and month
    (`28.05`) or a dotted date with its year (`26.12.2026`): its points are no decimals (memoized)."""
    return _POINTS_ONLY_DAY_MONTHS.read(answer, _points_only_day_months)


def _points_only_day_months(answer: str) -> bool:
    return all(_DAY_DOT_MONTH_VALUE.fullmatch(run.group(0)) is not None or _DAY_DOT_MONTH_YEAR.fullmatch(run.group(0)) is not None
               for run in _POINTED_RUN.finditer(answer))


# am/pm written after a clock token: " PM", "pm", " p.m.", " A.M", "\u202fPM" (any JS whitespace).
_AM_PM_AFTER: Final = re.compile(ES_SPACE_CLASS + r"{0,2}([AaPp])\.?" + ES_SPACE_CLASS + r"?[Mm](?![A-Za-z])", re.ASCII)
_ISO_DATE_VALUE: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", re.ASCII)
# (round 24) an answer's clock with its zone glued, as a timestamp writes it: `08:30+01:00`, `07:51z`,
# `14:05:00-0700` (a normalized token).
_ZONED_CLOCK_VALUE: Final = re.compile(r"([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?(z|[-+][0-9]{2}:?[0-9]{2})", re.ASCII)
# An answer's naive ISO date and time joined by `T` (a normalized token): 2024-01-05t15:45[:00].
_ISO_STAMP_VALUE: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}t[0-9]{2}:[0-9]{2}(:[0-9]{2})?", re.ASCII)
_YEAR_VALUE: Final = re.compile(r"[0-9]{4}", re.ASCII)
# A year's month or quarter as results write them (round 9): 2025-09, 2025-q4.
_YEAR_PERIOD: Final = re.compile(r"(?:19|20)[0-9]{2}-(?:0[1-9]|1[0-2]|q[1-4])", re.ASCII)
_PLAIN_NUMBER: Final = re.compile(r"-?[0-9]+(?:\.[0-9]+)?(?:e[-+][0-9]+)?", re.ASCII)
_DIGITS: Final = re.compile(r"[0-9]+", re.ASCII)
# A unit glued to a number token: the `gb` of `401.7gb`, the `ms` of `5000ms`.
_GLUED_UNIT: Final = re.compile(r"(?<=[0-9])(?:[A-Za-z]{1,12}|%)$")
_ENDING_DIGITS: Final = re.compile(r"[0-9]{3,4}", re.ASCII)
# A masked identifier token: xxxx-1784, xxxx1784, **-1784 (the mask letters are token characters).
_MASKED_TOKEN: Final = re.compile(r"(?:x{2,}|\*{2,})-?([0-9]{3,4})", re.ASCII)
# A cue right before an ending: "ending in", "ends in", "last four", "last 4 (digits)", or a mask.
_ENDING_CUE: Final = re.compile(
    r"(?:(?:ending|ends)\s+(?:in|with)|ending|last\s+(?:four|4)(?:\s+digits)?)\s*(?:of\s+)?[:#]?\s*$"
    r"|(?:[*xX\u2022\u00b7\u25cf]{2,}[-\s]?)$",
    re.IGNORECASE,
)


def answer_clock(value: str, answer: str, candidate: Candidate) -> tuple[int, int] | None:
    """The (hour, minute) in 24-hour time an answer's clock token means, or None.

    The am/pm reading comes from the token itself (`10:00pm`) or the text right after its first
    occurrence in the answer (`10:00 PM`, `10:00 p.m.`). Without one the hour is read as written.
    """
    if _ANSWER_CLOCK.fullmatch(value) is None:
        m = H_CLOCK.fullmatch(value)
        if m is None and candidate.token is not None:
            m = _MILITARY_CLOCK.fullmatch(candidate.token)  # `1430h` (round 20)
        if m is None:
            return None
        hour, minute = int(m.group(1)), int(m.group(2))
        return (hour, minute) if hour <= 23 and minute <= 59 else None
    offset, length = locate(answer, candidate)
    return clock_at(value, answer, offset, length, candidate.range_token)


MAX_PERIOD_WORD: Final = 24  # (palm38) characters of a day period's word read beside a clock
MAX_LINK_WORD: Final = 5  # (census39) characters of the one word read past between a clock and its period (`soat`, `στις`, `да`)


def _letter(ch: str) -> bool:
    return ch.isalpha() or unicodedata.category(ch)[0] == "M" or ch == "\u200b"


def _half_of(word: str, hour: int, minute: int) -> str | None:
    """The half of the day the period word `word` (as written) gives the 12-hour clock `hour:minute`:
    its table's; (mend38b) for a period across noon (`на обяд`, 11:00-14:00) the half whose reading
    falls in its span (`1:30` 13:30, `11:30` 11:30), None where neither does."""
    word = word.replace("\u200b", "").casefold()
    half = DAY_PERIODS.get(word)
    span = NOON_SPANS.get(word) if half is None else None
    if span is not None:
        for side, at in (("a", hour % 12 * 60 + minute), ("p", (hour % 12 + 12) * 60 + minute)):
            if span[0] <= at < span[1]:
                return side
    return half


def _digit_beside(answer: str, at: int, step: int) -> bool:
    """(census39) Whether a digit stands at `answer[at]` (`step` 1) or right before `at` (`step` -1), up
    to 2 spaces between: a period word there is the other clock's (`5:25 ល្ងាច និង ៧:១០`)."""
    i = at if step > 0 else at - 1
    for _ in range(3):
        if i < 0 or i >= len(answer):
            return False
        if answer[i] not in " \u00a0\u202f":
            return answer[i].isdigit()
        i += step
    return False


def period_half(answer: str, start: int, end: int, hour: int = 0, minute: int = 0) -> str | None:
    """(palm38) The half of the day (`a`, `p`) a word of any language's day periods (`day_periods.py`,
    CLDR's: Khmer `ល្ងាច` the evening, Chinese `下午`, Korean `오후`) right after the clock at
    `answer[start:end]` (up to 2 spaces between), or right before it, says; None where neither is one.
    A word is its letters and combining marks (a stop after it, Khmer's `៖`, is none). (mend38b) A
    period across noon (`на обяд`) gives the half its span holds the clock `hour:minute` in. (census39)
    Or past one word of at most `MAX_LINK_WORD` letters between (`кундузи соат 2:30`: the hour's word)."""
    at = end
    while at < len(answer) and at < end + 2 and answer[at] in " \u00a0\u202f":
        at += 1
    stop = at
    while stop < len(answer) and stop < at + MAX_PERIOD_WORD and _letter(answer[stop]):
        stop += 1
    if stop > at:
        # (mend38b) or two words (`на обяд`, `το πρωί`): one space and a second word's letters
        second = stop + 1
        while stop + 1 < len(answer) and answer[stop] == " " and second < at + MAX_PERIOD_WORD and second < len(answer) \
                and _letter(answer[second]):
            second += 1
        half = _half_of(answer[at:second], hour, minute) if second > stop + 1 else None
        half = half if half is not None else _half_of(answer[at:stop], hour, minute)
        if half is None and second > stop + 1 and stop - at <= MAX_LINK_WORD and not _digit_beside(answer, second, 1):
            # (census39) past one short word: `2:30 да кундузи`; not a period leading the next clock (`7:10 和 下午5:25`)
            half = _half_of(answer[stop + 1:second], hour, minute)
        if half is not None:
            return half
    at = start
    while at > 0 and at > start - 2 and answer[at - 1] in " \u00a0\u202f":
        at -= 1
    first = at
    while first > 0 and first > at - MAX_PERIOD_WORD and _letter(answer[first - 1]):
        first -= 1
    if first < at and first >= 2 and answer[first - 1] == " " and _letter(answer[first - 2]):
        before = first - 1  # (mend38b) or two words before the clock
        while before > 0 and before > at - MAX_PERIOD_WORD and _letter(answer[before - 1]):
            before -= 1
        half = _half_of(answer[before:at], hour, minute)
        if half is not None:
            return half
        half = _half_of(answer[first:at], hour, minute)
        if half is None and at - first <= MAX_LINK_WORD and not _digit_beside(answer, before, -1):
            # (census39) a period word, then one short word (the hour's, a preposition), then the clock:
            # Uzbek `кундузи соат 2:30`, Greek `το απόγευμα στις 2:30`
            half = _half_of(answer[before:first - 1], hour, minute)
        return half
    return _half_of(answer[first:at], hour, minute) if first < at else None


def clock_at(value: str, answer: str, offset: int, length: int, range_token: str | None) -> tuple[int, int] | None:
    """The (hour, minute) in 24-hour time of the clock `value` written at `answer[offset:offset+length]`
    (its own token or its range token; offset -1: no occurrence), with the am/pm written there."""
    m = _ANSWER_CLOCK.fullmatch(value)
    if m is None:
        return None
    hour, minute = int(m.group(1)), int(m.group(2))
    if minute > 59:
        return None
    half = m.group(3)
    if half is None:
        if offset >= 0:
            whole = range_token
            if whole is not None and normalize_token(answer[offset : offset + length]) != whole:
                whole = None  # this occurrence stands alone, not inside its range token
            if whole is None:
                after = _AM_PM_AFTER.match(answer, offset + length)
                if after is not None:
                    half = after.group(1).lower()
                elif 1 <= hour <= 12 and not answer.isascii():
                    half = period_half(answer, offset, offset + length, hour, minute)  # (palm38) `៤:៤០ ល្ងាច`, `下午4:40`
            if half is None and 1 <= hour <= 12:
                half = range_end_meridiem(answer, offset, length, hour, minute, whole, value)
    if half is None:
        return (hour, minute) if hour <= 23 else None
    if not 1 <= hour <= 12:
        return None
    return (hour % 12 + (12 if half == "p" else 0), minute)


def evening_reading(value: str, answer: str, candidate: Candidate) -> tuple[int, int] | None:
    """(round 21) The afternoon reading of a 12-hour clock written bare (`From 8:45 to 10:30` for a
    show at 20:45): its hour plus 12, where the value writes an hour of 1-11 without a leading zero
    and no am/pm follows it (nor a range's end gives one); else None. People drop the half of the
    day their own earlier `8:45pm` made plain (the caller asks that the answer or an earlier one
    wrote it so: `evening_written`); `08:45` is 24-hour time."""
    m = _ANSWER_CLOCK.fullmatch(value)
    if m is None or m.group(3) is not None or value.startswith("0"):
        return None
    hour, minute = int(m.group(1)), int(m.group(2))
    if not 1 <= hour <= 11 or minute > 59:
        return None
    offset, length = locate(answer, candidate)
    if offset < 0 or _AM_PM_AFTER.match(answer, offset + length) is not None:
        return None
    whole = candidate.range_token
    if whole is not None and normalize_token(answer[offset : offset + length]) != whole:
        whole = None
    if range_end_meridiem(answer, offset, length, hour, minute, whole, value) is not None:
        return None
    return (hour + 12, minute)


# (round 21) A clock written with pm after it: `8:45pm`, `8:45 PM`, `8:45 p.m.`.
_PM_CLOCK: Final = re.compile(r"(?<![0-9:.])(1[0-2]|0?[1-9]):([0-5][0-9])(?![0-9])" + ES_SPACE_CLASS + r"{0,2}[Pp]\.?" + ES_SPACE_CLASS + r"?[Mm](?![A-Za-z])")
# At most this many afternoon clocks kept from a run's earlier answers.
MAX_EVENINGS: Final = 256


def evening_clocks(text: str) -> set[tuple[int, int]]:
    """(round 21) The 24-hour (hour, minute) of every clock `text` writes with pm (`8:45pm`: (20, 45))."""
    if "m" not in text and "M" not in text:
        return set()
    return {(int(m.group(1)) % 12 + 12, int(m.group(2))) for m in _PM_CLOCK.finditer(text)}


def answer_clocks(candidate: Candidate, answer: str) -> set[tuple[int, int]]:
    """The (hour, minute) readings of every occurrence of a clock candidate, each with the am/pm
    written after it (`04:00 AM` ... `04:00 PM` gives two readings). An occurrence without am/pm
    of a 12-hour clock the answer also writes with one is that time repeated, not a reading."""
    m = _ANSWER_CLOCK.fullmatch(candidate.value)
    if m is None:
        return set()
    hour, minute = int(m.group(1)), int(m.group(2))
    if minute > 59:
        return set()
    readings: set[tuple[int, int]] = set()
    bare: set[tuple[int, int]] = set()
    wanted = {candidate.value}
    if candidate.token is not None:
        wanted.add(candidate.token)
    for start, piece in token_spans(answer):
        if normalize_token(piece) not in wanted:
            continue
        half = m.group(3)
        if half is None:
            after = _AM_PM_AFTER.match(answer, start + len(piece))
            if after is not None:
                half = after.group(1).lower()
        if half is None:
            if hour <= 23:
                bare.add((hour, minute))
        elif 1 <= hour <= 12:
            readings.add((hour % 12 + (12 if half == "p" else 0), minute))
    if readings and 1 <= hour <= 12:
        return readings  # "3:00 PM ... book Mia at 3:00": the bare repeat is the time written with its half
    return readings | bare


class _NoForms:
    forms: frozenset[str] = frozenset()


_NO_FORMS = _NoForms()


# A score out of a round scale: 4.6/5, 4.6/5.0, 8.5/10, 92/100, 3.8/4.0 (the score is the value).
_SCORE: Final = re.compile(r"([0-9]+(?:\.[0-9]+)?)/(4|5|10|20|100)(?:\.0+)?", re.ASCII)


def score_of(value: str) -> str | None:
    """The score of a `score/scale` token (normalized, `4.6`), or None; a score above its scale is none."""
    m = _SCORE.fullmatch(value)
    if m is None or float(m.group(1)) > int(m.group(2)):
        return None
    return normalize_token(m.group(1))


_AMOUNT_MARKS: Final = ("$", "\u20ac", "\u00a3", "\u00a5")
_DECIMALS: Final = re.compile(r"[0-9]\.[0-9]")


def has_ending_cue(answer: str, candidate: Candidate) -> bool:
    offset, length = locate(answer, candidate)
    if offset < 0:
        return False
    if answer[offset : offset + 1] in _AMOUNT_MARKS or _DECIMALS.search(answer, offset, offset + length) is not None:
        return False  # an amount (`**$986.00**`: markdown bold, no mask) is no card's ending (round 12)
    return _ENDING_CUE.search(answer[max(0, offset - 40) : offset]) is not None


def masked_ending(candidate: Candidate, answer: str) -> str | None:
    """The digits of a masked card ending the answer wrote (`ending in 1784`, `xxxx-1784`), else None."""
    value = candidate.value
    if _ENDING_DIGITS.fullmatch(value):
        return value if has_ending_cue(answer, candidate) else None
    masked = _MASKED_TOKEN.fullmatch(value)
    return masked.group(1) if masked is not None else None


# The families of keys the results' texts are read for, each on the first question that needs it
# (`_written_turn`): dates and clocks in words, timestamps, phones, digit groups, cron schedules.
_WORDS: Final = 0
_STAMPS: Final = 1
_PHONES: Final = 2
_GROUPS: Final = 3
_CRON: Final = 4
_FAMILY_NAMES: Final = ("words", "stamps", "phones", "groups", "cron")
_FAMILIES: Final = {
    "date": _WORDS, "clock": _WORDS, "stamp": _STAMPS, "stamp-s": _STAMPS, "phone": _PHONES, "digits": _GROUPS,
    "cron": _CRON, "cron-local": _CRON,
}


# (recall28) The earlier answers of a run whose numbers a slip may restate (the first ones: the list
# only grows, so `SlipWords` reads each once).
MAX_SLIP_ANSWERS: Final = 64
# (recall30) The characters of a person's message read for its words (a question is short; a pasted
# document's words are no question's).
MAX_QUESTION_CHARS: Final = 2000


class SpellingIndex:
    """Spelling keys derived from an evidence corpus's forms, built lazily and incrementally.

    Two catch-ups over the corpus's log of stored forms: the clock, date, year and id-part keys
    when a candidate first misses the exact lookup, the card-ending keys only when a masked ending
    is first asked about (they are many, and the question is rare).
    """

    __slots__ = (
        "_corpus", "_seen", "_seen_endings", "_keys", "_texts", "_seen_texts", "_written", "_more", "_exempt", "_zones", "_rescaled",
        "_hashes", "_epochs", "_seconds", "_glued", "_locale", "_seen_locale", "_versions", "_names", "_spent", "_escaped",
        "_kinds", "_seen_kinds", "_percents", "work", "_texts_chars", "_slips", "_answer_slips", "_answer_texts", "_answer_asked", "_totals", "_question", "_day_first", "_month_days", "_evenings",
        "_cells", "_seen_cells", "_hours", "_seen_hours", "_letters",
    )

    def __init__(self, corpus: Any, exempt: Any = None, work: RuleWork | None = None) -> None:
        self._corpus = corpus
        self._letters: frozenset[str] = frozenset()  # (spaces32) one-letter currency marks a person wrote
        self._seen = 0
        self._seen_endings = 0
        # the zone and epoch rules' work on the answer judged now: (the run's answer count, its
        # text, the units spent); the run's budget for it (work.py)
        self._spent: tuple[int, str, int] = (0, "", 0)
        self._day_first: tuple[str, bool] = ("", False)  # the last answer asked, and whether it writes dates day first
        self._month_days: tuple[int, set[tuple[int, int]]] = (0, set())  # texts read, their yearless dates (round 14)
        self.work = work if work is not None else RuleWork(UNBOUNDED)
        self._texts_chars = 0  # the characters of `_texts`: what a rule reading them all scans
        self._keys: dict[tuple[str, Any], list[str]] = {}
        self._more = Respellings(corpus)
        self._zones = ZoneIndex(corpus)
        self._epochs = EpochIndex()
        self._seconds = SecondsIndex()  # the results' numbers of seconds (seconds_clocks.py)
        self._rescaled = Rescaled(corpus)
        self._hashes = HashPrefixes(corpus)
        self._glued = Glued(corpus)
        self._versions = Versions(corpus)
        self._names = NameKeys()
        self._locale: dict[str, int] = {}  # English spellings of the results' locale numbers
        self._cells: dict[str, int] = {}  # the numbers of the results' CSV blocks' cells (csv_cells.py, round 21)
        self._seen_cells = 0
        self._hours: dict[int, int] = {}  # the hours the results carry as bare numbers (hour_cells.py, round 30)
        self._seen_hours = 0
        self._seen_locale = 0
        self._exempt = exempt
        self._texts: list[tuple[str, int]] = []  # results' texts, read for words on the first miss
        self._seen_texts = [0] * len(_FAMILY_NAMES)  # per family of written keys: the texts read for it
        self._written: dict[tuple[str, Any], int] = {}  # keys of dates and times written in words
        self._escaped = EscapedTokens()  # tokens right after a `\n` a result's text writes (escapes.py)
        self._kinds: set[str] = set()  # kinds of rated value the results carry (rated.py)
        self._seen_kinds = 0
        self._percents: list[tuple[float, int]] = []  # the results' percentages and decimals (rated.py)
        self._slips = SlipWords()  # the words beside the results' numbers a slip may be of (near_misses.py)
        # (recall28) the same of the earlier answers' numbers: `256 jars` restating an answer's `265 jars`
        # (recall30) two-digit numbers too: a swap of one restated alone is judged (near_misses.py)
        self._answer_slips = SlipWords(MIN_SWAP_DIGITS)
        self._answer_texts: list[tuple[str, int]] = []
        # (recall43) per kept answer: the words of the question it replied to, the results read before it
        self._answer_asked: list[tuple[frozenset[str], int]] = []
        self._totals = Totals()  # (recall31) the results' tables' column totals (column_totals.py)
        # (recall30) the words of the person's last question: what a terse reply restates
        self._question: set[str] = set()
        self._evenings: set[tuple[int, int]] = set()  # afternoon clocks earlier answers wrote with pm (round 21)

    def add_text(self, text: str) -> None:
        """Keep a result's text (stamped with the corpus's turn) to read its words when asked."""
        if text:
            self._texts.append((text, self._corpus.current_turn))
            self._texts_chars += len(text)
            self._zones.add_text(text, self._corpus.current_turn)
            self._escaped.add_text(text, self._corpus.current_turn)

    def quotes(self, value: str, kind: str) -> bool:
        """Whether an answer's short decimal of that kind (rated.py) quotes what the results read
        so far carry: a rating where they carry ratings, a percentage (`percent:N`, N decimals
        written) within one point of one written with N decimals."""
        if self._seen_kinds < len(self._texts):
            for text, _ in self._texts[self._seen_kinds :]:
                self._kinds.update(carried_kinds(text))
                self._percents.extend(carried_percents(text))
            self._seen_kinds = len(self._texts)
        if not kind.startswith("percent:"):
            return kind in self._kinds
        number = float(value)
        places = int(kind[8:])
        for carried, written in self._percents:
            if written == places and abs(carried - number) < 1.0:
                return True
        return False

    def attributed_slips(
        self, candidates: dict[str, tuple[list[str], set[str]]], min_digits: int, restated: bool = False
    ) -> frozenset[str]:
        """The answer's short numbers one slip from a carried number that its line attributes to
        what the result carried it for (near_misses.py; the texts read once a run), from the budget;
        (recall28) `restated`: slips of the earlier answers' numbers, attributed by their words."""
        if not candidates or not self._afford_scan():
            return frozenset()
        if restated:
            out = self._answer_slips.attributed(candidates, self._answer_texts, min_digits)
            if len(out) < len(candidates) and not asks_number(self._question):
                # (recall43) a value restated for the same question again, nothing read since
                out = out | self._answer_slips.asked_again(
                    candidates, self._answer_asked, len(self._texts), self._question, self._texts + self._answer_texts
                )
            return out
        return self._slips.attributed(candidates, self._texts, min_digits)

    def slip_bases(self, min_digits: int, restated: bool = False) -> Container[str]:
        """(recall28) The short numbers the run's result texts (or, `restated`, its earlier answers)
        write: each text read once a run, at the first ask after it came (linear, no budget asked)."""
        if restated:
            return self._answer_slips.written(self._answer_texts, min_digits)
        return self._slips.written(self._texts, min_digits)

    def result_texts(self) -> list[tuple[str, int]]:
        """(mend46d) The results' texts read so far, each with its turn (`operand_slips`' records)."""
        return self._texts

    def answer_texts(self) -> list[str]:
        """(recall32) The run's earlier answers' texts kept for their slips (`add_answer`: the first
        `MAX_SLIP_ANSWERS`), in order."""
        return [text for text, _ in self._answer_texts]

    def column_totals(self) -> dict[str, set[str]]:
        """(recall31) The totals of the all-number columns of the results' tables so far, each with
        the names of its columns (column_totals.py): each text read once a run."""
        return self._totals.of(self._texts)

    def add_answer(self, text: str) -> None:
        """(round 21) Keep the afternoon clocks an earlier answer wrote with their half (`8:45pm`):
        a later answer's bare `8:45` is that time (`evening_reading`). (recall28) Keep its text for
        the slips of a number it wrote (the first `MAX_SLIP_ANSWERS` answers of a run)."""
        if len(self._answer_texts) < MAX_SLIP_ANSWERS:
            self._answer_texts.append((text, len(self._answer_texts)))
            self._answer_asked.append((frozenset(self._question), len(self._texts)))
        if len(self._evenings) < MAX_EVENINGS:
            self._evenings.update(evening_clocks(text))

    def evening_written(self, clock: tuple[int, int], answer: str) -> bool:
        """Whether this answer or an earlier one wrote `clock` (24-hour) in the afternoon with its half."""
        return clock in self._evenings or clock in evening_clocks(answer)

    def add_question(self, text: str) -> None:
        """(recall30) Keep the words of a person's message (`near_misses.asked_words`: its words and, marked, its numbers): the
        question the next answer replies to, whose words name what a terse reply restates."""
        self._question = asked_words(text[:MAX_QUESTION_CHARS])  # (mend39c) its numbers marked too
        self._letters = self._letters | money_letters(text)  # (spaces32) `R3,900` said: `R` is money

    def question(self) -> set[str]:
        """(recall30) The words of the person's last message (empty before any)."""
        return self._question

    def add_context(self, text: str) -> None:
        """Read a system prompt for the zone it names (zones.py); (spaces32) and the one-letter
        currency marks it writes before money (`R3,900`: letter_marks.py)."""
        self._zones.add_context(text)
        self._letters = self._letters | money_letters(text)

    def money_letters(self) -> frozenset[str]:
        """(spaces32) The one-letter currency marks the run's system prompt and person wrote before
        money (`R` of `R3,900`): an answer's `R420` is an amount then (`letter_marks.marked`)."""
        return self._letters

    def _catch_up_texts(self, family: int) -> None:
        """Read the texts not read yet for one family of keys (`_FAMILIES`): each key is the latest
        turn that wrote it, whatever the order the families are read in."""
        written = self._written
        for text, turn in self._texts[self._seen_texts[family] :]:
            if family == _WORDS:
                for key in written_keys(text):
                    if written.get(key, -1) < turn:
                        written[key] = turn
            elif family == _STAMPS:
                for stamp in stamp_keys(text):  # `2024-01-05 15:45:00` for an answer's `...T15:45`
                    if written.get(stamp, -1) < turn:
                        written[stamp] = turn
            elif family == _PHONES:
                for _, code, digits in phone_keys(text):  # `+44 987654321` (groups.py)
                    if written.get(("phone", code + "+" + digits), -1) < turn:
                        written[("phone", code + "+" + digits)] = turn
            elif family == _GROUPS:
                if " " in text or "-" in text:
                    for m in DIGIT_GROUPS.finditer(text):  # `4402 0044 8213`: the digits without their spaces
                        key = ("digits", group_digits(m.group(0)))
                        if written.get(key, -1) < turn:
                            written[key] = turn
            else:
                local = names_tz(text)
                for clock in cron_clocks(text):  # a cron schedule's times (cron.py)
                    kind = "cron-local" if local else "cron"  # local: in the zone the text names
                    if written.get((kind, clock), -1) < turn:
                        written[(kind, clock)] = turn
        self._seen_texts[family] = len(self._texts)

    def _locale_turn(self, english: str) -> int:
        """The latest turn a result's text wrote this number in a locale spelling or with a
        magnitude (locales.py); the texts are read for them on the first such question only."""
        if self._seen_locale < len(self._texts):
            found = self._locale
            for text, turn in self._texts[self._seen_locale :]:
                for form in locale_readings(text):
                    if found.get(form, -1) < turn:
                        found[form] = turn
            self._seen_locale = len(self._texts)
        return self._locale.get(english, -1)

    def _cell_turn(self, value: str) -> int:
        """(round 21) The latest turn a result's text wrote `value` as a cell of a comma- or
        semicolon-separated block (csv_cells.py); the texts are read on the first such question."""
        if self._seen_cells < len(self._texts):
            found = self._cells
            for text, turn in self._texts[self._seen_cells :]:
                for form in block_cells(text):
                    if found.get(form, -1) < turn:
                        found[form] = turn
            self._seen_cells = len(self._texts)
        return self._cells.get(value, -1)

    def _hour_turn(self, hour: int) -> int:
        """(round 30) The latest turn a result carried `hour` as a bare number under a name for the
        hour (a CSV's `hour` column, `"hour": 10`: hour_cells.py); the texts read on the first ask."""
        if self._seen_hours < len(self._texts):
            found = self._hours
            for text, turn in self._texts[self._seen_hours :]:
                for carried in carried_hours(text):
                    if found.get(carried, -1) < turn:
                        found[carried] = turn
            self._seen_hours = len(self._texts)
        return self._hours.get(hour, -1)

    @staticmethod
    def _dotted_month_day(candidate: Candidate, answer: str) -> tuple[int, int] | None:
        """(round 20) The (month, day) of a number the answer writes as a day and month with their
        dots (`15.02.`, `3.12.`, not `15.02` nor `15.02.2026`) in an answer that writes one such date
        where no sentence ends (`due 15.02., 15.03.`, `to 14.12.?`), or None."""
        if not _WRITES_DOTTED_DATE.read(answer, _writes_dotted_date):
            return None  # (speed24) asked first: an answer writing no such date is not located in
        offset, length = locate(answer, candidate)
        if offset < 0:
            return None
        m = _DOTTED_DAY_MONTH.match(answer, offset)
        if m is None or m.end() < offset + length:
            return None
        return month_day_key(int(m.group(2)), int(m.group(1)))

    def writes_month_day(self, month: int, day: int) -> bool:
        """Whether a result's text writes that month and day in words without a year (`delivered
        Oct 14`), or with one (`November 12, 2026`, round 19): read once per text, when a yearless
        date is first asked about (round 14)."""
        seen, found = self._month_days
        if seen < len(self._texts):
            for text, _ in self._texts[seen:]:
                dates = yearless_in(text, [])
                found.update((d.month, d.day) for d in dates)
                found.update(range_end_days(text, dates))  # round 20: `Week 3 (Feb 3-9)` writes February 9
                # round 19: a date a result writes in words with its year (`EOB date: November 12,
                # 2026`) writes its month and day too: the answer's `Nov. 12th` is that day
                found.update((int(key[1][5:7]), int(key[1][8:10])) for key in written_keys(text) if key[0] == "date")
            self._month_days = (len(self._texts), found)
        return (month, day) in found

    def date_years(self, low: int, high: int) -> list[int]:
        """The years from `low` to `high` of the dates the results carry (an ISO date, alone or in a
        timestamp, or a month `2025-09`), the latest first: the years a yearless date in words is
        read in (yearless_words.py, round 14)."""
        if self._seen < len(self._corpus.log):
            self._catch_up()
        keys = self._keys
        return [year for year in range(high, low - 1, -1) if ("year", str(year)) in keys]

    def date_turn(self, iso: str) -> int:
        """`_date_turn`: the cheap question the `word_dates` rule asks of the days near an answer's
        date in words (word_dates.py), without the costlier rules of `ground`."""
        return self._date_turn(iso)

    def _date_turn(self, iso: str) -> int:
        """The latest turn a result carried this date: exact, in a timestamp, or in words."""
        turn = self._corpus.values.get(iso, -1)
        return max(turn, self._turn(("date", iso)), self._written_turn(("date", iso)))

    def _written_turn(self, key: tuple[str, Any]) -> int:
        """The latest turn a result wrote this date or time in words; the texts are read on the
        first such question only (a run whose misses are ids and amounts never reads them)."""
        family = _FAMILIES[key[0]]
        if self._seen_texts[family] < len(self._texts):
            self._catch_up_texts(family)
        return self._written.get(key, -1)

    def _file(self, key: tuple[str, Any], form: str) -> None:
        sources = self._keys.get(key)
        if sources is None:
            self._keys[key] = [form]
        elif len(sources) < 8 and form not in sources:
            sources.append(form)

    def _catch_up(self) -> None:
        # (speed38) `_keys_of`'s cheap refusal and its cache asked here, in the walk: two forms in
        # three of a multi-turn case's log carry no key, and a call each was most of the walk
        log = self._corpus.log
        keys = self._keys
        cache = _keys_cache
        for form in log[self._seen :]:
            if ":" not in form and "-" not in form and "_" not in form and "/" not in form \
                    and not (form[:1].isdigit() and ("x" in form or "\u00d7" in form)):
                continue
            found = cache.get(form)
            for key in found if found is not None else _keys_of(form):
                sources = keys.get(key)
                if sources is None:
                    keys[key] = [form]
                elif len(sources) < 8 and form not in sources:
                    sources.append(form)
        self._seen = len(log)

    def _catch_up_endings(self) -> None:
        log = self._corpus.log
        for form in log[self._seen_endings :]:
            for run in _DIGIT_RUN.findall(form):
                self._file(("ending", run[-3:]), form)
                if len(run) >= 4:
                    self._file(("ending", run[-4:]), form)
        self._seen_endings = len(log)

    def said_ending(self, candidate: Candidate, answer: str) -> bool:
        """Whether a masked ending the answer wrote (`ending 9876`) ends a digit run a person said
        (the user's `1432-7890-6543-9876`, round 8): the user's own value, shortened."""
        ending = masked_ending(candidate, answer)
        if ending is None or self._exempt is None:
            return False
        return any(run.endswith(ending) for form in self._exempt.forms for run in _DIGIT_RUN.findall(form))

    def _turn(self, key: tuple[str, Any]) -> int:
        if self._seen < len(self._corpus.log):  # the forms' keys are read on the first question only
            self._catch_up()
        sources = self._keys.get(key)
        if not sources:
            return -1
        values = self._corpus.values
        return max(values.get(form, -1) for form in sources)

    def ground(self, candidate: Candidate, answer: str) -> tuple[str, int] | None:
        """(rule, turn) of the first rule that grounds `candidate`, or None."""
        value = candidate.value
        turn = self._escaped.turn(value)  # escaped (escapes.py): `75004` of a result's `\n75004`
        if turn >= 0:
            return "escaped", turn
        if "." in value and ":" in value:  # `15:32:13.412`: to the millisecond (subseconds.py)
            found = self._subsecond(value, candidate, answer)
            if found is not None:
                return found
        if _SPELLED_VALUE.fullmatch(value) is not None:  # (round 23) `1630` in `0730 to 1630`, `at 07.30`
            found = self._spelled_clock(candidate, answer)
            if found is not None:
                return found
        if (value[-1:] == "z" or "+" in value or value.count("-") == 1) and value[:1].isdigit():
            zoned = _ZONED_CLOCK_VALUE.fullmatch(value)  # (round 24) `08:30+01:00` for a result's `...T08:30:00+01:00`
            if zoned is not None:
                hour, minute, zone = int(zoned.group(1)), int(zoned.group(2)), _zone_key(zoned.group(4))
                turn = self._turn(("zoned-clock", (hour, minute, zone)) if zoned.group(3) is None
                                  else ("zoned-clock-s", (hour, minute, int(zoned.group(3)), zone)))
                if turn >= 0:
                    return "clock", turn
        # clock, time-in-words (round 20: `1430h`, its number `1430` with the `h` glued)
        if ":" in value or "h" in value or (candidate.token is not None and candidate.token.endswith(("h", "hrs"))):
            clock = answer_clock(value, answer, candidate)
            if clock is not None:
                seconds = _seconds_of(value)
                turn = self._clock_turn(clock, seconds)
                if turn >= 0:
                    return "clock", turn
                evening = evening_reading(value, answer, candidate) if clock[0] < 12 else None
                if evening is not None and self.evening_written(evening, answer):  # round 21: `8:45` bare after `8:45pm`
                    turn = self._clock_turn(evening, seconds)
                    if turn < 0 and not seconds:
                        turn = self._written_turn(("clock", evening))
                    if turn >= 0:
                        return "clock", turn
                if not seconds:  # words and schedules write no seconds
                    turn = self._written_turn(("clock", clock))
                    if turn >= 0:
                        return "time-in-words", turn
                    if clock[1] == 0:  # (round 30) `10:00` for a result's `hour` cell `10` (hour_cells.py)
                        turn = self._hour_turn(clock[0])
                        if turn >= 0:
                            return "clock", turn
                    turn = self._written_turn(("cron-local", clock))
                    if turn < 0 and self._afford(answer) and not _put_in_other_zone(candidate, answer):
                        turn = self._written_turn(("cron", clock))  # a schedule in UTC, as written
                    if turn >= 0:
                        return "cron", turn
                # zone: the clock converted from the zone the answer names (zones.py), at every
                # occurrence (each with its own am/pm and zone)
                turn = self._zone_turn(candidate, answer) if self._afford(answer) else -1
                if turn >= 0:
                    return "zone", turn
                turn = self._epoch_turn(candidate, answer) if self._afford(answer) else -1  # an epoch number's clock (epochs.py)
                if turn >= 0:
                    return "epoch", turn
            offset, _ = locate(answer, candidate)  # `911.62 s (15:11)`: the duration before it (restated.py)
            if restates_duration(value, answer, offset):
                return "restated", self._corpus.current_turn
            # seconds-clock: a carried number of seconds as `M:SS` (seconds_clocks.py)
            if offset >= 0 and _AM_PM_AFTER.match(answer, offset + len(value)) is None and self._afford(answer):
                turn = self._seconds.turn(value, answer, offset, self._texts, self._corpus.values)
                if turn >= 0:
                    return "seconds-clock", turn
        if "$" in value and value[:1].isalpha():  # `CA$31.50` for a result's `CAD 31.50` (coded_amounts.py, round 16)
            turn = coded_amount_turn(value, self._texts)
            if turn >= 0:
                return "currency-code", turn
        if "h" in value and value[:1].isdigit() and candidate.shape == "identifier":  # `49 hours 25 minutes, that is 2 days 1h25` (restated.py, round 18)
            offset, _ = locate(answer, candidate)
            if restates_in_days(value, answer, offset):
                return "restated", self._corpus.current_turn
        if value[:1] == "p" and candidate.shape == "identifier":  # `for 10 days (P10D)` (restated.py)
            offset, _ = locate(answer, candidate)
            if restates_iso_duration(value, answer, offset):
                return "restated", self._corpus.current_turn
        # timestamp-date: `2024-01-05T15:45` for a result's `2024-01-05 15:45:00` (written.py)
        stamp = _ISO_STAMP_VALUE.fullmatch(value) if "t" in value else None
        if stamp is not None:
            key = ("stamp-s", value) if stamp.group(1) is not None else ("stamp", value)
            turn = self._written_turn(key)
            if turn >= 0:
                return "timestamp-date", turn
        # timestamp-date, date-in-words
        if _ISO_DATE_VALUE.fullmatch(value):
            turn = self._turn(("date", value))
            if turn >= 0:
                return "timestamp-date", turn
            turn = self._written_turn(("date", value))
            if turn >= 0:
                return "date-in-words", turn
            offset, length = locate(answer, candidate)  # zone: the date of an instant in the zone named
            if offset >= 0 and self._afford(answer):
                turn = self._zones.ground_date(value, answer, offset, offset + length)
                if turn >= 0:
                    return "zone", turn
                self._epochs.catch_up(self._texts)  # an epoch number's date (epochs.py)
                turn = self._epochs.date_turn(value, zones_for(answer, offset, offset + length))
                if turn >= 0:
                    return "epoch", turn
        # numeric-date
        if "/" in value or "." in value or "-" in value:
            readings = numeric_date_readings(value)
            if readings:
                turn = max(self._date_turn(iso) for iso in readings)
                if turn >= 0:
                    return "numeric-date", turn
                # (apricot44) a dotted date with its year (`13.07.2027`, day first: `numeric_dates`) for
                # a date a person said in ISO or words (the system prompt's `Today is 2027-07-13`): the
                # said date respelled, as its ISO and worded spellings are exempt; not a slashed date
                # (its order may be read two ways), not a day off (`14.07.2027` is another day)
                if value[2:3] == "." and self._exempt is not None and any(iso in self._exempt.forms for iso in readings):
                    return "numeric-date", 0
                offset, length = locate(answer, candidate)  # epoch: an epoch number's date (epochs.py)
                if offset >= 0 and self._afford(answer):
                    self._epochs.catch_up(self._texts)
                    zones = zones_for(answer, offset, offset + length)
                    turn = max(self._epochs.date_turn(iso, zones) for iso in readings)
                    if turn >= 0:
                        return "epoch", turn
        # numeric-date, without a year: `03-01` for a carried `2022-03-01` (month_days.py, round 13)
        if len(value) == 5 and ("-" in value or "/" in value):
            month_day = month_day_of(value, answer, self._day_first_of(answer) if "/" in value else False)
            if month_day is not None:
                turn = self._turn(("month-day", month_day))
                if turn >= 0:
                    return "numeric-date", turn
        # (round 20) numeric-date, day first with its dots and no year: `15.02.` for a date the run
        # carries or a person said on February 15 (a result's `2026-02-15`, `the 15th of February`)
        if "." in value and len(value) <= 5 and candidate.shape in ("number", "figure"):
            month_day = self._dotted_month_day(candidate, answer)
            if month_day is not None:
                turn = max(self._turn(("month-day", month_day)), 0 if self.writes_month_day(*month_day) else -1,
                           0 if self._exempt is not None and (month_day_form(*month_day) in self._exempt.forms
                                                              or listed_month_day_form(*month_day) in self._exempt.forms) else -1)
                if turn >= 0:
                    return "numeric-date", turn
            # (round 25) `28.05` with no dot after it, in an answer writing no English decimal: a date
            # a result carries only (a person's said day is no cue against a number: `ratio 15.02`)
            month_day = _day_dot_month(value, answer) if month_day is None else None
            if month_day is not None:
                turn = self._turn(("month-day", month_day))
                if turn >= 0:
                    return "numeric-date", turn
                # (apricot44) or a person said, where the answer writes a dotted date with its year too
                # (`Имрӯз 13.07 ..., 6 рӯз → 19.07.2027` for the system prompt's today 2027-07-13): it
                # writes its dates day first with dots, so its `13.07` is the said day, no ratio
                # in the year that dotted date writes
                dated = _DAY_DOT_MONTH_YEAR_IN.search(answer) if self._exempt is not None else None
                if dated is not None and self._exempt is not None and (
                        month_day_form(*month_day) in self._exempt.forms
                        or f"{dated.group(1)}-{month_day[0]:02d}-{month_day[1]:02d}" in self._exempt.forms):
                    return "numeric-date", 0
        # range ends (range_ends.py): `lines 96-97`, `around $101-102`, `27.-29.11.2026`
        if "-" in value or candidate.range_token is not None:
            found = self._range_ends(candidate, answer)
            if found is not None:
                return found
        # version, version-bump (versions.py): `v2.15.0` for `2.15.0`; a patch release `2.14.1` of `v2.14.0`
        if "." in value and candidate.shape == "identifier" and value.count(".") == 2:
            offset, _ = locate(answer, candidate)
            found = self._versions.ground(value, answer, offset, self._exempt.forms if self._exempt is not None else ())
            if found is not None:
                return found
        # score
        if "/" in value:
            score = score_of(value)
            if score is not None:
                turn = self._corpus.values.get(score, -1)
                if turn >= 0:
                    return "score", turn
        elif candidate.shape == "number" and _YEAR_VALUE.fullmatch(value):
            turn = self._turn(("year", value))
            if turn >= 0:
                return "timestamp-date", turn
            self._epochs.catch_up(self._texts)
            turn = self._epochs.year_turn(int(value))  # an epoch number's year (epochs.py)
            if turn >= 0:
                return "epoch", turn
        if candidate.shape == "number" and value.isdigit() and len(value) <= 4:
            # (round 29) calendar-year: `2569` on a Thai line, `民國115年`, for a carried 2026 (calendar_years.py)
            offset, _ = locate(answer, candidate)
            year = gregorian_year(value, answer, offset)
            if year is not None:
                turn = self._turn(("year", str(year)))
                if turn >= 0:
                    return "calendar-year", turn
        if candidate.shape in ("number", "figure") and _PLAIN_NUMBER.fullmatch(value):
            # unsigned
            other = value[1:] if value.startswith("-") else "-" + value
            stamp = self._corpus.values.get(other)
            if stamp is not None:
                return "unsigned", stamp
            turn = self._rescaled.amount_turn(value)  # `$48.20` for a result text's `-$48.20`
            if turn >= 0:
                return "unsigned", turn
            if "." in value and value[:2] in ("1.", "0."):  # `1.004` for a carried 0.4 (growth.py)
                offset, length = locate(answer, candidate)
                turn = growth_factor_turn(value, answer, offset, length, self._corpus.values)
                if turn >= 0:
                    return "growth-factor", turn
                if hundredths_written(value, answer, offset, length):  # `3.8 points ... ÷ 0.038` (growth.py)
                    return "hundredths", self._corpus.current_turn
            # id-part
            if _DIGITS.fullmatch(value):
                turn = self._turn(("id-part", value))
                if turn >= 0:
                    return "id-part", turn
        # grouped-digits (groups.py): `440200448213` or `4402 0044 8213` for a result's `4402 0044 8213`
        # (or `440200448213`)
        if candidate.shape == "identifier" and "-" in value and "+" in answer:
            # a phone regrouped (`+44 98765 4321` for a result's `+44 987654321`, groups.py)
            for token, code, digits in phone_keys(answer):
                if token == value:
                    turn = self._written_turn(("phone", code + "+" + digits))
                    if turn >= 0:
                        return "grouped-digits", turn
        if candidate.shape == "identifier" and IBAN_TOKEN.fullmatch(value):
            # an IBAN in its print format (`GB29 NWBK 6016 1331 9268 19`) for one carried whole
            turn = self._corpus.values.get(value.replace("-", ""), -1)
            if turn >= 0:
                return "grouped-digits", turn
        if candidate.shape == "identifier" and _ISBN_HYPHENATED.fullmatch(value):
            # an ISBN in its hyphenated print form (`0-300-27491-2`) for a carried `0300274912` (round 8)
            digits = value.replace("-", "")
            if len(digits) in (10, 13):
                values = self._corpus.values  # a digit run is carried as its number: no leading zero
                turn = max(values.get(digits, -1), values.get(digits.lstrip("0"), -1))
                if turn >= 0:
                    return "grouped-digits", turn
        if _LONG_DIGITS.fullmatch(value) or GROUPED_TOKEN.fullmatch(value):
            digits = group_digits(value)
            turn = max(self._written_turn(("digits", digits)), self._corpus.values.get(digits, -1))
            if turn >= 0:
                return "grouped-digits", turn
        if candidate.shape == "identifier" and ("+" in value or "/" in value or "*" in value
                                                or "\u00d7" in value or "\u00f7" in value):
            # `1.21+1.26+1.13`, `1/61,204`: numbers joined tight in a formula (operand_tokens.py)
            turn = operands_turn(value, self._corpus.values, lambda form: self._glued.ground(form, None))
            if turn >= 0:
                return "operands", turn
        # masked-ending
        ending = masked_ending(candidate, answer)
        if ending is not None:
            if self._seen_endings < len(self._corpus.log):
                self._catch_up_endings()
            turn = self._turn(("ending", ending))
            if turn >= 0:
                return "masked-ending", turn
        found = self._more.ground(candidate, answer, self._exempt if self._exempt is not None else _NO_FORMS)
        if found is not None:
            return found
        # glued (glued.py): a number a carried token holds glued (`48.71s`, `frame.py:1043`), a
        # source location cut from a carried one
        unit: str | None = None
        plain = _PLAIN_NUMBER.fullmatch(value) is not None
        offset, length = locate(answer, candidate) if plain else (-1, 0)
        if offset >= 0:  # the unit written after a number (`48.71 s`), for glued and rescaled
            piece = answer[offset : offset + length].rstrip(".,;:!?)]*'\"")
            glued = _GLUED_UNIT.search(piece)
            unit = glued.group(0) if glued is not None else Rescaled.unit_after(answer, offset + len(piece))
        turn = self._glued.ground(value, unit)
        if turn < 0 and (plain or (":" in value and _CELL_CLOCK.fullmatch(value) is not None)
                         or candidate.shape == "identifier"):  # (round 24) a code cell: `5/4x6`
            # a cell of a result's CSV block: `1850.4,241.30` (csv_cells.py, round 21); round 22: a clock, `10:00,5.2`
            turn = self._cell_turn(value)
        if turn >= 0:
            return "glued", turn
        # locale (locales.py): a German or French spelling on either side (`1.234,56`, `1.250 €`)
        if plain or "," in value or "." in value:
            turn = self._locale_turn(value) if plain else -1
            at, size = -1, 0
            if turn < 0:
                at, size = (offset, length) if plain else locate(answer, candidate)
                english = answer_locale_number(answer, at, size) if at >= 0 else None
                if english is not None and english != value:
                    # (round 21) or a cell of a result's block (`weizen;1850,4`: csv_cells.py)
                    turn = max(self._corpus.values.get(english, -1), self._locale_turn(english), self._cell_turn(english))
            if turn < 0 and plain and "." in value and at >= 0:
                # (spaces32) one point group a result carried as its thousands (`1.087 m vzpona` for
                # `ascent 1,087 m`), in an answer that writes no English thousands group
                thousands = point_thousands(answer, at, at + size)
                if thousands is not None:
                    turn = max(self._corpus.values.get(thousands, -1), self._locale_turn(thousands), self._cell_turn(thousands))
            if turn < 0 and candidate.shape == "identifier":
                # (round 30) an amount with its currency glued and one dot group (`Rp21.350`) in an
                # answer that writes decimal commas (`£14,99`): the dot is its thousands mark
                # (round 31: `glued_amounts.glued_amount`'s reading, not a copy of its pattern)
                if comma_text_cached(answer) and glued_amount(value) is None:
                    thousands = glued_amount(value, one_dot_group=True)
                    turn = self._corpus.values.get(thousands, -1) if thousands is not None else -1
            if turn >= 0:
                return "locale", turn
        if candidate.shape == "number" and candidate.range_token is None:
            # an end of a carried range written apart, an arXiv id without its version (segments.py, round 8)
            turn = self._turn(("segment", value))
            if turn >= 0:
                return "segment", turn
        if candidate.shape != "identifier":
            # rescaled (rescaled.py): a carried number rounded, or restated in the unit written after it
            if candidate.shape not in ("number", "figure") or not plain:
                return None
            # the precision as written: `0.000990` has three significant digits, its value `0.00099` two
            written = candidate.decimal_spelling or (_decimal_spelling(answer[offset : offset + length]) if offset >= 0 else None)
            turn = self._rescaled.ground(written or value, unit)
            if turn < 0 and unit is None:  # `113.292` (million t) for a carried 113292000.0
                turn = self._rescaled.scaled_turn(written or value, answer, offset)
            return ("rescaled", turn) if turn >= 0 else None
        # unit-adjective (unit_words.py), joined (joined.py)
        turn = ground_unit_adjective(value, self._texts) if "-" not in value or self._afford_scan() else -1
        if turn >= 0:
            return "unit-adjective", turn
        said = self._exempt.forms if self._exempt is not None else _NO_FORMS.forms
        turn = ground_joined(value, self._corpus.values, self._texts, said)
        if turn >= 0:
            return "joined", turn
        # segment (segments.py): a carried identifier's host, file name or last part; an IPv6
        # address in its other spelling
        turn = max(self._turn(("segment", value)), expanded_ipv6(value, self._corpus.values))
        if turn >= 0:
            return "segment", turn
        turn = self._hashes.ground(value)  # a hash cut short (prefixes.py)
        if turn >= 0:
            return "hash-prefix", turn
        turn = self._names.turn(value, self._texts)  # `A320neo` for `Airbus A320 NEO`, `PM2.5` for `pm25` (names.py)
        if turn >= 0:
            return "respaced", turn
        return None

    def _range_ends(self, candidate: Candidate, answer: str) -> tuple[str, int] | None:
        """(rule, turn) of a range whose every end is accounted for (range_ends.py), or None."""
        value = candidate.value
        if "." in value:
            dates = dotted_date_range(value)
            if dates is not None:
                turn = min(self._date_turn(dates[0]), self._date_turn(dates[1]))
                return ("date-range", turn) if turn >= 0 else None
        offset, _ = locate(answer, candidate)
        if offset < 0:
            return None
        ends = line_range(value, answer, offset)
        if ends is not None:
            turn = line_range_turn(ends, self._texts) if self._afford_scan() else -1
            return ("line-range", turn) if turn >= 0 else None
        band = approx_range_ends(candidate.range_token, answer, offset)
        if band is not None and rounded_ends_written(band, answer):
            return "approx-range", self._corpus.current_turn
        return None

    def _subsecond(self, value: str, candidate: Candidate, answer: str) -> tuple[str, int] | None:
        """(rule, turn) grounding a clock written to the fraction of a second: a result's clock with
        the same fraction, or an epoch in milliseconds in the zone named there (subseconds.py)."""
        sub = subsecond_clock(value)
        if sub is None:
            return None
        hour, minute, second, fraction, half = sub
        offset, length = locate(answer, candidate)
        if not half and offset >= 0:
            after = _AM_PM_AFTER.match(answer, offset + length)
            half = after.group(1).lower() if after is not None else ""
        if half and not 1 <= hour <= 12:
            return None
        if half:
            hour = hour % 12 + (12 if half == "p" else 0)
        turn = self._turn(("clock-f", (hour, minute, second, fraction_key(fraction))))
        if turn >= 0:
            return "clock", turn
        if offset < 0 or not self._afford(answer):
            return None
        self._epochs.catch_up(self._texts)
        turn = self._epochs.clock_turn((hour, minute), second, zones_for(answer, offset, offset + length), fraction)
        return ("epoch", turn) if turn >= 0 else None

    def _day_first_of(self, answer: str) -> bool:
        """`month_days.writes_day_first(answer)`, read once per answer, not per token it writes."""
        last, day_first = self._day_first
        if last is not answer and last != answer:
            day_first = writes_day_first(answer)
            self._day_first = (answer, day_first)
        return day_first

    def _afford_scan(self) -> bool:
        """Whether the run can afford a rule that reads every result text of the run for one value
        (unit-adjective, line-range): 1 unit + 1 per KB of the texts, from the run's budget
        (work.py). Each candidate read them all: a run of 1,000 hostile answers cost their square."""
        return self.work.take(1 + (self._texts_chars >> 10))

    def _afford(self, answer: str) -> bool:
        """Whether the zone and epoch rules may try one more value of `answer` (MAX_ZONE_WORK), and
        the run can afford it (`work`). The work is counted per answer judged (the run's answer
        count, and the text's value, not its object: a copy of the text is the same answer)."""
        spent, work = self._spent, self.work
        same = spent[0] == work.answers and (spent[1] is answer or spent[1] == answer)
        done = spent[2] if same else 0
        cost = 1 + len(answer) // 8
        if done + cost > MAX_ZONE_WORK or not work.take(cost):
            work.cut()
            self._spent = (work.answers, answer, done)
            return False
        self._spent = (work.answers, answer, done + cost)
        return True

    def _spelled_clock(self, candidate: Candidate, answer: str) -> tuple[str, int] | None:
        """(round 23) A four-digit or dotted number the answer spells as a clock (`0730 to 1630`,
        `1700 hrs`, `at 07.30`: `clock_forms.spelled_clock`) grounded by a carried clock with
        its hour and minute, or one a result spells (`0730-1630`) or writes in words."""
        offset, length = locate(answer, candidate)
        if offset < 0:
            return None
        clock = spelled_clock(answer, offset, offset + length)
        if clock is None:
            return self._partnered_clock(answer, offset, offset + length)
        if not strongly_cued(answer, offset, offset + length):
            # (review23 finding 4) a bare `at`/`to`/`from`/`and`/`by` (`rose to 1435`): only a clock
            # a result writes as a clock (`19:45`, `0730-1630`, `half past four`), no timestamp's
            turn = max(self._turn(("lone-clock", clock)), self._written_turn(("clock", clock)))
            # (round 30) or a partner clock the run knows on its line (`0740–1805`: both carried)
            return ("clock", turn) if turn >= 0 else self._partnered_clock(answer, offset, offset + length)
        turn = self._clock_turn(clock, None)
        if turn >= 0:
            return "clock", turn
        turn = self._written_turn(("clock", clock))
        return ("time-in-words", turn) if turn >= 0 else None

    def _partnered_clock(self, answer: str, start: int, end: int) -> tuple[str, int] | None:
        """(round 30) A dotted or compact clock with no cue of its own (`Įvažiavote 13.05, dabar
        16.20`; `0740–1805`; `1255 to 0820 next day`), grounded when a clock written beside it on its
        line (`clock_forms.clock_partners`; for a compact one, a range's other end) is one the run knows (a result carries it, in a
        timestamp too, or a person said it: the line writes its clocks so) and a result carries the
        value's own clock. A dotted amount (`13.05 €`) is no clock; a clock a minute off, or one
        whose partner no one wrote, stays flagged."""
        clock = colonless_clock(answer, start, end)
        if clock is None:
            return None
        said = self._exempt.forms if self._exempt is not None else _NO_FORMS.forms
        # a compact clock (`1805`) only by a range's other end (`0740–1805`): `between 0920 and 1435`
        # may be two counts (review23); a dotted one by any clock beside it; (round 31) a compact
        # one after a word meaning at, from or until (which alone no longer makes four digits a
        # clock when it has one or two letters: `Invoice no 1230`) by a partner written alike
        # (`u 0740, dolazak u 1805`)
        compact = "." not in answer[start:end].rstrip(".")
        alike = compact and world_weak_word(answer, start) != ""
        for hour, minute in clock_partners(answer, start, end, joined=compact and not alike, alike=alike):
            if (hour, minute) == clock:
                continue
            if f"{hour}:{minute:02d}" in said or self._clock_turn((hour, minute), None) >= 0:
                turn = self._clock_turn(clock, None)
                return ("clock", turn) if turn >= 0 else None
        return None

    def _clock_turn(self, clock: tuple[int, int], seconds: int | None) -> int:
        """The latest turn of a carried clock with this hour and minute (and these seconds, when
        the answer writes them: `14:05:33` is not grounded by a carried `14:05:12`), or -1."""
        if seconds is None:
            return self._turn(("clock", clock))
        return self._turn(("clock-s", (clock[0], clock[1], seconds)))

    def _zone_turn(self, candidate: Candidate, answer: str) -> int:
        """The latest turn grounding every occurrence of a clock candidate, each read with its own
        am/pm and converted from the zone the answer names there (or carried as written), or -1."""
        return self._occurrences_turn(candidate, answer, self._zone_clock_turn)

    def _epoch_turn(self, candidate: Candidate, answer: str) -> int:
        """The latest turn grounding every occurrence of a clock candidate, each read with its own
        am/pm, as the clock of a carried epoch instant in the zone the answer names there, the
        result's own zone, or UTC (epochs.py), or -1."""
        self._epochs.catch_up(self._texts)
        return self._occurrences_turn(candidate, answer, self._epoch_clock_turn)

    def _zone_clock_turn(self, clock: tuple[int, int], seconds: int | None, answer: str,
                         start: int, end: int) -> int:
        return self._zones.ground(clock, answer, start, end, seconds)

    def _epoch_clock_turn(self, clock: tuple[int, int], seconds: int | None, answer: str,
                          start: int, end: int) -> int:
        return self._epochs.clock_turn(clock, seconds, zones_for(answer, start, end))

    def _occurrences_turn(self, candidate: Candidate, answer: str,
                          converted: Callable[[tuple[int, int], int | None, str, int, int], int]) -> int:
        """The latest turn grounding every occurrence of a clock candidate: each occurrence read
        with its own am/pm, carried as written or, failing that, by `converted` (a zone's or an
        epoch's reading of the clock at that place in the answer), or -1."""
        wanted = {w for w in (candidate.value, candidate.token, candidate.range_token) if w is not None}
        best = -1
        seen = False
        seconds = _seconds_of(candidate.value)
        grounded: set[tuple[int, int]] = set()
        repeats: list[tuple[int, int]] = []
        for start, piece in occurrences_of(answer, wanted):
            clock = _occurrence_clock(candidate, answer, start, len(piece))
            if clock is None:
                return -1
            turn = self._clock_turn(clock, seconds)
            if turn < 0:
                turn = converted(clock, seconds, answer, start, start + len(piece))
            if turn < 0:
                if 1 <= clock[0] <= 12 and _AM_PM_AFTER.match(answer, start + len(piece)) is None \
                        and not piece.startswith("0"):
                    continue  # "3:00 PM ... at 3:00": a bare repeat, judged with the others
                    # (`07:58`, with its leading zero, is a 24-hour clock: judged itself)
                if zone_in_clause(answer, start, start + len(piece)) is None:
                    repeats.append(clock)  # maybe the time of a zoned occurrence, repeated (below)
                    continue
                return -1
            seen = True
            best = max(best, turn)
            grounded.add(clock)
        # round 9: "| **6:02 PM** | 23:02 |" under "Time (Eastern)", then "the spike was about
        # 6:02 PM": a later occurrence whose own clause names no zone, with the same reading as an
        # occurrence grounded in its zone, is that time repeated (another reading stays flagged)
        if any(clock not in grounded for clock in repeats):
            return -1
        return best if seen else -1

    def clock_reading_missing(self, candidate: Candidate, answer: str, exempt_forms: Any) -> bool:
        """Whether some occurrence of a clock value, read with its own am/pm, is a time no result
        carried and no person said (`04:00 AM` carried, a later `04:00 PM` not)."""
        if not _has_am_pm(answer):
            return False  # no am/pm anywhere: every occurrence reads as written
        readings = answer_clocks(candidate, answer)
        if len(readings) < 2:
            return False
        for hour, minute in readings:
            if self._turn(("clock", (hour, minute))) >= 0:
                continue
            if self._written_turn(("clock", (hour, minute))) >= 0:
                continue  # `11:00 PM` a result writes with its half (written.py): that reading is carried
            if f"{hour}:{minute:02d}" in exempt_forms or f"{hour:02d}:{minute:02d}" in exempt_forms:
                continue
            return True
        return False


# Whether the last answer asked about writes an am/pm anywhere: searched once per answer (each
# clock searched the whole answer: 2,250 clocks in 70 KB without one cost 10 s).
_LAST_AM_PM: list[tuple[str, bool]] = [("", False)]


def _has_am_pm(answer: str) -> bool:
    last = _LAST_AM_PM[0]
    if last[0] is answer or last[0] == answer:
        return last[1]
    found = _AM_PM_AFTER.search(answer) is not None
    _LAST_AM_PM[0] = (answer, found)
    return found


# The tokens of the last answer asked about, by normalized form: the zone and epoch rules walk a
# clock's every occurrence, and walking the answer's tokens for each clock cost the square of an
# answer of thousands of clocks. One (answer, index) pair, replaced whole.
_LAST_TOKENS: list[tuple[str, dict[str, list[tuple[int, str]]]]] = [("", {})]


def occurrences_of(answer: str, wanted: set[str]) -> list[tuple[int, str]]:
    """(start, piece) of every token of `answer` whose normalized form is in `wanted`, in text
    order (the tokens of `token_spans`)."""
    last = _LAST_TOKENS[0]
    if not (last[0] is answer or last[0] == answer):
        index: dict[str, list[tuple[int, str]]] = {}
        for start, piece in token_spans(answer):
            index.setdefault(normalize_token(piece), []).append((start, piece))
        last = (answer, index)
        _LAST_TOKENS[0] = last
    found = [span for form in wanted for span in last[1].get(form, ())]
    if len(wanted) > 1:
        found.sort()
    return found


def _occurrence_clock(candidate: Candidate, answer: str, start: int, length: int) -> tuple[int, int] | None:
    """The (hour, minute) of one occurrence of a clock candidate: with its am/pm (`clock_at`), or
    a French-style `14h00` (24-hour)."""
    clock = clock_at(candidate.value, answer, start, length, candidate.range_token)
    if clock is None:
        m = H_CLOCK.fullmatch(candidate.value)
        if m is not None and int(m.group(1)) <= 23 and int(m.group(2)) <= 59:
            return int(m.group(1)), int(m.group(2))
    return clock


def _put_in_other_zone(candidate: Candidate, answer: str) -> bool:
    """Whether the answer puts some occurrence of a clock in a zone other than UTC (`6:00 PM` in
    "In PDT that is ..."): a UTC schedule's clock as written does not ground it there; the zone
    rule converts it."""
    wanted = {w for w in (candidate.value, candidate.token, candidate.range_token) if w is not None}
    for start, piece in occurrences_of(answer, wanted):
        zone = zone_in_clause(answer, start, start + len(piece))
        if zone is not None and zone != (0, ""):
            return True
    return False


_SECONDS = re.compile(r"[0-9]{1,2}:[0-9]{2}:([0-9]{2})", re.ASCII)


def _seconds_of(value: str) -> int | None:
    """The seconds an answer's clock token writes (`14:05:33` 33), or None when it writes none."""
    m = _SECONDS.match(value)
    return int(m.group(1)) if m is not None else None


# The keys of forms read before: a corpus's runs carry the same keys (`created_at`), dates and
# ids again and again. Bounded like normalize's cache: cleared when full; short forms only.
_KEYS_CACHE_LIMIT: Final = 1 << 16
_KEYS_MAX_CHARS: Final = 64
_keys_cache: Final[dict[str, tuple[tuple[str, Any], ...]]] = {}


def _keys_of(form: str) -> tuple[tuple[str, Any], ...]:
    """The clock, date, year and id-part keys one carried form gives (none for most forms)."""
    if ":" not in form and "-" not in form and "_" not in form and "/" not in form \
            and not (form[:1].isdigit() and ("x" in form or "\u00d7" in form)):  # (round 25) a size, `600x400`
        return ()
    found = _keys_cache.get(form)
    if found is not None:
        return found
    found = tuple(_read_keys(form))
    if len(form) <= _KEYS_MAX_CHARS:
        if len(_keys_cache) >= _KEYS_CACHE_LIMIT:
            _keys_cache.clear()
        _keys_cache[form] = found
    return found


def _zone_key(zone: str) -> str:
    """A zone suffix in one spelling: `z` and `+00:00` are `+00:00`, `-0700` is `-07:00`."""
    if zone == "z":
        return "+00:00"
    return zone if ":" in zone else f"{zone[:3]}:{zone[3:]}"


def _read_keys(form: str) -> list[tuple[str, Any]]:
    keys: list[tuple[str, Any]] = [("segment", part) for part in segment_keys(form)]
    if "/" in form and 21 <= len(form) <= 80 and form[4:5] == "-":
        # an ISO 8601 interval, `2026-01-01/2026-11-29`: its ends are dates (round 9)
        left, _, right = form.partition("/")
        if _RESULT_ISO.fullmatch(left) and _RESULT_ISO.fullmatch(right):
            for end in (left, right):
                keys.append(("date", end[:10]))
                keys.extend(key for key in _read_keys(end) if key[0] != "segment" and key[0] != "date")
    if ":" in form:
        m = _RESULT_CLOCK.fullmatch(form)
        if m is not None:
            hour, minute = int(m.group(1)), int(m.group(2))
            if hour <= 23 and minute <= 59:
                keys.append(("clock", (hour, minute)))
                keys.append(("lone-clock", (hour, minute)))  # alone, no timestamp's (review23)
                keys.append(("clock-s", (hour, minute, int(m.group(3) or 0))))
                if m.group(4) is not None:  # its fraction of a second (subseconds.py)
                    keys.append(("clock-f", (hour, minute, int(m.group(3)), fraction_key(m.group(4)))))
        elif "-" in form:
            keys.extend(clock_range_keys(form))  # a carried range's ends: 13:00-17:30 (ranges.py)
    if len(form) == 7 and form[4:5] == "-" and _YEAR_PERIOD.fullmatch(form):
        keys.append(("year", form[:4]))  # a month or a quarter, `2025-09`, `2025-q4` (round 9)
    if len(form) >= 10 and form[4:5] == "-":
        m = _RESULT_ISO.fullmatch(form)
        if m is not None:
            month, day = int(m.group(2)), int(m.group(3))
            if 1 <= month <= 12 and 1 <= day <= 31:
                keys.append(("year", m.group(1)))
                keys.append(("month-day", (month, day)))  # `03-01` for `2022-03-01` (month_days.py, round 13)
                if m.group(4) is not None:
                    keys.append(("date", form[:10]))
                    hour, minute = int(m.group(4)), int(m.group(5))
                    if hour <= 23 and minute <= 59:
                        keys.append(("clock", (hour, minute)))
                        zone = _RESULT_ZONE.search(form)
                        if zone is not None:  # (round 24) the clock with its zone, for `08:30+01:00`
                            keys.append(("zoned-clock", (hour, minute, _zone_key(zone.group(1)))))
                            keys.append(("zoned-clock-s", (hour, minute, int(m.group(6) or 0), _zone_key(zone.group(1)))))
                        keys.append(("clock-s", (hour, minute, int(m.group(6) or 0))))
                        if m.group(7) is not None:  # its fraction of a second (subseconds.py)
                            keys.append(("clock-f", (hour, minute, int(m.group(6)), fraction_key(m.group(7)))))
    if "," in form and len(form) > 10 and "-" in form:
        # (round 20) a CSV row a text result writes, `2025-11-24,18420,512,230.40`: one token, its
        # date cells are dates the result carries (the answer's `Nov 24` for the row's day)
        for cell in form.split(",")[:64]:
            if len(cell) >= 10 and cell[4:5] == "-" and _RESULT_ISO.fullmatch(cell) is not None:
                keys.append(("date", cell[:10]))
                keys.extend(key for key in _read_keys(cell) if key[0] not in ("segment", "id-part"))
    if "," in form and ":" in form and len(form) <= 400:
        # (camel43) a CSV row's clock cells, `03:40,06:10,180,3.6` (`herder,milked,arrived,...`): one
        # token, its clock cells are clocks the result carries (the answer's `3:40` for the row's
        # `03:40`), as its date cells are; a cell that is no clock of the day adds nothing
        for cell in form.split(",")[:64]:
            if ":" in cell and _RESULT_CLOCK.fullmatch(cell) is not None:
                keys.extend(key for key in _read_keys(cell) if key[0] != "segment")
    if "_" in form or "-" in form:
        # an identifier whose last part is a number, with a letter before it: certificate_7504069
        sep = max(form.rfind("_"), form.rfind("-"))
        part = form[sep + 1 :]
        if sep > 0 and _DIGITS.fullmatch(part) and _LETTER.search(form, 0, sep):
            keys.append(("id-part", part))
    return keys
