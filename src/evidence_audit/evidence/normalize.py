"""One spelling per value: normalize a token, tokenize free text, print numbers the ECMAScript way.

Every answer token, tool-result token, whole JSON string leaf, JSON key and exempt token passes
through `normalize_token`, so two spellings of one value (`41,200` and `41200`, `"FC1/3",` and
`fc1/3`) meet as one form. The rules are the reference's (spec sections 2-4), including its odd
corners: only whole strings that look like thousands lose their commas, only numbers of at most 15
digits are canonicalized, and the only equivalence between different forms is the 0x rule.

All character classes are ASCII (`[0-9]`, `[a-z]`): Unicode digits are separators, not digits.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final, cast

import math
import re

from .text_memo import TextMemo

__all__ = [
    "ES_SPACE_CLASS",
    "MAX_EXACT_DIGITS",
    "canonical_form",
    "count_digits",
    "es_trim",
    "es_trim_start",
    "js_number_string",
    "lookup_forms",
    "normalize_token",
    "normalized_before",
    "strip_decoration",
    "token_spans",
    "tokenize",
    "tokenize_raw",
    "whole_and_tokens",
]

MAX_EXACT_DIGITS = 15

# The ECMAScript WhiteSpace and LineTerminator sets: TAB, VT, FF, SP, NBSP, ZWNBSP, every Zs
# character, LF, CR, LS, PS. Python's str.strip() would also strip U+001C-U+001F.
_ES_WHITESPACE: Final = (
    "\t\x0b\x0c \xa0\ufeff\n\r\u2028\u2029"
    "\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000"
)
# The same set as a regex character class, for patterns that must read whitespace as JavaScript's
# `\s` does (NBSP, U+202F before "PM" as ICU writes it, every Zs character).
ES_SPACE_CLASS: Final = "[\t\n\x0b\x0c\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]"
_LEADING_DECORATION: Final = "$#@+'\"`([{<"
_TRAILING_DECORATION: Final = ".,;:!?%'\"`)]}>"

# A whole string written with thousands separators: 41,200 / -1,234.56. Not 1,2 or 12,34.
_THOUSANDS: Final = re.compile(r"-?[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?", re.ASCII)
# A plain decimal number, as the canonicalization step accepts it.
_PLAIN_NUMBER: Final = re.compile(r"[-+]?[0-9]+(?:\.[0-9]+)?", re.ASCII)
# A maximal run of the characters a token may hold; everything else separates tokens.
_TOKEN_RUN: Final = re.compile(r"[A-Za-z0-9:_\-/.,%+@#$]+", re.ASCII)
# A comma that is not flanked by ASCII digits on both sides splits a rough token.
_SPLIT_COMMA: Final = re.compile(r"(?<![0-9]),|,(?![0-9])", re.ASCII)
# (speed37) The pieces `_TOKEN_RUN` and `_SPLIT_COMMA` make, in one `findall`: runs of token
# characters but the comma, joined by commas flanked by digits (`41,200`, `1,2,3`).
_TOKEN_PIECE: Final = re.compile(r"[A-Za-z0-9:_\-/.%+@#$]+(?:(?<=[0-9]),(?=[0-9])[A-Za-z0-9:_\-/.%+@#$]+)*", re.ASCII)

_CACHE_LIMIT = 1 << 18
# Only short strings are memoized, so the cache's memory is bounded by its entry limit (a 1 MB
# token was kept whole, twice, and the cache grew by megabytes per distinct result).
_CACHED_CHARS: Final = 64
_normalize_cache: Final[dict[str, str]] = {}
# `normalize_token`'s memo read without the call, for a hot loop (index.flatten's keys): the
# form, or None for a text not normalized lately (then call `normalize_token`)
normalized_before: Final[Callable[[str], str | None]] = _normalize_cache.get


def es_trim(text: str) -> str:
    """Trim with the ECMAScript whitespace set (String.prototype.trim)."""
    return text.strip(_ES_WHITESPACE)


def es_trim_start(text: str) -> str:
    """Trim the start with the ECMAScript whitespace set (String.prototype.trimStart)."""
    return text.lstrip(_ES_WHITESPACE)


def count_digits(text: str) -> int:
    """Count the ASCII digits 0-9 in `text`."""
    count = 0
    for digit in "0123456789":  # a loop, not a generator: the compiled core runs it in C
        count += text.count(digit)
    return count


def js_number_string(x: float | int) -> str:
    """Print a number as ECMAScript Number::toString does (shortest round trip, `1e-7`, `1e+21`).

    Integers are first taken as an IEEE-754 double, as JavaScript holds every number, so an
    integer of magnitude 2^53 or more prints with the precision a double keeps.
    """
    if isinstance(x, int) and not isinstance(x, bool):
        if -(1 << 53) < x < (1 << 53):
            return str(x)
        try:
            x = float(x)
        except OverflowError:
            return "-Infinity" if x < 0 else "Infinity"
    text = repr(x)
    if "e" not in text and "n" not in text and x != 0:
        # The common case, read once: a finite nonzero float in plain notation (Python uses it
        # for 1e-4 <= |x| < 1e16), where repr and ECMAScript agree but for a trailing `.0`; a
        # negative one is "-" and its magnitude's, as below.
        return text[:-2] if text.endswith(".0") else text
    if math.isnan(x):
        return "NaN"
    if x == 0:
        return "0"
    if math.isinf(x):
        return "Infinity" if x > 0 else "-Infinity"
    if x < 0:
        return "-" + js_number_string(-x)
    text = repr(x)
    if "e" not in text:
        # repr and ECMAScript agree on plain notation (Python uses it for 1e-4 <= x < 1e16).
        return text[:-2] if text.endswith(".0") else text
    # repr gives the shortest round-trip digits; re-lay them out by ECMAScript's rules.
    mantissa, _, exp_text = text.partition("e")
    exponent = int(exp_text) if exp_text else 0
    int_part, _, frac_part = mantissa.partition(".")
    digits = int_part + frac_part
    point = len(int_part) + exponent  # x = 0.digits * 10^point
    stripped = digits.lstrip("0")
    point -= len(digits) - len(stripped)
    digits = stripped.rstrip("0") or "0"
    k = len(digits)
    n = point
    if k <= n <= 21:
        return digits + "0" * (n - k)
    if 0 < n <= 21:
        return digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return "0." + "0" * (-n) + digits
    e = n - 1
    sign = "+" if e >= 0 else "-"
    if k == 1:
        return f"{digits}e{sign}{abs(e)}"
    return f"{digits[0]}.{digits[1:]}e{sign}{abs(e)}"


def _normalize(raw: str) -> str:
    s = raw.lower().strip(_ES_WHITESPACE)
    if not s:
        return ""
    s = s.lstrip(_LEADING_DECORATION).rstrip(_TRAILING_DECORATION)
    if not s:
        return ""
    if "," in s and _THOUSANDS.fullmatch(s):
        s = s.replace(",", "")
    # a string no longer than the digit limit holds no more digits than that: no count
    if _PLAIN_NUMBER.fullmatch(s) and (len(s) <= MAX_EXACT_DIGITS or count_digits(s) <= MAX_EXACT_DIGITS):
        s = js_number_string(float(s))
    return s


def strip_decoration(raw: str) -> str:
    """Normalization steps 1-5 (case, trim, decoration, thousands) without number canonicalization.

    The decimal dial uses it to recover the precision a writer chose (`61.0` stays `61.0`).
    """
    s = raw.lower().strip(_ES_WHITESPACE)
    s = s.lstrip(_LEADING_DECORATION).rstrip(_TRAILING_DECORATION)
    if "," in s and _THOUSANDS.fullmatch(s):
        s = s.replace(",", "")
    return s


def trim_decoration(raw: str) -> str:
    """A raw token as written, without the whitespace and decoration around it (`W1773051.` ->
    `W1773051`, `$1,032.50` -> `1,032.50`): case and thousands separators kept, for display."""
    return raw.strip(_ES_WHITESPACE).lstrip(_LEADING_DECORATION).rstrip(_TRAILING_DECORATION)


def normalize_token(raw: str) -> str:
    """Return the one spelling of `raw` that the index and the lookup both use (spec section 2)."""
    cached = _normalize_cache.get(raw)
    if cached is not None:
        return cached
    result = _normalize(raw)
    if len(raw) <= _CACHED_CHARS:
        if len(_normalize_cache) >= _CACHE_LIMIT:
            _normalize_cache.clear()
        _normalize_cache[raw] = result
    return result


def tokenize_raw(text: str) -> list[str]:
    """Split free text into its raw (not yet normalized) token pieces, in text order."""
    pieces: list[str] = []
    for rough in _TOKEN_RUN.findall(text):
        if "," in rough:
            pieces.extend(p for p in _SPLIT_COMMA.split(rough) if p)
        else:
            pieces.append(rough)
    return pieces


def token_spans(text: str) -> list[tuple[int, str]]:
    """Each raw token piece of `text` with its character offset, in text order (a list: the
    compiled core builds one faster than it runs a generator, and answers are short)."""
    out: list[tuple[int, str]] = []
    for match in _TOKEN_RUN.finditer(text):
        rough = match.group(0)
        start = match.start()
        if "," not in rough:
            out.append((start, rough))
            continue
        pos = 0
        for comma in _SPLIT_COMMA.finditer(rough):
            if comma.start() > pos:
                out.append((start + pos, rough[pos : comma.start()]))
            pos = comma.end()
        if pos < len(rough):
            out.append((start + pos, rough[pos:]))
    return out


# The tokens of the texts tokenized lately (text_memo.py): a corpus's runs repeat their system
# prompt and policies, and a result is tokenized for its forms and again for its dates and clocks.
# Each caller gets its own list.
_TOKENIZED: Final[TextMemo[list[str]]] = TextMemo(entries=64, chars=262_144)


def tokenize(text: str) -> list[str]:
    """Tokenize free text into normalized tokens, in text order, duplicates kept (spec section 3)."""
    return list(_TOKENIZED.read(text, _tokenize))


# (hostile35) A text longer than this is read a piece at a time: `findall` holds a string per piece
# at once, about 60 bytes a piece, so a result of 48 MB of short words peaked 770 MB above the text
# (now 154 MB); a shorter text keeps `findall`, faster than reading match by match.
_FINDALL_CHARS: Final = 1 << 20


def _tokenize(text: str) -> list[str]:
    """`tokenize`, read anew."""
    if len(text) <= _FINDALL_CHARS:
        return _tokenize_known(text)
    out: list[str] = []
    append = out.append
    cache = _normalize_cache
    pieces: Iterable[str] = (
        _TOKEN_RUN.findall(text) if len(text) <= _FINDALL_CHARS else (m.group(0) for m in _TOKEN_RUN.finditer(text))
    )
    for rough in pieces:
        if "," in rough:
            for piece in _SPLIT_COMMA.split(rough):
                if piece:
                    token = normalize_token(piece)
                    if token:
                        append(token)
            continue
        cached = cache.get(rough)
        token = normalize_token(rough) if cached is None else cached
        if token:
            append(token)
    return out


def _tokenize_known(text: str) -> list[str]:
    """`_tokenize` of a text read at once: each piece's form from `normalize_token`'s memo in one
    `map` (most pieces of a text were normalized before: words, keys, statuses), the rest
    normalized, the empty forms dropped."""
    pieces = _TOKEN_PIECE.findall(text)
    known: list[str | None] = list(map(_normalize_cache.get, pieces))
    forms = (
        [normalize_token(piece) if form is None else form for piece, form in zip(pieces, known)]
        if None in known
        else cast(list[str], known)
    )
    if "" in forms:
        return [form for form in forms if form]
    return forms


def whole_and_tokens(text: str) -> tuple[str, tuple[str, ...]]:
    """`(normalize_token(text), tuple(tokenize(text)))`, without splitting a text that is one token.

    Most string leaves of a result are one token (`W1234567`, `pending`): their one token is the
    whole, normalized once.
    """
    whole = normalize_token(text)
    if "," not in text and _TOKEN_RUN.fullmatch(text) is not None:
        return whole, ((whole,) if whole else ())
    return whole, tuple(tokenize(text))


def lookup_forms(normalized: str) -> tuple[str, ...]:
    """The spellings a normalized value is stored and looked up under: the 0x rule, both sides."""
    if len(normalized) > 2 and normalized.startswith("0x"):
        return (normalized, normalized[2:])
    return (normalized,)


def canonical_form(normalized: str) -> str:
    """The last lookup form: one spelling per value when two spellings must count once."""
    return lookup_forms(normalized)[-1]
