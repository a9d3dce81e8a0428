"""Shapes the telecom runs share: the policy prompt and tau2-bench telecom's tool-result objects.

The shapes follow tau2-bench's telecom domain (customers found by phone number, lines, plans,
bills with line items, devices, data usage in GB); every name, id and amount here is written for
this corpus.
"""

from __future__ import annotations

from typing import Any

POLICY = """# Telecom Agent Policy

The current time is 2025-02-25 12:08:00 EST.

As a telecom agent, you can help users with technical support, overdue bill payment, line suspension, and plan options.

You should not provide any information, knowledge, or procedures not provided by the user or available tools, or give subjective recommendations or comments.

You should only make one tool call at a time, and if you make a tool call, you should not respond to the user simultaneously.

## Customer Lookup

You can look up customer information using:
- Phone number
- Customer ID
- Full name with date of birth

For name lookup, date of birth is required for verification purposes.

## Overdue Bill Payment
You can help the user make a payment for an overdue bill. To do so you need to:
- Check the bill status to make sure it is overdue.
- Check the bill amount due.
- Send the user a payment request for the overdue bill. The payment request will ask the user to authorize the payment on their device.

## Line Suspension
When a line is suspended, the user will not have service. A line can be suspended for at most 6 months. A line that was suspended for an overdue bill can only be resumed after the bill is paid. If the line's contract has ended, you must not resume it.

## Data Refueling
Each plan specifies the maximum data usage per month. If the user's data usage for a line exceeds the plan's data limit, data connectivity will be lost. You can add more data to the line by "refueling" data at a price per GB specified by the plan. The maximum amount of data that can be refueled is 2GB. Confirm the price with the user before refueling.

## Change Plan
You can help the user change to a different plan available to the line. Confirm the new plan's price and data limit with the user before changing.

## Data Roaming
If a line is roaming enabled, the user can use their phone's data connection in areas outside their home network. Roaming charges are $10 per day unless the plan includes roaming. Only enable roaming after the user confirms.

## Technical Support
For no service or mobile data issues, guide the user through these checks on their device, in order:
1. Airplane mode must be OFF.
2. The SIM card must be active and inserted; reseat it if needed.
3. Mobile data must be ON; if the user is abroad, data roaming must be ON on the device and enabled on the line.
4. The preferred network type should be 5G or LTE (shown on most phones as "5G/LTE/3G/2G (auto connect)" or "LTE/3G/2G").
5. The APN must be the carrier default: APN name "internet", MMSC URL "http://mms.carrier.net", no proxy.
6. Data saver mode should be OFF for slow data; a VPN may also slow data.
If none of these fix the issue, transfer the user to a human agent (transfer_to_human_agents) with a summary.
"""


def customer(cid: str, name: str, dob: str, email: str, phone: str, lines: list[str],
             bills: list[str], last4: str, exp: str, status: str = "Active") -> dict[str, Any]:
    return {"customer_id": cid, "full_name": name, "date_of_birth": dob, "email": email,
            "phone_number": phone,
            "address": {"street": "", "city": "", "state": "", "zip_code": ""},
            "account_status": status,
            "payment_methods": [{"method_type": "Credit Card", "account_number_last_4": last4,
                                 "expiration_date": exp}],
            "line_ids": lines, "bill_ids": bills, "created_at": "2024-03-11 09:14:00",
            "last_extension_date": None, "goodwill_credit_used_this_year": 0.0}


def line(lid: str, phone: str, plan: str, device: str, used: float, status: str = "Active",
         roaming: bool = False, contract_end: str = "2026-06-30", refuel: float = 0.0,
         suspended: str | None = None) -> dict[str, Any]:
    return {"line_id": lid, "phone_number": phone, "status": status, "plan_id": plan,
            "device_id": device, "data_used_gb": used, "data_refueling_gb": refuel,
            "roaming_enabled": roaming, "contract_end_date": contract_end,
            "last_plan_change_date": "2024-09-01", "last_sim_replacement_date": None,
            "suspension_start_date": suspended}


def plan(pid: str, name: str, limit: float, price: float, refuel_price: float) -> dict[str, Any]:
    return {"plan_id": pid, "name": name, "data_limit_gb": limit, "price_per_month": price,
            "data_refueling_price_per_gb": refuel_price}


def bill(bid: str, cid: str, start: str, end: str, issue: str, due_date: str,
         items: list[tuple[str, float, str]], status: str) -> dict[str, Any]:
    total = round(sum(a for _, a, _ in items), 2)
    return {"bill_id": bid, "customer_id": cid, "period_start": start, "period_end": end,
            "issue_date": issue, "total_due": total, "due_date": due_date,
            "line_items": [{"description": d, "amount": a, "date": start, "item_type": t}
                           for d, a, t in items],
            "status": status}


def device(did: str, model: str, imei: str, esim: bool = True) -> dict[str, Any]:
    return {"device_id": did, "device_type": "phone", "model": model, "imei": imei,
            "is_esim_capable": esim, "activated": True, "activation_date": "2024-03-11T09:30:00",
            "last_esim_transfer_date": None}
