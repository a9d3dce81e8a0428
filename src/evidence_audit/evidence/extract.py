"""Read an answer: classify each token, extract the candidates, count what lay past the ceiling.

A token is a *candidate* when it looks like data: a number with at least `min_digits` digits (maybe
glued to a short unit, `1007us`), or an identifier of 4+ characters with a digit and a letter or
structural character (`fc1/3`, `0xef0101`, `2026-04-12t08:15:00z`). Everything else is prose, and
prose is never judged: `three`, `47th`, `24/7`, `3.1`. Declared exemptions and declared shapes come
first (spec section 5). With the ranges dial a range token is read as its two endpoints (11.2); a
typed answer is read by its JSON values only (11.4); the decimal dial keeps the spelling `61.0`
(11.5). Only the first `MAX_ANSWER_TOKENS` tokens are read; `unread` counts the rest (11.1).
"""

from __future__ import annotations

import re
from collections.abc import Container, Iterable
from typing import Any, Final, NamedTuple

from .amounts import signed_amount
from .case_endings import stem as case_stem
from .normalize import (
    count_digits,
    es_trim,
    js_number_string,
    normalize_token,
    strip_decoration,
    token_spans,
    tokenize,
    tokenize_raw,
)
from .digit_groupings import regrouped
from .glued_amounts import glued_amount
from .groups import glue_digit_groups
from .formula_names import mask_formula_names
from .narration import mask_standard_names
from .prefix_hyphens import unprefixed
from .letter_marks import ANY_LETTER, marked
from .spaced_dates import respaced_dates, spaced_dates
from .year_first_dates import year_first_respelled
from .script_digits import western_digits, western_value
from .ranges import split_range
from .served import parse_json
from .text_memo import TextMemo

__all__ = [
    "MAX_ANSWER_TOKENS",
    "AnswerReading",
    "Candidate",
    "candidate_forms",
    "classify_token",
    "extract_candidates",
    "locate",
    "read_answer",
]

MAX_ANSWER_TOKENS = 20_000

