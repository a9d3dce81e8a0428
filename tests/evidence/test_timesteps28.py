"""Round 28 (timesteps28): time billed by a step the run states, rounded up (`billed-step`,
billed_steps.py): labour per started 15 minutes, lane hire per started 30 minutes, a studio per
started hour, parking per hour or part thereof. Each with its refusal: a round-down, a wrong step,
an hour off, a duration already on a step, no step stated stay flagged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.billed_steps import BillingSteps, _durations

from ._helpers import REFERENCE, history, judged

LABOUR = "Labour: EUR 48 an hour, billed per started 15 minutes of the spec's sewing minutes."
SPEC = {"spec": "SP-1", "garment": "coat", "fabric_m": 2.2, "sewing_min": {"body": 540, "lining": 215}}


@pytest.mark.parametrize(("answer", "value"), [
    ("Sewing is 540 + 215 = 755 minutes, billed as 12.75 hours.", "12.75"),  # the round-up in hours
    ("Sewing: 755 min, billed 12.75 h at EUR 48 = EUR 612.00.", "12.75"),
    ("Sewing: 755 min. Labour EUR 612.00.", "612.00"),  # at the stated hourly rate
])
def test_a_duration_rounded_up_to_the_stated_step(answer: str, value: str) -> None:
    value = value.rstrip("0").rstrip(".") if "." in value else value
    hist = history(SPEC, system=LABOUR, user="Price the coat?")
    flags, computed = judged(answer, hist)
    assert value not in flags and computed[value.replace(",", "")].startswith("billed-step")


@pytest.mark.parametrize("wrong", [
    "12.50",  # rounded down instead of up
    "13.75",  # an hour over
    "11.75",  # an hour off
    "12.85",
])
def test_a_round_down_a_wrong_step_or_an_hour_off_stays_flagged(wrong: str) -> None:
    hist = history(SPEC, system=LABOUR, user="Price the coat?")
    flags, _ = judged(f"Sewing is 755 minutes, billed as {wrong} hours.", hist)
    assert wrong.rstrip("0") in flags


def test_no_step_stated_bills_nothing() -> None:
    hist = history(SPEC, system="Labour: EUR 48 an hour.", user="Price the coat?")
    flags, _ = judged("Sewing is 755 minutes, billed as 12.75 hours.", hist)
    assert "12.75" in flags


def test_a_wrong_step_stays_flagged() -> None:
    # per started 30 minutes stated: 755 min -> 780 min = 13 h; 12.75 (a 15-minute step) is flagged
    hist = history(SPEC, system="Labour: EUR 48 an hour, billed per started 30 minutes.", user="Price the coat?")
    flags, computed = judged("Sewing is 755 minutes, billed as 13.00 hours = EUR 624.00.", hist)
    assert "624" not in flags and computed["624"].startswith("billed-step")
    flags, _ = judged("Sewing is 755 minutes, billed as 12.75 hours = EUR 612.00.", hist)
    assert "12.75" in flags


def test_a_duration_already_on_a_step_is_no_round_up() -> None:
    # 750 minutes is 50 whole steps: 12.75 hours is no round-up of it
    hist = history(SPEC, system=LABOUR, user="Price the coat?")
    flags, _ = judged("Sewing is 750 minutes, billed as 12.75 hours.", hist)
    assert "12.75" in flags


def test_a_step_priced_itself_and_a_started_hour() -> None:
    rules = ("- Late return: EUR 5.00 per started 30 minutes.\n"
             "- Studio B: CZK 780 an hour, per started hour.\n")
    hist = history({"booking": "B-7", "room": "B"}, system=rules, user="What do I owe?")
    flags, computed = judged("You were 47 minutes late: EUR 10.00.", hist)
    assert "10" not in flags and computed["10"].startswith("billed-step")
    flags, _ = judged("You were 47 minutes late: EUR 15.00.", hist)  # three steps: one too many
    assert "15" in flags
    flags, computed = judged("The session ran 4 h 25 min, so CZK 3,900 for the room.", hist)
    assert "3900" not in flags and computed["3900"].startswith("billed-step")
    flags, _ = judged("The session ran 4 h 25 min, so CZK 3,510 for the room.", hist)  # 4.5 h: not per started hour
    assert "3510" in flags


def test_steps_and_rates_are_read_from_the_words() -> None:
    cases = {
        "- Movers: SEK 590 per mover-hour, billed per started 30 minutes, at least 4 hours": (30, "590"),
        "A technician visit costs $45 per hour, billed per started half hour.": (30, "45"),
        "Parking 2.50 EUR per hour or part thereof": (60, "2.50"),
        "Calls are charged 0,80 EUR/h, rounded up to the next 15 minutes": (15, "0.80"),
        "Studio A: CZK 1,450 an hour, per started hour, at least 3 hours": (60, "1450"),
    }
    for text, (minutes, rate) in cases.items():
        steps = BillingSteps()
        steps.add_text(text, "the system prompt")
        assert [s.minutes for s in steps._steps] == [minutes], text
        assert str(steps._steps[0].hourly) == rate, text
    steps = BillingSteps()
    steps.add_text("Billed per hour. At least 4 hours. Rounded to the nearest 5 minutes.", "the system prompt")
    assert not steps.any  # no step begun, no rounding up


def test_durations_read_whole_and_not_a_minimum() -> None:
    assert [str(m) for m, *_ in _durations("4 h 25 min, 2h30, 95 min, 1.5 hours", None, "answer")] == ["265", "150", "95", "90.0"]
    assert _durations("min 3 items", None, "answer") == []
    assert [str(m) for m, *_ in _durations("10 h 12 items", None, "answer")] == ["600"]


def test_long_adversarial_text_is_read_in_linear_time() -> None:
    steps = BillingSteps()
    steps.add_text("per started " * 5000 + "EUR 1 an " * 5000 + "rounded up to the " * 5000, "the system prompt")
    assert len(_durations("1 h " * 20000 + "5 min " * 20000, None, "answer")) > 0


def test_the_reference_profile_bills_no_step() -> None:
    hist = history(SPEC, system=LABOUR, user="Price the coat?")
    flags, _ = judged("Sewing is 755 minutes, billed as 12.75 hours.", hist, REFERENCE)
    assert "12.75" in flags


# --- date-step: the span the user stated last, alone; the stated span a line names ----------------

FREEZE_RULES = "Today is 2026-11-04 (Wednesday). Freeze: up to 60 days a year, the end date moves by the days frozen."
MEMBER = {"member": "M-1", "plan": "annual", "start": "2026-03-01", "end": "2027-02-28", "frozen_days_2026": 12}


def _freeze_run() -> list[dict[str, object]]:
    hist = history(MEMBER, system=FREEZE_RULES, user="She wants to freeze for 45 days from 10 November. New end date?")
    hist += [{"role": "assistant", "content": "Her membership will end on 14 April 2027 instead of 28 February 2027."},
             {"role": "user", "content": "If she froze the full remaining 48 days instead?"}]
    return hist


def test_the_span_the_user_stated_last_steps_alone() -> None:
    # with both spans, 2027-02-28 + 45 (14 April) is one digit from + 48 (17 April): the chance test
    # refused; the last question's 48 days alone reaches 17 April and no neighbour of it
    flags, computed = judged("Her end date would be 17 April 2027.", _freeze_run())
    assert "17 April 2027" not in flags and computed["17 April 2027"].startswith("date-step")


@pytest.mark.parametrize("wrong", ["18 April 2027", "16 April 2027", "14 April 2027", "17 April 2026"])
def test_a_day_off_or_the_earlier_span_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"Her end date would be {wrong}.", _freeze_run())
    assert wrong in flags


LEAD = ("Today is 2026-10-14 (Wednesday).\n"
        "- Lead time 10 working days (Mon-Fri) from the deposit; rush in 5 working days at +35% on labour.\n")


def test_a_stated_span_the_line_names_steps_a_dated_row() -> None:
    hist = history({"order": "ORD-1", "pieces": 60, "deposit_paid": "2026-10-14"}, system=LEAD, user="Dates? Deposit was paid today.")
    answer = "| | Working days | Ready |\n|---|---|---|\n| Normal | 10 | Wed 28 Oct |\n| Rush | 5 | Wed 21 Oct |"
    flags, computed = judged(answer, hist)
    assert "Wed 28 Oct" not in flags and computed["Wed 28 Oct"].startswith("date-step")
    # (the rush row's 21 Oct stays flagged: the 28th, one digit from it on the same weekday, is a
    # date the answer computed, which the chance test counts as known)


@pytest.mark.parametrize(("normal", "rush"), [
    ("Wed 28 Oct", "Thu 22 Oct"),  # rush a day late: its line names 5, which reaches the 21st
    ("Thu 29 Oct", "Wed 21 Oct"),  # normal a day late
    ("Wed 21 Oct", "Wed 28 Oct"),  # the rows swapped: each line names the other span
])
def test_a_dated_row_its_named_span_does_not_reach_stays_flagged(normal: str, rush: str) -> None:
    hist = history({"order": "ORD-1", "pieces": 60, "deposit_paid": "2026-10-14"}, system=LEAD, user="Dates? Deposit was paid today.")
    answer = f"| | Working days | Ready |\n|---|---|---|\n| Normal | 10 | {normal} |\n| Rush | 5 | {rush} |"
    flags, _ = judged(answer, hist)
    wrong = {"Thu 22 Oct", "Thu 29 Oct"} if normal != "Wed 21 Oct" else {normal, rush}
    assert wrong & {normal, rush} <= flags


# --- clock-chain (clock_chains.py) ----------------------------------------------------------------

TOUR = {"tour": "Ridge", "start_alt_m": 1620, "top_alt_m": 2290, "descent_h": 1.0}


def _tour(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(TOUR, user="If we start at 08:30?"))


def test_a_sum_written_earlier_gives_the_clocks_after_it() -> None:
    flags, computed = _tour("<think>\n08:30 + 115 min, then 60 min down.\n</think>\n\nOn top about **10:25**, back about **11:25**.")
    assert not flags & {"10:25", "11:25"}
    assert computed["10:25"].startswith("clock-chain")


@pytest.mark.parametrize("answer", [
    "<think>\n08:30 + 115 min, then 60 min down.\n</think>\n\nOn top about **10:35**, back about **11:35**.",  # ten minutes off
    "<think>\n08:30 + 115 min, then 60 min down.\n</think>\n\nOn top about **11:25**, back about **12:25**.",  # an hour off
    "<think>\n08:30 + 115 min, then 60 min down.\n</think>\n\nOn top about **11:25**, back about **11:25**.",  # a slip onto the other point
    "<think>\n09:30 + 115 min, then 60 min down.\n</think>\n\nOn top about **11:25**, back about **12:25**.",  # a clock no one stated
])
def test_a_chain_point_off_or_from_an_unknown_clock_stays_flagged(answer: str) -> None:
    flags, _ = _tour(answer)
    first = answer.split("**")[1]
    assert first in flags


def test_a_lone_point_with_a_neighbour_point_is_refused() -> None:
    # two chains: 08:30 + 115 min (10:25) and 08:30 + 175 min (11:25), one digit apart, and the
    # clocks after them are not the points in order: the chance test refuses
    flags, _ = _tour("<think>\n08:30 + 115 min.\nOr 08:30 + 175 min.\n</think>\n\nAbout 10:25.")
    assert "10:25" in flags


# (integrator, round 28) the span a dated row names is read from its table cells only: in prose a
# day of a date (`brewed 8 June`), a tank's name (`FV5`) or a span the sentence takes from elsewhere
# named a span, and the weekday-near-a-known-date reading was refused for heldout23's brewery dates
# (`ready to package on Sat 20 Jun`, `the latest brew day is **Sunday 28 June**`: five new flags)
@pytest.mark.parametrize(("line", "named"), [
    ("| Rush | 5 | Wed 21 Oct |", [5]),
    ("| Normal | 10 | Wed 28 Oct |", [10]),
    ("* **FV5** after the saison: brewed 8 June, so it's ready to package on Sat 20 Jun", []),
    ("With 12 days in tank and 5 days of cask conditioning, the latest brew day is **Sunday 28 June**.", []),
])
def test_the_span_a_line_names_is_a_table_cell(line: str, named: list[int]) -> None:
    from evidence_audit.evidence.date_steps import Span
    from evidence_audit.evidence.word_dates import _line_spans

    stated = [Span(5, "day", "rush in 5 working days", "the policy"), Span(12, "day", "12 days", "the policy")]
    stated += [Span(10, "day", "10 working days", "the policy")]
    at = max(line.rfind("Oct"), line.rfind("Jun")) - 7
    assert [s.size for s in _line_spans(line, at, stated)] == named
