"""A hyphen that joins a word, a prefix letter or a case ending to a number is no minus sign (round 29, spellings
dial): Hebrew `ב-20:05` (at 20:05), `ל-3` (for 3), Arabic `ب-20`, English `over-25 kg`,
`under-18s`, `pre-2020`: the number is the value, read as if a space stood for the hyphen.

Hebrew glues its one-letter prepositions to a number with a hyphen (`ב-`, `ל-`, `מ-`, `ה-`), and
any language joins a word to a number so (`over-25`, `mid-2024`). The tokenizer read the first as a
negative clock (`-20:05`: flagged, and the clock rules never saw 20:05) and the second as an
identifier no result carried (`over-25`). `unprefixed` respells the text at the same offsets, the
hyphen a space, where:
- the hyphen stands right after a letter of a script other than Latin (`\\w` letters beyond
  ASCII: Hebrew, Arabic, Cyrillic, Greek, Thai...) and right before a digit; or
- it stands after a lower-case ASCII word of two letters or more (no letter, digit, `-`, `_`, `.`,
  `/` or `:` before the word) and before a number that ends there (no letter, digit, `-`, `/` or
  `_` after it, nor a point or colon and more of a code) and that a unit of measure follows (the
  units table's, `units.unit_after`): the number is a quantity, `over-25 kg`, `sub-500 g`; (spell31)
  or that is a whole hour a clock on its line has (`alas-7 at alas-8 ng umaga (7:00–8:00)`: an hour
  word glued to its hour, as Tagalog writes `a las 7`); (months37) or that is the day of a date in
  words of another language (`fit-30 ta' Diċembru`, Maltese's article glued to the day:
  `worded_dates.py`); a word and number neither follows is a name or an id (`srv-9999`, `alpha-3`, `covid-19`);
- (stable34) the hyphen stands right after a digit and right before a case ending in a script
  other than Latin, its first letter no capital: Kazakh writes `10:00-де` (at 10:00), `10:45-те`,
  `28.11-ден` (from 28 November), Georgian `7-ში` (in 7), Russian `10-го`. The tokenizer read
  `10:00-` as an identifier no result carried, and the clock and date rules never saw `10:00` or
  `28.11`. A code in capitals (`12-КЗ`) keeps its hyphen; (mend34) so does a number of four digits
  or more, or of three with a single letter (`кв. 4512-а`, `112-б`, Hebrew `58812-ב`): an id's letter.
- (beadwork46) it joins a concord or a locative to a number, as the Nguni languages write one
  (isiZulu, isiXhosa, siSwati, isiNdebele: `amasaka angu-36`, `ngomhla ziyi-16 kuMandulo`,
  `ngo-9:20 ekuseni`, `imizuzu engu-125`, `okungu-17 100 g`, `ngaphezu kuka-R10 000`): a word of
  lower-case ASCII letters (a capital first allowed) that ends in a vowel, nothing of a code before
  it, then a number with no leading zero (in groups of three after a space or a no-break space, a
  decimal comma or point), a clock or an amount after a currency of 1-3 capitals, ending there; in a
  text whose words end in vowels (`_open_syllables`: 4 words or more, 3 in 4 of them; a unit after
  a number, `18 kg`, is no word), where such a concord is the language's grammar: the number is then
  judged by every rule (a clock by the clock rules, a grouped amount glued), as the English `at
  9:20` is. In an English text (`the alpha-3 cluster`, `node-7`, a third of English words end in a
  vowel) or a short one (`**Angu-28**`) the token stays whole; and a whole token the run carries
  (`unprefixed`'s `keep`: `gate.judge` passes the carried forms) keeps its hyphen. (mend46c) The word
  must be a concord by the grammar's own shape (`_NGUNI_CONCORD`: a relative or subject concord before
  the numeral copula `ngu`/`yi`/`wu`, or an instrumental, possessive, locative or associative
  particle alone), not any vowel-ending word: Italian, Portuguese and romaji end their words in
  vowels too (`camera-205`, `lote-13`, `heya-205` stay ids); and a word the run carries glued to
  other digits (`CarriedFamilies`: `kanga` of a carried `kanga-12`) keeps the token an id.
Kept (an id or a sign, judged as before): a code in capitals or with digits (`INV-2041`,
`A7-330`, `ISO-8601`; apricot44: two capitals or more of any script with case, `ИС-0712-3`, `ΑΡ-204`), a one-letter prefix in Latin (`x-1`, a variable), a mask (`xxxx-1784`), a chain of parts
(`ip-10-40-23-201`, `pg-prod-02`), a sign after a space, a mark or a bracket (`-$740`, `€-4.35`,
`(-20)`), a range (`10-20`).

Its price: (beadwork46) an invented id whose word has a concord's shape and a number in a text of
such a language (`ka-12`, `ne-7` in Italian) is judged as its number, unless the run carries that
word glued to digits (under the digit minimum, not judged); (mend46c) a concord of another shape
(`ngama-R50`, a bare subject concord `zi-16`, a longer possessive `sika-`) stays whole and is judged
as an id; a
lower-case id of a word and a number a unit follows (`bay-12 kg scale`) is read as
its number (the `id-part` rule still grounds it by a carried `bay-12`); a minus a writer glued to a word of
another script (`ב-5°` meant as minus five) is read unsigned.
Pure: no state but a memo of the texts read lately.
"""

