"""A text that writes its numbers with a decimal comma reads its ambiguous numbers that way too
(round 11).

`locales.py` reads a German or French spelling only where it is unambiguous on its own: `12,5`
could be two numbers of a list, `1,717` is English for one thousand seven hundred and seventeen,
`2.022` a decimal. A person writes one convention per text, though: an answer that writes
`1.894.212,57 €` or `19,85 €` (a decimal comma nothing else can be) and no number only English
can be (`1,234.56`, `12.5`, `$3,000`) writes `14,75 × 19,85 € = 292,79 €` with a decimal comma
throughout, `÷ 1.102.938,40 € = 1,717` for 1.717, `(+2.022)` for 2,022 and `-2,6 Prozentpunkte`
for -2.6. In such a text (`comma_text`) a number of one comma (`14,75`, `1,717`) is read as its
decimal, and one `.` group of three (`2.022`) as its thousands (`comma_reading`).

Refused: a text with no decimal comma of its own (`12,5` alone, a list `1,2,3`); a text that also
writes an English spelling (a point with other than three decimals, `12.5`; comma groups before a
point, `1,234.56`; `$`, `£` or `US$` before a number with comma groups): its convention is not one.
A one-digit change of either reading stays a different number and flagged. Its price: a German
answer that lists `Artikel 12,5` for two items reads them as 12.5 (no claim is excused by it, a
decimal nobody carried stays flagged).

(recall29) A decimal comma of 1, 2 or 4+ places before a unit of measure (`24,8 kg`, `1,5 ml`:
`unit_after`) is a decimal too (`24,8 kg` is no list of two numbers): `comma_text(text, units=True)`
decides a text for `comma_amounts`' measures only (read where one slip from a carried number). Not
for the text's other readings: measured, a text so decided reads its equations' results
(`× 1965 s = 565,9 MB`), which the arithmetic may not reach (heldout25 studio-02, one flag more).

(piano34) An ISO currency code before a decimal comma of 1 or 2 places, on its line, decides a text
too (`TOTAL EUR     335,00`, a fixed-width bilingual invoice; `EUR 5,50`): English writes `EUR
335.00`, and a thousands group has three digits (`EUR 1,250` decides nothing).

Pure: no state, no I/O.
"""

from __future__ import annotations

from typing import Final

import re

from .amounts import GENERIC_SIGN, OTHER_CURRENCY_SIGNS
from .digit_gates import POINT_GROUP_BESIDE
from .normalize import normalize_token
from .units import unit_of

__all__ = ["CURRENCY_SYMBOLS_AFTER", "NAME_AFTER", "SYMBOL_AFTER", "comma_numbers", "point_thousands", "comma_reading", "comma_text", "comma_text_cached", "money_after", "point_numbers", "point_signed", "point_text", "unit_after"]

