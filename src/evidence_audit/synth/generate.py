"""Synthetic agent runs with planted fabrications, their ground truth, and corpus files.

`generate(runs, seed)` yields `SynthRun`s: one conversation each (in `write_run`'s dict form) and
the truth about every data value of every answer in it. `write_corpus` writes them as JSONL in
one of the trace formats the audit reads (or a seeded mix) plus a truth file beside it.

Why the truth can be trusted: every answer is judged by the real check (`RunAuditor`, the default
gate) against the run's messages before it, while the run is built. A planted fabrication that the
check would not flag (a changed digit that happens to be in a result, a value the user said) is
redrawn, and so is a respelling that an earlier rule of the check grounds first. A copied value
the check would flag or ground by a rule, a respelling it would not ground by its rule, a
self-sourced value it does not list as self-sourced, or a data value nobody planted raises: that
is a bug in the scenarios, or a disagreement between them and the check. So the truth file agrees
with the check at the default setting by construction. Near misses and planted sums are made
unambiguous (`near.py`), so a test can also hold the check's leads to them. Each run has its own `random.Random`, seeded from the master seed: the same seed
gives the same runs, byte for byte, and nothing reads a clock or global state.
"""

from __future__ import annotations

import bz2
import gzip
import os
import random
import re
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from decimal import Decimal
from typing import IO, Any, NamedTuple

import orjson

from ..evidence.amounts import amount_numbers_of
from ..evidence import (
    Candidate,
    Gate,
    RunAuditor,
    Verdict,
    candidate_forms,
    classify_token,
    lookup_forms,
    normalize_token,
    read_answer,
    resolve_gate,
    tokenize,
)
from ..evidence.normalize import tokenize_raw
from ..evidence.spellings import EXACT
from ..traces import FORMATS
from ..traces.writers import write_run
from .near import (
    derivations,
    form_day,
    mutate_amount,
    mutate_clock,
    mutate_date,
    mutate_ending,
    mutate_id,
    rival_forms,
)
from .assistant import Assistant
from .scenarios import DOMAINS, Answer
from .values import ALNUM, ALTERATIONS, Computed, Fab, Fact, Respelled, SelfSourced, alter, money, rand_str

__all__ = [
    "CORPUS_FORMATS",
    "KINDS",
    "MIXED",
    "CorpusStats",
    "SynthRun",
    "default_truth_path",
    "generate",
    "write_corpus",
]

MIXED = "mixed"
CORPUS_FORMATS = (*FORMATS, MIXED)
# formats whose runs span many lines (a message, span, observation or run a line): their lines
# are interleaved with those of concurrent runs, as exports are
_LINE_PER_RECORD = frozenset(FORMATS) - {"openai-chat", "anthropic", "openai-responses"} | {MIXED}

_MODELS = ("gpt-4o-2024-08-06", "gpt-4.1-mini", "claude-3-5-sonnet-20241022",
           "claude-sonnet-4-20250514", "gemini-1.5-pro-002", "llama-3.1-70b-instruct")
_PREAMBLES = ("Let me check that for you.", "One moment while I look that up.", "Checking now.")
_START = 1_704_067_200  # 2024-01-01T00:00:00Z: runs start between here and _START + _SPAN
_SPAN = 700 * 86_400
_ATTEMPTS = 40  # fabrication redraws per answer before giving up (a collision is rare)
_INTERLEAVE = 4  # runs in flight at once when lines of runs are interleaved
_FLUSH = 1 << 20  # bytes buffered before a write
_CHUNK = 32  # runs a worker process builds per task
_DIGIT = re.compile(r"[0-9]", re.ASCII)  # a token with a digit may be data; one without never is
# A clock as an answer writes it: 06:00, 9:00, 08:15:42, 03:00+1 (hour, minute, seconds).
_ANSWER_CLOCK = re.compile(r"([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?(?:\+1)?", re.ASCII)
_DERIVED = 0.2  # chance a planted fabrication is a sum or difference of two carried amounts (if any)
_NEAR_MISS = 0.55  # chance it is a near miss of an id (always, when an amount, clock, date or ending fits)
_DIFFERENCE_WORDS = (("That's a difference of ", "."), ("The two differ by ", "."))
_TRIES = 4  # draws of one near miss or sum before trying another value
# Truth kinds, and the near-miss fabrication each kind of carried value gives.
KINDS = ("fabricated", "copied", "exempt", "respelled", "self_sourced", "computed")
_NEAR_NAMES = {"id": "near_miss_id", "amount": "near_miss_amount", "clock": "near_miss_clock",
               "date": "near_miss_date", "ending": "near_miss_last4"}
