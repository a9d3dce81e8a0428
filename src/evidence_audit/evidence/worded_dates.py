"""Dates written in words in any language: a day, a month's name, an optional year (round 37, months37).

The date readers read a month's name in English only (`written._MONTHS`): `17 de xaneiro de 2027`
(Galician), `26 فروری 2027` (Urdu), `29 ta' Diċembru` (Maltese), `նոյեմբերի 1-ին` (Armenian), `১৫
জানুয়ারি ২০২৭` (Bengali), `17 stycznia 2027`, `2027. január 17.` were prose: a date an answer moved
by a day was never caught, and a date a result wrote so never grounded an answer's ISO date. People
write a date the same way in every language, only the month's name changes; this module reads that
way with the names of every language (`month_names.MONTH_NAMES`, generated from CLDR):

- a month's name (a word of the table, case-folded; a trailing dot allowed);
- a day number (1-31, digits of any script) before it, with an ordinal mark (`1.`, `1er`, `1º`)
  and up to two short connector words between (`de`, `ta'`, `del`, `of`); a day glued to a short
  article by a hyphen counts (Maltese `fit-30 ta' Diċembru`, `l-29`); or, when none is before it, a
  day number after it (`Novembru 5`, `նոյեմբերի 1-ին`, `január 17.`) not followed by a digit, a
  decimal or a clock's colon;
- a year (1900-2099, any script's digits) after the date, with up to one connector word (`de 2027`,
  `, 2027`), or, for a month-first date, before it (`2027. január 17.`, year-month-day);
- the CJK and Korean numeric forms: `2027年1月17日`, `2027년 1월 17일`, yearless `1月17日`;
- (tsampa45) a numeric form with its words before its numbers: the word all twelve month names of
  a language begin with, the month's number, one word and the day's number (`ཟླ་༡༠ ཚེས་༡༨`: `_HEADED`).

(vanilla45) A short Latin name the table leaves out (3-4 ASCII letters one or two languages write,
Malagasy `Mey` and `Jona`, or a 3-letter abbreviation, `month_names.SHORT_MONTH_NAMES`: a common
word of other languages) is read in one frame only: a day number (1-31), one space, the name (a
dot after it allowed), one space and a year (1900-2099): `27 Mey 2027`, `19 Jona 2027`. No prose
writes a day, a short word and a year so; a day and the name with no year (`20 Mey`) are read too in a text
that writes a short name in that frame with its year (`Alefa ny 20 Mey; 30 andro → 19 Jona 2027`: the writer's
language); a day its month has not is impossible (`36 Mey 2027`: `impossible_worded_dates`); refused: the name with no year in a text with no such date (`26 Mey`), with no day
before it (`Mey 2027`), or with a connector or a comma between (`27 de Mey 2027`, `27 Mey, 2027`),
a name that is a month of two numbers in two languages, an English name (its readers keep it).

English names are not in the table: English dates keep their readers and their verdicts. A day
that is a range's end (`27-29 ta' Diċembru`'s 29) is no date: ranges are not read here. Pure.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Final, NamedTuple

from .duration_words import DURATION_WORDS
from .month_names import MONTH_NAMES, SHORT_MONTH_NAMES, TWO_WORD_MONTH_NAMES
from .text_memo import TextMemo

__all__ = ["MAX_WORDED", "WORD_RUN", "WordedDate", "impossible_worded_dates", "may_write_a_worded_date", "one_worded_date", "starts_a_worded_date", "stands_in_its_language", "worded_dates"]

MAX_WORDED: Final = 64  # dates read per text (a hostile text of thousands of them)

# A word: a run of anything but spaces, digits and punctuation (letters and the combining marks of
# the Indic scripts alike, which `\w` does not take: `জানুয়ারি`).
WORD_RUN: Final = (
    r"[^\s\d!-/:-@\[-`{-~\u00a0-\u00bf\u2000-\u206f\u3000-\u303f\uff01-\uff0f\u060c\u061b\u061f\u066a-\u066d\u06d4\u0964\u0965]+"
)
_WORD: Final = re.compile(WORD_RUN)
_SP: Final = r"[ \t\u00a0\u202f]"
_ORDINAL: Final = r"(?:st|nd|rd|th|er|re|e|º|ª|°|\.)"
# What may stand between a day and its month: spaces, a comma, up to two short connector words.
_LINK: Final = rf"(?:{_SP}*,?{_SP}+|{_SP}*,)(?:[^\W\d_]{{1,3}}['\u2019]?{_SP}+){{0,2}}"
# (shapes46) A letter or two of another script than Latin glued after a day (Sorani's `٢٤ی تشرینی
# یەکەم`, the 24th of October: the ezafe joining the day to its month)
_GLUED: Final = r"[^\W\d_A-Za-z\u00aa\u00b5\u00ba\u00c0-\u024f\u1e00-\u1eff]{1,2}"
# A day before the month (the part of the text up to the month's name): not a range's end, not a
# decimal's or a clock's tail; glued to a short article by a hyphen is a day (`fit-30`).
_DAY_BEFORE: Final = re.compile(
    rf"(?:(?<![\d.,:/\-])|(?<=[^\W\d_]-))(\d{{1,2}})(?:{_ORDINAL}|{_GLUED})?{_LINK}\Z"
)
# A day after the month: `Novembru 5`, `január 17.`, `նոյեմբերի 1-ին`.
_DAY_AFTER: Final = re.compile(
    rf"\.?,?{_SP}+(\d{{1,2}})(?:st|nd|rd|th|-[^\W\d_]{{1,3}}|\.(?!\d))?(?![\d]|[.,:]\d|[^\W\d_])"
)

def _other_script_word(word: str) -> bool:
    return any(c.isalpha() and ord(c) > 0x24F for c in word)


# (palm38) the words for a month and a year of the languages of another script than Latin (CLDR's,
# `duration_words.py`): glued before a month's name (`ខែមីនា`) or a year (`ឆ្នាំ២០២៧`), longest first
_MONTH_WORDS: Final = tuple(sorted((w for w, unit in DURATION_WORDS.items() if unit == "month" and _other_script_word(w)),
                                   key=len, reverse=True))
_MONTH_WORD_STARTS: Final = frozenset(w[0] for w in _MONTH_WORDS)
# (speed42) those words by their first character, longest first still: a word starting `m` or `o`
# (Latin-script heads among them) was tried against all 76 heads, one `startswith` each
_MONTH_WORDS_BY_START: Final[dict[str, tuple[str, ...]]] = {
    start: tuple(w for w in _MONTH_WORDS if w[0] == start) for start in _MONTH_WORD_STARTS
}
_YEAR_WORDS: Final = "|".join(re.escape(w) for w in sorted(
    (w for w, unit in DURATION_WORDS.items() if unit == "year" and _other_script_word(w)), key=len, reverse=True))
# A year after the date: `de 2027`, `, 2027`, ` 2027`; (palm38) after its language's word for a year
# glued before it (`ឆ្នាំ២០២៧`).
# (hostile39) its runs of blanks possessive (no comma, word or digit starts with one): one `match` over
# 8,000 blanks after a date was the square; the same language.
_YEAR_AFTER: Final = re.compile(rf"{_SP}*+,?{_SP}*+(?:[^\W\d_]{{1,3}}{_SP}++|(?:{_YEAR_WORDS}){_SP}?)?(\d{{4}})(?![\d]|[.,]\d)")
# A year before a month-first date: `2027. január 17.`, `2027 m. sausio 17`.
_YEAR_BEFORE: Final = re.compile(rf"(?<![\d.,])(\d{{4}})(?:\.|{_SP}+[^\W\d_]{{1,2}}\.)?{_SP}+\Z")
# The CJK and Korean numeric dates: `2027年1月17日`, `2027년 1월 17일`, `1月17日`.
_CJK: Final = re.compile(r"(?:(\d{4})\s?[年년]\s?)?(?<!\d)(\d{1,2})\s?[月월]\s?(\d{1,2})\s?[日일]")
_LOOK_BACK: Final = 48  # characters before a month's name a day (and connectors) is looked for in


class WordedDate(NamedTuple):
    """A date in words of any language: where, as written, its month and day, its year if written."""

    start: int
    end: int
    written: str
    month: int
    day: int
    year: int | None

    def day_of(self, year: int | None = None) -> date | None:
        """The day it names in its own year (or `year` when it writes none), or None."""
        try:
            return date(self.year if self.year is not None else (year or 2000), self.month, self.day)
        except ValueError:
            return None


def may_write_a_worded_date(text: str) -> bool:
    """False when `text` writes no digit: no date of any language without a day number."""
    return any(c.isdigit() for c in text)


def _year(text: str) -> int | None:
    value = int(text)
    return value if 1900 <= value <= 2099 else None


# (speed42) each word's month, asked of every word of every text and twice of an answer's
# (`_read_dates`, `impossible_worded_dates`): a pure function of the word, kept (0: no month) for
# words up to _MONTH_KEPT_CHARS characters, the whole memo dropped at _MONTHS_KEPT words (named a
# cache: tests/hostile/work_counts.forget_readings clears it before a count)
_MONTH_CACHE: Final[dict[str, int]] = {}
_MONTHS_KEPT: Final = 1 << 15
_MONTH_KEPT_CHARS: Final = 40


# (speed44) The words kept in _MONTH_CACHE that name a month, every one of them (added where `_month`
# keeps one; cleared with the cache there only: a word's month is a pure function, so one left here
# after the cache alone is cleared is still right), so a text's words are told apart in
# one set operation (`_read_month_words`)
_MONTH_NAMING: Final[set[str]] = set()


def _month(word: str) -> int | None:
    seen = _MONTH_CACHE.get(word, -1)
    if seen >= 0:
        return seen if seen else None
    found = _month_of(word)
    if len(word) <= _MONTH_KEPT_CHARS:
        if len(_MONTH_CACHE) >= _MONTHS_KEPT:
            _MONTH_CACHE.clear()
            _MONTH_NAMING.clear()
        _MONTH_CACHE[word] = found if found is not None else 0
        if found is not None:
            _MONTH_NAMING.add(word)
    return found


def _month_of(word: str) -> int | None:
    key = word.casefold().replace("\u2019", "'")
    found = MONTH_NAMES.get(key) or (MONTH_NAMES.get(key[:-1]) if key.endswith(".") else None)
    if found is None and key[:1] in _MONTH_WORD_STARTS:
        # (palm38) a month's name glued after its language's word for a month (Khmer `ខែមីនា`, the
        # month March: a script that writes no space between words), of another script than Latin
        for head in _MONTH_WORDS_BY_START[key[0]]:
            if key.startswith(head) and len(key) - len(head) >= 2:
                found = MONTH_NAMES.get(key[len(head):])
                if found is not None:
                    break
    return found


# The dates of the texts read lately: an answer's are asked by several readers (its dates with and
# without a year, the date rules' rereads), a result's once per lookup key set.
_READ: Final[TextMemo[tuple[WordedDate, ...]]] = TextMemo(entries=16, chars=262_144)


def worded_dates(text: str) -> tuple[WordedDate, ...]:
    """The dates in words of other languages than English `text` writes, in text order (at most
    `MAX_WORDED`): each with a real day of its month (of its year when written). (mend37d) A date
    with no year whose month's name is a Latin word counts only where the name stands in its
    language (`stands_in_its_language`): `12 mayo sachets` in English is no May 12."""
    if not may_write_a_worded_date(text):
        return ()
    return _READ.read(text, _read_in_language)


def _read_in_language(text: str) -> tuple[WordedDate, ...]:
    return tuple(d for d in _read_dates(text) if _in_its_form(text, d) or _stands(text, d))


def _name_of(text: str, found: WordedDate) -> re.Match[str] | None:
    return next((m for m in _WORD.finditer(text, found.start, found.end) if _month(m.group(0)) is not None), None)


def _in_its_form(text: str, found: WordedDate) -> bool:
    """Whether a date in words is written in a form of its language no English count is: with a
    year (`17 de xaneiro de 2027`), or with a word between its day and its month's name other than
    English's `of` and ordinal endings (`30 ta' Diċembru`, `15 de xaneiro`, `1er janvier`)."""
    if found.year is not None:
        return True
    name = _name_of(text, found)
    if name is None:
        return True  # a CJK numeric date
    return any(w.group(0).casefold() not in _ENGLISH_LINKS for w in _WORD.finditer(text, found.start, name.start()))


_ENGLISH_LINKS: Final = frozenset({"of", "st", "nd", "rd", "th", "the"})


def _stands(text: str, found: WordedDate) -> bool:
    name = _name_of(text, found)
    return name is None or stands_in_its_language(text, name.start(), name.end())


# The words of other languages' date vocabulary (month names, duration words) each text writes.
_DATE_WORDS: Final[TextMemo[frozenset[str]]] = TextMemo(entries=16, chars=262_144)


def _date_words(text: str) -> frozenset[str]:
    words: set[str] = set()
    for m in _WORD.finditer(text):
        key = m.group(0).casefold()
        if (_month(key) is not None or key in DURATION_WORDS) and _other_script(key):
            words.add(key)
    for found in _read_dates(text):
        name = _name_of(text, found)
        if name is not None and _in_its_form(text, found):
            words.add(name.group(0).casefold())
    return frozenset(words)


def _other_script(word: str) -> bool:
    return any(c.isalpha() and ord(c) > 0x24F for c in word)


def stands_in_its_language(text: str, start: int, end: int) -> bool:
    """(mend37d) Whether the month's name or duration word at `text[start:end]` is read as one: a
    word of a Latin script is a month or a span in one language and a plain word in another
    (Spanish `mayo` is English `mayo`, Catalan `dies` English `dies`, Swedish `mars` English `Mars`,
    Portuguese `mes` ...; `mais` is a month in one language and Galician "more"). A person writing a
    date or a span in a language writes more of that language's dates: such a word counts only when
    the same text writes another word of another language's dates than English in a form no English
    text writes: a month's name in a date with a year or a connector word (`30 días ... 17 de xaneiro
    de 2027`, `12 muaj nga 1 dhjetor 2026`), or a word of another script. `20 Mars bars, 12 mayo
    sachets` props neither up. A word of another script than Latin (`دن`, `মাস`; `Diċembru` is
    Latin) is never an English word and counts alone. (camel43) The same name in such a form elsewhere
    in the text counts as well (`11 Ogosto ... 18 Ogosto 2027`)."""
    if _other_script(text[start:end]):
        return True
    # (camel43) the same month's name in a form no English text writes elsewhere counts too (`11
    # Ogosto; 7 maalmood → 18 Ogosto 2027`): a Latin word enters the set only from such a date, so
    # a word never props itself up where it stands
    return bool(_DATE_WORDS.read(text, _date_words))


