"""Leads on an ungrounded value: the carried value it was probably misread from, or the arithmetic
that gives it. Annotations for a person backtracking a wrong answer; they never ground anything.

- `nearest`: the closest carried value of the same kind: one digit off or within 1% for a
  number, one character off for an identifier, an hour off for a clock, a day off for a date, the
  same last digits but one for a masked card ending. It names the tool result it came from (its
  position among the run's tool results, the tool's name, the JSON path).
- `derivation`: a sum or difference of two carried numbers of the run that equals the value
  (only the first `MAX_PAIRED_NUMBERS` numbers of a run are paired, so the search stays linear).

Flat on long runs. The candidates are the evidence corpus's own log of stored forms, filed by
kind only when a lead is first asked for (a run without an ungrounded value pays nothing). A run's
first `SCANNED_QUESTIONS` questions scan the filed forms; later ones go through indexes built then
and kept up as the log grows (minute and day tables, magnitudes and id parts looked up with each
digit changed, strings with one character deleted, numbers in 1% bins), so a question costs about the same on a run's
ten-thousandth answer as on its first. Where a value came from is the result that first stored it
(the log's length after each result says which), and only that result is walked for the JSON path.
Ties go to the value stored first, as a scan in log order would give.

Leads are bounded per run by a work budget all the same (a hostile run can still make one lead
walk a huge result for its path). The auditor grants `LEAD_WORK_BASE` units, plus
`LEAD_WORK_PER_CHAR` per character of the run as it is fed; a unit is one carried form filed,
scanned or looked at through an index, one result node walked, one number paired, or 16
characters of a string searched. Once the budget is spent, no more leads are searched in that run:
`nearest` and `derivation` return None and `exhausted` says why, so the finding says its leads
were omitted. Leads are annotations: omitting them never changes a verdict.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_right
from datetime import date, timedelta
from decimal import Context, Decimal, InvalidOperation
from typing import Any, Final, NamedTuple

from .index import leaf_forms
from .normalize import js_number_string, normalize_token
from .served import Served, js_items
from .written import iso_day

__all__ = [
    "LEAD_WORK_BASE",
    "LEAD_WORK_PER_CHAR",
    "MAX_PAIRED_NUMBERS",
    "Derivation",
    "Leads",
    "Nearest",
    "one_edit_apart",
]

LEAD_WORK_BASE = 20_000  # units every run may spend on leads
LEAD_WORK_PER_CHAR: Final = 2  # and more per character of the run
MAX_PAIRED_NUMBERS: Final = 500
MAX_LEAVES: Final = 100_000
# A run's first questions scan its forms; later ones go through indexes (built on the first such
# question). A scan costs less than filing indexes, so a short run with few findings never pays
# for them, and a long run pays a bounded number of scans: its cost per answer stays flat.
SCANNED_QUESTIONS: Final = 8
_EXACT: Final = Context(prec=4400)  # sums of carried numbers exactly, however many digits they have

_NUMBER = re.compile(r"-?[0-9]+(?:\.[0-9]+)?", re.ASCII)
_CLOCK: Final = re.compile(r"([0-9]{1,2}):([0-9]{2})(?::[0-9]{2}(?:\.[0-9]+)?)?(?:[ap]\.?m)?(?:\+[0-9]{1,2})?", re.ASCII)
_ISO: Final = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})(?:t([0-9]{2}):([0-9]{2})\S*)?", re.ASCII)
_DIGIT_RUN: Final = re.compile(r"[0-9]{3,}", re.ASCII)
_HAS_DIGIT: Final = re.compile(r"[0-9]", re.ASCII)
_DIGITS_ONLY: Final = re.compile(r"[0-9]+", re.ASCII)


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


_KINDS: Final[dict[str, Any]] = {
    "numbers": lambda form: _decimal(form),
    "clocks": lambda form: _minutes(form) if ":" in form else None,
    "days": lambda form: _day(form) if "-" in form else None,
    "runs": _runs_of,
    "identifiers": _identifier_length,
}


def _print(x: Decimal) -> str:
    return format(x.normalize(), "f")


_LOG_101 = math.log(1.01)


def _bin(x: Decimal) -> int | None:
    """A magnitude's bin on a 1% log scale, or None where a float cannot hold it (0, huge, tiny)."""
    f = float(x)
    if f <= 0.0 or f == math.inf:
        return None
    return math.floor(math.log(f) / _LOG_101)


