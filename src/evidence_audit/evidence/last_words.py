"""The word for "last" (the final one of a run of days) in many languages (census38).

A count of days with both ends is written the same way in every language: `Dal 4 marzo per 3
giorni: l'ultimo è 6 marzo` (Italian), `3 ijiem mis-27 ta' Diċembru, jiġifieri l-aħħar jum huwa
l-29` (Maltese), `जनवरी १० मा सुरु, १२ दिनको ट्रेक: अन्तिम दिन जनवरी २१` (Nepali): the start, the
count, and the last day, start + count - 1. English says it with `last day` (`yearless_context.
_INCLUSIVE`); `says_last` reads the word in the other languages, for `inclusive_count`. A word of
the table is one word of the text (`l'ultimo` is `l` and `ultimo`), or the start of one where the
script glues endings (`अन्तिमको`, `마지막날`), or any part of one where it writes no spaces (`最后一天`);
`বিশেষ` ("special") holds `শেষ` inside and is none. A Latin or Cyrillic word counts only where the
text writes another language's dates (`worded_dates.stands_in_its_language`: Turkish `son` is
English `son`). (mend38b) The word is of the last day only beside the word for a day (`अंतिम दिन`,
`l-aħħar jum`, `اليوم الأخير`; `duration_words` and a few of the scripts it lacks) or right before
the date, at most `_GAP_WORDS` words and no number between (`el último es el 16 de abril`): `el
último grupo llega`, `آخر` ("another"), `最后` ("finally") of another thing are no count with both
ends. Pure but for the last text's spans kept read (mend46b: `_lasts_of`); linear in the span read.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import Final

from .duration_words import DURATION_WORDS
from .worded_dates import WORD_RUN, stands_in_its_language

__all__ = ["LAST_WORDS", "says_last"]

# "last", "the last", "final" as people write it of the last day of a run, case-folded; English's are
# `yearless_context`'s (`last day`)
LAST_WORDS: Final[frozenset[str]] = frozenset({
    # Romance
    "ultimo", "ultima", "último", "última", "últim", "dernier", "dernière", "ultimul", "darrer", "darrera",
    # Germanic, Nordic
    "letzte", "letzter", "letzten", "letztes", "laatste", "sista", "siste", "sidste", "síðasti", "síðasta",
    # Slavic, Baltic, Finno-Ugric
    "ostatni", "ostatnia", "ostatnie", "ostatniego", "poslední", "posledný", "posledná", "zadnji", "zadnja", "posljednji",
    "posljednja", "poslednji", "poslednja", "последний", "последняя", "последен", "последниот", "последната",
    "последња", "последњи", "останній", "остання", "апошні", "pēdējā", "pēdējais", "paskutinė", "paskutinis", "viimeinen",
    "viimane", "utolsó",
    # others of Europe and the Caucasus
    "τελευταία", "τελευταίος", "τελευταίο", "aħħar", "olaf", "deireanach", "azken", "fundit", "վերջին", "ბოლო",
    # Asia, Africa
    "अन्तिम", "अंतिम", "आखिरी", "आख़िरी", "শেষ", "آخر", "آخری", "آخرین", "الأخير", "الأخيرة", "الاخير", "האחרון", "האחרונה",
    "אחרון", "terakhir", "huling", "mwisho", "የመጨረሻ", "የመጨረሻው", "cuối", "สุดท้าย", "ចុងក្រោយ", "ចុងបញ្ចប់", "最后", "最後",
    "最終", "마지막", "கடைசி", "చివరి", "අවසාන", "сүүлийн", "соңғы", "oxirgi", "sonuncu",
})
# the table's words of scripts that glue endings (no Latin, Greek or Cyrillic letter), read at the
# start of a word (`अन्तिमको`, `마지막날`); of scripts that write no spaces (Han, kana, Thai, Lao,
# Khmer, Myanmar), read anywhere in a word (`的最后一天`)
_LATIN_OR_CYRILLIC: Final = re.compile(r"[a-zà-ɏ\u0370-\u04ff]")
_NO_SPACES: Final = re.compile(r"[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")
_GLUED: Final[tuple[str, ...]] = tuple(sorted(w for w in LAST_WORDS if _LATIN_OR_CYRILLIC.search(w) is None))
_WORD: Final = re.compile(WORD_RUN)
# (mend38b) the words for a day: the duration words' and those of scripts they lack (Han, Korean,
# Maltese), a word or the start of one; in a script without spaces a day word within `_DAY_REACH`
# characters after the last word (`最后一天`, `最後の日`)
_DAY_WORDS: Final[frozenset[str]] = frozenset(
    {w for w, unit in DURATION_WORDS.items() if unit == "day"} | {"天", "日", "날", "일", "jum", "ġurnata"})
_DAY_REACH: Final = 3
# the words between the last word and the date it names (`último es el`, `l'ultimo è`)
_GAP_WORDS: Final = 3
_NUMBER: Final = re.compile(r"[0-9\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef]")


def _is_day_word(word: str) -> bool:
    """Whether `word` (case-folded) is the word for a day, or (a script that glues endings or
    articles) starts or ends with one (`दिनका`, `اليوم`)."""
    if word in _DAY_WORDS:
        return True
    if _LATIN_OR_CYRILLIC.search(word) is not None:
        return False
    return any(word.startswith(d) or word.endswith(d) for d in _DAY_WORDS if len(d) >= 2 and len(word) > len(d))


def _last_at(word: str) -> int:
    """The end (in `word`) of the word for the last it writes, or -1: the whole word, the start of a
    word of a script that glues endings, any part of a word of a script without spaces."""
    if word in LAST_WORDS:
        return len(word)
    for g in _GLUED:
        if word.startswith(g):
            return len(g)
        if _NO_SPACES.search(g) is not None:
            at = word.find(g)
            if at > 0:
                return at + len(g)
    return -1


def _names_the_date(text: str, word_end: int, date_start: int) -> bool:
    """Whether the date starts right after the last word: no number and at most `_GAP_WORDS` words between."""
    if not word_end <= date_start <= word_end + 40:
        return False
    gap = text[word_end:date_start]
    return _NUMBER.search(gap) is None and len(_WORD.findall(gap)) <= _GAP_WORDS


def says_last(text: str, start: int, end: int, date_start: int) -> bool:
    """Whether `text[start:end]` writes the word for the last day of a run of days in a language of
    the table (a Latin, Greek or Cyrillic one only where the text writes another language's dates),
    (mend38b) beside the word for a day or right before the date at `date_start`. (mend46b) The span's
    words are read once for all its dates (`_read_last`): a sentence of many dates read each time was
    quadratic (an 11.6 KB sentence of dates, 5 s)."""
    beside, ends = _lasts_of(text, start, end)
    if beside:
        return True
    k = bisect_left(ends, date_start - 40)  # `_names_the_date`: the date at most 40 characters after the word
    while k < len(ends) and ends[k] <= date_start:
        if _names_the_date(text, ends[k], date_start):
            return True
        k += 1
    return False


# (mend46b) the spans of the last text read: (start, end) -> `_read_last`'s reading; one text kept
_LASTS: Final[list[tuple[str, dict[tuple[int, int], tuple[bool, list[int]]]]]] = [("", {})]
MAX_SPANS_KEPT: Final = 256


def _lasts_of(text: str, start: int, end: int) -> tuple[bool, list[int]]:
    kept = _LASTS[0]
    if kept[0] is not text and kept[0] != text:
        kept = (text, {})
        _LASTS[0] = kept
    found = kept[1].get((start, end))
    if found is None:
        found = _read_last(text, start, end)
        if len(kept[1]) >= MAX_SPANS_KEPT:
            kept[1].clear()
        kept[1][(start, end)] = found
    return found


def _read_last(text: str, start: int, end: int) -> tuple[bool, list[int]]:
    """Whether `text[start:end]` writes the word for the last beside the word for a day (whatever the
    date), and the ends of the words for the last it writes otherwise (each names a date right after it)."""
    before = ""
    ends: list[int] = []
    for m in _WORD.finditer(text, start, end):
        word = m.group(0).casefold()
        at = _last_at(word)
        if at >= 0 and (_LATIN_OR_CYRILLIC.search(word) is None or stands_in_its_language(text, m.start(), m.end())):
            rest = word[at:at + _DAY_REACH]
            if any(rest.startswith(d) or (_NO_SPACES.search(d) is not None and d in rest) for d in _DAY_WORDS) \
                    or _is_day_word(before):
                return True, []
            after = _WORD.search(text, m.end(), end)
            if after is not None and _is_day_word(after.group(0).casefold()):
                return True, []
            ends.append(m.end())
        before = word
    return False, ends
