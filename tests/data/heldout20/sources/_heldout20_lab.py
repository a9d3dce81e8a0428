"""The lab runs' shapes: a research-lab bench assistant designed for this set (no benchmark has one):
its system prompt with the lab's rules (C1V1 = C2V2, molarity from mass, hemocytometer counts, the
CV of replicates, percent recovery, ΔΔCt), and the records its tools return (samples and reagents
with their lots and expiry dates as JSON, plate-reader exports and counts as CSV text, the
instrument booking calendar as text, protocols as plain text, a supplier's price list). Every name,
id, lot, date and amount is written for this set, in `../lab.py`."""

from __future__ import annotations

from typing import Any

POLICY = """You are BenchMate, the bench assistant of the Hollis Lab (protein biochemistry and cell biology), Ardent Institute. Today is 2026-02-17 (Tuesday), 08:40.

You help the lab with samples, reagents, dilutions, plate-reader data, cell counts, instrument bookings and protocols. Use the tools; only state figures, ids, lots and dates that the tools, the user or these rules give, or arithmetic on them.

Rules and conventions:
- Dilutions: C1 x V1 = C2 x V2; make up the rest with the diluent the protocol names (water if none).
- Molarity: mass (g) = molarity (mol/L) x volume (L) x molecular weight (g/mol).
- Hemocytometer: cells/mL = mean count per large square x dilution factor x 10^4.
- Replicates: report the mean, the sample standard deviation and the CV (SD / mean x 100).
- Percent recovery = measured / expected x 100; a spike recovery between 80% and 120% is acceptable.
- Relative expression: dCt = Ct(target) - Ct(reference); ddCt = dCt(treated) - dCt(control); fold change = 2^(-ddCt).
- Reagents past their expiry date are not used for assays.
"""


def reagent(item: str, lot: str, expiry: str, **extra: Any) -> dict[str, Any]:
    return {"item": item, "lot": lot, "expiry": expiry, **extra}


def sample(sid: str, kind: str, **extra: Any) -> dict[str, Any]:
    return {"sample_id": sid, "type": kind, **extra}


def csv(header: str, *rows: str) -> str:
    """An export as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv", "reagent", "sample"]
