"""Energy runs 1-12: interval readings, time-of-use tariffs, thermostats, bills, solar, firmware, a German meter."""

from _energy import DE, UK, US, dumps, ha_state
from _shared import CLAUDE, DEEPSEEK, GEMINI, GPT, GPT41, HAIKU, LLAMA, MINI, MISTRAL, O3MINI, QWEN, SONNET37
from _vocab import A, C, Run, U

RUNS = []

# e01: hourly consumption for Sunday Nov 29 (UK, UTC = local in winter), newest first as the API pages it.
V1 = [0.412, 0.388, 0.301, 0.296, 0.305, 0.287, 0.341, 0.612, 0.954, 0.733, 0.521, 0.498, 0.611, 0.544, 0.502, 0.687, 1.214, 1.873, 2.106, 1.562, 0.988, 0.741, 0.566, 0.471]
cons1 = {"count": 24, "next": None, "previous": None, "results": [
    {"consumption": v, "interval_start": f"2026-11-29T{h:02d}:00:00Z", "interval_end": f"2026-11-29T{h + 1:02d}:00:00Z" if h < 23 else "2026-11-30T00:00:00Z"}
    for h, v in reversed(list(enumerate(V1)))]}
S1 = "+".join(map(str, V1))
RUNS.append(Run("energy-01", GPT, UK, [
    U("How much electricity did we use yesterday and when was the peak?"),
    C("get_consumption", {"meter": "electricity", "period_from": "2026-11-29T00:00:00Z", "period_to": "2026-11-30T00:00:00Z", "group_by": "hour"}, cons1),
    A(f"Yesterday (Sunday 29 November) you used **{{{{{S1}|.2f}}}} kWh** in total.\n\n"
      "**Peak hour:** 18:00-19:00 GMT with **2.106 kWh**, followed by 17:00-18:00 (1.873 kWh) and 19:00-20:00 (1.562 kWh).\n\n"
      f"The evening block from 16:00 to 20:00 alone was {{{{1.214+1.873+2.106+1.562|.3f}}}} kWh, about {{{{(1.214+1.873+2.106+1.562)/({S1})*100|.0f}}}}% of the day. "
      "Overnight (00:00-06:00) your baseload sat around 0.29-0.41 kWh an hour, which is fridge, router, standby and the like."),
    U("what's our average per hour overnight exactly"),
    A("00:00-06:00: (0.412 + 0.388 + 0.301 + 0.296 + 0.305 + 0.287) ÷ 6 = **{{(0.412+0.388+0.301+0.296+0.305+0.287)/6|.3f}} kWh** per hour, i.e. an average draw of about {{(0.412+0.388+0.301+0.296+0.305+0.287)/6*1000|.0f}} W."),
    U("and if that baseload ran all year?"),
    A("{{(0.412+0.388+0.301+0.296+0.305+0.287)/6|.3f}} kWh × 24 × 365 ≈ **{{(0.412+0.388+0.301+0.296+0.305+0.287)/6*24*365|,.0f}} kWh** a year."),
]))

rates2 = {"count": 3, "results": [
    {"value_exc_vat": 36.77, "value_inc_vat": 38.6085, "valid_from": "2026-11-30T16:00:00Z", "valid_to": "2026-11-30T19:00:00Z", "payment_method": None, "label": "peak"},
    {"value_exc_vat": 7.142857, "value_inc_vat": 7.5, "valid_from": "2026-11-30T23:30:00Z", "valid_to": "2026-12-01T05:30:00Z", "payment_method": None, "label": "off_peak"},
    {"value_exc_vat": 23.21, "value_inc_vat": 24.3705, "valid_from": None, "valid_to": None, "payment_method": None, "label": "standard"}]}
