"""Synth runs whose answers do arithmetic, with the truth of every computed value, and fabrications
planted among them: what the arithmetic dial must report `computed`, and what it must not excuse.

A run is a booking: the user asks for a stay or a trip (sometimes stating a count, `for 3 nights`),
the agent searches (a result of 12-20 offers, each with an id and several prices: many numbers to
excuse a fabrication with), reads the account (payments, certificates), and answers the way real
answers do arithmetic: a total of the items it lists, a difference of two prices, a per-night
price times the nights, a refund of a payment less a new price, a running balance as certificates
are applied one by one, an expression written out.

Planted fabrications are one digit off a computed value (`Total: $208` for 105 + 102) or one digit
off a carried value, in a sentence of their own. Each is judged while the run is built: one the
check excuses (reports `computed`) is counted in `excused` and redrawn, so the written corpus's
truth holds (every fabrication flagged) and `excused / drawn` is the share the rule wrongly
excuses. A planted computed value the check does not report computed is counted in `missed`
(never redrawn), and the tests require none.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

import orjson

from ..evidence import RunAuditor, resolve_gate
from ..evidence.normalize import normalize_token

__all__ = ["ArithmeticRun", "ArithmeticStats", "arithmetic_runs"]

_NAMES = ("Harbor Inn", "Maple Lodge", "City Suites", "Riverside Hotel", "Grand Plaza", "Cedar House",
          "Bay View", "Park Tower", "Summit Inn", "Lakeside Resort", "Old Mill", "Station Hotel")
_COUNT_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


@dataclass
class ArithmeticStats:
    """What building the runs came to: planted values, and how the check treated them."""

    runs: int = 0
    answers: int = 0
    computed: int = 0  # planted computed values
    missed: int = 0  # planted computed values the check did not report computed
    fabrications_drawn: int = 0  # fabrications drawn (before redraws)
    excused: int = 0  # drawn fabrications the check reported computed (then redrawn)
    fabricated: int = 0  # fabrications written (each flagged)
    carried: int = 0  # planted computed values that happen to equal a carried value (grounded)
    excused_examples: list[str] = field(default_factory=list)
    # drawn fabrications the check listed `unverified` (round 7): excused too (counted in `excused`)
    unverified: int = 0
    # the probe of round 7 (not written to the corpus): a computed value replaced by an invented
    # amount (more than one edit from it), judged; how the check treated it
    invented: int = 0
    invented_flagged: int = 0
    invented_unverified: int = 0
    invented_computed: int = 0
    invented_examples: list[str] = field(default_factory=list)

    @property
    def invented_unverified_share(self) -> float:
        """The share of invented computed values the `unverified` kind lists instead of flagging."""
        return self.invented_unverified / self.invented if self.invented else 0.0

    @property
    def excused_share(self) -> float:
        return self.excused / self.fabrications_drawn if self.fabrications_drawn else 0.0


@dataclass
class ArithmeticRun:
    run_id: str
    conversation: list[dict[str, Any]]
    truth: list[dict[str, Any]] = field(default_factory=list)


def _money(rng: random.Random, x: Decimal) -> str:
    """How answers write an amount: `$1,234.50`, `$1234.50`, `USD 1,234.50`, `$130` when whole."""
    whole = x == x.to_integral_value()
    if whole and rng.random() < 0.7:
        text = f"{int(x):,}" if rng.random() < 0.6 else str(int(x))
    else:
        text = f"{x:,.2f}" if rng.random() < 0.6 else f"{x:.2f}"
    return ("USD " + text) if rng.random() < 0.15 else ("$" + text)


def _value(x: Decimal | str) -> str:
    """The value as the check normalizes it (a clock duration is already written as it is read)."""
    return x if isinstance(x, str) else normalize_token(f"{x:.2f}")


def _one_digit_off(rng: random.Random, x: Decimal) -> Decimal:
    """`x` with one digit changed (never the leading digit to zero)."""
    text = f"{x:.2f}" if x != x.to_integral_value() else str(int(x))
    digits = [i for i, c in enumerate(text) if c.isdigit()]
    i = rng.choice(digits)
    choices = [d for d in "0123456789" if d != text[i] and not (i == digits[0] and d == "0")]
    return Decimal(text[:i] + rng.choice(choices) + text[i + 1 :])


def _one_edit(a: str, b: str) -> bool:
    from ..evidence.unverified import one_edit

    return one_edit(a, b)


def _price(rng: random.Random, lo: int, hi: int, cents: bool) -> Decimal:
    whole = Decimal(rng.randrange(lo, hi))
    return whole + Decimal(rng.randrange(0, 100)) / 100 if cents else whole


class _Planter:
    """Builds one run's messages and judges each answer as it is written."""

    def __init__(self, rng: random.Random, run_id: str, stats: ArithmeticStats, rate: float) -> None:
        self.rng = rng
        self.run_id = run_id
        self.stats = stats
        self.rate = rate
        self.auditor = RunAuditor(resolve_gate({}))
        self.conversation: list[dict[str, Any]] = []
        self.truth: list[dict[str, Any]] = []
        self.answers = 0
        self.calls = 0
        self.probing = False  # round 7's probe of invented computed values (`_probe`)

    def add(self, message: dict[str, Any]) -> None:
        self.conversation.append(message)
        calls = message.get("tool_calls")
        self.auditor.add(
            message["role"], message.get("content") or "",
            tool_call_id=message.get("tool_call_id"),
            tool_calls=[{"id": c["id"], "arguments": c["function"]["arguments"]} for c in calls] if calls else None,
        )

    def call(self, name: str, arguments: dict[str, Any], result: Any) -> None:
        self.calls += 1
        call_id = f"call_{self.run_id[:8]}_{self.calls}"
        self.add({"role": "assistant", "content": None, "tool_calls": [
            {"id": call_id, "type": "function", "function": {"name": name, "arguments": orjson.dumps(arguments).decode()}}]})
        self.add({"role": "tool", "tool_call_id": call_id, "content": orjson.dumps(result).decode()})

    def _probe(
        self, pieces: list[Any], computed: list[tuple[Decimal, str]], copied: list[Decimal], replaced: dict[Decimal, Decimal]
    ) -> None:
        """Round 7's probe: one computed value of this answer replaced by an invented amount (more
        than one edit from it, no value the run carried or the answer states), judged and counted;
        never written. Its own random stream, so the corpus is the same with or without it."""
        slots = [p[1] for p in pieces if isinstance(p, tuple)]
        targets = [v for v, _ in computed if isinstance(v, Decimal) and slots.count(v) == 1 and v not in replaced]
        if not targets:
            return
        rng = random.Random(f"{self.run_id} {self.answers} probe")
        target = rng.choice(targets)
        states = {_value(v) for v, _ in computed} | {_value(v) for v in copied} | {_value(v) for v in slots}
        for _ in range(20):
            fake = (target * Decimal(rng.uniform(0.6, 1.4))).quantize(Decimal("0.01") if target % 1 else Decimal(1))
            value = _value(fake)
            if fake <= 0 or value in states or value in self.auditor.evidence.values \
                    or value in self.auditor.exempt.forms or _one_edit(value, _value(target)):
                continue
            text = "".join(_money(rng, fake if p[1] == target else p[1]) if isinstance(p, tuple) else p for p in pieces)
            verdict = self.auditor.judge(text)
            self.stats.invented += 1
            if value in {c.value for c in verdict.unsupported}:
                self.stats.invented_flagged += 1
            elif value in {u.candidate.value for u in verdict.unverified}:
                self.stats.invented_unverified += 1
                if len(self.stats.invented_examples) < 50:
                    self.stats.invented_examples.append(f"{value} for {_value(target)}")
            elif value in {c.value for c in verdict.computed or ()}:
                self.stats.invented_computed += 1
            return

    def answer(
        self, pieces: list[Any], computed: list[tuple[Decimal, str]], copied: list[Decimal], fabricable: int | None = None
    ) -> None:
        """Write an answer of text pieces and `("money", x)` slots; maybe plant one fabrication.

        `computed` are the (value, expression) pairs the answer computes; `copied` the carried
        amounts it copies (a fabrication may be one digit off one of those, in its own sentence).
        Only the last `fabricable` computed values may be replaced by a fabrication (default: all):
        a value a later step or answer computes from stays true, so the chain stays checkable.
        """
        targets = computed[-fabricable:] if fabricable else ([] if fabricable == 0 else computed)
        slots = [p[1] for p in pieces if isinstance(p, tuple)]
        targets = [t for t in targets if slots.count(t[0]) == 1]  # replaced alone, no other amount with it
        rng = self.rng
        plant = rng.random() < self.rate
        for _ in range(50):
            extra: list[Any] = []
            replaced: dict[Decimal, Decimal] = {}
            fabricated: tuple[Decimal, str] | None = None
            if plant:
                if targets and rng.random() < 0.6:
                    target = rng.choice(targets)[0]
                    fake = _one_digit_off(rng, target)
                    replaced[target] = fake
                    fabricated = (fake, "one_digit_off_computed")
                else:
                    fake = _one_digit_off(rng, rng.choice(copied))
                    extra = ["\n\nAnother option is ", ("money", fake), " per night."]
                    fabricated = (fake, "one_digit_off_carried")
                if _value(fake) in self.auditor.evidence.values or _value(fake) in self.auditor.exempt.forms \
                        or fake <= 0 or any(_value(fake) == _value(v) for v, _ in computed) \
                        or any(_value(fake) == _value(v) for v in copied):
                    continue  # it lands on a value the run carried, said or states: no fabrication
            text = "".join(
                _money(rng, replaced.get(p[1], p[1])) if isinstance(p, tuple) else p for p in [*pieces, *extra]
            )
            verdict = self.auditor.judge(text)
            found = {c.value: c for c in verdict.computed or ()}
            flagged = {c.value for c in verdict.unsupported}
            if fabricated is not None:
                self.stats.fabrications_drawn += 1
                if _value(fabricated[0]) in found:
                    self.stats.excused += 1
                    if len(self.stats.excused_examples) < 50:
                        c = found[_value(fabricated[0])]
                        self.stats.excused_examples.append(f"{fabricated[1]} {_value(fabricated[0])}: {c.derivation}: {c.from_}")
                    continue
                listed = {u.candidate.value: u for u in verdict.unverified}
                if _value(fabricated[0]) in listed:  # listed, not flagged: excused as well
                    self.stats.excused += 1
                    self.stats.unverified += 1
                    if len(self.stats.excused_examples) < 50:
                        u = listed[_value(fabricated[0])]
                        self.stats.excused_examples.append(f"{fabricated[1]} {_value(fabricated[0])}: unverified ({u.framing})")
                    continue
                if _value(fabricated[0]) not in flagged:
                    continue  # not a candidate as written (never happens with amounts): redraw
            break
        else:  # pragma: no cover - 50 landings in a row
            fabricated, replaced, text = None, {}, "".join(
                _money(rng, p[1]) if isinstance(p, tuple) else p for p in pieces)
            verdict = self.auditor.judge(text)
            found = {c.value: c for c in verdict.computed or ()}
        if self.probing:
            self._probe(pieces, computed, copied, replaced)
        grounded = {g.value for g in verdict.grounded}
        for value, expression in computed:
            if value in replaced:
                continue
            kind = "computed"
            if _value(value) in grounded or _value(value) in self.auditor.exempt.forms:
                kind = "copied"  # it equals a value the run carried: grounded, as it should be
                self.stats.carried += 1
            else:
                self.stats.computed += 1
                if _value(value) not in found:
                    self.stats.missed += 1
            self.truth.append({"run_id": self.run_id, "answer_index": self.answers, "value": _value(value),
                               "kind": kind, "expression": expression})
        if fabricated is not None:
            self.stats.fabricated += 1
            self.truth.append({"run_id": self.run_id, "answer_index": self.answers, "value": _value(fabricated[0]),
                               "kind": "fabricated", "fabrication": fabricated[1]})
        self.add({"role": "assistant", "content": text})
        self.answers += 1


