"""Written arithmetic: the equations an answer writes out, read and evaluated exactly.

A writer who shows the work makes the safest computed value there is: `1.5 x $2.25 = **$3.38**`,
`5 days × $10 × 2 lines = **$100**`, `($111.20 + $78.40) / 2 = $94.80`, `€399.00 × 19/119 =
€63.71`, `€520 plus 10% (€52) = €572`, `Half of $1,344.51 is about $672.25`, `$2,192.94: the
scooter at $1,988.27 plus the helmet at $204.67`, `$150.00 more over 3 months (3 x $50.00)`. The
check needs only to read such an equation as a person does and redo it: the operands are numbers
the answer writes (each judged on its own, as every number is), so a result that the written
expression gives is `computed`, and one it does not give stays what it was.

How an equation is read (`relations(answer)`):
- **Operands**: numbers as written (`1,344.51`), with a currency mark or code before them
  (`$`, `€`, `CHF`; brandy36: a sign of any script, `֏`, `৳`, `៛`), markdown emphasis around them (`**`), up to three unit words after them
  (`5 days`, `15 GB`, `2 people`; round 22: `100 µL`, `47,9 km²`) and what the unit measures after
  `of` (`379.0 kWh of gas`; brandy36: up to three words, `175.0 L of pure alcohol`), a label in parentheses (`$1,200.00 (rent)`), a glued per-unit
  suffix (`$64/night`); a percent (`10%`, `10 percent`); a parenthesized sub-expression.
- **Operators**: `+ - − x X × * / ÷`, `@` between a quantity and its price (round 21), `^` glued before a whole exponent (round 31: `0.995^24`; round 33: superscript digits, `(50 × 100 ÷ 7)²`), and the words `plus`, `minus`, `less`, `times`, `multiplied
  by`, `divided by`; `half of`, `a third of`, `a quarter of`, `twice`, `double`; `P% of`; a whole
  count with its unit before `of` (`2 tablets of 500 mg`). A
  hyphen glued between two numbers (`2-6`, `$110-$200`) or an en dash is a range, never a minus.
  Up to five words may stand between an operator and its operand (`plus the Cycling Helmet at`).
  (tsampa45) A script that writes a mark between a word's syllables and after its last one (the
  Tibetan tsheg: `སྒྱེ་མོ་༣༦ × ཀི་ལོ་༥༠ = **ཀི་ལོ་༡,༨༠༠**`) has it read inside the word and as a space
  after it, so its unit words stand before their numbers as `mita 3,175`'s does.
- **Minor units** (round 10, `minor_units.py`): an operand in pence or cents (`7.5p`, `31,89 ct`,
  `19.3¢`) makes a product or sum of pence; a result written as a main-unit amount (`£3.15`,
  `1.091,13 €`) that it does not give as written is compared with it over 100 (`42 × 7.5p = 315p
  = £3.15`, `(42 x 7.5) / 100`).
- **Percent**: `A + P%` is `A x (1 + P/100)` and `A - P%` is `A x (1 - P/100)`, as people mean
  it; `A plus 10% (€52)` writes the share itself, which must be `A x P/100`, and adds it.
- **The result**: after `=`, `≈`, `~`, `is`, `are`, `comes to`, `equals`, `gives`, `makes`,
  `totals`, `adds up to`, `leaves`, `that's`, `which is`, `so`; or before `=`, `:` or a
  parenthesis that holds the expression (`V = E`, `V: E`, `V (E)`, a range's `V1-V2 (E1 to E2)`).
- **Precision**: the expression is evaluated exactly (Decimal) and compared at the precision the
  result is written in: equal, or equal once rounded half up or half even (`3.375` is `3.38`), or
  a tie a binary float cannot hold written either way, as float arithmetic prints it
  (`5,210.00 × 0.75%` is 39.075, which `5210 * 0.0075` gives as 39.074999...: `$39.07`);
  a whole result of a sum or product of operands with cents needs `about`: `$99.54 x 2 = $199`
  is a slip of 199.08, not a rounding;
  after `about`, `approximately`, `roughly`, `around`, `nearly`, `~` or `≈`, within one unit of
  the last written place (`51.175` is about `51.17`).

Written in steps (round 22): a chain of any length, `E1 = E2 = ... = V`, computes a number of a
later expression that an earlier one's exact step gives (`(412 x 52 + 188 x 68) / 600 = (21424 +
12784) / 600 = 34208 / 600 = 57.01`), only when every expression gives V; a step that starts with
an operator goes on from the last verified result (`= $45.06 each; x2 + $1.95 = $92.07`: `x2` is
times 2), and (round 33) across a full stop where the next sentence starts with `×` or `/`
(`= 3.375 m². × 58,000,000 = 195,750,000`); (apricot44) where it does not go on from the result, a step
of `×` or `/` after a one-operator equation of the same operator across `;` or `,` repeats its base,
one amount at one rate then another (`28 851,12 ÷ 10,95 = 2 634,81 $; ÷ 0,128 = 225 399,38 ₽`:
`_same_base`); a weighted mean written out divides by the sum of its own weights (`/ 600`, 412 + 188).

Each verified equation also gives its steps (`5 x 10` of `5 x 10 x 2`; the share `52` of `520
plus 10% (€52)`), which a later value of the same answer may restate. Its price: none new, a
wrong result of a written equation, or a result written beside a mutated operand, does not
verify; only a writer's own invented operand makes a consistent equation, and that operand is
judged itself. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from decimal import ROUND_DOWN, ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from collections.abc import Callable, Container
from typing import Final, NamedTuple

from .amounts import MONEY_SIGN_CLASS, MONEY_SIGNS
from .chains import sub_products
from .glued_amounts import GLUED_CODE_BEFORE, is_currency_word
from .decimal_text import printed as _show
from .inch_fractions import fraction_converts
from .minor_units import in_major, is_minor_unit
from .unit_products import length_size, result_size, scaled_step
from .reasoning_blocks import joined_results
from .stepped_results import joined_lines
from .text_memo import TextMemo

__all__ = ["CARRIED_PRECISION", "Relation", "Step", "close_enough", "contradictions", "evaluate", "float_printed", "relations", "rounded_reach", "written_places"]

# --- lexing ------------------------------------------------------------------------------------

def _mark_class() -> str:
    """(palm38) The combining marks of the Basic Multilingual Plane (categories Mn, Mc) as a
    character class's body of ranges."""
    ranges: list[str] = []
    start = -1
    for code in range(0x10000 + 1):
        mark = code < 0x10000 and unicodedata.category(chr(code)) in ("Mn", "Mc")
        if mark and start < 0:
            start = code
        elif not mark and start >= 0:
            ranges.append("\\u%04x-\\u%04x" % (start, code - 1) if code - 1 > start else "\\u%04x" % start)
            start = -1
    return "".join(ranges)


# (spaces32) the currency signs the lexer reads as marks: `$ € £ ¥ ₹`, the generic `¤` a one-letter
# mark is respelled as (letter_marks.py) and the whole Unicode currency block (`₾`, `₴`, `₺`)
_SIGNS: Final = MONEY_SIGNS
# (round 28) a letter or vowel sign of the Indic and Thai blocks, which `\w` does not all know; (rice36)
# not a currency sign of those blocks (`৳`, `৲`, `૱`, `௹`, `฿`)
_INDIC_LETTER: Final = r"(?:(?![" + MONEY_SIGN_CLASS + r"])[\u0900-\u0963\u0970-\u0dff\u0e00-\u0e7f])"
# (palm38) a combining mark of any script (Unicode's categories Mn and Mc, read from `unicodedata`, no
# list of scripts) inside a word: Khmer, Myanmar, Lao, Tibetan write their vowel signs and subscript
# consonants as marks `\w` does not know (`លីត្រ`, litres, was five tokens: `ល`, a stop, `ត`, a stop,
# `រ`), so `៤២ លីត្រ × ១.១០០` was a run of stops, not a quantity and its unit word
_MARK: Final = _mark_class()
# (tsampa45) the mark a script writes between the syllables of a word, where others write nothing,
# and after a word's last syllable, where others write a space (the Tibetan and Dzongkha tsheg,
# U+0F0B and its non-breaking U+0F0C: `ཀི་ལོ་༡,༨༠༠`, kilos 1,800): inside a word between two of its
# letters, a space after it (`= **ཀི་ལོ་༡,༨༠༠**` is a result with its unit word first, as `= mita
# 3,175` is; `སྒྱེ་མོ་༣༦ × ཀི་ལོ་༥༠` two quantities and their unit words, not a run of stops)
_SYLLABLE_MARKS: Final = "\u0f0b\u0f0c"
_LEX = re.compile(
    r"(?P<space>[ \t\u00a0\u202f\u2009\u2007" + _SYLLABLE_MARKS + r"]+)"
    r"|(?P<date>[0-9]{4}-[0-9]{2}-[0-9]{2})"
    r"|(?P<clock>[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?)"
    r"|(?P<num>[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)"
    # (round 29) a currency's code or local symbol glued before the number (`RM5.50`, `NOK386,460`,
    # `Rs.450`: glued_amounts.py), read as a mark, so the number is an operand or a result
    r"|(?P<code>" + GLUED_CODE_BEFORE + r")"
    r"|(?P<word>[A-Za-z\u00b5\u03bc\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f][A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f0-9_'\u00b2\u00b3]*"
    # (round 25) a run of kana or CJK ideographs is a word too: a counter after a number (`8枚`, `3個`)
    r"|[\u3041-\u3096\u30a1-\u30fa\u30fc\u4e00-\u9fff]+"
    # (round 28) a word of another script: Cyrillic, Greek, Hebrew, Arabic (any letter `\w` knows),
    # and the Indic and Thai blocks whose vowel signs `\w` does not know (`केस`, `जार`), not the
    # danda `।` (U+0964-5, a full stop) nor their digits; read as words, as Latin ones are, so
    # `40 केस × 12 जार × 454 g` is one expression with unit words, not a run of stops; (rice36) not
    # the currency signs of those blocks (the taka `৳`, the baht `฿`): a mark, as `₹` is
    r"|(?:[^\W\d_]|" + _INDIC_LETTER + r")(?:[^\W\d_]|" + _INDIC_LETTER + r"|[" + _MARK + r"0-9_']"
    r"|[" + _SYLLABLE_MARKS + r"](?=[^\W\d_]))*)"
    r"|(?P<mark>\*\*|__|`|[" + MONEY_SIGN_CLASS + r"])"
    r"|(?P<punct>.)",
    re.DOTALL,
)
# (round 22) `of` after a percent in French, Spanish, Italian, Portuguese and German
_PERCENT_OF: Final = frozenset({"de", "del", "des", "du", "di", "dello", "della", "do", "da", "von", "vom"})
_CODES: Final = frozenset(
    "usd eur gbp jpy cny inr cad aud nzd chf sek nok dkk mxn brl zar sgd hkd krw".split()
)
_CURRENCY_WORDS: Final = frozenset("dollar dollars euro euros pound pounds yen rupee rupees franc francs".split())
# (round 28) an ISO 4217 code by its form, not a list (`UAH 92.00`, `RON 2,558.50`, `1,296 UAH`,
# `EUR 17.40`): three capital letters right beside a number, only spaces between (as
# `locales._CURRENCY_CODE` reads one after a number); the number must not be a percent (`VAT 20%`)
_CODE_FORM: Final = re.compile(r"[A-Z]{3}")
# Words that relate an expression to its result: `E = V`, `E is V`, `E comes to V`.
_RELATION_WORDS: Final = frozenset(
    "is are was were equals equal gives give makes make totals total totaling totalling leaves leaving "
    "comes come that's thats".split()
)
_APPROX_WORDS: Final = frozenset("about approximately approx roughly around nearly circa ca".split())
# Word operators between two operands.
_WORD_OPS: Final = {"plus": "+", "minus": "-", "less": "-", "times": "x"}
# Fractions written before an operand: `half of X`, `a third of X`, `twice X`.
_PREFIX_DIVISORS: Final = {"half": Decimal(2), "third": Decimal(3), "quarter": Decimal(4)}
_PREFIX_FACTORS: Final = {"twice": Decimal(2), "double": Decimal(2), "triple": Decimal(3)}
# (round 25) one CJK ideograph (a counter or unit word glued after a number: `本`, `枚`, `個`, `人`,
# `日`), not `万` nor `円`, which the yen's spelling reads (`10万2,771円`).
_CJK_COUNTER: Final = re.compile(r"[\u4e00-\u4e06\u4e08-\u5185\u5187-\u9fff]")
MAX_UNIT_WORDS: Final = 3  # words after an operand read as its unit: `5 days`, `2 lines`
MAX_NOTE_TOKENS: Final = 8  # (tea35) a note in parentheses after an operand: `(61%, below 65%)`
_NOTE_KINDS: Final = frozenset(("word", "num", "pct", "comma"))
MAX_LABEL_WORDS: Final = 5  # words between an operator and its operand: `plus the Cycling Helmet at`
MAX_LEAD_WORDS: Final = 2  # (rope42) words before a number inside parentheses: `(metres 1,540) × 390`
MAX_COLON_WORDS: Final = 8  # words between `V:` and its expression: `$1,260.96: what you'd pay over the remaining term ($15,669.30) minus ...`
MAX_FORWARD_CHARS: Final = 48  # from a value to the parenthesis that explains it: `$150 more over 3 months (3 x $50)`
MAX_ROUNDED_PASSES: Final = 3  # (round 22 review) passes that take the rounded results of the last as loose operands


