"""The word for "total" (the sum of the lines above) in many languages: a table by language, and
`says_total`, whether a clause writes one (paper41).

An answer in Gujarati closes its list with `**કુલ ૧૦૮.૫૩ કિલો**`, one in Bosnian with `Ukupno:
1.234,50 KM`, one in Russian with `Итого`: `rated-subtotal` sums a run of lines where the value's
clause says it totals, and read only English's `total`, `sum`, `in all`, `altogether`. The words here
are the ones invoices, receipts and sums write before their total in each language (CLDR has no such
word: written by hand, a few per language, none a common word of another language's prose where it
could stand before a number: no `共`, `кул`, `all`; (mend41c) none that prose writes before a
number as often for another sense: no `всего` (Russian "only"), `разом`, `razem`, `spolu`
("together"), Thai `ทั้งหมด` ("all", read anywhere in a clause)); a word of Latin, Greek, Cyrillic, Armenian,
Georgian, Hebrew, Arabic or an Indic or Ethiopic script is read whole (no letter or mark of a word on
either side: `કુલ` is no part of `કુલી`); one of a script written without spaces between words (Thai,
Lao, Khmer, Myanmar, Chinese, Japanese, Korean) anywhere in the clause. English's are
`rated_subtotals._TOTAL`'s. Bounded: a clause is read once, each table word found by `str.find`.
"""

from __future__ import annotations

import unicodedata
from typing import Final

__all__ = ["TOTAL_WORDS", "says_total"]

# A word for the total, case-folded, by language (two or more words where a language writes both).
TOTAL_WORDS: Final[tuple[str, ...]] = (
    # Indic scripts
    "કુલ",  # Gujarati
    "कुल", "एकूण", "जम्मा",  # Hindi, Marathi, Nepali
    "মোট",  # Bengali
    "ਕੁੱਲ",  # Punjabi
    "மொத்தம்",  # Tamil
    "మొత్తం",  # Telugu
    "ಒಟ್ಟು",  # Kannada
    "ആകെ",  # Malayalam
    "එකතුව",  # Sinhala
    # Arabic script, Hebrew
    "المجموع", "الإجمالي", "مجموع", "إجمالي", "مجموعی", "جمع کل",  # Arabic, Urdu, Persian
    'סה"כ', "סך הכל",  # Hebrew
    # Cyrillic
    "итого",  # Russian (mend41c: no `всего`, "only" as often)
    "усього", "всього",  # Ukrainian (mend41c: no `разом`, "together")
    "разам", "усяго",  # Belarusian
    "общо",  # Bulgarian
    "вкупно",  # Macedonian
    "укупно", "свега",  # Serbian
    "барлығы", "жиыны",  # Kazakh
    "нийт", "бүгд",  # Mongolian
    # Latin script
    "ukupno", "skupaj", "celkem", "celkom", "łącznie", "insgesamt", "gesamt",
    "gesamtsumme", "summe", "totaal", "totalt", "samtals", "yhteensä", "kokku", "kopā", "iš viso",
    "összesen", "totale", "totali", "gjithsej", "toplam", "cəmi", "jemi", "jami", "jumla", "jumlah",
    "kabuuan", "tổng cộng", "cyfanswm", "guztira", "kaikkiaan",
    # Greek, Armenian, Georgian
    "σύνολο", "συνολικά", "ընդամենը", "სულ", "ჯამი",
    # Ethiopic
    "ድምር", "ጠቅላላ", "ጠቕላላ", "ብጠቕላላ",
    # scripts written without spaces between words
    "รวมทั้งหมด", "ລວມທັງໝົດ", "សរុប", "စုစုပေါင်း", "合计", "合計", "总计", "總計", "총계", "합계",
)

# The scripts whose words are read anywhere (no spaces between words): a word's first character's
# Unicode name starts with one of these.
_UNSPACED: Final = ("THAI", "LAO", "KHMER", "MYANMAR", "CJK", "HANGUL")


def _in_word(c: str) -> bool:
    """A letter or a combining mark (a vowel sign, a virama): part of a word."""
    return c.isalpha() or unicodedata.category(c)[0] == "M"


def _unspaced(word: str) -> bool:
    return unicodedata.name(word[0], "").startswith(_UNSPACED)


def says_total(clause: str) -> bool:
    """Whether `clause` writes a word of `TOTAL_WORDS` (a whole word, or anywhere for a script without
    spaces between words)."""
    low = clause.casefold()
    for word in TOTAL_WORDS:
        at = low.find(word)
        while at >= 0:
            end = at + len(word)
            if _unspaced(word) or ((at == 0 or not _in_word(low[at - 1])) and (end == len(low) or not _in_word(low[end]))):
                return True
            at = low.find(word, end)
    return False
