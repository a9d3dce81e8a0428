"""Shapes the telecom runs share: the agent policy and tau2-bench telecom's tool-result objects.

The shapes follow tau2-bench's telecom domain as its tools return them (the JSON of its pydantic
models: customers found by phone number or id, lines with a plan and data used in GB, plans with a
monthly price and a refuelling price per GB, bills with line items, payment methods); every name,
id, date and amount here is written for this corpus.
"""

from __future__ import annotations

from typing import Any

POLICY = """# Telecom agent policy

The current time is 2025-03-14 10:22:00 EST.

You are a customer service agent for a mobile carrier. You can help users with technical support, overdue bill payment, line suspension and resumption, data refuelling, roaming and plan questions.

Before acting on an account, identify the customer by phone number, customer id, or full name with date of birth.

Only use information given by the user or returned by the tools. Make one tool call at a time.

## Bills
A bill is overdue when its status is "Overdue". To pay an overdue bill, send the customer a payment request for that bill; the customer authorizes it on their device. Only one bill can be paid per request.

## Line suspension
A suspended line has no service. A line can be suspended for at most 6 months. A line suspended for an overdue bill can be resumed only after the bill is paid. A line whose contract has ended must not be resumed.

## Data refuelling
When a line uses more data than its plan's limit, data stops. You can refuel up to 2 GB per cycle at the plan's price per GB. Confirm the price with the customer first.

## Roaming
Enable roaming only after the customer confirms. Roaming is included in some plans; on others it costs $10 per day.

## Technical support
For no service or slow data: airplane mode off, SIM active and seated, mobile data on, data roaming on when abroad, network mode 5G/LTE, APN "internet", data saver off, no VPN. If nothing helps, transfer to a human agent with a summary.
"""


def customer(cid: str, name: str, dob: str, email: str, phone: str, lines: list[str], bills: list[str],
             payments: list[dict[str, Any]], status: str = "Active", created: str = "2023-08-19 14:02:11",
             goodwill: float = 0.0, address: tuple[str, str, str, str] = ("", "", "", "")) -> dict[str, Any]:
    street, city, state, zip_code = address
    return {"customer_id": cid, "full_name": name, "date_of_birth": dob, "email": email,
            "phone_number": phone,
            "address": {"street": street, "city": city, "state": state, "zip_code": zip_code},
            "account_status": status, "payment_methods": payments, "line_ids": lines, "bill_ids": bills,
            "created_at": created, "last_extension_date": None, "goodwill_credit_used_this_year": goodwill}


def card(last4: str, exp: str, kind: str = "Credit Card") -> dict[str, Any]:
    return {"method_type": kind, "account_number_last_4": last4, "expiration_date": exp}


def line(lid: str, phone: str, plan: str, device: str, used: float, status: str = "Active",
         roaming: bool = False, contract_end: str = "2026-01-31", refuel: float = 0.0,
         suspended: str | None = None, changed: str = "2024-07-01") -> dict[str, Any]:
    return {"line_id": lid, "phone_number": phone, "status": status, "plan_id": plan,
            "device_id": device, "data_used_gb": used, "data_refueling_gb": refuel,
            "roaming_enabled": roaming, "contract_end_date": contract_end,
            "last_plan_change_date": changed, "last_sim_replacement_date": None,
            "suspension_start_date": suspended}


def plan(pid: str, name: str, limit: float, price: float, refuel: float, description: str) -> dict[str, Any]:
    return {"plan_id": pid, "name": name, "data_limit_gb": limit, "price_per_month": price,
            "data_refueling_price_per_gb": refuel, "description": description}


def item(description: str, amount: float, day: str, kind: str) -> dict[str, Any]:
    return {"description": description, "amount": amount, "date": day, "item_type": kind}


def bill(bid: str, cid: str, start: str, end: str, issued: str, due: str, items: list[dict[str, Any]],
         status: str) -> dict[str, Any]:
    total = round(sum(i["amount"] for i in items), 2)
    return {"bill_id": bid, "customer_id": cid, "period_start": start, "period_end": end,
            "issue_date": issued, "total_due": total, "due_date": due, "line_items": items, "status": status}


def usage(lid: str, used: float, limit: float, refuel: float, cycle_end: str) -> dict[str, Any]:
    return {"line_id": lid, "data_used_gb": used, "data_limit_gb": limit, "data_refueling_gb": refuel,
            "cycle_end_date": cycle_end}


def device(did: str, model: str, imei: str, esim: bool = False) -> dict[str, Any]:
    return {"device_id": did, "device_type": "phone", "model": model, "imei": imei,
            "is_esim_capable": esim, "activated": True, "activation_date": "2024-02-10"}
