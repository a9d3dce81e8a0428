"""range45: a date stepped from the end of a range of days the answer writes with its count before
it (`3 gün (14–16 aprel), soňra 2 gün → 18.04.2027`, range_steps.py), the range starting on the day
after the stated today or on a day a result carries; and a total written after an approximation
sign, the exact value an earlier step of the answer computed, rounded to whole units; each with its
refusals. Made-up runs (none of the corpus's texts)."""

from __future__ import annotations

from datetime import date

from evidence_audit.evidence.range_steps import range_end_step

from ._helpers import history, judged

WORKSHOP = ("You are the desk of a pottery workshop. Today is 2027-04-13 (Tuesday), 09:30.\n"
            "Rules:\n- Throwing a pot takes 3 hours; the workshop works 8 hours a day; a pot then dries for 2 days.")
ORDER = {"order": "PT-7", "pots": 8}
KILN = {"kiln": "K2", "free_from": "2027-05-03", "firing_days": 2}


def _flags(answer: str, *results: object) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(*(results or (ORDER,)), system=WORKSHOP, user="When is it ready if we start tomorrow?"))


def test_a_step_from_a_range_that_starts_the_day_after_today_passes() -> None:
    flags, comp = _flags("Gaplar 8 × 3 sagat = 24 sagat → **3 gün** (14–16 aprel), soňra 2 gün guratmak → **18.04.2027**.")
    assert "18.04.2027" not in flags and comp.get("18.04.2027") == "date-step"
    flags, comp = _flags("Throwing takes 3 days (April 14–16), then 2 days of drying: ready 2027-04-18.")
    assert "2027-04-18" not in flags and comp.get("2027-04-18") == "date-step"


def test_a_step_from_a_range_that_starts_on_a_carried_day_passes() -> None:
    flags, comp = _flags("Firing takes 2 days (May 3–4), then 7 days cooling → 2027-05-11.", KILN)
    assert "2027-05-11" not in flags and comp.get("2027-05-11") == "date-step"


def test_a_range_whose_end_does_not_follow_from_its_count_stays_flagged() -> None:
    for line in ("**3 gün** (14–17 aprel), soňra 2 gün guratmak → **19.04.2027**.",
                 "**4 gün** (14–16 aprel), soňra 2 gün guratmak → **18.04.2027**."):
        flags, _ = _flags(line)
        assert any(v in flags for v in ("19.04.2027", "18.04.2027")), line


def test_a_step_a_day_off_or_of_no_written_count_or_from_an_unknown_start_stays_flagged() -> None:
    for line, value in (("**3 gün** (14–16 aprel), soňra 2 gün guratmak → **19.04.2027**.", "19.04.2027"),
                        ("**3 gün** (14–16 aprel), soňra guratmak → **18.04.2027**.", "18.04.2027"),
                        ("**3 gün** (15–17 aprel), soňra 1 gün guratmak → **18.04.2027**.", "18.04.2027"),
                        ("Throwing takes 3 days (April 14–16), then 3 days of drying: ready 2027-04-18.", "2027-04-18")):
        flags, _ = _flags(line)
        assert value in flags, line


def test_range_end_step_reads_the_links() -> None:
    text = "**3 gün** (14–16 aprel), soňra 2 gün → 18.04.2027"
    at = text.index("18.04")
    step = range_end_step(text, at, "18.04.2027", date(2027, 4, 18), lambda iso: False, date(2027, 4, 13))
    assert step is not None and "2027-04-16 + 2 days" in step.expression
    # no month's name: no range read; a count not right before the range: none either
    assert range_end_step("**3 gün** (14–16), soňra 2 gün → 18.04.2027", at - 6, "18.04.2027", date(2027, 4, 18),
                          lambda iso: False, date(2027, 4, 13)) is None
    far = "3 gün ishlenyar we beyleki (14–16 aprel), soňra 2 gün → 18.04.2027"
    assert range_end_step(far, far.index("18.04"), "18.04.2027", date(2027, 4, 18), lambda iso: False, date(2027, 4, 13)) is None
    # the stated today unknown: the day after it is no base
    assert range_end_step(text, at, "18.04.2027", date(2027, 4, 18), lambda iso: False, None) is None
