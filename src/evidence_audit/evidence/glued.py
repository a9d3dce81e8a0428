"""Numbers a tool wrote glued inside a longer token: `48.71s`, `186.90ms`, `frame.py:1043`,
`1041:9`, a CSV row's cells (`148,119.00,44.10`).

Tools glue a value to its unit, its path or its neighbour; people write the number bare or spaced
(`48.71 s`, `48.71 seconds`, `186.9 ms`, `line 1043`, `$44.10`). The reference looks the whole
token up and flags the number. Under the `spellings` dial the `glued` rule grounds a number that a
carried token contains between non-digit boundaries, and a source location the answer cuts from a
carried one:

| the answer writes | a result carried | glued |
|---|---|---|
| `48.71` s, `186.9` ms, `1043`, `44.10` | `48.71s`, `186.90ms`, `src/x/frame.py:1043:`, `148,119.00,44.10` | a number (at least 3 digits, or a decimal point) after the token's start, `:`, `/`, `=`, a quote or a bracket, and before its end, letters (a unit), `:`, `/`, `=`, `_`, `%`, a quote or a bracket; a comma on either side only in a row of three or more cells |
| `frame.py:1043`, `parquet.py:140`, `1041:9`, `12:1` | `src/x/frame.py:1043`, `src/x/io/parquet.py:140:89`, `src/x/frame.py:1041:9`, `src/x/io/parquet.py:12:1` | a `file.ext:line[:column]` locator: the file with its line (and column), or the line with its column |

Never "similar enough": the number must equal (as a number: `186.9` for `186.90`) a whole digit run
of the token. Refused, so they stay flagged: the middle of a longer digit run or of a dotted
version (`2.15` of `v2.15.0`), a number after a letter (`HTL424`, `build1234`: the number of a
name), after `-`, `_`, `.` or `+` (a range's end, an id part, a sign: other rules read those), a
number with a leading zero (`0042`, a padded counter), a number in a word with other digits
(`1234a5`), a word of 7 or more hex characters (`1234abc`, a short commit), a decimal-comma spelling
(`1.234,56` is one number, not `1.234`), a number of one or two digits without a point, and a
one-digit change of any of them. Its price: the same number glued to another quantity (`48.71s`
grounds `48.71 MB`; but a different unit of time, size or share written after both refuses it:
`401.7 TB` for `401.7gb`, `48.71 ms` for `48.71s`), a number after a separator of a name
(`orders/1234`, `id=1234` ground `1234`).

Keys are derived from the evidence corpus's log of stored forms, lazily and incrementally, like
the other spelling rules' keys.
"""

from __future__ import annotations

import re
from typing import Any, Final

from .normalize import normalize_token

__all__ = ["Glued", "glued_keys", "unit_of"]

_NUMBER = re.compile(r"[0-9]+(?:\.[0-9]+)?", re.ASCII)
_HAS_DIGIT: Final = re.compile(r"[0-9]", re.ASCII)
# The characters a glued number may stand beside (besides a letter, the token's ends and, in a
# row of three or more cells, a comma).
_BEFORE: Final = frozenset(":/=\"'([{@#|;")
_AFTER: Final = frozenset(":/=_\"')]}|;%")
# A digit right after a character a glued number may follow (`_BEFORE`, or a comma between cells):
# a form without one (nor a digit first) has no glued number, only names' numbers (`glued_keys`).
_OPENED_NUMBER: Final = re.compile(r"[:/=\"'(\[{@#|;,][0-9]", re.ASCII)
_WORD: Final = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")
_HEX: Final = re.compile(r"[0-9a-f]{7,}", re.ASCII)
# A source location: a file with an extension, its line and maybe its column (`frame.py:1041:9`).
# (hostile38) The file name read a dotted part at a time, the last part's letter found by a
# lookahead: the old `[a-z0-9_.\-]*[a-z][a-z0-9_\-]*\.[a-z0-9]{1,8}` tried every letter with every
# end (8,000 letters, `.p:x`: the square); the same matches (`test_hostile38.py`).
_FILE: Final = r"(?:[a-z0-9_\-]*+\.)*?(?=[a-z0-9_\-]*?[a-z])[a-z0-9_\-]*+\.[a-z0-9]{1,8}"
_LOCATOR: Final = re.compile(r"(?:.*/)?(" + _FILE + r"):([0-9]{1,6})(?::([0-9]{1,4}))?:?", re.ASCII)
# The units a glued number and the answer's number must agree on when both write one.
_UNIT: Final = re.compile(
    r"(ms|msecs?|milliseconds?)|(us|\u00b5s|microseconds?)|(s|secs?|seconds?)|(%|percent)|([kmgtp])(?:i?b|bytes?)",
)
_ANSWER_LOCATOR: Final = re.compile(r"(?:" + _FILE + r":)?[0-9]{1,6}(?::[0-9]{1,4})?", re.ASCII)


