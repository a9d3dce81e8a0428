"""The incremental per-run auditor, and the one-shot check built on it.

A run is fed message by message, in order. A tool result is read once (`read_result`) and that
reading grows the evidence corpus, the exempt corpus (typed-ask answers) and the figures basis; user
and system text grow the exempt corpus; an answer is judged against everything before it. So a
run's cost is linear in its size, not quadratic in its answers, and the verdict on each answer is
exactly `check_answer(answer, history_before_it)`.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from .figures import FigureBasis
from .gate import Gate, Verdict, judge
from .index import EvidenceCorpus, ExemptCorpus, is_turn_boundary
from .served import read_result

__all__ = ["ROLES", "RunAuditor", "check_answer", "message_text"]

ROLES = ("system", "user", "assistant", "tool")


def message_text(content: Any) -> Any:
    """A message's text: a string as it is, a list of text parts joined by newlines."""
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, str):
                parts.append(part)
            elif isinstance(part, Mapping) and isinstance(part.get("text"), str):
                parts.append(part["text"])
        return "\n".join(parts)
    if content is None:
        return ""
    return content


class RunAuditor:
    """Judges a run's answers incrementally: `add` each message in order, `judge` each answer."""

    __slots__ = ("gate", "evidence", "exempt", "basis", "tool_results")

    def __init__(self, gate: Gate) -> None:
        self.gate = gate
        self.evidence = EvidenceCorpus(track_carriers=False)
        self.exempt = ExemptCorpus()
        self.basis = FigureBasis() if gate.figures else None
        self.tool_results = 0

    def add(
        self,
        role: str,
        content: Any,
        *,
        tool_call_id: Any = None,
        tool_chars: Any = None,
        folded_exempt: Any = None,
    ) -> None:
        """Take one non-answer message of the run, in wire order."""
        content = message_text(content)
        if is_turn_boundary(role, content):
            self.evidence.start_turn()
        if role == "tool":
            served = read_result(content, tool_chars)
            self.tool_results += 1
            self.evidence.add_result(served, tool_call_id)
            if self.basis is not None:
                self.basis.add_result(served)
            self.exempt.add_message(role, content, served)
        else:
            self.exempt.add_message(role, content, folded_exempt=folded_exempt)

    def judge(self, answer: Any, *, typed: bool = False) -> Verdict:
        """Judge an answer against every message added so far."""
        if not isinstance(answer, str):
            import orjson

            answer = orjson.dumps(answer).decode() if typed else str(answer)
        return judge(answer, self.gate, self.evidence, self.exempt, self.basis, typed=typed)


def _field(message: Mapping[str, Any], snake: str, camel: str) -> Any:
    value = message.get(snake)
    return message.get(camel) if value is None else value


def check_answer(
    answer: Any,
    history: Sequence[Mapping[str, Any]],
    gate: Gate,
    *,
    user_message: str | None = None,
    system_prompt_injections: Iterable[Mapping[str, Any]] = (),
    typed: bool = False,
) -> Verdict:
    """Judge one answer against a history of messages, as the reference judges it at that point.

    `history` messages are mappings with `role`, `content` and optionally `tool_call_id`,
    `tool_chars`, `folded_exempt` (camelCase spellings accepted). `user_message` is the
    reference's separate current-request input: when given it is exempt text read before the
    history. Injections are system-prompt pieces read after it.
    """
    auditor = RunAuditor(gate)
    if user_message:
        auditor.exempt.add_exempt(user_message)
    for message in history:
        auditor.add(
            message.get("role", ""),
            message.get("content"),
            tool_call_id=_field(message, "tool_call_id", "toolCallId"),
            tool_chars=_field(message, "tool_chars", "toolChars"),
            folded_exempt=_field(message, "folded_exempt", "foldedExempt"),
        )
    injections = list(system_prompt_injections)
    if injections:
        auditor.exempt.add_injections(injections)
    return auditor.judge(answer, typed=typed)
