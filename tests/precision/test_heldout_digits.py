"""(bench45) `bench/heldout.py` mutates a value as the answer wrote it in any digit system: it finds
`1800` written `༡,༨༠༠` (Tibetan) or `424800` written `୪,୨୪,୮୦୦` (Odia), writes the one-digit mutant
in the same digits (`༡,༨༡༠`, not `1,810`), and reads the mutant in ASCII to exclude one that lands
on a carried value."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent.parent.parent / "bench" / "heldout.py"


def _bench() -> Any:
    spec = importlib.util.spec_from_file_location("heldout_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("heldout_bench", module)
    spec.loader.exec_module(module)
    return module


def test_an_odia_value_is_found_and_mutated_in_odia_digits() -> None:
    bench = _bench()
    text = "ମୋଟ ୪,୨୪,୮୦୦ ଟଙ୍କା, ୧୨ ଟି ବସ୍ତା"
    span = bench.locate("424800", text)
    assert span is not None and text[span[0]:span[1]] == "୪,୨୪,୮୦୦"
    assert bench.mutants("୪,୨୪,୮୦୦") == ["୫,୨୪,୮୦୦", "୪,୨୪,୯୦୦", "୪,୨୪,୮୦୧"]
    assert bench.locate("4248", text) is None  # not the head of a longer number


def test_a_tibetan_value_is_mutated_in_tibetan_digits() -> None:
    bench = _bench()
    span = bench.locate("1800", "ཀི་ལོ་༡,༨༠༠ ཡིན།")
    assert span is not None
    assert bench.mutants("༡,༨༠༠") == ["༢,༨༠༠", "༡,༨༡༠", "༡,༨༠༡"]
    assert bench.mutants("༩༠") == ["༡༠", "༩༡"]  # +2 where +1 would write a leading zero
    assert bench.in_ascii("༡,༨༡༠") == "1,810"
    assert bench.mutants("1,900") == ["2,900", "1,910", "1,901"]  # ASCII as before


def _corpus(tmp_path: Path, tool: dict[str, Any], answer: str) -> Path:
    run = {"run_id": "r-01", "model": "m", "messages": [
        {"role": "user", "content": "How much?"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "get_lot", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "c1", "name": "get_lot", "content": json.dumps(tool)},
        {"role": "assistant", "content": answer}]}
    path = tmp_path / "lot.jsonl"
    path.write_text(json.dumps(run, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def test_tibetan_mutants_are_judged_and_caught(tmp_path: Path) -> None:
    bench = _bench()
    from evidence_audit import resolve_gate
    fig = bench.CorpusFigures("lot")
    path = _corpus(tmp_path, {"lot": "NS", "total_kg": 1800}, "ཀི་ལོ་༡,༨༠༠ ཡིན།")
    bench.mutate_corpus(fig, path, resolve_gate({"profile": "default"}))
    assert fig.mutations["not found in text"] == 0
    assert fig.mutations["caught"] == 3


def test_a_mutant_landing_on_a_carried_value_is_still_excluded(tmp_path: Path) -> None:
    bench = _bench()
    from evidence_audit import resolve_gate
    fig = bench.CorpusFigures("lot")
    path = _corpus(tmp_path, {"lot": "NS", "total_kg": 1800, "bagged_kg": 1810},
                   "ཀི་ལོ་༡,༨༠༠ ཡིན།")
    bench.mutate_corpus(fig, path, resolve_gate({"profile": "default"}))
    assert fig.mutations["excluded: lands on a carried or user value"] == 1  # ༡,༨༡༠ is 1810
    assert fig.mutations["caught"] == 2


def test_a_computed_value_in_odia_digits_is_mutated_and_its_mutants_flagged() -> None:
    bench = _bench()
    from evidence_audit import check_answer, resolve_gate
    gate = resolve_gate({"profile": "default"})
    history = [{"role": "user", "content": "How much?", "tool_call_id": None, "tool_calls": None, "tool_name": None},
               {"role": "tool", "content": json.dumps({"lot": "NS", "bags": 36, "kg_per_bag": 50}),
                "tool_call_id": "c1", "tool_calls": None, "tool_name": "get_lot"}]
    text = "ବସ୍ତା ୩୬ × ୫୦ କିଲୋ = ୧,୮୦୦ କିଲୋ"
    verdict = check_answer(text, history, gate)
    assert [c.value for c in verdict.computed or ()] == ["୧,୮୦୦"]
    message = type("Message", (), {"text": text, "run_id": "r"})()
    carried = [type("Carried", (), {"role": h["role"], "text": h["content"]})() for h in history]
    joined, numbers = bench.carried_numbers(carried)
    fig = bench.CorpusFigures("lot")
    bench.mutate_computed(fig, message, 0, history, verdict, joined, numbers, gate, None)
    assert sum(fig.computed_judged.values()) == 3 and not fig.excused_computed
