"""Round 28 (perunit28): per-unit habits read further, each phrased for the habit and tried in
more than one trade.

- `rate-step`: a gross's net, x / (1 + r), and its tax, x x r / (1 + r), where the value's clause
  says the tax is inside (`VAT included`, `of it is VAT`, `incl. VAT`);
- `unit-carry`: a table column restated in the other temperature scale (`| °C | °F |`,
  F = C x 9/5 + 32), and two counts times a quantity written one after the other
  (`40 cases × 12 jars × 454 g = 217.92 kg`);
- `average`: a table cell under a header naming a mean, the mean of the numbers its row writes
  before it (readings under the digit minimum a result carries count);
- `per-item`: a count written as a word (`Five hives`, `three crates`).

Each with its refusals: a value one digit off, the wrong scale or unit, a rate nobody stated, an
operand nobody settled stays flagged.
"""

from __future__ import annotations

import pytest

from evidence_audit import check_answer

from ._helpers import DEFAULT, history, judged


def _held(answer: str, hist: list[dict[str, object]]) -> tuple[set[str], dict[str, str]]:
    """The values flagged or listed unverified, and the computed ones with their rules."""
    v = check_answer(answer, hist, DEFAULT)
    held = {c.value for c in v.unsupported} | {u.candidate.value for u in v.unverified}
    return held, {c.value: c.derivation for c in v.computed or ()}


# --- a gross's net and its tax, the tax inside ------------------------------------------------

POOL = "Prices include VAT 21%."
BAKERY = "All prices are quoted including VAT 9%."
CLINIC = "Fees in EUR including VAT 25.5%."


@pytest.mark.parametrize("system, payload, answer, value, ok", [
    # the VAT share of a gross: x x r / (1 + r)
    (POOL, {"lessons": 10, "price_per_lesson": 38.0},
     "10 × RON 38.00 = **RON 380.00**, VAT included (RON 65.95 of it is VAT).", "65.95", True),
    (POOL, {"lessons": 10, "price_per_lesson": 38.0},
     "10 × RON 38.00 = **RON 380.00**, VAT included (RON 65.96 of it is VAT).", "65.96", False),  # a digit off
    (BAKERY, {"cakes": 12, "price": 44.5},
     "12 × €44.50 = €534.00 including VAT, of which VAT €44.09.", "44.09", True),  # 534 x 9 / 109
    (BAKERY, {"cakes": 12, "price": 44.5},
     "12 × €44.50 = €534.00 including VAT, of which VAT €44.19.", "44.19", False),
    # the net of a gross: x / (1 + r)
    (CLINIC, {"visits": 4, "fee": 128.0},
     "4 × EUR 128.00 = EUR 512.00 with VAT included; net EUR 407.97.", "407.97", True),  # 512 / 1.255
    (CLINIC, {"visits": 4, "fee": 128.0},
     "4 × EUR 128.00 = EUR 512.00 with VAT included; net EUR 407.87.", "407.87", False),
])
def test_a_gross_splits_into_its_net_and_tax(system: str, payload: object, answer: str, value: str, ok: bool) -> None:
    held, computed = _held(answer, history(payload, system=system, user="How much?"))
    if ok:
        assert value not in held and computed.get(value) is not None
    else:
        assert value in held


def test_a_tax_share_needs_a_stated_rate() -> None:
    # no rate stated anywhere: 65.95 is 380 x 21 / 121 by chance only
    held, _ = _held("10 × RON 38.00 = **RON 380.00**, VAT included (RON 65.95 of it is VAT).",
                    history({"lessons": 10, "price_per_lesson": 38.0}, user="How much?"))
    assert "65.95" in held


# --- a temperature column restated in the other scale -----------------------------------------

POOL_LOG = "time,pool,temp_c\n06:00,main,27.4\n15:00,main,28.1\n"
BREWERY = {"batch": "B-0412", "mash_c": 66.5, "ferment_c": 18.25}


@pytest.mark.parametrize("payload, answer, value, ok", [
    (POOL_LOG, "| °C | °F |\n|---|---|\n| 28.1 | 82.58 |", "82.58", True),
    (POOL_LOG, "| °C | °F |\n|---|---|\n| 28.1 | 82.68 |", "82.68", False),  # a digit off
    (BREWERY, "| step | Temp (°C) | Temp (°F) |\n|---|---|---|\n| mash | 66.5 | 151.7 |\n| ferment | 18.25 | 64.85 |",
     "151.7", True),
    (BREWERY, "| step | Temp (°C) | Temp (°F) |\n|---|---|---|\n| mash | 66.5 | 151.7 |\n| ferment | 18.25 | 64.85 |",
     "64.85", True),
    (BREWERY, "| step | Temp (°C) | Temp (°F) |\n|---|---|---|\n| mash | 66.5 | 152.7 |", "152.7", False),
    # a column named by a bare letter is no scale
    (BREWERY, "| step | C | F |\n|---|---|---|\n| mash | 66.5 | 151.7 |", "151.7", False),
])
def test_a_temperature_column_in_the_other_scale(payload: object, answer: str, value: str, ok: bool) -> None:
    held, computed = _held(answer, history(payload, user="In Fahrenheit?"))
    if ok:
        assert value not in held and computed.get(value) == "unit-carry"
    else:
        assert value in held


# --- two counts and a quantity in another unit -------------------------------------------------

HONEY = {"cases": 40, "jars_per_case": 12, "jar_g": 454}
NURSERY = {"trays": 25, "pots_per_tray": 18, "pot_ml": 750}


