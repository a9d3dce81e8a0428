"""(round 31) The `stated-shift` clock rule: a clock the person named, or one the answer wrote before
the value, moved by a duration the operator's rules (the system prompt) state, in the direction
they state it.

An operator's rules state the lengths and leads its answers count with once, for every run: `Route
K: crossing 2 h 45 min`, `Check-in closes 30 minutes before departure for vehicles and 15 minutes
before for foot passengers`. The answer gives the clocks they imply from a departure the person
asked about or the answer just wrote: `17:40, on time. Arrives ~20:25.` (17:40 + 2 h 45 min),
`Vehicle check-in closes at 17:10.` (the person's 17:40 less 30 minutes), `At about 10:15` (the
person's `tomorrow at 07:30` plus the crossing). `asked-shift` and `lead-time` read the durations a
person (a user) stated, or the value's line; the rules' durations they never read, and a lead's
direction (`before`) they take from the question's words, not from the rule's.

The durations: those the system prompt writes (`durations.durations_at`, and hours with minutes
`2 h 45`: `clock_leads.hour_minutes_at`), at most `MAX_LENGTHS`, none a whole number of days (a clock
plus 24 hours is itself) and none written with a bare `m` (`5.0 m` is a length in metres); each
counted back when a word of `before` follows it (`30 minutes before departure`: `asked_shifts`'
words, in the languages it reads), else forward. One direction each: a span counted both ways
from one base would reach the value's own neighbours.

The bases, in two tiers: (1) the clocks the person's last message writes, else those of the latest
person message that wrote a clock (`kl. 8:05` in the first question, then `when do we arrive?`);
(2) the resolved clocks the answer writes before the value (`clock_leads.answer_bases`). The chance
test: the value is refused when a reach of its tier or of the first lands on a one-digit neighbour
of it as written (am/pm kept); a value no reach gives stays flagged. Its price: an invented clock
equal to a clock the person named or the answer wrote, moved by a duration the rules state, none
of its neighbours so reached.
(round 32, clocks32) Where that search refuses (two durations, two bases: `14:30 + 2 hours` lands on
`16:30`, a neighbour of `16:00`), the durations whose rule's clause the value's clause names are
tried alone, with the same tiers and chance test: a word of 5 letters or more in both (`The cellar
tour and tasting run until 16:00` for `The cellar tour and tasting take 90 minutes, the supra 2
hours`; `then the supra until 18:00`). The clause: the text to a stop, comma, semicolon, colon,
line's end or dash, at most `MAX_CLAUSE` characters each way. Pure but for `StatedShifts`, the run's state.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from .asked_shifts import BEFORE_WORDS, question_bases
from .clock_forms import VALUE_CLOCK, value_clock, value_clock_neighbours
from .clock_leads import answer_bases, hour_minutes_at, naming_words
from .durations import ClockDerivation, bare_metres
from .hour_steps import layout_of, long_hours_at, whole_days_stated, written_lengths
from .shown_lengths import Tiers
from .text_memo import TextMemo

__all__ = ["StatedShifts", "explain_stated_shift", "shown_slip", "stated_tiers"]

MAX_LENGTHS: Final = 6  # the durations the system prompt states that are kept (the first)
MAX_TEXT: Final = 20_000  # characters of a system prompt read
DAY: Final = 24 * 60
# What may stand between a duration and its `before`: spaces, and the minutes' unit an hours-and-minutes
# reading (`2 h 45`) leaves after it (`2 h 45 min before`).
_GAP: Final = re.compile(r"[ \t]*(?:(?:minutes?|mins?)\.?[ \t]*)?", re.IGNORECASE)


# (round 32) A clause's bounds: a stop, a comma, a semicolon, a colon before a space, a line's end, a
# dash between words; a word that names what a clause is about: 5 letters or more, in any script (`cellar`,
# `tasting`, `supra`; not `the`, `and`, `take`).
_CLAUSE_END: Final = re.compile(r"[.,;:!?](?=\s|\Z)|\n|\s[-\u2013\u2014]\s")  # not a clock's or a number's point
MAX_CLAUSE: Final = 160  # characters of a clause read each way from a duration or a value


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the clause around `text[start:end]`: up to `MAX_CLAUSE` characters each way, to
    the clause's ends (`_CLAUSE_END`)."""
    low = max(0, start - MAX_CLAUSE)
    before = [m.end() for m in _CLAUSE_END.finditer(text, low, start)]
    first = before[-1] if before else low
    after = _CLAUSE_END.search(text, end, min(len(text), end + MAX_CLAUSE))
    last = after.start() if after is not None else min(len(text), end + MAX_CLAUSE)
    return first, last


