"""Energy runs 17-24: EV charging sessions, carbon intensity, smart plugs, meter reads, year-over-year usage, away mode, a German feed-in."""

from _energy import DE, UK, US, dumps, ha_state
from _shared import CLAUDE, COMMAND, DEEPSEEK, GEMINI, GPT41, LLAMA, MISTRAL, PRO, QWEN, SONNET37
from _vocab import A, C, Run, U

RUNS = []

ev17 = {"sessions": [
    {"id": "ZS-00488213", "start": "2026-11-24T23:31:08Z", "duration": "PT4H12M", "energy_kwh": 27.384, "mode": "eco+", "cost_gbp": 2.05},
    {"id": "ZS-00488540", "start": "2026-11-26T23:30:41Z", "duration": "PT5H58M", "energy_kwh": 38.912, "mode": "eco+", "cost_gbp": 2.92},
    {"id": "ZS-00488977", "start": "2026-11-28T13:02:19Z", "duration": "PT1H47M", "energy_kwh": 11.603, "mode": "fast", "cost_gbp": 2.83}]}
RUNS.append(Run("energy-17", PRO, UK, [
    U("EV charging sessions this week with cost per kWh?"),
    C("ev_sessions", {"charger": "ev-charger", "from": "2026-11-23"}, ev17),
    A("| Session | Start (GMT) | Duration | Energy | Cost | p/kWh |\n|---|---|---|---|---|---|\n"
      "| ZS-00488213 | Tue 24, 23:31 | 4 h 12 min | 27.38 kWh | £2.05 | {{205/27.384|.1f}}p |\n"
      "| ZS-00488540 | Thu 26, 23:30 | 5 h 58 min | 38.91 kWh | £2.92 | {{292/38.912|.1f}}p |\n"
      "| ZS-00488977 | Sat 28, 13:02 | 1 h 47 min | 11.60 kWh | £2.83 | {{283/11.603|.1f}}p |\n"
      "| **Total** | | **{{(4*60+12+5*60+58+107)//60|d}} h {{(4*60+12+5*60+58+107)%60|d}} min** | **{{27.384+38.912+11.603|.2f}} kWh** | **£{{2.05+2.92+2.83|.2f}}** | {{(205+292+283)/(27.384+38.912+11.603)|.1f}}p |\n\n"
      "The Saturday daytime fast charge cost more than three times as much per kWh as the overnight eco+ sessions."),
    U("what if Saturday's had been overnight too"),
    A("11.603 kWh at the 7.5p off-peak rate would have been £{{11.603*0.075|.2f}} instead of £2.83, a saving of £{{2.83-11.603*0.075|.2f}}."),
    U("and the average charging power of the Thursday session?"),
    A("38.912 kWh over 5 h 58 min ({{5+58/60|.2f}} h) = **{{38.912/(5+58/60)|.2f}} kW** on average."),
]))

ci18 = {"data": [
    {"from": "2026-11-30T20:00Z", "to": "2026-11-30T20:30Z", "intensity": {"forecast": 187, "actual": None, "index": "moderate"}},
    {"from": "2026-11-30T22:00Z", "to": "2026-11-30T22:30Z", "intensity": {"forecast": 142, "actual": None, "index": "moderate"}},
    {"from": "2026-12-01T02:00Z", "to": "2026-12-01T02:30Z", "intensity": {"forecast": 61, "actual": None, "index": "low"}},
    {"from": "2026-12-01T03:30Z", "to": "2026-12-01T04:00Z", "intensity": {"forecast": 48, "actual": None, "index": "very low"}},
    {"from": "2026-12-01T07:30Z", "to": "2026-12-01T08:00Z", "intensity": {"forecast": 119, "actual": None, "index": "moderate"}}]}
