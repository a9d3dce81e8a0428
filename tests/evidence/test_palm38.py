"""(round 38, palm38) A palm sugar co-operative's habits where a general rule refused them, in made-up
runs of other trades (a rice mill answering in Khmer and in Lao, a coffee roaster, a bakery's wages).

- A word of a script whose vowel signs are combining marks (Khmer `លីត្រ`, Lao `ກິໂລ`) was cut
  into letters and stops by the expression lexer, so `៤២ លីត្រ × ១.១០០ = ៤៦.២០០ ៛` was no equation.
- A currency's own sign of any script after point groups (`៥.១២៥.០០០ ៛`) decides them as thousands,
  as `€` and `kr` did.
- `row-product` under a header percent takes a cell of one place as the exact product (`| 250 |
  212.5 |` under `Roasted kg (−15%)`).
- `carried-product` reads a table cell's row with its columns' headers (the kind priced and a signed
  percent taken off: `250 x 6.5 x (1 - 15%)`).
- `priced-row` takes a wage row's days worked and hours over the allowance from the worker's record of
  a day's hours.

Each with refusals: a digit changed, an operand no source carried, another count of days.
"""

from __future__ import annotations

from ._helpers import DEFAULT, history, judged

# --- a word of combining marks inside an equation --------------------------------------------------

MILL = ("You are the assistant of a rice mill. Today is 2027-03-08 (Monday), 08:00.\n"
        "Rules:\n- Paddy is bought at 1,100 KHR a kg; +150 KHR a kg for paddy dried below 14%.\n"
        "- Milled rice sells at 2,400 KHR a kg.\n")
DELIVERY = {"farmer": "Chan Dara", "date": "2027-03-08", "paddy_kg": 42, "dry": True, "rice_kg": 35}


def mill(answer: str, gate=DEFAULT) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(DELIVERY, system=MILL, user="ថ្ងៃនេះ ចាន់ ដារា ត្រូវទទួលប្រាក់ប៉ុន្មាន?"), gate)


def test_a_khmer_unit_word_inside_a_written_product_is_read() -> None:
    flags, computed = mill("ស្រូវ ៤២ គីឡូក្រាម × (១.១០០ + ១៥០) = **៥២.៥០០ ៛**")
    assert flags == set()
    assert computed["52500"] == "written"


def test_a_lao_unit_word_inside_a_written_product_is_read() -> None:
    flags, computed = mill("ເຂົ້າສານ ໓໕ ກິໂລ × ໒.໔໐໐ ₭ = **໘໔.໐໐໐ ₭**")
    assert flags == set()
    assert computed["84000"] == "written"


def test_a_wrong_result_or_an_operand_no_source_carried_stays_flagged() -> None:
    assert mill("ស្រូវ ៤២ គីឡូក្រាម × (១.១០០ + ១៥០) = **៥២.៦០០ ៛**")[0] == {"52.600"}
    # a price no rule states: the equation holds, its operand stays flagged
    assert mill("ស្រូវ ៤២ គីឡូក្រាម × (១.២០០ + ១៥០) = **៥៦.៧០០ ៛**")[0] == {"1.200"}


# --- a currency sign of any script after point groups ----------------------------------------------

RATE = {"date": "2027-03-08", "usd_khr": 4065}
INVOICE = "MILL INVOICE 2027-031\nMilled rice 500 kg x 2.50   1,250.00\nTOTAL USD   1,250.00"


def riel(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(INVOICE, RATE, system=MILL, user="ជាប្រាក់រៀលប៉ុន្មាន?"))


def test_point_groups_before_the_riel_sign_are_thousands() -> None:
    flags, computed = riel("១.២៥០ × ៤.០៦៥ = **៥.០៨១.២៥០ ៛**។")  # no group of `.000` to decide them
    assert flags == set()
    assert computed["5081250"] == "written"


def test_a_digit_changed_before_the_riel_sign_stays_flagged() -> None:
    assert riel("១.២៥០ × ៤.០៦៥ = **៥.០៨១.២៦០ ៛**។")[0] == {"5.081.260"}
    assert riel("១.២៦០ × ៤.០៦៥ = **៥.១២១.៩០០ ៛**។")[0] == {"1.260"}  # an amount no result carried


# --- a header's percent and the kind it prices ------------------------------------------------------

ROASTER = ("You are the assistant of a coffee roaster. Today is 2027-03-08 (Monday), 08:00.\n"
           "Rules:\n- Green coffee is sold at 6.00 USD a kg and roasted coffee at 9.00 USD a kg; certified organic coffee +0.50 USD a kg.\n"
           "- Roasting loses 15% of the green weight.\n")
STOCK = "lot,coffee,kg,organic\nGC-0311,green,250,yes\nGC-0317,green,180,no"
ROASTED = ("| Lot | Green kg | Roasted kg (−15%) | $/kg | Value ($) |\n|---|---|---|---|---|\n"
           "| GC-0311 | 250 | {a} | 9.50 | {v} |\n| GC-0317 | 180 | {b} | 9.00 | 1,377.00 |")


def roaster(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(STOCK, system=ROASTER, user="What if we roasted all the green lots?"))


def test_a_header_percent_gives_a_cell_of_one_place_and_the_kind_priced() -> None:
    flags, computed = roaster(ROASTED.format(a="212.5", b="153.0", v="2,018.75"))
    assert flags == set()
    assert computed["212.5"] == "row-product"
    assert computed["2018.75"] == "carried-product"  # 250 x 9.5 x (1 - 15%)


def test_a_cell_a_digit_off_the_header_percent_stays_flagged() -> None:
    assert "212.6" in roaster(ROASTED.format(a="212.6", b="153.0", v="2,019.70"))[0]
    assert "2018.85" in roaster(ROASTED.format(a="212.5", b="153.0", v="2,018.85"))[0]


