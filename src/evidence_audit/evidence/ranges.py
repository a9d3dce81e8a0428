"""Ranges people write: split a range token into its endpoints; the am/pm a clock range shares.

Spec 11.2 reads a number range (`2024-2025`, `41,200-41,250`) as its two endpoints. People also
join other values with one hyphen, and the tokenizer keeps such a range whole, so today's reading
saw one identifier no result carried: a meeting `14:00-15:30` (a result carried `"start_time":
"2024-05-20 14:00"` and `"end_time": "2024-05-20 15:30"`), opening hours `9:00am-5:30pm`, a price
band `$300-$800` (normalized `300-$800`) or `500-$1000`, a stay `2024-07-03-2024-07-05`. At the
default setting (`ranges` on) these are split too, and each endpoint is judged on its own with every
rule that applies to it: a clock endpoint by the clock rule, a date by the date rules, an amount like
a bare number. Ranges written with spaces, an en dash or "to" are already several tokens.

What is a range here, and why:
- a number with a hyphen after it (`110-` of `€110-€200`, whose `€` splits the tokens): the
  range's start, its end being the next token;
- both ends of one kind, joined by exactly one hyphen: two clocks (an am/pm glued to either end;
  in "2:00 AM-3:30 PM" the token is `am-3:30`, whose first end is prose), two ISO dates, two
  numeric dates, or two amounts (the second may wear the currency mark the normalizer stripped
  from the first);
- number and amount ranges go up (`2024-05` is a year-month, not a range); clock ranges may wrap
  past midnight (`22:00-02:00`), date ranges may not go back.

The am/pm a clock range writes once, after its end (`10:00-11:30 AM`, `2:00 - 3:30 PM`, `11:00 to
1:00 PM`), belongs to the end; the start takes the same half of the day unless that would put it
after the end, and then the other (`11:00-1:00 PM` is 11:00 to 13:00). The price: a range meant to
cross noon the other way (`11:00-1:00 PM` for 23:00 to 13:00) is read the usual way.
"""

from __future__ import annotations

from typing import Final

import re

from .normalize import ES_SPACE_CLASS, normalize_token

__all__ = ["clock_range_keys", "range_end_meridiem", "split_range"]

_NUMBER = r"(?:[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)"
# The start of a range whose end is the next token: `110-` of `€110-€200`, `1,400-` of `€1,400-€2,080`.
_DANGLING: Final = re.compile(rf"({_NUMBER})-", re.ASCII)
# An amount range: 300-$800, 500-$1000, 1,000-$2,500.50 (the first `$` was stripped as decoration).
_AMOUNT_RANGE: Final = re.compile(rf"({_NUMBER})-\$({_NUMBER})", re.ASCII)
# A clock range, each end maybe with seconds and a glued am/pm: 14:00-15:30, 9:00am-5:30pm, 2pm-3:30pm.
_CLOCK: Final = r"[0-9]{1,2}(?::[0-9]{2}(?::[0-9]{2})?(?:[ap]\.?m)?|[ap]\.?m)"
_CLOCK_RANGE: Final = re.compile(rf"({_CLOCK})-({_CLOCK})", re.ASCII)
# The tokenizer glues a start's am/pm to the end clock in "2:00 AM-3:30 PM": `am-3:30`. The first
# end is then the am/pm alone (prose); the clock is the range's end.
# In "8 AM-8 PM" the token is `am-8`: its end is an hour alone, read like "8 PM" elsewhere.
_AFTER_MERIDIEM: Final = re.compile(rf"([ap]\.?m)-({_CLOCK}|[0-9]{{1,2}})", re.ASCII)
# Two ISO dates or two numeric dates: 2024-07-03-2024-07-05, 07/03/2024-07/05/2024.
_ISO: Final = r"[0-9]{4}-[0-9]{2}-[0-9]{2}"
_DATE_RANGE: Final = re.compile(rf"({_ISO})-({_ISO})|([0-9]{{1,2}}/[0-9]{{1,2}}/[0-9]{{4}})-([0-9]{{1,2}}/[0-9]{{1,2}}/[0-9]{{4}})", re.ASCII)