RUNS.append(Run("energy-02", CLAUDE, UK, [
    U("I need to put 42 kWh into the car tonight. How much would it cost in the off-peak window vs standard rate? And when exactly is off-peak?"),
    C("get_unit_rates", {"tariff": "current", "date": "2026-11-30"}, rates2),
    A("Tonight's off-peak window runs from **23:30 to 05:30 GMT** (6 hours), at **7.5p/kWh** including VAT.\n\n"
      "For 42 kWh:\n"
      "- **Off-peak:** 42 × 7.5p = {{42*7.5|.0f}}p = **£{{42*7.5/100|.2f}}**\n"
      "- **Standard rate:** 42 × 24.3705p = {{42*24.3705|.2f}}p ≈ **£{{42*24.3705/100|.2f}}**\n"
      "- For comparison, if it charged during the 16:00-19:00 peak (38.6085p): £{{42*38.6085/100|.2f}}\n\n"
      "Charging off-peak saves you **£{{42*(24.3705-7.5)/100|.2f}}** against the standard rate. "
      "One thing to check: 42 kWh in 6 hours needs an average of {{42/6|.0f}} kW, which a 7.4 kW home charger can just about manage, so it should fit in the window."),
    U("my charger is 7.4 kW but the car only takes 6.6 on AC"),
    A("Then the car is the limit: 42 kWh ÷ 6.6 kW = {{42/6.6|.2f}} hours, about {{int(42/6.6)|d}} h {{(42/6.6-int(42/6.6))*60|.0f}} min. That's longer than the 6-hour window, so about {{42-6*6.6|.1f}} kWh ({{6*6.6|.1f}} kWh fits) would spill outside it at the standard rate, adding roughly £{{(42-6*6.6)*(24.3705-7.5)/100|.2f}}. Start at 23:30 and it'll finish around 0{{5+int((42/6.6-6)*60+30)//60|d}}:{{int((42/6.6-6)*60+30)%60|02d}}."),
], fmt="anthropic"))

tstat3 = {"thermostatList": [{"identifier": "411920583117", "name": "Hallway", "thermostatRev": "261130140512", "runtime": {"connected": True, "actualTemperature": 684, "actualHumidity": 41,
           "desiredHeat": 690, "desiredCool": 760, "lastStatusModified": "2026-11-30 14:05:11"}, "settings": {"hvacMode": "heat", "useCelsius": False}}], "status": {"code": 0, "message": ""}}
set3 = {"status": {"code": 0, "message": ""}}
RUNS.append(Run("energy-03", GEMINI, US, [
    U("whats the thermostat at"),
    C("thermostat_get", {"selection": {"selectionType": "registered", "includeRuntime": True, "includeSettings": True}}, tstat3),
    A("Hallway: 68.4°F now, heat set to 69.0°F, humidity 41%. Mode: heat."),
    U("set heat to 21 C"),
    A("21°C = {{21*9/5+32|.1f}}°F. Set the hallway heat setpoint to {{21*9/5+32|.1f}}°F?"),
    U("yes"),
    C("thermostat_set_hold", {"thermostat": "411920583117", "holdType": "nextTransition", "heatHoldTemp": 698, "coolHoldTemp": 760}, set3),
    A("Done. Heat held at 69.8°F (21°C) until the next schedule change."),
    U("and whats 68.4 in C"),
    A("{{(68.4-32)*5/9|.1f}}°C."),
]))

bill4 = {"account": "4410-882-017", "statement_date": "2026-11-24", "service_period": {"from": "2026-10-23", "to": "2026-11-21", "days": 30},
         "meter": {"id": "PE-7718204", "prev_read": 58211, "curr_read": 59023, "usage_kwh": 812},
         "charges": [{"desc": "Basic customer charge", "amount": 14.0}, {"desc": "Energy charge 812 kWh @ $0.11742", "amount": 95.35},
                     {"desc": "Renewable energy rider", "amount": 1.62}, {"desc": "Storm recovery charge 812 kWh @ $0.00318", "amount": 2.58},
                     {"desc": "NC sales tax 7%", "amount": 7.8}], "total_due": 121.35, "due_date": "2026-12-15", "prior_balance": 0.0}
RUNS.append(Run("energy-04", LLAMA, US, [
    U("Break down my latest electric bill for me"),
    C("get_bill", {"account": "4410-882-017", "which": "latest"}, bill4),
    A("Here's your Piedmont Electric statement from November 24, 2026, for October 23 to November 21 (30 days):\n\n"
      "Meter PE-7718204 went from 58,211 to 59,023, so you used **812 kWh**, about {{812/30|.1f}} kWh a day.\n\n"
      "Charges:\n- Basic customer charge: $14.00\n- Energy charge (812 kWh at $0.11742): $95.35\n- Renewable energy rider: $1.62\n- Storm recovery charge (812 kWh at $0.00318): $2.58\n- NC sales tax (7%): $7.80\n\n"
      "**Total due: $121.35** by December 15, 2026. Your average all-in cost is {{121.35/812*100|.1f}} cents per kWh."),
    U("does that add up?"),
    A("Yes: $14.00 + $95.35 + $1.62 + $2.58 = ${{14+95.35+1.62+2.58|.2f}} before tax, plus $7.80 tax = **${{14+95.35+1.62+2.58+7.8|.2f}}**, the total on the bill. The tax is {{7.8/(14+95.35+1.62+2.58)*100|.2f}}% of the pre-tax charges, which matches the 7% rate after rounding."),
    U("if I cut usage by 10% next month how much would I save"),
    A("10% of 812 kWh is {{812*0.1|.1f}} kWh. At $0.11742 + $0.00318 per kWh plus 7% tax, that's about {{812*0.1|.1f}} × ${{0.11742+0.00318|.5f}} × 1.07 = **${{812*0.1*(0.11742+0.00318)*1.07|.2f}}** saved; the customer charge and rider don't change."),
]))

