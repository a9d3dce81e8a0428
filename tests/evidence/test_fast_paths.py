"""(speed4, speed5) The shortcuts the hot paths take give what the long way gives: a JSON number
leaf's form without the token pass, the zone-mention pre-test, the memoized keys of carried forms,
the last answer's zones, and `check_answer` judging a history's earlier answers only when the
answer's verdict needs them. Each against the long way on many inputs, on either core."""

from __future__ import annotations

import ast
import json
import random
import struct
from pathlib import Path

from evidence_audit.evidence import check_answer, names, resolve_gate, spellings, zones
from evidence_audit.evidence.auditor import ONE_CALL_CHARS, ReadingCache, RunAuditor, _fed, _Watched
from evidence_audit.traces import Source, assemble_run, parse_line
from evidence_audit.evidence.index import flatten, number_form
from evidence_audit.evidence.normalize import js_number_string, normalize_token


def test_number_form_is_the_token_pass() -> None:
    rng = random.Random(11)
    values: list[float] = [0, -0.0, 1, -1, 2**53 - 1, 2**53, -(2**53), 2**64, 10**400, -(10**400), 1e21, 1e-7,
                           5e-324, 0.1 + 0.2, 1e16, 99999999999999999.0, float("inf"), float("-inf"), float("nan")]
    for _ in range(20_000):
        kind = rng.randrange(4)
        if kind == 0:
            values.append(struct.unpack("d", struct.pack("Q", rng.getrandbits(64)))[0])
        elif kind == 1:
            values.append(rng.randrange(-(10**20), 10**20))
        elif kind == 2:
            values.append(round(rng.uniform(-1e6, 1e6), rng.randrange(0, 8)))
        else:
            values.append(rng.uniform(-1, 1) * 10 ** rng.randrange(-30, 30))
    for value in values:
        assert number_form(value) == normalize_token(js_number_string(value)), value
    assert number_form(float("inf")) == "infinity" and number_form(float("nan")) == "nan"
    # (speed20) flatten reads a float under a key without number_form's calls: the same form
    for value in values:
        out: list[str] = []
        flatten({"Amount": value, "n": [value]}, out)
        form = normalize_token(js_number_string(value))
        assert out == ["amount", form, "n", form], value


def test_a_huge_integer_leaf_is_walked_on_either_core() -> None:
    """An integer past a double's range (the strict decoder reads one): its form, not a TypeError
    (the compiled core once took the leaf for a float)."""
    out: list[str] = []
    flatten([10**400, 5], out)
    assert out == [normalize_token(js_number_string(10**400)), "5"] == ["infinity", "5"]


_PIECES = ["UTC+2", "GMT", "EST", "est", "Eastern", "eastern time", "New York", "new york", "houston", "ET", "PT",
           "SEPT", "cet", "CET", "Berlin", "berlin time", "st. louis", "uk time", "Central", "central", "9:00",
           "the", "meeting", "Pacific", "pacific daylight time", "AKST", "Mountain", "Tokyo"]


def test_a_text_the_pre_test_passes_over_has_no_mention_in_any_window() -> None:
    rng = random.Random(5)
    passed_over = 0
    for _ in range(3_000):
        text = " ".join(rng.choice(_PIECES) for _ in range(rng.randrange(1, 7)))
        if rng.random() < 0.3:
            text = text.replace(" ", "")
        may = zones._may_mention(text)
        passed_over += not may
        if not may:
            assert zones._MENTION.search(text) is None, text
            for start in range(0, len(text) + 1, 3):
                for end in range(start, len(text) + 1, 4):
                    assert zones._MENTION.search(text, start, end) is None, (text, start, end)
    assert passed_over > 100


def test_the_pre_test_scans_non_ascii_text() -> None:
    text = "the call is at 9:00 Houſton time"  # a long s: the pattern reads it as `s`, lower() does not
    assert zones._MENTION.search(text) is not None
    assert zones._may_mention(text)
    assert zones._may_mention("at 9:00 in Houston") and not zones._may_mention("at 9:00 in the office")


