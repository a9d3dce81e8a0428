"""Five domains of agent work: what users ask, what tools return, what agents answer.

Each domain (retail orders and refunds, airline bookings, a Fibre Channel SAN, cloud operations,
an IT helpdesk) keeps a small world per run (a customer and their orders, a fabric and its hosts)
and plays turns against it through a builder (`generate._Builder`): a user message, zero to four
tool calls (some in parallel, some preceded by assistant text), the results as real tools write
them (JSON objects, arrays of rows, nested records, plain-text tables and logs; sometimes a
framework note after the JSON, sometimes the JSON cut mid-value at a size cap), and an `Answer`.

An answer is a list of blocks of parts: literal text, `Fact`s it copies, `Respelled` values it
writes the way people respell what they read (airline clocks `10:00 PM` and dates; retail refunds
without their sign, certificates and gift cards by number or ending), `SelfSourced` values it
passed to a tool itself (a search date, a log query's start), and `Fab`s it invents. Literal text
never holds a data value (prose numbers only: `3 items`, `24/7`, `5-7 business days`), so every
data value in an answer is a part the builder knows: that is what makes the ground truth
complete. The builder plants fabrications (`invent` here, `values.alter` and `near` there) and
checks every answer against the real check before it records the truth.
"""

from __future__ import annotations

import json
from random import Random
from typing import Any, Protocol

import orjson

from .values import (
    ALNUM,
    HEX,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Fab,
    Fact,
    SelfSourced,
    amount_fact,
    clock_respelled,
    date_fact,
    date_respelled,
    day,
    day_words,
    ending_respelled,
    epoch,
    hhmm,
    id_fact,
    id_part_respelled,
    iso,
    method_number,
    number_fact,
    price,
    rand_digits,
    rand_str,
    syslog_time,
    text_fact,
    time_fact,
    ts_fact,
    unsigned_respelled,
    year_respelled,
)

__all__ = ["DOMAINS", "Answer", "Builder"]


class Builder(Protocol):
    """What a domain needs from the run being built (implemented by `generate._Builder`)."""

    rng: Random
    now: int

    def user(self, text: str) -> None: ...
    def call(self, name: str, arguments: dict[str, Any]) -> str: ...
    def step(self, *preambles: str) -> None: ...
    def result(self, call_id: str, content: str, *, is_error: bool = False) -> None: ...
    def has(self, fact: Fact) -> bool: ...


class Answer:
    """An answer under construction: blocks of literal text, copied facts and planted fabrications."""

    __slots__ = ("blocks", "fabricable")

    def __init__(self, *, fabricable: bool = True) -> None:
        self.blocks: list[tuple[str, tuple[Any, ...]]] = []
        self.fabricable = fabricable

    def say(self, *parts: Any) -> Answer:
        """A sentence, after a space."""
        self.blocks.append((" " if self.blocks else "", parts))
        return self

    def line(self, *parts: Any) -> Answer:
        """A line (a bullet, a table row), after a newline."""
        self.blocks.append(("\n" if self.blocks else "", parts))
        return self

    def para(self, *parts: Any) -> Answer:
        """A paragraph, after a blank line."""
        self.blocks.append(("\n\n" if self.blocks else "", parts))
        return self


# --- how tools write results ---------------------------------------------------------------------

_NOTES = (
    "\n\n[Note: output truncated to the first {rows} rows]",
    "\n\n(tool execution time: {ms} ms)",
    "\n\n<system-reminder>Results may be up to 5 minutes stale.</system-reminder>",
    "\n\n[cached result]",
)
_CUT_NOTES = ("", "", "\u2026", "... [truncated]", "\n[output truncated: {cap} of {size} characters shown]")


def dump(rng: Random, obj: Any) -> str:
    """JSON as tools write it: compact, Python-spaced (ASCII-escaped) or indented."""
    r = rng.random()
    if r < 0.55:
        return orjson.dumps(obj).decode()
    if r < 0.8:
        return json.dumps(obj)
    return orjson.dumps(obj, option=orjson.OPT_INDENT_2).decode()


def serve(rng: Random, text: str, *, rows: int = 0) -> str:
    """What the framework hands the model: long results cut at a cap, some followed by a note."""
    cap = rng.choice((2000, 4096, 8192, 16384))
    if len(text) > cap and rng.random() < 0.75:
        note = rng.choice(_CUT_NOTES).format(cap=cap, size=f"{len(text):,}")
        return text[:cap] + note
    if rng.random() < 0.15:
        return text + rng.choice(_NOTES).format(rows=rows or 20, ms=rng.randrange(40, 900))
    return text


def pick(rng: Random, *options: Any) -> Any:
    return options[rng.randrange(len(options))]


_FIRST = ("Jane", "Omar", "Priya", "Lukas", "Mei", "Carlos", "Aisha", "Tom", "Sofia", "Kenji",
          "Jos\u00e9", "Zo\u00eb", "Hannah", "Ravi")
_LAST = ("Doe", "Haddad", "Nair", "Becker", "Chen", "Ruiz", "Okafor", "Walsh", "Rossi", "Tanaka",
         "M\u00fcller", "Garc\u00eda", "Kowalski", "Singh")
_THANKS = (
    ("Thanks, that's all I needed.", "You're welcome! Have a great day."),
    ("Perfect, thank you!", "Glad I could help. Anything else?"),
    ("ok thanks", "Happy to help. Reach out anytime; we're here 24/7."),
)


def _person(rng: Random) -> tuple[str, str]:
    return rng.choice(_FIRST), rng.choice(_LAST)


def _thanks(b: Builder) -> Answer:
    ask, reply = b.rng.choice(_THANKS)
    b.user(ask)
    return Answer(fabricable=False).say(reply)


def _recall(b: Builder, facts: list[Fact], asks: tuple[str, ...]) -> Answer | None:
    """A follow-up answered from values served in earlier turns (no tool call)."""
    rng = b.rng
    usable = [f for f in facts if b.has(f)]
    if not usable:
        return None
    b.user(rng.choice(asks))
    chosen = rng.sample(usable, min(len(usable), rng.randint(1, 3)))
    answer = Answer().say(pick(rng, "Sure.", "Of course.", "As I mentioned earlier:"))
    for fact in chosen:
        answer.say("The ", fact.label.replace("_", " "), " is ", fact, ".")
    return answer


class _Domain:
    """Plays a run's turns: each tool intent at most once, then recalls and thanks."""

    INTENTS: tuple[str, ...] = ()  # methods that call tools; the first turn plays one of them
    RECALL: tuple[str, ...] = ("can you repeat that?",)  # follow-ups answered from earlier turns

    def __init__(self) -> None:
        self.done: set[str] = set()
        self.seen: list[Fact] = []  # facts worth recalling in a later turn

    def turn(self, b: Builder, index: int) -> Answer | None:
        options = [name for name in self.INTENTS if name not in self.done]
        if index:
            options += [name for name in ("_followup", "_thanks") if name not in self.done]
        name = b.rng.choice(options or self.INTENTS)
        self.done.add(name)
        return getattr(self, name)(b)

    def _followup(self, b: Builder) -> Answer | None:
        return _recall(b, self.seen, self.RECALL)

    def _thanks(self, b: Builder) -> Answer:
        return _thanks(b)


# --- retail: orders, refunds, cancellations ------------------------------------------------------

_PRODUCTS = (
    ("Sony WH-1000XM5 Wireless Headphones", 279, 399),
    ("Logitech MX Master 3S Mouse", 79, 109),
    ("Dell U2723QE 27-inch Monitor", 449, 619),
    ("Kindle Paperwhite", 129, 169),
    ("Samsung 990 PRO 2TB SSD", 149, 229),
    ("Patagonia Nano Puff Jacket", 179, 249),
    ("Hydro Flask 32 oz Bottle", 34, 49),
    ("Instant Pot Duo 7-in-1", 79, 129),
    ("Lodge 12-inch Cast Iron Skillet", 24, 49),
    ("Nike Pegasus 41 Running Shoes", 119, 149),
    ("Breville BES870XL Espresso Machine", 599, 749),
    ("Anker 737 Power Bank", 89, 139),
)
_CARRIERS = ("UPS", "FedEx", "USPS", "DHL")
_CITIES = (("Portland", "OR", "97205"), ("Austin", "TX", "78701"), ("Columbus", "OH", "43215"),
           ("Raleigh", "NC", "27601"), ("Denver", "CO", "80202"), ("Madison", "WI", "53703"))
_HUBS = ("Memphis, TN", "Louisville, KY", "Indianapolis, IN", "Ontario, CA", "Dallas, TX")
_STREETS = ("Oak St", "Maple Ave", "Pine Rd", "Cedar Ln", "Elm St", "Lakeview Dr")


def _address(rng: Random, name: str) -> dict[str, Any]:
    city, state, postal = rng.choice(_CITIES)
    return {"name": name, "line1": f"{rng.randrange(10, 9999)} {rng.choice(_STREETS)}",
            "line2": rng.choice((None, f"Apt {rng.randrange(1, 40)}")), "city": city, "state": state,
            "postal_code": postal, "country": "US"}
