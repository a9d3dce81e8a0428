"""(older41b) heldout19 farm: a sum over the records a label names by their codes.

- `carried_totals.py` (`carried-total`, `explain_named`): a row's record code (`F-112`, `B-03`:
  letters then 2 or more digits) is one of the words that name it, named only whole (`F-11` names
  no `F-112`); a label that names codes (`- P-204: 1,129 kg`, `| Silos (S-01, S-02) | 172.20 |`)
  sums those records' rows only, though its unit names the whole column (`kg`). A sum of rows the
  label does not name, a digit off, or rows of another code stay flagged.
"""

from __future__ import annotations

from evidence_audit.evidence.carried_totals import KeyNamer

from ._helpers import history, judged

LOG = ("date,press,kg,plot_id\n2026-09-01,Press A9,431,P-204\n2026-09-02,Press A9,402,P-204\n"
       "2026-09-03,Press A9,296,P-204\n2026-09-08,Press A9,487,P-318\n2026-09-09,Press A9,393,P-318\n"
       "2026-09-20,Press A9,577,P-27\n2026-09-21,Press A9,565,P-27\n")
PRESS = history(LOG, user="olives pressed per plot?")

SILOS = "silo_id,crop,tonnes\nS-01,barley,81.35\nS-02,barley,90.85\nS-05,barley,44.10\n"
STORE = history(SILOS, user="how much barley is in storage for the contract?")


def test_a_plots_rows_summed_under_its_code() -> None:
    flags, how = judged("- P-204: 1,129 kg over 3 days\n- P-318: 880 kg\n- P-27: 1,142 kg", PRESS)
    assert "1129" not in flags and "1142" not in flags
    assert how["1129"] == how["1142"] == "carried-total"


def test_a_table_cell_naming_its_silos_sums_them() -> None:
    flags, how = judged("| | t |\n|---|---|\n| Silos (S-01, S-02) | 172.20 |\n", STORE)
    assert flags == set()
    assert how["172.2"] == "carried-total"


def test_a_digit_off_stays_flagged() -> None:
    assert "1139" in judged("- P-204: 1,139 kg over 3 days", PRESS)[0]
    assert "172.3" in judged("| | t |\n|---|---|\n| Silos (S-01, S-02) | 172.30 |\n", STORE)[0]


def test_rows_of_another_code_are_no_sum_of_the_one_named() -> None:
    # 402 + 296 + 487 (P-204's last two, P-318's first) = 1,185: a run across codes
    assert "1185" in judged("- P-204: 1,185 kg", PRESS)[0]
    # S-02 + S-05 = 134.95, written under S-01's code
    assert "134.95" in judged("| | t |\n|---|---|\n| Silo S-01 | 134.95 |\n", STORE)[0]


def test_a_code_is_named_whole() -> None:
    # `P-20` names no row of `P-204`, nor `P-204` one of `P-20`; a code names its own row only
    assert not KeyNamer("- P-20: ").part("p-204")
    assert not KeyNamer("- P-204: ").part("p-20")
    assert KeyNamer("| Silos (S-01, S-02) |").part("s-02")


# --- minor_products: a quantity times a price in pence or cents, in the main unit --------------------

RATES = {"rates": [{"label": "peak", "value_inc_vat": 41.2075}, {"label": "night", "value_inc_vat": 8.25},
                   {"label": "day", "value_inc_vat": 26.8315}]}
HEAT = history(RATES, user="What would 36 kWh cost tonight, and at the peak?")


def test_a_quantity_at_a_price_in_pence_in_pounds() -> None:
    # 36 x 41.2075p = 1,483.47p = £14.83 (the quantity is the person's, under the digit minimum)
    flags, how = judged("For 36 kWh:\n- Night: 36 × 8.25p = 297p = **£2.97**\n- At the peak (41.2075p): £14.83", HEAT)
    assert flags == set()
    assert how["14.83"] == "minor-product"


def test_a_price_in_pence_the_previous_answer_wrote() -> None:
    hist = history(RATES, user="peak rate?", answers=("The peak is 41.2075p/kWh, day 26.8315p.",))
    hist.append({"role": "user", "content": "the dryer uses 8.6 kWh a load, what's that at the peak?"})
    flags, how = judged("8.6 kWh at the peak: about £3.54 a load.", hist)
    assert "3.54" not in flags and how["3.54"] == "minor-product"
    assert "3.45" in judged("8.6 kWh at the peak: about £3.45 a load.", hist)[0]


def test_a_wrong_penny_an_unwritten_price_or_a_main_unit_price_stay_flagged() -> None:
    # a digit off (`£14.38`), or the price in the wrong unit: no price in pence written (`£0.412075`
    # read nowhere as pence), or the quantity times the price no step of the pool gives
    assert "14.38" in judged("For 36 kWh:\n- At the peak (41.2075p): £14.38", HEAT)[0]
    assert "14.83" in judged("For 36 kWh:\n- At the peak rate: £14.83", HEAT)[0]
    assert "14.83" in judged("For 36 kWh:\n- At the peak (41.2075 kWh): £14.83", HEAT)[0]
    # cents for a pound amount: no pence price
    assert "14.83" in judged("For 36 kWh:\n- At the peak (41.2075¢): £14.83", HEAT)[0]
