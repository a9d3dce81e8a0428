"""(speed12) A result's forms stored as `stored_forms` (each once, a `0x` form followed by its bare
digits) through `EvidenceCorpus.add_stored` leave the corpus exactly as `add_forms` of its
`result_forms` leaves it: the same turn stamps, the same log in the same order, the same budget,
with the budget to spare, run out in the middle of a result, or run out right after a `0x` form
whose bare digits an earlier result stored; with carriers filed too."""

from __future__ import annotations

import random

from evidence_audit.evidence.index import EvidenceCorpus, stored_forms

POOL = ["id", "amount", "ok", "0xab12", "ab12", "0x", "0x7f", "7f", "12.5", "w1234", "a\n0xff", "ff", "0xff", "0xcd", ""]


def _forms(rng: random.Random, nul: bool) -> list[str]:
    pool = [*POOL, "b\x000xcd"] if nul else POOL  # a form holding a NUL takes the long way
    return [rng.choice(pool) if rng.random() < 0.7 else f"t{rng.randrange(40)}" for _ in range(rng.randrange(0, 30))]


def _state(corpus: EvidenceCorpus) -> tuple[object, ...]:
    carriers = None if corpus.carriers is None else {k: list(v) for k, v in corpus.carriers.items()}
    return corpus.values, list(corpus.values), corpus.log, corpus.budget, carriers


def test_add_stored_is_add_forms_of_every_form() -> None:
    rng = random.Random(12)
    for trial in range(3000):
        track = trial % 3 == 0
        long_way, short_way = EvidenceCorpus(track_carriers=track), EvidenceCorpus(track_carriers=track)
        budget = rng.choice([1, 2, 3, 5, 8, 13, 40, 10_000])
        long_way.budget = short_way.budget = budget
        for result in range(rng.randrange(1, 6)):
            if rng.random() < 0.4:
                long_way.start_turn()
                short_way.start_turn()
            forms = _forms(rng, trial % 5 == 1)
            long_way.add_result(None, f"c{result}", forms)  # type: ignore[arg-type]
            short_way.add_result(None, f"c{result}", stored_forms(forms), stored=True)  # type: ignore[arg-type]
            assert _state(short_way) == _state(long_way), (trial, forms)


def test_the_0x_rule_restamps_bare_digits_when_the_budget_runs_out_at_the_hex_form() -> None:
    for make in (lambda c, f: c.add_forms(f), lambda c, f: c.add_stored(stored_forms(f))):
        corpus = EvidenceCorpus(track_carriers=False)
        corpus.budget = 2
        make(corpus, ["ab12"])
        corpus.start_turn()
        make(corpus, ["0xab12", "id"])  # 0xab12 takes the last unit; ab12 is re-stamped, id is not stored
        assert corpus.values == {"ab12": 1, "0xab12": 1}
        assert corpus.log == ["ab12", "0xab12"] and corpus.budget == 0


def test_stored_forms_keep_first_seen_order_and_the_bare_digits() -> None:
    assert stored_forms(["id", "0xab", "id", "ab", "x", "0xab"]) == ["id", "0xab", "ab", "x"]
    assert stored_forms(["ab", "0xab"]) == ["ab", "0xab"]
    assert stored_forms(["a\n0xff", "k"]) == ["a\n0xff", "k"]
    assert stored_forms(["a\x000xff", "0xab"]) == ["a\x000xff", "0xab", "ab"]  # a NUL inside a form: the long way
    assert stored_forms(["0xa", "0xb", "0xa"]) == ["0xa", "a", "0xb", "b"]
    assert stored_forms(["0x", "0x1"]) == ["0x", "0x1", "1"]
    assert stored_forms([]) == []
