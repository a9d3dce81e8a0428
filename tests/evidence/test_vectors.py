"""The conformance vectors of tests/data/vectors.jsonl, every one, through a small adapter.

The adapter maps the reference's function names and option names to ours. Vectors taken from the
reference run at the reference profile; the `seed` vectors state section 11's decisions and run at
the default profile with their own options.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from evidence_audit.evidence import (
    Candidate,
    EvidenceCorpus,
    ExemptCorpus,
    answer_carriers_of,
    candidate_forms,
    canonical_form,
    check_answer,
    classify_token,
    count_digits,
    date_and_clock_forms,
    describe_values,
    extract_candidates,
    figure_basis_of,
    figure_numbers_of,
    json_prefix_of,
    leading_json_values,
    lookup_forms,
    normalize_token,
    read_answer,
    read_result,
    resolve_gate,
    tokenize,
)
from evidence_audit.evidence.auditor import message_text
from evidence_audit.evidence.index import is_turn_boundary

VECTORS_PATH = Path(__file__).resolve().parents[1] / "data" / "vectors.jsonl"
VECTORS = [json.loads(line) for line in VECTORS_PATH.read_text(encoding="utf-8").splitlines() if line.strip()]
BY_ID = {v["id"]: v for v in VECTORS}

# Vectors we believe are wrong: id -> reason. Each runs as a strict xfail.
KNOWN_WRONG: dict[str, str] = {}


# --- adapter: reference names -> ours -------------------------------------------------------------


def gate_for(vector: dict[str, Any]):
    """Resolve the vector's options (reference spellings) at its profile."""
    raw = dict(vector["input"].get("options") or {})
    options: dict[str, Any] = {}
    if not vector["source"].startswith("seed"):
        options["profile"] = "reference"
    for key, value in raw.items():
        if key == "minDigits":
            options["min_digits"] = value
        elif key == "shapes":
            options["shapes"] = [{"name": s["name"], "pattern": s["match"], "flags": s.get("flags", "")} for s in value]
        elif key == "exempt":
            options["exempt"] = [
                e if isinstance(e, str) else {"pattern": e["regex"], "flags": e.get("flags", "")} for e in value
            ]
        elif key == "typed":
            continue  # per answer, not a gate option
        else:
            options[key] = value
    return resolve_gate(options)


def answer_of(inp: dict[str, Any]) -> str:
    if "answer_template" in inp:
        t = inp["answer_template"]
        return t["repeat"] * t["times"] + t["suffix"]
    return inp["answer"]


def evidence_of(history: list[dict[str, Any]]) -> EvidenceCorpus:
    corpus = EvidenceCorpus()
    for m in history:
        content = message_text(m.get("content"))
        if is_turn_boundary(m["role"], content):
            corpus.start_turn()
        if m["role"] == "tool":
            corpus.add_result(read_result(content, m.get("toolChars")), m.get("toolCallId"))
    return corpus


def exempt_of(history: list[dict[str, Any]]) -> ExemptCorpus:
    corpus = ExemptCorpus()
    for m in history:
        corpus.add_message(m["role"], message_text(m.get("content")), folded_exempt=m.get("foldedExempt"))
    return corpus


def contains_value(node: Any, needle: str) -> bool:
    return needle in json.dumps(node)


def cand(d: dict[str, Any] | None) -> dict[str, Any] | None:
    return None if d is None else d


