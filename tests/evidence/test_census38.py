"""Round 38 (census38): the recall bounds review37 asked for and older sets' leftovers, each rule
with the shape it reads and refusals that could fail. Told in made-up runs (a tile workshop's
weekly sheet by the day, ...):

- D3: `priced-row` takes a row's count as what its own record's days give: the count of the days
  it worked (its numbers above zero) and the hours over the daily allowance the rules state, summed
  day by day; an invented count of days, another worker's count, an overtime the days do not add
  to stay flagged (mend37c's bound refused the honest sheet by the day).
"""

from __future__ import annotations

from typing import Any

import pytest

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, history, judged

# --- D3: a sheet by the day: days worked and the hours over the allowance, the row's own ----------
TILES = ("You are the assistant of Dlaždice Brno, a tile workshop. Today is 2027-03-08.\n"
         "Rules (amounts in CZK):\n"
         "- Workers: 1,920 CZK a day of 8 hours, 310 CZK an hour over 8 in a day.\n"
         "- Kiln firing is booked 14 days ahead.\n")
SHEET = "worker,mon,tue,wed,thu,fri,sat\nRui Dvořák,8,9,8,11,8,0\nAna Malá,8,8,8,8,8,8\nTomáš Bílý,10,0,8,9,8,0"
HEAD = "| Worker | Days | Overtime h | Pay (CZK) |\n|---|---|---|---|\n"


def _sheet() -> list[dict[str, Any]]:
    return history(SHEET, system=TILES, user="Pay for last week from the sheet, please.")


@pytest.mark.parametrize(("answer", "value", "expression"), [
    (HEAD + "| Rui Dvořák | 5 | 4 | 10,840 |", "10840", "5 x 1920 + 4 x 310 = 10840"),  # 5 days worked, 1 + 3 over 8
    (HEAD + "| Ana Malá | 6 | 0 | 11,520 |", "11520", "6 x 1920 = 11520"),             # six days, none over
    (HEAD + "| Tomáš Bílý | 4 | 3 | 8,610 |", "8610", "4 x 1920 + 3 x 310 = 8610"),     # 2 + 1 over 8
])
def test_a_row_priced_from_its_own_days_is_read(answer: str, value: str, expression: str) -> None:
    flags, computed = judged(answer, _sheet())
    assert not flags and computed.get(value) == "priced-row", (flags, computed)
    verdict = check_answer(answer, _sheet(), DEFAULT)
    assert any(c.from_ == expression for c in verdict.computed or ()), verdict.computed


@pytest.mark.parametrize(("answer", "value"), [
    (HEAD + "| Rui Dvořák | 6 | 4 | 12,760 |", "12760"),   # 6 days invented (the sheet: 5 worked)
    (HEAD + "| Rui Dvořák | 5 | 6 | 11,460 |", "11460"),   # 6 hours over invented (1 + 3 = 4)
    (HEAD + "| Tomáš Bílý | 5 | 4 | 10,840 |", "10840"),   # Rui's count and pay written on Tomáš's row
    (HEAD + "| Ana Malá | 7 | 0 | 13,440 |", "13440"),     # a seventh day no sheet carries
])
def test_a_row_priced_from_counts_its_days_do_not_give_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, _sheet())
    assert value in flags, flags
