"""JSON as JavaScript's `JSON.parse` reads it, for the lines and results orjson refuses. Pure code.

orjson is the fast path everywhere. It refuses some JSON that `JSON.parse` accepts: a lone
surrogate escape (`"cut \\ud83d"`, which an exporter writes when it cuts an emoji), nesting deeper
than 1,024 levels, and (when writing) nesting deeper than 254 levels or integers past 64 bits.
Those inputs come here:

- `loads` parses strict JSON with an explicit stack (no depth limit, linear time): lone surrogates
  are kept, duplicate keys keep their first position and last value, integers of any size are
  read (past 4,300 digits as a float, as JavaScript reads them as a double);
- `dumps_compact` writes a value back compactly, with an explicit stack;
- `scrub_surrogates` replaces lone surrogates with U+FFFD where text must become UTF-8 (a Beam
  shuffle, an output file). Tokens split at every non-ASCII character, so this changes no value;
- `not_utf8` says where a byte string stops being UTF-8, for an error a person can act on;
- `compressed_hint` names a compressed file read as plain text (its first bytes are gzip's, bzip2's
  or zstd's magic: the file's name lacks the extension);
- `unclosed_hint` names the usual cause of a line that opens an object or array it does not
  close: the file is indented JSON (one document over many lines), not JSON Lines.
"""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["MAX_DEPTH", "dumps_compact", "loads", "not_utf8", "compressed_hint", "scrub_surrogates", "unclosed_hint"]

# The deepest nesting read. JSON.parse has no limit of its own, but walking a value builds a path
# per node, so depth d costs d squared: 10,000 levels stays well under a second. Deeper is refused.
MAX_DEPTH = 10_000

_SPACE = re.compile(r"[ \t\n\r]*")
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?")
_SCANSTRING = json.decoder.scanstring  # type: ignore[attr-defined]
_LITERALS = (("true", True), ("false", False), ("null", None))
_SURROGATE = re.compile(r"[\ud800-\udfff]")


def _number(text: str, at: int) -> tuple[Any, int]:
    match = _NUMBER.match(text, at)
    if match is None:
        raise ValueError(f"unexpected character {text[at]!r} at offset {at}")
    raw = match.group()
    if match.group(1) is None and match.group(2) is None:
        value: Any = int(raw) if len(raw) <= 4300 else float(raw)
    else:
        value = float(raw)
    return value, match.end()


def _scalar(text: str, at: int) -> tuple[Any, int]:
    c = text[at]
    if c == '"':
        try:
            return _SCANSTRING(text, at + 1, True)
        except ValueError as err:
            raise ValueError(f"bad string at offset {at}: {err}") from None
    for word, value in _LITERALS:
        if text.startswith(word, at):
            return value, at + len(word)
    return _number(text, at)


def loads(text: str | bytes, max_depth: int = MAX_DEPTH) -> Any:
    """Parse one strict JSON value (as `JSON.parse`); raise ValueError saying where it failed.

    Values nested deeper than `max_depth` are refused (ValueError), see `MAX_DEPTH`.
    """
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text).decode("utf-8")
    n = len(text)
    at = _SPACE.match(text, 0).end()
    # stack of [container, pending key or None]
    stack: list[list[Any]] = []
    value: Any = None
    while True:
        if at >= n:
            raise ValueError("unexpected end of JSON")
        c = text[at]
        if c == "{" or c == "[":
            container: Any = {} if c == "{" else []
            if len(stack) >= max_depth:
                raise ValueError(f"nested deeper than {max_depth:,} levels at offset {at}")
            stack.append([container, None])
            at = _SPACE.match(text, at + 1).end()
            close = "}" if c == "{" else "]"
            if at < n and text[at] == close:
                value = stack.pop()[0]
                at += 1
            elif c == "{":
                at = _key(text, at, stack[-1])
                continue
            else:
                continue
        else:
            value, at = _scalar(text, at)
        # a value is complete: attach it, then read separators until the next value is due
        while True:
            if not stack:
                at = _SPACE.match(text, at).end()
                if at != n:
                    raise ValueError(f"extra data at offset {at}")
                return value
            top = stack[-1]
            container = top[0]
            if type(container) is dict:
                container[top[1]] = value
            else:
                container.append(value)
            at = _SPACE.match(text, at).end()
            if at >= n:
                raise ValueError("unexpected end of JSON")
            c = text[at]
            if c == ",":
                at = _SPACE.match(text, at + 1).end()
                if type(container) is dict:
                    at = _key(text, at, top)
                break
            if c == ("}" if type(container) is dict else "]"):
                value = stack.pop()[0]
                at += 1
                continue
            raise ValueError(f"expected ',' or a closing bracket at offset {at}")


