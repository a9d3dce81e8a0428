"""Round 30 (spell30): a carried value written another way. A day-first date with spaces after its
dots (`11. 1. 2027.`), a clock with a dot or without a colon beside a clock the run knows or after
another language's clock word (`13.05, dabar 16.20`, `0740–1805`, `kl. 13.05`), an hour a result's
column carries written as a clock (`10:00` for `hour,occupied` / `10,388`), a `/unit` suffix with
its power (`60.33/m3`). Each reading with its refusals: a day or a minute off, an amount, an hour no
row carries, a year stay flagged."""

from __future__ import annotations

import json
from datetime import date

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.extract import locate
from evidence_audit.evidence.clock_forms import clock_partners, colonless_clock, world_cued
from evidence_audit.evidence.hour_cells import carried_hours
from evidence_audit.evidence.spaced_dates import respaced_dates, spaced_dates

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})


def tool(payload) -> dict:
    content = payload if isinstance(payload, str) else json.dumps(payload)
    return {"role": "tool", "tool_call_id": "c1", "tool_name": "lookup", "content": content}


def verdict(answer: str, payload, gate=DEFAULT, system: str | None = None):
    history = ([{"role": "system", "content": system}] if system else []) + [tool(payload)]
    return check_answer(answer, history, gate)


def flagged(answer: str, payload, gate=DEFAULT, system: str | None = None) -> list[str]:
    return [c.value for c in verdict(answer, payload, gate, system).unsupported]


def computed(answer: str, payload, gate=DEFAULT, system: str | None = None) -> list[str]:
    return [c.value for c in (verdict(answer, payload, gate, system).computed or ())]


# --- spaced day-first dates ---------------------------------------------------------------------


def test_spaced_dates_read_day_first_with_or_without_the_final_dot() -> None:
    assert spaced_dates("је **11. 1. 2027.**") == [(5, 16, date(2027, 1, 11))]
    assert [d for _, _, d in spaced_dates("rok 31. 3. 2027, što")] == [date(2027, 3, 31)]
    assert [d for _, _, d in spaced_dates("2027. 1. 11. napon")] == [date(2027, 1, 11)]  # year first


def test_spaced_dates_respelled_at_the_same_length() -> None:
    for text in ("је **11. 1. 2027.**", "од **4. 1. 2027.**", "do 31. 3. 2027 a", "1. 1. 2027"):
        out = respaced_dates(text)
        assert len(out) == len(text)
    assert respaced_dates("од **4. 1. 2027.**") == "од **04.01.2027.**"
    assert respaced_dates("је 11. 1. 2027.") == "је 11.01.2027 ."


def test_spaced_dates_refuse_lists_short_years_and_impossible_days() -> None:
    assert spaced_dates("1. 2. 3. 2027") == []  # a numbered list's items
    assert spaced_dates("11. 1. 27") == []  # a two-digit year
    assert spaced_dates("32. 1. 2027 and 30. 2. 2027") == []
    assert spaced_dates("11.1.2027") == []  # one token already
    assert respaced_dates("plain text. No date.") == "plain text. No date."


def test_a_spaced_date_is_grounded_by_the_carried_date() -> None:
    payload = {"last_day": "2027-01-11"}
    assert flagged("Последњи дан терапије је **11. 1. 2027.**", payload) == []
    assert flagged("Poslednji dan je 11. 1. 2027, u redu.", payload) == []


def test_a_spaced_date_a_day_or_a_month_off_stays_flagged() -> None:
    payload = {"last_day": "2027-01-11"}
    assert flagged("Poslednji dan je **12. 1. 2027.**", payload) == ["12.01.2027"]
    assert flagged("Poslednji dan je 11. 2. 2027.", payload) == ["11.02.2027"]
    # before round 30 only its year was read, and a carried 2027 grounded it
    assert flagged("Poslednji dan je 12. 1. 2027.", {"last_day": "2027-01-11", "year": 2027}) == ["12.01.2027"]


# --- dotted and compact clocks ------------------------------------------------------------------

STAY = {"plate": "HBM 305", "entry": "2026-11-26T13:05", "exit": "2026-11-26T18:05"}
NOW = "Today is 2026-11-26 (Thursday), 16:20."


