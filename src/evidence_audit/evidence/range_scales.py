"""A range per a unit times a quantity of that unit, end by end (census40): `range-scale`.

People turn a range stated per a unit into a range for the whole by multiplying each end by the
quantity: `Grade 16/20 is 16 to 20 prawns a kilo: 7,200 to 9,000 prawns` for 450 kg; `2 to 3 pallets
a tonne, so 24 to 36 pallets` for 12 t. Each end alone is a product no other rule pairs: its rate is
one end of a range, not a number the rules take as a price.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `range-scale` (late) | `16 to 20 prawns a kilo: 7,200 to 9,000 prawns` after `450 kg` | the value is an end of a range (`X to Y`, `X-Y`, `X–Y`) and a range per a unit (`A to B ... a kilo`, `per t`, `/kg`: at most two words between its end and `a`/`an`/`per`) stands before it on its line, its ends carried or resolved (or carried as one token, `"grade": "16/20"`); the nearest quantity wearing a unit of that dimension written before the range in the answer (mend40b: not an earlier one, another record's), or else the previous answer's last, converted to the per unit by the exact factor: X = A x Q and Y = B x Q, both, exact at the places written | a range whose both ends are the stated range scaled by a quantity the conversation wrote |

Both ends must hold with one quantity: an invention of one end breaks the pair. (mend40b, review40 D3)
Only the nearest quantity before the range: `Lot A weighs 450 kg; lot B weighs 380 kg.` then lot B's
range scaled by 450 stays flagged (the price given back: a range scaled by an earlier quantity the
line names by its label). Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading
from .computed.values import Derivation, Occurrence, Operand, decimal_places
from .layout import line_bounds
from .units import dimension, factors, unit_of

__all__ = ["explain_range_scale"]

_RANGE_MARKS: Final = ("/", "-", "\u2013")  # a range a result carries as one token: `"grade": "16/20"`, `10-15`
MAX_POOL: Final = 4  # quantities of each text (this answer, the previous one) a value tries
MAX_BACK: Final = 8  # occurrences of its line before the value's range read for the per-unit range
MAX_TAIL: Final = 2_000  # characters before the range (and of the previous answer's end) read for quantities
# between a range's two ends: `to`, a hyphen or a dash
_JOIN: Final = re.compile(r"[ \t]*(?:to|-|\u2013|\u2014)[ \t]*|[ \t]*(?:\*\*)?[ \t]*(?:to|-|\u2013|\u2014)[ \t]*(?:\*\*)?[ \t]*")
# after a range's second end: its thing (at most two words) then `a`/`an`/`per` and the unit, or `/unit`
_PER: Final = re.compile(r"[ \t]*(?:[^\W\d_]{1,20}[ \t]+){0,2}?(?:a|an|per|each)[ \t]+([A-Za-z]{1,12})\b|[ \t]?/[ \t]?([A-Za-z]{1,12})\b")
# a quantity with its unit: `450 kg`, `1,200 kilos`, `12.5 t`
_QUANTITY: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)[ \t]?([A-Za-z]{1,12})\b", re.ASCII)


def _joined(text: str, a: Occurrence, b: Occurrence) -> bool:
    return b.start > a.end and _JOIN.fullmatch(text, a.end, b.start) is not None


def explain_range_scale(reading: AnswerReading, i: int, known: set[str], previous_text: str) -> Derivation | None:
    """`range-scale` for the value at occurrence `i` (see the module's docstring), or None."""
    occs = reading.occurrences
    text = reading.text
    occ = occs[i]
    if i + 1 < len(occs) and _joined(text, occ, occs[i + 1]):
        lo, hi, k = occ, occs[i + 1], i
    elif i > 0 and _joined(text, occs[i - 1], occ):
        lo, hi, k = occs[i - 1], occ, i - 1
    else:
        return None
    line_start, _ = line_bounds(text, lo.start, lo.end)
    carried = reading.carried
    for j in range(k - 1, max(0, k - MAX_BACK) - 1, -1):
        b = occs[j]
        if b.start < line_start or j == 0:
            break
        a = occs[j - 1]
        if a.start < line_start or not _joined(text, a, b):
            continue
        per = _PER.match(text, b.end, lo.start)
        found = unit_of((per.group(1) or per.group(2))) if per is not None else None
        if found is None or found[0] == "time":
            continue
        if not all(o.value in known or (carried is not None and o.value in carried) for o in (a, b)) and not (
                carried is not None and any(f"{a.value}{mark}{b.value}" in carried for mark in _RANGE_MARKS)):
            return None  # the range's ends settled: each one, or the pair a result carries as one token (`16/20`)
        return _scaled(text, a, b, lo, hi, occ, found[1], previous_text)
    return None


def _quantities(text: str, unit: str) -> list[tuple[Decimal, str]]:
    """The last `MAX_POOL` quantities of `text` wearing a unit of `unit`'s dimension, in `unit`."""
    kind = dimension(unit)
    out: list[tuple[Decimal, str]] = []
    for m in _QUANTITY.finditer(text):
        found = unit_of(m.group(2))
        if found is None or found[0] != kind:
            continue
        ratio = Decimal(1) if found[1] == unit else next(iter(factors(found[1], unit)), None)
        if ratio is None:
            continue
        try:
            out.append((Decimal(m.group(1).replace(",", "")) * ratio, m.group(0)))
        except InvalidOperation:
            continue
    return out[-MAX_POOL:]


def _at_places(exact: Decimal, digits: str) -> Decimal:
    return exact.quantize(Decimal(1).scaleb(-decimal_places(digits)), rounding=ROUND_HALF_UP)


def _scaled(text: str, a: Occurrence, b: Occurrence, lo: Occurrence, hi: Occurrence, occ: Occurrence,
            unit: str, previous_text: str) -> Derivation | None:
    line_start = text.rfind("\n", 0, a.start) + 1
    pools = ((_quantities(text[max(0, line_start - MAX_TAIL):a.start], unit), "answer"),
             (_quantities(previous_text[-MAX_TAIL:], unit), "the previous answer"))
    for pool, where in pools:
        # (mend40b, review40 D3) the nearest quantity of the dimension alone, the answer's before the
        # previous answer's: an earlier one is another record's (`Lot A weighs 450 kg; lot B weighs 380 kg.`
        # then lot B's range scaled by 450)
        for quantity, written in pool[-1:]:
            try:
                if _at_places(a.number * quantity, lo.digits) != lo.number or _at_places(b.number * quantity, hi.digits) != hi.number:
                    continue
            except InvalidOperation:
                continue
            rate = a if occ is lo else b
            return Derivation("range-scale", f"{rate.value} x {quantity.normalize():f} = {occ.value}",
                              (Operand(rate.value, "answer", f"answer offset {rate.start}"),
                               Operand(f"{quantity.normalize():f}", "answer", f"{written} ({where})")))
    return None
