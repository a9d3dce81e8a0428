"""The objects and arrays of a parsed tool result, each with its path, in one bounded walk.

The rules that read a result's records (`means.py`'s columns, `carried_totals.py`'s columns,
`record_gaps.py`'s records) walk it the same way: depth first from the root, a node's children
pushed in order and popped last first, at most `limit` nodes read (a hostile result cannot make
them walk for long). Paths are written as the findings cite them: `orders[0].items`.
"""

from __future__ import annotations

from typing import Any, Final

# (speed24) The last walks, each kept with the object walked (held, so its identity stays its own)
# and the limit: a result is walked by one reader after another (records, columns, ratios, parts),
# each the same walk. A parsed result is never changed by a reader, and the list returned is shared:
# callers only iterate it.
MAX_KEPT_WALKS: Final = 4
_WALKS: Final[list[tuple[Any, int, list[tuple[Any, str, str]]]]] = []


def containers(parsed: Any, limit: int) -> list[tuple[Any, str, str]]:
    """Every dict and list of `parsed` in walk order, at most `limit` nodes read (the root counted
    whatever it is): (node, its path, its container's path). The list is shared: read it only."""
    for kept, kept_limit, walked in _WALKS:
        if kept is parsed and kept_limit == limit:
            return walked
    out = _walk(parsed, limit)
    _WALKS.insert(0, (parsed, limit, out))
    del _WALKS[MAX_KEPT_WALKS:]
    return out


def _walk(parsed: Any, limit: int) -> list[tuple[Any, str, str]]:
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
