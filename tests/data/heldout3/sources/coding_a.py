"""Coding runs 1-15: failing tests, tracebacks, greps, git history, versions, benchmarks, diffs."""

from _coding import (CLAUDE, DEEPSEEK, DEEPSEEKR1, DEVSTRAL, GEMINI, GPT, GPT41, HAIKU, LLAMA, MINI, O3MINI,
                     PRO, QWEN, SONNET37, SYSTEM, bash, cat_n)
from _vocab import A, C, Run, U


def c01() -> Run:
    out = ("============================= test session starts ==============================\n"
           "platform linux -- Python 3.11.9, pytest-8.3.3, pluggy-1.5.0\n"
           "rootdir: /workspace/tidyframe\nconfigfile: pyproject.toml\nplugins: cov-5.0.0, xdist-3.6.1\ncollected 1284 items\n\n"
           "tests/test_io.py ........................................................ [  4%]\n"
           "...\n"
           "=================================== FAILURES ===================================\n"
           "__________________ test_read_csv_decimal_comma[de_DE] __________________\n\n"
           "    def test_read_csv_decimal_comma(locale_name):\n>       assert frame.column(\"price\").sum() == pytest.approx(1234.56)\nE       AssertionError: assert 123456.0 == 1234.56 ± 1.2e-03\n\n"
           "tests/test_io.py:212: AssertionError\n"
           "__________________ test_pivot_keeps_index_name __________________\n\n"
           "    def test_pivot_keeps_index_name():\n>       assert out.index.name == \"region\"\nE       AssertionError: assert None == 'region'\n\n"
           "tests/test_reshape.py:87: AssertionError\n"
           "=========================== short test summary info ============================\n"
           "FAILED tests/test_io.py::test_read_csv_decimal_comma[de_DE] - AssertionError: assert 123456.0 == 1234.56 ± 1.2e-03\n"
           "FAILED tests/test_reshape.py::test_pivot_keeps_index_name - AssertionError: assert None == 'region'\n"
           "============ 2 failed, 1269 passed, 13 skipped, 3 warnings in 48.71s ============")
    return Run("coding-01", GPT, SYSTEM, [
        U("Run the test suite and tell me what's failing."),
        C("execute_bash", {"command": "cd /workspace/tidyframe && .venv/bin/pytest -q -x --no-header -p no:randomly 2>&1 | tail -40"}, bash(out, 1)),
        A("The suite ran **1,284 tests** in 48.71 s: **2 failed**, 1,269 passed, 13 skipped (3 warnings).\n\n"
          "**Failures:**\n\n"
          "1. `tests/test_io.py::test_read_csv_decimal_comma[de_DE]` (line 212): the sum is `123456.0` instead of `1234.56`. The German decimal comma in `1.234,56` is being read as a thousands separator, so the value is off by a factor of {{123456/1234.56|.0f}}.\n"
          "2. `tests/test_reshape.py::test_pivot_keeps_index_name` (line 87): `pivot` drops the index name (`None` instead of `'region'`).\n\n"
          "Want me to look at the CSV parser first?"),
        U("yes, the decimal comma one"),
        C("execute_bash", {"command": "grep -n \"thousands\\|decimal\" src/tidyframe/io/csv.py"},
          bash("41:def _parse_number(text: str, decimal: str = \".\", thousands: str | None = None) -> float:\n"
               "44:    if thousands:\n45:        text = text.replace(thousands, \"\")\n46:    if decimal != \".\":\n47:        text = text.replace(decimal, \".\")\n"
               "118:    thousands = \".\" if locale_name.startswith(\"de\") else \",\"\n"
               "119:    return _parse_number(cell, decimal=\",\", thousands=thousands)")),
        C("str_replace_editor", {"command": "view", "path": "/workspace/tidyframe/src/tidyframe/io/csv.py", "view_range": [110, 122]},
          cat_n("/workspace/tidyframe/src/tidyframe/io/csv.py", 110, [
              "def _cell_to_float(cell: str, locale_name: str) -> float:",
              "    \"\"\"Parse a numeric CSV cell written in the given locale.\"\"\"",
              "    if locale_name in (\"C\", \"en_US\", \"en_GB\"):",
              "        return _parse_number(cell)",
              "    # European locales write 1.234,56",
              "    if \",\" not in cell:",
              "        return _parse_number(cell)",
              "    cell = cell.strip()",
              "    thousands = \".\" if locale_name.startswith(\"de\") else \",\"",
              "    return _parse_number(cell, decimal=\",\", thousands=thousands)",
              "",
              "",
              "def read_csv(path, *, sep=\",\", locale_name=\"C\"):"])),
        A("Found it. In `src/tidyframe/io/csv.py`, `_cell_to_float` (line 110) only takes the European path when the cell contains a comma (line 115). "
          "But look at line 118: for any non-German European locale it sets `thousands = \",\"`, the same character as the decimal separator, so `_parse_number` (line 41) strips the decimal comma at line 45 before it can be converted at line 47.\n\n"
          "For `de_DE` the logic looks right, so the failing value must come from somewhere else: the test's fixture reads `1.234,56` with `locale_name=\"de_DE\"`, and `123456.0` is what you get when **both** separators are removed. "
          "I suspect the reader never passes `locale_name` down to `_cell_to_float`. Let me check `read_csv` (line 122)."),
    ])