def clause_words(text: str, start: int, end: int) -> frozenset[str]:
    """(round 32) The naming words (`clock_leads.naming_words`) of the clause around `text[start:end]`
    (`_clause`), `text[start:end]` itself not read (a duration's `minutes`, a value's digits)."""
    first, last = _clause(text, start, end)
    return naming_words(text[first:start]) | naming_words(text[end:last])


# (census39, review38 D7) A pause between two steps as a rules text states it: its clause writes
# `between` (two lots, batches, shifts) or `after each`, or names a pause (a break, a changeover, a
# turnaround), in the languages the project reads; a word of grammar and of the shop floor, not of one trade.
_PAUSE: Final = re.compile(
    r"\b(?:between|in[ -]between|after each|after every|entre|zwischen|nach jede[mnr]?|tussen|tra|fra|mellan|mellom|mellem"
    r"|mi\u0119dzy|mezi|medzi|k\u00f6z\u00f6tt|aras\u0131nda|antara|gi\u1eefa|\u00eentre|v\u00e4lill\u00e4|vahel|tarp|starp|izme\u0111u"
    r"|kati ya|apr\u00e8s chaque|despu\u00e9s de cada|tras cada|dopo ogni|ap\u00f3s cada"
    r"|breaks?|pauses?|changeovers?|change-overs?|turnarounds?|set-?ups?|intervals?|gaps?"
    r"|pausas?|descansos?|intervalos?|przerw[aąy]?|p\u0159est\u00e1vk[ay]|pauze|tauko|mola|jeda|istirahat|rehat|ngh\u1ec9"
    r"|mapumziko|Umr\u00fcst\w*|R\u00fcst\w*)\b"
    r"|(?<!\w)(?:\u043c\u0435\u0436\u0434\u0443|\u043c\u0456\u0436|\u0438\u0437\u043c\u0435\u0453\u0443|\u0438\u0437\u043c\u0435\u0452\u0443"
    r"|\u043f\u0435\u0440\u0435\u0440\u044b\w*|\u043f\u0435\u0440\u0435\u0440\u0432\w*|\u03bc\u03b5\u03c4\u03b1\u03be\u03cd"
    r"|\u03b4\u03b9\u03ac\u03bb\u03b5\u03b9\u03bc\u03bc\u03b1|\u0628\u064a\u0646|\u0627\u0633\u062a\u0631\u0627\u062d\u0629"
    r"|\u05d1\u05d9\u05df)(?!\w)"
    r"|\u0e23\u0e30\u0e2b\u0e27\u0e48\u0e32\u0e07|\u4e4b\u95f4|\u4e4b\u9593|\u4f11\u61a9|\u4f11\u606f|\uc0ac\uc774|\ud734\uc2dd"
    r"|\u092c\u0940\u091a|\u092c\u094d\u0930\u0947\u0915|\u09ae\u09a7\u09cd\u09af\u09c7|\u09ac\u09bf\u09b0\u09a4\u09bf",
    re.IGNORECASE)
# (mend39a, review39 D6) Or a step's own length stated per item, in one shape only: the per-item word
# before the subject, at most two words, then a verb of duration right before the duration (`each lot
# takes 6 minutes`, `cada lote tarda 6 minutos`, `每批需要6分钟`), or the per-item word right before it
# (`every 6 minutes`). Not `per`, nor the word anywhere in the clause (`Each sample is cupped 30
# minutes after roasting`, `3 cups per lot`, `takes 2 h 40 min for every load`). Read against the
# text up to the duration (`\Z`): the clause's bound (`MAX_CLAUSE`) bounds each search.
_EACH: Final = (r"(?:each|every|cada|chaque|jede[mnrs]?|ogni|elke|iedere?|varje|hver|ka\u017cd\w*|ka\u017ed\w*|svak\w*"
                r"|setiap|tiap|m\u1ed7i|kila|jokainen|minden|\u043a\u0430\u0436\u0434\w*|\u043a\u043e\u0436\u043d\w*|\u0643\u0644|\u0939\u0930)")
