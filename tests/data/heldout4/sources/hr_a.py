"""Hr runs 1-11: employee records, salaries per pay period, gross to net, PTO, overtime, headcount."""

from _hr import SYSTEM, SYSTEM_DE, hris
from _shared import CLAUDE, COMMAND, GEMINI, GPT, GPT41, HAIKU, LLAMA, MINI, MISTRAL, QWEN, SONNET37
from _vocab import A, C, Run, U

RUNS = []

e01 = {"employee_id": "E-20417", "name": {"first": "Dana", "last": "Whitfield"}, "status": "active", "flsa": "exempt",
       "job": {"title": "Quality Engineer II", "department": "Quality", "cost_center": "CC-4130", "manager_id": "E-11802"},
       "compensation": {"annual_salary": 78500.0, "currency": "USD", "pay_frequency": "semi_monthly", "effective": "2026-04-01"},
       "hire_date": "2021-06-14", "location": "Toledo, OH"}
RUNS.append(Run("hr-01", GPT, SYSTEM, [
    U("What does Dana Whitfield make per paycheck? Her id is E-20417"),
    C("get_employee", {"employee_id": "E-20417"}, hris(e01)),
    A("**Dana Whitfield** (E-20417), Quality Engineer II in Quality (CC-4130):\n\n"
      "| | Amount |\n|---|---:|\n| Annual salary | $78,500.00 |\n| Per paycheck (semi-monthly, 24 a year) | **${{78500/24|,.2f}}** |\n| Per month | ${{78500/12|,.2f}} |\n\n"
      "Her salary has been effective since April 1, 2026. The paycheck figure is gross, before taxes and deductions."),
    U("how long has she been with us"),
    A("She was hired on June 14, 2021, so {{(date(2026,11,30)-date(2021,6,14)).days|,d}} days, about 5 years and 5 months as of today."),
    U("if we give her 4% in January what's the new per-check amount"),
    A("$78,500 × 1.04 = **${{78500*1.04|,.2f}}** a year, which is **${{78500*1.04/24|,.2f}}** per semi-monthly paycheck (up ${{78500*0.04/24|.2f}} per check)."),
]))

slip02 = {"payslip_id": "PS-2026-11-15-20988", "employee_id": "E-20988", "period": {"start": "2026-11-01", "end": "2026-11-15", "pay_date": "2026-11-13"},
          "earnings": [{"code": "REG", "description": "Regular salary", "amount": 3812.5}, {"code": "SHIFT", "description": "Shift differential", "amount": 146.25}],
          "gross": 3958.75,
          "pre_tax": [{"code": "401K", "rate": 0.06, "amount": 237.525}, {"code": "MED", "amount": 118.4}, {"code": "HSA", "amount": 50.0}],
          "taxes": [{"code": "FIT", "description": "Federal income tax", "amount": 391.87}, {"code": "SS", "rate": 0.062, "amount": 237.08},
                    {"code": "MEDICARE", "rate": 0.0145, "amount": 55.45}, {"code": "OH_SIT", "description": "Ohio state tax", "amount": 96.12},
                    {"code": "TOLEDO", "description": "Toledo city tax 2.25%", "amount": 81.07}],
          "net": 2691.23, "ytd": {"gross": 83942.11, "net": 57106.48}}
