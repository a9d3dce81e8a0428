"""End to end on a synth corpus: the audit's findings, groundings and leads against planted truth.

A 300-run corpus in every trace format (`write_corpus`, mixed) holds copied values, respellings of
each rule, self-sourced values, near misses and planted sums, each with its truth row. The real
command audits it, at the default setting and at the reference's, and every row is held to its
truth: both sides of precision, fabrications caught and respellings spared.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path

import orjson
import pytest

from evidence_audit.evidence.spellings import EXACT, RULES
from evidence_audit.evidence.respellings import MORE_RULES
from evidence_audit.evidence.spellings import TIME_AND_JOINED_RULES
from evidence_audit.synth import write_corpus

from .helpers import read_rows, run_cli

RUNS = 300
SEED = 23  # a seed whose corpus has a dozen of each near miss and masked-token near misses
DOZEN = 12

Key = tuple[str, int, str]  # (run_id, answer_index, value)

# What the `nearest` lead says of each kind of near miss (leads.py: the kinds of nearness).
NEAR_HOW = {
    "near_miss_id": {"one character off", "one digit off"},
    "near_miss_amount": {"one digit off"},
    "near_miss_clock": {"an hour off"},
    "near_miss_date": {"a day off"},
    "near_miss_last4": {"same ending but one digit"},
}


def _key(row: dict) -> Key:
    return (row["run_id"], row["answer_index"], row["value"])


def _masked_token(row: dict) -> bool:
    """A card ending written as one masked token (`xxxx-1785`): a known miss of `nearest`."""
    return row["value"].startswith("xxxx-")


@pytest.fixture(scope="module")
def truth_and_corpus(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict]]:
    folder = tmp_path_factory.mktemp("synth")
    stats = write_corpus(str(folder / "corpus.jsonl"), RUNS, SEED, "mixed")
    truth = [orjson.loads(line) for line in Path(stats.truth_path).read_bytes().splitlines()]
    return folder / "corpus.jsonl", truth


@pytest.fixture(scope="module")
def truth(truth_and_corpus: tuple[Path, list[dict]]) -> list[dict]:
    return truth_and_corpus[1]


def _audit(corpus: Path, out: Path, *options: str) -> tuple[dict[Key, dict], list[dict]]:
    done = run_cli("audit", str(corpus), "--out", str(out), *options)
    assert done.returncode == 0, done.stderr
    findings = read_rows(out, "findings")
    by_key = {_key(row): row for row in findings}
    assert len(by_key) == len(findings), "one finding per value per answer"
    assert not read_rows(out, "dead_letter")
    return by_key, read_rows(out, "answers")


@pytest.fixture(scope="module")
def default(truth_and_corpus, tmp_path_factory) -> tuple[dict[Key, dict], list[dict]]:
    """Findings (by run, answer and value) and answer rows of the audit at the default setting."""
    return _audit(truth_and_corpus[0], tmp_path_factory.mktemp("default"))


@pytest.fixture(scope="module")
def reference(truth_and_corpus, tmp_path_factory) -> tuple[dict[Key, dict], list[dict]]:
    """Findings and answer rows of the audit with `--profile reference`."""
    return _audit(truth_and_corpus[0], tmp_path_factory.mktemp("reference"), "--profile", "reference")


def _rows(truth: list[dict], kind: str, **match: object) -> list[dict]:
    return [row for row in truth if row["kind"] == kind and all(row.get(k) == v for k, v in match.items())]


# --- the default setting: fabrications caught ----------------------------------------------------


def test_the_corpus_has_every_kind_of_value_to_judge(truth: list[dict]) -> None:
    """The corpus holds dozens of respellings of each rule and of near misses of each kind, planted
    sums, and self-sourced values: what the assertions below range over."""
    rules = Counter(row["rule"] for row in _rows(truth, "respelled"))
    made = Counter(row["fabrication"] for row in _rows(truth, "fabricated"))
    # synth plants the first five rules; the retail respellings (float-precision, unit, slash,
    # underscore-space) are tested in tests/evidence/test_respellings.py and on the real corpus
    # nor the rules for times, units and joined tokens (tests/evidence/test_times_and_joined.py)
    assert all(rules[rule] >= DOZEN for rule in RULES if rule not in (*MORE_RULES, *TIME_AND_JOINED_RULES)), rules
    assert all(made[kind] >= DOZEN for kind in NEAR_HOW), made
    # a planted sum of two amounts the answer lists is `computed` by the arithmetic dial and redrawn
    # (`Together that comes to ...`), so few remain: the wide `conversation` rule reads them too
    assert made["derived_sum"] + made["derived_difference"] >= 2, made
    assert len(_rows(truth, "self_sourced")) >= DOZEN


def test_every_planted_fabrication_is_an_ungrounded_finding(truth, default) -> None:
    """Each fabricated value, near misses and sums included, is a finding of kind ungrounded."""
    findings, _ = default
    for row in _rows(truth, "fabricated"):
        assert findings.get(_key(row), {}).get("kind") == "ungrounded", row


def test_ungrounded_findings_are_exactly_the_fabrications(truth, default) -> None:
    """No value but a planted fabrication is flagged: no copied, exempt or respelled value."""
    findings, _ = default
    ungrounded = {key for key, row in findings.items() if row["kind"] == "ungrounded"}
    computed = {_key(row) for row in _rows(truth, "computed")}  # judged by issue 8's computed rule
    assert ungrounded - computed == {_key(row) for row in _rows(truth, "fabricated")}
    spared = {_key(row) for kind in ("copied", "exempt", "respelled") for row in _rows(truth, kind)}
    assert not spared & findings.keys()


def test_self_sourced_values_are_self_sourced_findings(truth, default) -> None:
    """Each value only the assistant's own tool call carried is a self_sourced finding, and only those."""
    findings, _ = default
    listed = {key for key, row in findings.items() if row["kind"] == "self_sourced"}
    assert listed == {_key(row) for row in _rows(truth, "self_sourced")}
    assert listed


