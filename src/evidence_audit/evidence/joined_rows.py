"""The `joined-rows` arithmetic rule (words43): a line whose label joins two or more items an earlier
answer priced on lines of their own, the sum of those lines' amounts.

Asked the same bill again with one thing changed, people merge the items that did not change into
one line: an earlier answer wrote `| Pallets 6.35 → | 7 | 4,550.00 |` and `| Ridge pieces 22 × 240 |
| 5,280.00 |`, the next writes `| Pallets and ridge | 9,830.00 |`. The label names each item by the
first word of its earlier line (`Pallets`, `ridge`); the amount is their sum, in any trade.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `joined-rows` | (an earlier answer: `| Pallets 6.35 → | 7 | 4,550.00 |`, `| Ridge pieces 22 × 240 | | 5,280.00 |`) `| Pallets and ridge | 9,830.00 |` | a label of words only before the value on its line (a table row's first cell, a list line's text), joining 2 to `MAX_PARTS` parts by `and`, `&`, `+` or `,`; each part's first word (3+ letters, a plural's `s` dropped) the first word of exactly one line of the previous two answers, that line's last number taken; their sum, exact | a value equal to the sum of the earlier lines its label names |

Refused: a value of fewer than `MIN_DIGITS` significant digits, one digit off a carried number or a
slip of the local step (`late_try_refused`); a part that names no earlier line or two of them; a
label writing a number; one part only; (mend43c) a question since that writes a number (`Same order but 8
pallets`: an item changed, its earlier line stale). Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading
from .computed.values import Derivation, Occurrence, Operand
from .computed.wide import late_target, late_try_refused
from .text_memo import TextMemo

__all__ = ["explain_joined_rows", "MAX_PARTS", "MAX_LINES"]

MAX_PARTS: Final = 4  # items a label joins
MAX_LINES: Final = 64  # lines of the earlier answers read
MAX_TEXT_CHARS: Final = 8_000  # of each earlier answer read
MIN_DIGITS: Final = 3  # significant digits the value must write
# (mend43c) the runs of spaces and `*` around the label possessive: none gives back what the next could take
_LABEL: Final = re.compile(r"[ \t|*_\-•]*+([^\W\d_][^\d|:=]{2,80}?)[ \t*_:]*+\|?[ \t*_]*+(?:[$\u20ac\u00a3\u00a5][ \t]?)?\**+\Z")
_JOIN: Final = re.compile(r"\s+(?:and|&|\+)\s+|\s*,\s*")
_ANY_DIGIT: Final = re.compile(r"[0-9]")
_WORD: Final = re.compile(r"[^\W\d_]{3,}")
_NUMBER: Final = re.compile(r"(?<![0-9.,])[0-9]{1,3}(?:,[0-9]{3})*(?:\.[0-9]+)?(?![0-9])|(?<![0-9.,])[0-9]+(?:\.[0-9]+)?(?![0-9])")


def _stem(word: str) -> str:
    word = word.lower()
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


_Line = tuple[str, Decimal, str]  # a line's first word (stemmed), its last number, as written; "" for a line of neither
_LINES: Final[TextMemo[list[_Line]]] = TextMemo(entries=4, chars=1 << 16)


def _lines_of(text: str) -> list[_Line]:
    """Each of the first `MAX_LINES` lines of `text`: its first word and last number when it starts
    with words (a table row's first cell, a list line) and ends with a number, else ("", 0, "")."""
    out: list[_Line] = []
    for line in text[:MAX_TEXT_CHARS].split("\n")[:MAX_LINES]:
        first = _WORD.search(line)
        numbers = _NUMBER.findall(line)
        if first is None or not numbers or any(c.isdigit() for c in line[:first.start()]):
            out.append(("", Decimal(0), ""))
            continue
        try:
            out.append((_stem(first.group(0)), Decimal(numbers[-1].replace(",", "")), numbers[-1]))
        except InvalidOperation:
            out.append(("", Decimal(0), ""))
    return out


def _earlier_lines(texts: tuple[str, ...]) -> dict[str, list[tuple[Decimal, str]]]:
    """The first word of each line of `texts` that starts with words (a table row's first cell, a list
    line) and ends with a number, with that last number; `MAX_LINES` lines in all. (mend43c) Each
    text read once (`_LINES`), not once per value of the answer."""
    lines: dict[str, list[tuple[Decimal, str]]] = {}
    read = 0
    for text in texts:
        for stem, n, shown in _LINES.read(text, _lines_of):
            if read >= MAX_LINES:
                return lines
            read += 1
            if stem:
                lines.setdefault(stem, []).append((n, shown))
    return lines


def explain_joined_rows(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                        earlier: tuple[str, ...], question: str = "") -> Derivation | None:
    """The value as the sum of the earlier answers' lines its label names (the module docstring), or
    None. `earlier`: the previous answer's text and the one before it; `question`: the person's text
    since (mend43c: one that writes a number may have changed an item, `but 8 pallets`: refused)."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None or _ANY_DIGIT.search(question) is not None:
        return None
    text = reading.text
    line_start = text.rfind("\n", 0, occ.start) + 1
    m = _LABEL.fullmatch(text, line_start, occ.start)
    if m is None:
        return None
    parts = [p for p in _JOIN.split(m.group(1).strip()) if p]
    if not 2 <= len(parts) <= MAX_PARTS:
        return None
    lines = _earlier_lines(earlier)
    total = Decimal(0)
    operands: list[Operand] = []
    for part in parts:
        word = _WORD.match(part.strip())
        found = lines.get(_stem(word.group(0))) if word is not None else None
        if found is None or len(found) != 1:
            return None  # a part that names no earlier line, or two
        n, shown = found[0]
        total += n
        operands.append(Operand(shown, "answer", f"an earlier answer's line {word.group(0) if word else ''!r}"))
    if total != occ.number or late_try_refused(reading, i, known, computed_here):
        return None
    return Derivation("joined-rows", f"{' + '.join(o.value for o in operands)} = {occ.value}", tuple(operands))