def test_answer_zones_remembered_equal_read_again() -> None:
    answer = "9:00 AM EST (14:00 UTC), or 3 PM Berlin time"
    first = zones.answer_zones(answer)
    first.append((1, "changed by the caller"))  # a caller's list: never the remembered one
    assert zones.answer_zones(answer) == [(-300, ""), (0, ""), (60, "eu")]
    assert zones.answer_zones("nothing here") == []


def test_keys_of_carried_forms_remembered_equal_read_again() -> None:
    forms = ["2024-05-01t04:50:18z", "pg-prod-02:9187", "ledger-7d9c-tq4zr", "certificate_7504069", "13:00-17:30",
             "pg_wal/000000010000a2f10000003c", "plain", "a" * 80 + "-1234"]
    for form in forms:
        spellings._keys_cache.clear()
        fresh = tuple(spellings._read_keys(form)) if any(c in form for c in ":-_/") else ()
        assert spellings._keys_of(form) == fresh
        assert spellings._keys_of(form) == fresh  # remembered (short forms) or read again (long ones)
    assert ("segment", "tq4zr") in spellings._keys_of("ledger-7d9c-tq4zr")


# --- check_answer defers a history's earlier answers (auditor.py) ---------------------------------

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})
FARES = {"reservation_id": "ZFA04Y", "flights": [{"id": "HAT105", "price": 105}, {"id": "HAT102", "price": 102}]}
HISTORY = [
    {"role": "user", "content": "price?"},
    {"role": "tool", "content": json.dumps(FARES)},
    {"role": "assistant", "content": "Flight 1: $105\nFlight 2: $102\nTotal: $207"},
    {"role": "user", "content": "ok book it"},
]


def _eager(answer: str, history: list, gate) -> object:
    """The long way: every earlier answer judged as the history is fed."""
    return _fed(RunAuditor(gate), history, None, []).judge(answer)


def test_judge_asks_the_arithmetic_only_what_the_stand_in_answers() -> None:
    """gate.judge reaches the run's arithmetic only through methods `_Watched` records: a new call
    there must be added to it, or a deferred check would miss that it needs the earlier answers."""
    source = (Path(spellings.__file__).with_name("gate.py")).read_text()
    asked = {node.attr for node in ast.walk(ast.parse(source))
             if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "arithmetic"}
    assert asked and asked <= {name for name in vars(_Watched) if not name.startswith("_")}


def test_an_answer_the_arithmetic_is_asked_about_is_judged_after_its_earlier_answers() -> None:
    deferred = _fed(RunAuditor(DEFAULT, defer_answers=True), HISTORY, None, [])
    deferred.judge("Booked ZFA04Y: HAT105 at $105.")  # every value carried: the arithmetic is not asked
    assert not deferred.answers_needed
    deferred.judge("Booked. You were charged $207.")  # 207 is carried by no result
    assert deferred.answers_needed
    v = check_answer("Booked. You were charged $207.", HISTORY, DEFAULT)
    assert v == _eager("Booked. You were charged $207.", HISTORY, DEFAULT)
    assert [(c.value, c.derivation) for c in v.computed or ()] == [("207", "repeat")]
    assert [c.value for c in check_answer("Booked. You were charged $207.", HISTORY[:2] + HISTORY[3:],
                                          DEFAULT).unsupported] == ["207"]  # without the earlier answer
    assert check_answer("Booked ZFA04Y: HAT105 at $105.", HISTORY, DEFAULT) == _eager(
        "Booked ZFA04Y: HAT105 at $105.", HISTORY, DEFAULT)


