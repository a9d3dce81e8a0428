"""Round 33 (kiln33): a workshop's arithmetic where a general rule refused it. Told in a glass
blower's and a bread oven's words (the habits of heldout31's ceramics studio, not its kiln), each
with its refusal:

- a duration written in hours to two decimals (`9.47 h`, a rounded figure) is the nearest minute,
  so a clock after it (`lead-time`: the person's `19:30` plus the line's `9.47 h`) is computed; a
  clock one digit off it stays flagged (`durations._hours_in_minutes`);
- `rate-step` in a short reply (`latest_conversions.py`): an old receipt's amount converted at the
  fixed rate the system prompt states (`€105.00.` for `ОБЩО ЛВ 205.36` under `EUR 1 = 1.95583
  lv.`), only where the result names the other currency; a slip or a swap of it stays flagged;
- `rate-step`, the tax the question asks (`vat in it?`) of an amount in hand, where the run states
  the tax included: its inside share alone (`€17.50 of €105.00`), not the tax on top (`€21.00`);
- `total` of the hours listed above it, each a climb over a rate per hour its line writes, at their
  exact values (`ramp_totals.py`: `20 → 600 °C at 50 °C/h: 11.6 h` ... `16.38 h in all`, not the
  written items' 16.37); a climb that does not give its item refuses;
- `written`: a result the answer says it rounds (`≈ 53.3 kWh`) carried on at its exact value to
  the next step (`At EUR 0.23 per kWh ... EUR 12.25`, 53.2675 x 0.23), where the rounded one reaches
  nothing; with `=` it stays flagged;
- `split` in a short reply: an amount the previous answer settled over a whole number the question
  writes past the 2-12 counts (`We got 38 loaves. What's that per loaf?` ... `EUR 0.62 a loaf.`).
  A quotient off by a digit stays flagged."""

from __future__ import annotations

import json
from typing import Any

import pytest

from evidence_audit.evidence.durations import durations_in

from ._helpers import judged


def _asked(*turns: tuple[str, Any, str], system: str = "You are the studio's assistant.") -> list[dict[str, Any]]:
    """A run of questions, each with its tool result and the answer given (the last answer left out)."""
    out: list[dict[str, Any]] = [{"role": "system", "content": system}]
    for question, result, answer in turns:
        out.append({"role": "user", "content": question})
        if result is not None:
            out.append({"role": "tool", "content": result if isinstance(result, str) else json.dumps(result)})
        if answer:
            out.append({"role": "assistant", "content": answer})
    return out


# --- a duration in decimal hours, to the minute -------------------------------------------------------
@pytest.mark.parametrize(("written", "minutes"), [("9.47 h", 568), ("1.1 hours", 66), ("2.5 h", 150), ("0.75 hours", 45)])
def test_hours_written_with_decimals_read_to_the_minute(written: str, minutes: int) -> None:
    assert durations_in(written) == [(minutes, written)]


ANNEAL = "step,ramp_c_per_h,target_c,hold_min\n1,120,520,30\n2,45,380,0\n3,90,60,0\n"


def _oven(answer: str) -> tuple[set[str], dict[str, str]]:
    hist = _asked(("I'll start the annealer at 19:30 after the last gather. When is it done?", ANNEAL, ""))
    return judged(answer, hist)


def test_a_clock_after_decimal_hours_is_computed() -> None:
    # 19:30 + 9.47 h (568 min) = 04:58 the next morning
    flags, computed = _oven("Up to 520 °C, the soak, then down to 380 and to 60 °C: 9.47 h in all, so it is done at about **04:58**.")
    assert "04:58" not in flags and computed["04:58"] == "lead-time", (flags, computed)


@pytest.mark.parametrize("wrong", ["04:38", "05:58", "04:59"])
def test_a_clock_off_the_decimal_hours_stays_flagged(wrong: str) -> None:
    flags, _ = _oven(f"Up to 520 °C, the soak, then down to 380 and to 60 °C: 9.47 h in all, so it is done at about **{wrong}**.")
    assert wrong in flags


