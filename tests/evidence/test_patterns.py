"""The pattern language: JavaScript RegExp syntax and meaning, run in linear time by RE2.

Every case of `pattern_cases.py` is compared with what JavaScript says (pinned in
`data/patterns_js.json`; the differential test re-asks node where it is installed). Valid
JavaScript we cannot run in linear time is refused with a message that names the construct.
"""

from __future__ import annotations

import json
import multiprocessing
import shutil
import sys
from pathlib import Path

import pytest

from evidence_audit.evidence import OptionError, resolve_gate
from evidence_audit.evidence.patterns import PatternError, compile_pattern

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pattern_cases import CASES, CATASTROPHIC, HANG_TOKENS, REFUSED  # noqa: E402
from pin_patterns import PINNED, key, run_node  # noqa: E402

PINS = json.loads(PINNED.read_text())


def test_every_case_is_pinned() -> None:
    """The pinned JavaScript answers cover the case table exactly (rerun pin_patterns.py if not)."""
    assert set(PINS) == {key(s, f) for s, f, _ in CASES}


# --- what JavaScript accepts, we match the same tokens --------------------------------------

ACCEPTED = [c for c in CASES if not PINS[key(c[0], c[1])]["syntax_error"] and (c[0], c[1]) not in REFUSED]


@pytest.mark.parametrize(("source", "flags", "tokens"), ACCEPTED, ids=[key(s, f) for s, f, _ in ACCEPTED])
def test_matches_what_javascript_matches(source: str, flags: str, tokens: list[str]) -> None:
    """A pattern JavaScript accepts matches exactly the tokens `^(?:source)$` matches there."""
    pattern = compile_pattern(source, flags)
    expected = PINS[key(source, flags)]["matches"]
    assert [pattern.fullmatch(t) for t in tokens] == expected


# --- what JavaScript rejects, we reject ---------------------------------------------------------

REJECTED = [c for c in CASES if PINS[key(c[0], c[1])]["syntax_error"]]


@pytest.mark.parametrize(("source", "flags", "tokens"), REJECTED, ids=[key(s, f) for s, f, _ in REJECTED])
def test_rejects_what_javascript_rejects(source: str, flags: str, tokens: list[str]) -> None:
    """A pattern that is a SyntaxError in JavaScript is an error here too (`\\-` under u among them)."""
    with pytest.raises(PatternError):
        compile_pattern(source, flags)


# --- valid JavaScript we cannot run in linear time: refused by name ------------------------------


@pytest.mark.parametrize(("source", "flags"), list(REFUSED), ids=[key(s, f) for s, f in REFUSED])
def test_refuses_by_name_what_it_cannot_run(source: str, flags: str) -> None:
    """Lookaround, backreferences, huge counts, the v flag...: an error that names the construct."""
    assert not PINS[key(source, flags)]["syntax_error"], "the case is valid JavaScript"
    with pytest.raises(PatternError) as raised:
        compile_pattern(source, flags)
    assert REFUSED[(source, flags)].lower() in str(raised.value).lower()


# --- linear time ------------------------------------------------------------------------------------


def _run_catastrophic(queue) -> None:  # pragma: no cover - runs in a child process
    results = []
    for source, flags in CATASTROPHIC:
        pattern = compile_pattern(source, flags)
        results.append([pattern.fullmatch(token) for token in HANG_TOKENS])
    queue.put(results)


def test_catastrophic_patterns_finish_at_once() -> None:
    """The classic exponential patterns on long tokens answer in linear time (bounded by a timeout)."""
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    child = context.Process(target=_run_catastrophic, args=(queue,))
    child.start()
    child.join(timeout=60)
    if child.is_alive():
        child.kill()
        pytest.fail("a catastrophic pattern did not finish within 60 s")
    assert queue.get(timeout=5) == [[False] * len(HANG_TOKENS)] * len(CATASTROPHIC)


# --- where patterns come in: options, config and check ---------------------------------------------


def test_gate_refuses_a_pattern_by_name_before_any_work() -> None:
    """An exempt or shape pattern that cannot run is an OptionError naming the option and pattern."""
    with pytest.raises(OptionError) as raised:
        resolve_gate({"shapes": [{"name": "ticket", "pattern": "(?<=t)[0-9]+"}]})
    message = str(raised.value)
    assert "shapes" in message and "ticket" in message and "lookbehind" in message
    with pytest.raises(OptionError, match="exempt.*backreference"):
        resolve_gate({"exempt": [{"pattern": "(a)\\1"}]})


def test_gate_uses_the_javascript_meaning() -> None:
    """`x{,2}` is literal text in JavaScript: a shape with it claims `x{,2}`-like tokens only."""
    gate = resolve_gate({"shapes": [{"name": "odd", "pattern": "ab{,2}"}], "exempt": [{"pattern": "[^]"}]})
    (_, shape), exempt = gate.shapes[0], gate.exempt_patterns[0]
    assert not shape.fullmatch("abb") and shape.fullmatch("ab{,2}")
    assert exempt.fullmatch("x")


def test_gate_options_report_the_sources_and_flags() -> None:
    """The gate's plain-data options show each pattern as written, with its flags."""
    gate = resolve_gate({"exempt": [{"pattern": "build-[0-9]+", "flags": "i"}]})
    assert gate.options()["exempt"] == [{"pattern": "build-[0-9]+", "flags": "i"}]


def test_compiled_patterns_pickle() -> None:
    """A gate travels to Beam workers pickled: its patterns survive the trip."""
    import pickle

    gate = resolve_gate({"shapes": [{"name": "t", "pattern": "t-[0-9]{4}"}]})
    again = pickle.loads(pickle.dumps(gate))
    assert again.shapes[0][1].fullmatch("t-1234") and again.shapes == gate.shapes


# --- the differential test against node ---------------------------------------------------------


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_node_still_says_what_is_pinned() -> None:
    """node 20 agrees with every pinned answer, so the pins are JavaScript's, not ours."""
    results = run_node(CASES)
    assert {key(s, f): r for (s, f, _), r in zip(CASES, results)} == PINS
