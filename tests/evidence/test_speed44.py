"""(speed44) The check's hot spots of round 44 cut without changing an output: each faster reading
returns what the reading it replaced returns, on the cases its docstring names and on random texts
of the characters its patterns read (no timing asserted)."""

from __future__ import annotations

import random

import pytest

from evidence_audit.evidence import formula_names


def _whole_text_spans(text: str) -> list[tuple[int, int]]:
    """`formula_names`' spans as round 43 found them: the name pattern over the whole text."""
    return [m.span() for m in formula_names._FORMULA_NAME.finditer(text)
            if formula_names._DIGIT.search(m.group(0)) and formula_names._LOWER.search(m.group(0))]


FORMULA_TEXTS = (
    "ppO2 1.4 at 56 m; SpO2 97%, FiO2 0.21, PaCO2 40 mmHg, pCO2, NaHCO3 8.4%",
    "il-ppO2 is 1.6 and x-SpO2 too; A-ppO2 and 3-ppO2; _ppO2 .ppO2 /ppO2 ppO2/ ppO2- ppO2.5 ppO2. ppO2,",
    "codes AB12, SKU2, CN7, H2SO4 and W1234567 stay; Co3 and ppN2 are names; order W123 ok",
    "ppO₂ é-ppO2 éppO2 ppO2é 2026-03-01T07:15:00Z host-12345 fc3/17 0x0a1b2c ord_12345678",
    "",
    "O2",
)


@pytest.mark.parametrize("text", FORMULA_TEXTS)
def test_formula_spans_are_the_whole_text_scans(text: str) -> None:
    assert formula_names._formula_spans(text) == _whole_text_spans(text)


def test_formula_spans_on_random_texts() -> None:
    rng = random.Random(44)
    alphabet = "pOSaCNHoWlie2o3 1 0-./_ ,é\n"
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 40)))
        assert formula_names._formula_spans(text) == _whole_text_spans(text), text


def test_masked_names_keep_offsets_and_codes() -> None:
    text = "SpO2 97% for W1234567 and il-ppO2 1.4; H2SO4 stays"
    masked = formula_names.mask_formula_names(text)
    assert masked == "SpOx 97% for W1234567 and il-ppOx 1.4; H2SO4 stays"
    assert formula_names.mask_formula_names("W1234567 at host-12") == "W1234567 at host-12"
