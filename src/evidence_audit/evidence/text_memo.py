"""What a pure function read from a text, kept for the texts read lately (round 15, issue 13).

An answer is read again and again by the rules (its expression tokens once per reading of it, again
as the previous answer of the next one, by `contradictions`, by `evaluate`), so a reading is kept
per text. Which texts are kept never depends on one text's size alone: the `latest` texts read are
kept at any size (a hostile answer read three times in a row is read once at n and at 4n alike:
round 14's size-bounded memos flipped between the two and failed the linear-growth test), and
older ones while all kept texts add up to at most `chars` characters and `entries` texts, the
least lately read dropped first. The memory it holds is bounded by the `latest` texts' readings
(which their caller holds anyway while it reads them) and `chars` characters' more.

A kept value is shared with every caller: only values no caller changes are kept (tuples, lists
that are read only), or the caller copies them.

(round 22) A text read for one question only (the `unverified` rule's variant asks: the answer with
one value's digits changed, `gate._unverified_of`) is read between `read_aside()` and
`end_aside()`: what is read then is kept aside, in each memo's own side map, until `end_aside()`
drops it, and the texts kept before stay kept (their readings were dropped by each ask's texts:
the answer's, the previous answer's, the results', read again after). Which texts are kept never
changes a reading: the memos keep pure functions' values only.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Final, Generic, TypeVar

__all__ = ["TextMemo", "end_aside", "read_aside", "reading_aside"]

V = TypeVar("V")  # never None: None says "not kept"

class TextMemo(Generic[V]):
    """A map from texts to values, for the latest texts read (see the module's note)."""

    def __init__(self, entries: int, chars: int, latest: int = 2) -> None:
        self.entries = entries
        self.chars = chars
        self.latest = latest
        self._kept: dict[str, V] = {}  # least lately read first
        self._size = 0  # characters of the kept texts
        self._aside: dict[str, V] = {}  # (round 22) what was read since `read_aside()`

    def get(self, text: str) -> V | None:
        """The value kept for `text` (now the latest read), or None."""
        kept = self._kept
        value = kept.get(text)
        if value is None:
            return self._aside.get(text) if _aside_depth() else None
        del kept[text]
        kept[text] = value  # the latest read: dropped last
        return value

    def put(self, text: str, value: V) -> None:
        """Keep `value` for `text` (read now); drop the least lately read past the bounds."""
        if _aside_depth():
            used = _aside_used()
            if self not in used:
                used.append(self)
            self._aside[text] = value
            return
        kept = self._kept
        if text in kept:
            del kept[text]
            self._size -= len(text)
        kept[text] = value
        self._size += len(text)
        while len(kept) > self.latest and (len(kept) > self.entries or self._size > self.chars):
            oldest = next(iter(kept))
            del kept[oldest]
            self._size -= len(oldest)

    def read(self, text: str, reader: Callable[[str], V]) -> V:
        """The value kept for `text`, or `reader(text)`, kept now (the one get-or-read of a memo)."""
        value = self.get(text)
        if value is None:
            value = reader(text)
            self.put(text, value)
        return value

    def clear(self) -> None:
        """Forget every kept text (a test that counts the work of reading them)."""
        self._kept.clear()
        self._aside.clear()
        self._size = 0

    def __len__(self) -> int:
        return len(self._kept)


# How many `read_aside()` are open (nested asks), and the memos that kept a text aside meanwhile: per
# thread (a runner's workers may check answers on several threads of one process; a count shared by
# them could lose a decrement and leave every memo keeping aside for good).
_LOCAL: Final = threading.local()
# (speed26) How many are open on all threads together, counted under a lock: while none is (most of a
# run: every read outside the `unverified` rule's variant asks), `_aside_depth` is 0 without looking
# at the thread's own count. A thread with one open counted it here first, so it never reads 0 then.
# (`getattr` of a thread-local attribute never set raises inside and cost ~4 us a call: the memos'
# every miss and put asked it, ~4% of a multi-turn case before any ask set it.)
_OPEN: Final[list[int]] = [0]
_OPEN_LOCK: Final = threading.Lock()


def _aside_depth() -> int:
    if not _OPEN[0]:
        return 0
    return _own_depth()


def _own_depth() -> int:
    depth: int = getattr(_LOCAL, "depth", 0)
    return depth


def _aside_used() -> list[TextMemo[Any]]:
    used: list[TextMemo[Any]] | None = getattr(_LOCAL, "used", None)
    if used is None:
        used = []
        _LOCAL.used = used
    return used


def reading_aside() -> bool:
    """(round 28) Whether a `read_aside()` is open on this thread: the text read is a variant of an
    answer (a value's digits changed, `gate._computes_in_place`), not the answer itself."""
    return _aside_depth() > 0


def read_aside() -> None:
    """From now until `end_aside()`, what the memos read on this thread is kept aside (see the module's note)."""
    with _OPEN_LOCK:
        _OPEN[0] += 1
    _LOCAL.depth = _own_depth() + 1


def end_aside() -> None:
    """Close this thread's latest `read_aside()`; the last one open drops what the memos kept aside."""
    own = _own_depth()
    if own > 0:
        with _OPEN_LOCK:
            _OPEN[0] -= 1
    depth = own - 1
    _LOCAL.depth = max(depth, 0)
    if depth <= 0:
        used = _aside_used()
        for memo in used:
            memo._aside.clear()
        used.clear()
