"""Round 33 (kiln33): a workshop's arithmetic where a general rule refused it. Told in a glass
blower's and a bread oven's words (the habits of heldout31's ceramics studio, not its kiln), each
with its refusal:

- a duration written in hours to two decimals (`9.47 h`, a rounded figure) is the nearest minute,
  so a clock after it (`lead-time`: the person's `19:30` plus the line's `9.47 h`) is computed; a
  clock one digit off it stays flagged (`durations._hours_in_minutes`)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from evidence_audit.evidence.durations import durations_in

from ._helpers import judged


def _asked(*turns: tuple[str, Any, str], system: str = "You are the studio's assistant.") -> list[dict[str, Any]]:
    """A run of questions, each with its tool result and the answer given (the last answer left out)."""
    out: list[dict[str, Any]] = [{"role": "system", "content": system}]
    for question, result, answer in turns:
        out.append({"role": "user", "content": question})
        if result is not None:
            out.append({"role": "tool", "content": result if isinstance(result, str) else json.dumps(result)})
        if answer:
            out.append({"role": "assistant", "content": answer})
    return out


# --- a duration in decimal hours, to the minute -------------------------------------------------------
@pytest.mark.parametrize(("written", "minutes"), [("9.47 h", 568), ("1.1 hours", 66), ("2.5 h", 150), ("0.75 hours", 45)])
def test_hours_written_with_decimals_read_to_the_minute(written: str, minutes: int) -> None:
    assert durations_in(written) == [(minutes, written)]


ANNEAL = "step,ramp_c_per_h,target_c,hold_min\n1,120,520,30\n2,45,380,0\n3,90,60,0\n"


def _oven(answer: str) -> tuple[set[str], dict[str, str]]:
    hist = _asked(("I'll start the annealer at 19:30 after the last gather. When is it done?", ANNEAL, ""))
    return judged(answer, hist)


def test_a_clock_after_decimal_hours_is_computed() -> None:
    # 19:30 + 9.47 h (568 min) = 04:58 the next morning
    flags, computed = _oven("Up to 520 °C, the soak, then down to 380 and to 60 °C: 9.47 h in all, so it is done at about **04:58**.")
    assert "04:58" not in flags and computed["04:58"] == "lead-time", (flags, computed)


@pytest.mark.parametrize("wrong", ["04:38", "05:58", "04:59"])
def test_a_clock_off_the_decimal_hours_stays_flagged(wrong: str) -> None:
    flags, _ = _oven(f"Up to 520 °C, the soak, then down to 380 and to 60 °C: 9.47 h in all, so it is done at about **{wrong}**.")
    assert wrong in flags
