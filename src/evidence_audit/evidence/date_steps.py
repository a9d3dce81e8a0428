"""Dates an answer steps from a known date by a span someone stated (round 13, the `date-step` rule).

A billing answer writes `Your invoice is due in 30 days, on 2024-06-13` for a result's
`"invoice_date": "2024-05-14"`; a loan answer `the 9th monthly installment is due 01/14/2025` for a
first installment of 2024-05-14; a policy answer `your coverage expires three months on, August 14,
2024`. The `date-shift` and `date-span` rules take the base from the dates the answer writes around
the value; the date the model stepped from is often only carried. This rule asks, for each span
stated (`N days`, `weeks`, `months`, `years`, digits or words, in the value's sentence or the one
before, or in the user's messages; `the Nth installment` is N - 1 months after the first, and so is
`the Nth` of a series its sentence says recurs `each month` or `monthly`), whether
the date the span leads back to is one the run knows (a result carries it in any spelling, a
person said it, or the answer writes it), forward, or back when the words after the span say so
(`30 days before`, `two weeks earlier`, `a year ago`): one direction per span, so a date a span
before the base is no excuse for one the same span after it (`08-14` and `02-14` are one digit
apart).

Months are calendar months clamped to the month's end, as people and date libraries do:
2024-01-31 + 1 month = 2024-02-29. So a month's end steps back from several days (01-29 ... 01-31).

The chance test (as the general arithmetic's): a run that carries many dates and a sentence that
states several spans reach many days; a written date one digit off the true step would then often
be reached from another known date. So the step is refused when any date one digit apart from the
value as written (a digit replaced, in the value's own spelling) is reached by the same search: a
slip of a due date stays flagged wherever a neighbour of it could be computed. A neighbour the run
knows itself counts too (the search's own identity), other than the step's own base (a month's or a
year's step keeps the day: `2024-08-14` is one digit off its base `2024-05-14` by nature; round 18:
nor, for a month's or a year's step, is the base when another span reaches it):
`2024-05-20` one digit off a carried `2024-05-29` is read as a slip of it, not as `2024-05-15 + 5 days`.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `date-step` | `due in 30 days, on 2024-06-13` | a known date (carried, said, written) plus or minus a span stated in its sentence, the one before or by the user | a date equal to such a step from some known date, no date one digit from it being one |

Refused: a date a day off (the chance test), a span no one stated, a date with no known base.
Bounds: at most `MAX_SPANS` spans per value, `MAX_STEPS` dates stepped per answer; each value
costs spans x (at most 4 month-end bases) x (1 + its one-digit variants) lookups.
(months37) A span in any language's word for a day, a week, a month or a year after its count
(`12 muaj`, `60 دن`, `3 মাস`: `duration_words.py`, CLDR's unit patterns) is stated as in English.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from calendar import monthrange
from collections.abc import Callable, Mapping
from datetime import date, timedelta
from typing import Final, NamedTuple

from .duration_words import DURATION_WORDS
from .worded_dates import WORD_RUN, stands_in_its_language
from .number_words import ARTICLES, alternatives, cardinals, ordinals, words
from .word_keys import word_key

__all__ = [
    "MAX_SPANS", "MAX_STEPS", "Span", "Step", "add_business_days", "add_months", "bases_of", "counts_back", "find_step", "named_count_spans",
    "span_count", "span_pattern", "spans_in",
]

MAX_SPANS: Final = 6  # spans tried per value (the nearest first)
MAX_STEPS: Final = 32  # dates judged by this rule per answer

_COUNTS: Final = {
    **ARTICLES, **cardinals(1, 16), **words("eighteen", "twenty", "thirty", "forty", "forty-five", "sixty", "ninety", "hundred"),
}
_COUNT_WORDS: Final = alternatives(_COUNTS, longest_first=True)  # the words above, longest first, as alternatives


def span_pattern(counts: Mapping[str, int]) -> re.Pattern[str]:
    """A span written with its count in digits or one of `counts`' words: `30 days`, `a 30-day
    window`, `three months`, `2 weeks`, `one year`, `ninety-day`, `two full years` (round 23) (group
    1 the count, 2 the unit)."""
    return re.compile(
        r"(?<![0-9.,A-Za-z])([0-9]{1,3}|" + alternatives(counts, longest_first=True) + r")[ -](?:(?:calendar|full|whole|complete)[ -])?(days?|weeks?|months?|years?)(?![A-Za-z])",
        re.IGNORECASE,
    )


def span_count(word: str, counts: Mapping[str, int]) -> int:
    """The count a span's group 1 writes, in digits or as one of `counts`' words."""
    return int(word) if word.isdigit() else counts[word_key(word)]


_SPAN: Final = span_pattern(_COUNTS)
# The Nth of a monthly series: `the 9th installment`, `9th monthly payment`, `the 3rd month`.
_ORDINAL: Final = re.compile(
    r"(?<![0-9A-Za-z])([0-9]{1,2})(?:st|nd|rd|th)[ \t]+(?:(monthly|weekly)[ \t]+)?(installments?|instalments?|payments?|months?|billing cycles?|cycles?)(?![A-Za-z])",
    re.IGNORECASE,
)
# The words right after a span that step back from the base (`30 days before the deadline`);
# (round 25) in the languages `_FOREIGN` reads too: `42 días antes del embarque`, `42 dias antes`,
# `42 jours avant`, `42 Tage vor der Abfahrt` / `zuvor`, `42 giorni prima`, `42 giorni fa`; (round
# 27) `två dagar före`, `innan`, `sedan`, `tidigare`, `to dager før`, `siden`, `tidligere`.
_BACK: Final = re.compile(
    r"[ \t]*(?:\)[ \t]*)?(?:before|earlier|prior|ago|back|previously|antes|avant|vor|vorher|zuvor|fr\u00fcher|prima|fa|f\u00f6re|innan|sedan|tidigare|f\u00f8r|siden|tidligere)\b",
    re.IGNORECASE)
def counts_back(text: str, end: int) -> bool:
    """(round 32) Whether the words right after a span ending at `end` step back from its base (`7
    days before arrival`: `_BACK`), for `word_dates.computed_date`."""
    return _BACK.match(text, end) is not None


# `the 9th` of a series its sentence says recurs monthly or weekly (`one each month, the 9th and
# last is on ...`): not a day of a month (`the 9th of August`, `the 9th August`, `Dec 9th`).
_NTH: Final = re.compile(
    r"(?<![A-Za-z0-9])the[ \t]+([0-9]{1,2})(?:st|nd|rd|th)(?![A-Za-z0-9]|[ \t]+(?:of|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|day)[a-z]*\b)",
    re.IGNORECASE,
)
_EVERY: Final = re.compile(r"\b(?:(?:each|every|per|a)[ \t]+(month|week)|(monthly|weekly))\b", re.IGNORECASE)
# Round 16 (dates16): a stay of N nights ends N days after its first (`4 nights from March 15th`:
# check out March 19); N business days (`in 5-7 business days`: each end a span), skipping Saturdays
# and Sundays; the last of N monthly installments (`24 installments ... the last one on`) N - 1
# months after the first.
_NIGHTS: Final = re.compile(
    r"(?<![0-9.,A-Za-z])([0-9]{1,3}|" + _COUNT_WORDS + r")[ -]nights?(?![A-Za-z])",
    re.IGNORECASE,
)
# (round 18) the count in words too: `Seven business days from today`.
_BUSINESS: Final = re.compile(
    r"(?<![0-9.,A-Za-z])([0-9]{1,2}|" + _COUNT_WORDS + r")"
    r"(?:[ \t]*(?:[-\u2013\u2014]|to|or)[ \t]*([0-9]{1,2}|" + _COUNT_WORDS + r"))?"
    r"[ -](?:business|working)[ -]days?(?![A-Za-z])",
    re.IGNORECASE,
)
_INSTALLMENTS: Final = re.compile(
    r"(?<![0-9.,A-Za-z])([0-9]{1,3})[ \t]+(?:monthly[ \t]+)?(?:installments|instalments|payments)(?![A-Za-z])", re.IGNORECASE,
)
# `the day before`, `the business day before`, `the next business day`, `the working day after`:
# one day (or business day) back or on; `the day before the meeting` steps from the meeting's date.
_ONE_DAY: Final = re.compile(
    r"\bthe[ \t]+(?:(next|previous|prior)[ \t]+)?(?:(business|working)[ \t]+)?day(?:[ \t]+(before|after))?\b", re.IGNORECASE,
)
_LAST: Final = re.compile(r"\b(?:the[ \t]+)?(?:last|final)[ \t]+(?:one|installment|instalment|payment)\b", re.IGNORECASE)


