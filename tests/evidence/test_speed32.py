"""(speed32) The check's hot paths cut without changing an output: each rewrite equals the code it
replaced (kept here as the reference) on random and edge inputs, and the work it no longer does is
counted (calls, not time)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from evidence_audit import core
from evidence_audit.evidence import near_misses
from evidence_audit.evidence.layout import Layout
from evidence_audit.evidence.near_misses import (
    MAX_SLIP_VALUES,
    MIN_SLIP_DIGITS,
    MIN_SWAP_DIGITS,
    _SIGNED_BEFORE,
    _SITE,
    SlipWords,
    _column_counts,
    _finer_numbers,
    _in_derived_column,
    _keys,
    _line_around,
    _lone,
    _may_slip,
    _rounds_one_of,
    _site_key,
    _state_change,
    _table_cells,
    _unit_key,
    question_keys,
    slip_candidates,
    slips_of,
    swaps_of,
    terse,
    words_of,
)
from evidence_audit.evidence.locales import english_text
from evidence_audit.evidence.unverified import framed_as_arithmetic, framed_by_word_alone, numbers_of


def _slip_candidates_before(text, carried, said, min_digits, numbers=None, bases=None, mode="", question=None):
    """`slip_candidates` at c90f5dca: the framing and words of every short number read before its slips."""
    if numbers is None:
        numbers = numbers_of(text)
    least = MIN_SWAP_DIGITS if mode == "lone" else MIN_SLIP_DIGITS
    if not any(_may_slip(n.value, carried, said, min_digits, least) for n in numbers):
        return {}
    written = {n.value for n in numbers}
    finer = None
    out = {}
    framed = set()
    layout = Layout(text)
    starts = [n.start for n in numbers] if mode == "lone" else []
    cells = _table_cells(layout, numbers)
    counts = _column_counts(cells, numbers, carried)
    for number, cell in zip(numbers, cells):
        value = number.value
        if value in framed:
            continue
        digits = sum(1 for c in value if c.isdigit())
        if digits < least or digits >= min_digits or value in carried or value in said:
            continue
        if (framed_as_arithmetic(text, number, numbers, carried, layout) and not _state_change(text, number.start)) \
                or _in_derived_column(number, cell, counts, carried):
            framed.add(value)
            out.pop(value, None)
            continue
        line = _line_around(text, number.start, number.end)
        if mode == "lone" and not _lone(text, number, starts):
            continue
        words = _keys(line) | question_keys(text, question) if mode == "keys" else words_of(line) | _keys(line)
        if mode == "lone":
            if question:
                words |= question
            unit = _unit_key(text, number.end)
            if unit:
                words.add(unit)
        found = out.get(value)
        if found is not None:
            found[1].update(words)
            continue
        if len(out) >= MAX_SLIP_VALUES:
            continue
        near = swaps_of(value) if digits < MIN_SLIP_DIGITS else slips_of(value)
        if bases is None:
            slips = [s for s in near if s in carried and s not in written]
        else:
            slips = [s for s in near if s in bases and s not in carried and s not in written]
        if not slips:
            continue
        if finer is None:
            finer = _finer_numbers(english_text(text)[0])
        if not _rounds_one_of(value, finer):
            out[value] = (slips, words)
    return out


_WORDS = "the total is fee per night for guests kg litres lesson km paid due = + × − → of".split()


def _answer(rng: random.Random, pool: list[str]) -> str:
    lines = []
    for _ in range(rng.randrange(1, 6)):
        table = rng.random() < 0.25
        cells = []
        for _ in range(rng.randrange(1, 7)):
            number = rng.choice(pool) if rng.random() < 0.6 else str(rng.randrange(1, 99999))
            if rng.random() < 0.2:
                number += "." + str(rng.randrange(0, 99))
            cells.append(number if table else f"{rng.choice(_WORDS)} {number} {rng.choice(_WORDS)}")
        if table:
            lines.append("| " + rng.choice(_WORDS) + " | " + " | ".join(cells) + " |")
        else:
            lines.append(" ".join(cells) + rng.choice([".", "", ":", " = 12"]))
    if any(line.startswith("|") for line in lines) and rng.random() < 0.5:
        lines.insert(0, "| item | a | b | total |\n|---|---|---|---|")
    return "\n".join(lines)


def _near(rng: random.Random, value: str) -> str:
    near = slips_of(value) + swaps_of(value)
    return rng.choice(near) if near else value


def test_slip_candidates_equals_the_code_it_replaced() -> None:
    rng = random.Random(32)
    for _ in range(3000):
        pool = [str(rng.randrange(10, 9999)) for _ in range(6)]
        answer = _answer(rng, pool)
        numbers = numbers_of(answer)
        values = [n.value for n in numbers]
        carried = {_near(rng, v) for v in values if rng.random() < 0.5} | {v for v in values if rng.random() < 0.1}
        said = {v for v in values if rng.random() < 0.05}
        bases = {_near(rng, v) for v in values if rng.random() < 0.5}
        question = {rng.choice(_WORDS)} if rng.random() < 0.5 else None
        min_digits = rng.choice([4, 5, 6])
        for mode, base in (("", None), ("keys", bases), ("lone", bases)):
            args = (answer, carried, said, min_digits, numbers, base, mode, question)
            assert _without_recall43(_without_recall42(_without_recall39(slip_candidates(*args))), *args) \
                == _before_recall43(_slip_candidates_before(*args), mode, base), args


def _without_recall43(found: dict[str, tuple[list[str], set[str]]], answer: str, carried: set[str], said: set[str],
                      min_digits: int, numbers: list[Any], bases: set[str] | None, mode: str,
                      question: set[str] | None) -> dict[str, tuple[list[str], set[str]]]:
    """`slip_candidates` less what recall43 added: in `lone` mode, a terse reply's value framed by a
    result word alone (`unverified.framed_by_word_alone`), which the code before left out as framed."""
    if mode != "lone" or not terse(answer):
        return found
    framed = {n.value for n in numbers if framed_by_word_alone(answer, n, numbers, carried)}
    return {value: found_ for value, found_ in found.items() if value not in framed}


def _before_recall43(found: dict[str, tuple[list[str], set[str]]], mode: str,
                     bases: set[str] | None) -> dict[str, tuple[list[str], set[str]]]:
    """The code before less what recall43 took out: in `lone` mode, a value an earlier answer wrote
    (`bases`) is restated as written, no slip."""
    if mode != "lone" or bases is None:
        return found
    return {value: found_ for value, found_ in found.items() if value not in bases}


def _without_recall42(found: dict[str, tuple[list[str], set[str]]]) -> dict[str, tuple[list[str], set[str]]]:
    """`slip_candidates` less what recall42 added: a value with a slip only its written decimal zeros
    give (`62.02` for `62.20`: `written_swaps`; `2.3` for `2.03`: `swaps_of` keeps the zero it drops)."""
    def before(value: str) -> list[str]:
        digits = sum(1 for c in value if c.isdigit())
        if digits >= MIN_SLIP_DIGITS:
            return slips_of(value)
        return [s for s in swaps_of(value) if sum(1 for c in s if c.isdigit()) == digits]
    return {value: found_ for value, found_ in found.items() if all(s in before(value) for s in found_[0])}


def _without_recall39(found: dict[str, tuple[list[str], set[str]]]) -> dict[str, tuple[list[str], set[str]]]:
    """`slip_candidates` less what recall39 added: weak slips (`~`), a general value's unit (`su:`),
    the question's marked words (`q:`) and a word after the value (`aw:`) as keys."""
    out: dict[str, tuple[list[str], set[str]]] = {}
    for value, (slips, words) in found.items():
        kept = [s for s in slips if not s.startswith("~")]
        if kept:
            out[value] = (kept, {w for w in words if not w.startswith(("su:", "q:", "aw:"))})
    return out


