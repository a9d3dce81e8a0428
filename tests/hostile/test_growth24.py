"""Round 24 (hostile24): the rules of rounds 20-23 under hostile answers and results (`inputs24.py`).

Found growing: `carried-total`'s column named by its line (`CarriedTotals.explain_named`, round 20)
asked every row of every kept column (up to 256 columns of 64 rows) whether a word of the value's
line names it, each row word tested against every word of the line before the value: an ask cost
rows x the line's words, so a line of n values cost n squared times the rows. And `carried-ratio`
(`CarriedRatios.explain`) searched the line for a record's words once for each of its quotients.
Now a word is asked once an ask (its prefixes looked up, not every word of the line searched), an
array's rows once for all its columns, a record's words once for all its quotients, and each ask
charges the run's budget (`RuleWork.take`) for the rows and the characters it reads: past it the
value is not explained by those rules (flagged) and the answer says `rules_omitted`.

Work is counted (`work_counts.py`: lines run and characters searched by the module), not timed.
"""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from evidence_audit.evidence import carried_ratios, carried_totals, check_answer, resolve_gate
from evidence_audit.evidence.served import read_result

from .inputs24 import FAMILIES24, _letters, named_columns24
from .work_counts import WorkCounter, is_pure

GATE = resolve_gate({})
pure = pytest.mark.skipif(not is_pure(), reason="counts lines run by the pure-Python core")


def _totals(arrays: int) -> carried_totals.CarriedTotals:
    """A run's column sums over one result of `arrays` arrays of 64 records named by words."""
    _, result, _ = named_columns24(1, arrays)
    totals = carried_totals.CarriedTotals()
    totals.add_result(read_result(result), 1)
    return totals


def _ask_work(totals: carried_totals.CarriedTotals, words: int) -> int:
    """Lines `carried_totals` runs for one ask whose label writes `words` distinct words, none
    naming a key or a row (the search reads every row and finds nothing)."""
    label = "Readings " + " ".join(_letters(i) for i in range(words))
    totals.explain_named(Decimal("98765.43"), "98765.43", carried_totals.key_namer(label))  # the result read once
    with WorkCounter() as counter:
        found = totals.explain_named(Decimal("98765.43"), "98765.43", carried_totals.key_namer(label))
    assert found is None
    return counter.work["carried_totals"]


@pure
def test_an_ask_of_a_named_column_costs_its_rows_not_rows_times_the_line() -> None:
    """4x the words on the value's line before it: about the same work (the words are read once
    each), not 4x (main read every row word against every word of the line)."""
    totals = _totals(4)
    small, large = _ask_work(totals, 25), _ask_work(totals, 100)
    assert large < 2 * small, (small, large)


@pure
def test_columns_of_one_array_read_its_rows_once() -> None:
    """An array of 4 numeric keys is 4 columns sharing one row reading: 4 arrays cost about 4x one
    array's work, however many columns each has (its rows are read once an ask)."""
    one, four = _ask_work(_totals(1), 10), _ask_work(_totals(4), 10)
    assert four < 6 * one, (one, four)


def test_an_ask_is_refused_when_the_runs_budget_is_spent() -> None:
    """The rows are charged before they are read: a refused charge is no sum (None), a granted one
    finds the column its line names, and a one-digit neighbour stays unexplained."""
    totals = _totals(2)
    alpha = sum(Decimal(100 + r) for r in range(64))  # group0's `alpha` column, whole: 64 rows
    charged: list[int] = []

    def grant(units: int) -> bool:
        charged.append(units)
        return True

    found = totals.explain_named(alpha, str(alpha), carried_totals.key_namer("Alpha in all "), (), grant)
    assert found is not None and found.value == alpha
    assert totals.explain_named(alpha + 1, str(alpha + 1), carried_totals.key_namer("Alpha in all "), (), grant) is None
    # a line naming rows, not the key: the rows are read, and charged first
    charged.clear()
    assert totals.explain_named(Decimal("98765.43"), "98765.43", carried_totals.key_namer("lorem "), (), grant) is None
    assert charged and all(units >= 1 for units in charged)
    assert totals.explain_named(Decimal("98765.43"), "98765.43", carried_totals.key_namer("lorem "), (), lambda units: False) is None


