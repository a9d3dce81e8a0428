"""The zone abbreviations the check knows (`UTC`, `CET`, `EST`, `ET`) and their standard offsets.

One table for the `zone` rule (`zones.py`, which converts a clock to the zone named after it) and
for the readers that must tell a zone after a number from a currency code: `13.05 CET` is a clock
in its zone, `13.05 EUR` an amount (`clock_forms`). A module of its own because `zones` reads
written clocks (`written` -> `clock_forms`): `clock_forms` cannot import `zones`. Pure data.
"""

from __future__ import annotations

from typing import Final

__all__ = ["FIXED_OFFSETS", "GENERIC_ZONES", "is_zone_abbreviation"]

# A zone is (standard offset in minutes, rule): rule "" for a fixed offset, "us" or "eu" for one
# that follows daylight saving time.
FIXED_OFFSETS: Final[dict[str, int]] = {
    "UTC": 0, "GMT": 0, "EST": -300, "EDT": -240, "CST": -360, "CDT": -300, "MST": -420, "MDT": -360,
    "PST": -480, "PDT": -420, "AKST": -540, "AKDT": -480, "HST": -600, "CET": 60, "CEST": 120,
    "WET": 0, "WEST": 60, "EET": 120, "EEST": 180, "BST": 60, "IST": 330, "JST": 540, "KST": 540,
    "HKT": 480, "SGT": 480, "AEST": 600, "AEDT": 660, "MSK": 180,
}
# Abbreviations of zones that follow daylight saving time, named without saying which.
GENERIC_ZONES: Final[dict[str, tuple[int, str]]] = {
    "ET": (-300, "us"), "CT": (-360, "us"), "MT": (-420, "us"), "PT": (-480, "us"),
}


def is_zone_abbreviation(word: str) -> bool:
    """Whether `word`, as written (upper case), abbreviates a zone: `CET`, `UTC`, `EST`, `ET`."""
    return word in FIXED_OFFSETS or word in GENERIC_ZONES
