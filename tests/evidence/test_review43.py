"""Round 43 review (review43): made-up runs where an invented value is excused by a rule the round
added or widened. Each `test_dN_...` asserts the invented value is flagged; they fail until the rule
is mended. The honest twins beside them pass now and must keep passing."""

from __future__ import annotations

from ._helpers import flagged, history, judged, verdict

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