_FACT_NEAR = {"id": "id", "amount": "amount", "time": "clock", "date": "date", "last4": "ending"}
# How often each kind of near miss is drawn, relative to the others an answer offers: ids are in
# nearly every answer, clocks, dates and card endings in few, and each kind should be common.
_NEAR_WEIGHTS = {"id": 1, "amount": 1, "clock": 12, "date": 12, "ending": 12}
# How often each domain (scenarios.DOMAINS: retail, airline, SAN, cloud, helpdesk; then the
# personal assistant of assistant.py) is drawn: shops and airlines most, as in public agent
# benchmarks; they hold the respellings people make; the assistant holds issue 9's.
_DOMAINS = (*DOMAINS, Assistant)
_DOMAIN_WEIGHTS = (4, 4, 1, 1, 1, 4)


@dataclass(frozen=True, slots=True)
class SynthRun:
    """One synthetic run: its id (32 hex digits, also its OTel trace id), messages and truth."""

    run_id: str
    conversation: list[dict[str, Any]]
    truth: list[dict[str, Any]]
    domain: str = ""
    answers: int = 0


@dataclass(frozen=True, slots=True)
class CorpusStats:
    """What `write_corpus` wrote. `bytes` is the uncompressed JSONL; `file_bytes` is on disk."""

    runs: int
    lines: int
    bytes: int
    answers: int
    fabricated: int
    copied: int
    exempt: int = 0
    respelled: int = 0
    self_sourced: int = 0
    runs_without_answer: int = 0
    computed: int = 0
    file_bytes: int = 0
    path: str = ""
    truth_path: str = ""
    formats: dict[str, int] = field(default_factory=dict)


class _Disagreement(Exception):
    """An answer whose planted values and the check's verdict do not agree.

    `redraw`: a draw that collided (a fabrication the run happens to carry, a respelling an
    earlier rule grounds); drawing again fixes it. Otherwise the scenarios and the check disagree.
    """

    def __init__(self, redraw: bool, why: str) -> None:
        super().__init__(why)
        self.redraw = redraw


class _Slot(NamedTuple):
    """One data value of a rendered answer: what the check reads, the part it came from, how it
    was written, and its truth kind (`KINDS`)."""

    candidate: Any
    part: Any
    spelling: str
    kind: str


