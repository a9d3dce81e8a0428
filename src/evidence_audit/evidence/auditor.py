"""The incremental per-run auditor, and the one-shot check built on it.

A run is fed message by message, in order. A tool result is read once (`read_result`) and that
reading grows the evidence corpus, the exempt corpus (typed-ask answers), the figures basis and
the leads; user and system text grow the exempt corpus; an assistant's tool-call arguments grow
the run's own-values set (self-sourced values); an answer is judged against everything before
it. So a run's cost is linear in its size, not quadratic in its answers, and the verdict on each
answer is exactly `check_answer(answer, history_before_it)`.

`check_answer` is given a history whole, with the earlier answers in it. Those answers matter to
the one judged only through the arithmetic dial (the `repeat` rule and its kin read what earlier
answers computed and settled), and only when the answer has a number, clock or date that no other
rule grounds. So it first feeds the history without judging the earlier answers (each one judged is
as costly as the answer itself) and judges the answer; only when that judging asks the arithmetic
(`_Watched`) does it feed the history again, judging each earlier answer as the pipeline does, the
results read once for both (a `ReadingCache`). The verdict is the same either way.

(speed30) A caller that checks the cases of a run in order (the `check` filter, bench/heldout.py)
gives each case the history of the one before and more: with its `ReadingCache`, the second pass
starts from a copy of the auditor fed with the history this one extends and feeds the rest, so
each earlier answer is judged once per run, not once per later case (`_fed_from` argues why the
copy's verdicts are a fresh feed's).
"""

from __future__ import annotations

import copy
import pickle
from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from typing import Any, Final

import orjson

from .computed import ArithmeticBasis
from .computed.reading import number_occurrences
from .computed import Derivation as Computation
from .earlier_builds import equation_results, equation_steps
from .extract import Candidate
from .figures import FigureBasis
from .gate import Gate, Verdict, judge
from .index import (
    EvidenceCorpus,
    ExemptCorpus,
    is_turn_boundary,
    result_forms,
    stored_forms,
)
from .leads import LEAD_WORK_PER_CHAR, Derivation, Leads, Nearest
from .person_readings import person_reading
from .said_dates import day_word_dates, said_dates
from .script_digits import western_digits, western_value
from .served import Served, read_result
from .spellings import SpellingIndex, answer_clock, masked_ending
from .work import RuleWork

__all__ = ["ROLES", "ReadingCache", "RunAuditor", "check_answer", "message_text", "tool_call_arguments"]

ROLES = ("system", "user", "assistant", "tool")
ONE_CALL_CHARS: Final = 1 << 22  # check_answer keeps the readings of results up to this many characters in all


def message_text(content: Any) -> Any:
    """A message's text: a string as it is, a list of text parts joined by newlines."""
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, str):
                parts.append(part)
            elif isinstance(part, Mapping) and isinstance(part.get("text"), str):
                parts.append(part["text"])
        return "\n".join(parts)
    if content is None:
        return ""
    return content


def tool_call_arguments(call: Any) -> Any:
    """The arguments of one tool call, in any of the shapes traces carry them.

    A `ToolCall` (`.arguments`), `{"arguments": ...}`, `{"args": ...}` (the reference's
    fixtures) or OpenAI's `{"function": {"arguments": "..."}}`; a string or a JSON value.
    """
    if hasattr(call, "arguments"):
        return call.arguments
    if isinstance(call, Mapping):
        for key in ("arguments", "args", "input"):
            if key in call:
                return call[key]
        function = call.get("function")
        if isinstance(function, Mapping):
            return function.get("arguments")
    return None


