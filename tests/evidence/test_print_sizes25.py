"""(round 25, printshop25) Sizes worked for print, in any trade that sends a file to be printed,
framed or cut: `dpi-pixels` (a count of pixels as a stated length in inches times the resolution its
line writes, `print_sizes.py`) and `edge-margin` (a stated size plus a margin on each of two edges,
the margin written in its sentence). Each with its refusals: a digit mutated, a line with no
resolution, a pair's numbers swapped, a margin in another unit, a margin not written, stay flagged."""

from __future__ import annotations

import pytest

from ._helpers import judged, history

PHOTO = {"file": "harbour.jpg", "px": [4000, 3000], "colour": "sRGB"}


# --- dpi-pixels: a stated length in inches times the line's resolution --------------------------

def test_pixels_of_a_size_the_user_stated_in_inches() -> None:
    hist = history(PHOTO, user="I want an 8 × 10 in print of harbour.jpg")
    flags, computed = judged("At 300 DPI the file needs 2400 × 3000 px; yours is 4000 × 3000.", hist)
    assert computed.get("2400") == "dpi-pixels", (flags, computed)
    assert not flags


def test_pixels_of_a_size_the_answer_wrote_in_mm_with_the_margin_its_line_writes() -> None:
    hist = history(PHOTO, user="A 1200 × 800 mm canvas of harbour.jpg, please")
    answer = "At 150 DPI that is 7,087 × 4,724 px, or with 10 mm wrapped round each edge 7,205 × 4,843 px."
    flags, computed = judged(answer, hist)
    for value in ("7087", "4724", "7205", "4843"):
        assert computed.get(value) == "dpi-pixels", (flags, computed)
    assert not flags


def test_pixels_of_a_size_table_the_system_prompt_states() -> None:
    system = "You are the lab's assistant.\n- Print sizes (mm): A3 297 x 420, A2 420 x 594. 1 inch = 25.4 mm."
    hist = history(PHOTO, system=system, user="How many pixels for A2?")
    flags, computed = judged("A2 at 150 DPI needs 2,480 × 3,508 px.", hist)
    assert computed.get("2480") == "dpi-pixels", (flags, computed)
    assert computed.get("3508") == "dpi-pixels", (flags, computed)
    assert not flags


@pytest.mark.parametrize("answer,wrong", [
    ("At 300 DPI the file needs 2410 × 3000 px.", "2410"),  # a digit mutated
    ("At 300 DPI the file needs 2400 × 3100 px.", "3100"),
    ("The file needs 2400 × 3000 px.", "2400"),  # no resolution on its line
    ("At 300 DPI the file needs 3000 × 2400 px.", "2400"),  # the pair's numbers swapped
    ("At 200 DPI the file needs 2400 × 3000 px.", "2400"),  # another resolution
])
def test_pixels_that_are_not_the_stated_size_at_the_resolution_stay_flagged(answer: str, wrong: str) -> None:
    hist = history(PHOTO, user="I want an 8 × 10 in print of harbour.jpg")
    flags, _ = judged(answer, hist)
    assert wrong in flags


# --- edge-margin: a stated size plus a margin on each edge ----------------------------------------

def test_a_size_plus_a_margin_on_each_edge() -> None:
    hist = history({"quilt": "Q-118"}, user="The quilt top is 1500 × 2000 mm. What do I cut?")
    flags, computed = judged("With a 25 mm seam allowance, cut 1550 × 2050 mm.", hist)
    assert computed.get("1550") == "edge-margin", (flags, computed)
    assert computed.get("2050") == "edge-margin", (flags, computed)
    assert not flags


def test_a_margin_added_to_a_carried_size_one_digit_away() -> None:
    hist = history({"width_mm": 3000, "height_mm": 1000}, user="Banner 3000 × 1000 mm")
    flags, computed = judged("Large format takes 10 mm bleed, so **3,020 × 1,020 mm**.", hist)
    assert computed.get("3020") == "edge-margin", (flags, computed)
    assert not flags


@pytest.mark.parametrize("answer,wrong", [
    ("With a 25 mm seam allowance, cut 1560 × 2050 mm.", "1560"),  # a digit mutated
    ("With a 25 mm seam allowance, cut 1550 × 2060 mm.", "2060"),
    ("Cut 1550 × 2050 mm.", "1550"),  # no margin written
    ("With a 25 cm border, cut 1550 × 2050 mm.", "1550"),  # a margin in another unit
    ("With a 25 mm seam allowance, cut 1550 × 2050 cm.", "1550"),  # the size in another unit
    ("With a 25 mm seam allowance, cut 2050 × 1550 mm.", "2050"),  # the pair's numbers swapped
])
def test_a_size_that_is_not_the_stated_one_plus_its_margins_stays_flagged(answer: str, wrong: str) -> None:
    hist = history({"quilt": "Q-118"}, user="The quilt top is 1500 × 2000 mm. What do I cut?")
    flags, _ = judged(answer, hist)
    assert wrong in flags