class _Builder:
    """Builds one run message by message, feeding the same messages to the check as it goes."""

    def __init__(self, rng: random.Random, gate: Gate, rate: float, run_id: str) -> None:
        self.rng = rng
        self.gate = gate
        self.rate = rate
        self.run_id = run_id
        self.auditor = RunAuditor(gate)
        self.messages: list[dict[str, Any]] = []
        self.truth: list[dict[str, Any]] = []
        self.answers = 0
        self.now_ns = (_START + rng.randrange(_SPAN)) * 1_000_000_000 + rng.randrange(1_000_000_000)
        self.model = rng.choice(_MODELS)
        anthropic_ids = self.model.startswith("claude")
        self._call_prefix, self._call_len = ("toolu_01", 22) if anthropic_ids else ("call_", 24)
        self._pending: list[dict[str, Any]] = []
        self._tools: dict[str, str] = {}
        self._readings: dict[str, Candidate | None] = {}

    @property
    def now(self) -> int:
        """The run's clock, in unix seconds (data timestamps are drawn around it)."""
        return self.now_ns // 1_000_000_000

    def _tick(self, low: float, high: float) -> int:
        self.now_ns += 1 + int(self.rng.uniform(low, high) * 1e9)
        return self.now_ns

    # --- messages --------------------------------------------------------------------------------

    def system(self, text: str) -> None:
        self.messages.append({"role": "system", "content": text, "ts": self._tick(0.0, 0.01)})
        self.auditor.add("system", text)

    def user(self, text: str) -> None:
        self.messages.append({"role": "user", "content": text, "ts": self._tick(4.0, 90.0)})
        self.auditor.add("user", text)

    def call(self, name: str, arguments: dict[str, Any]) -> str:
        """Queue a tool call for the next `step`; return its id."""
        call_id = self._call_prefix + rand_str(self.rng, ALNUM, self._call_len)
        self._pending.append({"id": call_id, "name": name, "arguments": orjson.dumps(arguments).decode()})
        self._tools[call_id] = name
        return call_id

    def step(self, *preambles: str) -> None:
        """The assistant asks for the queued calls, sometimes saying so first (not an answer)."""
        text = self.rng.choice(preambles or _PREAMBLES) if self.rng.random() < 0.35 else ""
        self.messages.append({"role": "assistant", "content": text, "tool_calls": self._pending,
                              "model": self.model, "ts": self._tick(0.4, 6.0)})
        self.auditor.add("assistant", text, tool_calls=self._pending)
        self._pending = []

    def result(self, call_id: str, content: str, *, is_error: bool = False) -> None:
        message = {"role": "tool", "tool_call_id": call_id, "tool_name": self._tools[call_id],
                   "content": content, "ts": self._tick(0.05, 2.5)}
        if is_error:
            message["is_error"] = True
        self.messages.append(message)
        self.auditor.add("tool", content, tool_call_id=call_id, tool_name=self._tools[call_id])

    def dangle(self) -> None:
        """Ask again for the last tool and stop there: a run cut off before its answer."""
        last = next((m for m in reversed(self.messages) if m.get("tool_calls")), None)
        if last is not None:
            call = last["tool_calls"][-1]
            self.call(call["name"], orjson.loads(call["arguments"]))
            self.step("One more check.", "Let me verify that once more.")

    # --- values ----------------------------------------------------------------------------------

    def reading(self, spelling: str) -> Candidate | None:
        """The one data value `spelling` holds as the check reads it, or None for prose."""
        cached = self._readings.get(spelling, self)
        if cached is not self:
            return cached  # type: ignore[return-value]
        pieces = tokenize_raw(spelling)
        amounts = amount_numbers_of(spelling) if self.gate.amounts else None
        if len(pieces) == 1 and "-" not in pieces[0]:  # one token, never a range: classify it
            candidate = classify_token(normalize_token(pieces[0]), self.gate, None, amounts)
            candidates: Any = (candidate,) if candidate is not None else ()
        else:
            candidates = read_answer(spelling, self.gate, amounts=amounts).candidates
        if len(candidates) > 1:
            raise ValueError(f"synth: the spelling {spelling!r} holds {len(candidates)} data values")
        found = candidates[0] if candidates else None
        self._readings[spelling] = found
        return found

    def has(self, fact: Fact) -> bool:
        """Whether an answer may copy `fact` now: its source carried each of its data tokens.

        An exact lookup of the fact's tokens (cheaper than reading it as an answer): the final
        check of the answer confirms it.
        """
        corpus: Any = self.auditor.exempt if fact.source in ("user", "system") else self.auditor.evidence
        for token in tokenize(fact.spellings[0]):
            if _DIGIT.search(token) and not any(form in corpus for form in lookup_forms(token)):
                return False
        return True

    # --- answers ---------------------------------------------------------------------------------

    def answer(self, answer: Answer, domain: Any) -> None:
        """Plant fabrications (at the run's rate), check the answer, record it and its truth."""
        rng = self.rng
        planted = 0
        if answer.fabricable and rng.random() < self.rate:
            r = rng.random()
            planted = 1 if r < 0.45 else 2 if r < 0.8 else 3
        for _ in range(_ATTEMPTS):
            blocks = [(sep, list(parts)) for sep, parts in answer.blocks]
            for _ in range(planted):
                self._plant(blocks, domain)
            text, slots = self._render(blocks)
            verdict = self.auditor.judge(text)
            try:
                _agree(slots, verdict)
                break
            except _Disagreement as err:
                if not err.redraw:
                    raise RuntimeError(f"synth: the check disagrees with the scenario: {err} "
                                       f"(answer {text!r})") from None
        else:
            raise RuntimeError(f"synth: no draw the check agrees with after {_ATTEMPTS} draws "
                               f"(last: {text!r})")
        self.messages.append({"role": "assistant", "content": text, "model": self.model,
                              "ts": self._tick(0.5, 8.0)})
        self.auditor.add("assistant", text)
        seen: set[str] = set()
        for slot in slots:
            candidate, part = slot.candidate, slot.part
            if candidate.value in seen:
                continue
            seen.add(candidate.value)
            row: dict[str, Any] = {"run_id": self.run_id, "answer_index": self.answers,
                                   "value": candidate.value, "kind": slot.kind}
            if slot.kind == "fabricated":
                row["fabrication"] = part.fabrication
                if part.mutated_from is not None:
                    row["mutated_from"] = part.mutated_from
                if part.derivation is not None:
                    row["derivation"] = part.derivation
            elif slot.kind == "exempt":
                row["source"] = "user"
            elif slot.kind == "respelled":
                row.update(rule=part.rule, carried=part.carried, source=part.source)
            elif slot.kind == "computed":
                row["expression"] = part.expression
            else:  # copied, self_sourced
                row["source"] = part.source
            row.update(shape=candidate.shape, label=part.label, spelling=slot.spelling)
            self.truth.append(row)
        self.answers += 1

    def _plant(self, blocks: list[tuple[str, list[Any]]], domain: Any) -> None:
        rng = self.rng
        r = rng.random()
        if r < _DERIVED and self._plant_derived(blocks):
            return
        options = [(i, j, kind) for i, (_, parts) in enumerate(blocks) for j, part in enumerate(parts)
                   if (kind := self._near_kind(part)) is not None]
        rare = any(_NEAR_WEIGHTS[kind] > 1 for _, _, kind in options)
        if (rare or r < _DERIVED + _NEAR_MISS) and self._plant_near_miss(blocks, options):
            return
        # never a fact beside a computed value: the value is computed from what its block writes
        alterable = [(i, j) for i, (_, parts) in enumerate(blocks) for j, part in enumerate(parts)
                     if type(part) is Fact and part.kind in ALTERATIONS
                     and self.reading(part.spellings[0]) is not None
                     and not any(type(other) is Computed for other in parts)]
        if alterable and rng.random() < 0.6:
            i, j = rng.choice(alterable)
            fab = alter(rng, blocks[i][1][j])
            if fab is not None:
                blocks[i][1][j] = fab
                return
        self._insert(blocks, list(domain.invent(self)))

    def _insert(self, blocks: list[tuple[str, list[Any]]], sentence: list[Any]) -> None:
        """Add a sentence to an answer: a paragraph after lists and tables, else among sentences."""
        if not blocks or any("\n" in sep for sep, _ in blocks):
            blocks.append(("\n\n" if blocks else "", sentence))
        else:
            blocks.insert(self.rng.randint(1, len(blocks)), (" ", sentence))

    # --- near misses and planted sums ------------------------------------------------------------

    def _carried(self, spelling: str) -> str | None:
        """The carried form an answer spelling copies exactly, or None."""
        candidate = self.reading(spelling)
        if candidate is None or candidate.value not in self.auditor.evidence.values:
            return None
        return candidate.value

    def _near_kind(self, part: Any) -> str | None:
        kind = type(part)
        if kind is Respelled:
            return part.near
        if kind is not Fact or part.source in ("user", "system"):
            return None
        near = _FACT_NEAR.get(part.kind)
        if near == "id" and len(_DIGIT.findall(part.spellings[0])) < 3:
            return None
        return near

    def _plant_near_miss(self, blocks: list[tuple[str, list[Any]]], options: list[tuple[int, int, str]]) -> bool:
        """Replace one carried value of the answer (`options`: where, and its near-miss kind) by a
        near miss of it; False when none fits."""
        rng = self.rng
        kinds = sorted({kind for _, _, kind in options})
        while kinds:
            kind = rng.choices(kinds, [_NEAR_WEIGHTS[k] for k in kinds])[0]
            picks = [(i, j) for i, j, k in options if k == kind]
            rng.shuffle(picks)
            for i, j in picks[:4]:
                fab = self._near_miss(blocks[i][1][j], kind)
                if fab is not None:
                    blocks[i][1][j] = fab
                    return True
            kinds.remove(kind)
        return False

    def _near_miss(self, part: Any, kind: str) -> Fab | None:
        """A near miss of `part` whose origin is the unique nearest carried value, or None."""
        rng = self.rng
        if type(part) is Respelled:
            origin: str | None = part.carried if part.carried in self.auditor.evidence.values else None
        else:
            origin = self._carried(part.spellings[0])
        if origin is None:
            return None
        forms = self.auditor.evidence.log
        for _ in range(_TRIES):
            minutes = ending = None
            if kind == "id":
                spelling = mutate_id(rng, part.spellings[0])
            elif kind == "amount":
                spelling = mutate_amount(rng, origin)
            elif kind == "clock":
                if type(part) is Respelled:
                    hour, minute, next_day = part.raw
                    seconds = None
                else:
                    m = _ANSWER_CLOCK.fullmatch(part.spellings[0])
                    if m is None:
                        return None
                    hour, minute, next_day = int(m.group(1)), int(m.group(2)), False
                    seconds = int(m.group(3)) if m.group(3) is not None else None
                spelling, minutes = mutate_clock(rng, hour, minute, seconds=seconds, next_day=next_day)
            elif kind == "date":
                day = form_day(origin)
                if day is None:
                    return None
                spelling = mutate_date(rng, day)
            else:  # ending
                if type(part) is Respelled:
                    spelling, ending = mutate_ending(rng, part.raw)
                else:  # a card's last four after literal "ending in"
                    spelling, ending = mutate_ending(rng, origin, cued=False)
            if spelling is None:
                return None
            candidate = self.reading(spelling)
            if candidate is None or self._said(candidate):
                continue
            if rival_forms(kind, candidate.value, origin, forms, minutes=minutes, ending=ending):
                continue
            return Fab(part.label, spelling, _NEAR_NAMES[kind], mutated_from=origin)
        return None

    def _said(self, candidate: Candidate) -> bool:
        """Whether a result carried, or a person said, the value in any lookup form."""
        evidence, exempt = self.auditor.evidence.values, self.auditor.exempt.forms
        return any(form in evidence or form in exempt for form in candidate_forms(candidate))

    def _plant_derived(self, blocks: list[tuple[str, list[Any]]]) -> bool:
        """Add a sentence with the sum or difference of two carried amounts of the answer."""
        rng = self.rng
        amounts = sorted({form for _, parts in blocks for part in parts
                          if type(part) is Fact and part.kind == "amount" and part.source not in ("user", "system")
                          and (form := self._carried(part.spellings[0])) is not None})
        if len(amounts) < 2:
            return False
        forms = self.auditor.evidence.log
        for _ in range(_TRIES):
            a, b = rng.sample(amounts, 2)
            x, y = Decimal(a), Decimal(b)
            if rng.random() < 0.7:
                total, label, how, words = x + y, "total", "derived_sum", ("Together that comes to ", ".")
            else:
                total, label, how = abs(x - y), "difference", "derived_difference"
                words = rng.choice(_DIFFERENCE_WORDS)
            spelling = rng.choice(money(float(total))[:3])
            candidate = self.reading(spelling)
            if candidate is None or self._said(candidate):
                continue
            found = derivations(candidate.value, forms)
            if len(found) != 1 or set(found[0].operands) != {a, b}:
                continue
            fab = Fab(label, spelling, how, derivation=found[0].expression)
            self._insert(blocks, [words[0], fab, words[1]])
            return True
        return False

    # --- rendering -------------------------------------------------------------------------------

    def _kind(self, part: Any, candidate: Candidate | None) -> str:
        """The truth kind of one written value, before the check is asked."""
        kind = type(part)
        if kind is Fab:
            return "fabricated"
        if kind is Computed:
            return "computed"
        forms = candidate_forms(candidate)
        if kind is Fact and part.source in ("user", "system"):
            return "exempt"
        if any(form in self.auditor.exempt.forms for form in forms):
            return "exempt"  # a person said it too: the check skips it before any lookup
        if kind is Fact or any(form in self.auditor.evidence.values for form in forms):
            return "copied"  # a respelling that happens to be carried verbatim is a plain copy
        return "respelled" if kind is Respelled else "self_sourced"

    def _self_sourced(self, spelling: str) -> bool:
        """Whether the check, asked now, finds `spelling` only in the assistant's own tool calls
        (no result carries it in any form or spelling, no person said it)."""
        candidate = self.reading(spelling)
        return candidate is not None and any(c.value == candidate.value for c in self.auditor.judge(spelling).self_sourced)

    def _render(self, blocks: list[tuple[str, list[Any]]]) -> tuple[str, list[_Slot]]:
        rng = self.rng
        out: list[str] = []
        slots: list[_Slot] = []
        for sep, parts in blocks:
            out.append(sep)
            for part in parts:
                kind = type(part)
                if kind is str:
                    out.append(part)
                    continue
                if kind is Fact:
                    spellings = part.spellings
                    spelling = spellings[0] if len(spellings) == 1 or rng.random() < 0.6 else \
                        rng.choice(spellings[1:])
                elif kind is Fab or kind is Computed:
                    spelling = part.spelling
                elif kind is Respelled:
                    spelling = rng.choice(part.spellings)
                elif kind is SelfSourced:
                    spelling = part.spelling if self._self_sourced(part.spelling) else part.fallback
                else:
                    raise TypeError(f"synth: an answer part must be str, Fact, Respelled, SelfSourced "
                                    f"or Fab, got {part!r}")
                out.append(spelling)
                candidate = self.reading(spelling)
                if candidate is not None or kind is Fab:
                    slots.append(_Slot(candidate, part, spelling,
                                       "fabricated" if kind is Fab else self._kind(part, candidate)))
        return "".join(out), slots


