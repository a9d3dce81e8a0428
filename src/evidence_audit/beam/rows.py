"""Audit one run and lay out its output rows: findings, answers. Pure code, no Beam.

`audit_run` feeds a run's messages, in wire order, into one incremental auditor and turns each
answer's verdict into one answer row and one finding row per ungrounded value. The DoFn around it
only unpacks, calls this and yields, so everything here is testable without a pipeline. Its two
steps, `add_message` and `judge_answer`, are public so that the streaming audit, which feeds a run
as it arrives, lays out the very same rows.

Never accuse on partial evidence. An answer whose evidence is known to be partial (the index hit
its budget, or the run is `incomplete`: a line of it was lost) is `not_actionable`, and the values
no result carried are findings of kind `not_actionable`, kept out of the ungrounded count. Records
of different runs that share a run id string are audited apart (`audit_keyed_run`) and their
answers say so (`conflict`).

Never lose a judged answer to another's failure (hostile35). An answer whose check raises is one
`ParseError` of the run's audit (`RunAudit.failed`: its own message's file and line, the reason),
written as a dead letter; the answers around it are judged and written with their indexes kept.

Never lose a run to one message the auditor cannot take in (hostile36). A message whose `add`
raises (a tool result, a user turn, a system prompt, an answer after its judgement) is one
`ParseError` of its own (`RunAudit.lost`: its file and line, the reason), written as a dead letter
and counted in `failed_messages`; the run goes on with the evidence it could take in, and every
answer after the lost message is `incomplete` (so `not_actionable`): a value no result carried may
be one the lost message carried, so it is a lead, never an accusation.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Final

from ..evidence import Gate, RunAuditor, Verdict
from ..evidence.extract import locate
from ..evidence.normalize import trim_decoration
from ..evidence.script_digits import western_value
from ..evidence.spellings import EXACT, RULES
from ..traces import RAW_CLIP_CHARS, Message, ParseError, assemble_run

__all__ = [
    "ANSWER_TEXT_CHARS",
    "CONTEXT_CHARS",
    "FINDING_KINDS",
    "GROUNDED_COLUMNS",
    "VERDICTS",
    "Judge",
    "Add",
    "RunAudit",
    "add_message",
    "add_or_lose",
    "CONFLICTS",
    "answer_row",
    "audit_keyed_run",
    "audit_run",
    "context_around",
    "error_text",
    "failed_answer",
    "lost_message",
    "finding_rows",
    "grounded_by_columns",
    "judge_answer",
    "judge_or_fail",
    "verdict_word",
]

CONTEXT_CHARS = 120

# An answer row carries its text (clipped) only when the answer has finding rows, so a report can
# show the values in place; finding offsets index this text. Real answers are far shorter (the
# longest of 1,380 tau-bench answers is 1,256 characters).
ANSWER_TEXT_CHARS: Final = 4000

VERDICTS = ("clean", "flagged", "unread", "not_actionable")
# Answer rows' `conflict`: records of different runs share this run id (audited apart), or two
# different records of the run claim one position (both kept).
CONFLICTS: Final = ("run_id", "positions")


def verdict_word(verdict: Verdict, incomplete: bool = False) -> str:
    """One word per answer: not_actionable (partial evidence), flagged, unread, or clean."""
    if verdict.evidence_truncated or incomplete:
        return "not_actionable"
    if verdict.unsupported:
        return "flagged"
    if verdict.unread:
        return "unread"
    return "clean"


def context_around(text: str, offset: int, length: int, width: int = CONTEXT_CHARS) -> str:
    """At most `width` characters of `text` around [offset, offset + length), on one line."""
    if offset < 0:
        snippet = text[:width]
    else:
        room = max(width - length, 0)
        start = max(offset - room // 2, 0)
        end = min(start + width, len(text))
        start = max(end - width, 0)
        snippet = text[start:end]
    return " ".join(snippet.split())


def _where(message: Message) -> dict[str, Any]:
    return {
        "source_file": message.source.file,
        "source_line": message.source.line,
        "model": message.model,
        "ts": message.ts,
    }


# ungrounded: no earlier tool result carried it; not_actionable: the same, but the answer's
# evidence is partial, so it is a lead, not an accusation; self_sourced: only the assistant's own
# tool-call arguments carried it; computed: the answer computed it (see expression).
# unverified: the answer presents it as its own arithmetic, of grounded operands, and no expression
# reproduces it (not a near-miss of anything the run holds): listed for a person to check, not a flag.
FINDING_KINDS: Final = ("ungrounded", "not_actionable", "self_sourced", "computed", "unverified")


# One count column (and counter) per grounding rule: grounded_exact, grounded_clock, ...
GROUNDED_COLUMNS: Final = {rule: f"grounded_{rule.replace('-', '_')}" for rule in (EXACT, *RULES)}


# Every count column at zero, in the columns' order: an answer's counts start from a copy.
_NO_GROUNDED: Final = {column: 0 for column in GROUNDED_COLUMNS.values()}


def grounded_by_columns(verdict: Verdict) -> dict[str, int]:
    """The answer's grounded values counted per rule, one column each."""
    out = dict(_NO_GROUNDED)
    for grounded in verdict.grounded:
        column = GROUNDED_COLUMNS.get(grounded.by)
        if column is not None:
            out[column] += 1
    return out


