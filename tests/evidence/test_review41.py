"""(review41) Repros of round 41's excuses wider than their docstrings: each asserts the invented
value stays flagged (or the honest value passes); they fail on int41 (d7594d99) until the rule is narrowed."""

from __future__ import annotations

from ._helpers import flagged, judged, history, verdict

# D5 run_rules._stated_tax: any percent the run states (a deposit, a discount, a fill level) put on as
# 1 + p, on a computed number too, with no tax word on the answer's line. New on int41: the rules'
# `Deposit 30%` put on a computed unit price (mend41b: review41's two older repros, a discount and a
# fill level, excused on main already by two-step/rate-step, are left out: see mend41b's report)
YARD = ("You are the desk of a boat yard. Rules (prices in EUR excluding VAT 25.5% unless stated):\n"
        "- Antifouling: EUR 38 a metre of hull.\n- Deposit 30% of the order.")
ORDER = {"order": "BY-2207", "total_excl_vat": 1687.0, "units": 20}


def test_stated_tax_never_a_deposit_put_on() -> None:
    # 1,687.00 / 20 = 84.35; 84.35 x 1.30 = 109.655: the deposit is a share (25.31), no tax; the VAT is 25.5%
    flags, computed = judged("84.35 excl, 109.66 incl", history(ORDER, system=YARD, user="per unit"))
    assert "109.66" in flags



# D4 tables.header_step_rule: a header's factor is any number the run resolves (another record's
# `shelf_count` 16, `aisle` 7), not a factor the run states
STOCK = {"stock": [{"sku": "A-10", "per_box": 24, "boxes": 355, "aisle": 7},
                   {"sku": "B-20", "per_box": 12, "boxes": 180, "shelf_count": 16}]}


def test_header_step_never_another_records_number() -> None:
    # A-10 packs 24 a box: 355 x 16 = 5,680 takes B-20's shelf count for a factor
    v = verdict("| SKU | Boxes | × 16 | Units |\n|---|---|---|---|\n| A-10 | 355 | | 5,680 |", STOCK)
    assert "5680" in flagged(v)


def test_header_step_never_an_aisle_number() -> None:
    v = verdict("| SKU | Boxes | ÷ 7 | Pallets |\n|---|---|---|---|\n| B-20 | 180 | | 25.71 |", STOCK)
    assert "25.71" in flagged(v)


# D3 narrow._result_before (cell-equation's operand): any number written after `=` counts as the
# answer's own result, whether or not its step holds (`44 km / 20 km/h = 3.2 h` is 2.2)
MOVER = ("You are the desk of a piano mover. Rules (prices in EUR excluding VAT 20%):\n"
         "- Porters: EUR 640 per porter-hour.\n- Van: EUR 385 an hour.\n- Stairs: EUR 210 per floor.")
JOB = {"job": "PM-4411", "porters": 3, "floors": 3, "drive_km": 44}
HEAD = "| Item | Calculation | EUR |\n|---|---|---|\n"


def test_cell_equation_never_over_a_wrong_steps_result() -> None:
    v = verdict(HEAD + "| Hours | 44 km / 20 km/h = 3.2 h | |\n| Van | 3.2 × 385 | 1,232 |", JOB, system=MOVER)
    assert "1232" in flagged(v)
