"""Clocks written to the fraction of a second (round 9): `15:32:13.412`.

Event logs, traces and analytics tables carry instants to the millisecond: an epoch in
milliseconds (`"ts_epoch_ms": 1795617133412`) or an ISO timestamp with a fraction
(`2026-11-25T14:32:13.412Z`). An answer that lays out a sequence of events writes them the same
way, in the zone the user asked for (`| 15:32:13.412 | checkout_started |` in Berlin time). The
reference reads no such clock (its token is no clock at all), so each was flagged.

The `subsecond` reading (under the `spellings` dial, rule `clock` or `epoch`): the clock
`H:MM:SS.fff` is a carried instant's when every part is, the fraction included:
- a result's clock or ISO timestamp with the same hour, minute, second and fraction, as written
  (`14:32:13.412` for `2026-11-25T14:32:13.412Z`; trailing zeros aside: `.41` is `.410`);
- an epoch in milliseconds whose milliseconds are the fraction, in the zone the answer names for
  it (`epochs.py`).

Refused: a fraction one digit off (`.413`), a second off, a fraction on an epoch in whole seconds,
more digits than the epoch carries (`.4125`). Its price: none beyond the epoch rule's: the
fraction is judged too. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["fraction_key", "subsecond_clock"]

# An answer's clock with a fraction of a second (normalized: lower case), maybe with am/pm glued.
_SUBSECOND: Final = re.compile(r"([0-9]{1,2}):([0-9]{2}):([0-9]{2})\.([0-9]{1,9})([ap]\.?m\.?)?", re.ASCII)


def fraction_key(fraction: str) -> str:
    """A fraction of a second as compared: its digits without trailing zeros (`410` -> `41`)."""
    return fraction.rstrip("0")


def subsecond_clock(value: str) -> tuple[int, int, int, str, str] | None:
    """(hour, minute, second, fraction digits, glued am/pm or "") of a clock written to the fraction
    of a second (`15:32:13.412`), or None (no such clock, or no valid time)."""
    m = _SUBSECOND.fullmatch(value)
    if m is None:
        return None
    hour, minute, second = int(m.group(1)), int(m.group(2)), int(m.group(3))
    if hour > 23 or minute > 59 or second > 59:
        return None
    return hour, minute, second, m.group(4), (m.group(5) or "")[:1]