def _agree(slots: list[_Slot], verdict: Verdict) -> None:
    """Raise `_Disagreement` unless the verdict treats every value as its truth kind says.

    Fabricated: flagged. Copied: grounded exactly. Respelled: grounded by its rule. Self-sourced:
    listed as self-sourced. Exempt: neither flagged nor self-sourced. Computed: not grounded (the
    arithmetic dial reports it computed; `tests/e2e/test_synth_assistant.py` checks it is not flagged). Nothing else is a value.
    """
    flagged = {c.value for c in verdict.unsupported}
    own = {c.value for c in verdict.self_sourced}
    grounded = {g.value: g.by for g in verdict.grounded}
    found = {c.value for c in verdict.candidates}
    kinds: dict[str, tuple[str, Any]] = {}
    # First every slot's kind: a value written as two kinds (a fabricated `12:45 PM` beside a
    # respelled `12:45 AM`: one value, judged per occurrence) is redrawn, whichever slot comes first.
    for candidate, part, spelling, kind in slots:
        if kind == "fabricated" and (candidate is None or candidate.value not in flagged):
            raise _Disagreement(True, f"the planted {spelling!r} is not flagged")
        expected = (kind, part.rule if kind == "respelled" else None)
        if kinds.setdefault(candidate.value, expected) != expected:
            raise _Disagreement(True, f"{candidate.value!r} is written as {kinds[candidate.value]} "
                                      f"and as {expected}")
    for candidate, part, spelling, kind in slots:
        value = candidate.value
        by = grounded.get(value)
        if kind == "respelled" and by is None:
            raise _Disagreement(False, f"the respelling {spelling!r} of {part.carried!r} is "
                                       f"{_treated(value, verdict)}, not grounded by {part.rule}")
        if kind == "respelled" and by != part.rule:
            raise _Disagreement(True, f"the respelling {spelling!r} is grounded by {by}, not {part.rule}")
        if kind == "computed" and (by is not None or value in own):
            raise _Disagreement(False, f"the computed {spelling!r} is {_treated(value, verdict)}")
        if (kind == "copied" and by != EXACT) or (kind == "self_sourced" and value not in own) \
                or (kind == "exempt" and (value in flagged or value in own)):
            raise _Disagreement(False, f"the {kind} {spelling!r} is {_treated(value, verdict)}")
    if flagged - kinds.keys():
        raise _Disagreement(False, f"unplanted values flagged: {sorted(flagged - kinds.keys())}")
    if own - kinds.keys():
        raise _Disagreement(False, f"unplanted values self-sourced: {sorted(own - kinds.keys())}")
    if found - kinds.keys():
        raise _Disagreement(False, f"unplanted data values: {sorted(found - kinds.keys())}")


