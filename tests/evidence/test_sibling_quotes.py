"""Round 13 (recall13): the odd number of a list of quotes is data whatever its digit count
(`sibling_quotes.py`). Made-up values: the slip flagged, its neighbours too, the honest list
clean; the refusals (a short list, a list of computed values, other places, the list's own
arithmetic, a person's number, `reference`) as before."""

from __future__ import annotations

from evidence_audit.evidence.sibling_quotes import sibling_quoted

from ._helpers import REFERENCE, history, judged

STOCK = {"product": "Linen Napkin", "variants": [
    {"color": "Sage", "sku": "LN-NPK-SGE", "stock": 9},
    {"color": "White", "sku": "LN-NPK-WHT", "stock": 73},
    {"color": "Navy", "sku": "LN-NPK-NVY", "stock": 28},
    {"color": "Rust", "sku": "LN-NPK-RST", "stock": 0},
]}
LIST = ("Linen Napkin stock:\n* Sage `LN-NPK-SGE`: 9\n* White `LN-NPK-WHT`: {white}\n"
        "* Navy `LN-NPK-NVY`: 28\n* Rust `LN-NPK-RST`: 0 (out of stock)\n\nTotal {total}.")


def test_a_count_no_result_carried_among_carried_counts_is_flagged() -> None:
    hist = history(STOCK)
    assert judged(LIST.format(white="73", total="110"), hist)[0] == set()
    assert judged(LIST.format(white="37", total="74"), hist)[0] == {"37"}  # digits swapped
    assert judged(LIST.format(white="74", total="111"), hist)[0] == {"74"}  # one digit off
    assert judged(LIST.format(white="3", total="40"), hist)[0] == {"3"}  # a digit dropped


def test_a_rating_among_carried_ratings_is_flagged() -> None:
    reviews = {"Golden Lotus": "Rating: 4.6\nReviews: fine", "Casa Verde": "Rating: 4.3\nReviews: good",
               "Blue Heron": "Rating: 4.2\nReviews: ok"}
    hist = history(reviews)
    answer = "*   **Golden Lotus:** 4.6\n*   **Casa Verde:** 4.3\n*   **Blue Heron:** {}\n\nAll three are fine."
    assert judged(answer.format("4.2"), hist)[0] == set()
    assert judged(answer.format("4.1"), hist)[0] == {"4.1"}
    assert judged(answer.format("4.8"), hist)[0] == {"4.8"}


def test_what_the_rule_leaves_alone() -> None:
    hist = history(STOCK)
    # two items: no list of quotes
    assert judged("Stock:\n* Sage: 9\n* White: 37\n", hist)[0] == set()
    # the other items not carried (computed, or a person's): no list of quotes
    assert judged("Per week:\n* Sage: 3\n* White: 37\n* Navy: 11\n* Rust: 12\n", hist)[0] == set()
    # the siblings whole numbers, the odd one with decimals: not the same quote
    assert judged(LIST.format(white="7.3", total="110"), hist)[0] == set()
    # an item with more than its number after the colon (prose) is no quote
    assert judged("Stock:\n* Sage: 9\n* White: 37 more are due next week from the mill\n* Navy: 28\n* Rust: 0\n", hist)[0] == set()
    # the number a person said
    said = history(STOCK, user="I counted 37 white ones myself")
    assert judged(LIST.format(white="37", total="74"), said)[0] == set()
    # reference: prose under the digit minimum, as before
    assert "37" not in judged(LIST.format(white="37", total="74"), hist, REFERENCE)[0]


def test_a_list_item_the_arithmetic_computes_stays_computed_and_its_slip_flagged() -> None:
    hist = history({"sku": "CHR-221", "on_hand": 512, "allocated": 365, "in_transfer": 40, "reorder_point": 90})
    answer = "CHR-221:\n* On hand: 512\n* Allocated: 365\n* Available: {}\n* In transfer: 40\n* Reorder point: 90\n"
    flags, computed = judged(answer.format("147"), hist)
    assert flags == set() and computed == {"147": "pair"}
    assert judged(answer.format("148"), hist)[0] == {"148"}


def test_sibling_quoted_reads_only_lists_of_one_number_per_item() -> None:
    carried = {"9", "73", "28", "0"}
    assert sibling_quoted(LIST.format(white="37", total="74"), carried, set()) == frozenset({"37"})
    assert sibling_quoted(LIST.format(white="73", total="110"), carried, set()) == frozenset()
    numbered = "1. Sage: 9\n2. White: 37\n3) Navy: 28\n"
    assert sibling_quoted(numbered, carried, set()) == frozenset({"37"})
    # a blank line ends the list: two items on each side
    assert sibling_quoted("- Sage: 9\n- White: 37\n\n- Navy: 28\n- Rust: 0\n", carried, set()) == frozenset()
    assert sibling_quoted("no colon, no list", carried, set()) == frozenset()
