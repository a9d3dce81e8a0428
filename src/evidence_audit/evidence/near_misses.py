"""Short numbers one slip from a carried number (round 10): judged although under the digit minimum.

Under `min_digits` a number like `465` or `23.5` is prose, so a model that writes `465` for a
carried `456` (two digits swapped) or `23.5` for `22.5` (one digit wrong) is never judged: that is
how a copied number goes wrong. A short number of the answer becomes a candidate when

- it is no number a result carried nor a person said, and it has `MIN_SLIP_DIGITS` digits or more
  (with fewer, every number is one slip from some carried one: `2` from `3`);
- a result carried a number one slip from it (one digit replaced, not the leading one by `0`; two
  neighbouring digits swapped) that the answer does not write itself (an answer that writes both
  `150` and `120` is writing two quantities);
- it is no rounding of a number the answer writes with more places (`113` beside `112,67 €`), nor
  a table cell in a column most of whose other numbers no result carried (a column the answer
  converted or computed: `12.6 km/h` for `7.8` mph);
- and the answer attributes it to what the result carried that number for: a word of the value's
  line (`New fuel level: 23.5 gallons`) is a word beside the carried number in the result
  (`{"fuelLevel": 22.5}`: a key, a sibling's value, the words of a text before it); (recall28) or
  the value's line writes a code, clock or date of the carried number's own record (a result's
  line or `{...}` object: `12:00,learner,31.4` for `| 12:00 | 31.7 |`, `L26-0813,M-031,360,19.2`
  for `L26-0813 reads 19.6%`): the line names the record, in any language (`record_keys`); (recall29)
  or the line names the record's day in another spelling (`30 Sep`, `Saturday 7 November` for a
  record's `2026-09-30`, `2026-11-07`: `date_keys`); (recall30) or a markdown row's label names it
  (`row_label_keys`).

(recall30) A person asks again and the model restates, tersely, what an earlier answer worked out
(`lone` mode: `**109 g**.` for `190 g`, `| A2 | **21.8** |` for the A2 row's `12.8`). A terse reply
has no word of its own: the words of the person's question it replies to are its words
(`question_words`), and the unit right after it and right after the earlier number (`19.8 m³` for
`= 19.3 m³`) is a key they share. There a two-digit value is judged too, when it is the SWAP of the
earlier number (`swaps_of`: `93` for 39, `61` for 16, `8.5` for 5.8), never a digit replaced (every
two-digit number is one digit from eighteen others).

(recall31) A terse reply (one short line: `0,87 € més el 10% d'IVA.`) restating a cell of a
result's CSV text with a slip (`keys` mode: the row `P-201,Croissant de mantega,70,0.78,10`) names
the row only through the person's question (`Quant val un croissant amb IVA?`): the question's
words are keys of the value (`question_keys`) that a word of the carried number's own record (its
row or `{...}` object, not the rows around it nor the header: `record_words`) matches. And a terse
reply's numbers are read as their text spells them: a decimal comma is a point (`0,87` is 0.87,
not 87: the caller reads `numbers_of` over `locales.english_text`).

(recall39) Three more readings. A line's words in any script are its words (`_script_words`: a
Telugu `మొత్తం` or a Cyrillic word names what it restates as an English word does). A terse reply's
two-digit restatement with one digit replaced (`**62 sacks**` asked again for `72 sacks`; `lone`
mode only) is a weak slip (`_WEAK`): attributed only where the word written right after both
numbers is one (`_after_keys`: a unit, else the word itself, any script) and a word of the person's
question is a word beside the earlier number (`_weakly_attributed`). A short value's unit is a key
it shares with a carried number wearing that unit (written after it, or named by its result's key:
`"weight_g_each": 410`, `_key_units`), for a SWAP only (`_unit_swap`: `401 gram`); a unit alone
never attributes a digit replaced (`12.7 minutes` for `remaining_minutes: 12.5`).
(mend39c) No weak slip when the question writes a number of its own, one no result carried and no
earlier answer wrote (`How many sacks would 2,200 kg take?`, then `**44 sacks**` after `48 sacks`):
it asks for a new value (`_asks_anew`).
(tsampa45) The word written right before a number is its noun too, where a language writes the unit
first (`mita 3,175`; `**སྒྱེ་མོ་༦༨**` for `**སྒྱེ་མོ་༦༣**`, sacks 63, its syllables and the number spaced
by the Tibetan tsheg): `_before_keys`, keyed as `_after_keys` keys the word after it.

It is then judged like any other candidate (a spelling, the arithmetic, a person's words may still
ground or explain it) and flagged only when nothing does. The cost is bounded: a run's results'
texts are read once (`SlipWords`, at the first answer that has such a number after they came), a
carried number's words once, at most `MAX_SLIP_VALUES` values an answer.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from collections.abc import Container, Iterable
from typing import Final

from .layout import Layout, line_bounds
from .locales import english_text
from .normalize import normalize_token
from .units import unit_after, unit_of
from .unverified import _Number, framed_as_arithmetic, framed_by_word_alone, numbers_of
from .word_dates import answer_dates
from .yearless_words import yearless_in

__all__ = [
    "MAX_SLIP_VALUES", "MIN_SLIP_DIGITS", "MIN_SWAP_DIGITS", "SlipWords", "attributed_slips", "asked_words", "date_keys", "question_words",
    "question_keys", "record_keys", "record_words", "row_label_keys", "slip_candidates", "slips_of", "swaps_of", "terse", "words_of", "written_swaps",
]

MIN_SLIP_DIGITS: Final = 3
# (recall30) An earlier answer's two-digit number restated with two digits swapped (`**93**` for a
# table's `39`, `Mita **61**` for `16 m`, `8.5 ml` for `5.8 ml`): judged in `lone` mode only, and a
# swap only (one partner per value: a replaced digit would make every two-digit number a slip of
# nine others).
MIN_SWAP_DIGITS: Final = 2
MAX_SLIP_VALUES: Final = 16
# The characters of a result read before and after a carried number for the words beside it.
_BEFORE: Final = 72
_AFTER: Final = 24
# The characters of the answer's line read on each side of the value.
_AROUND: Final = 80

_WORD: Final = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", re.ASCII)
_DIGITS: Final = "0123456789"
# Words too common to say what a number is (English function words and number words).
_COMMON: Final = frozenset(
    "the and for are was were has have had not but you your our its his her their this that these those"
    " with from into over under than then there here what which who how all any each per about around"
    " also just only more less most least some such very can will would should could may might been"
    " being one two three four five six seven eight nine ten now new out off yes"
    # (recall30) a question's words (`question_words`): asking, not naming
    " many much did does what when where why".split()
)


def slips_of(value: str) -> list[str]:
    """The numbers one slip from `value` (normalized): a digit replaced (the leading digit never by
    `0`), two neighbouring digits swapped (across a point too); each normalized, `value` left out."""
    out: list[str] = []
    lead = next((i for i, c in enumerate(value) if c.isdigit()), -1)
    for i, c in enumerate(value):
        if not c.isdigit():
            continue
        for d in _DIGITS:
            if d != c and not (i == lead and d == "0" and i + 1 < len(value) and value[i + 1] != "."):
                out.append(value[:i] + d + value[i + 1 :])
        j = i + 1
        if j < len(value) and value[j] == ".":
            j += 1
        if j < len(value) and value[j].isdigit() and value[j] != c:
            out.append(value[:i] + value[j] + value[i + 1 : j] + c + value[j + 1 :])
    seen: list[str] = []
    digits = _count_digits(value)
    for raw in out:
        form = normalize_token(raw)
        if form and form != value and form not in seen and _count_digits(form) == digits:
            seen.append(form)
    return seen


def swaps_of(value: str) -> list[str]:
    """(recall30) The numbers `value` (normalized) becomes with two neighbouring digits swapped
    (across a point too: `8.5` -> `5.8`), as many digits as it; `61` -> [`16`], `10` -> [] (`01`
    has a digit fewer), `44` -> []."""
    out: list[str] = []
    digits = _count_digits(value)
    for i, c in enumerate(value):
        if not c.isdigit():
            continue
        j = i + 1
        if j < len(value) and value[j] == ".":
            j += 1
        if j < len(value) and value[j].isdigit() and value[j] != c:
            raw = value[:i] + value[j] + value[i + 1 : j] + c + value[j + 1 :]
            form = normalize_token(raw)
            if form and form != value and form not in out and (
                    _count_digits(form) == digits or _zeros_dropped(raw, form)):
                out.append(form)
    return out


def written_swaps(digits: str) -> list[str]:
    """(recall42) The swaps of a number as written with its decimal zeros (`_Number.digits`:
    `62.20`, `2.30`), normalized: `62.02` and `26.2` for `62.20`, which `swaps_of` of its normalized
    `62.2` never gives (the zero a swap moves is the one normalizing dropped); [] for a number
    written with no zero after its last decimal digit (`swaps_of` gives those)."""
    if "." not in digits or not digits.endswith("0"):
        return []
    return [s for s in swaps_of(digits) if s != normalize_token(digits)]


def _zeros_dropped(raw: str, form: str) -> bool:
    """(recall42) Whether a swap lost digits only to the zeros normalizing drops after its point
    (`2.03` swapped is `2.30`, read `2.3`: the same number, written as a person writes it), never a
    leading zero (`10` swapped is `01`, a digit fewer)."""
    if "." not in raw or not raw.endswith("0"):
        return False
    stripped = raw.rstrip("0").rstrip(".")
    return normalize_token(stripped) == form and _count_digits(stripped) == _count_digits(form)


def _count_digits(value: str) -> int:
    return sum(1 for c in value if c.isdigit())


def words_of(text: str) -> set[str]:
    """The telling words of a text, lower case, a plural's `s` dropped: `fuelLevel` -> fuel, level."""
    out: set[str] = set()
    for match in _WORD.finditer(text):
        word = match.group(0).lower()
        if len(word) > 3 and word.endswith("s"):
            word = word[:-1]
        if len(word) >= 3 and word not in _COMMON and unit_of(word) is None and unit_of(match.group(0).lower()) is None:
            out.add(word)
    if not text.isascii():
        out.update(_script_words(text))
    return out


