"""Round 26 (habits26): a fixed-width text table (columns padded with spaces, thousands grouped by
commas) read as records (`text_tables.py`), so `carried-ratio` and `carried-total` reach its rows as
they reach a CSV's: the per-unit quotient of one row's two numbers and a column's total, the two
habits the transfer table (docs/transfer-table.md) finds on every sealed set's first sight."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.text_tables import read_table

from ._helpers import REFERENCE, history, judged

# a bakery's monthly report, as a report tool prints it: a title, then padded columns
BAKERY = ("SALES MARCH 2027\n"
          "line        loaves   batches   revenue_gbp\n"
          "sourdough   2,412    201       9,165.60\n"
          "rye         1,130    113       3,951.61\n"
          "brioche     688      86        3,302.40\n")


def test_an_aligned_table_under_a_title_reads_as_records() -> None:
    rows = read_table(BAKERY)
    assert rows is not None and len(rows) == 3
    assert rows[0] == {"line": "sourdough", "loaves": 2412, "batches": 201, "revenue_gbp": 9165.6}


@pytest.mark.parametrize("text", [
    "Thanks.  We open at nine.\nSee you  then.",  # prose with double spaces: no header of a count that repeats
    "ward   beds\nnorth  12",  # one row under the header: not enough rows
    "ward   beds   free\nnorth  12     3\nsouth  ten    two",  # a row of no number ends it before 2 rows
    "name   code\nAnna   A-1\nBen    B-2",  # rows without a number: no records to compute from
    "a  b\n1,23  4\n5  6,7890",  # commas not in threes stay text, and a header of one-letter names is fine
])
def test_what_is_no_aligned_table(text: str) -> None:
    rows = read_table(text)
    if rows is not None:  # (the last: read, but the odd groupings stay strings)
        assert rows[0]["a"] == "1,23" and rows[1]["b"] == "6,7890"
    else:
        assert rows is None


@pytest.mark.parametrize("written,number,ok", [
    ("Rye £34.97 a batch.", "34.97", True),  # 3,951.61 / 113
    ("Rye £34.87 a batch.", "34.87", False),  # one digit off
    ("Brioche £4.80 a loaf.", "4.8", True),  # 3,302.40 / 688
    ("Brioche £4.30 a loaf.", "4.3", False),
])
def test_one_rows_two_numbers_divided(written: str, number: str, ok: bool) -> None:
    flags, computed = judged(written, history(BAKERY))
    assert (computed.get(number) == "carried-ratio") is ok, computed
    assert (number in flags) is not ok


@pytest.mark.parametrize("written,number,ok", [
    ("March: 4,230 loaves in all.", "4230", True),  # 2,412 + 1,130 + 688
    ("March: 4,280 loaves in all.", "4280", False),
])
def test_a_column_total(written: str, number: str, ok: bool) -> None:
    flags, computed = judged(written, history(BAKERY))
    assert (number in flags) is not ok, (flags, computed)


def test_the_reference_profile_reads_none() -> None:
    flags, _ = judged("Rye £34.97 a batch.", history(BAKERY), REFERENCE)
    assert "34.97" in flags