RUNS.append(Run("hr-02", CLAUDE, SYSTEM, [
    U("Can you walk me through my last payslip? I'm E-20988. Why is my net so much lower than gross?"),
    C("get_payslip", {"employee_id": "E-20988", "which": "latest"}, hris(slip02)),
    A("Sure. Here's your payslip for **November 1-15, 2026** (paid November 13), step by step.\n\n"
      "**Earnings**\n- Regular salary: $3,812.50\n- Shift differential: $146.25\n- **Gross: $3,958.75**\n\n"
      "**Pre-tax deductions** (taken before taxes are calculated)\n- 401(k) at 6%: $237.53\n- Medical: $118.40\n- HSA: $50.00\n"
      "- Subtotal: ${{237.525+118.4+50|.2f}}\n\n"
      "**Taxes**\n- Federal income tax: $391.87\n- Social Security (6.2%): $237.08\n- Medicare (1.45%): $55.45\n- Ohio state tax: $96.12\n- Toledo city tax (2.25%): $81.07\n"
      "- Subtotal: ${{391.87+237.08+55.45+96.12+81.07|.2f}}\n\n"
      "**Net pay: $2,691.23**\n\n"
      "So out of $3,958.75 gross, ${{3958.75-2691.23|,.2f}} ({{(3958.75-2691.23)/3958.75*100|.1f}}%) went to deductions and taxes. "
      "The largest single item is federal income tax; the 401(k) and HSA contributions are still your money, just set aside."),
    U("what would my net be if I dropped the 401k to 4%?"),
    A("At 4%, the 401(k) deduction would be 3,958.75 × 0.04 = ${{3958.75*0.04|.2f}} instead of $237.53, ${{237.525-3958.75*0.04|.2f}} less.\n\n"
      "That amount becomes taxable, so you won't keep all of it. Roughly: federal withholding at your bracket (say 12%) plus Ohio and Toledo would take about 15-17% of it, so if about 16% of the ${{237.525-3958.75*0.04|.2f}} goes to tax, your net would rise by about ${{(237.525-3958.75*0.04)*0.84|.2f}} per paycheck, to roughly **${{2691.23+(237.525-3958.75*0.04)*0.84|,.0f}}**. "
      "I can't compute the exact federal figure without running it through payroll, but that's the ballpark. Social Security and Medicare don't change, since 401(k) deferrals are still subject to FICA."),
    U("and my year to date?"),
    A("Year to date you've earned **$83,942.11 gross** and taken home **$57,106.48 net**, about {{57106.48/83942.11*100|.0f}}% of gross."),
], fmt="anthropic"))

pto03 = {"employee_id": "E-31176", "plan": "PTO-STD-120", "unit": "hours", "balance": 62.5, "accrual_per_period": 4.62, "carryover_cap": 40.0,
         "pending_requests": [], "last_accrual": "2026-11-27", "periods_left_in_year": 2,
         "ledger": [{"date": "2026-10-30", "type": "accrual", "hours": 4.62}, {"date": "2026-11-05", "type": "taken", "hours": -8.0},
                    {"date": "2026-11-13", "type": "accrual", "hours": 4.62}, {"date": "2026-11-27", "type": "accrual", "hours": 4.62}]}
RUNS.append(Run("hr-03", GEMINI, SYSTEM, [
    U("pto balance E-31176"),
    C("get_pto_ledger", {"employee_id": "E-31176"}, hris(pto03)),
    A("62.5 hours ({{62.5/8|.2f}} days at 8 h). Accruing 4.62 h per pay period."),
    U("how much will I lose at year end"),
    A("2 accruals left this year: 62.5 + 2 × 4.62 = {{62.5+2*4.62|.2f}} h on Dec 31. Carryover cap is 40 h, so **{{62.5+2*4.62-40|.2f}} h** is forfeited unless you use it ({{(62.5+2*4.62-40)/8|.1f}} days)."),
    U("ok so how many days off should I take in december to not lose any"),
    A("You'd need to use at least {{62.5+2*4.62-40|.2f}} h, i.e. {{(62.5+2*4.62-40)/8|.2f}} days. Round up to 4 days ({{4*8|d}} h): that leaves {{62.5+2*4.62-32|.2f}} h at year end, under the 40 h cap, nothing lost. With 3 days you'd end at {{62.5+2*4.62-24|.2f}} h and forfeit {{62.5+2*4.62-24-40|.2f}} h."),
]))

hc04 = {"as_of": "2026-11-30", "entity": "Harbor & Pine Manufacturing Inc.", "departments": [
    {"name": "Production", "headcount": 612, "fte": 598.5, "open_reqs": 18},
    {"name": "Warehouse & Logistics", "headcount": 174, "fte": 171.0, "open_reqs": 6},
    {"name": "Quality", "headcount": 58, "fte": 57.5, "open_reqs": 2},
    {"name": "Engineering", "headcount": 121, "fte": 119.8, "open_reqs": 9},
    {"name": "Sales & Customer Service", "headcount": 96, "fte": 92.6, "open_reqs": 4},
    {"name": "Finance & Admin", "headcount": 63, "fte": 60.3, "open_reqs": 1},
    {"name": "IT", "headcount": 41, "fte": 41.0, "open_reqs": 3},
    {"name": "HR", "headcount": 19, "fte": 18.5, "open_reqs": 0}], "total_headcount": 1184, "total_fte": 1159.2}