def _script_words(text: str) -> list[str]:
    """(recall39) The words of `text` in a script other than Latin's ASCII letters, lower case: runs
    of letters and combining marks (Unicode's L and M categories; Telugu's and Khmer's vowel signs are
    marks) with a letter outside ASCII, of three characters or more (`మొత్తం`, `టన్నులు`; not `ви`, `кг`). One walk
    over the text: linear. A Latin word with an accent (`déjà`) is read too, whole."""
    out: list[str] = []
    start = -1
    wide = False
    for k, ch in enumerate(text):
        if _letter_or_mark(ch):
            if start < 0:
                start, wide = k, False
            if not ch.isascii():
                wide = True
        elif start >= 0:
            if wide and k - start >= 3:
                out.append(text[start:k].lower())
            start = -1
    if start >= 0 and wide and len(text) - start >= 3:
        out.append(text[start:].lower())
    return out


# (recall28) A code, clock or date written as one token: alphanumeric parts joined by `-`, `:` or
# `/` (`L26-0813`, `12:00`, `2026-07-08`, `M-031`), read from a token's start only (the lookbehind:
# one try per token, linear on a long run of letters).
_KEY_TOKEN: Final = re.compile(r"(?<![A-Za-z0-9])[A-Za-z0-9]+(?:[-:/][A-Za-z0-9]+)+", re.ASCII)
# The characters of a result read on each side of a carried number for its record's keys (within
# its line and its innermost `{...}`).
_RECORD_REACH: Final = 160


# (recall29) A date as a record writes it, year first (`2026-11-07`, `2026/09/30`) or day first with
# points (`07.11.2026`), and as a person writes it in words, day then month (`7 November`, `30 Sep`,
# `7. novembra`, `7 de noviembre`) or month then day (`Nov 7`): the month's first three letters, which
# English and the Romance and Germanic languages share (`nov`, `novembre`, `noviembre`, `November`).
# Each bounded: digits and a word of letters, so linear.
_ISO_KEY: Final = re.compile(r"(?<![0-9])[12][0-9]{3}[-/](0?[1-9]|1[0-2])[-/](0?[1-9]|[12][0-9]|3[01])(?![0-9])", re.ASCII)
_DOTTED_KEY: Final = re.compile(r"(?<![0-9.])(0?[1-9]|[12][0-9]|3[01])\.(0?[1-9]|1[0-2])\.[12][0-9]{3}(?![0-9])", re.ASCII)
# A month word: its three-letter stem alone or going on as the months' names do in English and the
# Latin-script languages that share the stems (`nov`, `Nov.`, `November`, `novembre`, `noviembre`,
# `novembra`; `sept`, `septembre`), at most ten letters: `Decibels`, `Marathon` are no months.
_MONTH_WORD: Final = (
    r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
    r"(?:(?:(?<=jan)[uv]|(?<=feb)[r]|(?<=mar)[cszt]|(?<=apr)[i]|(?<=jun)[eiy]|(?<=jul)[iy]|(?<=aug)[u]|(?<=sep)[t]"
    r"|(?<=oct)[ou]|(?<=nov)[ei]|(?<=dec)[e])[a-z]{0,6})?"
)
_DAY_MONTH: Final = re.compile(
    r"(?<![0-9A-Za-z.,])(0?[1-9]|[12][0-9]|3[01])\.?[ \t\u00a0](?:de[ \t])?" + _MONTH_WORD + r"(?![A-Za-z])",
    re.ASCII | re.IGNORECASE,
)
_MONTH_DAY: Final = re.compile(
    r"(?<![A-Za-z])" + _MONTH_WORD + r"\.?[ \t\u00a0](0?[1-9]|[12][0-9]|3[01])(?![0-9]|[.,][0-9])",
    re.ASCII | re.IGNORECASE,
)
_MONTH_STEMS: Final = {
    stem: number
    for number, stem in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), start=1)
}
# The key a date of either spelling shares: `md:` and the month and day, zero-padded (no year: an
# answer names a record's day without it).
_DATE_KEY: Final = "md:{:02d}-{:02d}"


