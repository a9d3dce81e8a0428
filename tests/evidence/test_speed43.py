"""(speed43) The check's hot spots of round 43 cut without changing an output: what the arithmetic's
readers keep of a rules text or a person's text, read once per text (a `TextMemo` per reader), equals
what they kept when they read it each time (a run's cases each read their rules text again at their
first question: 19% of a held-out case), and the repeated reading it removes is counted (skipped where
the module is compiled: a compiled module's calls are bound early)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from evidence_audit import core
from evidence_audit.evidence import (
    asked_factors,
    carried_products,
    check_answer,
    container_counts,
    count_multiples,
    record_ends,
    resolve_gate,
    sized_products,
    stated_doses,
    stated_shifts,
)
from evidence_audit.evidence.computed import basis

RULES = (
    "House rules (speed-43 depot):\n"
    "- Delivery costs $4.50 per km; pallets 118,000 ₮ a kg (white); grade B 20% less.\n"
    "- Each crate holds 25 kg of apples; a sack of 500 g; 6 bottles per case.\n"
    "- Wheels under 2 kg 12 hours, 2 to 5 kg 18 hours, over 5 kg 40 hours.\n"
    "- Drivers arrive 30 minutes before the slot; cleaning 25 minutes after each load ends; a 2 hours offset later.\n"
    "- Dose: 12 ml per kg; 1 kg of ice for every 2 kg of fish; 15,000 MMK plus 40 MMK per kg.\n"
    "- VAT 20% included; service fee 7.5%; 10% off from 20 pieces, 15% off from 50 pieces.\n"
    "- A package of 10 lessons: R3,900; deposit 1,250.00 EUR; 70% ABV; curing takes 36 hours.\n"
    "- Round up to the next 0.5 kg; 3 nights at 2,400 per night; 1,200 lekë for a battery change."
)
PERSON = "Hi, I need 14 boxes of 25 kg and 3 crates for 2 nights; the truck leaves 45 minutes before 10:30, 20% VAT?"
TEXTS = (RULES, PERSON, "No numbers here at all.", "", RULES + "\nExtra line 5 kg 7 hours; 3 to 4 kg 9 hours.")


def _state(value: Any) -> Any:
    """A value with every object of slots read as a tuple of its fields (to compare two readers' states)."""
    if isinstance(value, (list, tuple)):
        return tuple(_state(v) for v in value)
    if isinstance(value, dict):
        return tuple((k, _state(v)) for k, v in value.items())
    if isinstance(value, (set, frozenset)):
        return frozenset(_state(v) for v in value)
    # the fields of a class of slots, or of a class mypyc compiled (no `__slots__`: its `__mypyc_attrs__`)
    slots = [s for c in type(value).__mro__ for s in getattr(c, "__slots__", ()) or getattr(c, "__mypyc_attrs__", ())]
    if slots and not isinstance(value, (str, Decimal, int, float)):
        return (type(value).__name__,) + tuple((s, _state(getattr(value, s, None))) for s in slots)
    return value


def _readers() -> list[tuple[str, Any, Any]]:
    """(name, a fresh reader, how it reads one text) for every reader this round keeps per text."""
    return [
        ("shifts", stated_shifts.StatedShifts, lambda o, t: o.add_system_text(t)),
        ("offsets", record_ends.TimedRecords, lambda o, t: o.add_person_text(t)),
        ("quantities", count_multiples.StatedQuantities, lambda o, t: o.add_text(t)),
        ("factors", asked_factors.AskedFactors, lambda o, t: o.add_text(t)),
        ("factors, no amounts", asked_factors.AskedFactors, lambda o, t: o.add_text(t, amounts=False)),
        ("prices", carried_products.CarriedProducts, lambda o, t: o.add_system_text(t)),
        ("doses", stated_doses.StatedDoses, lambda o, t: o.add_text(t, "the system prompt")),
        ("containers", container_counts.StatedContainers, lambda o, t: o.add_text(t, "user")),
        ("measures", sized_products.StatedMeasures, lambda o, t: o.add_text(t)),
    ]


_MEMOS = (
    stated_shifts._SYSTEM_READ, record_ends._OFFSETS_READ, count_multiples._QUANTITIES_READ, asked_factors._LINES_READ,
    asked_factors._LINES_READ_NO_AMOUNTS, carried_products._SYSTEM_READ, stated_doses._DOSES_READ,
    container_counts._SIZES_READ, sized_products._MEASURES_READ, basis._POLICY_NUMBERS,
)


def _clear() -> None:
    for memo in _MEMOS:
        memo.clear()


@pytest.mark.parametrize("order", [TEXTS, TEXTS[::-1], (RULES, RULES, PERSON, RULES)])
def test_each_reader_keeps_the_same_state_read_again(order: tuple[str, ...]) -> None:
    """Each reader fed the texts in order keeps the same state with its memo cold (every text read)
    and warm (every text kept), in either order and with a text fed twice (their bounds and
    duplicates applied per feed, not per reading)."""
    for name, make, feed in _readers():
        _clear()
        cold = make()
        for text in order:
            feed(cold, text)
        warm = make()
        for text in order:
            feed(warm, text)
        assert _state(cold) == _state(warm), name


def test_the_readers_read_what_the_rules_state() -> None:
    """The kept readings are the rules' (a reader keeping nothing would pass the test above)."""
    _clear()
    for _ in range(2):  # cold, then warm
        shifts = stated_shifts.StatedShifts()
        shifts.add_system_text(RULES)
        assert {12 * 60, 18 * 60, 40 * 60} <= set(shifts.tiers)
        assert shifts.tiers[18 * 60] == (Decimal(2), Decimal(5))
        assert 36 * 60 in {m for m, _, _, _ in shifts.long}
        offsets = record_ends.TimedRecords()
        offsets.add_person_text(RULES)
        assert (30.0, "30 minutes") in offsets.before_offsets
        assert (25.0, "25 minutes") in offsets.end_offsets
        quantities = count_multiples.StatedQuantities()
        quantities.add_text(PERSON)
        assert Decimal(14) in {q for q, _, _ in quantities._quantities}
        factors = asked_factors.AskedFactors()
        factors.add_text(RULES)
        assert "battery" in factors._word_lines
        assert Decimal("1200") in {f.factor for f in factors.amounts_for("battery in eur?")}
        prices = carried_products.CarriedProducts()
        prices.add_system_text(RULES)
        assert Decimal("4.50") in {p.price for p in prices._prices}
        doses = stated_doses.StatedDoses()
        doses.add_text(RULES, "the system prompt")
        assert {d.where for d in doses._doses} == {"the system prompt"}
        assert Decimal(12) in {d.number for d in doses._doses}
        containers = container_counts.StatedContainers()
        containers.add_text(RULES, "user")
        assert {(s.number, s.unit, s.where) for s in containers._sizes} >= {(Decimal(25), "kg", "user")}
        measures = sized_products.StatedMeasures()
        measures.add_text(RULES)
        assert Decimal(6) in {c for c, _ in measures._packs}


def test_the_factors_bound_holds_read_again() -> None:
    """`AskedFactors` stops at MAX_LINES lines with a factor, counted over what it kept before:
    a text of more such lines, fed after another, keeps the same lines cold and warm."""
    many = "\n".join(f"line {k} costs 1{k % 10}% of the {k}th thing" for k in range(asked_factors.MAX_LINES + 40))
    _clear()
    states = []
    for _ in range(2):
        factors = asked_factors.AskedFactors()
        factors.add_text(RULES)
        factors.add_text(many)
        states.append(_state(factors))
        assert len(factors._lines) == asked_factors.MAX_LINES
    assert states[0] == states[1]


def _run() -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": RULES},
        {"role": "user", "content": PERSON},
        {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "function": {"name": "quote", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "c1", "content": '{"order": "ORD-43117", "apples_kg": 350, "crates": 14, "price_per_kg": 4.5, "km": 127}'},
        {"role": "assistant", "content": "Order ORD-43117: 350 kg of apples in 14 crates, 127 km: 127 x $4.50 = $571.50."},
        {"role": "user", "content": "And with the 20% off, how much?"},
    ]


def test_a_runs_cases_judge_alike_with_the_memos_cold_and_warm() -> None:
    """Each case of a run (the answer with its history so far) is judged alike with every memo of
    this round cleared before it and kept from the case before."""
    gate = resolve_gate({})
    history = _run()
    answers = ["Order ORD-43117: 350 kg of apples in 14 crates, 127 km: 127 x $4.50 = $571.50.",
               "With 20% off: $571.50 x 0.8 = $457.20, or 457.20 for the 127 km; 14 crates of 25 kg hold 350 kg.",
               "It would be $457.30 after the discount."]
    cases = [(answers[0], history[:4]), (answers[1], history), (answers[2], history)]
    cold = []
    for answer, h in cases:
        _clear()
        cold.append(repr(check_answer(answer, h, gate)))
    warm = [repr(check_answer(answer, h, gate)) for answer, h in cases]
    assert cold == warm
    assert "'457.3'" in cold[2]  # judged, not dropped


@pytest.mark.skipif(bool({"evidence.stated_shifts", "evidence.count_multiples", "evidence.asked_factors"} & set(core.compiled_modules())),
                    reason="counts calls by patching; compiled calls are bound early")
def test_a_runs_rules_text_is_read_once_for_its_cases(monkeypatch) -> None:
    """A run's rules text, read again by the arithmetic at each case's first question, is read by
    these readers once, not once per case."""
    read: dict[str, int] = {}

    def counting(name: str, real: Any) -> Any:
        def reader(text: str) -> Any:
            if text == RULES:
                read[name] = read.get(name, 0) + 1
            return real(text)
        return reader

    monkeypatch.setattr(stated_shifts, "_system_reading", counting("shifts", stated_shifts._system_reading))
    monkeypatch.setattr(count_multiples, "_stated_quantities", counting("quantities", count_multiples._stated_quantities))
    monkeypatch.setattr(asked_factors, "_with_amounts", counting("factors", asked_factors._with_amounts))
    _clear()
    gate = resolve_gate({})
    history = _run()
    for k in range(4):
        check_answer(f"With 20% off: $571.50 x 0.8 = $457.{20 + k}.", history, gate)
    assert read == {"shifts": 1, "quantities": 1, "factors": 1}