# Round 23 (dates23): a term written as people write it beyond `N units`: in the languages the
# answers write (`30 jours`, `6 mois`, `2 ans`, `30 Tage`, `6 meses`: the count in digits), a
# payment's `net 30` (days), a recurrence with its count (`6-monthly`, `2-weekly`, `3-yearly`), and
# the Nth anniversary (N years after its date). Not `annual`, `quarterly` alone: those are a rate's
# more often than a term's (`annual depreciation`), and a span read where none is meant only gives
# the chance test more reach to refuse with (round 23: `annual` cost fleet-09's `fifth anniversary`).
_FOREIGN_UNITS: Final = {
    "jour": "day", "jours": "day", "semaine": "week", "semaines": "week", "mois": "month", "an": "year", "ans": "year",
    "année": "year", "années": "year", "tag": "day", "tage": "day", "tagen": "day", "woche": "week", "wochen": "week",
    "monat": "month", "monate": "month", "monaten": "month", "jahr": "year", "jahre": "year", "jahren": "year",
    "día": "day", "días": "day", "dia": "day", "dias": "day", "semana": "week", "semanas": "week", "mes": "month",
    "meses": "month", "año": "year", "años": "year", "giorni": "day", "settimane": "week", "mesi": "month", "anni": "year",
    # (round 30) the day in the Slavic, Baltic, Hungarian and Romanian spellings (`14 dana`,
    # `30 дана`, `7 dní`, `10 dienų`, `5 zile`, `3 napot`, `30 днів`), standard vocabulary as the
    # currency codes are: a span there is read as in the languages above, with the same chance test
    "dan": "day", "dana": "day", "дан": "day", "дана": "day", "dní": "day", "dnů": "day", "dny": "day", "dni": "day",
    "dienų": "day", "dienas": "day", "dienos": "day", "dienām": "day", "zile": "day", "nap": "day", "napot": "day",
    "дни": "day", "дней": "day", "дня": "day", "днів": "day",
    # (census41) the East Slavic day's singular: Belarusian `1 дзень`, Russian and Ukrainian `1 день`
    # (heldout38 bell-01: `1 дзень → 21 красавіка 2027`)
    "дзень": "day", "день": "day",
    # (silk36) the day and the week in the Turkic languages' spellings (Uzbek `10 kun`, `2 hafta`,
    # Turkish and Azerbaijani `30 gün`, Kazakh and Kyrgyz `10 күн`, Turkmen `10 gün`), Finnish
    # `30 päivää` and Estonian `30 päeva`, the same standard vocabulary with the same chance test
    "kun": "day", "kunlik": "day", "gün": "day", "күн": "day", "кун": "day", "päivää": "day", "päivä": "day", "päeva": "day",
    "hafta": "week", "haftaı": "week",
}
_FOREIGN: Final = re.compile(
    r"(?<![0-9.,A-Za-z])([0-9]{1,3})[ \t\xa0\u202f-](" + "|".join(sorted(_FOREIGN_UNITS, key=len, reverse=True)) + r")(?![A-Za-z\u00c0-\u024f])",
    re.IGNORECASE,
)
# (round 27) a term in Swedish, Danish or Norwegian (`två dagar före`, `14 dagar`, `3 måneder`,
# `to uker`): the count in digits or a Nordic count word, the unit after it (group 1 the count, 2
# the unit); `före`, `innan`, `sedan`, `før`, `siden` after it step back (`_BACK`).
_NORDIC_COUNTS: Final = {
    "en": 1, "ett": 1, "et": 1, "tv\u00e5": 2, "to": 2, "tre": 3, "fyra": 4, "fire": 4, "fem": 5, "sex": 6, "seks": 6,
    "sju": 7, "syv": 7, "\u00e5tta": 8, "otte": 8, "\u00e5tte": 8, "nio": 9, "ni": 9, "tio": 10, "ti": 10,
    "elva": 11, "elleve": 11, "tolv": 12, "fjorton": 14, "fjorten": 14,
}
_NORDIC_UNITS: Final = {
    "dag": "day", "dagar": "day", "dage": "day", "dager": "day", "vecka": "week", "veckor": "week", "uge": "week",
    "uger": "week", "uke": "week", "uker": "week", "m\u00e5nad": "month", "m\u00e5nader": "month", "m\u00e5ned": "month",
    "m\u00e5neder": "month", "\u00e5r": "year",
}
_NORDIC: Final = re.compile(
    r"(?<![0-9.,A-Za-z\u00c0-\u024f])([0-9]{1,3}|" + "|".join(sorted(_NORDIC_COUNTS, key=len, reverse=True)) + r")[ \t\xa0\u202f]("
    + "|".join(sorted(_NORDIC_UNITS, key=len, reverse=True)) + r")(?![A-Za-z\u00c0-\u024f])",
    re.IGNORECASE,
)
# (months37) a count in digits and the word after it (a run of anything but spaces, digits and
# punctuation: letters and the Indic scripts' marks alike), looked up in `DURATION_WORDS`.
_COUNTED_WORD: Final = re.compile(r"(?<![0-9.,A-Za-z])([0-9]{1,3})[ \t\xa0\u202f-](" + WORD_RUN + ")")
_NET: Final = re.compile(r"\bnet[ -]?([0-9]{1,3})\b(?![ -]?(?:days?|%|[0-9.,]))", re.IGNORECASE)
_EVERY_N: Final = re.compile(r"(?<![0-9A-Za-z])([0-9]{1,2})[ -](week|month|year)ly\b", re.IGNORECASE)
_ORDINAL_WORDS: Final = {**ordinals(1, 10), **words("twentieth", "twenty-fifth", "fiftieth")}
_ANNIVERSARY: Final = re.compile(
    r"(?<![0-9A-Za-z])(?:([0-9]{1,2})(?:st|nd|rd|th)|(" + alternatives(_ORDINAL_WORDS, longest_first=True)
    + r"))[ \t]+(?:year[ \t]+)?anniversary\b",
    re.IGNORECASE,
)

