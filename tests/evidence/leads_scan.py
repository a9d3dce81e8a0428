"""The leads as they were first written, by scanning: the oracle the indexed leads are tested against.

`evidence/leads.py` answers `nearest`, `derivation` and `where` through indexes filed as the run's
evidence is stored; this copy answers them by scanning every carried form and re-walking the run's
results, which is quadratic in a run's answers but obviously right. The property test in
`test_leads.py` feeds both the same runs and asks both the same questions.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Context, Decimal, InvalidOperation, localcontext
from typing import Any, NamedTuple

from evidence_audit.evidence.index import result_forms
from evidence_audit.evidence.normalize import js_number_string, lookup_forms, normalize_token, tokenize
from evidence_audit.evidence.served import Served, js_items
from evidence_audit.evidence.written import iso_day

__all__ = ["MAX_PAIRED_NUMBERS", "Derivation", "Leads", "Nearest", "one_edit_apart"]

MAX_PAIRED_NUMBERS = 500
MAX_LEAVES = 100_000
_EXACT = Context(prec=4400)  # sums of carried numbers exactly, however many digits they have

_NUMBER = re.compile(r"-?[0-9]+(?:\.[0-9]+)?", re.ASCII)
_CLOCK = re.compile(r"([0-9]{1,2}):([0-9]{2})(?::[0-9]{2}(?:\.[0-9]+)?)?(?:[ap]\.?m)?(?:\+[0-9]{1,2})?", re.ASCII)
_ISO = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})(?:t([0-9]{2}):([0-9]{2})\S*)?", re.ASCII)
_DIGIT_RUN = re.compile(r"[0-9]{3,}", re.ASCII)
_HAS_DIGIT = re.compile(r"[0-9]", re.ASCII)
_DIGITS_ONLY = re.compile(r"[0-9]+", re.ASCII)
_ID_LETTER = re.compile(r"[a-z]", re.ASCII)


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
    return iso_day(_ISO.fullmatch(form))


def _decimal(form: str) -> Decimal | None:
    if not _NUMBER.fullmatch(form):
        return None
    try:
        return Decimal(form)
    except InvalidOperation:  # pragma: no cover - the pattern admits only decimals
        return None


def _runs_of(form: str) -> list[str] | None:
    return _DIGIT_RUN.findall(form) or None


def _identifier_length(form: str) -> int | None:
    return None if _NUMBER.fullmatch(form) else len(form)


_KINDS: dict[str, Any] = {
    "numbers": lambda form: _decimal(form),
    "clocks": lambda form: _minutes(form) if ":" in form else None,
    "days": lambda form: _day(form) if "-" in form else None,
    "runs": _runs_of,
    "identifiers": _identifier_length,
}


def _print(x: Decimal) -> str:
    return format(x.normalize(), "f")


class Leads:
    """Leads over one run's evidence: near values and derivations, with where they came from.

    The candidates are the evidence corpus's own forms (its log, in the order they were first
    stored), bucketed by kind as they are first needed (numbers, clocks, dates, digit runs,
    identifiers by length), so a question scans only what could be near its value. Where a chosen
    value came from (result position, tool name, JSON path) is found afterwards by walking the
    run's results in order until the value turns up, so only the answer pays for paths.
    """

    __slots__ = ("_corpus", "_seen", "_results", "_buckets", "_pairable", "_pair_index")

    def __init__(self, corpus: Any) -> None:
        self._corpus = corpus
        self._results: list[tuple[Served, int, str | None]] = []
        # kind -> [(index in the log, form, key)], each kind filed only when first asked for
        self._buckets: dict[str, list[tuple[int, str, Any]]] = {kind: [] for kind in _KINDS}
        self._seen: dict[str, int] = dict.fromkeys(_KINDS, 0)
        self._pairable: list[tuple[Decimal, str]] = []
        self._pair_index: dict[Decimal, str] = {}

    def add_result(self, served: Served, position: int, tool_name: str | None) -> None:
        """Remember a tool result, to say later where a lead's value came from."""
        self._results.append((served, position, tool_name))

    def _bucket(self, kind: str) -> list[tuple[int, str, Any]]:
        """The carried forms of one kind, filed up to the end of the log."""
        log = self._corpus.log
        seen = self._seen[kind]
        end = min(len(log), MAX_LEAVES)
        if seen < end:
            key_of = _KINDS[kind]
            bucket = self._buckets[kind]
            for index in range(seen, end):
                form = log[index]
                if _HAS_DIGIT.search(form):
                    key = key_of(form)
                    if key is not None:
                        bucket.append((index, form, key))
            self._seen[kind] = end
        return self._buckets[kind]

    def where(self, form: str) -> tuple[int, str | None, str] | None:
        """(result position, tool name, JSON path) of the first result that stored `form`.

        A result stores its forms (`result_forms`), and a `0x` form also without its `0x`. (As
        first written, this took the first result whose leaves *carried* the form, which also
        counts a text result whose whole text normalizes to it though it stored only its tokens.)
        """
        for served, position, tool_name in self._results:
            stored = set()
            for f in result_forms(served):
                stored.update(lookup_forms(f))
            if form in stored:
                path = _path_of(served, form)
                return None if path is None else (position, tool_name, path)
        return None

    def _nearest(self, form: str, how: str) -> Nearest:
        found = self.where(form)
        position, tool_name, path = found if found is not None else (-1, None, "")
        return Nearest(form, how, position, tool_name, path)

    def nearest(self, value: str, shape: str, *, minutes: int | None = None, ending: str | None = None) -> Nearest | None:
        """The closest carried value of the same kind as `value`, or None.

        `minutes` is the answer clock's reading in 24-hour minutes when the value is a clock;
        `ending` the digits of a masked card ending. Ties go to the value carried first.
        """
        best: tuple[tuple[int, int, float, int], str, str] | None = None

        def offer(rank: int, distance: float, index: int, form: str, how: str, other_sign: int = 0) -> None:
            nonlocal best
            key = (rank, other_sign, distance, index)
            if best is None or key < best[0]:
                best = (key, form, how)

        if ending is not None:
            size = len(ending)
            for index, form, runs in self._bucket("runs"):
                if any(len(run) >= size and _digit_off(run[-size:], ending) for run in runs):
                    offer(0, 0, index, form, "same ending but one digit")
        elif minutes is not None:
            for index, form, carried in self._bucket("clocks"):
                gap = abs(carried - minutes)
                if 0 < gap <= 60:
                    offer(0, gap, index, form, "an hour off" if gap == 60 else "minutes off")
        else:
            day = _day(value)
            if day is not None:
                at = _minutes(value)  # a timestamp's time of day, or None for a bare date
                for index, form, carried_day in self._bucket("days"):
                    if abs((carried_day - day).days) == 1:
                        offer(0, 1, index, form, "a day off")
                    elif at is not None and carried_day == day:
                        carried_at = _minutes(form)
                        if carried_at is not None and 0 < abs(carried_at - at) <= 60:
                            gap = abs(carried_at - at)
                            offer(0, gap, index, form, "an hour off" if gap == 60 else "minutes off")
            number = _decimal(value) if shape in ("number", "figure") else None
            if number is not None:
                magnitude = value.lstrip("-")
                for index, form, carried in self._bucket("numbers"):
                    if form == value:
                        continue
                    carried_magnitude = form.lstrip("-")
                    gap = float(abs(abs(carried) - abs(number)))
                    flipped = int((carried < 0) != (number < 0))  # the same sign is nearer
                    if carried_magnitude == magnitude:
                        offer(0, 0, index, form, "the other sign")
                    elif _digit_off(carried_magnitude, magnitude):
                        offer(1, gap, index, form, "one digit off", flipped)
                    elif number != 0 and abs(abs(carried) - abs(number)) <= abs(number) / 100:
                        offer(2, gap, index, form, "within 1%", flipped)
                    elif one_edit_apart(carried_magnitude, magnitude):
                        offer(3, gap, index, form, "one digit off", flipped)
                if _DIGITS_ONLY.fullmatch(value):
                    # the number part of an id: certificate_7504069 for an answer's 7504068
                    for index, form, length in self._bucket("identifiers"):
                        sep = max(form.rfind("_"), form.rfind("-"))
                        part = form[sep + 1 :] if sep > 0 else ""
                        if part and _DIGITS_ONLY.fullmatch(part) and _digit_off(part, value) \
                                and _ID_LETTER.search(form, 0, sep):
                            offer(1, 0, index, form, "id part one digit off")
            else:
                size = len(value)
                for index, form, length in self._bucket("identifiers"):
                    if abs(length - size) <= 1 and form != value and one_edit_apart(form, value):
                        offer(1, 0, index, form, "one character off")
        if best is None:
            return None
        return self._nearest(best[1], best[2])

    def derivation(self, value: str) -> Derivation | None:
        """Two carried numbers whose sum or difference is `value`, or None."""
        target = _decimal(value)
        if target is None:
            return None
        for _, form, number in self._bucket("numbers"):
            if len(self._pairable) >= MAX_PAIRED_NUMBERS:
                break
            if number not in self._pair_index:
                self._pair_index[number] = form
                self._pairable.append((number, form))
        numbers = self._pair_index
        for sign, symbol in ((1, "+"), (-1, "\u2212")):
            for x, form in self._pairable:
                with localcontext(_EXACT):
                    rest = (target - x) if sign == 1 else (x - target)
                other = numbers.get(rest)
                if other is not None and other != form and rest != 0:
                    operands = []
                    for operand in (form, other):
                        found = self.where(operand)
                        position, _, path = found if found is not None else (-1, None, "")
                        operands.append((operand, position, path))
                    return Derivation(f"{_print(x)} {symbol} {_print(rest)}", tuple(operands))
        return None


