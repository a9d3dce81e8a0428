"""Round 22's review mends, each a behaviour that could fail: a cost line takes the price of the item
its line names best, a price list's size does not multiply a cost line's work, a schedule row's unit
words name no record line, a million of money is no molar, a restated price written past the
context's precision is no crash."""
from __future__ import annotations

import time
from decimal import Decimal

import pytest

from evidence_audit.evidence.si_units import si_unit_after
from evidence_audit.evidence.unit_prices import PricedUnit, restated_price

from ._helpers import history, judged

PRICES = "PRICE LIST\nARB-01  Arborio rice ..... £4.20/kg\nBAS-02  Basmati rice ..... £6.50/kg"


def test_a_cost_line_takes_the_price_of_the_item_it_names_best() -> None:
    flags, computed = judged("| Item | Qty | Cost |\n|---|---|---|\n| Arborio rice | 480 g | £2.02 |", history(PRICES))
    assert "2.02" not in flags and computed["2.02"] == "cost-line"  # 0.48 x 4.20
    # 0.48 x 6.50, the Basmati's price: `rice` is a word of both, `Arborio` of one
    flags, computed = judged("| Item | Qty | Cost |\n|---|---|---|\n| Arborio rice | 480 g | £3.12 |", history(PRICES))
    assert "3.12" in flags and "3.12" not in computed


def test_a_long_price_list_does_not_multiply_a_cost_lines_work() -> None:
    """400 prices sharing a word, an answer of 200 quantity lines and 50 costs: read once per text
    (was ~70 s). A bound, not a benchmark: a tenth of it would still pass on a loaded machine."""
    result = "\n".join(f"rice grade £{4 + k / 100:.2f}/kg" for k in range(400))
    answer = "\n".join(f"rice batch {k + 1}: 480 g" for k in range(200)) + "\n" + "\n".join(
        f"rice line: £{1 + k * 0.37:.2f}" for k in range(50))
    started = time.process_time()
    judged(answer, history(result))
    assert time.process_time() - started < 30


RECIPES = "Focaccia: mix 20 minutes; prove 2 hours\nPanna cotta: make 30 minutes; set 4 hours\nBread: bake 45 minutes"


@pytest.mark.parametrize("end, flagged", [("16:30", True), ("16:45", False)])
def test_a_rows_unit_words_name_no_record_line(end: str, flagged: bool) -> None:
    """`Bake the bread (45 minutes)` shares `minutes` with the panna cotta's `make 30 minutes`: no step."""
    answer = f"| Step | Start | End |\n|---|---|---|\n| Bake the bread (45 minutes) | 16:00 | {end} |"
    flags, _ = judged(answer, history(RECIPES, user="Plan dinner prep; I start baking at 16:00."))
    assert (end in flags) is flagged


@pytest.mark.parametrize("text, unit", [
    ("ARR of $4.2 M this year", None), ("a budget of €1.2M", None),
    ("a 0.520 M solution", "molar"), ("5 mM Tris", "mmolar"),
])
def test_a_million_of_money_is_no_molar(text: str, unit: str | None) -> None:
    end = max(i for i, ch in enumerate(text) if ch.isdigit()) + 1
    found = si_unit_after(text, end)
    assert (found.unit if found else None) == unit


def test_a_restated_price_past_the_contexts_precision_is_no_crash() -> None:
    kg, g = PricedUnit("EUR", "mass", "kg"), PricedUnit("EUR", "mass", "g")
    assert restated_price(Decimal("0.02520000000000000000000000000001"), 32, g, [(Decimal("25.20"), "25.20", kg)]) is None
    assert restated_price(Decimal("0.0252"), 4, g, [(Decimal("25.20"), "25.20", kg)]) == ("25.20", "kg", "0.001")
