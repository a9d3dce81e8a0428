"""Coding runs 16-30: CI logs, flaky tests, memory, releases, bisects, lint, dependency updates, docs."""

from _coding import (CLAUDE, DEEPSEEK, DEEPSEEKR1, DEVSTRAL, GEMINI, GPT, GPT41, HAIKU, LLAMA, MINI, O3MINI,
                     PRO, QWEN, SONNET37, SYSTEM, bash, cat_n)
from _vocab import A, C, Run, U


def c16() -> Run:
    ci = {"id": 11873402115, "name": "CI", "head_branch": "fix/1890-parquet-tz", "head_sha": "7be41c94d2a0e8f3b61c5d7a9e2f04b8c3d1a6e5", "status": "completed", "conclusion": "failure",
          "run_started_at": "2026-11-30T13:02:44Z", "updated_at": "2026-11-30T13:19:31Z",
          "jobs": [{"name": "test (3.10, ubuntu-latest)", "conclusion": "success", "duration_s": 512},
                   {"name": "test (3.11, ubuntu-latest)", "conclusion": "success", "duration_s": 498},
                   {"name": "test (3.12, ubuntu-latest)", "conclusion": "success", "duration_s": 505},
                   {"name": "test (3.12, windows-latest)", "conclusion": "failure", "duration_s": 1007,
                    "failed_step": "pytest", "log_tail": "FAILED tests/test_parquet.py::test_roundtrip_tz[Europe/Paris] - OSError: [WinError 32] The process cannot access the file because it is being used by another process: 'C:\\\\Users\\\\runner\\\\AppData\\\\Local\\\\Temp\\\\pytest-of-runner\\\\pytest-0\\\\test_roundtrip_tz_Europe_Paris0\\\\x.parquet'\n1 failed, 1291 passed, 14 skipped in 911.62s (0:15:11)"},
                   {"name": "lint", "conclusion": "success", "duration_s": 41}]}
    return Run("coding-16", GPT41, SYSTEM, [
        U("CI on my branch is red, why?"),
        C("github_get_workflow_run", {"repo": "tidyframe/tidyframe", "branch": "fix/1890-parquet-tz", "latest": True}, ci),
        A("CI run **11873402115** on `fix/1890-parquet-tz` (commit `7be41c9`) failed on **one job only**: `test (3.12, windows-latest)`.\n\n"
          "- Failing test: `tests/test_parquet.py::test_roundtrip_tz[Europe/Paris]`\n"
          "- Error: `OSError: [WinError 32] The process cannot access the file because it is being used by another process` on the temp `x.parquet`\n"
          "- That job: 1 failed, 1,291 passed, 14 skipped in 911.62 s (15:11)\n\n"
          "The three Linux test jobs and lint passed. This is a Windows file-locking issue: the test most likely still holds the file open (a reader or memory map) when it writes or deletes `x.parquet` again. The time zone logic itself passes on Linux."),
        U("how long did the whole run take"),
        A("13:02:44 → 13:19:31 UTC: **{{((13*60+19)*60+31-((13*60+2)*60+44))//60|d}} min {{((13*60+19)*60+31-((13*60+2)*60+44))%60|d}} s** wall clock. The Windows job was the long pole at 1,007 s ({{1007//60|d}} min {{1007%60|d}} s), about twice as long as the Linux jobs (~500 s)."),
        U("show the test"),
        C("execute_bash", {"command": "grep -n \"def test_roundtrip_tz\" -A 8 tests/test_parquet.py"},
          bash("57:def test_roundtrip_tz(tmp_path, zone):\n58-    frame = tf.Frame({\"t\": tf.date_range(\"2026-03-29\", periods=4, freq=\"1h\", tz=zone)})\n59-    path = tmp_path / \"x.parquet\"\n"
               "60-    frame.to_parquet(path)\n61-    back = tf.read_parquet(path, memory_map=True)\n62-    assert back[\"t\"].dtype.tz == zone\n63-    frame.to_parquet(path)  # overwrite must work too\n64-    assert tf.read_parquet(path)[\"t\"].equals(frame[\"t\"])")),
        A("There it is: line 61 reads the file with `memory_map=True` and keeps `back` alive, then line 63 overwrites the same `x.parquet`. On Windows a memory-mapped file can't be replaced while the map is open. "
          "Fix: `del back` before line 63 (or read without `memory_map`, or write the second file to a new path)."),
        U("apply the del fix"),
        C("str_replace_editor", {"command": "str_replace", "path": "/workspace/tidyframe/tests/test_parquet.py", "old_str": "    frame.to_parquet(path)  # overwrite must work too", "new_str": "    del back  # release the memory map (Windows cannot replace a mapped file)\n    frame.to_parquet(path)  # overwrite must work too"},
          "The file /workspace/tidyframe/tests/test_parquet.py has been edited. Here's the result of running `cat -n` on a snippet of /workspace/tidyframe/tests/test_parquet.py:\n    61\t    back = tf.read_parquet(path, memory_map=True)\n    62\t    assert back[\"t\"].dtype.tz == zone\n    63\t    del back  # release the memory map (Windows cannot replace a mapped file)\n    64\t    frame.to_parquet(path)  # overwrite must work too\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        A("Added `del back` at line 63, before the overwrite (now line 64). I can't run Windows here, so push it and let the `test (3.12, windows-latest)` job confirm."),
    ])


def c17() -> Run:
    runs = bash("run 1: 1 failed, 211 passed\nrun 2: 212 passed\nrun 3: 212 passed\nrun 4: 1 failed, 211 passed\nrun 5: 212 passed\nrun 6: 212 passed\n"
                "run 7: 212 passed\nrun 8: 1 failed, 211 passed\nrun 9: 212 passed\nrun 10: 212 passed\n"
                "failures: tests/test_sample.py::test_sample_frac_reproducible (3 of 10)")
    return Run("coding-17", CLAUDE, SYSTEM, [
        U("tests/test_sample.py is flaky in CI. Can you check how often it fails locally?"),
        C("execute_bash", {"command": "for i in $(seq 1 10); do echo -n \"run $i: \"; .venv/bin/pytest -q -p randomly tests/test_sample.py 2>&1 | tail -1 | sed 's/ in .*//'; done; echo failures: ..."}, runs),
        A("I ran `tests/test_sample.py` 10 times with random test order. It failed in **3 of 10 runs** (runs 1, 4 and 8), always the same test: `test_sample_frac_reproducible`, and always as 1 failure out of 212 tests.\n\n"
          "A {{3/10*100|.0f}}% failure rate with random ordering suggests that test depends on global random state that other tests modify. Let me look at it."),
        U("go"),
        C("str_replace_editor", {"command": "view", "path": "/workspace/tidyframe/tests/test_sample.py", "view_range": [30, 38]},
          cat_n("/workspace/tidyframe/tests/test_sample.py", 30, [
              "def test_sample_frac_reproducible():", "    frame = tf.Frame({\"x\": range(1000)})", "    np.random.seed(42)", "    a = frame.sample(frac=0.1)",
              "    b = frame.sample(frac=0.1)", "    np.random.seed(42)", "    c = frame.sample(frac=0.1)", "    assert a.equals(c)", "    assert not a.equals(b)"])),
        A("The test (lines 30-38) seeds NumPy's global generator and expects `frame.sample` to use it. The assertions themselves look right: `a` and `c` follow the same seed (lines 32 and 35), `b` doesn't.\n\n"
          "So the flakiness must come from `frame.sample` not (always) drawing from `np.random`'s global state, for example if it uses a module-level `Generator` that other tests advance. I'd check `Frame.sample` next; the robust fix is to pass `random_state=42` explicitly rather than relying on global seeding."),
        U("so how many tests ran in total over the 10 runs"),
        A("10 runs × 212 tests = **{{10*212|,d}}** test executions, of which 3 failed ({{3/(10*212)*100|.2f}}%)."),
    ], fmt="anthropic")


def c18() -> Run:
    mem = ("Filename: bench/mem_read_csv.py\n\nLine #    Mem usage    Increment  Occurrences   Line Contents\n=============================================================\n"
           "     6     88.4 MiB     88.4 MiB           1   @profile\n     7                                         def main():\n"
           "     8   1342.9 MiB   1254.5 MiB           1       f = tf.read_csv(\"bench/data/taxi_1m.csv\")\n"
           "     9   1343.1 MiB      0.2 MiB           1       g = f[f[\"fare\"] > 10]\n"
           "    10   2110.6 MiB    767.5 MiB           1       h = g.to_pandas()\n"
           "    11   2110.6 MiB      0.0 MiB           1       return h")
    return Run("coding-18", GEMINI, SYSTEM, [
        U("memory profile of the read_csv benchmark"),
        C("execute_bash", {"command": ".venv/bin/python -m memory_profiler bench/mem_read_csv.py"}, bash(mem)),
        A("Peak **2110.6 MiB**.\n* line 8 `read_csv`: +1254.5 MiB\n* line 9 filter: +0.2 MiB (a view)\n* line 10 `to_pandas`: +767.5 MiB\n\n"
          "`read_csv` is {{1254.5/(2110.6-88.4)*100|.0f}}% of the growth over the 88.4 MiB baseline."),
        U("in GB?"),
        A("2110.6 MiB = {{2110.6*2**20/1e9|.2f}} GB ({{2110.6/1024|.2f}} GiB)."),
        U("and the csv file size is 412 MB, so how many times the file size does read_csv take"),
        A("1254.5 MiB is {{1254.5*2**20/1e6|.1f}} MB, so about **{{1254.5*2**20/1e6/412|.1f}}×** the 412 MB file."),
        U("what would we save if to_pandas were zero-copy"),
        A("The whole 767.5 MiB increment of line 10, so the peak would drop from 2110.6 MiB to about {{2110.6-767.5|.1f}} MiB ({{767.5/2110.6*100|.0f}}% less)."),
    ])


def c19() -> Run:
    tags = bash("v2.14.0\nv2.13.2\nv2.13.1\nv2.13.0\nv2.12.4")
    changelog = cat_n("/workspace/tidyframe/CHANGELOG.md", 1, [
        "# Changelog", "", "## Unreleased", "", "- Speed up groupby on categorical keys, 4.2x on 1M rows (#1861)",
        "- merge: clear TypeError when key dtypes differ (#1873)", "- to_parquet keeps the time zone of tz-aware columns (#1890)", "", "## 2.14.0 (2026-11-24)", ""])
    return Run("coding-19", SONNET37, SYSTEM, [
        U("I want to cut the next release. What version should it be and what goes in the notes?"),
        C("execute_bash", {"command": "git tag --sort=-v:refname | head -5"}, tags),
        C("str_replace_editor", {"command": "view", "path": "/workspace/tidyframe/CHANGELOG.md", "view_range": [1, 10]}, changelog),
        A("The latest tag is **v2.14.0**, and the Unreleased section of the changelog has three entries:\n\n"
          "1. Speed up groupby on categorical keys, 4.2x on 1M rows (#1861), a performance improvement\n"
          "2. merge: clear TypeError when key dtypes differ (#1873), a bug fix (though it changes the exception message users see)\n"
          "3. to_parquet keeps the time zone of tz-aware columns (#1890), a bug fix\n\n"
          "There are no new public APIs and nothing removed, so under semantic versioning this is a patch release: **2.14.1**. "
          "If you count the groupby speedup as a feature-level change you could argue for **2.15.0**."),
        U("go with 2.15.0. write the release header for the changelog with today's date"),
        C("str_replace_editor", {"command": "str_replace", "path": "/workspace/tidyframe/CHANGELOG.md", "old_str": "## Unreleased\n", "new_str": "## 2.15.0 (2026-11-30)\n"},
          "The file /workspace/tidyframe/CHANGELOG.md has been edited. Here's the result of running `cat -n` on a snippet of /workspace/tidyframe/CHANGELOG.md:\n     1\t# Changelog\n     2\t\n     3\t## 2.15.0 (2026-11-30)\n     4\t\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        A("Done: line 3 of `CHANGELOG.md` now reads `## 2.15.0 (2026-11-30)`, in the same format as `## 2.14.0 (2026-11-24)`. That's {{(date(2026,11,30)-date(2026,11,24)).days|d}} days after 2.14.0. "
          "You'll also want to bump `version` in `pyproject.toml` to `2.15.0` before tagging `v2.15.0`."),
        U("bump pyproject too"),
        C("execute_bash", {"command": "sed -i 's/^version = .*/version = \"2.15.0\"/' pyproject.toml && grep -n '^version' pyproject.toml"}, bash("3:version = \"2.15.0\"")),
        A("`pyproject.toml` line 3 now says `version = \"2.15.0\"`. Next: commit both files, then `git tag -a v2.15.0 -m \"tidyframe 2.15.0\"`."),
    ], fmt="anthropic")


def c20() -> Run:
    bisect = ("Bisecting: 6 revisions left to test after this (roughly 3 steps)\n[c48e1a0f9b2d7e65a3f0c1d8b4e9a27f6d5c0b13] Vectorize Column.isin\n"
              "...\n"
              "d2f9a61c0b7e4835f1a2c9d0e6b3f7a84c5e1d92 is the first bad commit\ncommit d2f9a61c0b7e4835f1a2c9d0e6b3f7a84c5e1d92\nAuthor: Lena Park <lena@tidyframe.dev>\nDate:   Wed Nov 11 10:15:09 2026 -0800\n\n"
              "    Use pyarrow compute for string contains (#1832)\n\n src/tidyframe/ops/strings.py | 47 +++++++++++++++++++++++++----------------------\n 1 file changed, 25 insertions(+), 22 deletions(-)\n"
              "bisect found first bad commit")
    return Run("coding-20", DEEPSEEK, SYSTEM, [
        U("str.contains with regex=False started treating dots as wildcards somewhere between v2.13.0 and v2.14.0. bisect it with tests/test_strings.py::test_contains_literal_dot"),
        C("execute_bash", {"command": "git bisect start v2.14.0 v2.13.0 && git bisect run .venv/bin/pytest -q tests/test_strings.py::test_contains_literal_dot 2>&1 | tail -12"}, bash(bisect)),
        A("First bad commit: **`d2f9a61`** (`d2f9a61c0b7e4835f1a2c9d0e6b3f7a84c5e1d92`), \"Use pyarrow compute for string contains (#1832)\" by Lena Park, Nov 11 2026.\n\n"
          "It only touches `src/tidyframe/ops/strings.py` (25 insertions, 22 deletions). Likely it calls `pc.match_substring_regex` regardless of `regex=False` instead of `pc.match_substring`."),
        U("check the file"),
        C("execute_bash", {"command": "git bisect reset >/dev/null; grep -n \"match_substring\" src/tidyframe/ops/strings.py"},
          bash("88:        return pc.match_substring_regex(arr, pattern, ignore_case=not case)\n92:    return pc.match_substring_regex(arr, pattern, ignore_case=not case)")),
        A("Confirmed: both calls (lines 88 and 92) use `match_substring_regex`. The one for `regex=False` should be `pc.match_substring(arr, pattern, ignore_case=not case)`. Which line is the literal branch? Let me know or I'll view lines 80-92."),
        U("view it"),
        C("str_replace_editor", {"command": "view", "path": "/workspace/tidyframe/src/tidyframe/ops/strings.py", "view_range": [84, 92]},
          cat_n("/workspace/tidyframe/src/tidyframe/ops/strings.py", 84, ["def contains(arr, pattern, case=True, regex=True):", "    if regex:", "        if not case:", "            pattern = \"(?i)\" + pattern",
                                                                             "        return pc.match_substring_regex(arr, pattern, ignore_case=not case)", "    # literal match", "    if not pattern:", "        return pc.equal(arr, arr)",
                                                                             "    return pc.match_substring_regex(arr, pattern, ignore_case=not case)"])),
        A("Line 92 is the literal branch (after the `# literal match` comment at line 89). It should be `pc.match_substring(arr, pattern, ignore_case=not case)`. Line 88 (the regex branch) is correct."),
    ])


def c21() -> Run:
    ruff = ("src/tidyframe/frame.py:1041:9: PLC0415 `import` should be at the top-level of a file\n"
            "src/tidyframe/io/parquet.py:12:1: F401 [*] `typing.cast` imported but unused\n"
            "src/tidyframe/io/parquet.py:140:89: E501 Line too long (104 > 88)\n"
            "src/tidyframe/ops/strings.py:7:1: I001 [*] Import block is un-sorted or un-formatted\n"
            "tests/test_sample.py:3:8: F401 [*] `random` imported but unused\n"
            "Found 5 errors.\n[*] 3 fixable with the `--fix` option.")
    return Run("coding-21", MINI, SYSTEM, [
        U("ruff check"),
        C("execute_bash", {"command": ".venv/bin/ruff check src tests"}, bash(ruff, 1)),
        A("Ruff found **5 errors**, **3** of them auto-fixable with `--fix`:\n\n"
          "| File | Line:Col | Code | Issue | Auto-fix |\n|---|---|---|---|---|\n"
          "| `src/tidyframe/frame.py` | 1041:9 | PLC0415 | `import` not at top level | no |\n"
          "| `src/tidyframe/io/parquet.py` | 12:1 | F401 | `typing.cast` imported but unused | yes |\n"
          "| `src/tidyframe/io/parquet.py` | 140:89 | E501 | line too long (104 > 88) | no |\n"
          "| `src/tidyframe/ops/strings.py` | 7:1 | I001 | unsorted imports | yes |\n"
          "| `tests/test_sample.py` | 3:8 | F401 | `random` imported but unused | yes |\n\n"
          "The long line in parquet.py is {{104-88|d}} characters over the limit."),
        U("fix the auto ones"),
        C("execute_bash", {"command": ".venv/bin/ruff check src tests --fix"}, bash("src/tidyframe/frame.py:1041:9: PLC0415 `import` should be at the top-level of a file\nsrc/tidyframe/io/parquet.py:140:89: E501 Line too long (104 > 88)\nFound 5 errors (3 fixed, 2 remaining).", 1)),
        A("Fixed 3, **2 remaining**: `frame.py:1041` (the local `import warnings` in `Frame.ix`) and `parquet.py:140` (the long line). Both need a manual edit."),
        U("fix the long line, wrap it"),
        C("str_replace_editor", {"command": "view", "path": "/workspace/tidyframe/src/tidyframe/io/parquet.py", "view_range": [139, 141]},
          cat_n("/workspace/tidyframe/src/tidyframe/io/parquet.py", 139, ["    if zone is not None:", "        fields[i] = pa.field(name, pa.timestamp(unit, tz=zone.key if hasattr(zone, \"key\") else str(zone)), nullable=True)", "    return pa.schema(fields)"])),
        A("Line 140 is the `pa.field(...)` call. I'd split it as:\n\n```python\n        tz = zone.key if hasattr(zone, \"key\") else str(zone)\n        fields[i] = pa.field(name, pa.timestamp(unit, tz=tz), nullable=True)\n```\n\nThat keeps both lines under 88 characters. Shall I apply it?"),
    ])


def c22() -> Run:
    outdated = bash("Package    Version Latest Type\n---------- ------- ------ -----\n"
                    "hypothesis 6.112.1 6.118.8 wheel\nmypy       1.11.2  1.13.0  wheel\npyarrow    17.0.0  18.1.0  wheel\npytest     8.3.3   8.3.4   wheel\nruff       0.6.9   0.8.1   wheel")
    return Run("coding-22", QWEN, SYSTEM, [
        U("what deps are outdated in the venv"),
        C("execute_bash", {"command": ".venv/bin/pip list --outdated"}, outdated),
        A("5 outdated packages:\n\n| Package | Installed | Latest | Bump |\n|---|---|---|---|\n"
          "| hypothesis | 6.112.1 | 6.118.8 | minor |\n| mypy | 1.11.2 | 1.13.0 | minor |\n| pyarrow | 17.0.0 | 18.1.0 | **major** |\n| pytest | 8.3.3 | 8.3.4 | patch |\n| ruff | 0.6.9 | 0.8.1 | minor (0.x, may change rules) |\n\n"
          "pyarrow is the only runtime dependency here; the others are dev tools. pyarrow 18 is a major bump, so I'd test it separately."),
        U("upgrade pyarrow and run the suite"),
        C("execute_bash", {"command": ".venv/bin/pip install -q 'pyarrow==18.1.0' && .venv/bin/pytest -q -p no:randomly 2>&1 | tail -3"},
          bash("FAILED tests/test_parquet.py::test_write_statistics_off - TypeError: write_table() got an unexpected keyword argument 'write_statistics_legacy'\n"
               "FAILED tests/test_io.py::test_read_csv_decimal_comma[de_DE] - AssertionError: assert 123456.0 == 1234.56 ± 1.2e-03\n"
               "2 failed, 1279 passed, 13 skipped, 5 warnings in 51.02s", 1)),
        A("With pyarrow **18.1.0**: 2 failed, [[1,269]] passed, 13 skipped (51.02 s).\n\n"
          "- `test_parquet.py::test_write_statistics_off`: new failure, `write_table()` no longer accepts `write_statistics_legacy`: a real pyarrow 18 incompatibility.\n"
          "- `test_io.py::test_read_csv_decimal_comma[de_DE]`: the known decimal-comma bug, unrelated to pyarrow.",
          why="The run printed 1279 passed; the answer writes 1,269, a digit off."),
        U("what do you suggest for the statistics one"),
        A("`test_write_statistics_off` passes `write_statistics_legacy`, which pyarrow 18.1.0 rejects. Check whether tidyframe's `to_parquet` forwards that keyword to `write_table()`; if so, drop it when `pyarrow.__version__` is 18 or later, or use `write_statistics=False`, which both versions accept."),
    ])


def c23() -> Run:
    tb = ("Traceback (most recent call last):\n"
          "  File \"<stdin>\", line 3, in <module>\n"
          "  File \"/workspace/tidyframe/src/tidyframe/frame.py\", line 877, in pivot\n"
          "    table = self._pivot_table(index, columns, values, aggfunc=None)\n"
          "  File \"/workspace/tidyframe/src/tidyframe/frame.py\", line 934, in _pivot_table\n"
          "    raise ValueError(f\"duplicate entries for index={dupe[0]!r}, columns={dupe[1]!r} ({n} rows); use pivot_table with an aggfunc\")\n"
          "ValueError: duplicate entries for index='2026-11-02', columns='EMEA' (3 rows); use pivot_table with an aggfunc")
    return Run("coding-23", LLAMA, SYSTEM, [
        U("the user in issue #1897 says pivot gives a confusing error on their data. here's their snippet: tf.read_csv('sales.csv').pivot(index='day', columns='region', values='amount'). reproduce with the attached sales.csv"),
        C("execute_bash", {"command": ".venv/bin/python - <<'EOF'\nimport tidyframe as tf\nf = tf.read_csv('scratch/sales_1897.csv')\nf.pivot(index='day', columns='region', values='amount')\nEOF"}, bash(tb, 1)),
        A("Reproduced. The error is raised in src/tidyframe/frame.py at line 934 (in _pivot_table, called from pivot at line 877):\n\n"
          "ValueError: duplicate entries for index='2026-11-02', columns='EMEA' (3 rows); use pivot_table with an aggfunc\n\n"
          "The message is actually accurate: the file has 3 rows for day 2026-11-02 and region EMEA, so pivot can't decide which amount to put in that cell. The user should use pivot_table with aggfunc='sum' (or 'mean'). "
          "We could improve the message by listing the first few duplicate rows, but it is not a bug."),
        U("ok reply to the issue"),
        C("github_create_comment", {"repo": "tidyframe/tidyframe", "issue_number": 1897, "body": "Thanks for the report! `pivot` needs each (index, columns) pair to be unique; your file has 3 rows for day `2026-11-02` / region `EMEA`. Use `pivot_table(index='day', columns='region', values='amount', aggfunc='sum')` to combine them. We'll look at making the error list the duplicate rows."},
          {"id": 2519884031, "html_url": "https://github.com/tidyframe/tidyframe/issues/1897#issuecomment-2519884031", "created_at": "2026-11-30T16:20:12Z"}),
        A("Posted the reply on #1897 (comment 2519884031), pointing them to pivot_table with aggfunc='sum' and mentioning we'll improve the error."),
        U("how long between the issue and our reply? issue was opened at 09:05 UTC today"),
        A("09:05 UTC → 16:20:12 UTC: about **{{(16*60+20)-(9*60+5)|d}} minutes**, i.e. {{((16*60+20)-(9*60+5))//60|d}} h {{((16*60+20)-(9*60+5))%60|d}} min."),
    ])


def c24() -> Run:
    log = bash("9f3c2a71 2026-11-26 Speed up groupby on categorical keys (#1861)\n4be8d10c 2026-11-24 Release 2.14.0\ne71a0c95 2026-11-23 Fix read_csv decimal handling for fr_FR (#1855)\n"
               "d2f9a61c 2026-11-11 Use pyarrow compute for string contains (#1832)\nc48e1a0f 2026-11-09 Vectorize Column.isin\n5c09be22 2026-10-15 Add cross merge (#1790)")
    return Run("coding-24", GPT, SYSTEM, [
        U("I need to cherry-pick the fr_FR decimal fix onto the 2.13.x branch. What's the commit?"),
        C("execute_bash", {"command": "git log --format='%h %ad %s' --date=short -6 --abbrev=8"}, log),
        A("The fr_FR decimal fix is **`e71a0c95`** (2026-11-23, \"Fix read_csv decimal handling for fr_FR (#1855)\").\n\nTo cherry-pick it:\n\n```bash\ngit switch release/2.13.x\ngit cherry-pick -x [[e71a0c59]]\n```\n\n"
          "`-x` adds a \"(cherry picked from commit ...)\" line so the backport is traceable.",
          why="The command swaps the last two characters of the SHA e71a0c95 that the answer itself quoted a line above."),
        U("it says bad revision"),
        A("My mistake: I mistyped the hash in the command. The correct one is `e71a0c95`:\n\n```bash\ngit cherry-pick -x e71a0c95\n```"),
        U("done, conflicts in csv.py"),
        C("execute_bash", {"command": "git diff --name-only --diff-filter=U && git diff src/tidyframe/io/csv.py | head -20"},
          bash("src/tidyframe/io/csv.py\n@@@ -115,7 -115,10 +115,14 @@@ def _cell_to_float(cell: str, locale_nam\n    if \",\" not in cell:\n        return _parse_number(cell)\n    cell = cell.strip()\n++<<<<<<< HEAD\n +    thousands = \".\"\n++=======\n+     thousands = \".\" if locale_name.startswith(\"de\") else \"\\u202f\"\n++>>>>>>> e71a0c95 (Fix read_csv decimal handling for fr_FR (#1855))")),
        A("One conflict, in `_cell_to_float` around line 115 of `src/tidyframe/io/csv.py`:\n\n- **2.13.x (HEAD):** `thousands = \".\"` for every European locale\n- **the fix:** `thousands = \".\"` for German, a narrow no-break space (`\\u202f`) otherwise, which is what fr_FR writes (`1 234,56`)\n\n"
          "Take the fix's side: it's the whole point of the backport. Then `git add src/tidyframe/io/csv.py && git cherry-pick --continue`."),
    ])


def c25() -> Run:
    out = bash("Running 3 benchmarks x 7 rounds (warmup 2)\n\n"
               "name                          min       median      max       rounds\n"
               "test_bench_read_parquet       182.41ms  188.07ms    201.33ms  7\n"
               "test_bench_write_parquet      296.90ms  305.52ms    331.08ms  7\n"
               "test_bench_roundtrip_tz       501.17ms  512.64ms    540.21ms  7\n\n"
               "Comparing against 0003_main.json:\n"
               "test_bench_read_parquet       median 186.90ms -> 188.07ms (+0.63%)\n"
               "test_bench_write_parquet      median 271.44ms -> 305.52ms (+12.56%)\n"
               "test_bench_roundtrip_tz       median 468.05ms -> 512.64ms (+9.53%)")
    return Run("coding-25", O3MINI, SYSTEM, [
        U("did the #1890 fix slow down parquet IO? run the parquet benchmarks vs the main baseline"),
        C("execute_bash", {"command": ".venv/bin/pytest bench/test_bench_parquet.py --benchmark-only --benchmark-compare=0003_main --benchmark-columns=min,median,max,rounds -q"}, out),
        A("Yes, writes got slower:\n\n"
          "| Benchmark | main (median) | #1890 branch (median) | Change |\n|---|---:|---:|---:|\n"
          "| read_parquet | 186.90 ms | 188.07 ms | +0.63% (noise) |\n| **write_parquet** | 271.44 ms | 305.52 ms | **+12.56%** |\n| roundtrip_tz | 468.05 ms | 512.64 ms | +9.53% |\n\n"
          "The write path is {{305.52-271.44|.2f}} ms slower per call. The round-trip slowdown ({{512.64-468.05|.2f}} ms) is mostly that same write cost. "
          "The likely cause is the fix converting tz-aware columns to strings or re-deriving metadata per column on write."),
        U("is 12% over the 10% budget we have in the contributing guide?"),
        A("Yes, +12.56% is {{12.56-10|.2f}} percentage points over a 10% budget. The round trip at +9.53% is just under."),
        U("how many ms per call would we need to shave off write to be within budget"),
        A("The budget is +10% on 271.44 ms, i.e. {{271.44*1.1|.2f}} ms. We're at 305.52 ms, so we need to cut **{{305.52-271.44*1.1|.2f}} ms** per write."),
    ])


def c26() -> Run:
    doc = bash("[sphinx] building [html]: targets for 148 source files that are out of date\n"
               "docs/api/frame.rst:412: WARNING: undefined label: 'pivot-table-guide'\n"
               "docs/user_guide/io.rst:88: WARNING: Unknown target name: \"decimal\".\n"
               "docs/user_guide/io.rst:240: WARNING: duplicate object description of tidyframe.read_parquet, other instance in api/io, use :no-index: for one of them\n"
               "docs/whatsnew/v2.14.0.rst:31: WARNING: py:func reference target not found: tidyframe.Frame.ix\n"
               "build succeeded, 4 warnings.\n\nThe HTML pages are in docs/_build/html.")
    return Run("coding-26", HAIKU, SYSTEM, [
        U("does the docs build have warnings? we build with -W in CI next week"),
        C("execute_bash", {"command": "cd docs && make html 2>&1 | tail -8"}, doc),
        A("The build succeeds but with **4 warnings**, so it would fail under `-W`:\n\n"
          "1. `docs/api/frame.rst:412`: undefined label `pivot-table-guide`\n"
          "2. `docs/user_guide/io.rst:88`: unknown target name `decimal`\n"
          "3. `docs/user_guide/io.rst:240`: duplicate description of `tidyframe.read_parquet` (also in `api/io`); add `:no-index:` to one\n"
          "4. `docs/whatsnew/v2.14.0.rst:31`: reference to `tidyframe.Frame.ix` not found\n\n"
          "148 source files were rebuilt."),
        U("fix 3"),
        C("execute_bash", {"command": "sed -n '238,242p' docs/user_guide/io.rst"}, bash(".. autofunction:: tidyframe.read_csv\n\n.. autofunction:: tidyframe.read_parquet\n\n.. autofunction:: tidyframe.read_excel")),
        C("str_replace_editor", {"command": "str_replace", "path": "/workspace/tidyframe/docs/user_guide/io.rst", "old_str": ".. autofunction:: tidyframe.read_parquet\n", "new_str": ".. autofunction:: tidyframe.read_parquet\n   :no-index:\n"},
          "The file /workspace/tidyframe/docs/user_guide/io.rst has been edited. Here's the result of running `cat -n` on a snippet of /workspace/tidyframe/docs/user_guide/io.rst:\n   238\t.. autofunction:: tidyframe.read_csv\n   239\t\n   240\t.. autofunction:: tidyframe.read_parquet\n   241\t   :no-index:\n   242\t\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        A("Added `:no-index:` under the `read_parquet` autofunction (line 241 of `docs/user_guide/io.rst`), so the API page stays the canonical entry. That leaves {{4-1|d}} warnings."),
        U("and the Frame.ix one?"),
        A("`docs/whatsnew/v2.14.0.rst:31` links `tidyframe.Frame.ix`, which Sphinx can't resolve (most likely because `ix` is deprecated and not documented). Since it's a historical changelog, the simplest fix is to make it literal text, e.g. ``` ``Frame.ix`` ``` instead of `:py:func:`, so it no longer tries to resolve."),
    ], fmt="anthropic")


def c27() -> Run:
    pyv = bash("Python 3.11.9\n---\n3.11.9 (main, Apr  6 2024, 17:59:24) [GCC 11.4.0]\n---\ntidyframe 2.15.0.dev0 from /workspace/tidyframe/src/tidyframe (editable)\nnumpy 2.1.3\npyarrow 18.1.0")
    return Run("coding-27", DEVSTRAL, SYSTEM, [
        U("for the bug report template: python, tidyframe, numpy, pyarrow versions?"),
        C("execute_bash", {"command": ".venv/bin/python --version; echo ---; .venv/bin/python -c 'import sys; print(sys.version)'; echo ---; .venv/bin/python -c 'import tidyframe, numpy, pyarrow; print(\"tidyframe\", tidyframe.__version__, \"from\", tidyframe.__path__[0], \"(editable)\"); print(\"numpy\", numpy.__version__); print(\"pyarrow\", pyarrow.__version__)'"}, pyv),
        A("```\nPython:    3.11.9 (GCC 11.4.0)\ntidyframe: 2.15.0.dev0 (editable install)\nnumpy:     2.1.3\npyarrow:   18.1.0\n```"),
        U("wait pyarrow 18? I thought we had 17"),
        A("The version check above says pyarrow [[18.0.1]], so this venv is on 18, not 17: it was upgraded when the suite was run against the new pyarrow. If you want the report to reflect the supported setup, downgrade with `pip install 'pyarrow<18'` and rerun the check.",
          why="The version check printed pyarrow 18.1.0; the answer writes 18.0.1."),
    ])


def c28() -> Run:
    out = bash("before (main @ 4be8d10):  isin 1M x 10k values: 1.84 s\n"
               "after  (HEAD  @ c48e1a0): isin 1M x 10k values: 0.23 s\n"
               "before (main @ 4be8d10):  isin 1M x 10 values:  31.2 ms\n"
               "after  (HEAD  @ c48e1a0): isin 1M x 10 values:  29.8 ms")
    return Run("coding-28", PRO, SYSTEM, [
        U("what speedup did the isin vectorization give? I'm writing the release notes"),
        C("execute_bash", {"command": "bash bench/compare.sh 4be8d10 c48e1a0 isin"}, out),
        A("For `Column.isin` on 1M rows:\n\n"
          "| Lookup set | Before (`4be8d10`) | After (`c48e1a0`) | Speedup |\n|---|---:|---:|---:|\n"
          "| 10,000 values | 1.84 s | 0.23 s | **[[7.2×]]** |\n| 10 values | 31.2 ms | 29.8 ms | {{31.2/29.8|.2f}}× (within noise) |\n\n"
          "For the release notes: \"`Column.isin` is up to 7× faster with large lookup sets\".",
          why="1.84 / 0.23 is 8.0×; the answer writes 7.2× (and then 7× in the suggested note, from the wrong figure)."),
        U("double-check the first ratio"),
        A("1.84 ÷ 0.23 = **{{1.84/0.23|.1f}}×**. I had it wrong: the note should say \"up to 8× faster\"."),
        U("and how much time does that save on the 10k case, per call"),
        A("1.84 s − 0.23 s = **{{1.84-0.23|.2f}} s** per call."),
    ])


def c29() -> Run:
    out = bash("tests/test_reshape.py::test_pivot_keeps_index_name FAILED\n\n"
               "    def test_pivot_keeps_index_name():\n        frame = tf.Frame({\"region\": [\"EMEA\", \"APAC\"], \"q\": [\"Q1\", \"Q1\"], \"v\": [1, 2]})\n        out = frame.pivot(index=\"region\", columns=\"q\", values=\"v\")\n"
               ">       assert out.index.name == \"region\"\nE       AssertionError: assert None == 'region'\n\ntests/test_reshape.py:87: AssertionError\n"
               "1 failed in 0.37s", 1)
    grep = bash("src/tidyframe/frame.py:912:        index = Index(keys)\nsrc/tidyframe/frame.py:948:        return Frame(data, index=index)")
    return Run("coding-29", GPT41, SYSTEM, [
        U("fix test_pivot_keeps_index_name"),
        C("execute_bash", {"command": ".venv/bin/pytest tests/test_reshape.py::test_pivot_keeps_index_name -q 2>&1 | tail -15"}, out),
        C("execute_bash", {"command": "grep -n \"Index(keys)\\|return Frame(data, index=index)\" src/tidyframe/frame.py"}, grep),
        A("The test (`tests/test_reshape.py:87`) expects `out.index.name == \"region\"` but gets `None`. In `src/tidyframe/frame.py`, `_pivot_table` builds the index at line 912 with `Index(keys)` and never passes a name, then returns `Frame(data, index=index)` at line 948. The fix is to name it after the `index` argument:"),
        C("str_replace_editor", {"command": "str_replace", "path": "/workspace/tidyframe/src/tidyframe/frame.py", "old_str": "        index = Index(keys)\n", "new_str": "        index = Index(keys, name=index_name)\n"},
          "The file /workspace/tidyframe/src/tidyframe/frame.py has been edited. Here's the result of running `cat -n` on a snippet of /workspace/tidyframe/src/tidyframe/frame.py:\n   910\t        index_name = index if isinstance(index, str) else None\n   911\t        keys = sorted(set(self.column(index)))\n   912\t        index = Index(keys, name=index_name)\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        C("execute_bash", {"command": ".venv/bin/pytest tests/test_reshape.py -q 2>&1 | tail -1"}, bash("38 passed in 0.81s")),
        A("Fixed: line 912 now builds `Index(keys, name=index_name)`, using the `index_name` already computed at line 910. `tests/test_reshape.py`: **38 passed** in 0.81s."),
        U("full suite?"),
        C("execute_bash", {"command": ".venv/bin/pytest -q -p no:randomly 2>&1 | tail -2"},
          bash("FAILED tests/test_io.py::test_read_csv_decimal_comma[de_DE] - AssertionError: assert 123456.0 == 1234.56 ± 1.2e-03\n1 failed, 1270 passed, 13 skipped, 3 warnings in 49.35s", 1)),
        A("Full suite: **1 failed, 1,270 passed, 13 skipped** in 49.35 s. The only failure left is the known `test_read_csv_decimal_comma[de_DE]`. Total collected: {{1+1270+13|,d}}."),
    ])


def c30() -> Run:
    tree = bash("src/tidyframe\n├── __init__.py\n├── column.py\n├── compat.py\n├── frame.py\n├── io\n│   ├── __init__.py\n│   ├── csv.py\n│   ├── excel.py\n│   └── parquet.py\n└── ops\n    ├── __init__.py\n    ├── groupby.py\n    ├── merge.py\n    ├── strings.py\n    └── window.py\n\n2 directories, 14 files")
    wc = bash("    18 src/tidyframe/__init__.py\n  1204 src/tidyframe/column.py\n    41 src/tidyframe/compat.py\n  3377 src/tidyframe/frame.py\n     9 src/tidyframe/io/__init__.py\n"
              "   402 src/tidyframe/io/csv.py\n   233 src/tidyframe/io/excel.py\n   291 src/tidyframe/io/parquet.py\n     6 src/tidyframe/ops/__init__.py\n   688 src/tidyframe/ops/groupby.py\n"
              "   512 src/tidyframe/ops/merge.py\n   207 src/tidyframe/ops/strings.py\n   389 src/tidyframe/ops/window.py\n  7377 total")
    return Run("coding-30", CLAUDE, SYSTEM, [
        U("I'm new here. Give me a map of the package and how big each part is."),
        C("execute_bash", {"command": "tree src/tidyframe -I '__pycache__|_libs'"}, tree),
        C("execute_bash", {"command": "wc -l $(find src/tidyframe -name '*.py' -not -path '*/_libs/*' | sort)"}, wc),
        A("Here's the layout of `src/tidyframe` (excluding the compiled `_libs`): 14 files in 2 subpackages (`io/`, `ops/`) and the package root, **7,377 lines** of Python in total.\n\n"
          "| Part | Files | Lines | Share |\n|---|---|---:|---:|\n"
          "| Core: `frame.py` | 1 | 3,377 | {{3377/7377*100|.0f}}% |\n"
          "| Core: `column.py` | 1 | 1,204 | {{1204/7377*100|.0f}}% |\n"
          "| `ops/` (groupby, merge, strings, window) | 5 | {{6+688+512+207+389|,d}} | {{(6+688+512+207+389)/7377*100|.0f}}% |\n"
          "| `io/` (csv, excel, parquet) | 4 | {{9+402+233+291|d}} | {{(9+402+233+291)/7377*100|.0f}}% |\n"
          "| `__init__.py`, `compat.py` | 2 | {{18+41|d}} | {{(18+41)/7377*100|.0f}}% |\n\n"
          "`frame.py` alone is almost half the code: start there (the `Frame` class), then `column.py`, which `Frame` is built on."),
        U("which ops module is biggest"),
        A("`ops/groupby.py` at 688 lines, followed by `merge.py` (512), `window.py` (389) and `strings.py` (207)."),
        U("how big is io/ compared to ops/"),
        A("`io/` has {{9+402+233+291|d}} lines against {{6+688+512+207+389|,d}} in `ops/`, about {{(9+402+233+291)/(6+688+512+207+389)*100|.0f}}% of its size."),
    ], fmt="anthropic")


RUNS = [c16(), c17(), c18(), c19(), c20(), c21(), c22(), c23(), c24(), c25(), c26(), c27(), c28(), c29(), c30()]
