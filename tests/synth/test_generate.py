"""The run generator: deterministic per seed, varied like real agent work, its truth complete."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from evidence_audit.evidence import check_answer, normalize_token, resolve_gate, tokenize
from evidence_audit.synth import SynthRun, generate

RUNS = 300


@pytest.fixture(scope="module")
def runs() -> list[SynthRun]:
    return list(generate(RUNS, 11))


def _answers(run: SynthRun) -> list[dict]:
    return [m for m in run.conversation
            if m["role"] == "assistant" and not m.get("tool_calls") and m["content"].strip()]


def _is_cut_json(text: str) -> bool:
    if not text.startswith(("{", "[")):
        return False
    try:
        json.loads(text)
    except ValueError:
        return True
    return False


# --- determinism ---------------------------------------------------------------------------------


def test_same_seed_gives_the_same_runs() -> None:
    """Two generators with one seed yield equal runs: ids, messages, timestamps and truth."""
    assert list(generate(25, 3)) == list(generate(25, 3))


def test_different_seeds_give_different_runs() -> None:
    """Another seed gives other run ids and other conversations."""
    first, second = list(generate(10, 3)), list(generate(10, 4))
    assert {r.run_id for r in first}.isdisjoint(r.run_id for r in second)
    assert [r.conversation for r in first] != [r.conversation for r in second]


def test_worker_processes_build_the_same_runs() -> None:
    """Runs built in two processes equal the runs built in one, in the same order."""
    assert list(generate(70, 8, workers=2)) == list(generate(70, 8))


def test_a_prefix_of_runs_does_not_depend_on_the_count() -> None:
    """The first runs of a seed are the same whether 5 or 20 are asked for."""
    assert list(generate(5, 9)) == list(generate(20, 9))[:5]


# --- the truth -----------------------------------------------------------------------------------


def test_truth_rows_have_the_contract_keys(runs: list[SynthRun]) -> None:
    """Every row names its run, answer, normalized value and kind; copied rows name their call."""
    calls = {m["tool_call_id"] for r in runs for m in r.conversation if m["role"] == "tool"}
    for run in runs:
        for row in run.truth:
            assert row["run_id"] == run.run_id
            assert 0 <= row["answer_index"] < run.answers
            assert row["kind"] in ("fabricated", "copied", "exempt")
            assert normalize_token(row["value"]) == row["value"]
            if row["kind"] == "copied":
                assert row["source"] in calls
            elif row["kind"] == "exempt":
                assert row["source"] == "user"
            else:
                assert row["fabrication"]


def test_truth_values_are_written_in_their_answer(runs: list[SynthRun]) -> None:
    """Each row's spelling is in the answer it names, and reads as the row's value."""
    for run in runs:
        answers = _answers(run)
        assert len(answers) == run.answers
        for row in run.truth:
            text = answers[row["answer_index"]]["content"]
            assert row["spelling"] in text
            assert row["value"] in tokenize(row["spelling"]) or row["value"] in row["spelling"].lower()


def test_a_copied_value_is_grounded_by_the_result_it_names(runs: list[SynthRun]) -> None:
    """A copied row's source, alone, grounds the value as the answer spelled it."""
    gate = resolve_gate({})
    for run in runs[:100]:
        results = {m["tool_call_id"]: m["content"] for m in run.conversation if m["role"] == "tool"}
        for row in run.truth:
            if row["kind"] == "copied":
                source = [{"role": "tool", "content": results[row["source"]], "tool_call_id": row["source"]}]
                verdict = check_answer(row["spelling"], source, gate)
                assert [g.value for g in verdict.grounded] == [row["value"]], row


def test_a_fabricated_value_is_said_by_no_person_anywhere_in_the_run(runs: list[SynthRun]) -> None:
    """No user or system message of the whole run, before or after, carries a fabricated value."""
    gate = resolve_gate({})
    for run in runs:
        said = [{"role": m["role"], "content": m["content"]} for m in run.conversation
                if m["role"] in ("user", "system")]
        for row in run.truth:
            if row["kind"] == "fabricated":
                assert [c.value for c in check_answer(row["spelling"], said, gate).unsupported] == [row["value"]]


def test_no_row_repeats_a_value_within_an_answer(runs: list[SynthRun]) -> None:
    """Values are listed once per answer, as the check lists its candidates."""
    for run in runs:
        keys = [(row["answer_index"], row["value"]) for row in run.truth]
        assert len(keys) == len(set(keys))


def test_fabrication_rate_zero_plants_nothing() -> None:
    """At rate 0 no answer has a fabricated value; copied values are still listed."""
    kinds = Counter(row["kind"] for run in generate(60, 5, fabrication_rate=0.0) for row in run.truth)
    assert kinds["fabricated"] == 0 and kinds["copied"] > 0


def test_fabrication_rate_one_plants_in_most_answers() -> None:
    """At rate 1 nearly every answer has a fabrication (pleasantries never do)."""
    runs = list(generate(60, 5, fabrication_rate=1.0))
    answers = sum(r.answers for r in runs)
    fabricated = {(r.run_id, row["answer_index"]) for r in runs for row in r.truth if row["kind"] == "fabricated"}
    assert len(fabricated) >= 0.8 * answers


