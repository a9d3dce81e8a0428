"""Round 43 review (review43): made-up runs where an invented value is excused by a rule the round
added or widened. Each `test_dN_...` asserts the invented value is flagged; they fail until the rule
is mended. The honest twins beside them pass now and must keep passing."""

from __future__ import annotations
from ._helpers import flagged, history, judged, verdict
from ._helpers import verdict, flagged


# D4: words43's `worded_products` binds a factor to any number the value's own line writes in the
# factor's unit, unresolved: `at 90 gsm` (the record says 80; two digits, never judged) times the
# sheet's 0.4256 m2 excuses the invented weight 38.304 g.
_MILL = "You are a paper mill's agent. A sheet weighs its area in m2 x its grammage (gsm) in grams."


_SHEET = {"sheet": "A2", "area_m2": "0.4256", "grammage": "80 gsm"}


def test_d4_worded_product_on_an_invented_factor_of_its_line_is_flagged() -> None:
    v = verdict("The 0.4256 m2 sheet at 90 gsm weighs 38.304 g.", _SHEET, system=_MILL, user="What does one A2 sheet weigh?")
    assert "38.304" in flagged(v)


def test_worded_product_on_the_records_factors_passes() -> None:
    v = verdict("The 0.4256 m2 sheet at 80 gsm weighs 34.048 g.", _SHEET, system=_MILL, user="What does one A2 sheet weigh?")
    assert flagged(v) == set()


def test_d4_worded_product_on_a_rounded_area_of_its_line_is_flagged() -> None:
    # (mend43c) the line's 0.426 m2 is the record's 0.4256 rounded: 0.426 x 80 = 34.08, not the sheet's 34.048
    v = verdict("The 0.426 m2 sheet at 80 gsm weighs 34.08 g.", _SHEET, system=_MILL, user="What does one A2 sheet weigh?")
    assert "34.08" in flagged(v)


# D6: words43's `joined_rows` sums the earlier answer's lines its label names with no look at what
# the person changed since: asked again with 8 pallets, the merged `Pallets and ridge` line keeps
# the 7-pallet sum (4,550.00 + 5,280.00 = 9,830.00; 8 pallets make 10,480.00) and passes.
_ROOF = {"pallet_eur": 650.00, "ridge_piece_eur": 240.00, "slate_eur": 1.85}


_QUOTE = ("| Item | Qty | Amount |\n|---|---|---|\n| Pallets 650 each | 7 | 4,550.00 |\n| Ridge pieces 240 each | 22 | 5,280.00 |\n"
          "| Slates 1.85 each | 1000 | 1,850.00 |\n| Total | | 11,680.00 |")


_MERGED = "| Item | Amount |\n|---|---|\n| Pallets and ridge | 9,830.00 |\n| Slates | 1,850.00 |"


def _roof_run(question: str) -> list[dict[str, object]]:
    h = history(_ROOF, user="Quote 7 pallets, 22 ridge pieces, 1000 slates.", answers=(_QUOTE,))
    h[-1]["content"] = question
    return h


def test_d6_joined_rows_after_the_person_changed_an_item_is_flagged() -> None:
    flags, _ = judged(_MERGED, _roof_run("Same order but 8 pallets: pallets and ridge on one line?"))
    assert "9830" in flags


def test_joined_rows_of_the_unchanged_items_passes() -> None:
    flags, computed = judged(_MERGED, _roof_run("Same order, pallets and ridge on one line?"))
    assert "9830" not in flags and computed.get("9830") == "joined-rows"


def test_joined_rows_label_of_long_space_runs_reads_in_linear_time() -> None:
    # (mend43c) `_LABEL`'s runs of spaces and `*` around the label are possessive: no backtracking between them
    import time

    from evidence_audit.evidence.joined_rows import _LABEL

    line = "| Pallets and ridge" + " *" * 2000 + " x"
    started = time.perf_counter()
    assert _LABEL.fullmatch(line) is None
    # a backtracking pattern takes far longer than any machine's load explains (review43's D0 line of
    # 473 characters: 25.7 s); 10 s leaves a loaded 2-core CI its room (this takes milliseconds)
    assert time.perf_counter() - started < 10


# D1: older43's `piece_totals.explain_piece_total` takes any whole count written before the total,
# resolved or not: a count of 26 shirts (the order says 25; two digits, under the digit minimum, never
# judged) times the per-shirt steps above excuses the invented total 3,104.40 (26 x 119.40).
_SHIRTS = {"order": "25 shirts", "sewing_per_shirt_eur": "84.00", "discount": "10%", "fabric_per_shirt_eur": "43.80"}


_STEPS = "Per shirt: sewing 84.00 EUR, with 10% off 75.60 EUR. Fabric: 43.80 EUR.\n"


def test_d1_piece_total_with_a_wrong_count_is_flagged() -> None:
    v = verdict(_STEPS + "26 shirts: 3,104.40 EUR", _SHIRTS)
    assert "3104.4" in flagged(v)


