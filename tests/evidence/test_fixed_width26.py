"""(round 26, mountain24) A tool result written as a fixed-width report (the columns a terminal or a
printed report aligns with spaces: a month's figures, a league table, a schedule) is read into the
records its header names (`text_tables.py`), so `carried-total` sums its columns and
`carried-ratio` divides two numbers of a row, as over a CSV or JSON result. Each with its
refusals: a digit mutated stays flagged; a title, a footer, a comma-decimal locale's report, a
title read as a header are no table."""

from __future__ import annotations

import time

import pytest

from evidence_audit.evidence.text_tables import MAX_TABLE_CHARS, read_table

from ._helpers import history, judged

# a month's figures as a rental shop's stats tool prints them (a title, then aligned columns)
MONTH = ("RENTALS JULY 2026\n"
         "type     bikes   rentals   hours    revenue_eur\n"
         "city     24      412       1,986    7,390.50\n"
         "e-bike   10      233       1,204    6,988.00\n"
         "cargo    3       41        265      1,863.00")
# hours 3,455; revenue 16,241.50; city revenue per rental 17.94

# a league table: right-aligned numbers one space apart, team names with a space
LEAGUE = ("SUNDAY LEAGUE - DIVISION 2\n"
          "Pos Team                 P  W  D  L  GF GA  Pts\n"
          "1   Ashby Rovers        16 11  3  2  38 17  36\n"
          "2   Millbrook Athletic  16 10  4  2  35 19  34\n"
          "3   Kingsfield Town     16 10  2  4  31 22  32")


# --- the reader ---------------------------------------------------------------------------------

def test_a_fixed_width_report_reads_as_the_records_its_header_names() -> None:
    rows = read_table(MONTH)
    assert rows is not None and len(rows) == 3
    assert rows[0] == {"type": "city", "bikes": 24, "rentals": 412, "hours": 1986, "revenue_eur": 7390.5}


def test_columns_are_the_positions_blank_on_no_line() -> None:
    rows = read_table(LEAGUE)
    assert rows is not None and len(rows) == 3
    assert rows[1] == {"Pos": 2, "Team": "Millbrook Athletic", "P": 16, "W": 10, "D": 4, "L": 2,
                       "GF": 35, "GA": 19, "Pts": 34}


def test_a_footer_that_breaks_the_columns_is_left_out() -> None:
    text = MONTH + "\nFigures exclude the two staff bikes and the demo fleet of the shop."
    rows = read_table(text)
    assert rows is not None and [r["type"] for r in rows] == ["city", "e-bike", "cargo"]


@pytest.mark.parametrize("text", [
    # a comma-decimal locale's invoice: its 6.420 would read as 6.42
    "Projekt      Wörter    Satz      Betrag EUR\nKLS-7598     6.420     0,11      706,20\nKLS-7611     2.980     0,11      327,80",
    # one row: a line of words under a line of words is no report
    "name     size\nalpha    12",
    # rows with no number
    "name     state\nalpha    open\nbeta     closed",
    # a title's words over the columns: a column no row fills
    "LARGE FORMAT   - EUR per   m2 ex VAT\nvinyl banner   19.50\nfoamex 5mm     46.00",
    # a header of numbers
    "2024     2025\n10       12\n11       13",
])
def test_what_is_no_fixed_width_table_stays_text(text: str) -> None:
    assert read_table(text) is None


def test_grouped_thousands_only_in_threes() -> None:
    rows = read_table("item     qty        bins\nbolts    1,23,456   4\nnuts     12,000     2")
    assert rows == [{"item": "bolts", "qty": "1,23,456", "bins": 4}, {"item": "nuts", "qty": 12000, "bins": 2}]


