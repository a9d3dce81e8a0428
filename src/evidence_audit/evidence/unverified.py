"""The `unverified` kind (round 7): arithmetic the answer did that no expression reproduces.

An answer that writes `Average per order: $68.93` after carried `4,218,893.17` and `61,204`
presents that number as the result of its own arithmetic. When the arithmetic dial's expression
search (`computed/`) does not reach it (a ratio of sums, a rate times a quantity chain, a
compound growth), the value is not evidence that the model misread a tool result: it is arithmetic
a person should check. Six rounds of widening that search did not carry to unseen corpora, and
every widening excused inventions. So a value is reported `unverified` (listed with the operands
the answer named, not counted as a flag) when all of these hold:

- it is an amount or a quantity: a `number` candidate, not an identifier, clock, date, code, a
  year (1900-2100 written bare), a number with a leading zero, or one after `#` or an id word
  (`id`, `no.`, `code`, `account`, ...);
- the answer frames it as the result of arithmetic in its own sentence, line or table row: it
  stands right after `=` or `≈`; an operator joins two numbers before it in its sentence
  (`$310 x 3 nights`, `4,890 - 480`); a result word of arithmetic introduces it or follows it
  (`total`, `sum`, `difference`, `average`, `share`, `ratio`, `remaining`, `balance`, `net`,
  `saving`, `growth`, `increase`, `combined`, `more than`, ...) with no other number between, or
  `% of` follows it; it is the amount of a percent in parentheses (`5% ($3,620)`); or it is a table
  cell whose column header or row label is such a word (`| Total | ... |`) in a column no other
  cell of which a result carried. Not `per`: a per-unit quote (`$2,210 per passenger`) is data
  more often than arithmetic, and a per-unit result needs `average`, `÷`, `=` to be framed;
- its operands are grounded: the numbers written before it in its sentence (or, for a value alone
  on its line after a result word, the numbers of the lines just above it, up to a blank line; for
  a table cell, the row's cells before it and, on a total row, its column above) include at least
  one the check resolved (carried, said, computed), each resolved or (in prose) a small count
  under 100, and none the check flags (nor one right after it in its clause); a value an equation
  sign follows is an operand, not a result;
- it is no near-miss: not one edit (one digit changed, added or dropped, two neighbours swapped)
  from a number a result carried or a person said, or a spelling rule grounds, from another number
  of three or more digits the answer wrote, or from a result of the small search this module runs
  over its operands (the sum of all, of each run of neighbours, each pair's sum, difference,
  product, `a x b%`, quotient, share and change; or one unit of the last place off one); and no
  one-digit variant of it is a value the arithmetic dial computes when written in its place (the
  gate asks, `explains`), nor is it one under another currency mark. A wrong total `3,820` where
  the listed items sum to `3,920` stays flagged.

Its price, measured in docs/precision-history.md's "Precision round 7" section: an invention the
answer frames as arithmetic, of grounded operands, that is more than one edit from anything the run
or the answer holds, is listed `unverified` instead of flagged. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Container, Mapping, Sequence
from decimal import Decimal, InvalidOperation
from typing import Final, NamedTuple

from .decimal_text import digit_replaced
from .extract import Candidate
from .layout import Cell, Layout
from .normalize import normalize_token

__all__ = [
    "MAX_UNVERIFIED_ASKED_CHARS", "MAX_UNVERIFIED_ASKS", "MAX_UNVERIFIED_CANDIDATES", "MAX_UNVERIFIED_CHARS", "Unverified", "framed_as_arithmetic", "index_numbers", "numbers_of", "one_edit", "reading",
    "unverified_operands",
]

# The most operands one value is judged with, and the most variants tried per value: a bound on
# the work under a hostile answer (past it the value stays flagged).
MAX_OPERANDS: Final = 12
MAX_UNVERIFIED_WORK: Final = 4000
# Answers longer than this, and candidates past this many per answer, are not read by the rule
# (they stay flagged): its cost stays bounded under a hostile answer.
MAX_UNVERIFIED_CHARS: Final = 20_000
MAX_UNVERIFIED_CANDIDATES: Final = 48
# The most times one answer's text is asked of the arithmetic again, a variant in a value's place
# (`explains`), for an answer of up to 2,000 characters; a longer one gets proportionally fewer
# (the gate's budget): past it every value left stays flagged.
MAX_UNVERIFIED_ASKS: Final = 600
# (round 15) The most characters of one answer the arithmetic is asked to read again (`explains`: each
# ask re-reads the whole answer with a variant in a value's place): the asks above allowed 1.2 million
# (3-4 s of a 2-20 KB answer of many computed values); every held-out set and the airline corpus ask
# at most 27,000. Past it every value left stays flagged, as past the asks.
MAX_UNVERIFIED_ASKED_CHARS: Final = 200_000

# A number as people write it: a sign, a currency mark, grouped digits, decimals, a percent.
_NUMBER: Final = re.compile(
    r"(?<![\w.,/#:-])([-+\u2212]?)([$\u20ac\u00a3\u00a5]?)([0-9][0-9,]*(?:\.[0-9]+)?)(?![0-9]|\.[0-9]|,[0-9])", re.ASCII
)
# The value stands right after `=` or `≈` (decoration and an approximation word between).
_AFTER_EQUALS: Final = re.compile(
    r"(?:=|\u2248|\u2243|=>|\u2192)[\s*_(~]*(?:about|approx\.?|approximately|roughly|around)?[\s*_(~]*"
    r"[-+\u2212]?[$\u20ac\u00a3\u00a5]?\Z", re.IGNORECASE,
)
# Two numbers joined by an operator of arithmetic: `310 x 3`, `4,890 - 480`, `12 × $3`, `a / b`.
# (hostile37) Tried only where a number starts, its digits taken possessively: a search over a run
# of n digits tried every start and scanned the run from each (8,000 digits after a value: 2.4 s of
# `check`, their square). The leftmost match never starts right after a digit (that digit starts
# one too), and no character the repeat gives back could start what follows it: the same matches.
_OPERATION: Final = re.compile(
    r"(?<![0-9])[0-9][0-9,.]*+%?\)?\s*(?:[\u00d7\u00f7+\u2212]|(?<!\*)\*(?!\*)|\sx\s?|x\s|\s[-/]\s)"
    r"\s*\(?[$\u20ac\u00a3\u00a5]?[0-9]"
)
# An equation's sign right after the value: it is an operand, not the result.
_EQUALS_AFTER: Final = re.compile(r"[^=\u2248\n.;,]{0,24}?(?:=|\u2248)")
# The amount of a percent, in parentheses right after it: `5% ($3,620)`, `1% of your pay ($724)`.
_PERCENT_AMOUNT: Final = re.compile(r"[0-9]\s?%(?:\s+of(?:\s+[A-Za-z']+){1,3})?\s*\(\s*[-+\u2212]?[$\u20ac\u00a3\u00a5]?\Z")
# Result words of arithmetic (English, general): the value is the outcome of a computation.
_RESULT_WORD: Final = (
    r"(?:total(?:s|led|ing)?|totall(?:ed|ing)|sum(?:s|med)?|subtotal|add(?:s|ed)?\s+up\s+to|comes?\s+to|came\s+to|"
    r"works?\s+out\s+to|amounts?\s+to|difference|diff|delta|average[sd]?|avg|mean|median|"
    r"percent(?:age)?|share|proportion|ratio|remaining|remainder|left\s+over|balance|net|savings?|"
    r"saves?|saved|growth|grew|increase[sd]?|decrease[sd]?|rose|dropped|fell|gain(?:s|ed)?|"
    r"combined|altogether|overall|in\s+all|cumulative|aggregate|equals?|equal\s+to|yields?|"
    r"multiplied|divided|times|minus|plus|(?:more|less|fewer|higher|lower|cheaper|greater|bigger|smaller)\s+than)"
)
_WORD_BEFORE: Final = re.compile(r"\b" + _RESULT_WORD + r"\b", re.IGNORECASE)
# Words of an operation, not of its result: the number right after one is an operand.
_OPERATOR_WORD: Final = re.compile(r"minus|plus|times|multiplied|divided", re.IGNORECASE)
# ... unless a verb or a result word stands between them: `plus tax that was $90.30` frames 90.30
# as the result (the operand, tax, is a word).
_OPERAND_GAP_BREAK: Final = re.compile(
    r"=|\b(?:was|is|are|were|be|been|that|which|comes?|came|gives?|makes?|equals?|totals?|to|for)\b", re.IGNORECASE
)
_OPERAND_GAP_WORDS: Final = 3
# (round 16) The resolved numbers written before a value's operands its near-miss search adds.
_EARLIER_OPERANDS: Final = 2


def _operand_of(answer: str, word_end: int, number_start: int) -> bool:
    """Whether the number after an operator word is that operation's operand (`minus a $4.99 fee`)."""
    gap = answer[word_end:number_start]
    return len(gap.split()) <= _OPERAND_GAP_WORDS and _OPERAND_GAP_BREAK.search(gap) is None
