"""Round 14 (chains14): arithmetic written as a chain of steps. A running value carried with arrows
(`arrow-step`), a bill table's percent row of the subtotal above it (`subtotal-percent`), a
table's calculation cell and its result cell (`cell-equation`), a cell written with a minus sign
(`−$4.00`) negative in its column's total and a cell that writes its own step counted as its
result. Each with its refusals: a result one digit off, an operand no source carried, a value
written before its operands, and the `reference` profile reading none."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.arrow_steps import arrow_step
from evidence_audit.evidence.cell_equations import cell_equation
from evidence_audit.evidence.signed_cells import cell_number, cell_result
from evidence_audit.evidence.subtotal_percents import label_rate, subtotal_percent

from ._helpers import DEFAULT, REFERENCE, history, judged

PLAN = {"plan": "Family 30", "price_per_line": 35.0, "tax": 5.6, "fee_per_line": 1.75}
BILL = {"plan": "Family 30", "price_per_line": 35.0}
LINES = {"lines": [{"id": "L1", "plan": "Family 30"}, {"id": "L2", "plan": "Family 30"}]}


def _expressions(answer: str, hist: list[dict]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


# --- arrow-step ---------------------------------------------------------------------------------------

def _arrows(total: str, fee: str = "$1.75") -> str:
    return f"Plans 2 × $35.00 = $70.00 → tax $5.60 → + fees {fee} = **${total}**/mo."


@pytest.mark.parametrize("total,ok", [("77.35", True), ("77.45", False), ("78.35", False), ("77.53", False)])
def test_an_arrow_chain_carries_its_running_value(total: str, ok: bool) -> None:
    flags, computed = judged(_arrows(total), history(PLAN))
    assert computed.get("70") == "written" and "5.6" not in flags
    assert (computed.get(total.rstrip("0").rstrip(".")) == "arrow-step") is ok
    assert (total.rstrip("0").rstrip(".") in flags) is not ok


def test_an_arrow_chain_shows_its_steps() -> None:
    assert _expressions(_arrows("77.35"), history(PLAN))["77.35"] == "70 + 5.6 + 1.75 = 77.35"


def test_an_arrow_chain_refuses_an_operand_no_source_carried() -> None:
    # $2.75 is no fee the plan carries: it stays flagged, and so does the total over it
    flags, computed = judged(_arrows("78.35", "$2.75"), history(PLAN))
    assert {"2.75", "78.35"} <= flags
    assert "78.35" not in computed


def test_an_arrow_chain_refuses_a_value_before_its_operands() -> None:
    answer = "Total **$77.35**/mo. Plans 2 × $35.00 = $70.00 → tax $5.60 → + fees $1.75"
    flags, computed = judged(answer, history(PLAN))
    assert "77.35" in flags and "77.35" not in computed


def test_an_arrow_chain_with_a_wrong_step_result_breaks() -> None:
    answer = "Plans $70.00 → + 8% = $75.70 → + fees $1.75 = **$77.45**/mo."
    flags, _ = judged(answer, history(PLAN, {"subtotal": 70.0}))
    assert {"75.7", "77.45"} <= flags


def test_an_arrow_chain_restated_at_its_end() -> None:
    answer = "Plans 2 × $35.00 = $70.00 → tax $5.60 → + fees $1.75 → total **$77.35** a month."
    assert judged(answer, history(PLAN))[1].get("77.35") == "arrow-step"


def test_the_reference_profile_reads_no_arrow_chain() -> None:
    flags, _ = judged(_arrows("77.35"), history(PLAN), REFERENCE)
    assert "77.35" in flags


def test_arrow_step_reads_the_steps_as_written() -> None:
    known = {"70.00", "5.60", "1.75"}
    text = "$70.00 → tax $5.60 → + fees $1.75 = $77.35"
    found = arrow_step(text, text.rindex("77.35"), lambda w: w in known)
    assert found is not None and found.expression == "70 + 5.6 + 1.75"
    assert arrow_step(text, text.rindex("77.35"), lambda w: w in known - {"5.60"}) is None
    text = "$70.00 x 12 → $840.00"  # no arrow before the value's own step: nothing to carry
    assert arrow_step(text, text.index("70.00"), lambda w: True) is None
    text = "$70.00 → ÷ 4 = $17.50"
    found = arrow_step(text, text.rindex("17.50"), lambda w: w in {"70.00", "4"})
    assert found is not None and found.expression == "70 / 4"
    assert arrow_step("$70.00 → ÷ 4 = $17.60", 17, lambda w: True) is None


# --- subtotal-percent and signed cells ----------------------------------------------------------------

def _bill(tax: str, total: str, discount: str = "−$7.00") -> str:
    return ("| | With the new line |\n|---|---|\n"
            "| Plans | $35.00 + $35.00 = $70.00 |\n"
            f"| Multi-line discount | {discount} |\n"
            f"| Tax (8%) | ${tax} |\n"
            f"| **Total** | **${total}** |")


DISCOUNT = {"discount": 7.0}


@pytest.mark.parametrize("tax,ok", [("5.04", True), ("5.64", False), ("5.14", False), ("6.04", False)])
def test_a_percent_row_of_the_subtotal_above(tax: str, ok: bool) -> None:
    flags, computed = judged(_bill(tax, "68.04"), history(BILL, DISCOUNT))
    value = tax.rstrip("0").rstrip(".")
    assert (computed.get(value) == "subtotal-percent") is ok
    assert (value in flags) is not ok


def test_a_bill_table_totals_its_signed_cells() -> None:
    flags, computed = judged(_bill("5.04", "68.04"), history(BILL, DISCOUNT))
    assert computed.get("68.04") == "table"
    exprs = _expressions(_bill("5.04", "68.04"), history(BILL, DISCOUNT))
    assert exprs["5.04"] == "(70 - 7) x 8% = 5.04"
    assert exprs["68.04"] == "70 - 7 + 5.04 = 68.04"
    # the minus read as a plus is no total of the cells
    flags, computed = judged(_bill("5.04", "82.04"), history(BILL, DISCOUNT))
    assert "82.04" in flags


def test_a_discount_no_source_carried_ends_the_subtotal() -> None:
    flags, computed = judged(_bill("4.96", "66.96", "−$8.00"), history(BILL, DISCOUNT))
    assert {"4.96", "66.96"} <= flags


def test_the_reference_profile_reads_no_subtotal_percent() -> None:
    flags, computed = judged(_bill("5.04", "68.04"), history(BILL, DISCOUNT), REFERENCE)
    assert "68.04" in flags and not computed


def test_signed_cells_and_label_rates() -> None:
    text = "| −$7.00 | -7 | $7.00 | 3 × $1.25 = $3.75 | $80 − $60 |"
    assert cell_number(text, 1, text.index("7.00"), Decimal("7.00")) == Decimal("-7.00")
    assert cell_number(text, 11, text.index("7.00 |", 12), Decimal("7.00")) == Decimal("7.00")
    assert cell_number(text, 19, text.index("1.25"), Decimal("1.25")) == Decimal("1.25")
    cell = text.index("3 ×")
    assert cell_result(text, cell, [cell, text.index("1.25"), text.index("3.75")]) == 2
    cell = text.index("$80")
    assert cell_result(text, cell, [cell + 1, text.index("60")]) == -1
    assert label_rate("Tax (7.5%)") == Decimal("7.5") and label_rate("Tax 5% + 2%") is None and label_rate("Tax") is None
    assert subtotal_percent(Decimal("8"), [Decimal("70"), Decimal("-7")], Decimal("5.04"), 2) == Decimal("63")
    assert subtotal_percent(Decimal("8"), [Decimal("70")], Decimal("5.60"), 2) is None  # one cell: `percent`'s
    assert subtotal_percent(Decimal("7.5"), [Decimal("40.3"), Decimal("2")], Decimal("3.17"), 2) is not None  # 3.1725
    assert subtotal_percent(Decimal("7.5"), [Decimal("40.3"), Decimal("2")], Decimal("3.18"), 2) is None


# --- cell-equation ------------------------------------------------------------------------------------

RATE = {"currency": "JPY", "usd_per_jpy": 0.0067, "usage_jpy": 3120, "pass_per_day": 12.0}


def _calc(result: str, total: str) -> str:
    return ("| Item | Calculation | Amount |\n|---|---|---|\n"
            "| Travel Pass | 4 days × $12.00 | $48.00 |\n"
            f"| Partner usage | ¥3,120 × 0.0067 | ${result} |\n"
            f"| **Total** | | **${total}** |")


@pytest.mark.parametrize("result,ok", [("20.90", True), ("20.91", False), ("21.90", False), ("20.80", False)])
def test_a_calculation_cell_and_its_result(result: str, ok: bool) -> None:
    flags, computed = judged(_calc(result, "68.90"), history(RATE))
    value = result.rstrip("0").rstrip(".")
    assert (computed.get(value) == "cell-equation") is ok
    assert (value in flags) is not ok


def test_a_calculation_cell_chains_into_the_total() -> None:
    flags, computed = judged(_calc("20.90", "68.90"), history(RATE))
    assert computed.get("68.9") in ("table", "total") and not flags
    assert _expressions(_calc("20.90", "68.90"), history(RATE))["20.9"] == "3120 x 0.0067 = 20.9"


def test_a_calculation_cell_refuses_an_operand_no_source_carried() -> None:
    text = _calc("20.97", "68.97").replace("0.0067", "0.00672")
    flags, _ = judged(text, history(RATE))
    assert "20.97" in flags


def test_cell_equation_reads_one_cell() -> None:
    found = cell_equation(" ¥3,120 × 0.0067 ", "$20.90")
    assert found is not None and found.expression == "3120 x 0.0067"
    assert cell_equation(" 3 × $1.25 = $3.75 ", "$3.75") is None  # the cell writes its own result
    assert cell_equation(" Partner usage ", "$20.90") is None
    assert cell_equation(" ¥3,120 × 0.0067 ", "$21.90") is None
