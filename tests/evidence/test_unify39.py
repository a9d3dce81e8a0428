"""(round 39, unify39) `container-count` (`container_counts.py`) as one rule for salt39's `pack-count`
and census39's `container-count`: each reading of the two with the tighter bound. Made-up runs of a
salt works (50 kg bags and 1 kg packets stated).

- the noun right after the count names its container, whatever the question asks (`2,459 packets`
  under `how many bags?` is no count of bags);
- a quantity of the count's own line may be rounded to whole containers; one written lines before,
  or by the previous answer, only divides exactly;
- the previous answer's quantity over the bags the question names (a terse reply) is read.
"""

from __future__ import annotations

from typing import Any

from ._helpers import history, judged

SALT = "You are a salt works' assistant.\nRules:\n- Crude salt goes in 50 kg bags; refined in 1 kg packets.\n"
STOCK = {"pan": "P-3", "crude_kg": 122960}


def _run(question: str) -> list[dict[str, Any]]:
    return history(STOCK, system=SALT, user=question)


def _terse(previous: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": SALT}, {"role": "user", "content": "crude of pan P-3?"},
            {"role": "assistant", "content": previous}, {"role": "user", "content": "how many bags?"}]


def test_a_quantity_of_its_own_line_is_rounded_up_to_whole_bags() -> None:
    flags, computed = judged("- Crude: 122,960 kg in bags: **2,460 bags**", _run("how many bags?"))  # 2,459.2 -> 2,460
    assert not flags and computed.get("2460") == "container-count", (flags, computed)
    assert "2470" in judged("- Crude: 122,960 kg in bags: **2,470 bags**", _run("how many bags?"))[0]


def test_a_quantity_of_an_earlier_line_or_answer_divides_only_exactly() -> None:
    assert "2460" in judged("- Crude: **122,960 kg**\n- Bags: **2,460**", _run("how many bags?"))[0]
    assert "2460" in judged("2,460.", _terse("122,960 kg."))[0]
    flags, computed = judged("2,459.", _terse("122,950 kg."))  # 122,950 kg / 50 kg, exact
    assert not flags and computed.get("2459") == "container-count", (flags, computed)


def test_the_noun_after_the_count_names_its_container_before_the_question() -> None:
    # 122,950 kg in 1 kg packets is 122,950 packets: `2,459 packets` is no count of the bags asked for
    assert "2459" in judged("2,459 packets.", _terse("122,950 kg."))[0]
    assert "2449" in judged("2,449.", _terse("122,950 kg."))[0]  # a digit off