from __future__ import annotations

import re
from collections.abc import Container, Iterable
from itertools import islice
from typing import Any, Final

from .digit_gates import HYPHEN_BESIDE
from .text_memo import TextMemo
from .units import unit_after
from .worded_dates import starts_a_worded_date

__all__ = ["CarriedFamilies", "carried_families", "unprefixed"]

# A hyphen (ASCII, U+2010, U+2011) after a non-ASCII letter and before a digit.
_SCRIPT_PREFIX: Final = re.compile("(?<=[^\\W\\d_])(?<![A-Za-z])[-\u2010\u2011](?=[0-9])")
# (apricot44) The letters of a word ending where a hyphen stands (at most 8, read back from it).
_LETTERS_BEFORE: Final = re.compile(r"(?<![^\W\d_])[^\W\d_]{2,8}\Z")


def _code_before(text: str, at: int) -> bool:
    """(apricot44) Whether the word before the hyphen at `at` is two capitals or more of a script with
    case (`ИС-0712-3`, `ЗР-0712`, `ΑΡ-204`): a code, not a prefix glued to a number."""
    m = _LETTERS_BEFORE.search(text, max(0, at - 8), at)
    return m is not None and m.group(0).isupper()


# (stable34) A hyphen after a digit and before a letter of a script other than Latin: a case ending.
_SCRIPT_SUFFIX: Final = re.compile("(?<=[0-9])[-\u2010\u2011](?=[^\\W\\d_])(?![A-Za-z\u00c0-\u024f])")
# (glass39) A hyphen after a digit and before a lower-case ending in Latin letters of 1-8 that has a
# letter beyond ASCII (`C-32-də`, `10:00-da` is not: ASCII only; `12-ből`): the tokenizer cut it at
# that letter (`C-32-d`), no id writes one (group: the ending).
_LATIN_SUFFIX: Final = re.compile("(?<=[0-9])[-\u2010\u2011]([a-z\u00df-\u00f6\u00f8-\u00ff\u0100-\u024f\u0259]{1,8})(?![^\\W\\d_])")
# A lower-case ASCII word, a hyphen, a number that ends there (module doc). The word and the
# number are bounded runs; the lookarounds read one character each.
_WORD_PREFIX: Final = re.compile(
    r"(?<![A-Za-z0-9_./:\-])(?!x+-)[a-z]{2,24}(-)[0-9]{1,12}(?:[.,][0-9]{1,6})?(?![A-Za-z0-9_/\-]|[.,:][A-Za-z0-9])",
    re.ASCII,
)

_UNPREFIXED: Final[TextMemo[str]] = TextMemo(entries=16, chars=262_144)


