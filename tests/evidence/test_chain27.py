"""Round 27 (chain27): `rated-subtotal`, a stated rate applied to a subtotal of the answer's own
lines (each itself computed), a subtotal the answer may never write; and the plain subtotal where
a line of another unit sits among the lines. Refusals: a value one digit off, a rate nobody
stated, an amount of another currency, an equation's own result, stay flagged."""

from __future__ import annotations

import pytest

from ._helpers import history, judged

BAKERY = "Wholesale orders at list price, excluding GST. GST 15% on top. Deliveries within 10 km are free."
ORDER = {"order": "WO-7731", "loaves": 40, "loaf_price": 3.85, "trays": 6, "tray_price": 18.5, "distance_km": 9.5}


def test_a_total_of_computed_lines_past_a_line_of_another_unit() -> None:
    hist = history(ORDER, system=BAKERY, user="Invoice for WO-7731?")
    answer = ("Loaves: 40 × $3.85 = $154.00\nTrays: 6 × $18.50 = $111.00\nDelivery: 9.5 km, inside the 10 km free zone\n\n"
              "Total $265.00 + 15% GST $39.75 = $304.75.")
    flags, computed = judged(answer, hist)
    assert not flags & {"265", "39.75", "304.75"}


LINES = "Loaves 40 × $3.85 = $154.00\nTrays 6 × $18.50 = $111.00\nDelivery free (9.5 km)\n\n"


def test_a_stated_rate_of_an_unwritten_subtotal() -> None:
    hist = history(ORDER, system=BAKERY, user="And with the GST?")
    flags, computed = judged(LINES + "With GST: $304.75", hist)
    assert "304.75" not in flags and computed["304.75"].startswith("rated-subtotal")


@pytest.mark.parametrize("answer, wrong", [
    (LINES + "With GST: $304.85", "304.85"),  # one digit off 304.75
    (LINES + "With GST: $331.25", "331.25"),  # x 1.25: no rate stated
    (LINES.replace("$", "£") + "With GST: $304.75", "304.75"),  # amounts of another currency
])
def test_a_rated_subtotal_refused(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(ORDER, system=BAKERY, user="And with the GST?"))
    assert wrong in flags


def test_a_value_a_percent_is_of_is_no_rated_subtotal() -> None:
    """(integrator, round 27) `15% of $304.75` writes the whole a share is of: a value there is not
    the lines above times 1.15 (heldout4's `0.53% of 59,418` let its mutant `59,419` through so)."""
    hist = history(ORDER, system=BAKERY, user="And with the GST?")
    flags, _ = judged(LINES + "The GST is 15% of $304.75.", hist)
    assert "304.75" in flags
