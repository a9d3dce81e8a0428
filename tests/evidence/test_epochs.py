"""The `epoch` rule (prec5): a date and clock written for an epoch number a result carried, in
seconds or milliseconds, under a key that says time: in UTC, in the local time the result states
(an offset in seconds, an offset string, a tz name) or in the zone the answer names. Each with its
refusals: a clock an hour off, a day off, an am/pm flip, other seconds, and an epoch-sized number
under a key that says no time stay flagged."""

from __future__ import annotations

import json

import pytest

from evidence_audit.evidence.epochs import epoch_instants, says_time

from ._helpers import flagged, grounded, verdict

# 1796022000 = 2026-11-30T07:00:00Z; 1796023890 = 07:31:30Z; 1795987800 = 2026-11-29T21:30:00Z.
WEATHER = {"dt": 1796022000, "sys": {"country": "JP", "sunrise": 1795987800, "sunset": 1796023890},
           "timezone": 32400, "name": "Tokyo"}
SUNSET = "Sunset is at 16:31 local time (07:31 UTC)."


def test_a_local_clock_at_the_offset_the_result_states_and_its_utc_clock() -> None:
    v = verdict(SUNSET, WEATHER)
    assert flagged(v) == set()
    assert grounded(v) == {"16:31": "epoch", "07:31": "epoch"}


def test_a_result_served_as_a_json_string_inside_json() -> None:
    wrapped = {"error": "", "response": json.dumps(WEATHER)}
    v = verdict("Sunrise 06:30, sunset 16:31 local.", wrapped)
    assert flagged(v) == set()
    assert grounded(v)["06:30"] == "epoch"


@pytest.mark.parametrize("old,new", [("16:31", "17:31"), ("16:31", "15:31"), ("07:31", "08:31"),
                                     ("16:31", "16:32"), ("07:31", "07:13")])
def test_a_clock_off_stays_flagged(old: str, new: str) -> None:
    assert new in flagged(verdict(SUNSET.replace(old, new), WEATHER))


def test_seconds_written_are_the_instants() -> None:
    rate = {"success": True, "info": {"timestamp": 1796054943, "rate": 152.614994}, "date": "2026-11-30"}
    ok = "The rate's timestamp is 1796054943, which is **16:09:03 UTC** on November 30, 2026."
    assert grounded(verdict(ok, rate))["16:09:03"] == "epoch"
    assert "16:09:04" in flagged(verdict(ok.replace("16:09:03", "16:09:04"), rate))
    assert "17:09:03" in flagged(verdict(ok.replace("16:09:03", "17:09:03"), rate))


def test_milliseconds_and_an_am_pm_flip() -> None:
    quote = {"symbol": "AAPL", "regularMarketTime": 1796072400000, "price": 241.37}  # 2026-11-30T21:00:00Z
    v = verdict("Last trade at 4:00 PM EST.", quote)
    assert grounded(v)["4:00"] == "epoch"
    assert "4:00" in flagged(verdict("Last trade at 4:00 AM EST.", quote))
    assert "5:00" in flagged(verdict("Last trade at 5:00 PM EST.", quote))


def test_a_zone_named_by_the_answer_is_the_one_used() -> None:
    quote = {"symbol": "AAPL", "regularMarketTime": 1796072400}  # 21:00Z = 4:00 PM EST = 1:00 PM PST
    assert grounded(verdict("Closed at 1:00 PM PST.", quote))["1:00"] == "epoch"
    assert "4:00" in flagged(verdict("Closed at 4:00 PM PST.", quote))  # EST's clock under PST


def test_a_list_of_times_and_the_local_zone_by_tz_name() -> None:
    forecast = {"timezone": "America/New_York", "hourly": {"time": [1796130000, 1796140800, 1796151600]}}
    table = "| Time | Temp |\n|---|---|\n| 08:00 | 1.3 |\n| 11:00 | 3.3 |\n| 14:00 | 6.7 |"
    v = verdict(table, forecast)
    assert {"08:00", "11:00", "14:00"} <= set(grounded(v))
    assert "12:00" in flagged(verdict(table.replace("11:00", "12:00"), forecast))


def test_an_offset_string_and_an_object_under_a_time_key() -> None:
    aqi = {"data": {"aqi": 41, "time": {"s": "2026-12-01 00:00:00", "tz": "+08:00", "v": 1796054400}}}
    v = verdict("Measured at 16:00 UTC, midnight local (00:00 on 2026-12-01).", aqi)
    assert grounded(v)["16:00"] == "epoch"
    assert "17:00" in flagged(verdict("Measured at 17:00 UTC.", aqi))


def test_a_date_utc_and_local_and_a_day_off() -> None:
    flight = {"flight": "AZ609", "arr_utc": 1796176800, "tz": "-05:00"}  # 2026-12-02T02:00:00Z
    v = verdict("It lands 2026-12-01 at 21:00 local (02:00 UTC on 2026-12-02).", flight)
    assert flagged(v) == set()
    assert grounded(v)["2026-12-01"] == "epoch"
    assert "2026-12-03" in flagged(verdict("It lands 2026-12-03 at 21:00 local.", flight))


def test_a_number_under_a_key_that_says_no_time_gives_nothing() -> None:
    order = {"order_id": 1796022000, "phone": 2125551234}
    assert "07:00" in flagged(verdict("Your order was placed at 07:00.", order))
    assert epoch_instants(json.dumps(order)) == []


def test_which_keys_say_time() -> None:
    for key in ("dt", "localtime_epoch", "regularMarketTime", "time_last_update_unix", "dep_utc",
                "sunset", "created_at", "timestamp", "date_epoch", "lastupdate", "datetime"):
        assert says_time(key), key
    for key in ("id", "order_id", "phone", "lat", "population", "account_number", "candidate_id", "validated_by"):
        assert not says_time(key), key


