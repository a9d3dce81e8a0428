"""Hr runs 12-22: raises, prorated bonuses, final pay, attrition, 401(k) match, garnishments, a French payslip."""

from _hr import SYSTEM, hris
from _shared import CLAUDE, DEEPSEEK, FLASH, GPT, HAIKU, LLAMA, MINI, O3MINI, PRO, R1, SONNET37
from _vocab import A, C, Run, U

RUNS = []

SYSTEM_FR = SYSTEM.replace("Harbor & Pine Fertigung GmbH (Bremen)", "Harbor & Pine Fertigung GmbH (Bremen) and Harbor & Pine SAS (Lyon)") + "\nAnswer French employees in French."

e12 = {"employee_id": "E-22815", "name": "Tomás Ibarra", "flsa": "exempt", "compensation": {"annual_salary": 61200.0, "pay_frequency": "semi_monthly"},
       "merit_cycle": {"year": 2027, "budget_pct": 3.5, "effective": "2027-01-01", "rating": "exceeds", "guideline_pct": {"meets": 3.0, "exceeds": 4.25, "outstanding": 5.5}},
       "band": {"grade": "S-4", "min": 54000, "mid": 66000, "max": 78000}}
RUNS.append(Run("hr-12", O3MINI, SYSTEM, [
    U("Tomás Ibarra E-22815 got an 'exceeds' rating. What's his merit increase and new salary under the guideline?"),
    C("get_employee", {"employee_id": "E-22815", "include": ["merit_cycle", "band"]}, hris(e12)),
    A("**Tomás Ibarra (E-22815)**, rating *exceeds* → guideline **4.25%**\n\n"
      "- Current salary: $61,200.00\n- Increase: 61,200 × 4.25% = **${{61200*0.0425|,.2f}}**\n- New salary: **${{61200*1.0425|,.2f}}**, effective January 1, 2027\n"
      "- New semi-monthly gross: ${{61200*1.0425/24|,.2f}} (from ${{61200/24|,.2f}})\n\n"
      "Band S-4 is $54,000-$78,000 (mid $66,000); his new compa-ratio is {{61200*1.0425/66000|.2f}}, still below midpoint. The overall merit budget is 3.5%, so 4.25% uses more than his share; that's expected for an above-target rating."),
    U("what would it take to get him to midpoint"),
    A("$66,000 ÷ $61,200 = {{66000/61200|.4f}}, so a **{{(66000/61200-1)*100|.2f}}%** increase (${{66000-61200|,d}}). That's well above the 5.5% *outstanding* guideline, so it would need to be an equity adjustment on top of merit."),
    U("ok, and what does the 3.5% budget mean for him in dollars, for comparison"),
    A("3.5% of $61,200 is ${{61200*0.035|,.2f}}, so the exceeds guideline gives him ${{61200*(0.0425-0.035)|.2f}} more than an average-budget raise."),
]))

e13 = {"employee_id": "E-41002", "name": "Leah Sorensen", "hire_date": "2026-09-14", "compensation": {"annual_salary": 96000.0},
       "bonus_plan": {"name": "AIP-2026", "target_pct": 10, "proration": "calendar_days", "plan_year": {"start": "2026-01-01", "end": "2026-12-31"}, "company_multiplier_estimate": 1.08}}
RUNS.append(Run("hr-13", SONNET37, SYSTEM, [
    U("Leah Sorensen joined mid-September. What will her 2026 bonus be, roughly?"),
    C("get_employee", {"employee_id": "E-41002", "include": ["bonus_plan"]}, hris(e13)),
    A("Leah is on the **AIP-2026** plan with a **10% target**, prorated by calendar days. Let me work it through.\n\n"
      "1. Full-year target: $96,000 × 10% = ${{96000*0.10|,.0f}}\n"
      "2. Days employed in the plan year: September 14 through December 31 = {{(date(2026,12,31)-date(2026,9,14)).days+1|d}} days out of 365\n"
      "3. Prorated target: $9,600 × {{(date(2026,12,31)-date(2026,9,14)).days+1|d}}/365 = **${{9600*((date(2026,12,31)-date(2026,9,14)).days+1)/365|,.2f}}**\n"
      "4. With the current company multiplier estimate of 1.08: ${{9600*((date(2026,12,31)-date(2026,9,14)).days+1)/365*1.08|,.2f}}\n\n"
      "So roughly **$2,800-3,100**, depending on the final multiplier and her individual rating."),
    U("is that paid in december?"),
    A("The record doesn't say when AIP payouts happen; bonus plans like this usually pay after the plan year closes, once results are final. I'd check the AIP-2026 plan document or ask Compensation for the payout date."),
], fmt="anthropic"))

