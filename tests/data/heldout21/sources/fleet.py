"""fleet runs: a vehicle-fleet and maintenance assistant (Northmoor Logistics' Tachy, tools designed for
this set: vehicles with plates and VINs as JSON, odometer logs, fuel-card transactions and an asset
register as CSV text with no spaces after the commas, service records, tyre and brake inspections,
driver hours, routes, work orders, a French workshop's invoice as plain text), with fuel economy in
L/100 km, km/L and mpg, cost per km and per mile, a service due by km or by date whichever comes
first, trip ETAs with the break rule, driving hours left, straight-line depreciation and book values,
tread in mm and 32nds and its wear per km, a fuel price change's cost over a month, an invoice's lines
checked; tool results and answers written here, in the styles of GPT-5 (plain), Claude Opus 4.1
(Anthropic envelopes, `£25.9k`), GPT-4o mini (terse), Qwen3 235B (tables), DeepSeek V3.1 (steps), Mistral Small
(French `1 271,30 €`), Command A, Llama 4 Maverick (chatty, `24–28 L/100 km`), a local Qwen3 4B (terse, `Mon 3rd`), QwQ 32B (`<think>`) and Gemini 2.5 Flash (bullets,
`a dozen`)."""

from _heldout21_fleet import POLICY, csv, vehicle
from _heldout21_models import (COMMAND_A, DEEPSEEK_V31, GEMINI25_FLASH, GPT4O_MINI, GPT5, LLAMA4_MAVERICK, LOCAL_4B,
                               MISTRAL_SMALL, OPUS41, QWEN3_235B, QWQ_32B)

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"fleet-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def clock(hour: int, minute: int, plus: str, fmt: str = "%H:%M") -> str:
    """A computed clock time: `plus` minutes (an expression) after `hour:minute` today, as `fmt` writes it."""
    return f"{{{{datetime(2026,3,11,{hour},{minute})+timedelta(minutes={plus})|{fmt}}}}}"


V118 = vehicle("V-118", "NM24 KXR", "WF0XXXTTGXRK83417", "Ford Transit Custom 2.0 EcoBlue", tank_l=70,
               purchase_date="2024-03-14", purchase_gbp=34850, residual_gbp=9500, service_years=5,
               last_service={"date": "2025-10-02", "odometer_km": 41260},
               service_interval={"km": 30000, "months": 12})
T07 = vehicle("T-07", "NM21 OWB", "YV2RT40A5MB918362", "Volvo FL 18t", tank_l=200, fuel_l_per_100km="24-28",
              last_service={"date": "2025-12-04", "odometer_km": 219300},
              service_interval={"km": 40000, "months": 6})
V131 = vehicle("V-131", "NM25 HZE", "VF1MA000972618540", "Renault Master L3H2", tank_l=80,
               last_service={"date": "2025-09-20", "odometer_km": 38410},
               service_interval={"km": 20000, "months": 6}, odometer_km=53900)
FUEL_V118 = csv("date,card,unit,odometer_km,litres,price_per_l,amount_gbp",
                "2026-02-02,FC-4471,V-118,52310,68.4,1.479,101.16", "2026-02-09,FC-4471,V-118,53104,71.2,1.489,106.02",
                "2026-02-16,FC-4471,V-118,53921,73.9,1.469,108.56", "2026-02-23,FC-4471,V-118,54688,69.8,1.459,101.84",
                "2026-03-02,FC-4471,V-118,55472,70.6,1.449,102.30")
ODO_V118 = csv("date,unit,odometer_km", "2025-12-01,V-118,47850", "2026-01-01,V-118,50120", "2026-02-01,V-118,52190",
               "2026-03-01,V-118,55290")
