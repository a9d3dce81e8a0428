"""Round 31 (spell31): numbers read in the spelling their text writes them in, so the arithmetic can
reach them. A text whose point groups of three wear a currency's sign after them (`4.425 kr.`, `1.250
€`) writes its thousands with points: its other point groups (`3 × 1.475`) are thousands too, judged
and computed so, and located as written. Each reading with its refusals: a digit off, a wrong operand
stay flagged; a text that also writes an English decimal, or three decimals before a code (`532.160
JOD`), is not read so; `reference` is unchanged."""

from __future__ import annotations

from evidence_audit.evidence.decimal_comma import comma_text, point_numbers, point_text
from evidence_audit.evidence.extract import Candidate, locate

from ._helpers import DEFAULT, REFERENCE, verdict as run_verdict

# (fold32) the runs are the shared builder's (`_helpers.history`: a system message, the user's, one
# tool result); these readings keep the order the check lists its values in


def verdict(answer: str, payload, gate=DEFAULT, system: str = "You are an agent."):
    return run_verdict(answer, payload, system=system, gate=gate)


def flagged(answer: str, payload, gate=DEFAULT, system: str = "You are an agent.") -> list[str]:
    return [c.value for c in verdict(answer, payload, gate, system).unsupported]


def computed(answer: str, payload, gate=DEFAULT, system: str = "You are an agent.") -> list[str]:
    return [c.value for c in (verdict(answer, payload, gate, system).computed or ())]


# --- point thousands decided by a currency's sign after them -------------------------------------

FARES = {"route": "N", "currency": "DKK", "lines": [{"item": "voksen", "qty": 3, "unit": 1475}]}
FERRY_ANSWER = "Prisen for rute N:\n\n- Voksne: 3 × 1.475 = 4.425 kr.\n\nGod tur!"


def test_a_currency_sign_after_a_point_group_decides_the_text() -> None:
    assert point_text("- Voksne: 3 × 1.475 = 4.425 kr.")
    assert point_text("Zusammen 2 × 1.250 = 2.500 € netto")
    assert comma_text("Bil (under 5,0 m): 4.900 kr. + 4% = 5.096 kr.")  # a decimal comma beside them
    assert point_numbers("3 × 1.475 = 4.425 kr.", 4) == [("1475", "1.475"), ("4425", "4.425")]


def test_the_sign_decides_nothing_beside_an_english_decimal_or_before_a_code() -> None:
    assert not point_text("3 × 1.475 = 4.425")  # no sign: a decimal stays a decimal
    assert not point_text("1.475 kr. for 2.5 kg")  # `2.5` is English only: no one convention
    assert not point_text("Sales tax 16%: 532.160 JOD")  # a code after it: three decimals (fils)
    assert not point_text("$1.475 a litre")  # the sign before it: English


def test_point_thousands_judged_and_computed_in_the_texts_reading() -> None:
    assert flagged(FERRY_ANSWER, FARES) == []
    assert "4425" in computed(FERRY_ANSWER, FARES)


def test_point_thousands_refusals_a_digit_off_and_a_wrong_operand_stay_flagged() -> None:
    assert flagged(FERRY_ANSWER.replace("4.425", "4.452"), FARES) == ["4.452"]
    assert "1.457" in flagged(FERRY_ANSWER.replace("1.475", "1.457").replace("4.425", "4.371"), FARES)


def test_point_thousands_beside_a_decimal_comma_reach_the_total() -> None:
    quote = {"lines": [{"item": "adult", "qty": 2, "unit": 2950}, {"item": "child", "qty": 1, "unit": 1480},
                       {"item": "car up to 5.0 m", "qty": 1, "unit": 4900}], "fuel_surcharge_pct": 4}
    answer = ("- 2 voksne × 2.950 = 5.900 kr.\n- Barn: 1.480 kr.\n- Bil (under 5,0 m): 4.900 kr. + 4% gebyr = 5.096 kr.\n\n"
              "**Total: 12.476 kr.**")
    assert flagged(answer, quote) == []
    assert {"5900", "5096", "12476"} <= set(computed(answer, quote))
    assert flagged(answer.replace("12.476", "12.467"), quote) == ["12.467"]


