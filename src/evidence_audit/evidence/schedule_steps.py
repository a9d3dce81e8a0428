"""A schedule read as a chain of rows (round 22, `schedule-step`): each row a start and an end.

A prep table worked back from a service time (`| Panna cotta | set (4 h) | 15:30 | 19:30 |`, then
`| Panna cotta | make | 15:00 | 15:30 |` with `make 30 min` in the recipe record) and a protocol
worked forward (`Wash 4 × 5 min: 1:50 → 2:10 p.m.`, tomorrow `Washes: 8:30 → 8:50` with `Wash: 4 x 5
min TBST` in the protocol) write one row per step: the step's start and its end, its duration
written in the row or in the record line that names the step. Each row's clock is the other clock
of its row plus or minus that duration; a row's start is the previous row's end, so once one row
is explained the next is (the caller asks again until nothing new is explained).

Read: a line that writes exactly two clocks (`H:MM`, maybe with am/pm); the value is one of them,
the other resolved (grounded, said, or explained before). The durations: those its line writes
(`4 h`, `45 min`, `4 × 5 min` is 20 min, `(25 min)`; adire44: in a markdown table, a bare count under a
header naming a unit of time, `| 07:40 | 4 | 120 | 09:40 |` under `| Start | Dips | Minutes | End |`,
`header_durations`; mend44a: the count carried, computed, or the rules' durations of a whole count
the row writes, 3 shelves at `45 minutes a shelf, with 10 minutes between` 155, not any typed count),
and those of a line of the run's records
(`RecordDurations`) that shares a word of four letters or more with the row (`Washes` and `Wash:`
share `wash`; not a unit of time or a word around one, `minutes`, `then`: the round's review), each alone or the line's total (`4 x 5 min TBST, then 1 x 5 min TBS` is 25 min).
The end is the start plus a duration, the start the end less one, past midnight allowed; a
12-hour clock whose am/pm is written on one end only (`11:50 → 1:50 p.m.`) is compared on the
12-hour dial.

Refused (stays flagged): a start or end one digit off the other clock plus a duration, a row with a
wrong duration, a line with one clock or three, an other clock not resolved. Its price: an invented
clock equal to its row's other clock plus or minus a duration its row or a record line naming the
row's words states. Pure functions; `RecordDurations` keeps the run's record lines.
"""

from __future__ import annotations

import re
from decimal import Decimal
from bisect import bisect_left
from collections.abc import Container, Iterable, Iterator
from typing import Any, Final

from .clock_forms import clock_matches, clock_pattern, meridiem
from .durations import ClockDerivation, bare_metres, clock_minutes, durations_in
from .layout import line_bounds

__all__ = ["MAX_RECORD_LINES", "RecordDurations", "explain_schedule_step", "header_durations", "line_durations"]

MAX_RECORD_LINES: Final = 400  # record lines with durations kept per run
_MAX_LEAVES: Final = 2000  # string leaves of a JSON result read
_DAY: Final = 24 * 60
_HALF_DAY: Final = 12 * 60
# A clock as written, with its am/pm: 1:50 p.m., 13:30, 8:30 AM.
_CLOCK: Final = re.compile(
    clock_pattern(seconds="", after=r"(?![0-9:])", half=meridiem(r"[ \t\u00a0\u202f]", "{0,2}", r"[ \t]?", final_dot=True))
)
# A count of repeats of a duration: `4 × 5 min`, `4 x 5 min`, `2*10 min`.
_REPEATS: Final = re.compile(
    r"(?<![0-9.])([0-9]{1,2})[ \t]*[×xX*][ \t]*([0-9]{1,3})[ \t-]?(minutes?|mins?|m|hours?|hrs?|h)(?![A-Za-z])"
)
_WORD: Final = re.compile(r"[A-Za-z]{4,}")