_ORDER_STATUS = ("processing", "shipped", "shipped", "delivered", "delivered")


class _Order:
    """One order of the customer's, and the facts a result about it serves."""

    def __init__(self, b: Builder, style: int, customer_id: str, *, summary: bool = False,
                 address: dict[str, Any] | None = None, method: dict[str, Any] | None = None) -> None:
        rng = b.rng
        if style == 0:
            self.id = "W" + rand_digits(rng, 7)
        else:
            self.id = f"1{rand_digits(rng, 2)}-{rand_digits(rng, 7)}-{rand_digits(rng, 7)}"
        self.customer_id = customer_id
        self.placed = b.now - rng.randrange(2, 40) * 86400 - rng.randrange(86400)
        self.status = rng.choice(_ORDER_STATUS)
        self.style = rng.randrange(3)
        if summary:  # an older order, listed only: id, date, total, status
            self.total = price(rng, 20, 900)
            return
        self.items = []
        for name, lo, hi in rng.sample(_PRODUCTS, rng.randint(1, 3)):
            sku = "SKU-" + rand_digits(rng, 6) if rng.random() < 0.6 else "B0" + rand_str(rng, UPPER_ALNUM, 8)
            self.items.append((name, sku, rng.choice((1, 1, 1, 2, 3)), price(rng, lo, hi)))
        self.subtotal = round(sum(q * p for _, _, q, p in self.items), 2)
        self.shipping = 0.0 if self.subtotal > 35 else 5.99
        self.tax_rate = rng.choice((0.0625, 0.0725, 0.08875))
        self.tax = round(self.subtotal * self.tax_rate, 2)
        self.total = round(self.subtotal + self.shipping + self.tax, 2)
        self.carrier = rng.choice(_CARRIERS)
        self.tracking = "1Z" + rand_str(rng, UPPER_ALNUM, 6) + rand_digits(rng, 10)
        self.shipped = self.placed + rng.randrange(1, 3) * 86400 + rng.randrange(3600, 40000)
        self.eta = self.shipped + rng.randrange(2, 6) * 86400
        self.method = method or {"source": "credit_card", "id": "credit_card_" + method_number(rng),
                                 "brand": "visa", "last_four": rand_digits(rng, 4)}
        self.address = address
        hops = rng.randint(1, 5)
        self.events = [(self.shipped + k * rng.randrange(20000, 60000), rng.choice(_HUBS)) for k in range(hops)]

    def record(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "order_id": self.id,
            "status": self.status,
            "placed_at": iso(self.placed, self.style),
            "customer_id": self.customer_id,
            "items": [{"sku": s, "name": n, "qty": q, "unit_price": p} for n, s, q, p in self.items],
            "subtotal": self.subtotal,
            "shipping": self.shipping,
            "tax": self.tax,
            "total": self.total,
            "currency": "USD",
            "payment": _payment(self.method, self.address),
            "payment_history": [{"transaction_type": "payment", "amount": self.total,
                                 "payment_method_id": self.method["id"]}],
            "shipping_address": self.address,
        }
        if self.status != "processing":
            out["shipment"] = {"carrier": self.carrier, "tracking_number": self.tracking,
                               "shipped_at": iso(self.shipped, self.style), "eta": day(self.eta),
                               "events": [{"at": iso(at, self.style), "location": where,
                                           "status": "In transit" if k else "Picked up"}
                                          for k, (at, where) in enumerate(self.events)]}
        else:
            out["shipment"] = None
        return out

    def facts(self, source: str) -> dict[str, Fact]:
        return {
            "order": id_fact("order_number", self.id, source),
            "total": amount_fact("order_total", self.total, source),
            "placed": ts_fact("order_date", self.placed, self.style, source),
            "tracking": id_fact("tracking_number", self.tracking, source),
            "shipped": ts_fact("ship_time", self.shipped, self.style, source),
            "eta": date_fact("delivery_date", self.eta, source),
        }


def _payment(method: dict[str, Any], address: dict[str, Any] | None) -> dict[str, Any]:
    """An order's payment block: a card by brand and last four, other methods by id."""
    if method["source"] == "credit_card":
        out = {"method": "card", "brand": method["brand"], "last4": method["last_four"],
               "payment_method_id": method["id"]}
        return {**out, "billing_address": address} if address else out
    return {"method": method["source"], "payment_method_id": method["id"]}


def _wallet(rng: Random) -> list[dict[str, Any]]:
    """A customer's payment methods (2-3): gift cards, certificates, credit cards, PayPal."""
    kinds = rng.sample(("gift_card", "gift_card", "gift_card", "certificate", "certificate", "credit_card", "paypal"),
                       rng.randint(2, 3))
    out = []
    for kind in sorted(set(kinds)):
        method: dict[str, Any] = {"source": kind, "id": f"{kind}_{method_number(rng)}"}
        if kind == "gift_card":
            method["balance"] = price(rng, 10, 400)
        elif kind == "certificate":
            method["amount"] = float(rng.choice((100, 150, 250, 500)))
        elif kind == "credit_card":
            method.update(brand=rng.choice(("visa", "mastercard")), last_four=rand_digits(rng, 4))
        out.append(method)
    return out


def _paid_with(rng: Random, method: dict[str, Any], source: str) -> tuple[Any, ...]:
    """Parts naming a payment method as people do: `gift card ending in 1784`, `certificate
    7504069` (rules masked-ending and id-part), `the Visa card ending in 7447` (copied: the
    result carried the last four)."""
    kind = method["source"]
    if kind == "credit_card":
        last4 = method["last_four"]
        return (f"the {method['brand'].title()} card ending in ", Fact("card_last4", (last4,), "last4", last4, source))
    if kind == "paypal":
        return ("PayPal (", id_fact("payment_method", method["id"], source), ")")
    words = "gift card " if kind == "gift_card" else "certificate "
    if rng.random() < 0.65:
        return (words, ending_respelled(kind, method["id"], source))
    return (words, id_part_respelled(kind, method["id"], source))


