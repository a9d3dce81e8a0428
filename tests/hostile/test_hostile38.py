"""(hostile38) The five patterns round 37's fuzzer still listed, each linear and equal to main's
(fa964027) at every start of random texts built from its own characters:

- `slipped_results._LINK` (between the second operand of `a op b` and the value): three repeats of
  blanks side by side (`[*_\\s]*%?[*_\\s)]*`, a word's `[*_\\s]+`, `,?\\s*`) and the tail's: cubic in
  a run of blanks. Reached through `check`: `12 x 13`, then 400 spaces, then `166`: 0.66 s; the
  pattern alone over 2,000 spaces 82 s. Now every run possessive (it only says whether the text
  links).
- `slipped_results._JOIN` (between the two operands): two repeats of blanks side by side, the
  square of a run of blanks or stars (8,000: 1.9 s a try). Now an operator that is no star with
  every run taken whole (group 1), else a lone star (group 2), the last of the run of marks the
  tail starts with, as the old greedy runs chose it.
- `segments._HOST_PORT`, `glued._LOCATOR`, `glued._ANSWER_LOCATOR` (asked of one carried form or
  answer value, which may be a token of 100k letters): a letter tried with every end, the square of
  a run of letters (8,000 letters: 0.25 s a form for `_HOST_PORT`). Now the letter found by a
  lookahead and each run taken whole.

No timed `check`: the tests bound the work by the length of the hostile text at which main's
patterns cost seconds (each new pattern is also timed at n and 4n with a floor, as
`test_hostile37.py` does), and the same matches are asserted on random texts.
"""

from __future__ import annotations

import random
import re
import time

import pytest

from evidence_audit.evidence import check_answer, glued, resolve_gate, segments, slipped_results
from evidence_audit.evidence.unverified import numbers_of

from .work_counts import forget_readings

GATE = resolve_gate({})

# The patterns as fa964027 wrote them.
OLD_JOIN = re.compile(
    r"[*_\s]*%?[*_\s]*(?:[A-Za-z]+[*_\s]+){0,2}?"
    r"(\u00d7|x|(?<!\*)\*(?!\*)|\+|-|\u2212|\u2013|\u00f7|/|of)[\s(*_]*[$\u20ac\u00a3\u00a5]?\Z"
)
OLD_LINK = re.compile(
    r"[*_\s]*%?[*_\s)]*(?:[A-Za-z/]+[*_\s]+){0,2}?"
    r"(?:=|\u2248|,?\s*(?:totall?ing|totals?|totall?ed|in\s+all|comes?\s+to|coming\s+to|for\s+a\s+total\s+of))"
    r"[\s*_(~]*(?:about\s+|approx\.?\s+|approximately\s+|roughly\s+|around\s+)?[*_\s]*[$\u20ac\u00a3\u00a5]?\Z",
    re.IGNORECASE,
)
OLD_HOST_PORT = re.compile(r"([a-z0-9][a-z0-9.\-_]*[a-z][a-z0-9.\-_]*):([0-9]{1,5})", re.ASCII)
OLD_LOCATOR = re.compile(
    r"(?:.*/)?([a-z0-9_.\-]*[a-z][a-z0-9_\-]*\.[a-z0-9]{1,8}):([0-9]{1,6})(?::([0-9]{1,4}))?:?", re.ASCII
)
OLD_ANSWER_LOCATOR = re.compile(r"(?:[a-z0-9_.\-]*[a-z][a-z0-9_\-]*\.[a-z0-9]{1,8}:)?[0-9]{1,6}(?::[0-9]{1,4})?", re.ASCII)


def _random_texts(alphabet: list[str], count: int, seed: int = 38, longest: int = 16) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, longest))) for _ in range(count)]


def _spans(m: re.Match[str] | None) -> tuple[tuple[int, int], ...] | None:
    return None if m is None else tuple(m.span(g) for g in range(1 + (m.re.groups or 0)))


def _operator(m: re.Match[str] | None) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The match and its operator's span, whichever group holds it (the new `_JOIN`: 1 or 2)."""
    if m is None:
        return None
    group = 1 if m.re.groups < 2 or m.group(1) is not None else 2
    return m.span(), m.span(group)


# --- the same matches -------------------------------------------------------------------------------

JOIN_PIECES = [" ", "\t", "\n", "*", "**", "_", "%", "x", "of", "o", "f", "a", "ab", "X", "+", "-", "/", "\u00d7",
               "\u2212", "\u2013", "\u00f7", "(", ")", "$", "\u20ac", "1"]
LINK_PIECES = [" ", "\t", "\n", "*", "_", "%", ")", "(", "~", "=", "\u2248", ",", "total", "totalling", "totaled",
               "totals", "in", "all", "comes", "to", "coming", "for", "a", "of", "about", "approx", ".",
               "approximately", "roughly", "around", "ab", "/", "$", "x", "1", "Total"]
NAME_PIECES = ["a", "b1", "z", ".", "py", ":", "12", "1", "0", "/", "-", "_", "x", ".c", "abcdefghi", "A", " "]
FILE_PIECES = ["a", "b1", ".", "py", ":", "12", "1041", "/", "-", "_", "x", "src/", "frame", ".py:", "9", "A"]


def test_the_join_finds_the_operator_it_found() -> None:
    matched = stars = 0
    for text in _random_texts(JOIN_PIECES, 6000):
        for start in range(len(text) + 1):
            new = slipped_results._JOIN.match(text, start)
            assert _operator(new) == _operator(OLD_JOIN.match(text, start)), (text, start)
            matched += new is not None
            stars += new is not None and new.group(1) is None
    assert matched > 2000 and stars > 100, (matched, stars)  # the random texts reach both kinds