# A whole count, its unit and `of` before a number: `2 tablets of 500 mg` (a product).
_COUNT_OF: Final = re.compile(r"[0-9][ \t]+[A-Za-z]+(?:[ \t]+[A-Za-z]+){0,2}[ \t]+of[ \t]+[$\u20ac\u00a3]?[0-9]")


# The note a result only the carried precision of a rounded operand gives wears (gate.py reads it).
CARRIED_PRECISION: Final = " (with the carried precision of its rounded operands)"
# (round 31) the exponent of a written power: a whole number of 1 to 3 digits (`0.995^24`).
_POWER_OF: Final = re.compile(r"[1-9][0-9]{0,2}")
MAX_EXPONENT: Final = 120  # the largest exponent read: a century of years, ten of months

# (round 33) the superscript digits a power is written with (`²`, `³`, `⁴`), each to its ASCII digit.
_SUPERSCRIPT_DIGITS: Final = {0x00B9: "1", 0x00B2: "2", 0x00B3: "3", 0x2070: "0", **{0x2070 + d: str(d) for d in range(4, 10)}}
_SUPERSCRIPT: Final = re.compile("[\u00b9\u00b2\u00b3\u2074-\u2079][\u00b9\u00b2\u00b3\u2070\u2074-\u2079]{0,2}")

# A small count glued after a lower-case `x`: `x2`, `x12` (round 22).
_TIMES_GLUED: Final = re.compile(r"x[1-9][0-9]{0,2}")


class _Tok(NamedTuple):
    kind: str  # num, op, lp, rp, pct, rel, word, stop, range, colon, comma, to, of, prefix, sign
    text: str
    start: int
    end: int
    value: Decimal | None = None
    approx: bool = False
    amount: bool = False  # a number with a currency mark or code beside it
    minor: bool = False  # a number with a minor unit after it: `7.5p`, `31,89 ct` (minor_units.py)
    coded: bool = False  # (round 28) an amount by a code's form only (`UAH 92.00`): no candidate the amounts dial judges


def _number(text: str) -> Decimal | None:
    try:
        return Decimal(text.replace(",", ""))
    except InvalidOperation:  # pragma: no cover - the pattern only yields numbers
        return None


# The expression tokens of the texts lexed lately (text_memo.py): an answer is lexed by each
# reading of it, again as the previous answer of the next, by `contradictions`.
# The lists are shared: no reader changes one.
_LEXED: Final[TextMemo[list[_Tok]]] = TextMemo(entries=32, chars=131_072)


def _lex(text: str) -> list[_Tok]:
    """The answer as expression tokens (kept for the texts lexed lately: `_LEXED`)."""
    toks = _LEXED.read(text, _lex_text)
    return toks


def _lex_text(text: str) -> list[_Tok]:
    """The answer as expression tokens; marks and emphasis are folded into the numbers they wear."""
    raw: list[tuple[str, str, int, int]] = [
        (m.lastgroup or "punct", m.group(0), m.start(), m.end()) for m in _LEX.finditer(text)
    ]
    out: list[_Tok] = []
    n = len(raw)
    marked = False  # a currency mark since the last number or word
    coded_mark = False  # (round 28) that mark is a code by its form only (`UAH`)
    marked_sign = False  # (round 28) a sign (`$`, `€`, `₹`) stands beside the number too: the amounts dial judges it
    i = 0
    while i < n:
        kind, piece, start, end = raw[i]
        prev_kind = raw[i - 1][0] if i > 0 else "space"
        next_kind = raw[i + 1][0] if i + 1 < n else "space"
        next_piece = raw[i + 1][1] if i + 1 < n else ""
        if kind == "space":
            i += 1
            continue
        if piece == "\n" and _continues(raw, i + 1):
            i += 1  # a worked equation over lines: "(A + B) / C\n= D / C\n= V" is one chain
            continue
        if kind == "code":
            marked = True  # (round 29) `RM5.50`: the amounts dial judges it (glued_amounts.py)
            i += 1
            continue
        if kind == "mark":
            if piece in _SIGNS:
                marked = marked_sign = True
            i += 1
            continue
        if kind == "num" and i + 2 < n and raw[i + 1][1] == "," and _decimal_comma_operand(raw, i, out):
            # (round 28) `567 lej × 80,46 = 45 621 Ft`: a decimal comma where only arithmetic stands
            # beside it, read as its decimal point (`_decimal_comma_operand`)
            piece = piece + "." + raw[i + 2][1]
            end = raw[i + 2][3]
            raw[i + 2] = (kind, piece, start, end)
            i += 2
            continue
        if kind == "num":
            value = _number(piece)
            if value is None:  # unreachable (the pattern only yields numbers): then no number token
                i += 1
                continue
            after = _skip_emphasis(raw, i + 1)
            amount = marked
            coded = coded_mark
            if after < n and raw[after][0] == "word" and (
                raw[after][1].lower() in _CODES | _CURRENCY_WORDS or _CODE_FORM.fullmatch(raw[after][1]) is not None
            ):
                coded = coded or raw[after][1].lower() not in _CODES | _CURRENCY_WORDS
                amount = True
            elif after == i + 1 and after < n and raw[after][0] == "word" and is_currency_word(raw[after][1]):
                amount = True  # (round 29) a currency's symbol glued after it: `5.50RM`, `768kr` (glued_amounts.py)
            minor = _minor_after(raw, after, glued=after == i + 1)
            if after < n and raw[after][0] == "mark" and raw[after][1] in _SIGNS:
                amount = True  # a mark after the number: `1.091,13 €`
            out.append(_Tok("num", piece, start, end, value, amount=amount and not minor, minor=minor,
                            coded=coded and not minor and not marked_sign))
            marked = False
            coded_mark = marked_sign = False
            i += 1
            continue
        if kind in ("date", "clock"):
            out.append(_Tok("stop", piece, start, end))
            marked = False
            i += 1
            continue
        if kind == "word" and _SUPERSCRIPT.fullmatch(piece) and (prev_kind == "num" or (i > 0 and raw[i - 1][1] == ")")):
            # (round 33) a power written as a power: superscript digits glued after a number or a
            # bracket (`(50 × 100 ÷ 7)² = 510,204`, `6² = 36`, `(1.003)⁴`), read as `^` and the whole
            # exponent (`power`); a unit's `m²` is a word of its own, after a space
            exponent = piece.translate(_SUPERSCRIPT_DIGITS)
            out.append(_Tok("op", "^", start, start))
            out.append(_Tok("num", exponent, start, end, Decimal(exponent)))
            marked = False
            i += 1
            continue
        if kind == "word":
            lower = piece.lower()
            if _TIMES_GLUED.fullmatch(piece) and prev_kind in ("space", "punct") and next_kind in ("space", "punct"):
                # (round 22) a count glued to its `x`: `; x2 + $1.95 = $92.07` (times 2)
                out.append(_Tok("op", "x", start, start + 1))
                out.append(_Tok("num", piece[1:], start + 1, end, Decimal(piece[1:])))
                marked = False
                i += 1
                continue
            if _abbreviation_before(raw, i, out):
                # (trek34) a short word's abbreviation point between an operator or a relation and
                # the number it marks (`= Rs. 54,000`, `× रु. १,२००`, `= дин. 300`): the number's
                # unit, skipped with its point as a code is, so the number is the operand or the
                # result; a currency symbol (`Rs.`) marks it an amount
                marked = marked or is_currency_word(piece)
                i += 2
                continue
            if lower in _CODES or (
                (_CODE_FORM.fullmatch(piece) is not None or is_currency_word(piece)) and _coded_number(raw, i + 1)
            ):
                # (round 30) a currency's local symbol spaced before its number reads as a code does
                # (`= KSh 11,600`, `Rs 450`, `kr 120`: glued_amounts' symbols, any case)
                coded_mark = lower not in _CODES
                marked = True
                i += 1
                continue
            if lower in _CURRENCY_WORDS:
                i += 1
                continue
            if lower in ("x", "\u0445") and prev_kind in ("space", "num", "mark", "punct") and next_kind in ("space", "num", "mark"):
                out.append(_Tok("op", "x", start, end))
            elif lower == "\u00e0" and _priced_at(raw, i, out):
                # (round 28) `2,0 m à 21,90 EUR`: a quantity at a price each, as `@` (Danish, German,
                # Swedish, French write it); not a French range `de 10 à 20`
                out.append(_Tok("op", "x", start, end))
            elif lower in _WORD_OPS:
                out.append(_Tok("op", _WORD_OPS[lower], start, end))
            elif lower in ("multiplied", "divided") and _next_word(raw, i) == "by":
                j = _next_word_index(raw, i)
                out.append(_Tok("op", "x" if lower == "multiplied" else "/", start, raw[j][3]))
                i = j + 1
                marked = False
                continue
            elif lower == "percent":
                out.append(_Tok("pct", piece, start, end))
            elif lower in _APPROX_WORDS:
                if lower in ("approx", "ca") and next_piece == ".":
                    i += 1
                out.append(_Tok("rel", piece, start, raw[i][3], approx=True))
            elif lower in _RELATION_WORDS and not (next_piece in (";", ",") and out and out[-1].kind == "num"):
                out.append(_Tok("rel", piece, start, end))
            elif lower in _RELATION_WORDS:
                # (shapes46) a number's unit word that is a relation word too, right before a clause's
                # `;` or `,` (`93,000 leaves; / 6 = 15,500`): a relation has its value after it, so
                # this one is the noun (the step after goes on from the number: `_continued`)
                out.append(_Tok("word", piece, start, end))
            elif lower in ("to", "through"):
                out.append(_Tok("to", piece, start, end))
            elif lower == "of" or (lower in _PERCENT_OF and out and out[-1].kind == "pct"):
                # (round 22) `30 % de 301,9 kWh`, `5 % von`, `22% di`: a percent of a number in the
                # answer's language
                out.append(_Tok("of", piece, start, end))
            elif lower in _PREFIX_DIVISORS or lower in _PREFIX_FACTORS:
                out.append(_Tok("prefix", lower, start, end))
            elif any("0" <= c <= "9" for c in piece):
                # an identifier: L1014, gift_card_1 (not a unit squared or cubed, `km²`, `m³`: round 22)
                out.append(_Tok("stop", piece, start, end))
            else:
                out.append(_Tok("word", piece, start, end))
            marked = False
            i += 1
            continue
        # punctuation
        glued_before = prev_kind in ("num",)
        glued_after = next_kind in ("num", "mark")
        if piece == "-":
            if glued_before and glued_after:
                out.append(_Tok("range", piece, start, end))
            elif glued_after and not glued_before and prev_kind != "word":
                # a sign glued to a number (`-$740`, `€-4.35`), or a minus written `- $5`... the
                # parser decides from what stands before it
                out.append(_Tok("sign", piece, start, end))
            elif prev_kind == "space" and next_kind == "space":
                out.append(_Tok("op", "-", start, end))
            elif glued_before and next_kind == "space":
                out.append(_Tok("range", piece, start, end))  # `1,400-` before a marked end
            else:
                out.append(_Tok("stop", piece, start, end))
        elif piece == "\u2212":
            out.append(_Tok("op", "-", start, end))
        elif piece in "\u2013\u2014":
            out.append(_Tok("range", piece, start, end))
        elif piece == "+":
            out.append(_Tok("op", "+", start, end))
        elif piece in "\u00d7":
            out.append(_Tok("op", "x", start, end))
        elif piece == "@" and prev_kind in ("space", "word", "num") and next_kind in ("space", "num", "mark"):
            # (round 21) a quantity at a price: `120.0 t @ $248.50 = $29,820.00` (not an address's `@`)
            out.append(_Tok("op", "x", start, end))
        elif piece == "*":
            # multiplication only with space on both sides; otherwise markdown emphasis; (round 32)
            # or glued between two digits, where no emphasis stands (`22*0.7*3*2 = 92.40`)
            if (prev_kind == "space" and next_kind == "space") or (prev_kind == "num" and next_kind == "num"):
                out.append(_Tok("op", "x", start, end))
            else:
                i += 1
                continue
        elif piece in "/\u00f7":
            if piece == "/" and next_kind == "word":
                # a per-unit suffix: `$64/night`, `$2.00/GB` (part of the number before it)
                out.append(_Tok("word", "/" + next_piece, start, raw[i + 1][3]))
                i += 2
                marked = False
                continue
            out.append(_Tok("op", "/", start, end))
        elif piece == "%":
            out.append(_Tok("pct", piece, start, end))
        elif piece == "^" and prev_kind in ("num", "punct") and next_kind == "num" and _POWER_OF.fullmatch(next_piece):
            # (round 31) a power glued between a number (or a bracket) and a whole exponent:
            # `15,400 × 0.995^24`, `(1 + 0.04)^3` (compound growth: compound_growth.py)
            out.append(_Tok("op", "^", start, end))
        elif piece == "\u00a2" and prev_kind in ("num", "space"):
            out.append(_Tok("word", piece, start, end))  # a price in cents: `19.3¢` (minor_units.py)
        elif piece in "\u00b0\u2103\u2109" and prev_kind in ("num", "space", "mark"):
            # a temperature's degree sign (`36.63°C × 9/5`): part of the unit after a number (round 8)
            out.append(_Tok("word", piece, start, end))
        elif piece in "\"\u2033" and prev_kind == "num" and (i < 2 or raw[i - 2][1] not in "\"\u2033'"):
            # (round 23) an inch mark glued after a number (`3/8" = 0.375 in`), not a quoted number
            out.append(_Tok("word", piece, start, end))
        elif piece == "\uff1d":
            # (round 25) the fullwidth `=` a Chinese or Japanese answer writes (`8枚 × €9.80 ＝ €78.40`), read as `=`
            out.append(_Tok("rel", "=", start, end))
        elif piece in "=\u2248\u2243":
            out.append(_Tok("rel", piece, start, end, approx=piece != "="))
        elif _CJK_COUNTER.fullmatch(piece) is not None and prev_kind == "num":
            # (round 25) a Chinese or Japanese counter glued after a number (`4本`, `8枚`, `3個`): the
            # number's unit, as `5 days` is (not a stop between the count and its operator)
            out.append(_Tok("word", piece, start, end))
        elif piece == "~":
            out.append(_Tok("rel", piece, start, end, approx=True))
        elif piece == "(":
            out.append(_Tok("lp", piece, start, end))
        elif piece == ")":
            out.append(_Tok("rp", piece, start, end))
        elif piece == "." and prev_kind == "word" and _inner_point(raw, i):
            # (coffee38) a point between two letters of a dotted unit (`5,700 ኪ.ግ × 2.2046`, `k.g.`,
            # `sq.ft`): inside the unit word, no stop
            i += 1
            continue
        elif piece == "." and prev_kind == "word" and _abbreviation_point(raw, i):
            # (round 30) an abbreviation's point before `=` (`6 кутија × 50 дин. = 300,00 дин.`):
            # part of the unit word, no stop (a sentence does not start with `=`)
            i += 1
            continue
        elif piece == ":":
            out.append(_Tok("colon", piece, start, end))
        elif piece == ",":
            out.append(_Tok("comma", piece, start, end))
        else:
            out.append(_Tok("stop", piece, start, end))
        marked = False
        i += 1
    return out


