"""(review41) Repros of round 41's excuses wider than their docstrings: each asserts the invented
value stays flagged (or the honest value passes); they fail on int41 (d7594d99) until the rule is narrowed.
(mend41a) D1, D2 and D9 only: the other menders own the others."""

from __future__ import annotations

from ._helpers import flagged, judged, history, verdict

# D1 listed_steps: any duration a list line writes is a step, unread from the run (a wrong count under
# the digit minimum: `Transit 21 hours` for the result's 31) or counted back (`45 min before`)
SHIP = {"parcel": "PX-88", "picked_up": "2026-02-09 10:30", "transit_hours": 31, "delivered": "2026-02-10 17:30"}


def test_listed_steps_never_a_duration_the_run_does_not_carry() -> None:
    v = verdict("1. Picked up 9 February 10:30\n2. Transit 21 hours\n3. Delivered **07:30**", SHIP)
    assert "07:30" in flagged(v)


def test_listed_steps_honest_arrival_still_passes() -> None:
    v = verdict("1. Picked up 9 February 10:30\n2. Transit 31 hours\n3. Delivered **17:30**", SHIP)
    assert "17:30" not in flagged(v)


FL = {"flight": "LH 400", "departs": "10:30", "arrives": "18:55", "gate": "B44"}


def test_listed_steps_never_a_duration_counted_back() -> None:
    v = verdict("Your flight:\n- LH 400 departs 10:30\n- Check-in closes 45 min before departure\n- Lands 11:15", FL)
    assert "11:15" in flagged(v)


# D9 hour_steps.plus_sums reads the date's whole line before it (`answer[line:at]`, no bound): per
# date on a long line, the durations of all of it (main: 0.08 s, int41: 7 s for 200 dates).
# (mend41a) counted as work: the text each call reads, not a time on a loaded machine
def test_plus_sums_reads_a_bounded_stretch(monkeypatch) -> None:
    from datetime import date

    from evidence_audit.evidence import hour_steps

    read: list[int] = []
    real = hour_steps.plus_sums

    def counting(text: str) -> set[int]:
        read.append(len(text))
        return real(text)

    monkeypatch.setattr(hour_steps, "plus_sums", counting)
    answer = "09:00 " + "5 h + " * 2000 + "".join(f" 10:30 on {1 + k % 28} March 2026" for k in range(200))
    for k in range(200):
        at = answer.find(f" on {1 + k % 28} March 2026") + 4
        hour_steps.shown_hour_step(answer, at, at + len(f"{1 + k % 28} March 2026"), date(2026, 3, 1 + k % 28), lambda a, b: [])
    assert read and max(read) <= hour_steps.MAX_LINE_BEFORE


# D2 word_dates' person-date tier (census41): the span the date's line writes is the answer's own,
# unread from the run: a wrong count (`5 days` for the result's lead time 7) then a date that follows it
SHIPPING = {"order": "SO-118", "lead_time_days": 7, "ships": "2026-04-20", "delivery": "2026-04-27"}


def test_person_date_step_never_by_a_span_the_run_does_not_carry() -> None:
    v = verdict("- Delivery: 5 days → 25 April", SHIPPING,
                user="It ships on 20 April, when does it arrive? today is 2026-04-13")
    assert "25 April" in flagged(v)


def test_person_date_step_honest_span_still_passes() -> None:
    v = verdict("- Delivery: 7 days → 27 April", SHIPPING,
                user="It ships on 20 April, when does it arrive? today is 2026-04-13")
    assert "27 April" not in flagged(v)
