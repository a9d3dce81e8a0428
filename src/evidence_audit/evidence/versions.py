"""Versions as people write them: a tag's `v`, and the next release of a carried version.

A tool lists `v2.14.0` (git tags) or `## 2.14.0` (a changelog); the answer writes `2.14.0`, or the
release that comes next: "this is a patch release: **2.14.1**", "a feature-level change: **2.15.0**",
"tag `v2.15.0`". Semantic versioning fixes what the next version is, so it is no invention:

| rule | the answer writes | grounded by | its price: what it cannot catch |
|---|---|---|---|
| `version` | `v2.15.0`, `2.14.0` | a carried or said `2.15.0`, `v2.14.0`: the same version with or without the `v` of a tag | none: the digits are the carried ones |
| `version-bump` | "a patch release: **2.14.1**", "as a feature-level change: **2.15.0**", "a major bump to 3.0.0" | a carried (or said) `2.14.0` the answer names before it: the next patch (`Z+1`), minor (`Y+1.0`) or major (`X+1.0.0`), named as such in the same sentence or table row ("patch"; "minor" or "feature"; "major" or "breaking"), above every carried version of its major | a bump of the kind the sentence names, written where another was meant |

Refused: a version that skips one (`2.14.2`, `2.16.0`), a minor bump that keeps the patch
(`2.15.1`), a bump at or below a version already carried (`2.13.3` beside `v2.14.0`), a bump whose
sentence names another kind ("minor" beside a patch bump), a bump of a version the answer does not
name before it. Only `X.Y.Z` versions of three numbers. Pure: no I/O; `Versions` keeps the carried
versions of one run, read lazily from the corpus log.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from typing import Any

__all__ = ["Versions", "version_of"]

# A semantic version, maybe with a tag's `v`: 2.14.0, v2.15.0 (normalized tokens are lower case).
_VERSION = re.compile(r"v?([0-9]{1,4})\.([0-9]{1,4})\.([0-9]{1,6})", re.ASCII)
# The words that name a kind of release: a patch, a minor (feature) or a major (breaking) one.
_KIND_CUE = {
    "patch": re.compile(r"\bpatch", re.IGNORECASE),
    "minor": re.compile(r"\b(?:minor|feature)", re.IGNORECASE),
    "major": re.compile(r"\b(?:major|breaking)", re.IGNORECASE),
}


def version_of(form: str) -> tuple[int, int, int] | None:
    """(major, minor, patch) of a version form (`v2.14.0`), or None."""
    m = _VERSION.fullmatch(form)
    if m is None:
        return None
    return int(m.group(1)), int(m.group(2)), int(m.group(3))


def _bases(version: tuple[int, int, int]) -> list[tuple[int, int, int] | tuple[int, int] | tuple[int]]:
    """What `version` is the next release of: the exact previous patch, any patch of the previous
    minor (`2.15.0` after `2.14.x`), any version of the previous major (`3.0.0` after `2.x.y`)."""
    major, minor, patch = version
    if patch > 0:
        return [(major, minor, patch - 1)]
    if minor > 0:
        return [(major, minor - 1)]
    if major > 0:
        return [(major - 1,)]
    return []


class Versions:
    """The versions one run's results carried, read from the corpus log as candidates ask."""

    __slots__ = ("_corpus", "_seen", "_carried", "_top", "_by_prefix")

    def __init__(self, corpus: Any) -> None:
        self._corpus = corpus
        self._seen = 0
        self._carried: dict[tuple[int, int, int], str] = {}  # version -> a form that carried it
        # looked up, not scanned, per candidate (a run of thousands of versions): the highest
        # carried version of each major, and the carried versions under each prefix of a base
        self._top: dict[int, tuple[int, int, int]] = {}
        self._by_prefix: dict[tuple[int, ...], list[tuple[int, int, int]]] = {}

    def _catch_up(self) -> None:
        log = self._corpus.log
        for form in log[self._seen :]:
            if "." in form and (form[:1].isdigit() or form[:1] == "v"):
                version = version_of(form)
                if version is not None and version not in self._carried:
                    self._carried[version] = form
                    top = self._top.get(version[0])
                    if top is None or version > top:
                        self._top[version[0]] = version
                    for k in (1, 2, 3):
                        self._by_prefix.setdefault(version[:k], []).append(version)
        self._seen = len(log)

    def _turn(self, version: tuple[int, int, int], said: Any) -> int:
        form = self._carried.get(version)
        if form is not None:
            return int(self._corpus.values.get(form, -1))
        text = "%d.%d.%d" % version
        return 0 if text in said or "v" + text in said else -1

    def ground(self, value: str, answer: str, offset: int, said: Any) -> tuple[str, int] | None:
        """(rule, turn) grounding a version the answer writes at `offset`, or None."""
        version = version_of(value)
        if version is None:
            return None
        if self._seen < len(self._corpus.log):
            self._catch_up()
        turn = self._turn(version, said)  # `v2.15.0` for `2.15.0`, or the reverse
        if turn >= 0:
            return "version", turn
        bases = _bases(version)
        if offset < 0 or not bases:
            return None
        kind = ("major", "minor", "patch")[len(bases[0]) - 1]
        if not _cued(answer, offset, kind):
            return None
        top = self._top.get(version[0])
        if top is not None and top >= version:
            return None  # not a next release: a version at or above it is carried already
        base = bases[0]
        best = -1
        for carried in self._by_prefix.get(base, []) + _said_versions(said, version):
            if carried[: len(base)] == base and _written_before(answer, offset, carried):
                best = max(best, self._turn(carried, said))
        return ("version-bump", best) if best >= 0 else None


