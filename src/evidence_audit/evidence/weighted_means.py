"""`weighted-mean`: the mean price of a whole whose parts a text states as shares, each part priced
per the same unit (mill42, heldout39).

Rules state how a whole divides into named parts and what each part fetches, on two lines:
`Sorting: grade 1 is 35% of the dry weight, grade 2 40%, grade 3 25%` and `Prices a kg: grade 1 210
ERN, grade 2 150 ERN, grade 3 60 ERN`; a coffee estate's `Cherry grades: AA 20%, AB 50%, C 30%` with
`AA 6.40 USD a kg, AB 5.10 USD a kg, C 3.20 USD a kg`; a mill's flour, bran and germ. An answer then
prices a quantity of the whole "at the usual split": its price a unit is the weighted mean
`35% x 210 + 40% x 150 + 25% x 60 = 148.5`, written or not.

`weighted_means(text)` reads every such pair of lines: a line of two or more comma or semicolon
clauses each writing one percent after a name (the words before it, without what parentheses hold
and a trailing `is`, `are`, `of`), the percents summing to exactly 100; a line pricing every one of
those names, each clause one amount with a money mark (a sign or a code) after the name, all in one
currency and per one unit (written after each amount, `a kg`, `/kg`, or once before the colon,
`Prices a kg of dry resin:`). The mean is exact: no rounding, no name matched by a part of its words.

| rule | the answer writes | from | its price |
|---|---|---|---|
| `weighted-mean` (late) | `585 kg × 148.5` | a value equal to a stated weighted mean, beside `×` or a money mark, not one digit off a carried number | an invented unit price equal to the mean, when no stated price is one digit off it |
| `stated-dose` (`stated_doses.py`) | a row's `118.4 kg` then `17,582.40 ERN`; a terse `163.94 ERN.` after `1.104 kg.` to `worth at the usual split?` | the mean as a price per its unit, a dose of money: a quantity of that unit times it, the stated-dose search and chance test; a terse reply only where the question says `split`, `mix`, `mean`, `average`, `blend` or `overall`, or a word of the two lines | an invented amount equal to a quantity times the mean |

Refused: shares not summing to 100, a part with no price or two, prices in two currencies or units,
a value one digit off a carried number or off another stated price. Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Final, NamedTuple

from .computed.reading import AnswerReading, clear_of_carried, neighbours
from .computed.values import Derivation, Operand, decimal_places, digit_count
from .decimal_text import printed

__all__ = ["MEAN_WORDS", "WeightedMean", "explain_weighted_mean", "weighted_means"]

MAX_TEXT: Final = 20_000  # characters of a text read
MAX_LINE: Final = 400  # characters of one line read
MAX_PARTS: Final = 8  # clauses of one line: a line listing more is a table, not a split
MAX_NAME_WORDS: Final = 4  # words of a part's name
MAX_MEANS: Final = 4  # means kept from one text (the first)
MIN_DIGITS: Final = 3  # significant digits the value must write
# (what a question asking the whole's mean price says, in English: the terse reply's cue)
MEAN_WORDS: Final = frozenset({"split", "mix", "mixed", "mean", "average", "blend", "overall"})
_PERCENT: Final = re.compile(r"(?<![0-9.,])([0-9]{1,3}(?:\.[0-9]{1,3})?)[ \t]?%")
_MARK: Final = r"(?:[\u20ac\u00a3$\u20b9\u20a6\u20ba\u20bd\u00a5]|\b[A-Z]{3}\b|\bKM\b)"
_AMOUNT: Final = re.compile(
    r"(?P<before>" + _MARK + r"[ \t]?)?(?<![0-9.,])(?P<amount>[0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,7})(?P<fraction>\.[0-9]{1,4})?"
    r"(?![0-9.,]?[0-9])(?P<after>[ \t]?" + _MARK + r")?")
_PER_AFTER: Final = re.compile(r"[ \t]*(?:/[ \t]*|(?:per|an?)[ \t]+)([A-Za-z]{1,12}[23\u00b2\u00b3]?)\b")
_HEAD_UNIT: Final = re.compile(r"(?:/|\b(?:per|an?)\b)[ \t]*([A-Za-z]{1,12}[23\u00b2\u00b3]?)\b")
_PARENS: Final = re.compile(r"\([^()\n]{0,80}\)")
_NAME_WORD: Final = re.compile(r"[^\W_]+")
_TRAILING: Final = frozenset({"is", "are", "of", "the", "a", "an", "at", "makes", "gives", "about"})
_SPLIT: Final = re.compile(r"[,;]|\band\b")


class WeightedMean(NamedTuple):
    value: Decimal  # the exact mean price a unit
    shown: str  # `35% x 210 + 40% x 150 + 25% x 60`
    currency: str  # the price's mark as written (`ERN`, `$`)
    unit: str  # what the prices are per (`kg`), lower case
    words: frozenset[str]  # the words of 4+ letters of the two lines, lower case, and MEAN_WORDS


def _name(before: str) -> str:
    """A part's name: the words of `before` (a clause up to its number), parentheses and a trailing
    `is`, `of` out; '' when none is left or more than MAX_NAME_WORDS."""
    words = [w.lower() for w in _NAME_WORD.findall(_PARENS.sub(" ", before))]
    while words and words[-1] in _TRAILING:
        words.pop()
    return " ".join(words) if 0 < len(words) <= MAX_NAME_WORDS and any(not w.isdigit() for w in words) else ""


def _body(line: str) -> tuple[str, str]:
    """A line's head (up to its first colon) and body (after it; the whole line where none)."""
    cut = line.find(":")
    return (line[:cut], line[cut + 1:]) if cut >= 0 else ("", line)


