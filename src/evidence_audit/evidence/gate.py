"""Options -> a resolved gate (validated once); the verdict on one answer.

The gate holds every dial of the check, validated when it is resolved and never per answer: an
unknown option, a shape without a name or with a duplicate name, a pattern that is not JavaScript
or cannot run in linear time (`patterns.py`: JavaScript RegExp syntax, run by RE2),
or a `min_digits` below 1 is an `OptionError` naming the option. The `reference` profile sets every
dial to the reference's setting, so one word reproduces the reference exactly (spec 11.6).

`judge` is the check of spec section 7: each candidate is exempt (a person said it), grounded (a
tool result carried it), computed (figures dial: a derivation of carried numbers) or unsupported.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container, Mapping, Sequence
from dataclasses import dataclass, field, fields
from datetime import date
from typing import Any, Final, NamedTuple

from .dollar_codes import coded_dollar_number
from .dotted_steps import explain_dotted_steps
from .duration_steps import DURATION_VALUE
from .amounts import amount_numbers_of
from .anchored_derivations import unanchored
from .sibling_quotes import sibling_quoted
from .rated import rated_numbers_of
from .computed.cues import COMPUTED_HERE, GLUED_PER_TIME
from .constants import is_used_constant
from .exact_steps import EXACT_STEP
from .expressions import CARRIED_PRECISION, contradictions
from .extract import Candidate, candidate_forms, classify_token, read_answer
from .decimal_comma import comma_numbers, point_numbers, point_signed
from .comma_amounts import comma_amounts, english_amount, near_carried, restated_slips, slips_of
from .figures import figure_numbers_of
from .digit_groupings import regrouped
from .locales import english_text
from .prefix_hyphens import carried_families, unprefixed
from .letter_marks import marked
from .spaced_dates import respaced_dates
from .year_first_dates import year_first_respelled
from .compact_dates import year_first
from .script_digits import western_digits
from .column_totals import swapped_totals
from .miscounted_days import miscounted_days, today_miscounts
from .near_misses import slip_candidates, terse, terse_english
from .slipped_results import slipped_results
from .operand_slips import operand_slips
from .column_slips import column_slips
from .column_factors import column_factor_slips
from .terse_swaps import terse_swaps
from .narration import (
    is_binary_unit, is_default_port, is_formula_symbols, is_period_index, is_unit_base, is_written_difference,
    respaced_own_example,
)
from .normalize import lookup_forms, normalize_token
from .patterns import Pattern, PatternError, compile_pattern
from .range_lengths import range_totals, refuted_lengths
from .reasoned_swaps import reasoned_swaps
from .reasoned_slips import reasoned_slips
from .share_slips import share_slips
from .labelled_sums import refuted_sums
from .rounded_up import refuted_roundings
from .time_sums import duration_sums, hours_only, may_sum_durations
from .text_memo import end_aside, read_aside
from .ratios import is_small_ratio
from .respellings import is_format_example, is_placeholder, is_proposal, is_rate_unit
from .segments import offered_port
from .spellings import EXACT, writes_day_months_only
from .unverified import MAX_UNVERIFIED_ASKED_CHARS, MAX_UNVERIFIED_ASKS, MAX_UNVERIFIED_CANDIDATES, MAX_UNVERIFIED_CHARS, Unverified, index_numbers, numbers_of
from .unverified import framed_as_arithmetic
from .unverified import reading as reading_of
from .layout import Layout
from .computed import Operand
from .date_reach import years_only_inside
from .word_dates import answer_dates, judge_dates, numeric_spellings
from .clock_words import answer_clocks
from .worded_dates import worded_dates
from .iso_weeks import ISO_WEEK_VALUE, explain_iso_weeks
from .slashed_dates import numeric_month_days
from .midnight_days import next_day
from .yearless_words import MAX_YEARS, day_form, listed_month_day_form, month_day_form, yearless_in
from .zones import is_offset_after_clock, is_zone_name

__all__ = [
    "DIALS",
    "MAX_REPORTED_VALUES",
    "MAX_VALUE_CHARS",
    "PROFILES",
    "Computed",
    "Gate",
    "Grounded",
    "Grounding",
    "OptionError",
    "Verdict",
    "clip",
    "describe_values",
    "judge",
    "resolve_gate",
]

MAX_VALUE_CHARS = 64
# A clock-shaped candidate the arithmetic dial may explain as a duration or an end time.
# An ISO date, or one written with slashes, month or day first (`11/08/2025`: numeric_dates.py);
# (round 31) year first, `2026/11/10`, is read by `compact_dates.year_first` (`_is_date_value`).
_DATE_VALUE: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{2}([/.])[0-9]{2}\1[0-9]{4}", re.ASCII)  # (round 26) `12.10.2026`
_SPAN_ADJECTIVE: Final = re.compile(r"[0-9]{1,4}-(?:minutes?|mins?|hours?|hrs?)", re.ASCII)  # `30-minute` (round 21)
_CLOCK_VALUE: Final = re.compile(r"[0-9]{1,2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]{1,6})?)?(?:[ap]\.?m)?|[0-9]{1,2}h[0-9]{2}m?", re.ASCII)
MAX_REPORTED_VALUES: Final = 12
# A fraction written as one token (`19/119`): an operand the arithmetic dial may find in an equation.
_FRACTION_VALUE: Final = re.compile(r"[0-9]+(?:\.[0-9]+)?/[0-9]+(?:\.[0-9]+)?", re.ASCII)
# an amount glued to a dollar's country code: `ca$160.48`, `a$12.50` (round 15, computed/basis.py reads its number)
# A number in a German or French spelling (`29.154,00`, `-2,6`): the arithmetic reads it in English.
_LOCALE_VALUE: Final = re.compile(r"-?[0-9]{1,3}(?:\.[0-9]{3})+(?:,[0-9]+)?|-?[0-9]+,[0-9]+", re.ASCII)

# Every boolean dial: (default setting, reference setting). A dial added later joins this table,
# so the `reference` profile covers it without another line of code.
DIALS: Final[dict[str, tuple[bool, bool]]] = {
    "figures": (False, False),
    "ranges": (True, False),
    "decimals": (False, False),
    "spellings": (True, False),
    "flag_self_sourced": (False, True),
    "amounts": (True, False),
    "arithmetic": (True, False),
    "word_dates": (True, False),
    "slips": (True, False),
}
PROFILES: Final = ("default", "reference")
_OPTIONS: Final = ("profile", "min_digits", "shapes", "exempt", *DIALS)



class OptionError(ValueError):
    """An option that cannot be resolved: the message names the option and what was wrong."""

    def __init__(self, option: str, message: str) -> None:
        super().__init__(f"option {option!r}: {message}")
        self.option = option


@dataclass(frozen=True, slots=True)
class Gate:
    """A resolved, validated set of dials. Build it with `resolve_gate`."""

    profile: str = "default"
    min_digits: int = 4
    shapes: tuple[tuple[str, Pattern], ...] = ()
    exempt_values: frozenset[str] = frozenset()
    exempt_patterns: tuple[Pattern, ...] = ()
    figures: bool = False
    ranges: bool = True
    decimals: bool = False
    spellings: bool = True
    flag_self_sourced: bool = False
    amounts: bool = True
    arithmetic: bool = True
    word_dates: bool = True
    slips: bool = True
    # Classification cache, keyed by normalized token (tokens repeat heavily: keys, words, ids).
    cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    cache_limit: int = field(default=1 << 18, compare=False, repr=False)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickle through the constructor (every field but the cache): the compiled core's frozen
        class cannot be rebuilt by setting its fields one by one, as pickle does by default."""
        return (_gate_of, (tuple((f.name, getattr(self, f.name)) for f in fields(self) if f.name != "cache"),))

    def options(self) -> dict[str, Any]:
        """The dials as plain data (patterns as their sources), for reports."""
        return {
            "profile": self.profile,
            "min_digits": self.min_digits,
            "shapes": [_pattern_dict({"name": n}, p) for n, p in self.shapes],
            "exempt": sorted(self.exempt_values) + [_pattern_dict({}, p) for p in self.exempt_patterns],
            **{name: getattr(self, name) for name in DIALS},
        }


def _gate_of(items: tuple[tuple[str, Any], ...]) -> Gate:
    """A gate from its fields' (name, value) pairs: how a pickled gate is rebuilt."""
    return Gate(**dict(items))


def _pattern_dict(head: dict[str, Any], pattern: Pattern) -> dict[str, Any]:
    out = {**head, "pattern": pattern.pattern}
    if pattern.flags:
        out["flags"] = pattern.flags
    return out


def _compile(option: str, where: str, source: Any, flags: Any) -> Pattern:
    """A JavaScript pattern, compiled to run in linear time; refused by name when it cannot."""
    if not isinstance(source, str):
        raise OptionError(option, f"{where} pattern must be a string, got {type(source).__name__}")
    if flags is None:
        flags = ""
    if not isinstance(flags, str):
        raise OptionError(option, f"{where} flags must be a string of regex flags such as 'i', got {flags!r}")
    try:
        return compile_pattern(source, flags)
    except PatternError as err:
        raise OptionError(option, f"{where} pattern /{source}/{flags} does not compile: {err}") from None


def _resolve_shapes(raw: Any) -> tuple[tuple[str, Pattern], ...]:
    if raw is None:
        return ()
    if not isinstance(raw, (list, tuple)):
        raise OptionError("shapes", f"must be a list of {{name, pattern, flags?}} objects, got {type(raw).__name__}")
    shapes: list[tuple[str, Pattern]] = []
    names: set[str] = set()
    for i, shape in enumerate(raw):
        where = f"shape {i}"
        if not isinstance(shape, Mapping):
            raise OptionError("shapes", f"{where} must be an object with name and pattern, got {shape!r}")
        unknown = set(shape) - {"name", "pattern", "flags"}
        if unknown:
            raise OptionError("shapes", f"{where} has unknown key(s) {sorted(unknown)}; expected name, pattern, flags")
        name = shape.get("name")
        if not isinstance(name, str) or not name.strip():
            raise OptionError("shapes", f"{where} needs a non-empty name")
        name = name.strip()
        if name in names:
            raise OptionError("shapes", f"duplicate shape name {name!r}; names must be unique")
        names.add(name)
        if "pattern" not in shape:
            raise OptionError("shapes", f"shape {name!r} needs a pattern")
        shapes.append((name, _compile("shapes", f"shape {name!r}", shape["pattern"], shape.get("flags"))))
    return tuple(shapes)


