"""`keyed`: a value computed from operands the answer writes AND carried numbers whose key its words name.

Most values an answer computes that no narrow rule explains take an operand only a result (or the
policy) carries and the answer never writes: a plan's price, a tax rate, a fee per line, a rate per
GB. A search over every carried number reaches nearly any value (and its one-digit neighbours: round
13's `chance13`); this one takes few operands, chosen by meaning:

- the numbers the answer writes before the value in its sentence (resolved, or no candidate: `14
  GB`), the last `MAX_WRITTEN`; every expression takes one (a search over carried numbers alone
  reaches too much);
- the carried numbers whose key or label the words of the value's sentence name: a JSON key
  (`"price_per_month": 20.0` -> price, month), a `Label: 12.50` line or the word right before a
  number in a text result or the system's policy (`taxed at 7.5%` -> tax), matched by the key's parts
  after a plain stemming (plural `s`/`es`, `-ing`, `-ed`) and a few general abbreviations (`qty`,
  `amt`, `pct`); every part but its kind (`rate`, `price`, `fee`), or two of them; a code in
  capitals (`ARS`) names a thing, not a kind; one the sentence writes is a written operand; at most
  `MAX_KEYED` values, the best named first;
- the counts the run, the user or the answer states (2-12) that its sentence writes.

It tries +, -, x, / over two of them and a rate or count step over those (a rate as a factor:
`6 x 1.075 x 14 = 90.3`), each with a keyed operand and a written one, rounded to the value's
places, and accepts a match only when no expression as cheap (`Term.cost`: 10 per operand, 1 per
subtraction, division or discount) reaches a value one digit off it (the chance test: where the
search reaches the value by accident it reaches a neighbour too; and a mutant of a value it accepts
is refused, since that value is its neighbour), nor is it one digit off a carried number, nor a slip
of the local step (`wide.local_slip`).
Its price: an invention equal to such an expression with none of its neighbours reached.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from collections.abc import Mapping
from typing import Any, Final, Protocol

from .decimal_text import printed
from .text_memo import TextMemo
from .units import unit_of
from .layout import sentence_start
from .served import Served, js_items
from .stated_exchanges import sign_codes
from .computed.reading import AnswerReading, written_operand, neighbours
from .computed.values import Derivation, Operand, Occurrence, decimal_places, digit_count
from .computed.wide import late_try_refused

MAX_KEYED_ENTRIES: Final = 4096  # keyed numbers kept per run (the first ones)
MAX_KEYED: Final = 3  # carried values a value's sentence may name (the best named)
MAX_WRITTEN: Final = 3  # numbers written before the value that are operands (the latest)
MAX_LINE: Final = 32  # numbers before the value read for them (its sentence's)
MAX_COUNTS: Final = 2  # stated counts its sentence writes that are operands
MAX_TEXT: Final = 20_000  # characters of a text result or a policy read for labelled numbers
MIN_DIGITS: Final = 3  # significant digits a value needs (a 2-digit value is reached too easily)
LABEL_WORDS: Final = 3  # words before a number in text that label it

_SPLIT: Final = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_WORD: Final = re.compile(r"[A-Za-z]+")
# Parts that say nothing of what a number is, and parts that make it an identifier.
_STOP: Final = frozenset((
    "a", "an", "the", "of", "per", "in", "on", "at", "to", "for", "and", "or", "is", "are", "by", "with",
    "be", "was", "it", "its", "this", "that", "total", "value", "amount", "usd", "eur",
    "plus", "minus", "than", "from", "up", "about", "only", "than", "as", "if", "not", "no",
))
# Parts that say what kind of number a key holds, not of what: `tax_rate` is named by `tax`.
_KINDS: Final = frozenset(("rate", "price", "cost", "fee", "charge", "percent", "number", "count", "quantity"))
_IDENTIFIER: Final = frozenset(("id", "phone", "zip", "postal", "code", "year", "date", "time", "timestamp"))
_ABBREVIATIONS: Final = {"qty": "quantity", "amt": "amount", "pct": "percent", "avg": "average", "num": "number",
                         "prc": "price", "mo": "month", "yr": "year"}
_PERCENT_PARTS: Final = frozenset(("percent", "percentage"))
# A number in a text result or a policy, with an optional percent sign.
_TEXT_NUMBER: Final = re.compile(r"(?<![A-Za-z0-9.,/:-])\$?([0-9]+(?:\.[0-9]+)?)(?![0-9])(\s?%)?(?![0-9A-Za-z/:-])")


# (hostile28) The stems of each line's words, by the line's start, per answer: every value's try
# asked them of its whole line again (a line of n values stemmed n times: `keyed_operands.stem` 6.3x
# for 4x on count_multiples27); a line's stems are a pure function of the text and the line, filled
# once each, as the line is first asked.
_LINE_STEMS: Final[TextMemo[dict[int, frozenset[str]]]] = TextMemo(entries=8, chars=262_144)


def line_stems(text: str, line_start: int, line_end: int) -> frozenset[str]:
    """(hostile28) The stems of the words of the line [line_start, line_end) of `text`, read once per line."""
    by_line = _LINE_STEMS.read(text, lambda _: {})
    words = by_line.get(line_start)
    if words is None:
        words = frozenset(stem(w) for w in _WORD.findall(text[line_start:line_end].lower()))
        by_line[line_start] = words
    return words


# (speed29) the stems of the words stemmed lately: `stem` is pure in its word, and a run's answers and
# results stem the same few hundred words again and again (every try of a value stems its sentence)
_STEMS_LIMIT: Final = 8192
_stems_cache: Final[dict[str, str]] = {}


def stem(word: str) -> str:
    """A word's plain stem: lower case, without a plural `s`/`es`, `-ing` or `-ed`."""
    found = _stems_cache.get(word)
    if found is None:
        found = _stem(word)
        if len(_stems_cache) >= _STEMS_LIMIT:
            _stems_cache.clear()
        _stems_cache[word] = found
    return found


