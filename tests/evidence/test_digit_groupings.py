"""Round 20's digit groupings (`evidence/digit_groupings.py`): a number written with Swiss
apostrophes, a thin, narrow no-break or no-break space, plain-space thousands or Indian lakhs is
read as one number, in the answer and in a result's or a person's text, both ways; each with its
refusals (a grouping that is none, two numbers side by side, a digit off, `reference` unchanged)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.digit_groupings import grouped_readings, regrouped
from evidence_audit.evidence.locales import english_text

from ._helpers import REFERENCE, history, judged

BUDGET = {"lifetime_budget": 25000.0, "spend": 18420.5, "revenue": 61380.0}
FUNNEL = {"impressions": 412800, "clicks": 5160, "spend": 9804.0, "leads": 172}
LAKHS = {"impressions": 1723390, "spend": 450710.0, "clicks": 27481}


@pytest.mark.parametrize("text, english", [
    ("CHF 18'420.50", "CHF 18,420.50"),
    ("CHF 18\u2019420.50", "CHF 18,420.50"),
    ("$9\u202f804.00", "$9,804.00"),
    ("$9\u2009804.00", "$9,804.00"),
    ("1\u00a0234\u00a0567", "1,234,567"),
    ("412 800 views", "412,800 views"),
    ("$9 804.00", "$9,804.00"),
    ("₹4,50,710.00", " ₹450,710.00"),  # a lakh number's English is shorter: padded before it (cashew44: and its sign)
    ("Total **₹1,59,497.10**", "Total ** ₹159,497.10**"),
    ("12,45,300", "1,245,300"),
    ("1,23,45,678", " 12,345,678"),
    ("Clicks 5 160 of 412 800", "Clicks 5,160 of 412,800"),  # the text's convention: a one-digit group read too
    # (round 25) a narrow no-break space grouping is the text's space convention too
    ("1 950 l − 4% = 1\u202f872 l", "1,950 l − 4% = 1,872 l"),
])
def test_a_grouping_is_respelled_in_english_at_the_same_offsets(text: str, english: str) -> None:
    respelled, _ = regrouped(text)
    assert respelled == english
    assert len(respelled) == len(text)


@pytest.mark.parametrize("text", [
    "12 50", "1'2345", "12'345'67", "1 2 500",  # groups of other than three digits, or a list
    "Page 3 120", "top 5 100 list",  # a one-digit group and a plain space, no convention in the text
    "Clicks 5 160, total 1,234 and 412 800",  # its one-digit group: the text writes English groups too
    "in 2 500-word essays",  # a count of words, or two numbers
    "10 450,00 €",  # a decimal comma: German and French, locales.py
    "Buy 3 SPY Nov 21 660 puts",  # a day after its month, then a strike
    "[10,20,30,400]", "row,12,45,300", "12,345", "1,234,567.89",  # a list; English groups
])
def test_what_is_no_grouping_stays_as_it_reads(text: str) -> None:
    refused = text.split(", total")[0] if "total" in text else text
    respelled, _ = regrouped(text)
    assert refused in respelled or respelled == text


def test_the_one_digit_group_is_refused_beside_english_groups() -> None:
    respelled, _ = regrouped("Clicks 5 160, total 1,234 and 412 800")
    assert respelled == "Clicks 5 160, total 1,234 and 412,800"


def test_a_results_grouping_is_read_as_its_number() -> None:
    assert grouped_readings("budget CHF 25'000.00, spent 18\u2019420.50, 12 500 views, ₹4,50,710.00") == [
        "25000", "18420.5", "12500", "450710"]
    assert english_text("CHF 61'380.00 / CHF 18'420.50")[0] == "CHF 61,380.00 / CHF 18,420.50"


def test_an_answers_grouping_is_grounded_whole_and_a_digit_off_is_flagged() -> None:
    hist = history(BUDGET)
    assert judged("Spent CHF 18'420.50 of CHF 25'000.00.", hist)[0] == set()
    assert judged("Spent CHF 18'421.50 of CHF 25'000.00.", hist)[0] == {"18421.5"}
    assert judged("Spent CHF 28'420.50 of CHF 25'000.00.", hist)[0] == {"28420.5"}
    assert judged("Spent CHF 18\u2009420.50 of CHF 25\u202f000.00.", hist)[0] == set()


def test_thin_and_plain_space_thousands_are_grounded_whole() -> None:
    hist = history(FUNNEL)
    assert judged("Impressions: 412 800, clicks: 5 160, spend: $9\u202f804.00.", hist)[0] == set()
    assert judged("Impressions: 412 800, clicks: 5 161, spend: $9 804.00.", hist)[0] == {"5161"}
    assert judged("Impressions: 412 800, clicks: 5 160, spend: $9 805.00.", hist)[0] == {"9805"}


def test_lakhs_are_judged_as_the_whole_number() -> None:
    hist = history(LAKHS)
    assert judged("Impressions 17,23,390; spend ₹4,50,710.00.", hist)[0] == set()
    assert judged("Impressions 17,23,391; spend ₹4,50,710.00.", hist)[0] == {"1723391"}  # one digit off a carried total
    assert judged("Impressions 17,23,930; spend ₹4,50,710.00.", hist)[0] == {"1723930"}


def test_a_results_grouping_grounds_an_answers_english_spelling_and_the_reverse() -> None:
    text_result = "Budget: CHF 25'000.00\nSpent: 18\u2019420.50\nViews: 412 800\nSpend: ₹4,50,710.00"
    hist = history(text_result)
    assert judged("Budget $25,000.00, spent 18,420.50, 412,800 views, ₹450,710.00.", hist)[0] == set()
    assert judged("Budget $25,000.00, spent 18,420.60, 412,800 views.", hist)[0] == {"18420.6"}
    assert judged("Views: 412\u2009801.", hist)[0] == {"412801"}


def test_a_person_who_writes_a_grouping_said_the_number() -> None:
    hist = history({"ok": True}, user="My budget is CHF 12'500 for the quarter.")
    assert judged("Your budget: CHF 12,500.", hist)[0] == set()
    assert judged("Your budget: CHF 12,600.", hist)[0] == {"12600"}


def test_the_arithmetic_reads_a_grouping_whole() -> None:
    hist = history(BUDGET)
    flags, computed = judged("CHF 25'000.00 − CHF 18'420.50 = CHF 6'579.50 left.", hist)
    assert flags == set() and "6579.5" in computed
    flags, _ = judged("CHF 25'000.00 − CHF 18'420.50 = CHF 6'589.50 left.", hist)
    assert flags == {"6589.5"}


def test_reference_reads_the_pieces_as_before() -> None:
    hist = history(BUDGET)
    flags, _ = judged("Spent CHF 18'420.50.", hist, REFERENCE)
    assert "18420.5" not in flags and "420.5" in flags


def test_a_grouping_in_a_decimal_comma_text_is_no_decimal_comma() -> None:
    table = "| S46 | 14 220 | 1 002 311,40 € |\n| S47 | 15 108 | 1 088 922,07 € |\n| **Total** | **29 328** | 2 091 233,47 € |"
    respelled, _ = english_text(table)
    assert "14,220" in respelled and "29,328" in respelled and "311.40" in respelled
    hist = history({"orders": {"S46": 14220, "S47": 15108}, "revenue": {"S46": 1002311.40, "S47": 1088922.07}})
    flags, computed = judged(table, hist)
    assert "29328" not in flags and "29328" in computed
    flags, _ = judged(table.replace("29 328", "29 338"), hist)
    assert "29338" in flags
