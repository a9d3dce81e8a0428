"""The pure core of evidence-audit: read an answer, index a run's evidence, judge every value.

No Beam, no I/O, no clock, no module state that changes. See the repository's README.md and the spec
(`docs/evidence-check.md`) for the rules.
"""

from .auditor import RunAuditor, check_answer, message_text
from .extract import (
    MAX_ANSWER_TOKENS,
    AnswerReading,
    Candidate,
    candidate_forms,
    classify_token,
    extract_candidates,
    read_answer,
)
from .figures import FigureBasis, explain_figure, figure_basis_of, figure_numbers_of
from .gate import (
    MAX_REPORTED_VALUES,
    MAX_VALUE_CHARS,
    Computed,
    Gate,
    Grounded,
    Grounding,
    OptionError,
    Verdict,
    clip,
    describe_values,
    resolve_gate,
)
from .index import (
    MAX_CARRIERS,
    MAX_INDEX_TOKENS,
    Carrier,
    EvidenceCorpus,
    ExemptCorpus,
    answer_carriers_of,
    date_and_clock_forms,
)
from .normalize import (
    MAX_EXACT_DIGITS,
    canonical_form,
    count_digits,
    js_number_string,
    lookup_forms,
    normalize_token,
    tokenize,
)
from .served import Served, json_prefix_of, leading_json_values, read_result

__all__ = [
    "MAX_ANSWER_TOKENS",
    "MAX_CARRIERS",
    "MAX_EXACT_DIGITS",
    "MAX_INDEX_TOKENS",
    "MAX_REPORTED_VALUES",
    "MAX_VALUE_CHARS",
    "AnswerReading",
    "Candidate",
    "Carrier",
    "Computed",
    "EvidenceCorpus",
    "ExemptCorpus",
    "FigureBasis",
    "Gate",
    "Grounded",
    "Grounding",
    "OptionError",
    "RunAuditor",
    "Served",
    "Verdict",
    "answer_carriers_of",
    "candidate_forms",
    "canonical_form",
    "check_answer",
    "classify_token",
    "clip",
    "count_digits",
    "date_and_clock_forms",
    "describe_values",
    "explain_figure",
    "extract_candidates",
    "figure_basis_of",
    "figure_numbers_of",
    "js_number_string",
    "json_prefix_of",
    "leading_json_values",
    "lookup_forms",
    "message_text",
    "normalize_token",
    "read_answer",
    "read_result",
    "resolve_gate",
    "tokenize",
]