RUNS.append(Run("energy-18", LLAMA, UK, [
    U("When's the greenest time to run the tumble dryer tonight?"),
    C("carbon_intensity_forecast", {"region": "north-scotland", "from": "2026-11-30T20:00Z", "hours": 12}, ci18),
    A("The grid is cleanest at **03:30-04:00 GMT** tomorrow, with a forecast of **48 gCO2/kWh** (very low). Around 02:00 it's 61 g, also low. This evening at 20:00 it's 187 g, nearly four times as much.\n\n"
      "If your dryer uses about 2.5 kWh a load, running it at 03:30 instead of 20:00 emits about {{2.5*48/1000|.2f}} kg of CO2 instead of {{2.5*187/1000|.2f}} kg."),
    U("can I set it to start at 3:30"),
    A("Your tumble dryer isn't connected to GridHome, so I can't schedule it. If it has a delay-start button, set it for 7 hours 30 minutes from now if you start it at 20:00. Or plug it into a smart plug and I can switch that on at 03:30."),
    U("how much cleaner is 03:30 than 22:00 in percent"),
    A("(142 − 48) ÷ 142 = **{{(142-48)/142*100|.0f}}%** lower carbon intensity."),
]))

plug19 = {"device": "plug-office-02", "power_w_samples": {"interval": "PT1H", "start": "2026-11-29T00:00:00Z",
          "values": [11.62, 11.58, 11.7, 11.49, 11.53, 11.66, 11.61, 48.27, 102.94, 131.38, 129.81, 134.16, 98.72, 127.55, 133.06, 129.4, 118.93, 64.11, 12.08, 11.87, 11.73, 11.69, 11.58, 11.64]},
          "energy_total_wh": 1370.48}
P19 = "+".join(map(str, plug19["power_w_samples"]["values"]))
RUNS.append(Run("energy-19", GEMINI, UK, [
    U("how much does my office desk setup use per day? the plug's back online"),
    C("plug_history", {"device": "plug-office-02", "date": "2026-11-29", "resolution": "PT1H"}, plug19),
    A(f"Sunday: **{{{{1370.48/1000|.2f}}}} kWh** (plug's counter: {{{{1370.48|,.2f}}}} Wh). Avg power {{{{({P19})/24|.1f}}}} W.\n\nStandby overnight ~11.6 W; working hours 08:00-17:00 roughly 99-134 W."),
    U("standby per year? we pay 24.37p"),
    A("11.6 W × 8,760 h = [[10.2 kWh]] a year, about £{{11.6*8.76*0.2437|.2f}} at 24.37p.",
      why="11.6 W for 8,760 h is 101.6 kWh; the answer slips a decimal place (its own cost figure uses 101.6)."),
    U("and 8 hours a day at 130 W, 5 days a week?"),
    A("130 × 8 × 5 × 52 = {{130*8*5*52/1000|.1f}} kWh/yr, about £{{130*8*5*52/1000*0.2437|.2f}}."),
]))

sub21 = {"ok": True, "read_id": "MR-5581930", "mpan": "1200061482903", "serial": "21E5047714", "register": "1", "value": 18342.1, "read_at": "2026-11-30T14:20:00Z", "status": "accepted", "estimated_next_bill_read": False}
RUNS.append(Run("energy-21", QWEN, UK, [
    U("The smart meter stopped sending readings. I read it myself: 18342.1 on the display. Can you submit it?"),
    A("Sure. To confirm, I'll submit an electricity meter reading of **18,342.1 kWh** for today, November 30, for your meter. Go ahead?"),
    U("yep"),
    C("submit_meter_read", {"fuel": "electricity", "value": 18342.1, "read_at": "2026-11-30T14:20:00Z"}, sub21),
    A("Submitted and **accepted**: reading MR-5581930, 18,342.1 kWh on meter 21E5047714 (MPAN 1200061482903), taken at 14:20 GMT today. Your next bill will use it instead of an estimate."),
    U("what was the last automatic reading"),
    C("get_meter", {"fuel": "electricity", "history": 1}, {"reads": [{"value": 18286.4, "read_at": "2026-11-27T00:00:12Z", "source": "smart"}], "comms_status": "no_response_since_2026-11-27T00:30:00Z"}),
    A("The last smart reading was **18,286.4 kWh** at midnight on November 27, and the meter hasn't answered since 00:30 that night. Since then you've used {{18342.1-18286.4|.1f}} kWh over about {{3+14/24|.1f}} days, roughly {{(18342.1-18286.4)/(3+14/24)|.1f}} kWh a day. I'd report the comms fault if it doesn't come back within a few days."),
    U("how many kWh since the last bill read of 17,904.0 on 31 October?"),
    A("18,342.1 − 17,904.0 = **{{18342.1-17904.0|.1f}} kWh** in 30 days, about {{(18342.1-17904.0)/30|.1f}} kWh a day."),
]))

