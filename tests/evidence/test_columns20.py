"""(round 20, columns20) Totals and ratios of what a result's rows carry: a text result written as a
CSV or markdown table is read into records (`text_tables.py`); `carried-total` sums a column its
label names (`**Clicks:** 2,790`) whole or over a run of adjacent rows with no total word; and
`carried-ratio` (`carried_ratios.py`) divides two numbers of one record or two column totals
(`CPC $0.48`, `CPA $25.92`, `CPM $10.41`). Each with its refusals: a digit mutated, a wrong operand,
a value whose one-digit neighbour the same search reaches stays flagged; hostile tables stay fast."""

from __future__ import annotations

import time

import pytest

from evidence_audit.evidence.served import Served
from evidence_audit.evidence.text_tables import MAX_TABLE_CHARS, read_table, table_records

from ._helpers import REFERENCE, history, judged

# a week of a campaign, as a stats tool serves it (CSV text)
STATS = ("day,impressions,clicks,spend,orders\n"
         "2026-03-02,31200,604,301.80,12\n"
         "2026-03-03,29850,571,296.40,9\n"
         "2026-03-04,33410,655,347.15,14\n"
         "2026-03-05,35075,960,402.65,17")
# impressions 129,535; clicks 2,790; spend 1,348.00; orders 52


# --- the reader ---------------------------------------------------------------------------------

def test_a_csv_text_reads_as_the_records_its_header_names() -> None:
    rows = read_table(STATS)
    assert rows is not None and len(rows) == 4
    assert rows[0] == {"day": "2026-03-02", "impressions": 31200, "clicks": 604, "spend": 301.8, "orders": 12}


def test_a_markdown_table_reads_and_prose_after_it_ends_it() -> None:
    text = "| item | fee |\n|---|--:|\n| Lab | 65 |\n| Parking | 120.50 |\n\nFees are per term."
    assert read_table(text) == [{"item": "Lab", "fee": 65}, {"item": "Parking", "fee": 120.5}]


@pytest.mark.parametrize("text", [
    "just words, and a comma\nsecond line",  # no header of names
    "1,2,3\n4,5,6\n7,8,9",  # a header of numbers
    'name,amount\n"Smith, J",5\n"Lee",6',  # quoted cells: not read
    "a,b\n\nlater prose, with a comma",  # a header and no row
    "| a | b |\n| 1 | 2 |\n| 3 | 4 |",  # no separator line
    "a,a\n1,2\n3,4",  # a key twice
])
def test_what_is_no_table_stays_text(text: str) -> None:
    assert read_table(text) is None


def test_numbers_only_in_jsons_spelling() -> None:
    rows = read_table("k,v\nx,012\ny,$5\nz,1e3")
    assert rows == [{"k": "x", "v": "012"}, {"k": "y", "v": "$5"}, {"k": "z", "v": "1e3"}]


