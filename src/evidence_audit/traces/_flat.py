"""Read flattened span attributes: `prefix.N.rest` keys gathered into one dict per index N.

OpenInference (`llm.input_messages.0.message.role`) and OpenLLMetry (`gen_ai.prompt.0.role`)
write each message as attributes whose key carries the message's index, because OTel
attribute values cannot be objects. `indexed` gathers them back: for `prefix` it returns, in
index order, `(N, {rest: value})` with each value unwrapped from its OTLP AnyValue.
"""

from __future__ import annotations

from typing import Any

from .otel import any_value


def indexed(
    attrs: dict[str, Any], prefix: str, where: str, *, unwrap: bool = True
) -> list[tuple[int, dict[str, Any]]]:
    """The `prefix.N.rest` entries of `attrs`, grouped by N in ascending order."""
    groups: dict[int, dict[str, Any]] = {}
    size = len(prefix)
    for key, value in attrs.items():
        if not key.startswith(prefix):
            continue
        # `prefix` + `([0-9]{1,9})\.(.+)` ("12.message.role" -> 12, "message.role"), spelled out
        # without a regex: this loop runs over every attribute of every span
        dot = key.find(".", size)
        digits = key[size:dot]
        if not (0 < dot - size <= 9 and digits.isascii() and digits.isdigit()):
            continue
        rest = key[dot + 1 :]
        if not rest or "\n" in rest:  # `.+` takes at least one character, and no line break
            continue
        index = int(digits)
        group = groups.get(index)
        if group is None:
            group = groups[index] = {}
        group[rest] = any_value(value, f"{where} attribute {key}") if unwrap else value
    return sorted(groups.items())
