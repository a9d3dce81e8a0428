"""The `stated-multiple` arithmetic rule (formula42): a factor the run states, applied to one value
its line gives, the product shown alone.

Rules and schedules state a factor in words: `hourly staff are paid 1.5x their base rate for hours
over 40`, a fee schedule's `Service fee ... 12% of face value`. The answer then writes the factor's
product for one value and nothing else: `plus 5.5 x $35.10 = $193.05` on the line of `80 x $23.40`
(23.40 x 1.5), `Per Seated ticket: $57.80 + $8.16 + $2.50` for the Seated tier's face value 68
(68 x 12%). The wider searches that chain a schedule's every step reach a one-digit neighbour of so
short a product and refuse it; this search is one factor times one base.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `stated-multiple` | (rules: `1.5x their base rate`) `80 x $23.40 ... plus 5.5 x $35.10` | one factor the run states (a multiplier `N x` the system prompt writes, 1 < N <= 10, no number after it, whose sentence shares a 4+ letter word with the value's line or the question; a fee schedule's percent of a unit's price, `fee_schedules.UNIT_PERCENT`) times one base: one of the `MAX_BASES` resolved numbers nearest before the value on its line, or a number of a record the line names by its name (`carried_products.named_on`); exact or rounded half up to the value's places | a value equal to a stated factor times a number its line writes or names |

Refused: a value of fewer than `MIN_DIGITS` significant digits, one digit off a carried number or a
slip of the local step (`late_search_bounds`); a search (every factor times every base) reaching a
one-digit neighbour of the value (the chance test); a base that is a percent or the factor itself; a
multiplier whose sentence shares no word with the value's line or the question (`at most 2x the length
of the question` doubles no fare: mend42a).
"""

from __future__ import annotations

import re
from decimal import Decimal
from collections.abc import Callable
from typing import Final, NamedTuple

from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Occurrence, Operand
from .computed.wide import first_reached, late_search_bounds, late_target
from .decimal_text import printed
from .text_memo import TextMemo

