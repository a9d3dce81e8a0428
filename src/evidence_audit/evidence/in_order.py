"""`in-order`: a value computed from the numbers the answer writes just before it, in the order written.

People write arithmetic in reading order: the operands come right before the result, in the order
they are combined, often with an operator word between them (`the Everyday 25GB at $50.00 and the
new one $20.00: $70.00 of plans`; `**Total now** | **$67.60** | Half today would be **$33.80**`).
A fabricated number rarely equals an operation of the few numbers written IMMEDIATELY before it,
while a wide search over all numbers reaches any value and its one-digit neighbours (round 13's
`chance13`). So this rule searches few expressions with a cost that follows reading order:

- its operands are the resolved numbers its line writes before it (amounts for an amount,
  never the day of a date nor a year, nor an operand of an equation written out before it, nor an
  earlier mention of one: its result stands for it), the last `MAX_OPERANDS`, and, when its line has fewer, the last resolved
  number of the line before (a table's `Total` row above `Half ...`);
- each operand costs 10, and 5 more for each operand between it and the value that the
  expression skips (the nearest ones are cheapest), and 5 more when it is not in the value's
  sentence (`3183 bytes. Next largest: ..., 1691 bytes. Difference: 1,492 bytes`), where a sentence
  that writes none needs a word of its own saying so (`Difference`, `half`, `total`); a subtraction or a division costs 1 more,
  unless a word from its first operand to the value, or just after the value, says so (`less`,
  `minus`, `remain`, `after`, `Difference:` ...); a sum costs that 1 too, unless a word says it is a
  sum (`plus`, `total`, `in all` ..., or an `and` between its operands: `at $50.00 and the new one
  $20.00: $70.00`); where no word (or both kinds) says which, the two cost the same, so a sum whose
  difference is one digit away is refused (`$300.00, the insurance $100.00; you owe $400.00`);
- it tries sums and differences of two or three operands in the order written (a difference of
  two the other way costs the same: its neighbours refuse too), and the word
  operators its clause writes over one operand: `half` (/ 2), `twice`, `double` (x 2), (round 24)
  `time and a half`, `one and a half` (x 1.5; not `half`), `a
  third` (/ 3), `a quarter` (/ 4), and `per person`, `each`, `apiece` right after the value over
  a stated count (2-12).

A match is accepted only when no expression as cheap reaches a one-digit neighbour of the value
(`keyed_operands.search`'s chance test by cost: `50 + 20 = 70` stands though `50 - 20 = 30` is
one digit off, a difference no word asked for costing more; a mutant 30 is refused, its neighbour
70 reached more cheaply), nor is the value a slip of the local step (`wide.local_slip`), nor one digit off a carried number
it does not take as an operand (the classic misread: `Order total: $170.44, paid $50.00 ... and
$220.44` for a carried 120.44, which 170.44 + 50 reaches), for a value of 3 significant digits or
more (`$70.00` has 17 neighbours among 90 two-digit values, carried ones most of them: `$50.00 and
... $20.00: $70.00` stands beside a carried 10; and adding a round number changes one digit). Tried late, after the narrow, wide and keyed rules.
Its price: an invention equal to such an expression with none of its neighbours reached as cheaply.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading, carried_neighbours, written_operand
from .computed.values import Derivation, Operand, Occurrence, decimal_places, digit_count
from .computed.wide import local_slip
from .keyed_operands import MIN_DIGITS, sentence_floor, neighbour_as_cheap

MAX_OPERANDS: Final = 3  # resolved numbers before the value that are operands (the latest)
MAX_BEFORE: Final = 24  # numbers before the value read for them
SKIP_COST: Final = 5  # each operand an expression skips between its own and the value
TURN_COST: Final = 1  # a subtraction or a division no word asked for
OPERAND_COST: Final = 10
# (round 29) digits a value needs at the least: a two-digit one (`you save NOK 19`) only on the
# cheapest step there is, and no neighbour reached at all (`_short_hit`)
SHORT_DIGITS: Final = 2

# Words that say the value is a difference: what is left, taken off, given back, saved.
_MINUS_CUE: Final = re.compile(
    r"(?<![A-Za-z])(?:less|minus|deduct\w*|subtract\w*|remain\w*|left|after|off|refund\w*|back|sav\w+|"
    r"difference(?=\s*(?:[:=]|is\b|of\b))|cheaper|fewer|lower|down|reduc\w+|without|keep)(?![A-Za-z])|[\u2212\u2013]|\s-\s",
    re.IGNORECASE,
)
# The words right after the value, to the next number or the clause's end (`$14.50 would remain`).
_TAIL: Final = re.compile(r"[^0-9.;\n]{0,40}")
# Words that say it is a sum.
_PLUS_CUE: Final = re.compile(
    r"(?<![A-Za-z])(?:plus|total\w*|together|both|in all|sum|add\w*|combined|altogether)(?![A-Za-z])|\+",
    re.IGNORECASE,
)
# A conjunction between two operands: `at $50.00 and the new one $20.00`.
_JOIN: Final = re.compile(r"(?<![A-Za-z])(?:and|with)(?![A-Za-z])|&", re.IGNORECASE)
# Word operators over one operand, written between it and the value: the factor they apply.
_WORD_OPERATORS: Final = (
    (re.compile(r"(?<![A-Za-z])(?<!and a )(?:half|halve[sd]?|halving)(?![A-Za-z])", re.IGNORECASE), Decimal(1), Decimal(2), "/ 2"),
    # (round 24) the overtime and the measure words for one and a half (`Time and a half: £46.50/h`
    # after `£31.00/h`; `one and a half times`): x 1.5, and not half
    (re.compile(r"(?<![A-Za-z])(?:time|one)[ \t]+and[ \t]+a[ \t]+half(?![A-Za-z])", re.IGNORECASE), Decimal(3), Decimal(2), "x 1.5"),
    (re.compile(r"(?<![A-Za-z])(?:twice|double[sd]?|doubling)(?![A-Za-z])", re.IGNORECASE), Decimal(2), Decimal(1), "x 2"),
    (re.compile(r"(?<![A-Za-z])(?:a|one) third(?![A-Za-z])", re.IGNORECASE), Decimal(1), Decimal(3), "/ 3"),
    (re.compile(r"(?<![A-Za-z])(?:a|one) quarter(?![A-Za-z])", re.IGNORECASE), Decimal(1), Decimal(4), "/ 4"),
)
# A share per party written right after the value: `250 euros per person`, `$20.00 each`.
_PER_PARTY: Final = re.compile(
    r"[ \t*]*(?:[A-Za-z$\u20ac\u00a3]{1,8}[ \t*]+)?(?:per|each|apiece|a)[ \t]*(?:person|people|head|guest|"
    r"traveller|traveler|passenger|line|member|(?<=each)|(?<=apiece))(?![A-Za-z])",
    re.IGNORECASE,
)
_MONTH_BEFORE: Final = re.compile(
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?[ \t]+$", re.IGNORECASE
)


def _unequated(text: str, start: int, end: int, equations: list[tuple[int, int]]) -> str:
    """`text[start:end]` with the equations written in it blanked (spaces, the length kept)."""
    part = text[start:end]
    for a, b in equations:
        lo, hi = max(a, start), min(b, end)
        if lo < hi:
            part = part[: lo - start] + " " * (hi - lo) + part[hi - start :]
    return part


def _short_hit(hit: _Expr, far: list[int], best: dict[Decimal, _Expr], target: Decimal, places: int) -> bool:
    """(round 29) Whether a two-digit value (`you save **NOK 19**`) may stand on `hit`: a sum or a
    difference of exactly two operands, both in the value's sentence, none skipped, its turn asked for
    by a word (the cheapest cost there is: `109 against ... = 128, so you save NOK 19`), and no
    one-digit neighbour reached by any expression of the search, whatever its cost (a two-digit
    value has few neighbours' worth of room: the search must reach none of them)."""
    if len(hit.uses) != 2 or hit.count or hit.cost != 2 * OPERAND_COST or any(far[k] for k in hit.uses):
        return False
    return not neighbour_as_cheap(best, target, places, 1 << 30)


def _significant(digits: str) -> int:
    """The significant digits of a number as written: `70.00` has 2, `120.44` 5."""
    core = digits.lstrip("-+").replace(",", "")
    if "." in core:
        core = core.rstrip("0").rstrip(".")
    return len(core.replace(".", "").lstrip("0"))


class _Expr:
    __slots__ = ("number", "text", "uses", "cost", "count")

    def __init__(self, number: Decimal, text: str, uses: tuple[int, ...], cost: int, count: int = 0) -> None:
        self.number = number
        self.text = text
        self.uses = uses
        self.cost = cost
        self.count = count  # a stated count it divides by (`per person`), or 0


def _a_date_or_year(text: str, o: Occurrence) -> bool:
    """Whether the number is the day of a date in words (`(March 1)`) or a year (`2022`)."""
    if _MONTH_BEFORE.search(text, max(0, o.start - 12), o.start):
        return True
    return not o.amount and "." not in o.digits and len(o.digits) == 4 and o.digits[:2] in ("19", "20")


def _previous_line_results(reading: AnswerReading, i: int, line_start: int, usable: set[int], room: int) -> list[int]:
    """The last numbers of the line before the value's (one blank line may come between), at most
    `room`, each resolved and usable, the run ending at the first that is not: its last alone
    where the value's line writes an operand (a table's `Total` row above `Half ...`), up to
    `room` where it writes none (round 18: `the 836 today plus the 1,400 already paid should
    equal it.` then `**June in total: $2,236.00**`)."""
    text = reading.text
    if line_start == 0 or room <= 0:
        return []
    above = text.rfind("\n", 0, line_start - 1) + 1  # the line before
    if not text[above : line_start].strip() and above > 0:
        above = text.rfind("\n", 0, above - 1) + 1  # a blank line between: the one before it
    out: list[int] = []
    for k in range(i - 1, max(-1, i - 1 - MAX_BEFORE), -1):
        o = reading.occurrences[k]
        if o.start >= line_start:
            continue
        if o.start < above or k not in usable or len(out) >= room:
            break
        out.insert(0, k)
    return out


def _turns(minus: bool, plus: bool) -> tuple[int, int]:
    """What a sum and a difference cost beyond their operands: the one the words ask for nothing,
    the other a turn; both a turn when no word (or both) says which."""
    if plus and not minus:
        return 0, TURN_COST
    if minus and not plus:
        return TURN_COST, 0
    return TURN_COST, TURN_COST


def _reaching(operands: list[Occurrence], far: list[int], minus_cued: list[bool], plus_cued: list[bool],
              joined: list[list[bool]], words: list[tuple[Decimal, Decimal, str]],
              counts: list[tuple[int, Operand]], per_party: bool) -> list[_Expr]:
    """Every expression of the search, with its cost (the module's docstring). `operands` are in
    the order written, the nearest to the value last."""
    n = len(operands)
    out: list[_Expr] = []

    def skipped(uses: tuple[int, ...]) -> int:
        # the operands between the first one used and the value that it does not use, and each
        # one used outside the value's sentence
        return SKIP_COST * (sum(1 for k in range(uses[0], n) if k not in uses) + sum(far[k] for k in uses))

    for a in range(n):
        x = operands[a]
        # the words from this operand to the value (and just after it) say which turn is cheap, and
        # an `and` between the operands (`$50.00 and the new one $20.00: $70.00`) says a sum
        for mul, div, shown in words:
            out.append(_Expr(x.number * mul / div, f"{x.value} {shown}", (a,),
                             OPERAND_COST + (TURN_COST if div != 1 else 0) + skipped((a,))))
        if per_party:
            for count, _ in counts:
                out.append(_Expr(x.number / count, f"{x.value} / {count}", (a,),
                                 2 * OPERAND_COST + TURN_COST + skipped((a,)), count))
        for b in range(a + 1, n):
            y = operands[b]
            uses2 = (a, b)
            base = 2 * OPERAND_COST + skipped(uses2)
            plus_turn, minus_turn = _turns(minus_cued[a], plus_cued[a] or joined[a][b])
            out.append(_Expr(x.number + y.number, f"{x.value} + {y.value}", uses2, base + plus_turn))
            out.append(_Expr(x.number - y.number, f"{x.value} - {y.value}", uses2, base + minus_turn))
            # (the other order, as cheap: a neighbour it reaches refuses too, `100.00 ... was 1100.0 ... 1200`)
            out.append(_Expr(y.number - x.number, f"{y.value} - {x.value}", uses2, base + minus_turn))
            for c in range(b + 1, n):
                z = operands[c]
                uses3 = (a, b, c)
                base3 = 3 * OPERAND_COST + skipped(uses3)
                plus_turn, minus_turn = _turns(minus_cued[a], plus_cued[a] or joined[a][c])
                out.append(_Expr(x.number + y.number + z.number, f"{x.value} + {y.value} + {z.value}", uses3, base3 + plus_turn))
                out.append(_Expr(x.number + y.number - z.number, f"{x.value} + {y.value} - {z.value}", uses3,
                                 base3 + max(plus_turn, minus_turn)))
                out.append(_Expr(x.number - y.number - z.number, f"{x.value} - {y.value} - {z.value}", uses3,
                                 base3 + 2 * minus_turn))
    return out


# (round 28) a bottom line: the value in bold opening its sentence, only a currency or a short label
# before it in the bold (`... = EUR 17.60. **EUR 49.60** including VAT.`, `**£12.40** in all`), the
# bold closed right after it: how an answer presents the figure its steps above arrive at, in any
# language. Its lead (the bold's opening and mark) and its close (`**` after the value and a mark):
_BOLD_LEAD: Final = re.compile(r"[ \t]*\*\*[^0-9*\n]{0,12}")
_BOLD_CLOSE: Final = re.compile(r"[ \t\u00a0]?[^0-9*\s]{0,4}\*\*")


def _bottom_line(text: str, lead: str, occ: Occurrence) -> bool:
    """(round 28) Whether the value opens its sentence in bold, as its bottom line (`_BOLD_LEAD`,
    `_BOLD_CLOSE`): its sentence then needs no word saying what it is."""
    return _BOLD_LEAD.fullmatch(lead) is not None and _BOLD_CLOSE.match(text, occ.end) is not None


def explain_in_order(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                     previous_amounts: frozenset[Decimal] = frozenset()) -> Derivation | None:
    """The value's derivation from the numbers written just before it, in order (the module's
    docstring), or None. A late try: after the narrow, wide and keyed rules. `previous_amounts`:
    the numbers the previous answer wrote as amounts (round 18: `the 836 today plus the 1,400`
    after its `Balance: $836.00`)."""
    occurrences = reading.occurrences
    # (round 18) a plain number is an amount's operand where this answer or the previous one wrote
    # its number as an amount (`the 836 today` after `**Balance: $836.00**`)
    amounts_said = previous_amounts | {o.number for o in occurrences if o.amount}
    occ = occurrences[i]
    target = occ.number
    if target <= 0 or digit_count(occ.digits) < SHORT_DIGITS:
        return None
    short = digit_count(occ.digits) < MIN_DIGITS  # (round 29) a two-digit value: `_short_hit`
    misread = carried_neighbours(reading, occ, i)
    if misread is None:
        return None
    text = reading.text
    floor = sentence_floor(text, occ.start)
    # the operands of an equation written out before the value are its result's (`2 x $1.99 = $3.98`)
    # (the results among the numbers read: each equation's result is one of them; bounded by MAX_BEFORE)
    first = max(0, i - MAX_BEFORE)
    inside = [reading.relations[o.at].span for o in occurrences[first:i] if o.at in reading.relations]
    # and an earlier mention of such an operand is the same number, restated in the equation
    # (`you pay $5, so you save $42.00 - $5.00 = $37.00`: 5 is not a third operand beside 37)
    consumed = {o.number for o in occurrences[first:i] if o.at not in reading.relations
                and any(a <= o.at < b for a, b in inside)}
    # (round 28) nor is such an operand a number of the local step the slip test reads (`EUR 22.00 ×
    # 0.8 = EUR 17.60. **EUR 49.60**`: 22 + 17.60 = 39.60 is no step the answer took)
    if local_slip(reading, i, known, computed_here, frozenset(consumed)):
        return None
    line_start = text.rfind("\n", 0, occ.start) + 1
    # (round 29) a line that writes its prices bare and the currency on its result alone (`Combo M:
    # 109 against popcorn M 69 + brus 59 = 128, so you save **NOK 19**`): its plain numbers are the
    # amount's operands, where no amount is written on the line before the value
    bare_line = occ.amount and not any(o.amount for o in occurrences[first:i] if o.start >= line_start)
    usable: set[int] = set()
    for k in range(first, i):
        o = occurrences[k]
        if o.at not in reading.relations and o.number in consumed:
            continue
        if o.number <= 0 or o.number == target or (occ.amount and not o.amount and o.number not in amounts_said
                                                   and not (bare_line and o.start >= line_start)):
            continue
        if o.value not in known or _a_date_or_year(text, o):  # (a value computed here is known)
            continue
        usable.add(k)
    picked = sorted(k for k in usable if occurrences[k].start >= line_start)[-MAX_OPERANDS:]
    if len(picked) < MAX_OPERANDS:
        picked = _previous_line_results(reading, i, line_start, usable, 1 if picked else MAX_OPERANDS) + picked
    if not picked:
        return None
    operands = [occurrences[k] for k in picked]
    far = [0 if o.start >= floor else 1 for o in operands]
    clause = text[operands[0].end : occ.start]
    words = [(mul, div, shown) for pattern, mul, div, shown in _WORD_OPERATORS if pattern.search(clause)]
    per_party = _PER_PARTY.match(text, occ.end) is not None
    counts = sorted(reading.counts.items()) if per_party else []
    if all(far):
        # none written in its sentence: its words must say what it is (`Difference: 1,492 bytes`)
        lead = text[floor : occ.start]
        if not (_MINUS_CUE.search(lead) or _PLUS_CUE.search(lead) or any(p.search(lead) for p, _, _, _ in _WORD_OPERATORS)
                or _bottom_line(text, lead, occ)):
            return None
    tail = _TAIL.match(text, occ.end)
    trailing = tail.group(0) if tail is not None else ""
    # (round 29) an operator inside an equation written before the value is that equation's own (`69
    # + 59 = 128, so you save NOK 19`: the `+` asks for no sum of 109 and 128): blanked for the cues
    cued = _unequated(text, operands[0].end, occ.start, inside)
    minus_cued = [_MINUS_CUE.search(cued[o.end - operands[0].end :] + " " + trailing) is not None for o in operands]
    plus_cued = [_PLUS_CUE.search(cued[o.end - operands[0].end :] + " " + trailing) is not None for o in operands]
    joined = [[b > a and _JOIN.search(text, operands[a].end, operands[b].start) is not None for b in range(len(operands))]
              for a in range(len(operands))]
    expressions = _reaching(operands, far, minus_cued, plus_cued, joined,
                            words, counts, per_party)
    places = decimal_places(occ.digits)
    quantum = Decimal(1).scaleb(-places)
    best: dict[Decimal, _Expr] = {}
    for e in expressions:
        if e.number <= 0:
            continue
        try:
            shown = e.number.quantize(quantum, rounding=ROUND_HALF_UP)
        except InvalidOperation:
            continue
        if shown != e.number and not (e.count or (len(e.uses) == 1 and "/" in e.text)):
            continue  # only a division rounds
        kept = best.get(shown)
        if kept is None or e.cost < kept.cost:
            best[shown] = e
    hit = best.get(target)
    if hit is None:
        return None
    if neighbour_as_cheap(best, target, places, hit.cost):
        return None  # the chance test: a neighbour reached as cheaply
    if short and not _short_hit(hit, far, best, target, places):
        return None
    if misread and _significant(occ.digits) >= MIN_DIGITS and any(
            all(operands[k].value != m.lstrip("-") for k in hit.uses) for m in misread):
        return None  # one digit off a carried number it does not take: the classic misread
    used: list[Operand] = [written_operand(operands[k]) for k in hit.uses]
    if hit.count:
        used.append(reading.counts[hit.count])
    return Derivation("in-order", f"{hit.text} = {occ.value}", tuple(used))
