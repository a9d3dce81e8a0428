"""(clock42) Honest values heldout40's clock corpus flagged, each with the bound that keeps an
invention flagged. The texts are written here, in the corpus's shapes, not copied from it.

- `computed/tables.py` (`derived_cells`): a whole cell under the digit minimum that the `table`
  rule's row product gives (a count the person wrote times the row's list price: `| CD-2 | 4 | 120 |
  480 |`) is an operand of the column's total under it, then of the percent rows below it. A cell
  one off, or a total one digit off, stays flagged.
- `means.py` (`asked_mean`): a terse reply to a question that asks a mean (`Mean per order?`) says
  it for its values: a CSV column's mean is `carried-mean`. One digit off, or no mean asked: flagged.
- `word_dates.py` (`computed_date`): a yearless date in another language's words is a base of a
  date-span (`12 जनवरी` + `13 दिन` = `25 जनवरी 2027`); a day off stays flagged.
- `clock_offsets.py`: with no offset stated, a list's clock is the clock on the line above plus the
  latest record's own duration (`until 09:05` then `Back 09:45` for `"drive_min": 40`); ten minutes
  off stays flagged.
- `computed/wide.py`: the earlier-sum's total word in another language (`कुल`,
  `total_words.says_total`); a question naming two currency codes asks a cross rate of the latest
  result; `stated_exchanges.pair_key` reads `inr_per_usd`; `asked_factors.amounts_for(best=True)`.
- `tax_names.py` (`names_tax_in_script`): a tax named in another script (`जीएसटी सहित`) names the
  stated `GST 18%` for `rate-step`.
"""

from __future__ import annotations

from typing import Any

import pytest

from evidence_audit.evidence.stated_exchanges import pair_key
from evidence_audit.evidence.tax_names import names_tax_in_script

from ._helpers import history, judged

PARTS = ("code,part,list_eur,stock\nAB-1,brass wheel,1450,3\nCD-2,pivot,120,8\nEF-3,hand set,95,4")
QUOTE = history(PARTS, user="Quote 2 AB-1, 4 CD-2 and 3 EF-3.")


def _table(short: str, total: str) -> str:
    return ("| Code | Qty | List | Amount |\n|---|---|---|---|\n"
            "| AB-1 | 2 | 1,450 | 2,900 |\n"
            f"| CD-2 | 4 | 120 | {short} |\n"
            "| EF-3 | 3 | 95 | 285 |\n"
            f"| Subtotal | | | {total} |")


def test_a_short_row_product_is_an_operand_of_the_column_total() -> None:
    flags, how = judged(_table("480", "3,665.00"), QUOTE)
    assert not flags
    assert how["3665"] == "table"


@pytest.mark.parametrize("short,total", [("480", "3,675.00"), ("490", "3,675.00"), ("480", "3,655.00")])
def test_a_wrong_cell_or_total_stays_flagged(short: str, total: str) -> None:
    flags, _ = judged(_table(short, total), QUOTE)
    assert total.replace(",", "").removesuffix(".00") in flags


CLOSED = ("order,closed,amount_eur\nO-11,2026-11-02,1200\nO-12,2026-11-09,2812.50\nO-13,2026-11-20,3825")


def test_a_terse_reply_to_a_mean_asked_is_the_column_s_mean() -> None:
    run = history(CLOSED, user="Mean per order?")
    flags, how = judged("- 2,612.50 EUR a order", run)
    assert not flags and how["2612.5"] == "carried-mean"


@pytest.mark.parametrize("user,answer", [("Mean per order?", "- 2,613.50 EUR a order"),
                                         ("Largest order?", "- 2,612.50 EUR")])
def test_a_wrong_mean_or_no_mean_asked_stays_flagged(user: str, answer: str) -> None:
    flags, _ = judged(answer, history(CLOSED, user=user))
    assert flags