# (round 28) what stands beside an operand of written arithmetic: an operator or a relation
_ARITHMETIC_MARKS: Final = frozenset("\u00d7*/\u00f7=\u2248+\u2212\uff1d")
# (round 30) the relations an abbreviation's point may stand before (`_abbreviation_point`)
_RELATION_MARKS: Final = frozenset("=\u2248\uff1d")


def _abbreviation_point(raw: list[tuple[str, str, int, int]], i: int) -> bool:
    """(round 30) Whether the `.` at raw token i, glued after a word, has only spaces and then a
    relation after it on its line (`50 дин. = 300,00`): an abbreviation's point. (Not before an
    operator: `14,75 Std. × 19,85 €, also 292,79 €` stays a `quantity`, test_decimal_comma.)"""
    j = i + 1
    if j >= len(raw) or raw[j][0] != "space" or "\n" in raw[j][1]:
        return False
    j += 1
    return j < len(raw) and raw[j][1] in _RELATION_MARKS


MAX_INNER: Final = 3  # (coffee38) the letters of each part of a dotted unit (`ኪ.ግ`, `sq.ft`)


def _inner_point(raw: list[tuple[str, str, int, int]], i: int) -> bool:
    """(coffee38) Whether the `.` at raw token i is glued between two words of at most MAX_INNER
    characters each (`ኪ.ግ`, `k.g`, `sq.ft`): a dotted unit's inner point."""
    if i < 1 or i + 1 >= len(raw):
        return False
    before, after = raw[i - 1], raw[i + 1]
    return (before[0] == "word" and after[0] == "word" and len(before[1]) <= MAX_INNER and len(after[1]) <= MAX_INNER
            and before[3] == raw[i][2] and after[2] == raw[i][3])


MAX_ABBREVIATION: Final = 4  # (trek34) the characters of a word abbreviated before a number: `Rs.`, `रु.`, `дин.`


def _abbreviation_before(raw: list[tuple[str, str, int, int]], i: int, out: list[_Tok]) -> bool:
    """(trek34) Whether the word at raw token i is an abbreviation written before the number it
    marks, right after an operator or a relation: a word of at most MAX_ABBREVIATION characters of
    any script, a point glued to it, then spaces on its line (maybe emphasis) and a number no
    percent follows (`12 × 4,500 = Rs. 54,000`, `५ × रु. १,२०० = **रु. ६,०००**`). The mirror of
    `_abbreviation_point` (`50 дин. = 300,00`): a point there is no full stop either (a sentence
    does not end on the word right after `=` or `×`)."""
    if not out or out[-1].kind not in ("op", "rel") or len(raw[i][1]) > MAX_ABBREVIATION:
        return False
    lower = raw[i][1].lower()
    if lower in _APPROX_WORDS or lower in _RELATION_WORDS or lower in _WORD_OPS:
        return False  # `= ca. 54`: an approximation's point, read as before
    j = i + 1
    if j >= len(raw) or raw[j][1] != "." or raw[j][2] != raw[i][3]:
        return False
    j += 1
    if j >= len(raw) or raw[j][0] != "space" or "\n" in raw[j][1]:
        return False
    return _coded_number(raw, j)


def _decimal_comma_operand(raw: list[tuple[str, str, int, int]], i: int, out: list[_Tok]) -> bool:
    """(round 28) Whether the number at raw token i and the digits after its glued comma are one
    number with a decimal comma, read by where it stands: plain digits, a comma, 1-2 or 4+ digits
    glued (`80,46`, `7,4612`; three are an English group, `1,296`), nothing glued after (`1,2,3`),
    and an operator or relation right before it (marks and a currency code between) or after it
    (its unit words between: `× 80,46 =`, `1,8 m + 10 %`). A list `12,5` in prose is two numbers."""
    piece, decimals = raw[i][1], raw[i + 2][1]
    if raw[i + 2][0] != "num" or raw[i + 1][2] != raw[i][3] or raw[i + 2][2] != raw[i + 1][3]:
        return False
    if not piece.isdigit() or not decimals.isdigit() or len(decimals) == 3:
        return False
    if i + 3 < len(raw) and raw[i + 3][1] in ",." and i + 4 < len(raw) and raw[i + 4][0] == "num":
        return False
    if out and out[-1].kind in ("op", "rel") and out[-1].end - out[-1].start == 1:
        return True
    j = _skip_emphasis(raw, i + 3)
    words = 0
    while j < len(raw) and raw[j][0] == "word" and words < MAX_UNIT_WORDS and raw[j][1].lower() not in ("x", "\u00e0"):
        j = _skip_emphasis(raw, j + 1)
        words += 1
    return j < len(raw) and (raw[j][1] in _ARITHMETIC_MARKS or (raw[j][1].lower() in ("x", "\u00e0") and raw[j][0] == "word"))


def _priced_at(raw: list[tuple[str, str, int, int]], i: int, out: list[_Tok]) -> bool:
    """(round 28) Whether the `à` at raw token i prices a quantity: a number and its unit word
    before it (`2,0 m`, `25 Stück`), an amount after it (a currency mark or code first: `à €4.50`,
    `à EUR 21,90`; or after it: `à 21,90 EUR`, `à 4,50 €`)."""
    if len(out) < 2 or out[-1].kind != "word" or out[-2].kind != "num":
        return False
    j = _skip_emphasis(raw, i + 1)
    if j < len(raw) and (raw[j][0] == "mark" or (_CODE_FORM.fullmatch(raw[j][1]) is not None and _coded_number(raw, j + 1))):
        return True
    if j >= len(raw) or raw[j][0] != "num":
        return False
    k = j + 1
    if k + 1 < len(raw) and raw[k][1] == "," and raw[k + 1][0] == "num" and raw[k][2] == raw[j][3]:
        k += 2  # a decimal comma not read yet: `21,90`
    k = _skip_emphasis(raw, k)
    return k < len(raw) and (
        raw[k][0] == "mark" or raw[k][1].lower() in _CODES or _CODE_FORM.fullmatch(raw[k][1]) is not None
    )


def _coded_number(raw: list[tuple[str, str, int, int]], i: int) -> bool:
    """(round 28) Whether raw token i, after a code's form (`UAH`), starts a number (spaces and
    emphasis between) that no percent follows: `UAH **92.00**`, not `VAT 20%`."""
    j = _skip_emphasis(raw, i)
    if j >= len(raw) or raw[j][0] != "num":
        return False
    k = j + 1
    while k < len(raw) and raw[k][0] == "space":
        k += 1
    return not (k < len(raw) and raw[k][1] == "%")


MAX_RATE_LEAD: Final = 3  # (round 28) words before such a rate: `at`, `zum Kurs`
MAX_RATE_WORDS: Final = 6  # (round 28) words between a rate written after a result and the value it gives
# (round 28) what may end the result's clause before its rate: a full stop (`.`, the danda `।`), `,`, `;`, `:`
_RATE_STOPS: Final = frozenset((".", "\u0964", ";"))


