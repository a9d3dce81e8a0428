"""Round 16 (arith16b): `sibling-change`, a written price's signed change from the price a sibling
object carries under the same key (the variant the order holds), the chance test by cost; each with
its refusals: a mutated digit, a wrong sign, a change from no sibling, no sign or word, the
reference profile."""

from __future__ import annotations

from typing import Any

import pytest

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, REFERENCE, history, judged

ORDER = {"order_id": "#W8810145", "items": [
    {"name": "Running Shoes", "item_id": "8802345601", "price": 129.0, "options": {"size": "9"}},
    {"name": "Hoodie", "item_id": "8802345623", "price": 64.0, "options": {"size": "M"}}]}
SHOES = {"name": "Running Shoes", "variants": {
    "8802345601": {"item_id": "8802345601", "options": {"size": "9"}, "price": 129.0},
    "8802345612": {"item_id": "8802345612", "options": {"size": "10"}, "price": 136.5},
    "8802345678": {"item_id": "8802345678", "options": {"size": "10", "color": "black"}, "price": 131.0}}}
HOODIE = {"name": "Hoodie", "variants": {
    "8802345623": {"item_id": "8802345623", "options": {"size": "M"}, "price": 64.0},
    "8802345634": {"item_id": "8802345634", "options": {"size": "L"}, "price": 58.0}}}
RUN = history(ORDER, SHOES, HOODIE)
ANSWER = "- Shoes 10 white: $136.50 (**+$7.50**)\n- Hoodie L grey: $58.00 (**−$6.00**)\n\nConfirm?"


def _expressions(answer: str, hist: list[dict[str, Any]]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


def test_a_change_from_the_sibling_the_order_holds_is_computed() -> None:
    """131 (another variant) reaches 5.50, a neighbour of 7.50; 129 is held by the order too: cheaper."""
    flags, computed = judged(ANSWER, RUN)
    assert "7.5" not in flags and computed["7.5"] == "sibling-change"
    assert computed["6"] == "sibling-change"
    expressions = _expressions(ANSWER, RUN)
    assert expressions["7.5"] == "136.5 - 129 = 7.5" and expressions["6"] == "64 - 58 = 6"


@pytest.mark.parametrize("wrong", ["7.40", "8.50", "5.50"])
def test_a_mutated_change_stays_flagged(wrong: str) -> None:
    """5.50 is 136.5 - 131, a sibling the order does not hold: its neighbour 7.50 is reached more cheaply."""
    flags, computed = judged(ANSWER.replace("+$7.50", f"+${wrong}"), RUN)
    value = wrong.rstrip("0").rstrip(".")
    assert value in flags and computed.get(value) != "sibling-change"


def test_a_change_of_the_wrong_sign_stays_flagged() -> None:
    flags, _ = judged(ANSWER.replace("+$7.50", "−$7.50"), RUN)
    assert "7.5" in flags or "-7.5" in flags


def test_a_change_without_a_sign_or_word_stays_flagged() -> None:
    flags, _ = judged(ANSWER.replace("+$7.50", "$7.50"), RUN)
    assert "7.5" in flags


def test_a_change_from_a_price_no_sibling_carries_stays_flagged() -> None:
    """The mouse is no sibling of the shoes' variants: 136.50 - 125.00 = 11.50 is no change offered."""
    flags, _ = judged("- Shoes 10 white: $136.50 (+$11.50)", RUN)
    assert "11.5" in flags


KEYBOARDS = history(
    {"order_id": "#W8811303", "items": [{"name": "Mechanical Keyboard", "item_id": "8809012323", "price": 119.99},
                                        {"name": "Wireless Mouse", "item_id": "8809012334", "price": 39.5}]},
    {"name": "Mechanical Keyboard", "variants": {
        "8809012323": {"item_id": "8809012323", "options": {"switch": "brown"}, "price": 119.99},
        "8809012389": {"item_id": "8809012389", "options": {"switch": "red"}, "price": 124.99},
        "8809012390": {"item_id": "8809012390", "options": {"switch": "red", "layout": "tenkeyless"}, "price": 104.99}}})


def test_a_word_after_says_the_sign() -> None:
    flags, computed = judged("The red tenkeyless is $104.99, $15.00 less than yours.", KEYBOARDS)
    assert "15" not in flags and computed["15"] == "sibling-change"
    assert _expressions("The red tenkeyless is $104.99, $15.00 less than yours.", KEYBOARDS)["15"] == "119.99 - 104.99 = 15"
    flags, computed = judged("The red tenkeyless is $104.99, $15.00 more than yours.", KEYBOARDS)
    assert "15" not in computed  # (left unverified by its word `more`, never excused)


def test_the_reference_profile_computes_nothing() -> None:
    flags, computed = judged("The red tenkeyless is $104.99 (−$15.00).", KEYBOARDS, REFERENCE)
    assert "15" not in computed
