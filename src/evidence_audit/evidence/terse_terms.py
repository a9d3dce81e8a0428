"""A terse reply's value as a small expression of numbers the run stated (terse46): `terse-term`.

A person asks in a few words (`with vat?`, `case of juice usd`, `necklace usd`) and the model writes
the result alone (`R7,360.00.`, `$32.06.`, `$18.13.`): its operands are stated elsewhere in the run,
the rules' prices and steps on the line that names the thing asked about (`Juice sells at 3,500 IQD a
litre, in 1-litre bottles, 12 bottles a case`), a rate the latest result carries, a count the person
wrote, a value an earlier answer settled. The narrower short-reply rules (`wide.py`) each take one
shape and ask one operand be stated under one spelling; this one searches a small fixed grammar over
those numbers and lets the search's own density decide.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `terse-term` (late) | `$32.06.` for `case of juice usd` (12 x 3,500 / 1,310); `R7,360.00.` for `with vat?` after `R6,400` (6,400 x 1.15); `$18.13.` for `necklace usd` (320 / 17.65) | a short reply (at most `wide.MAX_SHORT_REPLY` characters) writing no resolved number before the value (3+ significant digits); a pool (`MAX_POOL`) of the numbers the persons wrote (`MAX_SAID`), the latest result carries (few), the last two answers settled, the previous answer wrote where it is short too, and the numbers of the system prompt's lines sharing a word with the question or the reply (else with the person's text before the question; a word at most `MAX_SHARING_LINES` lines write, or its plural; a percent p as p, 1 + p up to 50%, 1 - p); the value is x x y or x / y, else x x y x z or x x y / z, one share of a percent at most, rounded half up to its places | a value equal to such an expression where the search is sparse near it: at most `MAX_CHANCE` (1 in 50) of the numbers written to its significant digits between half and twice it are reached by the search, both stages counted for the second (`_chance`) |

Refused: a reply that writes a resolved number before the value (its operands are the narrow rules'),
a value one digit off a carried number or a slip of the local step (`late_search_bounds`), a search
reaching a one-digit neighbour of the value at its places, and a search too dense near the value: a
value of few significant digits (`R6,400` of 20 x 320, `R2,200` of 20 x 110) is reached by some
product of a few dozen stated numbers by luck, and stays a flag; the three-term stage is judged by the
density of both stages together. Pure but for `TerseTerms`, the stated lines and the person's numbers.
"""

from __future__ import annotations

import math
import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading
from .computed.values import Derivation, EarlierValue, Occurrence, Operand
from .computed.wide import MAX_SHORT_REPLY, late_search_bounds, late_target