# (brandy36) an age reached: `it turns five on 14 November 2028`, `when does it turn 10?` (a thing
# filled, born or founded on a date turns N years old N years after it); not `turns 5%`, `turns 2.5`;
# the step is the `date-step` rule's, chance-tested as every span is
_AGE: Final = re.compile(
    r"\bturn(?:s|ed|ing)?[ \t]+([0-9]{1,3}|" + _COUNT_WORDS + r")(?![0-9A-Za-z%.,:-][0-9A-Za-z%]|[0-9A-Za-z%-])",
    re.IGNORECASE,
)


class Span(NamedTuple):
    """A span stated: its size (a count), its unit (`day`, `week`, `month`, `year`), as written, where, and
    its direction: -1 when the words after it step back (`30 days before`, `2 weeks earlier`,
    `a year ago`), else +1 (`30 days later`, `due in 30 days`, `3 months on`); (round 30) `less`
    days taken off the end (a term's last day: `to the day before the same date three months later`)."""

    size: int
    unit: str
    written: str
    where: str
    sign: int = 1
    less: int = 0


class Step(NamedTuple):
    """A date reached: the known base (ISO), the sign (+1 or -1) and the span."""

    base: str
    sign: int
    span: Span

    def expression(self, value: str) -> str:
        unit = self.span.unit + ("s" if self.span.size != 1 else "")
        if self.span.unit == "business day" and self.span.size != 1:
            unit = "business days"
        less = f" - {self.span.less} day{'s' if self.span.less != 1 else ''}" if self.span.less else ""
        return f"{self.base} {'+' if self.sign > 0 else '-'} {self.span.size} {unit}{less} = {value}"