# Runs of digits, points and commas read whole (as locales.py reads them).
_RUN: Final = re.compile(r"(?<![0-9A-Za-z.,])[0-9]+(?:[.,][0-9]+)*(?![0-9A-Za-z]|[.,][0-9])")
# A decimal comma nothing else can be: dot groups then a comma (`1.894.212,57`), or a comma with
# 1, 2 or 4+ decimals before a currency, a percent or a minor unit (`19,85 €`, `22,4 %`, `31,89 ct`).
_GROUPED: Final = re.compile(r"[0-9]{1,3}(?:\.[0-9]{3})+,[0-9]+")
# (recall28) a currency after a decimal-comma amount as the countries that write one put it: an ISO
# code (`7,4621 DKK`, `84,06 HUF`) or a currency's own sign written after the number (`84,06 Ft`,
# `123,30 lei`, `45,50 kr`, `12,99 zł`, `250,00 Kč`, `1 250,00 ₴`, `грн`); case kept (`kr`, not `KR`);
# (spaces32) any sign of the Unicode currency block after it (`1,10 ₾`, `15,00 ₸`), not a chosen few.
# (felt43) the currencies' own names in the languages that write a decimal comma, as written after
# an amount (`6 462,26 manat`, `45,00 eiro`, `120,50 сом`, `18,90 rubla`), a case ending or plural
# of the language kept (`lekë`, `рублей`, `eurų`); not an English name (`dollars` is read before a
# number by `amounts`), nor a word English writes after a number (`real`, `rand`, `mark`). Money
# after an amount of a text decided otherwise only (`comma_amounts`): a word decides no text
# (recall28: `costs 12,50 krone` stays undecided).
CURRENCY_NAMES_AFTER: Final = (
    r"(?i:manat|манат|lari|ლარი|tenge|teňňe|теңге|тенге|сом|so[\u2018\u2019'\u02bb]?m|сўм|сум|somoni|сомонӣ"
    r"|lek[eë]?|dram|драм|лев|лева|лв|denar[a-z]*|денар[а-яи]*|dinar[a-z]*|динар[а-я]*"
    r"|rub(?:l[a-z]*)?|руб[а-я]*|hryv[a-z]*|гривн[а-яіь]*|гривень|złot[a-z]*|zlot[a-z]*|forint[a-z]*"
    r"|korun[a-z]*|kron[a-z]*|krón[a-z]*|eiro|eur[oaųu][a-z]*|evr[a-z]*|евро|lir[ae]|liras[ıi]|rupiah|ringgit|baht)"
    r"(?![A-Za-z\u00c0-\u024f\u0400-\u04ff\u10d0-\u10ff])"
)
_ISO_AFTER: Final = (
    r"(?:EUR|CHF|USD|CAD|GBP|AUD|NZD|JPY|CNY|HKD|SGD|INR|IDR|KRW|THB|VND|PHP|MYR|SEK|NOK|DKK|ISK|PLN|CZK"
    r"|HUF|RON|BGN|RSD|UAH|RUB|TRY|ILS|AED|SAR|ZAR|BRL|MXN|ARS|CLP|COP|PEN|MAD|EGP|KES|NGN"
    r"|BAM|KM|kr|Ft|lei|zł|Kč|грн"
    r"|TMT|AZN|KZT|UZS|KGS|TJS|GEL|AMD|MDL|BYN|MKD|ALL|HRK)(?![A-Za-z\u00c0-\u024f\u0400-\u04ff])"
    # (recall32) any currency's own sign, as `amounts` reads one before a number (the block
    # U+20A0-U+20C0: `₴`, `₹`, `₽`, `₺`, `₫`, `₪`, `₩`, `₦`, `₾`, `₸` ...; the baht, riel, dram,
    # taka and rial signs): `3 566,00 ₾` is money as `3 566,00 €` is
    r"|[" + OTHER_CURRENCY_SIGNS + r"]"
)
NAME_AFTER: Final = re.compile(r"[ \u00a0\u202f]?" + CURRENCY_NAMES_AFTER)
_SHORT_COMMA: Final = re.compile(r"[0-9]+,(?:[0-9]{1,2}|[0-9]{4,})")
# (felt43) an equation of numbers of a comma and one or two decimals, two joined by an arithmetic
# operator and its result after `=` (`8,00 + 16,00 = 24,00 m²`, `2,0 ÷ 0,8 = 2,50 m`): a list of small
# numbers (`pages 1,2`) writes no operator and no result, and English no comma before one or two
# digits; its result a measure (a unit of measure after it: `unit_after`). Not the equation alone
# (`14,75 × 19,85 = 292,79`: round 11 leaves it undecided), nor the two operands alone.
_N12: Final = r"[0-9]+,[0-9]{1,2}(?![0-9])"
_COMMA_OPERANDS: Final = re.compile(
    _N12 + r"[ \u00a0\u202f]?[+\u00d7\u00f7\u2212*][ \u00a0\u202f]?" + _N12 + r"[ \u00a0\u202f]?=[ \u00a0\u202f]?(?:\*\*)?" + _N12 + r"(?![,.][0-9])")
