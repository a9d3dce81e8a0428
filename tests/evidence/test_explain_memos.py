"""(stage14, round 14) What one `explain` reads once and keeps: a value's carried neighbours (kept on
the answer's reading, by the value's digits) and the normalized tokens of the last few texts read for
names (`_token_forms`). Each kept answer must equal the long way's, for any text, and a reading's
memo must never answer for another reading's carried forms. (round 23) What a basis reads late (its
results' lines, on the first question) or keeps per question (the resolved counterparts) equals what
it read at once, and is read again when what it rests on changes."""

from __future__ import annotations

import random
from decimal import Decimal

from evidence_audit.evidence.computed import reading as reading_module
from evidence_audit.evidence.computed.reading import (
    MAX_KEPT_FORMS, AnswerReading, carried_neighbours, _names_in, _token_forms,
)
from evidence_audit.evidence.computed.values import Operand
from evidence_audit.evidence.normalize import normalize_token, token_spans

COUNTS: dict[int, Operand] = {2: Operand("2", "count", "the user wrote 'two'")}


def _long_way(reading: AnswerReading, digits: str) -> set[str]:
    """`carried_neighbours` as main computed it: every one-digit change, normalized, looked up."""
    carried = reading.carried
    assert carried is not None
    found: set[str] = set()
    for k, c in enumerate(digits):
        if not c.isdigit():
            continue
        for d in "0123456789":
            if d == c or (k == 0 and d == "0" and len(digits) > 1 and digits[1] != "."):
                continue
            neighbour = normalize_token(digits[:k] + d + digits[k + 1 :])
            for form in (neighbour, "-" + neighbour):
                if form in carried:
                    found.add(form)
    return found


def test_carried_neighbours_kept_equal_the_long_way_on_random_answers() -> None:
    rng = random.Random(14)
    for _ in range(200):
        values = [f"{rng.randint(1, 9999)}.{rng.randint(0, 99):02d}" for _ in range(6)]
        carried = {normalize_token(v) for v in rng.sample(values, 3)}
        # one-digit neighbours of the answer's numbers carried, some signed
        for v in values[:3]:
            k = rng.randrange(len(v))
            if v[k].isdigit():
                moved = normalize_token(v[:k] + str((int(v[k]) + 1) % 10) + v[k + 1 :])
                carried.add(("-" if rng.random() < 0.3 else "") + moved)
        text = "Totals: " + ", then ".join(f"${v}" for v in values) + "."
        reading = AnswerReading(text, COUNTS, carried)
        for i, occ in enumerate(reading.occurrences):
            first = carried_neighbours(reading, occ, i)
            again = carried_neighbours(reading, occ, i)
            assert first == again == _long_way(reading, occ.digits)


def test_a_readings_memo_is_its_own() -> None:
    """The same answer read against other carried forms finds other neighbours (no shared memo)."""
    text = "The refund is $1,250.00 in all."
    near = AnswerReading(text, COUNTS, {"1260", "-1240"})
    far = AnswerReading(text, COUNTS, {"99"})
    none = AnswerReading(text, COUNTS, None)
    occ = near.occurrences[0]
    assert carried_neighbours(near, occ, 0) == {"1260", "-1240"}
    assert carried_neighbours(far, far.occurrences[0], 0) == set()
    assert carried_neighbours(none, none.occurrences[0], 0) is None
    assert occ.number == Decimal("1250")


def test_token_forms_equal_the_long_way_past_the_kept_texts() -> None:
    rng = random.Random(7)
    words = ["gift_card_3779466", "HAT266", "$1,020.00", "EWR", "two", "3,180", "lbs", "JG7FMM", "the", "(Rent)"]
    texts = [" ".join(rng.choice(words) for _ in range(rng.randint(0, 12))) for _ in range(3 * MAX_KEPT_FORMS)]
    for _ in range(3):
        for text in texts + texts[::-1]:
            want = [normalize_token(piece) for _, piece in token_spans(text)]
            assert _token_forms(text) == want
            assert _names_in(text) == set(want)
            assert len(reading_module._FORMS._kept) <= MAX_KEPT_FORMS
    assert _names_in("") == set()


