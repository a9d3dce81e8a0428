"""Round 37 (surgical37): what refused a surgical instrument maker's arithmetic (heldout35's surgical
corpus, Urdu and English), fixed in the general rule. Told in a furniture workshop's and a bakery's
invented runs, each with its refusals:

- `table`: a row's product of two of its cells where one is a unit price the system prompt states
  with its currency and unit (`25 EUR a table`) under the digit minimum, the other a number a result
  carries (`| Bea | table | 137 | 25 | 3,425 |`): a stated number was refused as a row's factor
  (`| 15 GB | $75.00 |`, no 5 x 15); a price the rules state is no such number. A digit off, a price
  the rules do not state, two stated prices stay flagged;
- `column` (earlier): a table cell names the column of the previous answer's table it totals by its
  own column's header (`| Pay (EUR) |` over `| 8,699 |`), as a sentence naming it did. A wrong sum,
  another column's header stay flagged;
- `convert`: a term written bare in a sum whose result wears a unit wears that unit (`7200 + 2700 =
  9,900 s`: 2700 is the previous answer's 45 minutes in seconds). A digit off, a sum with no unit, a
  product stay flagged;
- `priced-row`: a table cell that sums its row's quantities at the system prompt's unit prices,
  the units named by the columns' headers (`| 6 | 53 | 5 | 13,750 |` under `Days`, `Hours`,
  `Overtime h`: 6 x 2,000 + 5 x 350). A digit off, a wrong overtime, a header naming no priced unit
  stay flagged.
"""

from __future__ import annotations

from typing import Any

import pytest

from ._helpers import history, judged

WORKSHOP = ("You are the assistant of Taller Robles, a furniture workshop in Valencia. Today is 2026-11-20.\n"
            "Rules (amounts in EUR):\n"
            "- Sanding piece rates: 18 EUR a chair, 25 EUR a table.\n"
            "- Workers: 2,000 MXN a day of 8 hours on the Puebla site, overtime 350 MXN an hour above 8 hours a day.\n")

SANDING = "sander,item,done,hours\nAna,chair,141,8\nBea,table,137,8\nCarl,chair,152,9"


def _sanding() -> list[dict[str, Any]]:
    return history(SANDING, system=WORKSHOP, user="Sanders' pay yesterday at the piece rates?")


# --- a row's product with the rules' unit price written in the row ----------------------------------
def test_a_row_product_at_a_stated_unit_price() -> None:
    answer = ("| Sander | Item | Done | Rate (EUR) | Pay (EUR) |\n|---|---|---|---|---|\n"
              "| Bea | table | 137 | 25 | 3,425 |\n| Carl | chair | 152 | 18 | 2,736 |")
    flags, computed = judged(answer, _sanding())
    assert not flags and computed.get("3425") == "table" and computed.get("2736") == "table", (flags, computed)


@pytest.mark.parametrize(("answer", "value"), [
    ("| Sander | Item | Done | Rate (EUR) | Pay (EUR) |\n|---|---|---|---|---|\n| Bea | table | 137 | 25 | 3,435 |", "3435"),
    ("| Sander | Item | Done | Rate (EUR) | Pay (EUR) |\n|---|---|---|---|---|\n| Bea | table | 137 | 27 | 3,699 |", "3699"),
    ("| Day wage | Chair rate | Product |\n|---|---|---|\n| 2,000 | 18 | 36,000 |", "36000"),  # two stated prices
])
def test_a_row_product_not_at_a_stated_price_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, _sanding())
    assert value in flags, flags


# --- a column of the previous answer's table totalled under its own header ---------------------------
PREVIOUS = ("| Sander | Item | Done | Rate (EUR) | Pay (EUR) |\n|---|---|---|---|---|\n"
            "| Ana | chair | 141 | 18 | 2,538 |\n| Bea | table | 137 | 25 | 3,425 |\n| Carl | chair | 152 | 18 | 2,736 |")


def _totals() -> list[dict[str, Any]]:
    return history(SANDING, system=WORKSHOP, user="Sanders' pay yesterday at the piece rates?", answers=(PREVIOUS,))


