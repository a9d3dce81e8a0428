"""The `stated-share` arithmetic rule (shares44): the input a stated share or loss leaves, got back
from the output the answer writes beside it.

Rules state what a process keeps of a quantity: `Pitting leaves 88% of the fresh weight`, `washing
leaves 62% of the greasy weight as clean wool`, `a 2% loss in the cans`. The answer then works back
from an output to the input it needs, in the unit both wear, and writes the quotient with the output
right before it on its line: `Clean wool: 30 × 2.4 = 72.0 kg; greasy 116.13 kg` (72.0 / 0.62). The
rate is never written, so no written equation holds it; a price on the input then follows
(`116.13 kg × 14.50 = 1,683.87 TMT`, `exact-step` at the quotient's exact value).

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `stated-share` | (rules: `washing leaves 62% of the greasy weight`) `72.0 kg; greasy 116.13 kg` | one of the `MAX_BASES` resolved numbers nearest before the value on its line, wearing the unit word the value wears (a measure: no currency amount), over r or 1 - r for a percent r the system prompt states (`MAX_SHARES`, none in a sentence naming a tax or a part taken off: `tax_names`; (mend44c) r where its sentence keeps it, `leaves`/`yields`/`as oil`, 1 - r where it loses it, `loses`/`loss`/`waste`, both where it writes neither: `share_sides`); exact or rounded half up to the value's places | a value in a measure's unit equal to a number its line writes before it in that unit over a stated share or one minus it |

Refused: (probe45) a base whose label (the words between the number before it on its line and it)
names another stated share's sentence and not this one's: the output of that other step (`Bottled:
125 kg; olives 694.44 kg`, 125 / 0.18 where the rules state `Bottling loses 4%` too, stays flagged;
`Bottled: 125 kg; oil before bottling 130.21 kg`, 125 / 0.96, passes); (mend44c, review44 D8) the side of a share its verb does not keep (`Pressing yields 18%`:
`120 kg; olives 146.34 kg`, 120 / 0.82, stays flagged); a value of fewer than `MIN_DIGITS` significant digits, a currency amount, one digit off a
carried number or a slip of the local step (`late_search_bounds`); a search (every base over every
share and one minus it) reaching a one-digit neighbour of the value (the chance test); a base in
another unit, a percent, or none before the value on its line.

Measured (shares44, with `exact-step`'s continued step): heldout42 apricot 16 -> 14 false flags,
heldout41 felt 15 -> 13, heldout26 apiary 15 -> 14; heldout30 and heldout40 unchanged; one-digit
mutations unchanged; `bench/long_run_chance.py --sizes 10,100,1000` unchanged (random, one-digit 0).
Left: a short reply with no step written (`284.09 kg.` for `fresh fruit behind it?`: 60 / (0.88 x
0.24), the dividend the question's), an input back two steps (`212 cases` x 5.448 kg / 0.985).
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Occurrence, Operand
from .computed.wide import first_reached, late_search_bounds, late_target
from .tax_names import PART_STEMS, TAX_STEMS, names_tax

__all__ = ["StatedShares", "MAX_SHARES", "MAX_BASES", "share_sides"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_BASES: Final = 2  # resolved numbers nearest before the value on its line
MAX_SHARES: Final = 6  # stated percents tried
MAX_TEXT_CHARS: Final = 20_000  # of the system prompt read for percents
MAX_LINE_CHARS: Final = 300  # of the value's line before it read for bases
LOOKBACK: Final = 12  # occurrences before the value scanned for bases

# a percent the rules state: `88%`, `62 %`, `1.5%` (no digit, point or comma glued before it)
_PERCENT: Final = re.compile(r"(?<![0-9.,])([0-9]{1,2}(?:\.[0-9]{1,2})?)[ \u00a0]?%")
_SENTENCE_END: Final = re.compile(r"[.;!?](?![0-9])|\n")
_WORD: Final = re.compile(r"[^\W\d_]+")
# the unit word right after a number (`72.0 kg`, `**116.13 kg**`, `4,734.85 л`)
_UNIT_AFTER: Final = re.compile(r"\A[*_]{0,2}[ \t\u00a0]?([^\W\d_]{1,6})(?![^\W\d_])")

# a share: its fraction, as shown, where it is stated, (mend44c) which of r and 1 - r its verb keeps,
# and (probe45) the words of its sentence (`_stems`)
Share = tuple[Decimal, str, str, tuple[bool, bool], frozenset[str]]
STEM_CHARS: Final = 5  # (probe45) letters two words share at their start to name the same step (`bottled`, `bottling`)

# (mend44c, review44 D8) the verbs of a clause that states what a step keeps (`leaves 62%`, `yields
# 18% ... as oil`: r) and the words of one that states what it loses (`loses 4%`, `a 2% loss`: 1 - r)
KEEP_WORDS: Final = frozenset({"leave", "leaves", "left", "yield", "yields", "give", "gives", "keep", "keeps", "kept",
                               "retain", "retains", "make", "makes"})
LOSS_WORDS: Final = frozenset({"lose", "loses", "lost", "loss", "losses", "waste", "wastes", "wasted", "shrink", "shrinks",
                               "shrinkage", "evaporate", "evaporates", "evaporation"})


def share_sides(text: str) -> tuple[bool, bool]:
    """(mend44c, review44 D8) Which of a stated percent r and 1 - r the clause `text` makes the share
    a step keeps: r for a keeping verb (`leaves`, `yields`, `gives`, `keeps`; `as oil` with no loss
    word), 1 - r for a loss (`loses`, `loss`, `waste`, `shrinks`); both where it writes neither or both."""
    words = {w.lower() for w in _WORD.findall(text)}
    keep = not words.isdisjoint(KEEP_WORDS)
    loss = not words.isdisjoint(LOSS_WORDS)
    if loss and not keep:
        return (False, True)
    if keep and not loss or not loss and "as" in words:
        return (True, False)
    return (True, True)


def _stems(text: str) -> frozenset[str]:
    """The lower-case words of `text`, a plural `s` off (as `tax_names` compares its stems)."""
    out = set()
    for w in _WORD.findall(text.lower()):
        out.add(w)
        if len(w) > 3 and w.endswith("s"):
            out.add(w[:-1])
    return frozenset(out)


def _label(text: str) -> frozenset[str]:
    """(probe45) The words labelling a base: those written between the number before it on its line
    (or the line's start) and it (`Bottled: ` of `Bottled: 125 kg`), lower case, a plural `s` off, of
    `STEM_CHARS` letters or more (a short word, `the`, `for`, names no step)."""
    return frozenset(w for w in _stems(text) if len(w) >= STEM_CHARS)


def _names(word: str, words: frozenset[str]) -> bool:
    """(probe45) Whether `word` names a word of `words`: the same, or both of `STEM_CHARS` letters or
    more sharing their first `STEM_CHARS` (`bottled` and `bottling`)."""
    return word in words or any(len(w) >= STEM_CHARS and w[:STEM_CHARS] == word[:STEM_CHARS] for w in words)


def _sentence(text: str, start: int, end: int) -> str:
    before = max((m.end() for m in _SENTENCE_END.finditer(text, max(0, start - 200), start)), default=max(0, start - 200))
    after = _SENTENCE_END.search(text, end, end + 200)
    return text[before:after.start() if after else min(len(text), end + 200)]


def unit_after(text: str, end: int) -> str:
    """The unit word written right after a number ending at `end`, lower case; "" for none."""
    m = _UNIT_AFTER.match(text[end:end + 12])
    return m.group(1).lower() if m else ""


class StatedShares:
    """The percents a system prompt states as shares or losses of a quantity, the first `MAX_SHARES`."""

    __slots__ = ("shares",)

    def __init__(self) -> None:
        self.shares: list[Share] = []

    def add_system_text(self, text: str) -> None:
        """A system prompt's percents, but those of a sentence that names a tax or a part taken off
        (`VAT 15%`, `8% off`, `a 40% deposit`): a share of an amount of money is no process's yield."""
        text = text[:MAX_TEXT_CHARS]
        for m in _PERCENT.finditer(text):
            if len(self.shares) >= MAX_SHARES:
                return
            sentence = _sentence(text, m.start(), m.end())
            words = _stems(sentence)
            if not words.isdisjoint(TAX_STEMS) or not words.isdisjoint(PART_STEMS) or names_tax(sentence):
                continue
            number = Decimal(m.group(1))
            if not Decimal(0) < number < 100:
                continue
            fraction = (number / 100).normalize()
            if all(fraction != s[0] for s in self.shares):
                self.shares.append((fraction, m.group(0).strip(), "the system prompt states it", share_sides(sentence), words))

    def _skips(self, label: frozenset[str], words: frozenset[str]) -> bool:
        """(probe45) Whether a base labelled `label` is the output of another stated step than the share
        whose sentence writes `words`: a word of the label names another share's sentence and not this
        one's (`Bottled: 125 kg` under `Bottling loses 4%`, taken back through `Pressing yields 18%`)."""
        for word in label:
            if _names(word, words):
                continue
            if any(_names(word, other[4]) for other in self.shares if other[4] is not words):
                return True
        return False

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
        """The value as a base its line writes before it over a stated share (the module docstring), or None."""
        if not self.shares:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None or occ.amount or occ.per_unit:
            return None
        text = reading.text
        unit = unit_after(text, occ.end)
        if not unit:
            return None
        line_start = max(text.rfind("\n", 0, occ.start) + 1, occ.start - MAX_LINE_CHARS)
        bases: list[tuple[Decimal, Operand, frozenset[str]]] = []
        for o in reversed(reading.occurrences[max(0, i - LOOKBACK):i]):
            if o.start < line_start or len(bases) >= MAX_BASES:
                break
            if "%" in text[o.end:o.end + 2]:
                continue
            if (o.value in known or o in computed_here) and o.number > 0 and not o.amount \
                    and unit_after(text, o.end) == unit and all(o.number != b for b, _, _ in bases):
                before = max([line_start] + [p.end for p in reading.occurrences[max(0, i - LOOKBACK):i] if p.end <= o.start])
                bases.append((o.number, written_operand(o), _label(text[before:o.start])))
        if not bases:
            return None
        bounds = late_search_bounds(reading, i, known, computed_here)
        if bounds is None:
            return None
        quantum, near = bounds
        # each try tells the base, the divisor as the expression writes it (`0.62`, `(1 - 0.12)`: a
        # form `exact_steps.exact_value` evaluates) and the stated percent with where it is stated
        tries: list[tuple[Decimal | None, tuple[Operand, str, str, str] | None]] = []
        for fraction, shown, where, (direct, complement), words in self.shares:
            sides = ([(fraction, str(fraction))] if direct else []) + ([(1 - fraction, f"(1 - {fraction})")] if complement else [])
            for kept, divisor in sides:
                for base, operand, label in bases:
                    if self._skips(label, words):
                        continue
                    tries.append((base / kept, (operand, divisor, shown, where)))
        told = first_reached(tries, occ.number, quantum, near)
        if told is None:
            return None
        operand, divisor, shown, where = told
        return Derivation("stated-share", f"{operand.value} / {divisor} = {occ.value}",
                          (operand, Operand(shown, "result", where)))
