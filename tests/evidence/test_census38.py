"""Round 38 (census38): the recall bounds review37 asked for and older sets' leftovers, each rule
with the shape it reads and refusals that could fail. Told in made-up runs (a tile workshop's
weekly sheet by the day, a canoe hire's prices):

- D3: `priced-row` takes a row's count as what its own record's days give: the count of the days
  it worked (its numbers above zero) and the hours over the daily allowance the rules state, summed
  day by day; an invented count of days, another worker's count, an overtime the days do not add
  to stay flagged (mend37c's bound refused the honest sheet by the day).
- D1: a short reply's conversion takes no stated unit price (`26 EUR an hour`) where the question
  or the reply names a total: the hour's price converted is no converted total.
- dates: the last day of a run of days said in another language (`el último`, `अंतिम दिन`) is the
  start + count - 1 as English `last day` is (`last_words.py`), a duration word with a case ending
  glued (`५ दिनका`) a span; a day on or a day short stays flagged.
"""

from __future__ import annotations

import json
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


# --- D1: a unit's price converted is no converted total -------------------------------------------
LAKE = ("You are the assistant of a canoe hire on Lake Ohrid. Today is 2027-03-08 (Monday), 09:00.\n"
        "Rules (amounts in EUR):\n"
        "- Canoe 26 EUR an hour, pedalo 14 EUR an hour.\n"
        "- A picnic box 1,200 MKD.\n"
        "- GBP and USD at the day's rate (get_rate).")
RATES = {"date": "2027-03-08", "eur_gbp": 0.8571, "eur_usd": 1.0836, "source": "ECB reference rate"}


def _lake(*turns: str) -> list[dict[str, Any]]:
    """The rules, a rate asked and answered, then the questions and answers `turns` alternate."""
    out: list[dict[str, Any]] = [{"role": "system", "content": LAKE}, {"role": "user", "content": "gbp rate?"},
                                 {"role": "tool", "content": json.dumps(RATES)},
                                 {"role": "assistant", "content": "1 € = 0.8571 £."}]
    for k, text in enumerate(turns):
        out.append({"role": "user" if k % 2 == 0 else "assistant", "content": text})
    return out


@pytest.mark.parametrize(("turns", "value"), [
    (("canoe hour in gbp?", "£22.28."), "22.28"),               # 26 x 0.8571: the unit's price asked
    (("canoe hour in gbp?", "£22.28.", "usd?", "$28.17."), "28.17"),  # the previous answer's 26 x 1.0836
])
def test_a_unit_price_asked_is_still_converted(turns: tuple[str, ...], value: str) -> None:
    flags, computed = judged(turns[-1], _lake(*turns[:-1]))
    assert not flags and computed.get(value) == "record", (flags, computed)


@pytest.mark.parametrize(("turns", "value"), [
    (("canoe total in gbp?", "£22.28."), "22.28"),              # a total asked: the hour's price no total
    (("canoe hire in gbp?", "Total: £22.28."), "22.28"),        # a total written
    (("canoe hour in gbp?", "£22.28.", "total in usd?", "$28.17."), "28.17"),  # the previous answer's price, a total asked
])
def test_a_unit_price_converted_for_a_total_stays_flagged(turns: tuple[str, ...], value: str) -> None:
    flags, computed = judged(turns[-1], _lake(*turns[:-1]))
    assert value in flags and value not in computed, (flags, computed)


# --- dates: a run of days' last day, said in another language ----------------------------------------
CAMP = {"ref": "CV-0412", "start": "2027-04-12", "guests": 14}
CAMP_SYSTEM = "You are the assistant of a climbing camp. Today is 2027-03-08 (Monday), 09:00.\n"


def _camp() -> list[dict[str, Any]]:
    return history(CAMP, system=CAMP_SYSTEM, user="Último día? / अंतिम दिन?")


@pytest.mark.parametrize(("answer", "value", "expression"), [
    ("Del 12 de abril durante 5 días: el último es el **16 de abril de 2027**.", "16 de abril de 2027",
     "2027-04-12 + 4 days = 16 de abril de 2027"),                                   # Spanish `último`
    ("अप्रैल १२ से ५ दिनका शिविर: अंतिम दिन अप्रैल १६, २०२७।", "अप्रैल 16, 2027",
     "2027-04-12 + 4 days = अप्रैल 16, 2027"),                                       # Hindi, `दिनका` glued
])
def test_the_last_day_of_a_run_of_days_in_another_language(answer: str, value: str, expression: str) -> None:
    verdict = check_answer(answer, _camp(), DEFAULT)
    assert not verdict.unsupported, verdict.unsupported
    assert any(c.derivation == "date-step" and c.from_ == expression for c in verdict.computed or ()), verdict.computed


@pytest.mark.parametrize(("answer", "value"), [
    ("Del 12 de abril durante 5 días: el último es el **17 de abril de 2027**.", "17 de abril de 2027"),  # a day on
    ("Del 12 de abril durante 5 días: el último es el **15 de abril de 2027**.", "15 de abril de 2027"),  # a day short
    ("अप्रैल १२ से ५ दिनका शिविर: अंतिम दिन अप्रैल १७, २०२७।", "अप्रैल 17, 2027"),                         # a day on
])
def test_a_last_day_a_day_off_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, _camp())
    assert value in flags, flags
