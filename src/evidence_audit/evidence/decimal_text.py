"""Exact decimals in and out of the arithmetic rules: a carried JSON number read as written, a
decimal printed as an expression shows it (`3.5`, not `3.50` nor `3.5E+0`; `0`, never `-0`), and
whether a number is written as a percent."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any


def printed(x: Decimal) -> str:
    """`x` in plain digits: no exponent, no trailing zeros after the point, and `0` for a negative zero."""
    text = format(x.normalize(), "f")
    return text if text != "-0" else "0"


def percent_at(text: str, end: int, spaced: bool = False, spaces: str = " ") -> bool:
    """Whether the number written up to `end` is a percent: a `%` right there (`37.5%`), or, when
    `spaced`, after one space (`37.5 %`; one of `spaces`: `rate_classes` reads a tab and a no-break
    space too)."""
    if text.startswith("%", end):
        return True
    return spaced and text.startswith("%", end + 1) and end < len(text) and text[end] in spaces


def percent_written(text: str, start: int, end: int, spaced: bool = False, spaces: str = " ") -> bool:
    """(round 31) Whether the number whose token is `text[start:end]` is a percent: a `%` in its
    token (`5%`, and `75%:` whose token ends after the colon) or right after it (`percent_at`; with
    `spaced`, after one of `spaces` too). The one percent reader of `rated_subtotals`, `rate_steps`
    and (fold32) `rate_classes`."""
    return "%" in text[start:end] or percent_at(text, end, spaced, spaces)


def rounds_half_up_to(exact: Decimal, written: Decimal, places: int | None = None) -> bool:
    """(round 31) Whether `exact` rounded half up to `places` decimal places (by default as many as
    `written` has) is `written`; False where it cannot be rounded so (an infinity, a NaN, more
    digits than the context holds). The one copy of the test five rules wrote each."""
    if places is None:
        exponent = written.as_tuple().exponent
        places = -exponent if isinstance(exponent, int) and exponent < 0 else 0
    try:
        return exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP) == written
    except InvalidOperation:
        return False


def digit_replaced(written: str) -> list[str]:
    """(round 31) Every spelling of `written` with one digit replaced by another, its other
    characters kept (`2h18` -> `0h18`, `1h18`, ... `2h19`): the one-digit neighbours that the
    duration and clock rules each read in their own shape (`stamp_gaps`, `duration_steps`,
    `length_sums`, `time_left`, `clock_leads` wrote this loop each)."""
    out: list[str] = []
    for i, ch in enumerate(written):
        if not ch.isdigit():
            continue
        for digit in "0123456789":
            if digit != ch:
                out.append(written[:i] + digit + written[i + 1 :])
    return out


def one_digit_apart(a: Decimal, b: Decimal) -> bool:
    """Whether `a` and `b`, printed, have the same length and differ in exactly one character (a
    slip of one digit: `1,060` for `1,050`)."""
    x, y = printed(a), printed(b)
    return len(x) == len(y) and sum(1 for p, q in zip(x, y) if p != q) == 1


def carried_decimal(value: Any) -> Decimal | None:
    """A number a result carried, exactly as its JSON writes it (a float by its shortest repr), or None
    for a bool, a non-number, or one written in more than 16 characters (float noise, not a price)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    text = repr(value) if isinstance(value, float) else str(value)
    try:
        return Decimal(text) if len(text) <= 16 else None
    except ArithmeticError:
        return None


__all__ = ["carried_decimal", "digit_replaced", "one_digit_apart", "percent_at", "percent_written", "printed", "rounds_half_up_to"]