def test_a_point_thousands_flag_is_located_as_written() -> None:
    answer = "Samme pris retur, i alt **10.330 kr.** for begge veje."
    found = verdict(answer, FARES).unsupported
    assert [c.value for c in found] == ["10.330"]
    assert locate(answer, Candidate("10.330", "number", "10.330")) == (answer.index("10.330"), 6)


def test_point_thousands_reference_unchanged() -> None:
    assert flagged(FERRY_ANSWER, FARES, REFERENCE) == ["1.475", "4.425"]  # read as decimals, as before


# --- year-first dates with slashes or dots -------------------------------------------------------

from evidence_audit.evidence.compact_dates import year_first_dates  # noqa: E402
from evidence_audit.evidence.year_first_dates import year_first_respelled  # noqa: E402

PROJECT = {"project": "P-77", "payments": [{"date": "2026-10-20", "amount": 1200.5}], "installation": "2026-11-03"}


def test_year_first_dates_read_and_respelled_at_the_same_length() -> None:
    assert [d.isoformat() for _, _, d in year_first_dates("paid 2026/10/20, fitted 2026.11.03.", alone=True)] == ["2026-10-20", "2026-11-03"]
    text, written = year_first_respelled("支払い日 2026/10/20 です")
    assert text == "支払い日 2026-10-20 です" and written == {"2026-10-20": "2026/10/20"}
    assert year_first_respelled("keep 2026/10/20", keep={"2026/10/20"}) == ("keep 2026/10/20", {})


def test_year_first_dates_refuse_paths_versions_and_impossible_days() -> None:
    assert year_first_dates("/srv/2026/10/20/log", alone=True) == []  # a path's parts
    assert year_first_dates("2026/10/20/3", alone=True) == []
    assert year_first_dates("2026/13/01 and 2026/02/30", alone=True) == []  # no such month, no such day
    assert year_first_dates("v2024.10.01", alone=True) == []  # a version's letter before it
    assert year_first_dates("2026/1/5", alone=True) == []  # one-digit parts: no room at the same length


def test_year_first_dates_grounded_by_the_carried_iso_date() -> None:
    answer = "Your first payment arrived on 2026/10/20; installation is set for 2026/11/03."
    assert flagged(answer, PROJECT) == []
    assert flagged(answer, PROJECT, REFERENCE) != []  # reference reads no spelling


def test_year_first_date_a_day_off_stays_flagged_and_shown_as_written() -> None:
    answer = "Your first payment arrived on 2026/10/21; installation is set for 2026/11/03."
    assert flagged(answer, PROJECT) == ["2026/10/21"]
    assert flagged(answer.replace("2026/10/21", "2026.10.02"), PROJECT) == ["2026.10.02"]


def test_year_first_date_stepped_by_a_stated_term() -> None:
    system = "Warranties: panels 25 years from installation."
    answer = "The panel warranty runs 25 years from installation: 2051/11/03."
    assert flagged(answer, PROJECT, system=system) == []
    assert flagged(answer.replace("2051/11/03", "2051/11/04"), PROJECT, system=system) == ["2051/11/04"]


def test_a_carried_slashed_date_is_looked_up_as_written() -> None:
    assert flagged("Booked for 2026/10/20.", {"slot": "2026/10/20"}) == []


# --- a stated number of minutes written as a clock-shaped duration -------------------------------

CHECK_IN = "Check-in closes 30 minutes before departure for vehicles."
SAILING = {"sailing": "B-0412", "departure": "2026-12-03T17:40", "status": "on time"}


