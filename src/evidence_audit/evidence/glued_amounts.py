"""An amount with its currency glued to it (round 29, spellings dial): `RM5.50`, `NOK386,460`,
`USD95`, `Rs.450`, `5.50RM`, `100kr`, `S$12.90`, `R$45,90`: the number, read as if a space stood
between the currency and it.

People write a currency's code or symbol right against the amount in every market: Malaysia
`RM5.50`, Indonesia `Rp15.000`, India `Rs.450`, Scandinavia `kr768` or `768kr`, Romania `20lei`,
bank statements `NOK386,460`, `USD95`, the dollar family `S$12.90`, `HK$88`, `R$45,90`. The
tokenizer keeps such a token whole (`rm5.50`), so the number was no number at all: an identifier
no result carried, flagged even where a result carried `5.50` or `RM 5.50`, and no arithmetic rule
could use it as an operand or explain it as a result. Read here, the number is the value (the
glued token is kept as its spelling, so a result that carried `RM5.50` itself still grounds it),
and it is a currency amount: data whatever its digit count (the `amounts` dial).

What counts as a currency mark (standard lists, not one corpus's words):
- an ISO 4217 code (the active codes, any case as normalized), except the codes that are also
  English words or common abbreviations (`ALL`, `TOP`, `CUP`, `PEN`, `MOP`, `SOS`, `GEL`, `TRY`,
  `MAD`, `BAM`, `BOB`, `AMD`, `CVE`, `ERN`): `TOP10` is a ranking, not ten paanga;
- a currency's local symbol of two letters or more, as CLDR lists them (`RM` ringgit, `Rp` rupiah,
  `Rs` rupee, `kr` krona/krone, `kn` kuna, `lei` leu, `KSh`/`TSh`/`USh` shillings, `Tk` taka), with
  an optional point after it (`Rs.450`, `kr.768`); not one letter (`R100`, `K9`, `L4` are names);
- a dollar sign with its country's letters (`S$`, `HK$`, `R$`, `NT$`, `US$`).
The Unicode currency signs (`₪`, `฿`, `₩`, `€`) are no token characters: the tokenizer already
splits them from the number (`amounts.py` reads them as marks).

The number: digits with English thousands groups and a decimal point (`386,460`, `1,250.00`), or
one decimal comma of one or two digits (`45,90`: no thousands group has two digits). A number in
dot groups (`Rp15.000`, `kr1.250`) is a locale's, which a glued token cannot decide: not read
(the token stays an identifier, judged as written). A sign before the currency signs the amount
(`-RM5.50`: -5.5).

Its price: an identifier of a code's letters and digits (`RM101` a room, `RS232` a port) is read
as a number; its glued token is still looked up as written, so a carried id grounds it, and a
number of the same digits another result carried would too.
"""

from __future__ import annotations

import re
from typing import Final

from .digit_gates import GLUED_BESIDE
from .normalize import normalize_token

__all__ = ["CURRENCY_SYMBOLS", "GLUED_CODE_BEFORE", "LOCAL_CODES", "SPACED_CODE_BEFORE", "glued_amount", "glued_amount_spans", "is_currency_word",
           "marked_number", "is_iso_code"]

# The active ISO 4217 codes (lower case), less those that are English words or common
# abbreviations before a number (module doc).
_ISO: Final = frozenset(
    (
        "aed afn ars aud awg azn bbd bdt bgn bhd bif bmd bnd brl bsd btn bwp byn bzd cad cdf chf clp cny "
        "cop crc czk djf dkk dop dzd egp etb eur fjd fkp gbp ghs gip gmd gnf gtq gyd hkd hnl htg huf idr "
        "ils inr iqd irr isk jmd jod jpy kes kgs khr kmf kpw krw kwd kyd kzt lak lbp lkr lrd lsl lyd mdl "
        "mga mkd mmk mnt mru mur mvr mwk mxn myr mzn nad ngn nio nok npr nzd omr pab pgk php pkr pln pyg "
        "qar ron rsd rub rwf sar sbd scr sdg sek sgd shp sle sll srd ssp stn syp szl thb tjs tmt tnd "
        "ttd twd tzs uah ugx usd uyu uzs ves vnd vuv xaf xcd xof xpf yer zar zmw zwl"
    ).split()
)
# A currency's local symbol of two letters or more (CLDR), lower case (module doc).
_LOCAL: Final = frozenset("rm rp rs kr kn lei ksh tsh ush tk".split())
CURRENCY_SYMBOLS: Final = _ISO | _LOCAL
# The ISO code each local symbol stands for, where it names one currency (`kr` names four: none).
LOCAL_CODES: Final = {"rm": "MYR", "rp": "IDR", "rs": "INR", "kn": "HRK", "lei": "RON", "ksh": "KES", "tsh": "TZS",
                      "ush": "UGX", "tk": "BDT"}

