"""Round 42 review (review42): made-up runs where an invented value is excused by a rule the round
added or widened. Each test asserts the invented value is flagged; they fail until the rule is mended.
mend42c's copy: D5 (means.asked_mean), D7 (tax_names), D8 (decimal_comma)."""

from __future__ import annotations

from ._helpers import flagged, verdict


_JOBS = {"jobs": [{"job": "J-101", "labour_inr": 2450.00, "parts_inr": 1310.50},
                  {"job": "J-102", "labour_inr": 3355.00, "parts_inr": 890.25}]}


def test_d5_asked_mean_reads_the_verb_mean_is_flagged() -> None:
    # D5: clock42's `means.asked_mean` takes `What do you mean?` for a question asking a mean: J-102's
    # labour stated as the column's mean (2,902.50; the record says 3,355) is excused as `carried-mean`
    v = verdict("It means the labour on J-102 came to 2,902.50 INR.", _JOBS, user="What do you mean?")
    assert "2902.5" in flagged(v)


def test_asked_mean_terse_reply_passes() -> None:
    v = verdict("- 2,902.50 INR labour", _JOBS, user="Means per job?")
    assert flagged(v) == set()



_ATHENS = "You are a freight desk in Athens. VAT 24% applies to all services."


def test_d7_greek_loading_word_read_as_tax_is_flagged() -> None:
    # D7: mill42's `tax_names.names_tax` reads the Greek stem `φόρ` with no word end: `φόρτωση`
    # (loading) and `φόρμα` (form) name the tax, so a loading charge invented as freight + 24% passes
    v = verdict("Ναύλος €250.00, φόρτωση €310.00", {"freight_eur": 250.00}, system=_ATHENS)
    assert "310" in flagged(v)


def test_greek_delivery_without_tax_word_stays_flagged() -> None:
    v = verdict("Ναύλος €250.00, παράδοση €310.00", {"freight_eur": 250.00}, system=_ATHENS)
    assert "310" in flagged(v)


def test_d8_no_break_space_groups_make_an_english_comma_thousands_a_decimal() -> None:
    # D8: quarry42's `decimal_comma` decides a text by one no-break-space group and one `N,NNN`: an
    # English answer quoting `12 500` from a French result grounds `2,480 kg` on a carried 2.48 kg
    # (`locale`); main flags it
    v = verdict("Stock on hand: 12\u00a0500 units. The sample weighs 2,480 kg.", {"stock": 12500, "sample_kg": 2.48})
    assert "2480" in flagged(v)

