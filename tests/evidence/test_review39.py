"""(review39) Round 39's excuses at their price: made-up runs where an invented value (another tier's
count, another record's quantity, a wrong direction) is excused by a rule merged this round, and
honest values a new flag now refuses. Each test asserts what the rule should do: they fail on int39
(0c27a836) and pass when the rule is narrowed.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, content, flagged, history, judged

# --- D1: shown_lengths.row_lengths / lead_in_lengths + stated_shifts: any stated tier's count -------

CELLAR = (
    "You are the assistant of a cheese cellar. Today is 2027-04-05 (Monday), 08:00.\n"
    "Rules:\n- Brining: wheels under 2 kg 12 hours, 2 to 5 kg 18 hours, over 5 kg 40 hours.\n"
)
BRINE = "wheel,kind,weight_kg,into_brine\nW-0404-1,tomme,1.4,2027-04-04 17:20\n"
HEAD = "| Wheel | kg | In | Hours | Out |\n|---|---|---|---|---|\n"


def _cellar(answer: str) -> tuple[set[str], dict[str, str]]:
    run = [{"role": "system", "content": CELLAR}, {"role": "user", "content": "When does W-0404-1 come out?"},
           {"role": "tool", "content": BRINE}]
    return judged(answer, run)


def test_a_light_wheel_given_the_heavy_tier_s_hours_in_its_row_stays_flagged() -> None:
    # 1.4 kg is the 12-hour tier (out 5 Apr 05:20); the row's `40` is the over-5-kg tier's count, an
    # unjudged short cell: the clock and the day it reaches are inventions
    flags, _ = _cellar(HEAD + "| W-0404-1 | 1.4 | 4 Apr 17:20 | 40 | 6 Apr 09:20 |\n")
    assert "09:20" in flags and "6 Apr" in flags


def test_a_wrong_tier_s_hours_in_the_lead_in_stays_flagged() -> None:
    flags, _ = _cellar("Each wheel brines 40 hours:\n- W-0404-1: in 4 Apr 17:20, out 6 Apr 09:20\n")
    assert "09:20" in flags and "6 Apr" in flags


# --- D2: labelled_sums.refuted_sums: terms in two units of one dimension ----------------------------


def test_a_right_labelled_sum_over_two_units_is_not_refuted() -> None:
    # 1.2 kg + 300 g = 1.5 kg: the terms' bare numbers add to 301.2, but the sum is right
    run = history({"recipe": [{"item": "flour", "qty": "1.2 kg"}, {"item": "sugar", "qty": "300 g"}]}, user="Total weight?")
    assert "1.5" not in flagged(check_answer("Flour 1.2 kg + sugar 300 g = 1.5 kg", run, DEFAULT))


# --- D3: near_misses weak two-digit slip: a new count the question asks for -------------------------

ORDER = {"order": "EXP-441", "kg": 2400, "price_usd_kg": 4.1, "sack_kg": 50}
WORTH = "- 2,400 kg × USD 4.10 = **USD 9,840.00**\n- Packed in 48 sacks of 50 kg\n- Paid 30 days after loading"


def _asked(question: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are an agent."}, {"role": "user", "content": "hi"},
            {"role": "tool", "content": content(ORDER)}, {"role": "assistant", "content": WORTH},
            {"role": "user", "content": question}]


def test_a_count_for_another_quantity_the_question_states_is_no_slip() -> None:
    # 2,200 kg / 50 kg = 44 sacks: right, one digit from the earlier 48 sacks
    assert "44" not in flagged(check_answer("**44 sacks**.", _asked("How many sacks would 2,200 kg take?"), DEFAULT))
    # 2,400 kg / 60 kg = 40 sacks
    assert "40" not in flagged(check_answer("**40 sacks**.", _asked("How many sacks if we pack in 60 kg sacks?"), DEFAULT))


# --- D4: stated_packs (pack-count): another record's quantity ----------------------------------------

MILL = ("You are the assistant of a flour mill. Today is 2027-01-18 (Monday), 08:00.\n"
        "Rules:\n- Flour goes in 25 kg sacks; bran in bags of 10 kg.\n")
SILOS = {"silo": "S-2", "wheat_t": 48, "extraction": 0.75, "rye_t": 19}


def test_a_pack_count_of_another_record_s_quantity_stays_flagged() -> None:
    # 36 t of wheat flour is 1,440 sacks; the rye line's count is 570: 1,440 there is wheat's
    run = history(SILOS, system=MILL, user="How much flour from silo S-2, and how many sacks?")
    flags, _ = judged("- Wheat flour: 48 × 0.75 = **36 t**\n- Rye flour: 19 × 0.75 = **14.25 t**\n"
                      "- Rye sacks: **1,440**", run)
    assert "1440" in flags


# --- D5: stated_doses terse reply: any price of a line sharing a word, any earlier quantity ---------

ROASTERY = ("You are a coffee roastery's assistant. Today is 2027-02-02, 09:00.\n"
            "Rules:\n- Green beans cost 9.20 USD a kg; roasted coffee sells at 21.50 USD a kg.\n- Delivery 4.00 USD a box.\n")


def _roastery(answer: str, question: str, previous: str = "38.5 kg.") -> set[str]:
    run = [{"role": "system", "content": ROASTERY}, {"role": "user", "content": "lot 7 roasted"},
           {"role": "assistant", "content": previous}, {"role": "user", "content": question}]
    return judged(answer, run)[0]


def test_a_terse_reply_at_the_other_price_of_the_named_line_stays_flagged() -> None:
    # `roasted` names the line, which states two prices: 38.5 kg at the green beans' 9.20 is no value roasted
    assert "354.2" in _roastery("$354.20.", "value roasted")


def test_a_terse_reply_on_another_lot_s_quantity_stays_flagged() -> None:
    # lot 8's 42 kg priced for a question on lot 7
    assert "903" in _roastery("$903.00.", "value of lot 7 roasted?", "Lot 7: 38.5 kg roasted; lot 8: 42 kg roasted.")


# --- D6: stated_shifts.pause_lengths: `each`/`every`/`per` anywhere in a clause makes a pause ------

QUEUE = {"date": "2027-03-04", "lots": [{"lot": "A", "start": "08:00", "end": "10:00"}, {"lot": "B", "kg": 1500}]}


def _pulper(rule: str, start: str) -> set[str]:
    system = ("You are the assistant of a washing station. Rules:\n"
              "- The pulper takes 1,000 kg an hour, with 15 minutes of cleaning between two lots.\n" + rule)
    answer = f"| Lot | Pulping |\n|---|---|\n| A | 08:00–10:00 |\n| B | {start}–later |"
    return judged(answer, history(QUEUE, system=system, user="When does lot B pulp?"))[0]


def test_a_row_start_moved_by_a_duration_of_another_thing_with_each_stays_flagged() -> None:
    # the pause is 15 minutes (10:15); the cupping's 30 minutes and the truck's 2 h 40 min are no pause
    assert "10:30" in _pulper("- Each sample is cupped 30 minutes after roasting.", "10:30")
    assert "10:30" in _pulper("- Samples are cupped 30 minutes after roasting, 3 cups per lot.", "10:30")
    assert "12:40" in _pulper("- The truck to the port takes 2 h 40 min for every load.", "12:40")


# --- D7: word_dates midnight-step with a year: from today though the record carries another day ---

FERRY = ("You are the assistant of a river ferry company. Today is 2027-05-11 (Tuesday), 06:00.\n"
         "Rules:\n- The ferry to Bhamo takes 30 hours.\n")


def test_a_date_reached_from_today_when_the_record_departs_another_day_stays_flagged() -> None:
    # MB-7 departs on 13 May at 05:15: 30 hours on is 14 May 11:15; `12 May 2027` counts from today
    run = history({"ferry": "MB-7", "to": "Bhamo", "departs": "05:15", "date": "2027-05-13"}, system=FERRY,
                  user="When does it arrive?")
    assert "12 May 2027" in judged("MB-7 leaves 05:15; 30 hours → **12 May 2027, 11:15**.", run)[0]


# --- D8: date_steps bare `+N =`: a count the range's own span refutes -------------------------------

FARM = "You are a hay farm's assistant. Today is 2027-01-05 (Tuesday), 07:00."


def _farm(question: str, answer: str) -> set[str]:
    return judged(answer, [{"role": "system", "content": FARM}, {"role": "user", "content": question}])[0]


def test_a_bare_step_that_is_not_the_stated_span_stays_flagged() -> None:
    # 12 weeks is 84 days (4 April in 2027); `+85` is no step the range states: 5 April is a day off
    flags = _farm("The first cut is on 10 January, then every 12 weeks. When is the second?",
                  "10 Jan + 84 days (12 weeks): +85 = 5 Apr. The second cut is on 5 April.")
    assert "5 Apr" in flags


# --- D9: word_dates._dateless: a leap day read in 2024 when the stated year has none --------------


def test_a_leap_day_in_a_year_that_has_none_stays_flagged() -> None:
    # today is in 2027: 1 February + 28 days is 1 March; 29 February does not exist that year
    flags = _farm("The first cut is on 1 February, then every 4 weeks. When is the second?",
                  "The second cut: 1 February + 28 days = 29 February.")
    assert "29 February" in flags


# --- D10: computed/products: a short carried number as the rate before the value, of any key --------

MARKET = "You are the assistant of a vegetable market in Mandalay. Today is 2027-05-11 (Tuesday), 06:00.\n"
FREIGHT = '{"consignment": "F-88", "kg": 1200, "price_lak_kg": 415, "pallets": 6.5}'


def test_another_currency_s_carried_rate_written_for_the_kip_stays_flagged() -> None:
    # 61.8 is MMK per baht; the amount is in kip (0.0968 MMK a kip): 30,776,400 MMK is an invention
    rates = '{"date": "2027-05-11", "mmk_per_lak": 0.0968, "mmk_per_thb": 61.8}'
    flags, _ = judged("- 1,200 kg × 415 LAK = **498,000 LAK**\n- At 61.8 MMK a kip: **30,776,400 MMK**",
                      history(FREIGHT, rates, system=MARKET, user="In kyat?"))
    assert "30776400" in flags


def test_a_carried_count_written_as_a_rate_stays_flagged() -> None:
    rates = '{"date": "2027-05-11", "mmk_per_lak": 0.0968}'
    flags, _ = judged("- 1,200 kg × 415 LAK = **498,000 LAK**\n- At 6.5 MMK a kip: **3,237,000 MMK**",
                      history(FREIGHT, rates, system=MARKET, user="In kyat?"))
    assert "3237000" in flags


# --- D11: carried_products with an `m³` price: another species' price for the record ----------------

KILN_RULES = ("You are the assistant of a sawmill. Rules (amounts in MKD):\n- Kiln: 95 kWh per m³ of boards at 7.40 MKD a kWh.\n"
              "- Dry boards: beech 25 mm 21,500 MKD/m³, oak 50 mm 46,000 MKD/m³.")


def test_a_beech_record_at_the_oak_price_stays_flagged() -> None:
    # 38.4 m³ of beech 25 mm is 825,600 MKD; at oak's 46,000 MKD/m³ it is an invention
    run = history({"kiln": "S-1", "thick_mm": 25, "species": "beech", "m3": 38.4}, system=KILN_RULES,
                  user="Kiln S-1: power and value?")
    assert "1766400" in judged("Beech boards: 1,766,400.00 MKD before VAT.", run)[0]


# --- D12: stated_doses short count: a count the stated size refutes, times the thing's price --------

CRATES = ("You are the assistant of a vegetable market. Today is 2027-05-11 (Tuesday), 06:00.\n"
          "Rules (amounts in MMK):\n- A crate holds 25 kg and costs 3,500 MMK.\n")


def test_a_wrong_count_of_crates_priced_stays_flagged() -> None:
    # 640 kg in 25 kg crates is 26 crates (91,000 MMK); 17 crates is a wrong count, its price an invention
    run = history({"lot": "V-11", "kg": 640}, system=CRATES, user="Crates for it?")
    assert "59500" in judged("640 kg needs 17 crates: 59,500 MMK.", run)[0]
