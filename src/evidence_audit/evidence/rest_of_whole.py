"""What is left of a whole its sentence writes (round 18): `With your 500 euros, Good Night's
minimum leaves 260 euros` after `from 240.0 a night`; `Paid from your $500 certificate, **$241**
would remain on HAT1203` after `**HAT1203** at 6:55am: $259`.

People say a remainder with the whole beside it and the part taken said just before: the part is
the number the sentence before ends with (the price the answer just quoted), or the amount of the
line that names the thing the value's clause names (`on HAT1203`, `for Good Night`). The `pair`
rule takes the last two numbers of the value's sentence only; this reads, where a word says the
value is what is left (`leaves`, `left`, `remaining`, before it in its sentence or right after
it: `$241 would remain`), or (round 19) where a percentage is taken of it right after a part its
sentence writes (a claim split in order: `deductible $3,200, then 30% of $14,800`, `$3,200 + 30% ×
$2,800`, the whole the person's `$18,000 surgery`):

- the whole: a resolved number written in the value's sentence before it (the last two), or one of
  the last two amounts the person stated (`a total budget of 500 euros` ... `Montmartre Suites
  starts at 110.0, leaving 390 euros`);
- the part: another number of its sentence (the last two), the last resolved number of the
  sentence before (on its line or the line above), or the last resolved amount of an earlier line
  of the answer that writes the name the value's clause names right after it (`would remain on
  HAT1203`);

and takes the whole less the part, exact. Refused when another whole and part of the same pool
reach a one-digit neighbour of the value (the chance test), or when the value is one of the
pool's own numbers. Its price: an invented remainder equal to such a difference. Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from typing import Final, NamedTuple

from .decimal_text import one_digit_apart, percent_at
from .layout import sentence_start

__all__ = ["Number", "rest_of_whole"]

# Words that say a value is what is left of a whole.
_REST_CUE: Final = re.compile(r"\b(?:leave|leaves|leaving|left|remain|remains|remaining|still have|rest|to go)\b", re.IGNORECASE)
# The words right after the value, to the next number or the clause's end (`**$241** would remain on HAT1203`).
_TAIL: Final = re.compile(r"(?:[^,;.\n$\u20ac\u00a3]|\.(?=[0-9A-Za-z]))*")
MAX_TAIL: Final = 40  # characters after the value read for its cue and the name
# The thing the clause names right after its cue: `on HAT1203`, `for Good Night`.
_NAMED: Final = re.compile(r"\b(?:on|for|with|after|at)[ \t]+(?:the[ \t]+)?\**([A-Z][A-Za-z0-9'\-]*(?:[ \t]+[A-Z][A-Za-z0-9'\-]*)?)")
# Round 19: a percentage taken of the value (`deductible $3,200, then 30% of $14,800`, `$3,200 + 30%
# × $2,800`): a claim split in order takes its coinsurance of what the deductible leaves.
_PERCENT_OF: Final = re.compile(r"[0-9](?:[ \t]?%|[ \t]+percent)[ \t]*(?:of|×|x|\*)[ \t]*(?:the[ \t]+rest[ \t,:]*)?[$\u20ac\u00a3]?\**$")
MAX_PERCENT_OF: Final = 32  # characters before the value read for it
MAX_WHOLES: Final = 2  # resolved numbers of its sentence, the latest, that may be the whole
MAX_SAID: Final = 2  # amounts the person stated, the latest, that may be the whole
MAX_RECORD: Final = 8  # numbers of the records its line names, wholes and parts (round 19)
MAX_NAME_LINES: Final = 12  # earlier lines read for the name's amount


class Number(NamedTuple):
    """A number of the answer as the rule reads it."""

    start: int
    end: int
    number: Decimal
    value: str
    amount: bool
    resolved: bool  # grounded or said (not computed in this answer: a remainder is no whole nor part)
    known: bool = False  # resolved, or computed before it in this answer (a part of `rest_of_asked`)
    widened: bool = False  # (round 19) of the person's last text, an earlier difference's whole or a named record


def rest_of_whole(text: str, numbers: Sequence[Number], i: int,
                  said: Sequence[Number] = (), asked: Sequence[Number] = (),
                  taken_from: Sequence[Number] = (), record: Sequence[Number] = ()) -> tuple[Number, Number] | None:
    """(whole, part) whose difference is the value `numbers[i]` (the module's docstring), or None.
    `said`: the amounts the person stated, as numbers at offset -1; `asked`: the numbers of the
    person's last text (`rest_of_asked`, tried where no word says the value is left); `taken_from`:
    the wholes of the last differences this answer computed before the value (round 19: `- Your
    husband: $410.00, $1,090.00 to go` then `- Your daughter: $355.00, $1,145.00 to go`, both of the
    $1,500.00 written lines above); `record`: the numbers of the records its line names by their
    identifier, wholes and parts both (round 19: `Promo CR-PROMO-1931: $187.52 left` of its
    `granted` 500.0 and `used` 312.48)."""
    value = numbers[i]
    if value.number <= 0:
        return None
    floor = sentence_start(text, value.start)
    tail = _TAIL.match(text, value.end, min(len(text), value.end + MAX_TAIL))
    after = tail.group(0) if tail is not None else ""
    said_left = bool(_REST_CUE.search(text, floor, value.start) or _REST_CUE.search(after))
    if not (said_left or _PERCENT_OF.search(text, max(floor, value.start - MAX_PERCENT_OF), value.start)):
        return rest_of_asked(text, numbers, i, asked)
    here = [n for n in numbers[:i] if n.start >= floor and n.resolved and n.number > 0]
    # (the person's amounts: a budget they stated, `a total budget of 500 euros`)
    wholes = here[-MAX_WHOLES:] + [n for n in said[-MAX_SAID:] if n.amount == value.amount] + list(taken_from[-MAX_WHOLES:])
    wholes += record[:MAX_RECORD]
    if not wholes:
        return None
    parts: list[Number] = list(here[-MAX_WHOLES:]) + list(record[:MAX_RECORD])
    # the last resolved number of the sentence before, on its line or the line above (blank lines skipped)
    above = floor
    while above > 0 and not text[text.rfind("\n", 0, above - 1) + 1 : above].strip():
        above = text.rfind("\n", 0, above - 1) + 1  # (a blank line: the one before it)
    above = text.rfind("\n", 0, max(0, above - 1))
    before = [n for n in numbers[:i] if n.start < floor and n.start > above and n.resolved and n.number > 0]
    if before:
        parts.append(before[-1])
    # the amount of the line that names the thing the clause names (`would remain on HAT1203`)
    named = _NAMED.search(after) or _NAMED.search(text, floor, value.start)
    if named is not None:
        name = named.group(1).strip()
        line_end = text.rfind("\n", 0, floor)
        for _ in range(MAX_NAME_LINES):
            if line_end < 0:
                break
            line_start = text.rfind("\n", 0, line_end) + 1
            if re.search(r"(?<![A-Za-z0-9])" + re.escape(name) + r"(?![A-Za-z0-9])", text[line_start:line_end]):
                on_line = [n for n in numbers[:i] if line_start <= n.start < line_end and n.resolved
                           and n.amount == value.amount and n.number > 0]
                if on_line:
                    parts.append(on_line[-1])
                break
            line_end = line_start - 1
    hit: tuple[Number, Number] | None = None
    for whole in wholes:
        for part in parts:
            if part is whole or part.number >= whole.number:
                continue
            rest = whole.number - part.number
            if rest == value.number:
                hit = hit or (whole, part)
            elif one_digit_apart(rest, value.number):
                return None  # the chance test: a neighbour reached as cheaply
    if hit is None or any(n.number == value.number for n in here):
        return None
    if not said_left:  # (round 19) a percentage taken of it is the only cue: a widened reading
        return hit[0]._replace(widened=True), hit[1]
    return hit


def rest_of_asked(text: str, numbers: Sequence[Number], i: int, asked: Sequence[Number]) -> tuple[Number, Number] | None:
    """(round 19) What is left of a number the person's last text states once the answer's last
    number is taken off, where no word says so: `I expect a knee surgery, about $18,000 allowed`
    then `deductible $3,200, then 30% of $14,800`; `If my son has a $2,000 procedure?` then
    `Deductible: $735.00` ... `25% of $1,265.00`. People work through the case the question puts:
    its amount, less the first step the answer takes from it.

    The part is the last resolved number written before the value (in its sentence, or the line
    before where its own line writes none before it), an amount for an amount; the whole, one of the last text's numbers
    (`asked`, at most 4, 10 or more, not a year) larger than the value, an amount or a plain
    number (`december bill will be about 260`). Exact. Refused when another whole
    less the part, or a whole less the number before the part, reaches a one-digit neighbour of
    the value (the chance test), or the value is one digit off a carried number it does not take
    (`narrow.py`, for the round-19 pools: `Number.widened`), or when the value is one of the person's numbers. Its price: an
    invented value equal to the person's number less the step just written."""
    value = numbers[i]
    if not asked or any(a.number == value.number for a in asked):
        return None
    line_start = text.rfind("\n", 0, value.start) + 1
    floor = sentence_start(text, value.start)
    before = [n for n in numbers[:i] if (n.resolved or n.known) and n.number > 0 and n.number != value.number
              and not percent_at(text, n.end, spaced=True)]  # (a percent is no part)
    if not before:
        return None
    part = before[-1]
    if value.amount and not part.amount:
        return None  # a plain number is no part of an amount where no word says it is a rest (round 8)
    # in its sentence, or on the line before where its own line writes nothing before it
    above = text.rfind("\n", 0, max(0, line_start - 1)) + 1
    if part.start < min(floor, line_start) and not (part.start >= above and not any(
            n.start >= line_start for n in before)):
        return None
    wholes = [a for a in asked if a.number > value.number]
    parts = before[-2:]
    hit: tuple[Number, Number] | None = None
    for whole in wholes:
        for p in parts:
            reached = whole.number - p.number
            if reached == value.number and p is part:
                hit = hit or (whole, part)
            elif one_digit_apart(reached, value.number):
                return None  # the chance test: a neighbour reached as cheaply
    return hit