def _stem(word: str) -> str:
    w = word.lower()
    w = _ABBREVIATIONS.get(w, w)
    if len(w) > 5 and w.endswith("ing"):
        w = w[:-3]
    elif len(w) > 4 and w.endswith("ed"):
        w = w[:-2]
    elif len(w) > 4 and w.endswith(("xes", "ses", "ches", "shes")):
        w = w[:-2]
    elif len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    return w


def _content(word: str) -> bool:
    """Whether a word says what a number is (not `per`, `of`, `plus`)."""
    return word.lower() not in _STOP and stem(word) not in _STOP


_NOT_LETTERS: Final = re.compile(r"[^A-Za-z]+")  # (fold34) compiled once, not per key
_CLAUSE_END: Final = re.compile(r"[\n.,;:()]")  # where a percent's clause ends after it; (fold34) compiled once, not per percent


# (rice36) a size written before the thing it sizes: a unit word, then a noun (`50 kg sacks`, `0.5 L
# bottles`, `a 20-ft container`, `25 kg bags`); the unit by the unit tables (`units.unit_of`)
_SIZED: Final = re.compile(r"[ \t\u00a0-]?([A-Za-z]{1,11})\.?[ \t\u00a0]+([A-Za-z]{3,20})(?![A-Za-z])")


def sized_noun(text: str, end: int) -> str | None:
    """(rice36) The thing a number ending at `end` is the size of, written after it with its unit
    (`Rice is sold in 50 kg sacks`: `sacks`), or None: a size is as much a key of the number as the
    word before it is (`the maund of 40 kg`: `maund`), so `640 sacks are 32,000 kg` names it. The
    noun is a content word and no unit itself (`50 kg net` is no size of a net)."""
    m = _SIZED.match(text, end)
    if m is None or unit_of(m.group(1)) is None or unit_of(m.group(2)) is not None or not _content(m.group(2)):
        return None
    return m.group(2)


