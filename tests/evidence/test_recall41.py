"""recall41: a short count of days that opens its line, the line's one date its end and the run's
stated today its other (`miscounted_days.today_miscounts`), and the gate flagging it."""

from __future__ import annotations

from datetime import date

from evidence_audit import check_answer, resolve_gate
from evidence_audit.evidence.miscounted_days import today_miscounts
from evidence_audit.evidence.unverified import numbers_of

TODAY = date(2031, 4, 9)


def _miscounts(text: str, today: date | None = TODAY, carried: frozenset[str] = frozenset()) -> frozenset[str]:
    return today_miscounts(text, numbers_of(text), carried, 4, today)


def test_a_swapped_count_to_a_date_is_judged() -> None:
    # 9 April to 2 May is 23 days
    assert _miscounts("32 days, until 2 May.") == {"32"}
    assert _miscounts("**32 days**, on 2 May 2031.") == {"32"}


def test_a_count_one_digit_off_is_judged() -> None:
    assert _miscounts("13 days, until 2 May.") == {"13"}


def test_the_right_count_and_its_rounding_pass() -> None:
    assert _miscounts("23 days, until 2 May.") == frozenset()
    assert _miscounts("24 days, until 2 May.") == frozenset()  # both ends counted
    assert _miscounts("22 days, until 2 May.") == frozenset()  # the days between


def test_a_count_from_another_point_is_left() -> None:
    # 47 is no slip of 23: a stay counted from another day, not from today
    assert _miscounts("47 days, until 2 May.") == frozenset()


def test_a_count_inside_a_sentence_is_left() -> None:
    assert _miscounts("The tank read 4.1 m3 in 32 days, by 2 May.") == frozenset()
    assert _miscounts("The last interval was 32 days, so around 2 May.") == frozenset()


def test_no_today_no_second_date_no_shift() -> None:
    assert _miscounts("32 days, until 2 May.", today=None) == frozenset()
    assert _miscounts("32 days, from 1 April to 2 May.") == frozenset()  # two dates: miscounted_days' line
    assert _miscounts("32 days after delivery, on 2 May.") == frozenset()
    assert _miscounts("32 days from today, on 2 May.") == frozenset()  # `today`: miscounted_days reads it
    assert _miscounts("32 days, until 2 May.", carried=frozenset({"32"})) == frozenset()


def _run(question: str, answer: str) -> tuple[list[str], list[str]]:
    history = [
        {"role": "system", "content": "You are the booking desk of a riverside campsite. Today is 2031-04-09 (Wednesday). Pitches are 12 EUR a night."},
        {"role": "user", "content": question},
    ]
    verdict = check_answer(answer, history, resolve_gate({"profile": "default"}))
    return [c.value for c in verdict.unsupported], [c.value for c in verdict.candidates]


def test_the_gate_flags_the_slipped_count_even_when_said() -> None:
    # the system text says 12 (a price); the count 32 for 23 days, and 12 for 21 days
    flagged, _ = _run("How many days until the season opens on 2 May?", "32 days, until 2 May.")
    assert "32" in flagged
    flagged, _ = _run("How many days until the 30 April market?", "12 days, until 30 April.")
    assert "12" in flagged


def test_the_gate_passes_the_right_count() -> None:
    flagged, _ = _run("How many days until the season opens on 2 May?", "23 days, until 2 May.")
    assert "23" not in flagged
    flagged, _ = _run("How many days until the 30 April market?", "21 days, until 30 April.")
    assert "21" not in flagged


# share_slips: a short percent one slip from the share its own `A of B` beside it gives

from evidence_audit.evidence.share_slips import share_slips  # noqa: E402


def _shares(text: str, carried: frozenset[str] = frozenset(), said: frozenset[str] = frozenset()) -> frozenset[str]:
    return share_slips(text, carried, said, 4)


def test_a_swapped_share_beside_its_pair_is_judged() -> None:
    # 7.4 of 51.3 t is 14.4%; 86 of 412 is 20.9%
    assert _shares("- 7.4 of 51.3 t = **41.4%**") == {"41.4"}
    assert _shares("**29.0%** (86 of 412 members)") == {"29"}
    assert _shares("Turnout: 86/412 = 20.8%") == frozenset()  # cut, not rounded: 20.87 -> 20.8
    assert _shares("Turnout: 86/412 = 29.9%") == {"29.9"}


def test_the_right_share_and_its_rounding_pass() -> None:
    assert _shares("- 7.4 of 51.3 t = **14.4%**") == frozenset()
    assert _shares("**20.9%** (86 of 412 members)") == frozenset()
    assert _shares("**21%** (86 of 412 members)") == frozenset()
    assert _shares("- 7.4 of 51.3 t = **14.42%**") == frozenset()


