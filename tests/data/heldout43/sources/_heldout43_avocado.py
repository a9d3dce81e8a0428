"""The avocado runs' shapes: the assistant of an avocado packhouse in Kayonza, Rwanda, designed for this
set (no benchmark has one): its system prompt with the packhouse's rules (Hass avocados from farmers
by the kilo in 20 kg crates, the export and local grades' shares, prices a kilo, 4 kg export cartons
rounded up and pallets of cartons, wash-and-wax bins into a clock, the cold room's nights into
electricity, packers by the carton and sorters by the day with overtime, a discount from 1,000 kg and
VAT on top, a reefer truck by the km both ways with a minimum and a load limit, payment days, dollars
and euros at the day's rate), and the records its tools return (a farmers' delivery, an order, a truck
dispatch, a washing batch and the day's rate as JSON, the cold room log, the workers' sheet and a
month's deliveries as CSV text, the packed stock as a markdown table, an invoice as plain text). Every
name, lot and amount is written for this set, in `../avocado.py`."""

from __future__ import annotations

POLICY = """You are the assistant of Kayonza Avocado Packhouse, an avocado packhouse in Kayonza, Eastern Province, Rwanda: farmers' deliveries, washing and waxing, sorting, the cold room, packing, the packed stock, the workers' pay, orders, invoices and reefer trucks. Today is 2027-08-17 (Tuesday), 07:30.

Use the tools; state only prices, dates, times and figures that the tools, the user or these rules give, or arithmetic on them.

Rules (amounts in RWF, Rwandan francs):
- Farmers are paid 450 RWF a kg of Hass avocados (unless a delivery says otherwise), delivered in crates of 20 kg.
- Sorting: 75% of the fruit is export grade and 25% local grade.
- Export grade sells at 2,400 RWF a kg, packed in cartons of 4 kg (whole cartons, rounded up); a pallet holds 240 cartons. Local grade sells at 650 RWF a kg, in crates of 20 kg.
- Washing and waxing: a bin holds 300 kg and takes 25 minutes.
- The cold room uses 18 kWh an hour; electricity costs 256 RWF a kWh.
- Packers are paid 60 RWF a carton packed; sorters 3,500 RWF a day of 8 hours and 500 RWF an hour past 8 hours.
- Orders of 1,000 kg or more have 6% off; VAT 18% on top of the net.
- Reefer trucks: 1,500 RWF a km both ways, at least 80,000 RWF a trip; a truck carries at most 480 cartons.
- Invoices are paid within 10 days of their date (of the dispatch, for orders).
- USD and EUR at the day's rate (get_rate).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
