"""Round 33 (powers33): a short reply's product of a number in hand and a factor the run states
(heldout31's shapes, new made-up runs in the same spelling: a boat-hire office's rules, not the
corpus). Asked `in kuna?` after a price, a reply writes only the product with the rule's rate
(`1 euro = 7 kuna`); asked `deposit?`, the price times the rule's percent; asked the other class,
the size the person gave times the result's other price. Each with its refusals: a digit changed,
a factor no line of the question's words states, the reference profile."""

from __future__ import annotations

from typing import Any

import pytest

from ._helpers import REFERENCE, judged

HIRE = (
    "You are the assistant of a boat-hire office in Split. Today is 2026-07-02.\n\n"
    "Rules (prices in euro; the old ledger prints kuna, 1 euro = 7 kuna):\n"
    "- Hire by the day: dinghy 1,800,000 a day; motor boat 3,100,000 a day; sail boat 5,200,000 a day.\n"
    "- 30% advance with the booking, the rest on the pier.\n"
    "- Fuel is charged by the litre used.\n"
)


def conversation(*turns: str) -> list[dict[str, Any]]:
    """The system prompt, the first question, a tool result, then each answer followed by the next
    question (`turns` alternate answer, question, ...)."""
    out: list[dict[str, Any]] = [
        {"role": "system", "content": HIRE},
        {"role": "user", "content": "price for 2.5 days of a dinghy?"},
        {"role": "tool", "content": '{"price_per_day": {"dinghy": 1800000, "motor boat": 3100000, "sail boat": 5200000}}'}]
    for n, text in enumerate(turns):
        out.append({"role": "assistant" if n % 2 == 0 else "user", "content": text})
    return out


FIRST = "4,500,000 euro (2.5 days)."


def test_the_previous_answer_times_the_rate_the_questions_word_names() -> None:
    """`in kuna?`: 4,500,000 x the 7 of the line that names kuna."""
    flags, computed = judged("31,500,000 kuna.", conversation(FIRST, "in kuna?"))
    assert "31500000" not in flags and computed["31500000"] == "record"


def test_the_previous_answer_times_the_percent_the_questions_word_names() -> None:
    """`advance?`: 4,500,000 x the 30% of `30% advance with the booking`."""
    flags, computed = judged("1,350,000 euro.", conversation(FIRST, "advance?"))
    assert "1350000" not in flags and computed["1350000"] == "record"


def test_the_persons_size_times_the_results_other_price() -> None:
    """`sail boat?`: the person's 2.5 days x the result's 5,200,000."""
    flags, computed = judged("13,000,000 euro.", conversation(FIRST, "sail boat?"))
    assert "13000000" not in flags and computed["13000000"] == "record"


@pytest.mark.parametrize("answer, question, value", [
    ("31,600,000 kuna.", "in kuna?", "31600000"),  # one digit off
    ("1,360,000 euro.", "advance?", "1360000"),  # one digit off
    ("13,100,000 euro.", "sail boat?", "13100000"),  # one digit off
    ("1,350,000 euro.", "what about fuel?", "1350000"),  # no line of fuel states the 30%
    ("1,350,000 euro.", "what about the boat?", "1350000"),  # `the` is on most lines: it names nothing
])
def test_a_wrong_product_or_a_factor_the_question_does_not_name_stays_flagged(answer: str, question: str,
                                                                             value: str) -> None:
    assert value in judged(answer, conversation(FIRST, question))[0]


def test_the_reference_profile_is_unchanged() -> None:
    assert "31500000" in judged("31,500,000 kuna.", conversation(FIRST, "in kuna?"), REFERENCE)[0]


GLAZE = [
    {"role": "system", "content": "You are the assistant of a tile workshop in Faro. Today is 2026-07-02."},
    {"role": "user", "content": "We need 45 kg of blue glaze. How much frit, oxide and water, scaling the recipe by the kilo?"},
    {"role": "tool", "content": '{"glaze": "cobalt blue", "batch_kg": 12, "frit_kg": 6, "oxide_kg": 0.96, "water_l": 360}'},
]
PER_LINE = "1. Per kg of glaze: frit 0.50 kg, oxide 0.08 kg, water 30 L.\n"


def test_a_line_led_by_per_a_unit_rates_its_numbers_by_it() -> None:
    """`Per kg of glaze: ... water 30 L`, then `For 45 kg: ... water 1,350 L`: 45 x 30."""
    flags, computed = judged(PER_LINE + "2. For 45 kg: frit 22.5 kg, oxide 3.6 kg, water 1,350 L.", GLAZE)
    assert "1350" not in flags and computed["1350"] == "quoted-rate"


@pytest.mark.parametrize("answer", [
    PER_LINE + "2. For 45 kg: frit 22.5 kg, oxide 3.6 kg, water 1,360 L.",  # one digit off
])
def test_a_wrong_product_of_the_per_line_stays_flagged(answer: str) -> None:
    assert judged(answer, GLAZE)[0] & {"1360", "1350"}


LOOMS = (
    "You are the assistant of a tapestry studio in Tabriz. Today is 2026-07-02.\n\n"
    "Rules:\n"
    "- Price by the square metre: 30 raj 18,000,000 toman; 45 raj 31,000,000 toman.\n"
    "- Knots per m2 = (raj x 100 / 7) squared.\n"
)


def looms(question: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": LOOMS}, {"role": "user", "content": question},
            {"role": "tool", "content": '{"looms_free": 2, "panel_m": [1.25, 1.9]}'}]


