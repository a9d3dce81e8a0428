"""words43: formulas the rules state in words, net rows, a row label that writes only its step (made-up
runs: a tile yard, a hay farm; none of the corpora's texts).

- `label_step_rule` (`column-factor`): `| Tiles × 85 | | 205,530.00 |` under a row whose last number is 2,418;
- `cell-equation` past empty cells: `| Ridge 22 × 240 | | 5,280.00 |`;
- `ledger-total`: a line's discount written after its base, `Tiles: 510,000.00 − 5% 25,500.00`;
- `keyed`: `Crates 9,750.` on the step an earlier sentence of the same label worked (`Crates 6000/400 = 15`);
- `worded-product`: `a bale weighs its volume in m3 x its density (kg/m3) in kg`.
"""

from __future__ import annotations

from evidence_audit.evidence.worded_products import parse_worded_products

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, history, judged

PRICES = ("| item | unit | EUR |\n|---|---|---|\n| Tile | tile | 85 |\n| Ridge | piece | 240 |\n"
          "| Crate | crate | 650 |\n| Flag | m2 | 1450 |\n")
YARD = ("You are the desk of a tile yard.\nRules (amounts in EUR):\n- A roof takes 13 tiles a m2.\n"
        "- Tiles ship in crates of 400; 5 crates or more have 5% off the tiles; VAT 12% on top of the net.")


def _yard(answer: str, user: str = "A roof of 186 m2 with 22 ridge pieces and 7 crates. Price?") -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(PRICES, system=YARD, user=user))


TABLE = ("| Step | Qty | EUR |\n|---|---|---|\n| Tiles 186 × 13 | 2,418 | |\n| Tiles × {tiles} | | {amount} |\n"
         "| 5% off | | −10,276.50 |\n| Ridge 22 × 240 | | {ridge} |\n| Crates 7 × 650 | | 4,550.00 |\n| Net | | {net} |\n")


def _table(tiles: str = "85", amount: str = "205,530.00", ridge: str = "5,280.00", net: str = "205,083.50") -> str:
    return TABLE.format(tiles=tiles, amount=amount, ridge=ridge, net=net)


# --- a row label that writes only its step; a cell-equation past empty cells ------------------------

def test_label_step_and_net_row_are_computed() -> None:
    flags, computed = _yard(_table())
    assert not flags, (flags, computed)
    assert computed.get("205530") == "column-factor" and computed.get("5280") == "cell-equation", computed


def test_label_step_one_digit_off_stays_flagged() -> None:
    flags, _ = _yard(_table(amount="205,630.00", net="205,183.50"))
    assert "205630" in flags, flags


def test_label_step_with_a_number_no_one_carried_stays_flagged() -> None:
    # 87 a tile: no price list, rule or person states it
    flags, _ = _yard(_table(tiles="87", amount="210,366.00", net="209,919.50"))
    assert "210366" in flags, flags


def test_cell_equation_past_empty_cells_refuses_a_wrong_product() -> None:
    flags, _ = _yard(_table(ridge="5,290.00", net="205,093.50"))
    assert "5290" in flags, flags


# --- a net line: the discount written after its base ---------------------------------------------------

ORDER = "Order: 6000 tiles, 40 m2 flag. Price?"
THINK = ("<think>\nTiles 6000 × 85 = 510,000. Crates 6000/400 = 15, ≥5 so 5% off tiles: 25,500. Crates {crates}. "
         "Flag 40 × 1450 = 58,000.\nNet {net}.\n</think>\n\n")
LIST = "- Tiles: 510,000.00 − 5% {off}\n- Crates: {crates}.00\n- Flag: 58,000.00\n- Net: {net}.00\n"


def _net(crates: str = "9,750", net: str = "552,250", off: str = "25,500.00", think: bool = True) -> tuple[set[str], dict[str, str]]:
    answer = (THINK.format(crates=crates, net=net) if think else "") + LIST.format(off=off, crates=crates, net=net)
    return _yard(answer, user=ORDER)


def test_net_with_the_discount_taken_off_its_base_is_computed() -> None:
    flags, computed = _net()
    assert not flags, (flags, computed)
    assert computed.get("552250", "").startswith("ledger-total") or "552250" in computed, computed


def test_net_list_alone_is_a_ledger_total() -> None:
    answer = "- Tiles: 510,000.00 − 5% 25,500.00\n- Crates: 15 × 650 = 9,750.00\n- Flag: 58,000.00\n- Net: 552,250.00\n"
    flags, computed = _yard(answer, user=ORDER)
    assert not flags and computed.get("552250") == "ledger-total", (flags, computed)


