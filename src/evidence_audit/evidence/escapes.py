"""The `escaped` rule: a value right after an escape sequence a result's text writes (`\\n75004`).

Python tools print a dict with `str()`: `{'Le Marais': 'Address: 12 Rue Vieille\\n75004 Paris'}`.
The newline inside the string stands in the text as the two characters `\\n`, glued to what
follows, so the tokenizer reads `n75004`, not `75004`, and an answer's `75004 Paris` is flagged.
The same happens to a JSON document served inside a text (a log line, a repr of a response) and to
a tab (`\\t$1,250.50`). Under the `spellings` dial this rule reads, in each result's text, the token
that follows a `\\n`, `\\r` or `\\t` escape as the text it stands for, and grounds a value equal to
one of its tokens (normalized as every form is). Never "similar": the same token as the exact
lookup would have found without the escape; a one-digit change stays flagged. An escaped
backslash (`\\\\n`, a path's `C:\\new`) is no escape. Its price: none beyond the exact lookup's.
"""

from __future__ import annotations

import re

from .normalize import tokenize

__all__ = ["EscapedTokens"]

# An escape (not itself escaped) and the run of non-space characters after it, up to the next escape.
_ESCAPED = re.compile(r"(?<!\\)((?:\\\\)*)\\[nrt]([^\s\\]+)")
_DIGIT = re.compile(r"[0-9]", re.ASCII)
MAX_FORMS = 50_000  # escaped forms kept for a run (a bound on memory, never reached by a real run)


class EscapedTokens:
    """The digit-holding tokens that follow escapes in the run's results, with their latest turn;
    the texts are read when a value is first asked about (a run whose values are all found exactly
    never reads them)."""

    __slots__ = ("_turns", "_unread")

    def __init__(self) -> None:
        self._turns: dict[str, int] = {}
        self._unread: list[tuple[str, int]] = []

    def add_text(self, text: str, turn: int) -> None:
        if "\\" in text:
            self._unread.append((text, turn))

    def _read(self, text: str, turn: int) -> None:
        turns = self._turns
        for m in _ESCAPED.finditer(text):
            piece = m.group(2)
            if _DIGIT.search(piece) is None:
                continue
            for form in tokenize(piece):
                if _DIGIT.search(form) is not None and (form in turns or len(turns) < MAX_FORMS):
                    if turns.get(form, -1) < turn:
                        turns[form] = turn

    def turn(self, value: str) -> int:
        """The latest turn a result wrote `value` right after an escape, or -1."""
        if self._unread:
            unread, self._unread = self._unread, []
            for text, turn in unread:
                self._read(text, turn)
        return self._turns.get(value, -1) if self._turns else -1