def unprefixed(text: str, keep: Container[str] = (), families: Container[str] = ()) -> str:
    """`text` with every hyphen that joins a prefix or a word to a number (module doc) a space, at
    the same offsets; the text itself when it writes none. (beadwork46) A concord's hyphen
    (`angu-36`) whose whole token is in `keep` (the run carries it so: an id, `kanga-12`) stays;
    (mend46c) so does one whose word, lower-cased, is in `families` (the run carries that word, a
    hyphen and other digits: `ikamelo-204` keeps `ikamelo-205` an id; `CarriedFamilies`)."""
    if "-" not in text and "\u2010" not in text and "\u2011" not in text:
        return text
    respelled = _UNPREFIXED.read(text, _unprefix)
    if respelled is text or (not keep and not families):
        return respelled
    kept = [m.start(2) for m in _CONCORD.finditer(text)
            if respelled[m.start(2)] == " " and _concord_end(text, m.end()) > 0
            and (m.group(1).lower() in families or text[m.start(1):_concord_end(text, m.end())] in keep)]
    if not kept:
        return respelled
    chars = list(respelled)
    for at in kept:
        chars[at] = text[at]
    return "".join(chars)


# (beadwork46) A concord or a locative glued to a number, as the Nguni languages write one (isiZulu,
# isiXhosa, siSwati, isiNdebele: `amasaka angu-36`, `ngomhla ziyi-16`, `imizuzu engu-125`,
# `ngo-9:20 ekuseni`, `ngaphezu kuka-R10 000`, `okungu-17 100 g`, `ngo-2027`): a word of lower-case
# ASCII letters (a capital first, as a sentence starts: `Angu-28`) that ends in a vowel, no letter,
# digit, `-`, `_`, `.`, `/` or `:` before it (group 1: the word; group 2: the hyphen).
_CONCORD: Final = re.compile(r"(?<![A-Za-z0-9_./:\-])([A-Za-z][a-z]{0,10}[aeiou])(-)(?=[A-Z]{0,3}[1-9]|0[:,])", re.ASCII)
# (mend46c) The concords and particles the Nguni grammar glues to a number, by their own shape, not
# by the text's vowels alone (Italian `camera-205`, Portuguese `lote-13`, romaji `heya-205` end in
# vowels too): a relative or subject concord (`a`, `e`, `o`, `aba`, `ezi`, `oku`, `obu`, `olu`,
# `esi`, `eli`, `zi`, ...) before the numeral copula `ngu`, `yi` or `wu` (`angu-36`, `engu-125`,
# `ezingu-10`, `abangu-5`, `okungu-17 100`, `ziyi-16`, `eyi-3`); or a particle alone: the
# instrumental `nga`/`ngo`/`nge`, the possessive `ka`/`kuka` and `ye`/`we`/`ze`/`le`/`se`/`be`/
# `lwe`/`kwe`, the locative `ku`/`kwa`/`kwi`, the associative `na`/`ne`/`no`/`nase`, the
# comparative `nje`/`njenga`/`njenge` (`ngo-9:20`, `kuka-R10 000`, `ka-16`, `nge-R50`). A longer word
# ending so (`kanga-13`, `ordine-1235`) is no concord.
_NGUNI_CONCORD: Final = re.compile(
    r"(?:[aeo]?(?:ba|zi|li|si|lu|bu|ku|wa|ya|a|e|i|u)?(?:ngu|yi|wu))"
    r"|nga|ngo|nge|ka|kuka|ye|we|ze|le|se|be|lwe|kwe|ku|kwa|kwi|na|ne|no|nase|nje|njenga|njenge",
    re.ASCII,
)
# What such a concord takes: a clock (`9:20`), or an amount, a currency of one to three capitals
# before it maybe (`R10 000`), in groups of three after a space or a no-break space (`17 100`), with a
# decimal comma or point (`17,1`); no leading zero (`bay-0042` is an id's); then no letter, digit,
# `-`, `_` or `/`, nor a point, a comma or a colon and more of a code.
_CONCORD_VALUE: Final = re.compile(
    "(?:[0-9]{1,2}:[0-5][0-9]|[A-Z]{0,3}(?:[1-9][0-9]{0,2}(?:[ \u00a0\u202f][0-9]{3})+|[1-9][0-9]{0,11}|0)(?:[.,][0-9]{1,6})?)"
    "(?![A-Za-z0-9_/\\-\u00a0\u202f]|[.,:][A-Za-z0-9])"
)
# (beadwork46) A word of Latin letters as the vowel count reads it: a letter, then lower-case ones
# (`kuMandulo` is two: a locative glued to a name, as these languages write one; `BP` none), not
# right after a number (`0,5 kg`, `18 kg`, `30 min`: a unit's symbol, no word of the language).
_WORD: Final = re.compile("(?<![0-9])(?<![0-9][ \u00a0\u202f])[A-Za-z][a-z]+")
_MIN_WORDS: Final = 4  # words the text must write for its vowel endings to tell its language
_VOWEL_SHARE: Final = 0.75  # of them that end in a vowel


