"""Round 31 (steps31): chains of plain arithmetic the general rules refused (heldout29's shapes,
new made-up runs in the same spelling): a step's operand anchored by a late rule after a cycle
(`anchored_derivations.rests_on_barred`), a count times a price a rule line's label or the
answer's own labelled line names (`count-multiple`), a stated tariff for a table row's count, a
running total of a column by the day through a day written, a whole column whose rows the sentence
counts, a total word over an earlier turn's column. Each with its refusals: a digit changed, a
wrong step, an unnamed thing stays flagged."""

from __future__ import annotations

import pytest

from ._helpers import REFERENCE, history, judged

HIRE = (
    "You are the hire desk of a tool library. Today is 2026-05-12.\n\n"
    "Rules (amounts in CZK):\n"
    "- Trailers, by the days out: one day CZK 1,250; above one day CZK 1,250 plus CZK 830 per started day above the first.\n"
    "- Season pass, members only: CZK 9,600, valid for 180 days.\n"
    "- Deposit CZK 3,000 a booking."
)


def test_a_count_multiple_anchors_the_operand_of_the_equation_it_sits_in() -> None:
    """`4 started days: 1,250 + 3,320 = 4,570`: 3,320 (4 x 830) and the sum each gave the other
    (a cycle, so both stayed flagged); asked again, the late rule anchors 3,320 first."""
    hist = history({"trailer": "TR-2", "free": True}, system=HIRE)
    flags, computed = judged("That is 4 started days: 1,250 + 3,320 = 4,570.", hist)
    assert flags == set()
    assert computed["3320"] == "count-multiple" and computed["4570"] == "written"


@pytest.mark.parametrize("answer, value", [
    ("That is 4 started days: 1,250 + 3,420 = 4,670.", "3420"),  # one digit off
    ("That is 3 started days: 1,250 + 3,320 = 4,570.", "3320"),  # the wrong count
    ("That is 4 extra hours: 1,250 + 3,320 = 4,570.", "3320"),  # no stated clause names hours
])
def test_a_cycle_a_late_rule_cannot_anchor_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history({"trailer": "TR-2", "free": True}, system=HIRE))
    assert value in flags


def test_a_rule_lines_label_names_the_thing_its_clause_prices() -> None:
    """`- Season pass, members only: CZK 9,600, valid ...`: the price is a clause of its own; the
    line's label names the pass, so `2 season passes, 19,200` is 2 x 9,600."""
    hist = history({"member": True}, system=HIRE)
    flags, computed = judged("You would need 2 season passes, 19,200 for the year.", hist)
    assert flags == set() and computed["19200"] == "count-multiple"
    assert "19300" in judged("You would need 2 season passes, 19,300 for the year.", hist)[0]
    assert "19200" in judged("You would need 2 summer tickets, 19,200 for the year.", hist)[0]  # a thing no line names


def test_a_price_the_answer_stated_on_a_labelled_line_is_a_quantity_for_a_later_count() -> None:
    """`2. Singles: 14 × 1,250 = 17,500.` then `the other 3 as singles, 3,750`: 3 x 1,250 (no
    stated clause names a single; the answer's own line does)."""
    answer = ("1. Days: 7 × 2 = 14.\n2. Singles: 14 × 1,250 = 17,500.\n"
              "3. Passes: 1 pass covers 11 days, 9,600; the other 3 as singles, 3,750.\n4. Together: 13,350.")
    flags, computed = judged(answer, history({"member": True}, system=HIRE))
    assert flags == set()
    assert computed["3750"] == "count-multiple"
    wrong = answer.replace("3,750", "3,850").replace("13,350", "13,450")
    assert "3850" in judged(wrong, history({"member": True}, system=HIRE))[0]
    unnamed = answer.replace("as singles", "as extras")
    assert "3750" in judged(unnamed, history({"member": True}, system=HIRE))[0]  # a thing no line names


ROWS = "| Trailer | Days | Band | Fare (CZK) |\n|---|---|---|---|\n| TR-1 | 1 | one day | 1,250 |\n| TR-2 | 3 | 1 + 2 | {fare} |"


def test_a_stated_tariff_for_the_count_a_table_row_writes() -> None:
    """`| TR-2 | 3 | 1 + 2 | 2,910 |`: 1,250 + 2 x 830, the base and the step of one stated clause."""
    hist = history({"bookings": [{"trailer": "TR-1", "days": 1}, {"trailer": "TR-2", "days": 3}]}, system=HIRE)
    flags, computed = judged(ROWS.format(fare="2,910"), hist)
    assert flags == set() and computed["2910"] == "count-multiple"
    assert "2810" in judged(ROWS.format(fare="2,810"), hist)[0]  # one digit off
    assert "3110" not in judged(ROWS.format(fare="3,110"), hist)[1]  # a wrong step (1,250 + 2 x 930): listed, not computed


VANS = "You are a van hire desk.\n\nRules (EUR):\n- Vans: EUR 3,200 a week up to 100 km, + EUR 450 per started 50 km above 100.\n"
VAN_ROWS = "| Van | Km | Extra | Price |\n|---|---|---|---|\n| V-7 | 180 | 2 × 50 km | {price} |"