# (speed44) The words of the texts read lately that name a month, with their spans and months.
_MONTH_WORDS_READ: Final[TextMemo[tuple[tuple[int, int, str, int], ...]]] = TextMemo(entries=16, chars=262_144)


def _month_words(text: str) -> tuple[tuple[int, int, str, int], ...]:
    """(speed44) The words of `text` that name a month, in text order: (start, end, the word, its
    month). `_read_dates` and `impossible_worded_dates` each walked every word of an answer for
    them (~8% of a short case's check); one walk per text now, the month of each word asked of
    `_MONTH_CACHE` inline (a call per word was most of the walk), `_month` on a word not kept."""
    return _MONTH_WORDS_READ.read(text, _read_month_words)


def _read_month_words(text: str) -> tuple[tuple[int, int, str, int], ...]:
    words = set(_WORD.findall(text))
    paired = not words.isdisjoint(TWO_WORD_MONTH_NAMES)
    if not paired and not _names_a_month(words):
        return ()
    out: list[tuple[int, int, str, int]] = []
    kept = _MONTH_CACHE.get
    for m in _WORD.finditer(text):
        word = m.group(0)
        if paired and word in TWO_WORD_MONTH_NAMES:
            second = _SECOND_WORD.match(text, m.end())
            month = TWO_WORD_MONTH_NAMES[word].get(second.group(1)) if second is not None else None
            if month is not None and second is not None:
                out.append((m.start(), second.end(), text[m.start():second.end()], month))
                continue
        seen = kept(word, -1)
        if seen == 0:
            continue
        month = seen if seen > 0 else _month(word)
        if month is not None and not (out and m.start() < out[-1][1]):
            out.append((m.start(), m.end(), word, month))
    return tuple(out)


