"""Near misses and planted arithmetic: wrong values a model types when it misreads what it read.

A near miss changes one carried value a little: one digit of an id or an amount, an hour of a
clock (`07:00` for `"06:00:00"`), one of a card's last four digits (`ending in 1785` for
`"gift_card_1591784"`), a date by a day. A planted sum or difference adds or subtracts two carried
numbers (`$3,538` for 1859 + 1679). The check must flag both; its `nearest` and `derivation` leads
should lead a person back to what the value came from.

That is a fair test only when the answer is unique, so `rival_forms` lists the other carried
forms that are as near as the origin by the leads' documented measures (one digit or character
off, within 1%, an hour, a day, the same ending but one digit), read generously, and
`derivations` every pair of carried numbers that gives the value. A near miss with a rival, or a
sum with a second pair, is redrawn. These measures are written here from the README, not imported
from the check, so a test comparing the two compares two readings of one rule (only the reading
of an ISO date's digits, `evidence.written.iso_day`, is shared: it is parsing, not a measure).

Pure functions of their arguments; randomness comes from the `random.Random` passed in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date
from decimal import Decimal
from random import Random
from typing import NamedTuple

from ..evidence.written import iso_day
from .values import ENDINGS, money, twelve_hour

__all__ = [
    "MAX_PAIRED_NUMBERS",
    "Derived",
    "clock_minutes",
    "derivations",
    "form_day",
    "mutate_amount",
    "mutate_clock",
    "mutate_date",
    "mutate_ending",
    "mutate_id",
    "one_edit_apart",
    "rival_forms",
]

# The leads pair only the first this many distinct carried numbers of a run.
MAX_PAIRED_NUMBERS = 500

# A carried clock: 06:00, 06:00:00, 03:00:00+1, 10:00pm (its hour read as written, and +12).
_CLOCK = re.compile(r"([0-9]{1,2}):([0-9]{2})(?::[0-9]{2}(?:\.[0-9]+)?)?([ap]\.?m)?(?:\+[0-9]{1,2})?", re.ASCII)
# A carried ISO date, maybe with a time: 2024-05-01, 2024-05-01t04:50:18-07:00.
_ISO = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[t ]([0-9]{2}):([0-9]{2})\S*)?", re.ASCII)
# A plain decimal number as carried forms print one: 1032.5, -6594.
_DECIMAL = re.compile(r"-?[0-9]+(?:\.[0-9]+)?", re.ASCII)
_DIGIT_RUN = re.compile(r"[0-9]{3,}", re.ASCII)
_DIGIT = re.compile(r"[0-9]", re.ASCII)


class Derived(NamedTuple):
    """Two carried numbers whose sum or difference is a value: `1859 + 1679`."""

    expression: str
    operands: tuple[str, str]


# --- measures ------------------------------------------------------------------------------------


def one_edit_apart(a: str, b: str) -> bool:
    """True when `b` is `a` with one character substituted, inserted or deleted."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    short, long = (a, b) if len(a) < len(b) else (b, a)
    i = 0
    while i < len(short) and short[i] == long[i]:
        i += 1
    return short[i:] == long[i + 1 :]


def clock_minutes(form: str) -> tuple[int, ...]:
    """The minutes of the day a carried form may mean (a clock, or a timestamp's time)."""
    m = _CLOCK.fullmatch(form)
    if m is not None:
        hour, minute = int(m.group(1)), int(m.group(2))
        if hour > 23 or minute > 59:
            return ()
        readings = {hour * 60 + minute}
        if m.group(3) is not None and hour <= 12:
            readings.add((hour % 12 + (12 if m.group(3)[0] == "p" else 0)) * 60 + minute)
        return tuple(readings)
    m = _ISO.fullmatch(form)
    if m is not None and m.group(4) is not None:
        return (int(m.group(4)) * 60 + int(m.group(5)),)
    return ()


def form_day(form: str) -> date | None:
    """The date a carried form names (an ISO date, or a timestamp's date), or None."""
    return iso_day(_ISO.fullmatch(form))


def _decimal(form: str) -> Decimal | None:
    return Decimal(form) if _DECIMAL.fullmatch(form) else None


def _print(x: Decimal) -> str:
    return format(x.normalize(), "f")


def rival_forms(kind: str, value: str, origin: str, forms: Iterable[str], *,
                minutes: int | None = None, ending: str | None = None) -> list[str]:
    """Carried forms other than `origin` as near to the near miss `value` as `origin` is (or nearer).

    `kind` is "id" or "amount" (one digit or character off, within 1%, or no farther in value),
    "clock" (`minutes`: within an hour), "date" (within a day) or "ending" (`ending`: a digit run
    whose last digits are those, or one digit off them). A result of `[]` means the origin is the
    unique nearest carried value.
    """
    out: list[str] = []
    if kind == "clock":
        assert minutes is not None
        for form in forms:
            if form != origin and ":" in form and any(abs(m - minutes) <= 60 for m in clock_minutes(form)):
                out.append(form)
    elif kind == "date":
        day = form_day(value)
        assert day is not None
        for form in forms:
            if form != origin and form[4:5] == "-":
                other = form_day(form)
                if other is not None and abs((other - day).days) <= 1:
                    out.append(form)
    elif kind == "ending":
        assert ending is not None
        n = len(ending)
        for form in forms:
            if form == origin:
                continue
            for run in _DIGIT_RUN.findall(form):
                if len(run) >= n and sum(x != y for x, y in zip(run[-n:], ending)) <= 1:
                    out.append(form)
                    break
    else:
        number = _decimal(value)
        from_origin = _decimal(origin)
        reach = abs(from_origin - number) if number is not None and from_origin is not None else None
        for form in forms:
            if form == origin or form == value or not _DIGIT.search(form):
                continue
            if one_edit_apart(form, value):
                out.append(form)
                continue
            other = _decimal(form) if number is not None else None
            if other is not None:
                gap = abs(other - number)  # type: ignore[operator]
                if gap <= abs(number) / 100 or (reach is not None and gap <= reach):  # type: ignore[arg-type]
                    out.append(form)
    return out


