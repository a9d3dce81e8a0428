"""Numbers in German and French spellings: `1.234,56`, `1.250 €`, `12 345 yen`, `10 450,00 €`,
read as the English spelling they stand for, both ways.

A user writes "I have 1.250 € budget" and the answer says `€1,250`; a tool result carries
`1203.13` and a German answer writes `1.203,13 €`. The reference reads `1.250` as one and a
quarter and flags both. Under the `spellings` dial the `locale` rule reads a locale spelling only
where it is unambiguous, and grounds the other side's English spelling of the same number:

| written | read as | why it cannot be English |
|---|---|---|
| `1.234,56`, `29.154,00`, `10 450,00`, `12 345,5` | 1234.56, 29154, 10450, 12345.5 | groups of three (`.`, a space, a no-break or thin space), then a decimal comma |
| `0,0612`, `243,85 €`, `22,4 %` | 0.0612, 243.85, 22.4 | a decimal comma: after `0`, or with 1, 2 or 4+ decimals and a currency or `%` after it |
| `1.250.000` | 1250000 | two or more `.` groups of three |
| `1.250 €`, `1.250 kr`, `3.000 $`, `12 345 yen`, `12 345 EUR` | 1250, 3000, 12345 | one `.` group with a currency symbol written after it (English writes the symbol before, and money with 2 decimals; round 21: `$` too); space groups with a currency (a symbol, a code or a word) after them |

A person or a result also writes a number with its magnitude: `150k`, `10K`, `1M`, `3bn`, `2.5
million` (1-3 digits, at most 2 decimals) are read as `150000`, `10000`, `1000000`, ... (never a
lowercase `m`, metres and minutes; never `B`, bytes).

Refused (the text's English reading stands, or none): `1.250` alone or before a currency code
(`1 EUR = 1.085 USD` is a rate), `€1.250` (the symbol before), `12,5` without a currency or `%`
(a list `12,5` is two numbers), `1,234` (English grouping), a number inside a longer run of
digits, points and commas (`1.2.3`, `148,119.00,44.10`). A one-digit change of either side is a
different number and stays flagged. Its price: a German `1.250 €` that meant one and a quarter,
`12 345 yen` written for two numbers side by side, a `300K` in kelvin read as 300,000.

Pure: `english_of` reads one spelling, `locale_readings` a whole text, `english_text` respells a
text's locale numbers in English at the same offsets (for the arithmetic dial: `Wert 29.154,00 €`
is `120 x 242,95 €`).
"""

from __future__ import annotations

from typing import Final

import re
from decimal import Decimal

from .decimal_comma import CURRENCY_SYMBOLS_AFTER, SYMBOL_AFTER, comma_reading, comma_text, comma_text_cached
from .digit_groupings import grouped_readings, regrouped
from .letter_marks import marked, marked_amounts
from .normalize import normalize_token
from .text_memo import TextMemo
from .word_keys import word_key

__all__ = ["answer_locale_number", "english_of", "english_text", "locale_readings", "read_starts", "writes_grouped_comma"]

