"""(round 37, mussel37) A mussel co-operative's habits where a general rule refused them, in made-up
runs of other trades and languages (an olive mill in Spanish, a cheese dairy in German).

A value an earlier answer computed and wrote with points between its thousands (`6.825 kg`,
`142.800 kg`), restated by a later answer: the answer's token reads `6.825` and `142.800` as
decimals (6.825, 142.8), so the value was remembered under that reading, while the later answer,
a decimal-comma text, is asked in English (`6825`, `142800`): the `repeat` lookup missed it
(`computed/values.point_thousands_result`). Refusals: a digit changed, a value no earlier answer
computed, the `reference` profile.
"""

from __future__ import annotations

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, REFERENCE, flagged, history, judged

MILL = ("Eres el asistente de una almazara cooperativa. Hoy es 2026-11-16 (lunes), 09:00.\n"
        "Reglas:\n- La aceituna se paga a 0,62 EUR el kg.\n")
DELIVERIES = ("ALMAZARA SAN ISIDRO - ALBARAN AL-1113-07   13/11/2026\n"
              "Aceituna picual   S-114   1.250 kg\nAceituna picual   S-114   2.400 kg\n"
              "Aceituna hojiblanca   S-114   3.175 kg\nPago a 30 dias")
TOTAL = "Entregó 1.250 + 2.400 + 3.175 = **6.825 kg** de aceituna, pagados a 0,62 €/kg."


def mill(answer: str, earlier: str = TOTAL, gate=DEFAULT) -> set[str]:
    hist = history(DELIVERIES, system=MILL, user="¿Cuántos kilos entregó el socio S-114?", answers=(earlier,))
    return flagged(check_answer(answer, hist, gate))


def test_a_point_thousands_total_restated_in_a_later_answer_is_its_repeat() -> None:
    assert mill("6.825 kg × 0,62 € = **4.231,50 €**.") == set()
    assert mill("Son 6.825 kg; a 0,62 €/kg, 4.231,50 €.") == set()


def test_trailing_zeros_of_the_thousands_are_read_too() -> None:
    # `142.800` reads 142.8 as a decimal: the derivation reached 142800, that spelling remembered
    earlier = "Se esperan 350 × 8 × 51 = **142.800 kg** de aceituna, a 0,62 €/kg."
    assert mill("142.800 kg × 0,62 € = **88.536,00 €**.", earlier) == set()


def test_a_digit_changed_or_a_value_not_computed_stays_flagged() -> None:
    assert mill("6.852 kg × 0,62 € = **4.248,24 €**.") == {"6.852"}
    assert mill("7.825 kg × 0,62 € = **4.851,50 €**.") == {"7.825"}
    # no earlier answer computed it (the note's kilos add up to 6,825, not 142,800)
    assert mill("142.800 kg × 0,62 € = **88.536,00 €**.", earlier="El socio S-114 entregó tres partidas.") == {"142.8"}


def test_the_reference_profile_is_unchanged() -> None:
    assert mill("6.825 kg × 0,62 € = **4.231,50 €**.", gate=REFERENCE) == \
        flagged(check_answer("6.825 kg × 0,62 € = **4.231,50 €**.",
                             history(DELIVERIES, system=MILL, user="¿Cuántos kilos entregó el socio S-114?",
                                     answers=("El socio S-114 entregó tres partidas.",)), REFERENCE))


# --- a stated unit price moved by its line's signed adjustment -----------------------------------

ALMONDS = ("You are the assistant of an almond growers' co-operative. Today is 2026-09-21 (Monday), 10:00.\n"
           "Rules:\n- Almonds are bought by the kg: shelled 6.40 EUR a kg, in shell 2.10 EUR a kg; +0.35 EUR a kg for organic lots.\n"
           "- Drying costs 0.12 EUR a kg.\n")
LOTS = "lot,grower,kg,organic\nL-201,Ferrer,412,yes\nL-202,Pons,380,no"


def almonds(answer: str, system: str = ALMONDS, gate=DEFAULT) -> set[str]:
    return flagged(check_answer(answer, history(LOTS, system=system, user="What are this week's shelled lots worth?"), gate))


TABLE = "| Lot | kg | €/kg | Value (€) |\n|---|---|---|---|\n| L-201 | {a} | {p} | {v} |\n| L-202 | 380 | 6.40 | 2,432.00 |"


def test_a_stated_price_plus_its_lines_adjustment_is_computed() -> None:
    # 6.40 + 0.35: the answer writes the organic price with no step
    assert almonds("L-201 is organic: 412 kg × €6.75 = €2,781.00.") == set()


def test_a_records_quantity_times_the_adjusted_price_its_row_writes_is_a_carried_product() -> None:
    assert almonds(TABLE.format(a=412, p="6.75", v="2,781.00")) == set()


def test_a_wrong_adjusted_price_or_product_stays_flagged() -> None:
    assert almonds("L-201 is organic: 412 kg × €6.85 = €2,822.20.") == {"6.85"}
    assert almonds(TABLE.format(a=412, p="6.75", v="2,718.00")) == {"2718"}
    # the row writes the base price: the adjusted one is not its operand (380 x 6.75 = 2,565.00)
    assert almonds(TABLE.format(a=412, p="6.75", v="2,781.00").replace("2,432.00", "2,565.00")) == {"2565"}