def test_a_huge_aligned_text_stays_fast() -> None:
    text = "name     value\n" + "row      12345\n" * (MAX_TABLE_CHARS // 16)
    start = time.perf_counter()
    read_table(text)
    read_table("a  b\n" + "x" * 100_000 + "  1\n" + "y  2\n")
    assert time.perf_counter() - start < 2.0


# --- the rules over it --------------------------------------------------------------------------

@pytest.mark.parametrize("answer,number,rule", [
    ("July 2026: 3,455 hours and €16,241.50 in revenue.", "3455", "carried-total"),
    ("July 2026: 3,455 hours and €16,241.50 in revenue.", "16241.5", "carried-total"),
    ("Revenue per rental: city €17.94, e-bike €29.99, cargo €45.44.", "17.94", "carried-ratio"),
    ("Revenue per rental: city €17.94, e-bike €29.99, cargo €45.44.", "45.44", "carried-ratio"),
])
def test_a_reports_columns_total_and_divide(answer: str, number: str, rule: str) -> None:
    flags, computed = judged(answer, history(MONTH))
    assert computed.get(number) == rule, (flags, computed)
    assert number not in flags


@pytest.mark.parametrize("answer,number", [
    ("July 2026: 3,445 hours and €16,241.50 in revenue.", "3445"),  # a digit mutated
    ("July 2026: 3,455 hours and €16,214.50 in revenue.", "16214.5"),  # two digits swapped
    ("Revenue per rental: city €17.84, e-bike €29.99.", "17.84"),
])
def test_a_slipped_total_or_ratio_stays_flagged(answer: str, number: str) -> None:
    flags, computed = judged(answer, history(MONTH))
    assert number in flags, (flags, computed)


# --- a key-value report with a breakdown, and an object of numbers under a key -------------------

SEASON = ("SEASON 2026/27 TO DATE (05.12.2026 - 10.02.2027)\n"
          "skier_days       182,460\n"
          "passes sold      day 41,820 | 2-6 day 9,315 | season 2,184\n"
          "snowmaking_h     1,340\n"
          "natural_snow_cm  312 (Mittelstation, cumulative)\n"
          "revenue_eur      lift 8,914,300 | school 1,204,650 | rental 1,877,020")


def test_a_key_value_report_reads_as_one_object() -> None:
    assert read_table(SEASON) == {
        "skier_days": 182460, "passes sold": {"day": 41820, "2-6 day": 9315, "season": 2184},
        "snowmaking_h": 1340, "natural_snow_cm": 312,
        "revenue_eur": {"lift": 8914300, "school": 1204650, "rental": 1877020}}


@pytest.mark.parametrize("text", [
    "skier_days       182,460\nsnowmaking_h     1,340",  # no breakdown: tokens only, as before
    "revenue_eur      lift 8,914,300 | school 1,204,650\nand then a sentence of prose | with a pipe",
    "revenue_eur      lift 8,914,300 | lift 1,204,650\nskier_days       182,460",  # a part twice
])
def test_what_is_no_key_value_report(text: str) -> None:
    assert read_table(text) is None


@pytest.mark.parametrize("payload", [SEASON, {"skier_days": 182460,
                                               "passes_sold": {"day": 41820, "2-6 day": 9315, "season": 2184},
                                               "revenue_eur": {"lift": 8914300, "school": 1204650, "rental": 1877020}}])
@pytest.mark.parametrize("answer,number,ok", [
    ("Revenue EUR 11,995,970, of which lifts 74.3%.", "11995970", True),
    ("53,319 passes: 78.4% day passes.", "53319", True),
    ("Revenue EUR 11,995,971, of which lifts 74.3%.", "11995971", False),  # a digit mutated
    ("53,391 passes: 78.4% day passes.", "53391", False),  # two digits swapped
    ("Skier days: 53,319 so far.", "53319", False),  # the label names another key
])
def test_a_breakdown_its_label_names_is_summed(payload: object, answer: str, number: str, ok: bool) -> None:
    flags, computed = judged(answer, history(payload))
    assert (computed.get(number) == "carried-total") is ok, (flags, computed)
    assert (number in flags) is not ok
