"""The tannery runs' shapes: the assistant of a leather tannery in Visoko, Bosnia and Herzegovina,
designed for this set (no benchmark has one): its system prompt with the tannery's rules (salted
hides bought by the kilo, a soaking and fleshing loss, tanning extract as a share of the pelt weight,
28 days in the pits, 14-hour drum runs, leather's area from the salted weight with a trimming loss,
prices a square metre by tannage and grade, a discount from 50 m2 and PDV on top, a drum's load and
power, workers by the hour with a night premium, a van by the km both ways, payment days, the euro at
the fixed rate and the dollar at the day's rate), and the records its tools return (a hide lot, an
order, a delivery, the drums' meter and the day's rate as JSON, the drum log, a night shift and the
pit yard as CSV text, the leather stock as a markdown table, a faktura as plain text in Bosnian with a
dot between thousands and a decimal comma). Every name, lot and amount is written for this set, in
`../tannery.py`."""

from __future__ import annotations

POLICY = """You are the assistant of Kožara Visoko d.o.o., a leather tannery in Visoko, Bosnia and Herzegovina: hide lots, the pits, the drums, shifts, the leather stock, orders, fakture and deliveries. Today is 2027-03-09 (Tuesday), 07:30.

Use the tools; state only prices, dates, times and figures that the tools, the user or these rules give, or arithmetic on them.

Rules (amounts in KM, convertible marks):
- Salted cattle hides are bought at 2.10 KM a kg of salted weight.
- Soaking and fleshing lose 25% of the salted weight: pelt weight = salted weight x 0.75.
- Vegetable tanning: the pelts stay 28 days in the pits and take mimosa extract of 30% of the pelt weight, at 3.20 KM a kg.
- Chrome tanning: a drum run takes 14 hours; a drum holds at most 600 kg of pelt; a drum draws 11 kW; power costs 0.29 KM a kWh.
- Finished leather: 0.16 m2 for each kg of salted hide, less 7% trimmed off (area = salted kg x 0.16 x 0.93).
- Leather prices a m2: vegetable-tanned 68 KM, chrome-tanned 49 KM; grade B 20% less.
- Orders of 50 m2 or more have 8% off; PDV 17% on top of the net.
- Workers are paid 8.50 KM an hour; hours between 22:00 and 06:00 are paid 30% more.
- Delivery by the tannery's van: 0.95 KM a km, the return trip counted (km one way x 2).
- Fakture are paid within 30 days of their date.
- EUR at the fixed 1.95583 KM; USD at the day's rate (get_rate).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
