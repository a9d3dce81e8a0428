"""The `quoted-rate` arithmetic rule (round 12): a quantity the value's sentence writes, times the
rate per its unit the conversation quoted last (earlier in the answer, or in an earlier answer).

A telecom agent quotes the refuel price once, `L81002 will hit its cap soon → refuel $4.00/GB`, and
after the user asks `refuel 2 on the second` writes `2 GB on L81002 → $8.00 on next bill.`; after
the refuel, `I've added 3 GB ... the $19.50 will be on your next bill` (3 x the `$6.50 per GB` an
earlier answer quoted). People do not write the rate again once it was said. The `rate` rule of
`computed/` takes a rate of the value's sentence only; this one takes the latest rate per the
quantity's unit quoted before that sentence, in this answer or the run's earlier answers.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `quoted-rate` | (earlier: `refuel $4.00/GB`) ... `2 GB on L81002 → $8.00 on next bill` | a quantity with its unit in the value's sentence or the one before on its line (`2 GB`), times the LAST rate per that unit (`$4.00/GB`, `$6.50 per GB`) that this answer wrote before that sentence or an earlier answer wrote, the rate resolved where it was written; exact, or rounded to the 2+ places written | a value equal to such a product |

A rate may name what it counts between its number and `per` (round 22): `140,000 seeds a unit`
(then `a` says per too; `$45 a month` stays a price), `40 kg per bag`; it applies to a value
followed by that word (`120 units would put 16,800,000 seeds`), an amount or not.

Refused: a product one digit off, a value that counts another thing than the rate (`kernels`), a rate per another unit (`$4.00/GB` for `2 lines`), a rate no
answer wrote (only carried), a rate quoted before the latest one of its unit, a quantity of zero.
Pure: no I/O; the per-run state is the rates the earlier answers quoted (the latest MAX_UNITS units).
"""

from __future__ import annotations

import re
from collections.abc import Container, Sequence
from decimal import Decimal, InvalidOperation
from typing import Final, NamedTuple

from .decimal_text import rounds_half_up_to
from .normalize import normalize_token

__all__ = ["QuotedRate", "QuotedRates", "quoted_rates_in"]

MAX_UNITS: Final = 16  # units whose latest quoted rate a run keeps
MAX_QUANTITIES: Final = 4  # quantities of the value's sentence tried, nearest first
# A rate an answer quotes: `$4.00/GB`, `$6.50 per GB`, `€0.25 per kWh` (not `a`: `$45 a month` is a price).
# (round 22) What the rate counts may stand between its number and `per`: `140,000 seeds a unit`,
# `40 kg per bag`; then (only then) `a` or `an` says per too (`seeds a unit`, not `$45 a month`).
_RATE: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(\.[0-9]+)?(?:[ \t]*\*\*)?(?:[ \t]+([A-Za-z]{2,12}))?"
    r"(?:[ \t]*/[ \t]*|[ \t]+per[ \t]+|(?(3)[ \t]+an?[ \t]+|(?!)))([A-Za-z]{1,12})\b"
)
# The word after a value's number: what it counts (`16,800,000 seeds`; round 33: a unit's one letter, `1,290 L`).
_COUNTED: Final = re.compile(r"[0-9][0-9,.]*(?:[ \t]*\*\*)?[ \t]*([A-Za-z]{1,12})\b")
# (round 33) a line that rates all its numbers by one unit: `2. Per kg of wool: madder 0.50 kg, water 30 L`
# (the marks before `per` one possessive class: a run of spaces or `*` split between adjacent
# quantifiers was quadratic in the line)
_PER_LINE: Final = re.compile(r"^[ \t>*#\-0-9.)]*+per[ \t]+([A-Za-z]{1,12})\b[^:\n]{0,40}:", re.IGNORECASE | re.MULTILINE)
# a number of such a line with what it counts: `30 L`, `0.50 kg`
_LINE_RATE: Final = re.compile(r"(?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(\.[0-9]+)?[ \t]?([A-Za-z]{1,12})\b")
# A quantity with its unit: `2 GB`, `3.5 kWh`, `12 hours` (not followed by `/` or `per`: that is a rate).
_QUANTITY: Final = re.compile(r"(?<![0-9.,$\u20ac\u00a3\u00a5A-Za-z])([0-9]+(?:\.[0-9]+)?)[ \t]?([A-Za-z]{1,12})\b(?![ \t]*/|[ \t]+per\b)")


class QuotedRate(NamedTuple):
    unit: str  # lower case, as written (`gb`)
    number: Decimal
    value: str  # normalized (`4`)
    where: str  # `this answer` or `an earlier answer`
    counts: str = ""  # (round 22) what the rate counts, its key (`seed` of `140,000 seeds a unit`), or ""


def _unit_key(unit: str) -> str:
    """`gb`, `gbs` -> `gb`; `nights` -> `night`."""
    unit = unit.lower()
    return unit[:-1] if len(unit) > 2 and unit.endswith("s") else unit


