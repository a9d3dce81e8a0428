"""(review23, findings 1 and 3) Which record a value is of. `reading-gap`: one array of records of
different things (a fleet list, one record per vehicle) is no series, and what is left to a due
point is from a reading of the same thing. `period-length`: a record is named by its name-like
keys (`name`, `contractor`), not by a trade, role or site another record shares; of the records a
clause names, only the best named are bases, and two named as well with different rates refuse."""

from __future__ import annotations

import pytest

from ._helpers import history, judged

# --- reading-gap: a series is of one thing --------------------------------------------------------

FLEET = {"vehicles": [{"unit": "T-01", "odometer_km": 48210, "last_service_km": 41000},
                      {"unit": "T-02", "odometer_km": 55650, "last_service_km": 50100},
                      {"unit": "T-03", "odometer_km": 61234, "last_service_km": 60020}]}


@pytest.mark.parametrize("answer,value", [
    ("T-01 has covered 7,440 km since its last service.", "7440"),  # T-02's odometer less T-01's
    ("T-03 has covered 5,584 km since T-02.", "5584"),  # T-03's less T-02's: two vehicles
])
def test_a_fleet_list_s_records_are_no_series(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(FLEET, user="How far has T-01 gone since its service?"))
    assert value in flags, computed


def test_one_thing_s_records_in_one_array_are_still_a_series() -> None:
    log = {"vehicles": [{"unit": "T-01", "date": "2026-01-01", "odometer_km": 48210},
                        {"unit": "T-01", "date": "2026-02-01", "odometer_km": 55650}]}
    flags, computed = judged("T-01 covered 7,440 km in January.", history(log))
    assert computed.get("7440") == "reading-gap", (flags, computed)


VEHICLE = {"unit": "V-118", "last_service": {"date": "2025-10-02", "odometer_km": 41260},
           "service_interval": {"km": 30000, "months": 12}}


def test_what_is_left_to_a_due_point_is_from_a_reading_of_the_same_thing() -> None:
    own = "date,unit,odometer_km\n2026-02-01,V-118,52190\n2026-03-01,V-118,55290"
    other = "date,unit,odometer_km\n2026-02-01,V-200,52190\n2026-03-01,V-200,55290"
    flags, computed = judged("It has 15,970 km to go before the service.", history(VEHICLE, own))
    assert computed.get("15970") == "reading-gap", (flags, computed)  # 41,260 + 30,000 - 55,290
    flags, computed = judged("It has 15,970 km to go before the service.", history(VEHICLE, other))
    assert "15970" in flags, computed  # V-200's odometer is no reading of V-118


def test_what_is_left_in_a_fleet_list_is_from_the_vehicle_s_own_reading() -> None:
    fleet = {"service_interval_km": 10000, "vehicles": [
        {"unit": "T-01", "odometer_km": 48210, "last_service": {"odometer_km": 41000}},
        {"unit": "T-02", "odometer_km": 49650, "last_service": {"odometer_km": 46000}}]}
    flags, computed = judged("T-01 is due in 2,790 km.", history(fleet))  # 41,000 + 10,000 - 48,210
    assert computed.get("2790") == "reading-gap", (flags, computed)
    # (before the mend any vehicle's odometer was a `now`: the chance test refused 2,790 as well)
    flags, computed = judged("T-01 is due in 1,350 km.", history(fleet))  # less T-02's 49,650
    assert "1350" in flags, computed


# --- period-length: the record the clause names ---------------------------------------------------

SYSTEM = "You are an estimating assistant.\nRules:\n- Labour: hours x hourly rate; a crew day is 8 hours.\n"
TILERS = ("crew_id,name,trade,site,day_rate_gbp\nCR-07,Dean Okafor,tiler,Harbour Road,264\n"
          "CR-11,Priya Lalwani,electrician,Mill Lane,312\nCR-14,Tomasz Wrona,tiler,Harbour Road,360")
DEANS = "crew_id,name,trade,day_rate_gbp\nCR-07,Dean Okafor,tiler,264\nCR-14,Dean Wrona,tiler,360"


def _run(crew: str) -> list[dict[str, object]]:
    return history(crew, system=SYSTEM, user="hourly rates?")


@pytest.mark.parametrize("answer,value", [
    ("Tiler Okafor £45.00/h.", "45"),  # Wrona's 360 / 8: they share the trade, not the name
    ("Okafor at Harbour Road £45.00/h.", "45"),  # nor the site
    ("The tiler £45.00/h.", "45"),
])
def test_a_trade_or_site_another_record_shares_names_neither(answer: str, value: str) -> None:
    flags, computed = judged(answer, _run(TILERS))
    assert value in flags, computed


def test_the_named_person_s_own_rate_is_still_excused() -> None:
    flags, computed = judged("Tiler Okafor £33.00/h, Wrona £45.00/h.", _run(TILERS))
    assert computed.get("33") == "period-length" and computed.get("45") == "period-length", (flags, computed)


def test_only_the_best_named_records_are_bases() -> None:
    flags, computed = judged("Dean Okafor £45.00/h.", _run(DEANS))  # Dean Wrona's, one word against two
    assert "45" in flags, computed
    flags, computed = judged("Dean Okafor £33.00/h.", _run(DEANS))
    assert computed.get("33") == "period-length", (flags, computed)


def test_records_named_equally_well_with_different_rates_refuse() -> None:
    for answer, value in (("Dean £45.00/h.", "45"), ("Dean £33.00/h.", "33")):
        flags, computed = judged(answer, _run(DEANS))
        assert value in flags, computed


def test_a_contractor_key_names_its_record() -> None:
    crew = {"crew": [{"contractor": "Ana Ruiz", "role": "plasterer", "day_rate": 300},
                     {"contractor": "Ben Cole", "role": "plasterer", "day_rate": 340}]}
    run = history(crew, system=SYSTEM, user="their hourly rates?")
    flags, computed = judged("Ruiz: $37.50/hr.", run)
    assert computed.get("37.5") == "period-length", (flags, computed)
    flags, computed = judged("The plasterer Ruiz: $42.50/hr.", run)  # Cole's 340 / 8: a role is no name
    assert "42.5" in flags, computed
