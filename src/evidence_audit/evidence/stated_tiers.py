"""(tiers44) The `stated-tier` arithmetic rule: a quantity's excess over a threshold the rules state,
times a rate stated with it, alone or on top of a base or of the whole quantity at another rate.

Rules state tiers in words: `Pickers are paid 0.90 TJS a kg picked, and 0.20 TJS a kg more for each
kg past 150 kg`, `USD 100 a trekker for the first 7 days, then USD 15 a day`, `every km beyond 150
SEK 11 a km`, overtime past 40 hours, a surcharge per kg over 20 kg. The answer works it for a
quantity in hand and writes the result alone: `USD 175 each` for 12 days (100 + (12 - 7) x 15),
`154.80` for 168 kg (168 x 0.90 + (168 - 150) x 0.20), `717.6` km past 150 of 867.6.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `stated-tier` | (rules: `USD 100 ... for the first 7 days, then USD 15 a day`) `12 - 7 = 5 ... USD 175 each` | one clause of the system prompt (a line, or a part of one between semicolons) stating the threshold T right after a tier word (`past`, `beyond`, `over`, `above`, `exceeding`, `more than`, `after`, `first`: mend44b; mend46b: the same in French, Spanish, Portuguese, Italian, German, `au-delà de`, `a partir de`, `más de`, `oltre`, `über`) and the rates (its numbers, at most `MAX_CLAUSE_NUMBERS`), and a quantity q above T: one of the `MAX_QUANTITIES` resolved numbers nearest before the value in the answer, or a number the latest result carries (when it carries few); the value is `(q - T) x r`, `B + (q - T) x r` or `q x r1 + (q - T) x r2` (r, r1 numbers of the same clause, no threshold; B, r1 a base amount: stated before the clause's tier word), or `q - T` where the value stands in the band its line writes (`| 150+ | 717.6 |`, `> 150`, `beyond 150 km: 717.6`) and the answer writes q; exact or rounded half up to the value's places | a value equal to one such tier worked on a quantity in hand |

Refused: a value of fewer than `MIN_DIGITS` significant digits, one digit off a carried number (but
the excess alone off the very quantity it steps from, in its band with the quantity written: 712.4 -
200 = 512.4, `late_bounds_past_misread`)
or a slip of the local step (`late_search_bounds`); a search (every clause, quantity and form) reaching a
one-digit neighbour of the value (the chance test); a threshold no clause states (the rules' own
numbers only: a threshold the answer makes up is none), a rate put on the whole quantity where the
clause's form puts it on the excess (`168 x 0.20` is no tier), a quantity not above the threshold,
a clause no tier word ties to a threshold (`cases of 6 kg`, `within 20 days`: mend44b). The search
tries at most `MAX_CANDIDATES` forms per value (mend44b: it had grown to ~40k per unexplained value).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import islice
from decimal import Decimal
from typing import Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Occurrence, Operand, as_decimal
from .computed.wide import first_reached, late_bounds_past_misread, late_search_bounds, late_target
from .normalize import normalize_token

__all__ = ["StatedTiers", "MAX_CANDIDATES", "MAX_CLAUSES", "MAX_CLAUSE_NUMBERS", "MAX_QUANTITIES", "stated_clauses"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_CLAUSES: Final = 24  # clauses of the system prompts kept (the latest)
MAX_CLAUSE_NUMBERS: Final = 6  # numbers a clause states (more: no tier is read from it)
MAX_QUANTITIES: Final = 6  # resolved numbers before the value taken as quantities
LOOKBACK: Final = 24  # occurrences before the value scanned for quantities
MAX_TEXT_CHARS: Final = 20_000  # of a system prompt read
_CLAUSE_END: Final = re.compile(r"\n|;(?=\s)")
# a number as the rules write it (`0.90`, `1,450`, `150`), not part of a date, a clock or a code
_NUMBER: Final = re.compile(r"(?<![\w.,:/-])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\w:/-]|[.,]\d)(%?)")

MAX_CANDIDATES: Final = 4_000  # tries of the search per value (mend44b: the search's size bounded)
# (mend44b) a tier word tied to the threshold it names: `past 150 kg`, `beyond 200`, `the first 7 days`;
# (mend46b, probe45) and the same comparisons in the languages rules are written in beside English, no
# language-neutral cue (`200+`, `> 200`) being written in their clauses: a small table, "beyond",
# "more than", "from", "over", "after": French (`au-delà de 200 km`, `plus de`, `à partir de`,
# `au-dessus de`), Spanish (`más de`, `a partir de`, `por encima de`), Portuguese (`mais de`, `acima de`,
# `além de`), Italian (`oltre`, `più di`, `a partire da`), German (`über`, `mehr als`, `ab`)
_TIER_WORD: Final = re.compile(
    r"\b(?:past|beyond|over|above|exceeding|more\s+than|after(?:\s+the\s+first)?|first"
    r"|au[- ]del[àa]\s+de|plus\s+de|[àa]\s+partir\s+de|au[- ]dessus\s+de"
    r"|m[áa]s\s+de|por\s+encima\s+de|mais\s+de|acima\s+de|al[ée]m\s+de|oltre|pi[ùu]\s+di|a\s+partire\s+da"
    r"|[üu]ber|mehr\s+als|ab)\s+$",
    re.IGNORECASE)
# (mend44b) the value standing as an excess where its line writes T: a band cell `200+`, `> 200`, or a
# tier word before T and the value right after it (`beyond 200 km: 512.4 km`)
_EXCESS_GAP: Final = re.compile(r"[^\d\n]{0,16}$")

Clause = tuple[tuple[tuple[Decimal, str], ...], str, tuple[Decimal, ...], tuple[Decimal, ...]]
# its numbers (value, shown), its text, its thresholds (each named by a tier word) and its base amounts
# (the numbers stated before its first tier word, no threshold)


def stated_clauses(text: str) -> list[Clause]:
    """The clauses of `text` that state 2 to `MAX_CLAUSE_NUMBERS` positive numbers other than
    percents, one of them a threshold a tier word names (`past 150`, `the first 7`: mend44b, a clause
    stating no tier gives none), with them."""
    out: list[Clause] = []
    for raw in _CLAUSE_END.split(text[:MAX_TEXT_CHARS]):
        part = raw.strip()
        numbers: list[tuple[Decimal, str]] = []
        thresholds: list[Decimal] = []
        starts: list[tuple[Decimal, int]] = []
        first_word = -1
        for m in _NUMBER.finditer(part):
            n = as_decimal(m.group(1).replace(",", "") + (m.group(2) or ""))
            if n is None or n <= 0:
                continue
            if m.group(3):
                continue  # a percent is no threshold, and a tier of a percent (a tax band) is not read
            shown = m.group(0)
            if all(n != x for x, _ in numbers):
                numbers.append((n, shown))
                starts.append((n, m.start()))
            word = _TIER_WORD.search(part, max(0, m.start() - 40), m.start())
            if word is not None and n not in thresholds:
                thresholds.append(n)
                if first_word < 0:
                    first_word = word.start()
        if thresholds and 2 <= len(numbers) <= MAX_CLAUSE_NUMBERS:
            bases = tuple(n for n, at in starts if at < first_word and n not in thresholds)
            out.append((tuple(numbers), part, tuple(thresholds), bases))
    return out


class StatedTiers:
    """The clauses the system prompts state (the latest `MAX_CLAUSES`), for `stated-tier`."""

    __slots__ = ("clauses",)

    def __init__(self) -> None:
        self.clauses: list[Clause] = []

    def add_text(self, text: str) -> None:
        for clause in stated_clauses(text):
            if clause not in self.clauses:
                self.clauses.append(clause)
        del self.clauses[:-MAX_CLAUSES]

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                latest: list[tuple[Decimal, str]]) -> Derivation | None:
        """The value as a stated tier worked on a quantity in hand (the module docstring), or None.
        `latest`: the numbers the latest result carries (when it carries few)."""
        if not self.clauses:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        text = reading.text
        quantities: list[tuple[Decimal, Operand]] = []
        for o in reversed(reading.occurrences[max(0, i - LOOKBACK):i]):
            if len(quantities) >= MAX_QUANTITIES:
                break
            if (o.value in known or o in computed_here) and o.number > 0 and "%" not in text[o.end:o.end + 2] \
                    and all(o.number != q for q, _ in quantities):
                quantities.append((o.number, written_operand(o)))
        for number, shown in latest:
            if number > 0 and all(number != q for q, _ in quantities):
                quantities.append((number, Operand(shown, "result", "the latest result carries it")))
        if not quantities:
            return None
        line_start = text.rfind("\n", 0, occ.start) + 1
        line_end = text.find("\n", occ.end)
        line = text[line_start:line_end if line_end >= 0 else len(text)]
        at = occ.start - line_start  # the value's place in its line
        # (mend44b) the misread path's quantity is one the answer writes (the latest result's alone
        # would let any carried number with a digit lowered by a round threshold pass)
        written = {o.number for o in reading.occurrences}
        written_quantities = [(q, o) for q, o in quantities if q in written]
        # the excess alone where the line writes its threshold, a search of its own (`| 150+ | 717.6 |`):
        # a round threshold taken off changes one digit of the quantity (712.4 - 200 = 512.4), so a
        # value one digit off a carried number is taken where that number is the quantity it steps from
        past = late_bounds_past_misread(reading, i, known, computed_here)
        told: tuple[str, tuple[Operand, ...]] | None = None
        if past is not None:
            misread, places, near = past
            told = first_reached(self._excesses(written_quantities, line, at), occ.number, Decimal(1).scaleb(-places), near)
            if told is not None and misread and not misread <= {normalize_token(told[1][0].value)}:
                told = None
        if told is None:  # then every tier of every clause
            bounds = late_search_bounds(reading, i, known, computed_here)
            if bounds is None:
                return None
            quantum, near = bounds
            told = first_reached(islice(self._tries(quantities), MAX_CANDIDATES), occ.number, quantum, near)
        if told is None:
            return None
        expression, operands = told
        return Derivation("stated-tier", f"{expression} = {occ.value}", operands)

    def _excesses(self, quantities: list[tuple[Decimal, Operand]], line: str,
                  at: int) -> Iterator[tuple[Decimal | None, tuple[str, tuple[Operand, ...]] | None]]:
        """Every quantity's excess over a threshold a clause states and the value's line writes as the
        band the value stands in (`_writes_excess`)."""
        for numbers, _, thresholds, _ in self.clauses:
            for t, t_shown in numbers:
                if t not in thresholds or not _writes_excess(line, t_shown, at):
                    continue
                for q, q_operand in quantities:
                    if t < q:
                        yield q - t, (f"({q_operand.value} - {t_shown})",
                                      (q_operand, Operand(t_shown, "user", "a threshold the system prompt states")))

    def _tries(self, quantities: list[tuple[Decimal, Operand]]
               ) -> Iterator[tuple[Decimal | None, tuple[str, tuple[Operand, ...]] | None]]:
        """Every tier of every clause worked on every quantity, with what each tells (a rate of 1 is
        none: the excess itself is the other search's)."""
        for numbers, _, thresholds, bases in self.clauses:
            for q, q_operand in quantities:
                for t, t_shown in numbers:
                    if t >= q or t not in thresholds:
                        continue
                    excess = q - t
                    t_operand = Operand(t_shown, "user", "a threshold the system prompt states")
                    head = f"({q_operand.value} - {t_shown})"
                    for r, r_shown in numbers:
                        if r in thresholds or r == 1:
                            continue
                        r_operand = Operand(r_shown, "user", "a rate the system prompt states")
                        tier = excess * r
                        yield tier, (f"{head} x {r_shown}", (q_operand, t_operand, r_operand))
                        for b, b_shown in numbers:
                            if b == r or b == 1 or b not in bases:
                                continue
                            b_operand = Operand(b_shown, "user", "a number the system prompt states")
                            yield b + tier, (f"{b_shown} + {head} x {r_shown}", (b_operand, q_operand, t_operand, r_operand))
                            yield q * b + tier, (f"{q_operand.value} x {b_shown} + {head} x {r_shown}",
                                                 (q_operand, b_operand, t_operand, r_operand))


def _writes_excess(line: str, shown: str, at: int) -> bool:
    """(mend44b) Whether the value's line writes the threshold as the band the value at `at` stands
    in: a cell `200+`, `> 200`, or a tier word before it with the value right after (`beyond 200 km:
    512.4`); a threshold merely named elsewhere on the line (`512.4 km, past the 200 km band`) is not."""
    t = re.escape(shown.rstrip("%"))
    for m in re.finditer(r"(?<![\d.,])" + t + r"(?![\d]|[.,]\d)", line):
        if line.startswith("+", m.end()) or re.search(r">\s*$", line[:m.start()]):
            return True
        if m.end() <= at and _TIER_WORD.search(line, max(0, m.start() - 40), m.start()) \
                and _EXCESS_GAP.fullmatch(line[m.end():at]):
            return True
    return False
