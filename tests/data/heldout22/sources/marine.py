"""marine runs: a charter-yacht and small-harbour operations assistant (Hamble Point Charters &
Harbour's Bosun, tools designed for this set: vessels and berth bookings as JSON, a tide table as
text, a forecast as JSON, fuel dock receipts and an engine log as CSV text with no spaces after the
commas, a crew and passenger manifest, a maintenance log with engine hours, moorings with positions
in degrees and decimal minutes), with passage ETAs from legs in nautical miles at a speed in knots,
fuel burn per engine hour and a reserve, berth fees per metre per night with VAT, a tide window from
hourly heights and the rule of twelfths, wind in knots and km/h, engine-hour service intervals, ages
on embarkation, positions in decimal degrees, a charter's deposit, balance and cancellation share;
tool results and answers written here, in the styles of o3 (plain), Claude Haiku 4.5 (headings) and Claude
Sonnet 4.5 (Anthropic envelopes), Gemini 2.5 Pro (bullets), Grok 4 (blunt), Kimi K2
(tables), GLM-4.6 (steps), Phi-4 (short), Mistral Large (Spanish `4.850,00 €`), GPT-4.1 mini
(Dutch `£ 229,68`, `14 mrt`), a local Gemma 3 4B (terse) and DeepSeek R1 (`<think>`)."""

from _heldout22_marine import POLICY, csv
from _heldout22_models import (GEMINI25_PRO, GLM46, GPT41_MINI, GROK4, HAIKU45, KIMI_K2, LOCAL_GEMMA,
                               MISTRAL_LARGE, O3, PHI4, R1, SONNET45)

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"marine-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def clock(hour: int, minute: int, plus: str, fmt: str = "%H:%M") -> str:
    """A computed clock time: `plus` minutes (an expression) after `hour:minute` today, as `fmt` writes it."""
    return f"{{{{datetime(2026,5,14,{hour},{minute})+timedelta(minutes={plus})|{fmt}}}}}"


KESTREL = {"vessel": "Kestrel", "type": "Bavaria C42", "loa_m": 12.4, "draft_m": 2.1, "berth": "A-03",
           "mmsi": "235067219", "engine": "Yanmar 4JH57", "cruise_kn": 6.5, "burn_l_per_h": 3.8, "tank_l": 210}
ROUTE_YARMOUTH = {"route_id": "RT-HY-03", "from": "Hamble Point Marina", "to": "Yarmouth Harbour (IoW)", "legs": [
    {"leg": 1, "from": "Hamble Point", "to": "Calshot Spit", "nm": 3.4},
    {"leg": 2, "from": "Calshot Spit", "to": "Egypt Point", "nm": 4.7},
    {"leg": 3, "from": "Egypt Point", "to": "Yarmouth Harbour", "nm": 9.8}]}
SAOIRSE = {"booking_id": "BB-26-05117", "vessel": "Saoirse", "flag": "IE", "loa_m": 11.6, "beam_m": 3.9, "berth": "C-14",
           "arrive": "2026-05-15", "depart": "2026-05-18", "rate_gbp_per_m_night": 4.35, "shore_power_gbp_night": 6.5,
           "mmsi": "250004417"}
TIDES = """PORTSMOUTH - TIDAL PREDICTIONS (local time) - THU 14 MAY 2026
LW 0214  1.1m
HW 0807  4.5m
LW 1431  0.9m
HW 2036  4.6m
Hourly heights (m): 0600 3.4 | 0700 4.1 | 0800 4.5 | 0900 4.3 | 1000 3.7 | 1100 2.8 | 1200 1.9 | 1300 1.2 | 1400 0.9 | 1500 1.0 | 1600 1.6 | 1700 2.5 | 1800 3.4 | 1900 4.1 | 2000 4.5
Heights above chart datum."""
FORECAST = {"area": "Solent", "issued": "2026-05-14T05:00Z", "pressure_hpa": 1012, "visibility": "good",
            "sea_temp_c": 13.5, "hours": [
                {"t": "09:00", "wind_dir": "SW", "wind_kn": 12, "gust_kn": 18, "wave_m": 0.6},
                {"t": "12:00", "wind_dir": "SW", "wind_kn": 15, "gust_kn": 22, "wave_m": 0.8},
                {"t": "15:00", "wind_dir": "WSW", "wind_kn": 17, "gust_kn": 26, "wave_m": 1.1},
                {"t": "18:00", "wind_dir": "W", "wind_kn": 14, "gust_kn": 21, "wave_m": 0.9}]}
