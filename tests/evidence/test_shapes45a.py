"""(shapes45a) Three computed shapes the held-out sets wrote and the check flagged:

- a total over a group of a result's rows with no total word, the group named by a category value
  (`| Raw nuts shelled | 193.5 kg |` over the rows whose `task` is `shelling`: `carried_totals.py`,
  `KeyNamer.naming`);
- a priced chain through a container: the whole containers a stated quantity fills, priced at the
  line's price per their unit (`price?` ... `$160.00.` for 90 l in cans of 20 litres at 1.60 USD a
  litre: `whole_containers.py`);
- a relative premium the rules state (`a printed wrapper costs 30% more`), applied to a count the
  person stated, in a terse reply (`price?` ... `74,100 NGN.`: `stated_doses.py`).

Each with its refusals: a digit off, a row of another group, a pack size or a share nobody stated,
the base price for the premium's thing, a premium whose base the line does not tell.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence.carried_totals import _stem
from evidence_audit.evidence.stated_doses import _stated_doses

from ._helpers import judged

SHEET = "worker,task,kg\nSabita,shelling,64\nKuni,shelling,58.5\nRashmi,peeling,21.5\nJamuna,peeling,18.25\nTilottama,shelling,71"


def sheet_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are the assistant of a cashew unit."},
            {"role": "user", "content": "Yesterday's sheet?"},
            {"role": "tool", "content": SHEET},
            {"role": "assistant", "content": "Five workers on the sheet."},
            {"role": "user", "content": "Mean shelled per sheller?"}]


def test_a_group_named_by_its_category_value_is_summed() -> None:
    flags, how = judged("| Item | Value |\n|---|---|\n| Raw nuts shelled | 193.5 kg |", sheet_run())
    assert not flags
    assert how["193.5"] == "carried-total"


def test_a_group_total_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("| Item | Value |\n|---|---|\n| Raw nuts shelled | 193.6 kg |", sheet_run())
    assert "193.6" in flags


def test_a_row_of_another_group_added_stays_flagged() -> None:
    flags, _ = judged("| Item | Value |\n|---|---|\n| Raw nuts shelled | 211.75 kg |", sheet_run())  # + 18.25, peeling
    assert "211.75" in flags


def test_a_label_naming_no_group_sums_none() -> None:
    flags, _ = judged("| Item | Value |\n|---|---|\n| Raw nuts | 193.5 kg |", sheet_run())
    assert "193.5" in flags


def test_a_verb_s_forms_share_a_stem() -> None:
    assert _stem("shelled") == _stem("shelling") == _stem("shellers")
    assert _stem("dyed") == _stem("dyeing") == _stem("dyer")
    assert _stem("painted") == _stem("painting")
    assert _stem("peeling") != _stem("shelling")


CANS = ("You are the assistant of a milk centre.\n\nRules (amounts in USD):\n"
        "- Shops pay 1.60 USD a litre, delivered in cans of 20 litres (whole cans, rounded up).\n"
        "- Invoices are paid within 7 days.\n")
NO_CANS = ("You are the assistant of a milk centre.\n\nRules (amounts in USD):\n"
           "- Shops pay 1.60 USD a litre, delivered in cans (whole cans, rounded up).\n")


def cans_run(system: str = CANS) -> list[dict[str, Any]]:
    return [{"role": "system", "content": system}, {"role": "user", "content": "90 l for a cafe, cans?"},
            {"role": "assistant", "content": "5 cans."}, {"role": "user", "content": "price?"}]


def test_whole_containers_a_stated_quantity_fills_priced_by_their_unit() -> None:
    flags, how = judged("$160.00.", cans_run())
    assert not flags
    assert how["160"] == "whole-containers"


def test_a_container_chain_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("$170.00.", cans_run())
    assert "170" in flags


def test_a_pack_size_nobody_stated_stays_flagged() -> None:
    flags, _ = judged("$160.00.", cans_run(NO_CANS))
    assert "160" in flags


WRAPPERS = ("You are the assistant of a dye works.\n\nRules (amounts in NGN):\n"
            "- Cloth costs 2,400 NGN a yard; a wrapper takes 2 yards.\n"
            "- Prices: a plain wrapper 9,500 NGN; a printed wrapper costs 30% more.\n")
NO_SHARE = ("You are the assistant of a dye works.\n\nRules (amounts in NGN):\n"
            "- Cloth costs 2,400 NGN a yard; a wrapper takes 2 yards.\n"
            "- Prices: a plain wrapper 9,500 NGN; a printed wrapper costs more.\n")
TWO_BASES = ("You are the assistant of a dye works.\n\nRules (amounts in NGN):\n"
             "- Prices: a plain wrapper 9,500 NGN, a dyed wrapper 11,000 NGN; a printed wrapper costs 30% more.\n")
THAN = ("You are the assistant of a dye works.\n\nRules (amounts in NGN):\n"
        "- Prices: a plain wrapper 9,500 NGN, a dyed wrapper 11,000 NGN; a printed wrapper costs 30% more than a dyed one.\n")


def wrappers_run(system: str = WRAPPERS) -> list[dict[str, Any]]:
    return [{"role": "system", "content": system}, {"role": "user", "content": "6 printed wrappers, yards?"},
            {"role": "assistant", "content": "12 yards."}, {"role": "user", "content": "price?"}]


def test_a_premium_the_rules_state_on_the_count_the_person_stated() -> None:
    flags, how = judged("74,100 NGN, no discount.", wrappers_run())
    assert not flags
    assert how["74100"] == "stated-dose"


def test_a_premium_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("74,600 NGN.", wrappers_run())
    assert "74600" in flags


def test_the_base_price_for_the_premium_s_thing_stays_flagged() -> None:
    flags, _ = judged("57,000 NGN.", wrappers_run())  # 6 x 9,500: the plain price for printed wrappers
    assert "57000" in flags


def test_a_share_nobody_stated_stays_flagged() -> None:
    flags, _ = judged("74,100 NGN.", wrappers_run(NO_SHARE))
    assert "74100" in flags


def test_a_premium_over_two_bases_moves_none_unless_than_names_one() -> None:
    assert not [d for d in _stated_doses(TWO_BASES)[0] if "30%" in d.shown]
    flags, _ = judged("85,800 NGN.", wrappers_run(TWO_BASES))  # 6 x 11,000 x 1.3
    assert "85800" in flags
    moved = [d for d in _stated_doses(THAN)[0] if "30%" in d.shown]
    assert [d.number for d in moved] == [11000 * 13 / 10]
    flags, how = judged("85,800 NGN.", wrappers_run(THAN))
    assert not flags
    assert how["85800"] == "stated-dose"


def test_a_discount_the_rules_state_moves_the_price_down() -> None:
    moved = [d for d in _stated_doses("- Prices: a plain wrapper 9,500 NGN; a seconds wrapper sells 20% less.\n")[0] if "%" in d.shown]
    assert [d.number for d in moved] == [7600]
    assert "second" in moved[0].names and "plain" not in moved[0].names


ROPE = ("You are the assistant of a rope walk.\n\nRules (amounts in NGN):\n"
        "- Rope is sold in coils of 220 m (whole coils, rounded up). Prices a metre: 8 mm 180 NGN, 12 mm 390 NGN.\n")


def rope_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": ROPE}, {"role": "user", "content": "300 m of 8 mm, coils?"},
            {"role": "assistant", "content": "2 coils."}, {"role": "user", "content": "price?"}]


def test_whole_containers_at_the_listed_price_of_the_item_the_person_named() -> None:
    flags, how = judged("79,200 NGN.", rope_run())  # 2 coils x 220 m x 180
    assert not flags
    assert how["79200"] == "whole-containers"


def test_the_listed_price_of_an_item_nobody_named_stays_flagged() -> None:
    flags, _ = judged("171,600 NGN.", rope_run())  # 2 x 220 x 390: 12 mm, not asked
    assert "171600" in flags
