"""The arithmetic dial: values an answer computes are `computed` with their expression, each rule
finds what real answers write, and refuses a digit off, a wrong sign or an operand nothing carried."""

from __future__ import annotations

import json

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.computed import as_decimal

from ._helpers import DEFAULT, REFERENCE, flagged


def tool(payload: object) -> dict:
    return {"role": "tool", "content": json.dumps(payload)}


def verdict(answer: str, *results: object, user: str = "hello", gate=DEFAULT):
    history = [{"role": "user", "content": user}, *(tool(r) for r in results)]
    return check_answer(answer, history, gate)


def computed(v) -> dict[str, tuple[str, str]]:
    return {c.value: (c.derivation, c.from_) for c in v.computed or ()}


FARES = {"reservation_id": "ZFA04Y", "flights": [{"id": "HAT105", "price": 105}, {"id": "HAT102", "price": 102}]}

# --- each rule finds what answers write ------------------------------------------------------------


@pytest.mark.parametrize(
    "answer, results, value, rule, expression",
    [
        # written: an expression written out beside the value
        ("Upgrade: $725 - $503 = $222.", [{"a": 725, "b": 503}], "222", "written", "725 - 503 = 222"),
        ("Outgoing $282 (Business) - $177 (Economy) = $105", [{"a": 282, "b": 177}], "105", "written", "282 - 177 = 105"),
        ("It is $174 per passenger ($94 + $80).", [{"a": 94, "b": 80}], "174", "written", "94 + 80 = 174"),
        ("A week costs 29.99 x 7 = $209.93.", [{"daily": 29.99}], "209.93", "written", "29.99 x 7 = 209.93"),
        # total: the listed items just before it
        ("Flight 1: $105\nFlight 2: $102\nTotal: $207", [FARES], "207", "total", "105 + 102 = 207"),
        # total: a subtotal written after its items stands for them
        ("Kit $235.13. Puzzle ($54.11) and Jacket ($157.61), total $211.72. Both orders: $446.85.",
         [{"a": 235.13, "b": 54.11, "c": 157.61, "d": 211.72}], "446.85", "total", "235.13 + 211.72 = 446.85"),
        # label: the same-labelled numbers (the basic economy fares of two flights)
        ("Out:\n- Basic Economy: $51\n- Economy: $121\nBack:\n- Basic Economy: $55\n- Economy: $162\n"
         "The basic economy round trip is $106.", [{"o": {"basic_economy": 51, "economy": 121}, "r": {"basic_economy": 55, "economy": 162}}],
         "106", "label", "51 + 55 = 106"),
        # pair: a difference of two recent numbers
        ("You paid $2,787. The new total is $243, so you get $2,544 back.", [{"paid": 2787, "new": 243}], "2544", "pair", "2787 - 243 = 2544"),
        # listed: the records the answer names, summed over one key
        ("Flights HAT105 and HAT102, total $207.", [FARES], "207", "listed", "105 + 102 = 207"),
        # aggregate: one key summed over an array of one result
        ("Reservation ZFA04Y: your new total is $207.", [FARES], "207", "aggregate", "105 + 102 = 207"),
        # per-count: a per-unit amount times a stated count
        ("Compensation is $50 per passenger for 3 passengers: $150.", [{"per_passenger": 50}], "150", "per-count", "3 x 50 = 150"),
        ("That is $64/night for 3 nights, $192 in all.", [{"rate": 64}], "192", "per-count", "3 x 64 = 192"),
        # balance: a payment less the column sum of the new fares
        ("You paid $4,890 for ZFA04Y. Refund: $4,683.",
         [{"reservation_id": "ZFA04Y", "paid": 4890, "flights": [{"price": 96}, {"price": 111}]}], "4683", "balance",
         "96 + 111 = 207; 4890 - 207 = 4683"),
    ],
)
def test_each_rule_finds_the_arithmetic_answers_write(answer, results, value, rule, expression) -> None:
    """The value is computed (not grounded, not flagged), by the rule, with the expression."""
    v = verdict(answer, *results)
    assert computed(v).get(value) == (rule, expression), (computed(v), flagged(v))
    assert value not in flagged(v)


