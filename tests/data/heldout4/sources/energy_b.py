"""Energy runs 8-16: ISO 8601 durations, UTC and local time, heat pumps, a French Linky meter, a home battery, gas in m³, plan comparisons."""

from _energy import FR, UK, US, dumps, ha_state
from _shared import CLAUDE, COMMAND, DEEPSEEK, FLASH, GPT, HAIKU, LLAMA, MINI, O3MINI, PRO, QWEN, R1, SONNET37
from _vocab import A, C, Run, U

RUNS = []

prog8 = {"appliances": [
    {"haId": "BOSCH-SMV6ZCX49E-68A40E3F91C2", "type": "Dishwasher", "program": "Eco50", "duration": "PT3H55M", "energy_estimate_kwh": 0.84},
    {"haId": "BOSCH-SMV6ZCX49E-68A40E3F91C2", "type": "Dishwasher", "program": "Auto2", "duration": "PT2H15M", "energy_estimate_kwh": 1.12},
    {"haId": "SIEMENS-WM14N2G2GB-001E5E0A77C1", "type": "Washer", "program": "Cotton40", "duration": "PT2H29M", "energy_estimate_kwh": 0.71}]}
RUNS.append(Run("energy-08", QWEN, UK, [
    U("I want the dishwasher on Eco and the washing machine on cotton 40 to both finish by 07:00 tomorrow, and ideally run in the off-peak window (23:30-05:30). When should each start?"),
    C("appliance_programs", {"appliances": ["dishwasher", "washer"]}, prog8),
    A("Program lengths:\n- Dishwasher Eco50: PT3H55M = **3 h 55 min** (about 0.84 kWh)\n- Washer Cotton40: PT2H29M = **2 h 29 min** (about 0.71 kWh)\n\n"
      "To finish by 07:00 GMT at the latest, the dishwasher must start by **03:05** and the washer by **04:31**. But to stay inside the off-peak window, which ends at 05:30:\n"
      "- Dishwasher: start at **01:35**, done at 05:30\n- Washer: start at **03:01**, done at 05:30\n\n"
      "Both will be finished well before 07:00, and all {{0.84+0.71|.2f}} kWh will be at the off-peak rate."),
    U("Set them both to those start times"),
    C("appliance_schedule", {"haId": "BOSCH-SMV6ZCX49E-68A40E3F91C2", "program": "Eco50", "start_in": "PT2H5M", "reference": "2026-11-30T23:30:00Z"}, {"ok": True, "scheduled_start": "2026-12-01T01:35:00Z"}),
    C("appliance_schedule", {"haId": "SIEMENS-WM14N2G2GB-001E5E0A77C1", "program": "Cotton40", "start_in": "PT3H31M", "reference": "2026-11-30T23:30:00Z"}, {"ok": True, "scheduled_start": "2026-12-01T03:01:00Z"}),
    A("Done:\n- Dishwasher (Eco50): starts 01:35 GMT, ends 05:30\n- Washer (Cotton40): starts 03:01 GMT, ends 05:30\n\nRemember to leave the washer door shut and the detergent in."),
    U("what would it cost at 7.5p"),
    A("{{0.84+0.71|.2f}} kWh × 7.5p = **{{(0.84+0.71)*7.5|.1f}}p**, about 12p for both."),
]))

hist9 = [[
    {"entity_id": "sensor.grid_power", "state": "3412.6", "attributes": {"unit_of_measurement": "W"}, "last_changed": "2026-11-29T22:14:03.118240+00:00"},
    {"entity_id": "sensor.grid_power", "state": "5871.2", "attributes": {"unit_of_measurement": "W"}, "last_changed": "2026-11-29T23:02:47.550911+00:00"},
    {"entity_id": "sensor.grid_power", "state": "612.9", "attributes": {"unit_of_measurement": "W"}, "last_changed": "2026-11-30T01:40:12.004381+00:00"}]]
RUNS.append(Run("energy-09", SONNET37, US, [
    U("Something pulled a lot of power last night. When was the spike?"),
    C("ha_history", {"entity_id": "sensor.grid_power", "start": "2026-11-29T22:00:00Z", "end": "2026-11-30T02:00:00Z", "significant_changes_only": True}, hist9),
    A("The grid power sensor shows three significant changes between 5 PM and 9 PM Eastern yesterday:\n\n"
      "| Time (Eastern) | Time (UTC) | Power |\n|---|---|---|\n"
      "| 5:14 PM | 22:14 | 3,412.6 W |\n| **6:02 PM** | 23:02 | **5,871.2 W** |\n| 8:40 PM | 01:40 (Nov 30) | 612.9 W |\n\n"
      "So the spike was about **6:02 PM Sunday**, at roughly 5.9 kW, and the draw dropped back to about 0.6 kW by 8:40 PM. "
      "A jump of around {{(5871.2-3412.6)/1000|.1f}} kW on top of an already-high evening load looks like an oven or an electric dryer starting while the heat pump ran."),
    U("how much energy is that if it held 5.87 kW from 6:02 to 8:40"),
    A("6:02 PM to 8:40 PM is 2 h 38 min = {{2+38/60|.3f}} h. 5.8712 kW × {{2+38/60|.3f}} h ≈ **{{5.8712*(2+38/60)|.1f}} kWh**. That's an upper bound: the history only records significant changes, so the real draw probably varied in between."),
    U("at our peak rate of 19.3 cents?"),
    A("About {{5.8712*(2+38/60)|.1f}} kWh × $0.193 = **${{5.8712*(2+38/60)*0.193|.2f}}**, at most."),
]))