def c02() -> Run:
    tb = ("Traceback (most recent call last):\n"
          "  File \"/workspace/tidyframe/scripts/repro_1873.py\", line 9, in <module>\n"
          "    out = tf.merge(left, right, on=\"id\", how=\"left\")\n"
          "  File \"/workspace/tidyframe/src/tidyframe/ops/merge.py\", line 204, in merge\n"
          "    keys = _align_keys(left, right, on)\n"
          "  File \"/workspace/tidyframe/src/tidyframe/ops/merge.py\", line 77, in _align_keys\n"
          "    return [lk.astype(rk.dtype) for lk, rk in zip(lcols, rcols)]\n"
          "  File \"/workspace/tidyframe/src/tidyframe/column.py\", line 391, in astype\n"
          "    raise TypeError(f\"cannot cast {self.dtype} to {dtype} without loss\")\n"
          "TypeError: cannot cast int64 to string[pyarrow] without loss")
    return Run("coding-02", CLAUDE, SYSTEM, [
        U("Issue #1873 says merge crashes when one key column is int and the other string. Can you reproduce it?"),
        C("execute_bash", {"command": "cd /workspace/tidyframe && .venv/bin/python scripts/repro_1873.py"}, bash(tb, 1)),
        A("Reproduced. The traceback for issue #1873:\n\n"
          "1. `scripts/repro_1873.py`, line 9 calls `tf.merge(left, right, on=\"id\", how=\"left\")`\n"
          "2. `src/tidyframe/ops/merge.py`, line 204 (`merge`) calls `_align_keys`\n"
          "3. `src/tidyframe/ops/merge.py`, line 77 (`_align_keys`) casts each left key to the right key's dtype\n"
          "4. `src/tidyframe/column.py`, line 391 (`astype`) raises `TypeError: cannot cast int64 to string[pyarrow] without loss`\n\n"
          "So the crash is in `_align_keys`: it always casts left to right, and an `int64` → `string[pyarrow]` cast is refused as lossy. "
          "The fix is probably to decide a common dtype (or raise a clear error) instead of always casting one way."),
        U("what does pandas do here?"),
        A("pandas refuses too, but with a clearer message: merging an `int64` column with an `object` (string) column raises `ValueError: You are trying to merge on int64 and object columns`, and suggests using `pd.concat` or casting first. "
          "So a good minimal fix for tidyframe would be to detect the mismatch in `_align_keys` and raise a `TypeError` that names both columns and dtypes, rather than letting `astype` fail deep in the stack."),
        U("do that"),
        C("str_replace_editor", {"command": "str_replace", "path": "/workspace/tidyframe/src/tidyframe/ops/merge.py",
                                 "old_str": "    return [lk.astype(rk.dtype) for lk, rk in zip(lcols, rcols)]",
                                 "new_str": "    for name, lk, rk in zip(on, lcols, rcols):\n        if lk.dtype.kind != rk.dtype.kind:\n            raise TypeError(\n                f\"merge key {name!r}: left is {lk.dtype}, right is {rk.dtype}; cast one side first\"\n            )\n    return [lk.astype(rk.dtype) for lk, rk in zip(lcols, rcols)]"},
          "The file /workspace/tidyframe/src/tidyframe/ops/merge.py has been edited. Here's the result of running `cat -n` on a snippet of /workspace/tidyframe/src/tidyframe/ops/merge.py:\n"
          "    72\t    lcols = [left.column(k) for k in on]\n    73\t    rcols = [right.column(k) for k in on]\n    74\t    for name, lk, rk in zip(on, lcols, rcols):\n"
          "    75\t        if lk.dtype.kind != rk.dtype.kind:\n    76\t            raise TypeError(\n    77\t                f\"merge key {name!r}: left is {lk.dtype}, right is {rk.dtype}; cast one side first\"\n"
          "    78\t            )\n    79\t    return [lk.astype(rk.dtype) for lk, rk in zip(lcols, rcols)]\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        C("execute_bash", {"command": "cd /workspace/tidyframe && .venv/bin/python scripts/repro_1873.py 2>&1 | tail -1 && .venv/bin/pytest -q tests/test_merge.py 2>&1 | tail -1"},
          bash("TypeError: merge key 'id': left is int64, right is string[pyarrow]; cast one side first\n41 passed in 2.08s", 0)),
        A("Done. `_align_keys` now checks the dtype kinds first (lines 74-78 of `src/tidyframe/ops/merge.py`) and raises:\n\n"
          "```\nTypeError: merge key 'id': left is int64, right is string[pyarrow]; cast one side first\n```\n\n"
          "The existing merge tests still pass (41 passed in 2.08s). I'd add a regression test for #1873 next."),
    ], fmt="anthropic")


def c03() -> Run:
    log = ("commit 9f3c2a71be04d5e8c61a0f2b7d93e4c5a8b1f6d0\nAuthor: Ines Moreau <ines@tidyframe.dev>\nDate:   Thu Nov 26 14:02:11 2026 +0100\n\n    Speed up groupby on categorical keys (#1861)\n\n"
           "commit 4be8d10c7e2a9f35b0d6c4a1e8f72b93d5c0e1a7\nAuthor: Sam Okafor <sam@tidyframe.dev>\nDate:   Tue Nov 24 09:47:53 2026 -0500\n\n    Release 2.14.0\n\n"
           "commit e71a0c95d2b84f6a3c1e0d7b9f5a2c8e4d6b3f19\nAuthor: Ines Moreau <ines@tidyframe.dev>\nDate:   Mon Nov 23 18:30:02 2026 +0100\n\n    Fix read_csv decimal handling for fr_FR (#1855)")
    return Run("coding-03", GEMINI, SYSTEM, [
        U("last 3 commits?"),
        C("execute_bash", {"command": "git log -3"}, bash(log)),
        A("1. `9f3c2a7` Speed up groupby on categorical keys (#1861), Ines Moreau, Nov 26\n2. `4be8d10` Release 2.14.0, Sam Okafor, Nov 24\n3. `e71a0c9` Fix read_csv decimal handling for fr_FR (#1855), Ines Moreau, Nov 23"),
        U("so is the groupby speedup in 2.14.0?"),
        A("No. It landed Nov 26, after the 2.14.0 release commit (`4be8d10`, Nov 24). It'll be in the next release. The fr_FR decimal fix (#1855) is in 2.14.0."),
        U("what time utc was the release commit"),
        A("Tue Nov 24 09:47:53 -0500 = **14:47:53 UTC**."),
        U("and the author's local time for the speedup commit?"),
        A("`9f3c2a7` is dated Thu Nov 26 14:02:11 2026 +0100, so 14:02 in Ines's time zone (UTC+1), which is 13:02:11 UTC."),
    ])


