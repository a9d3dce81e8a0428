"""`evidence-audit check`: the per-answer check as a Unix filter, one JSON case in, one verdict out.

It imports the core only, never Beam, so a filter people pipe into starts in a fraction of a second.
A line that is not a valid case yields `{"id": ..., "error": "..."}` saying what was wrong, and the
filter goes on; at the end it prints to stderr how many cases it read, how many failed and how many
were flagged.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import IO, Any

import orjson

from .evidence import Gate, OptionError, check_answer, resolve_gate
from .evidence.auditor import ROLES, ReadingCache

__all__ = ["CASE_HELP", "CheckSummary", "check_case", "run_filter"]

CASE_HELP = """\
Each input line is one case, a JSON object:

  {"id": any,                      echoed back on the verdict
   "answer": "text",               the answer to judge (any JSON value when "typed": true)
   "typed": false,                 true: the answer is a JSON object/array, judged by its values only
   "history": [message, ...],      what came before the answer, in order
   "options": {option: value},     optional: the check's dials (below)
   "user_message": "text"}         optional: the current request, read as exempt text first

  message = {"role": "system" | "user" | "assistant" | "tool",
             "content": "text" | [{"type": "text", "text": "..."}],
             "tool_call_id": "c1",                  tool results: the call they answer
             "tool_calls": [{"id", "name", "arguments"}]}   assistant tool calls (never evidence)

Tool messages are the evidence; user and system messages are what a person said (exempt); the
assistant's own text and tool-call arguments are neither.

Options: profile ("default" | "reference"), min_digits (int >= 1, default 4),
  shapes [{"name", "pattern", "flags"?}], exempt [string | {"pattern", "flags"?}],
  figures (bool, default false), ranges (bool, default true), decimals (bool, default false),
  spellings (bool, default true: clock, timestamp-date, unsigned, id-part, masked-ending,
  float-precision, unit, slash, underscore-space), flag_self_sourced (bool, default false),
  amounts (bool, default true: a currency amount is data whatever its digit count),
  arithmetic (bool, default true: a value the answer computes is "computed", with its expression).
  "profile": "reference" sets every dial to the reference's setting (ranges, spellings, amounts,
  arithmetic off; self-sourced values flag).

Each output line is the verdict on one case, in input order:

  {"id", "candidates": [candidate], "unread": int, "unsupported": [candidate],
   "self_sourced": [candidate]   (only the assistant's own tool-call arguments carried them),
   "computed": [{"value", "shape", "derivation", "from", "operands"?}] (figures or arithmetic on:
     derivation names the rule, from says how: the expression for arithmetic),
   "grounded": [{"value", "forms", "grounded_by"}],
   "looked_up": int, "exempt": int, "evidence_truncated": bool}
  grounded_by = "exact" or the spelling rule that grounded the value
  candidate = {"value", "shape", "token"?, "range_token"?, "decimal_spelling"?}

or {"id": ..., "error": "what was wrong"} for a line that is not a valid case.

Example:
  echo '{"id": 1, "answer": "Port fc1/3 is down (FCID 0xef0102).",
         "history": [{"role": "tool", "content": "{\\"port\\": \\"fc1/3\\", \\"fcid\\": \\"0xef0101\\"}"}]}' \\
    | evidence-audit check
