"""The two corpora an answer is judged against, built incrementally, one message at a time.

- The **evidence corpus** holds every normalized form the run's tool results carried: JSON keys,
  whole string leaves and their tokens, numbers printed the ECMAScript way, text tokens, each
  stamped with the latest turn that served it and filed under the tool calls of this turn that
  carried it (spec 6.1).
- The **exempt corpus** holds what a person said: user and system text with the date and clock
  spellings of section 6.3, typed-ask answers, folded forms of compaction summaries (6.2).

Both spend one budget of `MAX_INDEX_TOKENS` new forms; past it nothing new is stored and the
evidence corpus says it is `truncated`, because a partial index can accuse a grounded value.

Each result is read once (`read_result`) and the reading is shared with the exempt side and the
figures basis, so a run's cost is linear in its size.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final, NamedTuple

from .normalize import (
    ES_SPACE_CLASS,
    canonical_form,
    js_number_string,
    lookup_forms,
    normalize_token,
    normalized_before,
    tokenize,
    whole_and_tokens,
)
from .served import Served, js_items, read_result
from .text_memo import TextMemo

__all__ = [
    "COMPACTION_PREFIX",
    "CORRECTION_PREFIXES",
    "MAX_CARRIERS",
    "MAX_INDEX_TOKENS",
    "TWELVE_HOUR",
    "Carrier",
    "EvidenceCorpus",
    "ExemptCorpus",
    "answer_carriers_of",
    "date_and_clock_forms",
    "exempt_forms",
    "typed_ask_values",
    "flatten",
    "result_forms",
    "stored_forms",
]

MAX_INDEX_TOKENS = 200_000
MAX_CARRIERS: Final = 8

# Library corrections: never exempt, never a turn boundary.
CORRECTION_PREFIXES: Final = ("[evidence check", "[schema check")
# A compaction summary: its text is not exempt; its folded forms are.
COMPACTION_PREFIX: Final = "[compacted history"


def is_turn_boundary(role: str, content: Any) -> bool:
    """A user message starts a new turn unless it is a library correction."""
    return role == "user" and not (isinstance(content, str) and content.startswith(CORRECTION_PREFIXES))


class Carrier(NamedTuple):
    tool_call_id: str
    values: int
    only: int


class _Forms:
    """A budgeted set of normalized forms (the add machinery shared by both corpora)."""

    __slots__ = ("budget",)

    def __init__(self) -> None:
        self.budget = MAX_INDEX_TOKENS

    @property
    def truncated(self) -> bool:
        return self.budget <= 0


class EvidenceCorpus(_Forms):
    """Forms the run's tool results carried, with turn stamps and (optionally) this turn's carriers.

    Carriers (which of this turn's tool calls carried a form, spec 12) cost a list per form; the
    audit does not report them, so the auditor builds its corpus with `track_carriers=False`.
    """

    __slots__ = ("values", "log", "carriers", "cut_carriers", "current_turn", "tool_results_this_turn", "_call_id")

    def __init__(self, track_carriers: bool = True) -> None:
        super().__init__()
        self.values: dict[str, int] = {}
        self.log: list[str] = []  # every stored form, in the order it was first stored
        self.carriers: dict[str, list[str]] | None = {} if track_carriers else None
        self.cut_carriers: set[str] = set()
        self.current_turn = 0
        self.tool_results_this_turn = 0
        self._call_id: str | None = None

    def __contains__(self, form: object) -> bool:
        return form in self.values

    def start_turn(self) -> None:
        self.current_turn += 1
        self.tool_results_this_turn = 0
        if self.carriers is not None:
            self.carriers.clear()
        self.cut_carriers.clear()

    def _file_carrier(self, form: str) -> None:
        call_id = self._call_id
        if call_id is None or self.carriers is None:
            return
        ids = self.carriers.get(form)
        if ids is None:
            self.carriers[form] = [call_id]
        elif call_id not in ids:
            if len(ids) >= MAX_CARRIERS:
                self.cut_carriers.add(form)
            else:
                ids.append(call_id)

    def add_normalized(self, norm: str) -> None:
        """Store or re-stamp each lookup form of an already normalized value."""
        values = self.values
        if len(norm) > 2 and norm.startswith("0x"):
            for form in (norm, norm[2:]):
                if form in values:
                    values[form] = self.current_turn
                    self._file_carrier(form)
                elif self.budget <= 0:
                    return
                else:
                    values[form] = self.current_turn
                    self.log.append(form)
                    self._file_carrier(form)
                    self.budget -= 1
            return
        if norm in values:
            values[norm] = self.current_turn
        elif self.budget > 0:
            values[norm] = self.current_turn
            self.log.append(norm)
            self.budget -= 1
        else:
            return
        if self.carriers is not None:
            self._file_carrier(norm)

    def add_forms(self, forms: list[str]) -> None:
        """Add normalized forms in order, stopping for good once the budget is spent."""
        if self.carriers is not None:
            for norm in forms:
                if self.budget <= 0:
                    return
                self.add_normalized(norm)
            return
        values = self.values
        log = self.log
        turn = self.current_turn
        budget = self.budget
        for norm in forms:
            if budget <= 0:
                break
            if len(norm) > 2 and norm.startswith("0x"):
                self.budget = budget
                self.add_normalized(norm)
                budget = self.budget
            elif norm in values:
                values[norm] = turn
            else:
                values[norm] = turn
                log.append(norm)
                budget -= 1
        self.budget = budget

    def add_result(self, served: Served, tool_call_id: Any, forms: list[str] | None = None) -> None:
        """Index one tool result's reading, filing `tool_call_id` as the carrier of its forms.

        `forms` is `result_forms(served)`, or its `stored_forms`, when the caller already has it
        (a reading cache).
        """
        self._call_id = tool_call_id if isinstance(tool_call_id, str) else None
        self.tool_results_this_turn += 1
        self.add_forms(result_forms(served) if forms is None else forms)
        self._call_id = None


def stored_forms(forms: list[str]) -> list[str]:
    """`result_forms` each once, in first-seen order: what a corpus stores of them (a result
    repeats most of its forms: its rows' keys and statuses, a one-token leaf's whole and token).
    `add_forms` of this list leaves the corpus as `add_forms` of `forms`: one turn stamps a
    result's forms, so a repeat changes nothing (the 0x rule's two forms included), and the
    budget, spent only on new forms, stops the walk at the same form."""
    return list(dict.fromkeys(forms))


def result_forms(served: Served) -> list[str]:
    """Every form a result's reading adds, in walk order: the parsed part, then the tail's tokens.

    One list is the reference's two steps exactly: the budget is checked before every form, so the
    check before the tail ("if the budget is left, read the tail") is already in it.
    """
    if served.has_parsed:
        forms: list[str] = []
        flatten(served.parsed, forms)
        if served.tail is not None:
            forms.extend(tokenize(served.tail))
        return forms
    if served.text is not None:
        return tokenize(served.text)
    return []


_LEAF_CACHE_LIMIT = 1 << 16
_LEAF_MAX_CHARS: Final = 128
_leaf_cache: Final[dict[str, tuple[str, tuple[str, ...]]]] = {}


def leaf_forms(text: str) -> tuple[str, tuple[str, ...]]:
    """A string leaf's whole normalized form and its tokens (memoized for short, repeated leaves)."""
    found = _leaf_cache.get(text)
    if found is not None:
        return found
    found = whole_and_tokens(text)
    if len(text) <= _LEAF_MAX_CHARS:
        if len(_leaf_cache) >= _LEAF_CACHE_LIMIT:
            _leaf_cache.clear()
        _leaf_cache[text] = found
    return found