# N/M with 1-2 digits each: 24/7, 1/2 (a ratio in prose, not data).
_PROSE_RATIO: Final = re.compile(r"[0-9]{1,2}/[0-9]{1,2}", re.ASCII)
# A number glued to a 1-5 letter tail, maybe through - or /, maybe /unit: 1007us, 48-port, 100mb/s;
# (round 30) a unit after a slash may carry its power as an ASCII digit, `60.33/m3`, `4.10/ft2` (as
# `/m³` reads: the tokenizer drops the superscript), so the number is the value.
_NUMBER_WITH_TAIL: Final = re.compile(r"([-+]?[0-9]+(?:\.[0-9]+)?)(?:[-/]?[a-z]{1,5}(?:/[a-z]{1,5})?|/[a-z]{1,4}[23])", re.ASCII)
# A thousands-grouped number glued to the same tail (spellings dial, round 8): `$1,097.3M`,
# `1,284,617K`, `12,500mAh` (letters glued; `1,669/min` stays one token). Without it the comma made the whole token an identifier, judged as
# written, so no rule read its number or its scale.
_GROUPED_WITH_TAIL: Final = re.compile(r"([-+]?[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?)[a-z]{1,5}", re.ASCII)
# (spell31) one decimal comma of 1-2 digits glued to the same tail (spellings dial): `5,65k €`,
# `12,5kg`: no thousands group has 1-2 digits, so the comma is a decimal one, read as `5.65k` is.
_COMMA_WITH_TAIL: Final = re.compile(r"([-+]?[0-9]+,[0-9]{1,2})[a-z]{1,5}", re.ASCII)
# An identifier's scheme prefix (spellings dial, round 8): `arXiv:2410.05229`, `doi:10.1001/x`,
# `PMID:31234567`, and a bare leading colon cut from a citation (`8(9):e2531877`). The schemes are
# the registries of scholarly and book identifiers (the same in every document); what follows the
# prefix is the value, judged with every rule (an invented id after a prefix stays flagged).
_SCHEME_PREFIX: Final = re.compile(r"(?:arxiv|doi|pmid|pmcid|isbn|issn|oclc|orcid|hdl)?:([a-z0-9][^:]*)", re.ASCII)
# A fiscal or calendar period glued to its year (spellings dial, round 8): `FY2025`, `Q3-2025`,
# `H1'2026`: the year is the value, judged as a year.
_PERIOD_YEAR: Final = re.compile(r"(?:fy|cy|q[1-4]|h[12])[-']?((?:19|20)[0-9]{2})", re.ASCII)
# A number glued to a unit-per suffix of any length (spellings dial): 64/night, 212/person; (tea35)
# or per a currency's sign, a rate (`Rs. 298.40/$`; `349.20/€` is the token `349.20/`, the sign no
# token character).
# (brandy36) the number in thousands groups too and a unit of one letter (`1,500/h`, `2,400/night`)
_UNIT_PER: Final = re.compile(r"([-+]?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?)/(?:[a-z]+|\$?)", re.ASCII)
# (brandy36) a percent glued to a per-unit suffix (spellings dial): `2.5%/yr`, `12.75%/month`, `3%/a`;
# the percent's number is the value, judged as the answer had written the percent bare (`2.5%` is
# the token `2.5`; a digit changed stays flagged where the number is judged)
_PERCENT_PER: Final = re.compile(r"([-+]?[0-9]+(?:\.[0-9]+)?)%/[a-z]{1,8}", re.ASCII)
# Words with digits that are not data (spellings dial; layout round 4). A one-digit number glued
# to words (`3-character`, `2-letter`, `3-for-1`) reads as the number, as `48-port` does: under
# the digit minimum, prose. A compound unit whose number is its last denominator's, after two unit
# words or more (`mL/min/1.73m²`), reads as that number (`LTE/5G` is the slash rule's). A name with a one-digit version or plus (`elbv2`, `ipv6`, `ZIP+4`) is prose.
# (round 30) or two one-digit numbers joined by a short word (`2-and-3 split`, `1-in-5`, `3-to-1`,
# `2-by-4`): a name of a split or a ratio, each part under the digit minimum.
_ONE_DIGIT_COMPOUND: Final = re.compile(r"([0-9])-(?:[a-z]{2,}(?:-[a-z]{2,})*|for-[0-9]|(?:and|or|in|to|by|of)-[0-9](?![0-9]))", re.ASCII)
_COMPOUND_UNIT: Final = re.compile(r"[a-z]{1,5}(?:/[a-z]{1,5})+/([0-9]+(?:\.[0-9]+)?)[a-z]{0,3}", re.ASCII)
_NAME_VERSION: Final = re.compile(r"[a-z]{2,}(?:v|\+)[0-9]", re.ASCII)
# (round 29) a name of parts joined by `+`, each led by a letter, its letters outnumbering its digits
# (a vaccine `DHPPi+L4`, a plan `Pro+5G`): prose; `A7+330` (a part led by a digit) or `AB12+CD34`
# (as many digits) stay judged. Bounded parts, no nested repeats.
_PLUS_NAME: Final = re.compile(r"[a-z][a-z0-9]{0,15}(?:\+[a-z][a-z0-9]{0,15}){1,4}", re.ASCII)
# (glass39) a sum of three or more numbers glued by `+` (`7.5+8+6.5+8+5 = 35 h`, a timesheet's
# days): its terms, not the written sum, are the numbers; prose where each term alone is no
# candidate (under the digit minimum), else judged whole as before. Bounded terms. (integrator)
# Each term of at most two digits (`7.5`, `12`): a sum of carried readings (`1.21+1.27+1.13+1.17`,
# test_domains9) is still judged whole against the results' cells. (felt43) Or two digits with a zero
# decimal (`12.0+9.5+26.0+6.0 = 53.5`, a month's square metres as the CSV writes them): two digits still.
_GLUED_SUM: Final = re.compile(r"(?:[0-9]{1,2}(?:\.0)?|[0-9]\.[0-9])(?:\+(?:[0-9]{1,2}(?:\.0)?|[0-9]\.[0-9])){2,11}", re.ASCII)
# (felt43) a quotient glued by `/` over a number with a decimal point (`4/0.8`, `2.5/0.8`: a side laid
# out before a shrinkage, a reasoning block's working): its terms, not the written quotient, are the
# numbers; prose where each alone is no candidate, as `_GLUED_SUM`'s. Not over a whole number (`4/5`
# a score, `11/30` a date, `148/88` a pressure: other rules'), nor over a whole written with its `.0`
# (`4.6/5.0`, `3.8/4.0`: a score out of its scale, `score`), two digits at most a term.
_GLUED_QUOTIENT: Final = re.compile(r"(?:[0-9]{1,2}(?:\.[0-9])?|0\.[0-9]{1,2})/(?:[0-9]\.[1-9]|0\.[0-9]{1,2})", re.ASCII)
# An am/pm word glued to a day offset (spellings dial): the `pm+1` of `7:15 PM+1`.
_AM_PM_OFFSET: Final = re.compile(r"[ap]\.?m\.?\+[0-9]{1,2}", re.ASCII)
# A bare number.
_BARE_NUMBER: Final = re.compile(r"[-+]?[0-9]+(?:\.[0-9]+)?", re.ASCII)
_HAS_DIGIT: Final = re.compile(r"[0-9]", re.ASCII)
_IDENTIFIER_MARK: Final = re.compile(r"[a-z:_\-/.]", re.ASCII)
# A numeric range: A-B or A-Bunit, each end plain or thousands-grouped (2024-2025, 41,200-41,250).
_RANGE_END: Final = r"(?:[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)"
_RANGE: Final = re.compile(rf"({_RANGE_END})-({_RANGE_END})([a-z]{{1,5}})?", re.ASCII)
# A range's unit-per suffix (spellings dial, round 7): the `/night` of `240.0-400.0/night` is prose,
# as it is after one amount (`64/night`).
_RANGE_PER: Final = re.compile(rf"{_RANGE_END}-{_RANGE_END}(/[a-z]{{2,}})", re.ASCII)
# A range of hours of a 12-hour day, minutes on either end or neither, written before its am/pm
# (`12-2 PM`, `12-2:30 PM`, `11-9 PM`; spellings dial, round 7): clock ends, judged as clocks (a
# bare hour end is no candidate, as `at 2 PM` is none); a range of numbers it is not.
_HOUR_RANGE: Final = re.compile(r"((?:1[0-2]|0?[1-9])(?::[0-5][0-9])?)-((?:1[0-2]|0?[1-9])(?::[0-5][0-9])?)", re.ASCII)
_MERIDIEM_TOKENS: Final = frozenset(("am", "pm", "a.m", "p.m", "a.m.", "p.m."))
# The numeric part of a token as written, for the decimal dial: 61.0, 1234.50, 24.80tb.
_WRITTEN_NUMBER: Final = re.compile(r"([-+]?)([0-9]+)(?:\.([0-9]+))?", re.ASCII)


