"""A year written in the calendar the answer's reader uses (round 29, the `calendar-year` rule of the
spellings dial): the Buddhist era of Thailand (`9 ธ.ค. 2569`, `พ.ศ. 2569`, `2569 BE`: 2026 + 543)
and the Republic of China's (`民國115年`: 1911 + 115), read as the Gregorian year they stand for.

A Thai answer writes its dates in the Buddhist era: `2569` is the year 2026 a result carries, not a
number no one wrote. The calendar must be marked where the year is written, never guessed from the
number alone: a Buddhist year (2400-2700) on a line that writes Thai script, or beside its era's
name (`พ.ศ.`, `BE`, `B.E.`); a ROC year (1-3 digits) right after `民國`/`民国`. The offsets are the
calendars' own (543, 1911), not a corpus's. The Gregorian year must then be one a result carries
(the `year` key `timestamp-date` reads): a year one off (`2568` for a run of 2026) stays flagged.

Its price: a four-digit number between 2400 and 2700 on a Thai line that is no year (a count, an
amount) and whose value less 543 is a carried year is read as that year.
Pure: no state.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["BUDDHIST_OFFSET", "ROC_OFFSET", "gregorian_year"]

BUDDHIST_OFFSET: Final = 543
ROC_OFFSET: Final = 1911
MARK_REACH: Final = 12  # characters between a year and its era's name

# A letter of the Thai script (consonants to the last sign, not its digits U+0E50-U+0E59).
_THAI: Final = re.compile("[\u0e01-\u0e4f]")
# The Buddhist era's name: `พ.ศ.` (Thai), `BE` / `B.E.` (English), a whole word.
_BUDDHIST_MARK: Final = re.compile("\u0e1e\\.[ ]?\u0e28\\.|(?<![A-Za-z])B\\.?E\\.?(?![A-Za-z])")
# The Republic of China's era right before its year: `民國`, `民国`, maybe a space.
_ROC_BEFORE: Final = re.compile("(?:\u6c11\u570b|\u6c11\u56fd)[ \u3000]?\\Z")


def _line(text: str, offset: int) -> str:
    start = text.rfind("\n", 0, offset) + 1
    end = text.find("\n", offset)
    return text[start : len(text) if end < 0 else end]


def gregorian_year(value: str, answer: str, offset: int) -> int | None:
    """The Gregorian year the year `value` (digits, as written at `offset` of `answer`) stands for
    in the calendar the answer marks there (module doc), or None."""
    if offset < 0 or not value.isdigit() or len(value) > 4:
        return None
    number = int(value)
    if len(value) == 4 and 2400 <= number <= 2700:
        near = answer[max(0, offset - MARK_REACH) : offset + len(value) + MARK_REACH]
        if _BUDDHIST_MARK.search(near) is not None or _THAI.search(_line(answer, offset)) is not None:
            return number - BUDDHIST_OFFSET
        return None
    if len(value) <= 3 and number >= 1 and _ROC_BEFORE.search(answer, max(0, offset - 3), offset) is not None:
        return number + ROC_OFFSET
    return None
