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


def test_a_step_from_a_range_to_a_date_in_words_passes_and_a_day_off_is_flagged() -> None:
    flags, comp = _flags("Throwing takes 3 days (April 14–16), then 2 days of drying: ready 18 April 2027.")
    assert "18 April 2027" not in flags and comp.get("18 April 2027") == "date-step"
    for line in ("Throwing takes 3 days (April 14–16), then 2 days of drying: ready 19 April 2027.",
                 "Throwing takes 3 days (April 14–17), then 2 days of drying: ready 19 April 2027."):
        flags, _ = _flags(line)
        assert "19 April 2027" in flags, line


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


# --- a total said rounded after an approximation sign (computed/narrow.py, series_sums.rounded_from) ---

GRAIN = {"contract": "C-2025-014", "tonnes": 120.0, "price": 248.50, "spot": 236.10, "delivered_t": 146.83}
SALE = ("C-2025-014 takes 120.0 t @ $248.50 = $29,820.00. Remaining 26.83 t at spot $236.10 = $6,334.56. ")


def test_rounds_to_takes_half_up_at_the_written_places() -> None:
    from decimal import Decimal

    from evidence_audit.evidence.series_sums import rounded_from

    assert rounded_from(Decimal("36154.56"), Decimal("36155"), 0)
    assert rounded_from(Decimal("36154.56"), Decimal("36154.6"), 1)
    assert not rounded_from(Decimal("36154.56"), Decimal("36156"), 0)
    assert not rounded_from(Decimal("36154.56"), Decimal("36154"), 0)  # cut, not rounded
    assert not rounded_from(Decimal("36155"), Decimal("36155"), 0)  # exact: no rounding
    assert not rounded_from(Decimal("36154.5"), Decimal("36154.5"), 1)


def test_a_total_after_an_approximation_sign_rounded_from_the_sum_passes() -> None:
    for tail, value in (("Total ≈ $36,155.", "36155"), ("Total ≈ $36,154.6.", "36154.6"), ("Total about $36,155.", "36155")):
        flags, comp = judged(SALE + tail, history(GRAIN, user="What do we get?"))
        assert value not in flags and comp.get(value) == "series", tail


def test_a_rounded_total_off_or_with_no_approximation_sign_stays_flagged() -> None:
    for tail, value in (("Total ≈ $36,156.", "36156"), ("Total ≈ $36,154.5.", "36154.5"), ("Total ≈ $36,165.", "36165"),
                        ("Total $36,155.", "36155")):
        flags, _ = judged(SALE + tail, history(GRAIN, user="What do we get?"))
        assert value in flags, tail


def test_a_rounded_run_total_after_a_tilde_passes_and_one_off_is_flagged() -> None:
    lines = {"lots": [{"lot": "A", "kg": 412.35}, {"lot": "B", "kg": 388.48}, {"lot": "C", "kg": 440.27}]}
    flags, comp = judged("Lot A 412.35 kg, lot B 388.48 kg, lot C 440.27 kg: ~1,241 kg in all.", history(lines))
    assert "1241" not in flags and comp.get("1241") in ("total", "series")
    flags, _ = judged("Lot A 412.35 kg, lot B 388.48 kg, lot C 440.27 kg: ~1,242 kg in all.", history(lines))
    assert "1242" in flags