# --- a short reply: the latest result's amount at a stated rate --------------------------------------
OVEN = ("You are the assistant of a bakery with a wood-fired oven in Varna. Prices in EUR, VAT 20% included.\n"
        "- Receipts from before 2026 are in leva: EUR 1 = 1.95583 lv.\n")
RECEIPT = ("ПЕКАРНА ПЕЩ   КАСОВА БЕЛЕЖКА 0031182\n12.03.2025  08:17\n"
           "Ръжен хляб x4        58.67\nТорта по поръчка x1  146.69\nОБЩО ЛВ              205.36\n")


def _bakery(*answers: str, receipt: str = RECEIPT, system: str = OVEN) -> tuple[set[str], dict[str, str]]:
    turns = [("my old receipt 0031182, what is it in euros?", receipt, answers[0] if len(answers) > 1 else "")]
    questions = ["and the bread?", "vat in it?"]
    for k, answer in enumerate(answers[1:]):
        turns.append((questions[k], None, answer if k < len(answers) - 2 else ""))
    return judged(answers[-1], _asked(*turns, system=system))


def test_a_short_reply_converts_the_latest_result_at_the_stated_rate() -> None:
    flags, computed = _bakery("€105.00.")  # 205.36 / 1.95583 = 104.999
    assert "105" not in flags and computed["105"] == "rate-step", (flags, computed)
    flags, computed = _bakery("€105.00.", "€30.00 (4 loaves).")  # 58.67 / 1.95583 = 29.997
    assert "30" not in flags and computed["30"] == "rate-step", (flags, computed)


@pytest.mark.parametrize("wrong", ["€150.00.", "€106.00.", "€105.10."])
def test_a_conversion_slipped_stays_flagged(wrong: str) -> None:
    flags, _ = _bakery(wrong)
    assert wrong.strip("€.").rstrip("0").rstrip(".") in flags, flags


def test_no_conversion_of_a_result_already_in_the_value_s_currency() -> None:
    receipt = RECEIPT.replace("ОБЩО ЛВ", "TOTAL EUR")
    flags, _ = _bakery("€105.00.", receipt=receipt)
    assert "105" in flags


def test_a_rate_between_other_currencies_converts_too() -> None:
    system = "You are the assistant of a pottery supplier. Invoices from the UK office: 1 GBP = 1.17 EUR.\n"
    flags, computed = _bakery("€35.10.", receipt="INVOICE 4471\nGlaze 500 ml x2  GBP 30.00\nTOTAL GBP 30.00\n", system=system)
    assert "35.1" not in flags and computed["35.1"] == "rate-step", (flags, computed)


# --- the tax the question asks of an amount in hand ---------------------------------------------------
def test_the_tax_asked_of_a_gross_is_its_inside_share() -> None:
    flags, computed = _bakery("€105.00.", "€30.00 (4 loaves).", "€17.50 of €105.00.")  # 105 x 0.2 / 1.2
    assert "17.5" not in flags and computed["17.5"] == "rate-step", (flags, computed)


@pytest.mark.parametrize("wrong", ["€21.00", "€17.60", "€71.50"])
def test_a_tax_on_top_or_slipped_stays_flagged(wrong: str) -> None:
    flags, _ = _bakery("€105.00.", "€30.00 (4 loaves).", f"{wrong} of €105.00.")
    assert wrong.strip("€").rstrip("0").rstrip(".") in flags, flags


# --- the exact hours of the steps listed above ---------------------------------------------------------
def _anneal(answer: str) -> tuple[set[str], dict[str, str]]:
    schedule = {"program": "anneal 6 mm", "segments": [
        {"from_c": 20, "to_c": 600, "rate_c_per_h": 50}, {"to_c": 600, "hold_min": 20},
        {"from_c": 600, "to_c": 1000, "rate_c_per_h": 90}]}
    return judged(answer, _asked(("How long does the anneal program run?", schedule, "")))


