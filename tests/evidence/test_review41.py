"""(review41) Repros of round 41's excuses wider than their docstrings: each asserts the invented
value stays flagged (or the honest value passes); they fail on int41 (d7594d99) until the rule is narrowed."""

from __future__ import annotations

from ._helpers import flagged, verdict

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