def number_form(node: float | int) -> str:
    """`normalize_token(js_number_string(node))` for an int or float leaf, without the token pass
    where it changes nothing: an ECMAScript number string of a finite number (`-12.5`, `1e-7`,
    `1.5e+21`) is its own normalized form (nothing to lower, trim or strip, and a plain one is
    already canonical); only `NaN` and the infinities (never from JSON text) are lowered."""
    text = js_number_string(node)
    if text[-1] == "y" or text[-1] == "N":
        return normalize_token(text)
    return text


_SAFE_INT: Final = 1 << 53  # an int below this in magnitude prints as str() does (js_number_string)
_RECURSE_DEPTH = 256  # nesting past this is walked with an explicit stack


def flatten(node: Any, out: list[str], depth: int = 0) -> None:
    """Append a parsed JSON value's forms in walk order (spec 6.1 "Walking a parsed value").

    Keys in ECMAScript property order, each followed by its value; a string leaf whole, then its
    tokens; numbers and booleans as their ECMAScript strings; null skipped. Adding the list in
    order, stopping when the budget is spent, is the reference's walk exactly: it checks the
    budget before every key, leaf and token, and the budget never grows back. Recursion is the
    fast path; a value nested deeper than `_RECURSE_DEPTH` is walked with an explicit stack, so
    no nesting depth can exhaust Python's.
    """
    kind = type(node)
    if kind is str:
        whole, tokens = leaf_forms(node)
        if whole:
            out.append(whole)
        out.extend(tokens)
    elif kind is dict or kind is list:
        if depth >= _RECURSE_DEPTH:
            _flatten_deep(node, out)
        elif kind is dict:
            for key, value in js_items(node):
                norm = normalized_before(key)  # (round 20) a key read before: no call
                if norm is None:
                    norm = normalize_token(key)
                if norm:
                    out.append(norm)
                leaf = type(value)
                if leaf is str:  # the common leaves inline: a call saved per leaf
                    whole, tokens = leaf_forms(value)
                    if whole:
                        out.append(whole)
                    out.extend(tokens)
                elif leaf is int and -_SAFE_INT < value < _SAFE_INT:
                    out.append(str(value))
                elif leaf is float:  # (round 20) number_form's common case inline: two calls saved
                    text = repr(value)
                    if "e" in text or "n" in text or value == 0:
                        out.append(number_form(value))
                    elif text.endswith(".0"):
                        out.append(text[:-2])
                    else:
                        out.append(text)
                else:
                    flatten(value, out, depth + 1)
        else:
            for item in node:
                if type(item) is str:
                    whole, tokens = leaf_forms(item)
                    if whole:
                        out.append(whole)
                    out.extend(tokens)
                else:
                    flatten(item, out, depth + 1)
    elif kind is bool:
        out.append("true" if node else "false")
    elif kind is int or kind is float:
        out.append(number_form(node))
    elif node is not None:
        _flatten_deep(node, out)


