"""Derivations that rest on each other only (round 13): no excuse.

The arithmetic explains a number of the answer from operands, and an operand may be another
number of the same answer that the arithmetic explained (a running balance: each step from the
one before). That chain must start somewhere a source carried: a derivation whose operands lead,
step by step, only back to itself explains nothing. `149.00 - 12.50 = 136.50`, with 149 carried
and neither 12.50 nor 136.50, is one equation in two unknowns: 136.50 follows from 12.50 (the
`written` rule), and 12.50 follows from 136.50 (`pair`: 149 - 136.5), and any split of 149 would
pass the same way (12.60 and 136.40 too). So a derived value is kept only when every operand the
answer wrote that is itself derived here is kept: the values of a cycle, and the values built on
them, stay flagged (an invented fee and the refund after it).

An operand a result carried, a person said or the check grounded (`resolved`) anchors the chain,
whatever else derives it. (Round 18) So does a `repeat`: the value an earlier answer computed and
kept, whose operands (written there, at that answer's offsets) are no numbers of this answer, so
`They paid $804, got $504 back, so $300 went to the fee` (504 repeated, 300 = 804 - 504) is no
cycle though the earlier answer's 504 was 804 - 300. Linear in the derivations' operands (each value and each edge is taken
once). Pure: no state, no I/O.

(Round 31) When the answer is asked again with the cycle's values barred, a step over one of them
not yet derived otherwise waits (`rests_on_barred`): in `4 started metres: 7,400 + 8,400 =
15,800`, the equation gives 15,800 from 8,400 and `pair` gives 8,400 back from 15,800 - 7,400, so
each narrow try took the other and the late rule that anchors 8,400 (`count-multiple`: 4 x a
stated 2,100) was never reached. Waiting only takes derivations away; the equation is read again
once its operand is anchored.
"""

from __future__ import annotations

from collections.abc import Container, Mapping
from typing import Any

from .normalize import normalize_token

__all__ = ["rests_on_barred", "unanchored"]


def unanchored(derived: Mapping[str, Any], resolved: Container[str], carried: Container[str]) -> frozenset[str]:
    """The derived values (value -> derivation with `operands`) whose chain of operands, through
    other derived values of this answer, never reaches one a source carried: the members of a
    cycle of derivations and the values derived from them."""
    needs: dict[str, set[str]] = {}
    users: dict[str, list[str]] = {}
    for value, derivation in derived.items():
        deps: set[str] = set()
        # (round 18) a repeat rests on the earlier answer that computed it: its operands are that answer's
        for operand in derivation.operands if getattr(derivation, "rule", "") != "repeat" else ():
            if operand.source != "answer":
                continue
            key = operand.value if operand.value in derived else normalize_token(operand.value)
            if key == value or key not in derived or key in resolved or key in carried:
                continue
            deps.add(key)
        needs[value] = deps
        for key in deps:
            users.setdefault(key, []).append(value)
    if not any(needs.values()):
        return frozenset()
    queue = [value for value, deps in needs.items() if not deps]
    anchored = set(queue)
    while queue:
        value = queue.pop()
        for user in users.get(value, ()):
            deps = needs[user]
            deps.discard(value)
            if not deps and user not in anchored:
                anchored.add(user)
                queue.append(user)
    return frozenset(v for v in derived if v not in anchored)


def rests_on_barred(derivation: Any, barred: Container[str], found: Container[str]) -> bool:
    """(round 31) Whether `derivation` takes as an operand the answer wrote a value of `barred` (the
    members of a cycle `unanchored` found) that this ask has not derived yet (`found`)."""
    if getattr(derivation, "rule", "") == "repeat":
        return False
    for operand in derivation.operands:
        if operand.source != "answer":
            continue
        key = operand.value if operand.value in barred else normalize_token(operand.value)
        if key in barred and key not in found:
            return True
    return False