_TAKES: Final = (r"(?:takes?|lasts?|needs?|requires?|runs?|is|are|dura|duran|tarda|tardan|lleva|leva|demora|prend|dure"
                 r"|dauert|braucht|duurt|tar|tager|varer|trwa|zajmuje|trv\u00e1|s\u00fcrer|al\u0131r|memakan|butuh|m\u1ea5t"
                 r"|kest\u00e4\u00e4|tart|\u0437\u0430\u043d\u0438\u043c\u0430\u0435\u0442|\u0434\u043b\u0438\u0442\u0441\u044f"
                 r"|\u0437\u0430\u0439\u043c\u0430\u0454|\u0442\u0440\u0438\u0432\u0430\u0454|\u064a\u0633\u062a\u063a\u0631\u0642)")
_PER_ITEM: Final = re.compile(
    r"(?<!\w)" + _EACH + r"(?:[ \t]+[^\W\d_]+){0,2}?[ \t]+" + _TAKES + r"[ \t]+(?:about[ \t]+|around[ \t]+)?\Z"
    r"|(?<!\w)" + _EACH + r"[ \t]+\Z"
    r"|\u6bcf[^\W\d_]{1,6}?(?:\u9700\u8981|\u9700|\u8981|\u7528\u65f6|\u7528|\u82b1|\u8017\u65f6|\u5386\u65f6)[ \t]*\Z",
    re.IGNORECASE)


def pause_lengths(text: str) -> set[int]:
    """(census39, review38 D7) The durations (minutes) a rules text states as a pause between two
    steps or a step's length per item: the clause around the duration writes a `_PAUSE` word (`15
    minutes of cleaning between two lots`, `a 20-minute changeover`), or (mend39a) the text right
    before the duration is a `_PER_ITEM` shape (`each lot takes 6 minutes`); not a duration of
    anything else (`the truck takes 2 h 40 min for every load`, `cupped 30 minutes after roasting`)."""
    text = text[:MAX_TEXT]
    out: set[int] = set()
    for end, minutes, how in hour_minutes_at(text):
        first, last = _clause(text, end - len(how), end)
        if minutes > 0 and (_PAUSE.search(text, first, last) is not None
                            or _PER_ITEM.search(text, first, end - len(how)) is not None):
            out.add(minutes)
    return out


def stated_lengths(text: str) -> list[tuple[int, str, int]]:
    """The durations a rules text states: (minutes, as written, +1 forward or -1 back), in text
    order, one per length, at most `MAX_LENGTHS`."""
    return [(minutes, how, sign) for minutes, how, sign, _ in named_lengths(text)]


def named_lengths(text: str) -> list[tuple[int, str, int, frozenset[str]]]:
    """(round 32) `stated_lengths`, each with the naming words of its clause (`clause_words`)."""
    out: list[tuple[int, str, int, frozenset[str]]] = []
    text = text[:MAX_TEXT]
    seen: set[int] = set()
    for end, minutes, how in sorted(hour_minutes_at(text)):
        if minutes <= 0 or minutes % DAY == 0 or bare_metres(how) or minutes in seen:
            continue
        seen.add(minutes)
        gap = _GAP.match(text, end)
        back = gap is not None and BEFORE_WORDS.match(text, gap.end()) is not None
        out.append((minutes, how, -1 if back else 1, clause_words(text, end - len(how), end)))
        if len(out) >= MAX_LENGTHS:
            break
    return out


# (mend39a, review39 D1) The bound a tier of a rule states before its count, in the clause since the
# count before it (`under 2 kg`, `2 to 5 kg`, `over 5 kg`): a range, an upper or a lower bound. Words of
# comparison in the languages the project reads, then a number; the whole condition read by `search`
# over at most `MAX_CLAUSE` characters.
_NUMBER: Final = r"([0-9]{1,6}(?:[.,][0-9]{1,3})?)"
_RANGE: Final = re.compile(_NUMBER + r"[ \t]*[^\W\d_]{0,6}[ \t]*(?:to|-|\u2013|\u2014|bis|a|\u00e0|al|tot|till|til|do|\u0434\u043e)[ \t]*" + _NUMBER
                           + r"(?![0-9])", re.IGNORECASE)
