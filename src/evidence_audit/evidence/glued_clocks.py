"""A clock or a duration written with an `h` between its hours and minutes: `14h30`, `1h15`, `2h05m`.

French and other European writers glue a time of day (`at 14h30`) or a duration (`a 1h15 drive`)
into one token: one or two digits of hours, an `h`, two digits of minutes, for a duration an `m`
after them. Round 18 taught five modules to read it, each with its own pattern; these are the one
definition. A reader checks the minutes (59 at most) and, for a time of day, the hours (23 at most).

Not here, because they read more than this token: `ago_durations` (`15h35` or `15:35`, up to three
digits of hours, before `ago`), `said` (`2 h 15 min`, spaced, in a person's text) and `clock_leads`
(`2 hours 15`). Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["H_CLOCK", "H_CLOCK_IN_TEXT", "H_DURATION"]

# Hours, an `h`, two digits of minutes (the groups: hours, minutes).
_HOURS_H_MINUTES: Final = r"([0-9]{1,2})h([0-9]{2})"
# A token that is such a clock (`fullmatch`): `14h30`.
H_CLOCK: Final = re.compile(_HOURS_H_MINUTES, re.ASCII)
# A token that is such a duration (`fullmatch`): `1h15`, `1h15m`, in any case.
H_DURATION: Final = re.compile(_HOURS_H_MINUTES + r"m?", re.ASCII | re.IGNORECASE)
# Such a clock inside a text (`finditer`): not a part of a longer token (`v14h30`, `1.14h30`,
# `14h30m`, `12:14h30`).
H_CLOCK_IN_TEXT: Final = re.compile(r"(?<![0-9A-Za-z.:])" + _HOURS_H_MINUTES + r"(?![0-9A-Za-z:])", re.ASCII)
