"""An hour a result carries as a bare number, written by the answer as a clock (round 30, spellings
dial; the `clock` rule): a result's CSV `hour,occupied` then `10,388` (or `08`, `"hour": 10`, a
markdown table's `| hour | ... |`) is the hour 10:00, and the answer's table row `| 10:00 | 388 |`
writes it as people write an hour of the day. The clock rule grounded only a carried clock, so every
`10:00` of such an answer was flagged.

`carried_hours` reads the hours a text carries so: the cells of a column whose name is a word for
the hour (`hour`, `hr`, `h`, `hh`, and the same word in the languages of Europe and a few
others: `hora`, `heure`, `Stunde`, `uur`, `ora`, `godzina`, `valanda`, `stunda`, `saat`, `tunti`,
`timme`, `time` of the Nordic languages is not taken: English `time` holds minutes as often; `час`,
`sat`, `óra`, `saa`; the singular only: `"hours": 12`, `hrs`, `horas` name a duration as often,
an agent's `"hours": 12` to a forecast tool made a mutant `12:00` self-sourced, review of round 30),
in a CSV, semicolon or tab block or a markdown table whose every row writes a
whole number 0-23 there (`08`, `9`, `17`); and a JSON key so named with such a number (`"hour": 10`,
`"start_hour": "08"`). A column with one cell that is no hour (`24`, `7.5`, `n/a`) carries none.

The answer's clock grounds only as `H:00` (minutes zero, no seconds), its 24-hour reading the
carried hour: `10:30` or `20:00` for a carried 10 stays flagged, and an hour no row carries does.
Its price: an invented clock on the hour that a result's hour column happens to hold.
Pure: no I/O; the only module state is a bounded memo of the texts read lately.
"""

from __future__ import annotations

import re
from typing import Final

from .text_memo import TextMemo

__all__ = ["HOUR_WORDS", "MAX_HOUR_TEXT", "carried_hours"]

MAX_HOUR_TEXT: Final = 1 << 17  # a longer text is not read for hour columns
MAX_HOUR_COLUMNS: Final = 32  # a header of more cells: no block

# Words for the hour of the day as a column or key names it (lower case).
HOUR_WORDS: Final = frozenset({
    "hour", "hr", "h", "hh", "hora", "heure", "stunde", "uur", "ora",
    "godzina", "valanda", "stunda", "saat", "tunti", "timme", "\u0447\u0430\u0441", "sat", "\u00f3ra", "saa",
})
# A key's words: runs of letters of any script (`start_hour`, `hourOfDay` -> `hour`, `of`, `day`).
_KEY_WORD: Final = re.compile(r"[^\W\d_]+")
_CAMEL: Final = re.compile(r"(?<=[a-z])(?=[A-Z])")
# A JSON key and a whole number of one or two digits (quoted or not) as its value; bounded runs.
_JSON_HOUR: Final = re.compile(r'"([^"\\\n]{1,40})"[ \t]*:[ \t]*"?([0-9]{1,2})"?[ \t]*(?=[,}\]\n])')
_WHOLE_HOUR: Final = re.compile(r"[ \t]*([01]?[0-9]|2[0-3])[ \t]*", re.ASCII)
_LINES: Final = re.compile(r"\r?\n|\\n")
_RULE_LINE: Final = re.compile(r"[|: \t-]+")

_READ: Final[TextMemo[frozenset[int]]] = TextMemo(entries=64, chars=1 << 21)


def _names_hour(name: str) -> bool:
    words = _KEY_WORD.findall(_CAMEL.sub(" ", name.strip()))
    return any(word.lower() in HOUR_WORDS for word in words)


def _split(line: str, delimiter: str) -> list[str]:
    if delimiter == "|":
        line = line.strip()
        if line.startswith("|"):
            line = line[1:]
        if line.endswith("|"):
            line = line[:-1]
    return line.split(delimiter)


def _block_hours(lines: list[str]) -> set[int]:
    found: set[int] = set()
    k = 0
    while k < len(lines):
        line = lines[k]
        delimiter = next((d for d in ("|", "\t", ";", ",") if d in line), "")
        if not delimiter:
            k += 1
            continue
        header = _split(line, delimiter)
        columns = [c for c, name in enumerate(header) if _names_hour(name)] if 2 <= len(header) <= MAX_HOUR_COLUMNS else []
        if not columns:
            k += 1
            continue
        rows: list[list[str]] = []
        j = k + 1
        while j < len(lines):
            if delimiter == "|" and _RULE_LINE.fullmatch(lines[j].strip()) is not None and not rows:
                j += 1  # a markdown table's `|---|---|` line
                continue
            cells = _split(lines[j], delimiter)
            if len(cells) != len(header):
                break
            rows.append(cells)
            j += 1
        for column in columns:
            hours = [_WHOLE_HOUR.fullmatch(row[column]) for row in rows]
            if hours and all(h is not None for h in hours):
                found.update(int(h.group(1)) for h in hours if h is not None)
        k = max(j, k + 1)
    return found


def _read_hours(text: str) -> frozenset[int]:
    found: set[int] = set()
    for m in _JSON_HOUR.finditer(text):
        hour = int(m.group(2))
        if hour <= 23 and _names_hour(m.group(1)):
            found.add(hour)
    found.update(_block_hours(_LINES.split(text)))
    return frozenset(found)


def carried_hours(text: str) -> frozenset[int]:
    """The hours of the day `text` carries as bare numbers under a name for the hour (module doc)."""
    if len(text) > MAX_HOUR_TEXT:
        return frozenset()
    return _READ.read(text, _read_hours)