def _flatten_deep(node: Any, out: list[str]) -> None:
    """The same walk with its own stack: for values nested deeper than Python should recurse."""
    append = out.append
    stack: list[Any] = [node]
    pop = stack.pop
    push = stack.append
    while stack:
        node = pop()
        kind = type(node)
        if kind is str:
            whole, tokens = leaf_forms(node)
            if whole:
                append(whole)
            out.extend(tokens)
        elif kind is _Key:
            append(node.form)
        elif kind is dict:
            items = list(js_items(node))
            for i in range(len(items) - 1, -1, -1):  # (mypyc cannot compile reversed() here)
                key, value = items[i]
                push(value)
                norm = normalize_token(key)
                if norm:
                    push(_Key(norm))
        elif kind is list:
            stack.extend(reversed(node))
        elif kind is bool:
            append("true" if node else "false")
        elif kind is int or kind is float:
            append(number_form(node))
        elif node is None:
            continue
        elif isinstance(node, str):
            push(str(node))
        elif isinstance(node, dict):
            push(dict(node))
        elif isinstance(node, (list, tuple)):
            push(list(node))
        elif isinstance(node, (int, float)):
            push(float(node) if isinstance(node, float) else int(node))


class _Key(NamedTuple):
    """A normalized object key waiting on the walk's stack (told apart from string leaves)."""

    form: str


# --- exempt side ---------------------------------------------------------------------------------