# (salt39) a signed count of days written as the step itself, right before `=` (`+120 = 20 May`)
MIN_REPEATED: Final = 7  # (mend39a) days a stated span has at least for a bare count of its multiple
_BARE_STEP: Final = re.compile(r"(?<![0-9A-Za-z.,)])([+\-\u2212])[ \t]?([0-9]{1,3})[ \t]*=(?!=)")


# (mend46b) the windows of the last text read: (start, end, where) -> its spans; a long sentence of
# many dates had its window read again for each date (`word_dates`' judges, `working_days`)
_READ: Final[list[tuple[str, dict[tuple[int, int, str], tuple[Span, ...]]]]] = [("", {})]
MAX_WINDOWS_KEPT: Final = 256


def spans_in(text: str, start: int, end: int, where: str) -> list[Span]:
    """The spans `text[start:end]` states, in text order (a business day has no fixed span);
    (mend46b) a window read once while its text is the last asked."""
    kept = _READ[0]
    if kept[0] is not text and kept[0] != text:
        kept = (text, {})
        _READ[0] = kept
    key = (start, end, where)
    found = kept[1].get(key)
    if found is None:
        found = tuple(_spans_in(text, start, end, where))
        if len(kept[1]) >= MAX_WINDOWS_KEPT:
            kept[1].clear()
        kept[1][key] = found
    return list(found)


