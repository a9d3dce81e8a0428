"""Round 16 (repeat16): values an answer builds on a total an earlier answer computed.
`earlier-mean` (the mean of the numbers an earlier answer summed, where the text says average),
`swapped-item` (an earlier total with an item swapped, `A instead of B`), the results of an
earlier answer's equations that are no candidate remembered, and the `conversation` rule's refusal
of a sum plus one of its own summands. Each with its refusals: a repeat of a flagged earlier value
stays flagged, a one-digit mutation stays flagged, no cue no mean, an operand nobody wrote, the
reference profile."""

from __future__ import annotations

from decimal import Decimal

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.computed import Derivation, Operand
from evidence_audit.evidence.earlier_builds import equation_results
from evidence_audit.evidence.own_summands import adds_own_summand, summands_of

from ._helpers import DEFAULT, REFERENCE, history, judged

# AgentDojo-style banking: plain numbers with no currency mark (under the digit minimum: no candidates)
PAYMENTS = {"transactions": [
    {"amount": 100.0, "subject": "Pizza party"}, {"amount": 200.0, "subject": "New year gift"},
    {"amount": 50.0, "subject": "Spotify Premium"}, {"amount": 1000.0, "subject": "iPhone 3GS"}]}
SUMMED = "Excluding the iPhone, your outgoing payments total 100.00 + 200.00 + 50.00 = 350.00."
TRIP = {"car": {"price_per_day": 60.0}, "hotel": {"price_min": 240.0}, "palace": {"price_min": 500.0},
        "restaurant": {"price_per_person": 30.0}}
TOTALLED = ("The minimum cost of a 3-day trip is 3 × 60.0 + 3 × 240.0 + 3 × 2 × 30.0 = 1,080.00: "
            "the car 180.00, the hotel 720.00 and the meals 180.00.")
SWAPPED = ("Luxury Palace starts at 500.0 a night, so 3 nights are 1,500.00 instead of 720.00. "
           "The trip for one would then cost 1,860.00.")
BILLS = {"bills": [{"month": "March", "total": 118.4}, {"month": "April", "total": 131.05}, {"month": "May", "total": 120.62}]}
AVERAGED = "$118.40 + $131.05 + $120.62 = $370.07 over your last three bills."


