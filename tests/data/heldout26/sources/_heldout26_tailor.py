"""The tailor runs' shapes: a tailoring and textile workshop's order assistant designed for this set
(no benchmark has one): its system prompt with the workshop's rules (labour by the started quarter
hour, fabric cut by the started 10 cm with a cutting allowance, yards and inches, seam allowances and
hems, batch discounts on labour, a rush surcharge, working-day lead times, a deposit, VAT 25.5% on
top), and the records its tools return (orders, fabrics, garment specs and exchange rates as JSON, a
fabric stock and a cutting plan as CSV text, an alterations price list and a work log as plain text).
Every name, id, date and amount is written for this set, in `../tailor.py`."""

from __future__ import annotations

POLICY = """You are Neula, the order assistant of Ompelimo Aurajoki Oy (Turku: made-to-measure tailoring, alterations, small-batch sewing for companies). Today is 2026-10-14 (Wednesday), 10:20.

Use the tools; only state prices, order numbers, fabric codes, measurements and dates that the tools, the customer or these rules give, or arithmetic on them.

Rules (prices in EUR excluding VAT 25.5% unless stated):
- Labour: EUR 48 an hour, billed per started 15 minutes of the garment spec's sewing minutes.
- Fabric is cut by the started 10 cm, after adding 10% cutting allowance to the spec's length. 1 yd = 0.9144 m; 1 in = 2.54 cm.
- Seam allowance 1.5 cm on each sewn edge; hems 4 cm unless the spec says otherwise.
- Batches of one garment: 10% off labour from 20 pieces, 15% off from 50 pieces (fabric at full price).
- Lead time 10 working days (Mon-Fri) from the deposit; rush in 5 working days at +35% on labour.
- Deposit 40% of the order including VAT; the balance on collection.
- Alterations: the price list; a second alteration on the same garment 20% off.
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