def test_default_rate_plants_in_about_a_third_of_answers(runs: list[SynthRun]) -> None:
    """At the default 0.3, roughly 30% of answers carry a fabrication."""
    answers = sum(r.answers for r in runs)
    fabricated = {(r.run_id, row["answer_index"]) for r in runs for row in r.truth if row["kind"] == "fabricated"}
    assert 0.2 * answers < len(fabricated) < 0.4 * answers


@pytest.mark.parametrize("kwargs", [{"fabrication_rate": -0.1}, {"fabrication_rate": 1.5},
                                    {"fabrication_rate": "0.3"}])
def test_bad_rate_is_refused(kwargs: dict) -> None:
    """A rate outside 0..1, or not a number, is a ValueError naming it, raised at the call."""
    with pytest.raises(ValueError, match="fabrication_rate"):
        generate(1, 0, **kwargs)


@pytest.mark.parametrize("workers", [0, -2, 1.5, True])
def test_bad_worker_count_is_refused(workers: object) -> None:
    """A worker count that is not a whole number of at least 1 is a ValueError naming it."""
    with pytest.raises(ValueError, match="workers"):
        generate(1, 0, workers=workers)


def test_negative_runs_are_refused() -> None:
    """A negative run count is a ValueError; zero runs yield nothing."""
    with pytest.raises(ValueError, match="runs"):
        generate(-1, 0)
    assert list(generate(0, 0)) == []


# --- variety -------------------------------------------------------------------------------------


def test_runs_cover_every_domain_and_one_to_six_turns(runs: list[SynthRun]) -> None:
    """All five domains appear, and runs have from 1 to 6 user turns."""
    assert {r.domain for r in runs} == {"retail", "airline", "san", "cloud", "helpdesk"}
    turns = {sum(m["role"] == "user" for m in r.conversation) for r in runs}
    assert {1, 2, 3, 4, 5} <= turns and max(turns) <= 6


def test_runs_have_the_shapes_real_traces_have(runs: list[SynthRun]) -> None:
    """Parallel calls, text before a call, cut JSON, notes after JSON, text results, system prompts."""
    messages = [m for r in runs for m in r.conversation]
    calls = [m for m in messages if m.get("tool_calls")]
    results = [m["content"] for m in messages if m["role"] == "tool"]
    assert any(len(m["tool_calls"]) >= 2 for m in calls)
    assert any(m["content"] for m in calls)
    assert any(_is_cut_json(t) for t in results)
    assert any(t.startswith("{") and ("\n\n[" in t or "\n\n(" in t or "\n\n<" in t) for t in results)
    assert any(not t.lstrip().startswith(("{", "[")) for t in results)
    assert any(m.get("is_error") for m in messages)
    assert any(m["role"] == "system" for m in messages)
    assert any(r.conversation[0]["role"] == "user" for r in runs)


def test_tool_calls_per_turn_range_from_zero_to_four(runs: list[SynthRun]) -> None:
    """A turn asks for 0 to 4 tools; both ends occur."""
    per_turn = []
    for run in runs:
        count = None
        for m in run.conversation:
            if m["role"] == "user":
                if count is not None:
                    per_turn.append(count)
                count = 0
            elif m.get("tool_calls"):
                count += len(m["tool_calls"])
        per_turn.append(count)
    assert min(per_turn) == 0 and max(per_turn) == 4


def test_answers_mix_prose_numbers_amounts_and_exempt_ids(runs: list[SynthRun]) -> None:
    """Answers hold amounts like $1,032.50, ISO timestamps, prose numbers, and ids the user said."""
    texts = [m["content"] for r in runs for m in _answers(r)]
    rows = [row for r in runs for row in r.truth]
    assert any("24/7" in t for t in texts) and any(" items" in t for t in texts)
    assert any(row["spelling"].startswith("$") and "," in row["spelling"] for row in rows)
    assert any("T" in row["spelling"] and row["spelling"].endswith("Z") for row in rows)
    assert any(row["kind"] == "exempt" for row in rows)
    fabrications = {row["fabrication"] for row in rows if row["kind"] == "fabricated"}
    assert {"changed_id", "wrong_amount", "made_up_timestamp", "invented_host"} <= fabrications


def test_some_runs_end_without_an_answer(runs: list[SynthRun]) -> None:
    """A few runs stop before any answer (a crash, a timeout); they have no truth rows."""
    silent = [r for r in runs if r.answers == 0]
    assert silent and all(not r.truth and not _answers(r) for r in silent)
    assert len(silent) < 0.1 * len(runs)


def test_timestamps_increase_within_a_run(runs: list[SynthRun]) -> None:
    """Message times (unix ns) strictly increase, as the trace writers require."""
    for run in runs:
        stamps = [m["ts"] for m in run.conversation]
        assert stamps == sorted(set(stamps))