class ReadingCache:
    """Readings of served results kept across checks, for callers that judge many answers.

    The `check` filter judges each case against its own history, and the cases of one run share
    most of it: with this cache a result read for one case is not read again for the next. Owned
    by the caller, never module state. Bounded by bytes, not entries (one entry can be a 50 MB
    result): each reading is charged an estimate of what it holds (`_cost`: the text, its parsed
    value, its forms), and when the total would pass `limit_bytes` the cache starts over. A result
    costing more than an eighth of the limit is read and not kept. `limit_bytes=None`: results kept
    while their texts come to `ONE_CALL_CHARS` in all, without the estimate (`check_answer`'s own
    cache for one history, read at most twice).
    """

    __slots__ = ("_readings", "_bytes", "limit_bytes", "fed", "fed_last")

    def __init__(self, limit_bytes: int | None = 64 << 20) -> None:
        self._readings: dict[tuple[str, Any], tuple[Served, list[str]]] = {}
        self._bytes = 0
        self.limit_bytes = limit_bytes
        # (speed30) `check_answer`'s auditors as fed with the last history that extended the one
        # before it, per pass (deferred or not): the next case of the same run starts from a copy
        # (`_FedHistory`); and the last history's key, to tell a run's next case from an unrelated one
        self.fed: dict[bool, _FedHistory] = {}
        self.fed_last: list[bytes] | None = None

    @property
    def bytes(self) -> int:
        """The estimated bytes the cache holds now."""
        return self._bytes

    def read(self, content: str, tool_chars: Any) -> tuple[Served, list[str]]:
        key = (content, tool_chars if isinstance(tool_chars, (int, float)) else None)
        found = self._readings.get(key)
        if found is None:
            served = read_result(content, tool_chars)
            found = (served, stored_forms(result_forms(served)))
            if self.limit_bytes is None:
                if self._bytes + len(content) <= ONE_CALL_CHARS:
                    self._readings[key] = found
                    self._bytes += len(content)
                return found
            cost = _cost(content, found[1])
            if cost > self.limit_bytes // 8:
                return found
            if self._bytes + cost > self.limit_bytes:
                self._readings.clear()
                self._bytes = 0
            self._readings[key] = found
            self._bytes += cost
        return found


def _cost(content: str, forms: list[str]) -> int:
    """An estimate of a reading's memory: the key text, its parsed value (~4x the text), its forms."""
    return 5 * len(content) + 80 * len(forms) + sum(len(form) for form in forms) + 200


