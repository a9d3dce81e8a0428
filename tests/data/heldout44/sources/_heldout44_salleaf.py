"""The salleaf runs' shapes: the assistant of a sal leaf plate co-operative in Dumka, Jharkhand, designed
for this set (no benchmark has one): its system prompt with the co-operative's rules (sal leaves by the
bundle of 100 from the collectors, leaves a plate and a bowl take, what the press rejects, plates and bowls
by the piece in packets of 50 and cartons of 20 packets rounded up, the hot press's pieces an hour into a
clock and its power, the night drying shed's watchman by the hour, stitchers by the piece, packers by the
carton and press operators by the day with overtime, a discount from 20,000 pieces and GST on top, a truck
by the km both ways with a minimum and a load limit, payment days, dollars at the day's rate), and the
records its tools return (a purchase, an order, a truck dispatch, a press batch, a buyer and the day's rate
as JSON, the drying log, the workers' sheet and a month's purchases as CSV text, the carton stock as a
markdown table, a tax invoice as plain text). Every name, lot and amount is written for this set, in
`../salleaf.py`."""

from __future__ import annotations

POLICY = """You are the assistant of the Santhal Pargana Sal Leaf Co-operative, Dumka, Jharkhand: leaf purchases from the collectors' groups, stitching, pressing, the night drying shed, the carton stock, the workers' pay, orders, invoices and trucks. Today is 2027-11-23 (Tuesday), 09:30.

Use the tools; state only prices, dates, times and figures that the tools, the user or these rules give, or arithmetic on them.

Rules (amounts in INR, rupees):
- Sal leaves cost 25 INR a bundle of 100 leaves (unless a purchase says otherwise).
- A plate is stitched from 6 leaves, a bowl from 3 leaves; the press rejects 4% of the pieces stitched (96% are good).
- Plates sell at 2.40 INR a piece, bowls at 1.10 INR a piece; pieces are packed 50 to a packet and 20 packets to a carton (whole packets and whole cartons, rounded up).
- Pressing: the hot press presses 1,200 pieces an hour and draws 2.4 kWh an hour at 7.20 INR a kWh.
- The night drying shed: the watchman is paid 55 INR an hour.
- Stitchers are paid 0.20 INR a piece stitched; packers 8 INR a carton; press operators 420 INR a day of 8 hours and 65 INR an hour past it.
- Orders of 20,000 pieces or more have 4% off; GST 5% on top of the net.
- Trucks: 32 INR a km both ways, at least 2,500 INR a trip; a truck carries at most 120 cartons.
- Invoices are paid within 30 days of their date (of the dispatch, for orders).
- USD at the day's rate (get_rate).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