def test_a_parsed_result_or_a_huge_text_is_not_read() -> None:
    assert table_records(Served(parsed=[1], has_parsed=True)) is None
    assert read_table("a,b\n" + "1,2\n" * (MAX_TABLE_CHARS // 4 + 1)) is None


# --- carried-total: a column its label names ----------------------------------------------------

@pytest.mark.parametrize("written,number,ok", [
    ("**Impressions:** 129,535", "129535", True),
    ("**Clicks:** 2,790", "2790", True),
    ("**Spend:** $1,348.00", "1348", True),
    ("**Clicks:** 2,780", "2780", False),  # a digit mutated
    ("**Spend:** $1,349.00", "1349", False),
    ("**Impressions:** 2,790", "2790", False),  # the wrong column's total: the label names impressions
])
def test_a_column_its_label_names_is_summed_whole(written: str, number: str, ok: bool) -> None:
    flags, computed = judged(f"### Last week\n\n- {written}\n", history(STATS))
    assert (computed.get(number) == "carried-total") is ok, computed
    assert (number in flags) is not ok


def test_a_run_of_adjacent_rows() -> None:
    # Mar 3-5: 571 + 655 + 960 clicks
    flags, computed = judged("Tue to Thu clicks: 2,186.", history(STATS))
    assert computed.get("2186") == "carried-total" and "2186" not in flags
    flags, _ = judged("Tue to Thu clicks: 2,196.", history(STATS))
    assert "2196" in flags
    # Mon and Wed are not adjacent: 604 + 655 = 1,259 is no run
    flags, _ = judged("Mon and Wed clicks: 1,259.", history(STATS))
    assert "1259" in flags


def test_no_label_no_sum_and_the_reference_profile_reads_none() -> None:
    flags, _ = judged("Last week came to 2,790.", history(STATS))
    assert "2790" in flags
    flags, _ = judged("- **Clicks:** 2,790", history(STATS), REFERENCE)
    assert "2790" in flags


def test_a_sum_whose_one_digit_neighbour_another_run_reaches_is_refused() -> None:
    # runs of `v`: 1,000+1,234 = 2,234 and 1,234+1,010 = 2,244 are one digit apart
    table = "k,v\na,1000\nb,1234\nc,1010"
    flags, _ = judged("- v: 2,234", history(table))
    assert "2234" in flags


# --- carried-ratio ---------------------------------------------------------------------------------

@pytest.mark.parametrize("written,number,ok", [
    ("(CPM $10.41)", "10.41", True),  # 1,348.00 / 129,535 x 1000
    ("(CPM $10.14)", "10.14", False),
    ("(CPC $0.48)", "0.48", True),  # 1,348.00 / 2,790
    ("(CPC $0.58)", "0.58", False),
    ("(CPA $25.92)", "25.92", True),  # 1,348.00 / 52
    ("(CPA $25.29)", "25.29", False),
])
def test_two_column_totals_divided(written: str, number: str, ok: bool) -> None:
    flags, computed = judged(f"Spend $1,348.00 {written}", history(STATS))
    assert (computed.get(number) == "carried-ratio") is ok, computed
    assert (number in flags) is not ok


CAMPAIGNS = "campaign,spend,conversions,revenue\nC-1,4412.50,175,15880.00\nC-2,2950.00,48,5210.00\nC-3,880.40,6,310.00"


@pytest.mark.parametrize("written,number,ok", [
    ("CPA $25.21", "25.21", True),  # 4412.50 / 175
    ("CPA $61.46", "61.46", True),  # 2950 / 48
    ("CPA $61.56", "61.56", False),
    ("CPA $146.73", "146.73", True),  # 880.40 / 6
    ("CPA $146.37", "146.37", False),
])
def test_two_numbers_of_one_record_divided(written: str, number: str, ok: bool) -> None:
    row = {"25.21": "C-1", "61.46": "C-2", "61.56": "C-2"}.get(number, "C-3")
    flags, computed = judged(f"- {row}: {written}", history(CAMPAIGNS))
    assert (computed.get(number) == "carried-ratio") is ok, computed
    assert (number in flags) is not ok


def test_a_record_its_line_names_is_searched_alone() -> None:
    # A's 303.12 / 8 = 37.89 is one digit off B's 350.00 / 9 = 38.89: naming B's row searches B alone
    table = "set,spend,orders\nAlpha,303.12,8\nBeta,350.00,9"
    flags, computed = judged("| Beta | $350.00 | 9 | $38.89 |", history(table))
    assert computed.get("38.89") == "carried-ratio" and "38.89" not in flags
    flags, _ = judged("| Beta | $350.00 | 9 | $37.89 |", history(table))
    assert "37.89" in flags
    flags, _ = judged("Cost per order: $38.89", history(table))  # no record named: every record, refused
    assert "38.89" in flags


def test_a_one_row_export_is_one_record() -> None:
    flags, computed = judged("CPA $146.73", history("campaign,spend,conversions\nC-3,880.40,6"))
    assert computed.get("146.73") == "carried-ratio" and "146.73" not in flags


def test_a_json_record_its_line_names() -> None:
    record = {"id": "GR-55", "quality_points": 47.3, "credits": 13}
    flags, computed = judged("GR-55 term GPA: 3.638.", history(record))
    assert computed.get("3.638") == "carried-ratio" and "3.638" not in flags
    flags, _ = judged("GR-55 term GPA: 3.683.", history(record))
    assert "3.683" in flags
    # a record nothing names is no operand (two numbers of any record would reach too much)
    flags, _ = judged("Term GPA: 3.638.", history(record))
    assert "3.638" in flags


def test_an_earlier_turns_result_is_no_operand() -> None:
    hist = history(CAMPAIGNS, answers=("Noted.", "Sure."))
    flags, _ = judged("- C-2: CPA $61.46", hist)
    assert "61.46" in flags


# --- hostile: a table of 10,000 rows stays fast ---------------------------------------------------

def test_a_huge_table_stays_fast() -> None:
    rows = "\n".join(f"r{k},{1000 + k},{2000 + 3 * k},{k % 97}.25" for k in range(10_000))
    table = "name,a,b,c\n" + rows
    start = time.perf_counter()
    for value in ("- a: 4,321", "(CTR 3.33%)", "b total 9,876,543", "CPM $12.34"):
        judged(value, history(table))
    assert time.perf_counter() - start < 20


# --- carried-total: a run of rows its label names each ----------------------------------------------

CHARGES = {"charges": [{"item": "Tuition, 12 credit hours", "amount": 4944.0}, {"item": "Technology fee", "amount": 145.0},
                       {"item": "Student activity fee", "amount": 92.0}, {"item": "Health services fee", "amount": 310.0}]}


def test_a_run_of_rows_the_label_names_each() -> None:
    flags, computed = judged("**Fees:** $547.00", history(CHARGES))
    assert computed.get("547") == "carried-total" and "547" not in flags
    flags, _ = judged("**Fees:** $557.00", history(CHARGES))  # a digit mutated
    assert "557" in flags
    flags, _ = judged("**Costs:** $547.00", history(CHARGES))  # no row named
    assert "547" in flags
    flags, _ = judged("**Fees:** $5,091.00", history(CHARGES))  # the tuition row is no fee
    assert "5091" in flags