_OPERATOR_WORD_IN_TEXT: Final = re.compile(r"\b(?:minus|plus|times|multiplied|divided)\b", re.IGNORECASE)


def _operand_after_word(answer: str, start: int, number_start: int) -> bool:
    """Whether an operator word of its sentence stands right before the number, making it that
    operation's operand whatever operation the sentence wrote before (`$219.50 × 1.08875 = $238.98
    (plus a $4.99 shipping fee)`: 4.99 is added, not a result; round 15)."""
    last = None
    for w in _OPERATOR_WORD_IN_TEXT.finditer(answer, max(start, number_start - _WORD_REACH), number_start):
        last = w
    return last is not None and _operand_of(answer, last.end(), number_start)


_WORD_AFTER: Final = re.compile(
    r"[\s*_)]*(?:[A-Za-z\u00a3\u20ac$]{1,5}\b[\s*_)]*)?(?:%\s*of\b|(?:in\s+)?total\b|combined\b|altogether\b|overall\b|"
    r"(?:more|less|fewer|higher|lower|cheaper|remaining|left)\b)",
    re.IGNORECASE,
)
# A table cell's header or row label that names a computed column or row.
_RESULT_HEADER: Final = re.compile(
    r"\b(?:total|sum|subtotal|average|avg|mean|median|difference|diff|delta|change|share|percent(?:age)?|"
    r"remaining|balance|net|savings?|growth|ratio|yoy|mom|cumulative|combined)\b|%|\u0394",
    re.IGNORECASE,
)
# Words that make the number after them an identifier, not an amount.
_ID_WORD: Final = re.compile(
    r"(?:\b(?:id|ids|no\.?|number|code|account|acct|ref(?:erence)?|invoice|ticket|order|zip|postcode|"
    r"phone|ext\.?|room|flight|version|v)\s*[:#]?\s*|#\s*)\Z",
    re.IGNORECASE,
)
_LIST_MARKER: Final = re.compile(r"[.)]\s")
_MONTH: Final = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DATE_BEFORE: Final = re.compile(
    r"(?:\b" + _MONTH + r"\s+[0-9]{1,2}(?:st|nd|rd|th)?,?|\b[0-9]{1,2}(?:st|nd|rd|th)?\s+" + _MONTH + r",?)\s*\Z",
    re.IGNORECASE,
)
_SENTENCE_BREAK: Final = re.compile(r"(?<=[.!?;])\s+(?=\S)")
# how far before a value a result word still frames it, inside its sentence
_WORD_REACH: Final = 80


