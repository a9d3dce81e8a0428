"""(mend46a) Round 45's reviews' recall probes on rules that exist, each flagged again and its honest
case still passing:

1. English `date-span` took another record's date as its base (`SH-89 ships on 19 August; 10 days
   -> 29 August 2027`, 19 August being SH-88's): the base test `chain_step` uses (`line_record_base`).
2. `end-time` (and any clock rule) stepped a clock by a duration in digits nobody stated (`22:40 + 90
   min = 00:10` where the run states 135 min): `basis.run_states_duration`, `_durations_stated`.
3. A wrong short operand of a written expression (`1,800 × 6.5 = 11,700` over a carried 6.4,
   `Imifuka 151 × 70 RWF` over 150) never judged: `operand_slips.py`.
4. A point-group amount under 10,000 (`9.870 Frw`, `1.050 Frw`) read tentatively as a decimal: a text
   a currency's sign marks as writing thousands with points is judged (`decimal_comma.point_signed`).
5. `earlier-rest` took a piece of a date (`2027-09-30`'s 9) as a number the run writes:
   `basis.gives_quantity`.
"""

from __future__ import annotations

import json
from typing import Any

from evidence_audit.evidence.decimal_comma import point_signed
from evidence_audit.evidence.operand_slips import operand_slips
from evidence_audit.evidence.unverified import numbers_of

from ._helpers import history, judged

SHIPS = [{"shipment": "SH-88", "departs": "2027-08-19T05:30"}, {"shipment": "SH-89", "departs": "2027-08-21T05:30"}]


def test_1_date_span_takes_a_base_of_the_record_its_line_names() -> None:
    hist = history(SHIPS, system="invoices are paid within 10 days")
    flags, how = judged("SH-89 ships on 19 August; 10 days -> **29 August 2027**.", hist)
    assert "29 August 2027" in flags
    flags, how = judged("SH-89 ships on 21 August; 10 days -> **31 August 2027**.", hist)
    assert not flags and how["31 August 2027"] == "date-span"
    flags, how = judged("SH-88 ships on 19 August; 10 days -> **29 August 2027**.", hist)
    assert not flags and how["29 August 2027"] == "date-span"
    flags, how = judged("SH-89 ships on 21 August; 10 days -> **30 August 2027**.", hist)
    assert "30 August 2027" in flags


FERRY = "You are a ferry desk. Today is 2027-07-10 (Saturday), 09:00."


def ferry(answer: str, record: dict[str, Any] | None = None) -> tuple[set[str], dict[str, str]]:
    rec = record or {"sailing": "F-12", "departs": "2027-07-13T22:40", "crossing_min": 135}
    return judged(answer, history(rec, system=FERRY, user="When does it arrive?"))


def test_2_a_clock_step_by_a_duration_nobody_stated_is_flagged() -> None:
    flags, _ = ferry("Departs 22:40; 22:40 + 90 min = 00:10. Arrives **00:10 on 14 July 2027**.")
    assert "00:10" in flags
    flags, _ = ferry("Departs 22:40; 22:40 + 3 h = 01:40. Arrives **01:40**.")
    assert "01:40" in flags
    flags, _ = ferry("Departs 22:40, arrives 90 min later at **00:10**.")
    assert "00:10" in flags


def test_2_a_duration_the_run_states_still_steps() -> None:
    flags, how = ferry("Departs 22:40; 22:40 + 135 min = 00:55. Arrives **00:55 on 14 July 2027**.")
    assert not flags and how["00:55"] == "end-time"
    flags, how = ferry("Departs 22:40; 22:40 + 2 h 15 min = 00:55.")  # the run's 135 minutes in hours and minutes
    assert not flags and "00:55" in how
    flags, _ = ferry("Departs 22:40; 22:40 + 135 min = 00:56.")  # a slip stays flagged
    assert "00:56" in flags
    # a run stating no duration at all: the answer's own, as before (a ferry's crossing it knows)
    flags, how = ferry("Departs 22:40; 22:40 + 90 min = 00:10.", {"sailing": "F-12", "departs": "2027-07-13T22:40"})
    assert not flags and "00:10" in how
    # the answer's own arithmetic's result (`9 loads × 15 min = 135 min`) where the run states 15 min
    flags, how = ferry("- 9 loads × 10 min = 90 min\n- Departs 22:40; 22:40 + 90 min = **00:10**.",
                       {"sailing": "F-12", "departs": "2027-07-13T22:40", "load_min": 10, "crossing_min": 135})
    assert not flags and "00:10" in how
    # a person stating it
    hist = history({"sailing": "F-12", "departs": "2027-07-13T22:40"}, system=FERRY, user="It takes 90 min. When does it arrive?")
    flags, how = judged("Departs 22:40; 22:40 + 90 min = 00:10.", hist)
    assert not flags and "00:10" in how


def mill(answer: str) -> tuple[set[str], dict[str, str]]:
    result = {"lot": "NS-1008", "bags": 36, "kg_per_bag": 50, "price_per_kg": 6.4}
    hist = [{"role": "system", "content": "You are a mill's assistant. Today is 2026-05-12."},
            {"role": "user", "content": "NS-1008?"}, {"role": "tool", "content": json.dumps(result)}]
    return judged(answer, hist)


