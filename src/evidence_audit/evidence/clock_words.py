"""(round 25) A clock a person says in words, in English and the languages of Western Europe: the
clock forms it adds to what the person said (`said_clock_forms`).

People name a time of day in words more often than in digits when they speak: `half past nine`,
`a quarter to two`; Spanish `a las dos menos cuarto` (1:45), `las tres y media` (3:30), `la una y
cuarto`; Italian `le due meno un quarto`, `le tre e mezza`; Portuguese `as duas e meia`, `duas
menos um quarto`; French `deux heures moins le quart`, `trois heures et demie`; German `Viertel
vor zwei` (1:45), `Viertel nach drei`, `halb drei` (2:30: half way to three). The answer writes the
clock in digits (`Salir a las 13:45`) and the lookup, which reads a person's clocks in digits only
(spec 6.3), flags it. Each phrase reads as its (hour 1-12, minute); the words do not say the half
of the day, so both are added (`1:45`, `01:45`, `13:45`, `1:45am`, `1:45pm`), as `written.py` adds
both for a result's `half past four`.

Only a whole phrase reads: an hour word with a minute phrase of its language (`y cuarto`, `menos
cuarto`, `et demie`, `halb`), or `o'clock` / `en punto` / `heures` (a French hour word needs
`heure(s)`). A count (`las dos cosas`, `two quarters`) has no such phrase. Its price: a clock equal
to the said one, in either half of the day, written for another event.
(clockwords46) `answer_clocks`: the clocks an answer writes in words, with where and how, for
`gate._word_clocks` to judge as the same clocks in digits: the phrases above (a Romance one with its
article: `tres y media tazas` is a quantity), and in English the half of the day after one (`a
quarter past five p.m.`, `four o'clock in the afternoon`), an hour word alone before one (`six in
the morning`, `ten p.m.`), `twelve noon` / `twelve midnight`; five, ten, twenty or twenty-five
`past`/`to` an hour only at a clause's end or before a half of the day (`five to ten minutes` is a
count). `said_clock_forms` adds a person's such clock with a half of the day in that half alone.
Pure: no state; patterns compiled once, linear (alternations of fixed words).
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

from .number_words import alternatives, cardinals
from .word_keys import word_key

__all__ = ["WrittenClock", "answer_clocks", "said_clock_forms", "word_clocks"]

# The hour words (1-12) of each language, lower case, read by `word_key`.
_HOURS: Final = {
    # English
    **cardinals(1, 12),
    # Spanish
    "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
    "nueve": 9, "diez": 10, "once": 11, "doce": 12,
    # Italian
    "l'una": 1, "due": 2, "tre": 3, "quattro": 4, "sei": 6, "sette": 7, "otto": 8,
    "nove": 9, "dieci": 10, "undici": 11, "dodici": 12,
    # Portuguese (`uma`, `duas`; `três`)
    "uma": 1, "duas": 2, "tr\u00eas": 3, "quatro": 4, "sete": 7, "oito": 8, "dez": 10, "onze": 11, "doze": 12,
    # French
    "une": 1, "deux": 2, "trois": 3, "quatre": 4, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
    # German
    "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "f\u00fcnf": 5, "sechs": 6, "sieben": 7, "acht": 8,
    "neun": 9, "zehn": 10, "elf": 11, "zw\u00f6lf": 12,
}
_HOUR: Final = alternatives(_HOURS, longest_first=True)

# The minutes a word names, in every language: a quarter, a half, five, ten, twenty, twenty-five.
_MINUTES: Final = {
    "quarter": 15, "a quarter": 15, "half": 30, "cuarto": 15, "media": 30, "cinco": 5, "diez": 10,
    "veinte": 20, "veinticinco": 25, "un quarto": 15, "mezza": 30, "mezzo": 30, "cinque": 5,
    "dieci": 10, "venti": 20, "venticinque": 25, "um quarto": 15, "meia": 30, "dez": 10, "vinte": 20,
    "le quart": 15, "quart": 15, "demie": 30, "cinq": 5, "dix": 10, "vingt": 20, "vingt-cinq": 25,
    "five": 5, "ten": 10, "twenty": 20, "twenty-five": 25, "viertel": 15, "f\u00fcnf": 5, "zehn": 10,
    "zwanzig": 20,
}

# English: `half past nine`, `(a) quarter to two`, `ten past six`, `four o'clock` (groups: minutes,
# past/to, hour; or the hour of `o'clock`).
_ENGLISH: Final = re.compile(
    r"\b(?:(a quarter|quarter|half|twenty-five|twenty|ten|five)[ \t]+(past|to)[ \t]+(" + _HOUR + r")"
    r"|(" + _HOUR + r")[ \t]+o[\u2019']clock)\b",
    re.ASCII | re.IGNORECASE,
)
# Spanish, Italian, Portuguese: an article, the hour, then `y`/`e` (past) or `menos`/`meno` (to)
# and the minutes, or `en punto`: `a las dos menos cuarto`, `la una y media`, `le tre e mezza`,
# `l'una e un quarto`, `as duas e meia`, `duas menos um quarto` (groups: hour, y/menos, minutes).
_ROMANCE: Final = re.compile(
    r"\b(?:(?:a[ \t]+)?(?:las|la|le|as|a)[ \t]+)?(" + _HOUR + r")[ \t]+"
    r"(?:(y|e|menos|meno)[ \t]+(cuarto|media|veinticinco|veinte|diez|cinco|un quarto|mezza|mezzo|venticinque"
    r"|venti|dieci|cinque|um quarto|meia|vinte|dez)|en[ \t]+punto)\b",
    re.ASCII | re.IGNORECASE,
)
# French: the hour and `heure(s)`, then `et quart`, `et demie`, `moins le quart`, `moins dix` or
# the minutes alone (`deux heures dix`); or the hour alone after `à` (`à trois heures`: without it,
# `trois heures` is as often a length) (groups: hour, et/moins, minutes; the hour after `à`).
_FRENCH: Final = re.compile(
    r"\b(" + _HOUR + r")[ \t]+heures?[ \t]+(?:(et|moins)[ \t]+)?(le quart|quart|demie|vingt-cinq|vingt|dix|cinq)\b"
    r"|(?<![A-Za-z])(?:\u00e0|a)[ \t]+(" + _HOUR + r")[ \t]+heures?\b",
    re.ASCII | re.IGNORECASE,
)
# German: `Viertel vor zwei`, `zehn nach drei`, `halb drei` (half way to three), `drei Uhr`
# (groups: minutes, vor/nach, hour; the hour of `halb`; the hour of `Uhr`).
_GERMAN: Final = re.compile(
    r"\b(?:(viertel|zwanzig|zehn|f\u00fcnf)[ \t]+(vor|nach)[ \t]+(" + _HOUR + r")"
    r"|halb[ \t]+(" + _HOUR + r")|(" + _HOUR + r")[ \t]+uhr)\b",
    re.ASCII | re.IGNORECASE,
)


def _hour(word: str) -> int:
    return _HOURS[word_key(word)]


def _minutes(phrase: str) -> int:
    return _MINUTES[" ".join(word_key(phrase).split())]


def _to(hour: int, minutes: int) -> tuple[int, int]:
    """`minutes` before `hour` (1-12) as (hour 1-12, minute): a quarter to one is 12:45."""
    return ((hour - 2) % 12 + 1, 60 - minutes)


def word_clocks(text: str) -> list[tuple[int, int]]:
    """The clocks `text` says in words, as (hour 1-12, minute), in the order found per language."""
    found: list[tuple[int, int]] = []
    for m in _ENGLISH.finditer(text):
        if m.group(4) is not None:
            found.append((_hour(m.group(4)), 0))
            continue
        hour, minutes = _hour(m.group(3)), _minutes(m.group(1))
        found.append(_to(hour, minutes) if m.group(2).lower() == "to" else (hour, minutes))
    for m in _ROMANCE.finditer(text):
        hour = _hour(m.group(1))
        if m.group(2) is None:
            found.append((hour, 0))
            continue
        minutes = _minutes(m.group(3))
        found.append(_to(hour, minutes) if m.group(2).lower().startswith("meno") else (hour, minutes))
    for m in _FRENCH.finditer(text):
        if m.group(4) is not None:
            found.append((_hour(m.group(4)), 0))
            continue
        hour, minutes = _hour(m.group(1)), _minutes(m.group(3))
        found.append(_to(hour, minutes) if (m.group(2) or "").lower() == "moins" else (hour, minutes))
    for m in _GERMAN.finditer(text):
        if m.group(4) is not None:
            found.append(_to(_hour(m.group(4)), 30))
        elif m.group(5) is not None:
            found.append((_hour(m.group(5)), 0))
        else:
            hour, minutes = _hour(m.group(3)), _minutes(m.group(1))
            found.append(_to(hour, minutes) if m.group(2).lower() == "vor" else (hour, minutes))
    return found


def said_clock_forms(text: str) -> list[str]:
    """The clock forms (normalized spellings) of the clocks `text` says in words, in both halves of
    the day: `dos menos cuarto` adds `1:45`, `01:45`, `13:45`, `1:45am`, `1:45pm`."""
    out: dict[str, None] = {}
    clocks = [(hour, minute, "") for hour, minute in word_clocks(text)]
    # (clockwords46) and what an answer's reading adds (`six in the morning`, `ten p.m.`), in its half
    clocks.extend((c.hour, c.minute, c.half) for c in answer_clocks(text) if c.half)
    for hour, minute, half in clocks:
        for h24 in ((hour % 12,) if half == "am" else (hour % 12 + 12,) if half == "pm" else (hour % 12, hour % 12 + 12)):
            h12 = h24 % 12 or 12
            for form in (f"{h24}:{minute:02d}", f"{h24:02d}:{minute:02d}",
                         f"{h12}:{minute:02d}{'am' if h24 < 12 else 'pm'}"):
                out.setdefault(form, None)
    return list(out)


# --- (clockwords46) an answer's clocks in words -------------------------------------------------

class WrittenClock(NamedTuple):
    """A clock an answer writes in words: where (`start`, `end`), as written, its (hour 1-12,
    minute), and the half of the day its words give (`am`, `pm`, or `""` where they give none)."""

    start: int
    end: int
    written: str
    hour: int
    minute: int
    half: str


_ENGLISH_HOUR: Final = alternatives(cardinals(1, 12), longest_first=True)
# The words after an English clock that give its half of the day.
_HALF_OF_DAY: Final = (r"(in[ \t]+the[ \t]+(?:morning|afternoon|evening)|[ap]\.m\.|[ap]m\b)")
# An answer's English clock: `a quarter to six`, `half past nine`, `six o'clock`, maybe with its half
# of the day after it; an hour word alone only with one (`six in the morning`, `ten p.m.`), `twelve
# noon`, `twelve midnight`. Five, ten, twenty or twenty-five `past`/`to` an hour reads only at a
# clause's end or before a half of the day (`five to ten minutes`, `ten to twelve items` are counts)
# (groups: minutes, past/to, hour, the `o'clock` hour, the lone hour, its half; twelve's noon/midnight).
_ANSWER_ENGLISH: Final = re.compile(
    r"\b(?:(?:(a[ \t]+quarter|quarter|half)[ \t]+(past|to)[ \t]+(" + _ENGLISH_HOUR + r")(?:[ \t]+o[\u2019']clock)?"
    r"|(twenty-five|twenty|ten|five)[ \t]+(past|to)[ \t]+(" + _ENGLISH_HOUR + r")(?:[ \t]+o[\u2019']clock)?"
    r"(?=[ \t]*(?:[.,;:!?)\n]|$|in[ \t]+the[ \t]|[ap]\.?m\b))"
    r"|(" + _ENGLISH_HOUR + r")[ \t]+o[\u2019']clock"
    r"|(" + _ENGLISH_HOUR + r")(?=[ \t]+" + _HALF_OF_DAY + r"))"
    r"(?:[ \t]+" + _HALF_OF_DAY + r")?)"
    r"|\b(twelve)[ \t]+(noon|midnight)\b",
    re.IGNORECASE,
)
# (clockwords46) An hour in digits with its half of the day (`6 am`, `6 a.m.`, `10pm`): under the
# digit minimum, so no candidate of `extract`; not a range's second end (`12-2 pm`), not a clock's
# minutes or a decimal's places (`6:30 pm` and `1.5 pm` are read elsewhere) (groups: hour, half).
_HOUR_DIGITS: Final = re.compile(
    r"(?<![\w:.,/])(?<![0-9][-\u2013])(1[0-2]|[1-9])[ \t]?([ap]\.m\.|[ap]m\b)", re.IGNORECASE)
# An article before a Romance clock (`a las dos menos cuarto`, `le tre e mezza`): without it `tres y
# media` is as often a quantity (`tres y media tazas`).
_ARTICLE: Final = re.compile(r"(?:las|la|le|as|a|l'una)[ \t]", re.IGNORECASE)


def _half(words: str | None) -> str:
    if not words:
        return ""
    w = words.lower()
    if w.startswith("in"):
        return "am" if w.endswith("morning") else "pm"
    return "am" if w.startswith("a") else "pm"


def answer_clocks(text: str) -> list[WrittenClock]:
    """The clocks an answer writes in words (the phrases `word_clocks` reads, English's with its
    half of the day, and the English hour word before one alone), in the order found per language.
    A count (`six bags`), a length (`two hours`) or a bare number word is none."""
    found: list[WrittenClock] = []
    for m in _ANSWER_ENGLISH.finditer(text):
        if m.group(11) is not None:
            noon = m.group(12).lower() == "noon"
            found.append(WrittenClock(m.start(), m.end(), m.group(0), 12, 0, "pm" if noon else "am"))
            continue
        half = _half(m.group(10))
        if m.group(1) is not None or m.group(4) is not None:
            minutes_word, way, hour_word = (m.group(1), m.group(2), m.group(3)) if m.group(1) is not None \
                else (m.group(4), m.group(5), m.group(6))
            hour, minutes = _hour(hour_word), _minutes(minutes_word)
            h, mm = _to(hour, minutes) if way.lower() == "to" else (hour, minutes)
        else:
            h, mm = _hour(m.group(7) if m.group(7) is not None else m.group(8)), 0
        found.append(WrittenClock(m.start(), m.end(), m.group(0), h, mm, half))
    for m in _HOUR_DIGITS.finditer(text):
        found.append(WrittenClock(m.start(), m.end(), m.group(0), int(m.group(1)), 0, _half(m.group(2))))
    for m in _ROMANCE.finditer(text):
        if m.group(2) is not None and not _ARTICLE.match(m.group(0)):
            continue  # `tres y media`: a quantity as often as a clock
        hour = _hour(m.group(1))
        if m.group(2) is None:
            h, mm = hour, 0
        else:
            minutes = _minutes(m.group(3))
            h, mm = _to(hour, minutes) if m.group(2).lower().startswith("meno") else (hour, minutes)
        found.append(WrittenClock(m.start(), m.end(), m.group(0), h, mm, ""))
    for m in _FRENCH.finditer(text):
        if m.group(4) is not None:
            h, mm = _hour(m.group(4)), 0
        else:
            hour, minutes = _hour(m.group(1)), _minutes(m.group(3))
            h, mm = _to(hour, minutes) if (m.group(2) or "").lower() == "moins" else (hour, minutes)
        found.append(WrittenClock(m.start(), m.end(), m.group(0), h, mm, ""))
    for m in _GERMAN.finditer(text):
        if m.group(4) is not None:
            h, mm = _to(_hour(m.group(4)), 30)
        elif m.group(5) is not None:
            h, mm = _hour(m.group(5)), 0
        else:
            hour, minutes = _hour(m.group(3)), _minutes(m.group(1))
            h, mm = _to(hour, minutes) if m.group(2).lower() == "vor" else (hour, minutes)
        found.append(WrittenClock(m.start(), m.end(), m.group(0), h, mm, ""))
    found.sort(key=lambda c: c.start)
    kept: list[WrittenClock] = []
    for c in found:  # one phrase two languages read (`las dos en punto`, `zehn nach drei`): the first, longest
        if kept and c.start < kept[-1].end:
            continue
        kept.append(c)
    return kept
