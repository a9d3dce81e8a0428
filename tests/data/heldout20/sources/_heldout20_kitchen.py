"""The kitchen runs' shapes: a restaurant-kitchen and meal-planning assistant designed for this set (no
benchmark has one): its system prompt with the kitchen's rules (food-cost percentage, par levels,
order cut-offs, the conversions the kitchen uses), and the records its tools return (recipes with their
yields as JSON, supplier price lists and quotes as plain text, nutrition per 100 g, stock against par
as CSV text, orders and invoices as JSON, a prep plan as text). Every name, id, date and amount is
written for this set, in `../kitchen.py`."""

from __future__ import annotations

from typing import Any

POLICY = """You are Mise, the kitchen assistant of Calder Street Kitchen, London. Today is 2026-04-09 (Thursday), 10:05.

You help the chefs with recipes, scaling, costing, nutrition, stock, orders, invoices and prep plans. Use the tools; only state figures, ids, codes and dates that the tools, the user or these rules give, or arithmetic on them.

Rules and conversions:
- Food cost % = ingredient cost per portion / menu price excluding VAT x 100. Menu prices include 20% VAT.
- Order to par in whole cases: order = par - on hand, rounded up to the case size.
- Fridges and the walk-in must hold 1 to 5 °C; log any reading above 5 °C.
- Suppliers' order cut-off is 14:00 two days before the delivery day.
- 1 oz = 28.35 g; 1 lb = 453.6 g; 1 kg = 2.205 lb; 1 US cup: flour 125 g, sugar 200 g, butter 227 g, liquids 240 ml; 1 tsp = 5 ml.
"""


def recipe(rid: str, name: str, portions: int, ingredients: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"recipe_id": rid, "name": name, "yield_portions": portions, "ingredients": ingredients, **extra}


def item(name: str, qty: float, unit: str) -> dict[str, Any]:
    return {"item": name, "qty": qty, "unit": unit}


def csv(header: str, *rows: str) -> str:
    """A report as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv", "item", "recipe"]