solar5 = {"energy": {"timeUnit": "DAY", "unit": "Wh", "measuredBy": "INVERTER", "values": [
    {"date": "2026-11-23 00:00:00", "value": 4821.0}, {"date": "2026-11-24 00:00:00", "value": 2203.0}, {"date": "2026-11-25 00:00:00", "value": 6112.0},
    {"date": "2026-11-26 00:00:00", "value": 1498.0}, {"date": "2026-11-27 00:00:00", "value": 3307.0}, {"date": "2026-11-28 00:00:00", "value": 5590.0},
    {"date": "2026-11-29 00:00:00", "value": 4114.0}, {"date": "2026-11-30 00:00:00", "value": None}]}}
exp5 = {"count": 7, "results": [{"date": "2026-11-23", "export_kwh": 2.914}, {"date": "2026-11-24", "export_kwh": 0.611}, {"date": "2026-11-25", "export_kwh": 3.882},
                                {"date": "2026-11-26", "export_kwh": 0.0}, {"date": "2026-11-27", "export_kwh": 1.204}, {"date": "2026-11-28", "export_kwh": 3.317}, {"date": "2026-11-29", "export_kwh": 2.046}],
        "export_rate_p_per_kwh": 15.0}
RUNS.append(Run("energy-05", MINI, UK, [
    U("How much did the solar panels generate last week and how much did we export?"),
    C("solar_energy", {"site": "main", "timeUnit": "DAY", "startDate": "2026-11-23", "endDate": "2026-11-30"}, solar5),
    C("get_export", {"from": "2026-11-23", "to": "2026-11-29"}, exp5),
    A("Here's your solar week, **Mon 23 - Sun 29 November**:\n\n"
      "| Day | Generated | Exported |\n|---|---:|---:|\n"
      "| Mon 23 | 4.82 kWh | 2.91 kWh |\n| Tue 24 | 2.20 kWh | 0.61 kWh |\n| Wed 25 | 6.11 kWh | 3.88 kWh |\n| Thu 26 | 1.50 kWh | 0.00 kWh |\n"
      "| Fri 27 | 3.31 kWh | 1.20 kWh |\n| Sat 28 | 5.59 kWh | 3.32 kWh |\n| Sun 29 | 4.11 kWh | 2.05 kWh |\n"
      "| **Total** | **{{(4821+2203+6112+1498+3307+5590+4114)/1000|.2f}} kWh** | **{{2.914+0.611+3.882+0+1.204+3.317+2.046|.2f}} kWh** |\n\n"
      "At the 15p/kWh export rate, the exports earned you **£{{(2.914+0.611+3.882+0+1.204+3.317+2.046)*0.15|.2f}}**. "
      "You used {{(1-(2.914+0.611+3.882+0+1.204+3.317+2.046)/((4821+2203+6112+1498+3307+5590+4114)/1000))*100|.0f}}% of what you generated yourself. Today's figure isn't in yet."),
    U("best day?"),
    A("Wednesday 25th: 6,112 Wh (6.11 kWh) generated and 3.882 kWh exported, worth £{{3.882*0.15|.2f}}."),
    U("and if the self used part saved us the standard 24.37p?"),
    A("Self-used: {{(4821+2203+6112+1498+3307+5590+4114)/1000-(2.914+0.611+3.882+0+1.204+3.317+2.046)|.2f}} kWh × 24.37p ≈ £{{((4821+2203+6112+1498+3307+5590+4114)/1000-(2.914+0.611+3.882+0+1.204+3.317+2.046))*0.2437|.2f}} saved on imports. Together with the export earnings, the panels were worth about £{{((4821+2203+6112+1498+3307+5590+4114)/1000-(2.914+0.611+3.882+0+1.204+3.317+2.046))*0.2437+(2.914+0.611+3.882+0+1.204+3.317+2.046)*0.15|.2f}} last week."),
]))

