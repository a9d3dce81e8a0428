"""Round 38 review (review38): made-up runs where an invented value (a wrong count, another record's
number, a day off, the other half of the day) was excused by an excuse round 38 added or widened.
Each case asserts the invented value is flagged: they failed on int38 (9ddc5a8d) until mend38a (D1,
D2, D5) and mend38b (D3, D4, D6) narrowed the rules. The texts are made up in the rules' shapes, not
copied from any corpus.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from ._helpers import history, judged


def _run(system: str, result: Any, question: str, answers: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    return history(result, system=system, user=question, answers=answers)


# --- D1 priced_rows._days_worked: the count of days worked priced as hours --------------------------------
# In a column of a unit no allowance is stated in (`Hours`), the count of the record's numbers that
# are not zero (the days worked, 4) is taken as the cell: 4 hours x 310 = 1,240 is excused for a
# worker whose week holds 35 hours.
CASUAL = "You are the assistant of a joinery in Nis.\nRules (amounts in RSD):\n- Casual work: 310 RSD an hour."
WEEK = "worker,mon,tue,wed,thu,fri\nAna Kovac,9,8,0,10,8\nLuka Horvat,8,8,8,8,8"


def test_d1_the_days_worked_are_no_count_of_hours() -> None:
    flags, computed = judged("| Worker | Hours | Pay (RSD) |\n|---|---|---|\n| Ana Kovac | 4 | 1,240 |",
                             _run(CASUAL, WEEK, "Last week's pay?"))
    assert "1240" in flags, (flags, computed)


# --- D2 record_sizes: a record's sizes times any whole number of it, not only its count -----------------
# `record_sizes` multiplies the sizes by each other whole number of the record: a shelf number, a price.
PANEL_SYSTEM = "You are the assistant of a joinery. Rules (amounts in RSD): oak panels 98,000 RSD/m3."
SHELVED = "item,thick_mm,width_mm,length_m,pieces,shelf\nOK18-300,18,300,2.5,245,14\nOK18-400,18,400,2.0,150,9"
PRICED = "item,thick_mm,width_mm,length_m,pieces,price_rsd\nOK18-300,18,300,2.5,245,1350\nOK18-400,18,400,2.0,150,1720"


@pytest.mark.parametrize(("table", "answer", "value"), [
    # 0.018 x 0.300 x 2.5 x 14 (the shelf) = 0.189; the stock is x 245 = 3.3075
    (SHELVED, "- OK18-300: 245 pieces, 0.189 m³ in stock", "0.189"),
    # 0.018 x 0.300 x 2.5 x 1350 (the price) = 18.225
    (PRICED, "| Item | Size | Pieces | m³ |\n|---|---|---|---|\n| OK18-300 | 18 × 300 × 2.5 | 245 | 18.225 |", "18.225"),
])
def test_d2_sizes_times_a_number_that_is_no_count(table: str, answer: str, value: str) -> None:
    flags, computed = judged(answer, _run(PANEL_SYSTEM, table, "Panels in stock, in m³?"))
    assert value in flags, (flags, computed)


# --- D5 narrow._headed_row: the headers of the columns before a cell name another record ------------------
# The Ash row's 810,000 is beech's 15 x 54,000; the first column's header names every species.
TIMBER = "species,m3,price_rsd\noak,12,98000\nash,8,61500\nbeech,15,54000"


def test_d5_a_header_naming_every_record_names_none_for_a_row() -> None:
    flags, computed = judged("| Wood (oak, ash, beech) | Value (RSD) |\n|---|---|\n| Oak | 1,176,000 |\n| Ash | 810,000 |",
                             _run("You are the assistant of a timber yard.", TIMBER, "Stock value by species?"))
    assert "810000" in flags, (flags, computed)


# --- D3 narrow.other_grouping: any value 1,000 times (or a 1,000th of) an earlier computed one ------------
# The `repeat` regrouping is meant for the very characters an earlier answer wrote read in the other
# locale; it asks only the number: an English `9,450` is excused by an earlier computed 9.45 (a tax).
ACCOUNT = {"account": "AC-2231", "balance_usd": 7310.00, "order_total_usd": 135.00, "tax_rate_pct": 7}


@pytest.mark.parametrize("answer", ["Your account balance is 9,450 USD after the order.", "You paid 9,450 for it."])
def test_d3_a_thousand_times_an_earlier_computed_value_is_no_repeat(answer: str) -> None:
    hist = [{"role": "system", "content": "You are an agent."}, {"role": "user", "content": "tax on my order?"},
            {"role": "tool", "content": json.dumps(ACCOUNT)},
            {"role": "assistant", "content": "Tax: 7% of $135.00 = $9.45, so you pay $144.45."},
            {"role": "user", "content": "and my balance?"}]
    flags, computed = judged(answer, hist)
    assert "9450" in flags, (flags, computed)


# --- D4 last_words.says_last: any `last` of the sentence, or a word holding one, counts both ends ----------
# 5 days after 12 April is 17 April; 16 April (start + count - 1) is excused once the sentence writes
# `último` of something else, or Bengali `বিশেষ` (special), which holds `শেষ` (end).
CAMP = {"ref": "CV-0412", "start": "2027-04-12", "guests": 14}
CAMP_SYSTEM = "You are the assistant of a climbing camp. Today is 2027-03-08 (Monday), 09:00.\n"


@pytest.mark.parametrize(("answer", "value"), [
    ("Del 12 de abril, 5 días después: el 16 de abril de 2027, el último grupo llega.", "16 de abril de 2027"),
    ("১২ এপ্রিল থেকে ৫ দিন পরে বিশেষ দিন: ১৬ এপ্রিল ২০২৭।", "16 এপ্রিল 2027"),
])
def test_d4_a_last_word_of_something_else_is_no_count_with_both_ends(answer: str, value: str) -> None:
    flags, computed = judged(answer, _run(CAMP_SYSTEM, CAMP, "When?"))
    assert value in flags, (flags, computed)


# --- D6 day_periods: CLDR's `morning2` read as before noon, though it crosses noon (Bulgarian `на обяд`) ----
# `на обяд` (at lunch) is bg's morning2, 11:00-14:00: `1:30 на обяд` is 13:30, read as 01:30, so a
# night departure is grounded as a lunchtime one.
NIGHT = {"bus": "Sofia-Plovdiv", "departures": ["01:30", "07:10"]}


def test_d6_a_lunchtime_clock_is_not_the_night_one() -> None:
    flags, _ = judged("Автобусът тръгва в 1:30 на обяд.", _run("You are an agent.", NIGHT, "Кога?"))
    assert "1:30" in flags, flags