yoy22 = {"fuel": "electricity", "unit": "kWh", "months": [
    {"month": "2025-09", "kwh": 241.7}, {"month": "2025-10", "kwh": 298.3}, {"month": "2025-11", "kwh": 372.9},
    {"month": "2026-09", "kwh": 228.1}, {"month": "2026-10", "kwh": 311.6}, {"month": "2026-11", "kwh": 339.4, "partial": True, "days": 29}]}
RUNS.append(Run("energy-22", SONNET37, US, [
    U("Are we using more or less electricity than last fall?"),
    C("usage_history", {"months": 15, "fuel": "electricity"}, yoy22),
    A("Comparing September-November this year with last year:\n\n"
      "| Month | 2025 | 2026 | Change |\n|---|---:|---:|---:|\n"
      "| September | 241.7 kWh | 228.1 kWh | {{(228.1-241.7)/241.7*100|+.1f}}% |\n"
      "| October | 298.3 kWh | 311.6 kWh | {{(311.6-298.3)/298.3*100|+.1f}}% |\n"
      "| November* | 372.9 kWh | 339.4 kWh | {{(339.4-372.9)/372.9*100|+.1f}}% |\n\n"
      "*November 2026 has 29 days of data so far. Scaling it to 30 days gives about {{339.4/29*30|.1f}} kWh, or {{(339.4/29*30-372.9)/372.9*100|+.1f}}% year over year.\n\n"
      "Over the three months you're using slightly less: {{228.1+311.6+339.4|.1f}} kWh against {{241.7+298.3+372.9|.1f}} kWh, a {{(228.1+311.6+339.4-(241.7+298.3+372.9))/(241.7+298.3+372.9)*100|.1f}}% difference (with November still partial)."),
    U("October went up though, why?"),
    A("The usage history only gives monthly totals, so I can't see what drove October's {{311.6-298.3|+.1f}} kWh. Common reasons are an earlier start to heating, more people at home, or a new appliance. Hourly data for October would show whether the extra use was in the evenings or spread across the day; want me to pull it?"),
], fmt="anthropic"))

away23 = {"ok": True, "mode": "away", "heat_setpoint_c": 7.0, "start": "2026-12-19T08:00:00+00:00", "duration": "P10D", "resume": "2026-12-29T08:00:00+00:00", "dhw": "off"}
RUNS.append(Run("energy-23", CLAUDE, UK, [
    U("We're away from the 19th of December for 10 days, leaving at 8 am. Put the heating on frost protection and the hot water off, and bring it back the morning we're home."),
    A("Here's what I'll set:\n- **Away mode** from Saturday 19 December, 08:00 GMT, for 10 days (P10D)\n- Heating held at **7°C** (frost protection), hot water **off**\n- Normal schedule resumes Tuesday 29 December at 08:00\n\nShall I go ahead? If you're back later in the day on the 29th, I can make it resume a few hours before you arrive instead."),
    U("yes go ahead, we're back around 6pm on the 29th so have it warm by then"),
    C("set_away_mode", {"start": "2026-12-19T08:00:00+00:00", "duration": "P10D", "heat_setpoint_c": 7.0, "dhw": "off"}, away23),
    A("Away mode is set: 7°C heating and hot water off from 19 December 08:00 to 29 December 08:00 GMT. Since it resumes at 08:00 on the 29th, the house will be back at its normal temperature long before you're home at 6 pm, with hot water ready too."),
    U("what's 7 C in F, my partner is asking"),
    A("7°C is {{7*9/5+32|.1f}}°F."),
], fmt="anthropic"))