# An ISO date not glued to other digits or a leading hyphen: 2026-10-09.
_ISO_DATE: Final = re.compile(r"(?<![0-9-])([0-9]{4})-([0-9]{2})-([0-9]{2})(?![0-9])", re.ASCII)
# A 12-hour reading: 8 Am, 8:40 AM, 8pm, 8:40 p.m. (not glued to digits, ':' or '.' before).
# (The lookahead only makes the scan fail fast where no digit starts: every result's text is read.)
_TWELVE_HOUR: Final = re.compile(
    r"(?=[0-9])(?<![0-9:.])([0-9]{1,2})(?::([0-9]{2}))?" + ES_SPACE_CLASS + r"*([ap])\.?m(?![a-z])",
    re.ASCII | re.IGNORECASE,
)
TWELVE_HOUR: Final = _TWELVE_HOUR  # the same parsing reads a result's times written in words (written.py)
# A 24-hour clock token after normalization: 8:40, 20:00.
_CLOCK_TOKEN: Final = re.compile(r"([0-9]{1,2}):([0-9]{2})", re.ASCII)


def _clock_spellings(h24: int, minute: int) -> list[str]:
    mm = f"{minute:02d}"
    h12 = h24 % 12 or 12
    return [
        f"{h24}:{mm}",
        f"{h24:02d}:{mm}",
        f"{h12}:{mm}",
        f"{h12}:{mm}{'am' if h24 < 12 else 'pm'}",
    ]


def date_and_clock_forms(text: str) -> list[str]:
    """The extra spellings a person's text adds: ISO date parts, 12- and 24-hour clocks (6.3)."""
    out: dict[str, None] = {}
    for m in _ISO_DATE.finditer(text):
        month, day = int(m.group(2)), int(m.group(3))
        if 1 <= month <= 12 and 1 <= day <= 31:
            for form in (m.group(1), str(month), str(day)):
                out.setdefault(form, None)
    has_twelve = False
    for m in _TWELVE_HOUR.finditer(text):
        has_twelve = True
        hour = int(m.group(1))
        minute = int(m.group(2)) if m.group(2) is not None else 0
        if not (1 <= hour <= 12 and 0 <= minute <= 59):
            continue
        pm = m.group(3).lower() == "p"
        h24 = (hour % 12) + (12 if pm else 0)
        for form in _clock_spellings(h24, minute):
            out.setdefault(form, None)
    remainder = _TWELVE_HOUR.sub(" ", text) if has_twelve else text
    if ":" in remainder:
        for token in tokenize(remainder):
            clock = _CLOCK_TOKEN.fullmatch(token)
            if clock is None:
                continue
            hour, minute = int(clock.group(1)), int(clock.group(2))
            if hour <= 23 and minute <= 59:
                for form in _clock_spellings(hour, minute):
                    out.setdefault(form, None)
    return list(out)


def typed_ask_values(content: Any, served: Served) -> list[Any]:
    """The values a person typed into the library's ask (origin `response`), else nothing."""
    if not isinstance(content, str) or "input_received" not in content or not served.has_parsed:
        return []
    parsed = served.parsed
    if not isinstance(parsed, dict) or parsed.get("status") != "input_received":
        return []
    values = parsed.get("values")
    origins = parsed.get("origins")
    if not isinstance(values, dict) or not isinstance(origins, dict):
        return []
    out: list[Any] = []
    for field, value in js_items(values):
        if origins.get(field) == "response" and isinstance(value, (str, int, float)):
            out.append(value)
    return out


