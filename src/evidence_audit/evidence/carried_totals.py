"""Totals of a result's column the answer does not list (round 10): the `carried-total` rule.

A tool lists a period's readings or a list's records (`[{"consumption": 0.471, "interval_start":
...}, ...]`, 24 hours) and the answer totals one of their numbers: `Yesterday you used 17.51 kWh
in total`. The `aggregate` rule of `computed/` sums at most 6 elements of an array the answer
names; a day of hourly readings or a year of months is longer, and names nothing. This rule takes
the whole column where the value's sentence says it totals, as `carried-mean` (`means.py`) takes
its mean where the sentence says it averages:

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `carried-total` | `Yesterday you used 17.51 kWh in total`; `from 16:00 to 20:00 alone was 6.755 kWh` | where its sentence says `total`, `in all`, `altogether`, `combined`: the sum of one numeric key over all 2-MAX_ELEMENTS objects of one array of a result (every one carrying it), exact, or rounded to the places written when the column carries more; the value has at least MIN_DIGITS significant digits (MIN_WHOLE_DIGITS for a column of whole numbers: a dozen counts sum to three digits) and is not one digit off a carried number | a value equal to such a sum |

The part of such a column in a window of the day its sentence writes (`The evening block from
16:00 to 20:00 alone was 6.755 kWh`) is a total too: the objects whose first timestamp's clock
falls in the window (from its start to before its end), 2 or more of them and not all.

(Round 17) A column's part over one group of the array's objects is a total too: the objects
another key holds one value in (`means.record_groups`: a key of 2 to 6 scalar values, fewer than
the objects), 2 or more of them and not all (`Spending (outgoing only) totals 1,350.00`: the
`amount` of the transactions whose `sender` is `me`). The answer's own list of the items is no
refusal here: which objects the group adds, the list does not say, so the `total` rule cannot read it.

Only this turn's results (since the previous answer; census34: the latest turn that served one) are totalled, and a whole column only when
the answer does not list it before the value (two of its numbers written there: the `total` rule
reads the list, and its currency marks; (tea35) not as the operands of an equation the answer
writes and verifies, `September: 212.4 − 188.0 = +24.4 mm`, which the `total` rule takes as no
items: `narrow.listed_before`).

(Round 20) With no total word, a column the value's label names (its line before it and the words
right after it: `**Impressions:** 104,460`, `| Clicks | 27,481 |`, `698,880 impr`; `key_namer`), of
any kept result (the latest MAX_COLUMNS columns), summed whole or over a run of 2 or more adjacent
rows (`Weekend spend $1,260.30`: the last two days): refused when another run of a named column
reaches a one-digit neighbour of the value, when the answer lists the run before it, past
MAX_RUN_WORK sums (a hostile column is refused, not searched).

(Round 31) A running total: a column of a kept result's array by the day (each row's first ISO date
string, in order, none twice) summed from its first row through the row of a day the value's
sentence writes before it (`Used by the end of 22 Nov: 5,520 kg`), 2 rows or more and not all,
refused when any running total of any kept dated column reaches a one-digit neighbour (that test,
over every running total there is, stands for the narrow rules' refusal of a value one digit off a
carried number: `6,500` through 23 Nov beside a stock's minimum `1,500`). A whole column's total
of any kept result where the value's sentence counts its rows (`in the last 12 months` over 12
rows of bills), with no total word, in any language's words around the count (ordinals and dates
in words are no counts: `undated`), refused when a whole column of that many rows reaches a
one-digit neighbour. A total word over no column of this turn's results goes on to the column
its label's other words name (round 20's search, the total words blanked: `without_total_words`),
so `| Total length | 62.15 m |` sums an earlier turn's manifest, and `in total` alone names no
`total` key of a column tabled answers ago.
(Round 31) The whole of a column the label names (`The percentages add up to 194.4%` for a recipe's
`percentages` object of five parts) is priced against the other named columns' wholes only: a run of
its rows one digit off it (`100 + 72 + 20 + 2.1`, the last part small) is another reading, not a
neighbour the same reading reaches.

(shapes45a) A group the label names by a category value is summed wherever its rows stand: `| Raw
nuts shelled | 193.5 kg |` over the rows of a CSV sheet whose `task` is `shelling` (rows 1, 2 and 5),
`| Yards dyed | 163.5 |` over those whose `task` is `dyeing` and `unit` is `yard`. A row is named by a
word `KeyNamer.names_any` reads or by another English form of a label's word of 4 letters or more
(`KeyNamer.naming`: `shelled` and `shelling`, `dyed` and `dyeing`, one stem); 2 rows or more and not
all, one reading more per column, in the same chance test as the runs (a row of another group added,
`+ 18.25` of a `peeling` row, reaches no reading). Its price: an invented amount equal to the sum of
the rows a label's words name.

Refused: a total one digit off, a value without the word or a window, a sum over part of an array
no window or group picks, or over two arrays; a column of an earlier turn's result; a listed column.
Pure: no I/O; the per-run state is the totals read so far (at most MAX_TOTALS).
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from collections.abc import Callable, Container
from typing import Any, Final, NamedTuple

from .computed.reading import neighbours
from .computed.values import digit_count
from .decimal_text import printed as _show
from .means import record_groups
from .rated import holds_percent, percent_words
from .results_queue import TurnResults
from .served import Served
from .units import unit_of
from .walk import containers
from .yearless_words import yearless_in

__all__ = ["CarriedTotals", "KeyNamer", "Total", "asked_total", "currency_worn", "days_written", "key_namer", "label_head", "says_total", "undated", "windows", "without_total_words"]

MAX_ELEMENTS: Final = 64  # objects of one array summed
MAX_TOTALS: Final = 512  # totals kept per run
MAX_GROUP_TOTALS: Final = 256  # (round 17) totals over one group of an array's objects kept per run
MAX_KEYS: Final = 32  # numeric keys of one array summed
MAX_WALK: Final = 4000  # nodes read per result
MIN_DIGITS: Final = 3  # significant digits the value must write
# ... and for a column of whole numbers: a dozen counts (seats, items) sum to a three-digit number
# that a fabricated total hits too often (synth: `$160`, the seats of 11 flights)
MIN_WHOLE_DIGITS: Final = 4
MIN_ELEMENTS: Final = 2
MAX_COLUMNS: Final = 256  # (round 20) columns kept per run for the sums of a column its line names
MAX_ROW_WORDS: Final = 80  # (round 20) a string value longer than this names no row
NAMED_WORDS_PER_UNIT: Final = 16  # (round 24) row words an ask of `explain_named` reads per unit of the run's budget
MAX_RUN_ROWS: Final = 8  # (round 20) rows of a run short of the whole column (a week's days and one more)
MIN_KEY_START: Final = 4  # (round 26) letters of a key's word that starts a said word (`chars`: `characters`)
MAX_RUN_WORK: Final = 16384  # (round 20) run sums one ask may add (a 64-row column has 2,016 runs)
MAX_PRODUCT_KEYS: Final = 8  # (brandy36) the first numeric keys of an array whose row products are summed
# (mend36b) a key's words (`crate_kg`: crate, kg; `unitPrice`: unit, price) and the words that say it counts things
_KEY_WORD: Final = re.compile(r"[A-Z]?[a-z]+")
_COUNT_WORDS: Final = frozenset({"count", "qty", "quantity", "pieces", "pcs", "number", "units"})
# (mend46d) the words that name what a group of rows made or holds as a count (`Stitching output`, `items`)
_OUTPUT_WORDS: Final = frozenset({"output", "items"})


class Total(NamedTuple):
    value: Decimal
    places: int  # the most decimal places one of its numbers carries
    expression: str  # `0.471 + 0.566 + ...`
    where: str  # `result 2: results[*].consumption`
    position: int = 0  # the result's position in the run
    items: tuple[Decimal, ...] = ()  # the numbers summed
    grouped: bool = False  # over the objects of one group (`where sender = 'me'`), not the whole column
    label: str | None = None  # (round 21) the group's value, lower case (`me`, `balcony`), where it is a string
    product: bool = False  # (mend36b) a sum of row products (`_row_products`): judged with the chance test


def _number(value: Any) -> tuple[Decimal, int] | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    text = repr(value) if isinstance(value, float) else str(value)
    if "e" in text or "E" in text or "inf" in text or "nan" in text:
        return None
    if isinstance(value, float) and len(text) > 12:
        text = format(value, ".10g")  # float noise: 0.30000000000000004 is 0.3
    try:
        number = Decimal(text)
    except InvalidOperation:
        return None
    point = text.find(".")
    return number, (len(text) - point - 1 if point >= 0 else 0)


class CarriedTotals:
    """The whole-column sums of a run's results (read when an answer first asks)."""

    __slots__ = ("_results", "_totals", "_group_totals", "_series", "_columns", "_dated", "_percent_words")

    def __init__(self) -> None:
        self._results = TurnResults()
        self._totals: list[Total] = []
        self._group_totals: list[Total] = []  # (round 17) the columns' sums over one group of objects
        # arrays whose every object starts at a time of day: (minutes of each, key -> numbers, where)
        self._series: list[tuple[list[int], dict[str, list[tuple[Decimal, int]]], str, int]] = []
        # (round 20) each numeric column of an array, in row order: (key, numbers, places, where,
        # position, each row's words: the words of its short string values, lower-cased; (round 24)
        # one tuple for every column of the array, read once when the array is)
        self._columns: list[tuple[str, tuple[Decimal, ...], int, str, int, tuple[tuple[str, ...], ...]]] = []
        # (round 31) arrays whose every object is of one day, in order: ((month, day) of each, key -> numbers, where)
        self._dated: list[tuple[list[tuple[int, int]], dict[str, list[tuple[Decimal, int]]], str]] = []
        self._percent_words: frozenset[str] = frozenset()  # (brandy36) the measures the prompt states in percent

    def add_system_text(self, text: str) -> None:
        """(brandy36) The measures a system prompt states in percent (`70% ABV`: `rated.percent_words`),
        so a column under such a key is a share in the row products' sums (`_row_products`)."""
        self._percent_words = self._percent_words | percent_words(text)

    def add_result(self, served: Served, position: int) -> None:
        self._results.add_result(served, position)

    def answered(self, settled: bool = False) -> None:
        """An answer was given: a later answer totals only the results that come after it."""
        self._results.answered(settled)

    def _array(self, items: list[Any], at: str, position: int) -> None:
        if len(self._totals) >= MAX_TOTALS or not MIN_ELEMENTS <= len(items) <= MAX_ELEMENTS:
            return
        if not all(isinstance(item, dict) for item in items):
            return
        keys: dict[str, None] = {}
        for key, value in items[0].items():
            if _number(value) is not None:
                keys[str(key)] = None
                if len(keys) >= MAX_KEYS:
                    break
        rows: tuple[tuple[str, ...], ...] | None = None  # (round 24) each row's words, read once for all its columns
        for key in keys:
            numbers: list[Decimal] = []
            places = 0
            for item in items:
                read = _number(item.get(key))
                if read is None:
                    break
                numbers.append(read[0])
                places = max(places, read[1])
            if len(numbers) != len(items) or len(self._totals) >= MAX_TOTALS:
                continue
            if rows is None:
                rows = tuple(_row_words(" ".join(v for v in item.values() if isinstance(v, str) and len(v) <= MAX_ROW_WORDS))
                             for item in items)
            self._columns.append((key, tuple(numbers), places, f"result {position}: {at or '(root)'}[*].{key}", position, rows))
            del self._columns[:-MAX_COLUMNS]
            total = sum(numbers, Decimal(0))
            expression = _show(numbers[0]) + "".join(
                f" - {_show(-n)}" if n < 0 else f" + {_show(n)}" for n in numbers[1:]
            )
            self._totals.append(Total(total, places, expression, f"result {position}: {at or '(root)'}[*].{key}",
                                      position, tuple(numbers)))
        self._row_products(items, keys, at, position)
        self._grouped(items, keys, at, position)
        self._timed(items, keys, at, position)
        self._dated_rows(items, keys, at, position)

    def _row_products(self, items: list[dict[str, Any]], keys: dict[str, None], at: str, position: int) -> None:
        """(brandy36) The sum over the array's objects of the product of two of their numeric keys
        (the first MAX_PRODUCT_KEYS), every object carrying both: a purchase's crates, `count` x
        `crate_kg` each (`Total: 1,547.0 kg`), an order's lines, `quantity` x `unit_price`; over 100
        where one key holds a percent (`rated.holds_percent`: `distillate_l` x `abv` after the prompt's
        `70% ABV`). A total as the column's is: where the sentence says it totals, of a list the answer
        does not write whole (its own products are the `total` rule's), at the places its numbers give.
        (mend36b) Only a share times what is no share, or a count (`_counts`) times what counts
        nothing (a per-unit figure): two measures (`crate_kg` x `tare_kg`) make no total."""
        columns = _full_columns(items, dict.fromkeys(list(keys)[:MAX_PRODUCT_KEYS]))
        names = list(columns)
        for first, key_a in enumerate(names):
            for key_b in names[first + 1:]:
                if len(self._totals) >= MAX_TOTALS:
                    return
                share_a, share_b = holds_percent(key_a, self._percent_words), holds_percent(key_b, self._percent_words)
                if share_a == share_b and (share_a or _counts(key_a, columns[key_a]) == _counts(key_b, columns[key_b])):
                    continue
                share = share_a or share_b
                scale = Decimal(100) if share else Decimal(1)
                products = tuple(a * b / scale for (a, _), (b, _) in zip(columns[key_a], columns[key_b]))
                places = max(pa for _, pa in columns[key_a]) + max(pb for _, pb in columns[key_b]) + (2 if share else 0)
                shown = " + ".join(f"{_show(a)} x {_show(b)}{'%' if share else ''}"
                                   for (a, _), (b, _) in zip(columns[key_a], columns[key_b]))
                self._totals.append(Total(sum(products, Decimal(0)), places, shown,
                                          f"result {position}: {at or '(root)'}[*].{key_a} x [*].{key_b}",
                                          position, products, product=True))

    def _grouped(self, items: list[dict[str, Any]], keys: dict[str, None], at: str, position: int) -> None:
        """(round 17) Each numeric column summed over the objects of one group another key makes
        (`means.record_groups`: `sender` `me`), 2 objects or more and not all."""
        if not keys:
            return
        seen: dict[str, None] = {}
        for item in items:
            for key in item:
                seen[str(key)] = None
        for group_key, group_value, chosen in record_groups(items, list(seen)):
            if not 2 <= len(chosen) < len(items):
                continue
            for key in keys:
                if key == group_key or len(self._group_totals) >= MAX_GROUP_TOTALS:
                    continue
                read = [_number(items[k].get(key)) for k in chosen]
                numbers = [r[0] for r in read if r is not None]
                if len(numbers) != len(chosen):
                    continue
                places = max(r[1] for r in read if r is not None)
                expression = _show(numbers[0]) + "".join(
                    f" - {_show(-n)}" if n < 0 else f" + {_show(n)}" for n in numbers[1:]
                )
                where = f"result {position}: {at or '(root)'}[*].{key} where {group_key} = {group_value!r}"
                label = group_value.strip().lower() if isinstance(group_value, str) else None
                self._group_totals.append(Total(sum(numbers, Decimal(0)), places, expression, where,
                                                position, tuple(numbers), True, label))

    def _timed(self, items: list[Any], keys: dict[str, None], at: str, position: int) -> None:
        """Keep an array whose every object starts at a time of day (its first timestamp's clock)."""
        if len(self._series) >= MAX_SERIES or not keys:
            return
        minutes: list[int] = []
        for item in items:
            stamp = next((v for v in item.values() if isinstance(v, str) and _STAMP.match(v)), None)
            m = _STAMP.match(stamp) if stamp is not None else None
            if m is None:
                return
            minutes.append(int(m.group(1)) * 60 + int(m.group(2)))
        columns = _full_columns(items, keys)
        if columns:
            self._series.append((minutes, columns, f"result {position}: {at or '(root)'}[*]", position))

    def _dated_rows(self, items: list[Any], keys: dict[str, None], at: str, position: int) -> None:
        """(round 31) Keep an array whose every object is of one day (its first ISO date string), the
        days in order, none twice (a plan or a log by the day: `date,flour_kg` then a row a day)."""
        if len(self._dated) >= MAX_SERIES or not keys:
            return
        days: list[tuple[int, int]] = []
        ordinals: list[str] = []
        for item in items:
            stamp = next((v for v in item.values() if isinstance(v, str) and _DAY.match(v)), None)
            if stamp is None or (ordinals and stamp[:10] <= ordinals[-1]):
                return
            ordinals.append(stamp[:10])
            days.append((int(stamp[5:7]), int(stamp[8:10])))
        columns = _full_columns(items, keys)
        if columns:
            self._dated.append((days, columns, f"result {position}: {at or '(root)'}[*]"))

    def explain_through(self, value: Decimal, digits: str, days: list[tuple[int, int]]) -> Total | None:
        """(round 31) A running total to a day the value's sentence writes (`Used by the end of 22
        Nov: 5,520 kg`): a column of a kept result's array by the day summed from its first row
        through the row of one of `days` (month, day), 2 rows or more and not all (the whole column
        is `explain`'s, where a total word says so); exact or at the written places. Refused when
        a sum from the first row through any row of any kept dated column reaches a one-digit
        neighbour of the value (the chance test over every running total there is)."""
        places = self._results.queue.read_for(digits, MIN_DIGITS, self._read)
        if places < 0 or not self._dated:
            return None
        near = set(neighbours(value, max(places, 0)))
        significant = digit_count(_show(value))
        found: Total | None = None
        for row_days, columns, where in self._dated:
            for key, column in columns.items():
                most = max(p for _, p in column)
                if most == 0 and significant < MIN_WHOLE_DIGITS:
                    continue
                running = Decimal(0)
                for k, (n, _) in enumerate(column):
                    running += n
                    reached = running == value or (places < most and _rounds(running, places, value))
                    if not reached and (running in near or (places < most and _rounded(running, places, ROUND_HALF_UP) in near)):
                        return None  # the chance test: a running total one digit off the value
                    if reached and found is None and 1 <= k < len(column) - 1 and row_days[k] in days:
                        shown = " + ".join(_show(x) for x, _ in column[:k + 1])
                        month, day = row_days[k]
                        found = Total(running, most, shown, f"{where}.{key} through {month:02d}-{day:02d}")
        return found

    def _read(self, served: Served, position: int) -> None:
        for node, at, _ in containers(served.parsed, MAX_WALK):
            if isinstance(node, list):
                self._array(node, at, position)
            elif at and isinstance(node, dict):
                self._breakdown(node, at, position)

    def _breakdown(self, node: dict[Any, Any], at: str, position: int) -> None:
        """(round 26) An object of 2 to MAX_KEYS numbers and nothing else, under a key (a result's
        breakdown: `"revenue_eur": {"lift": 8914300, "school": 1204650, "rental": 1877020}`): a
        column named by its key, its rows the parts (their names the rows' words), for
        `explain_named` only (a label naming the key: `Revenue EUR 11,995,970`)."""
        if not MIN_ELEMENTS <= len(node) <= MAX_KEYS or len(self._columns) >= MAX_COLUMNS * 4:
            return
        read = [_number(value) for value in node.values()]
        if any(r is None for r in read):
            return
        numbers = tuple(r[0] for r in read if r is not None)
        places = max(r[1] for r in read if r is not None)
        key = at.rsplit(".", 1)[-1]
        rows = tuple(_words(str(part)) for part in node)
        self._columns.append((key, numbers, places, f"result {position}: {at}.*", position, rows))
        del self._columns[:-MAX_COLUMNS]

    def explain_window(self, value: Decimal, digits: str, lo: int, hi: int) -> Total | None:
        """The sum of a carried column over the objects that start from `lo` to before `hi`
        (minutes of the day: the clocks the value's sentence writes, `from 16:00 to 20:00`), 2 or
        more of them and not all, exact or at the written places."""
        if hi <= lo:
            return None
        places = self._results.queue.read_for(digits, MIN_DIGITS, self._read)
        if places < 0:
            return None
        significant = digit_count(_show(value))
        for minutes, columns, where, position in self._series:
            if position < self._results.fresh_from:
                continue
            inside = [k for k, m in enumerate(minutes) if lo <= m < hi]
            if not 2 <= len(inside) < len(minutes):
                continue
            for key, column in columns.items():
                picked = [column[k] for k in inside]
                total = sum((n for n, _ in picked), Decimal(0))
                most = max(p for _, p in picked)
                if most == 0 and significant < MIN_WHOLE_DIGITS:
                    continue
                if total == value or (places < most and _rounds(total, places, value)):
                    shown = " + ".join(_show(n) for n, _ in picked)
                    return Total(total, most, shown, f"{where}.{key} from {lo // 60:02d}:{lo % 60:02d} to {hi // 60:02d}:{hi % 60:02d}")
        return None

    def explain(self, value: Decimal, digits: str, answered: Container[Decimal] = (), any_turn: bool = False) -> Total | None:
        """A carried column total that `value` (written `digits`) states, exact or at its
        written places when the column carries more; of a column the answer does not list (two of
        its numbers among `answered`, the numbers the answer wrote before it: the `total` rule reads the list, its currency marks included).
        (round 30) with `any_turn`, of any kept result (a terse reply to a question that asks a
        total: `asked_total`), refused when another total of that pool reaches a one-digit
        neighbour of the value (the chance test over every total searched)."""
        places = self._results.queue.read_for(digits, MIN_DIGITS, self._read)
        if places < 0:
            return None
        significant = digit_count(_show(value))  # `160.00`: 3
        # (round 30) any kept result's total (`any_turn`: a terse reply to a question that asks a
        # total), where no total of that wider pool is a one-digit neighbour of the value; a total
        # word alone reads this turn's results only (test_sums10: the readings of an earlier turn)
        wide_ok = any_turn and not any(
            t.value in set(neighbours(value, max(places, 0))) for t in (*self._totals, *self._group_totals))
        for total in (*self._totals, *self._group_totals):
            if total.position < self._results.fresh_from and not wide_ok:
                continue
            if total.places == 0 and significant < MIN_WHOLE_DIGITS:
                continue
            if not total.grouped and sum(1 for n in total.items if n in answered) >= 2:
                continue  # (a group's total is no list the `total` rule reads: which objects it adds, the list does not say)
            if total.value == value or places < total.places and _rounds(total.value, places, value):
                # (mend36b) a sum of row products, where no other total of this turn's results is a
                # one-digit neighbour of the value (the pairs it tried are as many readings)
                return None if total.product and self._near(value, places, total) else total
        return None

    def _near(self, value: Decimal, places: int, found: Total) -> bool:
        """(mend36b) Whether a total of this turn's results other than `found` reaches a one-digit
        neighbour of `value`, exact or at its `places`."""
        near = set(neighbours(value, max(places, 0)))
        return any(t.value in near or (places < t.places and any(_rounds(t.value, places, n) for n in near))
                   for t in (*self._totals, *self._group_totals) if t is not found and t.position >= self._results.fresh_from)

    def explain_counted(self, value: Decimal, digits: str, counts: Container[int], said: str,
                        whole: bool = False) -> Total | None:
        """(round 21) A column's total over one group of an array's objects (`sender` `me`), of any
        kept result (an earlier turn's too), where the value's sentence (`said`, lower case) states
        how many records it sums (`The four outgoing payments total 1,350.00`: one of `counts` is the
        group's size) or names the group's value (`tier` `Balcony`, 3 characters or more); exact or
        at the written places. Refused when another total of the same pool (a group of that size,
        or named) reaches a one-digit neighbour of the value. (round 31) `whole`: with no total word,
        a whole column's total of any kept result whose rows the sentence counts (`in the last 12
        months: 9,840 kWh` over a year's 12 rows of bills: the count says what it sums, in any
        language), refused the same way over the whole columns of that many rows."""
        places = self._results.queue.read_for(digits, MIN_DIGITS, self._read)
        pool = self._totals if whole else self._group_totals
        if places < 0 or not pool:
            return None
        significant = len(format(abs(value).normalize(), "f").replace(".", "").lstrip("0"))
        near = set(neighbours(value, places))
        found: Total | None = None
        for total in pool:
            if total.places == 0 and significant < MIN_WHOLE_DIGITS:
                continue
            named = not whole and total.label is not None and len(total.label) >= 3 and _names_group(said, total.label)
            if len(total.items) not in counts and not named:
                continue
            for shown in {_rounded(total.value, places, ROUND_HALF_UP), _rounded(total.value, places, ROUND_HALF_EVEN)}:
                if shown in near:
                    return None  # the chance test: the same pool reaches a neighbour
            if found is None and (total.value == value or (places < total.places and _rounds(total.value, places, value))):
                found = total
        return found

    def whole_named(self, value: Decimal, digits: str, label: str) -> bool:
        """(round 29) Whether a number under the digit minimum the answer writes (`| hand towel | 346 |`
        after a day-by-day CSV of `hand_towel` counts) is the whole sum of one column of the run's
        results whose key `label` (its line before it) names word by word (`KeyNamer`: every word of
        `hand_towel`, not one), exactly, over 2 or more rows, and no other column so named one digit
        off it: an operand then (as a result's number is), never a candidate. No run of rows, no
        rounding: a part of a column is no operand."""
        places = self._results.queue.read_for(digits, 1, self._read)
        if places < 0:
            return False
        near = set(neighbours(value, places))
        named = KeyNamer(label)
        hits = 0
        for key, numbers, _, _, _, _ in self._columns:
            words = _words(key)
            if len(numbers) >= MIN_ELEMENTS and words and all(named.part(w) for w in words):
                total = sum(numbers, Decimal(0))
                if total == value:
                    hits += 1
                elif total in near:
                    return False  # (a named column one digit off: the same reading reaches a neighbour)
        return hits > 0

    def explain_named(self, value: Decimal, digits: str, named: KeyNamer,
                      answered: Container[Decimal] = (), take: Callable[[int], bool] | None = None) -> Total | None:
        """(round 20) The sum of a column of the run's results (the latest MAX_COLUMNS) whose key the value's line names
        (`**Impressions:** 104,460`, `| Clicks | 27,481 |`), whole or over a run of 2 or more
        adjacent rows (at most MAX_RUN_ROWS short of the whole); exact, or at the written places when the column carries more. None when a
        sum of the same search (every run of every named column) reaches a one-digit neighbour
        of the value, or the answer lists the run before it (two of its numbers among `answered`).
        (round 24) Each array's rows are read once an ask for all its columns, and `take` (the run's
        budget) is charged a unit per NAMED_WORDS_PER_UNIT of their words before: refused, None."""
        places = self._results.queue.read_for(digits, MIN_DIGITS, self._read)
        if places < 0:
            return None
        significant = digit_count(_show(value))
        quantum = Decimal(1).scaleb(-places)
        found: Total | None = None
        found_whole = False  # (round 31) found as the whole of a column the label names
        reached: set[Decimal] = set()
        reached_whole: set[Decimal] = set()  # (round 31) the wholes of the columns the label names
        work = 0
        read_rows: dict[int, list[bool]] = {}  # (round 24) id of an array's rows -> each row named (one array, many columns)
        read_groups: dict[int, list[bool]] = {}  # (shapes45a) id of an array's rows -> each row its label names by a category
        group_words: dict[int, set[str]] = {}  # (mend46b) id of an array's rows -> the label words naming some row
        for key, numbers, most, where, position, rows in self._columns:
            if most == 0 and significant < MIN_WHOLE_DIGITS:
                continue
            whole = named(key)  # the label names the column: any run; else a run of rows it names each
            # (older41b) a label that names records by their codes (`- F-112: 1,084 L`) sums those
            # records' rows only, though its unit names the column (`L`: `litres`)
            coded = [any(w in named.ids for w in words) for words in rows] if named.ids else None
            if coded is not None and any(coded):
                row_named = coded
            elif whole:
                row_named = [True] * len(rows)
            else:
                kept = read_rows.get(id(rows))
                if kept is None:
                    if take is not None and not take(1 + sum(len(words) for words in rows) // NAMED_WORDS_PER_UNIT):
                        return None  # (hostile: the run's budget is spent; the answer says rules_omitted)
                    kept = [named.names_any(words) for words in rows]
                    read_rows[id(rows)] = kept
                row_named = kept
            n = len(numbers)
            # (shapes45a) the rows the label names by a category value, wherever they stand: `| Yards
            # dyed | 163.5 |` over the rows whose `task` is `dyeing` (a verb's other form: `_inflected`)
            # or whose `unit` is `yard`, 2 or more and not all; one reading more per column
            grouped = read_groups.get(id(rows))
            if grouped is None:
                if take is not None and not take(1 + sum(len(words) for words in rows) // NAMED_WORDS_PER_UNIT):
                    return None  # (hostile: the run's budget is spent)
                # (mend45c) a row is in the group only if it is named by every label word that names
                # some row (`Yards dyed`: `yard` and `dyeing`, not either; `Shelled by Sabita` is no group)
                naming = [named.naming(words) for words in rows]
                every: set[str] = set()
                for said in naming:
                    every.update(said)
                grouped = [bool(said) and said >= every for said in naming]
                read_groups[id(rows)] = grouped
                group_words[id(rows)] = every
            # (mend46b) a label of something else of the group (`Shelling wastage`) sums none of it
            if 2 <= sum(grouped) < n and _heads_group(named.head, group_words.get(id(rows), set()), key, named.worn,
                                                      {w for k, _, _, _, _, r in self._columns if r is rows and k != key for w in _words(k)}):
                group = [x for x, g in zip(numbers, grouped) if g]
                group_total = sum(group, Decimal(0))
                at = group_total if places >= most else group_total.quantize(quantum, rounding=ROUND_HALF_UP)
                reached.add(at)
                if found is None and (group_total == value or (places < most and _rounds(group_total, places, value))) \
                        and sum(1 for x in group if x in answered) < 2:
                    rows_of = ", ".join(str(k + 1) for k, g in enumerate(grouped) if g)
                    expression = _show(group[0]) + "".join(f" - {_show(-x)}" if x < 0 else f" + {_show(x)}" for x in group[1:])
                    found = Total(group_total, most, expression, f"{where} rows {rows_of} (the rows its label names)", position, tuple(group))
            if not any(row_named):
                continue
            work += n * MAX_RUN_ROWS
            if work > MAX_RUN_WORK:
                return None  # (hostile: too many runs to price; refused, not searched)
            spans = [(lo, hi) for lo in range(n - 1) if row_named[lo]
                     for hi in range(lo + 1, min(n, lo + MAX_RUN_ROWS))]
            if n > MAX_RUN_ROWS and whole:
                spans.append((0, n - 1))  # (the whole column, however long)
            for lo, hi in spans:
                if not all(row_named[lo:hi + 1]):
                    continue
                total = sum(numbers[lo:hi + 1], Decimal(0))
                at = total if places >= most else total.quantize(quantum, rounding=ROUND_HALF_UP)
                reached.add(at)
                all_of = whole and hi - lo + 1 == n
                if all_of:
                    reached_whole.add(at)
                if found is None and (total == value or (places < most and _rounds(total, places, value))):
                    run = numbers[lo:hi + 1]
                    if sum(1 for x in run if x in answered) >= 2:
                        continue
                    span = "" if hi - lo + 1 == n else f" rows {lo + 1}-{hi + 1}"
                    expression = _show(run[0]) + "".join(f" - {_show(-x)}" if x < 0 else f" + {_show(x)}" for x in run[1:])
                    found = Total(total, most, expression, where + span, position, run)
                    found_whole = all_of
        if found is None:
            return None
        # (round 31) the whole of a column the label names (`The percentages add up to 194.4%` for a
        # recipe's `percentages` object) is the label's own reading: priced against the other named
        # wholes only; a run of its rows (`100 + 72 + 20 + 2.1`, one digit off) is another reading
        against = reached_whole if found_whole else reached
        for neighbour in neighbours(value, places):
            if neighbour in against:
                return None
        return found




def _full_columns(items: list[Any], keys: dict[str, None]) -> dict[str, list[tuple[Decimal, int]]]:
    """Each of `keys` every object of `items` holds a number under: key -> (number, places) of each."""
    columns: dict[str, list[tuple[Decimal, int]]] = {}
    for key in keys:
        column = [_number(item.get(key)) for item in items]
        if all(c is not None for c in column):
            columns[key] = [c for c in column if c is not None]
    return columns


def _counts(key: str, column: list[tuple[Decimal, int]]) -> bool:
    """(mend36b) Whether a column counts things: whole numbers under a key a word of which says so
    (`count`, `qty`, `pieces`) or is a plural no unit spells (`crates`, `months_paid`; not `litres`, `hours`)."""
    words = [w.lower() for w in _KEY_WORD.findall(key)]
    if not words or any(places or n != n.to_integral_value() for n, places in column):
        return False
    return any(w in _COUNT_WORDS or (len(w) > 3 and w.endswith("s") and unit_of(w) is None) for w in words)


def _rounded(x: Decimal, places: int, rounding: str) -> Decimal:
    """`x` at `places` (`ROUND_HALF_UP` or `ROUND_HALF_EVEN`), or as it is where it cannot be."""
    try:
        return x.quantize(Decimal(1).scaleb(-places), rounding=rounding)
    except InvalidOperation:
        return x


_WORD_CHARS: Final = frozenset("0123456789abcdefghijklmnopqrstuvwxyz")


def _names_group(said: str, label: str) -> bool:
    """Whether `said` names `label` as whole words (no lower-case letter or digit on either side;
    a scan, not a pattern compiled for each label)."""
    at = said.find(label)
    while at >= 0:
        end = at + len(label)
        if (at == 0 or said[at - 1] not in _WORD_CHARS) and (end == len(said) or said[end] not in _WORD_CHARS):
            return True
        at = said.find(label, at + 1)
    return False


def _rounds(x: Decimal, places: int, value: Decimal) -> bool:
    quantum = Decimal(1).scaleb(-places)
    try:
        return x.quantize(quantum, rounding=ROUND_HALF_UP) == value or x.quantize(quantum, rounding=ROUND_HALF_EVEN) == value
    except InvalidOperation:
        return False


# (round 31) A day a record is of: an ISO date, maybe a timestamp's (`2026-11-22`, `2026-11-22T00:00`).
_DAY: Final = re.compile(r"[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])(?![0-9])")
# A timestamp's clock: `2026-11-29T16:00:00Z`, `2026-11-29 16:00`.
_STAMP: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}[T ]([0-9]{2}):([0-9]{2})")
# Two clocks a sentence writes as a window: `from 16:00 to 20:00`, `16:00-20:00`, `between 16:00 and 20:00`.
_WINDOW: Final = re.compile(r"(?<![0-9:])([01]?[0-9]|2[0-4]):([0-5][0-9])[ \t]*(?:-|\u2013|\u2014|to|until|and)[ \t]*([01]?[0-9]|2[0-4]):([0-5][0-9])(?![0-9])")
MAX_SERIES: Final = 64  # timed arrays kept per run


def windows(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The windows of the day the text from `start` to `end` writes, in minutes: `16:00 to 20:00`."""
    return [(int(m.group(1)) * 60 + int(m.group(2)), int(m.group(3)) * 60 + int(m.group(4)))
            for m in _WINDOW.finditer(text, start, end)]


# A sentence that says it totals: `in total`, `total`, `in all`, `altogether`, `combined`, `overall`;
# (round 18) what was paid in full: `a full refund of $681.00` (the payments summed), `in full`.
_TOTAL_WORD: Final = re.compile(
    r"\b(?:total|totals|totalled|totaled|in all|altogether|combined|overall|in full|full (?:refund|amount)|sum of)\b", re.IGNORECASE,
)


MAX_DAYS_WRITTEN: Final = 4  # (round 31) the days of a sentence a running total may end on


def days_written(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """(round 31) The (month, day) of the dates the text from `start` to `end` writes: ISO
    (`2026-11-22`) or in words without a year (`22 Nov`, `November 22`), at most MAX_DAYS_WRITTEN."""
    if end - start < 5 or not any(c.isdigit() for c in text[start:end]):
        return []
    part = text[start:end]
    out = [(int(m.group(0)[5:7]), int(m.group(0)[8:10])) for m in _DAY.finditer(part)]
    out.extend((d.month, d.day) for d in yearless_in(part, []))
    return out[:MAX_DAYS_WRITTEN]


# (round 31) a day of the month written as an ordinal (`the 3rd`, `31st`): no count of rows
_ORDINAL: Final = re.compile(r"(?<![0-9])[0-9]{1,2}(?:st|nd|rd|th)\b", re.IGNORECASE)


def undated(text: str, start: int, end: int) -> str:
    """(round 31) The text from `start` to `end` with its ordinals and its dates in words blanked:
    what a count of a column's rows is read from (`From the 3rd of December` counts no 3 rows)."""
    part = _ORDINAL.sub(" ", text[start:end])
    for d in reversed(yearless_in(part, [])):
        part = part[:d.start] + " " * (d.end - d.start) + part[d.end:]
    return part


def without_total_words(text: str) -> str:
    """(round 31) `text` with its total words blanked (`_TOTAL_WORD`): a label whose other words name
    a column (`Total length` names `length_m`), the total word naming no `total` key by itself."""
    return _TOTAL_WORD.sub(" ", text)


def says_total(text: str, start: int, end: int) -> bool:
    """The text from `start` to `end` (the value's sentence) says it totals."""
    return _TOTAL_WORD.search(text, start, end) is not None


# (round 30) the longest answer whose values the person's question asks a total of: a terse reply
# (`1,277 of 1,830, 69.8% full.` to `all three together?`), one or two lines, not a long answer
# every number of which the question would cue
MAX_TERSE_ANSWER: Final = 160


def asked_total(answer: str, question: str) -> bool:
    """(round 30) Whether a terse answer (MAX_TERSE_ANSWER characters at most) replies to a person's
    last text that asks for a total in the words the value's own sentence would (`total`,
    `altogether`, `in all`, `combined`; `together`, `sum`: `_ASKED_TOTAL`): the question's word stands
    for the sentence's, as in `total free?` then `553.`"""
    return 0 < len(answer.strip()) <= MAX_TERSE_ANSWER and bool(question) and (
        _TOTAL_WORD.search(question) is not None or _ASKED_TOTAL.search(question) is not None)


# (round 30) what a question asks a total with beyond `_TOTAL_WORD`: `all three together?`, `the sum?`
_ASKED_TOTAL: Final = re.compile(r"\b(?:together|sum)\b", re.IGNORECASE)

_WORD: Final = re.compile(r"[A-Za-z]{3,}")
# (older41b) a record's code: 1-4 letters, a dash or none, 2 or more digits, more dashed digit
# groups (`F-112`, `B-03`, `PS-0121`, `C-2025-014`); not inside a longer word or number
_ROW_ID: Final = re.compile(r"(?<![\w-])[A-Za-z]{1,4}-?[0-9]{2,}(?:-[0-9]+)*(?![\w-])")
# a key's words for its unit, any length (`km` of `odometer_km`, `litres`, `l` of `fuel_l`)
_UNIT_PART: Final = re.compile(r"[A-Za-z]+")


class KeyNamer:
    """(round 20) Whether a key (`impressions`, `total_spend`, `Spend`) is named by a word of
    `words_text` (the value's label: its line before it and the words right after it): a word of
    the key (or its plural), or a word of 4 letters or more that starts one (`impr` for
    `impressions`). A row's words are named the same way (`Fees:` names `Technology fee`).
    (round 24) A word is asked once (`_named`), and a word starting it is looked up among the
    word's own prefixes, not searched among the label's words: an ask costs the words asked, not
    their number times the label's (a long line of values asked every row of every column with
    each word of the line before it). (round 24) `worn`, the canonical unit the value wears
    (`units.unit_after`: `l` for `216.1 L`), names a key one of whose words is that unit (`litres`,
    `odometer_km`), never a currency, nor a rate's column (`price_per_l`). (round 25) `currency`,
    the ISO code of the currency an amount wears (`gbp` for `£645.64`), names a key one of whose words
    is that code (`amount_gbp`, `total_usd`: a CSV export names its money columns so), not a unit's
    price (`price_gbp`, `rate_eur`) nor a rate's column."""

    __slots__ = ("said", "ids", "worn", "currency", "head", "_named", "_starts", "_naming")

    def __init__(self, words_text: str, worn: str | None = None, currency: str | None = None, head: str = "") -> None:
        self.said = {w.lower() for w in _WORD.findall(words_text)}
        self.head = head.lower()  # (mend46b) the label's last word before the value ('' unread): what a group's label is of
        self.ids = {w.lower() for w in _ROW_ID.findall(words_text)}  # (older41b) `F-112`, `B-03`: exact only
        self.worn = worn
        self.currency = currency
        self._named: dict[str, bool] = {}
        self._starts: set[str] | None = None
        self._naming: dict[str, frozenset[str]] = {}  # (mend45c) a row word -> the said words naming it

    def part(self, part: str) -> bool:
        """Whether one lower-cased word is named: said, said as its plural, or started by a said word
        of 4 letters or more; (round 26) or, 4 letters or more, the start of a said word: a key
        abbreviates the word people write (`chars` for `characters`, `temp` for `temperature`)."""
        known = self._named.get(part)
        if known is None and any(c.isdigit() for c in part):
            known = part in self.ids  # (older41b) a record's code is named whole (`F-112` is no `F-11`)
            self._named[part] = known
        if known is None:
            said = self.said
            known = part in said or part + "s" in said or any(part[:k] in said for k in range(4, len(part) + 1))
            if not known and len(part) >= MIN_KEY_START:
                starts = self._starts
                if starts is None:
                    starts = {w[:k] for w in said for k in range(MIN_KEY_START, len(w))}
                    self._starts = starts
                known = part in starts or (part.endswith("s") and part[:-1] in starts)  # `chars`: `char...`
            self._named[part] = known
        return known

    def naming(self, words: tuple[str, ...]) -> frozenset[str]:
        """(mend45c) The label's words that name one of `words` (a row's, lower-cased): as `part`
        reads a word (itself, its plural, a start of 4 letters or more either way; a record's code
        whole) or as another English form of it (one `_stem`); each row word asked once (`_naming`)."""
        found: set[str] = set()
        cache = self._naming
        for word in words:
            said = cache.get(word)
            if said is None:
                said = self._names_of(word)
                cache[word] = said
            found.update(said)
        return frozenset(found)

    def _names_of(self, word: str) -> frozenset[str]:
        if any(c.isdigit() for c in word):
            return frozenset((word,)) if word in self.ids else frozenset()
        stem = _stem(word) if len(word) >= MIN_KEY_START else ""
        plain = word[:-1] if word.endswith("s") else word
        found: list[str] = []
        for said in self.said:
            if said == word or said == word + "s" or (len(said) >= 4 and word.startswith(said)) \
                    or (len(word) >= MIN_KEY_START and len(word) < len(said) and said.startswith(word)) \
                    or (len(plain) >= MIN_KEY_START and len(plain) < len(said) and word != plain and said.startswith(plain)) \
                    or (stem != "" and len(said) >= MIN_KEY_START and _stem(said) == stem):
                found.append(said)
        return frozenset(found)

    def names_any(self, words: tuple[str, ...]) -> bool:
        """Whether one of `words` (lower-cased, as `_words` reads them) is named."""
        for word in words:
            if self.part(word):
                return True
        return False

    def __call__(self, key: str) -> bool:
        if self.names_any(_words(key)):
            return True
        worn = self.worn
        if worn is not None and "per" not in _UNIT_PART.findall(key.lower()):
            for part in _UNIT_PART.findall(key):
                found = unit_of(part)
                if found is not None and found[1] == worn:
                    return True
        currency = self.currency
        if currency is not None:
            parts = _UNIT_PART.findall(key.lower())
            if currency in parts and "per" not in parts and not _UNIT_PRICE_WORDS.intersection(parts):
                return True  # (round 25) `£645.64` names `amount_gbp` (not `price_gbp`, a unit's price)
        return False


# (shapes45a) the endings English inflects a verb or noun with, longest first
_ENDINGS: Final = ("ings", "ing", "ers", "er", "ed", "es", "s")


def _stem(word: str) -> str:
    """(shapes45a) A lower-case word without its inflection (`_ENDINGS`), a doubled last consonant
    made single and a last `e` dropped: `dyeing`, `dyed`, `dyer` are `dy`; `shelling`, `shelled`,
    `shellers` are `shell`; `cutting` and `cut` are `cut`. '' for a stem under 2 letters. (mend45c) A
    doubled last consonant is undone only after an ending that starts with a vowel, a stem of 3 letters
    or more left, and never `l`, `s`, `f` or `z`, which words end with doubled of their own (`filling`
    is `fill`, not the `fil` of `filed` and `filing`)."""
    stripped = False  # (mend45c) a doubled consonant is undone only before a vowel's ending
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 2:
            word = word[:-len(ending)]
            stripped = ending[0] in "ie"
            break
    if stripped and len(word) >= 4 and word[-1] == word[-2] and word[-1] not in "aeioulsfz":
        word = word[:-1]  # (mend45c) `cutting`: `cut`; not a word's own `ll`, `ss` (`filling`: `fill`, not `filing`'s `fil`)
    if len(word) >= 3 and word.endswith("e"):
        word = word[:-1]
    return word if len(word) >= 2 else ""


def _words(text: str) -> tuple[str, ...]:
    """The words a key or a row is named by (3 letters or more, `_` a space), lower-cased."""
    return tuple(part.lower() for part in _WORD.findall(text.replace("_", " ")))


def _row_words(text: str) -> tuple[str, ...]:
    """(older41b) A row's words (`_words`) and the record codes its short strings hold (`F-112`,
    `B-03`, `PS-0121`: letters then 2 or more digits, lower-cased), which a label names only
    written whole (`KeyNamer.part`): `- F-112: 1,084 L` sums the litres of the rows of field F-112."""
    return _words(text) + tuple(code.lower() for code in _ROW_ID.findall(text))


def key_namer(words_text: str, worn: str | None = None, currency: str | None = None, head: str = "") -> KeyNamer:
    """(round 20) The namer of the keys and rows `words_text` names (`KeyNamer`); (mend46b) `head`,
    the label's last word before the value, as `label_head` reads it."""
    return KeyNamer(words_text, worn, currency, head)


def label_head(line_before: str) -> str:
    """(mend46b) The last word (`_WORD`) of a value's line before it, total words blanked (`| Shelling
    wastage | 193.5 kg |`: `wastage`; `| Raw nuts shelled |`: `shelled`), or ''."""
    words = _WORD.findall(without_total_words(line_before))
    return words[-1] if words else ""


def _heads_group(head: str, every: set[str], key: str, worn: str | None, others: set[str]) -> bool:
    """(mend46b, review45a D5) Whether a label whose last word is `head` can name a group of rows by a
    category value: that word names some row (`Raw nuts shelled`), or is the summed column's own word
    (`Shelling weight` for `weight`), the unit the value wears (`Shelling kilograms: 193.5 kg`), or
    (mend46d, review46a D5) a word that counts things (`_COUNT_WORDS`, `_OUTPUT_WORDS`: `Stitching
    pieces`, `Stitching output: 6,640 pcs`). Refused: a word naming another column of the same rows
    (`others`: `Shelling wastage` where `wastage` is one) or nothing of the table (`Shelling losses`,
    `Shelling hours`), something else of the shelling, no sum of its kilograms."""
    if not head or head in every:
        return True
    own = _words(key)
    if head in own or (head.endswith("s") and head[:-1] in own):
        return True
    if head in others or (head.endswith("s") and head[:-1] in others):
        return False
    unit = unit_of(head)
    if unit is not None and unit[1] == worn:
        return True
    return head in _COUNT_WORDS or head in _OUTPUT_WORDS


# (round 25) The words of a key that prices one unit (`price_gbp`, `unit_cost_usd`, `rate_eur`): a
# column of such prices is no money to total, whatever currency it is in.
_UNIT_PRICE_WORDS: Final = frozenset(("price", "prices", "rate", "rates", "unit", "each", "tariff", "fee"))
# (round 25) The ISO code of a currency mark written before an amount (`£`, `€`, `$`, `¥`, `₹`).
_MARK_CODES: Final = {"\u00a3": "gbp", "\u20ac": "eur", "$": "usd", "\u00a5": "jpy", "\u20b9": "inr"}
# (round 25) A currency's code written beside an amount: `GBP 645.64`, `645.64 EUR` (group: the code).
_CODE: Final = re.compile(r"\b(gbp|eur|usd|jpy|inr|chf|cad|aud|nzd|sek|nok|dkk)\b", re.IGNORECASE)
# (round 25) A letter glued before a dollar mark: `CA$`, `A$`, `US$` are dollars of their own.
_OTHER_DOLLAR: Final = re.compile(r"[A-Za-z]\$")


def currency_worn(text: str, start: int, end: int) -> str | None:
    """(round 25) The ISO code (lower case) of the currency an amount written at `text[start:end]`
    wears: its mark (`£645.64`: `gbp`; `CA$`, `US$` are no `usd` but their own; spaces32: or right
    after it, as French, German or Catalan write it, `16.951,05 €`), or a code written
    right before or after it (`GBP 645.64`, `645.64 EUR`); else None."""
    token = text[max(0, start - 3):end].rpartition(" ")[2]  # (the mark may stand before the token's start)
    for mark, code in _MARK_CODES.items():
        if mark in token:
            if mark == "$" and _OTHER_DOLLAR.search(token) is not None:
                return None  # `CA$160`, `A$`: another dollar
            return code
    after = text[end:end + 2].lstrip(" \u00a0\u202f")[:1]  # (spaces32) a mark written after it (`16.951,05 €`)
    if after and after != "$" and after in _MARK_CODES:
        return _MARK_CODES[after]
    around = _CODE.search(text[max(0, start - 4):start] + " " + text[end:end + 4])
    return None if around is None else around.group(1).lower()
