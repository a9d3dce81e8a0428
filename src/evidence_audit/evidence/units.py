"""Unit conversions people write: the standard factors, and a number's unit as written after it.

An answer converts what a result carried into the unit the user asked for: `98.6 kg` is `about
217.4 lb`, `12 in × 2.54 = 30.48 cm`, `90 minutes` is `1.5 hours`, `3,200 MB` is `3.2 GB`. The
factor is a constant of the units, never a value of the run, so it is no claim the check could
ground, and the converted value is computed. This module only knows the units: the factor from
one unit to another (`factor`), whether a written number is a spelling of a standard factor
(`factor_units`), and the unit written right after a number (`unit_after`). The rule that uses them
is `convert` in `computed/`.

Round 8: a written number spells a factor when it is the exact factor rounded half up to the places
it writes with at least 4 significant digits (`0.621371` km to mi, `3.78541` L per gallon), not only
the listed spellings; areas convert too (`41,277 km² (15,937 mi²)`: a length unit squared, `km²`,
`km2`, `sq mi`, `square miles`, and `ha`, `acre`).

The table holds the units of weight, length, volume, time and data that answers convert between
(bytes with their decimal and binary prefixes, `GB` and `GiB`, as exact powers of 1000 and 1024,
and across the two, `1254.5 MiB is 1315.4 MB`; millimetres and millilitres on the metric ladders;
temperatures, `101.3°F` and `38.5 °C`, by the affine rule F = C x 9/5 + 32),
each factor with the spellings people round it to (`2.2`, `2.205`, `2.2046`, `2.20462` pounds in
a kilogram), because an answer converts with the factor it knows and rounds the result. Domain
factors (a lab's mg/dL to µmol/L for one analyte) are not here: they are not constants of the
units, and such a value stays for a person to check. Pure: no state, no I/O.
"""

from __future__ import annotations

from typing import Final

import re
import unicodedata
from bisect import bisect_left, bisect_right
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from .measure_words import MEASURE_WORDS
from .si_units import LADDERS, si_unit_after

__all__ = [
    "SIZES", "convert_temperature", "dimension", "factor_units", "factors", "feet_inches", "per_time_after", "restated_in", "span_after", "temperature_after", "unit_after", "unit_of",
]

# Each unit word an answer writes -> (dimension, canonical unit).
_UNITS: Final[dict[str, tuple[str, str]]] = {}


def _add(dimension: str, unit: str, *words: str) -> None:
    for word in (unit, *words):
        _UNITS[word] = (dimension, unit)


_add("mass", "kg", "kgs", "kilogram", "kilograms", "kilo", "kilos")
_add("mass", "lb", "lbs", "pound", "pounds")
_add("mass", "g", "gram", "grams")
_add("mass", "oz", "ounce", "ounces")
_add("length", "mm", "millimeter", "millimeters", "millimetre", "millimetres")
_add("length", "cm", "centimeter", "centimeters", "centimetre", "centimetres")
_add("length", "in", "inch", "inches")  # `in` is read only in an equation's factor, not after a number
_add("length", "m", "meter", "meters", "metre", "metres")
_add("length", "ft", "foot", "feet")
_add("length", "km", "kilometer", "kilometers", "kilometre", "kilometres")
_add("length", "mi", "mile", "miles")
_add("volume", "l", "liter", "liters", "litre", "litres")
_add("volume", "ml", "milliliter", "milliliters", "millilitre", "millilitres")
_add("volume", "gal", "gallon", "gallons")
_add("time", "s", "sec", "secs", "second", "seconds")
_add("time", "min", "mins", "minute", "minutes")
_add("time", "h", "hr", "hrs", "hour", "hours")
_add("time", "day", "days")
_add("time", "week", "weeks")
_add("data", "mb", "megabyte", "megabytes")
_add("data", "gb", "gigabyte", "gigabytes")
_add("data", "tb", "terabyte", "terabytes")
_add("data", "kb", "kilobyte", "kilobytes")
_add("data", "byte", "bytes")
_add("data", "kib", "kibibyte", "kibibytes")
_add("data", "mib", "mebibyte", "mebibytes")
_add("data", "gib", "gibibyte", "gibibytes")
_add("data", "tib", "tebibyte", "tebibytes")
_add("data", "pb", "petabyte", "petabytes")
_add("data", "pib", "pebibyte", "pebibytes")
# bits (round 17): a size in megabits for a download's speed (`2 GB is about 16,000 megabits`); only
# spelled out (`Mb` is read as `mb`, a megabyte)
_add("data", "bit", "bits")
_add("data", "kbit", "kilobit", "kilobits", "kbits")
_add("data", "mbit", "megabit", "megabits", "mbits")
_add("data", "gbit", "gigabit", "gigabits", "gbits")
# areas (round 8): a length unit squared (`km²`, `sq mi`, `square kilometres`) reads as `km2`, `mi2`
_add("area", "km2")
_add("area", "mi2")
_add("area", "m2")
_add("area", "ft2")
_add("area", "ha", "hectare", "hectares")
_add("area", "acre", "acres", "ac")
# (round 21) the metric tonne, as farm and freight answers write it (`146.83 t`, `$181.20/t`)
_add("mass", "t", "tonne", "tonnes")
# (round 23) the units a site, a fleet and a chart write: yards, nautical miles, the inch's binary
# fractions (`5.2/32`: tread in 32nds), the imperial gallon, cubic metres and feet, mph and km/h
_add("length", "yd", "yds", "yard", "yards")
_add("length", "nmi", "nautical")
for _n in (2, 4, 8, 16, 32, 64):
    _add("length", f"in/{_n}")