# A number as a glued amount writes it: English groups and a decimal point, or one decimal comma
# of 1-2 digits; not dot groups (a locale's, undecided here). Bounded repeats, no nested ones.
# (round 30, spell30) or two dot groups and more (`Rp7.040.803`): no decimal point is written twice,
# so they are thousands, whatever the locale.
_NUMBER: Final = r"(?:[0-9]{1,3}(?:\.[0-9]{3}){2,}|[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?|[0-9]+,[0-9]{1,2})"
# A normalized token: a sign, the currency (letters, a point after a local symbol, or a dollar's
# country letters and `$`), then the number, maybe per a unit (`rm5.05/kg`); or the number, then
# the currency's letters.
_BEFORE: Final = re.compile(r"([-+]?)([a-z]{2,3}\.?|[a-z]{1,3}\$)(" + _NUMBER + r")(?:/[a-z]{1,12})?", re.ASCII)
_AFTER: Final = re.compile(r"([-+]?)(" + _NUMBER + r")([a-z]{2,3})", re.ASCII)
# The same in a text as written (any case), for the amounts reader: the currency glued before the
# number (no letter or digit before it) or after it (no letter after it).
_IN_TEXT: Final = re.compile(
    r"(?<![A-Za-z0-9])([-+]?)(?:([A-Za-z]{2,3})(\.?)|[A-Za-z]{1,3}\$)(" + _NUMBER + r")(?![0-9]|[.,][0-9]|[A-Za-z])"
    r"|(?<![A-Za-z0-9.,])(" + _NUMBER + r")([A-Za-z]{2,3})(?![A-Za-z])",
    re.ASCII,
)


# The same currency glued before a number in a text, as a pattern another reader's lexer embeds
# (`expressions._LEX`): an ISO code in capitals or a local symbol in any case, maybe with a point
# after it (`Rs.450`), no letter or digit before it, a digit right after it. A fixed alternation.
GLUED_CODE_BEFORE: Final = (
    r"(?<![A-Za-z0-9])(?:" + "|".join(sorted((c.upper() for c in _ISO), key=len, reverse=True))
    + r"|(?i:" + "|".join(sorted(_LOCAL, key=len, reverse=True)) + r")\.?)(?=[0-9])"
)

# (round 30, steps30) the same currency spaced before a number and ending a text searched up to the
# number's first digit (`KES 2,358.50`, `KSh **38,200**`, `Rs. 450`): 1-2 spaces, maybe emphasis
# opened; for the arithmetic's reading of which numbers are amounts (`computed/reading.py`). A
# fixed alternation anchored at the search's end.
SPACED_CODE_BEFORE: Final = re.compile(
    r"(?<![A-Za-z0-9])(?:" + "|".join(sorted((c.upper() for c in _ISO), key=len, reverse=True))
    + r"|(?i:" + "|".join(sorted(_LOCAL, key=len, reverse=True)) + r")\.?)[ \t\u00a0\u202f]{1,2}(?:\*\*|__)?$"
)


def is_iso_code(word: str) -> bool:
    """(mussel37) Whether `word` (any case) is an active ISO 4217 code (`eur`, `GBP`), not an English word."""
    return word.lower() in _ISO


def is_currency_word(word: str) -> bool:
    """Whether `word` (any case) is a currency code or local symbol glued amounts wear (`RM`, `NOK`)."""
    return word.lower() in CURRENCY_SYMBOLS


# A number in dot groups (`15.000`, `1.250`): a locale's, undecided for a glued token.
_DOT_GROUPS: Final = re.compile(r"[0-9]{1,3}(?:\.[0-9]{3})+", re.ASCII)
# One decimal comma of 1-2 digits (`45,90`).
_DECIMAL_COMMA: Final = re.compile(r"[0-9]++,[0-9]{1,2}", re.ASCII)
# (spaces32) space groups then a decimal comma of 1-2 digits (`5 880,00`: a one-letter mark's, letter_marks.py)
_SPACED_COMMA: Final = re.compile(r"[0-9]{1,3}(?:[ \u00a0\u202f\u2009][0-9]{3})+,[0-9]{1,2}")
_GROUP_SPACE: Final = re.compile(r"[ \u00a0\u202f\u2009]")


