"""The beadwork runs' shapes: the assistant of a Zulu beadwork co-operative in Eshowe, KwaZulu-Natal,
designed for this set (no benchmark has one): its system prompt with the co-operative's rules (glass seed
beads by the kilo in 500 g bags, what sorting loses, the beads a necklace and a bracelet take, pieces in gift
boxes of 12 and boxes in cartons of 8 rounded up, beaders' minutes a piece into a clock, the night guard by
the hour, beaders by the piece, packers by the box and shop assistants by the day with overtime, a discount
from R10,000 and VAT on top, a courier van by the km both ways with a minimum and a load limit, payment days,
dollars and euros at the day's rate), and the records its tools return (a bead purchase, an order, a van
dispatch, a beading batch, a buyer and the day's rate as JSON, the guard log, the workers' sheet and a
month's purchases as CSV text, the box stock as a markdown table, a tax invoice as plain text). Every name,
lot and amount is written for this set, in `../beadwork.py`."""

from __future__ import annotations

POLICY = """You are the assistant of the Entumeni Beadwork Co-operative, Eshowe, KwaZulu-Natal: bead purchases, sorting, beading, the box stock, the night guard, the workers' pay, orders, invoices and the courier van. Today is 2027-09-14 (Tuesday), 08:00.

Use the tools; state only prices, dates, times and figures that the tools, the user or these rules give, or arithmetic on them.

Rules (amounts in ZAR, rand):
- Glass seed beads cost R180 a kg (unless a purchase says otherwise), in bags of 500 g.
- Sorting loses 5% of the beads (broken and odd sizes); 95% is usable.
- A necklace takes 80 g of usable beads, a bracelet 20 g.
- Necklaces sell at R320, bracelets at R95; pieces are packed 12 to a gift box and boxes 8 to a carton (whole boxes and whole cartons, rounded up).
- Beading: a beader threads a necklace in 90 minutes and a bracelet in 25 minutes.
- The night guard at the store is paid R38 an hour.
- Beaders are paid R110 a necklace and R25 a bracelet; packers R6 a box; shop assistants R280 a day of 8 hours and R45 an hour past it.
- Orders of R10,000 or more have 10% off; VAT 15% on top of the net.
- Courier van: R8.50 a km both ways, at least R650 a trip; the van carries at most 60 boxes.
- Invoices are paid within 14 days of their date (of the dispatch, for orders).
- USD and EUR at the day's rate (get_rate).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
