"""Numbers written in the other digit groupings people use (round 20): one number, not pieces.

Much of the world groups a number's thousands otherwise than `1,234.56`: Switzerland with an
apostrophe (`CHF 18'420.50`, `18’420.50`), French and SI style with a thin space, a narrow no-break
space or a no-break space (`$9 804.00`, `412 800`), India in lakhs and crores (`12,45,300`,
`₹4,50,710.00`, `1,23,45,678`: a first group of 1-2 digits, then groups of 2, then a last group of
3). The tokenizer splits the first two at the separator (`18` and `420.50`: two values, each
flagged) and reads the third as one token no number lookup knows (`17,23,390`, so a planted total
in lakhs went unjudged). Under the `spellings` dial (default on) `regrouped` respells each such
number in the English grouping at the same offsets (`18,420.50`, `9,804.00`, `1,723,390`; a lakh
number has more separators than its English spelling, so the English one is padded with spaces
before it): the answer's reader (`extract.read_text`) then reads one number, judged whole like any
other (carried, computed by the arithmetic, or flagged), and `locales` reads a result's or a
person's text the same way (`grouped_readings`), so a result's `1'250.50` or `12 500` grounds an
answer's `1,250.50` or `12500`, and the reverse.

A plain space is a grouping only where the number cannot well be two numbers: a first group of
2-3 digits (`412 800`, `12 500`: prose does not write two such numbers side by side), or decimals
after the last group (`9 804.00`), or a one-digit first group (`5 160`) in a text that writes
another plain-space grouping of those kinds (round 25: or a thin, narrow no-break or no-break space
grouping, `1\u202f872`; spaces32: or a space grouping before a decimal comma, `2 024,00`, which
`locales.py` reads) and no English comma group (the writer's convention).

(cashmere35) A one-digit first group with two or more plain-space groups after it (`1 118 268 ₮`, the
one number of a short reply) is one number by itself, with no other grouping in the text; (brandy36)
it shows the writer's space convention too, so a one-digit first group with one group in its text
is one number (`1 280 480 ֏ / 4 100 կգ`).

(cashew44) A lakh number written right after a currency sign is padded before the sign
(`₹1,59,497.10` -> ` ₹159,497.10`), not between the sign and its digits: `amounts.py` reads a sign
right before the number only, so `₹ 159,497.10` was no amount, and an earlier answer's lakh total no
`conversation` operand (`conversation` pairs an amount with amounts).

Refused (read as today): a grouping that is not one (`12 50`, `1'2345`, `12'345'67`: a group of
other than three digits, or digits glued after it); a one-digit first group with a plain space in a
text that shows no such convention (`Page 3 120`, `top 5 100`); a run followed by a hyphen (`2
500-word essays`: a count of words or two numbers) or by a decimal comma (`10 450,00`: German and
French, `locales.py`); a run after a digit and a space (`1 2 500`: a list), or after a month's
name (`Nov 21 660 puts`: a day, then a strike); an Indian run after or
before a comma or a bracket (`[10,20,30,400]`, a CSV row: a list of numbers). A grouped number is
judged as the whole number: `17,23,390` for a carried `17,23,391` is a different number, flagged.
Its price: two numbers a writer put side by side with one space, `12 500`, read as one.

Pure: no state but a memo of the last text read.
"""

from __future__ import annotations

from typing import Final

import re

from .amounts import MONEY_SIGNS
from .digit_gates import GROUPED_BESIDE
from .normalize import normalize_token
from .text_memo import TextMemo

__all__ = ["grouped_readings", "regrouped"]

# Separators that only group digits: apostrophes, a thin space, a narrow no-break and a no-break space.
_MARKS: Final = "'\u2019\u2009\u202f\u00a0"
_GROUP_MARKS: Final = re.compile("[" + _MARKS + " ]")  # (fold34) compiled once, not per number
# A number in groups of three after one separator used throughout (`18'420.50`, `412 800`).
_GROUPED: Final = re.compile(
    r"(?<![0-9A-Za-z.,'\u2019])(?<![0-9][ \u2009\u202f\u00a0])"
    r"([0-9]{1,3})(['\u2019\u2009\u202f\u00a0 ])[0-9]{3}(?:\2[0-9]{3})*(\.[0-9]+)?"
    r"(?![0-9A-Za-z]|[.,'\u2019\u2009\u202f\u00a0 ][0-9]|-[A-Za-z0-9])"
)
# Lakhs and crores: 1-2 digits, groups of two, a last group of three (`12,45,300`, `4,50,710.00`).
_LAKHS: Final = re.compile(
    r"(?<![0-9A-Za-z.,\[(])[0-9]{1,2}(?:,[0-9]{2})+,[0-9]{3}(\.[0-9]+)?(?![0-9A-Za-z\])]|[.,][0-9]|-[A-Za-z0-9])"
)
# A month's name right before a space grouping: a day, then another number (`Nov 21 660 puts`).
_MONTH_BEFORE: Final = re.compile(
    r"(?<![A-Za-z])(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[ \u00a0]$", re.IGNORECASE
)
# (spaces32) Space groups then a decimal comma (`3 656,00`, `1 140,8`): read by `locales.py`, not
# here, but the writer's space convention all the same (`1 840 × 1,10 = 2 024,00`: `1 840` is one number).
# (review32) it starts at a run's first group only: a start at every group of `1 000 000 ...` was quadratic
_SPACED_COMMA: Final = re.compile(
    r"(?<![0-9.,])(?<![0-9][ \u00a0\u202f\u2009])[0-9]{1,3}(?:[ \u00a0\u202f\u2009][0-9]{3})+,[0-9]+(?![0-9])"
)
# An English thousands group: what a text that writes `1,234` is, whatever its other numbers.
_ENGLISH_GROUP: Final = re.compile(r"(?<![0-9,])[0-9]{1,3},[0-9]{3}(?![0-9]|,[0-9]{2}(?![0-9]))")

