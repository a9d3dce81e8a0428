"""Round 26 (translation24): habits a translation agency's answers showed, written for any desk.

- A city named in its own spelling (`Zürich`, `München`) names its zone as the English one does, and
  Istanbul (UTC+3, no daylight saving time) is a zone's place too.
- A text result that says its clocks are UTC (`(times UTC)`, a `due_utc` column) carries UTC instants,
  so an answer converting them into a zone it names is grounded (`zone`).
- A text that writes a decimal comma after a lone zero (`0,11`) writes its numbers with a decimal
  comma: its `6.420` is 6,420 and its `706,20` is 706.20.
- A result's date written day first with dots (`30.09.2026`) is a date the run carries, and an
  answer's `(30.09. + 21 days)` is a base and a span (`date-span`).

Refusals: a clock an hour off, a number one digit off, a date a day off, a wrong base stay flagged.
"""

from __future__ import annotations

import pytest

from evidence_audit.evidence.decimal_comma import comma_text
from evidence_audit.evidence.locales import locale_readings

from ._helpers import history, judged

SYSTEM = "You help the dispatch desk. Today is 2026-10-07 (Wednesday)."


# --- zones named in their own spelling ----------------------------------------------------------

PICKUP = {"order": "B-118", "pickup": "2026-10-14T15:00Z", "depot_open": "2026-10-16T09:00Z"}


@pytest.mark.parametrize("answer, value", [
    ("Pickup 15:00 UTC on 14 October, which is 17:00 in Zürich.", "17:00"),
    ("The depot opens Friday 16 October 11:00 (Zürich).", "11:00"),
    ("Pickup at 17:00 München time.", "17:00"),
    ("Pickup 15:00 UTC = 18:00 Istanbul.", "18:00"),
])
def test_a_city_in_its_own_spelling_names_its_zone(answer: str, value: str) -> None:
    """A clock in `Zürich`, `München` or Istanbul time converts a carried UTC instant."""
    flags, _ = judged(answer, history(PICKUP, system=SYSTEM))
    assert value not in flags


@pytest.mark.parametrize("answer, value", [
    ("Pickup 15:00 UTC on 14 October, which is 18:00 in Zürich.", "18:00"),
    ("Pickup 15:00 UTC = 17:00 Istanbul.", "17:00"),
])
def test_a_clock_an_hour_off_in_a_named_city_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(PICKUP, system=SYSTEM))
    assert value in flags


# --- a text result whose clocks are UTC ---------------------------------------------------------

DEPARTURES = """VANS LEAVING THU 08 OCT 2026 (times UTC)
van     depot        leaves_utc   stops
V-12    Oerlikon     06:30        14
V-15    Altstetten   21:30        9"""


def test_clocks_of_a_text_that_says_utc_convert_into_a_named_zone() -> None:
    """`In Zürich: 08:30 and 23:30` for a table's `06:30` and `21:30` (times UTC)."""
    flags, _ = judged("In Zürich: 08:30 and 23:30.", history(DEPARTURES, system=SYSTEM))
    assert not {"08:30", "23:30"} & flags


def test_a_clock_of_a_utc_text_an_hour_off_stays_flagged() -> None:
    flags, _ = judged("In Zürich: 09:30 and 23:30.", history(DEPARTURES, system=SYSTEM))
    assert "09:30" in flags


def test_a_text_that_names_another_zone_too_is_not_read_as_utc() -> None:
    """A text naming UTC and CET beside its clocks: which clock is in which zone is not said."""
    text = DEPARTURES.replace("(times UTC)", "(times UTC, depots on CET)")
    flags, _ = judged("In Zürich: 08:30.", history(text, system=SYSTEM))
    assert "08:30" in flags


# --- a text written with a decimal comma --------------------------------------------------------

INVOICE = """Bäckerei Lenz - Freiburg
Rechnung 2026-77          Datum: 30.09.2026
Artikel      Menge     Preis EUR/Stk   Betrag EUR
Brötchen     6.420     0,11            706,20
Brezeln      2.980     0,11            327,80
Zahlbar innerhalb von 21 Tagen."""


def test_a_zero_comma_decides_a_text_and_its_numbers_read_so() -> None:
    assert comma_text(INVOICE)
    readings = set(locale_readings(INVOICE))
    assert {"6420", "706.2", "2980", "327.8", "0.11"} <= readings


