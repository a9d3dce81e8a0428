"""The `record-formula` arithmetic rule (formula42): a formula the system prompt states in words
over two or more named quantities, worked over the rows of the latest tabled result whose columns
those names name.

A farm's rules state how dry grain follows from a load: `Shrink: dry tonnes = wet tonnes x (100 -
moisture) / (100 - standard moisture).`; the yield log is a table of loads (`load_id,wet_t,
moisture_pct`). Asked what a field yielded, the answer writes `| Dry @ 13.5% | 146.83 t |` or `Wet
238.45 t -> dry (15.5%) **226.11 t**`: the formula worked for every load and summed, with the
constant the table does not carry (the standard moisture) written on the value's line. People apply
a stated formula to each record as they apply a stated price; they do not write it out each time.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `record-formula` | (rules: `dry tonnes = wet tonnes x (100 - moisture) / (100 - standard moisture)`; the result `wet_t,moisture_pct` rows) `Dry @ 13.5%: 146.83 t` | a formula `NAME = EXPRESSION` a line of the system prompt states over 2 to `MAX_NAMES` named quantities; each name bound to the one column of the latest tabled result whose key shares a word with it (a column named by two names goes to the name of fewer other words: `moisture_pct` is `moisture`'s, not `standard moisture`'s); at most one name left, bound to a number the value's line writes before it that a line of the system prompt writing a word of that name no bound column has states (`13.5%` of `standard moisture: wheat 13.5%`, not `14%` of `loads above 14% moisture`); worked for every row and summed (2+ rows), or for the one row whose text cell the value's line writes as a whole token (none when it writes two); rounded half up to the value's places | a value equal to such a sum or row's value |

Refused: a value of fewer than `MIN_DIGITS` significant digits, one digit off a carried number or a
slip of the local step (`late_search_bounds`); a search (every free number, the sum and every named
row) that reaches a one-digit neighbour of the value (the chance test); a name no column and no
written stated number binds; a column two names share equally; a row not named on the line (another
record's value is no operand); a formula of one name (`stated_formulas.py`'s). Pure reading; the
state is the formulas read from the system prompt and the latest tabled result's rows.
"""

from __future__ import annotations

import re
from decimal import Decimal
from collections.abc import Iterator
from typing import Any, Final, NamedTuple

from .computed.reading import AnswerReading, number_occurrences
from .computed.values import Derivation, Occurrence, Operand, as_decimal
from .computed.wide import first_reached, late_search_bounds, late_target
from .expressions import evaluate

__all__ = ["RecordFormula", "RecordFormulas", "MAX_FORMULAS", "MAX_NAMES", "MAX_ROWS"]

MAX_FORMULAS: Final = 6  # formulas a run keeps
MAX_NAMES: Final = 4  # named quantities of one formula
MAX_ROWS: Final = 64  # rows of the latest tabled result read
MAX_LINE_CHARS: Final = 400  # of a system prompt line read
MAX_FREE: Final = 3  # numbers of the value's line tried for the free name (the nearest before it)
MAX_SYSTEM_CHARS: Final = 20_000  # of the system prompt kept for the free name's stated lines
MIN_DIGITS: Final = 3  # significant digits the value must write
# one token of the expression: a number (a percent sign after it kept), an operator, a word
_TOKEN: Final = re.compile(r"\s*(?:([0-9]+(?:\.[0-9]+)?%?)|([\u00d7*/\u00f7+\-\u2212()])|([^\W\d_]+))")
_OPERATORS: Final = {"\u00d7": "*", "*": "*", "/": "/", "\u00f7": "/", "+": "+", "-": "-", "\u2212": "-", "(": "(", ")": ")"}
_TIMES: Final = frozenset({"x", "X"})
_STOP: Final = frozenset({"the", "its", "of", "a", "an", "in", "per", "and"})
# where the expression ends: `.` or `;` not inside a number, or the line's end
_END: Final = re.compile(r"[.;](?![0-9])")
_KEY_SPLIT: Final = re.compile(r"[^a-z]+")


class RecordFormula(NamedTuple):
    template: str  # the expression with `{0}`, `{1}` ... for the names (`{0} * (100 - {1}) / (100 - {2})`)
    names: tuple[tuple[str, ...], ...]  # each name's words, lower case (`('wet', 'tonnes')`)
    stated: str  # as the line writes it, shortened


