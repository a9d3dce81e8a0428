"""Read one served tool result the way the reference does: JSON, JSON + note, several values, cut JSON.

A tool result is evidence exactly as the model was served it. Frameworks append notes after the
tool's own JSON, log several JSON values in one result, or cut a long result mid-value; the
reference reads all of these (spec section 6.1), and so do we:

- one JSON value: the parsed value;
- JSON values one after another, maybe followed by text: every complete value, then the rest;
- JSON cut short: a token-by-token prefix reader keeps every complete leaf and the whole words of
  a string the cut ran through (`json_prefix_of`; most are read faster by closing the brackets
  the cut left open and parsing that, with the same leaves);
- anything else is text.

JSON is strict (no NaN or Infinity, as `JSON.parse`), numbers print the ECMAScript way, and objects
walk in ECMAScript property order (`js_items`). Absence envelopes lose their `looked_for` key and
capped results have their `head` read as a result of its own (`as_evidence`).
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterable
from typing import Any, Final, NamedTuple

import orjson

from .. import jsontext
from .normalize import es_trim, es_trim_start, js_number_string

__all__ = [
    "JsonPrefix",
    "LeadingValues",
    "Served",
    "as_evidence",
    "is_plain_object",
    "js_items",
    "json_prefix_of",
    "leading_json_values",
    "parse_json",
    "read_result",
]

_NOT_JSON = object()


class Served(NamedTuple):
    """What one result carried: `parsed` (JSON evidence) and `tail` (text after it), or `text`."""

    parsed: Any = None
    tail: str | None = None
    text: str | None = None
    has_parsed: bool = False


class LeadingValues(NamedTuple):
    values: list[Any]
    rest: str


class JsonPrefix(NamedTuple):
    leaves: list[str]
    words: str | None


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _parse_int(text: str) -> int | float:
    # Python refuses to convert integers of more than 4,300 digits; JavaScript reads them as a
    # double (Infinity), so do the same rather than reject the whole result.
    return int(text) if len(text) <= 4300 else float(text)


_strict_decoder = json.JSONDecoder(parse_constant=_reject_constant, parse_int=_parse_int)


# orjson refusals that JavaScript's JSON.parse accepts: lone surrogates, numbers past a double
# (Infinity), nesting past orjson's depth limit. Anything else orjson refuses, JSON.parse refuses.
_WORTH_A_RETRY: Final = ("surrogate", "infinity", "depth", "integer", "64-bit", "UTF-8", "utf-8")


def parse_json(text: str) -> Any:
    """Parse strict JSON (as `JSON.parse`); return the module's `_NOT_JSON` marker on failure.

    orjson is the fast path; the standard library takes what orjson refuses but JavaScript accepts
    (integers past 64 bits, lone surrogates in strings), and `jsontext.loads` what is nested too
    deep for either (up to `jsontext.MAX_DEPTH` levels).
    """
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError as err:
        if not any(word in err.msg for word in _WORTH_A_RETRY):
            return _NOT_JSON  # cut short, trailing text, a bad literal: not JSON to anyone
    try:
        return _strict_decoder.decode(text)
    except ValueError:
        return _NOT_JSON
    except RecursionError:
        pass
    try:
        return jsontext.loads(text)
    except ValueError:
        return _NOT_JSON


def is_json(value: Any) -> bool:
    return value is not _NOT_JSON


_ARRAY_INDEX = re.compile(r"0|[1-9][0-9]{0,9}", re.ASCII)


def _is_array_index(key: str) -> bool:
    return bool(_ARRAY_INDEX.fullmatch(key)) and int(key) < 4294967295


def js_items(obj: dict[str, Any]) -> Iterable[tuple[str, Any]]:
    """An object's entries in ECMAScript property order: integer-like keys ascending, then the rest."""
    for key in obj:
        if key and key[0] in "0123456789" and _is_array_index(key):
            break
    else:
        return obj.items()
    keys = obj.keys()
    index_keys = sorted((k for k in keys if _is_array_index(k)), key=int)
    index_set = set(index_keys)
    ordered = [(k, obj[k]) for k in index_keys]
    ordered.extend((k, v) for k, v in obj.items() if k not in index_set)
    return ordered


def is_plain_object(value: Any) -> bool:
    return isinstance(value, dict)


# --- several JSON values, or JSON followed by text ------------------------------------------

_JSON_SPACE = " \t\r\n"


# A complete JSON string (escapes skipped) or one bracket: what bracket counting looks at.
_BRACKET_SCAN: Final = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.S)