def _spans_in(text: str, start: int, end: int, where: str) -> list[Span]:
    out: list[Span] = []
    for m in _SPAN.finditer(text, start, end):
        if "business" in text[max(m.start() - 10, 0):m.start()].lower():
            continue
        count = span_count(m.group(1), _COUNTS)
        if 1 <= count <= 400:
            sign = -1 if _BACK.match(text, m.end()) is not None else 1
            out.append(Span(count, m.group(2).lower().rstrip("s"), m.group(0), where, sign))
    for m in _ORDINAL.finditer(text, start, end):
        count = int(m.group(1)) - 1
        if 1 <= count <= 120:
            unit = "week" if (m.group(2) or "").lower() == "weekly" else "month"
            out.append(Span(count, unit, m.group(0), where))
    for m in _AGE.finditer(text, start, end):
        count = span_count(m.group(1), _COUNTS)
        if 1 <= count <= 120:
            out.append(Span(count, "year", m.group(0), where))
    for m in _NIGHTS.finditer(text, start, end):
        count = span_count(m.group(1), _COUNTS)
        if 1 <= count <= 400:
            out.append(Span(count, "day", m.group(0), where))
    for m in _BUSINESS.finditer(text, start, end):
        for group in (1, 2):
            if m.group(group) is not None and 1 <= (count := span_count(m.group(group), _COUNTS)) <= 60:
                sign = -1 if _BACK.match(text, m.end()) is not None else 1
                out.append(Span(count, "business day", m.group(0), where, sign))
    for m in _ONE_DAY.finditer(text, start, end):
        which, business, way = m.group(1), m.group(2), m.group(3)
        if (which is None) == (way is None):
            continue  # `the day` alone, or `the next day after`: no step read
        sign = -1 if (way or "").lower() == "before" or (which or "").lower() in ("previous", "prior") else 1
        out.append(Span(1, "business day" if business else "day", m.group(0), where, sign))
    if _LAST.search(text, start, end) is not None:
        for m in _INSTALLMENTS.finditer(text, start, end):
            count = int(m.group(1)) - 1
            if 1 <= count <= 120:
                out.append(Span(count, "month", f"the last of {m.group(0)}", where))
    # (salt39) a bare signed count written as the step to a date, in a range that states a span of
    # days (`20 Jan + 12 days at a time ...: +120 = 20 May`): days too
    # (mend39a, review39 D8) only a count equal to a day span the range states (`84 days (12 weeks): +84
    # =`) or a whole multiple of one of a week or more (`12 days at a time ...: +120 = 20 May`), no other
    # (`+85 =` for 84 days: a day off)
    stated_days = {s.size * (7 if s.unit == "week" else 1) for s in out if s.unit in ("day", "week")}
    if any(s.unit == "day" for s in out):
        for m in _BARE_STEP.finditer(text, start, end):
            count = int(m.group(2))
            if 1 <= count <= 400 and any(count == days or days >= MIN_REPEATED and count % days == 0 for days in stated_days):
                out.append(Span(count, "day", f"{count} days", where, -1 if m.group(1) in "-\u2212" else 1))
    out += _terms_in(text, start, end, where)
    out = _term_ends(text, start, end, where, out)
    every = _EVERY.search(text, start, end)
    if every is not None:
        unit = (every.group(1) or every.group(2)).lower().removesuffix("ly")
        for m in _NTH.finditer(text, start, end):
            count = int(m.group(1)) - 1
            if 1 <= count <= 120 and all((s.size, s.unit) != (count, unit) for s in out):
                out.append(Span(count, unit, f"{m.group(0)} ({every.group(0)})", where))
    return out



