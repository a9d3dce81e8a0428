"""(review39) Round 39's excuses at their price: made-up runs where an invented value (another tier's
count, another record's quantity, a wrong direction) is excused by a rule merged this round, and
honest values a new flag now refuses. Each test asserts what the rule should do: they fail on int39
(0c27a836) and pass when the rule is narrowed.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, content, flagged, history, judged

# --- D5: stated_doses terse reply: any price of a line sharing a word, any earlier quantity ---------

ROASTERY = ("You are a coffee roastery's assistant. Today is 2027-02-02, 09:00.\n"
            "Rules:\n- Green beans cost 9.20 USD a kg; roasted coffee sells at 21.50 USD a kg.\n- Delivery 4.00 USD a box.\n")


def _roastery(answer: str, question: str, previous: str = "38.5 kg.") -> set[str]:
    run = [{"role": "system", "content": ROASTERY}, {"role": "user", "content": "lot 7 roasted"},
           {"role": "assistant", "content": previous}, {"role": "user", "content": question}]
    return judged(answer, run)[0]


def test_a_terse_reply_at_the_other_price_of_the_named_line_stays_flagged() -> None:
    # `roasted` names the line, which states two prices: 38.5 kg at the green beans' 9.20 is no value roasted
    assert "354.2" in _roastery("$354.20.", "value roasted")


def test_a_terse_reply_on_another_lot_s_quantity_stays_flagged() -> None:
    # lot 8's 42 kg priced for a question on lot 7
    assert "903" in _roastery("$903.00.", "value of lot 7 roasted?", "Lot 7: 38.5 kg roasted; lot 8: 42 kg roasted.")


# --- D10: computed/products: a short carried number as the rate before the value, of any key --------

MARKET = "You are the assistant of a vegetable market in Mandalay. Today is 2027-05-11 (Tuesday), 06:00.\n"
FREIGHT = '{"consignment": "F-88", "kg": 1200, "price_lak_kg": 415, "pallets": 6.5}'


def test_another_currency_s_carried_rate_written_for_the_kip_stays_flagged() -> None:
    # 61.8 is MMK per baht; the amount is in kip (0.0968 MMK a kip): 30,776,400 MMK is an invention
    rates = '{"date": "2027-05-11", "mmk_per_lak": 0.0968, "mmk_per_thb": 61.8}'
    flags, _ = judged("- 1,200 kg × 415 LAK = **498,000 LAK**\n- At 61.8 MMK a kip: **30,776,400 MMK**",
                      history(FREIGHT, rates, system=MARKET, user="In kyat?"))
    assert "30776400" in flags


def test_a_carried_count_written_as_a_rate_stays_flagged() -> None:
    rates = '{"date": "2027-05-11", "mmk_per_lak": 0.0968}'
    flags, _ = judged("- 1,200 kg × 415 LAK = **498,000 LAK**\n- At 6.5 MMK a kip: **3,237,000 MMK**",
                      history(FREIGHT, rates, system=MARKET, user="In kyat?"))
    assert "3237000" in flags


# --- D11: carried_products with an `m³` price: another species' price for the record ----------------

KILN_RULES = ("You are the assistant of a sawmill. Rules (amounts in MKD):\n- Kiln: 95 kWh per m³ of boards at 7.40 MKD a kWh.\n"
              "- Dry boards: beech 25 mm 21,500 MKD/m³, oak 50 mm 46,000 MKD/m³.")


def test_a_beech_record_at_the_oak_price_stays_flagged() -> None:
    # 38.4 m³ of beech 25 mm is 825,600 MKD; at oak's 46,000 MKD/m³ it is an invention
    run = history({"kiln": "S-1", "thick_mm": 25, "species": "beech", "m3": 38.4}, system=KILN_RULES,
                  user="Kiln S-1: power and value?")
    assert "1766400" in judged("Beech boards: 1,766,400.00 MKD before VAT.", run)[0]


# --- D12: stated_doses short count: a count the stated size refutes, times the thing's price --------

CRATES = ("You are the assistant of a vegetable market. Today is 2027-05-11 (Tuesday), 06:00.\n"
          "Rules (amounts in MMK):\n- A crate holds 25 kg and costs 3,500 MMK.\n")


def test_a_wrong_count_of_crates_priced_stays_flagged() -> None:
    # 640 kg in 25 kg crates is 26 crates (91,000 MMK); 17 crates is a wrong count, its price an invention
    run = history({"lot": "V-11", "kg": 640}, system=CRATES, user="Crates for it?")
    assert "59500" in judged("640 kg needs 17 crates: 59,500 MMK.", run)[0]