@pytest.mark.skipif("evidence.near_misses" in core.compiled_modules(), reason="counts calls by patching; compiled calls are bound early")
def test_a_short_number_with_no_slip_to_be_reads_no_framing(monkeypatch: pytest.MonkeyPatch) -> None:
    """An answer of many short numbers, none one slip (or a swap) from a carried number: its framing
    is asked of none of them (c90f5dca asked it of every one, in each of the three modes), and a
    number one slip from a carried one is still a candidate, its framing read."""
    asked: list[int] = []

    def counting(text, number, numbers, carried, layout=None):
        asked.append(number.start)
        return framed_as_arithmetic(text, number, numbers, carried, layout)

    monkeypatch.setattr(near_misses, "framed_as_arithmetic", counting)
    answer = "\n".join(f"Lesson {k}: {40 + k} minutes, {k + 11} km from the office." for k in range(1, 30))
    carried = {"9001", "8002"}
    numbers = numbers_of(answer)
    for mode in ("", "keys", "lone"):
        assert slip_candidates(answer, carried, set(), 6, numbers, None if mode == "" else carried, mode) == {}
    assert asked == []
    slipped = answer + "\nThe deposit is 9010 in all."  # the carried 9001, its last two digits swapped
    found = slip_candidates(slipped, {"9001"}, set(), 6)
    assert list(found) == ["9010"] and len(asked) == 1


