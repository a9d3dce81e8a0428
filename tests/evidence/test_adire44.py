"""adire44: heldout42's adire leftovers as made-up runs (none of the corpus's texts): a 12-hour clock
with a Latin day period carrying a tone mark, a schedule row's count under a header in minutes, a date
across midnight from a clock sum written earlier or from whole days of hours, a rate header written
as a quote, a month name after a locale's word for a month, a date stepped from the clause before a
`;`; each with its refusals."""

from __future__ import annotations

from datetime import date

from ._helpers import history, judged

# a day period of a Latin script with a letter beyond ASCII (CLDR's: Yoruba `ọ̀sán`, Vietnamese `chiều`)
FERRY = ("You are the desk of a river ferry. Today is 2027-05-11 (Tuesday), 07:00. "
         "Use the tools; state only the times and figures they give.")
SAILING = {"ferry": "F-12", "departs": "2027-05-11T16:45", "ride_minutes": 95}


def test_day_periods_keep_latin_words_with_a_letter_beyond_ascii() -> None:
    from evidence_audit.evidence.day_periods import DAY_PERIODS

    assert DAY_PERIODS.get("ọ̀sán") == "p" and DAY_PERIODS.get("chiều") == "p" and DAY_PERIODS.get("àárọ̀") == "a"
    # an ASCII word is an English word too: left to the English readers
    assert "am" not in DAY_PERIODS and "tarde" not in DAY_PERIODS and "morgens" not in DAY_PERIODS


def test_a_twelve_hour_clock_with_a_toned_period_word_passes() -> None:
    flags, _ = judged("Ọkọ̀ ń lọ ní aago 4:45 ọ̀sán.", history(SAILING, system=FERRY, user="Ìgbà wo?"))
    assert "4:45" not in flags


def test_a_twelve_hour_clock_an_hour_off_stays_flagged() -> None:
    flags, _ = judged("Ọkọ̀ ń lọ ní aago 5:45 ọ̀sán.", history(SAILING, system=FERRY, user="Ìgbà wo?"))
    assert "5:45" in flags


def test_a_twelve_hour_clock_with_a_morning_word_for_an_afternoon_departure_stays_flagged() -> None:
    flags, _ = judged("Ọkọ̀ ń lọ ní aago 4:45 àárọ̀.", history(SAILING, system=FERRY, user="Ìgbà wo?"))
    assert "4:45" in flags


# a table row's bare count under a header in minutes (`schedule_steps.header_durations`)
KILN = ("You are the desk of a pottery. Rules: a firing runs 45 minutes a shelf, with 10 minutes "
        "between shelves.")
FIRINGS = "firing,kiln,start,shelves\nK-31,K1,2027-05-10 06:50,3\nK-32,K2,2027-05-10 11:25,2"
TABLE = ("| Firing | Start | Shelves | Minutes | End |\n|---|---|---|---|---|\n"
         "| K-31 | 06:50 | 3 | 155 | {} |\n| K-32 | 11:25 | 2 | 100 | {} |")


def test_header_durations_reads_a_count_under_a_unit_of_time() -> None:
    from evidence_audit.evidence.schedule_steps import header_durations

    text = TABLE.format("09:25", "13:05")
    row = text.split("\n")[2]
    start = text.index(row)
    assert header_durations(text, start, start + len(row)) == [(155, "155 Minutes")]
    # a header naming no unit of time, or metres, gives none
    for header in ("| Firing | Start | Shelves | Count | End |", "| Firing | Start | Shelves | m | End |"):
        other = text.replace(text.split("\n")[0], header)
        assert header_durations(other, other.index(row), other.index(row) + len(row)) == [], header


def test_an_end_clock_of_a_row_start_plus_its_minutes_passes() -> None:
    flags, comp = judged(TABLE.format("09:25", "13:05"), history(FIRINGS, system=KILN, user="When did they end?"))
    assert "09:25" not in flags and "13:05" not in flags and comp.get("09:25") == "schedule-step"


