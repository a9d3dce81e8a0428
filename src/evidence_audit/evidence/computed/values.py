"""The arithmetic's values: exact decimals (carried float noise read away), operands and derivations, rounding."""

from __future__ import annotations

from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from collections.abc import Iterable
from typing import NamedTuple

from ..decimal_text import printed as _print  # noqa: F401 (the package prints with it)
from ..expressions import float_printed
from .cues import _PLAIN


def as_decimal(form: str) -> Decimal | None:
    """A plain number's exact value, with carried float noise read away (`27.349999999999998`)."""
    if not _PLAIN.fullmatch(form):
        return None
    try:
        value = Decimal(form)
    except InvalidOperation:
        return None
    point = form.find(".")
    if point >= 0 and len(form) - point - 1 >= 10:
        # float noise: the shortest decimal within 1e-9 relative of it
        for places in range(0, 9):
            try:
                rounded = value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
            except InvalidOperation:
                break  # more digits than the context holds (`9999999999999999999999999999.501`): as written
            if abs(rounded - value) <= abs(value) * Decimal("1e-9") + Decimal("1e-12"):
                return rounded
    return value


class Operand(NamedTuple):
    """One operand of a computed value: its value and where it came from."""

    value: str
    source: str  # "answer" (a resolved number the answer wrote), "result", "user", "count", "earlier answer"
    where: str  # a JSON path with the result's position, "answer offset N", or a description

    def as_dict(self) -> dict[str, str]:
        return {"value": self.value, "source": self.source, "where": self.where}


class Derivation(NamedTuple):
    """How a computed value is reached: the rule, the expression a person can check, the operands."""

    rule: str
    expression: str
    operands: tuple[Operand, ...]


class _Aggregate(NamedTuple):
    value: Decimal
    expression: str
    operands: tuple[Operand, ...]
    names: frozenset[str]  # the identifiers of the array's holder and elements (`JG7FMM`, `HAT028`)


class Occurrence(NamedTuple):
    start: int  # where its token starts
    end: int  # where its token ends
    at: int  # where its first digit is
    value: str
    number: Decimal
    amount: bool  # written as a currency amount
    label: str  # the words written right before it on its line (`basic economy`), lower case
    per_unit: bool  # written as a per-unit amount: `$50 per passenger`, `$64/night`, `$20 each`
    digits: str  # the number as written, without thousands separators (`35.00`)
    each: bool = False  # `each`, `every` or `per` earlier in its clause: a per-unit base for a product


class EarlierValue(NamedTuple):
    value: str
    number: Decimal
    amount: bool
    per_unit: bool


def equal_at(x: Decimal, target: Decimal, places: int, may_round: bool) -> bool:
    if may_round:
        quantum = Decimal(1).scaleb(-places)
        try:
            # half up, or a tie a float cannot hold either way (39.075 as 39.07: `expressions.py`)
            return x.quantize(quantum, rounding=ROUND_HALF_UP) == target or float_printed(x, places, target)
        except InvalidOperation:
            return False
    return x == target


def equal_at_any(x: Decimal, targets: Iterable[Decimal], places: int) -> bool:
    """(speed29) `any(equal_at(x, t, places, True) for t in targets)`, `x` rounded once for all of
    them instead of once per target (the chance tests ask it of a value's 20-40 neighbours): the
    same comparisons, in the same order, of the same rounded `x`."""
    quantum = Decimal(1).scaleb(-places)
    try:
        shown = x.quantize(quantum, rounding=ROUND_HALF_UP)
    except InvalidOperation:
        return False  # (equal_at is False for every target then)
    for t in targets:
        if shown == t:
            return True
        try:
            if float_printed(x, places, t):
                return True
        except InvalidOperation:
            pass
    return False


def rounds_to(x: Decimal, target: Decimal, places: int) -> bool:
    """`x` rounded to `places` is `target`: half up, half even (`5287.625` printed `5287.62`), or a
    tie a float cannot hold either way."""
    if equal_at(x, target, places, True):
        return True
    try:
        return x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN) == target
    except InvalidOperation:
        return False


def digit_count(digits: str) -> int:
    """The digits of a number as written, its separators, sign and leading zeros aside: `1,250.00`
    has 6, `0.05` 1, `-12.50` 4 (the late tries judge values of a few digits or more)."""
    return len(digits.replace(".", "").replace(",", "").replace("-", "").lstrip("0"))


def decimal_places(value: str) -> int:
    point = value.find(".")
    return len(value) - point - 1 if point >= 0 else 0


def to_the_cent(o: Occurrence) -> bool:
    """(piano34) Whether a number is written with two decimals, as a bill writes an amount (`216.00`,
    `24.50`, `484.10`): an amount whatever mark it wears (`the estimate's 484.10`, a bare cell)."""
    return decimal_places(o.digits or o.value) == 2


def point_thousands_result(value: str, expression: str) -> str | None:
    """(mussel37) A value written with a point between its thousands (`7.015 kg`, `138.600 kg`: a
    Galician, Spanish or German answer), which the answer's token reads as a decimal (`7.015`,
    `138.6`), where the derivation that computed it reached the whole number (`2140 + 3600 + 1275 =
    7015`): that number printed, the spelling a later answer's restatement is asked in (its text is
    read in English: `5.328,70 € / 7.015 kg`); None for any other value. Only a whole result that is
    the value times 1,000 or 1,000,000: the points were thousands marks, nothing else."""
    number = as_decimal(value)
    result = as_decimal(expression.rpartition(" = ")[2])
    if number is None or result is None or number <= 0 or result == number or result != result.to_integral_value():
        return None
    if any(number * scale == result for scale in (1000, 1_000_000)):
        return _print(result)
    return None