def _treated(value: str, verdict: Verdict) -> str:
    """How the verdict treated a value, in words (for an error message)."""
    if any(c.value == value for c in verdict.unsupported):
        return "flagged"
    if any(c.value == value for c in verdict.self_sourced):
        return "self-sourced"
    for g in verdict.grounded:
        if g.value == value:
            return f"grounded by {g.by}"
    return "exempt" if any(c.value == value for c in verdict.candidates) else "not a value"


def _build_run(rng: random.Random, gate: Gate, rate: float) -> SynthRun:
    run_id = f"{rng.getrandbits(128):032x}"
    b = _Builder(rng, gate, rate, run_id)
    domain_type = rng.choices(_DOMAINS, _DOMAIN_WEIGHTS)[0]
    if rng.random() < 0.85:
        b.system(rng.choice(domain_type.SYSTEMS))
    domain = domain_type(b)
    r = rng.random()
    turns = 1 if r < 0.35 else 2 if r < 0.6 else 3 if r < 0.78 else 4 if r < 0.9 else 5 if r < 0.96 else 6
    cut_off = rng.random() < 0.05  # the run stops before its last answer (a crash, a timeout)
    if cut_off and rng.random() < 0.6:
        turns = 1
    for index in range(turns):
        answer = domain.turn(b, index)
        if answer is None:
            continue
        if cut_off and index == turns - 1:
            if rng.random() < 0.5:
                b.dangle()
            break
        b.answer(answer, domain)
    return SynthRun(run_id, b.messages, b.truth, domain_type.name, b.answers)