def _open_syllables(text: str) -> bool:
    """(beadwork46) Whether `text` is written in a language whose words end in a vowel (the Nguni
    and the other Bantu languages: `Imigexo: 40 ÷ 12 → 4; amasongo: 60 ÷ 12 = 5 → amabhokisi angu-9`):
    at least `_MIN_WORDS` words, `_VOWEL_SHARE` of them ending in one. English ends a third of its
    words so (`the`, `one`, `alpha`): `the alpha-3 cluster`, `use node-7 there` keep their ids."""
    words = _WORD.findall(text)
    if len(words) < _MIN_WORDS:
        return False
    return sum(1 for w in words if w[-1] in "aeiou") >= _VOWEL_SHARE * len(words)


def _concord_end(text: str, at: int) -> int:
    """(beadwork46) Where the value a concord's hyphen before `at` takes ends (`_CONCORD_VALUE`), or 0
    when what follows is no such value (`rev-2a`, `kanga-12-b`: an id's parts)."""
    m = _CONCORD_VALUE.match(text, at)
    return 0 if m is None else m.end()


def _unprefix(text: str) -> str:
    if HYPHEN_BESIDE.search(text) is None and _CONCORD.search(text) is None:
        return text  # (speed35) no hyphen beside a digit (`digit_gates.py`), nor a concord's before a currency
    # (apricot44) not a code in capitals of a script with case (`ИС-0712-3`, `ΑΡ-204`): an id, kept as
    # `INV-2041` is (Hebrew and Arabic have no capitals: their one-letter prefixes stay read)
    spots = [m.start() for m in _SCRIPT_PREFIX.finditer(text) if not _code_before(text, m.start())]
    # (stable34) a case ending after a number (`10:00-де`), not a code's part in capitals (`12-КЗ`)
    spots.extend(m.start() for m in _SCRIPT_SUFFIX.finditer(text) if not text[m.end()].isupper() and _case_stem(text, m.start(), m.end()))
    # (glass39) or in Latin letters one of which is beyond ASCII (`C-32-də`, Azerbaijani `in C-32`)
    spots.extend(m.start() for m in _LATIN_SUFFIX.finditer(text)
                 if not m.group(1).isascii() and _case_stem(text, m.start(), m.start(1)))
    # a word's number only where a unit follows it: a quantity (`over-25 kg`), not an id (`srv-9999`)
    spots.extend(m.start(1) for m in _WORD_PREFIX.finditer(text) if unit_after(text, m.end()) is not None
                 or _hour_of_a_clock_beside(text, m.start(1) + 1, m.end()) or _day_of_a_worded_date(text, m.start(1) + 1, m.end()))
    # (beadwork46) a concord or a locative glued to a number (`angu-36`, `ngo-9:20`, `kuka-R10 000`)
    concords = [m.start(2) for m in _CONCORD.finditer(text)
                if _NGUNI_CONCORD.fullmatch(m.group(1).lower()) is not None and _concord_end(text, m.end()) > 0]
    if concords and _open_syllables(text):
        spots.extend(concords)
    if not spots:
        return text
    chars = list(text)
    for at in spots:
        chars[at] = " "
    return "".join(chars)


# (mend46c) A carried word, a hyphen and digits (`kanga-12`, `ikamelo-204`): the word is an id's.
_WORD_NUMBER: Final = re.compile(r"([a-z]{2,24})-[0-9]{1,12}", re.ASCII)


