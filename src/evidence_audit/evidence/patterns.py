"""The pattern language of declared shapes and exemptions: JavaScript RegExp, run in linear time.

Users write shapes and exempt patterns for the reference, so they are JavaScript `RegExp` sources
with JavaScript flags. They run on every token of every answer, so they must never backtrack:
`([a-z]+-?)+[0-9]{4}` under a backtracking engine takes seconds on one long word and doubles per
letter. So a pattern is parsed here with JavaScript's grammar (ECMAScript 2023, with Annex B for
patterns without the `u` flag), translated to RE2 syntax, and run by RE2 (google-re2), whose match
time is linear in the token. What RE2 cannot run, or what would mean something else there, is
refused by name before any work starts (`PatternError`):

- lookahead and lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`), backreferences (`\\1`, `\\k<name>`)
  and legacy octal escapes (`\\01`, `[\\1]`): they need backtracking;
- the `v` flag (set notation), and `\\p{...}` properties RE2 does not know (script extensions,
  most binary properties);
- a repetition count over 1,000 (RE2's limit), and a pattern whose program is too large;
- under `i` without `u`, a class or character that covers U+017F or U+212A: RE2 folds them to
  `s` and `k`, JavaScript without `u` does not;
- escapes of surrogate halves, and a quantifier on an astral character without `u` (JavaScript
  then repeats half a character).

Everything else keeps its JavaScript meaning, because it is translated construct by construct
rather than handed over: `x{,2}` is the literal text `x{,2}` (not a quantifier, as Python reads
it), `[^]` is any character and `[]` none, `\\cJ` is a line feed, `\\d`, `\\w`, `\\s` and `.` are
JavaScript's sets, a named group is a group, identity escapes (`\\a` is `a` without `u`) are
literals, and `\\-` outside a class with `u` is a syntax error, as in JavaScript.

A pattern is anchored to the whole token (the reference anchors `^(?:src)$`). Tokens are ASCII,
lower-cased and without whitespace, so where JavaScript and RE2 could still differ (Unicode case
folding tables, line terminators under `m`), no token can tell.
"""

from __future__ import annotations

from typing import Any, Final

import re2

__all__ = ["FLAGS", "MAX_REPEAT", "Pattern", "PatternError", "compile_pattern"]

# JavaScript's flags. g, y and d change how a match is reported, not what matches a whole token.
FLAGS: Final = "dgimsuvy"
MAX_REPEAT: Final = 1000  # RE2's largest repetition count
_MAX_MEM: Final = 8 << 20  # RE2's memory for one compiled program (its default budget)
_MAX_CP: Final = 0x10FFFF

_SYNTAX = "^$\\.*+?()[]{}|"
_CONTROL_ESCAPES: Final = {"f": 0x0C, "n": 0x0A, "r": 0x0D, "t": 0x09, "v": 0x0B}
_HEX: Final = "0123456789abcdefABCDEF"
_DIGITS: Final = "0123456789"
_ASCII_LETTERS: Final = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

# JavaScript's \d, \w and \s as code point ranges.
_D: Final = [(0x30, 0x39)]
_W: Final = [(0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)]
_S: Final = [
    (0x09, 0x0D), (0x20, 0x20), (0xA0, 0xA0), (0x1680, 0x1680), (0x2000, 0x200A),
    (0x2028, 0x2029), (0x202F, 0x202F), (0x205F, 0x205F), (0x3000, 0x3000), (0xFEFF, 0xFEFF),
]
_LINE_TERMINATORS: Final = [(0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029)]
# Non-ASCII characters that Unicode case folding maps onto ASCII letters (long s, Kelvin sign).
_FOLD_TO_ASCII: Final = (0x017F, 0x212A)