class RunAuditor:
    """Judges a run's answers incrementally: `add` each message in order, `judge` each answer."""

    __slots__ = (
        "gate", "evidence", "exempt", "basis", "spellings", "own", "own_spellings", "leads", "tool_results", "readings",
        "arithmetic", "_last_judged", "_today", "_deferred", "answers_needed", "work",
    )

    def __init__(self, gate: Gate, readings: ReadingCache | None = None, *, defer_answers: bool = False) -> None:
        self.gate = gate
        self.readings = readings
        self.evidence = EvidenceCorpus(track_carriers=False)
        self.exempt = ExemptCorpus()
        self.basis = FigureBasis() if gate.figures else None
        # the run's budget for its costly rules (work.py), granted per character as the leads' is
        self.work = RuleWork()
        self.spellings = SpellingIndex(self.evidence, self.exempt, self.work) if gate.spellings else None
        # The run's own values: forms of the assistant's tool-call arguments, with the spelling
        # rules over them, so the year of a date the agent searched is self-sourced too.
        self.own = EvidenceCorpus(track_carriers=False)
        self.own_spellings = SpellingIndex(self.own, None, self.work) if gate.spellings else None
        self.leads = Leads(self.evidence)
        self.arithmetic = ArithmeticBasis(self.work) if gate.arithmetic else None
        self._last_judged: tuple[str, Verdict] | None = None
        self.tool_results = 0
        self._today: date | None = None  # the today a system or user text stated (said_dates.py)
        # defer_answers (check_answer's first pass): earlier answers are kept here, not judged; a
        # judge that then asks the arithmetic sets answers_needed (its verdict would need them)
        self._deferred: list[str] | None = [] if defer_answers else None
        self.answers_needed = False

    def add(
        self,
        role: str,
        content: Any,
        *,
        tool_call_id: Any = None,
        tool_chars: Any = None,
        folded_exempt: Any = None,
        tool_calls: Iterable[Any] | None = None,
        tool_name: str | None = None,
    ) -> None:
        """Take one non-answer message of the run, in wire order."""
        content = message_text(content)
        if isinstance(content, str) and role != "assistant" and self.gate.spellings:
            # (round 33) a person's text or a result in another script's digits (`۲۱۶٬۰۰۰٬۰۰۰`) read
            # in ASCII digits at the same offsets, as the answer is (script_digits.py): said and
            # carried as any number
            content = western_digits(content)[0]
        if isinstance(content, str):
            self.leads.grant(len(content) * LEAD_WORK_PER_CHAR)
            self.work.grant_text(len(content))
        if is_turn_boundary(role, content):
            self.evidence.start_turn()
        if role == "tool":
            if self.readings is not None and isinstance(content, str):
                served, forms = self.readings.read(content, tool_chars)
            else:
                served = read_result(content, tool_chars)
                forms = stored_forms(result_forms(served))
            self.evidence.add_result(served, tool_call_id, forms)
            if self.spellings is not None:
                self.spellings.add_text(_served_text(content, served, tool_chars))
            if self.basis is not None:
                self.basis.add_result(served)
            self.exempt.add_message(role, content, served)
            self.leads.add_result(served, self.tool_results, tool_name)
            if self.arithmetic is not None:
                self.arithmetic.add_result(served, self.tool_results)
            self.tool_results += 1
            return
        self.exempt.add_message(role, content, folded_exempt=folded_exempt)
        if self.spellings is not None and role == "system" and isinstance(content, str):
            self.spellings.add_context(content)  # the zone it names (zones.py)
        if self.spellings is not None and role == "assistant" and isinstance(content, str) and content:
            # its afternoon clocks (round 21: a later bare `8:45`) and its short numbers for a later
            # restatement's slips (near_misses.py); (cashew44) in ASCII digits at the same offsets, as
            # the answer itself was judged (script_digits.py): `**୭୫ ଟିଣ**` wrote 75, so a later
            # `**୫୭ ଟିଣ**` restating it swapped is a slip of it, as `**57 tins**` after `**75 tins**` is
            self.spellings.add_answer(western_digits(content)[0] if self.gate.spellings else content)
        if self.spellings is not None and role in ("user", "system") and isinstance(content, str):
            # the person's spellings, the today and now stated, read once per text (person_readings.py)
            reading = person_reading(content)
            if role == "user":
                self.spellings.add_question(content)  # what a terse reply restates (recall30: near_misses.py)
                for form in reading.hours:  # "at 7" said 7:00 or 19:00 (written.py)
                    self.exempt.add_normalized(form)
            for form in reading.forms:  # said.py, locales.py, said_dates.py, yearless_words.py
                self.exempt.add_normalized(form)
            self._today = reading.today or self._today
            if self.arithmetic is not None:
                self.arithmetic.today = self._today  # for `day-count` (day_counts.py, round 11)
                self.arithmetic.now = reading.now or self.arithmetic.now  # round 18 (ago_durations.py)
            if self._today is not None:  # "valid Dec 1 to Dec 3" said 2026-12-01, 2026-12-03 (said_dates.py)
                for form in said_dates(content, self._today):
                    self.exempt.add(form)
                for form in day_word_dates(content, self._today):  # (round 31) `tomorrow`: today + 1 (said_dates.py)
                    self.exempt.add(form)
        if self.arithmetic is not None:
            if role == "system" and isinstance(content, str):
                # its labelled numbers, rates, steps, fee steps, spans, day lengths, intervals,
                # quantities per a thing, sizes and offsets (ArithmeticBasis.add_system_text)
                self.arithmetic.add_system_text(content)
            if role == "user" and isinstance(content, str):
                self.arithmetic.add_person_text(content)
            elif role == "assistant" and not tool_calls and isinstance(content, str) and content:
                if self._deferred is not None:
                    self._deferred.append(content)
                else:
                    self._remember(content)
        if role == "assistant" and tool_calls:
            for call in tool_calls:
                self._add_own(tool_call_arguments(call))

    def _remember(self, answer: str) -> None:
        """An earlier answer's computed values, so a later answer may repeat them (the `repeat`
        rule). The pipeline judged it just before adding it; a history given whole is judged here,
        so the incremental and one-shot verdicts agree."""
        arithmetic = self.arithmetic
        if arithmetic is None:
            return  # (called only with the arithmetic dial on)
        last = self._last_judged
        verdict = last[1] if last is not None and last[0] == answer else self.judge(answer)
        # grounded, computed or said by a person: everything but what stays unsupported; (round 33) a
        # value shown in another script's digits (`۸۶٬۰۴۰٬۰۰۰`) is the ASCII token it was judged as, and
        # the text the arithmetic reads later is the answer in ASCII digits at the same offsets
        # (script_digits.py), as the gate read it
        unsettled = {western_value(c.value) for c in verdict.unsupported} \
            | {western_value(c.value) for c in verdict.self_sourced} \
            | {western_value(u.candidate.value) for u in verdict.unverified}  # unverified: no operand for a later answer
        if self.gate.spellings:
            answer = western_digits(answer)[0]
        for c in verdict.computed or ():
            if c.operands:
                arithmetic.remember(western_value(c.value), _as_derivation(c))  # (round 33) as judged, in ASCII
        for g in verdict.grounded:  # a carried number it restated (`412,883 GB` of bytes), repeated bare
            if g.by == "rescaled":
                arithmetic.remember_restated(g.value)
            elif g.by in ("epoch", "zone") and ":" in g.value:  # a carried instant's clock in a zone it named (round 12)
                arithmetic.remember_zoned(g.value, g.by)
        settled = {c.value for c in verdict.candidates} - unsettled
        # (round 16) an equation's result that is no candidate, of operands none of which stays unsupported
        for value, derivation in equation_results(answer, {c.value for c in verdict.candidates}, unsettled):
            arithmetic.remember_equation(value, derivation)
        # (round 18) an equation's first step (`2 × $35` of `2 × $35 ÷ 31 × 18 = $40.65`), restated later
        for value, derivation in equation_steps(answer, unsettled):
            arithmetic.remember_step(value, derivation)
        # (census36) and the numbers it wrote that a result carries as written but that were no
        # candidates (a table's cells copied from a CSV row): a later answer's operands too
        candidates = {c.value for c in verdict.candidates}
        carried = frozenset(o.value for o in number_occurrences(answer, full=False)
                            if o.value in self.evidence.values and o.value not in candidates and o.value not in unsettled)
        arithmetic.answered((c.value for c in verdict.candidates if c.value in settled), answer, unsettled, carried)

    def _add_own(self, arguments: Any) -> None:
        """Index a tool call's arguments as the run's own values (never evidence)."""
        if arguments is None or self.own.truncated:
            return
        served = read_result(arguments)
        self.own.add_forms(stored_forms(result_forms(served)))
        if self.own_spellings is not None:
            self.own_spellings.add_text(_served_text(arguments, served))

    def judge(self, answer: Any, *, typed: bool = False) -> Verdict:
        """Judge an answer against every message added so far."""
        verdict = self._judge(answer, typed, False)
        assert verdict is not None  # (only a stopping judge stops)
        return verdict

    def _judge(self, answer: Any, typed: bool, stop: bool) -> Verdict | None:
        """`judge`; with `stop` (check_answer's deferred pass, speed26), None as soon as the
        arithmetic is asked with earlier answers deferred: `answers_needed` is then set and the
        verdict would be thrown away (check_answer judges again with them), so the rest of it is
        not worked out. Exact: the auditor of that pass is dropped, and what it shares (the
        `ReadingCache`, the pure memos) keeps pure readings only; the asks that read aside end
        theirs in `finally`."""
        if not isinstance(answer, str):
            answer = orjson.dumps(answer).decode() if typed else str(answer)
        self.leads.grant(len(answer) * LEAD_WORK_PER_CHAR)
        arithmetic: Any = self.arithmetic
        watched: _Watched | None = None
        if self._deferred and arithmetic is not None:
            watched = _Watched(stop)
            arithmetic = watched
        self.work.grant_text(len(answer))
        self.work.start()
        try:
            verdict = judge(
                answer,
                self.gate,
                self.evidence,
                self.exempt,
                self.basis,
                typed=typed,
                spellings=self.spellings,
                own=self.own,
                own_spellings=self.own_spellings,
                arithmetic=arithmetic,
            )
        except _Asked:
            self.answers_needed = True
            self._last_judged = None
            return None
        if watched is not None and watched.asked:
            self.answers_needed = True
        if self.work.omitted:
            verdict = verdict._replace(rules_omitted=True)
        self._last_judged = (answer, verdict)
        return verdict

    def deferred(self, answer: Any) -> bool:
        """Whether earlier answers were kept unjudged (`defer_answers`) and `answer` is one of those
        very strings (the zone and epoch rules' work is counted per answer object: judged eagerly,
        the last of them would have spent some of the answer's)."""
        return bool(self._deferred) and any(kept is answer for kept in self._deferred or ())

    def nearest(self, candidate: Candidate, answer: str) -> Nearest | None:
        """The closest carried value to an ungrounded candidate (a lead, never a grounding)."""
        if self.leads.exhausted:
            return None
        minutes = None
        if ":" in candidate.value:
            clock = answer_clock(candidate.value, answer, candidate)
            if clock is not None:
                minutes = clock[0] * 60 + clock[1]
        ending = masked_ending(candidate, answer)
        return self.leads.nearest(candidate.value, candidate.shape, minutes=minutes, ending=ending)

    def derivation(self, candidate: Candidate) -> Derivation | None:
        """Two carried numbers of the run whose sum or difference is the candidate's value."""
        if candidate.shape not in ("number", "figure"):
            return None
        return self.leads.derivation(candidate.value)


