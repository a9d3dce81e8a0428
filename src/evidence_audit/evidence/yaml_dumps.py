"""A tool result written as a YAML dump, read into the structure its JSON would parse to (round 17).

AgentDojo and other harnesses serve a tool's records as `yaml.safe_dump` writes them: a list of
mappings (`- amount: 100.0\n  date: '2022-01-01'\n  id: 1`), mappings nested by indentation,
sequences under a key at the key's own indentation. The rules that read records (column sums and
means, a record's keys, its siblings) read such a dump as they read the same records in JSON.

Only the block style `safe_dump` writes is read, by this small reader, line by line:

- block mappings (plain or quoted keys) and block sequences, nested by indentation (at most
  `MAX_DEPTH` levels); the empty collections `[]` and `{}`;
- plain scalars (a line, or folded over the lines after it), single- and double-quoted scalars
  (folded over lines; the double-quoted escapes);
- a plain scalar is a number only in JSON's own spelling (`100.0`, `-3`, `1.0e+20`), `null`/`~`
  or empty is null, YAML's booleans are booleans; every other plain scalar (a date, `012`, `1:30`,
  `.inf`) is the string it writes, so no number is read that the text does not write.

Anything else (anchors and aliases, tags, flow collections with items, block scalars, directives,
documents, tabs or carriage returns in the layout, a text over `MAX_DUMP_CHARS`) is no dump: the
reader returns None and the result stays text, tokens only. The work is one pass over the lines,
each line read a bounded number of times; nothing recurses deeper than `MAX_DEPTH`.
Pure: no I/O; the only module state is a bounded memo of the texts read lately (`dump_records`).
"""

from __future__ import annotations

import re
from typing import Any, Final

from .served import Served
from .text_memo import TextMemo

__all__ = ["MAX_DEPTH", "MAX_DUMP_CHARS", "dump_records", "looks_like_dump", "read_dump"]

MAX_DUMP_CHARS: Final = 1 << 17  # a longer text is not read as a dump (its tokens still are); the dev
# corpora's longest dump is 28 KB, and a record rule walks at most a few thousand nodes of a result
MAX_DEPTH: Final = 32  # collections nested deeper: no dump

# The first line of a dump: a sequence item, or a plain or quoted key then `:` (end or space).
_FIRST_LINE: Final = re.compile(r"(?:-|[A-Za-z0-9_][^:\n]*:|'[^'\n]*':|\"[^\"\n]*\":)(?: |\n|$)")
_INT: Final = re.compile(r"-?(?:0|[1-9][0-9]*)", re.ASCII)
_FLOAT: Final = re.compile(r"-?(?:0|[1-9][0-9]*)\.[0-9]+(?:[eE][-+]?[0-9]+)?", re.ASCII)
_NULLS: Final = frozenset(["", "~", "null", "Null", "NULL"])
_TRUE: Final = frozenset(["true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON", "y", "Y"])
_FALSE: Final = frozenset(["false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF", "n", "N"])
# A plain scalar may not start with these (YAML's indicators): a dump that writes one is not read.
_INDICATORS: Final = frozenset("&*!|>%@`#,[]{}'\"")
_ESCAPES: Final = {
    "0": "\0", "a": "\a", "b": "\b", "t": "\t", "\t": "\t", "n": "\n", "v": "\v", "f": "\f",
    "r": "\r", "e": "\x1b", " ": " ", '"': '"', "/": "/", "\\": "\\", "N": "\x85", "_": "\xa0",
    "L": "\u2028", "P": "\u2029",
}
_HEX_ESCAPES: Final = {"x": 2, "u": 4, "U": 8}
# A quoted scalar's body on one line: up to its closing quote or the line's end.
_SINGLE_BODY: Final = re.compile(r"[^']*(?:''[^']*)*")
_DOUBLE_BODY: Final = re.compile(r'[^"\\]*(?:\\.[^"\\]*)*')


class _NotADump(Exception):
    """The text leaves the subset read here."""


