"""Shapes the logistics runs share: the agent policy and the tool-result objects of a parcel and
freight carrier's support desk (shipments, tracking events, rates, customs, warehouses, pickups).

Written for this corpus: the shapes follow what carrier APIs return (ISO timestamps in UTC,
weights in kg with float noise where a tool summed them, nested event arrays); every id, name and
amount is made up here.
"""

from __future__ import annotations

import json
from typing import Any

POLICY = """# Logistics support agent policy

You are the customer support agent of Northstar Freight & Parcel. The current time is 2025-03-18 14:20:00 UTC.

You can help customers track shipments, quote rates, create shipping labels, schedule pickups, reroute or hold parcels, explain customs duties and fees, and file claims for lost or damaged parcels.

- Authenticate the customer by account number, or by tracking number plus the destination postal code, before discussing a shipment.
- All timestamps in the system are UTC. When you give the customer a time, convert it to the time zone of the location it concerns and name the zone.
- Weights are stored in kilograms and dimensions in centimeters. Customers in the US may ask for pounds and inches.
- Billable weight is the greater of the actual weight and the dimensional weight (length x width x height in cm / 5000).
- Before any action that creates a charge (label, pickup, reroute, hold), state the charge and get explicit confirmation.
- Claims for damage must be filed within 30 days of delivery; claims for loss within 60 days of the ship date.
- Do not make up information not provided by the tools or the customer.
- Make at most one tool call at a time.
"""


def events(*rows: tuple[str, str, str]) -> list[dict[str, str]]:
    return [{"timestamp": t, "status": s, "location": loc} for t, s, loc in rows]


def shipment(tn: str, status: str, service: str, origin: str, dest: str, weight: float,
             dims: tuple[float, float, float], eta: str | None, evs: list[dict[str, str]],
             **extra: Any) -> dict[str, Any]:
    return {"tracking_number": tn, "status": status, "service": service,
            "origin": origin, "destination": dest, "weight_kg": weight,
            "dimensions_cm": {"length": dims[0], "width": dims[1], "height": dims[2]},
            "estimated_delivery": eta, "events": evs, **extra}


def text(obj: Any) -> str:
    """A result as some tools return it: JSON pretty-printed with two spaces."""
    return json.dumps(obj, indent=2)
