"""One answer's reading for the arithmetic rules: its numbers with their spans, labels and marks, its
counts, and the small tests the rules share on them (same unit, a sum said, a slip of a difference)."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Container
from decimal import Decimal, InvalidOperation
from typing import Any, Final

from ..digit_groupings import regrouped
from ..amounts import MONEY_SIGN_CLASS, MONEY_SIGNS, amount_starts, signed_amount
from ..dollar_codes import coded_dollar_number
from ..glued_amounts import SPACED_CODE_BEFORE, glued_amount
from ..inch_fractions import measured_numerator
from ..decimal_text import one_digit_apart as _one_digit_apart
from ..expressions import Relation, Step, relations
from ..layout import Layout, sentence_start
from ..minor_units import glued_minor
from ..normalize import normalize_token, token_spans
from ..text_memo import TextMemo
from .values import Derivation, Operand, Occurrence, as_decimal
from .cues import MAX_COUNT, MAX_WINDOW, MIN_COUNT, _COUNT_WORD, _COUNT_WORDS, _PLAIN, _WRITTEN_NUMBER
from ..word_keys import word_key


# A one-word name an object carries: a code, an id, a place (`EWR`, `4OG6T3`, `gift_card_3481935`).
_NAME: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{2,39}", re.ASCII)
# A per-unit amount: `$50 per passenger`, `$20 each`, `$64 a night`, `$64/night` (glued); (stable34)
# its currency's sign written after it too, as Kazakh, French or Polish answers write money (`22,950 ₸ each`,
# `12 000 ₸ a rider`, `45 € per night`).
_PER_UNIT_AFTER: Final = re.compile(
    r"[ \t*]*(?:[" + MONEY_SIGN_CLASS + r"][ \t\u00a0\u202f*]*)?(?:\([^()\n]{0,20}\)[ \t]*)?(?:per|each|a|an|/)(?![A-Za-z])", re.IGNORECASE,
)
# `each`, `every` or `per` earlier in the clause: `Each bill includes a $10.00 late fee`.
_PER_UNIT_BEFORE: Final = re.compile(r"\b(?:each|every|per)\b", re.IGNORECASE)
# (round 21) the FORM, not a list: a number, `/`, a unit of letters (one letter too: `$146.30/t`,
# `$13.53/ac`, `$1.18/L`, `0.85/m²`); a number after the slash (`24/7`, `4.6/5`, `14/03`) is no unit
# (round 30) its power as an ASCII digit or a superscript too: `60.33/m3`, `60.33/m³`
_GLUED_PER: Final = re.compile(r"([-+]?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?)/[a-z]{1,12}[23\u00b2\u00b3]?", re.ASCII)
# Tokens that hold two numbers: a range (`320-$450`, `1,400-`), read as each of their ends.
_RANGE_TOKEN: Final = re.compile(
    r"(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?-\$?(?:(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?)?",
    re.ASCII,
)
# (round 12) not a digit that opens or sits inside a code of letters and digits: the `3` of a
# reservation code `3MZ7HW` counts nothing; a count glued to its unit (`4GB`, `2x`, `12pcs`) still counts
_COUNT_DIGITS: Final = re.compile(r"(?<![0-9A-Za-z.,:/$-])([0-9]{1,2})(?![0-9.,:/%]|\.[0-9]|[A-Za-z]+[0-9])", re.ASCII)
# A number glued to a scale letter, as normalized: `1,284.6m`, `$187.3m`, `45.1bn` (round 12).
_GLUED_SCALE: Final = re.compile(r"(\$?[0-9]{1,3}(?:,[0-9]{3})*(?:\.[0-9]+)?|\$?[0-9]+(?:\.[0-9]+)?)(?:k|m|mn|bn|b)", re.ASCII)


class AnswerReading:
    """One answer's reading for the rules: its numbers, equations, tables, counts (built once)."""

    __slots__ = (
        "text", "occurrences", "starts", "relations", "steps", "layout", "counts", "carried", "pending", "derived", "_lower",
        "columns", "stated", "loose", "cells", "reach", "neighbours", "named", "_names_time", "waived", "_operand_offsets",
    )

    def __init__(
        self, text: str, counts: dict[int, Operand], carried: Container[str] | None, loose: frozenset[str] = frozenset()
    ) -> None:
        text = regrouped(text)[0]  # (round 20) `(5'847.00 + 40.00) / 4 = 1'471.75` in English (digit_groupings.py)
        self.text = text
        self.occurrences = number_occurrences(text)
        self.starts = [o.start for o in self.occurrences]  # in text order: cells find their numbers by bisection
        self.reach = max((o.at - o.start for o in self.occurrences), default=0)  # a token's widest lead before its digits
        found, steps = relations(text, loose)
        self.relations: dict[int, Relation] = {r.at: r for r in found}
        self.steps: list[Step] = steps
        self.layout = Layout(text)
        self.counts = counts
        self.carried = carried
        self.loose = loose  # numbers that restate a carried number rounded (`rescaled`)
        self.pending: frozenset[str] = frozenset()  # the answer's unsupported candidates, before the rules
        self.derived: dict[str, Derivation] = {}  # what the rules computed here so far
        self.stated: frozenset[str] = frozenset()  # operands under the digit minimum (narrow rules only)
        # the cells of text results' comma-separated rows, any size (`80.00` of `E-40552,...,80.00,5.50`):
        # a table column's cells summed in its total row (round 12)
        self.cells: Container[str] = frozenset()
        # a table column's cells, once every one holds a resolved number (`_column`)
        self.columns: dict[tuple[int, int], tuple[list[Occurrence], Occurrence | None]] = {}
        self._lower: str | None = None
        self._names_time: bool | None = None
        # (round 14) what is constant within one `explain`, read on first use: each value's carried
        # neighbours (`carried_neighbours`, by its digits), the numbers of the records named (`wide._named_numbers`)
        self.neighbours: dict[str, set[str]] = {}
        self.named: list[tuple[Decimal, str]] | None = None
        # (census33) the carried neighbours the late tries' misread refusal waives, for one retry
        # that keeps a derivation only when it takes one of them as its own percent (`basis._past_taken_neighbour`)
        self.waived: frozenset[str] = frozenset()
        self._operand_offsets: frozenset[int] | None = None

    @property
    def operand_offsets(self) -> frozenset[int]:
        """(tea35) Where the operands of the equations the answer writes and verifies stand (read once)."""
        if self._operand_offsets is None:
            self._operand_offsets = frozenset(at for r in self.relations.values() for _, at in r.operands)
        return self._operand_offsets

    @property
    def lower(self) -> str:
        if self._lower is None:
            self._lower = self.text.lower()
        return self._lower

    @property
    def names_time(self) -> bool:
        """(round 25) Whether the answer writes the word `time` (a premium in words: `time and a
        half`, `double time`: worded_multiples.py), read once."""
        if self._names_time is None:
            self._names_time = "time" in self.lower
        return self._names_time


