"""Round 13 (recall13): derivations that rest only on each other excuse nothing
(`anchored_derivations.py`), and an operator word frames its operand, not a result
(`unverified.py`). Made-up values; each test holds the invention flagged and the honest answer
of the same shape still computed (or grounded), so a refusal that flags honest arithmetic fails."""

from __future__ import annotations

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.anchored_derivations import unanchored
from evidence_audit.evidence.computed.values import Derivation, Operand

from ._helpers import DEFAULT, REFERENCE, history, judged

ORDER = {
    "order_id": "#W4417302",
    "status": "delivered",
    "items": [{"name": "Desk Lamp", "item_id": "5501934417", "price": 212.0},
              {"name": "Bulb Pack", "item_id": "5501934420", "price": 18.9}],
    "payment_history": [{"transaction_type": "payment", "amount": 230.9}],
}
RETURN = ("Your order #W4417302 has the Desk Lamp at $212.00 and a Bulb Pack at $18.90.\n\n"
          "Returning the lamp: there's a ${fee} handling fee, so you'd get $212.00 \u2212 ${fee} = ${back} back.")


def _derivation(rule: str, *operands: str) -> Derivation:
    return Derivation(rule, " ? ".join(operands), tuple(Operand(v, "answer", "answer offset 0") for v in operands))


def test_a_fee_and_the_refund_after_it_that_only_explain_each_other_are_both_flagged() -> None:
    hist = history(ORDER)
    # 212 - 17.25 = 194.75: one equation in two unknowns, neither carried
    assert judged(RETURN.format(fee="17.25", back="194.75"), hist)[0] == {"17.25", "194.75"}
    # any other split of 212 as well: the neighbours of the fee and of the refund
    assert judged(RETURN.format(fee="17.35", back="194.65"), hist)[0] == {"17.35", "194.65"}
    assert judged(RETURN.format(fee="27.25", back="184.75"), hist)[0] == {"27.25", "184.75"}


def test_a_fee_a_result_carried_anchors_the_refund() -> None:
    hist = history({**ORDER, "policy": {"handling_fee": 17.25}})
    flags, computed = judged(RETURN.format(fee="17.25", back="194.75"), hist)
    assert flags == set() and computed == {"194.75": "written"}
    # the refund one digit off is refuted by its own equation
    assert "194.85" in judged(RETURN.format(fee="17.25", back="194.85"), hist)[0]


def test_an_earlier_answers_total_anchors_the_cycle_it_would_otherwise_form() -> None:
    memos = {"items": [{"increment_id": "000000711", "grand_total": 130.0},
                       {"increment_id": "000000714", "grand_total": 75.4},
                       {"increment_id": "000000719", "grand_total": 20.15}]}
    earlier = ("| Credit memo | Refunded |\n|---|---:|\n| #000000711 | $130.00 |\n| #000000714 | $75.40 |\n"
               "| #000000719 | $20.15 |\n\n**Total refunded: $225.55** across 3 credit memos.")
    hist = history(memos, answers=(earlier,))
    answer = "Without credit memo #000000719 ($20.15): $225.55 \u2212 $20.15 = **${}**."
    flags, computed = judged(answer.format("205.40"), hist)
    assert flags == set() and set(computed) == {"225.55", "205.4"}
    assert computed["225.55"] != "total"  # not 20.15 + 205.40: the earlier answer's sum
    assert "205.5" in judged(answer.format("205.50"), hist)[0]


def test_the_reference_profile_is_untouched() -> None:
    flags, computed = judged(RETURN.format(fee="17.25", back="194.75"), history(ORDER), REFERENCE)
    assert {"17.25", "194.75"} <= flags and computed == {}