class Candidate(NamedTuple):
    """A data value found in an answer: its normalized value, its shape, and how it was written."""

    value: str
    shape: str
    token: str | None = None
    range_token: str | None = None
    decimal_spelling: str | None = None

    def as_dict(self) -> dict[str, str]:
        out = {"value": self.value, "shape": self.shape}
        if self.token is not None:
            out["token"] = self.token
        if self.range_token is not None:
            out["range_token"] = self.range_token
        if self.decimal_spelling is not None:
            out["decimal_spelling"] = self.decimal_spelling
        return out


class AnswerReading(NamedTuple):
    candidates: tuple[Candidate, ...]
    unread: int


class _SubMinimum(NamedTuple):
    """A numeric token under `min_digits`: prose, unless the figures set promotes it."""

    value: str
    token: str | None


_PROSE = None


def _letters_outnumber_digits(token: str) -> bool:
    digits = count_digits(token)
    return len(token) - token.count("+") - digits > digits


def _declared_exempt(token: str, gate: Any) -> bool:
    return token in gate.exempt_values or any(p.fullmatch(token) for p in gate.exempt_patterns)


def _base_classify(token: str, gate: Any) -> Candidate | _SubMinimum | None:
    """Classification up to the figures promotion, cacheable per gate and token."""
    if not token:
        return _PROSE
    if _declared_exempt(token, gate):
        return _PROSE
    for name, pattern in gate.shapes:
        if pattern.fullmatch(token):
            return Candidate(token, name)
    if not _HAS_DIGIT.search(token):
        return _PROSE
    if _PROSE_RATIO.fullmatch(token):
        return _PROSE
    if getattr(gate, "spellings", False):
        period = _PERIOD_YEAR.fullmatch(token)
        if period is not None:
            return Candidate(period.group(1), "number", token)
        scheme = _SCHEME_PREFIX.fullmatch(token)
        # (piano34) or a case ending glued to a clock or a percent (`10:00etan`, `%40ko`:
        # case_endings.py): the stem is the value
        per = _PERCENT_PER.fullmatch(token) if scheme is None else None
        inside = scheme.group(1) if scheme is not None else per.group(1) if per is not None else case_stem(token)
        if inside is not None:
            inner = _base_classify(inside, gate)
            if isinstance(inner, Candidate):
                return inner._replace(token=token) if inner.value != token else inner
            if isinstance(inner, _SubMinimum):
                return _SubMinimum(inner.value, token)
            return _PROSE
        if "+" in token and _GLUED_SUM.fullmatch(token) and not any(
                isinstance(_base_classify(term, gate), Candidate) for term in token.split("+")):
            return _PROSE  # (glass39) a glued sum of terms under the digit minimum
        if "/" in token and _GLUED_QUOTIENT.fullmatch(token) and not any(
                isinstance(_base_classify(term, gate), Candidate) for term in token.split("/")):
            return _PROSE  # (felt43) a glued quotient over a decimal of terms under the digit minimum
    numeric: str | None = None
    tail = _NUMBER_WITH_TAIL.fullmatch(token)
    if tail is None and getattr(gate, "spellings", False):
        tail = (_UNIT_PER.fullmatch(token) or _ONE_DIGIT_COMPOUND.fullmatch(token) or _COMPOUND_UNIT.fullmatch(token)
                or _GROUPED_WITH_TAIL.fullmatch(token))
        if tail is None and (_AM_PM_OFFSET.fullmatch(token) or _NAME_VERSION.fullmatch(token)):
            return _PROSE
        if tail is None and "+" in token and _PLUS_NAME.fullmatch(token) and _letters_outnumber_digits(token):
            return _PROSE
    coded: str | None = None
    if tail is None and getattr(gate, "spellings", False) and "$" not in token:
        # (round 29) an amount with its currency glued to it: `RM5.50`, `NOK386,460` (glued_amounts.py)
        coded = glued_amount(token)
    comma_tail = _COMMA_WITH_TAIL.fullmatch(token) if tail is None and coded is None and "," in token \
        and getattr(gate, "spellings", False) else None
    if tail is not None:
        numeric = normalize_token(tail.group(1))
    elif comma_tail is not None:
        numeric = normalize_token(comma_tail.group(1).replace(",", "."))  # (spell31) `5,65k` is `5.65k`
        tail = comma_tail
    elif coded is not None:
        numeric = coded
    elif _BARE_NUMBER.fullmatch(token):
        numeric = token
    elif getattr(gate, "amounts", False) and "$" in token:
        signed = signed_amount(token)
        if signed is not None:
            return Candidate(signed, "number", token)
    if numeric is not None:
        glued = token if (tail is not None or coded is not None) and token != numeric else None
        if count_digits(numeric) >= gate.min_digits:
            return Candidate(numeric, "number", glued)
        return _SubMinimum(numeric, glued)
    if len(token) < 4:
        return _PROSE
    if not _IDENTIFIER_MARK.search(token):
        return _PROSE
    return Candidate(token, "identifier")


