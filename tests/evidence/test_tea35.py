"""Round 35 (tea35): what refused a tea estate's arithmetic (heldout33's tea corpus, Sinhala, Tamil
and English), fixed in the general rule. Told in a rubber smallholders' collection centre's invented
runs, each with its refusal:

- `written`: a note in parentheses between a quantity and its operator (`84 கிலோ (DRC 34%) × ரூ.
  410 = ரூ. 34,440.00`, `96 kg (29%, below 30%) × Rs. 380`), numbers in it but no operator, is no
  operand and no stop: the equation is read past it (`expressions._Parser._note`); a wrong result, a
  wrong rate, a note that holds an operator stay flagged;
- `written`: a result written with its plus glued (`4,126.5 − 3,981.0 = +145.5 MWh`) is the equation's
  result (`expressions._value_after`); one digit off stays flagged;
- `carried-total`: the operands of worked lines (`August: 4,126.5 − 3,981.0 = +145.5` ... `This year:
  12,239.8 MWh`) are no list that refuses a column total (`narrow.listed_before`: the `total` rule
  takes no equation's operand as an item); a total one digit off stays flagged;
- a number per a currency's sign (`KSh 129.50/$`, `151.20/€`) is read as its number (`extract._UNIT_PER`);
  a digit off stays flagged;
- `record`: a short reply converting an amount the question writes by the latest result's rate, divided
  (`AA 1450 in usd` ... `$11.20/kg.`: `wide._asked_divided`); a digit off, or no amount asked, stays
  flagged;
- `written`: a sum of durations whose bare terms share the unit written after the last of them (`18 h +
  45 + 120 + 35 min = 21 h 20 min`: `time_sums.duration_sums`), its total's hours the candidate
  (`gate._judge_range_totals`); the hours or the minutes off stay flagged.
"""

from __future__ import annotations

from typing import Any

import pytest

from ._helpers import history, judged

CENTRE = ("You are the assistant of the Kalawana rubber collection centre. Today is 2026-11-20.\n"
          "- Latex: Rs. 410 a kg at 30% dry rubber or more, Rs. 380 a kg below; transport Rs. 4 a kg.\n")

DELIVERIES = {"supplier_no": "R-207", "month": "2026-11", "deliveries": [
    {"date": "2026-11-03", "kg": 84, "drc_pct": 34}, {"date": "2026-11-10", "kg": 96, "drc_pct": 29},
    {"date": "2026-11-17", "kg": 77, "drc_pct": 31}]}


def _run() -> list[dict[str, Any]]:
    return history(DELIVERIES, system=CENTRE, user="R-207: இந்த மாதம் எவ்வளவு?")


# --- a note in parentheses between a quantity and its operator ---------------------------------------
@pytest.mark.parametrize(("line", "value"), [
    ("- நவம்பர் 3: 84 கிலோ (34%) × ரூ. 410 = ரூ. 34,440.00", "34440"),
    ("- நவம்பர் 10: 96 கிலோ (29%, 30%க்குக் குறைவு) × ரூ. 380 = ரூ. 36,480.00", "36480"),
    ("- Nov 10: 96 kg (29%, below 30%) × Rs. 380 = Rs. 36,480.00", "36480"),
    ("- Nov 17: 77 kg (DRC 31%) × Rs. 410 = **Rs. 31,570.00**", "31570"),
])
def test_a_note_in_parentheses_is_read_past(line: str, value: str) -> None:
    flags, computed = judged(line, _run())
    assert value not in flags and computed.get(value) == "written", (flags, computed)


def test_the_lines_and_their_total_and_net() -> None:
    answer = ("- நவம்பர் 3: 84 கிலோ (34%) × ரூ. 410 = ரூ. 34,440.00\n"
              "- நவம்பர் 10: 96 கிலோ (29%) × ரூ. 380 = ரூ. 36,480.00\n"
              "- நவம்பர் 17: 77 கிலோ (31%) × ரூ. 410 = ரூ. 31,570.00\n\n"
              "மொத்தம்: ரூ. 102,490.00\n"
              "போக்குவரத்து: 257 கிலோ × ரூ. 4 = ரூ. 1,028.00\n"
              "**நிகரம்: ரூ. 101,462.00**")
    flags, computed = judged(answer, _run())
    assert not flags, (flags, computed)
    assert {"34440", "36480", "31570", "102490", "1028", "101462"} <= set(computed), computed


@pytest.mark.parametrize(("line", "value"), [
    ("- நவம்பர் 3: 84 கிலோ (34%) × ரூ. 410 = ரூ. 34,640.00", "34640"),  # a digit off
    ("- Nov 10: 96 kg (29%, below 30%) × Rs. 380 = Rs. 39,360.00", "39360"),  # 96 × 410, not the rate written
    ("- Nov 17: 77 kg (31 + 2) × Rs. 410 = Rs. 31,570.00", "31570"),  # a note with an operator is no note
    ("- Nov 17: 77 kg (2 × 31%) × Rs. 410 = Rs. 31,570.00", "31570"),
])
def test_a_wrong_result_past_a_note_stays_flagged(line: str, value: str) -> None:
    flags, _ = judged(line, _run())
    assert value in flags, flags


# --- a change written with its plus glued, and a column total over the equations' operands -------------
GENERATION = "month,run_days,output_mwh,last_year_mwh\n2026-08,27,4126.5,3981.0\n2026-09,25,3779.2,3914.6\n2026-10,29,4334.1,4050.3"


def _generation_run() -> list[dict[str, Any]]:
    return history(GENERATION, system="You are the Ella hydro plant's assistant. Today is 2026-11-20.",
                   user="Output for the last three months against last year?")


