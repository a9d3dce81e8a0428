"""Sizes worked for print (round 25): `dpi-pixels` and `edge-margin`.

Whoever sends a file to be printed, shown or framed works two steps on a size: the pixels it needs
at a resolution (`pixels = inches x DPI`, the inches a length in mm over 25.4: `91 × 61 mm ... At
300 DPI that's 1075 × 720 px`), and the size with a margin on every edge (a printer's bleed, a
frame's mat, a seam allowance: `Large format takes 10 mm bleed, so 3,020 × 1,020 mm`). A photo
lab, a sign maker, a web designer and a quilter write them the same way. Both are exact constants
of the units (25.4 mm in an inch) and of the shape (a margin on each of two opposite edges), so
the value is computed from a size the run states.

| rule | the answer writes | from | its price |
|---|---|---|---|
| `dpi-pixels` (late) | `At 150 DPI: 7 205 × 4 843 píxeis`; `大判は150DPIなので、2,480×3,508ピクセル` | a whole count of pixels on a line that writes a resolution (`300 DPI`, `150dpi`, `72 ppi`): a length the run states (written before it in the answer with its unit, mm, cm, m or inches; the earlier answers' settled ones; the persons' texts, a size table's line naming its unit once, `Sizes (trim, mm): A2 420 x 594`), or such a length plus twice a margin its line writes before it in the same unit (`塗り足し10mmを入れると`), in inches times the DPI, rounded half up | a value equal to such a count with no one-digit neighbour reached by another length or resolution of its line, not one digit off a carried number |
| `edge-margin` (late) | `10 mm bleed, so 3,020 × 1,020 mm`; `Com 10 mm de sangria: 1220 × 820 mm` | a length the run states (as for `dpi-pixels`) plus twice a length its sentence writes before it in the same unit, the value written in that unit (after it, or after the pair it opens) | a value equal to such a sum with no one-digit neighbour reached by another size or margin; not one digit off a carried number but the size it starts from (`3,020` from a carried `3000`) |

Refused: a value with places (`dpi-pixels`), a value written with a unit of no length or the
resolution's own number, a line that writes no resolution, a size written after the value.
Pure: no I/O; `StatedSizes` keeps the sizes the run's texts state (bounded).
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from collections.abc import Container
from typing import Final, NamedTuple

from .computed.reading import AnswerReading, carried_neighbours, one_digit_off
from .computed.values import Derivation, Operand, Occurrence, decimal_places
from .computed.wide import local_slip, late_target
from .decimal_text import printed
from .layout import line_bounds, sentence_start
from .normalize import normalize_token

__all__ = ["StatedSizes"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_SIZES: Final = 48  # sizes kept from the run's texts (the latest)
MAX_TEXT: Final = 20_000  # characters of one text read
MAX_MARGINS: Final = 4  # margins of a line (or sentence) read
MAX_RESOLUTIONS: Final = 3  # resolutions of a line read
MAX_LINE_CHARS: Final = 600  # characters of the value's line (or sentence) read on either side of it
MAX_BEFORE_CHARS: Final = 4_000  # characters of the answer before the value read for its sizes
MAX_ANSWER_SIZES: Final = 16  # sizes of the answer a search takes (the last)

# Millimetres in one unit of length: the units a size is written in.
_MM: Final[dict[str, Decimal]] = {
    "mm": Decimal(1), "cm": Decimal(10), "m": Decimal(1000), "in": Decimal("25.4"), "inch": Decimal("25.4"),
    "inches": Decimal("25.4"), "\u2033": Decimal("25.4"),
}
_INCH: Final = Decimal("25.4")
# A number as written in a size: `3,020`, `7 205` (a narrow or plain no-break space), `118.1`, `1200`.
_NUM: Final = r"[0-9]{1,3}(?:[,\u202f\u00a0][0-9]{3})+(?![0-9])|[0-9]+(?:\.[0-9]+)?"
# The unit after a size's number: mm, cm, m, in, inch(es), a double prime; then no letter.
_UNIT: Final = r"(mm|cm|m|inches|inch|in|\u2033)(?![A-Za-z])"
# A size: `91 × 61 mm`, `**3,020 × 1,020 mm**`, `420×594mm`, `600x400`, or one length `3000 mm`;
# the first number, an optional unit, a times sign (`×`, `x`, `X`, `*`) and the second, then the unit.
_SIZE: Final = re.compile(
    r"(?<![0-9.,])(" + _NUM + r")(?:[ \t\u00a0]?" + _UNIT + r")?"
    r"(?:\**[ \t\u00a0]?[\u00d7xX*][ \t\u00a0]?\**(" + _NUM + r"))?\**[ \t\u00a0]?" + r"(?:" + _UNIT + r")?"
)
# (speed26) An ASCII digit: every size's number starts with one (`_NUM`), so a text without one states none.
_ASCII_DIGIT: Final = re.compile(r"[0-9]")
# A line's one length unit named apart (`Sizes (trim, mm):`), for the bare pairs written on it.
_LINE_UNIT: Final = re.compile(r"(?<![A-Za-z])(mm|cm)(?![A-Za-z])")
# A resolution: `300 DPI`, `150dpi`, `72 ppi` (2-4 digits, glued or spaced, any case).
_DPI: Final = re.compile(r"(?<![0-9.,])([0-9]{2,4})[ \t\u00a0]?(?:dpi|ppi)(?![A-Za-z])", re.IGNORECASE)


def _number(written: str) -> Decimal:
    return Decimal(written.replace(",", "").replace("\u202f", "").replace("\u00a0", ""))


# A size's place in a pair: 0 a length alone, 1 the first (a width), 2 the second (a height).
ALONE, FIRST, SECOND = 0, 1, 2
# After a pair's first number: a times sign and a digit (`3,020 × 1`, `420×5`, `91 x 6`).
# (hostile37) Written as its cases, each repeat possessive: the stars before the sign could give one
# back to be the sign `*`, so a run of n stars was tried every way (one try over 2,400 stars: over
# 2 s). A sign `×`, `x` or `X`, or a `*` after a blank, follows the stars; else the stars end with
# the sign. The same texts match, to the same digit.
_TIMES_AFTER: Final = re.compile(
    r"\**+(?:[ \t\u00a0]?[\u00d7xX]|[ \t\u00a0]\*)[ \t\u00a0]?\**+[0-9]|\*++[ \t\u00a0]?\**+[0-9]"
)
# Before a pair's second number (read on the 8 characters before it): a digit and a times sign.
_TIMES_BEFORE: Final = re.compile(r"[0-9]\**[ \t\u00a0]?[\u00d7xX*][ \t\u00a0]?\**$")


class Size(NamedTuple):
    mm: Decimal  # the length in millimetres
    written: str  # its number as written
    at: int  # where its number starts
    place: int  # ALONE, FIRST or SECOND
    places: int  # the places its number writes
    scale: Decimal  # millimetres in its unit


def sizes_in(text: str, start: int, end: int, bare_unit: bool) -> list[Size]:
    """The lengths written in `text[start:end]`: a number with a length unit after it, the first of
    a pair whose second has one (`91 × 61 mm`); with `bare_unit`, a bare pair (`420 x 594`) on a
    line that names one length unit (`(trim, mm)`). Not an area or a rate (`3.0 m²`, `m2`, `/m`)."""
    out: list[Size] = []
    for m in _SIZE.finditer(text, start, end):
        first, unit1, second, unit2 = m.group(1), m.group(2), m.group(3), m.group(4)
        unit = unit2 or unit1
        if unit is None and second is not None and bare_unit:
            line_start, line_end = line_bounds(text, m.start())
            units = set(_LINE_UNIT.findall(text, line_start, line_end))
            unit = units.pop() if len(units) == 1 else None
        if unit is None or (second is None and unit1 is None):
            continue
        if m.end() < len(text) and text[m.end()] in "\u00b2\u00b323/":
            continue  # an area, a volume or a rate: `3.0 m²`, `19.50/m2`
        if unit == "in" and second is None and not _closed(text, m.end()):
            continue  # `5 in total`: a lone number's `in` is a length only before `)`, `,`, `.`, `;` or the end
        scale = _MM[unit1 or unit]
        place = ALONE if second is None else FIRST
        out.append(Size(_number(first) * scale, first, m.start(1), place, decimal_places(first.replace(",", "")), scale))
        if second is not None:
            out.append(Size(_number(second) * _MM[unit], second, m.start(3), SECOND,
                            decimal_places(second.replace(",", "")), _MM[unit]))
    return out


def _closed(text: str, end: int) -> bool:
    return end >= len(text) or text[end] in "),.;]"


def place_of(text: str, start: int, end: int) -> int:
    """The place of the number written at `text[start:end]` in a pair: FIRST, SECOND or ALONE."""
    if _TIMES_AFTER.match(text, end):
        return FIRST
    if _TIMES_BEFORE.search(text[max(0, start - 8):start]):
        return SECOND
    return ALONE


def _fits(size: Size, place: int) -> bool:
    return size.place == ALONE or place == ALONE or size.place == place


def _restated(sizes: list[Size]) -> list[Size]:
    """The sizes without those that restate another rounded (`3.58 in` for `91 mm`): a rounded
    restatement times a resolution lands a pixel or so off the exact one."""
    out: list[Size] = []
    for s in sizes:
        if s.places and any(o is not s and o.scale != s.scale and
                            (o.mm / s.scale).quantize(Decimal(1).scaleb(-s.places), rounding=ROUND_HALF_UP)
                            == s.mm / s.scale for o in sizes):
            continue
        out.append(s)
    return out


class StatedSizes:
    """The sizes the run's persons and earlier answers stated, in millimetres, with where."""

    __slots__ = ("_sizes",)

    def __init__(self) -> None:
        self._sizes: list[tuple[Size, str]] = []

    def add_text(self, text: str, where: str, unsettled: Container[str] = ()) -> None:
        """Read a person's text or an earlier answer (its `unsettled` numbers left out)."""
        if _ASCII_DIGIT.search(text, 0, MAX_TEXT) is None:
            return  # (speed26) no size without an ASCII digit (`_NUM`): one search, not a test per character
        for size in sizes_in(text, 0, min(len(text), MAX_TEXT), True):
            if normalize_token(size.written) in unsettled:
                continue
            if all(size.mm != s.mm or size.place != s.place for s, _ in self._sizes):
                self._sizes.append((size, where))
        del self._sizes[:-MAX_SIZES]

    def _pool(self, reading: AnswerReading, before: int, known: set[str], computed_here: list[Occurrence]
              ) -> list[tuple[Size, Operand]]:
        """The sizes known at the value: the run's, then the answer's written before it (resolved)."""
        sizes: list[tuple[Size, Operand]] = [(s, Operand(s.written, "stated", where)) for s, where in self._sizes]
        resolved = known | {o.value for o in computed_here}
        for s in sizes_in(reading.text, max(0, before - MAX_BEFORE_CHARS), before, False)[-MAX_ANSWER_SIZES:]:
            value = normalize_token(s.written)
            if value in resolved or value not in reading.pending:
                sizes.append((s, Operand(s.written, "answer", f"answer offset {s.at}")))
        kept = _restated([s for s, _ in sizes])
        return [(s, o) for s, o in sizes if any(s is k for k in kept)]

    def explain_pixels(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]
                       ) -> Derivation | None:
        """The value as a count of pixels of a stated length at its line's resolution (the
        module's docstring), or None. A late try."""
        occ = late_target(reading, i, MIN_DIGITS)
        text = reading.text
        if occ is None or decimal_places(occ.digits) or "pi" not in reading.lower:
            return None
        line_start, line_end = line_bounds(text, occ.start)
        line_start, line_end = max(line_start, occ.start - MAX_LINE_CHARS), min(line_end, occ.end + MAX_LINE_CHARS)
        dpis = [m for m in _DPI.finditer(text, line_start, line_end)][:MAX_RESOLUTIONS]
        if not dpis or any(m.start(1) <= occ.at < m.end(1) for m in dpis):
            return None
        if sizes_in(text, occ.start, min(len(text), occ.end + 3), False):
            return None  # the value is a length itself (`3,020 mm`)
        if _refused(reading, i, known, computed_here, ()):
            return None
        place = place_of(text, occ.start, occ.end)
        margins = [s for s in sizes_in(text, line_start, occ.start, False)][-MAX_MARGINS:]
        lengths = [(s.mm, o) for s, o in self._pool(reading, occ.start, known, computed_here) if _fits(s, place)]
        lengths += [(mm + 2 * m.mm, Operand(f"{base.value} + 2 x {m.written}", "answer", f"answer offset {m.at}"))
                    for mm, base in lengths for m in margins if 0 < 2 * m.mm < mm]
        near = {Decimal(n) for n in one_digit_off(occ.digits)}
        found: Derivation | None = None
        for d in dpis:
            dpi = Decimal(d.group(1))
            for mm, operand in lengths:
                pixels = (mm / _INCH * dpi).quantize(Decimal(1), rounding=ROUND_HALF_UP)
                if pixels in near:
                    return None  # the chance test: a one-digit neighbour is reached as well
                if found is None and pixels == occ.number:
                    found = Derivation(
                        "dpi-pixels", f"{operand.value} mm / 25.4 x {dpi} = {occ.value}",
                        (operand, Operand(d.group(0), "answer", f"answer offset {d.start()}"),
                         Operand("25.4", "count", "mm in one inch")),
                    )
        return found

    def explain_margin(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]
                       ) -> Derivation | None:
        """The value as a stated length plus a margin on each of two edges, the margin written
        before it in its sentence (the module's docstring), or None. A late try."""
        occ = late_target(reading, i, MIN_DIGITS)
        text = reading.text
        if occ is None:
            return None
        own = [s for s in sizes_in(text, occ.at, min(len(text), occ.end + 40), False) if s.at == occ.at]
        if not own:
            return None  # the value is written as no length
        target, scale, place = own[0].mm, own[0].scale, place_of(text, occ.start, occ.end)
        first = max(sentence_start(text, occ.start), occ.start - MAX_LINE_CHARS)
        margins = [m for m in sizes_in(text, first, occ.start, False) if m.scale == scale][-MAX_MARGINS:]
        if not margins:
            return None
        lengths = [(s.mm, o) for s, o in self._pool(reading, first, known, computed_here)
                   if s.scale == scale and _fits(s, place)]  # the size and the margin in the value's unit
        near = {Decimal(n) * scale for n in one_digit_off(occ.digits)}
        found: tuple[Operand, Derivation] | None = None
        for m in margins:
            for mm, base in lengths:
                if not 0 < 2 * m.mm < mm:
                    continue
                total = mm + 2 * m.mm
                if total in near:
                    return None  # the chance test: a one-digit neighbour is reached as well
                if found is None and total == target:
                    how = Operand(m.written, "answer", f"answer offset {m.at}")
                    found = (base, Derivation(
                        "edge-margin", f"{printed(mm / scale)} + 2 x {printed(m.mm / scale)} = {occ.value}", (base, how)))
        if found is None or _refused(reading, i, known, computed_here, (found[0].value,)):
            return None
        return found[1]


def _refused(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence], bases: tuple[str, ...]) -> bool:
    """A late try's refusal (`wide.late_try_refused`) but for the base the value starts from: a
    carried number one digit off the value that is not that base (a misread), or a slip of the
    local step."""
    misread = carried_neighbours(reading, reading.occurrences[i], i)
    if misread is None:
        return True
    taken = {normalize_token(b) for b in bases}
    return bool(misread - taken) or local_slip(reading, i, known, computed_here)