@pytest.mark.parametrize("payload, answer, value, ok", [
    (HONEY, "Your order: 40 cases × 12 jars × 454 g = 217.92 kg of honey.", "217.92", True),
    (HONEY, "Your order: 40 cases × 12 jars × 454 g = 218.92 kg of honey.", "218.92", False),  # a digit off
    (HONEY, "Your order: 40 cases × 12 jars × 454 g = 217.92 lb of honey.", "217.92", False),  # the wrong unit
    (NURSERY, "Compost: 25 trays × 18 pots × 750 mL = 337.5 L.", "337.5", True),
    (NURSERY, "Compost: 25 trays × 18 pots × 750 mL = 337.6 L.", "337.6", False),
])
def test_two_counts_and_a_quantity_carried_into_the_values_unit(payload: object, answer: str, value: str, ok: bool) -> None:
    held, computed = _held(answer, history(payload, user="How much?"))
    if ok:
        assert value not in held and computed.get(value) == "unit-carry"
    else:
        assert value in held


# --- a mean column ---------------------------------------------------------------------------

CHLORINE = "time,pool,free_cl_ppm\n06:00,main,0.8\n09:00,main,0.6\n12:00,main,0.4\n15:00,main,0.5\n"
CLINIC_BP = "time,patient,systolic\n08:00,P-12,128\n12:00,P-12,134\n16:00,P-12,130\n"


@pytest.mark.parametrize("payload, answer, value, ok", [
    (CHLORINE, "| readings | mean |\n|---|---|\n| 0.8, 0.6, 0.4, 0.5 | 0.575 ppm |", "0.575", True),
    (CHLORINE, "| readings | mean |\n|---|---|\n| 0.8, 0.6, 0.4, 0.5 | 0.576 ppm |", "0.576", False),  # a digit off
    (CLINIC_BP, "| 08:00 | 12:00 | 16:00 | Avg |\n|---|---|---|---|\n| 128 | 134 | 130 | 130.67 |", "130.67", True),
    (CLINIC_BP, "| 08:00 | 12:00 | 16:00 | Avg |\n|---|---|---|---|\n| 128 | 134 | 130 | 130.57 |", "130.57", False),
    # a reading nobody carried excuses nothing
    (CHLORINE, "| readings | mean |\n|---|---|\n| 0.8, 0.6, 0.9, 0.6 | 0.725 ppm |", "0.725", False),
])
def test_a_mean_column_averages_its_row(payload: object, answer: str, value: str, ok: bool) -> None:
    held, computed = _held(answer, history(payload, user="Average?"))
    if ok:
        assert value not in held and computed.get(value) == "average"
    else:
        assert value in held


# --- a count written as a word ------------------------------------------------------------------

def test_a_count_in_words_divides_a_whole() -> None:
    hist = history({"crates": 3, "apples_kg": 51.75}, user="Per crate?")
    flags, computed = judged("Three crates gave 51.75 kg of apples: 17.25 kg a crate.", hist)
    assert "17.25" not in flags and computed.get("17.25") is not None
    flags, _ = judged("Three crates gave 51.75 kg of apples: 17.35 kg a crate.", hist)
    assert "17.35" in flags


# --- an amount converted at the rate a result's table lists (`rate-step` reads the table: steps28) ---

HONEY_RATES = {"base": "UAH", "rates": {"INR": 2.0314, "EUR": 0.02087, "USD": 0.02426}, "date": "2026-08-19"}
CLINIC_RATES = {"base_currency": "GBP", "rates": {"EUR": 1.1712, "USD": 1.2684}}


def _asked(payload: object, question: str, answer: str, follow_up: str = "") -> list[dict[str, object]]:
    hist = history(payload, user=question)
    if follow_up:
        hist += [{"role": "assistant", "content": "Noted."}, {"role": "user", "content": follow_up}]
    return hist


@pytest.mark.parametrize("payload, question, follow_up, answer, value, ok", [
    (HONEY_RATES, "1,296 uah in eur", "", "€27.05", "27.05", True),  # 1296 x 0.02087
    (HONEY_RATES, "1,296 uah in eur", "", "€27.15", "27.15", False),  # a digit off
    (HONEY_RATES, "1,296 uah in eur", "in usd", "$31.44", "31.44", True),  # the amount asked before
    (HONEY_RATES, "1,296 uah in eur", "", "CHF 27.05", "27.05", False),  # a currency the table does not list
    (CLINIC_RATES, "The consultation is £185.00. In euros?", "", "That is €216.67.", "216.67", True),  # 185 x 1.1712
    (CLINIC_RATES, "The consultation is £185.00. In euros?", "", "That is €216.68.", "216.68", False),
    (CLINIC_RATES, "The consultation is £185.00. In euros?", "", "That is $234.65.", "234.65", True),  # 185 x 1.2684
])
def test_an_amount_converted_at_a_listed_rate(payload: object, question: str, follow_up: str, answer: str,
                                             value: str, ok: bool) -> None:
    held, computed = _held(answer, _asked(payload, question, answer, follow_up))
    if ok:
        assert value not in held and computed.get(value) is not None
    else:
        assert value in held


def test_a_rate_table_needs_a_base() -> None:
    # no base currency: a bare object of codes is no exchange table
    held, _ = _held("€27.05", _asked({"rates": {"EUR": 0.02087, "USD": 0.02426}}, "1,296 uah in eur", "€27.05"))
    assert "27.05" in held