def one_digit_off(digits: str) -> list[str]:
    """The numbers one digit off `digits` as written, the same length (no leading zero made of a
    leading digit: `0412` is no neighbour of `5412`, `0.41` is one of `5.41`)."""
    out: list[str] = []
    # (speed29) each place's prefix and suffix cut once, not once per digit tried: the same list
    # in the same order as the loop `for d in "0123456789"` over `digits[:k] + d + digits[k + 1:]`
    no_lead_zero = len(digits) > 1 and digits[1] != "."
    for k, c in enumerate(digits):
        if not c.isdigit():
            continue
        head, tail = digits[:k], digits[k + 1 :]
        for d in "0123456789":
            if d == c or (k == 0 and d == "0" and no_lead_zero):
                continue
            out.append(head + d + tail)
    return out


# (speed29) the neighbours last asked, by the target as printed at its places (one `explain` asks
# the same value's neighbours of rule after rule; a variant ask asks them again): pure in that key
_NEIGHBOURS_LIMIT: Final = 4096
_neighbours_cache: Final[dict[str, tuple[Decimal, ...]]] = {}


def neighbours(target: Decimal, places: int) -> list[Decimal]:
    """The values one digit off `target` as written at `places` (the same length): the chance
    tests' neighbours (a new list each call: a caller may keep or change it)."""
    written = f"{target:.{places}f}"
    found = _neighbours_cache.get(written)
    if found is None:
        found = tuple(Decimal(n) for n in one_digit_off(written))
        if len(_neighbours_cache) >= _NEIGHBOURS_LIMIT:
            _neighbours_cache.clear()
        _neighbours_cache[written] = found
    return list(found)