class Retail(_Domain):
    """An online shop's support agent: order status, refunds, cancellations, order history."""

    name = "retail"
    INTENTS = ("_status", "_refund", "_cancel", "_history", "_wallet")
    RECALL = ("Sorry, what was the total again?", "Can you repeat the numbers?", "remind me of the details?")
    SYSTEMS = (
        ("You are the customer support assistant for Northwind Goods. Be concise and friendly. "
        "Support is available 24/7. Refunds post within 5-7 business days."),
        ("You help Northwind Goods customers with orders, returns and refunds. Always look up an "
        "order before answering questions about it. Never promise delivery dates the carrier has "
        "not given."),
    )

    def __init__(self, b: Builder) -> None:
        super().__init__()
        rng = b.rng
        first, last = _person(rng)
        self.name = f"{first} {last}"
        suffix = str(rng.randint(1, 99)) if rng.random() < 0.4 else ""
        self.email = f"{first.lower()}.{last.lower()}{suffix}@example.com".encode("ascii", "ignore").decode()
        self.customer_id = "cus_" + rand_str(rng, ALNUM, 14)
        style = rng.randrange(2)
        address = _address(rng, self.name)
        self.methods = _wallet(rng)
        self.orders = [_Order(b, style, self.customer_id, address=address, method=rng.choice(self.methods))
                       for _ in range(rng.randint(2, 5))]


    def _status(self, b: Builder) -> Answer:
        rng = b.rng
        order = rng.choice(self.orders)
        b.user(pick(rng, f"Hi, where is my order {order.id}?",
                    f"Can you check on order {order.id}? It's been a while.",
                    f"what's the status of {order.id}",
                    f"I placed order {order.id} on {day_words(order.placed)} and haven't received it."))
        cid = b.call("get_order_details", {"order_id": order.id})
        b.step(f"Let me pull up order {order.id}.", "I'll check that order for you.")
        b.result(cid, dump(rng, order.record()))
        f = order.facts(cid)
        self.seen += [f["order"], f["total"], f["tracking"]]
        answer = Answer().say("Order ", f["order"], " is ", order.status, ".")
        if order.status == "processing":
            answer.say("It hasn't shipped yet; orders usually leave the warehouse within 2 days.")
        else:
            answer.say(pick(rng, "It shipped ", "It went out "), f["shipped"], " with ",
                       order.carrier, " (tracking ", f["tracking"], ")")
            if order.status == "shipped":
                answer.say("and should arrive by ", f["eta"], ".")
            else:
                answer.say("and was delivered.")
        n = sum(q for _, _, q, _ in order.items)
        answer.say("The total came to ", f["total"], f" for {n} item{'s' if n > 1 else ''}.")
        listed = rng.random() < 0.4
        if listed:
            answer.para("Items:")
            for name, sku, qty, unit in order.items:
                answer.line(f"- {qty} \u00d7 ", text_fact("product", name, cid), " (",
                            id_fact("sku", sku, cid), ") at ", amount_fact("unit_price", unit, cid))
        if rng.random() < 0.8:
            (answer.para if listed else answer.say)("It was paid with ", *_paid_with(rng, order.method, cid), ".")
        return answer

    def _refund(self, b: Builder) -> Answer:
        rng = b.rng
        order = rng.choice(self.orders)
        name, sku, qty, unit = rng.choice(order.items)
        b.user(pick(rng, f"The {name} from order {order.id} arrived damaged. Can I get a refund?",
                    f"I want to return the {name.split()[0]} item on {order.id}, it doesn't work.",
                    f"refund please for {order.id}, {name} is broken"))
        cid = b.call("get_order_details", {"order_id": order.id})
        pid = b.call("get_return_policy", {"category": "electronics"}) if rng.random() < 0.5 else None
        b.step("Let me look at the order and our return policy.", "Checking the order first.")
        b.result(cid, dump(rng, order.record()))
        if pid:
            b.result(pid, "Returns are accepted within 30 days of delivery. Damaged or defective "
                          "items are refunded in full to the original payment method, including "
                          "shipping. Refunds post within 5-7 business days.")
        amount = round(qty * unit * (1 + order.tax_rate), 2)  # the item's price with its tax
        refund_id = "re_" + rand_str(rng, ALNUM, 24)
        created = b.now + 40
        rid = b.call("issue_refund", {"order_id": order.id, "sku": sku, "reason": "damaged",
                                      "payment_method_id": order.method["id"]})
        b.step()
        signed = rng.random() < 0.7  # the ledger's way: a refund is a negative amount
        refund_record: dict[str, Any] = {"refund_id": refund_id, "status": "pending"}
        if signed:
            refund_record["transaction"] = {"transaction_type": "refund", "amount": -amount,
                                            "payment_method_id": order.method["id"]}
        else:
            refund_record.update(amount=amount, currency="USD")
        refund_record.update(created=iso(created), expected_by=day(created + 6 * 86400))
        b.result(rid, dump(rng, refund_record))
        if rng.random() < 0.3:
            mid = b.call("send_confirmation_email", {"to": self.email, "template": "refund_issued",
                                                     "refund_id": refund_id})
            b.step()
            b.result(mid, dump(rng, {"sent": True, "message_id": f"<{rand_str(rng, LOWER_ALNUM, 16)}@mail.northwind.example>"}))
        f = order.facts(cid)
        refund = id_fact("refund_id", refund_id, rid)
        paid: Any = unsigned_respelled("refund_amount", amount, rid) if signed else amount_fact("refund_amount", amount, rid)
        self.seen += [refund] if signed else [refund, paid]
        answer = Answer()
        answer.say(pick(rng, "I'm sorry about that. ", "Done. "), "I've issued refund ", refund,
                   " for ", paid, " on order ", f["order"], ".")
        answer.say(pick(rng, "You should see it by ", "It should post by "),
                   date_fact("refund_date", created + 6 * 86400, rid), ".")
        if rng.random() < 0.8:
            answer.say("It goes back to ", *_paid_with(rng, order.method, cid),
                       "; no need to send the item back.")
        return answer

    def _cancel(self, b: Builder) -> Answer:
        rng = b.rng
        order = rng.choice(self.orders)
        b.user(pick(rng, f"Please cancel order {order.id}, I ordered it by mistake.",
                    f"cancel {order.id}"))
        cid = b.call("cancel_order", {"order_id": order.id, "reason": "customer_request"})
        b.step()
        if order.status == "processing" or rng.random() < 0.3:
            signed = rng.random() < 0.6
            b.result(cid, dump(rng, {"ok": True, "status": "cancelled",
                                     "refund": {"amount": -order.total if signed else order.total, "currency": "USD",
                                                "to": _payment(order.method, None)}}))
            said = id_fact("order_number", order.id, "user")  # the result does not echo it
            answer = Answer().say("Order ", said, " is cancelled.")
            paid = unsigned_respelled("refund_amount", order.total, cid) if signed else \
                amount_fact("refund_amount", order.total, cid)
            answer.say("A refund of ", paid, " will go back to ", *_paid_with(rng, order.method, cid),
                       " within 5-7 business days.")
            return answer
        b.result(cid, f"Error: order {order.id} cannot be cancelled (status: {order.status}). "
                      "Start a return instead.", is_error=True)
        answer = Answer().say("I couldn't cancel ", id_fact("order_number", order.id, cid),
                              f" because it has already {order.status}.")
        answer.say("I can start a return for you instead; returns are free within 30 days.")
        return answer

    def _history(self, b: Builder) -> Answer:
        rng = b.rng
        b.user(pick(rng, f"Can you list my recent orders? My email is {self.email}.",
                    f"what have I ordered lately? account {self.email}"))
        cid = b.call("find_customer", {"email": self.email})
        b.step("Let me find your account.")
        older = [_Order(b, 0 if self.orders[0].id.startswith("W") else 1, self.customer_id, summary=True)
                 for _ in range(rng.randint(3, 40))]
        rows = sorted(self.orders + older, key=lambda o: -o.placed)
        record = {"customer_id": self.customer_id, "name": self.name, "email": self.email,
                  "loyalty_points": rng.randrange(1200, 60000), "member_since": day(b.now - 900 * 86400),
                  "orders": [{"order_id": o.id, "placed_at": iso(o.placed, o.style),
                              "total": o.total, "status": o.status} for o in rows]}
        b.result(cid, serve(rng, dump(rng, record), rows=len(rows)))
        answer = Answer()
        points = number_fact("loyalty_points", record["loyalty_points"], cid)
        shown = [o for o in rows[:rng.randint(2, 5)]
                 if b.has(id_fact("order_number", o.id, cid)) and b.has(amount_fact("t", o.total, cid))
                 and b.has(ts_fact("d", o.placed, o.style, cid))]
        if not shown:
            answer.say("I found your account, but I couldn't read the order list in full. "
                       "Could you give me an order number?")
            if b.has(points):
                answer.say("You have ", points, " loyalty points.")
            return answer
        answer.say(f"Here are your {len(shown)} most recent orders:")
        answer.para("| Order | Placed | Total | Status |")
        answer.line("|---|---|---|---|")
        for o in shown:
            answer.line("| ", id_fact("order_number", o.id, cid), " | ",
                        ts_fact("order_date", o.placed, o.style, cid), " | ",
                        amount_fact("order_total", o.total, cid), " | ", o.status, " |")
        if b.has(points):
            answer.para("You also have ", points, " loyalty points.")
        return answer

    def _wallet(self, b: Builder) -> Answer:
        rng = b.rng
        b.user(pick(rng, f"What payment methods do I have on file? My email is {self.email}.",
                    f"How much is left on my gift card? account {self.email}",
                    f"which cards are saved on my account ({self.email})?"))
        cid = b.call("get_user_details", {"email": self.email})
        b.step("Let me look up your account.")
        first, last = self.name.split(" ", 1)
        b.result(cid, dump(rng, {
            "customer_id": self.customer_id, "name": {"first_name": first, "last_name": last},
            "email": self.email, "address": self.orders[0].address,
            "payment_methods": {m["id"]: m for m in self.methods},
            "orders": [o.id for o in self.orders]}))
        answer = Answer().say(f"You have {len(self.methods)} payment methods on file:")
        for m in self.methods:
            parts = _paid_with(rng, m, cid)
            if m["source"] == "gift_card":
                parts += (", with ", amount_fact("gift_card_balance", m["balance"], cid), " left")
            elif m["source"] == "certificate":
                parts += (", worth ", amount_fact("certificate_amount", m["amount"], cid))
            answer.line("- ", *parts)
        return answer

    def invent(self, b: Builder) -> tuple[Any, ...]:
        rng = b.rng
        return pick(
            rng,
            ("Your replacement order number is ", Fab("order_number", "W" + rand_digits(rng, 7), "invented_order_number"), "."),
            ("I've also applied a courtesy credit of ",
             Fab("credit_amount", "$" + f"{price(rng, 100, 400):,.2f}", "invented_amount"), "."),
            ("A prepaid return label is on its way; the RMA number is ",
             Fab("rma", "RMA-" + rand_digits(rng, 7), "invented_id"), "."),
            ("The package was scanned at the local depot at ",
             Fab("scan_time", iso(b.now - rng.randrange(3600, 90000)), "made_up_timestamp"), "."),
        )


# --- airline: searches, bookings, flight status, changes -----------------------------------------

_AIRPORTS = (("SFO", -7), ("JFK", -4), ("LAX", -7), ("ORD", -5), ("SEA", -7), ("BOS", -4),
             ("DEN", -6), ("ATL", -4), ("LHR", 1), ("FRA", 2), ("CDG", 2), ("NRT", 9), ("SIN", 8))
