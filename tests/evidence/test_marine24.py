"""Round 24 (marine24): clocks written the military way without a cue on each (a result's climbing
series `0600 | 0700 | 0800`, a person's `leaving 0815`), read as clocks. Refusals: a clock one digit
off, a series that goes back or has no leading zero, an id, stay flagged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.clock_series import departure_clocks, series_clocks

from ._helpers import flagged, grounded, history, judged, verdict

TIMETABLE = ("RIVER FERRY - SAILINGS (local time) - MON 4 MAY 2026\nDEP 0645  Pier A\nDEP 0910  Pier A\nDEP 1325  Pier B\n"
             "DEP 1750  Pier B\nLoadings (cars): 0700 41 | 0800 55 | 0900 38")


def test_a_climbing_series_of_four_digit_clocks_is_read_as_clocks() -> None:
    found = series_clocks(TIMETABLE)
    assert (13, 25) in found and (17, 50) in found and (8, 0) in found
    assert (20, 26) not in found  # the year before the series is no clock of it


@pytest.mark.parametrize("text", [
    "Stock: 1200 | 1350 | 1500 units",  # no leading zero: counts
    "Times: 0915, 1640, 0830",  # goes back: the times of different days, in runs of under three
    "INV-26-0871 PO-0900 ref/1000",  # ids glued to a dash or a slash
    "Dates 2026-05-14 2026-05-15 2026-05-16",
    "Only 0830 here",
])
def test_no_series_no_clocks(text: str) -> None:
    assert series_clocks(text) == []


def test_an_answer_writes_a_series_clock_with_a_colon() -> None:
    v = verdict("The afternoon boat leaves Pier B at 13:25, the last at 17:50.", TIMETABLE)
    assert not flagged(v) & {"13:25", "17:50"}
    assert grounded(v)["13:25"] == "time-in-words"  # the written keys' rule name


@pytest.mark.parametrize("wrong", ["13:35", "13:26", "17:05"])
def test_a_series_clock_one_digit_off_stays_flagged(wrong: str) -> None:
    assert wrong in flagged(verdict(f"The afternoon boat leaves Pier B at {wrong}.", TIMETABLE))


def test_a_departure_clock_after_a_word_of_leaving() -> None:
    assert [how for _, _, how in departure_clocks("Leaving 0815 under engine; ETA at 1130")] == ["0815", "1130"]
    assert departure_clocks("We sold 0815 units") == []


ROUTE = {"route": "R-7", "legs_km": [12.0, 33.0], "speed_kmh": 60}


def test_an_eta_from_a_departure_the_person_wrote_as_four_digits() -> None:
    hist = history(ROUTE, user="Route R-7 today, leaving 0815.")
    flags, computed = judged("45 km at 60 km/h is 0.75 h, about 45 min, so you'd arrive around 09:00.", hist)
    assert "09:00" not in flags and computed["09:00"].startswith("lead-time")
    # from an earlier answer's departure, the duration on the value's line
    hist = history(ROUTE, user="Route R-7 today, leaving 0815.", answers=("Leaving at 0815 you'd arrive around 09:00.",))
    flags, _ = judged("At 50 km/h: 0.9 h (about 54 min). ETA roughly 09:09.", hist)
    assert "09:09" not in flags


@pytest.mark.parametrize("wrong", ["09:10", "09:01", "19:00"])
def test_an_eta_one_digit_off_stays_flagged(wrong: str) -> None:
    hist = history(ROUTE, user="Route R-7 today, leaving 0815.")
    flags, _ = judged(f"45 km at 60 km/h is 0.75 h, about 45 min, so you'd arrive around {wrong}.", hist)
    assert wrong in flags


# --- interval-due: a base the sentence writes plus an interval a person stated ---------------------
POLICY = "Vans: an oil change every 15,000 km; the cambelt every 90,000 km. Be brief."
VAN = {"van": "V-12", "odometer_km": 61204, "last_oil_change_km": 52800, "cambelt_at_km": 12500}


def test_a_due_point_from_a_stated_interval() -> None:
    hist = history(VAN, system=POLICY, user="When is V-12 due for an oil change?")
    flags, computed = judged("Last oil change at 52,800 km, so the next is due at 67,800 km.", hist)
    assert "67800" not in flags and computed["67800"].startswith("interval-due")
    flags, _ = judged("| Item | Last | Interval | Due |\n|---|---|---|---|\n| Cambelt | 12,500 km | 90,000 km | 102,500 km |", hist)
    assert "102500" not in flags


@pytest.mark.parametrize("answer, wrong", [
    ("Last oil change at 52,800 km, so the next is due at 67,900 km.", "67900"),  # one digit off
    ("Last oil change at 52,800 km, so the next is due at 142,800 km.", "142800"),  # the cambelt's interval, not named
    ("Last oil change at 52,800 km, so the next is due at 67,800 mi.", "67800"),  # another unit
    ("Last service at 52,800 km, so the next is due at 67,800 km.", "67800"),  # the thing not named
])
def test_a_due_point_refused(answer: str, wrong: str) -> None:
    hist = history(VAN, system=POLICY, user="When is V-12 due for an oil change?")
    flags, _ = judged(answer, hist)
    assert wrong in flags


# --- decimal-degrees: a position in degrees and minutes restated in decimal degrees --------------
SITE = {"site": "Quarry 4", "position": "53°24.6'N 002°59.1'W", "depth_m": 12}


def test_a_position_in_decimal_degrees() -> None:
    flags, computed = judged("53°24.6'N 002°59.1'W is 53.4100, −2.9850 in decimal degrees.",
                             history(SITE, user="Quarry 4 in decimal degrees?"))
    assert not flags & {"53.4100", "53.41", "2.9850", "2.985"}
    assert any(d.startswith("decimal-degrees") for d in computed.values())


@pytest.mark.parametrize("wrong", ["53.4200", "2.9860", "53.4110"])
def test_a_decimal_position_one_digit_off_stays_flagged(wrong: str) -> None:
    answer = "53°24.6'N 002°59.1'W is 53.4100, −2.9850 in decimal degrees.".replace(
        "53.4100" if wrong.startswith("53") else "2.9850", wrong)
    flags, _ = judged(answer, history(SITE, user="Quarry 4 in decimal degrees?"))
    assert wrong.rstrip("0") in {f.rstrip("0") for f in flags}


# --- ledger-percent: a bill list's tax line, a percent of the lines right above it ---------------
BAKERY_POLICY = "Wholesale orders: loaves and trays at list price; GST 10% on top; delivery per drop."
ORDER = {"order": "WO-5512", "loaves": 40, "loaf_price": 3.85, "trays": 6, "tray_price": 18.5, "delivery": 12.0}


def test_a_tax_line_is_a_stated_percent_of_the_lines_above() -> None:
    hist = history(ORDER, system=BAKERY_POLICY, user="Invoice for WO-5512?")
    answer = ("- Loaves: 40 × $3.85 = $154.00\n- Trays: 6 × $18.50 = $111.00\n- Delivery: $12.00\n"
              "- GST: $27.70\n- **Total: $304.70**")
    flags, computed = judged(answer, hist)
    assert "27.7" not in flags and computed["27.7"].startswith("ledger-percent")
    # the label's own percent
    flags, _ = judged(answer.replace("- GST:", "- GST 10%:"), hist)
    assert "27.7" not in flags


@pytest.mark.parametrize("answer, wrong", [
    ("- Loaves: 40 × $3.85 = $154.00\n- Trays: 6 × $18.50 = $111.00\n- GST: $26.60", "26.6"),  # one digit off 26.50
    ("- Loaves: 40 × $3.85 = $154.00\n- Trays: 6 × $18.50 = $111.00\n- Surcharge: $26.50", "26.5"),  # no percent named
    ("- Loaves: 40 × $3.85 = $154.00\n- Trays: 6 × $18.50 = $111.00\n- GST 15%: $26.50", "26.5"),  # the label's own percent
])
def test_a_tax_line_refused(answer: str, wrong: str) -> None:
    hist = history(ORDER, system=BAKERY_POLICY, user="Invoice for WO-5512?")
    flags, _ = judged(answer, hist)
    assert wrong in flags


# --- a line summing H:MM lengths: each term a gap of the results' timestamps, the total theirs ----
SHIFTS = ("- start_time: 2024-03-04 08:00:00\n  end_time: 2024-03-04 09:00:00\n  title: Bake\n"
          "- start_time: 2024-03-04 10:30:00\n  end_time: 2024-03-04 11:30:00\n  title: Deliver\n"
          "- start_time: 2024-03-04 14:00:00\n  end_time: 2024-03-04 15:30:00\n  title: Clean")


def test_a_sum_of_event_lengths_written_h_mm() -> None:
    flags, computed = judged("1:00 + 1:00 + 1:30 = 3:30 (210 min).", history(SHIFTS, user="Total time booked?"))
    assert not flags & {"1:00", "1:30", "3:30"}
    assert computed["3:30"].startswith("clock-sum")


@pytest.mark.parametrize("answer, wrong", [
    ("1:00 + 1:00 + 1:40 = 3:40 (220 min).", "1:40"),  # a term that is no gap
    ("1:00 + 1:00 + 1:30 = 3:40.", "3:40"),  # a total that does not hold
    ("1:00 + 1:00 + 1:30 = 3:40.", "1:30"),  # nor do its terms then
])
def test_a_sum_of_lengths_refused(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(SHIFTS, user="Total time booked?"))
    assert wrong in flags