_add("volume", "impgal")
_add("volume", "m3")
_add("volume", "ft3")
_add("speed", "mph")
_add("speed", "kmh", "kph")
# (shapes45b) the Scandinavian mile, 10 km, as Swedish and Norwegian distances are written (`86.76 mil`
# beside `867.6 km`); only `mil` (English `mils`, thousandths of an inch, left out); (mend45f) and only
# with no word after it (`unit_after`): Spanish and Portuguese write `mil` for a thousand (`86.76 mil m`)
_add("length", "mil")
_WORD_NEXT: Final = re.compile(r"(?:\*\*|__)?[ \t\u00a0]+[^\W\d_]")
# (mend46b, review45c D4) and only in a text that writes Scandinavian: a letter of Swedish, Norwegian or
# Danish (`Umeå`, `Tromsø`), their crowns (`SEK`, `NOK`, `DKK`, `kr`, `kronor`, `kroner`); English
# `6 mil` (thousandths of an inch) and Spanish `86.76 mil.` (thousands) beside none are no 10 km
_SCANDINAVIAN: Final = re.compile(r"[åøæÅØÆ]|(?<![A-Za-z])(?:SEK|NOK|DKK|kr|kronor|kroner)(?![A-Za-z])")
# the last text asked (`unit_after` is asked at every number of one text): (text, whether it writes Scandinavian)
_LAST_SCANDINAVIAN: Final[list[tuple[str, bool]]] = [("", False)]


def _writes_scandinavian(text: str) -> bool:
    """(mend46b) Whether `text` writes a Scandinavian letter or crown (`_SCANDINAVIAN`); the last text's answer kept."""
    last = _LAST_SCANDINAVIAN[0]
    if last[0] is text or last[0] == text:
        return last[1]
    found = _SCANDINAVIAN.search(text) is not None
    _LAST_SCANDINAVIAN[0] = (text, found)
    return found

