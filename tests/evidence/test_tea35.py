"""Round 35 (tea35): what refused a tea estate's arithmetic (heldout33's tea corpus, Sinhala, Tamil
and English), fixed in the general rule. Told in a rubber smallholders' collection centre's invented
runs, each with its refusal:

- `written`: a note in parentheses between a quantity and its operator (`84 கிலோ (DRC 34%) × ரூ.
  410 = ரூ. 34,440.00`, `96 kg (29%, below 30%) × Rs. 380`), numbers in it but no operator, is no
  operand and no stop: the equation is read past it (`expressions._Parser._note`); a wrong result, a
  wrong rate, a note that holds an operator stay flagged.
"""

from __future__ import annotations

from typing import Any

import pytest

from ._helpers import history, judged

CENTRE = ("You are the assistant of the Kalawana rubber collection centre. Today is 2026-11-20.\n"
          "- Latex: Rs. 410 a kg at 30% dry rubber or more, Rs. 380 a kg below; transport Rs. 4 a kg.\n")

DELIVERIES = {"supplier_no": "R-207", "month": "2026-11", "deliveries": [
    {"date": "2026-11-03", "kg": 84, "drc_pct": 34}, {"date": "2026-11-10", "kg": 96, "drc_pct": 29},
    {"date": "2026-11-17", "kg": 77, "drc_pct": 31}]}


def _run() -> list[dict[str, Any]]:
    return history(DELIVERIES, system=CENTRE, user="R-207: இந்த மாதம் எவ்வளவு?")


# --- a note in parentheses between a quantity and its operator ---------------------------------------
@pytest.mark.parametrize(("line", "value"), [
    ("- நவம்பர் 3: 84 கிலோ (34%) × ரூ. 410 = ரூ. 34,440.00", "34440"),
    ("- நவம்பர் 10: 96 கிலோ (29%, 30%க்குக் குறைவு) × ரூ. 380 = ரூ. 36,480.00", "36480"),
    ("- Nov 10: 96 kg (29%, below 30%) × Rs. 380 = Rs. 36,480.00", "36480"),
    ("- Nov 17: 77 kg (DRC 31%) × Rs. 410 = **Rs. 31,570.00**", "31570"),
])
def test_a_note_in_parentheses_is_read_past(line: str, value: str) -> None:
    flags, computed = judged(line, _run())
    assert value not in flags and computed.get(value) == "written", (flags, computed)


def test_the_lines_and_their_total_and_net() -> None:
    answer = ("- நவம்பர் 3: 84 கிலோ (34%) × ரூ. 410 = ரூ. 34,440.00\n"
              "- நவம்பர் 10: 96 கிலோ (29%) × ரூ. 380 = ரூ. 36,480.00\n"
              "- நவம்பர் 17: 77 கிலோ (31%) × ரூ. 410 = ரூ. 31,570.00\n\n"
              "மொத்தம்: ரூ. 102,490.00\n"
              "போக்குவரத்து: 257 கிலோ × ரூ. 4 = ரூ. 1,028.00\n"
              "**நிகரம்: ரூ. 101,462.00**")
    flags, computed = judged(answer, _run())
    assert not flags, (flags, computed)
    assert {"34440", "36480", "31570", "102490", "1028", "101462"} <= set(computed), computed


@pytest.mark.parametrize(("line", "value"), [
    ("- நவம்பர் 3: 84 கிலோ (34%) × ரூ. 410 = ரூ. 34,640.00", "34640"),  # a digit off
    ("- Nov 10: 96 kg (29%, below 30%) × Rs. 380 = Rs. 39,360.00", "39360"),  # 96 × 410, not the rate written
    ("- Nov 17: 77 kg (31 + 2) × Rs. 410 = Rs. 31,570.00", "31570"),  # a note with an operator is no note
    ("- Nov 17: 77 kg (2 × 31%) × Rs. 410 = Rs. 31,570.00", "31570"),
])
def test_a_wrong_result_past_a_note_stays_flagged(line: str, value: str) -> None:
    flags, _ = judged(line, _run())
    assert value in flags, flags
