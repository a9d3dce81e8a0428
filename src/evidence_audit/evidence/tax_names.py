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

import re
from collections.abc import Set
import unicodedata
from typing import Final

__all__ = ["INCLUSIVE_STEMS", "PART_STEMS", "SCRIPT_TAX_NAMES", "TAX_STEMS", "names_part", "names_rate", "names_tax", "names_tax_in_script"]

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

# (recall42, review41 D5) the stems of the words that name a percent as a part of a whole, taken off
# it or reached of it, never put on top of it: a discount, a price `off`, a rebate or a reduction, a
# deposit, a level (`25% full`, `filled`, `loaded`, `charged`, `complete`, `done`); as
# `keyed_operands.stem` leaves them (`filled` -> fill, `loaded` -> load, `charged` -> charg)
PART_STEMS: Final = frozenset({
    "discount", "off", "rebate", "reduction", "markdown", "deposit", "full", "fill", "load", "charg",
    "complete", "complet", "done"})


def names_part(label: Set[str]) -> bool:
    """(recall42) Whether a percent's label (stemmed words) names it a part of a whole (`PART_STEMS`)
    and no tax (`VAT after the 10% discount` still names a tax): such a percent is a share or taken
    off (`x p`, `x (1 - p)`), never added (`x (1 + p)`: `EUR 386.40` with the 20% discount is no
    `EUR 463.68`, a truck 25% full of 1,240 kg no 1,550 kg)."""
    return not label.isdisjoint(PART_STEMS) and label.isdisjoint(TAX_STEMS)


# (mill42) the word for a tax itself in other languages, where an answer in that language names the tax
# its rules state in English (`税込み€120.17` for the rules' `VAT 23%`): in scripts that write no
# space between words, the tax's character or word anywhere (Japanese and Chinese `税`/`稅`, Korean
# `세금`/`부가세`, Thai `ภาษี`, Ge'ez `ግብሪ`/`ግብር`; the German `Steuer` of its compounds, `Mehrwertsteuer`); in the others a word beginning with the tax's stem
# (German `MwSt`, Spanish `impuesto`, Portuguese `imposto`, Italian `imposta`, French `taxe`,
# Dutch `belasting`, Nordic `skatt`, Polish `podatek`, Czech `daň`, Hungarian `adó`, South Slavic
# `porez`, Romanian `impozit`, Turkish `vergi`, Indonesian `pajak`, Malay `cukai`, Vietnamese `thuế`,
# Russian `налог`, `НДС`, Ukrainian `ПДВ`, Bulgarian `ДДС`, Greek `φόρος`, `ΦΠΑ`, Arabic `ضريبة`,
# Persian `مالیات`, Hebrew `מע"מ`, Hindi `जीएसटी`). (mend42c, review42 D7) The short stems end where the
# word's own endings end: `φόρος`/`φόρου`/... and `ΦΠΑ` whole (not `φόρτωση` loading, `φόρμα` form),
# `taxe(s)` (not `taxer`), Polish `podatek`'s cases (not Czech `podat`, to submit), Hungarian `adó`'s
# cases (not `adós`, debtor). Not a word that is also a common other word in its
# language (Hindi and Gujarati `कर`/`કર` are `do`, Finnish `vero` is Italian `true`).
_TAX_ANYWHERE: Final = re.compile("(?i:steuer)|\u7a0e|\u7a05|\uc138\uae08|\ubd80\uac00\uc138|\u0e20\u0e32\u0e29\u0e35|\u130d\u1265\u122a|\u130d\u1265\u122d")
_TAX_WORD: Final = re.compile(
    r"(?<![^\W\d_])(?:mwst|impuest|impost|taxes?\b|belasting|skatt|podat(?:ek|ku|ki|kiem|k\u00f3w|kach|kami|kom)\b|da\u0148"
    r"|ad\u00f3(?:t|ja|j\u00e1t|k|kat|val|ban|hoz|b\u00f3l|k\u00e9nt)?\b|porez|impozit|vergi|pajak|cukai|thu\u1ebf"
    r"|\u043d\u0430\u043b\u043e\u0433|\u043d\u0434\u0441|\u043f\u0434\u0432|\u0434\u0434\u0441"
    r"|\u03c6\u03cc\u03c1(?:\u03bf\u03c2|\u03bf\u03c5\u03c2|\u03bf\u03c5|\u03bf\u03b9|\u03c9\u03bd|\u03bf)\b|\u03c6\u03c0\u03b1\b"
    r"|\u0636\u0631\u064a\u0628|\u0627\u0644\u0636\u0631\u064a\u0628|\u0645\u0627\u0644\u06cc\u0627\u062a|\u05de\u05e2\"\u05de|\u091c\u0940\u090f\u0938\u091f\u0940)",
    re.IGNORECASE)


def names_tax(text: str) -> bool:
    """(mill42) Whether `text` writes a tax's own word in another language (`_TAX_ANYWHERE`, `_TAX_WORD`):
    a line naming the tax the rules state under its English name."""
    return _TAX_ANYWHERE.search(text) is not None or _TAX_WORD.search(text) is not None


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
