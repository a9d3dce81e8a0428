"""Round 40 (seed40): what heldout38's seed corpus (a seed bank's answers in Lao and English) showed
the rules did not read, each rule with refusals (made-up runs: a tree nursery's seedlings, a
library's room hire; none of the corpus's texts).

- `carried_products.stated_prices`: a rule's line labelled by the plural of what it prices, its
  prices listed by who pays them with no unit after (`- Seedlings: members pay 4,000 KES, shops
  6,500 KES;`): each a price per the label's singular, for `priced-row` and the products.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence.carried_products import stated_prices

from ._helpers import history, judged

NURSERY = ("You are the assistant of a tree nursery near Nyeri. Today is 2027-06-02 (Wednesday), 08:00.\n"
           "Rules (amounts in KES):\n"
           "- Seedlings: members pay 4,000 KES, shops 6,500 KES; shop orders of 30 seedlings or more have 5% off.\n"
           "- Delivery: 1,500 KES a trip up to 20 km.\n")
ORDER = {"order": "SH-0607", "buyer": "Green Leaf Shop", "seedlings": {"Grevillea": 12, "Croton": 7, "Markhamia": 5}}


def _run(result: Any, question: str, system: str = NURSERY) -> list[dict[str, Any]]:
    return history(result, system=system, user=question)


# --- carried_products.stated_prices: a price list under a plural label ------------------------------------

def test_listed_prices_read_per_the_labels_singular() -> None:
    found = {(p.price, p.unit, tuple(p.kinds)) for p in stated_prices(NURSERY)}
    assert (4000, "seedling", ("members",)) in found and (6500, "seedling", ("shops",)) in found, found
    assert all(p.unit != "delivery" for p in stated_prices(NURSERY))  # `Delivery` is no plural: read as before


def test_listed_price_not_read_where_a_word_follows_the_amount() -> None:
    # `2,000 KES up to 10 kg` is a band, not a price of the label's thing
    text = "- Parcels: 2,000 KES up to 10 kg, then 300 KES a kg.\n"
    assert all(p.unit != "parcel" for p in stated_prices(text)), stated_prices(text)


def test_listed_price_needs_who_pays_it() -> None:
    text = "- Seedlings: 4,000 KES, 6,500 KES.\n"
    assert stated_prices(text) == [], stated_prices(text)


def test_priced_rows_at_the_listed_price() -> None:
    answer = ("| Species | Seedlings | KES |\n|---|---|---|\n| Grevillea | 12 | 78,000 |\n"
              "| Croton | 7 | 45,500 |\n| Markhamia | 5 | 32,500 |")
    flags, computed = judged(answer, _run(ORDER, "Price the Green Leaf order."))
    for value in ("78000", "45500", "32500"):
        assert value not in flags and value in computed, (value, flags, computed)


def test_priced_row_wrong_count_or_digit_stays_flagged() -> None:
    # 45,600 is one digit off 7 x 6,500; 60,000 is 12 x 5,000, a price no rule lists
    answer = ("| Species | Seedlings | KES |\n|---|---|---|\n| Grevillea | 12 | 60,000 |\n"
              "| Croton | 7 | 45,600 |")
    flags, _ = judged(answer, _run(ORDER, "Price the Green Leaf order."))
    assert "60000" in flags and "45600" in flags, flags


def test_unlabelled_prices_not_read() -> None:
    # the same amounts with no plural label before them price nothing: the rows stay flagged
    system = NURSERY.replace("- Seedlings: members pay 4,000 KES, shops 6,500 KES;", "- Members pay 4,000 KES, shops 6,500 KES;")
    answer = "| Species | Seedlings | KES |\n|---|---|---|\n| Grevillea | 12 | 78,000 |"
    flags, _ = judged(answer, _run(ORDER, "Price the Green Leaf order.", system))
    assert "78000" in flags, flags


# --- duration_words: Lao's `ວັນ` for a count of days -----------------------------------------------------

LAO_NURSERY = ("You are the assistant of a tree nursery near Vientiane. Today is 2027-06-10 (Thursday), 08:00.\n"
               "Rules:\n- Seedlings are hardened 18 days after potting; then sold within 40 days.\n")
POTTING = {"batch": "B-0517", "species": "Teak", "potted": "2027-05-17"}


def test_lao_days_step_a_date() -> None:
    # ໑໗ ພຶດສະພາ ໒໐໒໗ (17 May 2027) + ໑໘ ວັນ (18 days) -> ໔ ມິຖຸນາ ໒໐໒໗ (4 June 2027)
    answer = "- ປູກວັນທີ ໑໗ ພຶດສະພາ ໒໐໒໗ + ໑໘ ວັນ → **໔ ມິຖຸນາ ໒໐໒໗**"
    flags, computed = judged(answer, _run(POTTING, "ຈະແຂງແຮງວັນໃດ?", LAO_NURSERY))
    # `date-step` on seed40's tree; census40's `date-span` steps by a span in another language's words
    # too and is tried first since the merge (round 40): either is the step
    assert not flags and {"date-step", "date-span"} & set(computed.values()), (flags, computed)


def test_lao_days_a_day_off_stays_flagged() -> None:
    # ໕ ມິຖຸນາ (5 June) is 19 days on: no span stated
    answer = "- ປູກວັນທີ ໑໗ ພຶດສະພາ ໒໐໒໗ + ໑໘ ວັນ → **໕ ມິຖຸນາ ໒໐໒໗**"
    flags, computed = judged(answer, _run(POTTING, "ຈະແຂງແຮງວັນໃດ?", LAO_NURSERY))
    assert flags, (flags, computed)


# --- asked_factors.amounts_for: a question's word in the singular names the rules' plural ------------------

RATE = {"date": "2027-06-02", "kes_per_usd": 129.4, "kes_per_eur": 140.8}


def _rate_run(question: str, system: str = NURSERY) -> list[dict[str, Any]]:
    return [{"role": "system", "content": system}, {"role": "user", "content": "usd rate"},
            {"role": "tool", "content": __import__("json").dumps(RATE)},
            {"role": "assistant", "content": "1 USD = 129.4 KES."}, {"role": "user", "content": question}]


def test_singular_question_names_the_plural_price_line() -> None:
    # the rules' shops' 6,500 KES a seedling / 129.4 = 50.23 USD
    flags, computed = judged("$50.23.", _rate_run("shop seedling in usd"))
    assert "50.23" not in flags and computed.get("50.23") == "record", (flags, computed)


def test_singular_question_wrong_digit_stays_flagged() -> None:
    flags, computed = judged("$50.28.", _rate_run("shop seedling in usd"))
    assert "50.28" in flags, (flags, computed)


def test_question_naming_no_price_line_converts_nothing() -> None:
    # `compost` is no word of a stated line: 6,500 / 129.4 is no conversion asked
    flags, computed = judged("$50.23.", _rate_run("compost bag in usd"))
    assert "50.23" in flags, (flags, computed)


# --- word_dates: a yearless date in a table row stepped from the dates of the record the row names ----------

KILN = ("You are the assistant of a pottery's kiln room. Today is 2027-03-15 (Monday), 08:00.\n"
        "Rules:\n- A glaze test fires the day it is logged and cures for 12 days.\n- Invoices are paid within 30 days.\n")
TESTS = ("test,glaze,tiles,logged\nGT-101,celadon,6,2027-02-20\nGT-102,tenmoku,6,2027-02-20\n"
         "GT-103,shino,4,2027-02-23\nGT-104,ash,5,2027-02-27")


def test_row_date_stepped_from_its_records_date() -> None:
    # GT-103 logged 23 Feb + 12 days = 7 Mar; over every date the run knows, GT-104's 27 Feb + 12 = 11 Mar
    # and GT-101's 4 Mar are a digit away from other rows' values: the row's record is the base
    answer = ("| Test | Glaze | Cured |\n|---|---|---|\n| GT-101 | celadon | 4 Mar |\n| GT-102 | tenmoku | 4 Mar |\n"
              "| GT-103 | shino | 7 Mar |\n| GT-104 | ash | 11 Mar |")
    flags, computed = judged(answer, _run(TESTS, "When did each test cure?", KILN))
    assert not flags and computed.get("7 Mar") == "date-step", (flags, computed)


def test_row_date_a_day_off_its_records_step_stays_flagged() -> None:
    # GT-103's 23 Feb + 12 is 7 Mar, not 8 Mar
    answer = ("| Test | Glaze | Cured |\n|---|---|---|\n| GT-101 | celadon | 4 Mar |\n"
              "| GT-103 | shino | 8 Mar |")
    flags, computed = judged(answer, _run(TESTS, "When did each test cure?", KILN))
    assert "8 Mar" in flags, (flags, computed)


def test_row_date_of_another_records_step_stays_flagged() -> None:
    # 11 Mar is GT-104's step, not GT-101's (4 Mar)
    answer = "| Test | Glaze | Cured |\n|---|---|---|\n| GT-101 | celadon | 11 Mar |"
    flags, computed = judged(answer, _run(TESTS, "When did each test cure?", KILN))
    assert "11 Mar" in flags, (flags, computed)


# --- computed/run_rules._percent_rule: a share taken off written with its minus --------------------------

def _priced(discount: str) -> str:
    return ("| Species | Seedlings | KES |\n|---|---|---|\n| Grevillea | 12 | 78,000 |\n| Croton | 7 | 45,500 |\n"
            f"| Markhamia | 5 | 32,500 |\n| Subtotal | 24 | 156,000 |\n| Discount 5% | | {discount} |\n| Net | | 148,200 |")


def test_discount_written_negative_is_the_share_taken_off() -> None:
    flags, computed = judged(_priced("-7,800"), _run(ORDER, "Price the Green Leaf order."))
    assert "-7800" not in flags and computed.get("-7800") == "percent", (flags, computed)


def test_discount_written_negative_a_digit_off_stays_flagged() -> None:
    flags, computed = judged(_priced("-7,900"), _run(ORDER, "Price the Green Leaf order."))
    assert "-7900" in flags, (flags, computed)


def test_discount_written_negative_of_a_row_further_up_stays_flagged() -> None:
    # -3,900 is 5% of Grevillea's 78,000, not of the subtotal right above it
    flags, computed = judged(_priced("-3,900"), _run(ORDER, "Price the Green Leaf order."))
    assert "-3900" in flags, (flags, computed)


# --- reasoned_roundings: a result of the reasoning block restated rounded after it --------------------------

DRYING = "You are the assistant of a grain store. Rules:\n- Dry weight = fresh weight x (100 - moisture %) / 86.\n"


def _dry_run() -> list[dict[str, Any]]:
    return history({"lot": "G-7", "fresh_kg": 40, "moisture_pct": 21}, system=DRYING, user="G-7 dry weight?")


def test_block_result_restated_rounded() -> None:
    # 40 x 79 / 86 = 36.7442 in the block, 36.74 kg after it
    answer = "<think>\n40 × 79 / 86 = 36.7442.\n</think>\n\nDry weight: **36.74 kg**"
    flags, computed = judged(answer, _dry_run())
    assert not flags and computed.get("36.74") == "reasoned-rounding", (flags, computed)


def test_block_result_restated_a_digit_off_stays_flagged() -> None:
    answer = "<think>\n40 × 79 / 86 = 36.7442.\n</think>\n\nDry weight: **36.47 kg**"
    flags, computed = judged(answer, _dry_run())
    assert "36.47" in flags, (flags, computed)


def test_block_result_rounded_wrong_way_stays_flagged() -> None:
    # 4,000 x 79 / 86 = 3674.4186 is 3,674.4 to one place, not 3,674.5
    run = history({"lot": "G-8", "fresh_kg": 4000, "moisture_pct": 21}, system=DRYING, user="G-8 dry weight?")
    answer = "<think>\n4000 × 79 / 86 = 3674.4186.\n</think>\n\nDry weight: **3,674.5 kg**"
    flags, computed = judged(answer, run)
    assert "3674.5" in flags, (flags, computed)
    flags, computed = judged(answer.replace("3,674.5", "3,674.4"), run)
    assert not flags and computed.get("3674.4") == "reasoned-rounding", (flags, computed)


def test_rounding_inside_the_block_or_without_one_not_this_rule() -> None:
    answer = "40 × 79 / 86 = 36.7442.\n\nDry weight: **36.74 kg**"
    _, computed = judged(answer, _dry_run())
    assert computed.get("36.74") != "reasoned-rounding", computed


# --- reasoning_blocks: the block's open expression joined to a result written with any currency sign --------

def test_block_expression_joined_to_a_baht_result() -> None:
    run = history({"date": "2027-06-02", "kes_per_thb": 3.62}, system=NURSERY, user="12,480 KES in baht?")
    flags, computed = judged("<think>\n12,480 / 3.62.\n</think>\n\n**฿3,447.51**.", run)
    assert not flags and computed.get("3447.51") == "written", (flags, computed)


def test_block_expression_wrong_baht_result_stays_flagged() -> None:
    run = history({"date": "2027-06-02", "kes_per_thb": 3.62}, system=NURSERY, user="12,480 KES in baht?")
    flags, computed = judged("<think>\n12,480 / 3.62.\n</think>\n\n**฿3,447.15**.", run)
    assert "3447.15" in flags, (flags, computed)


# --- stated_doses: a short count of a thing priced under the plural label ------------------------------------

def test_count_of_the_labelled_thing_at_its_listed_price() -> None:
    run = _run({"lot": "L-3", "trays": 4}, "How many seedlings, and their value at the shops' price?")
    flags, computed = judged("- **31 seedlings** from the four trays\n- 201,500 KES", run)
    assert "201500" not in flags and computed.get("201500") == "stated-dose", (flags, computed)


def test_count_of_the_labelled_thing_a_digit_off_stays_flagged() -> None:
    run = _run({"lot": "L-3", "trays": 4}, "How many seedlings, and their value at the shops' price?")
    flags, computed = judged("- **31 seedlings** from the four trays\n- 201,600 KES", run)
    assert "201600" in flags, (flags, computed)


def test_count_of_another_thing_takes_no_listed_price() -> None:
    run = _run({"lot": "L-3", "trays": 4}, "How many pots, and their value?")
    flags, computed = judged("- **31 pots** from the four trays\n- 201,500 KES", run)
    assert "201500" in flags, (flags, computed)