# (round 21) a dollar sign after the number (`52,90 $`, French Canada's order; English writes it
# before: `$52.90`), not one before a next number (`1,25 $5`).
# (round 28) and the other currencies of the decimal-comma languages, as a sign, a word or a code
# after the amount (`_ISO_AFTER`: `278,81 lei`, `84,06 Ft`, `7,4621 DKK`)
_MONEY_AFTER: Final = re.compile(
    r"[ \u00a0\u202f]?(?:[\u20ac\u00a3%]|\$(?![0-9])|EUR\b|CHF\b|ct\b|Cent\b|centimes?\b|Prozent|pour ?cent|kWh\b|Std\b|Stunden\b|heures?\b"
    r"|(?-i:" + _ISO_AFTER + r"))",
    re.IGNORECASE,
)
# (round 21) groups of three spaced with a space, a no-break or a narrow no-break space, then a
# decimal comma (`62 932,00`, `1\u202f002\u202f311,40`): nothing else can be.
_SPACE_GROUPED: Final = re.compile(r"(?<![0-9.,])[0-9]{1,3}(?:[ \u00a0\u202f][0-9]{3})+,[0-9]+(?![0-9])")
# (quarry42) whole numbers grouped by a no-break or a narrow no-break space (`1\u00a0542`, `131\u00a0070
# сом`): the grouping of the languages that write a decimal comma (French, Russian, Kyrgyz, Latvian
# ...). A text does not group its thousands two ways: where it also writes one comma before three
# digits (`1 542 ÷ 400 = 3,855`), that comma is its decimal, and such a text with no English spelling
# is decided so. Not a plain space (`1 542` may be two numbers), and not the space groups alone: a
# text of `288 000 B/s` and `565,9 MB` stays undecided, as before (heldout25 studio-02: its
# equation's result in MB the arithmetic does not reach).
_NBSP_GROUPED: Final = re.compile(r"(?<![0-9.,])[0-9]{1,3}(?:[\u00a0\u202f][0-9]{3})+(?![0-9]|[.,][0-9])")
_COMMA_THREE: Final = re.compile(r"(?<![0-9.,\u00a0\u202f])[0-9]{1,3},[0-9]{3}(?![0-9]|[.,][0-9])")
# (mend42c, review42 D8) the comma decides so only as an expression's result the text writes
# (`= 3,855`), or in a text with a letter outside English's alphabet (`сом`, `unités`): an English
# answer quoting one `12\u00a0500` of a French result still writes `2,480 kg` as a thousands group.
_COMMA_THREE_RESULT: Final = re.compile(r"[=\u2248][ \u00a0\u202f]*[0-9]{1,3},[0-9]{3}(?![0-9]|[.,][0-9])")


def _comma_equation(text: str, start: int) -> bool:
    """(felt43) Whether an equation of comma decimals starts at `start`, its result a measure
    (`_COMMA_OPERANDS`, `unit_after`)."""
    m = _COMMA_OPERANDS.match(text, start)
    return m is not None and unit_after(text, m.end())


def _not_english_letters(text: str) -> bool:
    return any(ch.isalpha() and not ch.isascii() for ch in text)


def _nbsp_and_comma_three(text: str) -> bool:
    """(quarry42) No-break-space groups beside a `N,NNN` (see `_NBSP_GROUPED`); (mend42c) the comma as
    an expression's result or in a text of other than English letters."""
    if _NBSP_GROUPED.search(text) is None or _COMMA_THREE.search(text) is None:
        return False
    return _COMMA_THREE_RESULT.search(text) is not None or _not_english_letters(text)
