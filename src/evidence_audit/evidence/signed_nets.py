"""The `net` arithmetic rule (round 11): the sum of the signed deltas an answer writes beside
prices, written after them.

An exchange answer lists each change with its new price and the difference it makes, signed:
`- Toothbrush → white sonic (5561270934): $118.30, +$21.75` `- Case → black (7720183345): $17.49,
+$1.50` then `To pay: **$23.25**`. The prices stand between the deltas, so the `total` rule's run
of the numbers just before the value (`17.49 + 1.50`) never reads `21.75 + 1.50`. People write a
net as the sum of the signs they wrote: this rule reads the signed amounts alone.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `net` | `$118.30, +$21.75` ... `$17.49, +$1.50` ... `To pay: $23.25` | an amount: the last 2-MAX_DELTAS amounts written with a sign (among its NET_SPAN numbers before it) (`+$21.75`, `-$4.00`, `−$4.00`) before the value, every one resolved (carried or computed), summed with their signs; the value their sum, or (a refund written unsigned) minus it; exact | a value equal to the net of the last signed amounts |

Refused: a net one digit off, a net with a sign flipped, a value under a single signed amount,
signed amounts one of which is unresolved, a run that skips a signed amount written between.
Pure: no I/O, no state.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Final

__all__ = ["signed_net", "MAX_DELTAS", "NET_SPAN"]

MAX_DELTAS: Final = 8  # signed amounts a net may sum
NET_SPAN: Final = 64  # the answer's numbers before an amount its signed deltas are looked for in


def _signed(text: str, start: int, number: Decimal) -> Decimal | None:
    """The amount written at `start` with its sign, or None when it is written unsigned."""
    if number < 0:
        return number
    if start < len(text) and text[start] == "+":
        return number
    if start > 0 and text[start - 1] == "\u2212":
        return -number
    return None


def signed_net(
    text: str, before: Sequence[tuple[int, Decimal, bool]], value: Decimal
) -> list[int] | None:
    """The positions (in `before`) of the last signed amounts whose net is `value`, or None.
    `before`: the answer's amounts written before the value, in order: (token start, number,
    resolved)."""
    signed: list[tuple[int, Decimal, bool]] = []
    for k, (start, number, resolved) in enumerate(before):
        delta = _signed(text, start, number)
        if delta is not None:
            signed.append((k, delta, resolved))
    signed = signed[-MAX_DELTAS:]
    net = Decimal(0)
    for size in range(1, len(signed) + 1):
        k, delta, resolved = signed[-size]
        if not resolved:
            return None  # (a longer run would hold it too)
        net += delta
        if size >= 2 and (net == value or (value > 0 and net < 0 and -net == value)):
            return [s[0] for s in signed[-size:]]
    return None
