"""Numbers written in groups for reading: `4402 0044 8213`, `4111 1111 1111 1111`.

People write an account or card number in groups of three or four digits separated by spaces. The
tokenizer reads each group as its own token, so a group like `0048` (under the digit minimum once
its zeros go) is never judged and a mutated account number passes. Under the `spellings` dial
(default on) an answer's run of 3-5 groups of 3-4 digits, separated by single spaces, is read as
one token: `glue_digit_groups` joins the groups with `-` (the same length, so every offset of the
answer stays where it was). The `grouped-digits` rule (`spellings.py`) then grounds it when a
result carried the same digits, grouped or not (`4402 0044 8213`, `4402-0044-8213`,
`440200448213`). Its refusals: one digit off anywhere in the run stays flagged. Its price: a
sentence that writes three numbers of 3-4 digits side by side with single spaces is read as one
value (a list of years or sizes written without commas).

An IBAN is printed the same way, in groups of four after its country code and check digits
(`GB29 NWBK 6016 1331 9268 19`, the standard's print format; AgentDojo's bank carries it whole:
`GB29NWBK60161331926819`). `glue_digit_groups` joins such a run with `-` too (round 7), before
the digit groups, and `IBAN_TOKEN` is the joined token the `grouped-digits` rule grounds when a
result carried the IBAN whole. Refused: one character off anywhere. The price: none beyond the
exact lookup's (the whole IBAN must be carried).

A phone number is regrouped the same way (`+44 98765 4321`, `+33 1 23 45 67 89` for a carried
`+44 987654321`, `+33 1 23456789`): after a `+` and a country code, groups of digits separated by
single spaces, dots or hyphens (round 7). `glue_digit_groups` joins an answer's phone with `-` when
its national number is in two groups or more, and `phone_keys` reads the phones an answer or a
result writes as (country code, national digits) whatever their grouping; the `grouped-digits` rule
grounds the answer's phone when a result wrote the same country code and digits. Refused: a digit
off, another country code. The price: none beyond the exact lookup's.

(vanilla45) A run of groups of exactly three digits (`138 230 400`) is also how French, SI and
Malagasy style write a number of a hundred million or more: in a text that writes its numbers with
space thousands elsewhere (a space grouping whose first group is 1-2 digits and that has two groups
or more, `1 450 000`, `31 046 400`, or a first group of two, `18 240`, or a space grouping before a
decimal comma, `2 024,00`), with no English comma group, such a run is left for
`digit_groupings.regrouped` to read as one number (`138,230,400`: grounded or computed like any
other), not glued as an account number. Refused (glued as before): a run with a group of four
digits (`4402 0044 8213`), a run in a text with no such space number or with an English group
(`1,250`), or with only a one-digit first group and one group (`Page 3 120`). Nor is the tail of a
longer space number glued (`1 138 230 400`: the run after a digit and a space is no account).
"""

from __future__ import annotations

from typing import Final

import re

from .digit_gates import SPACED_BESIDE

__all__ = ["DIGIT_GROUPS", "GROUPED_TOKEN", "IBAN_TOKEN", "glue_digit_groups", "group_digits", "phone_keys"]

# A number in groups: 3-5 groups of 3-4 digits separated by one space or hyphen, not part of a
# longer number, a decimal or a date.
DIGIT_GROUPS: Final = re.compile(r"(?<![0-9.,\-/:])[0-9]{3,4}(?:[ \-][0-9]{3,4}){2,4}(?![0-9]|[.,:/][0-9])", re.ASCII)
# An answer's grouped run after `glue_digit_groups` (a normalized token).
GROUPED_TOKEN: Final = re.compile(r"[0-9]{3,4}(?:-[0-9]{3,4}){2,4}", re.ASCII)
# An IBAN in its print format: a country code and check digits, then 3-8 groups of four (the last
# may be shorter), in capitals, separated by single spaces; 15-34 characters without them.
_IBAN_SPACED: Final = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}[0-9]{2}(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,4})?(?![A-Za-z0-9])", re.ASCII)
# A phone number with its country code: `+44 98765 4321`, `+33 1 23 45 67 89`, `+1-555-010-0199`.
_PHONE: Final = re.compile(r"(?<![0-9A-Za-z+])\+([0-9]{1,3})[ .\-]([0-9]{1,12}(?:[ .\-][0-9]{1,12}){0,5})(?![0-9]|[.\-][0-9])", re.ASCII)
# An answer's IBAN after `glue_digit_groups` (a normalized token: lower case).
IBAN_TOKEN: Final = re.compile(r"[a-z]{2}[0-9]{2}(?:-[a-z0-9]{4}){2,7}(?:-[a-z0-9]{1,4})?", re.ASCII)
_SPACED: Final = re.compile(r"(?<![0-9.,\-/:])(?<![0-9] )[0-9]{3,4}(?: [0-9]{3,4}){2,4}(?![0-9]|[.,:/][0-9])", re.ASCII)
# (vanilla45) a run of three-digit groups only: a number in space thousands where the text writes them
_THREES: Final = re.compile(r"[0-9]{3}(?: [0-9]{3})+", re.ASCII)
# (vanilla45) the text's space-thousands convention: a space number no account run reads (a first group
# of 1-2 digits with two groups or more, or of 2 digits, or groups before a decimal comma)
_SPACE_NUMBER: Final = re.compile(
    r"(?<![0-9.,\-/:])(?<![0-9] )(?:[0-9]{1,2}(?: [0-9]{3}){2,}|[0-9]{2} [0-9]{3}|[0-9]{1,3}(?: [0-9]{3})+,[0-9]+)(?![0-9]|[.:/][0-9])",
    re.ASCII)