def _at_rate(toks: list[_Tok], found: dict[int, Relation], steps: list[Step]) -> None:
    """(round 28) A written result then restated at a rate the next clause writes: `40 × 1,296 =
    51,840 UAH। 2.0314 की दर से यह ₹1,05,307.78` (51,840 × 2.0314), `= EUR 3,746.17; at 7.4612
    that is DKK 27,950.96`: the result of a verified equation (its unit words after it), then
    at most one `.`, `।`, `;`, `,` or `:`, a plain number (the rate: no percent, no operator or
    relation after it; at most MAX_RATE_LEAD words before it, a colon after it), at most
    MAX_RATE_WORDS words and the value; the value is the result times
    the rate, or over it, at its written places (3 significant digits or more), and neither the
    other reading nor the result itself reaches a one-digit neighbour of it. The rate is a number
    the answer writes, judged on its own; a result written one digit off the product stays flagged."""
    index = {t.start: k for k, t in enumerate(toks) if t.kind == "num"}
    for at in sorted(found):
        k = index.get(at)
        if k is None:
            continue
        base = found[at].value
        j = k + 1
        while j < len(toks) and toks[j].kind == "word" and j - k <= MAX_UNIT_WORDS:
            j += 1
        if j < len(toks) and (toks[j].kind in ("comma", "colon") or (toks[j].kind == "stop" and toks[j].text in _RATE_STOPS)):
            j += 1
        lead = j
        while j < len(toks) and toks[j].kind == "word" and j - lead < MAX_RATE_LEAD:
            j += 1  # `at`, `zum Kurs`, `til kurs`
        if j >= len(toks) or toks[j].kind != "num" or toks[j].value is None or toks[j].start in found:
            continue
        rate_tok = toks[j]
        j += 1
        if j < len(toks) and toks[j].kind == "colon":
            j += 1  # `til kurs 7,4612: 27.950,96 kr.`
        words = 0
        while j < len(toks) and toks[j].kind in ("word", "rel") and words < MAX_RATE_WORDS:
            j += 1
            words += 1
        if j >= len(toks) or toks[j].kind != "num" or toks[j].value is None or toks[j].start in found:
            continue
        if j + 1 < len(toks) and toks[j + 1].kind in ("pct", "op", "rel", "range"):
            continue
        value_tok = toks[j]
        value, rate = value_tok.value, rate_tok.value
        if value is None or rate is None or rate == 0 or len(value.normalize().as_tuple().digits) < 3:
            continue
        places = written_places(value_tok.text)
        near = set(_one_digit_neighbours(value, places))
        readings = [(base * rate, "x"), (base / rate, "/")]
        hits = [(v, op) for v, op in readings if close_enough(v, value, value_tok.text, False)]
        # (round 33, kiln33) a result the answer says it rounds (`11 kW × 11.72 h × 0.70 ≈ 90.2 kWh`) is
        # carried on at its exact value where the rounded one reaches nothing (90.244 x 0.21 = 18.951,
        # `EUR 18.95`), as a calculator does: the rounded result by the same operation is the same
        # step, no rival; the other operation of either stays one
        # only a result said rounded (`≈`): one written with `=` is carried on as written (kiln33's
        # ruling, `= 53.3 kWh ... EUR 12.25` stays flagged); camel43 widened it to `=` and the merge
        # took it back (camel-08's `312.24` after `= 367.35 l` stays a flag)
        approx = k > 0 and toks[k - 1].kind == "rel" and toks[k - 1].approx
        unrounded = evaluate(found[at].expression.rpartition(" = ")[0]) if approx and not hits else None
        if unrounded is not None and unrounded != base:
            exact_readings = [(unrounded * rate, "x"), (unrounded / rate, "/")]
            hits = [(v, op) for v, op in exact_readings if close_enough(v, value, value_tok.text, False)]
            if len(hits) == 1:
                readings = [r for r in readings if r[1] != hits[0][1]] + exact_readings
        if len(hits) != 1:
            continue
        if any(_lands(v, places, near) for v, _ in readings) or _lands(base, places, near):
            continue  # the chance test: the other reading, or the result itself, is one digit off it
        exact, op = hits[0]
        text = f"{_show(base)} {op} {_plain(rate_tok)}"
        operands = ((_show(base), at), (_plain(rate_tok), rate_tok.start))
        found[value_tok.start] = Relation(value_tok.start, value, f"{text} = {_plain(value_tok)}", operands,
                                          (at, value_tok.end), "", (rate_tok.start,) if rate_tok.coded else ())
        steps.append(Step(value_tok.end, exact, text, operands))


_HUNDRED: Final = Decimal(100)


def _hundred_plus(found: dict[int, Relation]) -> None:
    """(round 28) The share of a tax inside a gross amount, written out: `EUR 49.60 × 25.5 / 125.5 =
    EUR 10.08`, `1,470.00 × 21 / 121 = 255.12`: an operand of a verified equation that is 100 plus
    another operand of it (a percent under 100, written before it) is that sum, computed, not a
    number of its own (a `125.6` beside `25.5` is not, and the equation would not verify)."""
    for relation in list(found.values()):
        numbers = [(Decimal(text), text, at) for text, at in relation.operands]
        for value, text, at in numbers:
            if at in found or value <= _HUNDRED:
                continue
            share = next(((v, t, a) for v, t, a in numbers if a < at and 0 < v < _HUNDRED and v + _HUNDRED == value), None)
            if share is not None:
                found[at] = Relation(at, value, f"100 + {share[1]} = {text}", ((share[1], share[2]),), relation.span, "")


def _one_digit_neighbours(value: Decimal, places: int) -> list[Decimal]:
    """The values one digit off `value` written at `places` (the chance test's neighbours)."""
    digits = f"{value:.{places}f}"
    out: list[Decimal] = []
    for k, c in enumerate(digits):
        if not c.isdigit():
            continue
        for d in "0123456789":
            if d != c and not (k == 0 and d == "0" and len(digits) > 1 and digits[1] != "."):
                out.append(Decimal(digits[:k] + d + digits[k + 1:]))
    return out


def _lands(exact: Decimal, places: int, near: set[Decimal]) -> bool:
    try:
        return exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP) in near
    except InvalidOperation:
        return False


def _minor_after(raw: list[tuple[str, str, int, int]], i: int, glued: bool = False) -> bool:
    """Whether raw token i names a minor unit after a number (`7.5p`, `31.89 ct`, `19.3¢`; `20c`
    when `glued` to it), not a clock's `p.m.`."""
    if i >= len(raw) or not is_minor_unit(raw[i][1], glued) or raw[i][0] not in ("word", "punct"):
        return False
    return not (raw[i][1].lower() == "p" and i + 2 < len(raw) and raw[i + 1][1] == "." and raw[i + 2][1].lower() == "m")


def _continues(raw: list[tuple[str, str, int, int]], i: int) -> bool:
    """Whether the line starting at raw token i goes on with `=` or `≈` (a chain's next step)."""
    while i < len(raw) and raw[i][0] == "space" and raw[i][1] != "\n":
        i += 1
    return i < len(raw) and raw[i][1] in ("=", "\u2248")


def _skip_emphasis(raw: list[tuple[str, str, int, int]], i: int) -> int:
    while i < len(raw) and (raw[i][0] == "space" or (raw[i][0] == "mark" and raw[i][1] in ("**", "__", "`"))):
        i += 1
    return i


def _next_word_index(raw: list[tuple[str, str, int, int]], i: int) -> int:
    j = i + 1
    while j < len(raw) and raw[j][0] == "space":
        j += 1
    return j


def _next_word(raw: list[tuple[str, str, int, int]], i: int) -> str:
    j = _next_word_index(raw, i)
    return raw[j][1].lower() if j < len(raw) and raw[j][0] == "word" else ""


# --- parsing -----------------------------------------------------------------------------------


class _Node(NamedTuple):
    value: Decimal
    text: str  # the expression as a person checks it: `5 x 10 x 2`
    operands: tuple[tuple[str, int], ...]  # (the number as normalized, its offset in the answer)
    operators: int
    percent: bool = False  # a bare percent: `10%` (its value is P/100)
    share: tuple[Decimal, str, int] | None = None  # a written share after a percent: `(€52)`
    steps: tuple[tuple[Decimal, str, tuple[tuple[str, int], ...]], ...] = ()
    # how far the exact value may be from `value`: operands that restate a carried number rounded
    # (`412,883 GB` for 412,883,412,992,000 bytes) stand for any number that rounds to them
    slack: Decimal = Decimal(0)
    minor: bool = False  # an amount in a minor unit: a product or sum of pence (minor_units.py)
    major: bool = False  # holds an amount in the main unit (`$4,000`): never pence then
    # (round 23) a product's value with each operand that carries a length unit in metres
    # (`3.4 m × 150 mm` is 0.51 m²; `unit_products.py`), None where a step is no product; and
    # whether an operand's unit was other than the metre (the scaling changed something)
    metres: Decimal | None = None
    scaled: bool = False


def _half_unit(text: str) -> Decimal:
    return Decimal(5).scaleb(-written_places(text) - 1)


def _product_slack(a: _Node, b: _Node) -> Decimal:
    if not a.slack and not b.slack:
        return Decimal(0)
    return abs(a.value) * b.slack + abs(b.value) * a.slack + a.slack * b.slack


def _quotient_slack(a: _Node, b: _Node) -> Decimal | None:
    """The bound on a / b's error; None when b's interval holds zero."""
    if not a.slack and not b.slack:
        return Decimal(0)
    low = abs(b.value) - b.slack
    if low <= 0:
        return None
    return (abs(a.value) * b.slack + abs(b.value) * a.slack) / (abs(b.value) * low)


def _plain(tok: _Tok) -> str:
    return _show(tok.value) if tok.value is not None else tok.text


