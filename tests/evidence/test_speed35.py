"""(speed35) The digit gates (`digit_gates.py`) change no output.

A scanner asks its gate before it reads a text and returns nothing when the gate finds nothing.
That is the scanner's own output only if every match of the scanner's patterns contains a match of
the gate: each test below checks exactly that, on thousands of random texts built from the
pieces those patterns read (digits of every length, currency marks, grouping marks, hyphens,
years, letters of other scripts), and checks the texts do exercise the scanner (some match).
"""

from __future__ import annotations

import random
import re

from evidence_audit.evidence import compact_dates, decimal_comma, digit_gates, digit_groupings, glued_amounts, groups, prefix_hyphens

# Pieces the scanners' patterns read, glued with no space between them unless a piece has one.
_PIECES = (
    "RM", "rm", "kr", "USD", "NOK", "Rs", "lei", "S$", "HK$", "$", "€", ".", ",", "-", "\u2010", "\u2011", " ", "  ",
    "'", "\u2019", "\u202f", "\u00a0", "\u2009", "/", ":", "+", "+44 ", "(", "[", "]", "%", "**", "\n",
    "ab", "over", "x", "T", "kg", " kg", "Nov ", "alas", "де", "го", "а", "ש", "ю",
    "0", "7", "12", "19", "20", "123", "000", "1234", "2026", "45678", "123456", "GB29", " NWBK", "2026/10/20", "1.5",
)
_TEXTS = 6000


def _texts(seed: int, extra: tuple[str, ...]) -> list[str]:
    rng = random.Random(seed)
    pieces = _PIECES + extra * 3
    return ["".join(rng.choice(pieces) for _ in range(rng.randrange(1, 24))) for _ in range(_TEXTS)]


def _gate_holds(gate: re.Pattern[str], patterns: list[re.Pattern[str]], seed: int, extra: tuple[str, ...] = ()) -> int:
    """Asserts each text whose gate finds nothing has no match of `patterns`; the texts with one."""
    matched = 0
    for text in _texts(seed, extra):
        found = [m.group(0) for p in patterns for m in p.finditer(text)]
        if gate.search(text) is None:
            assert not found, (text, found)
        matched += bool(found)
    return matched


def test_glued_amounts_gate() -> None:
    assert _gate_holds(digit_gates.GLUED_BESIDE, [glued_amounts._IN_TEXT], 1) > 500


def test_digit_groups_gate() -> None:
    # the phone pattern is not gated (it runs when the text has a `+`)
    assert _gate_holds(digit_gates.SPACED_BESIDE, [groups._SPACED, groups._IBAN_SPACED], 2,
                       ("4402 0044 8213", " 0044", "4402", " 6016", " 1331 9268", "GB29 NWBK")) > 100


def test_digit_groupings_gate() -> None:
    assert _gate_holds(digit_gates.GROUPED_BESIDE, [digit_groupings._GROUPED, digit_groupings._LAKHS], 3,
                       ("412 800", "18'420", ",45", ",300", " 800", "\u202f872", "12,45,300")) > 100


def test_prefix_hyphens_gate() -> None:
    patterns = [prefix_hyphens._SCRIPT_PREFIX, prefix_hyphens._SCRIPT_SUFFIX, prefix_hyphens._WORD_PREFIX]
    assert _gate_holds(digit_gates.HYPHEN_BESIDE, patterns, 4) > 100


def test_year_first_gate() -> None:
    assert _gate_holds(digit_gates.YEAR_FIRST_BESIDE, [compact_dates._SEPARATED], 5) > 100


def test_scanners_unchanged_on_their_shapes() -> None:
    """The gated scanners still read what they read (a gate open where it must be)."""
    assert glued_amounts.glued_amount_spans("pay RM5.50 or 768kr, Rs.450") == [(6, "5.50"), (14, "768"), (24, "450")]
    assert glued_amounts.glued_amount_spans("pay 5.50 or 768, total 450") == []
    assert decimal_comma.point_text("Asignado: 500.000 ... Queda: 220.000")
    assert not decimal_comma.point_text("Asignado: 500.00 ... Queda: 220.0000")


def test_point_groups_gate() -> None:
    """`_point_groups` is true only after a run read as point groups of three: each such run holds
    a match of its gate."""
    read = 0
    for text in _texts(6, ("500.000", "1.250", ".000", "12.476 kr.", "2.022", "1.5", "28.05", "0,11", "5,2")):
        runs = [m.group(0) for m in decimal_comma._RUN.finditer(text) if decimal_comma._POINT_GROUPS.fullmatch(m.group(0))]
        if digit_gates.POINT_GROUP_BESIDE.search(text) is None:
            assert not runs, (text, runs)
            assert not decimal_comma.point_text(text) and not decimal_comma._points_and_comma(text)
        read += bool(runs)
    assert read > 100


def test_scheme_names_gate() -> None:
    from evidence_audit.evidence import narration

    names = ("ISBN-13", "isbn10", "EAN-8", "GTIN14", "ICD-10", "UTF-8", "ucs2", "UCſ4", "SHA3-512", "sha-256", "AES256",
             "CRC-32", "X.509", "e.164", "H.264", "ISBN 13", "ab-12")
    assert _gate_holds(digit_gates.SCHEME_BESIDE, [narration._SCHEME_NAME], 7, names) > 100
    assert narration.mask_standard_names("encoded as UTF-8, hashed with SHA-256") == "encoded as UTF-x, hashed with SHA-xxx"