def _sites_before(texts: list[tuple[str, int]], least: int, below: int) -> dict[str, list[tuple[int, int, int]]]:
    """`SlipWords._catch_up` at c90f5dca: every `_SITE` match walked in Python."""
    sites: dict[str, list[tuple[int, int, int]]] = {}
    for k, (text, _) in enumerate(texts):
        for match in _SITE.finditer(text):
            written = match.group(0)
            key = _site_key(written)
            digits = sum(1 for c in key if c.isdigit())
            if len(written) < least or digits < least or digits >= below:
                continue
            start, end = match.start(), match.end()
            sites.setdefault(key, []).append((k, start, end))
            if start > 0 and text[start - 1] == "-" and (start == 1 or text[start - 2] not in _SIGNED_BEFORE):
                sites.setdefault("-" + key, []).append((k, start - 1, end))
    return sites


def test_slip_sites_bounded_in_the_pattern_equal_the_walk() -> None:
    """The narrowed site pattern (`_site_pattern`) keeps the sites every `_SITE` match walked kept,
    for both kinds of `SlipWords` (results' numbers from 3 digits, earlier answers' from 2) and any
    digit minimum."""
    rng = random.Random(3232)
    pieces = ["1", "12", "123", "1234", "12345", "123456", "0.50", "22.50", "64.0", "100.000", "465", "-465", "a-465",
              " -23.5", "007", "0465", "1.0", "10.10", "999.9", "x", " ", "\n", ".", "..", "-", ",", "_9", "v1.2.3",
              "3.14159", "12.", "1.2.3", "2026-11-07", "W1234567", "0x1f", "١٢٣", "12:30", "4.5.", "€1.234,56"]
    for below in (1, 2, 3, 4, 5, 6, 8, 12, 1001):
        texts = [("".join(rng.choice(pieces) for _ in range(rng.randrange(1, 40))), 0) for _ in range(300)]
        for least in (MIN_SWAP_DIGITS, MIN_SLIP_DIGITS):
            slips = SlipWords(least)
            slips.written(texts[:150], below)
            got = slips.written(texts, below)  # caught up in two steps, as a run grows
            assert _without_zero_swapped(dict(got), below) == _sites_before(texts, least, below), (least, below)


def _without_zero_swapped(sites: dict[str, list[tuple[int, int, int]]], below: int) -> dict[str, list[tuple[int, int, int]]]:
    """(recall42) The sites less a number of the minimum ending its decimals in a zero and a digit
    (`62.02`, `near_misses._zero_swapped`): a site of a swap as written only, none before."""
    out = {}
    for key, where in sites.items():
        digits = sum(1 for c in key if c.isdigit())
        if digits >= below:
            assert key.lstrip("-")[-2] == "0" and "." in key, key
            continue
        out[key] = where
    return out