def _path_of(served: Served, form: str) -> str | None:
    """The JSON path of the first leaf (or key) of a result that carries `form`, else None."""
    if served.has_parsed:
        path = _find(served.parsed, form, "")
        if path is not None:
            return path
        if served.tail is not None and _carries(served.tail, form):
            return "(text)"
        return None
    if served.text is not None and _carries(served.text, form):
        return "(text)"
    return None


def _carries(raw: str, form: str) -> bool:
    """Whether a key or string leaf carries `form`: whole or as a token, in either 0x spelling."""
    whole = normalize_token(raw)
    if whole == form:
        return True
    tokens = tokenize(raw)
    if form in tokens:
        return True
    if len(form) > 2 and form.startswith("0x"):  # stored under its 0x spelling
        return False
    hexed = "0x" + form  # `ef0101` is a lookup form of a carried `0xef0101`
    return whole == hexed or hexed in tokens


def _find(root: Any, form: str, path: str) -> str | None:
    """The path of the first leaf or key (walk order) that carries `form`; an explicit stack."""
    stack: list[tuple[Any, str, bool]] = [(root, path, False)]
    while stack:
        node, at, is_key = stack.pop()
        if is_key:
            if _carries(node, form):
                return at
            continue
        kind = type(node)
        if kind is str:
            if _carries(node, form):
                return at
        elif kind is dict:
            for key, value in reversed(list(js_items(node))):
                inner = f"{at}.{key}" if at else str(key)
                stack.append((value, inner, False))
                stack.append((key, inner, True))
        elif kind is list:
            for i in range(len(node) - 1, -1, -1):
                stack.append((node[i], f"{at}[{i}]", False))
        elif kind is bool:
            if form == ("true" if node else "false"):
                return at
        elif kind is int or kind is float:
            if normalize_token(js_number_string(node)) == form:
                return at
    return None
