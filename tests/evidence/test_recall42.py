"""Round 42's recall: a number's written zeros and a rounded equation's operands (recall42).

Of heldout40's planted inventions and one-digit mutations the default let through
(bench/missed_plants.py), two had a reading of their own:

- A terse restatement written with decimal zeros (`**62.20 t**` asked again for an earlier answer's
  `62.02 t`) is read as its normalized `62.2`, three digits: its swap as written (`62.02`) was never
  one of its slips (`near_misses.written_swaps`), the earlier `62.02` (four digits, the minimum) was
  no short number to be a slip of (`_zero_swapped`), and the value counted as a rounding of its own
  spelling. `swaps_of` keeps a swap whose zero normalizing drops (`2.03` -> `2.30`, read `2.3`).
- A glued fraction (`6001/400`) was excused as the operand of an equation that only rounds what it
  gives (`6001/400 = 15`, 15.0025): that rounding verifies no digit of the carried `6000` slipped.
  Such an equation takes no fraction one of whose numbers is a one-digit slip of a carried number,
  itself neither resolved nor carried (`basis._fraction_operand`, `_slip_of_carried`).

Bound: the restatement is still judged only in `lone` mode (alone on its line, attributed by a word
both numbers share); the fraction of carried numbers, or under an exact equation, is excused as before.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.near_misses import swaps_of, written_swaps

from ._helpers import DEFAULT, REFERENCE, content, flagged


def run(result: Any, *turns: str, user: str = "hi", system: str = "You are an agent.") -> list[dict[str, Any]]:
    """The system message, the user's message, one tool result, then answers and questions alternating."""
    out: list[dict[str, Any]] = [
        {"role": "system", "content": system},
        {"role": "user", "content": user},
        {"role": "tool", "content": content(result)},
    ]
    for k, text in enumerate(turns):
        out.append({"role": "assistant" if k % 2 == 0 else "user", "content": text})
    return out


def check(answer: str, hist: list[dict[str, Any]], gate: Any = DEFAULT) -> set[str]:
    return flagged(check_answer(answer, hist, gate))


# --- swaps as written ------------------------------------------------------------------------------

def test_written_swaps_keep_the_decimal_zeros() -> None:
    assert "62.02" in written_swaps("62.20")
    assert "2.03" in written_swaps("2.30")
    assert written_swaps("62.2") == []  # no zero written: swaps_of's
    assert written_swaps("1250") == []  # no point: a whole number's zeros are digits already


def test_swaps_of_keeps_a_swap_whose_zero_normalizing_drops() -> None:
    assert "2.3" in swaps_of("2.03")  # 2.30
    assert swaps_of("10") == []  # 01: a leading zero is a digit fewer
    assert swaps_of("61") == ["16"]


# --- a restatement written with its zeros, two digits swapped --------------------------------------

LOGS = {"logs": [{"log": "LG-14", "m3": 7.81}, {"log": "LG-15", "m3": 6.34}, {"log": "LG-16", "m3": 8.0}]}
WEIGH = "<think>\n7.81 + 6.34 + 8.00 = 22.15 m³. × 2.8 = 62.02 t.\n</think>\n\n- **22.15 m³**, **62.02 t**"
AGAIN = ("Weight of the three logs, in tonnes?", "**3.69 m³** a log.", "Tonnes again?")


def test_a_restatement_with_its_zeros_swapped_is_flagged() -> None:
    hist = run(LOGS, WEIGH, *AGAIN)
    assert "62.2" in check("<think>\nFrom above.\n</think>\n\n**62.20 t**", hist)


def test_the_restatement_as_written_and_rounded_stays_excused() -> None:
    hist = run(LOGS, WEIGH, *AGAIN)
    assert check("<think>\nFrom above.\n</think>\n\n**62.02 t**", hist) == set()
    assert check("**62.0 t**", hist) == set()  # rounded: no swap of 62.02


def test_a_restatement_one_digit_replaced_in_its_zeros_stays_unread() -> None:
    # `62.30` is no swap of 62.02: a replaced digit of a three-digit value is left to the minimum
    hist = run(LOGS, WEIGH, *AGAIN)
    assert "62.3" not in check("**62.30 t**", hist)


def test_the_reference_profile_reads_no_restated_slip() -> None:
    hist = run(LOGS, WEIGH, *AGAIN)
    assert "62.2" not in check("**62.20 t**", hist, REFERENCE)


# --- a glued fraction under an equation that only rounds -------------------------------------------

ORDER = {"order": "Q-88", "slates": 6000, "per_pallet": 400, "price": 85}


def _reasoned(fraction: str) -> str:
    return (f"<think>\nSlates 6000 × 85 = 510,000. Pallets {fraction} = 15, so 15 pallets.\n</think>\n\n"
            "- Slates: **510,000.00 KGS**")


def test_a_fraction_one_digit_off_its_carried_numbers_is_flagged() -> None:
    hist = run(ORDER, user="Price the order Q-88?")
    assert "6001/400" in check(_reasoned("6001/400"), hist)
    assert "6000/401" in check(_reasoned("6000/401"), hist)


def test_the_fraction_of_carried_numbers_stays_grounded() -> None:
    hist = run(ORDER, user="Price the order Q-88?")
    assert "6000/400" not in check(_reasoned("6000/400"), hist)


def test_a_rounded_share_of_numbers_no_result_carried_stays_excused() -> None:
    # 19/119 of a 19% VAT: 399 x 19 / 119 = 63.7059, rounded; 19 and 119 slip no carried number
    hist = run({"item": "BTC-24", "price_eur": 399.0}, user="How much VAT is in it? VAT is 19%.")
    assert check("The VAT part is €399.00 × 19/119 = **€63.71**.", hist) == set()


# --- a part of a whole never put on top (review41 D5) ----------------------------------------------

def _shop(rule: str) -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": f"You are the shop's agent. Rules: {rule} on every order."},
        {"role": "user", "content": "Price of order A-17 for me?"},
        {"role": "tool", "content": content({"order": "A-17", "subtotal_eur": 386.40})},
    ]


def test_a_discount_put_on_top_is_flagged() -> None:
    hist = _shop("the member discount is 20%")
    assert "463.68" in check("Order A-17: subtotal EUR 386.40, with your discount EUR 463.68.", hist)


def test_the_discount_taken_off_and_a_tax_put_on_stay_excused() -> None:
    assert check("Order A-17: subtotal EUR 386.40, with your discount EUR 309.12.", _shop("the member discount is 20%")) == set()
    assert check("Order A-17: subtotal EUR 386.40, with VAT EUR 463.68.", _shop("VAT is 20%")) == set()
    # rounded to the cent: 386.40 x 0.85 = 328.44
    assert check("Order A-17: subtotal EUR 386.40, with your discount EUR 328.44.", _shop("the member discount is 15%")) == set()


def _truck() -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": "You are the depot's agent."},
        {"role": "user", "content": "What does truck T-4 hold?"},
        {"role": "tool", "content": content({"truck": "T-4", "capacity_kg": 1240})},
    ]


def test_a_fill_level_put_on_top_is_flagged() -> None:
    assert "1550" in check("Truck T-4 holds 1,240 kg; at 25% full that is 1,550 kg.", _truck())


def test_the_fill_level_as_a_share_stays_excused() -> None:
    assert check("Truck T-4 holds 1,240 kg; at 75% full that is 930.0 kg.", _truck()) == set()
    assert check("Truck T-4 holds 1,240 kg; with 25% more on the trailer, 1,550 kg.", _truck()) == set()