_ASCII_DIGITS = "0123456789"


def _blank_key(s: str, j: int, char: str) -> str:
    """`s` with position `j` blanked, then the character `char` there: one string (strings of
    digits and points never hold the NUL marks)."""
    return s[:j] + "\x00" + s[j + 1 :] + "\x00" + char


def _edit_keys(s: str) -> set[str]:
    """`s` and `s` with each character deleted: strings one edit apart share one of these."""
    keys = {s[:j] + s[j + 1 :] for j in range(len(s))}
    keys.add(s)
    return keys


_Entry = tuple[int, str, Any]  # (index in the evidence log, form, the kind's key)
_Offer = tuple[tuple[int, int, float, int], str, str]  # (rank, other sign, distance, index), form, how


class _Kind:
    """One kind's carried forms, filed in log order, and the indexes that answer `nearest` for it."""

    __slots__ = (
        "entries", "seen", "indexed", "signs", "first", "firsts", "parts", "edits", "edit_sizes", "waiting",
        "waiting_entries", "bins", "special", "endings",
    )

    def __init__(self) -> None:
        self.entries: list[_Entry] = []
        self.seen = 0  # the evidence log is filed up to here
        self.indexed = 0  # entries filed in the indexes up to here
        # The indexes are keyed by strings and hold the entries themselves, with a list only where
        # keys collide: a long run keeps hundreds of thousands of keys alive, and the garbage
        # collector walks every tuple, list and dict among them again and again; strings it skips.
        self.signs: dict[str, tuple[_Entry, ...]] = {}  # a number's magnitude -> its entries (both signs)
        self.first: dict[Any, tuple[int, str]] = {}  # a key -> its first (index, form)
        self.firsts: dict[Any, tuple[int, str]] = {}  # a second key -> its first (index, form)
        # an id's number part -> the first entry filed with it (one key per id: the strings one
        # digit off a question are made at the question, not filed per character)
        self.parts: dict[str, _Entry] = {}
        self.edits: dict[str, Any] = {}  # an edit key -> its entry, or a list of its entries
        # The edit keys are filed only for the string lengths a question needed: a string's keys
        # are shared only with strings one length apart, so `within_one_edit` of a string of n
        # characters reads lengths n-1 to n+1; the others wait, by length, unfiled (a long run's
        # timestamps and long ids, which no question is near, cost an append, not a key per character).
        self.edit_sizes: set[int] = set()
        self.waiting: dict[int, list[str]] = {}
        self.waiting_entries: dict[int, list[_Entry]] = {}
        self.bins: dict[int, list[_Entry]] = {}  # 1% bins of numbers
        self.special: list[_Entry] = []  # numbers no float holds
        # an ending's size -> (entries filed, `_blank_key` -> first (index, form))
        self.endings: dict[int, tuple[int, dict[str, tuple[int, str]]]] = {}

    def one_digit_off(self, s: str) -> list[_Entry]:
        """Entries whose magnitude is one digit off `s` (both differing characters digits), the
        first two filed under each magnitude (its two signs): each string one digit off `s` is
        looked up in `signs`, so filing a number costs one key, not one per character."""
        out: list[_Entry] = []
        signs = self.signs
        for j in range(len(s)):
            here = s[j]
            if not here.isdigit():
                continue
            head = s[:j]
            tail = s[j + 1 :]
            for digit in _ASCII_DIGITS:  # the filed strings are ASCII: their digits are these
                if digit != here:
                    held = signs.get(head + digit + tail)
                    if held is not None:
                        out.append(held[0])
                        if len(held) > 1:
                            out.append(held[1])
        return out

    def edit(self, s: str, entry: _Entry) -> None:
        """File `entry` under each of `_edit_keys(s)` once, when a question needed strings of its
        length; else keep it waiting by length."""
        size = len(s)
        if size in self.edit_sizes:
            self._file_edits(s, entry)
            return
        waiting = self.waiting.get(size)
        if waiting is None:
            self.waiting[size] = [s]
            self.waiting_entries[size] = [entry]
        else:
            waiting.append(s)
            self.waiting_entries[size].append(entry)

    def _file_edits(self, s: str, entry: _Entry) -> None:
        """File `entry` under each of `_edit_keys(s)` once. Two deletions give one string only
        inside a run of one character, so a deletion is skipped where the character repeats the
        one before (no set built per form)."""
        edits = self.edits
        for j in range(-1, len(s)):
            if j < 0:
                key = s
            elif j > 0 and s[j] == s[j - 1]:
                continue
            else:
                key = s[:j] + s[j + 1 :]
            held = edits.get(key)
            if held is None:
                edits[key] = entry
            elif type(held) is list:
                held.append(entry)
            else:
                edits[key] = [held, entry]

    def within_one_edit(self, s: str) -> list[_Entry]:
        """Entries filed under a string that may be one edit from `s` (to be confirmed)."""
        for size in range(len(s) - 1, len(s) + 2):
            if size not in self.edit_sizes:
                self.edit_sizes.add(size)
                waiting = self.waiting.pop(size, None)
                if waiting is not None:
                    entries = self.waiting_entries.pop(size)
                    for k in range(len(waiting)):
                        self._file_edits(waiting[k], entries[k])
        out: list[_Entry] = []
        seen: set[int] = set()
        for key in _edit_keys(s):
            held = self.edits.get(key)
            if held is None:
                continue
            for entry in held if type(held) is list else (held,):
                if entry[0] not in seen:
                    seen.add(entry[0])
                    out.append(entry)
        return out


