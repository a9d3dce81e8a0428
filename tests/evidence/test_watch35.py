"""Watch35: a date stepped from the one base the answer shows (`basis._shown_step`).

`date-step` (date_steps.find_step) tries every date the run knows as a base and refuses a date one
digit apart from a known date or from another base's step: it may be a slip. A shop that stores a
finished item free for 30 days answers `Ready since 2026-10-12. Storage from 2026-11-11` while the
record carries a reminder of `2026-11-12`; a repair queue's table writes `| T-4302 | ... | 2026-10-05
| 2026-11-04 |` under `Ready (drop-off + 21 d)`, the next row's drop-off `2026-10-02` one digit from
it. Both were refused, on a watch repair workshop (seven dates). Now a date is also tried from the
one base the answer shows: the date written just before it (its sentence, the one before, its
row), resolved or computed; in a table, the dates of the one record of the latest result its row
names by a cell (`row_records.py`), by the span whose count the column's header writes. Told in a
bicycle workshop's words, with its refusals:

- a date one day off the step stays flagged;
- a step from a base the answer does not write (no table) keeps the full search's refusal;
- the shown base reaching a one-digit neighbour by another stated span refuses it;
- a row that names no record, or two, gives no base;
- the `reference` profile computes nothing.
"""

from __future__ import annotations

import json
from typing import Any

from ._helpers import REFERENCE, judged

SYSTEM = ("You are the counter assistant of a bicycle workshop. Today is 2026-12-08.\n"
          "Rules:\n- A repaired bike is kept free for 30 days after its ready date; then 200 a day.\n"
          "- A tune-up costs 2,400.")
TICKET = {"ticket": "B-118", "bike": "Gazelle Ultimate", "ready_since": "2026-10-12",
          "reminders": ["2026-10-12", "2026-11-12"], "balance_due": 2400}


def _run(ticket: dict[str, Any] = TICKET) -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": "b-118 still here?"},
        {"role": "tool", "content": json.dumps(ticket)},
    ]


def test_a_step_from_a_shown_base_is_computed_beside_a_known_neighbour() -> None:
    flags, computed = judged("Ready since 2026-10-12. Storage from 2026-11-11: 27 days × 200 = 5,400.", _run())
    assert "2026-11-11" not in flags
    assert computed["2026-11-11"] == "date-step"


def test_a_day_off_the_step_stays_flagged() -> None:
    flags, _ = judged("Ready since 2026-10-12. Storage from 2026-11-10: 28 days × 200 = 5,600.", _run())
    assert "2026-11-10" in flags


def test_a_base_not_written_keeps_the_neighbour_refusal() -> None:
    flags, _ = judged("Storage from 2026-11-11: 27 days × 200 = 5,400.", _run())
    assert "2026-11-11" in flags


def test_the_shown_base_reaching_a_neighbour_by_another_span_refuses() -> None:
    # a second reminder 40 days after the ready date: 2026-10-12 + 40 is 2026-11-21, one digit off
    system = SYSTEM + "\n- A second reminder goes out 40 days after the ready date."
    run = _run()
    run[0] = {"role": "system", "content": system}
    flags, _ = judged("Ready since 2026-10-12. Storage from 2026-11-11: 27 days × 200 = 5,400.", run)
    assert "2026-11-11" in flags


QUEUE = ("ticket,bike,job,dropped_off,status\n"
         "B-201,Gazelle Ultimate,overhaul,2026-09-14,ready\n"
         "B-214,Cube Kathmandu,overhaul,2026-10-02,ready\n"
         "B-230,Trek FX 3,overhaul,2026-10-20,ready\n")
QUEUE_SYSTEM = ("You are the counter assistant of a bicycle workshop. Today is 2026-12-08.\n"
                "Rules:\n- An overhaul is ready 21 days after drop-off.\n"
                "- A bike not collected 30 days after its ready date pays 200 a day.")


def _queue_run() -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": QUEUE_SYSTEM},
        {"role": "user", "content": "When is each overhaul ready, and when does storage start?"},
        {"role": "tool", "content": QUEUE},
    ]


def _table(rows: list[str]) -> str:
    return "| Ticket | Bike | Ready (drop-off + 21 d) | Storage after |\n|---|---|---|---|\n" + "\n".join(rows)


def test_a_row_steps_from_the_record_it_names_then_from_its_own_cell() -> None:
    flags, computed = judged(_table(["| B-201 | Gazelle Ultimate | 2026-10-05 | 2026-11-04 |",
                                     "| B-214 | Cube Kathmandu | 2026-10-23 | 2026-11-22 |"]), _queue_run())
    assert not {"2026-10-05", "2026-11-04", "2026-10-23", "2026-11-22"} & flags
    assert computed["2026-10-05"] == "date-step"
    assert computed["2026-10-23"] == "date-step"


def test_a_row_a_day_off_stays_flagged() -> None:
    flags, _ = judged(_table(["| B-201 | Gazelle Ultimate | 2026-10-06 | 2026-11-05 |"]), _queue_run())
    assert "2026-10-06" in flags


def test_a_row_that_names_no_record_or_two_gives_no_base() -> None:
    flags, _ = judged(_table(["| overhaul | - | 2026-10-05 | - |"]), _queue_run())
    assert "2026-10-05" in flags
    flags, _ = judged(_table(["| B-201 | Cube Kathmandu | 2026-10-05 | - |"]), _queue_run())
    assert "2026-10-05" in flags


