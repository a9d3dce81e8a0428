"""`period-length`: a rate restated per another period by the length the run states (round 23).

Labour and hire are priced per day and worked per hour, or priced per hour and billed per day or
per week: `Okafor £33.00/h` for a roster's `day_rate_gbp` 264 where the system prompt says `a
crew day is 8 hours`; `£248/day` is `£31.00/h` on an 8-hour day; `£45/h` is `£337.50 a day` on a
7.5-hour one; `£180/day` is `£900 a week` where a working week is 5 days. The factor is no
constant of the calendar (`period-scaled` takes those: 12 months, 7 days, 52 weeks): it is the
length the run states, so the exact lookup and the product rules miss it.

| the length | read from |
|---|---|
| hours a day (`a crew day is 8 hours`, `8 hours a day`, `an 8-hour day`, `7.5 h/day`, a key `hours_per_day`) | the system prompt, a person's text, a result's text or record |
| days a week (`5 days a week`, `a 5-day week`, `the working week is 5 days`, a key `days_per_week`) | the same |

The value's period is written right after it (`/h`, `/hr`, `an hour`, `per hour`, `/day`, `a
day`, `per day`, `/wk`, `a week`); its base is a rate of the other period (hours and days, days and
weeks) that is
- a number of a record its clause names by a word of its name (`Okafor` for `Dean Okafor`: a
  name-like key's value, `name`, `contractor`, `crew_id`; never a trade, role or site), of the
  records it names with the most words (refused when two such records state different rates of
  the period), under a key naming the base's period (`day_rate_gbp`, `daily_rate`, `hourly_rate`, `rate_per_hour`,
  `weekly_rate`), of a result of the run; or
- a resolved number its line writes before it with the base's period right after it (`£248/day`).

The value is the base times or over the stated length, rounded half up to its places. Refused:
what every late try refuses (one digit off a carried number, a slip of the local step); a value
of fewer than `MIN_DIGITS` significant digits; and the chance test: a base of the value's clause,
through any length the run states, reaching a one-digit neighbour of it (so a per-hour of another
person's day rate, or over a day length the run never stated, stays flagged). Its price: an
invented rate equal to a named person's or thing's stated rate converted by a stated period
length, with no one-digit neighbour so reached. Pure: no I/O; the per-run state is the lengths
and the named rates read so far (speed24: and the texts and results not read yet), beside a bounded
memo of what each key names.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any, Final, NamedTuple

from .decimal_text import printed
from .expressions import rounded_reach
from .layout import line_bounds, sentence_start
from .served import Served
from .walk import containers
from .computed.reading import AnswerReading, written_operand, neighbours
from .computed.values import Derivation, Operand, Occurrence, decimal_places, as_decimal
from .computed.wide import late_target, late_try_refused

__all__ = ["PeriodLengths", "MIN_DIGITS", "stated_lengths"]

MIN_DIGITS: Final = 2  # significant digits a value needs
MAX_LENGTHS: Final = 4  # lengths kept per kind
MAX_RATES: Final = 400  # named rates kept per run, the latest
MAX_WALK: Final = 2000  # nodes of a result walked for named rates
MAX_TEXT: Final = 8000  # characters of a text read for lengths
MIN_WORD: Final = 4  # letters of a record's word that names it
MAX_BEFORE: Final = 6  # resolved numbers written before the value on its line tried as bases

_NUMBER: Final = r"([0-9]{1,2}(?:\.[0-9]{1,2})?)"
_HOURS: Final = r"(?:hours?|hrs?|h)"
# hours a day: `a crew day is 8 hours`, `8 hours a day`, `an 8-hour day`, `7.5 h/day`, `day of 8 hours`
_HOURS_A_DAY: Final = re.compile(
    r"\bday (?:is|=|of|lasts) " + _NUMBER + r"[ -]?" + _HOURS + r"\b"
    r"|(?<![0-9.])" + _NUMBER + r"[ -]?" + _HOURS + r"(?: (?:a|per|each)|/) ?(?:working |work |paid |crew )?day\b"
    r"|(?<![0-9.])" + _NUMBER + r"[ -]hours? (?:working |work |paid |crew )?day\b",
    re.IGNORECASE)
_DAYS: Final = r"days?"
# days a week: `5 days a week`, `a 5-day week`, `the working week is 5 days`
_DAYS_A_WEEK: Final = re.compile(
    r"\bweek (?:is|=|of) ([1-7]) " + _DAYS + r"\b"
    r"|(?<![0-9.])([1-7])[ -]?" + _DAYS + r"(?: (?:a|per|each)|/) ?(?:working |work )?week\b"
    r"|(?<![0-9.])([1-7])-day (?:working |work )?week\b",
    re.IGNORECASE)
# (speed24) the word every alternative of the two patterns above writes: a cheap test first
_DAY_WORD: Final = re.compile(r"day", re.IGNORECASE)
_LENGTH_KEYS: Final = {"hour": re.compile(r"hours?_(?:per_|a_)?day|day_hours|shift_hours", re.IGNORECASE),
                       "day": re.compile(r"days?_(?:per_|a_)?week|week_days|working_days_week", re.IGNORECASE)}
# the period written right after a value: `/h`, `an hour`, `per day`, `/wk`, `a week`
_AFTER: Final = re.compile(
    r"[ \t\u00a0]*(?:(?:/|\ba\b|\ban\b|\bper\b|\beach\b)[ \t]*(hours?|hrs?|h|days?|d|weeks?|wk)(?![A-Za-z])|(hourly|daily|weekly)\b)",
    re.IGNORECASE)
_PERIODS: Final = {"h": "hour", "hr": "hour", "hrs": "hour", "hour": "hour", "hours": "hour", "hourly": "hour",
                   "d": "day", "day": "day", "days": "day", "daily": "day",
                   "wk": "week", "week": "week", "weeks": "week", "weekly": "week"}
# a record's key naming the period its rate is per (`day_rate_gbp`, `hourly_rate`, `rate_per_week`)
_KEY_PERIOD: Final = re.compile(r"(?:^|_)(?:(day|daily)|(hour|hourly|hr)|(week|weekly))(?:_|$)", re.IGNORECASE)
_RATE_KEY: Final = re.compile(r"rate|pay|wage|cost|price|charge|fee", re.IGNORECASE)
_WORD: Final = re.compile(r"[a-z][a-z'-]+")
_KEY_PART: Final = re.compile(r"[a-z]+")
# a key's part that marks it as naming its record (`name`, `crew_id`, `contractor`, `item`): only
# such keys' words name a record; a trade, a role or a site two people share names neither
_NAME_PARTS: Final = frozenset(
    "name names surname forename firstname lastname fullname contractor subcontractor worker employee "
    "person staff operative operator technician engineer tradesperson member crew supplier vendor company "
    "firm client customer item equipment plant machine tool asset vehicle resource id code ref".split())
# a part that marks the key as a kind or a place of its record, never its name (`site_name`, `trade`)
_NOT_NAME_PARTS: Final = frozenset(
    "site project job trade role title location address city town region department dept team category "
    "type kind group grade skill status".split())
# (the value's period, the base's period) -> (operator, the kind of length): a day of hours is x
_STEPS: Final = {("hour", "day"): ("/", "hour"), ("day", "hour"): ("x", "hour"),
                 ("day", "week"): ("/", "day"), ("week", "day"): ("x", "day")}


class NamedRate(NamedTuple):
    names: frozenset[str]  # the record's words that name it (`okafor`, `dean`)
    number: Decimal
    period: str  # `day`, `hour`, `week`
    where: str  # `result 2: [1].day_rate_gbp`


_PLAIN_NUMBER: Final = re.compile(r"[0-9]+(?:\.[0-9]+)?")
_GLUED_PERIOD: Final = re.compile(r"/([a-z]+)\.?$", re.IGNORECASE)  # `£33.00/h`


def _number(value: Any) -> Decimal | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return as_decimal(str(value))
    if isinstance(value, str) and _PLAIN_NUMBER.fullmatch(value.strip()):
        return as_decimal(value.strip())
    return None


def stated_lengths(text: str) -> list[tuple[str, Decimal, str]]:
    """The period lengths `text` states: (`hour` for hours a day or `day` for days a week, the
    length, as written)."""
    out: list[tuple[str, Decimal, str]] = []
    head = text[:MAX_TEXT]
    if _DAY_WORD.search(head) is None:
        return out  # (speed24) both patterns write `day`: a text without it states no length
    for kind, pattern in (("hour", _HOURS_A_DAY), ("day", _DAYS_A_WEEK)):
        for m in pattern.finditer(head):
            shown = next(g for g in m.groups() if g)
            length = as_decimal(shown)
            if length is not None and length > 1:
                out.append((kind, length, m.group(0)))
    return out


def _names_key(key: str) -> bool:
    """Whether a record's key names the record (`name`, `contractor`, `crew_id`), not its kind or place."""
    parts: list[str] = _KEY_PART.findall(key.lower())
    return (any(p in _NAME_PARTS or p.endswith("name") for p in parts)
            and not any(p in _NOT_NAME_PARTS for p in parts))


