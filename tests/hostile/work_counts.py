"""The work the core's modules do on one check, counted, not timed (for `test_every_rule_grows_linearly.py`).

A unit of work is one line of Python executed in a module of `evidence/` (traced with
`sys.settrace`: a loop with no call in it still counts) or 16 characters a module's compiled pattern
was asked to search (every `re.Pattern` a module holds as a global, or in a dict, list or tuple it
holds, is swapped for a counting twin while counting: a `search` counts the characters up to the end
of its match or of its range, an iteration over matches its whole range, a `match` what it matched).
Work is counted per module (the file whose code runs), so a rule that grows faster than its input
is named by its module, and every module under `evidence/` is one: a new rule's module is counted
the day it is written, with no list to edit. The units the run's work bound granted (`RuleWork.take`)
are counted too: a rule may work in proportion to the units it was charged.

The pure-Python core only: a compiled module runs no traced lines (the test skips).
"""

from __future__ import annotations

import functools
import re
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

from evidence_audit import evidence
from evidence_audit.evidence import work as run_work

EVIDENCE = Path(evidence.__file__).resolve().parent
CHARS_PER_UNIT = 16  # the lead budget's unit: 16 characters searched


@functools.lru_cache(maxsize=None)  # a module's name is asked on every count's start (`_patch_patterns`)
def module_name(path: str | Path) -> str:
    """`computed/tables.py` -> `computed.tables` (the module's name under `evidence`)."""
    relative = Path(path).resolve().relative_to(EVIDENCE).with_suffix("")
    return ".".join(relative.parts)


def core_modules() -> list[str]:
    """Every module of `evidence/` (its packages too), as `module_name` names it."""
    return sorted(module_name(p) for p in EVIDENCE.rglob("*.py"))


def is_pure() -> bool:
    from evidence_audit.evidence.computed import basis

    return basis.__file__.endswith(".py")


class _CountingPattern:
    """A compiled pattern that charges the characters its searches read to its module."""

    __slots__ = ("pattern", "owner", "counts")

    def __init__(self, pattern: re.Pattern, owner: str, counts: Counter) -> None:
        self.pattern, self.owner, self.counts = pattern, owner, counts

    def __getattr__(self, name: str):
        return getattr(self.pattern, name)

    def _range(self, text, pos: int, endpos: int | None) -> tuple[int, int]:
        end = len(text) if endpos is None else min(endpos, len(text))
        return max(0, pos), end

    def search(self, text, pos: int = 0, endpos: int | None = None):
        start, end = self._range(text, pos, endpos)
        found = self.pattern.search(text, start, end)
        self.counts[self.owner] += 1 + ((found.end() if found else end) - start) // CHARS_PER_UNIT
        return found

    def match(self, text, pos: int = 0, endpos: int | None = None):
        start, end = self._range(text, pos, endpos)
        found = self.pattern.match(text, start, end)
        self.counts[self.owner] += 1 + ((found.end() - start) if found else 0) // CHARS_PER_UNIT
        return found

    def fullmatch(self, text, pos: int = 0, endpos: int | None = None):
        start, end = self._range(text, pos, endpos)
        self.counts[self.owner] += 1 + (end - start) // CHARS_PER_UNIT
        return self.pattern.fullmatch(text, start, end)

    def _whole(self, text, pos: int = 0, endpos: int | None = None) -> tuple[int, int]:
        start, end = self._range(text, pos, endpos)
        self.counts[self.owner] += 1 + (end - start) // CHARS_PER_UNIT
        return start, end

    def finditer(self, text, pos: int = 0, endpos: int | None = None):
        return self.pattern.finditer(text, *self._whole(text, pos, endpos))

    def findall(self, text, pos: int = 0, endpos: int | None = None):
        return self.pattern.findall(text, *self._whole(text, pos, endpos))

    def sub(self, repl, text, count: int = 0):
        self._whole(text)
        return self.pattern.sub(repl, text, count)

    def subn(self, repl, text, count: int = 0):
        self._whole(text)
        return self.pattern.subn(repl, text, count)

    def split(self, text, maxsplit: int = 0):
        self._whole(text)
        return self.pattern.split(text, maxsplit)


def forget_readings(gate: object = None) -> None:
    """Forget what the core kept of the texts it read, so a count does not depend on what ran
    before it in the process (round 26: a token normalized by an earlier test was free at n and
    paid at 4n: `normalize._normalize` 10.7x for 4x on glued_units after tests/evidence). Every
    module of `evidence/`: each `TextMemo`, each dict whose name says cache, each `lru_cache`, each
    last-text memo (`_LAST_...` lists of one (text, ...) pair, a `_last_text` string); the formulas
    `reapplied` evaluated; and the tokens `gate` classified."""
    from evidence_audit.evidence import reapplied
    from evidence_audit.evidence.text_memo import TextMemo

    for module in _core_module_objects():
        names = vars(module)
        for name in _kept_names(module, TextMemo):
            value = names.get(name)
            if isinstance(value, TextMemo):
                value.clear()
            elif isinstance(value, dict) and "cache" in name.lower():
                value.clear()
            elif callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
            elif name.startswith("_LAST") and isinstance(value, list) and len(value) == 1 \
                    and isinstance(value[0], tuple) and value[0] and isinstance(value[0][0], str):
                value[0] = ("\0forgotten",) + value[0][1:]  # no text equals it: the pair is read anew
            elif name == "_last_text" and isinstance(value, str):
                setattr(module, name, "\0forgotten")
            elif name == "_CLOCK_MATCHES" and isinstance(value, list):
                value.clear()
    reapplied._EVALUATED.clear()
    cache = getattr(gate, "cache", None)
    if isinstance(cache, dict):
        cache.clear()


