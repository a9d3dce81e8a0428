"""Round 34 (piano34): a workshop's habits where a general rule refused them. Told in a boatyard's
words in Getxo (heldout32's piano workshop wrote these shapes; its runs are not copied), each with
its refusal:

- a case ending glued to a value (`case_endings.py`): a clock (`09:30etan`, `09:30etatik
  11:00etara`, `09:30-ra`, `09:30-` whose Cyrillic ending the tokenizer drops), a percent written
  sign first (`%45etik`) is judged as its stem; a clock one digit off stays flagged, a zone glued to
  a clock (`09:30cet`) and a name's variant (`A320neo`) stay whole, and the `reference` profile
  reads none of it;
- a decimal comma decided by a currency code before it (`TOTAL EUR   412,00`, a fixed-width invoice):
  the answer's `€412.00` is that amount (`decimal_comma.comma_text`); an English grouping after a
  code (`EUR 1,250`) decides nothing;
- `some-items` reads such an invoice's lines in its locale (`150,00`, `80,00`): `mast + sail only?`
  ... `€230.00.`; a sum no two lines give stays flagged;
- `column`: a bill's cells written to the cent under a bare header (`| 128.00 |`, a carried `45.50`
  under the digit minimum) sum to the amount written after the table (`EUR 269.50`); a sum off by a
  digit stays flagged;
- `compared`: a gap to a number named by a possessive (`EUR 12.30 more than the quote's 257.20`), both
  written to the cent; a gap off by a digit stays flagged;
- `repeat` anchors a cycle: a value an earlier answer computed, divided in a written equation
  (`EUR 32.40 / 18 km = EUR 1.80`), is that answer's value, not a product of the quotient; a
  restated value off by a digit stays flagged;
- `split` in a short reply over a count the previous answer wrote beside its amount (`4 × 2 × €85 =
  €680.` then `per boat?` ... `€170`); a share off by a digit stays flagged;
- `record` in a short reply that asks a total: the latest result's number plus the previous answer's
  amount (`total with it?` ... `€482.00.` for an invoice's 412,00 and `€70`); off by a digit, or
  asked without a word of total, it stays flagged;
- `date-shift` by the span its table column's header states (`| Started | 6 months on |` over `|
  2026-03-15 | 2026-09-15 |`); a day off, or a header that states no span, stays flagged."""

from __future__ import annotations

import json
from typing import Any

import pytest

from evidence_audit.evidence.case_endings import stem
from evidence_audit.evidence.decimal_comma import comma_text

from ._helpers import REFERENCE, judged

SYSTEM = ("You are the assistant of Getxo Ontziolak, a boatyard. Prices in EUR, VAT 21% included.\n"
          "- Haul-out: EUR 85 a boat. Antifouling: EUR 70 more.\n- Labour: EUR 52 an hour.\n")


def _run(*turns: tuple[str, Any, str], system: str = SYSTEM) -> list[dict[str, Any]]:
    """A run of questions, each with its tool result (or none) and the answer given (the last left out)."""
    out: list[dict[str, Any]] = [{"role": "system", "content": system}]
    for question, result, answer in turns:
        out.append({"role": "user", "content": question})
        if result is not None:
            out.append({"role": "tool", "content": result if isinstance(result, str) else json.dumps(result)})
        if answer:
            out.append({"role": "assistant", "content": answer})
    return out


# --- case endings ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("token", "value"), [
    ("09:30etan", "09:30"), ("11:00etara", "11:00"), ("09:30-ra", "09:30"), ("09:30-", "09:30"), ("10:15-kor", "10:15"),
    ("%45etik", "%45"), ("%39,3ko", "%39,3"),
])
def test_a_case_ending_leaves_its_stem(token: str, value: str) -> None:
    assert stem(token) == value


@pytest.mark.parametrize("token", ["09:30pm", "09:30cet", "09:30utc", "09:30h", "a320neo", "gt-318arekin", "2026ko", "45etik"])
def test_what_is_no_case_ending(token: str) -> None:
    assert stem(token) is None


BOAT = {"customer_no": "B-4410", "boat": "GT-318", "slip": "2026-12-03 09:30", "hull_cents": -12}


def _slot(answer: str, gate: Any = None) -> set[str]:
    hist = _run(("Noiz jaso dezakezue GT-318 ontzia? Bi ordu behar dira.", BOAT, ""))
    return judged(answer, hist)[0] if gate is None else judged(answer, hist, gate)[0]


