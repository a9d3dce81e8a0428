"""The `unverified` kind (round 7): a value the answer presents as its own arithmetic, of grounded
operands, that no expression reproduces, is listed for a person to check, not flagged; and what
stays flagged: near-misses, identifiers, values with no arithmetic framing; `reference` unchanged."""

from __future__ import annotations

import json

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.extract import Candidate
from evidence_audit.evidence.unverified import one_edit, reading

RESULT = {"refunds": 3911, "refund_total": 402118.36,
          "orders": [{"id": "A-1", "amount": 1840.25}, {"id": "A-2", "amount": 2210.40}, {"id": "A-3", "amount": 977.10}]}
HISTORY = [{"role": "user", "content": "How did refunds go in November?"},
           {"role": "tool", "content": json.dumps(RESULT)}]


def judged(answer: str, profile: str = "default") -> tuple[set[str], set[str], dict[str, tuple]]:
    v = check_answer(answer, HISTORY, resolve_gate({"profile": profile}))
    return ({c.value for c in v.unsupported}, {c.value for c in v.computed or ()},
            {u.candidate.value: u for u in v.unverified})


# (round 18: `per refund` over `3,911 refunds` is now `count-divided`'s, a value per unit over a
# quantity in thousands; written as `an average refund`, no rule reaches it)
AVERAGE = "November: 3,911 refunds totalling €402,118.36, an average refund of €{}."


def test_an_average_no_rule_reaches_is_listed_with_its_operands() -> None:
    flags, computed, unverified = judged(AVERAGE.format("102.82"))
    assert not flags and "102.82" not in computed
    listed = unverified["102.82"]
    assert listed.framing == "word 'average'"
    assert listed.operands == (("3911", "resolved"), ("402118.36", "resolved"))


def test_the_verdict_lists_it_apart_and_the_answer_is_clean() -> None:
    v = check_answer(AVERAGE.format("102.82"), HISTORY, resolve_gate({}))
    assert v.clean and v.to_dict()["unverified"][0]["operands"] == [["3911", "resolved"], ["402118.36", "resolved"]]
    assert v.looked_up == len(v.grounded) + len(v.unverified)


@pytest.mark.parametrize("written", ["102.92", "102.81", "102.83", "103.82", "120.82"])
def test_a_one_digit_slip_of_the_result_stays_flagged(written: str) -> None:
    """One edit from (or one cent off) the result its operands give: a wrong computation."""
    flags, _, unverified = judged(AVERAGE.format(written))
    assert written in flags and not unverified


def test_a_wrong_total_one_digit_off_the_sum_stays_flagged() -> None:
    flags, computed, unverified = judged("The three orders: €1,840.25 + €2,210.40 + €977.10 = €5,127.75.")
    assert "5127.75" in flags and not unverified
    flags, computed, _ = judged("The three orders: €1,840.25 + €2,210.40 + €977.10 = €5,027.75.")
    assert not flags and "5027.75" in computed


def test_a_total_that_drops_one_listed_item_stays_flagged() -> None:
    """A total closes its whole list (`computed._cuts_a_list`): six items adding up to 3,920 do not
    give 3,820, the sum of the last five (heldout5 travel-19's planted value)."""
    answer = ("Costs:\n- Car: 50 x 2 = 100\n- Meals: 40 x 4 = 160\n- Hotel: 150 x 2 = 300\n"
              "- Car: 60 x 3 = 180\n- Meals: 30 x 6 = 180\n- Hotel: 1000 x 3 = 3,000\n\n**Total: 3,820 euros**")
    history = [{"role": "user", "content": "plan it"},
               {"role": "tool", "content": json.dumps({"prices": [50, 40, 150, 60, 30, 1000]})}]
    v = check_answer(answer, history, resolve_gate({}))
    assert "3820" in {c.value for c in v.unsupported}
    v = check_answer(answer.replace("3,820", "3,920"), history, resolve_gate({}))
    assert "3920" in {c.value for c in v.computed or ()}