_BEFORE_SI: Final = frozenset(_UNITS)  # the units known before the SI ladders were added
D = Decimal
# (from, to) -> the exact factor and the spellings people round it to. The reverse direction is
# derived (1 / factor, and the reverse spellings where people write one: 0.4536 kg in a pound).
_FACTORS: Final[dict[tuple[str, str], tuple[Decimal, tuple[Decimal, ...]]]] = {
    ("kg", "lb"): (D("2.20462262"), (D("2.2"), D("2.20"), D("2.205"), D("2.2046"), D("2.20462"))),
    ("lb", "kg"): (D("0.45359237"), (D("0.45"), D("0.454"), D("0.4536"), D("0.45359"), D("0.453592"))),
    ("g", "oz"): (D(1) / D("28.349523125"), ()),
    ("oz", "g"): (D("28.349523125"), (D("28.35"), D("28.3"), D("28"))),
    ("kg", "g"): (D(1000), ()),
    ("t", "kg"): (D(1000), ()),
    ("lb", "oz"): (D(16), ()),
    ("in", "cm"): (D("2.54"), ()),
    ("ft", "m"): (D("0.3048"), ()),
    ("m", "ft"): (D(1) / D("0.3048"), (D("3.28"), D("3.281"), D("3.2808"), D("3.28084"))),
    ("ft", "in"): (D(12), ()),
    ("m", "cm"): (D(100), ()),
    ("cm", "mm"): (D(10), ()),
    ("m", "mm"): (D(1000), ()),
    ("km", "m"): (D(1000), ()),
    ("in", "mm"): (D("25.4"), ()),
    ("l", "ml"): (D(1000), ()),
    ("mi", "km"): (D("1.609344"), (D("1.6"), D("1.61"), D("1.609"), D("1.6093"))),
    ("km", "mi"): (D(1) / D("1.609344"), (D("0.62"), D("0.621"), D("0.6214"), D("0.62137"))),
    ("gal", "l"): (D("3.785411784"), (D("3.785"), D("3.79"), D("3.7854"))),
    ("l", "gal"): (D(1) / D("3.785411784"), (D("0.264"), D("0.2642"))),
    ("min", "s"): (D(60), ()),
    ("h", "s"): (D(3600), ()),
    ("h", "min"): (D(60), ()),
    ("day", "h"): (D(24), ()),
    ("week", "day"): (D(7), ()),
    ("day", "min"): (D(1440), ()),
    ("kb", "mb"): (D(1) / D(1000), (D(1) / D(1024),)),
    ("mb", "gb"): (D(1) / D(1000), (D(1) / D(1024),)),
    ("gb", "tb"): (D(1) / D(1000), (D(1) / D(1024),)),
    ("kb", "gb"): (D(1) / D(1000000), (D(1) / D(1048576),)),
    ("tb", "pb"): (D(1) / D(1000), ()),
    # areas (round 8): a square mile is 1.609344² km², a square foot 0.3048² m²
    ("mi2", "km2"): (D("2.589988110336"), (D("2.59"), D("2.5899"), D("2.58999"), D("2.589988"))),
    ("km2", "mi2"): (D(1) / D("2.589988110336"), (D("0.386"), D("0.3861"), D("0.38610"), D("0.386102"))),
    ("m2", "ft2"): (D(1) / D("0.09290304"), (D("10.76"), D("10.764"), D("10.7639"))),
    ("ft2", "m2"): (D("0.09290304"), (D("0.0929"), D("0.093"))),
    ("ha", "acre"): (D(1) / D("0.40468564224"), (D("2.47"), D("2.471"), D("2.4711"), D("2.47105"))),
    ("acre", "ha"): (D("0.40468564224"), (D("0.405"), D("0.4047"), D("0.40469"))),
    ("km2", "ha"): (D(100), ()),
    ("km2", "m2"): (D(1000000), ()),
    ("ha", "m2"): (D(10000), ()),
    ("mi2", "acre"): (D(640), ()),
}
# (round 23) one table of physical sizes: each unit of a dimension as an exact multiple of one base
# (the metre, the square metre, the litre, the kilogram, the km/h). A pair the table above does not
# list takes the quotient of the two sizes (`mm` to `ft`, `yd` to `m`, `in/32` to `mm`: `_DERIVED`),
# so every two units of one dimension convert; a listed pair keeps its entry and spellings.
SIZES: Final[dict[str, dict[str, Decimal]]] = {
    "length": {"mm": D("0.001"), "cm": D("0.01"), "m": D(1), "km": D(1000), "in": D("0.0254"),
               "ft": D("0.3048"), "yd": D("0.9144"), "mi": D("1609.344"), "nmi": D(1852), "mil": D(10000),
               **{f"in/{n}": D("0.0254") / n for n in (2, 4, 8, 16, 32, 64)}},
    "area": {"m2": D(1), "km2": D(1000000), "ha": D(10000), "ft2": D("0.09290304"),
             "mi2": D("2589988.110336"), "acre": D("4046.8564224")},
    "volume": {"ml": D("0.001"), "l": D(1), "m3": D(1000), "gal": D("3.785411784"),
               "impgal": D("4.54609"), "ft3": D("28.316846592")},
    "mass": {"g": D("0.001"), "kg": D(1), "t": D(1000), "lb": D("0.45359237"),
             "oz": D("0.028349523125")},
    "speed": {"kmh": D(1), "mph": D("1.609344")},
}
# Bytes and the decimal (kB ... PB) and binary (KiB ... PiB) prefixes: exact powers of 1000 and 1024.
_DECIMAL_DATA: Final = ("byte", "kb", "mb", "gb", "tb", "pb")
_BINARY_DATA: Final = ("byte", "kib", "mib", "gib", "tib", "pib")
for _ladder, _base in ((_DECIMAL_DATA, 1000), (_BINARY_DATA, 1024)):
    for _i, _a in enumerate(_ladder):
        for _j in range(_i + 1, len(_ladder)):
            _FACTORS.setdefault((_a, _ladder[_j]), (D(1) / D(_base) ** (_j - _i), ()))
