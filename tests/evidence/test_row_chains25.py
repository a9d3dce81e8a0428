"""Round 25 (brewery25): a table cell that is a chain of its own row's cells, as a ledger's column
is: a quantity times a percent of the row times the row's rate (`row-product`: litres x ABV x a
duty rate; hours x a share x an hourly rate), and a count over the cell that says how much one
counted thing holds (`row-ratio`: `| 2,527.8 | 0.568 | 4,450 |` under `Litres | L per pint |
Pints`). Refusals: a value one digit off stays flagged; a row with no rate column, or a percent
that is no cell of the row, computes nothing; `reference` reads none of it."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, REFERENCE, history, judged

LOG = {"lines": [{"job": "Rewire", "hours": 1284.5, "share_pct": 62.5, "rate": 48.4},
                 {"job": "Survey", "hours": 2317.2, "share_pct": 12.5, "rate": 39.75}]}
CHAIN = ("| Job | Hours | Share | Rate | Cost |\n|---|---|---|---|---|\n"
         "| Rewire | 1,284.5 | 62.5% | £48.40 | £{a} |\n| Survey | 2,317.2 | 12.5% | £39.75 | £{b} |\n")
# 1284.5 x 0.625 x 48.40 = 38,856.125; 2317.2 x 0.125 x 39.75 = 11,513.5875
A, B = "38,856.13", "11,513.59"


def test_a_quantity_times_a_percent_times_the_rows_rate_is_a_row_product() -> None:
    flags, computed = judged(CHAIN.format(a=A, b=B), history(LOG))
    assert flags == set()
    assert computed["38856.13"] == "row-product" and computed["11513.59"] == "row-product"


@pytest.mark.parametrize("a, b, off", [("38,856.18", B, "38856.18"), (A, "11,513.69", "11513.69"),
                                       ("39,856.13", B, "39856.13")])
def test_a_chain_one_digit_off_stays_flagged(a: str, b: str, off: str) -> None:
    flags, _ = judged(CHAIN.format(a=a, b=b), history(LOG))
    assert off in flags


def test_no_rate_column_or_no_percent_cell_computes_nothing() -> None:
    no_rate = CHAIN.replace("| Rate |", "| Grade |")
    flags, _ = judged(no_rate.format(a=A, b=B), history(LOG))
    assert {"38856.13", "11513.59"} <= flags
    no_percent = CHAIN.replace("62.5%", "62.5").replace("12.5%", "12.5")
    flags, _ = judged(no_percent.format(a=A, b=B), history(LOG))
    assert {"38856.13", "11513.59"} <= flags


STOCK = {"bins": [{"bin": "B-12", "kg": 2527.8, "kg_per_bag": 12.5}, {"bin": "B-14", "kg": 1840.6, "kg_per_bag": 12.5}]}
COUNT = ("| Bin | kg | kg per bag | Bags |\n|---|---|---|---|\n"
         "| B-12 | 2,527.8 | 12.5 | {a} |\n| B-14 | 1,840.6 | 12.5 | {b} |\n")


def test_a_count_over_what_one_counted_thing_holds_is_a_row_ratio() -> None:
    # 2527.8 / 12.5 = 202.224; 1840.6 / 12.5 = 147.248
    flags, computed = judged(COUNT.format(a="202.2", b="147.2"), history(STOCK))
    assert flags == set()
    assert computed["202.2"] == "row-ratio" and computed["147.2"] == "row-ratio"


def test_a_count_one_digit_off_or_per_another_thing_stays_flagged() -> None:
    flags, _ = judged(COUNT.format(a="202.7", b="147.2"), history(STOCK))
    assert "202.7" in flags
    per_crate = COUNT.replace("kg per bag", "kg per crate")
    _, computed = judged(per_crate.format(a="202.2", b="147.2"), history(STOCK))
    assert computed.get("202.2") != "row-ratio" and computed.get("147.2") != "row-ratio"


def test_reference_reads_no_chain() -> None:
    v = check_answer(CHAIN.format(a=A, b=B), history(LOG), REFERENCE)
    assert not v.computed
    assert DEFAULT is not REFERENCE