INSPECTION_V118 = {"unit": "V-118", "inspections": [
    {"date": "2025-12-08", "odometer_km": 49020, "tread_mm": {"FL": 5.3, "FR": 5.5, "RL": 6.4, "RR": 6.3},
     "brake_pads_mm": {"front": 5.9, "rear": 7.4}},
    {"date": "2026-03-09", "odometer_km": 55410, "tread_mm": {"FL": 4.1, "FR": 4.3, "RL": 5.6, "RR": 5.4},
     "brake_pads_mm": {"front": 4.0, "rear": 6.5}}]}
DEPOTS = csv("depot,vehicles,litres_feb", "Leeds,18,8120", "York,14,6240", "Hull,10,4280")
BULLETIN = """NORTHERN FUELS - BUNKER PRICE NOTICE NF-0326
Diesel (B7), bunkered at depot tanks: £1.412/L until 2026-03-15; £1.468/L from 2026-03-16.
Prices ex VAT. Minimum drop 2,000 L."""
TREAD_T07 = {"unit": "T-07", "gauge": "32nds of an inch", "inspections": [
    {"date": "2025-09-15", "odometer_km": 188400, "steer": [12, 12], "drive": [12, 12, 13, 12]},
    {"date": "2026-03-06", "odometer_km": 231900, "steer": [9, 8], "drive": [6, 5, 7, 6]}]}
LEFEBVRE = """GARAGE LEFEBVRE POIDS LOURDS - Calais
FACTURE FA-2026-0412 du 05/03/2026 - véhicule NM21 OWB
Plaquettes de frein AV (jeu) ............ 2 x 186,40 €
Disques de frein AV ..................... 2 x 312,75 €
Main-d'oeuvre ........................... 3,5 h x 78,00 €
Total HT : 1 271,30 €
TVA 20 % : 254,26 €
Total TTC : 1 525,56 €
Paiement à 30 jours."""
WORK_ORDERS = csv("wo_id,unit,plate,opened,issue,status",
                  "WO-26-0311,V-131,NM25 HZE,2026-03-02,ABS warning light,awaiting parts",
                  "WO-26-0318,T-07,NM21 OWB,2026-03-05,air leak rear axle,in progress",
                  "WO-26-0322,V-118,NM24 KXR,2026-03-09,front pads at 4.0 mm,booked 2026-03-13",
                  "WO-26-0325,V-102,NM23 LFA,2026-03-10,windscreen chip,open")
ASSETS = csv("unit,type,purchase_date,price_gbp,residual_gbp,years",
             "V-102,van,2023-06-20,31200,7800,5", "V-118,van,2024-03-14,34850,9500,5",
             "V-131,van,2025-01-08,38900,11200,5", "T-07,truck,2021-05-03,96400,22000,7")
CARD_FC4480 = csv("tx_id,date,time,card,unit,site,litres,price_per_l,amount_gbp",
                  "TX-558102,2026-03-03,06:12,FC-4480,V-131,Leeds Ring Rd,61.5,1.459,89.73",
                  "TX-558139,2026-03-06,19:47,FC-4480,V-131,Selby Services,96.4,1.479,142.58",
                  "TX-558177,2026-03-09,07:05,FC-4480,V-131,Leeds Ring Rd,58.2,1.449,84.33")
PICKUP_LOG = csv("fill,date,odometer_mi,gallons_us,price_usd", "1,2026-02-17,12405,,", "2,2026-02-21,12731,14.2,48.14",
                 "3,2026-02-26,13019,12.9,43.86", "4,2026-03-03,13342,13.8,46.37")
WORKSHOP = """NORTHMOOR WORKSHOP - FREE SLOTS w/c 2026-03-16
Mon 16/3  none
Tue 17/3  none
Wed 18/3  none
Thu 19/3  08:00-12:00 (bay 2)
Fri 20/3  13:00-17:00 (bay 1)"""
SERVICE_QUOTE = {"quote_id": "SQ-2603-118", "unit": "V-131", "service": "B", "kit_gbp": 186.50, "labour_hours": 2.5,
                 "labour_rate_gbp": 68.00}