_UNDER: Final = re.compile(r"(?:under|below|less than|up to|<|\u2264|unter|bis|menos de|hasta|moins de|jusqu'\u00e0|sotto|fino a"
                           r"|onder|poni\u017cej|do|\u0434\u043e|\u043c\u0435\u043d\u0435\u0435|alt\u0131nda|dibawah|kurang dari)[ \t]*" + _NUMBER,
                           re.IGNORECASE)
_OVER: Final = re.compile(r"(?:over|above|more than|from|>|\u2265|\u00fcber|ab|m\u00e1s de|desde|plus de|au-dessus de|oltre|sopra"
                          r"|boven|powy\u017cej|od|\u0441\u0432\u044b\u0448\u0435|\u043e\u0442|\u00fcst\u00fc|\u00fczeri|diatas|lebih dari)[ \t]*" + _NUMBER,
                          re.IGNORECASE)


def _number(written: str) -> Decimal:
    return Decimal(written.replace(",", "."))


def stated_tiers(text: str) -> Tiers:
    """(mend39a, review39 D1) The counts a rules line states as tiers of one step: a line that states
    two durations or more, one of them after a bound (`wheels under 2 kg 12 hours, 2 to 5 kg 18 hours,
    over 5 kg 40 hours`): each count (minutes) with the bound written since the count before it
    (`_RANGE`, `_UNDER`, `_OVER`), none either way where it writes none. A count stated twice keeps
    no bound (it fits no row). `shown_lengths` takes such a count from a row only where the row's
    measure is in its bound, from a lead-in never."""
    text = text[:MAX_TEXT]
    out: Tiers = {}
    for found in re.finditer(r"[^\n]+", text):
        line = found.group(0)
        if not any(ch.isdigit() for ch in line):
            continue
        read = {end: (minutes, how) for end, minutes, how in hour_minutes_at(line)}
        read.update({end: (minutes, how) for end, minutes, how in long_hours_at(line)})
        if len(read) < 2:
            continue
        previous = 0
        bounds: list[tuple[int, tuple[Decimal | None, Decimal | None]]] = []
        for end in sorted(read):
            minutes, how = read[end]
            start = max(previous, end - len(how) - MAX_CLAUSE)
            condition = line[start:end - len(how)]
            bound: tuple[Decimal | None, Decimal | None] = (None, None)
            ranged = _RANGE.search(condition)
            under = _UNDER.search(condition)
            over = _OVER.search(condition)
            if ranged is not None:
                bound = (_number(ranged.group(1)), _number(ranged.group(2)))
            elif under is not None:
                bound = (None, _number(under.group(1)))
            elif over is not None:
                bound = (_number(over.group(1)), None)
            bounds.append((minutes, bound))
            previous = end
        if len({m for m, _ in bounds}) < 2 or all(b == (None, None) for _, b in bounds):
            continue
        for minutes, bound in bounds:
            out[minutes] = (None, None) if minutes in out else bound
    return out


_SystemReading = tuple[
    frozenset[int],
    tuple[tuple[int, tuple[Decimal | None, Decimal | None]], ...],
    tuple[tuple[int, str, int, frozenset[str]], ...],
    tuple[tuple[int, str, int, frozenset[str]], ...],
]


def _system_reading(text: str) -> _SystemReading:
    """(speed43) What `StatedShifts.add_system_text` reads of a text, before its own bounds: the
    pauses, the tiers, the named lengths and every count of hours over a day (minutes, as written,
    its direction, its clause's words), in text order. Pure: a function of the text."""
    pauses = frozenset(pause_lengths(text))
    tiers = tuple(stated_tiers(text).items())
    named = tuple(named_lengths(text))
    text = text[:MAX_TEXT]
    long: list[tuple[int, str, int, frozenset[str]]] = []
    for end, minutes, how in long_hours_at(text):
        gap = _GAP.match(text, end)
        back = gap is not None and BEFORE_WORDS.match(text, gap.end()) is not None
        long.append((minutes, how, -1 if back else 1, clause_words(text, end - len(how), end)))
    return pauses, tiers, named, tuple(long)


# (speed43) the readings of the rules texts read lately: each case of a run reads its rules text again
_SYSTEM_READ: Final[TextMemo[_SystemReading]] = TextMemo(entries=16, chars=1 << 20)


