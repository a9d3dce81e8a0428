"""The retail runs' shapes: tau-bench retail's policy and record shapes, taken from heldout7's
`_retail7.py` (one definition of the shapes for every set; every user, order, item and amount of
heldout15 is its own, written in `../retail9.py`)."""

from __future__ import annotations

from heldout7.sources._retail7 import POLICY, it, order, pay, product, user, variant

__all__ = ["POLICY", "it", "order", "pay", "product", "user", "variant"]
