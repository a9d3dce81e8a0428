"""Round 28's recall: planted inventions that escaped, fixed for the habit (recall28).

- A short number one slip from a number of a result's CSV export (`19.2` in
  `L26-0813,M-031,360,19.2,sunflower`) is a slip's carried number too, and a line that writes a
  code, clock or date of that number's record (`L26-0813`, `12:00`) attributes the slip
  (`near_misses.record_keys`), in any language.
- A short number one slip from a number an earlier answer wrote (`265 jars` restated `256 jars`),
  its line sharing a word with that number's, is judged.
- A weekday date whose own sentence states its step and writes its base (`Two days before
  Wednesday 21 October is Tuesday 20 October`) is judged by that step, not excused by `weekday-step`.
- A decimal-comma amount with an ISO code or a currency's own sign after it (`7,4621 DKK`,
  `84,06 Ft`, `123,30 lei`) is read as `12,50 EUR` is.
"""

from __future__ import annotations

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.decimal_comma import comma_text
from evidence_audit.evidence.near_misses import record_keys

from ._helpers import DEFAULT, REFERENCE, flagged, history

LOG = (
    "lot,member,kg,moisture_pct,honey\nL26-0811,M-112,475,17.9,sunflower\n"
    "L26-0812,M-207,91.8,18.4,linden\nL26-0813,M-031,360,19.2,sunflower\nL26-0814,M-154,228,20.3,buckwheat"
)
POOL = "time,pool,temp_c,free_cl_ppm\n06:00,main,27.4,0.8\n12:00,main,27.9,0.4\n12:00,learner,31.4,0.7"


def check(answer: str, *results, answers: tuple[str, ...] = (), gate=DEFAULT):
    return check_answer(answer, history(*results, answers=answers), gate)


# --- a record's key attributes a slip ----------------------------------------------------------------

def test_record_keys_are_codes_clocks_and_dates() -> None:
    assert record_keys("L26-0813 reads 19.6% at 12:00 on 2026-07-08") == {"l26-0813", "12:00", "2026-07-08"}
    assert record_keys("a-b, 1/2, x-1") == set()  # no code: fewer than two digits or four characters


def test_a_slip_of_a_csv_number_its_line_names_the_record_of_is_flagged() -> None:
    assert "19.6" in flagged(check("L26-0813 reads **19.6%**.", LOG))
    assert "31.7" in flagged(check("| time | °C |\n|---|---|\n| 12:00 | 31.7 |", POOL))
    assert "19.6" not in flagged(check("L26-0813 reads **19.6%**.", LOG, gate=REFERENCE))


def test_a_slip_is_not_judged_when_its_line_names_another_record() -> None:
    assert "19.6" not in flagged(check("L26-0814 reads **19.6%**.", LOG))  # 19.2 is L26-0813's
    assert "31.7" not in flagged(check("At 06:00 it was 31.7.", POOL))  # 31.4 is 12:00's


def test_the_carried_number_itself_is_grounded() -> None:
    assert not flagged(check("L26-0813 reads **19.2%**.", LOG))


# --- a slip of an earlier answer's number -------------------------------------------------------------

EXTRACTION = {"member": "M-207", "kg": 91.8, "frames": 40}
EARLIER = ("After the 1.5% bottling loss, 91.8 kg leaves 90.423 kg, enough for **265 jars** of 340 g.",)


def test_a_slip_of_a_number_an_earlier_answer_wrote_is_flagged() -> None:
    assert "256" in flagged(check("256 jars.", EXTRACTION, answers=EARLIER))
    assert "256" not in flagged(check("256 jars.", EXTRACTION, answers=EARLIER, gate=REFERENCE))


def test_an_earlier_answer_s_number_is_a_base_only_for_a_value_alone_on_its_line() -> None:
    assert "256" not in flagged(check("256 jars from 91.8 kg.", EXTRACTION, answers=EARLIER))  # a line that computes


def test_a_csv_number_is_a_base_only_for_a_line_naming_its_record() -> None:
    assert "19.6" not in flagged(check("The sunflower lot reads **19.6%**.", LOG))  # words reach every row


def test_an_earlier_answer_s_number_with_no_word_in_common_is_not_judged() -> None:
    assert "256" not in flagged(check("256 visitors.", EXTRACTION, answers=EARLIER))
    assert not flagged(check("265 jars.", EXTRACTION, answers=EARLIER))  # restated right


# --- a weekday date judged by the step its sentence states --------------------------------------------

ORDER = {"order": "ORD-5171", "received": "2026-10-14", "event_date": "2026-10-31"}
RUSH = ("Rush is ready in 5 working days: **Wednesday 21 October**.",)


def test_a_weekday_date_its_sentence_steps_wrongly_is_flagged() -> None:
    answer = "Two days before Wednesday 21 October is **Tuesday 20 October**."
    assert "Tuesday 20 October" in flagged(check(answer, ORDER, answers=RUSH))


def test_a_weekday_date_its_sentence_steps_rightly_is_not_flagged() -> None:
    answer = "Two days before Wednesday 21 October is **Monday 19 October**."
    assert "Monday 19 October" not in flagged(check(answer, ORDER, answers=RUSH))


def test_a_weekday_date_with_no_step_stated_is_still_a_calendar_read() -> None:
    assert "Thursday 15 October" not in flagged(check("We can start on **Thursday 15 October**.", ORDER))


# --- a decimal-comma amount before a currency's code or sign ------------------------------------------

FX = {"base": "EUR", "rates": {"DKK": 7.4612, "USD": 1.1624}, "date": "2026-10-14"}


def test_an_iso_code_or_a_currency_sign_after_a_decimal_comma_makes_a_comma_text() -> None:
    assert comma_text("1 EUR = 7,4621 DKK.") and comma_text("1 lej = 84,06 Ft.") and comma_text("123,30 lei")
    assert not comma_text("costs 12,50 krone")  # a word, not a sign
    assert not comma_text("items 1,2 KRONOS")


def test_a_rate_with_two_digits_swapped_is_flagged_and_the_right_one_grounded() -> None:
    assert "7,4621" in {c.token or c.value for c in check("1 EUR = 7,4621 DKK (kurs af 14. oktober 2026).", FX).unsupported}
    assert not flagged(check("1 EUR = 7,4612 DKK (kurs af 14. oktober 2026).", FX))
