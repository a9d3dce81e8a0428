"""Round 25 (brewery25): a day and a two-digit month written `28.05` with no year and no dot after it.
In an answer that writes a decimal comma nothing else can be (`4,9%`), such a date is no English
decimal, so the answer still decides on its decimal comma (`1,009` is 1.009); and in an answer that
writes no other number with a decimal point it is grounded as `numeric-date` by a carried date with
that day and month. Refusals: a day one digit off stays flagged; beside an English decimal
(`12.5 kg`) it is a number; a real English decimal still refuses the decimal comma."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.decimal_comma import comma_text

from ._helpers import grounded, history, judged, verdict

BATCH = {"batch_id": "QL-2604", "og": 1.046, "fg": 1.009, "fg_read": "2026-05-28"}


@pytest.mark.parametrize("text, decided", [
    ("OG 1,046, FG 1,009 (odczyt 28.05), ABV 4,9%", True),
    ("OG 1,046, FG 1,009 (odczyt 28.05)", False),  # no decimal comma of its own
    ("OG 1,046, FG 1,009 (net 28.35 kg), ABV 4,9%", False),  # 28.35 is no date: English
    ("OG 1,046, FG 1,009 (odczyt 28.13), ABV 4,9%", False),  # no 13th month
])
def test_a_day_and_month_does_not_undecide_a_decimal_comma(text: str, decided: bool) -> None:
    assert comma_text(text) is decided


def test_a_comma_text_with_a_day_and_month_reads_its_gravities() -> None:
    flags, _ = judged("OG 1,046, FG 1,009 (odczyt 28.05)\nABV: (1,046 − 1,009) × 131,25 = 4,9%",
                      history(BATCH, system="ABV % = (OG - FG) x 131.25."))
    assert flags == set()
    v = verdict("OG 1,046, FG 1,009 (odczyt 28.05)\nABV: (1,046 − 1,009) × 131,25 = 4,9%", BATCH)
    assert grounded(v)["28.05"] == "numeric-date"


@pytest.mark.parametrize("answer, off", [
    ("Leżakowanie od 29.05 w 1 °C.", "29.05"),  # one day off the carried date
    ("Leżakowanie od 28.06 w 1 °C.", "28.06"),  # one month off
])
def test_a_day_and_month_one_digit_off_stays_flagged(answer: str, off: str) -> None:
    flags, _ = judged(answer, history(BATCH))
    assert off in flags


def test_a_day_and_month_is_grounded_where_no_english_decimal_stands_beside_it() -> None:
    assert grounded(verdict("Leżakowanie od 28.05 w 1 °C: dziś 13 dni.", BATCH)).get("28.05") == "numeric-date"
    # beside an English decimal it is a number: 28.05 no result carried
    flags, _ = judged("Lagering from 28.05 at 1.5 °C.", history(BATCH))
    assert "28.05" in flags