"""


class CaseError(ValueError):
    """A line that is not a valid case; the message says what was wrong."""


@dataclass(slots=True)
class CheckSummary:
    cases: int = 0
    failed: int = 0
    flagged: int = 0
    unread: int = 0

    def line(self) -> str:
        return (
            f"evidence-audit check: {self.cases} cases read, {self.failed} failed, "
            f"{self.flagged} flagged, {self.unread} with unread tokens"
        )


def _validate_history(history: Any) -> list[dict[str, Any]]:
    if history is None:
        return []
    if not isinstance(history, list):
        raise CaseError(f"history must be a list of messages, got {type(history).__name__}")
    for i, message in enumerate(history):
        if not isinstance(message, dict):
            raise CaseError(f"history message {i} must be an object, got {type(message).__name__}")
        role = message.get("role")
        if role not in ROLES:
            raise CaseError(
                f"history message {i} has role {role!r}; expected system, user, assistant or tool"
            )
        content = message.get("content")
        if content is not None and not isinstance(content, (str, list)):
            raise CaseError(
                f"history message {i} content must be a string or a list of text parts, "
                f"got {type(content).__name__}"
            )
    return history


class _GateCache:
    """What a stream of cases shares: resolved gates keyed by their options, and result readings."""

    def __init__(self, profile: str | None) -> None:
        self.profile = profile
        self.gates: dict[bytes, Gate] = {}
        self.readings = ReadingCache()  # cases of one run share results: read each once

    def get(self, options: Any) -> Gate:
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise CaseError(f"options must be an object, got {type(options).__name__}")
        if self.profile is not None and "profile" not in options:
            options = {"profile": self.profile, **options}
        key = orjson.dumps(options, option=orjson.OPT_SORT_KEYS)
        gate = self.gates.get(key)
        if gate is None:
            try:
                gate = resolve_gate(options)
            except OptionError as err:
                raise CaseError(f"invalid options: {err}") from None
            if len(self.gates) > 1024:
                self.gates.clear()
            self.gates[key] = gate
        return gate


def check_case(case: Any, gates: _GateCache) -> dict[str, Any]:
    """Judge one parsed case; raise `CaseError` when it is not a valid case."""
    if not isinstance(case, dict):
        raise CaseError(f"a case must be a JSON object, got {type(case).__name__}")
    if "answer" not in case:
        raise CaseError('the case has no "answer"')
    typed = case.get("typed", False)
    if not isinstance(typed, bool):
        raise CaseError(f"typed must be true or false, got {typed!r}")
    answer = case["answer"]
    if not typed and not isinstance(answer, str):
        raise CaseError(f'answer must be a string (or set "typed": true), got {type(answer).__name__}')
    user_message = case.get("user_message")
    if user_message is not None and not isinstance(user_message, str):
        raise CaseError(f"user_message must be a string, got {type(user_message).__name__}")
    history = _validate_history(case.get("history"))
    gate = gates.get(case.get("options"))
    verdict = check_answer(answer, history, gate, user_message=user_message, typed=typed, readings=gates.readings)
    return {"id": case.get("id"), **verdict.to_dict()}


def run_filter(
    source: IO[bytes], sink: IO[bytes], *, profile: str | None = None, flush_each: bool = False
) -> CheckSummary:
    """Read cases from `source`, write one verdict or error line per case to `sink`."""
    gates = _GateCache(profile)
    summary = CheckSummary()
    for line_no, raw in enumerate(source, start=1):
        if not raw.strip():
            continue
        summary.cases += 1
        case_id: Any = None
        try:
            try:
                case = orjson.loads(raw)
            except orjson.JSONDecodeError as err:
                raise CaseError(f"line {line_no} is not JSON: {err}") from None
            if isinstance(case, dict):
                case_id = case.get("id")
            out = check_case(case, gates)
            if out["unsupported"]:
                summary.flagged += 1
            if out["unread"]:
                summary.unread += 1
        except CaseError as err:
            summary.failed += 1
            message = str(err)
            if not message.startswith("line "):
                message = f"line {line_no}: {message}"
            out = {"id": case_id, "error": message}
        except Exception as err:  # a bug must not cost the rest of the stream
            summary.failed += 1
            out = {"id": case_id, "error": f"line {line_no}: internal error: {type(err).__name__}: {err}"}
        sink.write(orjson.dumps(out, option=orjson.OPT_APPEND_NEWLINE | orjson.OPT_NON_STR_KEYS))
        if flush_each:
            sink.flush()
    sink.flush()
    return summary


def main(profile: str | None) -> int:
    stdin = sys.stdin.buffer
    summary = run_filter(stdin, sys.stdout.buffer, profile=profile, flush_each=stdin.isatty())
    print(summary.line(), file=sys.stderr)
    return 0
