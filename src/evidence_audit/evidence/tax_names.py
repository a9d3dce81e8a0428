"""A tax named by any of its names (round 29, rates29): the stated rate whose label is a tax is named
by a sentence that says `tax`, and a sentence that says `VAT` names the policy's `service tax (SST)`.

A run states its sales tax once, under its own country's name (`SST 8%`, `PDV (VAT) 25%`, `MVA 12
%`, `KDV %8`), and the answer then says `with tax`, `once the tax is counted`, `incl. VAT`: the word
on the value's line is another name of the same tax. `names_rate` reads a rate's label (the stems of
the words that name its percent: `rate_steps._label`) as naming every tax when one of its words is a
tax's name, and a line's words as naming every tax when one of its words is: the standard
abbreviations of value-added and sales taxes (VAT and its names in the EU's languages and around it,
GST/HST/PST/QST, SST, the US `sales tax`), not a corpus's words. Pure.
"""

from __future__ import annotations

from collections.abc import Set
import unicodedata
from typing import Final

__all__ = ["INCLUSIVE_STEMS", "SCRIPT_TAX_NAMES", "TAX_STEMS", "names_rate", "names_tax_in_script"]

# The names of a sales or value-added tax, as `keyed_operands.stem` leaves them (lower case, a plural
# `s` off): English `tax`, `vat`, `gst`/`hst`/`pst`/`qst`, `sst` (Malaysia); `moms` (Nordic), `mva`
# (Norway), `mwst`/`ust` (German), `iva`, `tva`, `btw`, `alv`, `dph`, `pdv`, `ddv`, `pvm`, `afa`, `kdv`,
# `ppn`, `igv`, `itbis`, `ivu`, `nds` (ISO-style abbreviations of VAT in their languages).
# (round 30, rates30) the stems of the words that state a percent as included in the prices (`VAT
# 21% included`, `inkl. 19% MwSt`, `TVA incluse`): the tax of such a run is an amount's inside share.
INCLUSIVE_STEMS: Final = ("incl", "inkl", "inside")
TAX_STEMS: Final = frozenset({
    "tax", "vat", "gst", "hst", "pst", "qst", "sst", "moms", "mva", "mwst", "ust", "iva", "tva", "btw", "alv",
    "dph", "pdv", "ddv", "pvm", "afa", "kdv", "ppn", "igv", "itbis", "ivu", "nds"})


def names_rate(label: Set[str], words: Set[str]) -> bool:
    """Whether a line's (stemmed) `words` name a rate of stemmed `label`: a word in common, or both a
    tax's name (the module's docstring)."""
    if not label or not words:
        return False
    if not label.isdisjoint(words):
        return True
    return not label.isdisjoint(TAX_STEMS) and not words.isdisjoint(TAX_STEMS)


# (clock42) The same names in scripts other than Latin, case-folded, which `keyed_operands`' words
# (Latin letters) never read: a Punjabi answer's `ਜੀਐੱਸਟੀ ਸਮੇਤ` (GST included) names the rules'
# `GST 18%`. India's GST as its languages spell the letters, the VAT abbreviations of the Cyrillic,
# Greek, Armenian, Georgian and Hebrew alphabets, and the words for VAT or sales tax in Arabic, Persian,
# Urdu, Thai, Chinese, Japanese and Korean; no word a language's prose writes for another sense.
SCRIPT_TAX_NAMES: Final[tuple[str, ...]] = (
    "जीएसटी", "ਜੀਐੱਸਟੀ", "ਜੀਐਸਟੀ", "জিএসটি", "જીએસટી", "ଜିଏସଟି", "ஜிஎஸ்டி", "జీఎస్టీ", "ಜಿಎಸ್‌ಟಿ", "ಜಿಎಸ್ಟಿ", "ജിഎസ്ടി",
    "ндс", "пдв", "ддс", "ддв", "ққс", "кнс", "нөат",
    "φπα", "աահ", "დღგ", 'מע"מ', "מע״מ",
    "ضريبة", "الضريبة", "مالیات", "ٹیکس", "جی ایس ٹی",
    "ภาษี", "增值税", "增值稅", "消费税", "消費税", "부가세", "부가가치세",
)
# The scripts written without spaces between words: a name of theirs is read anywhere.
_UNSPACED: Final = ("THAI", "CJK", "HANGUL")


def _in_word(c: str) -> bool:
    return c.isalpha() or unicodedata.category(c)[0] == "M"


def names_tax_in_script(text: str) -> bool:
    """(clock42) Whether `text` writes a tax's name of `SCRIPT_TAX_NAMES`: a whole word (no letter or
    mark on either side), or anywhere for a script without spaces between words."""
    if text.isascii():
        return False
    low = text.casefold()
    for name in SCRIPT_TAX_NAMES:
        at = low.find(name)
        while at >= 0:
            end = at + len(name)
            if unicodedata.name(name[0], "").startswith(_UNSPACED) or (
                    (at == 0 or not _in_word(low[at - 1])) and (end == len(low) or not _in_word(low[end]))):
                return True
            at = low.find(name, end)
    return False
