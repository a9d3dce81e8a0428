"""(round 27) The `length-sum` and `seconds-restated` arithmetic rules: lengths listed in `m:ss`
summed, and a count of seconds written again as `m:ss`.

People add up listed lengths: an album's tracks (`3:47`, `4:12`, ...), a set list, a playlist, a
call log, a course's videos, a relay's legs. An answer writes a side's or the whole list's total
(`Side A (1-4): 16:02`), often with its seconds (`1965 s, i.e. 32:45`), and restates a count of
seconds as minutes and seconds (`1965 s / 8 = 245.6 s, roughly 4:06`). No result carries the total.

A list: a result's lengths, one per line (a text table's column, at least 3 lines writing exactly
one `m:ss` or `h:mm:ss`), or a JSON list of objects whose key holds an `m:ss` string or a number
of seconds (a key part `s`, `sec`, `secs`, `seconds`) in at least 3 of them.

| rule | the answer writes | from | refused |
|---|---|---|---|
| `length-sum` | `16:02`, `1:02:03` | the sum of a run of 2 or more consecutive lengths of one list (the run the value's line names by its numbers, `(1-4)`, when it names one) | when another run of the same search lands on a one-digit neighbour |
| `length-sum` | `1965 s` (a number, `s`/`sec`/`seconds` after it) | a whole list's total in seconds | when it is one digit off a carried number, a slip of the local step |
| `seconds-restated` | `32:45`, `4:06` | the last count of seconds its sentence writes before it (`1965 s`), its fraction cut as a stopwatch cuts it, or rounded half up (only) where a word between says it rounds (`245.6 s, roughly 4:06`) | (one reading: a neighbour is not it; `911.62 s (15:12)` is no rounding said) |

Its price: an invented length equal to the sum of a run of listed lengths, none of its neighbours
reached by another run. Pure functions; `ListedLengths` keeps the run's last lists.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Final

from .computed.reading import AnswerReading
from .computed.values import Derivation, Occurrence, Operand
from .computed.wide import late_target, late_try_refused
from .decimal_text import digit_replaced
from .durations import ClockDerivation
from .served import Served
from .walk import containers

__all__ = ["MAX_LISTS", "ListedLengths"]

MAX_LISTS: Final = 4  # lists kept per run (the latest)
MAX_LENGTHS: Final = 40  # lengths of one list read (the first)
MIN_LENGTHS: Final = 3  # lengths a list needs
MAX_TEXT: Final = 1 << 15  # a longer result text is read to here
_MAX_NODES: Final = 4000  # nodes of a JSON result walked

# A length as a listing writes it: `3:47`, `12:05`, `1:02:03` (groups: first, second, third); not
# part of a longer number, clock or decimal.
_LENGTH: Final = re.compile(r"(?<![0-9:.])([0-9]{1,3}):([0-5][0-9])(?::([0-5][0-9]))?(?![0-9]|:[0-9]|\.[0-9])", re.ASCII)
# (recall41) A date right before a length (`2027-05-17 06:10`, `17.05.2027 06:10`, `2027-05-17T06:10`): the
# length is a clock of day (a log's start), no track's or leg's length.
_DATED: Final = re.compile(r"(?<![0-9])(?:[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{1,2}[./][0-9]{1,2}[./][0-9]{2,4})[ T]\Z", re.ASCII)
# A value the rule judges (normalized): `16:02`, `1:02:03` (groups as `_LENGTH`).
_VALUE: Final = re.compile(r"([0-9]{1,3}):([0-5][0-9])(?::([0-5][0-9]))?", re.ASCII)
# A count of seconds written: `1965 s`, `245.6 s`, `95 sec`, `120 seconds`, `90 sekund` (group 1).
_SECONDS: Final = re.compile(r"(?<![0-9.,])([0-9]{1,6}(?:[.,][0-9]{1,3})?)[ \t\xa0]?(?:s|secs?|seconds?|sek(?:und[a-z]*)?)(?![A-Za-z0-9])",
                             re.IGNORECASE)
# Where a sentence ends: `.`, `!`, `?` before a space, or a line break.
_SENTENCE_END: Final = re.compile(r"[.!?](?=\s)|\n")
# A word that says a value is rounded: `about`, `roughly`, `~`, `≈`, `circa`, `approx.`; (other
# languages) `zhruba`, `cca`, `environ`, `etwa`, `ungefär`, `omkring`, `aprox.`, `circa`, `około`.
_ROUGHLY: Final = re.compile(
    r"~|\u2248|\b(?:about|around|roughly|approx(?:imately)?|circa|ca|zhruba|cca|environ|etwa|ungef\u00e4r|omkring|aprox(?:imadamente)?|oko\u0142o)\b",
    re.IGNORECASE)
# A range of the list's numbers its line names: `(1-4)`, `5–8`, `tracks 3 to 6` (groups: first, last).
_RUN: Final = re.compile(r"(?<![0-9:.,])([0-9]{1,2})[ \t]*(?:-|\u2013|\u2014|to)[ \t]*([0-9]{1,2})(?![0-9:.,])")
# A key part naming seconds (`length_s`, `duration_sec`, `seconds`).
_KEY_PART: Final = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", re.ASCII)
_SECOND_PARTS: Final = frozenset({"s", "sec", "secs", "second", "seconds"})


def _seconds(m: re.Match[str]) -> int:
    if m.group(3) is not None:
        return int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3))
    return int(m.group(1)) * 60 + int(m.group(2))


def _written(seconds: int, hours: bool) -> str:
    if hours:
        return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"
    return f"{seconds // 60}:{seconds % 60:02d}"


def _text_lists(text: str) -> list[list[int]]:
    """The lists of lengths a text writes one per line (runs of lines with exactly one length)."""
    out: list[list[int]] = []
    current: list[int] = []
    for line in text[:MAX_TEXT].splitlines():
        found = list(_LENGTH.finditer(line))
        if len(found) == 1 and _DATED.search(line, max(0, found[0].start() - 12), found[0].start()) is not None:
            found = []  # (recall41) a clock after its date (`2027-05-17 09:50`): a time of day, no length
        if len(found) == 1:
            if len(current) < MAX_LENGTHS:
                current.append(_seconds(found[0]))
            continue
        if len(current) >= MIN_LENGTHS:
            out.append(current)
        current = []
    if len(current) >= MIN_LENGTHS:
        out.append(current)
    return out


def _seconds_key(key: str) -> bool:
    return bool({p.lower() for p in _KEY_PART.findall(key)} & _SECOND_PARTS)


def _json_lists(parsed: Any) -> list[list[int]]:
    """The lists of lengths a JSON result's lists of objects hold under one key."""
    out: list[list[int]] = []
    for node, _, _ in containers(parsed, _MAX_NODES):
        if not isinstance(node, list) or len(node) < MIN_LENGTHS or not all(isinstance(x, dict) for x in node):
            continue
        keys = [k for k in node[0] if isinstance(k, str)]
        for key in keys:
            lengths: list[int] = []
            for item in node[:MAX_LENGTHS]:
                leaf = item.get(key)
                if isinstance(leaf, str):
                    m = _LENGTH.fullmatch(leaf.strip())
                    if m is not None:
                        lengths.append(_seconds(m))
                elif isinstance(leaf, int) and not isinstance(leaf, bool) and leaf > 0 and _seconds_key(key):
                    lengths.append(leaf)
            if len(lengths) >= MIN_LENGTHS and len(lengths) == min(len(node), MAX_LENGTHS):
                out.append(lengths)
    return out