def _bracket_extent(text: str, start: int) -> int:
    """End (exclusive) of the bracketed value opening at `start`, counting brackets outside strings.

    Returns -1 when the value does not close before the text ends. (A string left open makes
    the scanner count brackets inside it; the extent it may then report holds a lone quote and
    never parses, which ends the reading exactly as a value that does not close.)
    """
    depth = 0
    for match in _BRACKET_SCAN.finditer(text, start):
        c = text[match.start()]
        if c == '"':
            continue
        if c == "{" or c == "[":
            depth += 1
        else:
            depth -= 1
            if depth == 0:
                return match.end()
    return -1


def _value_end(err: orjson.JSONDecodeError, start: int) -> int | None:
    """Where orjson's error says the JSON value opening at `start` ended: the offset of what
    follows it, or -1 when the text ends first; None when it cannot say (then brackets are counted)."""
    if err.msg == "unexpected content after document":
        return start + err.pos  # a complete value, then (after JSON whitespace) something else
    if err.msg == "unexpected end of data":
        return -1  # no value closes before the text ends
    return None


def _first_value_end(text: str, start: int) -> int | None:
    """`_value_end` of the value opening at `start` (None too for a value orjson refuses but
    JavaScript reads, such as a lone surrogate)."""
    try:
        orjson.loads(text[start:] if start else text)
    except orjson.JSONDecodeError as err:
        return _value_end(err, start)
    return None


def _parse_whole(text: str) -> tuple[Any, int | None]:
    """`parse_json(text)`, and when it is not JSON, `_first_value_end(text, 0)` from the same try."""
    try:
        return orjson.loads(text), None
    except orjson.JSONDecodeError as err:
        if not any(word in err.msg for word in _WORTH_A_RETRY):
            return _NOT_JSON, _value_end(err, 0)
    try:
        return _strict_decoder.decode(text), None
    except (ValueError, RecursionError):
        return _NOT_JSON, None


_ASK = -2  # leading_json_values: where the first value ends is not known yet


def leading_json_values(text: str, first_end: int | None = _ASK) -> LeadingValues:
    """Read complete bracketed JSON values from the start; the rest is everything after them.

    `first_end` is where the first value ends when the caller already asked orjson (at offset 0).
    """
    values: list[Any] = []
    i = 0
    n = len(text)
    while True:
        j = i
        while j < n and text[j] in _JSON_SPACE:
            j += 1
        if j >= n or text[j] not in "{[":
            break
        if values:
            end = None
        elif first_end != _ASK and j == 0:
            end = first_end
        else:
            end = _first_value_end(text, j)  # orjson tells where the first value ends
        if end is None:
            if _opens_with_text(text, j):
                break  # (speed37) `[note: ...]` after the values: no JSON, read without a parse
            end = _bracket_extent(text, j)
        if end < 0:
            break
        value = parse_json(text[j:end])
        if value is _NOT_JSON:
            break
        values.append(value)
        i = end
    return LeadingValues(values, es_trim_start(text[i:]))


# --- JSON cut short ------------------------------------------------------------------------------

# A complete JSON number literal, and every prefix a number literal can have.
_JSON_NUMBER: Final = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?", re.ASCII)
_JSON_NUMBER_PREFIX: Final = re.compile(
    r"-|-?(?:0|[1-9][0-9]*)(?:\.(?:[0-9]+(?:[eE](?:[-+]?[0-9]*)?)?)?|[eE](?:[-+]?[0-9]*)?)?",
    re.ASCII,
)
# One token of a JSON prefix, after any separators, as (bracket, complete string, the cut string's
# body, literal): a bracket, a complete string, a lone quote (a string the cut ran through: its body
# is the rest of the text, where the reading stops), or a literal (true, false, null, a number, or
# something not JSON).
_PREFIX_TOKENS: Final = re.compile(
    r'[ \t\r\n,:]*(?:([\[\]{}])|("[^"\\]*(?:\\.[^"\\]*)*")|"(.*)|([^ \t\r\n,:\[\]{}"]+))', re.S
)
_PREFIX_SEPARATORS: Final = " \t\r\n,:"
_CONTROL: Final = re.compile(r"[\x00-\x1f]")  # raw control characters: not allowed in a JSON string
_LITERAL_PREFIXES: Final = frozenset(
    ["t", "tr", "tru", "true", "f", "fa", "fal", "fals", "false", "n", "nu", "nul", "null"]
)