def test_unanchored_finds_cycles_and_what_rests_on_them_and_nothing_else() -> None:
    cycle = {"12.5": _derivation("pair", "149", "136.5"), "136.5": _derivation("written", "149", "12.5")}
    assert unanchored(cycle, {"149": "result"}, set()) == frozenset({"12.5", "136.5"})
    # a value derived from a cycle's member rests on it too
    built = {**cycle, "273": _derivation("per-count", "136.5", "2")}
    assert unanchored(built, {"149": "result"}, set()) == frozenset({"12.5", "136.5", "273"})
    # (round 18) a repeat rests on the earlier answer that computed it: its operands are that
    # answer's, no edge here, and what this answer builds on it is anchored
    repeated = {"504": _derivation("repeat", "804", "300"), "300": _derivation("pair", "804", "504"),
                "120": _derivation("written", "300", "180")}
    assert unanchored(repeated, {"804": "computed", "180": "result"}, set()) == frozenset()
    assert unanchored({**repeated, "504": _derivation("pair", "804", "300")},
                      {"804": "computed", "180": "result"}, set()) == frozenset({"504", "300", "120"})
    # a member a result carried (or the check grounded) anchors the chain
    assert unanchored(cycle, {"149": "result", "12.5": "result"}, set()) == frozenset()
    assert unanchored(cycle, {"149": "result"}, {"136.5"}) == frozenset()
    # a running balance: each step from the one before, the first from carried operands
    chain = {"80": _derivation("written", "100", "20"), "65": _derivation("written", "80", "15"),
             "50": _derivation("written", "65", "15")}
    assert unanchored(chain, {"100": "result", "20": "result", "15": "result"}, set()) == frozenset()
    # operands of other sources (a result's path, a count) are never edges
    carried = {"7.5": Derivation("half", "15 / 2", (Operand("15", "result", "result 0: a"), Operand("2", "count", "half")))}
    assert unanchored(carried, {}, set()) == frozenset()


def test_unanchored_is_linear_in_a_long_cycle() -> None:
    n = 20_000
    ring = {f"{i}.5": _derivation("pair", f"{(i + 1) % n}.5", "1") for i in range(n)}
    assert len(unanchored(ring, {"1": "result"}, set())) == n
    # one member carried breaks the ring: every other is anchored, step by step
    assert unanchored(ring, {"1": "result", "0.5": "result"}, set()) == frozenset()


REFUND = "Your order #W7781123 is cancelled. $318.40 will be refunded to your card within 5 to 7 business days, minus a ${} processing fee."
CANCELLED = {"order_id": "#W7781123", "status": "cancelled", "payment_history": [{"transaction_type": "refund", "amount": 318.4}]}


def test_a_number_right_after_an_operator_word_is_its_operand_not_a_result() -> None:
    # `minus a $6.95 fee`: an operand no source carried, flagged (it was listed unverified)
    assert judged(REFUND.format("6.95"), history(CANCELLED))[0] == {"6.95"}
    assert judged("Your balance is $318.40; plus a $6.95 late fee that is due now.", history(CANCELLED))[0] == {"6.95"}
    # carried, it is grounded as before
    assert judged(REFUND.format("6.95"), history({**CANCELLED, "fee": 6.95}))[0] == set()


def test_a_result_word_still_frames_a_result_beside_an_operator_word() -> None:
    hist = history({"items": [{"price": 318.4}, {"price": 27.65}]})
    # a result no expression reproduces, framed by `total` after a `minus`: still listed, not flagged
    v = check_answer("The lamp is $318.40 minus your coupon, so the total comes to $281.15 after it.", hist, DEFAULT)
    assert "281.15" in {u.candidate.value for u in v.unverified} and not v.unsupported


def test_an_operator_word_whose_operand_is_a_word_still_frames_the_result() -> None:
    # `plus tax that was $79.55`: the operand of `plus` is the word `tax`; the verb between them and
    # the number makes 79.55 the result, listed unverified (no expression reproduces it), not flagged
    hist = history({"refuels": [{"gb": 13, "price_per_gb": 5.5}]})
    v = check_answer("You refuelled 13 GB; at $5.50/GB plus tax that was $79.55 in all.", hist, DEFAULT)
    assert "79.55" in {u.candidate.value for u in v.unverified} and not v.unsupported
    # right after the word, the number is the operand: an uncarried fee is flagged
    v = check_answer("You refuelled 13 GB at $5.50/GB, plus a $7.95 service fee.", hist, DEFAULT)
    assert "7.95" in {c.value for c in v.unsupported}