_SPACE = "[ \u00a0\u202f\u2009]"
_SPACE_MARK: Final = re.compile(_SPACE)  # (fold34) compiled once, not per number
_GROUP_MARK: Final = re.compile(_SPACE + r"|\.")  # a space or a point between groups; (fold34) compiled once, not per number
# A currency written after a number: a symbol (`€`, `zł`, `kr`), a word, `%`; or an ISO 4217 code.
_SYMBOLS: Final = CURRENCY_SYMBOLS_AFTER
_CURRENCY_WORD: Final = re.compile(
    _SPACE + r"?(?:" + _SYMBOLS + r"|[$%]|chf|euros?|yen|dollars?|pounds?|francs?|kronor|kroner|z\u0142oty|rupees?"
    r"|prozent|pour\s?cent)(?![A-Za-z])",
    re.IGNORECASE,
)
_CURRENCY_CODE: Final = re.compile(_SPACE + r"?[A-Z]{3}(?![A-Za-z])")
# (round 21) a `$` after the number too (`3.000 $`, French Canada's order), not one before a number;
# (spell31) the one pattern `decimal_comma` decides a text's point groups by too
_SYMBOL_AFTER: Final = SYMBOL_AFTER
# Groups then a decimal comma; a decimal comma alone; dot groups alone; space groups alone.
_GROUPED_COMMA: Final = re.compile(r"[0-9]{1,3}(?:(\.)[0-9]{3})+,[0-9]+|[0-9]{1,3}(?:" + _SPACE + r"[0-9]{3})+,[0-9]+")
_COMMA: Final = re.compile(r"[0-9]+,[0-9]+")
_DOTS: Final = re.compile(r"[0-9]{1,3}(?:\.[0-9]{3})+")
_SPACES: Final = re.compile(r"[0-9]{1,3}(?:" + _SPACE + r"[0-9]{3})+")
# A number with a magnitude: 150k, 10K, 1M, 2.5 million, 3bn (never `m`: metres and minutes).
_MAGNITUDE: Final = re.compile(
    r"(?<![0-9A-Za-z.,])([0-9]{1,3}(?:\.[0-9]{1,2})?)(?:(k|K|M|bn)|" + _SPACE + r"?(thousand|million|billion))(?![A-Za-z0-9]|[.,][0-9])"
)
_FACTORS: Final = {"k": Decimal(1000), "M": Decimal(1000000), "bn": Decimal(1000000000), "thousand": Decimal(1000),
            "million": Decimal(1000000), "billion": Decimal(1000000000)}
# Any run of digits, points, commas and group spaces: the candidates, read whole.
_RUN: Final = re.compile(r"(?<![0-9A-Za-z.,])[0-9]+(?:(?:[.,]|" + _SPACE + r")[0-9]+)*(?![0-9A-Za-z]|[.,][0-9])")


def _currency_after(after: str) -> bool:
    return _CURRENCY_WORD.match(after) is not None or _CURRENCY_CODE.match(after) is not None


def english_of(written: str, after: str = "") -> str | None:
    """The normalized English spelling of a German or French `written` number (module doc), given
    the text right `after` it; None when the spelling is no unambiguous locale spelling."""
    grouped = _GROUPED_COMMA.fullmatch(written)
    if grouped is not None:
        whole, _, decimals = written.rpartition(",")
        digits = _GROUP_MARK.sub("", whole)
        return normalize_token(f"{digits}.{decimals}")
    if _COMMA.fullmatch(written):
        whole, _, decimals = written.partition(",")
        if whole == "0" or (len(decimals) != 3 and _currency_after(after)):
            return normalize_token(f"{whole}.{decimals}")
        return None
    if _DOTS.fullmatch(written):
        if written.count(".") >= 2 or _SYMBOL_AFTER.match(after) is not None:
            return normalize_token(written.replace(".", ""))
        return None
    if _SPACES.fullmatch(written) and _currency_after(after):
        return normalize_token(_SPACE_MARK.sub("", written))
    return None


# (round 16) a text's locale readings, kept for the texts read lately (text_memo.py): a corpus's runs repeat their
# system prompt and policies. Kept as tuples; each caller gets its own list.
_LOCALE_READINGS: Final[TextMemo[tuple[str, ...]]] = TextMemo(entries=64, chars=262_144)


def locale_readings(text: str) -> list[str]:
    """`_locale_readings(text)`, kept for the texts read lately (`_LOCALE_READINGS`)."""
    kept = _LOCALE_READINGS.read(text, lambda t: tuple(_locale_readings(t)))
    return list(kept)


