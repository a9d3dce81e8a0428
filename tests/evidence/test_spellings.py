"""The spellings dial, self-sourced values and leads (issue 5): each rule on its own, and its limits."""

from __future__ import annotations

import json

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from evidence_audit.evidence import RunAuditor, check_answer, resolve_gate

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})
NO_SPELLINGS = resolve_gate({"spellings": False})


def tool(payload) -> dict:
    return {"role": "tool", "tool_call_id": "c1", "tool_name": "lookup", "content": json.dumps(payload)}


def verdict(answer: str, payload, gate=DEFAULT):
    return check_answer(answer, [tool(payload)], gate)


def grounded_by(answer: str, payload, gate=DEFAULT) -> dict[str, str]:
    return {g.value: g.by for g in verdict(answer, payload, gate).grounded}


def flagged(answer: str, payload, gate=DEFAULT) -> list[str]:
    return [c.value for c in verdict(answer, payload, gate).unsupported]


# --- each rule grounds the respellings of the labelled corpus -------------------------------------


@pytest.mark.parametrize(
    ("answer", "payload", "value", "rule"),
    [
        # clock
        ("Departs at 06:00.", {"dep": "06:00:00"}, "06:00", "clock"),
        ("Departs at 10:00 PM.", {"dep": "22:00:00"}, "10:00", "clock"),
        ("Departs at 10:00pm.", {"dep": "22:00:00"}, "10:00pm", "clock"),
        ("Departs at 10:00 p.m. sharp.", {"dep": "22:00:00"}, "10:00", "clock"),
        ("Arrives 03:00 AM (next day).", {"arr": "03:00:00+1"}, "03:00", "clock"),
        ("Arrives 00:00+1.", {"arr": "00:00:00+1"}, "00:00+1", "clock"),
        ("Opens 9:00 AM.", {"open": "09:00:00"}, "9:00", "clock"),
        ("Opens 12:00 AM.", {"open": "00:00:00"}, "12:00", "clock"),
        ("Noon is 12:00 PM.", {"t": "12:00:00"}, "12:00", "clock"),
        ("Logged at 04:50.", {"at": "2024-05-01T04:50:18"}, "04:50", "clock"),
        # timestamp-date
        ("Booked on 2024-05-01.", {"at": "2024-05-01T04:50:18"}, "2024-05-01", "timestamp-date"),
        ("Born in 1957.", {"dob": "1957-10-05"}, "1957", "timestamp-date"),
        ("Since 2024.", {"at": "2024-05-01T04:50:18Z"}, "2024", "timestamp-date"),
        # unsigned
        ("Refund of $6,594.", {"amount": -6594}, "6594", "unsigned"),
        ("Charged -1032.5 today.", {"amount": 1032.5}, "-1032.5", "unsigned"),
        # id-part
        ("Certificate 7504069 applies.", {"cert": "certificate_7504069"}, "7504069", "id-part"),
        ("Order 88123 shipped.", {"id": "ord-88123"}, "88123", "id-part"),
        # masked-ending
        ("Paid with the card ending in 1784.", {"pm": "gift_card_1591784"}, "1784", "masked-ending"),
        ("Card ends in 1784.", {"pm": "credit_card_4421784"}, "1784", "masked-ending"),
        ("Last four: 1784.", {"pm": "4111111111111784"}, "1784", "masked-ending"),
        ("Last 4 digits 1784.", {"pm": "4111111111111784"}, "1784", "masked-ending"),
        ("Card ****1784 was charged.", {"pm": "4111111111111784"}, "1784", "masked-ending"),
        ("Card \u2022\u2022\u2022\u2022 1784 was charged.", {"pm": "4111111111111784"}, "1784", "masked-ending"),
        ("Card xxxx-1784 was charged.", {"pm": "4111111111111784"}, "xxxx-1784", "masked-ending"),
    ],
)
def test_a_rule_grounds_a_respelled_value(answer, payload, value, rule) -> None:
    """Under the dial the respelled value is grounded, and `grounded_by` names the rule."""
    assert grounded_by(answer, payload).get(value) == rule
    assert value in flagged(answer, payload, REFERENCE)  # the reference flags every one


def test_exact_wins_and_is_named_exact() -> None:
    """A value the result carries as written is grounded `exact`, never by a rule."""
    assert grounded_by("Departs 06:00:00.", {"dep": "06:00:00"}) == {"06:00:00": "exact"}


def test_the_dial_off_is_the_reference_lookup() -> None:
    """With spellings off, a respelled value is flagged again."""
    assert flagged("Departs at 06:00.", {"dep": "06:00:00"}, NO_SPELLINGS) == ["06:00"]


