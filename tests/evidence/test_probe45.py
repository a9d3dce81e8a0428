"""probe45: the round-44 rules review44 left unprobed, probed with an invented value a person would
not accept (made-up runs reusing round 44's tests' rules; none of the corpora's texts).

Defects (each test failed on 5f70ac61):
- `stated_shares`: a base its line labels as another stated step's output (`Bottled: 125 kg`, the
  rules' `Bottling loses 4%`) taken back through a share that skips that step (`olives 694.44 kg`,
  125 / 0.18) is no stated share.
- `yield_backs`: of a chain of yields one rule line states (`Crushing leaves 78% ... as paste; pressing
  leaves 21% of the paste as oil`), one step alone taken back from the chain's output through its first
  yield (`57.69 kg.`, 45 / 0.78) or forward from its input through its last (`259.14 kg.`, 1,234 x 0.21) skips a step.

Measured (both fixes): heldout41, heldout42, heldout43, heldout25 byte-identical to 5f70ac61 (ff 150.6,
71.4, 309.5, 294.5; one-digit and computed mutants unchanged): neither refusal gives back a false flag there.

Sound (each a refusal that holds on 5f70ac61, kept as a test):
- `expressions._same_base` (`A ÷ b = X; ÷ c = Y`): Y only A ÷ c exactly, c judged itself;
- `comma_amounts.restated_slips`: it only judges (an earlier answer's number one slip off, flagged);
- `prefix_hyphens` (a capitals code's hyphen kept, `ИС-0712-3`): a code with a changed digit flagged;
- `stated_charges`' tier term: a threshold, a rate or a whole-quantity rate nobody stated flagged;
- `exact_carries`: a value one digit off both readings flagged.
"""

from __future__ import annotations

from typing import Any

from ._helpers import history, judged
from .test_shares44 import MILL, ORDER
from .test_terse44 import RULES, YIELDED
from .test_tiers44 import FARM, PICKERS, _deposit

# --- stated_shares: a base labelled as another step's output ------------------------------------------------


def _mill(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(ORDER, system=MILL, user="olives for it?"))


def test_a_share_that_skips_the_step_its_base_is_labelled_by_stays_flagged() -> None:
    # bottled oil back to olives through pressing alone: 125 / 0.18 = 694.44, skipping `Bottling loses 4%`
    flags, comp = _mill("Bottled: 125 kg; olives 694.44 kg.")
    assert "694.44" in flags, (flags, comp)
    flags, comp = _mill("Bottled oil: 125 kg; olives 694.44 kg.")
    assert "694.44" in flags, (flags, comp)


def test_a_share_of_the_step_its_base_is_labelled_by_still_passes() -> None:
    flags, comp = _mill("Bottled: 125 kg; oil before bottling 130.21 kg.")  # 125 / 0.96
    assert "130.21" not in flags and comp.get("130.21") == "stated-share", (flags, comp)
    flags, comp = _mill("Oil: 120.0 kg; olives 666.67 kg.")  # 120 / 0.18: `oil` names the pressing step too
    assert "666.67" not in flags and comp.get("666.67") == "stated-share", (flags, comp)


# --- yield_backs: one step of a chain ------------------------------------------------------------------------


def test_one_yield_back_through_a_chain_s_first_step_alone_stays_flagged() -> None:
    flags, how = judged("57.69 kg.", YIELDED)  # 45 / 0.78: crushing alone, from the oil
    assert "57.69" in flags, (flags, how)


def test_yield_back_through_the_chain_or_its_last_step_still_passes() -> None:
    for honest in ("274.73 kg.", "214.29 kg."):  # 45 / (0.78 x 0.21); 45 / 0.21 (the paste behind the oil)
        flags, how = judged(honest, YIELDED)
        assert not flags and how[honest.split()[0]] == "yield-back", (honest, flags, how)


def test_yield_ends_of_a_rule_line() -> None:
    from evidence_audit.evidence.yield_backs import StatedYields
    stated = StatedYields()
    stated.add_system_text(RULES)
    ends = dict(zip((float(f) for f, _ in stated._yields), stated._ends))
    assert ends[0.78] == (True, False) and ends[0.21] == (False, True), ends


# --- expressions._same_base ----------------------------------------------------------------------------------

GROVE = ("You are the assistant of a walnut grove. Today is 2027-08-16 (Monday), 07:10.\nRules (amounts in TJS):\n"
         "- Invoices are paid within 21 days of their date.\n- Dollars and roubles at the day's rate.\n")
INVOICE = {"number": "ЛТ-0816-2", "date": "2027-08-02", "total": 12500.0}
RATE = {"date": "2027-08-16", "tjs_per_usd": 11.2, "tjs_per_rub": 0.131}


