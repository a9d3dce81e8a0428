"""Round 31's recall (recall31): the rounding's step, and plants heldout29 let pass.

A count written as the floor of a quotient the answer says it rounds up is refuted by its own
words (`rounded_up.py`, recall30); a number that names the rounding's step is no such count:
`rounded up to 3 decimals` rounds to no whole number, and `round up to the nearest 10` rounds to a
multiple of 10, whose floor is the quotient's floor to that step.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.rounded_up import refuted_roundings

from ._helpers import DEFAULT, REFERENCE, content, flagged


def run(result: Any, *turns: str, user: str = "hi") -> list[dict[str, Any]]:
    """A run: the system message, the user's message, one tool result, then answers and
    questions alternating (`turns`: answer, question, answer, question, ...)."""
    out: list[dict[str, Any]] = [
        {"role": "system", "content": "You are an agent."},
        {"role": "user", "content": user},
        {"role": "tool", "content": content(result)},
    ]
    for k, text in enumerate(turns):
        out.append({"role": "assistant" if k % 2 == 0 else "user", "content": text})
    return out


def check(answer: str, hist: list[dict[str, Any]], gate: Any = DEFAULT) -> set[str]:
    return flagged(check_answer(answer, hist, gate))


# --- the number that names the rounding's step -----------------------------------------------------

def test_a_number_of_places_is_no_count_rounded() -> None:
    assert refuted_roundings("Per tile: 9.99 / 3 = 3.33, rounded up to 3 decimals: 3.330.") == []
    assert refuted_roundings("= 2.71, round up to 2 decimal places: 2.71.") == []
    assert refuted_roundings("= 4.261, ceil to 4 significant figures, 4.261.") == []


def test_a_multiple_named_is_the_step_and_the_count_follows() -> None:
    assert refuted_roundings("Chairs: 103 / 10 = 10.3 rows, round up to the nearest 10: 20 rows.") == []
    assert refuted_roundings("= 10.3, rounded up to a multiple of 10 gives 20.") == []
    # the floor to the step is still refuted
    found = refuted_roundings("Chairs: 103 / 10 = 10.3 rows, round up to the nearest 10: 10 rows.")
    assert [r.written for r in found] == ["10"]
    found = refuted_roundings("= 47.5, round up to the nearest 5: 45 seats.")
    assert [r.written for r in found] == ["45"]
    # a plain rounding up is judged as before
    assert [r.written for r in refuted_roundings("124 / 20 = 6.2, round up: 6 packs.")] == ["6"]


GUESTS = {"guests": 103, "per_table": 10, "unit_price": 9.99}


def test_the_step_of_a_rounding_is_not_flagged() -> None:
    hist = run(GUESTS, user="How many tables, in tens?")
    answer = "<think>\n103 / 10 = 10.3 tables, round up to the nearest 10 tables: 20.\n</think>\n\n**20 tables.**"
    assert not check(answer, hist)
    assert "10" in check(answer.replace("20.\n", "10.\n"), hist)
    answer = "Each of 3 parts: 9.99 / 3 = 3.33, rounded up to 3 decimals is 3.330."
    assert "3" not in check(answer, hist)
    assert not check(answer, hist, REFERENCE) - check(answer, hist)
