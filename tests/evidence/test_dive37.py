"""Round 37 (dive37): heldout35's dive centre, read; each refusal fixed in its general rule, with
the real shape in a made-up run (a lake's kayak centre, not the corpus) and its refusals:

- `exchange` (`products._rate_before_rule`): a conversion line that writes its rate before the value
  after `at` (`- In dollars at 1.0817: **$414.29**`) under the line of the amount it converts
  (`- **Total: €383**`): the amount in another currency mark times or over the rate, chance-tested
  over the amounts of those lines; a digit off, or the same mark, stays flagged.
- `record` (`wide._stated_converted`): a short reply converts a price under 1,000 the rules state on
  the line the question names most (`asked_factors.prices_for`: `kayak hour in gbp?` and `Kayak 24
  EUR an hour`), or the previous answer's operand of any size (`usd?` after `£20.74.`), the way the
  rate's key names the pair (`wide._directed_rates`: `eur_usd` 1.0817 is times for `usd?`, though
  above 1); a digit off, or the wrong way round, stays flagged.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from ._helpers import judged

LAKE_SYSTEM = ("You are the assistant of a kayak centre on Lake Bled. Today is 2026-12-10 (Thursday), 09:00.\n"
               "Rules (amounts in EUR, VAT included):\n"
               "- Kayak 24 EUR an hour, paddleboard 18 EUR an hour; 10% off from 5 hours.\n"
               "- A guide 95 EUR a trip.\n"
               "- The café opens at 10:00 and closes at 17:30.\n"
               "- GBP and USD at the day's rate (get_rate).")
LAKE_RATES = {"date": "2026-12-10", "eur_gbp": 0.8642, "eur_usd": 1.0817, "source": "ECB reference rate"}
TRIP = {"trip": "LB-1210-04", "kayaks": 4, "hours": 3, "guide": True}


def _rate_run(*turns: str) -> list[dict[str, Any]]:
    """The rules, a rate asked and answered, then the questions and answers `turns` alternate."""
    out: list[dict[str, Any]] = [{"role": "system", "content": LAKE_SYSTEM}, {"role": "user", "content": "gbp rate?"},
                                 {"role": "tool", "content": json.dumps(LAKE_RATES)},
                                 {"role": "assistant", "content": "1 € = 0.8642 £."}]
    for k, text in enumerate(turns):
        out.append({"role": "user" if k % 2 == 0 else "assistant", "content": text})
    return out


# --- a conversion line under the amount it converts, its rate written before the value ------------------
def _trip_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": LAKE_SYSTEM}, {"role": "user", "content": "Trip LB-1210-04 in dollars?"},
            {"role": "tool", "content": json.dumps(TRIP)}, {"role": "tool", "content": json.dumps(LAKE_RATES)}]


TRIP_LINES = "- Kayaks: 4 × 3 h × €24 = €288\n- Guide: €95\n- **Total: €383**\n"


@pytest.mark.parametrize("line", ["- In dollars at 1.0817: **$414.29**", "\nIn dollars at 1.0817: **$414.29**"])
def test_a_rate_written_before_the_value_converts_the_line_above(line: str) -> None:
    flags, computed = judged(TRIP_LINES + line, _trip_run())
    assert not flags and computed.get("414.29") == "exchange", (flags, computed)


@pytest.mark.parametrize(("line", "value"), [
    ("- In dollars at 1.0817: **$414.92**", "414.92"),  # two digits swapped
    ("- In euros at 1.0817: **€414.29**", "414.29"),  # the same mark: no conversion
])
def test_a_rate_before_the_value_excuses_no_digit_off_nor_the_same_mark(line: str, value: str) -> None:
    flags, computed = judged(TRIP_LINES + line, _trip_run())
    assert value in flags and value not in computed, (flags, computed)


# --- a short reply converts a stated price under 1,000, the way the rate's key names ------------------
@pytest.mark.parametrize(("turns", "value"), [
    (("kayak hour in gbp?", "£20.74."), "20.74"),  # 24 x 0.8642
    (("paddleboard hour in usd?", "$19.47."), "19.47"),  # 18 x 1.0817: a rate above 1, times by its key
    (("kayak hour in gbp?", "£20.74.", "usd?", "$25.96."), "25.96"),  # the previous answer's 24 x 1.0817
])
def test_a_short_reply_converts_a_stated_price_under_a_thousand(turns: tuple[str, ...], value: str) -> None:
    flags, computed = judged(turns[-1], _rate_run(*turns[:-1]))
    assert not flags and computed.get(value) == "record", (flags, computed)


@pytest.mark.parametrize(("turns", "value"), [
    (("kayak hour in gbp?", "£20.47."), "20.47"),  # two digits swapped
    (("kayak hour in gbp?", "£27.77."), "27.77"),  # 24 / 0.8642: the wrong way round
    (("paddleboard hour in usd?", "$16.64."), "16.64"),  # 18 / 1.0817: the wrong way round
    (("kayak hour in gbp?", "£20.74.", "usd?", "$22.19."), "22.19"),  # 24 / 1.0817
    (("kayak hour in gbp?", "£20.74.", "usd?", "$25.69."), "25.69"),  # a digit off 25.96
])
def test_a_short_replys_conversion_a_digit_off_or_the_wrong_way_stays_flagged(turns: tuple[str, ...], value: str) -> None:
    flags, computed = judged(turns[-1], _rate_run(*turns[:-1]))
    assert value in flags and value not in computed, (flags, computed)


# --- a clock a person glues to a word by a hyphen (Maltese `fil-16:25`, at 16:25) is said --------------
def _glued_clock_run(question: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": LAKE_SYSTEM}, {"role": "user", "content": question}]


@pytest.mark.parametrize("question", ["Wasalna fil-16:25, sa meta jibqa' miftuħ il-kafè?", "Arrived mid-16:25 run, café still open?"])
def test_a_clock_glued_to_a_word_by_a_hyphen_is_said(question: str) -> None:
    flags, _ = judged("* 16:25: il-kafè jagħlaq fis-17:30, jiġifieri għad għandek ħin.", _glued_clock_run(question))
    assert "16:25" not in flags, flags


@pytest.mark.parametrize(("question", "answer", "value"), [
    ("Wasalna fil-16:25, sa meta jibqa' miftuħ il-kafè?", "* 16:52: il-kafè jagħlaq fis-17:30.", "16:52"),  # swapped
    ("Gate T-16:25 assigned, café open?", "* T-16:25 is a gate code; 16:25 is no time here.", "16:25"),  # one capital: a code
])
def test_a_clock_glued_to_a_code_or_a_digit_off_stays_flagged(question: str, answer: str, value: str) -> None:
    flags, _ = judged(answer, _glued_clock_run(question))
    assert value in flags, flags


# --- a quantity named by a chemical formula (`SpO2`, `il-ppO2`) is a name, not an identifier ----------
WARD = {"patient": "B-114", "spo2_pct": 94, "fio2": 0.28, "pao2_kpa": 11.84, "resp_rate": 18}


def _ward_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are a ward's charting assistant."}, {"role": "user", "content": "Bed B-114?"},
            {"role": "tool", "content": json.dumps(WARD)}]


@pytest.mark.parametrize(("answer", "name"), [
    ("SpO2 94% on FiO2 0.28; resp rate 18.", "spo2"),
    ("Il-pazjent: il-SpO2 94%, il-FiO2 0.28.", "il-spo2"),
    ("PaCO2 not charted; PaO2 11.84 kPa.", "paco2"),
])
def test_a_formula_name_is_no_identifier(answer: str, name: str) -> None:
    flags, _ = judged(answer, _ward_run())
    assert not flags, flags


@pytest.mark.parametrize(("answer", "value"), [
    ("SpO2 94%, PaO2 11.48 kPa.", "11.48"),  # a digit swapped in the value beside the name
    ("Sample tube SK12 sent.", "sk12"),  # a code in capitals: an identifier
])
def test_a_code_or_a_value_beside_a_formula_name_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, _ward_run())
    assert value in flags, flags


def test_the_reference_profile_still_judges_a_formula_name() -> None:
    from ._helpers import REFERENCE
    flags, _ = judged("SpO2 94% on FiO2 0.28.", _ward_run(), REFERENCE)
    assert "spo2" in flags, flags


# --- a clock range's length is written on its line: the next list item's duration is none ---------------
HIKE = {"route": "R-7", "leg_1_min": 75, "back_min": 35, "start": "10:05"}


def _hike_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are a mountain hut's assistant."}, {"role": "user", "content": "Route R-7 timings?"},
            {"role": "tool", "content": json.dumps(HIKE)}]


def test_the_next_list_items_duration_is_no_length_of_a_range() -> None:
    flags, _ = judged("- Leg 1 from 10:05 to 11:20\n- 35 min back: at the hut at 11:55", _hike_run())
    assert "35 min" not in flags, flags


@pytest.mark.parametrize(("answer", "value"), [
    ("- Leg 1 from 10:05 to 11:20 - 35 min", "35 min"),  # on its line: the range's length, refuted
    ("- Leg 1 from 10:05 to 11:20: 85 minutes", "85 minutes"),
])
def test_a_length_on_the_ranges_line_is_still_refuted(answer: str, value: str) -> None:
    flags, _ = judged(answer, _hike_run())
    assert value in flags, flags


# --- a tax's name before its own percent, then its inside share (`VAT 22% included: €61.23`) ---------------
BIKE_SYSTEM = ("You are a bike hire's assistant. Today is 2026-12-10.\n"
               "Rules (amounts in EUR, VAT 22% included):\n- E-bike 45 EUR a day, city bike 19 EUR a day.")
BIKE_BOOKING = {"booking": "BK-5521", "ebikes": 2, "days": 3, "city_bikes": 1}


def _bike_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": BIKE_SYSTEM}, {"role": "user", "content": "What does BK-5521 cost?"},
            {"role": "tool", "content": json.dumps(BIKE_BOOKING)}]


BIKE_LINES = "* E-bikes: 2 × 3 × €45 = €270.00\n* City bike: 3 × €19 = €57.00\n"


@pytest.mark.parametrize("total", ["* **Total: €327.00** (il-VAT ta' 22% inkluża: €58.97)",
                                   "* **Total: €327.00** (VAT 22% included: €58.97)"])
def test_a_taxs_inside_share_after_its_own_percent_is_computed(total: str) -> None:
    flags, computed = judged(BIKE_LINES + total, _bike_run())  # 327 x 22 / 122 = 58.97
    assert not flags and computed.get("58.97") == "rate-step", (flags, computed)


@pytest.mark.parametrize(("total", "value"), [
    ("* **Total: €327.00** (VAT 22% included: €59.87)", "59.87"),  # swapped
    ("* **Total: €327.00** (VAT 22% included: €58.79)", "58.79"),  # a digit off
])
def test_a_taxs_share_a_digit_off_stays_flagged(total: str, value: str) -> None:
    flags, computed = judged(BIKE_LINES + total, _bike_run())
    assert value in flags and value not in computed, (flags, computed)


# --- a lead from the earlier answer's clock the value's line names (`after they finish stroll 2`) -----------
ISLAND = {"trip": "IS-0412", "leaves": "09:00", "to_island_min": 35, "stroll_min": 50, "break_min": 60, "back_min": 40}
ISLAND_PLAN = ("- Leave 09:00, 35 min to the island: ashore **09:35**\n- Stroll 1, 50 min: done at 10:25\n"
               "- 60 min picnic break: stroll 2 from 11:25 to 12:15\n- 40 min back: in port at **12:55**")


def _island_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are an island ferry's assistant."}, {"role": "user", "content": "Timings for IS-0412?"},
            {"role": "tool", "content": json.dumps(ISLAND)}, {"role": "assistant", "content": ISLAND_PLAN},
            {"role": "user", "content": "Our guide rests 18 hours after the last stroll. When is she free?"}]


def test_a_lead_from_the_clock_of_the_line_its_line_names() -> None:
    # 12:55 + 18 hours reaches 06:55, a neighbour, over every clock; the stroll's line alone does not
    flags, computed = judged("18 hours after they finish stroll 2: 06:15.", _island_run())
    assert not flags and computed.get("06:15") == "lead-time", (flags, computed)


@pytest.mark.parametrize(("answer", "value"), [
    ("18 hours after they finish stroll 2: 06:51.", "06:51"),  # swapped
    ("18 hours after they finish stroll 2: 07:15.", "07:15"),  # an hour on
    ("18 hours after they finish stroll 2: 06:55.", "06:55"),  # from the port clock: the line names the stroll
])
def test_a_named_lead_a_digit_off_or_from_another_clock_stays_flagged(answer: str, value: str) -> None:
    flags, computed = judged(answer, _island_run())
    assert value in flags and value not in computed, (flags, computed)