# the texts read lately, each with its respelling (`regrouped`)
_REGROUPED: Final[TextMemo[tuple[str, tuple[tuple[int, int, str], ...]]]] = TextMemo(entries=16, chars=262_144)


def _english(digits: str, decimals: str) -> str:
    """`1723390` and `.00` -> `1,723,390.00`."""
    head = len(digits) % 3 or 3
    groups = [digits[:head]] + [digits[k : k + 3] for k in range(head, len(digits), 3)]
    return ",".join(groups) + decimals


def _spans(text: str) -> list[tuple[int, int, str]]:
    """Each grouped number of `text` (module doc) as (start, end, its English spelling)."""
    found: list[tuple[int, int, str]] = []
    if GROUPED_BESIDE.search(text) is None:
        return found  # (speed35) no grouping mark or comma between digits (`digit_gates.py`)
    pending: list[re.Match[str]] = []  # plain-space runs of a one-digit first group: the convention decides
    convention = False
    for m in _GROUPED.finditer(text):
        mark = m.group(2)
        if mark in " \u00a0" and _MONTH_BEFORE.search(text, max(0, m.start() - 12), m.start()) is not None:
            continue  # a day after its month (`Nov 21 660`): two numbers
        digits = _GROUP_MARKS.sub("", m.group(0).partition(".")[0])
        english = _english(digits, m.group(3) or "")
        if mark != " ":
            found.append((m.start(), m.end(), english))
            # (round 25) a thin, narrow no-break or no-break space grouping is the writer's space
            # convention too (`1 950 l − 4% = 1\u202f872 l`): its plain-space `1 950` is one number
            convention = convention or mark in "\u2009\u202f\u00a0"
        elif len(m.group(1)) >= 2 or m.group(3):
            convention = True
            found.append((m.start(), m.end(), english))
        elif m.group(0).count(" ") >= 2:
            # (cashmere35) a one-digit first group with two or more groups after it (`1 118 268 ₮`,
            # an answer's one number): no page, rank or list writes that; one number, by itself;
            # (brandy36) and the writer's space convention, as a two-digit first group is (`1 280 480
            # ֏ / 4 100 կգ`: `4 100` is one number too)
            convention = True
            found.append((m.start(), m.end(), english))
        else:
            pending.append(m)
    if pending and not convention and "," in text:
        convention = _SPACED_COMMA.search(text) is not None  # (spaces32) `3 656,00`: spaces group
    if pending and convention and _ENGLISH_GROUP.search(text) is None:
        for m in pending:
            digits = m.group(0).partition(".")[0].replace(" ", "")
            found.append((m.start(), m.end(), _english(digits, m.group(3) or "")))
    if "," in text:
        for m in _LAKHS.finditer(text):
            whole, _, _ = m.group(0).partition(".")
            english = _english(whole.replace(",", ""), m.group(1) or "")
            found.append((m.start(), m.end(), english.rjust(m.end() - m.start())))
    found.sort()
    return found


def regrouped(text: str) -> tuple[str, tuple[tuple[int, int, str], ...]]:
    """`text` with every number in another digit grouping (module doc) respelled in the English
    one at the same offsets (`CHF 18'420.50` -> `CHF 18,420.50`, `₹4,50,710.00` -> ` ₹450,710.00`: cashew44,
    the padding before a currency sign written right before it),
    and each respelled number's (start, end, English spelling); the text itself and () when it
    writes none."""
    return _REGROUPED.read(text, _regroup)


def _regroup(text: str) -> tuple[str, tuple[tuple[int, int, str], ...]]:
    if not any(ch in text for ch in _MARKS) and " " not in text and "," not in text:
        result: tuple[str, tuple[tuple[int, int, str], ...]] = (text, ())
    else:
        spans = tuple(_spans(text))
        if not spans:
            result = (text, ())
        else:
            pieces: list[str] = []
            done = 0
            for start, end, english in spans:
                if start < done:
                    continue  # (no two groupings overlap; kept safe)
                head = text[done:start]
                pad = len(english) - len(english.lstrip(" "))
                if pad and head and head[-1] in MONEY_SIGNS:
                    # (cashew44) a lakh number's currency sign kept right before its digits, the
                    # padding before the sign (`₹1,59,497.10` -> ` ₹159,497.10`, not `₹ 159,497.10`):
                    # an amount stays one (`amounts.py` reads a sign right before the number only)
                    head, english = head[:-1] + " ", " " * (pad - 1) + head[-1] + english[pad:]
                pieces.append(head)
                pieces.append(english)
                done = end
            pieces.append(text[done:])
            result = ("".join(pieces), spans)
    return result


def grouped_readings(text: str) -> list[str]:
    """The numbers (normalized) `text` writes in another digit grouping (module doc), in order,
    once each: what a result's or a person's `1'250.50` or `12 500` carries."""
    out: dict[str, None] = {}
    for _, _, english in regrouped(text)[1]:
        out.setdefault(normalize_token(english.strip()), None)
    return list(out)
