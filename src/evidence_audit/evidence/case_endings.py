"""A case ending glued to a value (piano34): `10:00etan`, `10:00etatik 11:30etara`, `%40ko`,
`10:00-kor`, `10:00-де`.

The agglutinative languages decline a value as they decline a word: Basque glues the ending
straight on (`10:00etan` at ten, `10:00etatik 11:30etara` from ten to half past eleven, `%60tik
behera` under 60%), Hungarian and Kazakh after a hyphen (`10:00-kor`,
`10:00-де`, whose Cyrillic ending the tokenizer leaves out: `10:00-`). The whole token is no value
any result carried, so the reference flags it; the value is the token less its ending, judged as
the answer had written it bare (`stem`: a clock, a percent).

Read under the `spellings` dial only (`extract._base_classify`), for two stems:

| stem | the answer writes | the ending |
|---|---|---|
| a clock `H:MM` or `H:MM:SS` | `10:00etan`, `11:30etara`, `10:00-kor`, `10:00-` | 2-12 letters, maybe after a hyphen, or a hyphen alone (an ending in a script the tokenizer drops) |
| a percent written sign first | `%60tik`, `%40ko`, `%39,3ko` | 1-12 letters, maybe after a hyphen |

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

from .zones import is_zone_abbreviation

__all__ = ["stem"]

# A clock and its ending: 2-12 letters, maybe after a hyphen, or a hyphen alone (groups: clock, ending).
_CLOCK_ENDING: Final = re.compile(r"([0-9]{1,2}:[0-5][0-9](?::[0-5][0-9])?)(?:-?([a-z]{2,12})|-)", re.ASCII)
# A percent written sign first (`%60`, `%39,3`, `%39.3`) and its ending (groups: percent, ending).
_PERCENT_ENDING: Final = re.compile(r"(%[0-9]+(?:[.,][0-9]+)?)-?([a-z]{1,12})", re.ASCII)
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
    return None
