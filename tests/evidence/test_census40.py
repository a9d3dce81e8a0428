"""(census40) Honest values held-out runs flagged, each with the bound that keeps an invention flagged.

- `labelled_sums.py` (review39 D10, second half): a labelled sum whose terms wear two units of one
  dimension (`Drive 2 hours + layover 45 minutes + flight 3 hours = 5.75 hours`) is each term
  converted to the result's unit by the exact factor and summed: right at the result's places (whole
  parts: rounded half either way), else refuted. `slipped_results.py` no longer reads such a result
  as a slip of one term's conversion (45 minutes, 0.75 hours).
- `range_scales.py` (`range-scale`, heldout37 fish): a range per a unit (`10 to 12 crabs a kilo`)
  times a quantity of that unit the conversation wrote (`300 kg`) gives a range (`3,000 to 3,600
  crabs`): both ends with one quantity, exact; an end off, a rate's end no result carried, or a
  quantity no one wrote stays flagged.
- `computed/lists.py` (`total`, heldout37 salt-08): a list line's worked product (`3,420 bags × 50
  kg = **171 t**`), short as it is, is an item of the list's total below it where the line's factors
  give it (in the unit it wears); a line that miswrites its product gives no item.
- `computed/narrow.py` (`pair`, heldout37 glass-05's planted swap): a product the answer wrote and
  verified is no pair with one of its own factors (`24.5 × 38 = 931.0` then `**967.00**`, 931 + 38,
  a swap of 931 + 36...): refused; a sum of two separate results still pairs.
- `stacked_products.py` (`stacked-product`, heldout37 salt-10): a list line's only number, the product
  of the two list lines right above it (`- A pond: 16 × 35 = **560 kg**` / `- Ponds: **9**` / `- Farm:
  **5,040 kg**`), one of them a short count only the answer writes; a product off stays flagged.
- `date_steps.py`, `word_dates.py` (heldout37 glass-03): a Turkic or Finnic day with an ending glued
  (`20 gündür`, 20 days) is a span; a date in words stepped from a carried date by a span in another
  language's words (`date-span`), as by an English one; a wrong day or count stays flagged.
- `computed/products.py` (`ratio`, heldout37 glass-05): a share written alone on its line (`**61.52%**.`)
  is the part over the whole the nearest line above writes joined by `of` (`= 2,460 of 3,998.5.`),
  blank lines and a reasoning tag between; a share off, or two numbers not joined by `of`, stay flagged.
"""

from __future__ import annotations

from decimal import Decimal

from evidence_audit.evidence.labelled_sums import mixed_sum_total, refuted_sums

from ._helpers import history, judged

# --- labelled_sums: a sum in two units, converted ---------------------------------------------------

LEGS = {"legs": [{"leg": "drive", "hours": 2}, {"leg": "layover", "minutes": 45}, {"leg": "flight", "hours": 3}]}
TRIP = history(LEGS, user="Total travel time?")


def test_a_sum_of_hours_and_minutes_in_decimal_hours_is_right() -> None:
    assert not judged("Drive 2 hours + layover 45 minutes + flight 3 hours = 5.75 hours.", TRIP)[0]
    assert not judged("2 hours + 45 minutes + 3 hours = 5.75 hours", TRIP)[0]
    assert not refuted_sums("Walk 1 hour + bus 20 minutes = 80 minutes")
    assert not refuted_sums("Oats 0.5 kg + honey 250 g = 750 g")


def test_the_converted_total_is_the_sum_s() -> None:
    text = "Drive 1 hour + ferry 40 minutes + drive 2 hours = 3.67 hours"
    total = mixed_sum_total(text, text.index("3.67"))
    assert total is not None and round(total, 2) == Decimal("3.67")  # 1 + 40/60 + 2


def test_a_wrong_sum_in_two_units_is_refuted() -> None:
    # one digit off the converted sum, or the sum's bare-number neighbour
    for wrong in ("5.85", "6.75", "5.25"):
        flags, _ = judged(f"Drive 2 hours + layover 45 minutes + flight 3 hours = {wrong} hours.", TRIP)
        assert wrong in flags, wrong
    assert [r.written for r in refuted_sums("Walk 1 hour + bus 20 minutes = 70 minutes")] == ["70"]
    assert [r.written for r in refuted_sums("Oats 0.5 kg + honey 250 g = 0.85 kg")] == ["0.85"]


def test_a_whole_result_is_the_sum_rounded_not_truncated_far() -> None:
    # 5.75 hours written whole: 6 rounds it; 5 is off by more than half an hour
    assert not refuted_sums("2 hours + 45 minutes + 3 hours = 6 hours")
    assert [r.written for r in refuted_sums("2 hours + 45 minutes + 3 hours = 5 hours")] == ["5"]


