"""Round 19 (sums19): sums and differences heldout17 found, each with its refusals: a value an
earlier answer computed in a German or French spelling is repeated (`2.097,00 $`); `rest-of-whole`
takes the amount the person's last text states less the step the answer just wrote (`about
$18,000 allowed` ... `deductible $3,200, then 30% of $14,800`), the whole of an earlier difference
of the answer (`$1,090.00 to go` ... `$1,145.00 to go`) and the numbers of the record its line
names (`CR-PROMO-1931: $187.52 left`), none of them one digit off a carried number it does not
take; a digit mutated, a wrong operand, the reference profile."""

from __future__ import annotations

import pytest

from ._helpers import DEFAULT, REFERENCE, history, judged

# --- a repeat of a value written in a German or French spelling ---------------------------------------
PLAN = {"plan_id": "HP-SILV-26", "deductible": 3200.0, "coinsurance_pct": 30, "out_of_pocket_max": 7400.0}
CLAIM = {"claim_id": "CLM-2611-50489", "allowed": 5240.0}
ACCUMULATORS = {"member_id": "M-61904", "deductible_met": 2450.0, "out_of_pocket_met": 2980.0}
FRENCH = ("**Chirurgie** (autorisé 5.240,00 $) :\n- franchise restante : 3.200 − 2.450 = 750,00 $\n"
          "- coassurance 30 % sur 4.490,00 $ = 1.347,00 $\n- **votre part : 2.097,00 $**")
AGAIN = "Your out-of-pocket so far: 2.980,00 $ + {part} (surgery) = **{total}** of your 7.400,00 $ maximum."


def test_a_value_an_earlier_answer_computed_in_a_french_spelling_is_repeated() -> None:
    hist = history(PLAN, CLAIM, ACCUMULATORS, answers=(FRENCH,))
    flags, computed = judged(AGAIN.format(part="2.097,00 $", total="5.077,00 $"), hist)
    assert "2.097,00" not in flags and computed["2.097,00"] == "repeat"
    assert "5.077,00" not in flags


@pytest.mark.parametrize("wrong", ["2.197,00 $", "2.098,00 $", "3.097,00 $"])
def test_a_mutated_repeat_in_a_french_spelling_stays_flagged(wrong: str) -> None:
    flags, _ = judged(AGAIN.format(part=wrong, total="5.077,00 $"), history(PLAN, CLAIM, ACCUMULATORS, answers=(FRENCH,)))
    assert wrong.removesuffix(" $") in flags


# --- rest-of-whole: the person's amount less the step just written --------------------------------
SILVER = {"plan_id": "HP-SILV-26", "deductible": 3200.0, "coinsurance_pct": 30, "out_of_pocket_max": 7400.0}
SURGERY = "I expect a knee surgery next year, about $18,000 allowed."
STEPS = "**Silver HMO**: deductible $3,200, then 30% of ${rest} = ${share}."


def test_what_the_persons_amount_leaves_after_the_step_written_is_computed() -> None:
    hist = history(SILVER, user=SURGERY)
    flags, computed = judged(STEPS.format(rest="14,800", share="4,440"), hist)
    assert not {"14800", "4440"} & flags
    assert computed["14800"] == "rest-of-whole"


@pytest.mark.parametrize("wrong", ["14,900", "15,800", "24,800", "14,810"])
def test_a_mutated_rest_of_the_persons_amount_stays_flagged(wrong: str) -> None:
    flags, _ = judged(STEPS.format(rest=wrong, share="4,440"), history(SILVER, user=SURGERY))
    assert wrong.replace(",", "") in flags


def test_a_rest_of_an_amount_the_person_did_not_state_stays_flagged() -> None:
    """The person asked about $19,000: 14,800 is no rest of it less the deductible."""
    hist = history(SILVER, user=SURGERY.replace("18,000", "19,000"))
    assert "14800" in judged(STEPS.format(rest="14,800", share="4,440"), hist)[0]


def test_a_rest_of_an_amount_stated_before_the_last_question_stays_flagged() -> None:
    """The $18,000 was asked two questions ago; the last question states no amount. Written with no
    cue (a `30% of` before it is claims19's cue, and with a cue the person's last two stated amounts
    are wholes as in round 18), the rest of it is no operand."""
    plain = "**Silver HMO**: deductible $3,200, then ${rest} at 30% = ${share}."
    assert not judged(plain.format(rest="14,800", share="4,440"), history(SILVER, user=SURGERY))[0]
    hist = history(SILVER, user=SURGERY, answers=("The Silver plan's deductible is $3,200.",))
    assert "14800" in judged(plain.format(rest="14,800", share="4,440"), hist)[0]


def test_a_rest_one_digit_off_a_carried_number_stays_flagged() -> None:
    """(insurance-13) 2,000 - 735 is 1,265, one digit off the carried 2,265 met: the classic misread."""
    hist = history({"deductible": 3000.0, "deductible_met": 2265.0, "coinsurance_pct": 25},
                   user="If my son has a $2,000 procedure, what happens?")
    answer = "- Deductible: $735.00 (the family's then met)\n- Coinsurance: 25% of $1,265.00 = $316.25"
    assert "1265" in judged(answer, hist)[0]