# an English thousands group (`1,250`): the writer's comma convention
_ENGLISH_GROUP: Final = re.compile(r"(?<![0-9,])[0-9]{1,3},[0-9]{3}(?![0-9])", re.ASCII)


# The last text glued and its result: an answer is glued when it is read (`extract.read_text`) and
# again when its values are located (`extract._first_spans`). One pair, replaced whole.
_LAST_GLUED: Final[list[tuple[str, str]]] = [("", "")]


def glue_digit_groups(text: str) -> str:
    """`text` with each space-separated run of digit groups, and each IBAN in groups, joined by `-`
    (same length)."""
    if " " not in text:
        return text
    last = _LAST_GLUED[0]
    if last[0] == text:
        return last[1]
    glued = text
    if "+" in glued:
        glued = _PHONE.sub(_glued_phone, glued)
    if SPACED_BESIDE.search(glued) is not None:  # (speed35) a digit, a space, a digit or a capital (`digit_gates.py`)
        glued = _IBAN_SPACED.sub(lambda m: m.group(0).replace(" ", "-"), glued)
        runs = list(_SPACED.finditer(glued))
        if runs:
            # (vanilla45) the text's convention asked only of a text with a run, once
            spaced = any(_THREES.fullmatch(m.group(0)) for m in runs) and _space_thousands(glued)
            pieces: list[str] = []
            done = 0
            for m in runs:
                pieces.append(glued[done:m.start()])
                pieces.append(m.group(0) if spaced and _THREES.fullmatch(m.group(0)) else m.group(0).replace(" ", "-"))
                done = m.end()
            pieces.append(glued[done:])
            glued = "".join(pieces)
    _LAST_GLUED[0] = (text, glued)
    return glued


def _space_thousands(text: str) -> bool:
    """(vanilla45) Whether `text` writes its numbers in space thousands (module doc): a space number
    that is no account run, and no English comma group."""
    return _SPACE_NUMBER.search(text) is not None and _ENGLISH_GROUP.search(text) is None


def group_digits(grouped: str) -> str:
    """The digits of a grouped number, without their separators."""
    return grouped.replace(" ", "").replace("-", "")


def _glued_phone(m: re.Match[str]) -> str:
    """A phone whose national number is in two groups or more, its spaces as `-` (same length)."""
    national = m.group(2)
    if " " not in national or not 6 <= len(group_digits(national).replace(".", "")) <= 12:
        return m.group(0)
    return m.group(0).replace(" ", "-")


_NOT_DIGIT: Final = re.compile(r"[^0-9]")  # (fold34) compiled once, not per phone number
_PHONE_MARK: Final = re.compile(r"[ .]")  # a phone number's group mark, read as `-`


def phone_keys(text: str) -> list[tuple[str, str, str]]:
    """The phone numbers `text` writes: (as an answer's glued token reads, `44-98765-4321`; the
    country code; the national digits), for national numbers of 6-12 digits."""
    out: list[tuple[str, str, str]] = []
    if "+" not in text:
        return out
    for m in _PHONE.finditer(text):
        digits = _NOT_DIGIT.sub("", m.group(2))
        if 6 <= len(digits) <= 12:
            token = m.group(1) + "-" + _PHONE_MARK.sub("-", m.group(2))
            out.append((token, m.group(1), digits))
    return out
