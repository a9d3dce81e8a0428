"""The places a computed value is written to, trailing zeros included (round 12).

The arithmetic rules round a computed number to the places of the value as they read it, and they
read it normalized: `$70.70` is 70.7, one place. So a per-unit amount of 70.68 (`5012448.91 /
70915`) rounded to one place excused `70.70`, a one-digit mutant of the `70.79` the answer wrote,
though nobody writes 70.68 as `70.70`. A value written with trailing zeros after its point states
those places: `keeps_written_zeros` refuses a derivation whose expression (when it can be redone:
`expressions.evaluate`) rounds to the value as read but not at all the places written (half up,
half even, or a tie a float cannot hold either way). A derivation whose expression cannot be redone (a note,
a rule of its own), a value written without trailing zeros, or a derivation whose exact value has
no more places than written (`3 x 833.33 = 2,499.99` for `2,500.00`: the `quantity` rule reads the
value as a whole number; refusing it flagged `one cent under the remaining $2,500.00` on heldout2,
a value the arithmetic does not reach otherwise) is left as the rule found it.

Pure: no state, no I/O.
"""

from __future__ import annotations

from decimal import Decimal

from .expressions import close_enough, evaluate

__all__ = ["keeps_written_zeros"]


def keeps_written_zeros(digits: str, number: Decimal, expression: str) -> bool:
    """Whether a derivation `expression` (`E = V`) of the value written `digits` (`70.70`, no
    thousands separators) holds at the places written: True when `digits` writes no trailing zero
    after its point, or the expression cannot be redone."""
    if "." not in digits or not digits.endswith("0"):
        return True
    exact = evaluate(expression.rsplit(" = ", 1)[0])
    if exact is None or exact == number:
        return True
    if not close_enough(exact, number, format(number, "f"), False):
        return True  # an expression the rule printed that is no rounding of it (a sign it leaves out): not judged here
    places = len(digits) - digits.find(".") - 1
    if exact == exact.quantize(Decimal(1).scaleb(-places)):
        return True  # nothing past the places written to round (`3 x 833.33` for `2,500.00`): the rule's own reading
    return close_enough(exact, number, digits, False)