def test_a_clock_with_a_basque_ending_is_the_clock() -> None:
    assert _slot("Abenduaren 3an, 09:30etan, GT-318 ontziarekin hasiko gara.") == set()


def test_a_clock_with_a_hyphenated_ending_is_the_clock() -> None:
    assert _slot("Abenduaren 3an, 09:30-ra etorri; 09:30- хабарласамыз.") == set()


@pytest.mark.parametrize(("answer", "flag"), [
    ("Abenduaren 3an, 09:40etan.", "09:40"),
    ("Abenduaren 3an, 09:30cet.", "09:30cet"),
])
def test_a_stem_off_by_a_digit_or_a_zone_stays_flagged(answer: str, flag: str) -> None:
    assert flag in _slot(answer)


def test_the_reference_profile_reads_no_case_ending() -> None:
    assert "09:30etan" in _slot("Abenduaren 3an, 09:30etan.", REFERENCE)


def test_a_percent_written_sign_first_with_an_ending_is_no_identifier() -> None:
    assert _slot("Hezetasuna %45etik behera jaitsi da, %60ko mugaren azpitik.") == set()


# --- a decimal comma after a currency code ---------------------------------------------------------
INVOICE = ("GETXO ONTZIOLAK   FAKTURA / INVOICE 2612-0088   01/12/2026\n"
           "Masta / mast                        150,00\n"
           "Bela / sail                          80,00\n"
           "Garraioa / transport               182,00\n"
           "GUZTIRA / TOTAL EUR                 412,00\n")


@pytest.mark.parametrize(("text", "decided"), [
    ("GUZTIRA / TOTAL EUR                 412,00", True),
    ("Deposit: EUR 5,50 on signing", True),
    ("Deposit: EUR 1,250 on signing", False),
    ("rows 5,50 and 6,75", False),
])
def test_a_currency_code_before_a_decimal_comma_decides_a_text(text: str, decided: bool) -> None:
    assert comma_text(text) is decided


def _invoice(*turns: tuple[str, str]) -> list[dict[str, Any]]:
    first = ("invoice 2612-0088 total?", INVOICE, turns[0][1] if turns else "")
    return _run(first, *((q, None, a) for q, a in turns[1:]))


def test_an_invoice_total_in_a_decimal_comma_is_the_english_amount() -> None:
    flags, _ = judged("€412.00 in all.", _run(("invoice 2612-0088 total?", INVOICE, "")))
    assert flags == set()


def test_an_invoice_total_off_by_a_digit_stays_flagged() -> None:
    flags, _ = judged("€421.00 in all.", _run(("invoice 2612-0088 total?", INVOICE, "")))
    assert "421" in flags


@pytest.mark.parametrize(("written", "ok"), [("€230.00.", True), ("€240.00.", False), ("€320.00.", False)])
def test_some_items_of_a_decimal_comma_invoice(written: str, ok: bool) -> None:
    hist = _run(("invoice 2612-0088 total?", INVOICE, "€412.00."), ("mast + sail only?", None, ""))
    flags, computed = judged(written, hist)
    if ok:
        assert flags == set() and computed == {"230": "some-items"}, (flags, computed)
    else:
        assert flags, (flags, computed)


@pytest.mark.parametrize(("written", "asked", "ok"), [
    ("€482.00.", "total with it?", True),
    ("€492.00.", "total with it?", False),
    ("€482.00.", "and then?", False),
])
def test_a_short_reply_totals_the_latest_result_and_the_previous_amount(written: str, asked: str, ok: bool) -> None:
    hist = _run(("invoice 2612-0088 total?", INVOICE, "€412.00."), ("antifouling after, when and how much?", None, "Tue 8 Dec, €70."),
                (asked, None, ""))
    flags, computed = judged(written, hist)
    value = written.strip("€.").replace(".00", "")
    if ok:
        assert flags == set() and computed.get(value) == "record", (flags, computed)
    else:
        assert value in flags, (flags, computed)


# --- a bill's column, a gap to a named number ------------------------------------------------------
ESTIMATE = ("GETXO ONTZIOLAK - REPAIR ESTIMATE 2612-0107\n"
            "Labour: fair the keel        2.5 h x 52.00     130.00\n"
            "Labour: replace 4 cleats     1.7 h x 52.00      88.40\n"
            "Parts: epoxy filler                            45.50\n"
            "Total EUR                                     263.90\n")