# Tokens longer than this are classified every time, never cached: the cache's memory is then
# bounded by its entry limit times a small size, whatever the answers hold.
CACHED_TOKEN_CHARS: Final = 64


def _classify_cached(token: str, gate: Any) -> Candidate | _SubMinimum | None:
    cache = gate.cache
    try:
        return cache[token]
    except KeyError:
        pass
    result = _base_classify(token, gate)
    if len(token) <= CACHED_TOKEN_CHARS:
        if len(cache) >= gate.cache_limit:
            cache.clear()
        cache[token] = result
    return result


def classify_token(
    token: str, gate: Any, figures: Container[str] | None = None, amounts: Container[str] | None = None
) -> Candidate | None:
    """Classify one normalized token: None for prose, else a candidate (spec section 5).

    `amounts` (the `amounts` dial) are the numbers the answer writes as currency amounts: such a
    number is data whatever its digit count.
    """
    result = _classify_cached(token, gate)
    if type(result) is _SubMinimum:
        if figures is not None and gate.figures and result.value in figures:
            return Candidate(result.value, "figure", result.token)
        if amounts is not None and result.value in amounts:
            return Candidate(result.value, "number", result.token)
        return None
    return result  # type: ignore[return-value]


def candidate_forms(candidate: Candidate) -> tuple[str, ...]:
    """The spellings a candidate is looked up under: value, glued token, range token (0x rule each)."""
    value = candidate.value
    forms = [value, value[2:]] if len(value) > 2 and value.startswith("0x") else [value]
    for extra in (candidate.token, candidate.range_token):
        if extra is None:
            continue
        for form in ((extra, extra[2:]) if len(extra) > 2 and extra.startswith("0x") else (extra,)):
            if form not in forms:
                forms.append(form)
    return tuple(forms)


