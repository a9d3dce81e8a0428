"""skiresort runs: a ski area's guest desk and mountain guide office assistant (Bergbahnen Hochkar-Tal's
Firn, tools designed for this set: pass prices, guide bookings, avalanche forecasts, a group quote, a
touring route, a forecast and exchange rates as JSON, rental prices and lift status as CSV text, a
snow report, an instructor schedule and the season's figures as plain text), with passes by age band
rounded up to the next 0.50, days on from a start, the under-6s free, a guide's day with extra guests
and a half day, avalanche levels, heights in m and ft, wind in km/h and m/s, negative temperatures
(`-12.5 °C`, `−14 to −9 °C`), ranges of new snow, the lapse rate, rental with the 6th day free, ascent
times from a rate, EUR to KRW; tool results and answers written here, in the styles of GPT-5.1
(plain), Claude Sonnet 4.5, Haiku 4.5 and Opus 4.5 (Anthropic envelopes), Gemini 2.5 Flash
(bullets), Kimi K2 Thinking (tables), Mistral Large (German `1.460,00 €`), GLM-4.6 (Italian
`4.276,80 €`), DeepSeek V3.2 (terse), Qwen3-Next (`<think>`), Llama 4 Maverick and EXAONE 4.0
(Korean `665,456원`)."""

from _heldout24_models import (DSV32, EXAONE, GEMINI25_FLASH, GLM46, GPT51, HAIKU45, KIMI_K2T, LLAMA4,
                               MISTRAL_LARGE, OPUS45, QWEN3_NEXT, SONNET45)
from _heldout24_skiresort import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"skiresort-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def up(expr: str) -> str:
    """A reduced price rounded up to the next 0.50."""
    return f"(-(-({expr})//0.5)*0.5)"


PASSES = {"season": "2026/27", "currency": "EUR", "adult": {"1 day": 64.0, "2 days": 122.0, "3 days": 176.0,
          "4 days": 226.0, "5 days": 271.0, "6 days": 312.0}, "afternoon_from_12:00": 49.0}
SNOW = """SNOW & WEATHER   Thu 11.02.2027   07:30
station            alt_m   snow_cm   new_24h_cm   temp_c   wind_kmh   gusts_kmh
Talstation          1040        45            8     -4.5         10          22
Mittelstation       1620        95           14     -8.0         25          48
Gipfel Hochkar      2310       180           21    -12.5         55          90
Avalanche danger: 3/5 above 2000 m (wind slab), 2/5 below.
Lifts: 14 of 16 open (Gipfelbahn on wind hold, gusts over 80 km/h)."""
GUIDE_0419 = {"ref": "GB-0419", "lead": "Tom Eriksen", "guests": 5, "tour": "Hochkar Nordrinne off-piste", "top_alt_m": 2290,
              "date": "2027-02-13", "meet": "08:30 Talstation", "duration_h": 8, "guide": "Vreni Moser",
              "deposit_paid_eur": 200, "status": "provisional"}
AVAL_13 = {"date": "2027-02-13", "level_above_2000m": 4, "level_below_2000m": 3, "trend": "rising",
           "problem": "new snow, wind slab"}
RENTAL = csv("item,category,eur_per_day",
             "skis+boots,economy,32.00", "skis+boots,premium,46.00", "skis+boots,kids,18.00",
             "snowboard+boots,standard,34.00", "helmet,all,6.00", "touring set (skis+skins+boots),touring,58.00",
             "avalanche kit (beacon+shovel+probe),touring,15.00")
PRIVATE = """PRIVATE LESSONS   Fri 12.02.2027
instructor     09:00-11:00       11:00-13:00       13:30-15:30       15:30-16:30
A. Hofer       booked (PL-881)   free              free              free
S. Lindner     free              booked (PL-884)   booked (PL-885)   free
M. Gruber      free              free              free              booked (PL-887)"""
SEASON_PASS = {"season": "2026/27", "adult_eur": 789.0, "valid": "2026-12-05 to 2027-04-11",
               "early_bird_until": "2026-11-30", "early_bird_pct": 15}
GROUP_2207 = {"ref": "GQ-2207", "group": "Sci Club Bergamo", "adults": 18, "youth_born_2008_2011": 6,
              "children_born_2012_2020": 9, "pass_days": 3, "start": "2027-03-04", "ski_school_guests": 15,
              "ski_school_days": 3, "group_discount_pct_on_passes": 10, "bus_eur": 1450.0}
