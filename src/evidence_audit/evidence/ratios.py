"""Ratios people write with a colon: `10:1`, `1:50,000`, `16:9`, read as their two numbers.

"With the usual ratio of about 10:1 for fresh snow", "odds of 3:1", "a 1:50,000 map scale". The
tokenizer keeps `10:1` whole, and a token with a colon and four characters is an identifier, so
today's reading judged `10:1` as a value no result carried. A ratio is two numbers: under the
`spellings` dial a colon-joined pair of numbers with a ratio word in its clause ("ratio", "odds",
"proportion", "mix", "aspect", "scale", in the 60 characters before it or right after it) is read
as its two terms, and when both are under the digit minimum it is prose, as `10` and `1` are on
their own (`is_small_ratio`). A ratio with a term of the minimum or more (`1:50000`) stays judged
whole; a clock (`10:15`) has no ratio word. Its price: a small ratio invented beside such a word
(as a small number written alone). Pure: no state, no I/O.
"""

from __future__ import annotations

import re

from .extract import Candidate, locate
from .normalize import count_digits

__all__ = ["is_small_ratio"]

# Two numbers joined by a colon: 10:1, 15:1, 1:2.5, 16:9.
_RATIO = re.compile(r"([0-9]{1,7}(?:\.[0-9]+)?):([0-9]{1,7}(?:\.[0-9]+)?)", re.ASCII)
_CUE_BEFORE = re.compile(r"\b(?:ratios?|odds|proportions?|mix(?:ture)?|aspect|scale)\b[^.;!?\n]{0,50}\Z", re.IGNORECASE)
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_CUE_AFTER = re.compile(r"[ \t\u00a0]*+(?:\*\*)?[ \t\u00a0]*+(?:ratio|odds|mix|aspect|scale)\b", re.IGNORECASE)
# Every cue word of both patterns, alone and with the same flags: an answer without one (most) has
# no ratio, and is read for them once, not at each colon-joined value (one (answer, found) pair).
_CUE_WORD = re.compile(r"ratio|odds|proportion|mix|aspect|scale", re.IGNORECASE)
_LAST_CUED: list[tuple[str, bool]] = [("", False)]
# (round 22) A colon pair no clock can be: its right term three digits or more, or 60 to 99 (`1:15000`,
# `1:50,000`, `1:80`); where a sentence ends; an am/pm right after a pair (a clock).
_SURE_RATIO = re.compile(r"(?<![0-9:.,])[0-9]{1,3}:(?:[0-9]{3,}|[6-9][0-9])(?:,[0-9]{3})*(?![0-9:])")
_SENTENCE_END = re.compile(r"[.!?](?=\s)|\n")
_HALF_DAY_AFTER = re.compile(r"[ \t\u00a0\u202f]{0,2}[AaPp]\.?[ \t]?[Mm](?![A-Za-z])")


def _has_cue_word(answer: str) -> bool:
    last = _LAST_CUED[0]
    if last[0] == answer:
        return last[1]
    found = _CUE_WORD.search(answer) is not None
    _LAST_CUED[0] = (answer, found)
    return found


def _beside_sure_ratio(answer: str, candidate: Candidate) -> bool:
    """(round 22) Whether a `1:N` candidate (`a 1:10 pre-dilution`) has no am/pm after it and its
    sentence writes a colon pair no clock can be (`1:15000`, `1:50,000`, `1:80`): a ratio among
    ratios, as people write dilutions and scales, whatever the words around it."""
    if answer.count(":") < 2:
        return False
    offset, length = locate(answer, candidate)
    if offset < 0 or _HALF_DAY_AFTER.match(answer, offset + length) is not None:
        return False
    start = max((m.end() for m in _SENTENCE_END.finditer(answer, 0, offset)), default=0)
    stop = _SENTENCE_END.search(answer, offset + length)
    end = stop.start() if stop is not None else len(answer)
    return any(m.start() != offset for m in _SURE_RATIO.finditer(answer, start, end))


def is_small_ratio(candidate: Candidate, answer: str, min_digits: int) -> bool:
    """Whether a candidate is a ratio (a ratio word in its clause) whose two terms are each under
    the digit minimum: prose, as each number would be alone."""
    m = _RATIO.fullmatch(candidate.value)
    if m is None or count_digits(m.group(1)) >= min_digits or count_digits(m.group(2)) >= min_digits:
        return False
    if m.group(1) == "1" and _beside_sure_ratio(answer, candidate):
        return True
    if not _has_cue_word(answer):
        return False
    offset, length = locate(answer, candidate)
    if offset < 0:
        return False
    if _CUE_BEFORE.search(answer, max(0, offset - 60), offset) is not None:
        return True
    return _CUE_AFTER.match(answer, offset + length) is not None