def test_one_digit_off_a_carried_value_stays_flagged() -> None:
    """`€1,840.35` in an arithmetic sentence is the classic misread of a carried `1840.25`."""
    flags, _, unverified = judged("Orders A-1 and A-2 come to €1,840.35 combined with €2,210.40.")
    assert "1840.35" in flags and "1840.35" not in unverified


def test_one_digit_off_a_number_the_answer_wrote_stays_flagged() -> None:
    flags, _, unverified = judged("Refund total €402,118.36 over 3,911 refunds; the average is €402,118.56 per refund.")
    assert "402118.56" in flags and not unverified


@pytest.mark.parametrize("answer,value", [
    ("Refund total €402,118.36 for order #48213 in total.", "48213"),
    ("Refund total €402,118.36; your case number is 48213 in total.", "48213"),
    ("The total of €402,118.36 covers 3,911 refunds since 2019 in total.", "2019"),
])
def test_an_identifier_or_a_year_in_an_arithmetic_sentence_stays_flagged(answer: str, value: str) -> None:
    flags, _, unverified = judged(answer)
    assert value in flags and value not in unverified


def test_a_value_with_no_arithmetic_framing_stays_flagged() -> None:
    flags, _, unverified = judged("The refund total was €402,118.36 and the largest order €2,814.50.")
    assert "2814.5" in flags and not unverified


def test_an_operand_no_result_carried_keeps_the_value_flagged() -> None:
    """A named operand that is itself flagged (`€5,555.55`) is no grounded operand."""
    flags, _, unverified = judged("€5,555.55 + €1,840.25 = €7,412.80 in total.")
    assert {"5555.55", "7412.8"} <= flags and not unverified


def test_a_table_column_or_row_that_names_a_result() -> None:
    """A cell under a header or beside a row label that names a result of arithmetic (`Share`,
    `Total`), its operand cells grounded, is listed; a column of values no result carried under
    a plain header (`Refund`) is data: flagged, and a total row over it keeps flagged operands."""
    table = ("| Order | Amount | {header} |\n|---|---:|---:|\n| A-1 | €1,840.25 | €1,999.99 |\n"
             "| A-2 | €2,210.40 | €2,555.55 |\n| **Total** | €4,050.65 | €4,555.54 |")
    v = check_answer(table.format(header="Share"), HISTORY, resolve_gate({}))
    assert "4050.65" in {c.value for c in v.computed or ()}
    assert {u.candidate.value: u.framing for u in v.unverified} == {
        "1999.99": "table column 'Share'", "2555.55": "table column 'Share'", "4555.54": "table row '**Total**'"}
    v = check_answer(table.format(header="Refund"), HISTORY, resolve_gate({}))
    assert {"1999.99", "2555.55", "4555.54"} <= {c.value for c in v.unsupported} and not v.unverified


def test_the_reference_profile_flags_it() -> None:
    flags, computed, unverified = judged(AVERAGE.format("102.82"), profile="reference")
    assert not unverified and not computed


def test_the_arithmetic_dial_off_lists_nothing() -> None:
    v = check_answer(AVERAGE.format("102.82"), HISTORY, resolve_gate({"arithmetic": False}))
    assert not v.unverified and "102.82" in {c.value for c in v.unsupported}


@pytest.mark.parametrize("a,b,ok", [
    ("3820", "3920", True), ("3820", "3280", True), ("3820", "382", True), ("3820", "38200", True),
    ("3820", "3820", False), ("3820", "4930", False), ("102.82", "102.28", True),
])
def test_one_edit(a: str, b: str, ok: bool) -> None:
    assert one_edit(a, b) is ok


def test_the_reason_a_value_stays_flagged_is_named() -> None:
    answer = AVERAGE.format("102.82")
    assert reading(answer, Candidate("102.82", "number"), set(), set(), set(), set()) == "no operand resolved"
    assert reading(answer, Candidate("102.82", "number"), {"3911", "402118.36"}, set(), {"102.83"}, set()) \
        == "near a carried number"
    assert reading("I paid €102.82.", Candidate("102.82", "number"), {"3911"}, set(), set(), set()) == "no framing"