# (avocado45) a bare count written between a step's base and its value (`; iminsi 10 →`): no digit,
# point, comma, colon or slash next to it (not a clock's, a date's or an amount's piece)
_BARE_COUNT: Final = re.compile(r"(?<![0-9.,:/\-])([0-9]{1,3})(?![0-9]|[.,:/][0-9])")
# (mend45d, review45b D4) what may follow that count to the value: one word at most (`30 andro →`,
# the days after their count), then only an arrow's or an equation's marks and emphasis: no clause's
# `,` or `;` (`mizigo 10, →`: a count of loads closing its clause, not the step's). Linear: the word
# needs a letter after its blanks, the marks are one class.
_COUNT_TAIL: Final = re.compile(
    r"(?:[ \t]+[^\W\d_]{1,20}\.?)?[ \t*_=:>)\-\u2013\u2014\u2192\u21d2\u27f6]*\Z")


def named_count_spans(between: str, spans: list[Span]) -> list[Span]:
    """(avocado45) The stated spans whose size is the one bare count `between` writes (the text
    between a step's base and its value: `9 Kanama 2027; iminsi 10 → 19 Kanama 2027`, the days
    written in a word no table reads, before their count), that count alone naming the step as
    `10 days` would; `spans` unchanged when `between` writes no count or more than one, or no
    stated span has its size (the answer's own count alone is no step: it only picks among the
    spans a person, the rules or a result stated); (mend45d) or when more than a word, an arrow's
    marks and emphasis follow its last writing (`mizigo 10, →`: `_COUNT_TAIL`)."""
    found = list(_BARE_COUNT.finditer(between))
    counts = {int(m.group(1)) for m in found}
    if len(counts) != 1 or _COUNT_TAIL.match(between, found[-1].end()) is None:
        return spans
    count = next(iter(counts))
    named = [s for s in spans if s.size == count and not s.less]
    return named or spans

# (round 30, clocks30) A term that ends the day before the same date N months or years on, as
# season tickets, subscriptions, leases and policies run: `valid from the start date to the day
# before the same date one (or three) months later`, `expires the day before the same day a year
# later`. `the day before` and, within the rest of its clause (80 characters, no stop), a count of
# months or years; the count may offer a choice (`one (or three) months`, `1 or 3 months`, `6/12
# months`: groups 1 and 2 the counts, 3 the unit). Bounded gaps, fixed words: linear.
_DAY_BEFORE: Final = re.compile(r"\bthe[ \t]+day[ \t]+before\b[^.;\n]{0,80}", re.IGNORECASE)
_TERM_COUNT: Final = re.compile(
    r"(?<![0-9.,A-Za-z])([0-9]{1,2}|" + _COUNT_WORDS + r")(?:[ \t]*\(?[ \t]*(?:or|/)[ \t]*([0-9]{1,2}|" + _COUNT_WORDS
    + r")[ \t]*\)?)?[ -](?:(?:calendar|full|whole)[ -])?(months?|years?)(?![A-Za-z])",
    re.IGNORECASE,
)


def _term_ends(text: str, start: int, end: int, where: str, spans: list[Span]) -> list[Span]:
    """(round 30) `spans` with each term that ends the day before the same date N months or years on
    (`_DAY_BEFORE`) read as one span, N months (years) less a day: the plain N months of its clause and
    its `the day before` (a day back from a date) are no spans of their own there (a ticket from 7
    December runs to 6 January, not to 7 January)."""
    terms: list[Span] = []
    consumed: list[str] = []  # the texts of the clause's own spans (one entry per writing)
    for m in _DAY_BEFORE.finditer(text, start, end):
        counts = list(_TERM_COUNT.finditer(text, m.start(), m.end()))
        for c in counts:
            unit = c.group(3).lower().rstrip("s")
            for group in (1, 2):
                if c.group(group) is None:
                    continue
                count = span_count(c.group(group), _COUNTS)
                if 1 <= count <= 120 and all((t.size, t.unit) != (count, unit) for t in terms):
                    terms.append(Span(count, unit, f"{m.group(0).strip()} ({count} {unit}s less a day)", where, 1, 1))
            consumed.append(c.group(0).lower())
        if counts:
            consumed.append(text[m.start():m.start() + 14].lower())  # its `the day before`
    if not terms:
        return spans
    kept: list[Span] = []
    for span in spans:
        written = span.written.lower()
        hit = next((i for i, c in enumerate(consumed) if span.unit in ("month", "year", "day") and written in c), None)
        if hit is None:
            kept.append(span)
        else:
            del consumed[hit]
    return kept + terms


