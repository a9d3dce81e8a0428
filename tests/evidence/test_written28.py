"""Round 28: written arithmetic in any clothes (`expressions.py`): currency codes by their form,
words of other scripts, a decimal comma beside an operator, `à` as at-each, a step going on from a
written number, a result restated at a rate written after it,
a result after a few words of any language, `100 + P` inside a tax share; each with its refusal."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.expressions import contradictions, relations

from ._helpers import DEFAULT


def results(answer: str) -> dict[Decimal, str]:
    return {r.value: r.expression for r in relations(answer)[0]}


@pytest.mark.parametrize(
    "answer, value",
    [
        # a currency code by its form, before or after the number
        ("360 kg × UAH 92.00 × 15% = **UAH 4,968.00** less", "4968.00"),
        ("RON 2,558.50 × 21 / 121 = **RON 444.04**; net", "444.04"),
        ("22 cases × 1,044 UAH = 22,968 UAH before VAT", "22968"),
        # words of another script between the operands (Devanagari vowel signs, Cyrillic)
        ("आपके ऑर्डर में 40 केस × 12 जार × 1,296 = 622,080 है", "622080"),
        ("Ви здали 620 кг + 745 кг + 475 кг = 1,840 кг", "1840"),
        ("40 х 1,296 = 51,840 грн", "51840"),  # a Cyrillic х between two numbers
        # a decimal comma where only arithmetic stands beside it
        ("567 lej × 80,46 = **45,620.82 Ft** havonta", "45620.82"),
        # `à`: a quantity at a price each
        ("Stof 2,0 m à 21,90 EUR = 43,80 EUR.", "43.80"),
        # a step that goes on from a written number across `,`, `|` or a list line's end
        ("Total 11.52 m, + 10% = 12.672 → 12.7 m.", "12.672"),
        ("| Labour | EUR 24.00 | +35% = EUR 32.40 |", "32.40"),
        ("* 1.62 m + 10% = 1.782 m → cut **1.8 m**\n* × EUR 17.40 = **EUR 31.32**", "31.32"),
        # a written result restated at a rate the next clause writes
        ("कीमत: 40 × 1,296 = 51,840 UAH। 2.0314 की दर से यह **₹105,307.78** है।", "105307.78"),
        ("25 × 119.40 = EUR 2,985.00; at 7.4612 that is DKK 22,271.68", "22271.68"),
        # a result after a few words of any language
        ("3 × 84.00 EUR i alt 252.00 EUR", "252.00"),
        # 100 + P inside a tax share
        ("EUR 49.60 × 25.5 / 125.5 = **EUR 10.08**.", "125.5"),
    ],
)
def test_written_arithmetic_in_any_clothes_is_read(answer: str, value: str) -> None:
    assert Decimal(value) in results(answer), relations(answer)


@pytest.mark.parametrize(
    "answer, value",
    [
        # an arithmetic slip stays unverified whatever the clothes
        ("360 kg × UAH 92.00 × 15% = **UAH 4,969.00** less", "4969.00"),
        ("40 х 1,296 = 51,940 грн", "51940"),
        ("567 lej × 80,46 = **45,620.83 Ft**", "45620.83"),
        ("Stof: 2,0 m à 21,90 EUR = 43,90 EUR.", "43.90"),
        ("Total 11.52 m, + 10% = 12.673 → 12.7 m.", "12.673"),
        ("कीमत: 40 × 1,296 = 51,840 UAH। 2.0314 की दर से यह **₹105,307.79** है।", "105307.79"),
        ("3 × 84.00 EUR i alt 252.01 EUR", "252.01"),
        ("EUR 49.60 × 25.5 / 125.6 = **EUR 10.07**.", "125.6"),
        # a step goes on from a number not verified only across a separator, not over words alone
        ("Total 11.52 m plus + 10% = 12.672", "12.672"),
        # a code's form before a percent is no currency, and a list in prose is no decimal comma
        ("The sizes are 12,14 and 16 = 3 sizes", "3"),
        # `à` between two quantities is a range, not a price
        ("de 10 kg à 20 kg = 200 kg", "200"),
    ],
)
def test_a_slip_or_a_wrong_form_stays_unverified(answer: str, value: str) -> None:
    assert Decimal(value) not in results(answer), relations(answer)


def test_a_slip_in_any_clothes_is_a_contradiction_where_the_expression_is_plain() -> None:
    assert contradictions("40 × 1,296 = 51,940 UAH")  # (the code after the result does not hide it)


def tool(payload: object) -> dict:
    return {"role": "tool", "content": json.dumps(payload)}


def test_the_check_computes_a_coded_equation_and_flags_its_slip() -> None:
    history = [{"role": "user", "content": "price for M-031?"},
               tool({"member": "M-031", "kg": 360, "price_uah": 92.0, "grade_b_discount_pct": 15})]
    good = check_answer("M-031: 360 kg × UAH 92.00 × 15% = **UAH 4,968.00** less.", history, DEFAULT)
    assert "4968" in {c.value for c in good.computed or ()}
    assert not good.unsupported
    bad = check_answer("M-031: 360 kg × UAH 92.00 × 15% = **UAH 4,986.00** less.", history, DEFAULT)
    assert "4986" in {c.value for c in bad.unsupported}
    # an invented operand in a currency by its code's form (no candidate of its own under the digit
    # minimum): the equation it makes excuses nothing, its result stays flagged
    invented = check_answer("M-031: 360 kg × UAH 93.00 × 15% = **UAH 5,022.00** less.", history, DEFAULT)
    assert "5022" in {c.value for c in invented.unsupported}


def test_a_rate_restated_result_is_refused_when_its_other_reading_reaches_a_neighbour() -> None:
    # 100 / 1 and 100 x 1 both give 100: the rate tells nothing, nothing is restated
    assert Decimal("100") not in {r.value for r in relations("2 × 50 = 100. 1 a piece, so 100 in all")[0]
                                  if r.expression.startswith("100 ")}


def test_a_step_going_on_from_a_refuted_result_verifies_nothing() -> None:
    # 2 x 5 is not 11: what goes on from it across a comma or a cell border is no result either
    assert Decimal("12.1") not in results("2 × 5 = 11, + 10% = 12.1")
    assert Decimal("12.1") not in results("| 2 × 5 = 11 | + 10% = 12.1 |")
    # a number written after a relation with no operator (`30 min = EUR 24.00`) is no refuted result
    assert Decimal("32.40") in results("| 22 min → 30 min = EUR 24.00 | +35% = EUR 32.40 |")