def test_stated_minutes_written_as_a_duration_of_no_hour() -> None:
    answer = "<think>\nCars: 30 min before. 17:40 − 0:30 = 17:10.\n</think>\n\nBe there by **17:10**."
    assert flagged(answer, SAILING, system=CHECK_IN) == []
    assert flagged(answer.replace("− 0:30 = 17:10", "− 0:35 = 17:05").replace("**17:10**", "**17:05**"),
                   SAILING, system=CHECK_IN)[0] == "0:35"  # no one stated 35 minutes
    assert "00:30" in flagged("The gate opens at 00:30.", SAILING, system=CHECK_IN)  # a clock, not the duration


# --- Arabic-Indic digits -------------------------------------------------------------------------

from evidence_audit.evidence.script_digits import western_digits  # noqa: E402

DEPOSIT = {"order": "Q-310", "payments": [{"date": "2026-10-20", "amount": 2406.125, "stage": "signing 30%"}]}


def test_arabic_indic_digits_respelled_one_for_one() -> None:
    text, written = western_digits("دفعتك (٣٠٪) بقيمة ٢٬٤٠٦٫١٢٥ دينار، و۱۲۵۰")
    assert text == "دفعتك (30%) بقيمة 2,406.125 دينار، و1250"
    assert written == {"30": "٣٠", "2406.125": "٢٬٤٠٦٫١٢٥", "1250": "۱۲۵۰"}
    assert western_digits("no such digits 12.5") == ("no such digits 12.5", {})


def test_arabic_indic_amount_grounded_and_a_digit_off_flagged_as_written() -> None:
    answer = "وصلت دفعتك الأولى (٣٠٪) بقيمة ٢٬٤٠٦٫١٢٥ دينار."
    assert flagged(answer, DEPOSIT) == []
    assert "2406.125" in [g.value for g in verdict(answer, DEPOSIT).grounded]
    assert flagged(answer.replace("٢٬٤٠٦٫١٢٥", "٢٬٤٠٦٫١٥٢"), DEPOSIT) == ["٢٬٤٠٦٫١٥٢"]
    assert flagged(answer.replace("٢٬٤٠٦٫١٢٥", "٢٬٤٠٦٫١٥٢"), DEPOSIT, REFERENCE) == []  # reference reads none


# --- an hour word glued to the hour of a clock on its line ---------------------------------------

from evidence_audit.evidence.prefix_hyphens import unprefixed  # noqa: E402

DROP = {"order": "PX-4410", "delivery": "2026-11-20", "drop_window": "09:00-10:00"}


def test_an_hour_word_glued_to_its_clocks_hour_is_no_id() -> None:
    answer = "Darating po bukas, sa pagitan ng alas-9 at alas-10 ng umaga (9:00–10:00)."
    assert unprefixed(answer) == answer.replace("alas-9", "alas 9").replace("alas-10", "alas 10")
    assert flagged(answer, DROP) == []


def test_an_hour_word_refusals_another_hour_an_id_and_another_line() -> None:
    answer = "Darating po bukas, sa pagitan ng alas-11 at alas-12 ng umaga (9:00–10:00)."
    assert "alas-11" in flagged(answer, DROP)  # no clock of the line has that hour
    assert unprefixed("alpha-3 at 9:00") == "alpha-3 at 9:00"  # not the clock's hour
    assert unprefixed("srv-9\nstarts at 9:00") == "srv-9\nstarts at 9:00"  # the clock on another line


# --- a decimal comma glued to a scale or a unit ---------------------------------------------------

from evidence_audit.evidence.extract import classify_token  # noqa: E402


def test_a_decimal_comma_glued_to_a_tail_reads_as_its_english_spelling() -> None:
    assert classify_token("5,65k", DEFAULT) == classify_token("5.65k", DEFAULT)  # both under the digit minimum
    assert classify_token("1234,56kg", DEFAULT).value == "1234.56"
    assert classify_token("5,655k", DEFAULT).value == "5655"  # three digits: a thousands group, as before
    assert classify_token("5,65k", REFERENCE).value == "5,65k"  # reference reads no spelling
