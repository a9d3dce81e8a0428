"""Round 29 (glued29): what surrounds a number. A currency glued to the amount (`RM5.50`,
`NOK386,460`, `768kr`), a prefix joined by a hyphen (`ב-20:05`, `over-25 kg`), a year in the
Buddhist or ROC calendar (`2569` on a Thai line), a name joined with `+` (`DHPPi+L4`). Each reading
with its refusals: a digit off, a wrong year, an id, a sign stay flagged."""

from __future__ import annotations

import json

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.calendar_years import gregorian_year
from evidence_audit.evidence.glued_amounts import glued_amount, glued_amount_spans
from evidence_audit.evidence.prefix_hyphens import unprefixed

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})

POLICY = "Wash & fold: RM 5.50 per kg. Delivery RM 8, free from RM 60 (before tax)."


def tool(payload) -> dict:
    return {"role": "tool", "tool_call_id": "c1", "tool_name": "lookup", "content": json.dumps(payload)}


def verdict(answer: str, payload, gate=DEFAULT, system: str | None = None):
    history = ([{"role": "system", "content": system}] if system else []) + [tool(payload)]
    return check_answer(answer, history, gate)


def flagged(answer: str, payload, gate=DEFAULT, system: str | None = None) -> list[str]:
    return [c.value for c in verdict(answer, payload, gate, system).unsupported]


def computed(answer: str, payload, gate=DEFAULT, system: str | None = None) -> list[str]:
    return [c.value for c in verdict(answer, payload, gate, system).computed]


# --- glued currencies ---------------------------------------------------------------------------


def test_glued_amount_reads_the_number_of_codes_and_symbols() -> None:
    assert glued_amount("rm5.50") == "5.5"
    assert glued_amount("nok386,460") == "386460"
    assert glued_amount("-rm12") == "-12"
    assert glued_amount("5.50rm") == "5.5"
    assert glued_amount("100kr") == "100"
    assert glued_amount("rs.450") == "450"
    assert glued_amount("r$45,90") == "45.9"
    assert glued_amount("rm5.05/kg") == "5.05"  # per a unit


def test_glued_amount_refuses_words_ids_and_dot_groups() -> None:
    assert glued_amount("top10") is None  # an ISO code that is an English word: a ranking
    assert glued_amount("rp15.000") is None  # dot groups: a locale's, undecided
    assert glued_amount("usd.5") is None  # a point after an ISO code is a sentence's
    assert glued_amount("5kg") is None
    assert glued_amount("ab12") is None
    assert glued_amount("a7") is None  # one letter is no currency symbol


def test_glued_amount_spans_find_the_number_in_a_text() -> None:
    spans = glued_amount_spans("7.5 kg x RM5.50 = RM41.25, TOP10, -RM3 and 768kr")
    assert [w for _, w in spans] == ["5.50", "41.25", "-3", "768"]


def test_a_glued_ringgit_amount_is_grounded_by_the_number_carried() -> None:
    assert flagged("Wash & fold is RM5.50 a kg.", {"price_per_kg": 5.5}) == []


def test_a_glued_amount_one_digit_off_stays_flagged() -> None:
    # a swapped digit (`RM5.05` for 5.50) and a short glued amount (`RM61`, data as an amount)
    assert flagged("Wash & fold is RM5.05/kg.", {"price_per_kg": 5.5}) == ["5.05"]
    assert flagged("Free delivery from RM61.", {"free_from": 60}) == ["61"]


def test_the_arithmetic_reads_glued_amounts_as_operands_and_results() -> None:
    answer = "7.5 kg × RM5.50 = RM41.25."
    assert "41.25" in computed(answer, {"billed_kg": 7.5}, system=POLICY)
    assert flagged("7.5 kg × RM5.50 = RM41.52.", {"billed_kg": 7.5}, system=POLICY) == ["41.52"]


def test_a_glued_iso_code_amount_is_its_number() -> None:
    assert flagged("Gross: NOK386,460.", {"gross": 386460}) == []
    assert flagged("Gross: NOK386,470.", {"gross": 386460}) == ["386470"]


