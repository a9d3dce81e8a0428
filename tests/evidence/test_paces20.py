"""Round 20 (paces20): `span-pace` (`span_paces.py`), an amount over a span of days or weeks the
conversation states, or a pace carried over another span.

A budget left (a record's budget less its spend) over the days left a label states; a carried
total over the days an earlier answer counted, carried over the 30 days of the month; a term's
price per week over the weeks a result states. Each with its refusals: a digit mutated, a span
off by one day where the other is written, a value one digit off a carried number, a one-digit
neighbour the same search reaches from another amount, a value no period names and no span its
line states, the reference profile."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.span_paces import spans_in

from ._helpers import DEFAULT, REFERENCE, history, judged

BUDGET = {"project": "PRJ-7", "budget": 12000.0, "spent": 4310.55, "as_of": "2026-11-11", "currency": "USD"}
PACE = "Left: $7,689.45. Days left (Nov 12–30): 19. Even pace: $404.71/day."


def _pace_run(*extra: object) -> list[dict]:
    return history(BUDGET, *extra, user="How much can we spend per day for the rest of November?")


def test_an_amount_left_over_the_days_a_label_states_is_a_pace() -> None:
    flags, computed = judged(PACE, _pace_run())
    assert "404.71" not in flags, flags
    assert computed["404.71"] == "span-pace", computed


def test_the_span_is_read_from_a_label_a_row_or_a_count_of_days() -> None:
    text = "Left: $7,689.45. Days left (Nov 12–30): 19. | Days left (Dec 3–31) | 29 |, over 16-week terms"
    found = {(c, u) for c, u, _ in spans_in(text, 0, len(text), "x")}
    assert found == {(19, "day"), (29, "day"), (16, "week")}, found
    assert spans_in("a day, 1 day, 12.5 days", 0, 23, "x") == []


@pytest.mark.parametrize("wrong", ["$404.81/day", "$414.71/day", "$404.72/day"])
def test_a_pace_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, computed = judged(PACE.replace("$404.71/day", wrong), _pace_run())
    assert wrong[1:].split("/")[0] in flags, (wrong, flags)
    assert computed.get(wrong[1:].split("/")[0]) != "span-pace"


def test_a_span_off_by_one_day_where_the_other_is_written_stays_flagged() -> None:
    # $7,689.45 over 20 days is $384.47, but the answer states 19
    flags, computed = judged(PACE.replace("$404.71/day", "$384.47/day"), _pace_run())
    assert "384.47" in flags, (flags, computed)


def test_a_pace_one_digit_off_a_carried_number_stays_flagged() -> None:
    run = _pace_run({"project": "PRJ-7", "daily_cap": 404.21})
    flags, computed = judged(PACE, run)
    assert "404.71" in flags, (flags, computed)


def test_a_neighbour_reached_from_another_amount_is_refused() -> None:
    # 405.71 x 19 = 7,708.49: another record's amount reaches a one-digit neighbour over the same span
    run = _pace_run({"project": "PRJ-9", "forecast": 7708.49})
    flags, computed = judged(PACE, run)
    assert "404.71" in flags, (flags, computed)


PROJECT = "At that pace the 30 days of the month come to about $11,208.00."
MONTH_TO_DATE = {"account": "ACC-3", "month": "2026-11", "spent_to_date": 5230.40, "currency": "USD"}


def _projection_run() -> list[dict]:
    return history(MONTH_TO_DATE, user="Where will November land?",
                   answers=("November so far: $5,230.40 over 14 days.",))


def test_a_pace_carried_over_the_span_its_line_states_is_a_projection() -> None:
    flags, computed = judged(PROJECT, _projection_run())
    assert "11208" not in flags, flags
    assert computed["11208"] == "span-pace", computed


@pytest.mark.parametrize("wrong", ["$11,218.00", "$11,208.50", "$12,208.00"])
def test_a_projection_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(PROJECT.replace("$11,208.00", wrong), _projection_run())
    assert any(f.startswith(wrong[1:].replace(",", "").rstrip("0").rstrip(".")) for f in flags), (wrong, flags)


def test_a_value_with_no_period_and_no_span_on_its_line_is_no_projection() -> None:
    flags, computed = judged("That leaves about $11,208.00.", _projection_run())
    assert "11208" in flags and "11208" not in computed, (flags, computed)


TERM = "RESIDENCE RATES (per term, 16 weeks)\n  Double room ........ $3,264.00\n  Single room ........ $4,080.00\n"


def test_a_term_price_per_week_over_the_weeks_a_result_states() -> None:
    run = history(TERM, user="What is the double per week?")
    flags, computed = judged("The double room is $204.00 a week.", run)
    # (round 32) a short reply's share of the latest result (`wide._latest_divided`, `split`) is tried
    # before the late `span-pace`: the same quotient, found first
    assert "204" not in flags and computed["204"] in ("span-pace", "split"), (flags, computed)
    flags, _ = judged("The double room is $214.00 a week.", run)
    assert "214" in flags, flags


def test_the_reference_profile_keeps_the_pace_flagged() -> None:
    flags, computed = judged(PACE, _pace_run(), REFERENCE)
    assert "404.71" in flags and not computed, (flags, computed)
    assert DEFAULT is not REFERENCE


RANGED = "Left: $7,689.45 for Nov 12–30, so $404.71 a day."


def test_a_date_range_on_its_line_is_read_both_ways_and_the_expression_says_which() -> None:
    flags, computed = judged(RANGED, _pace_run())
    assert "404.71" not in flags and computed["404.71"] == "span-pace", (flags, computed)
    from evidence_audit.evidence import check_answer
    [found] = [c for c in check_answer(RANGED, _pace_run(), DEFAULT).computed if c.value == "404.71"]
    assert "both ends included" in str(found.operands) or "both ends included" in repr(found), found
    # the last day not counted: 18 days
    flags, computed = judged(RANGED.replace("$404.71", "$427.19"), _pace_run())
    assert "427.19" not in flags, (flags, computed)


def test_a_span_a_day_off_both_readings_of_the_range_stays_flagged() -> None:
    # 20 days is neither Nov 12 to 30 (18) nor Nov 12 through 30 (19)
    flags, _ = judged(RANGED.replace("$404.71", "$384.47"), _pace_run())
    assert "384.47" in flags, flags


def test_calendar_spans_are_the_months_a_line_names_not_words_that_start_like_one() -> None:
    # (round 21) the shared month reading (`prorations.months_named`): a capitalized name or its
    # abbreviation, February by the year written; `market`, `decimal`, `separately`, `may` name none
    from evidence_audit.evidence.span_paces import _calendar_spans

    assert _calendar_spans("the market moved, a decimal paid separately, you may junk it") == []
    assert [d for d, _, _ in _calendar_spans("Nov and Q4")] == [30, 92]
    assert [d for d, _, _ in _calendar_spans("in February 2024")] == [29]
    assert sorted(d for d, _, _ in _calendar_spans("in Feb")) == [28, 29]