def test_an_end_clock_off_its_row_minutes_stays_flagged() -> None:
    flags, _ = judged(TABLE.format("10:25", "13:05"), history(FIRINGS, system=KILN, user="When did they end?"))
    assert "10:25" in flags


def test_an_end_clock_under_a_header_of_no_time_unit_stays_flagged() -> None:
    text = TABLE.format("09:25", "13:05").replace("| Minutes |", "| Weight |")
    flags, _ = judged(text, history(FIRINGS, system=KILN, user="When did they end?"))
    assert "09:25" in flags


# a date across midnight from a clock sum the answer wrote earlier (`hour_steps.summed_step`)
NIGHT_BUS = ("You are the desk of a coach company. Today is 2027-05-11 (Tuesday), 08:00. "
             "Use the tools; state only the times and figures they give.")
COACH = {"coach": "C-88", "departs": "2027-05-11T22:35", "ride_minutes": 170}


def test_summed_step_reads_the_written_sum() -> None:
    from evidence_audit.evidence.hour_steps import summed_step

    text = "22:35 + 170 min = 01:25 next day.\n\n- Arrives **01:25** on 12 May"
    at = text.index("12 May")
    step = summed_step(text, at, at + 6, date(2027, 5, 12))
    assert step is not None and step.base == date(2027, 5, 11) and step.base_clock == "22:35"
    # a sum written wrong lands nowhere
    wrong = text.replace("01:25 next", "01:35 next").replace("**01:25**", "**01:35**")
    assert summed_step(wrong, wrong.index("12 May"), wrong.index("12 May") + 6, date(2027, 5, 12)) is None


def test_a_date_after_midnight_from_a_written_clock_sum_passes() -> None:
    answer = "<think>\n22:35 + 170 min = 01:25 next day.\n</think>\n\n- Arrives **01:25** on 12 May"
    flags, comp = judged(answer, history(COACH, system=NIGHT_BUS, user="When does it arrive?"))
    assert "12 May" not in flags and comp.get("12 May") == "midnight-step"


def test_a_date_a_day_on_from_a_written_clock_sum_stays_flagged() -> None:
    answer = "<think>\n22:35 + 170 min = 01:25 next day.\n</think>\n\n- Arrives **01:25** on 13 May"
    flags, _ = judged(answer, history(COACH, system=NIGHT_BUS, user="When does it arrive?"))
    assert "13 May" in flags


def test_a_date_from_a_clock_sum_at_no_carried_timestamp_stays_flagged() -> None:
    # 21:35 is no clock the run carries a day for, and the rules state no today: no base day
    # (the integrator, round 44: with a stated today, cashew44's `_equated` takes today as the base day,
    # as mend36 did; the test below keeps the invented start flagged there)
    answer = "<think>\n21:35 + 230 min = 01:25 next day.\n</think>\n\n- Arrives **01:25** on 12 May"
    no_today = NIGHT_BUS.replace("Today is 2027-05-11 (Tuesday), 08:00. ", "")
    flags, _ = judged(answer, history(COACH, system=no_today, user="When does it arrive?"))
    assert "12 May" in flags


def test_an_invented_start_of_a_clock_sum_stays_flagged_beside_its_date() -> None:
    # with a stated today the date follows from the sum, but the sum's invented start and end stay flags
    answer = "<think>\n21:35 + 240 min = 01:35 next day.\n</think>\n\n- Arrives **01:35** on 12 May"
    flags, _ = judged(answer, history(COACH, system=NIGHT_BUS, user="When does it arrive?"))
    assert {"21:35", "01:35"} <= flags


# whole days of hours on the date's line, from a dated clock on the line above a blank one
CELLAR = ("You are the desk of a cheese cellar. Today is 2027-05-14 (Friday), 09:00. "
          "Rules: a wheel is brined 48 hours.")
WHEEL = {"wheel": "W-7", "brined_from": "2027-05-11T15:30", "kg": 11.5}