class _Asked(Exception):
    """(speed26) A stopping `_Watched` was asked: the deferred pass's verdict would be thrown away."""


class _Watched:
    """Stands for the run's `ArithmeticBasis` while earlier answers are deferred: `judge` asks it
    only through these methods (a test reads gate.py to hold that), and any question means
    the verdict may depend on those answers, so it records the question and answers nothing (the
    verdict is thrown away and the history fed again, answers judged); (speed26) with `stop`, it
    raises `_Asked` instead, and the judge stops there (`RunAuditor._judge`)."""

    __slots__ = ("asked", "stop")

    def __init__(self, stop: bool = False) -> None:
        self.asked = False
        self.stop = stop

    def _ask(self) -> None:
        self.asked = True
        if self.stop:
            raise _Asked()

    def explain(self, *args: Any) -> dict[str, Any]:
        self._ask()
        return {}

    def explain_clocks(self, *args: Any) -> dict[str, Any]:
        self._ask()
        return {}

    def explain_dates(self, *args: Any) -> dict[str, Any]:
        self._ask()
        return {}

    def explain_clock_gaps(self, *args: Any) -> dict[str, Any]:
        self._ask()
        return {}

    def earlier_date(self, *args: Any) -> Any:
        self._ask()
        return None

    def user_spans(self) -> list[Any]:
        self._ask()
        return []

    def policy_spans(self) -> list[Any]:
        self._ask()
        return []

    def hour_tiers(self) -> dict[int, Any]:  # (mend39a) the rules' tiered counts (stated_shifts.stated_tiers)
        self._ask()
        return {}

    def whole_day_hours(self) -> frozenset[int]:  # (mend44c) the rules' whole days of hours (stated_shifts.whole_days_stated)
        self._ask()
        return frozenset()

    def result_spans(self) -> list[Any]:
        self._ask()
        return []

    def closed_days(self) -> list[Any]:
        self._ask()
        return []

    def row_bases(self, *args: Any) -> tuple[str, ...]:  # (seed40) a table row's record's dates (word_dates)
        self._ask()
        return ()

    def line_days(self, *args: Any) -> tuple[str, ...]:  # (mend45d) a line's record's days (word_dates.chain_step)
        self._ask()
        return ()

    def row_counts(self, *args: Any) -> tuple[tuple[str, int], ...]:  # (mend40b) a table row's record's counts (word_dates)
        self._ask()
        return ()

    def holds_exactly(self, *args: Any) -> bool | None:
        self._ask()  # (round 31) asked only after `explain` derived something
        return None


