"""The run's budget for its costly rules (`evidence/work.py`): bounded per run, said, never a grounding.

The arithmetic and the zone and epoch rules were bounded per answer only: a run of 1,000 answers
built to make them work hardest cost each answer its bound (about a second each on main be9cbe7:
most of an hour, a stalled worker). A run's rule work now takes its units from one budget (a base
plus a grant per character of the run, as the leads' budget). Past it, a value is judged without
those rules (flagged unless another rule grounds it) and the answer says `rules_omitted`; an
ordinary run never meets it; the per-answer count is keyed on the answer judged, not on the text's
object.

(ci46b) The two tests that spend a run's budget set it to SMALL_BUDGET (an attribute of the run's
`RuleWork`, set before its first message) and spend it with three hostile answers, not the 1,000,000
of the default base with ten (54 + 48 s of CI under load): what they prove, that past the budget a
total stays flagged and the answer and its rows say so, does not depend on the budget's size; the
first answer still meets its own bound (200,000 units) and the second the run's.
"""

from __future__ import annotations

import json

from evidence_audit import Source, parse_line
from evidence_audit.beam.rows import add_message, audit_run
from evidence_audit.evidence import resolve_gate
from evidence_audit.evidence.auditor import RunAuditor
from evidence_audit.evidence.work import RULE_WORK_CHARS_PER_UNIT, RuleWork

from .rule_inputs import FAMILIES

GATE = resolve_gate({})
RESULT = '{"a": 105.0, "b": 102.0}'
TOTAL = "Items: $105.00 and $102.00. Total: $207.00."
# the same total after 150 unexplained numbers: within the answer's own bound, the run's budget
# must pay for their tries (a short answer after hostile ones pays for itself: its grant)
FILLED = "Codes " + ", ".join(str(10_007 + 13 * i) for i in range(150)) + ". " + TOTAL
# Over one answer's own bound (computed.MAX_ARITHMETIC_WORK, 200,000) and under two: the first hostile
# answer meets its own bound, the second the run's, the third has only its grant
SMALL_BUDGET = 300_000
HOSTILE_ANSWERS = 3


def _small(auditor: RunAuditor) -> RunAuditor:
    auditor.work.budget = SMALL_BUDGET
    return auditor


def _fed(auditor: RunAuditor, answers: list[str], result: str = RESULT) -> list:
    """Judge each answer after a user turn and the result, as the pipeline does; their verdicts."""
    verdicts = []
    for k, answer in enumerate(answers):
        auditor.add("user", "totals, please?")
        auditor.add("tool", result)
        verdict = auditor.judge(answer)
        auditor.add("assistant", answer)
        verdicts.append(verdict)
    return verdicts


def test_an_ordinary_total_is_computed_and_nothing_is_omitted() -> None:
    [verdict] = _fed(RunAuditor(GATE), [TOTAL])
    assert [c.value for c in verdict.computed] == ["207"] and not verdict.unsupported
    assert verdict.rules_omitted is False


def test_past_the_runs_budget_a_total_stays_flagged_and_says_so() -> None:
    """Hostile answers spend the run's budget; the total, after them, is judged without the
    arithmetic: flagged, never computed or grounded, and `rules_omitted`. In a fresh run the same
    answer computes it."""
    [fresh] = _fed(RunAuditor(GATE), [FILLED])
    assert "207" in {c.value for c in fresh.computed} and not fresh.rules_omitted
    hostile, _ = FAMILIES["numbers"][0](2_500)
    auditor = _small(RunAuditor(GATE))
    verdicts = _fed(auditor, [f"Report {k}. {hostile}" for k in range(HOSTILE_ANSWERS)])
    assert auditor.work.refused > 0
    assert all(v.rules_omitted for v in verdicts)  # each hit its own bound, then the run's
    [after] = _fed(auditor, [FILLED])
    assert "207" in {c.value for c in after.unsupported}
    assert "207" not in {c.value for c in after.computed or ()}
    assert after.rules_omitted is True
    assert after.to_dict()["rules_omitted"] is True


def test_the_runs_budget_grows_with_the_run_as_the_leads_budget_does() -> None:
    auditor = RunAuditor(GATE)
    before = auditor.work.budget
    auditor.add("tool", "x" * 10_000)
    assert auditor.work.budget == before + 10_000 // RULE_WORK_CHARS_PER_UNIT == before + 2_500


