"""(mend45b) Two findings of review45a on `whole_containers.py`'s said quantities, each probe kept
flagged beside the honest case that passes:

- D2: an item's size label read as a quantity (`8 mm` of `300 m of 8 mm, coils?` as 8 m of rope: one
  coil, `39,600 NGN.`), and the listed price of an item another quantity of the same text names;
- D3: a quantity from another turn or another row (`and 130 l for the hotel, price?` priced at the
  earlier question's 90 l; `Our fridge holds 100 l.` read for the cafe's cans).
"""

from __future__ import annotations

from typing import Any

from ._helpers import judged
from .test_shapes45a import CANS, ROPE


def run(system: str, *turns: str) -> list[dict[str, Any]]:
    out = [{"role": "system", "content": system}]
    for k, turn in enumerate(turns):
        out.append({"role": "user" if k % 2 == 0 else "assistant", "content": turn})
    return out


def test_d2_an_item_size_label_is_no_quantity() -> None:
    flags, _ = judged("39,600 NGN.", run(ROPE, "300 m of 8 mm, coils?", "2 coils.", "price?"))  # ceil(8 / 220) x 220 x 180
    assert "39600" in flags
    flags, how = judged("79,200 NGN.", run(ROPE, "300 m of 8 mm, coils?", "2 coils.", "price?"))  # 2 x 220 x 180
    assert not flags
    assert how["79200"] == "whole-containers"


def test_d2_each_quantity_takes_the_item_named_beside_it() -> None:
    turns = ("300 m of 8 mm and 100 m of 12 mm, coils?", "3 coils.", "price of the 8 mm?")
    flags, _ = judged("39,600 NGN.", run(ROPE, *turns))  # 100 m (of 12 mm) at the 8 mm price
    assert "39600" in flags
    flags, _ = judged("171,600 NGN.", run(ROPE, *turns))  # 300 m (of 8 mm) at the 12 mm price
    assert "171600" in flags
    flags, how = judged("79,200 NGN.", run(ROPE, *turns))
    assert not flags
    assert how["79200"] == "whole-containers"


def test_d3_a_question_writing_a_quantity_takes_its_own() -> None:
    turns = ("90 l for a cafe, cans?", "5 cans.", "and 130 l for the hotel, price?")
    flags, _ = judged("$160.00.", run(CANS, *turns))  # the cafe's 90 l
    assert "160" in flags
    flags, how = judged("$224.00.", run(CANS, *turns))  # ceil(130 / 20) x 20 x 1.60
    assert not flags
    assert how["224"] == "whole-containers"
    flags, _ = judged("79,200 NGN.", run(ROPE, "300 m of 8 mm, coils?", "2 coils.", "and 500 m of 8 mm, price?"))
    assert "79200" in flags
    flags, _ = judged("$160.00.", run(CANS, "cans for the cafe?", "The cafe takes 90 l: 5 cans.", "price for the hotel's 130 l?"))
    assert "160" in flags


def test_d3_an_earlier_quantity_only_from_the_sentence_asking_for_containers() -> None:
    flags, _ = judged("$160.00.", run(CANS, "Our fridge holds 100 l. Cafe wants milk, cans?", "How much?", "price?"))
    assert "160" in flags
    flags, how = judged("$160.00.", run(CANS, "cans for the cafe?", "The cafe takes 90 l: 5 cans.", "price?"))
    assert not flags
    assert how["160"] == "whole-containers"