def test_a_stopping_deferred_pass_stops_at_the_arithmetics_first_question() -> None:
    """(speed26) check_answer's deferred pass stops where the arithmetic is first asked (its verdict
    would be thrown away): no verdict, earlier answers needed; an answer that asks nothing gets the
    verdict `judge` gives; a stopped pass ends every aside it opened."""
    from evidence_audit.evidence import text_memo

    stopping = _fed(RunAuditor(DEFAULT, defer_answers=True), HISTORY, None, [])
    assert stopping._judge("Booked. You were charged $207.", False, True) is None
    assert stopping.answers_needed and text_memo._OPEN[0] == 0
    quiet = "Booked ZFA04Y: HAT105 at $105."
    stopping = _fed(RunAuditor(DEFAULT, defer_answers=True), HISTORY, None, [])
    verdict = stopping._judge(quiet, False, True)
    assert verdict is not None and not stopping.answers_needed
    assert verdict == _fed(RunAuditor(DEFAULT, defer_answers=True), HISTORY, None, []).judge(quiet)


def test_a_deferred_pass_builds_no_arithmetic() -> None:
    """(speed27) The deferred pass's questions go to `_Watched`: its `ArithmeticBasis` is fed (kept in
    its log) and never built; the full pass's is built on its first question."""
    stopping = _fed(RunAuditor(DEFAULT, defer_answers=True), HISTORY, None, [])
    assert stopping._judge("Booked. You were charged $207.", False, True) is None
    assert stopping.arithmetic is not None and stopping.arithmetic._log
    full = _fed(RunAuditor(DEFAULT), HISTORY, None, [])
    assert full.arithmetic is not None and full.arithmetic._log is None  # (its earlier answer asked)
    assert full.judge("Booked. You were charged $207.") == check_answer("Booked. You were charged $207.", HISTORY, DEFAULT)


def test_an_answer_that_is_an_earlier_answer_object_is_judged_the_long_way() -> None:
    earlier = HISTORY[2]["content"]
    auditor = _fed(RunAuditor(DEFAULT, defer_answers=True), HISTORY, None, [])
    assert auditor.deferred(earlier) and not auditor.deferred("".join(earlier))
    assert check_answer(earlier, HISTORY, DEFAULT) == _eager(earlier, HISTORY, DEFAULT)


def test_check_answer_equals_the_long_way_on_real_runs() -> None:
    """Every answer of the first held-out runs (in-repo data), with its history, both profiles."""
    path = Path(__file__).resolve().parents[1] / "data" / "heldout" / "retail.jsonl"
    checked = needed = 0
    for n, line in enumerate(path.read_text().splitlines()[:12]):
        history: list[dict] = []
        for m in assemble_run(parse_line(line.encode(), Source(str(path), n + 1)).messages).messages:
            if m.answer:
                for gate in (DEFAULT, REFERENCE):
                    assert check_answer(m.text, history, gate) == _eager(m.text, history, gate)
                    checked += 1
                auditor = _fed(RunAuditor(DEFAULT, defer_answers=True), history, None, [])
                auditor.judge(m.text)
                needed += auditor.answers_needed
            history.append({"role": m.role, "content": m.text, "tool_call_id": m.tool_call_id,
                            "tool_calls": m.tool_calls, "tool_name": m.tool_name})
    assert checked > 40 and 0 < needed < checked // 2


# --- names.py: a name looked for in the texts that hold its digits, then in every text's keys -------


