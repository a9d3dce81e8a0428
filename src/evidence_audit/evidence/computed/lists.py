"""The rules over an answer's lists: a total of a whole list, an average of listed or tabled numbers,
and whether a run of items cuts a list the answer wrote."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from decimal import Decimal
from typing import Final

from ..layout import line_bounds, sentence_start
from ..units import factors, unit_after
from .values import Operand, Occurrence, equal_at, decimal_places
from .cues import _WRITTEN_NUMBER, MAX_RUN_ROWS, MAX_WINDOW
from ..replicate_spreads import coefficient_of_variation, sample_sd
from .reading import AnswerReading, carried_neighbours, clear_of_carried, _said_sum, _slip_of_difference, written_operand
from .tables import _column, _table_before

# (round 28) a table column whose header names a mean (`| readings | mean |`, `Avg (ppm)`, `Ø`): its
# cells are means of the numbers their row writes before them, as a sentence's `average` makes a value one
_MEAN_HEADER: Final = re.compile(r"\b(?:average|avg|mean)\b|\u00d8", re.IGNORECASE)


def mean_column(reading: AnswerReading, occ: Occurrence) -> bool:
    """(round 28) Whether the value is a table cell under a header that names a mean."""
    if "|" not in reading.text:
        return False
    cell = reading.layout.cell(occ.at)
    return cell is not None and _MEAN_HEADER.search(reading.layout.header(cell)) is not None


def _average_rule(
    reading: AnswerReading, i: int, known: set[str], before: list[Occurrence]
) -> tuple[str, tuple[Operand, ...]] | None:
    """The mean of the last 2-8 resolved numbers written before the value, or of a column of the
    table written just before it, rounded to the places written; never a value one digit off a
    carried number. Returns (expression, operands) without `= value`."""
    occ = reading.occurrences[i]
    places = decimal_places(occ.value)
    finer = _finer_than_carried(reading, occ, i)
    if finer is None:
        return None
    lists: list[list[Occurrence]] = [before[-size:] for size in range(2, min(MAX_WINDOW, len(before)) + 1)]
    table = _table_before(reading, occ)
    if table >= 0:
        for column in range(1, reading.layout.columns(table)):
            read = _column(reading, table, column, known)
            if read is not None and len(read[0]) >= 2:
                lists.append(read[0])
                # a run of two or more adjacent rows (`Mon-Thu averaged $5,656.11 a day` over a week's rows)
                cells = read[0]
                if len(cells) <= MAX_RUN_ROWS:
                    lists.extend(cells[a : a + size] for size in range(len(cells) - 1, 1, -1) for a in range(len(cells) - size + 1))
    listed = _list_amounts(reading, i, known)
    if listed is not None:
        lists.append(listed)
    row = _row_readings(reading, i, known)
    if row is not None:
        lists.append(row)
    for items in lists:
        if finer and any(decimal_places(o.value) >= places for o in items):
            continue  # (round 22) only a mean finer than its items passes a carried item's places
        mean = sum((o.number for o in items), Decimal(0)) / len(items)
        if mean == occ.number or equal_at(mean, occ.number, places, True):
            return f"({' + '.join(o.value for o in items)}) / {len(items)}", tuple(
                written_operand(o) for o in items)
    return None


def _row_readings(reading: AnswerReading, i: int, known: set[str]) -> list[Occurrence] | None:
    """(round 28) The numbers written in the value's table row before it, when the value's column is
    a mean's (`| readings | mean |` over `| 0.8, 0.6, 0.4, 0.5 | 0.575 ppm |`): 2 to `MAX_WINDOW` of
    them, each resolved or one a result carries as written (a cell of a result's comma-separated
    rows or a carried form: a reading under the digit minimum is still a carried reading); None when any is neither, or when there are fewer than 2."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None or _MEAN_HEADER.search(layout.header(cell)) is None:
        return None
    carried = reading.carried
    items: list[Occurrence] = []
    for o in reading.occurrences[:i]:
        other = layout.cell(o.at)
        if other is None or other.table != cell.table or other.row != cell.row or other.column == cell.column:
            continue
        if o.value not in known and o.value not in reading.cells and (carried is None or o.value not in carried):
            return None
        items.append(o)
    return items if 2 <= len(items) <= MAX_WINDOW else None


