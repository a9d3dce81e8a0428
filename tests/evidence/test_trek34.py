"""Round 34 (trek34): what refused a trekking agency's arithmetic (heldout32's trek corpus, Nepali in
Devanagari digits grouped in lakhs, and English), fixed in the general rule. Told in a rafting
outfitter's and a guesthouse's invented runs, each with its refusal:

- `written`: an abbreviation with its point between an operator or a relation and the number it
  marks (`3 × ६,५०० = रु. १९,५००`, `4 × Rs. 2,750 = Rs. 11,000`, `= дин. 300`) is the number's
  unit, so the number is the equation's result or operand, as `= NPR 11,000` and `= Rs 11,000`
  were (`expressions._abbreviation_before`); a result one digit off stays flagged;
- `corrected-total` (`corrected_totals.py`): a bill's total a text result carries, redone with the
  one line the answer corrects (`not 3,150.00 ... The corrected total is NPR 14,775.00`); a digit
  off, a replacement the answer never writes, a correction one digit off the carried total without
  the replaced line written stay flagged;
- a lakh number in Devanagari digits (`१,२४,५००`) flagged is located as written (`extract.locate`:
  the groupings are read on the ASCII respelling), as an ASCII lakh number was;
- a short reply over the latest result (`wide._stated_scaled`, `wide._latest_ratio`): an amount the
  question writes at or over 1,000 times a number the result carries (`2500 usd in rupees?` ...
  `LKR 746,000.`), and one number it carries over another where the question asks one per another
  (`usd per gbp?` ... `1.2664.`); a digit off, or no `per` asked, stays flagged;
- `day N` written after the word (`Kyanjin Gompa becomes day 5: 10 April 2027`) counts its days with
  both ends, as `the 5th day` did (`yearless_context.inclusive_count`); a day off stays flagged.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from ._helpers import judged

RAFTING = ("You are the assistant of Trisuli River Rafting, Kathmandu. Today is 2026-12-03.\n"
           "- Rafting NPR 6,500 a person a day; a safety kayaker NPR 2,750 a day.\n")


def _run(question: str, result: Any, system: str = RAFTING) -> list[dict[str, Any]]:
    return [{"role": "system", "content": system}, {"role": "user", "content": question},
            {"role": "tool", "content": result if isinstance(result, str) else json.dumps(result)}]


TRIP = {"trip": "Trisuli, 4 days", "code": "TRI-4", "days": 4, "people": 3, "kayaker": True}


# --- an abbreviation's point before the number it marks ---------------------------------------------
@pytest.mark.parametrize(("line", "value"), [
    ("- राफ्टिङ: ३ × ६,५०० = रु. १९,५००", "१९,५००"),
    ("- कायकर: ४ × रु. २,७५० = **रु. ११,०००**", "११,०००"),
    ("- Rafting: 3 × 6,500 = Rs. 19,500", "19500"),
    ("- Kayaker: 4 × Rs. 2,750 = Rs. 11,000", "11000"),
])
def test_an_abbreviated_currency_before_the_result_is_no_stop(line: str, value: str) -> None:
    flags, computed = judged(line, _run("TRI-4: what does it cost?", TRIP))
    assert value not in flags and computed.get(value) == "written", (flags, computed)


@pytest.mark.parametrize(("line", "value"), [
    ("- राफ्टिङ: ३ × ६,५०० = रु. १९,६००", "१९,६००"),
    ("- कायकर: ४ × रु. २,७५० = **रु. ११,५००**", "११,५००"),
    ("- Rafting: 3 × 6,500 = Rs. 15,900", "15900"),
    ("- Kayaker: 3 × Rs. 2,750 = Rs. 11,000", "11000"),
])
def test_a_wrong_result_after_an_abbreviation_stays_flagged(line: str, value: str) -> None:
    flags, _ = judged(line, _run("TRI-4: what does it cost?", TRIP))
    assert value in flags, flags


# --- a bill's total with one line corrected ------------------------------------------------------------
GUESTHOUSE = ("You are the assistant of Lakeside Guesthouse, Pokhara. Rooms NPR 2,800 a night; breakfast\n"
              "NPR 450 a person a day; a boat on the lake NPR 1,650 an hour.\n")
FOLIO = ("LAKESIDE GUESTHOUSE - FOLIO LG-1204\nGuest: Mr. Arjun Thapa (2 guests)   3 nights from 2026-12-01\n"
         "Room, 3 nights                3 x 2,800.00     8,400.00\n"
         "Breakfast                     2 x 3 x 450.00   2,700.00\n"
         "Boat, 2 hours                                  3,150.00\n"
         "Laundry                                          375.00\n"
         "TOTAL NPR                                     14,625.00\n")
SPACED = ("STEPPE RIDING CLUB - INVOICE SR-2611-0117\nRider: Aigerim Bekova\n"
          "Lessons 10.11-21.11.2026        96 000\nTrail ride 15.11.2026           24 000\n"
          "Saddle cleaning                  4 500\nTOTAL KZT                      124 500\n")
COMMAS = SPACED.replace("96 000", "96,000").replace("24 000", "24,000").replace(" 4 500", " 4,500").replace("124 500", "124,500")


def _folio(answer: str, text: str = FOLIO) -> tuple[set[str], dict[str, str]]:
    hist = [{"role": "system", "content": GUESTHOUSE}, {"role": "user", "content": "Can you check folio LG-1204?"},
            {"role": "tool", "content": text}]
    return judged(answer, hist)


def test_a_corrected_total_is_the_bill_with_its_line_replaced() -> None:
    # 14,625.00 - 3,150.00 + 3,300.00: the boat at 2 x 1,650 instead of 3,150.00
    flags, computed = _folio("The boat line is short: 2 × 1,650 = NPR 3,300.00, not 3,150.00. "
                             "The corrected total is **NPR 14,775.00**.")
    assert "14775" not in flags and computed.get("14775") == "corrected-total", (flags, computed)


@pytest.mark.parametrize("wrong", ["14,745.00", "14,775.50", "17,475.00", "14,755.00"])
def test_a_corrected_total_off_by_a_digit_stays_flagged(wrong: str) -> None:
    flags, _ = _folio(f"The boat line is short: 2 × 1,650 = NPR 3,300.00, not 3,150.00. The corrected total is **NPR {wrong}**.")
    assert wrong.replace(",", "").rstrip("0").rstrip(".") in flags, flags


def test_a_total_with_a_line_replaced_by_a_number_the_answer_does_not_write_stays_flagged() -> None:
    # 14,625.00 - 3,150.00 + 3,300.00, but the answer never writes the 3,300.00 it replaces the line by
    flags, _ = _folio("The boat line is charged wrong. The corrected total is **NPR 14,775.00**.")
    assert "14775" in flags


@pytest.mark.parametrize("text", [SPACED, COMMAS])
def test_a_bill_in_space_groups_is_read(text: str) -> None:
    # 124 500 - 96 000 + 95 000 = 123 500
    answer = "The lessons line is wrong: 19 × 5,000 = 95,000 ₸, not 96,000. The correct total is **123,500 ₸**."
    flags, computed = _folio(answer, text)
    assert "123500" not in flags and computed.get("123500") == "corrected-total", (flags, computed)


def test_a_correction_one_digit_off_the_carried_total_needs_the_replaced_line_written() -> None:
    # 124,500 - 96,000 + 95,000 = 123,500 is one digit off the carried total: a misread of it, unless
    # the answer writes the line it replaces (`not 96,000` above), the correction of that line
    flags, _ = _folio("The lessons line is wrong: 19 × 5,000 = 95,000 ₸. The correct total is **123,500 ₸**.", COMMAS)
    assert "123500" in flags


# --- a lakh number in another script's digits, located as written --------------------------------------
@pytest.mark.parametrize(("answer", "written"), [
    ("कुल: रु. १,२४,५००", "१,२४,५००"),
    ("कुल: रु. १२,४५,५००.५०", "१२,४५,५००.५०"),
    ("Total: Rs. 1,24,500", "1,24,500"),
])
def test_an_invented_lakh_number_is_flagged_and_located_as_written(answer: str, written: str) -> None:
    from evidence_audit.evidence import check_answer
    from evidence_audit.evidence.extract import locate

    from ._helpers import DEFAULT
    v = check_answer(answer, _run("What does it cost?", {"trip": "TRI-4"}), DEFAULT)
    assert len(v.unsupported) == 1, v.unsupported
    at, length = locate(answer, v.unsupported[0])
    assert answer[at:at + length] == written


# --- a short reply over the latest result: an asked amount at its rate, a cross rate ------------------
CHANGER = "You are the assistant of Galle Road Money Exchange, Colombo. Rates from get_rate."
RATES = {"date": "2026-12-03", "usd_lkr": 298.4, "gbp_lkr": 377.9}


def _changer(question: str, reply: str, before: tuple[tuple[str, str], ...] = ()) -> tuple[set[str], dict[str, str]]:
    hist: list[dict[str, Any]] = [{"role": "system", "content": CHANGER}, {"role": "user", "content": "rates today?"},
                                  {"role": "tool", "content": json.dumps(RATES)},
                                  {"role": "assistant", "content": "USD 298.40, GBP 377.90 in rupees."}]
    for asked, answered in before:
        hist += [{"role": "user", "content": asked}, {"role": "assistant", "content": answered}]
    hist.append({"role": "user", "content": question})
    return judged(reply, hist)


def test_an_asked_amount_at_the_latest_rate() -> None:
    flags, computed = _changer("2500 usd in rupees?", "LKR 746,000.")  # 2500 x 298.4
    assert "746000" not in flags and computed.get("746000") == "record", (flags, computed)


@pytest.mark.parametrize("wrong", ["LKR 746,100.", "LKR 764,000.", "LKR 745,000."])
def test_an_asked_amount_at_the_rate_off_by_a_digit_stays_flagged(wrong: str) -> None:
    flags, _ = _changer("2500 usd in rupees?", wrong)
    assert flags, wrong


def test_a_cross_rate_of_the_latest_result() -> None:
    flags, computed = _changer("usd per gbp?", "1.2664.")  # 377.9 / 298.4
    assert "1.2664" not in flags and computed.get("1.2664") == "split", (flags, computed)


@pytest.mark.parametrize("wrong", ["1.2646.", "1.2674.", "1.2764."])
def test_a_cross_rate_off_by_a_digit_stays_flagged(wrong: str) -> None:
    flags, _ = _changer("usd per gbp?", wrong)
    assert wrong.rstrip(".") in flags


def test_a_ratio_no_question_asks_per_stays_flagged() -> None:
    flags, _ = _changer("and the pound against the dollar?", "1.2664.")
    assert "1.2664" in flags


# --- `day N` of an itinerary ---------------------------------------------------------------------------
ITINERARY = {"trek": "LNG-9", "start": "2027-04-06", "stages": ["Syabrubesi", "Lama Hotel", "Langtang", "Kyanjin Gompa"]}


def _itinerary(answer: str) -> tuple[set[str], dict[str, str]]:
    hist = [{"role": "system", "content": "You are a trekking agency's assistant."},
            {"role": "user", "content": "Langtang LNG-9: with a rest day at Langtang, when are we at Kyanjin Gompa?"},
            {"role": "tool", "content": json.dumps(ITINERARY)}]
    return judged(answer, hist)


def test_day_n_counts_from_the_first_day() -> None:
    # day 5 of a trek starting 6 April is 10 April (day 1 counted)
    flags, computed = _itinerary("Kyanjin Gompa becomes day 5: 10 April 2027.")
    assert "10 April 2027" not in flags and computed.get("10 April 2027") == "date-step", (flags, computed)


@pytest.mark.parametrize("wrong", ["11 April 2027", "9 April 2027", "20 April 2027"])
def test_day_n_a_day_off_stays_flagged(wrong: str) -> None:
    flags, _ = _itinerary(f"Kyanjin Gompa becomes day 5: {wrong}.")
    assert wrong in flags


def test_a_corrected_line_no_candidate_in_a_table_is_its_new_amount() -> None:
    # the table's 325 (no candidate: under the digit minimum, no currency) is the laundry line's new amount
    answer = ("| Line | Should be | Folio |\n|---|---|---|\n| Laundry, 5 kg | 325 | 375 |\n\n"
              "The corrected total is **NPR 14,575.00**.")
    flags, computed = _folio(answer)
    assert "14575" not in flags and computed.get("14575") == "corrected-total", (flags, computed)
    flags, _ = _folio(answer.replace("14,575.00", "14,675.00"))
    assert "14675" in flags


def _lexed(text: str) -> list[tuple[str, str, int, int]]:
    from evidence_audit.evidence.expressions import _LEX

    return [(m.lastgroup or "punct", m.group(0), m.start(), m.end()) for m in _LEX.finditer(text)]


@pytest.mark.parametrize(("text", "word", "mark"), [("3 × 6,500 = ca. 19,500", "ca", False), ("3 × 6,500 = Rs. 19,500", "Rs", True),
                                                    ("3 × 6,500 = रु. 19,500", "रु", True), ("It is 3. 5 people", "is", False)])
def test_only_an_abbreviation_after_an_operator_or_relation_marks_the_number(text: str, word: str, mark: bool) -> None:
    from evidence_audit.evidence.expressions import _abbreviation_before, _Tok

    raw = _lexed(text)
    at = next(k for k, r in enumerate(raw) if r[1] == word)
    before = [_Tok("rel", "=", 10, 11)] if "=" in text else [_Tok("word", "It", 0, 2)]
    assert _abbreviation_before(raw, at, before) is mark