def c04() -> Run:
    bench = ("groupby_categorical (n=1_000_000, 1_000 groups)\n"
             "  main     : 412.8 ms ± 6.1 ms  (median of 15)\n"
             "  patched  : 97.3 ms ± 2.4 ms   (median of 15)\n"
             "groupby_categorical (n=10_000_000, 10_000 groups)\n"
             "  main     : 4.92 s ± 0.08 s   (median of 5)\n"
             "  patched  : 1.07 s ± 0.03 s   (median of 5)\n"
             "groupby_int (n=1_000_000, 1_000 groups)\n"
             "  main     : 88.4 ms ± 1.9 ms  (median of 15)\n"
             "  patched  : 89.1 ms ± 2.2 ms  (median of 15)")
    return Run("coding-04", DEEPSEEK, SYSTEM, [
        U("benchmark the groupby change from PR #1861 against main"),
        C("execute_bash", {"command": "cd /workspace/tidyframe && .venv/bin/python bench/bench_groupby.py --compare main,HEAD --repeat 15"}, bash(bench)),
        A("Results (median of runs):\n\n"
          "| Benchmark | main | PR #1861 | Speedup |\n|---|---|---|---|\n"
          "| groupby_categorical, 1M rows, 1k groups | 412.8 ms | 97.3 ms | **{{412.8/97.3|.2f}}×** |\n"
          "| groupby_categorical, 10M rows, 10k groups | 4.92 s | 1.07 s | **{{4.92/1.07|.2f}}×** |\n"
          "| groupby_int, 1M rows, 1k groups | 88.4 ms | 89.1 ms | {{88.4/89.1|.2f}}× (no change) |\n\n"
          "The categorical path is about 4-4.6× faster. The int path is unchanged: 89.1 vs 88.4 ms is a {{(89.1-88.4)/88.4*100|.1f}}% difference, well inside the ±2 ms noise."),
        U("time saved per 10M-row call?"),
        A("4.92 s − 1.07 s = **{{4.92-1.07|.2f}} s** per call."),
        U("if a user calls it 200 times a day on 10M rows how much time saved per day"),
        A("{{4.92-1.07|.2f}} s × 200 = **{{(4.92-1.07)*200|.0f}} s** a day, about {{(4.92-1.07)*200/60|.1f}} minutes."),
        U("ok. is the int regression real?"),
        A("Unlikely: 88.4 ms ± 1.9 ms vs 89.1 ms ± 2.2 ms. The {{89.1-88.4|.1f}} ms gap is smaller than either run's spread, so it's noise. Re-run with more rounds if you want to be sure."),
    ])


def c05() -> Run:
    grep = ("src/tidyframe/compat.py:12:    warnings.warn(\"tidyframe.compat.to_pandas is deprecated, use Frame.to_pandas\", DeprecationWarning, stacklevel=2)\n"
            "src/tidyframe/frame.py:1043:        warnings.warn(\"Frame.ix is deprecated and will be removed in 3.0\", DeprecationWarning, stacklevel=2)\n"
            "src/tidyframe/io/excel.py:58:        warnings.warn(\"engine='xlrd' is deprecated\", DeprecationWarning, stacklevel=3)\n"
            "src/tidyframe/ops/window.py:211:    warnings.warn(\"rolling(..., center=...) positional use is deprecated\", FutureWarning, stacklevel=2)")
    return Run("coding-05", QWEN, SYSTEM, [
        U("list all deprecation warnings in the source with file and line"),
        C("execute_bash", {"command": "grep -rn \"Warning, stacklevel\" src/tidyframe"}, bash(grep)),
        A("There are 4 deprecation-style warnings:\n\n"
          "| File | Line | Message | Category |\n|---|---|---|---|\n"
          "| `src/tidyframe/compat.py` | 12 | `tidyframe.compat.to_pandas` is deprecated, use `Frame.to_pandas` | DeprecationWarning |\n"
          "| `src/tidyframe/frame.py` | 1043 | `Frame.ix` is deprecated and will be removed in 3.0 | DeprecationWarning |\n"
          "| `src/tidyframe/io/excel.py` | 58 | `engine='xlrd'` is deprecated | DeprecationWarning |\n"
          "| `src/tidyframe/ops/window.py` | 211 | positional `center` in `rolling` is deprecated | FutureWarning |\n\n"
          "Note that `excel.py:58` uses `stacklevel=3` while the others use `stacklevel=2`."),
        U("which of these mention a removal version"),
        A("Only `Frame.ix` (frame.py:1043) says when it goes: \"will be removed in 3.0\". The other three don't name a version."),
        U("open frame.py around that line"),
        C("str_replace_editor", {"command": "view", "path": "/workspace/tidyframe/src/tidyframe/frame.py", "view_range": [1038, 1047]},
          cat_n("/workspace/tidyframe/src/tidyframe/frame.py", 1038, [
              "    @property", "    def ix(self) -> _IxIndexer:", "        \"\"\"Label-or-position indexer (deprecated: use .loc or .iloc).\"\"\"",
              "        import warnings", "", "        warnings.warn(\"Frame.ix is deprecated and will be removed in 3.0\", DeprecationWarning, stacklevel=2)",
              "        return _IxIndexer(self)", "", "    @property", "    def loc(self) -> _LocIndexer:"])),
        A("`Frame.ix` is a property defined at line [[1093]] of `src/tidyframe/frame.py`; it warns at line 1043 and returns an `_IxIndexer`. The docstring already points to `.loc` / `.iloc`, and `loc` starts right after at line 1046.",
          why="The view numbers `def ix` at 1039 (the decorator at 1038); the answer writes 1093, two digits swapped, a line no output gave."),
    ])


