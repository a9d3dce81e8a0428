"""The `arrow-step` arithmetic rule (round 14): a running value carried step by step with arrows.

People work a bill or a balance as a chain, each step taking the value the step before left:

    Plans 2 × $40 = $80.00 → tax $6.00 → + fees $2.50 = **$88.50**

Each `→` (or `->`, `⟶`, `⇒`, `=>`) carries the running value on. The chain starts at the last
number of the text before its first arrow (`$80.00`, resolved: carried, said or computed, here by
the written `2 × $40`). A step is one of
- an operator and one number: `+ fees $2.50`, `− $14.00`, `× 12`, `÷ 4`, `+ 7.5%` (a percent
  added or taken off moves the value by that share, `A + P%` as people mean it);
- a labelled number with no operator: `tax $6.00`, `refund $10.00`: either an amount added to the
  value (a tax, a fee) or the value restated (`→ $1,200 a year`); both readings are kept, at most
  MAX_VALUES running values;
- a step with its own result: `+ fees $2.50 = $88.50`: the result must be one of the running values
  (rounded to its written places), and the chain goes on from it alone.

The value judged is the result written after `=` in the last step before it, or the one number
of the last step (`→ **$88.50**`), and it must equal one of the running values the steps before it
leave (not the step's own restatement), exact or rounded to its written places half up or half
even. Every operand is a number of the chain written before the value on its line, each resolved;
a number no source carried and no rule computed ends the chain (no value after it is explained),
and a step of another shape (two numbers, a clause) ends it too. Its price: a value equal to such
a running value; a one-digit slip of the result, of a step, or an invented step stays flagged (the
step is judged itself). At most MAX_STEPS steps; linear in the line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final, NamedTuple

from .normalize import normalize_token
from .expressions import float_printed

MAX_STEPS: Final = 6  # arrows before the value a chain may carry
MAX_VALUES: Final = 8  # running values kept (a labelled step doubles them)
MAX_LINE: Final = 600  # characters of the value's line read before it

# (round 17) an amount times a period's days over its days, written before the first arrow: `$35.00 × 25/31`
_PRORATED: Final = re.compile(
    r"[$\u20ac\u00a3\u00a5]?([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)[ \t]*[\u00d7*x][ \t]*"
    r"([0-9]{1,3})[ \t]*/[ \t]*([0-9]{1,3})[ \t]*\Z")
PERIOD_DAYS: Final = frozenset({7, 14, 28, 29, 30, 31, 90, 91, 92, 365, 366})  # (round 17) the days of a week, a month, a quarter, a year
# (round 17) a prorated credit restated with its sign: `→ −$28.23`
_CREDIT: Final = re.compile(r"[ \t*]*[\u2212-][ \t]*[$\u20ac\u00a3\u00a5]?[ \t*]*")
_ARROW: Final = re.compile(r"\u2192|->|\u27f6|\u21d2|=>")
# One number as written in a step: a sign or operator before it, a currency mark, a percent after.
_NUMBER: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)(?![0-9]|[.,][0-9])([ \u00a0]?%)?"
)
_COMMA: Final = re.compile(r",(?=[ \t])")  # a comma between two steps (not a thousands separator)
_LEAD_OPERATOR: Final = re.compile(r"[\s*_]*([+\-\u2212\u00d7*/\u00f7]|x(?=[\s$\u20ac\u00a3]))")
# What a labelled step may write besides its one number: words, markup, a currency mark or code.
_LABEL: Final = re.compile(r"[\sA-Za-z*_()$\u20ac\u00a3\u00a5:',]*")


class ArrowStep(NamedTuple):
    expression: str  # the running value's expression (`80 + 6 + 2.5`)
    operands: tuple[tuple[str, int], ...]  # (value as written, normalized; offset) of each operand


def _digits(written: str) -> str:
    return written.replace(",", "")


def _apply(op: str, left: Decimal, right: Decimal, percent: bool) -> Decimal | None:
    try:
        if percent:
            if op == "+":
                return left * (100 + right) / 100
            if op in ("-", "\u2212"):
                return left * (100 - right) / 100
            return None
        if op == "+":
            return left + right
        if op in ("-", "\u2212"):
            return left - right
        if op in ("\u00d7", "*", "x"):
            return left * right
        if right == 0:
            return None
        return left / right
    except InvalidOperation:
        return None


def _matches(exact: Decimal, target: Decimal, places: int) -> bool:
    if exact == target:
        return True
    quantum = Decimal(1).scaleb(-places)
    # half up, half even, or a tie a float cannot hold either way (30 x 1.0635 + 1.85 printed 33.75)
    return any(exact.quantize(quantum, rounding=r) == target for r in (ROUND_HALF_UP, ROUND_HALF_EVEN)) or (
        places > 0 and float_printed(exact, places, target))


def _shown(op: str, number: str, percent: bool) -> str:
    symbol = {"\u2212": "-", "\u00d7": "x", "*": "x", "\u00f7": "/"}.get(op, op)
    return f"{symbol} {number}{'%' if percent else ''}"


def arrow_step(text: str, at: int, resolved: Callable[[str], bool]) -> ArrowStep | None:
    """The running value of an arrow chain that the number whose first digit is at `at` in `text`
    equals (its expression and operands), or None. `resolved(written)`: whether a number the
    answer writes (as written, `80.00`, `7.5%`) is resolved (carried, said, computed)."""
    line_start = max(text.rfind("\n", max(0, at - MAX_LINE), at) + 1, at - MAX_LINE)  # (bounded: one long line)
    arrows = list(_ARROW.finditer(text, line_start, at))
    if not arrows or len(arrows) > MAX_STEPS:
        return None
    target_m = _NUMBER.match(text, at)
    if target_m is None or target_m.group(2):
        return None
    written = target_m.group(1)
    target = Decimal(_digits(written))
    places = _places(written)
    # the chain's start: the last number before the first arrow, resolved, no percent; or (round 17)
    # an amount prorated over a period's days, `$35.00 × 25/31 →`
    head = list(_NUMBER.finditer(text, line_start, arrows[0].start()))
    prorated = _PRORATED.search(text, line_start, arrows[0].start())
    values: list[tuple[Decimal, str, tuple[tuple[str, int], ...]]]
    if prorated is not None and not (resolved(prorated.group(1)) and 0 < int(prorated.group(2)) < int(prorated.group(3))
                                     and int(prorated.group(3)) in PERIOD_DAYS):
        prorated = None
    if prorated is not None and resolved(prorated.group(1)) and 0 < int(prorated.group(2)) < int(prorated.group(3)) \
            and int(prorated.group(3)) in PERIOD_DAYS:
        amount = normalize_token(_digits(prorated.group(1)))
        d, period = prorated.group(2), prorated.group(3)
        first = f"{amount} x {d} / {period}"
        values = [(Decimal(amount) * int(d) / int(period), first, ((prorated.group(1), prorated.start(1)),))]
        moved = True  # (the start is computed: the next step may restate it)
    else:
        if not head or head[-1].group(2) or not resolved(head[-1].group(1)):
            return None
        first = normalize_token(_digits(head[-1].group(1)))
        values = [(Decimal(first), first, ((head[-1].group(1), head[-1].start()),))]
        moved = False  # a running value reached by a step (not the chain's start alone)
    segments = _segments(text, [a.end() for a in arrows], [a.start() for a in arrows[1:]] + [target_m.start()])
    if len(segments) > MAX_STEPS:
        return None
    for k, (seg_start, seg_end) in enumerate(segments):
        last = k + 1 == len(segments)
        numbers = list(_NUMBER.finditer(text, seg_start, seg_end))
        if last and not numbers:
            # `→ total **$88.50**`: the value is the running value, restated
            if not moved or not (_LABEL.fullmatch(text, seg_start, seg_end) or (
                    prorated is not None and _CREDIT.fullmatch(text, seg_start, seg_end))):
                return None
            for value, shown, operands in values:
                if (shown != first or prorated is not None) and _matches(value, target, places):
                    return ArrowStep(shown, operands)
            return None
        result: re.Match[str] | None = None
        equals = text.rfind("=", seg_start, seg_end)
        if not last and equals >= 0 and numbers and numbers[-1].start() > equals:
            result = numbers.pop()  # `+ fees $2.50 = $88.50 →`: the step's own result
        if result is not None and resolved(result.group(1)):
            # a step whose written result is resolved already (a rule verified `+ 7.5% = $86.00`):
            # the chain goes on from it
            kept_value = _digits(result.group(1))
            values = [(Decimal(kept_value), normalize_token(kept_value), ((result.group(1), result.start()),))]
            moved = True
            continue
        if len(numbers) != 1:
            return None
        n = numbers[0]
        if not resolved(n.group(0).replace(" ", "").replace("\u00a0", "")):
            return None  # an operand no source carried and no rule computed ends the chain
        operand = normalize_token(_digits(n.group(1)))
        percent = bool(n.group(2))
        after_number = text[n.end():seg_end] if result is None else text[n.end():equals]
        if last:
            if "=" not in after_number or not _LABEL.fullmatch(text, text.rfind("=", n.end(), seg_end) + 1, seg_end):
                return None  # the value must be the step's result, right after its `=`
            after_number = after_number[: after_number.rfind("=")]
        if not _LABEL.fullmatch(after_number):
            return None
        number = Decimal(operand)
        reached: list[tuple[Decimal, str, tuple[tuple[str, int], ...]]] = []
        lead = _LEAD_OPERATOR.match(text, seg_start, n.start())
        where = (n.group(1), n.start())
        if lead is not None and _LABEL.fullmatch(text, lead.end(), n.start()):
            op = lead.group(1)
            for value, shown, operands in values:
                out = _apply(op, value, number, percent)
                if out is not None:
                    reached.append((out, f"{_group(shown)} {_shown(op, operand, percent)}" if op not in "+-\u2212" or percent
                                    else f"{shown} {_shown(op, operand, percent)}", (*operands, where)))
        elif lead is None and not percent and _LABEL.fullmatch(text, seg_start, n.start()):
            for value, shown, operands in values:
                reached.append((value + number, f"{shown} + {operand}", (*operands, where)))
            if not last:
                reached.append((number, operand, (where,)))
        else:
            return None
        if last:
            for value, shown, operands in reached:
                if _matches(value, target, places):
                    return ArrowStep(shown, operands)
            return None
        moved = True
        if result is not None:
            step = Decimal(_digits(result.group(1)))
            kept = [(step, normalize_token(_digits(result.group(1))), (*ops, (result.group(1), result.start())))
                    for v, _, ops in reached if _matches(v, step, _places(result.group(1)))]
            if not kept:
                return None  # the step's own result is wrong: the chain breaks here
            reached = kept[:1]
        values = reached[:MAX_VALUES]
    return None


def _segments(text: str, starts: list[int], ends: list[int]) -> list[tuple[int, int]]:
    """The chain's steps: the text between two arrows, or (round 17) the comma-separated steps of
    one such text when each writes one number and none an `=` (`→ $30.00, × 1.0635 for tax, +
    $1.85 →`: a restatement, then two steps)."""
    out: list[tuple[int, int]] = []
    for k, (start, end) in enumerate(zip(starts, ends)):
        piece = text[start:end]
        if k + 1 < len(starts) and "=" not in piece and len(_NUMBER.findall(piece)) > 1:
            cuts = [m.start() for m in _COMMA.finditer(piece)]
            parts = list(zip([0] + [c + 1 for c in cuts], cuts + [len(piece)]))
            if all(len(_NUMBER.findall(piece, a, b)) == 1 for a, b in parts):
                out.extend((start + a, start + b) for a, b in parts)
                continue
        out.append((start, end))
    return out


def _places(written: str) -> int:
    return len(written) - written.find(".") - 1 if "." in written else 0


def _group(shown: str) -> str:
    return f"({shown})" if " " in shown else shown