def test_a_running_balance_chains_step_by_step() -> None:
    """Certificates of 250 applied one by one to a carried 1,780: each balance from the one before."""
    answer = "Total $1,780. After certificate 1 ($250): $1,530. After certificate 2 ($250): $1,280. After certificate 3 ($250): $1,030."
    v = verdict(answer, {"total": 1780, "certificates": [{"amount": 250}, {"amount": 250}, {"amount": 250}]})
    assert set(computed(v)) == {"1530", "1280", "1030"}, (computed(v), flagged(v))
    assert not flagged(v)


def test_a_refund_less_a_count_times_fares() -> None:
    """4890 less 2 passengers x (96 + 144): the expression shows every step."""
    results = {"reservation_id": "ZFA04Y", "paid": 4890, "flights": [{"price": 96}, {"price": 144}],
               "passengers": [{"n": "a"}, {"n": "b"}]}
    v = verdict("You paid $4,890 for ZFA04Y. Refund: $4,410.", results)
    assert computed(v)["4410"] == ("balance", "2 x (96 + 144) = 480; 4890 - 480 = 4410")


def test_an_earlier_answers_computation_is_repeated() -> None:
    """A later answer that repeats a computed value reports the same expression."""
    history = [
        {"role": "user", "content": "price?"},
        tool(FARES),
        {"role": "assistant", "content": "Flight 1: $105\nFlight 2: $102\nTotal: $207"},
        {"role": "user", "content": "ok book it"},
    ]
    v = check_answer("Booked. You were charged $207.", history, DEFAULT)
    assert computed(v)["207"][0] in ("repeat", "aggregate")


def test_computed_values_carry_their_operands_sources() -> None:
    """Each operand names where it came from."""
    v = verdict("Reservation ZFA04Y: your new total is $207.", FARES)
    (c,) = v.computed
    assert [(o.value, o.source) for o in c.operands] == [("105", "result"), ("102", "result")]
    assert "flights[0].price" in c.operands[0].where
    assert v.to_dict()["computed"][0]["operands"][0]["value"] == "105"


# --- refusals ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer, results, value",
    [
        ("Flight 1: $105\nFlight 2: $102\nTotal: $208", [FARES], "208"),  # one digit off a total
        ("Upgrade: $725 - $503 = $232.", [{"a": 725, "b": 503}], "232"),  # a written expression that is wrong
        ("You paid $2,787. The new total is $243, so you get $2,545 back.", [{"paid": 2787, "new": 243}], "2545"),
        ("Compensation is $50 per passenger for 3 passengers: $160.", [{"per_passenger": 50}], "160"),
        ("You paid $4,890 for ZFA04Y. Refund: $4,684.",
         [{"reservation_id": "ZFA04Y", "paid": 4890, "flights": [{"price": 96}, {"price": 111}]}], "4684"),
        ("Your new total is $-207.", [FARES], "-207"),  # a sign where the sign matters
        ("Your new total is $130.", [{"fare": 150}], "130"),  # a fare quoted for a carried 150
        ("That comes to $61.40.", [{"fare": 61.47}], "61.4"),  # cents compare as written
        ("Flight 1: $105\nFlight 2: $999\nTotal: $1,104", [FARES], "999"),  # an operand nothing carried
    ],
)
def test_a_fabrication_stays_flagged(answer, results, value) -> None:
    """One digit off a computed value, a wrong sign, a wrong written sum, an invented operand: flagged."""
    v = verdict(answer, *results)
    assert value in flagged(v), (computed(v), flagged(v))


def test_a_product_needs_a_per_unit_amount() -> None:
    """`$100` and a count of 2 make no `$200` unless the answer writes the amount per unit."""
    v = verdict("There are 2 bags. The fee is $100. Total: $200.", {"fee": 100})
    assert "200" in flagged(v)


def test_free_pairs_of_carried_numbers_excuse_nothing() -> None:
    """Two carried numbers that the answer never writes, nor lists, nor sums over one key: no excuse."""
    v = verdict("The total is $351.", {"a": {"price": 137}, "b": {"price": 214}})
    assert "351" in flagged(v)


def test_a_column_sum_excuses_nothing_unless_the_conversation_names_its_record() -> None:
    """A sum over an array neither the answer nor the previous answer points at is no operand."""
    v = verdict("Your new total is $207.", FARES)
    assert "207" in flagged(v)


