"""The tuna runs' shapes: the assistant of a Maldive fish (valhoamas: boiled, smoked and sun-dried skipjack
tuna) works on Fonadhoo, Laamu Atoll, designed for this set (no benchmark has one): its system prompt with the
works' rules (fresh skipjack by the kilo, the valhoamas and rihaakuru the fresh fish gives, 250 g packets in
cartons of 50 and 400 g jars in cartons of 24 rounded up, smokehouse batches into an end clock and the
smokehouse's power, the night smoke watchman by the hour, cleaners by the kilo, packers by the carton and
boilers by the day with overtime, a discount from MVR 20,000 and GST on top, a cargo launch by the km both
ways with a minimum and a load limit, payment days, dollars at the day's rate), and the records its tools
return (a landing, an order, a launch dispatch, a smoking batch, a buyer and the day's rate as JSON, the smoke
log, the workers' sheet and a month's landings as CSV text, the carton stock as a markdown table, an invoice
as plain text). Every name, lot and amount is written for this set, in `../tuna.py`."""

from __future__ import annotations

POLICY = """You are the assistant of Fonadhoo Valhoamas Works, Laamu Atoll, Maldives: landings of fresh skipjack tuna, boiling, smoking and drying, the carton stock, the smoke watchman, the workers' pay, orders, invoices and the cargo launch. Today is 2027-06-15 (Tuesday), 07:30.

Use the tools; state only prices, dates, times and figures that the tools, the user or these rules give, or arithmetic on them.

Rules (amounts in MVR, rufiyaa):
- Fresh skipjack tuna costs MVR 28 a kg (unless a landing says otherwise).
- Boiling, smoking and drying leave 20% of the fresh weight as valhoamas (Maldive fish); rihaakuru (fish paste) is 5% of the fresh weight.
- Valhoamas sells at MVR 210 a kg, in 250 g packets, 50 packets to a carton (whole cartons, rounded up).
- Rihaakuru sells at MVR 62 a 400 g jar, 24 jars to a carton (whole cartons, rounded up).
- The smokehouse takes 600 kg of fresh fish a batch and a batch takes 300 minutes; its fans draw 4 kWh an hour at MVR 2.95 a kWh.
- The night smoke watchman is paid MVR 45 an hour.
- Cleaners are paid MVR 1.20 a kg of fresh fish, packers MVR 12 a carton, boilers MVR 420 a day of 8 hours and MVR 65 an hour past it.
- Orders of MVR 20,000 or more have 4% off; GST 8% on top of the net.
- Cargo launch: MVR 18 a km both ways, at least MVR 1,500 a trip; it carries at most 80 cartons.
- Invoices are paid within 21 days of their date (of the dispatch, for orders).
- USD at the day's rate (get_rate).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
