"""Every example in the repository's Markdown and in every `--help` runs, and prints what it shows.

How to mark an example: `tests/README.md`. The harness itself is `harness.py`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .harness import (
    REPO,
    Command,
    Document,
    document_parts,
    help_commands,
    help_text,
    make_sandbox,
    markdown_files,
    output_matches,
    parse_help,
    parse_markdown,
    run_document,
    runnable_steps,
)

DOCUMENTS = [parse_markdown(str(path.relative_to(REPO)), path.read_text(encoding="utf-8")) for path in markdown_files()]
# A document's commands run in order in one test; its `alone` commands each in a test of their own.
RUNNABLE = [part for doc in DOCUMENTS for part in document_parts(doc)]
NOT_RUN = [(where, reason) for doc in DOCUMENTS for where, reason in doc.not_run]
HELPS = help_commands()


def _fail_on(mismatches) -> None:
    if mismatches:
        pytest.fail("\n\n".join(str(m) for m in mismatches), pytrace=False)


@pytest.mark.parametrize("doc", RUNNABLE, ids=[doc.name for doc in RUNNABLE])
def test_markdown_examples_print_what_they_show(doc: Document, tmp_path: Path) -> None:
    """Each console block of a Markdown file runs, exits 0 and prints its shown output."""
    _fail_on(run_document(doc, tmp_path))


@pytest.mark.parametrize("args", HELPS, ids=[" ".join(args) for args in HELPS])
def test_help_examples_print_what_they_show(args: list[str], tmp_path: Path) -> None:
    """Each `$` example of a `--help` text runs, exits 0 and prints its shown output."""
    name = " ".join(["evidence-audit", *args])
    doc = parse_help(name, help_text(args))
    _fail_on(run_document(doc, tmp_path))


def test_the_help_texts_that_teach_by_example_have_examples() -> None:
    """The top-level help and check, audit and synth show at least one runnable example each."""
    for args in (["--help"], ["check", "--help"], ["audit", "--help"], ["synth", "--help"]):
        doc = parse_help("x", help_text(args))
        assert doc.steps, f"evidence-audit {' '.join(args)} shows no `$` example"


@pytest.mark.parametrize("where,reason", NOT_RUN or [("-", "-")], ids=[w for w, _ in NOT_RUN] or ["none"])
def test_examples_marked_norun_are_listed(where: str, reason: str) -> None:
    """A `console norun="why"` block is not run; each one is listed here as a skip, with its reason."""
    if where == "-":
        return
    pytest.skip(f"{where}: not run: {reason}")


def test_no_shell_block_escapes_the_harness() -> None:
    """A bash/sh block would never run: examples are `console` (run) or `text` (a synopsis)."""
    unmarked = [where for doc in DOCUMENTS for where in doc.shell_blocks]
    assert not unmarked, f"mark these blocks `console` (with `$ ` prompts) or `text`: {unmarked}"


def test_the_readme_has_runnable_examples() -> None:
    """The README's quick start and reference sections are run, not only shown."""
    readme = next(doc for doc in DOCUMENTS if doc.name == "README.md")
    commands = [step.text for step in readme.steps if isinstance(step, Command)]
    assert any("synth" in c for c in commands) and any(" audit " in c for c in commands)
    assert any(" check" in c for c in commands)


def test_the_readme_test_command_is_what_ci_runs() -> None:
    """The README's test command is not run inside its own suite: `.ci/run` runs those very steps
    (a step may run in the background there: `.ci/run` waits for it)."""
    ci = [
        " ".join(word for word in line.split() if word != "--quiet").removesuffix(" &")
        for line in (REPO / ".ci" / "run").read_text().splitlines()
    ]
    suite_commands = [
        step for doc in DOCUMENTS for step in doc.steps
        if isinstance(step, Command) and runnable_steps(step.text)[1]
    ]
    assert suite_commands, "the README shows no test command"
    for command in suite_commands:
        for step in command.text.split(" && "):
            assert step.strip() in ci, f"{command.where}: `.ci/run` does not run `{step.strip()}`"


# --- the harness itself --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "expected,actual,fits",
    [
        (["a", "b"], ["a", "b"], True),
        (["a", "b"], ["a", "c"], False),
        (["a"], ["a", "b"], False),  # an extra line is a difference
        (["elapsed [..]s"], ["elapsed 2.9s"], True),
        (["x [..] y [..] z"], ["x 1 y 2 z"], True),
        (["x [..] y"], ["x 1 z"], False),
        (["a", "...", "z"], ["a", "b", "c", "z"], True),
        (["a", "...", "z"], ["a", "z"], True),  # `...` matches no line too
        (["...", "c"], ["a", "b"], False),
        (["a  "], ["a", ""], True),  # trailing spaces and trailing blank lines do not count
        ([], [], True),
    ],
)
def test_output_matching(expected: list[str], actual: list[str], fits: bool) -> None:
    """`[..]` matches within a line, `...` matches any lines; nothing else is forgiven."""
    assert output_matches(expected, actual) is fits


