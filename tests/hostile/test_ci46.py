"""(ci46) `work_counts.forget_readings` finds once what it looks at (the core's modules, and the globals
of each that may hold a reading), and still forgets every reading: one kept in a global bound after
its first call, or in a name rebound since, as well as one found at the start."""

from __future__ import annotations

from evidence_audit.evidence import clock_offsets as module
from evidence_audit.evidence.text_memo import TextMemo

from .work_counts import forget_readings


def test_a_global_bound_after_the_first_call_is_forgotten() -> None:
    forget_readings()  # the module's globals are looked at, and kept
    memo: TextMemo[str] = TextMemo(entries=4, chars=1_000)
    module._ci46_memo = memo  # type: ignore[attr-defined]
    module._ci46_cache = {"read": 1}  # type: ignore[attr-defined]
    try:
        memo.put("an answer", "its reading")
        assert memo.get("an answer") == "its reading"
        forget_readings()
        assert memo.get("an answer") is None
        assert module._ci46_cache == {}  # type: ignore[attr-defined]
    finally:
        del module._ci46_memo, module._ci46_cache  # type: ignore[attr-defined]


def test_a_cache_rebound_since_is_forgotten() -> None:
    module._ci46_cache = None  # type: ignore[attr-defined]
    try:
        forget_readings()  # found with nothing to clear
        module._ci46_cache = {"read": 1}  # type: ignore[attr-defined]  # the same count of globals
        forget_readings()
        assert module._ci46_cache == {}  # type: ignore[attr-defined]
    finally:
        del module._ci46_cache  # type: ignore[attr-defined]


def test_the_memos_of_the_core_are_forgotten() -> None:
    from evidence_audit.evidence import check_answer, resolve_gate

    check_answer("It left at 08:00 and came at 09:42.", [{"role": "tool", "content": "08:00"}], resolve_gate({}))
    forget_readings()
    memos = [value for m in _modules() for value in vars(m).values() if isinstance(value, TextMemo)]
    assert memos and all(value.get("It left at 08:00 and came at 09:42.") is None for value in memos)


def _modules() -> list:
    from .work_counts import _core_module_objects

    return _core_module_objects()