def _decimal_spelling(raw: str) -> str | None:
    """The numeric part as written when it has trailing zeros after the point (`61.0`), else None."""
    stripped = strip_decoration(raw)
    m = _WRITTEN_NUMBER.match(stripped)
    if m is None or not m.group(3) or not m.group(3).endswith("0"):
        return None
    whole = m.group(2).lstrip("0") or "0"
    zero = whole == "0" and not m.group(3).strip("0")
    sign = "-" if m.group(1) == "-" and not zero else ""  # -0.0 is 0.0, as the value is 0
    return f"{sign}{whole}.{m.group(3)}"


class _HasView:
    """A membership view over an object that offers only `has(value) -> bool` (spec 11.3)."""

    __slots__ = ("_view",)

    def __init__(self, view: Any) -> None:
        self._view = view

    def __contains__(self, value: object) -> bool:
        return bool(self._view.has(value))


def _near_carried(token: str, exact: Container[str]) -> bool:
    """Whether a range token is one digit off a range a result carried whole (`8-10` where `7-10`
    was carried, `65-75` for `55-75`): a misread range, which splitting into its short ends would
    let pass unjudged, so the token is judged whole (and flagged, as nothing carried it)."""
    for k, c in enumerate(token):
        if not c.isdigit():
            continue
        for d in "0123456789":
            if d != c and token[:k] + d + token[k + 1 :] in exact:
                return True
    return False


