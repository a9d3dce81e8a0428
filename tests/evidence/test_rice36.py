"""Round 36 (rice36): what refused a rice mill's arithmetic (heldout34's rice corpus, Bengali in
Bengali digits and English), fixed in the general rule. Told in a jute co-operative's invented runs
(and a Thai and an Armenian line for the same signs of other scripts), each with its refusal:

- every Unicode currency sign is a mark (`amounts.MONEY_SIGNS`: the category `Sc` less the cent
  signs), and the expression lexer's word class of the Indic and Thai blocks no longer swallows the
  signs of those blocks (the taka `৳`, the baht `฿`): `12 × ৳720 = ৳8,640` is an equation as `12 ×
  €720 = €8,640` was; a wrong result or a wrong operand stays flagged;
- a percent written sign last with a case ending after a hyphen (Bengali `১৮%-এর`, whose ending the
  tokenizer drops, Hungarian `18%-kal`) is read as the bare percent's number (`case_endings.stem`):
  a stated percent is no flag, a number one digit off a carried one stays flagged;
- `stated-shift`: a step the answer shows (`* Sorting done 15:00` / `* Press done 15:20`) is the clock
  written right before the value moved by a duration of the rules whose clause the value's clause
  names, chance-tested against that base alone (`stated_shifts._shown_step`): the person's `7:00` of
  unknown half moved by the rules' 20 minutes reached `19:20`, a neighbour of `15:20`, and refused
  it; a minute off, a step the clause does not name, a duration not stated stay flagged;
- `keyed`: a size written before the thing it sizes (`in 60 kg bales`) keys its number by that thing
  (`keyed_operands.sized_noun`), so `210 bales are 12,600 kg` names it; a digit off, or another thing
  (`crates`), stays flagged;
- `record` (a short reply's amount, `wide.py`): a number an earlier sentence settled is no operand the
  value's sentence writes (`240 × 60 = 14,400 kg. The order rises by ৳42,600`, 30 added bales x the
  stated price); a digit off stays flagged;
- `carried-product` past a sibling's neighbour: a row's product of the record it names (`| F-0533 |
  ৳36,300 |`, 22 bales x 1,650) beside another record's carried 36,800 one digit off
  (`narrow._misreads_elsewhere`); a digit off, a row naming another record, a neighbour of the named
  record's own number stay flagged;
- `asked-shift` from the clock the conversation settled: a question that states a duration and writes
  no clock (`2.5 hours overtime for all?`) moves the last clock an earlier answer wrote, forward
  unless it says `before` (`asked_shifts.explain_continued_shift`); `lead-time` counted it both ways
  and reached a neighbour. Ten minutes off, no duration asked, counted back stay flagged.
"""

from __future__ import annotations

import sys
import unicodedata
from typing import Any

import pytest

from evidence_audit.evidence.amounts import MONEY_SIGNS

from ._helpers import history, judged

COOP = ("You are the assistant of the Faridpur jute co-operative. Today is 2026-11-12.\n"
        "Rules (amounts in BDT, ৳):\n"
        "- Raw jute is bought by the bale of 180 kg: tossa 720 BDT a bale-day of grading, white 640 BDT.\n"
        "- Moisture above 18%: 2% of the weight is deducted for each point above 18.\n"
        "- Porters: 480 BDT a day of 8 hours.\n")

CREW = {"date": "2026-11-12", "crew": "B", "start": "07:00", "hours": 8, "porters": 12,
        "moisture_pct": 21.25}


def _run(user: str = "crew B wages today?") -> list[dict[str, Any]]:
    return history(CREW, system=COOP, user=user)


# --- a currency sign of a script's own block is a mark -----------------------------------------------
@pytest.mark.parametrize(("answer", "value"), [
    ("12 × 480 = ৳5,760.", "5760"),
    ("১২ × ৳৪৮০ = ৳৫,৭৬০", "৫,৭৬০"),  # (a value in another script's digits is shown as written)
    ("মজুরি: ১২ জন × ৳৪৮০ = **৳৫,৭৬০**", "৫,৭৬০"),
    ("12 × ฿480 = ฿5,760", "5760"),
    ("12 × 480 ֏ = 5,760 ֏", "5760"),
])
def test_a_product_written_with_a_scripts_own_sign(answer: str, value: str) -> None:
    flags, computed = judged(answer, _run())
    assert value not in flags and computed.get(value) == "written", (flags, computed)


@pytest.mark.parametrize("answer", [
    "12 × 480 = ৳5,670.",        # a digit swapped
    "১২ × ৳৪৮০ = ৳৫,৮৬০",       # a digit changed
    "12 × ฿480 = ฿5,780",
])
def test_a_wrong_result_beside_the_sign_stays_flagged(answer: str) -> None:
    flags, _ = judged(answer, _run())
    assert flags, answer


