"""vanilla45: heldout43 vanilla's causes as made-up runs of other trades (none of the corpus's texts):
a number of a hundred million or more in space thousands (`123 750 000`) read as one number where
the text writes space thousands, not glued as an account number (`groups.py`); a short Latin month
name CLDR gives (Malagasy `Mey`, `Jona`) read between a day and a year (`worded_dates.py`); a date
stepped from a yearless date the run carries written before it on its line (`word_dates.chain_step`);
each with its refusals."""

from __future__ import annotations

from evidence_audit.evidence.groups import glue_digit_groups
from evidence_audit.evidence.month_names import MONTH_NAMES, SHORT_MONTH_NAMES
from evidence_audit.evidence.worded_dates import worded_dates

from ._helpers import history, judged

# --- space thousands of a hundred million or more (groups.py) ---------------------------------------

def test_a_three_digit_group_run_stays_a_number_in_a_space_thousands_text() -> None:
    text = "3 × 41 250 000 = 123 750 000 Ar"
    assert glue_digit_groups(text) == text
    assert glue_digit_groups("123 750 000 − 18 240 000 = 105 510 000") == "123 750 000 − 18 240 000 = 105 510 000"


def test_an_account_run_is_glued_still() -> None:
    # no space number beside it, an English group beside it, a group of four digits, a page and a count
    assert glue_digit_groups("Kaonty 123 456 789") == "Kaonty 123-456-789"
    assert glue_digit_groups("1,250 kg; ref 123 456 789") == "1,250 kg; ref 123-456-789"
    assert glue_digit_groups("4402 0044 8213 for 31 046 400") == "4402-0044-8213 for 31 046 400"
    assert glue_digit_groups("Page 3 120, ref 123 456 789") == "Page 3 120, ref 123-456-789"


def test_the_tail_of_a_longer_space_number_is_not_glued() -> None:
    assert glue_digit_groups("1 123 750 000 Ar") == "1 123 750 000 Ar"


CLOVE = ("You are the desk of a clove exporter in Mahanoro. Use the tools; state only the figures they give, "
         "or arithmetic on them.")
CONTRACT = {"contract": "GF-22", "tonnes": 3, "price_per_tonne": 41250000, "paid_advance": 18240000}


def test_a_product_in_space_thousands_over_a_hundred_million_is_computed() -> None:
    answer = "- 3 × 41 250 000 = **123 750 000 Ar**\n- Sisa: 123 750 000 − 18 240 000 = **105 510 000 Ar**"
    flags, comp = judged(answer, history(CONTRACT, system=CLOVE, user="Ohatrinona?"))
    assert not flags and comp.get("123750000") and comp.get("105510000")


def test_a_digit_off_in_space_thousands_over_a_hundred_million_stays_flagged() -> None:
    answer = "- 3 × 41 250 000 = **123 760 000 Ar**\n- Sisa: 18 240 000"
    flags, _ = judged(answer, history(CONTRACT, system=CLOVE, user="Ohatrinona?"))
    assert "123760000" in flags


# --- short month names between a day and a year (worded_dates.py) ------------------------------------

def test_short_month_names_are_kept_apart() -> None:
    assert SHORT_MONTH_NAMES.get("mey") == 5 and SHORT_MONTH_NAMES.get("jona") == 6
    assert "mey" not in MONTH_NAMES and "jona" not in MONTH_NAMES
    assert "may" not in SHORT_MONTH_NAMES and "jun" not in SHORT_MONTH_NAMES  # English's readers keep them


def test_a_short_month_name_is_read_between_a_day_and_a_year() -> None:
    (found,) = worded_dates("Aloa amin'ny 27 Mey 2027 azafady")
    assert (found.year, found.month, found.day) == (2027, 5, 27)


def test_a_short_month_name_outside_its_frame_is_not_read() -> None:
    assert worded_dates("Aloa amin'ny 27 Mey azafady") == ()  # no year, no dated date beside it
    assert worded_dates("Mey 2027") == ()
    assert worded_dates("27 de Mey 2027") == ()
    assert worded_dates("I paid 12 dis 4 of them") == ()


def test_a_short_month_name_without_its_year_beside_a_dated_one_is_read() -> None:
    dates = worded_dates("Alefa ny 8 Mey; 30 andro → 7 Jona 2027")
    assert [(d.month, d.day, d.year) for d in dates] == [(5, 8, None), (6, 7, 2027)]


def test_a_short_month_name_with_a_day_its_month_has_not_is_impossible() -> None:
    from evidence_audit.evidence.worded_dates import impossible_worded_dates

    assert impossible_worded_dates("Aloa amin'ny 36 Mey 2027") == [(13, "36 Mey 2027")]
    assert impossible_worded_dates("31 Jona 2027") == [(0, "31 Jona 2027")]
    assert impossible_worded_dates("30 Jona 2027") == [] and impossible_worded_dates("36 Mey") == []


RICE = ("You are the desk of a rice mill in Marovoay. Today is 2027-05-12 (Wednesday), 08:00. Use the tools. "
        "Invoices are paid within 30 days of their date (of the dispatch, for orders).")
INVOICE = {"invoice": "RM-118", "date": "2027-05-02", "total_mga": 4180000}