def _locale_readings(text: str) -> list[str]:
    """The English spellings (normalized) of every unambiguous locale number `text` writes, and of
    every number it writes with a magnitude (`150k`, `1M`, `2.5 million`)."""
    out: dict[str, None] = dict.fromkeys(marked_amounts(text))  # (spaces32) `R3,900`, `R420` beside it (letter_marks.py)
    text = marked(text)  # and read whole after the mark (`R5 880,00` as `¤5 880,00`)
    for m in _MAGNITUDE.finditer(text):
        unit = m.group(2) or m.group(3)
        number = Decimal(m.group(1)) * _FACTORS[unit if unit == "M" else word_key(unit)]
        if number == number.to_integral_value():
            out.setdefault(str(int(number)), None)
    for grouped in grouped_readings(text):  # `1'250.50`, `12 500`, `12,45,300` (digit_groupings.py, round 20)
        out.setdefault(grouped, None)
    if "," not in text and "." not in text and " " not in text and "\u00a0" not in text and "\u202f" not in text:
        return list(out)
    decided = comma_text(text)  # (round 26) a decimal-comma text (decimal_comma.py; spell31: or a point one)
    for m in _RUN.finditer(text):
        written = m.group(0)
        if written.isdigit():
            continue  # digits alone: no separator (a run is digits and `.`, `,` or a space between)
        english = _read_run(written, text[m.end() : m.end() + 16])
        if english is None and decided:
            # (round 26) a text that writes its numbers with a decimal comma (a German invoice's
            # `0,11` beside `6.420` and `706,20`) reads its ambiguous ones that way too, as an
            # answer does (`english_text`): `6.420` words are 6,420, `706,20` is 706.20
            english = comma_reading(written)
        if english:
            out.setdefault(english, None)
    return list(out)


# (round 25) a text's English respelling, kept for the texts read lately (text_memo.py): the gate
# reads the answer's twice (`_refuted_values` for the values tried, `_refuted` for the candidates),
# a second whole reading once a value is first tried (clocks24: 7.8x the work for 4x the answer).
_ENGLISH_TEXTS: Final[TextMemo[tuple[str, tuple[tuple[str, str], ...]]]] = TextMemo(entries=16, chars=262_144)
# (round 25) a number in groups then a decimal comma, whole (`2 303,68`, `1.525,56`): no English
# spelling, so a text that writes one mixes its spellings (`2 303,68 € ≈ £1,998.21`)
_GROUPED_COMMA_WHOLE: Final = re.compile(r"(?<![0-9.,])(?:" + _GROUPED_COMMA.pattern + r")(?![0-9,]|\.[0-9])")


def writes_grouped_comma(text: str) -> bool:
    """(round 25) Whether `text` writes a number in groups then a decimal comma (`2 303,68 €`,
    `1.525,56`): the arithmetic reads such a text's locale numbers in English even where its other
    numbers are English (`Au taux de 0,8591 : 1 525,56 € = £1,310.61`: mixed formats)."""
    return ("," in text) and _GROUPED_COMMA_WHOLE.search(text) is not None


def english_text(text: str) -> tuple[str, dict[str, str]]:
    """`text` with every unambiguous locale number (read whole) respelled in English, at the same
    offsets (`29.154,00 €` -> `29,154.00 €`, `242,95 €` -> `242.95 €`), and written -> its English
    normalized spelling; the text unchanged and {} when it writes none. A number in another digit
    grouping (`18'420.50`, `412 800`, `4,50,710.00`: digit_groupings.py, round 20) is respelled too
    (the answer's reader reads it whole already: not in the map). Read once per text lately read
    (`_ENGLISH_TEXTS`); each caller gets its own map."""
    english, found = _ENGLISH_TEXTS.read(text, _english_text)
    return english, dict(found)