def c06() -> Run:
    out = ("Name                                 Stmts   Miss  Cover   Missing\n"
           "------------------------------------------------------------------\n"
           "src/tidyframe/__init__.py               18      0   100%\n"
           "src/tidyframe/column.py                612     41    93%   388-402, 517-530, 601-612\n"
           "src/tidyframe/frame.py                1488    203    86%   212-240, 877-950, 1301-1388\n"
           "src/tidyframe/io/csv.py                231     12    95%   150-161\n"
           "src/tidyframe/io/excel.py              144     61    58%   40-100\n"
           "src/tidyframe/ops/merge.py             260     19    93%   301-319\n"
           "------------------------------------------------------------------\n"
           "TOTAL                                 2753    336    88%\n")
    return Run("coding-06", MINI, SYSTEM, [
        U("coverage report please, which module is worst?"),
        C("execute_bash", {"command": ".venv/bin/pytest -q --cov=tidyframe --cov-report=term-missing 2>&1 | tail -12"}, bash(out)),
        A("Overall coverage is **88%** (336 of 2,753 statements missed).\n\n"
          "The weakest module by far is **`src/tidyframe/io/excel.py` at 58%**: 61 of its 144 statements are missed, all in lines 40-100. "
          "Next is `frame.py` at 86% (203 missed, mostly lines 877-950 and 1301-1388)."),
        U("how many statements would we need to cover in excel.py to reach 80% there"),
        A("80% of 144 is {{144*0.8|.1f}}, so at least {{-(-144*8//10)|d}} statements must be covered. Currently {{144-61|d}} are covered, so you need **{{-(-144*8//10)-(144-61)|d}} more**."),
        U("and to get the total to 90%?"),
        A("90% of 2,753 is {{2753*0.9|.1f}} → {{-(-2753*9//10)|d}} covered statements needed. Currently {{2753-336|,d}} are covered, so **{{-(-2753*9//10)-(2753-336)|d}} more**. Covering all 61 missed statements of excel.py would get you exactly there."),
        U("which lines in csv.py are not covered"),
        A("`src/tidyframe/io/csv.py` misses 12 statements, all in lines 150-161, so one contiguous block; it's at 95% otherwise."),
    ])


def c07() -> Run:
    diff = (" src/tidyframe/ops/groupby.py        | 148 ++++++++++++++++++++++++++----------\n"
            " src/tidyframe/_libs/hashing.pyx     |  61 +++++++++++++++\n"
            " tests/test_groupby.py               |  74 +++++++++++++++++++\n"
            " bench/bench_groupby.py              |  22 ++++++\n"
            " CHANGELOG.md                        |   3 +\n"
            " 5 files changed, 259 insertions(+), 49 deletions(-)")
    return Run("coding-07", GPT41, SYSTEM, [
        U("diff stats of the PR branch vs main? I need it for the review summary"),
        C("execute_bash", {"command": "git diff --stat main...feat/categorical-groupby"}, bash(diff)),
        A("`main...feat/categorical-groupby`: **5 files changed, 259 insertions(+), 49 deletions(−)**, net **+{{259-49|d}} lines**.\n\n"
          "| File | Lines changed |\n|---|---:|\n| `src/tidyframe/ops/groupby.py` | 148 |\n| `tests/test_groupby.py` | 74 |\n| `src/tidyframe/_libs/hashing.pyx` | 61 |\n| `bench/bench_groupby.py` | 22 |\n| `CHANGELOG.md` | 3 |\n\n"
          "About {{74/(259+49)*100|.0f}}% of the changed lines are tests."),
        U("how much is the groupby.py churn of the total?"),
        A("148 of the {{259+49|d}} changed lines, so **{{148/(259+49)*100|.1f}}%**."),
        U("what's the ratio of insertions to deletions"),
        A("259 insertions to 49 deletions: about **{{259/49|.1f}} : 1**."),
    ])