def test_a_formula_the_rules_state_in_words_for_a_number_written_with_its_word() -> None:
    """`Knots per m2 = (raj x 100 / 7) squared`: `45 raj is 413,265 knots per m²` is (4500/7)²."""
    flags, computed = judged("45 raj is 413,265 knots per m² on the loom.", looms("how dense is a 45 raj panel?"))
    assert "413265" not in flags and computed["413265"] == "stated-formula"


def test_a_short_reply_takes_the_numbers_of_the_question() -> None:
    """`knots per m2 at 30 and 45 raj?` ... `183,673 / 413,265.`"""
    flags, computed = judged("183,673 / 413,265.", looms("knots per m2 at 30 and 45 raj?"))
    assert not flags & {"183673", "413265"} and computed["183673"] == "stated-formula"


@pytest.mark.parametrize("answer, question, value", [
    ("45 raj is 413,275 knots per m² on the loom.", "how dense is a 45 raj panel?", "413275"),  # one digit off
    ("That panel is 413,265 knots per m² on the loom.", "how dense is the panel?", "413265"),  # no number with raj
    ("45 knots is 413,265 knots per m² on the loom.", "how dense is the panel?", "413265"),  # another word
])
def test_a_formula_off_by_a_digit_or_for_a_number_not_named_stays_flagged(answer: str, question: str, value: str) -> None:
    assert value in judged(answer, looms(question))[0]


def test_a_square_written_as_a_superscript_verifies() -> None:
    """`(45 × 100 / 7)² = 413,265`: the superscript is the power; one digit off stays unverified."""
    verdict = judged("45 raj is (45 × 100 / 7)² = 413,265 knots per m².", looms("how dense is the panel?"))
    assert "413265" not in verdict[0] and verdict[1]["413265"] == "written"


def test_a_measure_written_about_is_a_rate_times_a_quantity_rounded() -> None:
    """`1.25 × 1.9 m = 2.375 m²` ... `413,265 knots per m², so about 981,504 knots` (981,504.4)."""
    flags, computed = judged("The panel is 1.25 × 1.9 m = 2.375 m², and at 413,265 knots per m², so about 981,504 knots.",
                             looms("how dense is a 45 raj panel?"))
    assert "981504" not in flags and computed["981504"] == "rate"


@pytest.mark.parametrize("answer", [
    "The panel is 1.25 × 1.9 m = 2.375 m², and at 413,265 knots per m², so 981,504 knots.",  # no `about`: exact only
    "The panel is 1.25 × 1.9 m = 2.375 m², and at 413,265 knots per m², so about 981,514 knots.",  # one digit off
])
def test_a_rounded_measure_without_about_or_off_by_a_digit_is_not_computed(answer: str) -> None:
    """(left listed as unverified at most: no rule computes it)"""
    assert not judged(answer, looms("how dense is a 45 raj panel?"))[1].keys() & {"981504", "981514"}


ORDER = [
    {"role": "system", "content": "You are the assistant of a tapestry studio in Tabriz. Today is 2026-07-02."},
    {"role": "user", "content": "What is left to pay on order T-88?"},
    {"role": "tool", "content": '{"order": "T-88", "size_cm": [120, 175], "price_per_m2_toman": 31000000, "deposit_paid_toman": 26040000}'},
]


def test_a_sentence_that_starts_with_times_goes_on_from_the_verified_result() -> None:
    """`1.20 × 1.75 = 2.1 m². × 31,000,000 = 65,100,000.`, then the balance less the deposit."""
    answer = ("<think>\n1.20 × 1.75 = 2.1 m². × 31,000,000 = 65,100,000. Balance 39,060,000.\n</think>\n"
              "The panel is 2.1 m², **65,100,000 toman**; with 26,040,000 paid, **39,060,000 toman** is left.")
    flags, computed = judged(answer, ORDER)
    assert not flags & {"65100000", "39060000"} and computed["65100000"] == "written"


@pytest.mark.parametrize("answer", [
    "<think>\n1.20 × 1.75 = 2.1 m². × 31,000,000 = 65,200,000.\n</think>\nThe panel is 2.1 m², **65,200,000 toman**.",
    "<think>\n1.20 × 1.75 = 2.2 m². × 31,000,000 = 68,200,000.\n</think>\nThe panel is 2.2 m², **68,200,000 toman**.",
])
def test_a_step_off_or_from_a_result_that_did_not_verify_is_not_written(answer: str) -> None:
    assert judged(answer, ORDER)[1].get("65200000") != "written" and judged(answer, ORDER)[1].get("68200000") != "written"


def test_a_rate_beside_the_value_applies_to_the_area_two_answers_back() -> None:
    """`The panel is 2.375 m²` ... `toman per m²` ... `About 981,504 knots (413,265 per m²)`."""
    run = looms("how big is the 45 raj panel?") + [
        {"role": "assistant", "content": "The panel is 1.25 × 1.9 m = 2.375 m² at 31,000,000 toman, **73,625,000 toman**."},
        {"role": "user", "content": "per square metre after the deposit?"},
        {"role": "assistant", "content": "18,600,000 toman per m²."},
        {"role": "user", "content": "and how many knots?"}]
    flags, computed = judged("<think>\n45 raj: (4500/7)² = 413,265 per m²; × 2.375.\n</think>\n\n"
                             "About **981,504 knots** (413,265 per m²).", run)
    assert "981504" not in flags and computed["981504"] == "rate"
    assert "981514" in judged("<think>\n45 raj: (4500/7)² = 413,265 per m²; × 2.375.\n</think>\n\n"
                              "About **981,514 knots** (413,265 per m²).", run)[0]