MARKDOWN = """\
Text.

```toml file=conf/a.toml
x = 1
```

```console
$ cat conf/a.toml
x = 1
$ echo one \\
  two
one two
```

```console norun="needs a cloud project"
$ gcloud dataflow jobs list
```

```bash
echo not run
```
"""


def test_markdown_parsing_finds_files_commands_and_unmarked_blocks() -> None:
    """File blocks, commands with continuations and outputs, norun blocks and shell blocks are found."""
    doc = parse_markdown("X.md", MARKDOWN)
    file_block, cat, echo = doc.steps
    assert (file_block.path, file_block.text) == ("conf/a.toml", "x = 1\n")
    assert (cat.where, cat.text, cat.expected) == ("X.md:8", "cat conf/a.toml", ["x = 1"])
    assert (echo.text, echo.expected) == ("echo one \\\n  two", ["one two"])
    assert doc.not_run == [("X.md:15", "needs a cloud project")]
    assert doc.shell_blocks == ["X.md:19"]


def test_a_document_runs_in_order_and_a_wrong_output_is_reported(tmp_path: Path) -> None:
    """Later commands see earlier files; a differing output and a failing command are both reported."""
    doc = parse_markdown("X.md", MARKDOWN)
    assert run_document(doc, tmp_path / "ok") == []
    wrong = parse_markdown("Y.md", "```console\n$ echo hi\nbye\n$ false\n```\n")
    mismatches = run_document(wrong, tmp_path / "wrong")
    assert [(m.where, m.actual, m.status) for m in mismatches] == [("Y.md:2", ["hi"], 0), ("Y.md:4", [], 1)]
    assert "but the example says" in str(mismatches[0])


def test_alone_commands_run_as_tests_of_their_own(tmp_path: Path) -> None:
    """A `console alone` block's commands leave the document's ordered run: each is a part of its
    own, in a fresh folder (so a file an earlier block wrote is not there), named by its line."""
    text = MARKDOWN + "\n```console alone\n$ echo long one\nlong one\n$ ls conf\n```\n"
    doc = parse_markdown("X.md", text)
    ordered, first, second = document_parts(doc)
    assert ordered.name == "X.md" and [type(step).__name__ for step in ordered.steps] == ["FileBlock", "Command", "Command"]
    assert [(part.name, [step.text for step in part.steps]) for part in (first, second)] == [
        ("X.md:24", ["echo long one"]),
        ("X.md:26", ["ls conf"]),
    ]
    assert run_document(first, tmp_path / "first") == []
    (missing,) = run_document(second, tmp_path / "second")
    assert missing.status != 0  # conf/a.toml was the ordered part's: an alone command never sees it
    only_alone = parse_markdown("Z.md", "```console alone\n$ echo a\na\n```\n")
    assert [part.name for part in document_parts(only_alone)] == ["Z.md:2"]


def test_help_parsing_reads_indented_examples() -> None:
    """A help example is a `$` line and the lines under it, indented as much, to a blank line."""
    text = "usage: x\n\nExample:\n  $ evidence-audit check \\\n      --profile reference\n  {\"id\":1}\n\nmore text\n"
    (command,) = parse_help("x --help", text).steps
    assert command.text == "evidence-audit check \\\n--profile reference"
    assert command.expected == ['{"id":1}']


def test_install_steps_are_skipped_and_the_suite_is_left_to_ci() -> None:
    """The quick start's venv and pip steps are the environment under test; pytest is CI's to run."""
    assert runnable_steps("python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/evidence-audit x") == (
        ".venv/bin/evidence-audit x",
        [],
    )
    assert runnable_steps('python3 -m venv .venv && .venv/bin/pip install -e ".[test]" && .venv/bin/pytest') == (
        None,
        [".venv/bin/pytest"],
    )


def test_the_sandbox_runs_the_environment_under_test(tmp_path: Path) -> None:
    """`.venv/bin/evidence-audit` in the scratch folder is the package this suite imports."""
    import subprocess

    env = make_sandbox(tmp_path)
    done = subprocess.run(
        ["bash", "-c", ".venv/bin/evidence-audit --help && evidence-audit --help"],
        cwd=tmp_path, env=env, capture_output=True, text=True,
    )
    assert done.returncode == 0 and done.stdout.count("usage: evidence-audit") == 2
