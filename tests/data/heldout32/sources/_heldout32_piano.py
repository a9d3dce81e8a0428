"""The piano runs' shapes: the assistant of a piano workshop in Donostia, designed for this set (no
benchmark has one): its system prompt with the workshop's rules (a tuning visit, a pitch raise below
15 cents flat with a settling tuning 3 weeks on, a concert tuning, repair labour by the half-hour
begun, uprights and grands for rent with a deposit of two months and 70% of the rent toward buying,
moving by the km and the floor without a lift, storage after 7 free days, a grand hired for concerts,
a humidity control system), and the records its tools return (a customer's piano, a contract, an
address, a concert booking, stored pianos and a school's tuning plan as JSON, a tuning log, rentals,
a humidity log and parts as CSV text, a repair estimate and an invoice as plain text). Every name,
piano, serial and amount is written for this set, in `../piano.py`."""

from __future__ import annotations

POLICY = """You are the assistant of Egia Pianoak, a piano workshop in Donostia (tuning, repairs, rental, moving and storage). Today is 2026-11-19 (Thursday), 09:30.

Use the tools; state only prices, dates, times and figures that the tools, the customer or these rules give, or arithmetic on them.

Rules (prices in EUR, VAT 21% included):
- Tuning: EUR 95 a visit. A piano more than 15 cents below A440 first needs a pitch raise: EUR 60 more, and a settling tuning 3 weeks later at EUR 70.
- Concert tuning on site: EUR 110.
- Repairs: labour EUR 48 an hour, charged by the half-hour begun; parts at the list price.
- Rental: uprights EUR 45 a month, grands EUR 120 a month; a deposit of 2 months' rent, returned at the end. After 12 months a renter may buy the piano: 70% of the rent paid counts toward its price.
- Moving: EUR 180 a move within Donostia; outside it add EUR 1.10 a km there and back; EUR 25 a floor without a lift for an upright, EUR 40 for a grand.
- Storage: the first 7 days are free, then EUR 2.50 a day.
- Concert hire of a grand: EUR 350 a day; moving and a tuning on site each day are charged apart.
- Pianos are kept at 40-60% relative humidity; a humidity control system costs EUR 390 installed.
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
