"""Amounts a decimal-comma text writes anywhere, not only on its equations' lines (round 12).

`decimal_comma.py` decides whether an answer writes its numbers with a decimal comma (`comma_text`:
a decimal comma nothing else can be, and no spelling only English can be) and, in such a text,
reads the numbers of one comma on the lines of a written equation (`14,75 × 19,85 € = 292,79 €`).
Elsewhere, before this module, a German or French amount (`Schlusskurs 242,96 €`, `Net payé :
2 507,01 €`, `5 950,00 €` in a table) was no candidate at all: the reader leaves `242,96` as
prose (it could be two numbers of a list), and a number grouped with spaces is three tokens. So a
one-digit change of such an amount was never judged, nor an invented one.

In a decimal-comma text, this reads every number written with a decimal comma (a comma with digits
after it, maybe grouped with points or spaces before it: `242,96`, `1.894.212,58`, `1 002 311,40`)
right before a currency, a percent or a unit (`€`, `EUR`, `%`, `kWh`, `Std.`; round 21: a `$` after
it, `52,90 $`, as French Canada writes it: what `comma_text` itself reads as money) as its English
spelling (`242.96`, `1894212.58`, `1002311.4`), with at least the digit minimum's digits (round 21:
whatever its digits with a currency after it, `5,40 $`, as `$5.40` is an amount), once each, in
order. The gate judges them as it judges any number (a carried number in any spelling grounds it,
the arithmetic may compute it, else flagged).

Round 12 judged only those carried or one digit off a carried number (`242,96 €` beside a carried
242.95), since judging all flagged 16 right values on heldout4 and 1 on heldout3: German and French
answers compute amounts by steps the arithmetic lacks. Round 21 reads every one, and judges those
farther from every carried number only where a rule grounds or computes them (`near_carried`; the
gate drops the others, as before): heldout19's French table `| 37 890,00 $ |` (842 × 45) is then a
computed number a later `12 % sur 62 932,00 $` builds on, and its total is remembered; judging
them all flagged 16 right values on heldout4 again (measured, round 21).

Refused (not read): a text whose locale is not clear (`comma_text` false: no decimal comma of its
own, or an English spelling beside it); a number with no currency, percent or unit after it
(`Artikel 12,5`, a list); a number a candidate holds already (`1.894.212,57` is read and judged by
the `locale` rule); a number of three decimals after one comma (`1,717` is read as 1717 already).
(recall29) A measure with a unit of measure after it (`24,8 kg`, `decimal_comma.unit_after`) is read
whatever its digits, as an amount with its currency is; `near_carried` takes a swap of two
neighbouring digits too (`52,00 €` for 25,00), and the gate asks it of the amount as written as well
(a price list's `25,00` is carried as written).

(recall32) A terse reply (one line, `near_misses.terse`) whose amount is one slip from an amount
an earlier answer of the run wrote, and not it, is judged, not tentative (`restated_slips`): the
total asked again and miswritten (`**3 566,00 ₾**.` for `3 656,00 ₾`); the amount restated right
stays tentative, as before. (apricot44) The earlier answers' amounts are also every number they write in an
unambiguous locale spelling, whatever follows it (`ААИ 14%: 3 543,12` at a line's end: `locales.english_text`).

Its price: an amount one digit off a carried number that the answer computed right and the
arithmetic does not reach is flagged; an invented amount farther than one digit from every carried
number is not judged unless a rule computes it, nor a one-digit mutant of an amount the arithmetic
computed.

Pure: no state, no I/O.
"""

from __future__ import annotations

from collections.abc import Collection, Container, Sequence
from typing import Final

import re

from .amounts import MONEY_SIGN_CLASS
from .decimal_comma import _MONEY_AFTER, NAME_AFTER, comma_reading, comma_text, comma_text_cached, money_after, unit_after
from .locales import _RUN, _SPACE, english_of, english_text, read_starts
from .normalize import normalize_token

__all__ = ["comma_amounts", "english_amount", "near_carried", "restated_slips", "slips_of"]

# (round 26) a currency written right before an amount, as Dutch, Flemish, Portuguese and Swiss
# writers put it (`€ 192,05`, `€64,90`, `EUR 12,50`, `CHF 48,00`): the end of the text before the
# amount, a sign or a code and at most one space
# (spaces32) or any currency sign of the Unicode block (`₾`, `₴`) and the generic `¤` a one-letter
# mark is respelled as (letter_marks.py: `R300,00` read as `¤300,00`)
_MONEY_BEFORE: Final = re.compile(r"(?:[" + MONEY_SIGN_CLASS + r"]|\b(?:EUR|CHF|GBP|USD))[ \u00a0]?\Z")
# One comma and exactly three decimals (`1,717`): read as a thousands group already.
_THREE_DECIMALS: Final = re.compile(r"[0-9]{1,3},[0-9]{3}")


def _reading(run: str, after: str) -> tuple[str | None, str]:
    """The run read whole, else from a later space (`2024 242,95 €`: a year, then the amount), as
    `locales` reads it or with the text's decimal comma; with the part read."""
    for at in read_starts(run):  # (fold33) only where a reading may succeed: linear in the run
        part = run[at:]
        english = english_of(part, after)
        if english is None:
            english = comma_reading(part)
        if english is not None:
            return english, part
    return None, run


def english_amount(written: str) -> str | None:
    """The English reading (normalized) of an amount as a decimal-comma text writes it (`145,59`,
    `2 388,87`, `1.894.212,58`), or None."""
    english, _ = _reading(written, "")
    return english


