"""(round 46, mend46e) review46a D3, D4, D6 on shapes46's rules.

D3, `container_quotients`: the size written after the value (`23.07 cases of 30`) is one the system
prompt states or a number resolved or computed, and the quantity is the nearest before the value or
one whose word follows the size in the rules (`24 jars a case`, `692 jars`): a made-up size and the
kilograms over the jars a case (`346 kg: 692 jars - 14.42 → 15 cases`) stay flagged.

D4, `row_rates`: a stated rate is a row's only if the clause of the system prompt stating it (and no
other number) shares a word with the row, or every row of the row's task writes it: another task's
rate (`| 16 cartons | 0.20/carton | 3.20 |`, stitchers' 0.20 a piece) makes no operand and the total
over it stays flagged. Each row of a task writing its own task's rate still passes.

D6: an answer of two-word month names (`كانون الثاني`, `تشرینی یەکەم`) costs about what the same
answer of one-word names does and grows about linearly (a ratio, not a time).
"""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer

from ..hostile.helpers import least_cpu
from ._helpers import DEFAULT, flagged
from .test_shapes46 import BOIL, BOIL_SYSTEM, INVOICE, PAY, computed, run, sheet, sheet_run

# --- D3: the container's size and the quantity a quotient reads -------------------------------------

OF_SIZE = "540 + 610 + 580 = 1,730 l of juice × 20% = **346 kg** of molasses: 692 jars of 0.5 kg, {} cases of {}, so **{} cases**."


def test_a_made_up_container_size_written_after_the_value_stays_flagged() -> None:
    hist = run(BOIL, system=BOIL_SYSTEM)
    assert flagged(check_answer(OF_SIZE.format("23.07", "30", "24"), hist, DEFAULT)) == {"23.07"}
    assert flagged(check_answer(OF_SIZE.format("21.63", "32", "22"), hist, DEFAULT)) == {"21.63"}
    # the stated size still reads
    assert flagged(check_answer(OF_SIZE.format("28.83", "24", "29"), hist, DEFAULT)) == set()
    assert "28.83" in computed(OF_SIZE.format("28.83", "24", "29"), hist)


def test_a_quotient_of_another_quantity_than_the_containers_contents_stays_flagged() -> None:
    hist = run(BOIL, system=BOIL_SYSTEM)
    arrow = "540 + 610 + 580 = 1,730 l × 20% = **346 kg**: 692 jars\n- {} → {} cases"
    assert flagged(check_answer(arrow.format("14.42", "15"), hist, DEFAULT)) == {"14.42"}  # 346 kg / 24
    assert flagged(check_answer(arrow.format("28.83", "29"), hist, DEFAULT)) == set()  # 692 jars / 24


# --- D4: a rate the row's own task is paid -------------------------------------------------------------


def test_another_tasks_rate_in_a_row_makes_no_operand() -> None:
    cells = ("462.00", "3.20", "374.00", "550.00", "492.00", "96.00")
    answer = sheet(cells, "1,977.20").replace("| 16 cartons | 8/carton |", "| 16 cartons | 0.20/carton |")
    assert "1977.2" in flagged(check_answer(answer, sheet_run(), DEFAULT))
    assert "1977.2" not in computed(answer, sheet_run())
    # each row at its own task's rate still sums
    assert flagged(check_answer(sheet(PAY, "2,102.00"), sheet_run(), DEFAULT)) == set()


def test_a_rate_every_row_of_its_task_writes_passes_without_the_prompts_word() -> None:
    system = ("A plate co-operative's assistant. Today is 2027-11-23. Rates: 0.20 INR; 8 INR. "
              "Press operators 420 INR a day of 8 hours and 65 INR an hour past it.")
    answer = sheet(PAY, "2,102.00")
    hist = run(sheet_run()[2]["content"], system=system)
    assert flagged(check_answer(answer, hist, DEFAULT)) == set()
    assert "2102" in computed(answer, hist)
    # one stitching row at the packers' rate: its task's rows disagree, no operand
    wrong = sheet(("462.00", "128.00", "14.96", "550.00", "492.00", "96.00"), "1,742.96").replace(
        "| 1,870 pcs | 0.20/pc |", "| 1,870 pcs | 8/pc |")
    assert "1742.96" in flagged(check_answer(wrong, hist, DEFAULT))


# --- D6: two-word month names grow as one-word names do ------------------------------------------------


def _dates(pairs: int, form: str) -> float:
    answer = " ".join(form.format(d=d % 28 + 1) for d in range(pairs))
    return least_cpu(lambda: check_answer(answer, run(INVOICE), DEFAULT), 2)


@pytest.mark.slow
def test_an_answer_of_two_word_month_names_grows_about_linearly() -> None:
    """Linear is 4x, the square 16x: under 8x, floored at 0.1 s."""
    two = "{d} كانون الثاني 2027 و {d} تشرینی یەکەم"
    small = _dates(25, two)
    large = _dates(100, two)
    assert large / max(small, 0.1) < 8, (small, large)
    one = _dates(100, "{d} January 2027 and {d} October")
    assert large / max(one, 0.1) < 4, (large, one)
    assert len(flagged(check_answer(" ".join(two.format(d=d + 1) for d in range(28)), run(INVOICE), DEFAULT))) > 0