def date_keys(text: str) -> set[str]:
    """(recall29) The month-day keys of the dates `text` writes in digits (`_ISO_KEY`, `_DOTTED_KEY`)
    or in words (`_DAY_MONTH`, `_MONTH_DAY`, a month named by its first three letters): the same
    day written `2026-11-07` in a result and `Saturday 7 November` or `7 Nov` in an answer."""
    out: set[str] = set()
    if not any(c.isdigit() for c in text):
        return out
    for m in _ISO_KEY.finditer(text):
        out.add(_DATE_KEY.format(int(m.group(1)), int(m.group(2))))
    for m in _DOTTED_KEY.finditer(text):
        out.add(_DATE_KEY.format(int(m.group(2)), int(m.group(1))))
    for m in _DAY_MONTH.finditer(text):
        month = _MONTH_STEMS.get(m.group(2).lower())
        if month is not None:
            out.add(_DATE_KEY.format(month, int(m.group(1))))
    for m in _MONTH_DAY.finditer(text):
        month = _MONTH_STEMS.get(m.group(1).lower())
        if month is not None:
            out.add(_DATE_KEY.format(month, int(m.group(2))))
    return out


def record_keys(text: str) -> set[str]:
    """(recall28) The codes, clocks and dates a text writes (`_KEY_TOKEN`), lower case: those of
    four characters or more with a digit and a letter or a second digit group (`12:00`, `l26-0813`;
    not `a-b`, `1/2`). They share the words' set: a word has no digit, so none is taken for one."""
    out: set[str] = set()
    for match in _KEY_TOKEN.finditer(text):
        token = match.group(0)
        if len(token) >= 4 and sum(1 for c in token if c.isdigit()) >= 2:
            out.add(token.lower())
    return out


# (recall30) A markdown table row's first cell (`| Atorvastatin 20 mg | 41 | ... |`, `| A2 | **21.8** |`):
# the row's label, with a letter, at most 40 characters, emphasis marks around it left out. Bounded:
# one cell from the line's start.
_ROW_LABEL: Final = re.compile(r"[ \t]*\|[ \t*_]*([^|\n]{1,40}?)[ \t*_]*\|", re.ASCII)
_LETTER: Final = re.compile(r"[A-Za-z]", re.ASCII)


def row_label_keys(text: str) -> set[str]:
    """(recall30) The label of each markdown table row `text` writes (its first cell, lower case,
    with a letter: `row:atorvastatin 20 mg`, `row:a2`): a table row names its record by its label,
    as a CSV row by its code, in an answer restating an earlier table's cell as in that table."""
    out: set[str] = set()
    if "|" not in text:
        return out
    start = 0
    while start <= len(text):
        end = text.find("\n", start)
        if end < 0:
            end = len(text)
        m = _ROW_LABEL.match(text, start, end)
        if m is not None and _LETTER.search(m.group(1)) is not None:
            out.add("row:" + " ".join(m.group(1).lower().split()))
        start = end + 1
    return out


def _keys(text: str) -> set[str]:
    """`record_keys` and (recall29) the month-day key of each date the text writes in any spelling
    (`date_keys`): a line naming a record's day as `30 Sep` names the record `2026-09-30,31.9` (a
    key has a `:`, no word one); (recall30) a table row's label (`row_label_keys`)."""
    out = record_keys(text)
    out.update(date_keys(text))
    out.update(row_label_keys(text))
    return out


# (recall39) A weak slip's mark (`slip_candidates`, `lone` mode): a two-digit number with one digit
# replaced, no swap; attributed only when the value's words and the earlier number's share the word
# written right after both (`_after_keys`) and another key besides (`_weakly_attributed`).
_WEAK: Final = "~"
# (recall39) The most characters of the word right after a number read (`_after_keys`).
_AFTER_CHARS: Final = 24


def _after_keys(text: str, end: int) -> list[str]:
    """(recall39) `_unit_key` and the key of the word of any script written right after the number
    ending at `end`, as written (`62 sacks` -> `aw:sack`, `351 టన్నులు` -> `aw:టన్నులు`, `98 t` ->
    `unit:t`, `aw:t`; a plural's `s` dropped as `words_of` drops it): a restated number wears the
    noun it was written with (`-5.8 seconds` is no restatement of `-0.8 s/day`: `aw:second`, no `aw:s`)."""
    out: list[str] = []
    unit = _unit_key(text, end)
    if unit:
        out.append(unit)
    k = end
    for mark in ("**", "__"):
        if text.startswith(mark, k):
            k += 2
    if k < len(text) and text[k] in " \t\u00a0":
        k += 1
    for mark in ("**", "__"):
        if text.startswith(mark, k):
            k += 2
    first = k
    while k < len(text) and k - first < _AFTER_CHARS and _letter_or_mark(text[k]):
        k += 1
    if k == first or (k < len(text) and _letter_or_mark(text[k])):
        return out  # no word, or one longer than read
    word = text[first:k].lower()
    if len(word) > 3 and word.endswith("s"):
        word = word[:-1]
    if (len(word) >= 2 or unit) and word not in _COMMON:
        out.append("aw:" + word)
    return out


# (tsampa45) The marks a script writes between the syllables of a word and after its last one, where
# others write a space (the Tibetan tsheg, U+0F0B and U+0F0C: `སྒྱེ་མོ་༦༣`, sacks 63).
_SYLLABLE_MARKS: Final = "\u0f0b\u0f0c"


def _before_keys(text: str, start: int) -> list[str]:
    """(tsampa45) The key of the word of any script written right before the number starting at
    `start` (`aw:`, as `_after_keys` keys the word after it): a language that writes its unit first
    (`mita 3,175`, `སྒྱེ་མོ་༦༣` for 63 sacks) restates a number with the noun before it, as English
    does with the noun after. Emphasis, then one space or syllable mark (`_SYLLABLE_MARKS`) between;
    a word of letters and marks, its syllables joined by such marks, within `_AFTER_CHARS`."""
    k = start
    for mark in ("**", "__"):
        if text.startswith(mark, k - 2):
            k -= 2
    if k > 0 and (text[k - 1] in " \t\u00a0" or text[k - 1] in _SYLLABLE_MARKS):
        k -= 1
    for mark in ("**", "__"):
        if text.startswith(mark, k - 2):
            k -= 2
    last = k
    while k > 0 and last - k < _AFTER_CHARS and (
        _letter_or_mark(text[k - 1]) or (text[k - 1] in _SYLLABLE_MARKS and k >= 2 and _letter_or_mark(text[k - 2]) and k < last)
    ):
        k -= 1
    if k == last or (k > 0 and (_letter_or_mark(text[k - 1]) or text[k - 1] in _SYLLABLE_MARKS)):
        return []  # no word, or one longer than read
    word = text[k:last].lower()
    if len(word) > 3 and word.endswith("s"):
        word = word[:-1]
    return ["aw:" + word] if len(word) >= 2 and word not in _COMMON else []


