"""(round 46, shapes46) heldout44's Sorani Kurdish and Santali shapes in made-up runs of other trades.

A month's name of two words (Sorani `تشرینی یەکەم`, Iraqi and Levantine Arabic `كانون الثاني`): the
one-word table drops every name with a space, so a date of October to January in those languages was
prose and a due day a day on passed (`month_names.TWO_WORD_MONTH_NAMES`, from CLDR, names of another
script than Latin only); a day glued to a letter of another script (`٢٤ی`, the ezafe) is a day.
Refused: the first word alone, a Latin letter glued to the day (`24kg`).

A short table cell that is its row's resolved quantity times a stated rate the row writes (`| 2,150
pcs | 0.20/pc | 430.00 |`, a wage sheet of mixed tasks: `row_rates.py`) is an operand of the
`**Total**` under it and of the next answer's pay by task. Refused: a mutated cell or total.

A unit word that is a relation word too (`leaves`) before a clause's `;` is the number's word: the step
after goes on from the number (`93,000 leaves; / 6 = 15,500`). Refused: a wrong result.

A mean price per a counted thing (`Mean 25.12 INR a bundle`) is the cost over the count of the same
word (`unit_costs`). Refused: another word's count, a wrong quotient.

The fraction of containers before the rounding up (`692 jars ..., 28.83 cases of 24, so 29 cases`,
`28.83 → 29 cases`: `container_quotients.py`). Refused: a quotient one digit off, a count after it
that is not its ceiling.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, content, flagged


def run(result: Any, answers: tuple[str, ...] = (), system: str = "A press's assistant. Today is 2027-10-19. Invoices are paid within 15 days.") -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"role": "system", "content": system}, {"role": "user", "content": "HP-3307?"},
                                 {"role": "tool", "content": content(result)}]
    for answer in answers:
        out += [{"role": "assistant", "content": answer}, {"role": "user", "content": "again?"}]
    return out


def computed(answer: str, hist: list[dict[str, Any]]) -> set[str]:
    return {c.value for c in check_answer(answer, hist, DEFAULT).computed or ()}


# --- two-word month names and a glued day ---------------------------------------------------------

INVOICE = "INVOICE HP-3307\nDate: 2027-10-08\nTotal (IQD) 2,519,370\nPayable within 15 days of the invoice date"
DUE = "HP-3307 بەرواری ٨ی تشرینی یەکەمی ٢٠٢٧یە؛ ١٥ ڕۆژ → **٢٣ی تشرینی یەکەم**، ٤ ڕۆژی ماوە."


def test_two_word_month_names_and_a_glued_day_are_read() -> None:
    from evidence_audit.evidence.worded_dates import worded_dates

    found = worded_dates("**24ی تشرینی یەکەم**, 5ی تشرینی دووەم, في 12 كانون الثاني 2027")
    assert [(d.month, d.day, d.year) for d in found] == [(10, 24, None), (11, 5, None), (1, 12, 2027)]
    # the first word alone is no month; a Latin letter glued to a day is no ezafe
    assert worded_dates("24 تشرینی دەبە") == ()
    assert worded_dates("24kg ئەیلوول") == ()
    assert [(d.month, d.day) for d in worded_dates("12ی ئەیلوول")] == [(9, 12)]


def test_a_sorani_due_day_is_computed_and_a_day_on_is_flagged() -> None:
    assert flagged(check_answer(DUE, run(INVOICE), DEFAULT)) == set()
    assert "23ی تشرینی یەکەم" in computed(DUE, run(INVOICE))
    assert flagged(check_answer("**٢٤ی تشرینی یەکەم**", run(INVOICE, (DUE,)), DEFAULT)) == {"24ی تشرینی یەکەم"}
    assert flagged(check_answer("**٢٣ی تشرینی یەکەم**", run(INVOICE, (DUE,)), DEFAULT)) == set()
    assert flagged(check_answer("HP-3307: ١٥ ڕۆژ → **٢٢ی تشرینی یەکەم**", run(INVOICE), DEFAULT)) == {"22ی تشرینی یەکەم"}


# --- a row's quantity times the stated rate it writes ----------------------------------------------

SHEET_SYSTEM = ("A plate co-operative's assistant. Today is 2027-11-23. Stitchers are paid 0.20 INR a piece, "
                "packers 8 INR a carton, press operators 420 INR a day of 8 hours and 65 INR an hour past it.")
SHEET = ("worker,date,task,qty\nAsha Kisku,2027-11-22,stitching,2310\nBirsa Marandi,2027-11-22,packing,16\n"
         "Chunnu Baski,2027-11-22,stitching,1870\nDulari Hembrom,2027-11-22,press,10\n"
         "Etwa Soren,2027-11-22,stitching,2460\nFagu Tudu,2027-11-22,packing,12")


def sheet(cells: tuple[str, str, str, str, str, str], total: str) -> str:
    rows = (("Asha Kisku", "stitching", "2,310 pcs", "0.20/pc"), ("Birsa Marandi", "packing", "16 cartons", "8/carton"),
            ("Chunnu Baski", "stitching", "1,870 pcs", "0.20/pc"), ("Dulari Hembrom", "press", "10 h", "420 + 2 h × 65"),
            ("Etwa Soren", "stitching", "2,460 pcs", "0.20/pc"), ("Fagu Tudu", "packing", "12 cartons", "8/carton"))
    lines = ["| Worker | Task | Qty | Rule | Pay (INR) |", "|---|---|---|---|---|"]
    lines += [f"| {a} | {b} | {c} | {d} | {pay} |" for (a, b, c, d), pay in zip(rows, cells)]
    return "\n".join(lines + [f"| **Total** | | | | **{total}** |"])


PAY = ("462.00", "128.00", "374.00", "550.00", "492.00", "96.00")
BY_TASK = "| Task | Qty | Pay (INR) |\n|---|---|---|\n| stitching | 6,640 pcs | 1,328.00 |\n| packing | 28 cartons | 224.00 |\n| press | 10 h | 550.00 |"


def sheet_run(answers: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    return run(SHEET, answers, system=SHEET_SYSTEM)


def test_a_mixed_sheets_total_and_its_pay_by_task_are_computed() -> None:
    answer = sheet(PAY, "2,102.00")
    assert flagged(check_answer(answer, sheet_run(), DEFAULT)) == set()
    assert "2102" in computed(answer, sheet_run())
    assert flagged(check_answer(BY_TASK, sheet_run((answer,)), DEFAULT)) == set()
    assert "1328" in computed(BY_TASK, sheet_run((answer,)))


def test_a_mutated_cell_or_total_stays_flagged() -> None:
    assert flagged(check_answer(sheet(PAY, "2,012.00"), sheet_run(), DEFAULT)) == {"2012"}
    mutated = ("463.00",) + PAY[1:]
    assert flagged(check_answer(sheet(mutated, "2,103.00"), sheet_run(), DEFAULT)) == {"2103"}
    # a rate the rules do not state, written in the row, makes no operand
    other = sheet(("693.00",) + PAY[1:], "2,333.00").replace("| 2,310 pcs | 0.20/pc |", "| 2,310 pcs | 0.30/pc |", 1)
    assert "2333" in flagged(check_answer(other, sheet_run(), DEFAULT))
    bad_group = BY_TASK.replace("1,328.00", "1,238.00")
    assert flagged(check_answer(bad_group, sheet_run((sheet(PAY, "2,102.00"),)), DEFAULT)) == {"1238"}


# --- a unit word that is a relation word, then a step going on --------------------------------------

PURCHASES = "group,bundles\nKairi,420\nSonot,310\nDumka,290"


def test_a_step_goes_on_from_a_number_whose_word_is_a_relation_word() -> None:
    hist = run(PURCHASES, system="A co-operative's assistant. Today is 2027-11-23. A bundle holds 100 leaves; a plate takes 6 leaves.")
    answer = "420 + 310 + 290 = 1,020 bundles, 102,000 leaves; / 6 = 17,000 plates; × 96% = **16,320 good plates**."
    assert flagged(check_answer(answer, hist, DEFAULT)) == set()
    assert {"17000", "16320"} <= computed(answer, hist)
    wrong = answer.replace("17,000 plates", "17,100 plates").replace("16,320", "16,416")
    found = check_answer(wrong, hist, DEFAULT)
    assert "17100" not in {c.value for c in found.computed or ()}


# --- a mean price per a counted thing ----------------------------------------------------------------

MONTH = "group,bundles,price\nKairi,640,24\nSonot,1210,25\nDumka,880,26"
MEAN = ("<think>\nBundles 640+1210+880 = 2,730.\nCost: 640×24=15,360, 1210×25=30,250, 880×26=22,880.\n</think>\n\n"
        "- **2,730 bundles**\n- Cost **68,490 INR**\n- Mean **{} INR a {}**")


def test_a_mean_price_per_a_counted_thing_is_the_cost_over_the_count() -> None:
    hist = run(MONTH, system="A co-operative's assistant. Today is 2027-11-23.")
    assert flagged(check_answer(MEAN.format("25.09", "bundle"), hist, DEFAULT)) == set()
    assert "25.09" in computed(MEAN.format("25.09", "bundle"), hist)
    assert flagged(check_answer(MEAN.format("25.90", "bundle"), hist, DEFAULT)) == {"25.9"}
    # per another word than the count's: no operand
    assert "25.09" not in computed(MEAN.format("25.09", "crate"), hist)


# --- the fraction of containers before the rounding up -----------------------------------------------

BOIL = "batch,juice_l\nB-1,540\nB-2,610\nB-3,580"
BOIL_SYSTEM = "A press's assistant. Today is 2027-10-19. Molasses is 20% of the juice, in 0.5 kg jars, 24 jars a case rounded up."


def test_the_fraction_of_containers_before_the_rounding_up_is_computed() -> None:
    hist = run(BOIL, system=BOIL_SYSTEM)
    answer = "540 + 610 + 580 = 1,730 l of juice × 20% = **346 kg** of molasses: 692 jars of 0.5 kg, {} cases of 24, so **29 cases**."
    assert flagged(check_answer(answer.format("28.83"), hist, DEFAULT)) == set()
    assert "28.83" in computed(answer.format("28.83"), hist)
    assert flagged(check_answer(answer.format("28.38"), hist, DEFAULT)) == {"28.38"}
    arrow = "540 + 610 + 580 = 1,730 l × 20% = **346 kg**: 692 jars\n- {} → {} cases"
    assert flagged(check_answer(arrow.format("28.83", "29"), hist, DEFAULT)) == set()
    # a count after it that is not its ceiling: no rounding up, no quotient read
    assert flagged(check_answer(arrow.format("28.83", "30"), hist, DEFAULT)) == {"28.83"}
