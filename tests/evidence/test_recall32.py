"""Round 32's misses of planted inventions (recall32): a short table cell one slip from the
arithmetic its column does in every other row (`evidence/column_slips.py`). Each plant is flagged;
the right cell is not; a column whose other rows do not state the arithmetic reads nothing;
a terse reply's total one slip from an earlier answer's decimal-comma total
(`comma_amounts.restated_slips`), a terse reply's short number one swap from what the arithmetic
computes in its place (`terse_swaps.py`); `reference` as before."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.column_slips import column_slips
from evidence_audit.evidence.terse_swaps import terse_swaps
from evidence_audit.evidence.unverified import numbers_of

from ._helpers import DEFAULT, REFERENCE, flagged, history

# a swim club's lane results as a CSV export
LANES = "swimmer,starts,wins\nAna Horvat,44,29\nTomo Kranjc,36,22\nEla Zupan,25,14\nMiha Novak,40,33"
# a bakery's ovens: kWh used and loaves baked
OVENS = "oven,loaves,kwh\nO-1,2210,154.7\nO-2,1875,139.2\nO-3,2490,168.3"
# a campsite's pitches: taken and free per night
PITCHES = "night,taken,free\n2026-08-03,71,9\n2026-08-04,55,25\n2026-08-05,62,18\n2026-08-06,48,32"


def check(answer: str, *results, gate=DEFAULT):
    return check_answer(answer, history(*results), gate)


def win_rates(cell: str) -> str:
    return (
        "| Swimmer | Starts | Wins | Win rate |\n|---|---|---|---|\n"
        "| Ana Horvat | 44 | 29 | 65.9% |\n"
        f"| Tomo Kranjc | 36 | 22 | {cell}% |\n"
        "| Ela Zupan | 25 | 14 | 56.0% |\n"
        "| Miha Novak | 40 | 33 | 82.5% |"
    )


def energy(cell: str) -> str:
    return (
        "| Oven | Loaves | kWh | kWh per 100 loaves |\n|---|---|---|---|\n"
        "| O-1 | 2,210 | 154.7 | 7.00 |\n"
        f"| O-2 | 1,875 | 139.2 | {cell} |\n"
        "| O-3 | 2,490 | 168.3 | 6.76 |\n\nO-2 uses the most per loaf."
    )


def occupancy(cell: str) -> str:
    return (
        "| Night | Taken | Free | Occupancy |\n|---|---|---|---|\n"
        "| 3 Aug | 71 | 9 | 88.8% |\n| 4 Aug | 55 | 25 | 68.8% |\n"
        f"| 5 Aug | 62 | 18 | {cell}% |\n| 6 Aug | 48 | 32 | 60.0% |"
    )


@pytest.mark.parametrize("table, wrong, right, result", [
    (win_rates, "66.1", "61.1", LANES),  # 22 / 36: a digit replaced
    (win_rates, "16.1", "61.1", LANES),  # two digits swapped
    (energy, "7.24", "7.42", OVENS),  # 139.2 / 1,875 x 100: two digits swapped after the point
    (occupancy, "75.7", "77.5", PITCHES),  # 62 / (62 + 18): swapped across the point
])
def test_a_cell_one_slip_from_its_columns_arithmetic_is_flagged(table, wrong: str, right: str, result: str) -> None:
    assert wrong in flagged(check(table(wrong), result))
    assert not flagged(check(table(right), result)) - {"o-1", "o-2", "o-3"}
    assert wrong not in flagged(check(table(wrong), result, gate=REFERENCE))  # short: prose there


def test_every_one_digit_mutant_of_a_right_rate_is_flagged() -> None:
    for wrong in ("71.1", "51.1", "62.1", "60.1", "16.1", "66.1"):
        assert wrong in column_slips(win_rates(wrong), frozenset(), frozenset(), 4), wrong


def test_a_column_its_other_rows_do_not_state_is_not_read() -> None:
    # only one other row gives 100 x wins / starts: no arithmetic the column states
    table = (
        "| Swimmer | Starts | Wins | Score |\n|---|---|---|---|\n"
        "| Ana Horvat | 44 | 29 | 65.9 |\n| Tomo Kranjc | 36 | 22 | 16.1 |\n"
        "| Ela Zupan | 25 | 14 | 48.0 |\n| Miha Novak | 40 | 33 | 71.5 |"
    )
    assert not column_slips(table, frozenset(), frozenset(), 4)
    # a row far from the column's arithmetic (not one slip): the column is no such arithmetic
    assert not column_slips(win_rates("12.3"), frozenset(), frozenset(), 4)
    # two rows only: too few to state it
    two = "| A | B | Rate |\n|---|---|---|\n| 44 | 29 | 65.9% |\n| 36 | 22 | 16.1% |"
    assert not column_slips(two, frozenset(), frozenset(), 4)


def test_a_cell_a_result_carries_or_long_enough_to_be_judged_is_left_alone() -> None:
    assert not column_slips(win_rates("16.1"), frozenset({"16.1"}), frozenset(), 4)
    assert not column_slips(win_rates("16.1"), frozenset(), frozenset(), 3)  # three digits: a candidate already


def test_a_decimal_comma_table_is_not_read() -> None:
    table = win_rates("16.1").replace(".", ",")
    assert not column_slips(table, frozenset(), frozenset(), 4)


# --- a terse reply restating an earlier answer's decimal-comma total with a slip ---------------------

HARVEST = {"grower": "Irakli B.", "loads": [{"load": "L-7", "kg": 1250}, {"load": "L-8", "kg": 740}]}
TOTAL = "* L-7: 1 250 kg × 1,20 ₾ = 1 500,00 ₾\n* L-8: 740 kg × 1,55 ₾ = 1 147,00 ₾\n\n**Sum: 2 647,00 ₾**"


def restated(answer: str, gate=DEFAULT):
    return check_answer(answer, history(HARVEST, answers=(TOTAL,)), gate)


@pytest.mark.parametrize("wrong", ["2 467,00", "2 674,00", "2 657,00"])
def test_a_terse_total_one_slip_from_an_earlier_answers_total_is_flagged(wrong: str) -> None:
    assert wrong in flagged(restated(f"**{wrong} ₾**."))
    assert wrong in flagged(restated(f"**{wrong} €**."))  # any currency's sign after it
    assert not flagged(restated(f"**{wrong} ₾**.", gate=REFERENCE))


def test_the_total_restated_right_or_far_from_every_earlier_amount_is_not_judged() -> None:
    assert not flagged(restated("**2 647,00 ₾**."))
    assert not flagged(restated("**9 310,00 ₾**."))  # far: tentative, as before


# --- a terse reply's short number one swap from what the arithmetic computes in its place -----------

PAYMENTS = "- amount: 80.0\n  date: '2025-05-02'\n  subject: Gym\n- amount: 1300.0\n  date: '2025-05-03'\n  subject: Rent"
PAID = "Two payments: Gym 80.00 on 2025-05-02 and rent 1,300.00 on 2025-05-03, 1,380.00 in total."


def left_over(answer: str, gate=DEFAULT):
    return check_answer(answer, history(PAYMENTS, "2140.0", answers=(PAID,)), gate)


def test_a_terse_number_one_swap_from_the_arithmetic_is_flagged() -> None:
    assert "706" in flagged(left_over("Your balance is 2,140.00, so after both you'd have 706.00 left."))
    assert not flagged(left_over("Your balance is 2,140.00, so after both you'd have 760.00 left."))
    assert "706" not in flagged(left_over("Your balance is 2,140.00, so after both you'd have 706.00 left.", gate=REFERENCE))


def test_terse_swaps_reads_one_line_replies_swaps_only_and_what_the_arithmetic_does_not_give() -> None:
    def computes(text: str, value: str) -> bool:
        return value == "760"

    def swaps(answer: str) -> list[tuple[str, str]]:
        return terse_swaps(answer, numbers_of(answer), frozenset(), frozenset(), frozenset(), 4, computes)

    assert swaps("You'd have 706.00 left.") == [("706", "706.00")]
    assert not swaps("You'd have 760.00 left.")  # the arithmetic gives it
    assert not swaps("You'd have 770.00 left.")  # a digit replaced: no swap (9 neighbours a digit meet one by chance)
    assert not swaps("Balance:\nYou'd have 706.00 left.")  # two lines: no terse reply
    assert not swaps("You'd have 706.00 left, 15.6 in all.")  # another number open too: a reply it does not follow
    assert not terse_swaps("You'd have 706.00 left.", numbers_of("You'd have 706.00 left."), frozenset(),
                           frozenset({"706"}), frozenset(), 4, computes)  # carried
