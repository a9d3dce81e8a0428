"""(round 36, silk36) A silk house's habits where a general rule refused them, in made-up runs of
other trades (a nursery's grafts, a hatchery's eggs).

A yearless date a span the system prompt states reaches from a date the run carries (`Sprouted: 6
June` for `grafts sprout 12 days after budding` and a record's `2026-05-25`): the `date-step` rule
tried the policy's spans alone only for a date written with its year, since a yearless one is read
in every year of the run (more chances); where the run's dates are all of one year it is read in
that year alone, with the chances of a date with its year (`word_dates.py`). Refusals: a day off,
a run whose dates are of two years, the `reference` profile.
"""

from __future__ import annotations

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, REFERENCE, flagged, history

NURSERY = ("You are the assistant of a fruit tree nursery. Today is 2026-09-14 (Monday), 08:00.\n"
           "Rules:\n- Grafts sprout 12 days after budding; the sprouts are staked 30 days after they sprout.\n")
GRAFTS = {"block": "B-17", "rows": 4, "budded": "2026-05-25", "rootstock": "M9"}


def nursery(answer: str, record: dict = GRAFTS, gate=DEFAULT) -> set[str]:
    return flagged(check_answer(answer, history(record, system=NURSERY, user="When did block B-17 sprout?"), gate))


def test_a_yearless_date_a_policy_span_reaches_from_a_carried_date() -> None:
    assert nursery("* **Budded:** 25 May\n* **Sprouted:** 6 June") == set()
    assert nursery("Block B-17 sprouted on June 6.") == set()


def test_a_day_off_the_policy_step_stays_flagged() -> None:
    assert nursery("* **Sprouted:** 7 June") == {"7 June"}
    assert nursery("Block B-17 sprouted on June 9.") == {"June 9"}


def test_a_run_of_two_years_keeps_the_yearless_date_flagged() -> None:
    # the run's dates of two years: the yearless date is read in each, more chances, as before
    record = dict(GRAFTS, last_season="2025-05-20")
    assert nursery("* **Sprouted:** 6 June", record) == {"6 June"}


def test_the_reference_profile_is_unchanged() -> None:
    # no date in words is judged in `reference`: the step and a day off it alike
    assert nursery("* **Sprouted:** 6 June", gate=REFERENCE) == nursery("* **Sprouted:** 7 June", gate=REFERENCE) == set()


# --- a date shifted by days written in the answer's language ---------------------------------------

SHOP = "You are the assistant of a carpet shop. Today is 2026-12-18 (Friday), 09:30.\n"
INVOICE = "HISOB-FAKTURA HF-1207   07.12.2026\nJAMI, so'm      4 180 000\nTo'lov muddati: 14 kun"


def shop(answer: str, gate=DEFAULT) -> set[str]:
    return flagged(check_answer(answer, history(INVOICE, system=SHOP, user="Qachongacha to'lash kerak?"), gate))


def test_a_dated_step_by_days_in_a_turkic_language_is_a_date_shift() -> None:
    # Uzbek `kun`, Turkish `gün`: the day in the answer's language, as `14 days`, `14 dana` were
    assert shop("07.12.2026 + 14 kun = 21.12.2026.") == set()
    assert shop("07.12.2026 + 2 hafta = 21.12.2026.") == set()
    assert shop("07.12.2026 + 14 gün = 21.12.2026.") == set()


def test_a_day_off_the_turkic_step_stays_flagged() -> None:
    assert shop("07.12.2026 + 14 kun = 22.12.2026.") == {"22.12.2026"}
    assert shop("07.12.2026 + 14 kun = 21.11.2026.") == {"21.11.2026"}
    assert shop("07.12.2026 + 14 kun = 21.12.2026.", gate=REFERENCE) == {"21.12.2026"}
