"""Readings of one field across a record series, worked (round 23): `reading-gap`.

Fleet, energy and plant answers work a series of readings a tool carried (an odometer log, meter
readings, inspection records) without writing the readings themselves: `it covered 7,440 km
between 1 December and 1 March` (55,290 - 47,850, two rows of the log's `odometer_km` column),
`lost 1.2 mm over 6,390 km` (two inspections' `odometer_km`), a service due point `By km: 58,410`
(the last service's `odometer_km` 38,410 plus the `service_interval`'s `km` 20,000) and what is left
to it, `(4,510 km left at 53,900)` (that due point less the latest `odometer_km`). What people do
with readings is the same everywhere: the distance, the use or the wear between two readings of
the same field is their difference, and a next due reading is a reading plus the interval the
record states in that field's unit.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `reading-gap` (late) | `covered 7,440 km between 1 December and 1 March`; `By km: 58,410 (4,510 km left at 53,900)` | (round 23, `reading_series.py`) the readings of one field the run's results carry (one key in a JSON record series or nested record, one column of a CSV or markdown text result), where the field names the value's unit (`odometer_km` for `7,440 km`; the unit word right after the value or just before it, `By km: 58,410`): a difference of two of one series (the records of one array of one result, a text table's rows, that are of one thing: no two with different `unit`, `id`, `name`), a reading plus an interval its own result states in that unit (`service_interval.km`, `interval_km`), or such a due point less another reading of the same thing; exact; tried after `cost-line` | a value equal to such a gap or due point with no one-digit neighbour reached by the same field's readings, not one digit off a carried number (a due point's own base aside: `38,410 + 20,000` changes one digit of 38,410) |

(Round 25) A reading of the same thing in another result counts for what is left: a vehicle's record
(`plate`, `unit`, `vin`) and its odometer log's rows (`unit`) name it by keys they share, none
holding two values (`due at 71,260 km` ... `It has 15,970 km to go`: 41,260 + 30,000 - 55,290).

A field whose unit is a currency (`amount_gbp`) is no reading: prices are not read off a meter,
and the differences of a price column are what the synth fabrications land on. A difference of
two DIFFERENT fields (`odometer_km` less `tank_l`) is never tried.
Pure: no I/O; the per-run state is the readings read so far (at most MAX_READINGS a field).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal
from typing import Any, Final

from .computed.reading import AnswerReading
from .computed.values import Derivation, Operand, Occurrence, as_decimal
from .computed.wide import late_bounds_past_misread, late_target
from .normalize import normalize_token
from .decimal_text import printed
from .served import Served
from .units import CURRENCY_WORDS, unit_spelling
from .walk import containers

__all__ = ["ReadingSeries", "MAX_READINGS"]

MAX_READINGS: Final = 32  # the latest readings kept per field
MAX_FIELDS: Final = 64  # fields kept per run
MAX_INTERVALS: Final = 16  # intervals kept per run
MAX_WALK: Final = 4000  # nodes read per result
MIN_DIGITS: Final = 3  # significant digits the value must write
UNIT_BEFORE: Final = 12  # characters before the value within which its unit word may stand (`By km: 58,410`)
# a key's parts: `odometer_km` -> odometer, km; `serviceInterval` is one part
_PART: Final = re.compile(r"[a-z0-9]+")
# words that mark a key as an interval, not a reading (`service_interval.km`, `interval_km`, `every_km`)
_INTERVAL: Final = frozenset({"interval", "every", "cycle"})
_WORD: Final = re.compile(r"[A-Za-z][A-Za-z0-9]*")
# a key naming the thing its record's readings are of (`unit`, `id`, `name`, `vehicle_id`, `fleet_no`,
# `registration`): records of one array with different such values are different things, not one
# series (a fleet list, one record per vehicle); a row's own key (`tx_id`, `entry_id`) is none
_IDENTITY_KEY: Final = re.compile(
    r"(?:unit|vehicle|asset|meter|machine|plant|equipment|truck|van|car|fleet|vin|reg|registration|plate"
    r"|serial|name|id)(?:[_ -]?(?:id|no|number|code|name|tag|ref))?",
    re.IGNORECASE)


def _identity(node: dict[str, Any]) -> str:
    """What the record is of, by its identity keys' values (`unit=v-118`), or empty."""
    out: list[str] = []
    for key, value in node.items():
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            continue
        if _IDENTITY_KEY.fullmatch(str(key)):
            out.append(f"{str(key).lower()}={str(value).strip().lower()}")
    return "|".join(sorted(out))


