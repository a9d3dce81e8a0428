"""Durations written as adjectives: `30-minute` for a result's `"observation_minutes": 30`.

People write a carried duration as a compound adjective ("a 20-minute visit", "the 2-hour
window", "a 14-day return period"). The tokenizer keeps `20-minute` whole, no result carried that
token, and the `unit` rule (`respellings.py`) needs the unit's word beside the number in the
result ("20 minutes"). This rule (`unit-adjective`, under the `spellings` dial) grounds `N-unit`
(second, minute, hour, day, week, month, year; singular or plural) when one result's text carries
the number N with that unit: as the value of a key naming the unit (`"duration_min": 20`,
`"hold_days": 14`, `"window_hours": "2"`) or written before the unit's word (`20 minutes`,
`20-min`).

Its refusals: another number (a mutated `21-minute`), or the number under a key of another unit
(`"fee": 20` for `20-minute`), stays flagged. Its price: the right number from the wrong record
with the same unit.
"""

from __future__ import annotations

from typing import Final

import re
from collections.abc import Sequence

__all__ = ["ground_unit_adjective"]

# The answer's token: 30-minute, 2-hour, 14-days, 1.5-hour.
_ADJECTIVE: Final = re.compile(r"([0-9]+(?:\.[0-9]+)?)-(second|minute|hour|day|week|month|year)s?", re.ASCII)
# What a key or a unit word may say for each unit.
_UNIT_WORDS: Final[dict[str, str]] = {
    "second": r"sec(?:ond)?s?|s",
    "minute": r"min(?:ute)?s?|m",
    "hour": r"h(?:ou)?rs?|h",
    "day": r"days?|d",
    "week": r"weeks?|wks?|w",
    "month": r"months?|mos?",
    "year": r"years?|yrs?|y",
}
_UNIT_WORD_PATTERNS: Final = {unit: re.compile(words) for unit, words in _UNIT_WORDS.items()}  # (fold34) compiled once, not per key


_KEY_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+", re.ASCII)


def _key_names(key: str, unit: str) -> bool:
    """Whether a JSON key names the unit as one of its words: duration_min, observationMinutes."""
    words = _UNIT_WORD_PATTERNS[unit]
    return any(words.fullmatch(word.lower()) for word in _KEY_WORD.findall(key))


def _carries(text: str, number: str, unit: str) -> bool:
    number_re = re.escape(number) + r"(?:\.0+)?(?![0-9.])"
    for m in re.finditer(r'"([^"\\]{1,60})"\s*:\s*"?' + number_re, text):
        if _key_names(m.group(1), unit):
            return True
    spelled = "|".join(w for w in _UNIT_WORDS[unit].split("|") if len(w) > 1)  # `20 m` may be metres
    written = r"(?<![0-9.])" + number_re + r"[ \-]?(?:" + spelled + r")(?![A-Za-z])"
    return re.search(written, text, re.IGNORECASE) is not None


def ground_unit_adjective(token: str, texts: Sequence[tuple[str, int]]) -> int:
    """The latest turn of a result text that carries the duration of a `N-unit` token, or -1."""
    m = _ADJECTIVE.fullmatch(token)
    if m is None:
        return -1
    found = -1
    for text, turn in texts:
        if turn > found and _carries(text, m.group(1), m.group(2)):
            found = turn
    return found
