"""Tokens an answer joins from carried parts: `ip-10-40-23-201`, `path/file.go:118`, `localhost:5000`.

People join values a result carried apart: a host name spelled from an IP (`10.40.23.201`), a
file and a line (`"file": "path/file.go", "line": 118`), a host and a port, a port mapping
`9090:9090` (a port mapped to itself needs only that port carried; a port may be carried with
its protocol, `9090/TCP`), a blood pressure `148/88` from `"systolic": 148, "diastolic": 88`. The tokenizer keeps
such a token whole, and no result carried it whole. This rule (`joined`, under the `spellings`
dial) grounds it when the token can be cut, at its separators (`:` `/` `-` `_` `.` `@` `=`), into
pieces that are each a word (letters only) or a carried value, with at least one carried value; a
piece of hyphen-joined numbers may stand for a dotted carried value (`10-40-23-201` for
`10.40.23.201`). When two or more carried values make the token, or one that is a bare number
(`localhost:5000`), all its pieces, words included, must also sit side by side in one result's
text, in the token's order, each within 80 characters of the last with no other number between
them: fields of one record, not a number found anywhere in the run beside any word. A piece a
person said (user or system text: "and the grpc one to local 5000?"; a bare number of 3 digits or
more, as a person's `3` or a date's day is said everywhere) needs no result: `localhost:5000`
and `5000:50051` are the user's port and a carried one; the carried pieces beside it are judged
as in a token of their own. A duration
adjective (`40-minute`) is never a joined token (see `unit_words.py`), nor a clock or a date
(`19:10`, `05/14`, `2024-05-14`: the clock and date rules judge them). A plural `s` on a carried label (`p50s` for `p50`) is the label.

Its refusals: a piece with a digit no result carried (a mutated port, line or octet) leaves the
token flagged; so do carried pieces that no one result carries together. Its price: a wrong
pairing of two values one record carries side by side (`88/148`).
"""

from __future__ import annotations

from typing import Final

import re
from collections.abc import Container, Mapping, Sequence

__all__ = ["ground_joined"]

_SEPARATORS = ":/-_.@="
_CLOCK_OR_DATE: Final = re.compile(
    r"[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?|[0-9]{4}[-/.][0-9]{1,2}(?:[-/.][0-9]{1,2})?|[0-9]{1,2}[-/.][0-9]{1,2}(?:[-/.][0-9]{2,4})?",
    re.ASCII,
)
_UNIT_ADJECTIVE: Final = re.compile(r"[0-9]+(?:\.[0-9]+)?-(?:second|minute|hour|day|week|month|year)s?", re.ASCII)
_HAS_DIGIT: Final = re.compile(r"[0-9]", re.ASCII)
_WORD: Final = re.compile(r"[a-z]+", re.ASCII)
_DOTTED_NUMBERS: Final = re.compile(r"[0-9]+(?:-[0-9]+){1,5}", re.ASCII)
_MAX_TOKEN: Final = 80


_SPLIT = re.compile(r"([:/\-_.@=])")


_SAID = -2  # the turn of a piece a person said (user or system text)


def _covers(
    token: str, values: Mapping[str, int], said: Container[str] = ()
) -> list[tuple[str, int]] | None:
    """A cut of `token` at its separators into words, said and carried pieces (each piece with its
    form and turn, -1 for a word, -2 for a said piece), with the fewest pieces; None when no cut
    covers every digit."""
    parts = _SPLIT.split(token)  # atoms at even places, separators at odd places
    atoms = len(parts) // 2 + 1
    if atoms > 16 or any(not parts[i] for i in range(0, len(parts), 2)):
        return None
    best: list[list[tuple[str, int]] | None] = [None] * (atoms + 1)
    best[0] = []
    for start in range(atoms):
        so_far = best[start]
        if so_far is None:
            continue
        for end in range(start + 1, atoms + 1):
            piece = "".join(parts[2 * start : 2 * end - 1])
            used: list[tuple[str, int]]
            turn = values.get(piece, -1)
            form = piece
            if turn < 0 and _DOTTED_NUMBERS.fullmatch(piece):
                form = piece.replace("-", ".")
                turn = values.get(form, -1)
            if turn < 0 and piece.isdigit() and len(piece) <= 5:
                for protocol in ("/tcp", "/udp"):  # a port carried with its protocol (`8080/TCP`)
                    if values.get(piece + protocol, -1) > turn:
                        form, turn = piece + protocol, values[piece + protocol]
            if _HAS_DIGIT.search(piece) and piece in said and not (piece.isdigit() and len(piece) < 3):
                used = [(piece, _SAID)]  # a person said it: `localhost:5000` after "local 5000"
            elif turn >= 0:
                used = [(form, turn)]
            elif not _HAS_DIGIT.search(piece) and _WORD.fullmatch(piece) is not None:
                used = [(piece, -1)]
            else:
                continue
            found = so_far + used
            current = best[end]
            if current is None or len(found) < len(current):
                best[end] = found
    return best[atoms]


