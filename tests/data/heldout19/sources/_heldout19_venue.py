"""The venue runs' shapes: an event-ticketing and venue assistant designed for this set (no benchmark
has one): its system prompt with the box office's rules (fees per ticket, the tax on them, refunds
after a cancellation or a reschedule, doors before the show), the fee schedule as plain text, and the
records its tools return (events with their seating tiers as JSON, sales by day as CSV-like text,
orders, promo codes, run sheets with door and set times). Every name, id, date and amount is written
for this set, in `../venue.py`."""

from __future__ import annotations

from typing import Any

POLICY = """You are the box-office assistant of Harbourline Venues (The Foundry, Pier 9 Hall and the Glasshouse). Today is 2026-03-11 (Wednesday), 14:20, venue local time.

You help promoters and ticket buyers with events, seating, sales, fees, orders, refunds and show times. Use the tools; only state figures, ids, codes and times that the tools, the user or these rules give, or arithmetic on them.

Rules:
- A ticket's price is its face value plus the fees of the fee schedule; sales tax applies to the face value and the fees.
- Promo codes discount the face value only, never the fees.
- A cancelled show is refunded in full (face value, fees and tax) to the original payment method within 7 business days.
- A rescheduled show keeps its tickets; refunds are available on request for 30 days after the announcement, less the service fee.
- Sell-through is tickets sold over the capacity on sale; comps are not sold tickets.
"""

FEE_SCHEDULE = """HARBOURLINE VENUES - FEE SCHEDULE 2026
Per ticket
  Service fee ......................... 12% of face value (minimum $3.00)
  Facility fee ........................ $2.50
Per order
  Order processing .................... $1.95 (online only; none at the box office)
Sales tax
  City and state sales tax ............ 8.875% on face value and all fees
Refunds
  Cancelled show ...................... full refund, within 7 business days
  Rescheduled show .................... on request within 30 days of the announcement; service fee not refunded
"""


def event(eid: str, name: str, venue: str, date: str, doors: str, show: str, tiers: list[dict[str, Any]],
          **extra: Any) -> dict[str, Any]:
    return {"event_id": eid, "name": name, "venue": venue, "date": date, "doors": doors, "show": show,
            "tiers": tiers, **extra}


def tier(name: str, capacity: int, face: float, **extra: Any) -> dict[str, Any]:
    return {"tier": name, "capacity": capacity, "face_value": face, **extra}


def sales(header: str, *rows: str) -> str:
    """Sales as the reporting tool returns them: a CSV header and one line per row."""
    return "\n".join([header, *rows])


__all__ = ["FEE_SCHEDULE", "POLICY", "event", "sales", "tier"]