# (round 21) one comma and three decimals with a space before the percent sign (`8,875 %`, the
# French and German typography): as a thousands group a percentage of a thousand or more, odd
# where English writes `8.875%`; read as a decimal comma where no English spelling stands beside it.
_SPACED_PERCENT: Final = re.compile(r"[0-9]{1,3},[0-9]{3}[ \u00a0\u202f]%")
# English only: a point with other than three decimals; comma groups then a point; a dollar or
# pound sign before comma groups.
_ENGLISH_POINT: Final = re.compile(r"[0-9]+\.(?:[0-9]{1,2}|[0-9]{4,})")
_ENGLISH_GROUPED: Final = re.compile(r"[0-9]{1,3}(?:,[0-9]{3})+\.[0-9]+")
# (round 25) a dollar or pound sign before a decimal comma of one or two decimals (`£41,00`, `$5,5`),
# which English never writes: the text's `£1,708` beside it is no English grouping either.
# (round 26) the euro sign too, spaced as Dutch, Flemish and Portuguese write it (`€ 192,05`, `€ 33,33`):
# an English `€` amount groups in threes (`€1,250`) or writes a point (`€192.05`)
# (spaces32) and the generic `¤` a one-letter mark is respelled as (`R398,57`: letter_marks.py)
_SIGN_BEFORE_DECIMAL_COMMA: Final = re.compile(r"(?:US)?[$\u00a3\u20ac" + GENERIC_SIGN + r"][ \u00a0]?[0-9]+,[0-9]{1,2}(?![0-9])")
# (piano34) an ISO currency code before a decimal comma of one or two places, on its line (`EUR
# 335,00`, a fixed-width invoice's `TOTAL EUR          335,00`): English writes `EUR 335.00`, and a
# comma group has three digits
_CODE_BEFORE_DECIMAL_COMMA: Final = re.compile(
    r"(?<![A-Za-z])(?:" + r"EUR|CHF|USD|CAD|GBP|AUD|NZD|SEK|NOK|DKK|ISK|PLN|CZK|HUF|RON|BGN|RSD|UAH|RUB|TRY|BRL|ARS|CLP|COP|PEN|ZAR"
    + r")[ \t\u00a0]+[0-9]+,[0-9]{1,2}(?![0-9]|[.,][0-9])")
_SIGN_BEFORE_GROUPS: Final = re.compile(r"(?:US)?[$\u00a3][ \u00a0]?[0-9]{1,3}(?:,[0-9]{3})+(?![0-9])")
# What a decided text reads: one comma (`14,75`, `1,717`), or one point group of three (`2.022`).
_ONE_COMMA: Final = re.compile(r"([0-9]+),([0-9]+)")
_ONE_POINT_GROUP: Final = re.compile(r"([1-9][0-9]{0,2})\.([0-9]{3})")
# A date or a clock written with points is no English number: `17.05.2023` is one run of two
# points, `vom 01.01. bis` a day and month before a point, `15.30 Uhr` a clock.
_DAY_MONTH_OR_CLOCK: Final = re.compile(r"[0-9]{1,2}\.[0-9]{2}(?:\.|[ \u00a0]?(?:Uhr|h)\b)")
# (round 25) A day and a two-digit month with no year and no dot after it (`odczyt 28.05`, `od
# 28.05 w`): a date in a text that also writes a decimal comma nothing else can be (`4,9%`), where an
# English decimal would be the only English spelling of the text. Days 01-31, months 01-12.
_DAY_DOT_MONTH: Final = re.compile(r"(?:0[1-9]|[12][0-9]|3[01])\.(?:0[1-9]|1[0-2])(?![0-9.,])")


# (round 26) a decimal comma after a lone zero (`0,11`, `0,0612`; not `0,110`, which could be a
# list): English writes no comma after a zero, so a rate `Satz EUR/Wort 0,11` decides a text (a
# vendor's invoice with `6.420` words and `706,20` beside it). Not in a text that writes a comma as
# a field's separator, glued to a letter or a mark with no space after it (`id,rate` over `0,11`: a
# CSV row of two cells); a prose comma has a space after it.
_ZERO_COMMA: Final = re.compile(r"(?<![0-9.,])0,(?:[0-9]{1,2}|[0-9]{4,})(?![0-9.,])")
_FIELD_COMMA: Final = re.compile(r"[^0-9\s],(?!\s)|,(?=[^0-9\s])")


def _zero_comma(text: str) -> bool:
    """(round 26) Whether `text` writes a decimal comma after a lone zero (`_ZERO_COMMA`) and no
    comma as a field's separator (`_FIELD_COMMA`)."""
    return _ZERO_COMMA.search(text) is not None and _FIELD_COMMA.search(text) is None


