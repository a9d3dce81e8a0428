"""The airline2 runs' shapes: an airline agent policy written in the style of tau2-bench's airline
domain, and the shapes of its tools' records (the JSON of its pydantic models: users with
membership, payment methods and saved passengers; reservations with flights, passengers, cabin,
baggage, insurance and payment history; flights found by search, with status, seats and prices by
cabin). Every name, id, date and amount is written for this corpus."""

from __future__ import annotations

from typing import Any

POLICY = """# Airline Agent Policy

The current time is 2024-05-15 15:00:00 EST.

As an airline agent, you can help users book, modify, or cancel flight reservations, and handle refunds and compensation.

Before taking any action that updates the booking database (booking, modifying flights, editing baggage, changing cabin class, or updating passenger information), you must list the action details and obtain explicit user confirmation (yes) to proceed.

You should not provide any information, knowledge, or procedures not provided by the user or available tools, or give subjective recommendations or comments. You should only make one tool call at a time.

## Domain basics
- User: user id, email, address, date of birth, payment methods, membership level (regular, silver, gold), reservation numbers.
- Payment methods: credit card, gift card, travel certificate. A certificate cannot be refunded or combined with another certificate.
- Flight: flight number, origin, destination, scheduled times, and for each date a status: available, delayed, on time, flying, landed, cancelled. Cabins: basic economy, economy, business; each has its own price and seats.
- Reservation: reservation id, user id, trip type, flights, passengers, payment methods, created time, baggages, travel insurance.

## Book flight
- Each reservation can have at most five passengers, all flying the same flights in the same cabin.
- Travel insurance costs 30 dollars per passenger and enables a full refund if the user cancels for health or weather reasons.
- Checked bags: a regular member gets 0 free checked bags per passenger in basic economy, 1 in economy and 2 in business; a silver member 1, 2 and 3; a gold member 2, 3 and 4. Each extra bag costs 50 dollars.

## Modify flight
- Basic economy flights cannot be modified. Other reservations can change flights without changing the origin, destination and trip type; the user pays or is refunded the price difference.
- The cabin can be changed for all flights of the reservation at once, if none has been flown; the user pays or is refunded the difference.
- Bags can be added but not removed. Insurance cannot be added after booking.
- Passenger names and dates of birth can be changed, but not the number of passengers.

## Cancel flight
- The user must give the reservation id and the reason (change of plan, airline cancelled flight, or other reasons).
- A reservation can be cancelled if it was booked within the last 24 hours, if the airline cancelled a flight, if it is business class, or if the user has travel insurance and the reason is covered. Otherwise it cannot be cancelled.
- The refund goes to the original payment methods within 5 to 7 business days.

## Refunds and compensation
- Do not offer compensation unless the user asks for it.
- If the user is silver or gold, has travel insurance, or flies business, and complains about a cancelled flight, you can offer a certificate of 100 dollars times the number of passengers after confirming the facts.
- If such a user complains about a delayed flight and wants to change or cancel the reservation, you can offer a certificate of 50 dollars times the number of passengers after the change or cancellation.
"""


def user(uid: str, first: str, last: str, dob: str, email: str, membership: str, methods: list[dict[str, Any]],
         reservations: list[str], saved: list[dict[str, str]] | None = None) -> dict[str, Any]:
    return {"user_id": uid, "name": {"first_name": first, "last_name": last},
            "address": {"address1": "742 Alder Road", "address2": "Apt 5C", "city": "Denver", "country": "USA",
                        "state": "CO", "zip": "80203"},
            "email": email, "dob": dob, "payment_methods": {m["id"]: m for m in methods},
            "saved_passengers": saved or [], "membership": membership, "reservations": reservations}


def card(pid: str, brand: str, last_four: str) -> dict[str, Any]:
    return {"source": "credit_card", "id": pid, "brand": brand, "last_four": last_four}


def gift(pid: str, amount: float) -> dict[str, Any]:
    return {"source": "gift_card", "id": pid, "amount": amount}


def cert(pid: str, amount: float) -> dict[str, Any]:
    return {"source": "certificate", "id": pid, "amount": amount}


def pax(first: str, last: str, dob: str) -> dict[str, str]:
    return {"first_name": first, "last_name": last, "dob": dob}


def leg(number: str, origin: str, destination: str, day: str, price: int) -> dict[str, Any]:
    return {"flight_number": number, "origin": origin, "destination": destination, "date": day, "price": price}


def reservation(rid: str, uid: str, origin: str, destination: str, trip: str, cabin: str, flights: list[dict[str, Any]],
                passengers: list[dict[str, str]], payments: list[tuple[str, float]], created: str, bags: int, nonfree: int,
                insurance: str, status: str | None = None) -> dict[str, Any]:
    return {"reservation_id": rid, "user_id": uid, "origin": origin, "destination": destination, "flight_type": trip,
            "cabin": cabin, "flights": flights, "passengers": passengers,
            "payment_history": [{"payment_id": p, "amount": a} for p, a in payments], "created_at": created,
            "total_baggages": bags, "nonfree_baggages": nonfree, "insurance": insurance, "status": status}


def flight(number: str, origin: str, destination: str, depart: str, arrive: str, day: str,
           seats: tuple[int, int, int], prices: tuple[int, int, int], status: str = "available") -> dict[str, Any]:
    return {"flight_number": number, "origin": origin, "destination": destination, "status": status,
            "scheduled_departure_time_est": depart, "scheduled_arrival_time_est": arrive, "date": day,
            "available_seats": dict(zip(("basic_economy", "economy", "business"), seats, strict=True)),
            "prices": dict(zip(("basic_economy", "economy", "business"), prices, strict=True))}
