"""Year-first dates written with slashes or dots (spell31, spellings dial): `2026/10/20`,
`2026.11.03`, as Japanese, Chinese, Korean, Hungarian, Iranian and Arabic answers often write a date
(and many a form: year, month, day, in that order, whatever the separator). The readers took ISO's
hyphens (`2026-10-20`) and day- or month-first dates with slashes or dots (`20/10/2026`,
`20.10.2026`), but a year-first date with slashes was an identifier no result carried: flagged
where the run carries the very date (`"date": "2026-10-20"`), and no date rule could step from it.

`year_first_respelled` respells each, in the text's own length, as the ISO date it is (`2026/10/20`
-> `2026-10-20`: ten characters either way, so every offset holds), applied at the top of
`gate.judge` with the other respellings (`prefix_hyphens.unprefixed`, `spaced_dates`): every rule
then reads one ISO date at the same place; the finding shows it as written (the gate's `written_as`).
Year first is never ambiguous: no one writes year, day, month. The month and day are two digits
each (a one-digit part has no room for its zero at the same length) and the date must be real.

Not read: a date the run carries as written (`keep`: a result's own `2026/10/20` grounds it as
written, an id or a CalVer version `2024.10.01` stays its token), a year outside 1900-2099, a month or
day out of range (`2026/13/01`), a date glued to more digits, points or slashes (`2026/10/20/3`, a path).
The reading is `compact_dates.year_first_dates(text, alone=True)` (fold32: the one reader of a
year-first date, shared with the result-side reading and the date rules).
Pure: no I/O, no state.
"""

from __future__ import annotations

from collections.abc import Container

from .compact_dates import year_first_dates

__all__ = ["year_first_respelled"]


def year_first_respelled(text: str, keep: Container[str] = ()) -> tuple[str, dict[str, str]]:
    """`text` with each year-first date (`2026/10/20`) respelled as its ISO date at the same place,
    and each ISO date -> as written (for a finding shown as written); a date whose written token is
    in `keep` (the run carries it so) is left; `text` and {} when it writes none."""
    found = year_first_dates(text, alone=True)
    if not found:
        return text, {}
    out: list[str] = []
    written: dict[str, str] = {}
    at = 0
    for start, end, day in found:
        token = text[start:end]
        if token in keep:
            continue
        iso = day.isoformat()
        out.append(text[at:start])
        out.append(iso)
        written.setdefault(iso, token)
        at = end
    if not written:
        return text, {}
    out.append(text[at:])
    return "".join(out), written