_GAP_DIGIT = re.compile(r"[0-9]", re.ASCII)
_MARKED_DIGITS: Final = re.compile(r"[0-9.:/\-_@=]*[0-9][0-9.:/\-_@=]*", re.ASCII)  # digits and marks, no letter
_GAP: Final = 80


def _together(forms: Sequence[str], texts: Sequence[tuple[str, int]]) -> int:
    """The latest turn of a result text that writes the forms in the token's order, each next one
    within 80 characters of the last and with no other number between them (one record's fields
    side by side), or -1."""
    found = -1
    patterns = [
        re.compile(
            (r"(?<![0-9A-Za-z.])" if _HAS_DIGIT.search(form) else r"(?<![0-9A-Za-z])")  # 5000 is not the end of 1.5000
            + re.escape(form) + r"(?![0-9A-Za-z]|\.[0-9])",
            re.IGNORECASE,
        )
        for form in forms
    ]
    # A text that writes the forms holds each one's digits and the marks between them as written
    # (no case folding touches ASCII digits and marks): substring tests skip the other texts
    # before any regex work, and the latest texts are tried first (a long run's texts are many).
    needles = [max(_MARKED_DIGITS.findall(form), key=len) for form in forms if _HAS_DIGIT.search(form)]
    for k in range(len(texts) - 1, -1, -1):
        text, turn = texts[k]
        if turn <= found:
            continue
        held = True
        for needle in needles:
            if needle not in text:
                held = False
                break
        if not held:
            continue
        for first in patterns[0].finditer(text):
            end = first.end()
            for pattern in patterns[1:]:
                nxt = pattern.search(text, end, end + _GAP + 40)
                if nxt is None or _GAP_DIGIT.search(text, end, nxt.start()) is not None or nxt.start() - end > _GAP:
                    break
                end = nxt.end()
            else:
                found = turn
                break
    return found


def ground_joined(
    token: str, values: Mapping[str, int], texts: Sequence[tuple[str, int]], said: Container[str] = ()
) -> int:
    """The turn that grounds a joined token (module doc), or -1."""
    if len(token) > _MAX_TOKEN:
        return -1
    if token.endswith("s") and len(token) > 2:
        turn = values.get(token[:-1], -1)
        if turn >= 0 and _HAS_DIGIT.search(token[:-1]) and not token[:-1].isdigit():
            return turn  # a plural of a carried label: p50s
    if not any(ch in _SEPARATORS for ch in token):
        return -1
    if _UNIT_ADJECTIVE.fullmatch(token):
        return -1  # `40-minute`: the unit-adjective rule's (unit_words.py), never a number and a word
    if _CLOCK_OR_DATE.fullmatch(token):
        return -1  # `19:10`, `05/14`: a time or a date is the clock and date rules', never two numbers
    cover = _covers(token, values, said)
    if cover is None:
        return -1
    carried = [(form, turn) for form, turn in cover if turn >= 0 and _HAS_DIGIT.search(form)]
    if not carried:
        # every digit a person said (`localhost:5000`, `10.40.12.7:6390` after the user named both)
        return 0 if any(turn == _SAID for _, turn in cover) else -1
    if len(carried) < len([1 for _, turn in cover if turn != -1]):
        # said pieces beside carried ones (`5000:50051`, the user's local port, a carried remote one):
        # the carried ones are judged as in a token of their own
        if len(carried) == 1 and not carried[0][0].isdigit():
            return carried[0][1]
        return _together([form for form, _ in carried], texts)
    if len(carried) == 1 and not carried[0][0].isdigit():
        return max(turn for _, turn in cover)  # one carried value that is not a bare number: 10.40.23.201, p50
    forms = [form for form, _ in cover]
    left, colon, right = token.partition(":")
    if colon and left == right and left.isdigit() and len(forms) == 2 and forms[0] == forms[1]:
        return carried[0][1]  # a port mapped to itself (`8080:8080`): one carried port, written twice
    # a bare number, or several carried values: the pieces (words too) side by side in one record
    return _together(forms, texts)