# --- (round 23, speed23) what a basis reads late: the results' lines, the resolved counterparts ---------


def test_results_lines_read_on_the_first_question_equal_lines_read_at_once() -> None:
    """A basis's `cost_lines` and `schedule_records` read its results only when their rules ask,
    and what they read then equals reading each result as it came."""
    from evidence_audit.evidence.computed.basis import ArithmeticBasis
    from evidence_audit.evidence.cost_lines import CostLines
    from evidence_audit.evidence.schedule_steps import RecordDurations
    from evidence_audit.evidence.served import read_result
    from evidence_audit.evidence.text_tables import table_records
    from evidence_audit.evidence.yaml_dumps import dump_records

    results = [
        "ARB-01  Arborio rice ................ £4.20/kg\nWIN-11  Cooking white wine .......... £9.00/75cl",
        {"recipe_id": "R-118", "yield_portions": 6, "ingredients": [{"item": "arborio rice", "qty": 480, "unit": "g"}],
         "steps": ["Focaccia: mix 20 min; prove 2 h 30 min"]},
        "item,price_gbp\nolive oil,38.50\nflour,12.00",
        "- item: butter\n  price: 2.40\n- item: sugar\n  price: 1.10\n",
        "Bake 45 min, rest 10 min",
    ]
    basis = ArithmeticBasis()
    lines, durations = CostLines(), RecordDurations()
    for position, content in enumerate(results):
        served = read_result(content)
        basis.add_result(served, position)
        lines._read_result(served, dump_records(served) or table_records(served), position)  # read at once
        durations._read(served.parsed if served.has_parsed else None, served.text)
    assert basis._log is not None and len(basis._log) == len(results)  # (speed27) fed, not built before a question
    basis._wake()  # (speed27) as the first question does: built, its feeds read in order
    assert basis.cost_lines._prices == [] and basis.schedule_records.lines == []  # not read before a question
    basis.explain("The batch is 2.02 and 9.99.", {}, ["2.02", "9.99"], frozenset())
    # (speed24) each reads its results when its rule first asks: `cost-line` (a price, a yield), a schedule's row
    assert basis.cost_lines.yields("portion") == [(6, "result 1: (root).yield_portions")]
    assert (150, "2 h 30 min") in list(basis.schedule_records.for_row("Focaccia prove"))
    assert basis.cost_lines._unread == [] and basis.schedule_records._unread == []
    assert basis.cost_lines._prices == lines._prices and basis.cost_lines._prices
    assert basis.cost_lines._quantities == lines._quantities and basis.cost_lines._yields == lines._yields
    assert basis.schedule_records.lines == durations.lines and durations.lines


def test_resolved_counterparts_are_read_again_when_the_carried_set_grows() -> None:
    from evidence_audit.evidence.computed.basis import ArithmeticBasis

    basis = ArithmeticBasis()
    basis.answered(["20"], "20.0 EUR per person (Miznon is 15.0).")
    basis.explain("It is 60.", {}, ["60"], set())  # reads the previous answer
    carried: set[str] = set()
    first = basis.resolved_counterparts(carried)
    assert first == {"20": [], "15": ["20"]}
    assert basis.resolved_counterparts(carried) is first  # kept within one question
    carried.add("15")  # the run carried it since (the set grows in place between questions)
    basis.explain("It is 60.", {}, ["60"], carried)
    assert basis.resolved_counterparts(carried) == {"20": ["15"], "15": ["20"]}
    assert basis.resolved_counterparts(None) == {"20": [], "15": ["20"]}
    basis.answered(["7"], "Seven of 7.")  # another previous answer: read anew
    basis.explain("It is 60.", {}, ["60"], carried)
    assert "20" not in basis.resolved_counterparts(carried)