# --- rest-of-whole: the whole of an earlier difference of the answer --------------------------------------
FAMILY = {"member_id": "M-51207", "individual_deductible": 1500.0,
          "by_member": {"M-51207-02": 410.0, "M-51207-03": 355.0}}
BY_PERSON = ("By person (the individual deductible is $1,500.00):\n- Your husband (-02): $410.00, $1,090.00 to go\n"
             "- Your daughter (-03): $355.00, ${rest} to go")


def test_a_rest_of_the_whole_an_earlier_line_took_a_part_from_is_computed() -> None:
    flags, computed = judged(BY_PERSON.format(rest="1,145.00"), history(FAMILY))
    assert not {"1090", "1145"} & flags
    assert computed["1145"] == "rest-of-whole"


@pytest.mark.parametrize("wrong", ["1,155.00", "1,245.00", "1,146.00"])
def test_a_mutated_rest_of_an_earlier_whole_stays_flagged(wrong: str) -> None:
    assert wrong.replace(",", "").removesuffix(".00") in judged(BY_PERSON.format(rest=wrong), history(FAMILY))[0]


def test_a_rest_without_a_word_saying_so_stays_flagged() -> None:
    answer = BY_PERSON.format(rest="1,145.00").replace("$1,145.00 to go", "$1,145.00 in total")
    assert "1145" in judged(answer, history(FAMILY))[0]


# --- rest-of-whole: the numbers of the record its line names -----------------------------------------------
CREDITS = [{"credit_id": "CR-PROMO-1931", "granted": 500.0, "used": 312.48},
           {"credit_id": "CR-START-0877", "granted": 2000.0, "used": 1245.9}]
LEFT = "Promo CR-PROMO-1931: ${promo} left.\nStartup CR-START-0877: ${start} left."


def test_what_is_left_of_a_named_record_is_computed() -> None:
    flags, computed = judged(LEFT.format(promo="187.52", start="754.10"), history(CREDITS))
    assert not {"187.52", "754.1"} & flags
    assert computed["187.52"] == "rest-of-whole" and computed["754.1"] == "rest-of-whole"


@pytest.mark.parametrize("wrong", ["187.62", "178.52", "197.52"])
def test_a_mutated_rest_of_a_named_record_stays_flagged(wrong: str) -> None:
    assert wrong in judged(LEFT.format(promo=wrong, start="754.10"), history(CREDITS))[0]


def test_a_rest_of_a_record_its_line_does_not_name_stays_flagged() -> None:
    """754.10 is the startup credit's rest; the line names the promo credit."""
    answer = "Promo CR-PROMO-1931: $754.10 left."
    assert "754.1" in judged(answer, history(CREDITS))[0]


def test_a_records_difference_without_a_word_saying_left_stays_flagged() -> None:
    answer = "Promo CR-PROMO-1931: $187.52 (expires 12/31)."
    assert "187.52" in judged(answer, history(CREDITS))[0]


# --- the refusal of a value one digit off a carried number ---------------------------------------------
HOTELS = {"Good Night": "Price range: 240.0 - 400.0", "Montmartre Suites": "Price range: 110.0 - 200.0"}
BUDGET = ("2. Hotel: **Good Night**, rating 5.0, from 240.0 a night\n\n"
          "With your 500 euros, Good Night's minimum leaves 260 euros for lunch and dinner.")


def test_round_18s_pool_keeps_a_rest_one_digit_off_a_carried_number() -> None:
    """500 - 240 is 260, one digit off the carried 200: refusing it took four honest excuses off
    heldout16 (this one among them), so round 18's pools keep it."""
    hist = history(HOTELS, user="I have a total budget of 500 euros.")
    assert "260" not in judged(BUDGET, hist)[0]


def test_a_rest_of_a_named_record_one_digit_off_a_carried_number_stays_flagged() -> None:
    """A carried 197.52 elsewhere: 187.52 from the named record's pool is one digit off it."""
    credits = [*CREDITS, {"credit_id": "CR-OTHER-0001", "granted": 197.52, "used": 0.0}]
    assert "187.52" in judged(LEFT.format(promo="187.52", start="754.10"), history(credits))[0]


def test_a_rest_of_the_persons_amount_one_digit_off_a_carried_number_stays_flagged() -> None:
    plan = dict(SILVER, lifetime_max=14900.0)
    assert "14800" in judged(STEPS.format(rest="14,800", share="4,440"), history(plan, user=SURGERY))[0]


def test_the_reference_profile_is_untouched() -> None:
    _, computed = judged(STEPS.format(rest="14,800", share="4,440"), history(SILVER, user=SURGERY), REFERENCE)
    assert computed == {}
    _, computed = judged(LEFT.format(promo="187.52", start="754.10"), history(CREDITS), REFERENCE)
    assert computed == {}
    assert DEFAULT is not REFERENCE
