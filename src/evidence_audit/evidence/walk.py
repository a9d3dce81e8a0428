"""The objects and arrays of a parsed tool result, each with its path, in one bounded walk.

The rules that read a result's records (`means.py`'s columns, `carried_totals.py`'s columns,
`record_gaps.py`'s records) walk it the same way: depth first from the root, a node's children
pushed in order and popped last first, at most `limit` nodes read (a hostile result cannot make
them walk for long). Paths are written as the findings cite them: `orders[0].items`.
"""

from __future__ import annotations

from typing import Any


def containers(parsed: Any, limit: int) -> list[tuple[Any, str, str]]:
    """Every dict and list of `parsed` in walk order, at most `limit` nodes read (the root counted
    whatever it is): (node, its path, its container's path)."""
    out: list[tuple[Any, str, str]] = []
    stack: list[tuple[Any, str, str]] = [(parsed, "", "")]
    walked = 0
    while stack and walked < limit:
        node, at, container = stack.pop()
        walked += 1
        if isinstance(node, dict):
            out.append((node, at, container))
            for key, value in node.items():
                if isinstance(value, (dict, list)):
                    stack.append((value, f"{at}.{key}" if at else str(key), at))
        elif isinstance(node, list):
            out.append((node, at, container))
            for i, item in enumerate(node):
                if isinstance(item, (dict, list)):
                    stack.append((item, f"{at}[{i}]", at))
    return out