__all__ = ["TerseTerms", "explain_terse_term", "MAX_POOL", "MAX_CHANCE"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_LINES: Final = 96  # lines of the system prompt kept
MAX_LINE_CHARS: Final = 400  # characters of a line read
MAX_LINE_NUMBERS: Final = 8  # numbers kept of one line
MAX_SHARING_LINES: Final = 3  # a word names a line when at most this many lines with numbers write it
MAX_SAID: Final = 12  # the latest numbers the persons wrote, kept
MAX_SAID_PER_TEXT: Final = 6  # numbers kept of one person's text
MAX_LATEST: Final = 8  # numbers of the latest result taken
MAX_SETTLED: Final = 8  # values the last two answers settled, taken
MAX_POOL: Final = 20  # operands of one search
MAX_CHANCE: Final = 0.02  # the share of the numbers near the value the search may reach (1 in 50)
MAX_PREMIUM: Final = Decimal("0.5")  # a percent p also read as 1 + p up to it
MAX_TEXT: Final = 20_000  # characters of a text read
# a number as a line writes it (English groups, a decimal point, maybe a percent after it); not inside
# a date, a clock, an id or a longer number (`2027-09-14`, `08:00`, `EB-1187`); a letter right before
# it is a currency's mark (`R320`)
_NUMBER: Final = re.compile(r"(?<![\d.,/:\-])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\d]|[.,/:\-]\d)([ \t]?%)?")
_WORD: Final = re.compile(r"[^\W\d_]{3,}")
_CLAUSE_END: Final = re.compile(r"[,;:](?=\s)")  # a clause of a rule's line ends at `, `, `; ` or `: ` (not `12,000`)
_FIRST: Final = re.compile(r"[\s*\-\u2022]*([^\W\d_]+)")  # a clause's first word, where it leads with one
MIN_LEAD: Final = 4  # letters of a clause's leading word that names a thing (`thick`, `bracelets`; not `it`, `in`, `VAT`)
# a clause of a rule's line: its words, its leading word naming a thing (or ''), its numbers
_Clause = tuple[frozenset[str], str, tuple[tuple[Decimal, str], ...]]

_CARRIED: Final = "the latest result carries it"
# an operand: its value, as shown, where it comes from (Operand.source), how
Term = tuple[Decimal, str, str, str]


def _words(text: str) -> frozenset[str]:
    return frozenset(w.lower() for w in _WORD.findall(text))


def _forms(text: str, limit: int) -> list[tuple[Decimal, str]]:
    """The numbers a text writes, each with how it is shown; a percent p as p, 1 + p and 1 - p."""
    out: list[tuple[Decimal, str]] = []
    for m in _NUMBER.finditer(text):
        if len(out) >= limit:
            break
        try:
            n = Decimal(m.group(1).replace(",", "") + (m.group(2) or ""))
        except InvalidOperation:
            continue
        if m.group(3):
            p = n / 100
            shown = f"{m.group(1)}{m.group(2) or ''}%"
            if p <= MAX_PREMIUM:  # a premium or a tax on top (`VAT 15% on top`); a share or a yield is other rules'
                out.append((1 + p, f"(1 + {shown})"))
        else:
            out.append((n, m.group(0)))
    return [(n, s) for n, s in out if n > 0 and n != 1]


class TerseTerms:
    """The system prompt's lines (their words and numbers) and the numbers the persons wrote."""

    __slots__ = ("_lines", "_said")

    def __init__(self) -> None:
        self._lines: list[tuple[frozenset[str], tuple[_Clause, ...], str]] = []
        self._said: list[tuple[Decimal, str]] = []

    def add_system_text(self, text: str) -> None:
        """Read a system prompt line by line: each line with numbers, its words and its clauses."""
        for line in text[:MAX_TEXT].split("\n"):
            if len(self._lines) >= MAX_LINES:
                return
            body = line[:MAX_LINE_CHARS]
            clauses: list[_Clause] = []
            kept = 0
            for part in _CLAUSE_END.split(body):
                found = _forms(part, MAX_LINE_NUMBERS - kept)
                if found:
                    kept += len(found)
                    first = _FIRST.match(part)
                    lead = first.group(1).lower() if first is not None and len(first.group(1)) >= MIN_LEAD else ""
                    clauses.append((_words(part), lead, tuple(found)))
            if clauses:
                self._lines.append((_words(body), tuple(clauses), body.strip()[:80]))

    def add_person_text(self, text: str) -> None:
        """Keep the numbers a person wrote (the latest `MAX_SAID`)."""
        for n, shown in _forms(text[:MAX_TEXT], MAX_SAID_PER_TEXT):
            if all(n != m for m, _ in self._said):
                self._said.append((n, shown))
        del self._said[:-MAX_SAID]

    def said(self) -> list[tuple[Decimal, str]]:
        return list(reversed(self._said))

    def named(self, said: str, reply: str = "", before: str = "") -> list[tuple[Decimal, str, str]]:
        """The numbers of the lines sharing a word with `said` (the question, or the person's text
        before) or the `reply`: a word (or its plural) at most `MAX_SHARING_LINES` lines write. Of such
        a line, not a clause that leads with a word of its own `said` does not write and writes no word
        of `said` or `before` (the person's words only: `1,440 TMT.` names no `thick 240 TMT`;
        `standard felt ...` then `price?` names `standard 185 TMT`) (`thick 240 TMT` beside `standard 185 TMT` for `standard felt ... price?`,
        `bracelets at R95` for `necklace usd`): another thing's number on the line named."""
        counts: dict[str, int] = {}
        for words, _, _ in self._lines:
            for w in words:
                counts[w] = counts.get(w, 0) + 1
        written = _words(said)
        written = written | frozenset(w + "s" for w in written if not w.endswith("s"))
        replied = _words(reply)
        replied = written | replied | frozenset(w + "s" for w in replied if not w.endswith("s"))
        earlier = _words(before)
        written = written | earlier | frozenset(w + "s" for w in earlier if not w.endswith("s"))
        asked = frozenset(w for w in replied if 0 < counts.get(w, 0) <= MAX_SHARING_LINES)
        out: list[tuple[Decimal, str, str]] = []
        for words, clauses, where in self._lines:
            if not words & asked:
                continue
            for clause_words, lead, found in clauses:
                if lead and lead not in written and not clause_words & written:
                    continue
                out += [(n, shown, where) for n, shown in found]
        return out


def _unit(digits: str) -> Decimal:
    """The place of the last significant digit the value writes (`6400` 100, `7360.00` 10, `18.13` 0.01)."""
    plain = digits.replace(",", "").lstrip("-")
    whole, _, frac = plain.partition(".")
    frac = frac.rstrip("0")
    if frac:
        return Decimal(1).scaleb(-len(frac))
    stripped = whole.rstrip("0")
    return Decimal(1).scaleb(len(whole) - len(stripped)) if stripped else Decimal(1)


def _chance(reached: set[int], low: int, high: int) -> float:
    """The share of the grid points between `low` and `high` (the value's significant digits, half to
    twice it) that the search reached."""
    return len(reached) / max(1, high - low + 1)


def explain_terse_term(terms: TerseTerms, reading: AnswerReading, i: int, known: set[str],
                       computed_here: list[Occurrence], asked: str, latest: list[tuple[Decimal, str, str]],
                       settled: list[EarlierValue], previous_text: str,
                       result_numbers: frozenset[Decimal] = frozenset()) -> Derivation | None:
    """The value as a small expression of the numbers the run stated (the module docstring), or
    None. `asked`: the question and the person's text before it; `latest`: the rates the latest
    result keys by a currency the reply or the question names, each with the way its key converts
    into it (`wide._directed_rates`: `x`, `/`, or '' for over one above 1, times one below); `settled`: the values the last two answers settled, the latest first; `previous_text`:
    the previous answer, whose numbers are operands where it is a short reply too (a value of it left
    flagged is still what it said: `R6,400.` then `with vat?`); `result_numbers`: every number the
    latest result carries, which no answer's restating makes an operand past `latest`'s ways."""
    text = reading.text
    if len(text) > MAX_SHORT_REPLY:
        return None
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    if i > 0:
        return None  # the reply writes a number before it: its operands, the narrow rules' (`90 / 0.4 ... 225.00 kg`)
    pool: list[Term] = []

    def add(n: Decimal, shown: str, source: str, how: str) -> None:
        if len(pool) < MAX_POOL and n > 0 and n != 1 and n != occ.number and all(n != t[0] for t in pool):
            pool.append((n, shown, source, how))

    for n, shown in terms.said():
        add(n, shown, "user", "the user wrote it")
    ways: dict[Decimal, str] = {}
    for n, shown, way in latest[:MAX_LATEST]:
        add(n, shown, "result", _CARRIED)
        ways.setdefault(n, way)
    for e in settled[:MAX_SETTLED]:
        if e.number not in result_numbers:  # (a rate the result carries is the result's, its way only)
            add(e.number, e.value, "earlier answer", "an earlier answer settled it")
    for n, shown in _forms(previous_text[-MAX_SHORT_REPLY:], MAX_SAID_PER_TEXT) if len(previous_text) <= MAX_SHORT_REPLY else ():
        if n not in result_numbers:
            add(n, shown, "earlier answer", "the previous answer wrote it")
    # the rules' lines the question or the reply names; where none, those the person's text before names
    question, _, before = asked.partition("\n")
    named = terms.named(question, text, before) or terms.named(before)
    for n, shown, where in named:
        add(n, shown, "result", f"stated: {where!r}")
    if len(pool) < 2:
        return None
    bounds = late_search_bounds(reading, i, known, computed_here)
    if bounds is None:
        return None
    quantum, near = bounds
    target = occ.number
    unit = _unit(occ.digits or occ.value)
    v, q, u = float(target), float(quantum), float(unit)
    low, high = math.ceil(v / 2 / u), math.floor(2 * v / u)
    want = round(v / q)
    neighbour_keys = {round(float(x) / q) for x in near if x != target}
    values = [float(t[0]) for t in pool]
    # a share of a stated percent (`15%`, `(1 + 15%)`) is one factor of an expression at most
    share = [1 if "%" in t[1] else 0 for t in pool]
    reached: set[int] = set()
    hits: list[tuple[int, ...]] = []

    def meet(x: float, how: tuple[int, ...]) -> bool:
        """Count `x` in the search; False when it reaches a one-digit neighbour (the chance test)."""
        if v / 2 <= x <= 2 * v:
            reached.add(math.floor(x / u + 0.5))
            key = math.floor(x / q + 0.5)
            if key in neighbour_keys:
                return False
            if key == want or abs(x - v) <= q / 2 * (1 + 1e-9):
                hits.append(how)
        return True

    size = len(values)
    # (the conversions a result's rate makes one way only: over a rate above 1, times one below 1;
    # two numbers of the result are never one expression's: a ratio or a cross rate no one asked)
    carried = [t[3] == _CARRIED for t in pool]
    over = [carried[k] and (ways.get(pool[k][0], "") == "/" or (ways.get(pool[k][0], "") == "" and values[k] > 1))
            for k in range(size)]
    times = [not over[k] for k in range(size)]
    # stage 1: x * y, x / y; stage 2: x * y * z, x * y / z
    for a in range(size):
        for b in range(size):
            if a == b or share[a] + share[b] > 1 or (carried[a] and carried[b]):
                continue
            if a < b and times[a] and times[b] and not meet(values[a] * values[b], (a, b, -1, 0)):
                return None
            if not carried[a] and not (carried[b] and not over[b]) and not meet(values[a] / values[b], (a, -1, b, 0)):
                return None
    found = _exact(pool, hits, occ, quantum)
    if found is not None:
        return found if _chance(reached, low, high) <= MAX_CHANCE else None
    if _chance(reached, low, high) > MAX_CHANCE:
        return None
    for a in range(size):
        for b in range(a + 1, size):
            if share[a] + share[b] > 1 or (carried[a] and carried[b]) or not (times[a] and times[b]):
                continue
            ab = values[a] * values[b]
            for c in range(size):
                if c == a or c == b or share[a] + share[b] + share[c] > 1 or (carried[c] and (carried[a] or carried[b])):
                    continue
                if c > b and times[c] and not meet(ab * values[c], (a, b, c, 1)):
                    return None
                if not (carried[c] and not over[c]) and not meet(ab / values[c], (a, b, -1, c + 2)):
                    return None
    if _chance(reached, low, high) > MAX_CHANCE:
        return None
    return _exact(pool, hits, occ, quantum)


def _exact(pool: list[Term], hits: list[tuple[int, ...]], occ: Occurrence, quantum: Decimal) -> Derivation | None:
    """The first hit whose exact value, rounded half up at `quantum`, is the value."""
    for a, b, c, d in hits:
        x = pool[a][0]
        taken = [pool[a]]
        shown = pool[a][1]
        if b >= 0:
            x *= pool[b][0]
            taken.append(pool[b])
            shown += f" x {pool[b][1]}"
        if d == 1:
            x *= pool[c][0]
            taken.append(pool[c])
            shown += f" x {pool[c][1]}"
        elif d > 1:
            x /= pool[d - 2][0]
            taken.append(pool[d - 2])
            shown += f" / {pool[d - 2][1]}"
        elif c >= 0:
            x /= pool[c][0]
            taken.append(pool[c])
            shown += f" / {pool[c][1]}"
        try:
            if x.quantize(quantum, rounding=ROUND_HALF_UP) != occ.number:
                continue
        except InvalidOperation:
            continue
        return Derivation("terse-term", f"{shown} = {occ.value}",
                          tuple(Operand(t[1], t[2], t[3]) for t in taken))
    return None