def _words(name: str) -> tuple[str, ...]:
    return tuple(w for w in name.lower().split() if w not in _STOP)


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def parse_formula(line: str) -> RecordFormula | None:
    """The formula of a line `[LABEL:] NAME = EXPRESSION` over 2 to `MAX_NAMES` names, or None."""
    eq = line.find("=")
    if eq < 1 or line.find("=", eq + 1) >= 0:
        return None
    end = _END.search(line, eq + 1)
    rhs = line[eq + 1:end.start() if end else len(line)]
    parts: list[str] = []
    names: list[tuple[str, ...]] = []
    pending: list[str] = []  # the words of the name being read

    def close() -> bool:
        if not pending:
            return True
        words = _words(" ".join(pending))
        pending.clear()
        if not words:
            return False
        if words not in names:
            names.append(words)
        parts.append("{" + str(names.index(words)) + "}")
        return True

    at = 0
    rhs = rhs.rstrip()
    while at < len(rhs):
        m = _TOKEN.match(rhs, at)
        if m is None or m.end() == at:
            return None
        at = m.end()
        number, operator, word = m.group(1), m.group(2), m.group(3)
        if word is not None and not (word in _TIMES and (pending or (parts and parts[-1][-1] in "0123456789})"))):
            pending.append(word)  # a word of a name (`x` is times after an operand)
            continue
        if not close():
            return None
        if word is not None:
            parts.append("*")
        elif number is not None:  # a percent is its fraction
            parts.append(f"({number[:-1]} / 100)" if number.endswith("%") else number)
        else:
            parts.append(_OPERATORS[operator])
    if not close() or not 2 <= len(names) <= MAX_NAMES:
        return None
    template = " ".join(parts).replace("( ", "(").replace(" )", ")").replace("*", "x")
    if evaluate(template.format(*("2" for _ in names))) is None:
        return None
    return RecordFormula(template, tuple(names), line.strip()[:80])


def _names(line: str, cell: str) -> bool:
    """Whether the line writes the cell as a whole token (`L-1` not inside `L-12`)."""
    return re.search(r"(?<![\w-])" + re.escape(cell) + r"(?![\w-])", line) is not None


class _Binding(NamedTuple):
    keys: tuple[str | None, ...]  # each name's column, None for the free name


def bind_columns(formula: RecordFormula, keys: list[str]) -> _Binding | None:
    """Each name's column (`bind_columns`' rule in the module docstring), None for at most one name
    no column names; None when a name matches two columns equally or two names are left."""
    key_words = {k: {_stem(w) for w in _KEY_SPLIT.split(k.lower()) if len(w) >= 3} for k in keys}
    by_name: list[str | None] = []
    for words in formula.names:
        stems = {_stem(w) for w in words}
        scored = sorted(((len(stems & kw), k) for k, kw in key_words.items() if stems & kw), reverse=True)
        if len(scored) >= 2 and scored[0][0] == scored[1][0]:
            return None  # two columns name it equally
        by_name.append(scored[0][1] if scored else None)
    # a column two names match goes to the name of fewer other words; the other is left free
    for j, key in enumerate(by_name):
        if key is None:
            continue
        others = [k for k in range(len(by_name)) if k != j and by_name[k] == key]
        for k in others:
            extra_j = len(formula.names[j]) - len({_stem(w) for w in formula.names[j]} & key_words[key])
            extra_k = len(formula.names[k]) - len({_stem(w) for w in formula.names[k]} & key_words[key])
            if extra_j == extra_k:
                return None
            by_name[k if extra_j < extra_k else j] = None
    if sum(1 for k in by_name if k is None) > 1 or all(k is None for k in by_name):
        return None
    return _Binding(tuple(by_name))


def _rows_of(parsed: Any) -> list[dict[str, Any]] | None:
    """The rows of a tabled result: a list of objects, or an object holding one such list."""
    if isinstance(parsed, dict):
        lists = [v for v in parsed.values() if isinstance(v, list) and v and all(isinstance(r, dict) for r in v)]
        parsed = lists[0] if len(lists) == 1 else None
    if not isinstance(parsed, list) or not parsed or not all(isinstance(r, dict) for r in parsed):
        return None
    return parsed[:MAX_ROWS]


def _number(cell: Any) -> Decimal | None:
    if isinstance(cell, bool) or not isinstance(cell, (int, float)):
        return None
    return as_decimal(repr(cell) if isinstance(cell, float) else str(cell))


# What a try of the search tells where it reaches the value: its expression, the formula, its
# binding, the number its free name took (or None) and the rows' label.
_Told = tuple[str, RecordFormula, _Binding, tuple[Decimal, str] | None, str]