@pytest.mark.parametrize("text", ["id,rate\n0,11", "rate 0,110", "Preis 0,11 and 12.5 kg"])
def test_a_zero_comma_in_a_csv_row_or_beside_an_english_point_decides_nothing(text: str) -> None:
    """`0,11` as two CSV cells, `0,110` (could be a list), or beside an English `12.5`."""
    assert not comma_text(text)


def test_an_invoice_in_german_spelling_grounds_its_english_respelling() -> None:
    answer = "| Item | Qty | Rate | Line |\n|---|---|---|---|\n| Rolls | 6,420 | 0.11 | 706.20 |\n| Pretzels | 2,980 | 0.11 | 327.80 |"
    flags, _ = judged(answer, history(INVOICE, system=SYSTEM))
    assert not {"6420", "706.2", "2980", "327.8"} & flags


def test_a_quantity_one_digit_off_the_german_invoice_stays_flagged() -> None:
    flags, _ = judged("Rolls: 6,520 at 0.11.", history(INVOICE, system=SYSTEM))
    assert "6520" in flags


# --- a date written day first with dots -----------------------------------------------------------

def test_a_dotted_date_plus_a_span_is_computed() -> None:
    """`due 21 October 2026 (30.09. + 21 days)` for an invoice dated `30.09.2026`."""
    flags, computed = judged("Due 21 October 2026 (30.09. + 21 days).", history(INVOICE, system=SYSTEM))
    assert not {"21 October 2026", "30.09"} & flags
    assert computed.get("21 October 2026") == "date-span"


@pytest.mark.parametrize("answer, value", [
    ("Due 22 October 2026 (30.09. + 21 days).", "22 October 2026"),
    ("Due 21 October 2026 (30.08. + 21 days).", "21 October 2026"),
])
def test_a_date_a_day_off_or_from_a_base_nobody_carried_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(INVOICE, system=SYSTEM))
    assert value in flags


# --- a report's text table aligned with spaces ---------------------------------------------------

MONTH = """OCTOBER 2026 - BY BRANCH
branch   orders   loaves     revenue_eur
north    38       12,400     41,120.00
south    29        8,950     33,870.50
east     21        6,300     18,204.00"""


def test_an_aligned_text_table_is_read_as_records() -> None:
    from evidence_audit.evidence.text_tables import read_table

    records = read_table(MONTH)
    assert records is not None and len(records) == 3
    assert records[0] == {"branch": "north", "orders": 38, "loaves": 12400, "revenue_eur": 41120.0}


@pytest.mark.parametrize("text", [
    "One line of prose.  Another sentence after two spaces.\nAnd a third line.",
    "title\nbranch   orders\nnorth    38",  # one row only
])
def test_prose_or_a_one_row_aligned_block_is_no_table(text: str) -> None:
    from evidence_audit.evidence.text_tables import read_table

    assert read_table(text) is None


def test_a_column_of_an_aligned_table_totals_and_its_rows_divide() -> None:
    """`27,650 loaves` totals the column its label names; `north €3.32` is a row's revenue over its
    loaves, the row named right before the value (`north`)."""
    hist = history(MONTH, system=SYSTEM)
    flags, computed = judged("October: 27,650 loaves and €93,194.50 in revenue.", hist)
    assert not {"27650", "93194.5"} & flags
    assert computed.get("27650") == "carried-total"
    flags, computed = judged("Revenue per loaf: north €3.32, south €3.78.", hist)
    assert not {"3.32", "3.78"} & flags
    assert computed.get("3.78") == "carried-ratio"


@pytest.mark.parametrize("answer, value", [
    ("October: 27,750 loaves and €93,194.50 in revenue.", "27750"),
    ("Revenue per loaf: north €3.32, south €3.87.", "3.87"),
])
def test_a_total_or_a_ratio_one_digit_off_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(MONTH, system=SYSTEM))
    assert value in flags


# --- a key that abbreviates the word the answer writes --------------------------------------------

DOCS = {"order": "C-22", "docs": [{"doc": "lease", "chars": 2140}, {"doc": "deed", "chars": 3605}, {"doc": "will", "chars": 9870}]}


def test_a_key_abbreviating_the_label_word_names_its_column() -> None:
    """`chars` is named by `characters`: the column's total, no total word needed."""
    flags, computed = judged("15,615 characters in all three.", history(DOCS, system=SYSTEM))
    assert "15615" not in flags
    assert computed.get("15615") == "carried-total"


def test_a_sum_one_digit_off_the_abbreviated_column_stays_flagged() -> None:
    flags, _ = judged("15,625 characters in all three.", history(DOCS, system=SYSTEM))
    assert "15625" in flags


