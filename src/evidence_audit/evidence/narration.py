"""Numbers in narration that are not data: the names of standards (`ISO 8601`, `RFC 3339`).

An answer that explains a format names the standard it follows: "dates in ISO 8601 format",
"an RFC 3339 timestamp", "IEEE 754 doubles", "ECMA-262". The number is part of a name that is the
same in every document in the world, not a value the agent read or typed, so judging it only makes
a false flag. How such names are written is regular: the acronym of a standards body, in capitals,
a space or a hyphen, the document's number (maybe with parts, `802.11`, `140-2`, and a year,
`8601:2004`). The bodies are a short, closed list of the international and national standards
organizations (ISO, IEC, ITU, IEEE, IETF's RFC and BCP, ANSI, NIST and its FIPS, ECMA, ETSI, DIN,
ASTM), not words learned from one corpus. Two-letter bodies (BS, EN) are left out: too many codes in
data share their letters.

Round 8 adds the names of formats and schemes with a number (`ISBN-13`, `UTF-8`, `SHA-256`,
`X.509`: a closed list, `_SCHEME_NAME`) and a BibTeX entry's citation key
(`@article{kjaergaard2024heat,`). Their price: a number invented in such a name (`SHA-257`
is still judged: only the listed lengths are names), a digit run inside a citation key.

`mask_standard_names(text)` returns the text with each such number's digits replaced by `x`, so
it reads as one prose token where it read as a number: the token count (the reading ceiling) does
not change. The price: a number invented in a standard's name (`ISO 8602`) is not judged, and a
value that happens to follow one of these acronyms in capitals (`NIST 4410` as a ticket) is not
either.

The size of a binary unit is narration too: `1,048,576` (a MiB in bytes), `1,073,741,824` (GiB),
`1,099,511,627,776` (TiB), written when an answer shows a conversion ("bytes ÷ 1,099,511,627,776
= 375.5 TiB"). `is_binary_unit` says whether a number is a power of 1024 from 1024² to 1024⁶: the
same in every document. Its price: a count invented equal to such a power.

Round 9: a period's index in a cohort or a schedule is a name, not a value: `Month-1 retention`,
`Day-7`, `Week-12`, `Quarter-3` (a unit of the calendar, a hyphen, one or two digits). Spaced
(`Month 1`) its number is under the digit minimum and nobody judges it; joined, the reference
judged the whole token. `is_period_index` says whether a token is one. Its price: an index
invented in such a name (`Month-2` for a cohort a result never had).

Round 22: a formula's symbols glued are a name too: `C1V1 = C2V2` after a system prompt's `C1 x V1
= C2 x V2`. `is_formula_symbols` says whether a token is two to four letter-digit symbols, each
written alone by the run's system or user text, standing right beside an `=` in the answer. Its
price: such an id invented beside an `=`.

Round 25: two more shapes of a formula written out. A ratio of symbols inside a formula
(`T2 = T1 × (D2/D1)^1.06`, Riegel's; `V2 = V1 × (P1/P2)`): a token of two to four letter-digit
symbols joined by `/`, on a line that writes another such symbol right beside an `=`
(`is_formula_symbols`). And a difference written with a hyphen and worked out (`GD 16-2 = 14`,
`50-12 = 38`): a token of two numbers joined by `-`, right before an `=` and the number that is their
difference, is arithmetic, not a range, a score or an id (`is_written_difference`): its result is
judged as the answer's other numbers are. Its price: a hyphenated id whose difference the answer
writes after an `=` (`16-2 = 15`, one digit off, stays flagged).

(spaces32) A unit per a round base of another unit is a unit's name too: `L/100 km` (fuel used per
hundred kilometres, as Europe and South Africa write it), `g/100 g`, `mg/100 ml`, `kWh/100 km`: a
token of a unit word, a slash and 10, 100 or 1000, with a unit word right after it
(`is_unit_base`). Its price: none in practice; `L/101 km` or `L/100` with no unit after stays judged.
"""

from __future__ import annotations

from collections.abc import Container
from typing import Callable, Final

import re
from decimal import Decimal

from .digit_gates import SCHEME_BESIDE
from .normalize import normalize_token
from .text_memo import TextMemo
from .units import unit_of

__all__ = [
    "is_binary_unit", "is_default_port", "is_formula_symbols", "is_period_index", "is_unit_base", "is_written_difference",
    "mask_standard_names", "respaced_own_example",
]

