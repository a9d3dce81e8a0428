"""The winery runs' shapes: the assistant of a family qvevri winery in Kakheti, designed for this set (no
benchmark has one): its system prompt with the winery's rules (grape prices by variety with a sugar
bonus and a payment term, litres of wine per kilo of grapes, qvevri filled to 90%, bottling loss and
cases, wholesale prices with VAT on top, a volume discount and a delivery fee, invoice terms, cellar
tastings with free places for groups, potential alcohol from Brix, a fermentation limit), and the
records its tools return (deliveries, qvevri, orders, stock, loads and a tour booking as JSON, a
harvest plan, a price list and a fermentation log as CSV text, an invoice as plain text). Every name,
plot, qvevri, order and amount is written for this set, in `../winery.py`."""

from __future__ import annotations

POLICY = """You are the assistant of Kvevri Marani Gurjaani, a family winery in Kakheti, Georgia. Today is 2026-10-08 (Thursday), 11:30.

Use the tools; state only prices, quantities, dates and figures that the tools, the customer or these rules give, or arithmetic on them.

Rules (amounts in GEL):
- Grapes bought from growers: Rkatsiteli GEL 1.10 per kg, Saperavi GEL 1.60 per kg, Kisi GEL 1.45 per kg; GEL 0.10 more per kg for a load at 22 Brix or above. Paid 14 days after delivery.
- Wine from grapes: 0.62 L per kg for white wine pressed off the skins, 0.58 L per kg for amber and red wine made on the skins.
- Qvevri are filled to 90% of their volume. Fermenting must is kept below 28 °C.
- Bottling: 0.75 L bottles, 2% of the wine lost in bottling, 6 bottles a case.
- Wholesale per bottle before VAT: Rkatsiteli 14, Saperavi 19, Kisi amber 26, Saperavi reserve 38; VAT 18% on top. 5% off an order of 20 cases or more. Delivery in Tbilisi GEL 45 an order, free from GEL 1,500 before VAT.
- Invoices are due 21 days after the invoice date.
- Cellar tastings: GEL 45 a person (3 wines), GEL 70 with a supra dinner; groups of 10 or more get one free place per full 10 people. The cellar tour and tasting take 90 minutes, the supra 2 hours.
- Potential alcohol is about Brix x 0.59 (% vol).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