def test_piece_total_with_the_ordered_count_passes() -> None:
    v = verdict(_STEPS + "25 shirts: 2,985.00 EUR", _SHIRTS)
    assert flagged(v) == set()


# D2: kiln43's `stated_charges` takes a row's cells under the digit minimum as operands unresolved:
# Devi's extra hours written 3.5 (the record says 2.5) and her pay worked on them (650 + 3.5 x 95 +
# 120 = 1,102.50; the record gives 1,007.50) pass, the formula holding down the column.
_KILN = ("You are a kiln's payroll agent. A burner earns 650 INR a shift of 8 h, plus 95 INR an hour "
         "past 8 h, plus 120 INR for each firing night.")


_CREW = {"Ravi": {"extra_h": 0.5, "nights": 1}, "Anu": {"extra_h": 2.5, "nights": 0},
         "Mani": {"extra_h": 1.5, "nights": 2}, "Devi": {"extra_h": 2.5, "nights": 1}}


_HEAD = "| Name | Extra h | Nights | Pay |\n|---|---|---|---|\n| Ravi | 0.5 | 1 | 817.50 |\n| Anu | 2.5 | 0 | 887.50 |\n| Mani | 1.5 | 2 | 1032.50 |\n"


def test_d2_stated_charge_on_an_invented_short_cell_is_flagged() -> None:
    v = verdict(_HEAD + "| Devi | 3.5 | 1 | 1102.50 |\n", _CREW, system=_KILN)
    assert "1102.5" in flagged(v)


def test_stated_charge_on_the_records_cells_passes() -> None:
    v = verdict(_HEAD + "| Devi | 2.5 | 1 | 1007.50 |\n", _CREW, system=_KILN)
    assert flagged(v) == set()


# D5: kiln43's `run_rules._bare_restated` restates a question's quantity in any unit of its ladder,
# whichever makes the equation's number: `7.5 m` read as 7,500 (mm) over the tiles' 25 cm excuses
# 300 tiles, ten times the 30 a 7.5 m run takes; `7.5 tonnes` as 7,500,000 (g) over a 3,000 kg
# tractor excuses 2,500 trips. The docstring says "never a unit of the answer's choosing".
_TILES = "How many 25 cm tiles does a 7.5 m run take?"


_SAND = "A builder wants 7.5 tonnes of sand. A tractor carries 3,000 kg. Trips?"


def test_d5_bare_restated_in_a_unit_the_divisor_is_not_is_flagged() -> None:
    v = verdict("7,500 / 25 = 300 tiles.", {"tile": "25 cm", "stock": 1200}, user=_TILES)
    assert flagged(v) & {"7500", "300"}


def test_d5_bare_restated_in_grams_over_kilograms_is_flagged() -> None:
    v = verdict("7,500,000 / 3,000 = 2,500 trips.", {"sand": "in stock"}, user=_SAND)
    assert flagged(v) & {"7500000", "2500"}


def test_bare_restated_in_the_divisors_unit_passes() -> None:
    v = verdict("7,500 / 3,000 = 2.5, so 3 trips.", {"sand": "in stock"}, user=_SAND)
    assert flagged(v) == set()


# D3: felt43's `area_products` settles a side written after any `=` (`_equation_result`), the
# equation never checked and a label's `=` counted: `Length = 4.35 m` (the record says 4.25) times
# 2.5 m excuses the invented area 10.875 m2, and nothing in the answer is flagged.
_HALL = {"room": "hall", "length_m": "4.25", "width_m": "2.5"}


def test_d3_area_on_a_side_after_a_labels_equals_sign_is_flagged() -> None:
    v = verdict("Length = 4.35 m, width = 2.5 m, so the floor is 10.875 m2.", _HALL)
    assert "10.875" in flagged(v)


def test_area_on_the_records_sides_passes() -> None:
    v = verdict("Length = 4.25 m, width = 2.5 m, so the floor is 10.625 m2.", _HALL)
    assert flagged(v) == set()


# D0: camel43's `stepped_results._EXPRESSION_LINE` backtracks exponentially on runs of spaces
# (`[ \t]*` after a currency mark inside `_NUM` next to `_OP`'s own `[ \t]*` and `[ \t]+`, the pair
# repeated `{1,5}`, then `fullmatch` failing at the line's end): a 190-character line of five
# numbers spaced 30 apart takes ~2.5 s, 50 apart ~25 s (main: 0.02 s), on every answer (`joined_lines`
# runs in `expressions._relations`). Aligned plain-text columns write such lines.
def test_d0_stepped_line_of_spaced_numbers_reads_in_linear_time() -> None:
    import time

    from evidence_audit.evidence.stepped_results import joined_lines

    gap = " " * 30
    line = "1. 1" + gap + "+" + gap + "2" + gap + "+" + gap + "3" + gap + "+" + gap + "4" + gap + "+" + gap + "5" + gap + "y\n2. 15 EUR"
    started = time.perf_counter()
    joined_lines(line)
    # ~2.5 s before the mend; milliseconds after; 10 s leaves a loaded 2-core CI its room
    assert time.perf_counter() - started < 10
