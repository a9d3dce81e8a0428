"""evidence-audit: audit LLM-agent runs for values the model typed instead of read.

The public door. The check (pure, no Beam): `resolve_gate` validates options once; `read_answer`
reads an answer's candidates and unread count; `check_answer` judges one answer against a history;
`RunAuditor` judges a run's answers incrementally (each tool result read once). The trace readers:
`parse_line` and `assemble_run`. The Beam pipeline lives in `evidence_audit.beam` (imported only
when used, so the check stays light).
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .evidence import (
        AnswerReading,
        Candidate,
        Gate,
        OptionError,
        RunAuditor,
        Verdict,
        check_answer,
        read_answer,
        resolve_gate,
    )
    from .traces import FORMATS, Message, ParseError, Source, assemble_run, parse_line

# The names above are imported on first use (PEP 562): a command that needs neither the check
# nor the readers (`audit`'s supervising process, `report`, `--help`) does not pay for them.
_FROM_EVIDENCE = frozenset(
    ("AnswerReading", "Candidate", "Gate", "OptionError", "RunAuditor", "Verdict", "check_answer", "read_answer", "resolve_gate")
)
_FROM_TRACES = frozenset(("FORMATS", "Message", "ParseError", "Source", "assemble_run", "parse_line"))


def __getattr__(name: str) -> Any:
    if name in _FROM_EVIDENCE:
        from . import evidence

        return getattr(evidence, name)
    if name in _FROM_TRACES:
        from . import traces

        return getattr(traces, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__version__ = "0.1.0"

__all__ = [
    "FORMATS",
    "AnswerReading",
    "Candidate",
    "Gate",
    "Message",
    "OptionError",
    "ParseError",
    "RunAuditor",
    "Source",
    "Verdict",
    "__version__",
    "assemble_run",
    "check_answer",
    "parse_line",
    "read_answer",
    "resolve_gate",
]