class Unverified(NamedTuple):
    """A computed-looking value no expression reproduced: its candidate, how the answer framed it
    (`after =`, `operator`, `word 'total'`, `table 'Total'`), and the operands it named."""

    candidate: Candidate
    framing: str
    operands: tuple[tuple[str, str], ...]  # (value as written, "resolved" (carried, said, computed) | "written")


class _Number(NamedTuple):
    start: int
    end: int
    value: str  # normalized (`3,820.00` -> `3820`)
    digits: str  # as written, without marks and separators (`3820.00`)


def index_numbers(numbers: Sequence[_Number]) -> dict[str, list[_Number]]:
    """(round 30) An answer's numbers by value, each value's in the order written (`reading`'s `by_value`)."""
    out: dict[str, list[_Number]] = {}
    for n in numbers:
        out.setdefault(n.value, []).append(n)
    return out


def numbers_of(answer: str) -> list[_Number]:
    """The numbers an answer writes, in order (read once per answer, passed to each judgement)."""
    out: list[_Number] = []
    for m in _NUMBER.finditer(answer):
        digits = m.group(3).replace(",", "")
        if digits.endswith("."):
            continue
        if _LIST_MARKER.match(answer, m.end()) and not answer[answer.rfind("\n", 0, m.start()) + 1:m.start()].strip():
            continue  # a list's item number (`2. JR East`), no operand
        sign = "-" if m.group(1) in ("-", "\u2212") else ""
        value = normalize_token(sign + digits)
        if value:
            out.append(_Number(m.start(), m.end(), value, sign + digits))
    return out


def _as_decimal(text: str) -> Decimal | None:
    try:
        return Decimal(text)
    except (InvalidOperation, ValueError):
        return None


def _is_count(digits: str) -> bool:
    """A small whole number an answer may write as an operand of its own (`3 nights`, `x 12`,
    `4%`): an integer under 100. Any other operand must be grounded."""
    return digits.isdigit() and int(digits) < 100


def _places(digits: str) -> int:
    return len(digits) - digits.index(".") - 1 if "." in digits else 0


def one_edit(a: str, b: str) -> bool:
    """Whether `b` is one edit from `a`: one character changed, added or dropped, or two
    neighbours swapped (and not equal)."""
    if a == b:
        return False
    la, lb = len(a), len(b)
    if la == lb:
        diff = [i for i in range(la) if a[i] != b[i]]
        if len(diff) == 1:
            return True
        return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
    if abs(la - lb) != 1:
        return False
    short, long_ = (a, b) if la < lb else (b, a)
    i = 0
    while i < len(short) and short[i] == long_[i]:
        i += 1
    return short[i:] == long_[i + 1:]


