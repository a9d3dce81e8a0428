"""How the suite's workers share the tests (pytest-xdist, `--dist loadfile`): longest first.

`loadfile` sends a test file to one worker, so a module's fixtures are built once; the run ends
when its slowest worker does. Two changes to it, both in the order and grouping only (every test
still runs, with the same fixtures):

- The files in `SPREAD` are dealt out test by test: their tests share no costly fixture, and one of
  them alone would keep a worker busy for minutes (the docs' examples: the README's, ~80 s, and the
  synth arithmetic runs of `docs/precision-history.md`, `console alone` commands; the killed-run
  tests, 20-60 s each, whose 1,500-run corpus takes a worker ~12 CPU seconds to write; ci46: 300 runs written five
  times, ~3).
- The work units are handed out longest first (`LONGEST`, measured: round 39, ci39, from a whole
  interpreted run on 2 workers, `--durations=40`, and `--durations` on the folders one at a time;
  `docs/performance-history.md`): a long unit started last would leave the other worker idle at the
  end. The rest follow in collection order.

`tests/conftest.py` installs this scheduler when the run is `--dist loadfile` (`pyproject.toml`'s
`addopts`); `-n 0` runs one process, and any other `--dist` is xdist's own.
"""

from __future__ import annotations

from collections import OrderedDict

from xdist.scheduler import LoadFileScheduling

# Files whose tests each make a work unit of their own.
SPREAD = (
    "tests/docs/test_docs_run.py",
    "tests/hostile/test_output.py",
)

# Work units (a test's node id or a file, or the start of one) known to run longest, longest first.
# Seconds of a whole interpreted run on 2 workers (round 38's merge; a file's, at least the sum of its
# tests among the run's 40 slowest), and for the e2e files ci40's `--durations` of `tests/e2e` alone
# (`-o addopts=""`, load 15-24) scaled to that run by `test_synth_arithmetic.py`'s (492 s there, 243
# s in the whole run). ci40 halved the synth arithmetic fixture (the probe on 100 runs, not 300) and
# made e2e's `test_synth_corpus.py` one audit, not ten, and synth's `test_corpus.py` generate and check
# its runs once, not once a format: their figures below are after the cut (estimates).
LONGEST = (
    "tests/hostile/test_growth15.py",  # 137 s or more: six tests of 17-29 s
    "tests/precision/test_corpus_labels.py",  # 134 s or more: the one-digit mutations of the airline corpus
    "tests/e2e/test_synth_arithmetic.py",  # ~125 s: its 300-run corpus and its audit, the probe of 100 runs
    "tests/hostile/test_run_budget.py",  # 96 s or more: two tests of 47-50 s
    "tests/hostile/test_every_rule_grows_linearly.py",  # 95 s or more: the line of numbers' fixture
    "tests/e2e/test_scripting.py",  # ~85 s or more: CLI audits of a few runs, 5-20 s each
    "tests/docs/test_docs_run.py::test_markdown_examples_print_what_they_show[README.md]",  # 79 s
    "tests/e2e/test_synth_precision.py",  # ~72 s: a 300-run corpus, audited twice (default, reference)
    "tests/e2e/test_temp_folders.py",  # ~71 s: a `watch` (its waits: --wait 1, --until-quiet 2) and two audits
    "tests/evidence/test_narrow_reuse.py",  # 68 s or more: three tests of 16-28 s
    "tests/e2e/test_audit_cli.py",  # ~56 s or more: CLI audits, one with two workers
    "tests/synth/test_corpus.py",  # ~55 s: a 300-run corpus per format (47 s), its runs generated and checked once
    "tests/hostile/test_output.py::test_a_killed_run_leaves_the_previous_results",  # 4 x 21-31 s, and the corpus
    "tests/deploy/test_dataflow_translation.py",  # 50 s or more: the job graph's fixture and a translation
)


def rank(scope: str) -> int:
    """Where a work unit goes in the queue: the index of the first `LONGEST` entry it starts with,
    after all of them if none."""
    return next((i for i, start in enumerate(LONGEST) if scope.startswith(start)), len(LONGEST))


class LongestFirstScheduling(LoadFileScheduling):
    """`loadfile`, with the files of `SPREAD` split test by test and the longest units first."""

    def _split_scope(self, nodeid: str) -> str:
        file = nodeid.split("::", 1)[0]
        return nodeid if file in SPREAD else file

    def _assign_work_unit(self, node) -> None:
        if not getattr(self, "_ordered", False):
            units = sorted(self.workqueue.items(), key=lambda unit: rank(unit[0]))  # stable: ties keep order
            self.workqueue = OrderedDict(units)
            self._ordered = True
        super()._assign_work_unit(node)
