"""Measure the check's precision on real traces: false flags against hand labels, and how many
one-digit mutations of grounded values it catches.

Precision on traces we have never seen is the project's first target (at most 10 false flags per
1,000 answers, at least 99% of one-digit mutations caught), so the measurement is code, reused by
`bench/precision.py`, the tests and later sessions:

- **false flags**: the default's findings on a corpus, each joined with a hand label (`invented`,
  `respelled`, `computed`, `self-sourced`, `user`); a flag (kind `ungrounded`) whose label is not
  `invented` is a false flag. Counted per 1,000 answers.
- **mutations**: for each grounded value of each answer, one digit of its first occurrence is
  changed (each of up to `MAX_POSITIONS` digit positions, to the next digit) and the answer is
  re-judged against the same history. A mutation is *caught* when a new value is flagged, and
  *excused* when the arithmetic rule reports it computed (the price of that rule, measured: an
  excused mutation counts as not caught), or *listed unverified* (round 7: not caught either). It is set apart, out of the rate, when it *lands* on a
  value the run carried or a person said (grounded again, exactly or by a spelling rule, which is
  named), on a value the answer already states, or on one only the assistant's own tool-call
  arguments carried (`self_sourced`, listed apart by the check).
"""

from __future__ import annotations

import gzip
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

from .beam.rows import audit_run
from .evidence import Gate, RunAuditor, Verdict
from .evidence.extract import locate
from .traces import Message, Source, assemble_run, parse_line

__all__ = [
    "FALSE_LABELS",
    "LABELS",
    "MAX_POSITIONS",
    "MutationTally",
    "finding_key",
    "findings_of",
    "mutate_digit",
    "mutation_tally",
    "read_labels",
    "read_runs",
]

LABELS = ("invented", "respelled", "computed", "self-sourced", "user")
FALSE_LABELS = frozenset(LABELS) - {"invented"}
MAX_POSITIONS = 6


def read_runs(path: str | Path) -> Iterator[tuple[str, list[Message]]]:
    """The runs of a JSONL trace file (gzip by extension), as (run id, messages) in file order."""
    path = Path(path)
    opener = gzip.open if path.suffix == ".gz" else open
    runs: dict[str, list[Message]] = {}
    with opener(path, "rb") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            parsed = parse_line(line, Source(str(path), number))
            for message in parsed.messages:
                runs.setdefault(message.run_id, []).append(message)
    yield from runs.items()


def finding_key(row: Mapping[str, Any]) -> tuple[str, int, str, str]:
    return (str(row["run_id"]), int(row["answer_index"]), str(row["kind"]), str(row["value"]))


def findings_of(path: str | Path, gate: Gate) -> tuple[int, list[dict[str, Any]]]:
    """(answers, finding rows) of the audit of one corpus at `gate`, without a pipeline."""
    answers = 0
    rows: list[dict[str, Any]] = []
    for run_id, messages in read_runs(path):
        audit = audit_run(run_id, messages, gate)
        if audit.failed or audit.lost:  # a measure that dropped an answer or evidence would be wrong: stop
            raise RuntimeError("; ".join(error.reason for error in [*audit.failed, *audit.lost]))
        answers += len(audit.answers)
        rows.extend(audit.findings)
    return answers, rows


def read_labels(path: str | Path) -> dict[tuple[str, int, str, str], dict[str, Any]]:
    """Hand labels, one JSON object a line: run_id, answer_index, kind, value, label, note."""
    out: dict[tuple[str, int, str, str], dict[str, Any]] = {}
    for number, line in enumerate(Path(path).read_text().splitlines(), 1):
        if not line.strip():
            continue
        row = orjson.loads(line)
        if row.get("label") not in LABELS:
            raise ValueError(f"{path} line {number}: label {row.get('label')!r} is not one of {', '.join(LABELS)}")
        out[finding_key(row)] = row
    return out


def mutate_digit(text: str, position: int) -> str:
    """`text` with the digit at `position` replaced by the next digit (9 -> 0)."""
    digit = text[position]
    return text[:position] + str((int(digit) + 1) % 10) + text[position + 1 :]


def _positions(piece: str) -> list[int]:
    digits = [i for i, c in enumerate(piece) if c.isdigit()]
    if len(digits) <= MAX_POSITIONS:
        return digits
    step = (len(digits) - 1) / (MAX_POSITIONS - 1)
    return sorted({digits[round(k * step)] for k in range(MAX_POSITIONS)})