def _variants(digits: str) -> list[str]:
    """The one-edit variants of a written number (digits only are changed, added, dropped, swapped;
    in no order that matters: the caller asks whether any is carried, and counts them)."""
    out: list[str] = digit_replaced(digits)
    n = len(digits)
    for i, ch in enumerate(digits):
        if not ch.isdigit():
            continue
        out.append(digits[:i] + digits[i + 1:])
        if i + 1 < n and digits[i + 1].isdigit() and digits[i + 1] != ch:
            out.append(digits[:i] + digits[i + 1] + ch + digits[i + 2:])
    for i in range(n + 1):
        if (i > 0 and digits[i - 1].isdigit()) or (i < n and digits[i].isdigit()):
            for d in "0123456789":
                out.append(digits[:i] + d + digits[i:])
    return out


def _variant_count(digits: str) -> int:
    """`len(_variants(digits))`, counted without writing them: a written number of n digits has
    about 21n variants of n characters each, their square in memory; the bound is asked first
    (hostile37: a value of 8,000 digits wrote 170,000 variants, 1.4 GB, before `too long`)."""
    n = len(digits)
    count = 0
    for i, ch in enumerate(digits):
        if ch.isdigit():
            count += 10  # nine replaced, one dropped
            if i + 1 < n and digits[i + 1].isdigit() and digits[i + 1] != ch:
                count += 1  # swapped with the next
    for i in range(n + 1):
        if (i > 0 and digits[i - 1].isdigit()) or (i < n and digits[i].isdigit()):
            count += 10  # one inserted
    return count


def _same_length_variants(written: str) -> list[str]:
    """A written number with one digit changed or two neighbouring digits swapped, separators
    kept (`3,820` -> `3,920`, `3,280`): the slips a model makes most."""
    out: list[str] = []
    # one unit of the last written place either way: a rounding slip (`216.49` for 216.50)
    bare = written.replace(",", "")
    number = _as_decimal(bare)
    if number is not None:
        unit = Decimal(1).scaleb(-_places(bare))
        for step in (number - unit, number + unit):
            if step > 0:
                out.append(str(step))
    places = [i for i, ch in enumerate(written) if ch.isdigit()]
    for k, i in enumerate(places):
        ch = written[i]
        for d in "0123456789":
            if d != ch and not (d == "0" and k == 0 and i + 1 < len(written) and written[i + 1] != "."):
                out.append(written[:i] + d + written[i + 1:])
        if k + 1 < len(places):
            j = places[k + 1]
            if written[j] != ch:
                swapped = list(written)
                swapped[i], swapped[j] = written[j], ch
                out.append("".join(swapped))
    return out


def _is_amount(answer: str, number: _Number) -> bool:
    """An amount or a quantity: not a year, not a leading-zero code, not after `#` or an id word."""
    bare = number.digits.lstrip("-")
    if "." not in bare and len(bare) > 1 and bare.startswith("0"):
        return False
    marked = answer[number.start:number.end].lstrip("-+\u2212")[:1] in "$\u20ac\u00a3\u00a5"
    if not marked and "." not in bare and len(bare) == 4 and 1900 <= int(bare) <= 2100:
        return False
    if _ID_WORD.search(answer, max(0, number.start - 24), number.start) is not None:
        return False
    if not marked and "." not in bare and _DATE_BEFORE.search(answer, max(0, number.start - 24), number.start):
        return False  # the year of a date written in words (`November 30, 3026`, `30 Nov 2026`)
    glued = answer[number.end:number.end + 2]
    return not (len(glued) == 2 and glued[0] in "-_:" and glued[1].isalnum())  # `123-456`, `12:30`


