"""Round 13: the two functions `test_every_rule_grows_linearly.py` found growing faster than their
input on main 5805bf5, each bounded, and each one-pass reading tested equal to the search it replaces.

- `computed/tables.py` read a cell's numbers by scanning every number of the answer, per cell of the
  row or column tried, for each value tried: a table of 120 rows cost 16x a table of 30 (now by
  bisection, `_inside`).
- `expressions._shares` walked every step of the answer's equations times the tokens of each
  accepted expression: an equation chain of 80 steps cost 40x one of 20 (now each step is read once).
"""

from __future__ import annotations

import random

from evidence_audit.evidence import check_answer, expressions, resolve_gate
from evidence_audit.evidence.computed import tables
from evidence_audit.evidence.computed.reading import AnswerReading

GATE = resolve_gate({})

_CELLS = ["$12.50", "3", "x", "1,204", "-$4.00", "(+5.0%)", "**278**", "€9,99", "7 kg", "", "n/a", "US$5", "12.5%"]


def _table(rng: random.Random) -> str:
    rows = ["| a | b | c |", "|---|---:|---:|"]
    for _ in range(rng.randrange(1, 8)):
        rows.append("| " + " | ".join(" ".join(rng.choice(_CELLS) for _ in range(rng.randrange(0, 3))) for _ in range(3)) + " |")
    return "Intro $5.00:\n\n" + "\n".join(rows) + "\n\nTotal 99."


def test_a_cells_numbers_by_bisection_are_the_scans() -> None:
    rng = random.Random(13)
    checked = 0
    for _ in range(600):
        reading = AnswerReading(_table(rng), {}, None)
        layout = reading.layout
        for table in range(layout.tables()):
            for row in range(layout.rows(table)):
                for column in range(layout.columns(table)):
                    span = layout.span(table, row, column)
                    if span is None:
                        continue
                    scanned = [o for o in reading.occurrences if span[0] <= o.at < span[1]]
                    assert tables._inside(reading, span) == scanned, (reading.text, span)
                    checked += bool(scanned)
    assert checked > 1_000


def _shares_searched(toks, s, r, found, steps) -> None:
    """`_shares` as it searched before round 13 (the reference here)."""
    for step in steps:
        for k in range(s, r):
            tok = toks[k]
            if tok.kind == "num" and tok.value == step.value and k >= 2 and toks[k - 1].kind == "lp" \
                    and toks[k - 2].kind == "pct" and tok.start not in found:
                found[tok.start] = expressions.Relation(tok.start, tok.value, f"{step.expression} = {expressions._plain(tok)}",
                                                        step.operands, (toks[s].start, tok.end))


def _chain(rng: random.Random) -> str:
    """Equations with shares after percents, chained (`100 + 50% (50) = 150, 150 + 10% (15) = 165`),
    some shares or results off by one, some shares repeating an earlier step's value."""
    parts, base = [], rng.choice([100, 200, 520, 1000])
    for _ in range(rng.randrange(1, 8)):
        pct = rng.choice([5, 10, 20, 50])
        share = base * pct // 100 + rng.choice([0, 0, 0, 1])
        total = base + share + rng.choice([0, 0, 1])
        mark = rng.choice(["", "€"])
        parts.append(f"{mark}{base} {rng.choice(['+', 'plus'])} {pct}% ({mark}{share}) = {mark}{total}")
        base = rng.choice([total, base, 100])
    return rng.choice([", ", ". ", "; ", "\n"]).join(parts)


def test_shares_from_each_step_read_once_are_the_searched_ones(monkeypatch) -> None:
    rng = random.Random(5)
    texts = ["€520 plus 10% (€52) = €572", "100 + 50% (50) = 150, 150 + 10% (15) = 165"]
    texts += [_chain(rng) for _ in range(2_000)]
    fast = [expressions.relations(t, frozenset()) for t in texts]
    original = expressions._shares

    def searched(toks, s, r, found, steps, first_steps, read_steps):
        _shares_searched(toks, s, r, found, steps)

    monkeypatch.setattr(expressions, "_shares", searched)
    slow = [expressions.relations(t, frozenset()) for t in texts]
    monkeypatch.setattr(expressions, "_shares", original)
    assert fast == slow
    shares = sum(1 for text, (found, _) in zip(texts, fast) for rel in found if "(" in text[max(0, rel.at - 2) : rel.at])
    assert shares > 50  # shares after a percent were found


def _judge(answer: str, result: str):
    return check_answer(answer, [{"role": "user", "content": "totals?"}, {"role": "tool", "content": result}], GATE)


def test_a_share_after_a_percent_is_computed_and_a_wrong_one_flagged() -> None:
    ok = _judge("The fee: €520 plus 10% (€52) = €572.", '{"base": 520}')
    assert {"52", "572"} <= {c.value for c in ok.computed} and not ok.unsupported
    wrong = _judge("The fee: €520 plus 10% (€53) = €573.", '{"base": 520}')
    assert "573" in {c.value for c in wrong.unsupported}


def test_a_column_total_is_computed_after_many_rows_and_a_wrong_digit_flagged() -> None:
    rows = "\n".join(f"| item {i} | ${100 + i}.00 |" for i in range(60))
    total = sum(100 + i for i in range(60))
    result = '{"prices": [%s]}' % ", ".join(str(100 + i) for i in range(60))
    for written, computed_ok in ((f"{total:,}.00", True), (f"{total + 10:,}.00", False)):
        verdict = _judge(f"| Item | Price |\n|---|---:|\n{rows}\n| **Total** | ${written} |", result)
        value = written.replace(",", "").removesuffix(".00")
        assert (value in {c.value for c in verdict.computed}) is computed_ok, (written, verdict.computed)
        assert (value in {c.value for c in verdict.unsupported}) is not computed_ok
