"""(round 22, costing22) Line-by-line costings: `cost-line` (`cost_lines.py`) takes a line's
quantity times the unit price the run gives for the item the line names, the units scaled only
physically (g/kg, ml/cl/L, a pack size written); the column's total then follows (`total`), the
total per portion over the yield a record carries (`count-divided`), a price before the tax the
system prompt states (`rate-step`), also of a carried price of the record a table row names. Each
with its refusals: a digit mutated, another item's price, a price the run never gave."""

from __future__ import annotations

import pytest

from ._helpers import history, judged

SYSTEM = "You are a kitchen assistant.\nRules:\n- Menu prices include 20% VAT.\n"
RECIPE = {"recipe_id": "R-118", "name": "Risotto", "yield_portions": 6, "ingredients": [
    {"item": "arborio rice", "qty": 480, "unit": "g"}, {"item": "mixed wild mushrooms", "qty": 600, "unit": "g"},
    {"item": "white wine", "qty": 200, "unit": "ml"}, {"item": "vegetable stock", "qty": 1800, "unit": "ml"}],
    "menu_price_gbp": 18.5}
PRICES = ("HARLOW FRESH - TRADE PRICE LIST (prices ex VAT)\n"
          "ARB-01  Arborio rice ................ £4.20/kg\n"
          "MSH-07  Mixed wild mushrooms ........ £14.50/kg\n"
          "WIN-11  Cooking white wine .......... £9.00/75cl\n"
          "STK-03  Vegetable stock ............. £1.10/L")
COSTING = ("| Ingredient | Qty | Cost |\n|---|---|---|\n"
           "| Arborio | 480 g | £{arborio} |\n| Wild mushrooms | 600 g | £{mushrooms} |\n"
           "| White wine | 200 ml | £{wine} |\n| Veg stock | 1.8 L | £{stock} |\n"
           "| **Batch** | | **£{batch}** |\n\nThat's **£{portion} a portion**.")


def _costing(**cells: str) -> str:
    values = {"arborio": "2.02", "mushrooms": "8.70", "wine": "2.40", "stock": "1.98", "batch": "15.10", "portion": "2.52"}
    values.update(cells)
    out = COSTING
    for key, value in values.items():
        out = out.replace("{" + key + "}", value)
    return out


def _run() -> list[dict[str, object]]:
    return history(RECIPE, PRICES, system=SYSTEM)


def test_each_line_s_quantity_times_its_item_s_price_the_total_and_a_portion() -> None:
    flags, computed = judged(_costing(), _run())
    for value in ("2.02", "8.7", "2.4", "1.98"):  # 480 g at £4.20/kg; 200 ml of a 75 cl bottle at £9
        assert computed.get(value) == "cost-line", computed
    assert "15.1" in computed, computed  # the column's total
    assert computed.get("2.52") == "count-divided", computed  # over the recipe's yield_portions 6
    assert not flags, flags


@pytest.mark.parametrize("cell", [("arborio", "2.12"), ("mushrooms", "8.79"), ("wine", "2.46"), ("stock", "1.88"),
                                  ("batch", "15.19"), ("portion", "2.53")])
def test_a_mutated_cost_total_or_portion_stays_flagged(cell: tuple[str, str]) -> None:
    key, value = cell
    flags, computed = judged(_costing(**{key: value}), _run())
    assert value.rstrip("0").rstrip(".") in flags, (flags, computed)


def test_a_quantity_times_another_item_s_price_is_not_excused() -> None:
    # 600 g at the mushrooms' £14.50/kg written on the Arborio line
    flags, computed = judged("| Ingredient | Qty | Cost |\n|---|---|---|\n| Arborio | 600 g | £8.70 |\n", _run())
    assert "8.7" in flags, computed


def test_a_price_the_run_never_gave_stays_flagged() -> None:
    flags, computed = judged("| Ingredient | Qty | Cost |\n|---|---|---|\n| Truffle | 20 g | £14.40 |\n", _run())
    assert "14.4" in flags, computed


