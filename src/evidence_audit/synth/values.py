"""The values synthetic runs are made of: facts a tool served, their spellings, and wrong copies.

A `Fact` is one data value a tool result (or the user, or the system prompt) carried, with the
spellings an answer may copy it in. Every spelling is one the check already accepts as the same
value: verbatim, a case change, thousands separators (`41,200` for 41200), a dropped `.0`, a `$`
(`$1,032.50` for 1032.5). Some spellings are prose on purpose (`Mar 4` for a date): a model that
rewrites a value into words states no data, and the check sees none. A `Respelled` is a carried
value written the way people respell what they read (`10:00 PM` for `"22:00:00"`, `ending in
1784` for `"gift_card_1591784"`): the exact lookup misses it and one spelling rule of the check
grounds it. A `SelfSourced` is a value the assistant put in its own tool call that no result
carried. A `Fab` is a planted fabrication: a value written in the same format as real data that
no earlier message carried. `alter` makes one from a fact (a changed digit, a wrong amount, a
shifted timestamp); the scenarios invent others (a new order number, a hostname with digits);
`near.py` makes near misses (one digit, an hour, a day off) and sums of carried numbers.

All randomness comes from the `random.Random` passed in; nothing here reads a clock.
"""

from __future__ import annotations

import calendar
import re
import time
from random import Random
from typing import Any, NamedTuple

from ..evidence import js_number_string, normalize_token

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
    "last4": "changed_id",
}
# A carried clock `HH:MM:SS`, maybe with a day offset `+1`.
_CARRIED_CLOCK = re.compile(r"([0-9]{2}):([0-9]{2}):[0-9]{2}(\+1)?", re.ASCII)


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
    """A planted fabrication: what it stands for, how it is written, how it was made.

    A near miss names the carried form it was mutated from (`mutated_from`, normalized as the
    check normalizes carried forms); a planted sum or difference names its `derivation`
    (`1859 + 1679`, the operands in the order the run carried them).
    """

    label: str
    spelling: str
    fabrication: str
    mutated_from: str | None = None
    derivation: str | None = None


class Respelled(NamedTuple):
    """A carried value an answer writes in a person's respelling, which one spelling rule grounds.

    `spellings` are the ways to write it (one is drawn per answer); `rule` is the check's rule
    expected to ground each of them; `carried` the carried form it respells, normalized as the
    check normalizes carried forms; `source` the tool call id that carried it. `near` is the near
    miss it can be mutated into ("clock", "date", "ending"; None: none), `raw` what that starts
    from (a clock's (hour, minute, day offset), a date's unix seconds, an ending's four digits).
    """

    label: str
    spellings: tuple[str, ...]
    rule: str
    carried: str
    source: str
    near: str | None = None
    raw: Any = None


class Computed(NamedTuple):
    """A value the answer computes from carried values: a duration between two carried clocks, a
    price times a count the run stated. Its truth kind is `computed`, with the `expression` that
    gives it (`15:30 - 14:00 = 1:30`); the check's computed rule (issue 8) judges it."""

    label: str
    spelling: str
    expression: str


class SelfSourced(NamedTuple):
    """A value the assistant passed to a tool itself (`source`: that call's id) and no result
    carried. When a result did carry it, or a person said it, the answer writes `fallback` (prose)."""

    label: str
    spelling: str
    source: str
    fallback: str


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
    """A date as a person writes it: `Mar 4` (a person's words; in an answer a data value since
    round 14, yearless_words.py)."""
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
    # round 14: a yearless `Mar 4` is a data value now (yearless_words.py), grounded by rules the
    # copied kind does not name: the ISO spelling three times keeps the draws (and the sample) in step
    return Fact(label, (day(secs, offset_h), day(secs, offset_h), day(secs, offset_h)),
                "date", (secs, offset_h), source)


def time_fact(label: str, secs: int, source: str, offset_h: int = 0, seconds: bool = False) -> Fact:
    """A clock time, `08:15` (or `08:15:42` with `seconds`)."""
    return Fact(label, (clock(secs, offset_h, seconds),), "time", (secs, offset_h, seconds), source)


def text_fact(label: str, text: str, source: str) -> Fact:
    """A name or phrase copied whole (a product with a model number, a zone name)."""
    return Fact(label, (text,), "text", text, source)