def test_a_due_day_with_a_short_month_name_is_computed() -> None:
    answer = "RM-118 natao ny 2 Mey 2027; 30 andro → **1 Jona 2027**"
    flags, comp = judged(answer, history(INVOICE, system=RICE, user="Rahoviana?"))
    assert not flags and comp.get("1 Jona 2027") == "date-step"


def test_a_due_day_a_day_on_with_a_short_month_name_is_flagged() -> None:
    # the plant of heldout43 (a day on, restated alone): judged now, no longer an unread word
    flags, _ = judged("**2 Jona 2027**", history(INVOICE, system=RICE, user="Rahoviana indray?"))
    assert "2 Jona 2027" in flags


# --- a yearless carried base before a dated step (word_dates.chain_step) ------------------------------

ORDER = {"order": "RM-O-7", "tonnes": 12, "dispatch": "2027-05-08T07:00"}


def test_a_step_from_a_yearless_carried_date_on_its_line_is_computed() -> None:
    for answer, value in (("* Alefa ny 8 Mey; 30 andro → **7 Jona 2027**", "7 Jona 2027"),
                          ("Dispatched 8 May; due **7 June 2027**", "7 June 2027")):
        flags, comp = judged(answer, history(ORDER, system=RICE, user="Rahoviana no handoa?"))
        assert not flags and comp.get(value) == "date-step", answer


def test_a_step_from_a_yearless_carried_date_a_day_off_stays_flagged() -> None:
    for answer, value in (("* Alefa ny 8 Mey; 30 andro → **8 Jona 2027**", "8 Jona 2027"),
                          ("Dispatched 8 May; due **6 June 2027**", "6 June 2027")):
        flags, _ = judged(answer, history(ORDER, system=RICE, user="Rahoviana no handoa?"))
        assert value in flags, answer


def test_a_step_from_a_yearless_date_the_run_never_carried_stays_flagged() -> None:
    flags, _ = judged("Dispatched 9 May; due **8 June 2027**", history(ORDER, system=RICE, user="Rahoviana no handoa?"))
    assert "8 June 2027" in flags


# --- an overtime tariff is no offset (record_ends.py) -------------------------------------------------

def test_a_price_an_hour_is_no_offset_but_a_stated_offset_is() -> None:
    from evidence_audit.evidence.record_ends import _stated_offsets

    assert _stated_offsets("Pickers 4,000 UGX a day of 8 hours and 600 UGX an hour past 8 hours.") == ()
    assert _stated_offsets("Night rate: $12 an hour after 6 pm.") == ()
    assert _stated_offsets("Collect an hour after the slot.") == ((0, 60.0, "an hour"),)
    assert _stated_offsets("Arrive 2 hours from the booked slot.") == ((0, 120.0, "2 hours"),)


TEA = ("You are the desk of a tea estate in Kericho. Use the tools; state only the times and figures they give. "
       "Pluckers 600 KES a day of 8 hours and 90 KES an hour past 8 hours.")
LORRY = {"lorry": "KT-4", "departs": "2027-06-02T06:30", "drive_minutes": 135}


def test_an_end_clock_is_computed_and_an_hour_on_stays_flagged_beside_an_overtime_tariff() -> None:
    flags, comp = judged("Leaves 6:30, 135 min → arrives **8:45**", history(LORRY, system=TEA, user="Arrival?"))
    assert "8:45" not in flags and comp.get("8:45")
    flags, _ = judged("Arrives **9:45**", history(LORRY, system=TEA, user="Arrival?"))
    assert "9:45" in flags


def test_with_several_stated_spans_a_yearless_base_takes_none_of_them_unasked() -> None:
    # review45c D2: a reminder `7 days after the due date` and a second `14 days after that` count
    # from the due date, not the dispatch; with no count written, the rules' spans step a yearless base
    # only where they state one size (each of several reaches another day: no chance test tells them)
    rules = RICE + " A reminder goes 7 days after the due date; a second 14 days after that."
    for answer, value in (("Dispatched 8 May; due **22 May 2027**", "22 May 2027"),
                          ("Dispatched 8 May; reminder **15 May 2027**", "15 May 2027")):
        flags, _ = judged(answer, history(ORDER, system=rules, user="Rahoviana no handoa?"))
        assert value in flags, answer
    # the count written between still names its span
    flags, comp = judged("Dispatched 8 May; 30 days → **7 June 2027**", history(ORDER, system=rules, user="Rahoviana no handoa?"))
    assert not flags and comp.get("7 June 2027") in ("date-step", "date-span"), comp


def test_a_short_name_without_its_year_needs_a_short_names_dated_date_in_the_text() -> None:
    # review45c D5: a long name's dated date (`3 mai 2027`) does not open the yearless reading of the
    # short names (`12 van`, `25 mph`: Dutch and other languages' words, in the short-name table)
    from evidence_audit.evidence.worded_dates import worded_dates

    assert [(d.month, d.day) for d in worded_dates("Levering 3 mai 2027: 12 van de 140 stuks, at 25 mph.")] == [(5, 3)]
    assert [(d.month, d.day, d.year) for d in worded_dates("Alefa ny 20 Mey; 30 andro → 19 Jona 2027")] == [(5, 20, None), (6, 19, 2027)]
