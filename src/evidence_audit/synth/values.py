"""The values synthetic runs are made of: facts a tool served, their spellings, and wrong copies.

A `Fact` is one data value a tool result (or the user, or the system prompt) carried, with the
spellings an answer may copy it in. Every spelling is one the check already accepts as the same
value: verbatim, a case change, thousands separators (`41,200` for 41200), a dropped `.0`, a `$`
(`$1,032.50` for 1032.5). Some spellings are prose on purpose (`Mar 4` for a date): a model that
rewrites a value into words states no data, and the check sees none. A `Fab` is a planted
fabrication: a value written in the same format as real data that no earlier message carried.
`alter` makes one from a fact (a changed digit, a wrong amount, a shifted timestamp); the
scenarios invent others (a new order number, a hostname with digits).

All randomness comes from the `random.Random` passed in; nothing here reads a clock.
"""

from __future__ import annotations

import calendar
import time
from random import Random
from typing import Any, NamedTuple

ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
LOWER_ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
UPPER_ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # locator-style: no 0/O, 1/I
HEX = "0123456789abcdef"
DIGITS = "0123456789"
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

# Fact kinds `alter` knows how to change, and what it calls the result.
ALTERATIONS = {
    "id": "changed_id",
    "hex": "changed_id",
    "host": "changed_host",
    "amount": "wrong_amount",
    "number": "wrong_number",
    "timestamp": "made_up_timestamp",
    "time": "made_up_time",
    "date": "made_up_date",
}


class Fact(NamedTuple):
    """A value a message carried: how an answer may write it, how to change it, who carried it.

    `source` is the tool call id of the result that served it, or "user" / "system" for a value a
    person or the system prompt said (exempt, not evidence). `kind` picks the alteration; `raw` is
    what the alteration starts from (an amount, a time in seconds, the string itself).
    """

    label: str
    spellings: tuple[str, ...]
    kind: str
    raw: Any
    source: str


class Fab(NamedTuple):
    """A planted fabrication: what it stands for, how it is written, how it was made."""

    label: str
    spelling: str
    fabrication: str


# --- random pieces -------------------------------------------------------------------------------


def rand_str(rng: Random, alphabet: str, n: int) -> str:
    return "".join(rng.choices(alphabet, k=n))


def rand_digits(rng: Random, n: int) -> str:
    """n digits, the first not zero."""
    return str(rng.randrange(10 ** (n - 1), 10**n))


def price(rng: Random, lo: float, hi: float) -> float:
    """A shop price: whole dollars and a cents ending shops use."""
    cents = rng.choice((0.99, 0.99, 0.49, 0.95, 0.0, rng.randrange(1, 100) / 100))
    return round(rng.randrange(int(lo), int(hi) + 1) + cents, 2)


# --- time spellings ------------------------------------------------------------------------------


def _parts(secs: int, offset_h: int = 0) -> time.struct_time:
    return time.gmtime(secs + offset_h * 3600)


def iso(secs: int, style: int = 0, offset_h: int = 0) -> str:
    """An ISO-8601 timestamp: 0 `...Z`, 1 `...123Z` (millis from the seconds), 2 `...+00:00`,
    3 local time with the offset (`...-07:00`)."""
    t = _parts(secs, offset_h if style == 3 else 0)
    base = (f"{t.tm_year:04d}-{t.tm_mon:02d}-{t.tm_mday:02d}T"
            f"{t.tm_hour:02d}:{t.tm_min:02d}:{t.tm_sec:02d}")
    if style == 1:
        return f"{base}.{(secs * 7919) % 1000:03d}Z"
    if style == 2:
        return base + "+00:00"
    if style == 3:
        sign = "-" if offset_h < 0 else "+"
        return f"{base}{sign}{abs(offset_h):02d}:00"
    return base + "Z"


def day(secs: int, offset_h: int = 0) -> str:
    t = _parts(secs, offset_h)
    return f"{t.tm_year:04d}-{t.tm_mon:02d}-{t.tm_mday:02d}"


def day_words(secs: int, offset_h: int = 0) -> str:
    """A date as a person writes it: `Mar 4` (prose to the check: no data value)."""
    t = _parts(secs, offset_h)
    return f"{_MONTHS[t.tm_mon - 1]} {t.tm_mday}"


def hhmm(secs: int, offset_h: int = 0) -> str:
    t = _parts(secs, offset_h)
    return f"{t.tm_hour:02d}:{t.tm_min:02d}"


def clock(secs: int, offset_h: int = 0, seconds: bool = False) -> str:
    t = _parts(secs, offset_h)
    return f"{t.tm_hour:02d}:{t.tm_min:02d}:{t.tm_sec:02d}" if seconds else f"{t.tm_hour:02d}:{t.tm_min:02d}"


def syslog_time(secs: int) -> str:
    t = _parts(secs)
    return f"{_MONTHS[t.tm_mon - 1]} {t.tm_mday:2d} {t.tm_hour:02d}:{t.tm_min:02d}:{t.tm_sec:02d}"


