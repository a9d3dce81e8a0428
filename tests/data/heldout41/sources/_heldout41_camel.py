"""The camel runs' shapes: the assistant of a camel milk collection centre in Hargeisa, designed for
this set (no benchmark has one): its system prompt with the centre's rules (herders paid by the litre
by the milk's fat, a premium over 3.5%, a lower price under 3.0% and a refusal under 2.8% or past
three hours from milking, handling losses, the cooling tank, a litre's weight, shop prices a litre in
20 l cans rounded up and in half-litre bottles, a discount from 500 litres and sales tax on top, the
chiller's generator by the hour, a truck by the km both ways, payment days, shillings at the day's
rate), and the records its tools return (a shop order, a tanker, a truck trip and the day's rate as
JSON, the morning collection, the generator log, the fat tests and a month's sales as CSV text, the
herders' fortnight as a markdown table, a shop invoice as plain text). Every name, order and amount is
written for this set, in `../camel.py`."""

from __future__ import annotations

POLICY = """You are the assistant of the Hargeisa Camel Milk Centre: herders' deliveries, fat tests, the cooling tank, the chiller's generator, shop orders, invoices, trucks and the herders' pay. Today is 2027-08-10 (Tuesday), 06:00.

Use the tools; state only prices, dates, times and figures that the tools, the user or these rules give, or arithmetic on them.

Rules (amounts in USD):
- Herders are paid 0.85 USD a litre of milk with 3.0% fat or more, and 0.05 USD a litre more when the fat is 3.5% or more; milk of 2.8% to under 3.0% fat is paid 0.70 USD a litre; milk under 2.8% fat is refused.
- Milk must reach the centre within 3 hours of milking; later milk is refused.
- Handling loses 2% of the milk accepted (sellable = accepted x 0.98).
- The cooling tank holds 2,000 litres. A litre of camel milk weighs 1.03 kg.
- Shops pay 1.60 USD a litre, delivered in cans of 20 litres (whole cans, rounded up; the litres delivered are charged); bottles of 0.5 l cost 0.95 USD each.
- Orders of 500 litres or more have 10% off; sales tax 5% on top of the net.
- The chiller's generator burns 2.2 litres of diesel an hour; diesel costs 1.10 USD a litre.
- Trucks to other towns: 1.20 USD a km both ways.
- Herders are paid every 14 days; shop invoices are paid within 7 days of their date.
- SLSH (Somaliland shillings) at the day's rate (get_rate).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