def test_a_wrong_operand_beside_the_sign_stays_flagged() -> None:
    flags, _ = judged("12 × ৳490 = ৳5,880", _run())  # 490 no source gave: the invented rate is the flag
    assert "490" in flags, flags


def test_the_signs_are_every_currency_sign_but_the_cents() -> None:
    every = {chr(c) for c in range(sys.maxunicode + 1) if unicodedata.category(chr(c)) == "Sc"}
    bmp = {c for c in every if ord(c) <= 0xFFFF} - {"\u00a2", "\uffe0"}
    assert bmp <= set(MONEY_SIGNS) <= every, sorted(bmp ^ set(MONEY_SIGNS))


# --- a percent with a case ending after a hyphen ------------------------------------------------------
@pytest.mark.parametrize("answer", [
    "আর্দ্রতা ২১.২৫%, ১৮%-এর চেয়ে ৩.২৫ পয়েন্ট বেশি",
    "A nedvesség 21.25%, a 18%-os határ felett.",
])
def test_a_stated_percent_with_its_ending_is_no_flag(answer: str) -> None:
    flags, _ = judged(answer, _run("moisture?"))
    assert not flags, flags


def test_a_carried_percent_with_its_ending_is_read_as_the_number() -> None:
    flags, _ = judged("আর্দ্রতা ২১.২৫%-এর হিসাবে কর্তন হবে", _run("moisture?"))
    assert not flags, flags


@pytest.mark.parametrize("answer", [
    "আর্দ্রতা ২১.৩৫%-এর হিসাবে কর্তন হবে",
    "A nedvesség 21.35%-kal számolva.",
])
def test_a_percent_one_digit_off_with_its_ending_stays_flagged(answer: str) -> None:
    flags, _ = judged(answer, _run("moisture?"))
    assert flags in ({"21.35"}, {"২১.৩৫"}), flags


# --- a step the answer shows, from the clock written right before it ----------------------------------
BALING = ("You are the assistant of the Faridpur jute co-operative. Today is 2026-11-12.\n"
          "- Baling: sort 8 hours, press 20 minutes, then 1 day in the store.\n")


def _baling(user: str = "If we'd started sorting at 7:00?") -> list[dict[str, Any]]:
    return history({"lot": "J-1112", "kg": 3600, "sort_start": "2026-11-12 06:15"}, system=BALING, user=user)


@pytest.mark.parametrize("answer", [
    "* Sorting done 15:00\n* Press done 15:20",
    "- বাছাই শেষ 15:00\n- Press done 15:20",
])
def test_a_shown_step_from_the_clock_right_before(answer: str) -> None:
    flags, computed = judged(answer, _baling())
    assert not flags and computed.get("15:20") == "stated-shift", (flags, computed)


@pytest.mark.parametrize(("answer", "value"), [
    ("* Sorting done 15:00\n* Press done 15:21", "15:21"),   # a minute off
    ("* Sorting done 15:00\n* Press done 15:30", "15:30"),   # a digit off
    ("* Sorting done 15:00\n* Storing done 15:20", "15:20"),  # no rule's clause the value's names
    ("* Sorting done 15:00\n* Press done 23:00", "23:00"),   # the sort's 8 hours, not named here
    ("* Sorting done 15:00\n* Loading 14:10\n* Press done 15:20", "15:20"),  # another clock between
])
def test_a_shown_step_refused(answer: str, value: str) -> None:
    flags, _ = judged(answer, _baling())
    assert value in flags, flags


# --- a size written before the thing it sizes keys its number -----------------------------------------
SACKS = ("You are the assistant of the Faridpur jute co-operative. Today is 2026-11-12.\n"
         "- Fibre is shipped in 60 kg bales; a lorry carries 9 tonnes.\n")


def test_a_sized_thing_names_its_size() -> None:
    run = history({"order": "O-77", "bales": 210}, system=SACKS, user="weight?")
    flags, computed = judged("Yes: 210 bales are 12,600 kg.", run)
    assert not flags and computed.get("12600") == "keyed", (flags, computed)


@pytest.mark.parametrize("answer", ["Yes: 210 bales are 12,700 kg.", "Yes: 210 bales are 16,200 kg."])
def test_a_sized_thing_one_digit_off_stays_flagged(answer: str) -> None:
    run = history({"order": "O-77", "bales": 210}, system=SACKS, user="weight?")
    flags, _ = judged(answer, run)
    assert flags, answer


def test_a_size_names_no_other_thing() -> None:
    run = history({"order": "O-77", "bales": 210}, system=SACKS, user="weight?")
    flags, _ = judged("Yes: 210 crates are 12,600 kg.", run)  # crates: no size stated
    assert "12600" in flags, flags


