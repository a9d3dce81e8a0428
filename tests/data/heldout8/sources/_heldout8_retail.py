"""The retail runs' shapes: tau-bench retail's policy and record shapes, taken from heldout7's
`_retail7.py` (one definition of the shapes for both sets; every user, order, item and amount of
heldout8 is its own, written in `../retail.py`)."""

from __future__ import annotations

import sys
from pathlib import Path

_HELDOUT7 = str(Path(__file__).resolve().parents[2] / "heldout7" / "sources")
sys.path.insert(0, _HELDOUT7)
try:
    from _retail7 import POLICY, it, order, pay, product, user, variant
finally:
    sys.path.remove(_HELDOUT7)

__all__ = ["POLICY", "it", "order", "pay", "product", "user", "variant"]
