"""Carried numbers rounded or rescaled to a unit: `412.7 ms` for a result's `"p99_s": 0.41273845`.

People round what they read to the precision they write (`99.55%` for `99.5486`, `50.58` for
`50.576`) and restate it in a handier unit (`412.7 ms` for seconds, `401.7 GB` for bytes, `99.5%`
for a ratio `0.995`). This rule (`rescaled`, under the `spellings` dial) grounds a number when a
carried number, times the factor of the unit written after it (none: 1), rounds to it at the
precision written (half up or half even). The factors: `ms` from seconds (x1000) or microseconds
(/1000); `s`/`sec`/`seconds` from milliseconds; `us`/`µs` from milliseconds or nanoseconds; `%`
from a ratio (x100); `KB`/`MB`/`GB`/`TB` (and `KiB`...) from bytes or the next unit, decimal or
binary; (round 9) `kW`, `kWh`, `kWp`, `kVA`, `kV`, `kHz`, `kJ`, `kg`, `km` from the base unit (/1000),
`MW(h)`, `GW(h)` from the next smaller prefix or the one below, `W`, `Wh` from the kilo unit (x1000);
(round 31) `kWh`, `kW`, `kWp`, `kVA`, `kJ` and `MWh`, `MW` from the next larger prefix too (x1000: `17,360
kWh` for a carried `lifetime_mwh` 17.36); `thousand`, `million`, `billion` (`bn`), `trillion` from the number itself (`$3.65
trillion` for a carried 3,650,419,130,368); (round 22) n, µ, m on g, L, mol, M (`mg`, `µL`, `mM`)
from the next prefix either way (x or / 1000), `g/mol` and `Da` from `kDa` (x1000), `kDa` from them.

Only a written value with at least 3 significant digits, and (factor 1) only a carried value with
more decimals than written: `5000ms` for a carried `5` s, or `0.4` for `0.41`, are too coarse to
tell a carried value from a neighbour, and stay flagged. Its refusals: a one-digit change of such
a value leaves the interval the carried value rounds into. Its price: a different carried value
that rounds to the same written digits under one of the unit's factors.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any, Final

from .amounts import signed_amount
from .layout import line_bounds
from .word_keys import word_key

__all__ = ["Rescaled", "factors_after", "significant_digits"]

_NUMBER_FORM = re.compile(r"-?[0-9]+(?:\.[0-9]+)?(?:e[-+]?[0-9]+)?", re.ASCII)
_THOUSAND: Final = Decimal(1000)
_KIB: Final = Decimal(1024)
_SIZE: Final = {"k": 1, "m": 2, "g": 3, "t": 4}
# Magnitude words people rescale large numbers with: `$3.65 trillion`, `2.4 million`, `$156 bn`.
_MAGNITUDES: Final = {"thousand": _THOUSAND, "million": _THOUSAND**2, "billion": _THOUSAND**3, "bn": _THOUSAND**3,
               "trillion": _THOUSAND**4}
# The unit written after a value (glued or after a space): ms, s, sec, seconds, %, GB, MiB, ...
_UNIT_AFTER: Final = re.compile(
    r"[ \u00a0]?(thousand|million|billion|trillion|bn|milliseconds?|msecs?|ms|microseconds?|us|\u00b5s|seconds?|secs?|s|%|percent|[kmgt]i?b|[kmgt]bytes?"
    r"|kwh|kwp|kw|kva|kv|khz|kj|kg|km|mwh|mw|gwh|gw|wh|w"
    r"|[nu\u00b5\u03bcm](?:mol|g|l|m)|g/mol|k?da)(?![A-Za-z0-9])",
    re.IGNORECASE,
)


# Scale letters written after an amount (round 8): `$1,097.3M`, `140.1 M`, `$1.28B`, `$45.1 bn`,
# `1,284,617K`, `€3.2 mn`. Finance writes amounts in thousands, millions or billions, and a table
# "in thousands" (`1,284,617`) restated in millions (`$1,284.6M`): a step of one or two powers of
# 1000 from the full value or from the next smaller scale. Capitals only for the one-letter marks
# spaced from the number (`140.1 M`): a spaced lower-case `m` is a metre, `k` a prefix.
_SCALE_LETTER: Final = re.compile(r"[ \u00a0]?(K|M|B|MM|bn|mn|mln|mio)(?![A-Za-z0-9])")
# A scale named on a line (round 8): `31.7 million t`, `$45.1 bn`, `1.28B`, `(in thousands)`.
_SCALE_WORD: Final = re.compile(
    r"(?i:thousands?|millions?|billions?|trillions?|bn|mn|mln)(?![A-Za-z])|(?<=[0-9])[ \u00a0]?[KMB](?![A-Za-z0-9])"
)
# _scale_words' finding for the last answer it read: (answer, positions), replaced whole.
_LAST_SCALES: Final[list[tuple[str, list[int]]]] = [("", [])]


def _scale_words(answer: str) -> list[int]:
    """Where the answer names a scale (`_SCALE_WORD`), in order: one pass per answer."""
    last = _LAST_SCALES[0]
    if last[0] != answer or not answer:
        last = (answer, [m.start() for m in _SCALE_WORD.finditer(answer)])
        _LAST_SCALES[0] = last
    return last[1]


_SCALES: Final = {
    "k": [_THOUSAND ** -1],
    "m": [_THOUSAND ** -2, _THOUSAND ** -1],
    "mm": [_THOUSAND ** -2, _THOUSAND ** -1],
    "mn": [_THOUSAND ** -2, _THOUSAND ** -1],
    "mln": [_THOUSAND ** -2, _THOUSAND ** -1],
    "mio": [_THOUSAND ** -2, _THOUSAND ** -1],
    "b": [_THOUSAND ** -3, _THOUSAND ** -2, _THOUSAND ** -1],
    "bn": [_THOUSAND ** -3, _THOUSAND ** -2, _THOUSAND ** -1],
}


# Units of energy, power, mass and length with a metric prefix (round 9): a carried number in the
# base unit restated with the prefix (`5.8712 kW` for `5871.2` W), or in the next prefix's.
_KILO: Final = (Decimal(1) / _THOUSAND,)
# (round 31) energy and power in kilo units from the mega unit too (`17,360 kWh` for a carried
# `lifetime_mwh` 17.36), as the mega units are from the giga (x 1000)
_KILO_ENERGY: Final = (Decimal(1) / _THOUSAND, _THOUSAND)
_SI_UNITS: Final = {
    **{unit: _KILO for unit in ("kv", "khz", "kg", "km")},
    **{unit: _KILO_ENERGY for unit in ("kwh", "kwp", "kw", "kva", "kj")},
    "mwh": (Decimal(1) / _THOUSAND, Decimal(1) / _THOUSAND**2, _THOUSAND),
    "mw": (Decimal(1) / _THOUSAND, Decimal(1) / _THOUSAND**2, _THOUSAND),
    "gwh": (Decimal(1) / _THOUSAND, Decimal(1) / _THOUSAND**2), "gw": (Decimal(1) / _THOUSAND, Decimal(1) / _THOUSAND**2),
    "wh": (_THOUSAND,), "w": (_THOUSAND,),
    # (round 22) a bench's prefixed units: n, µ, m on g, L, mol and M (or m) are the next prefix's
    # number x or / 1000 (`4,230 µg` for 4.23 mg, `1,800 µL` for a carried `volume_mL` 1.8); a
    # molar mass in g/mol is a carried kDa x 1000 (`83,600 g/mol` for `mw_kDa` 83.6), and back
    **{p + b: (_THOUSAND, Decimal(1) / _THOUSAND) for p in ("n", "u", "\u00b5", "\u03bc", "m") for b in ("mol", "g", "l", "m")},
    "g/mol": (_THOUSAND,), "da": (_THOUSAND,), "kda": (Decimal(1) / _THOUSAND,),
}


def _size_factors(prefix: str) -> list[Decimal]:
    power = _SIZE[prefix]
    factors = [Decimal(1) / (_THOUSAND**power), Decimal(1) / (_KIB**power)]  # from bytes
    factors += [Decimal(1) / _THOUSAND, Decimal(1) / _KIB]  # from the next smaller unit
    if power < 4:
        factors += [_THOUSAND, _KIB]  # from the next larger unit
    return factors


def factors_after(unit: str) -> list[Decimal]:
    """The factors a carried number may be multiplied by to be written in `unit` (module doc)."""
    if unit in ("K", "M", "B", "MM") or unit.lower() in ("bn", "mn", "mln", "mio", "b"):
        return list(_SCALES[word_key(unit)])  # a scale letter (round 8): `$1,284.6M`, `140.1 M`
    unit = unit.lower()
    if unit in ("ms", "msec", "msecs") or unit.startswith("millisecond"):
        return [_THOUSAND, Decimal(1) / _THOUSAND]
    if unit in ("us", "\u00b5s") or unit.startswith("microsecond"):
        return [_THOUSAND, Decimal(1) / _THOUSAND]
    if unit in ("s", "sec", "secs") or unit.startswith("second"):
        return [Decimal(1) / _THOUSAND]
    if unit in ("%", "percent"):
        return [Decimal(100)]
    if unit in _MAGNITUDES:  # `$3.65 trillion` for a carried 3,650,419,130,368
        return [Decimal(1) / _MAGNITUDES[unit]]
    if unit in _SI_UNITS:  # round 9: `5.8712 kW` for a carried 5871.2 (W), `648 W` for 0.648 (kW)
        return list(_SI_UNITS[unit])
    if unit[0] in _SIZE:
        return _size_factors(unit[0])
    return []


def significant_digits(written: str) -> int:
    """Significant digits of a written number: `412.7` 4, `0.0412` 3, `5000` 1, `5000.0` 5."""
    digits = written.lstrip("-+").replace(",", "")
    whole, _, fraction = digits.partition(".")
    if fraction:
        return len((whole + fraction).lstrip("0"))
    return len(whole.strip("0"))


def _decimals(number: Decimal) -> int:
    exponent = number.as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


class Rescaled:
    """A run's carried numbers, sorted, for interval questions; built lazily from the corpus log."""

    __slots__ = ("_corpus", "_seen", "_numbers", "_sorted", "_amounts")

    def __init__(self, corpus: Any) -> None:
        self._corpus = corpus
        self._seen = 0
        self._numbers: list[tuple[Decimal, str]] = []
        self._sorted = True
        self._amounts: dict[str, str] = {}  # the unsigned number of a carried `-$48.20` -> the form

    def _catch_up(self) -> None:
        log = self._corpus.log
        for form in log[self._seen :]:
            if "$" in form:
                signed = signed_amount(form)  # a result's text wrote `-$48.20`: one token
                if signed is not None:
                    self._amounts.setdefault(signed.lstrip("-"), form)
                continue
            if form[:1].isdigit() or form[:1] == "-":
                if _NUMBER_FORM.fullmatch(form):
                    try:
                        self._numbers.append((Decimal(form), form))
                    except InvalidOperation:  # pragma: no cover - the pattern reads a number
                        continue
                    self._sorted = False
        self._seen = len(log)
        if not self._sorted:
            self._numbers.sort()
            self._sorted = True

    def _asked(self, written: str, min_digits: int) -> Decimal | None:
        """`written` as a number, the results read so far caught up, when it writes `min_digits`
        significant digits or more; else None (nothing read)."""
        if significant_digits(written) < min_digits:
            return None
        try:
            value = Decimal(written)
        except InvalidOperation:
            return None
        if self._seen < len(self._corpus.log):
            self._catch_up()
        return value

    def ground(self, written: str, unit: str | None) -> int:
        """The latest turn of a carried number that rounds to `written` (normalized, as written),
        unscaled or times a factor of `unit`, or -1."""
        value = self._asked(written, 3)
        if value is None:
            return -1
        places = _decimals(value)
        step = Decimal(1).scaleb(-places)
        half = step / 2
        values = self._corpus.values
        best = -1
        for factor in [Decimal(1), *(factors_after(unit) if unit else [])]:
            low, high = (value - half) / factor, (value + half) / factor
            if factor < 0:  # pragma: no cover - factors are positive
                low, high = high, low
            at = bisect_left(self._numbers, (low, ""))
            while at < len(self._numbers) and self._numbers[at][0] <= high:
                carried, form = self._numbers[at]
                at += 1
                if factor == 1 and _decimals(carried) <= places:
                    continue  # the same precision: a different number, not a rounding
                scaled = carried * factor
                if scaled.quantize(step, rounding=ROUND_HALF_UP) == value or scaled.quantize(
                    step, rounding=ROUND_HALF_EVEN
                ) == value:
                    best = max(best, values.get(form, -1))
        return best

    def scaled_turn(self, written: str, answer: str, offset: int) -> int:
        """The latest turn of a carried number that `written` restates exactly in thousands,
        millions or billions (`113.292` for a carried `113292000.0`) on a line that names a scale
        (`113.292 − 81.6 = 31.7 million t`), or -1 (round 8).

        Only the exact digits (at least four significant ones) count: a rounding is the unit
        rule's business, where the scale is written right after the value. The carried number is
        looked up first (a bisection); the answer's scale words are read once per answer."""
        value = self._asked(written, 4) if offset >= 0 else None
        if value is None:
            return -1
        values = self._corpus.values
        best = -1
        for power in (1, 2, 3):
            full = value * _THOUSAND**power
            at = bisect_left(self._numbers, (full, ""))
            while at < len(self._numbers) and self._numbers[at][0] == full:
                best = max(best, values.get(self._numbers[at][1], -1))
                at += 1
        if best < 0:
            return -1
        start, end = line_bounds(answer, offset)
        positions = _scale_words(answer)
        at = bisect_left(positions, start)
        return best if at < len(positions) and positions[at] < end else -1

    def amount_turn(self, value: str) -> int:
        """The latest turn of a carried signed-amount token (`-$48.20`, one token of a result's
        text) whose number is `value` without its sign (`48.2`), or -1."""
        if self._seen < len(self._corpus.log):
            self._catch_up()
        form = self._amounts.get(value.lstrip("-"))
        return -1 if form is None else self._corpus.values.get(form, -1)

    @staticmethod
    def unit_after(answer: str, end: int) -> str | None:
        """The unit written right after a value ending at `answer[end]`, or None."""
        m = _UNIT_AFTER.match(answer, end) or _SCALE_LETTER.match(answer, end)
        return m.group(1) if m is not None else None
