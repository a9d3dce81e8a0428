"""Reading served results and building the corpora: the porting notes of spec 6.1 and 14a."""

from __future__ import annotations

from evidence_audit.evidence import MAX_INDEX_TOKENS, check_answer, read_result, resolve_gate
from evidence_audit.evidence.index import EvidenceCorpus, flatten

GATE = resolve_gate({})


def forms_of(text: str) -> list[str]:
    served = read_result(text)
    out: list[str] = []
    flatten(served.parsed, out)
    return out


# --- strict JSON, as JSON.parse ---------------------------------------------------------------------


def test_nan_and_infinity_are_not_json() -> None:
    """A result holding NaN or Infinity is not JSON: it is read as text (as JSON.parse refuses it)."""
    for text in ('{"x": NaN}', '[Infinity]', '{"x": -Infinity}'):
        served = read_result(text)
        assert not served.has_parsed and served.text == text


def test_integers_past_64_bits_parse_and_print_as_doubles() -> None:
    """A JSON integer orjson refuses still parses, and prints as a double does in JavaScript."""
    assert forms_of('{"n": 90071992547409931234}') == ["n", "90071992547409940000"]


def test_lone_surrogates_parse_as_javascript_accepts_them() -> None:
    """A string with a lone surrogate escape is JSON (JSON.parse accepts it)."""
    served = read_result('{"id": "HOST-7731\\ud800"}')
    assert served.has_parsed and served.parsed["id"].startswith("HOST-7731")


def test_duplicate_keys_keep_the_last_value_at_the_first_position() -> None:
    """`{"a":1,"b":2,"a":3}` walks as a=3 then b=2."""
    assert forms_of('{"a": 1, "b": 2, "a": 3}') == ["a", "3", "b", "2"]


def test_objects_walk_in_ecmascript_property_order() -> None:
    """Integer-like keys first, ascending; then the others in insertion order."""
    assert forms_of('{"b": 1, "10": 2, "2": 3, "a": 4}') == ["2", "3", "10", "2", "b", "1", "a", "4"]


def test_string_leaves_are_whole_then_tokens() -> None:
    """A string leaf is indexed whole, then as its tokens."""
    assert forms_of('{"note": "disk full on host-7"}') == ["note", "disk full on host-7", "disk", "full", "on", "host-7"]


def test_numbers_print_the_ecmascript_way() -> None:
    """2048.0 is 2048, 1e21 is 1e+21, 1.50 is 1.5, true is true, null is nothing."""
    assert forms_of("[2048.0, 1e21, 1.50, true, null, 0.0000001]") == ["2048", "1e+21", "1.5", "true", "1e-7"]


# --- what a result counts as evidence --------------------------------------------------------------


def test_tool_chars_cuts_the_library_note() -> None:
    """Only the tool's own bytes are evidence: a note after `tool_chars` grounds nothing."""
    content = '{"id": "HOST-1111"}[note: see HOST-2222]'
    history = [{"role": "tool", "content": content, "tool_chars": 19}]
    verdict = check_answer("HOST-1111 and HOST-2222", history, GATE)
    assert [c.value for c in verdict.unsupported] == ["host-2222"]


def test_an_absence_loses_its_looked_for_key() -> None:
    """An absence envelope does not ground what was looked for."""
    content = '{"af_absent": true, "looked_for": "host srv-9999", "checked": [{"what": "inventory", "short": "inv"}]}'
    verdict = check_answer("srv-9999 is missing", [{"role": "tool", "content": content}], GATE)
    assert [c.value for c in verdict.unsupported] == ["srv-9999"]


def test_a_capped_result_reads_its_head() -> None:
    """A capped result's head is read as a result of its own."""
    content = '{"truncated": true, "reason": "cap", "head": "{\\"hosts\\": [{\\"id\\": \\"HOST-4417\\"}, {\\"id\\": \\"HO"}'
    assert check_answer("HOST-4417", [{"role": "tool", "content": content}], GATE).unsupported == ()


# --- the budget ----------------------------------------------------------------------------------


def test_the_budget_truncates_the_index_and_the_verdict_is_not_actionable() -> None:
    """Past 200,000 new forms nothing more is stored, and the corpus says it is truncated."""
    big = " ".join(f"v{i:06d}x" for i in range(MAX_INDEX_TOKENS + 10))
    history = [{"role": "tool", "content": big}, {"role": "tool", "content": "HOST-1234"}]
    verdict = check_answer("v000001x and HOST-1234", history, GATE)
    assert verdict.evidence_truncated is True and verdict.grounding.index_truncated is True
    assert [c.value for c in verdict.unsupported] == ["host-1234"]  # refused by the spent budget


def test_exactly_the_budget_is_truncated_too() -> None:
    """`truncated` is budget <= 0: true even when exactly 200,000 forms were stored."""
    corpus = EvidenceCorpus()
    corpus.add_forms([f"f{i}" for i in range(MAX_INDEX_TOKENS)])
    assert corpus.truncated and len(corpus.values) == MAX_INDEX_TOKENS