class _Parser:
    """Recursive descent over the tokens; each method returns (node, next index) or None."""

    def __init__(self, toks: list[_Tok], loose: frozenset[str] = frozenset()) -> None:
        self.t = toks
        self.loose = loose

    def kind(self, i: int) -> str:
        return self.t[i].kind if 0 <= i < len(self.t) else "end"

    def labels(self, i: int, limit: int) -> int:
        """Skip up to `limit` plain words (a label: `the Cycling Helmet at`)."""
        j = i
        while j < len(self.t) and self.t[j].kind == "word" and j - i < limit:
            j += 1
        return j

    def additive(self, i: int) -> tuple[_Node, int] | None:
        first = self.term(i)
        if first is None:
            return None
        node, i = first
        while (self.kind(i) == "op" and self.t[i].text in "+-") or self.kind(i) == "sign":
            op = "-" if self.kind(i) == "sign" else self.t[i].text
            right = self.term(self.labels(i + 1, MAX_LABEL_WORDS))
            if right is None:
                break
            rnode, j = right
            combined = _combine_additive(node, op, rnode)
            if combined is None:
                return None
            node = combined
            i = j
        return node, i

    def term(self, i: int) -> tuple[_Node, int] | None:
        first = self.factor(i)
        if first is None:
            return None
        node, i = first
        while (self.kind(i) == "op" and self.t[i].text in "x/") or self._count_of(node, i):
            op = "x" if self.kind(i) == "of" else self.t[i].text
            right = self.factor(self.labels(i + 1, MAX_LABEL_WORDS))
            if right is None:
                break
            rnode, j = right
            if op == "/" and rnode.value == 0:
                return None
            value = node.value * rnode.value if op == "x" else node.value / rnode.value
            slack = _product_slack(node, rnode) if op == "x" else _quotient_slack(node, rnode)
            if slack is None:
                return None
            node = _Node(
                value,
                f"{node.text} {op} {rnode.text}",
                node.operands + rnode.operands,
                node.operators + rnode.operators + 1,
                steps=node.steps + rnode.steps + ((value, f"{node.text} {op} {rnode.text}", node.operands + rnode.operands),),
                slack=slack,
                # pence times a quantity are pence; pence over a count too (pence over pence are a
                # ratio; pence times dollars are nothing people write: `1.5 ct × $4,000` is carats)
                minor=((node.minor or rnode.minor) if op == "x" else (node.minor and not rnode.minor))
                and not (node.major or rnode.major),
                major=node.major or rnode.major,
                metres=scaled_step(node.metres, op, rnode.metres),
                scaled=node.scaled or rnode.scaled,
            )
            i = j
        return node, i

    def _count_of(self, node: _Node, i: int) -> bool:
        """`2 tablets of 500 mg`, `3 boxes of 12`: a whole count, its unit, `of`, a number."""
        return (
            self.kind(i) == "of" and self.kind(i - 1) == "word" and self.kind(i + 1) == "num"
            and node.operators == 0 and not node.percent and node.value == node.value.to_integral_value()
            and 2 <= node.value <= 1000
        )

    def factor(self, i: int) -> tuple[_Node, int] | None:
        # `half of X`, `a third of X`, `twice X`
        k = i
        if self.kind(k) == "word" and self.t[k].text.lower() in ("a", "one") and self.kind(k + 1) == "prefix":
            k += 1
        if self.kind(k) == "prefix":
            word = self.t[k].text
            k += 1
            if self.kind(k) == "of":
                k += 1
            inner = self.factor(k)
            if inner is None:
                return None
            node, j = inner
            if word in _PREFIX_DIVISORS:
                divisor = _PREFIX_DIVISORS[word]
                value, text = node.value / divisor, f"{node.text} / {divisor}"
            else:
                factor = _PREFIX_FACTORS[word]
                value, text = node.value * factor, f"{factor} x {node.text}"
            scale = divisor if word in _PREFIX_DIVISORS else 1 / _PREFIX_FACTORS[word]
            return _Node(value, text, node.operands, node.operators + 1, steps=node.steps, slack=node.slack / scale,
                         minor=node.minor), j
        atom = self.atom(i)
        if atom is None:
            return None
        node, i = atom
        if self.kind(i) == "pct":
            i += 1
            node = node._replace(value=node.value / 100, text=f"{node.text}%", percent=True, slack=node.slack / 100)
            # `P% of X`
            if self.kind(i) == "of":
                inner = self.factor(self.labels(i + 1, 2))
                if inner is not None:
                    rnode, j = inner
                    value = node.value * rnode.value
                    text = f"{node.text} x {rnode.text}"
                    return _Node(value, text, node.operands + rnode.operands, node.operators + rnode.operators + 1,
                                 steps=rnode.steps + ((value, text, node.operands + rnode.operands),),
                                 slack=_product_slack(node, rnode), minor=rnode.minor), j
            # a written share: `10% (€52)`
            if self.kind(i) == "lp" and self.kind(i + 1) == "num" and self.kind(i + 2) == "rp" \
                    and self.t[i + 1].value is not None:
                tok = self.t[i + 1]
                share = tok.value
                if share is not None:
                    node = node._replace(share=(share, _plain(tok), tok.start))
                i += 3
        return node, i

    def atom(self, i: int) -> tuple[_Node, int] | None:
        kind = self.kind(i)
        if kind == "num":
            tok = self.t[i]
            if tok.value is None:
                return None  # no number read (the lexer makes no such token): no operand
            slack = _half_unit(tok.text) if _plain(tok) in self.loose else Decimal(0)
            size = length_size(self.t[i + 1].text) if self.kind(i + 1) == "word" else None
            node = _Node(tok.value, _plain(tok), ((_plain(tok), tok.start),), 0, slack=slack, minor=tok.minor, major=tok.amount,
                         metres=tok.value if size is None else tok.value * size, scaled=size is not None and size != 1)
            i += 1
            powered = self.power(node, i)
            if powered is not None:
                return powered
            # a glued fraction is one operand: 19/119 (the op was lexed; handled by term)
            i = self.unit(i)
            return node, i
        if kind == "lp":
            # (rope42) a quantity in parentheses with its unit word first, as several languages
            # write it (`7 coils (metres 1,540) × 390`, `(mita 660) × ₦180`): up to
            # `MAX_LEAD_WORDS` words before the number are its label, no operand
            k = self.labels(i + 1, MAX_LEAD_WORDS)
            inner = self.additive(k if k > i + 1 and self.kind(k) == "num" else i + 1)
            if inner is None:
                return None
            node, j = inner
            if self.kind(j) != "rp":
                return None
            node = node._replace(text=f"({node.text})" if node.operators else node.text, percent=False, share=None)
            powered = self.power(node, j + 1)
            if powered is not None:
                return powered
            return node, self.unit(j + 1)
        return None

    def power(self, node: _Node, i: int) -> tuple[_Node, int] | None:
        """(round 31) `node^k` at token i (`0.995^24`, `(1 + 0.04)^3`): the base raised to a whole
        exponent of at most `MAX_EXPONENT`, exactly; the exponent is a count, no operand; a rounded
        operand's slack is not carried through a power (None: the base must be exact)."""
        if not (self.kind(i) == "op" and self.t[i].text == "^" and self.kind(i + 1) == "num"):
            return None
        exponent = self.t[i + 1].value
        if exponent is None or exponent != exponent.to_integral_value() or not 1 <= exponent <= MAX_EXPONENT \
                or node.slack or node.value == 0:
            return None
        k = int(exponent)
        value = node.value ** k
        text = f"{node.text}^{k}"
        return _Node(value, text, node.operands, node.operators + 1,
                     steps=node.steps + ((value, text, node.operands),), minor=node.minor, major=node.major), self.unit(i + 2)

    def unit(self, i: int) -> int:
        """Skip a number's unit words (`days`, `GB`, `/night`) and a label in parentheses (`(rent)`);
        (tea35) also a note in parentheses that holds numbers but no operator, a grade or share
        the line says of the quantity (`142 kg (68%) × Rs. 265`, `128 kg (61%, below 65%) × Rs. 235`):
        no operand, since nothing joins it to the number before it."""
        j = i
        words = 0
        while self.kind(j) == "word" and words < MAX_UNIT_WORDS:
            j += 1
            words += 1
        if words and self.kind(j) == "of" and self.kind(j + 1) == "word":
            # what the unit measures: `379.0 kWh of gas × 6.2p`; (brandy36) in up to
            # `MAX_UNIT_WORDS` words (`175.0 L of pure alcohol / 0.40`), not the words before a
            # number (`2 tablets of 500 mg`, `5 days of the 30`: a count of a quantity)
            k = j + 1
            while self.kind(k) == "word" and k - j <= MAX_UNIT_WORDS:
                k += 1
            if self.kind(k) != "num":
                j = k
        if self.kind(j) == "lp":
            k = j + 1
            while self.kind(k) == "word" and k - j <= 6:
                k += 1
            if self.kind(k) == "rp" and k > j + 1:
                j = k + 1
            else:
                j = self._note(j)
        return j

    def _note(self, j: int) -> int:
        """(tea35) Past a note in parentheses at token j (`(68%)`, `(61%, below 65%)`): words, numbers,
        percent signs and commas only, at most `MAX_NOTE_TOKENS`, a number among them; else j."""
        k = j + 1
        while self.kind(k) in _NOTE_KINDS and k - j <= MAX_NOTE_TOKENS:
            k += 1
        if self.kind(k) == "rp" and any(self.t[n].kind == "num" for n in range(j + 1, k)):
            return k + 1
        return j


def _combine_additive(left: _Node, op: str, right: _Node) -> _Node | None:
    """`left op right`, with a bare percent on the right read as a share of the left."""
    operands = left.operands + right.operands
    steps = left.steps + right.steps
    slack = left.slack + right.slack
    if right.percent:
        share_value = left.value * right.value
        if right.share is not None:
            written, text, start = right.share
            if not close_enough(share_value, written, text, False):
                return None
            share_text = f"{right.text} x {left.text}"
            steps += ((written, share_text, left.operands + right.operands),)
            value = left.value + written if op == "+" else left.value - written
            return _Node(value, f"{left.text} {op} {text}", operands + ((text, start),), left.operators + 2, steps=steps,
                         slack=left.slack)
        value = left.value + share_value if op == "+" else left.value - share_value
        text = f"{left.text} {op} {right.text}"
        return _Node(value, text, operands, left.operators + 1, steps=steps + ((value, text, operands),),
                     slack=left.slack + _product_slack(left, right))
    value = left.value + right.value if op == "+" else left.value - right.value
    text = f"{left.text} {op} {right.text}"
    return _Node(value, text, operands, left.operators + right.operators + 1, steps=steps + ((value, text, operands),),
                 slack=slack, minor=left.minor and right.minor, major=left.major or right.major)


# --- relations ---------------------------------------------------------------------------------


class Step(NamedTuple):
    """A value an equation of the answer computes on its way, at `end` (a later value may restate it)."""

    end: int
    value: Decimal
    expression: str
    operands: tuple[tuple[str, int], ...]


class Relation(NamedTuple):
    """A verified equation: the value at `at` (offset of its first digit) is what `expression` gives."""

    at: int
    value: Decimal
    expression: str  # `5 x 10 x 2 = 100`
    operands: tuple[tuple[str, int], ...]  # (number as normalized, offset in the answer)
    span: tuple[int, int]  # the characters of the expression and its result
    rounded: str = ""  # (round 22) the result as written (normalized) where it rounds what the expression gives
    # (round 28) the offsets of operands that are amounts by a code's form only (`UAH 92.00`): the
    # amounts dial does not judge them, so the rules take the equation only where each is carried or known
    coded: tuple[int, ...] = ()


def written_places(text: str) -> int:
    point = text.find(".")
    return len(text) - point - 1 if point >= 0 else 0


def float_printed(exact: Decimal, places: int, written: Decimal) -> bool:
    """Whether `written` is `exact` as float arithmetic may print it: a tie at the written places
    that a binary float cannot hold (39.075, which `5210 * 0.0075` gives as 39.074999999999996)
    lands on either side of it (`$39.07`); a tie a float holds (3.375) rounds as written rules say."""
    # (speed29) a number no finer than the written places is no tie there (what quantize leaves of
    # it is itself: the test below finds no half quantum), nor is an infinity or a NaN (quantize
    # refuses one, or a NaN compares unequal): decided before any arithmetic
    exponent = exact.as_tuple().exponent
    if not isinstance(exponent, int) or exponent >= -places:
        return False
    quantum = Decimal(1).scaleb(-places)
    try:
        down = exact.quantize(quantum, rounding=ROUND_DOWN)
    except InvalidOperation:
        return False
    if abs(exact) - abs(down) != quantum / 2 or exact.adjusted() > 15:
        return False  # not a tie
    if Decimal(float(exact)) == exact:
        return False  # a float holds it exactly: no noise to round either way
    return written in (down, down + quantum if exact > 0 else down - quantum)


def rounded_reach(exact: Decimal, places: int, target: Decimal, near: Container[Decimal]) -> bool | None:
    """What `exact`, printed half up at the written `places`, says of the answer's `target`: True
    where it is `target` (or a tie a float prints either way lands on it: `float_printed`), None
    where it is one of `near` (the target's one-digit neighbours: the chance test refuses the
    value), False otherwise (and where it cannot be printed at those places)."""
    try:
        shown = exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    except InvalidOperation:
        return False
    if shown == target or (places > 0 and float_printed(exact, places, target)):
        return True
    return None if shown in near else False


def close_enough(exact: Decimal, written: Decimal, text: str, approx: bool) -> bool:
    """Whether `written` (as `text` writes it) states `exact`: equal, equal once rounded half up or
    half even to the written places, or (approximately) cut at the written places. (Before round 12
    approximately took anything within one unit of the last written place: `65 / 15 ≈ 4.34`, one
    past 4.333..., was a mutant excused.)"""
    if exact == written:
        return True
    places = written_places(text)
    quantum = Decimal(1).scaleb(-places)
    try:
        if exact.quantize(quantum, rounding=ROUND_HALF_UP) == written:
            return True
        if exact.quantize(quantum, rounding=ROUND_HALF_EVEN) == written:
            return True
        if float_printed(exact, places, written):
            return True
    except InvalidOperation:
        return False
    if not approx:
        return False
    # approximately: also cut at the written places (`≈ 0.66` for 2/3), not one unit past the
    # rounding (`≈ 4.34` for 4.333..., a slip: round 12); a rounded operand's slack is `holds`'s
    try:
        return exact.quantize(quantum, rounding=ROUND_DOWN) == written
    except InvalidOperation:
        return False


def _rounded_away(node: _Node, written: str) -> bool:
    """Whether a whole result written without `about` drops the cents its product or sum really has:
    `$99.54 x 2 = $199` (199.08) is a slip, not a rounding. A quotient rounds by nature, a result
    with places rounds to them, and a constant of many places (`20.4 × 2.2046 = 45.0`) is rounded."""
    if written_places(written) > 0 or "/" in node.text or "%" in node.text or "^" in node.text:
        return False  # (round 31) a power's value has the places of a constant: `18,000 × 1.03^4 = 20,259`
    # operands in cents (or tenths); a factor of more places (`× 2.2046`) is a constant to round
    return max((written_places(text) for text, _ in node.operands), default=0) in (1, 2)


class _RelationRuns(NamedTuple):
    """Each token's run of relation tokens (`=`, `≈`, `==`, a line of `=====`), read once per
    token list: `past[i]` the index after the run that starts at i (i itself off a relation),
    `approx[i]` whether a relation of that run is approximate. A result is read after every
    relation of a run, and walking the run from each of them was quadratic in a line of `=`
    (round 34: 8,000 marks 8 s)."""

    past: list[int]
    approx: list[bool]


