"""(mend46f) review46b's probes of `terse-term` (`terse_terms.py`): inventions the rule excused.

D1 a percent is 1 + p only where its clause writes no reduction (1 - p where it does), never from the
person's text, and only multiplies; D3 a rules' line's rate between two currency codes converts one
way; D4 another item's price on the named line is no operand; D5 ids and a date's parts the person
wrote are no operands; D6 the previous answer's price of another thing is no operand.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence.terse_terms import TerseTerms

from ._helpers import judged
from .test_terse46 import run

SHOP = (
    "You are the assistant of a furniture shop in Durban.\n\nRules (amounts in ZAR):\n"
    "- Oak tables sell at R4,250 each.\n"
    "- Desks sell at R3,417 each.\n"
    "- Lamps sell at R1,289 each.\n"
    "- Rugs sell at R2,150 each.\n"
    "- VAT 15% on top.\n"
    "- Exchange: 1 USD = 18.47 ZAR (fixed for quotes).\n"
)
TEES = (
    "You are the assistant of a print shop in Durban.\n\nRules (amounts in ZAR):\n"
    "- mug 95, cap 180, tee 245, hoodie 615.\n"
    "- Engraving adds 12% on top.\n"
)
TEES_ONE_LINE = (
    "You are the assistant of a print shop in Durban.\n\nRules (amounts in ZAR):\n"
    "- Tees sell at R245 and caps at R180; engraving adds 12% on top.\n"
)


def shop(system: str, *turns: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"role": "system", "content": system}]
    for k, text in enumerate(turns):
        out.append({"role": "user" if k % 2 == 0 else "assistant", "content": text})
    return out


def test_d1_a_discount_is_no_premium() -> None:
    flags, _ = judged("23,152.50 MXN.", run("15 jugs for a hotel, price?", "22,050 MXN.", "with the order discount?"))
    assert "23152.5" in flags  # 22,050 x 1.05: the rule takes 5% off


def test_d1_a_percent_the_person_wrote_is_no_premium() -> None:
    flags, _ = judged("R5,950.00.", shop(SHOP, "oak table; I can pay 40% now, how much?"))
    assert "5950" in flags  # 4,250 x 1.40
    flags, _ = judged("R5,737.50.", shop(SHOP, "oak table; is a 35% deposit ok?"))
    assert "5737.5" in flags  # 4,250 x 1.35


def test_d1_a_premium_only_multiplies() -> None:
    flags, _ = judged("19,008.62 MXN.", run("15 jugs for a hotel, price?", "22,050 MXN.", "with iva?"))
    assert "19008.62" in flags  # 22,050 / 1.16


def test_d1_a_reduction_word_reads_one_minus_p() -> None:
    terms = TerseTerms()
    terms.add_system_text("- Orders of 20,000 MXN or more have 5% off; IVA 16% on top of the net.\n")
    shown = {s for _, s, _, _ in terms.named("order iva")}
    assert "(1 - 5%)" in shown and "(1 + 16%)" in shown
    assert "(1 + 5%)" not in shown and "(1 - 16%)" not in shown


def test_d3_a_rules_rate_converts_one_way() -> None:
    flags, _ = judged("$78,497.50.", shop(SHOP, "oak table in usd?"))
    assert "78497.5" in flags  # 4,250 x 18.47: USD to ZAR multiplies, not ZAR to USD
    flags, _ = judged("R173.25.", shop(SHOP, "I have 3200 usd, how much in rand?"))
    assert "173.25" in flags  # 3,200 / 18.47


def test_d4_another_item_s_price_on_the_line() -> None:
    flags, _ = judged("R604.80.", shop(TEES, "3 tee with engraving?"))
    assert "604.8" in flags  # 3 x 180 (the cap) x 1.12
    flags, _ = judged("R604.80.", shop(TEES_ONE_LINE, "3 tee with engraving?"))
    assert "604.8" in flags


def test_d4_the_item_s_own_price_is_kept() -> None:
    terms = TerseTerms()
    terms.add_system_text(TEES_ONE_LINE)
    shown = {s for _, s, _, _ in terms.named("3 tees with engraving?")}
    assert "245" in shown and "180" not in shown


def test_d5_ids_the_person_wrote_are_no_operands() -> None:
    flags, _ = judged("R5,141.65.", shop(SHOP, "my order is 4471, account 2093. desk price?", "R3,417.", "with vat?"))
    assert "5141.65" in flags  # 4471 x 1.15


def test_d5_a_date_s_year_is_no_operand() -> None:
    flags, _ = judged("R2,331.05.", shop(SHOP, "delivery on March 14, 2027 for 3 desks, price?"))
    assert "2331.05" in flags  # 2027 x 1.15


def test_d6_the_previous_answer_s_price_of_another_thing() -> None:
    hist = shop(SHOP, "price of the desk?", "R3,417.", "and the lamp?", "R1,289.", "rug with vat?")
    _, how = judged("R1,482.35.", hist)
    # 1,289 (the lamp) x 1.15: not terse-term's (two-step still takes it: the previous answer's value
    # times the stated tax, outside this branch)
    assert how.get("1482.35") != "terse-term"


def test_the_rules_discount_and_rate_and_own_price_still_reach() -> None:
    _, how = judged("20,947.50 MXN.", run("15 jugs for a hotel, price?", "22,050 MXN.", "with the order discount?"))
    assert how.get("20947.5") == "terse-term"  # 22,050 x (1 - 5%)
    _, how = judged("$230.10.", shop(SHOP, "oak table in usd?"))
    assert how.get("230.1") == "terse-term"  # 4,250 / 18.47: into USD, over the rate
    _, how = judged("R823.20.", shop(TEES_ONE_LINE, "3 tees with engraving?"))
    assert how.get("823.2") == "terse-term"  # 3 x 245 x (1 + 12%)
