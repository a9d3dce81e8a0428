"""(round 34, stable34) what refused a stable yard's values in a general rule, in invented runs of
other trades in the same spellings: a case ending joined to a clock or a date by a hyphen in a
script other than Latin (`10:00-де`, `28.11-ден`), a day and month with a dot beside a dotted date
with its year (`from 28.11 ... 26.12.2026`), a day and month worked forward in the same spelling
(`22.10 + 42 = 03.12`) and written again in words. Each with its refusals: a digit off, a day off,
a base no one wrote, a code in capitals stay flagged."""

from __future__ import annotations

import json

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.dotted_steps import explain_dotted_steps
from evidence_audit.evidence.prefix_hyphens import unprefixed

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})

SYSTEM = ("You are a boat club's assistant. Today is 2026-11-26 (Thursday), 09:15.\n"
          "Rules: sailing lessons of 45 minutes; a hull check every 6 weeks, 18,000 each.")
CHECKS = [{"boat": "Aqqu", "last": "2026-10-22"}, {"boat": "Boran", "last": "2026-11-05"}, {"boat": "Dala", "last": "2026-11-12"}]
LESSON = {"member": "M-0417", "course_start": "2026-11-28 10:00", "lessons_left": 5}


def history(payload, system: str = SYSTEM) -> list[dict]:
    return [{"role": "system", "content": system}, {"role": "user", "content": "?"},
            {"role": "tool", "tool_call_id": "c1", "tool_name": "lookup", "content": json.dumps(payload, ensure_ascii=False)}]


def verdict(answer: str, payload, gate=DEFAULT):
    return check_answer(answer, history(payload), gate)


def flagged(answer: str, payload, gate=DEFAULT) -> list[str]:
    return [c.value for c in verdict(answer, payload, gate).unsupported]


def computed(answer: str, payload, gate=DEFAULT) -> dict[str, str]:
    return {c.value: c.derivation for c in verdict(answer, payload, gate).computed or ()}


# --- a case ending after a hyphen ---------------------------------------------------------------


def test_a_case_ending_is_read_as_a_space_at_the_same_offsets() -> None:
    text = "Сабақ 10:00-де басталады, 28.11-ден бастап; 7-ში; код 12-КЗ; a 10-day pass; INV-2041"
    out = unprefixed(text)
    assert len(out) == len(text)
    assert "10:00 де" in out and "28.11 ден" in out and "7 ში" in out
    assert "12-КЗ" in out and "10-day" in out and "INV-2041" in out  # a code in capitals, Latin words kept


def test_a_clock_with_a_kazakh_case_ending_is_judged_as_the_clock() -> None:
    answer = "Сабақ 28.11 сағат 10:00-де басталады, 45 минут: **10:45-те** аяқталады."
    assert flagged(answer, LESSON) == []
    assert computed(answer, LESSON).get("10:45")
    # a clock one digit off stays flagged, as the clock, not as an identifier with a hyphen
    assert flagged("Сабақ 28.11 сағат 11:00-де басталады.", LESSON) == ["11:00"]


def test_a_day_and_month_with_a_case_ending_beside_a_dotted_date() -> None:
    answer = "Иә: 28.11-ден бастап келсеңіз, соңғы сабақ 26.12.2026 ж. болады."
    assert "28.11" not in flagged(answer, LESSON)
    # a day and month no result carried stays flagged beside it
    assert "29.11" in flagged("Иә: 29.11-ден бастап келсеңіз, соңғы сабақ 26.12.2026 ж. болады.", LESSON)
    # beside an English decimal it is still a number
    assert "28.11" in flagged("From 28.11 on, 1.5 lessons a week.", LESSON)


# --- a day and month worked forward with a dot ----------------------------------------------------