def chance_bounds(number: Decimal, places: int) -> tuple[Decimal, set[Decimal]] | None:
    """What a chance test needs of a value written to `places` decimals: its rounding quantum (one
    unit in the last written place) and its one-digit neighbours. None when `number` cannot be
    written at those places (an exponent out of Decimal's range), which every rule takes as no
    reading."""
    try:
        return Decimal(1).scaleb(-places), set(neighbours(number, places))
    except InvalidOperation:
        return None


def written_neighbours(number: Decimal, places: int) -> set[Decimal] | None:
    """The one-digit neighbours of a value written to `places` decimals, the numbers a chance test
    refuses a search that also reaches (`chance_bounds`' second part); None when it cannot be written
    at those places."""
    bounds = chance_bounds(number, places)
    return None if bounds is None else bounds[1]


def carried_neighbours(reading: AnswerReading, occ: Occurrence, i: int) -> set[str] | None:
    """The numbers a result carried that are one digit off the value (written in the answer or
    not): a misread of one of them is the classic invention, which no wide rule may excuse. None
    when the carried forms are unknown (then no wide rule runs)."""
    carried = reading.carried
    if carried is None:
        return None
    digits = occ.digits
    kept = reading.neighbours.get(digits)  # (the same for every try of one `explain`: read once)
    if kept is not None:
        return kept
    found: set[str] = set()
    for written in one_digit_off(digits):
        neighbour = normalize_token(written)
        for form in (neighbour, "-" + neighbour):  # a carried refund may be signed: -2571
            if form in carried:
                found.add(form)
    reading.neighbours[digits] = found
    return found


def clear_of_carried(reading: AnswerReading, occ: Occurrence, i: int) -> bool:
    """Whether the carried forms are known and none is one digit off the value: the narrow rules'
    chance test (a misread of a carried number stays flagged, whatever it equals)."""
    neighbours = carried_neighbours(reading, occ, i)
    return neighbours is not None and not neighbours


# (spaces32) and the generic `¤` (letter_marks.py) and the whole Unicode currency block (`₾`, `₴`)
_MARKS = MONEY_SIGNS


def _mark_of(answer: str, o: Occurrence) -> str:
    """The currency mark written on an amount (`¥1,840`, `$ 12.26`), or ''."""
    if not o.amount:
        return ""
    for ch in answer[max(o.start - 2, 0) : o.at]:
        if ch in _MARKS:
            return ch
    return ""


def sentence_end(text: str, offset: int) -> int:
    ends = [k for k in (text.find(". ", offset), text.find("\n", offset)) if k >= 0]
    return min(ends) if ends else len(text)


def _in_parentheses(text: str, at: int) -> bool:
    """Whether offset `at` is inside a parenthesis opened on its line."""
    line_start = text.rfind("\n", 0, at) + 1
    return text.rfind("(", line_start, at) > text.rfind(")", line_start, at)


def written_operand(o: Occurrence) -> Operand:
    """An operand the answer wrote, at its offset (how every answer-side operand is reported)."""
    return Operand(o.value, "answer", f"answer offset {o.start}")


def _either_gap(x: Occurrence, y: Occurrence, number: Decimal) -> tuple[str, tuple[Operand, ...]] | None:
    """`x - y`, or else `y - x`, where it is `number`: the expression and its two written operands."""
    for left, right in ((x, y), (y, x)):
        if left.number - right.number == number:
            return f"{left.value} - {right.value}", (written_operand(left), written_operand(right))
    return None


def _near_sentence(text: str, occ: Occurrence) -> int:
    """Where a value's sentence starts, or the one before it when both are on its line."""
    start = sentence_start(text, occ.start)
    if start > 0 and text[start - 1] != "\n":
        start = sentence_start(text, max(start - 2, 0))
    return start


