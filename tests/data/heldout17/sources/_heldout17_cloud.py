"""The cloud runs' shapes: a cloud and SaaS billing assistant designed for this set (no benchmark
has one): its system prompt with the provider's billing rules, its price list (tiered storage and
egress, vCPU-hours, seats), and the records its tools return as JSON (accounts, invoices with their
lines, usage records with timestamps in UTC or with offsets, commitments, credits); invoice
summaries as plain text are written in the runs. Every name, id, date and amount is written for
this set, in `../cloud.py`."""

from __future__ import annotations

from typing import Any

POLICY = """You are the billing assistant of Nimbus Stack, a cloud and SaaS provider. Now: 2026-12-02T09:15:00Z (Wednesday).

You help customers understand invoices, usage, prices, seats, commitments and credits. Use the tools; only state amounts, dates, ids and times that the tools, the customer or these rules give, or arithmetic on them.

Billing rules:
- Billing cycles run from the 1st to the last day of the month, in UTC. An invoice is issued on the 1st of the next month and is due 30 days after issue.
- Storage is billed per GB-month and egress per GB, in tiers (see the price list); compute per vCPU-hour.
- Seats are billed per seat per month. A seat added mid-cycle is prorated: the monthly seat price times the days left in the cycle (the day added included) divided by the cycle's days. Removed seats are credited the same way on the next invoice.
- A committed-use discount applies to compute only, never to storage, egress or seats.
- Credits apply to the subtotal before tax; unused credits expire on their expiry date.
- Tax is charged on the subtotal after credits at the rate shown on the invoice.
- Overdue balances accrue a late charge of 1.5% per full month overdue.
- SLA: if monthly uptime falls below 99.9%, the affected service's charge for that month gets a 10% credit; below 99.0%, 25%.
"""

PRICES = {
    "currency": "USD",
    "storage_gb_month": [{"first_gb": 1024, "price": 0.023}, {"next_gb": 50176, "price": 0.022},
                         {"over_gb": 51200, "price": 0.021}],
    "egress_gb": [{"first_gb": 100, "price": 0.0}, {"next_gb": 10140, "price": 0.09}, {"over_gb": 10240, "price": 0.085}],
    "vcpu_hour": 0.0416,
    "memory_gb_hour": 0.0045,
    "seat_month": {"team": 18.0, "business": 32.0, "enterprise": 54.0},
    "api_requests_per_million": 0.40,
}


def account(aid: str, name: str, currency: str, plan: str, seats: int, **extra: Any) -> dict[str, Any]:
    return {"account_id": aid, "name": name, "currency": currency, "plan": plan, "seats": seats, **extra}


def line(item: str, quantity: float, unit: str, amount: float, **extra: Any) -> dict[str, Any]:
    return {"item": item, "quantity": quantity, "unit": unit, "amount": amount, **extra}


def invoice(iid: str, aid: str, period: str, currency: str, lines: list[dict[str, Any]], credits: float,
            tax_rate: float, status: str = "open", **extra: Any) -> dict[str, Any]:
    """An invoice: its lines, the subtotal (their sum), credits, tax at `tax_rate` (percent) on the rest, the total."""
    subtotal = round(sum(x["amount"] for x in lines), 2)
    taxable = round(subtotal - credits, 2)
    tax = round(taxable * tax_rate / 100, 2)
    return {"invoice_id": iid, "account_id": aid, "period": period, "currency": currency, "lines": lines,
            "subtotal": subtotal, "credits_applied": credits, "tax_rate_pct": tax_rate, "tax": tax,
            "total": round(taxable + tax, 2), "status": status, **extra}


__all__ = ["POLICY", "PRICES", "account", "invoice", "line"]