def test_a_total_under_the_header_of_the_column_it_sums() -> None:
    flags, computed = judged("| Pieces | Hours | Pay (EUR) |\n|---|---|---|\n| 430 | 25 | 8,699 |", _totals())
    assert "8699" not in flags and computed.get("8699") == "column", (flags, computed)


@pytest.mark.parametrize("answer", [
    "| Pieces | Hours | Pay (EUR) |\n|---|---|---|\n| 430 | 25 | 8,969 |",   # two digits swapped
    "| Pieces | Hours | Wages |\n|---|---|---|\n| 430 | 25 | 8,699 |",       # a header naming no column of the previous table
])
def test_a_wrong_total_or_another_header_stays_flagged(answer: str) -> None:
    flags, _ = judged(answer, _totals())
    assert flags, answer


# --- a bare term of a sum wears its sum's unit -------------------------------------------------------
LACQUER = {"job": "LQ-118", "pieces": 1800, "seconds_per_piece": 4, "start": "2026-11-20T09:00", "rack_change_min": 5}
FIRST = ("Spraying: 1800 × 4 s = 7,200 s. 1800 / 200 = 9 racks, 9 changes × 5 = 45 min. "
         "Plus 45 minutes for the rack changes.")


def _lacquer() -> list[dict[str, Any]]:
    return history(LACQUER, system=WORKSHOP, user="When does LQ-118 finish?", answers=(FIRST,))


def test_a_bare_term_of_a_sum_in_seconds() -> None:
    flags, computed = judged("<think>\n7200 + 2700 = 9,900 s.\n</think>\n\nAbout 9,900 seconds in all.", _lacquer())
    assert not flags and computed.get("2700") == "convert" and computed.get("9900") == "written", (flags, computed)


@pytest.mark.parametrize(("answer", "value"), [
    ("<think>\n7200 + 2760 = 9,960 s.\n</think>", "2760"),   # a digit off
    ("<think>\n7200 + 2700 = 9,900.\n</think>", "2700"),      # the sum wears no unit
    ("<think>\n2700 × 2 = 5,400 s.\n</think>", "2700"),       # a product, no sum
])
def test_a_term_not_so_converted_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, _lacquer())
    assert value in flags, flags


# --- priced-row --------------------------------------------------------------------------------------
ATTENDANCE = "worker,site,days,hours\nLuis,Puebla,6,53\nMarta,Puebla,6,51\nNico,Puebla,6,52"
HEAD = "| Worker | Site | Days | Hours | Overtime h | Pay (MXN) |\n|---|---|---|---|---|---|\n"


def _attendance() -> list[dict[str, Any]]:
    return history(ATTENDANCE, system=WORKSHOP, user="This week's wages for the Puebla site?")


def test_a_row_priced_at_a_days_wage_and_an_hours_overtime() -> None:
    answer = HEAD + ("| Luis | Puebla | 6 | 53 | 5 | 13,750 |\n| Marta | Puebla | 6 | 51 | 3 | 13,050 |\n"
                     "| Nico | Puebla | 6 | 52 | 4 | 13,400 |\n\n**Total: MXN 40,200**")
    flags, computed = judged(answer, _attendance())
    assert not flags, flags
    assert computed.get("13750") == "priced-row" and computed.get("13400") == "priced-row", computed


@pytest.mark.parametrize(("answer", "value"), [
    (HEAD + "| Luis | Puebla | 6 | 53 | 5 | 13,570 |", "13570"),   # two digits swapped
    (HEAD + "| Luis | Puebla | 6 | 53 | 5 | 14,100 |", "14100"),   # six hours of overtime paid, five written
    ("| Worker | Days | Extra | Pay (MXN) |\n|---|---|---|---|\n| Luis | 6 | 5 | 13,750 |", "13750"),  # no priced unit named
])
def test_a_row_not_so_priced_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, _attendance())
    assert value in flags, flags


# --- magnitude: an amount restated in a named power of ten, in any language ------------------------------
EXPORT = {"order": "EX-3301", "usd": 6240.00, "usd_per_pc": 1.85, "rate": {"usd_pkr": 281.40, "usd_eur": 0.9513, "usd_rub": 91.20}}