def split_range(token: str) -> tuple[str, ...] | None:
    """The endpoints of a clock, date or amount range token (normalized), or None.

    Number ranges without a currency mark are spec 11.2's and stay with `extract`; this reads the
    endpoints people write beside them. A range whose second end wears its own mark that is no
    token character (`€110-€200`) reaches here as two tokens; the first, `110-`, is its one end.
    """
    if "-" not in token:
        return None
    if token.endswith("-"):
        m = _DANGLING.fullmatch(token)
        return (normalize_token(m.group(1)),) if m is not None else None
    if ":" in token or "m" in token:
        m = _CLOCK_RANGE.fullmatch(token) or _AFTER_MERIDIEM.fullmatch(token)
        if m is not None:
            return m.group(1), m.group(2)
    if "$" in token:
        m = _AMOUNT_RANGE.fullmatch(token)
        if m is None:
            return None
        low, high = normalize_token(m.group(1)), normalize_token(m.group(2))
        if float(high) < float(low):
            return None
        return low, high
    if len(token) >= 17:
        m = _DATE_RANGE.fullmatch(token)
        if m is not None:
            if m.group(1) is not None:
                return (m.group(1), m.group(2)) if m.group(2) >= m.group(1) else None
            return m.group(3), m.group(4)
    return None


# A carried 24-hour clock range: 13:00-17:30, 08:00:00-20:00:00.
_CARRIED_CLOCK_RANGE: Final = re.compile(r"([0-9]{1,2}):([0-9]{2})(?::[0-9]{2})?-([0-9]{1,2}):([0-9]{2})(?::[0-9]{2})?", re.ASCII)


def clock_range_keys(form: str) -> list[tuple[str, tuple[int, int]]]:
    """The `clock` spelling keys of a carried clock range's two ends (`"hours": "13:00-17:30"`
    carries 13:00 and 17:30, each an answer may write on its own: `1:00-5:30 PM`); none for
    anything else."""
    m = _CARRIED_CLOCK_RANGE.fullmatch(form)
    if m is None:
        return []
    keys: list[tuple[str, tuple[int, int]]] = []
    for hour_text, minute_text in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
        hour, minute = int(hour_text), int(minute_text)
        if hour <= 23 and minute <= 59:
            keys.append(("clock", (hour, minute)))
    return keys


# After a clock: a range joiner and the end clock with its am/pm ("- 3:30 PM", " to 1 p.m.").
_JOINER: Final = r"(?:-|\u2013|\u2014|to|until|till|through)"
_END_AFTER: Final = re.compile(
    ES_SPACE_CLASS + r"*" + _JOINER + ES_SPACE_CLASS + r"*"
    r"([0-9]{1,2})(?::([0-9]{2}))?(?::[0-9]{2})?" + ES_SPACE_CLASS + r"{0,2}([AaPp])\.?" + ES_SPACE_CLASS + r"?[Mm](?![A-Za-z])",
)
# The end of a clock range token, with its am/pm after the token: "10:00-11:30 AM".
_RANGE_END_CLOCK: Final = re.compile(r"([0-9]{1,2})(?::([0-9]{2}))?", re.ASCII)
_AM_PM_AFTER: Final = re.compile(ES_SPACE_CLASS + r"{0,2}([AaPp])\.?" + ES_SPACE_CLASS + r"?[Mm](?![A-Za-z])")


def _start_half(hour: int, minute: int, end_hour: int, end_minute: int, end_half: str) -> str:
    """The half of the day a range's start takes from its end's am/pm (see the module doc)."""
    end = (end_hour % 12 + (12 if end_half == "p" else 0)) * 60 + end_minute
    same = (hour % 12 + (12 if end_half == "p" else 0)) * 60 + minute
    if same <= end:
        return end_half
    return "a" if end_half == "p" else "p"


def range_end_meridiem(
    answer: str, start: int, length: int, hour: int, minute: int, range_token: str | None, value: str
) -> str | None:
    """The am/pm ('a' or 'p') a clock written at `answer[start:start+length]` takes from a range.

    Two cases: the token is a clock range (`10:00-11:30` then " AM"), and `value` is one of its
    ends; or the token is a clock followed by a joiner and an end clock with its am/pm (`2:00 -
    3:30 PM`). None when no range gives one.
    """
    if range_token is not None and range_token != value:
        after = _AM_PM_AFTER.match(answer, start + length)
        if after is None:
            return None
        half = after.group(1).lower()
        ends = split_range(range_token)
        if ends is None or len(ends) < 2 or value not in ends:
            return None
        if value == ends[1] and value != ends[0]:
            return half
        m = _RANGE_END_CLOCK.match(ends[1])
        if m is None:
            return None
        return _start_half(hour, minute, int(m.group(1)), int(m.group(2) or 0), half)
    after = _END_AFTER.match(answer, start + length)
    if after is None:
        return None
    end_hour, end_minute = int(after.group(1)), int(after.group(2) or 0)
    if not 1 <= end_hour <= 12 or end_minute > 59:
        return None
    return _start_half(hour, minute, end_hour, end_minute, after.group(3).lower())