# (shapes46) The second word of a month's name of two words (`تشرینی یەکەم`, `TWO_WORD_MONTH_NAMES`:
# keyed by the first word as written, the scripts it holds have no case): one space, the word.
_SECOND_WORD: Final = re.compile(rf"[ \u00a0]({WORD_RUN})")


def _names_a_month(words: set[str]) -> bool:
    """(speed44) Whether one of `words` names a month: one kept as naming one (`_MONTH_NAMING`), or
    one `_MONTH_CACHE` does not hold (not asked yet, or too long to keep) that `_month` finds one in.
    Most texts name none: their words are then told apart without a Python step per word."""
    if not words.isdisjoint(_MONTH_NAMING):
        return True
    return any(_month(word) is not None for word in words.difference(_MONTH_CACHE))


def _read_dates(text: str) -> tuple[WordedDate, ...]:
    out: list[WordedDate] = []
    for start, end, _, month in _month_words(text):
        found = _around(text, start, end, month)
        if found is not None and (not out or found.start >= out[-1].end):
            out.append(found)
            if len(out) >= MAX_WORDED:
                return tuple(out)
    if _SHORT_GATE.search(text) is not None:
        framed = False
        for m in _SHORT_FRAME.finditer(text):
            short_month = SHORT_MONTH_NAMES.get(m.group(2).casefold())
            year = _year(m.group(3))
            if short_month is None or year is None or any(d.start < m.end() and m.start() < d.end for d in out):
                continue
            found = _made(text, m.start(), m.end(), short_month, int(m.group(1)), year)
            if found is not None:
                out.append(found)
                framed = True
                if len(out) >= MAX_WORDED:
                    break
        if len(out) < MAX_WORDED and framed:
            # a short name with a day and no year, in a text that writes a short name's date with its
            # year (`Alefa ny 20 Mey; 30 andro → 19 Jona 2027`); (review45c D5) a long name's date is
            # not enough: `Levering 3 mai 2027: 12 van de 140 stuks, at 25 mph` read `12 van` and
            # `25 mph` as dates (Dutch `van`, `mph` are short names of other languages)
            for m in _SHORT_DAY.finditer(text):
                short_month = SHORT_MONTH_NAMES.get(m.group(2).casefold())
                if short_month is None or any(d.start < m.end() and m.start() < d.end for d in out):
                    continue
                found = _made(text, m.start(), m.end(), short_month, int(m.group(1)), None)
                if found is not None:
                    out.append(found)
                    if len(out) >= MAX_WORDED:
                        break
        out.sort()
    if "月" in text or "월" in text:
        for m in _CJK.finditer(text):
            year = _year(m.group(1)) if m.group(1) else None
            found = _made(text, m.start(), m.end(), int(m.group(2)), int(m.group(3)), year)
            if found is not None and not any(d.start <= found.start < d.end for d in out):
                out.append(found)
        out.sort()
    if any(head in text for head in _MONTH_HEADS):
        for m in _HEADED.finditer(text):
            found = _made(text, m.start(), m.end(), int(m.group(1)), int(m.group(2)), None)
            if found is not None and not any(d.start <= found.start < d.end for d in out):
                out.append(found)
        out.sort()
    return tuple(out[:MAX_WORDED])