def test_a_sum_is_refused_when_the_difference_of_the_same_two_is_one_digit_away() -> None:
    """`$1,262` then a `$150` certificate: `$1,412` is as likely a slip of 1262 - 150 as a sum."""
    v = verdict("Balance: $1,262. After the certificate ($150): $1,412.", {"balance": 1262, "certificate": 150})
    assert "1412" in flagged(v)
    v = verdict("Balance: $1,262. After the certificate ($150): $1,112.", {"balance": 1262, "certificate": 150})
    assert computed(v)["1112"] == ("pair", "1262 - 150 = 1112")


def test_the_reference_profile_computes_nothing() -> None:
    """At the reference setting the dial is off: no computed list, the same flags as the reference."""
    v = verdict("Flight 1: $1,105\nFlight 2: $1,102\nTotal: $2,207", {"f": [{"p": 1105}, {"p": 1102}]}, gate=REFERENCE)
    assert v.computed is None and "2207" in flagged(v)


def test_the_dial_can_be_turned_off() -> None:
    """`arithmetic: false` leaves a computed total flagged."""
    gate = resolve_gate({"arithmetic": False})
    v = verdict("Flight 1: $105\nFlight 2: $102\nTotal: $207", FARES, gate=gate)
    assert "207" in flagged(v) and not v.computed


@pytest.mark.parametrize(
    "form, meant", [("27.349999999999998", "27.35"), ("0.30000000000000004", "0.3"), ("61.47", "61.47"), ("12", "12")]
)
def test_carried_float_noise_is_read_at_the_precision_meant(form: str, meant: str) -> None:
    assert format(as_decimal(form).normalize(), "f") == meant


# --- clock arithmetic: durations and end times -------------------------------------------------------


@pytest.mark.parametrize(
    "answer, payload, user, value, rule, expression",
    [
        ("Departs 14:45, arrives 16:00: a flight of 1:15.", {"dep": "14:45:00", "arr": "16:00:00"}, "hi",
         "1:15", "duration", "16:00 - 14:45 = 1:15"),
        ("Departs 10:00 PM, arrives 01:30 AM: 3:30 in the air.", {"dep": "22:00:00", "arr": "01:30:00+1"}, "hi",
         "3:30", "duration", "01:30 AM - 10:00 PM = 3:30"),
        ("Booked the room from 12:00 to 13:00.", {"ok": True}, "Book a room at 12:00, for one hour",
         "13:00", "end-time", "12:00 + one hour = 13:00"),
        ("Booked from 2:00 PM to 3:30 PM.", {"ok": True}, "Book at 2 PM for 90 minutes",
         "3:30", "end-time", "2:00 PM + 90 minutes = 3:30"),
        ("The call starts at 09:00 and lasts 1h 15m, ending 10:15.", {"start": "09:00:00"}, "hi",
         "10:15", "end-time", "09:00 + 1h 15m = 10:15"),
        ("Departs 14:45, arrives 16:00: 1h15m.", {"dep": "14:45:00", "arr": "16:00:00"}, "hi",
         "1h15m", "duration", "16:00 - 14:45 = 1h15m"),
    ],
)
def test_durations_and_end_times_are_computed(answer, payload, user, value, rule, expression) -> None:
    v = verdict(answer, payload, user=user)
    assert computed(v).get(value) == (rule, expression), (computed(v), flagged(v))


@pytest.mark.parametrize(
    "answer, payload, user, value",
    [
        ("Departs 14:45, arrives 16:00: a flight of 1:25.", {"dep": "14:45:00", "arr": "16:00:00"}, "hi", "1:25"),
        ("Departs 14:45, arrives 16:00: 1h25m.", {"dep": "14:45:00", "arr": "16:00:00"}, "hi", "1h25m"),
        ("Departs 14:45.\nArrives 16:00.\nNext: 1:15.", {"dep": "14:45:00", "arr": "16:00:00"}, "hi", "1:15"),  # not one line
        ("Booked the room from 12:00 to 14:00.", {"ok": True}, "Book a room at 12:00, for one hour", "14:00"),
        ("Booked from 2:00 PM to 3:30 AM.", {"ok": True}, "Book at 2 PM for 90 minutes", "3:30"),  # am/pm flip
        ("The meeting is at 13:00.", {"ok": True}, "for one hour", "13:00"),  # no clock to start from
    ],
)
def test_a_wrong_duration_or_end_time_stays_flagged(answer, payload, user, value) -> None:
    v = verdict(answer, payload, user=user)
    assert value in flagged(v), (computed(v), flagged(v))