def _as_derivation(c: Any) -> Computation:
    return Computation(c.derivation, c.from_, c.operands)


def _served_text(content: Any, served: Served, tool_chars: Any = None) -> str:
    """A result's text as the model saw it (cut at `tool_chars`), for the words rules to read."""
    if served.text is not None:
        return served.text
    if isinstance(content, str):
        if isinstance(tool_chars, (int, float)) and not isinstance(tool_chars, bool) and 0 <= tool_chars < len(content):
            return content[: int(tool_chars)]
        return content
    try:
        return orjson.dumps(content).decode()
    except TypeError:
        return ""


def _field(message: Mapping[str, Any], snake: str, camel: str) -> Any:
    value = message.get(snake)
    return message.get(camel) if value is None else value


def check_answer(
    answer: Any,
    history: Sequence[Mapping[str, Any]],
    gate: Gate,
    *,
    user_message: str | None = None,
    system_prompt_injections: Iterable[Mapping[str, Any]] = (),
    typed: bool = False,
    readings: ReadingCache | None = None,
) -> Verdict:
    """Judge one answer against a history of messages, as the reference judges it at that point.

    `history` messages are mappings with `role`, `content` and optionally `tool_call_id`,
    `tool_calls`, `tool_chars`, `folded_exempt` (camelCase spellings accepted). `user_message` is
    the reference's separate current-request input: when given it is exempt text read before the
    history. Injections are system-prompt pieces read after it. `readings` lets a caller that
    checks many answers share the reading of results they have in common, and (speed30) the
    auditors fed with the history of a run's previous case (`_fed_from`).
    """
    if not isinstance(history, (list, tuple)):
        history = list(history)  # read twice when the answer needs the earlier answers judged
    key: list[bytes] | None = None
    if readings is None:  # the results are read once for both passes (module doc)
        readings = ReadingCache(None)
    else:
        key = _history_key(history)
    injections = list(system_prompt_injections)
    extends = key is not None and readings.fed_last is not None and _prefix_of(readings.fed_last, key)
    if key is not None:
        readings.fed_last = key
    elif readings.fed:
        readings.fed = {}  # (a history not keyed: nothing of the run before is reused after it)
        readings.fed_last = None
    # the deferred pass judges no earlier answer: feeding it again costs less than a copy
    auditor = _fed(RunAuditor(gate, readings, defer_answers=True), history, user_message, [])
    if injections:
        auditor.exempt.add_injections(injections)
    if not auditor.deferred(answer):
        first = auditor._judge(answer, typed, True)  # (speed26) stops at the first question that needs them
        if first is not None and not auditor.answers_needed:
            return first
    auditor = _fed_from(RunAuditor(gate, readings), history, user_message, key, extends)
    if injections:
        auditor.exempt.add_injections(injections)
    return auditor.judge(answer, typed=typed)


