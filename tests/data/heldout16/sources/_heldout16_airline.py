"""The airline3 runs' shapes: tau2-bench airline's record shapes, taken from heldout8's
`_heldout8_airline.py` (one definition of the JSON of its models: reservations with flights,
passengers, payment history, cabin, baggage and insurance; flights found by search with seats and
prices by cabin), a user record with its own address, a flight status record, and a policy
written here in the style of tau2's airline policy, unlike heldout8's (current time 2026-03-11
09:40 EDT, a Wednesday; a $75 change fee per passenger in economy, none in business or for gold
members, basic economy not changeable; fare differences per passenger, a lower fare returned as a
certificate; free checked bags by membership and cabin, $45 an extra bag; insurance $32 per
passenger, its premium never refunded; a $100 cancellation fee per passenger in economy where no
free cancellation applies; partial refunds split over the original payment methods in proportion
to what each paid; certificates of $60 per passenger for a delay of 3 hours or more and $150 for
a cancelled flight, valid one year). Every name, id, date and amount of heldout16 is its own,
written in `../airline3.py`."""

from __future__ import annotations

from typing import Any

from heldout8.sources._heldout8_airline import card, cert, flight, gift, leg, pax, reservation

POLICY = """# Airline Agent Policy

The current time is 2026-03-11 09:40:00 EDT (Wednesday).

As an airline agent you help users book, change or cancel reservations, add bags, and handle refunds and compensation. Authenticate the user by user id first.

Before any action that updates the booking database, list the action details and obtain the user's explicit "yes". Do not give information, fees, dates or reference numbers the tools, the user or this policy do not provide. Make one tool call at a time.

## Cabins and changes
- Cabins: basic economy, economy, business. Basic economy flights cannot be changed or cancelled (except within 24 hours of booking).
- Changing flights keeps the origin, destination and trip type. Economy pays a change fee of $75 per passenger; business pays none; gold members pay none in any cabin.
- The user pays the fare difference per passenger and flight. When the new fare is lower, the difference is returned as a travel certificate.
- The cabin can be changed for all flights of a reservation at once, before any is flown; the user pays or gets back the fare difference, with no change fee.

## Baggage
Free checked bags per passenger (basic economy / economy / business): regular 0 / 1 / 2, silver 1 / 2 / 3, gold 2 / 3 / 3. Each extra bag costs $45, paid with a credit card or gift card on file. Bags can be added, never removed.

## Travel insurance
$32 per passenger, bought only at booking. It allows a full refund of the fares when the user cancels for health or weather reasons. The premium itself is never refunded.

## Cancellation and refunds
- Free cancellation (fares refunded in full): within 24 hours of booking, business cabin, a flight cancelled by the airline, or insurance with a covered reason.
- Otherwise an economy reservation can be cancelled for a fee of $100 per passenger.
- A refund goes back to the original payment methods. When it is partial, each method gets back a share in proportion to what it paid. A certificate's share comes back as a new certificate.
- Refunds take 5 to 7 business days.

## Compensation
Do not offer compensation unless the user asks. If the user is silver or gold, has travel insurance, or flies business:
- a flight delayed by 3 hours or more: a certificate of $60 per passenger;
- a flight cancelled by the airline: a certificate of $150 per passenger.
Certificates are valid for one year from issue. A certificate pays toward one booking; what is left stays on it.
"""


def user(uid: str, first: str, last: str, dob: str, city: str, state: str, zip_code: str, membership: str,
         methods: list[dict[str, Any]], reservations: list[str]) -> dict[str, Any]:
    """A user record as tau2's `get_user_details` returns it, with its own address."""
    return {"user_id": uid, "name": {"first_name": first, "last_name": last},
            "address": {"address1": "18 Larkspur Court", "address2": "", "city": city, "country": "USA",
                        "state": state, "zip": zip_code},
            "email": f"{first.lower()}.{last.lower()}@example.org", "dob": dob,
            "payment_methods": {m["id"]: m for m in methods}, "saved_passengers": [], "membership": membership,
            "reservations": reservations}


def status(number: str, day: str, state: str, scheduled: str, estimated: str | None = None) -> dict[str, Any]:
    """A flight's status on a date (`get_flight_status`): scheduled and estimated departure."""
    return {"flight_number": number, "date": day, "status": state, "scheduled_departure_time_est": scheduled,
            "estimated_departure_time_est": estimated}


__all__ = ["POLICY", "card", "cert", "flight", "gift", "leg", "pax", "reservation", "status", "user"]
