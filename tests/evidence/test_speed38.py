"""(speed38) The spelling index's key walk asks `_keys_of`'s refusal and cache in the loop.

`SpellingIndex._catch_up` files the clock, date, year, id-part and segment keys of the corpus's log
the first time a candidate misses; it no longer calls `_keys_of` for each form (two forms in three
of a multi-turn case carry no key) nor `_file` for each key. The keys it files must be those of
the call per form, in the same order, with the same eight sources at most per key: on logs of
forms that carry keys, forms that do not, forms past the cache's length (not kept) and forms the
cache already holds, read in one catch-up and in several.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from evidence_audit.evidence import spellings
from evidence_audit.evidence.index import EvidenceCorpus
from evidence_audit.evidence.spellings import SpellingIndex, _keys_of

_FORMS = [
    "2026-03-14", "2026-03-14t09:30:00z", "09:30", "14:05:33", "13:00-17:30", "2025-09", "2025-q4",
    "certificate_7504069", "ord-48213", "a-b-c", "api.example.com/v1/orders", "600x400", "6\u00d74",
    "2026-01-01/2026-11-29", "2025-11-24,18420,512,230.40", "12.5", "48213", "ok", "shipped", "0x1f",
    "x600", "10:61", "25:00", "p10d", "host-1.example.com:8080", "a_b", "/", "-", ":", "_",
    "2026-02-30", "q-" + "9" * 80, "long-" + "z" * 70 + "-12",
]


def _reference_keys(log: list[str]) -> dict[tuple[str, Any], list[str]]:
    """The keys as the call per form filed them (main at fa964027): `_file(key, form)` for each key."""
    keys: dict[tuple[str, Any], list[str]] = {}
    for form in log:
        for key in _keys_of(form):
            sources = keys.get(key)
            if sources is None:
                keys[key] = [form]
            elif len(sources) < 8 and form not in sources:
                sources.append(form)
    return keys


def _random_log(rng: random.Random, size: int) -> list[str]:
    log: list[str] = []
    seen: set[str] = set()
    while len(log) < size:
        kind = rng.randrange(4)
        if kind == 0:
            form = rng.choice(_FORMS)
        elif kind == 1:  # many forms under one key: more than eight sources for ("year", "2026")
            form = f"2026-{rng.randrange(1, 13):02d}-{rng.randrange(1, 29):02d}"
        elif kind == 2:
            form = f"{rng.choice(['inv', 'ord', 'sku'])}{rng.choice('-_')}{rng.randrange(10**6)}"
        else:
            form = str(rng.randrange(10**5))
        if form not in seen:  # a corpus logs a form once
            seen.add(form)
            log.append(form)
    return log


def _index_over(log: list[str], steps: list[int]) -> SpellingIndex:
    corpus = EvidenceCorpus(track_carriers=False)
    index = SpellingIndex(corpus)
    at = 0
    for step in steps:
        corpus.add_forms(log[at : at + step])
        at += step
        index._catch_up()
    corpus.add_forms(log[at:])
    index._catch_up()
    return index


@pytest.mark.parametrize("seed", range(40))
def test_the_walk_files_the_keys_the_call_per_form_filed(seed: int) -> None:
    rng = random.Random(seed)
    log = _random_log(rng, rng.randrange(1, 300))
    if seed % 2:
        spellings._keys_cache.clear()  # every form read afresh, not from the cache
    steps = [rng.randrange(0, 40) for _ in range(rng.randrange(0, 5))]
    index = _index_over(log, steps)
    logged = index._corpus.log  # the log as the corpus stored it (a `0x1f` stores `1f` too)
    assert index._keys == _reference_keys(logged)
    assert list(index._keys) == list(_reference_keys(logged))  # the same keys in the same order
    assert index._seen == len(logged)


def test_a_key_keeps_eight_sources_the_first_eight() -> None:
    log = [f"2026-01-{day:02d}" for day in range(1, 21)]
    index = _index_over(log, [3, 5])
    assert index._keys[("year", "2026")] == log[:8]
    assert index._keys[("month-day", (1, 20))] == ["2026-01-20"]


def test_forms_without_a_key_file_nothing() -> None:
    log = ["12.5", "48213", "ok", "shipped", "x600", "1e5"]
    index = _index_over(log, [])
    assert index._keys == {}
    assert index._seen == len(log)


def test_the_grounding_the_keys_give_is_the_same_and_refuses_a_wrong_digit() -> None:
    from evidence_audit.evidence import check_answer, resolve_gate

    gate = resolve_gate({})
    history = [
        {"role": "user", "content": "When did order ord-48213 ship?"},
        {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "lookup", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "c1", "content": '{"order": "ord-48213", "shipped_at": "2026-03-14T09:30:00Z", "ref": "certificate_7504069"}'},
    ]
    grounded = check_answer("It shipped at 09:30 on 14 March 2026, certificate 7504069.", history, gate)
    assert grounded.clean, grounded
    wrong = check_answer("It shipped at 09:31 on 14 March 2026, certificate 7504096.", history, gate)
    flagged = {c.value for c in wrong.unsupported}
    assert "09:31" in flagged and "7504096" in flagged
