"""Each `--help` names what its command really accepts and writes, and says its exit statuses.

Hand-kept lists in help texts fell behind the code: `watch --help` named five trace formats of
nine it reads, `check --help` twenty spelling rules of thirty-two, `synth --help` neither the
truth kind `computed` (31 rows of the quick start's sample) nor four of the rules its `respelled`
rows name; `watch` and `synth` did not say their exit statuses. Here each is compared with the
code's own lists, or with what the command wrote.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from evidence_audit.evidence.spellings import RULES as SPELLING_RULES
from evidence_audit.traces import FORMATS


def help_text(*command: str) -> str:
    done = subprocess.run([sys.executable, "-m", "evidence_audit.cli", *command, "--help"],
                          capture_output=True, text=True, check=True)
    return re.sub(r"\s+", " ", done.stdout)  # argparse wraps at the terminal's width


@pytest.mark.parametrize("command", ["audit", "watch"])
def test_format_help_names_every_format_read(command: str) -> None:
    text = help_text(command)
    flag = text[text.index("--format FORMAT trace format:") :]
    flag = flag[: flag.index(" --", 1)].replace("- ", "-")  # argparse breaks lines at hyphens
    assert [name for name in FORMATS if name not in flag] == []


def test_check_help_names_every_spelling_rule() -> None:
    text = help_text("check")
    spellings = text[text.index("spellings (bool, default true:") :]
    spellings = spellings[: spellings.index(")")]
    assert [rule for rule in SPELLING_RULES if rule not in spellings.replace(" ", "")] == []


@pytest.mark.parametrize("command", [[], ["check"], ["audit"], ["watch"], ["synth"], ["report"]])
def test_every_help_says_its_exit_statuses(command: list[str]) -> None:
    text = help_text(*command)
    assert "Exit status: 0 " in text and " 2 " in text[text.index("Exit status:") :]


def test_synth_help_names_every_truth_kind_and_rule_it_writes(tmp_path: Path) -> None:
    """A real sample's truth file: each `kind`, and each `rule` of its respelled rows, is in the help."""
    from evidence_audit.synth import write_corpus

    write_corpus(str(tmp_path / "t.jsonl"), 200, 0, "events", truth_path=str(tmp_path / "t.truth.jsonl"))
    rows = [json.loads(line) for line in (tmp_path / "t.truth.jsonl").read_text().splitlines()]
    kinds = {row["kind"] for row in rows}
    rules = {row["rule"] for row in rows if row["kind"] == "respelled"}
    assert "computed" in kinds and "time-in-words" in rules
    text = help_text("synth")
    truth = text[text.index("the truth file") :]
    assert [kind for kind in sorted(kinds) if f" {kind} " not in truth] == []
    rule_doc = truth[truth.index("rule, carried") : truth.index("fabrication ")]
    assert [rule for rule in sorted(rules) if rule not in rule_doc] == []


def test_parsing_a_command_imports_no_core_and_version_still_prints() -> None:
    """(stage12) `build_parser` no longer imports the core for `--version` and `check`'s epilog:
    the `audit` command's parent process (it only waits for the job) paid about half a second of
    CPU for them. Both are read when shown: `--version` on stdout, `check --help` with its cases."""
    probe = (
        "import sys; from evidence_audit.cli import build_parser; "
        "build_parser().parse_known_args(['audit', 'x', '--out', 'y']); "
        "print(sorted(m for m in sys.modules if m.startswith('evidence_audit.evidence')))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
    version = subprocess.run([sys.executable, "-m", "evidence_audit.cli", "--version"],
                             capture_output=True, text=True, check=True)
    assert re.fullmatch(r"evidence-audit \S+ \(core: [^)]+\)\n", version.stdout), version.stdout
    assert "Each input line is one case" in help_text("check")
