"""Docs run: find the examples in Markdown files and `--help` texts, run them, compare the output.

Why: a command in the README that nobody runs drifts (the `check` example once spanned two lines
and failed for every reader). Here every example is data the suite executes, as Rust's doc tests
and Python's doctest do. How to mark one is in `tests/README.md`; in short:

- In Markdown, a fenced block whose info string starts with `console` is run. A line starting
  with `$ ` is a command (a line ending in `\\` continues it); the lines after it, up to the next
  command, are what it prints (stdout and stderr as a terminal shows them).
- A fenced block whose info string has `file=PATH` writes its text to PATH before the commands
  after it run (a config, a cases file).
- A console block marked `alone` (```` ```console alone ````) holds commands that need nothing an
  earlier command wrote and write nothing a later one reads (a long synth run): each of them runs
  as its own test, in its own scratch folder, so that the suite's workers can share them.
- In a `--help` text, a line whose text starts with `$ ` is a command; the lines after it, indented
  at least as much, up to a blank line or the next command, are its output.
- `[..]` in an expected line matches any text within that line; a line `...` matches any number of
  lines (none too). Nothing else is normalized, so every varying figure is marked where it stands.

Each document runs in a fresh scratch folder, its commands in order (a later command sees the files
an earlier one wrote), with `.venv/bin/` holding `evidence-audit`, `python` and `python3` of the
environment under test, and `.venv/bin` first on PATH. The install steps of the quick start
(`python3 -m venv .venv`, `.venv/bin/pip install ...`) are skipped: the environment under test is
that install. A step that runs the test suite (`.venv/bin/pytest`) is not run here (it is this
suite); `test_docs_run.py` checks that `.ci/run` runs it instead.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

FENCE = re.compile(r"^(?P<indent> {0,3})(?P<fence>`{3,}|~{3,})(?P<info>[^`]*)$")
PROMPT = "$ "
ANY_LINES = "..."
ANY_TEXT = "[..]"
TIMEOUT_S = 300

# `&&` steps of a command that the harness does not run, and why.
SETUP_STEP = re.compile(r"^(python3? -m venv \.venv|\.venv/bin/pip install( .*)?)$")
SUITE_STEP = re.compile(r"^\.venv/bin/pytest( .*)?$")


@dataclass(slots=True)
class Command:
    """One `$` command, where it was written, and the output it should print."""

    where: str  # "README.md:42" or "evidence-audit check --help"
    text: str
    expected: list[str] = field(default_factory=list)
    alone: bool = False  # from a `console alone` block: run as its own test (`document_parts`)


@dataclass(slots=True)
class FileBlock:
    """A fenced block with `file=PATH`: its text is written to PATH before later commands run."""

    where: str
    path: str
    text: str


@dataclass(slots=True)
class Document:
    """The examples of one Markdown file or help text, in order."""

    name: str
    steps: list[Command | FileBlock] = field(default_factory=list)
    not_run: list[tuple[str, str]] = field(default_factory=list)  # (where, reason) of `norun` blocks
    shell_blocks: list[str] = field(default_factory=list)  # where a bash/sh block is not marked


def _info_attributes(info: str) -> tuple[str, dict[str, str]]:
    """`console norun="needs a cloud project"` -> ("console", {"norun": "needs a cloud project"})."""
    words = shlex.split(info) if info.strip() else []
    if not words:
        return "", {}
    attributes = {}
    for word in words[1:]:
        key, _, value = word.partition("=")
        attributes[key] = value
    return words[0], attributes


def _commands(lines: list[str], where_of) -> list[Command]:
    """Split console lines into commands and their expected output."""
    commands: list[Command] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith(PROMPT) or line == PROMPT.rstrip():
            start = i
            text = line[len(PROMPT):]
            while text.endswith("\\") and i + 1 < len(lines):
                i += 1
                text = text + "\n" + lines[i]
            commands.append(Command(where_of(start), text))
        elif commands:
            commands[-1].expected.append(line)
        elif line.strip():
            raise ValueError(f"{where_of(i)}: output before any `$ ` command: {line!r}")
        i += 1
    return commands


def parse_markdown(name: str, text: str) -> Document:
    """The console blocks and file blocks of a Markdown text."""
    doc = Document(name)
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        match = FENCE.match(lines[i])
        if not match:
            i += 1
            continue
        fence, indent = match["fence"], len(match["indent"])
        language, attributes = _info_attributes(match["info"])
        start = i + 1
        end = start
        while end < len(lines) and not lines[end].strip().startswith(fence):
            end += 1
        body = [line[indent:] if line[:indent].strip() == "" else line for line in lines[start:end]]
        where = f"{name}:{i + 1}"
        if language == "console":
            if "norun" in attributes:
                reason = attributes["norun"] or "no reason given"
                doc.not_run.append((where, reason))
            else:
                commands = _commands(body, lambda k, s=start: f"{name}:{s + k + 1}")
                for command in commands:
                    command.alone = "alone" in attributes
                doc.steps.extend(commands)
        elif "file" in attributes:
            doc.steps.append(FileBlock(where, attributes["file"], "\n".join(body) + "\n"))
        elif language in ("bash", "sh", "shell", "zsh"):
            doc.shell_blocks.append(where)
        i = end + 1
    return doc


HELP_PROMPT = re.compile(r"^(?P<indent>\s*)\$ (?P<text>.*)$")


def parse_help(name: str, text: str) -> Document:
    """The `$` examples of a `--help` text: a command, then its output indented at least as much."""
    doc = Document(name)
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        match = HELP_PROMPT.match(lines[i])
        if not match:
            i += 1
            continue
        indent = len(match["indent"])
        command = match["text"]
        while command.endswith("\\") and i + 1 < len(lines):
            i += 1
            command += "\n" + lines[i].strip()
        expected = []
        i += 1
        while i < len(lines) and lines[i].strip() and not HELP_PROMPT.match(lines[i]):
            line = lines[i]
            if len(line) - len(line.lstrip()) < indent:
                break
            expected.append(line[indent:])
            i += 1
        doc.steps.append(Command(f"{name}: $ {command.splitlines()[0]}", command, expected))
    return doc


def document_parts(doc: Document) -> list[Document]:
    """What runs as one test each: the document's steps in order, without its `alone` commands
    (if any step is left), then each `alone` command by itself, named by where it stands."""
    rest = [step for step in doc.steps if not (isinstance(step, Command) and step.alone)]
    parts = [Document(doc.name, rest)] if any(isinstance(step, Command) for step in rest) else []
    for step in doc.steps:
        if isinstance(step, Command) and step.alone:
            parts.append(Document(step.where, [step]))
    return parts


# --- matching ------------------------------------------------------------------------------------


def _line_matches(pattern: str, line: str) -> bool:
    if ANY_TEXT not in pattern:
        return pattern == line
    parts = [re.escape(part) for part in pattern.split(ANY_TEXT)]
    return re.fullmatch(".*".join(parts), line, re.DOTALL) is not None


def _tidy(lines: list[str]) -> list[str]:
    lines = [line.rstrip() for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def output_matches(expected: list[str], actual: list[str]) -> bool:
    """Whether `actual` lines fit the `expected` pattern lines (`[..]` in a line, `...` for lines)."""
    expected, actual = _tidy(expected), _tidy(actual)
    memo: dict[tuple[int, int], bool] = {}

    def fits(i: int, j: int) -> bool:
        key = (i, j)
        if key not in memo:
            if i == len(expected):
                result = j == len(actual)
            elif expected[i].strip() == ANY_LINES:
                result = fits(i + 1, j) or (j < len(actual) and fits(i, j + 1))
            else:
                result = j < len(actual) and _line_matches(expected[i], actual[j]) and fits(i + 1, j + 1)
            memo[key] = result
        return memo[key]

    return fits(0, 0)


# --- running -------------------------------------------------------------------------------------


def runnable_steps(command: str) -> tuple[str | None, list[str]]:
    """The command without its install steps, and the suite steps it names (run by CI, not here)."""
    steps = [step.strip() for step in command.split(" && ")]
    suite = [step for step in steps if SUITE_STEP.match(step)]
    kept = [step for step in steps if not SETUP_STEP.match(step) and not SUITE_STEP.match(step)]
    return (" && ".join(kept) if kept else None), suite


def make_sandbox(root: Path) -> dict[str, str]:
    """A scratch folder whose `.venv/bin` runs the environment under test; the env to run in it."""
    bin_dir = root / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    shim = bin_dir / "evidence-audit"
    shim.write_text(f'#!/bin/sh\nexec {shlex.quote(sys.executable)} -m evidence_audit.cli "$@"\n')
    shim.chmod(0o755)
    for name in ("python", "python3"):
        (bin_dir / name).symlink_to(sys.executable)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COV_"))}
    env.update(
        PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}",
        PYTHONHASHSEED="0",
        COLUMNS="100",
        TZ="UTC",
        NO_COLOR="1",
    )
    return env


@dataclass(slots=True)
class Mismatch:
    where: str
    command: str
    expected: list[str]
    actual: list[str]
    status: int

    def __str__(self) -> str:
        return (
            f"{self.where}: `{self.command}` (exit {self.status}) printed:\n"
            + "\n".join(f"    {line}" for line in self.actual)
            + "\n  but the example says:\n"
            + "\n".join(f"    {line}" for line in self.expected)
        )


def run_document(doc: Document, root: Path) -> list[Mismatch]:
    """Run every step of `doc` in `root`; return the commands whose output or exit differed."""
    env = make_sandbox(root)
    mismatches = []
    for step in doc.steps:
        if isinstance(step, FileBlock):
            target = root / step.path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(step.text)
            continue
        command, _ = runnable_steps(step.text)
        if command is None:
            continue
        done = subprocess.run(
            ["bash", "-o", "pipefail", "-c", command],
            cwd=root,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=TIMEOUT_S,
        )
        actual = done.stdout.splitlines()
        if done.returncode != 0 or not output_matches(step.expected, actual):
            mismatches.append(Mismatch(step.where, command, _tidy(step.expected), _tidy(actual), done.returncode))
    return mismatches


# --- finding the documents -----------------------------------------------------------------------

SKIPPED_DIRS = {".git", ".venv", "build", "dist", "node_modules", "out", "samples", ".pytest_cache", ".hypothesis"}


def markdown_files(repo: Path = REPO) -> list[Path]:
    """The repository's Markdown files: tracked ones when git knows the tree, else every one found."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--", "*.md"], cwd=repo, capture_output=True, check=True
        ).stdout.decode()
        paths = [repo / name for name in listed.split("\0") if name]
        if paths:
            return sorted(p for p in paths if p.exists())
    except (OSError, subprocess.CalledProcessError):
        pass
    return sorted(
        p for p in repo.rglob("*.md")
        if not any(part in SKIPPED_DIRS or part.endswith(".egg-info") for part in p.relative_to(repo).parts)
    )


def help_commands() -> list[list[str]]:
    """`evidence-audit --help` and `evidence-audit COMMAND --help` for every subcommand."""
    from evidence_audit.cli import build_parser

    parser = build_parser()
    commands = [["--help"]]
    for action in parser._subparsers._group_actions:  # the one subparsers action
        commands.extend([name, "--help"] for name in action.choices)
    return commands


def help_text(args: list[str], env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "evidence_audit.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=TIMEOUT_S,
    )
    if done.returncode != 0:
        raise AssertionError(f"evidence-audit {' '.join(args)} exited {done.returncode}: {done.stderr}")
    return done.stdout
