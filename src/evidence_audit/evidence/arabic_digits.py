"""Numbers written in Arabic-Indic digits (spell31, spellings dial): `١٬٦٥٥٫٠٨٨ دينار`, `(٣٠٪)`, as
Arabic answers in much of the Middle East write them, and `۱۲۵۰` in the Eastern (Persian, Urdu) digits.

The readers take ASCII digits only, so such a number was no candidate at all: never grounded, never
computed, never flagged (an invented amount in these digits went through unread). The digits are
the same decimal digits in another script, and Arabic writes its own separators for them: U+066B
the decimal separator (`٫`), U+066C the thousands separator (`٬`), U+066A the percent sign (`٪`).

`western_digits` respells them one character for one (`١٬٦٥٥٫٠٨٨` -> `1,655.088`, `٣٠٪` -> `30%`),
so every offset holds, applied at the top of `gate.judge` with the other respellings
(`prefix_hyphens.unprefixed`, `spaced_dates`, `year_first_dates`) and in `extract._first_spans`:
every rule then reads an ASCII number at the same place, and a finding is shown as written.
A text with no such digit is returned as it is (one scan). Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from typing import Final

from .normalize import normalize_token

__all__ = ["western_digits"]

# Arabic-Indic (U+0660-0669) and Eastern Arabic-Indic (U+06F0-06F9) digits, and Arabic's own decimal
# separator, thousands separator and percent sign, each to its one ASCII character.
_TO_ASCII: Final = {
    **{0x0660 + d: str(d) for d in range(10)},
    **{0x06F0 + d: str(d) for d in range(10)},
    0x066B: ".",
    0x066C: ",",
    0x066A: "%",
}
_DIGIT: Final = re.compile("[\u0660-\u0669\u06f0-\u06f9]")
# A number as written in those digits: digits, maybe with Arabic (or ASCII) separators between
# them, maybe a percent sign after it.
_RUN: Final = re.compile("[\u0660-\u0669\u06f0-\u06f9]+(?:[\u066b\u066c.,][\u0660-\u0669\u06f0-\u06f9]+)*\u066a?")


def western_digits(text: str) -> tuple[str, dict[str, str]]:
    """`text` with its Arabic-Indic digits and separators in ASCII at the same offsets, and each
    number's normalized ASCII form -> as written (for a finding shown as written); `text` and {}
    when it writes none."""
    if _DIGIT.search(text) is None:
        return text, {}
    written: dict[str, str] = {}
    for m in _RUN.finditer(text):
        number = m.group(0).rstrip("\u066a")
        form = normalize_token(number.translate(_TO_ASCII))
        if form:
            written.setdefault(form, number)
    return text.translate(_TO_ASCII), written