def test_an_adjustment_stated_on_another_line_moves_nothing() -> None:
    apart = ALMONDS.replace("; +0.35 EUR a kg for organic lots.\n", ".\n- Organic lots: +0.35 EUR a kg.\n")
    assert almonds("L-201 is organic: 412 kg × €6.75 = €2,781.00.", apart) == {"6.75"}


def test_the_reference_profile_is_unchanged_by_the_adjustment() -> None:
    assert almonds("L-201 is organic: 412 kg × €6.75 = €2,781.00.", gate=REFERENCE) == \
        almonds("L-201 is organic: 412 kg × €6.75 = €2,781.00.", ALMONDS.replace("; +0.35 EUR a kg for organic lots.", "."), REFERENCE)


# --- a rate keyed by the two currencies it converts between --------------------------------------

EXPORTER = "You are the assistant of a bakery that exports. Today is 2026-11-02 (Monday), 09:00.\n"
ORDER = {"order": "EX-7", "buyer": "Brot AG, Basel", "boxes": 40, "box_kg": 12, "price_eur_kg": 3.1}
RATES = {"date": "2026-11-02", "eur_usd": 1.083, "eur_chf": 0.9412}


def exporter(line: str, rates: dict = RATES, gate=DEFAULT) -> set[str]:
    answer = f"- 40 boxes × 12 kg = **480 kg**\n- At €3.10/kg: **€1,488.00**\n- {line}"
    return flagged(check_answer(answer, history(ORDER, rates, system=EXPORTER, user="Order EX-7 in francs?"), gate))


def test_an_amount_at_a_rate_keyed_by_its_two_currencies_is_a_rate_step() -> None:
    # `eur_chf` 0.9412 is 1 EUR = 0.9412 CHF: the line before's euros times it
    assert exporter("At 0.9412: **CHF 1,400.51**") == set()
    assert exporter("At 1.083: **$1,611.50**") == set()


def test_a_digit_off_or_the_wrong_direction_stays_flagged() -> None:
    assert exporter("At 0.9412: **CHF 1,400.61**") == {"1400.61"}
    # 1,488.00 / 0.9412: CHF to EUR, not the way the key names
    assert exporter("At 0.9412: **CHF 1,580.96**") == {"1580.96"}
    # so with a rate service's table: its base is the currency one unit of which the rate is worth
    table = {"base": "EUR", "rates": {"CHF": 0.9412, "USD": 1.083}}
    assert exporter("At 0.9412: **CHF 1,400.51**", table) == set()
    assert exporter("At 0.9412: **CHF 1,580.96**", table) == {"1580.96"}


def test_a_key_of_two_words_that_are_no_currency_codes_is_no_rate() -> None:
    assert exporter("At 0.9412: **CHF 1,400.51**", {"date": "2026-11-02", "min_max": 0.9412}) == {"1400.51"}


# --- a result's column mean in a table cell under a header that names a mean ----------------------

HIVES = "hive,apiary,frames,honey_kg\nH-01,North,10,18.4\nH-02,North,10,21.7\nH-03,North,8,16.9\nH-04,North,10,19.6"


def hives(answer: str, gate=DEFAULT) -> set[str]:
    return flagged(check_answer(answer, history(HIVES, system="You are a beekeeping assistant.", user="Mean honey per hive?"), gate))


def test_a_column_mean_under_a_mean_header_is_a_carried_mean() -> None:
    # (18.4 + 21.7 + 16.9 + 19.6) / 4 = 19.15: the header says mean, as a sentence's `average` did
    assert hives("| Hives | Total kg | Mean kg |\n|---|---|---|\n| 4 | 76.6 | 19.15 |") == set()
    assert hives("| Hives | Avg honey (kg) |\n|---|---|\n| 4 | 19.15 |") == set()


def test_a_digit_off_or_a_header_naming_no_mean_stays_flagged() -> None:
    assert hives("| Hives | Total kg | Mean kg |\n|---|---|---|\n| 4 | 76.6 | 19.51 |") == {"19.51"}
    assert hives("| Hives | Total kg | Per hive |\n|---|---|---|\n| 4 | 76.6 | 19.15 |") == {"19.15"}


# --- a short reply: a stated amount less the latest result's number, asked what is left -----------

DAIRY = ("You are the assistant of a cheese dairy. Today is 2026-10-05 (Monday), 07:30.\n"
         "Rules:\n- Milk is cooled in tanks; a tank holds 12,000 L.\n- Curd is cut after 40 minutes.\n")
TANK = {"tank": "T-2", "filled": "2026-10-05T06:10", "litres": 8745}


def dairy(reply: str, question: str, gate=DEFAULT) -> set[str]:
    hist = history(TANK, system=DAIRY, user="How full is tank T-2?", answers=("8,745 L since 06:10.",))
    hist[-1]["content"] = question
    return flagged(check_answer(reply, hist, gate))