_AIRLINES = (("UA", "United"), ("DL", "Delta"), ("AA", "American"), ("BA", "British Airways"),
             ("LH", "Lufthansa"), ("AF", "Air France"), ("SQ", "Singapore Airlines"))
_AIRCRAFT = ("B789", "A321", "B738", "A359", "B77W", "A20N")


class _Flight:
    def __init__(self, b: Builder, origin: tuple[str, int], dest: tuple[str, int], date: int) -> None:
        rng = b.rng
        code, self.carrier = rng.choice(_AIRLINES)
        self.number = code + str(rng.randrange(10, 9999))
        self.origin, self.dest = origin, dest
        self.depart = date + rng.randrange(5 * 3600, 22 * 3600) // 300 * 300 - origin[1] * 3600
        self.minutes = rng.randrange(70, 800)
        self.arrive = self.depart + self.minutes * 60
        self.fare = price(rng, 89, 1900)
        self.seats = rng.randint(1, 9)
        self.aircraft = rng.choice(_AIRCRAFT)
        self.basis = rng.choice("KLQVHM") + rand_str(rng, UPPER_ALNUM, 5)

    def row(self, short_times: bool) -> dict[str, Any]:
        out: dict[str, Any] = {
            "flight": self.number, "carrier": self.carrier,
            "from": self.origin[0], "to": self.dest[0],
            "depart": iso(self.depart, 3, self.origin[1]), "arrive": iso(self.arrive, 3, self.dest[1]),
        }
        if short_times:
            out["dep_local"] = hhmm(self.depart, self.origin[1])
            out["arr_local"] = hhmm(self.arrive, self.dest[1])
        out.update({"duration_min": self.minutes, "stops": 0, "operated_by": self.carrier,
                    "fare": {"amount": self.fare, "currency": "USD", "cabin": "economy",
                             "fare_basis": self.basis, "refundable": self.fare > 600},
                    "baggage": {"carry_on": 1, "checked": 0 if self.fare < 300 else 1},
                    "seats_left": self.seats, "aircraft": self.aircraft})
        return out


