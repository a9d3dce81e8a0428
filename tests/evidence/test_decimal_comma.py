"""Round 11's decimal-comma texts (`evidence/decimal_comma.py`): an answer that writes a decimal
comma nothing else can be, and no spelling only English can be, reads its ambiguous numbers with a
decimal comma too, for the `locale` rule and the arithmetic; each with its refusals (a digit off,
an operand no source carried, a text that also writes English, `reference` reading none)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.decimal_comma import comma_numbers, comma_reading, comma_text

from ._helpers import DEFAULT, REFERENCE, history, judged

PAY = {"stundenlohn": 19.85, "arbeitszeitkonto_stunden": 14.75, "zuschlag_prozent": 25}
REVENUE = {"umsatz_2026": 1894212.57, "umsatz_2025": 1102938.40}
POPULATION = {"stadt": {"2024": 569352, "2025": 571046}}


@pytest.mark.parametrize("text, decided", [
    ("14,75 × 19,85 € = 292,79 €", True),
    ("1.894.212,57 € ÷ 1.102.938,40 € = 1,717", True),
    ("also +1.694 bzw. +0,30 %", True),
    ("vom 01.01. bis 29.11.2026: 3.421,53 kWh × 31,89 ct", True),  # a day and month is no English number
    ("14,75 × 19,85", False),  # no decimal comma only a decimal comma can be
    ("19,85 € at 12.5 %", False),  # English too: one convention is not written
    ("Total 1,234.56 and 19,85 €", False),
    ("$3,000 and 19,85 €", False),
    ("items 1,2,3", False),
])
def test_a_text_decides_its_decimal_comma(text: str, decided: bool) -> None:
    assert comma_text(text) is decided


@pytest.mark.parametrize("written, english", [
    ("14,75", "14.75"), ("1,717", "1.717"), ("0,2068", "0.2068"), ("2.022", "2022"),
    ("1.2.3", None), ("12.5", None), ("2.0222", None),
])
def test_what_a_decimal_comma_text_reads(written: str, english: str | None) -> None:
    assert comma_reading(written) == english


def test_the_amounts_a_decimal_comma_text_writes() -> None:
    both = [("14.75", "14,75"), ("19.85", "19,85"), ("292.79", "292,79")]
    assert comma_numbers("14,75 × 19,85 € = 292,79 €, 1,717 und 2,5", 4) == both
    assert comma_numbers("14,75 × 19,85 € = 292,79 €\nDas sind 365,98 €.", 4) == both
    assert comma_numbers("14,75 × 19,85 = 292,79", 4) == []  # no decimal comma only one can be


def test_a_german_product_verifies_and_a_digit_off_stays_flagged() -> None:
    hist = history(PAY)
    assert judged("14,75 × 19,85 € = 292,79 € ohne Zuschlag.", hist)[0] == set()
    assert judged("14,75 × 19,85 € = 292,78 € ohne Zuschlag.", hist)[0] == {"292,78"}
    assert judged("14,75 × 19,85 € = 292,80 € ohne Zuschlag.", hist)[0] == {"292,80"}
    assert judged("14,75 × 19,85 € = 293,79 € ohne Zuschlag.", hist)[0] == {"293,79"}


def test_an_operand_no_source_carried_stays_flagged() -> None:
    hist = history(PAY)
    # 19,95 was carried by nothing: judged as an amount of its own, it is flagged
    assert judged("14,75 × 19,95 € = 294,26 € ohne Zuschlag.", hist)[0] == {"19,95"}
    assert judged("15,75 × 19,85 € = 312,64 € ohne Zuschlag.", hist)[0] == {"15,75"}


def test_a_written_equations_amounts_are_judged() -> None:
    hist = history(PAY)
    assert judged("Lohn: 19,85 € × 14,75 = 292,79 €", hist)[0] == set()
    assert judged("Lohn: 19,58 € × 14,75 = 288,81 €", hist)[0] == {"19,58"}
    # off an equation's line such an amount is judged where it is a carried number or one digit off
    # one (round 12, comma_amounts.py), or (round 21) where a rule computes it or it is one slip
    # from what a rule computes in its place; else it stays unread (`$292.78 at $19.85 an hour`,
    # which states no hours, is flagged in English: the price of round 12's choice)
    assert judged("Das macht 292,78 € bei 19,85 € pro Stunde.", hist)[0] == set()
    assert judged("Das macht 292,78 € bei 19,86 € pro Stunde.", hist)[0] == {"19,86"}
    flags, computed = judged("14,75 Std. à 19,85 € = 292,79 €. Das macht 292,79 € brutto.", hist)
    assert flags == set() and "292.79" in computed
    # a slip of a value the arithmetic computes in its place is judged, so flagged
    assert judged("Lohn: 14,75 Std. × 19,85 €, also 292,97 €.", hist)[0] == {"292,97"}
    flags, computed = judged("Lohn: 14,75 Std. × 19,85 €, also 292,79 €.", hist)
    assert flags == set() and computed["292.79"] == "quantity"


def test_a_ratio_with_three_decimals_is_a_decimal_in_a_comma_text() -> None:
    hist = history(REVENUE)
    answer = "1.894.212,57 € ÷ 1.102.938,40 € = 1,717, also rund 72 % mehr."
    flags, computed = judged(answer, hist)
    assert flags == set() and "1717" in computed
    assert judged(answer.replace("= 1,717", "= 1,718"), hist)[0] == {"1718"}
    assert judged(answer.replace("= 1,717", "= 1,727"), hist)[0] == {"1727"}


def test_an_english_text_keeps_its_reading() -> None:
    hist = history(REVENUE)
    # an English text: `1,717` is one thousand seven hundred and seventeen, nothing computes it
    # (listed `unverified` after its `=`, as a result no expression reproduces)
    v = check_answer("1,894,212.57 ÷ 1,102,938.40 = 1,717", hist, DEFAULT)
    assert not v.computed and [u.candidate.value for u in v.unverified] == ["1717"]


def test_a_thousands_point_group_in_a_comma_text() -> None:
    hist = history(POPULATION)
    answer = "Stadt Bremen: 571.046 Einwohner, nach 569.352 ein Jahr zuvor, also +1.694 bzw. +0,30 %."
    assert judged(answer, hist)[0] == set()
    assert judged(answer.replace("+1.694", "+1.695"), hist)[0] == {"1.695"}


def test_reference_reads_no_decimal_comma_text() -> None:
    # the reference reads `292,78` as prose (a list) and `1,717` in English
    assert judged("Das macht 292,78 €.", history(PAY), REFERENCE)[0] == set()
    answer = "1.894.212,57 € ÷ 1.102.938,40 € = 1,717"
    assert "1717" in judged(answer, history(REVENUE), REFERENCE)[0]


# Round 21: a dollar sign after the amount (`52,90 $`, French Canada), a percent of three decimals
# with a space before its sign (`8,875 %`), and groups spaced before a decimal comma (`62 932,00`)
# decide a decimal-comma text; its amounts are judged with the recall of their English spelling.
FEES = ("Service fee ... 12% of face value\nFacility fee ... $2.50\nOrder processing ... $1.95\n"
        "City and state sales tax ... 8.875% on face value and all fees\n")
TIER = {"tier": "GA Floor", "capacity": 900, "face_value": 45.0}


@pytest.mark.parametrize("text, decided", [
    ("45,00 $ + 5,40 $ = 50,40 $", True),
    ("avec la taxe de 8,875 % sur le tout", True),
    ("Total : 62 932,00 (hors frais)", True),
    ("Total : 62\u202f932,00", True),
    ("Growth of 1,250 % on a base of 1,250.00", False),  # an English spelling beside it
    ("Growth of 1,250% this year", False),  # no space before the sign: English's thousands
    ("It costs 1,25 $5 each", False),  # a dollar sign before a number is English's
])
def test_round_21_evidence_decides_a_decimal_comma(text: str, decided: bool) -> None:
    assert comma_text(text) is decided


def test_the_french_total_with_tax_is_judged_as_its_english_spelling() -> None:
    hist = history(TIER, FEES, answers=("Frais de service de 12 % sur la valeur faciale.",))
    answer = "45,00 $ + 5,40 $ de frais de service + 2,50 $ = 52,90 $ ; avec la taxe de 8,875 % : **{} $**."
    flags, computed = judged(answer.format("57,59"), hist)
    assert flags == set() and computed.get("52.9") == "in-order" and "57.59" in computed
    # the swap of its last two digits (heldout19's planted `57,95`) is flagged, as `$57.95` is
    assert judged(answer.format("57,95"), hist)[0] == {"57,95"}
    assert judged(answer.format("57,60"), hist)[0] == {"57,60"}
    # the tax rate read as 8.875, grounded by the schedule's `8.875%`; a digit off stays flagged
    assert "8876" in judged(answer.format("57,59").replace("8,875", "8,876"), hist)[0]


def test_an_english_percent_of_comma_groups_keeps_its_thousands() -> None:
    # `1,250 %` beside an English `$3,400.00` is 1250, not 1.25: a carried 1.25 does not ground it
    assert judged("Growth was 1,250 % on $3,400.00.", history({"growth_pct": 1.25, "base": 3400.0}))[0] == {"1250"}
    assert judged("Growth was 1,250 % on $3,400.00.", history({"growth_pct": 1250, "base": 3400.0}))[0] == set()


def test_a_point_group_before_a_dollar_sign_is_its_thousands() -> None:
    from evidence_audit.evidence.locales import english_of
    assert english_of("3.000", " $ allowed") == "3000"  # `$` after the number: French Canada's order
    assert english_of("3.000", " $5 each") is None  # a `$` before a number is English's: no reading
    assert english_of("3.000", "") is None