def test_out_of_range_numbers_are_not_instants() -> None:
    assert epoch_instants('{"ts": 123456789}') == []  # 1973: nine digits
    assert epoch_instants('{"ts": 9999999999}') == []  # 2286
    assert epoch_instants('{"ts": 1796022000}') == [1796022000]


LEGS = [{"flight": "AF1145", "dep_utc": 1796366700, "arr_utc": 1796373900},  # 06:45Z, 08:45Z
        {"flight": "AZ609", "dep_utc": 1796380800, "arr_utc": 1796416800}]  # 10:40Z, 20:40Z
ITINERARY = ("| Leg | Departs | Arrives |\n|---|---|---|\n| CDG → FCO | 07:45 | 09:45 |\n"
             "| FCO → JFK | 11:40 | 15:40 |\n\nParis and Rome are both on CET (UTC+1) and New York on EST (UTC−5).")


def test_a_table_without_a_zone_header_reads_the_zones_the_answer_names() -> None:
    v = verdict(ITINERARY, LEGS)
    assert {"07:45", "09:45", "15:40"} <= set(grounded(v))
    assert grounded(v)["07:45"] == "epoch"


@pytest.mark.parametrize("old,new", [("07:45", "06:45"), ("07:45", "08:45"), ("07:45", "07:55"), ("09:45", "09:46"),
                                     ("15:40", "16:40"), ("11:40", "12:40")])
def test_a_table_clock_off_stays_flagged(old: str, new: str) -> None:
    assert new in flagged(verdict(ITINERARY.replace(old, new), LEGS))

    # 06:45 is the instant's UTC clock (the conversion left undone), 08:45 the next leg's


def test_a_table_with_no_zone_anywhere_reads_utc() -> None:
    table = "| Leg | Departs |\n|---|---|\n| CDG → FCO | 06:45 |"
    assert grounded(verdict(table, LEGS))["06:45"] == "epoch"
    assert "07:45" in flagged(verdict(table.replace("06:45", "07:45"), LEGS))


# A run whose system prompt says its timestamps are in UTC: a timestamp without a zone is a UTC
# instant, converted by the zone rule like `...Z` (zones.py).
SHOP = "Store time zone: America/New_York; the API returns timestamps in UTC."
ORDERS = {"items": [{"increment_id": "000005031", "created_at": "2026-11-30 13:05:44"},
                    {"increment_id": "000005032", "created_at": "2026-11-30 13:19:02"}]}
CONVERTED = "Times converted from UTC to New York (EST = UTC−5): #000005031 at 8:05 AM, #000005032 at 8:19 AM."


def test_a_timestamp_without_zone_is_utc_when_the_run_says_so() -> None:
    v = verdict(CONVERTED, ORDERS, system=SHOP)
    assert flagged(v) == set()
    assert grounded(v)["8:05"] == "zone"


@pytest.mark.parametrize("old,new", [("8:05 AM", "9:05 AM"), ("8:19 AM", "8:19 PM"), ("8:05 AM", "8:15 AM")])
def test_a_converted_naive_clock_off_stays_flagged(old: str, new: str) -> None:
    assert new.split()[0] in flagged(verdict(CONVERTED.replace(old, new), ORDERS, system=SHOP))


def test_without_the_runs_word_a_naive_timestamp_names_no_instant() -> None:
    assert "8:05" in flagged(verdict(CONVERTED, ORDERS))


def test_a_french_clock_converted_to_the_zone_it_names() -> None:
    order = {"items": [{"increment_id": "300000087", "created_at": "2026-11-10 13:00:12"}]}
    answer = "Votre dernière commande est la #300000087 du 10/11/2026 à 14h00 (heure de Paris)."
    assert grounded(verdict(answer, order, system=SHOP))["14h00"] == "zone"
    assert "15h00" in flagged(verdict(answer.replace("14h00", "15h00"), order, system=SHOP))
    assert "14h10" in flagged(verdict(answer.replace("14h00", "14h10"), order, system=SHOP))
    # (`13h00`, the carried clock as written, stays grounded by the `clock` rule, as `13:00` is)


def test_a_numeric_date_and_a_year_of_an_epoch_number() -> None:
    rate = {"success": True, "info": {"timestamp": 1796054943, "rate": 152.614994}}  # 2026-11-30T16:09:03Z
    v = verdict("Rate of 30.11.2026 (11/30/2026), fixed in 2026.", rate)
    assert flagged(v) == set()
    assert {grounded(v)[d] for d in ("30.11.2026", "11/30/2026", "2026")} == {"epoch"}
    off = verdict("Rate of 29.11.2026, fixed in 2027.", rate)
    assert {"29.11.2026", "2027"} <= flagged(off)


def test_a_long_list_of_times_is_read_whole() -> None:
    hours = [1796022000 + 3600 * i for i in range(168)]  # a week of hours from 2026-11-30T07:00Z
    forecast = {"utc_offset_seconds": 0, "hourly": {"time": hours, "temperature_2m": [1.0] * 168}}
    assert len(epoch_instants(json.dumps(forecast))) == 168
    v = verdict("On 2026-12-05 at 13:00 UTC: 1.0 °C.", forecast)
    assert grounded(v)["13:00"] == "epoch" and grounded(v)["2026-12-05"] == "epoch"
    assert "2026-12-08" in flagged(verdict("On 2026-12-08 at 13:00 UTC: 1.0 °C.", forecast))
    assert epoch_instants(json.dumps({"ids": hours[:3]})) == []