class CarriedFamilies:
    """(mend46c) The words the run carries, or a person said, glued by a hyphen to digits (`kanga`
    of a carried `kanga-12`), lower case: an answer's `kanga-13` is then an id of that family (a
    slip of one), not a concord before a number. Read lazily, on the first word asked, and caught
    up with the forms stored since (the corpus's `log`, a person's `forms`: both only grow)."""

    __slots__ = ("_corpus", "_said", "_seen", "_seen_said", "_words")

    def __init__(self, corpus: Any, said: Any) -> None:
        self._corpus = corpus
        self._said = said
        self._seen = 0
        self._seen_said = 0
        self._words: set[str] = set()

    def _file(self, forms: Iterable[str]) -> None:
        for form in forms:
            if "-" in form:
                m = _WORD_NUMBER.fullmatch(form)
                if m is not None:
                    self._words.add(m.group(1))

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        log = getattr(self._corpus, "log", None)
        if log is None:  # a corpus of no log (a plain set of forms): read whole each time
            self._words.clear()
            self._file(self._corpus.values)
            self._seen_said = 0
        elif self._seen < len(log):
            self._file(log[self._seen:])
            self._seen = len(log)
        said = self._said
        if self._seen_said < len(said):
            self._file(islice(said, self._seen_said, None))
            self._seen_said = len(said)
        return word in self._words


_FAMILIES: list[CarriedFamilies] = []  # the run judged last's (one: a run's answers are judged in turn)


def carried_families(corpus: Any, said: Any) -> CarriedFamilies:
    """(mend46c) `CarriedFamilies` of a run's corpus and a person's said forms: the same object for
    every answer of the run (built once, caught up as the run grows)."""
    if _FAMILIES and _FAMILIES[0]._corpus is corpus and _FAMILIES[0]._said is said:
        return _FAMILIES[0]
    families = CarriedFamilies(corpus, said)
    _FAMILIES[:] = [families]
    return families


# (mend34) The stem a case ending is joined to: a clock (`10:00`), a dotted day and month (`28.11`)
# or a bare number (`7`, `10`, `112`), its digits ending right before the hyphen.
_CASE_STEM: Final = re.compile(r"(?:[0-9]{1,2}[:.][0-9]{2}|(?<![0-9:.,])[0-9]{1,3})\Z", re.ASCII)
# One letter and no more after the hyphen (`4512-а`, `112-б`, `58812-ב`): an id's letter.
_ONE_LETTER: Final = re.compile(r"[^\W\d_](?![^\W\d_])")


def _case_stem(text: str, hyphen: int, ending: int) -> bool:
    """(mend34) Whether the hyphen at `hyphen` joins a case ending to a stem the rule is for: a clock,
    a dotted day and month, or a number under four digits (`7-ში`, `10-го`), not when three digits
    take a single letter (`112-а`): a flat's, a building's or a class's id (`кв. 4512-а`, `корпус
    2417-в`, Hebrew `58812-ב`) keeps its hyphen and is judged as written."""
    stem = _CASE_STEM.search(text, max(0, hyphen - 8), hyphen)
    if stem is None:
        return False
    return ":" in stem.group(0) or "." in stem.group(0) or len(stem.group(0)) < 3 \
        or _ONE_LETTER.match(text, ending) is None


def _day_of_a_worded_date(text: str, start: int, end: int) -> bool:
    """(months37) Whether the number `text[start:end]` is the day of a date in words of another
    language than English that starts there (`worded_dates.py`): an article glued to a day, as
    Maltese writes `fit-30 ta' Diċembru` (on the 30th of December), `mis-27`, `tad-19`, no id."""
    return end - start <= 2 and starts_a_worded_date(text, start)


# (spell31) a clock written as hours and minutes (`7:00`, `08:00`): its hour
_CLOCK_HOUR: Final = re.compile(r"(?<![0-9:.])([0-9]{1,2}):[0-5][0-9](?![0-9])", re.ASCII)


def _hour_of_a_clock_beside(text: str, start: int, end: int) -> bool:
    """(spell31) Whether the number `text[start:end]` is a whole hour (0-24) that a clock written on
    the same line has as its hour: a language's hour word glued to it names that clock (Tagalog
    `alas-7 at alas-8 ng umaga (7:00–8:00)`, from the Spanish `a las 7`), no id."""
    number = text[start:end]
    if not number.isdigit() or len(number) > 2 or int(number) > 24:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start:] if line_end < 0 else text[line_start:line_end]
    return any(int(m.group(1)) == int(number) for m in _CLOCK_HOUR.finditer(line))