class _Read:
    """One answer's lines, sentence breaks and blocks, and one list of its numbers' starts, read once
    and asked per number: each number searched its line, its sentence and the numbers before it
    (an answer of 25,000 short numbers on one line: 51 s, their square; round 12)."""

    __slots__ = ("answer", "newlines", "breaks", "blocks", "indexed", "operations")

    def __init__(self, answer: str) -> None:
        self.answer = answer
        self.newlines = [m.start() for m in _NEWLINE.finditer(answer)]
        self.breaks: dict[int, list[tuple[int, int]]] = {}  # line start -> its sentence breaks
        self.blocks: dict[int, int] = {}  # a line start -> the start of its block (`_block_above`)
        # the numbers last asked about and their starts (one pair, replaced whole: threads may share it)
        self.indexed: tuple[Sequence[_Number], list[int]] = ((), [])
        self.operations: dict[int, int] = {}  # a sentence start -> the shortest text from it holding an operation

    def operation_before(self, start: int, line_end: int, at: int) -> bool:
        """`_OPERATION.search(answer[start:at])`, for `at` <= `line_end`: a match in a text is one in
        any longer text (the pattern ends in a digit, no assertion after it), so the searches of one
        sentence are true from one length on, found once by halving (each searched it all: their square)."""
        shortest = self.operations.get(start)
        if shortest is None:
            text = self.answer[start:line_end]
            m = _OPERATION.search(text)
            shortest = len(self.answer) + 1
            if m is not None:
                lo, hi = 0, m.end()  # the search of text[:hi] succeeds; of text[:lo] not (empty)
                while hi - lo > 1:
                    mid = (lo + hi) // 2
                    if _OPERATION.search(text, 0, mid) is not None:
                        hi = mid
                    else:
                        lo = mid
                shortest = hi
            self.operations[start] = shortest
        return at - start >= shortest

    def line(self, at: int) -> tuple[int, int]:
        """(start, end) of the line holding offset `at` (as `rfind`/`find` of a newline give them)."""
        k = bisect_left(self.newlines, at)  # the first newline at or after `at`
        start = self.newlines[k - 1] + 1 if k > 0 else 0
        end = self.newlines[k] if k < len(self.newlines) else len(self.answer)
        return start, end

    def sentence_breaks(self, line_start: int, line_end: int) -> list[tuple[int, int]]:
        found = self.breaks.get(line_start)
        if found is None:
            found = [(m.start(), m.end()) for m in _SENTENCE_BREAK.finditer(self.answer, line_start, line_end)]
            self.breaks[line_start] = found
        return found

    def between(self, numbers: Sequence[_Number], lo: int, hi: int) -> Sequence[_Number]:
        """The numbers starting in [lo, hi), in order (`[n for n in numbers if lo <= n.start < hi]`)."""
        indexed, starts = self.indexed
        if numbers is not indexed or len(starts) != len(numbers):
            starts = [n.start for n in numbers]
            if any(a > b for a, b in zip(starts, starts[1:])):
                return [n for n in numbers if lo <= n.start < hi]  # (not in order: read the long way)
            self.indexed = (numbers, starts)
        return numbers[bisect_left(starts, lo) : bisect_left(starts, hi)]


_NEWLINE: Final = re.compile("\n")
# The last answer read (one entry, replaced whole: threads sharing it at worst read an answer twice).
_LAST_READ: Final[list[_Read]] = [_Read("")]


def _read(answer: str) -> _Read:
    last = _LAST_READ[0]
    if last.answer is answer:
        return last
    last = _Read(answer)
    _LAST_READ[0] = last
    return last


def _between(answer: str, numbers: Sequence[_Number], lo: int, hi: int) -> Sequence[_Number]:
    return _read(answer).between(numbers, lo, hi)


def _scope(answer: str, at: int) -> tuple[int, int, int, int]:
    """(line start, line end, sentence start, sentence end) around offset `at`."""
    read = _read(answer)
    line_start, line_end = read.line(at)
    start, end = line_start, line_end
    breaks = read.sentence_breaks(line_start, line_end)
    k = bisect_left(breaks, (at, -1))  # the first break starting at or after `at` ends its sentence
    if k < len(breaks):
        end = breaks[k][0]
    # its sentence starts after the last break ending at or before `at` (one straddling `at` is skipped)
    for j in (k - 1, k - 2):
        if j >= 0 and breaks[j][1] <= at:
            start = breaks[j][1]
            break
    return line_start, line_end, start, end


def _table_framing(
    answer: str, number: _Number, numbers: Sequence[_Number], carried: Container[str], layout: Layout
) -> tuple[str, list[_Number]] | None:
    """A table cell whose column header or row label names a computed column or row: the framing
    and the operands (the row's cells before it; on a result row, its column above)."""
    cell = layout.cell(number.start)  # (a body row's cell: not the header row, not a lone `|` line)
    if cell is None:
        return None
    span = layout.header_span(cell)
    header = answer[span[0]:span[1]] if span is not None else ""
    first = layout.span(cell.table, cell.row, 0)
    label = answer[first[0]:first[1]] if first is not None else ""
    line_start = answer.rfind("\n", 0, number.start) + 1
    in_row = list(_between(answer, numbers, line_start, number.start))
    if _RESULT_HEADER.search(label) is not None and cell.column > 0:
        above: list[_Number] = []
        for row in range(cell.row):
            span = layout.span(cell.table, row, cell.column)
            if span is not None:
                ca, cb = span
                above.extend(_between(answer, numbers, ca, cb))
        return f"table row {label.strip()!r}", above + in_row
    if header and _RESULT_HEADER.search(header) is not None and (a := header.strip()) \
            and not _carried_column(answer, layout, cell, number, numbers, carried):
        return f"table column {a!r}", in_row
    return None


