"""Round 19 (chains19): priced chains, a unit price x a count, a percent step, a year or a term of it.

`priced-chain` (`priced_chains.py`): `base [x percent factor] [x period]` over typed operands (a
price and a count written together, a number the conversation states; a percent written on the
value's line; 12 where the sentence names a year, 12·N for an `N-year` term), and a rate glued to
`/month` or `/year` read as its number. Each with its refusals: a digit mutated, a percent nobody
wrote, a term the sentence does not ask for, a value one digit off a carried number, a one-digit
neighbour reached by the same search, the reference profile."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.priced_chains import _periods

from ._helpers import DEFAULT, REFERENCE, history, judged

USAGE = {"account_id": "ACC-1", "unit": "vCPU-hour", "average": 9200}
PRICES = {"currency": "USD", "vcpu_hour": 0.0512, "seat_month": {"team": 21.0}}
OFFERS = [{"term_months": 12, "discount_pct": 20}, {"term_months": 36, "discount_pct": 45}]
COMMIT = ("1. Your average: 9,200 vCPU-hours × $0.0512 = **$471.04/month**, $5,652.48/year on demand.\n"
          "2. **1-year, 20% off**: $376.83/month, saving $1,130.50 a year.\n"
          "3. **3-year, 45% off**: $259.07/month, saving $2,543.62 a year, $7,630.85 over the term.")


def _flagged(value: str, flags: set[str]) -> bool:
    """Whether `value` (`$1,130.60`, `$471.14/month`) is among the flags, as the check writes them."""
    number = Decimal(value.lstrip("$").split("/")[0].replace(",", ""))
    return any(_number(f) == number for f in flags)


def _number(flag: str) -> Decimal | None:
    try:
        return Decimal(flag.split("/")[0].replace(",", ""))
    except ArithmeticError:
        return None


def _run() -> list[dict]:
    return history(USAGE, OFFERS, PRICES, user="Should we commit? Show me 1-year vs 3-year.")


def _expressions(answer: str, hist: list[dict]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


def test_a_priced_chain_of_a_commitment_is_computed() -> None:
    flags, computed = judged(COMMIT, _run())
    assert not flags, flags
    for value in ("471.04", "1130.5", "2543.62", "7630.85"):
        assert value in computed, (value, computed)
    assert computed["471.04"] == "priced-chain"
    assert computed["7630.85"] == "priced-chain"
    expressions = _expressions(COMMIT, _run())
    assert expressions["471.04"] == "9200 x 0.0512 = 471.04"
    assert expressions["7630.85"] == "471.04 x 45% x 36 = 7630.85"


def test_a_rate_glued_to_its_month_or_year_is_its_number() -> None:
    flags, computed = judged(COMMIT, _run())
    # (brandy36) read as its number, thousands groups and all (`5,652.48/year`: 5652.48)
    assert "5652.48" in computed and not {"5652.48", "5,652.48/year"} & flags, (flags, computed)


@pytest.mark.parametrize("wrong", ["$1,130.60", "$1,180.50", "$7,630.95", "$7,680.85", "$471.14/month"])
def test_a_chain_one_digit_off_stays_flagged(wrong: str) -> None:
    right = {"$1,130.60": "$1,130.50", "$1,180.50": "$1,130.50", "$7,630.95": "$7,630.85",
             "$7,680.85": "$7,630.85", "$471.14/month": "$471.04/month"}[wrong]
    flags, computed = judged(COMMIT.replace(right, wrong), _run())
    assert _flagged(wrong, flags), (wrong, flags)


def test_a_percent_nobody_wrote_is_no_step() -> None:
    # 471.04 x 25% x 12 = 1,413.12, but the line writes 20%
    answer = COMMIT.replace("$1,130.50", "$1,413.12")
    flags, computed = judged(answer, _run())
    assert "1413.12" not in computed, computed  # (listed unverified: a saving no expression reproduces)


def test_a_term_the_sentence_does_not_ask_for_is_no_period() -> None:
    answer = COMMIT.replace("$7,630.85 over the term", "then $7,630.85")
    flags, _ = judged(answer, _run())
    assert _flagged("7,630.85", flags)
    text = "3-year, 45% off: then $7,630.85"
    assert _periods_at(text, text.index("7,630.85")) == []
    text = "3-year, 45% off: $7,630.85 over the term"
    assert [int(f) for f, _ in _periods_at(text, text.index("7,630.85"))] == [36]


def _periods_at(text: str, at: int) -> list:
    from evidence_audit.evidence.computed.reading import number_occurrences

    occ = next(o for o in number_occurrences(text, full=False) if o.start <= at < o.end or o.at == at)
    return _periods(text, occ)


PREMIUM = {"plan": "Family PPO", "monthly_premium": 1180.0, "annual_prepay_discount_pct": 3}
PLAN_YEAR = ("The Family PPO is $1,180.00 a month, so $14,160.00 for the plan year. Paid at once, with the 3% "
             "discount, it would be $13,735.20, a saving of $424.80.")
SAVING = "The Family PPO is $1,180.00 a month. Paid at once for the plan year, the 3% discount saves $424.80."


def test_a_year_of_a_premium_less_a_discount_is_computed() -> None:
    flags, computed = judged(PLAN_YEAR, history(PREMIUM))
    assert not flags, flags
    assert computed["14160"] == "priced-chain", computed
    flags, computed = judged(SAVING, history(PREMIUM))
    assert not flags and computed["424.8"] == "priced-chain", (flags, computed)
    assert _expressions(SAVING, history(PREMIUM))["424.8"] == "1180 x 3% x 12 = 424.8"


@pytest.mark.parametrize("wrong", ["$424.90", "$434.80", "$424.70"])
def test_a_saving_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(SAVING.replace("$424.80", wrong), history(PREMIUM))
    assert _flagged(wrong, flags), (wrong, flags)


@pytest.mark.parametrize("wrong", ["$13,735.30", "$424.90", "$13,753.20"])
def test_a_premium_chain_mutated_stays_flagged(wrong: str) -> None:
    right = {"$13,735.30": "$13,735.20", "$424.90": "$424.80", "$13,753.20": "$13,735.20"}[wrong]
    flags, _ = judged(PLAN_YEAR.replace(right, wrong), history(PREMIUM))
    assert _flagged(wrong, flags), (wrong, flags)


def test_a_value_one_digit_off_a_carried_number_stays_flagged() -> None:
    # 1,180 x 3% x 12 = 424.80, but a result carried 424.90: the misread, not a chain
    carried = {**PREMIUM, "quoted_saving": 424.9}
    flags, computed = judged(SAVING, history(carried))
    assert _flagged("424.80", flags) and "424.8" not in computed


def test_a_neighbour_reached_by_the_same_search_refuses() -> None:
    # 100.50 x 10% x 12 = 120.60 and 100.00 x 10% x 12 = 120.00, one digit apart: neither base is told
    hist = history({"a": 100.0, "b": 100.5})
    answer = "Plan B is $100.50 a month. At 10% off, a year saves $120.60."
    flags, computed = judged(answer, hist)
    assert not flags and computed["120.6"] == "priced-chain", (flags, computed)
    flags, computed = judged("Plan A is $100.00 a month and plan B $100.50 a month. " + answer[28:], hist)
    assert _flagged("120.60", flags) and "120.6" not in computed


def test_a_pair_needs_a_price_and_a_count() -> None:
    # two plain counts side by side are no unit price times a count
    hist = history({"hosts": 9200, "hours": 512})
    flags, computed = judged("9,200 hosts × 512 hours, so 4,710,400 host-hours a year.", hist)
    assert computed.get("4710400") != "priced-chain"


def test_the_reference_profile_is_unchanged() -> None:
    flags, computed = judged(COMMIT, _run(), REFERENCE)
    assert _flagged("1,130.50", flags) and not computed


RUN_RATE = "| | |\n|---|---|\n| MTD spend (40 h) | $250.00 |\n| Dec has 744 h → forecast | ≈ $4,650.00 |"


def test_a_run_rate_over_a_month_s_hours_is_computed() -> None:
    hist = history({"month_to_date": 250.0, "hours_elapsed": 40})
    flags, computed = judged(RUN_RATE, hist)
    assert not flags and computed["4650"] == "priced-chain", (flags, computed)
    assert _expressions(RUN_RATE, hist)["4650"] == "250 / 40 x 744 = 4650"


@pytest.mark.parametrize("answer", [RUN_RATE.replace("$4,650.00", "$4,660.00"),
                                    RUN_RATE.replace("$4,650.00", "$4,350.00"),
                                    RUN_RATE.replace("Dec has 744 h → forecast", "Forecast")])
def test_a_run_rate_mutated_or_without_its_span_stays_flagged(answer: str) -> None:
    flags, computed = judged(answer, history({"month_to_date": 250.0, "hours_elapsed": 40}))
    assert flags and computed.get("4650") != "priced-chain", (flags, computed)
