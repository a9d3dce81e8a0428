"""A quantity carried into another unit by a product or a rate's period (round 27): `unit-carry`.

People convert as they multiply: `288,000 bytes a second × 3,500 s = 1,008.0 MB`, `45 × 75 s =
56.25 min`, `1,310 sheets × 24.48 g = 32.07 kg`, `288,000 bytes/s ... 24 tracks: 6.912 MB/s`, and
they restate a rate per another period (`6.912 MB/s` ... `Per hour: 24.88 GB`). The `convert` rule
takes one number into the value's unit; a product of two written numbers that lands in another unit
of the same dimension, or a rate whose period changes, is neither `convert` nor a plain product (the
factor 1,000 or 3,600 is never written), so the lookup flags it. This is the habit of any measure
(grams and kilograms at a bakery, millilitres at a clinic, bytes in a studio, minutes in a log).

The value wears a unit (`units.unit_after`: `MB`, `kg`, `min`; optionally a period after it, `MB/s`,
`GB an hour`). Its operands are the settled numbers written before it on its line or the line above
(the last `MAX_OPERANDS`), each with the unit and period it wears:

- a count (no unit) times a quantity of the value's dimension in another unit: a x b x f(u -> v);
- a rate of the value's dimension per a period (`bytes a second`, `km/h`) times a span of time:
  a x b x f(period <- span's unit) x f(u -> v), where some factor is not 1;
- one rate of the value's dimension per a period, restated per the value's period (written after
  the value, `GB/h`, or before it on its line, `Per hour:`), some factor not 1.

f is a factor of the unit tables (`units.factors`; every reading of it: `1,000` and `1,024` for a
kilobyte). The value is the product rounded half up to its places. The chance test is by search:
when any pair, any reading reaches a one-digit neighbour of the value, it is refused; and the late
tries' refusals hold (one digit off a carried number, a slip of the local step). A wrong unit stays
flagged: `617.4 GB` for bytes that make `617.4 MB` is no product of these units. Its price: an
invention equal to such a product of two numbers written right before it, in the unit it wears.
(Round 28) Two counts and a quantity written one after the other carry it the same way (`40 cases ×
12 jars × 454 g = 217.92 kg`); and a table column restated in the other temperature scale (`| °C |
°F |` over `| 28.1 | 82.58 |`) is the affine conversion F = C x 9/5 + 32 of its row's cell, a header
naming the scale by its degree sign or its name (never a bare `C` or `F`).
Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from .computed.cues import _WRITTEN_NUMBER
from .computed.reading import AnswerReading, neighbours, written_operand
from .computed.values import Derivation, Occurrence, Operand, decimal_places
from .computed.wide import late_target, late_try_refused
from .expressions import rounded_reach
from .units import convert_temperature, dimension, factors, per_time_after, unit_after, unit_of

__all__ = ["explain_unit_carry"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_OPERANDS: Final = 6  # the latest settled numbers before it a search reads
MAX_READINGS: Final = 64  # products a search may try (the pairs of MAX_OPERANDS, each with a few factor readings)

# A period named before the value, with no number between, as a row's label writes it: `Per hour:`,
# `an hour:`, `per day`; the last one counts.
_PERIOD_BEFORE: Final = re.compile(
    r"\b(?:per|an?|each|every)[ \t]+(seconds?|minutes?|hours?|days?|weeks?)\b", re.ASCII | re.IGNORECASE)
_PERIOD_WORDS: Final = {"second": "s", "seconds": "s", "minute": "min", "minutes": "min", "hour": "h",
                        "hours": "h", "day": "day", "days": "day", "week": "week", "weeks": "week"}

ONE: Final = Decimal(1)
# A table header that names a unit: the unit alone (`miles`, `km`), or in parentheses after words
# (`Weight (kg)`, `Size (GB)`). Letters only; bounded.
_HEADER_UNIT: Final = re.compile(r"[ \t*_]*(?:[a-z][a-z ]{0,30}[ \t]\(([a-z]{1,11})\)|([a-z]{1,11}))[ \t*_]*", re.ASCII)


def _header_unit(header: str) -> str | None:
    """The canonical unit a column's header (lower case) names, or None."""
    m = _HEADER_UNIT.fullmatch(header)
    if m is None:
        return None
    found = unit_of(m.group(1) or m.group(2))
    return found[1] if found is not None else None


# (round 28) A table header that names a temperature scale: the degree sign or the scale's name
# (`°C`, `° F`, `Temp (°F)`, `Fahrenheit`, `deg C`, `℃`), after at most a few words; never a bare
# `C` or `F` (a column named by a letter). Bounded, no nested repetition.
_HEADER_SCALE: Final = re.compile(
    r"[ \t*_]*(?:[a-z][a-z ]{0,30}[ \t]?\(?)?(?:(?:\u00b0[ \t]?|deg(?:rees)?[ \t])(c|f)|(celsius|centigrade|fahrenheit)|(\u2103|\u2109))\)?[ \t*_]*")


