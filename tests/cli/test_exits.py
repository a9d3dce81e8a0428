"""Exit statuses: 0 done, 1 a --fail-on condition held, 3 nothing read; each non-zero with its reason."""

from __future__ import annotations

import pytest

from evidence_audit.exits import FAIL_ON, NOTHING_READ, Outcome, decide, parse_fail_on


def outcome(**figures: int) -> Outcome:
    base = dict(read=10, lines=12, bad_lines=0, flagged=0, self_sourced=0, unread=0, not_actionable=0)
    return Outcome(**{**base, **figures})


@pytest.mark.parametrize(
    "given,conditions",
    [
        (None, ()),
        ("findings", ("findings",)),
        ("findings,bad-lines", ("findings", "bad-lines")),
        (" findings , findings ", ("findings",)),
        (["bad_lines", "unread"], ("bad-lines", "unread")),
        ("", ()),
    ],
)
def test_fail_on_is_read_from_a_flag_or_a_config_list(given, conditions) -> None:
    """Commas or a list, underscores or hyphens, duplicates once."""
    assert parse_fail_on(given) == conditions


def test_an_unknown_condition_names_the_known_ones() -> None:
    with pytest.raises(ValueError, match="unknown fail-on condition 'warnings'; expected one of " + ", ".join(FAIL_ON)):
        parse_fail_on("findings,warnings")


def test_status_zero_when_nothing_asked_held() -> None:
    """Findings alone do not fail a run; a condition that did not hold does not either."""
    assert decide(outcome(flagged=3), ()) == (0, None)
    assert decide(outcome(flagged=3), ("unread",)) == (0, None)


@pytest.mark.parametrize(
    "figures,conditions,reason",
    [
        ({"flagged": 1}, ("findings",), "--fail-on findings: 1 flagged answer"),
        ({"flagged": 15}, ("findings",), "--fail-on findings: 15 flagged answers"),
        ({"bad_lines": 2, "flagged": 1}, ("bad-lines", "findings"), "--fail-on bad-lines,findings: 2 bad lines, 1 flagged answer"),
        ({"self_sourced": 3}, ("self-sourced",), "--fail-on self-sourced: 3 self-sourced values"),
        ({"unread": 1}, ("unread",), "--fail-on unread: 1 answer with unread tokens"),
        ({"not_actionable": 2}, ("not-actionable",), "--fail-on not-actionable: 2 answers not actionable"),
    ],
)
def test_status_one_names_what_held(figures, conditions, reason) -> None:
    assert decide(outcome(**figures), conditions) == (1, reason)


def test_status_three_when_nothing_was_read_even_with_conditions() -> None:
    """No record read outranks --fail-on: a job that read nothing has no verdict to judge."""
    assert decide(outcome(read=0, lines=0), ("findings",)) == (NOTHING_READ, "nothing read: the input has no lines")
    status, reason = decide(outcome(read=0, lines=793, bad_lines=793), ("findings",), "trace records", "; see out/")
    assert status == 3
    assert reason == "nothing read: 793 input lines, no trace records among them (793 bad; see out/)"
    assert decide(outcome(read=0, lines=1, bad_lines=0), ())[1] == "nothing read: 1 input line, no records among them (all blank)"


@pytest.mark.parametrize(
    "argv,line",
    [
        (["audit", "traces/", "--out", "out/"], "evidence-audit: interrupted; the previous results in --out are as they were"),
        (["check", "cases.jsonl"], "evidence-audit: interrupted"),
    ],
)
def test_a_ctrl_c_before_the_job_starts_says_what_became_of_out(monkeypatch, capsys, argv, line) -> None:
    """Ctrl-C while the command still imports (a second on a loaded machine) exits 130; for `audit`
    the one line says --out is as it was, as it does once the job runs (a bare 'interrupted' made
    tests/hostile/test_output.py's SIGINT case flaky when the signal landed that early)."""
    from evidence_audit import cli

    def interrupted(_argv):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "_main", interrupted)
    assert cli.main(argv) == 130
    assert capsys.readouterr().err == line + "\n"


def test_no_command_prints_the_commands(capsys) -> None:
    """`evidence-audit` alone shows the commands and what each does (on stderr, exit 2), not only
    argparse's 'the following arguments are required: COMMAND'."""
    from evidence_audit import cli

    assert cli.main([]) == 2
    err = capsys.readouterr().err
    for command in ("check", "audit", "watch", "synth", "report"):
        assert f"\n    {command} " in err
    assert "Exit status:" in err
