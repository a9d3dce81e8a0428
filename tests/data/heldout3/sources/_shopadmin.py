"""Shapes the shopadmin runs share: a web shop back office agent's system prompt, the models it
runs as, and what its admin tools return (Magento-style REST records: orders with `increment_id`,
`grand_total` and `created_at` in UTC, customers by `entity_id`, products by SKU, stock items,
reviews with star ratings, sales rules and coupons, credit memos, and report rows).

Written for this corpus: the shapes follow a Magento 2 admin's REST API and reports as WebArena's
shopping-admin tasks read them; every customer, SKU, id and figure is made up here.
"""

from __future__ import annotations

from typing import Any

SYSTEM = """You are the back office assistant of Lumen & Loom (a home textiles web shop, Magento 2.4 admin).
Today is 2026-11-30 (Monday). Store time zone: America/New_York; the API returns timestamps in UTC.
Base currency USD; the German store view (de_DE) shows prices in EUR at the rate configured in Stores > Currency Rates.
Tools: sales orders, invoices and credit memos, customers, catalog products and stock, reviews, cart price rules and coupons, reports (sales, bestsellers, search terms, low stock).
Rules:
- Read data with the tools before answering; never guess an order number, SKU, customer id or amount.
- Refunds, price changes and new coupons need the admin's explicit confirmation.
- Money to two decimals with the currency; order numbers as shown in the admin (#000000123).
"""

GPT = "gpt-4o-2024-08-06"
MINI = "gpt-4o-mini-2024-07-18"
GPT41 = "gpt-4.1-2025-04-14"
CLAUDE = "claude-3-5-sonnet-20241022"
SONNET37 = "claude-3-7-sonnet-20250219"
OPUS = "claude-3-opus-20240229"
GEMINI = "gemini-2.0-flash-001"
PRO = "gemini-1.5-pro-002"
LLAMA = "meta-llama/Llama-3.3-70B-Instruct"
QWEN = "Qwen/Qwen2.5-72B-Instruct"
MISTRAL = "mistral-large-2411"
DEEPSEEK = "deepseek-chat"
COMMAND = "command-r-plus-08-2024"


def search(items: list[dict[str, Any]], total: int | None = None) -> dict[str, Any]:
    """A Magento search result: the items, the criteria echo left out, and the total count."""
    return {"items": items, "search_criteria": {"current_page": 1, "page_size": 20},
            "total_count": len(items) if total is None else total}


def order(entity: int, number: str, status: str, created: str, email: str, customer: int | None,
          subtotal: float, shipping: float, discount: float, tax: float, grand: float,
          items: list[tuple[str, str, int, float]], **extra: Any) -> dict[str, Any]:
    """A sales order as `GET /V1/orders` returns it (the fields these runs read)."""
    return {"entity_id": entity, "increment_id": number, "state": status, "status": status,
            "created_at": created, "customer_email": email, "customer_id": customer,
            "customer_is_guest": customer is None, "base_currency_code": "USD",
            "subtotal": subtotal, "shipping_amount": shipping, "discount_amount": discount,
            "tax_amount": tax, "grand_total": grand,
            "total_qty_ordered": float(sum(qty for _, _, qty, _ in items)),
            "items": [{"sku": sku, "name": name, "qty_ordered": float(qty), "price": price,
                       "row_total": round(qty * price, 2)} for sku, name, qty, price in items],
            **extra}