def _carried_column(
    answer: str, layout: Layout, cell: Cell, number: _Number, numbers: Sequence[_Number], carried: Container[str]
) -> bool:
    """Whether another cell of the column holds a number a result carried: a column of data (a
    tool's `median`), whatever its header says; a cell of it no result carried is a misread."""
    for row in range(layout.rows(cell.table)):
        span = layout.span(cell.table, row, cell.column)
        if span is None:
            continue
        a, b = span
        if any(n is not number and n.value in carried for n in _between(answer, numbers, a, b)):
            return True
    return False


_CLAUSE_END: Final = re.compile(r"[,;\n]\s|[.!?](?:\s|\Z)|\n|\|")


def _clause_end(answer: str, at: int) -> int:
    m = _CLAUSE_END.search(answer, at)
    return m.start() if m is not None else len(answer)


def _block_above(answer: str, line_start: int, numbers: Sequence[_Number]) -> list[_Number]:
    """The numbers of the lines just above a line, up to a blank line (a list its total closes;
    one blank line between the list and its total line is skipped)."""
    start = line_start
    if start > 1 and answer[start - 1] == "\n" and answer[start - 2] == "\n":
        start -= 1
    # (each line's walk up is kept: a list of thousands of lines walked all those above it per line)
    blocks = _read(answer).blocks
    walked: list[int] = []
    while start > 0 and start not in blocks:
        walked.append(start)
        prev = answer.rfind("\n", 0, start - 1) + 1
        if not answer[prev:start - 1].strip():
            break
        start = prev
    start = blocks.get(start, start)
    for at in walked:
        blocks[at] = start
    return list(_between(answer, numbers, start, line_start))[-MAX_OPERANDS:]


_APPROXIMATELY: Final = ("approximately", "approx.", "approx", "about", "roughly", "around")


def _after_equals(before: str) -> bool:
    """Whether `before` ends as `_AFTER_EQUALS` must: a sign of equality, then spaces or `*_(~`, a
    word of approximation, a sign, a currency mark (the search, that reads it all, only then: it read
    every `(` of a long sentence for each of its numbers)."""
    k = len(before)
    if k and before[k - 1] in "$\u20ac\u00a3\u00a5":
        k -= 1
    if k and before[k - 1] in "-+\u2212":
        k -= 1
    while k and (before[k - 1].isspace() or before[k - 1] in "*_(~"):
        k -= 1
    if k and before[k - 1] not in "=\u2248\u2243>\u2192":
        tail = before[max(0, k - 13) : k].lower()
        word = next((w for w in _APPROXIMATELY if tail.endswith(w)), None)
        if word is None:
            return False
        k -= len(word)
        while k and (before[k - 1].isspace() or before[k - 1] in "*_(~"):
            k -= 1
    return k > 0 and before[k - 1] in "=\u2248\u2243>\u2192"


def _open_parenthesis(before: str) -> bool:
    """Whether `before` ends as `_PERCENT_AMOUNT` must: `(`, then spaces, a sign, a currency mark
    (the search, that reads it all, only then)."""
    k = len(before)
    if k and before[k - 1] in "$\u20ac\u00a3\u00a5":
        k -= 1
    if k and before[k - 1] in "-+\u2212":
        k -= 1
    while k and before[k - 1].isspace():
        k -= 1
    return k > 0 and before[k - 1] == "("


def _framing(
    answer: str, number: _Number, numbers: Sequence[_Number], carried: Container[str], layout: Layout
) -> tuple[str, list[_Number]] | None:
    table = _table_framing(answer, number, numbers, carried, layout)
    if table is not None:
        return table
    line_start, line_end, start, end = _scope(answer, number.start)
    if _EQUALS_AFTER.match(answer, number.end) is not None:
        return None  # an operand of the equation it stands in (`1.961 + 2.707 + 1.299 ≈ 4.97`)
    before = answer[start:number.start]
    operands = list(_between(answer, numbers, start, number.start))
    if _after_equals(before) and _AFTER_EQUALS.search(before) is not None:
        return "after =", operands
    if operands and _read(answer).operation_before(start, line_end, number.start) \
            and not _operand_after_word(answer, start, number.start):
        return "operator", operands
    if operands and _open_parenthesis(before) and _PERCENT_AMOUNT.search(before) is not None:
        return "amount of a percent", operands
    # a result word frames the first number after it: `Total Price: $465 (previously $2,210 per
    # passenger)` frames 465, not 2,210
    # an operator word (`minus`, `plus`, `times`, `divided by`) frames the number after it as its
    # operand, not a result: `105.14, minus a $4.99 fee` (round 13)
    words = [w for w in _WORD_BEFORE.finditer(answer, max(start, number.start - _WORD_REACH), number.start)
             if not _between(answer, numbers, w.end(), number.start)
             and not (_OPERATOR_WORD.fullmatch(w.group(0)) is not None and _operand_of(answer, w.end(), number.start))]
    after = _WORD_AFTER.match(answer, number.end, end)
    if not words and after is None:
        return None
    word = words[-1].group(0) if words else after.group(0).strip(" *_)") if after is not None else ""
    if not operands and start == line_start:
        operands = _block_above(answer, line_start, numbers)
    return f"word {word.lower()!r}", operands