# --- a count per a thing ---------------------------------------------------------------------------

def test_a_count_per_a_thing_is_its_whole_over_the_count_written_with_the_thing() -> None:
    """`96,300 words in 21 jobs, 4,586 words a job`: 96300 / 21."""
    hist = history({"fr": {"jobs": 21, "words": 96300}}, system=SYSTEM)
    flags, computed = judged("96,300 words in 21 jobs, 4,586 words a job.", hist)
    assert "4586" not in flags
    assert computed.get("4586") == "per-item"


@pytest.mark.parametrize("answer, value", [
    ("96,300 words in 21 jobs, 4,596 words a job.", "4596"),  # one digit off
    ("96,300 words in 21 jobs, 4,586 pages a job.", "4586"),  # the whole in another unit
])
def test_a_count_per_a_thing_off_or_in_another_unit_stays_flagged(answer: str, value: str) -> None:
    hist = history({"fr": {"jobs": 21, "words": 96300}}, system=SYSTEM)
    flags, _ = judged(answer, hist)
    assert value in flags


# --- a list whose lines repeat the base of the line above -----------------------------------------

PRICES = {"base_units": 2230, "gold_rate": 0.22}  # the other rates the person gives in the answer


def test_a_line_that_starts_with_times_repeats_the_base_of_the_line_above() -> None:
    """`- Gold: 2,230 × 0.22 = 490.60` then `- Silver: × 0.20 = 446.00`: 2230 x 0.20."""
    answer = "- Gold: 2,230 × 0.22 = €490.60\n- Silver: × 0.20 = €446.00\n- Bronze: × 0.18 = €401.40"
    flags, computed = judged(answer, history(PRICES, system=SYSTEM))
    assert not {"446", "401.4"} & flags
    assert computed.get("446") == "written"


@pytest.mark.parametrize("answer, value", [
    ("- Gold: 2,230 × 0.22 = €490.60\n- Silver: × 0.20 = €446.10", "446.1"),  # one digit off
    ("- Gold: 2,230 × 0.22 = €490.60\n\nNotes.\n- Silver: × 0.20 = €446.00", "446"),  # no equation right above
])
def test_a_repeated_base_off_or_not_right_above_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(PRICES, system=SYSTEM))
    assert value in flags


# --- point groups and a decimal comma: a Dutch or German answer ---------------------------------

def test_point_groups_beside_a_decimal_comma_decide_an_answer() -> None:
    """`13.000 / 2.500 = 5,2` and `13.000 / 8.000 = 1,625`: the `1,625` is 1.625."""
    assert comma_text("13.000 / 2.500 = 5,2 dagen, en 13.000 / 8.000 = 1,625 dagen.")
    assert not comma_text("13.000 / 8.000 = 1,625 days.")  # no decimal comma only a locale writes
    hist = history({"words": 13000, "per_day": 2500, "review_per_day": 8000}, system=SYSTEM)
    flags, computed = judged("13.000 / 2.500 = 5,2 dagen, en 13.000 / 8.000 = 1,625 dagen.", hist)
    assert "1625" not in flags
    flags, _ = judged("13.000 / 2.500 = 5,2 dagen, en 13.000 / 8.000 = 1,635 dagen.", hist)
    assert "1635" in flags


# --- a date written with dots, stepped by working days -------------------------------------------

def test_a_dotted_date_is_a_stated_number_of_working_days_after_today() -> None:
    system = SYSTEM + " Orders are ready 3 working days after the order."
    hist = history({"order": "X-1", "ordered": "2026-10-07T09:40Z"}, system=system)
    flags, computed = judged("Ready 3 working days after today: **12.10.2026**.", hist)
    assert "12.10.2026" not in flags
    assert computed.get("12.10.2026") == "date-step"
    flags, _ = judged("Ready 3 working days after today: **13.10.2026**.", hist)
    assert "13.10.2026" in flags


# --- a Turkish bill: a percent before its number, amounts with the currency after ---------------

BILL = {"pages": 8, "page_chf": 48.0, "stamps": 2, "stamp_chf": 25.0}
TURKISH = ("- 8 sayfa × 48,00 CHF = 384,00 CHF\n- Mühür: 2 × 25,00 = 50,00 CHF\n- Ara toplam: 434,00 CHF\n"
           "- KDV %8,1: {vat} CHF\n- **Toplam: {total} CHF**")