# (speed30) The most bytes (pickled) of a history whose fed auditor `check_answer` keeps for the
# next case of its run; a longer one is fed whole each time (a copy's memory and time grow with it).
MAX_FED_HISTORY_BYTES: Final = 1 << 20


class _FedHistory:
    """(speed30) An auditor fed with a history (never judged with, never fed after: only copied),
    what it was fed with, and where its deferred answers came from."""

    __slots__ = ("gate", "user_message", "key", "auditor", "deferred_from")

    def __init__(self, gate: Gate, user_message: str | None, key: list[bytes], auditor: RunAuditor,
                 deferred_from: list[int]) -> None:
        self.gate = gate
        self.user_message = user_message
        self.key = key
        self.auditor = auditor
        self.deferred_from = deferred_from


def _history_key(history: Sequence[Mapping[str, Any]]) -> list[bytes] | None:
    """(speed30) Each message of `history` pickled, or None when one does not pickle or the whole
    passes MAX_FED_HISTORY_BYTES. Two messages of equal pickles are objects of the same types and
    values at every depth (a list is no tuple, `1` no `True` nor `1.0`, NaN no None), so `add`
    reads the same from both."""
    out: list[bytes] = []
    size = 0
    for message in history:
        try:
            pickled = pickle.dumps(message, 5)
        except Exception:  # (unpicklable, or nested past the recursion limit): fed whole
            return None
        size += len(pickled)
        if size > MAX_FED_HISTORY_BYTES:
            return None
        out.append(pickled)
    return out


def _prefix_of(before: list[bytes], key: list[bytes]) -> bool:
    return len(before) <= len(key) and key[: len(before)] == before


