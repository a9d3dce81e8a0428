"""(fold34) `column_slips`' operand cells, examined. The header row is no row (`Layout`), so a
numeric header one slip from its column's arithmetic is never read; a row-number column is an
operand like any count (`Week` times a weekly amount). A row one slip off under two columns'
arithmetic, at a long cell no result carried, does not say which cell slipped (a swapped long cell
puts the short column's reading one digit off too: heldout32's shape, a new made-up table of a
concert promoter's takings): its short cell is not read, the long one is judged as any number; a
short cell that slipped alone stays flagged, and so does one beside another short cell one slip
off with it (`a + b`, each read as on d3562e06); `reference` as before."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.column_slips import column_slips

from ._helpers import REFERENCE, judged

TAKINGS = (
    "| Concert | Seats sold | Takings (UGX) | Per seat (UGX) |\n|---|---|---|---|\n"
    "| Kampala opening | 25 | 2,100,000 | 84,000 |\n"
    "| Jinja matinee | 40 | 2,440,000 | 61,000 |\n"
    "| Entebbe late show | {seats} | 636,000 | {per} |\n"
    "| Gulu festival | 19 | 1,368,000 | 72,000 |\n"
    "| Mbale night | 33 | 1,485,000 | 45,000 |"
)
# the promoter's bookings: each concert's seats are the sum of its bookings' (no result writes 12)
BOOKINGS = (
    "concert,booking,seats,takings_ugx\n"
    "Kampala opening,B-00,10,840000\nKampala opening,B-01,15,1260000\n"
    "Jinja matinee,B-10,22,1342000\nJinja matinee,B-11,18,1098000\n"
    "Entebbe late show,B-20,5,265000\nEntebbe late show,B-21,7,371000\n"
    "Gulu festival,B-30,11,792000\nGulu festival,B-31,8,576000\n"
    "Mbale night,B-40,20,900000\nMbale night,B-41,13,585000"
)


def run() -> list[dict[str, str]]:
    return [{"role": "system", "content": "You are the assistant of a concert promoter."},
            {"role": "user", "content": "takings per seat by concert?"},
            {"role": "tool", "content": BOOKINGS}]


def test_a_row_one_slip_off_under_two_columns_blames_no_short_cell() -> None:
    """53,000 written 35,000 (a swap): 636,000 / 35,000 is 18.2, one digit from the right 12, which
    main flagged; the swapped per-seat amount stays flagged."""
    answer = TAKINGS.format(seats="12", per="35,000")
    assert column_slips(answer, frozenset(), frozenset(), 3) == frozenset()
    flags, _ = judged(answer, run())
    assert flags == {"35000"}


@pytest.mark.parametrize("seats, per", [
    ("21", "53,000"),  # the short cell swapped alone: 636,000 / 53,000 is 12
    ("17", "53,000"),  # a digit changed
])
def test_a_short_cell_that_slipped_alone_stays_flagged(seats: str, per: str) -> None:
    answer = TAKINGS.format(seats=seats, per=per)
    assert column_slips(answer, frozenset(), frozenset(), 3) == {seats}
    assert seats in judged(answer, run())[0]


def test_the_right_table_flags_nothing() -> None:
    assert judged(TAKINGS.format(seats="12", per="53,000"), run())[0] == set()


def test_the_reference_profile_is_unchanged() -> None:
    """The reference port reads no table arithmetic: every amount no result carries, as on d3562e06."""
    assert judged(TAKINGS.format(seats="12", per="35,000"), run(), REFERENCE)[0] == {
        "1368000", "1485000", "2100000", "2440000", "35000", "45000", "61000", "636000", "72000", "84000"}


SUMS = "| {a} | {b} | {c} |\n|---|---|---|\n| 5 | 7 | 12 |\n| 10 | 20 | 30 |\n| 11 | 14 | 25 |\n| 6 | 9 | 15 |"


def test_a_numeric_header_is_no_row() -> None:
    """`| 12 | 30 | 48 |` one slip from 12 + 30 = 42: read as a row below the header it is a slip
    (and so are 12 and 30, each one digit from what the other two give: short cells, read as on
    d3562e06); as the header it is never read (`Layout` keeps the header apart)."""
    header = SUMS.format(a="12", b="30", c="48")
    assert column_slips(header, frozenset(), frozenset(), 3) == frozenset()
    as_row = SUMS.format(a="A", b="B", c="A + B") + "\n| 12 | 30 | 48 |"
    assert column_slips(as_row, frozenset(), frozenset(), 3) == {"12", "30", "48"}


def test_a_row_number_is_an_operand_like_any_count() -> None:
    """A `Week` column (1, 2, 3, ...) times the weekly amount is the running total: a slip there is
    read (a row number is a count; no table of the corpora made a chance fit with one)."""
    weeks = ("| Week | Per week | To date |\n|---|---|---|\n| 1 | 12 | 12 |\n| 2 | 12 | 24 |\n"
             "| 3 | 12 | 39 |\n| 4 | 12 | 48 |\n| 5 | 12 | 60 |\n| 6 | 12 | 72 |")
    assert column_slips(weeks, frozenset(), frozenset(), 3) == {"39"}
