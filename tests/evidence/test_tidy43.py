"""(tidy43) The late search's chance test, written once: `computed/wide.first_reached`, the loop
`record_formulas`, `stated_formulas`, `stated_multiples` and `unit_quotients` each wrote (round 42's
re-read), called directly. Each try is an exact value and what it tells; the value is told by the
first try that rounds (half up, at the value's quantum) to it, unless any try of the same search
rounds to a one-digit neighbour of it. The callers' own cases stay in their round's tests
(test_review42, test_mill42, test_older42 ...): their verdicts did not move.
"""

from __future__ import annotations

from decimal import Decimal

from evidence_audit.evidence.computed.reading import chance_bounds
from evidence_audit.evidence.computed.wide import first_reached


def _bounds(written: str) -> tuple[Decimal, set[Decimal]]:
    places = len(written.split(".")[1]) if "." in written else 0
    bounds = chance_bounds(Decimal(written), places)
    assert bounds is not None
    return bounds


def test_the_first_try_reaching_the_value_tells() -> None:
    quantum, near = _bounds("1540")
    tries = [(Decimal("1320"), "rounded down"), (Decimal("1540"), "ceil(1500 / 220) x 220"),
             (Decimal("1540.2"), "a later one")]
    assert first_reached(tries, Decimal("1540"), quantum, near) == "ceil(1500 / 220) x 220"


def test_rounded_half_up_at_the_written_places() -> None:
    quantum, near = _bounds("12.35")
    assert first_reached([(Decimal("12.345"), "half up")], Decimal("12.35"), quantum, near) == "half up"
    # half even would give 12.34, one digit off: the test rounds half up only, so nothing is refused
    assert first_reached([(Decimal("12.3449"), "down")], Decimal("12.35"), quantum, near) is None


def test_a_neighbour_reached_by_the_same_search_refuses_it() -> None:
    quantum, near = _bounds("1540")
    # the neighbour after the hit, or before it: either way the value may be chance
    assert first_reached([(Decimal("1540"), "hit"), (Decimal("1541"), "other")], Decimal("1540"), quantum, near) is None
    assert first_reached([(Decimal("1640.4"), "other"), (Decimal("1540"), "hit")], Decimal("1540"), quantum, near) is None
    # two tries giving the value itself are no neighbour: the first tells
    assert first_reached([(Decimal("1540"), "a"), (Decimal("1539.6"), "b")], Decimal("1540"), quantum, near) == "a"


def test_a_wrong_digit_is_not_told() -> None:
    quantum, near = _bounds("2600")
    # 4 pallets at 650 is 2,600: a written 2,700 (one digit off) is reached by nothing and refused by the test
    assert first_reached([(Decimal(4) * Decimal(650), "4 x 650")], Decimal("2700"), *_bounds("2700")) is None
    assert first_reached([(Decimal(4) * Decimal(650), "4 x 650")], Decimal("2600"), quantum, near) == "4 x 650"


def test_no_value_and_no_tell() -> None:
    quantum, near = _bounds("360")
    # a try that reaches nothing (an expression that does not evaluate) is passed over
    assert first_reached([(None, "x"), (Decimal(360), "3 x 120")], Decimal(360), quantum, near) == "3 x 120"
    # a try that tells nothing counts for the chance test only, and a later try may tell
    assert first_reached([(Decimal(360), None), (Decimal(360), "3 x 120")], Decimal(360), quantum, near) == "3 x 120"
    assert first_reached([(Decimal(360), "3 x 120"), (Decimal(350), None)], Decimal(360), quantum, near) is None
    assert first_reached([], Decimal(360), quantum, near) is None


def test_a_value_the_quantum_cannot_hold_is_passed_over() -> None:
    quantum, near = _bounds("1.25")
    huge = Decimal("1e40")  # quantize at 0.01 needs more digits than the context's precision: InvalidOperation
    assert first_reached([(huge, "huge"), (Decimal("1.25"), "hit")], Decimal("1.25"), quantum, near) == "hit"


def test_the_search_is_read_lazily_up_to_its_refusal() -> None:
    quantum, near = _bounds("480")
    read: list[int] = []

    def tries():  # type: ignore[no-untyped-def]
        for k, v in enumerate(("480", "470", "480")):
            read.append(k)
            yield Decimal(v), str(k)

    assert first_reached(tries(), Decimal(480), quantum, near) is None
    assert read == [0, 1]  # no try after the refusal is worked out (the loops returned there)
