"""Round 30's recall: an earlier answer's number restated with a slip (recall30).

A person asks again (`Remind me, how much paraffin?`, `Atorvastatin packs again?`) and the model
restates what an earlier answer worked out, tersely and with two digits swapped. Round 28 judged
a three-digit slip of an earlier answer's number restated alone on its line when the line shares
a word with the number's (`256 jars` for `265 jars`); a terse reply has no word but its unit. Now:

- the words of the person's question the answer replies to are the value's words too
  (`**109 g**.` asked `how much paraffin`, for the earlier `paraffin makes up the rest: 190 g`);
- a markdown table row's label names its record (`| A2 | **21.8** |` for the earlier table's
  `| A2 | 198.7 | 211.5 | 12.8 |`), and a number of the label does not count against the value
  being alone on its line (`| Atorvastatin 20 mg | **93** |`);
- a two-digit value restated alone is judged when it is the SWAP of an earlier answer's number
  (`Mita **61**.` for `16 m`, `8.5 ml` for `5.8 ml`): a swap only, never a digit replaced;
- the unit right after the value and right after the earlier number is a key they share
  (`**19.8 m³**.` for `= **19.3 m³**`).

And a count written as the floor of a quotient the answer has just said it rounds up
(`124 / 20 = 6.2, whole packs, round up.` then `**6 packs.**`) is refuted by its own words
(`rounded_up.py`), however short; and a number written after the answer's reasoning block that is
the swap of a result the block writes (`= 34. </think>` then `**43 cm**`) is judged
(`reasoned_swaps.py`).
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.near_misses import question_words, row_label_keys, swaps_of
from evidence_audit.evidence.reasoned_swaps import reasoned_swaps
from evidence_audit.evidence.rounded_up import refuted_roundings
from evidence_audit.evidence.unverified import numbers_of

from ._helpers import DEFAULT, REFERENCE, content, flagged


def run(result: Any, *turns: str, user: str = "hi") -> list[dict[str, Any]]:
    """A run: the system message, the user's message, one tool result, then answers and
    questions alternating (`turns`: answer, question, answer, question, ...)."""
    out: list[dict[str, Any]] = [
        {"role": "system", "content": "You are an agent."},
        {"role": "user", "content": user},
        {"role": "tool", "content": content(result)},
    ]
    for k, text in enumerate(turns):
        out.append({"role": "assistant" if k % 2 == 0 else "user", "content": text})
    return out


def check(answer: str, hist: list[dict[str, Any]], gate: Any = DEFAULT) -> set[str]:
    return flagged(check_answer(answer, hist, gate))


# --- the readings -------------------------------------------------------------------------------------

def test_swaps_of_takes_neighbouring_digits_across_the_point() -> None:
    assert swaps_of("61") == ["16"]
    assert swaps_of("8.5") == ["5.8"]
    assert swaps_of("190") == ["910", "109"]
    assert swaps_of("10") == []  # `01` has a digit fewer
    assert swaps_of("44") == []


def test_row_label_keys_are_the_first_cells_with_a_letter() -> None:
    assert row_label_keys("| Atorvastatin 20 mg | 41 | 39 |\n| **A2** | 12.8 |") == {"row:atorvastatin 20 mg", "row:a2"}
    assert row_label_keys("| 12 | 3 |\n|---|---|") == set()  # no letter: no label
    assert row_label_keys("A2 used 12.8 m3") == set()  # no table


def test_question_words_leave_out_the_asking() -> None:
    assert question_words("Remind me, how much paraffin in the 5% one?") == {"remind", "paraffin"}


# --- a terse reply attributed by the question ---------------------------------------------------------

PRICES = {"salicylic_acid_rsd_per_g": 12.6, "white_soft_paraffin_rsd_per_g": 1.85, "fee_rsd": 420.0}
OINTMENT = "5% of 200 g is **10 g of salicylic acid**; white soft paraffin makes up the rest: **190 g**."


def test_a_terse_reply_slipping_an_earlier_answer_s_number_is_flagged_by_its_question() -> None:
    hist = run(PRICES, OINTMENT, "Remind me, how much paraffin in the 5% one?")
    assert "109" in check("**109 g**.", hist)
    assert "109" not in check("**109 g**.", hist, REFERENCE)


def test_a_terse_reply_is_not_judged_when_the_question_names_another_thing() -> None:
    hist = run(PRICES, OINTMENT, "How many visitors came?")
    assert "109" not in check("**109** visitors.", hist)
    assert "109" in check("**109 g**.", hist)  # the unit it was worked out in names it (below)


def test_a_terse_reply_restating_right_is_not_flagged() -> None:
    hist = run(PRICES, OINTMENT, "Remind me, how much paraffin in the 5% one?")
    assert not check("**190 g**.", hist)


# --- a table row's label attributes a slip ------------------------------------------------------------

READINGS = {"A2": {"previous": 198.7, "present": 211.5}, "A3": {"previous": 305.2, "present": 327.9}}
USE = (
    "| flat | previous | present | m³ |\n|---|---|---|---|\n| A2 | 198.7 | 211.5 | 12.8 |\n"
    "| A3 | 305.2 | 327.9 | 22.7 |"
)


def test_a_slip_of_an_earlier_table_s_cell_in_its_row_is_flagged() -> None:
    hist = run(READINGS, USE, "What did that flat use?")
    assert "21.8" in check("| flat | m³ |\n|---|---|\n| A2 | **21.8** |", hist)
    assert not check("| flat | m³ |\n|---|---|\n| A2 | **12.8** |", hist)


def test_a_slip_in_another_row_is_not_judged() -> None:
    hist = run(READINGS, USE, "What did that flat use?")
    assert "21.8" not in check("| flat | m³ |\n|---|---|\n| B1 | **21.8** |", hist)


# --- a two-digit value: its swap only -----------------------------------------------------------------

STOCK = {"atorvastatin_20mg": {"pack": 30, "tablets_per_day": 41}, "bisoprolol_5mg": {"pack": 30, "tablets_per_day": 34}}
PACKS = (
    "| drug | tablets/day | 28 days | pack | packs |\n|---|---|---|---|---|\n"
    "| Atorvastatin 20 mg | 41 | 1,148 | 30 | 39 |\n"
    "| Bisoprolol 5 mg | 34 | 952 | 30 | 32 |"
)


def test_a_two_digit_swap_of_an_earlier_table_s_cell_is_flagged() -> None:
    hist = run(STOCK, PACKS, "Atorvastatin packs again?")
    assert "93" in check("| drug | packs |\n|---|---|\n| Atorvastatin 20 mg | **93** |", hist)
    assert "93" not in check("| drug | packs |\n|---|---|\n| Atorvastatin 20 mg | **93** |", hist, REFERENCE)
    assert not check("| drug | packs |\n|---|---|\n| Atorvastatin 20 mg | **39** |", hist)


def test_a_two_digit_value_one_digit_off_is_not_judged() -> None:
    hist = run(STOCK, PACKS, "Atorvastatin packs again?")
    assert "38" not in check("| drug | packs |\n|---|---|\n| Atorvastatin 20 mg | **38** |", hist)


def test_a_two_digit_swap_in_a_line_that_computes_is_not_judged() -> None:
    hist = run(STOCK, PACKS, "Atorvastatin packs again?")
    assert "93" not in check("Atorvastatin: 2 × 41 + 11 = 93 packs.", hist)


METRES = {"free_metres": 10, "included_ksh": 12000, "ksh_per_metre": 1450}
CONNECTION = "Mita 10 za kwanza zimo ndani ya KSh 12,000. Zilizobaki: 26 − 10 = 16 m × KSh 1,450 = KSh 23,200."


def test_a_two_digit_swap_restated_alone_is_flagged_in_any_language() -> None:
    hist = run(METRES, CONNECTION, "Kwa mita 26, ni mita ngapi zinalipiwa zaidi?")
    assert "61" in check("Mita **61**.", hist)
    assert not check("Mita **16**.", hist)
    assert "61" not in check("Watu **61**.", run(METRES, CONNECTION, "Ni watu wangapi?"))  # no word in common


# --- the unit a number was worked out in attributes its restatement -----------------------------------

METER = {"reads": [{"date": "2026-06-11", "m3": 467.6, "kind": "actual"}, {"date": "2026-07-13", "m3": None, "kind": "estimated"}]}
ESTIMATE = "54.9 m³ / 91 days = 0.603 m³ a day × 32 days = **19.3 m³**, which took the reading to 486.9."


def test_a_terse_reply_in_the_unit_of_an_earlier_number_one_slip_off_is_flagged() -> None:
    hist = run(METER, ESTIMATE, "So what was it again?")
    assert "19.8" in check("**19.8 m³**.", hist)
    assert not check("**19.3 m³**.", hist)


def test_a_terse_reply_in_another_unit_is_not_judged() -> None:
    hist = run(METER, ESTIMATE, "So what was it again?")
    assert "19.8" not in check("**19.8 kg**.", hist)


# --- a count rounded down after the answer says it rounds up ------------------------------------------

TAPER = {"tablet_mg": 5, "pack": 20, "course_mg": 620}


def test_refuted_roundings_reads_the_floor_written_after_round_up() -> None:
    found = refuted_roundings("<think>\n124 / 20 = 6.2, whole packs, round up.\n</think>\n\n**6 packs.**")
    assert [r.written for r in found] == ["6"]
    assert refuted_roundings("124 / 20 = 6.2, round up: **7 packs**.") == []
    assert refuted_roundings("124 / 20 = 6.2 packs, so 6 full packs and change.") == []  # no rounding said
    assert refuted_roundings("120 / 20 = 6.0, round up: 6 packs.") == []  # nothing to round


def test_a_count_rounded_down_after_round_up_is_flagged() -> None:
    hist = run(TAPER, "**124 tablets** of 5 mg.", "So how many packs do I buy?")
    answer = "<think>\n124 / 20 = 6.2, whole packs, round up.\n</think>\n\n**6 packs.**"
    assert "6" in check(answer, hist)
    assert "6" not in check(answer, hist, REFERENCE)
    assert not check(answer.replace("**6 packs", "**7 packs"), hist)


def test_a_count_a_person_said_is_not_judged_by_its_rounding() -> None:
    hist = run(TAPER, "**124 tablets** of 5 mg.", "I have 6 boxes at home; how many packs do I buy?")
    assert "6" not in check("<think>\n124 / 20 = 6.2, round up.\n</think>\n\n**6 packs.**", hist)


# --- a reasoning block's result restated with two digits swapped --------------------------------------

PATTERN = {"back_width_cm": 45, "ease_cm": 12, "seam_cm": 1.5, "overlap_cm": 4}
REASONED = "<think>\n45 + 12 = 57, /2 = 28.5, + 4 + 1.5 = 34.\n</think>\n\nEach back half is cut **{} cm** wide and 48 cm tall."


def test_reasoned_swaps_reads_a_swap_of_the_block_s_result() -> None:
    answer = REASONED.format(43)
    assert reasoned_swaps(answer, numbers_of(answer), set(), set(), 4) == frozenset({"43"})
    right = REASONED.format(34)
    assert reasoned_swaps(right, numbers_of(right), set(), set(), 4) == frozenset()
    plain = "45 + 12 = 57, /2 = 28.5, + 4 + 1.5 = 34. Each back half is cut 43 cm wide."  # no block
    assert reasoned_swaps(plain, numbers_of(plain), set(), set(), 4) == frozenset()


def test_a_reasoning_block_s_result_restated_swapped_is_flagged() -> None:
    hist = run(PATTERN, user="How wide is each back half?")
    assert "43" in check(REASONED.format(43), hist)
    assert "43" not in check(REASONED.format(43), hist, REFERENCE)
    assert not check(REASONED.format(34), hist)


def test_a_value_one_digit_off_the_block_s_result_or_written_in_it_is_not_judged() -> None:
    hist = run(PATTERN, user="How wide is each back half?")
    assert "35" not in check(REASONED.format(35), hist)  # one digit replaced: no swap
    both = "<think>\n57 / 2 = 28.5, + 4 + 1.5 = 34; the lining is 43.\n</think>\n\nEach back half is cut **43 cm** wide."
    assert "43" not in check(both, hist)  # the block writes it: another quantity