# (tsampa45) The numeric dates a language writes with words before their numbers, as CJK writes
# them after (`1月17日`): the word every month's name of the language begins with (its word for a
# month, `ཟླ` of `ཟླ་བ་དང་པོ`, read from `MONTH_NAMES`: a head before a space or a syllable mark that
# twelve months' names share, no list of languages), the month's number, then one word (the day's,
# `ཚེས`) and the day's number: `ཟླ་༡༠ ཚེས་༡༨` (18 October, its digits in ASCII by then). Not a
# day followed by a digit, a decimal or a clock's colon.
_HEAD_SEPARATORS: Final = " \u0f0b\u0f0c"


def _month_heads() -> tuple[str, ...]:
    covered: dict[str, set[int]] = {}
    for name, month in MONTH_NAMES.items():
        cut = min((k for k in (name.find(c) for c in _HEAD_SEPARATORS) if k > 0), default=-1)
        if cut > 0:
            covered.setdefault(name[:cut], set()).add(month)
    return tuple(sorted((head for head, months in covered.items() if len(months) == 12), key=len, reverse=True))


_MONTH_HEADS: Final = _month_heads()
_HEADED: Final = re.compile(
    r"(?:^|(?<=[\s\u0f0b\u0f0c*(]))(?:" + "|".join(re.escape(h) for h in _MONTH_HEADS or ("\uffff",)) + r")[ \u0f0b\u0f0c]?"
    r"(\d{1,2})[ \t\u00a0]+[^\s\d!-/:-@\[-`{-~]{1,16}?[ \u0f0b\u0f0c]?(\d{1,2})(?![\d]|[.,:]\d)"
)