def _opens_with_text(text: str, start: int) -> bool:
    """The token after the bracket at `start` is a literal JSON does not have and not the text's
    last token (`[note: served from cache]`, `[INFO] started`): no JSON value, whole or cut, opens
    at `start`, so neither reader need read on."""
    second = _PREFIX_TOKENS.match(text, start + 1)
    if second is None or second.end() >= len(text):
        return False
    literal = second.group(4)
    return bool(literal) and literal != "true" and literal != "false" and literal != "null" and not _JSON_NUMBER.fullmatch(literal)


def _cut_string_words(body: str) -> str | None:
    """The words of a string the cut ran through: its body up to the last space, read as JSON."""
    last_space = body.rfind(" ")
    if last_space < 0:
        return None
    head = body[:last_space]
    value = parse_json('"' + head + '"')
    if value is _NOT_JSON or not isinstance(value, str) or not value.strip():
        return None
    return value


# (speed37) The cut-JSON reader's fast path (`_prefix_by_closing`) reads the text's structure with
# one `findall`: each complete string (as ""), each bracket outside strings, the string the cut ran
# through (its quote and the rest of the text), and what follows the last of them (as ""). What
# lies between them is taken with the next one, so the scan never retries a position (linear).
_STRUCTURE: Final = re.compile(r'[^"\[\]{}]*+(?:"[^"\\]*+(?:\\.[^"\\]*+)*+"|([\[\]{}]|".*))|[^"\[\]{}]++\Z', re.S)
_NOT_LITERAL: Final = ' \t\r\n,:[]{}"'
_CLOSERS: Final = str.maketrans("[{", "]}")
_NOT_BRACKET: Final = bytes(c for c in range(256) if c not in b"[]{}")
# Brackets still open at the cut are found by deleting matched pairs, a pass per level of nesting;
# past this many levels (or values nested deeper than it) the token reader reads the text.
_CLOSING_DEPTH: Final = 64
# A longer text is left to the token reader, whose memory the hostile inputs measured (hostile35).
_CLOSING_CHARS: Final = 1 << 20
_SAFE_INT: Final = 1 << 53  # an int below this in magnitude prints as str() does (js_number_string)
_NO_KEYS: Final = itertools.repeat(None)  # a list's items walked as an object's, with no key


def _prefix_by_closing(text: str, pos: int) -> JsonPrefix | None:
    """`json_prefix_of(text)` read by orjson: the text up to its last complete token, closed with
    the brackets it left open, parsed, and its leaves walked in text order; None when this way
    cannot tell (the token reader then reads the text, and gives every refusal).

    Whatever orjson parses is read alike by the token reader, which ignores separators: strings,
    `true`, `false` and numbers are its leaves in text order (orjson reads a number as `float` does
    its literal, or refuses it), `null` is skipped. A key the cut left without its value gets one
    (`: null`), so the closed text parses. Two things orjson would read otherwise are turned away:
    a key repeated in one object (orjson keeps one; the count of strings walked, against the count
    written, tells) and a value that closed the outermost bracket before the cut (no bracket left
    open, or text after the first value, which orjson refuses).
    """
    end = len(text)
    if end > _CLOSING_CHARS:
        return None
    words: str | None = None
    if text.find("\\", pos) < 0:  # no escape: every quote opens or closes a string
        quotes = text.count('"', pos)
        strings = quotes >> 1
        in_string = quotes & 1 == 1
        if in_string:  # the cut ran through a string, opened by the last quote: its words
            end = text.rfind('"')
            words = _cut_string_words(text[end + 1 :])
        # every bracket, those in strings too: a guess at what is left open, which only
        # orjson's parse of the closed text below confirms (a wrong one leaves it to the reader)
        written = text[pos:end].encode("utf-8", "surrogatepass").translate(None, _NOT_BRACKET).decode("ascii")
    else:
        structure = _STRUCTURE.findall(text, pos)
        in_string = structure[-1][:1] == '"'
        if in_string:  # the cut ran through a string: its words
            body = structure.pop()
            end -= len(body)
            words = _cut_string_words(body[1:])
        elif text[-1] not in '"[]{}':
            structure.pop()  # what follows the last string or bracket: not a string
        written = "".join(structure)
        strings = len(structure) - len(written)
    if not in_string and text[-1] not in _NOT_LITERAL:  # the cut ran through a literal: never a leaf
        while end > pos and text[end - 1] not in _NOT_LITERAL:
            end -= 1
        literal = text[end:]
        if literal not in _LITERAL_PREFIXES and not _JSON_NUMBER_PREFIX.fullmatch(literal):
            return None
    brackets = written
    for _ in range(_CLOSING_DEPTH):
        paired = brackets.replace("[]", "").replace("{}", "")
        if len(paired) == len(brackets):
            break
        brackets = paired
    else:
        return None
    if not brackets or "]" in brackets or "}" in brackets:
        return None
    closers = brackets[::-1].translate(_CLOSERS)
    written_head = text[pos:end]
    head = written_head.rstrip(_PREFIX_SEPARATORS)
    # a key's colon was cut off its value: the key needs one (asked first, as a parse that fails costs)
    keyed = brackets[-1] == "{" and ":" in written_head[len(head) :]
    for with_value in (keyed, not keyed):
        try:
            value = orjson.loads(head + ":null" + closers if with_value else head + closers)
        except orjson.JSONDecodeError:
            continue
        leaves: list[str] = []
        if _walk_leaves(value, leaves, 0) != strings:
            return None
        return JsonPrefix(leaves, words)
    return None


