"""Round 34 (trek34): what refused a trekking agency's arithmetic (heldout32's trek corpus, Nepali in
Devanagari digits grouped in lakhs, and English), fixed in the general rule. Told in a rafting
outfitter's and a guesthouse's invented runs, each with its refusal:

- `written`: an abbreviation with its point between an operator or a relation and the number it
  marks (`3 × ६,५०० = रु. १९,५००`, `4 × Rs. 2,750 = Rs. 11,000`, `= дин. 300`) is the number's
  unit, so the number is the equation's result or operand, as `= NPR 11,000` and `= Rs 11,000`
  were (`expressions._abbreviation_before`); a result one digit off stays flagged.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from ._helpers import judged

RAFTING = ("You are the assistant of Trisuli River Rafting, Kathmandu. Today is 2026-12-03.\n"
           "- Rafting NPR 6,500 a person a day; a safety kayaker NPR 2,750 a day.\n")


def _run(question: str, result: Any, system: str = RAFTING) -> list[dict[str, Any]]:
    return [{"role": "system", "content": system}, {"role": "user", "content": question},
            {"role": "tool", "content": result if isinstance(result, str) else json.dumps(result)}]


TRIP = {"trip": "Trisuli, 4 days", "code": "TRI-4", "days": 4, "people": 3, "kayaker": True}


# --- an abbreviation's point before the number it marks ---------------------------------------------
@pytest.mark.parametrize(("line", "value"), [
    ("- राफ्टिङ: ३ × ६,५०० = रु. १९,५००", "१९,५००"),
    ("- कायकर: ४ × रु. २,७५० = **रु. ११,०००**", "११,०००"),
    ("- Rafting: 3 × 6,500 = Rs. 19,500", "19500"),
    ("- Kayaker: 4 × Rs. 2,750 = Rs. 11,000", "11000"),
])
def test_an_abbreviated_currency_before_the_result_is_no_stop(line: str, value: str) -> None:
    flags, computed = judged(line, _run("TRI-4: what does it cost?", TRIP))
    assert value not in flags and computed.get(value) == "written", (flags, computed)


@pytest.mark.parametrize(("line", "value"), [
    ("- राफ्टिङ: ३ × ६,५०० = रु. १९,६००", "१९,६००"),
    ("- कायकर: ४ × रु. २,७५० = **रु. ११,५००**", "११,५००"),
    ("- Rafting: 3 × 6,500 = Rs. 15,900", "15900"),
    ("- Kayaker: 3 × Rs. 2,750 = Rs. 11,000", "11000"),
])
def test_a_wrong_result_after_an_abbreviation_stays_flagged(line: str, value: str) -> None:
    flags, _ = judged(line, _run("TRI-4: what does it cost?", TRIP))
    assert value in flags, flags