TABLE = ("One labour line is under-charged: labour is charged by the half-hour begun.\n\n"
         "| Line | Hours | Charged as | Amount |\n|---|---|---|---|\n"
         "| Fair the keel | 2.5 | 2.5 × 52.00 | 130.00 |\n| Replace 4 cleats | 1.7 | 2 × 52.00 | 104.00 |\n| Epoxy filler | | | 45.50 |\n\n")


def _estimate(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, _run(("Is estimate 2612-0107 right?", ESTIMATE, "")))


def test_a_bills_column_to_the_cent_sums_to_the_amount_after_it() -> None:
    flags, computed = _estimate(TABLE + "The corrected total is **EUR 279.50**, EUR 15.60 more than the estimate's 263.90.")
    assert "279.5" not in flags and computed.get("279.5") == "column", (flags, computed)
    assert "15.6" not in flags and computed.get("15.6") == "compared", (flags, computed)


@pytest.mark.parametrize(("total", "gap", "flag"), [("289.50", "25.60", "289.5"), ("279.50", "15.70", "15.7")])
def test_a_column_sum_or_a_gap_off_by_a_digit_stays_flagged(total: str, gap: str, flag: str) -> None:
    flags, _ = _estimate(TABLE + f"The corrected total is **EUR {total}**, EUR {gap} more than the estimate's 263.90.")
    assert flag in flags


# --- a repeat anchors a cycle; a short reply's share over the previous answer's count --------------
MOVE = {"customer_no": "B-4410", "km_one_way": 18, "from": "Getxo", "to": "Mundaka"}


@pytest.mark.parametrize(("written", "flag"), [("EUR 32.40 / 18 km = **EUR 1.80** per km", None),
                                               ("EUR 32.50 / 18 km = **EUR 1.81** per km", "32.5")])
def test_a_value_an_earlier_answer_computed_anchors_its_quotient(written: str, flag: str | None) -> None:
    hist = _run(("Trailer to Mundaka? EUR 0.90 a km there and back.", MOVE, "* 18 km × 2 × EUR 0.90 = **EUR 32.40**"),
                ("And per km of road?", None, ""))
    flags, computed = judged(f"* {written} one way (the return trip included)", hist)
    if flag is None:
        assert flags == set() and computed.get("32.4") == "repeat", (flags, computed)
    else:
        assert flag in flags


PLAN = {"club": "Arriluze Sailing Club", "boats": 4, "haul_outs_a_year": 2}


@pytest.mark.parametrize(("written", "ok"), [("€170 a year.", True), ("€180 a year.", False)])
def test_a_short_reply_shares_an_amount_by_the_count_beside_it(written: str, ok: bool) -> None:
    hist = _run(("club boats, haul-outs a year cost?", PLAN, "4 × 2 × €85 = €680."), ("per boat?", None, ""))
    flags, computed = judged(written, hist)
    value = written.split()[0].strip("€")
    if ok:
        assert flags == set() and computed.get(value) == "split", (flags, computed)
    else:
        assert value in flags


# --- a date stepped by the span its column's header states ---------------------------------------
LEASES = "berth,boat,start,months_paid,monthly_eur\nP-11,GT-318,2026-03-15,8,140\nP-12,Itsaso,2026-05-01,6,140\n"


@pytest.mark.parametrize(("header", "written", "ok"), [
    ("6 months on", "2026-09-15", True),
    ("6 months on", "2026-09-16", False),
    ("Renewal", "2026-09-15", False),
])
def test_a_date_stepped_by_its_columns_header(header: str, written: str, ok: bool) -> None:
    hist = _run(("When can P-11 switch to the buy option?", LEASES, ""))
    flags, computed = judged(f"| Berth | Started | {header} |\n|---|---|---|\n| P-11 | 2026-03-15 | {written} |", hist)
    if ok:
        assert flags == set() and computed.get(written) == "date-shift", (flags, computed)
    else:
        assert written in flags, (flags, computed)


def test_a_long_token_is_read_in_linear_time() -> None:
    import time
    for token in ("1:00" + "a" * 20000, "%1" + "a" * 20000, "1:00-" * 4000, "%1-" * 5000):
        started = time.process_time()
        stem(token)
        assert time.process_time() - started < 0.5, token[:12]
