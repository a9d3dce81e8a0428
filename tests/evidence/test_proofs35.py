"""(proofs35) round 34's review left suspicions of wrong groundings; each is shown through the real
`check`, then fixed with its refusals, or pinned where it proved safe.

Fixed:
- `clock_chains`: a spaced dash after a clock is a list's separator (`09:30 – 90 min yoga`) unless the
  text works the step (a second duration taken off, or `= result`): an invented clock equal to
  `09:30 - 90 min` was excused;
- a clock written right after `=` of a clock's sum or difference that does not hold is explained by
  no rule (`10:15 - 60 min - 35 min = 09:40` was excused by `end-time` as `10:15 - 35 min`, and the
  forward `= 10:50` by `schedule-step`);
- `corrected_totals`: a bill's sums run exact (`10^19 + 10^-19` rounded to `10^19` in Decimal's 28
  digits read a column that does not add up as a bill).

Pinned (safe): one `EUR 40,50` makes the text's `1,250` read either way, the thousands kept (a carried
1250 grounds it exactly; nothing else carried, it stays flagged) and an English point or group
vetoes the comma reading; a `$` naming `usd` for the keyed rule is inert (`usd` is no part of any
key: a `$` amount is not matched to a carried `usd_cad` rate); an id's letter after one or two digits
(`кв. 11-б`) is split, but the number is under the digit minimum either way, while three digits or
more keep the letter and a slip stays flagged.
"""

from __future__ import annotations

from evidence_audit.evidence.clock_chains import refuted_clock
from evidence_audit.evidence.corrected_totals import bills_in

from ._helpers import flagged, grounded, judged, history, verdict

# --- a spaced dash after a clock: a list's separator, not a minus ------------------------------------

CLASSES = {"classes": [{"name": "yoga", "start": "09:30", "length_min": 90},
                       {"name": "pottery", "start": "11:30", "length_min": 60}]}


def test_a_listed_clock_and_its_length_take_nothing_off() -> None:
    # `09:30 – 90 min yoga` lists a class and its length: an invented pick-up at 08:00 is no
    # `09:30 - 90 min`, nor a lunch at 10:30 `11:30 - 60 min`
    for dash in ("\u2013", "-"):
        listed = f"Your day:\n- 09:30 {dash} 90 min yoga\n- 11:30 {dash} 60 min pottery\n\n"
        assert "08:00" in flagged(verdict(listed + "The minibus picks you up at 08:00.", CLASSES))
        assert "10:30" in flagged(verdict(listed + "Lunch is at 10:30.", CLASSES))


def test_a_dash_that_works_the_step_still_takes_off() -> None:
    # a second duration taken off, or the result after `=`: the text works the step
    flags, computed = judged("Leave by working back: 09:30 - 90 min - 50 min.\n\nSo you set off at 07:10.",
                             history(CLASSES))
    assert "07:10" not in flags and computed.get("07:10") == "clock-chain"
    flags, computed = judged("Working back: 09:30 \u2013 90 min = 08:00.\n\nThe minibus comes at 08:00.", history(CLASSES))
    assert "08:00" not in flags
    # the minus sign itself is a minus, one step or more
    flags, _ = judged("Yoga 09:30 \u2212 90 min.\n\nThe minibus comes at 08:00.", history(CLASSES))
    assert "08:00" not in flags
    # refusal: a worked-back chain's slip stays flagged
    assert "07:20" in flagged(verdict("Working back: 09:30 - 90 min - 50 min.\n\nSo you set off at 07:20.", CLASSES))


# --- the result of a written clock equation that does not hold -----------------------------------

CLINIC = {"appointment": "10:15", "drive_min": 35}


def test_a_false_written_clock_equation_is_explained_by_no_rule() -> None:
    # 10:15 less an hour and 35 minutes is 08:40: `09:40` is 10:15 less one of the two durations
    for minus in ("-", "\u2212"):
        answer = f"Work back from the appointment: 10:15 {minus} 60 min {minus} 35 min = 09:40. Leave home at 09:40."
        assert "09:40" in flagged(verdict(answer, CLINIC))
    assert "10:50" in flagged(verdict("Forward: 10:15 + 60 min + 35 min = 10:50.", CLINIC))
    # a single step with another stated duration: the written one decides
    assert "09:50" in flagged(verdict("Leave at 10:15 - 35 min = 09:50 (the parking takes 25 min).", CLINIC))


def test_a_true_written_clock_equation_is_still_explained() -> None:
    for answer, value in (("Work back: 10:15 - 60 min - 35 min = 08:40.", "08:40"),
                          ("Forward: 10:15 + 60 min + 35 min = 11:50.", "11:50"),
                          ("Leave at 10:15 - 35 min = 09:40.", "09:40"),
                          ("Work back: 10:15 \u2212 60 min \u2212 35 min = **08:40**.", "08:40")):
        flags, computed = judged(answer, history(CLINIC))
        assert value not in flags and value in computed, answer
    # `≈` is a rounded result, not a written equation: not refuted by its total
    flags, computed = judged("Leave home at 10:15 - 35 min \u2248 09:40.", history(CLINIC))
    assert "09:40" not in flags


