"""Census37: a number under the digit minimum an earlier answer computed, and the check verified
there, is an operand of any rule when a later answer writes it again.

A number of three digits or fewer is no candidate: never judged, so never settled. A later answer
may still take it as an operand when an earlier answer, a person or a result wrote it
(`basis._stated_operands`), but as a summand only: a stated `15` beside `$75.00` is no 5 x 15. That
bound refused a total the check itself had verified: a totals table's `| Distillate | 876 L |`
(the column of the result summed, `_named_column_totals`), then `| 613.14 | 876 | 69.99% |`
(613.14 / 876 x 100). Now the numbers under the digit minimum that an answer computed and the check
verified (an equation's result over known operands, a derived cell, a total row: `basis._own_verified`)
are full operands of the next two answers that write them (`ArithmeticBasis._promoted`). Each
refusal here:

- a digit changed stays flagged;
- the same number merely written by the earlier answer (no sum of the result gives it) stays a
  summand only;
- the `reference` profile computes nothing.
"""

from __future__ import annotations

from typing import Any

from ._helpers import REFERENCE, judged

RUNS = ("run,still,start,end,wine_l,distillate_l,abv,pure_alcohol_l\n"
        "K-412,pot 1,2027-03-01 05:30,2027-03-01 13:50,2400,290,70.4,204.16\n"
        "K-413,pot 2,2027-03-01 06:10,2027-03-01 15:00,2400,305,69.6,212.28\n"
        "K-414,pot 1,2027-03-02 05:30,2027-03-02 14:20,2400,281,70.0,196.70\n")
PER_RUN = ("| Run | Distillate (L) | Pure alcohol (L) |\n|---|---|---|\n"
           "| K-412 | 290 | 204.16 |\n| K-413 | 305 | 212.28 |\n| K-414 | 281 | 196.70 |")


def _totals(distillate: str = "876") -> str:
    return ("| | Total |\n|---|---|\n| Wine | 7,200 L |\n"
            f"| Distillate | {distillate} L |\n| Pure alcohol | 613.14 L |")


def _run(totals: str) -> list[dict[str, Any]]:
    """A cognac house's week: the still runs fetched, a table per run, the totals, then the
    question about the strength of the week's distillate."""
    return [
        {"role": "system", "content": "You are the cellar assistant of a small cognac house."},
        {"role": "user", "content": "This week's still runs: distillate and pure alcohol per run?"},
        {"role": "tool", "content": RUNS},
        {"role": "assistant", "content": PER_RUN},
        {"role": "user", "content": "And the totals?"},
        {"role": "assistant", "content": totals},
        {"role": "user", "content": "What strength is the week's distillate, all three runs together?"},
    ]


def _answer(distillate: str = "876", strength: str = "69.99") -> str:
    return f"| Pure alcohol | Distillate | ABV |\n|---|---|---|\n| 613.14 | {distillate} | {strength}% |"


def test_a_total_an_earlier_answer_verified_is_a_divisor() -> None:
    flags, computed = judged(_answer(), _run(_totals()))
    assert "69.99" not in flags
    assert computed["69.99"] == "ratio"


def test_a_digit_changed_stays_flagged() -> None:
    flags, _ = judged(_answer(strength="69.39"), _run(_totals()))
    assert "69.39" in flags


def test_a_number_the_earlier_answer_only_wrote_stays_a_summand() -> None:
    # 867 is no sum of the runs' distillate: the totals answer wrote it, nothing verified it
    wrong = 613.14 / 867 * 100
    strength = f"{wrong:.2f}"
    flags, computed = judged(_answer("867", strength), _run(_totals("867")))
    assert computed.get(strength) != "ratio"
    assert strength in flags


def test_the_reference_profile_is_unchanged() -> None:
    _, computed = judged(_answer(), _run(_totals()), REFERENCE)
    assert "69.99" not in computed


# --- an answer that writes only short numbers answered from the data in hand -------------------

LOOM_RULES = ("You are the assistant of a weaving workshop.\n\nRules (amounts in TRY):\n"
              "- Linen cloth: 1,850 TRY a metre; 60 g of thread a metre; a loom weaves 3 metres a day.\n")
LOOM = '{"loom": "T-2", "order": "K-118", "cloth": "linen", "metres": 9, "start": "2027-01-11"}'


def _loom(first: str = "9 m at 3 m a day: 3 days, done Wed 13 Jan.", second: str = "0.54 kg.") -> list[dict[str, Any]]:
    """A short exchange over one fetched record: two replies that write only numbers under the
    digit minimum (no candidate settled), then `value?`."""
    return [
        {"role": "system", "content": LOOM_RULES},
        {"role": "user", "content": "loom T-2 order K-118 done when?"},
        {"role": "tool", "content": LOOM},
        {"role": "assistant", "content": first},
        {"role": "user", "content": "thread needed?"},
        {"role": "assistant", "content": second},
        {"role": "user", "content": "value?"},
    ]


def test_short_replies_keep_the_record_in_reach() -> None:
    # 9 metres of the record x the rules' 1,850 TRY a metre (`carried-product`)
    flags, computed = judged("16,650 TRY.", _loom())
    assert "16650" not in flags
    assert computed["16650"] == "carried-product"