# across the two ladders: `1254.5 MiB is 1315.4 MB` (1024^2 / 1000^2)
for _i, _a in enumerate(_BINARY_DATA[1:], start=1):
    for _j, _b in enumerate(_DECIMAL_DATA[1:], start=1):
        _FACTORS.setdefault((_a, _b), (D(1024) ** _i / D(1000) ** _j, ()))
# bits and bytes (round 17): a byte is 8 bits, on the decimal ladders (`1 GB` is 8,000 megabits)
_BITS: Final = ("bit", "kbit", "mbit", "gbit")
for _i, _a in enumerate(_DECIMAL_DATA[:4]):
    for _j, _b in enumerate(_BITS):
        _FACTORS.setdefault((_a, _b), (D(8) * D(1000) ** (_i - _j) if _i >= _j else D(8) / D(1000) ** (_j - _i), ()))
    for _j in range(_i + 1, len(_BITS)):
        _FACTORS.setdefault((_BITS[_i], _BITS[_j]), (D(1) / D(1000) ** (_j - _i), ()))
# (round 22) the SI prefixes n, µ, m, k on g, L, mol and M (si_units.py): `4.23 mg` is `4,230 µg`
for _dimension, _ladder_units in LADDERS.items():
    for _unit, _unit_power in _ladder_units:
        _UNITS.setdefault(_unit, (_dimension, _unit))
    for _a, _pa in _ladder_units:
        for _b, _pb in _ladder_units:
            if _a != _b:
                _FACTORS.setdefault((_a, _b), (D(10) ** (_pa - _pb), ()))
for (_a, _b), (_exact, _) in list(_FACTORS.items()):
    if (_b, _a) not in _FACTORS:
        _FACTORS[(_b, _a)] = (D(1) / _exact, ())
# The pairs the table of sizes derives (round 23), apart: `factors` reads them, but a number is no
# spelling of a derived factor (`0.25` is a quarter inch in inches, and no constant of the units
# for `factor_units`; only the listed factors are)
_DERIVED: Final[dict[tuple[str, str], Decimal]] = {
    (_a, _b): _size_a / _size_b
    for _sizes in SIZES.values() for _a, _size_a in _sizes.items() for _b, _size_b in _sizes.items()
    if _a != _b and (_a, _b) not in _FACTORS
}
# The factors written as numbers in an equation (`9 lb ÷ 2.20462`, `12 in × 2.54`): every
# spelling above of a factor that is not a whole number (60, 24, 1000 are counts, judged as such).
_SPELLED: Final[dict[Decimal, tuple[str, str]]] = {}
for (_a, _b), (_exact, _spellings) in _FACTORS.items():
    for _x in (_exact, *_spellings):
        if _x != _x.to_integral_value() and len(format(_x.normalize(), "f")) <= 9:
            _SPELLED.setdefault(_x, (_a, _b))