RAMPS = ("Two ramps and a soak:\n\n- 20 → 600 °C at 50 °C/h: 11.6 h\n- soak: 20 min\n"
         "- 600 → 1,000 °C at 90 °C/h: 4.44 h\n\nThat is {} h in all.")


def test_a_total_of_climbs_at_their_exact_hours() -> None:
    # 580/50 + 20/60 + 400/90 = 16.3778: 16.38 (the items as written add to 16.37)
    flags, computed = _anneal(RAMPS.format("16.38"))
    assert "16.38" not in flags and computed["16.38"] == "total", (flags, computed)


@pytest.mark.parametrize("wrong", ["16.48", "16.39", "16.37"])
def test_a_total_off_the_exact_hours_stays_flagged(wrong: str) -> None:
    flags, _ = _anneal(RAMPS.format(wrong))
    assert wrong in flags


def test_a_climb_that_does_not_give_its_item_refuses() -> None:
    # 400 / 80 is 5, not the 4.44 written: the line is no climb (its item taken as written: 16.37)
    flags, _ = _anneal(RAMPS.replace("90 °C/h", "80 °C/h").format("16.38"))
    assert "16.38" in flags


# --- a result said rounded, carried on exactly -------------------------------------------------------
def _oven_cost(answer: str) -> tuple[set[str], dict[str, str]]:
    system = "You are the bakery's assistant. The deck oven draws 11 kW when heating; electricity EUR 0.23 per kWh."
    return judged(answer, _asked(("What did the rye bake cost in power? The elements were on 65% of the time.",
                                  {"bake": "rye", "heating_h": 7.45}, ""), system=system))


def test_a_rounded_result_is_carried_on_at_its_exact_value() -> None:
    # 11 x 7.45 x 0.65 = 53.2675; x 0.23 = 12.2515 (the rounded 53.3 x 0.23 = 12.259)
    flags, computed = _oven_cost("11 kW × 7.45 h × 0.65 ≈ 53.3 kWh. At EUR 0.23 per kWh that is **EUR 12.25**.")
    assert "12.25" not in flags and computed["12.25"] == "written", (flags, computed)


@pytest.mark.parametrize("written", ["≈ 53.3 kWh. At EUR 0.23 per kWh that is **EUR 12.35**",
                                     "≈ 53.3 kWh. At EUR 0.23 per kWh that is **EUR 12.24**",
                                     "= 53.3 kWh. At EUR 0.23 per kWh that is **EUR 12.25**"])
def test_an_exact_carry_off_or_not_said_rounded_stays_flagged(written: str) -> None:
    flags, _ = _oven_cost(f"11 kW × 7.45 h × 0.65 {written}.")
    assert written.rsplit("EUR ", 1)[1].strip("*") in flags, flags


# --- a short reply's share of the previous answer's amount ------------------------------------------------
def _per_loaf(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, _asked(
        ("What did the rye bake cost us in flour and power?", {"bake": "rye", "flour_eur": 17.85, "power_eur": 5.55},
         "Flour EUR 17.85 and power EUR 5.55: **EUR 23.40** in all."),
        ("We got 38 loaves out of it. What is that per loaf?", None, "")))


def test_a_short_reply_shares_the_previous_answer_s_amount_by_the_question_s_count() -> None:
    flags, computed = _per_loaf("EUR 0.62 a loaf.")  # 23.40 / 38 = 0.6158
    assert "0.62" not in flags and computed["0.62"] == "split", (flags, computed)


@pytest.mark.parametrize("wrong", ["0.63", "0.26", "0.72"])
def test_a_share_off_by_a_digit_stays_flagged(wrong: str) -> None:
    flags, _ = _per_loaf(f"EUR {wrong} a loaf.")
    assert wrong in flags
