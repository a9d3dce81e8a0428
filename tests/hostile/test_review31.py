"""(round 31 review) Odd input that round 31's new readers must survive, each failing before its fix:
a dotless `ı` in a period word, `tomorrow` after the last date there is, a table cell of thousands of
digits, a line of ten thousand blanks before a label, a long sentence read per value."""

from __future__ import annotations

import time

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.compound_growth import period_counts
from evidence_audit.evidence.count_multiples import _LABEL
from evidence_audit.evidence.said_dates import day_word_dates
from evidence_audit.evidence.text_tables import _cell

GATE = resolve_gate({})


@pytest.mark.parametrize("text", ["What after fıve years?", "over thırty years", "in the thırd year", "ſix years on"])
def test_a_period_word_in_another_alphabet_is_no_count_and_no_crash(text: str) -> None:
    assert all(n != 0 for _, n, _ in period_counts(text))  # read as nothing, or as a count: never a crash


def test_a_dotless_i_in_the_question_leaves_the_run_judged() -> None:
    history = [
        {"role": "system", "content": "Output falls 0.5% a year."},
        {"role": "tool", "content": '{"first_year_kwh": 15400}'},
        {"role": "user", "content": "What after fıve years? And the thırd year?"},
    ]
    verdict = check_answer("Year 3: 15,246 kWh.", history, GATE)
    assert verdict is not None


def test_tomorrow_after_the_last_date_names_no_date() -> None:
    from datetime import date

    assert day_word_dates("see you tomorrow", date(9999, 12, 31)) == []
    assert day_word_dates("since yesterday", date(1, 1, 1)) == []
    assert day_word_dates("see you tomorrow", date(2026, 12, 3)) == ["2026-12-04"]


def test_a_cell_of_thousands_of_digits_is_text() -> None:
    assert _cell("9" * 5000) == "9" * 5000
    assert _cell("55.5") == 55.5 and _cell("12") == 12


def test_a_short_reply_over_a_table_with_a_huge_cell_is_judged() -> None:
    history = [{"role": "tool", "content": "km,fuel_l\n" + "9" * 5000 + ",3\n55.5,4\n30.5,2"},
               {"role": "user", "content": "how far in all?"}]
    verdict = check_answer("**86.0 km** in all.", history, GATE)
    assert verdict is not None


def test_a_line_of_blanks_before_a_label_is_read_once() -> None:
    line = " " * 10_000 + "; 1 a"
    started = time.process_time()
    for _ in range(20):
        _LABEL.match(line)
    assert time.process_time() - started < 2.0  # 80 steps a blank before: ~0.76 s a match
    assert _LABEL.match("- 10-trip card, adults: ISK 22,400").group(1) == "10-trip card, adults"
