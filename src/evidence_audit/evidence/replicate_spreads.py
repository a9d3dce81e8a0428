"""The spread of replicates (round 22): a sample standard deviation and a coefficient of variation.

A bench reports replicates as a mean, a sample SD and a CV: `22.31, 22.18, 22.40 ... SD 0.111`,
`CV 0.50%`. The SD is the sample one (n - 1 under the root), as every bench and spreadsheet writes
it (`STDEV`); the CV is SD / mean x 100. The `spread` rule of `computed/` takes the numbers the
answer writes before the value in its sentence (as the `average` rule does) and asks this module
for their SD and CV, rounded to the places the value writes. Exact to 28 digits (Decimal's
square root), so a value one unit off in its last place is no rounding of it. Pure: no state, no
I/O.
"""

from __future__ import annotations

from decimal import Decimal

__all__ = ["coefficient_of_variation", "sample_sd"]


def sample_sd(values: list[Decimal]) -> Decimal | None:
    """The sample standard deviation (n - 1) of two or more values, or None."""
    n = len(values)
    if n < 2:
        return None
    mean = sum(values, Decimal(0)) / n
    return (sum(((v - mean) ** 2 for v in values), Decimal(0)) / (n - 1)).sqrt()


def coefficient_of_variation(values: list[Decimal]) -> Decimal | None:
    """The sample SD over the mean, times 100 (a percent), or None (a mean of zero, under two values)."""
    sd = sample_sd(values)
    mean = sum(values, Decimal(0)) / len(values) if values else Decimal(0)
    if sd is None or mean == 0:
        return None
    return sd / abs(mean) * 100