JOB = history({"job": "J-7", "received": "2027-01-12", "bench_days": 6, "stand_days": 7},
              system="Today is 2027-01-19 (Tuesday).", user="कब तैयार होगी?")


def test_a_yearless_base_in_another_language_s_words_steps_by_its_days() -> None:
    flags, how = judged("घड़ी 12 जनवरी को आई; 6 दिन + 7 दिन = 13 दिन → **25 जनवरी 2027**।", JOB)
    assert not flags and how["25 जनवरी 2027"] == "date-span"


def test_a_day_off_from_a_worded_base_stays_flagged() -> None:
    flags, _ = judged("घड़ी 12 जनवरी को आई; 6 दिन + 7 दिन = 13 दिन → **26 जनवरी 2027**।", JOB)
    assert "26 जनवरी 2027" in flags


VISIT = history({"visit": "V-3", "depart": "2027-02-04T06:50", "drive_min": 40, "work_min": 95},
                user="Plan V-3.")


def test_a_list_s_clock_is_the_line_above_plus_the_record_s_leg() -> None:
    flags, how = judged("- Leave 06:50, arrive **07:30**\n- Work 95 min, until **09:05**\n- Back at the yard **09:45**", VISIT)
    assert not flags and how["09:45"] == "clock-offset"


@pytest.mark.parametrize("wrong", ["09:55", "10:45", "09:35"])
def test_a_clock_off_the_record_s_leg_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"- Leave 06:50, arrive **07:30**\n- Work 95 min, until **09:05**\n- Back at the yard **{wrong}**", VISIT)
    assert wrong in flags


BILL = history({"job": "J-9", "declared_inr": 24000, "labour_inr": 3600, "parts_inr": 1610.4},
               system="Insured courier: 1.5% of the declared value.",
               user="कूरियर?", answers=("बिल: ₹3,600 + ₹1,610.40 = **कुल ₹5,210.40**", "२५ जनवरी।", "ठीक है।"))


def test_an_earlier_total_plus_this_answer_s_amount_under_another_language_s_total_word() -> None:
    flags, how = judged("₹24,000 का 1.5% = **₹360**। बिल के साथ कुल ₹5,570.40।", BILL)
    assert not flags and how["5570.4"] == "earlier"


def test_a_total_one_digit_off_under_the_word_stays_flagged() -> None:
    flags, _ = judged("₹24,000 का 1.5% = **₹360**। बिल के साथ कुल ₹5,580.40।", BILL)
    assert "5580.4" in flags


GST = history({"job": "J-4", "bench_hours": 12.75}, system="Bench labour is 400 INR an hour. GST 18% on top.",
              user="मेहनत जीएसटी सहित?")


def test_a_tax_named_in_another_script_names_the_stated_tax() -> None:
    flags, how = judged("* 12.75 × ₹400 = ₹5,100.00\n* जीएसटी सहित: **₹6,018.00**", GST)
    assert not flags and how["6018"] == "rate-step"
    assert names_tax_in_script("जीएसटी सहित") and names_tax_in_script("НДС 12%") and not names_tax_in_script("सहित")


def test_a_taxed_amount_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("* 12.75 × ₹400 = ₹5,100.00\n* जीएसटी सहित: **₹6,028.00**", GST)
    assert "6028" in flags
    # no tax named on the line: the stated GST is no operand
    flags, _ = judged("* 12.75 × ₹400 = ₹5,100.00\n* सहित: **₹6,018.00**", GST)
    assert "6018" in flags


def _rate_run(question: str, rules: str = "Bench labour is 450 INR an hour.\nSite visits: 18 INR a km, plus bench labour.") -> Any:
    return [{"role": "system", "content": rules},
            {"role": "user", "content": "usd rate"},
            {"role": "tool", "content": '{"date": "2027-01-19", "inr_per_usd": 86.42, "inr_per_gbp": 108.75}'},
            {"role": "assistant", "content": "1 USD = 86.42 INR."},
            {"role": "user", "content": question}]


