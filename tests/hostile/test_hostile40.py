"""(hostile40) The patterns round 39's fuzzer still listed, found where they are asked.

Reached by a long string through `check` (CPU seconds of one `check_answer`, main 99ff991e):

- `stated_exchanges._PER`, `_ONE_IS`, `_PAIR` are asked with `finditer` over a whole text that
  writes `per`, `/`, `=`, `to` or `is` (`rate_steps._placed_rates`: every tool result and the
  answer). Their blanks and stars between two parts (`[ \\t]*\\**` then `[ \\t]*`) split one run of
  blanks every way: a tool result `Rate 1`, 16,000 blanks, `! per day` took 47.7 s of `check`;
  `EUR/USD` then 1,000 blanks is the cube of `_PAIR` alone (2.1 s).
- `count_divisions._UNIT_COUNT` is asked with `finditer` over the answer before a value per a unit
  (`stated_unit_counts`): the same text in the answer, 1.8 s at 16,000 blanks.
- `sibling_quotes._TAIL` is asked with `match` (ending in `\\Z`: a fullmatch) of a list item's tail
  after its last colon: `- c: 12`, 16,000 blanks, `!` 0.98 s.

Each run is now possessive where what follows it is never a blank (a currency, `=`, a colon, a star,
a digit, a letter, `(`), so no later part could take what it gave back: the same language. The
tests below hold each to main's pattern at every start (`finditer`, `match`, `fullmatch`, groups and
all) on random texts built from its own pieces, and run the hostile answers through `check` (on
main they cost the seconds above; only a floor of a few seconds is asserted).

Not reached by a long string (what bounds the slice each sees): `computed.cues._NAME_THEN_NUMBER`
(`match` at a gap's end, whose greedy first word and optional rest succeed at once, or `fullmatch`
of at most `gaps.MAX_NAME_GAP` = 48 characters); `date_steps._TERM_COUNT` (inside one `_DAY_BEFORE`
match: `the day before` and at most 80 characters); `names._NAME` (`fullmatch` of a value of 4-24
characters, the length tested first); `record_ends._NAME_BEFORE` (40 characters before a value);
`print_sizes._TIMES_BEFORE` (8 characters); `rate_factors._AMOUNT_BEFORE` (24 characters);
`worded_dates._DAY_BEFORE` (`_LOOK_BACK` = 48 characters); `print_sizes._SIZE` (`finditer`, every
part after the first number optional: the first try at a number succeeds, one pass; `91`, 16,000
stars, `! mm` through `check`: 0.06 s); `script_digits._RUN` (`finditer`, its repeat can always
stop: a digit run of another script with marks, one pass); `joined._MARKED_DIGITS` (`findall` of
one normalized token; `1a` then 16,000 dots through `check` 0.04 s); `glued_amounts._AFTER`
(`fullmatch` of one token: its number's repeats are bounded or one-way, 16,000 digits then `!`
under a millisecond).
"""

from __future__ import annotations

from pathlib import Path

import random
import re
import time

import pytest

from evidence_audit.evidence import check_answer, count_divisions, resolve_gate, sibling_quotes, stated_exchanges

from .work_counts import forget_readings

GATE = resolve_gate({})

# main's (99ff991e) patterns, as the modules wrote them
_X = stated_exchanges
OLD_NUMBER = r"\**[ \t]*" + _X._DIGITS + r"[ \t]*\**"
OLD_PER = re.compile(
    r"(?<![0-9.,])" + OLD_NUMBER.removeprefix(r"\**[ \t]*") + r"[ \t]*" + _X._CURRENCY
    + r"[ \t]*(?:per|/|to[ \t]+(?:the|a|one|1))[ \t]*(?:1[ \t]*)?" + _X._CURRENCY + r"(?![A-Za-z])", re.IGNORECASE)
OLD_ONE_IS = re.compile(
    r"(?<![0-9.,])(?:1[ \t]*" + _X._CURRENCY + r"|" + _X._CURRENCY + r"[ \t]*1)(?![0-9.,])[ \t]*(?:=|\uff1d|is|equals)[ \t]*"
    + r"(?:" + _X._CURRENCY + r"[ \t]*)?" + OLD_NUMBER + r"(?:[ \t]*" + _X._CURRENCY + r")?(?![A-Za-z])", re.IGNORECASE)