# (round 22) point groups of three (`500.000`, `1.250.000`), and one ending in `.000`: English
# writes no three zero decimals for a count or an amount
_POINT_GROUPS: Final = re.compile(r"[1-9][0-9]{0,2}(?:\.[0-9]{3})+")
MIN_POINT_GROUPS: Final = 2  # numbers in point groups a text writes to decide its convention so

# A currency's own sign written after an amount, as the languages that group thousands with points
# write it (`1.250 €`, `12.476 kr.`, `3.000 $`, `1.250 zł`): English writes the sign before the
# number, and no currency these signs stand for has three decimals (a code is no such sign: `1 EUR =
# 1.085 USD` is a rate, `532.160 JOD` three decimals). `locales.english_of` reads one point group so.
# (palm38) and every other currency sign Unicode has (`amounts.OTHER_CURRENCY_SIGNS`: the riel `៛`,
# the dram `֏`, the lari `₾`; the generic `¤` aside): `៥.៦០១.៥៧០ ៛`, as a Khmer answer writes riel
# (avocado45) and the Rwandan franc's own sign, as Rwanda writes it after an amount (`Frw`, `FRW`:
# `13.980 Frw`), beside the franc's `Fr.`: the franc has no minor unit in Rwanda (ISO 4217's 0 places)
CURRENCY_SYMBOLS_AFTER: Final = r"[\u20ac\u00a3\u00a5\u20b9\u20bd\u20ba\u20b4" + OTHER_CURRENCY_SIGNS.replace(GENERIC_SIGN, "") \
    + r"]|z\u0142|kr|k\u010d|ft|frw|fr\.?|lei"
SYMBOL_AFTER: Final = re.compile(
    r"[ \u00a0\u202f\u2009]?(?:" + CURRENCY_SYMBOLS_AFTER + r"|\$(?![0-9]))(?![A-Za-z])", re.IGNORECASE
)


def point_text(text: str) -> bool:
    """(round 22) Whether `text` writes its thousands with points and nothing else can be read: no
    number with a comma between digits, every number with a point written in point groups of three
    (`500.000`, `280.000`; a date or a clock with points aside), at least `MIN_POINT_GROUPS` of
    them and one ending in `.000` (`Asignado: 500.000 ... Queda: 220.000`); (spell31) or one of them
    with a currency's sign after it (`SYMBOL_AFTER`: `3 × 1.475 = 4.425 kr.`, an Icelandic answer's
    fares: the sign after decides `4.425` as `locales` reads it, and the text's `1.475` with it)."""
    return "." in text and _point_groups(text, False)


def _points_and_comma(text: str) -> bool:
    """(round 26) Whether `text` writes its thousands with points as `point_text` reads them
    (`13.000 / 8.000`: two or more point groups, one ending in `.000`) and a decimal comma of 1, 2
    or 4+ decimals beside them (`= 5,2 werkdagen`), every comma of it one between digits: English
    writes neither, so its `1,625` is 1.625 too (a Dutch answer's `13.000 / 8.000 = 1,625 dagen`)."""
    return _point_groups(text, True)


def _point_groups(text: str, with_comma: bool) -> bool:
    """Whether `text`'s numbers with a point are all point groups of three (a date or a clock with
    points aside), at least MIN_POINT_GROUPS of them and one ending in `.000`, or (spell31) one of
    them at least with a currency's sign after it (`SYMBOL_AFTER`); a number with a comma refuses,
    unless `with_comma`: then each is one decimal comma, and one of 1, 2 or 4+ decimals is needed."""
    if POINT_GROUP_BESIDE.search(text) is None:
        return False  # (speed35) no point group of three: no point group read (`digit_gates.py`)
    groups = 0
    zeros = False
    signed = False  # (spell31) a point group with a currency's sign after it (`12.476 kr.`)
    decimal = False
    for m in _RUN.finditer(text):
        run = m.group(0)
        if "," in run:
            if not with_comma or "." in run or _ONE_COMMA.fullmatch(run) is None:
                return False
            decimal = decimal or _THREE_DECIMALS.fullmatch(run) is None
            continue
        if "." not in run or _DAY_MONTH_OR_CLOCK.match(text, m.start()) is not None:
            continue
        if _POINT_GROUPS.fullmatch(run) is None:
            return False
        groups += 1
        zeros = zeros or run.endswith(".000")
        signed = signed or SYMBOL_AFTER.match(text, m.end()) is not None
    return (decimal or not with_comma) and ((zeros and groups >= MIN_POINT_GROUPS) or signed)