_ID_LETTER = re.compile(r"[a-z]", re.ASCII)


class Leads:
    """Leads over one run's evidence: near values and derivations, with where they came from.

    The candidates are the evidence corpus's own forms (its log, in the order they were first
    stored), filed by kind as they are first needed (numbers, clocks, dates, digit runs,
    identifiers), each kind with indexes that find what is near a value without a scan: values by
    minute and by day, magnitudes and id parts (one digit off: each digit of the question changed,
    one lookup each), strings with one character deleted (one edit off), numbers in 1% bins. So a question costs about the same on
    the first answer of a run and on the ten-thousandth. Where a value came from is the result
    that first stored it (the log's offsets at each result's end say which); only that one result
    is walked for the JSON path.
    """

    __slots__ = (
        "_corpus", "_results", "_ends", "_kinds", "_questions", "_pairable", "_pair_index", "_pair_seen", "budget",
        "spent", "_digits", "_digits_seen",
    )

    def __init__(self, corpus: Any, budget: int = LEAD_WORK_BASE) -> None:
        self._corpus = corpus
        self.budget = budget
        self.spent = 0
        self._results: list[tuple[Served, int, str | None]] = []
        self._ends: list[int] = []  # the log's length after each result was stored
        # (speed33) a kind's forms and indexes, made at its first question: most auditors (every
        # `check_answer` pass) ask none or one of the five, and a `_Kind` is a dozen containers
        self._kinds: dict[str, _Kind] = {}
        self._questions = 0  # `nearest` questions asked so far
        self._pairable: list[tuple[Decimal, str, int]] = []
        self._pair_index: dict[Decimal, tuple[str, int]] = {}
        self._pair_seen = 0  # numbers entries looked at for pairing
        self._digits: list[int] = []  # the log's indexes of forms holding a digit (every kind's candidates)
        self._digits_seen = 0

    def grant(self, units: int) -> None:
        """Add work units to the run's lead budget (the auditor grants them as the run is fed)."""
        self.budget += units

    @property
    def exhausted(self) -> bool:
        """Whether the run's lead budget is spent: no more leads are searched."""
        return self.spent >= self.budget

    def add_result(self, served: Served, position: int, tool_name: str | None) -> None:
        """Remember a tool result (after the corpus stored it), to say later where a value came from."""
        self._results.append((served, position, tool_name))
        self._ends.append(len(self._corpus.log))

    def _kind(self, kind: str) -> _Kind:
        """One kind's forms, filed up to the end of the log."""
        filed = self._kinds.get(kind)
        if filed is None:
            filed = self._kinds[kind] = _Kind()
        log = self._corpus.log
        end = min(len(log), MAX_LEAVES)
        if filed.seen < end:
            key_of = _KINDS[kind]
            entries = filed.entries
            digits = self._digits_up_to(end)
            for k in range(bisect_right(digits, filed.seen - 1), len(digits)):
                index = digits[k]
                if index >= end:
                    break
                form = log[index]
                key = key_of(form)
                if key is not None:
                    entries.append((index, form, key))
            self.spent += end - filed.seen
            filed.seen = end
        return filed

    def _digits_up_to(self, end: int) -> list[int]:
        """The indexes below `end` of the log's forms that hold a digit, found once for all kinds."""
        if self._digits_seen < end:
            log = self._corpus.log
            digits = self._digits
            for index in range(self._digits_seen, end):
                if _HAS_DIGIT.search(log[index]):
                    digits.append(index)
            self._digits_seen = end
        return self._digits

    def _indexed(self, kind: str) -> _Kind:
        """One kind's forms and indexes, filed up to the end of the log."""
        filed = self._kind(kind)
        if filed.indexed < len(filed.entries):
            file = _FILERS[kind]
            for entry in filed.entries[filed.indexed :]:
                file(filed, entry)
            self.spent += len(filed.entries) - filed.indexed
            filed.indexed = len(filed.entries)
        return filed

    def where(self, form: str, index: int | None = None) -> tuple[int, str | None, str] | None:
        """(result position, tool name, JSON path) of the result that first stored `form`.

        `index` is the form's place in the evidence log when the caller has it; without it the
        results are walked in order until one carries the form.
        """
        work = [0]
        try:
            if index is None:
                for served, position, tool_name in self._results:
                    path = _path_of(served, form, work)
                    if path is not None:
                        return position, tool_name, path
                return None
            at = bisect_right(self._ends, index)
            if at < len(self._results):
                served, position, tool_name = self._results[at]
                path = _path_of(served, form, work)
                if path is not None:
                    return position, tool_name, path
            return None
        finally:
            self.spent += work[0]

    def _nearest(self, form: str, how: str, index: int) -> Nearest:
        found = self.where(form, index)
        position, tool_name, path = found if found is not None else (-1, None, "")
        return Nearest(form, how, position, tool_name, path)

    def nearest(self, value: str, shape: str, *, minutes: int | None = None, ending: str | None = None) -> Nearest | None:
        """The closest carried value of the same kind as `value`, or None.

        `minutes` is the answer clock's reading in 24-hour minutes when the value is a clock;
        `ending` the digits of a masked card ending. Ties go to the value carried first. None too
        when the run's lead budget is spent (`exhausted`).
        """
        if self.exhausted:
            return None
        self._questions += 1
        self.spent += 1
        if self._questions <= SCANNED_QUESTIONS:
            best = self._scan(value, shape, minutes, ending)
        elif ending is not None:
            best = self._ending_offer(ending)
        elif minutes is not None:
            best = self._clock_offer(minutes)
        else:
            best = None
            day = _day(value)
            if day is not None:
                best = self._day_offer(value, day)
            number = _decimal(value) if shape in ("number", "figure") else None
            if number is not None:
                best = _least(best, self._number_offer(value, number))
            elif best is None:  # a day off or minutes off outranks any one-character-off identifier
                best = self._identifier_offer(value)
        if best is None:
            return None
        return self._nearest(best[1], best[2], best[0][3])

    def _scanned(self, kind: str) -> list[_Entry]:
        """One kind's filed forms, to be scanned (each counted against the budget)."""
        entries = self._kind(kind).entries
        self.spent += len(entries)
        return entries

    def _scan(self, value: str, shape: str, minutes: int | None, ending: str | None) -> _Offer | None:
        """`nearest` by looking at every carried form of the kind (a run's first questions)."""
        best: _Offer | None = None

        def offer(rank: int, distance: float, index: int, form: str, how: str, other_sign: int = 0) -> None:
            nonlocal best
            key = (rank, other_sign, distance, index)
            if best is None or key < best[0]:
                best = (key, form, how)

        if ending is not None:
            size = len(ending)
            for index, form, runs in self._scanned("runs"):
                if any(len(run) >= size and _digit_off(run[-size:], ending) for run in runs):
                    offer(0, 0, index, form, "same ending but one digit")
        elif minutes is not None:
            for index, form, carried in self._scanned("clocks"):
                gap = abs(carried - minutes)
                if 0 < gap <= 60:
                    offer(0, gap, index, form, "an hour off" if gap == 60 else "minutes off")
        else:
            day = _day(value)
            if day is not None:
                at = _minutes(value)  # a timestamp's time of day, or None for a bare date
                for index, form, carried_day in self._scanned("days"):
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
                for index, form, carried in self._scanned("numbers"):
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
                    for index, form, length in self._scanned("identifiers"):
                        sep = max(form.rfind("_"), form.rfind("-"))
                        part = form[sep + 1 :] if sep > 0 else ""
                        # an id's number part (a letter before it): not the day of a date
                        if part and _DIGITS_ONLY.fullmatch(part) and _digit_off(part, value) \
                                and _ID_LETTER.search(form, 0, sep):
                            offer(1, 0, index, form, "id part one digit off")
            else:
                size = len(value)
                for index, form, length in self._scanned("identifiers"):
                    if abs(length - size) <= 1 and form != value and one_edit_apart(form, value):
                        offer(1, 0, index, form, "one character off")
        return best

    def _ending_offer(self, ending: str) -> _Offer | None:
        kind = self._indexed("runs")
        size = len(ending)
        seen, index = kind.endings.get(size, (0, {}))
        for entry in kind.entries[seen:]:
            for run in entry[2]:
                if len(run) >= size:
                    tail = run[-size:]
                    for j in range(size):
                        key = _blank_key(tail, j, tail[j])
                        if key not in index:
                            index[key] = (entry[0], entry[1])
        kind.endings[size] = (len(kind.entries), index)
        best: tuple[int, str] | None = None
        for j in range(size):
            here = ending[j]
            if not here.isdigit():
                continue
            for digit in _ASCII_DIGITS:
                found = index.get(_blank_key(ending, j, digit)) if digit != here else None
                if found is not None and (best is None or found < best):
                    best = found
        if best is None:
            return None
        return (0, 0, 0, best[0]), best[1], "same ending but one digit"

    def _clock_offer(self, minutes: int) -> _Offer | None:
        first = self._indexed("clocks").first
        for gap in range(1, 61):
            found = [hit for hit in (first.get(minutes - gap), first.get(minutes + gap)) if hit is not None]
            if found:
                index, form = min(found)
                return (0, 0, gap, index), form, "an hour off" if gap == 60 else "minutes off"
        return None

    def _day_offer(self, value: str, day: date) -> _Offer | None:
        kind = self._indexed("days")
        offers: list[_Offer] = []
        for step in (-1, 1):
            try:
                hit = kind.first.get(day + timedelta(days=step))
            except OverflowError:  # no day before 0001-01-01 or after 9999-12-31
                continue
            if hit is not None:
                offers.append(((0, 0, 1, hit[0]), hit[1], "a day off"))
        at = _minutes(value)  # a timestamp's time of day, or None for a bare date
        if at is not None:
            for gap in range(1, 61):
                for carried_at in (at - gap, at + gap):
                    hit = kind.firsts.get((day, carried_at))
                    if hit is not None:
                        offers.append(((0, 0, gap, hit[0]), hit[1], "an hour off" if gap == 60 else "minutes off"))
                if offers:
                    break
        return min(offers) if offers else None

    def _number_offer(self, value: str, number: Decimal) -> _Offer | None:
        kind = self._indexed("numbers")
        magnitude = value.lstrip("-")
        negative = number < 0
        # the other sign: the same magnitude
        other = [e for e in kind.signs.get(magnitude, ()) if e[1] != value]
        if other:
            index, form = min((e[0], e[1]) for e in other)
            return (0, 0, 0, index), form, "the other sign"
        best: _Offer | None = None
        # the number part of an id: certificate_7504069 for an answer's 7504068 (rank 1, nearest)
        if _DIGITS_ONLY.fullmatch(value):
            ids = self._indexed("identifiers")
            parts = ids.parts
            for j in range(len(value)):
                head = value[:j]
                tail = value[j + 1 :]
                for digit in _ASCII_DIGITS:
                    held = parts.get(head + digit + tail) if digit != value[j] else None
                    if held is not None:
                        index, form = held[0], held[1]
                        best = _least(best, ((1, 0, 0, index), form, "id part one digit off"))

        def offers(entries: list[_Entry], rank: int, how: str) -> _Offer | None:
            found: _Offer | None = None
            for index, form, carried in entries:
                if form == value:
                    continue
                gap = float(abs(abs(carried) - abs(number)))
                flipped = int((carried < 0) != negative)
                found = _least(found, ((rank, flipped, gap, index), form, how))
            return found

        digit_off = kind.one_digit_off(magnitude)
        self.spent += len(digit_off)
        best = _least(best, offers(digit_off, 1, "one digit off"))
        if best is not None:
            return best
        if number != 0:
            bound = abs(number) / 100
            near: list[_Entry] = []
            target = _bin(abs(number))
            if target is None:
                pool: list[_Entry] = [e for held in kind.bins.values() for e in held]
            else:
                low = _bin(abs(number) * Decimal("0.98"))
                high = _bin(abs(number) * Decimal("1.02"))
                low = target - 2 if low is None else low - 1
                high = target + 2 if high is None else high + 1
                pool = [e for b in range(low, high + 1) for e in kind.bins.get(b, ())]
            self.spent += len(pool) + len(kind.special)
            for entry in (*pool, *kind.special):
                if abs(abs(entry[2]) - abs(number)) <= bound:
                    near.append(entry)
            best = offers(near, 2, "within 1%")
            if best is not None:
                return best
        near_edits = kind.within_one_edit(magnitude)
        self.spent += len(near_edits)
        edits = [e for e in near_edits if one_edit_apart(e[1].lstrip("-"), magnitude)]
        return offers(edits, 3, "one digit off")

    def _identifier_offer(self, value: str) -> _Offer | None:
        kind = self._indexed("identifiers")
        best: tuple[int, str] | None = None
        near_edits = kind.within_one_edit(value)
        self.spent += len(near_edits)
        for index, form, _ in near_edits:
            if form != value and (best is None or index < best[0]) and one_edit_apart(form, value):
                best = (index, form)
        if best is None:
            return None
        return (1, 0, 0, best[0]), best[1], "one character off"

    def derivation(self, value: str) -> Derivation | None:
        """Two carried numbers whose sum or difference is `value`, or None (None too when the
        run's lead budget is spent)."""
        target = _decimal(value)
        if target is None or self.exhausted:
            return None
        entries = self._kind("numbers").entries
        while self._pair_seen < len(entries) and len(self._pairable) < MAX_PAIRED_NUMBERS:
            index, form, number = entries[self._pair_seen]
            self._pair_seen += 1
            if number not in self._pair_index:
                self._pair_index[number] = (form, index)
                self._pairable.append((number, form, index))
        self.spent += 2 * len(self._pairable)
        numbers = self._pair_index
        for sign, symbol in ((1, "+"), (-1, "\u2212")):
            subtract = _EXACT.subtract
            for x, form, index in self._pairable:
                rest = subtract(target, x) if sign == 1 else subtract(x, target)
                other = numbers.get(rest)
                if other is not None and other[0] != form and rest != 0:
                    operands = []
                    for operand, at in ((form, index), other):
                        found = self.where(operand, at)
                        position, _, path = found if found is not None else (-1, None, "")
                        operands.append((operand, position, path))
                    return Derivation(f"{_print(x)} {symbol} {_print(rest)}", tuple(operands))
        return None