# --- respellings (rules of the check's `spellings` dial) ------------------------------------------


def twelve_hour(hour: int) -> tuple[int, str]:
    """(hour on a 12-hour clock, "AM" or "PM") for an hour of 0-23: 0 -> (12, "AM")."""
    return (hour % 12 or 12), ("AM" if hour < 12 else "PM")


def clock_respellings(hour: int, minute: int, next_day: bool) -> tuple[str, ...]:
    """How people write a carried `HH:MM:SS` (`+1` with `next_day`): rule `clock`.

    Seconds dropped (`06:00`), a 12-hour clock (`10:00 PM`, `10:00pm`, `9:00 AM`, `12:00 AM`), a
    next-day arrival in words (`03:00 AM (next day)`) or with its `+1` kept (`00:00+1`). A bare
    `10 PM` is not here: the check does not read it as a value at all.
    """
    h12, half = twelve_hour(hour)
    if next_day:
        return (f"{hour:02d}:{minute:02d}+1", f"{h12:02d}:{minute:02d} {half} (next day)",
                f"{h12}:{minute:02d} {half} (next day)")
    return (f"{hour:02d}:{minute:02d}", f"{h12}:{minute:02d} {half}", f"{h12:02d}:{minute:02d} {half}",
            f"{h12}:{minute:02d}{half.lower()}")


# How a card's last four digits are written: rule `masked-ending` (each holds "{}" for the digits).
ENDINGS = ("ending in {}", "ending in {}", "****{}", "xxxx-{}", "\u2022\u2022\u2022\u2022 {}", "last four {}")


def ending_respellings(digits: str) -> tuple[str, ...]:
    return tuple(form.format(digits) for form in ENDINGS)


def js_number(x: float) -> str:
    """The form a JSON number is carried in (`1032.5`, `-6594`)."""
    return js_number_string(x)


def clock_respelled(label: str, carried: str, source: str) -> Respelled:
    """`06:00`, `10:00 PM`, `03:00 AM (next day)`, ... for a carried `HH:MM:SS` or `HH:MM:SS+1`."""
    m = _CARRIED_CLOCK.fullmatch(carried)
    if m is None:
        raise ValueError(f"synth: not a carried clock: {carried!r}")
    hour, minute, next_day = int(m.group(1)), int(m.group(2)), m.group(3) is not None
    return Respelled(label, clock_respellings(hour, minute, next_day), "clock", normalize_token(carried),
                     source, "clock", (hour, minute, next_day))


def date_respelled(label: str, stamp: str, source: str) -> Respelled:
    """`2024-05-01` for a carried timestamp `2024-05-01T04:50:18`: rule timestamp-date."""
    return Respelled(label, (stamp[:10],), "timestamp-date", normalize_token(stamp), source, "date")


def year_respelled(label: str, date_text: str, source: str) -> Respelled:
    """`1957` for a carried date `1957-10-05`: rule timestamp-date."""
    return Respelled(label, (date_text[:4],), "timestamp-date", normalize_token(date_text), source)


def unsigned_respelled(label: str, x: float, source: str) -> Respelled:
    """A refund of `$6,594.00` for a carried `"amount": -6594`: rule unsigned."""
    return Respelled(label, money(x)[:3], "unsigned", js_number(-x), source)


def id_part_respelled(label: str, ident: str, source: str) -> Respelled:
    """`7504069` (after the words `certificate`) for `certificate_7504069`: rule id-part."""
    return Respelled(label, (ident.rsplit("_", 1)[1],), "id-part", normalize_token(ident), source)


def ending_respelled(label: str, ident: str, source: str) -> Respelled:
    """`ending in 1784`, `****1784`, ... for `gift_card_1591784`: rule masked-ending."""
    digits = ident[-4:]
    return Respelled(label, ending_respellings(digits), "masked-ending", normalize_token(ident), source,
                     "ending", digits)


def method_number(rng: Random) -> str:
    """Seven digits for a payment method id, whose last four read as an ending, never as a year."""
    while True:
        n = rand_digits(rng, 7)
        if n[-4] != "0" and not 1900 <= int(n[-4:]) <= 2099:
            return n


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