def comma_text(text: str, units: bool = False) -> bool:
    """Whether `text` writes a decimal comma nothing else can be, and no spelling only English can
    be (module doc); (round 22) or writes its thousands with points only (`point_text`).
    (recall29) `units`: a decimal comma before a unit of measure (`24,8 kg`) decides it too (for
    `comma_amounts`' measures only: the text's other readings stay as `units=False` decides)."""
    if "," not in text:
        return point_text(text)
    if _SIGN_BEFORE_GROUPS.search(text) is not None and _SIGN_BEFORE_DECIMAL_COMMA.search(text) is None:
        return False  # (round 25: unless a mark stands before a decimal comma too, `£41,00`: not English)
    comma = False
    dated = False  # (round 25) a `28.05` read as a date: the text must decide on a decimal comma
    for m in _RUN.finditer(text):
        run = m.group(0)
        if "." in run and "," not in run and run.count(".") == 1 and _ENGLISH_POINT.fullmatch(run) is not None \
                and _DAY_MONTH_OR_CLOCK.match(text, m.start()) is None:
            if _DAY_DOT_MONTH.fullmatch(run) is None:
                return False
            dated = True
            continue
        if _ENGLISH_GROUPED.fullmatch(run) is not None:
            return False
        if comma:
            continue
        if _GROUPED.fullmatch(run) is not None:
            comma = True
        elif _SHORT_COMMA.fullmatch(run) is not None and (
                _MONEY_AFTER.match(text, m.end()) is not None or (units and unit_after(text, m.end()))):
            comma = True  # (recall29) or a unit of measure after it (`24,8 kg`, `1,5 ml`): a decimal too
        elif _SPACED_PERCENT.match(text, m.start()) is not None and run.count(",") == 1:
            comma = True
        elif _comma_equation(text, m.start()):
            comma = True  # (felt43) `8,00 + 16,00 = 24,00 m²`: an equation of comma decimals, its result a measure
    comma = comma or _zero_comma(text) or _points_and_comma(text)  # (round 26) `0,11`; `13.000 ... 5,2`
    # (round 25) a mark before a decimal comma of one or two decimals (`£41,00`, `R$ 12,16`) is one too
    comma = comma or _SIGN_BEFORE_DECIMAL_COMMA.search(text) is not None or _CODE_BEFORE_DECIMAL_COMMA.search(text) is not None
    if dated:
        return comma  # a day and month beside a decimal comma nothing else can be; no other cue
    return comma or _SPACE_GROUPED.search(text) is not None or _nbsp_and_comma_three(text) or point_text(text)


def comma_reading(written: str) -> str | None:
    """The English spelling (normalized) of `written` in a decimal-comma text: one comma is the
    decimal point (`14,75` -> `14.75`, `1,717` -> `1.717`), one point group of three the
    thousands (`2.022` -> `2022`); None for anything else."""
    m = _ONE_COMMA.fullmatch(written)
    if m is not None:
        return normalize_token(f"{m.group(1)}.{m.group(2)}")
    m = _ONE_POINT_GROUP.fullmatch(written)
    if m is not None:
        return normalize_token(m.group(1) + m.group(2))
    return None


_last_text: str = ""
_last_decided: bool = False


def comma_text_cached(text: str) -> bool:
    """`comma_text` of the text asked last again without reading it again (a token at a time asks
    about the same answer)."""
    global _last_text, _last_decided
    if text is _last_text or text == _last_text:
        return _last_decided
    _last_decided = comma_text(text)
    _last_text = text
    return _last_decided