# --- the default setting: respellings spared, counted under their rule ----------------------------


def test_each_answer_counts_its_groundings_by_rule(truth, default) -> None:
    """An answer row's grounded_<rule> columns equal its respelled truth rows of that rule, and
    grounded_exact its copied rows."""
    _, answers = default
    expected: dict[tuple[str, int], Counter[str]] = defaultdict(Counter)
    for row in truth:
        if row["kind"] in ("copied", "respelled"):
            expected[(row["run_id"], row["answer_index"])][row.get("rule", EXACT)] += 1
    assert len(answers) == len({(r["run_id"], r["answer_index"]) for r in answers})
    for answer in answers:
        counts = expected.get((answer["run_id"], answer["answer_index"]), Counter())
        got = {rule: answer[f"grounded_{rule.replace('-', '_')}"] for rule in (EXACT, *RULES)}
        assert got == {rule: counts[rule] for rule in (EXACT, *RULES)}, answer
    assert sum(a["grounded_clock"] for a in answers) == len(_rows(truth, "respelled", rule="clock"))


# --- the default setting: leads -----------------------------------------------------------------


@pytest.mark.parametrize("fabrication", sorted(NEAR_HOW))
def test_a_near_miss_leads_back_to_the_value_it_was_mutated_from(truth, default, fabrication: str) -> None:
    """A near miss's finding names, as `nearest`, the carried form it was made from, and how near."""
    findings, _ = default
    rows = [row for row in _rows(truth, "fabricated", fabrication=fabrication) if not _masked_token(row)]
    assert len(rows) >= DOZEN // 2
    for row in rows:
        nearest = findings[_key(row)]["nearest"]
        assert nearest is not None and nearest["value"] == row["mutated_from"], (row, nearest)
        assert nearest["how"] in NEAR_HOW[fabrication]
        assert nearest["tool_name"] and nearest["path"]


def test_a_masked_token_near_miss_leads_back_to_its_card(truth, default) -> None:
    """`xxxx-1785` for a carried `gift_card_1591784` leads back to that card, as `ending in 1785` does."""
    findings, _ = default
    rows = [row for row in _rows(truth, "fabricated", fabrication="near_miss_last4") if _masked_token(row)]
    assert rows
    for row in rows:
        nearest = findings[_key(row)]["nearest"]
        assert nearest is not None and nearest["value"] == row["mutated_from"], (row, nearest)


def test_a_planted_sum_leads_to_its_derivation(truth, default) -> None:
    """A planted sum or difference of two carried numbers has that expression as its `derivation`."""
    findings, _ = default
    rows = [row for row in _rows(truth, "fabricated") if "derivation" in row]
    assert rows
    for row in rows:
        derivation = findings[_key(row)]["derivation"]
        assert derivation is not None and derivation["expression"] == row["derivation"], row
        assert len(derivation["from"]) == 2


# --- the reference setting ------------------------------------------------------------------------


def _in_a_flagged_range(row: dict, findings: dict[Key, dict]) -> bool:
    """Whether the reference flagged a range token (`10:30am-12:00pm`, read whole there) holding the value."""
    return any(
        run == row["run_id"] and index == row["answer_index"] and "-" in value and finding["kind"] == "ungrounded"
        and row["value"] in value.split("-")
        for (run, index, value), finding in findings.items()
    )


def test_the_reference_flags_every_respelling(truth, reference) -> None:
    """With `--profile reference` (no spelling rules) each respelled value is an ungrounded finding,
    alone or inside the range token the reference reads whole (`10:30am-12:00pm`: ranges are off)."""
    findings, answers = reference
    for row in _rows(truth, "respelled"):
        if _key(row) not in findings:
            assert _in_a_flagged_range(row, findings), row
            continue
        assert findings[_key(row)]["kind"] == "ungrounded", row
    assert all(answer[f"grounded_{rule.replace('-', '_')}"] == 0 for answer in answers for rule in RULES)


def test_the_reference_flags_self_sourced_values_as_ungrounded(truth, reference) -> None:
    """With `--profile reference` a value only the assistant's own call carried is ungrounded."""
    findings, _ = reference
    assert not any(row["kind"] == "self_sourced" for row in findings.values())
    for row in _rows(truth, "self_sourced"):
        assert findings.get(_key(row), {}).get("kind") == "ungrounded", row


def test_the_reference_still_flags_every_fabrication_and_no_copy(truth, reference) -> None:
    """The reference flags the fabrications too, and no value copied verbatim or said by a person."""
    findings, _ = reference
    # an amount under min_digits (`$323.00`) is data only under the default's amounts dial
    for row in _rows(truth, "fabricated"):
        if sum(c.isdigit() for c in row["value"]) >= 4:
            assert _key(row) in findings or _in_a_flagged_range(row, findings), row
    assert not {_key(row) for kind in ("copied", "exempt") for row in _rows(truth, kind)} & findings.keys()