LIFTS = csv("lift,type,capacity_pph,open,wait_min,top_alt_m",
            "Talbahn,gondola 10,2400,yes,12,1620", "Mittel-Express,chair 6,2800,yes,4,2050",
            "Gipfelbahn,chair 4,1800,no,-,2310", "Kamm-Lift,T-bar,1200,yes,2,1980", "Kinderland,carpet,900,yes,0,1060")
TOUR = {"tour": "Kammspitze via Kammrinne", "start": "Mittelstation", "start_alt_m": 1620, "top_alt_m": 2290,
        "aspect": "NE", "steepest_deg": 34, "descent_h": 1.0}
AVAL_12 = {"date": "2027-02-12", "level_above_2000m": 3, "level_below_2000m": 2, "trend": "rising", "problem": "wind slab"}
SEASON = """SEASON 2026/27 TO DATE (05.12.2026 - 10.02.2027)
skier_days       182,460
passes sold      day 41,820 | 2-6 day 9,315 | season 2,184
snowmaking_h     1,340
natural_snow_cm  312 (Mittelstation, cumulative)
revenue_eur      lift 8,914,300 | school 1,204,650 | rental 1,877,020"""
FORECAST = [{"date": "2027-02-12", "summit_temp_c": [-14, -9], "wind_kmh": 40, "new_snow_cm": "10-15", "freezing_level_m": 600},
            {"date": "2027-02-13", "summit_temp_c": [-11, -6], "wind_kmh": 65, "new_snow_cm": "25-35", "freezing_level_m": 900},
            {"date": "2027-02-14", "summit_temp_c": [-8, -3], "wind_kmh": 20, "new_snow_cm": "0", "freezing_level_m": 1400}]
FX = {"date": "2027-02-11", "EUR_KRW": 1512.4, "EUR_USD": 1.083, "EUR_CHF": 0.944}

FAMILY4 = "(226*2+" + up("226*0.75") + "+" + up("226*0.5") + ")"
ITALY_PASS = "((18*176+6*" + up("176*0.75") + "+9*" + up("176*0.5") + ")*0.9)"
ITALY = "(" + ITALY_PASS + "+15*3*79+1450)"

