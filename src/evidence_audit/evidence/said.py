"""What a person's text says in the other spellings answers use: a timestamp's clock, a duration
as an adjective, a label's plural.

A system prompt states the run's "Current time: 2025-08-14T16:05:00Z" and a user writes "Our RPO
is 15 minutes" or asks for "the overall p50". The answer then writes "now (16:05 UTC)", "from
11:47:55 to 16:05:00", "the 15-minute RPO", "the regional p50s". The reference's exempt spellings
(spec 6.3) read a person's ISO dates and clocks, not the clock inside a timestamp, not a duration
turned into an adjective, not a plural. Under the `spellings` dial (default on) the auditor adds
these forms of user and system text to the exempt corpus (`said_forms`):

| the person wrote | the answer may write |
|---|---|
| a timestamp `2025-08-14T16:05:00Z`, `2025-08-14 16:05` | its clock `16:05`, `16:05:00`, `4:05 PM` (the clock as written, in the timestamp's own zone; the zone rule converts it elsewhere) |
| `15 minutes`, `15 min`, `2 hours`, `30-second` | `15-minute`, `2-hour`, `30-second` (second, minute, hour, day, week, month, year) |
| a label with letters and digits: `p50`, `v2` | its plural `p50s` |
| a price in cents or pence: `15.1 cents`, `19.3¢`, `24.37p`, `8,11 ct` (round 9) | the same price in the main unit, `$0.151`, `£0.2437` (its digits, moved two places) |
| a rate with its unit glued: `$29.10/hr`, `1,669/min` (round 9: one token for the reference) | its number, `29.10`, `1,669` |
| a clock range `23:30-05:30`, `9:00–17:00` (round 9: the reference reads it as one token) | each end as written, `23:30`, `05:30`, `5:30` |
| a duration in hours and minutes `2h15`, `2 h 15`, `1h05m` (round 18) | the same duration as a clock, `2:15`, `02:15` |
| a clock glued to a word before it by a hyphen `fil-15:10`, `ב-20:05` (dive37: Maltese glues its articles and prepositions so, Hebrew its prepositions) | the clock, `15:10` |
| a duration of minutes under the hour `30 minutes`, `15 min` (spell31) | the same duration as a clock of no hour, `0:30`, `0:15` (as `17:40 − 0:30 = 17:10` writes it; never `00:30`, a clock after midnight) |

Each form is the person's own digits: a mutated hour, minute or number stays flagged. The price: a
clock equal to the stated "now" written for another event, as for every value a person said.
"""

from __future__ import annotations

from typing import Final

import re

from .normalize import normalize_token, tokenize
from .text_memo import TextMemo

__all__ = ["said_forms"]

# An ISO timestamp's clock: 2025-08-14T16:05:00Z, 2025-08-14 16:05 (the seconds when written).
_TIMESTAMP: Final = re.compile(
    r"(?<![0-9])[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt ]([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?(?![0-9])", re.ASCII
)
# A duration said with its unit's word: 15 minutes, 15 min, 15-minute, 2 hrs, 30 seconds.
_DURATION: Final = re.compile(
    r"(?<![0-9.])([0-9]+(?:\.[0-9]+)?)[ \-]?(sec(?:ond)?s?|min(?:ute)?s?|h(?:ou)?rs?|days?|weeks?|months?|years?)(?![A-Za-z])",
    re.ASCII | re.IGNORECASE,
)
# A clock range: 23:30-05:30, 9:00 – 17:00 (its ends, round 9).
_CLOCK_RANGE: Final = re.compile(
    r"(?<![0-9:.])([0-9]{1,2}):([0-9]{2})[ \u00a0]?[-\u2013\u2014][ \u00a0]?([0-9]{1,2}):([0-9]{2})(?![0-9:])"
)
# A duration in hours and minutes: 2h15, 2 h 15, 1h05m (round 18); spaced and with `min`, so wider than
# `glued_clocks.H_DURATION` (a person's text, not a token).
_HOURS_MINUTES: Final = re.compile(r"(?<![A-Za-z0-9.:])([0-9]{1,2})[ ]?h[ ]?([0-5][0-9])(?:[ ]?m(?:in)?)?(?![A-Za-z0-9:])", re.ASCII)
# (dive37) A clock glued by a hyphen to a word (a letter of any script) before it: `fil-15:10`, `ב-20:05`;
# not a code's part (`T-09:30` of one capital is kept: a capital letter alone before it is no word)
_GLUED_CLOCK: Final = re.compile(r"(?<=[^\W\d_]{2})[-\u2010\u2011]([0-9]{1,2}):([0-9]{2})(?![0-9:])")
# A price in the hundredth of a currency: 15.1 cents, 19.3¢, 24.37p, 31,89 ct (round 9); (coffee38) the
# cents of a named dollar or the euro's (`40 US cents a lb`, `20 euro cents`), never `per cent`
_SUBUNIT_PRICE: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,4})(?:[.,]([0-9]{1,6}))?[ \u00a0]?(?:(?:US|U\.S\.|AU|CA|NZ|HK|SG|euro)[ \u00a0])?"
    r"(?:cents?|\u00a2|ct|pence|p)(?![A-Za-z0-9])", re.IGNORECASE
)
# A number with a unit-per tail, as the tokenizer keeps it whole: 29.10/hr, 1,669/min (round 9).
_RATE_TOKEN: Final = re.compile(r"([0-9][0-9,]*(?:\.[0-9]+)?)/[a-z]{1,8}", re.ASCII)
_UNIT_OF: Final = {"s": "second", "m": "minute", "h": "hour", "d": "day", "w": "week", "y": "year"}
# A label of letters then digits (`p50`, `p99`, `v2`, `gpt4`): its plural is the label.
_LABEL: Final = re.compile(r"(?<![A-Za-z0-9_])([A-Za-z]{1,8}[0-9]{1,4})(?![A-Za-z0-9_])", re.ASCII)


