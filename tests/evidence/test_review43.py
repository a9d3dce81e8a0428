"""Round 43 review (review43): made-up runs where an invented value is excused by a rule the round
added or widened. Each `test_dN_...` asserts the invented value is flagged; they fail until the rule
is mended. The honest twins beside them pass now and must keep passing. (mend43a's copy: D0 and D3.)"""

from __future__ import annotations

from ._helpers import verdict, flagged

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
    assert time.perf_counter() - started < 0.25