def _export() -> list[dict[str, Any]]:
    return history(EXPORT, system=WORKSHOP, user="EX-3301 in rupees?")


@pytest.mark.parametrize(("answer", "value"), [
    ("6,240 × 281.40 = Rs 17,55,936، یعنی تقریباً 17.56 لاکھ روپے۔", "17.56"),
    ("6,240 × 281.40 = Rs 1,755,936, or about Rs 17.56 lakh.", "17.56"),
    ("6,240 × 281.40 = Rs 1,755,936, that is Rs 1.756 million.", "1.756"),
])
def test_an_amount_restated_in_a_named_power_of_ten(answer: str, value: str) -> None:
    flags, computed = judged(answer, _export())
    assert not flags and computed.get(value) == "magnitude", (flags, computed)


@pytest.mark.parametrize(("answer", "value"), [
    ("6,240 × 281.40 = Rs 17,55,936، یعنی تقریباً 17.65 لاکھ روپے۔", "17.65"),   # two digits swapped
    ("6,240 × 281.40 = Rs 1,755,936, or about Rs 18.56 lakh.", "18.56"),        # a digit off
    ("6,240 × 281.40 = Rs 1,755,936, that is Rs 17.56 million.", "17.56"),     # the wrong power
])
def test_a_wrong_amount_in_a_named_power_of_ten_stays_flagged(answer: str, value: str) -> None:
    flags, computed = judged(answer, _export())
    assert value not in computed, computed  # (flagged, or listed unverified: `17.56 million`)


# --- a numbered step that starts with an operator goes on from the step above ---------------------------
def test_a_numbered_step_going_on_from_the_one_above() -> None:
    answer = "1. 2,000 × $1.85 = **$3,700.00**\n2. × 281.40 = **Rs 1,041,180**"
    flags, computed = judged(answer, _export())
    assert not flags and computed.get("1041180") == "written", (flags, computed)


@pytest.mark.parametrize(("answer", "value"), [
    ("1. 2,000 × $1.85 = **$3,700.00**\n2. × 281.40 = **Rs 1,041,810**", "1041810"),  # two digits swapped
    ("1. 2,000 × $1.85 = **$3,700.00**\n2. × 281.40 = **Rs 1,014,180**", "1014180"),
])
def test_a_numbered_step_with_a_wrong_result_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, _export())
    assert value in flags, flags


# --- rounded-whole: a whole count right after the quotient it rounds ----------------------------------------
def _blanks() -> list[dict[str, Any]]:
    return history(EXPORT, system=WORKSHOP, user="We need 2,300 good pieces with 2% rejects: how many blanks?")


@pytest.mark.parametrize(("answer", "value"), [
    ("* **بلینک:** 2,300 / 0.98 = 2346.94، یعنی **2347 بلینک**", "2347"),
    ("Blanks: 2,300 / 0.98 = 2346.94, so **2,347 blanks**.", "2347"),
])
def test_a_count_rounded_from_the_quotient_before_it(answer: str, value: str) -> None:
    flags, computed = judged(answer, _blanks())
    assert not flags and computed.get(value) == "rounded-whole", (flags, computed)


@pytest.mark.parametrize(("answer", "value"), [
    ("Boxes: 24,537 / 10 = 2453.7, so **2,453 boxes**.", "2453"),      # rounded down
    ("Blanks: 2,300 / 0.98 = 2346.94, so **2,348 blanks**.", "2348"),   # one over
    ("Blanks: 2,300 / 0.98 = 2346.94, so **2,437 blanks**.", "2437"),   # two digits swapped
])
def test_a_count_not_so_rounded_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, _blanks())
    assert value in flags, flags


def test_a_priced_row_with_a_hostile_cell_is_judged() -> None:
    # a cell of 32 digits: its priced total is past the context's precision, no neighbour, no error
    flags, _ = judged(HEAD + "| Luis | Puebla | 6 | 53 | 99999999999999999999999999999999 | 13,750 |", _attendance())
    assert "13750" in flags, flags