def test_a_term_in_no_unit_or_another_dimension_refutes_nothing() -> None:
    # a result in two parts is one quantity (`5 h 45 min`); a term in kg beside hours is no sum
    assert not refuted_sums("2 hours + 45 minutes + 3 hours = 5 hours 45 minutes")
    assert not refuted_sums("Drive 2 hours + load 45 kg = 47 hours")
    assert not refuted_sums("Hotel 720 EUR + car 135 USD = 900 EUR")
    assert mixed_sum_total("Kick-off 60 minutes + lunch 30 minutes = 90 minutes", 40) is None  # one unit: no conversion


# --- range_scales: a range per a unit, scaled end by end -------------------------------------------

CATCH = {"lot": "MC-7", "species": "mud crab", "size": "10-12", "kg": 300, "price_kg": 9.5}
SOLD = "- 300 kg × 9.50 = **2,850.00**"


def _crabs(answer: str, record: dict = CATCH, earlier: str = SOLD) -> set[str]:
    return judged(answer, history(record, user="Worth?", answers=(earlier,)))[0]


def test_a_range_per_kilo_times_the_kilos_is_computed() -> None:
    assert not _crabs("- Size 10-12 is 10 to 12 crabs per kg: 3,000 to 3,600 crabs")
    flags, computed = judged("- Size 10-12 is 10 to 12 crabs a kilo: 3,000 to 3,600 crabs",
                             history(CATCH, user="Worth?", answers=(SOLD,)))
    assert not flags and computed.get("3000") == "range-scale" and computed.get("3600") == "range-scale", computed
    # the quantity in another unit of the dimension, converted (0.3 t is 300 kg)
    assert not _crabs("- Size 10-12 is 10 to 12 crabs a kilo: 3,000 to 3,600 crabs", earlier="- 0.3 t landed")


def test_an_end_off_the_scaled_range_stays_flagged() -> None:
    assert "3700" in _crabs("- Size 10-12 is 10 to 12 crabs a kilo: 3,000 to 3,700 crabs")
    assert {"3100", "3700"} <= _crabs("- Size 10-12 is 10 to 12 crabs a kilo: 3,100 to 3,700 crabs")


def test_a_rate_no_result_carried_stays_flagged() -> None:
    # 10 to 15 a kilo: 15 is no end the record carries
    assert "4500" in _crabs("- Size 10-12 is 10 to 15 crabs a kilo: 3,000 to 4,500 crabs")


def test_a_quantity_no_one_wrote_stays_flagged() -> None:
    # 320 kg: the record's 300 kg, not 320
    assert {"3200", "3840"} <= _crabs("- Size 10-12 is 10 to 12 crabs a kilo: 3,200 to 3,840 crabs")


# --- lists: a worked line's short product, an item of the total -------------------------------------

STOCK = "| product | unit | units | kg_per_unit |\n|---|---|---|---|\n| rock | sack | 2,140 | 50 |\n| flake | sack | 960 | 25 |"
SACKS = "1. Rock: 2,140 sacks × 50 kg = **107 t**\n2. Flake: 960 sacks × 25 kg = **24 t**\n3. Total: **{} t**"


def test_a_total_of_worked_short_products_is_their_sum() -> None:
    flags, computed = judged(SACKS.format("131"), history(STOCK, user="Stock in tonnes?"))
    assert "131" not in flags  # (short: no candidate at all)
    flags, computed = judged(SACKS.replace("24 t", "24.5 t").replace("25 kg", "25.5 kg").format("131.5"),
                             history(STOCK.replace("| 25 |", "| 25.5 |"), user="Stock in tonnes?"))
    assert not flags and computed.get("131.5") == "total", (flags, computed)


def test_a_miswritten_product_gives_no_item() -> None:
    # 960 × 25.5 kg is 24.48 t: a line writing 29.5 t gives no item, its total stays unexplained
    run = history(STOCK.replace("| 25 |", "| 25.5 |"), user="Stock in tonnes?")
    wrong = SACKS.replace("24 t", "29.5 t").replace("25 kg", "25.5 kg").format("136.5")
    assert "136.5" in judged(wrong, run)[0]
    # the total off the items' sum
    assert "132.5" in judged(SACKS.replace("24 t", "24.5 t").replace("25 kg", "25.5 kg").format("132.5"), run)[0]


# --- narrow pair: a product and its own factor -------------------------------------------------------

CREW = {"worker": "R. Aliyev", "hours": [6, 8, 8, 7.5], "rate_azn": 38}


