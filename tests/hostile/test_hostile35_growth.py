"""(hostile35) Hostile shapes a real trace can reach, each once quadratic in one reader, each now
linear and read as before.

- One CSV line of n cells in a tool result (an export of a whole column on one line): `glued_keys`
  kept the line's glued numbers in a list and asked `in` of it for each new one (32,000 cells,
  190 KB: 13.8 s of `check`; a 10 MB line, about 1.7 million cells, hours). Now a set: 10 MB 3.6 s.
- A markdown table of hundreds of columns in an answer: the `table` rule tried each earlier cell of
  a value's row against each other one (500 columns: 16 s of `check`). Now the row's first
  `MAX_ROW_OPERANDS` (32) cells: 1.2 s, and a product of the first cells still computes.
- Memory: a result of tens of megabytes of short words: `normalize._tokenize` took `findall`'s
  list of every raw piece at once (16 bytes per byte of the result). Now a text over 1 MiB is
  read a piece at a time: 3 bytes per byte.

CPU time, the best of three, every kept reading forgotten first, with a generous bound on the
growth from n to 4n (linear is 4x, the square 16x) and a floor so that noise cannot fail it.
"""

from __future__ import annotations

import time

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.computed import narrow, tables
from evidence_audit.evidence.computed.tables import MAX_ROW_OPERANDS
from evidence_audit.evidence.glued import glued_keys

from .helpers import least_cpu
from .work_counts import forget_readings, is_pure

GATE = resolve_gate({})


def _cost(answer: str, run: list[dict], under: float | None = None) -> float:
    return least_cpu(lambda: check_answer(answer, run, GATE), 3, under, before=lambda: forget_readings(GATE))


def _grows_linearly(build, n: int) -> None:
    small = _cost(*build(n))
    large = _cost(*build(4 * n), under=max(8 * small, 0.3))
    assert large < max(8 * small, 0.3), (small, large)


def _cells(n: int) -> str:
    return ",".join(str(1000 + (i * 7919) % 90000) for i in range(n))


def _csv_run(n: int) -> tuple[str, list[dict]]:
    run = [{"role": "user", "content": "the readings?"}, {"role": "tool", "content": "id,v\n" + _cells(n)}]
    return "The first readings are 1000 and 8919; together 9919.", run


def test_one_csv_line_of_many_cells_in_a_result_is_read_in_linear_time() -> None:
    """4x the cells: under 8x the time (f1bfac17: 4.2x for 2x, 32,000 cells 13.8 s)."""
    _grows_linearly(_csv_run, 8000)
    started = time.process_time()
    keys = glued_keys(_cells(100_000))
    assert time.process_time() - started < 2  # f1bfac17: about 30 s
    assert len(keys) == len(set(keys)) == 90_000  # every cell's number once (100,000 cells, 90,000 values)
    assert keys[:3] == [("1000", None), ("8919", None), ("16838", None)]


def test_a_cell_of_the_line_still_grounds_and_a_slip_stays_flagged() -> None:
    run = [{"role": "user", "content": "the readings?"}, {"role": "tool", "content": "id,v\n" + _cells(20_000)}]
    verdict = check_answer("Reading 8919 and reading 16838.", run, GATE)
    assert not verdict.unsupported
    verdict = check_answer("Reading 8919 and reading 16839.", run, GATE)
    assert [u.value for u in verdict.unsupported] == ["16839"]


# --- a markdown table of hundreds of columns in an answer ------------------------------------------

def _wide_table(columns: int, rows: int = 3) -> str:
    head = "| Item | " + " | ".join(f"c{i}" for i in range(columns)) + " |"
    cells = ["| Line " + str(r) + " | " + " | ".join(str(100 + (i * r) % 997) for i in range(columns)) + " |" for r in range(1, rows + 1)]
    return "\n".join([head, "|---|" + "---|" * columns, *cells])


def test_a_row_product_reads_a_bounded_reach_of_its_row() -> None:
    """A table of 500 columns in an answer: each value tried read each earlier cell of its row
    against each other one (f1bfac17: up to 250,000 cells read per value, 16 s of `check`); now the
    row's first `MAX_ROW_OPERANDS` cells: at most 33^2 cells read per value tried."""
    if not is_pure():
        pytest.skip("counts calls of the interpreted core")
    per_rule: list[int] = []
    calls = [0]
    real_inside, real_rule = tables._inside, tables._table_rule

    def counted_inside(reading, span):
        calls[0] += 1
        return real_inside(reading, span)

    def counted_rule(reading, i, known):
        before = calls[0]
        try:
            return real_rule(reading, i, known)
        finally:
            per_rule.append(calls[0] - before)

    run = [{"role": "user", "content": "the table?"}, {"role": "tool", "content": _wide_table(500, 1).split("\n")[2]}]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(tables, "_inside", counted_inside)
        patch.setattr(narrow, "_table_rule", counted_rule)
        forget_readings(GATE)
        check_answer(_wide_table(500), run, GATE)
    assert per_rule, "the table rule was not asked"
    assert max(per_rule) <= (MAX_ROW_OPERANDS + 1) ** 2 + 3, max(per_rule)


def test_a_product_after_many_cells_of_its_row_still_computes_and_a_slip_stays_flagged() -> None:
    """The quantity and the price in the row's first cells, the line total 43 cells on."""
    notes = 40
    head = "| Item | Qty | Unit price | " + " | ".join(f"Note {i}" for i in range(notes)) + " | Line total |"
    rule = "|---|---|---|" + "---|" * notes + "---|"
    run = [{"role": "user", "content": "the order?"}, {"role": "tool", "content": '{"item": "Tiles", "qty": 14, "unit_price": 37.25}'}]

    def answer(total: str) -> str:
        row = "| Tiles | 14 | $37.25 | " + " | ".join("n/a" for _ in range(notes)) + f" | ${total} |"
        return "The order:\n\n" + "\n".join([head, rule, row]) + "\n"

    verdict = check_answer(answer("521.50"), run, GATE)
    assert not verdict.unsupported and [(c.value, c.from_) for c in verdict.computed or ()] == [("521.5", "14 x 37.25 = 521.5")]
    assert [u.value for u in check_answer(answer("521.60"), run, GATE).unsupported] == ["521.6"]


# --- a result of tens of megabytes of short words -------------------------------------------------

_MEASURE_WORDS = """
import resource, sys
from evidence_audit.evidence import check_answer, resolve_gate
gate = resolve_gate({})
text = "word " * ((int(sys.argv[1]) << 20) // 5)
run = [{"role": "user", "content": "hi"}, {"role": "tool", "content": text}]
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
verdict = check_answer("Order W2378156 is fine.", run, gate)
print((resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024, [u.value for u in verdict.unsupported])
"""


def test_a_result_of_many_short_words_is_tokenized_without_a_string_per_word_at_once() -> None:
    """16 MB of `word ` in a result: `check` peaks under 6 bytes per byte above the text
    (f1bfac17: 16, `findall` held a string per word; 48 MB: 770 MB above the text, now 154 MB)."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", _MEASURE_WORDS, "16"], capture_output=True, text=True, timeout=300, check=True)
    extra_mb, flagged = done.stdout.split(" ", 1)
    assert float(extra_mb) < 6 * 16, done.stdout
    assert flagged.strip() == "['w2378156']"