def run_vector(vector: dict[str, Any]) -> None:
    inp, exp = vector["input"], vector["expected"]
    fn = inp["fn"]
    if fn == "normalizeToken":
        assert normalize_token(inp["raw"]) == exp["result"]
        assert normalize_token(normalize_token(inp["raw"])) == exp["result"]
    elif fn == "lookupForms":
        assert list(lookup_forms(inp["normalized"])) == exp["result"]
    elif fn == "canonicalForm":
        assert canonical_form(inp["normalized"]) == exp["result"]
    elif fn == "candidateForms":
        c = inp["candidate"]
        assert list(candidate_forms(Candidate(c["value"], c["shape"], c.get("token")))) == exp["result"]
    elif fn == "countDigits":
        assert count_digits(inp["text"]) == exp["result"]
    elif fn == "tokenize":
        assert tokenize(inp["text"]) == exp["result"]
    elif fn == "classifyToken":
        gate = gate_for(vector)
        got = classify_token(inp["token"], gate, set(inp.get("figures") or ()))
        assert (got.as_dict() if got is not None else None) == exp["result"]
    elif fn == "extractCandidates":
        gate = gate_for(vector)
        got = extract_candidates(answer_of(inp), gate, set(inp.get("figures") or ()))
        assert [c.as_dict() for c in got] == exp["candidates"]
    elif fn == "readAnswer":
        gate = gate_for(vector)
        typed = bool((inp.get("options") or {}).get("typed"))
        exact = set(inp["exactTokens"]) if "exactTokens" in inp else None
        got = read_answer(answer_of(inp), gate, exact_tokens=exact, typed=typed)
        assert [c.as_dict() for c in got.candidates] == exp["candidates"]
        assert got.unread == exp["unread"]
    elif fn == "figureNumbersOf":
        assert figure_numbers_of(inp["text"]) == exp["result"]
    elif fn == "explainFigure":
        got = figure_basis_of(inp["history"]).explain(inp["value"])
        if exp["result"] is None:
            assert got is None
        else:
            assert got is not None and got[0] == exp["result"]["derivation"]
            if "from" in exp["result"]:
                assert got[1] == exp["result"]["from"]
    elif fn == "checkAnswer":
        verdict = check_vector(vector)
        check_expected(verdict, exp)
    elif fn == "checkAnswer.aggregate":
        check_aggregate(vector)
    elif fn == "describeValues":
        assert exp["contains"] in describe_values(inp["values"])
    elif fn == "answerCarriersOf":
        grounded = [(g["value"], tuple(g["forms"])) for g in inp["grounded"]]
        got = answer_carriers_of(grounded, evidence_of(inp["history"]))
        if exp["result"] is None:
            assert got is None
        else:
            assert got is not None
            assert [{"toolCallId": c.tool_call_id, "values": c.values, "only": c.only} for c in got] == exp["result"]
    elif fn == "leadingJsonValues":
        got = leading_json_values(inp["text"])
        assert got.values == exp["values"]
        if "rest" in exp:
            assert got.rest == exp["rest"]
    elif fn == "jsonPrefixOf":
        got = json_prefix_of(inp["text"])
        if exp["result"] is None:
            assert got is None
        else:
            assert got is not None and got.leaves == exp["result"]["leaves"]
            assert got.words == exp["result"].get("words")
    elif fn == "readResult":
        got = read_result(inp["text"])
        if "result" in exp:
            want = exp["result"]
            if "text" in want:
                assert not got.has_parsed and got.text == want["text"]
            else:
                assert got.has_parsed and got.parsed == want["parsed"]
                assert got.tail == want.get("tail")
        if "hasParsed" in exp:
            assert got.has_parsed == exp["hasParsed"]
        if "parsedDoesNotContain" in exp:
            assert not contains_value(got.parsed, exp["parsedDoesNotContain"])
    elif fn == "evidenceFromHistory":
        corpus = evidence_of(inp["history"])
        for form in exp.get("has", ()):
            assert form in corpus
        for form in exp.get("hasNot", ()):
            assert form not in corpus
        for form, ids in (exp.get("carriers") or {}).items():
            assert corpus.carriers.get(form) == ids
    elif fn == "exemptFromRun":
        corpus = exempt_of(inp["history"])
        if "result" in exp:
            assert list(corpus.forms) == exp["result"]
        for form in exp.get("has", ()):
            assert form in corpus
        for form in exp.get("hasNot", ()):
            assert form not in corpus
    elif fn == "exemptLineageOf":
        forms = list(exempt_of(inp["span"]).forms)
        for form in exp.get("containsAll", ()):
            assert form in forms
        for form in exp.get("containsNone", ()):
            assert form not in forms
    elif fn == "dateAndClockForms":
        assert date_and_clock_forms(inp["text"]) == exp["result"]
    else:  # pragma: no cover - a new vector kind must be adapted, not skipped
        raise AssertionError(f"no adapter for {fn}")


def check_vector(vector: dict[str, Any]):
    inp = vector["input"]
    return check_answer(
        answer_of(inp),
        inp["history"],
        gate_for(vector),
        user_message=inp.get("userMessage"),
        system_prompt_injections=inp.get("systemPromptInjections") or (),
    )


def check_expected(verdict, exp: dict[str, Any]) -> None:
    want = exp["unsupported"]
    if want and isinstance(want[0], str):
        assert sorted(c.value for c in verdict.unsupported) == sorted(want)
    else:
        assert [{"value": c.value, "shape": c.shape} for c in verdict.unsupported] == want
    if "candidates" in exp:
        assert len(verdict.candidates) == exp["candidates"]
    if "lookedUp" in exp:
        assert verdict.looked_up == exp["lookedUp"]
    if "computed" in exp:
        assert verdict.computed is not None
        got = [{"value": c.value, "shape": c.shape, "derivation": c.derivation, "from": c.from_} for c in verdict.computed]
        for g, w in zip(got, exp["computed"], strict=True):
            assert {k: g[k] for k in w} == w


def check_aggregate(vector: dict[str, Any]) -> None:
    exp = vector["expected"]
    if "CORRECT" in vector["input"]["answers"]:
        group = [v for v in VECTORS if v["note"].startswith("CORRECT_ANSWERS[")]
        verdicts = [check_vector(v) for v in group]
        assert len(group) == exp["answers"]
        assert sum(len(v.candidates) for v in verdicts) == exp["candidates"]
        assert sum(len(v.unsupported) for v in verdicts) == exp["falsePositives"]
        assert sum(1 for v in verdicts if v.unsupported) == exp["answersFlagged"]
    else:
        group = [v for v in VECTORS if v["note"].startswith("FABRICATED_ANSWERS")]
        verdicts = [check_vector(v) for v in group]
        flagged = sum(len(v.unsupported) for v in verdicts)
        assert flagged == exp["flaggedValues"]
        assert sum(1 for v in verdicts if not v.unsupported) == exp["missed"]


def _param(vector: dict[str, Any]):
    marks = []
    if vector["id"] in KNOWN_WRONG:
        marks.append(pytest.mark.xfail(strict=True, reason=KNOWN_WRONG[vector["id"]]))
    return pytest.param(vector, id=f"{vector['id']}-{vector['input']['fn']}", marks=marks)


@pytest.mark.parametrize("vector", [_param(v) for v in VECTORS])
def test_vector(vector: dict[str, Any]) -> None:
    """Each conformance vector holds through the adapter."""
    run_vector(vector)


def test_every_vector_is_loaded() -> None:
    """The suite reads the whole vector file (255 vectors at the time of writing), none skipped."""
    assert len(VECTORS) >= 255
    assert len(BY_ID) == len(VECTORS)