def _least(a: _Offer | None, b: _Offer | None) -> _Offer | None:
    if a is None:
        return b
    if b is None:
        return a
    return b if b[0] < a[0] else a


def _file_number(kind: _Kind, entry: _Entry) -> None:
    index, form, number = entry
    magnitude = form.lstrip("-")
    kind.signs[magnitude] = (*kind.signs.get(magnitude, ()), entry)
    if number != 0:
        b = _bin(abs(number))
        if b is None:
            kind.special.append(entry)
        else:
            kind.bins.setdefault(b, []).append(entry)
    kind.edit(magnitude, entry)


def _file_clock(kind: _Kind, entry: _Entry) -> None:
    kind.first.setdefault(entry[2], (entry[0], entry[1]))


def _file_day(kind: _Kind, entry: _Entry) -> None:
    index, form, day = entry
    kind.first.setdefault(day, (index, form))
    at = _minutes(form)
    if at is not None:
        kind.firsts.setdefault((day, at), (index, form))


def _file_run(kind: _Kind, entry: _Entry) -> None:
    """Digit runs are filed per ending size when an ending is first asked for."""


def _file_identifier(kind: _Kind, entry: _Entry) -> None:
    index, form, _ = entry
    kind.edit(form, entry)
    sep = max(form.rfind("_"), form.rfind("-"))
    part = form[sep + 1 :] if sep > 0 else ""
    # an id's number part (a letter before it): not the day of a date
    if part and _DIGITS_ONLY.fullmatch(part) and _ID_LETTER.search(form, 0, sep):
        kind.parts.setdefault(part, entry)


