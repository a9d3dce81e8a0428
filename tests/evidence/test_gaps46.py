"""(round 46, gaps46) One-digit mutants that passed, each a recall gap of a rule, as made-up runs.

- `monthly-step` (`word_dates._month_after_in_list`, `_monthly_series`): a yearless date a month
  after an earlier date of its sentence on the same day was a monthly list's next step even where
  the sentence writes a count between them (`made on 28 September; 20 days → 28 October`, a day
  18 -> 28 mutant): now only where nothing but the list's dates (and their years) stands between.
- a yearless date far from every known date (a month-digit slip, `ཟླ་༡༢ ཚེས་༣` for `ཟླ་༡༡
  ཚེས་༣`) was left unjudged though the system prompt's span (20 days) reaches a date one digit
  from it: the prompt's spans now bring it near, as the step itself takes them (silk36).
- a month's last day is read off a calendar (not judged), but not where its sentence states a span
  from a known date that reaches a date one digit from it (`28 February: in 18 days` from 9
  February: 27 February).
- `slipped_results`: a short result of an operation whose operand has a decimal comma (`480 ×
  0,5 = 241`, in a text no locale rule decides) was never judged: `0,5` read as 5.
- `durations`: a number word glued to a unit (Malagasy `amin'ny 6:31`, "at 6:31") read as `a min`,
  so a clock one minute off a carried one was a clock plus one minute.
Each with the true value passing.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, content, flagged


def run(result: Any, question: str, system: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": system}, {"role": "user", "content": question},
            {"role": "tool", "content": content(result)}]


def computed(verdict: Any) -> dict[str, str]:
    return {c.value: c.derivation for c in verdict.computed or ()}


# --- monthly-step: a count between the two dates is no monthly list
KILN = {"batch": "K-17", "fired": "2027-09-28", "status": "cooling"}
KILN_SYSTEM = "A lime kiln's assistant. Today is 2027-10-01. Lime is sold 20 days after firing."


def test_a_date_a_month_on_with_a_count_between_is_no_monthly_list() -> None:
    hist = run(KILN, "When is K-17 sold?", KILN_SYSTEM)
    true = check_answer("K-17 was fired on September 28; 20 days → **October 18**.", hist, DEFAULT)
    assert flagged(true) == set()
    mutant = check_answer("K-17 was fired on September 28; 20 days → **October 28**.", hist, DEFAULT)
    assert flagged(mutant) == {"October 28"}
    tibetan = check_answer("K-17 ནི་ ཟླ་༩ ཚེས་༢༨ ལ་བཙོས། ཉིན་༢༠ → **ཟླ་༡༠ ཚེས་༢༨**", hist, DEFAULT)
    assert flagged(tibetan) == {"ཟླ་10 ཚེས་28"}


def test_a_monthly_list_of_dates_is_still_a_monthly_step() -> None:
    hist = run(KILN, "When are the next deliveries?", KILN_SYSTEM + " Deliveries are monthly.")
    verdict = check_answer("Deliveries on September 28, October 28 and November 28.", hist, DEFAULT)
    assert flagged(verdict) == set()
    assert set(computed(verdict).values()) == {"monthly-step"}


# --- a yearless date a month off the system prompt's step is judged
DYE = "DISPATCH NOTE D-31\nDate: 2027-10-14\nPayable within 20 days"
DYE_SYSTEM = "A dye works' assistant. Today is 2027-10-20. Invoices are paid within 20 days."


def test_a_month_slip_of_the_prompts_step_is_flagged() -> None:
    hist = run(DYE, "D-31 ནམ་སྤྲོད་དགོས།", DYE_SYSTEM)
    true = check_answer("* ཟླ་༡༠ ཚེས་༡༤ ལ་བསྐུར། ཉིན་༢༠ → **ཟླ་༡༡ ཚེས་༣**", hist, DEFAULT)
    assert flagged(true) == set() and computed(true) == {"ཟླ་11 ཚེས་3": "date-step"}
    slip = check_answer("* ཟླ་༡༠ ཚེས་༡༤ ལ་བསྐུར། ཉིན་༢༠ → **ཟླ་༡༢ ཚེས་༣**", hist, DEFAULT)
    assert flagged(slip) == {"ཟླ་12 ཚེས་3"}


def test_a_far_date_no_step_comes_near_stays_unjudged() -> None:
    hist = run(DYE, "D-31 ནམ་སྤྲོད་དགོས།", DYE_SYSTEM)
    # two months from every date the run knows and no step near it: knowledge, not judged
    assert flagged(check_answer("* ཟླ་༡༠ ཚེས་༡༤ ལ་བསྐུར། ཟླ་༡༢ ཚེས་༢༤ ལ་ལོ་མཇུག", hist, DEFAULT)) == set()


# --- a month's last day one digit from the step its sentence states
SEED = "plot,sown,days_to_harvest\nP-1,2026-11-14,105"
SEED_SYSTEM = "A seed bank's assistant. Today is 2027-02-09 (Tuesday)."


def test_a_months_end_one_digit_from_its_stated_step_is_flagged() -> None:
    hist = run(SEED, "How many days until P-1 is harvested?", SEED_SYSTEM)
    true = check_answer("P-1 on 27 February: **18 days** from today.", hist, DEFAULT)
    assert flagged(true) == set()
    assert flagged(check_answer("P-1 on 28 February: **18 days** from today.", hist, DEFAULT)) == {"28 February"}
    lao = check_answer("P-1 ວັນທີ ໒໘ ກຸມພາ: ອີກ **໑໘ ມື້**.", hist, DEFAULT)
    assert flagged(lao) == {"28 ກຸມພາ"}
    assert flagged(check_answer("P-1 ວັນທີ ໒໗ ກຸມພາ: ອີກ **໑໘ ມື້**.", hist, DEFAULT)) == set()


def test_a_months_end_with_no_step_stated_is_still_read_off_a_calendar() -> None:
    hist = run(SEED, "When does the month's stock count happen?", SEED_SYSTEM)
    assert flagged(check_answer("The stock count is on 28 February, the month's last day.", hist, DEFAULT)) == set()


# --- a decimal-comma operand of a short result
JARS = "Palm sugar paste (jar 500 g)   480 jars x 1.55   744.00"


def test_a_short_result_of_a_decimal_comma_operand_is_judged() -> None:
    hist = run(JARS, "How many kilos of paste?", "A palm sugar co-operative's assistant.")
    assert flagged(check_answer("- jars: 480 × 0,5 = 240 kg", hist, DEFAULT)) == set()
    assert flagged(check_answer("- jars: 480 × 0,5 = 241 kg", hist, DEFAULT)) == {"241"}
    assert flagged(check_answer("- ពាង៖ ៤៨០ × ០,៥ = ២៤០ គីឡូក្រាម", hist, DEFAULT)) == set()
    assert flagged(check_answer("- ពាង៖ ៤៨០ × ០,៥ = ២៤១ គីឡូក្រាម", hist, DEFAULT)) == {"២៤១"}


def test_a_comma_before_three_digits_is_no_decimal_operand() -> None:
    hist = run(JARS, "How many kilos of paste?", "A palm sugar co-operative's assistant.")
    # `0,500` may be a thousands group: this rule reads only a comma before one or two decimals
    assert flagged(check_answer("- jars: 480 × 0,500 = 241 kg", hist, DEFAULT)) == set()
    assert flagged(check_answer("- jars: 480 × 1,5 = 721 kg", hist, DEFAULT)) == {"721"}
    assert flagged(check_answer("- jars: 480 × 1,5 = 720 kg", hist, DEFAULT)) == set()


# --- a word glued to a unit is no duration (`amin'ny`, Malagasy "at the")
def test_a_word_glued_to_a_minute_is_no_duration() -> None:
    from evidence_audit.evidence.durations import durations_in

    assert durations_in("tonga amin'ny 6:31") == []
    assert durations_in("a min later, a-minute wait, an hour") == [(1, "a min"), (1, "a-minute"), (60, "an hour")]
    trip = {"order": "SV-05", "dispatch": "2027-05-20T06:30", "drive_minutes": 135}
    hist = run(trip, "Rahoviana no tonga ny kamiao?", "A vanilla curing house's assistant.")
    true = "Miainga ny 20 Mey amin'ny 6:30 maraina, 135 minitra → tonga **amin'ny 8:45 maraina**"
    assert flagged(check_answer(true, hist, DEFAULT)) == set()
    assert flagged(check_answer(true.replace("6:30", "6:31"), hist, DEFAULT)) == {"6:31"}
