"""(speed19) `EvidenceCorpus.add_forms` adds a list the budget outlasts, with no `0x` form, in one
batch: the corpus it leaves (values with their turns and order, the log, the budget) is the one the
form-by-form loop leaves, on random lists with repeats, `0x` forms, forms already stored at an
earlier turn and budgets around the list's length."""

from __future__ import annotations

import random

from evidence_audit.evidence.index import EvidenceCorpus

_FORMS = ("a", "b", "c", "12", "0x1f", "1f", "0x", "x0", "order", "w123", "0xdead", "dead", "\n0x9", "z")


def _form_by_form(corpus: EvidenceCorpus, forms: list[str]) -> None:
    """The loop, one form at a time (`add_normalized`, the path a carrier-tracking corpus takes)."""
    for norm in forms:
        if corpus.budget <= 0:
            return
        corpus.add_normalized(norm)


def _state(corpus: EvidenceCorpus) -> tuple[list[tuple[str, int]], list[str], int]:
    return list(corpus.values.items()), list(corpus.log), corpus.budget


def test_a_batch_leaves_the_corpus_the_loop_leaves() -> None:
    rng = random.Random(19)
    for _ in range(5000):
        budget = rng.randrange(1, 16)
        batched, looped = EvidenceCorpus(track_carriers=False), EvidenceCorpus(track_carriers=False)
        for corpus in (batched, looped):
            corpus.budget = budget
        for _turn in range(rng.randrange(1, 4)):
            forms = [rng.choice(_FORMS) for _ in range(rng.randrange(0, 12))]
            batched.add_forms(forms)
            _form_by_form(looped, forms)
            assert _state(batched) == _state(looped), (forms, budget)
            batched.start_turn()
            looped.start_turn()
