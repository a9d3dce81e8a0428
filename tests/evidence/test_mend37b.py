"""Round 37 (mend37b): the defects review37 proved in dive37's, census37's and mussel37's rules, each
fixed in its rule with the narrowest bound that keeps the shape the rule was written for:

- D1 (`products._rate_before_rule`): a conversion line writing its rate before the value
  (`In pounds at 0.8642: **£245.43**`) under an amount in euros converts it the way the run's key
  names the pair (`eur_gbp`: times it from euros), never over it; both ways only where no key names it.

- D2 (`wide._way`): the way a short reply converts is read only from a key that is a pair of two
  currency codes (`stated_exchanges.pair_key`: `eur_gbp`); a key written `gbp_per_eur` or
  `gbp_rate` (with `base: EUR`) names no way, and the rate converts as before it (times a rate under
  1): the right product computed, the quotient flagged.
- D4 (`wide._equation_product`): of several steps earlier answers computed (one a lot), the one
  a written number multiplies is told only where its own step writes a number the value's clause
  writes after it (`MKD 1,653,750 at 45%` and the lot's `3,000 × 0.5 × 0.45 = 675.0 L`); another lot's
  step reaching the value is a pairing too, and stays flagged.
- D10 (`wide._stated_rest`): asked what is left, a stated capacity less a number of the latest
  result only where that number's record is told: the result's one record, or of several records
  carrying one key (`litres` of V-4 and V-5) the one the previous answer wrote the number of or the
  question names; another vat's rest stays flagged.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from ._helpers import judged

SYSTEM = ("You are the assistant of a sailing school on Lake Garda. Today is 2026-09-14.\n"
          "Rules:\n- Dinghy day: 1,400 EUR a day.\n")


def _run(result: dict[str, Any], question: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": question},
            {"role": "tool", "content": json.dumps(result)}]


# --- D2: a key that is no pair of codes names no way -----------------------------------------------
KEYS = [{"date": "2026-09-14", "gbp_per_eur": 0.8642, "usd_per_eur": 1.0817},
        {"date": "2026-09-14", "base": "EUR", "gbp_rate": 0.8642, "usd_rate": 1.0817}]


@pytest.mark.parametrize("result", KEYS)
def test_a_key_no_pair_of_codes_converts_as_a_rate_under_one(result: dict[str, Any]) -> None:
    flags, computed = judged("£1,209.88.", _run(result, "Dinghy day in gbp?"))  # 1,400 x 0.8642
    assert not flags and computed.get("1209.88") == "record", (flags, computed)


@pytest.mark.parametrize("result", KEYS)
def test_a_key_no_pair_of_codes_excuses_no_wrong_way(result: dict[str, Any]) -> None:
    flags, computed = judged("£1,620.00.", _run(result, "Dinghy day in gbp?"))  # 1,400 / 0.8642
    assert "1620.00" in flags or "1620" in flags, (flags, computed)
    assert not {"1620.00", "1620"} & set(computed), computed


def test_a_pair_key_still_names_its_way() -> None:
    result = {"date": "2026-09-14", "eur_gbp": 0.8642, "eur_usd": 1.0817}
    flags, computed = judged("$1,514.38.", _run(result, "Dinghy day in usd?"))  # 1,400 x 1.0817, above 1
    assert not flags and computed.get("1514.38") == "record", (flags, computed)


# --- D1: a rate written before the value converts the way its key names -------------------------------
LESSON = {"date": "2026-09-14", "eur_gbp": 0.8642, "eur_usd": 1.0817}
LESSON_LINES = "**Total: €71 × 4 = €284**\nIn pounds at 0.8642: **£{}**"


def _lesson_run(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"role": "system", "content": SYSTEM + "- Lesson 71 EUR an hour.\n"},
            {"role": "user", "content": "Four lesson hours: the total in pounds?"}, {"role": "tool", "content": json.dumps(result)}]


def test_a_rate_before_the_value_converts_the_way_its_key_names() -> None:
    flags, computed = judged(LESSON_LINES.format("245.43"), _lesson_run(LESSON))  # 284 x 0.8642
    assert not flags and computed.get("245.43") == "exchange", (flags, computed)


def test_a_rate_before_the_value_excuses_no_wrong_way_under_its_key() -> None:
    flags, computed = judged(LESSON_LINES.format("328.63"), _lesson_run(LESSON))  # 284 / 0.8642
    assert "328.63" in flags and "328.63" not in computed, (flags, computed)


def test_a_rate_before_the_value_of_no_keyed_pair_converts_either_way() -> None:
    result = {"date": "2026-09-14", "rate": 0.8642}  # no key names the pair: either way, as before
    flags, computed = judged(LESSON_LINES.format("328.63"), _lesson_run(result))
    assert not flags and computed.get("328.63") == "exchange", (flags, computed)


# --- D4: an earlier lot's step is told by the number the value's clause writes ----------------------
CELLAR = ("ORCHARD STILL - EXCISE DRAFT   May 2027\n"
          "LOT-51  Pear        1,800 btl x 0.5 L @ 40.0%\n"
          "LOT-52  Cherry      3,000 btl x 0.5 L @ 45.0%\n"
          "Rate: 2,450 MKD per litre of pure alcohol\n")
CELLAR_LOTS = ("Pure alcohol per lot (bottles × 0.5 L × ABV):\n\n"
               "- LOT-51: 1,800 × 0.5 × 0.40 = 360.0 L\n"
               "- LOT-52: 3,000 × 0.5 × 0.45 = 675.0 L\n\n"
               "Total 1,035.0 L × MKD 2,450 = **MKD 2,535,750**.")


def _cellar() -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are the office assistant of a fruit distillery."},
            {"role": "user", "content": "Can you check May's excise draft?"}, {"role": "tool", "content": CELLAR},
            {"role": "assistant", "content": CELLAR_LOTS}, {"role": "user", "content": "Is the rate new?"},
            {"role": "assistant", "content": "The draft gives 2,450 MKD a litre; I have no older draft."},
            {"role": "user", "content": "What would the cherry lot owe at 40%?"}]


def _what_if(value: str) -> str:
    return f"3,000 × 0.5 × 0.40 = 600.0 L × 2,450 = MKD 1,470,000, against MKD {value} at 45%."


def test_an_earlier_lots_step_the_clause_writes_is_told() -> None:
    flags, computed = judged(_what_if("1,653,750"), _cellar())  # 675.0 x 2,450, the cherry lot at 45%
    assert "1653750" not in flags and computed.get("1653750") == "earlier", (flags, computed)


def test_another_lots_step_stays_flagged() -> None:
    flags, computed = judged(_what_if("882,000"), _cellar())  # 360.0 x 2,450: the pear lot's step
    assert "882000" in flags and "882000" not in computed, (flags, computed)


# --- D10: a rest of the record the previous answer or the question names -----------------------------
PRESS = ("You are the assistant of a cider press. Today is 2026-10-08.\n"
         "Rules:\n- Juice settles in vats; a vat holds 15,000 L.\n- Pressing stops at 18:00.\n")
VATS = {"vats": [{"vat": "V-4", "filled": "2026-10-08T07:20", "litres": 11260},
                 {"vat": "V-5", "filled": "2026-10-08T06:50", "litres": 12840}]}


def _press(question: str, said: str = "11,260 L since 07:20.") -> list[dict[str, Any]]:
    return [{"role": "system", "content": PRESS}, {"role": "user", "content": "How full is vat V-4?"},
            {"role": "tool", "content": json.dumps(VATS)}, {"role": "assistant", "content": said},
            {"role": "user", "content": question}]


def test_a_rest_of_the_record_the_previous_answer_wrote_is_told() -> None:
    flags, computed = judged("3,740 L.", _press("room left in the vat?"))  # 15,000 - 11,260
    assert not flags and computed.get("3740") == "record", (flags, computed)


def test_a_rest_of_the_record_the_question_names_is_told() -> None:
    flags, computed = judged("2,160 L.", _press("room left in vat V-5?", "V-4 is at 11,260 L."))  # 15,000 - 12,840
    assert not flags and computed.get("2160") == "record", (flags, computed)


def test_a_rest_of_another_record_stays_flagged() -> None:
    flags, computed = judged("2,160 L.", _press("room left in the vat?"))  # V-5's 12,840: not the vat asked
    assert "2160" in flags and "2160" not in computed, (flags, computed)