class RecordFormulas:
    """The formulas the system prompt states over named quantities, and the latest tabled result."""

    __slots__ = ("_formulas", "_rows", "_system_lines")

    def __init__(self) -> None:
        self._formulas: list[RecordFormula] = []
        self._rows: list[dict[str, Any]] = []
        self._system_lines: list[str] = []

    def add_system_text(self, text: str) -> None:
        for line in text[:MAX_SYSTEM_CHARS].splitlines():
            line = line[:MAX_LINE_CHARS]
            self._system_lines.append(line.lower())
            if "=" in line and len(self._formulas) < MAX_FORMULAS:
                found = parse_formula(line)
                if found is not None and found not in self._formulas:
                    self._formulas.append(found)

    def add_result(self, parsed: Any) -> None:
        """Keep the rows of the latest result when it is a table (a result of none keeps none)."""
        if not self._formulas:
            return
        rows = _rows_of(parsed)
        self._rows = rows if rows is not None else []

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
        """The value as a stated formula worked over the latest table's rows (the module docstring), or None."""
        if not self._formulas or not self._rows:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        keys = [k for k in self._rows[0] if isinstance(k, str)]
        bound = [(f, b) for f in self._formulas for b in (bind_columns(f, keys),) if b is not None]
        if not bound:
            return None
        bounds = late_search_bounds(reading, i, known, computed_here)
        if bounds is None:
            return None
        quantum, near = bounds
        text = reading.text
        line_start = max(text.rfind("\n", 0, occ.start) + 1, occ.start - MAX_LINE_CHARS)  # (a long line: no square)
        line = text[line_start:occ.start]
        told = first_reached(self._tries(bound, line), occ.number, quantum, near)
        if told is None:
            return None
        expression, formula, binding, choice, label = told
        operands = [Operand(f"{key}", "result", f"{label} of the latest result") for key in binding.keys if key is not None]
        if choice is not None:
            operands.append(Operand(choice[1], "answer", "written on its line; the system prompt states it"))
        operands.append(Operand(formula.stated, "result", "the formula the system prompt states"))
        return Derivation("record-formula", f"{expression} = {occ.value}", tuple(operands))

    def _tries(self, bound: list[tuple[RecordFormula, _Binding]], line: str) -> Iterator[tuple[Decimal | None, _Told]]:
        """The search `explain` chance-tests (`first_reached`): each bound formula, with each number
        its free name takes on the line, worked over each row set; its value (None where it does not
        evaluate) and what it tells."""
        for formula, binding in bound:
            free = [j for j, k in enumerate(binding.keys) if k is None]
            choices: list[tuple[Decimal, str] | None] = [None]
            if free:
                choices = list(self._stated_on_line(line, formula.names[free[0]], [k for k in binding.keys if k is not None]))
            for choice in choices:
                for label, rows in self._row_sets(line):
                    terms: list[str] = []
                    for row in rows:
                        values: list[str] = []
                        for key, words in zip(binding.keys, formula.names):
                            if key is None:
                                values.append(choice[1] if choice is not None else "")
                                continue
                            n = _number(row.get(key))
                            if n is None:
                                break
                            values.append(str(n))
                        else:
                            terms.append(formula.template.format(*values))
                            continue
                        break
                    if len(terms) != len(rows):
                        continue
                    expression = " + ".join(f"({t})" for t in terms) if len(terms) > 1 else terms[0]
                    yield evaluate(expression), (expression, formula, binding, choice, label)

    def _row_sets(self, line: str) -> list[tuple[str, list[dict[str, Any]]]]:
        """Every row summed (2 rows or more), then each row whose text cell the line writes."""
        out: list[tuple[str, list[dict[str, Any]]]] = []
        if len(self._rows) >= 2:
            out.append((f"the {len(self._rows)} rows", self._rows))
        # (mend42a) a cell written as a whole token (`L-1` is not named by `L-12`); no row when the
        # line names two (whose value it is, the line does not say)
        named: list[tuple[str, list[dict[str, Any]]]] = []
        for row in self._rows:
            cells = [c for c in row.values() if isinstance(c, str) and len(c) >= 3 and not c.replace(".", "").isdigit()]
            said = [c for c in cells if c in line and _names(line, c)]
            if said:
                named.append((f"the row of {said[0]!r}", [row]))
        if len(named) == 1:
            out.append(named[0])
        return out

    def _stated_on_line(self, line: str, name: tuple[str, ...], columns: list[str]) -> list[tuple[Decimal, str]]:
        """The numbers the line writes (the nearest `MAX_FREE` before the value) that a system
        prompt line writing a word of the free name (4+ letters) states; (mend42a) a word of its own,
        none of the bound columns' (`standard` of `standard moisture`, not `moisture` of `moisture_pct`:
        `Loads above 14% moisture are rejected` states no standard)."""
        bound = {_stem(w) for k in columns for w in _KEY_SPLIT.split(k.lower()) if w}
        words = [w for w in name if len(w) >= 4 and _stem(w) not in bound]
        lines = [s for s in self._system_lines if any(w in s for w in words)]
        out: list[tuple[Decimal, str]] = []
        for o in reversed(number_occurrences(line, full=False)):
            if len(out) >= MAX_FREE:
                break
            if any(re.search(r"(?<![0-9.,])" + re.escape(o.value) + r"(?![0-9])", s) for s in lines):
                out.append((o.number, o.value))
        return out

