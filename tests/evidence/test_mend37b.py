"""Round 37 (mend37b): the defects review37 proved in dive37's, census37's and mussel37's rules, each
fixed in its rule with the narrowest bound that keeps the shape the rule was written for:

- D2 (`wide._way`): the way a short reply converts is read only from a key that is a pair of two
  currency codes (`stated_exchanges.pair_key`: `eur_gbp`); a key written `gbp_per_eur` or
  `gbp_rate` (with `base: EUR`) names no way, and the rate converts as before it (times a rate under
  1): the right product computed, the quotient flagged.
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