def _rates_with_offsets(text: str, settled: Container[str]) -> list[tuple[re.Match[str], QuotedRate]]:
    out: list[tuple[re.Match[str], QuotedRate]] = []
    for m in _RATE.finditer(text):
        value = normalize_token(m.group(1) + (m.group(2) or ""))
        if value not in settled:
            continue
        try:
            number = Decimal(value)
        except InvalidOperation:
            continue
        counts = _unit_key(m.group(3)) if m.group(3) is not None else ""
        if number > 0 and counts != "per":
            out.append((m, QuotedRate(_unit_key(m.group(4)), number, value, "", counts)))
    # (round 33) the numbers of a line led by `Per <unit>:`, each a rate per that unit of what its
    # own unit counts (`Per kg of wool: ... water 30 L` is 30 L a kg: then `For 43 kg: ... water
    # 1,290 L`); a unit that is the line's own (`madder 0.50 kg` per kg) counts nothing new
    for line in _PER_LINE.finditer(text):
        per = _unit_key(line.group(1))
        stop = text.find("\n", line.end())
        for m in _LINE_RATE.finditer(text, line.end(), len(text) if stop < 0 else stop):
            value = normalize_token(m.group(1) + (m.group(2) or ""))
            counts = _unit_key(m.group(3))
            if value not in settled or counts == per:
                continue
            try:
                number = Decimal(value)
            except InvalidOperation:
                continue
            if number > 0:
                out.append((m, QuotedRate(per, number, value, "", counts)))
    out.sort(key=lambda pair: pair[0].start())
    return out


def quoted_rates_in(text: str, settled: Container[str]) -> list[QuotedRate]:
    """The rates per unit `text` quotes, in order, each one settled."""
    return [rate for _, rate in _rates_with_offsets(text, settled)]


def _fits(product: Decimal, number: Decimal, places: int) -> bool:
    if product == number:
        return True
    if places < 2:
        return False
    return rounds_half_up_to(product, number, places)


def _counts(text: str, value_at: int, counts: str) -> bool:
    """Whether the value at `value_at` is followed by what the rate counts (`16,800,000 seeds`)."""
    m = _COUNTED.match(text, value_at)
    return m is not None and _unit_key(m.group(1)) == counts


class QuotedRates:
    """The latest rate per unit the run's earlier answers quoted."""

    __slots__ = ("_latest", "_text", "_here")

    def __init__(self) -> None:
        self._latest: dict[str, QuotedRate] = {}
        self._text = ""  # the answer whose rates `_here` holds (read once per answer)
        self._here: list[tuple[int, QuotedRate]] = []

    def here(self, text: str, settled: Container[str], before: int) -> list[QuotedRate]:
        """The rates `text` (the answer being judged) quotes before offset `before`, read once."""
        if text is not self._text:
            self._text = text
            self._here = [(m.start(), rate) for m, rate in _rates_with_offsets(text, settled)]
        return [rate for at, rate in self._here if at < before]

    def answered(self, text: str, settled: Container[str]) -> None:
        """An answer just given: its quoted rates replace the earlier ones of their units."""
        for rate in quoted_rates_in(text, settled):
            self._latest.pop(rate.unit, None)
            self._latest[rate.unit] = rate._replace(where="an earlier answer")
        while len(self._latest) > MAX_UNITS:
            del self._latest[next(iter(self._latest))]

    def counting(self, text: str, settled: Container[str]) -> bool:
        """Whether a rate that names what it counts may apply: one an earlier answer quoted, or
        the answer being judged (`text`) quotes (round 22)."""
        return any(r.counts for r in self._latest.values()) or any(r.counts for r in self.here(text, settled, len(text)))

    def explain(self, text: str, start: int, end: int, value_at: int, number: Decimal, places: int,
                here: Sequence[QuotedRate], amount: bool = True) -> tuple[str, QuotedRate, str, int] | None:
        """(expression, rate, quantity as written, its offset): `number` as a quantity written in
        text[start:end] (not at `value_at`) times the latest rate of its unit, `here` (this
        answer's, before `start`) after the earlier answers'. A value that is no `amount` takes
        only a rate that names what it counts, followed by that word (round 22)."""
        if number <= 0:
            return None
        latest = dict(self._latest)
        for rate in here:
            latest.pop(rate.unit, None)
            latest[rate.unit] = rate._replace(where="this answer")
        if not amount:
            latest = {unit: rate for unit, rate in latest.items() if rate.counts}
        if not latest:
            return None
        found = [m for m in _QUANTITY.finditer(text, start, end) if m.start(1) != value_at]
        found.sort(key=lambda m: abs(m.start(1) - value_at))
        for m in found[:MAX_QUANTITIES]:
            per = latest.get(_unit_key(m.group(2)))
            quantity = Decimal(m.group(1))
            if per is None or quantity == 0:
                continue
            if per.counts and not _counts(text, value_at, per.counts):
                continue  # `140,000 seeds a unit` makes seeds: a value that counts something else is no product of it
            if _fits(per.number * quantity, number, places):
                return f"{m.group(1)} x {per.value}", per, m.group(1), m.start(1)
        return None
