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

Each form is the person's own digits: a mutated hour, minute or number stays flagged. The price: a
clock equal to the stated "now" written for another event, as for every value a person said.
"""

from __future__ import annotations

from typing import Final

import re

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
_UNIT_OF: Final = {"s": "second", "m": "minute", "h": "hour", "d": "day", "w": "week", "y": "year"}
# A label of letters then digits (`p50`, `p99`, `v2`, `gpt4`): its plural is the label.
_LABEL: Final = re.compile(r"(?<![A-Za-z0-9_])([A-Za-z]{1,8}[0-9]{1,4})(?![A-Za-z0-9_])", re.ASCII)


def _unit(word: str) -> str:
    word = word.lower()
    if word.startswith("mo"):
        return "month"
    return _UNIT_OF[word[0]]


def said_forms(text: str) -> list[str]:
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
    for m in _DURATION.finditer(text):
        unit = _unit(m.group(2))
        out.setdefault(f"{m.group(1)}-{unit}", None)
        out.setdefault(f"{m.group(1)}-{unit}s", None)
    for m in _LABEL.finditer(text):
        out.setdefault(m.group(1).lower() + "s", None)
    return list(out)