def test_whole_day_hours_at_reads_only_whole_days() -> None:
    from evidence_audit.evidence.hour_steps import whole_day_hours_at

    assert [m for _, m, _ in whole_day_hours_at("48 hours, then 36 h, then 72h")] == [48 * 60, 72 * 60]


def test_a_date_whole_days_of_hours_on_passes() -> None:
    answer = "**W-7** (brined from 11 May, 15:30):\n\n- 48 hours → out **15:30 on 13 May**, so it is out now"
    flags, comp = judged(answer, history(WHEEL, system=CELLAR, user="Is W-7 out of the brine?"))
    assert "13 May" not in flags and comp.get("13 May") == "midnight-step"


def test_a_date_a_day_off_whole_days_of_hours_stays_flagged() -> None:
    answer = "**W-7** (brined from 11 May, 15:30):\n\n- 48 hours → out **15:30 on 15 May**, so it is out now"
    flags, _ = judged(answer, history(WHEEL, system=CELLAR, user="Is W-7 out of the brine?"))
    assert "15 May" in flags  # (14 May is the stated today)


# a rate header written as a quote (`computed.tables._row_exchange_rule`)
SHOP = "You are the desk of a weaving shop. Amounts in NGN; dollars at the day's rate."
RATE = {"date": "2027-05-11", "ngn_per_usd": 1520, "pay_ngn": 1234560}
QUOTE = "| NGN | NGN/USD | USD |\n|---|---|---|\n| 1,234,560 | 1,520 | **{}** |"


def test_a_rows_amount_over_a_quoted_rate_passes() -> None:
    flags, comp = judged(QUOTE.format("812.21"), history(RATE, system=SHOP, user="In dollars?"))
    assert "812.21" not in flags and comp.get("812.21") == "row-exchange"  # 1,234,560 / 1,520


def test_a_rows_amount_over_a_quoted_rate_one_digit_off_stays_flagged() -> None:
    flags, _ = judged(QUOTE.format("812.31"), history(RATE, system=SHOP, user="In dollars?"))
    assert "812.31" in flags


def test_a_header_of_one_currency_is_no_rate() -> None:
    # `| NGN | USD | USD |`: no quote, no rate column: the conversion is no row's
    flags, _ = judged(QUOTE.format("812.21").replace("NGN/USD", "USD", 1), history(RATE, system=SHOP, user="In dollars?"))
    assert "812.21" in flags


# a month name after a locale's shared word for a month (`bench/month_names.py`, Yoruba `Oṣù Owewe`)
def test_month_names_drop_a_locales_shared_word_for_a_month() -> None:
    from evidence_audit.evidence.month_names import MONTH_NAMES

    assert MONTH_NAMES.get("owewe") == 9 and MONTH_NAMES.get("ọ̀wàrà") == 10
    assert "oṣù owewe" not in MONTH_NAMES and "oṣù" not in MONTH_NAMES


INVOICES = ("You are the desk of a dye works. Today is 2027-09-14 (Tuesday), 08:00. "
            "Rules: invoices are paid within 14 days of their date.")
INVOICE = {"invoice": "IA-0412", "date": "2027-09-08", "total": 158400}


def test_a_yoruba_month_name_is_read_as_a_date() -> None:
    flags, _ = judged("IA-0412 jẹ́ ti 8 Owewe 2027.", history(INVOICE, system=INVOICES, user="Ọjọ́ wo?"))
    assert not any("Owewe" in f or "2027-09-08" in f for f in flags)
    flags, _ = judged("IA-0412 jẹ́ ti 9 Owewe 2027.", history(INVOICE, system=INVOICES, user="Ọjọ́ wo?"))
    assert any("9 Owewe 2027" in f for f in flags)