class ListedLengths:
    """The run's last lists of lengths (module doc)."""

    __slots__ = ("lists", "_reach")

    def __init__(self) -> None:
        self.lists: list[list[int]] = []
        # (hostile29) each list's reach, read once when the list is kept (`_reach`), not once per clock value
        self._reach: list[dict[int, tuple[int, int]]] = []

    def add_result(self, served: Served) -> None:
        found = _json_lists(served.parsed) if served.has_parsed else []
        if served.text:
            found += _text_lists(served.text)
        if found:
            self.lists.extend(found)
            del self.lists[:-MAX_LISTS]
            self._reach.extend(_reach(lengths) for lengths in found)
            del self._reach[:-MAX_LISTS]

    def explain_length(self, answer: str, value: str) -> ClockDerivation | None:
        """The value (an `m:ss` or `h:mm:ss` token) as a count of seconds its line writes before
        it, or the sum of a run of a listed lengths (module doc), or None."""
        m = _VALUE.fullmatch(value)
        at = answer.find(value)
        if m is None or at < 0:
            return None
        target = _seconds(m)
        hours = m.group(3) is not None
        line_start = max(answer.rfind("\n", 0, at) + 1, at - 200)
        said = None
        for s in _SECONDS.finditer(answer, line_start, at):
            said = s
        if said is not None and _SENTENCE_END.search(answer, said.end(), at) is None:
            count = Decimal(said.group(1).replace(",", "."))
            between = answer[said.end():at]
            # cut, as a stopwatch cuts it; rounded half up (only) where the answer says it rounds
            rounds = _ROUGHLY.search(between) is not None
            if (int(count.quantize(Decimal(1), rounding=ROUND_HALF_UP)) if rounds else int(count)) == target:
                return ClockDerivation("seconds-restated", f"{said.group(0)} = {value}",
                                       ((said.group(1), "answer", f"answer offset {said.start()}"),))
        if not self.lists:
            return None
        named = None
        for r in _RUN.finditer(answer, line_start, at):
            named = r
        near = _neighbours(value)
        found: tuple[list[int], int, int] | None = None
        reached: set[int] = set()
        if named is None:  # every run of every list: their totals read once per list (`_reach`)
            for lengths, reach in zip(self.lists, self._reach):
                if not near.isdisjoint(reach):
                    return None  # another run reaches a one-digit neighbour (the chance test)
                run = reach.get(target)
                if run is not None and found is None:
                    found = (lengths, run[0], run[1])
        else:
            first, last = int(named.group(1)), int(named.group(2))
            for lengths in self.lists:
                if 1 <= first < last <= len(lengths):
                    total = sum(lengths[first - 1 : last])
                    reached.add(total)
                    if total == target and found is None:
                        found = (lengths, first - 1, last)
        if found is None or not near.isdisjoint(reached):
            return None  # none reaches it, or another run reaches a one-digit neighbour (the chance test)
        lengths, a, b = found
        terms = " + ".join(_written(s, False) for s in lengths[a:b])
        return ClockDerivation("length-sum", f"{terms} = {value}",
                               ((terms, "result", f"listed lengths {a + 1}-{b} of {len(lengths)}"),))

    def explain_total_seconds(self, reading: AnswerReading, i: int, known: set[str],
                              computed_here: list[Occurrence]) -> Derivation | None:
        """A number of seconds (`1965 s`) that is a whole list's total in seconds; a late try."""
        if not self.lists:
            return None
        occ = late_target(reading, i, 3)
        if occ is None or occ.amount or occ.number != occ.number.to_integral_value():
            return None
        after = _SECONDS.match(reading.text, occ.start)
        if after is None or after.end(1) != occ.end:
            return None
        target = int(occ.number)
        for lengths in self.lists:
            if sum(lengths) == target:
                if late_try_refused(reading, i, known, computed_here):
                    return None
                terms = " + ".join(_written(s, False) for s in lengths)
                return Derivation("length-sum", f"{terms} = {target} s", (Operand(terms, "result", f"{len(lengths)} listed lengths"),))
        return None


def _reach(lengths: list[int]) -> dict[int, tuple[int, int]]:
    """(hostile29) The totals of every run of 2 or more consecutive lengths of a list, each with its
    first run (a, b) in the order `explain_length` tries them (a, then b): the same reach and the
    same run found as summing every run for every value (at most 780 runs a list of 40)."""
    out: dict[int, tuple[int, int]] = {}
    n = len(lengths)
    for a in range(n):
        total = lengths[a]
        for b in range(a + 2, n + 1):
            total += lengths[b - 1]
            if total not in out:
                out[total] = (a, b)
    return out


def _neighbours(value: str) -> set[int]:
    """The value's one-digit neighbours, in seconds."""
    out: set[int] = set()
    for changed in digit_replaced(value):
        m = _VALUE.fullmatch(changed)
        if m is not None:
            out.add(_seconds(m))
    return out