def _grove(answer: str, *results: Any, answers: tuple[str, ...] = (), user: str = "Салом") -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(*(results or (INVOICE, RATE)), system=GROVE, user=user, answers=answers))


def test_same_base_second_result_only_the_base_over_the_written_rate() -> None:
    flags, comp = _grove("12,500.00 / 11.20 = $1,116.07; / 0.131 = RUB 95,419.58")  # digits swapped
    assert "95419.58" in flags, (flags, comp)


def test_same_base_a_rate_nobody_stated_is_judged() -> None:
    flags, _ = _grove("12,500.00 / 11.20 = $1,116.07; / 0.137 = RUB 91,240.88")
    assert "0.137" in flags, flags
    flags, _ = _grove("12 500,00 ÷ 11,20 = **1 116,07 $**; ÷ 12,30 = **1 016,26 ₽**")
    assert "12,30" in flags, flags


def test_same_base_not_across_a_sentence_of_words() -> None:
    flags, _ = _grove("12,500.00 / 11.20 = $1,116.07, and the rest of the month's dues are settled; / 0.131 = RUB 95,419.85")
    assert "95419.85" in flags, flags


# --- comma_amounts.restated_slips: it judges, never excuses ---------------------------------------------------

EARLIER = "Соф: 10 830,00; ААИ 14%: 1 516,20\n**Ҳамагӣ: 12 346,20 сомонӣ**"


def test_restated_slips_a_slip_of_any_earlier_number_is_judged() -> None:
    for slip in ("12 364,20", "10 880,00", "1 561,20"):
        flags, _ = _grove(f"**{slip} сомонӣ**", INVOICE, answers=(EARLIER,), user="ААИ чанд буд?")
        assert slip in flags, (slip, flags)


# --- prefix_hyphens: a capitals code in a cased script ---------------------------------------------------------


def test_a_capitals_code_with_a_changed_digit_stays_flagged() -> None:
    code = {"request": "ИС-0712-3", "amount": 4500}
    flags, _ = _grove("Заявка ИС-0712-3 принята.", code)
    assert not flags, flags
    for wrong in ("ИС-0712-4", "ИС-0713-3", "Ис-0712-4"):
        flags, _ = _grove(f"Заявка {wrong} принята.", code)
        assert any("0712-4" in f or "0713-3" in f for f in flags), (wrong, flags)


# --- stated_charges' tier term --------------------------------------------------------------------------------


def _sheet(ada: str, cy: str) -> set[str]:
    answer = ("| Picker | kg | Pay (EUR) |\n|---|---|---|\n"
              f"| Ada Moss | 171 | {ada} |\n| Bo Lind | 142.5 | 128.25 |\n| Cy Hart | 163 | {cy} |\n| Dee Ruiz | 131 | 117.90 |\n")
    return judged(answer, history(PICKERS, system=FARM, user="Pickers' pay for yesterday?"))[0]


def test_tier_term_refusals() -> None:
    assert not _sheet("158.10", "149.30")  # 171 x 0.90 + 21 x 0.20
    assert {"188.1", "179.3"} <= _sheet("188.10", "179.30")  # the tier rate on every kg
    assert {"168.1", "159.3"} <= _sheet("168.10", "159.30")  # past 100 kg, a threshold nobody stated
    assert {"159.15", "150.05"} <= _sheet("159.15", "150.05")  # 0.25 a kg more, a rate nobody stated


# --- exact_carries ---------------------------------------------------------------------------------------------


def test_exact_carry_one_digit_off_both_readings_stays_flagged() -> None:
    for wrong in ("1,124.62", "1,124.51", "1,125.61"):
        flags, _ = _deposit(f"VAT 25.5% is EUR 571.26, so EUR 2,811.51 in all. The 40% deposit is EUR {wrong}.")
        assert wrong.replace(",", "") in flags, (wrong, flags)


def test_one_yield_forward_through_a_chain_s_last_step_alone_stays_flagged() -> None:
    from .test_terse44 import run
    hist = run("45 kg standard for a deli, cases?", "8 cases.", "oil from 1,234 kg of olives?")
    flags, how = judged("259.14 kg.", hist)  # 1,234 x 0.21: pressing alone, from the olives
    assert "259.14" in flags, (flags, how)
    flags, how = judged("962.52 kg.", hist)  # 1,234 x 0.78: the paste, the chain's first step
    assert "962.52" not in flags and how.get("962.52") == "yield-back", (flags, how)
    flags, how = judged("202.13 kg.", hist)  # 1,234 x (0.78 x 0.21)
    assert "202.13" not in flags and how.get("202.13") == "yield-back", (flags, how)
