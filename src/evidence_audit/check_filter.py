"""`evidence-audit check`: the per-answer check as a Unix filter, one JSON case in, one verdict out.

It imports the core only, never Beam, so a filter people pipe into starts in a fraction of a second.
It reads files (`check cases.jsonl`, compressed by extension) or stdin (`check`, `check -`) and
writes exactly one line per input line, so outputs pair with inputs by line number: a verdict, an
`{"id": ..., "error": "..."}` saying what was wrong (and the filter goes on), or a blank line for a
blank line. At the end it prints to stderr how many cases it read, how many failed and how many were
flagged, and exits with a status a script can use (`exits.py`).
"""

from __future__ import annotations

import json
import os
import sys
import textwrap
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import IO, Any

import orjson

from . import jsontext
from .case_lines import Oversized, TruncatedStream, case_lines, open_cases
from .evidence import Gate, OptionError, check_answer, resolve_gate
from .evidence.auditor import ROLES, ReadingCache
from .evidence.spellings import RULES as SPELLING_RULES
from .exits import USAGE, Outcome, decide
from .progress import Progress, rate, wanted
from .record_limit import MAX_RECORD_BYTES, max_record_bytes, too_long
from .text import plural

__all__ = ["CASE_HELP", "CaseFilter", "CheckSummary", "check_case", "main", "open_cases", "run_filter"]

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
@SPELLINGS@
  flag_self_sourced (bool, default false),
  amounts (bool, default true: a currency amount is data whatever its digit count),
  arithmetic (bool, default true: a value the answer computes is "computed", with its expression),
  word_dates (bool, default true: a date in words with its year, `August 11, 2026`, is judged
  when the run knows a date within 31 days of it; needs spellings),
  slips (bool, default true: a three-digit number one slip from a carried number that its line
  attributes to the same thing, `fuel level 23.5` for `fuelLevel` 22.5, is judged; needs spellings).
  "profile": "reference" sets every dial to the reference's setting (ranges, spellings, amounts,
  arithmetic, word_dates, slips off; self-sourced values flag).