def _key(text: str, at: int, top: list[Any]) -> int:
    """Read `"key" :` at `at` into the top frame; return where its value starts."""
    if at >= len(text) or text[at] != '"':
        raise ValueError(f"expected a string key at offset {at}")
    key, at = _scalar(text, at)
    at = _SPACE.match(text, at).end()
    if at >= len(text) or text[at] != ":":
        raise ValueError(f"expected ':' at offset {at}")
    top[1] = key
    return _SPACE.match(text, at + 1).end()


def dumps_compact(value: Any) -> str:
    """Write a JSON value compactly (as orjson does, non-ASCII kept), with no depth limit."""
    out: list[str] = []
    # stack of iterators over (prefix, value) pairs and closing brackets
    stack: list[tuple[Any, str]] = []
    encode = json.encoder.encode_basestring  # type: ignore[attr-defined]
    pending: list[Any] = [value]
    while pending or stack:
        if pending:
            item = pending.pop()
            kind = type(item)
            if kind is dict:
                out.append("{")
                stack.append((iter(item.items()), "}"))
            elif kind is list or kind is tuple:
                out.append("[")
                stack.append((iter(item), "]"))
            elif kind is str:
                out.append(encode(item))
            else:
                out.append(json.dumps(item))
            continue
        items, close = stack[-1]
        for nxt in items:
            if out[-1] not in ("{", "["):
                out.append(",")
            if close == "}":
                key, nxt = nxt
                out.append(encode(key if isinstance(key, str) else str(key)) + ":")
            pending.append(nxt)
            break
        else:
            stack.pop()
            out.append(close)
    return "".join(out)


def scrub_surrogates(value: Any) -> Any:
    """The value with every lone surrogate (in strings and keys) replaced by U+FFFD."""
    if isinstance(value, str):
        return _scrub_text(value)
    if not isinstance(value, (dict, list)):
        return value
    root: Any = {} if isinstance(value, dict) else []
    stack: list[tuple[Any, Any]] = [(value, root)]
    while stack:
        source, target = stack.pop()
        pairs = source.items() if isinstance(source, dict) else enumerate(source)
        for key, item in pairs:
            if isinstance(item, (dict, list)):
                copy: Any = {} if isinstance(item, dict) else []
                stack.append((item, copy))
                item = copy
            elif isinstance(item, str):
                item = _scrub_text(item)
            if isinstance(target, dict):
                target[_scrub_text(key) if isinstance(key, str) else key] = item
            else:
                target.append(item)
    return root


def _scrub_text(text: str) -> str:
    if not _SURROGATE.search(text):
        return text
    return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")


_MAGIC = ((b"\x1f\x8b", "gzip", ".gz"), (b"BZh", "bzip2", ".bz2"), (b"\x28\xb5\x2f\xfd", "zstd", ".zst"))


def compressed_hint(data: bytes) -> str:
    """For bytes that are not UTF-8: when they start as a compressed file does, a sentence saying
    so and which extension reads it; else ""."""
    for magic, name, extension in _MAGIC:
        if data.startswith(magic):
            return (
                f"; the file looks {name}-compressed (it starts with {name}'s magic bytes): "
                f"name it *{extension} to have it decompressed"
            )
    return ""


def unclosed_hint(line: str | bytes) -> str:
    """For a line that is not JSON: when it ends by opening an object or array (`{`, `"runs": [`),
    a sentence naming the likely cause (indented JSON, not one record per line); else ""."""
    end = line.rstrip()[-1:]
    if end in ("{", "[", b"{", b"["):
        return (
            "; the line opens an object or array it does not close: is the file indented JSON "
            "(one document over many lines)? JSONL holds one whole record per line"
        )
    return ""


def not_utf8(data: bytes) -> str | None:
    """None when `data` is UTF-8; else a phrase saying which byte is not, and where."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as err:
        return f"byte 0x{data[err.start]:02x} at byte offset {err.start} ({err.reason})"
    return None
