"""Round 28 (hostile28): the round-27 rules under hostile answers, and reads left by earlier rounds.

Found growing (work counted by `work_counts.py`, not timed; held-out outputs unchanged):
- `rated_subtotals._factors` stemmed every word of the value's line once per value (a line of n
  values: n x its words; `keyed_operands.stem` 6.3x for 4x on count_multiples27); now a line's stems
  are read once per answer (`keyed_operands.line_stems`, a `TextMemo` by line start), and only when a stated
  rate is left to be named by them.
- `item_prices._per_thing_count` listed every resolved whole of the value's unit before it, then
  kept the last MAX_WHOLES (4), once per value; now it walks back from the value and stops at
  MAX_WHOLES (exact: the same wholes, in order).
- `count_multiples.StatedQuantities.add_text` read every clause of a person's text (its nouns
  singularised) and kept the last MAX_QUANTITIES (64) quantities; now it reads the clauses from
  the last back and stops once MAX_QUANTITIES are read (exact: the same quantities, in order).
- the round-27 modules (`inputs28.py`): each grows with its input or with the units the run's
  budget grants (their per-try reads are charged), none past them; every shape checks.
"""

from __future__ import annotations

import random
from decimal import Decimal

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.computed.reading import AnswerReading

from .inputs28 import FAMILIES28
from .work_counts import WorkCounter, forget_readings, is_pure

GATE = resolve_gate({})
pure = pytest.mark.skipif(not is_pure(), reason="counts lines run by the pure-Python core")


def _lines(counter: WorkCounter, *prefixes: str) -> int:
    """Lines run by the functions whose `module:function` starts with one of `prefixes`."""
    return sum(w for k, w in counter.functions.items() if k.startswith(prefixes))


def _vat_line(n: int) -> str:
    """One line of n amounts, each with its VAT (`item 3 SEK 1,204, with VAT SEK 1,505.00; ...`)."""
    return "Prices: " + "; ".join(
        f"item {i} SEK {1000 + i * 37:,}, with VAT SEK {Decimal(1000 + i * 37) * Decimal('1.25'):,.2f}" for i in range(n))


@pure
def test_a_lines_stems_are_read_once_per_answer() -> None:
    """Every value of a line of 4x the values asks its rate's words: the stems run about 4x (each
    word once), not 16x (main: each value stemmed the whole line again)."""
    from evidence_audit.evidence.rate_steps import StatedRates
    from evidence_audit.evidence.rated_subtotals import _factors

    counts = []
    for n in (40, 160):
        text = _vat_line(n)
        rates = StatedRates()
        rates.add_text("All prices carry VAT at 25%.", "the system prompt", "result")
        forget_readings()
        reading = AnswerReading(text, {}, None)
        with WorkCounter(by_function=True) as counter:
            for o in reading.occurrences:
                _factors(rates, reading, o)
        counts.append(_lines(counter, "keyed_operands:"))
    assert 0 < counts[1] <= 5 * counts[0], counts


def test_a_lines_stems_equal_the_lines_own_reading() -> None:
    """`_line_stems` (kept per answer and line) equals the stems of the line read afresh."""
    from evidence_audit.evidence.keyed_operands import _WORD, stem
    from evidence_audit.evidence.layout import line_bounds
    from evidence_audit.evidence.keyed_operands import line_stems as _line_stems

    rng = random.Random(28)
    pieces = ["VAT", "vat", "taxes", "Surcharge", " ", "\n", "25%", "SEK 1,200", "deposits", "in all", ":", "x", "Ωmega"]
    for _ in range(800):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 30)))
        for at in range(0, len(text), 3):
            start, end = line_bounds(text, at, at)
            assert _line_stems(text, start, end) == {stem(w) for w in _WORD.findall(text[start:end].lower())}, text


def test_the_rated_subtotal_still_names_its_rate_and_refuses_a_slip() -> None:
    """A VAT the value's line names by its label still computes a subtotal; one digit off stays flagged."""
    answer = ("Movers: 2 x SEK 590 = SEK 1,180\nTruck: 3 x SEK 450 = SEK 1,350\n"
              "Total incl. VAT: SEK 3,162.50")
    history = [{"role": "system", "content": "VAT is 25%."}, {"role": "tool", "content": '{"movers": 2, "truck_hours": 3}'}]
    verdict = check_answer(answer, history, GATE)
    assert "3162.5" not in {c.value for c in verdict.unsupported}
    assert {c.value: c.derivation for c in verdict.computed}.get("3162.5") == "rated-subtotal"
    slipped = check_answer(answer.replace("3,162.50", "3,172.50"), history, GATE)
    assert "3172.5" in {c.value for c in slipped.unsupported}


