"""The resolved gate: defaults, profiles, and an error naming the option for every bad setting."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import OptionError, resolve_gate
from evidence_audit.evidence.gate import DIALS


def test_default_profile_settings() -> None:
    """With no options every dial is at its default (spec 11.6)."""
    gate = resolve_gate({})
    assert (gate.min_digits, gate.figures, gate.ranges, gate.decimals) == (4, False, True, False)
    assert gate.shapes == () and gate.exempt_values == frozenset() and gate.exempt_patterns == ()


def test_reference_profile_sets_every_dial_to_its_reference_setting() -> None:
    """`profile: reference` puts every dial in the table at its reference setting."""
    gate = resolve_gate({"profile": "reference"})
    for name, (_, reference) in DIALS.items():
        assert getattr(gate, name) == reference, name


def test_options_beside_a_profile_override_it() -> None:
    """`{"profile": "reference", "figures": true}` is the reference with its figures dial on."""
    gate = resolve_gate({"profile": "reference", "figures": True})
    assert gate.figures is True and gate.ranges is False


def test_exempt_strings_are_normalized_with_both_hex_forms() -> None:
    """A declared exempt string is normalized and joins under every lookup form (0x rule)."""
    gate = resolve_gate({"exempt": ["0xEF0101", "  $41,200. "]})
    assert gate.exempt_values == {"0xef0101", "ef0101", "41200"}


def test_patterns_are_anchored_and_lose_g_and_y() -> None:
    """Shapes and exempt patterns match whole tokens; JavaScript's g and y flags mean nothing."""
    gate = resolve_gate({"shapes": [{"name": "hex", "pattern": "0x[0-9a-f]+", "flags": "gy"}]})
    _, pattern = gate.shapes[0]
    assert pattern.fullmatch("0xaa1") and not pattern.fullmatch("x0xaa1")


def test_case_insensitive_flag() -> None:
    """The i flag is honored."""
    gate = resolve_gate({"exempt": [{"pattern": "BUILD-[0-9]+", "flags": "i"}]})
    assert gate.exempt_patterns[0].fullmatch("build-12")


@pytest.mark.parametrize(
    ("options", "option", "fragment"),
    [
        # unknown options
        ({"minDigits": 3}, "minDigits", "unknown option"),
        ({"posture": "guard"}, "posture", "unknown option"),
        ({"typed": True}, "typed", "per answer"),
        # profile
        ({"profile": "strict"}, "profile", "not a profile"),
        # min_digits
        ({"min_digits": 0}, "min_digits", "at least 1"),
        ({"min_digits": True}, "min_digits", "integer"),
        ({"min_digits": "4"}, "min_digits", "integer"),
        # booleans
        ({"figures": "yes"}, "figures", "must be a boolean"),
        ({"ranges": 1}, "ranges", "must be a boolean"),
        ({"decimals": None}, "decimals", "must be a boolean"),
        # shapes
        ({"shapes": {"name": "x"}}, "shapes", "must be a list"),
        ({"shapes": [{"pattern": "x"}]}, "shapes", "non-empty name"),
        ({"shapes": [{"name": "  ", "pattern": "x"}]}, "shapes", "non-empty name"),
        ({"shapes": [{"name": "a", "pattern": "x"}, {"name": "a", "pattern": "y"}]}, "shapes", "duplicate"),
        ({"shapes": [{"name": "a", "pattern": "("}]}, "shapes", "does not compile"),
        ({"shapes": [{"name": "a"}]}, "shapes", "needs a pattern"),
        ({"shapes": [{"name": "a", "pattern": "x", "flags": "q"}]}, "shapes", "unknown regex flag"),
        ({"shapes": [{"name": "a", "match": "x"}]}, "shapes", "unknown key"),
        # exempt
        ({"exempt": "abc"}, "exempt", "must be a list"),
        ({"exempt": [42]}, "exempt", "item 0"),
        ({"exempt": [{"pattern": "["}]}, "exempt", "does not compile"),
        ({"exempt": [{"regex": "x"}]}, "exempt", "item 0"),
    ],
)
def test_bad_options_raise_an_error_naming_the_option(options, option, fragment) -> None:
    """Each invalid setting fails at resolve time with a message naming the option."""
    with pytest.raises(OptionError) as info:
        resolve_gate(options)
    assert info.value.option == option
    assert repr(option) in str(info.value)
    assert fragment in str(info.value)
