"""A case ending glued to a value (piano34): `10:00etan`, `10:00etatik 11:30etara`, `%40ko`,
`10:00-kor`, `10:00-де`, `10%-kal`, `১৪%-এর`.

The agglutinative languages decline a value as they decline a word: Basque glues the ending
straight on (`10:00etan` at ten, `10:00etatik 11:30etara` from ten to half past eleven, `%60tik
behera` under 60%), Hungarian and Kazakh after a hyphen (`10:00-kor`, `10%-kal`,
`10:00-де`, whose Cyrillic ending the tokenizer leaves out: `10:00-`). The whole token is no value
any result carried, so the reference flags it; the value is the token less its ending, judged as
the answer had written it bare (`stem`: a clock, a percent).

Read under the `spellings` dial only (`extract._base_classify`), for two stems:

| stem | the answer writes | the ending |
|---|---|---|
| a clock `H:MM` or `H:MM:SS` | `10:00etan`, `11:30etara`, `10:00-kor`, `10:00-` | 2-12 letters, maybe after a hyphen, or a hyphen alone (an ending in a script the tokenizer drops) |
| a percent written sign first | `%60tik`, `%40ko`, `%39,3ko` | 1-12 letters, maybe after a hyphen |
| a percent written sign last (rice36) | `14%-এর`, `10%-kal`, `20%-os`, `14%-` | a hyphen, then 1-12 letters or nothing (an ending in a script the tokenizer drops); the stem is the number, as a bare `14%` is read |

Refused (the token judged whole, as before): an ending a clock reads (`am`, `pm`, `h`, `hrs`, `uhr`,
a zone's abbreviation: `10:00pm`, `10:00cet`, `10:00utc`); a tail after a stem of digits only (a
number with a unit is `_NUMBER_WITH_TAIL`'s). Not an identifier's: letters glued after a name's
digits are as often its variant (`A320neo`, `A320ceo` for a carried `A320`: another aircraft) as a
case ending (`A440arekiko`), so such a token stays judged whole. The stem is judged with every rule,
so a one-digit change of it stays flagged (`10:30etan` where `10:00` was carried).
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from typing import Final

from .normalize import normalize_token
from .zones import is_zone_abbreviation

__all__ = ["stem"]

# A clock and its ending: 2-12 letters, maybe after a hyphen, or a hyphen alone (groups: clock, ending).
_CLOCK_ENDING: Final = re.compile(r"([0-9]{1,2}:[0-5][0-9](?::[0-5][0-9])?)(?:-?([a-z]{2,12})|-)", re.ASCII)
# A percent written sign first (`%60`, `%39,3`, `%39.3`) and its ending (groups: percent, ending).
_PERCENT_ENDING: Final = re.compile(r"(%[0-9]+(?:[.,][0-9]+)?)-?([a-z]{1,12})", re.ASCII)
# (rice36) a percent written sign last and its ending after a hyphen: Hungarian `10%-kal`, `20%-os`,
# Bengali `১৪%-এর` (the tokenizer keeps `14%-`, its ending's script dropped); a hyphen is required,
# so a sign glued to letters (`50%off`) stays judged whole (group: the number, as the tokenizer
# leaves a bare `14%`: its sign is decoration, `normalize.strip_decoration`).
_PERCENT_LAST_ENDING: Final = re.compile(r"([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:[.,][0-9]+)?)%-(?:[a-z]{1,12})?", re.ASCII)
# What a clock's glued letters may mean besides a case ending: its half of the day, `h`, hours.
_CLOCK_WORDS: Final = frozenset(("am", "pm", "hr", "hrs", "hs", "uhr", "utc", "gmt", "hod", "val"))


def stem(token: str) -> str | None:
    """The value `token` (normalized, lower case) glues a case ending to, or None (module doc)."""
    clock = _CLOCK_ENDING.fullmatch(token)
    if clock is not None:
        ending = clock.group(2)
        if ending is not None and (ending in _CLOCK_WORDS or is_zone_abbreviation(ending)):
            return None
        return clock.group(1)
    percent = _PERCENT_ENDING.fullmatch(token)
    if percent is not None:
        return percent.group(1)
    last = _PERCENT_LAST_ENDING.fullmatch(token)
    if last is not None:  # (rice36) the number as the tokenizer reads it bare (`1,234.5%` is 1234.5)
        return normalize_token(last.group(1))
    return None
