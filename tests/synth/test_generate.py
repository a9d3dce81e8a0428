"""The run generator: deterministic per seed, varied like real agent work, its truth complete."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from evidence_audit.evidence import check_answer, normalize_token, resolve_gate, tokenize
from evidence_audit.evidence.spellings import RULES, TIME_AND_JOINED_RULES
from evidence_audit.evidence.respellings import MORE_RULES
from evidence_audit.evidence.written import numeric_date_readings
from evidence_audit.synth import KINDS, SynthRun, generate

RUNS = 500


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
    """Every row names its run, answer, normalized value and kind; copied and respelled rows name
    the result's call, self-sourced rows the assistant's call; near misses their origin."""
    results = {m["tool_call_id"] for r in runs for m in r.conversation if m["role"] == "tool"}
    calls = {c["id"] for r in runs for m in r.conversation for c in m.get("tool_calls", ())}
    for run in runs:
        for row in run.truth:
            assert row["run_id"] == run.run_id
            assert 0 <= row["answer_index"] < run.answers
            assert row["kind"] in KINDS
            assert normalize_token(row["value"]) == row["value"]
            if row["kind"] == "copied":
                assert row["source"] in results
            elif row["kind"] == "respelled":
                assert row["source"] in results and row["rule"] in RULES
                assert normalize_token(row["carried"]) == row["carried"] != row["value"]
            elif row["kind"] == "self_sourced":
                assert row["source"] in calls
            elif row["kind"] == "exempt":
                assert row["source"] == "user"
            elif row["kind"] == "computed":
                assert " = " in row["expression"]
            else:
                assert row["fabrication"]
                assert ("mutated_from" in row) == row["fabrication"].startswith("near_miss_")
                assert ("derivation" in row) == row["fabrication"].startswith("derived_")


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


def test_a_respelled_value_is_grounded_by_its_rule_from_the_result_it_names(runs: list[SynthRun]) -> None:
    """A respelled row's source, alone, grounds the value as the answer spelled it, by the row's
    rule; the exact lookup alone does not."""
    spelled, exact = resolve_gate({}), resolve_gate({"spellings": False})
    for run in runs:
        results = {m["tool_call_id"]: m["content"] for m in run.conversation if m["role"] == "tool"}
        for row in run.truth:
            if row["kind"] == "respelled":
                source = [{"role": "tool", "content": results[row["source"]], "tool_call_id": row["source"]}]
                verdict = check_answer(row["spelling"], source, spelled)
                assert [(g.value, g.by) for g in verdict.grounded] == [(row["value"], row["rule"])], row
                assert [c.value for c in check_answer(row["spelling"], source, exact).unsupported] == [row["value"]]


def test_a_self_sourced_value_is_in_its_call_and_in_no_earlier_result(runs: list[SynthRun]) -> None:
    """A self-sourced row's value is in its tool call's arguments and in no tool result before its
    answer, as written or as a timestamp's date."""
    for run in runs:
        arguments = {c["id"]: c["arguments"] for m in run.conversation for c in m.get("tool_calls", ())}
        answers = [i for i, m in enumerate(run.conversation) if m in _answers(run)]
        for row in run.truth:
            if row["kind"] == "self_sourced":
                # as written, or a part of it: a numeric date's ISO reading (issue 9's self-sourced parts)
                forms = [row["spelling"], *numeric_date_readings(row["value"])]
                assert any(form in arguments[row["source"]] for form in forms), row
                before = run.conversation[: answers[row["answer_index"]]]
                assert not any(form in m["content"] for form in forms for m in before if m["role"] == "tool"), row


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
    """All six domains appear, and runs have from 1 to 6 user turns."""
    assert {r.domain for r in runs} == {"retail", "airline", "san", "cloud", "helpdesk", "assistant"}
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


# --- respellings, near misses, planted sums --------------------------------------------------------

DOZEN = 12  # each rule and each kind of near miss: at least a dozen in a 300-run corpus

