"""(library33) heldout31's library habits read by the general rules: a price in cents or ceiniog
glued as `20c` (`minor_units.py`), with the refusals (a digit off, `20 c` apart, a capital `20C`)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.expressions import relations
from evidence_audit.evidence.minor_units import glued_minor, is_minor_unit

from ._helpers import REFERENCE, flagged, verdict

SYSTEM = "Rules (GBP): overdue adult items 30p a day per item, at most GBP 6.00 per item."
LOANS = {"card": "CL-550120", "loans": [{"title": "Te yn y Grug", "due": "2026-03-02", "children": False}]}


def expressions_of(answer: str) -> list[str]:
    return [r.expression for r in relations(answer)[0]]


# --- `20c`: a cent (or a ceiniog) glued to its number ----------------------------------------------


def test_a_lower_case_c_glued_to_a_number_is_a_minor_unit() -> None:
    assert is_minor_unit("c", glued=True) and not is_minor_unit("c") and not is_minor_unit("C", glued=True)
    assert glued_minor("30c") == "30" and glued_minor("12.5c") == "12.5"
    assert glued_minor("30C") is None and glued_minor("30cm") is None


@pytest.mark.parametrize(
    "answer",
    [
        "Mae un llyfr yn hwyr: 9 diwrnod × 30c = **£2.70**.",  # Welsh: ceiniog
        "One book is late: 9 days × 30c = **£2.70**.",  # English: cents
        "Erbyn dydd Llun: 12 diwrnod × 30c = £3.60.",
    ],
)
def test_pence_written_as_c_make_the_pound_amount_computed(answer: str) -> None:
    assert not flagged(verdict(answer, LOANS, system=SYSTEM))
    assert any("/ 100" in e for e in expressions_of(answer))


@pytest.mark.parametrize(
    "answer, value",
    [
        ("Mae un llyfr yn hwyr: 9 diwrnod × 30c = **£2.80**.", "2.8"),  # a digit off
        ("Mae un llyfr yn hwyr: 9 diwrnod × 30c = **£2.07**.", "2.07"),  # digits swapped
        ("One book is late: 9 days × 30 c = **£2.70**.", "2.7"),  # `c` apart: no unit
        ("One book is late: 9 days × 30C = **£2.70**.", "2.7"),  # a capital: a temperature, no price
    ],
)
def test_a_wrong_product_or_a_c_not_glued_stays_flagged(answer: str, value: str) -> None:
    assert value in flagged(verdict(answer, LOANS, system=SYSTEM))


def test_reference_unchanged_on_a_c_price() -> None:
    answer = "Mae un llyfr yn hwyr: 45 diwrnod × 30c = **£13.50**."
    assert not flagged(verdict(answer, LOANS, system=SYSTEM))
    assert verdict(answer, LOANS, system=SYSTEM, gate=REFERENCE).computed is None  # no arithmetic there
