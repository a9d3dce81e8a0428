"""A currency written as one capital letter glued before its amount (spaces32, spellings dial):
`R3,900`, `R84.50`, `R5 880,00`, `R398,57`, and `R420` in a text that writes the letter so.

Many currencies are written with one Latin letter right before the number, no space: the South
African rand (`R420`), the Botswana pula (`P250`), the Guatemalan quetzal (`Q95.50`), the kina
and kwacha (`K1,200`), the lempira and the leu (`L45.00`), the Hungarian forint in some shops
(`F1 250,00`). The tokenizer keeps such a token whole (`r3,900`), an identifier: a system prompt's
`R3,900` said no 3900, an answer's `R5 880,00` was read as a `5` glued to a letter and an `880,00`,
and no arithmetic rule saw the amount as an operand or a result. `glued_amounts.py` refuses one
letter on purpose: a capital glued to a number is as often a name (`R2`, `A4`, `B12`, `F1`, `Q3`).

So one letter is a currency mark only where the number it is glued to has the shape of money and
of no name: a decimal part of exactly two digits (`R84.50`, `R300,00`: cents), or thousands groups
(`R3,900`, `R11,960`, `R5 880,00`: a space group only with a decimal comma after it, `A4 100` is a
paper size and a count). A text that writes one letter so writes its plain amounts with it too
(the writer's convention, as `digit_groupings.py` reads a text's spaces): `R420` beside `R3,900` is
an amount, and `R2` in a text that never writes `R` with cents or groups stays a name; a run's
system prompt or person that writes the letter so decides the run's answers too (`2 × R420 = R840`
in a run priced `R3,900`: `SpellingIndex.money_letters`).

`marked` respells each such letter as the generic currency sign `¤` (U+00A4) at the same offset,
which every reader splits from the number and `amounts.py` reads as a mark: the answer's reader,
the arithmetic's and `locales` then read `¤5 880,00` as they read `€5 880,00`. `marked_amounts`
gives the numbers (normalized, English) a text so writes, for what a person said and a result's
text carried (`locales.locale_readings`).

Refused: (fold33) a bare integer after the definite article (`the R44`: a road, in a run priced
`R3,900`) unless a step's sign follows it; a lower-case letter (`v2.15`, `x1.25`), two letters or more (`glued_amounts.py` reads the
codes), a letter after a letter, digit, point, hyphen or `/` (`CA530`, `L-101`, `2xR420`), a number
with a version's second point (`R2.15.1`) or other than two decimals (`R2.5`, `A4.125`), a letter
no money shape in its text decides (`Q3 2026`, `B12`, `R2`). Its price: a name of one capital and
two decimals (`F1.25`) or of comma groups (`X1,000`) is read as an amount, and a name of that same
letter in a text that writes such an amount (`R2` beside `R3,900`) with it.

Pure: no state but a memo of the texts read lately.
"""

from __future__ import annotations

import re
from typing import Final

from .amounts import GENERIC_SIGN
from .glued_amounts import marked_number
from .text_memo import TextMemo

__all__ = ["ANY_LETTER", "MARK", "marked", "marked_amounts", "money_letters"]

MARK: Final = GENERIC_SIGN  # the generic currency sign: what a one-letter mark is respelled as
# every capital, for a reader that must find an amount whichever letter a run decided (`extract.locate`)
ANY_LETTER: Final = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

# A capital glued before a number, nothing of a word or a code before it.
_LETTER: Final = r"(?<![A-Za-z0-9.,/\-_" + GENERIC_SIGN + r"$\u20ac\u00a3])([A-Z])"
# The number's end: no digit, letter, or point or comma and more digits after it.
_END: Final = r"(?![0-9A-Za-z]|[.,][0-9])"
# Money shapes that decide the letter (module doc): two decimals, English groups, space groups
# then a decimal comma.
_DECIDING: Final = re.compile(
    _LETTER + r"(?:"
    r"[0-9]+[.,][0-9]{2}"
    r"|[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]{1,2})?"
    r"|[0-9]{1,3}(?:[ \u00a0\u202f\u2009][0-9]{3})+,[0-9]{1,2}"
    r")" + _END
)
# Any number a decided letter is glued to: those shapes, or plain digits.
_ANY: Final = re.compile(
    _LETTER + r"("
    r"[0-9]{1,3}(?:[ \u00a0\u202f\u2009][0-9]{3})+,[0-9]{1,2}"
    r"|[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]{1,2})?"
    r"|[0-9]+(?:[.,][0-9]{2})?"
    r")" + _END
)

# (fold33) a bare integer after the definite article (`the R44`), no step's sign after it
_ARTICLE_BEFORE: Final = re.compile(r"(?<![A-Za-z])the[ \t\u00a0]+\Z", re.IGNORECASE)
_STEP_AFTER: Final = re.compile(r"[ \t\u00a0*]*(?:[=\u00d7*+\u2212/\u00f7\u2248-]|x[ \t])")

_MARKED: Final[TextMemo[tuple[str, tuple[str, ...]]]] = TextMemo(entries=32, chars=262_144)
_LETTERS: Final[TextMemo[frozenset[str]]] = TextMemo(entries=32, chars=262_144)


def money_letters(text: str) -> frozenset[str]:
    """The capitals `text` writes glued before a money shape (module doc): its one-letter marks
    (`R` for a system prompt's `R3,900`), which decide a later answer of the run too (`marked`)."""
    return _LETTERS.read(text, lambda t: frozenset(m.group(1) for m in _DECIDING.finditer(t)))


def marked(text: str, letters: frozenset[str] = frozenset()) -> str:
    """`text` with each one-letter currency mark (module doc) respelled `¤` at the same offset;
    the text itself when it writes none. `letters`: the marks the run's person texts decided
    (`money_letters` of its system prompt: `R420` in an answer of a run priced `R3,900`)."""
    if letters and not letters <= money_letters(text):
        return _mark(text, letters)[0]
    return _MARKED.read(text, lambda t: _mark(t, frozenset()))[0]


def marked_amounts(text: str) -> list[str]:
    """The numbers (normalized, English) `text` writes after a one-letter currency mark, in
    order, once each (`R3,900` -> `3900`, `R5 880,00` -> `5880`, `R6.50` -> `6.5`)."""
    return list(_MARKED.read(text, lambda t: _mark(t, frozenset()))[1])


def _named(text: str, m: re.Match[str]) -> bool:
    """(fold33) Whether a decided letter's number is a name: a bare integer (no decimal part, no
    group) after the definite article with no step's sign after it (`the R44` is a road, `the N2`
    a route, in a text priced `R3,900`): what is named so is one thing, not a price; an amount
    has its shape (`the R3,900 package`), a step (`the R420 × 2`) or no article (`R420 a lesson`)."""
    start = m.start(1)
    return (m.group(2).isdigit() and _ARTICLE_BEFORE.search(text, max(0, start - 8), start) is not None
            and _STEP_AFTER.match(text, m.end()) is None)


def _mark(text: str, extra: frozenset[str]) -> tuple[str, tuple[str, ...]]:
    letters = money_letters(text) | extra
    if not letters:
        return text, ()
    chars = list(text)
    amounts: dict[str, None] = {}
    for m in _ANY.finditer(text):
        if m.group(1) not in letters or _named(text, m):
            continue
        chars[m.start(1)] = MARK
        english = marked_number(m.group(2))
        if english:
            amounts.setdefault(english, None)
    return "".join(chars), tuple(amounts)
