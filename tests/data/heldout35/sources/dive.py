"""dive runs: the assistant of a dive centre on Gozo (Qala Dive Centre, tools designed for this set: a
booking, a diver's gas plan, a course, a nitrox cylinder, a boat trip, a group dive, a group quote and
the day's rate as JSON, a compressor log and a diver's log as CSV text, an invoice as plain text), with
dives by the dive and a package discount, VAT 18% inside, litres of gas from a cylinder's size and
bars, pressure by the depth, minutes of gas at depth with a reserve, nitrox's maximum depth and a
partial pressure, surface intervals against 60 minutes, a flying clock 18 hours on, a boat's day as a
chain of clocks, a course's last day; tool results and answers written here, in the styles of Gemini
3 Pro, DeepSeek V3.2 and GPT-5.1 in Maltese (`€1,420.80`, `29 ta' Diċembru`, `18-il siegħa`), Claude Opus
4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini 3 Pro (bullets), Qwen3 (tables), Kimi K2
Thinking (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout35_dive import POLICY, csv
from _heldout35_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"dive-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def day(expr: str) -> str:
    """The day of the month of a computed date, before a Maltese month name: `29 ta' Diċembru`."""
    return v("(" + expr + ").day", "d")


RATE = {"date": "2026-12-23", "eur_gbp": 0.8705, "eur_usd": 1.0495, "source": "ECB reference rate"}
BOOKING_1 = {"booking": "GZ-2612-041", "lead": "Camilleri", "divers": 4, "dives_each": 6, "dive_type": "boat", "rental_sets": 2,
             "rental_days": 3, "first_day": "2026-12-27", "dives_per_day": 2}
DIVER_2 = {"diver": "D-3381", "name": "Luke Farrugia", "cert": "Advanced", "sac_l_min": 18, "cylinder_l": 15, "fill_bar": 200,
           "planned_depth_m": 27, "site": "Blue Hole - Inland Sea tunnel", "gas": "EAN32"}
COURSE_3 = {"course": "OW-2701-01", "type": "Open Water", "start": "2027-01-04", "days": 4, "day_start": "09:00", "day_end": "16:30",
            "students": 3, "instructor": "Marija Vella"}
FILLS_4 = csv("fill,cylinder,size_l,from_bar,to_bar,gas,start,end", "F-881,C-12-07,12,40,200,air,07:05,07:19",
              "F-882,C-15-02,15,60,200,air,07:20,07:36", "F-883,C-12-11,12,0,200,EAN32,07:40,08:12",
              "F-884,C-15-09,15,50,200,air,08:15,08:32")
LOG_5 = csv("dive,date,site,max_m,in,out", "1,2026-12-18,Xlendi Reef,16,09:20,10:05", "2,2026-12-18,Xlendi Cave,12,11:00,11:48",
            "3,2026-12-19,Reqqa Point,24,09:35,10:17", "4,2026-12-19,Crocodile Rock,19,11:05,11:52",
            "5,2026-12-20,Blue Hole,21,14:10,14:56")
DIVER_5 = {"diver": "D-3407", "name": "Sophie Laurent", "cert": "Open Water"}
NITROX_6 = {"cylinder": "C-12-11", "size_l": 12, "fill_bar": 200, "mix": "EAN32", "analysed_o2_pct": 32.4, "diver": "D-3412",
            "planned_depth_m": 30}
INVOICE_7 = """QALA DIVE CENTRE LTD - FATTURA INV-2612-0093   19/12/2026
Klijent: Hans Becker (D-3290)
Boat dives             6 x 58.00         348.00
Package discount 10%                     -34.80
Equipment rental       3 days x 28.00     84.00
Nitrox fills EAN32     6 x 12.00          72.00
TOTAL EUR (VAT 18% included)             469.20
Paid by card 19/12/2026"""
BOAT_8 = {"trip": "BT-1227-AM", "date": "2026-12-27", "leaves": "09:00", "from": "Mgarr", "site_1": "Fungus Rock", "to_site_1_min": 35,
          "site_2": "Dwejra Point", "dive_min": 50, "back_min": 40, "divers": 9, "seats": 12}
GROUP_9 = {"dive": "GD-1223-2", "site": "Reqqa Point", "depth_m": 25, "bottom_min": 40, "divers": [
    {"name": "Anna", "sac_l_min": 14, "cylinder_l": 12}, {"name": "Ben", "sac_l_min": 21, "cylinder_l": 12},
    {"name": "Chloé", "sac_l_min": 16, "cylinder_l": 15}]}
QUOTE_10 = {"quote": "Q-2612-118", "group": "Bristol Sub-Aqua Club", "divers": 8, "shore_dives_each": 2, "rental_sets": 8,
            "rental_days": 1}

RUNS = [
    run(1, GEMINI3_PRO,
        U("Bonġu, kemm se nħallsu għall-booking GZ-2612-041?"),
        C("get_booking", {"booking": "GZ-2612-041"}, BOOKING_1),
        A("* **Għadsiet bid-dgħajsa:** 4 persuni × 6 × €58 = €" + v("4*6*58", ",.2f") + "\n"
          "* **Skont ta' 10%** (6 għadsiet jew aktar): −€" + v("1392*0.10", ",.2f") + " → €" + v("1392*0.9", ",.2f") + "\n"
          "* **Kiri tat-tagħmir:** 2 settijiet × 3 ijiem × €28 = €" + v("2*3*28", ",.2f") + "\n"
          "* **Total: €" + v("1392*0.9+168", ",.2f") + "** (il-VAT ta' 18% inkluża: €" + v("1420.80*18/118", ",.2f") + ")"),
        U("Kemm jiġi għal kull persuna?"),
        A("* €" + v("1392*0.9+168", ",.2f") + " / 4 = **€" + v("1420.80/4", ",.2f") + "** kull wieħed"),
        U("U bil-lira sterlina?"),
        C("get_rate", {"date": "2026-12-23"}, RATE),
        A("* €" + v("1392*0.9+168", ",.2f") + " × 0.8705 = **£" + v("1420.80*0.8705", ",.2f") + "**"),
        U("Liema jum huwa l-aħħar għadsa?"),
        A("* 6 għadsiet, 2 kuljum: " + v("6//2", "d") + " ijiem mis-27 ta' Diċembru, jiġifieri l-aħħar jum huwa l-**"
          + day("date(2026,12,27)+timedelta(days=2)") + " ta' Diċembru**"),
        U("Jekk noħorġu mill-ilma fil-15:10 dakinhar, meta nistgħu ntiru?"),
        A("* 15:10 + 18-il siegħa = **" + v("datetime(2026,12,29,15,10)+timedelta(hours=18)", "%H:%M") + "** fit-"
          + day("datetime(2026,12,29,15,10)+timedelta(hours=18)") + " ta' Diċembru"),
        U("It-total kollu mill-ġdid, jekk jogħġbok?"),
        A("* **€[[1,240.80]]**", why="the booking's total is €1,420.80; the model restated it with two digits swapped"),
    ),
    run(2, DEEPSEEK_V32,
        U("Kemm ħin nista' noqgħod f'27 metru mal-ċilindru tiegħi? Jien D-3381."),
        C("get_gas_plan", {"diver": "D-3381"}, DIVER_2),
        A("<think>\n15 L × (200 − 50) = " + v("15*(200-50)", ",d") + " L. Pressjoni f'27 m: 27/10 + 1 = " + v("27/10+1", ".1f")
          + " bar. 18 × 3.7 = " + v("18*3.7", ".1f") + " L/min. 2250 / 66.6 = " + v("2250/66.6", ".2f") + " min.\n</think>\n\n"
          "Luke, b'ċilindru ta' 15 L u 50 bar riżerva għandek " + v("15*150", ",d") + " litru. F'27 m il-pressjoni hi "
          + v("27/10+1", ".1f") + " bar, u b'SAC ta' 18 L/min tikkonsma " + v("18*3.7", ".1f") + " L/min: madwar **[[36]] minuta** fil-fond.",
          why="2,250 L at 66.6 L a minute lasts 33.78 minutes, 33 whole; the model wrote 36, one digit off, after an honest think"),
        U("U jekk nuża ċilindru ta' 12 L?"),
        A("<think>\n12 × " + v("200-50", "d") + " = " + v("12*150", ",d") + ". 1800 / 66.6 = " + v("1800/66.6", ".2f") + ".\n</think>\n\n"
          + v("12*150", ",d") + " litru / " + v("18*3.7", ".1f") + " = **" + v("int(1800/66.6)", "d") + " minuta**."),
        U("L-EAN32 sa liema fond jgħaddi?"),
        A("<think>\n(1.4/0.32 − 1) × 10 = " + v("(1.4/0.32-1)*10", ".2f") + ". ppO2 f'27 m = 0.32 × " + v("27/10+1", ".1f") + " = " + v("0.32*3.7", ".3f")
          + ".\n</think>\n\nSa **" + v("(1.4/0.32-1)*10", ".2f") + " m**. F'27 m il-ppO2 tkun " + v("0.32*3.7", ".2f") + " bar, taħt il-1.4."),
        U("U kemm hi l-pressjoni f'27 metru?"),
        A("<think>\n27/10 + 1.\n</think>\n\n**" + v("27/10+1", ".1f") + " bar**."),
    ),
    run(3, OPUS45,
        U("When does Open Water course OW-2701-01 finish, and what do the fees come to?"),
        C("get_course", {"course": "OW-2701-01"}, COURSE_3),
        A("**OW-2701-01, Open Water with Marija Vella**\n\n"
          "- **Dates:** 4 days from Monday 4 January, ending **" + v("date(2027,1,4)+timedelta(days=3)", "%A %-d January") + "**\n"
          "- **Hours:** 09:00 to 16:30 is " + v("16.5-9", ".1f") + " h a day, " + v("4*7.5", ".0f") + " h in all\n"
          "- **Fees:** 3 students × €495 = **€" + v("3*495", ",d") + "**, of which VAT 18% is €" + v("1485*18/118", ",.2f")),
        U("If they continue to Advanced after one rest day, when would that run?"),
        A("After a rest day on " + v("date(2027,1,7)+timedelta(days=1)", "%A %-d January") + ", Advanced would run **"
          + v("date(2027,1,7)+timedelta(days=2)", "%A %-d") + " and " + v("date(2027,1,7)+timedelta(days=3)", "%A %-d January")
          + "**. Each student would pay €495 + €340 = €" + v("495+340", "d") + " for both, €" + v("3*835", ",d") + " for the three."),
        U("How deep may they go after each course, and what's the pressure there?"),
        A("- After Open Water: 18 m, " + v("18/10+1", ".1f") + " bar\n- After Advanced: 30 m, " + v("30/10+1", ".1f") + " bar"),
        U("How much VAT was in the Open Water fees again?"),
        A("**€[[262.53]]**.", why="the VAT inside €1,485 is €226.53; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(4, GEMINI3_PRO,
        U("How much gas did the compressor put in this morning?"),
        C("get_compressor_log", {"date": "2026-12-23"}, FILLS_4),
        A("* **F-881** (12 L, air): 12 × (200 − 40) = " + v("12*(200-40)", ",d") + " L in " + v("19-5", "d") + " min\n"
          "* **F-882** (15 L, air): 15 × (200 − 60) = " + v("15*(200-60)", ",d") + " L in " + v("36-20", "d") + " min\n"
          "* **F-883** (12 L, EAN32): 12 × 200 = " + v("12*200", ",d") + " L in " + v("(8*60+12)-(7*60+40)", "d") + " min\n"
          "* **F-884** (15 L, air): 15 × (200 − 50) = " + v("15*(200-50)", ",d") + " L in " + v("32-15", "d") + " min\n"
          "* **Total:** **" + v("1920+2100+2400+2250", ",d") + " litres**"),
        U("What do we charge for those fills?"),
        A("* 3 air × €7 = €" + v("3*7", "d") + "\n* 1 nitrox × €12 = €12\n* **Total: €" + v("21+12", "d") + "**"),
        U("How long did the compressor run?"),
        A("* " + v("14+16+32+17", "d") + " minutes, " + v("79//60", "d") + " h " + v("79%60", "d") + " min"),
        U("Mean rate of the air fills?"),
        A("* " + v("1920+2100+2250", ",d") + " L / " + v("14+16+17", "d") + " min = **" + v("6270/47", ".2f") + " L/min**"),
        U("Total litres again?"),
        A("* **[[8,760]] litres**", why="the four fills put in 8,670 litres; the model restated it with two digits swapped"),
    ),
    run(5, QWEN3,
        U("Check Sophie Laurent's last five dives against her certification."),
        C("get_diver", {"diver": "D-3407"}, DIVER_5),
        C("get_dive_log", {"diver": "D-3407"}, LOG_5),
        A("| Dive | Site | Max (m) | Minutes | Bar at max | Within 18 m? |\n|---|---|---|---|---|---|\n"
          "| 1 | Xlendi Reef | 16 | " + v("(10*60+5)-(9*60+20)", "d") + " | " + v("16/10+1", ".1f") + " | yes |\n"
          "| 2 | Xlendi Cave | 12 | " + v("(11*60+48)-11*60", "d") + " | " + v("12/10+1", ".1f") + " | yes |\n"
          "| 3 | Reqqa Point | 24 | " + v("(10*60+17)-(9*60+35)", "d") + " | [[3.2]] | no |\n"
          "| 4 | Crocodile Rock | 19 | " + v("(11*60+52)-(11*60+5)", "d") + " | " + v("19/10+1", ".1f") + " | no |\n"
          "| 5 | Blue Hole | 21 | " + v("(14*60+56)-(14*60+10)", "d") + " | " + v("21/10+1", ".1f") + " | no |",
          why="24 m is 3.4 bar; the model wrote one digit off in the table"),
        U("Were her surface intervals long enough?"),
        A("| Day | Out | Next in | Interval | ≥ 60 min? |\n|---|---|---|---|---|\n"
          "| 18 Dec | 10:05 | 11:00 | " + v("11*60-(10*60+5)", "d") + " min | no |\n"
          "| 19 Dec | 10:17 | 11:05 | " + v("(11*60+5)-(10*60+17)", "d") + " min | no |"),
        U("Total bottom time?"),
        A("| Minutes | Hours |\n|---|---|\n| " + v("45+48+42+47+46", "d") + " | " + v("228/60", ".1f") + " |"),
        U("Mean maximum depth, and how many dives beyond her limit?"),
        A("| Mean max (m) | Beyond 18 m |\n|---|---|\n| " + v("(16+12+24+19+21)/5", ".1f") + " | 3 |"),
        U("When could she fly after the last one?"),
        A("| Out | + 18 h |\n|---|---|\n| 20 Dec 14:56 | " + v("datetime(2026,12,20,14,56)+timedelta(hours=18)", "%-d Dec %H:%M") + " |"),
    ),
    run(6, KIMI_K2,
        U("Cylinder C-12-11 analysed at 32.4%. Is it fine for D-3412's 30 m dive?"),
        C("get_nitrox_cylinder", {"cylinder": "C-12-11"}, NITROX_6),
        A("<think>\nMOD = (1.4/0.324 − 1) × 10 = " + v("(1.4/0.324-1)*10", ".2f") + ". ppO2 at 30 m: 0.324 × " + v("30/10+1", ".0f") + " = "
          + v("0.324*4", ".3f") + ".\n</think>\n\n"
          "Yes. At 32.4% oxygen the maximum depth is **" + v("(1.4/0.324-1)*10", ".2f") + " m**, and at 30 m the ppO2 is **"
          + v("0.324*4", ".2f") + " bar**, under 1.4."),
        U("How many litres of oxygen are in it?"),
        A("<think>\n12 × 200 = " + v("12*200", ",d") + " L × 0.324.\n</think>\n\n**" + v("12*200*0.324", ".1f") + " L** of oxygen."),
        U("What's the best mix for 30 m at 1.4?"),
        A("<think>\n1.4 / 4 = " + v("1.4/4", ".2f") + ".\n</think>\n\n**EAN" + v("1.4/4*100", ".0f") + "**."),
        U("And the maximum depth with this cylinder again?"),
        A("<think>\n" + v("(1.4/0.324-1)*10", ".2f") + " m.\n</think>\n\n**[[32.21]] m**.",
          why="the cylinder's maximum depth is 33.21 m; the model wrote one digit off after an honest think"),
    ),
    run(7, GPT51,
        U("Bonġu, kemm VAT hemm fil-fattura INV-2612-0093?"),
        C("get_invoice", {"invoice": "INV-2612-0093"}, INVOICE_7),
        A("Il-fattura INV-2612-0093 tad-19 ta' Diċembru hija ta' €469.20, bil-VAT ta' 18% inkluża:\n\n"
          "- VAT: 469.20 × 18% = **€[[84.46]]**\n"
          "- Mingħajr VAT: 469.20 − 84.46 = **€[[384.74]]**",
          why="VAT 18% inside €469.20 is €71.57 and the net €397.63; the model took 18% of the total, as if VAT were on top"),
        U("Kemm ġiet kull għadsa, kollox inkluż?"),
        A("€469.20 / 6 għadsiet = **€" + v("469.20/6", ".2f") + "** kull għadsa."),
        U("U bid-dollaru?"),
        C("get_rate", {"date": "2026-12-23"}, RATE),
        A("€469.20 × 1.0495 = **$" + v("469.20*1.0495", ".2f") + "**."),
        U("U kemm kien l-iskont tal-pakkett?"),
        A("10% fuq 6 × €58 = **€" + v("6*58*0.10", ".2f") + "**, kif tgħid il-fattura."),
    ),
    run(8, SONNET45,
        U("Give me the timings for Sunday's morning boat, BT-1227-AM."),
        C("get_boat_trip", {"trip": "BT-1227-AM"}, BOAT_8),
        A("**BT-1227-AM, Sunday 27 December, from Mġarr**\n\n"
          "- Leave 09:00, 35 min to Fungus Rock: in the water **" + v("datetime(2026,12,27,9,0)+timedelta(minutes=35)", "%H:%M") + "**\n"
          "- Dive 1, 50 min: out at " + v("datetime(2026,12,27,9,35)+timedelta(minutes=50)", "%H:%M") + "\n"
          "- 60 min surface interval (the move to Dwejra Point inside it): dive 2 from "
          + v("datetime(2026,12,27,10,25)+timedelta(minutes=60)", "%H:%M") + " to " + v("datetime(2026,12,27,11,25)+timedelta(minutes=50)", "%H:%M") + "\n"
          "- 40 min back: in Mġarr at **" + v("datetime(2026,12,27,12,15)+timedelta(minutes=40)", "%H:%M") + "**, "
          + v("(13*60+30)-(12*60+55)", "d") + " minutes before the 13:30 boat"),
        U("Seats free, and what's the trip worth?"),
        A(v("12-9", "d") + " seats free. 9 divers × 2 dives × €58 = **€" + v("9*2*58", ",d") + "** (no package discount at 2 dives)."),
        U("When can Sunday's divers fly?"),
        A("18 hours after they surface from dive 2: " + v("datetime(2026,12,27,12,15)+timedelta(hours=18)", "%H:%M") + " on Monday "
          + v("(datetime(2026,12,27,12,15)+timedelta(hours=18)).day", "d") + " December."),
        U("And when are we back in Mġarr again?"),
        A("**[[13:55]]**.", why="the boat is back at 12:55; the model restated it an hour on"),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("Do all three divers on GD-1223-2 have enough gas?"),
        C("get_group_dive", {"dive": "GD-1223-2"}, GROUP_9),
        A("1. Pressure at 25 m: 25/10 + 1 = " + v("25/10+1", ".1f") + " bar\n"
          "2. Usable gas (50 bar reserve): 12 L × " + v("200-50", "d") + " = " + v("12*150", ",d") + " L; 15 L × " + v("200-50", "d") + " = " + v("15*150", ",d") + " L\n"
          "3. Anna: 14 × 3.5 × 40 = " + v("14*3.5*40", ",.0f") + " L > 1,800: **not enough**\n"
          "4. Ben: 21 × 3.5 × 40 = [[2,490]] L > 1,800: **not enough**\n"
          "5. Chloé: 16 × 3.5 × 40 = " + v("16*3.5*40", ",.0f") + " L ≤ 2,250: **enough**",
          why="21 × 3.5 × 40 is 2,940 L; the model swapped two digits (the verdict stands)"),
        U("Ben's bottom time on a 15 L?"),
        A("1. 21 × " + v("25/10+1", ".1f") + " = " + v("21*3.5", ".1f") + " L/min\n2. " + v("15*150", ",d") + " / 73.5 = " + v("2250/73.5", ".2f") + " → **" + v("int(2250/73.5)", "d") + " min**"),
        U("Anna on a 15 L?"),
        A("1. 14 × " + v("25/10+1", ".1f") + " = " + v("14*3.5", ".0f") + " L/min\n2. " + v("15*150", ",d") + " / 49 = " + v("2250/49", ".2f") + " → **" + v("int(2250/49)", "d") + " min**"),
        U("Ben on his own 12 L?"),
        A("1. " + v("12*150", ",d") + " / " + v("21*3.5", ".1f") + " = " + v("1800/73.5", ".2f") + " → **" + v("int(1800/73.5)", "d") + " min**"),
    ),
    run(10, HAIKU45,
        U("Quote Q-2612-118 for the Bristol club: total in pounds and per head?"),
        C("get_quote", {"quote": "Q-2612-118"}, QUOTE_10),
        C("get_rate", {"date": "2026-12-23"}, RATE),
        A("Bristol Sub-Aqua Club, 8 divers:\n\n"
          "- Shore dives: 8 × 2 × €38 = €" + v("8*2*38", ",d") + " (no package discount under 6 dives)\n"
          "- Rental: 8 sets × 1 day × €28 = €" + v("8*28", ",d") + "\n"
          "- **Total: €" + v("608+224", ",d") + "** (VAT inside €" + v("832*18/118", ".2f") + ")\n"
          "- In pounds at 0.8705: **£" + v("832*0.8705", ",.2f") + "**"),
        U("Per head?"),
        A("£" + v("832*0.8705", ",.2f") + " / 8 = **£" + v("832*0.8705/8", ".2f") + "** each."),
        U("What if each of them did 6 shore dives instead?"),
        A("8 × 6 × €38 less 10% = €" + v("8*6*38*0.9", ",.2f") + ", plus €" + v("8*28", "d") + " rental = €" + v("1641.60+224", ",.2f")
          + ", or **£" + v("1865.60*0.8705", ",.2f") + "**."),
        U("And per head for the original two-dive quote again?"),
        A("**£[[90.35]]** each.", why="£724.26 over 8 divers is £90.53; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(11, GROK41,
        U("gbp rate?"),
        C("get_rate", {"date": "2026-12-23"}, RATE),
        A("1 € = 0.8705 £."),
        U("boat dive in gbp?"),
        A("£" + v("58*0.8705", ".2f") + "."),
        U("usd?"),
        A("$" + v("58*1.0495", ".2f") + "."),
        U("open water course usd?"),
        A("$" + v("495*1.0495", ".2f") + "."),
        U("nitrox fill gbp?"),
        A("£" + v("12*0.8705", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("last dive out 16:40 today, fly when?"),
        A(v("datetime(2026,12,23,16,40)+timedelta(hours=18)", "%H:%M") + " tomorrow."),
        U("pressure at 32 m?"),
        A(v("32/10+1", ".1f") + " bar."),
        U("open water diver to 32 m ok?"),
        A("No, 18 m max."),
        U("EAN32 at 32 m ok?"),
        A("ppO2 0.32 × " + v("32/10+1", ".1f") + " = " + v("0.32*4.2", ".2f") + ", under 1.4: ok."),
    ),
]
