"""(mend46d, review46a D5) mend46b's `carried_totals._heads_group` refused correct group sums whose
label ends in a word that counts things (`Stitching pieces: 6,640`, `Stitching output: 6,640 pcs`
over the stitching rows' quantities 2310 + 1870 + 2460): such a word heads a group's count. Still
refused: a label ending in another column of the same rows (`Shelling wastage` where `wastage_kg`
is one) or a word naming nothing of the table (`Stitching hours`), and a mutated sum.
"""

from __future__ import annotations

from typing import Any

import pytest

from ._helpers import judged

SHEET_SYSTEM = ("A plate co-operative's assistant. Today is 2027-11-23. Stitchers are paid 0.20 INR a piece, "
                "packers 8 INR a carton, press operators 420 INR a day of 8 hours and 65 INR an hour past it.")
SHEET = ("worker,date,task,qty\nAsha Kisku,2027-11-22,stitching,2310\nBirsa Marandi,2027-11-22,packing,16\n"
         "Chunnu Baski,2027-11-22,stitching,1870\nDulari Hembrom,2027-11-22,press,10\n"
         "Etwa Soren,2027-11-22,stitching,2460\nFagu Tudu,2027-11-22,packing,12")  # as test_shapes46's sheet


def sheet_run(text: str = SHEET) -> list[dict[str, Any]]:
    return [{"role": "system", "content": SHEET_SYSTEM}, {"role": "user", "content": "Output by task?"},
            {"role": "tool", "content": text}]


@pytest.mark.parametrize("answer", ["Stitching pieces: **6,640**.", "Stitching output: **6,640 pcs**."])
def test_a_count_word_heads_the_group_s_sum(answer: str) -> None:
    flags, how = judged(answer, sheet_run())
    assert not flags and how["6640"] == "carried-total", (flags, how)


@pytest.mark.parametrize("answer", ["Stitching pieces: **6,460**.", "Stitching output: **6,460 pcs**.",
                                    "Stitching wastage: **6,640**.", "Stitching hours: **6,640**."])
def test_a_mutated_sum_or_a_label_of_something_else_stays_flagged(answer: str) -> None:
    flags, _ = judged(answer, sheet_run())
    assert flags, answer


SHELLING = ("worker,task,kg,wastage_kg\nSabita,shelling,64,3.5\nKuni,shelling,58.5,2.75\nRashmi,peeling,21.5,1.25\n"
            "Jamuna,peeling,18.25,1\nTilottama,shelling,71,4")


def test_a_label_ending_in_another_column_sums_none_of_this_one() -> None:
    run = sheet_run(SHELLING)
    flags, _ = judged("| Item | Value |\n|---|---|\n| Shelling wastage | 193.5 kg |", run)  # 64 + 58.5 + 71: the kg column
    assert "193.5" in flags
    flags, how = judged("| Item | Value |\n|---|---|\n| Shelling wastage | 10.25 kg |", run)  # 3.5 + 2.75 + 4: its own column
    assert not flags and how["10.25"] == "carried-total", (flags, how)
    flags, how = judged("| Item | Value |\n|---|---|\n| Shelling kilograms | 193.5 kg |", run)
    assert not flags and how["193.5"] == "carried-total", (flags, how)