FUEL_DOCK = csv("receipt,date,time,vessel,berth,litres,price_per_l,amount_gbp",
                "FD-7731,2026-05-02,0915,Kestrel,A-03,86.4,1.62,139.97",
                "FD-7742,2026-05-05,1640,Kestrel,A-03,112.0,1.62,181.44",
                "FD-7758,2026-05-09,0830,Tern,A-05,64.2,1.65,105.93",
                "FD-7766,2026-05-11,1210,Kestrel,A-03,73.5,1.65,121.28",
                "FD-7770,2026-05-12,0745,Tern,A-05,58.8,1.65,97.02")
MAINT_KESTREL = {"vessel": "Kestrel", "engine": "Yanmar 4JH57", "engine_hours": 1958, "log": [
    {"date": "2025-10-21", "hours": 1742, "work": "250 h service: oil, filters, anodes"},
    {"date": "2025-04-02", "hours": 1520, "work": "raw-water impeller replaced; 250 h service"},
    {"date": "2024-09-30", "hours": 1268, "work": "250 h service; cutlass bearing"}]}
MANIFEST = {"charter_id": "CH-26-0418", "vessel": "Tern", "mmsi": "235118406", "callsign": "2HTQ7",
            "embark": "2026-05-16", "disembark": "2026-05-23", "max_persons": 8,
            "crew": [{"name": "Ruth Okafor", "role": "skipper", "dob": "1979-08-02", "cert": "YM Offshore 44731"}],
            "passengers": [{"name": "Tomasz Wrona", "dob": "1988-11-30"}, {"name": "Ana Wrona", "dob": "1990-03-12"},
                           {"name": "Kuba Wrona", "dob": "2015-06-19"}, {"name": "Lena Wrona", "dob": "2019-01-07"},
                           {"name": "Piotr Zielinski", "dob": "1986-02-25"}]}
BUOY_Y7 = {"buoy": "Y-7", "position": "50°47.2'N 001°06.5'W", "depth_m": 4.2, "max_loa_m": 14, "status": "free"}
BUOY_Y9 = {"buoy": "Y-9", "lat": 50.7950, "lon": -1.1125, "depth_m": 3.6, "max_loa_m": 12, "status": "free"}
ORTEGA = {"charter_id": "CH-26-0533", "client": "Familia Ortega Ruiz", "vessel": "Halcyon", "embark": "2026-07-04",
          "disembark": "2026-07-11", "fee_eur": 4850.00, "deposit_paid_eur": 1455.00, "deposit_paid_on": "2026-03-14",
          "balance_paid": False}
ZEEZWALUW = {"invoice_id": "INV-HP-26-0871", "vessel": "Zeezwaluw", "flag": "NL", "loa_m": 13.2, "berth": "D-07",
             "arrived": "2026-05-10", "departs": "2026-05-14", "rate_gbp_per_m_night": 4.35,
             "shore_power_gbp_night": 6.5, "pump_out_gbp": 15.0, "booked_on": "2026-03-14", "deposit_paid_gbp": 50.0}
TERN = {"vessel": "Tern", "type": "Hanse 388", "loa_m": 11.4, "draft_m": 1.97, "berth": "A-05", "mmsi": "235118406",
        "cruise_kn": 6, "burn_l_per_h": 4.6, "tank_l": 160, "fuel_on_board_l": 95}
ROUTE_POOLE = {"route_id": "RT-HP-07", "from": "Hamble Point Marina", "to": "Poole Quay", "legs": [
    {"leg": 1, "from": "Hamble Point", "to": "Calshot Spit", "nm": 3.4},
    {"leg": 2, "from": "Calshot Spit", "to": "Hurst Narrows", "nm": 14.6},
    {"leg": 3, "from": "Hurst Narrows", "to": "Poole Fairway", "nm": 11.8}]}
