"""Round 31 (growth31): growth and decay at a stated rate per period, and rates restated per period.

- `compound` (`compound_growth.py`): a base grown or shrunk at a percent the run states, over the
  periods the answer's sentence or the question states (`year 5`: 4 steps; `the second year`: 1
  step; `over the first 5 years`: the sum of 5 periods, a geometric series), the base written before
  it, the previous answer's, or one computed here at its exact value;
- `written` reads a power (`1.03^4`) with a whole exponent;
- `period-scaled` rounds a product of a written base to the value's places (`3.562 m3 a day, 24.93 m3 a week`).

Each with its refusals: a digit changed, no periods stated, no rate stated, a wrong step."""

from __future__ import annotations

from typing import Any

import pytest

from ._helpers import REFERENCE, content, judged

LEASE = ("You are a property manager's assistant. The rent is set for the first year and rises 3% "
         "each year after the first.")
LEASE_RECORD = {"lease": "L-4410", "tenant": "Okonkwo Bakes", "first_year_rent_eur": 18000}
PUMP = ("You are a heat-pump installer's assistant. A unit delivers its rated yearly heat in its first "
        "year; output falls 1% each year after the first.")
PUMP_RECORD = {"site": "HP-0917", "rated_kwh_per_kw": 1000, "kw": 9.2}


def lease_run(question: str, system: str = LEASE) -> list[dict[str, Any]]:
    """A run: the lease looked up, an answer that states the first year's rent, the question asked now."""
    return [{"role": "system", "content": system}, {"role": "user", "content": "Look up lease L-4410."},
            {"role": "tool", "content": content(LEASE_RECORD)},
            {"role": "assistant", "content": "Year 1 rent for L-4410 is **EUR 18,000**."},
            {"role": "user", "content": question}]


# --- growth over an index of a period ---------------------------------------------------------------------------
def test_a_later_years_amount_is_the_base_grown_at_the_stated_rate() -> None:
    flags, computed = judged("With the 3% rises, year 5 rent will be EUR 20,259.", lease_run("And in year 5?"))
    assert "20259" not in flags and computed["20259"].startswith("compound")


@pytest.mark.parametrize("answer, question, wrong", [
    ("With the 3% rises, year 5 rent will be EUR 20,269.", "And in year 5?", "20269"),  # a digit changed
    ("With the 3% rises, year 5 rent will be EUR 20,295.", "And in year 5?", "20295"),  # two digits swapped
    ("With the 3% rises, rent will then be EUR 20,259.", "And later?", "20259"),  # no periods stated
    ("With the 3% rises, year 5 rent will be EUR 20,866.", "And in year 5?", "20866"),  # one step too many (1.03^5)
])
def test_a_later_years_amount_refused(answer: str, question: str, wrong: str) -> None:
    flags, _ = judged(answer, lease_run(question))
    assert wrong in flags


def test_no_rate_stated_takes_no_growth() -> None:
    flags, _ = judged("Year 5 rent will be EUR 20,259.", lease_run("And in year 5?", "You are a property manager's assistant."))
    assert "20259" in flags


# --- the sum over a count of periods the question states -------------------------------------------------------
def test_the_total_over_stated_years_is_a_geometric_sum() -> None:
    flags, computed = judged("About EUR 95,564.", lease_run("What do I pay over the first 5 years in all?"))
    assert "95564" not in flags and computed["95564"].startswith("compound")


@pytest.mark.parametrize("answer", ["About EUR 95,546.", "About EUR 95,574."])
def test_the_total_over_stated_years_refused_one_digit_off(answer: str) -> None:
    flags, _ = judged(answer, lease_run("What do I pay over the first 5 years in all?"))
    assert flags


def test_the_reference_profile_computes_no_growth() -> None:
    flags, _ = judged("With the 3% rises, year 5 rent will be EUR 20,259.", lease_run("And in year 5?"), REFERENCE)
    assert "20259" in flags


# --- a base computed with rounding, grown at its exact value ------------------------------------------------------
def pump_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": PUMP}, {"role": "user", "content": "What should HP-0917 deliver a day?"},
            {"role": "tool", "content": content(PUMP_RECORD)}]


def test_a_rounded_base_is_grown_at_its_exact_value() -> None:
    answer = ("* Expected: 1,000 / 365 × 9.2 = 25.21 kWh a day\n"
              "* (It is in its second year, so 1% less is expected: 24.95 kWh a day.)")
    flags, computed = judged(answer, pump_run())
    assert "24.95" not in flags and computed["24.95"].startswith("compound")
    flags, _ = judged(answer.replace("24.95 kWh", "24.85 kWh"), pump_run())
    assert "24.85" in flags


# --- a power written out --------------------------------------------------------------------------------------
def test_a_written_power_verifies() -> None:
    flags, computed = judged("Year 5: EUR 18,000 × 1.03^4 = EUR 20,259.", lease_run("And in year 5?"))
    assert "20259" not in flags and computed["20259"].startswith(("written", "compound"))
    flags, computed = judged("EUR 18,000 × 1.03^4 = EUR 20,259.", lease_run("And later?"))
    assert "20259" not in flags and computed["20259"].startswith("written")
    flags, computed = judged("1.03^4 = 1.1255, so 12.55% more.", lease_run("How much more is year 5?"))
    assert computed.get("1.1255", "").startswith("written")


def test_a_written_power_that_does_not_hold_stays_flagged() -> None:
    flags, _ = judged("Year 5: EUR 18,000 × 1.03^3 = EUR 20,259.", lease_run("And in year 5?"))
    assert "20259" in flags


# --- a daily figure restated for a week, rounded ----------------------------------------------------------------
TANK = "You are a water utility's assistant."
METER = {"meter": "WM-338", "yearly_m3": 1300}


def test_a_week_of_a_rounded_daily_figure() -> None:
    hist = [{"role": "system", "content": TANK}, {"role": "user", "content": "Usage per day and week?"},
            {"role": "tool", "content": content(METER)}]
    flags, computed = judged("1,300 / 365 = 3.562 m3 a day, 24.93 m3 a week.", hist)
    assert "24.93" not in flags and computed["24.93"].startswith("period-scaled")
    flags, _ = judged("1,300 / 365 = 3.562 m3 a day, 24.94 m3 a week.", hist)
    assert "24.94" in flags


# --- an equation over an earlier answer's rounded value, read at its exact value ----------------------------------
def fee_run() -> list[dict[str, Any]]:
    hist = lease_run("What do I pay over the first 5 years in all?")
    return hist + [{"role": "assistant", "content": "About EUR 95,564."},
                   {"role": "user", "content": "Remind me of the total?"},
                   {"role": "assistant", "content": "EUR 95,564 over the five years."},
                   {"role": "user", "content": "And the agency fee of 7.5% on it?"}]


def test_an_equation_over_a_repeated_rounded_value_holds_at_its_exact_value() -> None:
    # 95,564 x 7.5% is 7,167.30; the sum it rounds, 95,564.4446, gives 7,167.33 (a repeat in between)
    flags, computed = judged("EUR 95,564 × 7.5% = EUR 7,167.33.", fee_run())
    assert "7167.33" not in flags and computed["7167.33"].startswith("written")


@pytest.mark.parametrize("wrong", ["7,167.34", "7,167.32", "7,167.31"])
def test_an_equation_over_a_rounded_value_refused_within_its_slack(wrong: str) -> None:
    # within the slack of the rounded operand (0.5 x 7.5%), but not what its exact value gives
    flags, _ = judged(f"EUR 95,564 × 7.5% = EUR {wrong}.", fee_run())
    assert wrong.replace(",", "") in flags
