"""(review41) Repros of round 41's excuses wider than their docstrings: each asserts the invented
value stays flagged (or the honest value passes); they fail on int41 (d7594d99) until the rule is narrowed.
The menders' cases merged: mend41a D1, D2, D9; mend41b D3, D4, D5 (review41's two older D5 repros, excused
on main already by two-step/rate-step, left out); mend41c D6, D7, D8."""

from __future__ import annotations

import pytest

from evidence_audit import core

from ._helpers import flagged, history, judged, verdict


# D1 listed_steps: any duration a list line writes is a step, unread from the run (a wrong count under
# the digit minimum: `Transit 21 hours` for the result's 31) or counted back (`45 min before`)
SHIP = {"parcel": "PX-88", "picked_up": "2026-02-09 10:30", "transit_hours": 31, "delivered": "2026-02-10 17:30"}


def test_listed_steps_never_a_duration_the_run_does_not_carry() -> None:
    v = verdict("1. Picked up 9 February 10:30\n2. Transit 21 hours\n3. Delivered **07:30**", SHIP)
    assert "07:30" in flagged(v)


def test_listed_steps_honest_arrival_still_passes() -> None:
    v = verdict("1. Picked up 9 February 10:30\n2. Transit 31 hours\n3. Delivered **17:30**", SHIP)
    assert "17:30" not in flagged(v)


FL = {"flight": "LH 400", "departs": "10:30", "arrives": "18:55", "gate": "B44"}


def test_listed_steps_never_a_duration_counted_back() -> None:
    v = verdict("Your flight:\n- LH 400 departs 10:30\n- Check-in closes 45 min before departure\n- Lands 11:15", FL)
    assert "11:15" in flagged(v)


# D9 hour_steps.plus_sums reads the date's whole line before it (`answer[line:at]`, no bound): per
# date on a long line, the durations of all of it (main: 0.08 s, int41: 7 s for 200 dates).
# (mend41a) counted as work: the text each call reads, not a time on a loaded machine
@pytest.mark.skipif("evidence.hour_steps" in core.compiled_modules(), reason="counts calls by patching; compiled calls are bound early")
def test_plus_sums_reads_a_bounded_stretch(monkeypatch) -> None:
    from datetime import date

    from evidence_audit.evidence import hour_steps

    read: list[int] = []
    real = hour_steps.plus_sums

    def counting(text: str) -> set[int]:
        read.append(len(text))
        return real(text)

    monkeypatch.setattr(hour_steps, "plus_sums", counting)
    answer = "09:00 " + "5 h + " * 2000 + "".join(f" 10:30 on {1 + k % 28} March 2026" for k in range(200))
    for k in range(200):
        at = answer.find(f" on {1 + k % 28} March 2026") + 4
        hour_steps.shown_hour_step(answer, at, at + len(f"{1 + k % 28} March 2026"), date(2026, 3, 1 + k % 28), lambda a, b: [])
    assert read and max(read) <= hour_steps.MAX_LINE_BEFORE


# D2 word_dates' person-date tier (census41): the span the date's line writes is the answer's own,
# unread from the run: a wrong count (`5 days` for the result's lead time 7) then a date that follows it
SHIPPING = {"order": "SO-118", "lead_time_days": 7, "ships": "2026-04-20", "delivery": "2026-04-27"}


def test_person_date_step_never_by_a_span_the_run_does_not_carry() -> None:
    v = verdict("- Delivery: 5 days → 25 April", SHIPPING,
                user="It ships on 20 April, when does it arrive? today is 2026-04-13")
    assert "25 April" in flagged(v)


def test_person_date_step_honest_span_still_passes() -> None:
    v = verdict("- Delivery: 7 days → 27 April", SHIPPING,
                user="It ships on 20 April, when does it arrive? today is 2026-04-13")
    assert "27 April" not in flagged(v)


# D5 run_rules._stated_tax: any percent the run states (a deposit, a discount, a fill level) put on as
# 1 + p, on a computed number too, with no tax word on the answer's line. New on int41: the rules'
# `Deposit 30%` put on a computed unit price (mend41b: review41's two older repros, a discount and a
# fill level, excused on main already by two-step/rate-step, are left out: see mend41b's report)
YARD = ("You are the desk of a boat yard. Rules (prices in EUR excluding VAT 25.5% unless stated):\n"
        "- Antifouling: EUR 38 a metre of hull.\n- Deposit 30% of the order.")


ORDER = {"order": "BY-2207", "total_excl_vat": 1687.0, "units": 20}


def test_stated_tax_never_a_deposit_put_on() -> None:
    # 1,687.00 / 20 = 84.35; 84.35 x 1.30 = 109.655: the deposit is a share (25.31), no tax; the VAT is 25.5%
    flags, computed = judged("84.35 excl, 109.66 incl", history(ORDER, system=YARD, user="per unit"))
    assert "109.66" in flags


# D4 tables.header_step_rule: a header's factor is any number the run resolves (another record's
# `shelf_count` 16, `aisle` 7), not a factor the run states
STOCK = {"stock": [{"sku": "A-10", "per_box": 24, "boxes": 355, "aisle": 7},
                   {"sku": "B-20", "per_box": 12, "boxes": 180, "shelf_count": 16}]}


