"""An answer's text as escaped HTML, with the values of its finding rows marked where they stand.

The check found each value by tokenizing the answer, so the report finds it the same way: every
token of the text whose normalized form is a finding's value (or its glued, range or written
spelling) is marked, every occurrence, not only the first. A finding whose `written` spelling
stands at its offset is marked there too (a spelling the tokenizer splits). Everything else is
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
    """One finding to mark: a CSS class, the spellings it goes by, and where its row located it."""

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


def spans_of(text: str, marks: Sequence[Mark]) -> list[Span]:
    """Non-overlapping spans of `text` to mark, in text order; the first mark listed wins a tie."""
    wanted: dict[str, int] = {}
    for index, mark in enumerate(marks):
        for spelling in mark.spellings:
            if spelling:
                wanted.setdefault(normalize_token(spelling), index)
    found: list[Span] = []
    if wanted:
        for start, piece in token_spans(text):
            index = wanted.get(normalize_token(piece))
            if index is not None:
                begin, end = _trimmed(start, piece)
                found.append(Span(begin, end, index))
    for index, mark in enumerate(marks):
        if mark.written and mark.offset >= 0 and text.startswith(mark.written, mark.offset):
            found.append(Span(mark.offset, mark.offset + len(mark.written), index))
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