OLD_PAIR = re.compile(
    r"(?<![A-Za-z/])([A-Z]{3})[ \t]?/[ \t]?([A-Z]{3})(?![A-Za-z/])[ \t]*[:=]?[ \t]*" + OLD_NUMBER + r"(?![0-9.,])")
OLD_UNIT_COUNT = re.compile(
    r"(?<![\w.,$\u20ac\u00a3\u00a5/:-])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,5}(?:\.[0-9]{1,3})?)[ \t]*(?:\*\*)?[ \t]*"
    r"([A-Za-z]{1,12})(?![A-Za-z])")
OLD_TAIL = re.compile(sibling_quotes._TAIL.pattern.replace(r"[\s*_]*+", r"[\s*_]*"))

EXCHANGE_PIECES = ["1", "7.12", "1,350", "0,92", "149.2", "0", " ", " ", "\t", "*", "**", "USD", "EUR", "JPY", "GBP", "$",
                   "\u20ac", "\u00a5", "R$", "per", "/", "to the", "to", "=", "\uff1d", "is", ":", "EUR/USD", "USD/JPY", "x", "!",
                   ".", ",", "dollars", "yen", "a", "one", "1 USD", "\n"]
ONE_IS_PIECES = ["1 USD", "$1", "€ 1", "1", " ", " ", "\t", "*", "**", "=", "\uff1d", "is", "equals", "7.12", "7,12",
                 "1,350", "CNY", "¥", "yen", "x", "!", ".", ","]
UNIT_PIECES = ["1", "12", "1,240", ",", "5", ".", " ", " ", "\t", "**", "*", "days", "GB", "x", "$", "-", ":", "a", "\n"]
TAIL_PIECES = [" ", " ", "\t", "\n", "*", "**", "_", "$", "\u20ac", "12", "1,5", ".", "3", "%", "GB", "May", "(a)", "(", ")",
               ";", ",", "x", "!"]


def _texts(pieces: list[str], count: int, seed: int = 40, longest: int = 14) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(pieces) for _ in range(rng.randint(0, longest))) for _ in range(count)]


def _spans(m: re.Match[str] | None) -> tuple[tuple[int, int], ...] | None:
    return None if m is None else tuple(m.span(g) for g in range(1 + (m.re.groups or 0)))


@pytest.mark.parametrize(("new", "old", "pieces"), [
    (stated_exchanges._PER, OLD_PER, EXCHANGE_PIECES),
    (stated_exchanges._ONE_IS, OLD_ONE_IS, ONE_IS_PIECES),
    (stated_exchanges._PAIR, OLD_PAIR, EXCHANGE_PIECES),
    (count_divisions._UNIT_COUNT, OLD_UNIT_COUNT, UNIT_PIECES),
    (sibling_quotes._TAIL, OLD_TAIL, TAIL_PIECES),
], ids=["_PER", "_ONE_IS", "_PAIR", "_UNIT_COUNT", "_TAIL"])
def test_the_rewritten_patterns_match_what_they_matched(new: re.Pattern[str], old: re.Pattern[str], pieces: list[str]) -> None:
    assert new.pattern != old.pattern and new.flags == old.flags
    matched = 0
    for text in _texts(pieces, 4000):
        assert [_spans(m) for m in new.finditer(text)] == [_spans(m) for m in old.finditer(text)], text
        for i in range(len(text) + 1):
            m = new.match(text, i)
            assert _spans(m) == _spans(old.match(text, i)), (text, i)
            assert _spans(new.fullmatch(text, i)) == _spans(old.fullmatch(text, i)), (text, i)
            matched += m is not None
    assert matched > 100  # the pieces build texts the patterns read, not only refusals