def _said_versions(said: Any, version: tuple[int, int, int]) -> list[tuple[int, int, int]]:
    """The versions a person said that could be this version's base (looked up, not scanned)."""
    major, minor, patch = version
    out: list[tuple[int, int, int]] = []
    if patch > 0:
        candidates = [(major, minor, patch - 1)]
    else:
        return out  # a minor or major bump of a said version: its base's patch is not known here
    for c in candidates:
        text = "%d.%d.%d" % c
        if text in said or "v" + text in said:
            out.append(c)
    return out


def _cued(answer: str, offset: int, kind: str) -> bool:
    """Whether the sentence (or table row) the version is written in names its kind of release."""
    layout = _layout_of(answer)
    # just after the last "\n" before it, or the last ". ", "? ", "! " wholly before it
    k = bisect_right(layout.lines, offset)
    start = layout.lines[k - 1] if k > 0 else 0
    k = bisect_left(layout.stops, offset)
    if k > 0:
        start = max(start, layout.stops[k - 1])
    k = bisect_left(layout.ends, offset)
    end = layout.ends[k] if k < len(layout.ends) else len(answer)  # the first ". ", "\n" or "? " from it
    key = (start, end, kind)
    found = layout.cued.get(key)
    if found is None:
        found = layout.cued[key] = _KIND_CUE[kind].search(answer, start, end) is not None
    return found


def _written_before(answer: str, offset: int, version: tuple[int, int, int]) -> bool:
    """Whether the answer names the version it bumps before the bump (`v2.14.0` ... `2.14.1`):
    written whole (no digit or point before it, no digit or point and digit after it)."""
    text = "%d.%d.%d" % version
    first = _layout_of(answer).written.get(text)
    return first is not None and first + len(text) <= offset


# Where a version is written whole: no digit or point before it, no digit or `.digit` after it.
_WHOLE_VERSION = re.compile(r"(?<![\d.])[0-9]{1,4}\.[0-9]{1,4}\.[0-9]{1,6}(?!\d|\.\d)")
_LINE = re.compile(r"\n")
_STOP = re.compile(r"[.?!] ")
_END = re.compile(r"(?=\. |\n|\? )")


class _Layout:
    """One answer read once for the bump rule (a sentence of thousands of versions searched its
    sentence and the answer before each one: their square): where sentences start and end, the
    first offset of each version written whole, the kinds of release each sentence names."""

    __slots__ = ("text", "lines", "stops", "ends", "written", "cued")

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = [m.end() for m in _LINE.finditer(text)]  # after each "\n"
        self.stops = [m.start() + 1 for m in _STOP.finditer(text)]  # the space of each ". ", "? ", "! "
        self.ends = [m.start() for m in _END.finditer(text)]
        self.written: dict[str, int] = {}
        for m in _WHOLE_VERSION.finditer(text):
            self.written.setdefault(m.group(0), m.start())
        self.cued: dict[tuple[int, int, str], bool] = {}


_LAST: list[_Layout | None] = [None]  # a one-entry memo: the answer read last (keyed on its text)


def _layout_of(answer: str) -> _Layout:
    last = _LAST[0]
    if last is not None and last.text == answer:
        return last
    layout = _Layout(answer)
    _LAST[0] = layout
    return layout
