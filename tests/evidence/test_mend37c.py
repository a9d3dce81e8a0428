"""Round 37 (mend37c): the review's proven defects of `priced-row`, `rounded-whole` and the adjusted
prices (review37 D3, D9, D6), each proof kept as a test, with the shape each rule was written for
still read. Told in made-up runs (a furniture workshop's wage sheet, a booking's tax, a coffee
roaster's price list):

- D6: an adjusted copy of a stated price (`+0.60 EUR a kg when ...`) is no rival of its base in the
  record's kind choice: the record's `washed` names the one washed price, with or without the
  adjustment line (int37 refused the right product when the line was there);
- D3: `priced-row` takes a row's cell only as a number of the record the row's first cell names,
  that record's hours above a stated allowance (`53 - 6 x 8`), or a resolved number no named record
  carries; an invented count of days or of overtime, another worker's hours stay flagged;
- D9: `rounded-whole` takes a whole count, not an amount: the rounded number followed by a word that
  is no currency; an invented deposit written in euros right after a computed tax stays flagged.
"""

from __future__ import annotations

from typing import Any

import pytest

from ._helpers import history, judged

# --- D6: an adjusted price is no rival of its base ----------------------------------------------------
ROASTER = ("You are the assistant of Tostadora Lima, a coffee roaster. Today is 2026-10-02.\n"
           "Rules:\n- Green coffee is bought by the kg: 6.40 EUR a kg (washed), 5.10 EUR a kg (natural)"
           "{adjustment}.\n")
ADJUSTMENT = "; +0.60 EUR a kg when the cup score is 86 or more"
SACKS = {"lots": [{"lot": "GC-2207", "process": "washed", "kg": 1385, "score": 84.5}]}


def _roaster(adjustment: str) -> list[dict[str, Any]]:
    return history(SACKS, system=ROASTER.format(adjustment=adjustment), user="What is lot GC-2207 worth?")


@pytest.mark.parametrize("adjustment", [ADJUSTMENT, ""])
def test_a_kind_named_price_with_or_without_an_adjustment_line(adjustment: str) -> None:
    flags, computed = judged("Lot GC-2207 (washed, score 84.5) is worth **€8,864.00** at the washed price.", _roaster(adjustment))
    assert not flags and computed.get("8864") == "carried-product", (flags, computed)


@pytest.mark.parametrize(("answer", "value"), [
    ("Lot GC-2207 (washed, score 84.5) is worth **€8,846.00** at the washed price.", "8846"),  # two digits swapped
    ("Lot GC-2207 (washed, score 84.5) is worth **€7,063.50** at the washed price.", "7063.5"),  # the natural price
])
def test_a_wrong_product_under_an_adjustment_line_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, _roaster(ADJUSTMENT))
    assert value in flags, flags


# --- D9: rounded-whole rounds a count, not an amount -----------------------------------------------------
BOOKING = {"booking": "GZ-4410", "net_eur": 1234, "vat_pct": 18, "deposit_paid_eur": 150, "pieces": 2300}


def _booking() -> list[dict[str, Any]]:
    return history(BOOKING, user="Booking GZ-4410: VAT and deposit, and the blanks for 2,300 pieces at 2% rejects?")


@pytest.mark.parametrize(("answer", "value"), [
    ("VAT: 1,234 × 0.18 = 222.12 EUR, deposit 223 EUR paid.", "223"),          # an invented amount (review37 D9)
    ("VAT: 1,234 × 0.18 = 222.12 EUR, deposit €223 paid.", "223"),             # its mark before it
    ("Rate: 2,300 / 0.98 = 2346.94 EUR a night; guests 2,347.", "2347"),       # a number naming nothing it counts
    ("Hours: 2,300 / 0.98 = 2346.94 h, so 2,347 h.", "2347"),                  # the quotient's own unit
])
def test_an_amount_after_a_computed_decimal_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, _booking())
    assert value in flags, flags


@pytest.mark.parametrize(("answer", "value"), [
    ("Blanks: 2,300 / 0.98 = 2346.94, so **2,347 blanks**.", "2347"),
    ("* **بلینک:** 2,300 / 0.98 = 2346.94، یعنی **2347 بلینک**", "2347"),
])
def test_a_count_rounded_from_its_quotient_is_still_read(answer: str, value: str) -> None:
    flags, computed = judged(answer, _booking())
    assert not flags and computed.get(value) == "rounded-whole", (flags, computed)


# --- D3: priced-row takes the row's own record's numbers ---------------------------------------------------
WORKSHOP = ("You are the assistant of Taller Robles, a furniture workshop in Valencia. Today is 2026-11-20.\n"
            "Rules (amounts in EUR):\n"
            "- Workers: 2,000 MXN a day of 8 hours on the Puebla site, overtime 350 MXN an hour above 8 hours a day.\n")
ATTENDANCE = "worker,site,days,hours\nLuis,Puebla,6,53\nMarta,Puebla,6,51\nNico,Puebla,6,52"
HEAD = "| Worker | Site | Days | Hours | Overtime h | Pay (MXN) |\n|---|---|---|---|---|---|\n"


def _attendance() -> list[dict[str, Any]]:
    return history(ATTENDANCE, system=WORKSHOP, user="This week's wages for the Puebla site?")


@pytest.mark.parametrize(("answer", "value"), [
    (HEAD + "| Luis | Puebla | 6 | 53 | 5 | 13,750 |", "13750"),   # days and hours of the record, 53 - 6 x 8 overtime
    (HEAD + "| Nico | Puebla | 6 | 52 | 4 | 13,400 |", "13400"),   # 52 - 6 x 8
    (HEAD + "| Marta | Puebla | 6 | 51 | 3 | 13,050 |", "13050"),
])
def test_a_row_priced_from_its_own_record_is_still_read(answer: str, value: str) -> None:
    flags, computed = judged(answer, _attendance())
    assert not flags and computed.get(value) == "priced-row", (flags, computed)


@pytest.mark.parametrize(("answer", "value"), [
    (HEAD + "| Luis | Puebla | 7 | 53 | 5 | 15,750 |", "15750"),   # 7 days invented (the record: 6), priced consistently
    (HEAD + "| Luis | Puebla | 6 | 53 | 9 | 15,150 |", "15150"),   # 9 hours of overtime invented (53 - 48 = 5)
    (HEAD + "| Marta | Puebla | 6 | 53 | 5 | 13,750 |", "13750"),  # another worker's hours and pay
])
def test_a_row_priced_from_invented_or_another_records_counts_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, _attendance())
    assert value in flags, flags