def test_a_product_plus_its_own_factor_is_no_pair() -> None:
    # 29.5 × 38 = 1,121.0; a swap written 1,159.00 is 1,121 + 38
    run = history(CREW, user="Pay?", answers=("6 + 8 + 8 + 7.5 = 29.5 h; 29.5 × 38 = **1,121.00 AZN**",))
    assert "1159" in judged("<think>\n29.5 × 38 = 1,121.0.\n</think>\n\n**1,159.00 AZN**.", run)[0]


def test_a_sum_of_two_products_still_pairs() -> None:
    run = history(CREW, user="Pay?")
    flags, computed = judged("Day: 8 × 38 = 304.00 AZN; night: 7.5 × 52 = 390.00 AZN; both 694.00 AZN.", run)
    assert "694" not in flags, (flags, computed)


# --- stacked_products: a list's last step, the product of the two lines above ----------------------

FARM = "You are the assistant of a shrimp farm. Rules:\n- A pond yields 35 kg of shrimp a cycle per 100 m² of water."
STACK = "- A pond: 16 × 35 = **560 kg**\n- Ponds: **9** (the ones stocked)\n- Farm: **{} kg**"


def test_the_last_line_is_the_product_of_the_two_above() -> None:
    run = history(system=FARM, user="Our ponds are 1,600 m² each; how much from the 9 stocked ones?")
    flags, computed = judged(STACK.format("5,040"), run)
    assert not flags and computed.get("5040") == "stacked-product", (flags, computed)


def test_a_product_off_or_a_line_with_two_numbers_stays_flagged() -> None:
    run = history(system=FARM, user="Our ponds are 1,600 m² each; how much from the 9 stocked ones?")
    assert "5400" in judged(STACK.format("5,400"), run)[0]  # digits swapped
    assert "5600" in judged(STACK.format("5,600"), run)[0]  # 560 x 10: no count written
    # the value's line writes another number: no bare last step
    assert "5040" in judged(STACK.format("5,040").replace("- Farm: **5,040 kg**", "- Farm: **5,040 kg** in 2 cycles"), run)[0]


# --- date spans in other languages' words, endings glued ---------------------------------------------

STUDIO = "You are the assistant of a glass studio. Today is 2027-04-12 (Monday), 09:00.\nRules:\n- invoices are paid within 30 days of their date."
BILL = "HESAB-FAKTURA № 2704-011\nTarix: 05.04.2027\nYekun 1 310,00\nÖdəniş: 25 gün ərzində"


def _bill(answer: str) -> set[str]:
    return judged(answer, history(BILL, system=STUDIO, user="Nə vaxt ödənilməlidir?"))[0]


def test_a_span_with_its_ending_glued_steps_a_date_in_words() -> None:
    assert not _bill("Tarix 5 aprel 2027. Ödəniş müddəti 25 gündür, son gün **30 aprel 2027**.")


def test_a_wrong_day_or_count_stays_flagged() -> None:
    assert "29 aprel 2027" in _bill("Tarix 5 aprel 2027. Ödəniş müddəti 25 gündür, son gün **29 aprel 2027**.")
    assert "28 aprel 2027" in _bill("Tarix 5 aprel 2027. Ödəniş müddəti 25 gündür, son gün **28 aprel 2027**.")


def test_an_ascii_word_with_a_tail_is_no_span() -> None:
    from evidence_audit.evidence.date_steps import spans_in
    assert not spans_in("at 20 danes, 14 tagline", 0, 23, "x")
    text = "Tarix 5 aprel 2027. Ödəniş müddəti 25 gündür, son gün 30 aprel 2027."
    assert [(s.size, s.unit) for s in spans_in(text, 0, len(text), "x")] == [(25, "day")]


# --- ratio: a share alone on its line, of the `A of B` above ----------------------------------------

WAGES = "name,role,pay\nAli,kiln,1260\nSara,kiln,1200\nOmid,packer,990\nLeyla,packer,548.5"


def _share(answer: str) -> set[str]:
    return judged(answer, history(WAGES, user="What share went to the kiln crew?", answers=("Total: 3,998.50 AZN",)))[0]


def test_a_share_alone_is_the_of_pair_above() -> None:
    assert not _share("<think>\n1260 + 1200 = 2,460 of 3,998.5.\n</think>\n\n**61.52%**.")
    assert not _share("Kiln: 1,260 + 1,200 = 2,460 of 3,998.50 AZN.\n\n**61.52%**")


def test_a_share_off_or_no_of_pair_stays_flagged() -> None:
    assert "61.25" in _share("<think>\n1260 + 1200 = 2,460 of 3,998.5.\n</think>\n\n**61.25%**.")
    assert "61.52" in _share("<think>\n1260 + 1200 = 2,460 and 3,998.5.\n</think>\n\n**61.52%**.")
