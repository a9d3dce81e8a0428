"""(speed36) The spelling keys filed per family, at that family's first question: the work an
identifier's miss no longer does (a timestamp's clock and date keys), and the identity of every
key's answer with the keys of every family filed at once, as they were before."""

from __future__ import annotations

import random

from evidence_audit.evidence import RunAuditor, resolve_gate
from evidence_audit.evidence.index import EvidenceCorpus, ExemptCorpus
from evidence_audit.evidence.spellings import SpellingIndex, _keys_of
from evidence_audit.evidence.work import RuleWork


def _index() -> tuple[EvidenceCorpus, SpellingIndex]:
    corpus = EvidenceCorpus(track_carriers=False)
    return corpus, SpellingIndex(corpus, ExemptCorpus(), RuleWork())


def test_an_identifiers_miss_files_no_clock_or_date_keys() -> None:
    auditor = RunAuditor(resolve_gate({}))
    auditor.add("user", "what about W1234567")
    auditor.add("tool", '{"host": "host-17", "id": "0x1aeb31", "seen": "2026-03-14T05:15:09Z"}', tool_call_id="c1")
    verdict = auditor.judge("The id is 0x1aeb30 on host-17.")
    assert [c.value for c in verdict.unsupported] == ["0x1aeb30"]
    spellings = auditor.spellings
    assert spellings is not None
    assert spellings._seen == {"segment": 7}  # the log read for the segment keys only
    assert spellings._keys == {}  # base: the timestamp's seven clock, date and year keys, host-17's id-part
    # a clock asked later files its family then, from the whole log
    verdict = auditor.judge("It was last seen at 05:15 UTC.")
    assert verdict.unsupported == () and [g.by for g in verdict.grounded] == ["clock"]
    assert spellings._keys == {("clock", (5, 15)): ["2026-03-14t05:15:09z"]}


def _forms(rng: random.Random) -> list[str]:
    h, m, s = rng.randrange(24), rng.randrange(60), rng.randrange(60)
    iso = f"20{rng.randrange(20, 30)}-{rng.randrange(1, 13):02d}-{rng.randrange(1, 29):02d}"
    return [rng.choice([
        f"{iso}t{h:02d}:{m:02d}:{s:02d}z", f"{iso}t{h:02d}:{m:02d}+01:00", iso, iso[:7], f"{h:02d}:{m:02d}",
        f"{h:02d}:{m:02d}:{s:02d}.25", f"{h:02d}:00-{(h + 1) % 24:02d}:30", f"{iso}/{iso}", f"{iso},{h},{m}.5",
        f"certificate_{rng.randrange(10**5, 10**6)}", f"db-{rng.randrange(100)}.eu-west-1.internal",
        f"src/app/mod_{rng.randrange(9)}.py", f"{rng.randrange(100, 999)}x{rng.randrange(100, 999)}", "pending", str(h * 100 + m),
    ]) for _ in range(rng.randrange(1, 12))]


def test_every_keys_turn_is_the_one_all_families_filed_at_once_give() -> None:
    """Random logs grown between questions of random families: `_turn` of every key asked equals
    the turn of the keys filed the way they were before speed36 (every family at the first question)."""
    rng = random.Random(36)
    asked = 0
    for _ in range(300):
        corpus, index = _index()
        every: dict[tuple[str, object], list[str]] = {}
        seen = 0
        for _ in range(rng.randrange(1, 6)):
            corpus.start_turn()
            corpus.add_forms(_forms(rng))
            keys = [key for form in corpus.log for key in _keys_of(form)]
            if not keys:
                continue
            for form in corpus.log[seen:]:  # the former catch-up: every family's keys at once
                for key in _keys_of(form):
                    sources = every.setdefault(key, [])
                    if len(sources) < 8 and form not in sources:
                        sources.append(form)
            seen = len(corpus.log)
            for key in rng.sample(keys, min(len(keys), 4)):
                expected = max(corpus.values.get(form, -1) for form in every[key])
                assert index._turn(key) == expected, key
                asked += 1
            assert index._turn(("clock", (99, 99))) == -1
            years = index.date_years(2019, 2031)
            assert years == [y for y in range(2031, 2018, -1) if ("year", str(y)) in every]
    assert asked > 1000
