"""More person spellings under the `spellings` dial: the respellings of retail, telecom and booking
answers that the first five rules (`spellings.py`) do not cover.

Each rule grounds a value only when every digit the answer wrote is a digit a result carried, in
the same place: a wrong digit, a part no source carried, or a different amount stays flagged.

| rule | the answer writes | a result carried | its price: what it cannot catch |
|---|---|---|---|
| `float-precision` | `27.35`, `2.85` | `27.349999999999998` (float noise around that decimal, within 1e-9); `-2.849999999999994` (the sign as `unsigned` reads it) | none: the carried value is that amount (the sign: as `unsigned`) |
| `unit` | `45-degree`, `250-ml`, `12-months`; `401.7 GB`, `5000 ms` | `45 degrees`, `250ml`, `12 month`; `401.7gb`, `after=5000ms` (the number, and the unit's word with or without space, hyphen or plural `s`, either way round) | a unit word the result used for another number's unit |
| `slash` | `5G/LTE`, `i9/32`, `GB/2`, `3G/2G` | each part with a digit carried (or said) on its own, as a number with a unit (`32GB`), or as a part of another slash-joined value (`LTE/3G/2G`); a bare part of one or two digits only the last two ways; no part twice | a wrong pairing of known parts; a part of letters only is never judged |
| `underscore-space` | `store credit_8812034` | `store_credit_8812034` (the word before it joined by the id's first `_`) | none: the whole id is carried |

A format example is not a claim: a digit run of zeros or a straight sequence (`#A0000000`,
`1234567`, `000.000.000-00`: zeros in every group) in an id the answer presents as an example
("looks like", "written as", "for example", "e.g.", "format", "such as", "placeholder") is not judged. Only those runs: `94107` as an example stays
flagged. Its price: an invented id of zeros or a straight sequence, presented as an example.
(Round 22) A number written in groups whose digits are a straight sequence (`1 234,56`,
`1,234.56`), in a code span or after such a cue, is a locale's format shown, not judged either.

Keys are derived from the evidence corpus's log of stored forms, lazily and incrementally, like
the first rules' keys.
"""

from __future__ import annotations

import re
from itertools import islice
from typing import Any, Final

from .amounts import CURRENCY_WORDS
from .computed import as_decimal
from .extract import Candidate, locate

__all__ = ["MORE_RULES", "Respellings", "is_format_example", "is_placeholder", "is_proposal"]

MORE_RULES = ("float-precision", "unit", "slash", "underscore-space")

# A carried number with a long fraction: float noise is possible (27.349999999999998).
_LONG_FRACTION: Final = re.compile(r"-?[0-9]+\.[0-9]{10,}", re.ASCII)
# A number with a unit word, glued or after one space or hyphen: 250ml, 45 degrees, 2tb, 12-month.
_UNIT_FORM: Final = re.compile(r"([0-9]+(?:\.[0-9]+)?)[ -]?([a-z]{2,})", re.ASCII)
# The answer's unit spelling, classified as an identifier: 45-degree, 12-months (any tail length).
_ANSWER_UNIT: Final = re.compile(r"([0-9]+(?:\.[0-9]+)?)-?([a-z]{2,})", re.ASCII)
_HAS_DIGIT: Final = re.compile(r"[0-9]", re.ASCII)
# A plain number candidate, and the unit word right after it in the answer (`401.7 GB`, `5000 ms`).
_PLAIN: Final = re.compile(r"[0-9]+(?:\.[0-9]+)?", re.ASCII)
_WORD_AFTER: Final = re.compile(r"[ \u00a0]?([A-Za-z]{2,12})(?![A-Za-z0-9])", re.ASCII)
_HAS_LETTER: Final = re.compile(r"[a-z]", re.ASCII)
_DIGIT_RUN: Final = re.compile(r"[0-9]+", re.ASCII)
# The word right before an id in the answer: `store ` of `store credit_8812034`.
_WORD_BEFORE: Final = re.compile(r"([A-Za-z][A-Za-z0-9]*)[ ]\Z", re.ASCII)
# How an answer presents a format example.
_EXAMPLE_CUE: Final = re.compile(
    r"(?:looks?\s+like|something\s+like|written\s+(?:as|like)|for\s+example|for\s+instance|e\.g\.|example|format|such\s+as|placeholder|pattern)",
    re.IGNORECASE,
)
_SEQUENCES: Final = "01234567890"


