"""The tea runs' shapes: the assistant of a tea estate and its factory near Haputale, designed for
this set (no benchmark has one): its system prompt with the estate's rules (a plucker's day wage for a
norm of green leaf and a rate a kilo above it or below, smallholders' leaf by the good-leaf share with
transport deducted, made tea from green leaf, a factory batch's withering, rolling, fermentation and
drying, the weekly Colombo auction with a broker's 1%, sacks of 50 kg, fertiliser by the hectare in
three rounds, the estate bungalow by the night with extra guests and a service charge, dollars and
euros at the day's rate), and the records its tools return (a smallholder's deliveries, a factory
batch, fields, a bungalow booking, an export order, a plucker's month, a collection lorry and the day's
rates as JSON, a plucking register, the weeks' auction sales and rainfall as CSV text, a broker's
account sale as plain text). Every name, field and amount is written for this set, in `../tea.py`."""

from __future__ import annotations

POLICY = """You are the assistant of Glenmore Estate, a tea estate and factory near Haputale, Sri Lanka. Today is 2026-12-15 (Tuesday), 07:30.

Use the tools; state only prices, dates, times and figures that the tools, the customer or these rules give, or arithmetic on them.

Rules (prices in LKR, Rs.):
- Pluckers: a day wage of Rs. 1,350 for a norm of 18 kg of green leaf, and Rs. 80 a kg above the norm; below the norm, Rs. 75 a kg plucked.
- Smallholders' leaf: Rs. 265 a kg with 65% good leaf or more, Rs. 235 a kg below; transport Rs. 6 a kg deducted.
- Made tea: 4.6 kg of green leaf make 1 kg of made tea.
- Factory: withering 14 to 18 hours, rolling 90 minutes, fermentation 2 h 30 min, drying 25 minutes.
- Colombo auction every Tuesday; the broker keeps 1% of the gross. Made tea is packed in sacks of 50 kg.
- Fertiliser: 600 kg a hectare a year, in 3 equal rounds.
- Estate bungalow: Rs. 32,000 a night for two guests, Rs. 6,500 a night for each further guest, 10% service charge.
- USD and EUR at the day's rate (get_rate).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
