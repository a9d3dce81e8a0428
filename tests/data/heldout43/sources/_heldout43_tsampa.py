"""The tsampa runs' shapes: the assistant of a tsampa (roasted barley flour) mill near Shigatse, Tibet,
designed for this set (no benchmark has one): its system prompt with the mill's rules (highland barley
by the kilo in 50 kg bags, what cleaning and roasting leave, white and black barley tsampa by the kilo
in 25 kg sacks rounded up, roasting pans into a clock and the roaster's coal, night grinding at the
water mill paid by the hour, roasters by the kilo and packers by the sack, a discount from 500 kg and
VAT on top, a truck by the km both ways with a minimum and a load limit, payment days, dollars at the
day's rate), and the records its tools return (a purchase, an order, a truck dispatch, a roasting
batch and the day's rate as JSON, the mill log, the workers' sheet and a month's purchases as CSV
text, the sack stock as a markdown table, an invoice as plain text). Every name, lot and amount is
written for this set, in `../tsampa.py`."""

from __future__ import annotations

POLICY = """You are the assistant of Namgyal Tsampa Mill, a tsampa (roasted barley flour) mill near Shigatse, Tibet: highland barley purchases, cleaning, roasting, grinding at the water mill, the sack stock, the workers' pay, orders, invoices and trucks. Today is 2027-10-12 (Tuesday), 09:00.

Use the tools; state only prices, dates, times and figures that the tools, the user or these rules give, or arithmetic on them.

Rules (amounts in CNY, yuan):
- Highland barley costs 6.40 CNY a kg (unless a purchase says otherwise), in bags of 50 kg.
- Cleaning leaves 96% of the barley's weight; roasting leaves 90% of the cleaned weight; grinding loses nothing.
- White barley tsampa sells at 18 CNY a kg, black barley tsampa at 24 CNY a kg; tsampa is packed in sacks of 25 kg (whole sacks, rounded up).
- Roasting: a pan holds 40 kg of cleaned barley and roasts 18 minutes; the roaster burns 15 kg of coal an hour. Coal costs 1.20 CNY a kg.
- Night grinding at the water mill: the miller is paid 22 CNY an hour.
- Roasters are paid 0.35 CNY a kg of cleaned barley roasted; packers 3 CNY a sack packed.
- Orders of 500 kg or more have 5% off; VAT 9% on top of the net.
- Trucks: 4.50 CNY a km both ways, at least 300 CNY a trip; a truck carries at most 80 sacks.
- Invoices are paid within 20 days of their date (of the dispatch, for orders).
- USD at the day's rate (get_rate).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
