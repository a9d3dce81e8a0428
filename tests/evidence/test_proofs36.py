"""Round 36 (proofs36): review35's unproven suspicions, each proven through the real check and bounded
in its rule; every invention stays flagged and the shape the rule was written for stays excused:

- `carried-sum`, `carried-difference`, `carried-product` (`carried_ratios.carried_records`): a name
  two records of a result carry (`"currency": "USD"`, `"status": "open"`) names neither, and a line
  names a record by a whole word only (`names_record`): another order's fees, named by the `USD`
  or the `open` every order carries (or by `reopened`), stay flagged.
- the same rules (`results_queue.TurnResults.stopped_at`): a result read part-way (the rule's cap
  reached) explains no value while in the window: a neighbour beyond the cap stays in the chance test.
- `carried-product` (`carried_products._unit_of`): a key writing a calendar unit in the singular
  (`day`, `month`) is a date's part, not a count of a stated `45,000 ₮ a day`; `days` still is.
- `end-time` (`paused_ends`): two clocks joined by a word offering a choice (`10:30 or 11:15`)
  are no pause; `from 10:30 to 11:15` still is.
- `two-step` simple interest (`two_steps._base_with_part`, `period_counts`): the period is the count
  the answer writes in the rate's unit (`5 months` beside `2% a month`): a `(6 with May)` aside, or a
  second period written, is no period.
"""

from __future__ import annotations

from typing import Any

import pytest

from ._helpers import history, judged

# --- a name every record carries names none -----------------------------------------------------------
ORDERS = {"orders": [
    {"order": "SO-2093", "currency": "USD", "status": "open", "net": 1380.0, "booking_fees": 14.6, "card_fees": 52.25},
    {"order": "SO-2094", "currency": "USD", "status": "open", "net": 960.0, "booking_fees": 21.35, "card_fees": 48.1},
]}


def _orders_run() -> list[dict[str, Any]]:
    return history(ORDERS, user="What are the fees on SO-2093?")


@pytest.mark.parametrize("answer", [
    "SO-2093: the fees come to USD 69.45.",  # SO-2094's fees (21.35 + 48.1), named by the `USD` both carry
    "SO-2093 (open): the fees come to $69.45.",  # named by the `open` both carry
    "SO-2093 (reopened): the fees come to $69.45.",  # `open` inside a longer word
])
def test_a_sum_of_a_record_named_only_by_a_shared_value_stays_flagged(answer: str) -> None:
    flags, computed = judged(answer, _orders_run())
    assert "69.45" in flags and "69.45" not in computed, (flags, computed)


def test_a_sum_of_the_record_its_line_names_stays_computed() -> None:
    flags, computed = judged("SO-2093: the fees come to USD 66.85.", _orders_run())  # 14.6 + 52.25
    assert "66.85" not in flags and computed.get("66.85") == "carried-sum", (flags, computed)


# --- a result read part-way explains nothing ------------------------------------------------------------
def _skus(count: int) -> dict[str, Any]:
    rows = [{"sku": f"KT-{i:04d}", "booking_fees": 10 + i, "card_fees": 20 + i, "a": 1000 + i, "b": 2000 + i,
             "c": 3000 + i, "d": 4000 + i, "e": 5000 + i, "f": 6000 + i} for i in range(count)]
    rows[5]["booking_fees"], rows[5]["card_fees"] = 18.25, 71.5  # KT-0005's fees: 89.75
    rows[0]["card_fees"], rows[0]["c"] = 71.5, 18.26  # KT-0000: card_fees + c = 89.76, one digit off
    return {"items": rows}


def test_a_neighbour_beyond_the_cap_still_refuses() -> None:
    # the walk reads the array from its end: 147 records of 28 sums pass MAX_SUMS (4,096) in KT-0000,
    # whose 89.76 comes after the cut
    flags, computed = judged("KT-0005: the fees come to $89.75.", history(_skus(147), user="Fees on KT-0005?"))
    assert "89.75" in flags and "89.75" not in computed, (flags, computed)