def _fed_from(
    auditor: RunAuditor,
    history: Sequence[Mapping[str, Any]],
    user_message: str | None,
    key: list[bytes] | None,
    extends: bool,
) -> RunAuditor:
    """(speed30) `auditor` fed `check_answer`'s user message and history, as `_fed` feeds them;
    or a copy of the auditor kept for a history this one extends (same gate, user message and
    pass), fed the rest. Exact by construction:

    - what `add` does is a function of the gate, the pass (`defer_answers`), the messages fed before
      and the message itself; the shared `ReadingCache` and the modules' memos return the same
      readings whether they hold a text or not (pure), so an auditor fed a history's first n
      messages and then the rest is, field by field, the one fed the whole history;
    - the kept auditor is a deep copy taken right after its history was fed and is only ever copied
      again, so no judging or later feeding reaches it; `copy.deepcopy` rebuilds every object it
      holds (lists, dicts, sets, its indexes' records, the run's `RuleWork` shared by its rules as
      one object), except the gate and the `ReadingCache`, shared as in a fresh auditor; strings
      and numbers stay the same objects;
    - the messages are compared by their pickles (`_history_key`), not by `==` (`1 == True`);
    - the one reading of an object's identity: `deferred(answer)` asks whether `answer` is the very
      string of an earlier answer fed (`kept is answer`); the copy's deferred answers are the
      strings of the case the kept auditor was fed with, so each is replaced by this history's
      string at the same message (`deferred_from`): the list then holds what a fresh feed holds.

    The copy is taken only when this history extends the last one `check_answer` was given with
    this cache (the cases of one run, or one case judged again with its answer mutated): an
    unrelated case costs its key only. Anything that fails to copy (a recursion limit; a compiled
    core's native classes, which mypyc does not make copyable) feeds whole."""
    readings = auditor.readings
    gate = auditor.gate
    kept = readings.fed.get(auditor._deferred is not None) if readings is not None and key is not None else None
    start = 0
    deferred_from: list[int] = []
    if kept is not None and kept.gate is gate and kept.user_message == user_message and _prefix_of(kept.key, key or []):
        copied: RunAuditor | None
        try:
            copied = copy.deepcopy(kept.auditor, {id(readings): readings, id(gate): gate})
        except Exception:  # pragma: no cover - (a recursion limit; a compiled core's native class): fed whole
            copied = None
        if copied is not None:
            auditor = copied
            start = len(kept.key)
            deferred_from = list(kept.deferred_from)
            if auditor._deferred is not None:
                auditor._deferred = [
                    _same_string(history[at].get("content"), text) for at, text in zip(deferred_from, auditor._deferred)
                ]
    if start == 0 and user_message:
        auditor.exempt.add_exempt(user_message)
    deferred = auditor._deferred
    for at in range(start, len(history)):
        message = history[at]
        before = len(deferred) if deferred is not None else 0
        _add(auditor, message)
        if deferred is not None and len(deferred) > before:
            deferred_from.append(at)
    if readings is not None and key is not None and extends and start < len(key):
        try:
            snapshot = copy.deepcopy(auditor, {id(readings): readings, id(gate): gate})
        except Exception:  # pragma: no cover - (a recursion limit): nothing kept
            readings.fed.pop(auditor._deferred is not None, None)
        else:
            readings.fed[auditor._deferred is not None] = _FedHistory(gate, user_message, key, snapshot, deferred_from)
    return auditor


def _same_string(content: Any, text: str) -> str:
    """(speed30) This history's own string for a deferred answer the copy holds `text` of: its
    content when that is the string (a string content is kept as it is, `message_text`); else the
    text joined from parts, a string no caller holds either way."""
    return content if isinstance(content, str) and content == text else text


def _add(auditor: RunAuditor, message: Mapping[str, Any]) -> None:
    """Feed one history message to `auditor` (`_fed`)."""
    auditor.add(
        message.get("role", ""),
        message.get("content"),
        tool_call_id=_field(message, "tool_call_id", "toolCallId"),
        tool_chars=_field(message, "tool_chars", "toolChars"),
        folded_exempt=_field(message, "folded_exempt", "foldedExempt"),
        tool_calls=_field(message, "tool_calls", "toolCalls"),
        tool_name=_field(message, "tool_name", "toolName"),
    )


def _fed(
    auditor: RunAuditor,
    history: Sequence[Mapping[str, Any]],
    user_message: str | None,
    injections: list[Mapping[str, Any]],
) -> RunAuditor:
    """`auditor` fed `check_answer`'s inputs in order: the user message, the history, the injections."""
    if user_message:
        auditor.exempt.add_exempt(user_message)
    for message in history:
        _add(auditor, message)
    if injections:
        auditor.exempt.add_injections(injections)
    return auditor