class StatedShifts:
    """The run's state for `stated-shift`: the durations the system prompt states, the clocks of the
    latest person message that wrote one; (coffee38) the counts of hours over a day it states
    (`long`: asked by `_shown_step` only, where the value's line or column writes that count)."""

    __slots__ = ("lengths", "said", "long", "pauses", "tiers", "whole_days")

    def __init__(self) -> None:
        self.lengths: list[tuple[int, str, int, frozenset[str]]] = []
        self.pauses: set[int] = set()  # (census39) the minutes of the rules' durations stated as a pause between steps
        self.said: list[tuple[int, str, bool]] = []
        self.long: list[tuple[int, str, int, frozenset[str]]] = []
        self.tiers: Tiers = {}  # (mend39a) the rules' counts stated as tiers of one step, with their bounds
        # (mend44c, review44 D4) the rules' counts of whole days of hours (`brined 48 hours`), minutes
        self.whole_days: frozenset[int] = frozenset()

    def add_system_text(self, text: str) -> None:
        # (speed43) what the text states, read once per text (`_SYSTEM_READ`): a run's rules text was
        # read again at each case's first question (`check_answer`), 2.9% of a held-out case
        pauses, tiers, named, long = _SYSTEM_READ.read(text, _system_reading)
        self.whole_days |= whole_days_stated(text[:MAX_TEXT])
        self.pauses |= pauses
        for minutes, bound in tiers:
            self.tiers[minutes] = (None, None) if minutes in self.tiers else bound
        for length in named:
            if len(self.lengths) < MAX_LENGTHS and all(length[0] != kept[0] for kept in self.lengths):
                self.lengths.append(length)
        for minutes, how, sign, words in long:
            if len(self.long) < MAX_LENGTHS and all(minutes != kept[0] for kept in self.long):
                self.long.append((minutes, how, sign, words))

    def add_person_text(self, text: str) -> None:
        bases = question_bases(text[:MAX_TEXT])
        if bases:
            self.said = bases