# A standards body's acronym in capitals, a space or hyphen, the number with parts and a year.
_STANDARD_NAME: Final = re.compile(
    r"(?<![A-Za-z0-9])(?:ISO(?:/IEC)?|IEC|ITU-[TR]|IEEE|RFC|BCP|ANSI|NIST(?: SP)?|FIPS(?: PUB)?|ECMA|ETSI|DIN|ASTM)"
    r"[ \-]([0-9]+(?:[.\-][0-9]+)*(?::[0-9]{4})?)(?![0-9A-Za-z])",
)
# The names of formats and schemes with a number in them (round 8): an identifier scheme and its
# length (`ISBN-13`, `ISBN-10`, `EAN-13`, `GTIN-14`, `ICD-10`), a text encoding (`UTF-8`), a hash
# or cipher (`SHA-256`, `SHA3-512`, `AES-256`, `CRC-32`), a recommendation (`X.509`, `E.164`,
# `H.264`). A closed list of names that are the same in every
# document, as the bodies above, not words from one corpus; any case (`utf-8` in code).
_SCHEME_NAME: Final = re.compile(
    r"(?<![A-Za-z0-9\-])(?i:ISBN-?1[03]|EAN-?(?:8|13)|GTIN-?(?:8|12|13|14)|ICD-?(?:9|10|11)|UTF-?(?:8|16|32)|UCS-?[24]"
    r"|SHA-?(?:1|224|256|384|512)|SHA3-(?:224|256|384|512)|AES-?(?:128|192|256)|CRC-?(?:8|16|32|64)"
    r"|X\.509|E\.164|H\.26[345])(?![A-Za-z0-9])"
)
# A BibTeX entry's citation key (round 8): `@article{kjaergaard2024heat,` is a label the answer
# makes from an author, a year and a word, not a value read.
_BIBTEX_KEY: Final = re.compile(r"@[A-Za-z]+\{([^,\s{}]+),")
_DIGIT: Final = re.compile(r"[0-9]")


def mask_standard_names(text: str) -> str:
    """`text` with the numbers of standards' names (`ISO 8601`) written as prose (`ISO xxxx`)."""
    if _STANDARD_NAME.search(text):
        text = _STANDARD_NAME.sub(lambda m: m.group(0)[: m.start(1) - m.start(0)] + _DIGIT.sub("x", m.group(1)), text)
    if SCHEME_BESIDE.search(text) is not None and _SCHEME_NAME.search(text):  # (speed35) `digit_gates.py`
        text = _SCHEME_NAME.sub(lambda m: _DIGIT.sub("x", m.group(0)), text)
    if "@" in text and _BIBTEX_KEY.search(text):
        text = _BIBTEX_KEY.sub(lambda m: m.group(0)[: m.start(1) - m.start(0)] + _DIGIT.sub("x", m.group(1)) + ",", text)
    return text


_BINARY_UNITS = frozenset(str(1024**k) for k in range(2, 7))


# A period's index (normalized, lower case): month-1, day-7, week-12 (round 9).
_PERIOD_INDEX: Final = re.compile(r"(?:hour|day|week|month|quarter|year)-[0-9]{1,2}", re.ASCII)


# (round 22) Symbols of a formula glued together: `C1V1`, `C2V2`, `P1V1` (a letter and a digit, two
# to four times).
_GLUED_SYMBOLS: Final = re.compile(r"(?:[a-z][0-9]){2,4}")
_SYMBOL: Final = re.compile(r"[a-z][0-9]")
# (round 25) A ratio of symbols (normalized): `d2/d1`, `p1/p2` (two to four, joined by `/`).
_SYMBOL_RATIO: Final = re.compile(r"[a-z][0-9](?:/[a-z][0-9]){1,3}")
# (round 25) A symbol right beside an `=` on a line: `T2 =`, `= T1` (a formula's sides).
_SYMBOL_BESIDE_EQUALS: Final = re.compile(r"(?<![A-Za-z0-9])[A-Za-z][0-9][ \t]*=|=[ \t]*[A-Za-z][0-9](?![A-Za-z0-9])")
# (round 25) A difference written with a hyphen (normalized): `16-2`, `42.5-7.25` (groups: the two numbers).
_HYPHEN_DIFFERENCE: Final = re.compile(r"([0-9]{1,9}(?:\.[0-9]{1,6})?)-([0-9]{1,9}(?:\.[0-9]{1,6})?)", re.ASCII)
# (round 25) What follows a worked difference: `= 14`, `=14.5` (group: the result as written).
_EQUALS_NUMBER: Final = re.compile(r"[ \t]*=[ \t]*(-?[0-9]{1,9}(?:\.[0-9]{1,6})?)(?![0-9])", re.ASCII)


