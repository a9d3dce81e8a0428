"""Round 31 (house31): one copy of each small reading several rules had written again.

`decimal_text.percent_written` (was `rated_subtotals._percent_token` and `rate_steps._is_percent`),
`decimal_text.rounds_half_up_to` (was `rated_subtotals._reaches`, `inch_fractions._rounds_to` and
the `_fits` of `counterparts`, `quoted_rates`, `unit_columns`), `glued_amounts.glued_amount`'s
`one_dot_group` (was `spellings._GLUED_DOT_GROUP`), and `reasoning_blocks`' tags read by
`reasoned_swaps` (which read `<think>` only: a `<thinking>` or `<reasoning>` block is now read too);
`asked_shifts.line_durations`' pattern, compiled once instead of once per value; and
`decimal_text.digit_replaced`, the one-digit neighbours six rules looped out each.
Each as the copy it replaces read it; the held-out sets' flags are unchanged by them.
"""

from __future__ import annotations

from decimal import Decimal

from evidence_audit.evidence.decimal_text import percent_written, rounds_half_up_to
from evidence_audit.evidence.glued_amounts import glued_amount
from evidence_audit.evidence.reasoned_swaps import reasoned_swaps
from evidence_audit.evidence.unverified import numbers_of


def test_percent_written_reads_the_token_and_what_follows_it() -> None:
    text = "VAT 21%: 4.20, then 10 % of 8.00, and 75%"
    assert percent_written(text, 4, 8)  # `21%:`, the `%` inside the token
    assert not percent_written(text, 20, 22)  # `10 %`: spaced, read only when asked
    assert percent_written(text, 20, 22, spaced=True)
    assert percent_written(text, 39, 41)  # `75` then `%`
    assert not percent_written(text, 9, 13, spaced=True)  # `4.20`


def test_rounds_half_up_to_the_written_places_or_the_given_ones() -> None:
    assert rounds_half_up_to(Decimal("2.345"), Decimal("2.35"))
    assert not rounds_half_up_to(Decimal("2.344"), Decimal("2.35"))
    assert rounds_half_up_to(Decimal("12.5"), Decimal("13"))
    assert rounds_half_up_to(Decimal("0.1234"), Decimal("0.123"), 3)
    assert not rounds_half_up_to(Decimal("0.1236"), Decimal("0.123"), 3)
    assert not rounds_half_up_to(Decimal("NaN"), Decimal("1.00"))
    assert not rounds_half_up_to(Decimal("Infinity"), Decimal("1.00"))
    assert not rounds_half_up_to(Decimal("1E+40"), Decimal("1.00"))  # more digits than the context holds


def test_one_dot_group_of_a_glued_amount_when_the_answer_says_dots_are_thousands() -> None:
    assert glued_amount("rp21.350") is None  # undecided for a token alone
    assert glued_amount("rp21.350", one_dot_group=True) == "21350"
    assert glued_amount("rp7.040.803") == "7040803"
    assert glued_amount("zz21.350", one_dot_group=True) is None  # no currency


SWAPPED = "{open}\n45 + 12 = 57, /2 = 28.5, + 4 + 1.5 = 34.\n{close}\n\nEach panel is cut **43 cm** wide."


def test_reasoned_swaps_reads_every_reasoning_block_s_tags() -> None:
    """Main read `<think>` only: the same swap after a `<thinking>` or `<Reasoning>` block went unread."""
    for open_tag, close_tag in (("<think>", "</think>"), ("<thinking>", "</thinking>"), ("<Reasoning>", "</Reasoning>")):
        answer = SWAPPED.format(open=open_tag, close=close_tag)
        assert reasoned_swaps(answer, numbers_of(answer), set(), set(), 4) == frozenset({"43"}), open_tag
    unclosed = "<thinking>\n45 + 12 = 57, /2 = 28.5, + 4 + 1.5 = 34.\n\nEach panel is cut 43 cm wide."
    assert reasoned_swaps(unclosed, numbers_of(unclosed), set(), set(), 4) == frozenset()
    right = SWAPPED.format(open="<thinking>", close="</thinking>").replace("43", "34")
    assert reasoned_swaps(right, numbers_of(right), set(), set(), 4) == frozenset()


def test_line_durations_finds_the_value_as_the_per_value_pattern_did() -> None:
    """`asked_shifts.line_durations` compiled a pattern per value (`0?H:MM` between digit
    lookarounds); one pattern compiled once finds the same first writing, on strings built to
    probe leading zeros, neighbouring digits, colons and points."""
    import random
    import re

    from evidence_audit.evidence import asked_shifts

    def per_value(answer: str, hour: int, minute: str) -> int | None:
        pattern = re.compile(asked_shifts._NOT_DIGIT_BEFORE + "0?" + str(hour) + ":" + minute + asked_shifts._NOT_DIGIT_AFTER)
        m = pattern.search(answer)
        return m.start() if m is not None else None

    def once(answer: str, hour: int, minute: str) -> int | None:
        m = next((c for c in asked_shifts._SPELLED.finditer(answer) if c.group(1) == str(hour) and c.group(2) == minute), None)
        return m.start() if m is not None else None

    rng = random.Random(31)
    for _ in range(20000):
        answer = "".join(rng.choice("0123456789::. a") for _ in range(rng.randint(1, 14)))
        hour, minute = rng.choice([0, 1, 5, 9, 10, 12, 23]), rng.choice(["00", "05", "30", "59"])
        assert per_value(answer, hour, minute) == once(answer, hour, minute), (answer, hour, minute)
    answer = "Leave at 09:10. Within 15 minutes: by 9:25, home by 22:05."
    assert asked_shifts.line_durations(answer, "9:25") == [(15, "15 minutes")]


def test_digit_replaced_is_every_one_digit_neighbour_its_other_characters_kept() -> None:
    from evidence_audit.evidence.decimal_text import digit_replaced
    from evidence_audit.evidence.stamp_gaps import _duration_neighbours

    assert digit_replaced("7") == ["0", "1", "2", "3", "4", "5", "6", "8", "9"]
    near = digit_replaced("2h18")
    assert len(near) == 27 and "1h18" in near and "2h19" in near and all(len(n) == 4 and n[1] == "h" for n in near)
    assert digit_replaced("h") == []
    minutes = set(_duration_neighbours("2h18"))
    assert {78, 148, 139} <= minutes and 138 not in minutes  # 1h18, 2h28, 2h19; not itself
    assert all(m % 60 < 60 for m in minutes) and 2 * 60 + 68 not in minutes  # no minute over 59
