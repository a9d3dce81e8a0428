"""The surgical runs' shapes: the assistant of a surgical instrument maker in Sialkot, Pakistan,
designed for this set (no benchmark has one): its system prompt with the works' rules (steel by the
kilo and the share forging loses, hardening furnace loads and their minutes, polishers' piece rates
and an hour's norm, a QC lot's reject limit, laser marking by the second with fixture changes, boxes
and cartons, stages counted in working days without Sundays, export prices FOB in dollars with an
advance, payment 60 days after the bill of lading and a duty drawback, a day's wage and overtime by
the hour, dollars and euros at the day's rate), and the records its tools return (an export order, a
steel issue, a laser marking job, a work order and the day's rate as JSON, a furnace log, QC lots,
polishers' output and attendance as CSV text, a proforma invoice as plain text). Every name, lot,
order and amount is written for this set, in `../surgical.py`."""

from __future__ import annotations

POLICY = """You are the assistant of Noor Surgical Works, a surgical instrument maker in Sialkot, Pakistan (forging, hardening, polishing, QC, marking, packing, export). Today is 2026-12-22 (Tuesday), 10:15.

Use the tools; state only prices, dates, times and figures that the tools, the user or these rules give, or arithmetic on them.

Rules (amounts in PKR, Rs, unless in USD):
- Steel (AISI 420) costs 640 PKR a kg; forging loses 15% of the steel issued as scrap.
- Hardening furnace: loads of up to 240 pieces, 50 minutes a load, 5 minutes to change loads.
- Polishing piece rates: 22 PKR a piece for forceps, clamps and needle holders, 30 PKR a piece for scissors; a polisher is expected to finish 14 pieces an hour.
- QC: a lot passes when its rejects are 2% or less of the pieces inspected; rejects are scrapped.
- Laser marking: 4 seconds a piece; a fixture holds 200 pieces and takes 6 minutes to change.
- Packing: 10 pieces a box, 20 boxes a carton (200 pieces).
- Production stages are counted in working days, Monday to Saturday.
- Export prices are FOB Sialkot in USD a piece; proformas take a 30% advance; payment 60 days after the bill of lading; duty drawback 3% of the FOB value in PKR.
- Workers: 1,500 PKR a day of 8 hours, overtime 280 PKR an hour above 8 hours a day.
- USD and EUR at the day's rate (get_rate).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