def _lands(reach: int, target: int, exact: bool) -> bool:
    return reach % DAY == target if exact else reach % (DAY // 2) == target % (DAY // 2)


def explain_stated_shift(answer: str, value: str, resolved: list[str], shifts: StatedShifts) -> ClockDerivation | None:
    """The value (a normalized clock) as a person's or the answer's clock moved by a duration the
    rules state (the module's docstring), or None."""
    # (fish39) the rules' counts of hours over a day alone are read too (`takes 30 hours`: `_shown_step`)
    if not shifts.lengths and not shifts.long or not shifts.said and not resolved:
        return None
    target = value_clock(value, VALUE_CLOCK)
    if target is None:
        return None
    tiers: list[list[tuple[int, str, bool, tuple[str, str]]]] = [
        [(b, how, half or _half_known(how, b), ("user", "a clock the person named")) for b, how, half in shifts.said]]
    found_bases = answer_bases(answer, value, resolved) if resolved else None
    if found_bases is not None:
        tiers.append([(b, how, _half_known(how, b), ("answer", f"answer offset {at}")) for b, how, at in found_bases[1]])
    neighbours = value_clock_neighbours(value, VALUE_CLOCK)
    lengths = [(length, said, sign) for length, said, sign, _ in shifts.lengths]
    if found_bases is not None and _row_start(answer, found_bases[0].start()):
        # (mend39a, review39 D6) a row's start in a column of clock ranges is the row above's end moved
        # by a stated pause only (`_column_step`): not by any duration of the rules from any clock the
        # answer wrote (`| 08:00–10:00 |` then `| 10:30–later |` for `Each sample is cupped 30 minutes`)
        if not shifts.said:
            return _column_step(answer, value, found_bases[0], found_bases[1], neighbours, shifts)
        tiers = tiers[:1]
    found = _tiered(value, tiers, neighbours, lengths)
    if found is None and found_bases is not None and len(lengths) > 1:
        # (round 32) the durations whose rule the value's clause names, alone: `The cellar tour and
        # tasting run until 16:00` for the rules' `The cellar tour and tasting take 90 minutes, the
        # supra 2 hours` (14:30 + 2 hours reached 16:30, a neighbour, and refused the tour's 90)
        written = found_bases[0]
        words = clause_words(answer, written.start(), written.end())
        named = [(length, said, sign) for length, said, sign, naming in shifts.lengths if naming & words]
        if named and len(named) < len(lengths):
            found = _tiered(value, tiers, neighbours, named)
    if found is None and found_bases is not None:
        found = _shown_step(answer, value, found_bases, neighbours, shifts)
    return found


# (rice36) a clock written between two others' digits: `15:00`, `7:00` (what a shown step's base has
# no other of between it and the value)
_ANY_CLOCK: Final = re.compile(r"[0-9]:[0-5][0-9]")


def _shown_step(
    answer: str, value: str, found_bases: tuple[re.Match[str], list[tuple[int, str, int]]],
    neighbours: list[tuple[int, bool]], shifts: StatedShifts,
) -> ClockDerivation | None:
    """(rice36) A step the answer shows: the value is the resolved clock written right before it (on
    its line or the line before, no other clock between) moved by a duration the rules state whose
    clause the value's clause names (`* Soak ends 15:00` / `* Steam ends 15:20` for the rules' `soak 8
    hours, steam 20 minutes`), chance-tested against that base alone, as a date's shown step is
    (`computed/basis._shown_step`). The tiers' search refused it when a person's clock of unknown
    half (`If we'd started at 7:00?`) moved by a rule's span reached a neighbour (`7:20`, `19:20`
    beside `15:20`); the answer's own list of steps is the base it shows."""
    written, bases = found_bases
    if not bases:
        return None
    base, how, at = bases[-1]
    between = answer[at + len(how):written.start()]
    if between.count("\n") > 1 or _ANY_CLOCK.search(between) is not None:
        return _column_step(answer, value, written, bases, neighbours, shifts)
    words = clause_words(answer, written.start(), written.end())
    # (kiln43) a count of hours over a day the rules state named by the value's clause as a shorter
    # one is (`- Firing ends 00:00 on 14 Feb` after `Loading 06:00–12:00` for `then firing 36 h`)
    named = [(length, said, sign) for length, said, sign, naming in shifts.lengths + shifts.long if naming & words]
    # (coffee38) or whose count the value's line writes before it, or its table column's header
    # (`36 hours of fermentation later, at 09:20`; `| Washing (+36 h) |` over `| 13:00–15:30 | 30 Dec 03:30 |`)
    shown = written_lengths(answer, written.start(), shifts.tiers)
    named += [(length, said, sign) for length, said, sign, _ in shifts.lengths + shifts.long
              if length in shown and (length, said, sign) not in named]
    found: ClockDerivation | None = None
    if named:
        tier = [(base, how, _half_known(how, base), ("answer", f"answer offset {at}"))]
        found = _tiered(value, [tier], neighbours, named)
    return found if found is not None else _column_step(answer, value, written, bases, neighbours, shifts)


def shown_slip(answer: str, value: str, resolved: list[str], shifts: StatedShifts) -> bool:
    """(coffee38) Whether the value is a one-digit slip of the step the answer shows: the resolved
    clock written right before it (on its line or the line before, no clock between) moved by a
    duration of the rules that the value's line or column header writes (`| Washing (+36 h) |` over
    `| 13:00–15:30 | 30 Dec 13:30 |`: 15:30 + 36 h is 03:30), reaching a neighbour of it and not it.
    Such a value is refuted before a looser rule (`end-time`'s `15:30 - 2 h` of a `<think>`) takes it."""
    if not shifts.long or not resolved or ":" not in value:
        return False
    found_bases = answer_bases(answer, value, resolved)
    if found_bases is None or not found_bases[1]:
        return False
    written, bases = found_bases
    base, how, at = bases[-1]
    between = answer[at + len(how):written.start()]
    if between.count("\n") > 1 or _ANY_CLOCK.search(between) is not None:
        return False
    shown = written_lengths(answer, written.start(), shifts.tiers)
    lengths = [(length, sign) for length, _, sign, _ in shifts.long if length in shown]
    target = value_clock(value, VALUE_CLOCK)
    if not lengths or target is None:
        return False
    neighbours = value_clock_neighbours(value, VALUE_CLOCK)
    reaches = [base + sign * length for length, sign in lengths]
    if any(_lands(reach, target[0], target[1]) for reach in reaches):
        return False
    return any(_lands(reach, near, near_half) for reach in reaches for near, near_half in neighbours)


def _row_start(answer: str, start: int) -> bool:
    """(mend39a) Whether the clock at `start` is the first clock of a table cell whose cell right above
    in its column holds a clock (`| 08:00–10:00 |` over `| 10:15–11:45 |`), no clock written before it
    on its row (`| 4 Apr 21:35 | 40 | 6 Apr 13:35 |` steps from its own row): the shape `_column_step` reads."""
    line = answer.rfind("\n", 0, start) + 1
    if not answer[line:start].lstrip().startswith("|") or _ANY_CLOCK.search(answer, line, start) is not None:
        return False
    layout = layout_of(answer)
    cell = layout.cell(start)
    if cell is None or cell.row < 1:
        return False
    own = layout.span(cell.table, cell.row, cell.column)
    above = layout.span(cell.table, cell.row - 1, cell.column)
    return (own is not None and above is not None and _ANY_CLOCK.search(answer, own[0], start) is None
            and _ANY_CLOCK.search(answer, above[0], above[1]) is not None)


def _column_step(
    answer: str, value: str, written: re.Match[str], bases: list[tuple[int, str, int]],
    neighbours: list[tuple[int, bool]], shifts: StatedShifts,
) -> ClockDerivation | None:
    """(coffee38) A table's column of clock ranges, each row's start the row above's end moved by a
    duration the rules state as a pause between steps (`| 15:45–17:45 |` then `| 18:00–19:45 |` for `15 minutes of cleaning
    between two lots`; census39: no other duration, `pause_lengths`): the value, the first clock of its cell, is the last clock of the cell right
    above it in its column (resolved) moved by one of the rules' durations, chance-tested against that
    base alone (no other of the durations reaching a one-digit neighbour)."""
    start = written.start()
    line = answer.rfind("\n", 0, start) + 1
    if not answer[line:start].lstrip().startswith("|"):
        return None
    layout = layout_of(answer)
    cell = layout.cell(start)
    if cell is None or cell.row < 1:
        return None
    own = layout.span(cell.table, cell.row, cell.column)
    above = layout.span(cell.table, cell.row - 1, cell.column)
    if own is None or above is None or _ANY_CLOCK.search(answer, own[0], start) is not None:
        return None
    inside = [b for b in bases if above[0] <= b[2] < above[1]]
    if not inside:
        return None
    base, how, at = inside[-1]
    if _ANY_CLOCK.search(answer, at + len(how), above[1]) is not None:
        return None  # the base is the last clock of the cell above (a range's end)
    tier = [(base, how, _half_known(how, base), ("answer", f"answer offset {at}"))]
    # (census39, review38 D7) only a duration the rules state as a pause between steps (`pause_lengths`):
    # a row's start is not the row above's end moved by the truck's 2 h 40 min or a tasting's 30 minutes
    pauses = [(length, said, sign) for length, said, sign, _ in shifts.lengths if length in shifts.pauses]
    return _tiered(value, [tier], neighbours, pauses) if pauses else None


def _tiered(
    value: str, tiers: list[list[tuple[int, str, bool, tuple[str, str]]]], neighbours: list[tuple[int, bool]],
    lengths: list[tuple[int, str, int]],
) -> ClockDerivation | None:
    """The value as a base of the tiers moved by one of `lengths`: the first tier's hit, or None when a
    reach of the tier or of one before lands on a one-digit neighbour of the value (the chance test)."""
    target = value_clock(value, VALUE_CLOCK)
    if target is None:
        return None
    reaches: list[tuple[int, bool]] = []
    for tier in tiers:
        hit: ClockDerivation | None = None
        for base, how, base_half, (source, where) in tier:
            for length, said, sign in lengths:
                reach = base + sign * length
                reaches.append((reach, base_half))
                if hit is None and _lands(reach, target[0], target[1] and base_half):
                    op = "+" if sign > 0 else "-"
                    hit = ClockDerivation(
                        "stated-shift", f"{how} {op} {said} = {value}",
                        ((how, source, where), (str(length), "duration", f"the system prompt states {said!r}")))
        if any(_lands(reach, near, near_half and half) for near, near_half in neighbours for reach, half in reaches):
            return None  # the chance test: a one-digit neighbour is reached by this tier or the one before
        if hit is not None:
            return hit
    return None


def _half_known(written: str, minutes: int) -> bool:
    """Whether a clock as written says its half of the day: an am/pm, an hour past 12, or a
    24-hour clock's leading zero (`07:30`: no one writes half past seven in the evening so)."""
    written = written.strip()
    return minutes >= 13 * 60 or written[-1:].lower() in ("m", ".") or written[:1] == "0"