# A unit word right after a number: `217.4 lb`, `**98.6 kg**`, `30.48 cm`, `15 GB`.
_AFTER: Final = re.compile(r"(?:\*\*|__)?[ \t\u00a0]?([A-Za-z]{1,11})\b")


# A rate per unit of time written after a number: `1,769.4 requests per second`, `~1,669/min`,
# `106,164 per minute`, `12 an hour` (up to two words of what is counted before it).
_PER_TIME: Final = re.compile(
    r"(?:\*\*)?(?:[ \t\u00a0]?[A-Za-z]{1,15}){0,2}?[ \t\u00a0]*(?:\*\*)?(?:/|\bper[ \t]+|\ban?[ \t]+)"
    r"(seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?)\b",
    re.IGNORECASE,
)
# A span of time a count happened in, after it: `8,343 in 5 minutes`, `over the last 10 minutes`.
_IN_TIME: Final = re.compile(
    r"(?:\*\*)?(?:[ \t\u00a0]?[A-Za-z]{1,15}){0,2}?[ \t\u00a0]+(?:in|over|during|within)[ \t]+(?:the[ \t]+(?:last|past)[ \t]+)?"
    r"([0-9]+(?:\.[0-9]+)?)[ \t\u00a0]?(seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?)\b",
    re.IGNORECASE,
)


# A temperature's unit right after a number: `101.3°F`, `38.5 °C`, `38.5 degrees Celsius`.
_TEMPERATURE_AFTER: Final = re.compile(
    r"(?:\*\*)?[ \t\u00a0]?(?:\u00b0[ \t]?|degrees?[ \t]+|deg[ \t]+)(F|C|Fahrenheit|Celsius|Centigrade)\b"
    r"|(?:\*\*)?[ \t\u00a0]?(\u2109|\u2103)",
    re.IGNORECASE,
)


def temperature_after(text: str, end: int) -> str | None:
    """`F` or `C`: the temperature scale written right after the number ending at `end`, or None."""
    m = _TEMPERATURE_AFTER.match(text, end)
    if m is None:
        return None
    word = (m.group(1) or "").lower()
    if m.group(2) is not None:
        return "F" if m.group(2) == "\u2109" else "C"
    return "F" if word.startswith("f") else "C"


def convert_temperature(value: Decimal, source: str, target: str) -> Decimal:
    """A temperature from one scale to the other: F = C x 9/5 + 32."""
    if source == target:
        return value
    return value * 9 / 5 + 32 if target == "F" else (value - 32) * 5 / 9


def per_time_after(text: str, end: int) -> str | None:
    """The canonical time unit of a rate written right after the number ending at `end`
    (`requests per second` -> `s`, `/min` -> `min`), or None."""
    m = _PER_TIME.match(text, end)
    if m is None:
        return None
    found = _UNITS.get(m.group(1).lower())
    return found[1] if found is not None and found[0] == "time" else None


def span_after(text: str, end: int) -> tuple[Decimal, str, int] | None:
    """The span of time written after the number ending at `end` (`in 5 minutes`): its length,
    canonical unit and offset, or None."""
    m = _IN_TIME.match(text, end)
    if m is None:
        return None
    found = _UNITS.get(m.group(2).lower())
    if found is None or found[0] != "time":
        return None
    return Decimal(m.group(1)), found[1], m.start(1)


# (round 23) a unit word written after a number, to one spelling (`kilometres` -> `km`, `hours` ->
# `h`, `days` -> `day`): `reading_series` and `measure_rates` compare a value's unit with a key's or
# another number's by it. And the currencies written as a unit word: a field or a measure in one is
# a price, not a reading.
UNIT_SPELLINGS: Final = {
    "kilometres": "km", "kilometers": "km", "kilometre": "km", "kilometer": "km", "kms": "km",
    "miles": "mi", "mile": "mi", "hours": "h", "hour": "h", "hrs": "h", "hr": "h",
    "litres": "l", "liters": "l", "litre": "l", "liter": "l", "metres": "m", "meters": "m",
    "days": "day", "weeks": "week", "months": "month", "years": "year", "minutes": "min", "mins": "min",
}
CURRENCY_WORDS: Final = frozenset(
    "usd eur gbp jpy cny inr cad aud nzd chf sek nok dkk mxn brl zar sgd hkd krw "
    "dollar dollars euro euros pound pounds cents pence".split())