class _Reader:
    """Accumulates candidates of one answer: one budget, de-duplicated by value."""

    __slots__ = ("gate", "figures", "amounts", "exact_tokens", "seen", "candidates", "read", "unread")

    def __init__(
        self,
        gate: Any,
        figures: Container[str] | None,
        exact_tokens: Container[str] | None,
        amounts: Container[str] | None = None,
    ) -> None:
        self.gate = gate
        self.figures = figures if gate.figures else None
        self.amounts = amounts if getattr(gate, "amounts", False) and amounts else None
        if exact_tokens is not None and not hasattr(exact_tokens, "__contains__") and hasattr(exact_tokens, "has"):
            exact_tokens = _HasView(exact_tokens)
        self.exact_tokens = exact_tokens
        self.seen: set[str] = set()
        self.candidates: list[Candidate] = []
        self.read = 0
        self.unread = 0

    def _push(self, candidate: Candidate | None) -> None:
        if candidate is not None and candidate.value not in self.seen:
            self.seen.add(candidate.value)
            self.candidates.append(candidate)

    def _range(self, token: str, following: str = "") -> bool:
        """Read a range token as its endpoints; False when the token is not a range to split.
        `following` is the token after it (an `am`/`pm` that makes `12-2` a range of hours)."""
        m = _RANGE.fullmatch(token)
        if m is None and self.gate.spellings:
            per = _RANGE_PER.fullmatch(token)
            if per is not None:
                m = _RANGE.fullmatch(token[: per.start(1)])
        hours = None
        if self.gate.spellings and following in _MERIDIEM_TOKENS:
            hours = _HOUR_RANGE.fullmatch(token)  # `12-2 PM`, `12-2:30 PM`, `11-9 PM` (round 7)
        if hours is not None:
            low, high = hours.group(1), hours.group(2)
        elif m is not None:
            low, high = normalize_token(m.group(1)), normalize_token(m.group(2))
            try:
                if float(high) < float(low):
                    return False
            except ValueError:
                return False
        else:
            ends = split_range(token)  # clock, date and amount ranges (ranges.py)
            if ends is None:
                return False
            low, high = ends[0], ends[-1]
        if self.exact_tokens is not None and (token in self.exact_tokens or _near_carried(token, self.exact_tokens)):
            return False  # carried whole, or one digit off a range carried whole: judged whole
        gate = self.gate
        if _declared_exempt(token, gate):
            return True  # the whole token is declared exempt: prose
        if any(pattern.fullmatch(token) for _, pattern in gate.shapes):
            return False  # a declared shape claims the whole token
        for end in (low, high) if low != high else (low,):
            found = classify_token(end, self.gate, self.figures, self.amounts)
            if found is not None:
                self._push(found._replace(range_token=token))
        return True

    def read_text(self, text: str) -> None:
        gate = self.gate
        ranges = gate.ranges
        decimals = gate.decimals
        if gate.spellings:
            text = mask_standard_names(text)  # ISO 8601 names a standard: no data (narration.py)
            text = mask_formula_names(text)  # (dive37) `ppO2`, `SpO2` name a quantity: no data (formula_names.py)
            text = glue_digit_groups(text)  # `4402 0048 8213`: one number in groups (groups.py)
            text = regrouped(text)[0]  # `18'420.50`, `412 800`, `17,23,390`: one number (digit_groupings.py, round 20)
        pairs: list[tuple[str, str]] = []  # (raw piece, token): the decimal dial reads the raw spelling
        if decimals:
            pairs = [(p, normalize_token(p)) for p in tokenize_raw(text)]
            pairs = [(p, t) for p, t in pairs if t]
            tokens = [t for _, t in pairs]
        else:
            tokens = tokenize(text)
        room = MAX_ANSWER_TOKENS - self.read
        if len(tokens) > room:
            self.unread += len(tokens) - max(room, 0)
            tokens = tokens[: max(room, 0)]
        self.read += len(tokens)
        figures = self.figures
        amounts = self.amounts
        for i, token in enumerate(tokens):
            if ranges and "-" in token and self._range(token, tokens[i + 1] if i + 1 < len(tokens) else ""):
                continue
            candidate = classify_token(token, gate, figures, amounts)
            if candidate is None:
                continue
            if decimals and candidate.shape in ("number", "figure"):
                spelling = _decimal_spelling(pairs[i][0])
                if spelling is not None:
                    candidate = candidate._replace(decimal_spelling=spelling)
            self._push(candidate)

    def read_typed(self, value: Any) -> None:
        """Walk a typed answer's values in document order: strings as text, numbers as strings.

        An explicit stack, not recursion: a deeply nested answer cannot exhaust Python's stack.
        """
        stack = [value]
        while stack:
            node = stack.pop()
            if isinstance(node, str):
                self.read_text(node)
            elif isinstance(node, bool) or node is None:
                continue
            elif isinstance(node, (int, float)):
                self.read_text(js_number_string(node))
            elif isinstance(node, list):
                stack.extend(reversed(node))
            elif isinstance(node, dict):
                stack.extend(reversed(list(node.values())))


def read_answer(
    answer: str,
    gate: Any,
    *,
    figures: Container[str] | None = None,
    exact_tokens: Container[str] | None = None,
    typed: bool = False,
    amounts: Container[str] | None = None,
) -> AnswerReading:
    """Read an answer's candidates and count the tokens past `MAX_ANSWER_TOKENS` (spec 11.1)."""
    reader = _Reader(gate, figures, exact_tokens, amounts)
    if typed:
        parsed = parse_json(es_trim(answer))
        if isinstance(parsed, (dict, list)):
            reader.read_typed(parsed)
            return AnswerReading(tuple(reader.candidates), reader.unread)
    reader.read_text(answer)
    return AnswerReading(tuple(reader.candidates), reader.unread)


def extract_candidates(
    answer: str, gate: Any, figures: Container[str] | None = None, exact_tokens: Iterable[str] | None = None
) -> list[Candidate]:
    """The answer's candidates in first-appearance order, de-duplicated by value (spec 5.2)."""
    tokens = set(exact_tokens) if exact_tokens is not None and not isinstance(exact_tokens, (set, frozenset, dict)) else exact_tokens
    return list(read_answer(answer, gate, figures=figures, exact_tokens=tokens).candidates)


# (speed24) a TextMemo, not an lru_cache: the `unverified` rule's variant asks (the answer with one
# value's digits changed, read aside: text_memo.py) no longer push the answer's own spans out
_FIRST_SPANS: Final[TextMemo[dict[str, tuple[int, int]]]] = TextMemo(entries=4, chars=1 << 20)