def test_a_stated_capacity_less_the_latest_results_number_is_a_short_replys_rest() -> None:
    assert dairy("3,255 L.", "room left in the tank?") == set()


def test_a_digit_off_a_question_asking_no_rest_or_naming_no_stated_line_stays_flagged() -> None:
    assert dairy("3,265 L.", "room left in the tank?") == {"3265"}
    assert dairy("3,255 L.", "and in the tank now?") == {"3255"}
    assert dairy("3,255 L.", "how much is left?") == {"3255"}


def test_a_total_with_an_aside_after_it_on_the_line_above_is_converted() -> None:
    # the line above writes the total, then the VAT inside it: the nearest amount was the aside only
    quote = {"quote": "Q-77", "divers": 8, "boat_dives_each": 2, "price_eur": 77.5}
    rates = {"base": "EUR", "rates": {"GBP": 0.8705, "USD": 1.0495}}
    hist = history(quote, rates, system="You are a dive centre's assistant. VAT 18% is included in prices.\n",
                   user="Quote Q-77 in pounds?")
    answer = "- Boat dives: 8 × 2 × €77.50 = €1,240.00\n- **Total: €1,240.00** (VAT inside €189.15)\n- In pounds at 0.8705: **£{}**"
    assert flagged(check_answer(answer.format("1,079.42"), hist, DEFAULT)) == set()
    assert flagged(check_answer(answer.format("1,079.52"), hist, DEFAULT)) == {"1079.52"}
    assert flagged(check_answer(answer.format("1,424.45"), hist, DEFAULT)) == {"1424.45"}  # over the rate


# --- a price per a unit the rules state, times a quantity of that unit the answer writes ----------

MILLER = ("You are the assistant of a flour mill. Today is 2026-10-12 (Monday), 08:00.\n"
          "Rules:\n- Rye flour is sold at 0.85 EUR a kg, spelt flour at 1.40 EUR a kg.\n")
SACKS = {"order": "O-311", "sacks": 62, "sack_kg": 20, "flour": "spelt"}


def miller(answer: str, gate=DEFAULT) -> set[str]:
    return flagged(check_answer(answer, history(SACKS, system=MILLER, user="What is order O-311 worth?"), gate))


def test_a_quantity_written_times_a_stated_price_a_unit_is_a_stated_dose() -> None:
    # `1.40 EUR a kg`: a price per a unit is a dose of money, `a` for `per`; the amount's € its unit
    assert miller("62 sacks × 20 kg = **1,240 kg**. At the spelt price that is €1,736.00.") == set()


def test_a_digit_off_another_unit_or_another_currency_stays_flagged() -> None:
    assert miller("62 sacks × 20 kg = **1,240 kg**. At the spelt price that is €1,763.00.") == {"1763"}
    assert miller("62 sacks × 20 L = **1,240 L**. At the spelt price that is €1,736.00.") == {"1736"}
    assert miller("62 sacks × 20 kg = **1,240 kg**. At the spelt price that is $1,736.00.") == {"1736"}


# --- a count: one quantity of its sentence over another of the same unit --------------------------

PACKER = ("You are the assistant of an apple packing house. Today is 2026-10-01 (Thursday), 07:00.\n"
          "Rules:\n- A bin holds 4 trays.\n")
LOT = {"lot": "L-9", "variety": "Reineta", "kg": 1530, "tray_kg": 6.5}


def packer(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(LOT, system=PACKER, user="How many bins is lot L-9?"))


def test_a_quantity_over_another_of_its_unit_is_a_count_of_things() -> None:
    # 1530 / 26 = 58.846: the count written with its own word (`bins`), not the unit
    assert packer("A bin holds 4 × 6.5 kg = 26 kg, so 1,530 kg is 58.85 bins: 58 full ones.") == \
        (set(), {"58.85": "unit-quotient"})


def test_a_digit_off_or_quantities_of_two_units_are_no_unit_quotient() -> None:
    assert "58.58" not in packer("A bin holds 4 × 6.5 kg = 26 kg, so 1,530 kg is 58.58 bins.")[1]
    assert "58.85" not in packer("A bin holds 4 × 6.5 L = 26 L, so 1,530 kg is 58.85 bins.")[1]


def test_a_short_reply_converts_a_stated_amount_the_way_the_rates_key_names() -> None:
    # `eur_usd` 1.05 is 1 EUR = 1.05 USD: the rules' euros times it (mend35 divided by any rate above 1)
    system = "You are a bike shop's assistant. Today is 2026-10-02 (Friday), 10:00.\nPrices:\n- Battery change: 1,200 EUR.\n"
    hist = history({"date": "2026-10-02", "eur_usd": 1.05, "eur_gbp": 0.87}, system=system, user="usd rate?",
                   answers=("1 EUR = 1.05 USD.",))
    hist[-1]["content"] = "battery change in usd?"
    assert flagged(check_answer("$1,260.00.", hist, DEFAULT)) == set()
    assert flagged(check_answer("$1,142.86.", hist, DEFAULT)) == {"1142.86"}  # the quotient: the wrong way
    assert flagged(check_answer("$1,206.00.", hist, DEFAULT)) == {"1206"}
