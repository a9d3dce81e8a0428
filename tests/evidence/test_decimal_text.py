"""(tidy12) The one reading and printing of exact decimals the arithmetic rules share."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence import (
    carried_totals, decimal_text, expressions, group_sums, means, named_gaps, record_gaps, rounded_steps, switch_gaps,
)
from evidence_audit.evidence.computed import values
from evidence_audit.evidence.decimal_text import carried_decimal, printed


@pytest.mark.parametrize(("value", "text"), [
    (Decimal("3.50"), "3.5"), (Decimal("1E+3"), "1000"), (Decimal("-0.00"), "0"), (Decimal("0"), "0"),
    (Decimal("-12.340"), "-12.34"), (Decimal("0.0001"), "0.0001"), (Decimal("120"), "120"),
])
def test_printed_is_plain_digits_without_trailing_zeros_or_a_negative_zero(value: Decimal, text: str) -> None:
    assert printed(value) == text


def test_carried_decimal_reads_a_json_number_as_written() -> None:
    assert carried_decimal(0.1) == Decimal("0.1")  # the float's shortest repr, not its binary value
    assert carried_decimal(154.07) == Decimal("154.07")
    assert carried_decimal(-42) == Decimal(-42)
    assert carried_decimal(12345678901234567) is None  # 17 characters: no price
    assert carried_decimal(0.30000000000000004) is None  # float noise
    assert carried_decimal(True) is None and carried_decimal("5") is None and carried_decimal(None) is None


def test_every_rule_prints_and_reads_with_the_one_copy() -> None:
    for module in (carried_totals, expressions, group_sums, means, named_gaps, record_gaps, rounded_steps, switch_gaps):
        assert module._show is decimal_text.printed, module.__name__
    assert values._print is decimal_text.printed
    assert group_sums._number is named_gaps._number is decimal_text.carried_decimal
