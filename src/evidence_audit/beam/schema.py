"""The output rows' fields, in one place: documented, and the explicit Parquet schemas."""

from __future__ import annotations

import pyarrow as pa

from .rows import ANSWER_TEXT_CHARS, GROUNDED_COLUMNS

__all__ = ["ANSWER_FIELDS", "DEAD_LETTER_FIELDS", "FINDING_FIELDS", "RUN_FIELDS", "RUN_SCHEMA", "SCHEMAS"]

_SOURCE = [
    ("source_file", pa.string(), "the input file the answer came from"),
    ("source_line", pa.int64(), "its 1-based line number"),
    ("model", pa.string(), "the model name, when the trace has it"),
    ("ts", pa.int64(), "the answer's time in unix nanoseconds, when the trace has it"),
]

FINDING_FIELDS = [
    ("run_id", pa.string(), "the run"),
    ("answer_index", pa.int64(), "0-based index of the answer within the run"),
    (
        "kind",
        pa.string(),
        "ungrounded (no earlier tool result carried it); not_actionable (the same, in an answer whose "
        "evidence is partial: a lead, not counted as ungrounded); self_sourced (only the assistant's own "
        "tool-call arguments carried it); computed (the answer computed it from resolved numbers: see expression); "
        "unverified (the answer presents it as its own arithmetic, its operands grounded, and no expression "
        "reproduces it: listed for a person to check, not counted as ungrounded)",
    ),
    ("value", pa.string(), "the value, normalized (clipped at 64 characters)"),
    ("written", pa.string(), "the value as the answer wrote it (case and separators kept, surrounding punctuation dropped)"),
    ("shape", pa.string(), "identifier, number, figure, or a declared shape's name"),
    ("spelling", pa.string(), "the glued-unit, range or decimal spelling, when there is one"),
    ("context", pa.string(), "at most 120 characters of the answer around its first occurrence"),
    ("offset", pa.int64(), "character offset of that occurrence in the answer (-1 if not found)"),
    (
        "nearest",
        pa.struct([("value", pa.string()), ("how", pa.string()), ("position", pa.int64()), ("tool_name", pa.string()), ("path", pa.string())]),
        "lead: the closest carried value of the same kind, and the tool result (position, tool name, JSON path) that carried it",
    ),
    (
        "derivation",
        pa.struct([
            ("expression", pa.string()),
            ("from", pa.list_(pa.struct([("value", pa.string()), ("position", pa.int64()), ("path", pa.string())]))),
        ]),
        "lead: a sum or difference of two carried numbers that equals the value",
    ),
    (
        "leads_omitted",
        pa.bool_(),
        "the run's lead budget was spent before this finding: nearest and derivation were not searched",
    ),
    (
        "rules_omitted",
        pa.bool_(),
        "a bound on the costly rules' work (the run's rule budget, or the answer's) cut the answer's rules short: "
        "this value was judged without some rule (a flag a rule might have explained)",
    ),
    ("expression", pa.string(), "computed rows: the arithmetic rule and the expression that gives the value (`total: 105 + 102 = 207`); unverified rows: how the answer framed it as arithmetic"),
    (
        "operands",
        pa.list_(pa.struct([("value", pa.string()), ("source", pa.string()), ("where", pa.string())])),
        "computed rows: each operand, where it came from (answer, result, user, count, earlier answer) and where; "
        "unverified rows: the operands the answer named (resolved, or written: a small count)",
    ),
    *_SOURCE,
]