def derivations(value: str, forms: Iterable[str]) -> list[Derived]:
    """Every sum, then (if none) every difference, of two carried numbers that gives `value`.

    Numbers are the distinct decimal forms in carried order, the first `MAX_PAIRED_NUMBERS` of
    them; a sum's operands are printed in that order, as the leads print them.
    """
    target = _decimal(value)
    if target is None:
        return []
    numbers: dict[Decimal, str] = {}
    for form in forms:
        x = _decimal(form)
        if x is not None and x not in numbers:
            numbers[x] = form
            if len(numbers) >= MAX_PAIRED_NUMBERS:
                break
    position = {x: i for i, x in enumerate(numbers)}
    sums = [Derived(f"{_print(x)} + {_print(target - x)}", (numbers[x], numbers[target - x]))
            for x, i in position.items() if target - x != x and target - x != 0
            and position.get(target - x, -1) > i]
    if sums:
        return sums
    return [Derived(f"{_print(x)} \u2212 {_print(x - target)}", (numbers[x], numbers[x - target]))
            for x in numbers if x - target in numbers and x - target != x and x - target != 0]


# --- mutations: each returns how the answer writes the near miss --------------------------------


def mutate_id(rng: Random, spelling: str) -> str | None:
    """One digit of an id changed (`W2378156` -> `W2378157`); a leading digit never becomes 0."""
    positions = [i for i, ch in enumerate(spelling) if ch.isdigit()]
    if spelling[:1] == "0":  # the check drops a leading zero: leave it and the digit after it
        positions = [i for i in positions if i > 1]
    if not positions:
        return None
    i = rng.choice(positions)
    banned = {spelling[i], "0"} if i == 0 else {spelling[i]}
    return spelling[:i] + rng.choice([d for d in "0123456789" if d not in banned]) + spelling[i + 1 :]


def mutate_amount(rng: Random, carried: str) -> str | None:
    """One digit of a carried amount changed (`1032.5` -> `1037.5`), written as money (`$1,037.50`).

    The first digit never becomes 0 and the last decimal never becomes 0, so the new amount prints
    with as many characters as the carried one.
    """
    if not _DECIMAL.fullmatch(carried) or carried.startswith("-"):
        return None
    positions = [i for i, ch in enumerate(carried) if ch.isdigit()]
    i = rng.choice(positions)
    banned = {carried[i]}
    if i == 0 or ("." in carried and i == len(carried) - 1):
        banned.add("0")
    new = carried[:i] + rng.choice([d for d in "0123456789" if d not in banned]) + carried[i + 1 :]
    return rng.choice(money(float(new))[:3])


def mutate_clock(rng: Random, hour: int, minute: int, *, seconds: int | None = None,
                 next_day: bool = False) -> tuple[str, int]:
    """A clock an hour off (`07:00` for `06:00:00`), and the minutes of the day it means.

    Written in 24-hour time (with seconds when the answer wrote them) or in 12-hour time with
    AM/PM; a next-day clock keeps its `+1` or `(next day)`.
    """
    new = hour + rng.choice([s for s in (-1, 1) if 0 <= hour + s <= 23])
    if seconds is not None:
        spelling = f"{new:02d}:{minute:02d}:{seconds:02d}"
    elif rng.random() < 0.4:
        h12, half = twelve_hour(new)
        spelling = f"{h12}:{minute:02d} {half}" + (" (next day)" if next_day else "")
    else:
        spelling = f"{new:02d}:{minute:02d}" + ("+1" if next_day else "")
    return spelling, new * 60 + minute


def mutate_date(rng: Random, day: date) -> str:
    """A date a day off (`2024-05-02` for `2024-05-01`)."""
    return date.fromordinal(day.toordinal() + rng.choice((-1, 1))).isoformat()


def mutate_ending(rng: Random, digits: str, *, cued: bool = True) -> tuple[str, str]:
    """A card's last four with one digit changed, and those digits.

    With `cued` it is written as people write endings (`ending in 1785`, `****1785`, ...); without,
    as the bare digits, for an answer whose text already says "ending in".
    """
    i = rng.randrange(len(digits))
    banned = {digits[i], "0"} if i == 0 else {digits[i]}
    new = digits[:i] + rng.choice([d for d in "0123456789" if d not in banned]) + digits[i + 1 :]
    return (rng.choice(ENDINGS).format(new) if cued else new), new