@dataclass
class MutationTally:
    """What the one-digit mutations of grounded values came to."""

    total: int = 0
    caught: int = 0
    landed_carried: int = 0  # on a value a result carried or a person said
    landed_stated: int = 0  # on a value the answer states anyway, or no value at all
    self_sourced: int = 0
    computed: int = 0
    unverified: int = 0  # listed `unverified` (round 7): not caught, not landed
    landed_by: Counter[str] = field(default_factory=Counter)  # the rule that grounded a landed one
    computed_examples: list[dict[str, Any]] = field(default_factory=list)

    @property
    def judged(self) -> int:
        """Mutations that a check could catch: all but those landing on carried or stated values."""
        return self.total - self.landed_carried - self.landed_stated - self.self_sourced

    @property
    def catch_rate(self) -> float:
        return self.caught / self.judged if self.judged else 1.0

    def as_dict(self) -> dict[str, Any]:
        return {
            "mutations": self.total,
            "caught": self.caught,
            "landed_on_carried_or_said": self.landed_carried,
            "landed_on_stated_or_prose": self.landed_stated,
            "self_sourced": self.self_sourced,
            "landed_by_rule": dict(self.landed_by),
            "excused_by_computed": self.computed,
            "listed_unverified": self.unverified,
            "catch_rate": round(self.catch_rate, 6),
        }


def _classify(original: Verdict, mutated: Verdict) -> tuple[str, Any]:
    before = {c.value for c in original.candidates}
    new = [c.value for c in mutated.candidates if c.value not in before]
    if not new:
        return "stated", None
    flagged = {c.value for c in mutated.unsupported}
    own = {c.value for c in mutated.self_sourced}
    derived = {c.value for c in mutated.computed or ()}
    for value in new:
        if value in flagged:
            return "caught", value
    for value in new:
        if value in derived:
            how = next(c for c in mutated.computed or () if c.value == value)
            return "computed", f"{value} ({how.derivation}: {how.from_})"
    for value in new:
        if value in own:
            return "self_sourced", value
    listed = {u.candidate.value for u in mutated.unverified}
    for value in new:
        if value in listed:
            return "unverified", value
    rules = {g.value: g.by for g in mutated.grounded}
    return "carried:" + rules.get(new[0], "said"), new[0]


def mutation_tally(runs: Iterable[tuple[str, list[Message]]], gate: Gate, examples: int = 20) -> MutationTally:
    """Mutate one digit of each grounded value of each answer and re-judge it (see the module)."""
    tally = MutationTally()
    for run_id, messages in runs:
        assembled = assemble_run(messages)
        auditor = RunAuditor(gate)
        index = 0
        for message in assembled.messages:
            if message.answer:
                text = message.text
                original = auditor.judge(text)
                by_value = {c.value: c for c in original.candidates}
                for grounded in original.grounded:
                    candidate = by_value.get(grounded.value)
                    if candidate is None:
                        continue
                    offset, length = locate(text, candidate)
                    if offset < 0:
                        continue
                    piece = text[offset : offset + length]
                    for position in _positions(piece):
                        mutated_piece = mutate_digit(piece, position)
                        mutated = text[:offset] + mutated_piece + text[offset + length :]
                        outcome, value = _classify(original, auditor.judge(mutated))
                        tally.total += 1
                        where = {"run_id": run_id, "answer_index": index, "value": grounded.value, "mutated": mutated_piece, "as": value}
                        if outcome == "caught":
                            tally.caught += 1
                        elif outcome == "stated":
                            tally.landed_stated += 1
                        elif outcome == "computed":
                            tally.computed += 1
                            if len(tally.computed_examples) < examples:
                                tally.computed_examples.append(where)
                        elif outcome == "self_sourced":
                            tally.self_sourced += 1
                        elif outcome == "unverified":  # listed, not flagged: judged, not caught
                            tally.unverified += 1
                            if len(tally.computed_examples) < examples:
                                tally.computed_examples.append(where)
                        else:  # grounded again: it landed on another value the run carried or a person said
                            tally.landed_carried += 1
                            tally.landed_by[outcome.partition(":")[2]] += 1
                index += 1
            auditor.add(
                message.role,
                message.text,
                tool_call_id=message.tool_call_id,
                tool_calls=message.tool_calls,
                tool_name=message.tool_name,
            )
    return tally


def false_flag_report(
    answers: int, rows: list[dict[str, Any]], labels: Mapping[tuple[str, int, str, str], Mapping[str, Any]]
) -> dict[str, Any]:
    """Findings by kind and label, false flags per 1,000 answers, and findings no label covers."""
    kinds = Counter(row["kind"] for row in rows)
    # a flag at another setting may be labelled under the kind the default gave it (a value the
    # default reports computed is flagged with the arithmetic dial off): the same value, answer, run
    by_value = {(k[0], k[1], k[3]): v for k, v in labels.items()}
    by_label: Counter[str] = Counter()
    unlabelled: list[tuple[str, int, str, str]] = []
    false_flags = 0
    for row in rows:
        if row["kind"] != "ungrounded":
            continue
        key = finding_key(row)
        label = labels.get(key) or by_value.get((key[0], key[1], key[3]))
        if label is None:
            unlabelled.append(finding_key(row))
            continue
        by_label[label["label"]] += 1
        if label["label"] in FALSE_LABELS:
            false_flags += 1
    return {
        "answers": answers,
        "findings": dict(kinds),
        "flags_by_label": dict(by_label),
        "false_flags": false_flags,
        "false_flags_per_1000_answers": round(1000 * false_flags / answers, 2) if answers else 0.0,
        "unlabelled_flags": len(unlabelled),
    }