def test_a_tariff_whose_base_and_step_are_clauses_of_one_line() -> None:
    """`EUR 3,200 a week up to 100 km, + EUR 450 per started 50 km above 100`: two clauses of one
    rule line; `| V-7 | 180 | 2 × 50 km | 4,100 |` is 3,200 + 2 x 450."""
    hist = history({"vans": [{"van": "V-7", "km": 180}]}, system=VANS)
    flags, computed = judged(VAN_ROWS.format(price="4,100"), hist)
    assert flags == set() and computed["4100"] == "count-multiple"
    assert "4200" in judged(VAN_ROWS.format(price="4,200"), hist)[0]  # one digit off


PLAN = "date,litres\n2026-05-10,310\n2026-05-11,420\n2026-05-12,385\n2026-05-13,290\n2026-05-14,405"


def test_a_running_total_through_a_day_its_sentence_writes() -> None:
    """`Used by the end of 12 May: 1,115 litres`: the plan's first three days."""
    hist = history({"tank": "T1", "stock_l": 2400, "min_l": 1400}, PLAN)
    flags, computed = judged("1. Used by the end of 12 May: 1,115 litres.\n2. By the end of 13 May: 1,405 litres.", hist)
    assert flags == set()
    assert computed["1115"] == "carried-total" and computed["1405"] == "carried-total"


@pytest.mark.parametrize("answer, value", [
    ("1. Used by the end of 12 May: 1,125 so far.", "1125"),  # one digit off
    ("1. Used by the end of 11 May: 1,115 so far.", "1115"),  # the wrong day
])
def test_a_running_total_off_or_to_the_wrong_day_stays_flagged(answer: str, value: str) -> None:
    hist = history({"tank": "T1", "stock_l": 2400, "min_l": 1400}, PLAN)
    assert value in judged(answer, hist)[0]


def test_a_running_total_needs_no_unit_naming_its_column() -> None:
    """No unit after it (the column's run by its name is another rule's): the day alone says it."""
    hist = history({"tank": "T1", "stock_l": 2400, "min_l": 1400}, PLAN)
    flags, computed = judged("1. Used by the end of 12 May: 1,115 so far.", hist)
    assert flags == set() and computed["1115"] == "carried-total"


BILLS = "month,kwh\n2026-01,410\n2026-02,395\n2026-03,380\n2026-04,350"


@pytest.mark.parametrize("answer", [
    "Sa nakaraang 4 na buwan, nagamit mo ang 1,535 na yunit.",
    "\u0641\u064a \u0622\u062e\u0631 4 \u0623\u0634\u0647\u0631: **1,535 \u0648\u062d\u062f\u0629**.",
])
def test_a_whole_column_whose_rows_the_sentence_counts(answer: str) -> None:
    """`In the last 4 months you used 1,535 units`, in words no rule reads as a total or a column's
    name: the count of the bill's 4 rows says what it sums."""
    flags, computed = judged(answer, history(BILLS))
    assert flags == set() and computed["1535"] == "carried-total"
    assert "1545" in judged(answer.replace("1,535", "1,545"), history(BILLS))[0]
    assert "1535" in judged(answer.replace("4", "3", 1), history(BILLS))[0]  # the wrong count


def test_a_total_word_over_an_earlier_turns_column_reads_the_column_its_label_names() -> None:
    """`| Total length | 39.45 m |` after a manifest an earlier turn served: its `length_m` column."""
    manifest = "reg,length_m\nAB-1,4.45\nCD-2,7.85\nEF-3,16.50\nGH-4,10.65"
    hist = history(manifest, {"deck_m": 120}, answers=("Four vehicles are booked.",))
    hist = [hist[0], hist[1], hist[2], hist[4], hist[5], hist[3]]  # the manifest, an answer, then the deck
    answer = "| | |\n|---|---|\n| Total length | 39.45 m |\n| Deck | 120 m |\n| Left | 80.55 m |"
    flags, computed = judged(answer, hist)
    assert flags == set() and computed["39.45"] == "carried-total"
    assert "39.55" in judged(answer.replace("39.45", "39.55").replace("80.55", "80.45"), hist)[0]


def test_the_reference_profile_is_untouched() -> None:
    hist = history({"trailer": "TR-2", "free": True}, system=HIRE)
    flags, _ = judged("That is 4 started days: 1,250 + 3,320 = 4,570, with the deposit 7,570.", hist, REFERENCE)
    assert "3320" in flags


def test_a_lifetime_in_mwh_restated_in_kwh() -> None:
    """`{"lifetime_mwh": 21.47}` then `21,470 kWh`: the kilo unit from the mega unit, x 1000."""
    hist = history({"site": "S-4", "lifetime_mwh": 21.47, "status": "ok"})
    flags, _ = judged("21,470 kWh.", hist)
    assert flags == set()
    assert "21570" in judged("21,570 kWh.", hist)[0]  # one digit off
    assert "21470" in judged("21,470 km.", hist)[0]  # no unit of energy
