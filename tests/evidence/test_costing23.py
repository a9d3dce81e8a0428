"""(round 23, costing23) A rate restated per another period by the length the run states
(`period-length`, `period_lengths.py`): a roster's day rate per hour over the stated hours of a
crew day, a day rate written on the line per hour, an hourly rate per day, a day rate per week
over the stated working week. Each with its refusals: a digit mutated, another person's rate, a
day length the run never stated, no length stated at all."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.period_lengths import stated_lengths

from ._helpers import history, judged

SYSTEM = "You are an estimating assistant.\nRules:\n- Labour: hours x hourly rate; a crew day is 8 hours.\n"
CREW = ("crew_id,name,trade,day_rate_gbp\nCR-07,Dean Okafor,tiler,264\nCR-11,Priya Lalwani,electrician,312\n"
        "CR-14,Tomasz Wrona,carpenter,248\nCR-19,Jess Mbeki,labourer,168")


def _run(system: str = SYSTEM) -> list[dict[str, object]]:
    return history(CREW, system=system, user="hourly rates?")


def test_each_named_day_rate_over_the_stated_crew_day() -> None:
    flags, computed = judged("Okafor £33.00/h, Lalwani £39.00/h, Wrona £31.00/h, Mbeki £21.00/h.", _run())
    for value in ("33", "39", "31", "21"):
        assert computed.get(value) == "period-length", computed
    assert not flags, flags


@pytest.mark.parametrize("answer,value", [("Okafor £33.10/h.", "33.1"), ("Lalwani £38.00/h.", "38"),
                                          ("Wrona £31.50/h.", "31.5")])
def test_a_mutated_hourly_rate_stays_flagged(answer: str, value: str) -> None:
    flags, computed = judged(answer, _run())
    assert value in flags, (flags, computed)


def test_another_person_s_day_rate_is_not_excused() -> None:
    # Lalwani's 312 / 8 written beside Okafor
    flags, computed = judged("Okafor £39.00/h.", _run())
    assert "39" in flags, computed


def test_a_day_length_the_run_never_stated_is_not_excused() -> None:
    # 264 over a 7.5-hour day, where the run states 8
    flags, computed = judged("Okafor £35.20/h.", _run())
    assert "35.2" in flags, computed


def test_no_stated_day_length_no_excuse() -> None:
    flags, computed = judged("Okafor £33.00/h, Lalwani £39.00/h.", _run("You are an estimating assistant."))
    assert {"33", "39"} <= flags, computed


def test_a_day_rate_written_on_the_line_per_hour_and_back() -> None:
    system = "You are a site assistant. A working day is 7.5 hours; a working week is 5 days."
    run = history({"note": "hire"}, system=system, user="The saw hire is £180/day and the fitter £45.00/h. Rates?")
    flags, computed = judged("The saw hire is £180/day, so £24.00 an hour.", run)
    assert "24" in computed, computed  # (`keyed` reaches it first: 180 over the prompt's 7.5)
    flags, computed = judged("The saw hire is £180/day, so £25.00 an hour.", run)
    assert "25" in flags, computed
    flags, computed = judged("The saw hire is £180/day, so £900 a week.", run)
    assert "900" in computed, computed
    flags, computed = judged("At £45.00/h that is £337.50 a day.", run)
    assert "337.5" in computed, computed
    flags, computed = judged("At £45.00/h that is £337.60 a day.", run)
    assert "337.6" in flags, computed


def test_a_record_s_hours_per_day_is_a_length() -> None:
    run = history({"contractor": "Ana Ruiz", "day_rate": 300, "hours_per_day": 8}, user="her hourly rate?")
    flags, computed = judged("Ruiz: $37.50/hr.", run)
    assert computed.get("37.5") == "period-length", computed
    flags, computed = judged("Ruiz: $37.60/hr.", run)
    assert "37.6" in flags, computed


@pytest.mark.parametrize("text,found", [
    ("a crew day is 8 hours", ("hour", "8")), ("We work 7.5 hours a day.", ("hour", "7.5")),
    ("an 8-hour day", ("hour", "8")), ("10 h/day", ("hour", "10")), ("5 days a week", ("day", "5")),
    ("a 6-day week", ("day", "6")), ("The working week is 4 days.", ("day", "4")),
])
def test_stated_lengths_read_how_people_write_them(text: str, found: tuple[str, str]) -> None:
    assert [(k, str(n)) for k, n, _ in stated_lengths(text)] == [found]


def test_no_length_in_a_count_of_days_or_hours() -> None:
    assert stated_lengths("It took 3 days and 8 hours; open 24 hours.") == []


def test_a_named_day_rate_per_week_over_the_stated_working_week() -> None:
    run = history(CREW, system="You are an estimating assistant. Crews work a 5-day week.", user="weekly?")
    flags, computed = judged("Wrona: £1,240 a week.", run)
    assert computed.get("1240") == "period-length", computed
    flags, computed = judged("Wrona: £1,488 a week.", run)  # 248 x 6: a week the run never stated
    assert "1488" in flags, computed


NOTICE = ("NORTHERN FUELS - BUNKER PRICE NOTICE NF-0326\nDiesel (B7), bunkered at depot tanks: £1.412/L until 2026-03-15; "
          "£1.468/L from 2026-03-16.\nPrices ex VAT.")
DEPOTS = "depot,vehicles,litres_feb\nLeeds,18,8120\nYork,14,6240\nHull,10,4280"
RISE = ("| Depot | Litres (Feb) | Extra at +£{rate}/L |\n|---|---|---|\n| Leeds | 8,120 | £{leeds} |\n"
        "| York | 6,240 | £{york} |\n| Hull | 4,280 | £239.68 |\n| **Fleet** | **18,640** | **£{total}** |")


def _rise(rate: str = "0.056", leeds: str = "454.72", york: str = "349.44", total: str = "1,043.84") -> str:
    return RISE.format(rate=rate, leeds=leeds, york=york, total=total)


def test_a_price_change_per_litre_applied_down_a_table_and_totalled() -> None:
    flags, computed = judged(_rise(), history(NOTICE, DEPOTS, user="What does the rise cost us a month?"))
    assert computed.get("0.056") == "unit-gap", computed  # 1.468 - 1.412, both per litre
    for value in ("454.72", "349.44", "239.68"):  # each row's litres x the header's signed rate
        assert computed.get(value) == "table", computed
    assert "1043.84" in computed, computed  # the column's total
    assert not flags, flags


@pytest.mark.parametrize("cells,value", [({"rate": "0.065"}, "0.065"), ({"leeds": "454.82"}, "454.82"),
                                         ({"total": "804.16"}, "804.16")])  # the total missing the Hull row
def test_a_mutated_rise_row_or_total_stays_flagged(cells: dict[str, str], value: str) -> None:
    flags, computed = judged(_rise(**cells), history(NOTICE, DEPOTS, user="What does the rise cost us a month?"))
    assert value in flags, (flags, computed)


def test_a_rate_applied_to_another_row_s_quantity_stays_flagged() -> None:
    # York's 6,240 L x 0.056 written on the Leeds row
    answer = "| Depot | Litres (Feb) | Extra at +£0.056/L |\n|---|---|---|\n| Leeds | 8,120 | £349.44 |"
    flags, computed = judged(answer, history(NOTICE, DEPOTS, user="What does the rise cost us a month?"))
    assert "349.44" in flags, computed


def test_a_gap_of_prices_per_other_units_is_not_a_change_per_litre() -> None:
    notice = "Diesel £1.412/L; AdBlue £1.468/kg."
    flags, computed = judged("The rise is +£0.056/L.", history(notice, user="rise?"))
    assert "0.056" in flags, computed


def test_a_ledger_s_last_bold_row_is_no_column_total() -> None:
    # bold subtotals above it and signed cells: the last row is a balance, which `conversation` may take
    bill = {"tuition": 5768.0, "fees": 547.0, "aid": [{"name": "Presidential", "amount": 2307.2},
                                                       {"name": "Halvorsen Grant", "amount": 1200.0}]}
    answer = ("| Item | Amount |\n|---|---|\n| Tuition | $5,768.00 |\n| Fees | $547.00 |\n| **Charges** | **$6,315.00** |\n"
              "| Presidential | −$2,307.20 |\n| Halvorsen Grant | −$1,200.00 |\n| **Aid** | **$3,507.20** |\n"
              "| **Balance due** | **$2,807.80** |")
    flags, computed = judged(answer, history(bill, user="What do I owe?"))
    assert "2807.8" in computed, (flags, computed)