def _terms_in(text: str, start: int, end: int, where: str) -> list[Span]:
    """(round 23) The terms `text[start:end]` writes other than as `N units` in English: in other
    languages, `net 30`, a recurrence (`6-monthly`), the Nth anniversary."""
    out: list[Span] = []
    for m in _FOREIGN.finditer(text, start, end):
        count = int(m.group(1))
        if count != 1 and m.group(2).lower() == "an":
            continue  # (round 29) French writes `1 an`, `2 ans`: `EUR 48 an hour`, `RM 300 an item` are English, no 300 years
        if 1 <= count <= 400:
            sign = -1 if _BACK.match(text, m.end()) is not None else 1
            out.append(Span(count, _FOREIGN_UNITS[m.group(2).lower()], m.group(0), where, sign))
    for m in _NORDIC.finditer(text, start, end):
        word = m.group(1).lower()
        count = int(word) if word.isdigit() else _NORDIC_COUNTS[word]
        if 1 <= count <= 400:
            sign = -1 if _BACK.match(text, m.end()) is not None else 1
            out.append(Span(count, _NORDIC_UNITS[m.group(2).lower()], m.group(0), where, sign))
    for m in _COUNTED_WORD.finditer(text, start, end):
        # (months37) a day, a week, a month or a year in any language's word for it (CLDR's unit
        # patterns, `duration_words.py`: Albanian `12 muaj`, Urdu `60 دن`, Bengali `3 মাস`), the
        # words the tables above read left to them
        word = m.group(2).casefold()
        unit = DURATION_WORDS.get(word)
        if unit is None and any(ord(c) > 0x52F for c in word):
            # (census38) a case ending glued to the word where the script glues them (Nepali `१२
            # दिनको`, of 12 days; Bengali `৩ দিনের`): the word's start, 1-3 characters left over
            unit = next((u for k in range(len(word) - 1, max(len(word) - 4, 0), -1)
                         if (u := DURATION_WORDS.get(word[:k])) is not None), None)
        if unit is None and word not in _FOREIGN_UNITS:
            # (census40) an ending glued to a Turkic or Finnic day or week (Azerbaijani `20 gündür`, is
            # 20 days; `30 günə`, `14 günlük`): a stem of `_FOREIGN_UNITS` that writes a Latin letter
            # beyond ASCII (`gün`, `päivä`), 1-4 letters left over; an ASCII stem (`dan`, `tag`) never
            unit = next((_FOREIGN_UNITS[word[:k]] for k in range(len(word) - 1, max(len(word) - 5, 2), -1)
                         if word[:k] in _FOREIGN_UNITS and any(0xC0 <= ord(c) <= 0x24F for c in word[:k])), None)
        if (
            unit is not None and word not in _FOREIGN_UNITS and word not in _NORDIC_UNITS and 1 <= (count := int(m.group(1))) <= 400
            and stands_in_its_language(text, m.start(2), m.end(2))  # (mend37d) `12 dies` in English is tooling
        ):
            out.append(Span(count, unit, m.group(0), where, -1 if _BACK.match(text, m.end()) is not None else 1))
    for m in _NET.finditer(text, start, end):
        if 1 <= (count := int(m.group(1))) <= 180:
            out.append(Span(count, "day", m.group(0), where))
    for m in _EVERY_N.finditer(text, start, end):
        if 1 <= (count := int(m.group(1))) <= 60:
            out.append(Span(count, m.group(2).lower(), m.group(0), where))
    for m in _ANNIVERSARY.finditer(text, start, end):
        count = int(m.group(1)) if m.group(1) else _ORDINAL_WORDS[m.group(2).lower()]
        if 1 <= count <= 100:
            out.append(Span(count, "year", m.group(0), where))
    unique: list[Span] = []
    for span in out:
        if all((s.size, s.unit, s.sign) != (span.size, span.unit, span.sign) for s in unique):
            unique.append(span)
    return unique


