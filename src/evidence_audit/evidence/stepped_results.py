"""(camel43) A list step's bare expression and the next step's result, read as one equation.

A model that works in numbered steps writes the arithmetic on one step and its result on the next,
with no `=` between them:

    1. 604.80 × 8,600
    2. **5,201,280 SLSH**

A person reads the second step as the first one's result. The equations reader
(`expressions.relations`) reads them joined (`joined_lines`): the line break and the next step's
marker become ` = ` padded with spaces (the same length: offsets hold), so the written expression
is redone exactly as any equation is, and a result it does not give stays what it was (flagged,
or refuted as a written equation's wrong result).

Joined only where the first line, after its list marker (`1.`, `2)`, `-`, `*`, `•`) or none, is a
bare expression: two to six numbers (a currency mark before them allowed) joined by `+ − × * ÷`, or
`x` and `/` with spaces around them (`10/08` is a date's)
and nothing else (no word, no `=`, no percent: `360 + 2%` then `367.20` is a step whose percent
says nothing of what it is a share of); and the next line, with a marker of the same kind (a
number after a number, a bullet after a bullet, none after none), starts with the result: a
number after markdown emphasis or a currency mark. Its price: a result on the next step that the
expression above gives, which any equation on one line already excuses.

Pure: no module state; linear in the text (each line read once, each pattern anchored, every run of
blanks possessive so no two parts split it, a line over `MAX_LINE` characters not read: review43 D0).
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["joined_lines"]

# spaces matched once each (possessive, atomic): a run of spaces between numbers is read in one pass,
# never split between two `[ \t]*` (review43 D0: `1 + 2 + ...` with 50 spaces in each gap took 25 s)
_NUM: Final = r"(?:[$\u20ac\u00a3][ \t]*+)?(?>[0-9]{1,3}(?:,[0-9]{3})++(?![0-9])|[0-9]++)(?:\.[0-9]++)?+"
_OP: Final = r"(?>[ \t]*+[+\u2212\u00d7*\u00f7][ \t]*+|[ \t]++[x/][ \t]++)"
# a step's marker: a number and a point or parenthesis, or a bullet
_MARKER: Final = r"(?:(?P<n>[0-9]{1,2}[.)])|(?P<b>[-*\u2022]))[ \t]++"
MAX_LINE: Final = 200  # characters of an expression line read (a longer line is no bare step)
_EXPRESSION_LINE: Final = re.compile(r"[ \t]*+(?:" + _MARKER + r")?(?:\*\*)?" + _NUM + r"(?:" + _OP + _NUM + r"){1,5}+(?:\*\*)?[ \t]*+")
_RESULT_START: Final = re.compile(r"[ \t]*+(?:" + _MARKER + r")?(?=(?:\*\*|__)?[ \t]*+[$\u20ac\u00a3]?[ \t]*+[0-9])")


def joined_lines(text: str) -> str:
    """`text` with each bare expression line joined to the next line's leading result by ` = `
    (the same length: offsets hold); the text itself where there is none."""
    if "\n" not in text:
        return text
    out: list[str] = []
    last = 0
    start = 0
    length = len(text)
    while start < length:
        end = text.find("\n", start)
        if end < 0:
            break
        line = _EXPRESSION_LINE.fullmatch(text, start, end) if end - start <= MAX_LINE else None
        if line is not None:
            nxt = _RESULT_START.match(text, end + 1)
            if nxt is not None and _same_marker(line, nxt):
                gap = nxt.end() - end  # the newline, the next marker and its spaces
                out.append(text[last:end])
                out.append(("=", " =", " = ")[min(gap, 3) - 1] + " " * max(gap - 3, 0))
                last = nxt.end()
        start = end + 1
    if not out:
        return text
    out.append(text[last:])
    return "".join(out)


def _same_marker(line: re.Match[str], nxt: re.Match[str]) -> bool:
    """Both lines numbered steps, both bulleted, or neither marked."""
    return (line.group("n") is None) == (nxt.group("n") is None) and (line.group("b") is None) == (nxt.group("b") is None)