def slips_of(written: str) -> list[str]:
    """(round 21) An amount as written with one digit changed or two neighbouring digits swapped,
    its separators kept (`145,59` -> `145,49`, `154,59`): the slips whose reading the arithmetic is
    asked about (a tentative amount one slip from a value it computes is judged: flagged); not one
    unit of the last place either way (`81,52` for a computed 81,51: 301,9 kWh is itself rounded)."""
    out: list[str] = []
    places = [i for i, ch in enumerate(written) if ch.isdigit()]
    for k, i in enumerate(places):
        ch = written[i]
        for d in "0123456789":
            if d != ch and not (d == "0" and k == 0):
                if k == len(places) - 1 and abs(int(d) - int(ch)) == 1:
                    continue  # one unit of the last place: a rounding of a rounded operand, no slip
                out.append(written[:i] + d + written[i + 1 :])
        if k + 1 < len(places) and written[places[k + 1]] != ch:
            j = places[k + 1]
            swapped = list(written)
            swapped[i], swapped[j] = written[j], ch
            out.append("".join(swapped))
    return out


def near_carried(english: str, carried: Container[str]) -> bool:
    """Whether `english` (normalized) is carried, or one digit off a carried number (`242.96` for
    242.95, `1894212.58`): a misread of a result's number, judged whatever the arithmetic makes of
    it; an amount farther from every carried number is judged only where a rule grounds or computes
    it (module doc, round 21). (recall29) Or two neighbouring digits of a carried number swapped,
    across the point too (`52,00 €` for a carried 25,00, `24,8` for 28.4): the other slip a copy makes."""
    if english in carried:
        return True
    places: list[int] = []
    for k, ch in enumerate(english):
        if ch.isdigit():
            places.append(k)
            for d in "0123456789":
                if d != ch and (k > 0 or d != "0") and english[:k] + d + english[k + 1 :] in carried:
                    return True
    for i, j in zip(places, places[1:]):
        if english[i] != english[j] and j - i <= 2:
            swapped = english[:i] + english[j] + english[i + 1 : j] + english[i] + english[j + 1 :]
            if not swapped.startswith("0") or swapped.startswith("0."):
                if swapped in carried:
                    return True
    return False


def comma_amounts(
    text: str, min_digits: int, read: frozenset[str], carried: Container[str] = frozenset(),
) -> list[tuple[str, str]]:
    """The amounts of a decimal-comma text written before a currency, percent or unit (module doc),
    or (round 26) after a currency sign or code (`€ 192,05`, `CHF 48,00`),
    that no candidate of `read` holds, as (English reading, as written), in order, once each;
    empty for any other text. (recall29) A measure (a unit of measure after it, `24,8 kg`, and no
    currency) only where it is near a number of `carried` (`near_carried`, as read or as written):
    the misread of a carried measure; a measure the answer computes is left to prose, as before."""
    if "," not in text:
        return []
    decided = comma_text_cached(text)
    if not decided and not comma_text(text, units=True):
        return []  # (recall29) a text only a measure decides (`imao 24,8 kg`) reads its measures only
    out: dict[str, str] = {}
    for m in _RUN.finditer(text):
        written = m.group(0)
        before = _MONEY_BEFORE.search(text, max(0, m.start() - 5), m.start()) is not None
        # (felt43) or a currency's own name after it in a text decided otherwise (`6 426,26 manat`)
        money = _MONEY_AFTER.match(text, m.end()) is not None or before or (decided and NAME_AFTER.match(text, m.end()) is not None)
        measure = not money and unit_after(text, m.end())  # (recall29) `24,8 kg`: a measure, whatever its digits
        if "," not in written or not (measure or (money and decided)):
            continue
        whole, _, decimals = written.rpartition(",")
        if not decimals.isdigit() or "," in whole:
            continue
        if _THREE_DECIMALS.fullmatch(written) is not None:
            continue
        english, shown = _reading(written, text[m.end() : m.end() + 16])
        if english is None or english in read or english in out:
            continue
        token = normalize_token(shown)
        if measure and not (near_carried(english, carried) or near_carried(token, carried)):
            continue  # (recall29) a measure no carried number is one slip from: prose, as before
        if token in read or (sum(1 for ch in english if ch.isdigit()) < min_digits
                             and not before and not measure and not money_after(text, m.end())):
            continue  # (round 21) an amount with its currency after it whatever its digits (`5,40 $`)
        out[english] = token
    return list(out.items())


def restated_slips(values: Collection[str], earlier: Sequence[str], min_digits: int) -> frozenset[str]:
    """(recall32) Of `values` (a terse reply's amounts far from every carried number: `tentative`),
    those one slip (`near_carried`: a digit changed, two neighbouring digits swapped) from an amount
    an earlier answer of the run wrote, and not that amount (`**3 566,00 ₾**.` asked again for the
    total an earlier answer gave as `3 656,00 ₾`): the restated total miswritten, judged (so
    flagged unless a rule grounds or computes it); an amount restated right stays tentative."""
    if not values:
        return frozenset()
    written: set[str] = set()
    for text in earlier:
        written.update(english for english, _ in comma_amounts(text, min_digits, frozenset()))
        if "," in text:
            # (apricot44) and every number it writes in an unambiguous locale spelling, whatever follows
            # it (`ААИ 14%: 3 543,12` at a line's end: groups then a decimal comma are one number)
            written.update(english for english in english_text(text)[1].values() if sum(ch.isdigit() for ch in english) >= min_digits)
    if not written:
        return frozenset()
    return frozenset(v for v in values if v not in written and near_carried(v, written))