def test_the_link_links_what_it_linked() -> None:
    matched = 0
    for text in _random_texts(LINK_PIECES, 6000):
        for start in range(len(text) + 1):
            new = slipped_results._LINK.match(text, start)
            assert _spans(new) == _spans(OLD_LINK.match(text, start)), (text, start)
            matched += new is not None
    assert matched > 1000, matched


@pytest.mark.parametrize("new, old, pieces, least", [
    (segments._HOST_PORT, OLD_HOST_PORT, NAME_PIECES, 200),
    (glued._LOCATOR, OLD_LOCATOR, FILE_PIECES, 300),
    (glued._ANSWER_LOCATOR, OLD_ANSWER_LOCATOR, FILE_PIECES, 2000),
], ids=["host_port", "locator", "answer_locator"])
def test_the_name_patterns_match_what_they_matched(new: re.Pattern[str], old: re.Pattern[str], pieces: list[str],
                                                   least: int) -> None:
    """Asked with `fullmatch` (of a form, a value): the same groups at every start; `match` too."""
    matched = 0
    for text in _random_texts(pieces, 12000, longest=10):
        for start in range(len(text) + 1):
            full = new.fullmatch(text, start)
            assert _spans(full) == _spans(old.fullmatch(text, start)), (text, start)
            assert _spans(new.match(text, start)) == _spans(old.match(text, start)), (text, start)
            matched += full is not None
    assert matched > least, matched


# --- linear ---------------------------------------------------------------------------------------

def _one_try(how, text: str) -> float:
    best = float("inf")
    for _ in range(3):
        started = time.process_time()
        how(text)
        best = min(best, time.process_time() - started)
    return best


HOSTILE = [
    # (how the pattern is asked, the hostile text at n); main: the square or worse of each
    (slipped_results._LINK.match, lambda n: " " * n + "x"),
    (slipped_results._LINK.match, lambda n: "* " * (n // 2) + "x"),
    (slipped_results._JOIN.match, lambda n: " " * n + "1"),
    (slipped_results._JOIN.match, lambda n: "*" * n + "1"),
    (slipped_results._JOIN.match, lambda n: "*_" * (n // 2) + "1"),
    (slipped_results._JOIN.match, lambda n: "ab" + " *" * (n // 2) + "z"),
    (segments._HOST_PORT.fullmatch, lambda n: "a" * n + ":x"),
    (glued._LOCATOR.fullmatch, lambda n: "a" * n + ".p:x"),
    (glued._LOCATOR.fullmatch, lambda n: "a/" * (n // 2) + "a.py:x"),
    (glued._ANSWER_LOCATOR.fullmatch, lambda n: "a." + "a" * n + ":1x"),
]


@pytest.mark.parametrize("how, hostile", HOSTILE, ids=[f"{i}" for i in range(len(HOSTILE))])
def test_one_try_is_linear(how, hostile) -> None:
    """4x the run: under 8x the time of one try, floored (main: 16x or 64x; `_LINK` over 2,000
    spaces 82 s, here 8,000 well under the floor)."""
    small, large = _one_try(how, hostile(2000)), _one_try(how, hostile(8000))
    assert large < max(8 * small, 0.05), (small, large)


def test_a_run_of_blanks_between_the_operands_and_the_value_through_check() -> None:
    """`12 x 13`, 3,000 spaces, `166`: main's `_LINK` took the cube of the run (400 spaces 0.66 s of
    `check`, 800 spaces 5.4 s; 3,000 about 280 s by the cube); here well under a second."""
    run = [{"role": "user", "content": "How many boxes for order 7731?"},
           {"role": "tool", "content": '{"order": 7731, "pallets": 12, "per_pallet": 13}'}]
    forget_readings(GATE)
    started = time.process_time()
    check_answer("Order 7731: we ship 12 x 13" + " " * 3000 + "166 boxes.", run, GATE)
    assert time.process_time() - started < 5.0


# --- the rules still read what they read -----------------------------------------------------------

@pytest.mark.parametrize("answer, found", [
    ("We ship 12 x 13 = 166 boxes.", {"166"}),            # 156 one digit off
    ("We ship 12 x 13 = 156 boxes.", set()),               # right
    ("We ship 12 * 13 = 166 boxes.", {"166"}),            # a lone star, group 2
    ("We ship **12** pallets * 13 boxes = 166 boxes.", {"166"}),
    ("We ship 12 x 13" + " " * 5000 + "= 166 boxes.", {"166"}),  # the long run still links
    ("We ship 12 x" + " " * 5000 + "13 = 166 boxes.", {"166"}),  # and still joins
    ("We ship 12 ** 13 = 166 boxes.", set()),              # two stars: no operator
    ("We ship 12 x 13 = 176 boxes.", {"176"}),
])
def test_a_slipped_result_is_still_found(answer: str, found: set[str]) -> None:
    assert set(slipped_results.slipped_results(answer, numbers_of(answer), set(), set(), 4)) == found


def test_a_locator_and_a_host_still_read() -> None:
    assert glued.glued_keys("src/app/frame.py:1041:9")[:3] == [("frame.py:1041", None), ("frame.py:1041:9", None),
                                                             ("1041:9", None)]
    assert glued.glued_keys("src/app/frame:1041:9") == [("1041", None)]  # no extension: no locator
    assert "pg-prod-02" in segments.segment_keys("pg-prod-02:9187")
    assert segments.segment_keys("1234:9187") == []  # no letter: no host
    assert glued._ANSWER_LOCATOR.fullmatch("frame.py:1041") and not glued._ANSWER_LOCATOR.fullmatch("12.34:1041")
