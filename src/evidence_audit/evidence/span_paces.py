"""`span-pace`: an amount spread over a span of days or weeks the conversation states, or a pace
carried over another span (round 20).

Budgets are paced and spend is projected over spans of days: `Left: $8,517.70. Days left (Dec
3–24): 22. Even pace: $387.17/day` (a lifetime budget less its spend, over the days left);
`Oct 1 to Dec 2 is 63 days, so ... earning $1,896.22 a day` (a carried total over the days
elapsed); `Q4 has 92 days: spend ≈ $43,612.97` (that total over the 63 days, times the 92 of the
quarter); `| Nov daily pace | $582.07 |` (a month's spend over its 30 days); `$132.50` a week of a
carried `$2,120.00` over the `16-week term`. The amount is one the run knows: a number a result
carried (100 or more), the difference of two such numbers of one record (a budget less its
spend: `lifetime_budget` - `spent_to_date`), a resolved number this answer wrote before the value,
or one the previous answer stated. The span is a count the conversation states in days or weeks
(`22 days`, `16-week`, `(31 days)`, a row `Days left (Dec 3–31) | 29`, `Days left ...: 22`), in
this answer before the value, in earlier answers or in a result's text (not a person's: the answer
restates what it counts, `15 nights` for `15 days`); the days of a month or a quarter the value's
line or the line before names (`Nov` 30, `Q4` 92); both readings of a date range its line writes
(`Nov 12–30`: 18 days to it, 19 with both ends, the expression says which). A span its sentence
or line writes is the only one searched (`averaged $3,964.08 per day over its 30 weeks`: no day).

| the value | reached as |
|---|---|
| written per day or per week (`/day`, `a day`, `per day`, `daily`, `a week`: after it, or in its sentence) | amount / span, the span in that unit |
| written with no period, its line or sentence stating a span `d2` | amount / `d1` x `d2` (a pace carried over another span `d1` the conversation states) |

Each rounded half up to the value's places; never a rounded pace times a span (`$2.62` a day x 31:
`reapplied` holds that refusal). Refused: a value of fewer than `MIN_DIGITS`
significant digits; what every late try refuses (one digit off a carried number, a slip of the
local step: `wide.late_try_refused`); and the chance test: a value one of whose one-digit
neighbours the same search reaches from any amount and span it reads (a wrong span: `$8,517.70`
over 23 days is `$370.33`, reached too, so an answer writing it where 22 is stated stays flagged
unless no neighbour is reached; a mutant of a value this rule excuses is refused, its neighbour
being reached). Its price: an invented amount equal to a known amount over a stated span (or
carried over another) with no one-digit neighbour so reached. Pure but for the run's state read
here (`add_result`, `add_text`): no I/O.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable
from decimal import Decimal, InvalidOperation
from typing import Any, Final

from .days_between import _RANGE, _gap
from .decimal_text import printed
from .layout import line_bounds, sentence_start
from .period_scaled import named_period
from .prorations import months_named
from .served import Served
from .computed.reading import AnswerReading, sentence_end, written_operand, neighbours
from .computed.values import Derivation, Operand, Occurrence, decimal_places, EarlierValue, as_decimal
from .computed.wide import late_target, late_try_refused

__all__ = ["SpanPaces", "MIN_DIGITS"]

MIN_DIGITS: Final = 3  # significant digits a value needs
MIN_CARRIED: Final = Decimal(100)  # the least carried number read as an amount to pace
MAX_CARRIED: Final = 600  # carried amounts (and record differences) kept per run, the latest
MAX_WAITING: Final = 64  # results kept unread before their amounts are read anyway
MAX_RECORD_NUMBERS: Final = 12  # a record of more numbers gives no differences
MAX_SPANS: Final = 12  # spans kept from earlier texts, the latest
MAX_SPAN: Final = 400  # the longest span read (days of a year and a bit)
MAX_WRITTEN: Final = 8  # resolved numbers this answer wrote before the value read as amounts

_SPAN: Final = re.compile(r"(?<![0-9.,])\b([0-9]{1,3})(?:[ \t\u00a0-]+(?:full[ \t]+|whole[ \t]+)?|-)(day|week)s?\b", re.IGNORECASE)
# A count labelled as days: `Days left (Dec 3–24): 22`, `| Days left (Dec 3–31) | 29 |`.
_LABELLED: Final = re.compile(r"\b(day|week)s?\b[^\n:|]{0,30}[:|][ \t*]*([0-9]{1,3})\b(?![0-9]|[.,][0-9])", re.IGNORECASE)
_QUARTERS: Final = {"1": (90, 91), "2": (91,), "3": (92,), "4": (92,)}
_QUARTER: Final = re.compile(r"\bQ([1-4])\b")
# A period named in the value's sentence when not right beside it: `roughly $21 more a week`.
_PERIOD_IN_SENTENCE: Final = re.compile(r"(?:\b(?:a|per|each)[ \t]+|/)(day|week)\b|\b(daily|weekly)\b", re.IGNORECASE)
# A number in a result's text (thousands grouped only where no digit follows the group).
_NUMBER: Final = re.compile(r"(?<![0-9.])(?:[0-9]{1,3}(?:,[0-9]{3})+(?![0-9])|[0-9]+)(?:\.[0-9]+)?")


def spans_in(text: str, start: int, end: int, where: str) -> list[tuple[int, str, str]]:
    """The spans of days or weeks `text[start:end]` states: (count, `day` or `week`, what)."""
    out: list[tuple[int, str, str]] = []
    for m in _SPAN.finditer(text, start, end):
        count = int(m.group(1))
        if 2 <= count <= MAX_SPAN:
            out.append((count, m.group(2).lower(), f"{where}: {m.group(0)!r}"))
    for m in _LABELLED.finditer(text, start, end):
        count = int(m.group(2))
        if 2 <= count <= MAX_SPAN:
            out.append((count, m.group(1).lower(), f"{where}: {m.group(0).strip()!r}"))
    return out


# A range within one month: `Dec 3–24`, `Nov 12-30`.
_SAME_MONTH: Final = re.compile(
    r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[ \t]+([0-9]{1,2})[ \t]*[–—-][ \t]*([0-9]{1,2})\b(?![0-9]|[.,:][0-9])",
    re.IGNORECASE)


def range_spans(text: str, start: int, end: int) -> list[tuple[int, str, str]]:
    """The days between both ends of each date range `text[start:end]` writes, counted both ways:
    the later date less the earlier (`to` it), and one more (both ends included)."""
    out: list[tuple[int, str, str]] = []
    for m in _RANGE.finditer(text, start, end):
        gaps = {_gap(m, year) for year in (2023, 2024)}  # (a year with and one without February 29)
        gap = gaps.pop() if len(gaps) == 1 else None
        if gap is not None and 1 <= gap < MAX_SPAN:
            out.append((gap, "day", f"the days from {m.group(0)!r}, the last not counted"))
            out.append((gap + 1, "day", f"the days of {m.group(0)!r}, both ends included"))
    for m in _SAME_MONTH.finditer(text, start, end):
        first, last = int(m.group(2)), int(m.group(3))
        if 1 <= first < last <= 31:
            out.append((last - first, "day", f"the days from {m.group(0)!r}, the last not counted"))
            out.append((last - first + 1, "day", f"the days of {m.group(0)!r}, both ends included"))
    return [o for o in out if o[0] >= 2]


def _calendar_spans(line: str) -> list[tuple[int, str, str]]:
    """The days of the months and quarters a line names (`Nov` 30; February 28 or 29 by the year
    written, both without one; `Q4` 92): the months as `prorations.months_named` reads them, a
    capitalized name or its abbreviation (`market`, `decimal`, `may` name none)."""
    out = [(days, "day", f"the days of {month}") for days, month in months_named(line)]
    for m in _QUARTER.finditer(line):
        for days in _QUARTERS[m.group(1)]:
            out.append((days, "day", f"the days of {m.group(0)}"))
    return out


class SpanPaces:
    """The run's state for `span-pace`: the amounts results carried (and their records'
    differences), the spans earlier texts stated."""

    def __init__(self) -> None:
        self._carried: list[tuple[Decimal, str, str]] = []  # (amount, as shown, where)
        self._waiting: list[tuple[Served, int]] = []  # results whose amounts are not read yet
        self._spans: list[tuple[int, str, str]] = []
        self._sorted: list[tuple[Decimal, str, str]] | None = None

    def add_result(self, served: Served, position: int) -> None:
        """Keep the spans one result's text states now (their order among the answers' spans
        counts), and the result, whose amounts are read only when an answer first asks
        (`_read_waiting`): most runs never reach this late try."""
        text = served.text if served.text is not None else served.tail
        if text:
            self._add_spans(spans_in(text, 0, min(len(text), 4000), f"result {position}"))
        if served.has_parsed or text:
            self._waiting.append((served, position))
            if len(self._waiting) >= MAX_WAITING:
                self._read_waiting()  # (a long run's results wait in bounded numbers)

    def _read_waiting(self) -> None:
        """Read the waiting results' amounts, oldest first: each record's numbers (a JSON object's
        own, a text line's) and the differences of two numbers of one record; the latest
        MAX_CARRIED kept, as if each had been read as it came."""
        waiting, self._waiting = self._waiting, []
        for served, position in waiting:
            if served.has_parsed:
                self._walk(served.parsed, f"result {position}")
            text = served.text if served.text is not None else served.tail
            if text:
                for number, line in enumerate(text.splitlines()[:200]):
                    found = []
                    for m in _NUMBER.finditer(line):
                        value = as_decimal(m.group(0).replace(",", ""))
                        if value is not None:
                            found.append((value, m.group(0)))
                    self._record(found, f"result {position}: line {number + 1}")
        del self._carried[:-MAX_CARRIED]
        self._sorted = None

    def _walk(self, node: Any, at: str) -> None:
        stack = [(node, at)]
        while stack:
            node, at = stack.pop()
            if isinstance(node, dict):
                found = []
                for key, value in node.items():
                    if isinstance(value, (dict, list)):
                        stack.append((value, f"{at}.{key}"))
                    elif isinstance(value, (int, float)) and not isinstance(value, bool):
                        number = as_decimal(repr(value))
                        if number is not None:
                            found.append((number, printed(number), f"{at}.{key}"))
                self._record_keyed(found)
            elif isinstance(node, list):
                stack.extend((item, f"{at}[{k}]") for k, item in enumerate(node) if isinstance(item, (dict, list)))

    def _record(self, found: list[tuple[Decimal, str]], where: str) -> None:
        self._record_keyed([(n, shown, where) for n, shown in found])

    def _record_keyed(self, found: list[tuple[Decimal, str, str]]) -> None:
        amounts = [f for f in found if f[0] >= MIN_CARRIED]
        self._carried.extend(amounts)
        if len(amounts) > MAX_RECORD_NUMBERS:
            return
        for k, (a, shown_a, where_a) in enumerate(amounts):
            for b, shown_b, where_b in amounts[k + 1 :]:
                if a != b:
                    high, low = ((a, shown_a, where_a), (b, shown_b, where_b)) if a > b else ((b, shown_b, where_b), (a, shown_a, where_a))
                    self._carried.append((high[0] - low[0], f"({high[1]} - {low[1]})", f"{high[2]} less {low[2]}"))

    def add_text(self, text: str, where: str) -> None:
        """Keep the spans an answer states (not a person's: the answer restates the span it
        counts, `15 nights` for the person's `15 days`, and a count of nights is no count of days)."""
        self._add_spans(spans_in(text, 0, len(text), where))

    def _add_spans(self, spans: Iterable[tuple[int, str, str]]) -> None:
        for span in spans:
            if all(s[:2] != span[:2] for s in self._spans):
                self._spans.append(span)
        del self._spans[:-MAX_SPANS]

    def _amounts(self) -> list[tuple[Decimal, str, str]]:
        if self._waiting:
            self._read_waiting()
        if self._sorted is None:
            self._sorted = sorted(self._carried, key=lambda c: c[0])
        return self._sorted

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                previous: list[EarlierValue]) -> Derivation | None:
        """The value as an amount over a stated span, or a pace carried over another (the module's
        docstring), or None. A late try: after the narrow and the wide rules."""
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is not None and self._waiting:
            self._read_waiting()
        if occ is None or not (self._carried or previous or i):
            return None
        text = reading.text
        floor = sentence_start(text, occ.start)
        ceiling = sentence_end(text, occ.end)
        period = named_period(text, occ.start, occ.end)
        if period is None:
            m = _PERIOD_IN_SENTENCE.search(text, floor, ceiling)
            if m is not None:
                period = (m.group(1) or m.group(2)).lower().replace("ly", "").replace("dai", "day")
        line_start, line_end = line_bounds(text, occ.start, occ.end)
        before_line = text.rfind("\n", 0, max(0, line_start - 1)) + 1
        here = spans_in(text, 0, occ.start, "this answer") + spans_in(text, occ.end, ceiling, "this answer")
        calendar = _calendar_spans(text[before_line:line_end])
        spans = {(c, u): w for c, u, w in [*self._spans, *calendar, *here]}
        local = {(c, u): w for c, u, w in [*spans_in(text, max(floor, line_start), ceiling, "its sentence"),
                                            *spans_in(text, line_start, line_end, "its line")]}
        written_here = bool(local)
        if not any(u == "day" for _, u in local):
            # no count of days stated beside it: both readings of a date range its line writes
            local.update({s[:2]: s[2] for s in range_spans(text, line_start, line_end)})
        if not written_here:  # (a span written beside it is the one it is over: `over its 30 weeks`)
            local.update({s[:2]: s[2] for s in _calendar_spans(text[line_start:line_end])})
        plans: list[tuple[tuple[int, str], str, tuple[tuple[int, str], str] | None]]
        if period in ("day", "week"):
            # the span its sentence or line states, when it states one: the search is then that
            # span's alone (a span in another unit is no divisor)
            plans = [((c, u), w, None) for (c, u), w in local.items() if u == period] if local \
                else [((c, u), w, None) for (c, u), w in spans.items() if u == period]
        elif period is None and local:
            plans = [((c2, u2), w2, ((c1, u1), w1)) for (c2, u2), w2 in local.items()
                     for (c1, u1), w1 in spans.items() if u1 == u2 and c1 != c2]
        else:
            return None
        if not plans or late_try_refused(reading, i, known, computed_here):
            return None
        places = decimal_places(occ.digits)
        try:
            half = Decimal(1).scaleb(-places) / 2
            near = neighbours(occ.number, places)
        except InvalidOperation:
            return None
        written = [o for o in reading.occurrences[max(0, i - 32) : i]
                   if (o.value in known or o in computed_here) and o.number > 0][-MAX_WRITTEN:]
        others = [(o.number, o.value, written_operand(o)) for o in written]
        others += [(p.number, p.value, Operand(p.value, "earlier answer", "the previous answer")) for p in previous if p.number > 0]
        amounts = self._amounts()
        keys = [a[0] for a in amounts]
        hit: Derivation | None = None
        for target in [occ.number, *near]:
            for span, what, first in plans:
                factor = Decimal(span[0]) if first is None else Decimal(first[0][0]) / Decimal(span[0])
                found = self._reach(target, half, factor, amounts, keys, others)
                if found is None:
                    continue
                if target != occ.number:
                    return None  # the chance test: a one-digit neighbour is reached as well
                if hit is None:
                    hit = self._derivation(occ, found, span, what, first)
            if hit is None:
                return None  # (the value itself is reached by nothing: no neighbour to test)
        return hit

    @staticmethod
    def _reach(target: Decimal, half: Decimal, factor: Decimal, amounts: list[tuple[Decimal, str, str]],
               keys: list[Decimal], others: list[tuple[Decimal, str, Operand]]) -> tuple[Decimal, str, Operand] | None:
        """An amount that over `factor` rounds to `target` (its bounds `half` away): (the amount,
        as shown, its operand)."""
        low, high = (target - half) * factor, (target + half) * factor
        for number, shown, operand in others:
            if low <= number <= high:
                return number, shown, operand
        k = bisect_left(keys, low)
        if k < len(keys) and keys[k] <= high:
            number, shown, where = amounts[k]
            return number, shown, Operand(shown, "result", where)
        return None

    @staticmethod
    def _derivation(occ: Occurrence, found: tuple[Decimal, str, Operand], span: tuple[int, str], what: str,
                    first: tuple[tuple[int, str], str] | None) -> Derivation:
        _, shown, operand = found
        count = Operand(str(span[0]), "count", f"{span[1]}s: {what}")
        if first is None:
            return Derivation("span-pace", f"{shown} / {span[0]} = {occ.value}", (operand, count))
        over = Operand(str(first[0][0]), "count", f"{first[0][1]}s: {first[1]}")
        return Derivation("span-pace", f"{shown} / {first[0][0]} x {span[0]} = {occ.value}", (operand, over, count))