RUNS.append(Run("hr-04", LLAMA, SYSTEM, [
    U("Headcount by department for the US entity please, with the share of total"),
    C("headcount_report", {"entity": "US", "as_of": "2026-11-30", "group_by": "department"}, hris(hc04)),
    A("Here is the headcount for Harbor & Pine Manufacturing Inc. as of November 30, 2026:\n\n"
      "| Department | Headcount | Share | FTE | Open reqs |\n|---|---|---|---|---|\n"
      "| Production | 612 | {{612/1184*100|.1f}}% | 598.5 | 18 |\n"
      "| Warehouse & Logistics | 174 | {{174/1184*100|.1f}}% | 171.0 | 6 |\n"
      "| Engineering | 121 | {{121/1184*100|.1f}}% | 119.8 | 9 |\n"
      "| Sales & Customer Service | 96 | {{96/1184*100|.1f}}% | 92.6 | 4 |\n"
      "| Finance & Admin | 63 | {{63/1184*100|.1f}}% | 60.3 | 1 |\n"
      "| Quality | 58 | {{58/1184*100|.1f}}% | 57.5 | 2 |\n"
      "| IT | 41 | {{41/1184*100|.1f}}% | 41.0 | 3 |\n"
      "| HR | 19 | {{19/1184*100|.1f}}% | 18.5 | 0 |\n"
      "| **Total** | **1,184** | 100% | **1,159.2** | **{{18+6+2+9+4+1+3|d}}** |\n\n"
      "Note that the total of 1,184 is the US entity only; the 1,240 company-wide figure includes the Bremen subsidiary."),
    U("so how many people in Bremen?"),
    A("1,240 − 1,184 = **{{1240-1184|d}}** employees at Harbor & Pine Fertigung GmbH, going by the company-wide figure. I can pull the German entity's own report if you want an exact current number."),
    U("if all open reqs get filled what's the total"),
    A("1,184 + {{18+6+2+9+4+1+3|d}} = **{{1184+18+6+2+9+4+1+3|,d}}** for the US entity."),
]))

ts05 = {"employee_id": "E-40552", "name": "Marcus Oyelaran", "flsa": "non_exempt", "base_rate": 23.4, "workweek": {"start": "2026-11-22", "end": "2026-11-28"},
        "punches": [{"day": "Sun", "in": None, "out": None},
                    {"day": "Mon", "in": 1795435200, "out": 1795467600, "hours": 9.0}, {"day": "Tue", "in": 1795521600, "out": 1795555800, "hours": 9.5},
                    {"day": "Wed", "in": 1795608000, "out": 1795641300, "hours": 9.25}, {"day": "Thu", "in": None, "out": None, "note": "Thanksgiving holiday"},
                    {"day": "Fri", "in": 1795780800, "out": 1795816800, "hours": 10.0}, {"day": "Sat", "in": 1795870800, "out": 1795898700, "hours": 7.75}],
        "total_hours": 45.5, "holiday_hours": 8.0, "holiday_counts_toward_ot": False}
RUNS.append(Run("hr-05", MINI, SYSTEM, [
    U("Marcus Oyelaran E-40552 is asking about his overtime for Thanksgiving week. How much is he owed?"),
    C("get_timesheet", {"employee_id": "E-40552", "week_start": "2026-11-22"}, hris(ts05)),
    A("**Marcus Oyelaran (E-40552)**: week of Nov 22-28, 2026, base rate **$23.40/hr**\n\n"
      "| Day | Hours |\n|---|---|\n| Mon | 9.0 |\n| Tue | 9.5 |\n| Wed | 9.25 |\n| Thu | Holiday (8.0 h paid) |\n| Fri | 10.0 |\n| Sat | 7.75 |\n| **Worked** | **45.5** |\n\n"
      "**Pay for the week:**\n"
      "- Regular: 40 h × $23.40 = **${{40*23.4|,.2f}}**\n"
      "- Overtime: 5.5 h × $23.40 × 1.5 = 5.5 × ${{23.4*1.5|.2f}} = **${{5.5*23.4*1.5|.2f}}**\n"
      "- Holiday: 8 h × $23.40 = **${{8*23.4|.2f}}**\n"
      "- **Total gross: ${{40*23.4+5.5*23.4*1.5+8*23.4|,.2f}}**\n\n"
      "Holiday hours don't count toward the 40-hour overtime threshold under our policy, so only the 45.5 worked hours matter."),
    U("he says he clocked in Monday at 7 and out at 4. is that what the system has?"),
    A("Yes. Monday's punches are 7:00 AM to 4:00 PM Eastern (the timestamps are 12:00 and 21:00 UTC), which is the 9.0 hours on the timesheet. That includes his unpaid lunch only if he didn't punch out for it; the system shows a single in/out pair."),
    U("what's his overtime rate per hour exactly"),
    A("$23.40 × 1.5 = **${{23.4*1.5|.2f}}** per overtime hour."),
]))