def line_durations(text: str) -> list[tuple[int, str]]:
    """The durations a line states, in minutes, as written: each `N × M min` as one, the others as
    `durations.durations_in` reads them, and their total when there are two or more."""
    out: list[tuple[int, str]] = []
    rest = text
    for m in _REPEATS.finditer(text):
        unit = 60 if m.group(3).lower().startswith("h") else 1
        out.append((int(m.group(1)) * int(m.group(2)) * unit, m.group(0)))
        rest = rest.replace(m.group(0), " " * len(m.group(0)), 1)
    out += durations_in(rest)
    if len(out) >= 2:
        total = sum(length for length, _ in out)
        if total <= _DAY:
            out.append((total, " + ".join(how for _, how in out)))
    return out


# Words a row and a record line share that name no step: units of time and the words around them
# (`Bake the bread (45 minutes)` names no panna cotta's `make 30 minutes`).
_NOT_STEPS: Final = frozenset({
    "minute", "minutes", "mins", "hour", "hours", "hrs", "second", "seconds", "secs", "then", "with", "from",
    "about", "into", "until", "after", "before", "step", "steps", "start", "starts", "end", "ends", "time",
    "times", "total", "each", "more", "less", "over", "under", "this", "that", "these", "those", "your",
})


MAX_TABLE_ROWS: Final = 40  # (adire44) `|` lines above a row read up to its table's header
# (adire44) a cell that is a bare count (bold allowed): `120`, `**45**`, `1.5`
_BARE_CELL: Final = re.compile(r"[ \t*]*([0-9]{1,4}(?:\.[0-9]{1,2})?)[ \t*]*")


def _pipe_cells(line: str) -> list[str]:
    """A markdown table line's cells (the text between two pipes)."""
    inner = line.strip()
    if inner.startswith("|"):
        inner = inner[1:]
    if inner.endswith("|"):
        inner = inner[:-1]
    return inner.split("|")


def _table_header(text: str, line_start: int) -> str | None:
    """The header line of the markdown table whose row starts at `line_start`: the first of the `|`
    lines right above it (at most `MAX_TABLE_ROWS`), or None when the row is the table's first line."""
    top: int | None = None
    at = line_start
    for _ in range(MAX_TABLE_ROWS):
        if at <= 0:
            break
        above = text.rfind("\n", 0, at - 1) + 1
        if not text[above : at - 1].lstrip().startswith("|"):
            break
        top, at = above, above
    if top is None:
        return None
    end = text.find("\n", top)
    return text[top : end if end >= 0 else len(text)]


def _slip_of(digits: str, other: str) -> bool:
    """Whether `digits` is one slip of `other`: one digit replaced, or two neighbouring digits swapped."""
    if len(digits) != len(other) or digits == other:
        return False
    diff = [k for k in range(len(digits)) if digits[k] != other[k]]
    return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                              and digits[diff[0]] == other[diff[1]] and digits[diff[1]] == other[diff[0]])


