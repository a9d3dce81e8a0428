"""removals runs: a removals company's booking assistant (Nordvik Flytt's Flyttis, tools designed for
this set: surveys, bookings, distances, exchange rates and a damage claim as JSON, inventories and
storage units as CSV text, a day's crews as plain text), with mover-hours in started half hours over
a minimum, load rates by crew size, trucks by the hour, distance bands, stairs per floor and per
started 5 m3, boxes and tape per 12 boxes, insurance at 0.8% with a minimum, VAT 25% on top, a 50%
labour deduction, arrival windows, m3 in cu ft and Swedish mil; tool results and answers written
here, in the styles of GPT-4.1 (plain), Claude Opus 4.1, Sonnet 4 and 3.7 Sonnet (Anthropic
envelopes), Gemini 2.5 Pro (bullets), Grok 4 (tables), DeepSeek-R1 (`<think>`), Qwen3 235B (terse),
GPT-SW3 (Swedish `3 426,25 kr`), SeaLLMs (Vietnamese `5.850 kr`, `14.145.300 ₫`), Command A and
Phi-4 (a few words, `0900`, `14h30`)."""

from _heldout25_models import (COMMAND_A, DSR1, GEMINI25_PRO, GPT41, GPT_SW3, GROK4, OPUS41, PHI4, QWEN3_235B,
                               SEALLM, SONNET4, SONNET37)
from _heldout25_removals import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"removals-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


SURVEY_2231 = {"survey": "SV-2231", "customer": "Elin Lindqvist", "private": True,
               "from": {"address": "Kastellgatan 14", "postcode": "413 07", "city": "Göteborg", "floor": 3, "lift": True},
               "to": {"address": "Backa Kyrkogata 9", "postcode": "422 46", "city": "Hisings Backa", "floor": 1, "lift": False},
               "move_date": "2026-12-04", "slot": "08:00", "crew": 2, "drive_min": 40}
INV_2231 = csv("item,qty,m3_each", "sofa 3-seat,1,2.2", "armchair,2,0.8", "double bed,1,2.0", "wardrobe,2,1.6",
               "bookshelf,3,0.6", "dining table,1,1.0", "chair,6,0.25", "washing machine,1,0.6", "moving box,45,0.06")
VOL_2231 = "(2.2+2*0.8+2.0+2*1.6+3*0.6+1.0+6*0.25+0.6+45*0.06)"
ROUTE_2231 = {"route": ["depot Ringön", "Kastellgatan 14", "Backa Kyrkogata 9"], "legs_km": [6.8, 11.5], "total_km": 18.3}
BOOKING_7730 = {"booking": "BK-7730", "customer": "Hassan Aziz", "private": True, "volume_m3": 23.4, "crew": 3,
                "from": {"address": "Vasagatan 31", "floor": 4, "lift": False},
                "to": {"address": "Guldheden Doktor Belfrages gata 6", "floor": 2, "lift": True},
                "drive_min": 25, "move_date": "2026-12-04", "slot": "07:00"}
PACK_ORDER = {"order": "PK-3158", "customer": "familjen Karlsson", "private": True, "moving_boxes": 60,
              "wardrobe_boxes": 4, "packing_service": True, "move_date": "2026-12-11", "packing_days_before": 2}
BOOKING_7812 = {"booking": "BK-7812", "customer": "Lindholmen Design AB", "private": False, "move_date": "2026-12-12",
                "slot": "07:30", "crew": 4, "truck": "38 m3", "est_hours": 6.5, "survey_date": "2026-11-20",
                "contact": "Petra Sjöberg, +46 31 778 20 14"}
ROUTE_7812 = {"route": ["depot Ringön", "Lindholmspiren 5", "Mölndalsvägen 81, Mölndal"], "legs_km": [3.1, 56.2],
              "total_km": 59.3, "note": "via E6/E20, tunnel closed"}
ROUTE_UMEA = {"route": ["depot Ringön", "Sannegårdsgatan 2", "Storgatan 44, Umeå"], "legs_km": [5.2, 862.4],
              "total_km": 867.6, "drive_h": 10.25}