# --- a bill's sums run exact -----------------------------------------------------------------------


def test_a_column_that_does_not_add_up_exactly_is_no_bill() -> None:
    far_apart = "Estimate\nHull survey      10000000000000000000\nAntifouling      0.0000000000000000001\nTotal            10000000000000000000\n"
    assert bills_in(far_apart, "r") == []
    close = "Estimate\nHull survey      1000000000000000.00\nAntifouling      0.0000000000000004\nTotal            1000000000000000.00\n"
    assert bills_in(close, "r") == []
    # a column that adds up is one, long numbers or not
    adds_up = "Estimate\nHull survey      1000000000.5\nAntifouling      0.0000000005\nTotal            1000000000.5000000005\n"
    assert len(bills_in(adds_up, "r")) == 1
    assert len(bills_in("Parts       138.00\nLabour      216.00\nTotal       354.00\n", "r")) == 1


# --- pinned: one currency code before a decimal comma ------------------------------------------------


def test_a_code_before_a_decimal_comma_keeps_the_thousands_reading() -> None:
    answer = "Deposit EUR 40,50; you shipped 1,250 units."
    # the comma reading is added, the thousands kept: a carried 1250 grounds it as written
    assert grounded(verdict(answer, {"deposit": "EUR 40,50", "units": 1250})).get("1250") == "exact"
    assert flagged(verdict(answer, {"deposit": "EUR 40,50", "units": 1251})) == {"1250"}
    # the decimal reading only where the text writes a decimal comma: an English text's `1,250` is
    # no 1.25
    assert flagged(verdict("Deposit EUR 40.50; you shipped 1,250 units.", {"deposit": "EUR 40.50", "units": 1.25})) == {"1250"}
    # an English point beside it vetoes the comma reading
    assert "1250" in flagged(verdict("Deposit EUR 40,50; you shipped 1,250 units at 3.75 each.",
                                     {"deposit": "EUR 40,50", "units": 1.25, "each": 3.75}))


# --- pinned: a `$` names `usd`, which no key part is ----------------------------------------------


def test_a_dollar_sign_is_not_matched_to_another_dollars_rate() -> None:
    rates = {"rates": {"usd_cad": 1.3715, "usd_aud": 1.5240}}
    user = "What are 250 Australian dollars worth?"
    for answer, payload in (("Your 250 come to about $342.88.", rates), ("$250 is about $342.88.", rates),
                            ("$250 is about $342.88 at the usd rate.", {"usd": 1.3715})):
        flags, computed = judged(answer, history(payload, user=user))
        assert "342.88" not in computed, answer
    # the code written names the rate's key
    flags, computed = judged("250 USD is about CAD 342.88.", history(rates, user="What is 250 USD in CAD?"))
    assert "342.88" not in flags and computed.get("342.88") == "keyed"


# --- pinned: an id's letter after a hyphen ----------------------------------------------------------


def test_an_ids_letter_after_a_hyphen_is_judged_as_the_id() -> None:
    flat = {"flat": "47-б", "debt": "1840"}
    # one or two digits: under the digit minimum whether split or not
    assert flagged(verdict("Квартира 47-б, подъезд 3: долг 1840 руб.", flat)) == set()
    # three digits or more keep the letter: the copy grounded, a slip flagged
    flat = {"flat": "412-б", "debt": "1840"}
    assert flagged(verdict("Квартира 412-б: долг 1840 руб.", flat)) == set()
    assert flagged(verdict("Квартира 413-б: долг 1840 руб.", flat)) == {"413-"}


def test_a_sum_of_lengths_is_read_from_its_first_term() -> None:
    # `4:12 + 2:58 + 5:05` is no equation of its own: the sum starts at 3:47
    songs = "song,length\nDawn train,3:47\nQuiet town,4:12\nBridge,2:58\nSummer night,5:05"
    flags, _ = judged("The four songs run 3:47 + 4:12 + 2:58 + 5:05 = 16:02 in all.", history(songs))
    assert "16:02" not in flags
    assert "16:20" in flagged(verdict("The four songs run 3:47 + 4:12 + 2:58 + 5:05 = 16:20 in all.", songs))


def test_a_result_on_a_twelve_hour_dial_is_no_refutation() -> None:
    # 11:30 and 90 minutes is 13:00, written `1:00` without its pm: not refuted by the equation
    flags, _ = judged("Lunch: 11:30 + 90 min = 1:00, so we meet at 1:00.", history({"start": "11:30"}))
    assert "1:00" not in flags
    # a duration's minutes after its hours with no unit (`2 h 30`) end no equation read (no rule
    # reads `2 h 30` either: the value is judged as before, not refuted)
    assert not refuted_clock("The drive: 14:00 + 2 h 30 = 16:30.", "16:30")
    assert refuted_clock("The drive: 14:00 + 2 h 30 min = 16:40.", "16:40")
