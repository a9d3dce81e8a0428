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


# -- word_dates: the judges skipped where the slashes write no `slashed_in` token ---------------------

from evidence_audit import core  # noqa: E402
from evidence_audit.evidence import check_answer, resolve_gate, slashed_dates, word_dates  # noqa: E402

SLASH_HISTORY = [
    {"role": "system", "content": "Today is 2026-03-15. Payments are 14 days apart."},
    {"role": "user", "content": "When is port fc3/17 back, and the 07/08 payment?"},
    {"role": "tool", "tool_call_id": "c1", "content": '{"port": "fc3/17", "back": "2026-03-17T08:00:00Z", "due": "2026-07-08", "speed": "40 km/h"}'},
]
SLASH_ANSWERS = (
    "Port fc3/17 is back on 03/17; speed 40 km/h and/or more.",
    "Port fc3/17 is back on 03/18 at 08:00.",
    "The payment is due 07/08, then 07/22 and 08/05.",
    "fc3/17, fc4/18 and 3/17: back soon; 1/2 of the links up.",
    "Back 12/2026 or 3/17/2026; path /srv/a/b; rated 10/10.",
    "Due Tue 07/07, see https://x.example/07/08/index.",
    "Back March 18 via fc3/17.",
    "No slash at all, back 2026-03-17.",
)


@pytest.mark.skipif("evidence.word_dates" in core.compiled_modules(), reason="patches a module global")
@pytest.mark.parametrize("answer", SLASH_ANSWERS)
def test_slashless_tokens_skip_no_date(answer: str, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = resolve_gate({})
    now = check_answer(answer, SLASH_HISTORY, gate)
    monkeypatch.setattr(word_dates, "may_write_slashed", lambda text: "/" in text)  # round 43's test
    before = check_answer(answer, SLASH_HISTORY, gate)
    assert now == before


def test_may_write_slashed_whenever_slashed_in_finds() -> None:
    rng = random.Random(441)
    alphabet = "0123456789/ .,:-Tue\n"
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 30)))
        if slashed_dates.slashed_in(text, []):
            assert slashed_dates.may_write_slashed(text), text
    assert not slashed_dates.may_write_slashed("fc3/17 at 40 km/h, 1/2 up")
    assert slashed_dates.may_write_slashed("due 07/08")