SURVEY_2240 = {"survey": "SV-2240", "customer": "Jonas Berg", "private": True, "volume_m3": 12.8, "crew": 2,
               "truck": "20 m3", "move_date": "2026-12-08", "slot": "06:00"}
CREWS = """CREWS  Fri 2026-12-04
crew  movers  truck   job       slot    est_h
A     2       20m3    BK-7741   08:00   7.5
B     3       38m3    BK-7730   07:00   7.0
C     2       20m3    -         -       -
D     4       38m3    BK-7755   09:00   5.5
E     3       20m3    -         -       -"""
INV_CUFT = csv("item,qty,cuft_each", "sofa,1,75", "queen bed,1,65", "dresser,2,30", "desk,1,25", "carton,40,3.0",
               "bicycle,2,10")
FX_USD = {"base": "USD", "quote": "SEK", "rate": 10.42, "date": "2026-11-18"}
SURVEY_2247 = {"survey": "SV-2247", "customer": "Nguyễn Thị Lan", "private": True, "volume_m3": 9.2, "crew": 2,
               "drive_min": 20, "route_km": 22.0, "move_date": "2026-12-16", "slot": "08:30"}
FX_VND = {"base": "SEK", "quote": "VND", "rate": 2418, "date": "2026-11-18"}
STORAGE = csv("unit,m3,sek_month,free", "S-04,4,690,2", "S-08,8,1190,0", "S-12,12,1590,3", "S-20,20,2390,1")
CLAIM = {"claim": "CL-0419", "booking": "BK-7698", "item": "oak sideboard", "insured": True, "item_value_sek": 14800,
         "repair_quote_sek": 3650, "excess_sek": 1000, "move_date": "2026-11-13", "reported": "2026-11-16",
         "report_within_days": 7, "status": "open"}
BOOKING_7755 = {"booking": "BK-7755", "customer": "Kvarnbyn Tandvård", "private": False, "crew": 4, "truck": "38 m3",
                "move_date": "2026-12-04", "slot": "09:00", "est_hours": 5.5}

H2231 = "(3.32+3.32+40/60)"
EX2231 = "(2*7.5*590+7.5*450+1*4*180)"
H5 = "(12.8/5*2+10.25)"
DIST_UMEA = "(120*14+(867.6-150)*11)"
EX_UMEA = "(2*15.5*590+15.5*450+" + DIST_UMEA + ")"
CUFT = "(75+65+2*30+25+40*3.0+2*10)"