def _pairs(identity: str) -> dict[str, str]:
    """An identity's key -> value (`unit=v-118|vin=...`)."""
    out: dict[str, str] = {}
    for pair in identity.split("|"):
        key, _, value = pair.partition("=")
        out[key] = value
    return out


def _same_thing(one: str, other: str) -> bool:
    """(round 25) Whether two identities name one thing: both say something, they share a key's
    value and no key holds two values (a vehicle's record `plate=..|unit=v-118|vin=..` and its
    odometer log's rows `unit=v-118`: a register and a log name a thing by different keys)."""
    if not one or not other:
        return False
    mine = _pairs(one)
    theirs = _pairs(other)
    shared = mine.keys() & theirs.keys()
    return bool(shared) and all(mine[k] == theirs[k] for k in shared)


class ReadingSeries:
    """The run's readings, by field, and the intervals its results state, by unit."""

    __slots__ = ("_fields", "_intervals", "_waiting")

    def __init__(self) -> None:
        # field -> [(reading, where, its series: the result, the array holding its record and the
        # record's identity, that identity (`unit=v-118`; empty when no record up its path has one),
        # the result)]
        self._fields: dict[str, list[tuple[Decimal, str, str, str, int]]] = {}
        self._intervals: list[tuple[str, Decimal, str, int]] = []  # (unit, interval, where, result)
        self._waiting: list[tuple[Served, int]] = []

    def add_result(self, served: Served, position: int) -> None:
        """Keep one result (its records, a text table's rows read as records), read when an answer
        first asks: most runs never reach this late try."""
        if served.has_parsed:
            self._waiting.append((served, position))

    def _read_waiting(self) -> None:
        waiting, self._waiting = self._waiting, []
        for served, position in waiting:
            # a node's path -> the identity its record, or the nearest record above it, states
            identities: dict[str, str] = {}
            for node, at, container in containers(served.parsed, MAX_WALK):
                inherited: str = identities.get(container, "") if at else ""
                if isinstance(node, dict):
                    own: str = _identity(node)
                    identities[at] = own or inherited
                    self._read_record(node, at, position, own or inherited)
                else:
                    identities[at] = inherited

    def _read_record(self, node: dict[str, Any], at: str, position: int, identity: str) -> None:
        in_interval = bool(_INTERVAL & set(_PART.findall(at.lower())))
        # the series: the records of one array of one result (`inspections[0]`, `inspections[1]`;
        # a text table's rows), or a result's records outside any array, that are of one thing
        # (the same `unit`, `id`, `name`: a fleet list's vehicles are one series each)
        series = f"{position}:{at[:at.rfind('[')] if '[' in at else ''}#{identity}"
        for key, value in node.items():
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                continue
            number = as_decimal(repr(value))
            if number is None or number <= 0:
                continue
            parts = _PART.findall(str(key).lower())
            if not parts or parts[-1] in CURRENCY_WORDS:
                continue
            where = f"result {position}: {at + '.' if at else ''}{key}"
            if in_interval or _INTERVAL & set(parts):
                units = [p for p in parts if p not in _INTERVAL]
                if units and len(self._intervals) < MAX_INTERVALS:
                    self._intervals.append((unit_spelling(units[-1]), number, where, position))
                continue
            field = "_".join(parts)
            readings = self._fields.get(field)
            if readings is None:
                if len(self._fields) >= MAX_FIELDS:
                    continue
                readings = self._fields[field] = []
            readings.append((number, where, series, identity, position))
            del readings[:-MAX_READINGS]

    def _units_named(self, text: str, start: int, end: int) -> set[str]:
        """The unit words the value wears: the word right after it, a word just before it."""
        out: set[str] = set()
        after = _WORD.match(text, end + (1 if text[end:end + 1] == " " else 0))
        if after is not None:
            out.add(unit_spelling(after.group(0)))
        for m in _WORD.finditer(text, max(0, start - UNIT_BEFORE), start):
            out.add(unit_spelling(m.group(0)))
        return out - CURRENCY_WORDS

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
        """The value as a gap of two readings of one field, a due point, or what is left to it (the
        module's docstring), or None. A late try: after the narrow and the wide rules."""
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        if self._waiting:
            self._read_waiting()
        if not self._fields:
            return None
        units = self._units_named(reading.text, occ.start, occ.end)
        fields = [(f, r) for f, r in self._fields.items()
                  if (len(r) > 1 or self._intervals) and unit_spelling(f.rsplit("_", 1)[-1]) in units]
        if not fields:
            return None
        # a value one digit off a carried number is refused (the misread), but for a due point the
        # carried number its base is: a round interval added changes one digit of it (38,410 + 20,000)
        past = late_bounds_past_misread(reading, i, known, computed_here)
        if past is None:
            return None
        misread, _, near = past
        found: Derivation | None = None
        for field, readings in fields:
            unit = unit_spelling(field.rsplit("_", 1)[-1])
            intervals = [(n, w, p) for u, n, w, p in self._intervals if u == unit]
            for value, expression, operands in self._reached(readings, intervals):
                if value in near:
                    return None  # the chance test: a one-digit neighbour is reached as well
                if found is None and value == occ.number:
                    found = Derivation("reading-gap", f"{expression} = {occ.value}", operands)
        if found is None or (misread and not (len(found.operands) == 2 and " + " in found.expression
                                               and misread <= {normalize_token(found.operands[0].value)})):
            return None
        return found

    @staticmethod
    def _reached(readings: list[tuple[Decimal, str, str, str, int]],
                 intervals: list[tuple[Decimal, str, int]]) -> Iterator[tuple[Decimal, str, tuple[Operand, ...]]]:
        """Every gap of two readings of one series, every due point (a reading plus an interval
        the same result states) and what is left to a due point from a reading of the same thing
        (the base's identity; with none, of the base's result): (value, expression, operands)."""
        series: dict[str, dict[Decimal, str]] = {}
        for number, where, one, _, _ in readings:
            series.setdefault(one, {}).setdefault(number, where)
        for kept in series.values():
            ordered = sorted(kept.items())
            for k, (low, low_at) in enumerate(ordered):
                for high, high_at in ordered[k + 1:]:
                    yield (high - low, f"{printed(high)} - {printed(low)}",
                           (Operand(printed(high), "result", high_at), Operand(printed(low), "result", low_at)))
        for interval, interval_at, position in intervals:
            step = Operand(printed(interval), "result", interval_at)
            for base, base_at, _, identity, base_position in readings:
                if base_position != position:
                    continue  # (the interval of the record's own result)
                due = base + interval
                start = Operand(printed(base), "result", base_at)
                yield due, f"{printed(base)} + {printed(interval)}", (start, step)
                nows: dict[Decimal, str] = {}
                for now, now_at, _, its, now_position in readings:
                    if (its == identity and (identity or now_position == position)) or _same_thing(its, identity):
                        nows.setdefault(now, now_at)
                for now, now_at in sorted(nows.items()):
                    if base < now < due:
                        yield (due - now, f"{printed(base)} + {printed(interval)} - {printed(now)}",
                               (start, step, Operand(printed(now), "result", now_at)))
