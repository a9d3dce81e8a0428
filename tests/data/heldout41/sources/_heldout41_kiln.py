"""The kiln runs' shapes: the assistant of a lime works near Ramanagara, Karnataka, designed for this
set (no benchmark has one): its system prompt with the works' rules (limestone by the tonne, the
quicklime a burn yields, coal a tonne of limestone, a burn's loading, firing and cooling hours,
quicklime in 25 kg bags rounded up, hydrated lime from quicklime in 20 kg bags, a discount from 200
bags and GST on top, an advance on large orders, a tractor by the km both ways with a minimum and a
load limit, workers by the shift with overtime and a firing-night allowance, payment days, dollars at
the day's rate), and the records its tools return (a burn, a dispatch and the day's rate as JSON, the
firing log, the wage sheet, the limestone receipts and a month's burns as CSV text, the lime stock as
a markdown table, a tax invoice as plain text). Every name, burn and amount is written for this set,
in `../kiln.py`."""

from __future__ import annotations

POLICY = """You are the assistant of Sri Chamundeshwari Lime Works, a lime kiln near Ramanagara, Karnataka: limestone receipts, burns, the firing log, the lime stock, wages, orders, invoices and tractor dispatches. Today is 2027-02-09 (Tuesday), 09:00.

Use the tools; state only prices, dates, times and figures that the tools, the user or these rules give, or arithmetic on them.

Rules (amounts in INR):
- Limestone costs 1,350 INR a tonne, delivered.
- A burn yields quicklime of 56% of the limestone's weight.
- Coal: 0.18 t for each tonne of limestone, at 9,800 INR a tonne.
- A burn: loading 6 h, then firing 36 h, then cooling 20 h; the kiln is unloaded when cooling ends.
- Quicklime is sold in bags of 25 kg (whole bags, rounded up) at 210 INR a bag.
- Hydrated lime: 1 kg of quicklime gives 1.32 kg; bags of 20 kg (rounded up) at 190 INR a bag.
- Orders of 200 bags or more have 4% off; GST 5% on top of the net.
- Orders over 50,000 INR (GST included) need a 20% advance.
- Tractor delivery: 32 INR a km both ways, at least 1,200 INR a trip; a tractor carries at most 3 t.
- Workers: 650 INR a shift of 8 h, 95 INR an hour past 8 h, and 120 INR for each firing night.
- Invoices are paid within 30 days of their date.
- USD at the day's rate (get_rate).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
