"""Round 25 (hostile25): hostile answers and results aimed at the rule modules of round 24.

Each builder takes a size n and returns (answer, result, user text), the shapes those rules read,
n of them: weekly lists of slashed dates (`weekly_lists.py`: a known first date, a garbled token,
then n more `dd/dd` tokens), n ISO weeks beside their dates (`iso_weeks.py`, on one line and in a
table), race times, splits and paces (`duration_steps.py`), a tide table of n four-digit clocks
(`clock_series.py`), costs per a unit of measure (`unit_costs.py`), file names with compact dates
(`compact_dates.py`), yearly amounts prorated by months (`month-share`), shares of counts in words
(`count-share`), due points from stated intervals (`interval-due`), positions restated in decimal
degrees (`decimal-degrees`), a bill list with its tax lines (`ledger-percent`) and a line of
labelled column totals (`carried-total`). Most values are computed right, a constant share one
digit or one cent off. `bench/bench_rule_growth.py` times them (`--only weekly25,...`);
`test_growth25.py` bounds them.
"""

from __future__ import annotations

import json
from datetime import date, timedelta


def _mix(i: int, size: int = 10_007) -> int:
    """A distinct number under `size` for each i, in no order (as `generic_inputs._mix`)."""
    return i * 7_919 % size


def weekly25(n: int) -> tuple[str, str, str]:
    """A weekly list from a known first date (`16/04, 23/04, 33/04, 07/05`: one token garbled), then
    n slashed `dd/dd` tokens in lists of 8 a line, a week apart from dates no result carries."""
    first = date(2026, 4, 16)
    head = ", ".join((first + timedelta(days=7 * j)).strftime("%d/%m") if j != 2 else "33/04" for j in range(5))
    lines = [f"Weekly from Thu 16 Apr: {head}."]
    for k in range(0, n, 8):
        start = date(2026, 1, 1) + timedelta(days=_mix(k, 331))
        lines.append(f"- Group: " + ", ".join((start + timedelta(days=7 * j)).strftime("%d/%m") for j in range(8)))
    result = json.dumps({"classes": [{"name": "Thursday class", "first_date": first.isoformat()}]})
    return "Sessions:\n" + "\n".join(lines), result, "When are the sessions?"


def _iso_week(day: date) -> str:
    year, week, _ = day.isocalendar()
    return f"{year}-W{week:02d}"


def iso_weeks25(n: int) -> tuple[str, str, str]:
    """n dates each with its ISO week on one line (`January 12, 2026 is in 2026-W03; ...`, one week
    in 20 one off), and a table of n rows `| 2026-01-12 | 2026-W03 |`, over a result of the dates."""
    days = [date(2020, 1, 1) + timedelta(days=_mix(i, 3_650)) for i in range(n)]
    def week(i: int, day: date) -> str:
        year, number, _ = day.isocalendar()
        return f"{year}-W{(number % 52) + 1 if i % 20 == 0 else number:02d}"
    line = "; ".join(f"{d.strftime('%B')} {d.day}, {d.year} is in ISO week {week(i, d)}" for i, d in enumerate(days))
    rows = ["| Date | Week |", "|---|---|"] + [f"| {d.isoformat()} | {week(i + 1, d)} |" for i, d in enumerate(days)]
    result = json.dumps({"shipments": [{"id": f"S{1000 + i}", "date": d.isoformat()} for i, d in enumerate(days)]})
    return "Weeks: " + line + ".\n\n" + "\n".join(rows), result, "Which ISO week is each shipment in?"