def key_parts(key: str) -> frozenset[str]:
    """The stems of a key's parts: `price_per_gb` -> price, gb; `monthlyFee` -> monthly, fee."""
    out: set[str] = set()
    for piece in _NOT_LETTERS.split(key):
        for part in _SPLIT.findall(piece):
            if _content(part):
                out.add(stem(part))
    return frozenset(out)


def words_of(text: str) -> frozenset[str]:
    """The stems of a text's words."""
    return frozenset(stem(w) for w in _WORD.findall(text))


class _Keyed:
    __slots__ = ("parts", "number", "where", "rate")

    def __init__(self, parts: frozenset[str], number: Decimal, where: str, rate: bool) -> None:
        self.parts = parts
        self.number = number
        self.where = where
        self.rate = rate  # a fraction: a percent written or keyed as one (`7.5%` -> 0.075)


class KeyedNumbers:
    """The run's carried numbers with the parts of their key, read on the first question, and an
    index from a part to the numbers it keys."""

    __slots__ = ("_unread", "_entries", "_by_part")

    def __init__(self) -> None:
        self._unread: list[tuple[Served | None, str, str]] = []
        self._entries: list[_Keyed] = []
        self._by_part: dict[str, list[int]] = {}

    def add_result(self, served: Served, position: int) -> None:
        self._unread.append((served, "", f"result {position}"))

    def add_policy(self, text: str) -> None:
        """The system's text: its labelled numbers (`taxed at 7.5%`) are keyed like a result's."""
        self._unread.append((None, text, "the system prompt"))

    def _catch_up(self) -> None:
        unread, self._unread = self._unread, []
        for served, text, where in unread:
            if served is None:
                self._read_text(text, where)
            elif served.has_parsed:
                self._read_parsed(served.parsed, where)
            elif served.text:
                self._read_text(served.text, where)

    def _add(self, parts: frozenset[str], number: Decimal, where: str, rate: bool) -> None:
        if not parts or parts & _IDENTIFIER or len(self._entries) >= MAX_KEYED_ENTRIES:
            return
        k = len(self._entries)
        self._entries.append(_Keyed(parts, number, where, rate))
        for part in parts:
            self._by_part.setdefault(part, []).append(k)

    def _read_parsed(self, parsed: Any, where: str) -> None:
        stack: list[Any] = [parsed]
        while stack and len(self._entries) < MAX_KEYED_ENTRIES:
            node = stack.pop()
            if isinstance(node, dict):
                for key, value in js_items(node):
                    if isinstance(value, (dict, list)):
                        stack.append(value)
                    elif isinstance(value, (int, float)) and not isinstance(value, bool):
                        number = _decimal(value)
                        if number is not None:
                            if str(key).isupper():
                                continue  # a code names a thing (`ARS`, `AAPL`), not what the number is
                            parts = key_parts(str(key))
                            self._add(parts, number, f"{where}: {key}", False)
                            if parts & _PERCENT_PARTS:
                                self._add(parts, number / 100, f"{where}: {key} (a percent)", True)
            elif isinstance(node, list):
                stack.extend(node)

    def _read_text(self, text: str, where: str) -> None:
        text = text[:MAX_TEXT]
        sizes: list[tuple[str, str, Decimal, str]] = []  # (mend36) (noun, the clause's subject, size, where)
        for m in _TEXT_NUMBER.finditer(text):
            number = _decimal(m.group(1))
            if number is None:
                continue
            clause = text[max(0, m.start() - 60) : m.start()]
            for stop in ("\n", ". ", ",", ";", "(", ")"):
                at = clause.rfind(stop)
                if at >= 0:
                    clause = clause[at + len(stop) :]
            # a `Label: 12.50` line's label is its words; in prose, the last word before it
            # (`taxed at 7.5%` -> tax; `a late fee of $10.00` -> fee)
            labelled = clause.rstrip(" \t*").endswith((":", "="))
            words = [w for w in _WORD.findall(clause) if _content(w)][-(LABEL_WORDS if labelled else 1):]
            sized = None if labelled or m.group(2) else sized_noun(text, m.end())
            if sized is not None:  # (rice36) `in 50 kg sacks`: the sack's size, keyed by what it sizes
                subject = next((w for w in _WORD.findall(clause) if _content(w)), "")
                sizes.append((sized, subject, number, f"{where}: {m.group(0).strip()} {sized}"))
            if not words:
                continue
            if m.group(2) and not labelled:  # a percent's noun may follow it (`at 7.5% tax`)
                tail = _CLAUSE_END.split(text[m.end() : m.end() + 24], maxsplit=1)[0]
                after = [w for w in _WORD.findall(tail)[:2] if _content(w)]
                words = words + after[:1]
            label = " ".join(words)
            parts = key_parts(label)
            if m.group(2):
                self._add(parts, number / 100, f"{where}: {label} {m.group(0).strip()}", True)
            else:
                self._add(parts, number, f"{where}: {label} {m.group(0).strip()}", False)
        self._add_sizes(sizes)

    def _add_sizes(self, sizes: list[tuple[str, str, Decimal, str]]) -> None:
        """(mend36) A size keyed by its noun alone only when the text gives that noun one size; where
        it gives two (`Rice is sold in 50 kg sacks; bran is sold in 25 kg sacks`), the noun is no key
        of either, and each is keyed by the noun and its clause's subject (`rice`, `bran`): `640
        sacks of rice` names 50, not bran's 25."""
        by_noun: dict[str, set[Decimal]] = {}
        for noun, _, number, _ in sizes:
            by_noun.setdefault(stem(noun), set()).add(number)
        for noun, subject, number, where in sizes:
            if len(by_noun[stem(noun)]) == 1:
                self._add(key_parts(noun), number, where, False)
            elif subject and stem(subject) != stem(noun):
                self._add(key_parts(noun) | key_parts(subject), number, f"{where} ({subject})", False)

    def named(self, words: frozenset[str], written: frozenset[Decimal] = frozenset()) -> list[_Keyed]:
        """The carried numbers whose key the words name (every part but its kind, or two), best
        named first, one per value, not one of `written`, at most MAX_KEYED."""
        if self._unread:
            self._catch_up()
        if not self._entries:
            return []
        hits: dict[int, int] = {}
        for w in words:
            for k in self._by_part.get(w, ()):
                hits[k] = hits.get(k, 0) + 1
        ranked: list[tuple[int, int, int]] = []
        for k, n in hits.items():
            entry = self._entries[k]
            if n >= 2 or n >= len(entry.parts - _KINDS or entry.parts) and entry.parts - _KINDS <= words:
                ranked.append((-n, -k, k))  # the best named, then the latest
        ranked.sort()
        out: list[_Keyed] = []
        seen: set[tuple[Decimal, bool]] = set()
        for _, _, k in ranked:
            entry = self._entries[k]
            if (entry.number, entry.rate) in seen or entry.number in written:
                continue
            seen.add((entry.number, entry.rate))
            out.append(entry)
            if len(out) >= MAX_KEYED:
                break
        return out