# a date stepped from the date with its year before a `;` on its line (`word_dates.chain_step`)
def test_a_due_day_stepped_from_the_clause_before_a_semicolon_passes() -> None:
    for line in ("IA-0412 jẹ́ ti 8 Owewe 2027; ọjọ́ 14 → **22 Owewe 2027**.",
                 "IA-0412 is of 8 September 2027; 14 → **22 September 2027**."):
        flags, _ = judged(line, history(INVOICE, system=INVOICES, user="When is it due?"))
        assert not any("22" in f for f in flags), line


def test_a_due_day_a_day_on_from_the_clause_before_a_semicolon_stays_flagged() -> None:
    for line in ("IA-0412 jẹ́ ti 8 Owewe 2027; ọjọ́ 14 → **23 Owewe 2027**.",
                 "IA-0412 is of 8 September 2027; 14 → **23 September 2027**."):
        flags, _ = judged(line, history(INVOICE, system=INVOICES, user="When is it due?"))
        assert any("23" in f for f in flags), line


def test_a_due_day_from_an_unknown_date_before_a_semicolon_stays_flagged() -> None:
    # 9 September is no date the run knows: no base
    flags, _ = judged("IA-0412 is of 9 September 2027; 14 → **23 September 2027**.",
                      history(INVOICE, system=INVOICES, user="When is it due?"))
    assert any("23" in f for f in flags)


# a container's price from its stated size and a price per the size's unit (`stated_doses._sized_containers`)
ROPERY = ("You are the desk of a rope walk. Rules (amounts in XOF):\n"
          "- Sisal rope is sold in coils of 50 metres, at 1,800 XOF a metre.\n"
          "- Orders are cut to whole coils, rounded up.")
ORDER_COILS = {"order": "RW-118", "metres": 180}


def test_sized_containers_read_both_orders() -> None:
    from evidence_audit.evidence.stated_doses import _sized_containers

    assert [(str(s), u, c) for s, u, c, _, _ in _sized_containers("sold in coils of 50 metres")] == [("50", "m", "coil")]
    assert [(str(s), u, c) for s, u, c, _, _ in _sized_containers("raw nuts in 80 kg bags")] == [("80", "kg", "bag")]
    assert _sized_containers("paid in 14 days") == [] or all(c != "day" for _, _, c, _, _ in _sized_containers("paid in 14 days"))


def test_whole_containers_priced_by_their_contents_pass() -> None:
    flags, comp = judged("180 m → 3.6 coils → **4 coils**, 360,000 XOF", history(ORDER_COILS, system=ROPERY, user="Cost?"))
    assert "360000" not in flags and comp.get("360000") == "stated-dose"  # 4 x 50 x 1,800


def test_whole_containers_priced_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("180 m → 3.6 coils → **4 coils**, 350,000 XOF", history(ORDER_COILS, system=ROPERY, user="Cost?"))
    assert "350000" in flags


def test_containers_priced_by_a_price_of_another_line_stay_flagged() -> None:
    # the size and the price on two lines: no price of the coil
    system = ROPERY.replace("Sisal rope is sold in coils of 50 metres, at 1,800 XOF a metre.", "Sisal rope: 1,800 XOF a metre.\n- It is sold in coils of 50 metres.")
    flags, _ = judged("180 m → 3.6 coils → **4 coils**, 360,000 XOF", history(ORDER_COILS, system=system, user="Cost?"))
    assert "360000" in flags


def test_containers_of_another_size_stay_flagged() -> None:
    # 4 coils of 40 m: no size the rules state
    flags, _ = judged("180 m → 4.5 coils → **5 coils**, 288,000 XOF", history(ORDER_COILS, system=ROPERY, user="Cost?"))
    assert "288000" in flags


def test_a_row_count_one_slip_from_a_stated_duration_is_no_length() -> None:
    # 46 under `Minutes` beside the rules' 45 minutes: a slip of a stated count, not the row's own length
    text = ("| Firing | Start | Shelves | Minutes | End |\n|---|---|---|---|---|\n"
            "| K-33 | 06:50 | 1 | 46 | 07:36 |")
    flags, _ = judged(text, history(FIRINGS, system=KILN, user="When did it end?"))
    assert "07:36" in flags