def _shares(line: str) -> dict[str, Decimal] | None:
    """The named shares a line states, summing to 100, or None."""
    _, body = _body(line)
    clauses = _SPLIT.split(body)
    if len(clauses) > MAX_PARTS:
        return None
    out: dict[str, Decimal] = {}
    for clause in clauses:
        found = list(_PERCENT.finditer(clause))
        if not found:
            continue
        if len(found) > 1:
            return None
        name = _name(clause[: found[0].start()])
        if not name or name in out:
            return None
        out[name] = Decimal(found[0].group(1))
    return out if len(out) >= 2 and sum(out.values()) == 100 else None


def _prices(line: str) -> tuple[dict[str, Decimal], str, str] | None:
    """The named prices a line states, each one amount with a money mark, in one currency per one
    unit: (by name, currency, unit), or None."""
    head, body = _body(line)
    heading = _HEAD_UNIT.search(head)
    clauses = _SPLIT.split(body)
    if len(clauses) > MAX_PARTS:
        return None
    out: dict[str, Decimal] = {}
    currencies: set[str] = set()
    units: set[str] = set()
    for clause in clauses:
        found = [m for m in _AMOUNT.finditer(clause) if m.group("before") or m.group("after")]
        if not found:
            continue
        if len(found) > 1:
            return None
        m = found[0]
        name = _name(clause[: m.start()])
        per = _PER_AFTER.match(clause, m.end())
        unit = per.group(1).lower() if per is not None else heading.group(1).lower() if heading is not None else ""
        if not name or name in out or not unit:
            return None
        try:
            out[name] = Decimal(m.group("amount").replace(",", "") + (m.group("fraction") or ""))
        except InvalidOperation:
            return None
        currencies.add((m.group("before") or m.group("after") or "").strip())
        units.add(unit)
    if len(out) < 2 or len(currencies) != 1 or len(units) != 1:
        return None
    return out, currencies.pop(), units.pop()


def weighted_means(text: str) -> list[WeightedMean]:
    """Every weighted mean `text` states (the module's docstring), the first MAX_MEANS."""
    lines = [line[:MAX_LINE] for line in text[:MAX_TEXT].split("\n")]
    shares = [(k, s) for k, s in ((k, _shares(line)) for k, line in enumerate(lines) if "%" in line) if s is not None]
    if not shares:
        return []
    prices = [(k, p) for k, p in ((k, _prices(line)) for k, line in enumerate(lines)) if p is not None]
    out: list[WeightedMean] = []
    for k, split in shares:
        for j, (priced, currency, unit) in prices:
            if j == k or set(split) != set(priced):
                continue
            value = sum((split[n] * priced[n] for n in split), Decimal(0)) / 100
            shown = " + ".join(f"{printed(split[n])}% x {printed(priced[n])}" for n in split)
            words = frozenset(w.lower() for w in re.findall(r"[^\W\d_]{4,}", lines[k] + " " + lines[j])) | MEAN_WORDS
            out.append(WeightedMean(value, shown, currency, unit, words))
            if len(out) >= MAX_MEANS:
                return out
    return out


_TIMES_NEAR: Final = re.compile(r"[x\u00d7*]")


def explain_weighted_mean(means: list[WeightedMean], reading: AnswerReading, i: int) -> Derivation | None:
    """The value as a stated weighted mean (the module's docstring), or None."""
    if not means:
        return None
    occ = reading.occurrences[i]
    if occ.number <= 0 or digit_count(occ.digits) < MIN_DIGITS:
        return None
    text = reading.text
    if not (occ.amount or occ.per_unit or _TIMES_NEAR.search(text[max(0, occ.start - 4): occ.start])
            or _TIMES_NEAR.search(text[occ.end: occ.end + 4])):
        return None
    hit = next((m for m in means if m.value == occ.number), None)
    if hit is None or not clear_of_carried(reading, occ, i):
        return None
    near = set(neighbours(occ.number, decimal_places(occ.digits)))
    if any(m.value in near for m in means):
        return None
    return Derivation("weighted-mean", f"{hit.shown} = {printed(hit.value)}",
                      (Operand(f"{hit.shown} {hit.currency} a {hit.unit}", "user",
                               "the rules state the parts' shares and their prices"),))