def _decimal(value: Any) -> Decimal | None:
    try:
        number = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    except (InvalidOperation, ValueError):
        return None
    if not number.is_finite() or number == 0 or abs(number) >= 10**9:
        return None
    # `80.0` and `10.00` are 80 and 10; `0.0750` is 0.075
    return number.quantize(Decimal(1)) if number == number.to_integral_value() else number.normalize()


class Term:
    """One operand or expression of the search: its exact value, its text, whether it holds a
    keyed operand, and the operands it takes (indexes into the search's operand list)."""

    __slots__ = ("number", "text", "keyed", "uses", "compound", "cost")

    def __init__(self, number: Decimal, text: str, keyed: bool, uses: frozenset[int], compound: bool,
                 turns: int = 0) -> None:
        self.number = number
        self.text = text
        self.keyed = keyed
        self.uses = uses
        self.compound = compound
        # how far-fetched: 10 per operand, 1 per subtraction, division or discount it takes
        self.cost = 10 * len(uses) + turns


def _turns(t: Term) -> int:
    return t.cost - 10 * len(t.uses)


def _wrap(t: Term) -> str:
    return f"({t.text})" if t.compound else t.text


def _combine(x: Term, y: Term, divide: bool) -> list[Term]:
    """x + y, x - y, y - x, x x y, and x / y when `divide`."""
    uses = x.uses | y.uses
    keyed = x.keyed or y.keyed
    turns = _turns(x) + _turns(y)
    out = [
        Term(x.number + y.number, f"{x.text} + {y.text}", keyed, uses, True, turns),
        Term(x.number - y.number, f"{x.text} - {_wrap(y)}", keyed, uses, True, turns + 1),
        Term(y.number - x.number, f"{y.text} - {_wrap(x)}", keyed, uses, True, turns + 1),
        Term(x.number * y.number, f"{_wrap(x)} x {_wrap(y)}", keyed, uses, False, turns),
    ]
    if divide and y.number != 0:
        out.append(Term(x.number / y.number, f"{_wrap(x)} / {_wrap(y)}", keyed, uses, False, turns + 1))
    return out