def test_discount_added_instead_of_taken_is_not_computed() -> None:
    # 510,000 + 25,500 + 9,750 + 58,000: the `total` rule's run refuses an item written `− 5% 25,500.00`
    # (`sum_guards.adds_taken_off`); the value is flagged, or listed unverified (framed as arithmetic)
    answer = THINK.format(crates="9,750", net="603,250") + LIST.format(off="25,500.00", crates="9,750", net="603,250")
    v = check_answer(answer, history(PRICES, system=YARD, user=ORDER), DEFAULT)
    assert "603250" not in {c.value for c in v.computed or ()}
    assert "603250" in {c.value for c in v.unsupported} | {u.candidate.value for u in v.unverified}


def test_discount_that_is_no_share_of_its_base_nets_nothing() -> None:
    # 25,000 is not 5% of 510,000: the line is no base less its percent
    flags, _ = _net(think=False, off="25,000.00", net="552,750")
    assert "552750" in flags, flags


def test_label_amount_on_its_earlier_step_is_computed() -> None:
    flags, computed = _net()
    assert "9750" not in flags and computed.get("9750") == "keyed", computed


def test_label_amount_one_digit_off_stays_flagged() -> None:
    flags, _ = _net(crates="9,850", net="552,350")
    assert "9850" in flags, flags


# --- worded-product: a product the rules state in words -------------------------------------------------

FARM = ("You are the desk of a hay farm.\nRules (amounts in EUR):\n"
        "- A bale is 1.2 x 0.8 x 0.9 m (0.864 m3); a bale weighs its volume in m3 x its density (kg/m3) in kg.\n"
        "- Straw packs to 95 kg/m3, hay to 160 kg/m3.\n- A bale sells at 14 EUR.")


def _farm(answer: str, user: str = "weight of a hay bale?") -> tuple[set[str], dict[str, str]]:
    return judged(answer, history({"stock": "ok"}, system=FARM, user=user))


def test_worded_product_is_read_with_its_units() -> None:
    found = parse_worded_products(FARM)
    assert len(found) == 1 and found[0].units == (frozenset({"m3"}), frozenset({"kg/m3", "kg"})), found
    # a size (`1.2 x 0.8`) and a written step (`x 0.94`) are no worded product
    assert parse_worded_products("- A sheet is 56 x 76 cm.\n- good = couched x 0.94") == []


def test_worded_product_is_computed() -> None:
    flags, computed = _farm("138.24 kg.")
    assert "138.24" not in flags and computed.get("138.24") == "worded-product", (flags, computed)


def test_worded_product_of_the_question_number_is_computed() -> None:
    flags, computed = _farm("129.60 kg.", user="and a bale pressed to 150 kg/m3?")
    assert "129.6" not in flags and "129.60" not in flags, (flags, computed)


def test_worded_product_with_a_wrong_density_stays_flagged() -> None:
    # 0.864 x 150: no one states 150 kg/m3 here
    flags, _ = _farm("129.60 kg.")
    assert "129.6" in flags or "129.60" in flags, flags


def test_worded_product_one_digit_off_stays_flagged() -> None:
    flags, _ = _farm("138.25 kg.")
    assert "138.25" in flags, flags


def test_worded_product_needs_a_word_of_its_line() -> None:
    # nothing in the question or the line names a bale, its weight, volume or density
    flags, _ = _farm("138.24 EUR.", user="the invoice total?")
    assert "138.24" in flags, flags



# --- joined-rows: a label joining items an earlier answer priced --------------------------------------

EARLIER = ("| Step | Qty | EUR |\n|---|---|---|\n| Tiles × 85 | | 205,530.00 |\n| Crates 6.05 → | 7 | 4,550.00 |\n"
           "| Ridge 22 × 240 | | 5,280.00 |\n")


def _joined(label: str, value: str) -> tuple[set[str], dict[str, str]]:
    answer = f"| Step | EUR |\n|---|---|\n| {label} | {value} |\n"
    return judged(answer, history(PRICES, system=YARD, user="A roof of 186 m2 with 22 ridge pieces.",
                                  answers=(EARLIER, "One truck.")))


def test_label_joining_earlier_lines_is_their_sum() -> None:
    flags, computed = _joined("Crates and ridge", "9,830.00")
    assert "9830" not in flags and computed.get("9830") == "joined-rows", (flags, computed)


def test_label_joining_earlier_lines_one_digit_off_stays_flagged() -> None:
    flags, _ = _joined("Crates and ridge", "9,880.00")
    assert "9880" in flags, flags


def test_label_naming_no_earlier_line_stays_flagged() -> None:
    # no earlier line opens with `Delivery`
    flags, _ = _joined("Crates and delivery", "9,830.00")
    assert "9830" in flags, flags
