"""(mend43a) review43's D0: `stepped_results._EXPRESSION_LINE`, a run of blanks split every way.

camel43's pattern wrote `[ \\t]*` after a currency mark inside `_NUM`, next to `_OP`'s own
`[ \\t]*` and `[ \\t]+`, the pair repeated `{1,5}`, asked by `fullmatch` of every line of every answer
(`joined_lines`, run from `expressions._relations`): a 190-character line of five numbers spaced 30
blanks apart took ~2.5 s, 50 apart ~25 s. Now each run of blanks is possessive (what follows it is
never a blank: an operator, a digit, a marker, the line's end), `_NUM` and `_OP` atomic, the repeat
possessive, and a line over `MAX_LINE` characters is not read as a bare step. The tests hold the
pattern to int43's (66e6a266) at every `fullmatch` of random texts of its pieces, and run the
hostile lines through `joined_lines` and `check` under a floor.
"""

from __future__ import annotations

import random
import re
import time

from evidence_audit.evidence import check_answer, resolve_gate, stepped_results

from .work_counts import forget_readings

GATE = resolve_gate({})

# int43's (66e6a266) patterns, as camel43 wrote them
_OLD_NUM = r"[$\u20ac\u00a3]?[ \t]*(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?"
_OLD_OP = r"(?:[ \t]*[+\u2212\u00d7*\u00f7][ \t]*|[ \t]+[x/][ \t]+)"
_OLD_MARKER = r"(?:(?P<n>[0-9]{1,2}[.)])|(?P<b>[-*\u2022]))[ \t]+"
OLD_LINE = re.compile(r"[ \t]*(?:" + _OLD_MARKER + r")?(?:\*\*)?" + _OLD_NUM + r"(?:" + _OLD_OP + _OLD_NUM + r"){1,5}(?:\*\*)?[ \t]*")
OLD_RESULT = re.compile(r"[ \t]*(?:" + _OLD_MARKER + r")?(?=(?:\*\*|__)?[ \t]*[$\u20ac\u00a3]?[ \t]*[0-9])")

PIECES = ["1", "12", "604.80", "8,600", "1,2345", "5.", ".5", " ", " ", "  ", "\t", "+", "\u2212", "\u00d7", "*", "**", "\u00f7",
          "x", "/", "$", "\u20ac", "\u00a3", "1.", "2)", "-", "\u2022", "__", "y", "=", "%", ","]


def _texts(count: int, seed: int = 43, longest: int = 16) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(PIECES) for _ in range(rng.randint(0, longest))) for _ in range(count)]


def _spans(m: re.Match[str] | None) -> tuple[tuple[int, int], ...] | None:
    return None if m is None else tuple(m.span(g) for g in range(1 + (m.re.groups or 0)))


def test_the_rewritten_patterns_match_what_they_matched() -> None:
    new_line, new_result = stepped_results._EXPRESSION_LINE, stepped_results._RESULT_START
    assert new_line.pattern != OLD_LINE.pattern and new_result.pattern != OLD_RESULT.pattern
    matched = 0
    for text in _texts(6000):
        for i in range(len(text) + 1):
            m = new_line.fullmatch(text, i)
            assert _spans(m) == _spans(OLD_LINE.fullmatch(text, i)), (text, i)
            assert _spans(new_result.match(text, i)) == _spans(OLD_RESULT.match(text, i)), (text, i)
            matched += m is not None
    assert matched > 100  # the pieces build lines the pattern reads, not only refusals


def test_a_step_and_its_result_are_still_joined() -> None:
    text = "1. 604.80 \u00d7 8,600\n2. **5,201,280 SLSH**"
    joined = stepped_results.joined_lines(text)
    assert len(joined) == len(text) and "8,600 =" in joined and "5,201,280" in joined


def test_spaced_lines_read_in_linear_time() -> None:
    for gap in (" " * 50, " " * 16000, "\t" * 16000):
        line = "1. 1" + gap + "+" + gap + "2" + gap + "+" + gap + "3" + gap + "+" + gap + "4" + gap + "+" + gap + "5" + gap + "y\n2. 15 EUR"
        started = time.process_time()
        assert stepped_results.joined_lines(line) == line
        # a bounded case (int43: 25.7 s at 50 blanks a gap, unbounded at 16,000), only a floor asserted
        assert time.process_time() - started < 5.0  # CPU seconds: milliseconds here
    short = "1. 1" + " " * 30 + "+ 2 + 3\n2. 6"  # under MAX_LINE: still read and joined
    assert stepped_results.joined_lines(short) != short


def test_a_spaced_line_through_check_still_flags_the_invention() -> None:
    gap = " " * 2000
    answer = ("Order 7731 totals 120.50 for 3 items.\n1. 1" + gap + "+" + gap + "2" + gap + "+" + gap + "3" + gap + "y\n"
              "2. 48213 in all.")
    run = [{"role": "system", "content": "You help with orders."},
           {"role": "user", "content": "What is the total for order 7731?"},
           {"role": "tool", "content": '{"order": 7731, "amount": 120.50, "items": 3}'}]
    forget_readings(GATE)
    started = time.process_time()
    verdict = check_answer(answer, run, GATE)
    assert time.process_time() - started < 8.0  # a floor, not a timing
    assert "48213" in {u.value for u in verdict.unsupported}