# (vanilla45) a short name's one frame (module doc): a day, the name, a year, one space apart
_SHORT_FRAME: Final = re.compile(r"(?<![\d.,:/\-])(\d{1,2}) ([A-Za-z]{3,4})\.? ((?:19|20)\d\d)(?![\d]|[.,]\d)", re.ASCII)
# (vanilla45) a short name after a day with no year: read only beside a date with a year (module doc)
_SHORT_DAY: Final = re.compile(r"(?<![\d.,:/\-])(\d{1,2}) ([A-Za-z]{3,4})(?![A-Za-z0-9]|\.?[ ]?\d)", re.ASCII)
_SHORT_GATE: Final = re.compile(r"\d [A-Za-z]{3,4}\.? (?:19|20)\d\d", re.ASCII)  # a cheap look before the frame


def _made(text: str, start: int, end: int, month: int, day: int, year: int | None) -> WordedDate | None:
    if not 1 <= month <= 12:
        return None
    found = WordedDate(start, end, " ".join(text[start:end].split()), month, day, year)
    return found if found.day_of(2000) is not None and (year is None or found.day_of() is not None) else None


def _around(text: str, start: int, end: int, month: int) -> WordedDate | None:
    """The date the month's name at `text[start:end]` is part of, or None."""
    after_name = end + 1 if text.startswith(".", end) else end
    before = _DAY_BEFORE.search(text, max(0, start - _LOOK_BACK), start)
    if before is not None:
        year_m = _YEAR_AFTER.match(text, after_name)
        year = _year(year_m.group(1)) if year_m is not None else None
        return _made(text, before.start(1), year_m.end() if year and year_m is not None else end, month, int(before.group(1)), year)
    after = _DAY_AFTER.match(text, end)
    if after is None:
        return None
    day_end = after.end()
    year_m = _YEAR_AFTER.match(text, day_end)
    year = _year(year_m.group(1)) if year_m is not None else None
    if year is not None and year_m is not None:
        return _made(text, start, year_m.end(), month, int(after.group(1)), year)
    first = _YEAR_BEFORE.search(text, max(0, start - 16), start)
    year = _year(first.group(1)) if first is not None else None
    if year is not None and first is not None:
        return _made(text, first.start(1), day_end, month, int(after.group(1)), year)
    return _made(text, start, day_end, month, int(after.group(1)), None)


