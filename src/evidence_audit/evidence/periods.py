"""A recurring amount restated per another period (round 8): the `per-period` rule's reading.

Pay, bills and budgets are restated per month, per paycheck, per week or per day: "Annual salary
$78,500.00 ... Per month $6,541.67", "$81,640.00 a year, which is $3,401.67 per semi-monthly
paycheck", "about €13,404 a day". The factor is a constant of the calendar (12 months, 52 weeks,
365 days a year; 7 days a week; 24 semi-monthly and 26 bi-weekly paychecks a year, or the count
its line states: `24 a year`), never a value of the run. This module reads the period the value's
line names before it (a row label `Per month`, `monthly`) or right after it (`a day`, `/mo`, `per
semi-monthly paycheck`) and returns the factors that take a recurring amount to it; the rule in
`computed/` takes a recent resolved amount of the answer over or times one of them, rounded to the
value's places.

Refused (in the rule): a value whose line names no period; a factor the period does not take (a
month's amount over 52); a value one digit off a carried number. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from typing import Final

from .layout import line_bounds
from .word_keys import word_key

__all__ = ["period_factors"]

# A period named right after the value: `a day`, `per month`, `/mo`, `per semi-monthly paycheck`.
_AFTER: Final = re.compile(
    r"(?:\*\*)?[ \t\u00a0]*(?:/[ \t]?|(?:a|an|per|each|every)[ \t]+)"
    r"(?:(semi-?monthly|bi-?weekly|fortnightly)[ \t]+)?(year|yr|month|mo|week|wk|day|paycheck|pay[ \t]?check|check)\b",
    re.IGNORECASE,
)
# A period named before the value on its line: `Per month`, `monthly`, `Daily`, `Per paycheck`.
_BEFORE: Final = re.compile(
    r"\b(?:per|a|each|every)[ \t]+(?:(semi-?monthly|bi-?weekly|fortnightly)[ \t]+)?(year|month|week|day|paycheck|pay[ \t]?check)\b"
    r"|\b(monthly|weekly|daily|semi-?monthly|bi-?weekly|fortnightly)\b",
    re.IGNORECASE,
)
# The paychecks a year its line states: `24 a year`, `26 per year`.
_PAYCHECKS: Final = re.compile(r"\b(12|24|26|52)[ \t]+(?:a|per)[ \t]+year\b", re.IGNORECASE)
# (round 10) a paycheck split or a count of paychecks a yearly value's line names.
_SPLIT_WORD: Final = re.compile(r"\b(semi-?monthly|bi-?weekly|fortnightly)\b", re.IGNORECASE)
_PAYCHECK_COUNT: Final = re.compile(r"\b(24|26)[ \t]+(?:paychecks|pay[ \t]checks|pay[ \t]periods)\b", re.IGNORECASE)
_SPLIT: Final = {"semimonthly": 24, "semi-monthly": 24, "biweekly": 26, "bi-weekly": 26, "fortnightly": 26}
_ADJECTIVE: Final = {"monthly": "month", "weekly": "week", "daily": "day"}


def _period(word: str) -> str:
    word = word.lower().replace(" ", "")
    if word in ("yr", "year"):
        return "year"
    if word in ("mo", "month"):
        return "month"
    if word in ("wk", "week"):
        return "week"
    if word == "day":
        return "day"
    return "paycheck"


def period_factors(text: str, start: int, end: int) -> list[tuple[int, str, str]]:
    """The factors that take a recurring amount to the period the value at `text[start:end]` is
    written per: (factor, `/` or `x`, what it counts), or []."""
    line_start, line_end = line_bounds(text, start, end)
    line = text[line_start:line_end]
    period: str | None = None
    split: str | None = None
    after = _AFTER.match(text, end)
    if after is not None:
        period, split = _period(after.group(2)), after.group(1)
    else:
        found = None
        for m in _BEFORE.finditer(text, line_start, start):
            if not text[line_start : m.start()].rstrip().endswith(tuple("0123456789")):
                found = m  # (`24 a year` counts paychecks: no period)
        if found is None:
            return []
        if found.group(3) is not None:
            word = found.group(3).lower()
            if word in _ADJECTIVE:
                period = _ADJECTIVE[word]
            else:
                period, split = "paycheck", word
        else:
            period, split = _period(found.group(2)), found.group(1)
    if period == "month":
        return [(12, "/", "months in a year")]
    if period == "week":
        return [(52, "/", "weeks in a year"), (7, "x", "days in a week")]
    if period == "day":
        return [(365, "/", "days in a year"), (7, "/", "days in a week")]
    if period == "year":
        # (round 10) and a paycheck's amount times the paychecks its line names: `paid semi-monthly
        # (24 paychecks), so that's $2,588.88 a year`
        yearly = [(12, "x", "months in a year"), (52, "x", "weeks in a year"), (365, "x", "days in a year")]
        for m in _SPLIT_WORD.finditer(line):
            _add_count(yearly, _SPLIT[word_key(m.group(1)).replace(" ", "")], "x", f"{m.group(1)} paychecks in a year")
        _add_stated_counts(yearly, _PAYCHECK_COUNT, line, "x")
        return yearly
    # a paycheck: the split its words name, or the count its line states
    counts: list[tuple[int, str, str]] = []
    if split is not None:
        n = _SPLIT.get(split.lower().replace(" ", ""))
        if n is not None:
            counts.append((n, "/", f"{split} paychecks in a year"))
    _add_stated_counts(counts, _PAYCHECKS, line, "/")
    return counts


def _add_stated_counts(counts: list[tuple[int, str, str]], pattern: re.Pattern[str], line: str, op: str) -> None:
    """The paychecks a year each match of `pattern` on the line states (its first group), as factors."""
    for m in pattern.finditer(line):
        _add_count(counts, int(m.group(1)), op, f"the line wrote {m.group(0)!r}")


def _add_count(counts: list[tuple[int, str, str]], factor: int, op: str, what: str) -> None:
    """`(factor, op, what)` appended unless a factor of `counts` is already `factor`."""
    if all(c[0] != factor for c in counts):
        counts.append((factor, op, what))
