"""Round 29's recall: planted inventions that escaped, fixed for the habit (recall29).

- A record's day named in another spelling attributes a slip: a line writing `30 Sep` or
  `Saturday 7 November` names the record `2026-09-30,31.9` or `2026-11-07,6,688,101240`
  (`near_misses.date_keys`: ISO and day-first dotted dates, a day and a month word either way round,
  the month by the stem English and the Latin-script languages share).
- A decimal comma before a unit of measure is a decimal (`24,8 kg`, as `19,85 €` is one):
  `decimal_comma.unit_after`; such a measure is read as an amount is (`comma_amounts`), judged when
  it is one slip from a carried number.
- A decimal-comma amount is near a carried number when two neighbouring digits are swapped
  (`52,00 €` for `25,00`, across the point: `24,8` for 28.4) and when it is one slip from the
  number as a result's text writes it (a price list's `25,00`): `comma_amounts.near_carried`.
"""

from __future__ import annotations

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.comma_amounts import near_carried
from evidence_audit.evidence.decimal_comma import comma_text
from evidence_audit.evidence.near_misses import date_keys

from ._helpers import DEFAULT, REFERENCE, flagged, history

WEIGHTS = "date,kg\n2026-08-05,34.6\n2026-08-19,33.9\n2026-09-02,36.1\n2026-09-30,31.9\n2026-10-14,38.2"
BOX_OFFICE = "date,shows,admissions,gross_nok\n2026-11-06,5,412,62480\n2026-11-07,6,688,101240\n2026-11-08,6,603,88770"
PATIENT = {"patient": "P-20417", "name": "Medo", "species": "dog", "weight_kg": 28.4, "weighed": "2026-10-21"}
PRICES = "CJENIK (EUR bez PDV-a)\npregled                     35,00\nkontrola                    20,00\nmikročip                    25,00"


def check(answer: str, *results, answers: tuple[str, ...] = (), gate=DEFAULT):
    return check_answer(answer, history(*results, answers=answers), gate)


# --- a record's day in another spelling ---------------------------------------------------------------

def test_date_keys_read_a_day_in_digits_and_in_words() -> None:
    assert date_keys("2026-11-07,6,688") == {"md:11-07"}
    assert date_keys("Saturday 7 November was the best day") == {"md:11-07"}
    assert date_keys("| 30 Sep | 31.6 |") == {"md:09-30"}
    assert date_keys("Nov 7, 2026; 7. novembra; 7 de noviembre; 07.11.2026") == {"md:11-07"}
    assert date_keys("Sept 3") == {"md:09-03"}


def test_date_keys_refuse_words_that_only_start_like_a_month() -> None:
    assert date_keys("at 10 Decibels, 3 Marathons and 5 Mayors") == set()
    assert date_keys("3 apples and 5 mangoes") == set()
    assert date_keys("no digits in May") == set()


def test_a_slip_of_a_record_its_line_names_by_its_day_in_words_is_flagged() -> None:
    assert "31.6" in flagged(check("| date | kg |\n|---|---|\n| 30 Sep | 31.6 |", WEIGHTS))
    assert "668" in flagged(check("Saturday 7 November was the best day: **668** admissions over 6 shows.", BOX_OFFICE))
    assert "31.6" not in flagged(check("| date | kg |\n|---|---|\n| 30 Sep | 31.6 |", WEIGHTS, gate=REFERENCE))


def test_a_slip_is_not_judged_when_its_line_names_another_day() -> None:
    assert "31.6" not in flagged(check("| date | kg |\n|---|---|\n| 19 Aug | 31.6 |", WEIGHTS))  # 31.9 is 30 Sep's
    assert "668" not in flagged(check("Friday 6 November: **668** admissions.", BOX_OFFICE))  # 688 is the 7th's


def test_the_record_s_own_number_on_its_day_is_grounded() -> None:
    assert not flagged(check("| date | kg |\n|---|---|\n| 30 Sep | 31.9 |", WEIGHTS))
    assert "688" not in flagged(check("Saturday 7 November was the best day: **688** admissions.", BOX_OFFICE))


# --- a decimal comma before a unit of measure ---------------------------------------------------------

def test_a_decimal_comma_before_a_unit_makes_a_comma_text_for_measures() -> None:
    assert comma_text("Medo je danas imao 24,8 kg.", units=True)
    assert comma_text("Doza: 1,5 ml dvaput dnevno.", units=True)
    assert not comma_text("Medo je danas imao 24,8 kg.")  # the text's other readings: as before
    assert not comma_text("Stavke 12,5 i 13.", units=True)  # no unit, no currency: maybe a list
    assert not comma_text("He weighs 24.8 kg, 1,5 kg more.", units=True)  # an English point beside it


def test_an_equation_s_result_in_a_text_only_a_measure_decides_is_not_read() -> None:
    """`× 1965 s = 565,9 MB` (heldout25 studio-02): the measure decides no text for the equations."""
    text = "48 000 × 24 / 8 × 2 = 288 000 B/s; × 1965 s = 565,9 MB celkem."
    assert "565,9" not in flagged(check(text, {"rate_hz": 48000, "bits": 24}))


def test_a_measure_one_slip_from_a_carried_number_is_flagged() -> None:
    assert "24,8" in flagged(check("Medo je danas imao 24,8 kg.", PATIENT))
    assert "24,8" not in flagged(check("Medo je danas imao 24,8 kg.", PATIENT, gate=REFERENCE))


def test_the_carried_measure_and_a_far_one_are_not_flagged() -> None:
    assert not flagged(check("Medo je danas imao 28,4 kg.", PATIENT))
    assert not flagged(check("Medo treba 12,6 kg hrane.", PATIENT))  # far from every carried number: not judged


# --- a decimal-comma amount a swap or a digit from a carried one ----------------------------------------

def test_near_carried_takes_a_swap_of_neighbouring_digits() -> None:
    assert near_carried("52", {"25"})
    assert near_carried("24.8", {"28.4"})  # across the point
    assert near_carried("242.96", {"242.95"})  # one digit, as before
    assert not near_carried("52.5", {"25"})
    assert not near_carried("2.5", {"25"})


def test_an_amount_one_slip_from_a_price_list_s_amount_as_written_is_flagged() -> None:
    assert "52,00" in flagged(check("52,00 € + PDV.", PRICES))
    assert "35,01" in flagged(check("Pregled: 35,01 €.", PRICES))
    assert not flagged(check("52,00 € + PDV.", PRICES, gate=REFERENCE))


def test_the_price_list_s_amount_and_a_far_one_are_not_flagged() -> None:
    assert not flagged(check("Mikročip: 25,00 € + PDV.", PRICES))
    assert not flagged(check("Ukupno 61,00 € + PDV.", PRICES))  # far from every carried number: not judged
