"""Round 12 (retail12): the arithmetic of heldout10's telecom, retail and banking answers: a per-unit
column of a plan table (`unit-column`), a quantity times a rate quoted earlier (`quoted-rate`), a
date with slashes shifted by the days stated (`date-shift`), a total of one section of a list
(`section-total`), a total plus an amount its sentence adds (`adjusted-total`), a number moved by a
change stated in words (`stated-change`), a formula redone for the alternative the previous answer
wrote beside its operand (`counterpart`); each with its refusals."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, history, judged


def _expressions(answer: str, hist: list[dict]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


# --- unit-column: a cell under `Price per GB`, its row's amount over its quantity of GB ----------------
# (the refuel prices make 6.00 and 2.60 one digit off carried numbers: `row-rate` refuses those)
PLANS = [
    {"plan_id": "P1", "name": "Basic 5GB", "data_limit_gb": 5.0, "price_per_month": 30.0, "data_refueling_price_per_gb": 5.0},
    {"plan_id": "P2", "name": "Globe 25GB", "data_limit_gb": 25.0, "price_per_month": 65.0, "data_refueling_price_per_gb": 2.0},
    {"plan_id": "P3", "name": "Ultra 100GB", "data_limit_gb": 100.0, "price_per_month": 89.5, "data_refueling_price_per_gb": 3.0},
]


def _plans(first: str, second: str, third: str, header: str = "Price per GB of plan") -> str:
    return (f"| Plan | Data | Price/month | {header} |\n|---|---|---|---|\n"
            f"| Basic 5GB | 5 GB | $30.00 | ${first} |\n| Globe 25GB | 25 GB | $65.00 | ${second} |\n"
            f"| Ultra 100GB | 100 GB | $89.50 | ${third} |\n")


def test_a_price_per_unit_column_is_each_row_s_amount_over_its_quantity() -> None:
    flags, computed = judged(_plans("6.00", "2.60", "0.90"), history(*PLANS))
    assert not flags
    assert computed["6"] == computed["2.6"] == "unit-column" and computed["0.9"] in ("row-rate", "unit-column")
    assert _expressions(_plans("6.00", "2.60", "0.90"), history(*PLANS))["2.6"] == "65 / 25 = 2.6"


@pytest.mark.parametrize("cells,bad", [(("7.00", "2.60", "0.90"), "7"), (("6.00", "2.70", "0.90"), "2.7"),
                                       (("6.00", "2.60", "0.80"), "0.8"), (("6.00", "2.60", "1.90"), "1.9")])
def test_a_per_unit_cell_off_by_a_digit_stays_flagged(cells: tuple[str, str, str], bad: str) -> None:
    flags, _ = judged(_plans(*cells), history(*PLANS))
    assert bad in flags


def test_a_header_pricing_another_unit_or_none_divides_nothing() -> None:
    # `per minute`: the row states GB, no minutes (`row-rate` may still divide: not this rule);
    # a header with no unit: nothing divides
    flags, computed = judged(_plans("6.00", "2.60", "0.90", "Price per minute"), history(*PLANS))
    assert computed.get("2.6") != "unit-column"
    flags, computed = judged(_plans("6.00", "2.60", "0.90", "Value"), history(*PLANS))
    assert computed.get("2.6") != "unit-column" and computed.get("0.9") != "unit-column"
    # (round 20) each row names its plan, whose two carried numbers divide to it: `carried-ratio`
    # (carried_ratios.py); with no such record the cells stay flagged
    # (measured at the merge: `0.9` is a ratio of its plan's carried numbers; `2.6` stays flagged,
    # refused because the same search reaches a one-digit neighbour of it)
    assert computed.get("0.9") == "carried-ratio" and "0.9" not in flags
    assert "2.6" in flags and "2.6" not in computed


# --- quoted-rate: a quantity times the rate per its unit an earlier answer quoted -----------------------
PLUS = {"plan_id": "P3102", "name": "Plus 15GB", "data_limit_gb": 15.0, "price_per_month": 45.0,
        "data_refueling_price_per_gb": 4.0}
QUOTED = ("L81002 will hit its cap soon → refuel $4.00/GB (max 5 GB).",)


@pytest.mark.parametrize("value,ok", [("8.00", True), ("9.00", False), ("8.50", False), ("18.00", False)])
def test_a_quantity_times_the_rate_an_earlier_answer_quoted(value: str, ok: bool) -> None:
    answer = f"2 GB on L81002 → ${value} on next bill. Confirm?"
    flags, computed = judged(answer, history(PLUS, answers=QUOTED))
    number = value.rstrip("0").rstrip(".")
    assert (computed.get(number) == "quoted-rate") is ok
    assert (number in flags) is not ok
    if ok:
        assert _expressions(answer, history(PLUS, answers=QUOTED))["8"] == "2 x 4 = 8"


def test_a_rate_of_another_unit_or_none_quoted_stays_flagged() -> None:
    # the rate quoted per month, the quantity in GB: no product; no rate quoted at all: no product
    for quoted in (("Plus 15GB costs $4.00/month here.",), ("Plus 15GB is your plan.",)):
        flags, _ = judged("2 GB on L81002 → $8.00 on next bill.", history(PLUS, answers=quoted))
        assert "8" in flags


def test_the_latest_rate_of_a_unit_is_the_one_taken() -> None:
    # an earlier $4.00/GB replaced by $6.50 per GB: 2 GB is 13.00 now, not 8.00
    answers = ("refuel $4.00/GB on Plus.", "On Lite it is $6.50 per GB.")
    lite = {"plan_id": "P3106", "name": "Lite 2GB", "data_refueling_price_per_gb": 6.5}
    flags, computed = judged("2 GB → $13.00 on next bill.", history(PLUS, lite, answers=answers))
    assert computed.get("13") == "quoted-rate" and "13" not in flags
    flags, _ = judged("2 GB → $8.00 on next bill.", history(PLUS, lite, answers=answers))
    assert "8" in flags


# --- date-shift: a date with slashes, a base date plus the days stated ------------------------------------
LINE = {"line_id": "L64411", "status": "Suspended", "suspension_start_date": "2025-09-09"}


@pytest.mark.parametrize("date,ok", [("11/08/2025", True), ("11/09/2025", False), ("11/07/2025", False),
                                     ("12/08/2025", False)])
def test_a_date_with_slashes_is_its_base_plus_the_days_stated(date: str, ok: bool) -> None:
    answer = f"Suspended since 09/09/2025. Latest resume date: {date} (60 days)."
    flags, computed = judged(answer, history(LINE))
    assert (computed.get(date) == "date-shift") is ok
    assert (date in flags) is not ok


def test_a_date_with_slashes_day_first_and_without_a_span() -> None:
    # day first where the answer writes a date only day first can read (21/09/2025): 08/11/2025 is
    # November 8; month first it is no shift of 60 days
    day_first = "Suspended since 09/09/2025 (ask us by 21/09/2025). Latest resume date: 08/11/2025 (60 days)."
    flags, computed = judged(day_first, history(LINE))
    assert computed.get("08/11/2025") == "date-shift"
    flags, _ = judged("Suspended since 09/09/2025. Latest resume date: 08/11/2025 (60 days).", history(LINE))
    assert "08/11/2025" in flags
    # no span written or said: no shift
    flags, _ = judged("Suspended since 09/09/2025. Latest resume date: 11/08/2025.", history(LINE))
    assert "11/08/2025" in flags


# --- section-total: the items of one section of a list headings split ---------------------------------
TRANSACTIONS = ("- amount: 100.0\n  subject: Pizza party\n- amount: 200.0\n  subject: New year gift\n"
                "- amount: 50.0\n  subject: Spotify Premium\n- amount: 1000.0\n  subject: iPhone 3GS\n"
                "- amount: 10.0\n  subject: Sushi dinner\n")


def _summary(spent: str, net: str = "-1,340.00") -> str:
    return ("**Outgoing**\n*   **Electronics**\n    *   iPhone 3GS (Mar 4): 1,000.00\n*   **Gifts**\n"
            "    *   New year gift (Feb 12): 200.00\n    *   Pizza party (Jan 1): 100.00\n"
            "*   **Subscriptions**\n    *   Spotify Premium (Mar 1): 50.00\n\n**Incoming**\n"
            f"*   Sushi dinner (Mar 7): 10.00\n\n**Totals**\n*   Spent: **{spent}**\n*   Received: **10.00**\n"
            f"*   Net: **{net}**\n")


def test_a_total_of_one_section_and_the_net_after_it() -> None:
    flags, computed = judged(_summary("1,350.00"), history(TRANSACTIONS))
    assert not flags and computed["1350"] == "section-total" and computed["-1340"] == "pair"
    assert _expressions(_summary("1,350.00"), history(TRANSACTIONS))["1350"] == "1000 + 200 + 100 + 50 = 1350"


@pytest.mark.parametrize("spent", ["1,370.00", "1,340.00", "1,250.00", "1,450.00"])
def test_a_section_total_off_by_a_digit_stays_flagged(spent: str) -> None:
    flags, _ = judged(_summary(spent, "-1,340.00"), history(TRANSACTIONS))
    assert spent.replace(",", "").replace(".00", "") in flags


def test_a_section_with_an_item_nothing_resolved_or_one_list_sums_nothing_here() -> None:
    # the iPhone's 1,000.00 written 1,100.00: its section has an invented item
    flags, computed = judged(_summary("1,450.00").replace("1,000.00", "1,100.00"), history(TRANSACTIONS))
    assert "1450" in flags and "1100" in flags
    # one list, no headings splitting it: the `total` rule's (and its slip refusal), not this one
    answer = "- Spotify Premium: 50.00\n- Rent: 1,100.00\n\nAfter April: **1,150.00**."
    flags, computed = judged(answer, history("- amount: 50.0\n- amount: 1100.0\n"))
    assert "1150" in flags and computed.get("1150") != "section-total"


# --- adjusted-total: a table's total plus an amount its sentence adds ---------------------------------
SENT = {"message": "Transaction to GB29NWBK60161331926819 for 4.0 sent."}


def _adjusted(word: str, value: str) -> str:
    return ("| Date | Description | Out | In |\n|---|---|---|---|\n| 2022-01-01 | Pizza party | 100.00 | |\n"
            "| 2022-02-12 | New year gift | 200.00 | |\n| 2022-03-01 | Spotify Premium | 50.00 | |\n"
            "| 2022-03-04 | iPhone 3GS | 1,000.00 | |\n| 2022-03-07 | Sushi dinner | | 10.00 |\n"
            f"| **Total** | | **1,350.00** | **10.00** |\n\n{word} the 4.00 refund I just sent, that's {value} out and 10.00 in.")


@pytest.mark.parametrize("word,value,ok", [("Plus", "1,354.00", True), ("Minus", "1,346.00", True),
                                           ("Plus", "1,364.00", False), ("Plus", "1,346.00", False),
                                           ("Minus", "1,354.00", False), ("With", "1,354.00", False)])
def test_a_total_plus_or_minus_the_amount_its_sentence_adds(word: str, value: str, ok: bool) -> None:
    flags, computed = judged(_adjusted(word, value), history(TRANSACTIONS, SENT))
    number = value.replace(",", "").replace(".00", "")
    assert (computed.get(number) == "adjusted-total") is ok
    assert (number in flags) is not ok


# --- stated-change and counterpart: a rent raised by a stated amount, a year of it, and before -----------
SCHEDULED = ("- amount: 50.0\n  date: '2022-04-01'\n  subject: Spotify Premium\n"
             "- amount: 1100.0\n  date: '2022-04-04'\n  subject: Rent\n")
NOTICE = "Dear tenant, starting from next month the rent will be increased by 100.00."


@pytest.mark.parametrize("phrase,value,ok", [("goes up by", "1200", True), ("goes down by", "1000", True),
                                             ("goes down by", "1200", False), ("goes up by", "1300", False),
                                             ("is now", "1200", False)])
def test_a_number_moved_by_a_change_stated_in_words(phrase: str, value: str, ok: bool) -> None:
    answer = f"Starting next month the rent {phrase} 100.00. Your rent payment was 1100.0, so I have updated it to {value}."
    flags, computed = judged(answer, history(NOTICE, SCHEDULED))
    assert (computed.get(value) == "stated-change") is ok
    assert (value in flags) is not ok


UPDATED = ("I read the notice: starting next month the rent goes up by 100.00. Your scheduled rent payment "
           "was 1100.0, so I have updated it to 1200.",)


@pytest.mark.parametrize("before,ok", [("13,200", True), ("13,300", False), ("14,200", False), ("12,200", False)])
def test_a_formula_redone_for_the_number_written_beside_its_operand(before: str, ok: bool) -> None:
    answer = f"At 1200 a month, a year of rent is 14,400. Before the increase it was {before}."
    hist = history(NOTICE, SCHEDULED, answers=UPDATED)
    flags, computed = judged(answer, hist)
    assert computed.get("14400") == "per-count"
    value = before.replace(",", "")
    assert (computed.get(value) == "counterpart") is ok
    assert (value in flags) is not ok
    if ok:
        assert _expressions(answer, hist)["13200"] == "12 x 1100 = 13200"


PRICES = {"New Israeli Restaurant": 20.0, "Miznon": 15.0}


@pytest.mark.parametrize("other,ok", [("45", True), ("46", False), ("55", False)])
def test_a_product_redone_for_the_other_price_the_previous_answer_wrote(other: str, ok: bool) -> None:
    hist = history(PRICES, answers=("20.0 EUR per person (Miznon is 15.0).",))
    flags, computed = judged(f"3 × 20 = 60 EUR at New Israeli Restaurant (Miznon would be {other} EUR).", hist)
    assert (computed.get(other) == "counterpart") is ok
    assert (other in flags) is not ok


def test_no_counterpart_from_another_sentence_or_a_range_or_an_unresolved_number() -> None:
    # 15.0 written in another sentence than the operand 20.0
    hist = history(PRICES, answers=("20.0 EUR per person. Miznon is 15.0.",))
    assert "45" in judged("3 × 20 = 60 EUR at New Israeli Restaurant (Miznon would be 45 EUR).", hist)[0]
    # the other end of a range: the `range` rule's, with its words
    palace = {"Luxury Palace": "Price range: 500.0 - 1000.0"}
    hist = history(palace, answers=("- **Price range:** 500.0 - 1000.0",))
    assert "4000" in judged("At 500.0 per night, 4 nights come to **2,000** (and 4,000 otherwise).", hist)[0]
    # a number the previous answer wrote that nothing resolved (no result carried 16)
    hist = history(PRICES, answers=("20.0 EUR per person (Miznon is 16.0).",))
    assert "48" in judged("3 × 20 = 60 EUR at New Israeli Restaurant (Miznon would be 48 EUR).", hist)[0]


def test_no_counterpart_from_another_term_of_an_equation() -> None:
    # `2 × €30.00 = €60.00`: 30 is a term of the equation that gives 60, no alternative to it
    # (round 13) the hotel's 110 carried: with 110 carried by nothing, 110 (as 170 - 60) and 170
    # (as 110 + 60) rest only on each other, and both are flagged (anchored_derivations.py)
    meals = {"Le Baratin": 30.0, "hotel": 110.0}
    hist = history(meals, answers=("- Lunch + dinner: 2 × €30.00 = €60.00",))
    answer = "With the same two meals: €110.00 + €60.00 = €170.00. That's €140.00 in all."
    flags, computed = judged(answer, hist)
    assert computed.get("170") == "written" and "140" in flags
    flags, computed = judged(answer, history({"Le Baratin": 30.0}, answers=("- Lunch + dinner: 2 × €30.00 = €60.00",)))
    assert {"110", "170", "140"} <= flags and "110" not in computed