def finding_rows(
    message: Message, answer_index: int, verdict: Verdict, auditor: RunAuditor, incomplete: bool = False
) -> list[dict[str, Any]]:
    """One row per ungrounded (or not actionable) or self-sourced value of one answer, with leads."""
    rows = []
    text = message.text
    unsupported_kind = "not_actionable" if verdict_word(verdict, incomplete) == "not_actionable" else "ungrounded"
    framed = {u.candidate.value: u for u in verdict.unverified}
    for kind, candidates in (
        (unsupported_kind, verdict.unsupported),
        ("self_sourced", verdict.self_sourced),
        ("unverified", tuple(u.candidate for u in verdict.unverified)),
    ):
        for candidate in candidates:
            listed = framed.get(candidate.value) if kind == "unverified" else None
            offset, length = locate(text, candidate)
            written = trim_decoration(text[offset : offset + length]) if offset >= 0 else None
            spelling = candidate.token or candidate.range_token or candidate.decimal_spelling
            omitted = auditor.leads.exhausted  # past the run's lead budget: not searched
            nearest = None if omitted else auditor.nearest(candidate, text)
            derivation = None if omitted else auditor.derivation(candidate)
            rows.append(
                {
                    "run_id": message.run_id,
                    "answer_index": answer_index,
                    "kind": kind,
                    "value": candidate.value,
                    "written": written,
                    "shape": candidate.shape,
                    "spelling": spelling,
                    "context": context_around(text, offset, length),
                    "offset": offset,
                    "nearest": nearest.as_dict() if nearest is not None else None,
                    "derivation": derivation.as_dict() if derivation is not None else None,
                    "leads_omitted": omitted,
                    "rules_omitted": verdict.rules_omitted,
                    "expression": f"unverified ({listed.framing}): no expression reproduces it" if listed else None,
                    "operands": [
                        {"value": v, "source": source, "where": "answer"} for v, source in listed.operands
                    ] if listed else None,
                    **_where(message),
                }
            )
    for computed in verdict.computed or ():
        if not computed.operands:
            continue  # the figures dial's explanations stay in the answer row's count, as before
        candidate = _candidate_of(verdict, computed.value)
        offset, length = locate(text, candidate) if candidate is not None else (-1, 0)
        rows.append(
            {
                "run_id": message.run_id,
                "answer_index": answer_index,
                "kind": "computed",
                "value": computed.value,
                "written": trim_decoration(text[offset : offset + length]) if offset >= 0 else None,
                "shape": computed.shape,
                "spelling": candidate.token if candidate is not None else None,
                "context": context_around(text, offset, length),
                "offset": offset,
                "nearest": None,
                "derivation": None,
                "leads_omitted": False,
                "rules_omitted": False,
                "expression": f"{computed.derivation}: {computed.from_}",
                "operands": [o.as_dict() for o in computed.operands],
                **_where(message),
            }
        )
    return rows


def _candidate_of(verdict: Verdict, value: str) -> Any:
    """The candidate a computed value was judged as: the same value, or (round 33) the ASCII token
    of a value shown in another script's digits (`۲۱۶٬۰۰۰٬۰۰۰` judged as `216000000`)."""
    western = western_value(value)
    for candidate in verdict.candidates:
        if candidate.value == value:
            return candidate
    for candidate in verdict.candidates if western != value else ():
        if candidate.value == western:
            return candidate
    return None