def test_a_result_with_its_plus_glued_is_the_equations_result() -> None:
    answer = "1. August: 4,126.5 − 3,981.0 = +145.5 MWh\n2. September: 3,779.2 − 3,914.6 = -135.4 MWh"
    flags, computed = judged(answer, _generation_run())
    assert computed.get("145.5") == "written" and not flags, (flags, computed)


def test_a_plus_result_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("1. August: 4,126.5 − 3,981.0 = +148.5 MWh", _generation_run())
    assert "148.5" in flags, flags


WORKED = ("1. August: 4,126.5 − 3,981.0 = +145.5 MWh\n2. September: 3,779.2 − 3,914.6 = -135.4 MWh\n"
          "3. October: 4,334.1 − 4,050.3 = +283.8 MWh\n4. This year: {this} MWh; last year: {last} MWh\n")


def test_a_column_total_over_the_operands_of_worked_lines() -> None:
    flags, computed = judged(WORKED.format(this="12,239.8", last="11,945.9"), _generation_run())
    assert not flags and computed.get("12239.8") == "carried-total" and computed.get("11945.9") == "carried-total", \
        (flags, computed)


@pytest.mark.parametrize(("this", "last", "value"), [
    ("12,289.8", "11,945.9", "12289.8"),  # a digit off
    ("12,239.8", "11,945.3", "11945.3"),
])
def test_a_column_total_one_digit_off_stays_flagged(this: str, last: str, value: str) -> None:
    flags, _ = judged(WORKED.format(this=this, last=last), _generation_run())
    assert value in flags, flags


def test_a_listed_column_is_still_the_total_rules() -> None:
    """The items listed as they are (no equation takes them) are still the `total` rule's list: its
    guards stand (here nothing changes: the plain list sums and is `total`)."""
    answer = "- August: 4,126.5 MWh\n- September: 3,779.2 MWh\n- October: 4,334.1 MWh\nThis year: 12,239.8 MWh"
    flags, computed = judged(answer, _generation_run())
    assert not flags and computed.get("12239.8") == "total", (flags, computed)


# --- a rate per a currency's sign, and a short reply converting the question's amount back ------------
RATES = {"date": "2026-11-20", "usd_kes": 129.5, "eur_kes": 151.2, "source": "indicative"}


def _rates_run(*turns: str) -> list[dict[str, Any]]:
    out = history(RATES, system="You are the Nyeri coffee mill's assistant. Today is 2026-11-20.", user="rates today")
    for answer, question in zip(turns[::2], turns[1::2]):
        out += [{"role": "assistant", "content": answer}, {"role": "user", "content": question}]
    return out


@pytest.mark.parametrize("answer", ["KSh 129.50/$, KSh 151.20/€.", "129.50/$ and 151.20/€"])
def test_a_rate_per_a_currency_sign_is_its_number(answer: str) -> None:
    flags, _ = judged(answer, _rates_run())
    assert not flags, flags


def test_a_rate_per_a_currency_sign_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("KSh 129.50/$, KSh 157.20/€.", _rates_run())
    assert "157.2" in flags, flags


@pytest.mark.parametrize(("question", "answer", "value"), [
    ("AA 1450 in usd", "$11.20/kg.", "11.2"),  # 1450 / 129.5 = 11.197
    ("AB 1210 in eur", "€8.00/kg.", "8"),  # 1210 / 151.2 = 8.003
    ("PB grade 2,380 in usd", "$18.38.", "18.38"),  # 2380 / 129.5 = 18.378
])
def test_a_short_reply_converts_the_questions_amount_by_the_rate(question: str, answer: str, value: str) -> None:
    flags, computed = judged(answer, _rates_run("KSh 129.50/$, KSh 151.20/€.", question))
    assert not flags and computed.get(value) == "record", (flags, computed)


@pytest.mark.parametrize(("question", "answer", "value"), [
    ("AA 1450 in usd", "$11.30/kg.", "11.3"),  # a digit off
    ("AA 1450 in usd", "$12.20/kg.", "12.2"),
    ("AA in usd", "$11.20/kg.", "11.2"),  # no amount asked
])
def test_a_converted_reply_off_or_unasked_stays_flagged(question: str, answer: str, value: str) -> None:
    flags, _ = judged(answer, _rates_run("KSh 129.50/$, KSh 151.20/€.", question))
    assert value in flags, flags


# --- bare numbers added before a duration share its unit; the total's hours are its number -----------
BATCH = {"batch": "K-1130-1", "ferment_start": "2026-11-30 06:00", "ferment_hours": 18, "press_min": 45,
         "settle_min": 120, "bottle_min": 35}


@pytest.mark.parametrize("answer", [
    "* 18 h + 45 + 120 + 35 min = **21 h 20 min**",
    "* 18 h + 45 min + 120 min + 35 min = **21 h 20 min**",
    "Total: 18 h + 45 + 120 + 35 min = 21 h 20 min from the start.",
])
def test_a_sum_of_durations_with_one_unit_for_the_bare_terms(answer: str) -> None:
    flags, computed = judged(answer, history(BATCH, system="You are a cider mill's assistant.", user="Total time?"))
    assert not flags and computed.get("21") == "written", (flags, computed)


@pytest.mark.parametrize("answer", [
    "* 18 h + 45 + 120 + 35 min = **21 h 30 min**",  # the minutes off
    "* 18 h + 45 + 120 + 35 min = **22 h 20 min**",  # the hours off
])
def test_a_sum_of_durations_that_does_not_hold_stays_flagged(answer: str) -> None:
    flags, computed = judged(answer, history(BATCH, system="You are a cider mill's assistant.", user="Total time?"))
    assert flags and "21" not in computed and "22" not in computed, (flags, computed)
