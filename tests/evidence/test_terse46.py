"""(terse46) `terse-term` (`terse_terms.py`): a short reply's value as a small expression of numbers
the run stated: the rules' line the question names, a rate the latest result carries, a count the
person wrote, a number the previous answer wrote. The runs are written here (a pottery's rules), in
the shape of the sets' runs 11 and 12 (a few words asked, the result alone answered).

Refusals: a digit off, a value whose search is too dense near it (few significant digits), an
operand nobody stated, a reply that writes its operands (the narrow rules'), a long reply.
"""

from __future__ import annotations

import json
from typing import Any

from evidence_audit.evidence.terse_terms import TerseTerms, _unit

from ._helpers import judged

RULES = (
    "You are the assistant of a pottery in Oaxaca.\n\nRules (amounts in MXN):\n"
    "- Clay costs 38 MXN a kg, in sacks of 25 kg.\n"
    "- Jugs sell at 1,470 MXN, bowls at 265 MXN; pieces are packed 6 to a crate.\n"
    "- Glazing: a jug takes 0.6 kg of glaze.\n"
    "- Orders of 20,000 MXN or more have 5% off; IVA 16% on top of the net.\n"
    "- USD at the day's rate (get_rate).\n"
)
RATE = {"date": "2027-03-02", "mxn_per_usd": 17.83, "source": "Banxico FIX"}


def run(*turns: str, rate: bool = False) -> list[dict[str, Any]]:
    """The rules, the day's rate as a tool result where `rate`, then the turns (the last the question)."""
    out: list[dict[str, Any]] = [{"role": "system", "content": RULES}]
    if rate:
        out += [{"role": "user", "content": "usd rate"}, {"role": "tool", "content": json.dumps(RATE)},
                {"role": "assistant", "content": "1 USD = 17.83 MXN."}]
    for k, text in enumerate(turns):
        out.append({"role": "user" if k % 2 == 0 else "assistant", "content": text})
    return out


CRATE_USD = run("crate of jugs usd", rate=True)
TAXED = run("13 jugs for a hotel, crates?", "3 crates.", "price?", "19,110 MXN, no discount under 20,000.", "with iva?")


def test_a_crate_of_jugs_at_the_carried_rate() -> None:
    flags, how = judged("$494.67.", CRATE_USD)  # 6 x 1,470 / 17.83
    assert not flags, flags
    assert how["494.67"] == "terse-term"


def test_a_digit_off_stays_flagged() -> None:
    flags, how = judged("$494.69.", CRATE_USD)
    assert "494.69" in flags and "494.69" not in how


def test_a_crate_nobody_priced_stays_flagged() -> None:
    flags, _ = judged("$577.12.", CRATE_USD)  # 7 x 1,470 / 17.83: the rules pack 6 to a crate
    assert "577.12" in flags


def test_the_tax_on_the_previous_answer_s_price() -> None:
    flags, how = judged("22,167.60 MXN.", TAXED)  # 19,110 x (1 + 16%)
    assert not flags, flags
    assert how["22167.6"] == "terse-term"


def test_the_tax_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("22,167.80 MXN.", TAXED)
    assert "22167.8" in flags


def test_a_value_of_few_digits_is_too_easy_to_reach_by_luck() -> None:
    # 19,110 is 13 x 1,470, but a value of 4 significant digits below 20,000 is reached by many
    # products of the stated numbers; and 21,000 (2 digits) by some product for sure: the density refuses
    flags, how = judged("21,000 MXN.", run("13 jugs for a hotel, crates?", "3 crates.", "price?"))
    assert "21000" in flags and how.get("21000") != "terse-term"


def test_a_reply_that_writes_its_operands_is_not_this_rule_s() -> None:
    _, how = judged("6 x 1,470 / 17.83 = $494.67.", CRATE_USD)
    assert how.get("494.67") != "terse-term"


def test_a_long_reply_is_not_terse() -> None:
    answer = ("The crate holds six jugs and we sell each at the list price; at today's Banxico fix the whole crate "
              "comes to about $494.67, before any courier or insurance the buyer may add on their side of the order.")
    _, how = judged(answer, CRATE_USD)
    assert how.get("494.67") != "terse-term"


def test_the_rules_lines_named_by_the_question_only() -> None:
    terms = TerseTerms()
    terms.add_system_text(RULES)
    named = {shown for _, shown, _ in terms.named("jug usd")}
    assert "1,470" in named and "0.6" in named  # the jugs' price line and the glazing line
    assert "38" not in named  # the clay line names no jug


def test_the_unit_of_the_last_significant_digit() -> None:
    assert str(_unit("6400")) == "1E+2" and str(_unit("7360.00")) == "1E+1" and str(_unit("18.13")) == "0.01"
