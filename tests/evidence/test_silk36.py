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


TEN_DAYS = NURSERY.replace("12 days after budding", "10 days after budding").replace("30 days after", "28 days after")


def test_a_yearless_date_steps_from_the_yearless_date_explained_just_before_it() -> None:
    # 12 March + 10 = 22 March, then 22 March + 28 = 19 April; 12 March + 28 = 9 April, one digit
    # off 19 April, is no rival: the base is the date the list explained just before it
    hist = history(dict(GRAFTS, budded="2026-03-12"), system=TEN_DAYS, user="When did block B-17 sprout and when was it staked?")
    assert flagged(check_answer("* **Sprouted:** 22 March\n* **Staked:** 19 April", hist, DEFAULT)) == set()
    assert flagged(check_answer("* **Sprouted:** 22 March\n* **Staked:** 20 April", hist, DEFAULT)) == {"20 April"}
    # the span stepped from the budding, not the sprouting, is the slip it catches
    assert flagged(check_answer("* **Sprouted:** 22 March\n* **Staked:** 9 April", hist, DEFAULT)) == {"9 April"}


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


# --- a list item ending in a date in words is no quote of its day ------------------------------------

HATCHERY = ("You are the assistant of a duck hatchery. Today is 2026-06-20 (Saturday), 08:00.\n"
            "Rules:\n- Eggs hatch 28 days after they are set.\n")
TRAY = {"tray": "T-31", "eggs": 240, "set_on": "2026-05-04", "fertile": 212, "weight_kg": 17}


def hatchery(answer: str) -> set[str]:
    return flagged(check_answer(answer, history(TRAY, system=HATCHERY, user="Tray T-31?"), DEFAULT))


def test_a_date_item_of_a_list_of_quotes_is_judged_as_a_date() -> None:
    # the list's other items quote carried numbers; `1 June` is a date (4 May + 28 days), not a quote of 1
    assert hatchery("* **Eggs:** 240\n* **Fertile:** 212\n* **Weight:** 17 kg\n* **Hatching:** 1 June") == set()


def test_the_odd_quote_and_a_wrong_date_stay_flagged() -> None:
    assert hatchery("* **Eggs:** 240\n* **Fertile:** 212\n* **Weight:** 71 kg\n* **Hatching:** 1 June") == {"71"}
    assert hatchery("* **Eggs:** 240\n* **Fertile:** 212\n* **Weight:** 17 kg\n* **Hatching:** 2 June") == {"2 June"}


# --- a total of worked lines, one line's written result refuted by its own expression ----------------

BOATS = "You are the assistant of a lake boat hire. Rules: adults 45,000 a ride, children 25,000 a ride.\n"
RIDE = {"booking": "B-0917", "adults": 6, "children": 4, "slot": "11:00"}
WORKED = "1. Adults: 6 × 45,000 = 270,000\n2. Children: 4 × 25,000 = 110,000\n3. Total: **{total}**"


def boats(answer: str, gate=DEFAULT) -> set[str]:
    return flagged(check_answer(answer, history(RIDE, system=BOATS, user="What does B-0917 pay?"), gate))


def test_a_total_counts_a_refuted_line_at_its_own_expression() -> None:
    # 4 × 25,000 is 100,000, not the 110,000 written (flagged); the total adds what the lines compute
    assert boats(WORKED.format(total="370,000")) == {"110000"}


def test_a_total_off_the_lines_expressions_stays_flagged() -> None:
    assert boats(WORKED.format(total="371,000")) == {"110000", "371000"}
    assert boats(WORKED.format(total="380,000")) == {"110000", "380000"}  # the written lines' sum: of a wrong line
    assert boats(WORKED.format(total="370,000"), gate=REFERENCE) >= {"370000"}


# --- a date a clock plus hours reaches over midnight ---------------------------------------------------

BAKERY = "You are the assistant of a bakery. Today is 2027-03-04 (Thursday), 16:00.\n"
DOUGH = {"batch": "SD-0304", "mixed": "2027-03-04 21:30", "proof_hours": 10}


def bakery(answer: str, gate=DEFAULT) -> set[str]:
    return flagged(check_answer(answer, history(DOUGH, system=BAKERY, user="When is SD-0304 ready?"), gate))


def test_a_date_a_clock_plus_hours_reaches_over_midnight() -> None:
    assert bakery("<think>\n21:30 + 10 h = 5 Mar 07:30.\n</think>\n\nReady at 07:30.") == set()
    assert bakery("Mixed at 21:30; 21:30 + 34 hours = 6 Mar 07:30.") == set()


def test_a_day_or_a_clock_off_the_hours_stays_flagged() -> None:
    assert "6 Mar" in bakery("<think>\n21:30 + 10 h = 6 Mar 07:30.\n</think>\n\nReady at 07:30.")
    assert "5 Mar" in bakery("<think>\n21:30 + 10 h = 5 Mar 08:30.\n</think>\n\nReady at 08:30.")
    assert "5 Mar" in bakery("<think>\n21:30 + 2 h = 5 Mar 23:30.\n</think>\n\nReady.")  # no midnight crossed
