"""The ads runs' shapes: an advertising-campaign analytics assistant designed for this set (no
benchmark has one): its system prompt with the platform's rules, and the records its tools return
(campaigns and ad sets as JSON, budgets, exchange rates; daily stats as CSV-like text). Every
name, id, date and amount is written for this set, in `../ads.py`."""

from __future__ import annotations

from typing import Any

POLICY = """You are the analytics assistant of Brightpath Ads Manager. Now: 2025-12-03 10:05 (Wednesday), in the advertiser's account time zone.

You help advertisers read their campaigns: delivery, costs, conversions, budgets and pacing. Use the tools; only state figures, ids and dates that the tools, the advertiser or these rules give, or arithmetic on them.

Definitions and rules:
- CTR = clicks / impressions. CPC = spend / clicks. CPM = spend / impressions x 1000. CPA = spend / conversions. ROAS = conversion revenue / spend.
- A campaign's flight runs from its start date to its end date, both days included.
- Even pacing: the daily budget is the budget still unspent divided by the days left in the flight (today included).
- A lifetime spend cap stops delivery once reached; the cap is never exceeded.
- Spend is reported in the ad account's currency; conversions to another currency use the rate from get_fx_rate.
"""


def campaign(cid: str, name: str, objective: str, status: str, start: str, end: str, currency: str,
             **extra: Any) -> dict[str, Any]:
    return {"campaign_id": cid, "name": name, "objective": objective, "status": status, "start_date": start,
            "end_date": end, "currency": currency, **extra}


def ad_set(sid: str, name: str, daily_budget: float, bid: str, **extra: Any) -> dict[str, Any]:
    return {"ad_set_id": sid, "name": name, "daily_budget": daily_budget, "bid_strategy": bid, **extra}


def stats(header: str, *rows: str) -> str:
    """Daily stats as the reporting tool returns them: a CSV header and one line per row."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "ad_set", "campaign", "stats"]
