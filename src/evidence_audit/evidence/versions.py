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

    __slots__ = ("_corpus", "_seen", "_carried")

    def __init__(self, corpus: Any) -> None:
        self._corpus = corpus
        self._seen = 0
        self._carried: dict[tuple[int, int, int], str] = {}  # version -> a form that carried it

    def _catch_up(self) -> None:
        log = self._corpus.log
        for form in log[self._seen :]:
            if "." in form and (form[:1].isdigit() or form[:1] == "v"):
                version = version_of(form)
                if version is not None:
                    self._carried.setdefault(version, form)
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
        if any(other[0] == version[0] and other >= version for other in self._carried):
            return None  # not a next release: a version at or above it is carried already
        base = bases[0]
        best = -1
        for carried in list(self._carried) + _said_versions(said, version):
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
    start = max(answer.rfind(". ", 0, offset), answer.rfind("\n", 0, offset), answer.rfind("? ", 0, offset),
                answer.rfind("! ", 0, offset)) + 1
    ends = [i for i in (answer.find(". ", offset), answer.find("\n", offset), answer.find("? ", offset)) if i >= 0]
    end = min(ends) if ends else len(answer)
    return _KIND_CUE[kind].search(answer, start, end) is not None


def _written_before(answer: str, offset: int, version: tuple[int, int, int]) -> bool:
    """Whether the answer names the version it bumps before the bump (`v2.14.0` ... `2.14.1`)."""
    text = "%d.%d.%d" % version
    at = answer.find(text, 0, offset)
    while at >= 0:
        before = answer[at - 1 : at] if at > 0 else ""
        after = answer[at + len(text) : at + len(text) + 1]
        if not (before.isdigit() or before == ".") and not (after.isdigit() or (after == "." and answer[at + len(text) + 1 : at + len(text) + 2].isdigit())):
            return True
        at = answer.find(text, at + 1, offset)
    return False
