"""The default profile never raises, whatever the answer and results (Hypothesis).

A crash in the check turns its case into an internal error (a lost result). Answers, results and a
person's text are built from the spellings the rules read: clocks and zones, dates (ISO, in words,
dotted, slashed, yearless), ranges, markdown tables, currency and locale numbers, equations and
their words, versions, ratios, durations, escapes, Unicode digits and spaces. Each crash found
becomes a test of its own below (`test_found_*`).
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.auditor import RunAuditor

GATE = resolve_gate({})

PIECES = [
    # clocks, zones, durations
    "14:05", "2:05 PM", "2:05-3:05 PM", "14h00", "0:00", "23:59:59", "12:00 AM", "6:42 AM CDT", "UTC", "GMT+2", "PST",
    "UTC+5:30", "2 hours later", "30-minute", "911.62 s (15:11)", "75 min (1:15)", "01:30", "at 9", "10 minutes before",
    # dates
    "2026-03-01", "2026-02-30", "March 3rd, 2026", "Dec 3", "3 Dec", "27.-29.11.2026", "03/04/2026", "2024-2025",
    "2026-03-01T11:42:00Z", "Mon, 02 Mar 2026 11:42:00 +0000", "1772000000", "to", "until", "from", "within 30 days",
    # ranges and lists
    "$100-$200", "1-2-3", "lines 96-97", "L96-L97", "around $101-102", "~", "1/2", "fc1/23", "148/88", "1,1,1", "....",
    # currency and locale numbers
    "$1,234.56", "1.234,56 \u20ac", "\u20ac52", "-$740", "\u2212$2.85", "12 345 yen", "1\u00a0234", "5\u2009678", "$3.65 trillion",
    "0.5 BTC", "40 AAPL", "1 USD = 0.8594 EUR", "10%", "(\u20ac52)", "412.7 ms", "99.55%", "401.7 GB", "1,099,511,627,776",
    # arithmetic
    "=", "x", "\u00d7", "+", "-", "/", "\u00f7", "(", ")", "2 x 3 = 6", "148 + 62 + 35 = 255", "= 3 x 4 =", "each", "per",
    "total", "Total:", "average", "averaged", "half of", "twice", "minus", "plus", "is", "\u2248", "273.15", "2.20462",
    # versions, ratios, names, escapes
    "v2.14.0", "2.14.1", "patch release", "minor", "a ratio of about 10:1", "1:50,000", "A320neo", "PM2.5", "\\n75004",
    "\\t$1,250.50", "ip-10-40-23-201", "file.go:118", "localhost:5000", "3f2a9c1", "#A0000000", "ISO 8601",
    # layout and noise
    "\n", "\n\n", "| a | 1 | $2.50 |", "|---|---:|", "| **Total** | | $5.00 |", "**", "`", ". ", ", ", "; ", "? ", "! ",
    " ", "\u0661\u0662\u0663", "\uff11\uff12", "0", "7", "42", "1000", "3.14159", "0.0", "-0", "1e5", "9" * 25, "\ud800",
    "W1773051", "HAT266", "ok", "of", "the", "Today is 2026-11-30.",
]

# a piece: a spelling the rules read, a number, a few characters of any kind, or a separator
piece = st.one_of(
    st.sampled_from(PIECES), st.sampled_from(PIECES), st.sampled_from(PIECES),
    st.integers(-10**7, 10**12).map(str), st.decimals(allow_nan=False, allow_infinity=False, places=2).map(str),
    st.text(max_size=4), st.sampled_from(list(".,:;-/$€%=x|()[]*_#~'\"\n\t")),
)
texts = st.lists(piece, min_size=0, max_size=40).map(lambda parts: " ".join(parts))
joined = st.lists(piece, min_size=0, max_size=40).map(lambda parts: "".join(parts))
leaves = st.one_of(texts, st.integers(-10**15, 10**15), st.floats(allow_nan=False, allow_infinity=False), st.booleans(), st.none())
results = st.one_of(
    texts,
    st.recursive(leaves, lambda inner: st.one_of(st.lists(inner, max_size=6), st.dictionaries(st.sampled_from(
        ["price", "total", "at", "dt", "time", "timezone", "id", "qty", "rate", "start", "end", "version", "lines"]), inner,
        max_size=6)), max_leaves=25).map(lambda v: json.dumps(v)),
)


def _check(answer: str, result: str, user: str) -> None:
    history = [{"role": "system", "content": "Today is 2026-11-30."}, {"role": "user", "content": user},
               {"role": "tool", "content": result}]
    check_answer(answer, history, GATE)


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(answer=st.one_of(texts, joined), result=results, user=texts)
# (round 18) found by CI: float noise read at more digits than the decimal context holds (values.as_decimal)
@example(answer="9999999999999999999999999999.5010000000", result="", user="")
# (round 22) found by CI: a number of 16 places tried against a factor of 10^12 (SI prefixes, `ng` to
# `kg`): rounding the factor to those places needs more digits than the context holds (units._quantized)
@example(answer="3.1415915431425916", result="", user="")
def test_the_default_profile_never_raises(answer: str, result: str, user: str) -> None:
    _check(answer, result, user)


@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
@given(turns=st.lists(st.tuples(texts, results, st.one_of(texts, joined)), min_size=1, max_size=5))
def test_a_run_of_such_answers_never_raises(turns) -> None:
    """Answers judged in turn (earlier answers feed the arithmetic's `repeat` and `remainder`)."""
    auditor = RunAuditor(GATE)
    for user, result, answer in turns:
        auditor.add("user", user)
        auditor.add("tool", result)
        auditor.judge(answer)
        auditor.add("assistant", answer)
