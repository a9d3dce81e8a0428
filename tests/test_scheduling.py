"""The workers' scheduler (`scheduling.py`): the same tests, grouped by file except `SPREAD`'s,
handed out longest first."""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from .scheduling import LONGEST, SPREAD, LongestFirstScheduling, rank

DOCS = "tests/docs/test_docs_run.py::test_markdown_examples_print_what_they_show"


def test_a_file_is_one_unit_except_the_spread_ones() -> None:
    split = LongestFirstScheduling._split_scope
    assert split(None, "tests/e2e/test_audit.py::test_x[a]") == "tests/e2e/test_audit.py"
    assert split(None, "tests/e2e/test_audit.py::TestY::test_x") == "tests/e2e/test_audit.py"
    for file in SPREAD:
        assert split(None, f"{file}::test_x[a]") == f"{file}::test_x[a]"


def test_the_longest_units_rank_first_and_the_rest_keep_their_order() -> None:
    assert rank("tests/hostile/test_growth15.py") == 0
    assert rank("tests/e2e/test_synth_arithmetic.py") == LONGEST.index("tests/e2e/test_synth_arithmetic.py")
    assert rank("tests/hostile/test_output.py::test_a_killed_run_leaves_the_previous_results[SIGINT-workers-2]") == \
        LONGEST.index("tests/hostile/test_output.py::test_a_killed_run_leaves_the_previous_results")
    assert rank(f"{DOCS}[README.md]") == LONGEST.index(f"{DOCS}[README.md]")
    assert rank(f"{DOCS}[docs/precision-history.md:225]") == len(LONGEST)  # 250 runs now: not long
    assert rank(f"{DOCS}[docs/formats.md]") == rank("tests/e2e/test_audit.py") == len(LONGEST)


def test_every_longest_unit_names_a_test_file_that_exists() -> None:
    """A renamed or removed file would leave its entry matching nothing: the list would go stale."""
    root = Path(__file__).resolve().parents[1]
    for start in LONGEST:
        assert (root / start.split("::", 1)[0]).is_file(), start
    assert len(set(LONGEST)) == len(LONGEST)


class _Node:
    def __init__(self) -> None:
        self.sent: list[list[int]] = []

    def send_runtest_some(self, indexes: list[int]) -> None:
        self.sent.append(indexes)


def test_units_are_handed_out_longest_first() -> None:
    collection = [
        "tests/a/test_one.py::test_1",
        "tests/a/test_one.py::test_2",
        f"{DOCS}[README.md]",
        "tests/e2e/test_synth_arithmetic.py::test_1",
        "tests/b/test_two.py::test_1",
    ]
    scheduler = object.__new__(LongestFirstScheduling)  # the queue alone: no workers started
    node = _Node()
    scheduler.assigned_work, scheduler.registered_collections = {}, {node: collection}
    scheduler.workqueue = OrderedDict()
    for nodeid in collection:
        scheduler.workqueue.setdefault(LongestFirstScheduling._split_scope(None, nodeid), {})[nodeid] = False
    for _ in range(4):
        scheduler._assign_work_unit(node)
    assert node.sent == [[3], [2], [0, 1], [4]]
