"""Round 5: the `glued` rule (glued.py): a number a tool wrote glued to a unit, a path or a
neighbour (`48.71s`, `frame.py:1043`, a CSV row) grounds the same number written bare, and a
source location cut from a carried one; a mutated digit, a version's part, a hash's digits, a
decimal-comma spelling's part stay flagged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.glued import glued_keys

from ._helpers import DEFAULT, REFERENCE, flagged, grounded, verdict

PYTEST = "===== 2 failed, 1269 passed, 13 skipped, 3 warnings in 48.71s ====="
BENCH = "name,median_ms\nread_parquet,186.90ms\nwrite_parquet,1234.5ms\n"
LINT = (
    "src/tidyframe/frame.py:1041:9: PLC0415 `import` not at top level\n"
    "src/tidyframe/io/parquet.py:140:89: E501 line too long (104 > 88)\n"
)
WARN = "src/tidyframe/frame.py:1043: DeprecationWarning: Frame.ix is deprecated"
CSV = "sku,qty,price,cost\nLL-SHT-Q-WHT,148,119.00,44.10\nLL-SHT-K-WHT,77,139.00,51.80\n"


@pytest.mark.parametrize(
    "answer, payload, value",
    [
        ("The suite ran in 48.71 s.", PYTEST, "48.71"),
        ("The suite ran in 48.71 seconds.", PYTEST, "48.71"),
        ("The suite ran in 48.71 sec.", PYTEST, "48.71"),
        ("read_parquet takes 186.9 milliseconds.", BENCH, "186.9"),
        ("read_parquet takes 186.9 ms.", BENCH, "186.9"),
        ("read_parquet takes 186.90 ms.", BENCH, "186.9"),
        ("write_parquet: 1,234.5 (median).", BENCH, "1234.5"),
        ("The warning is at line 1043.", WARN, "1043"),
        ("See frame.py:1043 for it.", WARN, "frame.py:1043"),
        ("Two remain: frame.py:1041 and parquet.py:140.", LINT, "frame.py:1041"),
        ("Two remain: frame.py:1041 and parquet.py:140.", LINT, "parquet.py:140"),
        ("| frame.py | 1041:9 | PLC0415 |", LINT, "1041:9"),
        ("The long line is parquet.py:140:89.", LINT, "parquet.py:140:89"),
        ("Its cost is $44.10 a unit.", CSV, "44.1"),
        ("It retails at $139 and costs $51.80.", CSV, "51.8"),
        ("The limit is 1500 a day.", {"quota": "limit:1500/day"}, "1500"),
    ],
)
def test_a_number_a_tool_wrote_glued_is_grounded(answer: str, payload: object, value: str) -> None:
    """`value` is the normalized candidate (`186.9` for `186.90`)."""
    v = verdict(answer, payload)
    assert value not in flagged(v), flagged(v)
    assert grounded(v).get(value) == "glued", grounded(v)


@pytest.mark.parametrize(
    "answer, payload, wrong",
    [
        ("The suite ran in 48.72 s.", PYTEST, "48.72"),
        ("The suite ran in 58.71 s.", PYTEST, "58.71"),
        ("read_parquet takes 186.8 ms.", BENCH, "186.8"),
        ("The warning is at line 1044.", WARN, "1044"),
        ("See frame.py:1042 for it.", WARN, "frame.py:1042"),
        ("See excel.py:1043 for it.", WARN, "excel.py:1043"),
        ("| frame.py | 1041:8 | PLC0415 |", LINT, "1041:8"),
        ("Its cost is $44.11 a unit.", CSV, "44.11"),
        ("It costs $51.90.", CSV, "51.9"),
    ],
)
def test_a_mutated_digit_of_a_glued_number_stays_flagged(answer: str, payload: object, wrong: str) -> None:
    assert wrong in flagged(verdict(answer, payload))


@pytest.mark.parametrize(
    "answer, payload, wrong",
    [
        # the middle of a dotted version, of a longer digit run, after a dash or a point
        ("The release is 10.21 now.", "tidyframe v10.21.3 released", "10.21"),
        ("The release is 21.35 now.", "tidyframe v10.21.35 released", "21.35"),
        ("The counter reads 4567.", "job-ab4567de done", "4567"),
        ("The counter reads 1234.", "commit abc1234 merged", "1234"),
        ("The counter reads 1234.", "commit 1234abc merged", "1234"),
        ("The counter reads 2345.", "worker a1b2345 busy", "2345"),
        ("The counter reads 2345.", "worker 2345a1 busy", "2345"),
        ("The total is $424.", {"offer_id": "HTL424", "nightly": 212}, "424"),
        ("The total is $1234.", "artifact build1234 ok", "1234"),
        ("The total is $1234.", "artifact order_1234x ok", "1234"),
        ("The counter reads 2024.", "serial ab-2024-x up", "2024"),
        ("The counter reads 4050.", "build 12.4050 done", "4050"),
        ("The counter reads 1234.", "sum=91234 total", "1234"),
        # a decimal comma: `1.234,56` is one number, not 1.234 (two cells are no row)
        ("The parsed value is 1.234.", "value: 1.234,56", "1.234"),
        ("The id is 4421.", "cells 12,4421", "4421"),
        # a padded counter
        ("The build is 4242.", "artifact build04242 ok", "4242"),
    ],
)
def test_a_number_that_is_no_glued_number_stays_flagged(answer: str, payload: object, wrong: str) -> None:
    assert wrong in flagged(verdict(answer, payload))


def test_a_short_number_needs_a_point() -> None:
    assert glued_keys("10.0s") == []
    assert glued_keys("retry=12") == []
    assert glued_keys("1.5s") == [("1.5", "s")]
    assert glued_keys("1920x1080") == []  # a word with other digits


@pytest.mark.parametrize(
    "answer, wrong",
    [
        ("The suite ran in 48.71 ms.", "48.71"),
        ("read_parquet takes 186.9 s.", "186.9"),
        ("read_parquet takes 186.9 seconds.", "186.9"),
        ("The suite ran in 48.71%.", "48.71"),
    ],
)
def test_another_unit_written_after_a_glued_number_stays_flagged(answer: str, wrong: str) -> None:
    """A unit of time, size or share glued in the result and another written in the answer."""
    assert wrong in flagged(verdict(answer, PYTEST + "\n" + BENCH))


def test_the_reference_does_not_read_glued_numbers() -> None:
    v = verdict("The suite ran in 48.71 s and read_parquet takes 186.9 ms.", PYTEST + "\n" + BENCH, gate=REFERENCE)
    assert {"48.71", "186.9"} <= flagged(v)


# --- locale (locales.py): German and French number spellings, both ways -------------------------

def said(answer: str, user: str, payload: object = {"ok": True}, gate=DEFAULT):
    return verdict(answer, payload, user=user, gate=gate)


@pytest.mark.parametrize(
    "answer, user, value",
    [
        ("Your €1,250 budget is 14,089.25 kr.", "I have 1.250 € budget for a trip", "1250"),
        ("¥12,345 is about $80.89.", "what about 12 345 yen", "12345"),
        ("€3,400.00 is $3,939.56 today.", "i'm paying a 3.400,00 € invoice, in USD?", "3400"),
        ("Your 0.5 BTC bought at €78,000.", "I bought 0,5 BTC at 78.000 € last week", "78000"),
        ("The invoice of €10,450.00 is paid.", "the invoice is 10 450,00 € TTC", "10450"),
        ("It grew 22.4% this year.", "it grew +22,4 % this year", "22.4"),
        ("$151,036.87 is over the $150,000 target.", "our target was 150k for nov. hit?", "150000"),
        ("1,000,000 rows / 0.0612 s is fast.", "how does our sort do on the 1M taxi file?", "1000000"),
        ("2,500,000 rows / 0.0612 s is fast.", "how does our sort do on 2.5 million rows?", "2500000"),
    ],
)
def test_a_number_a_person_wrote_in_a_locale_spelling_is_said(answer: str, user: str, value: str) -> None:
    v = said(answer, user)
    assert value not in flagged(v), flagged(v)


@pytest.mark.parametrize(
    "answer, user, wrong",
    [
        ("Your €1,260 budget is fine.", "I have 1.250 € budget for a trip", "1260"),
        ("Your €1,250 budget is fine.", "I have 1.250 budget for a trip", "1250"),  # no currency: 1.25
        ("Your €1,250 budget is fine.", "I have €1.250 budget for a trip", "1250"),  # symbol before
        ("Your €1,085 budget is fine.", "the rate is 1 EUR = 1.085 USD", "1085"),  # a code after: a rate
        ("Take €12.50 each.", "items 12,50 and 3", "12.5"),  # a list, no currency
        ("¥12,346 is about $80.89.", "what about 12 345 yen", "12346"),
        ("$151,036.87 is over the $160,000 target.", "our target was 150k for nov. hit?", "160000"),
        ("It is 150,000 away.", "it is 150m away", "150000"),  # `m`: metres or minutes, no million
        ("It weighs 1,234 kg.", "it weighs 1.234k", "1234"),  # three decimals: no magnitude read
    ],
)
def test_an_ambiguous_or_mutated_locale_number_stays_flagged(answer: str, user: str, wrong: str) -> None:
    assert wrong in flagged(said(answer, user))


@pytest.mark.parametrize(
    "answer, payload, value",
    [
        ("Gesamt: 1.203,13 € (K. Brandt).", {"grand_total": 1203.13}, "1.203,13"),
        ("Insgesamt 1.250.000 € Umsatz.", {"revenue": 1250000}, "1.250.000"),
        ("The parsed value should be 1,234.56.", "Fixture writes price 1.234,56 € per row", "1234.56"),
        ("After: 0.23 s for 10,000 values.", "after: isin 1M x 10k values: 0.23 s", "10000"),
    ],
)
def test_a_number_in_a_locale_spelling_grounds_the_other_spelling(answer: str, payload: object, value: str) -> None:
    """The answer's German or French spelling of a carried number, or a result's of the answer's."""
    v = verdict(answer, payload)
    assert value not in flagged(v), flagged(v)
    # (spell31) a text whose point groups wear a currency's sign after them (`1.250.000 €`) is read in
    # point thousands (decimal_comma.point_text): the number itself, 1250000, grounded exactly
    assert grounded(v).get(value) == "locale" or (value == "1.250.000" and grounded(v).get("1250000") == "exact"), grounded(v)


@pytest.mark.parametrize(
    "answer, payload, wrong",
    [
        ("Gesamt: 1.203,14 € (K. Brandt).", {"grand_total": 1203.13}, "1.203,14"),
        ("Total: €1.250 for all.", {"total": 1250}, "1.25"),  # the symbol before: English, 1.25
        ("Total: 1.250 EUR for all.", {"total": 1250}, "1.25"),  # a code after: a rate reads so
        ("Insgesamt 1.250.001 € Umsatz.", {"revenue": 1250000}, "1.250.001"),
        ("The parsed value should be 1,234.57.", "Fixture writes price 1.234,56 € per row", "1234.57"),
    ],
)
def test_a_mutated_or_english_spelling_stays_flagged(answer: str, payload: object, wrong: str) -> None:
    assert wrong in flagged(verdict(answer, payload))


def test_the_reference_does_not_read_locale_spellings() -> None:
    v = said("Your €1,250 budget; the total is 1.203,13 €.", "I have 1.250 € budget", {"grand_total": 1203.13},
             gate=REFERENCE)
    assert {"1250", "1.203,13"} <= flagged(v)