class Airline(_Domain):
    """A travel assistant: flight search, booking lookup, flight status, rebooking."""

    name = "airline"
    INTENTS = ("_search", "_booking", "_status", "_change", "_schedule", "_reservation")
    RECALL = ("What was the flight number again?", "can you repeat that?")
    SYSTEMS = (
        ("You are SkyWays' travel assistant. Times in tool results are local to the airport. "
        "Quote fares in USD."),
        ("You help travelers search, book and change flights. Confirm every change before making "
        "it. Check-in opens 24 hours before departure."),
    )

    def __init__(self, b: Builder) -> None:
        super().__init__()
        rng = b.rng
        self.passenger = " ".join(_person(rng))
        self.origin, self.dest = rng.sample(_AIRPORTS, 2)
        start = (b.now // 86400 + rng.randrange(3, 60)) * 86400
        self.date = start
        self.locator = rand_str(rng, UPPER_ALNUM, 6)
        self.ticket = rng.choice(("016", "006", "001", "125")) + rand_digits(rng, 10)
        self.booked = _Flight(b, self.origin, self.dest, start)
        first, last = self.passenger.split(" ", 1)
        self.user_id = f"{first}_{last}_{rand_digits(rng, 4)}".lower().encode("ascii", "ignore").decode()
        self.dob = day(epoch(rng.randrange(1940, 2005), 1, 1) + rng.randrange(365) * 86400)
        self.reservation = rand_str(rng, UPPER_ALNUM, 6)


    def _search(self, b: Builder) -> Answer:
        rng = b.rng
        o, d = self.origin[0], self.dest[0]
        b.user(pick(rng, f"I need a flight from {o} to {d} on {day(self.date)}, ideally in the morning.",
                    f"Find me flights {o} to {d}, {day_words(self.date)}.",
                    f"what's the cheapest {o}-{d} flight on {day(self.date)}?"))
        cid = b.call("search_flights", {"origin": o, "destination": d, "date": day(self.date)})
        b.step(f"Searching {o} to {d} for you.")
        flights = sorted((_Flight(b, self.origin, self.dest, self.date) for _ in range(rng.randint(3, 24))),
                         key=lambda f: f.depart)
        short = rng.random() < 0.5
        record = {"query": {"origin": o, "destination": d, "date": day(self.date)},
                  "count": len(flights), "results": [f.row(short) for f in flights]}
        b.result(cid, serve(rng, dump(rng, record), rows=len(flights)))
        def departs(f: _Flight) -> Fact:
            if short:
                return time_fact("departure_time", f.depart, cid, self.origin[1])
            return ts_fact("departure_time", f.depart, 3, cid, self.origin[1])

        usable = [f for f in flights if b.has(id_fact("flight", f.number, cid))
                  and b.has(amount_fact("fare", f.fare, cid)) and b.has(departs(f))
                  and b.has(ts_fact("d", f.depart, 3, cid, f.origin[1]))
                  and b.has(ts_fact("d", f.arrive, 3, cid, f.dest[1]))]
        if not usable:
            return Answer().say("The search returned more flights than I could read. "
                                "Could you narrow it down to a time of day?")
        cheapest = min(usable, key=lambda f: f.fare)
        self.seen.append(id_fact("flight", cheapest.number, cid))
        answer = Answer()
        answer.say("The cheapest option is ", id_fact("flight", cheapest.number, cid), " (",
                   cheapest.carrier, ") for ", amount_fact("fare", cheapest.fare, cid), ".")
        answer.say("It departs ", departs(cheapest), " and arrives ",
                   ts_fact("arrival_time", cheapest.arrive, 3, cid, self.dest[1]), ".")
        if cheapest.seats < 4:
            answer.say(f"Only {cheapest.seats} seats are left at that fare.")
        others = [f for f in usable if f is not cheapest][: rng.randint(0, 3)]
        if others:
            answer.para("Other options:")
            for f in others:
                answer.line("- ", id_fact("flight", f.number, cid), ": ",
                            ts_fact("departure_time", f.depart, 3, cid, self.origin[1]), ", ",
                            amount_fact("fare", f.fare, cid))
        return answer

    def _booking_record(self) -> dict[str, Any]:
        f = self.booked
        return {"locator": self.locator, "status": "TICKETED",
                "passengers": [{"name": self.passenger, "ticket_number": self.ticket, "seat": "14C"}],
                "segments": [{"flight": f.number, "from": f.origin[0], "to": f.dest[0],
                              "depart": iso(f.depart, 3, f.origin[1]), "arrive": iso(f.arrive, 3, f.dest[1]),
                              "status": "CONFIRMED"}],
                "total_paid": {"amount": f.fare, "currency": "USD"}}

    def _booking(self, b: Builder) -> Answer:
        rng = b.rng
        b.user(pick(rng, f"Can you check my booking {self.locator}?",
                    f"Booking ref {self.locator}, last name {self.passenger.split()[-1]}. What's my seat?"))
        cid = b.call("get_booking", {"locator": self.locator})
        b.step()
        b.result(cid, dump(rng, self._booking_record()))
        f = self.booked
        flight = id_fact("flight", f.number, cid)
        ticket = id_fact("ticket_number", self.ticket, cid)
        self.seen += [flight, ticket, amount_fact("fare", f.fare, cid)]
        answer = Answer().say("Booking ", id_fact("booking_reference", self.locator, cid),
                              " is ticketed for ", self.passenger, ".")
        answer.say("You're on ", flight, " from ", f.origin[0], " to ", f.dest[0], ", departing ",
                   ts_fact("departure_time", f.depart, 3, cid, f.origin[1]), ", seat 14C.")
        answer.say("Your ticket number is ", ticket, " and you paid ", amount_fact("fare", f.fare, cid), ".")
        return answer

    def _status(self, b: Builder) -> Answer:
        rng = b.rng
        f = self.booked
        b.user(pick(rng, f"Is {f.number} on time?", f"any delay on flight {f.number} today?"))
        cid = b.call("get_flight_status", {"flight": f.number, "date": day(f.depart, f.origin[1])})
        b.step()
        delay = rng.choice((0, 0, 15, 35, 50, 95))
        gate = rng.choice("ABCDE") + str(rng.randrange(1, 40))
        new = f.depart + delay * 60
        b.result(cid, (
            f"{f.number} {f.origin[0]}-{f.dest[0]} {day(f.depart, f.origin[1])}\n"
            f"Status: {'ON TIME' if not delay else f'DELAYED {delay} min'}\n"
            f"Scheduled departure: {hhmm(f.depart, f.origin[1])}  Estimated: {hhmm(new, f.origin[1])}\n"
            f"Gate: {gate}  Terminal: {rng.randrange(1, 8)}\n"
            f"Estimated arrival: {hhmm(f.arrive + delay * 60, f.dest[1])} local\n"))
        flight = id_fact("flight", f.number, cid)
        if not delay:
            return Answer().say(flight, " is on time, departing at ",
                                time_fact("departure_time", f.depart, cid, f.origin[1]),
                                f" from gate {gate}.")
        answer = Answer().say(flight, f" is delayed by {delay} minutes: it's now expected to leave at ",
                              time_fact("departure_time", new, cid, f.origin[1]), " (scheduled ",
                              time_fact("scheduled_time", f.depart, cid, f.origin[1]), f") from gate {gate}")
        answer.say("and to arrive around ", time_fact("arrival_time", f.arrive + delay * 60, cid, f.dest[1]), ".")
        return answer

    def _change(self, b: Builder) -> Answer:
        rng = b.rng
        new = _Flight(b, self.origin, self.dest, self.date)
        b.user(pick(rng, f"Can you move me to {new.number} instead?", f"switch my booking to {new.number} please"))
        cid = b.call("change_flight", {"locator": self.locator, "new_flight": new.number})
        b.step("Let me make that change.")
        diff = round(abs(new.fare - self.booked.fare), 2)
        confirmation = "CNF-" + rand_str(rng, UPPER_ALNUM, 4) + rand_digits(rng, 2)
        b.result(cid, dump(rng, {"status": "CONFIRMED", "locator": self.locator,
                                 "new_segment": new.row(False), "fare_difference": diff,
                                 "confirmation": confirmation}))
        self.booked = new
        answer = Answer().say("Done: you're now on ", id_fact("flight", new.number, cid), ", departing ",
                              ts_fact("departure_time", new.depart, 3, cid, new.origin[1]), ".")
        answer.say("Confirmation ", id_fact("confirmation", confirmation, cid), "; the fare difference is ",
                   amount_fact("fare_difference", diff, cid), ".")
        return answer


    def _schedule(self, b: Builder) -> Answer:
        """Direct flights of one day, their times carried as `HH:MM:SS` (`+1`: the next day)."""
        rng = b.rng
        o, d = self.origin[0], self.dest[0]
        when = self.date + rng.randrange(0, 3) * 86400
        said = rng.random() < 0.25  # the user writes the date as the tool takes it (then it is exempt)
        b.user(pick(rng, f"Are there direct flights from {o} to {d} on {day(when) if said else day_words(when)}?",
                    f"What nonstops do you have {o} to {d}, {day(when) if said else day_words(when)}?"))
        cid = b.call("search_direct_flight", {"origin": o, "destination": d, "date": day(when)})
        b.step(f"Searching direct flights from {o} to {d}.")
        rows = []
        for _ in range(rng.randint(2, 7)):
            code = rng.choice(_AIRLINES)[0]
            dep = rng.randrange(24) * 60 + rng.choice((0, 0, 0, 30, 15, 45))
            arr = dep + rng.randrange(12, 100) * 5
            prices = {"basic_economy": rng.randrange(60, 300), "economy": rng.randrange(120, 700),
                      "business": rng.randrange(600, 4000)}
            rows.append({"flight_number": code + str(rng.randrange(100, 9999)), "origin": o, "destination": d,
                         "status": "available",
                         "scheduled_departure_time_est": f"{dep // 60:02d}:{dep % 60:02d}:00",
                         "scheduled_arrival_time_est": f"{arr // 60 % 24:02d}:{arr % 60:02d}:00" + ("+1" if arr >= 1440 else ""),
                         "available_seats": {k: rng.randrange(0, 20) for k in prices}, "prices": prices})
        b.result(cid, dump(rng, rows))
        date = SelfSourced("travel_date", day(when), cid, "that day")  # round 14: `May 22` is a data value now
        answer = Answer().say(f"I found {len(rows)} direct flights from {o} to {d} on ", date, ".")
        for row in rng.sample(rows, min(len(rows), rng.randint(1, 3))):
            answer.line("- ", id_fact("flight", row["flight_number"], cid), ": departs ",
                        clock_respelled("departure_time", row["scheduled_departure_time_est"], cid),
                        ", arrives ", clock_respelled("arrival_time", row["scheduled_arrival_time_est"], cid),
                        "; business ", amount_fact("fare", float(row["prices"]["business"]), cid))
        return answer

    def _reservation(self, b: Builder) -> Answer:
        """A reservation and its traveler: a booking timestamp, a flight date, a date of birth."""
        rng = b.rng
        f = self.booked
        b.user(pick(rng, f"Can you pull up reservation {self.reservation}? My user id is {self.user_id}.",
                    f"user {self.user_id} here, what's in my booking {self.reservation}?"))
        rid = b.call("get_reservation_details", {"reservation_id": self.reservation})
        uid = b.call("get_user_details", {"user_id": self.user_id})
        b.step("Let me pull up the reservation and your profile.")
        created = iso(b.now - rng.randrange(3, 80) * 86400 - rng.randrange(86400))[:19]
        first, last = self.passenger.split(" ", 1)
        price = rng.randrange(90, 2400)
        payment = rng.choice(("credit_card_", "gift_card_", "certificate_")) + method_number(rng)
        b.result(rid, dump(rng, {
            "reservation_id": self.reservation, "user_id": self.user_id, "origin": f.origin[0],
            "destination": f.dest[0], "flight_type": "one_way", "cabin": "economy",
            "flights": [{"origin": f.origin[0], "destination": f.dest[0], "flight_number": f.number,
                         "date": day(f.depart, f.origin[1]), "price": price}],
            "passengers": [{"first_name": first, "last_name": last, "dob": self.dob}],
            "payment_history": [{"payment_id": payment, "amount": price}],
            "created_at": created, "total_baggages": rng.randrange(0, 3), "nonfree_baggages": 0,
            "insurance": rng.choice(("yes", "no"))}))
        b.result(uid, dump(rng, {
            "user_id": self.user_id, "name": {"first_name": first, "last_name": last},
            "dob": self.dob, "membership": rng.choice(("regular", "silver", "gold")),
            "reservations": [self.reservation]}))
        answer = Answer().say("Reservation ", id_fact("reservation", self.reservation, rid), " was booked on ",
                              date_respelled("booking_date", created, rid), f" for {self.passenger}")
        answer.say("(born ", year_respelled("birth_year", self.dob, uid), ").")
        answer.say("It's ", id_fact("flight", f.number, rid), f" from {f.origin[0]} to {f.dest[0]} on ",
                   date_fact("flight_date", f.depart, rid, f.origin[1]), ", paid ",
                   amount_fact("fare", float(price), rid), ".")
        return answer

    def invent(self, b: Builder) -> tuple[Any, ...]:
        rng = b.rng
        return pick(
            rng,
            ("Your new confirmation number is ",
             Fab("confirmation", "CNF-" + rand_str(rng, UPPER_ALNUM, 4) + rand_digits(rng, 2), "invented_id"), "."),
            ("I've also held a seat on ", Fab("flight", rng.choice(_AIRLINES)[0] + str(rng.randrange(1000, 9999)),
                                             "invented_flight"), " as a backup."),
            ("Boarding starts at ", Fab("boarding_time", iso(self.booked.depart - 2400, 3, self.origin[1]),
                                       "made_up_timestamp"), "."),
            ("The change fee of ", Fab("fee", f"${price(rng, 100, 300):,.2f}", "invented_amount"), " was waived."),
        )


# --- SAN: Fibre Channel ports, logins, zoning, switch logs ---------------------------------------

_OUIS = ("21:00:00:24:ff", "10:00:00:90:fa", "21:00:00:0e:1e", "20:00:00:25:b5")


class San(_Domain):
    """A storage-network assistant over a Cisco MDS fabric: ports, FLOGI, counters, zoning, logs."""

    name = "san"
    INTENTS = ("_paths", "_counters", "_zoning", "_logs")
    RECALL = ("which port was that again?", "Summarize what you found?")
    SYSTEMS = (
        ("You are a storage-network assistant for the data-center team. Switches mds-core-01 and "
        "mds-core-02 form fabric A (VSAN 100). Report port names exactly as the switch shows them."),
        "You troubleshoot the Fibre Channel fabric. Never change zoning without approval.",
    )

    def __init__(self, b: Builder) -> None:
        super().__init__()
        rng = b.rng
        self.switch = rng.choice(("mds-core-01", "mds-core-02", "mds-edge-03"))
        domain = rng.randrange(0x10, 0xef)
        self.ports: list[dict[str, Any]] = []
        used = rng.sample(range(1, 49), rng.randint(6, 32))
        for n, p in enumerate(sorted(used)):
            host = rng.choice(("esx-prod", "esx-dev", "db-ora", "sql", "k8s-node")) + f"-{rng.randrange(1, 60):02d}"
            tail = ":".join(rand_str(rng, HEX, 2) for _ in range(3))
            self.ports.append({
                "port": f"fc{rng.choice((1, 1, 2))}/{p}", "host": host,
                "wwpn": f"{rng.choice(_OUIS)}:{tail}",
                "fcid": f"0x{domain:02x}{n:02x}{rng.choice(('00', '00', '01', 'e0'))}",
                "up": rng.random() > 0.2,
            })
        if all(p["up"] for p in self.ports):
            self.ports[rng.randrange(len(self.ports))]["up"] = False


    def _brief(self) -> str:
        lines = ["-" * 79,
                 "Interface  Vsan   Admin  Admin   Status          SFP    Oper  Oper   Port",
                 "                  Mode   Trunk                          Mode  Speed  Channel",
                 "                         Mode                                 (Gbps)",
                 "-" * 79]
        for p in self.ports:
            status = "up" if p["up"] else "down"
            oper = ("F", "16") if p["up"] else ("--", "--")
            lines.append(f"{p['port']:<10} 100    auto   on      {status:<15} swl    {oper[0]:<5} {oper[1]:<6} --")
        return "\n".join(lines)

    def _flogi(self) -> str:
        lines = ["-" * 86, "INTERFACE        VSAN    FCID           PORT NAME               NODE NAME",
                 "-" * 86]
        for p in self.ports:
            if p["up"]:
                node = "20" + p["wwpn"][2:]
                lines.append(f"{p['port']:<16} 100     {p['fcid']:<14} {p['wwpn']} {node}")
        lines.append(f"\nTotal number of flogi = {sum(p['up'] for p in self.ports)}.")
        return "\n".join(lines)

    def _paths(self, b: Builder) -> Answer:
        rng = b.rng
        down = [p for p in self.ports if not p["up"]]
        lost = rng.choice(down)
        named = rng.random() < 0.7
        b.user(pick(rng, f"Host {lost['host']} lost a path this morning, can you check the fabric?",
                    f"we're seeing path failures from {lost['host']} on {self.switch}") if named
               else "Which ports are down on fabric A?")
        bid = b.call("show_interface_brief", {"switch": self.switch})
        fid = b.call("show_flogi_database", {"switch": self.switch, "vsan": 100})
        b.step("I'll check the interface states and the fabric logins.")
        b.result(bid, self._brief())
        b.result(fid, self._flogi())
        answer = Answer()
        ports = [id_fact("port", p["port"], bid) for p in down]
        if len(ports) == 1:
            answer.say("Port ", ports[0], " is down and has no fabric login.")
        else:
            answer.say(f"{len(ports)} ports are down: ", *_joined(ports), ".")
        up = [p for p in self.ports if p["up"]]
        shown = rng.sample(up, min(len(up), rng.randint(1, 3)))
        answer.para("Still logged in:")
        for p in shown:
            answer.line("- ", id_fact("port", p["port"], bid), ": WWPN ", id_fact("wwpn", p["wwpn"], fid, "hex", upper=True),
                        ", FCID ", id_fact("fcid", p["fcid"], fid, "hex", upper=True))
        if named:
            answer.para("The port ", ports[down.index(lost)], " is the path ",
                        id_fact("host", lost["host"], "user", "host"), " lost.")
        answer.para(pick(rng, "Check the SFP and cable on the down port first.",
                         "I'd reseat the cable on the down port before opening a case."))
        self.seen += ports + [id_fact("fcid", p["fcid"], fid, "hex", upper=True) for p in shown]
        return answer

    def _counters(self, b: Builder) -> Answer:
        rng = b.rng
        p = rng.choice(self.ports)
        b.user(pick(rng, f"Are there errors on {p['port']}?", f"show me the counters for {p['port']}"))
        cid = b.call("get_port_counters", {"switch": self.switch, "interface": p["port"]})
        b.step()
        rx, tx = rng.randrange(10**6, 10**10), rng.randrange(10**6, 10**10)
        crc = rng.choice((0, 0, 3, 17, 555))
        flap = b.now - rng.randrange(600, 40 * 3600)
        style = rng.randrange(3)
        b.result(cid, dump(rng, {"interface": p["port"], "switch": self.switch,
                                 "counters": {"rx_frames": rx, "tx_frames": tx, "rx_bytes": rx * 1780,
                                              "crc_errors": crc, "link_failures": rng.randrange(0, 5),
                                              "loss_of_sync": 0, "credit_loss": 0},
                                 "speed_gbps": 16.0, "last_flap": iso(flap, style)}))
        port = id_fact("port", p["port"], cid)
        answer = Answer().say(port, " has received ", number_fact("rx_frames", rx, cid), " frames and sent ",
                              number_fact("tx_frames", tx, cid), ".")
        answer.say(f"It shows {crc} CRC errors" if crc else "It shows no CRC errors",
                   "; the last link flap was at ", ts_fact("last_flap", flap, style, cid), ".")
        self.seen += [port, number_fact("rx_frames", rx, cid)]
        return answer

    def _zoning(self, b: Builder) -> Answer:
        rng = b.rng
        p = rng.choice(self.ports)
        b.user(pick(rng, f"Which zone is {p['wwpn']} in?", f"what's {p['host']} zoned to?"))
        cid = b.call("show_zone_members", {"vsan": 100, "member": p["wwpn"]})
        b.step()
        target = f"50:06:01:6{rng.randrange(10)}:" + ":".join(rand_str(rng, HEX, 2) for _ in range(4))
        zone = f"z_{p['host'].replace('-', '_')}_vnx{rng.randrange(1, 9)}"
        b.result(cid, dump(rng, {"vsan": 100, "zoneset": "zs_fabric_a", "active": True,
                                 "zones": [{"name": zone, "members": [
                                     {"type": "pwwn", "value": p["wwpn"], "alias": p["host"]},
                                     {"type": "pwwn", "value": target, "alias": "vnx_spa_0"}]}]}))
        answer = Answer().say(id_fact("wwpn", p["wwpn"], cid, "hex", upper=True), " is in zone ",
                              text_fact("zone", zone, cid), " in the active zoneset, zoned to target ",
                              id_fact("wwpn", target, cid, "hex", upper=True), ".")
        return answer

    def _logs(self, b: Builder) -> Answer:
        rng = b.rng
        down = [p for p in self.ports if not p["up"]]
        b.user(pick(rng, f"What happened on {self.switch} in the last hour?", "any link errors in the switch log?"))
        cid = b.call("show_logging_last", {"switch": self.switch, "lines": 50})
        b.step()
        lines, events = [], []
        t = b.now - rng.randrange(600, 3000)
        for _ in range(rng.randint(4, 60)):
            t += rng.randrange(1, 120)
            p = rng.choice(down if rng.random() < 0.5 else self.ports)
            kind = rng.choice(("IF_DOWN_LINK_FAILURE", "IF_UP", "PORT_FLAP"))
            text = {"IF_DOWN_LINK_FAILURE": f"Interface {p['port']} is down (Link failure)",
                    "IF_UP": f"Interface {p['port']} is up in mode F",
                    "PORT_FLAP": f"Interface {p['port']} flapped; peer {p['wwpn']}"}[kind]
            lines.append(f"{syslog_time(t)} {self.switch} %PORT-5-{kind}: %$VSAN 100%$ {text}")
            events.append((t, p, kind))
        b.result(cid, serve(rng, "\n".join(lines)))
        answer = Answer()
        failures = [(t, p) for t, p, k in events if k == "IF_DOWN_LINK_FAILURE"]
        readable = [(t, p) for t, p in failures if b.has(time_fact("t", t, cid, seconds=True))
                    and b.has(id_fact("port", p["port"], cid))]
        if not readable:
            return answer.say("No link failures in the recent log; only ports coming up and flaps.")
        t, p = readable[-1]
        answer.say(f"The log shows {len(readable)} link failure{'s' if len(readable) > 1 else ''}.")
        answer.say("The most recent was ", id_fact("port", p["port"], cid), " at ",
                   time_fact("log_time", t, cid, seconds=True), ".")
        return answer


    def invent(self, b: Builder) -> tuple[Any, ...]:
        rng = b.rng
        return pick(
            rng,
            ("The affected host is ", Fab("host", rng.choice(("esx-prod", "db-ora")) + f"-{rng.randrange(100, 999)}",
                                         "invented_host"), "."),
            ("Its partner port on the array is ", Fab("wwpn", "50:06:01:6" + str(rng.randrange(10)) + ":"
                                                     + ":".join(rand_str(rng, HEX, 2) for _ in range(4)),
                                                     "invented_wwpn"), "."),
            ("The last flap was at ", Fab("last_flap", iso(b.now - rng.randrange(600, 9000)), "made_up_timestamp"), "."),
            ("It logged in with FCID ", Fab("fcid", "0x" + rand_str(rng, HEX, 4) + "00", "invented_fcid"), "."),
        )


def _joined(facts: list[Any]) -> list[Any]:
    """Parts for `a, b and c`."""
    out: list[Any] = []
    for i, fact in enumerate(facts):
        if i:
            out.append(" and " if i == len(facts) - 1 else ", ")
        out.append(fact)
    return out


# --- cloud: instances, metrics, logs, deployments, volumes ---------------------------------------

_SERVICES = ("checkout-api", "search", "payments", "auth", "catalog")
_REGIONS = ("us-east-1", "eu-west-1", "ap-southeast-2")


class Cloud(_Domain):
    """An SRE assistant with read access to AWS: instances, CPU metrics, logs, deploys, volumes."""

    name = "cloud"
    INTENTS = ("_cpu", "_logs", "_deploys", "_volume")
    RECALL = ("which instance was it?", "what were the ids again?")
    SYSTEMS = (
        ("You are an SRE assistant with read-only access to the production AWS account. "
        "Prefer facts from tools over guesses; say when data is missing."),
        "You are the on-call helper. Alerts page 24/7; escalate anything customer-facing.",
    )

    def __init__(self, b: Builder) -> None:
        super().__init__()
        rng = b.rng
        self.service = rng.choice(_SERVICES)
        self.region = rng.choice(_REGIONS)
        self.image = "ami-0" + rand_str(rng, HEX, 16)
        self.vpc = "vpc-0" + rand_str(rng, HEX, 16)
        self.sg = "sg-0" + rand_str(rng, HEX, 16)
        self.instances = []
        for n in range(rng.randint(2, 6)):
            self.instances.append({
                "id": "i-0" + rand_str(rng, HEX, 16),
                "host": f"{self.service}-prod-{rng.randrange(1, 40):02d}",
                "ip": f"10.{rng.randrange(0, 4)}.{rng.randrange(0, 256)}.{rng.randrange(2, 255)}",
                "type": rng.choice(("m5.large", "c6i.xlarge", "r6g.2xlarge")),
                "launched": b.now - rng.randrange(86400, 90 * 86400),
                "zone": self.region + rng.choice("abc"),
                "subnet": "subnet-0" + rand_str(rng, HEX, 16),
            })
        self.db = f"10.{rng.randrange(0, 4)}.{rng.randrange(0, 256)}.{rng.randrange(2, 255)}"


    def _cpu(self, b: Builder) -> Answer:
        rng = b.rng
        b.user(pick(rng, f"{self.service} latency alarms are firing, what's going on?",
                    f"is {self.service} overloaded right now?"))
        did = b.call("describe_instances", {"filters": [{"Name": "tag:service", "Values": [self.service]}],
                                            "region": self.region})
        b.step("Let me find the instances first.")
        b.result(did, dump(rng, {"Reservations": [{"ReservationId": "r-0" + rand_str(rng, HEX, 16), "Instances": [
            {"InstanceId": i["id"], "ImageId": self.image, "InstanceType": i["type"],
             "LaunchTime": iso(i["launched"], 2), "Placement": {"AvailabilityZone": i["zone"], "Tenancy": "default"},
             "PrivateDnsName": f"ip-{i['ip'].replace('.', '-')}.ec2.internal", "PrivateIpAddress": i["ip"],
             "State": {"Code": 16, "Name": "running"}, "SubnetId": i["subnet"], "VpcId": self.vpc,
             "Architecture": "x86_64", "RootDeviceName": "/dev/xvda", "EbsOptimized": True,
             "SecurityGroups": [{"GroupName": f"{self.service}-sg", "GroupId": self.sg}],
             "Monitoring": {"State": "enabled"},
             "Tags": [{"Key": "Name", "Value": i["host"]}, {"Key": "service", "Value": self.service}]}
            for i in self.instances]}]}))
        watched = rng.sample(self.instances, 1 if rng.random() < 0.7 else 2)
        calls = [b.call("get_metric_statistics", {"namespace": "AWS/EC2", "metric": "CPUUtilization",
                                                  "instance_id": i["id"], "period": 300}) for i in watched]
        b.step()
        start = (b.now - 3600) // 300 * 300
        peaks = []
        for mid, inst in zip(calls, watched):
            points = [{"Timestamp": iso(start + k * 300), "Average": round(rng.uniform(20, 99.5), 2),
                       "Unit": "Percent"} for k in range(12)]
            b.result(mid, dump(rng, {"Label": "CPUUtilization", "Datapoints": points}))
            peak = max(points, key=lambda p: p["Average"])
            peaks.append((peak["Average"], start + points.index(peak) * 300, peak, inst, mid))
        _, peak_at, peak, hot, mid = max(peaks, key=lambda p: p[0])
        answer = Answer()
        answer.say("The busiest instance is ", id_fact("instance_id", hot["id"], did, "hex"), " (",
                   id_fact("host", hot["host"], did, "host"), ", ", id_fact("ip", hot["ip"], did), ").")
        answer.say("CPU peaked at ", Fact("cpu_peak", (f"{peak['Average']}%",), "number_text", peak["Average"], mid),
                   " at ", ts_fact("peak_time", peak_at, 0, mid), f" over the last hour ({len(self.instances)} instances in total).")
        self.seen += [id_fact("instance_id", hot["id"], did, "hex"), id_fact("ip", hot["ip"], did)]
        return answer

    def _logs(self, b: Builder) -> Answer:
        rng = b.rng
        inst = rng.choice(self.instances)
        b.user(pick(rng, f"Show me the errors from the last hour on {inst['host']}.",
                    f"why is {self.service} returning 503s?"))
        since = (b.now - 3600) // 60 * 60
        cid = b.call("query_logs", {"log_group": f"/prod/{self.service}", "filter": "ERROR", "start_time": iso(since)})
        b.step("Pulling the error logs.")
        t = b.now - 3500
        lines = []
        first_error = None
        for _ in range(rng.randint(5, 120)):
            t += rng.randrange(1, 40)
            req = "req-" + rand_str(rng, HEX, 8)
            if rng.random() < 0.5:
                latency = rng.randrange(1000, 9000)
                lines.append(f"{iso(t, 1)} ERROR [{req}] upstream {self.db}:5432 timed out after {latency}ms")
                if first_error is None:
                    first_error = (t, latency)
            else:
                lines.append(f"{iso(t, 1)} WARN  [{req}] retrying connection to {self.db}:5432 (attempt 2/3)")
        b.result(cid, serve(rng, "\n".join(lines)))
        answer = Answer().say("I searched the logs starting ", SelfSourced("start_time", iso(since), cid, "an hour ago"), ".")
        endpoint = id_fact("endpoint", f"{self.db}:5432", cid)
        if first_error is None or not b.has(ts_fact("t", first_error[0], 1, cid)) or not b.has(endpoint) \
                or not b.has(Fact("t", (f"{first_error[1]}ms",), "number_text", 0, cid)):
            return answer.say("I only see retries, no hard errors, in the part of the log I could read. "
                              "The database connection is flapping.")
        t0, latency = first_error
        answer.say("The errors are database timeouts: requests to ", endpoint,
                   " time out.")
        answer.say("The first one is at ", ts_fact("first_error", t0, 1, cid), ", after ",
                   Fact("latency", (f"{latency}ms",), "number_text", latency, cid), ".")
        return answer

    def _deploys(self, b: Builder) -> Answer:
        rng = b.rng
        b.user(pick(rng, f"What changed in {self.service} today?", "did anyone deploy recently?"))
        cid = b.call("list_deployments", {"service": self.service, "limit": 10})
        b.step()
        rows = []
        t = latest = b.now - rng.randrange(3600, 5 * 86400)
        for _ in range(rng.randint(2, 10)):
            major, minor, patch = 1, rng.randrange(5, 30), rng.randrange(0, 12)
            rows.append({"deployment_id": "d-" + rand_str(rng, UPPER_ALNUM, 9), "version": f"{major}.{minor}.{patch}",
                         "commit": rand_str(rng, HEX, 7), "started_at": iso(t), "status": "Succeeded",
                         "author": rng.choice(_FIRST).lower()})
            t -= rng.randrange(3600, 3 * 86400)
        b.result(cid, dump(rng, rows))
        last = rows[0]
        answer = Answer().say("The last deploy was ", id_fact("deployment_id", last["deployment_id"], cid), " (version ",
                              id_fact("version", last["version"], cid), ", commit ",
                              id_fact("commit", last["commit"], cid, "hex"), ") at ",
                              ts_fact("deploy_time", latest, 0, cid), f" by {last['author']}.")
        if len(rows) > 1 and rng.random() < 0.5:
            answer.say("Before that: ", id_fact("version", rows[1]["version"], cid), ".")
        return answer

    def _volume(self, b: Builder) -> Answer:
        rng = b.rng
        b.user(pick(rng, "Is the database volume filling up?", "how much disk is left on the db?"))
        cid = b.call("describe_volumes", {"tag": f"{self.service}-db"})
        b.step()
        size = rng.choice((512, 1024, 2048, 4096))
        used = round(size * rng.uniform(0.5, 0.97), 1)
        vol = "vol-0" + rand_str(rng, HEX, 16)
        b.result(cid, dump(rng, {"Volumes": [{"VolumeId": vol, "SizeGiB": float(size), "UsedGiB": used,
                                              "Iops": rng.choice((3000, 6000, 16000)), "VolumeType": "gp3",
                                              "State": "in-use"}]}))
        answer = Answer().say("Volume ", id_fact("volume_id", vol, cid, "hex"), " has ",
                              number_fact("size_gib", size, cid), " GiB with ",
                              Fact("used_gib", (str(used),), "number_text", used, cid), " GiB used.")
        return answer


    def invent(self, b: Builder) -> tuple[Any, ...]:
        rng = b.rng
        return pick(
            rng,
            ("Traffic is failing over to ", Fab("host", f"{self.service}-prod-{rng.randrange(100, 999)}", "invented_host"), "."),
            ("I've opened change request ", Fab("change_request", "CHG" + rand_digits(rng, 7), "invented_id"), "."),
            ("A snapshot was taken at ", Fab("snapshot_time", iso(b.now - rng.randrange(600, 9000)), "made_up_timestamp"), "."),
            ("The standby is ", Fab("instance_id", "i-0" + rand_str(rng, HEX, 16), "invented_id"), "."),
        )


# --- helpdesk: tickets, knowledge base -----------------------------------------------------------


class Helpdesk(_Domain):
    """An IT helpdesk assistant: ticket status, ticket search, new tickets, knowledge base."""

    name = "helpdesk"
    INTENTS = ("_status", "_search", "_create", "_kb")
    RECALL = ("what was the ticket number?", "remind me which ticket?")
    SYSTEMS = (
        "You are the IT helpdesk assistant. SLA: P1 within 4h, P2 within 24h, P3 within 3 business days.",
        "You help employees with IT issues. Look tickets up before describing them.",
    )

    def __init__(self, b: Builder) -> None:
        super().__init__()
        rng = b.rng
        first, last = _person(rng)
        self.user = f"{first[0].lower()}{last.lower()}".encode("ascii", "ignore").decode()
        self.asset = rng.choice(("LT-", "PC-", "MAC-")) + rand_digits(rng, 5)
        self.style = rng.randrange(2)
        self.style_ts = rng.randrange(3)
        self.tickets = [self._ticket(b) for _ in range(rng.randint(1, 3))]

    def _key(self, rng: Random) -> str:
        return "INC" + rand_digits(rng, 7) if self.style == 0 else "HD-" + rand_digits(rng, 5)

    def _ticket(self, b: Builder) -> dict[str, Any]:
        rng = b.rng
        summary, detail = rng.choice((
            ("VPN drops every 20 minutes", "GlobalProtect disconnects; error 0x80070005 in the client log"),
            ("Outlook keeps asking for password", "modern auth prompt loops; event id 1098"),
            ("Printer on floor 3 jams", "HP M507 on 3rd floor shows error 13.A2.D2"),
            ("Laptop won't boot", "BitLocker recovery screen after BIOS update 1.14.2"),
        ))
        created = b.now - rng.randrange(3600, 10 * 86400)
        return {"key": self._key(rng), "summary": summary, "detail": detail,
                "priority": rng.choice(("P2", "P3", "P3")), "status": rng.choice(("In Progress", "Open", "Waiting on user")),
                "created": created, "assignee": rng.choice(("priya.n", "tom.w", "mei.c")),
                "comments": [(created + rng.randrange(600, 86400), rng.choice(("priya.n", "tom.w")),
                              rng.choice((f"Reimaged {self.asset}; issue persists. {detail}.",
                                          "Escalated to network team.",
                                          f"Remote session scheduled. Ref {detail.split()[-1]}.")))
                             for _ in range(rng.randint(0, 3))]}

    def _record(self, t: dict[str, Any], style: int) -> dict[str, Any]:
        return {"key": t["key"], "summary": t["summary"], "priority": t["priority"], "status": t["status"],
                "reporter": self.user, "assignee": t["assignee"], "created": iso(t["created"], style),
                "asset": self.asset, "description": t["detail"], "labels": ["endpoint", "self-service"],
                "sla": {"policy": f"{t['priority']} standard", "response_due": iso(t["created"] + 86400, style),
                        "breached": False},
                "watchers": [self.user, t["assignee"]],
                "comments": [{"author": a, "at": iso(at, style), "body": body} for at, a, body in t["comments"]]}


    def _status(self, b: Builder) -> Answer:
        rng = b.rng
        t = rng.choice(self.tickets)
        b.user(pick(rng, f"What's happening with my ticket {t['key']}?", f"any update on {t['key']}?"))
        cid = b.call("get_ticket", {"key": t["key"]})
        b.step()
        style = self.style_ts
        b.result(cid, dump(rng, self._record(t, style)))
        key = id_fact("ticket", t["key"], cid)
        self.seen.append(key)
        answer = Answer().say(key, f" (\u201c{t['summary']}\u201d) is {t['status']}, assigned to {t['assignee']}.")
        answer.say("It was opened ", ts_fact("opened", t["created"], style, cid), ".")
        if t["comments"]:
            at, author, body = t["comments"][-1]
            answer.say(f"The last update, from {author} at ", ts_fact("updated", at, style, cid), ", says it's ",
                       "still being worked on." if "persists" in body else "progressing.")
        else:
            answer.say("Nobody has commented yet; ", t["priority"], " tickets get a response within ",
                       "24h." if t["priority"] == "P2" else "3 business days.")
        return answer

    def _search(self, b: Builder) -> Answer:
        rng = b.rng
        b.user(pick(rng, "Any open tickets about the VPN?", "show me my open tickets"))
        cid = b.call("search_tickets", {"reporter": self.user, "status": "open"})
        b.step("Searching your tickets.")
        extra = [self._ticket(b) for _ in range(rng.randint(0, 25))]
        rows = self.tickets + extra
        style = self.style_ts
        b.result(cid, serve(rng, dump(rng, {"total": len(rows), "issues": [
            {"key": t["key"], "summary": t["summary"], "priority": t["priority"], "status": t["status"],
             "created": iso(t["created"], style), "sla_remaining_min": rng.randrange(30, 4000)} for t in rows]}),
            rows=len(rows)))
        shown = [t for t in rows[:4] if b.has(id_fact("ticket", t["key"], cid))
                 and b.has(ts_fact("c", t["created"], style, cid))]
        answer = Answer()
        if not shown:
            return answer.say("I found tickets but couldn't read the list; can you give me a ticket number?")
        answer.say(f"You have {len(rows)} open tickets. The most relevant:")
        for t in shown:
            answer.line("- ", id_fact("ticket", t["key"], cid), f" \u2013 {t['summary']} ({t['priority']}), opened ",
                        ts_fact("opened", t["created"], style, cid))
        return answer

    def _create(self, b: Builder) -> Answer:
        rng = b.rng
        b.user(pick(rng, f"My laptop {self.asset} won't boot, please open a ticket.",
                    f"open a ticket: {self.asset} keeps crashing"))
        cid = b.call("create_ticket", {"summary": "Laptop won't boot", "asset": self.asset, "priority": "P3"})
        b.step()
        key = self._key(rng)
        due = b.now + 3 * 86400
        style = self.style_ts
        b.result(cid, dump(rng, {"key": key, "priority": "P3", "queue": "Desktop Support",
                                 "sla_due": iso(due, style), "status": "Open"}))
        answer = Answer().say("I've opened ", id_fact("ticket", key, cid), " (P3) for ",
                              id_fact("asset", self.asset, "user"), ".")
        answer.say("Desktop Support will respond by ", ts_fact("sla_due", due, style, cid), ".")
        return answer

    def _kb(self, b: Builder) -> Answer:
        rng = b.rng
        b.user(pick(rng, "How do I fix VPN error 809?", "vpn won't connect, error 809"))
        cid = b.call("search_kb", {"query": "VPN error 809"})
        b.step()
        kb = "KB" + rand_digits(rng, 7)
        b.result(cid, f"{kb}: Fix VPN error 809 (updated {day(b.now - 40 * 86400)})\n"
                      "1. Make sure you're on a network that allows UDP 500 and 4500.\n"
                      "2. Restart the VPN client.\n3. If it persists, reinstall the client from the portal.")
        answer = Answer().say("Error 809 means the VPN ports are blocked. Try another network first, then "
                              "restart the client.")
        answer.say("The full steps are in ", id_fact("kb_article", kb, cid), ".")
        return answer


    def invent(self, b: Builder) -> tuple[Any, ...]:
        rng = b.rng
        return pick(
            rng,
            ("I've escalated it as ", Fab("ticket", self._key(rng), "invented_ticket"), "."),
            ("A technician will call you at ", Fab("callback_time", iso(b.now + rng.randrange(3600, 90000)),
                                                   "made_up_timestamp"), "."),
            ("Your loaner laptop is ", Fab("asset", "LT-" + rand_digits(rng, 5), "invented_id"), "."),
            ("See also ", Fab("kb_article", "KB" + rand_digits(rng, 7), "invented_id"), "."),
        )


DOMAINS = (Retail, Airline, San, Cloud, Helpdesk)