def _relation_runs(toks: list[_Tok]) -> _RelationRuns:
    """`_RelationRuns` of a token list, in one pass from its end."""
    past = list(range(len(toks)))
    approx = [False] * len(toks)
    for i in range(len(toks) - 1, -1, -1):
        if toks[i].kind == "rel":
            past[i] = past[i + 1] if i + 1 < len(toks) and toks[i + 1].kind == "rel" else i + 1
            approx[i] = toks[i].approx or (i + 1 < len(toks) and approx[i + 1])
    return _RelationRuns(past, approx)


def _value_after(toks: list[_Tok], i: int, runs: _RelationRuns | None = None) -> tuple[_Tok, Decimal, bool, int] | None:
    """The result written at token i (after a relation): maybe approximate, maybe signed. `runs`:
    the token list's relation runs (`_relation_runs`), for a caller that asks after each relation."""
    approx = False
    if runs is not None and i < len(toks):
        approx = runs.approx[i]
        i = runs.past[i]
    while i < len(toks) and toks[i].kind == "rel":
        approx = approx or toks[i].approx
        i += 1
    if i + 1 < len(toks) and toks[i].kind == "word" and toks[i + 1].kind == "num" and _lettered(toks[i].text) \
            and toks[i].end < toks[i + 1].start:
        i += 1  # (rope42) a result with its unit word first, as Hausa writes it (`14 × 220 + 95 = mita 3,175`)
    negative = False
    if i < len(toks) and toks[i].kind == "sign":
        negative = True
        i += 1
    elif i + 1 < len(toks) and toks[i].kind == "op" and toks[i].text == "+" and toks[i + 1].kind == "num" \
            and toks[i].end == toks[i + 1].start:
        i += 1  # (tea35) a change written with its plus glued (`212.4 − 188.0 = +24.4 mm`): the result
    if i < len(toks) and toks[i].kind == "num":
        tok = toks[i]
        if tok.value is None:
            return None  # no number read (the lexer makes no such token): no result
        return tok, -tok.value if negative else tok.value, approx, i + 1
    return None


def _lettered(word: str) -> bool:
    """Whether a word is letters only, with their combining marks and (tsampa45) the syllable marks
    between them (`mita`, `ཀི་ལོ`, `किलो`): a unit word, not an identifier (`L1014`, `it's`)."""
    return all(c.isalpha() or c in _SYLLABLE_MARKS or unicodedata.category(c) in ("Mn", "Mc") for c in word) \
        and word[:1].isalpha()


def _starts(toks: list[_Tok], r: int) -> list[int]:
    """Where an expression ending at token r may start: operands of its segment, nearest first."""
    out: list[int] = []
    i = r - 1
    while i >= 0 and toks[i].kind not in ("stop", "rel", "colon") and len(out) < 12:
        if toks[i].kind in ("num", "lp", "prefix"):
            out.append(i)
            if i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in ("a", "one") and toks[i].kind == "prefix":
                out.append(i - 1)
        i -= 1
    return out


# The equations of the texts read lately, by their `loose` operands (text_memo.py): an answer is read
# by each `explain` (the gate's variants aside), by `contradictions` for the refuted values and
# again for the refuted candidates. Each caller gets its own lists.
_RELATED: Final[TextMemo[dict[frozenset[str], tuple[list[Relation], list[Step]]]]] = TextMemo(entries=32, chars=131_072)


def relations(answer: str, loose: frozenset[str] = frozenset()) -> tuple[list[Relation], list[Step]]:
    """The verified equations an answer writes, and the steps they compute on the way.

    `loose`: the operands (normalized) that restate a carried number rounded (`412,883 GB` for a
    carried 412,883,412,992,000 bytes): each stands for any number that rounds to it, so a result
    the carried precision gives verifies (`412,883 GB × $0.021 = $8,670.55`, 8,670.5517...); (round
    22) so does a result an equation of the answer wrote rounded, as a later equation's operand."""
    by_loose = _RELATED.read(answer, lambda _: {})
    kept = by_loose.get(loose)
    if kept is None:
        kept = _relations(answer, loose)
        # (round 22) a result the answer wrote rounded (`30 % de 301,9 kWh = 90,6 kWh`, 90.57) stands,
        # as a later equation's operand (`90,6 × (0,2700 − 0,2068) = 5,72 €`), for what it rounds, as
        # a carried number rounded does
        # (its own equations verified with the previous pass's rounded results loose: a few passes, not
        # one per step of a hostile chain)
        widened = loose
        for _ in range(MAX_ROUNDED_PASSES):
            rounded = frozenset(r.rounded for r in kept[0] if r.rounded) - widened
            if not rounded:
                break
            widened = widened | rounded
            kept = _relations(answer, widened)
        by_loose[loose] = kept
    return list(kept[0]), list(kept[1])


def _relations(answer: str, loose: frozenset[str]) -> tuple[list[Relation], list[Step]]:
    """`relations`, read anew."""
    # (round 23) a reasoning block's open expression and the answer's first number after it read
    # as one equation (`<think> 144 + 135. </think> **279.00**`: reasoning_blocks.py)
    answer = joined_results(answer)
    # (camel43) a list step's bare expression and the next step's result (`1. 604.80 × 8,600` then
    # `2. **5,201,280 SLSH**`) read as one equation (stepped_results.py)
    answer = joined_lines(answer)
    if not any(c in answer for c in "=+x\u00d7*/\u00f7\u2212-%(:\u2248~\uff1d") and "half" not in answer.lower() \
            and _COUNT_OF.search(answer) is None:
        return [], []
    toks = _lex(answer)
    parser = _Parser(toks, loose)
    coded_at = frozenset(t.start for t in toks if t.coded)
    found: dict[int, Relation] = {}
    steps: list[Step] = []
    first_steps: dict[Decimal, Step] = {}  # each value's first step, read as `steps` grows (`_shares`)
    read_steps = [0]  # how many of `steps` first_steps has read

    def holds(value_tok: _Tok, value: Decimal, approx: bool, node: _Node) -> bool:
        if node.operators < 1:
            return False
        restated = not close_enough(node.value, value, value_tok.text, approx)
        # (round 21) strictly inside: at the bound the result is one unit of its last place off what
        # the rounded operands give (`$236.10 − $146.30 = $89.81` for a carried 146.2957), which only
        # a carried number exactly at a tie reaches
        if restated and not (node.slack and abs(node.value - value) < node.slack + _half_unit(value_tok.text)):
            return False
        return approx or node.value == value or not _rounded_away(node, value_tok.text)

    def accept(value_tok: _Tok, value: Decimal, approx: bool, node: _Node, span: tuple[int, int], whole: bool = True) -> bool:
        if not holds(value_tok, value, approx, node):
            # an amount in pence or cents written in the main unit (`42 × 7.5p = £3.15`, `315p =
            # £3.15`; minor_units.py), when it does not hold as written (`1.5 ct × $4,000 = $6,000`
            # is carats); a lone amount only where no operator stands before it (`315p = £3.15`,
            # not the `2.5p` of `7.5p / 2.5p = £0.03`)
            if node.minor and value_tok.amount and (node.operators or whole):
                node = _in_major(node)
            elif node.scaled and node.metres is not None and (size := result_size(answer, value_tok.end)) is not None:
                # (round 23) a product of lengths in different units, its result in a unit of
                # their power (`6.2 × 3.4 m × 150 mm | 3.162 m³`): checked in metres (unit_products.py)
                scale = node.metres / size / node.value if node.value else Decimal(1)
                node = node._replace(value=node.metres / size, text=f"{node.text} x {_show(scale)}")
            else:
                return False
            if not holds(value_tok, value, approx, node):
                return False
        restated = not close_enough(node.value, value, value_tok.text, approx)
        if value_tok.start in found:
            return True
        written = ("-" if value < 0 else "") + _plain(value_tok)
        # a result only the carried precision of a rounded operand gives says so
        note = CARRIED_PRECISION if restated else ""
        found[value_tok.start] = Relation(
            value_tok.start, value, f"{node.text} = {written}{note}", node.operands, span,
            _plain(value_tok) if node.value != value and not approx and value > 0 else "",
            tuple(at for _, at in node.operands if at in coded_at),
        )
        for s_value, s_text, s_operands in node.steps:
            steps.append(Step(span[1], s_value, s_text, s_operands))
        _mean_weights(node, found, span)
        return True

    runs = _relation_runs(toks)
    for r, tok in enumerate(toks):
        # backward: E = V, E is about V
        if tok.kind == "rel":
            after = _value_after(toks, r, runs)
            if after is None:  # `E1 = (E2) = V`: the chain's second expression opens a parenthesis
                for s in _starts(toks, r):
                    parsed = parser.additive(s)
                    if parsed is not None and parsed[1] == r and parsed[0].operators >= 1:
                        if _chained(parser, toks, r, parsed[0], found, steps):
                            break
                continue
            value_tok, value, approx, nxt = after
            as_percent = nxt < len(toks) and toks[nxt].kind == "pct"
            for s in _starts(toks, r):
                parsed = parser.additive(s)
                if parsed is None:
                    continue
                node, j = parsed
                if as_percent and j == r:
                    node = _percent_of(node)
                whole = s == 0 or toks[s - 1].kind not in ("op", "sign", "lp", "prefix", "of", "pct")
                if _joined(toks, j, r) and accept(value_tok, value, approx, node, (toks[s].start, value_tok.end), whole):
                    _shares(toks, s, r, found, steps, first_steps, read_steps)
                    break
                if j == r and node.operators >= 1 and _chained(parser, toks, r, node, found, steps):
                    break
            else:
                # (round 22) a continuation from the last result: `= $45.06 each; x2 + $1.95 = $92.07`
                continued = _continued(toks, r, found, loose)
                if continued is None or not accept(value_tok, value, approx, continued[0], (toks[continued[1]].start, value_tok.end)):
                    continued = _ditto(toks, r, found, loose, answer)  # (round 26) `- Francese: × 0,20 = 446,00`
                    if continued is not None:
                        node, first = continued
                        accept(value_tok, value, approx, node, (toks[first].start, value_tok.end))
                    if value_tok.start not in found:
                        # (apricot44) one amount at one rate, then another: `A ÷ 10,95 = X $; ÷ 0,128 = Y ₽`
                        continued = _same_base(toks, r, found, loose)
                        if continued is not None:
                            node, first = continued
                            accept(value_tok, value, approx, node, (toks[first].start, value_tok.end))
        # (round 18) backward over a colon, a bill's line whose label writes its step: `Insurance,
        # 3 × $32: $96` (the expression ends at the colon, the value is the number right after it)
        elif tok.kind == "colon" and r + 1 < len(toks) and toks[r + 1].kind == "num" and toks[r + 1].value is not None \
                and not (r + 2 < len(toks) and toks[r + 2].kind in ("pct", "op", "range")):
            value_tok = toks[r + 1]
            result = value_tok.value if value_tok.value is not None else Decimal(0)
            for s in _starts(toks, r):
                parsed = parser.additive(s)
                if parsed is None:
                    continue
                node, j = parsed
                whole = s == 0 or toks[s - 1].kind not in ("op", "sign", "lp", "prefix", "of", "pct")
                if j == r and node.operators >= 1 and accept(value_tok, result, False, node,
                                                             (toks[s].start, value_tok.end), whole):
                    break
        # forward: V = E, V: E, V (E), V1-V2 (E1 to E2)
        elif tok.kind == "num":
            _forward(parser, toks, r, found, steps, accept)
            if tok.start not in found:
                _worded(parser, toks, r, accept)
    _at_rate(toks, found, steps)
    _hundred_plus(found)
    # the shares written after a percent are verified values too: `10% (€52)`
    return sorted(found.values()), steps


# (round 16) The contradictions of the answers read lately (text_memo.py): the gate reads an
# answer's twice (`_refuted`, `_refuted_values`). Kept as tuples; each caller gets its own list.
_CONTRADICTIONS: Final[TextMemo[tuple[tuple[int, int, Decimal, str], ...]]] = TextMemo(entries=16, chars=65_536)


def contradictions(answer: str) -> list[tuple[int, int, Decimal, str]]:
    """`_contradictions(answer)`, kept for the answers read lately (`_CONTRADICTIONS`)."""
    if "=" not in answer:
        return []
    kept = _CONTRADICTIONS.read(answer, lambda a: tuple(_contradictions(a)))
    return list(kept)


