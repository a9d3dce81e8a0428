"""The seed runs' shapes: the assistant of a community rice seed bank near Luang Prabang, Laos,
designed for this set (no benchmark has one): its system prompt with the bank's rules (drying to 6%
moisture, a cleaning loss, drying and germination-test windows, a viability threshold, storage by
the accession, packets of 250 g at a farmers' and an NGO price with a discount and VAT on top,
regeneration plots by the square metre and their seed yield, field workers by the day, a courier by
the kilo, a cold room's power, dollars and baht at the day's rate), and the records its tools return
(an accession, an NGO order, a cold room's meter, a parcel and the day's rate as JSON, germination
tests, regeneration plots and a week's field days as CSV text, the packet stock as a markdown table,
an invoice as plain text with a dot between thousands). Every name, accession and amount is written
for this set, in `../seed.py`."""

from __future__ import annotations

POLICY = """You are the assistant of the Houay Khot Community Seed Bank near Luang Prabang, Laos: accessions, drying, germination tests, regeneration plots, the cold room, packet sales, invoices and parcels. Today is 2027-02-09 (Tuesday), 07:45.

Use the tools; state only prices, dates, times and figures that the tools, the user or these rules give, or arithmetic on them.

Rules (amounts in LAK, kip):
- Seed is dried to 6% moisture before storage: dry weight = fresh weight x (100 - fresh moisture %) / 94.
- Cleaning loses 4% of the dry weight.
- Drying takes 21 days from collection; the germination test starts the day drying ends and takes 14 days.
- A germination test sows 200 seeds; an accession whose viability is under 85% is regenerated.
- Each accession keeps a base sample of 500 g; the rest is packed in packets of 250 g (whole packets only).
- Packets: farmers pay 12,000 LAK, NGOs 20,000 LAK; NGO orders of 20 packets or more have 10% off; VAT 10% on top of NGO sales.
- Invoices are paid within 30 days of their date.
- Storage costs 4,500 LAK per accession a year.
- A regeneration plot is sown at 1 kg of seed per 400 m² and yields 30 kg of seed for each kg sown.
- Field workers are paid 95,000 LAK a day.
- Courier: 35,000 LAK a parcel up to 5 kg, plus 6,000 LAK for each kg or part of a kg above 5 kg.
- The cold room (CR-1) runs 24 hours a day; electricity costs 1,100 LAK a kWh.
- USD and THB at the day's rate (get_rate).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