def test_the_reference_profile_computes_nothing() -> None:
    flags, _ = judged("Ready since 2026-10-12. Storage from 2026-11-11: 27 days × 200 = 5,400.", _run(), REFERENCE)
    assert "2026-11-11" in flags
    flags, _ = judged(_table(["| B-201 | Gazelle Ultimate | 2026-10-05 | 2026-11-04 |"]), _queue_run(), REFERENCE)
    assert "2026-10-05" in flags


# (watch35) a short reply converts an amount the rules state, named by the question, at the latest
# result's rate (`wide._stated_converted`, `asked_factors.amounts_for`)
KAYAK_SYSTEM = ("You are the desk assistant of a kayak rental on a fjord. Today is 2026-12-08.\n"
                "Rules (prices in ISK):\n- Half-day kayak: 9,900 ISK.\n- Full-day kayak: 14,500 ISK.\n"
                "- Dry suit hire: 2,400 ISK.\n- EUR and USD at the day's rate (get_rate).")
RATES = {"date": "2026-12-08", "eur_isk": 146.2, "usd_isk": 134.9}


def _kayak_run(turns: list[tuple[str, str]], question: str) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": KAYAK_SYSTEM},
        {"role": "user", "content": "eur rate?"},
        {"role": "tool", "content": json.dumps(RATES)},
        {"role": "assistant", "content": "146.2 ISK."},
    ]
    for asked, answered in turns:
        messages += [{"role": "user", "content": asked}, {"role": "assistant", "content": answered}]
    messages.append({"role": "user", "content": question})
    return messages


def test_a_stated_price_the_question_names_is_converted_at_the_latest_rate() -> None:
    flags, computed = judged("€16.42.", _kayak_run([], "dry suit in eur?"))
    assert "16.42" not in flags
    assert computed["16.42"] == "record"
    flags, computed = judged("€99.18.", _kayak_run([], "full-day?"))
    assert computed.get("99.18") == "record"


def test_the_previous_answers_amount_at_another_rate() -> None:
    flags, computed = judged("$107.49.", _kayak_run([("full-day?", "€99.18.")], "in usd?"))
    assert "107.49" not in flags
    assert computed["107.49"] == "record"


def test_a_conversion_a_digit_off_or_unnamed_stays_flagged() -> None:
    flags, _ = judged("€16.43.", _kayak_run([], "dry suit in eur?"))
    assert "16.43" in flags
    # the question names no stated line and the previous answer converted nothing
    flags, _ = judged("€16.42.", _kayak_run([], "and in eur?"))
    assert "16.42" in flags


def test_the_reference_profile_converts_nothing() -> None:
    flags, _ = judged("€16.42.", _kayak_run([], "dry suit in eur?"), REFERENCE)
    assert "16.42" in flags


# (watch35) an end clock pushed past a pause the run writes as a range (`paused_ends.py`)
KITCHEN = {"date": "2026-12-08", "station": "pastry", "free_from": "10:50", "break": "12:30-13:00"}


def _kitchen_run(turns: tuple[tuple[str, str], ...] = ()) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are the planning assistant of a catering kitchen."},
        {"role": "user", "content": "When is the pastry station done with the order?"},
        {"role": "tool", "content": json.dumps(KITCHEN)},
    ]
    for asked, answered in turns:
        messages += [{"role": "assistant", "content": answered}, {"role": "user", "content": asked}]
    return messages


PAUSED = ("That is 150 minutes of work. From 10:50 it would end at 13:20, but the station stops from "
          "12:30 to 13:00, so the order is done at {end}.")


def test_an_end_pushed_past_a_pause_is_computed() -> None:
    flags, computed = judged(PAUSED.format(end="13:50"), _kitchen_run())
    assert "13:50" not in flags
    assert computed["13:50"] == "end-time"


def test_a_later_reply_names_the_pause_only() -> None:
    run = _kitchen_run((("And without the glazing?", PAUSED.format(end="13:50")),))
    flags, computed = judged("120 minutes: 12:50 plus the break, so 13:20.", run)
    assert "13:20" not in flags
    assert computed["13:20"] == "end-time"


def test_a_pause_a_digit_off_or_not_reached_stays_flagged() -> None:
    flags, _ = judged(PAUSED.format(end="13:51"), _kitchen_run())
    assert "13:51" in flags
    # the work ends before the pause starts: no pause to add
    flags, _ = judged("That is 80 minutes of work. From 10:50 it would end at 12:10; the station stops "
                      "from 12:30 to 13:00, so the order is done at 12:40.", _kitchen_run())
    assert "12:40" in flags


def test_the_reference_profile_adds_no_pause() -> None:
    flags, _ = judged(PAUSED.format(end="13:50"), _kitchen_run(), REFERENCE)
    assert "13:50" in flags


# (watch35) the `1` of a quote written `97,85 lekë për 1 euro` (`respellings.is_rate_unit`)
def _rated_run() -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": "You are the counter assistant of a tailor in Durrës."},
        {"role": "user", "content": "Sa është në euro?"},
        {"role": "tool", "content": json.dumps(RATES)},
    ]


def test_the_one_of_a_quote_its_other_side_before_it_is_no_value() -> None:
    flags, _ = judged("Me kursin e sotëm 146,2 ISK për 1 euro.", _rated_run())
    assert "1" not in flags
    flags, _ = judged("At today's rate, 146.2 ISK for 1 euro.", _rated_run())
    assert "1" not in flags


def test_a_one_euro_of_its_own_stays_judged() -> None:
    flags, _ = judged("Me kursin e sotëm 146,2 ISK për 1 euro. Bakshish: 1 euro.", _rated_run())
    assert "1" in flags
    flags, _ = judged("You owe 1 euro.", _rated_run())
    assert "1" in flags
