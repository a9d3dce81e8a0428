"""`policy-chain`: a price taken through the steps a policy states, the ones the value's words name (round 17).

A carrier's or a shop's policy states once how a price becomes a bill: `a $5.00 credit per line`,
`15% off plan charges`, `taxed at 6.35% after credits and discounts`, `a regulatory recovery fee
of $1.85 per line, not taxed`. An answer then prices a plan in one cell, `| Flex 20GB | 20 GB |
$55.02 |` under a header `Monthly (autopay, tax, fee)`: (55 - 5) x 1.0635 + 1.85, from the plan's
carried price, with no step written. No narrow rule sees an operand; `keyed` and `rate-step` take
one step, not four.

The steps (`PolicySteps`, read from the system prompt): each amount (`$5.00`) and percent (`6.35%`)
with the words that name it (the 3 content words before it in its sentence and the first after,
stemmed as `keyed` stems). A step's sign is its words': a credit, discount, rebate or `off` takes
away (an amount subtracted, a percent as x (1 - p)); anything else adds (a fee, a tax: + amount,
x (1 + p)). Applied in the order bills apply them: amounts taken away, then percents off, then
percents added, then amounts added; a writer who names fewer steps skips the others.

A step applies only where the value's words name it: a word of its label (`autopay`, `tax`,
`fee`; not a generic one, `line`, `plan`, `charge`, nor one most steps' labels share) is a word of
the value's sentence, or of its table's header line. The base: a number of a record the value's line
names by its name (`Flex 20GB` -> the plan's `price_per_month`; `switch_gaps.NamedRecords`), or
one of the last `MAX_WRITTEN` resolved numbers written before it in its sentence. At least one step.

Refused when any chain of the same steps (a subset, in order) from any of the same bases reaches a
one-digit neighbour of the value (the chance test: a mutant of a value it excuses is refused), or
the value is one digit off a carried number, or a slip of the local step. Rounded half up to the
value's places (or as a float prints a tie). Its price: an invented amount equal to a named
record's number taken through named policy steps, with no neighbour so reached.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from itertools import combinations
from typing import Final, NamedTuple

from .decimal_text import printed
from .expressions import rounded_reach
from .keyed_operands import _WORD, _content, stem
from .layout import sentence_start
from .computed.reading import AnswerReading, sentence_end, written_operand, neighbours
from .computed.values import Derivation, Operand, Occurrence, decimal_places
from .computed.wide import late_target, late_try_refused
from .switch_gaps import NamedRecords

__all__ = ["PolicySteps", "explain_policy_chain"]

MAX_STEPS: Final = 8  # steps kept from a policy (the first)
MAX_WRITTEN: Final = 2  # resolved numbers written before the value in its sentence that are bases
MAX_BASES: Final = 12  # bases tried
MIN_DIGITS: Final = 3  # significant digits a value needs
MAX_TEXT: Final = 20_000  # characters of a policy read
LABEL_WORDS: Final = 3

_AMOUNT: Final = re.compile(r"(?:\$|USD[ \t]?|€|£)([0-9]{1,4}(?:\.[0-9]{1,2})?)(?![0-9%])")
_PERCENT: Final = re.compile(r"(?<![0-9.,+\u2212-])([0-9]{1,2}(?:\.[0-9]{1,4})?)[ \t]?(?:%|percent\b)")
_TAKES_AWAY: Final = frozenset(("credit", "discount", "rebate", "off", "waiver", "waive", "refund", "deduct", "saving"))
_GENERIC: Final = frozenset(("line", "plan", "charge", "get", "more", "month", "account", "per", "after", "before", "every",
                             "all", "each", "cycle", "bill"))


class _Step(NamedTuple):
    number: Decimal  # an amount, or a percent as a fraction
    percent: bool
    away: bool  # takes away (a credit, a discount) or adds (a fee, a tax)
    shown: str  # as the policy writes it (`$5.00`, `6.35%`)
    label: frozenset[str]


_SENTENCE_BREAK: Final = re.compile(r"\n|[.;!?] ")  # (fold34) compiled once, not per percent
_CLAUSE_END: Final = re.compile(r"[\n.,;:()]")


def _label(text: str, start: int, end: int) -> list[str]:
    before = _SENTENCE_BREAK.split(text[max(0, start - 60) : start])[-1]
    after = _CLAUSE_END.split(text[end : end + 24], maxsplit=1)[0]
    words = [w for w in _WORD.findall(before) if _content(w)][-LABEL_WORDS:]
    words += [w for w in _WORD.findall(after) if _content(w)][:1]
    return [stem(w) for w in words]


class PolicySteps:
    """The steps a run's system prompt states (read once, on first use)."""

    __slots__ = ("_unread", "_steps")

    def __init__(self) -> None:
        self._unread: list[str] = []
        self._steps: list[_Step] = []

    def add_policy(self, text: str) -> None:
        if "%" in text or "$" in text or "USD" in text or "€" in text or "£" in text:
            self._unread.append(text[:MAX_TEXT])

    def steps(self) -> list[_Step]:
        if self._unread:
            unread, self._unread = self._unread, []
            for text in unread:
                found: list[tuple[int, _Step]] = []
                for pattern, percent in ((_AMOUNT, False), (_PERCENT, True)):
                    for m in pattern.finditer(text):
                        try:
                            number = Decimal(m.group(1))
                        except InvalidOperation:
                            continue
                        if number <= 0 or (percent and number >= 100):
                            continue
                        words = _label(text, m.start(), m.end())
                        label = frozenset(words)
                        away = bool(label & _TAKES_AWAY)
                        value = (number / 100).normalize() if percent else number
                        found.append((m.start(), _Step(value, percent, away, m.group(0).strip(), label)))
                found.sort(key=lambda p: p[0])
                for _, step in found:
                    if len(self._steps) < MAX_STEPS and all(s.shown != step.shown for s in self._steps):
                        self._steps.append(step)
        return self._steps