def _walk_leaves(node: Any, out: list[str], depth: int) -> int:
    """Append a parsed value's leaves in text order, as the token reader takes them (keys and
    strings as they are, numbers the ECMAScript way, `true`/`false`, no `null`); return how many
    strings (keys included) were walked, or -1 past `_CLOSING_DEPTH` levels."""
    if depth >= _CLOSING_DEPTH:
        return -1
    strings = 0
    pairs: Iterable[tuple[Any, Any]] = node.items() if type(node) is dict else zip(_NO_KEYS, node)
    for key, value in pairs:
        if key is not None:
            out.append(key)
            strings += 1
        kind = type(value)
        if kind is str:
            out.append(value)
            strings += 1
        elif kind is float:  # js_number_string's common case inline, as index.flatten reads it
            text = repr(value)
            if "e" in text or "n" in text or value == 0:
                out.append(js_number_string(value))
            else:
                out.append(text[:-2] if text.endswith(".0") else text)
        elif kind is int:
            out.append(str(value) if -_SAFE_INT < value < _SAFE_INT else js_number_string(value))
        elif kind is bool:
            out.append("true" if value else "false")
        elif kind is dict or kind is list:
            inner = _walk_leaves(value, out, depth + 1)
            if inner < 0:
                return -1
            strings += inner
    return strings


def json_prefix_of(text: str) -> JsonPrefix | None:
    """Read JSON that was cut short, token by token: complete leaves and the cut string's words.

    Returns None when the text is not a JSON prefix: it does not open with a bracket, a literal is
    not JSON, brackets do not nest, or the outermost bracket closes (a complete value that did not
    parse is not JSON).

    The tokens come from one `findall` (`_PREFIX_TOKENS`): after separators, a bracket, a quote or
    a literal character always starts a token, so its matches are contiguous, as matching token
    by token from the start would find them, and it stops only where separators alone are left.
    (speed37) Most cut results are first closed and parsed by orjson (`_prefix_by_closing`), with
    the same leaves and words; what that cannot tell is read token by token (`_prefix_by_tokens`).
    """
    n = len(text)
    pos = 0
    while pos < n and text[pos] in _JSON_SPACE:
        pos += 1
    if pos >= n or text[pos] not in "{[":
        return None
    if _opens_with_text(text, pos):
        return None  # text in brackets (`[note: ...]`, `[INFO] ...`): refused before reading the rest
    closed = _prefix_by_closing(text, pos)
    if closed is not None:
        return closed
    return _prefix_by_tokens(text, pos)


