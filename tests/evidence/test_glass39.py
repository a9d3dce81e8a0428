"""(round 39, glass39) heldout37's glass corpus: a clock's step shown in its row or its list's
lead-in, a rule's factor written in words, a Latin case ending cut by the tokenizer, a glued sum,
in made-up runs of a cheese cellar and a bakery.

- `stated-shift` / `midnight-step` (`shown_lengths.py`, read by `hour_steps.written_lengths`): the
  count of a rule's hours set out in its own column of the row (`| Hours |` over `| 12 |`, then the
  clock it reaches), or written once in the lead-in line of the list (`Her ders 1,5 saat sürer:`).
- `rate-step` (`rate_steps._FACTOR`): a factor the rules write `divided by 0.95`.
- `prefix_hyphens`: `S-41-də` (a case ending with a letter beyond ASCII) is the id `S-41`.
- `extract._GLUED_SUM`: `3.5+4+6.5+8` of terms under the digit minimum is prose.
"""

from __future__ import annotations

import json

from ._helpers import judged

SYSTEM = (
    "You are the assistant of a cheese cellar and bakery. Today is 2027-04-05 (Monday), 08:00.\n"
    "Rules:\n"
    "- Brining: wheels under 2 kg 12 hours, 2 to 5 kg 18 hours, over 5 kg 40 hours.\n"
    "- Tastings last 1.5 hours, 25 EUR a person.\n"
    "- The dough to mix is the loaves' weight divided by 0.95.\n"
    "- Cellar hands are paid 16 EUR an hour.\n"
)


def _run(result: object, question: str) -> list[dict]:
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": question},
            {"role": "tool", "content": result if isinstance(result, str) else json.dumps(result)}]


BRINE = "wheel,kind,weight_kg,into_brine\nW-0404-1,tomme,1.4,2027-04-04 17:20\nW-0404-2,gouda,6.2,2027-04-04 21:35\n"
HEAD = "| Wheel | kg | In | Hours | Out |\n|---|---|---|---|---|\n"


def brine(rows: str) -> tuple[set[str], dict[str, str]]:
    return judged(HEAD + rows, _run(BRINE, "When do the wheels come out of the brine?"))


def test_a_count_of_hours_in_its_own_column_moves_the_clock_before_it() -> None:
    flags, how = brine("| W-0404-1 | 1.4 | 4 Apr 17:20 | 12 | 5 Apr 05:20 |\n"
                       "| W-0404-2 | 6.2 | 4 Apr 21:35 | 40 | 6 Apr 13:35 |\n")
    assert flags == set()
    assert how["05:20"] == how["13:35"] == "stated-shift" and how["6 Apr"] == "midnight-step"


def test_a_wrong_clock_or_day_after_the_column_stays_flagged() -> None:
    assert brine("| W-0404-1 | 1.4 | 4 Apr 17:20 | 12 | 5 Apr 05:50 |\n")[0] == {"05:50"}
    assert brine("| W-0404-2 | 6.2 | 4 Apr 21:35 | 40 | 7 Apr 13:35 |\n")[0] == {"7 Apr"}
    # a count the rules never state (13 hours): no step, the clock stays flagged
    assert "06:20" in brine("| W-0404-1 | 1.4 | 4 Apr 17:20 | 13 | 5 Apr 06:20 |\n")[0]


def test_a_number_under_a_header_of_no_time_is_no_count_of_hours() -> None:
    answer = ("| Wheel | In | Batch | Out |\n|---|---|---|---|\n"
              "| W-0404-2 | 4 Apr 21:35 | 40 | 6 Apr 13:35 |\n")
    flags, _ = judged(answer, _run(BRINE, "When do the wheels come out of the brine?"))
    assert "6 Apr" in flags


TASTINGS = "tasting,date,start,people\nT-1,2027-04-09,10:00,4\nT-2,2027-04-09,14:30,3\n"


def tastings(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, _run(TASTINGS, "Ne zaman biter?"))


def test_a_duration_in_the_lead_in_line_in_another_language() -> None:
    flags, how = tastings("Her tadım 1,5 saat sürer:\n\n- T-1, 9 nisan 2027: 10:00–11:30 (4 kişi)\n"
                          "- T-2, 9 nisan 2027: 14:30–16:00 (3 kişi)\n")
    assert flags == set()
    assert how["11:30"] == "stated-shift"


def test_a_wrong_end_under_a_lead_in_stays_flagged() -> None:
    flags, _ = tastings("Her tadım 1,5 saat sürer:\n\n- T-1, 9 nisan 2027: 10:00–11:40 (4 kişi)\n")
    assert flags == {"11:40"}


MIX = {"order": "B-77", "loaves": 72, "loaves_kg": 61.2}


def test_a_factor_the_rules_write_divided_by() -> None:
    flags, how = judged("- Loaves: 72 × 0.85 = 61.2 kg; dough to mix **64.42 kg**",
                        _run(MIX, "How much dough for B-77?"))
    assert flags == set() and how["64.42"] == "rate-step"


def test_a_wrong_digit_after_a_factor_divided_by_stays_flagged() -> None:
    flags, _ = judged("- Loaves: 72 × 0.85 = 61.2 kg; dough to mix **64.52 kg**",
                      _run(MIX, "How much dough for B-77?"))
    assert flags == {"64.52"}


SEATS = "tasting,seats,booked\nS-41,6,4\nS-42,6,5\n"


def test_a_latin_case_ending_with_a_letter_beyond_ascii_is_the_ids() -> None:
    flags, _ = judged("S-41-də 6 − 4 = 2, S-42-də 6 − 5 = 1 yer qalıb.", _run(SEATS, "Neçə yer var?"))
    assert flags == set()


def test_an_id_no_result_carried_stays_flagged_with_its_ending() -> None:
    flags, _ = judged("S-47-də 6 − 4 = 2 yer qalıb.", _run(SEATS, "Neçə yer var?"))
    assert flags == {"s-47"}


HOURS = "hand,mon,tue,wed,thu\nLeyla,3.5,4,6.5,8\n"


def test_a_glued_sum_of_small_terms_is_prose() -> None:
    flags, _ = judged("Leyla: 3.5+4+6.5+8 = 22 h × 16 = 352 EUR.", _run(HOURS, "Leyla's pay?"))
    assert flags == set()


def test_a_glued_sum_with_a_term_of_its_own_stays_judged_whole() -> None:
    flags, _ = judged("Leyla: 3.5+4+6.5+8+1250 = 1272 h.", _run(HOURS, "Leyla's pay?"))
    assert "3.5+4+6.5+8+1250" in flags