def test_name_keys_give_the_turn_of_every_texts_keys_short_and_long() -> None:
    """NameKeys.turn equals the latest turn of a text whose keys hold the name (or the name without
    its point), while it looks text by text (short runs) and once it keeps every text's keys (a
    first text longer than SCAN_CHARS, or more than SCAN_ROUNDS questions), the texts growing
    between questions."""
    rng = random.Random(13)
    words = ["Airbus", "A320", "NEO", "pm25", "PM2.5", "pm2.5", "Ryzen", "7", "ledger-7d9c-tq4zr", "at", "5",
             "W9990608", "on", "9", "x", "the", "fc1/37", "2.5", "b12", "12b", "_", "-", "."]
    filler = ("filler " * (names.SCAN_CHARS // 7 + 1), 0)
    filler_keys = names._keys_of(filler[0])
    for _ in range(120):
        texts = [(" ".join(rng.choice(words) for _ in range(rng.randrange(1, 12))), rng.randrange(0, 4))
                 for _ in range(rng.randrange(1, 8))]
        values = sorted({key for text, _ in texts for key in names._keys_of(text)}
                        | {"pm2.5", "a320neo", "w9990608on9", "ryzen7", "b12x", "12b5"})
        for shown in (texts, [filler, *texts], [filler, *texts * 12]):
            keys = [filler_keys if text is filler[0] else names._keys_of(text) for text, _ in shown]
            nk = names.NameKeys()
            cuts = range(1, len(shown) + 1) if len(shown) < 10 else (1, len(shown) // 3, len(shown) - 2, len(shown))
            for cut in cuts:
                for value in rng.sample(values, min(6, len(values))) * rng.choice((1, 1, 2)):
                    wanted = {value, value.replace(".", "")}
                    expected = max([at for (_, at), ks in zip(shown[:cut], keys) if wanted & ks], default=-1)
                    if not 4 <= len(value) <= 24 or names._NAME.fullmatch(value) is None:
                        expected = -1
                    assert nk.turn(value, shown[:cut]) == expected, (value, shown[:cut])


def _keys_the_long_way(text: str) -> set[str]:
    """names._keys_of as it read a text before the flat10 branch: every chain of every mixed
    segment, found by position in the whole text, each word by `finditer`."""
    keys: set[str] = set()
    size = len(text)
    for segment in names._MIXED_SEGMENT.finditer(text):
        for chain in names._CHAIN.finditer(text, segment.start(), segment.end()):
            start, end = chain.start(), chain.end()
            if start > 0 and text[start - 1] in ".-_" or end < size and text[end] in "-_":
                continue
            piece = chain.group(0)
            if piece.isalpha() or names._LETTER_IN.search(piece) is None or names._DIGIT.search(piece) is None:
                continue
            low = piece.lower()
            words = [(m.group(0), m.start()) for m in names._WORD.finditer(low)]
            for i in range(len(words)):
                if i > 0 and low[words[i][1] - 1] != " ":
                    continue
                key = ""
                letter = digit = False
                for j in range(i, min(len(words), i + names.MAX_WORDS)):
                    word = words[j][0]
                    if j > i and key[-1].isalpha() == word[0].isalpha():
                        break
                    key += word
                    digit = digit or not word.isalpha()
                    letter = letter or names._LETTER.search(word) is not None
                    ends = j + 1 == len(words) or low[words[j + 1][1] - 1] == " "
                    if ends and letter and digit and len(key) <= 30:
                        keys.add(key)
    return keys


def test_name_keys_of_a_text_are_the_long_ways() -> None:
    """(flat10) `_keys_of` reads each segment as a string, a one-word segment and a chain without
    spaces (`host-77017`) by a shortcut: the same keys as the long way on texts of names, ids,
    separators and points, and on the pinned cases."""
    assert names._keys_of("Airbus A320 NEO, host-77017 and ord_2788; 2026-06-12T06:15 a-1-b-2-c") == {
        "a320neo", "a320", "host77017", "host77017and", "ord2788"}  # five words: no key
    assert names._keys_of("ledger-7d9c-tq4zr x-1.5 1.5-x .a1 b2- c3_") == {"x1.5", "1.5x"}
    assert names._keys_of("PM2.5 pm25") == {"pm2.5", "pm25", "pm2.5pm25"}
    rng = random.Random(17)
    pieces = ["a", "Z", "0", "9", "12", "x7", " ", "  ", ".", "-", "_", ",", ":", "/", "A320", "neo", "\n"]
    for _ in range(30_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randrange(1, 30)))
        assert names._keys_of(text) == _keys_the_long_way(text), text
    for _ in range(10_000):  # chains of alternating letter and digit words, 1 to 6 of them
        words = [rng.choice(["ab", "Z", "neo"]) if (k + rng.randrange(2)) % 2 else rng.choice(["7", "320", "2.5"])
                 for k in range(rng.randrange(1, 7))]
        text = words[0] + "".join(rng.choice("-_ -_.,") + word for word in words[1:])
        assert names._keys_of(text) == _keys_the_long_way(text), text


def test_check_answers_own_cache_keeps_results_up_to_its_size() -> None:
    """check_answer's own cache (limit None) keeps readings while their texts come to ONE_CALL_CHARS
    in all; past that a result is read and not kept (a long history holds no more than before)."""
    cache = ReadingCache(None)
    small = json.dumps({"id": "A1"})
    big = json.dumps({"blob": "x" * ONE_CALL_CHARS})
    first = cache.read(small, None)
    assert cache.read(small, None)[0] is first[0]  # the same reading (the compiled core boxes a new tuple)
    big_first = cache.read(big, None)
    assert cache.read(big, None)[0] is not big_first[0] and cache.read(big, None) == big_first
    assert cache.bytes == len(small)


def _policy_spans_the_long_way(text: str) -> tuple:
    from evidence_audit.evidence.computed.basis import MAX_SAID_TEXT
    from evidence_audit.evidence.date_steps import spans_in

    return tuple(span for span in spans_in(text, 0, min(len(text), MAX_SAID_TEXT), "the system prompt states it")
                 if span.written.split()[0].lower() not in ("a", "an"))


def test_a_system_prompts_spans_kept_equal_read_again() -> None:
    """(speed20) `stated_policy_spans` keeps each system prompt's spans: the same spans as reading
    it anew, on the first call, on a repeat, and after other texts pushed it out of the memo."""
    from evidence_audit.evidence.computed.basis import stated_policy_spans

    rng = random.Random(20)
    pieces = ["Refunds are issued within 30 days", "valid for one year from issue", "$10 a Day", "an hour",
              "2 weeks earlier", "every 3rd month", "three business days", "a year ago", "for 14 days", "the",
              "policy", "within 90 days of purchase", "7 days later", "two months on"]
    texts = [" ".join(rng.choices(pieces, k=rng.randrange(1, 12))) for _ in range(400)]
    data = Path(__file__).resolve().parents[1] / "data"
    for path in sorted(data.glob("heldout1[2-6]/*.jsonl"))[:6]:
        if path.name.endswith(".truth.jsonl"):
            continue
        line = path.read_text().splitlines()[0]
        for m in assemble_run(parse_line(line.encode(), Source(str(path), 1)).messages).messages:
            if m.role == "system" and isinstance(m.text, str):
                texts.append(m.text)
    assert any(_policy_spans_the_long_way(text) for text in texts)
    for _ in range(2):  # the second pass reads the texts the memo kept and those it let go
        for text in texts:
            assert stated_policy_spans(text) == _policy_spans_the_long_way(text), text[:80]


def _rates_seen(placed: list) -> list:
    return [(at, r.number, r.factor, r.shown, r.where, r.source, r.label, r.exchange, r.pair) for at, r in placed]


def test_a_texts_rates_kept_equal_read_again() -> None:
    """(speed20) `placed_rates` keeps each text's rates by where and source: the same rates as
    reading it anew, at other places, after the memo let the text go, and past its places bound."""
    from evidence_audit.evidence.rate_steps import _placed_rates, placed_rates

    rng = random.Random(21)
    pieces = ["taxed at 8.25%", "149.2 yen per dollar", "1 USD = 7.12 CNY", "rate of 1.36", "@ 0.85", "5%",
              "a 10 percent discount", "the", "fee", "$40.00", "is", "per night", "12.5%", "to", "EUR"]
    texts = [" ".join(rng.choices(pieces, k=rng.randrange(1, 10))) for _ in range(300)]
    places = [("the system prompt", "result"), ("answer", "answer"), ("the previous answer", "earlier answer")]
    places += [(f"result {n}", "result") for n in range(12)]
    assert any(_placed_rates(text, "answer", "answer") for text in texts)
    for _ in range(2):
        for text in texts:
            for where, source in rng.sample(places, 4):
                assert _rates_seen(placed_rates(text, where, source)) == _rates_seen(_placed_rates(text, where, source))


_PERSON_PIECES = ["Today is 2026-06-17 (Wednesday), 10:05 local time.", "The current time is 2026-03-11 09:40:00",
                  "Today is Monday, November 30, 2026", "my order from June 28", "from the 15th", "at 7", "Our RPO is 15 minutes",
                  "the overall p50", "1.250 €", "October 14, 2026", "150k", "$29.10/hr", "23:30-05:30", "2h15", "the", "refund",
                  "local time zone is America/Chicago", "the API returns timestamps in UTC", "Europe/Berlin", "W1773051", "order"]


def _person_texts() -> list[str]:
    rng = random.Random(22)
    texts = [" ".join(rng.choices(_PERSON_PIECES, k=rng.randrange(1, 9))) for _ in range(300)]
    data = Path(__file__).resolve().parents[1] / "data"
    for path in sorted(data.glob("heldout1[2-6]/*.jsonl"))[:6]:
        if path.name.endswith(".truth.jsonl"):
            continue
        line = path.read_text().splitlines()[0]
        for m in assemble_run(parse_line(line.encode(), Source(str(path), 1)).messages).messages:
            if m.role in ("system", "user") and isinstance(m.text, str):
                texts.append(m.text)
    return texts


def test_a_person_texts_readings_kept_equal_read_again() -> None:
    """(speed20) `person_reading` keeps what the auditor reads of a person's text: the same forms,
    in the same order, and the same today and now as the scans it replaced, read anew."""
    from evidence_audit.evidence.ago_durations import stated_now
    from evidence_audit.evidence.locales import locale_readings
    from evidence_audit.evidence.person_readings import person_reading
    from evidence_audit.evidence.said import said_forms
    from evidence_audit.evidence.said_dates import (
        listed_month_days,
        said_days,
        said_full_dates,
        said_month_days,
        stated_today,
    )
    from evidence_audit.evidence.written import said_hours
    from evidence_audit.evidence.yearless_words import day_form, listed_month_day_form, month_day_form

    def normalized(raws: list[str]) -> tuple[str, ...]:
        return tuple(n for n in (normalize_token(raw) for raw in raws) if n)

    texts = _person_texts()
    for _ in range(2):
        for text in texts:
            raws = said_forms(text) + locale_readings(text) + said_full_dates(text)
            raws += [month_day_form(m, d) for m, d in said_month_days(text)]
            raws += [listed_month_day_form(m, d) for m, d in listed_month_days(text)]
            raws += [day_form(d) for d in said_days(text)]
            got = person_reading(text)
            assert got.hours == normalized(said_hours(text)) and got.forms == normalized(raws), text[:80]
            assert got.today == stated_today(text) and got.now == stated_now(text), text[:80]
    read = [person_reading(text) for text in texts]
    assert any(r.forms for r in read) and any(r.hours for r in read)
    assert any(r.today for r in read) and any(r.now for r in read)


def test_a_system_prompts_zones_kept_equal_read_again() -> None:
    """(speed20) `zones.context_reading` keeps what a system prompt says of zones: its tz names,
    whether it says its timestamps are UTC, its first ISO date."""
    from evidence_audit.evidence.written import iso_day

    texts = _person_texts()
    for _ in range(2):
        for text in texts:
            assert zones.context_reading(text) == (
                tuple(zones._tz_names(text)), zones._SAYS_UTC.search(text) is not None,
                iso_day(zones._TEXT_DATE.search(text))), text[:80]
    assert any(zones.context_reading(t)[0] for t in texts) and any(zones.context_reading(t)[1] for t in texts)


def test_the_exempt_door_at_any_budget_keeps_what_the_loop_kept() -> None:
    """(speed20) `add_exempt` stores a text's forms in one update when the budget cannot run out on
    the way: the same forms, in the same order, the same budget left, as one at a time, at every
    budget from none to more than enough, over a corpus that already holds some of them."""
    from evidence_audit.evidence.index import ExemptCorpus, exempt_forms

    texts = _person_texts()[:40] + _person_texts()[-5:]
    for text in texts:
        kept = exempt_forms(text)
        for budget in sorted({0, 1, 2, len(kept) // 2, len(kept) - 1, len(kept), len(kept) + 1, 10_000}):
            if budget < 0:
                continue
            fast, slow = ExemptCorpus(), ExemptCorpus()
            for corpus in (fast, slow):
                corpus.add_normalized("order")
                corpus.add_normalized(kept[len(kept) // 2] if kept else "x")
                corpus.budget = budget
            fast.add_exempt(text)
            for form in kept:  # the loop, one form at a time
                if form in slow.forms:
                    continue
                if slow.budget <= 0:
                    break
                slow.forms[form] = None
                slow.budget -= 1
            assert list(fast.forms) == list(slow.forms) and fast.budget == slow.budget, (text[:60], budget)


def test_a_rounded_factor_found_by_bisection_is_the_first_of_all_factors_tried() -> None:
    """(speed21) `units._rounded_factor` tries only the factors within one unit of the last place
    written (bisection over the factors by value): the same answer as trying every factor in order,
    for each factor rounded to 0-17 places and its neighbours a unit or two off, random numbers of
    1-16 digits at 0-18 places, and numbers past the bisection's bounds (more places, more digits)."""
    from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

    from evidence_audit.evidence import units

    def every_factor_tried(number: Decimal) -> tuple[str, str] | None:
        sign, digits, exponent = number.normalize().as_tuple()
        if sign or not isinstance(exponent, int) or exponent >= 0 or len(digits) < units.MIN_ROUNDED_DIGITS:
            return None
        quantum = Decimal(1).scaleb(exponent)
        for exact, found in units._EXACT:
            try:
                if exact.quantize(quantum, rounding=ROUND_HALF_UP) == number:
                    return found
            except InvalidOperation:
                continue  # (round 22) past the context's digits: no match (units._quantized)
        return None

    numbers: list[Decimal] = []
    for exact, _ in units._EXACT:
        for places in range(18):
            unit = Decimal(1).scaleb(-places)
            try:
                written = exact.quantize(unit, rounding=ROUND_HALF_UP)
            except InvalidOperation:
                continue  # (a large factor at many places passes the context's 28 digits)
            numbers.extend(written + k * unit for k in (-2, -1, 0, 1, 2))
    rng = random.Random(21)
    for _ in range(20_000):
        numbers.append(Decimal(rng.randrange(10 ** rng.randint(1, 16))).scaleb(-rng.randint(0, 18)))
    numbers += [Decimal("2.2046226218487758072297380135"), Decimal("0." + "0" * 20 + "8881784197"),
                Decimal("3.785411784000000000000000001"), Decimal("-2.2046"), Decimal("2.20460")]
    found = 0
    for number in numbers:
        try:
            expected: object = every_factor_tried(number)
        except InvalidOperation as error:
            expected = type(error)
        try:
            got: object = units._rounded_factor(number)
        except InvalidOperation as error:
            got = type(error)
        assert got == expected, number
        found += expected is not None
    assert found > 1_000  # (the factors' roundings are found: the test reaches the bisection's matches; 1,290 in round 22)