# --- what the rules refuse ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "payload"),
    [
        ("Departs at 10:00 AM.", {"dep": "22:00:00"}),  # am is not pm
        ("Departs at 10:00.", {"dep": "22:00:00"}),  # no am/pm: the hour as written
        ("Departs at 07:00.", {"dep": "06:00:00"}),  # an hour off
        ("Departs at 06:01.", {"dep": "06:00:00"}),
        ("Booked on 2024-05-02.", {"at": "2024-05-01T04:50:18"}),  # a day off
        ("Born in 1958.", {"dob": "1957-10-05"}),
        ("Refund of $6,595.", {"amount": -6594}),
        ("Certificate 7504068 applies.", {"cert": "certificate_7504069"}),
        ("Certificate 750406 applies.", {"cert": "certificate_7504069"}),  # a part of the part
        ("Extension 1234 rang.", {"phone": "555-1234"}),  # id-part needs a letter before the number
        ("Paid with the card ending in 1785.", {"pm": "gift_card_1591784"}),  # a wrong last four
        ("Paid with card 1784.", {"pm": "gift_card_1591784"}),  # no cue: an ending is not a value
        ("Card xxxx-1785 was charged.", {"pm": "4111111111111784"}),
    ],
)
def test_a_rule_never_grounds_a_different_value(answer, payload) -> None:
    """Wrong hours, am/pm, dates, digits and endings stay flagged."""
    assert flagged(answer, payload), grounded_by(answer, payload)


def _mutate_digit(rng_index: int, text: str) -> str:
    digits = [i for i, c in enumerate(text) if c.isdigit()]
    i = digits[rng_index % len(digits)]
    return text[:i] + str((int(text[i]) + 1 + rng_index % 9) % 10) + text[i + 1 :]


@given(st.integers(min_value=0, max_value=23), st.integers(min_value=0, max_value=59), st.integers(1, 23))
def test_clock_rule_never_grounds_a_shifted_hour(hour: int, minute: int, shift: int) -> None:
    """A clock shifted by any number of hours is never grounded by the clock rule."""
    carried = f"{hour:02d}:{minute:02d}:00"
    shifted = (hour + shift) % 24
    for written in (f"{shifted:02d}:{minute:02d}", f"{shifted % 12 or 12}:{minute:02d} {'PM' if shifted >= 12 else 'AM'}"):
        assert grounded_by(f"At {written}.", {"t": carried}) == {}, written


@given(
    st.sampled_from(
        [
            ("Departs at {v}.", "06:00", {"dep": "06:00:00"}),
            ("Booked on {v}.", "2024-05-01", {"at": "2024-05-01T04:50:18"}),
            ("Born in {v}.", "1957", {"dob": "1957-10-05"}),
            ("Refund of ${v}.", "6594", {"amount": -6594}),
            ("Certificate {v} applies.", "7504069", {"cert": "certificate_7504069"}),
            ("Card ending in {v}.", "1784", {"pm": "gift_card_1591784"}),
        ]
    ),
    st.integers(min_value=0, max_value=10_000),
)
def test_no_rule_grounds_a_value_with_a_mutated_digit(case, seed: int) -> None:
    """Changing any one digit of a respelled value makes it ungrounded, under every rule."""
    template, value, payload = case
    mutated = _mutate_digit(seed, value)
    assume(mutated != value)
    answer = template.format(v=mutated)
    assert grounded_by(answer, payload) == {}, (answer, grounded_by(answer, payload))


# --- self-sourced values --------------------------------------------------------------------------

CALL = {
    "role": "assistant",
    "content": "",
    "tool_calls": [{"id": "c1", "name": "search_flights", "arguments": '{"date": "2024-05-24", "origin": "JFK"}'}],
}
EMPTY = {"role": "tool", "tool_call_id": "c1", "content": '{"flights": []}'}


def test_a_value_only_in_the_assistants_own_call_is_self_sourced() -> None:
    """The search date the assistant passed itself is listed as self-sourced, not flagged."""
    v = check_answer("No flights on 2024-05-24.", [CALL, EMPTY], DEFAULT)
    assert [c.value for c in v.self_sourced] == ["2024-05-24"]
    assert v.unsupported == () and v.looked_up == 1


def test_the_option_makes_self_sourced_values_flag() -> None:
    """With flag_self_sourced (and at the reference setting) such a value is unsupported."""
    for gate in (resolve_gate({"flag_self_sourced": True}), REFERENCE):
        v = check_answer("No flights on 2024-05-24.", [CALL, EMPTY], gate)
        assert [c.value for c in v.unsupported] == ["2024-05-24"] and v.self_sourced == ()


def test_a_carried_value_is_grounded_even_if_the_assistant_also_passed_it() -> None:
    """A result that carries the value grounds it; the call's copy does not matter."""
    result = {"role": "tool", "tool_call_id": "c1", "content": '{"date": "2024-05-24"}'}
    assert check_answer("Flights on 2024-05-24.", [CALL, result], DEFAULT).grounded[0].value == "2024-05-24"


