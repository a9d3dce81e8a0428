"""(shapes46) `container-quotient`: the fraction of containers an answer writes before it rounds up.

People fill whole containers and say the fraction first: `752 jars of 0.5 kg, 31.33 cases of 24, so
32 cases`, `9,216 plates - 184.32 → 185 packets → 10 cartons`, `212 cases ... 4.42 → 5 pallets`. The
count after (`32`, `185`) is the `rounded-whole` rule's; the fraction itself, a quotient of a quantity
the answer settled over a container's size, was no one's and stayed flagged.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `container-quotient` (late) | `752 jars ..., 31.33 cases of 24`; `9,216 plates` then `184.32 → 185 packets` for `50 to a packet` | a value with a fraction (3 significant digits or more, no amount) followed by `WORD of N` (the size written), or by an arrow or `so` and its ceiling (the size a number the system prompt states, or a whole number the answer writes before it); a quantity one of the last `MAX_QUANTITIES` numbers before it on its line or the line above, resolved or too short to be judged; the value is the quantity over the size rounded half up to its places | a value equal to such a quotient where no other quantity and size of the pools reaches a one-digit neighbour of it |

Refused: a value followed by a count that is not its ceiling, a quotient one digit off, a quantity
still judged (an invented one), an amount. (mend46e) The size written after the value is one the
system prompt states or a number resolved or computed (`23.07 cases of 30` for 24 jars a case is
refused); the quantity is the nearest before the value, or one whose word (`692 jars`) the rules or
the answer write after a size (`24 jars a case`): `346 kg: 692 jars - 14.42 → 15 cases` (346 / 24)
is refused. Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from decimal import ROUND_CEILING, Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Occurrence, Operand, as_decimal, decimal_places, digit_count
from .computed.wide import first_reached, late_search_bounds, late_target

__all__ = ["MAX_QUANTITIES", "explain_container_quotient"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_QUANTITIES: Final = 4  # numbers before the value tried as the quantity
MAX_WRITTEN_SIZES: Final = 8  # whole numbers the answer writes before the value tried as the size
MAX_SHORT: Final = 3  # significant digits of a number too short to be judged (a quantity taken as written)
# `cases of 24`: a word, `of`, the size
_OF_SIZE: Final = re.compile(r"(?:\*\*)?[ \t]+[^\W\d_]{2,16}[ \t]+of[ \t]+([0-9]{1,3}(?:,[0-9]{3})*(?:\.[0-9]+)?)(?![0-9.,]*[0-9])")
# `→ 185`, `-> 5`, `, so 32`, ` so **32**`: the count it rounds up to
_ROUNDED_AFTER: Final = re.compile(r"(?:\*\*)?[ \t]*(?:\u2192|->|=>|,?[ \t]+so)[ \t]*(?:\*\*)?([0-9]{1,3}(?:,[0-9]{3})*)(?![0-9.,]*[0-9])")


# a number as the rules write it (`24`, `1,200`, `0.5`)
_SIZE_NUMBER: Final = re.compile(r"(?<![0-9.,])[0-9]{1,3}(?:,[0-9]{3})*(?:\.[0-9]+)?(?![0-9])")
# the word after a number (`692 jars`, `24 **jars** a case`)
_WORD_AFTER: Final = re.compile(r"(?:\*\*)?[ \t]*(?:\*\*)?([^\W\d_]{2,24})")


def _word_after(text: str, end: int) -> str:
    m = _WORD_AFTER.match(text, end)
    return m.group(1).lower().rstrip("s") if m is not None else ""


def _contents(size: Decimal, texts: Sequence[str]) -> set[str]:
    """The words written right after the size in the texts (`24 jars a case`: `jar`)."""
    out: set[str] = set()
    for text in texts:
        for m in _SIZE_NUMBER.finditer(text):
            if _decimal(m.group()) == size:
                word = _word_after(text, m.end())
                if word:
                    out.add(word)
    return out


def _decimal(form: str) -> Decimal | None:
    try:
        return Decimal(form.replace(",", ""))
    except InvalidOperation:
        return None


def explain_container_quotient(
    reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence], stated: Collection[str],
    texts: Sequence[str] = ()
) -> Derivation | None:
    """The value as a quantity over a container's size (the module's docstring), or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None or occ.amount or occ.number == occ.number.to_integral_value():
        return None
    text = reading.text
    sizes: list[tuple[Decimal, Operand]] = []
    of_size = _OF_SIZE.match(text, occ.end)
    if of_size is not None:
        size = _decimal(of_size.group(1))
        form = of_size.group(1)
        written = next((o for o in reading.occurrences[i + 1:i + 4] if o.start >= of_size.start(1)), None)
        resolved = form.replace(",", "") in stated or form in stated or (
            written is not None and (written.value in known or written in computed_here))
        if size is not None and size > 1 and resolved:
            sizes.append((size, Operand(of_size.group(1), "answer", "the container's size written after it")))
    else:
        rounded = _ROUNDED_AFTER.match(text, occ.end)
        if rounded is None or _decimal(rounded.group(1)) != occ.number.to_integral_value(rounding=ROUND_CEILING):
            return None
        for form in stated:
            n = as_decimal(form)
            if n is not None and n > 1 and n == n.to_integral_value():
                sizes.append((n, Operand(form, "user", "a container's size the system prompt states")))
        earlier = [o for o in reading.occurrences[:i] if o.number > 1 and o.number == o.number.to_integral_value()
                   and not o.amount and (o.value in known or o in computed_here)]
        sizes += [(o.number, written_operand(o)) for o in earlier[-MAX_WRITTEN_SIZES:]]
    if not sizes:
        return None
    line_start = text.rfind("\n", 0, occ.start) + 1
    above = text.rfind("\n", 0, max(0, line_start - 1)) + 1 if line_start > 0 else 0
    quantities = [o for o in reading.occurrences[max(0, i - 16):i] if o.start >= above and o.number > 0 and not o.amount
                  and (o.value in known or o in computed_here
                       or (digit_count(o.digits) <= MAX_SHORT and o.value not in reading.pending))][-MAX_QUANTITIES:]
    if not quantities:
        return None
    bounds = late_search_bounds(reading, i, known, computed_here)
    if bounds is None:
        return None
    quantum, near = bounds
    before = text[:occ.start]
    contents = {size: _contents(size, (*texts, before)) for size, _ in sizes}
    told = first_reached(((q.number / size, (q, size, operand)) for q in quantities for size, operand in sizes
                          if q.number != size and (q is quantities[-1] or _word_after(text, q.end) in contents[size])),
                         occ.number, quantum, near)
    if told is None:
        return None
    q, size, operand = told
    return Derivation("container-quotient", f"{q.value} / {operand.value} = {occ.value}", (written_operand(q), operand))
