"""The factors the run states, found by the words of the question that asks for them (round 33).

A short reply often writes only its product: asked `in rials?` after a price, `360,000,000 rials.`;
asked `deposit?`, `14,400,000 toman.`. The factor is stated once, in the system prompt or by the
person, on a line that names what the question names: `the accounts print rials, 1 toman = 10
rials`, `40% deposit with the order`. `AskedFactors` keeps each stated line's words and numbers
(a percent as its fraction, `40%` is 0.4) and gives, for a question, the numbers of the lines that
share a word with it (a word few lines write: `rials`, not `the`): the few factors the question points at, not every number the run states
(over every stated number a short reply's product meets a one-digit neighbour by chance, and
`wide._stated_scaled`'s chance test then refuses it). A word is a run of 3+ letters in any script;
a number is no word; a percent on a line that states it included in the prices is no
factor (its tax is an inside share: `rate_steps`). Pure reading; the state is the lines read so far.

(watch35) The same lines give the amounts a question names: the numbers of 1,000 or more a line
writes (`Battery change: 1,200 lekë`, English groups or none), (census37) and those under 1,000 it
marks as money with a code or a sign beside them (`boat dive 58 EUR a dive`), for `battery in eur?` ...
`€12.26.` (`amounts_for`: the price the rules state, at the latest result's rate,
`wide._stated_converted`). A year (`2026`) is read as an amount too: the conversion's chance test
and its rate bound it.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from collections.abc import Callable
from typing import Final, NamedTuple

from .amounts import MONEY_SIGN_CLASS, SHORT_MARKS_AFTER
from .tax_names import INCLUSIVE_STEMS
from .text_memo import TextMemo

__all__ = ["AskedFactor", "AskedFactors", "question_words"]

MAX_LINES: Final = 128  # stated lines kept
MAX_LINE_CHARS: Final = 400  # characters of one line read
MAX_WORDS: Final = 4096  # distinct words counted
MAX_SHARING_LINES: Final = 3  # a question's word names a thing when at most this many stated lines write it
MAX_FACTOR: Final = Decimal(1000)  # a number at or over it is an amount or a year, no factor
_WORD: Final = re.compile(r"[^\W\d_]{3,}")
# a plain number (`10`, `1.5`, `4,800,000` is too large anyway), then a percent sign or word
_NUMBER: Final = re.compile(r"(?<![\w.,/:-])(\d{1,3}(?:\.\d+)?)(?![\d,.]\d)(?![\w/:-])([ \t\u00a0]?(?:%|percent\b|per cent\b))?",
                            re.IGNORECASE)
_LINE: Final = re.compile(r"[^\n;]+")
# (watch35) an amount a line states: English groups or plain digits, maybe decimals; not inside a
# date, a clock, an id or a longer number
_AMOUNT: Final = re.compile(r"(?<![\w.,/:-])(\d{1,3}(?:,\d{3})+|\d{4,})(\.\d+)?(?![\d]|[.,/:-]\d)")
MAX_LINE_AMOUNTS: Final = 8  # amounts kept of one line
# (census37) an amount under 1,000 a line marks as money: a three-letter code or a money sign right
# after it or right before it (`boat dive 58 EUR`, `€58`, `USD 12.50`; tannery41: a short mark after it,
# `68 KM`, `amounts.SHORT_MARKS_AFTER`); a bare `58` stays no amount
_MARKED: Final = re.compile(
    r"(?:(?<![\w.,/:-])(?P<a>\d{1,3}(?:\.\d+)?)(?![\d]|[.,/:-]\d)[ \t\u00a0]?(?:(?:[A-Z]{3}|" + SHORT_MARKS_AFTER + r")(?![^\W\d_])|["
    + MONEY_SIGN_CLASS + r"]))"
    r"|(?:(?:(?<![A-Za-z])[A-Z]{3}|[" + MONEY_SIGN_CLASS + r"])[ \t\u00a0]?(?P<b>\d{1,3}(?:\.\d+)?)(?![\d]|[.,/:-]\d))")


# (census38) what follows an amount a line states per a unit: maybe its currency (a code, a word, a
# sign), then `a`, `an`, `per` or `/` and a word (`24 EUR an hour`, `1,500 PKR a day`, `4,900 MKD/m³`)
# (hostile39) the runs of blanks possessive (no word, sign, `/`, `per` or `an` starts with a blank): one
# `match` over a run of 8,000 blanks was its square; the same language.
_PER_UNIT: Final = re.compile(r"[ \t\u00a0]*+(?:[^\W\d_]{1,12}|[" + MONEY_SIGN_CLASS + r"])?[ \t\u00a0]*+(?:/[ \t]*+|(?:per|an?)[ \t]++)[^\W\d_]")


class AskedFactor(NamedTuple):
    factor: Decimal
    shown: str  # as written (`40%`, `10`)
    where: str  # the line that states it, shortened
    per_unit: bool = False  # (census38) an amount stated a unit's price (`24 EUR an hour`), not a whole


def question_words(text: str) -> frozenset[str]:
    """The words of a question (3+ letters, lower case): what it asks about (`in rials?`: rials).
    (integrator, round 40) bell40's singular of a question's plural here is gone: it named a line for
    every rule reading the question (`And 3 cards?` took the rules' `A card of 10 outings: ZAR 780`
    times a result's 4, test_steps32); a line writing the question word's plural is named in
    `amounts_for` alone (seed40's `plurals`: `big bell per kg in eur` and `Bells ... 59 BYN a kg`)."""
    return frozenset(w.lower() for w in _WORD.findall(text))


class AskedFactors:
    """The stated lines of a run, each its words and its factors."""

    __slots__ = ("_lines", "_word_lines", "_amount_lines")

    def __init__(self) -> None:
        self._lines: list[tuple[frozenset[str], tuple[AskedFactor, ...]]] = []
        self._amount_lines: list[tuple[frozenset[str], tuple[AskedFactor, ...]]] = []  # (watch35) lines' amounts
        self._word_lines: dict[str, int] = {}  # how many lines read (with a factor or not) write each word

    def add_text(self, text: str, amounts: bool = True) -> None:
        """Read a system prompt's or a person's text, line by line (a `;` ends a line as well);
        (watch35) its amounts only where `amounts` (the system prompt's: a person's own amounts are
        the question's, `wide._asked_amounts`, which a stated rate converts by its own rules).
        (speed43) Each line's reading kept per text (`_LINES_READ`): each case of a run reads its texts again."""
        memo = _LINES_READ if amounts else _LINES_READ_NO_AMOUNTS
        for words, found, stated in memo.read(text, _stated_lines_of(amounts)):
            if len(self._lines) >= MAX_LINES:
                return
            for w in words:
                if w in self._word_lines or len(self._word_lines) < MAX_WORDS:
                    self._word_lines[w] = self._word_lines.get(w, 0) + 1
            if found:
                self._lines.append((words, found))
            if stated:
                self._amount_lines.append((words, stated))

    def factors_for(self, question: str) -> list[AskedFactor]:
        """The factors of the lines that share a word with `question`, each once, in the order stated.
        A word counts where at most `MAX_SHARING_LINES` of the lines read write it: a word that
        names a thing (`rials`, `deposit`), not one every line writes (`the`, `and`, in any language)."""
        return self._named(question, self._lines)

    def amounts_for(self, question: str, best: bool = False) -> list[AskedFactor]:
        """(watch35) The amounts (1,000 or more; census37: or marked as money) of the lines that share a word with `question`
        (`battery in eur?` and `Battery change: 1,200 lekë`), each once, in the order stated. A word
        counts where at most `MAX_SHARING_LINES` of the lines stating amounts write it (the person's
        questions, `auto service?` asked again, do not make `service` common)."""
        counts: dict[str, int] = {}
        for line_words, _ in self._amount_lines:
            for w in line_words:
                counts[w] = counts.get(w, 0) + 1
        return self._named(question, self._amount_lines, counts, True, best)

    def unit_prices(self) -> frozenset[Decimal]:
        """(census38) The amounts the stated lines write as a unit's price (`24 EUR an hour`: 24)."""
        return frozenset(f.factor for _, factors in self._amount_lines for f in factors if f.per_unit)

    def _named(self, question: str, lines: list[tuple[frozenset[str], tuple[AskedFactor, ...]]],
               counts: dict[str, int] | None = None, plurals: bool = False, best: bool = False) -> list[AskedFactor]:
        """(seed40) With `plurals`, a question's word names a line writing its English plural too
        (`farmer packet in usd?` and the rules' `Packets: farmers pay 12,000 LAK`), each form counted
        as its own word against `MAX_SHARING_LINES`. (clock42) With `best`, only the lines sharing the
        most of the question's words (`bench hour in usd` names `Bench labour is 450 INR an hour`, not
        `18 INR a km ... plus bench labour`)."""
        words = question_words(question)
        out: list[AskedFactor] = []
        if not words:
            return out
        if plurals:
            words = words | frozenset(w + "s" for w in words if not w.endswith("s"))
        counted = self._word_lines if counts is None else counts
        words = frozenset(w for w in words if counted.get(w, 0) <= MAX_SHARING_LINES)
        most = max((len(line_words & words) for line_words, _ in lines), default=0) if best else 1
        for line_words, factors in lines:
            if len(line_words & words) >= max(most, 1):
                for f in factors:
                    if all(f.factor != o.factor for o in out):
                        out.append(f)
        return out


_Line = tuple[frozenset[str], tuple[AskedFactor, ...], tuple[AskedFactor, ...]]


def _stated_lines(text: str, amounts: bool) -> tuple[_Line, ...]:
    """(speed43) Each line of `text` as `AskedFactors.add_text` reads it: its words, its factors, its
    amounts (where `amounts`), in text order, up to the line that states the MAX_LINES-th factor (past
    it `add_text` stops whatever it kept before). Pure: a function of the text and `amounts`."""
    out: list[_Line] = []
    factored = 0
    for line in _LINE.finditer(text):
        if factored >= MAX_LINES:
            break
        body = line.group(0)[:MAX_LINE_CHARS]
        words = question_words(body)
        found: list[AskedFactor] = []
        # a percent the line states as included in the prices (`VAT 20% included`) is no factor on
        # top: the tax of an amount of such a run is its inside share (`rate_steps.inclusive`)
        inside = any(w.startswith(INCLUSIVE_STEMS) for w in words)
        for m in _NUMBER.finditer(body):
            try:
                number = Decimal(m.group(1))
            except InvalidOperation:
                continue
            if m.group(2) and inside:
                continue
            factor = number / 100 if m.group(2) else number
            if 0 < factor < MAX_FACTOR and factor != 1:
                found.append(AskedFactor(factor, m.group(1) + ("%" if m.group(2) else ""), body.strip()[:80]))
        if found:
            factored += 1
        stated: list[AskedFactor] = []
        for m in _AMOUNT.finditer(body) if amounts else ():
            try:
                number = Decimal(m.group(1).replace(",", "") + (m.group(2) or ""))
            except InvalidOperation:
                continue
            if number >= MAX_FACTOR and len(stated) < MAX_LINE_AMOUNTS:
                stated.append(AskedFactor(number, m.group(0), body.strip()[:80],
                                          _PER_UNIT.match(body, m.end()) is not None))
        for m in _MARKED.finditer(body) if amounts else ():  # (census37) and the marked ones under 1,000
            written = m.group("a") or m.group("b") or ""
            try:
                number = Decimal(written)
            except InvalidOperation:
                continue
            if 0 < number < MAX_FACTOR and number != 1 and len(stated) < MAX_LINE_AMOUNTS \
                    and all(number != f.factor for f in stated):
                stated.append(AskedFactor(number, written, body.strip()[:80],
                                          _PER_UNIT.match(body, m.end()) is not None))
        out.append((words, tuple(found), tuple(stated)))
    return tuple(out)


def _with_amounts(text: str) -> tuple[_Line, ...]:
    return _stated_lines(text, True)


def _without_amounts(text: str) -> tuple[_Line, ...]:
    return _stated_lines(text, False)


def _stated_lines_of(amounts: bool) -> Callable[[str], tuple[_Line, ...]]:
    return _with_amounts if amounts else _without_amounts


# (speed43) the lines of the persons' and rules texts read lately, with their amounts and without
_LINES_READ: Final[TextMemo[tuple[_Line, ...]]] = TextMemo(entries=64, chars=1 << 20)
_LINES_READ_NO_AMOUNTS: Final[TextMemo[tuple[_Line, ...]]] = TextMemo(entries=64, chars=1 << 20)
