"""`computed.RULES` names every rule a `computed` finding can carry, and only those.

Why: `RULES` is the list a reader (and the README's rule table) trusts for the arithmetic's rule
names, and round 9's `date-span` (`word_dates.py`) was never added to it. The rules are written in
many modules (a rule's name is a string literal where its derivation is built), so this test reads
the sources: every call that builds a derivation with a literal rule name must use a name in
`RULES`, and every name in `RULES` must be written as such somewhere.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from evidence_audit.evidence import computed

# The sources in the checkout (a compiled install's modules are extension files, not Python).
EVIDENCE = Path(__file__).resolve().parents[2] / "src" / "evidence_audit" / "evidence"


def _sources() -> list[tuple[str, ast.Module]]:
    assert (EVIDENCE / "computed" / "__init__.py").is_file(), EVIDENCE
    return [
        (str(path.relative_to(EVIDENCE)), ast.parse(path.read_text(encoding="utf-8")))
        for path in sorted(EVIDENCE.rglob("*.py"))
    ]


def _rule_slots(trees: list[tuple[str, ast.Module]]) -> dict[str, int]:
    """Callables whose argument at this position is a rule's name: the NamedTuples with a
    `rule: str` field (`Derivation`, `ClockDerivation`, `RowFormula`, ...) and the helpers with a
    parameter `rule` (`narrow.explain_narrow`'s `done`)."""
    slots: dict[str, int] = {}
    for _, tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                fields = [s.target.id for s in node.body if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)]
                if "rule" in fields:
                    slots[node.name] = fields.index("rule")
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                names = [a.arg for a in node.args.args]
                if "rule" in names:
                    slots[node.name] = names.index("rule")
    return slots


def _callee(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _literal_rule_names(trees: list[tuple[str, ast.Module]]) -> dict[str, str]:
    """Each rule name written as a literal where a computed value's derivation is built -> where."""
    slots = _rule_slots(trees)
    found: dict[str, str] = {}
    for name, tree in trees:
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            callee = _callee(node)
            argument: ast.expr | None = None
            if callee == "DateVerdict" and len(node.args) >= 3:  # ("computed", candidate, rule, ...)
                kind = node.args[0]
                if isinstance(kind, ast.Constant) and kind.value == "computed":
                    argument = node.args[2]
            elif callee in slots:
                index = slots[callee]
                if len(node.args) > index:
                    argument = node.args[index]
                argument = next((k.value for k in node.keywords if k.arg == "rule"), argument)
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                found.setdefault(argument.value, f"{name}:{node.lineno}")
    return found


TREES = _sources()
WRITTEN = _literal_rule_names(TREES)


def test_the_scan_finds_the_rules_of_every_kind_of_module() -> None:
    """A derivation, a clock derivation, a row formula, `done` and a date in words are all read
    (else the test below would pass on nothing)."""
    for rule in ("repeat", "duration", "row-product", "net", "day-count", "date-span", "zone-shift"):
        assert rule in WRITTEN, rule


@pytest.mark.parametrize("rule", sorted(WRITTEN), ids=sorted(WRITTEN))
def test_every_rule_a_computed_finding_can_carry_is_in_RULES(rule: str) -> None:
    assert rule in computed.RULES, f"{WRITTEN[rule]} builds a `{rule}` derivation: add it to computed.RULES"


def test_every_name_in_RULES_is_a_rule_some_module_writes() -> None:
    """No stale name: each is written as a string literal in a module of the core."""
    text = "\n".join(path.read_text(encoding="utf-8") for path in sorted(EVIDENCE.rglob("*.py"))
                     if path.name != "__init__.py" or path.parent.name != "computed")
    assert [rule for rule in computed.RULES if f'"{rule}"' not in text] == []


def test_RULES_has_no_name_twice() -> None:
    assert len(set(computed.RULES)) == len(computed.RULES)