def framed_as_arithmetic(
    answer: str, number: _Number, numbers: Sequence[_Number], carried: Container[str], layout: Layout | None = None
) -> bool:
    """Whether the answer frames this number as the result of its own arithmetic (after `=`, an
    operator, a result word, a result column or row of its table; see the module's docstring).
    `layout`: the answer's (layout.py), read here when not given."""
    return _framing(answer, number, numbers, carried, Layout(answer) if layout is None else layout) is not None


def framed_by_word_alone(
    answer: str, number: _Number, numbers: Sequence[_Number], carried: Container[str], layout: Layout | None = None
) -> bool:
    """(recall43) Whether the answer frames this number as a result by a result word alone (`Book
    **225 kg** more.`), no operand of its own nor of the block above it: no arithmetic shown."""
    framing = _framing(answer, number, numbers, carried, Layout(answer) if layout is None else layout)
    return framing is not None and framing[0].startswith("word ") and not framing[1]


def _results(operands: Sequence[Decimal]) -> list[Decimal]:
    """The small search over the operands a value names: sums of runs, each pair's arithmetic."""
    out: list[Decimal] = []
    n = len(operands)
    for i in range(n):
        total = Decimal(0)
        for j in range(i, n):
            total += operands[j]
            if j > i:
                out.append(total)
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            a, b = operands[i], operands[j]
            if i < j:
                out.extend((a + b, a * b, a * b / 100))
            out.append(a - b)
            if b != 0:
                out.extend((a / b, a / b * 100, (a - b) / b * 100))
    return out


def _reaches(digits: str, results: Sequence[Decimal]) -> bool:
    """Whether a result is the value at its written places (rounded either way)."""
    quantum = Decimal(1).scaleb(-_places(digits))
    value = abs(Decimal(digits))
    return any(abs(abs(r) - value) < quantum for r in results)


def _near_result(digits: str, results: Sequence[Decimal]) -> bool:
    """Whether a result of the operands is one edit from the value at its written places, or one
    unit of its last place from it (a rounding slip). Equal is no near-miss: the value is listed."""
    places = _places(digits)
    written = digits.lstrip("-")
    quantum = Decimal(1).scaleb(-places)
    for r in results:
        try:
            shown = str(abs(r).quantize(quantum))
        except InvalidOperation:
            continue
        if one_edit(written, shown) or abs(abs(r).quantize(quantum) - abs(Decimal(written))) == quantum:
            return True
    return False


def unverified_operands(
    answer: str,
    candidate: Candidate,
    settled: Container[str],
    unsettled: Container[str],
    carried: Container[str],
    said: Container[str],
    numbers: Sequence[_Number] | None = None,
    explains: Callable[[str, int, int], bool] | None = None,
    spelled: Callable[[str, int, int], bool] | None = None,
) -> Unverified | None:
    """The `unverified` reading of a flagged candidate, or None when it stays flagged.

    `settled`: the answer's values the check resolved (grounded, said, computed); `unsettled`: the
    ones it flags or lists self-sourced; `carried`, `said`: the run's forms (near-misses)."""
    found = reading(answer, candidate, settled, unsettled, carried, said, numbers, explains, spelled)
    return found if isinstance(found, Unverified) else None


