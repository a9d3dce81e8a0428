"""Numbers written in the digits of another script (spell31 for Arabic; round 33 any script, spellings
dial): `١٬٦٥٥٫٠٨٨ دينار`, `(٣٠٪)`, `۵۱۰٬۲۰۴ گره`, `१,२५०`, `৩৫০`, `๑,๒๕๐.๕๐`, as Arabic, Persian, Urdu,
Hindi, Bengali or Thai answers may write them.

The readers take ASCII digits only, so such a number was no candidate at all: never grounded, never
computed, never flagged (an invented amount in these digits went through unread). The digits are
the same decimal digits in another script: any character Unicode gives a decimal value (category
Nd, `unicodedata.decimal`: the Arabic-Indic, Extended Arabic-Indic, Devanagari, Bengali, Thai,
Khmer, Myanmar, fullwidth ... digits), no list of scripts. Arabic writes its own separators for them:
U+066B the decimal separator (`٫`), U+066C the thousands separator (`٬`), U+066A the percent sign
(`٪`); the other scripts write the ASCII `,` and `.` between their digits.

A right-to-left text may carry an invisible mark inside a number (a direction mark U+200E/U+200F/
U+061C, a joiner U+200C/U+200D, an isolate U+2066-2069, an embedding U+202A-202E: `۱۲\u200f٬۰۰۰`),
which cut it in two. Such marks between the characters of one number are moved to its end, so the
number reads whole and the text keeps its length.

`western_digits` respells them one character for one (`١٬٦٥٥٫٠٨٨` -> `1,655.088`, `٣٠٪` -> `30%`),
so every offset holds, applied at the top of `gate.judge` with the other respellings
(`prefix_hyphens.unprefixed`, `spaced_dates`, `year_first_dates`), in `extract._first_spans` (a
finding located as written), to an earlier answer's text before the arithmetic reads its
numbers (`auditor._remember`), (cashew44) to an earlier answer's text kept for a later
restatement's slips (`auditor.add` -> `Spellings.add_answer`: `**୫୭ ଟିଣ**` after `**୭୫ ଟିଣ**`) and (round 33) to every person's text and tool result a run adds
(`RunAuditor.add`: a user's `۲۱۶٬۰۰۰٬۰۰۰` said, a result's text carrying it): every rule then reads
an ASCII number at the same place, and a finding is shown as written. A text with no such digit, separator or mark is returned as it is (one
scan). Pure: no I/O, no state.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

from .normalize import normalize_token

__all__ = ["western_digits", "western_value"]

# Arabic's own decimal separator, thousands separator and percent sign, each to its one ASCII character.
_ARABIC_MARKS: Final = {0x066B: ".", 0x066C: ",", 0x066A: "%"}
# The invisible marks of direction and joining a right-to-left text may carry inside a number.
_INVISIBLE: Final = "\u200c-\u200f\u061c\u202a-\u202e\u2066-\u2069"
# What starts a respelling: a decimal digit that is not ASCII (Python's `\d` on text is Unicode's
# Nd), an Arabic separator, or an invisible mark right after a digit.
_TRIGGER: Final = re.compile(rf"(?![0-9])\d|[\u066a-\u066c]|\d[{_INVISIBLE}]")
# A number as written: digits of any script, with at most one separator (Arabic or ASCII) and a few
# invisible marks between two of them, maybe a percent sign after it.
_RUN: Final = re.compile(
    rf"\d(?:[{_INVISIBLE}]{{0,3}}[\u066b\u066c.,]?[{_INVISIBLE}]{{0,3}}\d)*(?:[{_INVISIBLE}]{{0,3}}\u066a)?"
)
_MARK: Final = re.compile(rf"[{_INVISIBLE}]")


def _table(text: str) -> dict[int, str]:
    """The one-for-one respelling of the digits this text writes in other scripts, and Arabic's marks."""
    table = dict(_ARABIC_MARKS)
    for ch in set(text):
        if ch.isdecimal() and not "0" <= ch <= "9":
            table[ord(ch)] = str(unicodedata.decimal(ch))
    return table


def _marks_moved(number: str) -> str:
    """A number's invisible marks moved after its last character (the same length)."""
    marks = _MARK.findall(number)
    return _MARK.sub("", number) + "".join(marks) if marks else number


def western_digits(text: str) -> tuple[str, dict[str, str]]:
    """`text` with its digits of other scripts and Arabic's separators in ASCII at the same
    offsets (a number's invisible marks after it), and each such number's normalized ASCII form ->
    as written (for a finding shown as written); `text` and {} when it writes none."""
    if text.isascii() or _TRIGGER.search(text) is None:  # (`isascii`: one flag of the string, no scan)
        return text, {}
    table = _table(text)
    written: dict[str, str] = {}
    pieces: list[str] = []
    at = 0
    for m in _RUN.finditer(text):
        number = m.group(0)
        if number.isascii():
            continue  # `12.5`: nothing to respell (a mark only after it)
        moved = _marks_moved(number)
        if moved != number:
            pieces.append(text[at:m.start()])
            pieces.append(moved)
            at = m.end()
        form = normalize_token(_MARK.sub("", number).rstrip("\u066a").translate(table))
        if form:
            written.setdefault(form, number.rstrip("\u066a"))
    if at:
        pieces.append(text[at:])
        text = "".join(pieces)
    return text.translate(table), written


def western_value(value: str) -> str:
    """A value as written in another script's digits (`۵۱۰٬۲۰۴`) as the normalized ASCII token it
    was judged as (`510204`); any other value as it is."""
    return value if value.isascii() or _TRIGGER.search(value) is None else normalize_token(western_digits(value)[0])