RUNS = [
    run(1, GPT41,
        U("Can you work out Elin Lindqvist's move from survey SV-2231?"),
        C("get_survey", {"survey": "SV-2231"}, SURVEY_2231),
        C("get_inventory", {"survey": "SV-2231"}, INV_2231),
        A("From the inventory, SV-2231 comes to " + v(VOL_2231, ".1f") + " m3 (about " + v(VOL_2231 + "*35.31", ",.0f")
          + " cu ft): the furniture is " + v(VOL_2231 + "-45*0.06", ".1f") + " m3 and the 45 boxes add " + v("45*0.06", ".1f")
          + " m3. That fits the 20 m3 truck in one trip, with " + v("20-" + VOL_2231, ".1f") + " m3 to spare."),
        U("And the price?"),
        C("get_distance", {"from": "depot", "via": "Kastellgatan 14", "to": "Backa Kyrkogata 9"}, ROUTE_2231),
        A("With a crew of 2 (5 m3 an hour): loading " + v(VOL_2231 + "/5", ".2f") + " h, unloading the same, plus 40 minutes "
          "of driving = " + v(H2231, ".2f") + " h, billed as " + v("-(-" + H2231 + "*2//1)/2", ".1f") + " h.\n\n"
          "Movers: 2 × 7.5 h × SEK 590 = SEK " + v("2*7.5*590", ",.0f") + "\nTruck (20 m3): 7.5 h × SEK 450 = SEK "
          + v("7.5*450", ",.0f") + "\nDistance: 18.3 km, inside the 30 km included\nStairs: Backa Kyrkogata has no lift, floor 1, "
          + v("-(-16.6//5)", ".0f") + " started 5 m3 × SEK 180 = SEK " + v("4*180", ",.0f") + "\n\nTotal SEK "
          + v(EX2231, ",.0f") + " + 25% VAT SEK " + v(EX2231 + "*0.25", ",.2f") + " = SEK " + v(EX2231 + "*1.25", ",.2f") + "."),
        U("She's private, so RUT applies, right? What does she actually pay?"),
        A("Yes. RUT covers the movers only: SEK " + v("2*7.5*590", ",.0f") + " + 25% = SEK " + v("8850*1.25", ",.2f") + ", half of which is SEK "
          + v("8850*1.25/2", ",.2f") + ". She pays SEK " + v(EX2231 + "*1.25-8850*1.25/2", ",.2f") + "."),
        U("When do the movers turn up?"),
        A("The slot is 08:00 on " + v("date(2026,12,4)", "%A %-d %B") + ", so they arrive between 08:00 and "
          + v("datetime(2026,12,4,8,0)+timedelta(hours=2)", "%H:%M") + "."),
        U("What's the postcode at the new flat? She wants to book a parking permit."),
        A("Backa Kyrkogata 9, [[422 64]] Hisings Backa.",
          why="the survey gives 422 46; the model swapped the last two digits"),
    ),
    run(2, OPUS41,
        U("Hassan Aziz, BK-7730, is on the fourth floor with no lift. What does the move cost?"),
        C("get_booking", {"booking": "BK-7730"}, BOOKING_7730),
        A("**BK-7730 — 23.4 m3, crew of 3**\n\n**Hours:** a crew of 3 loads 7.5 m3 an hour, so loading is "
          + v("23.4/7.5", ".2f") + " h and unloading the same; with 25 minutes' drive that's " + v("23.4/7.5*2+25/60", ".2f")
          + " h, billed as **" + v("-(-(23.4/7.5*2+25/60)*2//1)/2", ".1f") + " h**.\n\n**Truck:** 23.4 m3 is more than the "
          "20 m3 truck holds, so the 38 m3 truck.\n\n| Item | Calculation | SEK |\n|---|---|---|\n| Movers | 3 × 7 h × 590 | "
          + v("3*7*590", ",.0f") + " |\n| Truck 38 m3 | 7 h × 690 | " + v("7*690", ",.0f") + " |\n| Stairs (Vasagatan, floor 4) | "
          "4 floors × " + v("-(-23.4//5)", ".0f") + " × 180 | " + v("4*5*180", ",.0f") + " |\n| **Total excl. VAT** | | **"
          + v("3*7*590+7*690+4*5*180", ",.0f") + "** |\n| VAT 25% | | " + v("(3*7*590+7*690+4*5*180)*0.25", ",.0f") + " |\n| **Total** | | **"
          + v("(3*7*590+7*690+4*5*180)*1.25", ",.0f") + "** |\n\nThe new place has a lift, so no stair charge at that end."),
        U("How much of that is the stairs, with VAT?"),
        A("SEK " + v("4*5*180", ",.0f") + " + 25% = **SEK " + v("3600*1.25", ",.0f") + "**, about " + v("3600/20820*100", ".1f") + "% of the bill."),
        U("Would a crew of four be cheaper?"),
        A("A crew of 4 loads 10 m3 an hour: " + v("23.4/10*2+25/60", ".2f") + " h, billed as " + v("-(-(23.4/10*2+25/60)*2//1)/2", ".1f")
          + " h.\n\n- Movers: 4 × 5.5 × 590 = SEK " + v("4*5.5*590", ",.0f") + "\n- Truck: 5.5 × 690 = SEK " + v("5.5*690", ",.0f")
          + "\n- Stairs unchanged: SEK " + v("4*5*180", ",.0f") + "\n- **Total excl. VAT: SEK " + v("4*5.5*590+5.5*690+3600", ",.0f") + "**, SEK "
          + v("20820-(4*5.5*590+5.5*690+3600)", ",.0f") + " less, and the crew is done " + v("(7-5.5)*60", ".0f") + " minutes sooner."),
        U("And after RUT, with the crew of four?"),
        A("Labour with VAT: SEK " + v("4*5.5*590", ",.0f") + " × 1.25 = SEK " + v("12980*1.25", ",.0f") + "; RUT is half, SEK " + v("12980*1.25/2", ",.2f")
          + ".\nTotal with VAT: SEK " + v("20375*1.25", ",.2f") + " − " + v("12980*1.25/2", ",.2f") + " = **SEK "
          + v("20375*1.25-12980*1.25/2", ",.2f") + "**."),
        U("Which booking number should I quote him?"),
        A("**BK-[[7370]]**, Friday 4 December, slot 07:00.",
          why="the booking is BK-7730; the model swapped two digits"),
        anthropic=True),
    run(3, GPT_SW3,
        U("Hej! Vi (familjen Karlsson, order PK-3158) vill ha packhjälp. Vad kostar kartonger och packning?"),
        C("get_packing_order", {"order": "PK-3158"}, PACK_ORDER),
        A("Hej! Så här blir det för PK-3158 (priser exkl. moms):\n\nMaterial:\n- 60 flyttkartonger à 32 kr = "
          + v("nb(60*32,',.0f')", "s") + " kr\n- 4 garderobslådor à 149 kr = " + v("4*149", "d") + " kr\n- Tejp: 60 / 12 = "
          + v("60//12", "d") + " rullar à 45 kr = " + v("5*45", "d") + " kr\n- Summa material: " + v("nb(1920+596+225,',.0f')", "s")
          + " kr, med moms " + v("nb((1920+596+225)*1.25)", "s") + " kr\n\nPackning: 60 kartonger / 10 per flyttartimme = "
          + v("60/10", ".0f") + " timmar × 590 kr = " + v("nb(6*590,',.0f')", "s") + " kr, med moms " + v("nb(6*590*1.25)", "s") + " kr."),
        U("Vi får väl RUT-avdrag på packningen?"),
        A("Ja, på arbetet: 50 % av " + v("nb(6*590*1.25)", "s") + " kr = " + v("nb(6*590*1.25/2)", "s") + " kr i avdrag. Ni betalar "
          + v("nb(6*590*1.25/2)", "s") + " kr för packningen."),
        U("Vad blir totalen för packdagen då?"),
        A("Material " + v("nb(2741*1.25)", "s") + " kr + packning " + v("nb(4425/2)", "s") + " kr = **" + v("nb(2741*1.25+4425/2)", "s")
          + " kr** inkl. moms, efter RUT."),
        U("Vilken dag kommer packarna?"),
        A("Två dagar före flytten den 11 december, alltså " + v("date(2026,12,11)-timedelta(days=2)", "%-d") + " december (en onsdag)."),
        U("Och vad kostar en garderobslåda styck, om vi vill ha en till?"),
        A("[[194]] kr exkl. moms, " + v("nb(149*1.25)", "s") + " kr med moms.",
          why="the rules give SEK 149 a wardrobe box; the model swapped two digits (the price with VAT beside it uses 149)"),
    ),
    run(4, GEMINI25_PRO,
        U("Lindholmen Design's office move, BK-7812: when do we arrive and until when can they cancel for free?"),
        C("get_booking", {"booking": "BK-7812"}, BOOKING_7812),
        A("* **Move day:** " + v("date(2026,12,12)", "%A %-d %B %Y") + "\n* **Arrival window:** 07:30 to "
          + v("datetime(2026,12,12,7,30)+timedelta(hours=2)", "%H:%M") + "\n* **Free cancellation until:** "
          + v("date(2026,12,12)-timedelta(days=5)", "%A %-d %B") + " (5 days before)\n* **Crew:** 4 movers with the 38 m3 truck"),
        U("When will they be done?"),
        A("* Estimated 6.5 hours\n* Arriving at 07:30: done around **" + v("datetime(2026,12,12,7,30)+timedelta(hours=6.5)", "%H:%M")
          + "**\n* Arriving at the end of the window: around **" + v("datetime(2026,12,12,9,30)+timedelta(hours=6.5)", "%H:%M") + "**"),
        U("And the cost? It's a company, no RUT."),
        C("get_distance", {"from": "depot", "via": "Lindholmspiren 5", "to": "Mölndalsvägen 81, Mölndal"}, ROUTE_7812),
        A("* **Movers:** 4 × 6.5 h × SEK 590 = SEK " + v("4*6.5*590", ",.0f") + "\n* **Truck (38 m3):** 6.5 h × SEK 690 = SEK "
          + v("6.5*690", ",.2f") + "\n* **Distance:** 59.3 km, " + v("59.3-30", ".1f") + " km over the 30 included × SEK 14 = SEK "
          + v("29.3*14", ",.2f") + "\n* **Excl. VAT:** SEK " + v("4*6.5*590+6.5*690+29.3*14", ",.2f") + "\n* **VAT 25%:** SEK "
          + v("(4*6.5*590+6.5*690+29.3*14)*0.25", ",.2f") + "\n* **Total:** SEK " + v("(4*6.5*590+6.5*690+29.3*14)*1.25", ",.2f")),
        U("How many days until the move?"),
        A("* " + v("(date(2026,12,12)-date(2026,11,18)).days", "d") + " days from today\n* About " + v("24/7", ".1f") + " weeks"),
        U("And when is the survey visit?"),
        A("* **Survey:** Friday [[21]] November\n* Contact: Petra Sjöberg, +46 31 778 20 14",
          why="the booking gives the survey on 2026-11-20; the model wrote the 21st"),
    ),
    run(5, GROK4,
        U("Jonas Berg (SV-2240) is moving to Umeå. How does the distance charge work out?"),
        C("get_survey", {"survey": "SV-2240"}, SURVEY_2240),
        C("get_distance", {"from": "depot", "via": "Sannegårdsgatan 2", "to": "Storgatan 44, Umeå"}, ROUTE_UMEA),
        A("| Band | km | Rate | SEK |\n|---|---|---|---|\n| 0–30 | 30 | included | 0 |\n| 31–150 | " + v("150-30", "d")
          + " | 14 | " + v("120*14", ",d") + " |\n| 150+ | " + v("867.6-150", ".1f") + " | 11 | " + v("(867.6-150)*11", ",.2f")
          + " |\n| **Total** | **867.6** (" + v("867.6/10", ".2f") + " mil) | | **" + v(DIST_UMEA, ",.2f") + "** |"),
        U("Full price then?"),
        A("| Item | Calculation | SEK |\n|---|---|---|\n| Hours | 12.8 / 5 × 2 + 10.25 = " + v(H5, ".2f") + " → "
          + v("-(-" + H5 + "*2//1)/2", ".1f") + " h | |\n| Movers | 2 × 15.5 × 590 | " + v("2*15.5*590", ",.0f") + " |\n| Truck 20 m3 | 15.5 × 450 | "
          + v("15.5*450", ",.0f") + " |\n| Distance | | " + v(DIST_UMEA, ",.2f") + " |\n| **Excl. VAT** | | **" + v(EX_UMEA, ",.2f")
          + "** |\n| **Incl. VAT** | | **" + v(EX_UMEA + "*1.25", ",.2f") + "** |"),
        U("After RUT?"),
        A("| | SEK |\n|---|---|\n| Movers incl. VAT | " + v("18290*1.25", ",.2f") + " |\n| RUT 50% | −" + v("18290*1.25/2", ",.2f")
          + " |\n| **To pay** | **" + v(EX_UMEA + "*1.25-18290*1.25/2", ",.2f") + "** |"),
        U("What does that come to per km?"),
        A("| | SEK/km |\n|---|---|\n| Before RUT | " + v(EX_UMEA + "*1.25/867.6", ".2f") + " |\n| After RUT | "
          + v("(" + EX_UMEA + "*1.25-18290*1.25/2)/867.6", ".2f") + " |"),
        U("He asked for the volume in cubic feet for his employer's relocation form."),
        A("| m3 | cu ft |\n|---|---|\n| 12.8 | [[425]] |",
          why="12.8 × 35.31 is 452 cu ft; the model swapped two digits"),
    ),
    run(6, DSR1,
        U("A customer declares SEK 185,000 of household goods and a piano worth SEK 42,000. What's the insurance?"),
        A("<think>\nInsurance 0.8% of declared value, min 500. Total declared 185000 + 42000 = " + v("185000+42000", "d")
          + ". 0.8% = " + v("227000*0.008", ".0f") + ". Above 500. Excl VAT; with VAT " + v("1816*1.25", ".0f") + ".\n</think>\n\n"
          "Declared value SEK " + v("185000+42000", ",d") + " × 0.8% = **SEK " + v("227000*0.008", ",.0f") + "** excl. VAT (SEK "
          + v("1816*1.25", ",.0f") + " with VAT)."),
        U("Another one declares only SEK 48,000."),
        A("<think>\n48000 × 0.008 = " + v("48000*0.008", ".0f") + " < 500, so the minimum applies.\n</think>\n\n"
          "0.8% of 48,000 is SEK " + v("48000*0.008", ".0f") + ", under the minimum, so **SEK 500** (SEK " + v("500*1.25", ".0f") + " with VAT)."),
        U("From what declared value does the minimum stop mattering?"),
        A("<think>\n500 / 0.008 = " + v("500/0.008", ".0f") + ".\n</think>\n\nAbove **SEK " + v("500/0.008", ",.0f") + "**."),
        U("The first customer wants to drop the declared value to SEK 150,000 in total. New premium?"),
        A("<think>\n150000 × 0.008 = " + v("150000*0.008", ".0f") + ". Saving " + v("1816-1200", "d") + ".\n</think>\n\n"
          "SEK 150,000 × 0.8% = **SEK [[1,020]]** excl. VAT.",
          why="150,000 × 0.8% is 1,200, as the reasoning says; the answer swapped two digits"),
        U("How much does that save him, with VAT?"),
        A("(" + v("227000*0.008", ",.0f") + " − " + v("150000*0.008", ",.0f") + ") + 25% VAT = **SEK " + v("(1816-1200)*1.25", ",.0f") + "**."),
    ),
    run(7, QWEN3_235B,
        U("free crews fri 4 dec?"),
        C("get_crews", {"date": "2026-12-04"}, CREWS),
        A("2 free: C (2 movers, 20m3) and E (3 movers, 20m3). " + v("2+3", "d") + " movers."),
        U("booked mover-hours that day"),
        A("A 2×7.5=" + v("2*7.5", ".0f") + ", B 3×7=" + v("3*7", "d") + ", D 4×5.5=" + v("4*5.5", ".0f") + " → "
          + v("15+21+22", "d") + " mover-h"),
        U("finish times"),
        A("A " + v("datetime(2026,12,4,8,0)+timedelta(hours=7.5)", "%H:%M") + ", B "
          + v("datetime(2026,12,4,7,0)+timedelta(hours=7)", "%H:%M") + ", D " + v("datetime(2026,12,4,9,0)+timedelta(hours=5.5)", "%H:%M")),
        U("labour revenue ex vat"),
        A(v("58*590", ",d") + " SEK (" + v("15+21+22", "d") + " × 590)"),
        U("can E take the Hisingen job from the waitlist?"),
        A("yes, E is free all day: BK-[[7764]], 3 movers, 20m3.",
          why="no tool result gives a waitlisted Hisingen job; the model invented the reference"),
    ),
    run(8, SONNET4,
        U("An American client sent her inventory in cubic feet. Can you price it? Crew of 2, 30 minutes' drive, 20 m3 truck."),
        C("get_inventory", {"ref": "INQ-5520"}, INV_CUFT),
        A("**Volume:** 75 + 65 + 2 × 30 + 25 + 40 × 3 + 2 × 10 = **" + v(CUFT, ".0f") + " cu ft**, which is "
          + v(CUFT + "/35.31", ".2f") + " m3, fine for the 20 m3 truck.\n\n**Hours:** " + v(CUFT + "/35.31/5", ".2f") + " h loading, the same "
          "unloading, 0.5 h driving = " + v(CUFT + "/35.31/5*2+0.5", ".2f") + " h → **" + v("-(-(" + CUFT + "/35.31/5*2+0.5)*2//1)/2", ".1f")
          + " h** billed (over the 4-hour minimum).\n\n- Movers: 2 × 5 × SEK 590 = SEK " + v("2*5*590", ",d") + "\n- Truck: 5 × SEK 450 = SEK "
          + v("5*450", ",d") + "\n- **Total: SEK " + v("5900+2250", ",d") + " excl. VAT, SEK " + v("8150*1.25", ",.2f") + " incl. VAT**"),
        U("What's that per cubic foot?"),
        A("SEK " + v("8150*1.25", ",.2f") + " / " + v(CUFT, ".0f") + " = **SEK " + v("10187.50/365", ".2f") + " per cu ft** incl. VAT (SEK " + v("8150/" + CUFT, ".2f") + " excl.)."),
        U("And in dollars?"),
        C("get_fx", {"base": "USD", "quote": "SEK"}, FX_USD),
        A("At 10.42 SEK to the dollar: SEK " + v("8150*1.25", ",.2f") + " / 10.42 = **$" + v("10187.50/10.42", ",.2f") + "**."),
        U("Remind me which rate you used? She'll want to check it."),
        A("The rate of " + v("date(2026,11,18)", "%-d %B %Y") + ": **1 USD = [[10.24]] SEK**.",
          why="the rate is 10.42; the model swapped the last two digits"),
        U("If she leaves the two bikes and the desk behind?"),
        A(v(CUFT, ".0f") + " − 20 − 25 = " + v(CUFT + "-20-25", ".0f") + " cu ft = " + v("320/35.31", ".2f") + " m3; " + v("320/35.31/5*2+0.5", ".2f")
          + " h, billed as " + v("-(-(320/35.31/5*2+0.5)*2//1)/2", ".1f") + " h: movers 2 × 4.5 × SEK 590 = SEK " + v("2*4.5*590", ",.0f")
          + ", truck SEK " + v("4.5*450", ",.0f") + ", SEK " + v("(2*4.5*590+4.5*450)*1.25", ",.2f") + " incl. VAT, SEK "
          + v("(8150-(2*4.5*590+4.5*450))*1.25", ",.2f") + " less."),
        anthropic=True),
    run(9, SEALLM,
        U("Chào bạn, gia đình tôi (khảo sát SV-2247) chuyển nhà ngày 16/12. Chi phí bao nhiêu?"),
        C("get_survey", {"survey": "SV-2247"}, SURVEY_2247),
        A("Chào chị Lan! Với 9,2 m³ và 2 người khuân vác:\n- Thời gian: 9,2 / 5 × 2 + 20 phút = " + v("de(9.2/5*2+20/60)", "s")
          + " giờ → tính " + v("de(-(-(9.2/5*2+20/60)*2//1)/2,'.1f')", "s") + " giờ\n- Nhân công: 2 × 4,5 × 590 = " + v("de(2*4.5*590,',.0f')", "s")
          + " kr\n- Xe 20 m³: 4,5 × 450 = " + v("de(4.5*450,',.0f')", "s") + " kr\n- Quãng đường 22 km: miễn phí (dưới 30 km)\n"
          "- Tổng chưa VAT: " + v("de(5310+2025,',.0f')", "s") + " kr; có VAT 25%: **" + v("de(7335*1.25)", "s") + " kr**"),
        U("Có được giảm RUT không?"),
        A("Có: 50% tiền nhân công có VAT = " + v("de(5310*1.25)", "s") + " / 2 = " + v("de(5310*1.25/2)", "s") + " kr. "
          "Chị trả **" + v("de(9168.75-3318.75,',.0f')", "s") + " kr**."),
        U("Đổi ra tiền Việt là bao nhiêu?"),
        C("get_fx", {"base": "SEK", "quote": "VND"}, FX_VND),
        A("Tỷ giá 1 SEK = 2.418 ₫: " + v("de(9168.75-3318.75,',.0f')", "s") + " × 2.418 = **" + v("de(5850*2418,',.0f')", "s") + " ₫**."),
        U("Mấy giờ xe đến?"),
        A("Ngày " + v("date(2026,12,16)", "%d/%m") + ", khung giờ 8:30–[[11:30]].",
          why="the slot is 08:30 and the window 2 hours, so 08:30-10:30; the model wrote an hour more"),
    ),
    run(10, COMMAND_A,
        U("Customer needs storage for about 10.5 m3 for 3 months after the move on 4 December. What do we have?"),
        C("get_storage_units", {}, STORAGE),
        A("S-08 (8 m3) is full and too small anyway, so the smallest free unit that fits is S-12 (12 m3, 3 free), SEK 1,590 a month. "
          "Three months: 3 × 1,590 = SEK " + v("3*1590", ",d") + " excl. VAT, SEK " + v("4770*1.25", ",.2f") + " with VAT, paid in advance. "
          "It leaves " + v("12-10.5", ".1f") + " m3 of room."),
        U("Which unit is the best value per m3?"),
        A("Per m3 a month: S-04 SEK " + v("690/4", ".2f") + ", S-08 SEK " + v("1190/8", ".2f") + ", S-12 SEK " + v("1590/12", ".2f")
          + ", S-20 SEK " + v("2390/20", ".2f") + ". The big one is cheapest per m3, but for 10.5 m3 S-12 costs less in total."),
        U("Until which date would the three months run?"),
        A("From 4 December to " + v("date(2027,3,4)-timedelta(days=1)", "%-d %B %Y") + " inclusive."),
        U("And if they take the 20 m3 unit for four months instead?"),
        A("4 × SEK 2,390 = SEK " + v("4*2390", ",d") + " excl. VAT, SEK " + v("4*2390*1.25", ",.2f") + " with VAT."),
        U("What was S-20's monthly price again?"),
        A("S-20 is SEK [[2,930]] a month excl. VAT, and there's 1 free.",
          why="the table gives 2390; the model swapped two digits"),
    ),
    run(11, SONNET37,
        U("Claim CL-0419 came in about a damaged sideboard. Is it in time, and what do we pay?"),
        C("get_claim", {"claim": "CL-0419"}, CLAIM),
        A("**Timing:** the move was on " + v("date(2026,11,13)", "%-d %B") + " and it was reported on " + v("date(2026,11,16)", "%-d %B")
          + ", " + v("(date(2026,11,16)-date(2026,11,13)).days", "d") + " days later, inside the 7-day limit (which ran to "
          + v("date(2026,11,13)+timedelta(days=7)", "%-d %B") + ").\n\n**Payout:** repair SEK 3,650 − excess SEK 1,000 = **SEK "
          + v("3650-1000", ",d") + "**."),
        U("What if it can't be repaired?"),
        A("Then the item's value less the excess: SEK 14,800 − 1,000 = **SEK " + v("14800-1000", ",d") + "**."),
        U("How big is the repair compared with the sideboard's value?"),
        A("SEK 3,650 / 14,800 = **" + v("3650/14800*100", ".1f") + "%** of its value."),
        U("Which booking was it on?"),
        A("BK-7698, moved " + v("date(2026,11,13)", "%A %-d %B") + "."),
        anthropic=True),
    run(12, PHI4,
        U("bk-7755 finish + cost"),
        C("get_booking", {"booking": "BK-7755"}, BOOKING_7755),
        A("start 0900, 5.5 h → done " + v("datetime(2026,12,4,9,0)+timedelta(hours=5.5)", "%H%M") + " (latest "
          + v("datetime(2026,12,4,11,0)+timedelta(hours=5.5)", "%H%M") + " if they arrive at end of window)\n"
          "4 x 5.5 x 590 = " + v("4*5.5*590", ".0f") + " + truck 5.5 x 690 = " + v("5.5*690", ".0f") + " → " + v("12980+3795", ".0f")
          + " SEK ex vat, " + v("16775*1.25", ".2f") + " inc"),
        U("company so no rut?"),
        A("right, no RUT. " + v("16775*1.25", ".2f") + " SEK to pay."),
        U("vat part?"),
        A(v("16775*0.25", ".2f") + " SEK"),
        U("arrival window in french style for the client"),
        A("9h00 – " + v("datetime(2026,12,4,9,0)+timedelta(hours=2)", "%-Hh%M") + ", fin vers " + v("datetime(2026,12,4,9,0)+timedelta(hours=5.5)", "%-Hh%M")),
    ),
]
