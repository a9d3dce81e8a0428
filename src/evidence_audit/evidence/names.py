"""Names with digits, written with other spacing or case than a result wrote them.

A flight API says `"model": "Airbus A320 NEO"`, an air-quality API keys its reading `"pm25"`; the
answer writes `Airbus A320neo` and `PM2.5`, as people write those names. The digits are the
carried ones; only the spacing between a name's letters and its digits, the case, and a decimal
point inside the digits differ. Under the `spellings` dial the `respaced` rule grounds such a
token: an answer's token with letters glued to digits (`A320neo`, `PM2.5`, `Ryzen7`) whose parts,
letters and digits in order, one result's text writes with a space, hyphen or underscore (or
nothing) between a letter part and a digit part, in any case, and its digits with or without the
answer's decimal point (`pm25` for `PM2.5`).

Refused: other digits (`A321neo`, `PM3.5`), digits split elsewhere (`a3 20neo`), a point the
result writes where the answer has none (`pm2.5` carried does not ground `PM25`), letters no result
wrote beside those digits, a part of a longer identifier (`7d9c` of `ledger-7d9c-tq4zr`). Its price: a name whose digits a result wrote beside the same letters
for another thing. Only tokens of 4-24 characters of letters, digits and inner points. `NameKeys`
reads each result text once into keys (a dict lookup per candidate: a first version searched every
text per candidate and made a 50,000-message run 6x slower); while a run's texts are short it reads
only the texts that hold the name's digits (most candidates are in none); no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

__all__ = ["NameKeys"]

# A name: letters and digits glued (maybe a decimal point between digits), a letter and a digit in it.
_NAME: Final = re.compile(r"(?=[a-z0-9.]*[a-z])(?=[a-z0-9.]*[0-9])[a-z0-9]+(?:\.[0-9]+)?[a-z0-9]*", re.ASCII)
# A word of a result's text (letters and digits, a decimal point between digits), and the chains of
# words joined by one space, hyphen or underscore: `Airbus A320 NEO`, `ledger-7d9c-tq4zr`.
_CHAIN: Final = re.compile(r"[A-Za-z0-9]+(?:\.[0-9]+)*(?:[ \-_][A-Za-z0-9]+(?:\.[0-9]+)*)*", re.ASCII)
# A segment: a run of the characters a chain is made of, whole (after none of them), with a letter
# and a digit in it. A chain never spans two segments, and one without both holds no name, so
# `_keys_of` reads chains only inside these (the lookbehind keeps the lookaheads linear).
_MIXED_SEGMENT: Final = re.compile(
    r"(?<![A-Za-z0-9. \-_])(?=[A-Za-z0-9. \-_]*[A-Za-z])(?=[A-Za-z0-9. \-_]*[0-9])[A-Za-z0-9. \-_]+", re.ASCII
)
_WORD: Final = re.compile(r"[A-Za-z0-9]+(?:\.[0-9]+)*", re.ASCII)
_LETTER: Final = re.compile(r"[a-z]", re.ASCII)
_LETTER_IN: Final = re.compile(r"[A-Za-z]", re.ASCII)
_DIGIT: Final = re.compile(r"[0-9]", re.ASCII)
_DIGITS: Final = re.compile(r"[0-9]+", re.ASCII)
MAX_WORDS: Final = 4  # a name is at most four words of a chain (`A320 NEO`)
SCAN_CHARS: Final = 1 << 17  # texts up to this size in all: a name is looked for in the texts holding its digits
SCAN_ROUNDS: Final = 4  # ... for this many names asked of every text at most, then every text's keys are kept


def _keys_of(text: str) -> set[str]:
    """The names one text writes, as keys: lower case, without the separators between a letter part
    and a digit part (`a320neo`, `pm25`, `pm2.5`); a chain's sub-chain starts and ends at a space or
    the chain's own ends (`7d9c` of `ledger-7d9c-tq4zr` is no name)."""
    keys: set[str] = set()
    for segment in _MIXED_SEGMENT.findall(text):
        if _WORD.fullmatch(segment) is not None:
            # one word with a letter and a digit (`W1234567`, `0x77fa3a`, `pm2.5`), the most common
            # segment: its one chain is itself, its key itself, as `_segment_keys` would find
            if len(segment) <= 30:
                keys.add(segment.lower())
        else:
            _segment_keys(segment, keys)
    return keys


