"""Round 41 (paper41): what heldout39's paper corpus (a handmade paper mill's answers in Gujarati and
English) showed the rules did not read, each rule with refusals (made-up runs: a spice packer in
Jaipur, a Kazan bakery, a bottling line; none of the corpus's texts).

- `measure_words` / `units.measure_word_after`: a unit of mass, length or volume in another
  language's word after a number (`250 ग्राम`, `117.6 किलो`, `65.48 кг`), so `unit-carry` and the other
  readers of `units.unit_after` see the unit a product is carried into.
- `rate_steps._ledger_line`: a ledger line's value followed by its own rounding after an arrow
  (`Less 4% breakage: 802.56 → **802 good bottles**`) is still the line's amount.
- `total_words` / `rated_subtotals`: a total in another language's word (`कुल`, `Ukupno`, `итого`)
  sums the lines above as English's `Total` does.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence.total_words import says_total
from evidence_audit.evidence.units import measure_word_after, unit_after

from ._helpers import history, judged

PACKER = ("You are the assistant of a spice packer in Jaipur. Packets of 245 g, 12 packets a carton.")
LOT = {"lot": "SP-44", "cartons": 40, "packets_per_carton": 12, "packet_g": 245}


# --- measure_words: the unit words read ---------------------------------------------------------------------

def test_unit_words_of_other_languages() -> None:
    assert unit_after("૩૦૦ ગ્રામ", 3) == "g"
    assert unit_after("૫૪.૨૬૪ કિલો", 6) == "kg"  # the spoken kilo: the kilogram's word less the gram's
    assert unit_after("12 кг", 2) == "kg"
    assert unit_after("5 kilograma", 1) == "kg"
    assert unit_after("5 ሊትሮ", 1) == "l"


def test_unit_words_refused() -> None:
    assert measure_word_after("12 કિલોમીટર", 2) == "km"  # the whole word, no `કિલો` inside it
    assert measure_word_after("2027 г.", 4) is None  # one letter: a year's mark as often as a gram
    assert measure_word_after("5 मी", 1) is None  # one letter and its vowel sign
    assert measure_word_after("5 saat", 1) is None  # an hour, no measure
    assert measure_word_after("40 डिब्बे", 2) is None  # a carton, no unit


# --- unit-carry over those words ----------------------------------------------------------------------------

def test_product_carried_into_kilos_in_hindi_words() -> None:
    run = history(LOT, system=PACKER, user="लॉट SP-44 में कितना माल है?")
    flags, computed = judged("४० डिब्बे × १२ पैकेट × २४५ ग्राम = ११७.६ किलो", run)
    assert "११७.६" not in flags and computed.get("११७.६") == "unit-carry", (flags, computed)


def test_product_carried_into_kilos_refused_off_by_a_digit() -> None:
    run = history(LOT, system=PACKER, user="लॉट SP-44 में कितना माल है?")
    flags, computed = judged("४० डिब्बे × १२ पैकेट × २४५ ग्राम = ११८.६ किलो", run)
    assert "११८.६" in flags, (flags, computed)


def test_product_carried_into_kilos_in_russian_words() -> None:
    run = history({"batch": "K-7", "loaves": 135, "loaf_g": 485}, system="You are a Kazan bakery's assistant.",
                  user="Сколько весит партия K-7?")
    flags, computed = judged("135 × 485 грамм = 65.48 кг", run)
    assert "65.48" not in flags and computed.get("65.48") == "unit-carry", (flags, computed)
    flags, computed = judged("135 × 485 грамм = 65.84 кг", run)
    assert "65.84" in flags, (flags, computed)


def test_wrong_unit_stays_flagged() -> None:
    run = history({"batch": "K-7", "loaves": 135, "loaf_g": 485}, system="You are a Kazan bakery's assistant.",
                  user="Сколько весит партия K-7?")
    flags, computed = judged("135 × 485 грамм = 65.48 л", run)  # litres are no mass: not excused
    assert "65.48" not in computed, (flags, computed)  # (left unverified after `=`, as in English)
    flags, computed = judged("Вес партии 65.48 л", run)
    assert "65.48" in flags, (flags, computed)


# --- rate_steps._ledger_line: a ledger line whose value is followed by its own rounding ---------------------

BOTTLING = "You are a bottling line's assistant. Breakage: 4% of the bottles filled are lost."


def _filled() -> list[dict[str, Any]]:
    return history({"line": "B-2", "filled": 836}, system=BOTTLING, user="How many good bottles?")


def test_ledger_value_then_its_rounding_after_an_arrow() -> None:
    flags, computed = judged("- **836 bottles filled**\n- Less 4% breakage: 802.56 → **802 good bottles**, 33 full cases", _filled())
    assert "802.56" not in flags and computed.get("802.56") == "rate-step", (flags, computed)


def test_ledger_value_then_another_number_refused() -> None:
    # a number after the arrow that is no rounding of the value, or another number in its clause: no ledger line
    flags, computed = judged("- **836 bottles filled**\n- Less 4% breakage: 802.56 → 805 good bottles", _filled())
    assert computed.get("802.56") != "rate-step", (flags, computed)  # (another rule's step may read it)
    flags, computed = judged("- **836 bottles filled**\n- Less 4% breakage: 802.56 → 802 in 33 cases", _filled())
    assert computed.get("802.56") != "rate-step", (flags, computed)
    flags, computed = judged("- **836 bottles filled**\n- Less 4% breakage: 802.65 → 802 good bottles", _filled())
    assert "802.65" in flags, (flags, computed)  # a digit swapped stays flagged


# --- total_words / rated_subtotals: a total in another language's word -------------------------------------

def test_says_total_reads_whole_words() -> None:
    assert says_total("- **कुल ")
    assert says_total("Ukupno: ")
    assert says_total("รวมทั้งหมด ")  # a script without spaces: anywhere
    assert not says_total("कुली ")  # a porter, no total: the word goes on
    assert not says_total("- Jumlahnya ")
    assert not says_total("- Sheets: ")


def test_rounded_total_in_hindi_word() -> None:
    run = history({"lots": [{"spice": "chana", "kg": 45.76}, {"spice": "jeera", "kg": 12.768}]}, system=PACKER,
                  user="दोनों लॉट का वज़न?")
    answer = "- चना: ४५.७६ किलो\n- जीरा: १२.७६८ किलो\n- **कुल {} किलो**"
    flags, computed = judged(answer.format("५८.५३"), run)  # 58.528 rounded half up
    assert "५८.५३" not in flags and computed.get("५८.५३") == "rated-subtotal", (flags, computed)
    flags, computed = judged(answer.format("५८.३५"), run)
    assert "५८.३५" in flags, (flags, computed)