term14 = {"employee_id": "E-35560", "name": "Gareth Pruitt", "termination": {"date": "2026-12-04", "reason": "resignation", "last_day_worked": "2026-12-04"},
          "flsa": "non_exempt", "base_rate": 31.8, "pto_balance_hours": 37.25, "pto_payout_policy": "paid_out_at_termination",
          "final_period": {"start": "2026-11-29", "end": "2026-12-12", "hours_expected": 40.0}, "state": "OH"}
RUNS.append(Run("hr-14", DEEPSEEK, SYSTEM, [
    U("Gareth Pruitt E-35560 resigned, last day Dec 4. What goes on his final check?"),
    C("get_employee", {"employee_id": "E-35560", "include": ["termination", "pto"]}, hris(term14)),
    A("Final pay for Gareth Pruitt (E-35560), last day December 4, 2026:\n\n"
      "1. Hours worked Nov 29 - Dec 4: 40.0 hours expected × $31.80 = ${{40*31.8|,.2f}}\n"
      "2. PTO payout: 37.25 h × $31.80 = ${{37.25*31.8|,.2f}} (policy: paid out at termination)\n\n"
      "Total gross: **${{40*31.8+37.25*31.8|,.2f}}**, less the usual taxes. Ohio doesn't require an immediate final check, so it can go out on the next regular payday."),
    U("the PTO in days?"),
    A("37.25 hours ÷ 8 = {{37.25/8|.2f}} days."),
    U("when is the next regular payday for hourly"),
    A("Hourly staff are paid biweekly on Fridays. His final period runs November 29 to December 12, and it's paid on the Friday payday after that period closes; his record doesn't carry the pay date itself, so payroll's calendar for the HOURLY-BW group will have the exact day."),
]))

att15 = {"period": "2026-Q3", "entity": "US", "start_headcount": 1163, "end_headcount": 1178, "hires": 71, "terminations": {"voluntary": 41, "involuntary": 15, "total": 56},
         "avg_headcount": 1170.5, "by_department": [{"name": "Production", "terms": 38, "avg_headcount": 601.0}, {"name": "Warehouse & Logistics", "terms": 11, "avg_headcount": 170.5},
                                                    {"name": "Other", "terms": 7, "avg_headcount": 399.0}]}
RUNS.append(Run("hr-15", GPT, SYSTEM, [
    U("What was our Q3 attrition rate, and annualized? Break out Production."),
    C("headcount_report", {"entity": "US", "period": "2026-Q3", "metrics": ["attrition"]}, hris(att15)),
    A("**Q3 2026 attrition (US entity)**\n\n"
      "| | Terms | Avg headcount | Quarterly rate | Annualized |\n|---|---:|---:|---:|---:|\n"
      "| Company | 56 | 1,170.5 | {{56/1170.5*100|.2f}}% | {{56/1170.5*400|.1f}}% |\n"
      "| Production | 38 | 601.0 | {{38/601*100|.2f}}% | **[[24.3%]]** |\n"
      "| Warehouse & Logistics | 11 | 170.5 | {{11/170.5*100|.2f}}% | {{11/170.5*400|.1f}}% |\n"
      "| Other | 7 | 399.0 | {{7/399*100|.2f}}% | {{7/399*400|.1f}}% |\n\n"
      "Of the 56 terminations, 41 were voluntary ({{41/56*100|.0f}}%). Headcount still grew from 1,163 to 1,178 because we hired 71.",
      why="38/601 is 6.32% a quarter, 25.3% annualized; the answer writes 24.3%."),
    U("voluntary only, annualized?"),
    A("41 ÷ 1,170.5 × 4 = **{{41/1170.5*400|.1f}}%**."),
]))

