"""Short results one edit from the arithmetic the answer writes for them (round 16): judged although short.

Under `min_digits` a number is prose, so a model that writes `50.00 of 1,350.00 = 3.9%` (3.7%),
`10 payments of 50.00, totalling 550.00` (500.00) or `12 km, about 7.2 miles` (7.5) is never
judged: a wrong result of arithmetic the answer shows. A short number of the answer (2 digits or
more, under the minimum, no number a result carried nor a person said) becomes a candidate when
the answer pins the arithmetic that gives it, and that arithmetic's result is one edit from it
(a digit changed, added or dropped, two neighbours swapped) and not it (at its written places,
rounded either way):

- an operation of two numbers written right before it, joined by an operator (`x`, `×`, `*`,
  `+`, `-`, `−`, `÷`, `/`, or `of`: a share for a percentage, `50.00 of 1,350.00 = 3.9%`, else a
  count times an amount, `10 payments of 50.00`), at most two words between a number and the
  operator, and the value after `=`, `≈` or a total word (`, totalling`); the first operand not
  itself the end of a longer chain (`10 + 5 + 5 = 20` is not `5 + 5`);
- or a conversion: the value written in a unit (`7.2 miles`, `3.4 GB`), one of the last
  `_CONVERTED_OPERANDS` numbers of its line and the line above written in another unit of its
  dimension (`12 km`, `3,140 MB`), converted by a factor people use (`units.factors`), written
  not an approximate number written with fewer significant digits than the value (`3.6 GB ÷ 22
  ≈ 0.16 GB, about 164 MB a day` took its 164 from the unrounded quotient, not from 0.16), nor
  the number right before it with only a unit word between (`1 hour and 30 minutes`: one quantity).

(gaps46) An operand written with a decimal comma and one or two decimals (`៤៨០ × ០,៥ = ២៤១`, 480 ×
0,5) in a text no locale rule decides is read as its decimal too, where its other reading (5) does not
give the value: `_comma_pinned`.

A search over more operands was tried and dropped: a result computed from a number the answer does
not write (an average's count, a day count today included) met a one-edit neighbour by chance
(heldout14: 6 false flags); so was a percentage cell one edit from a share of two numbers of its
table row (`| 6,033 | 96 | 1.95% |`: heldout4 +2 false flags, a month's growth, a year `2026-07`
as an operand). A sum or difference is no slip within the rounding of its operands (`81.1% −
70.1% = 11.1 points`, the unrounded shares' difference). A candidate is then judged like any other (the arithmetic dial, a
spelling, a person's words may still explain it) and flagged only when nothing does. Bounded: at
most `MAX_SLIPPED_RESULTS` values an answer, each a fixed number of results. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Container, Sequence
from datetime import date, timedelta
from decimal import Decimal, InvalidOperation
from typing import Final

from .hour_steps import ASCII_DIGITS
from .labelled_sums import mixed_sum_total
from .units import factors, unit_after
from .word_dates import answer_dates
from .yearless_words import yearless_in
from .unverified import _as_decimal, _Number, _places, one_edit

__all__ = ["MAX_SLIPPED_RESULTS", "slipped_results"]

MAX_SLIPPED_RESULTS: Final = 16
MIN_RESULT_DIGITS: Final = 2
_CONVERTED_OPERANDS: Final = 4

# Between the two operands: at most two words (`payments`, `nights`), an operator, a mark.
# (hostile38) Written so that no run of marks and blanks is shared between two repeats (the
# old pattern, `[*_\s]*%?[*_\s]*(?:[A-Za-z]+[*_\s]+){0,2}?(OP)[\s(*_]*[$]?\Z`, took the square of a
# run of blanks or stars): an operator that is no star (group 1) with every run taken whole, else a
# lone star (group 2), the last one of the run of marks the tail starts with, as the old pattern's
# greedy runs chose it; equal to it at every start (`tests/hostile/test_hostile38.py`).
_TAIL: Final = r"[\s(*_]*+[$\u20ac\u00a3\u00a5]?\Z"
_JOIN: Final = re.compile(
    r"(?:[*_\s]*+%?[*_\s]*+(?:[A-Za-z]++[*_\s]++){0,2}?(\u00d7|x|\+|-|\u2212|\u2013|\u00f7|/|of)" + _TAIL
    + r"|(?:(?:[*_\s]*+%)?+(?=" + _TAIL + r")[*_\s]*"
    r"|[*_\s]*+(?:%[*_\s]*+)?(?:[A-Za-z]++[*_\s]++)?[A-Za-z]++(?=" + _TAIL + r")[*_\s]+)"
    r"(?<!\*)(\*)(?!\*)" + _TAIL + ")"
)
# Between the second operand and the value: a unit or two words, then `=`, `≈` or `, totalling`.
# (hostile38) Each run possessive: the old pattern's three side-by-side repeats of blanks
# (`[*_\s]*%?[*_\s)]*`, a word's `[*_\s]+`, `,?\s*`) and the tail's made it cubic in a run of blanks
# between the second operand and the value (`5 x 3`, 400 spaces, `16`: 0.66 s of `check`, 2,000
# spaces 82 s); it only says whether the text links, and it matches the same texts.
_LINK: Final = re.compile(
    r"[*_\s]*+%?[*_\s)]*+(?:[A-Za-z/]++[*_\s]++){0,2}?"
    r"(?:=|\u2248|,?\s*+(?:totall?ing|totals?|totall?ed|in\s+all|comes?\s+to|coming\s+to|for\s+a\s+total\s+of))"
    r"[\s*_(~]*+(?:about\s++|approx\.?\s++|approximately\s++|roughly\s++|around\s++)?[*_\s]*+[$\u20ac\u00a3\u00a5]?\Z",
    re.IGNORECASE,
)
# An operator right before the first operand: it ends a longer chain (`10 + 5 + 5`).
_CHAINED: Final = re.compile(r"(?:[\u00d7+\u2212\u2013\u00f7/=]|(?<!\*)\*(?!\*)|\sx|\s-)\s*\(?\s*[$\u20ac\u00a3\u00a5]?\Z")
# An approximation right before a number: `≈ 0.16`, `about 3.1`.
_APPROXIMATE: Final = re.compile(r"(?:\u2248|~|\babout|\baround|\broughly|\bapprox(?:\.|imately)?)[\s*_$\u20ac\u00a3\u00a5]*\Z", re.IGNORECASE)
# Between the parts of one quantity written in two units: a unit word, `and` or a comma. (hostile39)
# Asked with `fullmatch` of the text between two numbers: each run possessive (no later part can take
# what an earlier one gives back), so a word then a run of marks that does not end the text (`12 km`,
# 8,000 stars, `x 7.2 miles`) is one pass, not the square of the run; the same language.
_COMPOUND: Final = re.compile(r"[*_\s]*+[A-Za-z]++\.?+[*_]*+,?+\s*+(?:and\s++)?+[*_]*+", re.IGNORECASE)
# A percent right after the value (the marks possessive: `\s` and `%` are no mark).
_PERCENT: Final = re.compile(r"[*_]*+\s?%")


def slipped_results(
    answer: str, numbers: Sequence[_Number], carried: Container[str], said: Container[str], min_digits: int
) -> frozenset[str]:
    """The answer's short numbers that are a miswritten result of the arithmetic it writes for
    them (see the module's docstring); `numbers`: `unverified.numbers_of(answer)`."""
    out: set[str] = set()
    judged = 0
    for k, number in enumerate(numbers):
        value = number.value
        digits = sum(1 for c in value if c.isdigit())
        if digits < MIN_RESULT_DIGITS or digits >= min_digits or value in out:
            continue
        if value in carried or value in said or value.startswith("-"):
            continue
        judged += 1
        if judged > MAX_SLIPPED_RESULTS:
            break
        results = _converted(answer, number, numbers[max(0, k - 2 * _CONVERTED_OPERANDS):k])
        if results and mixed_sum_total(answer, number.start) is not None:
            # (census40) the result of a labelled sum in two units (`2 hours + 45 minutes + 3 hours =
            # 5.75 hours`) is that sum converted, no slip of one term's conversion (0.75): judged by
            # the sum alone (`labelled_sums.refuted_sums` refutes it when it misses)
            continue
        a, b = (numbers[k - 2] if k >= 2 else None), (numbers[k - 1] if k >= 1 else None)
        pinned = _pinned(answer, number, a, b)
        if pinned is not None and a is not None and b is not None and _date_step_holds(answer, a, b, number):
            pinned = None  # (bell40) `2 April + 45 days = **17 May 2027**`: a date stepped by days, no sum 2 + 45
        slack = Decimal(0)
        if pinned is not None and a is not None and b is not None:
            results.append(pinned)
            # a sum or difference of rounded operands carries their rounding
            slack = (_quantum(a.digits) + _quantum(b.digits)) / 2
        if results and _miswritten(number.digits, results, slack):
            out.add(value)
        elif a is not None and b is not None and not _hit(number.digits, results, slack) and (
                comma := _comma_pinned(answer, number, a, b)) is not None and _miswritten(number.digits, [comma[0]], comma[1]):
            out.add(value)  # (gaps46) `៤៨០ × ០,៥ = ២៤១`: 480 × 0.5 is 240, one edit from 241
    return frozenset(out)


def _date_step_holds(answer: str, a: _Number, b: _Number, number: _Number) -> bool:
    """(bell40; mend40a) Whether `a op b = number` is a date stepped by a count of days that checks
    out: `a` the day of a date in words (with its year or without: `word_dates.answer_dates`,
    `yearless_words.yearless_in`), `b` a count (of days, or weeks, months) written outside any date,
    `number` the day of the date it gives, and that date is the base moved by the count (`2 April +
    45 days = **17 May 2027**`). A step that misses (`2 April + 45 days = **17 June 2027**`) is no
    date step: the slip of the sum 2 + 45 stays (review40 D1)."""
    line = answer.rfind("\n", 0, a.start) + 1
    end = answer.find("\n", number.start)
    text = answer[line:end if end >= 0 else len(answer)]
    dated = [(d.start, d.end, d.day.month, d.day.day, d.day.year) for d in answer_dates(text)]
    spans = [(s, e) for s, e, _, _, _ in dated]
    dated += [(d.start, d.end, d.month, d.day, 0) for d in yearless_in(text, spans)]
    base = _date_at(dated, a.start - line)
    result = _date_at(dated, number.start - line)
    if base is None or result is None or _date_at(dated, b.start - line) is not None:
        return False
    join = _JOIN.match(answer[a.end:b.start])
    sign = -1 if join is not None and join.group(1) in ("-", "\u2212", "\u2013") else 1
    count = _as_decimal(b.digits)
    if count is None or count != count.to_integral_value() or count > 3660:
        return False
    step = _STEP_UNIT.match(answer, b.end)
    unit = step.group(1).lower() if step is not None else "day"
    # a year not written is read in the result's year, the one before (a step over New Year) and
    # a leap year and the one after it (a step over 29 February): a match in any checks out
    years = [base[2]] if base[2] else ([result[2], result[2] - 1] if result[2] else [2024, 2025, 2023])
    for year in years:
        try:
            start = date(year, base[0], base[1])
        except ValueError:
            continue
        moved = _moved(start, sign * int(count), unit)
        if moved is not None and (moved.month, moved.day) == result[:2] and (not result[2] or moved.year == result[2]):
            return True
    return False


# The unit of a count of days a date is stepped by (`45 days`, `6 weeks`, `2 months`).
_STEP_UNIT: Final = re.compile(r"[*_ \t\u00a0]{0,3}(day|week|month)", re.IGNORECASE)


def _date_at(dated: Sequence[tuple[int, int, int, int, int]], at: int) -> tuple[int, int, int] | None:
    """The (month, day, year or 0) of the date whose span holds `at`, or None."""
    for start, stop, month, day, year in dated:
        if start <= at < stop:
            return month, day, year
    return None


def _moved(start: date, count: int, unit: str) -> date | None:
    try:
        if unit == "month":
            index = start.month - 1 + count
            return date(start.year + index // 12, index % 12 + 1, start.day)
        return start + timedelta(days=count * (7 if unit == "week" else 1))
    except (ValueError, OverflowError):
        return None


def _pinned(answer: str, number: _Number, a: _Number | None, b: _Number | None) -> Decimal | None:
    """The result of the operation of the two numbers written right before the value, when the
    answer joins them by an operator and links them to the value (`a op b = value`)."""
    if a is None or b is None:
        return None
    join = _JOIN.match(answer[a.end:b.start])
    if join is None or _LINK.match(answer[b.end:number.start]) is None:
        return None
    line = answer.rfind("\n", 0, a.start) + 1
    if _CHAINED.search(answer[max(line, a.start - 8):a.start]) is not None:
        return None
    x, y = _as_decimal(a.digits), _as_decimal(b.digits)
    if x is None or y is None:
        return None
    operator = join.group(1) if join.group(1) is not None else "*"  # group 2: a lone star
    percent = _PERCENT.match(answer, number.end) is not None
    if operator == "of":
        return (x / y * 100 if y else None) if percent else x * y
    if operator in ("\u00d7", "x", "*"):
        return None if percent else x * y
    if operator == "+":
        return x + y
    if operator in ("-", "\u2212", "\u2013"):
        return x - y
    if not y:
        return None
    return x / y * 100 if percent else x / y


def _converted(answer: str, number: _Number, before: Sequence[_Number]) -> list[Decimal]:
    """A value written in a unit (`about 7.2 miles`, `3.4 GB`): the last `_CONVERTED_OPERANDS`
    numbers of its line and the line above written in another unit of its dimension (`12 km`,
    `3,140 MB`), converted to its unit by each factor people use (`units.factors`)."""
    unit = unit_after(answer, number.end)
    if unit is None:
        return []
    start = answer.rfind("\n", 0, answer.rfind("\n", 0, number.start)) + 1
    # each number with where the next number starts: a number a unit word alone parts from the
    # next is one quantity in two units (`1 hour and 30 minutes`, `5 ft 11 in`), no operand
    nexts = [n.start for n in before[1:]] + [number.start]
    # (rope42) and the number a unit word alone parts from the one before it is that quantity's second
    # part (the 40 of `5 × 2 h 40 min = 13 h 20 min`: 40 min as 0.67 h is no operand, one edit from 13)
    seconds = {m.start for n, m in zip(before, before[1:]) if _COMPOUND.fullmatch(answer, n.end, m.start) is not None}
    near = [(o, after) for o, after in zip(before, nexts) if start <= o.start and o.value != number.value]
    out: list[Decimal] = []
    precision = _significant(number.digits)
    for o, after in near[-_CONVERTED_OPERANDS:]:
        if _COMPOUND.fullmatch(answer, o.end, after) is not None or o.start in seconds:
            continue
        source = unit_after(answer, o.end)
        amount = _as_decimal(o.digits)
        if source is None or source == unit or amount is None:
            continue
        if _significant(o.digits) < precision and _APPROXIMATE.search(answer, max(0, o.start - 16), o.start) is not None:
            continue  # a value more precise than an approximate operand: `≈ 0.16 GB, about 164 MB` took more
        out.extend(amount * f for f in factors(source, unit))
    return out


def _significant(digits: str) -> int:
    """The significant digits of a number as written (`0.16` 2, `3140` 3, `12.50` 4)."""
    bare = digits.lstrip("-").replace(".", "").lstrip("0")
    if "." not in digits:
        bare = bare.rstrip("0")
    return len(bare)


def _quantum(digits: str) -> Decimal:
    return Decimal(1).scaleb(-_places(digits))


# (gaps46) an operand written with a decimal comma and one or two decimals (`0,5`, `12,75`): no
# English thousands group (three digits follow one), read as its decimal where the answer's other
# reading (`05`, 5) misses the result
_COMMA_DECIMAL: Final = re.compile(r"[0-9]+,[0-9]{1,2}")


def _comma_pinned(answer: str, number: _Number, a: _Number, b: _Number) -> tuple[Decimal, Decimal] | None:
    """(gaps46) The result of `a op b = number` with each operand written with a decimal comma
    (`_COMMA_DECIMAL`: `0,5`) read as its decimal, and that reading's operand rounding (the
    `slack`); None where neither operand is so written (its reading is `_pinned`'s) or no
    operation is pinned. A text `locales` and `decimal_comma` leave undecided (`៤៨០ × ០,៥ = ២៤០`:
    a Khmer answer with no other decimal) read `0,5` as 5, and a slip of the result (`២៤១`) was
    never judged (palm-06)."""
    read = []
    for n in (a, b):
        written = answer[n.start:n.end].translate(ASCII_DIGITS)
        if _COMMA_DECIMAL.fullmatch(written) is not None:
            read.append(_Number(n.start, n.end, n.value, written.replace(",", ".")))
        else:
            read.append(n)
    if read[0] is a and read[1] is b:
        return None
    pinned = _pinned(answer, number, read[0], read[1])
    if pinned is None:
        return None
    return pinned, (_quantum(read[0].digits) + _quantum(read[1].digits)) / 2


def _hit(digits: str, results: Sequence[Decimal], slack: Decimal) -> bool:
    """(gaps46) Whether a result is the value at its places, within a unit of its last place or `slack`."""
    quantum = _quantum(digits)
    value = Decimal(digits)
    return any(abs(abs(r) - value) < quantum or abs(abs(r) - value) <= slack for r in results)


def _miswritten(digits: str, results: Sequence[Decimal], slack: Decimal = Decimal(0)) -> bool:
    """Whether no result is the value at its places (or within one unit of its last place: a
    rounding either way; and `slack`, its operands' rounding) and some result, at its places, is
    one edit from it."""
    quantum = _quantum(digits)
    value = Decimal(digits)
    near = False
    for r in results:
        if abs(abs(r) - value) < quantum or abs(abs(r) - value) <= slack:
            return False
        try:
            shown = str(abs(r).quantize(quantum))
        except InvalidOperation:
            continue
        if not near and one_edit(digits, shown):
            near = True
    return near
