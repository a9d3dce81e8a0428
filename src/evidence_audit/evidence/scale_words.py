"""The named powers of ten people write after a number, in many languages (surgical37).

Everywhere big amounts are written as a decimal of a named power of ten: `1.2 million`, `3,5 Mio.`,
`2,4 millones`, `17.33 لاکھ روپے` (a lakh, 10^5), `1.5 crore` (10^7), `4,2 млн`, `3 tỷ`. The
arithmetic's `magnitude` rule (`computed/narrow.py`) reads such a number as the amount it names:
a resolved amount of the answer restated in the scale (`Rs 17,33,424, about 17.33 lakh`), or the
difference or sum of two. This module is the one table of those words and the one reader of a
word right after a number (`scale_after`); a word no table holds names nothing.

The words: thousand (10^3), lakh (10^5), million (10^6), crore (10^7), billion (10^9: the short
scale, as English writes it; a long-scale `billion` of French or German, 10^12, is read as the
short one's 10^9 only where the word is English), trillion (10^12), each in English and the
languages' own words and abbreviations (`Mio.`, `Mrd.`, `mln`, `млн`, `млрд`), in Latin, Cyrillic,
Arabic (Urdu, Persian), Devanagari, Bengali and Vietnamese spellings. Pure: no I/O.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

__all__ = ["SCALES", "scale_after"]

_THOUSAND: Final = Decimal(10) ** 3
_LAKH: Final = Decimal(10) ** 5
_MILLION: Final = Decimal(10) ** 6
_CRORE: Final = Decimal(10) ** 7
_BILLION: Final = Decimal(10) ** 9
_TRILLION: Final = Decimal(10) ** 12

# Each word lower-cased, with the power of ten it names.
SCALES: Final[dict[str, Decimal]] = {
    **dict.fromkeys(("thousand", "thousands", "tausend", "mille", "mila", "tysiąc", "tysięcy", "тыс", "тысяч", "тысячи",
                     "ہزار", "हज़ार", "हजार", "হাজার", "nghìn", "ngàn"), _THOUSAND),
    **dict.fromkeys(("lakh", "lakhs", "lac", "lacs", "لاکھ", "लाख", "লাখ", "লক্ষ"), _LAKH),
    **dict.fromkeys(("million", "millions", "mio", "mln", "millionen", "millón", "millones", "milhão", "milhões", "milione",
                     "milioni", "miljoen", "miljon", "miljoner", "millió", "milion", "miliony", "milionów", "milijun",
                     "milyon", "млн", "миллион", "миллиона", "миллионов", "мільйон", "мільйонів", "ملین", "میلیون",
                     "मिलियन", "triệu"), _MILLION),
    **dict.fromkeys(("crore", "crores", "کروڑ", "करोड़", "करोड", "কোটি"), _CRORE),
    **dict.fromkeys(("billion", "billions", "bn", "mrd", "milliarde", "milliarden", "milliard", "milliards", "miliardo",
                     "miliardi", "miljard", "miljarder", "milyar", "млрд", "миллиард", "миллиарда", "миллиардов", "ارب",
                     "अरब", "tỷ"), _BILLION),
    **dict.fromkeys(("trillion", "trillions"), _TRILLION),
}

# A scale word right after a number: emphasis and one space between (a no-break space too), the word
# whole (no letter glued after it; an abbreviation's point allowed: `Mio.`), longest first.
_SCALE_AFTER: Final = re.compile(
    r"\*{0,2}[ \t\u00a0]?(" + "|".join(sorted(map(re.escape, SCALES), key=len, reverse=True)) + r")(?![^\W\d_])",
    re.IGNORECASE,
)


def scale_after(text: str, end: int) -> Decimal | None:
    """The power of ten a scale word right after the number ending at `end` names, or None."""
    m = _SCALE_AFTER.match(text, end)
    if m is None:
        return None
    return SCALES.get(m.group(1).lower())