def test_the_reference_profile_keeps_the_glued_token_whole() -> None:
    assert flagged("Wash & fold is RM5.50 a kg.", {"price_per_kg": 5.5}, REFERENCE) == ["rm5.50"]


def test_an_id_of_a_word_and_digits_is_no_amount() -> None:
    assert flagged("Your plan is TOP1234.", {"plan": "TOP1243"}) == ["top1234"]


# --- prefixes joined by a hyphen ----------------------------------------------------------------


def test_unprefixed_respells_at_the_same_offsets() -> None:
    text = "הסרט מתחיל ב-20:05, over-25 kg, INV-2041, -$740, srv-9999 is down, alpha-3"
    out = unprefixed(text)
    assert len(out) == len(text)
    assert "ב 20:05" in out and "over 25 kg" in out
    assert "INV-2041" in out and "-$740" in out and "srv-9999" in out and "alpha-3" in out


def test_a_hebrew_prefix_is_no_minus_sign() -> None:
    assert flagged("הסרט מתחיל ב-20:05.", {"start": "20:05"}) == []
    # the clock one digit off stays flagged, unsigned
    assert flagged("הסרט מתחיל ב-20:15.", {"start": "20:05"}) == ["20:15"]


def test_a_signed_amount_keeps_its_sign() -> None:
    assert flagged("Refund: -$740.", {"amount": 740}) == []  # `unsigned`, as before
    assert "-740" in [c.value for c in verdict("Refund: -$740.", {"amount": 740}).candidates]


def test_a_word_joined_to_a_quantity_is_the_quantity() -> None:
    assert flagged("He's in the over-25 kg rate of EUR 30 a night.", {"rate": 30}) == []


def test_ids_of_a_code_and_a_number_stay_judged() -> None:
    assert flagged("Invoice INV-2041 is open.", {"invoice": "INV-2014"}) == ["inv-2041"]
    assert flagged("Host srv-9999 is missing.", {"host": "srv-9998"}) == ["srv-9999"]


# --- calendar years -----------------------------------------------------------------------------


def test_gregorian_year_needs_a_marked_calendar() -> None:
    assert gregorian_year("2569", "รับได้วันนี้ 9 ธ.ค. 2569 เวลา 18:00 น.", 18) == 2026
    assert gregorian_year("2569", "Ready in 2569 BE.", 9) == 2026
    assert gregorian_year("2569", "Order 2569 is ready.", 6) is None  # no calendar marked
    assert gregorian_year("115", "民國115年", 2) == 2026


def test_a_buddhist_year_on_a_thai_line_is_the_carried_year() -> None:
    answer = "รับได้วันนี้ 9 ธ.ค. 2569 เวลา 18:00 น. ค่ะ"
    v = verdict(answer, {"date": "2026-12-09", "ready": "18:00"})
    assert [c.value for c in v.unsupported] == []
    assert {g.value: g.by for g in v.grounded}.get("2569") == "calendar-year"


def test_a_buddhist_year_one_off_stays_flagged() -> None:
    assert flagged("รับได้วันนี้ 9 ธ.ค. 2568 เวลา 18:00 น. ค่ะ", {"date": "2026-12-09", "ready": "18:00"}) == ["2568"]


def test_a_number_in_the_buddhist_range_on_an_english_line_is_judged_as_written() -> None:
    assert flagged("Your order 2569 is ready.", {"date": "2026-12-09"}) == ["2569"]


# --- names joined with a plus -------------------------------------------------------------------


def test_a_name_of_parts_joined_by_a_plus_is_prose() -> None:
    assert flagged("Booster (DHPPi+L4): 12 months after the third dose.", {"dose": 3}) == []


def test_a_code_with_as_many_digits_as_letters_stays_judged() -> None:
    assert flagged("Use code AB12+CD34.", {"code": "AB12+CD43"}) == ["ab12+cd34"]
