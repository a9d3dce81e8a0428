"""Precision round 8: amounts written at a scale (`$1,097.3M`, `140.1 M`, `1,284,617K`, `113.292`
million t), the names of standards, labels and schemes, times converted between zones the answer
names. Each rule grounds what people write and refuses a mutated digit."""

from __future__ import annotations

import pytest

from ._helpers import REFERENCE, flagged, grounded, verdict

TEN_K = ("Results of Operations (in thousands)\n| | 2025 | 2024 |\n|---|---|---|\n"
         "| Revenue | $1,284,617 | $1,107,992 |\n\nSubscription revenue was $1,097.3 million.")
WHEAT = {"unit": "t", "data": [{"area": "India", "value": 113292000.0}, {"area": "China", "value": 140100000.0},
                               {"area": "US", "value": 53650000.0}]}


@pytest.mark.parametrize(
    "answer, payload, value, grounds",
    [
        ("Subscription revenue was $1,097.3M.", TEN_K, "1097.3", True),  # the number as carried, a scale glued
        ("Subscription revenue was $1,097.4M.", TEN_K, "1097.4", False),  # a mutated digit
        ("Revenue: $1,284,617K.", TEN_K, "1284617", True),
        ("Revenue: $1,284,618K.", TEN_K, "1284618", False),
        ("Revenue: $1,284.6M.", TEN_K, "1284.6", True),  # thousands restated in millions
        ("Revenue: $1,284.7M.", TEN_K, "1284.7", False),
        ("Revenue: $1,108.0M in 2024.", TEN_K, "1108", True),  # rounded from 1,107,992 thousands
        ("Revenue: $1,109.0M in 2024.", TEN_K, "1109", False),
        ("| China | 140.1 M |", WHEAT, "140.1", True),  # a spaced capital M: millions
        ("| China | 140.2 M |", WHEAT, "140.2", False),
        ("| US | 53.65 M |", WHEAT, "53.65", True),
        ("| US | 53.65 m |", WHEAT, "53.65", False),  # a spaced lower-case m is a metre
        ("113.292 - 81.6 = 31.7 million t", WHEAT, "113.292", True),  # exact digits, a scale on the line
        ("113.293 - 81.6 = 31.7 million t", WHEAT, "113.293", False),
        ("India: 113.292 units.", WHEAT, "113.292", False),  # no scale named on its line
    ],
)
def test_an_amount_written_at_a_scale(answer: str, payload, value: str, grounds: bool) -> None:
    v = verdict(answer, payload)
    assert (value not in flagged(v)) is grounds, (flagged(v), grounded(v))
    assert value in flagged(v) or value in grounded(v)  # judged, not read as prose


def test_a_grouped_amount_with_a_scale_is_one_identifier_in_the_reference() -> None:
    assert "1,097.3m" in flagged(verdict("Subscription revenue was $1,097.3M.", TEN_K, gate=REFERENCE))


# --- labels, schemes and standards' names ------------------------------------------------------

BOOK = {"identifiers": {"isbn_13": ["9780300274912"], "isbn_10": ["0300274912"]},
        "subtitle": "Power, Cities and the Making of Modern Europe, 1880-1990", "band": "2,800-3,100"}
PAPER = {"id": "http://arxiv.org/abs/2410.05229v3", "page": "e2531877", "year": "2025"}


@pytest.mark.parametrize(
    "answer, payload, value, grounds",
    [
        ("**ISBN-13:** 978-0-300-27491-2 (ISBN-10: 0-300-27491-2)", BOOK, "0-300-27491-2", True),
        ("**ISBN-13:** 978-0-300-27491-2 (ISBN-10: 0-300-27491-2)", BOOK, "isbn-13", None),  # a scheme's name
        ("ISBN 0-300-27419-2", BOOK, "0-300-27419-2", False),  # two digits swapped
        ("ISBN 978-0-300-27491-3", BOOK, "978-0-300-27491-3", False),
        ("Timestamps are UTF-8 text signed with SHA-256.", BOOK, "utf-8", None),
        ("Signed with SHA-257.", BOOK, "sha-257", False),  # not a listed length: judged
        ("@article{kjaergaard2024heat,\n  year = {2024}\n}", PAPER, "kjaergaard2024heat", None),
        ("1880 to 1990, so 110 years.", BOOK, "1880", True),  # a carried range's first end
        ("1881 to 1990, so 109 years.", BOOK, "1881", False),
        ("From 2,800 to 3,100 a month.", BOOK, "2800", True),
        ("From 2,900 to 3,100 a month.", BOOK, "2900", False),
        ("[arXiv:2410.05229](http://arxiv.org/abs/2410.05229v3)", PAPER, "2410.05229", True),
        ("See arXiv:2410.05239.", PAPER, "2410.05239", False),  # an invented id after its scheme
        ("JAMA Network Open 8(9):e2531877", PAPER, "e2531877", True),
        ("JAMA Network Open 8(9):e2531878", PAPER, "e2531878", False),
        ("Northfield Systems, FY2025 (Form 10-K)", PAPER, "2025", True),  # a fiscal year is its year
        ("Northfield Systems, FY2026 (Form 10-K)", PAPER, "2026", False),
    ],
)
def test_labels_schemes_and_standards(answer: str, payload, value: str, grounds: bool | None) -> None:
    """grounds None: not data at all (no candidate)."""
    v = verdict(answer, payload)
    values = {c.value for c in v.candidates}
    if grounds is None:
        assert value not in values, values
        return
    assert value in values, values
    assert (value not in flagged(v)) is grounds, (flagged(v), grounded(v))


def test_labels_are_judged_as_written_in_the_reference() -> None:
    v = verdict("**ISBN-13:** 978 (arXiv:2410.05229) FY2025", PAPER, gate=REFERENCE)
    assert {"isbn-13", "arxiv:2410.05229", "fy2025"} <= flagged(v)