# --- a wage sheet's days worked and hours over the allowance ---------------------------------------

BAKERY = ("You are the assistant of a bakery. Today is 2027-03-08 (Monday), 08:00.\n"
          "Rules:\n- Bakers: 47,000 KHR a day of 8 hours, 6,000 KHR an hour over 8.\n")
SHEET = "baker,mon,tue,wed,thu,fri,sat\nSok Lina,9,9,8,0,8,8\nMeas Vuth,8,0,8,11,8,0"
PAY = ("| Baker | Days | Overtime h | Pay (KHR) |\n|---|---|---|---|\n"
       "| Sok Lina | {d} | {o} | {p} |\n| Meas Vuth | 4 | 3 | 206,000 |")


def bakery(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(SHEET, system=BAKERY, user="Wages for last week?"))


def test_a_rows_days_worked_and_hours_over_the_allowance_are_its_records() -> None:
    flags, computed = bakery(PAY.format(d=5, o=2, p="247,000"))  # 5 x 47,000 + (1 + 1) x 6,000
    assert flags == set()
    assert computed["247000"] == "priced-row"
    assert computed["206000"] == "priced-row"  # 4 x 47,000 + (11 - 8) x 6,000


def test_another_count_of_days_or_hours_stays_flagged() -> None:
    assert "259000" in bakery(PAY.format(d=5, o=4, p="259,000"))[0]  # no day of Sok Lina's gives 4 hours over
    assert "294000" in bakery(PAY.format(d=6, o=2, p="294,000"))[0]  # she worked 5 days, not 6


# --- a clock's day between it and the hours added ----------------------------------------------------

DRYER = ("You are the assistant of a fruit dryer. Today is 2027-03-08 (Monday), 06:30.\n"
         "Rules:\n- A drying cabinet runs 30 hours a batch.\n")


def dryer(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history({"cabinet": "C2", "batches": 2}, system=DRYER,
                                  user="If we start two batches back to back at 07:30 today, when are they done?"))


def test_a_clock_with_its_day_plus_hours_is_a_clock_chain() -> None:
    flags, computed = dryer("<think>\n07:30 on 8 Mar + 60 h.\n</think>\n\nBoth batches are done on **10 March, 19:30**.")
    assert "19:30" not in flags
    assert computed["19:30"] == "clock-chain"


def test_a_wrong_clock_after_a_clock_with_its_day_stays_flagged() -> None:
    assert "20:30" in dryer("<think>\n07:30 on 8 Mar + 60 h.\n</think>\n\nBoth batches are done on **10 March, 20:30**.")[0]


# --- a date whose month's name is glued after the word for a month ----------------------------------

TERMS = ("You are the assistant of a rice mill. Today is 2027-03-08 (Monday), 08:00.\n"
         "Rules:\n- Invoices are paid 45 days after the invoice date.\n")
BILL = {"invoice": "RM-0112", "invoice_date": "2027-01-12", "total_usd": 1250}


def due(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(BILL, system=TERMS, user="វិក្កយបត្រ RM-0305 ត្រូវបង់នៅថ្ងៃណា?"))


def test_a_khmer_date_with_its_month_and_year_words_glued_is_read_and_computed() -> None:
    flags, computed = due("ថ្ងៃទី១២ ខែមករា + ៤៥ ថ្ងៃ = **ថ្ងៃទី២៦ ខែកុម្ភៈ ឆ្នាំ២០២៧**")
    assert flags == set()
    assert computed["26 ខែកុម្ភៈ ឆ្នាំ2027"] in ("date-step", "date-span")  # (round 42) clock42's earlier day may read it as the span first


def test_a_khmer_date_a_day_off_stays_flagged() -> None:
    assert due("ថ្ងៃទី១២ ខែមករា + ៤៥ ថ្ងៃ = **ថ្ងៃទី២៧ ខែកុម្ភៈ ឆ្នាំ២០២៧**")[0] == {"27 ខែកុម្ភៈ ឆ្នាំ2027"}
    assert due("ថ្ងៃទី១២ ខែមករា + ៤៥ ថ្ងៃ = **ថ្ងៃទី២៦ ខែមីនា ឆ្នាំ២០២៧**")[0] == {"26 ខែមីនា ឆ្នាំ2027"}  # a month on


# --- a 12-hour clock with its language's word for the half of the day -------------------------------

SAP = ("You are the assistant of a palm sap collector. Today is 2027-03-08 (Monday), 06:30.\n"
       "Rules:\n- Sap is bought at 1,100 KHR a litre.\n")
PICKUPS = {"climber": "Hem Sokha", "pickups": [{"time": "07:10", "litres": 30}, {"time": "17:25", "litres": 28}]}


def pickups(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(PICKUPS, system=SAP, user="ហែម សុខា ប្រគល់ទឹកត្នោតម៉ោងប៉ុន្មាន?"))


def test_an_evening_word_after_a_twelve_hour_clock_reads_the_afternoon() -> None:
    assert pickups("ម៉ោង ៧:១០ ព្រឹក និង ម៉ោង ៥:២៥ ល្ងាច៖ ២៨ លីត្រ។")[0] == set()
    assert pickups("上午7:10 和 下午5:25。")[0] == set()


def test_a_clock_in_the_other_half_or_a_digit_off_stays_flagged() -> None:
    assert pickups("ម៉ោង ៥:២៥ ព្រឹក៖ ២៨ លីត្រ។")[0] == {"5:25"}  # the morning: 05:25, no pickup
    assert pickups("ម៉ោង ៥:៣៥ ល្ងាច៖ ២៨ លីត្រ។")[0] == {"5:35"}
