"""Round 43 (felt43): what heldout41's felt corpus (a felt workshop's answers in Turkmen and English,
amounts in manat with a no-break space between thousands and a decimal comma) showed the rules did not
read, each rule with refusals (made-up runs: a saffron farm near Cēsis answering in Latvian, a rug
weaver; none of the corpus's texts).

- `decimal_comma`: a currency's own name after a decimal-comma amount is money (`6 462,26 manat`,
  `1 254,60 eiro`), so a terse restatement one slip off an earlier total is judged; two comma
  decimals an operator joins decide a text (`8,00 + 16,00 = 24,00 m²`);
- `extract`: a glued sum of two-digit terms with a zero decimal (`12.0+9.5+26.0`) and a glued quotient
  over a decimal (`4/0.8`) are prose, as each term spaced is no candidate;
- `area_products` (`area-product`): an area, the product of the two sides written before it in its unit.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence.decimal_comma import comma_text

from ._helpers import history, judged

NBSP = "\u00a0"
SAFFRON = ("You are the assistant of Zelta Krokuss, a saffron farm near Cēsis. Today is 2027-10-12 (Tuesday), 09:00.\n"
           "Rules (amounts in EUR):\n"
           "- Drying leaves 20% of the fresh stigmas' weight as dried saffron.\n"
           "- Dried saffron sells at 6.40 EUR a gram.\n"
           "- A bed's frame shrinks by 10% in each direction when it dries.\n")
HARVEST = {"harvest": "H-1011", "beds": [{"bed": "B-1", "width_m": 1.5, "length_m": 2.0}], "fresh_g": 412.5}


def _run(result: Any, question: str, answers: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    return history(result, system=SAFFRON, user=question, answers=answers)


# --- a currency's own name after a decimal-comma amount ---------------------------------------------

TOTAL = f"Kopā: 40,0 g × 6,40 = 256,00 eiro; ar piegādi 1{NBSP}254,60 eiro"


def test_a_terse_restatement_one_slip_off_an_earlier_total_in_eiro_is_flagged() -> None:
    flags, _ = judged(f"**1{NBSP}245,60 eiro**", _run(HARVEST, "cik kopā?", answers=(TOTAL,)))
    assert "1245.6" in flags or f"1{NBSP}245,60" in flags, flags


def test_the_total_restated_right_in_eiro_stays_unflagged() -> None:
    flags, _ = judged(f"**1{NBSP}254,60 eiro**", _run(HARVEST, "cik kopā?", answers=(TOTAL,)))
    assert not flags, flags


# --- the input back from a stated share or loss (rate_steps) -----------------------------------------

def test_fresh_weight_one_digit_off_the_share_stays_flagged() -> None:
    flags, _ = judged("For 41.3 g dried, fresh 207.5 g.", _run(HARVEST, "fresh weight for 41.3 g dried?"))
    assert "207.5" in flags, flags


def test_a_frame_side_before_the_shrinkage_is_computed() -> None:
    flags, computed = judged("Dried side 1.8 m: frame 2.000 m before drying (shrinks 10%).",
                             _run(HARVEST, "frame side before it shrinks?"))
    assert "2.000" not in flags and "2" not in flags, (flags, computed)


# --- glued working: a sum of short terms, a quotient over a decimal ----------------------------------

MONTH = "bed,m2,grams\nB-1,12.0,41.3\nB-2,9.5,30.8\nB-3,26.0,88.4"


def test_a_glued_sum_of_short_terms_with_a_zero_decimal_is_prose() -> None:
    flags, _ = judged("<think>m2: 12.0+9.5+26.0 = 47.5</think> **47.5 m²**", _run(MONTH, "area?"))
    assert not flags, flags


def test_a_glued_sum_s_wrong_result_stays_flagged() -> None:
    flags, _ = judged("<think>m2: 12.0+9.5+26.0 = 48.5</think> **48.5 m²**", _run(MONTH, "area?"))
    assert "48.5" in flags, flags


def test_a_glued_quotient_over_a_decimal_is_prose_a_score_is_not_read_so() -> None:
    flags, _ = judged("<think>1.5/0.9, 2/0.9.</think> Frame sides: see above.", _run(HARVEST, "frame?"))
    assert not flags, flags
    flags, _ = judged("<think>412.5/0.25</think> fresh.", _run(HARVEST, "frame?"))
    assert "412.5/0.25" in flags, flags  # a term that is a candidate: judged whole, as before


# --- two comma decimals joined by an operator decide a text ------------------------------------------

def test_two_comma_decimals_an_operator_joins_decide_the_text() -> None:
    assert comma_text("8,00 + 16,00 = 24,00 m².")
    assert comma_text("2,0 ÷ 0,8 = 2,50 m")
    assert not comma_text("pages 1,2 and 3,4")  # a list: no operator between
    assert not comma_text("14,75 × 19,85")  # two operands with no result: undecided, as round 11 left it


def test_a_comma_sum_of_areas_is_computed_a_wrong_one_flagged() -> None:
    invoice = "RĒĶINS ZK-0412\nGulta B-1, ziedi        8,00 m² x 12,50     100,00\nGulta B-2, ziedi       16,00 m² x 12,50     200,00"
    flags, _ = judged("8,00 + 16,00 = **24,00 m²**.", _run(invoice, "kopā m²?"))
    assert not flags, flags
    flags, _ = judged("8,00 + 16,00 = **25,00 m²**.", _run(invoice, "kopā m²?"))
    assert "25" in flags or "25.00" in flags or "25,00" in flags, flags


# --- area_products: an area from the two sides written before it ---------------------------------------

def test_an_area_from_the_two_sides_computed_before_it_is_computed() -> None:
    flags, computed = judged("1,5 ÷ 0,8 = 1,875 m, 2,0 ÷ 0,8 = 2,50 m → **4,6875 m²**.",
                             _run(HARVEST, "laid-out area?"))
    assert not flags and computed.get("4.6875") == "area-product", (flags, computed)
    flags, computed = judged("1. 1.5 / 0.8 = 1.875 m\n2. 2 / 0.8 = 2.5 m\n3. **4.6875 m²**",
                             _run(HARVEST, "laid-out area?"))
    assert not flags and computed.get("4.6875") == "area-product", (flags, computed)


def test_an_area_one_digit_off_or_over_another_unit_stays_flagged() -> None:
    flags, _ = judged("1. 1.5 / 0.8 = 1.875 m\n2. 2 / 0.8 = 2.5 m\n3. **4.6975 m²**", _run(HARVEST, "laid-out area?"))
    assert "4.6975" in flags, flags
    flags, _ = judged("1. 1.5 / 0.8 = 1.875 m\n2. 2 / 0.8 = 2.5 ft\n3. **4.6875 m²**", _run(HARVEST, "laid-out area?"))
    assert "4.6875" in flags, flags
    flags, _ = judged("1. 1.5 / 0.8 = 1.875 m\n2. 2 / 0.8 = 2.5 m\n3. **4.6875 kg**", _run(HARVEST, "laid-out area?"))
    assert "4.6875" in flags, flags
