"""(boat40) The discounts a rules line states from a quantity on: `a stay of 10 days or more has 15% off`.

A yard's, a shop's or a hall's rules price a unit and take a percent off from some count of it on:

    The slipway costs 2,500 INR a day; a stay of 10 days or more has 15% off the slipway charge.

An answer then writes a record's charge (`| Kuttanad Pearl | ... | 14 | 29,750 |`, 14 x 2,500 x 0.85)
or the discount alone (`Kuttanad Pearl: 5,250 INR`, 14 x 2,500 x 15%) with no step. `stated_discounts`
reads, per line of the system prompt, each percent written `P% off` (or `P% discount`, `discount of
P%`) with the threshold its line writes in a unit (`N <unit> or more`, `N or more <unit>`, `at least
N <unit>`, `from N <unit>`, `over N <unit>`, `N+ <unit>`); `carried_products` applies one to a
record's quantity times a stated price per that unit stated on the same line, only where the
quantity meets the threshold (the highest such threshold of the line: tiers). Below it, or for a
price of another line (a carpenter's day), no discount.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `carried-product` (a threshold discount) | `| Kuttanad Pearl | 14 | 29,750 |`, `Kuttanad Pearl: 5,250 INR` | a named record's quantity x the stated price of its unit x (1 - p) or x p, for a discount its price's line states from a count the quantity meets | an invented charge equal to the discounted product or the discount of a record at or over the threshold |

Bounded: the first `MAX_DISCOUNTS` of a text, `MAX_TEXT` characters read. Pure.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Final, NamedTuple

__all__ = ["MAX_DISCOUNTS", "StatedDiscount", "stated_discounts", "discount_for"]

MAX_DISCOUNTS: Final = 8  # discounts kept from a text (the first)
MAX_TEXT: Final = 20_000  # characters read
_PERCENT: Final = r"([0-9]{1,2}(?:\.[0-9]{1,2})?)[ \t]?%"
# `15% off`, `15% discount`, `a discount of 15%`
_OFF: Final = re.compile(r"(?<![0-9.,])" + _PERCENT + r"[ \t]+(?:off|discount)\b|\bdiscount[ \t]+of[ \t]+" + _PERCENT, re.IGNORECASE)
_UNIT: Final = r"([^\W\d_]{2,12})"
_COUNT: Final = r"(?<![0-9.,])([0-9]{1,4})(?![0-9.,%]?[0-9%])"
# a threshold in a unit: `10 days or more`, `25 or more copies`, `at least 10 days`, `from 20 pieces`, `over 5 kg`, `10+ days`
_THRESHOLDS: Final = (
    re.compile(_COUNT + r"[ \t]?" + _UNIT + r"[ \t]+or[ \t]+more\b", re.IGNORECASE),
    re.compile(_COUNT + r"[ \t]+or[ \t]+more[ \t]+" + _UNIT + r"\b", re.IGNORECASE),
    re.compile(r"\b(?:at[ \t]+least|from|over)[ \t]+" + _COUNT + r"[ \t]?" + _UNIT + r"\b", re.IGNORECASE),
    re.compile(_COUNT + r"\+[ \t]?" + _UNIT + r"\b", re.IGNORECASE),
)


class StatedDiscount(NamedTuple):
    """A percent off from a count of a unit on: 15% off from 10 days."""

    share: Decimal  # 0.15
    percent: str  # `15` as written
    threshold: Decimal  # 10
    unit: str  # `day`: the unit's word, lower case, singular
    line: int  # the text's line it is stated on
    strict: bool  # `over 10 days`: more than the threshold


def singular(word: str) -> str:
    """A unit word lower case without a plural `s` (`days` -> `day`, `kg` stays)."""
    lower = word.lower()
    return lower[:-1] if lower.endswith("s") and len(lower) > 3 else lower


def stated_discounts(text: str) -> list[StatedDiscount]:
    """Each `P% off` of `text` with a threshold its line writes in a unit (the line's one threshold,
    or the one written right after the percent's clause: `10% off from 20 pieces, 15% off from 50
    pieces`), the first MAX_DISCOUNTS."""
    out: list[StatedDiscount] = []
    for number, line in enumerate(text[:MAX_TEXT].split("\n")):
        offs = list(_OFF.finditer(line))
        if offs:
            found = sorted((m for pattern in _THRESHOLDS for m in pattern.finditer(line)), key=lambda m: m.start())
            for k, off in enumerate(offs):
                if len(found) == 1:
                    threshold = found[0]
                else:  # tiers: the threshold between this percent and the next one
                    end = offs[k + 1].start() if k + 1 < len(offs) else len(line)
                    after = [m for m in found if off.start() < m.start() < end]
                    if len(after) != 1:
                        continue
                    threshold = after[0]
                written = off.group(1) or off.group(2)
                try:
                    share = Decimal(written) / 100
                    count = Decimal(threshold.group(1))
                except InvalidOperation:
                    continue
                if 0 < share < 1 and count > 0:
                    strict = threshold.group(0).lower().startswith("over")
                    out.append(StatedDiscount(share, written, count, singular(threshold.group(2)), number, strict))
                    if len(out) >= MAX_DISCOUNTS:
                        return out
    return out


def discount_for(discounts: list[StatedDiscount], unit: str, line: int, quantity: Decimal) -> StatedDiscount | None:
    """The discount stated on `line` in `unit` whose threshold `quantity` meets, the highest such
    threshold (a tier), or None."""
    best: StatedDiscount | None = None
    for d in discounts:
        if d.line != line or d.unit != singular(unit):
            continue
        if quantity > d.threshold or (quantity == d.threshold and not d.strict):
            if best is None or d.threshold > best.threshold:
                best = d
    return best
