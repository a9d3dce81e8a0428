"""The wide pass reuses the narrow rules' answer for a value (`computed.basis.NarrowTries`): exact
only while every narrow rule answers the same, at the same charge of the run's budget, when run
twice on the same inputs. These tests run the rules twice on every try of real runs
(`ArithmeticBasis.recheck_narrow`), so a rule that keeps state or charges `RuleWork` differently
the second time fails here; and they judge the same runs with and without the reuse, at tight
budgets too, and compare every verdict and every unit spent."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import pytest

from evidence_audit import Source, assemble_run, parse_line
from evidence_audit.evidence import RunAuditor
from evidence_audit.evidence.computed import RULES, WIDE_RULES, ArithmeticBasis
from evidence_audit.evidence.work import RuleWork

from ._helpers import DEFAULT

DATA = Path(__file__).resolve().parents[1] / "data"
# sets whose answers compute much (sums, gaps, percents, tables, run rules): 60+ narrow rules fire
SETS = ("heldout9", "heldout10", "heldout11", "dojo_dev")


def _runs() -> list[list[Any]]:
    runs = []
    for name in SETS:
        for corpus in sorted((DATA / name).glob("*.jsonl")):
            if corpus.name.endswith(".truth.jsonl"):
                continue
            for number, line in enumerate(corpus.read_bytes().splitlines(), start=1):
                parsed = parse_line(line, Source(str(corpus), number))
                runs.append(list(assemble_run(parsed.messages).messages))
    return runs


RUNS = _runs()


def _judged(messages: list[Any], recheck: bool, less: int = 0) -> tuple[list[Any], RuleWork]:
    """Every answer of a run judged in order (as `audit_run` does): the verdicts and the run's budget
    (`less` units short of what the run is granted)."""
    auditor = RunAuditor(DEFAULT)
    auditor.work.budget -= less
    basis = auditor.arithmetic
    assert isinstance(basis, ArithmeticBasis)
    basis.recheck_narrow = recheck
    verdicts = []
    for message in messages:
        if message.answer:
            verdicts.append(auditor.judge(message.text))
        auditor.add(message.role, message.text, tool_call_id=message.tool_call_id, tool_calls=message.tool_calls,
                    tool_name=message.tool_name)
    return verdicts, auditor.work


def _shape(verdicts: list[Any]) -> list[Any]:
    return [(sorted(c.value for c in v.unsupported), sorted((c.value, c.derivation, c.from_) for c in v.computed or ()),
             v.rules_omitted) for v in verdicts]


def test_every_narrow_rule_answers_the_same_twice() -> None:
    """Every try of the narrow rules on these runs, run again on the same inputs, gives the same
    derivation (or none) and charges the same units (`_recheck` raises otherwise)."""
    rules: set[str] = set()
    for messages in RUNS:
        verdicts, _ = _judged(messages, recheck=True)
        for v in verdicts:
            rules.update(c.derivation for c in v.computed or ())
    narrow = set(RULES) - set(WIDE_RULES)
    assert len(rules & narrow) >= 20, sorted(rules)  # the check ran over many rules, not a few


def test_reuse_changes_no_verdict_and_no_charge() -> None:
    """Judged with the reuse (the wide pass takes the narrow answers kept) and without it (recheck:
    every try runs the rules and is charged as it runs): the same verdicts and the same units spent."""
    for messages in RUNS:
        reused, work = _judged(messages, recheck=False)
        rerun, work_rerun = _judged(messages, recheck=True)
        assert _shape(reused) == _shape(rerun)
        assert (work.spent, work.refused, work.omitted) == (work_rerun.spent, work_rerun.refused, work_rerun.omitted)


@functools.cache
def _heaviest() -> int:
    """The run of RUNS whose rules spend the most units."""
    return max(range(len(RUNS)), key=lambda k: _judged(RUNS[k], recheck=False)[1].spent)


@pytest.mark.parametrize("fraction", [0.2, 0.5, 0.8, 0.95, 1.0])
def test_reuse_under_a_tight_budget(fraction: float) -> None:
    """A run whose budget runs out mid-way: a kept answer is reused only when the budget affords its
    units; the verdicts (rules omitted included) and the units spent are those of the rules rerun."""
    heavy = RUNS[_heaviest()]
    _, full = _judged(heavy, recheck=False)
    less = full.budget - int(full.spent * fraction)  # (the budget ends at that fraction of what it spends)
    reused, work = _judged(heavy, recheck=False, less=less)
    rerun, work_rerun = _judged(heavy, recheck=True, less=less)
    assert work.refused or fraction == 1.0
    assert _shape(reused) == _shape(rerun)
    assert (work.spent, work.refused, work.omitted) == (work_rerun.spent, work_rerun.refused, work_rerun.omitted)


def _judged_awake(messages: list[Any]) -> tuple[list[Any], RuleWork]:
    """`_judged`, the basis built before the run's first message (each feed read as it comes)."""
    auditor = RunAuditor(DEFAULT)
    basis = auditor.arithmetic
    assert isinstance(basis, ArithmeticBasis)
    basis._wake()
    verdicts = []
    for message in messages:
        if message.answer:
            verdicts.append(auditor.judge(message.text))
        auditor.add(message.role, message.text, tool_call_id=message.tool_call_id, tool_calls=message.tool_calls,
                    tool_name=message.tool_name)
    return verdicts, auditor.work


def test_a_basis_fed_before_its_first_question_answers_as_one_built_at_once() -> None:
    """(speed27) The basis keeps what it is fed until its first question (`ArithmeticBasis._wake`):
    on these runs every verdict and every unit spent are those of a basis built before the run's
    first message and fed as the messages came."""
    for messages in RUNS:
        lazy, work = _judged(messages, recheck=False)
        eager, work_eager = _judged_awake(messages)
        assert _shape(lazy) == _shape(eager)
        assert [v.computed for v in lazy] == [v.computed for v in eager]
        assert (work.spent, work.refused, work.omitted) == (work_eager.spent, work_eager.refused, work_eager.omitted)
