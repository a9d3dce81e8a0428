"""Worked arithmetic written over lines (`E1\\n= E2\\n= V`, E2 opening a parenthesis) and ratios
whose result is written as a percent (`A / B = 95.57%`), read and redone (prec3), with their
refusals: a wrong step or a wrong percent verifies nothing."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.expressions import relations

from ._helpers import history, judged

WEIGHTED = """A traffic-weighted average:

(812.4 × 41.2 + 655.1 × 48.8 + 301.9 × 53.5) / (812.4 + 655.1 + 301.9)
= (33,470.9 + 31,968.9 + 16,151.6) / 1,769.4
= **46.1 ms**"""


def verified(answer: str) -> dict[str, str]:
    return {str(r.value): r.expression for r in relations(answer)[0]}


def test_a_chain_over_lines_computes_the_steps_it_restates() -> None:
    found = verified(WEIGHTED)
    assert found["33470.9"] == "812.4 x 41.2 = 33470.9"
    assert found["1769.4"] == "812.4 + 655.1 + 301.9 = 1769.4"
    assert "46.1" in found


@pytest.mark.parametrize("old,new", [("31,968.9", "31,968.8"), ("31,968.9", "31,969.9"), ("1,769.4", "1,796.4")])
def test_a_wrong_step_of_a_chain_is_not_computed(old: str, new: str) -> None:
    found = verified(WEIGHTED.replace(old, new))
    assert new.replace(",", "") not in found


def test_lines_are_one_chain_only_when_the_next_starts_with_a_relation() -> None:
    assert verified("Total: 3 x 4\n12 more lines") == {}


@pytest.mark.parametrize("answer,value", [
    ("1,184,233 / 1,239,134 = 95.57%", "95.57"),
    ("(1.961 + 2.707 + 0.299) / 1769.4\n= **0.28%** overall", "0.28"),
    ("so 1,486.5 / 3,072 ≈ 48.4% used", "48.4"),
])
def test_a_ratio_written_as_a_percent(answer: str, value: str) -> None:
    assert value in verified(answer)


@pytest.mark.parametrize("answer", ["1,184,233 / 1,239,134 = 95.56%", "1,184,233 / 1,239,134 = 96.57%",
                                    "1,184,233 / 1,239,134 = 0.9557%"])
def test_a_wrong_percent_verifies_nothing(answer: str) -> None:
    assert verified(answer) == {}  # the last: a fraction written with a percent sign is 100 times off


# --- a table's total row sums its column, short cells included -------------------------------
def test_a_total_row_sums_a_column_with_short_cells_a_result_carried() -> None:
    payload = {"result": [{"code": "200", "value": "1184233"}, {"code": "201", "value": "40912"},
                          {"code": "500", "value": "1204"}, {"code": "502", "value": "288"}]}
    table = ("| Code | Requests |\n|---|---:|\n| 200 | 1,184,233 |\n| 201 | 40,912 |\n| 500 | 1,204 |\n"
             "| 502 | 288 |\n| **Total** | **{total}** |")

    def total_row(total: str, short: str = "288") -> tuple[set[str], set[str]]:
        flags, computed = judged(table.replace("{total}", total).replace("| 288 |", f"| {short} |"), history(payload))
        return flags, set(computed)

    assert total_row("1,226,637") == (set(), {"1226637"})
    assert "1226647" in total_row("1,226,647")[0]  # one digit off the column's sum
    # a short cell no result carried does not sum: the total stays flagged
    assert "1226638" in total_row("1,226,638", short="289")[0]


# --- a clock with seconds is shifted to the second ---------------------------------------------
@pytest.mark.parametrize("answer,value,excused", [
    ("It started at 00:44:09 and ended 10 minutes later, at 00:54:09.", "00:54:09", True),
    ("It started at 00:44:09 and ended 10 minutes later, at 00:54:10.", "00:54:10", False),
    ("From 00:44:09 to 13:02:52 is 12 h 18 min.", "13:02:52", False),
])
def test_a_clock_with_seconds_is_shifted_to_the_second(answer: str, value: str, excused: bool) -> None:
    flags, computed = judged(answer, history({"started": "00:44:09"}))
    assert (value in computed) is excused
    assert (value in flags) is not excused


# --- quantity: a count of things times a unit price written beside it --------------------------
ORDER = {"filled_qty": 500, "avg_price": 70.0346, "lots": [{"qty": 20, "cost": 231.6}]}


@pytest.mark.parametrize("answer,value", [
    ("The order is filled: 500 shares at an average of $70.0346, for a total of about $35,017.30.", "35017.3"),
    ("- 20 shares from the lot bought at $231.60: cost $4,632.00", "4632"),
    ("At $231.60 a share. So 20 shares come to $4,632.00.", "4632"),
    ("Two $231.60 charges, $463.20 total.", "463.2"),
])
def test_a_count_of_things_times_a_price_is_computed(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(ORDER))
    assert computed.get(value) == "quantity" and not flags


@pytest.mark.parametrize("answer", [
    "The order is filled: 500 shares at an average of $70.0346, for a total of about $35,017.40.",
    "- 20 shares from the lot bought at $231.60: cost $4,832.00",
    "- 20 shares from the lot bought at $231.60: cost $4,632.01",  # no rounding: the price has cents
    "We bought at $231.60.\n\nLater, 20 shares cost $4,632.00.",  # another paragraph's price
])
def test_a_product_off_by_a_digit_or_from_afar_stays_flagged(answer: str) -> None:
    flags, computed = judged(answer, history(ORDER))
    if "\n\n" in answer:
        # (round 14) another paragraph's price is no `quantity` operand; the lot's carried `cost`
        # (231.6, its key named by `cost`) times the 20 written is `keyed` (keyed_operands.py)
        # (round 21) now `carried-product`, tried first: the lot's own `qty` 20 times its `cost` (records21)
        assert "quantity" not in computed.values() and computed.get("4632") == "carried-product"
        return
    assert flags and "quantity" not in computed.values()


def test_a_table_row_of_quantity_price_and_amount() -> None:
    payload = {"dividends": [{"symbol": "PG", "per_share": 1.0568, "shares": 60}, {"symbol": "JNJ", "per_share": 1.3, "shares": 35}]}
    table = ("| Stock | Per share | Shares | Expected |\n|---|---:|---:|---:|\n"
             "| PG | $1.0568 | 60 | **$63.41** |\n| JNJ | $1.30 | 35 | **$45.50** |")
    flags, computed = judged(table, history(payload))
    assert not flags and computed["63.41"] == "table"
    flags, _ = judged(table.replace("$63.41", "$63.42"), history(payload))
    assert "63.42" in flags
    flags, _ = judged(table.replace("| 60 |", "| 61 |"), history(payload))  # a count no result carried
    assert "63.41" in flags


# --- a total over carried items and the result of a written equation ----------------------------
PORTFOLIO = {"positions": [{"symbol": "VTI", "value": 46621.47}, {"symbol": "VXUS", "value": 14725.2},
                           {"symbol": "BND", "value": 7035.7}], "cash": 1617.63}
LINES = ("- Stocks: $46,621.47 + $14,725.20 = $61,346.67\n- Bonds: $7,035.70\n- Cash: $1,617.63\n"
         "- Total: $70,000.00")


def test_a_total_adds_a_written_results_with_carried_items() -> None:
    flags, computed = judged(LINES, history(PORTFOLIO))
    assert not flags and computed["70000"] == "total"


@pytest.mark.parametrize("old,new", [("$70,000.00", "$70,000.10"), ("$61,346.67", "$61,346.77")])
def test_a_total_off_by_a_digit_or_over_a_wrong_result_stays_flagged(old: str, new: str) -> None:
    flags, _ = judged(LINES.replace(old, new), history(PORTFOLIO))
    assert flags


# --- a total of the items of its own currency mark ---------------------------------------------
YEN = [{"original_amount": 1840, "usd_amount": 12.26, "rate": 0.006663},
       {"original_amount": 14170, "usd_amount": 94.42, "rate": 0.0066634},
       {"original_amount": 52800, "usd_amount": 351.78, "rate": 0.0066625}]
YEN_LIST = ("1. Lawson: ¥1,840 = $12.26 (rate 0.006663)\n2. JR East: ¥14,170 = $94.42 (rate 0.0066634)\n"
            "3. Hotel: ¥52,800 = $351.78 (rate 0.0066625)\n\nIn total, ¥68,810 cost you $458.46.")


def test_a_total_of_the_items_of_its_currency_mark() -> None:
    flags, computed = judged(YEN_LIST, history(YEN))
    assert not flags and computed["68810"] == "total" and computed["458.46"] == "total"


@pytest.mark.parametrize("old,new", [("¥68,810", "¥68,910"), ("$458.46", "$458.47"), ("¥68,810", "$68,810")])
def test_a_total_of_another_mark_or_off_by_a_digit_stays_flagged(old: str, new: str) -> None:
    flags, _ = judged(YEN_LIST.replace(old, new), history(YEN))
    assert flags


# --- the unit of a quote -----------------------------------------------------------------------
QUOTE = {"quote_id": "FXQ-20251017-55810", "rate": 0.8594, "amount_usd": 2500.0, "rates": {"GBP": 0.74421}}


@pytest.mark.parametrize("answer,flagged_one", [
    ("Your quote is 1 USD = 0.8594 EUR. You pay $2,500.00.", False),
    ("Per 1 USD (spread included): EUR 0.8594, GBP 0.74421. You pay $2,500.00.", False),
    ("At $1 = EUR 0.8594 you pay $2,500.00.", False),
    ("Your quote is 1 USD = 0.8594 EUR. There is a fee of 1 USD. You pay $2,500.00.", True),  # a fee is a value
])
def test_the_unit_of_a_quote_is_no_claim(answer: str, flagged_one: bool) -> None:
    flags, _ = judged(answer, history(QUOTE))
    assert ("1" in flags) is flagged_one
    assert not flags - {"1"}


def test_a_mutated_rate_beside_the_unit_stays_flagged() -> None:
    flags, _ = judged("Your quote is 1 USD = 0.8595 EUR. You pay $2,500.00.", history(QUOTE))
    assert flags == {"0.8595"}


# --- exchange: an amount at a rate the answer quotes --------------------------------------------
@pytest.mark.parametrize("answer,value,excused", [
    ("Your quote is 1 USD = 0.8594 EUR. For $2,500.00 you would receive €2,148.50.", "2148.5", True),
    ("Your quote is 1 USD = 0.8594 EUR. For $2,500.00 you would receive €2,148.60.", "2148.6", False),
    ("Your quote is 1 USD = 0.8595 EUR. For $2,500.00 you would receive €2,148.75.", "2148.75", False),  # an unquoted rate
    # no quote written (round 8: with the amount in another sentence; in one sentence the
    # `carried-rate` rule computes it from the carried 0.8594, test_rates8.py)
    ("You pay $2,500.00. You would receive €2,148.50; the rate is 0.8594.", "2148.5", False),
    # (round 6: a rate written right after the value is one: `€2,148.50 at 0.8594`, test_arithmetic_round6.py)
    ("For $2,500.00 you would receive €2,148.50 at 0.8594.", "2148.5", True),
])
def test_an_amount_at_a_quoted_rate(answer: str, value: str, excused: bool) -> None:
    flags, computed = judged(answer, history(QUOTE))
    assert (computed.get(value) == "exchange") is excused
    assert (value in flags) is not excused