def test_the_check_filter_shapes_of_tool_calls_are_all_read() -> None:
    """OpenAI's nested function arguments and object arguments both count as the assistant's own."""
    nested = {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "f", "arguments": '{"order": "W7777777"}'}}]}
    objects = {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "name": "f", "arguments": {"order": "W7777777"}}]}
    for call in (nested, objects):
        assert [c.value for c in check_answer("Order W7777777.", [call, EMPTY], DEFAULT).self_sourced] == ["w7777777"]


# --- leads ----------------------------------------------------------------------------------------


def audit(history: list[dict], answer: str):
    auditor = RunAuditor(DEFAULT)
    for m in history:
        auditor.add(m["role"], m["content"], tool_call_id=m.get("tool_call_id"), tool_name=m.get("tool_name"))
    return auditor, auditor.judge(answer)


@pytest.mark.parametrize(
    ("answer", "payload", "nearest", "how", "path"),
    [
        ("Order W2378157 totals.", {"orders": [{"id": "W2378156"}]}, "w2378156", "one character off", "orders[0].id"),
        ("Refund of $6,495.", {"refund": {"amount": 6595}}, "6595", "one digit off", "refund.amount"),
        ("Total is 100,750.", {"total": 100000}, "100000", "within 1%", "total"),
        ("Departs at 07:00.", {"dep": "06:00:00"}, "06:00:00", "an hour off", "dep"),
        ("Booked on 2024-05-02.", {"at": "2024-05-01"}, "2024-05-01", "a day off", "at"),
        ("Snapshot at 2025-05-03T06:50:30Z.", {"at": "2025-05-03T07:35:00Z"}, "2025-05-03t07:35:00z", "minutes off", "at"),
        ("Card ending in 1785.", {"pm": "gift_card_1591784"}, "gift_card_1591784", "same ending but one digit", "pm"),
        ("Card xxxx-1785.", {"pm": "gift_card_1591784"}, "gift_card_1591784", "same ending but one digit", "pm"),
        ("Certificate 7504068.", {"pm": "certificate_7504069"}, "certificate_7504069", "id part one digit off", "pm"),
        ("Refund of $6,584.", {"refund": {"amount": -6594}}, "-6594", "one digit off", "refund.amount"),
        ("Refund of $1,619.66.", {"a": -1519.66, "b": 1519.66}, "1519.66", "one digit off", "b"),
    ],
)
def test_nearest_points_to_the_value_it_was_mutated_from(answer, payload, nearest, how, path) -> None:
    """An ungrounded value's nearest carried value names the result, tool and JSON path."""
    auditor, v = audit([{"role": "user", "content": "go"}, tool(payload)], answer)
    (candidate,) = v.unsupported
    lead = auditor.nearest(candidate, answer)
    assert lead is not None and (lead.value, lead.how, lead.path, lead.position, lead.tool_name) == (nearest, how, path, 0, "lookup")


def test_a_flipped_sign_is_named_at_the_reference_setting() -> None:
    """With the spellings off, `$6,594` against a carried -6594 leads to it as the other sign."""
    auditor = RunAuditor(REFERENCE)
    auditor.add("tool", json.dumps({"amount": -6594}))
    verdict = auditor.judge("Refund of $6,594.")
    lead = auditor.nearest(verdict.unsupported[0], "Refund of $6,594.")
    assert (lead.value, lead.how) == ("-6594", "the other sign")


def test_derivation_finds_a_sum_of_two_carried_numbers() -> None:
    """`$3,538` is 1859 + 1679: the lead names both and where they came from. (Two prices of one
    array would make it a column sum the arithmetic dial reports `computed`: these are apart.)"""
    auditor, v = audit([tool({"out": {"price": 1859}, "back": {"price": 1679}})], "Total $3,538.")
    lead = auditor.derivation(v.unsupported[0])
    assert lead is not None and lead.expression == "1859 + 1679"
    assert [(o[0], o[2]) for o in lead.operands] == [("1859", "out.price"), ("1679", "back.price")]


def test_derivation_finds_a_difference() -> None:
    """A value that is one carried number minus another has a difference lead."""
    auditor, v = audit([tool({"before": 12000, "after": 9550})], "Freed 2450 GB.")
    assert auditor.derivation(v.unsupported[0]).expression == "12000 \u2212 9550"


def test_no_lead_when_nothing_is_near() -> None:
    """A value with no near carried value and no derivation has no leads."""
    auditor, v = audit([tool({"id": "HOST-1111"})], "Server ZZZ-99999 is up.")
    (candidate,) = v.unsupported
    assert auditor.nearest(candidate, "Server ZZZ-99999 is up.") is None and auditor.derivation(candidate) is None