def header_durations(text: str, line_start: int, line_end: int, stated: Iterable[int] = (),
                     resolved: Container[str] | None = None) -> list[tuple[int, str]]:
    """(adire44) The durations a markdown table row writes as bare counts under a header naming a
    unit of time (`Minutes`, `Duration (min)`, `Hours`, or any language's word `durations_in` reads
    after a count: CLDR's): `| B-71 | 07:40 | 4 | 120 | 09:40 |` under `| Batch | Start | Dips | Minutes
    | End |` states 120 minutes. The header's words in parentheses if it has them, else the whole
    header, must read as the unit of the count alone (`120 Minutes`); a bare `m` (metres as often)
    is none. In minutes, as written (`120 minutes`). A count one slip from a duration the rules state
    (`stated`, in minutes), in the header's unit, is none: `13` under `Hours` beside the rules' `12 hours`
    is a slip of a stated count, no length of the row's own (glass39's refusal). (mend44a) `resolved`:
    when given, a count must be one of these (carried or computed) or the rules' durations applied to
    a whole count another cell of the row writes (`_rules_length`: `| 3 | 155 |` for `45 minutes a
    shelf, with 10 minutes between shelves`, 3 x 45 + 2 x 10), as a typed count is no operand (`| 3 |
    165 | 09:35 |`, `| 3 | 3 | 06:53 |` stay flagged)."""
    stated_minutes = [m for m in stated if m > 0]
    row = text[line_start:line_end]
    if not row.lstrip().startswith("|"):
        return []
    header = _table_header(text, line_start)
    if header is None:
        return []
    heads, cells = _pipe_cells(header), _pipe_cells(row)
    if len(heads) != len(cells):
        return []
    out: list[tuple[int, str]] = []
    for k, (head, cell) in enumerate(zip(heads, cells)):
        m = _BARE_CELL.fullmatch(cell)
        if m is None:
            continue
        if resolved is not None and m.group(1) not in resolved and not _rules_length(
                m.group(1), [c for j, c in enumerate(cells) if j != k], stated_minutes):
            continue
        unit = head.strip(" \t*")
        inner = re.search(r"\(([^()]{1,24})\)", unit)
        if inner is not None:
            unit = inner.group(1).strip()
        if not unit or len(unit) > 24:
            continue
        written = f"{m.group(1)} {unit}"
        found = durations_in(written)
        if len(found) == 1 and found[0][1] == written and not bare_metres(written) and found[0][0] > 0:
            count = Decimal(m.group(1))
            unit_minutes = Decimal(found[0][0]) / count if count else Decimal(0)
            if any(unit_minutes and (Decimal(minutes) / unit_minutes) == (Decimal(minutes) / unit_minutes).to_integral_value()
                   and _slip_of(m.group(1), str(int(Decimal(minutes) / unit_minutes))) for minutes in stated_minutes):
                continue  # a slip of a stated count (`13` hours for the rules' 12)
            out.append(found[0])
    return out


MAX_ROW_COUNT: Final = 200  # (mend44a) a row's whole count the rules' durations apply to


def _rules_length(count: str, others: list[str], stated: list[int]) -> bool:
    """(mend44a) Whether `count` (a bare cell under a unit of time) is the rules' durations (`stated`,
    in minutes) applied to a whole count `n` another cell of the row writes alone (`others`): n x d,
    or n x d plus (n - 1) x e for things with a gap between them (`45 minutes a shelf, with 10 minutes
    between shelves`: 3 shelves, 155). In minutes, as the rules state them (a count under `Minutes`)."""
    try:
        value = Decimal(count)
    except ArithmeticError:
        return False
    for cell in others:
        m = _BARE_CELL.fullmatch(cell)
        if m is None or "." in m.group(1):
            continue
        n = int(m.group(1))
        if not 1 <= n <= MAX_ROW_COUNT:
            continue
        for d in stated:
            if value == n * d or any(e != d and value == n * d + (n - 1) * e for e in stated):
                return True
    return False


def _words(text: str) -> set[str]:
    return {w for w in (w.lower() for w in _WORD.findall(text)) if w not in _NOT_STEPS}


def _shares_word(row: set[str], line: frozenset[str]) -> bool:
    """Whether a row word and a record word are one a prefix of the other (`washes`, `wash`)."""
    return any(a.startswith(b) or b.startswith(a) for a in row for b in line)


def _strings(node: Any, out: list[str]) -> None:
    stack = [node]
    while stack and len(out) < _MAX_LEAVES:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


class RecordDurations:
    """The lines of the run's results that state a duration (`Focaccia: mix 20 min; prove 2 h 30
    min`), each with its words, in order: the record a schedule's rows take their durations from."""

    __slots__ = ("lines", "_unread")

    def __init__(self) -> None:
        self.lines: list[tuple[frozenset[str], tuple[tuple[int, str], ...]]] = []
        # (speed24) results not read yet (parsed, text): read on the first `for_row`, in the order
        # they came (a run whose answers write no schedule never reads its results' lines)
        self._unread: list[tuple[Any, str | None]] = []

    def add_result(self, parsed: Any, text: str | None) -> None:
        """Keep a result's lines that state a duration, read on the first `for_row`."""
        self._unread.append((parsed, text))

    def _read_unread(self) -> None:
        unread, self._unread = self._unread, []
        for parsed, text in unread:
            self._read(parsed, text)

    def _read(self, parsed: Any, text: str | None) -> None:
        texts: list[str] = []
        if text:
            texts.append(text)
        if parsed is not None:
            _strings(parsed, texts)
        for block in texts:
            if not any(ch.isdigit() for ch in block):
                continue
            for line in block.splitlines():
                if len(self.lines) >= MAX_RECORD_LINES:
                    return
                found = line_durations(line)
                if found:
                    self.lines.append((frozenset(_words(line)), tuple(found)))

    def for_row(self, row: str) -> Iterator[tuple[int, str]]:
        if self._unread:
            self._read_unread()
        words = _words(row)
        if not words:
            return
        for line_words, found in self.lines:
            if _shares_word(words, line_words):
                yield from found


