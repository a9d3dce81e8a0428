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
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

__all__ = ["TextMemo"]

V = TypeVar("V")  # never None: None says "not kept"


class TextMemo(Generic[V]):
    """A map from texts to values, for the latest texts read (see the module's note)."""

    def __init__(self, entries: int, chars: int, latest: int = 2) -> None:
        self.entries = entries
        self.chars = chars
        self.latest = latest
        self._kept: dict[str, V] = {}  # least lately read first
        self._size = 0  # characters of the kept texts

    def get(self, text: str) -> V | None:
        """The value kept for `text` (now the latest read), or None."""
        kept = self._kept
        value = kept.get(text)
        if value is None:
            return None
        del kept[text]
        kept[text] = value  # the latest read: dropped last
        return value

    def put(self, text: str, value: V) -> None:
        """Keep `value` for `text` (read now); drop the least lately read past the bounds."""
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
        self._size = 0

    def __len__(self) -> int:
        return len(self._kept)
