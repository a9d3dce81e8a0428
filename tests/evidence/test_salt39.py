"""(round 39, salt39) A salt works' habits where a general rule refused them, in made-up runs of
other trades (a flour mill, a coffee roastery, a hay farm).

- `container-count` (`container_counts.py`; `pack-count` of `stated_packs.py` before unify39): a count of packs that is a quantity over the size a person
  stated for the pack (`Flour goes in 25 kg sacks` ... `36 t` ... `Sacks: 1,440`), exact;
- `date-step` with a bare signed count as the step (`+84 = 4 Apr`), and a dateless run's yearless
  date read in the stated today's year (10 January + 84 days is 4 April in 2027, 3 April in 2024);
- `stated-dose` for a terse reply: a stated price per a unit whose line shares a word with the
  question, times a quantity one of the last two answers wrote (`value roasted` ... `$827.75.`).

Each with refusals: a digit changed, a pack no one named, a question naming nothing of the price.
"""

from __future__ import annotations

from typing import Any

from ._helpers import DEFAULT, REFERENCE, history, judged

MILL = ("You are the assistant of a flour mill. Today is 2027-01-18 (Monday), 08:00.\n"
        "Rules:\n- Flour goes in 25 kg sacks; bran in bags of 10 kg.\n- Flour sells at 31,500 INR a tonne.\n")
STOCK = {"silo": "S-2", "wheat_t": 48, "extraction": 0.75}


def mill(answer: str, gate: Any = DEFAULT, question: str = "How much flour from silo S-2, and how many sacks?") -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(STOCK, system=MILL, user=question), gate)


def test_a_count_of_stated_packs_is_a_quantity_over_their_size() -> None:
    flags, computed = mill("- Flour: 48 × 0.75 = **36 t**\n- Sacks: **1,440**")
    assert flags == set()
    assert computed["1440"] == "container-count"


def test_a_wrong_count_or_a_pack_no_one_named_stays_flagged() -> None:
    assert "1450" in mill("- Flour: 48 × 0.75 = **36 t**\n- Sacks: **1,450**")[0]
    # no stated pack named, on the line or in the question
    assert "1440" in mill("- Flour: 48 × 0.75 = **36 t**\n- Lots: **1,440**", question="How much flour from silo S-2?")[0]
    # not whole: 36 t in 25 kg sacks is 1,440, in 10 kg bags 3,600; a count between them is neither
    assert "2880" in mill("- Flour: 48 × 0.75 = **36 t**\n- Sacks: **2,880**")[0]


def test_the_reference_profile_does_not_compute_it() -> None:
    assert "1440" in mill("- Flour: 48 × 0.75 = **36 t**\n- Sacks: **1,440**", gate=REFERENCE)[0]


FARM = "You are a hay farm's assistant. Today is 2027-01-05 (Tuesday), 07:00."


def test_a_bare_count_of_days_steps_a_date_in_the_stated_year() -> None:
    run = [{"role": "system", "content": FARM},
           {"role": "user", "content": "The first cut is on 10 January, then every 12 weeks. When is the second?"}]
    flags, computed = judged("10 Jan + 84 days (12 weeks): +84 = 4 Apr. The second cut is on 4 April.", run)
    assert flags == set() and computed.get("4 Apr") in ("date-step", "date-span")
    # a leap year's reading (3 April) or a day off stays flagged
    assert "3 Apr" in judged("10 Jan + 84 days (12 weeks): +84 = 3 Apr. The second cut is on 3 April.", run)[0]


ROASTERY = ("You are a coffee roastery's assistant. Today is 2027-02-02, 09:00.\n"
            "Rules:\n- Green beans cost 9.20 USD a kg; roasted coffee sells at 21.50 USD a kg.\n- Delivery 4.00 USD a box.\n")


def roastery(answer: str, question: str, first: str = "lot 7 roasted") -> tuple[set[str], dict[str, str]]:
    run = [{"role": "system", "content": ROASTERY}, {"role": "user", "content": first},
           {"role": "assistant", "content": "38.5 kg."}, {"role": "user", "content": question}]
    return judged(answer, run)


def test_a_terse_reply_prices_the_previous_quantity_at_the_stated_price_its_question_names() -> None:
    flags, computed = roastery("$827.75.", "value roasted")
    assert flags == set() and computed["827.75"] == "stated-dose"


def test_a_terse_reply_off_by_a_digit_or_not_named_by_the_question_stays_flagged() -> None:
    assert "828.75" in roastery("$828.75.", "value roasted")[0]
    # (terse44) the question names nothing of the price's line, nor did the person before it (`lot 7
    # roasted` does: its count priced at the roasted price is `stated-dose` since terse44, test_terse44.py)
    assert "827.75" in roastery("$827.75.", "and the total?", first="lot 7")[0]


INVOICE = "TAX INVOICE MW/26-27/0088\nDate: 28-12-2026\nTotal   1,14,450.00\nPayment within 30 days"


def test_the_year_of_a_date_in_words_grounded_by_a_dashed_date_is_that_dates() -> None:
    run = history(INVOICE, user="When was invoice MW/26-27/0088 dated?")
    assert judged("* **Invoice date:** 28 December 2026", run)[0] == set()
    assert judged("* **తేదీ:** 28 డిసెంబర్ 2026", run)[0] == set()  # a month name of another language


def test_a_year_written_elsewhere_too_or_a_wrong_year_stays_flagged() -> None:
    run = history(INVOICE, user="When was invoice MW/26-27/0088 dated?")
    assert "2026" in judged("* **Invoice date:** 28 December 2026, year 2026", run)[0]
    assert "2025" in judged("* **Invoice date:** 28 December 2025", run)[0]


def test_a_terse_reply_prices_a_quantity_its_question_states() -> None:
    flags, computed = roastery("$107.50.", "roasted 5kg box price")
    assert flags == set() and computed["107.5"] == "stated-dose"
    assert "108.5" in roastery("$108.50.", "roasted 5kg box price")[0]
