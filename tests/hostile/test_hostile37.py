"""(hostile37) Patterns that backtracked, found by `bench/regex_growth.py` and reached through
`check` by `bench/check_growth.py --after`: each cost the square of a run of blanks or digits
written right after a value, and each is now linear and matches as before.

- `unverified._OPERATION` (two numbers joined by an operator), searched over a sentence: tried at
  every digit of a run, and from each it scanned the run to its end (8,000 digits after a value:
  2.4 s of `check`). Now tried where a number starts, its digits possessive.
- `unverified._variants`: every one-edit variant of a value written (about 21n strings of n
  characters) was built before its bound said `too long` (a value of 8,000 digits after `5 x 3 =`:
  10 s of `check` and 1.4 GB). Now counted first (`_variant_count`), built only under the bound.
- `products._MIXED` (a duration in two or more units) and `ago_durations._AGO` (`3 days ago`):
  two repeats of blanks side by side (`[ \\t]*,?[ \\t]*`) shared a run of n blanks every way before
  refusing (`3 days` then 8,000 spaces: 12 s of `check`). Now possessive.

Each rewrite is tested equal to the pattern it replaces on random strings of the characters the
pattern reads (the same match, or none, at every start), and `check` on the hostile answer is
timed at n and 4n: CPU time, the best of three, every kept reading forgotten first, a generous
bound (linear is 4x, the square 16x) and a floor so that noise cannot fail it.

Nine more patterns that one try at one place took the square of a run of blanks or stars, or
worse (`bench/regex_growth.py --match`: `clock_chains._LINK`, `clock_elapsed._UNIT_AFTER`,
`gaps._WRITTEN_COMPARISON`, `products._AT_RATE`, `days_between._LINK`, `fraction_shares._LABELLED`,
`layout._SEPARATOR_ROW`, `miscounted_days._SHIFTED` (its alternation of `**`, `__`, `*`, `_` split a run of stars
every way: exponential), `period_scaled._AFTER`): each repeat possessive, one try timed at n and
4n, and equal to d1bd494c's pattern at every start of random texts.
"""

from __future__ import annotations

import random
import re

import pytest

from evidence_audit.evidence import check_answer, clock_chains, clock_elapsed, days_between, fraction_shares, layout
from evidence_audit.evidence import applied_rates, miscounted_days, period_scaled, range_lengths, ratios, resolve_gate
from evidence_audit.evidence import print_sizes, series_sums, sibling_changes
from evidence_audit.evidence.computed import gaps, products
from evidence_audit.evidence.ago_durations import _AGO
from evidence_audit.evidence.computed.products import _MIXED, _TIME_PART
from evidence_audit.evidence.unverified import _OPERATION, _variant_count, _variants

from .helpers import least_cpu
from .work_counts import forget_readings

GATE = resolve_gate({})
RUN = [
    {"role": "user", "content": "When did order 7731 ship, and what did it cost?"},
    {"role": "tool", "content": '{"order": 7731, "amount": 120.50, "shipped": "2026-11-30"}'},
]

# The patterns as d1bd494c wrote them.
OLD_OPERATION = re.compile(
    r"[0-9][0-9,.]*%?\)?\s*(?:[\u00d7\u00f7+\u2212]|(?<!\*)\*(?!\*)|\sx\s?|x\s|\s[-/]\s)"
    r"\s*\(?[$\u20ac\u00a3\u00a5]?[0-9]"
)
OLD_AGO = re.compile(r"[ \t]*(?:\*\*)?[ \t]*ago\b", re.IGNORECASE)
OLD_MIXED = re.compile(
    _TIME_PART + r"(?:(?:[ \t]*,?[ \t]*(?:and[ \t]+)?)" + _TIME_PART.replace("(", "(?:", 2) + r"){1,3}", re.IGNORECASE
)


def _cost(answer: str, under: float | None = None) -> float:
    return least_cpu(lambda: check_answer(answer, RUN, GATE), 3, under, before=lambda: forget_readings(GATE))


def _grows_linearly(build, n: int) -> None:
    small = _cost(build(n))
    large = _cost(build(4 * n), under=max(8 * small, 0.3))
    assert large < max(8 * small, 0.3), (small, large)


