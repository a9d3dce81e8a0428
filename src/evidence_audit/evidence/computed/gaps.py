"""The rules for gaps the answer names: a gap written before the number it is measured against
(`compared`), to a thing named, to a comparison written, between table rows, and shifted ranges (`range`)."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from decimal import Decimal
from typing import Final

from ..layout import sentence_start
from ..normalize import normalize_token
from .values import Operand, Occurrence, to_the_cent
from .cues import _GAP_TO_NAMED, _NAME_THEN_NUMBER, _WRITTEN_NUMBER
from .reading import AnswerReading, _either_gap, _near_sentence, sentence_end, written_operand
from .tables import _lead_number, _table_before


def _range_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """An end of a range (`$55.00-$75.00`) whose two ends are the two ends of a range written
    before it (`$10-$30`, both resolved) plus or minus one resolved amount written before it
    (`$45.00`), the same amount for both ends. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    # (round 26) the numbers of its token by bisection (occurrences are in text order), not every
    # number of the answer per value tried (ledger25: 11.2x the work for 4x the answer)
    ends = occurrences[bisect_left(reading.starts, occ.start) : bisect_right(reading.starts, occ.start)]
    if len(ends) != 2:
        return None
    low, high = ends
    ranges: list[tuple[Occurrence, Occurrence]] = []
    singles: list[Occurrence] = []
    k = 0
    before = [o for o in occurrences if o.end <= occ.start]
    while k < len(before):
        o = before[k]
        if k + 1 < len(before) and before[k + 1].start == o.start:
            whole = normalize_token(reading.text[o.start : o.end])  # a range resolved whole: `10-$30`
            if (o.value in known and before[k + 1].value in known) or whole in known:
                ranges.append((o, before[k + 1]))
            k += 2
            continue
        if o.value in known and o.amount == occ.amount:
            singles.append(o)
        k += 1
    for r_low, r_high in ranges[-2:]:
        for a in singles[-3:]:
            for sign in (1, -1):
                if a.number + sign * r_low.number == low.number and a.number + sign * r_high.number == high.number:
                    mine, theirs = (low, r_low) if occ.at == low.at else (high, r_high)
                    op = "+" if sign > 0 else "-"
                    return f"{a.value} {op} {theirs.value}", (
                        written_operand(a),
                        written_operand(theirs))
    return None


# A gap to a number written after it: `112.7 ms over the 300 ms SLO`, `$40 below the $500 limit`;
# (piano34) the number named by a possessive before it: `EUR 14.40 more than the estimate's 484.10`.
_COMPARED: Final = re.compile(
    r"(?:\*\*)?(?:[ \t]?[A-Za-z%]{1,10}){0,2}?(?:\*\*)?[ \t]+(?:over|above|under|below|beyond|(?:more|less|higher|lower|greater|fewer)[ \t]+than|short[ \t]+of)(?:\*\*)?"
    r"(?:[ \t]+(?:the|a|an|our|your|its|their|target|limit|budget|threshold|[A-Za-z]{2,20}['\u2019]s))*[ \t]+[$\u20ac\u00a3]?(?=[0-9])",
    re.IGNORECASE,
)


def _compared_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A gap written before the number it is measured against (`**412.7 ms** ..., which is **112.7
    ms over** the 300 ms SLO target`): that number (resolved, right after a comparison word) and one
    of the last two resolved numbers written before the value in its sentence or the one before, on
    its line: their difference, exact. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    m = _COMPARED.match(text, occ.end)
    if m is None or i + 1 >= len(occurrences) or occurrences[i + 1].at != m.end():
        return None
    against = occurrences[i + 1]
    if not (against.value in known or against.value not in reading.pending):
        return None
    if occ.amount != against.amount and not (to_the_cent(occ) and to_the_cent(against)):
        return None  # (piano34) unless both are written to the cent (`EUR 14.40 more than the estimate's 484.10`)
    start = sentence_start(text, occ.start)
    if start > 0 and text[start - 1] != "\n":
        start = sentence_start(text, max(start - 2, 0))
    recent = [o for o in occurrences[:i] if o.start >= start and o.value in known and o.amount == occ.amount][-2:]
    for o in reversed(recent):
        gap = _either_gap(o, against, occ.number)
        if gap is not None:
            return gap
    return None
NAMED_GAP_SPAN: Final = 3  # distinct resolved numbers before a gap to a named thing that `_named_gap` pairs