def c08() -> Run:
    pipout = ("Name: pyarrow\nVersion: 17.0.0\nSummary: Python library for Apache Arrow\nRequires: numpy\nRequired-by: tidyframe\n---\n"
              "Name: numpy\nVersion: 2.1.3\nSummary: Fundamental package for array computing in Python\nRequires: \nRequired-by: pyarrow, tidyframe")
    pyproject = ("[project]\nname = \"tidyframe\"\nversion = \"2.15.0.dev0\"\nrequires-python = \">=3.10\"\ndependencies = [\n    \"numpy>=1.24,<3\",\n    \"pyarrow>=14.0\",\n]\n")
    return Run("coding-08", SONNET37, SYSTEM, [
        U("Which versions of numpy and pyarrow are installed, and do they satisfy what pyproject asks for?"),
        C("execute_bash", {"command": ".venv/bin/pip show pyarrow numpy"}, bash(pipout)),
        C("execute_bash", {"command": "sed -n '1,8p' pyproject.toml"}, bash(pyproject)),
        A("Installed vs required (tidyframe **2.15.0.dev0**, Python >=3.10):\n\n"
          "| Package | Installed | pyproject requires | OK? |\n|---|---|---|---|\n"
          "| numpy | 2.1.3 | `>=1.24,<3` | ✅ |\n| pyarrow | 17.0.0 | `>=14.0` | ✅ |\n\n"
          "Both are satisfied. pyarrow is {{17-14|d}} major versions above the floor, so if you want CI to test the minimum, pin `pyarrow==14.0` in a separate job."),
        U("pyarrow 18 just came out, will it break our pin?"),
        A("No: `pyarrow>=14.0` has no upper bound, so 18.0 is allowed. Whether tidyframe *works* with 18.0 is another question; I can install it in a scratch venv and run the suite if you'd like."),
        U("what python does the venv have"),
        C("execute_bash", {"command": ".venv/bin/python -V"}, bash("Python 3.11.9")),
        A("Python **3.11.9**, which satisfies `requires-python = \">=3.10\"`."),
    ], fmt="anthropic")


