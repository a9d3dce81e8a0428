"""Hypothesis strategies for the core's property tests: tokens, tool results, runs."""

from __future__ import annotations

import json

from hypothesis import strategies as st

# Values that look like what agents answer with: ids, ports, amounts, hashes, timestamps.
data_values = st.one_of(
    st.integers(min_value=1000, max_value=10**12).map(str),
    st.from_regex(r"[A-Z]{2,4}-[0-9]{3,6}", fullmatch=True),
    st.from_regex(r"fc[0-9]/[0-9]{1,2}", fullmatch=True),
    st.from_regex(r"0x[0-9a-f]{6}", fullmatch=True),
    st.from_regex(r"20[0-9]{2}-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]Z", fullmatch=True),
    st.decimals(min_value=1000, max_value=99999, places=2).map(str),
    st.from_regex(r"[a-z]{3,6}_[0-9]{4,8}", fullmatch=True),
    st.from_regex(r"[0-9]{1,3}(,[0-9]{3}){1,2}", fullmatch=True),
)
words = st.sampled_from(
    ["the", "port", "is", "down", "order", "total", "host", "up", "with", "and", "at", "3", "24/7", "47th"]
)
prose_piece = st.one_of(words, data_values)
free_text = st.lists(prose_piece, min_size=0, max_size=12).map(" ".join)

json_leaf = st.one_of(
    data_values,
    words,
    st.integers(min_value=-10**6, max_value=10**15),
    st.floats(allow_nan=False, allow_infinity=False, width=64),
    st.booleans(),
    st.none(),
)
json_value = st.recursive(
    json_leaf,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(st.one_of(words, data_values), children, max_size=4),
    ),
    max_leaves=12,
)


@st.composite
def tool_results(draw) -> str:
    """A served tool result: JSON, JSON with a note, cut JSON, several values, or text."""
    kind = draw(st.sampled_from(["json", "note", "cut", "several", "text"]))
    value = draw(st.dictionaries(words, json_value, min_size=1, max_size=4))
    text = json.dumps(value)
    if kind == "json":
        return text
    if kind == "note":
        return text + "\n\n[note: " + draw(free_text) + "]"
    if kind == "cut":
        return text[: draw(st.integers(min_value=1, max_value=max(1, len(text) - 1)))]
    if kind == "several":
        return text + "\n" + json.dumps(draw(st.lists(json_value, max_size=3)))
    return draw(free_text)


@st.composite
def runs(draw) -> list[dict]:
    """A run: messages in order, answers marked with role 'answer'."""
    messages: list[dict] = []
    carried: list[str] = []
    for _ in range(draw(st.integers(min_value=1, max_value=8))):
        kind = draw(st.sampled_from(["user", "system", "tool", "tool", "answer", "assistant"]))
        if kind == "tool":
            content = draw(tool_results())
            messages.append({"role": "tool", "content": content, "tool_call_id": f"c{len(messages)}"})
            carried.extend(content.replace('"', " ").split())
        elif kind == "answer":
            pieces = draw(st.lists(st.one_of(prose_piece, st.sampled_from(carried or ["x"])), max_size=10))
            messages.append({"role": "answer", "content": " ".join(pieces)})
        else:
            messages.append({"role": kind, "content": draw(free_text)})
    return messages
