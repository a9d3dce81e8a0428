"""The farm runs' shapes: an agronomy and farm-management assistant designed for this set (no
benchmark has one): its system prompt with the farm's rules (standard moistures, the shrink formula,
bushels per tonne, growing degree days), and the records its tools return (fields as JSON with their
areas in hectares and acres, yield logs and rain logs as CSV-like text, input purchases as JSON, the
weather as text, the price sheet as plain text). Every name, id, date and amount is written for this
set, in `../farm.py`."""

from __future__ import annotations

from typing import Any

POLICY = """You are FieldLedger, the farm-management assistant of Marlow Creek Farms. Today is 2025-10-08 (Wednesday), 07:15.

You help the farm team with fields, yields, inputs, costs, weather and grain sales. Use the tools; only state figures, ids and dates that the tools, the user or these rules give, or arithmetic on them.

Rules and conversions:
- Grain is priced at standard moisture: wheat 13.5%, corn 15.5%, soybeans 13.0%, canola 10.0%.
- Shrink: dry tonnes = wet tonnes x (100 - moisture) / (100 - standard moisture).
- Bushels per tonne: wheat and soybeans 36.744, corn 39.368, canola 44.092.
- Growing degree days (base 10 C): each day's (max + min) / 2 - 10, counted as 0 when negative.
- Costs per hectare use the field's area in hectares; per acre, its area in acres.
"""

PRICE_SHEET = """MARLOW CREEK FARMS - GRAIN PRICE SHEET (updated 2025-10-07)
Contracts
  C-2025-014  Wheat, HRW 12% protein ..... 120.0 t @ $248.50/t  deliver by 2025-10-31  (Delta Grain)
  C-2025-019  Corn, No. 2 yellow ......... 400.0 t @ $181.20/t  deliver by 2025-11-28  (Delta Grain)
  C-2025-022  Soybeans, No. 1 ............ 150.0 t @ $402.75/t  deliver by 2025-11-14  (Prairie Co-op)
Spot bids (Delta Grain elevator, 2025-10-07)
  Wheat ............................... $236.10/t
  Corn ................................ $172.40/t
  Soybeans ............................ $391.00/t
  Canola .............................. $598.30/t
Drying and handling
  Drying charge ....................... $2.15 per t per point above standard
  Elevator handling ................... $6.50/t
"""


def field(fid: str, name: str, area_ha: float, area_ac: float, crop: str, **extra: Any) -> dict[str, Any]:
    return {"field_id": fid, "name": name, "area_ha": area_ha, "area_ac": area_ac, "crop_2025": crop, **extra}


def purchase(item: str, qty: float, unit: str, unit_price: float, **extra: Any) -> dict[str, Any]:
    """An input purchase: quantity, unit and unit price, and its total (to the cent)."""
    return {"item": item, "qty": qty, "unit": unit, "unit_price": unit_price,
            "total": round(qty * unit_price, 2), **extra}


def log(header: str, *rows: str) -> str:
    """A log as the tool returns it: a CSV header and one line per row."""
    return "\n".join([header, *rows])





def swapped(written: str, at: int) -> str:
    """A value as written with the characters at `at` and `at + 1` exchanged (a planted slip)."""
    return written[:at] + written[at + 1] + written[at] + written[at + 2:]


def one_off(written: str, at: int, digit: str) -> str:
    """A value as written with the character at `at` replaced by `digit` (a planted slip)."""
    return written[:at] + digit + written[at + 1:]


__all__ = ["POLICY", "PRICE_SHEET", "field", "log", "one_off", "purchase", "swapped"]
