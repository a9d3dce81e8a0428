"""Shared reader helpers: the Reject signal, content shapes, run ids, timestamps, JSON out.

Readers validate as they go and signal an unusable record by raising `Reject(reason)`; only
`parse_line` catches it, turning it into a `ParseError` value, so no reader error escapes the
package. Reasons are the part of the sentence after "line N of FILE: " and name the place in
the record (`messages[4].role`) the way `jq` would, so a person can find it.
"""

from __future__ import annotations

import math
import re
from datetime import datetime, timedelta, timezone
from typing import Any, Final

import orjson

from .. import jsontext
from .model import ToolCall

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)

# RFC 3339 / ISO 8601 date-time: date, time, optional fraction (kept to the nanosecond), optional
# zone. A space may stand for the "T". Anything else is not a timestamp we guess at.
_ISO_TS: Final = re.compile(
    r"([0-9]{4}-[0-9]{2}-[0-9]{2})[Tt ]([0-9]{2}:[0-9]{2}(?::[0-9]{2})?)"
    r"(?:[.,]([0-9]{1,9})[0-9]*)?"
    r"([Zz]|[+-][0-9]{2}:?[0-9]{2})?",
    re.ASCII,
)
_DIGITS: Final = re.compile(r"-?[0-9]{1,20}", re.ASCII)  # an integer timestamp written as a string


class Reject(Exception):
    """Internal: the record cannot be read; `reason` says why (no "line N of FILE" prefix)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def type_name(value: Any) -> str:
    """The JSON name of a value's type, for error messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def show(value: Any, limit: int = 60) -> str:
    """A short printable form of a value for an error message: JSON, clipped."""
    try:
        text = orjson.dumps(value).decode()
    except (orjson.JSONEncodeError, TypeError):
        text = repr(value)
    if isinstance(value, str):
        text = "'" + value + "'" if len(value) <= limit else "'" + value[:limit] + "...'"
        return text
    return text if len(text) <= limit else text[:limit] + "..."


def keys_of(obj: dict[str, Any], limit: int = 12) -> str:
    """The keys of an object, sorted, for "the line has keys [...]" messages."""
    names = sorted(obj)
    shown = ", ".join(show(k, 40) for k in names[:limit])
    more = f", and {len(names) - limit} more" if len(names) > limit else ""
    return "[" + shown + more + "]"


def dumps_compact(value: Any, where: str) -> str:
    """Serialize a JSON value once, compactly (orjson), as a framework would serve it.

    What orjson cannot write (nesting past 254 levels, integers past 64 bits) is written by
    `jsontext.dumps_compact`, the same way, with no depth limit.
    """
    try:
        return orjson.dumps(value).decode()
    except orjson.JSONEncodeError:
        try:
            return jsontext.dumps_compact(value)
        except (TypeError, ValueError) as err:
            raise Reject(f"{where} cannot be written back as JSON ({err})") from None


def served_text(value: Any, where: str) -> str:
    """A tool result as the model was served it: a string verbatim, anything else as JSON once."""
    if isinstance(value, str):
        return value
    if value is None:
        return ""
    return dumps_compact(value, where)


def arguments_text(value: Any, where: str) -> str:
    """Tool-call arguments as carried: a string verbatim, an object serialized once, compactly."""
    if isinstance(value, str):
        return value
    if value is None:
        return ""
    return dumps_compact(value, where)


def join_text(
    content: Any,
    where: str,
    text_fields: dict[str, str],
    *,
    skip: frozenset[str] = frozenset(),
) -> str:
    """The text of a content value: a string, null, or a list of parts joined by newlines.

    `text_fields` maps a part type to the field holding its text (`{"text": "text"}`); a part
    with no `type` but a string `text` counts as text. Other part types (images, files, and those
    in `skip`) carry no text. A part that is not an object, or whose text is not a string, is a
    bad record.
    """
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        raise Reject(f"{where} is {a_type(content)}; expected a string, null or a list of parts")
    texts: list[str] = []
    for i, part in enumerate(content):
        if not isinstance(part, dict):
            raise Reject(
                f"{where}[{i}] is {a_type(part)} {show(part)}; expected a content part object"
            )
        kind = part.get("type")
        if kind is None:
            field = "text" if "text" in part else None
        elif not isinstance(kind, str):
            raise Reject(f"{where}[{i}].type is {a_type(kind)}; expected a string")
        elif kind in skip:
            continue
        else:
            field = text_fields.get(kind)
        if field is None:
            continue
        text = part.get(field)
        if text is None:
            continue
        if not isinstance(text, str):
            raise Reject(
                f"{where}[{i}].{field} is {a_type(text)}; expected the part's text as a string"
            )
        texts.append(text)
    return "\n".join(texts)


def opt_str(obj: dict[str, Any], key: str, where: str) -> str | None:
    """An optional string field: absent or null gives None, another type is a bad record."""
    value = obj.get(key)
    if value is None or isinstance(value, str):
        return value
    raise Reject(f"{where}.{key} is {a_type(value)} {show(value)}; expected a string")