def _finer_than_carried(reading: AnswerReading, occ: Occurrence, i: int) -> bool | None:
    """The chance test of a mean or a spread: None when a carried number is one digit off the
    value (a misread stays flagged) or the carried forms are unknown; True when the only such
    neighbours are the value with its last places zeroed, a carried number written with fewer places
    (round 22: `27.86, 28.03, 27.94, mean 27.943` is no misread of 27.94): then only a mean of items
    written with fewer places than the value may reach it; False when no carried number is near."""
    neighbours = carried_neighbours(reading, occ, i)
    if neighbours is None:
        return None
    places = decimal_places(occ.value)
    if any(decimal_places(n.lstrip("-")) >= places for n in neighbours):
        return None
    return bool(neighbours)


def _spread_rule(
    reading: AnswerReading, i: int, before: list[Occurrence], computed_here: Sequence[Occurrence]
) -> tuple[str, tuple[Operand, ...]] | None:
    """(round 22) The sample SD (n - 1) of the last 2-8 resolved numbers written before the value
    (not those computed here: `mean 22.297, SD 0.111, CV 0.50%`), or, written as a percent, their
    CV (SD / mean x 100): rounded to the places written; never a value one digit off a carried
    number (replicate_spreads.py). Returns (expression, operands)."""
    occ = reading.occurrences[i]
    derived = {o.at for o in computed_here}
    before = [o for o in before if o.at not in derived]
    if _finer_than_carried(reading, occ, i) is None:
        return None
    places = decimal_places(occ.value)
    written = _WRITTEN_NUMBER.match(reading.text, occ.at)
    digits_end = written.end() if written is not None else occ.end
    percent = reading.text.startswith("%", digits_end) or reading.text.startswith(" %", digits_end)
    for size in range(2, min(MAX_WINDOW, len(before)) + 1):
        items = before[-size:]
        numbers = [o.number for o in items]
        spread = coefficient_of_variation(numbers) if percent else sample_sd(numbers)
        if spread is not None and equal_at(spread, occ.number, places, True):
            shown = ", ".join(o.value for o in items)
            what = f"CV of ({shown}): SD / mean x 100" if percent else f"sample SD of ({shown})"
            return what, tuple(written_operand(o) for o in items)
    return None


_LIST_ITEM = re.compile(r"[ \t]*(?:[-*+\u2022]|[0-9]{1,2}[.)])[ \t]")


def _cuts_a_list(answer: str, first: Occurrence, pool: Sequence[Occurrence]) -> bool:
    """Whether a total's items start inside a list, below an item of it (round 7): the line of
    its first item is a list line and so is the line right above it, which holds one of the
    numbers the total could have summed. A total closes a whole list: `3,820` for six listed
    items that add up to 3,920 is no sum of the last five."""
    start = answer.rfind("\n", 0, first.start) + 1
    if start == 0 or _LIST_ITEM.match(answer, start) is None:
        return False
    above = answer.rfind("\n", 0, start - 1) + 1
    if _LIST_ITEM.match(answer, above) is None:
        return False
    # (round 26) the pool is in text order: read back from its end to the line above, not every
    # number before the total once per window tried (ledger25)
    for o in reversed(pool):
        if o.start < above:
            return False
        if o.start < start - 1:
            return True
    return False
MAX_ITEMS: Final = 31  # items of a list an average may take (a month's days)


