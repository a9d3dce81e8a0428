"""(round 33 review of the merged rules) Odd input that round 33's new readers must survive, each
failing before its fix: a stated line `TOTAL =` with a long run of spaces (`stated_formulas`: the
pattern backtracked over every split of the run, hours at 400 spaces), a long line of `*`
(`quoted_rates._PER_LINE`: adjacent quantifiers over the same marks, quadratic), and a short reply
converted the wrong way at a stated exchange rate (`latest_conversions`: 205.36 lv x 1.95583 excused
as euros)."""

from __future__ import annotations

import time

import pytest

from evidence_audit.evidence.quoted_rates import _PER_LINE
from evidence_audit.evidence.stated_formulas import StatedFormulas, _formula_parts

from ..evidence._helpers import judged

OVEN = ("You are the assistant of a bakery in Varna. Prices in EUR.\n"
        "- Receipts from before 2026 are in leva: EUR 1 = 1.95583 lv.\n")
RECEIPT = "BAKERY RECEIPT 0031182\nRye bread x4        58.67\nCake x1             146.69\nTOTAL LV            205.36\n"


def test_a_stated_line_with_a_long_run_of_spaces_is_read_in_linear_time() -> None:
    started = time.process_time()
    for n in (100, 400, 4000):
        assert _formula_parts("TOTAL =" + " " * n + "# set per order") == []
        formulas = StatedFormulas()
        formulas.add_text("K =" + " " * n + "#\nknots per m2 = (raj x 100 / 7) squared.")
        assert [f.template for f in formulas._formulas] == ["({} x 100 / 7)²"]
    assert time.process_time() - started < 5  # 100 spaces took 2.3 s before, 200 over 2 minutes


@pytest.mark.parametrize(("line", "parts"), [
    ("knots = (raj x 100 / 7) squared. More", [("(raj x 100 / 7)", "squared")]),
    ("a = 2 x b; c = d / 4", [("2 x b", ""), ("d / 4", "")]),
    ("area = side\u00b3", [("side", "\u00b3")]),
])
def test_a_formula_is_read_as_the_pattern_read_it(line: str, parts: list[tuple[str, str]]) -> None:
    assert _formula_parts(line) == parts


def test_a_long_line_of_marks_is_searched_once_for_a_per_line() -> None:
    started = time.process_time()
    assert _PER_LINE.search("*" * 64000 + "x\n") is None
    assert time.process_time() - started < 2  # quadratic before (16,000 marks: 3 s of 6.7 s)
    assert _PER_LINE.search("2. **Per kg of wool:** madder 0.50 kg").group(1) == "kg"


def _receipt_reply(answer: str) -> tuple[set[str], dict[str, str]]:
    run = [{"role": "system", "content": OVEN}, {"role": "user", "content": "my old receipt 0031182, what is it in euros?"},
           {"role": "tool", "content": RECEIPT}]
    return judged(answer, run)


def test_a_short_reply_converts_into_the_rate_s_base_only() -> None:
    flags, computed = _receipt_reply("\u20ac105.00.")  # 205.36 / 1.95583
    assert not flags and computed == {"105": "rate-step"}
    for wrong in ("\u20ac401.65.", "\u20ac114.75.", "\u20ac286.90."):  # 205.36, 58.67, 146.69 x 1.95583
        assert judged_value(wrong) in _receipt_reply(wrong)[0]


def judged_value(written: str) -> str:
    return written.strip("\u20ac.").rstrip("0").rstrip(".")