dev6 = [{"id": "plug-kitchen-01", "model": "Shelly Plug S Gen3", "fw": "1.4.4", "fw_available": "1.5.1", "online": True, "last_seen": 1796047511},
        {"id": "ev-charger", "model": "Zappi v2.1", "fw": "3.312", "fw_available": None, "online": True, "last_seen": 1796047498},
        {"id": "inverter", "model": "SE5000H", "fw": "4.21.38", "fw_available": "4.22.12", "online": True, "last_seen": 1796047420},
        {"id": "plug-office-02", "model": "Shelly Plug S Gen3", "fw": "1.3.2", "fw_available": "1.5.1", "online": False, "last_seen": 1795705200}]
RUNS.append(Run("energy-06", GPT41, UK, [
    U("Are any of my devices out of date or offline?"),
    C("list_devices", {"include": ["firmware", "status"]}, dev6),
    A("**Firmware updates available (3):**\n"
      "| Device | Model | Installed | Available |\n|---|---|---|---|\n"
      "| plug-kitchen-01 | Shelly Plug S Gen3 | 1.4.4 | 1.5.1 |\n| inverter | SE5000H | 4.21.38 | 4.22.12 |\n| plug-office-02 | Shelly Plug S Gen3 | 1.3.2 | 1.5.1 |\n\n"
      "**Offline (1):** `plug-office-02` was last seen on **Thursday 26 November at 15:00 GMT**, about 4 days ago. It's also two minor versions behind, so once it's back online, update it first.\n\n"
      "The Zappi charger (firmware 3.312) is up to date."),
    U("update the kitchen plug"),
    C("update_firmware", {"device": "plug-kitchen-01", "version": "1.5.1"}, {"ok": True, "job_id": "fw-2f61c0", "eta": "PT3M"}),
    A("Update started for plug-kitchen-01 to **1.5.1** (job fw-2f61c0). It should take about 3 minutes; the plug will turn off briefly while it reboots, so anything plugged into it will lose power for a moment."),
    U("when did the inverter last check in, in local time"),
    A("Today at 14:03 GMT (14:03:40 UTC; Edinburgh is on GMT in winter, so local time and UTC are the same)."),
]))

de7 = {"zaehler": {"nummer": "1ESY1161229886", "obis": "1-0:1.8.0", "stand_kwh": 48213.7, "zeitpunkt": "2026-11-30T08:00:00+01:00"},
       "letzte_abrechnung": {"stand_kwh": 45102.4, "datum": "2026-01-31"},
       "tarif": {"name": "RheinStrom Basis", "arbeitspreis_eur_kwh": 0.3189, "grundpreis_eur_monat": 13.45}, "abschlag_eur_monat": 112.0}
RUNS.append(Run("energy-07", MISTRAL, DE, [
    U("Reicht mein Abschlag von 112 € im Monat? Wie viel habe ich seit der letzten Abrechnung verbraucht?"),
    C("get_meter", {"meter": "1ESY1161229886", "include": ["tarif", "letzte_abrechnung"]}, de7),
    A("Ihr Zähler 1ESY1161229886 stand heute (30.11.2026, 08:00 Uhr) bei **48.213,7 kWh**, bei der letzten Abrechnung am 31.01.2026 bei 45.102,4 kWh. "
      "Verbrauch seither: **{{de(48213.7-45102.4, ',.1f')|s}} kWh** in 10 Monaten.\n\n"
      "Kosten im Tarif RheinStrom Basis:\n- Arbeitspreis: {{de(48213.7-45102.4, ',.1f')|s}} kWh × 0,3189 €/kWh = {{de((48213.7-45102.4)*0.3189)|s}} €\n"
      "- Grundpreis: 10 × 13,45 € = {{de(10*13.45)|s}} €\n- **Summe: {{de((48213.7-45102.4)*0.3189+10*13.45)|s}} €**\n\n"
      "Gezahlt haben Sie in der Zeit 10 × 112 € = {{de(1120)|s}} €. Es fehlen also etwa **{{de((48213.7-45102.4)*0.3189+10*13.45-1120)|s}} €**, d. h. Ihr Abschlag ist zu niedrig."),
    U("Welcher Abschlag wäre richtig?"),
    A("Ihr Monatsverbrauch liegt bei rund {{de((48213.7-45102.4)/10, ',.0f')|s}} kWh, das kostet {{de((48213.7-45102.4)/10*0.3189+13.45)|s}} € pro Monat inklusive Grundpreis. Ein Abschlag von **{{de(((48213.7-45102.4)/10*0.3189+13.45)//1+1, ',.0f')|s}} €** würde passen."),
]))
