"""The indexed leads give exactly what scanning every carried form gives, and stay flat on long runs.

`leads_scan.py` is the leads as first written (a scan of the run's forms per question, a re-walk
of its results per answer); `evidence/leads.py` answers through indexes. Both are fed the same
generated runs (numbers of both signs, ids, id parts, clocks, dates and timestamps, card digits)
and asked the same questions (near misses of carried values and plain inventions, every kind).
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evidence_audit import core
from evidence_audit.evidence.index import EvidenceCorpus
from evidence_audit.evidence.leads import Leads
from evidence_audit.evidence.served import read_result

from . import leads_scan


def _value(rng: random.Random) -> object:
    kind = rng.randrange(9)
    if kind == 0:
        return rng.choice([1, -1]) * rng.randrange(0, 3000)
    if kind == 1:
        return round(rng.uniform(-500, 5000), rng.choice([1, 2]))
    if kind == 2:
        return f"{rng.choice(['W', 'ord_', 'cert-', 'AB'])}{rng.randrange(10**3, 10**5)}"
    if kind == 3:
        return f"{rng.randrange(0, 24):02d}:{rng.choice([0, 15, 30, 45, 59])}"
    if kind == 4:
        return f"2026-0{rng.randrange(1, 4)}-{rng.randrange(10, 13)}"
    if kind == 5:
        return f"2026-01-1{rng.randrange(0, 3)}T{rng.randrange(8, 11):02d}:{rng.choice([0, 20, 40])}:00Z"
    if kind == 6:
        return f"card ending {rng.randrange(1000, 1100)}"
    if kind == 7:
        return f"0x{rng.randrange(16**3):03x}"
    return rng.choice(["10.5", "10.50", "-0", "0.0", "1e21", "99999999999999999999.5"])


def _mutate(rng: random.Random, text: str) -> str:
    if not text:
        return "7"
    i = rng.randrange(len(text))
    move = rng.randrange(4)
    if move == 0:
        return text[:i] + str(rng.randrange(10)) + text[i + 1 :]
    if move == 1:
        return text[:i] + text[i + 1 :]
    if move == 2:
        return text[:i] + rng.choice("0123456789ab_-") + text[i:]
    return "-" + text if not text.startswith("-") else text[1:]


def _questions(rng: random.Random, carried: list[str]) -> list[tuple[str, str, int | None, str | None]]:
    out = []
    for _ in range(25):
        base = rng.choice(carried) if carried and rng.random() < 0.8 else str(_value(rng))
        value = _mutate(rng, base).lower() if rng.random() < 0.8 else base.lower()
        shape = rng.choice(["number", "figure", "id", "date"])
        minutes = rng.randrange(0, 24 * 60) if rng.random() < 0.15 else None
        ending = str(rng.randrange(1000, 1100))[-rng.choice([3, 4]) :] if rng.random() < 0.1 else None
        out.append((value, shape, minutes, ending))
    return out


def _pair(seed: int) -> None:
    rng = random.Random(seed)
    corpus = EvidenceCorpus(track_carriers=False)
    new, old = Leads(corpus, budget=10**12), leads_scan.Leads(corpus)
    carried: list[str] = []
    for position in range(rng.randrange(1, 12)):
        values = [_value(rng) for _ in range(rng.randrange(1, 10))]
        carried += [str(v) for v in values]
        if rng.random() < 0.7:
            text = json.dumps({f"k{i}": v for i, v in enumerate(values)})
        else:
            text = " ".join(str(v) for v in values)
        served = read_result(text)
        corpus.add_result(served, f"c{position}")
        new.add_result(served, position, f"tool{position % 3}")
        old.add_result(served, position, f"tool{position % 3}")
        for value, shape, minutes, ending in _questions(rng, carried):
            want = old.nearest(value, shape, minutes=minutes, ending=ending)
            got = new.nearest(value, shape, minutes=minutes, ending=ending)
            assert (got and got.as_dict()) == (want and want.as_dict()), (value, shape, minutes, ending)
            want_d, got_d = old.derivation(value), new.derivation(value)
            assert (got_d and got_d.as_dict()) == (want_d and want_d.as_dict()), value


@settings(max_examples=300)
@given(st.integers(min_value=0, max_value=2**32))
def test_indexed_leads_equal_the_scan(seed: int) -> None:
    """nearest and derivation answer exactly as a scan of every carried form does."""
    _pair(seed)


@pytest.mark.skipif(
    "evidence.leads" in core.compiled_modules(), reason="counts calls by patching; compiled calls are bound early"
)
def test_leads_work_does_not_grow_with_the_run(monkeypatch) -> None:
    """Past a run's first (scanned) questions, a question on a run of 2,000 results looks at about
    as many carried forms as on a run of 20."""
    from evidence_audit.evidence import leads as module

    looked = [0]
    for name in ("one_edit_apart", "_least"):
        real = getattr(module, name)

        def counting(*args, _real=real):  # type: ignore[no-untyped-def]
            looked[0] += 1
            return _real(*args)

        monkeypatch.setattr(module, name, counting)
    rng = random.Random(3)

    def work(results: int) -> int:
        corpus = EvidenceCorpus(track_carriers=False)
        leads = Leads(corpus, budget=10**12)
        for position in range(results):
            text = json.dumps({"id": f"W{rng.randrange(10**5, 10**6)}", "amount": rng.randrange(10**8) / 100})
            served = read_result(text)
            corpus.add_result(served, None)
            leads.add_result(served, position, None)
        for i in range(module.SCANNED_QUESTIONS):  # a run's first questions scan
            leads.nearest(f"w{i}", "id")
        looked[0] = 0
        for i in range(200):
            leads.nearest(f"w{100000 + i * 7}", "id")
            leads.nearest(f"{500 + i}.25", "number")
        return looked[0]

    small, large = work(20), work(2_000)
    assert 0 < large < max(small, 400) * 4, (small, large)  # a scan looks at ~100x more


def test_the_lead_budget_stops_leads_once_spent() -> None:
    """Filing and scanning count against the run's budget; once it is spent, no lead is searched."""
    corpus = EvidenceCorpus(track_carriers=False)
    leads = Leads(corpus, budget=1_000)
    served = read_result(json.dumps({f"k{i}": f"W{1_000_000 + i}" for i in range(2_000)}))
    corpus.add_result(served, None)
    leads.add_result(served, 0, None)
    first = leads.nearest("w1000005x", "id")
    assert first is not None and first.value == "w1000005"
    assert leads.exhausted
    assert leads.nearest("w1000007x", "id") is None and leads.derivation("12") is None
    leads.grant(10**9)
    assert not leads.exhausted and leads.nearest("w1000007x", "id") is not None