def _contradictions(answer: str) -> list[tuple[int, int, Decimal, str]]:
    """The results an answer writes after `=` that the expression written right before them does
    not give (`148 + 62 + 35 = 255`, 245): (start, end, value as written, the expression's value).

    Only a plain `=` (never `≈`, `about`, a percent result, or a result that starts another
    expression), only where every reading of the expression ending at the `=` (each start its
    segment allows, with an operator) misses the result by more than one unit of its last place;
    only a plain expression (numbers, operators, parentheses) and an unsigned result."""
    if "=" not in answer:
        return []
    verified = {r.at for r in relations(answer)[0]}
    toks = _lex(answer)
    parser = _Parser(toks, frozenset())
    out: list[tuple[int, int, Decimal, str]] = []
    for r, tok in enumerate(toks):
        if tok.kind != "rel" or tok.text != "=" or tok.approx or (r > 0 and toks[r - 1].kind == "rel"):
            continue
        after = _value_after(toks, r)
        if after is None:
            continue
        value_tok, value, approx, nxt = after
        if approx or value_tok.start in verified or nxt != r + 2 and toks[r + 1].kind != "sign":
            continue
        if nxt < len(toks) and toks[nxt].kind in ("pct", "rel", "op", "range", "lp") and not _remark(toks, nxt, value_tok):
            continue
        if value < 0 or toks[r + 1].kind == "sign":
            continue  # a signed result: the parser's reading of signed operands is no refutation
        readings: list[_Node] = []
        first = r
        for s in _starts(toks, r):
            parsed = parser.additive(s)
            if parsed is not None and parsed[1] == r and parsed[0].operators >= 1:
                readings.append(parsed[0])
                first = s
        # only a plain expression: numbers, operators and parentheses (no signs, words, percents)
        # (and a temperature's degree unit after a number, `36.63°C × 9/5 + 32`: round 8)
        if not readings or any(toks[k].kind not in ("num", "op", "lp", "rp") and not _degree(toks, k) for k in range(first, r)):
            continue
        if fraction_converts(answer, answer[toks[first].start:toks[r - 1].end].strip(), value_tok.text, value_tok.end):
            continue  # (round 23) `9/32 = 7.1 mm`: inches converted, judged by `convert` (inch_fractions.py)
        unit = Decimal(1).scaleb(-written_places(value_tok.text))
        if all(not n.slack and not n.percent and abs(n.value - value) > unit for n in readings):
            out.append((value_tok.start, value_tok.end, value, _show(readings[-1].value)))
    return out


def _remark(toks: list[_Tok], k: int, value_tok: _Tok) -> bool:
    """(recall41) Whether token k, after a result, opens a remark in brackets, no operand: a bracket
    apart from the result that opens with a word (`150 × 64 = 1,600 INR (under 20 quires, no
    discount)`), where `1,600 (1 + 12%)` is a product."""
    return toks[k].kind == "lp" and toks[k].start > value_tok.end and k + 1 < len(toks) and toks[k + 1].kind == "word"


def _degree(toks: list[_Tok], k: int) -> bool:
    """Whether token k is a degree sign after a number or the scale letter after it (`°C`, `℉`)."""
    tok = toks[k]
    if tok.kind != "word":
        return False
    if tok.text in ("\u00b0", "\u2103", "\u2109"):
        return True
    return k > 0 and toks[k - 1].text == "\u00b0" and tok.text.lower() in ("c", "f")


def evaluate(expression: str) -> Decimal | None:
    """The exact value of an expression as the rules write it (`83.8 + 9%`, `(388.2 + 401.7) / 2`),
    or None when it is not one whole expression. Lexed anew, not kept (`_LEXED`): the rules write
    many expressions, some asked again in turn, and a memo of a few texts would serve a short
    answer's turns and not a long one's (the linear-growth test, `equation_chain`)."""
    toks = _lex_text(expression)
    parsed = _Parser(toks).additive(0)
    if parsed is None or parsed[1] != len(toks) or parsed[0].operators < 1:
        return None
    return parsed[0].value


MAX_CHAIN: Final = 6  # expressions of one written chain `E1 = E2 = ... = V` (round 22)


def _chained(parser: _Parser, toks: list[_Tok], r: int, node: _Node, found: dict[int, Relation], steps: list[Step]) -> bool:
    """`E1 = E2 = ... = V`, where each later expression restates the ones before it with some of
    their steps worked out (`$9.50 + 25.5 kg x $1.85 = $9.50 + $47.18 = $56.68`; round 22, a
    chain of any length: `(412 x 52 + 188 x 68) / 600 = (21424 + 12784) / 600 = 34208 / 600 =
    57.01`): when every expression gives V, a number of a later expression that is a step of an
    earlier one (`47.18` of `25.5 x 1.85`, `21424` of `412 x 52`, `34208` of `21424 + 12784`,
    each rounded as written) is computed by that step. A step written one digit off stays
    unverified even where the expressions after it carry it consistently: each number is held to
    the exact step before it, never to the chain's own later steps."""
    chain = [node]
    k = r
    j = r
    while len(chain) < MAX_CHAIN:
        while k < len(toks) and toks[k].kind == "rel":
            k += 1
        parsed = parser.additive(k)
        if parsed is None or parsed[0].operators < 1 or parsed[1] >= len(toks) or toks[parsed[1]].kind != "rel":
            break
        chain.append(parsed[0])
        j = k = parsed[1]
    if len(chain) < 2:
        return False
    after = _value_after(toks, j)
    if after is None:
        return False
    value_tok, value, approx, nxt = after
    if nxt < len(toks) and toks[nxt].kind == "pct":
        chain = [_percent_of(e) for e in chain]
    if not all(close_enough(e.value, value, value_tok.text, approx) for e in chain):
        return False
    ok = _mean_weights(node, found, (toks[r].start, value_tok.end))
    for n in range(1, len(chain)):
        earlier = chain[:n]
        earlier_at = {a for e in earlier for _, a in e.operands}
        for text, at in chain[n].operands:
            tok = next((t for t in toks[r:j] if t.start == at and t.kind == "num"), None)
            if tok is None or tok.value is None or at in found or at in earlier_at:
                continue
            step = next((s for e in earlier for s in e.steps if close_enough(s[0], tok.value, tok.text, False)), None)
            if step is not None:
                s_value, s_text, s_operands = step
                found[at] = Relation(at, tok.value, f"{s_text} = {_plain(tok)}", s_operands, (toks[r].start, tok.end))
                ok = True
                continue
            # regrouped: a product of some of a product's operands (`5.5 × $23.40 × 1.5 = 5.5 ×
            # $35.10`: 23.40 x 1.5; chains.py)
            if node.text.count(" x ") + 1 == len(node.operands) and not any(c in node.text for c in "(+-/%"):
                factors = [Decimal(text) for text, _ in node.operands]
                for product, picked in sub_products(factors):
                    if close_enough(product, tok.value, tok.text, False):
                        operands = tuple(node.operands[m] for m in picked)
                        text = " x ".join(o for o, _ in operands)
                        found[at] = Relation(at, tok.value, f"{text} = {_plain(tok)}", operands, (toks[r].start, tok.end))
                        ok = True
                        break
    return ok


MAX_CONTINUATION_GAP: Final = 4  # words or stops between a result and the operator that goes on from it
# (round 28) what may stand between a number and the step that goes on from it: a clause's `;`, a
# table's cell border `|`, an arrow, a list line's end (`Total 11.52 m, + 10% = 12.672`, `EUR 24.00
# | +35% = EUR 32.40`, `→ cut **1.8 m**` then `* × EUR 17.40 = **EUR 31.32**`)
_CONTINUATION_STOPS: Final = frozenset((";", "|", "\u2192", "\n"))


def _continued(toks: list[_Tok], r: int, found: dict[int, Relation], loose: frozenset[str]) -> tuple[_Node, int] | None:
    """A step that starts with an operator goes on from the last result written before it (round
    22): `$38.00 + $4.56 + $2.50 = $45.06 each; x2 + $1.95 = $92.07` is `45.06 x 2 + 1.95`,
    `1,377 L × $1.18 = $1,624.86; / 120.1 ac = $13.53/ac` is `1624.86 / 120.1`. Only a result
    of a verified equation (`found`), as written, and only across a few words or a `;` (no number,
    operator or relation between them); the expression must end at the relation `r`. With the
    first token of the continuation's operator, or None."""
    first = r - 1
    while first >= 0 and toks[first].kind not in ("stop", "rel", "colon", "comma"):
        first -= 1
    first += 1
    if first >= r or toks[first].kind != "op":
        return None
    k = first - 1
    full_stop = False
    marks = 0  # (incense41) a numbered step's marker and its label's colon, not counted in the gap
    while k >= 0 and first - k - marks <= MAX_CONTINUATION_GAP and (toks[k].kind in ("stop", "word", "comma") or _list_marker(toks, k)
                                                                    or (k == first - 1 and toks[k].kind == "colon")):
        if _list_marker(toks, k):
            k -= 1  # (surgical37) a numbered step's marker (`1. 1,500 × $2.40 = $3,600.00` then `2. × 281.40 = ...`)
            marks += 2
            continue
        if toks[k].kind == "colon":
            k -= 1  # (incense41) its step's label (`2. Dry: × 0.92 = 538.2 kg`): the colon right before the operator only
            marks += 1
            continue
        if toks[k].kind == "stop" and toks[k].text not in _CONTINUATION_STOPS and not _list_marker(toks, k - 1):
            if toks[k].text != "." or full_stop:
                return None
            full_stop = True
        k -= 1
    if k < 0 or toks[k].kind != "num" or k + 1 == first:
        return None  # the operator must stand apart from the result (`$45.06; x2`, not `$45.06 x2`)
    if full_stop and (toks[k].start not in found or toks[first].text not in _TIMES_OR_OVER):
        # (round 33) a sentence that starts with `×` or `/` goes on from a verified result before its
        # full stop (`1.50 × 2.25 = 3.375 m². × 58,000,000 = 195,750,000`: no sentence starts so
        # otherwise); a `+` or `-` there may be a sign or a bullet
        return None
    if toks[k].start not in found:
        # (round 28) a written number not verified goes on only across a `,`, `;`, `|`, `→` or a
        # line's end, and only where it is no result of an equation written before it (a refuted
        # `38.00 + 4.56 + 2.50 = 45.16` verifies nothing that goes on from it)
        if not any(toks[m].kind == "comma" or toks[m].text in _CONTINUATION_STOPS for m in range(k + 1, first)):
            return None
        if _refuted_result(toks, k, loose):
            return None
    spliced = [toks[k]] + toks[first:r]
    parsed = _Parser(spliced, loose).additive(0)
    if parsed is None or parsed[1] != len(spliced) or parsed[0].operators < 1:
        return None
    return parsed[0], first


def _same_base(toks: list[_Tok], r: int, found: dict[int, Relation], loose: frozenset[str]) -> tuple[_Node, int] | None:
    """(apricot44) A step that starts with `×` or `/` right after a verified equation of one operator,
    the same, across a `;` or `,` (`28 851,12 ÷ 10,95 = 2 634,81 $; ÷ 0,128 = 225 399,38 ₽`): where it
    does not go on from that result (`_continued`, tried first), it repeats that equation's base, one
    amount at one rate and then another, as `_ditto` reads a list line under another. The base must be
    a plain number, the step one operator and one number ending at the relation `r`. With the first
    token of the step's operator, or None."""
    first = r - 1
    while first >= 0 and toks[first].kind not in ("stop", "rel", "colon", "comma"):
        first -= 1
    first += 1
    if first >= r or toks[first].kind != "op" or toks[first].text not in _TIMES_OR_OVER:
        return None
    k = first - 1
    apart = False
    while k >= 0 and first - k <= MAX_CONTINUATION_GAP and toks[k].kind in ("stop", "word", "comma"):
        apart = apart or toks[k].kind == "comma" or toks[k].text == ";"
        k -= 1
    if k < 0 or not apart or toks[k].kind != "num" or toks[k].start not in found:
        return None
    before = found[toks[k].start]
    if len(before.operands) != 2 or before.expression.count(" ") < 2:
        return None
    over = toks[first].text in ("/", "\u00f7")
    if before.expression.split(" ")[1] != ("/" if over else "x"):
        return None  # (another operator before: `A + b = X; × c` is no rate after a rate)
    _, base_at = before.operands[0]
    base = bisect_left(toks, base_at, key=_tok_start)
    if base >= len(toks) or toks[base].start != base_at or toks[base].kind != "num":
        return None
    spliced = [toks[base]] + toks[first:r]
    parsed = _Parser(spliced, loose).additive(0)
    if parsed is None or parsed[1] != len(spliced) or parsed[0].operators != 1:
        return None
    return parsed[0], first


