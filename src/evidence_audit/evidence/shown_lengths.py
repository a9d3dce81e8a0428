"""(glass39) The durations an answer shows for a step away from the value's own line text: the
cells of the value's table row under a column headed in hours or minutes, and the lead-in line of
the list or table holding the value, in the words of any language for the hour and with a decimal
point or comma.

`hour_steps.written_lengths` reads the durations the value's line writes before it (`36 hours of
fermentation later, at 09:20`) and its column header (`| Washing (+36 h) |`). People also set the
count out in a column of its own, one a row, and the clock it reaches in the next column:

    | Piece | kg | In | Hours | Out |
    | V-0308-1 | 1.6 | 8 Mar 18:40 | 20 | 9 Mar 14:40 |

or state it once, in the line that introduces the list, in their own language:

    Hər dərs 2,5 saatdır:
    - C-31, 12 mart 2027: 10:00–12:30

`row_lengths` reads the first shape: a cell before the value on its row that is a bare number
(`20`, `2.5`, `2,5`, bold marks allowed) under a header naming hours (`Hours`, `h`, `Saat`: the
words of `hour_cells.HOUR_WORDS`, a word of 4 letters or more also with a plural or case ending of
`_ENDINGS`, `hours`, `saatlar`, `Stunden`; not another word glued on: `Hourly`, `horario`, `Stundenlohn`) or minutes (`min`, `minutes`, `minuten`, `dəqiqə`). `lead_in_lengths` the second: the
nearest line before the value's line that is neither a list item, a table row nor blank, when it
ends with a colon (at most `MAX_LEAD_LINES` lines up): its numbers followed by such a word
(`2,5 saatdır`, `2.5 hours`, `90 minutes`).

They only widen what the answer is seen to write: `stated_shifts._shown_step` still takes a count
only when the system prompt states it too, and tries it from the one base written right before the
value, chance-tested; `hour_steps.shown_hour_step` lands a date only where the step lands on its
clock. Its price: an invented clock equal to the base before it moved by a count its row or lead-in
shows. Pure: no state.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from .hour_cells import HOUR_WORDS
from .hour_words import HOUR_WORDS as CLDR_HOURS
from .layout import Cell, Layout
from .minute_words import MINUTE_WORDS

__all__ = ["Tiers", "lead_in_lengths", "row_lengths", "tier_fits", "unit_minutes"]

# (mend39a, review39 D1) the bounds of the rules' tiered counts: minutes -> (low, high) of the thing's
# measure (`over 5 kg 40 hours`: 2400 -> (5, None)); None either way for no bound
Tiers = dict[int, tuple[Decimal | None, Decimal | None]]

MAX_LEAD_LINES: Final = 24  # lines walked up from the value to its lead-in
MAX_LEAD_CHARS: Final = 4_000  # characters walked up from the value to its lead-in
MAX_LINE: Final = 240  # characters of a lead-in line read (its end)
MAX_CELLS: Final = 12  # cells of the row before the value's read (the nearest)
MAX_MINUTES: Final = 96 * 60  # a count over four days is no step of a clock
# hour words that may take an ending (`hours`, `saatdır`, `Stunden`): 4 letters or more
# (bell40) and CLDR's words for an hour and a minute after a count in every language (`hour_words.py`,
# `minute_words.py`: `1 гадзіну 30 хвілін`, `2 órát`, `45 perc`)
_HOUR_WORDS: Final = HOUR_WORDS | CLDR_HOURS
_HOUR_STEMS: Final = tuple(sorted(w for w in _HOUR_WORDS if len(w) >= 4))
_MINUTE_WORDS: Final = frozenset({"min", "mins", "m\u0259q", "d\u0259q"}) | MINUTE_WORDS
_MINUTE_STEMS: Final = tuple(sorted({"minut", "d\u0259qiq"} | {w for w in MINUTE_WORDS if len(w) >= 4}))
# (mend39a, review39 D13) what may follow a stem in the same word: a plural or case ending of the
# languages read (`hours`, `Stunden`, `horas`, `saatlar`, `saatdır`, `minuty`, `minutos`, `dəqiqə`), no
# other word glued on (`Hourly`, `horario`, `Stundenlohn` name no count of hours)
_ENDINGS: Final = frozenset({
    "", "s", "es", "e", "n", "en", "ns", "a", "i", "y", "u", "o", "\u0131", "\u00fc", "\u0259", "os", "as", "er", "ar",
    "lar", "ler", "d\u0131r", "dir", "dur", "d\u00fcr", "t\u0131r", "tir", "tur", "t\u00fcr", "da", "de", "ta", "te",
    "in", "\u0131n", "un", "\u00fcn", "ie", "om", "ami", "ach", "\u00f3w", "ter", "\u0259si", "l\u0259r",
    # (bell40) the Cyrillic case endings (`гадзіну`, `хвіліну`, `часа`, `минутами`)
    "\u0430", "\u0443", "\u044b", "\u0456", "\u0438", "\u044e", "\u0435", "\u0430\u043c", "\u0430\u0445",
    "\u0430\u043c\u0456", "\u0430\u043c\u0438", "\u043e\u0439", "\u043e\u0432",
})
# (bell40) an hour's count and a minute's count written together, one duration (`1 гадзіну 30
# хвілін`, `2 Stunden und 15 Minuten`): blanks, a comma or one short joining word between
_JOINED: Final = re.compile(r"[ \t]*,?[ \t]*(?:[^\W\d_]{1,3}[ \t]+)?")
_WORD: Final = re.compile(r"[^\W\d_]+")
_BARE: Final = re.compile(r"[*_ \t]*([0-9]{1,3}(?:[.,][0-9]{1,2})?)[*_ \t]*")
_COUNTED: Final = re.compile(r"(?<![0-9.,])([0-9]{1,3}(?:[.,][0-9]{1,2})?)[ \t]*([^\W\d_]{1,20})")
_ITEM: Final = re.compile(r"[ \t]*(?:[-*+\u2022|]|[0-9]{1,2}[.)][ \t])")
_COLON_END: Final = re.compile(r":[*_ \t]*\Z")


def unit_minutes(word: str) -> int:
    """The minutes of one unit a word names: 60 for an hour's word (`hours`, `saat`, `saatdır`), 1
    for a minute's (`min`, `minutes`, `dəqiqə`), else 0; (mend39a) a stem only whole or with a plural
    or case ending (`_ENDINGS`): `Hourly`, `horario`, `Stundenlohn` are 0."""
    word = word.lower()
    if word in _HOUR_WORDS or _stem_and_ending(word, _HOUR_STEMS):
        return 60
    if word in _MINUTE_WORDS or _stem_and_ending(word, _MINUTE_STEMS):
        return 1
    return 0


def _stem_and_ending(word: str, stems: tuple[str, ...]) -> bool:
    """(mend39a) Whether `word` is one of `stems` plus an ending of `_ENDINGS` (`stunden`, not `stundenlohn`)."""
    return any(word.startswith(stem) and word[len(stem):] in _ENDINGS for stem in stems)


def _minutes(written: str, unit: int) -> int:
    minutes = Decimal(written.replace(",", ".")) * unit
    whole = int(minutes)
    return whole if whole == minutes and 0 < whole <= MAX_MINUTES else 0


def tier_fits(bound: tuple[Decimal | None, Decimal | None], numbers: list[Decimal]) -> bool:
    """(mend39a) Whether one of `numbers` is in a tier's bound (`under 2`: below 2; `2 to 5`: 2 to 5
    both kept; `over 5`: above 5); a bound of no number fits none."""
    low, high = bound
    if low is None and high is None:
        return False
    return any((low is None or (n > low if high is None else n >= low)) and (high is None or (n < high if low is None else n <= high))
               for n in numbers)


def row_lengths(answer: str, at: int, layout: Layout, tiers: Tiers | None = None) -> set[int]:
    """The minutes of the bare numbers of the row holding `at`, before its cell, under a header that
    names hours or minutes (`| Hours |` over `| 20 |`). (mend39a, review39 D1) A count of `tiers` (the
    rules state another count for the same step: `under 2 kg 12 hours, ... over 5 kg 40 hours`) only
    when a bare number of the row before the value, under a header of no time, is in its tier's bound
    (`| 6.2 | ... | 40 |`; not `| 1.4 | ... | 40 |`)."""
    cell = layout.cell(at)
    out: set[int] = set()
    if cell is None:
        return out
    counts: set[int] = set()
    numbers: list[Decimal] = []
    for column in range(max(0, cell.column - MAX_CELLS), cell.column):
        units = {unit_minutes(w) for w in _WORD.findall(layout.header(Cell(cell.table, cell.row, column)))} - {0}
        span = layout.span(cell.table, cell.row, column)
        if span is None:
            continue
        bare = _BARE.fullmatch(answer, span[0], span[1])
        if bare is None:
            continue
        if len(units) != 1:
            if not units:
                numbers.append(Decimal(bare.group(1).replace(",", ".")))
            continue
        minutes = _minutes(bare.group(1), units.pop())
        if minutes:
            counts.add(minutes)
    for minutes in counts:
        if not tiers or minutes not in tiers or tier_fits(tiers[minutes], numbers):
            out.add(minutes)
    return out


def lead_in_lengths(answer: str, at: int, tiers: Tiers | None = None) -> set[int]:
    """The minutes of the durations written in the lead-in line of the list or table holding `at`
    (`Hər dərs 2,5 saatdır:`): the nearest line above that is no item, row or blank, ending with a colon.
    (mend39a, review39 D1) No count of `tiers`: one count for every item is no tier's (`Each wheel
    brines 40 hours:` over a 1.4 kg wheel, where the rules give 40 hours to wheels over 5 kg)."""
    floor = max(0, at - MAX_LEAD_CHARS)
    end = answer.rfind("\n", floor, at)
    out: set[int] = set()
    if end < 0 or _ITEM.match(answer, end + 1) is None:
        return out  # the value's own line is no item or row of a list or table
    for _ in range(MAX_LEAD_LINES):
        if end < floor:
            return out
        start = answer.rfind("\n", floor, end) + 1
        if start == 0 and floor > 0:
            return out  # the line above starts beyond the walk's reach
        line = answer[start:end]
        if line.strip() and _ITEM.match(line) is None:
            if _COLON_END.search(line) is None:
                return out
            text = line[-MAX_LINE:]
            counted = [(m, unit_minutes(m.group(2))) for m in _COUNTED.finditer(text)]
            for k, (m, unit) in enumerate(counted):
                minutes = _minutes(m.group(1), unit) if unit else 0
                if unit == 60 and k + 1 < len(counted):
                    # (bell40) `1 гадзіну 30 хвілін`: one duration of 90 minutes, not 60 and 30
                    after, after_unit = counted[k + 1]
                    if after_unit == 1 and _JOINED.fullmatch(text, m.end(), after.start()) is not None:
                        minutes += _minutes(after.group(1), 1)
                        counted[k + 1] = (after, 0)
                if minutes and (not tiers or minutes not in tiers):
                    out.add(minutes)
            return out
        end = start - 1
    return out