def test_a_case_price_a_record_carries_times_the_cases_written() -> None:
    stock = "item,unit,on_hand,par,case_size,case_price_gbp\nolive oil,L,14,40,5,38.50\narborio,kg,6,20,5,21.00"
    answer = "| Item | Short | Cases | Cost |\n|---|---|---|---|\n| Olive oil | 26 L | 6 (30 L) | £231.00 |\n| Arborio | 14 kg | 3 (15 kg) | £63.00 |"
    flags, computed = judged(answer, history(stock, system=SYSTEM))
    assert computed.get("231") == "cost-line" and computed.get("63") == "cost-line", computed
    assert not flags, flags
    flags, _ = judged(answer.replace("£63.00", "£68.00"), history(stock, system=SYSTEM))
    assert "68" in flags


def test_a_pack_price_the_person_states_for_the_packs_bought_and_the_weight_used() -> None:
    run = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "Biscuits x2.5?"},
           {"role": "assistant", "content": "- butter 567.5 g\n- flour 1,520 g"},
           {"role": "user", "content": "butter is £3.95 per 250 g block. cost?"}]
    flags, computed = judged("2.27 blocks → buy 3 (£11.85); used £8.97.", run)
    assert computed.get("11.85") == "cost-line" and computed.get("8.97") == "cost-line", computed
    assert not flags, flags
    flags, computed = judged("2.27 blocks → buy 3 (£11.85); used £8.87.", run)
    assert "8.87" in flags, computed


def test_a_price_per_kg_written_on_the_line_is_scaled_to_the_grams() -> None:
    reagent = {"item": "Tris base", "lot": "BCCJ2290", "stock_g": 410, "price_per_kg": 212.0}
    flags, computed = judged("- Tris: 24.23 g × $212.00/kg = $5.14", history(reagent, user="What does it cost?"))
    assert "5.14" not in flags, (flags, computed)
    flags, computed = judged("- Tris: 24.23 g × $212.00/kg = $5.41", history(reagent, user="What does it cost?"))
    assert "5.41" in flags, computed


def test_a_price_before_the_stated_tax() -> None:
    flags, computed = judged("The menu price of £18.50 is £15.42 before VAT.", _run())
    assert computed.get("15.42") == "rate-step", computed
    flags, computed = judged("The menu price of £18.50 is £15.52 before VAT.", _run())
    assert "15.52" in flags, computed


def test_a_price_before_a_tax_nobody_stated_stays_flagged() -> None:
    flags, computed = judged("The menu price of £18.50 is £15.42 before VAT.", history(RECIPE, PRICES))
    assert "15.42" in flags, computed


def test_a_table_row_s_carried_price_before_the_tax_its_header_names() -> None:
    dishes = "dish,menu_price_gbp,cost_per_portion_gbp,sold_last_week\nShort rib,26.00,6.85,84\nBurrata,11.50,3.05,143"
    answer = ("| Dish | Price ex VAT | Cost | GP/portion |\n|---|---|---|---|\n"
              "| Short rib | £21.67 | £6.85 | £14.82 |\n| Burrata | £9.58 | £3.05 | £6.53 |")
    flags, computed = judged(answer, history(dishes, system=SYSTEM))
    assert computed.get("21.67") == "rate-step" and computed.get("9.58") == "rate-step", computed
    assert "14.82" in computed and "6.53" in computed, computed
    assert not flags, flags
    flags, computed = judged(answer.replace("£21.67", "£21.76"), history(dishes, system=SYSTEM))
    assert "21.76" in flags, computed
    # Burrata's price on Short rib's row is no operand
    flags, computed = judged("| Dish | Price ex VAT |\n|---|---|\n| Short rib | £9.58 |", history(dishes, system=SYSTEM))
    assert "9.58" in flags, computed