def _resolve_exempt(raw: Any) -> tuple[frozenset[str], tuple[Pattern, ...]]:
    if raw is None:
        return frozenset(), ()
    if not isinstance(raw, (list, tuple)):
        raise OptionError("exempt", f"must be a list of strings or {{pattern, flags?}} objects, got {type(raw).__name__}")
    values: set[str] = set()
    patterns: list[Pattern] = []
    for i, item in enumerate(raw):
        if isinstance(item, str):
            norm = normalize_token(item)
            if norm:
                values.update(lookup_forms(norm))
        elif isinstance(item, Mapping):
            unknown = set(item) - {"pattern", "flags"}
            if unknown or "pattern" not in item:
                raise OptionError("exempt", f"item {i} must be a string or {{pattern, flags?}}, got {dict(item)!r}")
            patterns.append(_compile("exempt", f"item {i}", item["pattern"], item.get("flags")))
        else:
            raise OptionError("exempt", f"item {i} must be a string or {{pattern, flags?}}, got {item!r}")
    return frozenset(values), tuple(patterns)


def resolve_gate(options: Mapping[str, Any] | None = None) -> Gate:
    """Validate `options` once and return the gate; raise `OptionError` naming a bad option."""
    options = dict(options or {})
    if not isinstance(options, dict):  # pragma: no cover - dict() above normalizes mappings
        raise OptionError("options", "must be an object")
    for key in options:
        if key == "typed":
            raise OptionError("typed", 'typed is per answer, not a gate option: set "typed": true on the case')
        if key not in _OPTIONS:
            raise OptionError(key, f"unknown option; accepted: {', '.join(_OPTIONS)}")
    profile = options.get("profile", "default")
    if profile not in PROFILES:
        raise OptionError("profile", f"{profile!r} is not a profile; accepted: {', '.join(PROFILES)}")
    dials: dict[str, Any] = {name: settings[1 if profile == "reference" else 0] for name, settings in DIALS.items()}
    for name in DIALS:
        if name in options:
            value = options[name]
            if not isinstance(value, bool):
                raise OptionError(name, f"{name} must be a boolean (true or false), got {value!r}")
            dials[name] = value
    min_digits = options.get("min_digits", 4)
    if isinstance(min_digits, bool) or not isinstance(min_digits, int) or min_digits < 1:
        raise OptionError("min_digits", f"must be an integer of at least 1, got {min_digits!r}")
    exempt_values, exempt_patterns = _resolve_exempt(options.get("exempt"))
    return Gate(
        profile=profile,
        min_digits=min_digits,
        shapes=_resolve_shapes(options.get("shapes")),
        exempt_values=exempt_values,
        exempt_patterns=exempt_patterns,
        **dials,
    )


# --- the verdict ---------------------------------------------------------------------------------


class Grounded(NamedTuple):
    """A value a tool result carried: its lookup forms and the rule that found it (`exact` or a
    spelling rule's name)."""

    value: str
    forms: tuple[str, ...]
    by: str = EXACT


class Computed(NamedTuple):
    """A value derived from carried numbers, whichever rule found it.

    `derivation` names the rule (the figures dial's `rounded`, `unit-scale`, ...; the arithmetic
    dial's `written`, `total`, `pair`, ...); `from_` says how: where the figure's number was
    carried, or the arithmetic's expression; `operands` (arithmetic only) where each operand came
    from.
    """

    value: str
    shape: str
    derivation: str
    from_: str
    operands: tuple[Any, ...] = ()


class Grounding(NamedTuple):
    from_this_turn: int
    from_prior_turns: int
    latest_prior_turn: int | None
    current_turn: int
    tool_results_this_turn: int
    index_truncated: bool


class Verdict(NamedTuple):
    """The judgement on one answer: what it states, what stands, what no result carried."""

    candidates: tuple[Candidate, ...]
    unread: int
    unsupported: tuple[Candidate, ...]
    grounded: tuple[Grounded, ...]
    computed: tuple[Computed, ...] | None
    looked_up: int
    evidence_truncated: bool
    grounding: Grounding
    self_sourced: tuple[Candidate, ...] = ()
    # computed-looking values no expression reproduced, of grounded operands (unverified.py):
    # listed for a person to check, not flagged (default profile only)
    unverified: tuple[Unverified, ...] = ()
    # a bound on the costly rules' work (the run's budget, or an answer's: work.py) cut this
    # answer's rules short: its unsupported values were judged without some rule, flagged unless
    # another grounded them (a flag may be one a rule would have explained)
    rules_omitted: bool = False

    def grounded_by(self) -> dict[str, int]:
        """How many grounded values each rule found (`exact` first)."""
        counts: dict[str, int] = {}
        for g in self.grounded:
            counts[g.by] = counts.get(g.by, 0) + 1
        return counts

    @property
    def exempt(self) -> int:
        """Candidates a person said (skipped before any lookup)."""
        return len(self.candidates) - self.looked_up

    @property
    def clean(self) -> bool:
        return not self.unsupported and self.unread == 0

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "candidates": [c.as_dict() for c in self.candidates],
            "unread": self.unread,
            "unsupported": [c.as_dict() for c in self.unsupported],
            "self_sourced": [c.as_dict() for c in self.self_sourced],
        }
        if self.computed is not None:
            out["computed"] = [_computed_dict(c) for c in self.computed]
        out["grounded"] = [{"value": g.value, "forms": list(g.forms), "grounded_by": g.by} for g in self.grounded]
        if self.unverified:
            out["unverified"] = [
                {**u.candidate.as_dict(), "framing": u.framing, "operands": [list(o) for o in u.operands]}
                for u in self.unverified
            ]
        out["looked_up"] = self.looked_up
        out["exempt"] = self.exempt
        out["evidence_truncated"] = self.evidence_truncated
        if self.rules_omitted:
            out["rules_omitted"] = True
        return out


def _computed_dict(c: Computed) -> dict[str, Any]:
    out: dict[str, Any] = {"value": c.value, "shape": c.shape, "derivation": c.derivation, "from": c.from_}
    if c.operands:
        out["operands"] = [o.as_dict() if hasattr(o, "as_dict") else o for o in c.operands]
    return out


def clip(value: str) -> str:
    """Clip a value to `MAX_VALUE_CHARS`: its first 63 characters and an ellipsis."""
    if len(value) > MAX_VALUE_CHARS:
        return value[: MAX_VALUE_CHARS - 1] + "\u2026"
    return value


def describe_values(values: Sequence[Any]) -> str:
    """Render flagged values as `` `v` (shape) `` items; past 12, ``, and N more``."""
    def one(v: Any) -> str:
        value = v["value"] if isinstance(v, Mapping) else v.value
        shape = v["shape"] if isinstance(v, Mapping) else v.shape
        return f"`{value}` ({shape})"

    shown = ", ".join(one(v) for v in values[:MAX_REPORTED_VALUES])
    if len(values) > MAX_REPORTED_VALUES:
        shown += f", and {len(values) - MAX_REPORTED_VALUES} more"
    return shown


class _ExactTokens:
    """Membership over both corpora: the run's carried and said forms (spec 11.3)."""

    __slots__ = ("evidence", "exempt")

    def __init__(self, evidence: Any, exempt: Any) -> None:
        self.evidence = evidence
        self.exempt = exempt

    def __contains__(self, form: object) -> bool:
        return form in self.evidence.values or form in self.exempt.forms


# A whole number grouped with dots (`1.120`, `12.345.678`): German and other locales' thousands.
_THOUSANDS_DOTS: Final = re.compile(r"[0-9]{1,3}(?:\.[0-9]{3})+")


def _refuted(answer: str, values: set[str], exempt: Container[str]) -> list[Candidate]:
    """The results the answer's own written equations refute (`expressions.contradictions`) that
    are no candidate (the digit minimum), nor a number a person said."""
    out: list[Candidate] = []
    # read locale numbers in English first (same offsets): `10 × 112 € = 1.120,00 €` holds
    english, _ = english_text(answer)
    answer = regrouped(answer)[0]  # (round 20) `CHF 6'589.50` is the candidate 6589.5 (digit_groupings.py)
    for start, end, _, shown in contradictions(english):
        written = answer[start:end].strip()
        if _THOUSANDS_DOTS.fullmatch(written) and written.replace(".", "") == shown:
            continue  # `= 1.120`: a whole number in groups of a locale that writes them with dots
        value = normalize_token(written)
        if value and value not in values and value not in exempt:
            out.append(Candidate(value, "number"))
            values.add(value)
    return out


def _refuted_values(answer: str) -> frozenset[str]:
    """The values (normalized) the answer writes as the result of an equation written out right
    before them that does not give them (`50.00 + 1,000.00 = 1,060.00`): no rule may excuse such a
    value as computed from other operands (a list's total that takes one more item, a split part),
    the answer's own arithmetic refutes it (round 12)."""
    english, _ = english_text(answer)
    out: set[str] = set()
    for start, end, _, _ in contradictions(english):
        for written in (english[start:end], answer[start:end]):
            value = normalize_token(written)
            if value:
                out.add(value)
    return frozenset(out)


# (round 21) the arithmetic's asks a decimal-comma answer's tentative amounts may take (each one
# re-reads the answer): past it, an amount no rule reached is left unread
MAX_TENTATIVE_ASKS: Final = 96
# (review32) an amount of more digits is no slip worth asking about (each ask reads its ~9 x n neighbours)
MAX_TENTATIVE_DIGITS: Final = 20


def _computes_in_place(
    arithmetic: Any, text: str, known: Mapping[str, str], value: str, carried: Container[str], judged: Container[str],
) -> bool:
    """Whether the arithmetic computes `value` in `text` (the answer with a variant in a value's
    place); (round 22) what the memos read of that text is kept aside and dropped after, so the
    readings of the answer and its run's texts stay kept for the next question (text_memo.py)."""
    read_aside()
    try:
        return value in arithmetic.explain(text, known, [value], carried, judged)
    finally:
        end_aside()