def _stem(word: str) -> str:
    """A unit word without its plural ending: `degrees` -> `degree`, `inches` -> `inch`."""
    if len(word) > 4 and word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    if len(word) > 2 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _placeholder_run(run: str) -> bool:
    """A digit run that reads as a placeholder: 3+ zeros, or a straight sequence of 4+ digits."""
    if len(run) >= 3 and not run.strip("0"):
        return True
    return len(run) >= 4 and run in _SEQUENCES


def is_placeholder(candidate: Candidate, answer: str) -> bool:
    """An id the answer presents as a format example whose digits are placeholders (`#A0000000`)."""
    runs = _DIGIT_RUN.findall(candidate.value)
    zeros = not "".join(runs).strip("0") and len("".join(runs)) >= 3  # `000.000.000-00`: zeros in every group
    if not runs or not (zeros or all(_placeholder_run(run) for run in runs)):
        return False
    offset, _ = locate(answer, candidate)
    if offset < 0:
        return False
    return _EXAMPLE_CUE.search(answer, max(0, offset - 80), offset) is not None


def is_format_example(candidate: Candidate, answer: str) -> bool:
    """(round 22) A number written in groups whose digits are a straight sequence (`1 234,56`,
    `1,234.56`, `1.234.567,89`): how a locale writes a number, shown in a code span (`` `1 234,56` ``)
    or after an example cue, is no claim."""
    joined = "".join(_DIGIT_RUN.findall(candidate.value))
    if len(joined) < 5 or joined not in _SEQUENCES:
        return False
    offset, length = locate(answer, candidate)
    if offset < 0:
        return False
    runs = _DIGIT_RUN.findall(answer[offset : offset + length])  # as written: grouped (`1234.56` is not)
    if not (len(runs) >= 3 or (len(runs) == 2 and len(runs[1]) == 3)):
        return False
    if answer[max(0, offset - 1) : offset] == "`" and answer[offset + length : offset + length + 1] == "`":
        return True
    return _EXAMPLE_CUE.search(answer, max(0, offset - 80), offset) is not None


# How an answer offers a time or a date for the user to choose: "for example from 2:00 PM",
# "(for example, 2024-05-18)", "e.g. 10:30", "say, 9:00"; or shows a date format with an example
# ("format `TT.MM.JJJJ`, e.g. 01.12.2026 for December 1": a day-first date with dots, round 6).
_PROPOSAL_CUE: Final = re.compile(r"(?:for\s+example|for\s+instance|e\.g\.|such\s+as|\bsay,)", re.IGNORECASE)
# A clock or an ISO or numeric date: the only values a proposal may be.
_TIME_OR_DATE: Final = re.compile(
    r"[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?:[ap]\.?m)?|[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{1,2}([/.])[0-9]{1,2}\1[0-9]{4}", re.ASCII
)
_CLAUSE_END: Final = re.compile(r"[.!?;](?:\s|$)|\n")


# Whether the last answer asked about writes a cue anywhere: one (answer, found) pair, replaced
# whole. An answer offering no example (most) is read for cues once, not at each value's offset.
_LAST_CUED: Final[list[tuple[str, bool]]] = [("", False)]


def _has_cue(answer: str) -> bool:
    last = _LAST_CUED[0]
    if last[0] == answer:
        return last[1]
    found = _PROPOSAL_CUE.search(answer) is not None
    _LAST_CUED[0] = (answer, found)
    return found


def is_proposal(candidate: Candidate, answer: str) -> bool:
    """A time or a date the answer offers as an example for the user to choose ("A 1-hour call fits,
    for example from 2:00 PM to 3:00 PM"; "could you confirm the date (for example, 2024-05-18)?"):
    no claim about what a result carried. Only clocks and dates, only after such a cue in the same
    clause: an example ZIP code (`94107`) or amount stays judged."""
    if not _TIME_OR_DATE.fullmatch(candidate.value) or not _has_cue(answer):
        return False
    offset, _ = locate(answer, candidate)
    if offset < 0:
        return False
    floor = max(0, offset - 60)
    cues = list(_PROPOSAL_CUE.finditer(answer, floor, offset))
    if not cues:
        return False
    return _CLAUSE_END.search(answer, cues[-1].end(), offset) is None