# (recall39) The key a result names a number by, right before it (`"weight_g_each": 410`,
# `latency_ms: 38`, `kg=745`): read within `_KEY_REACH` characters, anchored at the end (bounded).
_KEY_REACH: Final = 48
_KEY_BEFORE: Final = re.compile(r"""["']?([A-Za-z][A-Za-z0-9_]{0,40})["']?[ \t]*[:=][ \t]*["']?\Z""", re.ASCII)
_KEY_PART: Final = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+", re.ASCII)
# (recall39) Parts of a key that are a unit's symbol only at its end (`wait_min`): first they bound (`min_price`).
_END_ONLY: Final = frozenset(("min", "max", "m", "s", "t", "h", "in", "l"))


def _key_units(text: str, start: int) -> list[str]:
    """(recall39) The unit keys (`unit:g`) of the units a result's key names for the number starting
    at `start`: a part of the key that is a unit (`weight_g_each` -> g, `kg` -> kg, `durationMin` ->
    min); a one-letter or bounding part (`_END_ONLY`) only as the key's last part."""
    m = _KEY_BEFORE.search(text, max(0, start - _KEY_REACH), start)
    if m is None:
        return []
    parts = _KEY_PART.findall(m.group(1))
    out: list[str] = []
    for k, part in enumerate(parts):
        word = part.lower()
        if word in _END_ONLY and k != len(parts) - 1:
            continue
        unit = unit_of(word)
        if unit is not None and unit[0] != "currency":
            out.append("unit:" + unit[1])
    return out


def _letter_or_mark(ch: str) -> bool:
    """(recall39) A letter of any script or a combining mark (Unicode's L and M categories)."""
    if ch.isascii():
        return ch.isalpha()
    return unicodedata.category(ch)[0] in ("L", "M")


# (recall39) The mark of a general-mode value's unit among its words: it attributes a swap only.
_SWAP_UNIT: Final = "su:"


def _unit_swap(value: str, slip: str, words: set[str], beside: set[str]) -> bool:
    """(recall39) Whether `slip`, a carried number, is a swap of `value` (two neighbouring digits
    exchanged: `401` for 410) and wears the unit `value` wears (`_SWAP_UNIT` in `words`, `unit:` beside it)."""
    return any(key.startswith("unit:") and _SWAP_UNIT + key[5:] in words for key in beside) and slip in swaps_of(value)


# (recall39) The mark of a question's word among a `lone` value's words (`slip_candidates`).
_ASKED: Final = "q:"


def _weakly_attributed(shared: set[str], words: set[str]) -> bool:
    """(recall39) Whether the keys a weak slip's value (`words`) shares with its earlier number
    (`shared`) hold the word written after both, as written (`aw:`), and a word of the person's
    question (`_ASKED`): the person asks again for what the earlier number was written for (`How
    many sacks is it again?` and `72 sacks`; `Washed tonnes again?` and `Washed: ... = 93 t`), not
    a word the answer's line writes (`On 1 October, 14 days ago` is no `24 days` of `17 October`)."""
    after = any(key.startswith("aw:") for key in shared)
    return after and any(_ASKED + key in words for key in shared)


def _unit_key(text: str, end: int) -> str:
    """(recall30) The key of the unit written right after the number ending at `end` (`19.3 m³`,
    `**5.8 ml**`: `unit:m3`, `unit:ml`), or "": a number restated in the unit it was worked out in
    names the same quantity (a key has a `:`, no word one)."""
    unit = unit_after(text, end)
    return "unit:" + unit if unit else ""


# (recall31) A terse reply: the answer is one line of at most this many characters.
_TERSE_CHARS: Final = 120
# (recall31) The prefix of a word of a carried number's own record, and of a question's word in a
# terse reply (`keys` mode): a key (`rw:croissant`), which no line's word or code ever is.
_RECORD_WORD: Final = "rw:"


def record_words(text: str) -> set[str]:
    """(recall31) The telling words of a carried number's record (`_record_around`: its CSV row or
    `{...}` object) as keys: `P-201,Croissant de mantega,70,0.78,10` -> {rw:croissant, rw:mantega}."""
    return {_RECORD_WORD + word for word in words_of(text)}


def terse(text: str) -> bool:
    """(recall31) Whether an answer is a terse reply: one line of at most `_TERSE_CHARS` characters."""
    body = text.strip()
    return "\n" not in body and len(body) <= _TERSE_CHARS


# (recall43) A decimal comma no reading decides (`219,00 manat`: no currency word `english_text`
# knows): a comma before one or two digits ending the number is never an English thousands group.
_BARE_COMMA: Final = re.compile(r"(?<![0-9.,])([0-9]+),([0-9]{1,2})(?![0-9]|[.,][0-9])")


def terse_english(text: str) -> str:
    """(recall31) A terse reply's numbers read in English (`locales.english_text`, same offsets);
    (recall43) a comma before one or two digits ending a number is its decimal comma (`**219,00
    manat**` is 219.00, not 21900): a terse reply restating an earlier answer's `209,00 manat`."""
    english = english_text(text)[0]
    return _BARE_COMMA.sub(r"\1.\2", english) if "," in english else english


def question_keys(text: str, question: set[str] | None) -> set[str]:
    """(recall31) The question's words as record-word keys when `text` is a terse reply (`terse`):
    what it restates is named by the question only."""
    if not question or not terse(text):
        return set()
    return {_RECORD_WORD + word for word in question if not word.startswith(_ASKED_NUMBER)}


# (mend39c) The mark of a number the person's question writes, among its words (`question_words`).
_ASKED_NUMBER: Final = "qn:"


def question_words(text: str) -> set[str]:
    """(recall30) The telling words of the person's question an answer replies to (`words_of`):
    `How much paraffin in the 5% one?` -> {paraffin}. A terse reply (`**109 g**.`) names what it
    restates only through the question."""
    return words_of(text)


def asked_words(text: str) -> set[str]:
    """(mend39c) `question_words`, and each number the question writes, marked (`qn:2200`,
    `_ASKED_NUMBER`; no word matches one): a question writing a number of its own asks for a new
    value (`How many sacks would 2,200 kg take?`), no restatement (`_asks_anew`)."""
    out = question_words(text)
    if any(c.isdigit() for c in text):
        out.update(_ASKED_NUMBER + number.value for number in numbers_of(text))
    return out


def asks_number(question: set[str]) -> bool:
    """(recall43) Whether the person's question (`asked_words`) writes a number of its own."""
    return any(key.startswith(_ASKED_NUMBER) for key in question)