def comma_numbers(text: str, min_digits: int) -> list[tuple[str, str]]:
    """The numbers of one decimal comma a decimal-comma text writes in a written equation (a line
    with `=`: `14,75 × 19,95 € = 294,26 €`) with at least `min_digits` digits, as written
    (normalized), in order, once each. The reader leaves them as prose (`12,50` may be a list);
    read with a decimal comma they are the equation's operands and result, judged as their English
    spelling would be (a candidate, grounded by the `locale` rule, or computed), so an operand no
    source carried, or a result a digit off within the rounding `expressions.contradictions`
    allows (`292,78` for 292.7875), stays flagged. (Elsewhere such a number stays unread, as
    before.) Each as (its English reading, as written): the reading is judged, the written
    token shown. Empty for any other text."""
    if "," not in text or not comma_text_cached(text):
        return []
    out: dict[str, str] = {}
    for line in text.split("\n"):  # one pass: each line read once
        if "," not in line:
            continue
        if "=" not in line:
            # (round 26) an amount with its currency after it that the answer puts in bold on a line
            # of no equation (`**Toplam: 469,15 CHF**`, a bill's bottom line): the figure it states,
            # which a later answer restates (`469,15 CHF × 51,62 = ...`), judged as `CHF 469.15` is
            if "**" not in line:
                continue
            for m in _RUN.finditer(line):
                written = m.group(0)
                if _ONE_COMMA.fullmatch(written) is not None and _THREE_DECIMALS.fullmatch(written) is None \
                        and money_after(line, m.end()) and line.count("**", 0, m.start()) % 2 == 1:
                    reading = comma_reading(written)
                    if reading is not None:
                        out.setdefault(normalize_token(written), reading)
            continue
        spaced: list[tuple[int, int]] = []
        for m in _SPACE_GROUPED.finditer(line):  # (round 21) `2 957,50`: read whole, not `957,50`
            spaced.append(m.span())
            whole, _, decimals = m.group(0).rpartition(",")
            english = normalize_token(_GROUP_SPACE.sub("", whole) + "." + decimals)
            if sum(1 for ch in english if ch.isdigit()) >= min_digits or money_after(line, m.end()):
                out.setdefault(normalize_token(m.group(0)), english)
        for m in _RUN.finditer(line):
            written = m.group(0)
            if _ONE_COMMA.fullmatch(written) is None or _THREE_DECIMALS.fullmatch(written) is not None:
                continue  # `1,717` is read as a number already (and judged under its English reading)
            if any(start <= m.start() < end for start, end in spaced):
                continue
            # (round 21) an amount with its currency after it (`5,40 $`) whatever its digits, as
            # an English `$5.40` is one (amounts.py)
            if sum(1 for ch in written if ch.isdigit()) >= min_digits or money_after(line, m.end()):
                reading = comma_reading(written)
                if reading is not None:
                    out.setdefault(normalize_token(written), reading)
    return [(english, written) for written, english in out.items()]


# (round 21) a currency written after an amount (`5,40 $`, `19,85 €`, `3,50 EUR`): an amount
# however few its digits, as amounts.py makes `$5.40` one.
# (tannery41) and the convertible mark's `KM` (`**89,40 KM**`), as `_ISO_AFTER` reads it
_CURRENCY_AFTER: Final = re.compile(r"[ \u00a0\u202f]?(?:[\u20ac\u00a3]|\$(?![0-9])|(?:EUR|CHF|USD|CAD|GBP|BAM|KM)\b)")
_GROUP_SPACE: Final = re.compile(r"[ \u00a0\u202f]")


# (recall29) a unit of measure written right after a number, one space at most (`24,8 kg`, `1,5 ml`,
# `0,75 l`): letters only, looked up in the unit tables (`units.unit_of`), not before a letter or digit
_UNIT_WORD: Final = re.compile(r"[ \u00a0\u202f]?([A-Za-z]{1,6})(?![A-Za-z0-9])", re.ASCII)