def _list_amounts(reading: AnswerReading, i: int, known: set[str]) -> list[Occurrence] | None:
    """The amounts of the last list written before the value's paragraph, one resolved amount per
    item (`1. Nov 24: $183.92` ... `5. Nov 30: $180.41`), or None when an item has none or more."""
    text = reading.text
    occ = reading.occurrences[i]
    if not occ.amount:
        return None
    end = text.rfind("\n", 0, sentence_start(text, occ.start))
    items: list[Occurrence] = []
    while end > 0:
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        if not line.strip():
            if items:
                break
            end = start - 1
            continue
        if not _LIST_ITEM.match(line):
            break
        inside = [o for o in reading.occurrences if start <= o.at < end and o.amount]
        if len(inside) != 1 or inside[0].value not in known or len(items) >= MAX_ITEMS:
            return None
        items.append(inside[0])
        end = start - 1
    return items[::-1] if len(items) >= 2 else None


def _list_lines(text: str, start: int, forward: bool) -> list[tuple[int, int]]:
    """The (start, end) of each line of the list that starts at the line at `start` (forward) or
    ends at the line before it (backward); blank lines only before the list's first item."""
    lines: list[tuple[int, int]] = []
    if forward:
        pos = start
        while pos < len(text) and len(lines) <= MAX_ITEMS:
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            line = text[pos:end]
            if not line.strip() and not lines:
                pos = end + 1
                continue
            if not _LIST_ITEM.match(line):
                break
            lines.append((pos, end))
            pos = end + 1
    else:
        end = start - 1
        if end > 0 and text[end - 1] == "\n":  # (round 11) one blank line between the list and its total
            end -= 1
        while end > 0 and len(lines) <= MAX_ITEMS:
            begin = text.rfind("\n", 0, end) + 1
            if not _LIST_ITEM.match(text[begin:end]):
                break
            lines.append((begin, end))
            end = begin - 1
        lines.reverse()
    return lines


# (census40) a worked line's result: `=` then emphasis, a currency mark or a space right before it
MAX_WORKED_OPERANDS: Final = 4
# between two factors of a worked line: the first's unit or thing (a word or two) and `×`, `x` or `*`
_TIMES: Final = re.compile(r"[ \t]*(?:[^\W\d_]{1,20}[ \t]+){0,2}?(?:\u00d7|x|\*)[ \t]*[$\u20ac\u00a3\u00a5\u20b9]?[ \t]?")
_WORKED: Final = re.compile(r"=[ \t]*[*_]{0,2}[ \t]*[$\u20ac\u00a3\u00a5\u20b9]?[ \t]?\Z")


def _worked_result(reading: AnswerReading, begin: int, o: Occurrence) -> bool:
    """(census40) Whether `o` is the product its list line works out (`3,420 bags × 50 kg = **171
    t**`, 171,000 kg in tonnes): an item of a list total above it however short (the digit minimum
    left it no candidate, so not resolved). The product of the 2-4 numbers between the line's label
    and the `=`, joined by `×`, `x` or `*` alone, in the unit the last one wears, restated in the unit
    the item wears (`units.factors`: the exact one), must be the item at its places: a line that
    miswrites its product (`1,860 × 50 kg = 98 t`) gives no item."""
    text = reading.text
    eq = _WORKED.search(text, max(begin, o.start - 12), o.start)
    if eq is None:
        return False
    first, last = bisect_left(reading.starts, begin - reading.reach), bisect_left(reading.starts, eq.start())
    label = text.rfind(":", begin, eq.start()) + 1  # after the line's label (`1. Crude:`), its marker's number left out
    operands = [p for p in reading.occurrences[first:last] if max(begin, label) <= p.at and p.end <= eq.start()]
    if not 2 <= len(operands) <= MAX_WORKED_OPERANDS:
        return False
    product = Decimal(1)
    for k, p in enumerate(operands):
        if k and _TIMES.fullmatch(text, operands[k - 1].end, p.start) is None:
            return False
        product *= p.number
    source, target = unit_after(text, operands[-1].end), unit_after(text, o.end)
    if source is not None and target is not None and source != target:
        found = factors(source, target)
        if not found:
            return False
        product *= found[0]
    elif source != target:
        return False
    return equal_at(product, o.number, decimal_places(o.digits), True)


# (incense41) the word right after a number (`312.5 ኪሎ`, `480 kg`): letters of any script, past one space
_WORD_AFTER: Final = re.compile(r"[ \t\u00a0]?([^\W\d_]{1,16})")


