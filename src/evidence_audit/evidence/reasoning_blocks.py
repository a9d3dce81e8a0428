"""A reasoning block's open expression and the result the answer writes after it (round 23).

Reasoning models write their work in a block (`<think>` ... `</think>`) inside the answer's text,
then the answer: `<think> 89.73 + 142.58 + 84.33. </think> £316.64 for 216.1 L.`, `<think> 144 +
135. </think> **279.00** for the two cars`, `<think> 48 - 45. </think> 3.00 a day`. The block's
last sentence is an expression with no result (no `=`), and the first thing the answer writes is
that result: a person reads the two as one equation, `89.73 + 142.58 + 84.33 = £316.64`. So the
equations reader (`expressions.relations`) reads them joined (`joined_results`): the text between
the expression's last digit and the result (`.\\n</think>\\n\\n`) is read as ` = ` padded with
spaces, the same length, so every offset holds. (Round 26) The answer may open with a label of one
to three words before the result (`<think> Only the late fee: 250 − 15. </think> Refund
**€235.00**`): the label is part of the gap, unless a word of it makes the result approximate or a
part (`about`, `each`, `per`: not joined).

Only where the block's last sentence holds an operator and no `=` (`100 / 1100 = 0.0909.` has its
result already), ends on a digit (`Amount over litres.` writes nothing to join), and the answer's
first number is not itself the start of an expression (`240.00 + 225.00 = **465.00**` after `5 x
48 and 5 x 45.` is its own equation). Its price: none new, as for any written equation: the
operands are judged themselves, and a result the expression does not give stays flagged.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from typing import Final

from .amounts import MONEY_SIGN_CLASS

__all__ = ["BLOCK_CLOSE", "BLOCK_OPEN", "joined_results", "leading_block"]

# the close of a reasoning block after a sentence ending on a digit, then blank space and the
# answer's first number (a currency mark or emphasis before it); no two blank runs side by side, so
# a long run of spaces is not tried at every split (review23 finding 8)
_CLOSE: Final = re.compile(
    r"(?<=[0-9])(?P<gap>\.?[ \t]*(?:\n[ \t]*)?</(?:think|thinking|reasoning)>[ \t\n]*"
    # (round 26) a label of one to three words the answer opens with (`Refund **€235.00**`,
    # `Total: 47.00`): words of letters, each followed by spaces (no digit: the first number is the
    # result); read as part of the ` = ` gap
    r"(?:[A-Za-z][A-Za-z'-]{0,23}:?[ \t]+){0,3})"
    # (seed40) any currency sign before it (`**฿2,735.41**`, `₹`), as the expression lexer reads them
    r"(?=(?:\*\*|__)?[" + MONEY_SIGN_CLASS + r"]?(?:\*\*|__)?[0-9])",
    re.IGNORECASE,
)
# (round 26) a lead word that makes the result approximate or a part: `about`, `roughly`, `each`,
# `per`, ...: such a label is not joined (the result would be read as exact and whole)
_LOOSE_LEAD: Final = re.compile(
    r"\b(?:about|approx(?:imately)?|roughly|around|nearly|almost|circa|ca|over|under|each|per|plus|minus|less|more|up|to)\b",
    re.IGNORECASE)
_OPEN: Final = re.compile(r"<(?:think|thinking|reasoning)>", re.IGNORECASE)
# (round 31) the tags of a reasoning block, open and close, for every rule that reads one
# (`reasoned_swaps` read `<think>` only)
BLOCK_OPEN: Final = _OPEN
BLOCK_CLOSE: Final = re.compile(r"</(?:think|thinking|reasoning)>", re.IGNORECASE)
# an operator between two operands: `+`, `−`, a spaced `-`, `×`, `x`, `*`, `/`, `÷`, a word operator
_OPERATOR: Final = re.compile(r"[0-9)][ \t]*(?:[+\u2212\u00d7*/\u00f7]|[ \t][x-][ \t]|[ \t](?:plus|minus|times|over)[ \t])[ \t]*[($\u20ac\u00a3]?[0-9]")
# (bell40) a result with its unit times or over a factor: `100.53 kWh × 0.31`
_UNIT_FACTOR: Final = re.compile(r"[0-9][ \t]+[^\W\d_]{1,6}[ \t]*(?:[\u00d7*/\u00f7]|x[ \t])[ \t]*[0-9]")
# the answer's first number going on as an expression: `240.00 + 225.00 = ...`
_GOES_ON: Final = re.compile(
    r"(?:\*\*|__)?[" + MONEY_SIGN_CLASS + r"]?(?:\*\*|__)?[0-9][0-9,]*(?:\.[0-9]+)?(?:\*\*|__)?[ \t]*(?:[-+\u2212\u00d7/\u00f7=]|\*(?!\*)|x[ \t])"
)
# where the block's last sentence starts: a full stop and a space, a line break, the block's open
_SENTENCE_END: Final = re.compile(r"\.[ \t]+(?=[A-Z0-9(])|\n")


def leading_block(answer: str) -> tuple[int, int, int] | None:
    """The reasoning block that opens `answer` (after blanks) and closes: where its text starts, where
    its closing tag starts and where it ends; None when the answer opens no block or never closes it
    (`reasoned_swaps`, `reasoned_slips`)."""
    opened = BLOCK_OPEN.match(answer, len(answer) - len(answer.lstrip()))
    if opened is None:
        return None
    closed = BLOCK_CLOSE.search(answer, opened.end())
    if closed is None:
        return None
    return opened.end(), closed.start(), closed.end()


def _last_sentence(text: str, start: int, end: int) -> str:
    """The block's last sentence: from the last sentence break in `text[start:end]` to `end`."""
    cut = start
    for m in _SENTENCE_END.finditer(text, start, end):
        cut = m.end()
    return text[cut:end]


def joined_results(text: str) -> str:
    """`text` with each reasoning block's open expression joined to the answer's first number by
    ` = ` (the same length: offsets hold); the text itself where there is none."""
    if "</" not in text:
        return text
    out: list[str] = []
    last: int = 0
    # the opens and closes walked in order, once (review23 finding 8): a close's block is the last
    # open before it, and an open is read by one close only (a second close has no block of its own)
    opens: list[re.Match[str]] = list(_OPEN.finditer(text))
    ahead: int = 0
    for m in _CLOSE.finditer(text):
        opened: re.Match[str] | None = None
        while ahead < len(opens) and opens[ahead].end() <= m.start():
            opened = opens[ahead]
            ahead += 1
        if opened is None:
            continue
        sentence = _last_sentence(text, opened.end(), m.start())
        if "=" in sentence:
            # (bell40) a step's result taken on by another factor (`239.36 × 0.42 = 100.53 kWh × 0.31.`):
            # what follows its last `=` is the open expression, its unit word allowed before the operator
            tail = sentence.rsplit("=", 1)[-1]
            if _OPERATOR.search(tail) is None and _UNIT_FACTOR.search(tail) is None:
                continue
        elif _OPERATOR.search(sentence) is None:
            continue
        if _GOES_ON.match(text, m.end()):
            continue
        gap = m.group("gap")
        close = gap.lower().rfind(">")
        if close >= 0 and _LOOSE_LEAD.search(gap, close + 1) is not None:
            continue
        out.append(text[last:m.start()])
        out.append((" = " + " " * len(gap))[:len(gap)] if len(gap) >= 3 else gap)
        last = m.end()
    if not out:
        return text
    out.append(text[last:])
    return "".join(out)