def _named_gap(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A gap to something the answer names rather than writes (`The price is just above both moving
    averages (about $0.25 above the 5-day and $0.75 above the 20-day)` after `$150.75`, `$150.50`,
    `$150.00`; `would cost $35.00 more per month than what you pay now`): a difference of two of the last NAMED_GAP_SPAN distinct resolved numbers of its kind
    written before it (not computed here), exact. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    if occ.number <= 0 or _GAP_TO_NAMED.match(text, occ.end) is None:
        return None
    recent: list[Occurrence] = []
    for o in reversed(occurrences[:i]):
        if o.value in known and o.value not in reading.derived and o.amount == occ.amount \
                and all(r.value != o.value for r in recent):
            recent.append(o)
            if len(recent) >= NAMED_GAP_SPAN:
                break
    for a in range(len(recent)):
        for b in range(len(recent)):
            left, right = recent[a], recent[b]
            if a != b and left.number - right.number == occ.number:
                return f"{left.value} - {right.value}", (
                    written_operand(left),
                    written_operand(right))
    return None
# The words of a name that name no thing: `the red one`, `your silver version`.
_NAME_FILLER: Final = frozenset(("one", "ones", "version", "option", "item", "model", "variant", "price", "cost"))
MAX_NAME_GAP: Final = 48  # characters from a name to the amount written right after it
# A comparison of two numbers the answer writes (`$400 is under your 2,000 limit`): a later gap to
# what it names (`$1,600 of headroom under your threshold`) may be their difference.
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_WRITTEN_COMPARISON: Final = re.compile(
    r"(?:\*\*)?[ \t]++(?:is|are|was|were|comes[ \t]+to|stays)?[ \t]*+(?:well[ \t]+|still[ \t]+|just[ \t]+)?"
    r"(?:under|below|over|above|within|exceeds|(?:less|more|lower|higher)[ \t]+than)"
    r"(?:[ \t]+(?:the|your|its|their|our|a|an))?[ \t]+[$\u20ac\u00a3]?(?=[0-9])",
    re.IGNORECASE,
)
WRITTEN_COMPARISONS: Final = 2  # the last comparisons written before a gap that it may measure
# A gap said with a comparison word right after it, the other end left unsaid (`**Standard** costs
# **$15.00 more** per month`): under a table, measured between the row its sentence names and another.
_GAP_WORD_AFTER: Final = re.compile(
    r"(?:\*\*)?[ \t]+(?:\*\*)?(?:more|less|cheaper|extra|higher|lower|pricier|dearer)(?![A-Za-z])", re.IGNORECASE,
)
_ROW_NAME_NOISE: Final = re.compile(r"\([^()]*\)|[*_`]")


def _name_words(name: str) -> list[str]:
    """The words of a name that say which thing it is (`the red one` -> `red`)."""
    return [w for w in name.lower().split() if w not in _NAME_FILLER and len(w) >= 2]


def _named_amount(text: str, name: list[str], floor: int, ceiling: int) -> list[tuple[int, str]]:
    """Where `text` (between floor and ceiling) writes the name's words and, right after them
    (within MAX_NAME_GAP characters, no digit between, on one line), a number: its offset, as written."""
    if not name:
        return []
    pattern = re.compile(r"(?<![A-Za-z])" + r"[^A-Za-z0-9\n]{1,4}".join(re.escape(w) for w in name) + r"(?![A-Za-z])", re.IGNORECASE)
    out: list[tuple[int, str]] = []
    for m in pattern.finditer(text, floor, ceiling):
        k = m.end()
        stop = min(k + MAX_NAME_GAP, ceiling)
        while k < stop and not text[k].isdigit() and text[k] != "\n":
            k += 1
        if k < stop and text[k].isdigit():
            n = _WRITTEN_NUMBER.match(text, k)
            if n is not None:
                out.append((k, n.group(0).replace(",", "")))
    return out


def _gap_pairs(
    reading: AnswerReading, i: int, against: Sequence[tuple[Decimal, str, Operand]], known: set[str]
) -> tuple[str, tuple[Operand, ...]] | None:
    """The value as `x - y`, x one of `against` and y one of the last two resolved numbers of its
    kind written before it in its sentence (or the one before, on its line), or the reverse: exact."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    floor = _near_sentence(reading.text, occ)
    recent = [o for o in occurrences[:i] if o.start >= floor and o.value in known and o.amount == occ.amount
              and o.value != occ.value][-2:]
    for number, value, operand in against:
        for o in reversed(recent):
            if o.number == number:
                continue
            mine = written_operand(o)
            if o.number - number == occ.number:
                return f"{o.value} - {value}", (mine, operand)
            if number - o.number == occ.number:
                return f"{value} - {o.value}", (operand, mine)
    return None


def _gap_to_named_number(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A gap to a thing named, then its amount written right after the name (`which is $0.82 less
    than your silver one ($154.07)`): that amount less one of the last two resolved amounts of its
    sentence, or the reverse, exact. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    m = _GAP_TO_NAMED.match(text, occ.end)
    if m is None or occ.number <= 0 or i + 1 >= len(occurrences):
        return None
    against = occurrences[i + 1]
    if against.at - m.end() > MAX_NAME_GAP or against.value not in known or against.amount != occ.amount:
        return None
    named = _NAME_THEN_NUMBER.fullmatch(text, m.end(), against.at)
    if named is None or not _name_words(named.group(1)):
        return None
    return _gap_pairs(reading, i, ((against.number, against.value, written_operand(against)),), known)


def _gap_to_written_comparison(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A gap to a thing named (`$1,600 of headroom under your threshold`) that is the difference of
    a comparison the answer wrote before it (`$400 is under your 2,000 limit`: both resolved, of
    either kind), one of the last WRITTEN_COMPARISONS, exact. Returns (expression, operands)."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    if occ.number <= 0 or _GAP_TO_NAMED.match(text, occ.end) is None:
        return None
    pairs: list[tuple[Occurrence, Occurrence]] = []
    for k in range(i - 2, -1, -1):
        a, b = occurrences[k], occurrences[k + 1]
        if a.value in known and b.value in known and a.value != b.value:
            m = _WRITTEN_COMPARISON.match(text, a.end)
            if m is not None and m.end() == b.at:
                pairs.append((a, b))
                if len(pairs) >= WRITTEN_COMPARISONS:
                    break
    for a, b in pairs:
        gap = _either_gap(b, a, occ.number)
        if gap is not None:
            return gap
    return None


# Words by which a sentence says a number is a gap between two others: `difference`, `save`, `cheaper`.
_GAP_CUE: Final = re.compile(
    r"\b(?:difference|differ|differs|save|saves|saving|savings|cheaper|dearer|pricier|more|less|higher|lower|extra|"
    r"gap|apart|between|spread|margin)\b",
    re.IGNORECASE,
)


def _gap_of_the_next_two(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A gap written before its two ends (`You'd save $0.82: the black is $153.25 and the silver
    $154.07`; `A difference of $0.82 ($154.07 vs $153.25)`): the next two numbers after it, in its
    sentence, both resolved and of its kind, their difference (either order), exact, where the
    sentence says it is a gap (`difference`, `save`, `cheaper`, `more` ...). Returns (expression, operands)."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    if occ.number <= 0 or i + 2 >= len(occurrences):
        return None
    x, y = occurrences[i + 1], occurrences[i + 2]
    end = sentence_end(text, occ.start)  # (from its start: a token may hold the full stop after it)
    if y.end > end or x.start == occ.start or x.start == y.start or x.number == y.number:
        return None
    if not all(o.value in known and o.amount == occ.amount for o in (x, y)):
        return None
    if _GAP_CUE.search(text, sentence_start(text, occ.start), x.start) is None:
        return None
    return _either_gap(x, y, occ.number)


def _gap_between_rows(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A gap said with a comparison word right after it, under a table (`**Standard** costs **$15.00
    more** per month` under `| Standard | 10 GB | $45.00 |` and `| Basic | 5 GB | $30.00 |`): the
    cell of the row its sentence names less another row's cell of that column, or the reverse,
    exact. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    if occ.number <= 0 or _GAP_WORD_AFTER.match(text, occ.end) is None:
        return None
    table = _table_before(reading, occ)
    if table < 0:
        return None
    layout = reading.layout
    sentence = text[sentence_start(text, occ.start) : occ.start].lower()
    rows = layout.rows(table)
    named: list[int] = []
    for row in range(rows):
        first = layout.span(table, row, 0)
        if first is None:
            continue
        name = " ".join(_ROW_NAME_NOISE.sub(" ", text[first[0] : first[1]]).lower().split())
        if len(name) >= 2 and not any(c.isdigit() for c in name) \
                and re.search(r"(?<![a-z])" + re.escape(name) + r"(?![a-z])", sentence):
            named.append(row)
    if len(named) != 1:
        return None
    for column in range(1, layout.columns(table)):
        span = layout.span(table, named[0], column)
        mine = _lead_number(reading, span, known) if span is not None else None
        if mine is None or mine.amount != occ.amount or mine.value not in known:
            continue
        for row in range(rows):
            other_span = layout.span(table, row, column)
            other = _lead_number(reading, other_span, known) if row != named[0] and other_span is not None else None
            if other is None or other.value not in known:
                continue
            gap = _either_gap(mine, other, occ.number)
            if gap is not None:
                return gap
    return None