def _prefix_by_tokens(text: str, pos: int) -> JsonPrefix | None:
    """`json_prefix_of(text)` read token by token from `pos` (its opening bracket): what the fast
    path (`_prefix_by_closing`) leaves to it, and every refusal."""
    leaves: list[str] = []
    stack: list[str] = []
    tokens = _PREFIX_TOKENS.findall(text, pos)
    last = len(tokens) - 1
    ends_in_token = text[-1] not in _PREFIX_SEPARATORS
    # a text with no backslash and no raw control character: every complete string is its body as
    # written (asked once of the whole text, not of each string)
    plain = "\\" not in text and _CONTROL.search(text) is None
    for i in range(len(tokens)):
        bracket, string, cut, literal = tokens[i]
        if bracket:
            c = bracket
            if c == "{" or c == "[":
                stack.append("}" if c == "{" else "]")
            elif not stack or stack.pop() != c or not stack:
                return None
        elif string:
            if plain or ("\\" not in string and not _CONTROL.search(string)):
                leaves.append(string[1:-1])
            else:
                value = parse_json(string)
                if value is _NOT_JSON:
                    return None
                leaves.append(value)
        elif not literal:  # a lone quote: the text ends inside this string
            return JsonPrefix(leaves, _cut_string_words(cut))
        elif i == last and ends_in_token:  # the text ends inside this literal: it is never a leaf
            if literal in _LITERAL_PREFIXES or _JSON_NUMBER_PREFIX.fullmatch(literal):
                return JsonPrefix(leaves, None)
            return None
        elif literal == "true" or literal == "false":
            leaves.append(literal)
        elif literal == "null":
            pass
        elif _JSON_NUMBER.fullmatch(literal):
            leaves.append(js_number_string(float(literal)))
        else:
            return None
    return JsonPrefix(leaves, None)


# --- what a parsed result counts as evidence ----------------------------------------------------

_RECORD_ONLY_LISTS = ("checked", "not_checked", "cannot_cover")
_RECORD_ONLY_KEYS: Final = ("short", "kind")


def _is_absence(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and value.get("af_absent") is True
        and isinstance(value.get("checked"), list)
        and len(value["checked"]) > 0
    )


def _strip_record_only(obj: dict[str, Any]) -> dict[str, Any]:
    out = dict(obj)
    for list_key in _RECORD_ONLY_LISTS:
        items = out.get(list_key)
        if isinstance(items, list):
            out[list_key] = [
                {k: v for k, v in item.items() if k not in _RECORD_ONLY_KEYS}
                if isinstance(item, dict)
                else item
                for item in items
            ]
    return out


def _absence_evidence(absence: dict[str, Any]) -> dict[str, Any]:
    stripped = _strip_record_only(absence)
    stripped.pop("looked_for", None)
    return stripped


def as_evidence(value: Any) -> Any:
    """Filter a parsed result to what it counts as evidence: absences, ledgers and capped results."""
    if not isinstance(value, dict):
        return value
    if _is_absence(value):
        return _absence_evidence(value)
    coverage = value.get("af_coverage")
    if isinstance(coverage, dict) and "result" in value:
        marker = _strip_record_only({k: v for k, v in value.items() if k != "result"})
        marker["af_coverage"] = _strip_record_only(coverage)
        inner = value["result"]
        if _is_absence(inner):
            return [marker, _absence_evidence(inner)]
        whole = dict(marker)
        whole["result"] = inner
        return whole
    if value.get("truncated") is True and isinstance(value.get("reason"), str):
        head = value.get("head")
        if isinstance(head, str):
            head_read = read_result(head)
            if head_read.has_parsed:
                if head_read.tail is not None:
                    return [value, head_read.parsed, head_read.tail]
                return [value, head_read.parsed]
        return value
    return value


def read_result(content: Any, tool_chars: Any = None) -> Served:
    """Read one served tool result into its JSON evidence and text tail, or plain text (6.1)."""
    if not isinstance(content, str):
        return Served(parsed=content, has_parsed=True)
    if isinstance(tool_chars, float) and tool_chars.is_integer():
        tool_chars = int(tool_chars)  # JSON has one number type: 5.0 is the integer 5
    if (
        isinstance(tool_chars, int)
        and not isinstance(tool_chars, bool)
        and 0 <= tool_chars <= len(content)
    ):
        content = content[:tool_chars]
    trimmed = es_trim(content)
    if not trimmed or trimmed[0] not in "{[":
        return Served(text=content)
    whole, first_end = _parse_whole(trimmed)
    if whole is not _NOT_JSON:
        return Served(parsed=as_evidence(whole), has_parsed=True)
    leading = leading_json_values(trimmed, first_end)
    if not leading.values:
        prefix = json_prefix_of(trimmed)
        if prefix is None:
            return Served(text=content)
        return Served(parsed=prefix.leaves, tail=prefix.words, has_parsed=True)
    items = [as_evidence(v) for v in leading.values]
    rest = leading.rest
    tail: str | None = rest or None
    if rest:
        cut = json_prefix_of(rest)
        if cut is not None:
            items.append(cut.leaves)
            tail = cut.words
    parsed = items[0] if len(items) == 1 else items
    return Served(parsed=parsed, tail=tail, has_parsed=True)