def test_header_step_never_another_records_number() -> None:
    # A-10 packs 24 a box: 355 x 16 = 5,680 takes B-20's shelf count for a factor
    v = verdict("| SKU | Boxes | × 16 | Units |\n|---|---|---|---|\n| A-10 | 355 | | 5,680 |", STOCK)
    assert "5680" in flagged(v)


def test_header_step_never_an_aisle_number() -> None:
    v = verdict("| SKU | Boxes | ÷ 7 | Pallets |\n|---|---|---|---|\n| B-20 | 180 | | 25.71 |", STOCK)
    assert "25.71" in flagged(v)


# D3 narrow._result_before (cell-equation's operand): any number written after `=` counts as the
# answer's own result, whether or not its step holds (`44 km / 20 km/h = 3.2 h` is 2.2)
MOVER = ("You are the desk of a piano mover. Rules (prices in EUR excluding VAT 20%):\n"
         "- Porters: EUR 640 per porter-hour.\n- Van: EUR 385 an hour.\n- Stairs: EUR 210 per floor.")


JOB = {"job": "PM-4411", "porters": 3, "floors": 3, "drive_km": 44}


HEAD = "| Item | Calculation | EUR |\n|---|---|---|\n"


def test_cell_equation_never_over_a_wrong_steps_result() -> None:
    v = verdict(HEAD + "| Hours | 44 km / 20 km/h = 3.2 h | |\n| Van | 3.2 × 385 | 1,232 |", JOB, system=MOVER)
    assert "1232" in flagged(v)


# D7 minor_products._MINOR: `6 p.m.` read as 6 pence
METER = {"meter": "E-17", "usage_kwh": 412, "read_at": "6 pm", "tariff_p_kwh": 27.4, "bill_gbp": 112.89}


def test_minor_product_never_a_clock_in_pm() -> None:
    # 412 kWh x 6p = £24.72: `6 p.m.` is the hour of the reading, no price; the bill is £112.89
    v = verdict("Meter E-17 was read at 6 p.m.: 412 kWh, bill £24.72.", METER)
    assert "24.72" in flagged(v)


# D6 measure_words.MEASURE_WORDS (via units.measure_word_after): English words in the table
# (`tuna`, `tone`, `tons`, `tony`, `metro`, `rita`) read as a unit: `48 tuna` is 48 tonnes
BOAT = {"boat": "Maria K", "catch": [{"species": "tuna", "count": 48}, {"species": "hake", "kg": 1310}]}


def test_measure_word_never_an_english_word() -> None:
    # 48 fish, no mass: 48,000 kg is an invention, not `48 t` converted
    v = verdict("Maria K landed 48 tuna (48,000 kg) and 1,310 kg of hake.", BOAT)
    assert "48000" in flagged(v)


# D8 miscounted_days.today_miscounts (new flag): a count that opens its line with one date is read as
# counted from today; a span of the result's own dates (leave 21 November - 2 December: 12 days, back
# on 3 December) is flagged because its slip 21 is today's (12 November) gap to 3 December
LEAVE = {"employee": "E-204", "leave": {"from": "2026-11-21", "to": "2026-12-02", "working_days": 8}}


def test_today_miscount_never_flags_a_span_of_the_results_dates() -> None:
    v = verdict("**12 days** of leave, back at work on 3 December.", LEAVE,
                system="You are an HR agent. Today is 2026-11-12.", user="How many days is my leave?")
    assert "12" not in flagged(v)


# (mend41c) the rules' refusals kept and their neighbours
def test_minor_product_never_gold_carats() -> None:
    from evidence_audit.evidence.minor_products import _MINOR
    assert [m.group(0) for m in _MINOR.finditer("a 24 ct gold ring, 18 ct white gold, 6 p.m.")] == []
    assert [m.group(0) for m in _MINOR.finditer("38.6085p, 31 ct, 15 pence")] == ["38.6085p", "31 ct", "15 pence"]


def test_measure_word_keeps_prefixed_latin_units() -> None:
    from evidence_audit.evidence.units import measure_word_after
    assert measure_word_after("5 kilograma", 1) == "kg"
    assert measure_word_after("48 tuna", 2) is None and measure_word_after("3 metro", 1) is None
    assert measure_word_after("2 rita", 1) is None


def test_today_miscount_still_flags_a_count_until_the_date() -> None:
    from evidence_audit.evidence.miscounted_days import today_miscounts
    from evidence_audit.evidence.unverified import numbers_of
    from datetime import date
    text = "**12 days** left until 3 December."
    assert today_miscounts(text, numbers_of(text), frozenset(), 4, date(2026, 11, 12)) == {"12"}
    text = "**12 days** of leave, back at work on 3 December."
    assert today_miscounts(text, numbers_of(text), frozenset(), 4, date(2026, 11, 12)) == frozenset()


def test_total_words_no_common_prose_word() -> None:
    from evidence_audit.evidence.total_words import says_total
    assert not says_total("всего 3 ящика")  # Russian "only"
    assert not says_total("razem z kierowcą 4")  # Polish "together"
    assert not says_total("spolu s 2 kolegami")
    assert not says_total("разом 5")
    assert not says_total("ทั้งหมด 5 คน")
    assert says_total("итого 1 234,50") and says_total("รวมทั้งหมด ") and says_total("łącznie 12")
