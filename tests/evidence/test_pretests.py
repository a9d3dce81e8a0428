"""(stage11) The rules' cheap pre-tests equal the long way: the slip scan skips an answer with no
short number that nothing carried nor said, the glued keys skip a form whose every number follows a
letter, a digit or a point, the locale readings skip a run of digits alone, the answer row's grounded
counts start from a zeroed copy. Each is compared with the long way (the pre-test turned off) on
random inputs, and the refusals stay flagged."""

from __future__ import annotations

import random
import re

import pytest

from evidence_audit.beam.rows import GROUNDED_COLUMNS, grounded_by_columns
from evidence_audit.evidence import RunAuditor, glued, locales, near_misses
from evidence_audit.evidence.gate import Grounded, Verdict

from ._helpers import DEFAULT, flagged

_PIECES = (
    "1", "12", "123", "23.5", "22.5", "465", "456", "1,234", "$130", "150", "2.35", "0.5", "7.8", "12.6",
    "=", "|", "\n", "| 465 | 12.6 |", " ", " ", " ", "level:", "fuel", "HTL424", "id=42", "a:123",
    "frame.py:1043:9", "48.71s", "x/123", "(123)", "1.234,56", "1 234", "\u00a0", ",", ".", "-", "km/h",
    "the remaining 300", "total", "v2.15", "\"99\"", "[123,456,789]", "#12", "@321", "{5.5}", "abc",
)


def _random_text(rng: random.Random, pieces: int) -> str:
    return "".join(rng.choice(_PIECES) for _ in range(pieces))


def test_slip_scan_pretest_equals_the_long_way(monkeypatch):
    rng = random.Random(11)
    cases = []
    for _ in range(600):
        text = _random_text(rng, rng.randint(1, 30))
        carried = {rng.choice(("456", "22.5", "150", "123", "7.8", "1234", "465")) for _ in range(rng.randint(0, 4))}
        said = {rng.choice(("465", "23.5", "12")) for _ in range(rng.randint(0, 1))}
        cases.append((text, carried, said, rng.choice((3, 4, 5))))
    fast = [near_misses.slip_candidates(*case) for case in cases]
    monkeypatch.setattr(near_misses, "_may_slip", lambda *_: True)
    slow = [near_misses.slip_candidates(*case) for case in cases]
    assert fast == slow
    assert sum(1 for found in fast if found) > 20  # the cases do find slips


def test_slip_pretest_keeps_a_slip_beside_numbers_that_cannot_slip():
    # `1234` is long, `12` short, `150` said: only `23.5` may slip, and does
    found = near_misses.slip_candidates("Ref 1234, 12 items, 150 said. New fuel level: 23.5 gallons", {"22.5"}, {"150"}, 4)
    assert list(found) == ["23.5"]
    assert near_misses.slip_candidates("Ref 1234, 12 items, fuel level 22.5", {"22.5"}, set(), 4) == {}


def test_a_slip_is_still_flagged_in_a_run():
    auditor = RunAuditor(DEFAULT)
    auditor.add("user", "What is my fuel level?")
    auditor.add("tool", '{"fuelLevel": 22.5, "odometer": 48213}')
    assert flagged(auditor.judge("New fuel level: 23.5 gallons, odometer 48213.")) == {"23.5"}
    assert flagged(auditor.judge("New fuel level: 22.5 gallons, odometer 48213.")) == set()


def test_glued_pretest_equals_the_long_way(monkeypatch):
    rng = random.Random(7)
    forms = [_random_text(rng, rng.randint(1, 6)).lower().replace(" ", "").replace("\n", "") for _ in range(3000)]
    forms += ["48.71s", "frame.py:1043", "htl424", "id=1234", "a,123,456", "x(123)", "v.123", "123abc", "build1234"]
    forms = [f for f in forms if f]
    fast = [glued.glued_keys(form) for form in forms]
    monkeypatch.setattr(glued, "_OPENED_NUMBER", re.compile(""))  # matches everywhere: the long way
    slow = [glued.glued_keys(form) for form in forms]
    assert fast == slow
    assert sum(1 for keys in fast if keys) > 100
    assert glued.glued_keys("htl424") == [] and glued.glued_keys("id=1234") == [("1234", None)]


def test_glued_value_still_grounded_and_a_name_number_not():
    auditor = RunAuditor(DEFAULT)
    auditor.add("user", "How long did it take?")
    auditor.add("tool", "elapsed=48.71s build HTL8842")
    assert flagged(auditor.judge("It took 48.71 seconds.")) == set()
    assert flagged(auditor.judge("It took 48.72 seconds.")) == {"48.72"}
    assert flagged(auditor.judge("The code is 8842.")) == {"8842"}


@pytest.mark.parametrize("text", ["1.234,56 \u20ac", "12345 and 1 234 567", "2.5 million and 150k", "3.14 or 12,5 %", "777"])
def test_locale_readings_skip_only_digits_alone(text):
    slow = []
    for m in locales._RUN.finditer(text):
        written = m.group(0)
        if any(ch in written for ch in ".,\u00a0\u202f\u2009 "):
            english = locales._read_run(written, text[m.end() : m.end() + 16])
            if english:
                slow.append(english)
    fast = locales.locale_readings(text)
    assert [r for r in fast if r in slow] == list(dict.fromkeys(slow))


def test_grounded_columns_count_every_rule_in_the_columns_order():
    rules = list(GROUNDED_COLUMNS)
    grounded = tuple(Grounded(str(i), (str(i),), rules[i % 5]) for i in range(12)) + (Grounded("x", ("x",), "no-such-rule"),)
    verdict = Verdict((), 0, (), grounded, None, 0, False, None)  # type: ignore[arg-type]
    counts = verdict.grounded_by()
    assert grounded_by_columns(verdict) == {column: counts.get(rule, 0) for rule, column in GROUNDED_COLUMNS.items()}
    assert list(grounded_by_columns(verdict)) == list(GROUNDED_COLUMNS.values())


def test_ratio_cue_pretest_equals_the_long_way(monkeypatch):
    from evidence_audit.evidence import ratios
    from evidence_audit.evidence.extract import Candidate

    rng = random.Random(3)
    words = ("ratio", "Odds", "PROPORTIONS", "mixture", "aspect", "scale", "at", "meet", "10:1", "16:9", "1:2.5", "10:15",
             "of about", ".", "\n", " ", " ", "**", "is", "1:50000", "3:1")
    cases = []
    for _ in range(800):
        answer = "".join(rng.choice(words) + " " for _ in range(rng.randint(1, 14)))
        for value in ("10:1", "16:9", "1:2.5", "10:15", "3:1", "1:50000"):
            if value in answer:
                cases.append((Candidate(value, "identifier"), answer, rng.choice((3, 4))))
    fast = [ratios.is_small_ratio(*case) for case in cases]
    monkeypatch.setattr(ratios, "_has_cue_word", lambda _answer: True)
    slow = [ratios.is_small_ratio(*case) for case in cases]
    assert fast == slow
    assert 50 < sum(fast) < len(fast) - 50


def test_a_ratio_without_its_word_is_still_judged():
    auditor = RunAuditor(DEFAULT)
    auditor.add("user", "How much water?")
    auditor.add("tool", '{"snow_cm": 40}')
    assert flagged(auditor.judge("Use the usual ratio of about 10:1 for 40 cm of snow.")) == set()
    assert flagged(auditor.judge("Meet at 10:1 for 40 cm of snow.")) == {"10:1"}
