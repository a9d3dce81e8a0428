"""(dive37) A quantity named by a chemical formula, maybe after a short prefix, is a name, not data
(spellings dial): `ppO2` (oxygen's partial pressure), `SpO2` and `FiO2` (a patient's oxygen), `PaCO2`,
`pCO2`, `NaHCO3`. Its digits count atoms: no result carries `ppO2` and nothing an answer could
misread changes them, but the reader took `ppo2` for an identifier no result carried and flagged it
in every diving, medical, brewing or laboratory answer that names the quantity.

`mask_formula_names` writes the digits of such a token as `x` (the same offsets, as
`narration.mask_standard_names` writes `ISO xxxx`), where the token (bounded by no letter, digit,
`-`, `_`, `.` or `/`; a hyphen after a lower-case word, an article glued so, Maltese `il-ppO2`) is an optional prefix of at most three letters (lower case, or one capital then
lower case: `pp`, `Sp`, `Pa`) then one to six element symbols (the periodic table's, a capital and
maybe a lower-case letter), each with a count of at most two digits, some count written, and the
token writes a lower-case letter: a code in capitals (`AB12`, `SKU2`, `CN7`) stays an identifier,
judged as before, and so does a formula in capitals alone (`H2SO4`). Its price: a made-up token of
that shape (`Co3`, `ppN2` for a carried `ppO2`) is not judged. Pure; no state.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["mask_formula_names"]

# The periodic table's symbols, two letters before one (a regex alternation takes the first that fits).
_ELEMENTS: Final = (
    "He Li Be Ne Na Mg Al Si Cl Ar Ca Sc Ti Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr Rb Sr Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te "
    "Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa Np Pu Am "
    "Cm Bk Cf Es Fm Md No Lr Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og H B C N O F P S K V Y I W U"
).split()
_FORMULA_NAME: Final = re.compile(
    r"(?:(?<![A-Za-z0-9_./\-])|(?<=[a-z]-))(?:[a-z]{1,3}|[A-Z][a-z]{1,2})?(?:(?:" + "|".join(_ELEMENTS) + r")[0-9]{0,2}){1,6}(?![A-Za-z0-9_/\-]|\.[0-9])"
)
_DIGIT: Final = re.compile(r"[0-9]")
_COUNTED: Final = re.compile(r"[A-Z][a-z]?[0-9]")  # a symbol with its count: what every formula name writes
_LOWER: Final = re.compile(r"[a-z]")
# (speed44) A run of the characters `_FORMULA_NAME`'s lookarounds read as part of a token: no match
# crosses a character outside it, and one outside it reads, to both lookarounds, as the text's edge.
_CHUNK: Final = re.compile(r"[A-Za-z0-9_./\-]+")


def _formula_spans(text: str) -> list[tuple[int, int]]:
    """(speed44) The spans of the formula names in `text`: `_FORMULA_NAME` tried only in the tokens
    (`_CHUNK`) that write a symbol with its count (`_COUNTED`). The whole-text scan tried the
    periodic table at every word's start, ~4% of a short case's check where any code like `W1234567`
    passed the prefilter. The same spans: a name writes some count after a symbol and lies in one
    chunk, and a chunk's edges (the text's, or a character outside `_CHUNK`) read the same to the
    lookbehind (no letter, digit, `_./-` before; no `-` for `(?<=[a-z]-)`) and the lookahead (no
    letter, digit, `_/-`, nor a point) whether the chunk is cut out or not."""
    spans: list[tuple[int, int]] = []
    for chunk in _CHUNK.finditer(text):
        token = chunk.group(0)
        if _COUNTED.search(token) is None:
            continue
        offset = chunk.start()
        for m in _FORMULA_NAME.finditer(token):
            name = m.group(0)
            if _DIGIT.search(name) and _LOWER.search(name):
                spans.append((offset + m.start(), offset + m.end()))
    return spans


def mask_formula_names(text: str) -> str:
    """`text` with the digits of every formula name (module doc) written `x`, at the same offsets;
    the text itself (no copy) when it writes none: most texts write no capital with a count after
    it (`_COUNTED`), and those are not scanned."""
    if _COUNTED.search(text) is None:
        return text
    spans = _formula_spans(text)
    if not spans:
        return text
    parts: list[str] = []
    last = 0
    for start, end in spans:
        parts.append(text[last:start])
        parts.append(_DIGIT.sub("x", text[start:end]))
        last = end
    parts.append(text[last:])
    return "".join(parts)
