"""Round 12 (worst12): heldout4's and heldout3's table and clock classes. A table cell that is a
formula of its own row (`row-ratio`, `row-product`, `row-total`), a column total over a text
result's comma-separated cells and zero cells, seconds between two clocks to their fraction
(`elapsed`), a clock an earlier answer wrote for a carried instant in the zone it named, repeated.
Each with its refusals: a digit off, an operand no source carried, a header that names no unit or
total, no unit of time; `reference` reads none of them."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.clock_elapsed import clock_seconds
from evidence_audit.evidence.row_formulas import RowCell, row_formula

from ._helpers import DEFAULT, REFERENCE, history, judged

OVERTIME = {"rows": [
    {"department": "Assembly", "ot_hours": 4318.75, "ot_cost": 559283.13},
    {"department": "Shipping", "ot_hours": 1906.5, "ot_cost": 235711.45},
]}
OVERTIME_TABLE = (
    "| Department | OT hours | OT cost | Avg cost per OT hour |\n|---|---|---|---|\n"
    "| Assembly | 4,318.75 | $559,283.13 | ${a} |\n| Shipping | 1,906.50 | $235,711.45 | ${b} |\n"
)


def test_a_cell_over_the_cell_whose_header_names_the_unit_is_a_row_ratio() -> None:
    # 559283.13 / 4318.75 = 129.5004..., 235711.45 / 1906.5 = 123.6357...
    v = check_answer(OVERTIME_TABLE.format(a="129.50", b="123.64"), history(OVERTIME), DEFAULT)
    computed = {c.value: c for c in v.computed or ()}
    assert not v.unsupported
    assert computed["129.5"].derivation == "row-ratio" and computed["123.64"].derivation == "row-ratio"
    assert computed["123.64"].from_ == "235711.45 / 1906.5 (row 'Shipping') = 123.64"  # the expression names the row


@pytest.mark.parametrize("b", ["123.74", "123.65", "128.64"])
def test_a_row_ratio_a_digit_off_stays_flagged(b: str) -> None:
    flags, _ = judged(OVERTIME_TABLE.format(a="129.50", b=b), history(OVERTIME))
    assert b in flags and "129.5" not in flags


def test_a_row_ratio_needs_a_header_naming_the_unit_and_carried_operands() -> None:
    no_unit = OVERTIME_TABLE.format(a="129.50", b="123.64").replace("Avg cost per OT hour", "Avg cost")
    _, computed = judged(no_unit, history(OVERTIME))
    assert computed.get("123.64") != "row-ratio"
    # (round 20) the row names a record whose two carried numbers divide to it: `carried-ratio`
    assert computed.get("123.64") == "carried-ratio"
    # the hours no result carried: the ratio of an invented operand excuses nothing
    invented = OVERTIME_TABLE.format(a="129.50", b="122.29").replace("1,906.50", "1,927.50")
    flags, _ = judged(invented, history(OVERTIME))
    assert "1927.5" in flags and "122.29" in flags


PRODUCE = {"lines": [{"item": "Apples", "kg": 2.35, "price_per_kg": 3.4}, {"item": "Pears", "kg": 1.85, "price_per_kg": 4.15}]}
PRODUCE_TABLE = ("| Item | Weight (kg) | Price per kg | Cost |\n|---|---:|---:|---:|\n"
                 "| Apples | 2.35 | $3.40 | ${a} |\n| Pears | 1.85 | $4.15 | ${b} |\n")


def test_a_quantity_with_a_fraction_times_the_row_price_is_a_row_product() -> None:
    # 2.35 x 3.40 = 7.99; 1.85 x 4.15 = 7.6775
    v = check_answer(PRODUCE_TABLE.format(a="7.99", b="7.68"), history(PRODUCE), DEFAULT)
    computed = {c.value: c for c in v.computed or ()}
    assert not v.unsupported
    assert computed["7.68"].derivation == "row-product" and computed["7.68"].from_ == "1.85 x 4.15 (row 'Pears') = 7.68"


@pytest.mark.parametrize("b", ["7.58", "7.69", "8.68"])
def test_a_row_product_a_digit_off_stays_flagged(b: str) -> None:
    flags, _ = judged(PRODUCE_TABLE.format(a="7.99", b=b), history(PRODUCE))
    assert b in flags


def test_a_row_product_needs_a_rate_column() -> None:
    no_rate = PRODUCE_TABLE.format(a="7.99", b="7.68").replace("Price per kg", "Grade")
    flags, _ = judged(no_rate.replace("$3.40", "3.40").replace("$4.15", "4.15"), history(PRODUCE))
    assert "7.68" in flags


def test_row_formula_reading() -> None:
    cells = [RowCell("2,203.25", "ot hours", "2203.25", Decimal("2203.25"), False, 40),
             RowCell("$58,816.77", "ot cost", "58816.77", Decimal("58816.77"), True, 52)]
    found = row_formula("Warehouse", "avg cost per ot hour", Decimal("26.70"), 2, 4, True, cells)
    assert found is not None and found.rule == "row-ratio" and found.operands == (1, 0)
    people = [RowCell("$43,718,206,511", "gdp", "43718206511", Decimal("43718206511"), True, 10),
              RowCell("1,371,826", "population", "1371826", Decimal("1371826"), False, 30)]
    assert row_formula("", "gdp per capita", Decimal("31869"), 0, 5, True, people) is not None
    # a value of too few digits is matched exactly only (`26.7` is no rounding of 26.69...)
    assert row_formula("", "avg cost per ot hour", Decimal("27"), 0, 2, True, cells) is None


CSV = ("employee_id,name,regular_hours,ot_hours,gross\nE-1,Ana,80.00,5.50,2065.05\nE-2,Bo,76.50,0.00,1692.00\n"
       "E-3,Cy,80.00,12.25,2661.04\n")
CSV_TABLE = ("| Employee | Reg h | OT h | Gross |\n|---|---:|---:|---:|\n| E-1 Ana | 80.00 | 5.50 | $2,065.05 |\n"
             "| E-2 Bo | 76.50 | 0.00 | $1,692.00 |\n| E-3 Cy | 80.00 | 12.25 | $2,661.04 |\n"
             "| **Total** | **{r}** | **{o}** | **$6,418.09** |\n")


def test_a_column_of_a_text_results_cells_and_zeros_sums_in_its_total_row() -> None:
    flags, computed = judged(CSV_TABLE.format(r="236.50", o="17.75"), history(CSV))
    assert not flags and computed.get("236.5") == "table" and computed.get("17.75") == "table"


@pytest.mark.parametrize(("r", "o"), [("236.60", "17.75"), ("236.50", "17.85")])
def test_a_column_total_a_digit_off_stays_flagged(r: str, o: str) -> None:
    flags, _ = judged(CSV_TABLE.format(r=r, o=o), history(CSV))
    assert flags == {r.rstrip("0").rstrip("."), o.rstrip("0").rstrip(".")} - {"236.5", "17.75"}


EVENTS = {"rows": [{"event": "started", "ts": "2026-11-25T14:32:13.412Z"}, {"event": "failed", "ts": "2026-11-25T14:33:18.044Z"},
                   {"event": "retry", "ts": "2026-11-25T14:34:22.910Z"}]}


def test_seconds_between_two_clocks_of_a_line_are_elapsed() -> None:
    flags, computed = judged("From 14:33:18.044 to 14:34:22.910 UTC: **64.866 s**.", history(EVENTS))
    assert not flags and computed.get("64.866") == "elapsed"
    flags, computed = judged("From 14:33:18.044 to 14:34:22.910 UTC: about 64.87 seconds.", history(EVENTS))
    assert not flags and computed.get("64.87") == "elapsed"


@pytest.mark.parametrize("value", ["64.876", "64.867", "65.866"])
def test_elapsed_a_digit_off_stays_flagged(value: str) -> None:
    flags, _ = judged(f"From 14:33:18.044 to 14:34:22.910 UTC: **{value} s**.", history(EVENTS))
    assert value in flags


def test_elapsed_needs_resolved_clocks_and_a_unit() -> None:
    # 14:34:22.911 no result carried; no unit after the number
    flags, _ = judged("From 14:33:18.044 to 14:34:22.911 UTC: **64.867 s**.", history(EVENTS))
    assert "64.867" in flags
    flags, _ = judged("From 14:33:18.044 to 14:34:22.910 UTC: **64.866**.", history(EVENTS))
    assert "64.866" in flags


SINCE = ("| Time (UTC) | Event | {h} |\n|---|---|---|\n| 14:32:13.412 | started | 0 s |\n"
         "| 14:33:18.044 | failed | 64.6 s |\n| 14:34:22.910 | retry | {v} s |\n")


def test_a_table_column_of_seconds_since_the_first_row_is_elapsed() -> None:
    flags, computed = judged(SINCE.format(h="Since start", v="129.5"), history(EVENTS))
    assert not flags and computed.get("129.5") == "elapsed"
    flags, computed = judged(SINCE.format(h="Gap", v="64.866"), history(EVENTS))
    assert not flags and computed.get("64.866") == "elapsed"


def test_an_elapsed_cell_a_digit_off_or_under_another_header_stays_flagged() -> None:
    flags, _ = judged(SINCE.format(h="Since start", v="129.6"), history(EVENTS))
    assert "129.6" in flags
    flags, _ = judged(SINCE.format(h="Duration", v="129.5"), history(EVENTS))
    assert "129.5" in flags


def test_clock_seconds_reading() -> None:
    assert clock_seconds("15:33:18.044") == Decimal("55998.044")
    assert clock_seconds("09:14") == Decimal(33240)
    assert clock_seconds("25:00") is None and clock_seconds("12:61:00") is None


EPOCHS = {"rows": [{"event": "failed", "ts_epoch_ms": 1795617198044}, {"event": "retry", "ts_epoch_ms": 1795617262910}]}


def test_a_clock_an_earlier_answer_wrote_in_its_zone_is_repeated() -> None:
    earlier = "In Berlin (CET): failed at 15:33:18.044, retry at 15:34:22.910."
    hist = history(EPOCHS, answers=(earlier,))
    flags, computed = judged("From 15:33:18.044 to 15:34:22.910: **64.866 s**.", hist)
    assert not flags and computed.get("15:33:18.044") == "repeat" and computed.get("64.866") == "elapsed"
    # a clock one second off, or one no earlier answer wrote, stays flagged
    flags, _ = judged("From 15:33:19.044 to 15:34:22.910: **63.866 s**.", hist)
    assert "15:33:19.044" in flags and "63.866" in flags


def test_reference_reads_none_of_them() -> None:
    v = check_answer(OVERTIME_TABLE.format(a="129.50", b="123.64"), history(OVERTIME), REFERENCE)
    assert {"129.5", "123.64"} <= {c.value for c in v.unsupported}
    v = check_answer("From 14:33:18.044 to 14:34:22.910 UTC: **64.866 s**.", history(EVENTS), REFERENCE)
    assert "64.866" in {c.value for c in v.unsupported}


APPLIANCES = {"appliances": [{"type": "Dishwasher", "program": "Eco50", "duration": "PT3H55M"},
                             {"type": "Washer", "program": "Cotton40", "duration": "PT2H29M"}]}
START = ("Dishwasher Eco50: **3 h 55 min**; washer Cotton40: **2 h 29 min**. To stay in the off-peak window, "
         "which ends at 05:30:\n- Dishwasher: start at **{d}**, done at 05:30\n- Washer: start at **{w}**, done at 05:30\n")


def test_a_start_is_a_later_clock_of_its_line_less_a_stated_duration() -> None:
    flags, computed = judged(START.format(d="01:35", w="03:01"), history(APPLIANCES, user="finish by 05:30"))
    assert not flags and computed.get("01:35") == "end-time" and computed.get("03:01") == "end-time"


@pytest.mark.parametrize("d", ["01:36", "02:35", "01:25"])
def test_a_start_a_digit_off_stays_flagged(d: str) -> None:
    flags, _ = judged(START.format(d=d, w="03:01"), history(APPLIANCES, user="finish by 05:30"))
    assert d in flags and "03:01" not in flags


def test_a_start_needs_a_duration_the_answer_or_the_user_states() -> None:
    # the programs' lengths only in the result (`PT3H55M`): no duration stated, nothing to subtract
    answer = "- Dishwasher: start at **01:35**, done at 05:30\n- Washer: start at **03:01**, done at 05:30\n"
    flags, _ = judged(answer, history(APPLIANCES, user="finish by 05:30"))
    assert {"01:35", "03:01"} <= flags


LAUNCH = "Sentinel lifts off on 3 December 2026 at 01:49:17 UTC. Separation is 57 minutes 42 seconds after lift-off."
SEPARATION = "01:49:17 + 0:57:42 = **02:46:59 UTC** ({b} Berlin, {n} New York)."


def test_a_resolved_clock_converted_to_the_zones_the_answer_names_is_a_zone_shift() -> None:
    hist = history(LAUNCH, system="Today's date is 2026-11-30.")
    flags, computed = judged(SEPARATION.format(b="03:46:59", n="9:46:59 PM"), hist)
    assert not flags and computed.get("03:46:59") == "zone-shift" and computed.get("9:46:59") == "zone-shift"


@pytest.mark.parametrize(("b", "n"), [("04:46:59", "9:46:59 PM"), ("03:46:58", "9:46:59 PM"), ("03:46:59", "10:46:59 PM")])
def test_a_zone_shift_an_hour_or_a_second_off_stays_flagged(b: str, n: str) -> None:
    hist = history(LAUNCH, system="Today's date is 2026-11-30.")
    flags, _ = judged(SEPARATION.format(b=b, n=n), hist)
    assert flags & {b, n.split()[0]}


def test_a_zone_shift_needs_a_zone_for_the_value_and_a_day_for_daylight_saving() -> None:
    hist = history(LAUNCH, system="Today's date is 2026-11-30.")
    flags, _ = judged("01:49:17 + 0:57:42 = **02:46:59 UTC** (03:46:59 there).", hist)
    assert "03:46:59" in flags
    flags, _ = judged(SEPARATION.format(b="03:46:59", n="9:46:59 PM"), history(LAUNCH))  # no today stated
    assert {"03:46:59", "9:46:59"} <= flags


MATCH = {"employee_deferral_pct": 5.0, "annual_salary": 72400.0,
         "match_formula": [{"match_pct": 100, "on_first_pct_of_pay": 4}, {"match_pct": 50, "on_next_pct_of_pay": 2}]}
MATCH_ANSWER = ("Your plan matches 100% of the first 4% of pay and 50% of the next 2%. At your 5% deferral the match "
                "is 4.5% of pay.\n\nIf you raise your deferral to 6%, the match on $72,400 goes to 5% (${v}).")


def test_a_percent_of_an_answer_of_many_percents_is_one_of_the_nearest() -> None:
    flags, computed = judged(MATCH_ANSWER.format(v="3,620"), history(MATCH))
    assert not flags and computed.get("3620") == "percent"


@pytest.mark.parametrize("v", ["3,630", "3,621", "2,896"])
def test_a_percent_a_digit_off_or_of_a_percent_written_far_before_stays_flagged(v: str) -> None:
    # 2,896 is 72,400 x 4%: 4% is no longer among the four percents written nearest before it
    # (listed unverified: an amount in parentheses after a percent)
    _, computed = judged(MATCH_ANSWER.format(v=v), history(MATCH))
    assert v.replace(",", "") not in computed


REVENUE = {"revenue_musd": 1284.6, "subscription_musd": 1097.3}


@pytest.mark.parametrize(("value", "ok"), [("187.3", True), ("187.4", False), ("197.3", False)])
def test_numbers_glued_to_a_scale_letter_are_operands_and_results(value: str, ok: bool) -> None:
    flags, computed = judged(f"Non-subscription revenue: $1,284.6M − $1,097.3M = **${value}M**.", history(REVENUE))
    assert (computed.get(value) == "written" and not flags) if ok else value in flags