def test_a_neighbour_read_refuses_and_none_explains() -> None:
    flags, _ = judged("KT-0005: the fees come to $89.75.", history(_skus(100), user="Fees on KT-0005?"))
    assert "89.75" in flags, flags
    rows = _skus(100)
    rows["items"][0]["c"] = 3000
    flags, computed = judged("KT-0005: the fees come to $89.75.", history(rows, user="Fees on KT-0005?"))
    assert "89.75" not in flags and computed.get("89.75") == "carried-sum", (flags, computed)


# --- a date's day is no count of days -----------------------------------------------------------------------
HIRE = "You are a canoe outfitter's assistant. Canoe hire: 38,000 ₮ a day."
BOOKINGS = {"bookings": [{"booking": "CN-5521", "day": 17, "month": 12, "year": 2026, "days": 4},
                         {"booking": "CN-5522", "day": 9, "month": 12, "year": 2026, "days": 2}]}


def _hire_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": HIRE}, {"role": "user", "content": "What will CN-5521 cost?"},
            {"role": "tool", "content": __import__("json").dumps(BOOKINGS)}]


def test_a_dates_day_times_a_price_a_day_stays_flagged() -> None:
    flags, computed = judged("CN-5521: 646,000 ₮.", _hire_run())  # 17 (the 17th) x 38,000
    assert "646000" in flags and "646000" not in computed, (flags, computed)


def test_a_count_of_days_times_a_price_a_day_stays_computed() -> None:
    flags, computed = judged("CN-5521: 152,000 ₮.", _hire_run())  # 4 days x 38,000
    assert "152000" not in flags and computed.get("152000") == "carried-product", (flags, computed)


# --- a choice between two clocks is no pause ------------------------------------------------------------------
PARCEL = {"parcel": "PX-708", "packed": "14:20", "van": "13:40 or 14:35"}


def test_an_end_past_a_choice_of_clocks_stays_flagged() -> None:
    answer = "PX-708 is packed at 14:20; the van comes at 13:40 or 14:35, so it leaves at 15:15."
    flags, computed = judged(answer, history(PARCEL, user="When does PX-708 leave?"))
    assert "15:15" in flags and "15:15" not in computed, (flags, computed)


def test_an_end_past_a_pause_stays_computed() -> None:
    answer = "PX-708 would be packed at 14:20, but the bench stops for a break from 13:40 to 14:35, so it is packed at 15:15."
    flags, computed = judged(answer, history({"parcel": "PX-708", "packed": "14:20", "break": "13:40-14:35"},
                                             user="When is PX-708 packed?"))
    assert "15:15" not in flags and computed.get("15:15") == "end-time", (flags, computed)


# --- simple interest over the period the answer writes --------------------------------------------------------
LOANS = """You are the assistant of a walnut growers' co-operative. Today is 2026-10-15.
Rules (prices in KGS):
- Members' loans: 2% a month, simple interest."""
WALNUT_LOAN = {"loan": "WL-3310", "member": "Bakyt Osmonov", "principal": 640000, "taken": "2026-05-15", "rate_monthly_pct": 2}


def _loan_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": LOANS}, {"role": "user", "content": "What do I owe on WL-3310 today?"},
            {"role": "tool", "content": __import__("json").dumps(WALNUT_LOAN)}]


@pytest.mark.parametrize("period", [
    "**5 months** (6 with May)",  # an aside's count, no period: 640,000 x 2% x 6
    "**5 months**, 6 with May",
    "**5 months**; you took it 6 months before the harvest",  # two periods written: no one reading
])
def test_interest_over_a_count_that_is_not_the_period_stays_flagged(period: str) -> None:
    answer = f"From 15 May to 15 October is {period}. At 2% a month on 640,000 KGS, you owe **716,800 KGS**."
    flags, computed = judged(answer, _loan_run())
    assert "716800" in flags and "716800" not in computed, (flags, computed)


def test_interest_over_the_written_period_stays_computed() -> None:
    answer = "From 15 May to 15 October is **5 months** (6 with May). At 2% a month on 640,000 KGS, you owe **704,000 KGS**."
    flags, computed = judged(answer, _loan_run())
    assert "704000" not in flags and computed.get("704000") == "two-step", (flags, computed)