_FILERS: Final[dict[str, Any]] = {
    "numbers": _file_number,
    "clocks": _file_clock,
    "days": _file_day,
    "runs": _file_run,
    "identifiers": _file_identifier,
}


def _path_of(served: Served, form: str, work: list[int]) -> str | None:
    """The JSON path of the first leaf (or key) of a result that carries `form`, else None.

    `work[0]` counts the units spent: one per node, one per 16 characters searched.
    """
    if served.has_parsed:
        path = _find(served.parsed, form, "", work)
        if path is not None:
            return path
        if served.tail is not None:
            work[0] += 1 + len(served.tail) // 16
            if _carries(served.tail, form):
                return "(text)"
        return None
    if served.text is not None:
        work[0] += 1 + len(served.text) // 16
        if _carries(served.text, form):
            return "(text)"
    return None


def _carries(raw: str, form: str) -> bool:
    """Whether a key or string leaf carries `form`: whole or as a token, in either 0x spelling."""
    whole, tokens = leaf_forms(raw)  # as the index read it (memoized for short leaves)
    if whole == form:
        return True
    if form in tokens:
        return True
    if len(form) > 2 and form.startswith("0x"):  # stored under its 0x spelling
        return False
    hexed = "0x" + form  # `ef0101` is a lookup form of a carried `0xef0101`
    return whole == hexed or hexed in tokens


def _find(root: Any, form: str, path: str, work: list[int]) -> str | None:
    """The path of the first leaf or key (walk order) that carries `form`; an explicit stack."""
    stack: list[tuple[Any, str, bool]] = [(root, path, False)]
    while stack:
        node, at, is_key = stack.pop()
        work[0] += 1 + (len(node) >> 4 if type(node) is str else 0)
        if is_key:
            if _carries(node, form):
                return at
            continue
        kind = type(node)
        if kind is str:
            if _carries(node, form):
                return at
        elif kind is dict:
            items = list(js_items(node))
            for i in range(len(items) - 1, -1, -1):  # (mypyc cannot compile reversed() here)
                key, value = items[i]
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
