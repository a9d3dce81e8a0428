"""A total of the hours listed just above it, each item a climb over a rate per hour its line writes
(round 33, kiln33; counted as `total`).

A schedule lists its steps one a line, each a climb from one level to another at a rate per hour,
and the hours it takes, rounded: `- 20 → 600 °C at 100 °C/h: 5.8 h`, `- 600 → 1,100 °C at 150 °C/h:
3.33 h`, `- 1,100 → 1,240 °C at 60 °C/h: 2.33 h`, `- hold: 15 min`, then `That is 11.72 h in all`.
The `total` rule adds the items as written (5.8 + 3.33 + 2.33 + 0.25 = 11.71) and refuses; the
answer added the exact hours (580/100 + 500/150 + 140/60 + 15/60 = 11.7167), rounded once, as
`total` does already for worked lines' results at their exact values (`chains.exact_total`). The
items are no candidates (too few digits) and no equation: each is the difference of the line's two
levels over its rate, the level's unit the rate's (`°C` and `°C/h`, `m` and `m/h`, `L` and `L/h`).

The rule: the value, written in hours (`h`, `hours`, `hrs` right after it), is the sum of the items
of the 2-8 list lines right above its line (one block, each line ending in a duration in hours or
minutes), at their exact values: an item whose line writes two levels and a rate in their unit per
hour (`N u/h`) before it is (high - low) / rate, when that rounds half up to the item as written;
another item is its written hours (minutes over 60). At least one item is such a climb; the sum is
rounded half up to the value's places. Its bounds: every item's line must end in its duration (a
line of another kind ends the block), the climbs must reproduce their written items, and the value
is refused when it is one digit off a carried number or a slip of the local step (`late_try_refused`).
Its price: an invented total equal to the exact sum of the steps above it. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading
from .computed.values import Derivation, Occurrence, Operand, decimal_places
from .computed.wide import late_target, late_try_refused
from .decimal_text import printed, rounds_half_up_to
from .layout import line_bounds

__all__ = ["MAX_ITEMS", "explain_ramp_total"]

MAX_ITEMS: Final = 8  # list lines right above the value read as its items
MIN_DIGITS: Final = 3  # significant digits the total needs (a late try's floor)
MAX_LINE: Final = 200  # characters of an item's line read
# A number with optional English thousands groups and decimals (`1,100`, `5.8`).
_NUMBER: Final = r"[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?"
_NUMBER_PATTERN: Final = re.compile(_NUMBER)  # (fold34) compiled once, not per value
# A list line's mark: `-`, `*`, `•`, `1.`, `1)`.
_ITEM: Final = re.compile(r"[ \t]*(?:[-*\u2022]|[0-9]{1,2}[.)])[ \t]+")
# The duration that ends an item's line: hours or minutes, a period or bold allowed after it.
_LINE_DURATION: Final = re.compile(r"(" + _NUMBER + r")[ \t]?(h|hrs?|hours?|min|mins|minutes?)\b[ \t.*]*\Z", re.IGNORECASE)
# A rate per hour: `100 °C/h`, `150 °C per hour`, `12 m/h` (the unit's own word, at most 4 characters).
_RATE: Final = re.compile(r"(" + _NUMBER + r")[ \t]?([^\s0-9/.,:;]{1,4})[ \t]?(?:/[ \t]?h(?:r|our)?|per[ \t]+hour)\b", re.IGNORECASE)
# The value's unit right after it: hours.
_HOURS_AFTER: Final = re.compile(r"[ \t]?(?:h|hrs?|hours?)\b", re.IGNORECASE)


def _decimal(text: str) -> Decimal | None:
    try:
        return Decimal(text.replace(",", ""))
    except InvalidOperation:
        return None


def _places(written: str) -> int:
    return len(written.partition(".")[2])


def _climb(line: str, end: int, item: Decimal, places: int) -> tuple[Decimal, str] | None:
    """The item as the line's climb over its rate (`20 → 600 °C at 100 °C/h`): (the exact hours, the
    expression), or None when the line writes no rate per hour, no two levels in its unit before
    it, or a climb that does not round to the item as written."""
    rate = _RATE.search(line, 0, end)
    if rate is None:
        return None
    per = _decimal(rate.group(1))
    unit = rate.group(2)
    if per is None or per <= 0:
        return None
    levels = [m for m in _NUMBER_PATTERN.finditer(line[: rate.start()])]
    if len(levels) != 2 or unit not in line[levels[1].end() : rate.start()]:
        return None  # (two levels, the second wearing the rate's unit)
    low, high = _decimal(levels[0].group(0)), _decimal(levels[1].group(0))
    if low is None or high is None or low == high:
        return None
    exact = abs(high - low) / per
    if not rounds_half_up_to(exact, item, places):
        return None
    return exact, f"({printed(max(high, low))} - {printed(min(high, low))}) / {printed(per)}"


def explain_ramp_total(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
    """The value as the exact sum of the hours listed right above it, at least one a climb over a
    rate per hour (the module's docstring), or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    text = reading.text
    if occ is None or _HOURS_AFTER.match(text, occ.end) is None:
        return None
    line_start, _ = line_bounds(text, occ.start)
    items: list[tuple[Decimal, str]] = []
    climbs = 0
    end = line_start - 1
    while end > 0 and len(items) < MAX_ITEMS:
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        if not line.strip():
            if items:
                break
            end = start - 1  # (a blank line between the list and the value's line)
            continue
        mark = _ITEM.match(line)
        if mark is None:
            break
        line = line[mark.end() : mark.end() + MAX_LINE]
        duration = _LINE_DURATION.search(line)
        if duration is None:
            break
        written = _decimal(duration.group(1))
        if written is None:
            break
        places = _places(duration.group(1))
        if duration.group(2).lower().startswith("m"):
            items.append((written / 60, f"{printed(written)}/60"))
        else:
            climb = _climb(line, duration.start(), written, places)
            if climb is not None:
                climbs += 1
                items.append(climb)
            else:
                items.append((written, printed(written)))
        end = start - 1
    if len(items) < 2 or not climbs:
        return None
    exact = sum((e for e, _ in items), Decimal(0))
    places = decimal_places(occ.digits)
    if not rounds_half_up_to(exact, occ.number, places) or late_try_refused(reading, i, known, computed_here):
        return None
    expression = " + ".join(x for _, x in reversed(items))
    return Derivation("total", f"{expression} = {occ.value} (the steps above at their exact hours)",
                      tuple(Operand(x, "answer", "a step listed above it") for _, x in reversed(items)))
