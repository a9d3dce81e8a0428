"""`billed-step`: a time billed by a step the run states, rounded UP to the next step (round 28).

Whoever bills time (labour, parking, lane or room hire, calls, rentals) rarely bills the minutes
worked: the rules say `billed per started 15 minutes`, `per commenced hour`, `each started quarter
hour`, `per hour or part thereof`, `rounded up to 30 minutes`. The answer then writes the sewing's
`755 minutes` as `billed as 12.75 hours`, `95 min, billed as 105 min = 84,00 EUR`, `22 min -> 30
min = EUR 24.00`. The billed time is a number no source carried, and neither is its price.

The step is read from the run's own words (the system prompt, a person, a result's text): a
`started`/`commenced`/`begun`/`part` step of N minutes, a quarter hour, a half hour or an hour, or
`rounded up to` one, or `<step> or part thereof`. The rate is an amount per hour (`EUR 48 an
hour`, `RON 140 per lane hour`, `48 EUR/h`) or per the step itself (`EUR 3 per started 20
minutes`) written on the same line as the step.

A value is billed time when, for a duration the answer writes before it (`755 minutes`, `95 min`,
`2.3 h`) or the person's last message writes, not already a whole number of steps, the duration
rounded up to the step gives it: in minutes (`765`), in hours (`12.75`), times the hourly rate
(`612.00`) or the count of steps times the rate per step (a value written as a money amount is
tried as a price only). The chance test: refused when any
other candidate of the same search (another duration, another step, another form) is one digit
off the value, or a carried number is (older43: but a price whose one carried neighbour is the
duration the answer writes and bills, `22 min → 30 min = EUR 24.00` for a carried 22). A round-down (`12.50`), a wrong step or an hour off is no
candidate and stays flagged.

Its price: an invented number equal to a stated duration's round-up to a stated billing step (or
its price at the stated rate), none of whose one-digit neighbours is one. Deeper chains built on
the billed amount (a batch of 60, a discount, VAT) are not this rule's.
"""

from __future__ import annotations

import re
from decimal import ROUND_CEILING, Decimal, InvalidOperation
from typing import Final, NamedTuple

from .amounts import MONEY_SIGN_CLASS
from .computed.reading import AnswerReading, carried_neighbours, written_neighbours
from .computed.values import Derivation, Occurrence, Operand, as_decimal, decimal_places, equal_at, equal_at_any
from .decimal_text import printed

__all__ = ["BillingSteps", "MAX_STEPS"]

MAX_STEPS: Final = 8  # billing steps kept per run (a prompt states one or two)
MAX_DURATIONS: Final = 12  # durations tried per value (the nearest before it)