pv24 = {"anlage": {"leistung_kwp": 9.84, "inbetriebnahme": "2023-05-17"}, "zeitraum": "2026-01-01/2026-11-29",
        "erzeugung_kwh": 8612.3, "einspeisung_kwh": 5190.77, "eigenverbrauch_kwh": 3421.53, "verguetung_ct_kwh": 8.11, "strompreis_ct_kwh": 31.89}
RUNS.append(Run("energy-24", MISTRAL, DE, [
    U("Was hat meine PV-Anlage dieses Jahr gebracht?"),
    C("pv_jahresbilanz", {"jahr": 2026}, pv24),
    A("Ihre PV-Anlage (9,84 kWp) vom 01.01. bis 29.11.2026:\n\n"
      "- Erzeugung: **{{de(8612.3, ',.1f')|s}} kWh**\n- Eingespeist: {{de(5190.77)|s}} kWh × 8,11 ct = **{{de(5190.77*0.0811)|s}} €** Einspeisevergütung\n"
      "- Eigenverbrauch: {{de(3421.53)|s}} kWh × 31,89 ct = **{{de(3421.53*0.3189)|s}} €** gesparte Stromkosten\n\n"
      "**Zusammen: {{de(5190.77*0.0811+3421.53*0.3189)|s}} €.** Die Eigenverbrauchsquote liegt bei {{de(3421.53/8612.3*100, '.1f')|s}} %."),
    U("Und pro kWp?"),
    A("{{de(8612.3/9.84, ',.0f')|s}} kWh pro kWp bisher, bzw. {{de((5190.77*0.0811+3421.53*0.3189)/9.84)|s}} € pro kWp."),
    U("Wenn ich 1.000 kWh mehr selbst verbrauchen würde?"),
    A("Dann fließen 1.000 kWh weniger ins Netz (−{{de(1000*0.0811)|s}} €) und Sie kaufen 1.000 kWh weniger ein (+{{de(1000*0.3189)|s}} €), also **{{de(1000*(0.3189-0.0811))|s}} €** mehr pro Jahr."),
    U("Seit wann läuft die Anlage nochmal?"),
    A("Seit dem 17.05.2023, also seit {{(date(2026,11,30)-date(2023,5,17)).days|d}} Tagen."),
]))

dem20 = {"account": "4410-882-017", "rate": "R-TOUD", "billing_month": "2026-11", "on_peak_demand_kw": 7.8, "on_peak_window": "16:00-21:00 ET weekdays",
         "demand_charge_per_kw": 12.4, "peak_interval": {"start": "2026-11-19T23:15:00Z", "end": "2026-11-19T23:30:00Z", "kwh": 1.95}}
RUNS.append(Run("energy-20", DEEPSEEK, US, [
    U("I'm on the time of use demand plan. What's my demand charge this month and what set it?"),
    C("demand_charge", {"account": "4410-882-017", "month": "2026-11"}, dem20),
    A("Your on-peak demand for November is **7.8 kW**, at $12.40 per kW: **${{7.8*12.4|.2f}}**.\n\n"
      "It was set in the 15-minute interval from **6:15 to 6:30 PM ET on Thursday, November 19** (23:15-23:30 UTC), when you used 1.95 kWh in those 15 minutes, i.e. 1.95 × 4 = {{1.95*4|.1f}} kW."),
    U("if I had kept it to 5 kW"),
    A("5 × $12.40 = ${{5*12.4|.2f}}, so ${{(7.8-5)*12.4|.2f}} less this month."),
    U("and over a year if every month looked like this one"),
    A("${{(7.8-5)*12.4|.2f}} × 12 = **${{(7.8-5)*12.4*12|.2f}}** a year."),
]))
