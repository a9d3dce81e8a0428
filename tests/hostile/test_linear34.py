"""(hostile34) Runs of one character people and models paste, each quadratic in one rule before its fix,
each now linear and read as before: a line of `*` or of spaces in a system prompt
(`stated_exchanges._PER` started a search at every mark and read the run again from each: 16,000
marks 2.8 s, 16,000 spaces 1.6 s), a line of `=` in an answer (`expressions._value_after` walked the
run of relations from each of its marks: 8,000 marks 2.6 s, 66 s between two amounts), one number of thousands of digits in an answer (each rule's
chance test read its ~9 x n one-digit neighbours of n digits: 8,000 digits 8.8 s, 50,000 gigabytes).

CPU time, the best of three, with a generous bound on the growth from n to 4n (linear is 4x, the
square 16x) and a floor so that noise on a quick check cannot fail it."""

from __future__ import annotations

import random
import re
import time

from evidence_audit.evidence import check_answer, resolve_gate, stated_exchanges
from evidence_audit.evidence.expressions import _lex_text, _value_after, contradictions, relations

from ..evidence._helpers import history, judged
from .helpers import least_cpu
from .work_counts import forget_readings

GATE = resolve_gate({})
SYSTEM = ("You are the assistant of a guest house in Porto. Prices in EUR; VAT 6% included.\n"
          "- Rooms: EUR 68 a night, breakfast EUR 9.50 a guest.\n- Our rate: 1.08 USD per EUR.\n")
RESULT = '{"booking": "PT-77120", "nights": 3, "guests": 2, "total": 261.00}'
ANSWER = "Booking PT-77120: 3 nights x EUR 68 = EUR 204.00, breakfast 2 x 3 x 9.50 = EUR 57.00, total EUR 261.00."


def _cost(answer: str, system: str = SYSTEM, under: float | None = None) -> float:
    """CPU seconds of one check of `answer` over a run of the system prompt and one result, best of 3
    (stopping at one `under`: `least_cpu`), each read anew (every kept reading forgotten first: a
    second check of one text is nearly free)."""
    run = history(RESULT, system=system, user="what do I owe for PT-77120?")
    return least_cpu(lambda: check_answer(answer, run, GATE), 3, under, before=lambda: forget_readings(GATE))


def _grows_linearly(build, n: int) -> None:
    small = _cost(*build(n))
    large = _cost(*build(4 * n), under=max(8 * small, 0.3))
    assert large < max(8 * small, 0.3), (small, large)


# --- a line of `*` in the system prompt -------------------------------------------------------------

def test_a_line_of_marks_or_blanks_in_the_system_prompt_is_read_in_linear_time() -> None:
    """4x the marks: under 8x the time (main: 12x; 16,000 marks 2.8 s), for an answer that writes an
    amount in another currency (the stated rates are read)."""
    _grows_linearly(lambda n: (ANSWER + " In dollars: $281.88.", SYSTEM + "*" * n + "x\n"), 2000)
    started = time.process_time()
    assert stated_exchanges.exchanges_in("*" * 64000 + "x\n") == []
    assert time.process_time() - started < 1  # main: about 45 s
    _grows_linearly(lambda n: (ANSWER + " In dollars: $281.88.", SYSTEM + " " * n + "x\n"), 2000)
    started = time.process_time()
    assert stated_exchanges.exchanges_in(" " * 64000 + "x\n") == stated_exchanges.exchanges_in("\t" * 64000 + "x") == []
    assert time.process_time() - started < 1  # main: a line of 16,000 spaces in a system prompt, 1.6 s


def _old_per() -> re.Pattern[str]:
    """d3562e06's `_PER`: emphasis marks before the number inside the pattern."""
    return re.compile(
        r"(?<![0-9.,])" + stated_exchanges._NUMBER + r"[ \t]*" + stated_exchanges._CURRENCY
        + r"[ \t]*(?:per|/|to[ \t]+(?:the|a|one|1))[ \t]*(?:1[ \t]*)?" + stated_exchanges._CURRENCY + r"(?![A-Za-z])",
        re.IGNORECASE)