def _mss(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"


def durations25(n: int) -> tuple[str, str, str]:
    """n race results (finish, halves, gaps and paces over 5 and 10 km), a result of a CSV column of
    n splits and finishes, a person's times in words."""
    parts = []
    for i in range(n):
        finish, half = 2400 + _mix(i, 1200), 1200 + _mix(i, 600)
        parts.append(f"runner {i} finished in {_mss(finish)} (first 5 k {_mss(half)}, second {_mss(finish - half + (1 if i % 25 == 0 else 0))}, "
                     f"pace {_mss(finish // 10)}/km, won by {_mss(abs(finish - 2400) + 7)})")
    csv = "name,split_5k,finish\n" + "\n".join(f"R{i},{_mss(1200 + _mix(i, 600))},{_mss(2400 + _mix(i, 1200))}" for i in range(n))
    return "Results: " + "; ".join(parts) + ".", csv, "My last 10 km was 50 minutos; the 5 km 24 minutes."


def tide25(n: int) -> tuple[str, str, str]:
    """A tide table of n days of four four-digit clocks (`LW 0214 HW 0807 LW 1431 HW 2036`) and an
    answer of n clocks read off it, the windows between them, and departures (`leaving 0815`)."""
    days, parts = [], []
    for i in range(n):
        base = 60 + i % 120
        clocks = [base, base + 373, base + 745, base + 1118]
        days.append(f"Day {i}: " + " ".join(f"{'LW' if j % 2 == 0 else 'HW'} {c // 60:02d}{c % 60:02d}" for j, c in enumerate(clocks)))
        parts.append(f"day {i} high water at {clocks[1] // 60:02d}:{clocks[1] % 60:02d}, leaving {clocks[0] // 60 + 1:02d}15, "
                     f"window to {clocks[2] // 60:02d}:{(clocks[2] + (1 if i % 30 == 0 else 0)) % 60:02d}")
    return "Tides: " + "; ".join(parts) + ".", "\n".join(days), "When can we cross the bar?"


def unit_costs25(n: int) -> tuple[str, str, str]:
    """n amounts for quantities (`£316.64 for 216.1 L`) each with its cost per unit and per another
    unit (`**Per km:** $0.092`), a line label naming the unit."""
    lines = []
    for i in range(n):
        amount, litres = 100 + _mix(i, 900) + 0.64, 50 + i % 170 + 0.1
        miles = 200 + _mix(i, 800)
        lines.append(f"- Fill {i}: £{amount:,.2f} for {litres:.1f} L, so £{amount / litres:.3f}/L; {miles} mi at ${amount:,.2f}")
        lines.append(f"  **Per mile:** ${amount / miles:.3f}, **Per km:** ${amount / miles / 1.609344 + (0.001 if i % 20 == 0 else 0):.3f}")
    result = json.dumps({"fills": [{"cost_gbp": 100 + _mix(i, 900) + 0.64, "litres": 50 + i % 170 + 0.1} for i in range(0, n, 2)]})
    return "Fuel:\n" + "\n".join(lines), result, "What did fuel cost per litre and per km?"


def compact_dates25(n: int) -> tuple[str, str, str]:
    """A result of n file names and index names with compact dates (`db_20250813.sql.gz`,
    `logs-app-2025.08.13`, `exports/2025/08/13/`), eight-digit order numbers among them, and an
    answer of n dates in words and ISO read off them."""
    days = [date(2024, 1, 1) + timedelta(days=_mix(i, 700)) for i in range(n)]
    shapes = ("db_{c}.sql.gz", "logs-app-{y}.{m}.{d}", "exports/{y}/{m}/{d}/", "run-{c}-2", "order {c}", "{c}T0400Z")
    names = [shapes[i % len(shapes)].format(c=d.strftime("%Y%m%d"), y=d.year, m=f"{d.month:02d}", d=f"{d.day:02d}") for i, d in enumerate(days)]
    parts = [f"{d.strftime('%b')} {d.day}" if i % 2 else (d + timedelta(days=1 if i % 20 == 0 else 0)).isoformat() for i, d in enumerate(days)]
    return "Backups on " + ", ".join(parts) + ".", "\n".join(names), "When were the backups taken?"


def month_shares25(n: int) -> tuple[str, str, str]:
    """n memberships of a yearly price prorated by the months left (`4 months of 12 ... £80.00`),
    over a result of the yearly prices."""
    parts = [f"Plan {i}: joining late you pay for {i % 11 + 1} months of 12, so £{(240 + i) * (i % 11 + 1) / 12 + (0.01 if i % 25 == 0 else 0):,.2f}"
             for i in range(n)]
    result = json.dumps({"plans": [{"name": f"Plan {i}", "yearly_gbp": 240 + i} for i in range(n)]})
    return "Fees: " + "; ".join(parts) + ".", result, "What do we pay for the rest of the season?"


def count_shares25(n: int) -> tuple[str, str, str]:
    """n shares of counts in words on one line (`11 wins in 16: 0.6875, i.e. 68.75%`), and a
    reasoning block of n fractions (`29/16`) with their decimals after it."""
    pairs = [(i % 15 + 1, i % 15 + 2 + i % 7) for i in range(n)]
    think = "<think> " + ", ".join(f"{a + 20}/{b + 13}" for a, b in pairs) + ". </think> "
    line = "; ".join(f"team {i}: {a} wins in {b}: {a / b + (0.01 if i % 25 == 0 else 0):.4f}, i.e. {100 * a / b:.2f}%, "
                     f"{(a + 20) / (b + 13):.3f} a game" for i, (a, b) in enumerate(pairs))
    return think + line + ".", json.dumps({"teams": [f"team {i}" for i in range(n)]}), "How did the teams do?"


def intervals25(n: int) -> tuple[str, str, str]:
    """A person stating n service intervals (`a filter 7 check every 250 engine hours`) and an
    answer of n due points (`Last filter 7 check at 2,050 h, so due at 2,300 h`)."""
    user = "Service rules: " + "; ".join(f"a filter{i} check every {250 + 10 * (i % 30)} engine hours" for i in range(n)) + "."
    parts = [f"Last filter{i} check at {2000 + 13 * i:,} h, so the filter{i} check is due at {2000 + 13 * i + 250 + 10 * (i % 30) + (1 if i % 25 == 0 else 0):,} h"
             for i in range(n)]
    return "Due: " + ". ".join(parts) + ".", json.dumps({"engine_hours": [2000 + 13 * i for i in range(0, n, 3)]}), user


def coordinates25(n: int) -> tuple[str, str, str]:
    """One line of n positions in degrees and minutes, each restated in decimal degrees."""
    parts = []
    for i in range(n):
        lat, lat_m, lon, lon_m = 40 + i % 20, (i * 7) % 600 / 10, i % 9 + 1, (i * 13) % 600 / 10
        parts.append(f"{lat}°{lat_m:.1f}'N {lon:03d}°{lon_m:.1f}'W = {lat + lat_m / 60 + (0.0001 if i % 25 == 0 else 0):.4f}, −{lon + lon_m / 60:.4f}")
    result = json.dumps({"marks": [{"name": f"Mark {i}", "lat": 40 + i % 20, "lat_min": (i * 7) % 600 / 10} for i in range(0, n, 4)]})
    return "Positions: " + "; ".join(parts) + ".", result, "Give me the waypoints in decimal degrees."


def ledger25(n: int) -> tuple[str, str, str]:
    """A bill list of n blocks, each of lines with amounts and a tax line of their sum (`- VAT:
    £56.96`), the rate stated in the system text, and a total."""
    lines = []
    for i in range(n):
        a, b = 100 + _mix(i, 400) + 0.3, 20 + i % 50 + 0.5
        lines += [f"- Berth {i}: £{a:,.2f}", f"- Shore power {i}: £{b:,.2f}",
                  f"- VAT: £{(a + b) * 0.2 + (0.01 if i % 25 == 0 else 0):,.2f}", ""]
    return "Invoice:\n" + "\n".join(lines) + "Total £98,765.43.", json.dumps({"berths": [100 + _mix(i, 400) + 0.3 for i in range(n)]}), "VAT 20% on top of every charge."


def carried_totals25(n: int) -> tuple[str, str, str]:
    """A result of one array of n records of four named columns, and an answer of labelled totals of
    each column over runs of its rows (`Clicks for rows 3-40: 12,345`), a quarter one off."""
    records = [{"day": f"2026-01-{i % 28 + 1:02d}", "clicks": 300 + _mix(i, 211), "spend": round(150 + _mix(i, 89) * 1.25, 2),
                "impressions": 10_000 + 37 * i} for i in range(n)]
    parts = []
    for k in range(0, n, 4):
        total = sum(r["clicks"] for r in records[: k + 4]) + (1 if k % 16 == 0 else 0)
        parts.append(f"Clicks through day {k + 4}: {total:,}")
    return "Totals: " + "; ".join(parts) + ".", json.dumps({"days": records}), "Sum the clicks as we go."


FAMILIES25 = {
    "weekly25": (weekly25, 500),
    "iso_weeks25": (iso_weeks25, 100),
    "durations25": (durations25, 100),
    "tide25": (tide25, 200),
    "unit_costs25": (unit_costs25, 100),
    "compact_dates25": (compact_dates25, 200),
    "month_shares25": (month_shares25, 100),
    "count_shares25": (count_shares25, 100),
    "intervals25": (intervals25, 100),
    "coordinates25": (coordinates25, 100),
    "ledger25": (ledger25, 100),
    "carried_totals25": (carried_totals25, 200),
}

__all__ = ["FAMILIES25"]