_DAYS: Final = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def impossible_worded_dates(text: str) -> list[tuple[int, str]]:
    """The dates in words of another language written day first whose day no year's month has
    (`39 ta' Diċembru`, `30 de febreiro`, a day of 32-39): (offset, as written), at most
    `MAX_WORDED`. No source carries such a day: the answer mistyped one (as `word_dates.impossible_dates`
    flags `March 39`)."""
    out: list[tuple[int, str]] = []
    if not may_write_a_worded_date(text):
        return out
    for start, end, word, month in _month_words(text):
        before = _DAY_BEFORE.search(text, max(0, start - _LOOK_BACK), start)
        if before is not None and _DAYS[month - 1] < int(before.group(1)) <= 39:
            out.append((before.start(1), " ".join(text[before.start(1):end].split())))
            if len(out) >= MAX_WORDED:
                break
        elif not word.isascii():
            # (boat40) month first, in a script of its own (`മാർച്ച് 40`, Malayalam's `March 30` mistyped):
            # a day of two digits no month has, right after the name, no unit word after it
            after = _NO_MONTH_DAY.match(text, end)
            if after is not None and int(after.group(1)) > 31 and _WORD_RIGHT_AFTER.match(text, after.end()) is None:
                out.append((start, " ".join(text[start:after.end()].split())))
                if len(out) >= MAX_WORDED:
                    break
    if len(out) < MAX_WORDED and _SHORT_GATE.search(text) is not None:
        # (vanilla45) a short name's frame with a day its month has not (`36 Mey 2027`)
        for m in _SHORT_FRAME.finditer(text):
            short_month = SHORT_MONTH_NAMES.get(m.group(2).casefold())
            if short_month is not None and _DAYS[short_month - 1] < int(m.group(1)) <= 39 and _year(m.group(3)) is not None:
                out.append((m.start(), " ".join(m.group(0).split())))
                if len(out) >= MAX_WORDED:
                    break
        out.sort()
    return out