def test_a_percent_before_its_number_taxes_the_subtotal() -> None:
    """`KDV %8,1: 35,15 CHF` is 434 x 8.1%; `Toplam: 469,15 CHF` their sum (a line with no `=`)."""
    flags, computed = judged(TURKISH.format(vat="35,15", total="469,15"), history(BILL, system=SYSTEM))
    assert not {"35,15", "469,15", "35.15", "469.15"} & flags
    assert computed.get("35.15") == "percent"


def test_a_bold_bill_total_with_the_currency_after_it_is_judged() -> None:
    """A bold total on a line with no equation (`**Toplam: 469,15 CHF**`) is judged now: computed
    when it adds up, flagged one digit off (an amount in plain text there stays prose, as before)."""
    flags, _ = judged(TURKISH.format(vat="35,15", total="469,25"), history(BILL, system=SYSTEM))
    assert "469,25" in flags
    flags, computed = judged(TURKISH.format(vat="35,15", total="469,15"), history(BILL, system=SYSTEM))
    assert "469,15" not in flags and computed.get("469.15") == "total"


# --- worked steps and a lone item added up ----------------------------------------------------------

def test_worked_steps_and_a_lone_item_add_up() -> None:
    """`1,840 × 25% = 460, ..., 410 × 80% = 328, plus 5,270 new: 6,987`: the steps' results and 5,270."""
    hist = history({"bands": {"100%": 1840, "95-99%": 620, "85-94%": 1135, "75-84%": 410, "new": 5270}}, system=SYSTEM)
    answer = "Weighted: 1,840 × 25% = 460, 620 × 40% = 248, 1,135 × 60% = 681, 410 × 80% = 328, plus 5,270 new: {v} in all."
    flags, computed = judged(answer.format(v="6,987"), hist)
    assert "6987" not in flags
    assert computed.get("6987") == "total"
    flags, _ = judged(answer.format(v="6,997"), hist)
    assert "6997" in flags


# --- a quantity stated per one thing, times a count ----------------------------------------------

CREW = SYSTEM + " Rules: a driver loads 2,400 crates a shift; a depot opens 6 days a week."


def test_a_stated_quantity_per_thing_times_the_count_written() -> None:
    """`With three drivers that's 7,200 crates`: 3 x the 2,400 a driver loads."""
    flags, computed = judged("With three drivers that's 7,200 crates a shift.", history({"crates": 9100}, system=CREW))
    assert "7200" not in flags
    assert computed.get("7200") == "count-multiple"


@pytest.mark.parametrize("answer, value", [
    ("With three drivers that's 7,300 crates a shift.", "7300"),  # one digit off
    ("With three vans that's 7,200 crates a shift.", "7200"),  # a thing no stated clause names
])
def test_a_count_multiple_off_or_of_an_unstated_thing_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history({"crates": 9100}, system=CREW))
    assert value in flags


def test_a_count_multiple_one_digit_off_a_carried_number_stays_flagged() -> None:
    """`2 pages (3,600)` beside a carried 3,605: a misread of it cannot be told apart."""
    system = SYSTEM + " A page is 1,800 characters."
    flags, _ = judged("3,605 characters is over 2 pages (3,600).", history({"chars": 3605}, system=system))
    assert "3600" in flags


def test_a_dotted_date_one_digit_off_a_carried_date_is_no_step_from_it() -> None:
    """`13.11.2026` beside a carried `2026-11-03` and a stated `10 days`: a misread of the carried
    date, not a step from it (the mutant of a date the run carries stays flagged)."""
    system = SYSTEM + " Invoices are due within 10 days."
    hist = history({"rate_date": "2026-11-03", "rate": 0.8674}, system=system)
    flags, _ = judged("At the rate of 13.11.2026: 0.8674.", hist)
    assert "13.11.2026" in flags


def test_a_count_multiple_reads_its_sentence_within_a_bounded_reach() -> None:
    """The count is read in the value's sentence within `MAX_BACK` characters before it, so one
    value's try never reads the answer from its start (a long answer of many values stays linear):
    a count that far back in one unbroken sentence is no operand, one near the value is."""
    from evidence_audit.evidence.count_multiples import MAX_BACK
    hist = history({"crates": 9100}, system=CREW)
    filler = " and " + "x" * (MAX_BACK + 10) + " "
    far_flags, _ = judged(f"With three drivers{filler}that's 7,200 crates a shift.", hist)
    assert "7200" in far_flags
    near_flags, computed = judged(f"Counting{filler}with three drivers that's 7,200 crates a shift.", hist)
    assert "7200" not in near_flags and computed.get("7200") == "count-multiple"
