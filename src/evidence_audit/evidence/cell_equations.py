"""The `cell-equation` arithmetic rule (round 14): a table's calculation cell and its result cell.

A bill worked as a table often writes each row's arithmetic in one column and its result in the
next, with the cell border where an equation would write `=`:

    | Item          | Calculation      | Amount  |
    | Partner usage | ¥2,480 × 0.0067  | $16.62  |

The written-equation reader (`expressions.py`) reads an equation within a line of text; a cell
border ends it. `cell_equation` reads the cell right before the value's as the left side of an
equation whose result is the value (`¥2,480 × 0.0067 = $16.62`), with the reader's own rules: the
expression evaluated exactly and compared at the value's written precision (rounded half up or
half even, or a tie a float cannot hold). The left cell must write an operator between at least
two numbers and no `=` of its own (a cell that writes its result, `3 × $1.25 = $3.75`, is the
`written` rule's), and the value must be the one number of its cell. Every operand must be
resolved (the caller checks; round 24: a measure under the digit minimum a result carried, the
`6.2` of a takeoff's `| 6.2 × 3.4 m × 150 mm |`, counts as the answer's own). Its price: none new, the `written` rule's: a wrong result, or a
result beside a mutated operand, does not verify.
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

from .expressions import relations

MAX_CELL: Final = 160  # characters of a calculation cell read
_OPERATOR: Final = re.compile(r"[\u00d7*/\u00f7+\u2212]|(?<=[0-9 ])x(?= ?[0-9$\u20ac\u00a3\u00a5])|(?<= )-(?= )")
_NUMBERS: Final = re.compile(r"[0-9]")


class CellEquation(NamedTuple):
    expression: str  # `2480 x 0.0067`, without `= value`
    operands: tuple[tuple[str, int], ...]  # (normalized value, offset in the cell's text)


def cell_equation(cell: str, value: str) -> CellEquation | None:
    """The expression the calculation `cell` writes, when it gives `value` (as written: `$16.62`)
    at its written precision; else None."""
    if len(cell) > MAX_CELL or "=" in cell or _OPERATOR.search(cell) is None:
        return None
    if len(_NUMBERS.findall(cell)) < 2:
        return None
    left = cell.rstrip()
    found, _ = relations(f"{left} = {value}")
    for relation in found:
        if relation.at < len(left) or len(relation.operands) < 2:
            continue
        expression = relation.expression.rsplit(" = ", 1)[0]
        return CellEquation(expression, relation.operands)
    return None