ENGINE_HALCYON = csv("date,vessel,engine_h_start,engine_h_end,fuel_added_l",
                     "2026-05-03,Halcyon,2210.5,2216.0,24.1", "2026-05-07,Halcyon,2216.0,2223.8,33.5",
                     "2026-05-10,Halcyon,2223.8,2228.1,19.0")
MAINT_HALCYON = {"vessel": "Halcyon", "engine": "Volvo Penta D2-50", "engine_hours": 2228.1,
                 "last_service": {"date": "2026-02-11", "hours": 2050}, "impeller_at_hours": 1890}

LEGS_Y = "(3.4+4.7+9.8)"
LEGS_P = "(3.4+14.6+11.8)"

RUNS = [
    run(1, O3,
        U("Plan Kestrel's run to Yarmouth today, leaving 0815 under engine."),
        C("get_vessel", {"name": "Kestrel"}, KESTREL),
        C("get_route", {"route_id": "RT-HY-03"}, ROUTE_YARMOUTH),
        A("Route RT-HY-03: Hamble Point → Calshot Spit 3.4 nm, → Egypt Point 4.7 nm, → Yarmouth 9.8 nm, "
          "{{" + LEGS_Y + "|.1f}} nm in all. At Kestrel's 6.5 kn cruise that is {{" + LEGS_Y + "/6.5|.2f}} h, about "
          "{{int(" + LEGS_Y + "/6.5*60)//60|d}}h {{int(" + LEGS_Y + "/6.5*60)%60|d}}m, so leaving at 0815 you'd be in around "
          + clock(8, 15, "int(" + LEGS_Y + "/6.5*60)") + "."),
        U("And if we sail it at 5 knots?"),
        A("{{" + LEGS_Y + "|.1f}} / 5 = {{" + LEGS_Y + "/5|.2f}} h, plus the 10% sailing allowance = {{" + LEGS_Y
          + "/5*1.1|.2f}} h (about {{int(" + LEGS_Y + "/5*1.1*60)//60|d}} h {{int(" + LEGS_Y + "/5*1.1*60)%60|d}} min). "
          "ETA roughly " + clock(8, 15, "int(" + LEGS_Y + "/5*1.1*60)") + "."),
        U("Fuel if we motor the whole way?"),
        A("{{" + LEGS_Y + "/6.5|.2f}} h × 3.8 L/h ≈ {{" + LEGS_Y + "/6.5*3.8|.1f}} L. The 20% reserve of the 210 L tank is "
          "{{210*0.2|.0f}} L, so you need about {{" + LEGS_Y + "/6.5*3.8+42|.0f}} L aboard at departure."),
        U("How far is that in km, for the guests?"),
        A("{{" + LEGS_Y + "|.1f}} nm × 1.852 ≈ [[32.2]] km.",
          why="17.9 nm × 1.852 is 33.2 km; the model wrote one digit off"),
        U("What's Kestrel's draft and length in feet?"),
        A("Draft 2.1 m × 3.281 ≈ {{2.1*3.281|.1f}} ft; LOA 12.4 m ≈ {{12.4*3.281|.1f}} ft."),
    ),
    run(2, HAIKU45,
        U("Quote for the Irish boat arriving tomorrow, booking BB-26-05117."),
        C("get_berth_booking", {"booking_id": "BB-26-05117"}, SAOIRSE),
        A("## Berth quote: Saoirse (BB-26-05117)\n\n- Berth C-14, {{(date(2026,5,18)-date(2026,5,15)).days|d}} nights "
          "(15–18 May)\n- Berth: 11.6 m × £4.35 × 3 = £{{11.6*4.35*3|.2f}}\n- Shore power: 3 × £6.50 = £{{3*6.5|.2f}}\n"
          "- Subtotal: £{{11.6*4.35*3+3*6.5|.2f}}\n- VAT 20%: £{{(11.6*4.35*3+3*6.5)*0.2|.2f}}\n"
          "- **Total: £{{(11.6*4.35*3+3*6.5)*1.2|.2f}}**"),
        U("What's she in feet? The skipper asked."),
        A("## Dimensions\n\n- LOA: 11.6 m ≈ {{11.6*3.281|.1f}} ft\n- Beam: 3.9 m ≈ {{3.9*3.281|.1f}} ft"),
        U("They want to stay two more nights, to the 20th."),
        A("## Revised quote (15–20 May, {{(date(2026,5,20)-date(2026,5,15)).days|d}} nights)\n\n"
          "- Berth: 11.6 × £4.35 × 5 = £{{11.6*4.35*5|.2f}}\n- Shore power: 5 × £6.50 = £{{5*6.5|.2f}}\n"
          "- VAT: £{{(11.6*4.35*5+5*6.5)*0.2|.2f}}\n- **Total: £[[341.67]]**",
          why="(252.30 + 32.50) × 1.2 is £341.76; the model swapped the last two digits"),
        U("Booking ref and their MMSI for the VHF log?"),
        A("## For the log\n\n- Booking: BB-26-05117\n- MMSI: 250004417\n- Berth: C-14"),
        U("And the first three nights without shore power?"),
        A("## Berth only\n\n- £{{11.6*4.35*3|.2f}} + VAT = **£{{11.6*4.35*3*1.2|.2f}}**"),
        anthropic=True),
    run(3, SONNET45,
        U("Kestrel draws 2.1 m. The bar at the entrance has 0.4 m charted and we want 0.5 m under the keel. When can she get out and back in today?"),
        C("get_tide_table", {"port": "Portsmouth", "date": "2026-05-14"}, TIDES),
        A("You need a height of tide of 2.1 + 0.5 − 0.4 = **{{2.1+0.5-0.4|.1f}} m** over the bar.\n\n"
          "From the hourly heights, the morning's water stays above that until 1100 (2.8 m); by 1200 it is down to 1.9 m. "
          "It comes back above 2.2 m by 1700 (2.5 m). So: **leave before about 11:00**, and **come back after about "
          "17:00**: a closed window of roughly {{17-11|d}} hours around the 14:31 low water (0.9 m)."),
        U("What's the range this afternoon, and how long does the flood run?"),
        A("LW 14:31 0.9 m to HW 20:36 4.6 m: a range of **{{4.6-0.9|.1f}} m** over "
          "**{{(20*60+36-(14*60+31))//60|d}} h {{(20*60+36-(14*60+31))%60|02d}} min**."),
        U("Rule of twelfths: what height at 16:31?"),
        A("16:31 is two hours after low water, so 1/12 + 2/12 = 3/12 of the range has come in: "
          "0.9 + {{3/12*3.7|.3f}} ≈ **{{0.9+3/12*3.7|.1f}} m**, still under your {{2.2|.1f}} m."),
        U("And this morning's high water was when?"),
        A("High water this morning was at **[[0817]]**, 4.5 m, with a range of {{4.5-1.1|.1f}} m from the 0214 low.",
          why="the tide table gives HW 0807; the model wrote one digit off"),
        U("How much water over the bar at high water tonight?"),
        A("4.6 m of tide + 0.4 m charted = **{{4.6+0.4|.1f}} m**, so {{4.6+0.4-2.1|.1f}} m under Kestrel's keel."),
        anthropic=True),
    run(4, GEMINI25_PRO,
        U("What's the Solent forecast looking like for a day sail?"),
        C("get_forecast", {"area": "Solent", "date": "2026-05-14"}, FORECAST),
        A("Here's the outlook:\n\n* **Wind:** SW 12 kn at 09:00, building to 17 kn WSW by 15:00, easing to 14 kn W by 18:00\n"
          "* **Gusts:** 18–26 kn, the strongest mid-afternoon\n* **Sea:** 0.6–1.1 m\n* **Average wind** over the four "
          "forecast hours: {{(12+15+17+14)/4|.1f}} kn\n* Visibility good, sea 13.5 °C"),
        U("Put the worst of it in km/h for the guests."),
        A("* 15:00 mean 17 kn ≈ **{{17*1.852|.1f}} km/h**\n* Gust 26 kn ≈ **{{26*1.852|.1f}} km/h**\n"
          "* The gust factor is 26/17 ≈ {{26/17|.2f}}"),
        U("Our charter limit is 20 kn mean and 25 kn gusts. Are we OK?"),
        A("* Mean wind: the highest is 17 kn, {{20-17|d}} kn under the limit\n* Gusts: 26 kn at 15:00 is "
          "{{26-25|d}} kn over the 25 kn limit, the other hours are fine (18, 22, 21)\n"
          "* **Be back alongside before mid-afternoon** or reef early."),
        U("And the pressure and waves in feet?"),
        A("* Pressure: **[[1021]] hPa**\n* Waves: 0.6–1.1 m ≈ {{0.6*3.281|.1f}}–{{1.1*3.281|.1f}} ft",
          why="the forecast gives 1012 hPa; the model swapped two digits"),
        U("And at midday, in km/h?"),
        A("* 12:00: 15 kn ≈ {{15*1.852|.1f}} km/h, gusts 22 kn ≈ {{22*1.852|.1f}} km/h"),
    ),
    run(5, GROK4,
        U("How much diesel has Kestrel had off the fuel dock this month?"),
        C("get_fuel_dock_receipts", {"month": "2026-05"}, FUEL_DOCK),
        A("Three fills: 86.4 + 112.0 + 73.5 = **{{86.4+112.0+73.5|.1f}} L**, costing 139.97 + 181.44 + 121.28 = "
          "**£{{139.97+181.44+121.28|.2f}}**. Average £{{(139.97+181.44+121.28)/(86.4+112.0+73.5)|.3f}}/L."),
        U("Tern?"),
        A("Two fills, 64.2 + 58.8 = {{64.2+58.8|.1f}} L, £{{105.93+97.02|.2f}}."),
        U("What did the price rise since the 9th cost Kestrel?"),
        A("It went from £1.62 to £1.65, {{(1.65-1.62)*100|.0f}}p a litre. Only the 11 May fill (73.5 L) was at the new "
          "price: roughly £{{73.5*0.03|.0f}} extra. Had all {{86.4+112.0+73.5|.1f}} L been at £1.65 it would be "
          "£{{271.9*0.03|.2f}} more."),
        U("Which receipt was the big fill?"),
        A("FD-[[7724]], 5 May, 112.0 L, £181.44.",
          why="the receipt is FD-7742; the model swapped two digits"),
        U("Total dock sales this month?"),
        A("£{{139.97+181.44+105.93+121.28+97.02|.2f}} for {{86.4+112.0+64.2+73.5+58.8|.1f}} L over 5 receipts."),
    ),
    run(6, KIMI_K2,
        U("When are Kestrel's next engine service and impeller due?"),
        C("get_maintenance_log", {"vessel": "Kestrel"}, MAINT_KESTREL),
        A("| Item | Last done | Interval | Due at | Engine now | To go |\n|---|---|---|---|---|---|\n"
          "| Service | 1,742 h | 250 h | {{1742+250|,d}} h | 1,958 h | {{1742+250-1958|d}} h |\n"
          "| Impeller | 1,520 h | 500 h | {{1520+500|,d}} h | 1,958 h | [[26]] h |",
          why="2,020 − 1,958 is 62 h; the model swapped the digits"),
        U("She's doing about 5 engine hours a day on charter. Which day will the service fall due?"),
        A("| Hours to go | Per day | Days | Date |\n|---|---|---|---|\n| {{1992-1958|d}} | 5 | {{34/5|.1f}} → {{-(-34//5)|d}} | "
          "{{date(2026,5,14)+timedelta(days=-(-34//5))|%a %d %b}} |"),
        U("Fuel she'll burn before then?"),
        C("get_vessel", {"name": "Kestrel"}, KESTREL),
        A("| Hours | Burn | Fuel | Tanks |\n|---|---|---|---|\n| {{1992-1958|d}} | 3.8 L/h | {{34*3.8|.1f}} L | "
          "{{34*3.8/210|.2f}} of 210 L |"),
        U("How far into the interval is she now?"),
        A("| Since service | Interval | Share |\n|---|---|---|\n| {{1958-1742|d}} h | 250 h | {{(1958-1742)/250*100|.1f}}% |"),
        U("How long between her last two services?"),
        A("| From | To | Engine hours | Days |\n|---|---|---|---|\n| 1,520 h (2025-04-02) | 1,742 h (2025-10-21) | "
          "{{1742-1520|d}} | {{(date(2025,10,21)-date(2025,4,2)).days|d}} |"),
    ),
    run(7, GLM46,
        U("Check the manifest for Saturday's charter on Tern."),
        C("get_manifest", {"charter_id": "CH-26-0418"}, MANIFEST),
        A("Step 1: crew 1 (skipper Ruth Okafor) + passengers 5 = {{1+5|d}} on board.\nStep 2: Tern's maximum is 8, so "
          "{{8-6|d}} places spare.\nStep 3: embark 2026-05-16, disembark 2026-05-23: {{(date(2026,5,23)-date(2026,5,16)).days|d}} nights."),
        U("Any children? Ages on embarkation please."),
        A("Step 1: Kuba Wrona, born 2015-06-19: {{2026-2015-((5,16)<(6,19))|d}} on 16 May.\n"
          "Step 2: Lena Wrona, born 2019-01-07: {{2026-2019-((5,16)<(1,7))|d}}.\n"
          "Step 3: two children, both under 16: two child lifejackets."),
        U("Skipper's age and ticket?"),
        A("Step 1: Ruth Okafor, born 1979-08-02: {{2026-1979-((5,16)<(8,2))|d}} on embarkation.\n"
          "Step 2: YM Offshore 44731."),
        U("Tern's MMSI and callsign for the radio check?"),
        A("Step 1: MMSI [[235118460]].\nStep 2: callsign 2HTQ7.",
          why="the manifest gives MMSI 235118406; the model swapped the last two digits"),
        U("How many person-nights for the victualling?"),
        A("Step 1: 6 people × 7 nights = {{6*7|d}} person-nights."),
    ),
    run(8, PHI4,
        U("Where is mooring Y-7, in decimal degrees?"),
        C("get_mooring", {"buoy": "Y-7"}, BUOY_Y7),
        A("50°47.2'N 001°06.5'W = {{50+47.2/60|.4f}}, −{{1+6.5/60|.4f}}."),
        U("And Y-9 in degrees and minutes? How far is it from Y-7?"),
        C("get_mooring", {"buoy": "Y-9"}, BUOY_Y9),
        A("Y-9: 50°{{(50.7950-50)*60|.2f}}'N 001°{{(1.1125-1)*60|05.2f}}'W. It is {{(50.7950-50)*60-47.2|.1f}}' "
          "of latitude north of Y-7, {{((50.7950-50)*60-47.2)*1852|.0f}} m."),
        U("Can a 13 m boat use either?"),
        A("Y-7 yes (max 14 m, {{14*3.281|.1f}} ft). Y-9 no (max 12 m)."),
        U("Harbour office postcode for a parts delivery?"),
        A("[[SO31 4NQ]].", why="no tool or prompt gives a postcode; the model invented one"),
        U("Depth at Y-9 in feet?"),
        A("3.6 m = {{3.6*3.281|.1f}} ft."),
    ),
    run(9, MISTRAL_LARGE,
        U("Hola, somos la familia Ortega Ruiz, reserva CH-26-0533. ¿Cuánto nos queda por pagar y cuándo?"),
        C("get_charter", {"charter_id": "CH-26-0533"}, ORTEGA),
        A("Su chárter en el Halcyon (04/07 – 11/07/2026) cuesta 4.850,00 €. El depósito del 30 % "
          "({{de(4850*0.3)|s}} €) se pagó el 14/03. Queda el saldo de **{{de(4850-1455)|s}} €**, que vence 42 días antes "
          "del embarque: el **{{date(2026,7,4)-timedelta(days=42)|%d/%m/%Y}}** (sábado)."),
        U("¿Y si tuviéramos que cancelar hoy?"),
        A("Hoy faltan {{(date(2026,7,4)-date(2026,5,14)).days|d}} días para el embarque, entre 30 y 59: se cobra el 50 % "
          "del chárter, [[2.245,00]] €. Ya han pagado 1.455,00 €, así que deberían {{de(4850*0.5-1455)|s}} € más.",
          why="50% of 4.850,00 € is 2.425,00 €; the model swapped two digits"),
        U("¿Cuánto sale por noche y por persona? Somos 6."),
        A("Son {{(date(2026,7,11)-date(2026,7,4)).days|d}} noches: {{de(4850/7)|s}} € por noche, "
          "{{de(4850/7/6)|s}} € por persona y noche."),
        U("¿Cuántos días tenemos para pagar el saldo?"),
        A("Del 14/05 al {{date(2026,7,4)-timedelta(days=42)|%d/%m}}: {{(date(2026,5,23)-date(2026,5,14)).days|d}} días."),
        U("¿Y el depósito, cuánto sale por noche?"),
        A("1.455,00 € / 7 = {{de(1455/7)|s}} € por noche."),
    ),
    run(10, GPT41_MINI,
        U("Goedemorgen, wij vertrekken vandaag met de Zeezwaluw. Wat is de rekening?"),
        C("get_berth_invoice", {"vessel": "Zeezwaluw"}, ZEEZWALUW),
        A("Factuur INV-HP-26-0871, ligplaats D-07 (geboekt op 14 mrt):\n\n"
          "- Liggeld: {{(date(2026,5,14)-date(2026,5,10)).days|d}} nachten × 13,2 m × £ 4,35 = £ {{de(4*13.2*4.35)|s}}\n"
          "- Walstroom: 4 × £ 6,50 = £ {{de(4*6.5)|s}}\n- Pump-out: £ 15,00\n"
          "- Subtotaal: £ {{de(4*13.2*4.35+26+15)|s}}\n- Btw 20%: £ {{de((4*13.2*4.35+26+15)*0.2)|s}}\n"
          "- **Totaal: £ {{de((4*13.2*4.35+26+15)*1.2)|s}}**, min aanbetaling £ 50,00: te betalen "
          "**£ {{de((4*13.2*4.35+26+15)*1.2-50)|s}}**"),
        U("Hoeveel is dat in euro?"),
        C("get_fx_rate", {"pair": "GBP/EUR"}, {"pair": "GBP/EUR", "rate": 1.1642, "date": "2026-05-14"}),
        A("Tegen 1,1642: totaal € {{de(324.82*1.1642)|s}}, te betalen € {{de(274.82*1.1642)|s}}."),
        U("Wat is het tarief per meter per nacht inclusief btw?"),
        A("£ 4,35 × 1,2 = £ {{de(4.35*1.2)|s}} per meter per nacht."),
        U("En het factuurnummer voor onze administratie?"),
        A("INV-HP-26-[[0781]].", why="the invoice is INV-HP-26-0871; the model swapped two digits"),
        U("Wat kost één nacht extra?"),
        A("13,2 m × £ 4,35 + £ 6,50 stroom = £ {{de(13.2*4.35+6.5)|s}}, met btw £ {{de((13.2*4.35+6.5)*1.2)|s}}."),
    ),
    run(11, LOCAL_GEMMA,
        U("kestrel berth + mmsi"),
        C("get_vessel", {"name": "Kestrel"}, KESTREL),
        A("A-03. MMSI 235067219."),
        U("reserve fuel?"),
        A("20% of 210 L = {{210*0.2|.0f}} L."),
        U("6h motoring fuel?"),
        A("6 × 3.8 = {{6*3.8|.1f}} L. With reserve ~{{6*3.8+42|.0f}} L."),
        U("her next charter id?"),
        A("[[CH-26-0547]].", why="no tool gave Kestrel's next charter; the model invented an id"),
        U("loa in ft"),
        A("{{12.4*3.281|.1f}} ft."),
    ),
    run(12, R1,
        U("Tern to Poole today, leaving 0930 at 6 knots under engine. ETA and have we enough fuel?"),
        C("get_vessel", {"name": "Tern"}, TERN),
        C("get_route", {"route_id": "RT-HP-07"}, ROUTE_POOLE),
        A("<think>\nLegs 3.4 + 14.6 + 11.8 = {{" + LEGS_P + "|.1f}} nm. At 6 kn: {{" + LEGS_P + "/6|.3f}} h = "
          "{{int(" + LEGS_P + "/6*60)|d}} min. 0930 + {{int(" + LEGS_P + "/6*60)|d}} min = "
          + clock(9, 30, "int(" + LEGS_P + "/6*60)") + ". Fuel: {{" + LEGS_P + "/6|.3f}} × 4.6 = {{" + LEGS_P
          + "/6*4.6|.1f}} L. Reserve 20% of 160 = {{160*0.2|.0f}} L. Need {{" + LEGS_P + "/6*4.6+32|.1f}}; aboard 95.\n"
          "</think>\n\n**ETA Poole Quay: about [[14:38]].** Fuel: about {{" + LEGS_P + "/6*4.6|.1f}} L for the passage "
          "plus the {{160*0.2|.0f}} L reserve, {{" + LEGS_P + "/6*4.6+32|.1f}} L against 95 L aboard: enough, with "
          "{{95-(" + LEGS_P + "/6*4.6+32)|.1f}} L spare.",
          why="09:30 + 298 min is 14:28 (its own <think> says so); the model wrote one digit off in the answer"),
        U("What if we slow to 5 knots to save fuel?"),
        A("<think>\n{{" + LEGS_P + "|.1f}}/5 = {{" + LEGS_P + "/5|.2f}} h. Burn at lower revs unknown; same rate gives "
          "{{" + LEGS_P + "/5*4.6|.1f}} L, more, not less.\n</think>\n\nAt 5 kn the passage takes {{" + LEGS_P
          + "/5|.2f}} h (ETA about " + clock(9, 30, "int(" + LEGS_P + "/5*60)") + "). At the listed 4.6 L/h that is "
          "{{" + LEGS_P + "/5*4.6|.1f}} L; it only saves fuel if the burn at lower revs falls below "
          "{{" + LEGS_P + "/6*4.6/(" + LEGS_P + "/5)|.2f}} L/h."),
        U("Distance in km?"),
        A("<think>\n{{" + LEGS_P + "|.1f}} × 1.852.\n</think>\n\n{{" + LEGS_P + "*1.852|.1f}} km."),
        U("What share of what's aboard is the reserve?"),
        A("<think>\n{{160*0.2|.0f}} / 95.\n</think>\n\nAbout {{32/95*100|.0f}}% of the 95 L aboard."),
    ),
    run(13, HAIKU45,
        U("What's Halcyon actually burning per engine hour? Use the engine log."),
        C("get_engine_log", {"vessel": "Halcyon", "month": "2026-05"}, ENGINE_HALCYON),
        A("From 2,210.5 h to 2,228.1 h she ran {{2228.1-2210.5|.1f}} engine hours and took on 24.1 + 33.5 + 19.0 = "
          "{{24.1+33.5+19.0|.1f}} L: **{{(24.1+33.5+19.0)/(2228.1-2210.5)|.2f}} L/h**."),
        U("When's her service?"),
        C("get_maintenance_log", {"vessel": "Halcyon"}, MAINT_HALCYON),
        A("Last service at 2,050 h, so due at **{{2050+250|,d}} h**: {{2300-2228.1|.1f}} engine hours from now. The "
          "impeller (last at 1,890 h) is due at {{1890+500|,d}} h."),
        U("How much fuel until the service at that rate?"),
        A("{{2300-2228.1|.1f}} h × {{76.6/17.6|.2f}} L/h ≈ **{{(2300-2228.1)*76.6/17.6|.0f}} L**."),
        U("What did the 7 May outing burn per hour?"),
        A("33.5 L over {{2223.8-2216.0|.1f}} engine hours: {{33.5/7.8|.2f}} L/h."),
        anthropic=True),
]
