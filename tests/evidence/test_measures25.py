"""Round 25: measures in an inch's fractions worked out in them, a result's array of readings
averaged, a measure over such a fraction (`km per 32nd`), and answers of mixed spellings (a euro
amount in French, its pounds in English). Each with its refusal: a value one digit off stays
flagged."""

from __future__ import annotations

from evidence_audit.evidence.inch_fractions import fraction_unit, measured_numerator
from evidence_audit.evidence.locales import writes_grouped_comma

from ._helpers import history, judged

GAUGES = {"unit": "T-07", "gauge": "32nds of an inch", "inspections": [
    {"date": "2025-09-15", "odometer_km": 188400, "drive": [12, 12, 13, 12]},
    {"date": "2026-03-06", "odometer_km": 231900, "drive": [6, 5, 7, 6]},
]}
WEAR = ("Step 1: average now (6 + 5 + 7 + 6) / 4 = {now}/32, before {before}/32.\n"
        "Step 2: wear {wear}/32 over 43,500 km: {rate} km per 32nd.")


def _wear(now: str = "6.00", before: str = "12.25", wear: str = "6.25", rate: str = "6,960") -> tuple[set[str], dict[str, str]]:
    return judged(WEAR.format(now=now, before=before, wear=wear, rate=rate), history(GAUGES))


def test_a_measure_in_an_inchs_fractions_is_its_numerator() -> None:
    assert measured_numerator("6.25/32") == "6.25"
    assert measured_numerator("5/32") is None  # a whole numerator: a reading, not worked out
    assert measured_numerator("6.25/7") is None  # no inch's fraction
    assert fraction_unit("6.25/32") == "in/32" and fraction_unit("32nd") == "in/32" and fraction_unit("64ths") == "in/64"
    assert fraction_unit("33rd") is None


def test_worked_tread_in_32nds_is_computed() -> None:
    flagged, computed = _wear()
    assert flagged == set()
    assert computed["6.00/32"] == "written"
    assert computed["12.25/32"] == "carried-mean"  # the mean of a result's array of readings
    assert computed["6960"] == "measure-rate"  # 43,500 km over 6.25/32


def test_worked_tread_one_digit_off_stays_flagged() -> None:
    assert "6.10/32" in _wear(now="6.10")[0]
    assert "12.35/32" in _wear(before="12.35")[0]
    assert "6970" in _wear(rate="6,970")[0]


def test_a_readings_mean_needs_its_word_and_its_places() -> None:
    h = history({"drive": [12, 12, 13, 12]})
    assert judged("The average was 12.25.", h)[0] == set()
    assert "12.26" in judged("The average was 12.26.", h)[0]


INVOICE = "Total HT : 1 271,30 €\nTVA 20 % : 254,26 €\nTotal TTC : 1 525,56 €"
RATE = {"pair": "EUR/GBP", "rate": 0.8591}


def test_mixed_spellings_convert_a_locale_amount() -> None:
    assert writes_grouped_comma("Au taux de 0,8591 : 1 525,56 € = £1,310.61")
    assert not writes_grouped_comma("Total: 1,525.56 and 0,8591")
    h = history(INVOICE, RATE)
    flagged, computed = judged("Au taux de 0,8591 : 1 525,56 € = £1,310.61 TTC.", h)
    assert flagged == set() and "1310.61" in computed
    assert "1310.62" in judged("Au taux de 0,8591 : 1 525,56 € = £1,310.62 TTC.", h)[0]
    # the locale amount must be one a result spelled: an invented one converts nothing
    assert "1311.46" in judged("Au taux de 0,8591 : 1 526,55 € = £1,311.46 TTC.", h)[0]


OVERTIME = ("* Overtime from 1630 to 1700 hrs: 0.5 h\n"
            "* Tomasz's rate: £248/day ÷ 8 = £31.00/h\n"
            "* {premium}: £{raised}/h × 0.5 h = **£{pay}**")
CREW = "Crew roster: Tomasz Wrona, day rate 248 GBP (8 h). Site hours 0730 to 1630; overtime to 1700."


def _overtime(premium: str = "Time and a half", raised: str = "46.50", pay: str = "23.25") -> tuple[set[str], dict[str, str]]:
    return judged(OVERTIME.format(premium=premium, raised=raised, pay=pay), history(CREW))


def test_a_premium_named_in_words_raises_a_rate() -> None:
    flagged, computed = _overtime()
    assert flagged == set()
    assert computed["46.5"] == "worded-multiple" and computed["23.25"] == "written"
    flagged, computed = _overtime("Double time", "62.00", "31.00")
    assert "62" not in flagged and computed.get("62") == "worded-multiple"


def test_a_premium_one_digit_off_or_not_named_stays_flagged() -> None:
    assert "46.6" in _overtime(raised="46.60", pay="23.30")[0]
    assert "46.5" in _overtime(premium="Overtime rate")[0]  # no premium named: the loop stays flagged
    assert "46.5" in _overtime(premium="Double time")[0]  # the wrong premium


VEHICLE = {"unit": "V-118", "plate": "NM24 KXR", "vin": "WF0XXXTTGXRK83417", "tank_l": 70,
           "last_service": {"date": "2025-10-02", "odometer_km": 41260}, "service_interval": {"km": 30000, "months": 12}}
LOG = "date,unit,odometer_km\n2025-12-01,V-118,47850\n2026-01-01,V-118,50120\n2026-02-01,V-118,52190\n2026-03-01,V-118,55290"
DUE = "It is due at **71,260 km**. It has {left} km to go."


def test_what_is_left_reads_the_log_of_the_same_vehicle() -> None:
    flagged, computed = judged(DUE.format(left="15,970"), history(VEHICLE, LOG))
    assert flagged == set() and computed["15970"] == "reading-gap"
    assert "15980" in judged(DUE.format(left="15,980"), history(VEHICLE, LOG))[0]
    # another vehicle's log is no reading of this one
    other = LOG.replace("V-118", "V-131")
    assert "15970" in judged(DUE.format(left="15,970"), history(VEHICLE, other))[0]


CHECKED = "Total HT 1 271,30 €, TVA 254,26 €, TTC 1 525,56 € : la facture est juste."


def test_a_conversion_redone_for_the_french_previous_answers_other_total() -> None:
    h = history(INVOICE, RATE, answers=(CHECKED,))
    flagged, computed = judged("Au taux de 0,8591 : 1 525,56 € = £1,310.61 TTC (£1,092.17 HT).", h)
    assert flagged == set() and computed["1092.17"] == "counterpart"
    assert "1092.18" in judged("Au taux de 0,8591 : 1 525,56 € = £1,310.61 TTC (£1,092.18 HT).", h)[0]
