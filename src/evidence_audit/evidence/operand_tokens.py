"""The `operands` rule (round 9): numbers an answer writes joined by operators without spaces.

In a formula an answer shows its working with no spaces: a mean `(1.21+1.26+1.13+1.17)/4`, a
standard error `√(p(1−p)(1/61,204 + 1/60,988))`. The tokenizer keeps `1.21+1.26+1.13+1.17` and
`1/61,204` whole, and no result carried them whole, so the reference flags them. Written with
spaces (`1.21 + 1.26`) each number is a value of its own and is judged alone.

Under the `spellings` dial a token made only of numbers joined by `+`, `*`, `×` or `÷` (a sum or a
product written tight), or a reciprocal `1/N`, is grounded when every number in it (the `1` of a
reciprocal aside) is a carried value, exactly or as a cell of a carried
CSV row (`2019,1.21,0.03`, the `glued` rule's reading): each number judged as if spaced, the short ones
too (a token the reference flags whole stays as strict). A `/` between other numbers (`148/88`, `11/30`, `4/5`) and a `-` (a
range, an id) are other rules' business.

Refused: one number of the token no result carried (`1.21+1.27`, `1/61,205`). Its price: none
beyond each number's own (the operators add no digit). Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Final

__all__ = ["operands_turn"]

_NUMBER: Final = r"[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?"
_TIGHT: Final = re.compile(r"(?:" + _NUMBER + r")(?:[+*\u00d7\u00f7](?:" + _NUMBER + r"))+")
_RECIPROCAL: Final = re.compile(r"1/(" + _NUMBER + r")", re.ASCII)
_SPLIT: Final = re.compile(r"[+*\u00d7\u00f7]")
_MAX_OPERANDS: Final = 64


def operands_turn(value: str, values: Mapping[str, int], glued: Callable[[str], int]) -> int:
    """The latest turn of the carried numbers a tight sum, product or reciprocal `value` joins
    (each carried exactly, or glued in a carried token: a CSV row's cell, `glued`), or -1."""
    m = _RECIPROCAL.fullmatch(value)
    if m is not None:
        parts = [m.group(1)]
    elif _TIGHT.fullmatch(value) is not None:
        parts = _SPLIT.split(value)
        if len(parts) > _MAX_OPERANDS:
            return -1
    else:
        return -1
    best = -1
    for part in parts:
        form = part.replace(",", "")
        if "." in form:
            form = form.rstrip("0").rstrip(".")
        turn = values.get(form, -1)
        if turn < 0:
            turn = glued(form)
        if turn < 0:
            return -1
        best = max(best, turn)
    return best