def unit_after(text: str, end: int) -> bool:
    """(recall29) Whether a unit of measure is written right after `text[:end]` (`_UNIT_WORD`): a
    decimal comma before `kg` is no list of two numbers, as none is before `€`."""
    m = _UNIT_WORD.match(text, end)
    return m is not None and unit_of(m.group(1)) is not None


def money_after(text: str, end: int) -> bool:
    """Whether a currency is written right after `text[:end]` (`_CURRENCY_AFTER`)."""
    return _CURRENCY_AFTER.match(text, end) is not None


_THREE_DECIMALS: Final = re.compile(r"[0-9]{1,3},[0-9]{3}")


def point_numbers(text: str, min_digits: int) -> list[tuple[str, str]]:
    """(round 22) The numbers a text that writes its thousands with points (`point_text`; spell31: or
    with points and a decimal comma, `_points_and_comma`) writes in point groups (`500.000`, `1.250.000`), of at least `min_digits` digits read so, as (English
    reading, as written), in order, once each; empty for any other text. The reader reads `202.000`
    as 202, too short to judge: read as 202000 it is judged as an English `202,000` would be."""
    if "." not in text or not (point_text(text) or ("," in text and _points_and_comma(text))):
        return []
    out: dict[str, str] = {}
    for m in _RUN.finditer(text):
        written = m.group(0)
        if _POINT_GROUPS.fullmatch(written) is None or _DAY_MONTH_OR_CLOCK.match(text, m.start()) is not None:
            continue
        english = normalize_token(written.replace(".", ""))
        if len(english) >= min_digits:
            out.setdefault(written, english)
    return [(english, written) for written, english in out.items()]


def point_signed(text: str) -> bool:
    """(mend46a, review45b) Whether `text` writes a point group (`9.870`, `10.500`, `1.250.000`) with a
    currency's own sign after it (`SYMBOL_AFTER`: `Frw`, `€`, `kr.`): money no currency of those signs
    writes with three decimals, so the text marks its points as thousands; `point_numbers`' readings
    of such a text are judged, not tentative (`Paid **9.870 Frw**` for a carried 9,780 is 9,870)."""
    if "." not in text or POINT_GROUP_BESIDE.search(text) is None:
        return False
    for m in _RUN.finditer(text):
        written = m.group(0)
        if "." in written and _POINT_GROUPS.fullmatch(written) is not None \
                and _DAY_MONTH_OR_CLOCK.match(text, m.start()) is None and SYMBOL_AFTER.match(text, m.end()) is not None:
            return True
    return False


# (spaces32) an English thousands group (`1,564`): a text that writes one writes its points as decimals
_ENGLISH_THOUSANDS: Final = re.compile(r"(?<![0-9.,])[0-9]{1,3},[0-9]{3}(?![0-9]|[.,][0-9])")


def point_thousands(text: str, start: int, end: int) -> str | None:
    """(spaces32) The thousands reading (normalized) of a number of one point group that `text`
    writes at `text[start:end]` (`1.087` -> `1087`) with a unit of measure after it (a quantity:
    `1.087 m`; an amount's point, `€1.250`, `1.250 EUR`, is left to `locales`), where the text
    writes no English thousands group (`1,564`: its points are decimals); None for any other. Ambiguous alone (`1.087` is a
    decimal in English, a thousand and eighty-seven in Slovenian, German, Danish...): the `locale`
    rule asks it only of a value no source carried as written, and grounds it only by a result
    that carried the thousands (`ascent 1,087 m` for `1.087 m vzpona`), so the run decides."""
    m = _ONE_POINT_GROUP.fullmatch(text, start, end)
    run = _RUN.match(text, start)
    if m is None or run is None or run.end() != end:
        return None  # not one number read whole (`1.087.5`, `v1.087`)
    if "," in text and _ENGLISH_THOUSANDS.search(text) is not None:
        return None
    if not unit_after(text, end):
        return None  # a quantity only (`1.087 m`, `4.926 L`): money and bare numbers as `locales` decides them
    return normalize_token(m.group(1) + m.group(2))