def _period_after(text: str, start: int, end: int) -> str | None:
    """The period the number of `text[start:end]` is written per: glued inside its token
    (`£33.00/h`) or right after it (`£24.00 an hour`)."""
    glued = _GLUED_PERIOD.search(text[start:end])
    if glued:
        return _PERIODS.get(glued.group(1).lower())
    m = _AFTER.match(text, end)
    if m is None:
        return None
    return _PERIODS.get((m.group(1) or m.group(2)).lower())


def _record_names(node: dict[Any, Any]) -> frozenset[str]:
    """The words of a record's name-like keys' values (`okafor`, `dean`), of `MIN_WORD` letters or more."""
    return frozenset(w for k, v in node.items() if isinstance(v, str) and len(v) <= 60 and _names_key(str(k))
                     for w in _WORD.findall(v.lower()) if len(w) >= MIN_WORD)


# (speed24) what each key names, memoized: records of one result (and a run's results) repeat their
# keys, and three patterns per key and record were most of a result's reading. Bounded: cleared at
# `MAX_KEY_ROLES` keys (a hostile result's keys cannot grow it).
MAX_KEY_ROLES: Final = 4096
_KEY_ROLES: Final[dict[str, tuple[tuple[str, ...], str | None]]] = {}


def _key_roles(key: str) -> tuple[tuple[str, ...], str | None]:
    """The kinds of length a key names (`hour` for `hours_per_day`, `day` for `days_per_week`), and
    the period of the rate it names (`day` for `day_rate_gbp`), or None: a pure function of the key."""
    roles = _KEY_ROLES.get(key)
    if roles is None:
        kinds = tuple(kind for kind, pattern in _LENGTH_KEYS.items() if pattern.search(key))
        period = _KEY_PERIOD.search(key)
        rate: str | None = None
        if period and _RATE_KEY.search(key):
            rate = "day" if period.group(1) else "hour" if period.group(2) else "week"
        roles = (kinds, rate)
        if len(_KEY_ROLES) >= MAX_KEY_ROLES:
            _KEY_ROLES.clear()
        _KEY_ROLES[key] = roles
    return roles


