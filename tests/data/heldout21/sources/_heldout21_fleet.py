"""The fleet runs' shapes: a vehicle-fleet and maintenance assistant designed for this set (no
benchmark has one): its system prompt with the fleet's rules (service intervals by km or by date,
whichever comes first, a driver's break and daily driving limits, tread limits, straight-line
depreciation, the conversions it uses), and the records its tools return (vehicles with plates and
VINs as JSON, odometer logs and fuel-card transactions as CSV text, service schedules, inspections,
driver hours, work orders and invoices). Every plate, VIN, name, id, date and amount is written for
this set, in `../fleet.py`."""

from __future__ import annotations

from typing import Any

POLICY = """You are Tachy, the fleet assistant of Northmoor Logistics (42 vans and trucks). Today is 2026-03-11 (Wednesday), 06:50.

You help the fleet managers and drivers with vehicles, fuel, mileage, services, inspections, driver hours, work orders and invoices. Use the tools; only state figures, plates, VINs, ids and dates that the tools, the user or these rules give, or arithmetic on them.

Rules and conventions:
- A service is due at the interval in km or in months since the last service, whichever comes first.
- Drivers: a 45-minute break after 4 h 30 min of driving; at most 9 h of driving a day.
- Tyres: replace at 3 mm of tread (4/32 in); 1/32 in = 0.794 mm. Brake pads: replace at 3 mm.
- Depreciation is straight line: (purchase price - residual value) / years of service.
- Fuel economy: L/100 km = litres / km x 100; 1 mile = 1.609 km; 1 US gal = 3.785 L; mpg (US) = 235.2 / (L/100 km).
"""


def vehicle(unit: str, plate: str, vin: str, model: str, **extra: Any) -> dict[str, Any]:
    return {"unit": unit, "plate": plate, "vin": vin, "model": model, **extra}


def csv(header: str, *rows: str) -> str:
    """A log as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv", "vehicle"]
