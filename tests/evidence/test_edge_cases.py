"""Edge cases a review found, each pinned: deep nesting, odd whitespace, huge numbers, views."""

from __future__ import annotations

import json

from evidence_audit.evidence import (
    EvidenceCorpus,
    answer_carriers_of,
    check_answer,
    date_and_clock_forms,
    read_answer,
    resolve_gate,
)

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})


def unsupported(answer, history, gate=REFERENCE, **kw) -> list[str]:
    return [c.value for c in check_answer(answer, history, gate, **kw).unsupported]


def test_deeply_nested_results_are_walked_without_exhausting_the_stack() -> None:
    """A result nested 1,000 levels deep is evidence like any other (the walk keeps its own stack)."""
    content = '{"a":' * 1000 + '{"n":1e3,"id":"fc1/3"}' + "}" * 1000
    assert unsupported("1000 fc1/3", [{"role": "tool", "content": content}]) == []


def test_deeply_nested_typed_answers_and_call_arguments_do_not_crash() -> None:
    """Typed answers and tool-call arguments nested 1,000 levels deep are read too."""
    deep = "[" * 1000 + '"HOST-7731"' + "]" * 1000
    assert [c.value for c in read_answer(deep, DEFAULT, typed=True).candidates] == ["host-7731"]
    call = {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "name": "f", "arguments": deep}]}
    assert [c.value for c in check_answer("HOST-7731", [call], DEFAULT).self_sourced] == ["host-7731"]


def test_integers_of_thousands_of_digits_do_not_make_a_result_text() -> None:
    """JavaScript reads a 5,000-digit integer as a number, so the rest of the result is JSON."""
    content = '{"v":' + "1" * 5000 + ',"n":1e3}'
    assert unsupported("1000", [{"role": "tool", "content": content}]) == []


def test_a_whole_float_tool_chars_cuts_like_an_integer() -> None:
    """JSON has one number type: toolChars 5.0 cuts at 5 characters."""
    history = [{"role": "tool", "content": "99999 and then note 41200", "toolChars": 5.0}]
    assert unsupported("41200", history) == ["41200"]


def test_exact_tokens_may_be_a_has_view() -> None:
    """An exact-token view that offers only has() keeps a carried range whole."""

    class View:
        def has(self, value: str) -> bool:
            return value == "2024-2025"

    reading = read_answer("window 2024-2025", DEFAULT, exact_tokens=View())
    assert [c.value for c in reading.candidates] == ["2024-2025"]


def test_twelve_hour_clocks_read_javascript_whitespace() -> None:
    """`8:40\\u202fPM` (as ICU formats it) is the 12-hour reading 20:40 on the exempt side."""
    assert date_and_clock_forms("8:40\u202fPM") == ["20:40", "8:40", "8:40pm"]
    assert date_and_clock_forms("8:40\u00a0p.m.") == ["20:40", "8:40", "8:40pm"]


def test_the_clock_rule_reads_pm_after_any_whitespace() -> None:
    """10:00 followed by a narrow no-break space and PM is 22:00: a carried 10:00 does not ground it."""
    history = [{"role": "tool", "content": '{"departs": "2024-05-01T10:00:00"}'}]
    for sep in ("\u202f", "\u00a0", "\n", " "):
        assert unsupported(f"departs at 10:00{sep}PM.", history, DEFAULT) == ["10:00"], repr(sep)


def test_decimals_keep_an_all_zero_spelling() -> None:
    """`0.0%` asserts one decimal place: 0.3 does not round to it under the decimal dial."""
    gate = resolve_gate({"profile": "reference", "figures": True, "decimals": True})
    verdict = check_answer("Errors were 0.0% of calls.", [{"role": "tool", "content": '{"error_rate_pct": 0.3}'}], gate)
    assert [(c.value, c.decimal_spelling) for c in verdict.unsupported] == [("0", "0.0")]


def test_typed_answers_trim_javascript_whitespace() -> None:
    """A typed answer behind a BOM or NBSP is still one JSON object, read by its values."""
    reading = read_answer("\ufeff\u00a0" + json.dumps({"vol_2291": "fc1/3"}), DEFAULT, typed=True)
    assert [c.value for c in reading.candidates] == ["fc1/3"]


def test_carriers_are_unknowable_when_not_tracked() -> None:
    """answer_carriers_of says None (unknowable) for a corpus built without carriers."""
    assert answer_carriers_of([("x", ("x",))], EvidenceCorpus(track_carriers=False)) is None


def test_derivation_leads_are_exact_for_long_numbers() -> None:
    """A sum lead is never off by rounding, however many digits the numbers have."""
    from evidence_audit.evidence import RunAuditor

    auditor = RunAuditor(DEFAULT)
    auditor.add("tool", json.dumps({"a": 2, "b": "1234567890123456789012345679000"}))
    verdict = auditor.judge("total 1234567890123456789012345678901")
    assert auditor.derivation(verdict.unsupported[0]) is None