def _rated(x: Term, r: Term) -> list[Term]:
    """x with a rate r applied: x x r, x x (1 + r), x x (1 - r)."""
    uses = x.uses | r.uses
    up = Decimal(1) + r.number
    down = Decimal(1) - r.number
    turns = _turns(x)
    return [
        Term(x.number * r.number, f"{_wrap(x)} x {r.text}", True, uses, False, turns),
        Term(x.number * up, f"{_wrap(x)} x {printed(up)}", True, uses, False, turns),
        Term(x.number * down, f"{_wrap(x)} x {printed(down)}", True, uses, False, turns + 1),
    ]


def search(plain: list[Term], rates: list[Term], counts: list[Term], target: Decimal, places: int,
           anchors: frozenset[int] | None = None) -> tuple[Term | None, bool]:
    """Every expression of two operands, then of a third over those, with at least one keyed
    operand: the least far-fetched (`Term.cost`) that gives `target` at `places`, and whether one
    as cheap gave a one-digit neighbour of it (the chance test; then no expression). Bounded:
    plain + rates + counts <= 8 operands, a few thousand expressions."""
    quantum = Decimal(1).scaleb(-places)
    firsts: list[Term] = []
    for a in range(len(plain)):
        for r in rates:
            firsts.extend(_rated(plain[a], r))
        for b in range(a + 1, len(plain)):
            firsts.extend(_combine(plain[a], plain[b], True))
            firsts.extend(_combine(plain[b], plain[a], True)[3:])
        for c in counts:
            firsts.append(Term(plain[a].number * c.number, f"{c.text} x {_wrap(plain[a])}", plain[a].keyed, plain[a].uses | c.uses, False))
            firsts.append(Term(plain[a].number / c.number, f"{_wrap(plain[a])} / {c.text}", plain[a].keyed, plain[a].uses | c.uses, False, 1))
    # a third operand: a rate or a count over any first step; a number added, taken or multiplied
    # only after a rate or a count (`80 x 1.075 + 2.50`): three plain numbers reach too much
    # (sums of any three reach a neighbour of nearly every value)
    factors: frozenset[int] = frozenset().union(*(t.uses for t in rates + counts))
    seconds: list[Term] = []
    for t in firsts:
        for z in plain if t.uses & factors else ():
            if z.uses & t.uses:
                continue
            seconds.extend(_combine(t, z, False))
        for r in rates:
            if not (r.uses & t.uses):
                seconds.extend(_rated(t, r)[1:])
        for c in counts:
            if not (c.uses & t.uses):
                seconds.append(Term(t.number * c.number, f"{c.text} x {_wrap(t)}", t.keyed, t.uses | c.uses, False, _turns(t)))
    # the chance test by cost: the value at the least far-fetched expression that reaches it,
    # refused when a neighbour is reached as cheaply (`10 x 1.075 = 10.75` stands though
    # `10 x 0.075 + 20` reaches 20.75; the mutant 20.75 is refused, its neighbour 10.75 reached
    # more cheaply). A mutant of a value it accepts is always refused: that value is its neighbour.
    best: dict[Decimal, Term] = {}
    for t in firsts + seconds:
        if not t.keyed or t.number <= 0 or (anchors is not None and not t.uses & anchors):
            continue  # (each takes a keyed operand and, given `anchors`, one the answer writes)
        try:
            shown = t.number.quantize(quantum, rounding=ROUND_HALF_UP)
        except InvalidOperation:
            continue
        kept = best.get(shown)
        if kept is None or t.cost < kept.cost:
            best[shown] = t
    hit = best.get(target)
    if hit is None:
        return None, False
    cost = hit.cost
    if neighbour_as_cheap(best, target, places, cost):
        return None, True
    return hit, False