k16 = {"employee_id": "E-19044", "plan": "401(k) Safe Harbor", "employee_deferral_pct": 5.0, "roth": False,
       "match_formula": [{"tier": 1, "match_pct": 100, "on_first_pct_of_pay": 4}, {"tier": 2, "match_pct": 50, "on_next_pct_of_pay": 2}],
       "annual_salary": 72400.0, "irs_limit_2026": 24500, "ytd_deferrals": 3318.33}
RUNS.append(Run("hr-16", PRO, SYSTEM, [
    U("How much is the company matching on my 401k? I put in 5%. E-19044"),
    C("get_benefits", {"employee_id": "E-19044", "plan": "401k"}, hris(k16)),
    A("Your plan matches **100% of the first 4%** of pay and **50% of the next 2%**.\n\n"
      "At your 5% deferral:\n- First 4%: matched in full = 4%\n- Next 1%: matched at 50% = 0.5%\n- Total match: **4.5%** of pay\n\n"
      "On $72,400: you contribute ${{72400*0.05|,.0f}} a year, the company adds **${{72400*0.045|,.0f}}**.\n\n"
      "If you raise your deferral to 6%, the match goes to 5% (${{72400*0.05|,.0f}}), so that extra 1% of your pay (${{72400*0.01|,.0f}}) brings ${{72400*0.005|,.0f}} more from the company."),
    U("how far am I from the IRS limit"),
    A("You've deferred $3,318.33 so far this year against the 2026 limit of $24,500, leaving ${{24500-3318.33|,.2f}}. At 5% you're nowhere near it."),
    U("per paycheck, what does the company put in?"),
    A("${{72400*0.045|,.0f}} ÷ 24 = about **${{72400*0.045/24|.2f}}** per semi-monthly paycheck."),
]))

gar17 = {"employee_id": "E-29671", "order": {"type": "creditor_garnishment", "case_no": "CV-2026-04418", "max_pct_disposable": 25, "amount_remaining": 3412.9},
         "last_check": {"gross": 2240.0, "mandatory_deductions": {"fit": 188.6, "fica": 171.36, "state": 52.09, "local": 50.4}}}
RUNS.append(Run("hr-17", HAIKU, SYSTEM, [
    U("How much do we withhold for the garnishment on E-29671's next check? Same pay as last time."),
    C("get_payslip", {"employee_id": "E-29671", "which": "latest", "include": ["orders"]}, hris(gar17)),
    A("For a creditor garnishment, the cap is 25% of **disposable earnings**, gross pay minus legally required deductions.\n\n"
      "- Gross: $2,240.00\n- Required deductions: $188.60 + $171.36 + $52.09 + $50.40 = ${{188.6+171.36+52.09+50.4|.2f}}\n"
      "- Disposable earnings: ${{2240-(188.6+171.36+52.09+50.4)|,.2f}}\n- 25%: **${{(2240-(188.6+171.36+52.09+50.4))*0.25|.2f}}**\n\n"
      "The federal alternative (disposable minus 30 × the federal minimum wage of $7.25, per week, scaled to the pay period) may be lower for low earners, but at this pay the 25% figure is the binding limit. "
      "With $3,412.90 remaining on case CV-2026-04418, that's about {{3412.9/((2240-(188.6+171.36+52.09+50.4))*0.25)|.1f}} more paychecks."),
], fmt="anthropic"))

fr18 = {"matricule": "F-0384", "nom": "Élodie Marchand", "periode": "2026-11", "salaire_base": 3250.0, "heures_supp": {"heures": 6.0, "taux_horaire": 21.43, "majoration": 0.25, "montant": 160.73},
        "brut": 3410.73, "cotisations_salariales": 749.36, "net_avant_impot": 2661.37, "pas_taux": 0.058, "impot_pas": 154.36, "net_paye": 2507.01, "date_paiement": "2026-11-30"}
