"""An answer's text as escaped HTML, with the values of its finding rows marked where they stand.

The check found each value by tokenizing the answer, so the report finds it the same way: every
token of the text whose normalized form is a finding's value or glued spelling is marked, every
occurrence, not only the first; in a range token, only the endpoint that is the value. A finding
no token matched is marked at its offset when its `written` spelling (or another spelling) stands
there (a spelling of several tokens). Everything else is
escaped text: an answer that contains `<script>` shows it and runs nothing. Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from ..evidence.normalize import normalize_token, token_spans

__all__ = ["Mark", "Span", "highlight", "spans_of"]

_LEADING = "([{\"'<"
_TRAILING = ".,;:!?)]}\"'>"


@dataclass(frozen=True, slots=True)
class Mark:
    """One finding to mark: a CSS class, its value then the spellings it also goes by (glued, range),
    and where its row located it (`offset`, with the `written` spelling when the row has one)."""

    css: str
    spellings: tuple[str, ...]
    offset: int = -1
    written: str | None = None


@dataclass(frozen=True, slots=True)
class Span:
    """Characters [start, end) of the text, marked for the mark at index `mark`."""

    start: int
    end: int
    mark: int


def _trimmed(start: int, piece: str) -> tuple[int, int]:
    """The piece without the brackets and punctuation a sentence wraps around a value."""
    left = len(piece) - len(piece.lstrip(_LEADING))
    core = piece[left:].rstrip(_TRAILING) or piece
    if core is piece:
        left = 0
    return start + left, start + left + len(core)


def _part(piece: str, value: str) -> tuple[int, int] | None:
    """Where the endpoint `value` stands in a range token (`10:00-07:46`, `300-$800`): the side of a
    hyphen that normalizes to it; None when no side does."""
    for at, char in enumerate(piece):
        if char != "-":
            continue
        if normalize_token(piece[at + 1 :]) == value:
            return at + 1, len(piece)
        if normalize_token(piece[:at]) == value:
            return 0, at
    return None


def spans_of(text: str, marks: Sequence[Mark]) -> list[Span]:
    """Non-overlapping spans of `text` to mark, in text order; the first mark listed wins a tie.

    A token that is a mark's value (or glued spelling) is marked whole; a token that is a mark's
    range spelling gets the endpoint that is the value marked, so `10:00-07:46` marks `07:46` only.
    """
    by_value: dict[str, int] = {}
    by_spelling: dict[str, list[int]] = {}
    for index, mark in enumerate(marks):
        value = normalize_token(mark.spellings[0]) if mark.spellings else ""
        if value:
            by_value.setdefault(value, index)
        for spelling in mark.spellings[1:]:
            if spelling:
                by_spelling.setdefault(normalize_token(spelling), []).append(index)
    found: list[Span] = []
    if by_value or by_spelling:
        for start, piece in token_spans(text):
            normalized = normalize_token(piece)
            index = by_value.get(normalized)
            if index is not None:
                begin, end = _trimmed(start, piece)
                found.append(Span(begin, end, index))
                continue
            for index in by_spelling.get(normalized, ()):
                part = _part(piece, normalize_token(marks[index].spellings[0]))
                if part is None:
                    begin, end = _trimmed(start, piece)
                else:
                    begin, end = _trimmed(start + part[0], piece[part[0] : part[1]])
                found.append(Span(begin, end, index))
    placed = {span.mark for span in found}
    for index, mark in enumerate(marks):
        if mark.offset < 0 or index in placed:
            continue
        if mark.written and text.startswith(mark.written, mark.offset):
            found.append(Span(mark.offset, mark.offset + len(mark.written), index))
        else:  # a spelling of several tokens, standing where the row says
            for spelling in mark.spellings:
                if spelling and text[mark.offset : mark.offset + len(spelling)].lower() == spelling.lower():
                    found.append(Span(mark.offset, mark.offset + len(spelling), index))
                    break
    found.sort(key=lambda span: (span.start, span.start - span.end, span.mark))
    spans: list[Span] = []
    for span in found:
        if not spans or span.start >= spans[-1].end:
            spans.append(span)
    return spans


def highlight(text: str, marks: Sequence[Mark]) -> tuple[str, set[int]]:
    """Escaped HTML of `text` with each value in a `<mark>`; and the indices of the marks placed."""
    spans = spans_of(text, marks)
    out: list[str] = []
    pos = 0
    for span in spans:
        css = escape(marks[span.mark].css)
        out.append(escape(text[pos : span.start]))
        out.append(f'<mark class="{css}">{escape(text[span.start : span.end])}</mark>')
        pos = span.end
    out.append(escape(text[pos:]))
    return "".join(out), {span.mark for span in spans}
