"""The sawmill runs' shapes: the assistant of a sawmill in Kičevo, North Macedonia, designed for this
set (no benchmark has one): its system prompt with the mill's rules (logs bought by the cubic metre
by species and class, a log's volume from its mid diameter and length, sawing yields by species, a
kiln's charge and drying days by thickness, its energy by the cubic metre, a board's volume from its
sizes, dry boards' prices by the cubic metre, a truck's cubic metres, shifts of 8 hours and overtime,
VAT 18% on top and invoices paid in 15 days, euros at the day's rate), and the records its tools
return (a kiln charge, an order, a truck, a log, a kiln and the day's rate as JSON, a log delivery,
board stock, a week's shifts and an hour-by-hour sawing log as CSV text, an invoice (фактура) as
plain text with a dot between thousands and a decimal comma). Every name, log, order and amount is
written for this set, in `../sawmill.py`."""

from __future__ import annotations

POLICY = """You are the assistant of Pilana Bistra DOOEL, a sawmill in Kičevo, North Macedonia: log purchases, sawing, kiln drying, board stock, orders, invoices, trucks and shifts. Today is 2027-01-12 (Tuesday), 07:30.

Use the tools; state only prices, dates, times and figures that the tools, the user or these rules give, or arithmetic on them.

Rules (amounts in MKD, denars):
- Logs are bought by the cubic metre: beech class I 4,900 MKD/m³, beech class II 3,600 MKD/m³, oak class I 7,800 MKD/m³.
- A log's volume is 0.7854 × d² × L (d the mid diameter in metres, L the length in metres), in m³ to three decimals.
- Sawing yields 55% of a beech log's volume as boards, 48% of an oak log's.
- Kiln: a charge holds 42 m³ of boards; 25 mm boards dry in 6 days, 50 mm boards in 9 days (a mixed charge dries as its thickest boards); 95 kWh per m³ of boards at 7.40 MKD a kWh.
- A board's volume is thickness × width × length (thickness and width in mm, length in m).
- Dry boards: beech 25 mm 21,500 MKD/m³, beech 50 mm 23,800 MKD/m³, oak 50 mm 46,000 MKD/m³.
- A truck carries 24 m³ of boards.
- Shifts: 1,450 MKD a shift of 8 hours, 240 MKD an hour over 8.
- VAT (DDV) 18% on top of prices; invoices are paid within 15 days of their date.
- EUR at the day's rate (get_rate).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
