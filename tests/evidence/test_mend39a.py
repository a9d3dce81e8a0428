"""(mend39a) review39's D1, D6-D9 and D13 narrowed: what each rule still reads, and what it now refuses.

- D1: a count the rules state as one tier of several is taken from a row only where the row's measure
  is in its bound, from a lead-in never (`stated_shifts.stated_tiers`, `shown_lengths.row_lengths`);
- D6: a step's length per item only in the shape `each <item> takes N` (`stated_shifts.pause_lengths`),
  and a row's start in a column of clock ranges only by a stated pause;
- D7: a date reached from today over midnight refused when the run knows another day near today;
- D8: a bare `+N =` only a stated day span or a multiple of one of a week or more;
- D9: a leap year only where the run states no year;
- D13: `shown_lengths.unit_minutes` reads a stem whole or with an ending, not another word glued on.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence.shown_lengths import tier_fits, unit_minutes
from evidence_audit.evidence.stated_shifts import pause_lengths, stated_tiers

from ._helpers import history, judged

CHEESE = ("You are the assistant of a dairy. Today is 2027-06-07 (Monday), 08:00.\n"
          "Rules:\n- Salting: blocks below 3 kg 10 hours, 3 to 8 kg 20 hours, above 8 kg 30 hours.\n")
BLOCKS = "block,weight_kg,into_salt\nB-1,2.2,2027-06-06 19:10\nB-2,9.5,2027-06-06 22:40\n"
HEAD = "| Block | kg | In | Hours | Out |\n|---|---|---|---|---|\n"


def _dairy(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, [{"role": "system", "content": CHEESE}, {"role": "user", "content": "When do they come out?"},
                           {"role": "tool", "content": BLOCKS}])


def test_the_tiers_a_rules_line_states_with_their_bounds() -> None:
    tiers = stated_tiers(CHEESE)
    assert tiers == {600: (None, Decimal(3)), 1200: (Decimal(3), Decimal(8)), 1800: (Decimal(8), None)}
    assert stated_tiers("- Soak 8 hours, steam 20 minutes.\n- Tastings last 1.5 hours.") == {}  # no bound: no tiers
    assert tier_fits((Decimal(8), None), [Decimal("9.5")]) and not tier_fits((Decimal(8), None), [Decimal("2.2")])


def test_a_row_in_its_own_tier_steps_its_clock_and_day() -> None:
    flags, how = _dairy(HEAD + "| B-1 | 2.2 | 6 Jun 19:10 | 10 | 7 Jun 05:10 |\n"
                               "| B-2 | 9.5 | 6 Jun 22:40 | 30 | 8 Jun 04:40 |\n")
    assert flags == set(), (flags, how)
    assert how["04:40"] == "stated-shift" and how["8 Jun"] == "midnight-step"


def test_a_row_given_another_tier_s_count_stays_flagged() -> None:
    # 2.2 kg is the 10-hour tier: 30 hours (above 8 kg) reach 8 Jun 01:10, an invention here
    flags, _ = _dairy(HEAD + "| B-1 | 2.2 | 6 Jun 19:10 | 30 | 8 Jun 01:10 |\n")
    assert {"01:10", "8 Jun"} <= flags


def test_a_tiered_count_in_a_lead_in_is_no_step() -> None:
    flags, _ = _dairy("Each block salts 30 hours:\n- B-1: in 6 Jun 19:10, out 8 Jun 01:10\n")
    assert {"01:10", "8 Jun"} <= flags


def test_a_length_per_item_in_its_own_shape_only() -> None:
    assert pause_lengths("- The auction opens at 04:30; each lot takes 6 minutes under the hammer.") == {6}
    assert pause_lengths("- Every crate takes about 4 minutes to weigh.") == {4}
    assert pause_lengths("- Each sample is cupped 30 minutes after roasting.") == set()
    assert pause_lengths("- The van takes 2 h 10 min for every load.") == set()
    assert pause_lengths("- Roasting takes 12 minutes per batch.") == set()
    assert pause_lengths("- A 20-minute changeover between batches.") == {20}


PRESS = {"date": "2027-03-04", "runs": [{"run": "A", "start": "06:00", "end": "07:30"}, {"run": "B"}]}


def _press(rule: str, start: str) -> set[str]:
    system = ("You are the assistant of an olive mill. Rules:\n"
              "- The press takes 500 kg an hour, with 10 minutes of washing between two runs.\n" + rule)
    answer = f"| Run | Pressing |\n|---|---|\n| A | 06:00–07:30 |\n| B | {start}–later |"
    return judged(answer, history(PRESS, system=system, user="When does run B press?"))[0]


@pytest.mark.parametrize(("rule", "start", "ok"), [
    ("- Oil settles 45 minutes after pressing.", "07:40", True),  # 07:30 + the pause
    ("- Oil settles 45 minutes after pressing.", "08:15", False),  # + the settling: no pause
    ("- Each jar is labelled 25 minutes after filling.", "07:55", False),
    ("- Oil settles 45 minutes after pressing.", "07:50", False),  # a digit off
])
def test_a_row_start_only_by_the_stated_pause(rule: str, start: str, ok: bool) -> None:
    assert (start not in _press(rule, start)) is ok


FERRY = ("You are the assistant of a ferry line. Today is 2027-08-02 (Monday), 06:00.\n"
         "Rules:\n- The crossing to Nuku takes 28 hours.\n")


@pytest.mark.parametrize(("record", "date", "ok"), [
    ({"ferry": "K-2", "departs": "2027-08-02T07:45"}, "3 August 2027", True),  # today's sailing
    ({"ferry": "K-2", "departs": "07:45", "date": "2027-08-04"}, "3 August 2027", False),  # counted from today
])
def test_a_date_over_midnight_from_today_only_when_no_other_day_is_the_record_s(record: dict[str, str], date: str, ok: bool) -> None:
    run = history(record, system=FERRY, user="When does it arrive?")
    assert (date not in judged(f"K-2 leaves 07:45; 28 hours → **{date}, 11:45**.", run)[0]) is ok


ORCHARD = "You are an orchard's assistant. Today is 2027-03-01 (Monday), 07:00."


def _orchard(question: str, answer: str) -> set[str]:
    return judged(answer, [{"role": "system", "content": ORCHARD}, {"role": "user", "content": question}])[0]


def test_a_bare_step_is_the_stated_span_or_a_multiple_of_it() -> None:
    ask = "We spray on 5 March, then every 3 weeks. When is the next?"
    assert _orchard(ask, "5 Mar + 21 days (3 weeks): +21 = 26 Mar. The next spray is on 26 March.") == set()
    assert "27 Mar" in _orchard(ask, "5 Mar + 21 days (3 weeks): +22 = 27 Mar. The next spray is on 27 March.")


def test_no_leap_day_in_a_stated_year_without_one() -> None:
    ask = "We prune on 1 February, then every 4 weeks. When next?"
    assert "29 February" in _orchard(ask, "Next pruning: 1 February + 28 days = 29 February.")
    assert _orchard(ask, "Next pruning: 1 February + 28 days = 1 March.") == set()


@pytest.mark.parametrize(("word", "minutes"), [
    ("Hours", 60), ("horas", 60), ("Stunden", 60), ("saatdır", 60), ("h", 60), ("minutes", 1), ("dəqiqə", 1),
    ("Hourly", 0), ("horario", 0), ("Stundenlohn", 0), ("Minutely", 0), ("kg", 0),
])
def test_an_hour_or_minute_word_whole_or_with_an_ending(word: str, minutes: int) -> None:
    assert unit_minutes(word) == minutes