def _same_unit(a: str, b: str) -> bool:
    if a == b:
        return True
    for x, y in ((a, b), (b, a)):
        if y in (x + "s", x + "es"):  # `box` and `boxes`, `night` and `nights`
            return len(x) >= 2
    return False
# An addition said in words between two items: `$300.00 for the flight plus $100.00 for insurance`.
_PLUS_WORDS: Final = re.compile(r"\b(?:plus|in addition to|together with|added to)\b", re.IGNORECASE)
MAX_SAID_SUM: Final = 80  # characters between two items that an addition word may join
# Words by which the text just before a value says it is the sum (`Together that's **1,150.00**`,
# `**Total:** $1,150.00`), and how far before the value they may stand (after the last item).
_SUM_SAID_BEFORE: Final = re.compile(
    r"\b(?:together|in total|total|totals|totalling|totaling|altogether|combined|in all|all told|sum)\b", re.IGNORECASE,
)
MAX_SUM_CUE: Final = 40


def _said_sum(answer: str, x: Occurrence, y: Occurrence, total: Occurrence | None = None) -> bool:
    """Whether the answer says in words that it adds x and y (`$300.00 ... plus $100.00`), or that
    `total`, written after both, is their sum (`Rent: 1,100.00 ... Together that's 1,150.00`): the
    sum is then no slip of their difference (the running balance's `1262 - 150` written `1412`)."""
    first, second = (x, y) if x.start < y.start else (y, x)
    if total is not None and total.start > second.end and _SUM_SAID_BEFORE.search(
            answer, max(second.end, total.start - MAX_SUM_CUE), total.start) is not None:
        return True
    if second.start - first.end > MAX_SAID_SUM:
        return False
    return _PLUS_WORDS.search(answer, first.end, second.start) is not None


def _slip_of_difference(x: Occurrence, y: Occurrence, total: Decimal) -> bool:
    """Whether a difference of x and y is one digit away from their sum `total`."""
    return any(d > 0 and _one_digit_apart(d, total) for d in (x.number - y.number, y.number - x.number))


# (round 26) the items a subtotal's collapse reads back from a total: the last 64 (eight windows
# of MAX_WINDOW) of those written before it; a total sums at most MAX_WINDOW of them. Every number
# before every value was collapsed anew (ledger25: 10.8x the work for 4x the answer).
MAX_COLLAPSED: Final = 8 * MAX_WINDOW


def _collapsed(items: list[Occurrence]) -> list[Occurrence]:
    """`items` with each subtotal standing for the items before it that it sums (2 to 8 of them),
    of the last MAX_COLLAPSED items."""
    out: list[Occurrence] = []
    for o in items[-MAX_COLLAPSED:]:
        for size in range(2, min(MAX_WINDOW, len(out)) + 1):
            if sum((p.number for p in out[-size:]), Decimal(0)) == o.number:
                del out[-size:]
                break
        out.append(o)
    return out


def _pairings(x: Occurrence, y: Occurrence) -> tuple[tuple[Decimal, str, Occurrence, Occurrence], ...]:
    return (
        (x.number + y.number, "+", x, y),
        (x.number - y.number, "-", x, y),
        (y.number - x.number, "-", y, x),
    )


# (round 14) the normalized tokens of the last texts read for names: an answer and the previous
# one are read for them on every question of the answer (`_names_in`, `wide._named_numbers`);
# (round 23) kept as the other readings are (text_memo.py): the `unverified` rule's variant texts,
# read aside, no longer drop the answer's and the previous answer's (a dict cleared when full did)
MAX_KEPT_FORMS: Final = 8  # texts kept besides the latest two (the answer, the previous one, a line or two)
_FORMS: Final[TextMemo[list[str]]] = TextMemo(entries=MAX_KEPT_FORMS, chars=65_536)


def _forms_of(text: str) -> list[str]:
    return [normalize_token(piece) for _, piece in token_spans(text)]


def _token_forms(text: str) -> list[str]:
    """Each raw token piece of `text` normalized, in text order (kept for the last few texts; the
    list is shared: not changed by its callers)."""
    return _FORMS.read(text, _forms_of)


