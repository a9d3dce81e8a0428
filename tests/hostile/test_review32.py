"""(round 32 review) Odd input that round 32's new readers must survive, each failing before its fix:
a weekday written with a long `ſ` (a crash that lost the run), a course walked past the calendar's
last day, a table row of thousand-digit cells (64 s), a long run of space groups (quadratic), a
percent header that is the tail of `112%` (a wrong excuse), a thousand-digit amount after a currency
letter (8.5 s)."""

from __future__ import annotations

import time
from datetime import date

import pytest

from evidence_audit.evidence import session_days
from evidence_audit.evidence.column_slips import column_slips
from evidence_audit.evidence.digit_groupings import _SPACED_COMMA

from ..evidence._helpers import DEFAULT, history, judged

COURSE = {"course": "Wheel throwing W-26-10", "first_session": "2026-10-28", "days": ["Wed", "Sat"], "sessions": 6}


@pytest.mark.parametrize("answer", ["Sat 21 Nov (6 sessions, Wed/\u017fat from 28 Oct).",
                                    "Sat 21 Nov (6 sessions, Wed/Sat/\u017fun from 28 Oct)."])
def test_a_weekday_with_a_long_s_is_no_weekday_and_no_crash(answer: str) -> None:
    run = history(COURSE, system="You are the pottery studio's assistant.", user="When is the last class?")
    assert "Sat 21 Nov" in judged(answer, run)[0]  # judged, and the wrong day flagged
    assert judged("Sat 14 Nov (6 sessions, Wed/Sat from 28 Oct).", run) == (set(), {"Sat 14 Nov": "session-day"})


def test_a_course_walked_past_the_last_day_stops_there() -> None:
    first = date(9999, 12, 6)  # a Monday
    day = date(9999, 12, 17)
    answer = "Fri 17 Dec (90 sessions, Mon/Fri from 6 Dec)."
    assert session_days.nth_meeting(answer, 0, 10, day, "Fri 17 Dec", [(36, 41, first)]) is None


def test_a_row_of_thousand_digit_cells_is_read_in_linear_time() -> None:
    def table(n: int) -> str:
        head = "|" + "|".join(f" c{i} " for i in range(12)) + "|\n|" + "---|" * 12 + "\n"
        rows = "".join("|" + "|".join(("7" * n if r == 0 else str(10 + r * 12 + i)) + " " for i in range(12)) + "|\n"
                       for r in range(4))
        return head + rows

    started = time.process_time()
    column_slips(table(1000), set(), set(), DEFAULT.min_digits)
    assert time.process_time() - started < 10  # 64 s before: every slip of a 1,000-digit cell, per operation


def test_a_long_run_of_space_groups_is_searched_once() -> None:
    text = "1" + " 000" * 16000  # 64 kB, no comma after
    started = time.process_time()
    assert _SPACED_COMMA.search(text) is None
    assert time.process_time() - started < 2  # ~9 s before (a start at every group)
    assert _SPACED_COMMA.search("1 840 × 1,10 = 2 024,00").group(0) == "2 024,00"


def test_a_percent_header_is_not_the_tail_of_a_longer_number() -> None:
    run = history({"items": [{"name": "Pump", "net": 14250.00}, {"name": "Valve", "net": 3120.00}]}, user="table?")
    table = "| Item | Net | {} |\n|---|---|---|\n| Pump | 14250.00 | {} |\n| Valve | 3120.00 | {} |\n"
    assert "12540" not in judged(table.format("With 112%", "12540.00", "2745.60"), run)[1]  # 88%, not 112%
    assert judged(table.format("With 12%", "15960.00", "3494.40"), run) == (set(), {"15960": "percent", "3494.4": "percent"})


def test_a_thousand_digit_amount_after_a_currency_letter_asks_no_slips() -> None:
    run = history({"price": "R3,900", "total": 1810}, user="ok")
    started = time.process_time()
    judged("R1" + " 000" * 300 + ",00", run)
    assert time.process_time() - started < 3  # 8.5 s before: 96 asks of the arithmetic, each over ~9 x n neighbours
