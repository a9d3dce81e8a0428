"""(round 36, mend36) Review36's proven wrong groundings in the rules round 36 added, each bounded
to the shape its rule was written for, in made-up runs.

- `midnight-step` over hours (`hour_steps.py`): the base is the day of the step's own clock (a
  result's timestamp at that clock, or a known date written right before it), not any day the run
  knows: a run carrying the start (the 17th, 07:00) and a dispatch day (the 18th) no longer excuses
  `07:00 + 24 h = 19 Dec`.
- A size written before its noun (`keyed_operands.py`): where one text gives the noun two sizes
  (`Flour is sold in 40 kg bags; bran is sold in 20 kg bags`) the noun alone keys neither; each is
  keyed by the noun and its clause's subject, so `315 bags of flour are 6,300 kg` (bran's) is flagged.
- `asked-shift` from the settled clock (`asked_shifts.settled_clock`): the last clock an earlier
  answer wrote on the line of the record the question names (`Line 2 runs 90 minutes longer`);
  with two records' clocks and none named, refused.
- `date-shift` by a span in another language (`computed/basis.py`): in its direction, the sign
  written right before it (`- 12 kun`) or its words' (`sonra`, after); `+ 12 kun` (and the English
  `+ 12 days`, a hole the base had) to a date twelve days back is flagged; a range's dash is no minus.
"""

from __future__ import annotations

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, flagged, history, judged

# --- D1: a clock plus hours over midnight, from the clock's own day ------------------------------------

DYES = "You are the assistant of a dye works."
DYE_RUN = {"batch": "K-4", "start": "2027-01-11 06:30", "baths": 3, "hours_each": 8, "dispatch": "2027-01-12"}


def dyes(answer: str, record: dict = DYE_RUN) -> set[str]:
    return flagged(check_answer(answer, history(record, system=DYES, user="When is batch K-4 done?"), DEFAULT))


def test_hours_over_midnight_step_from_the_clocks_own_day() -> None:
    assert dyes("Batch K-4 starts 11 Jan 06:30. Three baths of 8 h: 06:30 + 24 h = 12 Jan 06:30.") == set()
    # the date written right before the clock is its day
    assert dyes("Three baths of 8 h: 11 Jan 06:30 + 24 h = 12 Jan 06:30.") == set()


def test_hours_over_midnight_from_another_known_day_stays_flagged() -> None:
    # the dispatch day (the 12th) is known, but it is not the day of 06:30: one day off
    assert dyes("Batch K-4 starts 11 Jan 06:30. Three baths of 8 h: 06:30 + 24 h = 13 Jan 06:30.") == {"13 Jan"}
    assert dyes("Batch K-4 starts 11 Jan 06:30. Three baths of 8 h: 06:30 + 48 h = 14 Jan 06:30.") == {"14 Jan"}
    # a base known only as a date with no clock (no timestamp at 06:30 on it)
    bare = {"batch": "K-4", "baths": 3, "hours_each": 8, "dispatch": "2027-01-12"}
    assert "13 Jan" in dyes("Three baths of 8 h: 06:30 + 24 h = 13 Jan 06:30.", bare)


# --- D3: a size keyed by its noun, and by its clause's subject where the noun has two sizes ------------

MILL = "You are the assistant of a flour mill. Flour is sold in 40 kg bags; bran is sold in 20 kg bags."
MILL_ONE = "You are the assistant of a flour mill. Flour is sold in 40 kg bags."


def mill(answer: str, system: str = MILL, item: str = "flour") -> set[str]:
    record = {"order": "F-22", "item": item, "bags": 315}
    return flagged(check_answer(answer, history(record, system=system, user="How many kg is order F-22?"), DEFAULT))


def test_a_size_of_the_named_product_keys_it() -> None:
    assert mill("Order F-22: 315 bags of flour are 12,600 kg.") == set()
    assert mill("Order F-22: 315 bags of bran are 6,300 kg.", item="bran") == set()
    assert mill("Order F-22: 315 bags are 12,600 kg.", MILL_ONE) == set()  # one size: the noun alone keys it


def test_another_products_size_stays_flagged() -> None:
    assert mill("Order F-22: 315 bags of flour are 6,300 kg.") == {"6300"}  # bran's 20 kg
    assert mill("Order F-22: 315 bags are 6,300 kg.") == {"6300"}  # two sizes, neither named
    assert mill("Order F-22: 315 bags of flour are 12,700 kg.") == {"12700"}


# --- D4: the settled clock of the record the question names --------------------------------------------

def _lines_run(question: str) -> list[dict]:
    return [{"role": "system", "content": "You are the planner of a bottling plant."},
            {"role": "user", "content": "When do the lines stop?"},
            {"role": "tool", "content": '{"lines": [{"line": 1, "start": "05:30", "hours": 9}, {"line": 2, "start": "14:30", "hours": 9}]}'},
            {"role": "assistant", "content": "Line 1: 05:30 + 9 h = 14:30. Line 2: 14:30 + 9 h = 23:30."},
            {"role": "user", "content": question}]


def _judged(answer: str, question: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, _lines_run(question))


def test_the_named_records_settled_clock_moves() -> None:
    flags, computed = _judged("Line 2 then stops at 01:00.", "Line 2 runs 90 minutes longer. When does it stop?")
    assert not flags and computed.get("01:00") == "asked-shift", (flags, computed)


def test_another_records_settled_clock_stays_flagged() -> None:
    # line 2's 23:30 + 90 min for line 1 (whose end is 14:30)
    assert "01:00" in _judged("Line 1 then stops at 01:00.", "Line 1 runs 90 minutes longer. When does it stop?")[0]
    # two records' clocks and the question names none: whose clock moves is not said
    assert "01:00" in _judged("They stop at 01:00.", "Both run 90 minutes longer. When do they stop?")[0]


# --- D6: a span of days in another language, in its direction -------------------------------------------

def _cocoons(answer: str) -> set[str]:
    record = {"lot": "P-9", "hatched": "2027-04-20", "trays": 14}
    return flagged(check_answer(answer, history(record, system="You are a sericulture farm's assistant.",
                                                user="Pillalar qachon o'raladi?"), DEFAULT))


def test_a_span_in_another_language_in_its_direction() -> None:
    assert _cocoons("P-9: 2027-04-20 + 12 kun = 2027-05-02.") == set()
    assert _cocoons("P-9: 2027-04-20 - 12 kun = 2027-04-08.") == set()
    assert _cocoons("P-9: 2027-04-20 tarihinden 12 gün sonra: 2027-05-02.") == set()


def test_a_span_in_another_language_the_wrong_way_stays_flagged() -> None:
    assert _cocoons("P-9: 2027-04-20 + 12 kun = 2027-04-08.") == {"2027-04-08"}
    assert _cocoons("P-9: 2027-04-20 tarihinden 12 gün sonra: 2027-04-08.") == {"2027-04-08"}
    assert _cocoons("P-9: 2027-04-20 + 12 days = 2027-04-08.") == {"2027-04-08"}  # the English span too


def test_a_range_of_days_is_no_minus() -> None:
    assert _cocoons("P-9 hatched 2027-04-20; spinning in 10-12 days, by 2027-05-02.") == set()
    assert _cocoons("P-9: 2027-04-20 - 12 days = 2027-04-08.") == set()