@pure
def test_per_thing_wholes_are_walked_back_from_the_value() -> None:
    """The wholes of a per-thing count after 4x the resolved wholes of the value's unit: about the
    same lines (main 4x: every whole listed, then the last MAX_WHOLES kept)."""
    from evidence_audit.evidence.item_prices import _latest_wholes

    counts = []
    for n in (200, 800):
        text = " ".join(f"Team {i}: {10_000 + 7 * i:,} words." for i in range(n)) + " In 12 jobs, 1,234 words a job."
        reading = AnswerReading(text, {}, None)
        known = {o.value for o in reading.occurrences}
        i = len(reading.occurrences) - 1
        with WorkCounter(by_function=True) as counter:
            assert len(_latest_wholes(reading, i, reading.occurrences[i], known, "words")) == 4
        counts.append(_lines(counter, "item_prices:"))
    assert counts[1] <= 1.1 * counts[0] + 20, counts


def test_per_thing_wholes_walked_back_equal_the_list_they_replace() -> None:
    """The wholes the walk keeps are the last MAX_WHOLES of the list it replaces, in order."""
    from evidence_audit.evidence.item_prices import MAX_WHOLES, _latest_wholes, _same_unit, _unit_word

    rng = random.Random(1028)
    pieces = ["9,000 words", "12,000 words", "300 pages", "96,300 words", "€1,200", "5 words", " ", ", ", ". ",
              "\n", "4,586 words a job", "word", "20,000 word", "7"]
    for _ in range(600):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 40)))
        reading = AnswerReading(text, {}, None)
        resolved = {o.value for o in reading.occurrences if rng.random() < 0.7}
        for i, occ in enumerate(reading.occurrences):
            for unit in ("words", "pages"):
                listed = [(o.number, o.value) for o in reading.occurrences[:i] if not o.amount and o.value in resolved
                          and o.number > occ.number and _same_unit(_unit_word(text, o.end), unit)][-MAX_WHOLES:]
                walked = [(n, op.value) for n, op in _latest_wholes(reading, i, occ, resolved, unit)]
                assert walked == listed, (text, i, unit)


@pure
def test_a_persons_clauses_are_read_from_the_last_back() -> None:
    """`add_text` over 4x the clauses (past MAX_QUANTITIES): the nouns of about the same clauses
    read (main 4x: every clause's nouns singularised, the earlier ones then dropped)."""
    from evidence_audit.evidence.count_multiples import StatedQuantities

    counts = []
    for n in (300, 1200):
        text = "; ".join(f"a van{i % 50} carries {1000 + i} crates" for i in range(n)) + "."
        with WorkCounter(by_function=True) as counter:
            StatedQuantities().add_text(text)
        counts.append(_lines(counter, "count_multiples:_singular"))
    assert counts[1] <= 1.1 * counts[0], counts


def test_a_persons_clauses_read_back_keep_the_quantities_read_forward() -> None:
    """The quantities kept reading from the last clause back are those a forward reading keeps, in
    order, across texts of a run."""
    from evidence_audit.evidence import count_multiples
    from evidence_audit.evidence.count_multiples import MAX_QUANTITIES, StatedQuantities

    def forward(texts: list[str]) -> list[tuple[Decimal, frozenset[str], str]]:
        out: list[tuple[Decimal, frozenset[str], str]] = []
        for text in texts:
            text = text[: count_multiples.MAX_TEXT]
            start = 0
            for end_match in [*count_multiples._CLAUSE_END.finditer(text), None]:
                end = end_match.start() if end_match is not None else len(text)
                clause = text[start:end]
                start = end_match.end() if end_match is not None else len(text)
                numbers = list(count_multiples._NUMBER.finditer(clause))
                if not numbers:
                    continue
                nouns = frozenset(count_multiples._singular(w) for w in count_multiples._WORD.findall(clause))
                for m in numbers:
                    number = count_multiples.as_decimal(m.group(0).replace(",", ""))
                    if number is not None and number > 0:
                        out.append((number, nouns, clause.strip()))
            del out[:-MAX_QUANTITIES]
        return out

    rng = random.Random(2028)
    pieces = ["a van carries 40 crates", "3 boxes", "two pallets", "0 items", "1,200 kg", ". ", "; ", "\n", ", ",
              " and ", "7 vans", "x", "12 jars, 5 lids"]
    for _ in range(400):
        texts = ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 120))) for _ in range(rng.randint(1, 3))]
        kept = StatedQuantities()
        for text in texts:
            kept.add_text(text)
        assert kept._quantities == forward(texts), texts


@pytest.mark.parametrize("name", list(FAMILIES28))
def test_each_round28_shape_is_checked(name: str) -> None:
    """Every round-28 shape at a small size runs through the default profile without raising, its
    one-digit slips flagged."""
    build, n = FAMILIES28[name]
    answer, result, user = build(max(2, n // 2))
    verdict = check_answer(answer, [{"role": "user", "content": user}, {"role": "tool", "content": result}], GATE)
    assert verdict.unsupported, name