def _header_scale(header: str) -> str | None:
    """`C` or `F`: the temperature scale a column's header (lower case) names, or None."""
    m = _HEADER_SCALE.fullmatch(header)
    if m is None:
        return None
    word = m.group(1) or m.group(2) or ""
    if m.group(3) is not None:
        return "F" if m.group(3) == "\u2109" else "C"
    return "F" if word.startswith("f") else "C"


def _column_temperature(reading: AnswerReading, i: int, known: set[str]) -> list[tuple[Decimal, str, tuple[Operand, ...]]]:
    """(Round 28) a table that restates a temperature in the other scale (`| °C | °F |` over `| 28.1
    | 82.58 |`, F = C x 9/5 + 32): the value's cell as a settled cell of its row under the other
    scale, converted; a cell's sign (`-4.5`, `\u22124.5`) kept."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None:
        return []
    scale = _header_scale(layout.header(cell))
    if scale is None:
        return []
    text = reading.text
    out: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
    for o in reading.occurrences[:i]:
        other = layout.cell(o.at)
        if other is None or other.table != cell.table or other.row != cell.row or other.column == cell.column:
            continue
        if not (o.value in known or o.value not in reading.pending):
            continue
        source = _header_scale(layout.header(other))
        if source is None or source == scale:
            continue
        value = -o.number if o.number > 0 and text[max(0, o.start - 1) : o.at].endswith(("-", "\u2212")) else o.number
        shown = f"{o.value} x 9/5 + 32" if scale == "F" else f"({o.value} - 32) x 5/9"
        out.append((convert_temperature(value, source, scale), shown, (written_operand(o),)))
    return out


def _column_converted(reading: AnswerReading, i: int, known: set[str]) -> tuple[list[tuple[Decimal, str, tuple[Operand, ...]]], str] | None:
    """(Round 27) a table that restates a column in another unit (`| km | miles |` over `| 6,840 |
    4,251 |`): the readings of the value's cell as a settled cell of its row whose header names
    another unit of the dimension its own header names, by every factor reading; and its unit."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None:
        return None
    unit = _header_unit(layout.header(cell))
    dim = dimension(unit) if unit is not None else None
    if unit is None or dim is None:
        return None
    out: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
    for o in reading.occurrences[:i]:
        other = layout.cell(o.at)
        if other is None or other.table != cell.table or other.row != cell.row or other.column == cell.column:
            continue
        if not (o.value in known or o.value not in reading.pending) or o.number <= 0:
            continue
        source = _header_unit(layout.header(other))
        if source is None or source == unit or dimension(source) != dim:
            continue
        for f in factors(source, unit):
            out.append((o.number * f, f"{o.value} {source} x {f} {unit}/{source}", (written_operand(o),)))
    return out, unit


class _Measure:
    """A settled number with the unit and the period it wears."""

    __slots__ = ("occ", "unit", "period")

    def __init__(self, occ: Occurrence, unit: str | None, period: str | None) -> None:
        self.occ = occ
        self.unit = unit
        self.period = period


def _worn(text: str, occ: Occurrence) -> tuple[str | None, str | None]:
    """The unit and the period (`s`, `h`) written right after the number `occ`, each or None."""
    m = _WRITTEN_NUMBER.match(text, occ.at)
    if m is None:
        return None, None
    unit = unit_after(text, m.end())
    if unit is not None and dimension(unit) is None:
        unit = None
    return unit, per_time_after(text, m.end())


def _scale(source: str | None, target: str | None) -> tuple[Decimal, ...]:
    """The factors from `source` to `target` (1 when they are the same), none when they do not convert."""
    if source == target:
        return (ONE,)
    if source is None or target is None:
        return ()
    return factors(source, target)


def _period_before(text: str, line_start: int, at: int) -> str | None:
    """The period a label before the value names (`Per hour:` -> `h`), between `line_start` (there
    the line's start, or the end of the number written last before the value) and `at`, or None."""
    last = None
    for m in _PERIOD_BEFORE.finditer(text, line_start, at):
        last = m
    return _PERIOD_WORDS[last.group(1).lower()] if last is not None else None


