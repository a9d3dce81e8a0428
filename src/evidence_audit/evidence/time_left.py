"""`time-left`: a duration written in hours and minutes that is one duration the conversation wrote
less another (round 23).

People keep a budget of time across a conversation: a limit a person states (`at most 9 h of
driving`), what an answer found left (`Driving left: ... = 5h20`), then what a trip takes (`182 min
driving`), and the next answer gives what remains: `2h18 of driving` (5h20 - 182 min). No line
writes the subtraction, so `duration_sums` (a written equation) and `end-time` (clocks on the line)
do not read it.

The whole: a duration a person stated (`clock_leads.LeadClocks.durations`) or an equation's result
the last 2 answers or this answer before the value wrote (`= 5h20`: what was found left); the part
taken away: a duration a person stated, the last 2 answers wrote, or this answer writes before the
value (at most `MAX_DURATIONS` of each, the latest; `1h15`, `182 min`, `4 h 30 min`). The value is written `2h18` (`glued_clocks.H_DURATION`).
Every difference of two durations costs the same, so the chance test is plain: the value is
refused when a difference reaches a duration one digit off it as written (`3h18`, `2h19`), and
(review23) when a result carries a duration one digit off it (`drive_time: 2h19`: the house rule,
never excuse a misread of a carried number). Its price: an invented remainder equal to such a
difference, with none of its one-digit neighbours reached or carried. Pure: no I/O; the durations
come from the run's `LeadClocks`, the answer's read once for all its values.
"""

from __future__ import annotations

import re
from typing import Final

from .clock_leads import LeadClocks, equation_results, hour_minutes_before
from .decimal_text import digit_replaced
from .durations import ClockDerivation
from .glued_clocks import H_DURATION

__all__ = ["explain_time_left"]

MAX_DURATIONS: Final = 6


def _neighbours(hours: str, minutes: str) -> set[int]:
    """The durations one digit off `hours`h`minutes` as written, in minutes."""
    out: set[int] = set()
    for changed in digit_replaced(hours + minutes):
        h, m = int(changed[: len(hours)]), int(changed[len(hours) :])
        if m <= 59:
            out.add(h * 60 + m)
    return out


def explain_time_left(answer: str, value: str, leads: LeadClocks) -> ClockDerivation | None:
    """The duration `value` (`2h18`, its first occurrence) as one duration of the run less another
    (the module's docstring), or None."""
    glued = H_DURATION.fullmatch(value)
    if glued is None or int(glued.group(2)) > 59:
        return None
    found = re.search(r"(?<![0-9A-Za-z.:])" + re.escape(value) + r"(?![0-9A-Za-z])", answer, re.IGNORECASE)
    if found is None:
        return None
    target = int(glued.group(1)) * 60 + int(glued.group(2))
    before = [(length, how) for length, how in hour_minutes_before(answer, found.start())
              if length != target][-MAX_DURATIONS:]
    stated = leads.durations()[-MAX_DURATIONS:]
    wholes = stated + leads.answer_durations()[-MAX_DURATIONS:] + equation_results(answer[: found.start()])[-MAX_DURATIONS:]
    parts = stated + leads.all_answer_durations()[-MAX_DURATIONS:] + before
    near = _neighbours(glued.group(1), glued.group(2))
    hit: ClockDerivation | None = None
    for whole, whole_how in wholes:
        for part, part_how in parts:
            gap = whole - part
            if gap <= 0:
                continue
            if gap in near:
                return None  # the chance test: a neighbour is reached as cheaply
            if gap == target and hit is None:
                hit = ClockDerivation(
                    "time-left", f"{whole_how} - {part_how} = {value}",
                    ((str(whole), "duration", f"stated as {whole_how!r}"), (str(part), "duration", f"stated as {part_how!r}")),
                )
    if hit is not None and not near.isdisjoint(leads.carried()):
        return None  # (review23) one digit off a duration a result carries: a misread, whatever it equals
    return hit