def unit_spelling(word: str) -> str:
    """A unit word in lower case, in its one spelling of `UNIT_SPELLINGS`."""
    low = word.lower()
    return UNIT_SPELLINGS.get(low, low)


def unit_of(word: str) -> tuple[str, str] | None:
    """The (dimension, canonical unit) of a unit word, or None (`in` is too often a preposition)."""
    return _UNITS.get(word.lower()) if word.lower() != "in" else None


# A length unit squared (round 8): `km²`, `km2`, `sq km`, `sq. mi`, `square miles`.
_SQUARED: Final = re.compile(r"(?:\*\*|__)?[ \t\u00a0]?(?:(?:sq\.?|square)[ \t\u00a0]+([A-Za-z]{1,11})\b|([A-Za-z]{1,11})(?:\u00b2|2(?![0-9])))")
_AREA_OF: Final = {"km": "km2", "mi": "mi2", "m": "m2", "ft": "ft2"}


# A length cubed (round 23): `m³`, `m3`, `ft³`, `cu ft`, `cubic metres`.
_CUBED: Final = re.compile(r"(?:\*\*|__)?[ \t\u00a0]?(?:(?:cu\.?|cubic)[ \t\u00a0]+([A-Za-z]{1,11})\b|([A-Za-z]{1,11})(?:\u00b3|3(?![0-9])))")
_VOLUME_OF: Final = {"m": "m3", "ft": "ft3"}
# (round 23) the marks of feet and inches glued to a number: `10'`, `12'6"`, `3/8"`, `6″`; and an
# inch in the binary fractions people write it in, glued: `5.2/32` (tread depth in 32nds), `7/64`.
_FOOT_INCH: Final = re.compile(r"(['\u2032](?=[0-9]{1,2}(?:\.[0-9]+)?[\"\u2033]|[^A-Za-z0-9'])|[\"\u2033](?![A-Za-z0-9\"]))")
_INCH_FRACTION: Final = re.compile(r"/(2|4|8|16|32|64)(?![0-9.,/])")
_INCHES_AFTER_FOOT: Final = re.compile(r"['\u2032]([0-9]{1,2}(?:\.[0-9]+)?)[\"\u2033]")  # the `6"` of `12'6"`


def _marked_unit(text: str, end: int) -> str | None:
    """`ft` or `in` for a foot or inch mark glued after the number ending at `end` (not a number
    quoted: `'12'`, `"30"`), `in/32` for a number of 32nds glued (`5.2/32`), or None."""
    fraction = _INCH_FRACTION.match(text, end)
    if fraction is not None:
        return f"in/{fraction.group(1)}"
    m = _FOOT_INCH.match(text, end)
    if m is None:
        return None
    start = end
    while start > 0 and (text[start - 1].isdigit() or text[start - 1] in ".,/"):
        start -= 1
    if start > 0 and text[start - 1] in "'\"\u2032\u2033":
        return None  # a quoted number (`'12'`), or the inches of `12'6"` (read by `feet_inches`)
    return "ft" if m.group(1) in "'\u2032" else "in"


def feet_inches(text: str, start: int, end: int) -> Decimal | None:
    """The feet a length written as feet and inches spells (`12'6"` is 12.5), for the number
    `text[start:end]` of feet, or None."""
    m = _INCHES_AFTER_FOOT.match(text, end)
    if m is None:
        return None
    try:
        return Decimal(text[start:end].replace(",", "")) + Decimal(m.group(1)) / 12
    except InvalidOperation:
        return None


def dimension(unit: str) -> str | None:
    """The dimension of a canonical unit `unit_after` returns (`in` and `in/32` included)."""
    found = _UNITS.get(unit)
    return found[0] if found is not None else None


