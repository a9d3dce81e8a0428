"""Census36: the numbers an answer copied from a result are settled for the answers after it.

A later answer takes its operands from what the earlier answers settled (`basis._previous`, the
answer before it: `_before_previous`). A table an answer copies from a CSV result writes its cells
bare (`| 4 Feb | satin ribbon ×6 | 118.00 |` under `Amount €`): they are no candidates (the result
carries them as written, glued in its comma-separated row), so they were never settled, and a later
`Ribbon together: €301.00` (118 + 183) had no operand. Now the numbers an answer wrote that a
result carries are kept apart (`ArithmeticBasis.answered`'s `carried`: `_previous_copied`), a cell
under a header that names money is an amount (`basis.money_column`), and `conversation`'s
chance-tested pair (`wide._before_previous_pair`, a sum only after a total's word) takes them, no
other rule (every rule that reads `_previous` took them in a first version: three flags added and
a planted invention excused on the sets measured). Each refusal here:

- a digit changed stays flagged;
- a cell that no answer wrote is no operand of this rule (the copied table is what settles it);
- the `reference` profile computes nothing.
"""

from __future__ import annotations

from typing import Any

from ._helpers import REFERENCE, judged

ORDERS = ("invoice,date,item,qty,amount_eur\n"
          "FW-3102,2027-02-04,satin ribbon 40m,6,118.00\n"
          "FW-3177,2027-03-19,kraft paper roll,2,64.50\n"
          "FW-3240,2027-05-02,satin ribbon 40m,9,183.00\n"
          "FW-3301,2027-06-11,floral foam box,4,92.80\n")
TABLE = ("| Invoice | Date | Item | Amount € |\n|---|---|---|---|\n"
         "| FW-3102 | 4 Feb | satin ribbon ×6 | 118.00 |\n"
         "| FW-3177 | 19 Mar | kraft paper ×2 | 64.50 |\n"
         "| FW-3240 | 2 May | satin ribbon ×9 | 183.00 |\n"
         "| FW-3301 | 11 Jun | floral foam ×4 | 92.80 |\n\n**Spent: €458.30**")


def _run(table: str = TABLE) -> list[dict[str, Any]]:
    """A florist's supplier history: the invoices fetched, an answer that copies them, a question
    about the gap between two orders, its answer, then the question about the ribbon."""
    return [
        {"role": "system", "content": "You are the purchasing assistant of a small flower shop."},
        {"role": "user", "content": "What did we buy from Fenwick this year?"},
        {"role": "tool", "content": ORDERS},
        {"role": "assistant", "content": table},
        {"role": "user", "content": "How far apart were the two ribbon orders?"},
        {"role": "assistant", "content": "4 February to 2 May: **87 days**."},
        {"role": "user", "content": "And how much was the ribbon, both orders?"},
    ]


ANSWER = "€183.00 / €458.30 = **39.9%** for the second alone. Ribbon together: €301.00."


def test_cells_an_earlier_answer_copied_are_operands() -> None:
    flags, computed = judged(ANSWER, _run())
    assert "301" not in flags
    # (round 45) shapes45a's group totals reach it first: the rows whose item names `Ribbon` (118.00 +
    # 183.00), the same two cells `conversation` adds
    assert computed["301"] in ("conversation", "carried-total")


def test_a_digit_changed_stays_flagged() -> None:
    flags, _ = judged(ANSWER.replace("301.00", "307.00"), _run())
    assert "307" in flags


def test_a_cell_no_answer_wrote_is_no_operand() -> None:
    # the first answer gives only the total: 118.00 was never written, so nothing settles it
    flags, computed = judged(ANSWER, _run("Four invoices this year. **Spent: €458.30**"))
    assert computed.get("301") != "conversation"


def test_the_reference_profile_is_unchanged() -> None:
    _, computed = judged(ANSWER, _run(), REFERENCE)
    assert "301" not in computed