def test_colonless_clock_reads_the_shape_and_refuses_amounts_and_years() -> None:
    assert colonless_clock("13.05, dabar", 0, 5) == (13, 5)
    assert colonless_clock("1805.", 0, 5) == (18, 5)
    assert colonless_clock("13.05 €", 0, 5) is None
    assert colonless_clock("EUR 13.05", 4, 9) is None
    assert colonless_clock("2015", 0, 4) is None  # a year
    assert colonless_clock("24.05", 0, 5) is None  # no hour 24


def test_clock_partners_on_the_line_with_no_digit_between() -> None:
    text = "Įvažiavote 13.05, dabar 16.20, tai 195 min."
    assert clock_partners(text, 11, 16) == [(16, 20)]
    assert clock_partners("0740–1805, 10h25", 5, 9) == [(7, 40)]
    assert clock_partners("13.05 and 7 cars, 16.20", 0, 5) == []  # another number between


def test_world_cues() -> None:
    assert world_cued("kl. 13.05", 4, 9) == "strong"
    assert world_cued("13.05 Uhr", 0, 5) == "strong"
    assert world_cued("um 13.05", 3, 8) == "weak"
    assert world_cued("dabar 13.05", 6, 11) == ""


def test_a_dotted_clock_beside_a_clock_a_person_stated_is_grounded() -> None:
    answer = "Įvažiavote 13.05, dabar 16.20, tai 195 min."
    assert flagged(answer, STAY, system=NOW) == []
    # a minute off stays flagged; with no known clock beside it the dotted number is judged as written
    assert flagged("Įvažiavote 13.06, dabar 16.20, tai 195 min.", STAY, system=NOW) == ["13.06"]
    assert flagged("Įvažiavote 13.05, tai 195 min.", STAY, system=NOW) == ["13.05"]


def test_a_dotted_amount_stays_an_amount() -> None:
    assert flagged("Mokėti 13.05 €, dabar 16.20.", STAY, system=NOW) == ["13.05"]


def test_a_range_of_compact_clocks_a_record_carries_is_grounded() -> None:
    assert flagged("0740–1305, here.", {"entry": "2026-11-25T07:40", "exit": "2026-11-25T13:05"}) == []
    assert flagged("1305 to 1805 same day", STAY) == []
    # one end a minute off: both are flagged (the partner of each is unknown or off)
    assert sorted(flagged("1305 to 1806 same day", STAY)) == ["1305", "1806"]


def test_a_compact_year_is_no_clock() -> None:
    assert "2015" in flagged("From 1805 to 2015 the site grew.", {"entry": "2026-11-25T18:05", "exit": "2026-11-25T20:15"})


def test_a_clock_word_of_another_language_cues_a_dotted_clock() -> None:
    assert flagged("Įvažiavote kl. 13.05.", STAY) == []
    assert flagged("Įvažiavote kl. 13.15.", STAY) == ["13.15"]
    assert flagged("Sie sind um 13.05 Uhr eingefahren.", STAY) == []


# --- an hour cell written as a clock ------------------------------------------------------------

HOURLY = "hour,occupied\n08,212\n09,341\n10,388\n11,402\n17,298"


def test_carried_hours_of_a_csv_column_and_a_json_key() -> None:
    assert carried_hours(HOURLY) == frozenset({8, 9, 10, 11, 17})
    assert carried_hours('{"start_hour": 10, "qty": 12}') == frozenset({10})
    assert carried_hours("| Stunde | Gäste |\n|---|---|\n| 9 | 12 |\n| 10 | 14 |") == frozenset({9, 10})
    assert carried_hours("qty,price\n10,388\n11,402") == frozenset()  # no hour named
    assert carried_hours("hour,occupied\n08,212\n24,300") == frozenset()  # 24 is no hour of a day
    assert carried_hours('{"region": "north", "hours": 12}') == frozenset()  # a duration's plural names no hour
    assert carried_hours("site,hours\nA,8\nB,12") == frozenset()