def opt_id(obj: dict[str, Any], key: str, where: str) -> str | None:
    """An optional id: a string, or an integer written as its decimal string; "" means absent."""
    value = obj.get(key)
    if value is None or value == "":
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    raise Reject(f"{where}.{key} is {a_type(value)} {show(value)}; expected a string id")


def tool_call(id_: str | None, name: str | None, arguments: Any, where: str) -> ToolCall:
    """A ToolCall with its arguments as carried (see `arguments_text`)."""
    return ToolCall(id_, name, arguments_text(arguments, where + ".arguments"))


def lookup_field(obj: dict[str, Any], field: str) -> Any:
    """A field's value; a dotted name walks into nested objects when no key has that name."""
    if field in obj or "." not in field:
        return obj.get(field)
    value: Any = obj
    for step in field.split("."):
        if not isinstance(value, dict):
            return None
        value = value.get(step)
    return value


def _run_id_value(value: Any, field: str, what: str) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    raise Reject(
        f"{what} has run id field '{field}' = {show(value)} ({type_name(value)}); "
        "expected a string or an integer"
    )


def run_id(
    obj: dict[str, Any], explicit: tuple[str, ...] | None, defaults: tuple[str, ...], what: str
) -> str:
    """The run id of a record.

    With no explicit fields, the first of `defaults` present (not null, not "") gives the run id.
    With explicit fields, every one must be present; their values are joined with "/".
    """
    if explicit is None:
        for field in defaults:
            value = lookup_field(obj, field)
            if value is None or value == "":
                continue
            return _run_id_value(value, field, what)
        raise Reject(
            f"{what} has none of the run id fields {', '.join(defaults)}; "
            "name the field that identifies a run with --run-id FIELD[,FIELD]"
        )
    parts: list[str] = []
    for field in explicit:
        value = lookup_field(obj, field)
        if value is None or value == "":
            raise Reject(
                f"{what} has no run id field '{field}' (--run-id {','.join(explicit)} "
                "needs every field on every record)"
            )
        parts.append(_run_id_value(value, field, what))
    return "/".join(parts)


def _scale_to_ns(number: int) -> int:
    """An epoch number in s, ms, us or ns (told apart by magnitude) as nanoseconds."""
    size = abs(number)
    if size < 10**11:  # seconds until the year 5138
        return number * 10**9
    if size < 10**14:  # milliseconds
        return number * 10**6
    if size < 10**17:  # microseconds
        return number * 10**3
    return number


def timestamp_ns(value: Any, where: str) -> int | None:
    """A timestamp as unix nanoseconds: an epoch number (s/ms/us/ns by magnitude) or RFC 3339."""
    if value is None:
        return None
    if isinstance(value, bool):
        raise Reject(f"{where} is a boolean; expected a timestamp")
    if isinstance(value, int):
        return _scale_to_ns(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise Reject(f"{where} is not a finite number")
        size = abs(value)
        if size < 10**11:
            return round(value * 10**9)
        if size < 10**14:
            return round(value * 10**6)
        if size < 10**17:
            return round(value * 10**3)
        return round(value)
    if isinstance(value, str):
        if _DIGITS.fullmatch(value):
            return _scale_to_ns(int(value))
        match = _ISO_TS.fullmatch(value)
        if match is not None:
            day, clock, fraction, zone = match.groups()
            if len(clock) == 5:
                clock += ":00"
            if zone is None or zone in ("Z", "z"):
                zone = "+00:00"
            elif ":" not in zone:
                zone = zone[:3] + ":" + zone[3:]
            try:
                moment = datetime.fromisoformat(f"{day}T{clock}{zone}")
            except ValueError:
                moment = None
            if moment is not None:
                seconds = (moment - _EPOCH) // timedelta(seconds=1)
                nanos = int((fraction or "0").ljust(9, "0"))
                return seconds * 10**9 + nanos
        raise Reject(f"{where} is {show(value)}; expected an RFC 3339 time or an epoch number")
    raise Reject(f"{where} is {a_type(value)}; expected a timestamp")


def is_answer(role: str, text: str, tool_calls: tuple[ToolCall, ...]) -> bool:
    """An answer: an assistant message with text that asks for no tool (formats README)."""
    return role == "assistant" and not tool_calls and bool(text.strip())


def tool_content(content: Any, where: str, text_fields: dict[str, str]) -> str:
    """A tool result's content as served: a string verbatim, text parts joined, other JSON once.

    A list counts as content parts when every item is an object with a `type`; any other list,
    object, number or boolean is the result itself, serialized once, compactly.
    """
    if content is None or isinstance(content, str):
        return content or ""
    if (
        isinstance(content, list)
        and all(isinstance(part, dict) and isinstance(part.get("type"), str) for part in content)
        and content
    ):
        return join_text(content, where, text_fields)
    return dumps_compact(content, where)


def a_type(value: Any) -> str:
    """The JSON type of a value with its article ("a number", "an array", "null")."""
    name = type_name(value)
    if name == "null":
        return name
    return ("an " if name[0] in "aeiou" else "a ") + name
