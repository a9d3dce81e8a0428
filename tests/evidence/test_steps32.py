"""Round 32 (steps32): a driving school's plain arithmetic the general rules refused (heldout30's
shapes, new made-up runs in the same spelling): a per-unit amount an earlier answer settled times a
count the conversation states (`per-count`). Each with its refusals: a digit changed, a wrong
count, an amount not written per unit stays flagged."""

from __future__ import annotations

from typing import Any

import pytest

from ._helpers import REFERENCE, content, judged

WALKS = (
    "You are the assistant of a dog-walking service in Paarl. Today is 2026-09-10.\n\n"
    "Rules (prices in ZAR):\n"
    "- A walk is 45 minutes: ZAR 85. A card of 10 outings: ZAR 780.\n"
    "- Collection is free within 5 km; beyond that ZAR 4.50 a km, counted both ways.\n"
)


def conversation(*turns: str, result: Any = None) -> list[dict[str, Any]]:
    """A run: the system prompt, the first question, a tool result, then each earlier answer
    followed by the next question (`turns` alternate answer, question, ...)."""
    out: list[dict[str, Any]] = [{"role": "system", "content": WALKS},
                                 {"role": "user", "content": "Do I pay to have Bella collected? Mia Jacobs."},
                                 {"role": "tool", "content": '{"owner": "Mia Jacobs", "distance_km": 8.2}'}]
    for n, text in enumerate(turns):
        out.append({"role": "assistant" if n % 2 == 0 else "user", "content": text})
    return out


FIRST = "Yes: 8.2 km is 3.2 km beyond the free 5 km, both ways 6.4 km × ZAR 4.50 = **ZAR 28.80 per walk**."
RUN = conversation(FIRST, "With a card of 10 walks?", "Collection for the card: ZAR 268.00.",
                   "And if I bring her to the park gate instead?")


def test_a_per_unit_amount_an_earlier_answer_settled_times_a_stated_count() -> None:
    """`ZAR 28.80 per walk` two answers back, `a card of 10 walks` asked: `save ZAR 288.00 on the
    card` is 10 x 28.80 (the previous answer's own figure, 268.00, is no operand of it)."""
    flags, computed = judged("Then collection is free; you would save ZAR 288.00 on the card.", RUN)
    assert "288" not in flags and computed["288"] == "per-count"


@pytest.mark.parametrize("answer, value", [
    ("Then collection is free; you would save ZAR 298.00 on the card.", "298"),  # one digit off
    ("Then collection is free; you would save ZAR 316.80 on the card.", "316.8"),  # 11 x 28.80: no count 11 stated
])
def test_a_wrong_product_of_the_earlier_per_unit_amount_stays_flagged(answer: str, value: str) -> None:
    assert value in judged(answer, RUN)[0]


def test_an_amount_not_written_per_unit_is_no_base() -> None:
    """The first answer's `ZAR 28.80` for one trip, not per walk: no base for the card's product."""
    run = conversation(FIRST.replace("**ZAR 28.80 per walk**", "ZAR 28.80, paid on the day"),
                       "With a card of 10 walks?", "Collection for the card: ZAR 268.00.",
                       "And if I bring her to the park gate instead?")
    assert "288" in judged("Then collection is free; you would save ZAR 288.00 on the card.", run)[0]


def test_the_reference_profile_is_unchanged() -> None:
    """The reference profile has no arithmetic dial: nothing is computed."""
    assert "288" not in judged("Then collection is free; you would save ZAR 288.00 on the card.", RUN, REFERENCE)[1]


def asked(question: str, answer: str = "") -> list[dict[str, Any]]:
    """A run of one tool result and the person's last `question` (after an earlier `answer`)."""
    out: list[dict[str, Any]] = [{"role": "system", "content": WALKS},
                                 {"role": "user", "content": "prices?"},
                                 {"role": "tool", "content": '{"owner": "Mia Jacobs", "dogs": 1, "walks_booked": 4}'}]
    if answer:
        out += [{"role": "assistant", "content": answer}, {"role": "user", "content": question}]
    else:
        out[1] = {"role": "user", "content": question}
    return out


def test_a_label_that_starts_a_later_sentence_of_the_line_names_its_clauses() -> None:
    """`- A walk is 45 minutes: ZAR 85. A card of 10 outings: ZAR 780.`: the card's price is under
    the second sentence's label (`A card of 10 outings`), not the line's first (`A walk is 45
    minutes`): `Two cards?` is 2 x 780, `Two walks?` is not."""
    flags, computed = judged("ZAR 1,560.", asked("Two cards?", "Mia has 4 walks booked for Bella."))
    assert flags == set() and computed["1560"] == "count-multiple"
    assert "1560" in judged("ZAR 1,560.", asked("Two walks?", "Mia has 4 walks booked for Bella."))[0]