def _distinct(steps: list[_Step]) -> list[frozenset[str]]:
    """Each step's words that name it: not a word every step's label shares (`line`, when every
    step is per line), nor a generic one (`line`, `plan`, `charge`, `get`)."""
    counts: dict[str, int] = {}
    for s in steps:
        for w in s.label:
            counts[w] = counts.get(w, 0) + 1
    half = max(2, (len(steps) + 1) // 2)
    return [frozenset(w for w in s.label if counts[w] <= half and w not in _GENERIC and len(w) > 2) for s in steps]


def _context(text: str, start: int, end: int) -> frozenset[str]:
    """The stems of the value's sentence and, in a table, of its header line."""
    floor = sentence_start(text, start)
    words = {stem(w) for w in _WORD.findall(text[floor : sentence_end(text, end)])}
    line_start = text.rfind("\n", 0, start) + 1
    if text[line_start:start].lstrip().startswith("|"):
        top = line_start
        while top > 0:
            prev = text.rfind("\n", 0, top - 1) + 1
            if not text[prev : top - 1].lstrip().startswith("|"):
                break
            top = prev
        header_end = text.find("\n", top)
        words |= {stem(w) for w in _WORD.findall(text[top : header_end if header_end >= 0 else len(text)])}
    return frozenset(words)


def _order(steps: list[_Step]) -> list[_Step]:
    """The order bills apply them: amounts away, percents away, percents added, amounts added."""
    rank = {(False, True): 0, (True, True): 1, (True, False): 2, (False, False): 3}
    return sorted(steps, key=lambda s: rank[(s.percent, s.away)])


def _apply(x: Decimal, chain: tuple[_Step, ...]) -> Decimal:
    for s in chain:
        if s.percent:
            x = x * (1 - s.number) if s.away else x * (1 + s.number)
        else:
            x = x - s.number if s.away else x + s.number
    return x


def _expression(base: str, chain: tuple[_Step, ...]) -> str:
    out = base
    for s in chain:
        if s.percent:
            factor = printed(1 - s.number) if s.away else printed(1 + s.number)
            out = f"({out}) x {factor}" if " " in out else f"{out} x {factor}"
        else:
            out = f"{out} {'-' if s.away else '+'} {printed(s.number)}"
    return out


def explain_policy_chain(policy: PolicySteps, records: NamedRecords, reading: AnswerReading, i: int, known: set[str],
                         computed_here: list[Occurrence]) -> Derivation | None:
    """The value as a named base through the policy steps its words name (the module's docstring), or None."""
    steps = policy.steps()
    if not steps:
        return None
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    occurrences = reading.occurrences
    target = occ.number
    text = reading.text
    context = _context(text, occ.start, occ.end)
    named = [s for s, words in zip(steps, _distinct(steps)) if words & context]
    if not named:
        return None
    if late_try_refused(reading, i, known, computed_here):
        return None
    bases: list[tuple[Decimal, Operand]] = []
    floor = sentence_start(text, occ.start)
    for o in reversed(occurrences[max(0, i - 24) : i]):
        if o.start < floor or len(bases) >= MAX_WRITTEN:
            break
        if o.number > 0 and (o.value in known or o in computed_here) and "%" not in text[o.end : o.end + 1]:
            bases.append((o.number, written_operand(o)))
    line_start = text.rfind("\n", 0, occ.start) + 1
    for number, where in records.named_on(text, line_start, occ.start):
        if len(bases) < MAX_BASES and number > 0 and all(number != b for b, _ in bases):
            bases.append((number, Operand(printed(number), "result", where)))
    if not bases:
        return None
    ordered = _order(named)
    places = decimal_places(occ.digits)
    near = set(neighbours(target, places))
    hit: Derivation | None = None
    for size in range(1, len(ordered) + 1):
        for chain in combinations(ordered, size):
            for number, operand in bases:
                reaches = rounded_reach(_apply(number, chain), places, target, near)
                if reaches is None:
                    return None  # the chance test: the same steps reach a neighbour (not a tie's other rounding)
                if hit is None and reaches:
                    hit = Derivation("policy-chain", f"{_expression(operand.value, chain)} = {occ.value}",
                                     (operand, *(Operand(s.shown, "result", "the system prompt") for s in chain)))
    return hit