def _letter(ch: str) -> bool:
    return ch.isalpha()


def unit_of(word: str) -> str | None:
    """One spelling of a unit of time, size or share (`seconds` -> `s`, `gib` -> `g`), or None."""
    m = _UNIT.fullmatch(word.lower())
    if m is None:
        return None
    if m.group(1) is not None:
        return "ms"
    if m.group(2) is not None:
        return "us"
    if m.group(3) is not None:
        return "s"
    if m.group(4) is not None:
        return "%"
    return m.group(5)


def glued_keys(form: str) -> list[tuple[str, str | None]]:
    """The glued numbers and locator parts (module doc) of one carried, normalized form, each with
    the unit glued after it (`s` of `48.71s`; None: no unit of time, size or share)."""
    if not _HAS_DIGIT.search(form) or _NUMBER.fullmatch(form):
        return []  # no digit, or a bare number: the exact lookup's
    out: list[tuple[str, str | None]] = []
    if ":" in form and "." in form:
        m = _LOCATOR.fullmatch(form)
        if m is not None:
            name, line, column = m.group(1), m.group(2), m.group(3)
            out.append((f"{name}:{line}", None))
            if column is not None:
                out.append((f"{name}:{line}:{column}", None))
                out.append((f"{line}:{column}", None))
    if not form[0].isdigit() and _OPENED_NUMBER.search(form) is None:
        return out  # every number follows a letter, a digit or a point: a name's (`htl424`), none glued
    cells = form.count(",") >= 2  # a row of cells, not a decimal comma (`1.234,56`)
    # the keys already out, looked up in a set: one CSV line of n cells has n keys (hostile35: the
    # list's `in` made a 190 KB line 14 s of `check`, quadratic)
    kept: set[tuple[str, str | None]] = set(out)
    for m in _NUMBER.finditer(form):
        start, end = m.span()
        if start == 0 and end == len(form):
            return out  # a bare number: the exact lookup's
        raw = m.group(0)
        digits = len(raw) - (1 if "." in raw else 0)
        if digits < 3 and "." not in raw:
            continue
        if raw[0] == "0" and len(raw) > 1 and raw[1] != ".":
            continue  # a padded counter or an id part: `0042`
        before = form[start - 1] if start > 0 else ""
        after = form[end] if end < len(form) else ""
        if before and not (before in _BEFORE or (before == "," and cells)):
            continue  # a letter before: the number of a name (`HTL424`, `build1234`), not a value
        if after and not (_letter(after) or after in _AFTER or (after == "," and cells)):
            continue
        right = end
        while right < len(form) and form[right] in _WORD:
            right += 1
        if _HAS_DIGIT.search(form, end, right):
            continue  # a word with other digits: an id (`1234a5`)
        if right > end and _HEX.fullmatch(form, start, right):
            continue  # a short commit or digest: `1234abc`
        key = normalize_token(raw)  # `186.9` for `186.90`
        if "." not in key and len(key) < 3:
            continue  # `10.0s`: a number of two digits
        unit = unit_of(form[end:right]) if right > end else None
        if (key, unit) not in kept:
            kept.add((key, unit))
            out.append((key, unit))
    return out


class Glued:
    """A run's glued keys (module doc), built lazily from the corpus log."""

    __slots__ = ("_corpus", "_seen", "_keys")

    def __init__(self, corpus: Any) -> None:
        self._corpus = corpus
        self._seen = 0
        self._keys: dict[str, list[tuple[str, str | None]]] = {}

    def _catch_up(self) -> None:
        log = self._corpus.log
        keys = self._keys
        for form in log[self._seen :]:
            if len(form) < 3:
                continue
            for key, unit in glued_keys(form):
                sources = keys.get(key)
                if sources is None:
                    keys[key] = [(form, unit)]
                elif len(sources) < 8 and (form, unit) not in sources:
                    sources.append((form, unit))
        self._seen = len(log)

    def ground(self, value: str, unit: str | None = None) -> int:
        """The latest turn of a carried token that holds `value` (normalized) glued, or -1. `unit`:
        the unit word the answer writes after the number; a different unit of time, size or share
        glued in the carried token refuses it (`401.7 TB` for `401.7gb`)."""
        if not (_NUMBER.fullmatch(value) or (":" in value and _ANSWER_LOCATOR.fullmatch(value))):
            return -1
        if self._seen < len(self._corpus.log):
            self._catch_up()
        sources = self._keys.get(value)
        if not sources:
            return -1
        written = unit_of(unit) if unit else None
        values = self._corpus.values
        best = -1
        for form, carried in sources:
            if written is not None and carried is not None and written != carried:
                continue
            best = max(best, values.get(form, -1))
        return best
