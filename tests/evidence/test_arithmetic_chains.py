"""Worked arithmetic written over lines (`E1\\n= E2\\n= V`, E2 opening a parenthesis) and ratios
whose result is written as a percent (`A / B = 95.57%`), read and redone (prec3), with their
refusals: a wrong step or a wrong percent verifies nothing."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.expressions import relations

WEIGHTED = """A traffic-weighted average:

(812.4 × 41.2 + 655.1 × 48.8 + 301.9 × 53.5) / (812.4 + 655.1 + 301.9)
= (33,470.9 + 31,968.9 + 16,151.6) / 1,769.4
= **46.1 ms**"""


def verified(answer: str) -> dict[str, str]:
    return {str(r.value): r.expression for r in relations(answer)[0]}


def test_a_chain_over_lines_computes_the_steps_it_restates() -> None:
    found = verified(WEIGHTED)
    assert found["33470.9"] == "812.4 x 41.2 = 33470.9"
    assert found["1769.4"] == "812.4 + 655.1 + 301.9 = 1769.4"
    assert "46.1" in found


@pytest.mark.parametrize("old,new", [("31,968.9", "31,968.8"), ("31,968.9", "31,969.9"), ("1,769.4", "1,796.4")])
def test_a_wrong_step_of_a_chain_is_not_computed(old: str, new: str) -> None:
    found = verified(WEIGHTED.replace(old, new))
    assert new.replace(",", "") not in found


def test_lines_are_one_chain_only_when_the_next_starts_with_a_relation() -> None:
    assert verified("Total: 3 x 4\n12 more lines") == {}


@pytest.mark.parametrize("answer,value", [
    ("1,184,233 / 1,239,134 = 95.57%", "95.57"),
    ("(1.961 + 2.707 + 0.299) / 1769.4\n= **0.28%** overall", "0.28"),
    ("so 1,486.5 / 3,072 ≈ 48.4% used", "48.4"),
])
def test_a_ratio_written_as_a_percent(answer: str, value: str) -> None:
    assert value in verified(answer)


@pytest.mark.parametrize("answer", ["1,184,233 / 1,239,134 = 95.56%", "1,184,233 / 1,239,134 = 96.57%",
                                    "1,184,233 / 1,239,134 = 0.9557%"])
def test_a_wrong_percent_verifies_nothing(answer: str) -> None:
    assert verified(answer) == {}  # the last: a fraction written with a percent sign is 100 times off