def epoch(year: int, month: int, mday: int) -> int:
    return calendar.timegm((year, month, mday, 0, 0, 0))


# --- facts ---------------------------------------------------------------------------------------


def money(x: float) -> tuple[str, ...]:
    """Spellings of an amount the check reads as the same value (1032.5: `$1,032.50`, ...)."""
    grouped = f"{x:,.2f}"
    return ("$" + grouped, grouped + " USD", "$" + f"{x:.2f}", "USD " + grouped)


def count(n: int) -> tuple[str, ...]:
    """Spellings of a whole number: grouped, plain, and with a harmless `.0`."""
    return (f"{n:,}", str(n), f"{n}.0") if n >= 1000 else (str(n),)


def amount_fact(label: str, x: float, source: str) -> Fact:
    return Fact(label, money(x), "amount", x, source)


def number_fact(label: str, n: int, source: str) -> Fact:
    return Fact(label, count(n), "number", n, source)


def id_fact(label: str, value: str, source: str, kind: str = "id", upper: bool = False) -> Fact:
    """An identifier copied verbatim (with `upper`, also in upper case: WWPNs, FCIDs)."""
    spellings = (value, value.upper()) if upper and value.upper() != value else (value,)
    return Fact(label, spellings, kind, value, source)


def ts_fact(label: str, secs: int, style: int, source: str, offset_h: int = 0) -> Fact:
    return Fact(label, (iso(secs, style, offset_h),), "timestamp", (secs, style, offset_h), source)


def date_fact(label: str, secs: int, source: str, offset_h: int = 0) -> Fact:
    return Fact(label, (day(secs, offset_h), day(secs, offset_h), day_words(secs, offset_h)),
                "date", (secs, offset_h), source)


def time_fact(label: str, secs: int, source: str, offset_h: int = 0, seconds: bool = False) -> Fact:
    """A clock time, `08:15` (or `08:15:42` with `seconds`)."""
    return Fact(label, (clock(secs, offset_h, seconds),), "time", (secs, offset_h, seconds), source)


def text_fact(label: str, text: str, source: str) -> Fact:
    """A name or phrase copied whole (a product with a model number, a zone name)."""
    return Fact(label, (text,), "text", text, source)


# --- alterations ---------------------------------------------------------------------------------


def _change_chars(rng: Random, s: str, alphabet: str) -> str:
    """Change one character of `alphabet` in `s` (keeping its case), or swap two that differ."""
    positions = [i for i, ch in enumerate(s) if ch.lower() in alphabet]
    if not positions:
        return s + rand_digits(rng, 2)
    swaps = [i for i in positions[:-1] if i + 1 in positions and s[i] != s[i + 1]]
    chars = list(s)
    if swaps and rng.random() < 0.3:
        i = rng.choice(swaps)
        chars[i], chars[i + 1] = chars[i + 1], chars[i]
        return "".join(chars)
    for _ in range(1 + (rng.random() < 0.25)):
        i = rng.choice(positions)
        new = rng.choice([c for c in alphabet if c != chars[i].lower()])
        chars[i] = new.upper() if chars[i].isupper() else new
    return "".join(chars)


def alter(rng: Random, fact: Fact) -> Fab | None:
    """A wrong copy of `fact` in its own format, or None when its kind has no alteration."""
    how = ALTERATIONS.get(fact.kind)
    if how is None:
        return None
    kind, raw = fact.kind, fact.raw
    if kind == "amount":
        if rng.random() < 0.5:
            new = round(raw + rng.choice((-1, 1)) * rng.uniform(1, max(2.0, raw * 0.25)), 2)
        else:
            new = float(_change_chars(rng, f"{raw:.2f}", DIGITS))
        new = max(new, 100.01)
        spelling = rng.choice(money(new)[:3])
    elif kind == "number":
        new_n = int(_change_chars(rng, str(raw), DIGITS)) if rng.random() < 0.5 else \
            raw + rng.choice((-1, 1)) * rng.randint(1, max(1, raw // 8))
        spelling = count(max(new_n, 1000))[0]
    elif kind == "timestamp":
        secs, style, offset_h = raw
        shift = rng.choice((60, 300, 900, 3600, 7200, 86400, 3 * 86400)) * rng.choice((-1, 1))
        spelling = iso(secs + shift + rng.randrange(0, 60), style, offset_h)
    elif kind == "time":
        secs, offset_h, seconds = raw
        shift = rng.choice((-1, 1)) * (rng.randrange(5, 180) * 60 + rng.randrange(60) * seconds)
        spelling = clock(secs + shift, offset_h, seconds)
    elif kind == "date":
        secs, offset_h = raw
        spelling = day(secs + rng.choice((-1, 1)) * rng.randrange(1, 12) * 86400, offset_h)
    elif kind == "hex":
        head = raw[:2] if raw.startswith("0x") else ""
        spelling = head + _change_chars(rng, raw[len(head):], HEX)
    else:  # id, host
        spelling = _change_chars(rng, raw, DIGITS)
    return Fab(fact.label, spelling, how)