def test_a_short_reply_takes_the_count_of_the_persons_question() -> None:
    """`And 3 cards?` ... `ZAR 2,340.`: the reply writes no count; the question's `3 cards` is 3 x 780."""
    flags, computed = judged("ZAR 2,340.", asked("And 3 cards?", "Mia has 4 walks booked for Bella."))
    assert flags == set() and computed["2340"] == "count-multiple"


@pytest.mark.parametrize("question, answer, value", [
    ("And 3 cards?", "ZAR 2,430.", "2430"),  # two digits swapped
    ("And 3 cards?", "ZAR 3,120.", "3120"),  # 4 x 780: the wrong count
    ("And 3 leashes?", "ZAR 2,340.", "2340"),  # a thing no stated clause names
])
def test_a_short_reply_off_the_questions_count_stays_flagged(question: str, answer: str, value: str) -> None:
    assert value in judged(answer, asked(question, "Mia has 4 walks booked for Bella."))[0]


def course(question: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": WALKS}, {"role": "user", "content": "Puppy class P-7: last evening?"},
            {"role": "tool", "content": content({"course": "Puppy class P-7", "evenings": 6, "price": 1350})},
            {"role": "assistant", "content": "Thu 22 Oct (6 evenings)."},
            {"role": "user", "content": question}]


def test_a_short_reply_is_the_questions_count_times_a_number_of_the_latest_result() -> None:
    """`Two dogs?` after a course's price: `ZAR 2,700.` is 2 x 1,350, the question's count."""
    flags, computed = judged("ZAR 2,700.", course("Two dogs?"))
    assert flags == set() and computed["2700"] == "record"


@pytest.mark.parametrize("question, answer, value", [
    ("Two dogs?", "ZAR 2,070.", "2070"),  # digits swapped
    ("Two dogs?", "ZAR 4,050.", "4050"),  # 3 x 1,350: a count the question does not write
    ("Per dog?", "ZAR 2,700.", "2700"),  # no count asked
])
def test_a_short_reply_off_the_questions_product_stays_flagged(question: str, answer: str, value: str) -> None:
    assert value in judged(answer, course(question))[0]


def course_hours(question: str) -> list[dict[str, Any]]:
    return course("Hours in total?")[:-1] + [{"role": "user", "content": "Hours in total?"},
                                             {"role": "assistant", "content": "12 h."},
                                             {"role": "user", "content": question}]


def test_a_short_reply_is_a_number_of_the_latest_result_over_a_count_it_or_the_previous_answer_writes() -> None:
    """`Per evening?` ... `ZAR 225.` (1,350 / 6, the result's evenings); `Per hour?` after `12 h.` ...
    `ZAR 112.50.` (1,350 / 12, rounded to the places written)."""
    flags, computed = judged("ZAR 225.", course("Per evening?"))
    assert flags == set() and computed["225"] == "split"
    flags, computed = judged("ZAR 112.50.", course_hours("Per hour?"))
    assert flags == set() and computed["112.5"] == "split"


@pytest.mark.parametrize("run, answer, value", [
    (course("Per evening?"), "ZAR 252.", "252"),  # digits swapped
    (course_hours("Per hour?"), "ZAR 121.50.", "121.5"),  # digits swapped
    (course("And the deposit?"), "ZAR 225.", "225"),  # no share asked
])
def test_a_short_reply_off_the_questions_share_stays_flagged(run: list[dict[str, Any]], answer: str, value: str) -> None:
    assert value in judged(answer, run)[0]


def test_a_stated_price_of_n_things_over_n_per_the_thing_named() -> None:
    """`A card of 10 outings: ZAR 780.`: asked `per outing on a card?`, `ZAR 78.` is 780 / 10; and
    `ZAR 78.00 + ZAR 4.50 = ZAR 82.50 an outing.` takes it as the equation's operand."""
    flags, computed = judged("ZAR 78.", asked("per outing on a card?", "Mia has 4 walks booked for Bella."))
    assert flags == set() and computed["78"] == "count-multiple"
    flags, computed = judged("ZAR 78.00 + ZAR 4.50 = ZAR 82.50 an outing.",
                             asked("What is each outing with collection?", "Mia has 4 walks booked for Bella."))
    assert flags == set() and computed["82.5"] == "written"


@pytest.mark.parametrize("question, answer, value", [
    ("per outing on a card?", "ZAR 87.", "87"),  # digits swapped
    ("per walk on a card?", "ZAR 78.", "78"),  # the label counts outings, not walks
])
def test_a_share_of_a_stated_price_off_its_count_stays_flagged(question: str, answer: str, value: str) -> None:
    assert value in judged(answer, asked(question, "Mia has 4 walks booked for Bella."))[0]