def _js_string(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return js_number_string(value)
    return str(value)


# (round 16) The forms each person's text adds, for the texts read lately (text_memo.py): a corpus's
# runs repeat their system prompt and policies, and each run's exempt door read them token by token.
_EXEMPT_FORMS: Final[TextMemo[tuple[str, ...]]] = TextMemo(entries=64, chars=262_144)


def exempt_forms(text: str) -> tuple[str, ...]:
    """The lookup forms the exempt door (`ExemptCorpus.add_exempt`) adds for `text`, in the order it
    adds them, each once: every token's (an empty token too, as `add_normalized` stores it), then
    each date and clock spelling's, normalized (none for a spelling that normalizes to nothing)."""
    return _EXEMPT_FORMS.read(text, _exempt_forms)


def _exempt_forms(text: str) -> tuple[str, ...]:
    out: dict[str, None] = {}
    for token in tokenize(text):
        for form in lookup_forms(token):
            out.setdefault(form, None)
    for raw in date_and_clock_forms(text):
        norm = normalize_token(raw)
        if norm:
            for form in lookup_forms(norm):
                out.setdefault(form, None)
    return tuple(out)


class ExemptCorpus(_Forms):
    """Forms a person said, in first-seen order (a dict used as an ordered set)."""

    __slots__ = ("forms",)

    def __init__(self) -> None:
        super().__init__()
        self.forms: dict[str, None] = {}

    def __contains__(self, form: object) -> bool:
        return form in self.forms

    def add_normalized(self, norm: str) -> None:
        forms = self.forms
        for form in lookup_forms(norm):
            if form in forms:
                continue
            if self.budget <= 0:
                return
            forms[form] = None
            self.budget -= 1

    def add(self, raw: str) -> None:
        norm = normalize_token(raw)
        if norm:
            self.add_normalized(norm)

    def add_text(self, text: str) -> None:
        for token in tokenize(text):
            if self.budget <= 0:
                return
            self.add_normalized(token)

    def add_exempt(self, text: str) -> None:
        """The exempt text door: every token of `text`, then its date and clock spellings (as
        `add_text(text)` then `add` of each of `date_and_clock_forms(text)`, from `exempt_forms`:
        the same forms in the same order, each once, so the same ones are kept under the budget)."""
        forms = self.forms
        kept = exempt_forms(text)
        if len(kept) <= self.budget:  # (speed20) the budget cannot run out on the way: one update
            before = len(forms)
            forms.update(dict.fromkeys(kept))
            self.budget -= len(forms) - before
            return
        for form in kept:
            if form in forms:
                continue
            if self.budget <= 0:
                return
            forms[form] = None
            self.budget -= 1

    def add_folded(self, folded: Iterable[Any]) -> None:
        """Forms carried across a compaction: already normalized, stored as they are."""
        for form in folded:
            if not isinstance(form, str) or not form or form in self.forms:
                continue
            if self.budget <= 0:
                return
            self.forms[form] = None
            self.budget -= 1

    def add_message(
        self, role: str, content: Any, served: Served | None = None, folded_exempt: Any = None
    ) -> None:
        """Apply the history rule (6.2 step 2) to one message of the run."""
        if role == "tool":
            if served is None:
                served = read_result(content)
            for value in typed_ask_values(content, served):
                text = _js_string(value)
                self.add(text)
                self.add_exempt(text)
            return
        if role not in ("user", "system") or not isinstance(content, str):
            return
        if role == "user" and content.startswith(COMPACTION_PREFIX):
            if isinstance(folded_exempt, (list, tuple)):
                self.add_folded(folded_exempt)
            return
        if role == "user" and content.startswith(CORRECTION_PREFIXES):
            return
        self.add_exempt(content)

    def add_injections(self, injections: Sequence[Mapping[str, Any]]) -> None:
        """System-prompt pieces: `raw_content` when non-empty, else `content_summary` (6.2 step 3)."""
        for injection in injections:
            raw = injection.get("raw_content", injection.get("rawContent"))
            if isinstance(raw, str) and raw:
                self.add_exempt(raw)
                continue
            summary = injection.get("content_summary", injection.get("contentSummary"))
            if isinstance(summary, str):
                self.add_exempt(summary)


def answer_carriers_of(grounded: Sequence[tuple[str, Sequence[str]]], corpus: EvidenceCorpus) -> list[Carrier] | None:
    """Which of this turn's results carried the grounded values (spec 12), or None when unknowable."""
    if corpus.truncated or corpus.carriers is None:
        return None
    for _, forms in grounded:
        if any(form in corpus.cut_carriers for form in forms):
            return None
    per_id: dict[str, list[str]] = {}
    seen_values: set[str] = set()
    for value, forms in grounded:
        key = canonical_form(value)
        if key in seen_values:
            continue
        seen_values.add(key)
        ids: dict[str, None] = {}
        for form in forms:
            for call_id in corpus.carriers.get(form, ()):
                ids.setdefault(call_id, None)
        for call_id in ids:
            per_id.setdefault(call_id, []).append(key)
    holders: dict[str, int] = {}
    for keys in per_id.values():
        for key in keys:
            holders[key] = holders.get(key, 0) + 1
    return [
        Carrier(call_id, len(keys), sum(1 for key in keys if holders[key] == 1))
        for call_id, keys in per_id.items()
    ]
