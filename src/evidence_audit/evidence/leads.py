"""Leads on an ungrounded value: the carried value it was probably misread from, or the arithmetic
that gives it. Annotations for a person backtracking a wrong answer; they never ground anything.

- `nearest`: the closest carried value of the same kind: one digit off or within 1% for a
  number, one character off for an identifier, an hour off for a clock, a day off for a date, the
  same last digits but one for a masked card ending. It names the tool result it came from (its
  position among the run's tool results, the tool's name, the JSON path).
- `derivation`: a sum or difference of two carried numbers of the run that equals the value
  (only the first `MAX_PAIRED_NUMBERS` numbers of a run are paired, so the search stays linear).

The run's carried leaves (with their paths) are expanded lazily, on the first lead asked for, so a
run without an ungrounded value pays nothing.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any, NamedTuple

from .normalize import js_number_string, normalize_token, tokenize
from .served import Served, js_items

__all__ = ["Derivation", "Leads", "MAX_PAIRED_NUMBERS", "Nearest", "one_edit_apart"]

MAX_PAIRED_NUMBERS = 500
MAX_LEAVES = 100_000

_NUMBER = re.compile(r"-?[0-9]+(?:\.[0-9]+)?", re.ASCII)
_CLOCK = re.compile(r"([0-9]{1,2}):([0-9]{2})(?::[0-9]{2}(?:\.[0-9]+)?)?(?:[ap]\.?m)?(?:\+[0-9]{1,2})?", re.ASCII)
_ISO = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})(?:t([0-9]{2}):([0-9]{2})\S*)?", re.ASCII)
_DIGIT_RUN = re.compile(r"[0-9]{3,}", re.ASCII)
_HAS_DIGIT = re.compile(r"[0-9]", re.ASCII)


class Nearest(NamedTuple):
    value: str
    how: str  # "one digit off", "within 1%", "one character off", "an hour off", "a day off", "same ending but one digit"
    position: int  # 0-based index of the tool result among the run's tool results
    tool_name: str | None
    path: str

    def as_dict(self) -> dict[str, Any]:
        return {"value": self.value, "how": self.how, "position": self.position, "tool_name": self.tool_name, "path": self.path}


class Derivation(NamedTuple):
    expression: str  # "1859 + 1679"
    operands: tuple[tuple[str, int, str], ...]  # (value, position, path) of each carried number

    def as_dict(self) -> dict[str, Any]:
        return {
            "expression": self.expression,
            "from": [{"value": v, "position": p, "path": path} for v, p, path in self.operands],
        }


class _Leaf(NamedTuple):
    form: str
    position: int
    tool_name: str | None
    path: str


def one_edit_apart(a: str, b: str) -> bool:
    """True when `b` is `a` with exactly one character substituted, inserted or deleted."""
    la, lb = len(a), len(b)
    if a == b or abs(la - lb) > 1:
        return False
    if la == lb:
        return sum(1 for x, y in zip(a, b) if x != y) == 1
    if la > lb:
        a, b, la, lb = b, a, lb, la
    i = 0
    while i < la and a[i] == b[i]:
        i += 1
    return a[i:] == b[i + 1 :]


def _digit_off(a: str, b: str) -> bool:
    """Same length, exactly one differing character, and both differing characters are digits."""
    if len(a) != len(b):
        return False
    diffs = [(x, y) for x, y in zip(a, b) if x != y]
    return len(diffs) == 1 and diffs[0][0].isdigit() and diffs[0][1].isdigit()


def _minutes(form: str) -> int | None:
    m = _CLOCK.fullmatch(form)
    if m is not None:
        hour, minute = int(m.group(1)), int(m.group(2))
        return hour * 60 + minute if hour <= 23 and minute <= 59 else None
    m = _ISO.fullmatch(form)
    if m is not None and m.group(4) is not None:
        return int(m.group(4)) * 60 + int(m.group(5))
    return None


def _day(form: str) -> date | None:
    m = _ISO.fullmatch(form)
    if m is None:
        return None
    try:
        return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None


def _decimal(form: str) -> Decimal | None:
    if not _NUMBER.fullmatch(form):
        return None
    try:
        return Decimal(form)
    except InvalidOperation:  # pragma: no cover - the pattern admits only decimals
        return None


def _print(x: Decimal) -> str:
    return format(x.normalize(), "f")


class Leads:
    """The carried leaves of one run, with where each came from; answers lead questions.

    Leaves are bucketed by kind when expanded (numbers, clocks, dates, digit runs, identifiers by
    length), so a question scans only the leaves that could be near its value.
    """

    __slots__ = ("_pending", "_count", "_numbers", "_clocks", "_days", "_runs", "_by_length", "_pairable", "_pair_index")

    def __init__(self) -> None:
        self._pending: list[tuple[Served, int, str | None]] = []
        self._count = 0
        self._numbers: list[tuple[int, _Leaf, Decimal]] = []
        self._clocks: list[tuple[int, _Leaf, int]] = []
        self._days: list[tuple[int, _Leaf, date]] = []
        self._runs: list[tuple[int, _Leaf, list[str]]] = []
        self._by_length: dict[int, list[tuple[int, _Leaf]]] = {}
        self._pairable: list[tuple[Decimal, _Leaf]] = []
        self._pair_index: dict[Decimal, _Leaf] = {}

    def add_result(self, served: Served, position: int, tool_name: str | None) -> None:
        """Remember a tool result; it is walked only if a lead is ever asked for."""
        self._pending.append((served, position, tool_name))

    def _expand(self) -> None:
        for served, position, tool_name in self._pending:
            out: list[_Leaf] = []
            if served.has_parsed:
                _walk(served.parsed, "", position, tool_name, out)
                if served.tail is not None:
                    out.extend(_Leaf(t, position, tool_name, "(text)") for t in tokenize(served.tail))
            elif served.text is not None:
                out.extend(_Leaf(t, position, tool_name, "(text)") for t in tokenize(served.text))
            for leaf in out:
                if self._count >= MAX_LEAVES:
                    break
                self._file(self._count, leaf)
                self._count += 1
        self._pending.clear()

    def _file(self, index: int, leaf: _Leaf) -> None:
        form = leaf.form
        if not _HAS_DIGIT.search(form):
            return
        number = _decimal(form)
        if number is not None:
            self._numbers.append((index, leaf, number))
            if len(self._pairable) < MAX_PAIRED_NUMBERS and number not in self._pair_index:
                self._pair_index[number] = leaf
                self._pairable.append((number, leaf))
        minutes = _minutes(form)
        if minutes is not None:
            self._clocks.append((index, leaf, minutes))
        day = _day(form)
        if day is not None:
            self._days.append((index, leaf, day))
        runs = _DIGIT_RUN.findall(form)
        if runs:
            self._runs.append((index, leaf, runs))
        if number is None:
            self._by_length.setdefault(len(form), []).append((index, leaf))

    def nearest(self, value: str, shape: str, *, minutes: int | None = None, ending: str | None = None) -> Nearest | None:
        """The closest carried value of the same kind as `value`, or None.

        `minutes` is the answer clock's reading in 24-hour minutes when the value is a clock;
        `ending` the digits of a masked card ending. Ties go to the value carried first.
        """
        if self._pending:
            self._expand()
        best: tuple[tuple[int, float, int], Nearest] | None = None

        def offer(rank: int, distance: float, index: int, leaf: _Leaf, how: str) -> None:
            nonlocal best
            key = (rank, distance, index)
            if best is None or key < best[0]:
                best = (key, Nearest(leaf.form, how, leaf.position, leaf.tool_name, leaf.path))

        if ending is not None:
            size = len(ending)
            for index, leaf, runs in self._runs:
                if any(len(run) >= size and _digit_off(run[-size:], ending) for run in runs):
                    offer(0, 0, index, leaf, "same ending but one digit")
        elif minutes is not None:
            for index, leaf, carried in self._clocks:
                gap = abs(carried - minutes)
                if 0 < gap <= 60:
                    offer(0, gap, index, leaf, "an hour off" if gap == 60 else "minutes off")
        else:
            day = _day(value)
            if day is not None:
                for index, leaf, carried_day in self._days:
                    if abs((carried_day - day).days) == 1:
                        offer(0, 1, index, leaf, "a day off")
            number = _decimal(value) if shape in ("number", "figure") else None
            if number is not None:
                for index, leaf, carried in self._numbers:
                    form = leaf.form
                    if form == value:
                        continue
                    if _digit_off(form, value):
                        offer(1, float(abs(carried - number)), index, leaf, "one digit off")
                    elif number != 0 and abs(carried - number) <= abs(number) / 100:
                        offer(2, float(abs(carried - number)), index, leaf, "within 1%")
                    elif one_edit_apart(form, value):
                        offer(3, float(abs(carried - number)), index, leaf, "one digit off")
            else:
                size = len(value)
                for length in (size - 1, size, size + 1):
                    for index, leaf in self._by_length.get(length, ()):
                        if leaf.form != value and one_edit_apart(leaf.form, value):
                            offer(1, 0, index, leaf, "one character off")
        return best[1] if best is not None else None

    def derivation(self, value: str) -> Derivation | None:
        """Two carried numbers whose sum or difference is `value`, or None."""
        if self._pending:
            self._expand()
        target = _decimal(value)
        if target is None:
            return None
        numbers = self._pair_index
        for x, leaf in self._pairable:
            other = numbers.get(target - x)
            if other is not None and other is not leaf and target - x != 0:
                return Derivation(
                    f"{_print(x)} + {_print(target - x)}",
                    ((leaf.form, leaf.position, leaf.path), (other.form, other.position, other.path)),
                )
        for x, leaf in self._pairable:
            other = numbers.get(x - target)
            if other is not None and other is not leaf and x - target != 0:
                return Derivation(
                    f"{_print(x)} \u2212 {_print(x - target)}",
                    ((leaf.form, leaf.position, leaf.path), (other.form, other.position, other.path)),
                )
        return None


def _walk(node: Any, path: str, position: int, tool_name: str | None, out: list[_Leaf]) -> None:
    """Carried leaves of a parsed value with their JSON paths (`rows[0].amount`)."""
    kind = type(node)
    if kind is str:
        whole = normalize_token(node)
        if whole:
            out.append(_Leaf(whole, position, tool_name, path))
        for token in tokenize(node):
            if token != whole:
                out.append(_Leaf(token, position, tool_name, path))
    elif kind is dict:
        for key, value in js_items(node):
            _walk(value, f"{path}.{key}" if path else str(key), position, tool_name, out)
    elif kind is list:
        for i, item in enumerate(node):
            _walk(item, f"{path}[{i}]", position, tool_name, out)
    elif kind is bool or node is None:
        return
    elif kind is int or kind is float:
        out.append(_Leaf(js_number_string(node), position, tool_name, path))