# \p{...}: General_Category long names -> the short names RE2 knows.
_GENERAL_CATEGORIES: Final = {
    "Letter": "L", "Cased_Letter": "LC", "Uppercase_Letter": "Lu", "Lowercase_Letter": "Ll",
    "Titlecase_Letter": "Lt", "Modifier_Letter": "Lm", "Other_Letter": "Lo", "Mark": "M",
    "Combining_Mark": "M", "Nonspacing_Mark": "Mn", "Spacing_Mark": "Mc", "Enclosing_Mark": "Me",
    "Number": "N", "Decimal_Number": "Nd", "digit": "Nd", "Letter_Number": "Nl",
    "Other_Number": "No", "Punctuation": "P", "punct": "P", "Connector_Punctuation": "Pc",
    "Dash_Punctuation": "Pd", "Open_Punctuation": "Ps", "Close_Punctuation": "Pe",
    "Initial_Punctuation": "Pi", "Final_Punctuation": "Pf", "Other_Punctuation": "Po",
    "Symbol": "S", "Math_Symbol": "Sm", "Currency_Symbol": "Sc", "Modifier_Symbol": "Sk",
    "Other_Symbol": "So", "Separator": "Z", "Space_Separator": "Zs", "Line_Separator": "Zl",
    "Paragraph_Separator": "Zp", "Other": "C", "Control": "Cc", "cntrl": "Cc", "Format": "Cf",
    "Surrogate": "Cs", "Private_Use": "Co", "Unassigned": "Cn",
}
_GC_SHORT: Final = frozenset(_GENERAL_CATEGORIES.values())
# Binary properties we can write as ranges; the others are refused by name.
_BINARY: Final = {"Any": [(0, _MAX_CP)], "ASCII": [(0, 0x7F)], "ASCII_Hex_Digit": [(0x30, 0x39), (0x41, 0x46), (0x61, 0x66)]}


class PatternError(ValueError):
    """A pattern that is not JavaScript, or that cannot run in linear time; the message says why."""


class Pattern:
    """A compiled pattern: `fullmatch(token)` is JavaScript's `^(?:source)$` test, in linear time."""

    __slots__ = ("pattern", "flags", "translated", "_regex")

    def __init__(self, source: str, flags: str, translated: str, regex: Any) -> None:
        self.pattern = source
        self.flags = flags
        self.translated = translated
        self._regex = regex

    def fullmatch(self, token: str) -> bool:
        return self._regex.fullmatch(token) is not None

    def __reduce__(self) -> tuple[Any, ...]:
        return (compile_pattern, (self.pattern, self.flags))

    def __repr__(self) -> str:
        return f"Pattern(/{self.pattern}/{self.flags})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pattern) and (self.pattern, self.flags) == (other.pattern, other.flags)

    def __hash__(self) -> int:
        return hash((self.pattern, self.flags))


def _hex(cp: int) -> str:
    return f"\\x{{{cp:X}}}"


def _literal(cp: int) -> str:
    ch = chr(cp)
    if ch.isascii() and ch.isalnum():
        return ch
    return _hex(cp)