def _unit(word: str) -> str:
    word = word.lower()
    if word.startswith("mo"):
        return "month"
    return _UNIT_OF[word[0]]


def _hundredth(whole: str, fraction: str) -> str:
    """A price in hundredths written in the main unit: (`15`, `1`) -> `0.151`, (`250`, ``) -> `2.5`."""
    digits = whole.lstrip("0").rjust(3, "0") + fraction
    point = len(digits) - len(fraction) - 2
    main, rest = digits[:point].lstrip("0") or "0", digits[point:].rstrip("0")
    return f"{main}.{rest}" if rest else main


# (round 16) a person's text's forms, kept for the texts read lately (text_memo.py): a corpus's runs repeat their
# system prompt and policies. Kept as tuples; each caller gets its own list.
_SAID_FORMS: Final[TextMemo[tuple[str, ...]]] = TextMemo(entries=64, chars=262_144)


def said_forms(text: str) -> list[str]:
    """`_said_forms(text)`, kept for the texts read lately (`_SAID_FORMS`)."""
    kept = _SAID_FORMS.read(text, lambda t: tuple(_said_forms(t)))
    return list(kept)


def _said_forms(text: str) -> list[str]:
    """The extra forms (normalized, lower case) a person's text says (module doc)."""
    out: dict[str, None] = {}
    if ":" in text:
        for m in _TIMESTAMP.finditer(text):
            hour, minute = int(m.group(1)), int(m.group(2))
            if hour > 23 or minute > 59:
                continue
            h12 = hour % 12 or 12
            half = "am" if hour < 12 else "pm"
            for form in (f"{hour}:{minute:02d}", f"{hour:02d}:{minute:02d}", f"{h12}:{minute:02d}{half}",
                         f"{hour:02d}:{minute:02d}:{m.group(3) or '00'}"):
                out.setdefault(form, None)
        for m in _GLUED_CLOCK.finditer(text):  # (dive37) `fil-15:10`: the clock after the word's hyphen
            hour, minute = int(m.group(1)), int(m.group(2))
            if hour <= 23 and minute <= 59:
                out.setdefault(f"{hour}:{minute:02d}", None)
                out.setdefault(f"{hour:02d}:{minute:02d}", None)
        for m in _CLOCK_RANGE.finditer(text):  # each end of a clock range, as written
            for hour, minute in ((int(m.group(1)), int(m.group(2))), (int(m.group(3)), int(m.group(4)))):
                if hour <= 23 and minute <= 59:
                    out.setdefault(f"{hour}:{minute:02d}", None)
                    out.setdefault(f"{hour:02d}:{minute:02d}", None)
    for m in _HOURS_MINUTES.finditer(text):  # `a 2h15 flight`: `2:15` (round 18)
        out.setdefault(f"{int(m.group(1))}:{m.group(2)}", None)
        out.setdefault(f"{int(m.group(1)):02d}:{m.group(2)}", None)
    if "/" in text:
        for token in tokenize(text):  # `$29.10/hr` says 29.10 (round 9)
            rate = _RATE_TOKEN.fullmatch(token)
            if rate is not None:
                out.setdefault(normalize_token(rate.group(1)), None)
    for m in _SUBUNIT_PRICE.finditer(text):  # `15.1 cents` is `$0.151` (round 9)
        out.setdefault(_hundredth(m.group(1), m.group(2) or ""), None)
    for m in _DURATION.finditer(text):
        unit = _unit(m.group(2))
        out.setdefault(f"{m.group(1)}-{unit}", None)
        out.setdefault(f"{m.group(1)}-{unit}s", None)
        if unit == "minute" and m.group(1).isdigit() and 0 < int(m.group(1)) < 60:
            out.setdefault(f"0:{int(m.group(1)):02d}", None)  # (spell31) `30 minutes` as `17:40 − 0:30`
    for m in _LABEL.finditer(text):
        out.setdefault(m.group(1).lower() + "s", None)
    return list(out)