def _list_marker(toks: list[_Tok], k: int) -> bool:
    """(surgical37) Whether token k is a numbered list's marker: a whole number of 1-2 digits at a
    line's start (the text's first token, or right after a line break) with a point or a `)` right
    after it (`2.` of `2. × 281.40 = Rs 1,013,040`)."""
    if k < 0 or k + 1 >= len(toks) or toks[k].kind != "num" or not toks[k].text.isdigit() or len(toks[k].text) > 2:
        return False
    if toks[k + 1].text not in (".", ")") or toks[k + 1].start != toks[k].end:
        return False
    return k == 0 or toks[k - 1].text == "\n"


def _refuted_result(toks: list[_Tok], k: int, loose: frozenset[str]) -> bool:
    """(round 28) Whether the number at token k is written as the result of an expression of one
    operator or more (`E = 45.16`, a relation and maybe a sign between) that did not verify it."""
    r = k - 1
    while r >= 0 and toks[r].kind == "sign":
        r -= 1
    if r < 0 or toks[r].kind != "rel":
        return False
    while r >= 0 and toks[r].kind == "rel":
        r -= 1
    # any operator in the relation's segment: an expression, or a step going on (`→ + 8% = $75.70`)
    while r >= 0 and toks[r].kind not in ("stop", "rel", "colon"):
        if toks[r].kind == "op":
            return True
        r -= 1
    return False


def _tok_start(tok: _Tok) -> int:
    return tok.start


MAX_DITTO_TOKENS: Final = 64  # (round 26) tokens of the line above a repeated base is looked for in
_TIMES_OR_OVER: Final = frozenset(("x", "X", "\u00d7", "*", "/", "\u00f7"))


def _ditto(toks: list[_Tok], r: int, found: dict[int, Relation], loose: frozenset[str], answer: str) -> tuple[_Node, int] | None:
    """(round 26) A list line whose equation starts with `×` or `/` after its label repeats the base
    of the line above: `- Tedesco: 2.230 × 0,22 = CHF 490,60` then `- Francese: × 0,20 = CHF
    446,00` is `2230 x 0.20`, a base priced at one rate after another (`Tier B: × 1.2 = ...`). The
    line above must hold a verified equation (`found`) whose first operand is a plain number; the
    step must end at the relation `r`. With the first token of the step's operator, or None."""
    first = r - 1
    while first >= 0 and toks[first].kind not in ("stop", "rel", "colon", "comma"):
        first -= 1
    first += 1
    if first >= r or toks[first].kind != "op" or toks[first].text not in _TIMES_OR_OVER:
        return None
    line_start = answer.rfind("\n", 0, toks[first].start)
    if line_start <= 0 or answer[:line_start].strip() == "":
        return None
    above_start = answer.rfind("\n", 0, line_start) + 1
    # the tokens of the line above, read back from the step (at most MAX_DITTO_TOKENS: bounded)
    k = first - 1
    while k >= 0 and toks[k].start >= line_start:
        k -= 1
    line_toks: list[int] = []
    while k >= 0 and toks[k].start >= above_start and len(line_toks) < MAX_DITTO_TOKENS:
        line_toks.append(k)
        k -= 1
    above = [found[toks[j].start] for j in line_toks if toks[j].kind == "num" and toks[j].start in found
             and found[toks[j].start].span[0] >= above_start and found[toks[j].start].operands]
    if len(above) != 1:
        return None  # none, or several: which base is repeated is not said
    _, base_at = above[0].operands[0]
    base = bisect_left(toks, base_at, key=_tok_start)  # (a repeated base of a line further up: `Bronze: × 0.18`)
    if base >= len(toks) or toks[base].start != base_at or toks[base].kind != "num":
        return None
    spliced = [toks[base]] + toks[first:r]
    parsed = _Parser(spliced, loose).additive(0)
    if parsed is None or parsed[1] != len(spliced) or parsed[0].operators != 1:
        return None
    return parsed[0], first


def _mean_weights(node: _Node, found: dict[int, Relation], span: tuple[int, int]) -> bool:
    """A weighted mean written out divides by the sum of its own weights (round 22): `(412 x 52 +
    188 x 68) / 600` divides by 412 + 188. When a verified expression is a sum of two to eight
    products of two operands over one number, and the first operands of those products (or the
    second ones) add up to that number exactly, the divisor is computed by that sum. A divisor one
    off the sum, or a sum of some of the weights, stays what it was."""
    if not node.text.startswith("(") or node.text.count(" / ") != 1 or not node.operands:
        return False
    head, _, divisor_text = node.text.rpartition(" / ")
    divisor, at = node.operands[-1]
    if divisor_text != divisor or at in found or not head.endswith(")"):
        return False
    products = [st for st in node.steps if len(st[2]) == 2 and st[1].count(" x ") == 1 and st[1].count(" ") == 2]
    if not 2 <= len(products) <= MAX_CHAIN + 2 or len(products) * 2 != len(node.operands) - 1:
        return False
    for side in (0, 1):
        weights = tuple(st[2][side] for st in products)
        if sum((Decimal(w) for w, _ in weights), Decimal(0)) == Decimal(divisor):
            text = " + ".join(w for w, _ in weights)
            found[at] = Relation(at, Decimal(divisor), f"{text} = {divisor}", weights, span)
            return True
    return False


def _in_major(node: _Node) -> _Node:
    """An amount in pence or cents (`42 x 7.5`) in the main unit: over 100 (minor_units.py)."""
    text = f"({node.text}) / 100" if node.operators else f"{node.text} / 100"
    return node._replace(value=in_major(node.value), text=text, operators=node.operators + 1, minor=False,
                         slack=in_major(node.slack))


def _percent_of(node: _Node) -> _Node:
    """A ratio whose result is written as a percent (`1,184,233 / 1,239,134 = 95.57%`): its value
    times 100. An expression that already holds a percent (`€520 + 10%`) is left as it is."""
    if "%" in node.text or node.percent:
        return node
    return node._replace(value=node.value * 100, text=f"{node.text} x 100", slack=node.slack * 100)


def _joined(toks: list[_Tok], j: int, r: int) -> bool:
    """Whether an expression ending at token j reaches the relation at r: directly, or across a
    comma and a few words (`A + B, which is V`, `A + B in all comes to V`)."""
    if j == r:
        return True
    if j > r or r - j > 4:
        return False
    return all(toks[k].kind in ("comma", "word") for k in range(j, r))


def _shares(toks: list[_Tok], s: int, r: int, found: dict[int, Relation], steps: list[Step],
            first_steps: dict[Decimal, Step], read_steps: list[int]) -> None:
    """A share written after a percent inside a verified expression (`€520 plus 10% (€52)`) is
    computed too: it was checked against its base while parsing. The first step of its value says
    how (`first_steps`, kept as `steps` grows: each step is read once, not once per expression of a
    long chain, which cost the chain's steps times their expressions' tokens, per expression)."""
    shares = [k for k in range(max(s, 2), r) if toks[k].kind == "num" and toks[k - 1].kind == "lp"
              and toks[k - 2].kind == "pct" and toks[k].start not in found]
    if not shares:
        return
    for step in steps[read_steps[0] :]:
        first_steps.setdefault(step.value, step)
    read_steps[0] = len(steps)
    for k in shares:
        tok = toks[k]
        value = tok.value
        first = first_steps.get(value) if value is not None else None
        if first is not None and value is not None:
            found[tok.start] = Relation(tok.start, value, f"{first.expression} = {_plain(tok)}", first.operands,
                                        (toks[s].start, tok.end))


MAX_RESULT_WORDS: Final = 4  # (round 28) words between an expression and a result no relation word introduces


def _worded(parser: _Parser, toks: list[_Tok], r: int, accept: Callable[..., bool]) -> None:
    """(round 28) A result after its expression with only words between, in whatever language:
    `12 × 454 g, यानी 5.448 kg`, `3 × 84,00 EUR i alt 252,00 EUR` (the relation written in a word
    the reader does not list): the value at token r, with 3 significant digits or more and no
    operator, percent or relation after it (not the first operand of another expression), right
    after an expression of one operator or more and its unit words, at most MAX_RESULT_WORDS words
    and one comma between; accepted only where the expression gives it at its written places
    (no `about`: a rounding must be written as one)."""
    value_tok = toks[r]
    value = value_tok.value
    if value is None or len(value.normalize().as_tuple().digits) < 3:
        return
    if r + 1 < len(toks) and toks[r + 1].kind in ("op", "pct", "rel", "range", "sign"):
        return
    k = r - 1
    words = commas = 0
    while k >= 0 and toks[k].kind in ("word", "comma"):
        if toks[k].kind == "comma":
            commas += 1
        else:
            words += 1
        k -= 1
    if k < 0 or words + commas == 0 or commas > 1 or toks[k].kind not in ("num", "rp"):
        return
    for s in _starts(toks, k + 1):
        parsed = parser.additive(s)
        if parsed is None:
            continue
        node, j = parsed
        if j <= k or node.operators < 1 or any(toks[m].kind not in ("word", "comma") for m in range(j, r)):
            continue
        if j - 1 >= 0 and sum(1 for m in range(j, r) if toks[m].kind == "word") > MAX_RESULT_WORDS:
            continue
        if accept(value_tok, value, False, node, (toks[s].start, value_tok.end)):
            return


def _forward(parser: _Parser, toks: list[_Tok], r: int, found: dict[int, Relation], steps: list[Step], accept) -> None:
    value_tok = toks[r]
    if value_tok.value is None:
        return  # no number read (the lexer makes no such token): nothing to verify
    i = r + 1
    # a range: V1-V2 (E1 to E2)
    ends = [(value_tok, value_tok.value)]
    second_value = toks[i + 1].value if i + 1 < len(toks) else None
    if i + 1 < len(toks) and toks[i].kind == "range" and toks[i + 1].kind == "num" and second_value is not None:
        second = toks[i + 1]
        ends.append((second, second_value))
        i += 2
    k = i
    # (round 21) the value's unit words before its colon: `About 1,684 bushels: 38.20 t × 44.092 bu/t`
    if len(ends) == 1:
        unit_end = parser.labels(k, MAX_UNIT_WORDS)
        if unit_end > k and unit_end < len(toks) and toks[unit_end].kind == "colon":
            k = unit_end
    if k < len(toks) and toks[k].kind in ("colon",) or (k < len(toks) and toks[k].kind == "rel" and toks[k].text == "="):
        if len(ends) == 1:
            start = parser.labels(k + 1, MAX_COLON_WORDS)
            parsed = parser.additive(start)
            if parsed is not None:
                node, j = parsed
                accept(value_tok, value_tok.value, toks[k].approx, node, (value_tok.start, toks[j - 1].end))
        return
    # a parenthesis after the value, maybe after a few words: `$150.00 more over 3 months (3 x $50.00)`
    while k < len(toks) and toks[k].kind != "lp":
        if toks[k].kind in ("stop", "rel", "colon") or (toks[k].kind == "num" and toks[k].amount) \
                or toks[k].start - value_tok.end > MAX_FORWARD_CHARS:
            return
        k += 1
    if k >= len(toks):
        return
    # (round 32) a label may open the parenthesis, as one may follow its operators: `€41.90 (bed
    # 15.40 + HB 24 + tax 2.50)`
    parsed = parser.additive(parser.labels(k + 1, MAX_UNIT_WORDS))
    if parsed is None:
        return
    node, j = parsed
    if len(ends) == 2 and parser.kind(j) == "to":
        second_parsed = parser.additive(j + 1)
        if second_parsed is None:
            return
        node2, j2 = second_parsed
        if parser.kind(j2) != "rp":
            return
        accept(ends[0][0], ends[0][1], False, node, (value_tok.start, toks[j2].end))
        accept(ends[1][0], ends[1][1], False, node2, (value_tok.start, toks[j2].end))
        return
    if parser.kind(j) != "rp":
        return
    accept(ends[-1][0], ends[-1][1], False, node, (value_tok.start, toks[j].end))