def test_an_hour_cell_written_as_a_clock_is_grounded() -> None:
    answer = "| hour | occupied |\n|---|---|\n| 10:00 | 388 |\n| 11:00 | 402 |\n\nPeak at 11:00."
    assert flagged(answer, HOURLY) == []


def test_an_hour_no_row_carries_or_a_clock_off_the_hour_stays_flagged() -> None:
    assert flagged("| 12:00 | 396 |", HOURLY) == ["12:00"]
    assert flagged("| 10:30 | 388 |", HOURLY) == ["10:30"]
    assert flagged("At 10:00 it was 388.", "qty,price\n10,388\n11,402") == ["10:00"]


# --- a /unit suffix with its power --------------------------------------------------------------


def test_a_glued_unit_with_its_power_is_read_off() -> None:
    assert flagged("KES 60.33/m3 for water.", {"price_m3": 60.33}) == []
    assert flagged("KES 60.34/m3 for water.", {"price_m3": 60.33}) == ["60.34"]


def test_a_glued_per_unit_is_read_by_the_division_by_a_quantity_of_it() -> None:
    payload = {"use_m3": 18, "charge": 1086.00}
    assert computed("The charge is KES 1,086.00 for 18 m³: KES 60.33/m³.", payload) == ["60.33"]
    assert flagged("The charge is KES 1,086.00 for 18 m³: KES 60.34/m³.", payload) == ["60.34"]


def test_reference_profile_reads_none_of_it() -> None:
    assert flagged("Poslednji dan je 11. 1. 2027.", {"last_day": "2027-01-11"}, REFERENCE) != []


# --- a glued amount in dot groups ---------------------------------------------------------------


def test_two_dot_groups_of_a_glued_amount_are_thousands() -> None:
    from evidence_audit.evidence.glued_amounts import glued_amount

    assert glued_amount("rp7.040.803") == "7040803"
    assert glued_amount("rp15.000") is None  # one group: undecided for a token alone


def test_one_dot_group_of_a_glued_amount_in_a_decimal_comma_answer() -> None:
    fx = {"base": "GBP", "rates": {"IDR": 21350}}
    assert "rp21.350" not in flagged("Harga £14,99 × 0,55. Kurs GBP = Rp21.350.", fx)
    assert "rp21.530" in flagged("Harga £14,99 × 0,55. Kurs GBP = Rp21.530.", fx)
    # an answer that writes decimal points: the dot is no thousands mark
    assert "rp21.350" in flagged("Price £14.99 × 0.55. Rate GBP = Rp21.350.", fx)


def test_a_compact_clock_with_a_list_partner_stays_weak() -> None:
    sensor = {"readings": [{"at": "2026-03-01T14:35:00Z"}, {"at": "2026-03-01T09:20:00Z"}]}
    assert "1435" in flagged("Between 0920 and 1435 the level rose.", sensor)
    assert flagged("From 0920 to 1435 the level rose.", sensor) == []


def test_two_one_digit_numbers_joined_by_a_word_are_a_name() -> None:
    assert flagged("That is 160 more than the 2-and-3 split.", {"x": 160}) == []
    assert flagged("a 1-in-5 chance, 3-to-1 odds", {"x": 160}) == []
    assert flagged("case 12-and-3 closed", {"x": 160}) == ["12-and-3"]  # a two-digit part: judged


def test_a_foreign_clock_word_before_a_price_reads_no_clock() -> None:
    from evidence_audit.evidence.clock_forms import spelled_clocks

    assert spelled_clocks("po 12.50 € za sat") == []
    assert [c for _, _, c in spelled_clocks("um 13.05 Uhr")] == [(13, 5)]


def test_a_spaced_date_is_located_as_written() -> None:
    """(review of round 30) the finding's span is the date as the answer wrote it, not its ten-character respelling."""
    answer = "Следећи пут: 11. 1. 2027. у апотеци."
    history = [{"role": "tool", "content": json.dumps({"dispensed": "2026-10-14"}), "tool_call_id": "t1"}]
    verdict = check_answer(answer, history, resolve_gate({"profile": "default"}))
    (flag,) = [c for c in verdict.unsupported if c.value == "11.01.2027"]
    at, length = locate(answer, flag)
    assert answer[at:at + length] == "11. 1. 2027"