def _asks_anew(question: set[str] | None, carried: Container[str], bases: Container[str] | None) -> bool:
    """(mend39c) Whether the person's question (`question_words`) writes a number of its own: one no
    result carried and no earlier answer wrote (`2,200 kg`, `60 kg sacks` after `48 sacks of 50 kg`
    for 2,400 kg). The reply then works out a new value, which may be one digit from the earlier one
    by chance (`44 sacks`, `40 sacks` for `48`): no weak slip."""
    if not question:
        return False
    for key in question:
        if key.startswith(_ASKED_NUMBER):
            value = key[len(_ASKED_NUMBER) :]
            if value not in carried and (bases is None or value not in bases):
                return True
    return False


def _record_around(text: str, start: int, end: int) -> str:
    """A carried number's record in a result: its line, cut at the `{` before it and the `}` after
    it (one object of a one-line JSON array), at most `_RECORD_REACH` characters on each side."""
    low = max(start - _RECORD_REACH, 0)
    left = max(text.rfind("\n", low, start), text.rfind("{", low, start)) + 1 or low
    left = max(left, low)
    high = min(end + _RECORD_REACH, len(text))
    cuts = [k for k in (text.find("\n", end, high), text.find("}", end, high)) if k >= 0]
    return text[left : min(cuts, default=high)]


def _line_around(text: str, start: int, end: int) -> str:
    """The value's line, at most `_AROUND` characters on each side."""
    left, right = line_bounds(text, start, end)
    return text[max(left, start - _AROUND) : min(right, end + _AROUND)]


def slip_candidates(
    text: str, carried: Container[str], said: Container[str], min_digits: int, numbers: list[_Number] | None = None,
    bases: Container[str] | None = None, mode: str = "", question: set[str] | None = None,
) -> dict[str, tuple[list[str], set[str]]]:
    """The answer's short numbers that may be slips: value -> (the carried numbers one slip from
    it that the answer does not write, the words of the value's lines). A value the answer frames
    as its own arithmetic anywhere (`= 115`, `the remaining 300`) is left out: a result computed
    one slip from some carried number is a coincidence, not a misread (`unverified.py` frames).
    `numbers`: `numbers_of(text)` when the caller read them already. (recall28) `bases`: the
    numbers a slip is of instead of the carried ones (a value carried is still left out), with the
    `mode` they are read by: `keys`, a result text's numbers (a CSV cell the corpus keeps only with
    its row), the value's line naming the number's record by a code, clock or date only (words of a
    CSV's header reach every row), (recall31) or a terse reply by its `question`'s words, which a
    word of the record itself must match (`question_keys`); `lone`, an earlier answer's numbers (`265 jars` restated `256
    jars`), the value the only number of its line (a line that computes writes its operands too).
    (recall30) In `lone` mode a two-digit value is judged too, its swap only (`MIN_SWAP_DIGITS`), a
    number of a table row's label does not count against the value being alone (`| Atorvastatin
    20 mg | **93** |`), and `question`, the words of the person's question the answer replies to,
    are the value's words too (`**109 g**.` asked `how much paraffin`)."""
    if numbers is None:
        numbers = numbers_of(text)
    least = MIN_SWAP_DIGITS if mode == "lone" else MIN_SLIP_DIGITS
    if not any(_may_slip(n.value, carried, said, min_digits, least) for n in numbers):
        return {}  # no short number nothing carried nor said: none to judge (most answers)
    written = {n.value for n in numbers}
    finer: list[tuple[float, int]] | None = None  # the answer's finer numbers, read on the first slip found
    out: dict[str, tuple[list[str], set[str]]] = {}
    framed: set[str] = set()
    slips_by_value: dict[str, list[str]] = {}  # the carried (or base) numbers one slip from each value
    zero_only: dict[str, frozenset[str]] = {}  # (recall42) of those, the ones only its written zeros give
    # (speed33) the answer's layout, table cells and column counts, read at the first number with a
    # slip (most short numbers have none: their reading was the costly part of a short answer's call)
    layout: Layout | None = None
    starts: list[int] = []
    dated: list[tuple[int, int]] = []
    every: list[int] = []
    cells: list[tuple[int, int] | None] = []
    counts: dict[tuple[int, int], list[int]] = {}
    anew = mode == "lone" and _asks_anew(question, carried, bases)  # (mend39c) no weak slip then
    for at, number in enumerate(numbers):
        value = number.value
        if value in framed:
            continue
        digits = sum(1 for c in value if c.isdigit())
        if digits < least or digits >= min_digits or value in carried or value in said:
            continue
        if mode == "lone" and bases is not None and value in bases:
            continue  # (recall43) an earlier answer wrote it: restated as written (`Daisy **3.45%**`), no slip of its 3.25
        # (recall42) a number written with decimal zeros (`**62.20 t**` for an earlier `62.02 t`) is
        # a swap of what its zeros make it as written too (`written_swaps`), under its own key
        zeroed = written_swaps(number.digits) if number.digits.endswith("0") else []
        key = value if not zeroed else value + "|" + number.digits
        slips = slips_by_value.get(key)
        if slips is None:
            near = swaps_of(value) if digits < MIN_SLIP_DIGITS else slips_of(value)
            fresh = [s for s in zeroed if s not in near]
            near = near + fresh
            if fresh:
                zero_only[key] = frozenset(fresh)
            if bases is None:
                slips = [s for s in near if s in carried and s not in written]
            else:
                slips = [s for s in near if s in bases and s not in carried and s not in written]
                if mode == "lone" and digits < MIN_SLIP_DIGITS and not anew:
                    # (recall39) a two-digit restatement with one digit replaced (`**62 sacks**` asked
                    # again for `72 sacks`): a weak slip, attributed only by the word right after both
                    # numbers and another key besides (`_WEAK`, `_weakly_attributed`); (mend39c) not
                    # when the question writes a number of its own (`_asks_anew`: a new value asked)
                    slips = slips + [
                        _WEAK + s for s in slips_of(value) if s not in near and s in bases and s not in carried and s not in written
                    ]
            slips_by_value[key] = slips
        if not slips:
            # (speed32) no number one slip from it to be a slip of: it is never a candidate, so its
            # framing and words (the costly part, asked of every short number) need not be read
            continue
        if layout is None:
            layout = Layout(text)
            # (recall38) a number the line restates as a result, a person or an earlier answer
            # wrote it (`452 full, 7 bottles over` asked again: `425 full cases, with 7 bottles
            # left over`) does not count against the value being alone: only fresh numbers do
            dated = _date_spans(text) if mode == "lone" else []
            starts = [n.start for n in numbers if not _restated(text, n, dated, least, carried, said, bases)] if mode == "lone" else []
            every = [n.start for n in numbers] if mode == "lone" else []
            cells = _table_cells(layout, numbers)
            counts = _column_counts(cells, numbers, carried)
        # (recall43) a terse reply restating an earlier answer's number framed by a result word
        # alone (`Book **225 kg** more.` for `short **252 kg**`): no arithmetic shown, a restatement
        if (framed_as_arithmetic(text, number, numbers, carried, layout) and not _state_change(text, number.start)
                and not (mode == "lone" and terse(text) and framed_by_word_alone(text, number, numbers, carried, layout))) \
                or _in_derived_column(number, cells[at], counts, carried):
            framed.add(value)
            out.pop(value, None)
            continue
        line = _line_around(text, number.start, number.end)
        if mode == "lone" and not (
            # (recall38) a line that concludes computes, and a date's day is judged as a date: every companion counts
            _lone(text, number, every, True) if _CONSEQUENCE.search(line) is not None or _dated(number, dated)
            else _lone(text, number, starts, not _restated(text, number, dated, least, carried, said, bases))
        ):
            continue
        words = _keys(line) | question_keys(text, question) if mode == "keys" else words_of(line) | _keys(line)
        if not mode:
            # (recall39) the unit the value wears: a carried number of which it is a SWAP, wearing
            # that unit (written after it or named by its key: `"weight_g_each": 410` for `401
            # gram`, `_key_units`), is attributed by it (`_unit_swap`); a unit alone attributes no
            # digit replaced (`12.7 minutes` for `remaining_minutes: 12.5`: every quantity of the
            # kind wears it)
            unit = _unit_key(text, number.end)
            if unit:
                words.add(_SWAP_UNIT + unit[5:])
        if mode == "lone":
            if question:
                asked = {word for word in question if not word.startswith(_ASKED_NUMBER)}
                words |= asked
                # (recall39) the question's words marked too: a weak slip's other key must be one
                words.update(_ASKED + word for word in asked)
            words.update(_after_keys(text, number.end))
            words.update(_before_keys(text, number.start))
        found = out.get(value)
        if found is not None:
            found[1].update(words)
            continue
        if len(out) >= MAX_SLIP_VALUES:
            continue
        if finer is None:
            finer = _finer_numbers(english_text(text)[0])
        # (recall42) a value written with decimal zeros is no rounding of its own spelling (`62.20`
        # read 62.2 is not `62.20` rounded): for such a value the finer numbers equal to it are none
        # (only where a slip is one its zeros alone give: `62.02` for `62.20`, not `1601.2` for `6101.20`)
        own = zero_only.get(key)
        if not _rounds_one_of(value, [f for f in finer if f[0] != float(value)] if own and not own.isdisjoint(slips) else finer):
            out[value] = (slips, words)
    return out