# The respellings of the README's table (from real traces), each as the answer writes it.
TABLE_STYLES = [
    ("clock", r"^[0-9]{2}:[0-9]{2}$"),  # seconds dropped: 06:00
    ("clock", r"^(1[0-2]|[1-9]):[0-9]{2} PM$"),  # 12-hour: 10:00 PM
    ("clock", r"^(1[0-2]|[1-9]):[0-9]{2}pm$"),  # 10:00pm
    ("clock", r"^[0-9]{2}:[0-9]{2} AM \(next day\)$"),  # next-day arrival in words: 03:00 AM (next day)
    ("clock", r"^[0-9]{2}:[0-9]{2}\+1$"),  # +1 kept, seconds dropped: 00:00+1
    ("clock", r"^[1-9]:[0-9]{2} AM$"),  # single-digit hour: 9:00 AM
    ("clock", r"^12:[0-9]{2} AM$"),  # midnight: 12:00 AM
    ("timestamp-date", r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"),  # date of a timestamp
    ("timestamp-date", r"^(19|20)[0-9]{2}$"),  # year of a date
    ("unsigned", r"^\$[0-9,]+\.[0-9]{2}$"),  # a refund without its sign
    ("id-part", r"^[0-9]{7}$"),  # number part of an id: certificate 7504069
    ("masked-ending", r"^ending in [0-9]{4}$"),
    ("masked-ending", r"^\*\*\*\*[0-9]{4}$"),
    ("masked-ending", r"^xxxx-[0-9]{4}$"),
    ("masked-ending", r"^\u2022\u2022\u2022\u2022 [0-9]{4}$"),
    ("masked-ending", r"^last four [0-9]{4}$"),
]


@pytest.mark.parametrize("rule, style", TABLE_STYLES)
def test_every_respelling_of_the_table_occurs(runs: list[SynthRun], rule: str, style: str) -> None:
    """Each way of the table to respell a carried value is in some answer, under its rule."""
    assert any(row.get("rule") == rule and re.match(style, row["spelling"]) for r in runs for row in r.truth)


def test_respellings_and_near_misses_are_common(runs: list[SynthRun]) -> None:
    """300 runs hold dozens of respellings of each rule and of near misses of each kind, some
    planted sums and differences, and some self-sourced values."""
    rows = [row for r in runs for row in r.truth]
    rules = Counter(row["rule"] for row in rows if row["kind"] == "respelled")
    made = Counter(row["fabrication"] for row in rows if row["kind"] == "fabricated")
    # synth plants the first five rules; the retail respellings (float-precision, unit, slash,
    # underscore-space) are tested in tests/evidence/test_respellings.py and on the real corpus
    # nor the rules for times, units and joined tokens (tests/evidence/test_times_and_joined.py)
    assert all(rules[rule] >= DOZEN for rule in RULES if rule not in (*MORE_RULES, *TIME_AND_JOINED_RULES)), rules
    near = [f"near_miss_{kind}" for kind in ("id", "amount", "clock", "date", "last4")]
    assert all(made[kind] >= DOZEN for kind in near), made
    # a planted sum whose operands the answer itself lists is `computed` (arithmetic dial), and
    # synth redraws it, so fewer planted sums remain than before that dial
    assert made["derived_sum"] + made["derived_difference"] >= 2, made
    assert sum(row["kind"] == "self_sourced" for row in rows) >= DOZEN


def test_a_near_miss_is_one_step_from_a_carried_form(runs: list[SynthRun]) -> None:
    """A near miss's origin is a form a tool result of its run carried before its answer."""
    for run in runs:
        carried = {t for m in run.conversation if m["role"] == "tool" for t in tokenize(m["content"])}
        for row in run.truth:
            if "mutated_from" in row:
                assert row["mutated_from"] != row["value"]
                assert row["mutated_from"] in carried or any(row["mutated_from"] in t for t in carried), row


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


def test_a_value_written_as_two_kinds_is_redrawn_not_refused() -> None:
    """Run 4,071 of seed 1 plants `12:45 PM` (one hour off a carried `11:45:00`) in an answer that
    also respells a carried `00:45:00` as `12:45 AM`: one value, judged per occurrence (flagged).
    The generator used to check the respelled slot first and stop the whole corpus with "the
    check disagrees with the scenario"; a value of two kinds is redrawn instead."""
    import importlib
    import random

    module = importlib.import_module("evidence_audit.synth.generate")
    seeds = list(module._run_seeds(4072, 1))
    run = module._build_run(random.Random(seeds[4071]), resolve_gate({}), 0.3)
    verdicts = {row["kind"] for row in run.truth}
    assert "fabricated" in verdicts and "respelled" in verdicts


@pytest.mark.parametrize("index", [1732, 8282])
def test_a_due_date_slip_never_lands_on_another_lines_due_date(index: int) -> None:
    """Runs 1,732 and 8,282 of seed 1 (the speed corpus) list two recurring payments whose next due
    dates meet: Rent's 2024-12-02 slipped a day to 2024-12-03 beside Spotify's computed 2024-12-03,
    and Gym's 2025-02-01 slipped to 2025-01-31 below Spotify's computed 2025-01-31 (the slip, judged
    alone, was flagged; in the answer it is computed). The slip is drawn from the payment's own
    generator, so every redraw wrote it again and synth stopped after 40 draws. Each due date of an
    answer is now one value of one kind: the run builds, its slips are still flagged."""
    import importlib
    import random

    module = importlib.import_module("evidence_audit.synth.generate")
    seeds = list(module._run_seeds(index + 1, 1))
    run = module._build_run(random.Random(seeds[index]), resolve_gate({}), 0.3)
    dues = [row for row in run.truth if row.get("label") == "due_date"]
    assert len(dues) == 2
    assert len({(row["answer_index"], row["value"]) for row in dues}) == 2
    messages = run.conversation
    for row in dues:
        at = [i for i, m in enumerate(messages) if m in _answers(run)][row["answer_index"]]
        answer = messages[at]["content"]
        assert answer.count(row["value"]) == 1  # written once: no other line wrote it as another kind
        verdict = check_answer(answer, messages[:at], resolve_gate({}))
        flagged = {c.value for c in verdict.unsupported}
        assert (row["value"] in flagged) == (row["kind"] == "fabricated"), row
    kinds = {row["value"]: row["kind"] for row in dues}
    if index == 1732:
        assert kinds == {"2024-11-11": "fabricated", "2024-12-03": "fabricated"}
    else:
        assert kinds == {"2025-01-31": "computed", "2025-02-01": "computed"}