hp10 = {"period": "2026-11-23/2026-11-29", "heat_pump": {"model": "Vaillant aroTHERM plus 7kW", "electricity_in_kwh": 98.42, "heat_out_kwh": 341.07,
        "dhw_out_kwh": 52.3, "space_heating_out_kwh": 288.77, "avg_outdoor_c": 4.1, "avg_flow_c": 38.6}}
RUNS.append(Run("energy-10", O3MINI, UK, [
    U("What was the heat pump's COP last week?"),
    C("heat_pump_stats", {"period": "last_week"}, hp10),
    A("**Heat pump (aroTHERM plus 7 kW), Nov 23-29:**\n\n"
      "- Electricity in: 98.42 kWh\n- Heat out: 341.07 kWh (space heating 288.77, hot water 52.3)\n"
      "- **COP = 341.07 ÷ 98.42 = [[3.74]]**\n\n"
      "At an average outdoor temperature of 4.1°C and a 38.6°C flow temperature, that's a solid result.",
      why="341.07 ÷ 98.42 is 3.47; the answer swaps the digits."),
    U("vs a gas boiler at 90% efficiency and 6.2p/kWh gas, with our electricity at 24.37p, what did we save?"),
    A("Gas boiler: 341.07 kWh of heat ÷ 0.90 = {{341.07/0.9|.1f}} kWh of gas × 6.2p = **£{{341.07/0.9*0.062|.2f}}**.\n"
      "Heat pump: 98.42 kWh × 24.37p = **£{{98.42*0.2437|.2f}}**.\n\n"
      "Saving: **£{{341.07/0.9*0.062-98.42*0.2437|.2f}}** for the week."),
    U("hmm that COP earlier, double check it"),
    A("You're right to ask: 341.07 ÷ 98.42 = **{{341.07/98.42|.2f}}**, not what I wrote before. Still a good figure for late November; the cost comparison above used the kWh figures directly, so it stands."),
]))

linky11 = {"usage_point_id": "14253697086152", "start": "2026-11-01", "end": "2026-11-30", "reading_type": {"unit": "Wh", "measurement_kind": "energy", "aggregate": "sum"},
           "interval_reading": [{"value": "212480", "date": "2026-11-01", "measure_type": "HC"}, {"value": "301915", "date": "2026-11-01", "measure_type": "HP"}],
           "tarif": {"option": "HC/HP", "prix_kwh_hc": 0.2068, "prix_kwh_hp": 0.27, "abonnement_mensuel": 16.82, "plages_hc": "23h30-07h30"}}
RUNS.append(Run("energy-11", MINI, FR, [
    U("Combien j'ai consommé en novembre en heures creuses et heures pleines, et combien ça va me coûter ?"),
    C("linky_consumption", {"usage_point_id": "14253697086152", "start": "2026-11-01", "end": "2026-11-30"}, linky11),
    A("Voici votre consommation de novembre (du 01/11 au 30/11) :\n\n"
      "| | Consommation | Prix | Coût |\n|---|---|---|---|\n"
      "| Heures creuses (23h30-07h30) | {{fr(212.48, '.1f')|s}} kWh | 0,2068 €/kWh | {{fr(212.48*0.2068)|s}} € |\n"
      "| Heures pleines | {{fr(301.915, '.1f')|s}} kWh | 0,2700 €/kWh | {{fr(301.915*0.27)|s}} € |\n"
      "| Abonnement | | | 16,82 € |\n"
      "| **Total** | **{{fr(212.48+301.915, '.1f')|s}} kWh** | | **{{fr(212.48*0.2068+301.915*0.27+16.82)|s}} €** |\n\n"
      "Les heures creuses représentent {{fr(212.48/(212.48+301.915)*100, '.0f')|s}} % de votre consommation."),
    U("Si je passais 30 % de mes heures pleines en heures creuses ?"),
    A("30 % de {{fr(301.915, '.1f')|s}} kWh = {{fr(301.915*0.3, '.1f')|s}} kWh déplacés. L'économie est de {{fr(301.915*0.3, '.1f')|s}} × (0,2700 − 0,2068) = **{{fr(301.915*0.3*(0.27-0.2068))|s}} €** par mois."),
    U("et sur un an ?"),
    A("Environ {{fr(301.915*0.3*(0.27-0.2068)*12)|s}} € par an, si novembre est représentatif (en été vous consommerez sans doute moins)."),
]))