def _date_spans(text: str) -> list[tuple[int, int]]:
    """(recall38) The spans of the dates in words `text` writes, with or without a year, in order."""
    return sorted({(d.start, d.end) for d in answer_dates(text)} | {(d.start, d.end) for d in yearless_in(text, [])})


def _dated(number: _Number, dated: list[tuple[int, int]]) -> bool:
    """(recall38) Whether `number` stands inside one of `dated`'s spans (a date's day or year)."""
    k = bisect_left(dated, (number.start + 1, 0)) - 1
    return k >= 0 and dated[k][0] <= number.start < dated[k][1]


# (recall38) A line that draws a conclusion (`1.66 crates, so 1 more crate`): its numbers are its
# computing, every one counts against a value being alone.
_CONSEQUENCE: Final = re.compile(r"\b(?:so|thus|hence|therefore|which means)\b|\u2192|=>|=", re.IGNORECASE)
# (recall38) Right after a single digit: a clock's or a duration's hour (`7pm`, `7 a.m.`, `1h45`, `7:30`).
_CLOCK_AFTER: Final = re.compile(r"[ \t]?(?:[AaPp]\.?[Mm]\b|[Hh](?:[0-9]|\b)|[:.][0-9]{2}\b|o'clock)")


def _restated(
    text: str,
    number: _Number, dated: list[tuple[int, int]], least: int, carried: Container[str], said: Container[str],
    bases: Container[str] | None,
) -> bool:
    """(recall38) Whether a number of the answer is no fresh number of its line, one that does not
    keep a value from being alone: a single digit (`425 full cases, with 7 bottles left over`,
    `over the 2% limit`), a year, or the day of a date in words an earlier answer wrote (`bases`) and
    no result carried nor a person said (`110 days, to 18 March 2027`). Any other number stays
    fresh: the operand of a line that computes (`256 jars from 91.8 kg`; heldout19's `31.6 °C max,
    14.3 GDD`, an earlier answer's number). A value that is itself a date's day (`Linda's (May 21)`)
    is judged with every companion counted, as before (`_lone`'s `fresh`). `dated`: `_date_spans`."""
    value = number.value
    digits = sum(1 for c in value if c.isdigit())
    if digits < least:
        # a single digit, but a clock's hour or a duration's (`walk in at 7pm`, `1h45`): an operand
        return _CLOCK_AFTER.match(text, number.end) is None
    if digits == 4 and value.isdigit() and value[:2] in ("19", "20"):
        return True
    return bases is not None and value in bases and value not in carried and value not in said and _dated(number, dated)


def _lone(text: str, number: _Number, starts: list[int], fresh: bool = True) -> bool:
    """(recall28) Whether `number` is the only number of its line (`starts`: the answer's numbers'
    starts, in order; two bisections, so a long answer stays linear); (recall30) a markdown row's
    label cell with a letter (`| Atorvastatin 20 mg | **93** |`) names the row, its numbers left out."""
    left, right = line_bounds(text, number.start, number.end)
    label = _ROW_LABEL.match(text, left, right)
    if label is not None and label.end() <= number.start and _LETTER.search(label.group(1)) is not None:
        left = label.end()
    return bisect_left(starts, right) - bisect_left(starts, left) == (1 if fresh else 0)


def _state_change(text: str, start: int) -> bool:
    """(round 16) Whether the number is the new state of a change written with an arrow from one
    number (`upload 1.1 → 14.2 Mbps`, `4.2 -> 86.5`): no arithmetic, a value read again."""
    arrow = _STATE_ARROW.search(text, max(0, start - _STATE_REACH), start)
    if arrow is None:
        return False
    before = text[max(0, arrow.start() - 4) : arrow.start()].rstrip(" *_$\u20ac\u00a3\u00a5(")
    return not before.endswith(_OPERATORS)  # `1.1 + 13.1 → 14.2`: the arrow closes an operation


# A number, its unit, an arrow, right before a value: `1.1 → `, `4.2 Mbps -> `, `**61** → **`.
_STATE_ARROW: Final = re.compile(
    r"(?<![0-9.,=+*/\u00d7\u00f7-])[0-9][0-9,]*(?:\.[0-9]+)?[*_]*\s*(?:[A-Za-z%]{1,6}[*_]*\s*)?"
    r"(?:\u2192|->|\u27f6)\s*[*_]*[$\u20ac\u00a3\u00a5]?\Z"
)
_STATE_REACH: Final = 40
_OPERATORS: Final = ("+", "-", "\u2212", "\u00d7", "*", "/", "\u00f7", "=", " x")