def test_a_dotted_step_from_a_known_date_is_computed() -> None:
    answer = "<think>\nEvery 6 weeks. Aqqu 22.10 + 42 = 03.12. Boran 05.11 + 42 = 17.12. Dala 12.11 + 42 = 24.12.\n</think>\n\nDue soon."
    assert flagged(answer, CHECKS) == []
    got = computed(answer, CHECKS)
    assert got.get("17.12") == "date-step" and got.get("24.12") == "date-step"


def test_a_dotted_step_written_again_in_words_is_that_date() -> None:
    answer = ("<think>\nAqqu 22.10 + 42 = 03.12. Boran 05.11 + 42 = 17.12.\n</think>\n\n"
              "| Boat | Due |\n|---|---|\n| Aqqu | 3 December |\n| Boran | 17 December |")
    assert flagged(answer, CHECKS) == []
    assert computed(answer, CHECKS).get("3 December") == "date-step"
    # a date in words a day off the step stays flagged
    wrong = answer.replace("| Aqqu | 3 December |", "| Aqqu | 4 December |")
    assert flagged(wrong, CHECKS) == ["4 December"]


def test_a_dotted_step_refused() -> None:
    # the result a day off: refuted, flagged
    assert "18.12" in flagged("Boran 05.11 + 42 = 18.12.", CHECKS)
    # a base the run does not know (06.11): flagged
    assert "18.12" in flagged("Boran 06.11 + 42 = 18.12.", CHECKS)
    # an answer writing an English decimal reads the points as decimals: no date step
    assert "17.12" in flagged("Boran 05.11 + 42 = 17.12, about 1.5 hours.", CHECKS)
    # the reference profile is unchanged
    assert "17.12" in flagged("Boran 05.11 + 42 = 17.12.", CHECKS, REFERENCE)


def test_explain_dotted_steps_reads_signs_and_years() -> None:
    known = {"2026-12-28", "2026-11-05"}.__contains__
    got = explain_dotted_steps("28.12 + 10 = 07.01; 05.11 − 5 = 31.10", known, [2026, 2025, 2027])
    assert got["7.01"].expression == "2026-12-28 + 10 days = 2027-01-07"
    assert got["31.1"].expression == "2026-11-05 - 5 days = 2026-10-31"
    assert explain_dotted_steps("28.12 + 10 = 08.01", known, [2026]) == {}


# --- a clock worked back by durations written out ------------------------------------------------

RACE = {"race": "R-88", "day": "2026-12-12", "first_heat": "10:15"}


def test_a_clock_worked_back_by_two_durations_is_computed() -> None:
    answer = "10:15 − 60 min − 35 min = **08:40**."
    assert flagged(answer, RACE) == []
    assert computed(answer, RACE).get("08:40") == "clock-chain"
    assert flagged("10:15 - 60 min - 35 min = 08:40.", RACE) == []  # a hyphen with spaces is a minus too


def test_a_clock_worked_back_refused() -> None:
    assert flagged("10:15 − 60 min − 35 min = **08:50**.", RACE) == ["08:50"]  # ten minutes off
    assert flagged("10:15 − 60 min − 35 min = **08:41**.", RACE) == ["08:41"]  # a minute off
    assert "08:55" in flagged("10:35 − 60 min − 40 min = **08:55**.", RACE)  # from a clock no one wrote


# --- a far date stepped by a span the system prompt states from the date before it -------------

CLINIC = ("You are a kennel's assistant. Today is 2026-11-26 (Thursday), 08:50.\n"
          "Rules:\n- Boosters twice a year, 6 months apart.\n")
DOG = {"dog": "Borzoi Aq", "boosters": [{"vaccine": "lepto", "last": "2026-06-18"}, {"vaccine": "kennel cough", "last": "2026-09-02"}]}


def test_a_far_date_stepped_from_the_date_before_it_is_computed_with_its_year() -> None:
    answer = "Every 6 months:\n- Lepto: last 18 June 2026 → **18 December 2026**\n- Kennel cough: last 2 September 2026 → **2 March 2027**"
    v = check_answer(answer, history(DOG, CLINIC), DEFAULT)
    assert [c.value for c in v.unsupported] == []
    got = {c.value: c.derivation for c in v.computed or ()}
    assert got.get("2 March 2027") == "date-step" and got.get("2027") == "date-step"