def test_short_replies_a_digit_changed_stays_flagged() -> None:
    flags, _ = judged("16,950 TRY.", _loom())
    assert "16950" in flags


def test_replies_with_no_number_still_age_the_record() -> None:
    # two replies that write no number: two turns passed, the record is out of reach as before
    flags, computed = judged("16,650 TRY.", _loom("On the loom now.", "Noted, I will ask the weaver."))
    assert computed.get("16650") != "carried-product"


def test_short_replies_reference_profile_unchanged() -> None:
    _, computed = judged("16,650 TRY.", _loom(), REFERENCE)
    assert "16650" not in computed


# --- a stated price under 1,000, marked as money, converted in a short reply -------------------

KAYAK_RULES = ("You are the assistant of a kayak centre on Lake Bohinj.\n\nRules (amounts in EUR):\n"
               "- Kayak tour 64 EUR a person, sunset tour 79 EUR a person.\n"
               "- GBP and USD at the day's rate (get_rate).\n")
KAYAK_RATE = '{"date": "2027-06-02", "eur_gbp": 0.8642, "eur_usd": 1.0533, "source": "ECB"}'


def _kayak(rules: str = KAYAK_RULES) -> list[dict[str, Any]]:
    """The rate fetched and given, then a short question naming one of the rules' prices."""
    return [
        {"role": "system", "content": rules},
        {"role": "user", "content": "gbp rate?"},
        {"role": "tool", "content": KAYAK_RATE},
        {"role": "assistant", "content": "1 € = 0.8642 £."},
        {"role": "user", "content": "sunset tour in gbp?"},
    ]


def test_a_marked_price_under_1000_is_converted() -> None:
    # 79 EUR x eur_gbp 0.8642 = 68.2718, written to the penny
    flags, computed = judged("£68.27.", _kayak())
    assert "68.27" not in flags
    assert computed["68.27"] == "record"


def test_a_marked_price_a_digit_changed_stays_flagged() -> None:
    flags, _ = judged("£68.87.", _kayak())
    assert "68.87" in flags


def test_a_bare_number_of_the_rules_is_no_amount() -> None:
    # the same rules with no money mark beside the price: 79 is no amount the reply converts
    flags, computed = judged("£68.27.", _kayak(KAYAK_RULES.replace("79 EUR", "79")))
    assert computed.get("68.27") != "record"
    assert "68.27" in flags


def test_a_marked_price_reference_profile_unchanged() -> None:
    _, computed = judged("£68.27.", _kayak(), REFERENCE)
    assert "68.27" not in computed


# --- an earlier answer's computed step times a number this answer writes ------------------------

DECLARATION = ("RAKIJA HOUSE - EXCISE DECLARATION (DRAFT)   March 2027\n"
               "LOT-0301  Šljivovica 5 Year   2,400 btl x 0.7 L @ 40.0%\n"
               "LOT-0302  Dunja              1,200 btl x 0.7 L @ 43.0%\n"
               "Rate: 3,150 RSD per litre of pure alcohol\n")
LOTS = ("Pure alcohol per lot (bottles × 0.7 L × ABV):\n\n"
        "- LOT-0301: 2,400 × 0.7 × 0.40 = 672.0 L\n"
        "- LOT-0302: 1,200 × 0.7 × 0.43 = 361.2 L\n\n"
        "Total 1,033.2 L × RSD 3,150 = **RSD 3,254,580**.")


def _lots(lots: str = LOTS) -> list[dict[str, Any]]:
    """A distillery's excise draft read, the lots worked out, a question between, then the what-if."""
    return [
        {"role": "system", "content": "You are the office assistant of a small distillery."},
        {"role": "user", "content": "Can you check March's excise draft?"},
        {"role": "tool", "content": DECLARATION},
        {"role": "assistant", "content": lots},
        {"role": "user", "content": "Is the rate the same as last year?"},
        {"role": "assistant", "content": "The draft gives 3,150 RSD a litre; I have no earlier draft to compare."},
        {"role": "user", "content": "What would the quince lot owe at 40%?"},
    ]


WHAT_IF = ("1,200 × 0.7 × 0.40 = 336.0 L × 3,150 = RSD 1,058,400, against RSD 1,137,780 at 43%: "
           "RSD 79,380 less.")


def test_an_earlier_step_times_a_number_written_here() -> None:
    # 361.2 L (two answers back) x the 3,150 this answer writes
    flags, computed = judged(WHAT_IF, _lots())
    assert not {"1137780", "79380"} & flags
    assert computed["1137780"] == "earlier"


def test_an_earlier_step_product_a_digit_changed_stays_flagged() -> None:
    flags, _ = judged(WHAT_IF.replace("1,137,780", "1,134,780").replace("79,380", "76,380"), _lots())
    assert "1134780" in flags


def test_an_earlier_step_reference_profile_unchanged() -> None:
    _, computed = judged(WHAT_IF, _lots(), REFERENCE)
    assert "1137780" not in computed


def test_a_step_no_earlier_answer_computed_is_no_operand() -> None:
    # the first answer gives the total only: 361.2 was never computed, so nothing is multiplied
    flags, computed = judged(WHAT_IF, _lots("Two lots, 1,033.2 L of pure alcohol: **RSD 3,254,580**."))
    assert computed.get("1137780") != "earlier"
    assert "1137780" in flags