def test_a_quote_per_base_key_names_its_pair() -> None:
    assert pair_key("inr_per_usd") == ("USD", "INR")
    assert pair_key("MMK-per-THB") == ("THB", "MMK")
    assert pair_key("inr_per_inr") is None and pair_key("abc_per_usd") is None


def test_a_stated_hour_s_price_converted_by_the_line_the_question_names_best() -> None:
    flags, how = judged("$5.21.", _rate_run("bench hour in usd"))
    assert not flags and how["5.21"] == "record"
    assert judged("$5.31.", _rate_run("bench hour in usd"))[0]


def test_a_cross_rate_of_the_latest_result() -> None:
    flags, how = judged("$1.2584.", _rate_run("gbp in usd"))
    assert not flags and how["1.2584"] == "split"


@pytest.mark.parametrize("question,answer", [("gbp in usd", "$1.2594."), ("5 gbp in usd", "$1.2584."),
                                             ("gbp price of the hour in dollars for the shop today", "$1.2584.")])
def test_a_wrong_cross_rate_or_another_question_stays_flagged(question: str, answer: str) -> None:
    flags, _ = judged(answer, _rate_run(question))
    assert flags


# word_dates / gate (`earlier_day`): a day with its year an earlier answer computed is a base of a
# step (a warranty's 12 months from the ready day) and, written again, its repeat; the year of such
# a step in another script's digits (`੨੦੨੮`) is the date's year
READY = history({"job": "J-2", "received": "2027-03-03"}, system="Today is 2027-03-05 (Friday).\nReady 13 days after it came in.",
                user="When is it ready?", answers=("It came in on 3 March 2027; 13 days → **16 March 2027**.",))


def test_a_day_an_earlier_answer_computed_is_a_base_and_a_repeat() -> None:
    flags, how = judged("12 months: **16 March 2028**.", READY)
    assert not flags and how["16 March 2028"] == "date-step"
    flags, how = judged("From 16 March 2027, 12 months: **16 March 2028**.", READY)
    assert not flags and how["16 March 2027"] == "repeat"
    flags, how = judged("੧੨ ਮਹੀਨੇ: **੧੬ ਮਾਰਚ ੨੦੨੮** ਤੱਕ।", READY)
    assert not flags and how["੨੦੨੮"] == "date-step"


@pytest.mark.parametrize("wrong", ["16 March 2029", "17 March 2028", "16 April 2028"])
def test_a_step_off_the_earlier_day_stays_flagged(wrong: str) -> None:
    flags, how = judged(f"12 months: **{wrong}**.", READY)
    assert flags and wrong not in how  # (a day far from every known one is left unjudged; its year flagged)


def test_a_day_no_answer_computed_is_no_base() -> None:
    # the earlier answer wrote 16 March 2027 as a bare claim (no step): not computed, no base
    run = history({"job": "J-2", "received": "2027-03-03"}, system="Today is 2027-03-05 (Friday).",
                  user="When is it ready?", answers=("Ready on **16 March 2027**.",))
    flags, how = judged("12 months: **16 March 2028**.", run)
    assert flags and "16 March 2028" not in how



def test_an_iso_step_of_an_earlier_note_is_no_day_given() -> None:
    # heldout30's planted anniversary: a note's ISO step (`date-shift`) is no day the answer gave
    from evidence_audit.evidence.computed.values import Derivation
    from evidence_audit.evidence.gate import _earlier_day
    shift = Derivation("date-shift", "2025-03-12 + 24 months = 2027-03-12", ())
    span = Derivation("date-span", "2027-01-12 + 13 days = 2027-01-25", ())
    assert not _earlier_day("2027-03-12", lambda month, day: shift)
    assert _earlier_day("2027-01-25", lambda month, day: span)
    assert not _earlier_day("2026-01-25", lambda month, day: span)
