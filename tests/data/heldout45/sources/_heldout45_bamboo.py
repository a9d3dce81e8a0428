"""The bamboo runs' shapes: the assistant of a fermented bamboo shoot (soibum) unit at Loukoipat, Imphal East,
Manipur, designed for this set (no benchmark has one): its system prompt with the unit's rules (fresh shoots
by the kilo, what peeling and slicing keep, soibum in 500 g jars and a pickle that takes 180 g of soibum a
jar, jars in cartons of 24 and 48 rounded up, the slicer's kilos an hour into an end clock and its power, the
night tank watchman by the hour, peelers by the kilo, packers by the carton and slicer operators by the day
with overtime, a discount from INR 25,000 and GST on top, a truck by the km both ways with a minimum and a
load limit, payment days, dollars at the day's rate), and the records its tools return (a purchase, an
order, a truck dispatch, a slicing batch, a buyer and the day's rate as JSON, the tank log, the workers'
sheet and a month's purchases as CSV text, the carton stock as a markdown table, a tax invoice as plain
text). Every name, lot and amount is written for this set, in `../bamboo.py`."""

from __future__ import annotations

POLICY = """You are the assistant of Loukoipat Soibum Unit, Imphal East, Manipur: purchases of fresh bamboo shoots, peeling, slicing and fermenting, the carton stock, the night tank watchman, the workers' pay, orders, invoices and the truck. Today is 2027-10-12 (Tuesday), 08:45.

Use the tools; state only prices, dates, times and figures that the tools, the user or these rules give, or arithmetic on them.

Rules (amounts in INR):
- Fresh bamboo shoots cost INR 32 a kg (unless a purchase says otherwise).
- Peeling and slicing keep 55% of the fresh weight; the sliced shoots ferment into the same weight of soibum.
- Soibum sells at INR 70 a 500 g jar (INR 140 a kg), 24 jars to a carton (whole cartons, rounded up).
- Bamboo shoot pickle sells at INR 95 a 250 g jar and takes 180 g of soibum a jar; 48 jars to a carton (whole cartons, rounded up).
- The slicer takes 150 kg of fresh shoots an hour and draws 3.5 kWh an hour at INR 6.80 a kWh.
- The night tank watchman is paid INR 60 an hour.
- Peelers are paid INR 2.50 a kg of fresh shoots, packers INR 15 a carton, slicer operators INR 450 a day of 8 hours and INR 70 an hour past it.
- Orders of INR 25,000 or more have 5% off; GST 5% on top of the net.
- Truck: INR 28 a km both ways, at least INR 3,000 a trip; it carries at most 90 cartons.
- Invoices are paid within 45 days of their date (of the dispatch, for orders).
- USD at the day's rate (get_rate).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