def test_a_rate_after_marks_is_read_as_the_old_pattern_read_it() -> None:
    old = _old_per()
    pieces = ["*", "**", " ", "\t", "1", "08", ".", ",", "5", "USD", " per ", "EUR", "/", "yen", "x", "149.2"]
    rng = random.Random(34)
    hits = 0
    for _ in range(20000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 14)))
        want = [(m.start(1), m.groups()) for m in old.finditer(text)]
        assert [(m.start(1), m.groups()) for m in stated_exchanges._PER.finditer(text)] == want, text
        hits += bool(want)
    assert hits > 50
    for text in ("At the **1.08** USD per EUR", "5**1.08 USD per EUR", "***149.2 yen per dollar"):
        assert [r.number for r in stated_exchanges.exchanges_in(text)], text


# --- a line of `=` in an answer ---------------------------------------------------------------------

def test_a_line_of_relations_in_an_answer_is_read_in_linear_time() -> None:
    """4x the marks: under 8x the time (main: 15x alone; between two amounts 66 s at 8,000)."""
    _grows_linearly(lambda n: (ANSWER + "\n" + "=" * n + "\n" + ANSWER,), 2000)
    started = time.process_time()
    check_answer("Total 4521.75" + "=" * 8000 + "9999.10 end", history(RESULT), GATE)
    assert time.process_time() - started < 10  # main: 66 s


def _walked_value_after(toks, i):
    """d3562e06's `_value_after`: the run of relations walked from token i."""
    return _value_after(toks, i)


def test_a_result_read_from_the_run_s_end_equals_the_walk() -> None:
    from evidence_audit.evidence.expressions import _relation_runs
    pieces = ["=", "==", "\u2248", "~", " ", "-", "\u2212", "12", "3.5", "x", "+", "%", "(", ")", "a", "\n", ":", "="]
    rng = random.Random(34)
    for _ in range(3000):
        toks = _lex_text("".join(rng.choice(pieces) for _ in range(rng.randint(1, 16))))
        runs = _relation_runs(toks)
        for i in range(len(toks) + 1):
            assert _value_after(toks, i, runs) == _walked_value_after(toks, i), (toks, i)


def test_equations_around_a_line_of_relations_still_verify_and_refute() -> None:
    answer = "2 x 68 = 136.00\n" + "=" * 40 + "\n3 x 9.50 == 28.50 and 148 + 62 + 35 = 255"
    verified = {r.value for r in relations(answer)[0]}
    assert {r for r in verified} >= {136, 28.5}, verified
    assert [c[2] for c in contradictions(answer)] == [255]
    flags, computed = judged("Three nights = = EUR 204.00 (3 x 68 = 204.00).", history(RESULT, system=SYSTEM))
    assert "204" not in flags


# --- one number of thousands of digits --------------------------------------------------------------

def test_a_number_of_thousands_of_digits_is_judged_in_linear_time_and_stays_flagged() -> None:
    """4x the digits: under 8x the time (main: 4.9x at 2,000 -> 8,000 and 8.8 s at 8,000; 50,000:
    minutes and gigabytes of neighbours); the number is flagged, the answer's arithmetic still computed."""
    _grows_linearly(lambda n: (ANSWER + "\nRef " + "7" * n + ".",), 2000)
    flags, computed = judged(ANSWER + "\nRef " + "7" * 50000 + ".", history(RESULT, system=SYSTEM))
    assert any(len(f) > 40 for f in flags) and computed.get("204") and computed.get("57"), (flags, computed)


def test_a_computed_value_of_many_digits_under_the_bound_is_still_computed() -> None:
    """The bound is on digits a value writes (40), far above any amount computed by hand: a 15-digit
    product still computes, one digit off it stays flagged."""
    result = '{"units": 2, "price": 4512345678901.25}'
    flags, computed = judged("2 x 4,512,345,678,901.25 = 9,024,691,357,802.50", history(result))
    assert not flags and computed, (flags, computed)
    flags, _ = judged("2 x 4,512,345,678,901.25 = 9,024,691,357,806.50", history(result))
    assert flags, flags
