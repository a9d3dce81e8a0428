"""Round 28 (steps28): one-step conversions and the spellings that hid them. `rate-step` reads an
exchange table a result serves (`{"base": "UAH", "rates": {"INR": 2.0314}}`, or one `base`/`quote`
rate) as factors between the two currencies only, the currency signs `₹ ₴ ₽ ₺ ₩ ₪ ₫ ₱ ₦` (spaced, as a
lakh number's English respelling is), and an amount a person wrote with its currency (`1,296 uah in
eur`) as what the answer converts; `in-order` takes a bold bottom line; a comma of 1, 2 or 4+
decimals before `lei`, `Ft`, `zł`, `Kč`, `kr`, `DKK`, `RON` ... decides a decimal-comma text (`decimal_comma.py`)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.decimal_comma import comma_text

from ._helpers import REFERENCE, history, judged

# --- an exchange table a result serves: a clinic billing a patient abroad, a bakery's supplier ----

FX_TABLE = {"base": "GBP", "rates": {"EUR": 1.172, "USD": 1.341, "INR": 112.46}, "date": "2026-05-02"}
INVOICE = {"invoice": "CL-5521", "patient": "P-0912", "treatment": "root canal", "amount_gbp": 425.00}


@pytest.mark.parametrize("written,number,ok", [
    ("The treatment is £425.00, that is €498.10 at today's rate.", "498.1", True),  # 425 x 1.172
    ("The treatment is £425.00, that is €498.20 at today's rate.", "498.2", False),  # one digit off
    ("The treatment is £425.00, that is $569.93 at today's rate.", "569.93", True),  # 425 x 1.341
    ("The treatment is £425.00, that is $569.94 at today's rate.", "569.94", False),
    # a lakh number after the rupee sign: 425 x 112.46 = 47,795.50
    ("The treatment is £425.00, that is ₹47,795.50 at today's rate.", "47795.5", True),
    ("The treatment is £425.00, that is ₹47,795.60 at today's rate.", "47795.6", False),
])
def test_an_amount_converted_by_a_served_exchange_table(written: str, number: str, ok: bool) -> None:
    flags, computed = judged(written, history(INVOICE, FX_TABLE))
    # (two carried operands: `carried-rate` may take it first; rate-step where the amount is the answer's)
    assert (computed.get(number) in ("rate-step", "carried-rate")) is ok, computed
    assert (number in flags) is not ok


def test_a_lakh_spelling_after_the_rupee_sign_is_converted() -> None:
    table = {"base": "UAH", "rates": {"INR": 2.0314, "EUR": 0.02087}}
    flags, computed = judged("Price: 40 × 1,296 = 51,840 UAH, at this rate **₹1,05,307.78**.", history(table))
    assert computed.get("105307.78") == "rate-step", computed
    flags, computed = judged("Price: 40 × 1,296 = 51,840 UAH, at this rate **₹1,05,307.87**.", history(table))
    assert "105307.87" in flags, computed


def test_a_table_rate_converts_only_between_its_two_currencies() -> None:
    # 425 x 1.172 in pounds again is no conversion: the same currency on both sides
    flags, computed = judged("The treatment is £425.00, or £498.10 with the extras.", history(INVOICE, FX_TABLE))
    assert "498.1" in flags, computed


def test_one_base_quote_rate_converts_between_them() -> None:
    rate = {"base": "USD", "quote": "SEK", "rate": 10.42, "date": "2026-11-18"}
    crate = {"crate": "CR-118", "items": [{"part": "frame", "usd": 1000.00}, {"part": "lid", "usd": 250.00}]}
    # the answer's own total (1000 + 250), converted in its sentence
    flags, computed = judged("The crate costs $1,000.00 + $250.00 = $1,250.00, about 13,025.00 SEK.", history(crate, rate))
    assert computed.get("13025") in ("rate-step", "carried-rate"), computed
    flags, computed = judged("The crate costs $1,000.00 + $250.00 = $1,250.00, about 13,026.00 SEK.", history(crate, rate))
    assert "13026" in flags, computed


def test_an_object_of_other_keys_is_no_exchange_table() -> None:
    # a shipment with a base port: its `weights` are no rates
    shipment = {"base": "RTM", "weights": {"box": 12.5, "pallet": 1.172}}
    flags, computed = judged("The parcel is £425.00, that is €498.10.", history(INVOICE, shipment))
    assert "498.1" in flags, computed


# --- an amount a person wrote with its currency: `1,296 uah in eur` -----------------------------

RATES = {"base": "UAH", "rates": {"EUR": 0.02087, "USD": 0.02426, "INR": 2.0314}}


@pytest.mark.parametrize("user,written,number,ok", [
    ("1,296 uah in eur", "€27.05", "27.05", True),  # 1296 x 0.02087
    ("1,296 uah in eur", "€27.06", "27.06", False),  # one digit off
    ("1,296 uah in eur", "$27.05", "27.05", False),  # the wrong currency
    ("1,296 uah in usd", "That is $31.44.", "31.44", True),  # 1296 x 0.02426
    ("1,296 in eur", "€27.05", "27.05", False),  # no currency the person wrote
])
def test_an_amount_a_person_wrote_converted(user: str, written: str, number: str, ok: bool) -> None:
    flags, computed = judged(written, history(RATES, user=user))
    assert (computed.get(number) == "rate-step") is ok, computed
    assert (number in flags) is not ok


def test_the_conversions_are_not_the_reference_profiles() -> None:
    flags, _ = judged("€27.05", history(RATES, user="1,296 uah in eur"), REFERENCE)
    assert "27.05" in flags


# --- in-order: a bold bottom line after the steps (a clinic's bill) ------------------------------

FEES = {"fees": [{"item": "consultation", "eur": 32.00}, {"item": "dressing", "eur": 22.00}]}


@pytest.mark.parametrize("total,number,ok", [
    ("**EUR 49.60** in all.", "49.6", True),  # 32.00 + 17.60 (22.00 consumed by its equation)
    ("**EUR 49.70** in all.", "49.7", False),  # one digit off
    ("EUR 49.60 is what you pay.", "49.6", False),  # no bold, no word saying total
])
def test_a_bold_bottom_line_sums_the_steps_results(total: str, number: str, ok: bool) -> None:
    answer = "Consultation EUR 32.00, and the dressing at 20% off: EUR 22.00 × 0.8 = EUR 17.60. " + total
    flags, computed = judged(answer, history(FEES))
    assert (number in computed) is ok, computed
    assert (number in flags) is not ok


# --- a narrow no-break space grouping decides a decimal comma -----------------------------------

@pytest.mark.parametrize("text,decided", [
    ("1 lej = 84,06 Ft.", True),  # a comma of two decimals before a currency of its languages
    ("Kurs: 1 EUR = 7,4612 DKK", True),
    ("123,30 lei pentru restul lunii", True),
    ("Groups 45 621 and 1,250", False),  # a comma of three decimals is English grouping
    ("Items 80,46 and more", False),  # no currency after it
])
def test_a_short_comma_before_a_currency_of_its_languages(text: str, decided: bool) -> None:
    assert comma_text(text) is decided


def test_a_rate_slipped_in_a_decimal_comma_is_flagged() -> None:
    rates = {"base": "RON", "rates": {"HUF": 80.46, "EUR": 0.1963}}
    flags, computed = judged("1 lej = 80,47 Ft.", history(rates))
    assert "80,47" in flags or "80.47" in flags, (flags, computed)  # read as 80.47 now: a slip of the rate stays flagged
