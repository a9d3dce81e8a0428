"""(bell40) The `exact-step` arithmetic rule: a step written out on the value's line, `a × b = V`
(or `a ÷ b = V`), whose operand `a` the answer computed and wrote rounded, and whose result `V` the
writer took from `a`'s exact value, not from its rounded spelling:

    - З улікам страты 6%: 305 ÷ 0,94 = **324,47 кг**
    - Медзь 78%: 253,09 кг × 28,40 = 7 187,62 руб.      (253.0851... x 28.40, not 253.09 x 28.40 = 7 187,76)
    - Волава 22%: 71,38 кг × 96,00 = 6 852,77 руб.      (324.468... - 253.085... = 71.383... x 96)

The equation as written does not verify (`253,09 × 28,40` is 7 187,76), and the slack of a rounded
operand (`rounded_steps.py`) would excuse every value within half a cent times 28.40 of it, its
one-digit neighbours too. This rule takes one value only: `a`'s exact value, found by reading back
the derivations of the values it was computed from (`exact_of`: the rules' own expressions, each
rounded operand replaced by its own exact value, at most `MAX_DEPTH` steps back), times or over `b`,
rounded half up to V's written places. `b` must be resolved (read, stated or computed); `a`'s rounded
spelling must not give V (the written equation would have verified), and `a`'s exact value must
differ from its spelling (a rounded operand).

(shares44) The step may continue the number before it, a price put on a quantity just computed:
a line that is only the operator and `b` (`- × 6.20 = **13,527.27 TJS**` under `- 1,920 / 0.88 =
**2,181.82 kg** fresh`: `a` is the last number of the nearest line above that writes something), or
`a, at b =` (or `:`) on one line (`fresh: / 0.88 = **4,734.85 kg**, at 6.20 = 29,356.06 TJS`).

Its price: an invented V equal to that one product of the chain's exact value, at V's places.
Refused: a V one digit off (the exact product rounds to one value only), an operand no rule derived
(a number the answer typed has no exact value), an operand `b` no source carried.
Pure: no state.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .expressions import evaluate

__all__ = ["EXACT_STEP", "MAX_DEPTH", "exact_step", "exact_value"]

EXACT_STEP: Final = "exact-step"  # the rule's name (`gate.py` keeps it past the written equation's refutation)
MAX_DEPTH: Final = 4  # derivations read back for one operand's exact value
MAX_STEP: Final = 120  # characters of the value's line read back for its step
# `a [unit] × b [unit] =` right before the value (groups: a, operator, b); a unit is a word of at most
# 6 letters of any script (`кг`, `kg`, `BYN`), marks and blanks bounded
_NUMBER: Final = r"([0-9]{1,3}(?:[ \u00a0\u202f,][0-9]{3})*(?:[.,][0-9]{1,6})?|[0-9]+(?:[.,][0-9]{1,6})?)"
_UNIT: Final = r"(?:[ \t\u00a0]{0,2}[^\W\d_]{1,6}\.?)?"
_STEP: Final = re.compile(
    _NUMBER + _UNIT + r"[ \t\u00a0]{0,2}([×x*/÷])[ \t\u00a0]{0,2}" + _NUMBER + _UNIT + r"[ \t\u00a0]{0,2}=[ \t\u00a0*]{0,4}\Z"
)
# (shares44) a step that continues the number before it: a line that starts with its operator
# (`- × 6.20 =` under `- 1,920 / 0.88 = **2,181.82 kg** fresh`; groups: operator, b), or `a, at b =` (`:`)
# on one line (`/ 0.88 = **4,734.85 kg**, at 6.20 = 29,356.06`; groups: a, b): a price put on the
# quantity just computed, its `a` the last number of the line above or the number right before `at`
_LEAD: Final = re.compile(
    r"\A[ \t]*(?:[-*\u2022][ \t]{1,3}|[0-9]{1,2}[.)][ \t]{1,3})?([×x*/÷])[ \t\u00a0]{0,2}" + _NUMBER + _UNIT
    + r"[ \t\u00a0]{0,2}=[ \t\u00a0*]{0,4}\Z"
)
_AT: Final = re.compile(
    _NUMBER + _UNIT + r"[ \t\u00a0*]{0,4},?[ \t\u00a0]{1,2}(?:at|@)[ \t\u00a0]{1,2}" + _NUMBER + _UNIT
    + r"[ \t\u00a0]{0,2}[=:][ \t\u00a0*]{0,4}\Z"
)
_LAST_NUMBER: Final = re.compile(r"(?<![0-9.,])" + _NUMBER + r"(?![0-9])")
_EXPRESSION_NUMBER: Final = re.compile(r"(?<![0-9.])[0-9]+(?:\.[0-9]+)?(?![0-9])")

# a derivation that names the exact value it reached (`computed` `pair`: `239.3617 - 186.7 (at their
# exact values: 52.6595...) = 52.66`)
_STATED_EXACT: Final = re.compile(r"\(at their exact values: (-?[0-9]+(?:\.[0-9]+)?)\)")
# a derivation's (expression, operand values) for a value (normalized), or None
Lookup = Callable[[str], "tuple[str, tuple[str, ...]] | None"]


def as_number(written: str) -> Decimal | None:
    """A number as the step writes it (`253,09`, `7 187,62`, `5,302.34`, `28.40`), or None."""
    text = written.replace("\u00a0", " ").replace("\u202f", " ")
    if " " in text:
        text = text.replace(" ", "")
    if "," in text and "." in text:
        text = text.replace(",", "")
    elif "," in text:
        head, _, tail = text.rpartition(",")
        text = f"{head.replace(',', '')}.{tail}" if len(tail) != 3 or "," in head else head + tail
    try:
        return Decimal(text)
    except InvalidOperation:
        return None


def _forms(value: str) -> tuple[str, ...]:
    """A number's keys as the rules may hold it: as written (`186.70`) and without trailing zeros (`186.7`)."""
    number = _decimal(value)
    if number is None:
        return (value,)
    plain = _plain(number)
    return (value,) if plain == value else (value, plain)


