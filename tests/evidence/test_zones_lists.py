"""Clocks converted between zones the way people list and tabulate them (prec3): a zone named
before a list is the list's, not the next clause's; a table's columns each name their zone; a
cron schedule's stepped hours; a schedule's clock in a zone that follows daylight saving time
(the run's date decides the offset); timestamps written as asctime, git, openssl and RFC 2822
write them. Each with its refusal: a clock one hour or one digit off stays flagged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.cron import cron_clocks
from evidence_audit.evidence.zones import zone_at

from ._helpers import flagged, grounded, verdict

CRON = "# m h dom mon dow command (TZ=UTC)\n0 */6 * * *    /opt/jobs/rotate.sh\n45 4 1 * *   /opt/jobs/monthly.sh"
NOW = "Current time: 2025-08-14T16:05:00Z."
LIST = ("`0 */6 * * *` runs at 00:00, 06:00, 12:00 and 18:00 UTC. In PDT that is 5:00 PM, 11:00 PM, "
        "5:00 AM and 11:00 AM; in Berlin 2:00 AM, 8:00 AM, 2:00 PM and 8:00 PM.")


def test_a_zone_before_a_list_is_the_lists_not_the_next_clauses() -> None:
    v = verdict(LIST, CRON, system=NOW)
    assert flagged(v) == set()
    assert grounded(v)["5:00"] == "zone" and grounded(v)["2:00"] == "zone"


def test_the_clause_end_bounds_the_zone_after_a_clock() -> None:
    a = "In PDT that is 5:00 PM; in Berlin 2:00 AM."
    assert zone_at(a, a.index("5:00"), a.index("5:00") + 4) == (-420, "")
    b = "It is 6:42 a.m. CDT there."
    assert zone_at(b, b.index("6:42"), b.index("6:42") + 4) == (-300, "")


@pytest.mark.parametrize("old,new", [("5:00 PM", "4:00 PM"), ("11:00 PM", "10:00 PM"), ("2:00 AM", "3:00 AM"),
                                     ("8:00 PM", "9:00 PM"), ("11:00 AM", "11:30 AM")])
def test_a_clock_off_in_a_listed_zone_stays_flagged(old: str, new: str) -> None:
    answer = LIST.replace(old, new, 1)
    assert flagged(verdict(answer, CRON, system=NOW)), answer


def test_a_utc_schedules_clock_as_written_does_not_ground_it_in_another_zone() -> None:
    # 6:00 PM is 18:00, a UTC fire time, but the answer puts it in PDT (01:00 UTC): not carried
    v = verdict("In PDT the rotation runs at 6:00 PM.", CRON, system=NOW)
    assert "6:00" in flagged(v)
    v = verdict("The rotation runs at 6:00 PM UTC.", CRON, system=NOW)
    assert "6:00" not in flagged(v)


TABLE = ("| Event | UTC | Berlin | SF |\n|---|---|---|---|\n"
         "| Alert fired | 13:42:10 | 15:42 | 06:42 |\n| Resolved | 14:58:02 | 16:58 | 07:58 |")
TIMELINE = {"timeline": [{"at": "2025-08-13T13:42:10Z"}, {"at": "2025-08-13T14:58:02Z"}]}


def test_a_tables_columns_each_name_their_zone() -> None:
    v = verdict(TABLE, TIMELINE)
    assert flagged(v) == set()


@pytest.mark.parametrize("old,new", [("06:42", "07:42"), ("15:42", "15:43"), ("16:58", "07:58 ")])
def test_a_cell_off_under_its_columns_zone_stays_flagged(old: str, new: str) -> None:
    assert flagged(verdict(TABLE.replace(old, new, 1), TIMELINE))


def test_a_column_whose_header_names_no_zone_takes_no_other_columns_zone() -> None:
    table = "| Event | UTC | Local |\n|---|---|---|\n| Alert | 13:42:10 | 15:42 |"
    assert "15:42" in flagged(verdict(table, TIMELINE))


def test_stepped_cron_hours() -> None:
    assert cron_clocks("0 */6 * * * /x") == [(0, 0), (6, 0), (12, 0), (18, 0)]
    assert cron_clocks("30 1-23/8 * * * /x") == [(1, 30), (9, 30), (17, 30)]
    assert cron_clocks("*/15 */6 * * * /x") == []  # the minute is not fixed


def test_a_schedules_clock_in_a_daylight_saving_zone_uses_the_runs_date() -> None:
    answer = "`45 4 1 * *` runs at 04:45 UTC: that's 6:45 AM in Berlin and 9:45 PM in San Francisco."
    assert flagged(verdict(answer, CRON, system=NOW)) == set()
    # in winter (the run's date), Berlin is UTC+1: 6:45 AM is not a fire time there
    assert "6:45" in flagged(verdict(answer, CRON, system="Current time: 2025-01-14T16:05:00Z."))
    # no date anywhere: a zone that follows daylight saving time is not guessed
    assert "6:45" in flagged(verdict(answer, CRON))


@pytest.mark.parametrize("payload,answer,grounds", [
    ("Date:   Thu Aug 14 13:02:51 2025 +0000", "13:02:51 UTC (6:02 AM PDT)", True),
    ("Date:   Wed Aug 13 17:44:09 2025 -0700", "5:44:09 PM PDT (00:44:09 UTC on Aug 14)", True),
    ("notAfter=Sep  2 23:59:59 2025 GMT", "That is 4:59:59 PM PDT on September 2.", True),
    ("Date: Thu, 14 Aug 2025 13:02:51 +0000", "It arrived at 6:02 AM PDT.", True),
    ("Date:   Thu Aug 14 13:02:51 2025 +0000", "13:02:51 UTC (7:02 AM PDT)", False),
    ("notAfter=Sep  2 23:59:59 2025 GMT", "That is 4:59:58 PM PDT on September 2.", False),
    ("Date:   Thu Aug 14 13:02:51 2025", "It was 6:02 AM PDT.", False),  # no zone: no instant
])
def test_asctime_and_rfc2822_timestamps_are_instants(payload: str, answer: str, grounds: bool) -> None:
    assert (flagged(verdict(answer, payload)) == set()) is grounds


# --- a port mapped to itself -------------------------------------------------------------------
@pytest.mark.parametrize("token, grounds", [
    ("8080:8080", True),
    ("8080:8081", False),  # a mutated port
    ("8081:8080", False),
    ("18080:8080", False),  # a local port of the answer's own choosing: no result carried it
    ("5000:50051", False),
    ("8080/8080", False),  # only a colon maps a port
])
def test_a_port_mapped_to_itself_needs_that_port_carried(token: str, grounds: bool) -> None:
    from evidence_audit.evidence.joined import ground_joined

    texts = [("ledger-svc ClusterIP 10.96.142.18 <none> 8080/TCP,9090/TCP 41d", 1)]
    values = {"8080": 1, "9090": 1, "10.96.142.18": 1, "41": 1}
    assert (ground_joined(token, values, texts) >= 0) is grounds


def test_a_port_carried_with_its_protocol() -> None:
    table = "NAME  TYPE  CLUSTER-IP  PORT(S)  AGE\nledger-svc  ClusterIP  10.96.142.18  8080/TCP,9090/TCP  41d"
    v = verdict("Run `kubectl port-forward svc/ledger-svc 8080:8080`, or 9090:9090 for metrics.", table)
    assert flagged(v) == set()
    v = verdict("Run `kubectl port-forward svc/ledger-svc 8080:8081` and read localhost:9091.", table)
    assert flagged(v) == {"8080:8081", "localhost:9091"}