def _reading(m: re.Match[str]) -> tuple[int, bool] | None:
    minutes = clock_minutes(m)
    return None if minutes is None else (minutes, m.group(3) is not None)


def _same(a: int, b: int, twelve: bool) -> bool:
    return (a - b) % (_HALF_DAY if twelve else _DAY) == 0


def explain_schedule_step(
    answer: str, value: str, resolved: Iterable[str], records: RecordDurations | None = None, rules_minutes: Iterable[int] = (),
) -> ClockDerivation | None:
    """How a row of the answer's schedule gives the clock `value` (any occurrence): the other clock
    of its row, resolved, plus or minus a duration of the row or of the record line naming it
    (module doc); None when no row does."""
    known = set(resolved)
    # (round 27) the answer's clocks read once for all its values and the value's writings looked
    # up, not every clock of the answer read once per value (a line of n clocks asked back: 12x the
    # work for 4x); the clocks of the value's line found by bisection (a clock holds no newline and
    # ends its line as it ends the text: the line's own search finds these same matches)
    index = clock_matches(_CLOCK, answer)
    for k in sorted(set(index.written_as(value)) | set(index.written_as(value.lower(), token=False, lower=True))):
        m = index.matches[k]
        line_start, line_end = line_bounds(answer, m.start())
        low, high = bisect_left(index.starts, line_start), bisect_left(index.starts, line_end)
        if high - low != 2:
            continue
        clocks = index.matches[low:high]
        if len(clocks) != 2:
            continue
        first, second = clocks
        is_end = second.start() == m.start()
        other = first if is_end else second
        if f"{other.group(1)}:{other.group(2)}" not in known and other.group(0).lower() not in known:
            continue
        mine, theirs = _reading(m), _reading(other)
        if mine is None or theirs is None:
            continue
        # a 12-hour clock with its am/pm on one end only: `11:50 → 1:50 p.m.`
        twelve = mine[1] != theirs[1] or (not mine[1] and m.group(1) != "0" and int(m.group(1)) <= 12
                                          and int(other.group(1)) <= 12)
        row = answer[line_start:line_end]
        masked = row[: first.start() - line_start] + row[first.end() - line_start : second.start() - line_start] \
            + row[second.end() - line_start :]
        stated: list[tuple[int, str, str]] = [(length, how, "the row states it") for length, how in line_durations(masked)]
        # (adire44) a table row's bare count under a header naming a unit of time (`| 07:40 | 120 |
        # 09:40 |` under `| Start | Minutes | End |`)
        stated += [(length, how, "the row states it under its column's unit") for length, how
                   in header_durations(answer, line_start, line_end, rules_minutes, known)]
        if records is not None:
            stated += [(length, how, "a record line naming the row states it") for length, how in records.for_row(masked)]
        sign = "+" if is_end else "-"
        for length, how, where in stated:
            shifted = theirs[0] + length if is_end else theirs[0] - length
            if _same(shifted, mine[0], twelve):
                return ClockDerivation(
                    "schedule-step",
                    f"{other.group(0)} {sign} {how} = {m.group(0)}",
                    ((other.group(0), "answer", f"answer offset {other.start()}"), (str(length), "duration", f"{where}: {how!r}")),
                )
    return None
