"""Round 29 (rates29): a stated factor applied to an amount in hand, in any trade's words.

- a tax named by another of its names (`with tax` for a policy's `MVA 25%`, `SST 8%`: tax_names.py)
  in `rate-step`, `rated-subtotal` and `two-step`;
- `two-step` taking ONE named rate applied to an amount in hand (a result's price a turn before);
- `rate-step` reading a gross's tax and net under `VAT 20% inside:` and `Net:` (the net's gross the
  first number of the line above);
- `stated-dose` (stated_doses.py): a quantity per a unit a person states (`25 g per kg`) times a
  resolved quantity of that unit the answer wrote.

Each with its refusals: a value one digit off, a rate or dose nobody stated, a wrong unit."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence.stated_doses import StatedDoses
from evidence_audit.evidence.tax_names import names_rate

from ._helpers import REFERENCE, history, judged

SHOP = "You are a furniture shop's assistant. All prices are before MVA 25%; delivery is free."
LAMP = {"item": "floor lamp", "sku": "FL-2291", "price_nok": 238.4}
BAKERY = "You are a bakery's order desk. Cake prices are net; VAT 13% is added on top of every order."
CAKE = {"cake": "sachertorte", "size": "24 cm", "price_eur": 32.9}
CLINIC = "You are a clinic's billing assistant. Invoice amounts include VAT 20%."
INVOICE = {"invoice": "INV-7781", "gross": 1458.0}
KENNEL = "You are a kennel's assistant. Feeding: dry food 25 g per kg of body weight a day."
DOGS = {"dogs": [{"name": "Bruno", "weight": 18.4}, {"name": "Max", "weight": 22.1}, {"name": "Ida", "weight": 15.3},
                 {"name": "Rex", "weight": 17.8}]}
ASKED = "How much do they eat a day, all four?"


# --- a tax by any of its names ----------------------------------------------------------------------------
def test_a_tax_word_names_a_rate_labelled_with_any_tax_name() -> None:
    assert names_rate(frozenset({"sst"}), frozenset({"once", "tax", "count"}))
    assert names_rate(frozenset({"mva", "price"}), frozenset({"vat"}))
    assert not names_rate(frozenset({"deposit"}), frozenset({"tax"}))  # a deposit is no tax
    assert not names_rate(frozenset({"mva"}), frozenset({"discount"}))


def test_with_tax_names_a_policy_s_mva() -> None:
    flags, computed = judged("The floor lamp is NOK 238.40, or NOK 298.00 once the tax is added.", history(LAMP, system=SHOP))
    # (integrator41) older41's `_stated_tax`, the last try of `percent`, now reads the same MVA by its tax
    # name before `rate-step` does (mend41b: only a stated percent whose label names a tax)
    assert "298" not in flags and computed["298"].startswith(("rate-step", "percent"))


@pytest.mark.parametrize("answer, wrong", [
    ("The floor lamp is NOK 238.40, or NOK 298.10 once the tax is added.", "298.1"),  # one digit off
    ("The floor lamp is NOK 238.40, or NOK 262.24 once the tax is added.", "262.24"),  # x 1.10: no 10% stated
])
def test_a_taxed_price_refused(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(LAMP, system=SHOP))
    assert wrong in flags


# --- one named rate on an amount in hand (two-step) -------------------------------------------------------
def test_one_named_rate_on_a_price_a_result_carried_a_turn_before() -> None:
    hist = history(CAKE, system=BAKERY, user="What does the sachertorte cost with tax?")
    flags, computed = judged("It comes to **€37.18**.", hist)
    assert "37.18" not in flags and computed["37.18"].startswith("two-step")


@pytest.mark.parametrize("answer, wrong", [
    ("It comes to **€37.19**.", "37.19"),  # one digit off 37.18
    ("It comes to **€36.19**.", "36.19"),  # x 1.10: no such rate
])
def test_one_named_rate_refused(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(CAKE, system=BAKERY, user="What does the sachertorte cost with tax?"))
    assert wrong in flags


def test_one_rate_nobody_names_is_not_taken() -> None:
    flags, _ = judged("It comes to **€37.18**.", history(CAKE, system=BAKERY, user="How much for the big one?"))
    assert "37.18" in flags


# --- a gross's tax and net --------------------------------------------------------------------------------
def test_a_gross_s_tax_and_net_on_ledger_lines() -> None:
    answer = "INV-7781:\n\n- Gross: €1,458.00\n- VAT 20% inside: €243.00\n- Net: €1,215.00"
    flags, computed = judged(answer, history(INVOICE, system=CLINIC))
    assert not {"243", "1215"} & flags
    assert computed["243"].startswith("rate-step")


def test_a_net_under_a_worked_tax_line_takes_the_line_s_first_number() -> None:
    answer = "* **VAT 20% inside:** 1,458 × 20 / 120 = **€243.00**\n* **Net:** €1,215.00"
    flags, computed = judged(answer, history(INVOICE, system=CLINIC))
    assert "1215" not in flags and "1215" in computed


@pytest.mark.parametrize("answer, wrong", [
    ("INV-7781:\n\n- Gross: €1,458.00\n- VAT 20% inside: €243.10\n- Net: €1,214.90", "243.1"),  # one digit off
    ("INV-7781:\n\n- Gross: €1,458.00\n- VAT 20% inside: €174.96", "174.96"),  # 12% inside: no such rate
])
def test_a_gross_s_tax_refused(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(INVOICE, system=CLINIC))
    assert wrong in flags


# --- stated-dose ------------------------------------------------------------------------------------------
def test_a_person_s_doses_are_read() -> None:
    doses = StatedDoses()
    doses.add_text("detergent 12 ml per kg of dry load; softener 6 ml/kg; 100% cotton; RM 7 a cycle", "t")
    assert [(d.number, d.unit, d.per) for d in doses._doses] == [
        (Decimal(12), "ml", "kg"), (Decimal(6), "ml", "kg")]


def test_a_stated_dose_times_a_quantity_the_answer_wrote() -> None:
    hist = history(DOGS, system=KENNEL, user=ASKED)
    flags, computed = judged("Together 18.4 + 22.1 + 15.3 + 17.8 = 73.6 kg, so 1,840 g a day.", hist)
    assert "1840" not in flags and computed["1840"].startswith("stated-dose")


@pytest.mark.parametrize("answer, wrong", [
    ("Together 18.4 + 22.1 + 15.3 + 17.8 = 73.6 kg, so 1,850 g a day.", "1850"),  # one digit off
    ("Together 18.4 + 22.1 + 15.3 + 17.8 = 73.6 kg, so 1,840 ml a day.", "1840"),  # no dose in ml
    ("Together 18.4 + 22.1 + 15.3 + 17.8 = 73.6 kg, so 1,472 g a day.", "1472"),  # 20 g per kg: nobody stated it
])
def test_a_stated_dose_refused(answer: str, wrong: str) -> None:
    hist = history(DOGS, system=KENNEL, user=ASKED)
    flags, _ = judged(answer, hist)
    assert wrong in flags


def test_the_reference_profile_computes_nothing() -> None:
    hist = history(DOGS, system=KENNEL, user=ASKED)
    _, computed = judged("Together 18.4 + 22.1 + 15.3 + 17.8 = 73.6 kg, so 1,840 g a day.", hist, REFERENCE)
    assert computed == {}


def test_one_named_rate_at_a_tie_is_no_reading() -> None:
    # 29.50 x 0.85 = 25.075: written 25.07, half up 25.08; a tie reaches the value and its neighbour
    hist = history({"item": "lantern", "price": 29.5}, system=BAKERY.replace("VAT 13% is added on top of every order", "members get 15% off"),
                   user="What would a member pay for the lantern?")
    flags, computed = judged("A member pays **€25.08**.", hist)
    assert "25.08" in flags


# --- rounded-up: a quantity rounded up to a step a person stated ------------------------------------------
DEPOT = "You are a fuel depot's assistant. Deliveries are billed by volume rounded up to the next 0.5 L."
TANKS = {"tanks": [{"tank": "T-1", "litres": 617.28}, {"tank": "T-2", "litres": 617.28}]}


def test_a_quantity_rounded_up_to_a_stated_step() -> None:
    flags, computed = judged("2 × 617.28 = 1,234.56 L → billed as 1,235.0 L.", history(TANKS, system=DEPOT))
    assert "1235" not in flags and computed["1235"].startswith("rounded-up")


@pytest.mark.parametrize("answer, wrong", [
    ("2 × 617.28 = 1,234.56 L → billed as 1,236.0 L.", "1236"),  # one digit off
    ("2 × 617.28 = 1,234.56 L → billed as 1,234.5 L.", "1234.5"),  # rounded down
    ("2 × 617.28 = 1,234.56 L → billed as 1,245.0 L.", "1245"),  # one digit off
])
def test_a_round_up_refused(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(TANKS, system=DEPOT))
    assert wrong in flags