def _tentative_slips(
    answer: str, open_amounts: Sequence[Candidate], derived: Mapping[str, Any], resolved: Mapping[str, str],
    carried: Container[str], arithmetic: Any, judged: Container[str],
) -> frozenset[str]:
    """(round 21) The decimal-comma amounts far from every carried number that no rule grounds nor
    computes (comma_amounts.py) and that are one slip (a digit changed, two neighbours swapped) from
    a value the arithmetic computes in their place (`| 145,59 € |` where the row gives 145,49): judged,
    so flagged; the others are left unread. Bounded: MAX_TENTATIVE_ASKS asks of the arithmetic."""
    if not open_amounts or len(answer) > MAX_UNVERIFIED_CHARS:
        return frozenset()
    known = {**resolved, **{value: COMPUTED_HERE for value in derived}}
    budget = MAX_TENTATIVE_ASKS
    out: set[str] = set()
    for candidate in open_amounts:
        written = candidate.token or candidate.value
        if sum(ch.isdigit() for ch in written) > MAX_TENTATIVE_DIGITS:
            continue
        start = answer.find(written)
        if start < 0:
            continue
        end = start + len(written)
        for variant in slips_of(written):
            if budget <= 0:
                return frozenset(out)
            value = english_amount(variant)
            if value is None or value in carried:
                continue
            budget -= 1
            if _computes_in_place(arithmetic, answer[:start] + variant + answer[end:], known, value, carried, judged):
                out.add(candidate.value)
                break
    return frozenset(out)


