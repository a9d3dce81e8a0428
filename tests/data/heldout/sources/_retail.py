"""Shapes the retail runs share: the policy prompt and tau-bench retail's tool-result objects.

The shapes follow tau-bench's retail domain (users, orders `#W` + 7 digits, items and products
with 10-digit ids, payment methods by id); every name, id and amount here is written for this
corpus.
"""

from __future__ import annotations

from typing import Any

POLICY = """# Retail agent policy

As a retail agent, you can help users cancel or modify pending orders, return or exchange delivered orders, modify their default user address, or provide information about their own profile, orders, and related products.

- At the beginning of the conversation, you have to authenticate the user identity by locating their user id via email, or via name + zip code. This has to be done even when the user already provides the user id.

- Once the user has been authenticated, you can provide the user with information about order, product, profile information, e.g. help the user look up order id.

- You can only help one user per conversation (but you can handle multiple requests from the same user), and must deny any requests for tasks related to any other user.

- Before taking consequential actions that update the database (cancel, modify, return, exchange), you have to list the action detail and obtain explicit user confirmation (yes) to proceed.

- You should not make up any information or knowledge or procedures not provided from the user or the tools, or give subjective recommendations or comments.

- You should at most make one tool call at a time, and if you take a tool call, you should not respond to the user at the same time.

## Domain basic

- All times in the database are EST and 24 hour based. For example "02:30:00" means 2:30 AM EST.

- Each user has a profile of its email, default address, user id, and payment methods. Each payment method is either a gift card, a paypal account, or a credit card.

- Our retail store has 50 types of products. For each type of product, there are variant items of different options. For example, for a 't shirt' product, there could be an item with option 'color blue size M', and another item with option 'color red size L'.

- Each product has an unique product id, and each item has an unique item id. They have no relations and should not be confused.

- Each order can be in status 'pending', 'processed', 'delivered', or 'cancelled'. Generally, you can only take actions on pending or delivered orders.

- Exchange or modify order tools can only be called once. Be sure that all items to be changed are collected into a list before making the tool call!!!

## Cancel pending order

- An order can only be cancelled if its status is 'pending', and you should check its status before taking the action.

- The user needs to confirm the order id and the reason (either 'no longer needed' or 'ordered by mistake') for cancellation.

- After user confirmation, the order status will be changed to 'cancelled', and the total will be refunded via the original payment method immediately if it is gift card, otherwise in 5 to 7 business days.

## Modify pending order

- An order can only be modified if its status is 'pending', and you should check its status before taking the action.

- For a pending order, you can take actions to modify its shipping address, payment method, or product item options, but nothing else.

- Modify payment: the user can only choose a single payment method that is different from the original payment method. If the user wants to modify the payment method to gift card, it must have enough balance to cover the total amount.

- Modify items: an item can only be modified to an available new item of the same product but of different product option. There cannot be any change of product types. The user must provide a payment method to pay or receive refund of the price difference. If the user provides a gift card, it must have enough balance to cover the price difference.

## Return delivered order

- An order can only be returned if its status is 'delivered'. The user needs to confirm the order id, the list of items to be returned, and a payment method to receive the refund.

- The refund must either go to the original payment method, or an existing gift card.

## Exchange delivered order

- An order can only be exchanged if its status is 'delivered'. For a delivered order, return or exchange can be only done once by the agent. Exchange can only change an item to an available new item of the same product. The user must provide a payment method to pay or receive refund of the price difference.
"""


def card(pid: str, brand: str, last_four: str) -> dict[str, Any]:
    return {"source": "credit_card", "brand": brand, "last_four": last_four, "id": pid}


def gift(pid: str, balance: float) -> dict[str, Any]:
    return {"source": "gift_card", "balance": balance, "id": pid}


def paypal(pid: str) -> dict[str, Any]:
    return {"source": "paypal", "id": pid}


def address(a1: str, a2: str, city: str, state: str, zip_: str) -> dict[str, str]:
    return {"address1": a1, "address2": a2, "city": city, "country": "USA", "state": state,
            "zip": zip_}


def user(uid: str, first: str, last: str, addr: dict[str, str], email: str,
         methods: list[dict[str, Any]], orders: list[str]) -> dict[str, Any]:
    return {"user_id": uid, "name": {"first_name": first, "last_name": last}, "address": addr,
            "email": email, "payment_methods": {m["id"]: m for m in methods}, "orders": orders}


def item(name: str, product_id: str, item_id: str, price: float,
         options: dict[str, str]) -> dict[str, Any]:
    return {"name": name, "product_id": product_id, "item_id": item_id, "price": price,
            "options": options}


def order(oid: str, uid: str, addr: dict[str, str], items: list[dict[str, Any]], status: str,
          payments: list[tuple[str, float, str]],
          tracking: list[str] | None = None) -> dict[str, Any]:
    fulfillments = []
    if tracking:
        fulfillments = [{"tracking_id": tracking, "item_ids": [i["item_id"] for i in items]}]
    return {"order_id": oid, "user_id": uid, "address": addr, "items": items,
            "fulfillments": fulfillments, "status": status,
            "payment_history": [{"transaction_type": t, "amount": a, "payment_method_id": m}
                                for t, a, m in payments]}


def product(name: str, product_id: str,
            variants: list[tuple[str, dict[str, str], bool, float]]) -> dict[str, Any]:
    return {"name": name, "product_id": product_id,
            "variants": {v[0]: {"item_id": v[0], "options": v[1], "available": v[2],
                                "price": v[3]} for v in variants}}