def test_the_amount_of_a_percent_in_parentheses_is_framed() -> None:
    history = [{"role": "user", "content": "my match?"},
               {"role": "tool", "content": json.dumps({"salary": 72400, "match_pct": 5})}]
    v = check_answer("On $72,400, the match goes to 5% ($3,840).", history, resolve_gate({}))
    assert {u.candidate.value: u.framing for u in v.unverified} == {"3840": "amount of a percent"}
    v = check_answer("On $72,400, the match goes to 5% ($3,630).", history, resolve_gate({}))
    assert "3630" in {c.value for c in v.unsupported}  # one edit from 72,400 x 5% = 3,620


def test_a_result_word_frames_the_first_number_after_it_and_per_frames_none() -> None:
    """tau-bench airline 2/0: `New Total Price: $465 (previously $2,210 per passenger)`, where 2,210
    is 4,420 / 2 on a one-passenger reservation, a wrong computation, stays flagged."""
    history = [{"role": "user", "content": "downgrade it"},
               {"role": "tool", "content": json.dumps({"paid": 4420, "new": [{"price": 465}]})}]
    v = check_answer("New Total Price: $465 (previously $2,210 per passenger)", history, resolve_gate({}))
    assert "2210" in {c.value for c in v.unsupported} and not v.unverified


@pytest.mark.parametrize("answer,value", [
    # an operand of the equation it stands in, not its result (a mutated operand stays flagged)
    ("Adding the rates: 1,961.5 + 2,707.25 + 1,299.75 ≈ 5,968.5 in total.", "1299.75"),
    # one edit from its operands' result with a leading zero: 11.40 x 7.5% = 0.855, written 1.855
    ("Per pair it's $11.40 × 7.5% = **$1.855** of duty.", "1.855"),
])
def test_an_operand_or_a_leading_digit_slip_stays_flagged(answer: str, value: str) -> None:
    history = [{"role": "user", "content": "rates?"},
               {"role": "tool", "content": json.dumps({"a": 1961.5, "b": 2707.25, "c": 1289.75, "price": 11.40, "duty": 7.5})}]
    v = check_answer(answer, history, resolve_gate({}))
    assert value in {c.value for c in v.unsupported} and value not in {u.candidate.value for u in v.unverified}


def test_the_table_reading_is_layouts_and_its_cell_search_equals_a_scan():
    """`unverified.py` reads tables through `layout.Layout` (one reading for the arithmetic, the
    unverified rule and the slips): the binary search of `cell` equals a scan of every cell, a header
    keeps its spelling (`Δ`), and a cell of the header row, a lone `|` line or a pipe is in no cell."""
    import random

    from evidence_audit.evidence.layout import Layout
    from evidence_audit.evidence.unverified import _table_framing, numbers_of

    rng = random.Random(4)
    pieces = ["| ", " | ", "|", "\n", "  | ", "x ", "|---|---|\n", "| Total | ", "12.5", "300", "\n\n"]
    for _ in range(300):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 40)))
        layout = Layout(text)
        cells = [(a, b, c) for t in range(layout.tables()) for r in range(layout.rows(t))
                 for c_ in range(layout.columns(t)) if (span := layout.span(t, r, c_)) is not None
                 for a, b, c in [(span[0], span[1], (t, r, c_))]]
        for offset in range(len(text) + 1):
            scanned = next((c for a, b, c in cells if a <= offset < b), None)
            found = layout.cell(offset)
            assert (None if found is None else tuple(found)) == scanned, (text, offset)
    text = "| Item | \u0394 vs May |\n|---|---|\n| Rent | 1200 |\n| Food | 345.50 |"
    numbers = numbers_of(text)
    framing = _table_framing(text, numbers[-1], numbers, set(), Layout(text))
    assert framing is not None and framing[0] == "table column '\u0394 vs May'"
    assert _table_framing("| 1200 | 345.50 |", numbers_of("| 1200 | 345.50 |")[1], numbers_of("| 1200 | 345.50 |"), set(),
                          Layout("| 1200 | 345.50 |")) is None  # a lone row: no table