def _english_text(text: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """`english_text`'s reading: the respelled text and the (written, English) pairs, in order."""
    text = marked(text)  # (spaces32) `R5 880,00` as `¤5 880,00`: read whole (letter_marks.py, same offsets)
    decided = comma_text(text)  # a decimal-comma text (decimal_comma.py, round 11; spell31: or a point one)
    # (round 20) `18'420.50`, `412 800`, `4,50,710.00` in English first (digit_groupings.py); their
    # English groups are no decimal comma, even in a decimal-comma text (`| 14 220 | 1 002 311,40 € |`)
    text, grouped = regrouped(text)
    if "," not in text and "." not in text:
        return text, ()
    grouped_starts = {start + len(english) - len(english.lstrip()) for start, _, english in grouped}
    pieces: list[str] = []
    done = 0
    found: dict[str, str] = {}
    swapped = False
    for m in _RUN.finditer(text):
        written = m.group(0)
        # (round 26) a percent sign written before its number, as Turkish writes it (`KDV %8,1`): in
        # a decimal-comma text, written after it at the same offsets (`8.1%`), as the rules read a percent
        before = decided and m.start() >= 1 and text[m.start() - 1] == "%" and (m.start() < 2 or not text[m.start() - 2].isalnum())
        if before and ("," not in written and "." not in written):
            pieces.append(text[done : m.start() - 1])
            pieces.append(written + "%")
            done = m.end()
            swapped = True
            continue
        if "," not in written and "." not in written or m.start() in grouped_starts:
            continue
        english = english_of(written, text[m.end() : m.end() + 16])
        if english is None and decided:
            english = comma_reading(written)
        if english is None:
            continue
        found[written] = english
        respelled = "".join("," if ch == "." or (ch != "," and not ch.isdigit()) else "." if ch == "," else ch for ch in written)
        if before:
            pieces.append(text[done : m.start() - 1])
            pieces.append(respelled + "%")
            swapped = True
        else:
            pieces.append(text[done : m.start()])
            pieces.append(respelled)
        done = m.end()
    if not found and not swapped:
        return text, ()
    pieces.append(text[done:])
    return "".join(pieces), tuple(found.items())


def answer_locale_number(answer: str, offset: int, length: int) -> str | None:
    """The English spelling of the locale number an answer writes at `answer[offset:offset+length]`
    (its token), read whole with the digit groups written before it (`10 450,00`), or None."""
    for m in _RUN.finditer(answer, max(0, offset - 24), min(len(answer), offset + length + 1)):
        if m.start() <= offset < m.end():
            english = _read_run(m.group(0), answer[m.end() : m.end() + 16])
            if english is None and "," in answer and comma_text_cached(answer):
                english = comma_reading(m.group(0))  # a decimal-comma text (decimal_comma.py, round 11)
            return english
    return None


def _read_run(run: str, after: str) -> str | None:
    """A run read whole, else from a later space (`2024 1.250 €`: the year, then an amount)."""
    for at in read_starts(run):
        english = english_of(run[at:], after)
        if english is not None:
            return english
    return None


_GROUP_PIECE: Final = re.compile(r"[0-9]{3}")
_LAST_GROUP_PIECE: Final = re.compile(r"[0-9]{3}(?:,[0-9]+)?")
_FIRST_GROUP_PIECE: Final = re.compile(r"[0-9]{1,3}")


def read_starts(run: str) -> list[int]:
    """(fold33) Where a run may be read from, in order: the run whole, else from a later space
    (`2024 1.250 €`), the offsets a reading from each space in turn could succeed at, so a long
    run of space groups is read in linear time, not from every group (`1 234 567 ...`: 3.5 s at
    10,000 groups, 4x the time at 2x). A part with a space is read (here and by `comma_amounts`)
    only as space groups (`_SPACES`, `_GROUPED_COMMA`: 1-3 digits, groups of three, maybe a decimal
    comma), and what decides it then (a currency after, or the decimal comma) is the same from any
    group on: the first part of that shape is the one to try; a part with no space is the last."""
    pieces = _SPACE_MARK.split(run)
    if len(pieces) == 1:
        return [0]
    offsets = [0]
    for piece in pieces[:-1]:
        offsets.append(offsets[-1] + len(piece) + 1)
    last = len(pieces) - 1
    first = -1  # the earliest piece a part of space groups starts at
    if _LAST_GROUP_PIECE.fullmatch(pieces[last]) is not None:
        k = last - 1
        while k >= 0:  # the pieces after k are groups of three
            if _FIRST_GROUP_PIECE.fullmatch(pieces[k]) is not None:
                first = k
            if _GROUP_PIECE.fullmatch(pieces[k]) is None:
                break  # no group: no part before it is space groups
            k -= 1
    return sorted({0, offsets[first] if first >= 0 else 0, offsets[last]})