_NO_MONTH_DAY: Final = re.compile(r"[ \t\u00a0]([0-9]{2})(?![0-9]|[.,:][0-9])")  # (boat40) a day right after a month's name
_WORD_RIGHT_AFTER: Final = re.compile(r"[ \t\u00a0]?[^\W\d_]")  # a word right after it: a count of something, no day


def starts_a_worded_date(text: str, start: int) -> bool:
    """Whether a date in words of another language starts at `text[start]` (its day: `30 ta'
    Diċembru` in `fit-30 ta' Diċembru`); read on the few characters after it, not memoized."""
    piece = text[start:start + _DATE_REACH]
    found = _read_dates(piece)
    if found and found[0].start == 0:
        return True
    impossible = impossible_worded_dates(piece)  # `fid-39 ta' Jannar`: flagged as the date it mistypes
    return bool(impossible) and impossible[0][0] == 0


_DATE_REACH: Final = 96  # characters of a date in words after its day (`30 ta' Diċembru 2026`)


def one_worded_date(text: str) -> WordedDate | None:
    """The date in words `text` is, whole (a date written with one digit changed, for the chance
    tests of the date rules), or None."""
    found = worded_dates(text)
    if len(found) == 1 and found[0].start == 0 and found[0].end == len(text.rstrip()):
        return found[0]
    return None
