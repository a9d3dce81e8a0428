"""Round 40's integrator: where the merged rules met (made-up runs; each case could fail).

- a span the rules write as a threshold (`10 days or more`) is no step of a date;
- a table row's yearless date is stepped from its record's dates by the spans the answer, the question
  or the rules state, not by a count of days a result carries for another record (`test_boat40.py`);
- a minute count in words right after a count and a word is no duration alone (`test_bell40.py`).
"""

from __future__ import annotations

from evidence_audit.evidence.computed.basis import stated_policy_spans

from ._helpers import history, judged

SHOP = ("You are the assistant of a boat shed. Today is 2027-03-10 (Wednesday).\n"
        "Rules:\n- A stay of 10 days or more has 15% off the slipway charge.\n"
        "- A hull is ready 14 days after it is hauled.\n")
HAULS = "boat,hauled\nMoon Lily,2027-03-18\nSea Rose,2027-03-20"


def test_a_threshold_span_is_no_step() -> None:
    sizes = [span.size for span in stated_policy_spans(SHOP)]
    assert 14 in sizes and 10 not in sizes


def test_a_span_written_once_as_a_step_and_once_as_a_threshold_stays_a_step() -> None:
    text = "- Boats leave 10 days after launch.\n- A stay of 10 days or more has 15% off.\n"
    assert 10 in [span.size for span in stated_policy_spans(text)]


def test_a_row_date_stepped_by_the_stated_step_passes_and_the_threshold_does_not_step() -> None:
    table = "| Boat | Hauled | Ready |\n|---|---|---|\n| Moon Lily | 18 Mar | {} |"
    run = history(HAULS, system=SHOP, user="When are the hulls ready?")
    flags, computed = judged(table.format("1 Apr"), run)
    assert "1 Apr" not in flags and computed.get("1 Apr") == "date-step", (flags, computed)
    flags, _ = judged(table.format("28 Mar"), run)  # 18 March + the threshold's 10 days
    assert "28 Mar" in flags