def marked_number(written: str, one_group: bool = False) -> str | None:
    """The number (normalized) of an amount a currency mark is glued to, read by its own shape, as
    the writer of a mark writes it: one decimal comma of 1-2 digits is the decimal point (`45,90`,
    `398,57`), with space groups before it too (`5 880,00` -> `5880`); dot groups are thousands
    only when two or more (`7.040.803`) or `one_group` says so (`15.000` is undecided alone);
    anything else English (`3,900` -> `3900`, `84.50` -> `84.5`). The one reader of a glued
    token's number and of a one-letter mark's (`letter_marks.py`); None for no number."""
    if _DOT_GROUPS.fullmatch(written):
        if written.count(".") < 2 and not one_group:
            return None  # `15.000`: one dot group, undecided here (`spellings` reads it in a decimal-comma answer)
        return normalize_token(written.replace(".", "")) or None
    if "," in written and (_DECIMAL_COMMA.fullmatch(written) or _SPACED_COMMA.fullmatch(written)):
        written = _GROUP_SPACE.sub("", written).replace(",", ".")  # one decimal comma (`45,90`, `5 880,00`)
    number = normalize_token(written)
    return number or None


def glued_amount(form: str, one_dot_group: bool = False) -> str | None:
    """The number (normalized, signed) of a normalized token that is an amount with its currency
    glued to it (`rm5.50` -> `5.5`, `nok386,460` -> `386460`, `-rm12` -> `-12`, `5.50rm` -> `5.5`,
    `s$12.90` -> `12.9`, `r$45,90` -> `45.9`), else None (module doc). One dot group (`rp21.350`)
    is undecided for a token alone: None, unless `one_dot_group` says the answer's dots mark
    thousands (an answer that writes decimal commas: `spellings`, round 30) -> `21350`."""
    if not form or form[0] not in "-+abcdefghijklmnopqrstuvwxyz0123456789":
        return None
    m = _BEFORE.fullmatch(form)
    if m is not None:
        mark = m.group(2)
        if not mark.endswith("$") and mark.rstrip(".") not in CURRENCY_SYMBOLS:
            return None
        if mark.endswith(".") and mark[:-1] not in _LOCAL:
            return None  # a point after a code is a sentence's (`USD.5`): only `Rs.450`, `kr.768`
        number = marked_number(m.group(3), one_dot_group)
        sign = m.group(1)
    else:
        m = _AFTER.fullmatch(form)
        if m is None or m.group(3) not in CURRENCY_SYMBOLS:
            return None
        number = marked_number(m.group(2), one_dot_group)
        sign = m.group(1)
    if number is None:
        return None
    return "-" + number if sign == "-" and number != "0" else number


def glued_amount_spans(text: str) -> list[tuple[int, str]]:
    """(offset of the number's sign or first digit, the number as written, with its sign) of each
    amount `text` writes with its currency glued to it (`RM5.50`, `-RM12`, `768kr`)."""
    out: list[tuple[int, str]] = []
    if GLUED_BESIDE.search(text) is None:
        return out  # (speed35) no letter beside a digit: no such amount (`digit_gates.py`)
    for m in _IN_TEXT.finditer(text):
        if m.group(4) is not None:
            code = m.group(2)
            if code is not None and (code.lower() not in CURRENCY_SYMBOLS or (m.group(3) and code.lower() not in _LOCAL)):
                continue
            start = m.start(4)
            written = m.group(4)
            sign = m.group(1)
        else:
            if m.group(6).lower() not in CURRENCY_SYMBOLS:
                continue
            start = m.start(5)
            written = m.group(5)
            sign = ""
        if _DOT_GROUPS.fullmatch(written):
            if written.count(".") < 2:
                continue
            written = written.replace(".", "")  # (round 30) `Rp7.040.803`: thousands
        if "," in written and _DECIMAL_COMMA.fullmatch(written):
            written = written.replace(",", ".")
        out.append((start - len(sign), sign + written))
    return out