def _may_slip(value: str, carried: Container[str], said: Container[str], min_digits: int, least: int = MIN_SLIP_DIGITS) -> bool:
    """Whether a number of the answer is one `slip_candidates` judges: short (from `least` digits,
    `MIN_SLIP_DIGITS` but in `lone` mode, to under the minimum), and neither carried nor said."""
    digits = sum(1 for c in value if c.isdigit())
    return least <= digits < min_digits and value not in carried and value not in said


def _table_cells(layout: Layout, numbers: list[_Number]) -> list[tuple[int, int] | None]:
    """Per number of the answer: (its table, its column) when it stands on a markdown table row (a
    line that starts with `|`; a table is a run of such lines: `Layout.line_column`), else None. A
    binary search per number (a hostile answer's long table stays linear)."""
    return [layout.line_column(number.start) for number in numbers]


def _column_counts(cells: list[tuple[int, int] | None], numbers: list[_Number], carried: Container[str]) -> dict[tuple[int, int], list[int]]:
    """Per (table, column): [the numbers in it, those of them carried]."""
    counts: dict[tuple[int, int], list[int]] = {}
    for cell, number in zip(cells, numbers):
        if cell is not None:
            count = counts.setdefault(cell, [0, 0])
            count[0] += 1
            if number.value in carried:
                count[1] += 1
    return counts


def _in_derived_column(number: _Number, cell: tuple[int, int] | None, counts: dict[tuple[int, int], list[int]], carried: Container[str]) -> bool:
    """Whether the number is a table cell whose column's other numbers are mostly (more than half)
    not carried: a column the answer derived (converted, computed), where a slip of a carried number
    is chance (a converted value may meet a carried number by chance too: not all of them)."""
    if cell is None:
        return False
    total, carried_total = counts[cell]
    others = total - 1
    carried_others = carried_total - 1 if number.value in carried else carried_total
    return others > 0 and 2 * carried_others < others


def _finer_numbers(text: str) -> list[tuple[float, int]]:
    """The answer's numbers written with a decimal part (in English spelling): (value, places)."""
    out: list[tuple[float, int]] = []
    for number in numbers_of(text):
        point = number.digits.find(".")
        if point >= 0:
            out.append((float(number.digits), len(number.digits) - point - 1))
    return out


def _rounds_one_of(value: str, finer: list[tuple[float, int]]) -> bool:
    """Whether `value` is another number of the answer, written with more places, rounded (either
    way) to the places it has: `113` beside `112,67 €` restates the answer's own number."""
    point = value.find(".")
    places = len(value) - point - 1 if point >= 0 else 0
    number = float(value)
    unit = 10.0 ** -places
    return any(p > places and abs(x - number) < unit for x, p in finer)


def _written_pattern(value: str) -> re.Pattern[str]:
    """A carried number as a result may write it: `22.5` as `22.5`, `22.50`; `64` as `64.0`."""
    sign = ""
    if value.startswith("-"):
        sign, value = "-", value[1:]
    body = re.escape(value) + (r"0*" if "." in value else r"(?:\.0+)?")
    return re.compile(r"(?<![A-Za-z0-9_.])" + re.escape(sign) + body + r"(?![0-9]|\.[0-9])", re.ASCII)


# A number a result's text writes, as `_written_pattern` finds it: digits not after a letter, digit,
# `_` or `.`, with their decimal part, not before another digit or decimal part.
_SITE: Final = re.compile(r"(?<![A-Za-z0-9_.])[0-9]+(?:\.[0-9]+)?(?![0-9]|\.[0-9])", re.ASCII)
# A slip `_SITE` keys (a number `js_number_string` writes without an exponent); others are read the long way.
_PLAIN: Final = re.compile(r"-?[0-9]+(?:\.[0-9]*[1-9])?", re.ASCII)
_SIGNED_BEFORE: Final = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.")


# (speed32) `_SITE` for the numbers `SlipWords` keeps, by (fewest characters, the gate's digit
# minimum): a whole part longer than the minimum allows fails at its start (every shorter prefix is
# followed by a digit), and a start not followed by `least` digits or points can hold no kept number;
# the matches left are `_SITE`'s own, the same spans (`SlipWords._catch_up` still checks each one).
# The lookbehind is read after the first digit (`(?<![...][0-9])`: the character before that digit),
# so the pattern opens with a digit and the engine skips to the next one.
# Most of a result's numbers (ids, amounts, years) are then skipped in the pattern, not in Python.
_BOUNDED_SITES: Final[dict[tuple[int, int], re.Pattern[str]]] = {}
_MAX_BOUNDED_DIGITS: Final = 1000  # (so the patterns kept are a few at most: one per digit minimum in use)


def _site_pattern(least: int, below: int) -> re.Pattern[str]:
    """`_SITE` narrowed to the numbers of `least` characters or more and a whole part under `below` digits."""
    if below < 2 or below > _MAX_BOUNDED_DIGITS:
        return _SITE  # (none kept; or a minimum past any repetition count a pattern takes: walked as before)
    found = _BOUNDED_SITES.get((least, below))
    if found is None:
        # the first digit before the lookbehind (which then reads the character before it): a
        # pattern that opens with a digit lets the regex engine skip to the next digit
        found = re.compile(
            r"[0-9](?<![A-Za-z0-9_.][0-9])(?=[0-9.]{%d})[0-9]{0,%d}(?:\.[0-9]+)?(?![0-9]|\.[0-9])"
            % (max(least - 1, 0), below - 2),
            re.ASCII,
        )
        _BOUNDED_SITES[(least, below)] = found
    return found


def _zero_swapped(key: str, digits: int, below: int) -> bool:
    """(recall42) Whether a number of the gate's minimum ends its decimals in a zero and a digit
    (`62.02`): swapped, those two write a number short as normalized (`62.20`, read `62.2`), a slip
    `written_swaps` gives a short value as written; a site of such slips only."""
    return digits == below and "." in key and len(key) >= 2 and key[-2] == "0"


def _site_key(written: str) -> str:
    """The slip a written number is a spelling of: `22.50` -> `22.5`, `64.0` -> `64` (the whole
    part as written: `0465` is no spelling of `465`)."""
    point = written.find(".")
    if point < 0:
        return written
    fraction = written[point + 1 :].rstrip("0")
    return written[:point] + "." + fraction if fraction else written[:point]


