"""(terse44) Terse reply chains priced from the rules: a person asks short follow-ups and the model
answers in a few words with numbers from the system prompt's rules and the person's own counts, with
no tool call. The runs are written here (an olive mill's rules), in the shape of the sets' run 12.

- `stated_doses.py` (`stated-dose`): `price?` names no price; the count is the person's earlier
  text's (`45 kg standard ...`), the price the one whose own clause that text names (`standard 11 EUR
  a kg`, not `premium 14 EUR a kg`). The VAT on it follows (`two-step` on the settled price).
- `yield_backs.py` (`yield-back`): `olives behind it?` ... `274.73 kg.`, the count over the rules'
  stated yields (45 / (0.78 x 0.21)).
Refusals: a digit off, the other grade's price, a count nobody stated, a yield the rules do not
state, a tax's percent taken as a yield, a reply that is no terse one.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence.yield_backs import StatedYields

from ._helpers import judged

RULES = (
    "You are the assistant of an olive mill.\n\nRules (amounts in EUR):\n"
    "- Olives cost 0.85 EUR a kg.\n"
    "- Crushing leaves 78% of the olive weight as paste; pressing leaves 21% of the paste as oil.\n"
    "- Bottled oil: premium 14 EUR a kg, standard 11 EUR a kg, packed in cases of 6 kg (whole cases, rounded up).\n"
    "- Orders of 300 kg or more have 6% off; VAT 10% on top of the net.\n"
    "- Invoices are paid within 20 days.\n"
)


def run(*turns: str) -> list[dict[str, Any]]:
    """The rules, then the person's and the model's turns in order (the last the question)."""
    out: list[dict[str, Any]] = [{"role": "system", "content": RULES}]
    for k, text in enumerate(turns):
        out.append({"role": "user" if k % 2 == 0 else "assistant", "content": text})
    return out


PRICED = run("45 kg standard for a deli, cases?", "8 cases.", "price?")


def test_a_terse_price_of_the_count_the_person_stated() -> None:
    flags, how = judged("495 EUR, no discount under 300 kg.", PRICED)
    assert not flags
    assert how["495"] == "stated-dose"


def test_a_terse_price_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("496 EUR, no discount under 300 kg.", PRICED)
    assert "496" in flags


def test_the_other_grade_s_price_stays_flagged() -> None:
    flags, _ = judged("630 EUR.", PRICED)  # 45 x 14: premium, which the person did not ask
    assert "630" in flags


def test_a_count_nobody_stated_stays_flagged() -> None:
    flags, _ = judged("550 EUR.", PRICED)  # 50 x 11
    assert "550" in flags


def test_a_person_text_naming_no_price_gives_no_count() -> None:
    flags, _ = judged("495 EUR.", run("45 kg for a deli, cases?", "8 cases.", "price?"))
    assert "495" in flags


def test_the_tax_on_the_settled_terse_price() -> None:
    hist = run("45 kg standard for a deli, cases?", "8 cases.", "price?", "495 EUR, no discount under 300 kg.", "with vat?")
    flags, how = judged("544.50 EUR.", hist)
    assert not flags and "544.5" in how
    flags, _ = judged("545.50 EUR.", hist)
    assert "545.5" in flags


YIELDED = run("45 kg standard for a deli, cases?", "8 cases.", "price?", "495 EUR, no discount under 300 kg.",
              "olives behind it?")


def test_a_terse_quantity_taken_back_through_the_stated_yields() -> None:
    flags, how = judged("274.73 kg.", YIELDED)  # 45 / (0.78 x 0.21)
    assert not flags
    assert how["274.73"] == "yield-back"


def test_a_yield_back_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("274.63 kg.", YIELDED)
    assert "274.63" in flags


def test_a_yield_the_rules_do_not_state_stays_flagged() -> None:
    flags, _ = judged("230.77 kg.", YIELDED)  # 45 / (0.78 x 0.25)
    assert "230.77" in flags


def test_a_yield_back_in_a_long_answer_is_left_to_other_rules() -> None:
    flags, _ = judged("Working back from the oil through pressing and crushing, you need about 274.73 kg of olives here.", YIELDED)
    assert "274.73" in flags


def test_a_tax_or_a_discount_is_no_yield() -> None:
    stated = StatedYields()
    stated.add_system_text(RULES)
    kept = {f for f, _ in stated._yields}
    assert {0.78, 0.21} <= {float(f) for f in kept}  # (mend44c, review44 D8) `leaves 78%`: not 0.22 too
    assert not {0.06, 0.94, 0.10, 0.90} & {float(f) for f in kept}


def test_a_quicklime_factor_stated_as_one_unit_giving_another() -> None:
    stated = StatedYields()
    stated.add_system_text("- Hydrated lime: 1 kg of quicklime gives 1.32 kg; bags of 20 kg.\n")
    assert [float(f) for f, _ in stated._yields] == [1.32]


FELT_RULES = (
    "You are the assistant of a felt workshop.\n\nRules (amounts in TMT):\n"
    "- Prices a square metre of finished felt: standard 185 TMT, thick 240 TMT; a patterned felt costs 35% more.\n"
    "- Orders of 20 m² or more have 8% off; VAT 15% on top of the net.\n"
)


def felt_run(first: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": FELT_RULES}, {"role": "user", "content": first},
            {"role": "assistant", "content": "6 m²."}, {"role": "user", "content": "price?"}]


def test_a_price_list_per_a_unit_prices_the_previous_answer_s_area() -> None:
    hist = felt_run("standard felt 2 x 3 m, area?")
    flags, how = judged("1,110 TMT.", hist)  # 6 x 185, the grade the person named
    assert not flags
    assert how["1110"] == "stated-dose"
    flags, _ = judged("1,440 TMT.", hist)  # 6 x 240: thick, not asked
    assert "1440" in flags
    flags, _ = judged("1,120 TMT.", hist)
    assert "1120" in flags


def test_a_price_list_s_grade_the_person_never_named_prices_nothing() -> None:
    flags, _ = judged("1,110 TMT.", felt_run("a felt 2 x 3 m, area?"))
    assert "1110" in flags


def test_a_terse_quantity_carried_forward_through_a_stated_yield() -> None:
    hist = run("45 kg standard for a deli, cases?", "8 cases.", "oil from 130 kg of olives?")
    flags, how = judged("21.29 kg.", hist)  # 130 x (0.78 x 0.21) = 21.294
    assert not flags and how["21.29"] == "yield-back"
    flags, _ = judged("21.39 kg.", hist)
    assert "21.39" in flags
