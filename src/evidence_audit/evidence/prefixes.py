"""Hashes cut short: `3f9c2ab` for a result's commit `3f9c2ab8e1d4c5b6a7f8e9d0c1b2a3f4e5d6c7b8`.

People write a commit, an image digest or a container id by its first 7-12 hex characters, as git
and docker print them. No result carried the short form, so the lookup flags it. This rule
(`hash-prefix`, under the `spellings` dial) grounds a token of 7 to 19 hex characters, with a digit
and a letter, that begins a carried hex string of 20 or more (a hash; a `sha256:` prefix aside).

Its refusals: a changed character leaves it the prefix of no carried hash. Its price: a prefix of
a carried hash written for another object (7 hex characters name one of 268 million).
"""

from __future__ import annotations

import re
from typing import Any, Final

__all__ = ["HashPrefixes"]

_HASH = re.compile(r"(?:sha256:|sha1:)?([0-9a-f]{20,128})", re.ASCII)
_SHORT: Final = re.compile(r"(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,19}", re.ASCII)
MIN, MAX = 7, 19


class HashPrefixes:
    """The 7-19 character prefixes of a corpus's carried hashes, built lazily."""

    __slots__ = ("_corpus", "_seen", "_prefixes")

    def __init__(self, corpus: Any) -> None:
        self._corpus = corpus
        self._seen = 0
        self._prefixes: dict[str, str] = {}

    def _catch_up(self) -> None:
        log = self._corpus.log
        for form in log[self._seen :]:
            if len(form) < 20:
                continue
            m = _HASH.fullmatch(form)
            if m is None:
                continue
            digest = m.group(1)
            for length in range(MIN, min(MAX, len(digest) - 1) + 1):
                self._prefixes.setdefault(digest[:length], form)
        self._seen = len(log)

    def ground(self, value: str) -> int:
        """The latest turn of a carried hash that `value` begins, or -1."""
        if _SHORT.fullmatch(value) is None:
            return -1
        if self._seen < len(self._corpus.log):
            self._catch_up()
        form = self._prefixes.get(value)
        return -1 if form is None else self._corpus.values.get(form, -1)