def reading(
    answer: str,
    candidate: Candidate,
    settled: Container[str],
    unsettled: Container[str],
    carried: Container[str],
    said: Container[str],
    numbers: Sequence[_Number] | None = None,
    explains: Callable[[str, int, int], bool] | None = None,
    spelled: Callable[[str, int, int], bool] | None = None,
    layout: Layout | None = None,
    by_value: Mapping[str, Sequence[_Number]] | None = None,
) -> Unverified | str:
    """`unverified_operands`, with the reason a value stays flagged (for tests and measurement);
    `layout`: the answer's tables (layout.py), read here when not given; `by_value`: (round 30)
    `numbers` indexed by value, in order (`index_numbers`), so a candidate looks its writings up
    where it walked every number of the answer (the gate asks up to MAX_UNVERIFIED_CANDIDATES
    candidates four passes over)."""
    if candidate.shape != "number" or candidate.token is not None or candidate.range_token is not None:
        return "not a number"
    numbers = numbers_of(answer) if numbers is None else numbers
    if by_value is not None:
        mine = list(by_value.get(candidate.value, ()))
    else:
        mine = [n for n in numbers if n.value == candidate.value]
    if not mine:
        return "not found"
    for number in mine:
        if not _is_amount(answer, number):
            return "not an amount"
    found: tuple[str, list[_Number]] | None = None
    layout = Layout(answer) if layout is None else layout
    for number in mine:
        found = _framing(answer, number, numbers, carried, layout)
        if found is not None:
            break
    if found is None:
        return "no framing"
    framing, operands = found
    operands = [o for o in operands if o.value != candidate.value][-MAX_OPERANDS:]
    if not operands:
        return "no operands"
    if any(o.value in unsettled for o in operands):
        return "an operand flagged"
    # a number the check flags right after it in its clause (`2,756.07 zł at 4.2401`): an operand too
    clause_end = _clause_end(answer, mine[0].end)
    if any(mine[0].end <= n.start < clause_end and n.value in unsettled for n in numbers):
        return "an operand flagged"
    grounded = [o.value in settled or o.value in carried or o.value in said for o in operands]
    if not any(grounded):
        return "no operand resolved"
    # a small count the answer states is an operand of its own in prose (`3 nights`); a table's
    # cell is data: every operand cell must be grounded
    table = framing.startswith("table")
    if not all(g or (not table and _is_count(o.digits)) for o, g in zip(operands, grounded)):
        return "an operand not grounded"
    digits = mine[0].digits
    # near-misses: one edit from a carried or said number, or another number the answer wrote
    if _variant_count(digits) > MAX_UNVERIFIED_WORK:
        return "too long"
    variants = _variants(digits)
    for variant in variants:
        form = normalize_token(variant)
        if form and (form in carried or form in said):
            return "near a carried number"
    others = {n.digits.lstrip("-") for n in numbers if n.value != candidate.value and sum(ch.isdigit() for ch in n.digits) >= 3}
    written = digits.lstrip("-")
    if any(one_edit(written, other) for other in others):
        return "near a number of the answer"
    values = [d for d in (_as_decimal(o.digits) for o in operands) if d is not None]
    if _near_result(digits, _results(values)):
        return "near a result of its operands"
    # (round 16) or of its last operand moved by one of the last resolved amounts the answer wrote
    # before its operands (`You pay $1.50 ... Order value: $215.00 → $261.50` for 216.50)
    earlier = [n for n in numbers if n.end <= operands[0].start and (n.value in settled or n.value in carried or n.value in said)]
    more = [d for d in (_as_decimal(o.digits) for o in earlier[-_EARLIER_OPERANDS:]) if d is not None]
    last = values[-1:]
    widened = [x for o in last for e in more for x in (o + e, o - e, e - o)]
    if widened and not _reaches(digits, widened) and _near_result(digits, widened):
        return "near a result of its operands and the answer's earlier amounts"
    number = mine[0]
    written_at = answer[number.start:number.end]
    lead = len(written_at) - len(written_at.lstrip("-+\u2212$\u20ac\u00a3\u00a5"))
    start = number.start + lead
    # one edit from a number a spelling rule grounds (`188.07` of a carried `188.07ms`): the
    # variant written in its place is asked of the spelling rules (`spelled(variant, start, end)`)
    if spelled is not None:
        for variant in _same_length_variants(answer[start:number.end]):
            if spelled(variant, start, number.end):
                return "near a number a result carried in another spelling"
    # one edit from a value the arithmetic dial computes: the answer's text with the variant
    # written in its place is asked again (`explains(variant, start, end)`)
    if explains is not None:
        for variant in _same_length_variants(answer[start:number.end]):
            if explains(variant, start, number.end):
                return "near a value the arithmetic computes"
        if lead:  # the arithmetic computes it under another currency mark, or none: the mark is the slip
            bare = answer[start:number.end]
            marks = {answer[n.start:n.end].lstrip("-+\u2212")[:1] for n in numbers} & set("$\u20ac\u00a3\u00a5")
            for marked in [bare] + [m + bare for m in sorted(marks) if m not in written_at]:
                if explains(marked, number.start, number.end):
                    return "a value the arithmetic computes under another currency mark"
    return Unverified(
        candidate,
        framing,
        tuple((o.digits, "resolved" if g else "written") for o, g in zip(operands, grounded)),
    )
