"""Review 23, findings 5, 6, 7 and 14 (working_days): an answer's durations read once for all its
values (`clock_leads.hour_minutes_before`), `1h` of `1h15` told by its start, not by a scan of every
duration; `time-left` refused one digit off a duration a result carries; working-day arithmetic
past 9999-12-31 is None, not an `OverflowError`; the working-days docstring names the branches
without a chance test."""

from __future__ import annotations

import ast
from datetime import date
from pathlib import Path

import pytest

from evidence_audit import core
from evidence_audit.evidence import clock_leads, time_left, working_days
from evidence_audit.evidence.date_steps import Span
from evidence_audit.evidence.clock_leads import LeadClocks, hour_minutes, hour_minutes_before
from evidence_audit.evidence.glued_clocks import H_DURATION
from evidence_audit.evidence.working_days import counted_from, judge_working_day, next_working, range_block_end

from ._helpers import history, judged

HOURS = {"driver_id": "D-22", "driving_today": "3h40", "since_last_break": "3h40", "week_driving": "31h15"}
TEXT = "Drive 1h15 then 2h05, 45 min break, 1 hour 15 minutes, 3 hrs 20 and 2h18; later 4h40 and 90 min."


def _trip(*extra: object) -> list[dict[str, object]]:
    return history(HOURS, *extra, system="At most 9 h of driving a day.", user="hours left after that?",
                   answers=("Driving left: 9h \u2212 3h40 = 5h20.", "182 min driving, leaving 11:20."))


# --- finding 5: read once, sliced by offset ------------------------------------------------------

def test_durations_before_a_glued_duration_are_those_of_the_text_before_it() -> None:
    starts = [m.start() for m in H_DURATION.finditer(TEXT)]
    assert len(starts) >= 4
    for start in starts + [0, len(TEXT)]:
        assert hour_minutes_before(TEXT, start) == hour_minutes(TEXT[:start]), start


def test_the_hour_of_an_hours_and_minutes_duration_is_not_a_duration_of_its_own() -> None:
    assert hour_minutes("1h15") == [(75, "1h15")]
    assert hour_minutes("2 hours 30 then") == [(150, "2 hours 30")]
    # told by its start: a `2 hours` written elsewhere is a duration of its own
    assert hour_minutes("2 hours 30, then 2 hours") == [(150, "2 hours 30"), (120, "2 hours")]


def test_many_durations_are_all_read() -> None:
    text = " ".join(f"{h}h{m:02d}" for h in range(1, 10) for m in range(60))
    found = hour_minutes(text)
    assert len(found) == 540 and found[0] == (60, "1h00") and found[-1] == (9 * 60 + 59, "9h59")


@pytest.mark.skipif("evidence.clock_leads" in core.compiled_modules(), reason="counts calls by patching; compiled calls are bound early")
def test_an_answer_is_read_for_durations_once_for_all_its_values(monkeypatch: pytest.MonkeyPatch) -> None:
    real = clock_leads._hour_minutes_at
    calls: list[int] = []

    def counting(text: str) -> tuple[tuple[int, int, str], ...]:
        calls.append(len(text))
        return real(text)

    monkeypatch.setattr(clock_leads, "_hour_minutes_at", counting)
    clock_leads._READ.clear()
    values = [f"{h}h{m:02d}" for h in range(1, 4) for m in range(0, 60, 3)]
    answer = " ".join(values)
    leads = LeadClocks()
    for value in values:
        time_left.explain_time_left(answer, value, leads)
    assert calls.count(len(answer)) == 1, len(calls)  # was once per value (and each read quadratic)


def test_time_left_still_found_through_the_kept_reading() -> None:
    flags, computed = judged("Left: 2h18 of driving.", _trip())
    assert "2h18" not in flags and computed["2h18"] == "time-left"


# --- finding 6: one digit off a duration a result carries -----------------------------------------

@pytest.mark.parametrize("carried", [{"leg": "A-B", "drive_time": "2h19"}, {"leg": "A-B", "drive_time": "3h18"},
                                     "Leg A-B: 2h19 driving", "Leg A-B: 2 h 19 min", {"leg": "A-B", "drive_time": "2h28"}])
def test_time_left_refused_one_digit_off_a_carried_duration(carried: object) -> None:
    flags, computed = judged("2h18 of driving.", _trip(carried))
    assert "2h18" in flags and "2h18" not in computed  # 5h20 - 182 min, but a misread of the carried one too


def test_time_left_kept_beside_a_carried_duration_no_digit_near() -> None:
    flags, computed = judged("2h18 of driving.", _trip({"leg": "A-B", "drive_time": "4h55"}))
    assert "2h18" not in flags and computed["2h18"] == "time-left"


def test_carried_durations_are_read_from_text_and_parsed_results() -> None:
    from evidence_audit.evidence.served import Served

    leads = LeadClocks()
    leads.add_result(Served(text="Leg A-B: 2h19 driving, 45 min stop"))
    leads.add_result(Served(parsed={"legs": [{"t": "1 hour 10"}]}, has_parsed=True))
    assert leads.carried() == {139, 45, 70}


# --- finding 7: past the calendar ------------------------------------------------------------------

def test_working_days_past_9999_are_none_not_an_overflow() -> None:
    assert range_block_end(date(9999, 12, 27), frozenset()) is None
    assert counted_from(date(9999, 12, 27), 10, frozenset()) is None
    assert next_working(date(9999, 12, 31), frozenset()) is None
    answer = "Tiling: 10 working days from Mon 27 Dec, ending Thu 30 Dec."
    s, t = answer.index("Mon"), answer.index("Thu")
    dates = [(s, s + 10, date(9999, 12, 27)), (t, t + 10, date(9999, 12, 30))]
    assert judge_working_day(answer, (t, t + 10), 30, date(9999, 12, 30), (0, len(answer)), dates, lambda iso: True) is None


def test_working_days_before_year_one_is_no_base() -> None:
    span = Span(5, "business day", "5 business days", "the answer wrote it")
    assert working_days.working_step(date(1, 1, 3), [span], lambda d: True, frozenset()) is None


# --- finding 14 (working_days): the docstring says which branches have a chance test ---------------

def test_working_days_docstring_names_the_branches_without_a_chance_test() -> None:
    # read from the checkout's source: a compiled module's docstring is not the file's
    source = (Path(__file__).resolve().parents[2] / "src" / "evidence_audit" / "evidence" / "working_days.py").read_text(encoding="utf-8")
    doc = " ".join((ast.get_docstring(ast.parse(source)) or "").split())
    assert "Only the `later` branch has a chance test" in doc
    assert "the `from`, range-end and next-working-day branches have none" in doc