RUNS.append(Run("hr-18", MINI, SYSTEM_FR, [
    U("Bonjour, je suis Élodie Marchand (F-0384). Pouvez-vous me détailler ma fiche de paie de novembre ?"),
    C("get_payslip", {"employee_id": "F-0384", "period": "2026-11"}, hris(fr18)),
    A("Bonjour Élodie, voici le détail de votre bulletin de novembre 2026 :\n\n"
      "- **Salaire de base :** 3 250,00 €\n- **Heures supplémentaires :** 6 h × 21,43 € × 1,25 = 160,73 €\n- **Salaire brut :** 3 410,73 €\n"
      "- **Cotisations salariales :** −749,36 €\n- **Net avant impôt :** 2 661,37 €\n- **Prélèvement à la source (5,8 %) :** −154,36 €\n- **Net payé :** **2 507,01 €**, versé le 30/11/2026\n\n"
      "Vos cotisations représentent {{fr(749.36/3410.73*100, '.1f')|s}} % de votre brut."),
    U("Et sans les heures sup, combien j'aurais touché à peu près ?"),
    A("En retirant les 160,73 € d'heures supplémentaires avec le même taux global de cotisations ({{fr(749.36/3410.73*100, '.1f')|s}} %) et le même taux de prélèvement (5,8 %), votre net payé aurait été d'environ "
      "**{{fr(3250*(1-749.36/3410.73)*(1-0.058))|s}} €**, soit {{fr(2507.01-3250*(1-749.36/3410.73)*(1-0.058))|s}} € de moins. En réalité, les heures supplémentaires bénéficient d'une réduction de cotisations, donc l'écart réel est un peu plus grand."),
]))

hc19 = [{"department": "Production", "median_salary": 52400, "p25": 47100, "p75": 58800, "n": 88, "hourly_median": 22.65, "hourly_n": 524},
        {"department": "Engineering", "median_salary": 97250, "p25": 84000, "p75": 112300, "n": 121, "hourly_median": None, "hourly_n": 0},
        {"department": "Quality", "median_salary": 74100, "p25": 66850, "p75": 81000, "n": 41, "hourly_median": 24.9, "hourly_n": 17}]
RUNS.append(Run("hr-19", LLAMA, SYSTEM, [
    U("Median salaries for production, engineering and quality? I want to see the spread too"),
    C("salary_bands", {"report": "pay_distribution", "departments": ["Production", "Engineering", "Quality"]}, hris(hc19)),
    A("Here are the salaried medians and interquartile ranges:\n\n"
      "- **Production:** median $52,400 (P25 $47,100, P75 $58,800, IQR ${{58800-47100|,d}}), 88 salaried; hourly median $22.65 across 524 hourly staff\n"
      "- **Engineering:** median $97,250 (P25 $84,000, P75 $112,300, IQR ${{112300-84000|,d}}), 121 salaried, no hourly staff\n"
      "- **Quality:** median $74,100 (P25 $66,850, P75 $81,000, IQR ${{81000-66850|,d}}), 41 salaried; hourly median $24.90 (17 hourly)\n\n"
      "Engineering's median is {{97250/52400|.2f}}× Production's."),
    U("what's the production hourly median as an annual figure"),
    A("$22.65 × 2,080 h = about **${{22.65*2080|,.0f}}** a year at 40 hours a week, before overtime, a little under the salaried median of $52,400."),
    U("and quality hourly annualized"),
    A("$24.90 × 2,080 = **${{24.9*2080|,.0f}}**."),
]))

upd20 = {"employee_id": "E-26650", "field": "direct_deposit", "status": "pending_verification",
         "accounts": [{"bank": "Fifth Third", "routing_last4": "0314", "account_last4": "8821", "split": {"type": "percent", "value": 70}},
                      {"bank": "Ally", "routing_last4": "0097", "account_last4": "4410", "split": {"type": "remainder"}}],
         "effective_pay_date": "2026-12-15", "prenote_sent": "2026-11-30"}