def test_a_far_date_off_the_stated_step_is_flagged_as_a_date() -> None:
    v = check_answer("- Kennel cough: last 2 September 2026 → **3 March 2027**", history(DOG, CLINIC), DEFAULT)
    assert "3 March 2027" in [c.value for c in v.unsupported]  # judged now: a day off the step
    v = check_answer("- Kennel cough: last 2 September 2026 → **2 March 2028**", history(DOG, CLINIC), DEFAULT)
    assert "2028" in [c.value for c in v.unsupported]  # a year off: far from every step, its year flagged as before


# --- a bill's total with one line corrected ---------------------------------------------------------

GROOMER = ("You are a dog grooming salon's assistant. Today is 2026-11-26.\n"
           "Rules (prices in KZT): a bath 9,200; a clip 14,300; nail trim 3,600, a small dog's 2,600; boarding 11,400 a night, "
           "a half night 5,700.")
BILL = """PAWS & CO - INVOICE PC-2611-0417
Dog: Barys (malamute)
Bath                                   9 200
Clip                                  14 300
Boarding 3 nights                     34 200
Nail trim                              3 600
TOTAL KZT                             61 300"""


def bill_verdict(answer: str):
    return check_answer(answer, [{"role": "system", "content": GROOMER}, {"role": "user", "content": "Is my bill right?"},
                                 {"role": "tool", "tool_call_id": "c1", "tool_name": "get_invoice", "content": BILL}], DEFAULT)


def test_a_bills_total_with_one_line_corrected_is_computed() -> None:
    answer = ("Boarding was 2 nights and a half: 2 × 11,400 + 5,700 = **28,500**, not 34,200. "
              "The correct total is **55,600**, 5,700 less than invoiced.")
    v = bill_verdict(answer)
    assert [c.value for c in v.unsupported] == []
    got = {c.value: (c.derivation, c.from_) for c in v.computed or ()}
    assert got["55600"] == ("corrected-total", "61,300 - 34,200 + 28500 = 55600")


def test_a_corrected_total_one_digit_off_the_billed_one_is_computed() -> None:
    # a line 1,000 less changes one digit of the total: the answer writes the line it corrects
    v = bill_verdict("Barys is no small dog, but the nail trim was billed 3,600 for 2,600: no, it is right. "
                     "Had it been a small dog: 2,600, not 3,600, and the total **60,300**.")
    assert [c.value for c in v.unsupported] == []
    assert {c.value: c.derivation for c in v.computed or ()}.get("60300") == "corrected-total"


def test_a_corrected_total_refused() -> None:
    base = "Boarding was 2 nights and a half: 2 × 11,400 + 5,700 = **28,500**, not 34,200. The correct total is **{}**."
    assert "55700" in [c.value for c in bill_verdict(base.format("55,700")).unsupported]  # a digit off
    assert "64700" in [c.value for c in bill_verdict(base.format("64,700")).unsupported]  # a wrong line taken off
    # a correction to a number no rule resolved (an invented line) corrects nothing
    v = bill_verdict("Boarding should be 31,700. The correct total is **58,800**.")
    assert "58800" in [c.value for c in v.unsupported]


# --- an amount with its sign after it, per a thing; a sign naming its currency's code -------------

TOUR = {"tour": "BT-0312", "date": "2026-12-05", "hours": 3, "guests": 6}
TENGE = {"date": "2026-11-26", "usd_kzt": 512.40}
TOURS = "You are a ski school's assistant. Today is 2026-11-26.\nRules: a lesson 21,300 ₸ a guest; groups of 5 or more pay 10% less."