def _segment_keys(segment: str, keys: set[str]) -> None:
    """`_keys_of` over one segment (module constants above). A segment is a whole run of the
    characters chains are made of, so what comes before or after a chain at its ends is none of
    `.-_`: a chain's neighbours that matter are the segment's own."""
    size = len(segment)
    for chain in _CHAIN.finditer(segment):
        start = chain.start()
        end = chain.end()
        if start > 0 and segment[start - 1] in ".-_" or end < size and segment[end] in "-_":
            continue  # the chain is a part of a longer identifier or number
        piece = chain.group(0)
        # ASCII letters, digits, separators and points only: `isalpha` is "all letters" and a
        # piece that is all letters, or all digits and points, holds no name
        if piece.isalpha() or _LETTER_IN.search(piece) is None or _DIGIT.search(piece) is None:
            continue
        low = piece.lower()
        if " " not in piece:
            if "-" not in piece and "_" not in piece:
                # one word (`W1234567`, `pm2.5`): its key is itself, as the loop below would find
                if len(low) <= 30:
                    keys.add(low)
            else:
                _identifier_key(low, keys)
            continue
        # the chain's words, and whether each starts after a space (or the chain): its groups
        # between spaces are chains without spaces, their words joined by a hyphen or underscore
        words: list[str] = []
        spaced: list[bool] = []
        for group in low.split(" "):
            first = True
            for word in _WORD.findall(group):
                words.append(word)
                spaced.append(first)
                first = False
        count = len(words)
        for i in range(count):
            if not spaced[i]:
                continue  # starts after a hyphen or underscore: inside an identifier
            key = ""
            letter = digit = False
            for j in range(i, min(count, i + MAX_WORDS)):
                word = words[j]
                if j > i and (key[-1].isalpha() == word[0].isalpha()):
                    break  # a separator only between a letter part and a digit part
                key += word
                if not word.isalpha():  # a word of letters, digits and inner points: a digit in it
                    digit = True
                if not letter and _LETTER.search(word) is not None:
                    letter = True
                ends = j + 1 == count or spaced[j + 1]
                if ends and letter and digit and len(key) <= 30:
                    keys.add(key)


def _identifier_key(low: str, keys: set[str]) -> None:
    """The loop of `_segment_keys` for a chain without spaces (`host-77017`, `ord_2788`,
    `2026-06-12t06`): a sub-chain starts only at its first word and ends only at its last, so its
    one key is all its words joined, when they are at most `MAX_WORDS` alternating letter and digit
    parts (the chain holds a letter and a digit)."""
    words = _WORD.findall(low)
    if len(words) > MAX_WORDS:
        return
    for j in range(1, len(words)):
        if words[j - 1][-1].isalpha() == words[j][0].isalpha():
            return  # a separator only between a letter part and a digit part
    key = "".join(words)
    if len(key) <= 30:
        keys.add(key)


class NameKeys:
    """The names a run's result texts write with separators, keyed without them (module doc).

    A name's digit runs are written whole in the text that writes it (a key joins words that
    alternate letters and digits, so no run spans two words). So while a run's texts are short
    (`SCAN_CHARS` in all) and few names were asked (`SCAN_ROUNDS` scans of every text), a name is
    looked for only in the texts holding all its digit runs (substring tests), each of those
    read into keys once. Past that, every text's keys are read once, as they come, and a name is
    one dict lookup: linear in the texts, not per candidate (a long run's many candidates would
    each scan every text). The same turn either way. (Filing each text's digit runs and reading
    only the texts under a name's rarest run was slower on long runs: their short runs are in
    most texts.)
    """

    __slots__ = ("_seen", "_keys", "_chars", "_counted", "_text_keys", "_scanned")

    def __init__(self) -> None:
        self._seen = 0
        self._keys: dict[str, int] | None = None  # every text's keys, past the scans
        self._chars = 0  # the characters of texts[: self._counted]
        self._counted = 0
        self._text_keys: dict[int, set[str]] = {}  # the keys of the texts read so far, by index
        self._scanned = 0  # texts scanned for names so far

    def turn(self, value: str, texts: Sequence[tuple[str, int]]) -> int:
        """The latest turn of a result text that writes the name `value` with other spacing, or -1."""
        if not 4 <= len(value) <= 24 or _NAME.fullmatch(value) is None:
            return -1
        wanted = [value, value.replace(".", "")] if "." in value else [value]  # `PM2.5` for a result's `pm25`
        if self._keys is None:
            for text, _ in texts[self._counted :]:
                self._chars += len(text)
            self._counted = len(texts)
            if self._chars <= SCAN_CHARS and self._scanned <= SCAN_ROUNDS * len(texts):
                self._scanned += len(texts)
                return self._scan(wanted, texts)
            self._keys = {}
        if self._seen < len(texts):
            keys = self._keys
            for index in range(self._seen, len(texts)):
                text, at = texts[index]
                read = self._text_keys.pop(index, None)
                for key in _keys_of(text) if read is None else read:
                    if keys.get(key, -1) < at:
                        keys[key] = at
            self._seen = len(texts)
            self._text_keys = {}
        found = -1
        for key in wanted:
            found = max(found, self._keys.get(key, -1))
        return found

    def _scan(self, wanted: list[str], texts: Sequence[tuple[str, int]]) -> int:
        # every digit run of a key is written whole in a text that writes it (class doc), so a
        # text is read into keys only when it holds all of one wanted key's runs, longest first
        runs = [sorted(_DIGITS.findall(key), key=len, reverse=True) for key in wanted]
        found = -1
        for index in range(len(texts)):
            text, at = texts[index]
            if at <= found or not any(_holds_all(text, key_runs) for key_runs in runs):
                continue
            keys = self._text_keys.get(index)
            if keys is None:
                keys = self._text_keys[index] = _keys_of(text)
            if any(key in keys for key in wanted):
                found = at
        return found


def _holds_all(text: str, runs: list[str]) -> bool:
    for run in runs:
        if run not in text:
            return False
    return True