def is_formula_symbols(value: str, answer: str, defined: Container[str]) -> bool:
    """(round 22) Whether a normalized identifier is a formula's symbols glued (`c1v1` of `C1V1 =
    C2V2`): each a letter and a digit the run's system or user text writes alone (`C1 x V1 = C2 x
    V2` defines `c1` and `v1`), the token written right beside an `=` in the answer. Its price: an
    id of letter-digit pairs invented beside an `=`, each pair a symbol a person wrote."""
    if _SYMBOL_RATIO.fullmatch(value) is not None:
        return _ratio_in_formula(value, answer)
    if _GLUED_SYMBOLS.fullmatch(value) is None or not all(s in defined for s in _SYMBOL.findall(value)):
        return False
    for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(value) + r"(?![A-Za-z0-9])", answer, re.IGNORECASE):
        before = answer[:m.start()].rstrip(" \t*")
        after = answer[m.end():].lstrip(" \t*")
        if before.endswith("=") or after.startswith("="):
            return True
    return False


def _ratio_in_formula(value: str, answer: str) -> bool:
    """(round 25) Whether a ratio of symbols (`d2/d1`) stands on a line of the answer that writes
    another symbol right beside an `=` (`T2 = T1 × (D2/D1)^1.06`)."""
    lowered = answer.lower()
    at = lowered.find(value)
    while at >= 0:
        end = at + len(value)
        if (at == 0 or not lowered[at - 1].isalnum()) and (end == len(lowered) or not lowered[end].isalnum()):
            start = answer.rfind("\n", 0, at) + 1
            stop = answer.find("\n", end)
            line = answer[start:len(answer) if stop < 0 else stop]
            if _SYMBOL_BESIDE_EQUALS.search(line.replace(answer[at:end], " ")) is not None:
                return True
        at = lowered.find(value, end)
    return False


def is_written_difference(value: str, answer: str) -> bool:
    """(round 25) Whether a normalized token of two numbers joined by a hyphen (`16-2`) is written
    right before an `=` and the number that is their difference (`GD 16-2 = 14`), at every place
    the answer writes it: arithmetic, not a value."""
    m = _HYPHEN_DIFFERENCE.fullmatch(value)
    if m is None:
        return False
    difference = Decimal(m.group(1)) - Decimal(m.group(2))
    seen = False
    at = answer.find(value)
    while at >= 0:
        end = at + len(value)
        if (at == 0 or not (answer[at - 1].isalnum() or answer[at - 1] in ".-")) and (end == len(answer) or not answer[end].isalnum()):
            worked = _EQUALS_NUMBER.match(answer, end)
            if worked is None or Decimal(worked.group(1)) != difference:
                return False
            seen = True
        at = answer.find(value, end)
    return seen


def is_period_index(value: str) -> bool:
    """Whether a normalized token is a period's index in a cohort or a schedule (`month-1`)."""
    return _PERIOD_INDEX.fullmatch(value) is not None


# (spaces32) a unit over a round base, then that base's unit (`l/100` of `L/100 km`)
_UNIT_BASE: Final = re.compile(r"([a-z\u00b5]{1,4})/(10|100|1000)")
_UNIT_WORD_AFTER: Final = re.compile(r"[ \t\u00a0]?([A-Za-z]{1,6})(?![A-Za-z0-9])")


def is_unit_base(value: str, answer: str) -> bool:
    """(spaces32) Whether a normalized token is a unit per a round base of another unit its answer
    writes right after it (`l/100` of `6.77 L/100 km`): a unit's name, no value (module doc)."""
    m = _UNIT_BASE.fullmatch(value)
    if m is None or unit_of(m.group(1)) is None:
        return False
    return value in _UNIT_BASES.read(answer, _unit_bases)


# (fold33) the units over a base an answer writes with a unit after them, read once per answer (each
# such value read the whole answer again: quadratic in an answer of many `L/100` and no unit after)
_UNIT_BASES: Final[TextMemo[frozenset[str]]] = TextMemo(entries=16, chars=262_144)
_UNIT_LETTERS: Final = "abcdefghijklmnopqrstuvwxyz\u00b5"
# (fold34) each letter in any case, compiled once, not per character read
_UNIT_LETTER_PATTERNS: Final = tuple((v, re.compile(re.escape(v), re.IGNORECASE)) for v in _UNIT_LETTERS)