# A step's size in words: `15 minutes`, `15-minute`, `15 min`, `quarter hour`, `quarter-hour`,
# `half hour`, `hour`, `30-min`. Group `n`: the minutes as digits; `q`: quarter/half; `h`: an hour.
_SIZE: Final = r"(?:(?P<n>[0-9]{1,3})[ \t-]?min(?:ute)?s?|(?P<q>quarter|half)[ \t-]?hours?|(?P<h>hour|hr))\b"
# A step billed whole once begun: `per started 15 minutes`, `each commenced hour`, `every begun
# quarter hour`, `per part 30 min`, `by the started hour`; or rounded up to one: `rounded up to
# 15 minutes`, `rounded up to the next quarter hour`, `round up to the nearest 30-minute`. Bounded
# gaps only (no nested repetition): linear on any text.
_STARTED: Final = re.compile(
    r"\b(?:per|each|every|by[ \t]the|for[ \t]each|for[ \t]every|a)[ \t]+"
    r"(?:started|commenced|begun|part(?:ial)?|started[ \t]or[ \t]part)[ \t]+(?:(?:a|an|one)[ \t]+)?" + _SIZE,
    re.ASCII | re.IGNORECASE,
)
_ROUNDED_UP: Final = re.compile(
    r"\bround(?:ed|s|ing)?[ \t]+up[ \t]+(?:to|in)[ \t]+(?:(?:the|a)[ \t]+)?(?:(?:next|nearest|full|whole)[ \t]+)?"
    r"(?:(?:started|commenced)[ \t]+)?" + _SIZE,
    re.ASCII | re.IGNORECASE,
)
# `per hour or part thereof`, `per 30 minutes or part of it`
_PART_THEREOF: Final = re.compile(
    r"\b(?:per|each|every|a|an)[ \t]+" + _SIZE + r"[ \t]+or[ \t]+(?:any[ \t]+)?part[ \t]+(?:thereof|of[ \t]+it|of[ \t]+one)",
    re.ASCII | re.IGNORECASE,
)
# An amount per hour on a line: `EUR 48 an hour`, `RON 140 per lane hour`, `$48/h`, `48 EUR per
# hour`, `48.50 €/hr`, `SEK 590 per mover-hour`, `CZK 1,450 an hour`. Group `a` (or `b`, the amount
# before its currency): digits, `,` thousands or a decimal comma. One word at most between `per` and `hour`.
_AMOUNT: Final = r"(?P<a>[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]{1,2})?|[0-9]{1,6}(?:[.,][0-9]{1,2})?)"
_MONEY: Final = r"(?:[A-Z]{3}|[" + MONEY_SIGN_CLASS + r"]|kr|Kc|zl|lei)"
_PER_HOUR: Final = re.compile(
    r"(?:" + _MONEY + r"[ \t]?" + _AMOUNT + r"|" + _AMOUNT.replace("P<a>", "P<b>") + r"[ \t]?" + _MONEY + r")"
    r"[ \t]*(?:(?:an|a|per|each|every)[ \t]+(?:[A-Za-z]{2,12}[ \t-]?)?(?:hour|hr)\b|/[ \t]?(?:h|hr|hour)\b)",
    re.ASCII,
)
# An amount per the step itself, right before it: `EUR 3 per started 20 minutes`.
_AMOUNT_BEFORE: Final = re.compile(
    r"(?:" + _MONEY + r"[ \t]?" + _AMOUNT + r"|" + _AMOUNT.replace("P<a>", "P<b>") + r"[ \t]?" + _MONEY + r")[ \t]*\Z",
    re.ASCII,
)
# A duration the answer writes: `755 minutes`, `95 min`, `22 min`, `2.3 h`, `1.5 hours`, `4 h 25
# min`, `2h30`. A number before a minute word in most languages (`minutes`, `minuten`, `minutter`,
# `minuti`, `minutos`); not `min 3` (a minimum). Groups `ch`/`cm`: hours and minutes of one
# duration (tried first, so `4 h 25 min` is not read as two); `gh`/`gm`: the same glued (`2h30`);
# `m`: minutes; `h`: hours.
_MINUTE: Final = r"min(?:s|ute[ns]?|utter|uti|utos)?\b"
_DURATION: Final = re.compile(
    r"(?<![0-9.,:])(?:(?P<ch>[0-9]{1,3})[ \t]?(?:h|hrs?|hours?)[ \t]?(?:and[ \t])?(?P<cm>[0-5]?[0-9])[ \t]?" + _MINUTE +
    r"|(?P<gh>[0-9]{1,2})[ \t]?h(?P<gm>[0-5][0-9])(?![0-9]|[.,:][0-9])"
    r"|(?P<m>[0-9]{1,5})[ \t]?(?:-[ \t]?)?" + _MINUTE +
    r"|(?P<h>[0-9]{1,3}(?:\.[0-9]{1,2})?)[ \t]?(?:h|hrs?|hours?)\b)",
    re.ASCII | re.IGNORECASE,
)


class _Step(NamedTuple):
    minutes: int  # the step's size in minutes
    shown: str  # as the run writes it (`per started 15 minutes`)
    where: str  # the system prompt, the user, a result
    hourly: Decimal | None  # an amount per hour on the step's line
    hourly_shown: str
    per_step: Decimal | None  # an amount per the step itself
    per_step_shown: str


def _amount(text: str) -> Decimal | None:
    """`48`, `48.00`, `48,00` (a decimal comma) as a Decimal."""
    if "," in text:
        head, _, tail = text.partition(",")
        text = head + ("." + tail if len(tail) <= 2 else tail)
    try:
        number = Decimal(text)
    except InvalidOperation:
        return None
    return number if number.is_finite() and number > 0 else None


def _size(match: re.Match[str]) -> int | None:
    if match.group("n") is not None:
        minutes = int(match.group("n"))
        return minutes if 1 < minutes <= 240 else None
    quarter = match.group("q")
    if quarter is not None:
        return 15 if quarter.lower() == "quarter" else 30
    return 60


def _line_of(text: str, at: int) -> tuple[int, int]:
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return start, len(text) if end < 0 else end