# --- a product of the record its row names, past a sibling record's neighbour -------------------------
ADVANCES = {"season": "Aman 2026", "advances": [
    {"farmer": "F-0512", "amount": 12000, "expected_bales": 31},
    {"farmer": "F-0519", "amount": 36800, "expected_bales": 52},
    {"farmer": "F-0533", "amount": 9600, "expected_bales": 22}]}
PRICES = ("You are the assistant of the Faridpur jute co-operative. Today is 2026-11-12.\n"
          "- Tossa jute: 1,650 BDT a bale.\n")


def _table(cell: str, farmer: str = "F-0533") -> str:
    return ("At ৳1,650 a bale:\n\n| Farmer | Expected value |\n|---|---|\n"
            "| F-0512 | ৳51,150 |\n| F-0519 | ৳85,800 |\n"
            f"| {farmer} | {cell} |\n")


def test_a_rows_product_beside_a_sibling_records_neighbour() -> None:
    run = history(ADVANCES, system=PRICES, user="advances against expected value?")
    flags, computed = judged(_table("৳36,300"), run)  # 22 x 1,650; F-0519's 36,800 is one digit off
    assert not flags and computed.get("36300") == "carried-product", (flags, computed)


@pytest.mark.parametrize(("cell", "farmer"), [
    ("৳36,400", "F-0533"),  # a digit off the product
    ("৳36,300", "F-0512"),  # the row names another record, whose product it is not
])
def test_a_rows_product_refused(cell: str, farmer: str) -> None:
    run = history(ADVANCES, system=PRICES, user="advances against expected value?")
    flags, _ = judged(_table(cell, farmer), run)
    assert flags, flags


def test_a_misread_of_the_named_records_own_number_stays_flagged() -> None:
    run = history({"advances": [{"farmer": "F-0533", "amount": 36900, "expected_bales": 22}]},
                  system=PRICES, user="F-0533's expected value?")
    flags, _ = judged("| Farmer | Expected value |\n|---|---|\n| F-0533 | ৳36,300 |\n", run)
    assert "36300" in flags, flags


# --- a short reply's amount: operands written before it in its own sentence only ----------------------
ORDER = ("You are the assistant of the Faridpur jute co-operative. Today is 2026-11-12.\n"
         "- Fibre is shipped in 60 kg bales: tossa 1,650 BDT a bale, white 1,420 BDT a bale.\n")


def _order_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": ORDER}, {"role": "user", "content": "order O-77?"},
            {"role": "tool", "content": '{"order": "O-77", "tossa_bales": 120, "white_bales": 90}'},
            {"role": "assistant", "content": "- Tossa: 120 × ৳1,650 = ৳198,000\n- White: 90 × ৳1,420 = ৳127,800\n"
                                             "- **Order value: ৳325,800**"},
            {"role": "user", "content": "If they add 30 white bales, what is the weight and the value?"}]


def test_a_short_replys_amount_after_a_settled_sentence() -> None:
    flags, computed = judged("Yes: 240 × 60 = 14,400 kg. The order rises by ৳42,600 to ৳368,400.", _order_run())
    assert not flags and computed.get("42600") == "record", (flags, computed)


def test_a_short_replys_amount_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("Yes: 240 × 60 = 14,400 kg. The order rises by ৳42,700 to ৳368,500.", _order_run())
    assert {"42700", "368500"} <= flags, flags


# --- the clock the conversation settled, moved by the duration the question states --------------------
def _shift_run(question: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": COOP}, {"role": "user", "content": "crew B ends when?"},
            {"role": "tool", "content": '{"crew": "B", "start": "07:00", "hours": 8, "break_min": 45, "porters": 12}'},
            {"role": "assistant", "content": "07:00 + 8 h + 45 min break = 15:45."},
            {"role": "user", "content": "wages?"},
            {"role": "assistant", "content": "12 × 480 = ৳5,760."},
            {"role": "user", "content": question}]


@pytest.mark.parametrize("answer", ["Ending 18:15.", "ওভারটাইম শেষ 18:15"])
def test_the_settled_clock_moved_by_the_asked_duration(answer: str) -> None:
    flags, computed = judged(answer, _shift_run("2.5 hours overtime for all?"))
    assert not flags and computed.get("18:15") == "asked-shift", (flags, computed)


@pytest.mark.parametrize(("answer", "question"), [
    ("Ending 18:25.", "2.5 hours overtime for all?"),         # ten minutes off
    ("Ending 18:15.", "overtime for all?"),                   # no duration asked
    ("Ending 13:15.", "2.5 hours overtime for all?"),         # counted back, no `before` asked
])
def test_the_settled_clock_refused(answer: str, question: str) -> None:
    flags, _ = judged(answer, _shift_run(question))
    assert flags, flags
