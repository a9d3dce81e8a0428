"""(chains10) Arithmetic in pence and cents (`minor_units.py`) and a total of worked lines at the
lines' exact values (`chains.py`); each with its refusals (a digit off, no unit written, a total
the lines do not give, an operand nothing carried)."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.chains import exact_total
from evidence_audit.evidence.expressions import evaluate, relations
from evidence_audit.evidence.minor_units import glued_minor, in_major, is_minor_unit

from ._helpers import DEFAULT, flagged

RATES = {"tariff": "agile", "unit_rates": {"off_peak": 7.5, "standard": 24.3705, "standing_charge": 31.65}, "kwh": 42}


def verdict(answer: str, *results: object):
    history: list[dict] = [{"role": "user", "content": "what will it cost?"},
                           *({"role": "tool", "content": json.dumps(r)} for r in results)]
    return check_answer(answer, history, DEFAULT)


def computed(v) -> dict[str, tuple[str, str]]:
    return {c.value: (c.derivation, c.from_) for c in v.computed or ()}


def expressions_of(answer: str) -> list[str]:
    return [r.expression for r in relations(answer)[0]]


# --- minor units --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer, expression",
    [
        ("42 × 7.5p = 315p = **£3.15**", "315 / 100 = 3.15"),
        ("30 days × 31.65p = £9.50", "(30 x 31.65) / 100 = 9.5"),
        ("13.67 kWh × 24.37p ≈ £3.33 saved", "(13.67 x 24.37) / 100 = 3.33"),
        ("12 × 19.3¢ = $2.32", "(12 x 19.3) / 100 = 2.32"),
        ("3,421.53 kWh × 31.89 ct = **1,091.13 €**", "(3421.53 x 31.89) / 100 = 1091.13"),  # a mark after it
        ("379.0 kWh of gas × 6.2p = **£23.50**", "(379 x 6.2) / 100 = 23.5"),  # what the unit measures
    ],
)
def test_a_product_in_pence_is_written_in_pounds(answer: str, expression: str) -> None:
    assert expression in expressions_of(answer)
    assert evaluate(expression.rsplit(" = ", 1)[0]) is not None  # a person (and the rules) can redo it


@pytest.mark.parametrize(
    "answer",
    [
        "42 × 7.5p = £3.16",  # a digit off
        "42 × 7.5p = £3.51",
        "42 × 7.5 = £3.15",  # no minor unit written: no scale
        "42 × 7.5p = 3.15",  # the result names no currency: no scale either
        "42 × 7.5p = 3.15p",  # pence stay pence
        "7.5p / 2.5p = £0.03",  # pence over pence are a ratio, not an amount
        "at 5 p.m. = $0.05",  # a clock's p.m. is no penny
    ],
)
def test_pence_refusals(answer: str) -> None:
    value = answer.rsplit(" ", 1)[1].lstrip("£$").rstrip("p")
    assert not any(e.endswith(f" = {Decimal(value).normalize():f}") for e in expressions_of(answer)), expressions_of(answer)


def test_an_equation_that_holds_as_written_is_not_rescaled() -> None:
    # `ct` is carats here: the product holds as written, and stays what it was
    assert expressions_of("A 1.5 ct stone at $4,000 per carat: 1.5 ct × $4,000 = $6,000") == ["1.5 x 4000 = 6000"]
    assert expressions_of("1.5 ct × $4,000 = $60") == []


def test_the_words_and_the_glued_token() -> None:
    assert is_minor_unit("p") and is_minor_unit("Pence") and is_minor_unit("ct") and is_minor_unit("\u00a2")
    assert not is_minor_unit("pm") and not is_minor_unit("kWh")
    assert glued_minor("1023.56p") == "1023.56" and glued_minor("19.3\u00a2") == "19.3" and glued_minor("8ct") == "8"
    assert glued_minor("p2") is None and glued_minor("12px") is None and glued_minor("1023.56") is None
    assert in_major(Decimal("315")) == Decimal("3.15")


def test_a_bill_in_pence_is_computed_step_by_step() -> None:
    answer = (
        "For 42 kWh:\n- **Off-peak:** 42 × 7.5p = 315p = **£3.15**\n"
        "- **Standard rate:** 42 × 24.3705p = 1023.56p ≈ **£10.24**\n"
        "Charging off-peak saves you **£7.09** against the standard rate."
    )
    v = verdict(answer, RATES)
    found = computed(v)
    assert found["3.15"][0] == "written" and found["10.24"][0] == "written"
    assert found["1023.56"] == ("written", "42 x 24.3705 = 1023.56")  # the glued `1023.56p` is its number
    assert found["7.09"][0] == "pair"
    assert not flagged(v)


def test_a_bill_in_pence_keeps_its_inventions() -> None:
    # a rate nothing carried, and a pound figure the pence do not give
    v = verdict("42 × 24.3750p = 1023.75p ≈ **£10.24**; 42 × 24.3705p = **£10.42**", RATES)
    assert {"24.375", "10.42"} <= flagged(v)  # (the first £10.24 follows from its operand, itself flagged)


# --- a total of worked lines at their exact values --------------------------------------------


BILL = (
    "1. Energy cost: 2,014.8 kWh × 6.2p = £124.92\n"
    "2. Standing charge: 30 days × 31.65p = £9.50\n\n"
    "**Total: £{total}** (before VAT at 5%)."
)
GAS = {"kwh": 2014.8, "unit_rate_p": 6.2, "standing_charge_p": 31.65, "days": 30}


def test_a_total_adds_the_lines_as_computed_and_rounds_once() -> None:
    v = verdict(BILL.format(total="134.41"), GAS)
    found = computed(v)
    assert found["134.41"] == ("total", "124.92 + 9.5 (at their exact values: 134.4126) = 134.41")
    assert not flagged(v)
    # the written lines' own sum is the `total` rule's, as before
    assert computed(verdict(BILL.format(total="134.42"), GAS))["134.42"][0] == "total"


@pytest.mark.parametrize("total", ["134.40", "134.51", "143.41", "134.43"])
def test_a_total_the_lines_do_not_give_is_no_total(total: str) -> None:
    v = verdict(BILL.format(total=total), GAS)
    written = total.rstrip("0").rstrip(".")
    assert written not in computed(v)
    # flagged, or listed for a person to check (`unverified`): never excused
    assert written in flagged(v) | {u.candidate.value for u in v.unverified}


def test_exact_total_refusals() -> None:
    d = Decimal
    # no rounded line: the written values are all there is
    assert exact_total(d("134.41"), 2, [(d("124.92"), None), (d("9.50"), None)]) is None
    # the written values add up: the `total` rule's, not this one's
    assert exact_total(d("134.42"), 2, [(d("124.92"), d("124.9176")), (d("9.50"), d("9.495"))]) is None
    assert exact_total(d("134.41"), 2, [(d("124.92"), d("124.9176")), (d("9.50"), d("9.495"))]) == (2, d("134.4126"))
    # a run of more than eight lines is no total of worked lines
    items = [(d("1.00"), d("1.004"))] * 9
    assert exact_total(d("9.04"), 2, items) is None


# --- a table's header rate, a rate per 1,000 --------------------------------------------------

from evidence_audit.evidence.chains import header_rate, per_scale  # noqa: E402

USAGE = {"warehouses": [
    {"name": "ANALYTICS_WH", "credits": 412.583333, "queries": 18204},
    {"name": "LOADER_WH", "credits": 188.916667, "queries": 2911},
], "price_per_credit": 3.0}


def table(cost_a: str, cost_b: str, per_a: str = "67.99", header: str = "Cost @ $3.00") -> str:
    return (
        f"| Warehouse | Credits | {header} | Queries | Cost per 1,000 queries |\n|---|---:|---:|---:|---:|\n"
        f"| ANALYTICS_WH | 412.58 | ${cost_a} | 18,204 | ${per_a} |\n"
        f"| LOADER_WH | 188.92 | ${cost_b} | 2,911 | $194.69 |\n"
    )


def test_a_column_at_the_rate_its_header_states() -> None:
    v = verdict(table("1,237.75", "566.75"), USAGE)
    found = computed(v)
    assert found["1237.75"][0] == "table" and "412.58 x 3" in found["1237.75"][1]
    assert found["566.75"][0] == "table"
    assert found["67.99"] == ("row-rate", "1237.75 / 18204 x 1000 = 67.99")  # per 1,000 queries
    assert found["194.69"][0] == "row-rate"
    assert not flagged(v)


@pytest.mark.parametrize("cost_a", ["1,237.95", "1,273.75", "1,237.80"])
def test_a_cell_the_header_rate_does_not_give_stays_flagged(cost_a: str) -> None:
    v = verdict(table(cost_a, "566.75"), USAGE)
    assert cost_a.replace(",", "").rstrip("0").rstrip(".") in flagged(v) | {u.candidate.value for u in v.unverified}
    assert cost_a.replace(",", "").rstrip("0").rstrip(".") not in computed(v)


def test_a_header_rate_nothing_carried_excuses_nothing() -> None:
    v = verdict(table("1,650.33", "755.67", header="Cost @ $4.00"), USAGE)  # $4.00 a credit: no result says so
    assert "1650.33" not in computed(v) and "755.67" not in computed(v)


def test_a_rate_per_1000_that_is_off_stays_flagged() -> None:
    v = verdict(table("1,237.75", "566.75", per_a="69.79"), USAGE)
    assert "69.79" not in computed(v)


@pytest.mark.parametrize(
    "header, rate, scale",
    [
        ("Cost @ $3.00", "3.00", None), ("Cost (at $0.12/kWh)", "0.12", None), ("Fee x 1.5", "1.5", None),
        ("Cost per 1,000 queries", None, 1000), ("Cases per 100k residents", None, 100000), ("Rate/1000 users", None, 1000),
        ("Year total", None, None), ("Price at 10%", None, None), ("Cost per query", None, None),
    ],
)
def test_header_readings(header: str, rate: str | None, scale: int | None) -> None:
    got = header_rate(header)
    assert (got[1] if got else None) == rate
    assert per_scale(header) == scale


# --- a chain regrouped, a rate at a named multiple, a paycheck's amount a year -----------------

from evidence_audit.evidence.chains import multipliers, sub_products  # noqa: E402
from evidence_audit.evidence.periods import period_factors  # noqa: E402

PAY = {"employee": "E-40552", "base_rate": 23.4, "hours": {"regular": 40, "overtime": 5.5}}


def test_a_regrouped_chain_computes_its_inner_product() -> None:
    answer = "Overtime: 5.5 h × $23.40 × 1.5 = 5.5 × $35.10 = **$193.05**"
    assert expressions_of(answer) == ["23.4 x 1.5 = 35.1", "5.5 x 35.1 = 193.05"]
    v = verdict(answer, PAY)
    assert computed(v)["35.1"] == ("written", "23.4 x 1.5 = 35.1") and not flagged(v)


@pytest.mark.parametrize(
    "answer",
    [
        "Overtime: 5.5 h × $23.40 × 1.5 = 5.5 × $35.20 = **$193.05**",  # the inner product a digit off
        "Overtime: 5.5 h × $23.40 × 1.5 = 5.5 × $35.10 = **$193.60**",  # the result off: neither is verified
        "Overtime: 5.5 h + $23.40 + 1.5 = 5.5 + $24.90 = **$30.40**",  # no product: nothing to regroup
    ],
)
def test_a_regrouped_chain_that_does_not_hold_verifies_nothing(answer: str) -> None:
    assert not any(e.startswith("23.4 x 1.5") for e in expressions_of(answer))


def test_sub_products() -> None:
    d = Decimal
    got = {p for p, _ in sub_products([d("5.5"), d("23.4"), d("1.5")])}
    assert d("35.1") in got and d("128.7") in got and d("193.05") not in got  # not all of them
    assert sub_products([d(2), d(3)]) == [] and sub_products([d(2)] * 6) == []


def test_a_rate_at_a_named_multiple() -> None:
    v = verdict("Job B pays $29.10 an hour. The 2 hours over 40 are overtime at 1.5×: 2 × $43.65 = $87.30.",
                {"job": "B", "hourly": 29.1})
    assert computed(v)["43.65"] == ("times", "29.1 x 1.5 = 43.65")
    assert not flagged(v)
    assert multipliers("paid time and a half, or double time on holidays", 0, 48) == [
        (Decimal("1.5"), "time and a half"), (Decimal(2), "double time")]


@pytest.mark.parametrize(
    "answer",
    [
        "Job B pays $29.10 an hour. The 2 hours over 40 are overtime at 1.5×: 2 × $43.56 = $87.12.",  # digits swapped
        "Job B pays $29.10 an hour. The 2 hours over 40 are overtime at 2×: 2 × $43.65 = $87.30.",  # another multiple
        "Job B pays $29.10 an hour. The 2 hours over 40 are overtime: 2 × $43.65 = $87.30.",  # no multiple named
        "Job B pays $29.20 an hour. The 2 hours over 40 are overtime at 1.5×: 2 × $43.80 = $87.60.",  # a base nothing carried
    ],
)
def test_a_rate_at_a_multiple_refusals(answer: str) -> None:
    v = verdict(answer, {"job": "B", "hourly": 29.1})
    assert not any(c.derivation == "times" for c in v.computed or ())
    assert flagged(v)


def test_a_paychecks_amount_a_year() -> None:
    answer = ("Medical: $96.15\n- Dental: $8.62\n- Vision: $3.10\n- Total: **$107.87**\n\n"
              "You're paid semi-monthly (24 paychecks), so that's **$2,588.88** a year.")
    v = verdict(answer, {"medical": 96.15, "dental": 8.62, "vision": 3.1})
    assert computed(v)["2588.88"] == ("per-period", "107.87 x 24 = 2588.88")
    # the same with a digit off, or a split the line does not name, stays flagged
    assert "2588.98" in flagged(verdict(answer.replace("2,588.88", "2,588.98"), {"medical": 96.15, "dental": 8.62, "vision": 3.1}))
    no_split = answer.replace("semi-monthly (24 paychecks)", "monthly")
    assert "2588.88" in flagged(verdict(no_split, {"medical": 96.15, "dental": 8.62, "vision": 3.1}))
    line = "paid bi-weekly, so that's $2,804.62 a year"
    at = line.index("2,804")
    assert (26, "x", "bi-weekly paychecks in a year") in period_factors(line, at, at + 8)
    # a count the split already gave, or the calendar's, is listed once (the first reading's)
    line = "paid semi-monthly (24 paychecks) and 52 paychecks, so $2,804.62 a year"
    at = line.index("2,804")
    assert period_factors(line, at, at + 8) == [
        (12, "x", "months in a year"), (52, "x", "weeks in a year"), (365, "x", "days in a year"),
        (24, "x", "semi-monthly paychecks in a year")]
    line = "Per paycheck (26 per year, 24 a year, 26 a year): $1,078.70"
    at = line.index("1,078")
    assert period_factors(line, at, at + 8) == [
        (26, "/", "the line wrote '26 per year'"), (24, "/", "the line wrote '24 a year'")]


# --- a value rounded at a step, as the next step's operand ------------------------------------

from evidence_audit.evidence.rounded_steps import rounded_value  # noqa: E402

SHIFT = {"kwh": 301.915, "peak": 0.27, "off_peak": 0.2068}
SAVING = "30% of 301.9 kWh = 90.6 kWh shifted. The saving is 90.6 × (0.2700 − 0.2068) = **${saving}** a month."


@pytest.mark.parametrize("saving, how", [("5.72", "(with the carried precision of its rounded operands)"), ("5.73", "")])
def test_a_step_rounded_for_the_reader_is_an_operand_at_what_it_rounds(saving: str, how: str) -> None:
    # 90.6 is 90.57 rounded: 90.57 x 0.0632 = 5.724 (the writer's), 90.6 x 0.0632 = 5.726
    v = verdict(SAVING.format(saving=saving), SHIFT)
    assert computed(v)[saving] == ("written", f"90.6 x (0.27 - 0.2068) = {saving}" + (f" {how}" if how else ""))
    assert not flagged(v)


@pytest.mark.parametrize("saving", ["5.71", "5.74", "5.27", "6.72"])
def test_a_result_outside_the_rounding_stays_flagged(saving: str) -> None:
    assert saving in flagged(verdict(SAVING.format(saving=saving), SHIFT))


def test_an_exact_step_gives_no_slack() -> None:
    # 25% of 301.9 is 75.475, written in full: no slack, 75.475 x 0.0632 = 4.77 only
    exact = "25% of 301.9 kWh = 75.475 kWh shifted. The saving is 75.475 × (0.2700 − 0.2068) = **${saving}** a month."
    assert not flagged(verdict(exact.format(saving="4.77"), SHIFT))
    assert "4.78" in flagged(verdict(exact.format(saving="4.78"), SHIFT))
    assert rounded_value("0.3 x 301.9 = 90.6", Decimal("90.6")) and not rounded_value("0.25 x 301.9 = 75.475", Decimal("75.475"))
    assert not rounded_value("a = 1; 2 x 3 = 6.1", Decimal("6.1"))  # steps: no one exact value