RUNS.append(Run("hr-20", CLAUDE, SYSTEM, [
    U("I'm an HR partner. For E-26650, change direct deposit: 70% to the Fifth Third account ending 8821, rest to Ally ending 4410. Her net is usually $2,318.40."),
    A("To confirm before I change it: for E-26650, direct deposit will be split **70%** to Fifth Third (account ending 8821) and the **remainder** to Ally (account ending 4410). "
      "On a typical net of $2,318.40, that's ${{2318.4*0.7|,.2f}} to Fifth Third and ${{2318.4*0.3|.2f}} to Ally. Shall I proceed?"),
    U("yes"),
    C("update_record", {"employee_id": "E-26650", "field": "direct_deposit", "accounts": [{"account_last4": "8821", "split_percent": 70}, {"account_last4": "4410", "split": "remainder"}]}, hris(upd20)),
    A("Done. The new split is **pending verification**: a prenote was sent to the banks today (November 30), and the split takes effect with the **December 15, 2026** paycheck. Until then, pay goes to the current account."),
    U("what will land in Ally on a 2,400 check"),
    A("The remainder after 70%: $2,400 × 30% = **${{2400*0.3|.2f}}** to Ally, and ${{2400*0.7|,.2f}} to Fifth Third."),
]))

ot21 = {"report": "overtime_by_department", "period": {"start": "2026-10-01", "end": "2026-11-28"},
        "rows": [{"department": "Production", "ot_hours": 6412.5, "ot_cost": 178934.12, "regular_hours": 81220.0},
                 {"department": "Warehouse & Logistics", "ot_hours": 2203.25, "ot_cost": 58816.77, "regular_hours": 23810.5},
                 {"department": "Quality", "ot_hours": 188.0, "ot_cost": 6951.3, "regular_hours": 2704.0}],
        "generated_at": "2026-11-30T14:02:17Z"}
RUNS.append(Run("hr-21", R1, SYSTEM, [
    U("OT hours and cost by department since October 1, and OT as % of regular hours"),
    C("headcount_report", {"report": "overtime_by_department", "from": "2026-10-01", "to": "2026-11-28"}, hris(ot21)),
    A("Overtime, Oct 1 - Nov 28, 2026:\n\n"
      "| Department | OT hours | OT cost | OT % of regular hours | Avg cost per OT hour |\n|---|---|---|---|---|\n"
      "| Production | 6,412.5 | $178,934.12 | {{6412.5/81220*100|.1f}}% | ${{178934.12/6412.5|.2f}} |\n"
      "| Warehouse & Logistics | 2,203.25 | $58,816.77 | {{2203.25/23810.5*100|.1f}}% | ${{58816.77/2203.25|.2f}} |\n"
      "| Quality | 188.0 | $6,951.30 | {{188/2704*100|.1f}}% | ${{6951.3/188|.2f}} |\n"
      "| **Total** | **{{6412.5+2203.25+188|,.2f}}** | **${{178934.12+58816.77+6951.3|,.2f}}** | {{(6412.5+2203.25+188)/(81220+23810.5+2704)*100|.1f}}% | |\n\n"
      "Warehouse runs the highest OT share; Quality the highest cost per hour."),
    U("monthly average cost?"),
    A("The period is about two months (Oct 1 - Nov 28), so roughly ${{(178934.12+58816.77+6951.3)/2|,.0f}} a month in total overtime cost."),
]))

pto22 = {"employee_id": "E-38214", "unit": "hours", "balances": {"pto": 21.5, "sick": 36.0, "floating_holiday": 8.0}, "as_of": "2026-11-27"}
RUNS.append(Run("hr-22", FLASH, SYSTEM, [
    U("E-38214 leave balances"),
    C("get_pto_ledger", {"employee_id": "E-38214", "types": ["pto", "sick", "floating_holiday"]}, hris(pto22)),
    A("As of Nov 27: PTO 21.5 h, sick 36.0 h, floating holiday 8.0 h. Total {{21.5+36+8|.1f}} h."),
    U("in days"),
    A("PTO {{21.5/8|.2f}} days, sick {{36/8|.1f}} days, floating holiday 1 day."),
    U("can she take Dec 14-18 as PTO"),
    A("That's 5 days = 40 h; she has [[12.5]] h PTO, so no. She could use the floating holiday (8 h) but would still be short {{40-21.5-8|.1f}} h.",
      why="The ledger gives 21.5 h PTO; the answer misquotes it as 12.5 h (its own shortfall figure uses 21.5)."),
]))