def _days_in(year: int, month: int) -> int:
    return monthrange(year, month)[1]


def add_months(base: date, months: int) -> date | None:
    """`base` moved by calendar months, its day clamped to the month's end (01-31 + 1 = 02-28/29)."""
    index = base.year * 12 + base.month - 1 + months
    year, month = divmod(index, 12)
    if not 1 <= year <= 9999:
        return None
    return date(year, month + 1, min(base.day, _days_in(year, month + 1)))


def add_business_days(base: date, count: int) -> date:
    """`base` moved by `count` business days (Monday to Friday; negative: back), as a refund's
    `5-7 business days` are counted: the first is the next weekday after `base`."""
    step = 1 if count >= 0 else -1
    day = base
    for _ in range(abs(count)):
        day += timedelta(days=step)
        while day.weekday() >= 5:
            day += timedelta(days=step)
    return day


def _business_bases(target: date, sign: int, size: int) -> list[date]:
    """The dates `size` business days in direction `sign` take to `target` (a weekday): the weekday
    that many business days back, and a weekend right after it (a Saturday counts from Monday)."""
    if target.weekday() >= 5:
        return []
    first = add_business_days(target, -sign * size)
    out = [first]
    for k in (1, 2):
        other = first + timedelta(days=sign * k)
        if other.weekday() >= 5:
            out.append(other)
    return [b for b in out if add_business_days(b, sign * size) == target]


def _bases(target: date, sign: int, span: Span) -> list[date]:
    """The dates that `span` in direction `sign` takes to `target` (several for a month's end)."""
    if span.less:  # (round 30) a term's last day: the day after it is the span's end
        try:
            return _bases(target + timedelta(days=span.less), sign, span._replace(less=0))
        except OverflowError:
            return []
    if span.unit == "business day":
        try:
            return _business_bases(target, sign, span.size)
        except OverflowError:
            return []
    try:
        if span.unit in ("day", "week"):
            return [target - sign * timedelta(days=span.size * (7 if span.unit == "week" else 1))]
    except OverflowError:
        return []
    months = span.size * (12 if span.unit == "year" else 1)
    back = add_months(date(target.year, target.month, 1), -sign * months)
    if back is None:
        return []
    last = _days_in(back.year, back.month)
    if target.day > last:
        return []  # no base's day clamps to more than its own month has
    days = [target.day]
    if target.day == _days_in(target.year, target.month):
        days += list(range(target.day + 1, last + 1))  # a month's end: a later base day clamped
    return [date(back.year, back.month, d) for d in days]


def bases_of(target: date, span: Span) -> list[date]:
    """The dates `span` (in its own direction) takes to `target` (date_reach.py, round 16)."""
    return _bases(target, span.sign, span)


def _reached(target: date, spans: list[Span], known: Callable[[str], bool], skip: str = "") -> Step | None:
    for span in spans:
        for base in _bases(target, span.sign, span):
            iso = base.isoformat()
            if iso != skip and known(iso):
                return Step(iso, span.sign, span)
    return None


def find_step(
    written: str, target: date, reread: Callable[[str], date | None], spans: list[Span], known: Callable[[str], bool],
) -> Step | None:
    """The step (a known base, a direction, a span) that reaches `target`, the date the answer wrote
    as `written`; None when none does, or when a date one digit apart from `written` (a digit
    replaced, read back by `reread` in the same spelling) is reached too (the chance test)."""
    spans = spans[:MAX_SPANS]
    if not spans:
        return None
    step = _reached(target, spans, known, target.isoformat())
    if step is None:
        return None
    for i, ch in enumerate(written):
        if not ch.isdigit():
            continue
        for digit in "0123456789":
            if digit == ch:
                continue
            other = reread(written[:i] + digit + written[i + 1:])
            # (round 18: a month's or a year's step keeps the day, so its own base is one digit off
            # it by nature: no rival, reached by another span or not; a day's base stays one)
            own_base = other.isoformat() == step.base if other is not None else False
            if own_base and step.span.unit in ("month", "year"):
                continue
            if other is not None and other != target and (
                (not own_base and known(other.isoformat()))
                or _reached(other, spans, known, other.isoformat()) is not None
            ):
                return None  # a neighbour of the written date is known or reached as well: no evidence
    return step