# What `forget_readings` looks at, found once (ci46: the files walked and each module's every global
# read on each call cost ~0.1 s, and the growth tests call it in loops: 1,500 times in one test).
_WANTED: set[str] = set()
_KEPT: dict[str, tuple[int, tuple[str, ...]]] = {}  # module -> (its globals' count, the names to look at)


def _kept_names(module: ModuleType, memo_type: type) -> tuple[str, ...]:
    """The globals of `module` that may hold what the core kept: those whose value is a memo, a
    dict, a list, a string or has `cache_clear`, and any whose name says cache or last (bound
    later, perhaps). Found again when the module gains a global; `forget_readings` checks each value
    as it finds it, so a name rebound since is judged by its new value."""
    names = vars(module)
    kept = _KEPT.get(module.__name__)
    if kept is None or kept[0] != len(names):
        found = tuple(
            name for name, value in list(names.items())
            if isinstance(value, (memo_type, dict, list, str)) or "cache" in name.lower()
            or name.startswith("_LAST") or name == "_last_text" or callable(getattr(value, "cache_clear", None))
        )
        kept = _KEPT[module.__name__] = (len(names), found)
    return kept[1]


def _core_module_objects() -> list[ModuleType]:
    if not _WANTED:
        _WANTED.update(f"evidence_audit.evidence.{m}".removesuffix(".__init__") for m in core_modules())
    return [m for name, m in list(sys.modules.items()) if name in _WANTED and m is not None]


class WorkCounter:
    """Count the work of the core's modules while in a `with` block: `lines`, `searched` (pattern
    units) and `work` (their sum) by module name, and `granted`: the units `RuleWork.take` granted."""

    def __init__(self, by_function: bool = False) -> None:
        self.by_function = by_function  # count lines by `module:function` too (`functions`), to find a culprit
        self.functions: Counter = Counter()
        self.lines: Counter = Counter()
        self.searched: Counter = Counter()
        self.granted = 0
        self._prefix = str(EVIDENCE) + "/"
        self._names: dict[str, str] = {}
        self._swapped: list[tuple[object, object, object]] = []

    @property
    def work(self) -> Counter:
        return self.lines + self.searched

    # --- tracing ------------------------------------------------------------------------------
    def _name(self, filename: str) -> str:
        name = self._names.get(filename)
        if name is None:
            name = module_name(filename) if filename.startswith(self._prefix) else ""
            self._names[filename] = name
        return name

    def _call(self, frame, event, arg):
        name = self._name(frame.f_code.co_filename)
        if not name:
            return None
        lines = self.lines
        if self.by_function:
            functions, key = self.functions, f"{name}:{frame.f_code.co_name}:{frame.f_code.co_firstlineno}"

            def line_of(frame, event, arg):
                if event == "line":
                    lines[name] += 1
                    functions[key] += 1
                return line_of

            lines[name] += 1
            return line_of

        def line(frame, event, arg):
            if event == "line":
                lines[name] += 1
            return line

        lines[name] += 1
        return line

    # --- patterns and the run's budget --------------------------------------------------------
    def _swap(self, holder, key, value, owner: str) -> None:
        self._swapped.append((holder, key, value))
        twin = _CountingPattern(value, owner, self.searched)
        if isinstance(holder, ModuleType):
            setattr(holder, key, twin)
        else:
            holder[key] = twin

    def _patch_patterns(self) -> None:
        for module in _core_module_objects():
            owner = module_name(module.__file__)
            for key, value in list(vars(module).items()):
                if isinstance(value, re.Pattern):
                    self._swap(module, key, value, owner)
                elif isinstance(value, dict):
                    for k, v in list(value.items()):
                        if isinstance(v, re.Pattern):
                            self._swap(value, k, v, owner)
                elif isinstance(value, (list, tuple)) and any(isinstance(v, re.Pattern) for v in value):
                    items = [(_CountingPattern(v, owner, self.searched) if isinstance(v, re.Pattern) else v) for v in value]
                    self._swapped.append((module, key, value))
                    setattr(module, key, type(value)(items) if isinstance(value, tuple) else items)

    def _restore(self) -> None:
        for holder, key, value in reversed(self._swapped):
            if isinstance(holder, ModuleType):
                setattr(holder, key, value)
            else:
                holder[key] = value
        self._swapped.clear()

    def __enter__(self) -> "WorkCounter":
        take = run_work.RuleWork.take
        counter = self

        def counted_take(work, units: int) -> bool:
            granted = take(work, units)
            if granted:
                counter.granted += units
            return granted

        self._take = take
        run_work.RuleWork.take = counted_take  # type: ignore[method-assign]
        self._patch_patterns()
        self._previous = sys.gettrace()
        sys.settrace(self._call)
        return self

    def __exit__(self, *exc) -> None:
        sys.settrace(self._previous)
        run_work.RuleWork.take = self._take  # type: ignore[method-assign]
        self._restore()


__all__ = ["CHARS_PER_UNIT", "EVIDENCE", "WorkCounter", "core_modules", "forget_readings", "is_pure", "module_name"]
