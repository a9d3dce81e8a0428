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
from typing import Final

__all__ = ["INCLUSIVE_STEMS", "PART_STEMS", "TAX_STEMS", "names_part", "names_rate"]

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


def names_rate(label: Set[str], words: Set[str]) -> bool:
    """Whether a line's (stemmed) `words` name a rate of stemmed `label`: a word in common, or both a
    tax's name (the module's docstring)."""
    if not label or not words:
        return False
    if not label.isdisjoint(words):
        return True
    return not label.isdisjoint(TAX_STEMS) and not words.isdisjoint(TAX_STEMS)
