"""Round 40 (boat40): what heldout38's boat corpus (a boatyard's answers in Malayalam and English)
showed the rules did not read, each rule with refusals (made-up runs: a bicycle hire shop in
Stockholm, a bakery's shift sheet, a ferry; none of the corpus's texts).

- `threshold_discounts` / `carried_products`: a record's quantity x the stated unit price less the
  percent the price's rules line takes off from a count the quantity meets (`a hire of 7 days or more
  has 20% off`), or that percent alone; below the threshold, no discount.
- `computed/tables`: a total after a table wearing the code its column's header writes (`SEK`).
- `row_day_counts` / `word_dates`: a yearless end date its row reaches from the row's start date by
  the row's count of days under a `Days` header.
- `group_cells`: a table cell summing an earlier answer's column over the rows of the group its row
  names (`| bakers | ... |` over rows whose `Role` is `baker`).
- `durations` / `minute_words`: a duration in another language's words for hours and minutes.
- `word_dates` / `worded_dates`: a month's last day its sentence's step misses; a month-first date
  in a script of its own with a day no month has.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from evidence_audit.evidence.durations import durations_in
from evidence_audit.evidence.threshold_discounts import discount_for, stated_discounts

from ._helpers import history, judged

SHOP = ("You are the assistant of a bicycle hire shop in Stockholm. Today is 2027-06-14 (Monday), 09:00.\n"
        "Rules (amounts in SEK):\n"
        "- A bike costs 480 SEK a day; a hire of 7 days or more has 20% off the hire charge. A bike is due back the day its hire ends.\n"
        "- Mechanics are paid 1,350 SEK a day.\n")
HIRES = ("rider,hire,start,days\nAnna Vik,H-201,2027-06-01,9\nBo Lind,H-202,2027-06-03,3\n"
         "Cecilia Ek,H-203,2027-06-04,7")
TABLE_HEAD = "| Rider | Hire | Start | Days | Due | Charge (SEK) |\n|---|---|---|---|---|---|\n"


def _hires(question: str = "What do the hires cost?", answers: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    return history(HIRES, system=SHOP, user=question, answers=answers)


# --- threshold_discounts: the rules' reading ----------------------------------------------------------------

def test_stated_discount_reads_its_threshold_and_unit() -> None:
    found = stated_discounts(SHOP)
    assert [(d.share, d.threshold, d.unit, d.line) for d in found] == [(Decimal("0.2"), Decimal(7), "day", 2)]


def test_tiers_take_the_highest_threshold_met() -> None:
    found = stated_discounts("- Sewing: 10% off from 20 pieces, 15% off from 50 pieces.")
    assert [(d.percent, d.threshold) for d in found] == [("10", Decimal(20)), ("15", Decimal(50))]
    best = discount_for(found, "pieces", 0, Decimal(60))
    assert best is not None and best.percent == "15"
    assert discount_for(found, "piece", 0, Decimal(19)) is None  # under every tier
    assert discount_for(found, "piece", 1, Decimal(60)) is None  # a price of another line


def test_over_is_strict() -> None:
    found = stated_discounts("- Rooms: over 5 nights 10% off.")
    assert discount_for(found, "night", 0, Decimal(5)) is None
    assert discount_for(found, "night", 0, Decimal(6)) is not None


# --- carried_products: the discounted charge and the discount ----------------------------------------------

def test_discounted_charge_of_a_stay_over_the_threshold() -> None:
    # Anna Vik: 9 x 480 = 4,320, less 20% = 3,456
    flags, computed = judged(TABLE_HEAD + "| Anna Vik | H-201 | 1 Jun | 9 | 10 Jun | 3,456 |", _hires())
    assert "3456" not in flags and computed.get("3456") == "carried-product", (flags, computed)


def test_no_discount_under_the_threshold() -> None:
    # Bo Lind hires 3 days: 1,440, no discount; 1,152 (20% off) is invented
    flags, computed = judged(TABLE_HEAD + "| Bo Lind | H-202 | 3 Jun | 3 | 6 Jun | 1,152 |", _hires())
    assert "1152" in flags, (flags, computed)


def test_discounted_charge_one_digit_off_stays_flagged() -> None:
    flags, computed = judged(TABLE_HEAD + "| Anna Vik | H-201 | 1 Jun | 9 | 10 Jun | 3,466 |", _hires())
    assert "3466" in flags, (flags, computed)


def test_the_discount_alone() -> None:
    # Anna Vik 4,320 x 20% = 864; Cecilia Ek 7 x 480 = 3,360 x 20% = 672
    flags, computed = judged("- Anna Vik: 864 SEK\n- Cecilia Ek: 672 SEK", _hires("What did the long-hire discount save?"))
    assert not {"864", "672"} & flags and computed.get("864") == "carried-product", (flags, computed)


def test_a_discount_under_the_threshold_stays_flagged() -> None:
    # Bo Lind's 3 days earn none: 1,440 x 20% = 288 is invented
    flags, computed = judged("- Bo Lind: 288 SEK", _hires("What did the long-hire discount save?"))
    assert "288" in flags, (flags, computed)


# --- computed/tables: a total wearing its column's code ---------------------------------------------------

ALL_ROWS = (TABLE_HEAD + "| Anna Vik | H-201 | 1 Jun | 9 | 10 Jun | 3,456 |\n| Bo Lind | H-202 | 3 Jun | 3 | 6 Jun | 1,440 |\n"
            "| Cecilia Ek | H-203 | 4 Jun | 7 | 11 Jun | 2,688 |\n\n")


def test_total_after_the_table_in_its_headers_code() -> None:
    flags, computed = judged(ALL_ROWS + "**Total: 7,584 SEK**", _hires())
    assert "7584" not in flags and computed.get("7584") == "column", (flags, computed)


def test_total_one_digit_off_stays_flagged() -> None:
    flags, computed = judged(ALL_ROWS + "**Total: 7,594 SEK**", _hires())
    assert "7594" in flags, (flags, computed)


# --- row_day_counts: the row's start plus its count of days -----------------------------------------------

def test_due_day_from_the_rows_start_and_days() -> None:
    flags, computed = judged(ALL_ROWS, _hires())
    assert not {"10 Jun", "6 Jun", "11 Jun"} & flags and computed.get("11 Jun") == "date-step", (flags, computed)


def test_due_day_a_day_off_stays_flagged() -> None:
    flags, computed = judged(ALL_ROWS.replace("| 7 | 11 Jun |", "| 7 | 12 Jun |"), _hires())
    assert "12 Jun" in flags, (flags, computed)


def test_a_count_under_no_days_header_is_no_step() -> None:
    # the same row with its count under `Bikes`: 4 Jun + 3 is no step the row shows (Cecilia Ek hires 7
    # days; the 3 days a result carries are Bo Lind's: integrator, round 40, after seed40's row bases)
    text = "| Rider | Start | Bikes | Due |\n|---|---|---|---|\n| Cecilia Ek | 4 Jun | 3 | 7 Jun |"
    flags, computed = judged(text, _hires())
    assert "7 Jun" in flags, (flags, computed)


# --- group_cells: an earlier table's column summed over a group -------------------------------------------

BAKERY = ("name,role,shifts\nIda,baker,5\nOla,baker,4\nPer,cleaner,5\nRut,baker,6\nSam,cleaner,3")
SHEET = ("| Name | Role | Shifts | Pay (SEK) |\n|---|---|---|---|\n| Ida | baker | 5 | 6,750 |\n| Ola | baker | 4 | 5,400 |\n"
         "| Per | cleaner | 5 | 4,500 |\n| Rut | baker | 6 | 8,100 |\n| Sam | cleaner | 3 | 2,700 |")
BAKERY_RULES = "You are a bakery's assistant. Bakers are paid 1,350 SEK a shift, cleaners 900 SEK a shift."


def _bakery(answer_before: str = SHEET) -> list[dict[str, Any]]:
    return history(BAKERY, system=BAKERY_RULES, user="Pay this week?", answers=(answer_before,))


def test_group_sum_of_an_earlier_tables_column() -> None:
    # bakers 6,750 + 5,400 + 8,100 = 20,250; cleaners 4,500 + 2,700 = 7,200
    flags, computed = judged("| Role | SEK |\n|---|---|\n| bakers | 20,250 |\n| cleaners | 7,200 |", _bakery())
    assert not {"20250", "7200"} & flags and computed.get("20250") == "group-cells", (flags, computed)


def test_group_sum_with_a_row_of_another_group_stays_flagged() -> None:
    # 20,250 + Per's 4,500: the bakers' sum with a cleaner's row in it
    flags, computed = judged("| Role | SEK |\n|---|---|\n| bakers | 24,750 |", _bakery())
    assert "24750" in flags, (flags, computed)


def test_group_sum_one_digit_off_stays_flagged() -> None:
    flags, computed = judged("| Role | SEK |\n|---|---|\n| bakers | 20,350 |", _bakery())
    assert "20350" in flags, (flags, computed)


# --- durations: hours and minutes in another language's words -----------------------------------------------

def test_durations_in_other_languages_words() -> None:
    assert [m for m, _ in durations_in("yol 2 saat 15 dakika sürer")] == [135]
    assert [m for m, _ in durations_in("5 മണിക്കൂർ 20 മിനിറ്റ്")] == [320]
    assert durations_in("a 5 time pass, 3 ore samples") == []  # English words too: no hours


def test_clock_plus_a_duration_in_turkish_words() -> None:
    run = history({"ferry": "F-12", "departs": "09:40"}, system="You are a ferry line's assistant.",
                  user="We leave at 09:40, when do we arrive?")
    flags, computed = judged("Yolculuk 2 saat 15 dakika sürer: 11:55'te varırsınız.", run)
    assert "11:55" not in flags, (flags, computed)
    flags, computed = judged("Yolculuk 2 saat 15 dakika sürer: 11:45'te varırsınız.", run)
    assert "11:45" in flags, (flags, computed)


# --- word_dates / worded_dates: a month's last day, a day no month has --------------------------------------

SLIP = {"boat": "Kayal Rani", "hauled": "2027-06-18", "slip_days": 12}


def test_month_end_its_step_reaches_is_computed() -> None:
    run = history(SLIP, system="You are a yard's assistant. Today is 2027-06-20.", user="എപ്പോൾ ഇറക്കും?")
    flags, computed = judged("- ജൂൺ 18-ന് കയറ്റി, 12 ദിവസം: **ജൂൺ 30**-ന് ഇറക്കും", run)
    assert not flags, (flags, computed)


def test_month_end_its_step_misses_is_flagged() -> None:
    run = history({**SLIP, "slip_days": 11}, system="You are a yard's assistant. Today is 2027-06-20.", user="എപ്പോൾ ഇറക്കും?")
    flags, computed = judged("- ജൂൺ 18-ന് കയറ്റി, 11 ദിവസം: **ജൂൺ 30**-ന് ഇറക്കും", run)
    assert flags, (flags, computed)


def test_month_first_day_no_month_has_is_flagged() -> None:
    run = history(SLIP, system="You are a yard's assistant. Today is 2027-06-20.", user="എപ്പോൾ ഇറക്കും?")
    flags, computed = judged("- ജൂൺ 18-ന് കയറ്റി, 12 ദിവസം: **ജൂൺ 40**-ന് ഇറക്കും", run)
    assert any("40" in f for f in flags), (flags, computed)


def test_month_end_counted_with_both_ends_is_no_slip() -> None:
    # `26 → 30: 5 days` counts both ends: no step missed, the month's end stays a calendar read
    run = history({"plan": "Roam", "from": "2027-06-26", "to": "2027-07-08"}, system="You are a carrier's assistant.",
                  user="How many days in each month?")
    flags, computed = judged("- June 26 → June 30: 5 days in June\n- July 1 → July 8: 8 days in July", run)
    assert "June 30" not in flags, (flags, computed)