def answer_row(
    message: Message,
    answer_index: int,
    verdict: Verdict,
    tool_results_before: int,
    incomplete: bool = False,
    conflict: str | None = None,
    *,
    with_text: bool = False,
) -> dict[str, Any]:
    """The counts and verdict word of one answer (each count column is named `*_count`; the values
    themselves are in the finding rows), and its text (clipped) when `with_text`."""
    return {
        "run_id": message.run_id,
        "answer_index": answer_index,
        "candidate_count": len(verdict.candidates),
        "looked_up_count": verdict.looked_up,
        "grounded_count": len(verdict.grounded),
        "unsupported_count": len(verdict.unsupported),
        "computed_count": len(verdict.computed) if verdict.computed is not None else 0,
        "exempt_count": verdict.exempt,
        "self_sourced_count": len(verdict.self_sourced),
        "unverified_count": len(verdict.unverified),
        **grounded_by_columns(verdict),
        "unread_tokens": verdict.unread,
        "evidence_truncated": verdict.evidence_truncated,
        "rules_omitted": verdict.rules_omitted,
        "tool_results_before": tool_results_before,
        "incomplete": incomplete,
        "conflict": conflict,
        "verdict": verdict_word(verdict, incomplete),
        "answer_text": message.text[:ANSWER_TEXT_CHARS] if with_text else None,
        **_where(message),
    }


@dataclass(slots=True)
class RunAudit:
    """What one run produced: rows, and the figures the summary counts."""

    run_id: str
    answers: list[dict[str, Any]] = field(default_factory=list)
    findings: list[dict[str, Any]] = field(default_factory=list)
    messages: int = 0
    duplicates: int = 0
    conflicting_positions: int = 0
    incomplete: bool = False
    conflict: str | None = None
    failed: list[ParseError] = field(default_factory=list)  # answers whose check raised (dead letters)
    lost: list[ParseError] = field(default_factory=list)  # messages the auditor could not take in (dead letters)


def add_message(auditor: RunAuditor, message: Message) -> None:
    """Feed one message of a run, in wire order, into the run's auditor (after judging it if it is an answer)."""
    auditor.add(
        message.role,
        message.text,
        tool_call_id=message.tool_call_id,
        tool_calls=message.tool_calls,
        tool_name=message.tool_name,
    )


# How one message is fed to the auditor: `add_message`, or (tests) a stand-in that raises where the
# core is called, since the compiled core cannot be patched.
Add = Callable[[RunAuditor, Message], None]


def lost_message(message: Message, err: BaseException) -> ParseError:
    """The dead letter of a message the auditor could not take in: its file and line, the reason."""
    what = "answer" if message.answer else f"{message.role} message"
    reason = (
        f"run {message.run_id!r}: this {what} could not be taken in as evidence: {error_text(err)}; "
        "the answers after it are judged without it (incomplete, not_actionable)"
    )
    return ParseError(message.source, reason, "")


def add_or_lose(auditor: RunAuditor, message: Message, add: Add = add_message) -> ParseError | None:
    """`add` one message to the run's auditor; if it raises, the message's dead letter (`lost_message`).

    The run goes on with the evidence it could take in; the caller marks every later answer
    `incomplete`, so no value is reported ungrounded only because its evidence was dropped.
    """
    try:
        add(auditor, message)
    except Exception as err:  # noqa: BLE001 - any failure to take one message in, kept as its dead letter
        return lost_message(message, err)
    return None