def unit_after(text: str, end: int) -> str | None:
    """The canonical unit written right after the number that ends at `end`, or None."""
    marked = _marked_unit(text, end)
    if marked is not None:
        return marked
    si = si_unit_after(text, end)  # (round 22) a prefixed SI unit, case as written: `mM`, `µL`
    if si is not None:
        if not si.rate:
            return si.unit
        if si.unit not in _BEFORE_SI:
            return None  # `2.35 mg/mL` is a concentration, no mass
    cubed = _CUBED.match(text, end)
    if cubed is not None:
        length = unit_of(cubed.group(1) or cubed.group(2))
        if length is not None and length[1] in _VOLUME_OF:
            return _VOLUME_OF[length[1]]
    squared = _SQUARED.match(text, end)
    if squared is not None:
        length = unit_of(squared.group(1) or squared.group(2))
        if length is not None and length[1] in _AREA_OF:
            return _AREA_OF[length[1]]
    m = _AFTER.match(text, end)
    if m is None:
        return measure_word_after(text, end)
    if m.group(1) == "in" and m.end() < len(text) and text[m.end()] in ")]":
        return "in"  # (round 25) `(118.1 in)`: an `in` that closes a parenthesis is no preposition
    found = unit_of(m.group(1))
    if found is not None and found[1] == "mil" and (_WORD_NEXT.match(text, m.end()) is not None or not _writes_scandinavian(text)):
        # (mend45f) Spanish and Portuguese `mil`, a thousand: `86.76 mil m`, `mil metros`, `mil pesos`;
        # (mend46b) English `6 mil`, Spanish `86.76 mil.`: no Scandinavian beside it
        return None
    return found[1] if found is not None else measure_word_after(text, end)


# (paper41) the blank and emphasis a unit word may stand after its number past, as `_AFTER` reads them
_BEFORE_WORD: Final = re.compile(r"(?:\*\*|__)?[ \t\u00a0]?")
MAX_WORD: Final = 24  # characters of a unit word in another language (`kilogrammaa`, `ಮೀಟರ್‌ಗಳು`)


def measure_word_after(text: str, end: int) -> str | None:
    """(paper41) The canonical unit of a word for a unit of mass, length or volume in another language
    written right after the number ending at `end` (`300 ગ્રામ`, `54.264 કિલો`, `12 кг`, `5 kilograma`:
    `measure_words.MEASURE_WORDS`, from CLDR), or None. The word is the whole run of letters and
    marks there (at most `MAX_WORD`): `કિલોમીટર` is no `કિલો`."""
    m = _BEFORE_WORD.match(text, end)
    start = m.end() if m is not None else end
    stop = start
    limit = min(len(text), start + MAX_WORD + 1)
    while stop < limit:
        c = text[stop]
        if not (c.isalpha() or c == "\u200c" or unicodedata.category(c)[0] == "M"):
            break
        stop += 1
    if stop == start or stop - start > MAX_WORD:
        return None
    return MEASURE_WORDS.get(text[start:stop].casefold())


def factors(source: str, target: str) -> tuple[Decimal, ...]:
    """The factors that take a number in `source` to `target`: the exact one and its spellings."""
    entry = _FACTORS.get((source, target))
    if entry is None:
        derived = _DERIVED.get((source, target))
        return () if derived is None else (derived,)
    exact, spellings = entry
    return (exact, *spellings)


def restated_in(q_value: Decimal, q_unit: str, r_unit: str) -> Decimal | None:
    """(round 30; round 31 moved here from `computed/products.py` for the table rules too) A
    quantity in its unit word restated in the unit word another is per, of the same dimension,
    when one unit is a whole number of the other (an hour in a day: 24, a gram in a kilogram:
    1000; `factors`): q x n or q / n, exact; None for another dimension, the same unit or no whole
    factor."""
    q = unit_of(q_unit)
    r = unit_of(r_unit)
    if q is None or r is None or q[0] != r[0] or q[1] == r[1]:
        return None
    for factor in factors(q[1], r[1]):
        if factor >= 1 and factor == factor.to_integral_value():
            return q_value * factor  # (a day in hours: 2 days x 24)
    for factor in factors(r[1], q[1]):
        if factor > 1 and factor == factor.to_integral_value():
            return q_value / factor  # (hours in a day: 66 / 24; grams in a kilogram: 70 / 1000)
    return None