RUNS = [
    run(1, GPT51,
        U("Family of two adults and kids born 2010, 2014 and 2022 want 4-day passes from Saturday. How much?"),
        C("get_pass_prices", {"season": "2026/27"}, PASSES),
        A("4-day passes, adult EUR 226.00:\n- 2 adults: 2 × 226.00 = EUR " + v("2*226", ".2f") + "\n- Born 2010 (youth, 75%): EUR "
          + v(up("226*0.75"), ".2f") + "\n- Born 2014 (child, 50%): EUR " + v(up("226*0.5"), ".2f") + "\n- Born 2022: free with "
          "a paying adult\n\nTotal EUR " + v(FAMILY4, ".2f") + "."),
        U("Which days does that cover?"),
        A("Saturday " + v("date(2027,2,13)", "%d") + " to Tuesday [[17]] February.",
          why="four days from Saturday 13 February end on Tuesday 16 February; the model wrote a date one off"),
        U("Would four single day passes be cheaper for the adults?"),
        A("No: 4 × EUR 64.00 = EUR " + v("4*64", ".2f") + " against EUR 226.00, so the 4-day pass saves EUR "
          + v("256-226", ".2f") + " per adult, EUR " + v("2*30", ".2f") + " for both."),
        U("And 6 days instead of 4?"),
        A("Adults 2 × 312.00 = EUR " + v("2*312", ".2f") + ", youth EUR " + v(up("312*0.75"), ".2f") + ", child EUR "
          + v(up("312*0.5"), ".2f") + ": EUR " + v("624+234+156", ",.2f") + ", EUR " + v("1014-" + FAMILY4, ".2f")
          + " more for two extra days, through Thursday " + v("date(2027,2,13)+timedelta(days=5)", "%d February") + "."),
    ),
    run(2, SONNET45,
        U("How's it looking up top this morning?"),
        C("get_snow_report", {}, SNOW),
        A("**Gipfel Hochkar (2,310 m), 07:30**\n- Base 180 cm, 21 cm new in 24 h\n- −12.5 °C\n- Wind 55 km/h ("
          + v("55/3.6", ".1f") + " m/s), gusts 90 km/h (" + v("90/3.6", ".1f") + " m/s)\n- Avalanche danger **3/5** above 2,000 m "
          "(wind slab), 2/5 below\n- The Gipfelbahn is on wind hold; 14 of 16 lifts are open"),
        U("Our American group wants the heights in feet."),
        A("- Gipfel: 2,310 × 3.281 = **" + v("2310*3.281", ",.0f") + " ft**\n- Mittelstation: 1,620 m = "
          + v("1620*3.281", ",.0f") + " ft\n- Talstation: 1,040 m = " + v("1040*3.281", ",.0f") + " ft\n- Vertical: "
          + v("2310-1040", ",d") + " m = **" + v("1270*3.281", ",.0f") + " ft**"),
        U("Does the temperature drop match the usual 0.65 °C per 100 m?"),
        A("From the Talstation to the summit is " + v("2310-1040", ",d") + " m: expected drop " + v("1270/100*0.65", ".1f")
          + " °C. Measured: −4.5 to −12.5 °C, a drop of " + v("12.5-4.5", ".1f") + " °C, so close. Mittelstation to summit: "
          + v("2310-1620", "d") + " m, expected " + v("690/100*0.65", ".1f") + " °C, measured " + v("12.5-8.0", ".1f") + " °C."),
        U("Average new snow across the three stations?"),
        A("(8 + 14 + 21) / 3 = **" + v("(8+14+21)/3", ".1f") + " cm**; the Mittelstation at [[1,260]] m got 14 cm.",
          why="the Mittelstation is at 1,620 m; the model swapped two digits"),
        anthropic=True),
    run(3, GEMINI25_FLASH,
        U("Can GB-0419 go ahead on Saturday, and what's the bill?"),
        C("get_guide_booking", {"ref": "GB-0419"}, GUIDE_0419),
        C("get_avalanche_forecast", {"date": "2027-02-13"}, AVAL_13),
        A("* **Not as planned:** the Nordrinne tops out at 2,290 m, and Saturday's danger above 2,000 m is **4/5** (rising), "
          "so no guided tour there\n* Price as booked: 5 guests = EUR 480 + 1 × EUR 60 = **EUR " + v("480+60", ".2f")
          + "**\n* Deposit paid EUR 200, balance EUR " + v("540-200", ".2f")),
        U("What about a half day below 2,000 m instead?"),
        A("* Below 2,000 m it's **3/5**, so a tour is allowed\n* Half day: 60% × EUR " + v("480+60", ".2f") + " = **EUR " + v("540*0.6", ".2f")
          + "**\n* Balance after the deposit: EUR " + v("324-200", ".2f")),
        U("Per person for the half day?"),
        A("* EUR " + v("540*0.6", ".2f") + " / 5 = **EUR " + v("324/5", ".2f") + "** each"),
        U("What have they paid so far?"),
        A("* A deposit of **EUR [[250]]** (provisional booking, guide Vreni Moser)",
          why="the booking gives a deposit of EUR 200; the model wrote 250"),
        U("Where and when do they meet?"),
        A("* **08:30 at the Talstation**, Saturday " + v("date(2027,2,13)", "%d.%m.%Y")),
    ),
    run(4, KIMI_K2T,
        U("Six days, premium skis and a helmet for two adults, kids skis and a helmet for one child. Total?"),
        C("get_rental_prices", {}, RENTAL),
        A("Every 6th day is free, so 6 days = " + v("6-1", "d") + " paid days.\n\n| Item | Qty | Per day | Days | Total |\n"
          "|---|---|---|---|---|\n| Premium skis+boots | 2 | 46.00 | 5 | " + v("2*46*5", ".2f") + " |\n| Kids skis+boots | 1 | 18.00 | 5 | "
          + v("18*5", ".2f") + " |\n| Helmet | 3 | 6.00 | 5 | " + v("3*6*5", ".2f") + " |\n| **Total** | | | | **EUR "
          + v("460+90+90", ".2f") + "** |"),
        U("And a touring set with the avalanche kit for 3 days?"),
        A("| Item | Per day | Days | Total |\n|---|---|---|---|\n| Touring set | 58.00 | 3 | " + v("58*3", ".2f") + " |\n"
          "| Avalanche kit | 15.00 | 3 | " + v("15*3", ".2f") + " |\n| **Per person** | " + v("58+15", ".2f") + " | 3 | **EUR " + v("73*3", ".2f") + "** |"),
        U("What would 12 days of premium skis cost one person?"),
        A("| Days | Free | Paid | Total |\n|---|---|---|---|\n| 12 | " + v("12//6", "d") + " | " + v("12-2", "d") + " | EUR "
          + v("10*46", ".2f") + " |"),
        U("Effective daily cost per adult with the helmet over 6 days?"),
        A("| Paid | Per day over 6 |\n|---|---|\n| (46 + 6) × 5 = " + v("(46+6)*5", ".2f") + " | EUR " + v("260/6", ".2f") + " |"),
    ),
    run(5, HAIKU45,
        U("A family of 5 wants a 2-hour private lesson tomorrow morning. Options?"),
        C("get_instructor_schedule", {"date": "2027-02-12"}, PRIVATE),
        A("A private instructor takes at most 4 people, so five need two instructors.\n\n**09:00–11:00:** S. Lindner and "
          "M. Gruber are both free.\n\n2 instructors × 2 h × EUR 95 = **EUR " + v("2*2*95", ".2f") + "**, EUR "
          + v("380/5", ".2f") + " a person."),
        U("Would the group lesson be cheaper?"),
        A("Group lesson 10:00–12:30: 5 × EUR 79 = **EUR " + v("5*79", ".2f") + "** for the day, EUR " + v("395-380", ".2f")
          + " more than the two private instructors, for " + v("150-120", "d") + " more minutes of teaching."),
        U("How many free 2-hour slots are left tomorrow?"),
        A("**" + v("2+1+3", "d") + "**: A. Hofer 11:00–13:00 and 13:30–15:30, S. Lindner 09:00–11:00, M. Gruber 09:00–11:00, "
          "11:00–13:00 and 13:30–15:30. Lindner is busy 11:00–13:00 (PL-[[848]]).",
          why="Lindner's 11:00-13:00 booking is PL-884; the model swapped two digits"),
        U("And a one-hour one late afternoon?"),
        A("15:30–16:30 with A. Hofer or S. Lindner, but private lessons are at least 2 hours: EUR " + v("2*95", ".2f")
          + " even for one."),
        anthropic=True),
    run(6, MISTRAL_LARGE,
        U("Mein Vater ist Jahrgang 1958, ich bin 1985 geboren. Lohnt sich jetzt noch ein Saisonpass für uns beide?"),
        C("get_season_pass", {}, SEASON_PASS),
        C("get_pass_prices", {"season": "2026/27"}, PASSES),
        A("Saisonpass 2026/27 (gültig bis 11. April 2027):\n- Sie: " + v("de(789)", "s") + " €\n- Ihr Vater (Senior, 85 %): "
          "789 × 0,85 = " + v("de(789*0.85)", "s") + " €, aufgerundet " + v("de" + up("789*0.85"), "s") + " €\n- Zusammen: **"
          + v("de(789+" + up("789*0.85") + ")", "s") + " €**\n\nBis zum Saisonende sind es noch "
          + v("(date(2027,4,11)-date(2027,2,11)).days", "d") + " Tage. Mit Tageskarten (64,00 €) lohnt sich der Pass ab "
          + v("-(-789//64)", "d") + " Skitagen, für Ihren Vater (Tageskarte " + v("de" + up("64*0.85"), "s") + " €) ab "
          + v("-(-671//54.5)", ".0f") + " Tagen."),
        U("Was hätten wir mit dem Frühbucherrabatt gespart?"),
        A("15 % auf " + v("de(789+671)", "s") + " € = **" + v("de(1460*0.15)", "s") + " €**, aber nur bis zum 30.11.2026."),
        U("Wie viele Tage gilt der Pass insgesamt?"),
        A("Vom 5. Dezember 2026 bis 11. April 2027: **" + v("(date(2027,4,11)-date(2026,12,5)).days+1", "d") + " Tage**."),
        U("Und nur für meinen Vater?"),
        A("**[[617,00]] €** (Seniorentarif).", why="the senior season pass is 671,00 €; the model swapped two digits"),
    ),
    run(7, GLM46,
        U("Preventivo per lo Sci Club Bergamo, GQ-2207: skipass, scuola e pullman."),
        C("get_group_quote", {"ref": "GQ-2207"}, GROUP_2207),
        C("get_pass_prices", {"season": "2026/27"}, PASSES),
        A("**GQ-2207 – Sci Club Bergamo, 3 giorni dal 4 marzo**\n\nSkipass 3 giorni (adulti 176,00 €):\n- 18 adulti × 176,00 = "
          + v("de(18*176)", "s") + " €\n- 6 ragazzi × " + v("de" + up("176*0.75"), "s") + " = " + v("de(6*132)", "s")
          + " €\n- 9 bambini × " + v("de" + up("176*0.5"), "s") + " = " + v("de(9*88)", "s") + " €\n- Totale " + v("de(3168+792+792)", "s")
          + " €, sconto 10% → " + v("de" + ITALY_PASS, "s") + " €\n\nScuola: 15 × 3 × 79,00 = " + v("de(15*3*79)", "s")
          + " €\nPullman: 1.450,00 €\n\n**Totale: " + v("de" + ITALY, "s") + " €**"),
        U("Quanto a persona?"),
        A(v("de" + ITALY, "s") + " € / " + v("18+6+9", "d") + " = **" + v("de(" + ITALY + "/33)", "s") + " €** a persona."),
        U("Qual è l'ultimo giorno?"),
        A("Dal 4 marzo per 3 giorni: l'ultimo è **" + v("(date(2027,3,4)+timedelta(days=2)).day", "d") + " marzo 2027**, un sabato."),
        U("E il pullman quanto costava?"),
        A("**[[1.540,00]] €**, andata e ritorno.", why="the group quote gives the bus at 1,450.00; the model swapped two digits"),
    ),
    run(8, DSV32,
        U("uplift open now?"),
        C("get_lift_status", {}, LIFTS),
        A(v("2400+2800+1200+900", ",d") + " pph open (Gipfelbahn closed)."),
        U("share lost to the Gipfelbahn?"),
        A("1800 / " + v("2400+2800+1800+1200+900", ",d") + " = " + v("1800/9100*100", ".1f") + "%."),
        U("gondola cabins an hour?"),
        A("2400 / 10 = " + v("2400/10", ".0f") + " cabins, one every " + v("3600/240", ".0f") + " s."),
        U("longest wait?"),
        A("Talbahn, [[21]] min.", why="the lift status gives a 12-minute wait; the model swapped two digits"),
        U("top station of the Mittel-Express in ft?"),
        A("2050 m × 3.281 = " + v("2050*3.281", ",.0f") + " ft."),
    ),
    run(9, QWEN3_NEXT,
        U("We want to do the Kammspitze tour tomorrow, starting 09:00 from the Mittelstation. When are we on top, and back?"),
        C("get_tour", {"tour": "Kammspitze"}, TOUR),
        C("get_avalanche_forecast", {"date": "2027-02-12"}, AVAL_12),
        A("<think>\nAscent 2290 − 1620 = " + v("2290-1620", "d") + " m. At 350 m an hour: 670/350 = " + v("670/350", ".2f")
          + " h = " + v("670/350*60", ".0f") + " min. 09:00 + " + v("670/350*60", ".0f") + " min = " + v("datetime(2027,2,12,9,0)+timedelta(minutes=115)", "%H:%M") + ". Descent 1 h → " + v("datetime(2027,2,12,9,0)+timedelta(minutes=175)", "%H:%M") + ". Avalanche tomorrow: 3 above "
          "2000 m, 2 below; the tour goes to 2290 (NE, 34°), level 3 is the limit for guided tours, allowed.\n</think>\n\n"
          + v("2290-1620", "d") + " m of climbing, about " + v("115//60", "d") + " h " + v("115%60", "d") + " min at 350 m/h: **on top around [[11:05]]**, back at the Mittelstation about an hour "
          "later. Tomorrow's danger is 3/5 above 2,000 m, so a guided tour is still allowed, but it's rising.",
          why="670 m at 350 m an hour is 115 minutes (10:55), as the reasoning says; the answer added 125"),
        U("How much climbing is that in feet?"),
        A(v("2290-1620", "d") + " × 3.281 = **" + v("670*3.281", ",.0f") + " ft**."),
        U("If we start at 08:30?"),
        A("<think>\n08:30 + " + v("670/350*60", ".0f") + " min, then 60 min down.\n</think>\n\nOn top about **"
          + v("datetime(2027,2,12,8,30)+timedelta(minutes=115)", "%H:%M") + "**, back about **"
          + v("datetime(2027,2,12,8,30)+timedelta(minutes=175)", "%H:%M") + "**."),
        U("How cold will it be on top if the Mittelstation reads -8 °C?"),
        A(v("2290-1620", "d") + " m higher at 0.65 °C per 100 m: " + v("6.7*0.65", ".1f") + " °C colder, about **−"
          + v("8+6.7*0.65", ".1f") + " °C**."),
    ),
    run(10, LLAMA4,
        U("How's the season going so far?"),
        C("get_season_stats", {"season": "2026/27", "through": "2027-02-10"}, SEASON),
        A("Since 5 December: 182,460 skier days in " + v("(date(2027,2,10)-date(2026,12,5)).days+1", "d") + " days, about "
          + v("182460/68", ",.0f") + " a day. Revenue EUR " + v("8914300+1204650+1877020", ",d") + ", of which lifts "
          + v("8914300/11995970*100", ".1f") + "%."),
        U("Lift revenue per skier day?"),
        A("EUR 8,914,300 / 182,460 = EUR " + v("8914300/182460", ".2f") + "."),
        U("How many passes sold in all?"),
        A(v("41820+9315+2184", ",d") + " passes: " + v("41820/53319*100", ".1f") + "% day passes, "
          + v("2184/53319*100", ".1f") + "% season passes."),
        U("Rental revenue per skier day?"),
        A("EUR 1,877,020 / 182,460 = EUR " + v("1877020/182460", ".2f") + "."),
        U("How many hours of snowmaking?"),
        A("[[1,430]] hours, about " + v("1340/68", ".1f") + " hours a day.",
          why="the season figures give 1,340 hours; the model swapped two digits (the rate beside it uses the right one)"),
    ),
    run(11, OPUS45,
        U("What's the forecast up top for the next three days?"),
        C("get_forecast", {"days": 3}, FORECAST),
        A("| Day | Summit | Wind | New snow | Freezing level |\n|---|---|---|---|---|\n| Fri 12 | −14 to −9 °C | 40 km/h ("
          + v("40/3.6", ".1f") + " m/s) | 10–15 cm | 600 m |\n| Sat 13 | −11 to −6 °C | 65 km/h (" + v("65/3.6", ".1f")
          + " m/s) | 25–35 cm | 900 m |\n| Sun 14 | −8 to −3 °C | 20 km/h (" + v("20/3.6", ".1f") + " m/s) | 0 | 1,400 m |\n\n"
          "Saturday is the stormy one; Sunday should be the bluebird day after the new snow."),
        U("How much new snow in total?"),
        A("Between " + v("10+25", "d") + " and " + v("15+35", "d") + " cm over Friday and Saturday."),
        U("Average summit temperature on Sunday?"),
        A("(−8 + −3) / 2 = **" + v("(-8-3)/2", ".1f") + " °C**."),
        U("Sunday's freezing level in feet?"),
        A("1,400 × 3.281 = **" + v("1400*3.281", ",.0f") + " ft**."),
        anthropic=True),
    run(12, EXAONE,
        U("성인 2명, 2016년생 아이 1명이에요. 3일권 가격은 얼마인가요? 원화로도 알려 주세요."),
        C("get_pass_prices", {"season": "2026/27"}, PASSES),
        C("get_fx", {"date": "2027-02-11"}, FX),
        A("3일권 (성인 176.00유로):\n- 성인 2명: 2 × 176.00 = " + v("2*176", ".2f") + "유로\n- 2016년생 (어린이 50%): "
          + v(up("176*0.5"), ".2f") + "유로\n- **합계: " + v("352+88", ".2f") + "유로**\n- 원화: 440 × 1,512.4 = 약 **[[656,456]]원**",
          why="440 × 1,512.4 is 665,456; the model swapped two digits"),
        U("오후권은요?"),
        A("12시부터 오후권: 성인 49.00유로, 어린이 " + v(up("49*0.5"), ".2f") + "유로. 합계 2 × 49 + 24.50 = **"
          + v("2*49+24.5", ".2f") + "유로**."),
        U("1일권을 세 번 사면 더 비싼가요?"),
        A("네. 성인 3 × 64.00 = " + v("3*64", ".2f") + "유로 (3일권보다 " + v("192-176", ".2f") + "유로 더), 어린이 3 × "
          + v(up("64*0.5"), ".2f") + " = " + v("3*32", ".2f") + "유로 (" + v("96-88", ".2f") + "유로 더)."),
        U("원화로 한 사람당은요?"),
        A(v("440*1512.4", ",.0f") + "원 / 3명 = 약 " + v("440*1512.4/3", ",.0f") + "원."),
    ),
]