def _offers(rng: random.Random, cents: bool) -> list[dict[str, Any]]:
    out = []
    for name in rng.sample(_NAMES, rng.randint(8, 12)):
        out.append({
            "offer_id": f"HTL{rng.randrange(100, 999)}",
            "name": name,
            "nightly": _price(rng, 60, 480, cents),
            "tax": _price(rng, 8, 60, cents),
            "rooms_left": rng.randrange(1, 30),
            "rating": rng.randrange(30, 50) / 10,
            "breakfast": _price(rng, 9, 35, cents),
        })
    return out


def _jsonable(obj: Any) -> Any:
    if isinstance(obj, Decimal):
        return int(obj) if obj == obj.to_integral_value() else float(obj)
    if isinstance(obj, dict):
        return {k: _jsonable(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_jsonable(v) for v in obj]
    return obj


def _run(rng: random.Random, run_id: str, stats: ArithmeticStats, rate: float, probe: bool = False) -> ArithmeticRun:
    p = _Planter(rng, run_id, stats, rate)
    p.probing = probe
    cents = rng.random() < 0.4
    nights = rng.randint(2, 7)
    said = str(nights) if rng.random() < 0.5 else _COUNT_WORDS[nights]
    p.add({"role": "system", "content": "You are a travel booking assistant. Quote prices from the tools."})
    p.add({"role": "user", "content": f"I need a hotel in Lisbon for {said} nights. What are my options?"})
    offers = _offers(rng, cents)
    p.call("search_hotels", {"city": "Lisbon", "nights": nights}, _jsonable({"offers": offers}))
    a, b = rng.sample(offers, 2)
    x, y = a["nightly"], b["nightly"]
    # a difference of two prices, and a per-night price times the nights
    high, low = (a, b) if x >= y else (b, a)
    diff = high["nightly"] - low["nightly"]
    stay = a["nightly"] * nights
    p.answer(
        [f"{a['name']} ({a['offer_id']}) is ", ("money", x), " per night and ", f"{b['name']} ({b['offer_id']}) is ",
         ("money", y), " per night, ", ("money", diff), " apart.\n\nAt ", ("money", x), " per night for ",
         f"{nights} nights, {a['name']} comes to ", ("money", stay), "."],
        [(stay, f"{nights} x {x}"), (diff, f"{high['nightly']} - {low['nightly']}")] if diff else [(stay, f"{nights} x {x}")],
        [x, y],
        fabricable=1 if diff else 0,
    )
    # a total of the listed items
    p.add({"role": "user", "content": f"What would {a['name']} cost with tax and breakfast for one night?"})
    total = a["nightly"] + a["tax"] + a["breakfast"]
    p.answer(
        ["For one night at ", a["name"], ":\n- Room: ", ("money", a["nightly"]), "\n- Tax: ", ("money", a["tax"]),
         "\n- Breakfast: ", ("money", a["breakfast"]), "\n- Total: ", ("money", total)],
        [(total, f"{a['nightly']} + {a['tax']} + {a['breakfast']}")],
        [a["nightly"], a["tax"], a["breakfast"]],
    )
    # the account: a payment, certificates; a refund and a running balance
    paid = _price(rng, 900, 4000, cents)
    certificates = [Decimal(rng.choice((100, 150, 250))) for _ in range(rng.randint(2, 3))]
    p.add({"role": "user", "content": "I have an older booking and some certificates. What are they worth?"})
    account = {"booking": {"booking_id": f"BK{rng.randrange(10000, 99999)}", "paid": paid},
               "certificates": [{"certificate_id": f"certificate_{rng.randrange(1000000, 9999999)}", "amount": c}
                                for c in certificates]}
    p.call("get_account", {"user": "me"}, _jsonable(account))
    new_price = a["nightly"] * nights
    refund = paid - new_price
    steps: list[Any] = ["You paid ", ("money", paid), " for the older booking; the new stay is ",
                        ("money", new_price), ", so ", ("money", refund), " would come back."]
    computed = [(refund, f"{paid} - {new_price}")] if refund > 0 else []
    if refund <= 0:
        steps = ["You paid ", ("money", paid), " for the older booking."]
    balance = stay
    steps.append(f"\n\nApplying your certificates to the {a['name']} stay of ")
    steps.append(("money", stay))
    steps.append(":")
    for k, c in enumerate(certificates, 1):
        if balance - c <= 0:
            break
        balance -= c
        steps.extend([f"\n- After certificate {k} (", ("money", c), "): ", ("money", balance)])
        computed.append((balance, f"{balance + c} - {c}"))
    p.answer(steps, computed, [paid, *certificates], fabricable=1)
    # a duration between two clock times the answer writes on one line
    p.add({"role": "user", "content": "How long is the airport shuttle ride?"})
    leave = rng.randrange(5 * 60, 22 * 60, 5)
    ride = rng.randrange(25, 150, 5)
    arrive = (leave + ride) % (24 * 60)
    shuttle = {"shuttle_id": f"SH{rng.randrange(100, 999)}", "departs": f"{leave // 60:02d}:{leave % 60:02d}:00",
               "arrives": f"{arrive // 60:02d}:{arrive % 60:02d}:00", "fare": _price(rng, 12, 40, cents)}
    p.call("get_shuttle", {"hotel": a["offer_id"]}, _jsonable(shuttle))
    duration = f"{ride // 60}:{ride % 60:02d}"
    p.answer(
        [f"Shuttle {shuttle['shuttle_id']} leaves at {leave // 60:02d}:{leave % 60:02d} and arrives at "
         f"{arrive // 60:02d}:{arrive % 60:02d} ({duration}); the fare is ", ("money", shuttle["fare"]), "."],
        [(duration, f"{arrive // 60:02d}:{arrive % 60:02d} - {leave // 60:02d}:{leave % 60:02d}")],
        [shuttle["fare"]],
        fabricable=0,
    )
    # an expression written out
    p.add({"role": "user", "content": f"And {b['name']} for the same nights?"})
    other = b["nightly"] * nights
    p.answer(
        [f"{b['name']}: ", ("money", b["nightly"]), f" x {nights} = ", ("money", other), "."],
        [(other, f"{b['nightly']} x {nights}")],
        [b["nightly"]],
    )
    stats.runs += 1
    stats.answers += p.answers
    return ArithmeticRun(run_id, p.conversation, p.truth)


def arithmetic_runs(
    runs: int, seed: int, stats: ArithmeticStats, *, fabrication_rate: float = 0.5, probe: bool = False
) -> Iterator[ArithmeticRun]:
    """`runs` booking runs whose answers compute, with truth; `stats` counts what was planted."""
    for i in range(runs):
        rng = random.Random(f"evidence-audit synth arithmetic {seed} {i}")
        run_id = f"{rng.getrandbits(128):032x}"
        yield _run(rng, run_id, stats, fabrication_rate, probe)


def write_arithmetic_corpus(
    path: str, runs: int, seed: int, fmt: str, *, truth_path: str | None = None, fabrication_rate: float = 0.5,
    probe: bool = False,
) -> ArithmeticStats:
    """Write `runs` arithmetic runs as JSONL in `fmt` (a trace format or "mixed") and their truth.

    Truth rows: `kind` computed (with the `expression` that gives it), copied (a computed value
    that equals a carried one) or fabricated (with `fabrication`: one_digit_off_computed or
    one_digit_off_carried), plus the run's `format`.
    """
    from ..traces import FORMATS
    from ..traces.writers import write_run
    from .generate import MIXED, _opened, default_truth_path

    if fmt != MIXED and fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; expected one of {', '.join((*FORMATS, MIXED))}")
    truth_path = truth_path or default_truth_path(path)
    stats = ArithmeticStats()
    choose = random.Random(f"evidence-audit synth arithmetic formats {seed}")
    with _opened(path) as out, _opened(truth_path) as truth:
        for run in arithmetic_runs(runs, seed, stats, fabrication_rate=fabrication_rate, probe=probe):
            run_fmt = fmt if fmt != MIXED else choose.choice(FORMATS)
            for line in write_run(run.conversation, run_fmt, run_id=run.run_id):
                out.write(line.encode() + b"\n")
            for row in run.truth:
                truth.write(orjson.dumps({**row, "format": run_fmt}) + b"\n")
    return stats