def test_a_records_words_are_looked_up_once_for_all_its_quotients() -> None:
    """A record of k numbers has k(k - 1) quotients: its words are searched in the line once an ask,
    charged once; a refused charge explains nothing; a named record's quotient is still found."""
    result = json.dumps({"campaigns": [{"name": f"Campaign {_letters(i)}", "spend": 1000 + i, "clicks": 40 + i,
                                        "conversions": 7 + i, "views": 7000 + 3 * i} for i in range(80)]})
    ratios = carried_ratios.CarriedRatios()
    ratios.add_result(read_result(result), 1)
    charged: list[int] = []

    def grant(units: int) -> bool:
        charged.append(units)
        return True

    cpc = (Decimal(1000 + 5) / Decimal(40 + 5)).quantize(Decimal("0.01"))
    found = ratios.explain(cpc, str(cpc), 1, f"Campaign {_letters(5)}: CPC ${cpc}", grant)
    assert found is not None and "spend" in found.where
    assert len(charged) == 80  # one look-up a record (12 quotients each), not one a quotient
    assert ratios.explain(cpc, str(cpc), 1, f"Campaign {_letters(5)}: CPC ${cpc}", lambda units: False) is None
    assert ratios.explain(cpc + Decimal("0.01"), str(cpc + Decimal("0.01")), 1, f"Campaign {_letters(5)}: CPC", grant) is None


def test_a_hostile_line_of_named_columns_is_checked_and_its_values_flagged() -> None:
    """The shape that grew, through `check_answer`: it runs, and its invented values stay flagged."""
    answer, result, user = named_columns24(60, 8)
    verdict = check_answer(answer, [{"role": "user", "content": user}, {"role": "tool", "content": result}], GATE)
    assert verdict.unsupported


@pytest.mark.parametrize("name", list(FAMILIES24))
def test_each_round24_shape_is_checked(name: str) -> None:
    """Every round-24 shape at its small size runs through the default profile without raising."""
    build, n = FAMILIES24[name]
    answer, result, user = build(max(1, n // 10))
    check_answer(answer, [{"role": "user", "content": user}, {"role": "tool", "content": result}], GATE)


def _taken_from_work(n: int) -> int:
    """Lines run inside `narrow._taken_from` (its comprehensions too) checking `siblings24` at n:
    a line of n signed changes, each a difference the answer computed."""
    import inspect

    from evidence_audit.evidence import person_readings
    from evidence_audit.evidence.computed import narrow, reading

    lines, first = inspect.getsourcelines(narrow._taken_from)
    span = range(first, first + len(lines))
    answer, result, user = FAMILIES24["siblings24"][0](n)
    history = [{"role": "user", "content": user}, {"role": "tool", "content": result}]
    check_answer("warm", history[:1], GATE)
    person_readings._READINGS.clear()
    reading._OCCURRENCES.clear()
    with WorkCounter(by_function=True) as counter:
        check_answer(answer, history, GATE)
    return sum(work for key, work in counter.functions.items()
               if key.startswith("computed.narrow:") and int(key.rsplit(":", 1)[1]) in span)


@pure
def test_the_wholes_of_earlier_differences_are_found_in_one_pass() -> None:
    """`_taken_from` (round 19's `rest-of-whole` operands) searched the numbers before the value
    back for the whole of each difference before it: a line of n signed changes cost n^3 over its
    values (4x the line: 51x the work). Now the last writing of each value is read once a call:
    each value reads the numbers before it once, as every try does and is charged for (its try costs
    their count), the square over the line's values: 16x for 4x, under 32x (the cube is 64x)."""
    small, large = _taken_from_work(16), _taken_from_work(64)
    assert large < 32 * max(small, 1_000), (small, large)
