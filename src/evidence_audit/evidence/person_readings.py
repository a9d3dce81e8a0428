"""What the auditor reads from a person's text (a user's message, a system prompt), kept per text.

`RunAuditor.add` reads each user and system text for the spellings the person said (said.py,
locales.py, said_dates.py, yearless_words.py), the bare hours a user names (written.py) and the
today and now the text states (said_dates.py, ago_durations.py). Each reading is a pure function
of the text, and a corpus's runs repeat their system prompt (and `check_answer` may feed a history
twice), so the readings are kept together for the texts read lately (text_memo.py, speed20): one
lookup instead of seven scans. What depends on the run (a yearless date read in the today the run
stated: `said_dates`) stays with the auditor.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Final, NamedTuple

from .ago_durations import stated_now
from .clock_words import said_clock_forms
from .locales import locale_readings
from .normalize import normalize_token
from .said import said_forms
from .said_dates import listed_month_days, said_days, said_full_dates, said_month_days, stated_today
from .text_memo import TextMemo
from .written import said_hours
from .yearless_words import day_form, listed_month_day_form, month_day_form

__all__ = ["PersonReading", "person_reading"]


class PersonReading(NamedTuple):
    """A person's text read once: the exempt forms it adds, normalized, in the order the auditor
    adds them (its bare hours, for a user's text, come first: `hours`), and the today and the now
    it states (None when it states none)."""

    hours: tuple[str, ...]
    forms: tuple[str, ...]
    today: date | None
    now: datetime | None


_READINGS: Final[TextMemo[PersonReading]] = TextMemo(entries=64, chars=262_144)


def person_reading(text: str) -> PersonReading:
    """`text`'s `PersonReading`, read once for the texts read lately."""
    return _READINGS.read(text, _read)


def _normalized(raws: list[str]) -> tuple[str, ...]:
    """Each raw spelling's normalized form, as `ExemptCorpus.add` stores it (none that is empty)."""
    out = []
    for raw in raws:
        norm = normalize_token(raw)
        if norm:
            out.append(norm)
    return tuple(out)


def _read(text: str) -> PersonReading:
    """`person_reading`, read anew: the readings `RunAuditor.add` made of a person's text, in its order."""
    raws: list[str] = []
    raws.extend(said_forms(text))  # a timestamp's clock, `15-minute`, `p50s` (said.py)
    raws.extend(said_clock_forms(text))  # (round 25) `a las dos menos cuarto` said 1:45 / 13:45 (clock_words.py)
    raws.extend(locale_readings(text))  # `1.250 €` said: `1,250` (locales.py)
    raws.extend(said_full_dates(text))  # "October 14, 2026" said 2026-10-14 (said_dates.py, round 8)
    raws.extend(month_day_form(month, day) for month, day in said_month_days(text))  # "June 28" (round 14)
    # round 20 (groups20): "the 15th of February, March and May" says each month's 15th
    raws.extend(listed_month_day_form(month, day) for month, day in listed_month_days(text))
    raws.extend(day_form(day) for day in said_days(text))  # "from the 15th": a day said alone (round 14)
    return PersonReading(_normalized(said_hours(text)), _normalized(raws), stated_today(text), stated_now(text))
