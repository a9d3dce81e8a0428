"""(hostile35) Hostile shapes a real trace can reach, each once quadratic in one reader, each now
linear and read as before.

- One CSV line of n cells in a tool result (an export of a whole column on one line): `glued_keys`
  kept the line's glued numbers in a list and asked `in` of it for each new one (32,000 cells,
  190 KB: 13.8 s of `check`; a 10 MB line, about 1.7 million cells, hours). Now a set: 10 MB 3.6 s.

CPU time, the best of three, every kept reading forgotten first, with a generous bound on the
growth from n to 4n (linear is 4x, the square 16x) and a floor so that noise cannot fail it.
"""

from __future__ import annotations

import time

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.glued import glued_keys

from .work_counts import forget_readings

GATE = resolve_gate({})


def _cost(answer: str, run: list[dict]) -> float:
    best = float("inf")
    for _ in range(3):
        forget_readings(GATE)
        started = time.process_time()
        check_answer(answer, run, GATE)
        best = min(best, time.process_time() - started)
    return best


def _grows_linearly(build, n: int) -> None:
    small, large = _cost(*build(n)), _cost(*build(4 * n))
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
