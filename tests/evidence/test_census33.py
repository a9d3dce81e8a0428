"""Round 33 (census33): the late tries' misread refusal, past a carried neighbour the derivation takes.

A late try (`priced-chain`, `policy-chain`, ... tried after the narrow and the wide rules) refuses a
value one digit off a carried number first (`wide.late_try_refused`: a misread is the classic
invention). A short amount is often one digit off the very rate it was computed with: `you pay 30%:
$36.00 a visit` for `$120` a visit, with the plan's `coinsurance_pct` 30 carried (36 -> 30). The
census of the sets already read found that refusal on values the answer computed in several sets
(an insurer's share of a visit, a price over a stated discount). The late tries now run once more
with the refusal waived, and a derivation found is kept only when it takes one of those carried
neighbours as its own percent (`basis._past_taken_neighbour`, `wide.rate_forms`). Told in a physiotherapy clinic's
words, each with its refusal:

- a digit changed stays flagged (`$37.00`);
- a value whose carried neighbour the derivation does not take stays flagged (`$42.00`, 30% of
  `$140`, one digit off a carried `$46` copay);
- a slip of a step the answer writes stays flagged, and the `reference` profile is unchanged."""

from __future__ import annotations

import json
from typing import Any

from evidence_audit.evidence.computed.wide import rate_forms
from evidence_audit.evidence.computed.values import Operand

from ._helpers import REFERENCE, judged

PLAN = {"member_id": "PT-5580", "plan": "Bronze", "coinsurance_pct": 30, "deductible": 900.0,
        "deductible_met": True, "out_of_pocket_max": 4200.0}


def _run(question: str, plan: dict[str, Any] = PLAN) -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": "You are the billing desk of Riverbend Physiotherapy."},
        {"role": "user", "content": "Is my deductible met?"},
        {"role": "tool", "content": json.dumps(plan)},
        {"role": "assistant", "content": "Yes, your deductible is met; you now pay your coinsurance share."},
        {"role": "user", "content": question},
    ]


QUESTION = "My therapist wants 6 more visits, about $120 allowed a visit. What will I pay?"


def test_a_share_one_digit_off_its_own_rate_is_computed() -> None:
    answer = "- Visits: 6\n- Your deductible is met, so you pay 30%: $36.00 a visit"
    flags, computed = judged(answer, _run(QUESTION))
    assert "36" not in flags
    assert computed["36"] == "priced-chain"


def test_a_digit_changed_stays_flagged() -> None:
    answer = "- Visits: 6\n- Your deductible is met, so you pay 30%: $37.00 a visit"
    flags, _ = judged(answer, _run(QUESTION))
    assert "37" in flags


def test_a_neighbour_the_derivation_does_not_take_still_refuses() -> None:
    plan = {**PLAN, "copay_usd": 46}
    question = "My therapist wants 6 more visits, about $140 allowed a visit. What will I pay?"
    answer = "- Visits: 6\n- Your deductible is met, so you pay 30%: $42.00 a visit"
    flags, _ = judged(answer, _run(question, plan))
    assert "42" in flags  # (one digit off the carried 46 the chain 140 x 30% does not take)


def test_the_reference_profile_is_unchanged() -> None:
    answer = "- Visits: 6\n- Your deductible is met, so you pay 30%: $36.00 a visit"
    _, computed = judged(answer, _run(QUESTION), REFERENCE)
    assert "36" not in computed  # (the reference profile computes nothing)


def test_rate_forms_read_a_percent_as_its_number() -> None:
    forms = rate_forms((Operand("30%", "answer", "answer"), Operand("1,200", "user", "said")))
    assert {"30", "-30"} <= forms and "1200" not in forms  # (a base is no rate)