def _check_rate(fabrication_rate: float) -> None:
    if isinstance(fabrication_rate, bool) or not isinstance(fabrication_rate, (int, float)) \
            or not 0.0 <= fabrication_rate <= 1.0:
        raise ValueError(f"fabrication_rate must be a number from 0 to 1, got {fabrication_rate!r}")


def generate(runs: int, seed: int, *, fabrication_rate: float = 0.3, workers: int = 1) -> Iterator[SynthRun]:
    """Yield `runs` synthetic runs for `seed`, the same ones every time.

    `fabrication_rate` is the chance that an answer stating facts gets planted fabrications
    (one, or two one time in five); pleasantries ("You're welcome!") never do. `workers` > 1
    builds runs in that many processes; the runs, and their order, are the same.
    """
    if isinstance(runs, bool) or not isinstance(runs, int) or runs < 0:
        raise ValueError(f"runs must be a whole number of at least 0, got {runs!r}")
    _check_rate(fabrication_rate)
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise ValueError(f"workers must be a whole number of at least 1, got {workers!r}")
    seeds = _run_seeds(runs, seed)
    if workers == 1 or runs < 2 * _CHUNK:
        return _serial(seeds, float(fabrication_rate))
    return _parallel(seeds, float(fabrication_rate), workers)


