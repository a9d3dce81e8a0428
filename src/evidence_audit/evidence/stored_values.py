"""A record that holds one amount under its own identifier: a stored value (round 10).

A payment method a profile lists is often a record of its own with the one amount it holds:
tau-bench retail's gift card carries `balance`, tau2's carries `amount`
(`{"source": "gift_card", "id": "gift_card_1029384", "amount": 80.0}`), a voucher or a wallet
`value`. After a refund to it the answer writes its new balance (`$120.00 → gift card (balance
$200.00 once it posts)`): the `balance` rule of `computed/` takes that record's amount as its
balance. Only the record's own amount: an object that names the record by reference
(`{"payment_id": "gift_card_1029384", "amount": 120.0}`, a payment of it) holds no balance, and a
record with two or more numbers (an order's `amount` beside its `quantity`) holds no one amount.
Pure: no I/O, no state.
"""

from __future__ import annotations

from typing import Any, Final

__all__ = ["held_amount"]

# The keys under which a record of its own holds its one amount.
HELD_KEYS: Final = frozenset(("amount", "balance", "value"))
# The keys that carry a record's own identifier (not a reference to another record's).
OWN_ID_KEYS: Final = ("id", "_id")


def held_amount(node: dict[str, Any]) -> tuple[str, str] | None:
    """(identifier, key) when `node` is a record of its own (a string `id`) whose only number,
    among its own values, sits under `amount`, `balance` or `value`; else None."""
    ident = None
    for key in OWN_ID_KEYS:
        value = node.get(key)
        if isinstance(value, str) and value:
            ident = value
            break
    if ident is None:
        return None
    held = None
    for key, value in node.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            continue
        if held is not None or key not in HELD_KEYS:
            return None
        held = key
    return (ident, held) if held is not None else None
