"""The insurance runs' shapes: a health and auto insurance claims assistant designed for this set
(no benchmark has one): its system prompt with the insurer's rules, and the records its tools
return as JSON (members, health plans, accumulators, claims, auto policies and auto claims);
explanation-of-benefits letters and rental receipts come back as plain text, written in the runs.
Every name, id, date and amount is written for this set, in `../insurance.py`."""

from __future__ import annotations

from typing import Any

POLICY = """You are the member assistant of Lakeshore Mutual Insurance. Today is 2026-11-18 (Wednesday), 11:20 Central time.

You help members with their health and auto policies: benefits, claims, explanation-of-benefits (EOB) letters, premiums, and rental cars after an auto claim. Use the tools; only state amounts, dates and ids that the tools, the member or these rules give, or arithmetic on them.

Rules:
- Health: on a claim the member pays the allowed amount up to the deductible still remaining, then the plan's coinsurance percentage of the rest, until the out-of-pocket maximum is reached; after that the plan pays 100% for the rest of the plan year.
- Copays apply to office and urgent-care visits instead of deductible and coinsurance; they count toward the out-of-pocket maximum.
- Premiums are billed monthly; paying the plan year at once gets a 4% discount.
- Auto: the collision or comprehensive deductible is subtracted from the approved repair amount; the plan pays the rest.
- Rental car: reimbursed per day up to the policy's daily allowance, up to the policy's cap per claim.
- Approved claims are paid within 10 business days.
- Appeals must be filed within 180 days of the EOB's date.
"""


def member(mid: str, name: str, dob: str, plans: list[str], address: str, **extra: Any) -> dict[str, Any]:
    return {"member_id": mid, "name": name, "date_of_birth": dob, "policies": plans, "address": address, **extra}


def plan(pid: str, name: str, deductible: float, coinsurance: int, oop_max: float, premium: float,
         copays: dict[str, float], **extra: Any) -> dict[str, Any]:
    """A health plan: `coinsurance` the member's share in percent, `premium` per month."""
    return {"plan_id": pid, "name": name, "plan_year": "2026-01-01 to 2026-12-31", "deductible": deductible,
            "coinsurance_pct": coinsurance, "out_of_pocket_max": oop_max, "premium_monthly": premium,
            "copays": copays, **extra}


def accumulators(mid: str, deductible_met: float, oop_met: float, **extra: Any) -> dict[str, Any]:
    return {"member_id": mid, "plan_year": 2026, "deductible_met": deductible_met, "out_of_pocket_met": oop_met,
            "as_of": "2026-11-17", **extra}


def claim(cid: str, mid: str, service_date: str, provider: str, billed: float, allowed: float, status: str,
          **extra: Any) -> dict[str, Any]:
    return {"claim_id": cid, "member_id": mid, "date_of_service": service_date, "provider": provider,
            "billed": billed, "allowed": allowed, "status": status, **extra}


def auto_policy(pid: str, vehicle: str, collision: float, comprehensive: float, rental_daily: float,
                rental_cap: float, premium: float, **extra: Any) -> dict[str, Any]:
    """An auto policy: deductibles, the rental allowance per day and its cap per claim, the premium per month."""
    return {"policy_id": pid, "vehicle": vehicle, "collision_deductible": collision,
            "comprehensive_deductible": comprehensive, "rental_allowance_per_day": rental_daily,
            "rental_cap_per_claim": rental_cap, "premium_monthly": premium, **extra}


__all__ = ["POLICY", "accumulators", "auto_policy", "claim", "member", "plan"]