def looks_like_dump(text: str) -> bool:
    """Whether a text's first line opens a block sequence or mapping (a cheap test, asked first)."""
    return 0 < len(text) <= MAX_DUMP_CHARS and _FIRST_LINE.match(text) is not None


def read_dump(text: str) -> list[Any] | dict[str, Any] | None:
    """The records of a YAML dump as JSON would parse them (lists, dicts with string keys, strings,
    numbers, booleans, None), or None when the text is not a dump this reader reads."""
    if not looks_like_dump(text) or "\r" in text or "\t" in text:
        return None
    try:
        return _Reader(text).read()
    except _NotADump:
        return None


def _starts_sequence(text: str) -> bool:
    return text == "-" or text.startswith("- ")


def _odd_backslashes_at_end(s: str) -> bool:
    n = len(s) - len(s.rstrip("\\"))
    return n % 2 == 1


def _plain_value(text: str) -> Any:
    """A one-line plain scalar resolved: JSON's numbers, null, booleans; else the string."""
    if text in _NULLS:
        return None
    if _INT.fullmatch(text):
        return int(text) if len(text) <= 4300 else text
    if _FLOAT.fullmatch(text):
        return float(text)
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    return text


def _check_plain(text: str) -> None:
    """Refuse a plain scalar's line that YAML would read otherwise (an indicator, a comment, a key)."""
    c = text[0]
    if c in _INDICATORS or (c in "-?:" and (len(text) == 1 or text[1] == " ")):
        raise _NotADump
    if ": " in text or text.endswith(":") or " #" in text:
        raise _NotADump