def _readings(
    measures: list[_Measure], unit: str, period: str | None, dim: str
) -> list[tuple[Decimal, str, tuple[Operand, ...]]]:
    """Every product the module's docstring allows over `measures`, for a value in `unit` per `period`."""
    out: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
    for k, a in enumerate(measures):
        # one rate restated per the value's period
        if a.unit is not None and a.period is not None and period is not None and a.period != period \
                and dimension(a.unit) == dim:
            for f in _scale(a.unit, unit):
                for g in _scale(period, a.period):
                    # a rate per `a.period` is, per `period`, times the periods in one `period` (g)
                    out.append((a.occ.number * f * g, f"{a.occ.value} {a.unit}/{a.period} x {g} x {f} {unit}/{a.unit}",
                                (written_operand(a.occ),)))
        for b in measures[k + 1:]:
            for x, y in ((a, b), (b, a)):
                # a count times a quantity in another unit of the value's dimension
                if x.unit is None and x.period is None and y.unit is not None and y.unit != unit \
                        and dimension(y.unit) == dim and y.period == period:
                    for f in _scale(y.unit, unit):
                        out.append((x.occ.number * y.occ.number * f,
                                    f"{x.occ.value} x {y.occ.value} {y.unit} x {f} {unit}/{y.unit}",
                                    (written_operand(x.occ), written_operand(y.occ))))
                # a rate per a period times a span of time
                if x.unit is not None and x.period is not None and period is None and dimension(x.unit) == dim \
                        and y.unit is not None and y.period is None and dimension(y.unit) == "time":
                    for f in _scale(x.unit, unit):
                        for g in _scale(y.unit, x.period):
                            if f == ONE and g == ONE:
                                continue  # no conversion: a plain product, the other rules' own
                            out.append((x.occ.number * y.occ.number * f * g,
                                        f"{x.occ.value} {x.unit}/{x.period} x {y.occ.value} {y.unit} x {g} x {f} {unit}/{x.unit}",
                                        (written_operand(x.occ), written_operand(y.occ))))
            if len(out) > MAX_READINGS:
                return out
    # (round 28) two counts and a quantity written one after the other (`40 cases × 12 jars × 454 g
    # = 217.92 kg`): a case's count of jars times the jar's size, in the value's unit
    for a, b, c in zip(measures, measures[1:], measures[2:]):
        if a.unit is None and a.period is None and b.unit is None and b.period is None and c.unit is not None \
                and c.unit != unit and dimension(c.unit) == dim and c.period == period:
            for f in _scale(c.unit, unit):
                out.append((a.occ.number * b.occ.number * c.occ.number * f,
                            f"{a.occ.value} x {b.occ.value} x {c.occ.value} {c.unit} x {f} {unit}/{c.unit}",
                            (written_operand(a.occ), written_operand(b.occ), written_operand(c.occ))))
    return out


def explain_unit_carry(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
    """The value as a product or a rate carried into the unit it wears (the module's docstring), or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    text = reading.text
    m = _WRITTEN_NUMBER.match(text, occ.at)
    if m is None:
        return None
    unit = unit_after(text, m.end())
    dim = dimension(unit) if unit is not None else None
    if unit is None or dim is None:
        column = _column_converted(reading, i, known) if unit is None else None
        if column is None or not column[0]:
            scaled = _column_temperature(reading, i, known) if unit is None else []
            return _chosen(reading, i, known, computed_here, occ, scaled) if scaled else None
        return _chosen(reading, i, known, computed_here, occ, column[0])
    line_start = text.rfind("\n", 0, occ.start) + 1
    floor = text.rfind("\n", 0, max(0, line_start - 1)) + 1  # the line above's start
    earlier = reading.occurrences[i - 1].end if i > 0 else 0
    period = per_time_after(text, m.end()) or _period_before(text, max(line_start, earlier), occ.start)
    pending = reading.pending
    measures: list[_Measure] = []
    for o in reading.occurrences[:i]:
        if o.start < floor or o.number <= 0:
            continue
        if o.value in known or o.value not in pending:
            worn_unit, worn_period = _worn(text, o)
            measures.append(_Measure(o, worn_unit, worn_period))
    measures = measures[-MAX_OPERANDS:]
    if not measures:
        return None
    readings = _readings(measures, unit, period, dim)
    if not readings or len(readings) > MAX_READINGS:
        return None
    return _chosen(reading, i, known, computed_here, occ, readings)


def _chosen(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence], occ: Occurrence,
            readings: list[tuple[Decimal, str, tuple[Operand, ...]]]) -> Derivation | None:
    """The reading that gives the value, when none reaches a one-digit neighbour of it and the late tries' refusals pass."""
    if late_try_refused(reading, i, known, computed_here):
        return None
    places = decimal_places(occ.digits)
    near = neighbours(occ.number, places)
    hit: tuple[str, tuple[Operand, ...]] | None = None
    for exact, shown, operands in readings:
        reach = rounded_reach(exact, places, occ.number, near)
        if reach is None:
            return None  # a reading reaches a one-digit neighbour: the chance test refuses
        if reach and hit is None:
            hit = (shown, operands)
    if hit is None:
        return None
    return Derivation("unit-carry", f"{hit[0]} = {occ.value}", hit[1])