def _unit_letter(ch: str) -> str | None:
    """The letter of `_UNIT_BASE` that `ch` is in any case (`L` -> `l`, `\u03bc` -> `\u00b5`), or None."""
    if ch.isascii():
        return ch.lower() if ch.isalpha() else None
    return next((v for v, letter in _UNIT_LETTER_PATTERNS if letter.fullmatch(ch)), None)


def _unit_bases(answer: str) -> frozenset[str]:
    """Every `letters/base` (`_UNIT_BASE`'s shape, lower case; any of the 1-4 letters right before
    the slash, as a search of the value finds it inside `ml/100`) that `answer` writes with a unit's
    word right after it (`L/100 km`)."""
    found: set[str] = set()
    at = answer.find("/")
    while at >= 0:
        letters = ""
        j = at
        while j > 0 and len(letters) < 4:
            letter = _unit_letter(answer[j - 1])
            if letter is None:
                break
            letters = letter + letters
            j -= 1
        if letters:
            for base in ("10", "100", "1000"):
                if not answer.startswith(base, at + 1):
                    continue
                after = _UNIT_WORD_AFTER.match(answer, at + 1 + len(base))
                if after is not None and unit_of(after.group(1)) is not None:
                    found.update(letters[k:] + "/" + base for k in range(len(letters)))
        at = answer.find("/", at + 1)
    return frozenset(found)


def is_binary_unit(value: str) -> bool:
    """Whether a normalized number is the size of a binary unit in bytes (1024² to 1024⁶)."""
    return value in _BINARY_UNITS


# The default ports of widely deployed servers (IANA's registrations and the servers' own defaults,
# four digits or more: shorter ones are under the digit minimum): SQL Server, Oracle, NFS,
# ZooKeeper, MySQL, RDP, PostgreSQL, AMQP, Kibana, Redis, HTTP alternates, Cassandra, Kafka,
# Elasticsearch, memcached, RabbitMQ's console, MongoDB. The same in every document.
_DEFAULT_PORTS: Final = frozenset((
    "1433", "1521", "2049", "2181", "3306", "3389", "5432", "5672", "5601", "6379", "8080", "8443",
    "9042", "9092", "9200", "9300", "11211", "15672", "27017",
))
# "the default Postgres port", "Postgres's default port", "default port (5432)".
_DEFAULT_PORT_WORDS: Final = re.compile(r"\bdefault\b[^.;\n]{0,40}\bport\b", re.IGNORECASE)
_SENTENCE_END: Final = re.compile(r"[.!?](?=\s)|\n")


def is_default_port(value: str, answer: str) -> bool:
    """Whether a number is a well-known server's default port (round 8) that the answer's sentence
    names as the default port (`5432 is the default Postgres port`): narration of a convention,
    as a standard's number is. Its price: an invented port that is such a default, said to be one."""
    if value not in _DEFAULT_PORTS:
        return False
    at = answer.find(value)
    while at >= 0:
        start = 0
        for m in _SENTENCE_END.finditer(answer, 0, at):
            start = m.end()
        end_match = _SENTENCE_END.search(answer, at)
        end = end_match.start() if end_match is not None else len(answer)
        if _DEFAULT_PORT_WORDS.search(answer, start, end) is not None:
            return True
        at = answer.find(value, at + 1)
    return False


# _spaced_pairs' finding for the last answer it read: (answer, joined pair -> its two parts).
_LAST_PAIRS: Final[list[tuple[str, dict[str, tuple[str, str]]]]] = [("", {})]


def _spaced_pairs(answer: str) -> dict[str, tuple[str, str]]:
    """Each two neighbouring tokens of the answer (normalized), joined -> the pair: one pass per answer."""
    last = _LAST_PAIRS[0]
    if last[0] != answer or not answer:
        pieces = [normalize_token(piece) for piece in answer.split()]
        pairs: dict[str, tuple[str, str]] = {}
        for left, right in zip(pieces, pieces[1:]):
            if left and right and len(left) + len(right) <= 16:
                pairs.setdefault(left + right, (left, right))
        last = (answer, pairs)
        _LAST_PAIRS[0] = last
    return last[1]


def respaced_own_example(value: str, answer: str, is_prose: Callable[[str], bool]) -> bool:
    """Whether an identifier token is one the same answer also writes with a space inside it
    (`K1A0B1` beside `K1A 0B1`, "the space is optional") whose two parts are each no data
    (`is_prose(part)`): the answer's own spelling of a value it wrote as prose, no new claim
    (round 8). A value with a part that is data is judged as written."""
    if not 4 <= len(value) <= 16:
        return False
    pair = _spaced_pairs(answer).get(value)
    return pair is not None and is_prose(pair[0]) and is_prose(pair[1])