def _normalize(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for lo, hi in sorted(ranges):
        if out and lo <= out[-1][1] + 1:
            if hi > out[-1][1]:
                out[-1] = (out[-1][0], hi)
        else:
            out.append((lo, hi))
    return out


def _complement(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    at = 0
    for lo, hi in _normalize(ranges):
        if lo > at:
            out.append((at, lo - 1))
        at = hi + 1
    if at <= _MAX_CP:
        out.append((at, _MAX_CP))
    return out


def _class_of(ranges: list[tuple[int, int]], escapes: list[str] = ()) -> str:  # type: ignore[assignment]
    ranges = _normalize(ranges)
    if not ranges and not escapes:
        return f"[^\\x{{0}}-{_hex(_MAX_CP)}]"  # the empty class: matches nothing
    body = "".join(_hex(lo) if lo == hi else f"{_hex(lo)}-{_hex(hi)}" for lo, hi in ranges)
    return "[" + body + "".join(escapes) + "]"


class _ClassItem:
    """One class atom: a character, or a set (class escape / property)."""

    __slots__ = ("cp", "ranges", "escape")

    def __init__(self, cp: int | None = None, ranges: list[tuple[int, int]] | None = None, escape: str | None = None) -> None:
        self.cp = cp
        self.ranges = ranges
        self.escape = escape


class _Parser:
    """JavaScript RegExp source -> RE2 source, construct by construct (ECMAScript 22.2, Annex B)."""

    def __init__(self, source: str, flags: str) -> None:
        self.src = source
        self.i = 0
        self.unicode = "u" in flags
        self.ignore_case = "i" in flags
        self.multiline = "m" in flags
        self.dot_all = "s" in flags
        self.named_groups = self._has_named_groups()
        self.names: set[str] = set()

    # -- helpers -----------------------------------------------------------------------------

    def error(self, what: str, at: int | None = None) -> PatternError:
        at = self.i if at is None else at
        return PatternError(f"{what} (at offset {at})")

    def peek(self, k: int = 0) -> str:
        j = self.i + k
        return self.src[j] if j < len(self.src) else ""

    def _has_named_groups(self) -> bool:
        src = self.src
        i = 0
        in_class = False
        while i < len(src):
            c = src[i]
            if c == "\\":
                i += 2
                continue
            if in_class:
                if c == "]":
                    in_class = False
            elif c == "[":
                in_class = True
            elif src.startswith("(?<", i) and src[i + 3 : i + 4] not in ("=", "!"):
                return True
            i += 1
        return False

    def _check_fold(self, lo: int, hi: int, at: int) -> None:
        if self.ignore_case and not self.unicode:
            for cp in _FOLD_TO_ASCII:
                if lo <= cp <= hi:
                    raise self.error(
                        f"U+{cp:04X} under the i flag without u: RE2 folds it to an ASCII letter, "
                        "JavaScript without u does not; add the u flag or leave the character out",
                        at,
                    )

    # -- grammar -----------------------------------------------------------------------------

    def parse(self) -> str:
        out = self.disjunction()
        if self.i < len(self.src):
            c = self.peek()
            raise self.error("unmatched ')'" if c == ")" else f"unexpected {c!r}")
        return out

    def disjunction(self) -> str:
        parts = [self.alternative()]
        while self.peek() == "|":
            self.i += 1
            parts.append(self.alternative())
        return "|".join(parts)

    def alternative(self) -> str:
        out: list[str] = []
        while self.i < len(self.src) and self.peek() not in "|)":
            out.append(self.term())
        return "".join(out)

    def term(self) -> str:
        start = self.i
        assertion = self.assertion()
        if assertion is not None:
            if self._quantifier_ahead():
                raise self.error("nothing to repeat: a quantifier after an assertion")
            return assertion
        atom, astral = self.atom()
        quantifier = self.quantifier()
        if quantifier is None:
            return atom
        if astral and not self.unicode:
            raise self.error(
                "a quantifier after a character outside the Basic Multilingual Plane without the u "
                "flag repeats half of it in JavaScript; add the u flag",
                start,
            )
        if self._quantifier_ahead():
            raise self.error("nothing to repeat: a quantifier after a quantifier")
        return f"(?:{atom}){quantifier}"

    def assertion(self) -> str | None:
        c = self.peek()
        if c == "^":
            self.i += 1
            return "(?m:^)" if self.multiline else "\\A"
        if c == "$":
            self.i += 1
            return "(?m:$)" if self.multiline else "\\z"
        if c == "\\" and self.peek(1) in ("b", "B"):
            self.i += 2
            return "\\" + self.src[self.i - 1]
        for opener, name in (("(?=", "lookahead (?=...)"), ("(?!", "negative lookahead (?!...)"),
                             ("(?<=", "lookbehind (?<=...)"), ("(?<!", "negative lookbehind (?<!...)")):
            if self.src.startswith(opener, self.i):
                raise self.error(f"{name} cannot run in linear time (RE2 has no lookaround)")
        return None

    def _quantifier_ahead(self) -> bool:
        c = self.peek()
        if c in ("*", "+", "?"):
            return True
        return c == "{" and self._braced(self.i) is not None

    def _braced(self, at: int) -> tuple[int, int | None, int] | None:
        """A valid `{n}`, `{n,}` or `{n,m}` at `at`: (min, max or None, end), else None."""
        src = self.src
        j = at + 1
        k = j
        while k < len(src) and src[k] in _DIGITS:
            k += 1
        if k == j:
            return None
        low = int(src[j:k])
        if k < len(src) and src[k] == "}":
            return low, low, k + 1
        if k >= len(src) or src[k] != ",":
            return None
        m = k + 1
        n = m
        while n < len(src) and src[n] in _DIGITS:
            n += 1
        if n >= len(src) or src[n] != "}":
            return None
        high = int(src[m:n]) if n > m else None
        return low, high, n + 1

    def quantifier(self) -> str | None:
        c = self.peek()
        if c in ("*", "+", "?"):
            self.i += 1
            q = c
        elif c == "{":
            braced = self._braced(self.i)
            if braced is None:
                if self.unicode:
                    raise self.error("lone '{' is not allowed with the u flag; escape it as \\{")
                return None
            low, high, end = braced
            if high is not None and high < low:
                raise self.error(f"numbers out of order in {{{low},{high}}} quantifier")
            for count in (low, high):
                if count is not None and count > MAX_REPEAT:
                    raise self.error(f"repetition count {count} is over {MAX_REPEAT}, the most RE2 runs")
            self.i = end
            q = f"{{{low}}}" if high == low else (f"{{{low},}}" if high is None else f"{{{low},{high}}}")
        else:
            return None
        if self.peek() == "?":
            self.i += 1
            q += "?"
        return q

    def atom(self) -> tuple[str, bool]:
        """(RE2 text, whether it is one astral character)."""
        c = self.peek()
        at = self.i
        if c == ".":
            self.i += 1
            return (_class_of([(0, _MAX_CP)]) if self.dot_all else _class_of(_complement(_LINE_TERMINATORS))), False
        if c == "(":
            return self.group(), False
        if c == "[":
            return self.char_class(), False
        if c == "\\":
            return self.atom_escape()
        if c in "*+?":
            raise self.error(f"nothing to repeat: {c!r} with no atom before it")
        if c == "{":
            if self.unicode or self._braced(self.i) is not None:
                raise self.error("nothing to repeat: a {...} quantifier with no atom before it")
        elif c in "}]" and self.unicode:
            raise self.error(f"lone {c!r} is not allowed with the u flag; escape it")
        self.i += 1
        cp = ord(c)
        self._check_fold(cp, cp, at)
        return _literal(cp), cp > 0xFFFF

    def group(self) -> str:
        at = self.i
        src = self.src
        if src.startswith("(?:", self.i):
            self.i += 3
        elif src.startswith("(?<", self.i):
            self.i += 3
            end = src.find(">", self.i)
            name = src[self.i : end] if end >= 0 else ""
            if end < 0 or not _is_group_name(name):
                raise self.error("invalid group name in (?<name>...)", at)
            if name in self.names:
                raise self.error(f"duplicate group name {name!r}", at)
            self.names.add(name)
            self.i = end + 1
        elif src.startswith("(?", self.i):
            raise self.error("invalid group: '(?' must open (?:, (?<name>, a lookahead or a lookbehind", at)
        else:
            self.i += 1
        inner = self.disjunction()
        if self.peek() != ")":
            raise self.error("unterminated group", at)
        self.i += 1
        return f"(?:{inner})"

    # -- escapes -----------------------------------------------------------------------------

    def atom_escape(self) -> tuple[str, bool]:
        at = self.i
        c = self.peek(1)
        if not c:
            raise self.error("\\ at end of pattern")
        if c in "123456789":
            raise self.error(f"backreference or legacy octal escape \\{c} needs backtracking; RE2 cannot run it")
        if c == "k" and (self.unicode or self.named_groups):
            raise self.error("named backreference \\k<...> needs backtracking; RE2 cannot run it")
        if c == "c" and not self.unicode and not (self.peek(2) and self.peek(2) in _ASCII_LETTERS):
            self.i += 1  # Annex B: a backslash that does not start a control escape is itself
            return _literal(0x5C), False
        item = self.class_or_char_escape(in_class=False)
        if item.cp is not None:
            self._check_fold(item.cp, item.cp, at)
            return _literal(item.cp), item.cp > 0xFFFF
        return _class_of(item.ranges or [], [item.escape] if item.escape else []), False

    def class_or_char_escape(self, in_class: bool) -> _ClassItem:
        """The escape at `self.i` (a backslash): a character or a set."""
        at = self.i
        self.i += 1
        c = self.peek()
        self.i += 1
        if c in "dDwWsS":
            base = {"d": _D, "w": _W, "s": _S}[c.lower()]
            if c.lower() == "w" and self.ignore_case:
                # JavaScript with iu counts U+017F and U+212A as word characters; without u it does
                # not, but RE2 would fold them onto s and k, so they stay out of \W either way.
                base = base + [(cp, cp) for cp in _FOLD_TO_ASCII]
            return _ClassItem(ranges=_complement(base) if c.isupper() else list(base))
        if c in "pP" and self.unicode:
            return self.property_escape(c == "P", at)
        if c in _CONTROL_ESCAPES:
            return _ClassItem(cp=_CONTROL_ESCAPES[c])
        if c == "c":
            letter = self.peek()
            if letter and (letter in _ASCII_LETTERS or (in_class and not self.unicode and (letter in _DIGITS or letter == "_"))):
                self.i += 1
                return _ClassItem(cp=ord(letter) % 32)
            if self.unicode:
                raise self.error("\\c must be followed by a letter", at)
            # Annex B in a class: the backslash is a character and c is read next
            self.i -= 1
            return _ClassItem(cp=0x5C)
        if c == "0" and not (self.peek() and self.peek() in _DIGITS):
            return _ClassItem(cp=0)
        if c in _DIGITS:
            if self.unicode:
                raise self.error(f"invalid escape \\{c} with the u flag", at)
            raise self.error(f"legacy octal escape \\{c}... is not supported; write \\x or \\u", at)
        if c == "x":
            digits = self.src[self.i : self.i + 2]
            if len(digits) == 2 and all(d in _HEX for d in digits):
                self.i += 2
                return _ClassItem(cp=int(digits, 16))
            if self.unicode:
                raise self.error("\\x must be followed by two hex digits", at)
            return _ClassItem(cp=ord("x"))
        if c == "u":
            return _ClassItem(cp=self.unicode_escape(at))
        if c == "b" and in_class:
            return _ClassItem(cp=0x08)
        if c == "-" and in_class and self.unicode:
            return _ClassItem(cp=ord("-"))
        if self.unicode:
            if c in _SYNTAX or c == "/":
                return _ClassItem(cp=ord(c))
            raise self.error(f"invalid escape \\{c} with the u flag", at)
        if c == "k" and self.named_groups:  # pragma: no cover - atom_escape refuses it first
            raise self.error("named backreference \\k<...> needs backtracking", at)
        return _ClassItem(cp=ord(c))  # Annex B identity escape: \a is a

    def unicode_escape(self, at: int) -> int:
        src = self.src
        if self.unicode and self.peek() == "{":
            end = src.find("}", self.i)
            digits = src[self.i + 1 : end] if end > 0 else ""
            if not digits or not all(d in _HEX for d in digits) or int(digits, 16) > _MAX_CP:
                raise self.error("invalid \\u{...} escape", at)
            self.i = end + 1
            cp = int(digits, 16)
        else:
            digits = src[self.i : self.i + 4]
            if len(digits) != 4 or not all(d in _HEX for d in digits):
                if self.unicode:
                    raise self.error("\\u must be followed by four hex digits or {...}", at)
                return ord("u")
            self.i += 4
            cp = int(digits, 16)
            if self.unicode and 0xD800 <= cp <= 0xDBFF and src.startswith("\\u", self.i):
                low = src[self.i + 2 : self.i + 6]
                if len(low) == 4 and all(d in _HEX for d in low) and 0xDC00 <= int(low, 16) <= 0xDFFF:
                    self.i += 6
                    return 0x10000 + ((cp - 0xD800) << 10) + (int(low, 16) - 0xDC00)
        if 0xD800 <= cp <= 0xDFFF:
            raise self.error(
                f"\\u{cp:04X} is half of a surrogate pair: patterns match whole characters; "
                "write the character, or \\u{...} with the u flag",
                at,
            )
        return cp

    def property_escape(self, negated: bool, at: int) -> _ClassItem:
        src = self.src
        if self.peek() != "{":
            raise self.error("\\p must be followed by {...} with the u flag", at)
        end = src.find("}", self.i)
        if end < 0:
            raise self.error("unterminated \\p{...}", at)
        body = src[self.i + 1 : end]
        self.i = end + 1
        name, _, value = body.partition("=")
        what = f"\\{'P' if negated else 'p'}{{{body}}}"
        if value:
            if name in ("General_Category", "gc"):
                short = _GENERAL_CATEGORIES.get(value, value if value in _GC_SHORT else None)
                if short is None:
                    raise self.error(f"unknown General_Category value in {what}", at)
                return self._property(short, negated, what, at)
            if name in ("Script", "sc"):
                return self._property(value, negated, what, at)
            if name in ("Script_Extensions", "scx"):
                raise self.error(f"{what}: Script_Extensions is not supported by RE2; use sc=", at)
            raise self.error(f"unknown property {name!r} in {what}", at)
        short = _GENERAL_CATEGORIES.get(name, name if name in _GC_SHORT else None)
        if short is not None:
            return self._property(short, negated, what, at)
        if name in _BINARY:
            ranges = _BINARY[name]
            return _ClassItem(ranges=_complement(ranges) if negated else list(ranges))
        raise self.error(f"{what}: the property is not supported (RE2 knows General_Category and Script values)", at)

    def _property(self, name: str, negated: bool, what: str, at: int) -> _ClassItem:
        if name == "LC":
            escape = "\\p{Lu}\\p{Ll}\\p{Lt}"
            if negated:
                raise self.error(f"{what}: the negated cased-letter class is not supported", at)
            return _ClassItem(escape=escape)
        escape = f"\\{'P' if negated else 'p'}{{{name}}}"
        try:
            re2.compile(escape, _options(False))
        except re2.error:
            raise self.error(f"{what}: RE2 does not know {name!r}", at) from None
        return _ClassItem(escape=escape)

    # -- classes -----------------------------------------------------------------------------

    def char_class(self) -> str:
        at = self.i
        self.i += 1
        negated = self.peek() == "^"
        if negated:
            self.i += 1
        ranges: list[tuple[int, int]] = []
        escapes: list[str] = []
        while True:
            if self.i >= len(self.src):
                raise self.error("unterminated character class", at)
            if self.peek() == "]":
                self.i += 1
                break
            first_at = self.i
            first = self.class_atom()
            if self.peek() == "-" and self.peek(1) not in ("]", ""):
                dash_at = self.i
                self.i += 1
                second_at = self.i
                second = self.class_atom()
                if first.cp is None or second.cp is None:
                    if self.unicode:
                        raise self.error("a class escape cannot bound a range", dash_at)
                    self._add(first, ranges, escapes, first_at)  # Annex B: the dash is literal
                    ranges.append((0x2D, 0x2D))
                    self._add(second, ranges, escapes, second_at)
                    continue
                if second.cp < first.cp:
                    raise self.error("range out of order in character class", first_at)
                self._check_fold(first.cp, second.cp, first_at)
                ranges.append((first.cp, second.cp))
                continue
            self._add(first, ranges, escapes, first_at)
        if negated:
            if not ranges and not escapes:
                return _class_of([(0, _MAX_CP)])  # [^] matches any character
            # RE2 negates after case folding, as JavaScript does: never complement here
            body = "".join(_hex(lo) if lo == hi else f"{_hex(lo)}-{_hex(hi)}" for lo, hi in _normalize(ranges))
            return "[^" + body + "".join(escapes) + "]"
        return _class_of(ranges, escapes)

    def _add(self, item: _ClassItem, ranges: list[tuple[int, int]], escapes: list[str], at: int) -> None:
        if item.cp is not None:
            self._check_fold(item.cp, item.cp, at)
            ranges.append((item.cp, item.cp))
        if item.ranges:
            ranges.extend(item.ranges)
        if item.escape:
            escapes.append(item.escape)

    def class_atom(self) -> _ClassItem:
        c = self.peek()
        if c == "\\":
            if self.peek(1) in "123456789" or (self.peek(1) == "0" and self.peek(2) and self.peek(2) in _DIGITS):
                if self.unicode:
                    raise self.error(f"invalid escape \\{self.peek(1)} in a class with the u flag")
                raise self.error(f"legacy octal escape \\{self.peek(1)}... in a class is not supported; write \\x or \\u")
            if self.peek(1) == "k" and self.unicode:
                raise self.error("invalid escape \\k in a class with the u flag")
            if self.peek(1) == "B" and self.unicode:
                raise self.error("invalid escape \\B in a class with the u flag")
            return self.class_or_char_escape(in_class=True)
        self.i += 1
        return _ClassItem(cp=ord(c))


def _is_group_name(name: str) -> bool:
    if not name:
        return False
    first = name[0]
    if not (first in "$_" or first.isalpha()):
        return False
    return all(ch in "$_\u200c\u200d" or ch.isalnum() for ch in name[1:])


def _options(ignore_case: bool) -> Any:
    options = re2.Options()
    options.case_sensitive = not ignore_case
    options.log_errors = False
    options.max_mem = _MAX_MEM
    return options


def translate(source: str, flags: str = "") -> str:
    """The RE2 source that means what the JavaScript pattern `source` means under `flags`."""
    _check_flags(flags)
    return _Parser(source, flags).parse()


def _check_flags(flags: str) -> None:
    for flag in flags:
        if flag not in FLAGS:
            raise PatternError(f"unknown regex flag {flag!r}; JavaScript's flags are {FLAGS}")
        if flags.count(flag) > 1:
            raise PatternError(f"regex flag {flag!r} given twice")
    if "v" in flags:
        raise PatternError("the v flag (class set notation) is not supported; use u")


def compile_pattern(source: str, flags: str = "") -> Pattern:
    """Compile a JavaScript pattern for whole-token tests in linear time; raise `PatternError`."""
    if not isinstance(source, str):
        raise PatternError(f"a pattern must be a string, got {type(source).__name__}")
    translated = translate(source, flags)
    try:
        regex = re2.compile(translated, _options("i" in flags))
    except re2.error as err:
        reason = err.args[0].decode() if err.args and isinstance(err.args[0], bytes) else str(err)
        raise PatternError(f"RE2 cannot run it: {reason}") from None
    return Pattern(source, flags, translated, regex)
