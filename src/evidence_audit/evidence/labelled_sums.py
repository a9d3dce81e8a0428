"""A sum an answer writes with a label on each term whose result it does not give (recall39).

`expressions.contradictions` refutes a written equation's result only when the expression is plain
(numbers, operators, parentheses): `148 + 62 + 35 = 255`. People write a sum of named parts with
their names and units between the numbers (`Kick-off 60 minutes + one-on-one 30 minutes + lunch 60
minutes = 160 minutes`, `Paris Rent-a-Car 135 + Good Night 720 + New Israeli Restaurant 120 =
**957**`), and a model that slips writes a wrong total there too; being short, it was no candidate
(the digit minimum), so never judged. `refuted_sums` returns it: the answer's own sum refutes it.

Read narrowly, one line at a time: the text before a plain `=` back to the line's start (its list
marker, `3. `, `- `, left out) or the last `:` or `;` before the first term, split at ` + ` into 2
to 12 terms, each term exactly one number and no parenthesis (`200.00 (New year gift, Feb 12) +
10.00 (Refund)` is no labelled sum: an aside's number), no other operator in a term (` - `, `×`, `*`, `/`, `÷`, `x` between spaces), no percent, no
clock or range, no second number (`Room 2 15 min` is no term); at least one term with a word (a
plain sum is `contradictions`'s); (mend39c) every term's number wearing the same word right after it,
or none wearing one (`Flour 1.2 kg + sugar 300 g = 1.5 kg`, `2 hours + 45 minutes = 2.75 hours`: two
units of one dimension, whose bare numbers are no sum; a plural's `s` dropped); then the number right after the `=` (emphasis and a currency
sign allowed, not followed by an operator, a percent, another `=` or a clock's `:`, and any word
right after it one a term's number wears: `19 February + 28 days = 19 March` is a date) is refuted when it misses the
terms' sum: by more than one unit of its last place where a term or it has decimals (rounded parts),
at all where every number is whole. Linear: each line is read once, each `=` opens
one bounded split of its own line.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Final, NamedTuple

from .units import dimension, factors, unit_after

__all__ = ["RefutedSum", "mixed_sum_total", "refuted_sums"]

# A number as terms and results write it: digits with thousands commas, a decimal point.
_NUMBER: Final = re.compile(r"(?<![0-9A-Za-z.,:/-])[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?(?![0-9]|[.,:/][0-9])|(?<![0-9A-Za-z.,:/-])[0-9]+(?:\.[0-9]+)?(?![0-9]|[.,:/][0-9])", re.ASCII)
# Anything in a term that makes it no plain named number: another operator, a percent, a clock.
_OTHER_OPERATOR: Final = re.compile(r"[\u00d7*/\u00f7%=<>\u2248~]|[ \t][-\u2212\u2013x][ \t]|[0-9]:[0-9]|[0-9][-\u2013][0-9]", re.ASCII)
_LETTER: Final = re.compile(r"[^\W\d_]")
# A label's end before the first term: `:` or `;` not inside a clock (`Start 07:10` is no label).
_LABEL_END: Final = re.compile(r";|:(?![0-9])")
# A word right after a number (`60 minutes`, `19 March`), any script: the sum's unit, or a date's month.
_WORD_AFTER: Final = re.compile(r"[*_]{0,2}[ \t\u00a0]?([^\W\d_]+)")
# A list item's marker at a line's start (`- `, `* `, `3. `, `2) `), emphasis and spaces around it.
_MARKER: Final = re.compile(r"\A[ \t*_]*(?:[-*\u2022]|[0-9]{1,2}[.)])[ \t]+", re.ASCII)
# A number glued to a letter (`31h15`, `5h20`, `A2`, `2x`): a duration, a code, a factor, no named number.
_GLUED: Final = re.compile(r"[0-9][^\W\d_]|[^\W\d_][0-9]")
# After `=`: emphasis and a currency sign, the number, then no operator, percent or `=` next.
_RESULT: Final = re.compile(
    r"=[ \t]*[*_]{0,2}[$\u20ac\u00a3\u00a5\u20b9]?[ \t]?([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)(?![0-9.,]?[0-9])"
)
_AFTER_RESULT: Final = re.compile(r"[ \t]*(?:[-+\u2212\u00d7*/\u00f7%=(]|x[ \t]|[.,][0-9])")
# (census40) A result's second part after its unit word (`5 h 45 min`, `5 hours and 45 minutes`):
# one quantity in two units, no number of the sum's unit alone.
_SECOND_PART: Final = re.compile(r"[ \t]*[^\W\d_]+\.?[*_]*,?[ \t]*(?:and[ \t]+|&[ \t]*)?[0-9]")
MAX_TERMS: Final = 12
MAX_LINE: Final = 400


class _Sum(NamedTuple):
    start: int  # the result's span in the answer
    end: int
    written: str  # the result as written
    total: Decimal  # the terms' sum, in the result's unit
    holds: bool  # the result is the terms' sum at its places
    mixed: bool  # (census40) the terms in two units of one dimension, converted to the result's


class RefutedSum(NamedTuple):
    start: int  # the result's span in the answer
    end: int
    written: str  # the result as written
    total: str  # the terms' sum


def refuted_sums(answer: str) -> list[RefutedSum]:
    """The results of labelled sums (`A 60 min + B 30 min = 160 min`) that the terms do not give."""
    out: list[RefutedSum] = []
    if "=" not in answer or "+" not in answer:
        return out
    start = 0
    size = len(answer)
    while start < size:
        end = answer.find("\n", start)
        if end < 0:
            end = size
        if end - start <= MAX_LINE and "+" in answer[start:end]:
            found = _in_line(answer, start, end)
            if found is not None and not found.holds:
                out.append(RefutedSum(found.start, found.end, found.written, str(found.total)))
        start = end + 1
    return out


def mixed_sum_total(answer: str, start: int) -> Decimal | None:
    """(census40) The terms' sum, in the result's unit, where the number starting at `start` is the
    result of a labelled sum of its line in two units of one dimension (`Drive 2 hours + layover
    45 minutes + flight 3 hours = 5.75 hours`: 5.75), else None. One line read."""
    line = answer.rfind("\n", 0, start) + 1
    end = answer.find("\n", start)
    if end < 0:
        end = len(answer)
    if end - line > MAX_LINE:
        return None
    found = _in_line(answer, line, end)
    if found is None or not found.mixed or found.start != start:
        return None
    return found.total


def _in_line(answer: str, start: int, end: int) -> _Sum | None:
    eq = answer.find("=", start, end)
    if eq < 0 or answer.find("=", eq + 1, end) >= 0 or (eq > start and answer[eq - 1] in "<>!=\u2248~"):
        return None  # one plain `=` on the line only
    head = answer[start:eq]
    terms = head.split(" + ")
    if not 2 <= len(terms) <= MAX_TERMS:
        return None
    cut = max((m.start() for m in _LABEL_END.finditer(terms[0])), default=-1)
    if cut >= 0:
        terms[0] = terms[0][cut + 1 :]
    else:
        terms[0] = _MARKER.sub("", terms[0], count=1)
    total = Decimal(0)
    worded = False
    # (mend39c) the word each term's number wears ("" for none): one word for every term, or none
    units: set[str] = set()
    amounts: list[tuple[Decimal, str | None]] = []  # (census40) each term's number and canonical unit
    fine = False  # a term written with decimals (a rounded one: its sum may be a unit off)
    for k, term in enumerate(terms):
        if _OTHER_OPERATOR.search(term) is not None or "+" in term or _GLUED.search(term) is not None \
                or "(" in term or ")" in term:
            return None
        found = list(_NUMBER.finditer(term))
        if len(found) != 1:
            return None
        number = found[0].group(0)
        fine = fine or "." in number
        worn = _WORD_AFTER.match(term, found[0].end())
        units.add(_unit_word(worn.group(1)) if worn is not None else "")
        try:
            amount = Decimal(number.replace(",", ""))
        except InvalidOperation:
            return None
        total += amount
        amounts.append((amount, unit_after(term, found[0].end())))
        if _LETTER.search(term) is not None:
            worded = True
    if not worded:
        return None  # a plain sum: `contradictions` reads it
    # terms in two units (`1.2 kg + 300 g`, `2 hours + 45 minutes`): their bare numbers are no sum;
    # (census40) each converted to the result's unit, where every term wears a unit of one dimension
    mixed = len(units) > 1
    m = _RESULT.match(answer, eq, end)
    after = m.end(1) if m is not None else end
    while after < end and after - (m.end(1) if m is not None else end) < 2 and answer[after] in "*_":
        after += 1  # the emphasis closing the result
    if m is None or _AFTER_RESULT.match(answer, after, end) is not None or _GLUED.match(answer, m.end(1) - 1, end) is not None:
        return None
    if answer.startswith(":", after) or answer.startswith(":", m.end(1)):
        return None  # a clock (`= **13:18**`)
    worn = _WORD_AFTER.match(answer, after, end)
    if mixed:
        converted = _converted(amounts, unit_after(answer, after))
        if converted is None or _SECOND_PART.match(answer, after, end) is not None:
            return None  # no unit for every term and the result, or `= 5 h 45 min`: one quantity in two units
        total = converted
    elif worn is not None and _unit_word(worn.group(1)) not in units:
        return None  # the result wears a word the terms do not (`19 February + 28 days = 19 March`): no sum of the terms
    written = m.group(1)
    try:
        value = Decimal(written.replace(",", ""))
    except InvalidOperation:
        return None
    places = len(written) - written.find(".") - 1 if "." in written else 0
    slack = Decimal(1).scaleb(-places) if fine or places else Decimal(0)  # whole terms sum exactly
    if mixed and not fine:
        slack = Decimal(1).scaleb(-places) / 2  # (census40) whole parts converted: the sum rounded at its places
    return _Sum(m.start(1), m.end(1), written, total, abs(value - total) <= slack, mixed)


def _converted(amounts: list[tuple[Decimal, str | None]], target: str | None) -> Decimal | None:
    """(census40) The terms' sum in the result's unit `target`: every term wearing a unit of its
    dimension, each converted by the exact factor (`units.factors`); None where one is not."""
    if target is None:
        return None
    kind = dimension(target)
    if kind is None:
        return None
    total = Decimal(0)
    for amount, unit in amounts:
        if unit is None or dimension(unit) != kind:
            return None
        if unit == target:
            total += amount
            continue
        exact = factors(unit, target)
        if not exact:
            return None
        total += amount * exact[0]
    return total


def _unit_word(word: str) -> str:
    """(mend39c) A word a number wears, as the terms and the result are compared: lower case, a
    plural's `s` dropped (`hours`, `hour`: one unit)."""
    word = word.lower()
    return word[:-1] if len(word) > 3 and word.endswith("s") else word