pw12 = {"response": {"battery_level": 62.4, "energy_left": 8424.117, "total_pack_energy": 13500, "backup_reserve_percent": 20, "grid_status": "Active",
        "percentage_charged": 62.40086666666667, "load_power": 648.25, "solar_power": 0.0, "battery_power": 648.25, "grid_power": 0.0, "timestamp": "2026-11-30T19:12:44-05:00"}}
RUNS.append(Run("energy-12", CLAUDE, US, [
    U("If the power went out right now, how long would the battery last?"),
    C("battery_status", {"site": "home"}, pw12),
    A("Your battery is at **62.4%**, with 8,424 Wh (about 8.4 kWh) left of its 13.5 kWh capacity. It keeps a 20% backup reserve, but in an outage that reserve is exactly what you'd be using, so all 8.4 kWh are available.\n\n"
      "The house is drawing **648 W** right now (all from the battery; no solar at this hour, no grid import). At that rate:\n\n"
      "8.424 kWh ÷ 0.648 kW ≈ **{{8.424117/0.64825|.1f}} hours**, so roughly until mid-morning tomorrow.\n\n"
      "Realistically the load will change: the heat pump or an oven would shorten that a lot."),
    U("how much would be left if I keep the reserve untouched"),
    A("The reserve is 20% of 13.5 kWh = {{13.5*0.2|.1f}} kWh. Above it you have 8.424 − 2.7 = **{{8.424117-2.7|.2f}} kWh**, about {{(8.424117-2.7)/0.64825|.1f}} hours at the current 648 W."),
    U("what time is it for the battery, and what's that in UTC"),
    A("The reading is from 7:12:44 PM Eastern (UTC−5) on November 30, which is **00:12:44 UTC on December 1**."),
], fmt="anthropic"))

gas13 = {"meter": {"mprn": "7503128640", "serial": "G4A00918841", "unit": "m3"}, "reads": [
    {"date": "2026-10-31", "value": 4211.583, "type": "actual"}, {"date": "2026-11-30", "value": 4392.06, "type": "smart"}],
    "calorific_value_mj_m3": 39.3, "volume_correction": 1.02264, "unit_rate_p_kwh": 6.2, "standing_charge_p_day": 31.65}
RUNS.append(Run("energy-13", R1, UK, [
    U("What did our gas cost in November? Show how m³ turns into kWh."),
    C("get_gas_reads", {"from": "2026-10-31", "to": "2026-11-30"}, gas13),
    A("November gas (meter G4A00918841):\n\n"
      "1. Volume: 4,392.060 − 4,211.583 = **{{4392.06-4211.583|.3f}} m³**\n"
      "2. To kWh: volume × correction factor × calorific value ÷ 3.6\n   = {{4392.06-4211.583|.3f}} × 1.02264 × 39.3 ÷ 3.6 = **{{(4392.06-4211.583)*1.02264*39.3/3.6|,.1f}} kWh**\n"
      "3. Energy cost: {{(4392.06-4211.583)*1.02264*39.3/3.6|,.1f}} kWh × 6.2p = £{{(4392.06-4211.583)*1.02264*39.3/3.6*0.062|.2f}}\n"
      "4. Standing charge: 30 days × 31.65p = £{{30*0.3165|.2f}}\n\n"
      "**Total: £{{(4392.06-4211.583)*1.02264*39.3/3.6*0.062+30*0.3165|.2f}}** (before VAT at 5%, which makes it £{{((4392.06-4211.583)*1.02264*39.3/3.6*0.062+30*0.3165)*1.05|.2f}})."),
    U("per day?"),
    A("About {{(4392.06-4211.583)*1.02264*39.3/3.6/30|.1f}} kWh and £{{((4392.06-4211.583)*1.02264*39.3/3.6*0.062+30*0.3165)*1.05/30|.2f}} a day including VAT."),
    U("how does that compare to October"),
    A("I only pulled the two reads bracketing November (31 October and 30 November), so I don't have October's usage. Want me to fetch September's end-of-month read to compare?"),
]))