@pytest.mark.parametrize(("pattern", "text", "groups"), [
    (stated_exchanges._PER, "at 149.2 **  yen per dollar", ("149.2", "yen", "dollar")),
    (stated_exchanges._PER, "0.92 euros to the dollar", ("0.92", "euros", "dollar")),
    (stated_exchanges._ONE_IS, "1 USD =  ** 7,12 CNY", ("USD", None, None, "7,12", "CNY")),
    (stated_exchanges._PAIR, "EUR/USD :  ** 1.0850", ("EUR", "USD", "1.0850")),
    (count_divisions._UNIT_COUNT, "With 1,240 ** sq ft", ("1,240", "sq")),
    (sibling_quotes._TAIL, " **12 GB** (the base) ;", ("12",)),
])
def test_the_rates_and_quantities_still_read(pattern: re.Pattern[str], text: str, groups: tuple[str | None, ...]) -> None:
    m = pattern.search(text) if pattern is not sibling_quotes._TAIL else pattern.match(text)
    assert m is not None and m.groups() == groups


@pytest.mark.parametrize(("pattern", "text"), [
    (stated_exchanges._PER, "at 149.2 ** x yen per dollar"),  # a word between the number and the currency
    (stated_exchanges._PAIR, "EUR/USD :: 1.0850"),  # two colons
    (count_divisions._UNIT_COUNT, "With 1,240 *** sq ft"),  # three stars
    (sibling_quotes._TAIL, " 12 GB  ! "),  # a mark the tail does not allow
])
def test_what_was_refused_is_refused(pattern: re.Pattern[str], text: str) -> None:
    found = list(pattern.finditer(text)) if pattern is not sibling_quotes._TAIL else [pattern.match(text)]
    assert [m for m in found if m is not None] == []


RUN = [{"role": "system", "content": "You help with orders."},
       {"role": "user", "content": "What is the total for order 7731?"},
       {"role": "tool", "content": '{"order": 7731, "amount": 120.50, "items": 3}'}]
ANSWER = "Order 7731 totals 120.50 for 3 items, then 48213."


@pytest.mark.parametrize(("answer", "extra"), [
    (ANSWER, "Rate 1" + " " * 16000 + "! per day"),  # `_PER`: 47.7 s of check on main
    (ANSWER, "EUR/USD" + " " * 2000 + "!"),  # `_PAIR`: the cube, ~17 s on main
    (ANSWER, "1 USD =" + " " * 16000 + "!"),  # `_ONE_IS`
    (ANSWER + "\nRate 1" + " " * 16000 + "! per day, 48213.", None),  # `_UNIT_COUNT` (and `_PER`)
    (ANSWER + "\n- a: 120.50\n- b: 7731\n- c: 12" + " " * 16000 + "!\n- d: 48213", None),  # `_TAIL`
], ids=["per", "pair", "one-is", "unit-count", "tail"])
def test_a_run_of_blanks_through_check_still_flags_the_invention(answer: str, extra: str | None) -> None:
    run = RUN + ([{"role": "tool", "content": extra}] if extra is not None else [])
    forget_readings(GATE)
    started = time.process_time()
    verdict = check_answer(answer, run, GATE)
    assert time.process_time() - started < 8.0  # a floor, not a timing: main took 17-48 s on the first two
    assert "48213" in {u.value for u in verdict.unsupported}


@pytest.mark.parametrize(("module", "name", "how"), [
    (stated_exchanges, "_PER", "finditer"), (stated_exchanges, "_ONE_IS", "finditer"), (stated_exchanges, "_PAIR", "finditer"),
    (count_divisions, "_UNIT_COUNT", "finditer"), (sibling_quotes, "_TAIL", "match"),
])
def test_each_pattern_is_asked_as_measured(module: object, name: str, how: str) -> None:
    """The equivalence above is of the patterns; the cost measured is of these asks (a new ask, e.g.
    a `search` of `_TAIL` without its `\\Z`, is to be measured again)."""
    # the checkout's source, not `module.__file__`: a compiled module's file is its extension
    path = Path(__file__).resolve().parents[2] / "src" / Path(*module.__name__.split(".")).with_suffix(".py")  # type: ignore[attr-defined]
    source = path.read_text(encoding="utf-8")
    asks = set(re.findall(re.escape(name) + r"\.(\w+)\(", source))
    assert asks == {how}


# --- terse_swaps: the swap asked first (the cost per uncarried value) ---------------------------------

from evidence_audit.evidence import terse_swaps as terse_module  # noqa: E402
from evidence_audit.evidence.near_misses import swaps_of, terse  # noqa: E402
from evidence_audit.evidence.unverified import _Number  # noqa: E402


