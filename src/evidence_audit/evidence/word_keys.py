"""The key under which a word a case-blind pattern matched is looked up in a table of words.

Python's case-blind matching (`re.IGNORECASE` on `str` patterns) takes four letters outside ASCII
for ASCII ones: the long s `ſ` for `s`, the dotless `ı` and the dotted `İ` for `i`, the Kelvin sign
`K` for `k`. A pattern of month names reads `ſep 14` and one of count words reads `ſix`; a table
keyed by `word.lower()` then had no `ſix` and the whole run was lost to a KeyError. `word_key` folds
those letters as the pattern did, so a table finds every word its pattern can match.

`whole_word` is the one test of a name written whole in a text (no letter or digit on either side):
a record or a line label named by what a person said (`open` is not named by `reopened`).
"""

from __future__ import annotations

from typing import Final

__all__ = ["whole_word", "word_key"]

# after lower(): `ſ` stays `ſ`, `ı` stays `ı`, `İ` becomes `i` and a combining dot above (U+0307),
# the Kelvin sign becomes `k`
_FOLD: Final = str.maketrans({"\u017f": "s", "\u0131": "i", "\u0307": None})


def word_key(word: str) -> str:
    """`word` lower-cased with the letters case-blind matching takes for ASCII ones folded to them."""
    return word.lower().translate(_FOLD)


def whole_word(name: str, text: str) -> bool:
    """(round 26, carried_ratios) Whether `name` is written in `text` with no letter or digit on either side."""
    at = text.find(name)
    while at >= 0:
        end = at + len(name)
        if (at == 0 or not text[at - 1].isalnum()) and (end == len(text) or not text[end].isalnum()):
            return True
        at = text.find(name, at + 1)
    return False