def _plain(number: Decimal) -> str:
    text = format(number, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def exact_value(value: str, lookup: Lookup, depth: int = MAX_DEPTH) -> Decimal | None:
    """The unrounded value of `value` (normalized) as the rules derived it: its derivation's expression
    evaluated with each operand that was itself derived rounded replaced by its own exact value; None
    for a value no rule derived, an expression with steps or a note (no one exact value), or past
    `depth` steps."""
    if depth <= 0:
        return None
    found = None
    for form in _forms(value):
        found = lookup(form)
        if found is not None:
            break
    if found is None:
        return None
    expression, operands = found
    stated = _STATED_EXACT.search(expression)
    if stated is not None:
        return _decimal(stated.group(1))  # a pair at its operands' exact values says what it reached
    if expression.endswith(" rounded") and " = " in expression:
        # (integrator, round 40) seed40's `reasoned-rounding` (`178 / 0.95 = 187.3684 = 187.37 rounded`):
        # the exact value is the block's own, before the rounding, its equation's left side if written
        expression = expression.rsplit(" = ", 1)[0]
        if " = " not in expression:
            inner = exact_value(expression, lookup, depth - 1)
            return inner if inner is not None else _decimal(expression)
    if " = " not in expression or "(with" in expression or ";" in expression:
        return None
    left = expression.rsplit(" = ", 1)[0]
    for operand in operands:
        inner = exact_value(operand, lookup, depth - 1)
        number = _decimal(operand)
        if inner is None or number is None or inner == number:
            continue
        left = re.sub(r"(?<![0-9.])" + re.escape(operand) + r"(?![0-9])", _plain(inner), left)
    return evaluate(left)


def _decimal(text: str) -> Decimal | None:
    try:
        return Decimal(text)
    except InvalidOperation:
        return None


def _continued(line_before: str, line_above: str) -> tuple[Decimal | None, Decimal | None, str] | None:
    """(shares44) `(a, b, operator)` of a step that continues the number before it: the value's line
    up to it is only `× b =` (a list marker before it), `a` the last number `line_above` writes; or it
    ends with `a, at b =` (times). None else."""
    lead = _LEAD.search(line_before)
    if lead is not None:
        numbers = _LAST_NUMBER.findall(line_above[-MAX_STEP:])
        if not numbers:
            return None
        return as_number(numbers[-1].strip()), as_number(lead.group(2)), lead.group(1)
    at = _AT.search(line_before[-MAX_STEP:])
    if at is not None:
        return as_number(at.group(1)), as_number(at.group(2)), "×"
    return None


def exact_step(line_before: str, value: Decimal, places: int, known: Container[str], lookup: Lookup,
               line_above: str = "") -> tuple[str, str, str] | None:
    """`(a, operator, b)` as normalized where `line_before` (the value's line up to it) ends with the
    step `a × b =` (or `÷`) and the value is `a`'s exact value (`exact_value`) times (over) `b`, rounded
    half up to `places`, `a`'s spelling not giving it; else None. (shares44) Or the step continues the
    number before it (`_continued`): the line starts with `× b =` and `a` is the last number of
    `line_above` (the nearest line above that writes something), or it ends `a, at b =`."""
    m = _STEP.search(line_before[-MAX_STEP:])
    if places < 1:
        return None
    if m is not None:
        a, b, operator = as_number(m.group(1)), as_number(m.group(3)), m.group(2)
    else:
        continued = _continued(line_before, line_above)
        if continued is None:
            return None
        a, b, operator = continued
    if a is None or b is None or b == 0:
        return None
    a_text, b_text = _plain_written(a), _plain_written(b)
    b_known = next((form for form in _forms(b_text) if form in known), None)
    if b_known is None:
        return None
    a_derived = next((form for form in _forms(a_text) if lookup(form) is not None), a_text)
    exact = exact_value(a_text, lookup)
    if exact is None or exact == a:
        return None
    divide = operator in "/÷"
    plain = a / b if divide else a * b
    reached = exact / b if divide else exact * b
    quantum = Decimal(1).scaleb(-places)
    try:
        if plain.quantize(quantum, rounding=ROUND_HALF_UP) == value:
            return None  # the written equation verifies as written: not this rule's
        if reached.quantize(quantum, rounding=ROUND_HALF_UP) != value:
            return None
    except InvalidOperation:
        return None
    return a_derived, "/" if divide else "x", b_known  # as the rules hold them (`186.7`, `28.4`)


def _plain_written(number: Decimal) -> str:
    return format(number, "f")