def _unescape(raw: str) -> str:
    """A double-quoted piece's escapes decoded (a line's, its breaks handled by the caller)."""
    if "\\" not in raw:
        return raw
    out: list[str] = []
    i = 0
    n = len(raw)
    while i < n:
        c = raw[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        if i + 1 >= n:
            raise _NotADump
        e = raw[i + 1]
        if e in _ESCAPES:
            out.append(_ESCAPES[e])
            i += 2
        elif e in _HEX_ESCAPES:
            digits = raw[i + 2:i + 2 + _HEX_ESCAPES[e]]
            if len(digits) != _HEX_ESCAPES[e] or not all(d in "0123456789abcdefABCDEF" for d in digits):
                raise _NotADump
            code = int(digits, 16)
            if code > 0x10FFFF:
                raise _NotADump
            out.append(chr(code))
            i += 2 + len(digits)
        else:
            raise _NotADump
    return "".join(out)


def _fold(pieces: list[str], double: bool) -> str:
    """A quoted scalar's lines (quotes removed, escapes not yet decoded) folded as YAML folds them:
    a break between two lines is a space, each empty line a newline, the whitespace around a break
    dropped; in double quotes a `\\` ending a line joins the next line with nothing between."""
    out: list[str] = []
    newlines = 0
    joined = False  # the previous line ended with an escaped break
    last = len(pieces) - 1
    for k, raw in enumerate(pieces):
        piece = raw if k == 0 else raw.lstrip(" ")
        escaped_break = double and k < last and _odd_backslashes_at_end(piece)
        if escaped_break:
            piece = piece[:-1]
        elif k < last:
            stripped = piece.rstrip(" ")
            if double and len(stripped) < len(piece) and _odd_backslashes_at_end(stripped):
                stripped = piece[:len(stripped) + 1]  # `\ `: an escaped space stays
            piece = stripped
        if k > 0:
            if piece == "" and k < last and not joined:
                newlines += 1
                continue
            if not joined:
                out.append("\n" * newlines if newlines else " ")
            newlines = 0
        decoded = _unescape(piece) if double else piece.replace("''", "'")
        out.append(decoded)
        joined = escaped_break
    return "".join(out)


class _Reader:
    """One dump's lines, read once from the top: each line an indentation and its text."""

    __slots__ = ("indents", "texts", "raws", "n", "depth")

    def __init__(self, text: str) -> None:
        raw = text.split("\n")
        while raw and not raw[-1].strip(" "):
            raw.pop()
        self.indents: list[int] = []
        self.texts: list[str] = []  # each line's text, without its indentation or trailing spaces
        self.raws: list[str] = []  # with its trailing spaces (a quoted scalar's line keeps them)
        for line in raw:
            body = line.lstrip(" ")
            text = body.rstrip(" ")
            self.indents.append(len(line) - len(body) if text else -1)  # -1: an empty line
            self.texts.append(text)
            self.raws.append(body)
        self.n = len(raw)
        self.depth = 0

    def read(self) -> list[Any] | dict[str, Any]:
        if not self.n or self.indents[0] != 0:
            raise _NotADump
        for i in range(self.n):
            if self.indents[i] == 0 and (self.texts[i].startswith(("---", "...", "%", "#"))):
                raise _NotADump  # documents, directives, comments: not what safe_dump writes for records
        value, i = self._block(0, 0)
        if self._next_line(i) < self.n:
            raise _NotADump  # a line the structure does not hold
        return value

    def _next_line(self, i: int) -> int:
        while i < self.n and self.indents[i] < 0:
            i += 1
        return i

    def _block(self, i: int, indent: int) -> tuple[Any, int]:
        """The collection whose first line `i` writes at `indent`."""
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise _NotADump
        if _starts_sequence(self.texts[i]):
            value: Any = self._sequence(i, indent)
        else:
            value = self._mapping(i, indent)
        self.depth -= 1
        return value

    def _below(self, i: int, indent: int) -> tuple[Any, int]:
        """The value of an item or key whose line writes none (`-`, `key:`): the collection on the
        lines after it, deeper than `indent` (or a sequence at `indent` itself under a key), else null."""
        j = self._next_line(i + 1)
        if j < self.n and self.indents[j] > indent:
            return self._block(j, self.indents[j])
        return None, i + 1

    def _sequence(self, i: int, n: int) -> tuple[list[Any], int]:
        items: list[Any] = []
        while True:
            i = self._next_line(i)
            if i >= self.n or self.indents[i] != n or not _starts_sequence(self.texts[i]):
                return items, i
            text = self.texts[i]
            rest = text[1:].lstrip(" ")
            if not rest:
                value, i = self._below(i, n)
            else:
                col = n + len(text) - len(rest)
                self._start_at(i, len(text) - len(rest))
                value, i = self._inline(i, col, n)
            items.append(value)

    def _inline(self, i: int, col: int, parent: int) -> tuple[Any, int]:
        """A node that starts inside line `i` (after `- `) at column `col`."""
        text = self.texts[i]
        if _starts_sequence(text):
            return self._block(i, col)
        if self._key_of(text) is not None:
            return self._block(i, col)
        return self._scalar(i, parent)

    def _mapping(self, i: int, n: int) -> tuple[dict[str, Any], int]:
        record: dict[str, Any] = {}
        while True:
            i = self._next_line(i)
            if i >= self.n or self.indents[i] != n or _starts_sequence(self.texts[i]):
                return record, i
            text = self.texts[i]
            found = self._key_of(text)
            if found is None:
                raise _NotADump
            key, rest_at = found
            rest = text[rest_at:].lstrip(" ")
            value: Any  # a sequence, a collection or a scalar: compiled, a first list would fix its type
            if not rest:
                j = self._next_line(i + 1)
                if j < self.n and self.indents[j] == n and _starts_sequence(self.texts[j]):
                    self.depth += 1
                    if self.depth > MAX_DEPTH:
                        raise _NotADump
                    value, i = self._sequence(j, n)  # a sequence under a key, at the key's indentation
                    self.depth -= 1
                else:
                    value, i = self._below(i, n)
            else:
                if _starts_sequence(rest) or self._key_of(rest) is not None:
                    raise _NotADump  # `a: - b`, `a: b: c`: not block YAML
                self._start_at(i, len(text) - len(rest))
                value, i = self._scalar(i, n)
            record[key] = value

    def _start_at(self, i: int, offset: int) -> None:
        """Line `i` read on from `offset` of its text (what follows `- ` or a key's `: `)."""
        self.indents[i] += offset
        self.texts[i] = self.texts[i][offset:]
        self.raws[i] = self.raws[i][offset:]

    def _key_of(self, text: str) -> tuple[str, int] | None:
        """A mapping line's key and where the text after its `:` starts, or None when the line
        writes no key."""
        c = text[0]
        if c == "'" or c == '"':
            end = _closing_quote(text, 1, c)
            if end < 0:
                return None
            after = end + 1
            if text[after:after + 1] != ":" or (after + 1 < len(text) and text[after + 1] != " "):
                return None
            raw = text[1:end]
            return (_unescape(raw) if c == '"' else raw.replace("''", "'")), after + 1
        if c == "?" and (len(text) == 1 or text[1] == " "):
            raise _NotADump  # a complex key
        at = text.find(": ")
        if at < 0:
            if not text.endswith(":"):
                return None
            at = len(text) - 1
        key = text[:at].rstrip(" ")
        if not key:
            raise _NotADump
        _check_plain(key)
        return key, at + 1

    def _scalar(self, i: int, parent: int) -> tuple[Any, int]:
        """The scalar that starts line `i`'s text; its continuation lines are deeper than `parent`."""
        text = self.texts[i]
        c = text[0]
        if c == "'" or c == '"':
            return self._quoted(i, parent, c)
        if text == "[]":
            return [], i + 1
        if text == "{}":
            return {}, i + 1
        _check_plain(text)
        parts = [text]
        newlines = 0
        last = i
        j = i + 1
        while j < self.n:
            if self.indents[j] < 0:
                newlines += 1
                j += 1
                continue
            if self.indents[j] <= parent:
                break
            more = self.texts[j]
            if more.startswith("#") or ": " in more or more.endswith(":") or " #" in more:
                raise _NotADump
            parts.append("\n" * newlines if newlines else " ")
            parts.append(more)
            newlines = 0
            last = j
            j += 1
        if len(parts) == 1:
            return _plain_value(text), i + 1
        return "".join(parts), last + 1

    def _quoted(self, i: int, parent: int, quote: str) -> tuple[str, int]:
        pieces: list[str] = []
        line = self.raws[i][1:]
        j = i
        while True:
            end = _closing_quote(line, 0, quote)
            if end >= 0:
                pieces.append(line[:end])
                if line[end + 1:].strip(" "):
                    raise _NotADump  # something after the closing quote
                return _fold(pieces, quote == '"'), j + 1
            pieces.append(line)
            j += 1
            if j >= self.n:
                raise _NotADump  # the quote never closes
            if self.indents[j] < 0:
                line = ""
            elif self.indents[j] <= parent:
                raise _NotADump
            else:
                line = self.raws[j]


def _closing_quote(text: str, start: int, quote: str) -> int:
    """The offset of the quote that closes a scalar whose body starts at `start`, or -1."""
    body = (_SINGLE_BODY if quote == "'" else _DOUBLE_BODY).match(text, start)
    if body is None:
        return -1
    end = body.end()
    return end if end < len(text) and text[end] == quote else -1


_READ: Final[TextMemo[tuple[Served | None]]] = TextMemo(entries=64, chars=1 << 21)


def dump_records(served: Served) -> Served | None:
    """A text result's records when its text is a dump this reader reads (a reading of the
    records only: `parsed`, no text), else None; each text read once while it is kept (`_READ`)."""
    text = served.text
    if served.has_parsed or not text or not looks_like_dump(text):
        return None
    return _READ.read(text, _records_read)[0]


def _records_read(text: str) -> tuple[Served | None]:
    """`text`'s dump read as records (kept in `_READ`: a one-tuple, since None says "not kept")."""
    value = read_dump(text)
    return (None if value is None else Served(parsed=value, has_parsed=True),)
