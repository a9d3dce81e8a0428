"""The audit's date: `--date` resolved to a day, and `{date}` placeholders filled in paths.

A scheduled audit is launched with the same parameters every day (a Cloud Scheduler body has no
shell to compute a date), so the date is named by a word the job resolves when it is built:
`yesterday` or `today` (UTC), or an ISO date `2024-05-01` for a backfill. Input and output patterns
may hold `{date}` (`2024-05-01`) or `{date:FORMAT}` (a strftime format, e.g. `{date:%Y/%m/%d}`) for
a user's own layout. An output directory without a placeholder gets the day's Hive-style folder
(`OUT/dt=2024-05-01/`), so a rerun of the same day replaces that day's results and nothing else.

Pure: the caller passes today's date; nothing here reads a clock or a file.
"""

from __future__ import annotations

import datetime as dt
import re

__all__ = [
    "DATE_WORDS",
    "DateError",
    "day_folder",
    "fill",
    "has_placeholder",
    "partition_decorator",
    "resolve_date",
    "utc_today",
]

DATE_WORDS = ("today", "yesterday")

# {date} or {date:FORMAT}; FORMAT is any text without braces.
_PLACEHOLDER = re.compile(r"\{date(?::([^{}]*))?\}")


class DateError(ValueError):
    """A `--date` or a placeholder that cannot be used; the message says which and why."""


def utc_today() -> dt.date:
    """Today's date in UTC: what `today` and `yesterday` are relative to."""
    return dt.datetime.now(dt.timezone.utc).date()


def resolve_date(text: str | None, today: dt.date) -> dt.date | None:
    """`--date` as a day: `today`, `yesterday` (relative to `today`) or `YYYY-MM-DD`; None stays None."""
    if text is None:
        return None
    word = text.strip().lower()
    if word == "today":
        return today
    if word == "yesterday":
        return today - dt.timedelta(days=1)
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", word):
        raise DateError(f"--date {text!r} is not a date; expected YYYY-MM-DD, today or yesterday")
    try:
        return dt.date.fromisoformat(word)
    except ValueError as err:
        raise DateError(f"--date {text!r} is not a date: {err}") from None


def has_placeholder(pattern: str) -> bool:
    """Whether `pattern` holds a `{date}` or `{date:FORMAT}` placeholder."""
    return _PLACEHOLDER.search(pattern) is not None


def fill(pattern: str, day: dt.date | None, where: str = "path") -> str:
    """`pattern` with every `{date}` / `{date:FORMAT}` replaced by `day`.

    A placeholder with no date is an error naming `where` (e.g. `--input 'traces/dt={date}/*'`):
    a pattern with a literal `{date}` in it would otherwise match nothing, silently.
    """
    if not has_placeholder(pattern):
        return pattern
    if day is None:
        raise DateError(f"{where} {pattern!r} has a {{date}} placeholder but no --date was given")

    def replace(match: re.Match) -> str:
        fmt = match.group(1)
        if fmt is None:
            return day.isoformat()
        if not fmt:
            raise DateError(f"{where} {pattern!r}: an empty format in {{date:}}")
        return day.strftime(fmt)

    return _PLACEHOLDER.sub(replace, pattern)


def day_folder(out: str, day: dt.date | None, where: str = "--out") -> str:
    """The output directory for `day`: the pattern filled, or OUT/dt=YYYY-MM-DD/ when it has none."""
    if has_placeholder(out) or day is None:
        return fill(out, day, where)
    return out.rstrip("/") + f"/dt={day.isoformat()}/"


def partition_decorator(day: dt.date) -> str:
    """The BigQuery partition decorator of `day`: `$YYYYMMDD`."""
    return "$" + day.strftime("%Y%m%d")