def _main_terse_swaps(answer, numbers, held, carried, said, min_digits, computes, restated=frozenset()):  # type: ignore[no-untyped-def]
    """`terse_swaps` as main (99ff991e) wrote it: each number asked about itself first."""
    if not terse(answer):
        return []
    open_numbers: list[_Number] = []
    asked = 0
    for n in numbers:
        value = n.value
        digits = sum(1 for ch in value if ch.isdigit())
        if digits < 2 or digits >= min_digits or value.startswith("-"):
            continue
        if value in held or value in carried or value in said or any(o.value == value for o in open_numbers):
            continue
        asked += 1
        if asked > 4:
            return []
        if not computes(answer, value):
            open_numbers.append(n)
    if len(open_numbers) != 1:
        return []
    n = open_numbers[0]
    written = answer[n.start : n.end]
    if written != n.digits:
        return []
    for swapped in swaps_of(n.value):
        if swapped not in carried and swapped not in restated and computes(answer[: n.start] + swapped + answer[n.end :], swapped):
            return [(n.value, written)]
    return []


def _numbers(answer: str) -> list[_Number]:
    out = []
    for m in re.finditer(r"[0-9]+(?:[.,][0-9]+)?", answer):
        digits = m.group(0).replace(",", "").replace(".", "")
        value = m.group(0).replace(",", "")
        out.append(_Number(m.start(), m.end(), value, m.group(0) if "," not in m.group(0) else digits))
    return out


def test_terse_swaps_gives_main_s_verdict_with_no_more_asks_for_one_value() -> None:
    """Every reply of one to three short numbers (one value repeated, grouped, or several), every
    truth table of the arithmetic over the texts asked: the same verdict as main's order of asks; for
    one value with at most one swap, never more asks than main, and one fewer when its swap is not
    computed (the value itself is asked only then)."""
    rng = random.Random(40)
    values = ["17", "71", "12", "21", "44", "606", "660", "6.5", "5.6", "10", "1,50", "95"]
    saved = checked = 0
    for _ in range(3000):
        picked = [rng.choice(values) for _ in range(rng.randint(1, 3))]
        answer = "so " + " and ".join(picked) + " left"
        numbers = _numbers(answer)
        carried = set(rng.sample(values, rng.randint(0, 2)))
        truth: dict[tuple[str, str], bool] = {}

        def computes(text: str, value: str, asks: list[int]) -> bool:
            asks[0] += 1
            return truth.setdefault((text, value), rng.random() < 0.4)

        main_asks, new_asks = [0], [0]
        want = _main_terse_swaps(answer, numbers, set(), carried, set(), 4, lambda t, v: computes(t, v, main_asks))
        got = terse_module.terse_swaps(answer, numbers, set(), carried, set(), 4, lambda t, v: computes(t, v, new_asks))
        assert got == want, (answer, carried, truth)
        asked = {n.value for n in numbers if n.value not in carried and 2 <= sum(c.isdigit() for c in n.value) < 4}
        if len(asked) == 1 and new_asks[0] <= 1 and main_asks[0] >= 1:
            assert new_asks[0] <= main_asks[0], (answer, carried)
            saved += main_asks[0] - new_asks[0]
            checked += 1
    assert checked > 300 and saved > 100


@pytest.mark.parametrize(("swap_computed", "value_computed", "flagged", "asks"), [
    (False, False, False, 1),  # a short value no rule reads: main asked twice (itself, then 71)
    (False, True, False, 1),  # a value the arithmetic computes: one ask, as on main
    (True, False, True, 2),  # its swap computed, itself not: flagged, as on main
    (True, True, False, 2),  # both computed (main: one ask): not flagged
])
def test_one_short_value_asks_its_swap_first(swap_computed: bool, value_computed: bool, flagged: bool, asks: int) -> None:
    answer = "It costs 17."
    numbers = [_Number(9, 11, "17", "17")]
    asked: list[tuple[str, str]] = []

    def computes(text: str, value: str) -> bool:
        asked.append((text, value))
        return swap_computed if value == "71" else value_computed

    got = terse_module.terse_swaps(answer, numbers, set(), set(), set(), 4, computes)
    assert got == ([("17", "17")] if flagged else [])
    assert asked[0] == ("It costs 71.", "71") and len(asked) == asks
