"""(speed12) A result's forms added once each (`stored_forms`, what the reading cache keeps) leave
the corpus exactly as adding every form of its `result_forms` does: the same turn stamps, the same
log in the same order, the same budget and carriers, with the budget to spare, run out in the
middle of a result, or run out right after a `0x` form whose bare digits an earlier result stored."""

from __future__ import annotations

import random

from evidence_audit.evidence.index import EvidenceCorpus, stored_forms
from evidence_audit.evidence.served import read_result

POOL = ["id", "amount", "ok", "0xab12", "ab12", "0x", "0x7f", "7f", "12.5", "w1234", "ff", "0xff", "0xcd", ""]


def _forms(rng: random.Random) -> list[str]:
    return [rng.choice(POOL) if rng.random() < 0.7 else f"t{rng.randrange(40)}" for _ in range(rng.randrange(0, 30))]


def _state(corpus: EvidenceCorpus) -> tuple[object, ...]:
    carriers = None if corpus.carriers is None else {k: list(v) for k, v in corpus.carriers.items()}
    return corpus.values, list(corpus.values), corpus.log, corpus.budget, carriers, corpus.cut_carriers


def test_each_form_once_is_every_form() -> None:
    rng = random.Random(12)
    for trial in range(3000):
        track = trial % 3 == 0
        long_way, short_way = EvidenceCorpus(track_carriers=track), EvidenceCorpus(track_carriers=track)
        long_way.budget = short_way.budget = rng.choice([1, 2, 3, 5, 8, 13, 40, 10_000])
        for result in range(rng.randrange(1, 6)):
            if rng.random() < 0.4:
                long_way.start_turn()
                short_way.start_turn()
            forms = _forms(rng)
            served = read_result("{}")  # a real reading: the compiled core checks its type; the forms given are what is added
            long_way.add_result(served, f"c{result}", forms)
            short_way.add_result(served, f"c{result}", stored_forms(forms))
            assert _state(short_way) == _state(long_way), (trial, forms)


def test_the_0x_rule_restamps_bare_digits_when_the_budget_runs_out_at_the_hex_form() -> None:
    for shape in (lambda forms: forms, stored_forms):
        corpus = EvidenceCorpus(track_carriers=False)
        corpus.budget = 2
        corpus.add_forms(shape(["ab12"]))
        corpus.start_turn()
        corpus.add_forms(shape(["0xab12", "0xab12", "id"]))  # 0xab12 takes the last unit; ab12 re-stamped; id not stored
        assert corpus.values == {"ab12": 1, "0xab12": 1}
        assert corpus.log == ["ab12", "0xab12"] and corpus.budget == 0


def test_stored_forms_keep_first_seen_order() -> None:
    assert stored_forms(["id", "0xab", "id", "ab", "x", "0xab"]) == ["id", "0xab", "ab", "x"]
    assert stored_forms([]) == []
