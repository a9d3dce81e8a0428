"""(round 26, mountain24) A currency sign or code written before a decimal-comma amount, as Dutch,
Flemish, Portuguese and Swiss writers put it (`€ 192,05`, `€64,90`, `CHF 48,00`): the text writes
a decimal comma (`decimal_comma.comma_text`), and such amounts are read as amounts wherever they
stand (`comma_amounts.comma_amounts`), so a total of a bill and the VAT inside it (`€ 192,05 ×
21/121 = € 33,33`) verify, and a digit off stays flagged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.comma_amounts import comma_amounts
from evidence_audit.evidence.decimal_comma import comma_text

from ._helpers import history, judged

PARTS = ("sku,part,unit_eur,in_stock\n"
         "RM-622,rim 622 32h,64.90,3\n"
         "SP-292,spoke 292 mm,0.85,220\n"
         "RT-18,rim tape 18 mm,4.95,12")


@pytest.mark.parametrize("text, decided", [
    ("€ 192,05 × 21/121 = **€ 33,33**.", True),  # the euro before a comma of two decimals
    ("Totaal: €64,90", True),
    ("Total €1,250 for the week", False),  # an English euro amount grouped in threes
    ("Total €192.05, VAT €33.33", False),  # English
    ("€ 12,5 and 1,234.56", False),  # an English spelling beside it: no convention
])
def test_a_euro_before_a_decimal_comma_decides_the_text(text: str, decided: bool) -> None:
    assert comma_text(text) is decided


def test_the_amounts_after_a_sign_or_code() -> None:
    text = "Velg: € 64,90\nSpaken: 32 × € 0,85 = € 27,20\nArbeid: CHF 87,00"
    assert comma_amounts(text, 4, frozenset()) == [("64.9", "64,90"), ("0.85", "0,85"), ("27.2", "27,20"), ("87", "87,00")]
    assert comma_amounts("Total €192.05 today", 4, frozenset()) == []  # an English text: none


def test_a_dutch_bill_and_its_vat_verify() -> None:
    bill = ("Onderdelen:\n- Velg: € 64,90\n- Spaken: 32 × € 0,85 = € 27,20\n- Velglint: € 4,95\n"
            "- Subtotaal onderdelen: € 97,05\n\n**Totaal: € 97,05** (incl. btw)")
    flags, computed = judged(bill, history(PARTS))
    assert not flags, (flags, computed)
    assert computed.get("97.05") is not None


@pytest.mark.parametrize("answer, flagged", [
    ("€ 97,05 × 21/121 = **€ 16,84**.", set()),
    ("€ 97,05 × 21/121 = **€ 16,94**.", {"16,94", "21/121"}),  # a digit off: the equation does not verify
    ("€ 97,05 × 21/121 = **€ 61,84**.", {"61,84", "21/121"}),  # two digits swapped
    ("€ 97,05 × 21/120 = **€ 16,84**.", {"16,84", "21/120"}),  # a wrong rate's fraction
])
def test_the_vat_inside_a_price_and_a_digit_off(answer: str, flagged: set[str]) -> None:
    flags, computed = judged(answer, history({"total_eur": 97.05}))
    assert flags == flagged, (flags, computed)
    if not flagged:
        assert computed.get("16.84") == "written", computed
