"""The terms of days to years a tool result states (round 23, `dates23`: the `date-step` rule's spans).

A fleet answer writes `by date on 2026-06-04` for a vehicle whose result carries `"last_service":
{"date": "2025-12-04"}, "service_interval": {"km": 40000, "months": 6}`; a register's answer
`V-102: 20 June 2028` for a CSV row `V-102,van,2023-06-20,31200,7800,5` under a `years` column; an
invoice answer `le 04/04/2026` for a result's `Paiement à 30 jours` and its `du 05/03/2026`. The
term is the run's, stated by the result beside the date the answer steps from: a key or a column
that names a unit of time (`months`, `service_years`, `term_days`, `warranty-weeks`) with a whole
count, or a span its text writes (`date_steps.spans_in`: `30 days`, `30 jours`, `net 30`).

The `date-step` rule tries these spans alone, after the answer's, the user's and the system
prompt's, with the same chance test (`date_steps.find_step`): a date one digit apart from the value
that the same spans reach from a known date leaves it flagged.

Bounds: at most `MAX_TERMS` distinct terms per run (the first read), the keys of at most
`MAX_NODES` nodes per result, `MAX_TEXT` characters of a result's text. Pure: no I/O, no state but
a bounded memo of keys' units (speed24).
"""

from __future__ import annotations

import re
from collections import deque
from typing import Any, Final

from .date_steps import Span, spans_in

__all__ = ["MAX_TERMS", "result_terms"]

MAX_TERMS: Final = 6  # terms kept per run (as `date_steps.MAX_SPANS` per search)
MAX_NODES: Final = 2_000  # JSON nodes walked per result
MAX_TEXT: Final = 20_000  # characters of a result's text read for spans

_WHERE: Final = "a result states it"
# A key that names a unit of time: `months`, `service_years`, `term-days`, `warrantyWeeks`.
_UNIT_KEY: Final = re.compile(r"(?:^|[_\- ]|(?<=[a-z])(?=[A-Z]))(days?|weeks?|months?|years?)$", re.IGNORECASE)


# (speed24) each key's unit ("" for none), memoized: a result's records repeat their keys. Bounded:
# cleared at `MAX_KEY_UNITS` keys (a hostile result's keys cannot grow it).
MAX_KEY_UNITS: Final = 4096
_KEY_UNITS: Final[dict[str, str]] = {}


def _key_unit(key: str) -> str | None:
    unit = _KEY_UNITS.get(key)
    if unit is None:
        m = _UNIT_KEY.search(key.strip())
        unit = m.group(1).lower().rstrip("s") if m is not None else ""
        if len(_KEY_UNITS) >= MAX_KEY_UNITS:
            _KEY_UNITS.clear()
        _KEY_UNITS[key] = unit
    return unit or None


def _count(value: Any) -> int | None:
    """A whole count of 1-400 (a JSON number or a string of digits), else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if 1 <= value <= 400 else None
    if isinstance(value, float):
        return int(value) if value.is_integer() and 1 <= value <= 400 else None
    if isinstance(value, str) and value.strip().isdigit():
        number = int(value.strip())
        return number if 1 <= number <= 400 else None
    return None


def _keyed(parsed: Any) -> list[Span]:
    """The spans of `parsed`'s keys that name a unit of time, with whole counts, in walk order."""
    out: list[Span] = []
    stack: deque[Any] = deque([parsed])  # (speed24) first in, first out, each pop O(1)
    nodes = 0
    while stack and nodes < MAX_NODES:
        node = stack.popleft()
        nodes += 1
        if isinstance(node, dict):
            for key, value in node.items():
                if isinstance(value, (dict, list)):
                    stack.append(value)
                    continue
                unit = _key_unit(str(key)) if isinstance(key, str) else None
                count = _count(value) if unit is not None else None
                if unit is not None and count is not None:
                    out.append(Span(count, unit, f"{key}: {value}", _WHERE))
        elif isinstance(node, list):
            stack.extend(node)
    return out


def result_terms(parsed: Any, has_parsed: bool, text: str | None, records: Any = None) -> list[Span]:
    """The terms one result states: its keys (or its table's columns, `records`) that name a unit
    of time with a whole count, then the spans its text writes; distinct, at most `MAX_TERMS`."""
    found: list[Span] = []
    if has_parsed:
        found += _keyed(parsed)
    if records is not None:
        found += _keyed(records)
    if text:
        found += spans_in(text, 0, min(len(text), MAX_TEXT), _WHERE)
    out: list[Span] = []
    for span in found:
        if span.written.split()[0].lower() in ("a", "an"):
            continue  # `$10 a day`: a rate, not a term
        if all((s.size, s.unit, s.sign) != (span.size, span.unit, span.sign) for s in out):
            out.append(span)
        if len(out) >= MAX_TERMS:
            break
    return out
