"""Round 12 (hostile12): rules whose work grew faster than their input inside one try, each bounded,
its reading equal to the search it replaces, its work counted (not timed).

The shapes: one sentence of many quotes and amounts (`exchange` paired them all per value), of many
counts and prices (`quantity`), named quantities over every labelled price before them; records of
thousands of numbers that `switch-gap`, `group-sum` and `named-gap` read whole for each value (a
2 KB answer over eight plans of 2,000 fees: 12.5 s); and the slip scan's framing (`unverified.py`),
that searched each short number's line, sentence and the numbers before it (25,000 digit groups:
51 s, now under 2 s).
"""

from __future__ import annotations

import json
import random
import re

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence import unverified
from evidence_audit.evidence.computed import basis as computed_basis

from .rule_inputs import FAMILIES

GATE = resolve_gate({})
pure = pytest.mark.skipif(not computed_basis.__file__.endswith(".py"), reason="counts work by patching the pure-Python core")


def _judge(answer: str, result: str, user: str = "totals?"):
    return check_answer(answer, [{"role": "user", "content": user}, {"role": "tool", "content": result}], GATE)


# --- the slip scan's framing: one reading per answer, equal to the searches it replaces --------------

_PIECES = ["1", "12", "345", "$5", "3.5", " ", "  ", ". ", "! ", "; ", "\n", "\n\n", "=", "\u2248", "=>", "(", "(~", "*",
           "_", "about ", "Approx. ", "roughly", "x ", " x ", "\u00d7", " - ", " / ", "+", "\u2212", "%", "5% (", "total",
           "a", "word", "\u20ac", "|", "| 12 |", "\t"]


def _texts(count: int, seed: int):
    rng = random.Random(seed)
    for _ in range(count):
        yield "".join(rng.choice(_PIECES) for _ in range(rng.randrange(1, 40)))


def _scope_searched(answer: str, at: int) -> tuple[int, int, int, int]:
    """`unverified._scope` as it searched each line (the reference)."""
    line_start = answer.rfind("\n", 0, at) + 1
    line_end = answer.find("\n", at)
    line_end = len(answer) if line_end < 0 else line_end
    start, end = line_start, line_end
    for m in unverified._SENTENCE_BREAK.finditer(answer, line_start, line_end):
        if m.end() <= at:
            start = m.end()
        elif m.start() >= at:
            end = m.start()
            break
    return line_start, line_end, start, end


def test_the_framings_one_reading_equals_the_searches() -> None:
    checked = 0
    for text in _texts(1_500, 12):
        numbers = unverified.numbers_of(text)
        for at in range(len(text) + 1):
            assert unverified._scope(text, at) == _scope_searched(text, at), (text, at)
        for k in range(len(text) + 1):
            before = text[:k]
            if unverified._AFTER_EQUALS.search(before) is not None:
                assert unverified._after_equals(before), before
                checked += 1
            if unverified._PERCENT_AMOUNT.search(before) is not None:
                assert unverified._open_parenthesis(before), before
        for number in numbers:
            _, line_end, start, _ = unverified._scope(text, number.start)
            read = unverified._read(text)
            want = unverified._OPERATION.search(text[start:number.start]) is not None
            assert read.operation_before(start, line_end, number.start) == want, (text, number)
            for lo, hi in ((start, number.start), (0, number.start), (number.end, len(text))):
                assert list(unverified._between(text, numbers, lo, hi)) == [n for n in numbers if lo <= n.start < hi]
    assert checked > 100


@pytest.mark.slow
def test_the_slip_scan_reads_each_number_once_not_its_sentence() -> None:
    """25,000 four-digit groups on one line (51 s before): the operation search reads the line a
    bounded number of times (halving), not once per number."""
    calls = {"chars": 0}

    class Counting:
        def __init__(self, pattern) -> None:
            self.pattern = pattern

        def search(self, text, pos=0, endpos=None):
            calls["chars"] += (len(text) if endpos is None else endpos) - pos
            return self.pattern.search(text, pos, len(text) if endpos is None else endpos)

    original = unverified._OPERATION
    unverified._OPERATION = Counting(original)  # type: ignore[assignment]
    try:
        answer, result = FAMILIES["digit_groups"][0](25_000)
        _judge(answer, result)
    finally:
        unverified._OPERATION = original
    assert calls["chars"] < 40 * len(answer), (calls, len(answer))


def test_a_slip_is_still_judged_and_a_framed_result_left_out() -> None:
    """The scan still attributes a slip (`New fuel level: 23.5` for a carried 22.5) and leaves out
    a value framed as arithmetic (`= 465`), after a long line of other numbers."""
    filler = " ".join(f"{1000 + i}" for i in range(2_000))
    result = '{"fuelLevel": 22.5, "price": 456}'
    flagged = {c.value for c in _judge(f"Codes {filler}\nNew fuel level: 23.5 gallons.", result).unsupported}
    assert "23.5" in flagged


# --- the arithmetic's pairs per try: the nearest terms only ------------------------------------------