Each output line answers the input line of the same number: the verdict on its case,

  {"id", "candidates": [candidate], "unread": int, "unsupported": [candidate],
   "self_sourced": [candidate]   (only the assistant's own tool-call arguments carried them),
   "computed": [{"value", "shape", "derivation", "from", "operands"?}] (figures or arithmetic on:
     derivation names the rule, from says how: the expression for arithmetic),
   "unverified"?: [{candidate, "framing", "operands": [[value, "resolved" | "written"]]}]
     (arithmetic on, only when some: a value the answer presents as its own arithmetic, of
     grounded operands, that no expression reproduces; listed for a person to check, not flagged),
   "grounded": [{"value", "forms", "grounded_by"}],
   "looked_up": int, "exempt": int, "evidence_truncated": bool}
  grounded_by = "exact" or the spelling rule that grounded the value
  candidate = {"value", "shape", "token"?, "range_token"?, "decimal_spelling"?}

or {"id": ..., "error": "line N of FILE: what was wrong"} for a line that is not a valid case, or
a blank line for a blank line. A summary goes to stderr (not with --quiet).

Exit status: 0 done; 1 a --fail-on condition held; 2 a usage error or a file that cannot be read;
3 nothing could be read (no input line was a valid case).

Example: one case on stdin; its second identifier was carried by no tool result:
  $ echo '{"id": 1, "answer": "Port fc1/3 is down (FCID 0xef0102).", "history": [{"role": "tool", "content": "{\\"port\\": \\"fc1/3\\", \\"fcid\\": \\"0xef0101\\"}"}]}' \\
      | evidence-audit check
  {"id":1,"candidates":[{"value":"fc1/3","shape":"identifier"},{"value":"0xef0102","shape":"identifier"}],"unread":0,"unsupported":[{"value":"0xef0102","shape":"identifier"}],"self_sourced":[],"computed":[],"grounded":[{"value":"fc1/3","forms":["fc1/3"],"grounded_by":"exact"}],"looked_up":2,"exempt":0,"evidence_truncated":false}
  evidence-audit check: 1 case read, 0 failed, 1 flagged, 0 with unread tokens
"""
# The spelling rules, from the one list the check runs (a hand-kept list here once missed twelve).
CASE_HELP = CASE_HELP.replace(
    "@SPELLINGS@",
    textwrap.fill(
        "spellings (bool, default true: " + ", ".join(SPELLING_RULES) + "),",
        width=98,
        initial_indent="  ",
        subsequent_indent="  ",
        break_on_hyphens=False,
    ),
)


class CaseError(ValueError):
    """A line that is not a valid case; the message says what was wrong."""


@dataclass(slots=True)
class CheckSummary:
    cases: int = 0
    failed: int = 0
    flagged: int = 0
    unread: int = 0
    self_sourced: int = 0
    unverified: int = 0
    not_actionable: int = 0
    blank: int = 0
    truncated: int = 0  # compressed files cut short (the line cut, if any, is also a failed case)
    oversized: int = 0  # lines over the record limit (each also a failed case)
    cut_between: int = 0  # of them, cut between two lines (no line to fail, but input lost)

    def line(self) -> str:
        blank = f", {plural(self.blank, 'blank line')}" if self.blank else ""
        cut = f", {plural(self.truncated, 'compressed file')} truncated" if self.truncated else ""
        over = f", {plural(self.oversized, 'line')} over the record limit" if self.oversized else ""
        return (
            f"evidence-audit check: {plural(self.cases, 'case')} read, {self.failed:,} failed, "
            f"{self.flagged:,} flagged, {self.unread:,} with unread tokens{blank}{cut}{over}"
        )

    def outcome(self) -> Outcome:
        return Outcome(
            read=self.cases - self.failed,
            lines=self.cases + self.blank,
            bad_lines=self.failed + self.cut_between,
            flagged=self.flagged,
            self_sourced=self.self_sourced,
            unverified=self.unverified,
            unread=self.unread,
            not_actionable=self.not_actionable,
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


def _parse_case(raw: bytes, line_no: str) -> Any:
    """One case line as `JSON.parse` reads it: orjson, else what orjson refuses but JavaScript reads
    (lone surrogate escapes, nesting past 1,024), else an error saying what was wrong and where."""
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError as err:
        bad = jsontext.not_utf8(raw)
        if bad is not None:
            raise CaseError(f"line {line_no}: the line is not UTF-8: {bad}{jsontext.compressed_hint(raw)}") from None
        try:
            return jsontext.loads(raw)
        except ValueError:
            raise CaseError(f"line {line_no}: the line is not valid JSON ({err}){jsontext.unclosed_hint(raw)}") from None


def _dump_line(out: dict[str, Any]) -> bytes:
    """One output line. A lone surrogate (echoed from a case) is written as its JSON escape."""
    try:
        return orjson.dumps(out, option=orjson.OPT_APPEND_NEWLINE | orjson.OPT_NON_STR_KEYS)
    except orjson.JSONEncodeError:
        return (json.dumps(out, ensure_ascii=True, separators=(",", ":"), default=str) + "\n").encode()


class CaseFilter:
    """Judge a stream of cases, one or several sources in turn, sharing gates, readings and counts."""

    def __init__(
        self, profile: str | None = None, progress: Progress | None = None, max_record_bytes: int = MAX_RECORD_BYTES
    ) -> None:
        self.gates = _GateCache(profile)
        self.summary = CheckSummary()
        self.progress = progress
        self.max_record_bytes = max_record_bytes

    def _verdict(self, raw: bytes, line_no: int, where: str) -> dict[str, Any]:
        summary = self.summary
        case_id: Any = None
        try:
            case = _parse_case(raw, f"{line_no}{where}")
            if isinstance(case, dict):
                case_id = case.get("id")
            out = check_case(case, self.gates)
            if out["unsupported"]:
                summary.flagged += 1
            if out["unread"]:
                summary.unread += 1
            summary.self_sourced += len(out.get("self_sourced") or ())
            summary.unverified += len(out.get("unverified") or ())
            if out["evidence_truncated"]:
                summary.not_actionable += 1
        except CaseError as err:
            summary.failed += 1
            message = str(err)
            if not message.startswith("line "):
                message = f"line {line_no}{where}: {message}"
            out = {"id": case_id, "error": message}
        except Exception as err:  # a bug must not cost the rest of the stream
            summary.failed += 1
            out = {"id": case_id, "error": f"line {line_no}{where}: internal error: {type(err).__name__}: {err}"}
        return out

    def feed(self, source: Iterable[bytes], sink: IO[bytes], *, name: str | None = None, flush_each: bool = False) -> None:
        """One output line per input line of `source`: a verdict, an error, or blank for blank.

        `source` is a binary stream (split here, each line under the record limit) or an iterable
        of lines. A line over the limit gets an error line with its size (as `audit`'s dead letter
        says). A compressed file cut short (`TruncatedStream`) ends the source: the line it cut
        gets an error line saying so; a cut between lines gets none (there is no line) and is counted.
        """
        where = f" of {name}" if name else ""
        progress = self.progress
        line_no = 0
        lines = case_lines(source, self.max_record_bytes) if hasattr(source, "read1") else iter(source)
        while True:
            try:
                raw = next(lines)
            except StopIteration:
                break
            except TruncatedStream as cut:
                self._truncated(cut.partial, cut.size, line_no + 1, where, sink)
                break
            line_no += 1
            if isinstance(raw, Oversized):
                self.summary.cases += 1
                self.summary.failed += 1
                self.summary.oversized += 1
                sink.write(_dump_line({"id": None, "error": too_long(f"line {line_no}{where}", raw.size)}))
            elif not raw.strip():
                self.summary.blank += 1
                sink.write(b"\n")
            else:
                self.summary.cases += 1
                out = self._verdict(raw, line_no, where)
                sink.write(_dump_line(out))
            if flush_each:
                sink.flush()
            if progress is not None and progress.due():
                cases = self.summary.cases
                progress.show(f"checked {plural(cases, 'case')} ({rate(cases, progress.elapsed()):,.0f}/s)")
        sink.flush()

    def _truncated(self, partial: bytes, size: int, line_no: int, where: str, sink: IO[bytes]) -> None:
        """A compressed file ended before its end-of-stream marker: say where, lose nothing silently."""
        self.summary.truncated += 1
        if partial:  # the stream was cut inside this line: it gets its error line
            self.summary.cases += 1
            self.summary.failed += 1
            message = (
                f"line {line_no}{where}: the compressed stream is truncated inside this line "
                f"({size:,} bytes of it read): the file ends before its end-of-stream marker"
            )
            sink.write(_dump_line({"id": None, "error": message}))
        else:  # cut between lines: no line to answer, so a line on stderr (quiet or not)
            self.summary.cut_between += 1
            after = f"after line {line_no - 1}" if line_no > 1 else "before its first whole line"
            print(
                f"evidence-audit check: {where[4:] or 'the input'}: the compressed stream is truncated "
                f"{after}: the file ends before its end-of-stream marker, so lines after it may be "
                "missing",
                file=sys.stderr,
            )


def run_filter(
    source: IO[bytes], sink: IO[bytes], *, profile: str | None = None, flush_each: bool = False
) -> CheckSummary:
    """Read cases from `source`, write one verdict, error or blank line per input line to `sink`."""
    case_filter = CaseFilter(profile)
    case_filter.feed(source, sink, flush_each=flush_each)
    return case_filter.summary


def main(
    paths: Sequence[str] = (),
    profile: str | None = None,
    fail_on: Sequence[str] = (),
    quiet: bool = False,
    max_record_mb: float | None = None,
) -> int:
    """Run the filter over `paths` (stdin for none or `-`); return the exit status."""
    paths = list(paths) or ["-"]
    try:
        limit = max_record_bytes(max_record_mb)
    except ValueError as err:
        print(f"evidence-audit check: {err}", file=sys.stderr)
        return USAGE
    for path in paths:
        if path != "-" and not os.path.isfile(path):
            problem = "is a folder, not a cases file" if os.path.isdir(path) else "no such file"
            print(f"evidence-audit check: {path}: {problem}", file=sys.stderr)
            return USAGE
    stdin = sys.stdin.buffer
    progress = Progress(wanted(quiet) and not stdin.isatty())
    case_filter = CaseFilter(profile, progress, limit)
    try:
        for path in paths:
            if path == "-":
                case_filter.feed(stdin, sys.stdout.buffer, flush_each=stdin.isatty())
            else:
                handle = open_cases(path)
                try:
                    case_filter.feed(handle, sys.stdout.buffer, name=path)
                finally:
                    handle.close()
    except OSError as err:
        progress.clear()
        sys.stdout.flush()
        print(f"evidence-audit check: cannot read {path}: {err or type(err).__name__}", file=sys.stderr)
        return USAGE
    progress.clear()
    summary = case_filter.summary
    if not quiet:
        print(summary.line(), file=sys.stderr)
    status, reason = decide(summary.outcome(), fail_on, "cases", "; each has its error line")
    if reason:
        print(f"evidence-audit check: {reason}", file=sys.stderr)
    return status