ANSWER_FIELDS = [
    ("run_id", pa.string(), "the run"),
    ("answer_index", pa.int64(), "0-based index of the answer within the run"),
    ("candidate_count", pa.int64(), "how many distinct data values the answer states"),
    ("looked_up_count", pa.int64(), "how many were looked up in the evidence (candidates minus exempt)"),
    ("grounded_count", pa.int64(), "how many an earlier tool result carried"),
    ("unsupported_count", pa.int64(), "how many no earlier tool result carried (its ungrounded findings)"),
    ("computed_count", pa.int64(), "how many were derived from carried numbers (figures dial) or computed by the answer from resolved numbers (arithmetic dial)"),
    ("exempt_count", pa.int64(), "how many a person said (user or system text)"),
    ("self_sourced_count", pa.int64(), "how many only the assistant's own tool-call arguments carried (its self_sourced findings)"),
    ("unverified_count", pa.int64(), "how many it presents as its own arithmetic that no expression reproduces (its unverified findings)"),
    *[
        (column, pa.int64(), f"how many grounded values the `{rule}` rule grounded")
        for rule, column in GROUNDED_COLUMNS.items()
    ],
    ("unread_tokens", pa.int64(), "tokens past the 20,000-token reading ceiling, never checked"),
    ("evidence_truncated", pa.bool_(), "the evidence index hit its 200,000-form budget"),
    (
        "rules_omitted",
        pa.bool_(),
        "a bound on the costly rules' work (the run's rule budget, or the answer's) cut this answer's rules short: "
        "its unsupported values were judged without some rule, flagged unless another grounded them",
    ),
    ("tool_results_before", pa.int64(), "tool results in the run before this answer"),
    (
        "incomplete",
        pa.bool_(),
        "a line of this run was lost (a dead letter names the run, or its compressed stream was cut), or a message of the run "
        "before this answer could not be taken in as evidence (a dead letter names it): the answer is not_actionable",
    ),
    (
        "conflict",
        pa.string(),
        "null; run_id (records of another run share this run id: 7 and \"7\", id parts joining alike, "
        "or another format; each run was audited apart); positions (two different records of the run "
        "claim one position; both kept)",
    ),
    (
        "verdict",
        pa.string(),
        "not_actionable (the evidence is partial: the index hit its budget or the run is incomplete), "
        "flagged, unread or clean",
    ),
    (
        "answer_text",
        pa.string(),
        (
            f"the answer's text, clipped at {ANSWER_TEXT_CHARS:,} characters, when the answer has finding rows"
            " (else null); finding offsets index it"
        ),
    ),
    *_SOURCE,
]

DEAD_LETTER_FIELDS = [
    ("source_file", pa.string(), "the input file"),
    ("source_line", pa.int64(), "the 1-based line number"),
    ("reason", pa.string(), "what was wrong, as a sentence"),
    ("raw", pa.string(), "the raw line, clipped to 1,024 characters"),
]


def _schema(fields) -> pa.Schema:
    return pa.schema([pa.field(name, kind) for name, kind, _ in fields])


SCHEMAS = {
    "findings": _schema(FINDING_FIELDS),
    "answers": _schema(ANSWER_FIELDS),
    "dead_letter": _schema(DEAD_LETTER_FIELDS),
}

# The streaming audit's fourth output: one row per run when it closes (idle, or the end of the
# stream). Not in SCHEMAS: the batch audit has no such output.
RUN_FIELDS = [
    ("run_id", pa.string(), "the run"),
    ("answers", pa.int64(), "answers judged: the run's final answer count"),
    ("messages", pa.int64(), "messages of the run, after dropping repeats and re-sent history"),
    ("duplicate_records", pa.int64(), "records delivered more than once, dropped"),
    ("conflicting_positions", pa.int64(), "positions claimed by two different records (all kept)"),
    ("late_records", pa.int64(), "records that arrived after an answer they precede was judged (each a dead letter)"),
    ("rejected_records", pa.int64(), "records refused because the run passed its state bound (each a dead letter)"),
    ("over_bound", pa.bool_(), "the run passed --max-run-bytes"),
    ("state_bytes", pa.int64(), "bytes of messages the run held in state (as counted against the bound)"),
    ("first_event", pa.int64(), "event time of its first record, unix ns"),
    ("last_event", pa.int64(), "event time of its last record, unix ns"),
    ("closed_at", pa.int64(), "event time it closed (its last record + --idle, or the end of the stream), unix ns"),
]
RUN_SCHEMA = _schema(RUN_FIELDS)