def _run_seeds(runs: int, seed: int) -> Iterator[int]:
    """Each run's own seed, drawn in order from the master seed."""
    master = random.Random(seed)
    for _ in range(runs):
        yield master.getrandbits(64)


def _serial(seeds: Iterator[int], rate: float) -> Iterator[SynthRun]:
    gate = resolve_gate({})
    for run_seed in seeds:
        yield _build_run(random.Random(run_seed), gate, rate)


def _build_chunk(seeds: list[int], rate: float) -> list[SynthRun]:
    """A worker process's job: the runs of a chunk of seeds."""
    return list(_serial(iter(seeds), rate))


def _parallel(seeds: Iterator[int], rate: float, workers: int) -> Iterator[SynthRun]:
    """Build chunks of runs in worker processes, a few chunks ahead, and yield them in order."""
    from concurrent.futures import Future, ProcessPoolExecutor

    with ProcessPoolExecutor(workers) as pool:
        ahead: deque[Future[list[SynthRun]]] = deque()
        chunk: list[int] = []
        for run_seed in seeds:
            chunk.append(run_seed)
            if len(chunk) == _CHUNK:
                ahead.append(pool.submit(_build_chunk, chunk, rate))
                chunk = []
                if len(ahead) > 3 * workers:
                    yield from ahead.popleft().result()
        if chunk:
            ahead.append(pool.submit(_build_chunk, chunk, rate))
        while ahead:
            yield from ahead.popleft().result()


# --- corpus files ----------------------------------------------------------------------------------

_COMPRESSED = (".gz", ".bz2", ".zst")


def default_truth_path(path: str) -> str:
    """`dir/name.jsonl[.gz|.bz2|.zst]` -> `dir/name.truth.jsonl`."""
    head, name = os.path.split(path)
    for ext in _COMPRESSED:
        if name.endswith(ext):
            name = name[: -len(ext)]
            break
    name = name.removesuffix(".jsonl")
    return os.path.join(head, name + ".truth.jsonl")


@contextmanager
def _opened(path: str) -> Iterator[IO[bytes]]:
    """A binary writer for `path`, compressed by its extension (gzip, bz2, zstandard)."""
    folder = os.path.dirname(path)
    if folder:
        os.makedirs(folder, exist_ok=True)
    with open(path, "wb") as raw:
        if path.endswith(".gz"):
            # mtime=0 and no name in the header: the same corpus gives the same bytes.
            with gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=6, mtime=0) as out:
                yield out  # type: ignore[misc]
        elif path.endswith(".bz2"):
            with bz2.BZ2File(raw, "wb") as out:
                yield out  # type: ignore[misc]
        elif path.endswith(".zst"):
            import zstandard

            with zstandard.ZstdCompressor(level=3).stream_writer(raw, closefd=False) as out:
                yield out  # type: ignore[misc]
        else:
            yield raw