offer06 = {"band": "H-3", "title": "Maintenance Technician", "hourly": {"min": 24.1, "mid": 28.35, "max": 32.6}, "standard_hours_per_week": 40}
RUNS.append(Run("hr-06", QWEN, SYSTEM, [
    U("A candidate currently earns $54,000 salaried. We're offering $27.50/hr for the Maintenance Technician role. Is that a raise for him and where does it sit in the band?"),
    C("salary_bands", {"title": "Maintenance Technician"}, hris(offer06)),
    A("At 40 hours a week, $27.50/hr is $27.50 × 40 × 52 = **${{27.5*40*52|,.0f}}** a year, which is ${{27.5*40*52-54000|,.0f}} ({{(27.5*40*52-54000)/54000*100|.1f}}%) more than his current $54,000, before any overtime.\n\n"
      "In the H-3 band ($24.10-$32.60, midpoint $28.35), $27.50 is {{(27.5-24.1)/(32.6-24.1)*100|.0f}}% of the way through the range and {{27.5/28.35*100|.1f}}% of the midpoint (a compa-ratio of {{27.5/28.35|.2f}})."),
    U("what hourly rate would match the midpoint as an annual salary"),
    A("$28.35 × 2,080 hours = **${{28.35*2080|,.0f}}** a year."),
    U("and the top of the band as a yearly number?"),
    A("$32.60 × 2,080 = **${{32.6*2080|,.0f}}** a year; the band's minimum, $24.10, is ${{24.1*2080|,.0f}}."),
]))

de07 = {"personalnummer": "D-7731", "name": "Katrin Albers", "abrechnungsmonat": "2026-11", "steuerklasse": "I", "kirchensteuer": False,
        "brutto": 4850.0, "abzuege": {"lohnsteuer": 763.58, "solidaritaetszuschlag": 0.0, "kirchensteuer": 0.0,
        "krankenversicherung": 412.25, "pflegeversicherung": 87.3, "rentenversicherung": 451.05, "arbeitslosenversicherung": 63.05},
        "netto": 3072.77, "auszahlung": "2026-11-30", "urlaub": {"anspruch_tage": 30, "genommen_tage": 21, "rest_tage": 9}}
RUNS.append(Run("hr-07", MISTRAL, SYSTEM_DE, [
    U("Hallo, ich bin Katrin Albers, Personalnummer D-7731. Können Sie mir meine Novemberabrechnung erklären?"),
    C("get_payslip", {"employee_id": "D-7731", "period": "2026-11"}, hris(de07)),
    A("Gern, Frau Albers. Ihre Abrechnung für November 2026 (Steuerklasse I, ohne Kirchensteuer):\n\n"
      "| Position | Betrag |\n|---|---:|\n| Bruttogehalt | 4.850,00 € |\n| Lohnsteuer | −763,58 € |\n| Solidaritätszuschlag | 0,00 € |\n"
      "| Krankenversicherung | −412,25 € |\n| Pflegeversicherung | −87,30 € |\n| Rentenversicherung | −451,05 € |\n| Arbeitslosenversicherung | −63,05 € |\n"
      "| **Nettogehalt** | **3.072,77 €** |\n\n"
      "Die Sozialversicherungsbeiträge zusammen betragen {{de(412.25+87.3+451.05+63.05)|s}} €, das sind {{de((412.25+87.3+451.05+63.05)/4850*100, '.1f')|s}} % des Bruttos. Die Auszahlung erfolgt am 30.11.2026."),
    U("Wie viele Urlaubstage habe ich noch?"),
    A("Sie haben noch **9 Tage** Resturlaub (Anspruch 30 Tage, genommen 21 Tage). Bei 8 Stunden pro Tag sind das {{9*8|d}} Stunden."),
    U("Und wie viel Prozent vom Brutto bekomme ich netto?"),
    A("3.072,77 € von 4.850,00 € sind **{{de(3072.77/4850*100, '.1f')|s}} %**."),
]))

