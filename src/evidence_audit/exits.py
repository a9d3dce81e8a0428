"""Exit statuses a CI job can act on, and the `--fail-on` conditions that set them.

A pipeline step has to tell "the audit found something" from "the audit could not run" from "the
audit read nothing", as linters do, so each has its own status:

    0  the work ran (findings or not, unless --fail-on says otherwise)
    1  a --fail-on condition held (e.g. --fail-on findings and an answer was flagged)
    2  the command could not start: a usage error, a bad config, an input that matches no file
    3  nothing could be read: every input line was bad (or there was none), so no verdict exists

Each non-zero status comes with one line on stderr that says why. The conditions mean the same in
`audit` (over the whole job) and `check` (over the stream of cases).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

__all__ = [
    "FAIL_ON",
    "FAILED_CONDITION",
    "NOTHING_READ",
    "OK",
    "USAGE",
    "Outcome",
    "decide",
    "failed_conditions",
    "parse_fail_on",
]

OK = 0
FAILED_CONDITION = 1
USAGE = 2
NOTHING_READ = 3

# condition -> what it means (the --help text lists these)
FAIL_ON = {
    "findings": "an answer has an ungrounded value (a flagged answer)",
    "self-sourced": "an answer has a value only the assistant's own tool-call arguments carried",
    "unverified": "an answer has arithmetic no expression reproduces (a value it presents as computed, listed)",
    "unread": "an answer has tokens past the reading ceiling, never checked",
    "not-actionable": "an answer was judged on partial evidence (its run lost a line, or its evidence index was full)",
    "bad-lines": "an input line could not be read (a dead letter in audit, an error line in check)",
}


def parse_fail_on(value: str | Iterable[str] | None) -> tuple[str, ...]:
    """`"findings,bad-lines"` or `["findings"]` -> the known conditions, in order; raise ValueError."""
    if value is None:
        return ()
    words = value.split(",") if isinstance(value, str) else list(value)
    conditions: list[str] = []
    for word in words:
        if not isinstance(word, str):
            raise ValueError(f"fail-on conditions are words, got {word!r}")
        word = word.strip().replace("_", "-")
        if not word:
            continue
        if word not in FAIL_ON:
            raise ValueError(f"unknown fail-on condition {word!r}; expected one of {', '.join(FAIL_ON)}")
        if word not in conditions:
            conditions.append(word)
    return tuple(conditions)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The figures the conditions read, whichever command produced them."""

    read: int  # records parsed (audit) or cases judged (check)
    lines: int  # input lines seen
    bad_lines: int
    flagged: int
    self_sourced: int
    unread: int
    not_actionable: int
    unverified: int = 0

    @classmethod
    def of_audit(cls, summary: Mapping[str, int]) -> Outcome:
        return cls(
            read=summary["records_parsed"],
            lines=summary["lines_read"],
            bad_lines=summary["dead_letters"] + summary.get("failed_runs", 0) + summary.get("failed_answers", 0)
            + summary.get("failed_messages", 0),
            flagged=summary["flagged_answers"],
            self_sourced=summary["self_sourced_values"],
            unread=summary["unread_answers"],
            not_actionable=summary["not_actionable_answers"],
            unverified=summary.get("unverified_values", 0),
        )

    def count(self, condition: str) -> int:
        return {
            "findings": self.flagged,
            "self-sourced": self.self_sourced,
            "unverified": self.unverified,
            "unread": self.unread,
            "not-actionable": self.not_actionable,
            "bad-lines": self.bad_lines,
        }[condition]


# condition -> the noun its count is of (singular, plural)
_UNITS = {
    "findings": ("flagged answer", "flagged answers"),
    "self-sourced": ("self-sourced value", "self-sourced values"),
    "unverified": ("unverified value", "unverified values"),
    "unread": ("answer with unread tokens", "answers with unread tokens"),
    "not-actionable": ("answer not actionable", "answers not actionable"),
    "bad-lines": ("bad line", "bad lines"),
}


def failed_conditions(outcome: Outcome, conditions: Iterable[str]) -> list[str]:
    """The conditions that held, each as its count and noun (`15 flagged answers`)."""
    held = []
    for condition in conditions:
        count = outcome.count(condition)
        if count:
            one, many = _UNITS[condition]
            held.append(f"{count:,} {one if count == 1 else many}")
    return held


def decide(
    outcome: Outcome, conditions: Iterable[str], what: str = "records", where_bad: str = ""
) -> tuple[int, str | None]:
    """The exit status and its one-line reason (None for 0).

    `what` names the units read; `where_bad` says where the bad lines' reasons are.
    """
    if outcome.read == 0:
        if outcome.lines == 0:
            return NOTHING_READ, "nothing read: the input has no lines"
        bad = f"{outcome.bad_lines:,} bad{where_bad}" if outcome.bad_lines else "all blank"
        lines = f"{outcome.lines:,} input line{'' if outcome.lines == 1 else 's'}"
        return NOTHING_READ, f"nothing read: {lines}, no {what} among them ({bad})"
    conditions = list(conditions)
    held = failed_conditions(outcome, conditions)
    if held:
        return FAILED_CONDITION, f"--fail-on {','.join(conditions)}: {', '.join(held)}"
    return OK, None