class SlipWords:
    """Per run: the words the results' texts write beside each number that may be a slip's carried
    number (MIN_SLIP_DIGITS digits or more, fewer than the gate's minimum). A text is read once, at
    the first ask after it came (not per answer); a number's words are read once, at the first ask
    of it, and extended by the texts that came since. Equal to `attributed_slips` over the texts."""

    __slots__ = ("_below", "_least", "_read", "_sites", "_words")

    def __init__(self, least: int = MIN_SLIP_DIGITS) -> None:
        # (recall30) the fewest digits of a number kept: `MIN_SWAP_DIGITS` for earlier answers' numbers
        self._least = least
        self._below = 0  # the gate's digit minimum the sites were kept for (0: none kept yet)
        self._read = 0  # the texts read
        # number -> where the texts write it: (text, start, end)
        self._sites: dict[str, list[tuple[int, int, int]]] = {}
        # number -> (its sites read, the words beside them)
        self._words: dict[str, tuple[int, set[str]]] = {}

    def attributed(
        self, candidates: dict[str, tuple[list[str], set[str]]], texts: list[tuple[str, int]], min_digits: int
    ) -> frozenset[str]:
        """`attributed_slips(candidates, texts)`, `texts` being the run's texts so far (the same
        list, grown), `min_digits` the gate's digit minimum."""
        if min_digits != self._below:
            self._below, self._read = min_digits, 0
            self._sites.clear()
            self._words.clear()
        self._catch_up(texts)
        odd = {
            slip for slips, _ in candidates.values() for slip in slips
            if _PLAIN.fullmatch(slip[1:] if slip.startswith(_WEAK) else slip) is None
        }
        long_way = attributed_slips(
            {v: ([s for s in slips if s in odd], words) for v, (slips, words) in candidates.items()}, texts
        ) if odd else frozenset()
        out = set(long_way)
        for value, (slips, words) in candidates.items():
            if value in out:
                continue
            for slip in slips:
                if slip in odd:
                    continue
                if slip.startswith(_WEAK):
                    if _weakly_attributed(words & self._beside(slip[1:], texts), words):
                        out.add(value)
                        break
                else:
                    beside = self._beside(slip, texts)
                    if not words.isdisjoint(beside) or _unit_swap(value, slip, words, beside):
                        out.add(value)
                        break
        return frozenset(out)

    def asked_again(
        self, candidates: dict[str, tuple[list[str], set[str]]], asked: list[tuple[frozenset[str], int]], results: int,
        question: set[str], texts: list[tuple[str, int]],
    ) -> frozenset[str]:
        """(recall43) The values (`lone` mode) one slip from a number an earlier answer wrote (its
        sites, kept by `written`) whose question's every word the person asks again (`Mean of all
        five samples?` then `Repeat the mean of all samples?`), no result read since that answer
        (`asked`: per answer, its question's words and the results read before it; `results`: read
        now), the question's other words naming nothing the run's `texts` write (`repeat`, not
        `Daisy`: a record's name asks for its own value). A terse reply to it (`**3.82%**.` for `=
        **3.28%**.`) restates it; a value an earlier answer wrote is no slip (restated as written);
        a weak slip (two digits, one replaced) is not judged so."""
        out: set[str] = set()
        plain = {key for key in question if not key.startswith(_ASKED_NUMBER)}
        named: set[str] | None = None  # the words the run's texts write, read at the first need
        for value, (slips, _) in candidates.items():
            if value in self._sites:
                continue
            for slip in slips:
                if slip.startswith(_WEAK):
                    continue
                for k, _, _ in self._sites.get(slip, ()):
                    if k >= len(asked):
                        continue
                    earlier, seen = asked[k]
                    before = {key for key in earlier if not key.startswith(_ASKED_NUMBER)}
                    if seen != results or not before or not before <= plain:
                        continue
                    extra = plain - before
                    if extra:
                        if named is None:
                            named = set()
                            for text, _ in texts:
                                named |= words_of(text)
                        if not extra.isdisjoint(named):
                            continue
                    out.add(value)
                    break
                if value in out:
                    break
        return frozenset(out)

    def written(self, texts: list[tuple[str, int]], min_digits: int) -> Container[str]:
        """(recall28) The short numbers the run's texts write (a CSV export's `19.2`, which the
        corpus's tokens keep only as part of its row): carried numbers for `slip_candidates` too."""
        if min_digits != self._below:
            self._below, self._read = min_digits, 0
            self._sites.clear()
            self._words.clear()
        self._catch_up(texts)
        return self._sites

    def _catch_up(self, texts: list[tuple[str, int]]) -> None:
        sites = self._sites
        below = self._below
        least = self._least
        sites_in = _site_pattern(least, below).finditer
        for k in range(self._read, len(texts)):
            text = texts[k][0]
            for match in sites_in(text):
                written = match.group(0)
                # (speed29) `written` is ASCII digits with at most one point (`_SITE`), and so is its
                # key: the key's digits are its length less its point, `_count_digits` without the
                # walk; and they are at most `written`'s length, its whole part's length at least
                # (`_site_key` drops only a point and zeros after it), so those two decide most
                # numbers before the key is built
                if len(written) < least:
                    continue
                point = written.find(".")
                if (point if point >= 0 else len(written)) >= below:
                    continue
                key = _site_key(written) if point >= 0 else written
                digits = len(key) - 1 if "." in key else len(key)
                if digits < least or (digits >= below and not _zero_swapped(key, digits, below)):
                    continue
                start, end = match.start(), match.end()
                sites.setdefault(key, []).append((k, start, end))
                if start > 0 and text[start - 1] == "-" and (start == 1 or text[start - 2] not in _SIGNED_BEFORE):
                    sites.setdefault("-" + key, []).append((k, start - 1, end))
        self._read = len(texts)

    def _beside(self, slip: str, texts: list[tuple[str, int]]) -> set[str]:
        sites = self._sites.get(slip)
        if sites is None:
            return set()
        read, words = self._words.get(slip, (0, set()))
        for k, start, end in sites[read:]:
            text = texts[k][0]
            words.update(words_of(text[max(0, start - _BEFORE) : end + _AFTER]))
            record = _record_around(text, start, end)
            words.update(_keys(record))
            words.update(record_words(record))
            words.update(_after_keys(text, end))
            words.update(_before_keys(text, start))
            words.update(_key_units(text, start))
        self._words[slip] = (len(sites), words)
        return words


def attributed_slips(
    candidates: dict[str, tuple[list[str], set[str]]], texts: Iterable[tuple[str, int]]
) -> frozenset[str]:
    """The values whose line shares a word with the words beside a carried slip of theirs (the
    long way: every text read for every slip; `SlipWords` keeps what a run's texts write)."""
    patterns = {slip: _written_pattern(slip[1:] if slip.startswith(_WEAK) else slip) for slips, _ in candidates.values() for slip in slips}
    beside: dict[str, set[str]] = {slip: set() for slip in patterns}
    for text, _ in texts:
        for slip, pattern in patterns.items():
            for match in pattern.finditer(text):
                beside[slip].update(words_of(text[max(0, match.start() - _BEFORE) : match.end() + _AFTER]))
                record = _record_around(text, match.start(), match.end())
                beside[slip].update(_keys(record))
                beside[slip].update(record_words(record))
                beside[slip].update(_after_keys(text, match.end()))
                beside[slip].update(_before_keys(text, match.start()))
                beside[slip].update(_key_units(text, match.start()))
    out = set()
    for value, (slips, words) in candidates.items():
        if any(
            _weakly_attributed(words & beside[slip], words) if slip.startswith(_WEAK)
            else words & beside[slip] or _unit_swap(value, slip, words, beside[slip])
            for slip in slips
        ):
            out.add(value)
    return frozenset(out)