class BillingSteps:
    """The billing steps a run states, with the rate on each step's line (the module's docstring)."""

    __slots__ = ("_steps",)

    def __init__(self) -> None:
        self._steps: list[_Step] = []

    def add_text(self, text: str, where: str) -> None:
        """Read one text (a system prompt, a person's message, a result's text) for its steps."""
        if len(self._steps) >= MAX_STEPS or not text or ("start" not in text and "ommenc" not in text
                                                         and "begun" not in text and "part" not in text
                                                         and "ound" not in text):
            return
        for pattern in (_STARTED, _ROUNDED_UP, _PART_THEREOF):
            for match in pattern.finditer(text):
                minutes = _size(match)
                if minutes is None or len(self._steps) >= MAX_STEPS:
                    continue
                lo, hi = _line_of(text, match.start())
                line = text[lo:hi]
                hourly: Decimal | None = None
                hourly_shown = ""
                rate = _PER_HOUR.search(line)
                if rate is not None:
                    shown = rate.group("a") or rate.group("b") or ""
                    hourly = _amount(shown)
                    hourly_shown = shown
                per_step: Decimal | None = None
                per_step_shown = ""
                before = _AMOUNT_BEFORE.search(text[max(lo, match.start() - 16) : match.start()])
                if before is not None:
                    shown = before.group("a") or before.group("b") or ""
                    per_step = _amount(shown)
                    per_step_shown = shown
                step = _Step(minutes, match.group(0), where, hourly, hourly_shown, per_step, per_step_shown)
                if step not in self._steps:
                    self._steps.append(step)

    @property
    def any(self) -> bool:
        return bool(self._steps)

    def explain(self, reading: AnswerReading, i: int, question: str | None) -> Derivation | None:
        """The value as a duration rounded up to a stated billing step (in minutes, in hours, or
        priced at the step's rate), or None (the module's docstring)."""
        if not self._steps:
            return None
        occ = reading.occurrences[i]
        target = occ.number
        if target <= 0:
            return None
        places = decimal_places(occ.digits)
        near = written_neighbours(target, places)
        misread = carried_neighbours(reading, occ, i)
        if near is None or misread is None:
            return None
        durations = _durations(reading.text, occ, "answer")
        if question:
            durations += _durations(question, None, "user")
        if not durations:
            return None
        hit: Derivation | None = None
        hit_minutes = Decimal(-1)
        hit_source = ""
        for minutes, shown, source, where in durations[-MAX_DURATIONS:]:
            for step in self._steps:
                count = (minutes / step.minutes).to_integral_value(rounding=ROUND_CEILING)
                billed = count * step.minutes
                if billed == minutes:
                    continue  # already whole steps: a plain conversion, no round-up
                base = f"ceil({shown} min / {step.minutes}) x {step.minutes} = {printed(billed)} min"
                candidates: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
                duration = Operand(shown, source, where)
                rule = Operand(step.shown, "result" if step.where != "user" else "user", step.where)
                hours = billed / 60
                if not occ.amount:  # a money amount is no time: only a price is tried (nor a neighbour of one)
                    candidates.append((billed, base, (duration, rule)))
                    candidates.append((hours, f"{base} = {printed(hours)} h", (duration, rule)))
                if step.hourly is not None:
                    price = hours * step.hourly
                    rate = Operand(step.hourly_shown, "result" if step.where != "user" else "user", step.where)
                    candidates.append((price, f"{base} = {printed(hours)} h x {step.hourly_shown}", (duration, rule, rate)))
                if step.per_step is not None:
                    price = count * step.per_step
                    rate = Operand(step.per_step_shown, "result" if step.where != "user" else "user", step.where)
                    candidates.append((price, f"ceil({shown} / {step.minutes}) = {count} x {step.per_step_shown}",
                                       (duration, rule, rate)))
                for number, expression, operands in candidates:
                    if number != target and equal_at_any(number, near, places):
                        return None  # the chance test: the search reaches a neighbour too
                    if hit is None and equal_at(number, target, places, True):
                        hit = Derivation("billed-step", f"{expression} = {occ.value}", operands)
                        hit_minutes, hit_source = minutes, source
        if hit is not None and misread:
            # (older43) a price one digit off a carried number is refused (a misread), but where that
            # number is the very duration the answer writes and bills (`22 min → 30 min = EUR 24.00`
            # for the carried `sewing_min` 22): a time written as itself is no misread as a price
            if not (occ.amount and hit_source == "answer" and all(as_decimal(n) == hit_minutes for n in misread)):
                return None
        return hit


def _durations(text: str, occ: Occurrence | None, source: str) -> list[tuple[Decimal, str, str, str]]:
    """The durations `text` writes (before the value when `occ` is given), in minutes: (minutes,
    as written, source, where)."""
    end = len(text) if occ is None else occ.start
    out: list[tuple[Decimal, str, str, str]] = []
    for match in _DURATION.finditer(text, 0, end):
        if match.group("ch") is not None:
            minutes = Decimal(int(match.group("ch")) * 60 + int(match.group("cm")))
            shown = f"{match.group(0).strip()} = {minutes}"
        elif match.group("gh") is not None:
            minutes = Decimal(int(match.group("gh")) * 60 + int(match.group("gm")))
            shown = f"{match.group(0).strip()} = {minutes}"
        elif match.group("m") is not None:
            minutes = Decimal(match.group("m"))
            shown = match.group("m")
        else:
            hours = Decimal(match.group("h"))
            minutes = hours * 60
            shown = f"{match.group('h')} h = {printed(minutes)}"
        if minutes <= 0:
            continue
        where = f"answer offset {match.start()}" if source == "answer" else "the user's message"
        out.append((minutes, shown, source, where))
    return out