reg08 = ("pay_group,employee_id,name,regular_hours,ot_hours,rate,gross\n"
         "HOURLY-BW,E-40552,Oyelaran M,80.00,5.50,23.40,2065.05\n"
         "HOURLY-BW,E-40713,Brandt L,80.00,0.00,21.15,1692.00\n"
         "HOURLY-BW,E-40880,Nguyen T,76.50,0.00,25.80,1973.70\n"
         "HOURLY-BW,E-41022,Castellano R,80.00,12.25,27.05,2661.04\n"
         "HOURLY-BW,E-41109,Okafor J,64.00,0.00,19.90,1273.60\n"
         "# 5 rows; period 2026-11-15..2026-11-28; pay date 2026-12-04")
RUNS.append(Run("hr-08", GPT41, SYSTEM, [
    U("Pull the payroll register for the maintenance crew (biweekly, period ending Nov 28) and give me the total gross and total OT hours"),
    C("payroll_register", {"pay_group": "HOURLY-BW", "team": "maintenance", "period_end": "2026-11-28", "format": "csv"}, reg08),
    A("Payroll register, HOURLY-BW maintenance crew, **Nov 15-28, 2026** (pay date **Dec 4**):\n\n"
      "| Employee | Reg h | OT h | Rate | Gross |\n|---|---:|---:|---:|---:|\n"
      "| E-40552 Oyelaran M | 80.00 | 5.50 | $23.40 | $2,065.05 |\n| E-40713 Brandt L | 80.00 | 0.00 | $21.15 | $1,692.00 |\n"
      "| E-40880 Nguyen T | 76.50 | 0.00 | $25.80 | $1,973.70 |\n| E-41022 Castellano R | 80.00 | 12.25 | $27.05 | $2,661.04 |\n"
      "| E-41109 Okafor J | 64.00 | 0.00 | $19.90 | $1,273.60 |\n"
      "| **Total** | **{{80+80+76.5+80+64|.2f}}** | **{{5.5+12.25|.2f}}** | | **${{2065.05+1692+1973.7+2661.04+1273.6|,.2f}}** |\n\n"
      "Castellano carries most of the overtime ({{12.25/(5.5+12.25)*100|.0f}}% of the crew's OT hours)."),
    U("check Castellano's line, 80 × 27.05 plus 12.25 OT at time and a half"),
    A("80 × $27.05 = ${{80*27.05|,.2f}}; 12.25 × $27.05 × 1.5 = ${{12.25*27.05*1.5|.2f}} (rounded). Sum: ${{80*27.05+12.25*27.05*1.5|,.2f}}, which matches the register's $2,661.04 to the cent."),
    U("and Oyelaran's?"),
    A("80 × $23.40 = ${{80*23.4|,.2f}} plus 5.5 × ${{23.4*1.5|.2f}} = ${{5.5*23.4*1.5|.2f}}, total **${{80*23.4+5.5*35.1|,.2f}}**. Matches."),
]))

ben09 = {"employee_id": "E-41377", "hire_date": "2026-11-12", "benefits_eligibility_date": "2026-12-01", "enrollment_window_days": 30,
         "enrollment_status": "not_started", "plans_offered": [
             {"plan": "Medical PPO 1500", "tier": "employee_only", "per_paycheck": 96.15},
             {"plan": "Medical PPO 1500", "tier": "employee_spouse", "per_paycheck": 211.54},
             {"plan": "Medical HDHP 3200", "tier": "employee_only", "per_paycheck": 41.9, "hsa_employer_annual": 750},
             {"plan": "Dental Plus", "tier": "employee_only", "per_paycheck": 8.62},
             {"plan": "Vision", "tier": "employee_only", "per_paycheck": 3.1}], "open_enrollment": {"start": "2026-11-02", "end": "2026-12-04", "effective": "2027-01-01"}}