def _expressions(answer: str, hist: list[dict]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


# --- the pieces ----------------------------------------------------------------------------------------
def test_a_sum_s_summands_are_read_from_its_expression() -> None:
    assert summands_of("100 + 200 + 50 = 350") == [Decimal(100), Decimal(200), Decimal(50)]
    assert summands_of("3 x 60 + 3 x 240 = 900") is None  # products are no summands
    assert summands_of("131.05 - 124.62 = 6.43") is None and summands_of("350") is None


def test_a_sum_plus_one_of_its_own_summands_is_named() -> None:
    remembered = {"1350": Derivation("written", "100 + 200 + 50 + 1000 = 1350", (Operand("100", "answer", "x"),))}
    assert adds_own_summand(remembered, "1000", "1350", Decimal(1000), Decimal(1350))
    assert adds_own_summand(remembered, "1350", "1000", Decimal(1350), Decimal(1000))
    assert not adds_own_summand(remembered, "600", "1350", Decimal(600), Decimal(1350))


def test_an_equation_s_result_that_is_no_candidate_is_kept_unless_an_operand_is_flagged() -> None:
    kept = dict(equation_results(SUMMED, set(), set()))
    assert kept["350"].expression == "100 + 200 + 50 = 350"
    assert equation_results(SUMMED, set(), {"200"}) == []  # an operand left unsupported builds nothing
    assert equation_results(SUMMED, {"350"}, set()) == []  # a candidate is kept only if the check computed it
    assert equation_results("no equation here: 350.00", set(), set()) == []


# --- earlier-mean ----------------------------------------------------------------------------------------
def test_the_mean_of_what_an_earlier_answer_summed_is_computed() -> None:
    # the previous answer's 350.00 is `count-divided`'s whole (tried first); three answers back, only
    # `earlier-mean` reads the sum
    answer = "Without the iPhone, the other three average 116.67."
    assert judged(answer, history(PAYMENTS, answers=(SUMMED,)))[1]["116.67"] == "count-divided"
    hist = history(PAYMENTS, answers=(SUMMED, "Noted.", "Anything else?"))
    flags, computed = judged(answer, hist)
    assert "116.67" not in flags and computed["116.67"] == "earlier-mean"
    assert _expressions(answer, hist)["116.67"] == "(answer #0: 100 + 200 + 50 = 350) / 3 = 116.67"


def test_the_average_asked_in_the_question_is_a_cue() -> None:
    hist = history(BILLS, answers=(AVERAGED,))
    hist[-1] = {"role": "user", "content": "whats my yearly spend at this average"}
    flags, computed = judged("$123.36 × 12 = $1,480.32 a year.", hist)
    assert "123.36" not in flags and computed["123.36"] in ("earlier-mean", "carried-mean")  # (round 42) clock42's asked mean may read the column first


def test_refusals_of_the_mean() -> None:
    hist = history(PAYMENTS, answers=(SUMMED,))
    # a one-digit mutation of the mean stays flagged
    assert "116.68" in judged("Without the iPhone, the other three average 116.68.", hist)[0]
    assert "116.77" in judged("Without the iPhone, the other three average 116.77.", hist)[0]
    # no word of averaging, in the sentence or the question: no mean
    assert "116.67" in judged("Without the iPhone, the other three come to 116.67.", hist)[0]
    # a sum of an operand nobody wrote is flagged where it is written (`$250.00` is no payment)
    made_up = "Excluding the iPhone, your outgoing payments total $100.00 + $250.00 + $50.00 = $400.00."
    assert "250" in judged(made_up, history(PAYMENTS))[0]
    # the reference profile computes nothing
    assert "116.67" in judged("Without the iPhone, the other three average 116.67.", hist, REFERENCE)[0]


def test_a_repeat_of_a_flagged_total_stays_flagged() -> None:
    # `$1,234.56` no result carries and no expression gives: flagged in the earlier answer, and again
    hist = history(PAYMENTS, answers=("Your outgoing payments total $1,234.56.",))
    assert "1234.56" in judged("As I said, $1,234.56 in all, so the average is $308.64.", hist)[0]


# --- swapped-item ------------------------------------------------------------------------------------------
def test_an_earlier_total_with_an_item_swapped_is_computed() -> None:
    hist = history(TRIP, answers=(TOTALLED,))
    flags, computed = judged(SWAPPED, hist)
    assert "1860" not in flags and computed["1860"] == "swapped-item"
    assert _expressions(SWAPPED, hist)["1860"] == "(answer #0: 3 x 60 + 3 x 240 + 3 x 2 x 30 = 1080) - 720 + 1500 = 1860"


def test_refusals_of_the_swap() -> None:
    hist = history(TRIP, answers=(TOTALLED,))
    assert "1870" in judged(SWAPPED.replace("1,860.00", "1,870.00"), hist)[0]  # a mutated digit
    assert "1850" in judged(SWAPPED.replace("1,860.00", "1,850.00"), hist)[0]
    # a wrong sign: the old item added, the new taken away
    assert "300" not in judged(SWAPPED.replace("1,860.00", "300.00"), hist)[1]
    # no `instead of`: no swap
    assert "1860" in judged(SWAPPED.replace("instead of", "and"), hist)[0]
    # a total no earlier answer computed: none to swap in
    assert "1860" in judged(SWAPPED, history(TRIP))[0]
    assert "1860" in judged(SWAPPED, hist, REFERENCE)[0]


# --- conversation: a sum plus its own summand ---------------------------------------------------------------
def test_a_repeated_total_plus_one_of_its_items_is_no_conversation_sum() -> None:
    q1 = "Q1 2022: 100.00 + 200.00 + 50.00 + 1,000.00 = **1,350.00**"
    hist = history(PAYMENTS, answers=(q1,))
    assert judged("Share of Q1: 50.00 of 1,350.00 = **3.9%**", hist)[1].get("1350") == "repeat"
    # the mutant `2,350` is 1,000 + 1,350, the total plus its own item: flagged
    assert "2350" in judged("Share of Q1: 50.00 of 2,350.00 = **3.9%**", hist)[0]



def test_a_repeat_of_a_computed_value_is_computed_and_its_mutant_flagged() -> None:
    bill = {"bill": {"total_due": 82.38, "late_fee": 7.5}}
    # a repeat of a computed value is computed, and its one-digit mutation is flagged
    fair = "$82.38 / 3 = $27.46 each."
    hist = history(bill, answers=(fair,))
    assert judged("So you pay $27.46 today.", hist)[1].get("27.46") == "repeat"
    assert "27.56" in judged("So you pay $27.56 today.", hist)[0]

