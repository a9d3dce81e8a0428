"""The property runs' shapes: a property-management and home-rental assistant designed for this
set (no benchmark has one): its system prompt with the company's rules, and the records its tools
return as JSON (tenants, leases, units with square footage, rent ledgers, maintenance tickets,
short-stay listings and quotes); utility bills, HOA statements and move-out inspections come back
as plain text, written in the runs. Every name, id, date and amount is written for this set, in
`../property.py`."""

from __future__ import annotations

from typing import Any

POLICY = """You are the resident assistant of Harbor & Pine Property Management. Today is 2026-06-17 (Wednesday), 10:05 local time.

You help residents, owners and short-stay guests with leases, rent, utilities, deposits, maintenance and bookings. Use the tools; only state amounts, dates and reference numbers that the tools, the resident or these rules give, or arithmetic on them. Confirm before any change.

Rules:
- Rent is due on the 1st. The grace period ends on the 5th; on the 6th a late fee of 4% of the month's rent is charged.
- A move-in or move-out inside a month is prorated by the day: the monthly rent divided by the month's days, times the days occupied, the move-in day included.
- Pet rent is $35 per pet per month, prorated like rent.
- The security deposit is one month's rent. It is returned within 21 days of move-out, less itemized deductions.
- Shared utility bills are split by occupants unless the lease says by room area (square feet).
- Early termination: a fee of two months' rent, plus rent until the move-out date.
- Lease renewals: the increase offered is stated on the renewal record.
- Maintenance: urgent tickets get a first response within 4 hours; routine tickets are scheduled within 3 business days.
- Short stays: the nightly rate (weekend rate on Friday and Saturday nights), a flat cleaning fee, $25 per guest per night above the listing's base occupancy, and an occupancy tax of 11.5% on all of these.
"""


def tenant(tid: str, name: str, email: str, phone: str, units: list[str], leases: list[str]) -> dict[str, Any]:
    return {"tenant_id": tid, "name": name, "email": email, "phone": phone, "units": units, "leases": leases}


def unit(uid: str, building: str, address: str, sqft: int, bedrooms: int, rooms: dict[str, int] | None = None,
         **extra: Any) -> dict[str, Any]:
    """A unit; `rooms` the bedrooms' areas in square feet where the lease splits by room area."""
    record = {"unit_id": uid, "building": building, "address": address, "square_feet": sqft, "bedrooms": bedrooms}
    if rooms:
        record["rooms_sqft"] = rooms
    return {**record, **extra}


def lease(lid: str, uid: str, tenants: list[str], start: str, end: str, rent: float, deposit: float,
          pets: int = 0, **extra: Any) -> dict[str, Any]:
    return {"lease_id": lid, "unit_id": uid, "tenants": tenants, "start_date": start, "end_date": end,
            "monthly_rent": rent, "security_deposit": deposit, "pets": pets, **extra}


def entry(day: str, kind: str, amount: float, memo: str) -> dict[str, Any]:
    """A rent ledger line: charges positive, payments and credits negative."""
    return {"date": day, "type": kind, "amount": amount, "memo": memo}


def ticket(tid: str, uid: str, opened: str, priority: str, summary: str, status: str, **times: str) -> dict[str, Any]:
    return {"ticket_id": tid, "unit_id": uid, "opened_at": opened, "priority": priority, "summary": summary,
            "status": status, **times}


__all__ = ["POLICY", "entry", "lease", "tenant", "ticket", "unit"]