def _unverified_of(
    answer: str,
    pending: Sequence[tuple[Candidate, tuple[str, ...]]],
    derived: Mapping[str, Any],
    resolved: Mapping[str, str],
    carried: Container[str],
    said: Container[str],
    arithmetic: Any,
    spellings: Any,
    judged: Container[str] = frozenset(),
    numbers: list[Any] | None = None,
) -> dict[str, Unverified]:
    """The pending values the `unverified` rule lists (unverified.py), step by step: a value listed
    may be an operand of a later step (a total of computed line totals), as the arithmetic's
    chains are; a value still flagged is no operand."""
    if len(answer) > MAX_UNVERIFIED_CHARS:
        return {}
    open_candidates = [c for c, _ in pending if c.value not in derived][:MAX_UNVERIFIED_CANDIDATES]
    if not open_candidates:
        return {}
    if numbers is None:
        numbers = numbers_of(answer)
    layout = Layout(answer)  # its tables, read once for every question (layout.py)
    by_value = index_numbers(numbers)  # (round 30) each candidate's writings looked up, not walked for
    settled = set(resolved) | set(derived)
    # each question re-reads the answer: fewer of them the longer it is (bounded work per answer)
    budget = [min(MAX_UNVERIFIED_ASKS, MAX_UNVERIFIED_ASKS * 2_000 // (len(answer) + 1) + 8)]
    asked = [MAX_UNVERIFIED_ASKED_CHARS]  # (round 15) and the characters the arithmetic re-reads for them
    # (round 12) what the arithmetic derived in this answer is asked as computed here, as in the
    # answer's own pass (a pair's reach: `1,350.00` ... `net outflow 1,341.00` is one digit off
    # 1350 - 10, a near-miss, flagged; `computed.HERE`)
    known = {**resolved, **{value: COMPUTED_HERE for value in derived}}

    def explains(variant: str, start: int, end: int) -> bool:
        """Whether the arithmetic computes `variant` written at [start, end) in the answer's place."""
        if budget[0] <= 0 or asked[0] < len(answer):
            return True  # past the bound: judged as if it were a near-miss (stays flagged)
        budget[0] -= 1
        asked[0] -= len(answer)
        value = normalize_token(variant.lstrip("$\u20ac\u00a3\u00a5"))
        if not value or value in carried:
            return False
        return _computes_in_place(arithmetic, answer[:start] + variant + answer[end:], known, value, carried, judged)

    def spelled(variant: str, start: int, end: int) -> bool:
        """Whether a spelling rule grounds `variant` written at [start, end) in the answer's place."""
        if budget[0] <= 0:
            return True
        budget[0] -= 1
        value = normalize_token(variant)
        if not value:
            return False
        if value in carried:
            return True
        read_aside()  # (round 22) the variant's text is read for this question only (text_memo.py)
        try:
            return spellings.ground(Candidate(value, "number"), answer[:start] + variant + answer[end:]) is not None
        finally:
            end_aside()

    still = {c.value for c, _ in pending if c.value not in derived}
    out: dict[str, Unverified] = {}
    progress = True
    passes = 0
    while progress and passes < 4:  # a chain of up to four steps
        progress = False
        passes += 1
        for candidate in open_candidates:
            if candidate.value in out:
                continue
            found = reading_of(
                answer, candidate, settled, still - {candidate.value}, carried, said, numbers, explains, spelled, layout,
                by_value,
            )
            if isinstance(found, Unverified):
                out[candidate.value] = found
                settled.add(candidate.value)
                still.discard(candidate.value)
                progress = True
    return out


# A host and path without a scheme: `www.pewresearch.org/short-reads/...` (round 8).
_SCHEMELESS_URL: Final = re.compile(r"(?:www\.)?[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.[a-z]{2,}/", re.ASCII)


def _date_lookup(values: Any, exempt_forms: Container[str], spellings: Any) -> Callable[[str], bool]:
    """Whether the run knows an ISO date: a result carries it (exact, a numeric spelling, in a
    timestamp or in words) or a person said it (the `date-step` rule's bases, date_steps.py)."""

    def known(iso: str) -> bool:
        if iso in values or iso in exempt_forms:
            return True
        if any(form in values for form in numeric_spellings(iso)):
            return True
        return spellings is not None and spellings.date_turn(iso) >= 0

    return known


_WRITTEN_YEAR: Final = re.compile(r"(?<![0-9])(?:19|20)[0-9]{2}(?![0-9])")


def _no_row_bases(answer: str, at: int) -> tuple[str, ...]:
    return ()


def _no_row_counts(answer: str, at: int) -> tuple[tuple[str, int], ...]:
    return ()


def _word_dates(
    answer: str, values: Any, exempt_forms: Container[str], spellings: Any, own: Container[str] | None,
    own_spellings: Any, grounded: list[Grounded], computed: list[Computed] | None,
    unsupported: list[Candidate], self_sourced: list[Candidate], today: str = "", user_spans: Callable[[], Sequence[Any]] = list,
    policy_spans: Callable[[], Sequence[Any]] = list, earlier_date: Callable[[int, int], Any] | None = None,
    result_spans: Callable[[], Sequence[Any]] = list, closed_days: Callable[[], Sequence[str]] = list,
    stepped_dates: Sequence[Computed] = (),
    tiers: Any = None,
    row_bases: Callable[[str, int], tuple[str, ...]] | None = None,
    row_counts: Callable[[str, int], tuple[tuple[str, int], ...]] | None = None,
    stated_hours: Callable[[], frozenset[int]] | None = None,
    line_days: Callable[[str, int], tuple[str, ...]] | None = None,
) -> tuple[Candidate, ...]:
    """Judge the answer's dates in words (the `word_dates` dial, word_dates.py) into the verdict's
    lists; the candidates judged. A date said by a person is skipped like any exempt value; a
    yearless one (round 14) also when it is the today the run states (`today`, ISO) or a person
    said its day of the month alone (`the 15th`, said_dates.said_days)."""

    def carried(iso: str, written: str | None = None) -> str | None:
        if iso in values:
            return EXACT
        if any(form in values for form in numeric_spellings(iso)):
            return "numeric-date"
        if written is None:  # a day near the answer's date: the date lookups only (bounded work)
            return "timestamp-date" if spellings.date_turn(iso) >= 0 else None
        found = spellings.ground(Candidate(iso, "identifier", written), answer)  # at its place (the zone rule)
        return None if found is None else str(found[0])

    def mine(iso: str) -> bool:
        return own is not None and (iso in own or (own_spellings is not None and own_spellings.date_turn(iso) >= 0))

    def years() -> list[int]:  # the years a yearless date is read in (yearless_words.py, round 14)
        found = spellings.date_years(1900, 2099)
        if not found:
            return []  # round 15: no result carries a date: nothing of the run's to misread (word_dates._dateless)
        if today and int(today[:4]) not in found:
            found.insert(0, int(today[:4]))
        for m in _WRITTEN_YEAR.finditer(answer):
            if int(m.group(0)) not in found:
                found.append(int(m.group(0)))
        return found[:MAX_YEARS]

    out: list[Candidate] = []
    def said_yearless(month: int, day: int) -> bool:
        return month_day_form(month, day) in exempt_forms or day_form(day) in exempt_forms \
            or listed_month_day_form(month, day) in exempt_forms or (
            today[5:] == f"{month:02d}-{day:02d}")

    # (cashew44) a timestamp's forms asked as the values are kept, normalized (`2027-03-16T21:30` is kept
    # `2027-03-16t21:30`; fold45: `hour_steps.timestamp_forms` spells its forms so itself, for every caller)
    for verdict in judge_dates(answer, carried, lambda iso: iso in exempt_forms, mine,
                               lambda clocks: any(normalize_token(clock) in values for clock in clocks), years=years,
                               said_month_day=said_yearless, today=today, written_month_day=spellings.writes_month_day,
                               person_month_day=lambda month, day: month_day_form(month, day) in exempt_forms, user_spans=user_spans,
                               policy_spans=policy_spans, result_spans=result_spans,
                               earlier_month_day=(lambda month, day: earlier_date(month, day) is not None) if earlier_date is not None
                               else (lambda month, day: False), closed_days=closed_days,
                               tiers=tiers if tiers is not None else dict,
                               row_bases=row_bases if row_bases is not None else _no_row_bases,
                               row_counts=row_counts if row_counts is not None else _no_row_counts,
                               line_days=line_days if line_days is not None else _no_row_bases,
                               stated_hours=stated_hours if stated_hours is not None else frozenset,
                               earlier_day=(lambda iso: _earlier_day(iso, earlier_date)) if earlier_date is not None
                               else (lambda iso: False)):
        candidate = verdict.candidate._replace(value=clip(verdict.candidate.value))
        out.append(candidate)
        if verdict.kind == "user":
            continue  # exempt: judged as a person's value is, not looked up
        if verdict.kind == "grounded":
            grounded.append(Grounded(candidate.value, (candidate.value,), verdict.by))
        elif verdict.kind == "computed" and computed is not None:
            computed.append(Computed(candidate.value, candidate.shape, verdict.by, verdict.expression, verdict.operands))
        elif verdict.kind == "own":
            self_sourced.append(candidate)
        elif computed is not None and earlier_date is not None and (repeated := _earlier_date(candidate.value, earlier_date)) is not None:
            computed.append(Computed(candidate.value, candidate.shape, "repeat", repeated.expression, repeated.operands))
        else:
            unsupported.append(candidate)
    if computed is not None and unsupported:
        # (round 25) a date the answer computed, written again; (stable34) a dotted step's too, its
        # result under the digit minimum and so no candidate (`22.10 + 42 = 03.12` ... `3 December`)
        _same_date_again(out, computed, unsupported, stepped_dates)
    if computed is not None and unsupported:
        # (apricot44) the day a clock the answer computed past midnight falls on (midnight_days.py)
        _next_days(answer, computed, unsupported, values, today)
    if computed is not None:  # round 16: the year of a computed date in words is that date's (date_reach.py)
        stepped = [c for c in computed if c.derivation in _DATE_RULES and c.value in answer]
        for year in years_only_inside(answer, [c.value for c in stepped]) if stepped else ():
            # (clock42) a year written in another script's digits (`੨੦੨੮`) is the date's year too
            for flagged in [c for c in unsupported if c.value == year or (not c.value.isascii() and western_digits(c.value)[0] == year)]:
                unsupported.remove(flagged)
                date_of = next(c for c in stepped if year in c.value)
                computed.append(Computed(flagged.value, flagged.shape, date_of.derivation, f"the year of {date_of.from_}", date_of.operands))
    if unsupported:  # (salt39) so is the year of a date in words grounded (`28 December 2026` for a carried `28-12-2026`)
        dated = [g for g in grounded if g.by in ("date-in-words", "numeric-date") and g.value in answer]
        for year in years_only_inside(answer, [g.value for g in dated]) if dated else ():
            for flagged in [c for c in unsupported if c.value == year]:
                unsupported.remove(flagged)
                date_by = next(g.by for g in dated if year in g.value)
                grounded.append(Grounded(flagged.value, (flagged.value,), date_by))
    return tuple(out)



def _next_days(answer: str, computed: list[Computed], unsupported: list[Candidate], values: Any, today: str) -> None:
    """(apricot44) A flagged date in words written on the line of a clock the answer computed past
    midnight from a start the run carries with its date (`22:40 + 135 min = 00:55`, `Arrives 00:55 on
    14 July` for a result's `2027-07-13T22:40`): computed (`midnight-step`, midnight_days.py)."""
    clocks = [(c.value, c.from_ or "") for c in computed if c.shape == "identifier" and ":" in c.value and " + " in (c.from_ or "")]
    if not clocks:
        return
    written: dict[str, list[tuple[int, date]]] = {}
    for found in answer_dates(answer):
        written.setdefault(found.written, []).append((found.start, found.day))
    years = [int(today[:4]) + k for k in (0, -1, 1)] if today[:4].isdigit() else []
    for yearless in yearless_in(answer, []):
        for year in years:
            try:
                written.setdefault(yearless.written, []).append((yearless.start, date(year, yearless.month, yearless.day)))
            except ValueError:
                continue
    for flagged in list(unsupported):
        for at, day in written.get(flagged.value, ()):
            line_start = answer.rfind("\n", 0, at) + 1
            line_end = answer.find("\n", at)
            step = next_day(day, answer[line_start:line_end if line_end >= 0 else len(answer)], clocks, lambda stamp: stamp in values)
            if step is not None:
                unsupported.remove(flagged)
                computed.append(Computed(flagged.value, flagged.shape, "midnight-step", step[0], (
                    Operand(step[1], "result", "a date and clock the run carries"),
                    Operand(step[0].rsplit(" ", 1)[-1], "answer", "a clock the answer computed past midnight on the date's line"))))
                break


def _same_date_again(
    judged: list[Candidate], computed: list[Computed], unsupported: list[Candidate], stepped_dates: Sequence[Computed] = (),
) -> None:
    """(round 25) A date in words the answer writes again after a rule computed it once in the same
    answer (a reasoning block's `17 - 2 = 15 July` and its answer's `Deliver by **15 July**`; `July 15`
    for `15 July`; `June 28` beside a computed `Sunday 28 June`): the same claim, computed as the
    first (its rule and expression). The date is the month and day of the computed expression's
    result (its last ISO date); a weekday written must be that date's. A date one day off stays flagged."""
    results: dict[tuple[int, int], tuple[Computed, date]] = {}
    for c in [*computed, *stepped_dates]:
        if c.derivation not in _DATE_RULES or c.from_ is None:
            continue
        days = _ISO_IN_EXPRESSION.findall(str(c.from_))
        if days:
            day = date(int(days[-1][0]), int(days[-1][1]), int(days[-1][2]))
            own = yearless_in(c.value, [])
            if len(own) == 1 and own[0].possible() and (own[0].month, own[0].day) != (day.month, day.day):
                # (round 30) a yearless result (`2026-10-14 + 25 days = 8 November`): the ISO date is
                # its base, not its result; the result's year is the one nearest the base
                near = min((d for d in (own[0].in_year(y) for y in (day.year - 1, day.year, day.year + 1)) if d is not None),
                           key=lambda d: abs((d - day).days), default=None)
                if near is not None:
                    results.setdefault((near.month, near.day), (c, near))
                continue
            results.setdefault((day.month, day.day), (c, day))
    if not results:
        return
    mine = {id(c) for c in judged}
    for flagged in [c for c in unsupported if id(c) in mine]:
        full = list(answer_dates(flagged.value))
        if len(full) == 1:
            # (round 30) a date with its year written again after its month and day were computed
            # (`<think> 26 days from 14 October: last day 8 November </think> **Sunday 8 November
            # 2026**`): the computed date itself, its year and weekday included; else read as before
            hit = results.get((full[0].day.month, full[0].day.day))
            if hit is not None and hit[1] == full[0].day and (full[0].weekday is None or hit[1].weekday() == full[0].weekday) \
                    and not any(m == hit[1].month and _one_digit_apart(d, hit[1].day) for m, d in results):  # the chance test, as below
                unsupported.remove(flagged)
                computed.append(Computed(flagged.value, flagged.shape, hit[0].derivation, hit[0].from_, hit[0].operands))
                continue
        found = yearless_in(flagged.value, [])
        if len(found) != 1 or not found[0].possible():
            continue
        hit = results.get((found[0].month, found[0].day))
        if hit is None or (found[0].weekday is not None and hit[1].weekday() != found[0].weekday):
            continue
        if any(m == found[0].month and _one_digit_apart(d, found[0].day) for m, d in results):
            continue  # the chance test: another date the answer computed is one digit off it (`16-18 Nov` beside a computed `17 Nov`)
        unsupported.remove(flagged)
        computed.append(Computed(flagged.value, flagged.shape, hit[0].derivation, hit[0].from_, hit[0].operands))


def _one_digit_apart(a: int, b: int) -> bool:
    """Whether two days of a month differ in one digit as written with two (`17` and `18`, `27`)."""
    x, y = f"{a:02d}", f"{b:02d}"
    return sum(1 for p, q in zip(x, y) if p != q) == 1


def _earlier_day(iso: str, earlier_date: Callable[[int, int], Any]) -> bool:
    """(clock42) Whether an earlier answer computed this very day (ISO, its year too): the last day
    its derivation's expression writes is it (`2027-01-12 + 13 days = 2027-01-25`)."""
    derivation = earlier_date(int(iso[5:7]), int(iso[8:10]))
    if derivation is None or derivation.rule == "date-shift":
        # (an ISO date of a note's step, `2025-03-12 + 24 months = 2027-03-12` before `the day before`,
        # is no day the answer gave: heldout30's planted anniversary `12 March 2027` stays flagged)
        return False
    days = _ISO_IN_EXPRESSION.findall(str(derivation.expression))
    return bool(days) and "-".join(days[-1]) == iso


def _earlier_date(written: str, earlier_date: Callable[[int, int], Any]) -> Any:
    """(round 21) The derivation of a date an earlier answer computed with the month and day of
    the yearless date `written` (`29 March` after an earlier `until March 29`), or None."""
    found = yearless_in(written, [])
    if not found:
        # (clock42) a date with its year an earlier answer computed, restated whole (`25 January 2027`)
        full = [d.day for d in answer_dates(written)] or [
            d for d in (w.day_of() for w in worded_dates(written) if w.year is not None) if d is not None]
        if len(full) == 1 and _earlier_day(full[0].isoformat(), earlier_date):
            return earlier_date(full[0].month, full[0].day)
        # (round 25) a date in numbers (`23/05`) repeats the one an earlier answer computed in
        # numbers (`23/05/2026`): one reading only, so `07/08` repeats nothing
        readings = numeric_month_days(written)
        return earlier_date(*readings[0]) if len(readings) == 1 else None
    if len(found) != 1 or not found[0].possible():
        return None
    derivation = earlier_date(found[0].month, found[0].day)
    if derivation is not None and found[0].weekday is not None:  # round 23: `Mon 17 Nov` repeats no Tuesday 17 Nov
        days = _ISO_IN_EXPRESSION.findall(str(derivation.expression))
        if days and date(int(days[-1][0]), int(days[-1][1]), int(days[-1][2])).weekday() != found[0].weekday:
            return None
    return derivation


_ISO_IN_EXPRESSION: Final = re.compile(r"(?<![0-9])((?:19|20)[0-9]{2})-([01][0-9])-([0-3][0-9])(?![0-9])")


# The rules that compute a date in words (round 19: a year of a `date-span` date too, `180 days
# from the EOB, so February 15, 2027`, is part of that date's claim).
_DATE_RULES: Final = frozenset({"date-step", "date-span", "date-shift", "day-offset", "weekday-step", "monthly-step", "working-days", "weekly-step", "session-day",
                               "midnight-step"})  # (coffee38) a date reached across midnight, restated or stepped on


def _judge_range_totals(totals: Sequence[Any], unsupported: list[Candidate], computed: list[Computed], rule: str = "duration", answer: str = "") -> None:
    """Round 17 (range_lengths.range_totals): a total of the clock ranges an answer lists that
    they give is computed (`duration`, the sum of the ranges' lengths); one they do not give is
    flagged even when another rule computed it (`15:00 - 12:30 = 2:30` for `11:00–12:30 and
    13:30–15:00: 2:30 in total`): the answer's own ranges refute it. The same for a written sum of
    durations (time_sums.duration_sums, `written`: `1h + 1h + 1h30 = 3h30`); one the sum does not
    give and no candidate is flagged too."""
    for total in totals:
        value = normalize_token(total.written)
        if total.holds:
            # (tea35) a total written in words apart (`20 h 25 min`) is read as its hours' number too
            # (mend35) only when the answer writes that number nowhere but as hours (not `$21` too)
            lead = value.split(" ", 1)[0] if " " in value and hours_only(answer, value.split(" ", 1)[0]) else value
            for flagged in [c for c in unsupported if c.value in (value, lead)]:
                unsupported.remove(flagged)
                computed.append(Computed(flagged.value, flagged.shape, rule, total.expression, tuple(
                    Operand(clocks, "answer", "a clock range the answer writes") for clocks in getattr(total, "clocks", ()))))
        else:
            for excused in [c for c in computed if c.value == value]:
                computed.remove(excused)
                unsupported.append(Candidate(excused.value, excused.shape))
            if rule != "duration" and not any(c.value == value for c in unsupported):
                unsupported.append(Candidate(value, "identifier"))  # too short to be a candidate: its own sum refutes it


def _framed(answer: str, values: Sequence[str], carried: Container[str]) -> frozenset[str]:
    """Those of `values` the answer frames as the result of its own arithmetic somewhere
    (`unverified.framed_as_arithmetic`: after `=`, an operation, a result word, in a result column)."""
    numbers = numbers_of(answer)
    layout = Layout(answer)
    wanted = set(values)
    return frozenset(n.value for n in numbers
                     if n.value in wanted and framed_as_arithmetic(answer, n, numbers, carried, layout))

def _is_date_value(value: str) -> bool:
    """A candidate the date rules may explain: `_DATE_VALUE`, or (round 31) a date written year first
    with slashes or dots (`2026/11/10`, the one reader `compact_dates.year_first`; the respelling
    made most of them ISO already, this is one the run carries so or a typed answer's)."""
    return _DATE_VALUE.fullmatch(value) is not None or year_first(value) is not None


class _CarriedToken:
    """(spell31) A token the run carries or a person said as written (`year_first_respelled`'s `keep`)."""

    __slots__ = ("_values", "_said")

    def __init__(self, values: Container[str], said: Container[str]) -> None:
        self._values = values
        self._said = said

    def __contains__(self, token: object) -> bool:
        if not isinstance(token, str):
            return False
        form = normalize_token(token)
        return form in self._values or form in self._said


def judge(
    answer: str,
    gate: Gate,
    evidence: Any,
    exempt: Any,
    basis: Any = None,
    *,
    typed: bool = False,
    spellings: Any = None,
    own: Container[str] | None = None,
    own_spellings: Any = None,
    arithmetic: Any = None,
) -> Verdict:
    """`_judge_words` (the answer's candidates, spec section 7), then (clockwords46) the clocks it
    writes in words (`_word_clocks`)."""
    verdict = _judge_words(answer, gate, evidence, exempt, basis, typed=typed, spellings=spellings, own=own,
                           own_spellings=own_spellings, arithmetic=arithmetic)
    if gate.word_dates and spellings is not None and not typed and isinstance(answer, str):
        clocks = answer_clocks(answer)
        if clocks:
            verdict = _word_clocks(verdict, answer, clocks, gate, evidence, exempt, basis, spellings, own,
                                   own_spellings, arithmetic)
    return verdict


# A clock in digits (`14:15`, `6.30`), its hour and minutes (groups).
# The characters either side of a clock in words read for the digits it restates.
_RESTATED_REACH: Final = 160
_DIGIT_CLOCK: Final = re.compile(r"(?<![0-9.:])([0-9]{1,2})[:.]([0-5][0-9])(?![0-9])", re.ASCII)


def _restates_digits(answer: str, clock: Any) -> bool:
    """(clockwords46) Whether the line of a clock in words writes the same clock in digits too (`done
    at **14:15**, a quarter past two`, `at ten to seven in the evening (18:50)`): the words restate
    it, and the digits are judged. Of the half its words give, where they give one."""
    low, high = max(0, clock.start - _RESTATED_REACH), clock.end + _RESTATED_REACH  # (a bounded look: linear)
    start = max(answer.rfind("\n", low, clock.start) + 1, low)
    end = answer.find("\n", clock.end, high)
    line = answer[start:end if end >= 0 else min(high, len(answer))]
    for m in _DIGIT_CLOCK.finditer(line):
        hour, minute = int(m.group(1)), int(m.group(2))
        if hour > 23 or minute != clock.minute or hour % 12 != clock.hour % 12:
            continue
        if clock.half == "am" and hour >= 12:
            continue  # `18:00` is no `six in the morning`
        if clock.half == "pm" and hour < 12 and (hour == 0 or m.group(1).startswith("0")):
            continue  # `06:00` is no `six in the evening`
        return True
    return False


def _clock_form(hour: int, minute: int, half: str) -> str:
    """A clock in digits with its half of the day: (6, 0, `am`) -> `6:00 am`."""
    return f"{hour}:{minute:02d} {half}"


def _word_clocks(
    verdict: Verdict, answer: str, clocks: list[Any], gate: Gate, evidence: Any, exempt: Any, basis: Any,
    spellings: Any, own: Container[str] | None, own_spellings: Any, arithmetic: Any,
) -> Verdict:
    """(clockwords46) Judge the clocks an answer writes in words (`clock_words.answer_clocks`: `six in
    the morning`, `a quarter to six`, `a las dos menos cuarto`) as the same clocks in digits: the
    answer is judged again with each written `H:MM am` (and again `H:MM pm` where the words give no
    half of the day), and a clock grounded, computed or self-sourced in either reading is so here
    (by the clock rules: a carried `05:45`, `17:45`, `5:45 PM`, a time in words, a clock plus a
    stated duration); one unsupported in every reading it has is flagged, as written. A clock a
    person said (exempt in the reading) is no candidate. `six in the morning` never reads `6:00 pm`."""
    known = {c.value for c in verdict.candidates}
    flagged_values = {c.value for c in verdict.unsupported}
    readings: dict[str, list[int]] = {}
    for i, c in enumerate(clocks):
        if c.written in known:
            continue
        token = normalize_token(c.written)
        if token in known and token not in flagged_values:
            continue  # judged already as written (`5a.m` grounded): as it was
        if _restates_digits(answer, c):
            continue  # `**14:15**, a quarter past two`: the clock in digits beside it is the one judged
        for half in ((c.half,) if c.half else ("am", "pm")):
            readings.setdefault(half, []).append(i)
    outcome: dict[int, tuple[str, Any]] = {}
    for half in ("am", "pm"):
        members = readings.get(half)
        if not members:
            continue
        pieces: list[str] = []
        at = 0
        for i in members:
            c = clocks[i]
            pieces.append(answer[at:c.start])
            pieces.append(_clock_form(c.hour, c.minute, half))
            at = c.end
        pieces.append(answer[at:])
        again = _judge_words("".join(pieces), gate, evidence, exempt, basis, spellings=spellings, own=own,
                             own_spellings=own_spellings, arithmetic=arithmetic)
        for i in members:
            c = clocks[i]
            value = f"{c.hour}:{c.minute:02d}"
            found: tuple[str, Any] | None = None
            for g in again.grounded:
                if g.value == value:
                    found = ("grounded", g)
            for d in again.computed or ():
                if d.value == value:
                    found = ("computed", d)
            for s in again.self_sourced:
                if s.value == value:
                    found = ("self", s)
            for u in again.unverified:
                if u.candidate.value == value:
                    found = ("unverified", u)
            for f in again.unsupported:
                if f.value == value:
                    found = ("unsupported", f)
            if found is None:
                continue  # exempt (a person said it) or not read: no candidate
            if i not in outcome or outcome[i][0] == "unsupported":
                outcome[i] = found
    if not outcome:
        return verdict
    candidates = list(verdict.candidates)
    grounded = list(verdict.grounded)
    computed = list(verdict.computed) if verdict.computed is not None else None
    self_sourced = list(verdict.self_sourced)
    unverified = list(verdict.unverified)
    unsupported = list(verdict.unsupported)
    for i in sorted(outcome):
        c = clocks[i]
        kind, what = outcome[i]
        candidate = Candidate(c.written, "identifier")
        token = normalize_token(c.written)
        if token in flagged_values:
            # the clock's token flagged as an identifier (`5a.m`): judged as the clock instead
            if kind == "unsupported":
                continue
            unsupported = [f for f in unsupported if f.value != token]
            flagged_values.discard(token)
            candidate = Candidate(token, "identifier")
            known.discard(token)
            candidates = [k for k in candidates if k.value != token]
        if candidate.value in known:
            continue
        known.add(candidate.value)
        candidates.append(candidate)
        if kind == "grounded":
            grounded.append(Grounded(c.written, (c.written,), what.by))
        elif kind == "computed" and computed is not None:
            computed.append(what._replace(value=c.written))
        elif kind == "self":
            self_sourced.append(candidate)
        elif kind == "unverified":
            unverified.append(what._replace(candidate=candidate))
        else:
            unsupported.append(candidate)
    added = len(candidates) - len(verdict.candidates)
    return verdict._replace(
        candidates=tuple(candidates), grounded=tuple(grounded), computed=tuple(computed) if computed is not None else None,
        self_sourced=tuple(self_sourced), unverified=tuple(unverified), unsupported=tuple(unsupported),
        looked_up=verdict.looked_up + added,
    )


def _judge_words(
    answer: str,
    gate: Gate,
    evidence: Any,
    exempt: Any,
    basis: Any = None,
    *,
    typed: bool = False,
    spellings: Any = None,
    own: Container[str] | None = None,
    own_spellings: Any = None,
    arithmetic: Any = None,
) -> Verdict:
    """Judge one answer against the corpora (spec section 7, with our dials).

    Each candidate, in order: exempt (a person said it: skipped); grounded by the exact lookup;
    grounded by a spelling rule (`spellings`, the run's `SpellingIndex`); computed (figures
    dial, then the arithmetic dial: `arithmetic`, the run's `ArithmeticBasis`); self-sourced (only
    the assistant's own tool-call arguments carried it: `own`, exactly or by a spelling rule over
    them, `own_spellings`); else
    unsupported. With `flag_self_sourced` (the reference setting) a self-sourced value is simply
    unsupported, as the reference has it. With the arithmetic dial on (default), a value left that
    the answer presents as its own arithmetic, of grounded operands, and that is no near-miss is
    listed `unverified` instead (`unverified.py`): arithmetic a person should check, not a flag.
    """
    dates_written: dict[str, str] = {}
    if gate.spellings and not typed:
        # (spell31) Arabic-Indic digits (`١٬٦٥٥٫٠٨٨`, `٣٠٪`) in ASCII at the same offsets, shown as
        # written (script_digits.py)
        answer, dates_written = western_digits(answer)
        # (round 29) a hyphen joining a prefix or a word to a number is no sign: `ב-20:05`, `over-25`
        # (prefix_hyphens.py: the same offsets)
        # (beadwork46) a carried `kanga-12` stays whole; (mend46c) so does `kanga-13` beside it (an id's slip)
        answer = unprefixed(answer, _CarriedToken(evidence.values, exempt.forms), carried_families(evidence, exempt.forms))
        # (spaces32) a currency of one capital glued before an amount (`R3,900`, `R5 880,00`, and
        # `R420` beside them) as the sign `¤` (letter_marks.py: the same offsets)
        answer = marked(answer, spellings.money_letters() if spellings is not None else frozenset())
        # (round 30) a day-first date with spaces after its dots (`11. 1. 2027.`) as one dotted date
        # (spaced_dates.py: `11.01.2027 .`, the same offsets)
        answer = respaced_dates(answer)
    if gate.spellings and not typed and ("/" in answer or "." in answer):
        # (spell31) a year-first date with slashes or dots (`2026/10/20`) as the ISO date it is, at
        # the same offsets, unless the run carries it as written (year_first_dates.py)
        respelled, year_first = year_first_respelled(answer, _CarriedToken(evidence.values, exempt.forms))
        dates_written.update({iso: token for iso, token in year_first.items() if iso not in answer})  # shown as written
        answer = respelled
    figures = frozenset(figure_numbers_of(answer)) if gate.figures else None
    amounts = amount_numbers_of(answer) if gate.amounts and not typed else None
    if amounts is not None and gate.spellings and spellings is not None:
        rated = rated_numbers_of(answer)  # a rating or percentage quoted: data (rated.py)
        if rated:
            quoted = frozenset(
                v for v, kind in rated.items()
                if v not in evidence.values and v not in exempt.forms and spellings.quotes(v, kind)
            )
            percents = [v for v in quoted if rated[v].startswith("percent:")]
            if percents:
                # a percentage the answer frames as its own arithmetic (`Total match: 4.5%`) is
                # computed, not quoted: left to the arithmetic, as a slip is (round 15)
                quoted = quoted - _framed(answer, percents, evidence.values)
            if quoted:
                amounts = amounts | quoted
    numbers: list[Any] | None = None  # the answer's numbers (unverified.numbers_of), read once for both rules
    comma_slips: list[Candidate] = []  # (recall31) slips written with a decimal comma (near_misses.py)
    if gate.slips and amounts is not None and spellings is not None:
        numbers = numbers_of(answer)
        # (recall31) a terse reply's slips read a decimal comma as a point (`0,87` is 0.87, not 87):
        # the same offsets, the numbers as the text spells them; a longer text's decimal-comma
        # equations and amounts are judged by `comma_numbers` and `comma_amounts` (below), and a
        # slip read there would take an equation's operand (`6 h × 21,43 € × 1,25`) for a restated value
        english = terse_english(answer) if terse(answer) else answer
        spelled = numbers if english == answer else numbers_of(english)
        slipped = spellings.attributed_slips(
            slip_candidates(answer, evidence.values, exempt.forms, gate.min_digits, spelled), gate.min_digits
        )
        # (recall28) a slip of a result text's number (a CSV cell) its line names the record of, and
        # of an earlier answer's number restated alone on its line (near_misses.py)
        slipped = slipped | spellings.attributed_slips(slip_candidates(
            answer, evidence.values, exempt.forms, gate.min_digits, spelled, spellings.slip_bases(gate.min_digits), "keys",
            spellings.question(),
        ), gate.min_digits) | spellings.attributed_slips(slip_candidates(
            answer, evidence.values, exempt.forms, gate.min_digits, spelled,
            spellings.slip_bases(gate.min_digits, restated=True), "lone", spellings.question()
        ), gate.min_digits, restated=True)
        if slipped and spelled is not numbers:
            # (recall31) a decimal-comma slip (`0,87`) is judged in English, shown as written, as
            # the decimal-comma amounts are (below): the reader reads no comma's decimals
            comma_slips = [
                Candidate(n.value, "number", answer[n.start : n.end].lstrip("+-\u2212$\u20ac\u00a3\u00a5"))
                for n in spelled if n.value in slipped and "," in answer[n.start : n.end]
            ]
        if slipped:
            amounts = amounts | slipped  # a short number one slip from a carried one: data (near_misses.py)
        miswritten = slipped_results(answer, numbers, evidence.values, exempt.forms, gate.min_digits)
        if miswritten:
            amounts = amounts | miswritten  # a short result one edit from its operands' arithmetic (slipped_results.py)
        slipped_operands = operand_slips(answer, numbers, evidence.values, exempt.forms, gate.min_digits,
                                         spellings.slip_bases(gate.min_digits, restated=True), spellings.result_texts())
        if slipped_operands:
            amounts = amounts | slipped_operands  # (mend46a) a short operand of a written expression one slip from a carried number (operand_slips.py)
        miscounted = miscounted_days(
            answer, numbers, evidence.values, exempt.forms, gate.min_digits, getattr(arithmetic, "today", None)
        )
        if miscounted:
            amounts = amounts | miscounted  # (recall34) a short count of days no gap of its line's two dates (miscounted_days.py)
        slipped_cells = column_slips(answer, evidence.values, exempt.forms, gate.min_digits)
        if slipped_cells:
            amounts = amounts | slipped_cells  # (recall32) a table cell one slip from its column's arithmetic (column_slips.py)
        totalled = swapped_totals(
            answer, spelled, evidence.values, exempt.forms, gate.min_digits, spellings.column_totals(), spellings.question()
        ) if terse(answer) else frozenset()
        if totalled:
            amounts = amounts | totalled  # (recall31) a column's total restated swapped (column_totals.py)
        swapped = reasoned_swaps(answer, numbers, evidence.values, exempt.forms, gate.min_digits)
        if swapped:
            amounts = amounts | swapped  # (recall30) a reasoning block's result restated swapped (reasoned_swaps.py)
    if amounts is not None and spellings is not None:
        siblings = sibling_quoted(answer, evidence.values, exempt.forms)
        if siblings:
            amounts = amounts | siblings  # the odd one of a list of quotes: data (sibling_quotes.py)
    reading = read_answer(
        answer, gate, figures=figures, exact_tokens=_ExactTokens(evidence, exempt), typed=typed, amounts=amounts
    )
    written_as: dict[str, str] = dict(dates_written)  # a candidate judged in its English reading -> as written
    if comma_slips:
        held = frozenset(c.value for c in reading.candidates)
        more = [c for c in comma_slips if c.value not in held and c.token not in held]
        if more:
            reading = reading._replace(candidates=reading.candidates + tuple(more))
            written_as.update({c.value: c.token for c in more if c.token is not None})
    tentative: frozenset[str] = frozenset()  # decimal-comma amounts judged only if grounded or computed (round 21)
    if gate.spellings and not typed and "," in answer and "=" in answer:
        # a decimal-comma text's equations (`14,75 × 19,95 € = 294,26 €`): their numbers judged in
        # English, shown as written (decimal_comma.py, round 11)
        read = {c.value for c in reading.candidates}
        more = [Candidate(v, "number", w) for v, w in comma_numbers(answer, gate.min_digits) if v not in read and w not in read]
        if more:
            reading = reading._replace(candidates=reading.candidates + tuple(more))
            written_as.update({c.value: c.token for c in more if c.token is not None})
    if gate.spellings and not typed and "," in answer:
        # a decimal-comma text's amounts off its equations' lines (`Schlusskurs: 242,96 €`,
        # `2 507,01 €`): judged in English too, shown as written (comma_amounts.py, round 12)
        held = frozenset(c.value for c in reading.candidates)
        amounts_more = [Candidate(v, "number", w) for v, w in comma_amounts(answer, gate.min_digits, held, evidence.values)]
        # (round 21) those far from every carried number: kept where a rule grounds or computes them
        # (recall29) near a carried number as written too: a price list's `25,00` read as `52,00 €`
        tentative = frozenset(
            c.value for c in amounts_more
            if not near_carried(c.value, evidence.values) and not (c.token is not None and near_carried(c.token, evidence.values))
            # (spaces32) or, of four digits or more before its point, one slip from a said number
            # (`R3 900,00` for a system prompt's `R3,900`; a short `80,00` is near too many said numbers)
            and not (len(c.value.partition(".")[0].lstrip("-")) >= 4 and near_carried(c.value, exempt.forms))
        )
        if tentative and spellings is not None and terse(answer):
            # (recall32) a terse reply's amount one slip from an amount an earlier answer wrote (a
            # total asked again, `3 566,00 ₾` for `3 656,00 ₾`): judged, not tentative (comma_amounts.py)
            tentative = tentative - restated_slips(tentative, spellings.answer_texts(), gate.min_digits)
        if amounts_more:
            reading = reading._replace(candidates=reading.candidates + tuple(amounts_more))
            written_as.update({c.value: c.token for c in amounts_more if c.token is not None})
    if gate.spellings and not typed and "." in answer:
        # (round 22) a text writing its thousands with points only (`Asignado: 500.000`): its point
        # groups judged as their thousands, as comma_amounts judges decimal-comma amounts (decimal_comma.py)
        held = frozenset(c.value for c in reading.candidates)
        points = [Candidate(v, "number", w) for v, w in point_numbers(answer, gate.min_digits) if v not in held]
        if points:
            # (spell31) a point group the reader took for a decimal (`1.475`, a candidate as 1.475) is
            # judged in the text's reading instead (1475), as judged before: never tentative
            misread = {normalize_token(c.token): c for c in points if c.token is not None and normalize_token(c.token) in held}
            # (mend46a, review45b) in a text whose points a currency's sign after one marks as thousands
            # (`9.870 Frw`: `point_signed`) each is judged as an English `9,870` is, never tentative
            signed = point_signed(answer)
            tentative = tentative | frozenset(
                c.value for c in points
                if (c.token is None or normalize_token(c.token) not in misread) and not near_carried(c.value, evidence.values)
                and not signed
            )
            decimals_left = tuple(c for c in reading.candidates if c.value not in misread)
            reading = reading._replace(candidates=decimals_left + tuple(points))
            written_as.update({c.value: c.token for c in points if c.token is not None})
    values = evidence.values
    exempt_forms = exempt.forms
    current_turn = evidence.current_turn
    unsupported: list[Candidate] = []
    self_sourced: list[Candidate] = []
    grounded: list[Grounded] = []
    computing = gate.figures or (gate.arithmetic and arithmetic is not None)
    computed: list[Computed] | None = [] if computing else None
    pending: list[tuple[Candidate, tuple[str, ...]]] = []
    resolved: dict[str, str] = {}
    this_turn = prior = 0
    latest_prior: int | None = None
    for candidate in reading.candidates:
        forms = candidate_forms(candidate)
        if spellings is not None and candidate.shape == "identifier" and _SCHEMELESS_URL.match(candidate.value):
            # a URL written without its scheme (`www.x.org/a/b/`, MLA style, round 8): the same URL
            forms = (*forms, *(scheme + candidate.value + end for scheme in ("https://", "http://") for end in ("", "/")))
        if any(form in exempt_forms for form in forms):
            resolved[candidate.value] = "user"
            continue
        if spellings is not None and candidate.shape == "identifier" and (
            is_placeholder(candidate, answer) or is_proposal(candidate, answer) or is_zone_name(candidate.value)
            or is_period_index(candidate.value)  # `Month-1 retention`: a period's index, a name (narration.py)
            or is_unit_base(candidate.value, answer)  # (spaces32) `L/100 km`: a unit's name (narration.py)
            or is_formula_symbols(candidate.value, answer, exempt_forms)  # `C1V1 = C2V2` (narration.py, round 22)
            or is_written_difference(candidate.value, answer)  # `GD 16-2 = 14`: arithmetic (narration.py, round 25)
        ):
            continue  # a format example's placeholder digits (`#A0000000`), an offered time, a zone (`UTC+2`): no claim
        if spellings is not None and candidate.shape == "number" and is_format_example(candidate, answer):
            continue  # (round 22) a locale's number format shown: `1 234,56` in a code span
        if spellings is not None and candidate.value == "1" and is_rate_unit(candidate, answer):
            continue  # the unit of a quote (`1 USD = 0.8594 EUR`): the rate beside it is judged
        if spellings is not None and ":" in candidate.value and is_small_ratio(candidate, answer, gate.min_digits):
            continue  # "a ratio of about 10:1": two small numbers, prose (ratios.py)
        if spellings is not None and candidate.shape == "number" and is_binary_unit(candidate.value):
            continue  # `1,099,511,627,776`, the bytes of a TiB: a unit's size, no claim (narration.py)
        if spellings is not None and ":" in candidate.value and offered_port(candidate, answer, values) >= 0:
            continue  # a local port the answer offers (`for example 18080:8080`), a carried remote port
        turn = -1
        for form in forms:
            stamp = values.get(form)
            if stamp is not None and stamp > turn:
                turn = stamp
        by = EXACT
        if turn < 0 and spellings is not None:
            found = spellings.ground(candidate, answer)
            if found is not None:
                by, turn = found
        if turn >= 0 and spellings is not None and ":" in candidate.value and by not in ("zone", "epoch") \
                and spellings.clock_reading_missing(candidate, answer, exempt_forms):
            turn = -1  # one occurrence, read with its own am/pm, is a time nothing carried
            # (the zone and epoch rules have judged each occurrence with its own am/pm and zone already)
        if turn < 0 and spellings is not None and (
            (candidate.shape == "number" and is_default_port(candidate.value, answer))
            or (":" in candidate.value and is_offset_after_clock(candidate.value, answer))
            or (candidate.shape == "identifier" and respaced_own_example(
                candidate.value, answer, lambda part: classify_token(part, gate) is None))
        ):
            continue  # `5432 is the default Postgres port`; `+02:00` after a clock; `K1A0B1` for its own `K1A 0B1`
        if turn < 0 and spellings is not None and candidate.shape == "number" and spellings.said_ending(candidate, answer):
            resolved[candidate.value] = "user"  # `ending 9876` of the card the user typed (round 8)
            continue
        if turn < 0:
            if gate.figures and basis is not None and candidate.shape in ("number", "figure"):
                explanation = basis.explain(candidate.decimal_spelling or candidate.value)
                if explanation is not None and computed is not None:  # (computing: the figures dial is on)
                    computed.append(
                        Computed(clip(candidate.value), candidate.shape, explanation[0], explanation[1])
                    )
                    resolved[candidate.value] = "computed"
                    continue
            pending.append((candidate, forms))
            continue
        # a carried number restated rounded: the arithmetic may use it at the carried precision
        resolved[candidate.value] = "rescaled" if by == "rescaled" else "result"
        grounded.append(Grounded(candidate.value, forms, by))
        if turn >= current_turn:
            this_turn += 1
        else:
            prior += 1
            if latest_prior is None or turn > latest_prior:
                latest_prior = turn
    derived: Mapping[str, Any] = {}
    judged = frozenset(c.value for c in reading.candidates)  # a number none holds may be an operand (computed/)
    if pending and gate.arithmetic and arithmetic is not None:
        numeric = [
            c.value for c, _ in pending if c.shape in ("number", "figure") or _FRACTION_VALUE.fullmatch(c.value)
            or GLUED_PER_TIME.fullmatch(c.value) or _LOCALE_VALUE.fullmatch(c.value)
            or ("$" in c.value and coded_dollar_number(c.value) is not None)  # `CA$160.48` (round 15)
        ]
        if numeric:
            derived = arithmetic.explain(answer, resolved, numeric, evidence.values, judged)
        spans = [c.value for c, _ in pending if _SPAN_ADJECTIVE.fullmatch(c.value)]
        if spans:  # round 21: `11pm, so there's a 30-minute cushion` (clock_gaps.py)
            derived = {**derived, **arithmetic.explain_clock_gaps(answer, resolved, spans)}
        clocks = [c.value for c, _ in pending if c.shape == "identifier" and (
            _CLOCK_VALUE.fullmatch(c.value) or DURATION_VALUE.fullmatch(c.value))]  # round 24: `4:17/km` (duration_steps.py)
        if clocks:
            derived = {**derived, **arithmetic.explain_clocks(answer, resolved, clocks)}
        dates = [c.value for c, _ in pending if c.shape == "identifier" and _is_date_value(c.value)]
        if dates:
            derived = {**derived, **arithmetic.explain_dates(answer, resolved, dates, _date_lookup(values, exempt_forms, spellings))}
        weeks = [c.value for c, _ in pending if c.shape == "identifier" and ISO_WEEK_VALUE.fullmatch(c.value)]
        if weeks:  # round 24: `January 12, 2026 ... falls in ISO week 2026-W03` (iso_weeks.py)
            derived = {**derived, **explain_iso_weeks(answer, weeks, _date_lookup(values, exempt_forms, spellings))}
    if derived and not typed and "=" in answer:
        refuted = _refuted_values(answer)  # a result its own written equation refutes stays flagged
        if refuted and any(v in refuted for v in derived):
            # (round 31) but not one that same equation gives with the slack of an operand an earlier
            # step wrote rounded (`362,762 × 0.142 = 51,512.155` for 362,761.65: rounded_steps.py),
            # which the refutation, reading every operand exact, cannot see
            # (bell40) nor one its equation gives at its rounded operand's exact value (`exact_steps.py`:
            # `253,09 кг × 28,40 = 7 187,62` for 253.0851 x 28.40), which the refutation reads as written
            derived = {v: d for v, d in derived.items() if v not in refuted or d.rule == EXACT_STEP or (
                d.expression.endswith(CARRIED_PRECISION) and arithmetic is not None and arithmetic.holds_exactly(d))}
    # (recall40) the numbers after a reasoning block one slip from its last result, read once for the
    # two asks below (a block closes with `</...>`: no answer without one is read)
    miscopied: frozenset[str] | None = None
    if derived and gate.slips and not typed and "</" in answer:
        # (recall40) a number after a reasoning block one slip from the block's last result (`29.5 ×
        # 45 = 1,327.5.` then `**1,372.50 AZN**`): the answer miscopied it; no other rule's chance
        # reading excuses it (reasoned_slips.py)
        miscopied = reasoned_slips(answer, numbers if numbers is not None else numbers_of(answer), evidence.values, exempt_forms)
        if miscopied and any(v in miscopied for v in derived):
            derived = {v: d for v, d in derived.items() if v not in miscopied}
    if derived and arithmetic is not None and any(d.expression.endswith(CARRIED_PRECISION) for d in derived.values()):
        # (round 31) an equation read with the slack of an operand an earlier answer computed and
        # wrote rounded holds only where that operand's exact value gives it (`holds_exactly`)
        derived = {v: d for v, d in derived.items()
                   if not d.expression.endswith(CARRIED_PRECISION) or arithmetic.holds_exactly(d) is not False}
    if derived and gate.arithmetic and arithmetic is not None:
        # derivations that rest only on each other (`149.00 - 12.50 = 136.50`, neither carried):
        # asked again with neither an operand until derived otherwise (an earlier answer's total);
        # what is still loose stays flagged (anchored_derivations.py, round 13)
        loose = unanchored(derived, resolved, values)
        if loose:
            kept = {v: d for v, d in derived.items() if v not in loose}
            anchors = {**resolved, **{v: COMPUTED_HERE for v in kept}}
            again = arithmetic.explain(answer, anchors, sorted(loose), values, judged, barred=loose)
            kept.update((v, d) for v, d in again.items() if v in loose)
            still = unanchored(kept, resolved, values)
            derived = {v: d for v, d in kept.items() if v not in still}
    dotted: Mapping[str, Any] = {}
    today = getattr(arithmetic, "today", None) if gate.arithmetic and not typed else None
    if today is not None and "=" in answer and writes_day_months_only(answer):
        # (stable34) a day and month written as a step's result from another (`22.10 + 42 = 03.12`),
        # in an answer whose points are all days and months (dotted_steps.py)
        dotted = explain_dotted_steps(answer, _date_lookup(values, exempt_forms, spellings), [today.year, today.year - 1, today.year + 1])
        pointed = {c.value for c, _ in pending if c.shape == "number" and c.value not in derived}
        if any(value in pointed for value in dotted):
            derived = {**derived, **{value: d for value, d in dotted.items() if value in pointed}}
    unverified: list[Unverified] = []
    dropped: set[str] = set()
    listed = _unverified_of(answer, pending, derived, resolved, values, exempt_forms, arithmetic, spellings, judged, numbers) \
        if gate.arithmetic and arithmetic is not None and spellings is not None and not typed else {}
    judged_tentative = _tentative_slips(
        answer, [c for c, _ in pending if c.value in tentative and c.value not in derived], derived, resolved, values,
        arithmetic, judged,
    ) if tentative and gate.arithmetic and arithmetic is not None else frozenset()
    for candidate, forms in pending:
        found = derived.get(candidate.value)
        if found is not None and computed is not None:  # (derived only when computing: the arithmetic dial is on)
            computed.append(
                # a respelled date or digits shown as the answer wrote them (`2027/03/22`, not its ISO reading)
                Computed(clip(dates_written.get(candidate.value, candidate.value)), candidate.shape, found.rule,
                         found.expression, found.operands)
            )
            continue
        if spellings is not None and is_used_constant(candidate, answer):
            continue  # `subtracted 273.15`, `× 2.20462`: a constant the answer used, no claim (constants.py)
        clipped = candidate._replace(value=clip(written_as.get(candidate.value, candidate.value)))
        if own is not None and not gate.flag_self_sourced and (
            any(form in own for form in forms)
            or (own_spellings is not None and own_spellings.ground(candidate, answer) is not None)
        ):
            self_sourced.append(clipped)
            continue
        found_unverified = listed.get(candidate.value)
        if found_unverified is not None:
            # a computed-looking value of grounded operands that no expression reproduces, and no
            # near-miss: arithmetic a person should check, listed, not flagged (unverified.py)
            unverified.append(found_unverified._replace(candidate=clipped))
            continue
        if candidate.value in tentative and candidate.value not in judged_tentative:
            dropped.add(candidate.value)  # no rule reached it: unread, as before round 21 (comma_amounts.py)
            continue
        unsupported.append(clipped)
    candidates = reading.candidates
    if dropped:
        candidates = tuple(c for c in candidates if c.value not in dropped)
    if gate.word_dates and spellings is not None and not typed:
        # dates the answer writes in words, judged near the dates its run carries (word_dates.py)
        today = getattr(arithmetic, "today", None)  # the run's stated today (said_dates.stated_today)
        dated = _word_dates(answer, values, exempt_forms, spellings, own, own_spellings,
                            grounded, computed, unsupported, self_sourced, today.isoformat() if today is not None else "",
                            arithmetic.user_spans if arithmetic is not None else list,
                            arithmetic.policy_spans if arithmetic is not None else list,
                            arithmetic.earlier_date if arithmetic is not None else None,
                            arithmetic.result_spans if arithmetic is not None else list,
                            arithmetic.closed_days if arithmetic is not None else list,
                            [Computed(value, "number", d.rule, d.expression, d.operands) for value, d in dotted.items()],
                            arithmetic.hour_tiers if arithmetic is not None else None,  # (mend39a) the rules' tiered counts
                            arithmetic.row_bases if arithmetic is not None else None,  # (seed40) a table row's record's dates
                            arithmetic.row_counts if arithmetic is not None else None,  # (mend40b) a table row's record's counts
                            arithmetic.whole_day_hours if arithmetic is not None else None,  # (mend44c) the rules' whole days of hours
                            arithmetic.line_days if arithmetic is not None else None)  # (mend45d) a line's record's days
        if dated:
            candidates = candidates + dated
    if gate.slips and gate.arithmetic and arithmetic is not None and spellings is not None and not typed and terse(answer):
        # (recall32) a terse reply's short number one swap from what the arithmetic computes in its
        # place (`you'd have 606.00 left` for 1,810 - 1,150): flagged however short (terse_swaps.py)
        known_here = {**resolved, **{value: COMPUTED_HERE for value in derived}}
        held_here = {c.value for c in candidates}
        swapped_numbers = terse_swaps(
            answer, numbers if numbers is not None else numbers_of(answer), held_here, values, exempt_forms, gate.min_digits,
            lambda text, value: _computes_in_place(arithmetic, text, known_here, value, values, judged),
            spellings.slip_bases(gate.min_digits, restated=True),
        )
        if swapped_numbers:
            extra_swaps = [Candidate(value, "number") for value, _ in swapped_numbers]
            unsupported.extend(extra_swaps)
            candidates = candidates + tuple(extra_swaps)
    if gate.arithmetic and arithmetic is not None and not typed and "=" in answer:
        # a result written after `=` that its expression does not give (`148 + 62 + 35 = 255`) is
        # flagged even when too short to be a candidate: the answer's own arithmetic refutes it
        # (spell31) a point group judged as its thousands (`= 4.452 kr.` as 4452) is judged already
        extra = _refuted(answer, {c.value for c in candidates} | set(dotted) | {
            normalize_token(c.token) for c in candidates if c.token and _THOUSANDS_DOTS.fullmatch(c.token)}, exempt_forms)
        if extra:
            unsupported.extend(extra)
            candidates = candidates + tuple(extra)
        # (recall39) a sum written with a label on each term (`Kick-off 60 minutes + one-on-one 30
        # minutes + lunch 60 minutes = 160 minutes`) whose result the terms do not give: refuted by
        # the answer's own sum however short, as a plain equation's is (labelled_sums.py)
        summing = {c.value for c in candidates}
        summed = [
            Candidate(value, "number") for value in (normalize_token(r.written) for r in refuted_sums(answer))
            if value and value not in summing and value not in exempt_forms
        ]
        if summed:
            unsupported.extend(summed)
            candidates = candidates + tuple(summed)
        # (recall30) a count written as the floor of a quotient the answer says it rounds up
        # (`124 / 20 = 6.2, whole packs, round up.` then `**6 packs.**`): refuted by its own words,
        # however short (rounded_up.py)
        known = {c.value for c in candidates}
        floors = [
            Candidate(value, "number") for value in (normalize_token(r.written) for r in refuted_roundings(answer))
            if value and value not in known and value not in exempt_forms
        ]
        if floors:
            unsupported.extend(floors)
            candidates = candidates + tuple(floors)
    if gate.slips and not typed and "</" in answer:
        # (recall40) a short number after a reasoning block one slip from the block's last result
        # (`... / 60 min = 20.` then `**25 drops a minute.**`): flagged however short (reasoned_slips.py)
        if miscopied is None:
            miscopied = reasoned_slips(answer, numbers if numbers is not None else numbers_of(answer), evidence.values, exempt_forms)
        holding = {c.value for c in candidates}
        miscopied_short = [Candidate(value, "number") for value in sorted(miscopied) if value not in holding]
        if miscopied_short:
            unsupported.extend(miscopied_short)
            candidates = candidates + tuple(miscopied_short)
    if gate.slips and gate.arithmetic and not typed and ("|" in answer or "\n" in answer):
        # (recall40) a short table cell or list item one slip from what its column's constant factor
        # (fitted on every other row: a share of a total, a weight a bag, a rate times 4) gives:
        # refuted by the answer's own rows however short, whatever framing it wears (column_factors.py)
        holding = {c.value for c in candidates}
        factored = [
            Candidate(value, "number") for value in sorted(column_factor_slips(answer, evidence.values, exempt_forms, gate.min_digits))
            if value not in holding
        ]
        if factored:
            unsupported.extend(factored)
            candidates = candidates + tuple(factored)
    if gate.slips and gate.arithmetic and arithmetic is not None and not typed and "day" in answer:
        # (recall41) a short count of days on a line with one date, no gap from the run's stated
        # today to it while one slip of it is (`12 days, until 3 December.` on 12 November: 21):
        # flagged however short, a number a person said too (miscounted_days.today_miscounts)
        holding = {c.value for c in candidates}
        from_today = [
            Candidate(value, "number") for value in sorted(today_miscounts(
                answer, numbers if numbers is not None else numbers_of(answer), evidence.values, gate.min_digits,
                getattr(arithmetic, "today", None)))
            if value not in holding
        ]
        if from_today:
            unsupported.extend(from_today)
            candidates = candidates + tuple(from_today)
    if gate.slips and gate.arithmetic and not typed and "%" in answer:
        # (recall41) a short percent one slip from the share its own `A of B` beside it gives
        # (`5.3 of 48.6 ha = **11.9%**`, 10.9): refuted by its own pair however short (share_slips.py)
        holding = {c.value for c in candidates}
        shares = [
            Candidate(value, "number") for value in sorted(share_slips(answer, evidence.values, exempt_forms, gate.min_digits))
            if value not in holding
        ]
        if shares:
            unsupported.extend(shares)
            candidates = candidates + tuple(shares)
    if gate.arithmetic and arithmetic is not None and spellings is not None and not typed and ":" in answer:
        # a duration written for a clock range the answer writes that the range does not give
        # (`14:00-15:45 (1 h 30 min)`), or (round 17) for the ranges it lists (`11:00–12:30 and
        # 13:30–15:00: 2:30 in total`): its own numbers refute it, however short (range_lengths.py)
        known = {c.value for c in candidates}
        totals = range_totals(answer)
        wrong_totals = [t.written for t in totals if not t.holds]
        lengths = [Candidate(text, "identifier") for text in refuted_lengths(answer) + wrong_totals if text not in known]
        if lengths:
            unsupported.extend(lengths)
            candidates = candidates + tuple(lengths)
        if totals and computed is not None:
            _judge_range_totals(totals, unsupported, computed)
    if gate.arithmetic and computed is not None and not typed and may_sum_durations(answer):
        sums = duration_sums(answer)  # round 17: `1h + 1h + 1h30 = 3h30` (time_sums.py)
        if sums:
            known = {c.value for c in candidates}
            _judge_range_totals(sums, unsupported, computed, "written", answer)
            candidates = candidates + tuple(c for c in unsupported if c.value not in known)
    looked_up = len(grounded) + len(unsupported) + len(self_sourced) + len(unverified) + (len(computed) if computed is not None else 0)
    return Verdict(
        candidates=candidates,
        unread=reading.unread,
        unsupported=tuple(unsupported),
        grounded=tuple(grounded),
        computed=tuple(computed) if computed is not None else None,
        looked_up=looked_up,
        evidence_truncated=evidence.truncated,
        grounding=Grounding(
            this_turn, prior, latest_prior, current_turn, evidence.tool_results_this_turn, evidence.truncated
        ),
        self_sourced=tuple(self_sourced),
        unverified=tuple(unverified),
    )
