"""mend36b: four wrong groundings review36 proved (D2, D5, D8, D9), each bounded in its rule.

Told in made-up runs (a plum brandy cellar, a walnut buyer, a linen weaver), each defect's wrong
value stays flagged and the shape its rule was written for stays computed:

- D2 `narrow._carried_share_factor`: the factor of a carried share is taken only under a key that
  holds a percent (`abv_now` after the prompt's `% ABV`, not `tare_kg`), of the record the line
  names (not another cask's);
"""

from __future__ import annotations

import json
from typing import Any

from ._helpers import judged

CELLAR_POLICY = "You are the assistant of the Goris plum cellar. Plum brandy is bottled at 45% ABV."
CASKS = {"casks": [{"cask": "K-4", "litres": 205.0, "abv_now": 61.3}, {"cask": "K-9", "litres": 188.4, "abv_now": 57.6}]}


def _cellar_run(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"role": "system", "content": CELLAR_POLICY},
            {"role": "user", "content": "How much pure alcohol is in cask K-9?"},
            {"role": "tool", "content": json.dumps(result)}]


def test_the_named_cask_s_own_share_as_a_factor_stays_computed() -> None:
    # 188.4 x 0.576 = 108.5184
    flags, computed = judged("Cask K-9: 188.4 × 0.576 = 108.52 L of pure alcohol.", _cellar_run(CASKS))
    assert not {"0.576", "108.52"} & flags and computed["0.576"] == "percent"


def test_another_cask_s_share_as_the_named_cask_s_factor_stays_flagged() -> None:
    # 188.4 x 0.613 (K-4's abv_now) = 115.4892
    flags, _ = judged("Cask K-9: 188.4 × 0.613 = 115.49 L of pure alcohol.", _cellar_run(CASKS))
    assert "0.613" in flags


def test_a_carried_weight_written_as_a_fraction_is_no_share() -> None:
    # tare_kg 61.3 holds no percent: 188.4 x 0.613 is no share of the cask
    cask = {"cask": "K-9", "litres": 188.4, "abv_now": 57.6, "tare_kg": 61.3}
    flags, _ = judged("Cask K-9: 188.4 × 0.613 = 115.49 L of pure alcohol.", _cellar_run(cask))
    assert "0.613" in flags