def judge_answer(
    auditor: RunAuditor,
    message: Message,
    answer_index: int,
    *,
    incomplete: bool = False,
    conflict: str | None = None,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Judge one answer against everything the auditor was fed: its answer row and finding rows."""
    verdict = auditor.judge(message.text)
    findings = finding_rows(message, answer_index, verdict, auditor, incomplete)
    answer = answer_row(
        message, answer_index, verdict, auditor.tool_results, incomplete, conflict, with_text=bool(findings)
    )
    return answer, findings


# How one answer is judged: `judge_answer`, or (tests) a stand-in that raises where the core is
# called, since the compiled core cannot be patched.
Judge = Callable[..., tuple[dict[str, Any], list[dict[str, Any]]]]


def error_text(err: BaseException) -> str:
    """`TYPE: message` of a failure, the message clipped to `RAW_CLIP_CHARS` (it may quote the input)."""
    text = str(err)
    if len(text) > RAW_CLIP_CHARS:
        text = text[:RAW_CLIP_CHARS] + f"... ({len(text) - RAW_CLIP_CHARS:,} more characters)"
    return f"{type(err).__name__}: {text}"


def failed_answer(message: Message, answer_index: int, err: BaseException) -> ParseError:
    """The dead letter of an answer whose check raised: its own message's file and line, the reason."""
    reason = (
        f"run {message.run_id!r}: answer {answer_index} could not be judged: {error_text(err)}; "
        "the run's other answers are written"
    )
    return ParseError(message.source, reason, "")


def judge_or_fail(
    auditor: RunAuditor,
    message: Message,
    answer_index: int,
    *,
    incomplete: bool = False,
    conflict: str | None = None,
    judge: Judge = judge_answer,
) -> tuple[dict[str, Any], list[dict[str, Any]]] | ParseError:
    """`judge` one answer; if it raises, the answer's dead letter instead (`failed_answer`).

    One answer's failure must not lose the run's other answers: the caller goes on feeding the
    auditor, and the next answers are judged as usual, their indexes counting the failed one.
    """
    try:
        return judge(auditor, message, answer_index, incomplete=incomplete, conflict=conflict)
    except Exception as err:  # noqa: BLE001 - any failure of one answer's check, kept as its dead letter
        return failed_answer(message, answer_index, err)


def audit_run(
    run_id: str,
    messages: Iterable[Message],
    gate: Gate,
    *,
    incomplete: bool = False,
    conflict: str | None = None,
    first_index: int = 0,
    judge: Judge = judge_answer,
    add: Add = add_message,
) -> RunAudit:
    """Order a run's messages and judge each answer against everything before it.

    `incomplete`: a line of the run was lost, so every answer is `not_actionable`. `conflict`:
    the run shares its id with another run (`run_id`); else the run's own records conflicting on
    a position make it `positions`. `first_index` numbers the answers on from another part. An
    answer whose check raises is in `failed` (a dead letter), its index kept: the next answer's
    index counts it. A message the auditor could not take in is in `lost` (a dead letter), and
    every answer after it is judged `incomplete`.
    """
    assembled = assemble_run(messages)
    if conflict is None and assembled.conflicting_positions:
        conflict = "positions"
    result = RunAudit(
        run_id,
        messages=len(assembled.messages),
        duplicates=assembled.duplicates,
        conflicting_positions=assembled.conflicting_positions,
        incomplete=incomplete,
        conflict=conflict,
    )
    auditor = RunAuditor(gate)
    index = first_index
    partial = incomplete  # once a message is lost, every later answer is judged on partial evidence
    for message in assembled.messages:
        if message.answer:
            judged = judge_or_fail(auditor, message, index, incomplete=partial, conflict=conflict, judge=judge)
            if isinstance(judged, ParseError):
                result.failed.append(judged)
            else:
                result.answers.append(judged[0])
                result.findings.extend(judged[1])
            index += 1
        lost = add_or_lose(auditor, message, add)
        if lost is not None:
            result.lost.append(lost)
            partial = True
    return result


def audit_keyed_run(
    run_id: str,
    keyed: Iterable[tuple[str, Message]],
    gate: Gate,
    *,
    incomplete: bool = False,
    judge: Judge = judge_answer,
    add: Add = add_message,
) -> list[RunAudit]:
    """Audit the records that share one run id: one audit per run key, never one merged run.

    `7` and `"7"`, `t/1`+`2` and `t`+`1/2`, or an events run and a chat run with the same id are
    different runs: merged, one's tool results would ground the other's invented values. Each key
    is audited apart, in key order, its answers numbered on from the previous key's, and every
    answer row says `conflict: "run_id"`.
    """
    parts: dict[str, list[Message]] = {}
    for key, message in keyed:
        parts.setdefault(key, []).append(message)
    if not parts:
        parts[""] = []  # a run named with no message content (otel, content capture off)
    conflict = "run_id" if len(parts) > 1 else None
    audits = []
    next_index = 0
    for key in sorted(parts):
        audit = audit_run(
            run_id, parts[key], gate, incomplete=incomplete, conflict=conflict, first_index=next_index, judge=judge,
            add=add,
        )
        next_index += len(audit.answers) + len(audit.failed)
        audits.append(audit)
    return audits
