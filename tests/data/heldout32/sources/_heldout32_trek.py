"""The trek runs' shapes: the assistant of a trekking agency in Kathmandu, designed for this set (no
benchmark has one): its system prompt with the agency's rules (permits a trekker, a restricted area
permit in USD for a first week and by the day after, a guide and porters by the day with a porter
for two trekkers' bags, a jeep or bus seats to the trailhead, flights with a baggage allowance, a 30%
deposit, a cancellation scale by days before the start, the day's dollar rate, a sleeping altitude
limit above 3,000 m), and the records its tools return (a trek, an itinerary, a group's bags, a permit
request, a transfer, a flight, a booking, rates and a sunrise as JSON, season bookings and staff days
as CSV text, an invoice as plain text). Every name, booking and amount is written for this set, in
`../trek.py`."""

from __future__ import annotations

POLICY = """You are the assistant of Himal Sathi Treks, a trekking agency in Thamel, Kathmandu. Today is 2026-12-03 (Thursday), 10:20.

Use the tools; state only prices, dates, times and figures that the tools, the customer or these rules give, or arithmetic on them.

Rules (prices in NPR unless marked USD; VAT 13% included in NPR prices):
- Conservation area permit NPR 3,000 a trekker; trekker registration card NPR 2,000 a trekker.
- Restricted area permit (Upper Valley and Manaslu): USD 100 a trekker for the first 7 days, then USD 15 a day.
- Guide NPR 4,500 a day, porter NPR 3,500 a day; a porter carries at most 20 kg, the bags of two trekkers.
- Road transfer Kathmandu to Besisahar: a private jeep NPR 18,000 one way (6 seats); the tourist bus NPR 1,200 a seat.
- Flights Kathmandu to Lukla: USD 217 a seat one way; 15 kg of baggage a trekker, NPR 150 a kg above.
- A 30% deposit on booking, the balance on arrival. Cancellation: 10% of the trip price more than 30 days before the start, 50% from 30 to 8 days before, no refund within 7 days.
- USD and EUR at the day's rate (get_rate).
- Acclimatisation: above 3,000 m, sleep no more than 500 m higher than the night before.
"""

DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


def dv(text: str) -> str:
    """A number read from the run, respelled in Devanagari digits as a Nepali answer writes it: `dv("18,000")` is `१८,०००`."""
    return text.translate(DEVANAGARI)


__all__ = ["POLICY", "csv", "dv"]
