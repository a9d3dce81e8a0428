"""Hr runs 23-26: a shift schedule with epoch times, a pay calendar, a German overtime question,
a user's own offer comparison across turns."""

from _hr import SYSTEM, SYSTEM_DE, hris
from _shared import COMMAND, GEMINI, GPT41, MISTRAL, QWEN
from _vocab import A, C, Run, U

RUNS = []

cal23 = {"pay_group": "SALARIED-SM", "year": 2026, "pay_dates": [
    {"period": "2026-11-16/2026-11-30", "pay_date": "2026-11-30", "cutoff": "2026-11-24T17:00:00-05:00"},
    {"period": "2026-12-01/2026-12-15", "pay_date": "2026-12-15", "cutoff": "2026-12-09T17:00:00-05:00"},
    {"period": "2026-12-16/2026-12-31", "pay_date": "2026-12-31", "cutoff": "2026-12-22T17:00:00-05:00", "note": "early cutoff for holidays"}]}
RUNS.append(Run("hr-23", GPT41, SYSTEM, [
    U("When are the remaining salaried pay dates this year and the cutoffs for changes?"),
    C("payroll_register", {"pay_group": "SALARIED-SM", "calendar": True, "year": 2026}, hris(cal23)),
    A("Remaining 2026 pay dates for salaried (semi-monthly) staff:\n\n"
      "| Period | Pay date | Change cutoff |\n|---|---|---|\n"
      "| Nov 16-30 | **Mon, Nov 30** (today) | passed (Nov 24, 5:00 PM ET) |\n"
      "| Dec 1-15 | **Tue, Dec 15** | Wed, Dec 9, 5:00 PM ET |\n"
      "| Dec 16-31 | **Thu, Dec 31** | **Tue, Dec 22, 5:00 PM ET** (early, for the holidays) |"),
    U("I'm in Bremen overseeing the US team, what's that last cutoff for me?"),
    A("5:00 PM Eastern (UTC−5) on December 22 is 22:00 UTC, which is **23:00 in Bremen** (CET, UTC+1) on Tuesday, December 22."),
    U("and how many days from today to that cutoff"),
    A("From November 30 to December 22: **{{(date(2026,12,22)-date(2026,11,30)).days|d}} days**."),
]))

sh24 = {"employee_id": "E-40713", "schedule": [
    {"shift_id": "SH-7781201", "start": 1795780800, "end": 1795809600, "role": "Line 3", "break_minutes": 30},
    {"shift_id": "SH-7781202", "start": 1795867200, "end": 1795896000, "role": "Line 3", "break_minutes": 30},
    {"shift_id": "SH-7781240", "start": 1796126400, "end": 1796155200, "role": "Line 1", "break_minutes": 30}], "tz": "America/New_York"}
RUNS.append(Run("hr-24", QWEN, SYSTEM, [
    U("What shifts is E-40713 scheduled for? Show local times."),
    C("get_timesheet", {"employee_id": "E-40713", "view": "schedule"}, hris(sh24)),
    A("E-40713's scheduled shifts (Eastern time):\n\n"
      "1. SH-7781201: Friday, Nov 27, 7:00 AM - 3:00 PM, Line 3\n"
      "2. SH-7781202: Saturday, Nov 28, 7:00 AM - 3:00 PM, Line 3\n"
      "3. SH-7781240: Tuesday, Dec 1, 7:00 AM - 3:00 PM, Line 1\n\n"
      "Each is 8 hours with a 30-minute break, so {{8-0.5|.1f}} paid hours per shift, {{3*7.5|.1f}} hours in total."),
    U("swap the Dec 1 shift to Line 3"),
    A("I can't edit schedules; I only have read access to the shift plan. The Line 3 supervisor can reassign SH-7781240 in the scheduling tool."),
]))

de25 = {"personalnummer": "D-7904", "name": "Jonas Petersen", "stundenlohn": 19.85, "wochenstunden_vertrag": 38.5, "ueberstunden_monat": {"2026-09": 6.5, "2026-10": 11.0, "2026-11": 9.25},
        "zuschlag_prozent": 25, "arbeitszeitkonto_stunden": 14.75}
RUNS.append(Run("hr-25", MISTRAL, SYSTEM_DE, [
    U("Moin, Jonas Petersen hier (D-7904). Wie viele Überstunden hatte ich seit September und was bekomme ich dafür?"),
    C("get_timesheet", {"employee_id": "D-7904", "view": "overtime", "from": "2026-09"}, hris(de25)),
    A("Moin Herr Petersen,\n\nIhre Überstunden:\n- September: 6,5 Std.\n- Oktober: 11,0 Std.\n- November: 9,25 Std.\n- **Gesamt: {{de(6.5+11+9.25)|s}} Std.**\n\n"
      "Bei 19,85 € Stundenlohn plus 25 % Zuschlag sind das {{de(19.85*1.25)|s}} € pro Überstunde, zusammen **{{de((6.5+11+9.25)*19.85*1.25)|s}} € brutto**."),
    U("Und mein Arbeitszeitkonto?"),
    A("Auf Ihrem Arbeitszeitkonto stehen 14,75 Stunden, das sind bei 38,5 Wochenstunden (7,7 Std. pro Tag) knapp {{de(14.75/7.7, '.1f')|s}} Arbeitstage."),
    U("Wenn ich die 14,75 auszahlen lasse?"),
    A("14,75 × 19,85 € = {{de(14.75*19.85)|s}} € ohne Zuschlag, mit 25 % Zuschlag {{de(14.75*19.85*1.25)|s}} €. Ob Stunden vom Konto mit oder ohne Zuschlag ausgezahlt werden, regelt Ihre Betriebsvereinbarung; das kann ich hier nicht sehen."),
]))

RUNS.append(Run("hr-26", COMMAND, SYSTEM, [
    U("I'm weighing two internal postings. Job A: $64,000 salaried. Job B: $29.10/hr, usually 42 hours a week. Which pays more?"),
    A("Job B's regular pay: 40 h × $29.10 = ${{40*29.1|,.2f}} a week. The 2 hours over 40 are overtime at 1.5×: 2 × ${{29.1*1.5|.2f}} = ${{2*29.1*1.5|.2f}}. Weekly total ${{40*29.1+2*29.1*1.5|,.2f}}, or **${{(40*29.1+2*29.1*1.5)*52|,.2f}}** a year.\n\n"
      "That's ${{(40*29.1+2*29.1*1.5)*52-64000|,.2f}} more than Job A's $64,000, if the overtime is steady."),
    U("without overtime?"),
    A("$29.10 × 2,080 = ${{29.1*2080|,.2f}}, which is ${{64000-29.1*2080|,.2f}} less than $64,000. So without the overtime, Job A pays more."),
    U("ok and if Job B only does 41 hours"),
    A("40 × $29.10 + 1 × ${{29.1*1.5|.2f}} = ${{40*29.1+29.1*1.5|,.2f}} a week, ${{(40*29.1+29.1*1.5)*52|,.2f}} a year: ${{64000-(40*29.1+29.1*1.5)*52|,.2f}} short of Job A."),
    U("what's Job A as an hourly rate then"),
    A("$64,000 ÷ 2,080 = **${{64000/2080|.2f}}/hr**."),
]))
