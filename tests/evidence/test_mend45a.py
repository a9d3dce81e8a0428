"""(mend45a) The review of round 45's merge (review45a) on `stated_doses.py`, each probe flagged again
and the honest case still passing:

- D1: a terse reply's count read past a question that asks anew (`and 8 printed wrappers, price?`
  wrote its own count; `Actually make it 7. price?` its own number; `price of the plain ones?` names
  a priced thing the earlier count is not of): `_asked_count` reads the question first.
- D4: any `N% more` after a thing read as a price premium (`takes 30% more dye`, `sells 30% more in
  December`, `30% more popular than ...`): the way must end its clause or name its base (`than`).
- D6: `_premium_doses` quadratic in a line of many percents: bounded tries, a bounded clause.
"""

from __future__ import annotations

import time
from typing import Any

from evidence_audit.evidence.stated_doses import _stated_doses

from ._helpers import judged


def wrappers(line: str = "a printed wrapper costs 30% more.") -> str:
    return ("You are the assistant of a dye works.\n\nRules (amounts in NGN):\n"
            "- Cloth costs 2,400 NGN a yard; a wrapper takes 2 yards.\n"
            f"- Prices: a plain wrapper 9,500 NGN; {line}\n")


def run(last: str = "price?", system: str = "") -> list[dict[str, Any]]:
    return [{"role": "system", "content": system or wrappers()}, {"role": "user", "content": "6 printed wrappers, yards?"},
            {"role": "assistant", "content": "12 yards."}, {"role": "user", "content": last}]


def test_d1_a_question_writing_its_own_count_takes_that_count_not_the_earlier_one() -> None:
    flags, _ = judged("74,100 NGN.", run("and 8 printed wrappers, price?"))  # 6 x 12,350: the earlier count
    assert "74100" in flags
    flags, how = judged("98,800 NGN.", run("and 8 printed wrappers, price?"))  # 8 x 12,350
    assert not flags
    assert how["98800"] == "stated-dose"
    flags, _ = judged("98,900 NGN.", run("and 8 printed wrappers, price?"))
    assert "98900" in flags


def test_d1_a_question_writing_a_bare_number_reads_no_earlier_count() -> None:
    flags, _ = judged("74,100 NGN.", run("Actually make it 7. price?"))
    assert "74100" in flags


def test_d1_a_question_naming_another_priced_thing_reads_no_earlier_count() -> None:
    flags, _ = judged("74,100 NGN.", run("price of the plain ones?"))
    assert "74100" in flags
    flags, how = judged("74,100 NGN.", run("price of the printed ones?"))
    assert not flags
    assert how["74100"] == "stated-dose"
    flags, how = judged("74,100 NGN.", run())
    assert not flags
    assert how["74100"] == "stated-dose"


def test_d4_a_percent_of_something_else_than_the_price_moves_no_dose() -> None:
    for line in ("a printed wrapper takes 30% more dye.", "a printed wrapper sells 30% more in December.",
                 "printed wrappers are 30% more popular than plain ones."):
        assert not [d for d in _stated_doses(wrappers(line))[0] if "%" in d.shown], line
        flags, _ = judged("74,100 NGN.", run(system=wrappers(line)))
        assert "74100" in flags, line
    for line in ("a printed wrapper costs 30% more.", "a printed wrapper costs 30% more than a plain one.",
                 "a printed wrapper is 30% dearer; cloth is extra."):
        assert [d.number for d in _stated_doses(wrappers(line))[0] if "%" in d.shown] == [12350], line


def test_d6_many_percents_on_one_line_stay_linear() -> None:
    started = time.perf_counter()
    doses = _stated_doses("Prices: a plain wrapper 9,500 NGN" + "; x 5% more" * 20000)[0]
    assert time.perf_counter() - started < 10
    assert not [d for d in doses if "%" in d.shown]