def test_a_long_ordinary_run_never_meets_the_budget() -> None:
    """2,000 ordinary answers each computing a total: every one computed, none omitted."""
    auditor = RunAuditor(GATE)
    verdicts = _fed(auditor, [f"Items: ${100 + k % 50}.00 and $102.00. Total: ${202 + k % 50}.00." for k in range(2_000)],
                    result='{"items": [' + ", ".join(f"{100 + k}.0" for k in range(50)) + ', 102.0]}')
    assert not any(v.unsupported for v in verdicts) and all(v.computed for v in verdicts)
    assert not any(v.rules_omitted for v in verdicts)
    assert auditor.work.spent < auditor.work.budget // 4


def test_the_zone_rules_count_is_keyed_on_the_answer_judged_not_the_texts_object() -> None:
    """A copy of the answer's text (another object, the same value) continues its count; the next
    answer judged starts over, even with the same text."""
    auditor = RunAuditor(GATE)
    spellings = auditor.spellings
    answer = "It lands at 6:42 AM CDT. " * 2_000  # a try costs 1 + len/8 = 6,251: 31 tries afford 200,000
    auditor.work.start()
    tries = 0
    while spellings._afford(answer if tries % 2 else "".join(list(answer))):
        tries += 1
    assert tries == 31 and auditor.work.omitted
    assert not spellings._afford("".join(list(answer)))
    auditor.work.start()
    assert spellings._afford(answer) and not auditor.work.omitted


def test_the_run_budget_refuses_past_it_and_spends_nothing_then() -> None:
    work = RuleWork(100)
    work.start()
    assert work.take(60) and not work.omitted
    assert not work.take(50) and work.omitted and work.spent == 60 and work.refused == 1
    work.start()
    assert not work.omitted and work.take(40) and work.exhausted


def _messages(records: list[dict]) -> list:
    return [m for i, r in enumerate(records) for m in parse_line(json.dumps(r).encode(), Source("t", i + 1)).messages]


def test_the_answer_and_finding_rows_say_rules_omitted() -> None:
    from .corpus import events

    hostile, result = FAMILIES["numbers"][0](2_500)
    turns: list[tuple[str, str]] = []
    for k in range(HOSTILE_ANSWERS):
        turns += [("user", f"report {k}"), ("tool", result), ("assistant", f"Report {k}. {hostile}")]
    turns += [("user", "totals?"), ("tool", RESULT), ("assistant", FILLED)]
    fed = []

    def add(auditor: RunAuditor, message) -> None:  # the run's budget set small before its first message
        if not fed:
            _small(auditor)
        fed.append(message)
        add_message(auditor, message)

    audit = audit_run("r", _messages(events("r", turns)), GATE, add=add)
    assert len(fed) == 3 * HOSTILE_ANSWERS + 3  # every message went through `add`
    last = audit.answers[-1]
    assert last["rules_omitted"] is True and last["verdict"] == "flagged"
    assert "207" in [f["value"] for f in audit.findings if f["answer_index"] == last["answer_index"]]
    assert all(f["rules_omitted"] for f in audit.findings if f["kind"] == "ungrounded")
    clean = audit_run("c", _messages(events("c", [("user", "totals?"), ("tool", RESULT), ("assistant", FILLED)])), GATE)
    assert clean.answers[0]["rules_omitted"] is False
    assert all(f["rules_omitted"] is False for f in clean.findings)


def test_a_rule_reading_every_result_text_takes_its_scan_from_the_budget() -> None:
    """`lines 96-97` is grounded by a listing that shows both lines; the same range, once the
    run's budget is spent, is judged without the rule (each such value read every result text of
    the run: a run of 1,000 hostile answers cost their square): flagged, and said."""
    listing = json.dumps({"out": "95\tdef a():\n96\t    x = 1\n97\t    return x\n98\t"})
    auditor = RunAuditor(GATE)
    auditor.add("user", "what is wrong at line 96-99 of merge.py?")
    auditor.add("tool", listing)
    grounded = auditor.judge("The bug is in lines 96-97.")
    assert not grounded.unsupported and "line-range" in grounded.grounded_by() and not grounded.rules_omitted
    auditor.work.budget = auditor.work.spent - 10_000  # spent past what the next answer is granted
    flagged = auditor.judge("The bug is in lines 96-97.")
    assert flagged.unsupported and flagged.rules_omitted
