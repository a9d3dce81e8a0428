"""Round 39 census (census39): review38's open defects (D7, D2's remainder), older sets' leftovers.
Each rule has a case that is read (with its kind) and refusals that could fail (a wrong digit, an
unrelated duration, a number no source carried). The texts are made up in the rules' shapes, not
copied from any corpus.
"""

from __future__ import annotations

from typing import Any

import pytest

from ._helpers import history, judged


def _run(system: str, result: Any, question: str, answers: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    return history(result, system=system, user=question, answers=answers)


# --- D7 stated_shifts._column_step: a row's start the row above's end plus only a stated pause -------------
PULPER = ("You are the assistant of a washing station. Rules:\n"
          "- The pulper takes 1,000 kg an hour, with 15 minutes of cleaning between two lots.\n"
          "- Samples are cupped 30 minutes after roasting.\n- The truck to the port takes 2 h 40 min.")
QUEUE = {"date": "2027-03-04", "lots": [{"lot": "A", "start": "08:00", "end": "10:00"}, {"lot": "B", "kg": 1500}]}


def _queue(start: str) -> str:
    return f"| Lot | Pulping |\n|---|---|\n| A | 08:00–10:00 |\n| B | {start}–later |"


def test_a_rows_start_the_ends_plus_the_stated_pause_is_read() -> None:
    flags, computed = judged(_queue("10:15"), _run(PULPER, QUEUE, "When does lot B pulp?"))
    assert not flags and computed.get("10:15") == "stated-shift", (flags, computed)


@pytest.mark.parametrize("start", ["10:30", "12:40", "10:25", "10:16"])
def test_a_rows_start_an_unrelated_duration_or_a_digit_away_stays_flagged(start: str) -> None:
    # 10:30 is 10:00 + the cupping's 30 minutes, 12:40 + the truck's 2 h 40 min: durations of other things
    flags, computed = judged(_queue(start), _run(PULPER, QUEUE, "When does lot B pulp?"))
    assert start in flags, (flags, computed)


@pytest.mark.parametrize("rule", ["a 20-minute changeover between batches", "a break of 20 minutes after each batch"])
def test_a_pause_stated_as_a_changeover_or_a_break_is_read(rule: str) -> None:
    system = f"You are the assistant of a bakery. Rules:\n- Ovens run batches with {rule}.\n- Delivery takes 45 minutes."
    oven = {"batches": [{"batch": 1, "start": "05:00", "end": "06:10"}, {"batch": 2}]}
    answer = "| Batch | Oven |\n|---|---|\n| 1 | 05:00–06:10 |\n| 2 | {}–07:40 |"
    flags, computed = judged(answer.format("06:30"), _run(system, oven, "Oven plan?"))
    assert "06:30" not in flags and computed.get("06:30") == "stated-shift", (flags, computed)
    flags, computed = judged(answer.format("06:40"), _run(system, oven, "Oven plan?"))  # a digit off
    assert "06:40" in flags, (flags, computed)


# --- D2's remainder record_sizes: a record's sizes alone (one piece) given as its stock ----------------------
JOINERY = "You are the assistant of a joinery. Rules (amounts in RSD): ash boards 64,000 RSD/m3."
BOARDS = "item,thick_mm,width_mm,length_m,pieces\nAS22-150,22,150,2.5,1364\nAS20-200,20,200,3.0,95"


def test_the_sizes_times_the_count_is_still_the_stock() -> None:
    # 0.022 x 0.150 x 2.5 x 1,364 = 11.253
    flags, computed = judged("- AS22-150: 11.253 m³", _run(JOINERY, BOARDS, "Ash boards in stock, in m³?"))
    assert not flags and computed.get("11.253") == "carried-product", (flags, computed)


def test_one_piece_written_as_one_is_read() -> None:
    # 0.022 x 0.150 x 2.5 = 0.00825, the line writes the one board
    flags, computed = judged("- AS22-150: 1 board is 0.00825 m³", _run(JOINERY, BOARDS, "How big is one AS22-150 board, in m³?"))
    assert not flags and computed.get("0.00825") == "carried-product", (flags, computed)


@pytest.mark.parametrize(("answer", "value"), [
    ("- AS22-150: 0.00825 m³ in stock", "0.00825"),  # one board's volume given as the stock of 1,364
    ("- AS22-150: 1 board is 0.00835 m³", "0.00835"),  # a digit off
])
def test_the_sizes_alone_beside_a_count_stay_flagged(answer: str, value: str) -> None:
    flags, computed = judged(answer, _run(JOINERY, BOARDS, "Ash boards in stock, in m³?"))
    assert value in flags, (flags, computed)


# --- a day period read past one short word (Uzbek `кундузи соат 2:30`, 11:00-18:00 in CLDR) -----------------
BUS = {"bus": "Toshkent-Samarqand", "departures": ["14:30", "07:10"]}


@pytest.mark.parametrize("text", ["Автобус кундузи соат 2:30 да жўнайди.", "Автобус 2:30 да кундузи жўнайди.",
                                  "Το λεωφορείο φεύγει το απόγευμα στις 2:30."])
def test_a_period_word_past_the_hours_word_is_read(text: str) -> None:
    flags, _ = judged(text, history(BUS, user="Qachon?"))
    assert not flags, flags


@pytest.mark.parametrize("text", ["Автобус кундузи соат 2:30 да жўнайди.", "Автобус кундузи соат 7:30 да жўнайди.",
                                  "Кундузи автобусимиз 2:30 да жўнайди."])
def test_a_night_clock_or_a_period_past_a_long_word_stays_flagged(text: str) -> None:
    # the result's 02:30 is no daytime clock; 7:30 is neither 07:30 nor 19:30 in 11:00-18:00 (and the
    # result has 07:10); `автобусимиз` is no word of the hour: the period is not read past it
    night = {"bus": "Toshkent-Samarqand", "departures": ["02:30", "19:30"]}
    clock = text.split(" да")[0].split()[-1]
    flags, _ = judged(text, history(night if "автобусимиз" not in text else BUS, user="Qachon?"))
    assert clock in flags, flags


def test_a_period_word_of_the_next_or_the_last_clock_is_not_read_past_a_short_word() -> None:
    # `下午` leads 5:25, `ល្ងាច` closes 5:25: neither is 7:10's (07:10 in the result, 19:10 not)
    evening = {"pickups": [{"time": "19:10"}, {"time": "17:25"}]}
    for text in ("上午7:10 和 下午5:25。".replace("上午", ""), "ម៉ោង ៥:២៥ ល្ងាច និង ៧:១០។"):
        flags, _ = judged(text, history(evening, user="When?"))
        assert "7:10" in flags, (text, flags)


# --- carried_products: a stated unit written `m³` for a key `m3`; a rate in a unit the prompt prices --------
KILN_RULES = ("You are the assistant of a sawmill. Rules (amounts in MKD):\n- Kiln: 95 kWh per m³ of boards at 7.40 MKD a kWh.\n"
              "- Dry boards: beech 25 mm 21,500 MKD/m³, oak 50 mm 46,000 MKD/m³.")
KILN = {"kiln": "S-1", "thick_mm": 25, "species": "beech", "m3": 38.4}


@pytest.mark.parametrize(("answer", "kinds"), [
    ("825,600.00 MKD before VAT.", {"825600": "carried-product"}),  # 38.4 m3 x 21,500 MKD/m³
    ("3,648 kWh, 26,995.20 MKD.", {"3648": "carried-product", "26995.2": "rate-step"}),  # 38.4 x 95 kWh per m³, x 7.40
])
def test_a_key_in_m3_priced_per_m3_and_a_rate_in_kwh_are_read(answer: str, kinds: dict[str, str]) -> None:
    flags, computed = judged(answer, _run(KILN_RULES, KILN, "Kiln S-1: power and value?"))
    assert not flags and computed == kinds, (flags, computed)


@pytest.mark.parametrize(("system", "result", "answer", "value"), [
    (KILN_RULES, KILN, "825,700.00 MKD before VAT.", "825700"),  # a digit off
    (KILN_RULES, KILN, "3,658 kWh.", "3658"),  # a digit off
    # a length in metres is no volume: the price per m³ does not multiply it
    (KILN_RULES, {"kiln": "S-1", "species": "beech", "length_m": 38.4}, "825,600.00 MKD before VAT.", "825600"),
])
def test_a_rate_of_another_unit_or_a_digit_off_stays_flagged(system: str, result: Any, answer: str, value: str) -> None:
    flags, computed = judged(answer, _run(system, result, "Kiln S-1: power and value?"))
    assert value in flags, (flags, computed)


# --- container_counts: a quantity over what one container holds ----------------------------------------------
HONEY = ("You are the assistant of a honey co-operative. Rules (amounts in USD):\n- Honey is sold at 6.20 USD a kg.\n"
         "- Jars hold 250 g, 12 jars to a carton; drums hold 300 kg.")
HIVES = {"stock": [{"lot": "H-1", "kg": 615}, {"lot": "H-2", "kg": 248}]}


@pytest.mark.parametrize(("answer", "value"), [
    ("H-1: 615 kg, 2,460 jars.", "2460"),  # 615 kg / 250 g
    ("| Lot | kg | Jars |\n|---|---|---|\n| H-1 | 615 | 2,460 |", "2460"),  # the units in the headers
])
def test_a_quantity_over_a_stated_container_size_is_read(answer: str, value: str) -> None:
    flags, computed = judged(answer, _run(HONEY, HIVES, "How many jars?"))
    assert not flags and computed.get(value) == "container-count", (flags, computed)


def test_a_container_size_the_person_states_is_read() -> None:
    flags, computed = judged("H-1: 615 kg, 1,230 jars.", _run("You are the assistant of a honey co-operative.", HIVES,
                                                             "How many 500 g jars would H-1 fill?"))
    assert not flags and computed.get("1230") == "container-count", (flags, computed)


@pytest.mark.parametrize(("answer", "value"), [
    ("H-1: 615 kg, 2,470 jars.", "2470"),  # a digit off
    ("H-1: 615 kg, 2,460 bottles.", "2460"),  # no size is stated for a bottle
    ("H-1: 615 kg, 3,460 jars.", "3460"),  # a digit off the count
    ("H-2: 248 kg, 2,460 jars.", "2460"),  # another lot's quantity: 248 kg is 992 jars
])
def test_a_wrong_count_or_an_unstated_container_stays_flagged(answer: str, value: str) -> None:
    flags, computed = judged(answer, _run(HONEY, HIVES, "How many jars?"))
    assert value in flags, (flags, computed)


def test_a_column_of_single_clocks_steps_by_a_length_stated_per_item() -> None:
    system = "You are the assistant of a fish auction. Rules:\n- The auction opens at 05:10; each lot takes 7 minutes.\n- Ice is loaded 25 minutes after the sale."
    lots = {"date": "2027-02-16", "lots": ["A-1", "A-2", "A-3"]}
    answer = "| Lot | Hammer |\n|---|---|\n| A-1 | 05:10 |\n| A-2 | 05:17 |\n| A-3 | {} |"
    flags, computed = judged(answer.format("05:24"), _run(system, lots, "When does each lot sell?"))
    assert not flags and computed.get("05:24") == "stated-shift", (flags, computed)
    flags, computed = judged(answer.format("05:34"), _run(system, lots, "When does each lot sell?"))  # a digit off
    assert "05:34" in flags, (flags, computed)
