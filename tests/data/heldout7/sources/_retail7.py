"""Shapes the retail runs share: the agent policy and tau-bench retail's tool-result objects.

The shapes follow tau-bench's retail domain as its tools return them (`json.dumps` of the user and
order records: users by email or name and zip, orders `#W` + 7 digits with items, item and product
ids of 10 digits, options, prices as floats, fulfillments, payment history; gift card, credit card
and PayPal payment methods; the order as it stands after a cancellation, a return, an exchange or
a modification); every name, id and amount here is written for this corpus.
"""

from __future__ import annotations

from typing import Any

POLICY = """# Retail agent policy

As a retail agent, you can help users cancel or modify pending orders, return or exchange delivered orders, modify their default user address, or provide information about their own profile, orders, and related products.

- At the beginning of the conversation, you have to authenticate the user identity by locating their user id via email, or via name + zip code. This has to be done even when the user already provides the user id.
- Once the user has been authenticated, you can provide the user with information about order, product, profile information, e.g. help the user look up order id.
- You can only help one user per conversation, and must deny any requests for tasks related to any other user.
- Before taking consequential actions that update the database (cancel, modify, return, exchange), you have to list the action detail and obtain explicit user confirmation (yes) to proceed.
- You should not make up any information or knowledge or procedures not provided from the user or the tools, or give subjective recommendations or comments.
- You should at most make one tool call at a time, and if you take a tool call, you should not respond to the user at the same time.

## Domain basic
- All times in the database are EST and 24 hour based.
- Each product has various items, each with different options; each item has a unique item id and its own price and availability.
- Each order can be in status 'pending', 'processed', 'delivered', or 'cancelled'. Only pending orders can be cancelled or modified; only delivered orders can be returned or exchanged.
- Exchange or modify order tools can only be called once per order. Be sure that all items to be changed are collected into a list before making the tool call.

## Cancel pending order
- The user must confirm the order id and the reason (either 'no longer needed' or 'ordered by mistake').
- After cancellation, the total will be refunded via the original payment method immediately if it is a gift card, otherwise in 5 to 7 business days.

## Modify pending order
- Items can only be changed to another item of the same product with different options. The user must pay or be refunded the price difference, via a gift card (with enough balance) or a credit card.

## Return delivered order
- The refund must go to the original payment method, or an existing gift card.

## Exchange delivered order
- An item can be exchanged for an available new item of the same product with different options. The user pays or is refunded the price difference.
"""


def pay(kind: str, pid: str, **extra: Any) -> dict[str, Any]:
    return {"source": kind, **extra, "id": pid}


def user(uid: str, first: str, last: str, address: tuple[str, str, str, str, str], email: str,
         methods: list[dict[str, Any]], orders: list[str]) -> dict[str, Any]:
    a1, a2, city, state, zip_code = address
    return {"name": {"first_name": first, "last_name": last},
            "address": {"address1": a1, "address2": a2, "city": city, "country": "USA", "state": state, "zip": zip_code},
            "email": email, "payment_methods": {m["id"]: m for m in methods}, "orders": orders}


def it(name: str, product: str, item_id: str, price: float, **options: str) -> dict[str, Any]:
    return {"name": name, "product_id": product, "item_id": item_id, "price": price, "options": options}


def order(oid: str, uid: str, address: tuple[str, str, str, str, str], items: list[dict[str, Any]], status: str,
          payments: list[tuple[str, float, str]], tracking: str | None = None, **after: Any) -> dict[str, Any]:
    a1, a2, city, state, zip_code = address
    fulfillments = [{"tracking_id": [tracking], "item_ids": [i["item_id"] for i in items]}] if tracking else []
    return {"order_id": oid, "user_id": uid,
            "address": {"address1": a1, "address2": a2, "city": city, "country": "USA", "state": state, "zip": zip_code},
            "items": items, "fulfillments": fulfillments, "status": status,
            "payment_history": [{"transaction_type": t, "amount": amount, "payment_method_id": m} for t, amount, m in payments],
            **after}


def product(name: str, pid: str, variants: list[dict[str, Any]]) -> dict[str, Any]:
    return {"name": name, "product_id": pid,
            "variants": {v["item_id"]: v for v in variants}}


def variant(item_id: str, price: float, available: bool = True, **options: str) -> dict[str, Any]:
    return {"item_id": item_id, "options": options, "available": available, "price": price}