def c09() -> Run:
    out = ("tests/test_window.py::test_rolling_mean[10] PASSED                       [ 12%]\n"
           "tests/test_window.py::test_rolling_mean[100] PASSED                      [ 25%]\n"
           "tests/test_window.py::test_rolling_mean[1000] PASSED                     [ 37%]\n"
           "tests/test_window.py::test_rolling_center_positional FAILED               [ 50%]\n"
           "tests/test_window.py::test_rolling_min_periods PASSED                    [ 62%]\n"
           "tests/test_window.py::test_ewm_alpha PASSED                              [ 75%]\n"
           "tests/test_window.py::test_ewm_halflife XFAIL (halflife with times, #1790) [ 87%]\n"
           "tests/test_window.py::test_expanding_sum PASSED                          [100%]\n\n"
           "=================================== FAILURES ===================================\n"
           "________________________ test_rolling_center_positional ________________________\n"
           "tests/test_window.py:142: in test_rolling_center_positional\n    with pytest.warns(DeprecationWarning):\n"
           "E   Failed: DID NOT WARN. No warnings of type (<class 'DeprecationWarning'>,) were emitted.\n"
           "E    Emitted warnings: [ FutureWarning('rolling(..., center=...) positional use is deprecated')].\n"
           "=========================== short test summary info ============================\n"
           "FAILED tests/test_window.py::test_rolling_center_positional - Failed: DID NOT WARN.\n"
           "=================== 1 failed, 6 passed, 1 xfailed in 0.94s ====================")
    return Run("coding-09", LLAMA, SYSTEM, [
        U("run tests/test_window.py verbose"),
        C("execute_bash", {"command": ".venv/bin/pytest tests/test_window.py -v 2>&1 | tail -20"}, bash(out, 1)),
        A("Results for tests/test_window.py: 8 tests, 6 passed, 1 failed, 1 xfailed (0.94s).\n\n"
          "The failure is test_rolling_center_positional at tests/test_window.py:142. The test expects a DeprecationWarning, but the code emits a FutureWarning ('rolling(..., center=...) positional use is deprecated').\n\n"
          "Either the test or the code needs to change. The xfail is test_ewm_halflife, linked to issue #1790."),
        U("change the test to expect FutureWarning"),
        C("str_replace_editor", {"command": "str_replace", "path": "/workspace/tidyframe/tests/test_window.py", "old_str": "    with pytest.warns(DeprecationWarning):", "new_str": "    with pytest.warns(FutureWarning):"},
          "The file /workspace/tidyframe/tests/test_window.py has been edited. Here's the result of running `cat -n` on a snippet of /workspace/tidyframe/tests/test_window.py:\n   140\tdef test_rolling_center_positional():\n   141\t    frame = tf.Frame({\"x\": range(10)})\n   142\t    with pytest.warns(FutureWarning):\n   143\t        frame.rolling(3, True).mean()\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        C("execute_bash", {"command": ".venv/bin/pytest tests/test_window.py -q 2>&1 | tail -1"}, bash("7 passed, 1 xfailed in 0.91s")),
        A("Changed line 142 to `pytest.warns(FutureWarning)`. Now: 7 passed, 1 xfailed in 0.91s."),
        U("what's the xfail about"),
        A("`test_ewm_halflife` is marked xfail with the reason \"halflife with times, #1790\", so it's a known gap tracked in issue #1790, not a regression."),
    ])


def c10() -> Run:
    issue = {"number": 1890, "title": "to_parquet writes timestamps in UTC even when tz is Europe/Paris", "state": "open", "user": {"login": "k-lindqvist"},
             "created_at": "2026-11-28T08:14:37Z", "comments": 4, "labels": [{"name": "bug"}, {"name": "io"}], "milestone": {"title": "2.15.0", "due_on": "2026-12-11T00:00:00Z"},
             "body": "tidyframe 2.14.0, pyarrow 17.0.0.\n\n```python\nf = tf.Frame({'t': tf.date_range('2026-03-29 00:00', periods=4, freq='1h', tz='Europe/Paris')})\nf.to_parquet('x.parquet')\nprint(tf.read_parquet('x.parquet')['t'])\n```\nExpected 00:00, 01:00, 03:00, 04:00 (+01:00/+02:00), got 23:00, 00:00, 01:00, 02:00 with no tz."}
    return Run("coding-10", O3MINI, SYSTEM, [
        U("summarize issue 1890 for me"),
        C("github_get_issue", {"repo": "tidyframe/tidyframe", "number": 1890}, issue),
        A("**#1890: to_parquet writes timestamps in UTC even when tz is Europe/Paris** (open, labels `bug`, `io`; milestone 2.15.0 due 2026-12-11; 4 comments; opened by k-lindqvist on 2026-11-28).\n\n"
          "Repro (tidyframe 2.14.0, pyarrow 17.0.0): an hourly range starting `2026-03-29 00:00` in Europe/Paris, written with `to_parquet` and read back, "
          "comes back as `23:00, 00:00, 01:00, 02:00` without a time zone instead of `00:00, 01:00, 03:00, 04:00` (+01:00/+02:00).\n\n"
          "The values read back are the UTC instants: 00:00 Paris at +01:00 is 23:00 UTC the day before. The instants are right; the **time zone is lost** on write or read. "
          "Note the DST jump on March 29 (02:00 doesn't exist), which is why the expected list skips from 01:00 to 03:00."),
        U("how many days until the milestone"),
        A("From today (2026-11-30) to 2026-12-11: **{{(date(2026,12,11)-date(2026,11,30)).days|d}} days**."),
        U("write me a failing test for it, just the code"),
        A("```python\ndef test_to_parquet_keeps_time_zone(tmp_path):\n    frame = tf.Frame({\"t\": tf.date_range(\"2026-03-29 00:00\", periods=4, freq=\"1h\", tz=\"Europe/Paris\")})\n"
          "    path = tmp_path / \"x.parquet\"\n    frame.to_parquet(path)\n    back = tf.read_parquet(path)\n    assert str(back[\"t\"].dtype.tz) == \"Europe/Paris\"\n    assert back[\"t\"].equals(frame[\"t\"])\n```\n\n"
          "It uses the issue's own range (4 hourly values from 2026-03-29 00:00 in Europe/Paris), so it also covers the DST jump."),
    ])


def c11() -> Run:
    prof = ("         2158734 function calls (2158402 primitive calls) in 3.412 seconds\n\n   Ordered by: cumulative time\n   List reduced from 412 to 6 due to restriction <6>\n\n"
            "   ncalls  tottime  percall  cumtime  percall filename:lineno(function)\n"
            "        1    0.000    0.000    3.412    3.412 frame.py:2210(apply)\n"
            "   200000    1.874    0.000    2.961    0.000 frame.py:2251(_apply_row)\n"
            "   200000    0.602    0.000    0.816    0.000 column.py:144(__getitem__)\n"
            "   200000    0.209    0.000    0.271    0.000 frame.py:388(_row_view)\n"
            "   400000    0.131    0.000    0.131    0.000 {built-in method builtins.isinstance}\n"
            "        1    0.042    0.042    0.450    0.450 column.py:77(from_values)")
    return Run("coding-11", PRO, SYSTEM, [
        U("Profile Frame.apply on the 200k-row benchmark, where's the time going?"),
        C("execute_bash", {"command": ".venv/bin/python -m cProfile -s cumulative bench/apply_rows.py 2>&1 | head -16"}, bash(prof)),
        A("Total: **3.412 s** for 2,158,734 function calls.\n\n"
          "| Function | Calls | tottime | cumtime | Share of total |\n|---|---:|---:|---:|---:|\n"
          "| `frame.py:2251 _apply_row` | 200,000 | 1.874 s | 2.961 s | {{2.961/3.412*100|.1f}}% |\n"
          "| `column.py:144 __getitem__` | 200,000 | 0.602 s | 0.816 s | {{0.816/3.412*100|.1f}}% |\n"
          "| `column.py:77 from_values` | 1 | 0.042 s | 0.450 s | {{0.450/3.412*100|.1f}}% |\n"
          "| `frame.py:388 _row_view` | 200,000 | 0.209 s | 0.271 s | {{0.271/3.412*100|.1f}}% |\n\n"
          "The per-row loop dominates: `_apply_row` spends {{1.874/200000*1e6|.2f}} µs of its own time per row, and each row also does a `Column.__getitem__` ({{0.816/200000*1e6|.2f}} µs). "
          "Building the result column at the end (`from_values`) is only 0.45 s. A vectorized fast path for row-wise functions that only read columns would remove most of the 2.961 s."),
        U("what's left for everything else outside those?"),
        A("`apply` takes 3.412 s cumulatively; `_apply_row` (2.961 s) and `from_values` (0.450 s) account for {{2.961+0.450|.3f}} s of that, leaving **{{(3.412-2.961-0.450)*1000|.0f}} ms** for the rest of `apply` itself."),
        U("if we made _apply_row 5x faster what would apply take"),
        A("`_apply_row` is 2.961 s cumulative. At 5× faster it would take {{2.961/5|.3f}} s, so `apply` would drop to about {{3.412-2.961+2.961/5|.2f}} s from 3.412 s, a {{3.412/(3.412-2.961+2.961/5)|.1f}}× overall speedup (assuming the `__getitem__` calls inside it speed up too)."),
    ])


def c12() -> Run:
    blame = ("a1d7e3f0 (Sam Okafor   2025-06-03 11:20:44 +0200  96)     if how not in (\"left\", \"right\", \"inner\", \"outer\"):\n"
             "a1d7e3f0 (Sam Okafor   2025-06-03 11:20:44 +0200  97)         raise ValueError(f\"how must be left, right, inner or outer, got {how!r}\")\n"
             "5c09be22 (Ines Moreau  2026-10-15 16:03:10 +0200  98)     if how == \"cross\" and on is not None:\n"
             "5c09be22 (Ines Moreau  2026-10-15 16:03:10 +0200  99)         raise ValueError(\"cross merge takes no 'on'\")")
    return Run("coding-12", HAIKU, SYSTEM, [
        U("there's an unreachable check in merge.py around line 96-99, who added it and when?"),
        C("execute_bash", {"command": "git blame -L 96,99 src/tidyframe/ops/merge.py"}, bash(blame)),
        A("You're right, lines 98-99 can never run:\n\n"
          "- **Lines 96-97** (Sam Okafor, commit `a1d7e3f0`, 2025-06-03) reject any `how` that isn't `left`, `right`, `inner` or `outer`.\n"
          "- **Lines 98-99** (Ines Moreau, commit `5c09be22`, 2026-10-15) check `how == \"cross\"`, but `\"cross\"` was already rejected at line 96.\n\n"
          "So the cross-merge check was added about {{(date(2026,10,15)-date(2025,6,3)).days|d}} days after the validation it conflicts with. The fix is to add `\"cross\"` to the allowed list on line 96 (and the message on line 97)."),
        U("what's the full SHA of the newer commit"),
        C("execute_bash", {"command": "git rev-parse 5c09be22"}, bash("5c09be22e18f4a7b93d0c6e25f1b8a4d7c3e9f01")),
        A("`5c09be22e18f4a7b93d0c6e25f1b8a4d7c3e9f01`"),
        U("make the fix"),
        C("str_replace_editor", {"command": "str_replace", "path": "/workspace/tidyframe/src/tidyframe/ops/merge.py", "old_str": "    if how not in (\"left\", \"right\", \"inner\", \"outer\"):\n        raise ValueError(f\"how must be left, right, inner or outer, got {how!r}\")",
                                 "new_str": "    if how not in (\"left\", \"right\", \"inner\", \"outer\", \"cross\"):\n        raise ValueError(f\"how must be left, right, inner, outer or cross, got {how!r}\")"},
          "The file /workspace/tidyframe/src/tidyframe/ops/merge.py has been edited. Here's the result of running `cat -n` on a snippet of /workspace/tidyframe/src/tidyframe/ops/merge.py:\n    96\t    if how not in (\"left\", \"right\", \"inner\", \"outer\", \"cross\"):\n    97\t        raise ValueError(f\"how must be left, right, inner, outer or cross, got {how!r}\")\n    98\t    if how == \"cross\" and on is not None:\n    99\t        raise ValueError(\"cross merge takes no 'on'\")\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        A("Lines 96-97 now accept `\"cross\"`, so the check at lines 98-99 is reachable. I haven't run the tests yet; `tests/test_merge.py` is the place to add a cross-merge case."),
    ], fmt="anthropic")


def c13() -> Run:
    out = ("$ python -m timeit -s 'import tidyframe as tf; f = tf.read_csv(\"bench/data/taxi_1m.csv\")' 'f.sort_values(\"fare\")'\n"
           "5 loops, best of 5: 61.2 msec per loop\n"
           "$ python -m timeit -s 'import pandas as pd; f = pd.read_csv(\"bench/data/taxi_1m.csv\")' 'f.sort_values(\"fare\")'\n"
           "5 loops, best of 5: 84.7 msec per loop\n"
           "$ python -m timeit -s 'import polars as pl; f = pl.read_csv(\"bench/data/taxi_1m.csv\")' 'f.sort(\"fare\")'\n"
           "20 loops, best of 5: 17.9 msec per loop")
    return Run("coding-13", DEEPSEEKR1, SYSTEM, [
        U("how does our sort compare to pandas and polars on the 1M taxi file?"),
        C("execute_bash", {"command": "bash bench/compare_sort.sh"}, bash(out)),
        A("Sorting the 1M-row taxi file by `fare` (best of 5):\n\n"
          "| Library | Time | vs tidyframe |\n|---|---:|---:|\n| polars | 17.9 ms | {{61.2/17.9|.1f}}× faster |\n| **tidyframe** | **61.2 ms** | 1.0× |\n| pandas | 84.7 ms | {{84.7/61.2|.2f}}× slower |\n\n"
          "We're {{(84.7-61.2)/84.7*100|.0f}}% faster than pandas but about {{61.2/17.9|.1f}}× behind polars."),
        U("throughput in rows/s for us?"),
        A("1,000,000 rows / 0.0612 s ≈ **{{1e6/0.0612/1e6|.1f}} million rows/s**."),
        U("and pandas and polars throughput"),
        A("- pandas: 1,000,000 / 0.0847 s ≈ **{{1e6/0.0847/1e6|.1f}} million rows/s**\n- polars: 1,000,000 / 0.0179 s ≈ **{{1e6/0.0179/1e6|.1f}} million rows/s**"),
    ])


def c14() -> Run:
    status = ("On branch fix/1890-parquet-tz\nYour branch is ahead of 'origin/main' by 2 commits.\n  (use \"git push\" to publish your local commits)\n\n"
              "Changes not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n\tmodified:   src/tidyframe/io/parquet.py\n\tmodified:   tests/test_parquet.py\n\n"
              "Untracked files:\n  (use \"git add <file>...\" to include in what will be committed)\n\tscratch/repro_1890.py\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")")
    return Run("coding-14", DEVSTRAL, SYSTEM, [
        U("where am I in git"),
        C("execute_bash", {"command": "git status"}, bash(status)),
        A("You're on `fix/1890-parquet-tz`, 2 commits ahead of `origin/main` (not pushed yet).\n\nUncommitted changes:\n- modified: `src/tidyframe/io/parquet.py`\n- modified: `tests/test_parquet.py`\n- untracked: `scratch/repro_1890.py`"),
        U("commit the two modified files with a message referencing the issue"),
        C("execute_bash", {"command": "git add src/tidyframe/io/parquet.py tests/test_parquet.py && git commit -m \"Keep the time zone of tz-aware columns in to_parquet (#1890)\""},
          bash("[fix/1890-parquet-tz 7be41c9] Keep the time zone of tz-aware columns in to_parquet (#1890)\n 2 files changed, 38 insertions(+), 6 deletions(-)")),
        A("Committed as `7be41c9`: \"Keep the time zone of tz-aware columns in to_parquet (#1890)\", 2 files changed, 38 insertions(+), 6 deletions(-). The branch is now {{2+1|d}} commits ahead of origin/main; `scratch/repro_1890.py` is still untracked."),
        U("push it"),
        C("execute_bash", {"command": "git push -u origin fix/1890-parquet-tz"},
          bash("Enumerating objects: 19, done.\nCounting objects: 100% (19/19), done.\nWriting objects: 100% (11/11), 2.31 KiB | 2.31 MiB/s, done.\nTotal 11 (delta 7), reused 0 (delta 0), pack-reused 0\n"
               "remote: Create a pull request for 'fix/1890-parquet-tz' on GitHub by visiting:\nremote:      https://github.com/tidyframe/tidyframe/pull/new/fix/1890-parquet-tz\n"
               "To github.com:tidyframe/tidyframe.git\n * [new branch]      fix/1890-parquet-tz -> fix/1890-parquet-tz\nbranch 'fix/1890-parquet-tz' set up to track 'origin/fix/1890-parquet-tz'.")),
        A("Pushed: `fix/1890-parquet-tz` is on origin (11 objects, 2.31 KiB) and tracks `origin/fix/1890-parquet-tz`. You can open the PR at https://github.com/tidyframe/tidyframe/pull/new/fix/1890-parquet-tz."),
    ])


def c15() -> Run:
    out = ("mypy src/tidyframe\n"
           "src/tidyframe/ops/merge.py:74: error: Argument 1 to \"zip\" has incompatible type \"Sequence[str] | str\"; expected \"Iterable[str]\"  [arg-type]\n"
           "src/tidyframe/io/parquet.py:131: error: Item \"None\" of \"tzinfo | None\" has no attribute \"key\"  [union-attr]\n"
           "src/tidyframe/io/parquet.py:133: error: Returning Any from function declared to return \"str\"  [no-any-return]\n"
           "Found 3 errors in 2 files (checked 64 source files)")
    return Run("coding-15", GPT, SYSTEM, [
        U("does mypy pass?"),
        C("execute_bash", {"command": ".venv/bin/mypy src/tidyframe"}, bash(out, 1)),
        A("No: **3 errors in 2 files** (64 source files checked).\n\n"
          "1. `src/tidyframe/ops/merge.py:74` [arg-type]: `zip` gets `Sequence[str] | str`. That's the new check in `_align_keys`: if `on` is a single string, `zip(on, ...)` would iterate over its characters. It should normalize `on` to a list first.\n"
          "2. `src/tidyframe/io/parquet.py:131` [union-attr]: `tzinfo` may be `None` and has no `.key`.\n"
          "3. `src/tidyframe/io/parquet.py:133` [no-any-return]: returning `Any` where `str` is declared.\n\n"
          "Errors 2 and 3 are both in `parquet.py`'s time-zone code."),
        U("fix the merge one"),
        C("str_replace_editor", {"command": "str_replace", "path": "/workspace/tidyframe/src/tidyframe/ops/merge.py", "old_str": "    for name, lk, rk in zip(on, lcols, rcols):", "new_str": "    keys = [on] if isinstance(on, str) else list(on)\n    for name, lk, rk in zip(keys, lcols, rcols):"},
          "The file /workspace/tidyframe/src/tidyframe/ops/merge.py has been edited. Here's the result of running `cat -n` on a snippet of /workspace/tidyframe/src/tidyframe/ops/merge.py:\n    72\t    lcols = [left.column(k) for k in on]\n    73\t    rcols = [right.column(k) for k in on]\n    74\t    keys = [on] if isinstance(on, str) else list(on)\n    75\t    for name, lk, rk in zip(keys, lcols, rcols):\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        C("execute_bash", {"command": ".venv/bin/mypy src/tidyframe 2>&1 | tail -1"}, bash("Found 2 errors in 1 file (checked 64 source files)", 1)),
        A("Fixed `merge.py`: `on` is normalized to a list at line 74 before the `zip` at line 75. mypy is down to **2 errors in 1 file** (both in `parquet.py`). "
          "Note lines 72-73 still iterate over `on` directly, so a single-string `on` would also misbehave there; they should use `keys` too. Want me to move the normalization above them?"),
        U("yes"),
        C("str_replace_editor", {"command": "view", "path": "/workspace/tidyframe/src/tidyframe/ops/merge.py", "view_range": [70, 76]},
          cat_n("/workspace/tidyframe/src/tidyframe/ops/merge.py", 70, ["def _align_keys(left, right, on):", "    \"\"\"The key columns of both sides, cast to the right side's dtypes.\"\"\"",
                                                                        "    keys = [on] if isinstance(on, str) else list(on)", "    lcols = [left.column(k) for k in keys]", "    rcols = [right.column(k) for k in keys]",
                                                                        "    for name, lk, rk in zip(keys, lcols, rcols):", "        if lk.dtype.kind != rk.dtype.kind:"])),
        A("Moved: `keys` is now computed at line 72, and lines 73-74 build `lcols` and `rcols` from it; the loop is at line 75. A single string `on` now works everywhere in `_align_keys`."),
    ])


RUNS = [c01(), c02(), c03(), c04(), c05(), c06(), c07(), c08(), c09(), c10(), c11(), c12(), c13(), c14(), c15()]