def _word_after(text: str, end: int) -> str:
    """(incense41) The word written right after the number ending at `end`, lower-cased, or ``."""
    m = _WORD_AFTER.match(text, end)
    return m.group(1).lower() if m is not None else ""


def _worded_items(reading: AnswerReading, lines: list[tuple[int, int]], word: str,
                  known: set[str]) -> list[Occurrence] | None:
    """(incense41) The list lines' items in the value's unit word: on each line the one resolved or
    carried number the same word follows (`- Grade 1: 312.5 ኪሎ × 210 = 65,625 ናቕፋ` ... `Total
    1,058.25 ኪሎ`), a quantity its worked line prices, not the line's last number; None where a line
    writes none or two numbers in that word, or where that number is no operand of a verified
    equation of its line (a listing line is `series`'s)."""
    carried = reading.carried
    worked = reading.operand_offsets
    items: list[Occurrence] = []
    for begin, end in lines:
        first, last = bisect_left(reading.starts, begin - reading.reach), bisect_left(reading.starts, end)
        inside = [o for o in reading.occurrences[first:last]
                  if begin <= o.at < end and _word_after(reading.text, o.end) == word]
        # (an operand of the equation its line works and verifies: a line that only lists, `- January:
        # 500 sales, 75000 revenue`, is the `series` rule's)
        if len(inside) != 1 or inside[0].at not in worked \
                or not (inside[0].value in known or carried is not None and inside[0].value in carried):
            return None
        items.append(inside[0])
    return items


def _whole_list_total(reading: AnswerReading, i: int, known: set[str]) -> list[Occurrence] | None:
    """The items of a whole list the value totals, exactly: the list right after the value's line
    (each item's first resolved number), or the list lines right before the value's line (each
    line's last resolved number), an item resolved or carried; every line one item, at least two, of the value's kind (amounts
    for an amount). None when no such list sums to the value."""
    text = reading.text
    occ = reading.occurrences[i]
    carried = reading.carried  # an item under the digit minimum is no candidate: carried is enough
    line_start, line_end = line_bounds(text, occ.start, occ.end)
    word = _word_after(text, occ.end)
    for forward in (True, False):
        lines = _list_lines(text, line_end + 1 if forward else line_start, forward)
        if len(lines) < 2 or len(lines) > MAX_ITEMS:
            continue
        if not forward and word:
            worded = _worded_items(reading, lines, word, known)
            if worded is not None and sum((o.number for o in worded), Decimal(0)) == occ.number:
                return worded
        items: list[Occurrence] = []
        for begin, end in lines:
            # (round 26) the line's numbers found by bisection (a number's first digit lies at most
            # `reach` after its token's start), not by reading every number of the answer per line
            # of every list tried (ledger25: 11.4x the work for 4x the answer)
            first, last = bisect_left(reading.starts, begin - reading.reach), bisect_left(reading.starts, end)
            inside = [o for o in reading.occurrences[first:last]
                      if begin <= o.at < end and (o.amount or not occ.amount)
                      and (o.value in known or carried is not None and o.value in carried
                           or not forward and _worked_result(reading, begin, o))]
            if not inside:
                break
            # (round 11) a line's item written at the total's places, not a date's numbers after it
            # (`- Rent: 1,100.00 on April 5, 2022` ... `Total: 1,150.00`), nor before it (round 15:
            # `* **Spotify Premium** (March 1): 50.00` under `Total spending in March 2022: 1,050.00`)
            same = [o for o in inside if decimal_places(o.digits) == decimal_places(occ.digits)] if decimal_places(occ.digits) > 0 else []
            items.append((same or inside)[0] if forward else (same or inside)[-1])
        else:
            if sum((o.number for o in items), Decimal(0)) == occ.number and not (
                    len(items) == 2 and _slip_of_difference(items[0], items[1], occ.number)
                    and not _said_sum(text, items[0], items[1], occ)):  # (the `total` rule's refusal)
                return items
    return None