def test_a_share_of_another_pair_is_left() -> None:
    # the 18% is of the events, not of the two amounts before it: a comma between
    assert _shares("* **14.2%** ($176,010.00 of $1,236,480.00), from just 18% of the events") == frozenset()
    # a percent far from the pair
    assert _shares("86 of 412 members voted yesterday in the hall; 29.9% is the target") == frozenset()
    # a value no slip of the share: another quantity
    assert _shares("- 7.4 of 51.3 t = **62%** moisture") == frozenset()


def test_carried_said_long_and_one_digit_percents_are_left() -> None:
    assert _shares("- 7.4 of 51.3 t = **41.4%**", carried=frozenset({"41.4"})) == frozenset()
    assert _shares("- 7.4 of 51.3 t = **41.4%**", said=frozenset({"41.4"})) == frozenset()
    assert _shares("- 7.4 of 51.3 t = **41.44%**") == frozenset()  # four digits: a candidate already
    assert _shares("- 1 of 11 = **8%**") == frozenset()  # one digit: no slip to read


def test_the_gate_flags_the_slipped_share() -> None:
    history = [
        {"role": "system", "content": "You are the office of a grain co-operative."},
        {"role": "user", "content": "What share of the 51.3 t harvest is the 7.4 t of barley?"},
    ]
    gate = resolve_gate({"profile": "default"})
    flagged = [c.value for c in check_answer("- 7.4 of 51.3 t = **41.4%**", history, gate).unsupported]
    assert "41.4" in flagged
    flagged = [c.value for c in check_answer("- 7.4 of 51.3 t = **14.4%**", history, gate).unsupported]
    assert "14.4" not in flagged


# expressions._remark: a result followed by a remark in brackets is still refuted by its expression

from evidence_audit.evidence.expressions import contradictions  # noqa: E402


def _refuted(text: str) -> list[str]:
    return [text[start:end] for start, end, _, _ in contradictions(text)]


def test_a_wrong_result_before_a_remark_is_refuted() -> None:
    assert _refuted("Sold as 4 boxes: 120 × 35 = 4,900 EUR (under 10 boxes, no discount)") == ["4,900"]


def test_the_right_result_before_a_remark_passes() -> None:
    assert _refuted("Sold as 4 boxes: 120 × 35 = 4,200 EUR (under 10 boxes, no discount)") == []


def test_a_product_with_a_bracket_is_no_remark() -> None:
    # `= 4,900 (1 + 12%)` and a bracket glued to the result: still read as the start of an expression
    assert _refuted("Net: 120 × 35 = 4,900 (1 + 12%)") == []
    assert _refuted("Net: 120 × 35 = 4,900(about)") == []


# length_sums: a clock written after its date in a log is a time of day, no length to sum


def _log_history() -> list[dict[str, object]]:
    log = ("run,started,kg\nK-1,2031-04-08 05:40,12\nK-2,2031-04-08 08:50,12\nK-3,2031-04-08 12:10,11.5\n"
           "K-4,2031-04-08 19:25,12")
    return [
        {"role": "system", "content": "You are the kiln room's assistant. A firing runs 2 h 45 min."},
        {"role": "user", "content": "When did yesterday's firings end?"},
        {"role": "assistant", "content": "", "tool_calls": [["call_1", "get_kiln_log", "{\"date\": \"2031-04-08\"}"]]},
        {"role": "tool", "content": log, "tool_call_id": "call_1", "tool_name": "get_kiln_log"},
    ]


def _log_answer(second_end: str) -> str:
    return ("| Run | Started | Ended |\n|---|---|---|\n| K-1 | 05:40 | 08:25 |\n"
            f"| K-2 | 08:50 | {second_end} |\n| K-3 | 12:10 | 14:55 |\n| K-4 | 19:25 | 22:10 |")


def test_a_wrong_end_is_no_sum_of_two_logged_starts() -> None:
    # 08:50 + 12:10 read as m:ss lengths is 21:00: no excuse for a wrong end (11:35)
    verdict = check_answer(_log_answer("21:00"), _log_history(), resolve_gate({"profile": "default"}))
    assert "21:00" in [c.value for c in verdict.unsupported]


def test_the_right_end_passes() -> None:
    verdict = check_answer(_log_answer("11:35"), _log_history(), resolve_gate({"profile": "default"}))
    assert "11:35" not in [c.value for c in verdict.unsupported]


def test_a_track_list_is_still_summed() -> None:
    from evidence_audit.evidence.length_sums import _text_lists

    assert _text_lists("1. Intro 3:47\n2. Harbour 4:12\n3. Night 5:01") == [[227, 252, 301]]
    assert _text_lists("K-1,2031-04-08 05:40\nK-2,2031-04-08 08:50\nK-3,08.04.2031 12:10") == []