RUNS = [
    run(1, GPT5,
        U("What fuel economy is V-118 getting? Use February's fuel card."),
        C("get_fuel_transactions", {"unit": "V-118", "from": "2026-02-01", "to": "2026-03-02"}, FUEL_V118),
        A("Taking the fills full to full, from the 2 Feb fill (52,310 km) to the 2 Mar fill (55,472 km):\n\n"
          "- Distance: {{55472-52310|,d}} km\n- Fuel after the first fill: 71.2 + 73.9 + 69.8 + 70.6 = {{71.2+73.9+69.8+70.6|.1f}} L\n"
          "- Economy: **{{(71.2+73.9+69.8+70.6)/(55472-52310)*100|.2f}} L/100 km**, i.e. {{(55472-52310)/(71.2+73.9+69.8+70.6)|.1f}} km/L "
          "or about {{235.2/((71.2+73.9+69.8+70.6)/(55472-52310)*100)|.1f}} mpg (US)."),
        U("And the fuel cost per km and per mile?"),
        A("The same four fills cost £106.02 + £108.56 + £101.84 + £102.30 = £{{106.02+108.56+101.84+102.30|.2f}}, over "
          "{{55472-52310|,d}} km: **£{{(106.02+108.56+101.84+102.30)/3162|.3f}}/km**, or £{{(106.02+108.56+101.84+102.30)/3162*1.609|.3f}} a mile."),
        U("Which fill was the dearest per litre?"),
        A("9 Feb: 71.2 L at £1.489/L (£106.02). The cheapest was 2 Mar at £1.449/L; the difference is "
          "{{(1.489-1.449)*100|.1f}}p a litre."),
        U("So what's the L/100 km for the fleet report, one decimal?"),
        A("V-118: [[9.3]] L/100 km for February.",
          why="285.5 L over 3,162 km is 9.03 L/100 km, 9.0 to one decimal; the model swapped the digits"),
    ),
    run(2, OPUS41,
        U("When is V-118 due its next service?"),
        C("get_vehicle", {"unit": "V-118"}, V118),
        C("get_odometer_log", {"unit": "V-118", "months": 3}, ODO_V118),
        A("V-118's last service was on 2 October 2025 at 41,260 km, and the interval is 30,000 km or 12 months, so it is "
          "due at **{{41260+30000|,d}} km** or on **2 October 2026**, whichever comes first.\n\n"
          "From the odometer log it covered {{55290-47850|,d}} km between 1 December and 1 March "
          "({{(date(2026,3,1)-date(2025,12,1)).days|d}} days), about {{(55290-47850)/90|.1f}} km a day. It has "
          "{{71260-55290|,d}} km to go, which at that rate is about {{(71260-55290)/((55290-47850)/90)|.0f}} days: around "
          "**{{date(2026,3,1)+timedelta(days=(71260-55290)/((55290-47850)/90))|%d %B %Y}}**. The kilometres come first."),
        U("What did the last inspection say about tyres and brakes?"),
        C("get_inspections", {"unit": "V-118"}, INSPECTION_V118),
        A("On 9 March (55,410 km):\n\n| Position | Tread | In 32nds |\n|---|---|---|\n"
          "| Front left | 4.1 mm | {{4.1/0.794|.1f}}/32 |\n| Front right | 4.3 mm | {{4.3/0.794|.1f}}/32 |\n"
          "| Rear left | 5.6 mm | {{5.6/0.794|.1f}}/32 |\n| Rear right | 5.4 mm | {{5.4/0.794|.1f}}/32 |\n\n"
          "All above the 3 mm limit. Front pads are at 4.0 mm (limit 3 mm), rear pads 6.5 mm."),
        U("How long until the front left tyre hits the limit?"),
        A("Between the two inspections it lost 5.3 − 4.1 = {{5.3-4.1|.1f}} mm over {{55410-49020|,d}} km, so "
          "{{(55410-49020)/1.2|,.0f}} km per mm. It has {{4.1-3|.1f}} mm left above 3 mm: about "
          "**{{round((4.1-3)*(55410-49020)/1.2,-2)|,.0f}} km**, which is before the service mileage."),
        U("What's the van's annual depreciation and its book value now?"),
        A("(£34,850 − £9,500) / 5 years = **£{{(34850-9500)/5|,.0f}} a year**. It was bought on 14 March 2024, so on "
          "14 March 2026 it will have two full years: £34,850 − 2 × £{{(34850-9500)/5|,.0f}} = **£[[24,170]]**.",
          why="34,850 − 10,140 is 24,710; the model swapped two digits"),
        anthropic=True),
    run(3, GPT4O_MINI,
        U("kasia's hours left today?"),
        C("get_driver_hours", {"driver_id": "D-22"},
          {"driver_id": "D-22", "name": "Kasia Nowak", "date": "2026-03-11", "driving_today": "3h40", "since_last_break": "3h40",
           "shift_start": "06:30", "week_driving": "31h15"}),
        A("Driving left: 9h − 3h40 = {{(540-220)//60|d}}h{{(540-220)%60|02d}}. Break due in {{270-220|d}} min."),
        U("she's doing leeds to carlisle now, 212 km at 70 km/h avg, leaving 11:20. eta?"),
        A("{{212/70*60|.0f}} min driving. Break after 50 min (" + clock(11, 20, "50") + "), 45 min, then on. ETA ~[[16:06]].",
          why="11:20 + 182 min of driving + 45 min of break is 15:06; the model wrote one digit off"),
        U("hours left after that?"),
        A("{{(540-220-212/70*60)//60|.0f}}h{{(540-220-212/70*60)%60|02.0f}} of driving."),
        U("week total after?"),
        A("31h15 + {{212/70*60|.0f}} min = {{(31*60+15+182)//60|d}}h{{(31*60+15+182)%60|02d}}."),
    ),
    run(4, QWEN3_235B,
        U("Northern Fuels put the bunker price up. What does it cost us a month?"),
        C("get_fuel_notice", {"supplier": "Northern Fuels"}, BULLETIN),
        C("get_depot_fuel", {"month": "2026-02"}, DEPOTS),
        A("At February's volumes:\n\n| Depot | Vehicles | Litres (Feb) | Extra at +£{{1.468-1.412|.3f}}/L |\n|---|---|---|---|\n"
          "| Leeds | 18 | 8,120 | £{{8120*(1.468-1.412)|.2f}} |\n| York | 14 | 6,240 | £{{6240*(1.468-1.412)|.2f}} |\n"
          "| Hull | 10 | 4,280 | £{{4280*(1.468-1.412)|.2f}} |\n"
          "| **Fleet** | **{{18+14+10|d}}** | **{{8120+6240+4280|,d}}** | **£{{18640*(1.468-1.412)|,.2f}}** |"),
        U("Per vehicle?"),
        A("| Extra per month | Vehicles | Per vehicle |\n|---|---|---|\n| £{{18640*0.056|,.2f}} | 42 | "
          "£{{18640*0.056/42|.2f}} |"),
        U("What does it cost for the rest of March, from the 16th?"),
        A("| Days | Litres a day (Feb average) | Litres | Extra |\n|---|---|---|---|\n| 16 (from 16 Mar) | "
          "{{18640/28|.1f}} | {{18640/28*16|,.0f}} | £{{18640/28*16*0.056|.2f}} |"),
        U("And the February bill at the new price?"),
        A("| Price | Litres | Bill (ex VAT) |\n|---|---|---|\n| £1.412 | 18,640 | £{{18640*1.412|,.2f}} |\n"
          "| £1.468 | 18,640 | £{{18640*1.468|,.2f}} |"),
    ),
    run(5, DEEPSEEK_V31,
        U("T-07's tyres were gauged in 32nds again. What's that in mm, and is anything near the limit?"),
        C("get_tread", {"unit": "T-07"}, TREAD_T07),
        A("Step 1: 1/32 in = 0.794 mm.\nStep 2: steer axle 9/32 = {{9*0.794|.1f}} mm and 8/32 = {{8*0.794|.1f}} mm.\n"
          "Step 3: drive axle 6/32 = {{6*0.794|.1f}} mm, 5/32 = {{5*0.794|.1f}} mm, 7/32 = {{7*0.794|.1f}} mm, "
          "6/32 = {{6*0.794|.1f}} mm.\nStep 4: the limit is 4/32 (3 mm); the drive tyre at 5/32 ({{5*0.794|.2f}} mm) is one "
          "32nd above it."),
        U("How fast are the drive tyres wearing?"),
        A("Step 1: the worst drive tyre went from 12/32 to 5/32, {{12-5|d}}/32, between 188,400 and 231,900 km.\n"
          "Step 2: that is {{231900-188400|,d}} km, so {{(231900-188400)/7|,.0f}} km per 32nd.\n"
          "Step 3: one 32nd left above the limit: about [[6,241]] km.",
          why="43,500 km / 7 is 6,214 km; the model swapped two digits when it repeated it"),
        U("And the average drive tyre?"),
        A("Step 1: average now (6 + 5 + 7 + 6) / 4 = {{(6+5+7+6)/4|.2f}}/32, before {{(12+12+13+12)/4|.2f}}/32.\n"
          "Step 2: wear {{(12+12+13+12)/4-(6+5+7+6)/4|.2f}}/32 over {{231900-188400|,d}} km: {{(231900-188400)/6.25|,.0f}} km per 32nd."),
        U("When is its service due?"),
        C("get_vehicle", {"unit": "T-07"}, T07),
        A("Step 1: last service 2025-12-04 at 219,300 km; interval 40,000 km or 6 months.\nStep 2: by km at "
          "{{219300+40000|,d}} km ({{219300+40000-231900|,d}} km to go); by date on 2026-06-04.\nStep 3: "
          "{{(date(2026,6,4)-date(2026,3,11)).days|d}} days from today; whichever comes first."),
    ),
    run(6, MISTRAL_SMALL,
        U("Pouvez-vous vérifier la facture du Garage Lefebvre pour le camion ?"),
        C("get_invoice", {"invoice_id": "FA-2026-0412"}, LEFEBVRE),
        A("Facture FA-2026-0412 (NM21 OWB) :\n\n- Plaquettes AV : 2 × 186,40 € = {{fr(2*186.4)|s}} €\n"
          "- Disques AV : 2 × 312,75 € = [[652,50]] €\n- Main-d'œuvre : 3,5 h × 78,00 € = {{fr(3.5*78)|s}} €\n\n"
          "Total HT {{fr(2*186.4+2*312.75+3.5*78)|s}} €, TVA {{fr((2*186.4+2*312.75+3.5*78)*0.2)|s}} €, TTC "
          "{{fr((2*186.4+2*312.75+3.5*78)*1.2)|s}} € : la facture est juste.",
          why="2 × 312,75 € is 625,50 €; the model swapped two digits"),
        U("En livres sterling ?"),
        C("get_fx_rate", {"pair": "EUR/GBP"}, {"pair": "EUR/GBP", "rate": 0.8591, "date": "2026-03-11"}),
        A("Au taux de 0,8591 : 1 525,56 € = £{{1525.56*0.8591|,.2f}} TTC (£{{1271.30*0.8591|,.2f}} HT)."),
        U("Échéance ?"),
        A("Paiement à 30 jours du 05/03/2026 : le {{date(2026,3,5)+timedelta(days=30)|%d/%m/%Y}}, dans "
          "{{(date(2026,4,4)-date(2026,3,11)).days|d}} jours."),
        U("Quelle part pour la main-d'œuvre ?"),
        A("{{fr(3.5*78)|s}} € sur {{fr(1271.30)|s}} € HT, soit {{fr(273/1271.3*100, '.1f')|s}} %."),
    ),
    run(7, COMMAND_A,
        U("List the open work orders, oldest first."),
        C("get_work_orders", {"status": "open"}, WORK_ORDERS),
        A("Four open work orders:\n\n1. WO-26-0311: V-131 (NM25 HZE), ABS warning light, opened 2 March, awaiting parts "
          "({{(date(2026,3,11)-date(2026,3,2)).days|d}} days)\n2. WO-26-0318: T-07 (NM21 OWB), air leak on the rear axle, "
          "in progress ({{(date(2026,3,11)-date(2026,3,5)).days|d}} days)\n3. WO-26-0322: V-118 (NM24 KXR), front pads at "
          "4.0 mm, booked for 13 March\n4. WO-26-0325: V-102 (NM23 LFA), windscreen chip, opened yesterday"),
        U("I need the VIN of the van waiting on ABS parts for the parts order."),
        C("get_vehicle", {"unit": "V-131"}, V131),
        A("V-131 (NM25 HZE), Renault Master L3H2: VIN **[[VF1MA000972618504]]**.",
          why="the vehicle record gives VF1MA000972618540; the model swapped the last two digits"),
        U("Is V-131 due a service too?"),
        A("Last service 2025-09-20 at 38,410 km; interval 20,000 km or 6 months. By km: {{38410+20000|,d}} "
          "({{38410+20000-53900|,d}} km left at 53,900). By date: 2026-03-20, in {{(date(2026,3,20)-date(2026,3,11)).days|d}} "
          "days. The date comes first, so book it with the ABS repair."),
        U("When is V-118's pad job, in days from now?"),
        A("WO-26-0322 is booked for Friday 13 March, {{(date(2026,3,13)-date(2026,3,11)).days|d}} days from now."),
    ),
    run(8, LLAMA4_MAVERICK,
        U("Hi! Can T-07 do Leeds to Aberdeen in one day with Marek driving? Leaving 05:30."),
        C("get_route", {"from": "Leeds depot", "to": "Aberdeen (Dyce)", "vehicle": "T-07"},
          {"from": "Leeds depot", "to": "Aberdeen (Dyce)", "distance_km": 505, "avg_speed_kmh": 62}),
        C("get_vehicle", {"unit": "T-07"}, T07),
        A("Great question! 🚛 Let's work it out:\n\n- 505 km at 62 km/h = {{505/62|.2f}} h of driving "
          "({{505/62*60|.0f}} min), under the 9 h daily limit ✅\n- After 4 h 30 min Marek needs a 45-minute break\n"
          "- Leaving 05:30: break at " + clock(5, 30, "270") + ", back on the road at " + clock(5, 30, "315") +
          "\n- Arrival at Dyce around **" + clock(5, 30, "505/62*60+45") + "** 🎉"),
        U("How much fuel will it use? The truck's figure is 24–28 L/100 km."),
        A("Sure thing!\n\n- At 24 L/100 km: 505 × 0.24 = {{505*0.24|.1f}} L\n- At 28 L/100 km: 505 × 0.28 = "
          "{{505*0.28|.1f}} L\n\nSo roughly {{505*0.24|.0f}}–{{505*0.28|.0f}} L, well inside the 200 L tank ⛽"),
        U("At £1.468/L what's that in money?"),
        A("£{{505*0.24*1.468|.2f}} to £{{505*0.28*1.468|.2f}} for the trip 💷"),
        U("What time does he get in again, for the customer?"),
        A("He should roll into Dyce at about **[[14:32]]** 👍",
          why="05:30 + 489 min of driving + 45 min of break is 14:23; the model swapped two digits"),
    ),
    run(9, OPUS41,
        U("What's the fleet's annual depreciation on the asset register?"),
        C("get_asset_register", {}, ASSETS),
        A("Straight line, (price − residual) / years:\n\n- V-102: (31,200 − 7,800) / 5 = £{{(31200-7800)/5|,.0f}}\n"
          "- V-118: (34,850 − 9,500) / 5 = £{{(34850-9500)/5|,.0f}}\n- V-131: (38,900 − 11,200) / 5 = £{{(38900-11200)/5|,.0f}}\n"
          "- T-07: (96,400 − 22,000) / 7 = £{{(96400-22000)/7|,.2f}}\n\n"
          "Total: **£{{(31200-7800)/5+(34850-9500)/5+(38900-11200)/5+(96400-22000)/7|,.2f}} a year** (about £{{((31200-7800)/5+(34850-9500)/5+(38900-11200)/5+(96400-22000)/7)/1000|.1f}}k)."),
        U("What's T-07's book value at its fifth anniversary?"),
        A("On 3 May 2026: £96,400 − 5 × £{{(96400-22000)/7|,.2f}} = **£{{96400-5*(96400-22000)/7|,.2f}}**."),
        U("When is each fully depreciated?"),
        A("- V-102: 20 June {{2023+5|d}}\n- V-118: 14 March {{2024+5|d}}\n- V-131: 8 January {{2025+5|d}}\n"
          "- T-07: 3 May {{2021+7|d}}\n\nT-07 goes first."),
        U("How much of the vans' value is left at residual, in total?"),
        A("£7,800 + £9,500 + £11,200 = **£{{7800+9500+11200|,d}}** for the three vans."),
        anthropic=True),
    run(10, LOCAL_4B,
        U("t-07 plate?"),
        C("get_vehicle", {"unit": "T-07"}, T07),
        A("NM21 OWB."),
        U("tacho calibration due?"),
        C("get_compliance", {"unit": "T-07"}, {"unit": "T-07", "mot_due": "2026-05-19", "tacho_calibration_due": "2026-08-03",
                                                "operator_licence": "OB2047711"}),
        A("Mon 3rd Aug."),
        U("mot?"),
        A("19/5, in {{(date(2026,5,19)-date(2026,3,11)).days|d}} days."),
        U("o-licence no"),
        A("[[OB2047171]].", why="the record gives OB2047711; the model swapped two digits"),
    ),
    run(11, QWQ_32B,
        U("Anything odd on fuel card FC-4480 this month?"),
        C("get_fuel_transactions", {"card": "FC-4480", "from": "2026-03-01", "to": "2026-03-11"}, CARD_FC4480),
        C("get_vehicle", {"unit": "V-131"}, V131),
        A("<think>\nV-131 tank 80 L. TX-558139: 96.4 L at 19:47 on 03-06, Selby Services. More than the tank. "
          "The others are 61.5 and 58.2.\n</think>\n\n"
          "Yes: **TX-558139** on 6 March at 19:47 (Selby Services) put **96.4 L** on V-131's card, but V-131's tank holds "
          "80 L: {{96.4-80|.1f}} L more than it can take, £{{(96.4-80)*1.479|.2f}} at that price. The other two fills "
          "(61.5 L and 58.2 L) are normal."),
        U("Total on the card this month?"),
        A("<think>\n89.73 + 142.58 + 84.33.\n</think>\n\n£{{89.73+142.58+84.33|.2f}} for {{61.5+96.4+58.2|.1f}} L."),
        U("What was the average price per litre?"),
        A("<think>\nAmount over litres.\n</think>\n\n£{{(89.73+142.58+84.33)/(61.5+96.4+58.2)|.3f}}/L."),
        U("Give me the id again for the fraud report."),
        A("<think>\nThe 96.4 L one.\n</think>\n\n[[TX-558193]], 6 March 2026, 19:47, Selby Services, 96.4 L, £142.58.",
          why="the card's transactions give TX-558139; the model swapped the last two digits"),
    ),
    run(13, OPUS41,
        U("Book V-131's service. What's free at the workshop and what will it cost?"),
        C("get_workshop_slots", {"from": "2026-03-16", "to": "2026-03-20"}, WORKSHOP),
        C("get_service_quote", {"unit": "V-131", "service": "B"}, SERVICE_QUOTE),
        A("V-131's service is due by date on Fri 20 March (the 20,000 km comes later), so the slots before then are:\n\n"
          "- Thu 19/3, 08:00–12:00 (bay 2)\n- Fri 20/3, 13:00–17:00 (bay 1)\n\n"
          "The B service quote SQ-2603-118: kit £186.50 + 2.5 h × £68.00 = £{{2.5*68|.2f}} labour, so "
          "£{{186.5+2.5*68|.2f}} ex VAT, **£{{(186.5+2.5*68)*1.2|.2f}}** with VAT."),
        U("Take Thursday. How long is the van off the road?"),
        A("Booked for Thu 19/3 at 08:00. The job is 2.5 h, so it should be ready around "
          "{{datetime(2026,3,19,8,0)+timedelta(minutes=150)|%H:%M}}, within the 08:00–12:00 slot."),
        U("Can they do the ABS fault in the same slot? That's another 1.5 h."),
        A("2.5 h + 1.5 h = {{2.5+1.5|.1f}} h, exactly the 4-hour morning slot (08:00–12:00). Labour would be "
          "{{2.5+1.5|.1f}} h × £68.00 = £{{4*68|.2f}}, plus the ABS parts."),
        U("Total labour and kit for both then, with VAT?"),
        A("£186.50 kit + £{{4*68|.2f}} labour = £{{186.5+4*68|.2f}} ex VAT, **£{{(186.5+4*68)*1.2|.2f}}** with VAT "
          "(ABS parts to add)."),
        anthropic=True),
    run(12, GEMINI25_FLASH,
        U("The US pickup on the Houston job: what mpg is it doing?"),
        C("get_fuel_log", {"unit": "P-03"}, PICKUP_LOG),
        A("* **Miles:** 12,405 to 13,342 = **{{13342-12405|d}} mi** over the last three fills (roughly three hundred "
          "miles each)\n* **Fuel:** 14.2 + 12.9 + 13.8 = {{14.2+12.9+13.8|.1f}} US gal\n"
          "* **Economy:** {{(13342-12405)/(14.2+12.9+13.8)|.1f}} mpg, i.e. {{235.2/((13342-12405)/(14.2+12.9+13.8))|.1f}} L/100 km"),
        U("Cost per mile?"),
        A("* **Fuel spend:** $48.14 + $43.86 + $46.37 = ${{48.14+43.86+46.37|.2f}}\n"
          "* **Per mile:** ${{(48.14+43.86+46.37)/937|.3f}}\n* **Per km:** ${{(48.14+43.86+46.37)/937/1.609|.3f}}"),
        U("Which leg was thirstiest?"),
        A("* Fill 3: {{13019-12731|d}} mi on 12.9 gal = {{288/12.9|.1f}} mpg\n* Fill 2: {{12731-12405|d}} mi on 14.2 gal = {{326/14.2|.1f}} mpg\n"
          "* Fill 4: {{13342-13019|d}} mi on 13.8 gal = {{323/13.8|.1f}} mpg\n* So fill 3 was the thirstiest"),
        U("If it keeps this up, fuel for a dozen more legs like these?"),
        A("* A leg averages {{937/3|.0f}} mi, so 12 legs ≈ {{937/3*12|,.0f}} mi\n* At {{937/40.9|.1f}} mpg: "
          "≈ {{937/3*12/(937/40.9)|.0f}} gal, about ${{937/3*12*(48.14+43.86+46.37)/937|,.0f}} at these prices\n"
          "* Total miles logged so far: {{13342-12405|d}}"),
    ),
]
