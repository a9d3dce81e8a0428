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