class Costed(Protocol):
    """A candidate expression with its cost (`Term`, in_order's `_Expr`)."""

    @property
    def cost(self) -> int: ...


def neighbour_as_cheap(best: Mapping[Decimal, Costed], target: Decimal, places: int, cost: int) -> bool:
    """The chance test: some value one digit off `target` is reached at `cost` or less, so the
    answer's choice of `target` cannot be told from chance (`best`: the cheapest expression
    reaching each value as shown)."""
    return any(n in best and best[n].cost <= cost for n in neighbours(target, places))


def sentence_floor(text: str, offset: int) -> int:
    """Where the sentence holding `offset` starts (after `. `, `! `, `? ` or a newline; a `;` or
    `:` goes on: `14 GB over three months; at $6.00/GB plus tax that was $90.30`)."""
    start = text.rfind("\n", 0, offset) + 1
    for end in (". ", "! ", "? "):
        at = text.rfind(end, start, offset)
        if at >= 0:
            start = max(start, at + len(end))
    return start


def sentence_words(text: str, start: int, end: int) -> frozenset[str]:
    """The stems of the words of the sentence holding [start, end); (stable34) and the codes of the
    currency signs it writes (`137,700 ₸` names `kzt`, as `137,700 KZT` does)."""
    floor = sentence_start(text, start)
    stops = [k for k in (text.find(". ", end), text.find("\n", end)) if k >= 0]
    sentence = text[floor : min(stops) if stops else len(text)]
    return words_of(sentence) | sign_codes(sentence)


MAX_LABEL_BACK: Final = 400  # (words43) characters before the value's sentence read for its label's step
_LABEL: Final = re.compile(r"[ \t*_-]*([^\W\d_]{3,})[ \t]*:?[ \t]*\**[$€£¥]?\**\Z")


def _label_step(reading: AnswerReading, i: int, floor: int, known: set[str]) -> Occurrence | None:
    """(words43) Where the value's sentence writes one label word before it and nothing else (`Pallets
    9,750.`), the result of the equation an earlier sentence of its paragraph opened by the same word
    writes (`Pallets 6000/400 = 15, ≥5 so ...`: 15), resolved; else None. The nearest such sentence
    within `MAX_LABEL_BACK` characters; one equation result only (the number right after its first `=`)."""
    text = reading.text
    occ = reading.occurrences[i]
    m = _LABEL.fullmatch(text, floor, occ.start)
    if m is None:
        return None
    label = m.group(1).lower()
    low = max(0, floor - MAX_LABEL_BACK, text.rfind("\n\n", 0, floor) + 1)
    for k in range(i - 1, max(-1, i - MAX_LINE), -1):
        o = reading.occurrences[k]
        if o.start < low:
            break
        start = sentence_floor(text, o.start)
        if start >= floor:
            continue
        opening = _WORD.match(text, start + len(text[start:o.start]) - len(text[start:o.start].lstrip(" \t*_-")))
        if opening is None or opening.group(0).lower() != label:
            continue
        eq = text.find("=", start, o.start + 1)
        if eq < 0 or text[eq + 1:o.start].strip(" \t*") or not o.start > eq:
            continue  # not the number right after the sentence's first `=`
        return o if (o.value in known or o.value not in reading.pending) and o.number > 0 else None
    return None


