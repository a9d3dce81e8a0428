"""(mend44a) review44's probes D1, D9 and D5 as tests: each probe stays flagged, the honest case of
the rule's own tests (test_adire44, test_terse44) still passes.

- D1 `stated_doses` container price (`in coils of 50 metres` at `1,800 XOF a metre`): a typed count
  of coils takes the price only as its line's written quantity over the size rounded up (180 m:
  4 coils), not a count off it nor a count alone (`_Dose.whole`, `_count_fits(strict=True)`).
- D9 `stated_doses` terse price: a quantity at or past a stated discount's threshold (`Orders of 300
  kg or more have 6% off`) takes no plain product (`StatedDoses._past_discount`).
- D5 `schedule_steps.header_durations`: a bare count under `Minutes` sets the end clock only when
  carried, computed, or the rules' durations applied to a whole count of the row (3 shelves: 3 x 45
  + 2 x 10 = 155), not any typed count (165, or the shelves' 3).
"""

from __future__ import annotations

from ._helpers import history, judged
from .test_adire44 import FIRINGS, KILN, ORDER_COILS, ROPERY, TABLE
from .test_terse44 import run


# D1: container counts
def test_d1_a_container_count_off_its_line_quantity_or_alone_stays_flagged() -> None:
    hist = history(ORDER_COILS, system=ROPERY, user="Cost?")
    for answer, value in (("180 m → **5 coils**, 450,000 XOF", "450000"),
                          ("180 m → 3.6 coils → **3 coils**, 270,000 XOF", "270000"),
                          ("You need **6 coils**, 540,000 XOF", "540000"),
                          ("**7 coils**: 630,000 XOF", "630000")):
        flags, _ = judged(answer, hist)
        assert value in flags, answer


def test_d1_the_stated_rounding_of_the_line_quantity_passes() -> None:
    flags, comp = judged("180 m → 3.6 coils → **4 coils**, 360,000 XOF", history(ORDER_COILS, system=ROPERY, user="Cost?"))
    assert "360000" not in flags and comp.get("360000") == "stated-dose"


# D9: a terse price past a stated discount's threshold
def test_d9_a_terse_price_ignoring_a_stated_discount_stays_flagged() -> None:
    flags, _ = judged("6,600 EUR.", run("600 kg standard for a deli, cases?", "100 cases.", "price?"))
    assert "6600" in flags


def test_d9_a_terse_price_under_the_threshold_passes() -> None:
    flags, comp = judged("495 EUR, no discount under 300 kg.", run("45 kg standard for a deli, cases?", "8 cases.", "price?"))
    assert "495" not in flags and comp.get("495") == "stated-dose"


def test_d9_discount_thresholds_read() -> None:
    from evidence_audit.evidence.stated_doses import _discount_thresholds

    found = _discount_thresholds("- Orders of 300 kg or more have 6% off; VAT 10% on top.\n- Paid within 20 days.")
    assert [(str(n), u) for n, u in found] == [("300", "kg")]
    assert _discount_thresholds("- Orders of 300 kg or more ship free.") == []


# D5: a bare count under a header of time must be carried, computed or the rules' length of the row
def test_d5_a_typed_count_under_minutes_sets_no_end_clock() -> None:
    hist = history(FIRINGS, system=KILN, user="When did they end?")
    for old, new, end in (("| 155 |", "| 165 |", "09:35"), ("| 155 |", "| 3 |", "06:53")):
        flags, _ = judged(TABLE.format("09:25", "13:05").replace(old, new).replace("09:25", end), hist)
        assert end in flags, new


def test_d5_the_rules_length_of_the_row_count_passes() -> None:
    flags, comp = judged(TABLE.format("09:25", "13:05"), history(FIRINGS, system=KILN, user="When did they end?"))
    assert "09:25" not in flags and "13:05" not in flags and comp.get("09:25") == "schedule-step"


def test_d5_rules_length() -> None:
    from evidence_audit.evidence.schedule_steps import _rules_length

    assert _rules_length("155", ["K-31", "06:50", "3", "09:25"], [45, 10])
    assert _rules_length("90", ["2"], [45, 10])
    assert not _rules_length("165", ["3"], [45, 10])
    assert not _rules_length("3", ["3"], [45, 10])


def test_d1_heldout42_shapes_pass() -> None:
    # heldout42's adire-08 and cashew-08 shapes: a fraction of containers rounded up, a quantity before the count
    bolts = ("You are the desk of a dye works. Rules (amounts in NGN):\n"
             "- Plain cotton costs 2,400 NGN a yard, in bolts of 30 yards.\n")
    flags, comp = judged("1. Yards: 42 × 2 = 84 → 2.8 bolts → **3 bolts**, 216,000 NGN",
                         history({"order": "A-7", "yards": 84}, system=bolts, user="Cloth?"))
    assert "216000" not in flags and comp.get("216000") == "stated-dose", (flags, comp)
    bags = ("You are the desk of a cashew works. Rules (amounts in INR):\n"
            "- Raw nuts cost 118 INR a kg, in 80 kg bags.\n")
    flags, comp = judged("4. Raw nuts: 1,201.92 kg → **16 bags** of 80 kg, 151,040 INR",
                         history({"order": "C-9", "kernels_kg": 250}, system=bags, user="Nuts?"))
    assert "151040" not in flags and comp.get("151040") == "stated-dose", (flags, comp)
    flags, _ = judged("4. Raw nuts: 1,201.92 kg → **17 bags** of 80 kg, 160,480 INR",
                      history({"order": "C-9", "kernels_kg": 250}, system=bags, user="Nuts?"))
    assert "160480" in flags
