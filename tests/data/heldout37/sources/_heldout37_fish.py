"""The fish runs' shapes: the assistant of a fish auction hall in Myeik, Myanmar, designed for this
set (no benchmark has one): its system prompt with the hall's rules (a boat's landing fee by the boat
and the kilo, the hall's commission off the hammer price and the buyer's fee on top, lots under the
hammer every 6 minutes from the opening clock, ice by the kilo of fish, boxes of 20 kg, the cold
store by the box and the day after a free day, the viss, buyers settling within 7 days, trucks to
Yangon by the box and the hour, exports priced in baht at the day's rate), and the records its
tools return (a boat's landing, a truck, an export offer and the day's rate as JSON, the morning's
lots, the cold store and a shrimp grading as CSV text, the ice plants' stock as a markdown table, a
buyer's statement as a fixed-width document). Every boat, buyer, lot and amount is written for this
set, in `../fish.py`."""

from __future__ import annotations

POLICY = """You are the assistant of the Myeik Fish Auction Hall (Tanintharyi, Myanmar): boat landings, the auction's lots, buyers' statements, ice and boxes, the cold store, trucks to Yangon and exports to Thailand. Today is 2027-02-16 (Tuesday), 05:10.

Use the tools; state only prices, dates, times and figures that the tools, the user or these rules give, or arithmetic on them.

Rules (amounts in MMK, kyat):
- A boat pays a landing fee of 15,000 MMK plus 40 MMK per kg landed.
- Fish is sold by the kg at the hammer price; the hall keeps 5% of the hammer price from the boat, and the buyer pays a 3% buyer's fee on top.
- The auction opens at 04:30; each lot takes 6 minutes under the hammer.
- Ice: 1 kg of ice for every 2 kg of fish, at 180 MMK a kg. A box holds 20 kg of fish and costs 2,500 MMK.
- Cold store: 600 MMK a box a day; the first day is free.
- 1 viss = 1.633 kg (some buyers quote by the viss).
- Buyers settle within 7 days of the auction day.
- A truck to Yangon carries 60 boxes, takes 26 hours and costs 1,350,000 MMK.
- Exports to Thailand are priced in THB; MMK, THB and USD at the day's rate (get_rate).
"""


def csv(header: str, *rows: str) -> str:
    """A table as the tool returns it: a CSV header and one line per row, commas with no spaces."""
    return "\n".join([header, *rows])


__all__ = ["POLICY", "csv"]