def _first_spans(answer: str) -> dict[str, tuple[int, int]]:
    """Each normalized token of an answer -> (offset, length) of its first raw span.

    Memoized for the last few answers: every value of one answer is located in it (leads, the
    clock and card-ending rules), and re-reading the answer per value would cost its length
    times its values. The dict is shared: read it only.
    """
    return _FIRST_SPANS.read(answer, _read_first_spans)


def _read_first_spans(answer: str) -> dict[str, tuple[int, int]]:
    first: dict[str, tuple[int, int]] = {}
    for start, piece in token_spans(answer):
        first.setdefault(normalize_token(piece), (start, len(piece)))
    respelled = unprefixed(western_digits(answer)[0])  # (spell31) `١٬٦٥٥٫٠٨٨` as `1,655.088` (script_digits.py); (round 29) `ב-20:05`, `over-25`: the number after the hyphen (prefix_hyphens.py)
    # (spaces32) `R5 880,00` as `¤5 880,00` (letter_marks.py); any capital, as a run's system prompt
    # may decide it for an answer that writes no money shape of its own (`R40 a lesson`)
    respelled = marked(respelled, ANY_LETTER)
    respelled = respaced_dates(respelled)  # (round 30) `11. 1. 2027.` as `11.01.2027 .` (spaced_dates.py)
    respelled = year_first_respelled(respelled)[0]  # (spell31) `2026/10/20` as `2026-10-20` (year_first_dates.py)
    if respelled != answer:
        for start, piece in token_spans(respelled):
            first.setdefault(normalize_token(piece), (start, len(piece)))
        for start, end, day in spaced_dates(answer):  # the span as written (`11. 1. 2027`, not its respelling's ten characters)
            key = normalize_token(f"{day.day:02d}.{day.month:02d}.{day.year:04d}")
            if first.get(key, (-1, 0))[0] == start:
                first[key] = (start, end - start)
    # a number in groups, read as one token (same offsets); (trek34) in ASCII digits, so a lakh
    # number in another script's digits (`१,२४,५००`) is located as written too
    glued = glue_digit_groups(western_digits(answer)[0])
    glued, regroupings = regrouped(glued)  # `18'420.50`, `₹4,50,710.00` (digit_groupings.py, round 20)
    for start, end, english in regroupings:  # the span as written (a lakh number's, not its padded English)
        first.setdefault(normalize_token(english.strip()), (start, end - start))
    if glued != answer:
        for start, piece in token_spans(glued):
            first.setdefault(normalize_token(piece), (start, len(piece)))
    return first


def locate(answer: str, candidate: Candidate) -> tuple[int, int]:
    """Where a candidate first occurs in the answer text: (character offset, length), or (-1, 0).

    The answer is read with its raw token spans; a span whose normalized token is the
    candidate's value, glued token or range token is the occurrence.
    """
    first = _first_spans(answer)
    found = [first[w] for w in (candidate.value, candidate.token, candidate.range_token) if w is not None and w in first]
    if not found and candidate.value not in first and western_value(candidate.value) in first:
        # (round 33) a value shown as written in another script's digits (`۵۱۰٬۲۰۴`), found under
        # the ASCII token it was judged as (script_digits.py)
        found = [first[western_value(candidate.value)]]
    if not found and candidate.token is not None and normalize_token(candidate.token) in first:
        # (spell31) a point group judged as its thousands (`10.330 kr.`: decimal_comma.point_numbers),
        # found under its normalized token (`10.33`)
        found = [first[normalize_token(candidate.token)]]
    if not found:  # a date in words (word_dates.py); round 18: a duration in words (`5 hours`, range_lengths.py)
        for words in (candidate.token, candidate.value):
            if words is not None and (" " in words or (candidate.shape == "identifier" and not words.isascii())):  # (months37) `2027年3月23日`
                at = answer.find(words)
                if at < 0 and not words.isascii() and not answer.isascii():
                    # (months37) a date in words of another script judged on its ASCII digits
                    # (`जनवरी 21, 2027` for `जनवरी २१, २०२७`): the respelling keeps the offsets
                    at = western_digits(answer)[0].find(words)
                if at >= 0:
                    return at, len(words)
    return min(found) if found else (-1, 0)