class PeriodLengths:
    """The run's state for `period-length`: the lengths it states, the rates its records name.

    (speed24) Texts and results are kept as they come and read on the first `explain` (in the
    order they came: what each reads depends on what was read before, the first `MAX_LENGTHS`
    lengths kept): only the late tries read this state, so a run no answer takes that far never
    walks its results' records here."""

    __slots__ = ("_lengths", "_rates", "_unread")

    def __init__(self) -> None:
        self._lengths: dict[str, list[tuple[Decimal, str]]] = {"hour": [], "day": []}
        self._rates: list[NamedRate] = []
        # (speed24) texts (text, who) and results (None, "", served, records, position) not read yet
        self._unread: list[tuple[str | None, str, Served | None, Served | None, int]] = []

    def add_text(self, text: str, who: str) -> None:
        """Keep the lengths a text states (the system prompt, a person's text, a result's text),
        read on the first `explain`."""
        self._unread.append((text, who, None, None, 0))

    def add_result(self, served: Served, records: Served | None, position: int) -> None:
        """Keep a result's stated lengths and its records' rates per a period, by their words,
        read on the first `explain`."""
        self._unread.append((None, "", served, records, position))

    def _read_unread(self) -> None:
        unread, self._unread = self._unread, []
        for text, who, served, records, position in unread:
            if text is not None:
                self._read_text(text, who)
            elif served is not None:
                self._read_result(served, records, position)

    def _read_text(self, text: str, who: str) -> None:
        for kind, length, shown in stated_lengths(text):
            kept = self._lengths[kind]
            if all(length != n for n, _ in kept) and len(kept) < MAX_LENGTHS:
                kept.append((length, f"{who} wrote {shown!r}"))

    def _read_result(self, served: Served, records: Served | None, position: int) -> None:
        where = f"result {position}"
        text = served.text if served.text is not None else served.tail
        if text:
            self._read_text(text, where)
        for view in (served, records):
            if view is not None and view.has_parsed:
                self._read_records(view.parsed, where)
        del self._rates[:-MAX_RATES]

    def _read_records(self, parsed: Any, where: str) -> None:
        for node, at, _ in containers(parsed, MAX_WALK):
            if not isinstance(node, dict):
                continue
            names: frozenset[str] | None = None  # the record's naming words, read when a key asks
            for key, value in node.items():
                key = str(key)
                kinds, rate_period = _key_roles(key)
                if not kinds and rate_period is None:
                    continue  # (speed24) a key that names neither a length nor a rate: its number unused
                number = _number(value)
                if number is None or number <= 0:
                    continue
                for kind in kinds:
                    if 1 < number <= 24:
                        kept = self._lengths[kind]
                        if all(number != n for n, _ in kept) and len(kept) < MAX_LENGTHS:
                            kept.append((number, f"{where}: {at or '(root)'}.{key}"))
                if rate_period is not None:
                    if names is None:
                        names = _record_names(node)
                    if names:
                        self._rates.append(NamedRate(names, number, rate_period, f"{where}: {at or '(root)'}.{key}"))

    def _bases(self, reading: AnswerReading, i: int, occ: Occurrence, known: set[str], computed_here: list[Occurrence],
               period: str) -> list[tuple[Decimal, str, Operand]] | None:
        """The rates of another period the value's clause names (the records its words name best:
        `Tiler Okafor` names Dean Okafor's record, not another tiler's) or its line writes before it
        (`£248/day`): (number, its period, its operand). None (refused) when records the clause
        names equally well state different rates of one period."""
        text = reading.text
        clause_start = max(sentence_start(text, occ.start), text.rfind(",", 0, occ.start) + 1)
        clause = text[clause_start : occ.start].lower()
        words = frozenset(w for w in _WORD.findall(clause) if len(w) >= MIN_WORD)
        out: list[tuple[Decimal, str, Operand]] = []
        if words:
            named: list[tuple[int, NamedRate]] = [(len(rate.names & words), rate) for rate in self._rates
                                                  if rate.period != period and rate.names & words]
            best: int = max((n for n, _ in named), default=0)
            stated: dict[str, Decimal] = {}
            for n, rate in named:
                if n < best:
                    continue
                if stated.setdefault(rate.period, rate.number) != rate.number:
                    return None  # two records named as well: which one the clause means is unknown
                out.append((rate.number, rate.period, Operand(printed(rate.number), "result", rate.where)))
        line_start, _ = line_bounds(text, occ.start, occ.end)
        written = [o for o in reading.occurrences[max(0, i - 32) : i]
                   if o.start >= line_start and (o.value in known or o in computed_here) and o.number > 0]
        for o in written[-MAX_BEFORE:]:
            theirs = _period_after(text, o.start, o.end)
            if theirs is not None and theirs != period:
                out.append((o.number, theirs, written_operand(o)))
        return out

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
        """The value as a rate of another period converted by a length the run states (the
        module's docstring), or None. A late try: after the narrow and the wide rules."""
        if self._unread:
            self._read_unread()
        if not self._lengths["hour"] and not self._lengths["day"]:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        period = _period_after(reading.text, occ.start, occ.end)
        if period is None:
            return None
        found = self._bases(reading, i, occ, known, computed_here, period)
        if found is None:
            return None
        bases = [b for b in found if (period, b[1]) in _STEPS]
        if not bases or late_try_refused(reading, i, known, computed_here):
            return None
        places = decimal_places(occ.digits)
        near = set(neighbours(occ.number, places))
        hit: Derivation | None = None
        for number, theirs, operand in bases:
            op, kind = _STEPS[(period, theirs)]
            for length, where in self._lengths[kind]:
                exact = number / length if op == "/" else number * length
                reaches = rounded_reach(exact, places, occ.number, near)
                if reaches is None:
                    return None  # the chance test
                if reaches and hit is None:
                    what = "hours a day" if kind == "hour" else "days a week"
                    hit = Derivation("period-length", f"{operand.value} {op} {printed(length)} = {occ.value}",
                                     (operand, Operand(printed(length), "result", f"{what}: {where}")))
        return hit