RUNS.append(Run("energy-14", GPT, US, [
    U("My old fridge uses 450 kWh a year according to its label, the new one I'm looking at is 210 kWh. It costs $1,149. With electricity at 15.1 cents all-in, how long to pay back?"),
    A("**Annual savings:** (450 − 210) kWh × $0.151 = {{450-210|d}} × $0.151 = **${{(450-210)*0.151|.2f}} a year**\n\n"
      "**Payback on the full price:** $1,149 ÷ ${{(450-210)*0.151|.2f}} ≈ **{{1149/((450-210)*0.151)|.1f}} years**\n\n"
      "That's longer than most fridges last (about 12-15 years), so on energy alone it doesn't pay back. It makes more sense if your old fridge needs replacing anyway: then compare only the price difference between the efficient model and a standard one."),
    U("the standard model is $899"),
    A("The difference is $1,149 − $899 = ${{1149-899|d}}. ${{1149-899|d}} ÷ ${{(450-210)*0.151|.2f}} ≈ **{{250/((450-210)*0.151)|.1f}} years** to pay back the extra, if the standard one also uses about 450 kWh. Worth it."),
    U("and per month on the electric bill?"),
    A("${{(450-210)*0.151|.2f}} ÷ 12 = about **$[[3.20]]** a month.", why="(450 − 210) × 0.151 ÷ 12 is $3.02 a month; the answer swaps the 0 and the 2."),
]))

plans15 = {"annual_kwh": 3420, "plans": [
    {"name": "Fixed 12M v4", "unit_rate_p": 24.86, "standing_p_day": 53.35, "exit_fee_gbp": 75},
    {"name": "Tracker Dec 26", "unit_rate_p": 22.14, "standing_p_day": 60.1, "exit_fee_gbp": 0},
    {"name": "Flexible", "unit_rate_p": 24.3705, "standing_p_day": 54.75, "exit_fee_gbp": 0}]}
RUNS.append(Run("energy-15", HAIKU, UK, [
    U("Which electricity plan would be cheapest for us over a year?"),
    C("compare_plans", {"account": "A-3F7C21D0", "basis": "last_12_months"}, plans15),
    A("Based on your last 12 months (3,420 kWh):\n\n"
      "| Plan | Units | Standing | **Year total** |\n|---|---:|---:|---:|\n"
      "| Fixed 12M v4 | £{{3420*0.2486|,.2f}} | £{{365*0.5335|.2f}} | **£{{3420*0.2486+365*0.5335|,.2f}}** |\n"
      "| Tracker Dec 26 | £{{3420*0.2214|,.2f}} | £{{365*0.601|.2f}} | **£{{3420*0.2214+365*0.601|,.2f}}** |\n"
      "| Flexible (current) | £{{3420*0.243705|,.2f}} | £{{365*0.5475|.2f}} | **£{{3420*0.243705+365*0.5475|,.2f}}** |\n\n"
      "The **Tracker** is cheapest by about £{{3420*0.243705+365*0.5475-(3420*0.2214+365*0.601)|.0f}} a year versus staying put, though its unit rate moves daily with wholesale prices, so the saving isn't guaranteed. The Fixed plan has a £75 exit fee."),
    U("at what usage would the fixed beat the tracker"),
    A("Fixed costs more per unit (24.86p vs 22.14p) but less per day (53.35p vs 60.1p). The standing difference is 365 × 6.75p = £{{365*0.0675|.2f}} a year, and each kWh costs 2.72p more on Fixed, so they break even at £{{365*0.0675|.2f}} ÷ £0.0272 ≈ **{{365*0.0675/0.0272|,.0f}} kWh** a year. Below that the Fixed plan wins; you use 3,420, so the Tracker stays ahead."),
]))

outage16 = {"events": [{"id": "OUT-2026-118830", "start": "2026-11-18T03:12:00-05:00", "end": "2026-11-18T03:59:00-05:00", "duration": "PT47M", "cause": "equipment", "customers_affected": 1284},
                       {"id": "OUT-2026-121977", "start": "2026-11-26T14:40:00-05:00", "end": "2026-11-26T16:55:00-05:00", "duration": "PT2H15M", "cause": "tree contact", "customers_affected": 3311}]}
RUNS.append(Run("energy-16", FLASH, US, [
    U("were there outages this month"),
    C("outage_history", {"account": "4410-882-017", "from": "2026-11-01"}, outage16),
    A("2 outages in November:\n- **Nov 18**, 3:12-3:59 AM ET, 47 min (equipment), 1,284 customers\n- **Nov 26** (Thanksgiving), 2:40-4:55 PM ET, 2 h 15 min (tree contact), 3,311 customers\n\nTotal: {{47+135|d}} min without power."),
    U("in UTC?"),
    A("Nov 18 08:12-08:59 UTC; Nov 26 19:40-21:55 UTC."),
    U("did the battery cover it"),
    A("I can't tell from the outage log; it only has the utility's side. The battery's event history would show whether it switched to backup at those times. Want me to check it?"),
]))