def _names_in(text: str) -> set[str]:
    return set(_token_forms(text)) if text else set()


def _names_of(node: dict[str, Any]) -> frozenset[str]:
    """The names an object carries directly: its one-word string values (`JG7FMM`, `EWR`, `HAT028`)."""
    return frozenset(
        normalize_token(v) for v in node.values() if isinstance(v, str) and _NAME.fullmatch(v)
    )


def _counts_in(text: str) -> list[tuple[int, str]]:
    """The counts `text` states: 2-12 as digits (not an amount: `USD 9` is no count) or words."""
    out: list[tuple[int, str]] = []
    amounts = amount_starts(text)
    for m in _COUNT_DIGITS.finditer(text):
        n = int(m.group(1))
        if MIN_COUNT <= n <= MAX_COUNT and m.start(1) not in amounts:
            out.append((n, m.group(1)))
    for m in _COUNT_WORD.finditer(text):
        out.append((_COUNT_WORDS[word_key(m.group(1))], m.group(1)))
    return out


_LABEL_WORDS = re.compile(r"([A-Za-z][A-Za-z ]{0,40})[^A-Za-z0-9\n]*\Z", re.ASCII)


def _label(answer: str, start: int, floor: int) -> str:
    line_start = max(answer.rfind("\n", 0, start) + 1, floor)
    m = _LABEL_WORDS.search(answer, line_start, start)
    if m is None:
        return ""
    return " ".join(m.group(1).lower().split()[-3:])


# The occurrences of the answers read lately (text_memo.py): an answer the rules explain is read
# again by each `explain` of it and when it is remembered (`answered`). The lists are not changed.
_OCCURRENCES: Final[TextMemo[list[Occurrence]]] = TextMemo(entries=16, chars=65_536)


def number_occurrences(answer: str, full: bool = True) -> list[Occurrence]:
    """Every plain or signed number the answer writes, with its span, in text order; a range
    token (`320-$450`, `110-` before `€200`) is each of its ends. Not `full`: without the words
    before each (`label` "", `each` False), which `answered` does not read."""
    kept = _OCCURRENCES.get(answer)
    if kept is not None:
        return kept
    out = _read_occurrences(answer, full)
    if full:
        _OCCURRENCES.put(answer, out)
    return out


# A currency symbol written after a number, as German and French write money: `242,95 €`; (round
# 21) a dollar sign too, as French Canada writes it (`52,90 $`), not one before a number (`5 $10`).
_SYMBOL_AFTER: Final = re.compile("[ \u00a0\u202f*]{0,3}[" + MONEY_SIGN_CLASS + "](?![0-9])")


# (round 30) the characters before a number searched for a currency's code or symbol spaced before
# it (`KES 2,358.50`: glued_amounts.SPACED_CODE_BEFORE)
MAX_CODE_REACH: Final = 12


def coded_amount(answer: str, o: Occurrence) -> bool:
    """(round 30) Whether an occurrence is an amount, or a number with a currency's ISO 4217 code or
    local symbol spaced before it (`KES 2,358.50`, `KSh 53`): for the `quantity` rule's price and
    product, which the amounts dial's few codes do not mark (the kinds other rules match unchanged)."""
    return o.amount or SPACED_CODE_BEFORE.search(answer, max(0, o.at - MAX_CODE_REACH), o.at) is not None


