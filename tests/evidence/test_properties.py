"""Invariants of the core, as property tests (hypothesis)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from evidence_audit.evidence import (
    RunAuditor,
    check_answer,
    js_number_string,
    normalize_token,
    resolve_gate,
    tokenize,
)
from evidence_audit.evidence.auditor import ReadingCache
from evidence_audit.evidence.groups import glue_digit_groups
from evidence_audit.evidence.normalize import _ES_WHITESPACE, es_trim, tokenize_raw

from .strategies import data_values, free_text, runs, tool_results

GATES = [resolve_gate({}), resolve_gate({"profile": "reference"}), resolve_gate({"figures": True, "decimals": True})]


@given(st.text())
def test_normalization_is_idempotent(raw: str) -> None:
    """Normalizing a normalized string changes nothing (whitespace inside aside: see below)."""
    assume(not any(c in _ES_WHITESPACE for c in es_trim(raw)))
    once = normalize_token(raw)
    assert normalize_token(once) == once


@given(st.text())
def test_tokens_normalize_idempotently(raw: str) -> None:
    """Every raw token piece normalizes idempotently: tokens never hold whitespace."""
    for piece in tokenize_raw(raw):
        once = normalize_token(piece)
        assert normalize_token(once) == once


def test_the_reference_trims_before_it_strips_decoration() -> None:
    """A faithful corner: whitespace behind a decoration survives one pass (`[\r0` -> `\r0`).

    The reference trims, then strips decoration, so a whole JSON string leaf like `"[\r0"` is
    indexed as `\r0`, which a second pass would trim. No answer token can hold whitespace, so the
    corner never changes a verdict.
    """
    assert normalize_token("[\r0") == "\r0"
    assert normalize_token("\r0") == "0"


@given(st.text())
def test_tokens_are_normalized_ascii(text: str) -> None:
    """Every token is non-empty, already normalized, and ASCII only."""
    for token in tokenize(text):
        assert token and token.isascii()
        assert normalize_token(token) == token


@given(data_values, tool_results(), st.sampled_from(GATES))
def test_a_value_copied_verbatim_from_a_result_is_never_unsupported(value: str, noise: str, gate) -> None:
    """A data token copied verbatim from a tool result into an answer is never flagged."""
    result = json.dumps({"value": value, "other": noise})
    for history in (
        [{"role": "tool", "content": result}],
        [{"role": "tool", "content": f"the value is {value} today"}],
        [{"role": "tool", "content": noise}, {"role": "tool", "content": result}],
    ):
        verdict = check_answer(f"The value is {value}.", history, gate)
        assert verdict.unsupported == ()


def _written_as_words(answer: str, written: str) -> bool:
    """Whether `written` (a value of several words: a date in words) stands in `answer` as words of
    its own somewhere: a day written first no tail of a token holding a letter (`fc0/1 JAN`), a
    month's name written last no head of a code (`1 JAN-000`)."""
    pattern = r"\s+".join(re.escape(word) for word in written.split())
    for m in re.finditer(pattern, answer):
        tail = re.search(r"\S*\Z", answer[: m.start()])
        glued_before = written[0].isdigit() and tail is not None and re.search("[A-Za-z]", tail.group(0)) is not None
        glued_after = written[-1].isalpha() and re.match(r"[-/][0-9]", answer[m.end():]) is not None
        if not glued_before and not glued_after:
            return True
    return False


@given(free_text, st.lists(tool_results(), max_size=3), st.sampled_from(GATES))
@example("fc0/1 JAN-000", [], GATES[0])  # a date in words read out of two codes' pieces (`1 JAN`), once flagged
@example("on 1 JAN we", [], GATES[0])  # a date in words of its own, flagged: several tokens
def test_unsupported_values_are_a_subset_of_the_candidates(answer: str, results: list[str], gate) -> None:
    """Flagged values are candidates of the answer, and each occurs among the answer's tokens (a
    number written in digit groups, `1000 1000 1000`, is one token: its groups joined by `-` at the
    same offsets, groups.py), or, a value of several words (a date in words, `1 JAN`), in the answer
    as words of its own, not read out of pieces of other tokens (`fc0/1 JAN-000`)."""
    history = [{"role": "tool", "content": r} for r in results]
    verdict = check_answer(answer, history, gate)
    values = {c.value for c in verdict.candidates}
    tokens = set(tokenize(answer)) | set(tokenize(glue_digit_groups(answer)))
    for flagged in verdict.unsupported:
        assert flagged.value in values
        if flagged.token is not None and len(flagged.token.split()) > 1:
            assert _written_as_words(answer, flagged.token)
        else:
            assert flagged.value in tokens or flagged.range_token in tokens or flagged.token in tokens
    assert verdict.looked_up == len(verdict.grounded) + len(verdict.unsupported) + len(verdict.computed or ()) \
        + len(verdict.unverified)


SHARED_READINGS = ReadingCache(limit_bytes=4 << 20)  # shared across examples, as the check filter shares it


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(runs(), st.sampled_from(GATES))
def test_the_incremental_auditor_equals_the_one_shot_check(run: list[dict], gate) -> None:
    """Each answer's incremental verdict equals check_answer(answer, history before it), with or
    without a reading cache shared across checks."""
    auditor = RunAuditor(gate)
    history: list[dict] = []
    for message in run:
        if message["role"] == "answer":
            incremental = auditor.judge(message["content"])
            one_shot = check_answer(message["content"], history, gate)
            assert incremental == one_shot
            assert check_answer(message["content"], history, gate, readings=SHARED_READINGS) == one_shot
            history.append({"role": "assistant", "content": message["content"]})
            auditor.add("assistant", message["content"])
        else:
            auditor.add(message["role"], message["content"], tool_call_id=message.get("tool_call_id"))
            history.append(message)


@given(free_text, st.lists(tool_results(), max_size=3), st.sampled_from(GATES))
def test_the_same_case_gives_the_same_verdict_twice(answer: str, results: list[str], gate) -> None:
    """The check is deterministic: the same case twice, the same verdict (caches included)."""
    history = [{"role": "tool", "content": r} for r in results]
    assert check_answer(answer, history, gate) == check_answer(answer, history, gate)


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
@settings(max_examples=1, deadline=None)
@given(st.lists(st.floats(allow_nan=False, allow_infinity=False), min_size=300, max_size=300))
def test_numbers_print_as_node_prints_them(values: list[float]) -> None:
    """js_number_string agrees with Node's String(x) (a differential test, where node exists)."""
    values = values + [1e21, 1e-7, 123e-20, 2**53 + 2, 0.1 + 0.2, -0.0, 5e-324, 1.7976931348623157e308]
    script = "const xs = JSON.parse(require('fs').readFileSync(0, 'utf8')); console.log(JSON.stringify(xs.map(String)))"
    out = subprocess.run(["node", "-e", script], input=json.dumps(values), capture_output=True, text=True, check=True)
    assert [js_number_string(v) for v in values] == json.loads(out.stdout)