__all__ = ["StatedFactor", "ValueLine", "stated_multipliers", "explain_stated_multiple", "value_line", "words_of",
           "MAX_BASES", "MAX_NAMED", "MAX_FACTORS"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_BASES: Final = 2  # resolved numbers nearest before the value on its line
MAX_NAMED: Final = 6  # numbers of the records the line names
MAX_FACTORS: Final = 6  # factors a run states that are tried
MAX_MULTIPLIER: Final = Decimal(10)
MAX_TEXT_CHARS: Final = 20_000  # of the system prompt read for multipliers
MAX_LINE_CHARS: Final = 400  # of the value's line before it read for bases and names (a long line: no square)
LOOKBACK: Final = 16  # occurrences before the value scanned for bases
# a multiplier stated `1.5x`, `2 ×` (no number right after: `56 x 76 cm` is a size; no letter right
# before: `C2 x V2`, `m2 x` are a formula's names)
_MULTIPLIER: Final = re.compile(r"(?<![0-9A-Za-z.,^])([0-9]{1,2}(?:\.[0-9]{1,3})?)[ \t]?[x\u00d7](?![0-9A-Za-z])(?![ \t]*[0-9])")

# the factor, as shown (`1.5x`, `12%`), where it is stated, and (mend42a) the 4+ letter words of the
# sentence stating a multiplier (`overtime`, `paid`, `base`, `rate` ...): the value's line or the question
# must write one (empty: a fee schedule's percent, tied to its unit already)
StatedFactor = tuple[Decimal, str, str, frozenset[str]]
_WORD: Final = re.compile(r"[^\W\d_]{4,}")
_SENTENCE_END: Final = re.compile(r"[.;!?](?![0-9])|\n")


def words_of(text: str) -> frozenset[str]:
    """The words of 4+ letters a text writes, lower case."""
    return frozenset(w.lower() for w in _WORD.findall(text))


class ValueLine(NamedTuple):
    """(tidy44) The preamble of the rules that apply a factor the rules state to a value's line
    (`stated-multiple`, `worded-product`): the value a late try judges and its line."""

    occ: Occurrence
    start: int  # where the value's line starts: its line break, at most `MAX_LINE_CHARS` before the value
    end: int  # where its line ends: its next line break, or the text's end
    words: frozenset[str]  # the 4+ letter words of the line (`words_of`): a stated factor's sentence must share one


def value_line(reading: AnswerReading, i: int, min_digits: int) -> ValueLine | None:
    """The value at occurrence `i` when a late try judges it (`late_target`: `min_digits` significant
    digits or more) with its line (`ValueLine`), or None."""
    occ = late_target(reading, i, min_digits)
    if occ is None:
        return None
    text = reading.text
    start = max(text.rfind("\n", 0, occ.start) + 1, occ.start - MAX_LINE_CHARS)
    end = text.find("\n", occ.end)
    if end < 0:
        end = len(text)
    return ValueLine(occ, start, end, words_of(text[start:end]))


def _sentence_words(text: str, start: int, end: int) -> frozenset[str]:
    """The words of the sentence around `text[start:end]`, the factor itself left out."""
    before = max((m.end() for m in _SENTENCE_END.finditer(text, max(0, start - 200), start)), default=max(0, start - 200))
    after = _SENTENCE_END.search(text, end, end + 200)
    return words_of(text[before:start] + " " + text[end:after.start() if after else min(len(text), end + 200)])


def stated_multipliers(text: str) -> list[StatedFactor]:
    """The multipliers a system prompt states (`1.5x their base rate`), 1 < N <= 10, the first
    `MAX_FACTORS` (tidy44: read once per text, `_MULTIPLIERS_READ`; a new list each call)."""
    return list(_MULTIPLIERS_READ.read(text, _read_multipliers))


def _read_multipliers(text: str) -> tuple[StatedFactor, ...]:
    out: list[StatedFactor] = []
    text = text[:MAX_TEXT_CHARS]
    for m in _MULTIPLIER.finditer(text):
        if text[max(0, m.start() - 3):m.start()].rstrip()[-1:] in ("/", "*", "x", "\u00d7", "=", "+", "-"):
            continue  # a term of a written formula (`/ 8 x channels`), no factor stated alone
        n = Decimal(m.group(1))
        if 1 < n <= MAX_MULTIPLIER and all(n != f[0] for f in out) and len(out) < MAX_FACTORS:
            out.append((n, m.group(0).strip(), "the system prompt states it", _sentence_words(text, m.start(), m.end())))
    return tuple(out)


# (tidy44) a system prompt's multipliers, read once per text (every case of a corpus states the same rules)
_MULTIPLIERS_READ: Final[TextMemo[tuple[StatedFactor, ...]]] = TextMemo(entries=16, chars=262_144)


def explain_stated_multiple(factors: list[StatedFactor], named_on: Callable[[str], list[tuple[Decimal, str]]],
                            reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                            question: str = "") -> Derivation | None:
    """The value as one stated factor times one base (the module docstring), or None. `named_on`:
    the numbers of the records a text names, with where each was carried; `question`: the person's last
    text and the two answers before this one (`and Oyelaran's?` after a register whose `Rate` column
    the overtime sentence's `base rate` names)."""
    if not factors:
        return None
    line = value_line(reading, i, MIN_DIGITS)
    if line is None:
        return None
    occ, line_start = line.occ, line.start
    text = reading.text
    # (mend42a) a multiplier whose sentence shares no word with the value's line or the question
    # states no factor of this value (`at most 2x the length of the question` is no price's)
    said = line.words | words_of(question[:2 * MAX_TEXT_CHARS])
    factors = [f for f in factors if not f[3] or f[3] & said]
    if not factors:
        return None
    bases: list[tuple[Decimal, Operand]] = []
    for o in reversed(reading.occurrences[max(0, i - LOOKBACK):i]):
        if o.start < line_start or len(bases) >= MAX_BASES:
            break
        if (o.value in known or o in computed_here) and o.number > 0 and "%" not in text[o.end:o.end + 2] \
                and all(o.number != b for b, _ in bases):
            bases.append((o.number, written_operand(o)))
    for number, where in named_on(text[line_start:occ.start])[:MAX_NAMED]:
        if number > 0 and all(number != b for b, _ in bases):
            bases.append((number, Operand(printed(number), "result", where)))
    if not bases:
        return None
    bounds = late_search_bounds(reading, i, known, computed_here)
    if bounds is None:
        return None
    quantum, near = bounds
    # (the chance test: the same search reaches a one-digit neighbour)
    told = first_reached(((base * factor, (operand, shown, where)) for factor, shown, where, _ in factors[:MAX_FACTORS]
                          for base, operand in bases if base != factor), occ.number, quantum, near)
    if told is None:
        return None
    operand, shown, where = told
    return Derivation("stated-multiple", f"{operand.value} x {shown} = {occ.value}", (operand, Operand(shown, "result", where)))
