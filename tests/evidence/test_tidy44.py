"""(tidy44) What round 43 wrote twice, written once, called directly: `settled_operands.is_settled`,
the one predicate of `piece-total`, `pack-product`, `area-product` and `stated-charge` for a number the
answer writes taken as an operand (each rule's own cases stay in test_older43, test_felt43, test_kiln43
and test_review43: their verdicts did not move); `stated_multiples.value_line`, the preamble
`stated-multiple` and `worded-product` share; and the system prompt's formulas and multipliers read
once per text (`TextMemo`)."""

from __future__ import annotations

from evidence_audit.evidence import stated_multiples, worded_products
from evidence_audit.evidence.computed.reading import AnswerReading
from evidence_audit.evidence.computed.values import Occurrence
from evidence_audit.evidence.settled_operands import is_settled, values_of
from evidence_audit.evidence.stated_multiples import stated_multipliers, value_line
from evidence_audit.evidence.worded_products import parse_worded_products

TEXT = "Sides: 2.5 m by 3.75 m.\n12 + 3 = 15 boxes.\nLength = 4.35 m, 7 cases, 880 jars"


def _reading() -> tuple[AnswerReading, dict[str, Occurrence]]:
    reading = AnswerReading(TEXT, {}, frozenset({"12"}))
    return reading, {o.value: o for o in reading.occurrences}


def test_settled_resolved_computed_here_or_carried() -> None:
    reading, at = _reading()
    assert is_settled(reading, at["2.5"], {"2.5"})  # resolved
    assert not is_settled(reading, at["3.75"], {"2.5"})  # the answer alone writes it
    assert is_settled(reading, at["3.75"], set(), values_of([at["3.75"]]))  # computed by this answer
    assert is_settled(reading, at["12"], set())  # a result carries it as written


def test_a_number_nobody_settled_is_no_operand() -> None:
    reading, at = _reading()
    for value in ("3.75", "15", "4.35", "7", "880"):
        assert not is_settled(reading, at[value], {"2.5"}, {"3"})
    # no carried set at all (a run with no results)
    assert not is_settled(AnswerReading(TEXT, {}, None), at["12"], set())


def test_an_equations_result_only_where_the_rule_asks() -> None:
    reading, at = _reading()
    assert not is_settled(reading, at["15"], set())
    assert is_settled(reading, at["15"], set(), equations=True)  # `12 + 3 = 15`, redone by the reader
    assert not is_settled(reading, at["4.35"], set(), equations=True)  # a label's `Length = 4.35 m`: no relation


def test_stated_charges_other_rows_resolved_or_never_a_candidate() -> None:
    reading, at = _reading()
    reading.pending = frozenset({"880", "12"})
    # carried not asked: a pending carried cell is no operand there
    assert not is_settled(reading, at["12"], set(), carried=False, unjudged=True)
    assert not is_settled(reading, at["880"], set(), carried=False, unjudged=True)  # still judged
    assert is_settled(reading, at["7"], set(), carried=False, unjudged=True)  # never a candidate
    assert is_settled(reading, at["880"], {"880"}, carried=False, unjudged=True)  # resolved
    assert not is_settled(reading, at["7"], set())  # the default does not take an unjudged number


def test_value_line_the_value_its_line_and_its_words() -> None:
    text = "Overtime pay:\nHours over forty at 1.5x: 5.5 x $35.10 = $193.05\nDone"
    reading = AnswerReading(text, {}, None)
    i = next(k for k, o in enumerate(reading.occurrences) if o.value == "193.05")
    line = value_line(reading, i, 3)
    assert line is not None and line.occ.value == "193.05"
    assert text[line.start:line.end] == "Hours over forty at 1.5x: 5.5 x $35.10 = $193.05"
    assert line.words == frozenset({"hours", "over", "forty"})
    short = next(k for k, o in enumerate(reading.occurrences) if o.value == "5.5")
    assert value_line(reading, short, 3) is None  # under the digit minimum: no late try judges it
    last = AnswerReading("Total 2,985.00", {}, None)
    found = value_line(last, len(last.occurrences) - 1, 3)
    assert found is not None and (found.start, found.end) == (0, len("Total 2,985.00"))


RULES = "A sheet weighs its area in m2 x its grammage (gsm) in grams.\nOvertime is paid 1.5x the base rate.\n"


def test_the_rules_are_read_once_per_text() -> None:
    worded_products._FORMULAS_READ.clear()
    stated_multiples._MULTIPLIERS_READ.clear()
    first = parse_worded_products(RULES)
    assert [f.units for f in first] == [(frozenset({"m2"}), frozenset({"gsm", "grams"}))]
    kept = worded_products._FORMULAS_READ.get(RULES)
    assert kept is not None
    first.clear()  # a caller's list is its own: the kept reading is unchanged
    again = parse_worded_products(RULES)
    assert len(again) == 1 and again[0].patterns[0] is kept[0].patterns[0]  # compiled once
    factors = stated_multipliers(RULES)
    assert [f[1] for f in factors] == ["1.5x"]
    factors.clear()
    assert [f[1] for f in stated_multipliers(RULES)] == ["1.5x"]
    assert parse_worded_products("no formula here") == [] and stated_multipliers("no factor") == []