@pytest.mark.slow
@pure
@pytest.mark.parametrize("family", ["quotes12", "quantities12", "named12"])
def test_a_sentence_of_many_terms_pairs_a_bounded_number_per_try(family: str, monkeypatch) -> None:
    """Each try of `exchange` or `quantity` compares at most MAX terms x MAX terms (it compared every
    pair of the sentence: 8.6 KB of quotes took 13.4 s)."""
    from evidence_audit.evidence.computed import narrow, products

    counts = {"tries": 0, "equal": 0}
    equal = products.equal_at
    rules = {name: getattr(products, name) for name in ("_exchange_rule", "_quantity_rule")}

    def counting_equal(*args):
        counts["equal"] += 1
        return equal(*args)

    def wrap(rule):
        def counting(*args, **kwargs):
            counts["tries"] += 1
            return rule(*args, **kwargs)
        return counting

    monkeypatch.setattr(products, "equal_at", counting_equal)
    for name, rule in rules.items():
        monkeypatch.setattr(narrow, name, wrap(rule))
    answer, result = FAMILIES[family][0](120)
    _judge(answer, result)
    bound = 2 * (products.MAX_EXCHANGE_TERMS + 2) * products.MAX_RATE_TERMS
    assert counts["tries"] > 0 and counts["equal"] <= counts["tries"] * bound, counts


def test_an_exchange_and_a_quantity_are_still_computed_after_many_others() -> None:
    """The nearest terms are the value's own; one cent off stays flagged."""
    quotes = ", ".join(f"1 USD = 0.8{i:03d} EUR" for i in range(100))
    result = json.dumps({"rates": [round(0.8 + i / 10000, 4) for i in range(100)] + [0.8594], "amount": 2500})
    for written, ok in (("2,148.50", True), ("2,148.60", False)):
        verdict = _judge(f"Quotes: {quotes}, and at 1 USD = 0.8594 EUR your $2,500.00 is \u20ac{written}.", result)
        value = written.replace(",", "").rstrip("0")
        assert (value in {c.value for c in verdict.computed}) is ok, (value, verdict.computed)
        assert (value in {c.value for c in verdict.unsupported}) is not ok
    counts = ", ".join(f"{i % 9 + 2} boxes at ${4 + i}.25" for i in range(100))
    prices = json.dumps({"prices": [4 + i + 0.25 for i in range(100)] + [231.6]})
    for written, ok in (("4,632.00", True), ("4,633.00", False)):
        verdict = _judge(f"Order: {counts}, and 20 shares at $231.60 cost ${written}.", prices)
        value = written.replace(",", "").split(".")[0]
        assert (value in {c.value for c in verdict.computed}) is ok, (value, verdict.computed)


# --- records of thousands of numbers: the first MAX_KEYS of each read ---------------------------------


def test_a_records_numbers_are_kept_up_to_the_bound() -> None:
    from evidence_audit.evidence import group_sums, named_gaps, switch_gaps

    assert switch_gaps.MAX_KEYS == group_sums.MAX_KEYS == named_gaps.MAX_KEYS == 64
    records = switch_gaps.NamedRecords()
    records._read({"plans": [{"name": f"Plan {k}", **{f"fee_{j}": j for j in range(500)}} for k in range(2)]}, 1)
    assert all(len(numbers) == 64 for numbers in records._records.values())
    assert list(records._records["plan 0"])[:2] == ["fee_0", "fee_1"]


def test_each_rule_keeps_at_most_max_keys_numbers_of_a_wide_record() -> None:
    """The records of `switch12`, `group_sum12` and `named_gap12` (2,048 numbers each) as each rule
    files them: 64 numbers a record or part, so a value's try reads at most pairs x 64 (it read
    every number of each record: 12.5 s for a 2 KB answer over eight plans of 2,000 fees)."""
    from evidence_audit.evidence import group_sums, named_gaps, switch_gaps
    from evidence_audit.evidence.walk import containers

    plans = json.loads(FAMILIES["switch12"][0](2_048)[1])
    switch = switch_gaps.NamedRecords()
    switch._read(plans, 1)
    assert len(switch._records) == 8 and {len(n) for n in switch._records.values()} == {switch_gaps.MAX_KEYS}
    payments = json.loads(FAMILIES["group_sum12"][0](2_048)[1])
    grouped = group_sums.GroupedParts()
    for node, at, _ in containers(payments, group_sums.MAX_WALK):
        if isinstance(node, dict):
            grouped._file(node, at, 1)
    parts = [p for ps in grouped._parts.values() for p in ps]
    assert len(parts) == 32 and {len(p.numbers) for p in parts} == {group_sums.MAX_KEYS}
    models = json.loads(FAMILIES["named_gap12"][0](2_048)[1])
    named = named_gaps.NamedRecords()
    named._read(models, 1)
    records = [r for group, _ in named._groups for r in group]
    assert len(records) == 16 and {len(r.numbers) for r in records} == {named_gaps.MAX_KEYS}


def test_a_switch_gap_is_still_computed_from_the_first_keys() -> None:
    plans = [{"name": "Connect 12GB", "price": 45.0}, {"name": "Basic 2GB", "price": 28.0}]
    result = json.dumps({"plans": plans})
    verdict = _judge("Upgrade from Basic 2GB to Connect 12GB: the difference is $17.00 a month.", result)
    assert "17" in {c.value for c in verdict.computed}
    verdict = _judge("Upgrade from Basic 2GB to Connect 12GB: the difference is $18.00 a month.", result)
    assert "18" in {c.value for c in verdict.unsupported}