class _Sink:
    """Buffered lines into one file, counted."""

    def __init__(self, out: IO[bytes]) -> None:
        self.out = out
        self.parts: list[bytes] = []
        self.size = 0
        self.lines = 0
        self.bytes = 0

    def write(self, line: bytes) -> None:
        self.parts.append(line)
        self.size += len(line)
        self.lines += 1
        if self.size >= _FLUSH:
            self.flush()

    def flush(self) -> None:
        if self.parts:
            self.out.write(b"".join(self.parts))
            self.bytes += self.size
            self.parts, self.size = [], 0


def write_corpus(
    path: str,
    runs: int,
    seed: int,
    fmt: str,
    *,
    truth_path: str | None = None,
    fabrication_rate: float = 0.3,
    workers: int = 1,
) -> CorpusStats:
    """Write `runs` runs as JSONL in `fmt` (a trace format or "mixed") and their truth file.

    `path` is compressed by its extension (`.gz`, `.bz2`, `.zst`); the truth file defaults to
    `default_truth_path(path)`. With "mixed" each run's format is drawn from the seed. Lines of
    runs of the formats written a record a line (all but the three envelope formats) are
    interleaved a little (up to four runs in flight), as exports of
    concurrent runs are. Truth rows carry one more key than `SynthRun.truth`: the run's `format`.
    `workers` > 1 builds runs in that many processes (the same bytes, faster).
    """
    if fmt not in CORPUS_FORMATS:
        raise ValueError(f"unknown format {fmt!r}; expected one of {', '.join(CORPUS_FORMATS)}")
    truth_path = truth_path or default_truth_path(path)
    if os.path.abspath(truth_path) == os.path.abspath(path):
        raise ValueError(f"the truth file and the traces file are the same path: {path!r}")
    runs_iter = generate(runs, seed, fabrication_rate=fabrication_rate, workers=workers)
    choose = random.Random(f"evidence-audit synth formats {seed}")
    shuffle = random.Random(f"evidence-audit synth interleave {seed}")
    interleave = fmt in _LINE_PER_RECORD
    answers = fabricated = copied = exempt = respelled = self_sourced = computed = silent = 0
    formats: dict[str, int] = {}
    count = 0
    with _opened(path) as raw_out, _opened(truth_path) as raw_truth:
        out, truth = _Sink(raw_out), _Sink(raw_truth)
        pool: list[deque[str]] = []

        def drain(keep: int) -> None:
            while len(pool) > keep:
                i = shuffle.randrange(len(pool))
                lines = pool[i]
                for _ in range(min(len(lines), shuffle.randint(1, 4))):
                    out.write(lines.popleft().encode() + b"\n")
                if not lines:
                    pool.pop(i)

        for run in runs_iter:
            count += 1
            run_fmt = fmt if fmt != MIXED else choose.choice(FORMATS)
            formats[run_fmt] = formats.get(run_fmt, 0) + 1
            options: dict[str, Any] = {}
            if run_fmt == "otel":
                options = {"agent_spans": choose.random() < 0.85,
                           "id_encoding": "base64" if choose.random() < 0.1 else "hex"}
            lines = write_run(run.conversation, run_fmt, run_id=run.run_id, **options)
            if interleave:
                pool.append(deque(lines))
                drain(_INTERLEAVE - 1)
            else:
                for line in lines:
                    out.write(line.encode() + b"\n")
            answers += run.answers
            silent += run.answers == 0
            for row in run.truth:
                kind = row["kind"]
                fabricated += kind == "fabricated"
                copied += kind == "copied"
                exempt += kind == "exempt"
                respelled += kind == "respelled"
                self_sourced += kind == "self_sourced"
                computed += kind == "computed"
                truth.write(orjson.dumps({**row, "format": run_fmt}) + b"\n")
        drain(0)
        out.flush()
        truth.flush()
    return CorpusStats(
        runs=count, lines=out.lines, bytes=out.bytes, answers=answers, fabricated=fabricated,
        copied=copied, exempt=exempt, respelled=respelled, self_sourced=self_sourced,
        runs_without_answer=silent, computed=computed,
        file_bytes=os.path.getsize(path), path=path, truth_path=truth_path, formats=formats,
    )