def _random_texts(alphabet: list[str], count: int = 3000, seed: int = 37) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 24))) for _ in range(count)]


def _spans(m: re.Match[str] | None) -> tuple[tuple[int, int], ...] | None:
    return None if m is None else tuple(m.span(g) for g in range(1 + (m.re.groups or 0)))


# --- growth through `check` ------------------------------------------------------------------------

def test_a_run_of_digits_after_a_value_is_searched_in_linear_time() -> None:
    """4x the digits: under 8x the time (d1bd494c: 9.9x for 1,000 -> 4,000; 8,000 digits 2.4 s)."""
    _grows_linearly(lambda n: "Order 7731 cost 120.50 EUR" + "1" * n + "\x00x, then 48213.", 1000)


def test_a_run_of_blanks_after_a_duration_is_read_in_linear_time() -> None:
    """4x the blanks: under 8x the time (d1bd494c: 16x, 8,000 spaces 12 s)."""
    _grows_linearly(lambda n: "Order 7731 shipped 3 days" + " " * n + "x, then 48213.", 4000)
    _grows_linearly(lambda n: "Order 7731 shipped 3 days" + " \t" * (n // 2) + "x, then 48213.", 4000)


def test_a_long_value_after_an_equation_is_refused_before_its_variants_are_written(monkeypatch) -> None:
    """No value past the bound has its variants written (d1bd494c: 8,000 digits wrote 168,000
    variants of 8,000 characters, then refused them as `too long`)."""
    from evidence_audit.evidence import unverified

    written: list[int] = []
    real = unverified._variants

    def counted(digits: str) -> list[str]:
        out = real(digits)
        written.append(len(out))
        return out

    monkeypatch.setattr(unverified, "_variants", counted)
    run = [{"role": "system", "content": "You help with orders."}, {"role": "user", "content": "What is the total for order 7731?"},
           {"role": "tool", "content": '{"order": 7731, "amount": 120.50, "items": 3}'}]
    forget_readings(GATE)
    check_answer("Order 7731 totals 120.50 for 3 items, then 48213.\n5 x 3 =" + "1" * 2000 + "\x00x, then 48213.", run, GATE)
    assert all(n <= unverified.MAX_UNVERIFIED_WORK for n in written), written


def test_the_variants_are_counted_as_they_are_written() -> None:
    for text in _random_texts(["1", "2", "0", "0", ".", ",", "-", "x"], count=2000):
        assert _variant_count(text) == len(_variants(text)), text


# --- the same matches -------------------------------------------------------------------------------

def test_the_operation_pattern_finds_what_it_found() -> None:
    alphabet = ["1", "2", "0", ",", ".", "%", ")", "(", " ", "\t", "\n", "x", "\u00d7", "*", "+", "-", "/",
                "\u2212", "$", "\u20ac", "a"]
    for text in _random_texts(alphabet):
        for end in range(len(text) + 1):
            assert _spans(_OPERATION.search(text, 0, end)) == _spans(OLD_OPERATION.search(text, 0, end)), (text, end)


def test_the_ago_and_mixed_duration_patterns_match_what_they_matched() -> None:
    alphabet = ["3", "12", " ", "\t", ",", "*", "**", "ago", "and ", "days", "h", "min", "s", "x", "Ago"]
    for text in _random_texts(alphabet):
        for start in range(len(text) + 1):
            assert _spans(_AGO.match(text, start)) == _spans(OLD_AGO.match(text, start)), (text, start)
        assert [_spans(m) for m in _MIXED.finditer(text)] == [_spans(m) for m in OLD_MIXED.finditer(text)], text


def test_the_rules_still_read_what_they_read() -> None:
    """A duration in three units, its blanks doubled, still computes; a digit off stays flagged."""
    run = RUN + [{"role": "tool", "content": '{"leg": "3 days 4 h 20 min"}'}]
    verdict = check_answer("The leg took 3 days  4 h ,  20 min, that is 4,580 minutes.", run, GATE)
    assert [u.value for u in verdict.unsupported] == []
    assert [(c.value, c.derivation) for c in verdict.computed] == [("4580", "mixed")]
    verdict = check_answer("The leg took 3 days  4 h ,  20 min, that is 4,581 minutes.", run, GATE)
    assert [u.value for u in verdict.unsupported] == ["4581"]


# --- one try of a pattern asked at one place (`bench/regex_growth.py --match`) ------------------------

_MINUS = r"\u2212|minus\b|(?<=[ \t])[-\u2013](?=[ \t])"
_CURRENCY = r"(?:[ \t\u00a0]*(?:dollars?|euros?|pounds?|yen|[A-Z]{3}|[A-Za-z]{1,3}[23\u00b2\u00b3]?))?"
_BLANKS = [" ", " ", "\t", "\u00a0", "*", "**", "_", ",", ":", "="]

# (the pattern now, the pattern as d1bd494c wrote it, its flags, the pieces of its random texts, its
# hostile text at n: a run that one try of d1bd494c's pattern took the square of, or worse)
ONE_TRY = [
    (clock_chains._LINK, r"[ \t]*,?[ \t]*(\+|then|and|plus|" + _MINUS + r")[ \t]+(?:another[ \t]+)?", re.IGNORECASE,
     _BLANKS + ["+", "-", "then", "and", "minus", "another", "x"], lambda n: " " * n + "x"),
    (clock_elapsed._UNIT_AFTER, r"\**[ \t\u00a0]?\**(ms|milliseconds?|s|secs?|seconds?|min|mins|minutes?)(?![A-Za-z])",
     re.IGNORECASE, _BLANKS + ["s", "min", "ms", "x"], lambda n: "*" * n + "x"),
    (gaps._WRITTEN_COMPARISON,
     r"(?:\*\*)?[ \t]+(?:is|are|was|were|comes[ \t]+to|stays)?[ \t]*(?:well[ \t]+|still[ \t]+|just[ \t]+)?"
     r"(?:under|below|over|above|within|exceeds|(?:less|more|lower|higher)[ \t]+than)"
     r"(?:[ \t]+(?:the|your|its|their|our|a|an))?[ \t]+[$\u20ac\u00a3]?(?=[0-9])", re.IGNORECASE,
     _BLANKS + ["is", "well", "under", "less", "than", "the", "$", "4", "x"], lambda n: " " * n + "x"),
    (products._AT_RATE, r"\**[ \t]?[^\W\d_]{0,4}\.?\**[ \t]+at[ \t]+(?:a[ \t]+rate[ \t]+of[ \t]+)?([0-9]+\.[0-9]+)(?![0-9])", 0,
     _BLANKS + ["at", "EUR", ".", "1.25", "a rate of", "x"], lambda n: "*" * n + "x"),
    (days_between._LINK, r"[ \t]*(?:[=:(,]|→|->|is|are|makes|gives|that's)?[ \t]*(?:\*\*)?[ \t]*$", re.IGNORECASE,
     _BLANKS + ["(", "->", "is", "gives", "\n", "x"], lambda n: " " * n + "x"),
    (fraction_shares._LABELLED,
     r"s?[ \t]*(?:of|is|was|=|:|de|est|ist|era)?[ \t*:]*[$\u00a3\u20ac]?[ \t]*([0-9]{1,9}(?:\.[0-9]{1,6})?)(?![0-9])", 0,
     _BLANKS + ["s", "of", "is", "$", "12", "3.5", "0123456789", "x"], lambda n: " " * n + "x"),
    (layout._SEPARATOR_ROW, r"\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*\Z", 0,
     [" ", "\t", "\n", "|", ":", "-", "--", "---", "x"], lambda n: " " * n + "x"),
    (miscounted_days._SHIFTED,
     r"(?:\*\*|__|[*_])*[ \t\u00a0]*(?:after|before|later|earlier|ago|since|past|beyond|more|longer|less|fewer|shorter|extra|over|early|late)\b",
     re.IGNORECASE, _BLANKS + ["after", "ago", "more", "moreover", "x"], lambda n: "*" * n + "x"),
    (period_scaled._AFTER,
     r"\**" + _CURRENCY + r"\**[ \t\u00a0]*(?:(?:a|an|per|each|every|/)[ \t]*(year|yr|annum|quarter|qtr|month|mo|week|wk|day)(?![A-Za-z])"
     r"|(annually|yearly|quarterly|monthly|weekly|daily)\b)", re.IGNORECASE,
     _BLANKS + ["a", "per", "/", "year", "month", "dollars", "EUR", "m2", "yearly", "x"], lambda n: "*" * n + "x"),
]


ONE_TRY += [
    (print_sizes._TIMES_AFTER, r"\**[ \t\u00a0]?[\u00d7xX*][ \t\u00a0]?\**[0-9]", 0,
     _BLANKS + ["x", "X", "\u00d7", "*", "***", "4", "a"], lambda n: "*" * n + "a"),
    (sibling_changes._WORD_AFTER, r"[ \t*]*(?:USD|EUR|GBP)?[ \t]*(more|extra|higher|less|cheaper|lower)(?![A-Za-z])", re.IGNORECASE,
     _BLANKS + ["USD", "EUR", "more", "less", "lowered", "x"], lambda n: " " * n + "x"),
    (applied_rates._AT_RATE,
     r"(?:\*\*)?[ \t]*(?:[A-Z]{3}|[^\w\s.,;:()])?(?:\*\*)?[ \t]+at[ \t]+(?:[A-Z]{3}[ \t]?|[^\w\s.,;:()][ \t]?)?"
     r"(?P<rate>[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)(?:[ \t]?(?:[A-Z]{3}|[^\w\s.,;:()]))?"
     + applied_rates._PER, 0,
     _BLANKS + ["at", "EUR", "$", "\u20ac", "1.25", "1,200", "/", "per", "kg", "an", "a", "(", "x"], lambda n: " " * n + "x"),
    (ratios._CUE_AFTER, r"[ \t\u00a0]*(?:\*\*)?[ \t\u00a0]*(?:ratio|odds|mix|aspect|scale)\b", re.IGNORECASE,
     _BLANKS + ["ratio", "mix", "mixer", "x"], lambda n: " " * n + "x"),
    (series_sums._WORD_AFTER, r"[ \t]*\**[ \t]*([A-Za-z]{2,30})", 0, _BLANKS + ["ab", "c", "1", "x"], lambda n: " " * n + "1"),
    (series_sums._CSV_ROW, r"^[ \t]*[^,\n]*(?:,[^,\n]*){2,}$", re.MULTILINE,
     _BLANKS + ["\n", "a", "1", ",", ",,"], lambda n: " " * n + "x"),
    (range_lengths._TOTAL_AFTER,
     r"[ \t*_]*(?:[(:,=\u2192]|->)?[ \t*_]*(?!(?:about|around|approx|approximately|roughly|nearly|almost|over|under|~)\b)"
     r"(?:([0-9]{1,2})(?::|h)([0-9]{2})(?![0-9:])|" + range_lengths._DURATION + r"(?![A-Za-z0-9]))", 0,
     _BLANKS + ["(", "->", "\u2192", "about", "1", "12", ":", "h", "30", "min", "hours", "x"], lambda n: " " * n + "x"),
]


def _one_try(pattern: re.Pattern[str], text: str, under: float | None = None) -> float:
    return least_cpu(lambda: [pattern.match(text) for _ in range(5)], 3, under)


@pytest.mark.parametrize("row", ONE_TRY, ids=lambda row: row[0].pattern[:24])
def test_one_try_is_linear_and_matches_as_before(row) -> None:
    pattern, old, flags, pieces, hostile = row
    before = re.compile(old, flags)
    assert pattern.flags == before.flags
    for text in _random_texts(pieces, count=1500):
        for start in range(len(text) + 1):
            assert _spans(pattern.match(text, start)) == _spans(before.match(text, start)), (text, start)
    # 4x the run: under 8x the time of one try (d1bd494c: 16x, the square, or worse)
    small = _one_try(pattern, hostile(2000))
    large = _one_try(pattern, hostile(8000), under=max(8 * small, 0.02))
    assert large < max(8 * small, 0.02), (small, large)
