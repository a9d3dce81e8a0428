"""Round 35 (mend35): the wrong groundings review35 proved in round 35's rules, each bounded in its
rule; every defect's value stays flagged and the shape the rule was written for stays excused:

- `written` (`gate._judge_range_totals`): a duration total's hours (`= 21 h 20 min`) explain its
  `21` only when the answer writes that number nowhere but as hours (`time_sums.hours_only`): a
  `$21` elsewhere stays flagged.
- `carried-product` (`carried_products._price_named`): a stated price of kinds is taken when the
  first of the record, the line, the question that writes a kind of its unit's prices writes one
  of its kinds only: a white lot's record refuses the `(grey and brown)` price even where its line
  or the question writes `and` or `brown`.
- `carried-sum` (`carried_sums`): the two keys share a word that is not the record's unit (a word
  every numeric key writes, `usd`, or the unit they are per), with a total word too: a discount
  added to a price (`price_usd` + `discount_usd`), a count added to a rent, stay flagged; fees named
  `fees` stay computed.
- `record` (`wide._stated_converted`, `wide._asked_divided`): a short reply's conversion takes only
  a rate keyed by the currency the reply or its question names (`wide._directed_rates`: `eur_nok` for
  `in eur?` or `€`), and divides by a rate above 1 (multiplies by one below 1 only): the usd rate
  asked in eur, an amount multiplied by a rate of krone a euro, stay flagged.
- `two-step` (`two_steps._base_with_part`): a principal with its simple interest taken away only where
  the value's line writes a minus before it: a debt with its interest subtracted stays flagged, the
  principal with its interest added stays computed.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from ._helpers import history, judged

# --- D4: a duration total's hours clear no other candidate of that number ----------------------------
BATCH = {"batch": "K-0412-3", "ferment_start": "2026-12-04 05:30", "ferment_hours": 18, "press_min": 45,
         "settle_min": 120, "bottle_min": 35}


def _batch_run() -> list[dict[str, object]]:
    return history(BATCH, system="You are a perry press's assistant.", user="How long does it take?")


def test_a_duration_totals_hours_clear_no_amount_of_that_number() -> None:
    for fee in ("The pressing fee is $21.", "Pressing fee: €21."):
        flags, _ = judged("* 18 h + 45 + 120 + 35 min = **21 h 20 min**\n* " + fee, _batch_run())
        assert "21" in flags, (fee, flags)


def test_a_duration_totals_hours_alone_stay_written() -> None:
    flags, computed = judged("Press to bottle: 18 h + 45 + 120 + 35 min = 21 h 20 min.", _batch_run())
    assert not flags and computed.get("21") == "written", (flags, computed)


# --- D1: a white lot takes no other kind's stated price ------------------------------------------------
DOWN_POLICY = """You are the assistant of a yak herders' co-operative. Rules (prices in MNT, ₮):
- Yak down is bought at 64,000 ₮ a kg (white) and 52,000 ₮ a kg (grey and brown).
- Fineness bonus: under 17 µm +5%."""
DOWN_LOTS = "lot,colour,raw_kg,micron\nY-07,white,14.6,16.5\nY-08,brown,11.0,18.2\nY-09,white,9.5,17.8"


def _down_run(question: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": DOWN_POLICY}, {"role": "user", "content": question},
            {"role": "tool", "content": DOWN_LOTS}]


@pytest.mark.parametrize(("line", "question"), [
    ("- Y-07 (white, 16.5 µm, +5%): 797,160 ₮", "What is my lot worth?"),
    ("- Y-07 (white and soft, 16.5 µm, +5%): 797,160 ₮", "What is my lot worth?"),  # the line writes `and`
    ("- Y-07 (white, 16.5 µm, +5%): 797,160 ₮", "What are my lots worth, and when is payday?"),
    ("- Y-07 (white, 16.5 µm, +5%): 797,160 ₮", "What are my white and brown lots worth?"),
])
def test_a_white_lot_takes_no_other_kinds_price(line: str, question: str) -> None:
    # 14.6 x 52,000 x 1.05: the grey and brown price on the white lot
    flags, computed = judged(line, _down_run(question))
    assert "797160" in flags and "797160" not in computed, (flags, computed)


def test_each_lot_takes_its_own_kinds_price() -> None:
    answer = ("- Y-07 (white, 16.5 µm, +5%): 981,120 ₮\n"  # 14.6 x 64,000 x 1.05
              "- Y-08 (brown, 18.2 µm): 572,000 ₮")  # 11.0 x 52,000
    flags, computed = judged(answer, _down_run("What are my white and brown lots worth?"))
    assert not {"981120", "572000"} & flags, flags
    assert computed["981120"] == computed["572000"] == "carried-product", computed


# --- D3: a carried sum's keys share a word that is not the record's unit -----------------------------
ORDER = {"order": "PO-4471", "currency": "USD", "price_usd": 2437.5, "tax_usd": 195.0, "discount_usd": 112.5,
         "shipping_usd": 40.0, "booking_fees_usd": 18.25, "card_fees_usd": 71.5}
GIG = {"event_id": "EV-8120", "name": "Tidewater Trio", "tickets_sold": 615, "venue_rent": 3000.0, "gross_face": 18450.0}


@pytest.mark.parametrize(("answer", "value", "run"), [
    ("Order PO-4471 comes to USD 2,550.00 in total.", "2550", history(ORDER, user="What does order PO-4471 come to?")),
    ("Order PO-4471 comes to USD 2,550.00.", "2550", history(ORDER, user="What does order PO-4471 come to?")),
    ("The Tidewater Trio night drew 3,615 people in total.", "3615",
     history(GIG, user="How many came to the Tidewater Trio night?")),
])
def test_a_sum_of_keys_sharing_only_a_unit_or_nothing_stays_flagged(answer: str, value: str, run: list[dict[str, Any]]) -> None:
    flags, computed = judged(answer, run)
    assert value in flags and value not in computed, (flags, computed)


@pytest.mark.parametrize("answer", [
    "Order PO-4471: fees (USD 89.75) are charged apart.",
    "Order PO-4471: the booking and card fees come to USD 89.75 in total.",
])
def test_a_sum_of_keys_sharing_a_word_stays_computed(answer: str) -> None:
    flags, computed = judged(answer, history(ORDER, user="What does order PO-4471 come to?"))
    assert "89.75" not in flags and computed.get("89.75") == "carried-sum", (flags, computed)


# --- D2: a short reply converts at the rate of the currency it names, one way --------------------------
FERRY_SYSTEM = ("You are the ticket desk assistant of a fjord ferry. Today is 2026-12-05.\n"
                "Rules (prices in NOK):\n- Foot passenger: 450 NOK.\n- Car deck: 1,850 NOK.\n"
                "- EUR and USD at the day's rate (get_rate).")
FERRY_RATES = {"date": "2026-12-05", "eur_nok": 11.72, "usd_nok": 10.86}


def _ferry_run(question: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": FERRY_SYSTEM}, {"role": "user", "content": "rates today?"},
            {"role": "tool", "content": json.dumps(FERRY_RATES)}, {"role": "assistant", "content": "11.72 NOK/€, 10.86 NOK/$."},
            {"role": "user", "content": question}]


@pytest.mark.parametrize(("question", "answer", "value"), [
    ("car deck in eur?", "€157.85.", "157.85"),  # 1,850 / 11.72
    ("2400 nok in usd", "$220.99.", "220.99"),  # 2400 / 10.86
])
def test_a_conversion_at_the_named_currencys_rate_stays_computed(question: str, answer: str, value: str) -> None:
    flags, computed = judged(answer, _ferry_run(question))
    assert not flags and computed.get(value) == "record", (flags, computed)


@pytest.mark.parametrize(("question", "answer", "value"), [
    ("car deck in eur?", "€170.35.", "170.35"),  # 1,850 / usd_nok 10.86
    ("car deck in eur?", "€21,682.", "21682"),  # 1,850 x 11.72: the wrong way round
    ("2400 nok in usd", "$204.78.", "204.78"),  # 2400 / eur_nok 11.72
])
def test_a_conversion_at_another_rate_or_the_wrong_way_stays_flagged(question: str, answer: str, value: str) -> None:
    flags, computed = judged(answer, _ferry_run(question))
    assert value in flags and value not in computed, (flags, computed)


# --- D5: simple interest is taken away only where the line writes a minus --------------------------------
FISH_POLICY = """You are the assistant of a fishing co-operative on Lake Issyk-Kul. Today is 2026-12-05.
Rules (prices in KGS):
- Members' boat loans: 2% a month, simple interest."""
BOAT_LOAN = {"loan": "BL-3307", "member": "Nurlan Abdyrakhmanov", "principal": 840000, "taken": "2026-08-05",
             "rate_monthly_pct": 2}


def _loan_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": FISH_POLICY},
            {"role": "user", "content": "How much do I owe on BL-3307 if I pay it off today?"},
            {"role": "tool", "content": json.dumps(BOAT_LOAN)}]


def test_simple_interest_added_stays_computed() -> None:
    # 840,000 + 840,000 x 0.02 x 4
    answer = "From 5 August to 5 December is **4 months**. At 2% a month on 840,000 KGS, you owe **907,200 KGS**."
    flags, computed = judged(answer, _loan_run())
    assert "907200" not in flags and computed.get("907200") == "two-step", (flags, computed)


def test_simple_interest_taken_away_unsaid_stays_flagged() -> None:
    # 840,000 - 840,000 x 0.02 x 4: the interest subtracted from what is owed
    answer = "From 5 August to 5 December is **4 months**. At 2% a month on 840,000 KGS, you owe **772,800 KGS**."
    flags, computed = judged(answer, _loan_run())
    assert "772800" in flags and "772800" not in computed, (flags, computed)