# The unit of a quote: `1 USD = 0.8594 EUR`, `$1 = ¥150.22`, `Per 1 USD`, `per $1`.
_ONE: Final = re.compile(r"(?<![0-9.,])([$\u20ac\u00a3\u00a5]?)1(?![0-9.,]*[0-9])")
_CODE_AFTER: Final = re.compile(r"\s[A-Z]{3}\b")  # a currency code after a bare 1; (fold34) compiled once, not per 1
# (round 25) the quoted side may wear a mark of letters and `$` (`£1 = R$ 7.12`), the `=` be fullwidth (`£1 ＝ 198.4円`)
_QUOTE_AFTER: Final = re.compile(
    r"\s?(?:[A-Z]{3}\b)?\s*(?:=|\u2248|\uff1d)\s*(?:[A-Z]{3}\s?|[A-Z]{1,2}\$\s?)?[$\u20ac\u00a3\u00a5]?\s?[0-9]")
_PER_BEFORE: Final = re.compile(r"\b(?:per|each)\s+\Z", re.IGNORECASE)
# (watch35) a currency word after a bare 1 (`1 euro`, as `amounts` reads one), and the quote's other
# side written right before it in any language: a number, its unit, one short word (`97,85 lekë për
# 1 euro`, `97.85 ALL for 1 EUR`)
_CURRENCY_WORD_AFTER: Final = re.compile(r"\s(?:" + CURRENCY_WORDS + r")(?![A-Za-z])", re.IGNORECASE)
_RATE_BEFORE: Final = re.compile(r"[0-9](?:[0-9.,]*[0-9])?\s?[^\s0-9]{1,12}\s+[^\W\d_]{1,5}\s+\Z")
MAX_RATE_BEFORE: Final = 40  # characters before a 1 read for its quote's other side


def is_rate_unit(candidate: Candidate, answer: str) -> bool:
    """The `1` of an exchange or unit quote (`1 USD = 0.8594 EUR`, `Per 1 USD: EUR 0.8594`): the
    quote's unit, no value of its own; the rate beside it is judged. Only when every `1` the
    answer writes as an amount is such a unit: `a fee of $1` stays judged."""
    if candidate.value != "1":
        return False
    found = False
    for m in _ONE.finditer(answer):
        after = answer[m.end() : m.end() + 4]
        if not m.group(1) and not after[:1].isspace():
            continue
        quoted = _QUOTE_AFTER.match(answer, m.end()) is not None or _PER_BEFORE.search(answer, max(0, m.start() - 8), m.start()) is not None \
            or _RATE_BEFORE.search(answer, max(0, m.start() - MAX_RATE_BEFORE), m.start()) is not None
        if not m.group(1) and not _CODE_AFTER.match(after):
            # a bare 1 in prose is no amount: not this candidate; (watch35) but `1 euro` is, the unit
            # of a quote when its other side is written before it (`97,85 lekë për 1 euro`)
            if _CURRENCY_WORD_AFTER.match(answer, m.end()) is None:
                continue
            if not quoted:
                return False  # `a tip of 1 euro`: an amount of its own
            found = True
            continue
        if quoted:
            found = True
            continue
        return False
    return found


