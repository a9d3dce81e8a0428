"""(plants15, round 15) planted inventions the check let through, by general cause, each with its
refusal on made-up values: a number an operator word makes an operand though its sentence closed an
equation before it, a percentage quoted one point from a number a result keeps under a percentage
key, a percentage framed as arithmetic left to it, a slip attributed by its record's words."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.rated import carried_percents
from evidence_audit.evidence.unverified import _operand_after_word

from ._helpers import REFERENCE, flagged, verdict

# --- unverified: an operator word right before a number makes it an operand ---------------------

ORDER = {"order": "K-5531", "items_total": 180.0, "tax_factor": 1.0825}


def test_an_amount_after_plus_is_an_operand_even_after_a_closed_equation() -> None:
    """`(plus a $6.49 handling fee)` adds a fee nothing carried; the equation before it (`=
    $194.85`) frames nothing after its result: flagged, not listed unverified."""
    answer = "Your new total: $180.00 × 1.0825 = **$194.85** (plus a $6.49 handling fee that stays)."
    v = verdict(answer, ORDER)
    assert "6.49" in {c.value for c in v.unsupported}
    assert "6.49" not in {u.candidate.value for u in v.unverified}
    assert "194.85" in {c.value for c in v.computed or ()}


def test_a_number_an_operation_frames_without_an_operator_word_is_still_listed() -> None:
    """The operator framing stands where no operator word claims the number: `$180.00 × 1.0825 =
    $194.85, $207.40 once the handling is in` (no rule reaches 207.40: listed for a person to check)."""
    answer = "Your new total: $180.00 × 1.0825 = **$194.85**, $207.40 once the handling is in."
    v = verdict(answer, ORDER)
    assert "207.4" in {u.candidate.value for u in v.unverified}


def test_the_operator_word_test_reads_the_gap() -> None:
    text = "a = b (plus a $6.49 fee); minus tax, that was $9.10; divided by 4 is 2"
    assert _operand_after_word(text, 0, text.index("6.49") - 1)
    assert not _operand_after_word(text, 0, text.index("9.10") - 1)  # `that was`: a result, not an operand


# --- rated: a percentage kept under a key that names it ------------------------------------------

SURCHARGE = {"surcharge": "fuel", "weeks": [{"week_of": "2026-02-02", "pct": 6.25},
                                            {"week_of": "2026-02-09", "pct": 6.5}]}


def test_a_keyed_percentage_is_a_carried_one() -> None:
    assert carried_percents('{"fuel_surcharge_pct": 6.25, "discountPercent": 15, "x": "1.5%"}') == [
        (1.5, 1), (6.25, 2), (15.0, 0)]
    assert carried_percents('{"height_percentile": 62.5, "pct_label": "high"}') == []  # a percentile is none


@pytest.mark.parametrize("written", ["6.75", "6.35", "5.45"])
def test_a_percentage_one_point_from_a_keyed_one_is_judged(written: str) -> None:
    assert written in flagged(verdict(f"Two weeks ago the surcharge was {written}%.", SURCHARGE))


def test_the_keyed_percentage_quoted_right_stands() -> None:
    assert not flagged(verdict("Two weeks ago the surcharge was 6.25%.", SURCHARGE))


def test_a_percentage_a_point_or_more_from_every_keyed_one_stays_unjudged() -> None:
    """A share or a growth the answer computes is rarely within a point of a carried percentage."""
    assert not flagged(verdict("Two weeks ago the surcharge was 8.75%.", SURCHARGE))


def test_a_percentile_key_makes_no_percentage_judged() -> None:
    assert not flagged(verdict("The surcharge was 6.75%.", {"weeks": [{"height_percentile": 6.25}]}))


def test_the_reference_profile_judges_no_keyed_percentage() -> None:
    assert not flagged(verdict("Two weeks ago the surcharge was 6.75%.", SURCHARGE, gate=REFERENCE))


# --- rated: a percentage the answer frames as its own arithmetic is computed, not quoted -----------

PLAN = {"employee": "E-7731", "employee_deferral_pct": 6.0,
        "match_formula": [{"tier": 1, "match_pct": 100, "on_first_pct_of_pay": 3},
                          {"tier": 2, "match_pct": 50, "on_next_pct_of_pay": 4}]}


def test_a_percentage_framed_as_a_total_is_left_to_the_arithmetic() -> None:
    answer = "At your 6% deferral:\n- First 3%: matched in full = 3%\n- Next 3%: matched at 50% = 1.5%\n- Total match: **4.5%** of pay"
    assert "4.5" not in flagged(verdict(answer, PLAN))


def test_the_same_percentage_quoted_without_arithmetic_is_judged() -> None:
    assert "5.5" in flagged(verdict("Your deferral is set at 5.5% now.", PLAN))


# --- slips: the words of a record reach the slip's carried number from 72 characters back ---------

ROAMING = {"trips": [{"country": "PT", "days": 6, "roaming_fee": 23.4, "currency": "EUR", "conversion_rate_usd": 1.38}]}


def test_a_rate_swapped_is_attributed_by_its_record_words_further_back() -> None:
    """`roaming_fee` stands 50 characters before the carried 1.38: the line's `roaming` attributes
    the swapped 1.83 to it."""
    assert "1.83" in flagged(verdict("Roaming fee: €23.40 at 1.83 to the dollar.", ROAMING))
    assert not flagged(verdict("Roaming fee: €23.40 at 1.38 to the dollar.", ROAMING))


def test_a_swap_no_word_attributes_stays_unjudged() -> None:
    assert "1.83" not in flagged(verdict("Lisbon: 1.83 metres of snow.", ROAMING))
