"""(speed30) `check_answer` with a `ReadingCache` starts a run's next case from a copy of the auditor
fed with the history that case extends (`auditor._fed_from`). Exact by construction (the function's
docstring argues it); these tests hold it to the verdicts of a fresh feed on real runs, to the rule
that no closure is reachable from a fed auditor (a copied closure would feed the auditor copied,
not the copy: the arithmetic's feed log held lambdas until this branch), and to its refusals."""

from __future__ import annotations

import gc
import types
from pathlib import Path
from typing import Any

from evidence_audit import Source, assemble_run, parse_line
from evidence_audit.core import compiled_modules
from evidence_audit.evidence import check_answer
from evidence_audit.evidence.auditor import ReadingCache, RunAuditor, _fed

from ._helpers import DEFAULT

DATA = Path(__file__).resolve().parents[1] / "data"


def _cases(name: str, runs: int) -> list[tuple[str, list[dict[str, Any]]]]:
    """Every answer of the first `runs` runs of each corpus of a set, with its history (as dicts)."""
    out = []
    for corpus in sorted((DATA / name).glob("*.jsonl")):
        if corpus.name.endswith(".truth.jsonl"):
            continue
        for number, line in enumerate(corpus.read_bytes().splitlines()[:runs], start=1):
            messages = list(assemble_run(parse_line(line, Source(str(corpus), number)).messages).messages)
            history: list[dict[str, Any]] = []
            for m in messages:
                if m.answer:
                    out.append((m.text, list(history)))
                entry = {"role": m.role, "content": m.text, "tool_call_id": m.tool_call_id, "tool_calls": m.tool_calls,
                         "tool_name": m.tool_name}  # (as bench/heldout.py's `history_of`)
                history.append(entry)
    return out


def test_cases_of_runs_judged_as_a_fresh_feed_judges_them() -> None:
    cases = _cases("heldout12", 3) + _cases("heldout22", 2)
    cache = ReadingCache()
    kept = 0
    for answer, history in cases:
        cached = check_answer(answer, history, DEFAULT, readings=cache)
        kept += bool(cache.fed)
        assert cached == check_answer(answer, history, DEFAULT), answer[:80]
        # the same history again with the answer's first digit moved (a mutant, as bench/heldout.py asks)
        at = next((i for i, ch in enumerate(answer) if ch.isdigit()), -1)
        if at >= 0:
            mutant = answer[:at] + str((int(answer[at]) + 1) % 10) + answer[at + 1:]
            assert check_answer(mutant, history, DEFAULT, readings=cache) == check_answer(mutant, history, DEFAULT)
    # the copies were taken and used; a compiled core's native objects may refuse to copy (mypyc's
    # classes are not picklable): then every case is fed whole, as before speed30, same verdicts
    assert kept or compiled_modules()


def test_no_closure_reachable_from_a_fed_auditor() -> None:
    for answer, history in _cases("heldout22", 2)[::3]:
        for defer in (True, False):
            cache = ReadingCache()
            auditor = _fed(RunAuditor(DEFAULT, cache, defer_answers=defer), history, None, [])
            for _ in range(2):
                seen = {id(cache), id(DEFAULT)}
                stack: list[Any] = [auditor]
                while stack:
                    o = stack.pop()
                    if id(o) in seen or isinstance(o, (types.ModuleType, type)):
                        continue
                    seen.add(id(o))
                    assert not isinstance(o, types.GeneratorType)
                    if isinstance(o, types.FunctionType):
                        assert "<locals>" not in o.__qualname__ and o.__name__ != "<lambda>", o.__qualname__
                        continue
                    stack.extend(gc.get_referents(o))
                auditor.judge(answer)  # and after a question woke the arithmetic


def test_a_history_that_differs_is_fed_whole() -> None:
    cases = _cases("heldout12", 2)
    answer, history = next((a, h) for a, h in cases if len(h) > 3)
    cache = ReadingCache()
    check_answer(answer, history[:-1], DEFAULT, readings=cache)
    check_answer(answer, history, DEFAULT, readings=cache)
    # (kept when the answer needed the earlier answers judged: this history extends the one before)
    # a message changed in type only (`1` for `True`, a tuple for a list) is another message
    changed = [dict(m) for m in history]
    changed[1]["content"] = [changed[1]["content"]] if isinstance(changed[1]["content"], str) else changed[1]["content"]
    assert check_answer(answer, changed, DEFAULT, readings=cache) == check_answer(answer, changed, DEFAULT)
    # an unpicklable message: nothing kept, judged as always
    odd = [*history[:-1], {**history[-1], "extra": lambda: None}]
    assert check_answer(answer, odd, DEFAULT, readings=cache) == check_answer(answer, odd, DEFAULT)
    assert not cache.fed