class Respellings:
    """The keys of the rules above over one evidence corpus, built lazily as candidates miss."""

    __slots__ = ("_corpus", "_seen", "_keys", "_said_seen")

    def __init__(self, corpus: Any) -> None:
        self._corpus = corpus
        self._seen = 0
        self._keys: dict[tuple[Any, ...], str] = {}
        self._said_seen = 0  # exempt forms read for their slash parts

    def _catch_up(self) -> None:
        log = self._corpus.log
        keys = self._keys
        for form in log[self._seen :]:
            # Both patterns start with a digit (a long fraction maybe with a `-`): most forms are
            # words, passed over without a pattern.
            first = form[0] if form else ""
            if "0" <= first <= "9" or first == "-":
                if "." in form and _LONG_FRACTION.fullmatch(form):
                    meant = as_decimal(form)
                    if meant is not None:
                        keys.setdefault(("float", format(meant.normalize(), "f")), form)
                m = _UNIT_FORM.fullmatch(form) if first != "-" else None
                if m is not None:
                    keys.setdefault(("unit", m.group(1), _stem(m.group(2))), form)
                    keys.setdefault(("unit-number", m.group(1)), form)
            if "/" in form:
                for part in form.split("/"):
                    if part and _HAS_DIGIT.search(part):
                        keys.setdefault(("slash-part", part), form)
        self._seen = len(log)

    def _said_part(self, part: str, exempt: Any) -> bool:
        """Whether a person wrote `part` inside a slash-joined token (`LTE/3G/2G` for `3G`)."""
        forms = getattr(exempt, "forms", None)
        if not forms:
            return False
        if self._said_seen < len(forms):
            for form in islice(forms, self._said_seen, None):
                if "/" in form:
                    for piece in form.split("/"):
                        if piece and _HAS_DIGIT.search(piece):
                            self._keys.setdefault(("said-part", piece), form)
            self._said_seen = len(forms)
        return ("said-part", part) in self._keys

    def _turn(self, key: tuple[Any, ...]) -> int:
        if self._seen < len(self._corpus.log):  # the keys are read on the first question only
            self._catch_up()
        form = self._keys.get(key)
        return -1 if form is None else self._corpus.values.get(form, -1)

    def ground(self, candidate: Candidate, answer: str, exempt: Any) -> tuple[str, int] | None:
        """(rule, turn) of the first of these rules that grounds `candidate`, or None."""
        value = candidate.value
        values = self._corpus.values
        if candidate.shape in ("number", "figure") and "." in value:
            turn = self._turn(("float", value))
            if turn < 0:  # `−$2.85` for a carried `-2.849999999999994`: the sign as `unsigned` reads it
                turn = self._turn(("float", value[1:] if value.startswith("-") else "-" + value))
            if turn >= 0:
                return "float-precision", turn
        if candidate.shape != "identifier":
            if candidate.shape in ("number", "figure") and _PLAIN.fullmatch(value):
                # `401.7 GB`, `5000 ms`: a number and the unit word after it, carried glued (`401.7gb`)
                if self._seen < len(self._corpus.log):
                    self._catch_up()
                # (speed24) every `unit` key is filed with its `unit-number`: a number no result
                # carried glued to a unit is not located in the answer
                if ("unit-number", candidate.decimal_spelling or value) not in self._keys:
                    return None
                offset, length = locate(answer, candidate)
                after = _WORD_AFTER.match(answer, offset + length) if offset >= 0 else None
                if after is not None:
                    turn = self._turn(("unit", candidate.decimal_spelling or value, _stem(after.group(1).lower())))
                    if turn >= 0:
                        return "unit", turn
            return None
        m = _ANSWER_UNIT.fullmatch(value)
        if m is not None:
            turn = self._turn(("unit", m.group(1), _stem(m.group(2))))
            if turn >= 0:
                return "unit", turn
        if "/" in value and _HAS_LETTER.search(value):
            parts = value.split("/")
            # a part written twice (`3G/3G` for a carried `LTE/3G/2G`) is no respelling of a list
            if len(parts) >= 2 and all(parts) and len(set(parts)) == len(parts):
                turns = []
                for part in parts:
                    if not _HAS_DIGIT.search(part):
                        continue
                    # a bare number of one or two digits is carried or said almost everywhere
                    # (`6` of "Give 6 mL" made `mg/6` out of `mg/5`): it counts only with its unit
                    # or inside a carried slash-joined value
                    small = part.isdigit() and len(part) < 3
                    turn = -1 if small else values.get(part, -1)
                    if turn < 0 and not small and part in exempt.forms:
                        turn = 0
                    if turn < 0:
                        turn = self._turn(("unit-number", part))
                    if turn < 0:
                        turn = self._turn(("slash-part", part))
                    if turn < 0 and self._said_part(part, exempt):
                        turn = 0
                    if turn < 0:
                        break
                    turns.append(turn)
                else:
                    if turns:
                        return "slash", max(turns)
        if "_" in value:
            offset, _ = locate(answer, candidate)
            if offset > 0:
                before = _WORD_BEFORE.search(answer, max(0, offset - 40), offset)
                if before is not None:
                    joined = f"{before.group(1).lower()}_{value}"
                    turn = values.get(joined, -1)
                    if turn >= 0:
                        return "underscore-space", turn
        return None