def explain_keyed(keyed: KeyedNumbers, reading: AnswerReading, i: int, known: set[str],
                  computed_here: list[Occurrence]) -> Derivation | None:
    """The value's derivation from its written, keyed and counted operands (the module's
    docstring), or None. A late try: after the narrow and the wide rules."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    target = occ.number
    if target <= 0 or digit_count(occ.digits) < MIN_DIGITS:
        return None
    if late_try_refused(reading, i, known, computed_here):
        return None
    text = reading.text
    # its sentence's numbers (the latest first): resolved, or no candidate (`14 GB`); not another
    # sentence's (`You pay $2,500.00. You would receive ...`: that amount is no operand)
    floor = sentence_floor(text, occ.start)
    written = [o for o in occurrences[max(0, i - MAX_LINE) : i] if o.start >= floor and o.value != occ.value
               and (o.value in known or o.value not in reading.pending)]
    operands: list[Operand] = []
    plain: list[Term] = []
    seen: set[Decimal] = set()
    for o in reversed(written):
        if o.number in seen or o.number == target:
            continue
        seen.add(o.number)
        plain.append(Term(o.number, o.value, False, frozenset((len(operands),)), False))
        operands.append(written_operand(o))
        if len(plain) >= MAX_WRITTEN:
            break
    if not plain:
        # (words43) a sentence of its label and the value alone (`Pallets 9,750.`) goes on the step an
        # earlier sentence of the same label worked (`Pallets 6000/400 = 15, ...`): that equation's result
        step = _label_step(reading, i, floor, known)
        if step is None:
            return None  # every expression takes a number the sentence writes
        plain.append(Term(step.number, step.value, False, frozenset((len(operands),)), False))
        operands.append(written_operand(step))
    words = sentence_words(text, occ.start, occ.end)
    # a carried number the sentence writes is a written operand, not a keyed one
    entries = keyed.named(words, frozenset(o.number for o in written))
    if not entries:
        return None
    anchors = frozenset(range(len(operands)))
    rates: list[Term] = []
    for entry in entries:
        shown = printed(entry.number)
        term = Term(entry.number, shown, True, frozenset((len(operands),)), False)
        operands.append(Operand(shown, "result", entry.where))
        if entry.rate or Decimal(0) < entry.number < 1:
            rates.append(term)
        if not entry.rate:
            plain.append(term)
    counts: list[Term] = []
    clause = words | frozenset(_WORD.findall(text[floor : occ.start].lower()))
    for count, operand in sorted(reading.counts.items()):
        if str(count) in text[floor : occ.start] or operand.value in clause or any(
                w in clause for w in _COUNT_NAMES.get(count, ())):
            anchors = anchors | {len(operands)}
            counts.append(Term(Decimal(count), str(count), False, frozenset((len(operands),)), False))
            operands.append(operand)
            if len(counts) >= MAX_COUNTS:
                break
    hit, chance = search(plain, rates, counts, target, decimal_places(occ.digits), anchors)
    if hit is None or chance:
        return None
    return Derivation("keyed", f"{hit.text} = {occ.value}", tuple(operands[k] for k in sorted(hit.uses)))


_COUNT_NAMES: Final = {2: ("two", "both", "twice"), 3: ("three",), 4: ("four",), 5: ("five",), 6: ("six",),
                       7: ("seven",), 8: ("eight",), 9: ("nine",), 10: ("ten",), 11: ("eleven",), 12: ("twelve",)}
