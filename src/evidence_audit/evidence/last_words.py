"""The word for "last" (the final one of a run of days) in many languages (census38).

A count of days with both ends is written the same way in every language: `Dal 4 marzo per 3
giorni: l'ultimo è 6 marzo` (Italian), `3 ijiem mis-27 ta' Diċembru, jiġifieri l-aħħar jum huwa
l-29` (Maltese), `जनवरी १० मा सुरु, १२ दिनको ट्रेक: अन्तिम दिन जनवरी २१` (Nepali): the start, the
count, and the last day, start + count - 1. English says it with `last day` (`yearless_context.
_INCLUSIVE`); `says_last` reads the word in the other languages, for `inclusive_count`. A word of
the table is one word of the text (`l'ultimo` is `l` and `ultimo`), or a part of one where the
script glues endings or writes no spaces (`अन्तिमको`, `마지막날`, `最后一天`). A Latin or Cyrillic word counts
only where the text writes another language's dates (`worded_dates.stands_in_its_language`: Turkish
`son` is English `son`). Pure; linear in the span read.
"""

from __future__ import annotations

import re
from typing import Final

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
# the table's words of scripts that glue endings or write no spaces (no Latin, Greek or Cyrillic
# letter), read anywhere in a word (`अन्तिमको`, `마지막날`, `的最后一天`)
_LATIN_OR_CYRILLIC: Final = re.compile(r"[a-zà-ɏ\u0370-\u04ff]")
_GLUED: Final[tuple[str, ...]] = tuple(sorted(w for w in LAST_WORDS if _LATIN_OR_CYRILLIC.search(w) is None))
_WORD: Final = re.compile(WORD_RUN)


def says_last(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` writes the word for the last (of a run of days) in a language of
    the table, a Latin, Greek or Cyrillic one only where the text writes another language's dates."""
    for m in _WORD.finditer(text, start, end):
        word = m.group(0).casefold()
        if word in LAST_WORDS or any(g in word for g in _GLUED):
            if _LATIN_OR_CYRILLIC.search(word) is None or stands_in_its_language(text, m.start(), m.end()):
                return True
    return False
