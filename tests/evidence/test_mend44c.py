"""mend44c: review44's D3, D4 and D8 as tests (made-up runs of test_adire44, test_terse44 and
test_shares44): each probe stays flagged, the honest case of the rule's own test still passes.

D3: a date across midnight from a step the answer worked out, based on the stated today where a result
carries the base clock on another day (`"departs": "2027-05-13T22:35"`): the date is that day's.
D4: whole days of hours on the date's line (`96 hours → out 15:30 on 15 May`) only a count the rules
state (`brined 48 hours`) or a result carries.
D8: a stated share tried as r or 1 - r by its clause's verb (`yields 18%`: r; `loses 4%`: 1 - r)."""

from __future__ import annotations

from evidence_audit.evidence.stated_shares import share_sides
from evidence_audit.evidence.yield_backs import StatedYields

from ._helpers import history, judged
from .test_adire44 import CELLAR, COACH, NIGHT_BUS, WHEEL
from .test_shares44 import MILL, ORDER
from .test_terse44 import RULES, YIELDED

_MID = "<think>\n22:35 + 170 min = 01:25 next day.\n</think>\n\n- Arrives **01:25** on {}"


def test_d3_the_stated_today_is_no_base_where_a_result_carries_the_clock_on_another_day() -> None:
    later = history(dict(COACH, departs="2027-05-13T22:35"), system=NIGHT_BUS, user="When does it arrive?")
    flags, _ = judged(_MID.format("12 May"), later)  # today + 1: the departure is the 13th
    assert "12 May" in flags
    flags, comp = judged(_MID.format("14 May"), later)  # the carried departure's day + 1
    assert "14 May" not in flags and comp.get("14 May") == "midnight-step"
    flags, comp = judged(_MID.format("12 May"), history(COACH, system=NIGHT_BUS, user="When does it arrive?"))
    assert "12 May" not in flags and comp.get("12 May") == "midnight-step"  # departs today: the honest case


def _brine(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(WHEEL, system=CELLAR, user="Is W-7 out of the brine?"))


def test_d4_whole_days_of_hours_only_a_count_the_rules_state() -> None:
    head = "**W-7** (brined from 11 May, 15:30):\n\n"
    flags, _ = _brine(head + "- 96 hours → out **15:30 on 15 May**")  # 96 h nobody stated
    assert "15 May" in flags
    flags, _ = _brine(head + "- 24 hours → out **15:30 on 12 May**")  # 24 h, not the rules' 48
    assert "12 May" in flags
    flags, comp = _brine(head + "- 48 hours → out **15:30 on 13 May**")  # the rules' 48 hours
    assert "13 May" not in flags and comp.get("13 May") == "midnight-step"


def test_d4_whole_days_of_hours_a_result_carries() -> None:
    carried = dict(WHEEL, brined_from="2027-05-10T15:30", brine_hours=72)
    flags, comp = judged("**W-7** (brined from 10 May, 15:30):\n\n- 72 hours → out **15:30 on 13 May**",
                         history(carried, system=CELLAR.replace(" Rules: a wheel is brined 48 hours.", ""),
                                 user="Is W-7 out of the brine?"))
    assert "13 May" not in flags and comp.get("13 May") == "midnight-step"
    flags, _ = judged("**W-7** (brined from 10 May, 15:30):\n\n- 72 hours → out **15:30 on 13 May**",
                      history(dict(carried, brine_hours=48), system=CELLAR.replace(" Rules: a wheel is brined 48 hours.", ""),
                              user="Is W-7 out of the brine?"))
    assert "13 May" in flags  # 72 hours neither stated nor carried


def test_d8_share_sides_follow_the_verb() -> None:
    assert share_sides("Pressing yields 18% of the olive weight as oil") == (True, False)
    assert share_sides("Bottling loses 4% of the oil") == (False, True)
    assert share_sides("a 2% loss in the cans") == (False, True)
    assert share_sides("18% of the olive weight") == (True, True)


def _mill(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(ORDER, system=MILL, user="olives for it?"))


def test_d8_stated_share_the_kept_side_only() -> None:
    flags, _ = _mill("Oil: 120 kg; olives 146.34 kg")  # 120 / (1 - 0.18): pressing yields 18%, keeps no 82%
    assert "146.34" in flags
    flags, comp = _mill("Oil: 120.0 kg; olives 666.67 kg")  # 120 / 0.18
    assert "666.67" not in flags and comp.get("666.67") == "stated-share"
    flags, comp = _mill("Bottled: 125 kg; oil 130.21 kg")  # 125 / (1 - 0.04): bottling loses 4%
    assert "130.21" not in flags and comp.get("130.21") == "stated-share"


def test_d8_yield_back_the_kept_side_only() -> None:
    for wrong in ("35.55 kg.", "204.55 kg."):  # 45 x 0.79, 45 / 0.22: the sides `leaves 78%`, `leaves 21%` do not keep
        flags, _ = judged(wrong, YIELDED)
        assert wrong.split()[0] in flags
    flags, how = judged("274.73 kg.", YIELDED)  # 45 / (0.78 x 0.21)
    assert not flags and how["274.73"] == "yield-back"
    stated = StatedYields()
    stated.add_system_text(RULES)
    kept = {float(f) for f, _ in stated._yields}
    assert {0.78, 0.21} <= kept and not {0.22, 0.79} & kept
