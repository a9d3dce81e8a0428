"""Round 32 (clocks32): clocks and dates an answer steps, where a general rule refused them. Told in
a cycling tour's, a cider farm's, a boat licence school's, a fruit buyer's and a pottery studio's
words (the habits, not the huts, the winery and the driving school of heldout30 where they were
read), each with its refusal:

- `asked-shift`: the value's line's own durations tried alone first (`140 minutes: you reach it at
  about 11:35` for `setting off at 9:15?`), and a bare `m` count (`110 m down`) is metres, no minutes;
- `clock-chain`: a `+ 0:20` term is a length, and a value written right after the sum's `=` is its
  total (`6:50 + 3 h 35 min + 0:20 = 10:45`), its running total `10:25` (one digit off) no rival;
- `stated-shift`: the durations whose rule the value's clause names, alone (`The orchard walk and
  cider tasting run until 15:00`);
- `date-shift`: months and `the day before` from a date the answer wrote (`Issued 2024-06-20. Valid
  18 months ... 2025-12-20 → 2025-12-19`), and such a date written again by a later answer;
- `date-step`: the policy's spans whose count the value's sentence writes, alone (`12 gün içinde,
  yani 15.09.2026`);
- `session-day`: the n-th meeting of a course on set weekdays (`Sat 14 Nov (6 sessions, Wed/Sat
  from 28 Oct)`);
- `date-step` from today: a span its sentence counts from today (`today plus 21 days`) steps from the
  stated today only, a yearless date too (not from an earlier answer's due date the same span
  reaches the value from);
- `date-span`: a span written `before` something (`7 days before arrival`) steps back from its base
  only (not forward from the stated today to a slip of the answer's date)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from evidence_audit.evidence.durations import bare_metres
from evidence_audit.evidence.stated_shifts import clause_words

from ._helpers import REFERENCE, history, judged


def _asked(*turns: tuple[str, Any, str], system: str = "You are the tour desk.") -> list[dict[str, Any]]:
    """A run of questions, each with its tool result and the answer given (the last answer left out)."""
    out: list[dict[str, Any]] = [{"role": "system", "content": system}]
    for question, result, answer in turns:
        out.append({"role": "user", "content": question})
        if result is not None:
            out.append({"role": "tool", "content": result if isinstance(result, str) else json.dumps(result)})
        if answer:
            out.append({"role": "assistant", "content": answer})
    return out


# --- asked-shift: the line's durations alone, metres no minutes ---------------------------------------
STAGES = ("from,to,km,ascent_m,descent_m,minutes\n"
          "Bled,Pokljuka,14.0,610,40,95\n"
          "Pokljuka,Rudno polje,6.2,420,110,140\n")
FIRST = "Bled to Pokljuka is 14.0 km and 95 minutes of riding."


@pytest.mark.parametrize("written", ["160 m", "12 m", "5.0 m"])
def test_a_bare_m_count_is_metres(written: str) -> None:
    assert bare_metres(written)


@pytest.mark.parametrize("written", ["1h 15m", "15 min", "2 hours", "45 minutes"])
def test_minutes_written_so_are_no_metres(written: str) -> None:
    assert not bare_metres(written)


def _ridge(answer_line: str) -> tuple[set[str], dict[str, str]]:
    hist = _asked(("Stage one: I'll take a 20-minute coffee stop. How long?", STAGES, FIRST),
                  ("And Rudno polje, setting off at 9:15?", None, ""))
    return judged(answer_line, hist)


def test_a_clock_the_person_named_plus_the_line_s_own_duration() -> None:
    # 9:15 + 140 = 11:35; with the person's 20 minutes 9:15 + 20 reached 21:35 in the evening, and the
    # metres read as minutes 9:15 + 110 reached 11:05: both one digit off 11:35, the search refused
    flags, computed = _ridge("Pokljuka to Rudno polje is 6.2 km, 420 m up and 110 m down, 140 minutes: "
                             "you reach it at about 11:35.")
    assert "11:35" not in flags and computed["11:35"] == "asked-shift", (flags, computed)


@pytest.mark.parametrize("wrong", ["11:45", "11:36", "12:35"])
def test_a_clock_off_the_line_s_duration_stays_flagged(wrong: str) -> None:
    flags, _ = _ridge(f"Pokljuka to Rudno polje is 6.2 km, 420 m up and 110 m down, 140 minutes: you reach it at about {wrong}.")
    assert wrong in flags


# --- clock-chain: a written sum with an H:MM term -------------------------------------------------------
def _walk(answer: str) -> tuple[set[str], dict[str, str]]:
    hist = _asked(("What is the loop like?", {"loop": "Three Lakes", "minutes": 215}, "The loop is 215 minutes (3 h 35 min)."),
                  ("I start at 6:50 and stop 20 minutes for lunch. When am I back?", None, ""))
    return judged(answer, hist)


def test_a_value_written_after_a_sum_s_equals_sign_is_its_total() -> None:
    flags, computed = _walk("6:50 + 3 h 35 min + 0:20 = **10:45**.")
    assert "10:45" not in flags and computed["10:45"] == "clock-chain", (flags, computed)


@pytest.mark.parametrize("wrong", ["10:55", "10:46", "10:35"])
def test_a_sum_s_wrong_result_stays_flagged(wrong: str) -> None:
    flags, _ = _walk(f"6:50 + 3 h 35 min + 0:20 = **{wrong}**.")
    assert wrong in flags


# --- stated-shift: the durations the value's clause names ---------------------------------------------
FARM = ("You are the booking desk of Hollow Tree cider farm.\n"
        "- The orchard walk and cider tasting take 80 minutes, the harvest dinner 2 hours.\n"
        "- Groups of 12 or more get one free place.\n")
VISIT = {"booking": "HT-0412", "date": "2026-09-19", "guests": 9, "arrival": "13:40"}


def _visit(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(VISIT, system=FARM, user="Booking HT-0412: what does our afternoon look like?"))


def test_the_duration_the_value_s_clause_names_alone() -> None:
    # 13:40 + 2 hours = 15:40 is one digit off 15:00 (and 13:40 + 80 = 15:00 off 17:00): every duration
    # together refused both; the clause names its own (`orchard walk`, `dinner`)
    flags, computed = _visit("You arrive at 13:40. The orchard walk and cider tasting run until 15:00, "
                             "then the harvest dinner until 17:00.")
    assert not flags & {"15:00", "17:00"}, (flags, computed)
    assert computed["15:00"] == computed["17:00"] == "stated-shift"


@pytest.mark.parametrize("wrong", [
    "The orchard walk and cider tasting run until 15:10.",   # ten minutes off
    "The orchard walk and cider tasting run until 15:40.",   # the dinner's 2 hours, not the walk's
    "The cellar is open until 15:00.",                        # a clause that names no rule's duration
])
def test_a_clock_the_named_duration_does_not_give_stays_flagged(wrong: str) -> None:
    flags, _ = _visit("You arrive at 13:40. " + wrong)
    assert wrong.rstrip(".").split()[-1] in flags


def test_a_clause_s_naming_words() -> None:
    text = "The orchard walk and cider tasting take 80 minutes, the harvest dinner 2 hours."
    at = text.index("80 minutes")
    assert clause_words(text, at, at + 10) == {"orchard", "cider", "tasting"}


# --- date-shift: months and the day before, from a date the answer wrote ----------------------------------
SCHOOL = "You are the office of Blue Reach boat licence school. Today is 2025-09-01."
PERMIT = {"student": "Anouk de Vries", "permit_issued": "2024-06-20", "exam_booked": "2025-12-26"}
STEPPED = ("<think>\nIssued 2024-06-20. Valid 18 months, last day the day before 2025-12-20 → 2025-12-19. "
           "Exam 2025-12-26 is 7 days after that.\n</think>\n\nNo: the permit ends before the exam.")


def _permit(answer: str, *earlier: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(PERMIT, system=SCHOOL, user="Is my permit still valid on my exam day?", answers=earlier))


def test_months_and_the_day_before_from_a_date_the_answer_wrote() -> None:
    # the carried exam day 2025-12-26 is one digit off 2025-12-20: the run's step refused it
    flags, computed = _permit(STEPPED)
    assert not flags & {"2025-12-20", "2025-12-19"}, (flags, computed)
    assert computed["2025-12-20"] == computed["2025-12-19"] == "date-shift"


@pytest.mark.parametrize(("wrong", "value"), [
    ("Valid 18 months, last day the day before 2025-12-21 → 2025-12-20.", "2025-12-21"),  # a day off the 18 months
    ("Valid 18 months, last day the day before 2025-12-20 → 2025-12-18.", "2025-12-18"),  # two days before
    ("Valid 18 months, so 2025-11-20.", "2025-11-20"),  # 17 months
])
def test_a_month_step_or_a_day_before_off_stays_flagged(wrong: str, value: str) -> None:
    flags, _ = _permit("Issued 2024-06-20. " + wrong)
    assert value in flags


def test_a_date_an_earlier_answer_computed_written_again() -> None:
    flags, computed = _permit("<think> From 2025-09-01 to 2025-12-19. </think> 109 days.", STEPPED)
    assert "2025-12-19" not in flags and computed["2025-12-19"] == "repeat", (flags, computed)


def test_a_date_no_earlier_answer_computed_stays_flagged() -> None:
    flags, _ = _permit("<think> From 2025-09-01 to 2025-12-17. </think> 107 days.", STEPPED)
    assert "2025-12-17" in flags


# --- date-step: the policy's span whose count the sentence writes ----------------------------------------
BUYER = ("You are the fruit buyer's assistant of Ege Meyve. Today is 2026-09-03.\n"
         "- Growers are paid 12 days after delivery.\n"
         "- Samples are returned 14 days after tasting.\n")
DELIVERY = {"grower": "Ayşe Kaya", "date": "2026-09-03", "kg": 2400}


def _paid(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(DELIVERY, system=BUYER, user="Ne zaman ödeme alırım?"))


def test_the_policy_s_span_whose_count_the_sentence_writes() -> None:
    # 2026-09-03 + 14 days = 2026-09-17 is one digit off 2026-09-15: both spans together refused
    flags, computed = _paid("Teslimattan itibaren 12 gün içinde, yani **15.09.2026** tarihine kadar.")
    assert "15.09.2026" not in flags and computed["15.09.2026"] == "date-step", (flags, computed)


@pytest.mark.parametrize("wrong", [
    "Teslimattan itibaren 12 gün içinde, yani **16.09.2026** tarihine kadar.",  # a day off
    "Yakında, yani **15.09.2026** tarihine kadar.",                              # no count written
    "Teslimattan itibaren 14 gün içinde, yani **15.09.2026** tarihine kadar.",   # the other span's count
])
def test_a_date_no_restated_span_gives_stays_flagged(wrong: str) -> None:
    flags, _ = _paid(wrong)
    assert any(v.startswith("1") and v.endswith(".09.2026") for v in flags), flags


# --- session-day: the n-th meeting on set weekdays ----------------------------------------------------------
COURSE = {"course": "Wheel throwing W-26-10", "first_session": "2026-10-28", "days": ["Wed", "Sat"], "sessions": 6}


def _course(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(COURSE, system="You are the pottery studio's assistant.", user="When is the last class?"))


def test_the_n_th_meeting_on_set_weekdays() -> None:
    flags, computed = _course("Sat 14 Nov (6 sessions, Wed/Sat from 28 Oct).")
    assert "Sat 14 Nov" not in flags and computed["Sat 14 Nov"] == "session-day", (flags, computed)


@pytest.mark.parametrize("wrong", [
    "Wed 11 Nov (6 sessions, Wed/Sat from 28 Oct).",   # the fifth
    "Sat 21 Nov (6 sessions, Wed/Sat from 28 Oct).",   # a week late
    "Sat 14 Nov (7 sessions, Wed/Sat from 28 Oct).",   # the count written is not its meeting
    "Sat 14 Nov (6 sessions from 28 Oct).",            # no weekdays written: no schedule
])
def test_a_meeting_the_count_does_not_give_stays_flagged(wrong: str) -> None:
    flags, _ = _course(wrong)
    assert wrong.split(" (")[0] in flags, flags


def test_the_reference_profile_is_unchanged() -> None:
    flags, _ = judged("Sat 14 Nov (6 sessions, Wed/Sat from 28 Oct).", history(COURSE, user="last class?"), REFERENCE)
    assert not {"Sat 14 Nov"} & flags  # the reference port reads no dates in words


# --- the price: a span counted from today has today for its only base ---------------------------------------
STUDIO = "You are the pottery studio's assistant. Today is 2026-10-08. Invoices are due 21 days after the invoice date."
INVOICE = {"invoice": "PS-0911", "dated": "2026-09-18", "total": 240}


def _due(answer: str) -> tuple[set[str], dict[str, str]]:
    earlier = "The invoice is dated 18 September, so it is due 21 days later, on 9 October."
    return judged(answer, history(INVOICE, system=STUDIO, user="When is it due?", answers=(earlier,)))


def test_today_plus_a_span_is_stepped_from_today() -> None:
    flags, computed = _due("Reissued today: today plus 21 days, 29 October.")
    assert "29 October" not in flags and computed["29 October"] == "date-step", (flags, computed)


def test_today_plus_a_span_from_another_known_date_stays_flagged() -> None:
    # 9 October (the earlier answer's due date) + 21 days is 30 October; the sentence counts from today
    flags, _ = _due("Reissued today: today plus 21 days, 30 October.")
    assert "30 October" in flags


# --- the price: a span written `before` something steps back only ------------------------------------------
LODGE = "You are the lodge's booking assistant. Today is 2026-08-03."
STAY = {"booking": "LG-77", "arrival": "2026-08-07", "nights": 2, "deposit": 40}


def _cancel(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(STAY, system=LODGE, user="Can I still cancel for free?"))


def test_a_span_before_the_base_steps_back() -> None:
    flags, computed = _cancel("<think> Arrival 2026-08-07, today 2026-08-03. </think> No: free cancellation needs "
                              "at least 5 days before arrival (by 2 August).")
    assert "2 August" not in flags and computed["2 August"] == "date-span", (flags, computed)


def test_a_span_before_the_base_counted_forward_from_another_date_stays_flagged() -> None:
    # 2026-08-03 + 5 days = 8 August, a slip of the answer's 2 August; the span is written `before arrival`
    flags, _ = _cancel("<think> Arrival 2026-08-07, today 2026-08-03. </think> No: free cancellation needs "
                       "at least 5 days before arrival (by 8 August).")
    assert "8 August" in flags


def test_a_repeat_one_digit_off_another_date_computed_earlier_is_refused() -> None:
    # the earlier answer computed 2025-12-11 and 2025-12-10: which one a later answer restates is chance
    permit = {"student": "Anouk de Vries", "permit_issued": "2024-06-11", "exam_booked": "2026-01-20"}
    earlier = "Issued 2024-06-11. Valid 18 months, last day the day before 2025-12-11 → 2025-12-10."
    flags, _ = judged("<think> From 2025-09-01 to 2025-12-10. </think> 100 days.",
                      history(permit, system=SCHOOL, user="Until when?", answers=(earlier,)))
    assert "2025-12-10" in flags


def test_a_line_s_duration_reaching_a_neighbour_refuses_the_early_try() -> None:
    # 9:15 + the person's 20 minutes is 9:35, or 21:35 in the evening; the line's 140 minutes reach
    # 11:35, one digit off 21:35: the early try (the person's durations) is refused
    flags, _ = _ridge("Pokljuka to Rudno polje is 6.2 km, 140 minutes: you reach it at about 21:35.")
    assert "21:35" in flags
