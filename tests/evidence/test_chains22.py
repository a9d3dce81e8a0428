"""Round 22 (chains22): equations written in steps, on the answer's own results.

A chain of any length, `E1 = E2 = ... = V` (`expressions._chained`): a number of a later
expression is computed when an earlier expression's exact step gives it, as written, and every
expression gives V. A step that starts with an operator goes on from the last verified result
(`expressions._continued`): `= $45.06 each; x2 + $1.95 = $92.07`, `= $1,624.86; / 120.1 ac =
$13.53/ac`. Refusals: a step one digit off stays unverified even when the next step carries it
consistently; a continuation from a result no equation verified, or a continuation whose result
is one digit off, verifies nothing; the reference profile is unchanged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.expressions import contradictions, relations

from ._helpers import DEFAULT, REFERENCE, history, judged

CHAIN = "Average face: (412 x 52 + 188 x 68) / 600 = (21424 + 12784) / 600 = 34208 / 600 = 57.01."
CONTINUED = "Per seat $38.00 + $4.56 + $2.50 = $45.06 each; x2 + $1.95 = $92.07; that is the pair."
DIVIDED = "Fuel: 1,377 L × $1.18 = $1,624.86; / 120.1 ac = $13.53/ac over the farm."


def _verified(answer: str) -> dict[str, str]:
    """The verified values of `answer` as written, each with its expression."""
    found, _ = relations(answer)
    out: dict[str, str] = {}
    for rel in found:
        end = rel.at
        while end < len(answer) and (answer[end].isdigit() or answer[end] in ",." and end + 1 < len(answer) and answer[end + 1].isdigit()):
            end += 1
        out[answer[rel.at:end]] = rel.expression
    return out


def test_every_step_of_a_long_chain_is_computed_by_the_step_before_it() -> None:
    verified = _verified(CHAIN)
    assert verified["21424"] == "412 x 52 = 21424"
    assert verified["12784"] == "188 x 68 = 12784"
    assert verified["34208"].endswith("= 34208")
    assert verified["57.01"] == "34208 / 600 = 57.01"


def test_a_step_one_digit_off_stays_unverified_even_when_carried_on_consistently() -> None:
    # 21425 is one off 412 x 52; the chain after it adds it correctly and still lands on 57.02
    wrong = CHAIN.replace("21424", "21425").replace("34208", "34209").replace("57.01", "57.02")
    verified = _verified(wrong)
    assert "21425" not in verified
    assert "12784" not in verified  # E1 does not give 57.02: the chain vouches for nothing of it


def test_a_chain_whose_expressions_disagree_verifies_no_step() -> None:
    verified = _verified(CHAIN.replace("= 34208 / 600", "= 34218 / 600"))
    assert "34218" not in verified
    assert "21424" not in verified


def test_a_continuation_goes_on_from_the_last_verified_result() -> None:
    assert _verified(CONTINUED)["92.07"] == "45.06 x 2 + 1.95 = 92.07"
    assert _verified(DIVIDED)["13.53"] == "1624.86 / 120.1 = 13.53"


def test_a_continuation_one_digit_off_stays_unverified() -> None:
    assert "92.08" not in _verified(CONTINUED.replace("92.07", "92.08"))
    assert "13.54" not in _verified(DIVIDED.replace("13.53", "13.54"))
    assert "92.17" not in _verified(CONTINUED.replace("92.07", "92.17"))


def test_a_continuation_from_an_unverified_result_verifies_nothing() -> None:
    # 45.16 is no sum of its operands: what goes on from it is no result of the run
    wrong = CONTINUED.replace("45.06", "45.16").replace("92.07", "92.27")
    verified = _verified(wrong)
    assert "45.16" not in verified and "92.27" not in verified
    # a continuation glued to its result is no continuation (`$45.06 x2` is an expression itself)
    assert "92.07" not in _verified("Per seat $45.06 x2 each, so + $1.95 = $92.07.")


def test_a_verified_continuation_is_no_contradiction() -> None:
    assert not [c for c in contradictions(CONTINUED) if CONTINUED[c[0]:c[1]] == "92.07"]


PRICES = {"ga_sold": 412, "ga_price": 52, "mezz_sold": 188, "mezz_price": 68, "seat": 38.00, "service": 4.56,
          "facility": 2.50, "order_fee": 1.95}


def test_end_to_end_the_chain_and_the_continuation_are_computed() -> None:
    hist = history(PRICES)
    flags, computed = judged(CHAIN + " " + CONTINUED, hist)
    for value in ("21424", "12784", "57.01", "92.07"):
        assert value not in flags, (value, flags)
    assert computed.get("92.07") is not None, computed
    # a one-digit slip of the continuation stays flagged
    slipped, _ = judged(CHAIN + " " + CONTINUED.replace("92.07", "92.08"), hist)
    assert "92.08" in slipped


def test_the_reference_profile_keeps_flagging_the_steps() -> None:
    flags, _ = judged(CONTINUED, history(PRICES), REFERENCE)
    assert "92.07" in flags
    assert DEFAULT is not REFERENCE


def test_a_weighted_mean_divides_by_the_sum_of_its_own_weights() -> None:
    verified = _verified("Average: (412 x 52 + 188 x 68) / 600 = 57.01 a ticket.")
    assert verified["600"] == "412 + 188 = 600"
    # the weights may stand second: price x count
    assert _verified("Mean: ($52 x 412 + $68 x 188) / 600 = $57.01.")["600"] == "412 + 188 = 600"


def test_a_divisor_that_is_not_the_sum_of_the_weights_stays_what_it_was() -> None:
    assert "601" not in _verified("Average: (412 x 52 + 188 x 68) / 601 = 56.92 a ticket.")
    # a third product whose weight the divisor leaves out
    assert "600" not in _verified("Average: (412 x 52 + 188 x 68 + 5 x 3) / 600 = 57.04 a ticket.")
    # a plain sum over a count is no weighted mean
    assert "3" not in _verified("Average: (12 + 18 + 30) / 3 = 20 a day.")


SEED = "SEED LOT 2T69E\n  pack ..... 140000 seeds\n  on hand .. 138\n  field .... 45.2 ha\n"
SEED_EARLIER = "2T69E at 140,000 seeds a unit suits the field."


def test_a_rate_that_names_what_it_counts_is_quoted() -> None:
    hist = history(SEED, answers=(SEED_EARLIER,))
    flags, computed = judged("120 units would put 16,800,000 seeds on the field.", hist)
    assert "16,800,000" not in flags, flags
    assert computed.get("16800000") == "quoted-rate", computed


@pytest.mark.parametrize("answer", [
    "120 units would put 16,900,000 seeds on the field.",  # a digit off
    "120 units would put 16,800,000 kernels on the field.",  # counts something else than the rate
    "121 units would put 16,800,000 seeds on the field.",  # a wrong operand
])
def test_a_counted_rate_refuses_a_slip_and_another_count(answer: str) -> None:
    flags, _ = judged(answer, history(SEED, answers=(SEED_EARLIER,)))
    assert any(f.replace(",", "").startswith("16") for f in flags), (answer, flags)


def test_a_per_without_a_count_word_is_no_rate_a_month_still() -> None:
    from evidence_audit.evidence.quoted_rates import quoted_rates_in

    assert quoted_rates_in("the plan is $45 a month", {"45"}) == []
    assert [r.counts for r in quoted_rates_in("140,000 seeds a unit, 40 kg per bag", {"140000", "40"})] == ["seed", "kg"]


def test_a_counted_rate_quoted_earlier_in_the_same_answer_applies() -> None:
    flags, computed = judged(SEED_EARLIER + " 120 units would put 16,800,000 seeds on the field.", history(SEED))
    assert "16800000" not in flags and computed.get("16800000") in ("quoted-rate", "rate"), (flags, computed)


BOX = {"item": "storage box", "price_eur": 83.8, "vat_pct": 9}
PRICED = "With VAT: €83.80 + 9% = €91.34 a box."


@pytest.mark.parametrize("answer", ["Three boxes: 3 × €91.34 = €274.03.", PRICED + " Three boxes: 3 × €91.34 = €274.03."])
def test_an_equation_on_a_rounded_result_is_computed_at_its_carried_precision(answer: str) -> None:
    hist = history(BOX, answers=(PRICED,))
    flags, computed = judged(answer, hist)
    assert "274.03" not in flags, flags
    assert computed.get("274.03") == "written", computed


@pytest.mark.parametrize("answer", [
    "Three boxes: 3 × €91.34 = €274.04.",  # one digit off the exact product
    "Three boxes: 3 × €91.34 = €274.13.",  # a digit mutated
    "Three boxes: 4 × €91.34 = €274.03.",  # a wrong operand
])
def test_an_exact_operand_refuses_a_slip_and_a_wrong_operand(answer: str) -> None:
    flags, _ = judged(answer, history(BOX, answers=(PRICED,)))
    assert any(f.startswith("274") for f in flags), (answer, flags)


def test_an_operand_no_rule_computed_takes_no_exact_value() -> None:
    # 91.34 carried by no rule (written by no earlier answer, not in the results): the product of
    # the written operands is 274.02, and 274.03 stays flagged
    flags, _ = judged("Three boxes: 3 × €91.34 = €274.03.", history({"item": "storage box", "price_eur": 91.34}))
    assert "274.03" in flags, flags


ZONES = "ZONE SHEET\\n  Z1 creek flats ... 12.4 ha\\n  Z2 mid slope ..... 21.3 ha\\n  Z3 knolls ........ 9.6 ha\\n"
ZONE_ASK = "Yield goals: 11.8 t/ha on Z1, 10.2 t/ha on Z2, 7.4 t/ha on Z3. Tonnage per zone?"


def test_a_measure_rounds_to_the_places_of_its_rate_and_quantity() -> None:
    answer = ("* Z1 creek flats: 11.8 t/ha on 12.4 ha → 146.3 t\\n* Z2 mid slope: 10.2 t/ha on 21.3 ha → 217.3 t\\n"
              "* Z3 knolls: 7.4 t/ha on 9.6 ha → 71.0 t")
    flags, computed = judged(answer, history(ZONES, user=ZONE_ASK))
    for value in ("146.3", "217.3", "71"):
        assert value not in flags, (value, flags)
    assert computed.get("146.3") == "rate", computed


@pytest.mark.parametrize("line", [
    "* Z1 creek flats: 11.8 t/ha on 12.4 ha → 146.4 t",  # one digit off the rounding
    "* Z1 creek flats: 11.8 t/ha on 12.4 ha → 146.33 t",  # one off the exact product
    "* Z1 creek flats: 11.8 t/ha on 12.4 ha → 147.3 t",  # a digit mutated
])
def test_a_measure_refuses_a_slip_and_a_coarser_rounding(line: str) -> None:
    flags, _ = judged(line, history(ZONES, user=ZONE_ASK))
    assert flags & {"146.4", "146.33", "147.3"}, (line, flags)