def _read_occurrences(answer: str, full: bool) -> list[Occurrence]:
    answer = regrouped(answer)[0]  # (round 20) `CHF 18'420.50`, `412 800`, `₹4,50,710.00` whole (digit_groupings.py)
    out: list[Occurrence] = []
    starts = amount_starts(answer)
    previous_end = 0
    # where each sentence starts, and the `each`/`per` words, found once: searched again from each
    # number's sentence start, a sentence of thousands of numbers cost their square
    breaks = _sentence_breaks(answer) if full else []
    words = [(m.start(), m.end()) for m in _PER_UNIT_BEFORE.finditer(answer)] if full else []
    word_starts = [a for a, _ in words]
    for start, piece in token_spans(answer):
        if not _has_digit(piece):
            continue
        end = start + len(piece)
        form = normalize_token(piece)
        glued = _GLUED_PER.fullmatch(form)
        if glued is not None:
            form = normalize_token(glued.group(1))
        elif (minor := glued_minor(form)) is not None:
            form = normalize_token(minor)  # a price glued to its minor unit: `1023.56p` (minor_units.py)
        elif (numerator := measured_numerator(form)) is not None:
            form = normalize_token(numerator)  # (round 25) a measure in an inch's fractions: `6.25/32` (inch_fractions.py)
        elif (scaled := _GLUED_SCALE.fullmatch(form)) is not None:
            form = normalize_token(scaled.group(1))  # glued to its scale: `$1,284.6M` (round 12; the arithmetic keeps the scale)
        numbers: list[tuple[str, int, str]] = []  # (form, offset of the first digit, digits as written)
        if _PLAIN.fullmatch(form):
            numbers.append((form, _first_digit(answer, start, end), ""))
        elif "-" in form and _RANGE_TOKEN.fullmatch(form):
            for m in _WRITTEN_NUMBER.finditer(piece):
                numbers.append((normalize_token(m.group(0)), start + m.start(), m.group(0)))
        else:
            # (round 29) or an amount with its currency glued to it: `RM5.50`, `768kr` (glued_amounts.py)
            signed = (signed_amount(form) or coded_dollar_number(form)) if "$" in form else glued_amount(form)
            if signed is None:
                continue
            numbers.append((signed, _first_digit(answer, start, end), ""))
        per_unit_here = glued is not None or _PER_UNIT_AFTER.match(answer, end) is not None
        each = full and _per_unit_between(answer, words, word_starts, breaks[bisect_right(breaks, start) - 1], start)
        label = _label(answer, start, previous_end) if full else ""
        for value, at, written in numbers:
            number = as_decimal(value)
            if number is None:
                continue
            if not written:
                as_written = _WRITTEN_NUMBER.match(answer, at)
                written = as_written.group(0) if as_written is not None else value
            amount = at in starts or start in starts or start + 1 in starts or start + 2 in starts \
                or _SYMBOL_AFTER.match(answer, end) is not None
            out.append(
                Occurrence(start, end, at, value, number, amount, label, per_unit_here, written.replace(",", ""), each)
            )
        previous_end = end
    # the start of a range written `€110-€200 per night` is per unit as its end is
    for k in range(len(out) - 1):
        o = out[k]
        if answer[o.end - 1 : o.end] == "-" and out[k + 1].per_unit and not o.per_unit:
            out[k] = o._replace(per_unit=True)
    return out


# An amount glued to a dollar's country code, normalized: `ca$160.48`, `a$12.50`, `us$1,200` (round 15).

_BREAK = re.compile(r"\n|[.!?] |;")


def _sentence_breaks(answer: str) -> list[int]:
    """0 and every offset where a sentence or clause starts, ascending: `sentence_start(answer,
    k)` is the last of them at or before k (`layout.sentence_start`, whose breaks never overlap)."""
    return [0, *(m.end() for m in _BREAK.finditer(answer))]


def _per_unit_between(answer: str, words: list[tuple[int, int]], word_starts: list[int], lo: int, hi: int) -> bool:
    """`_PER_UNIT_BEFORE.search(answer, lo, hi) is not None`, from the answer's `words` (its
    matches over the whole text, whose starts are `word_starts`): the first at or after `lo` ends
    by `hi`; or a word ends at `hi` itself (a boundary there only because the search stops there)."""
    k = bisect_left(word_starts, lo)
    if k < len(words) and words[k][1] <= hi:
        return True
    return _PER_UNIT_BEFORE.search(answer, max(lo, hi - 5), hi) is not None


def _has_digit(piece: str) -> bool:
    """`any(c.isdigit() for c in piece)`, as a loop (a generator costs more than the test here)."""
    for c in piece:
        if c.isdigit():
            return True
    return False


def _first_digit(answer: str, start: int, end: int) -> int:
    for k in range(start, end):
        if answer[k].isdigit():
            return k
    return start