def tour_verdict(answer: str):
    return check_answer(answer, [{"role": "system", "content": TOURS}, {"role": "user", "content": "What do we owe for BT-0312, also in USD?"},
                                 {"role": "tool", "tool_call_id": "c1", "tool_name": "get_lesson", "content": json.dumps(TOUR)},
                                 {"role": "tool", "tool_call_id": "c2", "tool_name": "get_rate", "content": json.dumps(TENGE)}], DEFAULT)


def test_an_amount_with_its_sign_after_it_each_times_a_count() -> None:
    answer = "* 21,300 ₸ a guest\n* 6 guests, a group of 5 or more: 10% off → 19,170 ₸ each\n* **Total: 115,020 ₸**, about **USD 224.47**"
    v = tour_verdict(answer)
    assert [c.value for c in v.unsupported] == []
    got = {c.value: c.derivation for c in v.computed or ()}
    assert got.get("115020") == "per-count"
    assert got.get("224.47") == "keyed"  # the tenge's sign names the rate's `kzt`


def test_an_amount_with_its_sign_after_it_refused() -> None:
    # a total one digit off the count times the price, and a conversion a cent off, stay flagged
    flags = [c.value for c in tour_verdict("* 21,300 ₸ a guest\n* 6 guests, 10% off → 19,170 ₸ each\n* **Total: 115,080 ₸**").unsupported]
    assert "115080" in flags
    flags = [c.value for c in tour_verdict("* 21,300 ₸ a guest\n* 6 guests, 10% off → 19,170 ₸ each\n* **Total: 115,020 ₸**, about **USD 224.57**").unsupported]
    assert "224.57" in flags



# --- a short reply: a number of the record the question names, times its whole number ------------

FEED = "item,unit,on_hand,daily_use,unit_price\nhay bale 25 kg,bale,180,14,3100\nbarley,kg,940,36,410\nbeet pulp,kg,300,12,230"


def feed_verdict(answer: str, question: str = "And barley for 45 days, how much do we need?"):
    return check_answer(answer, [{"role": "system", "content": "You are a goat farm's assistant. Today is 2026-11-26."},
                                 {"role": "user", "content": "How long does the feed last?"},
                                 {"role": "tool", "tool_call_id": "c1", "tool_name": "get_feed", "content": FEED},
                                 {"role": "assistant", "content": "Barley lasts about 26 days."},
                                 {"role": "user", "content": question}], DEFAULT)


def test_a_short_reply_scales_the_named_record_by_the_questions_days() -> None:
    v = feed_verdict("| | Value |\n|---|---|\n| Needed | 1,620 kg |")
    assert [c.value for c in v.unsupported] == []
    assert {c.value: c.derivation for c in v.computed or ()}.get("1620") == "record"


def test_a_short_reply_scaled_refused() -> None:
    assert feed_verdict("| | Value |\n|---|---|\n| Needed | 1,630 kg |").unsupported  # a digit off
    # a question naming no record of the table (or two) scales nothing
    assert feed_verdict("1,620 kg.", "And for 45 days, how much do we need?").unsupported
    assert feed_verdict("1,620 kg.", "Barley and beet pulp for 45 days?").unsupported


def test_a_bills_lines_are_read_in_bounded_time() -> None:
    """A bill is read in a text result's first `MAX_TEXT` characters only: a result of long digit runs
    is no square, and a bill past that bound is not read (the integrator kept trek34's reader of the
    same rule: its bound is the text's length, not each line's)."""
    import time

    from evidence_audit.evidence.corrected_totals import MAX_TEXT, bills_in

    text = "\n".join(["item " + "7" * 50_000] * 50 + ["a  1,000", "b  2,000", "total  3,000"])
    started = time.process_time()
    found = bills_in(text, "result")
    assert time.process_time() - started < 1.0
    assert found == []  # past MAX_TEXT
    short = "\n".join(["item " + "7" * (MAX_TEXT // 8)] * 6 + ["a  1,000", "b  2,000", "total  3,000"])
    assert [b.total for b in bills_in(short, "result")] == [3000]
