"""`evidence-audit check`: the per-answer check as a Unix filter, one JSON case in, one verdict out.

It imports the core only, never Beam, so a filter people pipe into starts in a fraction of a second.
A line that is not a valid case yields `{"id": ..., "error": "..."}` saying what was wrong, and the
filter goes on; at the end it prints to stderr how many cases it read, how many failed and how many
were flagged.
"""

from __future__ import annotations

import json
import sys
from collections import OrderedDict
from dataclasses import dataclass
from typing import IO, Any

import orjson

from . import jsontext
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
  spellings (bool, default true: clock, timestamp-date, unsigned, id-part, masked-ending),
  flag_self_sourced (bool, default false). "profile": "reference" sets every dial to the
  reference's setting (ranges, spellings off; self-sourced values flag).

Each output line is the verdict on one case, in input order:

  {"id", "candidates": [candidate], "unread": int, "unsupported": [candidate],
   "self_sourced": [candidate]   (only the assistant's own tool-call arguments carried them),
   "computed": [...] (figures on only), "grounded": [{"value", "forms", "grounded_by"}],
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
    """What a stream of cases shares: resolved gates keyed by their options, and result readings.

    Bounded whatever the stream holds: at most `MAX_GATES` option sets are kept (the least
    recently used goes first); their token caches together hold at most `MAX_CACHED_TOKENS`
    entries of at most `CACHED_TOKEN_CHARS` characters; result readings are bounded by bytes.
    """

    MAX_GATES = 32
    MAX_CACHED_TOKENS = 1 << 17

    def __init__(self, profile: str | None) -> None:
        self.profile = profile
        self.gates: OrderedDict[bytes, Gate] = OrderedDict()
        self.readings = ReadingCache()  # cases of one run share results: read each once

    def bound(self) -> None:
        """Clear the token caches when together they hold more than MAX_CACHED_TOKENS entries."""
        if sum(len(gate.cache) for gate in self.gates.values()) > self.MAX_CACHED_TOKENS:
            for gate in self.gates.values():
                gate.cache.clear()

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
            while len(self.gates) >= self.MAX_GATES:
                self.gates.popitem(last=False)
            self.gates[key] = gate
        else:
            self.gates.move_to_end(key)
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
    gates.bound()
    return {"id": case.get("id"), **verdict.to_dict()}


def _parse_case(raw: bytes, line_no: int) -> Any:
    """One case line as `JSON.parse` reads it: orjson, else what orjson refuses but JavaScript reads
    (lone surrogate escapes, nesting past 1,024), else an error saying what was wrong and where."""
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError as err:
        bad = jsontext.not_utf8(raw)
        if bad is not None:
            raise CaseError(f"line {line_no} is not UTF-8: {bad}") from None
        try:
            return jsontext.loads(raw)
        except ValueError:
            raise CaseError(f"line {line_no} is not JSON: {err}") from None


def _dump_line(out: dict[str, Any]) -> bytes:
    """One output line. A lone surrogate (echoed from a case) is written as its JSON escape."""
    try:
        return orjson.dumps(out, option=orjson.OPT_APPEND_NEWLINE | orjson.OPT_NON_STR_KEYS)
    except orjson.JSONEncodeError:
        return (json.dumps(out, ensure_ascii=True, separators=(",", ":"), default=str) + "\n").encode()


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
            case = _parse_case(raw, line_no)
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
        sink.write(_dump_line(out))
        if flush_each:
            sink.flush()
    sink.flush()
    return summary


def main(profile: str | None) -> int:
    stdin = sys.stdin.buffer
    summary = run_filter(stdin, sys.stdout.buffer, profile=profile, flush_each=stdin.isatty())
    print(summary.line(), file=sys.stderr)
    return 0