def test_3_a_short_operand_one_slip_from_a_carried_number_is_judged() -> None:
    flags, _ = mill("- 36 × 50 = **1,800 kg**\n- 1,800 × 6.5 = 11,700")
    assert "6.5" in flags
    flags, _ = mill("- 36 × 50 = **kg 1,800**\n- kg 1,800 × sgor 6.5 = sgor 11,700")
    assert "6.5" in flags
    flags, how = mill("- 36 × 50 = **1,800 kg**\n- 1,800 × 6.4 = 11,520")
    assert not flags and how["11520"] == "written"


def test_3_a_wrong_operand_after_a_label_in_another_language() -> None:
    hist = history({"day": "2027-08-16", "bags": 150}, system="You are the desk of a maize mill in Huye. Rules: porters are paid 70 RWF a bag carried.",
                   user="Abikorezi bahembwa angahe?")
    flags, _ = judged("Imifuka 151 × 70 RWF = 10,570 RWF", hist)
    assert "151" in flags
    flags, _ = judged("Imifuka 150 × 70 RWF = 10,500 RWF", hist)
    assert not flags


def test_3_operand_slips_refusals() -> None:
    carried = {"6.4", "150", "1800"}

    def slips(text: str) -> frozenset[str]:
        return operand_slips(text, numbers_of(text), carried, frozenset(), 4)

    assert slips("1,800 × 6.5 = 11,700") == {"6.5"}
    assert slips("1,800 × 6.5") == frozenset()  # no result written: no expression
    assert slips("1,800 × 6.4 × 6.5 = 74,880") == frozenset()  # the carried 6.4 written: two quantities
    assert slips("3 × 2.15 = 6.5; 1,800 × 6.5 = 11,700") == frozenset()  # its own result
    assert slips("1,800 × 16 = 28,800") == frozenset()  # a two-digit whole number: a count or a constant
    assert slips("Price 6.5 per kg = fair") == frozenset()  # no operator beside it
    assert slips("151 × 70 = 10,570") == {"151"}
    assert operand_slips("1,800 × 6.5 = 11,700", numbers_of("1,800 × 6.5 = 11,700"), carried, frozenset(), 4,
                         frozenset({"6.5"})) == frozenset()  # an earlier answer wrote it: carried on from there
    made = "300 ÷ 12.5 = 24, 250 ÷ 12.5 = 20; 550 ÷ 0.88 = 625"  # 300 + 250: computed, not written as a result
    assert operand_slips(made, numbers_of(made), {"540"}, frozenset(), 4) == frozenset()
    bold = "**Maximum total:** London 560 (hotel 300, car 100) + Paris 3,360 = 3,920"  # markdown's `**` is no operator
    assert operand_slips(bold, numbers_of(bold), {"540"}, frozenset(), 4) == frozenset()
    alone = "Then 550 ÷ 0.88 = 625"
    assert operand_slips(alone, numbers_of(alone), {"540"}, frozenset(), 4) == {"550"}


def test_3_an_operand_an_earlier_answer_or_the_rules_wrote_is_no_slip() -> None:
    for kwargs in ({"answers": ("Price 6.5 a kg.",)}, {"system": "Price: 6.5 per kg."}, {"user": "price is 6.5 per kg"}):
        hist = history({"lot": "A", "bags": 36, "kg_per_bag": 50, "moisture": 6.4}, **kwargs)  # type: ignore[arg-type]
        flags, _ = judged("- 36 × 50 = **1,800 kg**\n- 1,800 × 6.5 = 11,700", hist)
        assert not flags, kwargs


def test_4_point_groups_a_currency_sign_marks_as_thousands_are_judged() -> None:
    hist = history({"day": "2027-08-16", "bags": 150}, system="You are the desk of a maize mill in Huye. Rules: porters are paid 70 RWF a bag carried.",
                   user="Abikorezi bahembwa angahe?")
    flags, _ = judged("Imifuka 150 × 70 Frw = **1.050 Frw**", hist)
    assert "1.050" in flags
    flags, how = judged("Imifuka 150 × 70 Frw = **10.500 Frw**", hist)
    assert not flags and how["10500"] == "written"
    assert point_signed("Paid **9.870 Frw**")
    assert not point_signed("Paid 9.870 in all")
    assert not point_signed("on 19.08 at 9.870 m")


GRAIN = ("GRAIN PRICES\nContracts\n  K-7  Barley ..... 80.0 t @ $210.00/t  deliver by 2027-09-30\n"
         "Spot\n  Barley ..... $198.40/t\n  Oats ..... $61.30/t\n  Rye ..... 11.5 t min lot")


def grain(answer: str) -> tuple[set[str], dict[str, str]]:
    hist = history({"lot": "L-4", "crop": "barley", "dry_t": 112.47}, user="Dry tonnes on lot L-4?",
                   answers=("| | L-4 |\n|---|---|\n| Crop | barley |\n| Dry | 112.47 t |",))
    hist.append({"role": "tool", "content": GRAIN})
    return judged(answer, hist)


def test_5_earlier_rest_takes_no_piece_of_a_date_as_a_threshold() -> None:
    flags, _ = grain("After 9 t of shrink: 103.47 t.")  # 9 only as 2027-09-30's month
    assert "103.47" in flags
    for answer in ("K-7 takes 81 t; remaining 31.47 t.", "Minus 0.5 t dust: 111.97 t", "Keep 12 t back; sell 100.47 t."):
        flags, _ = grain(answer)
        assert flags, answer
    flags, how = grain("K-7 80.0 t; remaining 32.47 t")
    assert not flags and how["32.47"] == "earlier-rest"
    flags, _ = grain("K-7 80.0 t; remaining 32.48 t")
    assert "32.48" in flags