# The exact factors that are no whole numbers, for the roundings people write (`0.621371` km to
# mi, `3.78541` L per gallon): the exact factor rounded half up to the places written.
_EXACT: Final[tuple[tuple[Decimal, tuple[str, str]], ...]] = tuple(
    (_exact, (_a, _b)) for (_a, _b), (_exact, _) in _FACTORS.items() if _exact != _exact.to_integral_value()
)
# `_EXACT`'s indexes by the factor's value, and those values, for `_rounded_factor`'s bisection
_EXACT_BY_VALUE: Final[list[int]] = sorted(range(len(_EXACT)), key=lambda k: _EXACT[k][0])
_EXACT_VALUES: Final[list[Decimal]] = [_EXACT[k][0] for k in _EXACT_BY_VALUE]
# Within these places and digits, a number less or plus its last place is exact (28 digits of
# context) and no factor's rounding to those places passes the context: the bisection holds
_NEAR_PLACES: Final = 15
_NEAR_DIGITS: Final = 20
# A rounding spells a factor only with this many significant digits or more: `0.6214` is km to
# mi, `0.62` could be anything (the table's own short spellings, `2.2`, are listed by name).
MIN_ROUNDED_DIGITS: Final = 4


def _rounded_factor(number: Decimal) -> tuple[str, str] | None:
    """The (from, to) units whose exact factor, rounded half up to the places `number` writes,
    is `number` (at least MIN_ROUNDED_DIGITS significant digits), or None."""
    sign, digits, exponent = number.normalize().as_tuple()
    if sign or not isinstance(exponent, int) or exponent >= 0 or len(digits) < MIN_ROUNDED_DIGITS:
        return None
    quantum = D(1).scaleb(exponent)
    if exponent < -_NEAR_PLACES or len(digits) > _NEAR_DIGITS:
        for exact, units in _EXACT:  # (past the bounds the window's arithmetic is exact within: every factor tried)
            if _quantized(exact, quantum) == number:
                return units
        return None
    # (round 21) only a factor within half a unit of the last place written rounds to `number`:
    # the factors within one unit, found by bisection, are tried, in `_EXACT`'s order (the same
    # first match as trying all 138; a quantize each cost ~1.2 s of a 95 s profile of check)
    low = bisect_left(_EXACT_VALUES, number - quantum)
    high = bisect_right(_EXACT_VALUES, number + quantum, low)
    for k in sorted(_EXACT_BY_VALUE[low:high]):
        exact, units = _EXACT[k]
        if _quantized(exact, quantum) == number:
            return units
    return None


def _quantized(exact: D, quantum: D) -> D | None:
    """`exact` rounded half up to `quantum`, or None where the context's precision cannot hold it (a
    factor of 10^12, `ng` to `kg`, to 16 places: a fuzzed `3.1415915431425916` raised)."""
    try:
        return exact.quantize(quantum, rounding=ROUND_HALF_UP)
    except InvalidOperation:
        return None


def factor_units(number: Decimal) -> tuple[str, str] | None:
    """The (from, to) units of which a written number spells the conversion factor (`2.2046`:
    kg to lb, `2.54`: in to cm; any rounding of an exact factor to 4 or more significant digits,
    `0.621371`, `3.78541`), or None."""
    found = _SPELLED.get(number)
    if found is None:
        found = _rounded_factor(number)
    if found is None and number >= 1000 and number == number.to_integral_value():
        # a power of 1000 or 1024 of bytes: `÷ 1,099,511,627,776` (bytes in one TiB)
        for ladder, base in ((_DECIMAL_DATA, 1000), (_BINARY_DATA, 1024)):
            power = 1
            while power < len(ladder):
                if D(base) ** power == number:
                    return ladder[power], ladder[0]
                power += 1
    return found