RUNS.append(Run("hr-09", HAIKU, SYSTEM, [
    U("I just started on Nov 12 (E-41377). When do I have to enroll in benefits by, and what would PPO + dental + vision cost me a year?"),
    C("get_benefits", {"employee_id": "E-41377"}, hris(ben09)),
    A("Welcome aboard! Your benefits eligibility date is **December 1, 2026**, and you have a 30-day window to enroll, so your deadline is **{{date(2026,12,1)+timedelta(days=30)|%B %d, %Y}}**.\n\n"
      "Employee-only cost per paycheck:\n- Medical PPO 1500: $96.15\n- Dental Plus: $8.62\n- Vision: $3.10\n- Total: **${{96.15+8.62+3.1|.2f}}**\n\n"
      "You're paid semi-monthly (24 paychecks), so that's **${{(96.15+8.62+3.1)*24|,.2f}}** a year."),
    U("and with the HDHP instead of the PPO? the company puts money in the HSA right"),
    A("With the HDHP 3200: $41.90 + $8.62 + $3.10 = ${{41.9+8.62+3.1|.2f}} per paycheck, ${{(41.9+8.62+3.1)*24|,.2f}} a year, and the company adds $750 a year to your HSA. "
      "Compared to the PPO you'd pay ${{(96.15-41.9)*24|,.2f}} less in premiums, or ${{(96.15-41.9)*24+750|,.2f}} better off counting the HSA money, but your deductible is higher ($3,200 vs $1,500)."),
    U("open enrollment is also happening now?"),
    A("Yes, open enrollment runs November 2 to December 4, 2026, for coverage effective January 1, 2027. As a new hire, your own 30-day window applies to your initial election; for 2027 coverage, check with HR whether your new-hire election carries into 2027 or whether you should also submit during open enrollment."),
]))

search10 = [{"employee_id": "E-12904", "name": "Priya Raman", "title": "Payroll Specialist", "department": "Finance & Admin", "location": "Toledo, OH", "status": "active"},
            {"employee_id": "E-33418", "name": "Priya Ramanathan", "title": "Production Supervisor", "department": "Production", "location": "Findlay, OH", "status": "active"},
            {"employee_id": "E-08871", "name": "Priya Raman", "title": "Buyer", "department": "Finance & Admin", "location": "Toledo, OH", "status": "terminated", "termination_date": "2024-03-29"}]
RUNS.append(Run("hr-10", COMMAND, SYSTEM, [
    U("what's Priya Raman's employee id? she's in payroll"),
    C("search_employees", {"query": "Priya Raman"}, hris(search10)),
    A("I found three matches. The one in payroll is **Priya Raman, Payroll Specialist, E-12904** (Finance & Admin, Toledo). "
      "There's also a Priya Ramanathan (E-33418, Production Supervisor in Findlay) and a former employee Priya Raman (E-08871, Buyer), terminated March 29, 2024."),
    U("ok send the year end bonus memo to her"),
    A("I can't send emails from here, but for the memo her id is [[E-12094]] (Payroll Specialist, Toledo); make sure it doesn't go to E-08871, who has left.",
      why="The search gave E-12904; restating it, the answer swaps the 9 and the 0."),
    U("sorry, which location is she at again"),
    A("Toledo, OH."),
]))

pto11 = {"employee_id": "E-27730", "balance_hours": 94.0, "unit": "hours", "pending": [{"request_id": "PTO-88120", "dates": ["2026-12-21", "2026-12-22", "2026-12-23"], "hours": 24.0, "status": "pending"}]}
req11 = {"request_id": "PTO-88164", "employee_id": "E-27730", "dates": ["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31"], "hours": 32.0, "status": "pending_manager_approval",
         "balance_after_all_pending": 38.0}
RUNS.append(Run("hr-11", SONNET37, SYSTEM, [
    U("I want to take Dec 28 through Dec 31 off. Do I have enough PTO? E-27730"),
    C("get_pto_ledger", {"employee_id": "E-27730"}, hris(pto11)),
    A("You have **94.0 hours** of PTO ({{94/8|.2f}} days). You already have a pending request (PTO-88120) for December 21-23, which is 24 hours.\n\n"
      "December 28-31 is 4 workdays = {{4*8|d}} hours. After both requests: 94 − 24 − 32 = **{{94-24-32|.1f}} hours** left, so yes, you have enough. Shall I submit it?"),
    U("yes please"),
    C("request_pto", {"employee_id": "E-27730", "start": "2026-12-28", "end": "2026-12-31", "hours": 32}, hris(req11)),
    A("Done: request **PTO-88164** for December 28-31 (32 hours) is submitted and waiting for your manager's approval. Once both requests are approved, your balance will be 38.0 hours ({{38/8|.2f}} days)."),
    U("nice so with both I'm off from the 21st to the 31st?"),
    A("Yes, if your manager approves both. December 21-23 and 28-31 are booked, December 24 and 25 are company holidays, and the 26th and 27th are a weekend, so you're off from **December 21 through December 31**."),
]))
