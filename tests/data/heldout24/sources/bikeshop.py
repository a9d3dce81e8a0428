"""bikeshop runs: a bicycle shop's front-desk and workshop assistant (Kade Cycles' Spaak, tools
designed for this set: rentals, repair tickets and bikes as JSON, parts, stock and a service history
as CSV text, a tyre table, an availability table and July's rentals as plain text), with rentals by
the started hour under a day cap, late fees per started half hour, labour in 15-minute units, a
student discount, VAT inside a price, service intervals in km, miles, tyre sizes (`700x28c`,
`29 x 2.4"`, ETRTO), circumferences, gear ratios and development; tool results and answers written
here, in the styles of GPT-5.1 (plain), Claude Sonnet 4.5, Haiku 4.5 and Opus 4.5 (Anthropic
envelopes), Gemini 2.5 Flash (bullets), Kimi K2 Thinking (tables), Mistral Large (German
`308,00 €`), GLM-4.6 (Dutch `192,05`), DeepSeek V3.2 (terse), Qwen3-Next (`<think>`), Llama 4
Maverick and gpt-oss-20b (a few words, `0930`)."""

from _heldout24_bikeshop import POLICY, csv
from _heldout24_models import (DSV32, GEMINI25_FLASH, GLM46, GPT51, GPT_OSS_20B, HAIKU45, KIMI_K2T, LLAMA4,
                               MISTRAL_LARGE, OPUS45, QWEN3_NEXT, SONNET45)

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"bikeshop-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


RENTAL_40817 = {"rental_id": "R-40817", "customer": "M. Verhoef", "bike": "EB-07", "type": "e-bike",
                "out": "2026-08-14T09:20", "agreed_back": "2026-08-14T13:00", "deposit_eur": 200,
                "battery_pct_out": 100, "status": "out"}
TICKET_2291 = {"ticket": "WS-2291", "customer": "Jonas de Wit", "student": True, "bike": "Gazelle Chamonix C7, 28\"",
               "booked_in": "2026-08-14T09:40", "bench_start": "2026-08-14T10:30",
               "jobs": [{"job": "replace chain and rear sprocket", "min": 35}, {"job": "true rear wheel", "min": 20},
                        {"job": "adjust hub gears", "min": 15}],
               "parts": [{"part": "KMC Z1eHX chain", "sku": "CH-1120", "eur": 18.95},
                         {"part": "Shimano Nexus sprocket 20T", "sku": "SP-2020", "eur": 9.50},
                         {"part": "brake pads (pair)", "sku": "BP-0412", "eur": 12.90}],
               "status": "booked"}
TYRES = """TYRE / WHEEL TABLE  (rolling circumference, measured)
ETRTO    marking              circ_mm   max_psi   stock
28-622   700x28c              2136      95        14
35-622   700x35c              2168      80        9
40-622   700x40c / 28x1.50    2200      70        6
57-584   27.5 x 2.25"         2180      45        4
61-622   29 x 2.4"            2326      35        7
47-406   20 x 1.75"           1515      65        3"""
BIKE_3308 = {"bike_id": "BK-3308", "owner": "Ilse Bakker", "model": "Trek FX 3", "wheel": "700x35c",
             "odometer_km": 6840, "bought": "2025-06-21"}
HISTORY_3308 = csv("date,odometer_km,work,ticket", "2025-06-21,0,sold,S-1187", "2025-09-02,1620,chain check,WS-1764",
                   "2025-12-15,3190,chain check + brake pads,WS-1902", "2026-03-28,4980,full service,WS-2040",
                   "2026-06-30,6410,chain check,WS-2207")
BIKE_4102 = {"bike_id": "BK-4102", "owner": "Sanne Mulder", "model": "Canyon Grail AL 7", "chainrings": [46, 30],
             "cassette": "11-34 (11,13,15,17,19,21,24,28,34)", "wheel": "700x40c", "odometer_km": 2210}
AVAIL = """AVAILABILITY  Sat 15 - Sun 16 Aug 2026
type     fleet   booked_sat   booked_sun
city     24      11           9
e-bike   10      7            8
cargo    3       1            0"""
WHEEL_PARTS = csv("sku,part,unit_eur,in_stock,reorder_at",
                  "RM-622-32,DT Swiss 533D rim 622 32h,64.90,3,2", "SP-DT-292,DT Champion spoke 292 mm,0.85,220,100",
                  "NP-BR-14,brass nipple 14G,0.25,500,200", "RT-TAPE-18,rim tape 18 mm,4.95,12,5")
CONSUMABLES = csv("sku,part,unit_eur,in_stock,reorder_at",
                  "CH-1120,KMC Z1eHX chain,18.95,6,8", "BP-0412,brake pads (pair),12.90,22,10",
                  "TU-700-28,inner tube 700x28-32c,6.50,9,15", "TU-29-24,inner tube 29x2.1-2.4,8.95,4,6",
                  "CB-2000,brake cable 2000 mm,3.75,40,20", "LU-DRY,chain lube 100 ml,7.80,11,12")
RENTAL_40790 = {"rental_id": "R-40790", "customer": "Stichting Buurtfiets", "bike": "CB-02", "type": "cargo",
                "out": "2026-08-12T08:30", "agreed_back": "2026-08-13T18:00", "returned": "2026-08-13T19:25",
                "paid_eur": 90.0, "deposit_eur": 250, "damage_note": "front mudguard cracked", "status": "returned"}
MUDGUARD = csv("sku,part,unit_eur,in_stock,reorder_at", "MG-CARGO-F,cargo bike front mudguard,34.50,1,1")
JULY = """RENTALS JULY 2026
type     bikes   rentals   hours    revenue_eur
city     24      412       1,986    7,390.50
e-bike   10      233       1,204    6,988.00
cargo    3       41        265      1,863.00"""
EB_03 = {"bike_id": "EB-03", "model": "Riese & Müller Roadster", "type": "e-bike", "battery_wh": 625,
         "range_km_eco": 110, "range_km_tour": 75, "charger_h": 4.5, "wheel": "28 x 2.0"}
TICKET_2295 = {"ticket": "WS-2295", "customer": "Kim Min-jun", "student": False, "bike": "Brompton C Line 6-speed",
               "bench_start": "2026-08-14T15:10",
               "jobs": [{"job": "rear hub service", "min": 95}, {"job": "replace tyres 16 x 1.35\" (x2)", "min": 30},
                        {"job": "new gear cable", "min": 25}],
               "parts": [{"part": "Schwalbe Marathon 16x1.35", "sku": "TY-349-35", "eur": 29.95, "qty": 2},
                         {"part": "gear cable kit", "sku": "GC-BROM", "eur": 14.50, "qty": 1}],
               "status": "in progress"}
LABOUR_2291 = "(75/60*58)"
PARTS_2291 = "(18.95+9.50+12.90)"
WHEEL = "(64.90+32*0.85+32*0.25+4.95+90/60*58)"

RUNS = [
    run(1, GPT51,
        U("How much will R-40817 cost if she brings it back on time?"),
        C("get_rental", {"rental_id": "R-40817"}, RENTAL_40817),
        A("R-40817 is an e-bike (EB-07) out from 09:20 to 13:00, that's " + v("220//60", "d") + " h "
          + v("220%60", "d") + " min, so " + v("-(-220//60)", "d") + " started hours × €7.00 = €"
          + v("4*7", ".2f") + ". That's under the €32.00 day cap, so €28.00 it is. The €200 deposit comes back "
          "when she returns it."),
        U("She called, she'll be back at 14:10 instead."),
        A("Then she's " + v("14*60+10-13*60", "d") + " minutes late, which is " + v("-(-70//30)", "d")
          + " started half hours: " + v("3", "d") + " × €5.00 = €" + v("3*5", ".2f") + " late fee. The rental "
          "itself runs 09:20 to 14:10, " + v("290//60", "d") + " h " + v("290%60", "d") + " min, " + v("-(-290//60)", "d")
          + " started hours × €7.00 = €" + v("5*7", ".2f") + ", capped at €32.00. Total €"
          + v("32+15", ".2f") + "."),
        U("What if she'd rather keep it until 13:00 tomorrow as a two-day rental?"),
        A("Two day rates: 2 × €32.00 = €" + v("2*32", ".2f") + ", no late fee as long as she's back by 13:00 on "
          + v("date(2026,8,14)+timedelta(days=1)", "%A %d %B") + "."),
        U("How much VAT is in the €47?"),
        A("€47.00 × 21/121 = €" + v("47*21/121", ".2f") + ", so €" + v("47-47*21/121", ".2f") + " before VAT."),
        U("What time did it go out again?"),
        A("It went out at [[09:02]] this morning with the battery at 100%.",
          why="the rental went out at 09:20; the model swapped two digits"),
    ),
    run(2, SONNET45,
        U("Jonas is asking for a price on WS-2291 before we start."),
        C("get_repair_ticket", {"ticket": "WS-2291"}, TICKET_2291),
        A("**WS-2291 — Gazelle Chamonix C7**\n\nLabour: 35 + 20 + 15 = " + v("35+20+15", "d") + " min → "
          + v("-(-70//15)", "d") + " started 15-minute units = " + v("5*15", "d") + " min\n- " + v("75/60", ".2f")
          + " h × €58.00 = €" + v(LABOUR_2291, ".2f") + "\n- Student discount 10%: −€" + v(LABOUR_2291 + "*0.1", ".2f")
          + " → €" + v(LABOUR_2291 + "*0.9", ".2f") + "\n\nParts: €18.95 + €9.50 + €12.90 = €" + v(PARTS_2291, ".2f")
          + "\n\n**Total: €" + v(LABOUR_2291 + "*0.9+" + PARTS_2291, ".2f") + "** (VAT included)"),
        U("When can he collect it?"),
        A("Bench start is 10:30 and the jobs are booked at " + v("35+20+15", "d") + " minutes, so it should be ready at "
          + v("datetime(2026,8,14,10,30)+timedelta(minutes=70)", "%H:%M") + " today."),
        U("How much of that is VAT?"),
        A("€" + v(LABOUR_2291 + "*0.9+" + PARTS_2291, ".2f") + " × 21/121 = **€"
          + v("(" + LABOUR_2291 + "*0.9+" + PARTS_2291 + ")*21/121", ".2f") + "**."),
        U("What would it have been without the student discount?"),
        A("€" + v(LABOUR_2291, ".2f") + " + €" + v(PARTS_2291, ".2f") + " = **€" + v(LABOUR_2291 + "+" + PARTS_2291, ".2f")
          + "**. The discount saves him €" + v(LABOUR_2291 + "*0.1", ".2f") + "."),
        U("And the brake pads on their own?"),
        A("The pair of pads (BP-0412) is **€[[12.60]]**.", why="the ticket lists the pads at 12.90; one digit off"),
        anthropic=True),
    run(3, GEMINI25_FLASH,
        U("Customer on 700x28c wants something wider. What's the difference to a 700x35c?"),
        C("get_tyre_table", {}, TYRES),
        A("* **700x35c** (ETRTO 35-622) fits the same 622 rim\n* Circumference **2168 mm** vs **2136 mm**: "
          + v("2168-2136", "d") + " mm more, about " + v("32/2136*100", ".1f") + "%\n* Max pressure drops from 95 to 80 psi\n"
          "* **9 in stock**"),
        U("How many wheel turns per km on a 29 x 2.4\"?"),
        A("* Circumference 2326 mm\n* 1,000,000 mm / 2326 = **" + v("1000000/2326", ".1f") + " turns per km**, about "
          + v("1000000/2326", ".0f")),
        U("Max pressure of the 28c in bar?"),
        A("* 95 psi / 14.5 = **" + v("95/14.5", ".1f") + " bar**\n* The 35c: 80 / 14.5 = " + v("80/14.5", ".1f") + " bar"),
        U("How wide is a 29 x 2.4 in mm?"),
        A("* 2.4 × 25.4 = **" + v("2.4*25.4", ".2f") + " mm**\n* The ETRTO says 61 (61-622), so it matches"),
        U("And the folding bike one, the 20-inch?"),
        A("* **20 x 1.75\"** (47-406)\n* Circumference **[[1,551]] mm**\n* Max 65 psi, 3 in stock",
          why="the table gives 1515 mm; the model swapped two digits"),
    ),
    run(4, KIMI_K2T,
        U("Is Ilse Bakker's bike due anything?"),
        C("get_bike", {"customer": "Ilse Bakker"}, BIKE_3308),
        C("get_service_history", {"bike_id": "BK-3308"}, HISTORY_3308),
        A("| Check | Last | Now | Since | Next due | To go |\n|---|---|---|---|---|---|\n| Chain check | 6,410 km (30 Jun) | "
          "6,840 km | " + v("6840-6410", "d") + " km | " + v("6410+1500", ",d") + " km | " + v("6410+1500-6840", ",d") + " km |\n"
          "| Full service | 4,980 km (28 Mar) | 6,840 km | " + v("6840-4980", ",d") + " km | " + v("4980+5000", ",d")
          + " km or " + v("date(2026+1,3,28)", "%d %b %Y") + " | " + v("4980+5000-6840", ",d") + " km |\n\nNothing due today."),
        U("How much does she ride a month, roughly?"),
        A("| Since | Days | km/day | km/month |\n|---|---|---|---|\n| 21 Jun 2025 | "
          + v("(date(2026,8,14)-date(2025,6,21)).days", "d") + " | " + v("6840/419", ".1f") + " | ~"
          + v("6840/419*365/12", ".0f") + " |"),
        U("And her odometer in miles?"),
        A("| km | miles |\n|---|---|\n| 6,840 | " + v("6840/1.609", ",.0f") + " |"),
        U("When will she hit the chain check at that pace?"),
        A("| To go | km/day | Days | Date |\n|---|---|---|---|\n| " + v("6410+1500-6840", ",d") + " km | " + v("6840/419", ".1f") + " | ~"
          + v("1070/(6840/419)", ".0f") + " | " + v("date(2026,8,14)+timedelta(days=66)", "%d %b %Y") + " |"),
        U("What was done in December?"),
        A("| Date | km | Work | Ticket |\n|---|---|---|---|\n| 15 Dec 2025 | 3,190 | chain check + brake pads | WS-[[1920]] |",
          why="the history gives WS-1902; the model swapped the last two digits"),
    ),
    run(5, HAIKU45,
        U("Sanne wants to know her lowest and highest gear on BK-4102."),
        C("get_bike", {"bike_id": "BK-4102"}, BIKE_4102),
        C("get_tyre_table", {}, TYRES),
        A("On the 46/30 crank with the 11-34 cassette and 700x40c (2,200 mm):\n\n- **Highest:** 46/11 = "
          + v("46/11", ".2f") + ", " + v("46/11*2.2", ".2f") + " m per crank turn\n- **Lowest:** 30/34 = "
          + v("30/34", ".2f") + ", " + v("30/34*2.2", ".2f") + " m per crank turn\n- Range: " + v("46/11/(30/34)*100", ".0f") + "%"),
        U("She's thinking of a 44/28 crank with a 10-36 cassette. New lowest and highest?"),
        A("- **Highest:** 44/10 = " + v("44/10", ".2f") + ", " + v("4.4*2.2", ".2f") + " m\n- **Lowest:** 28/36 = "
          + v("28/36", ".2f") + ", [[1.17]] m\n- Range: " + v("4.4/(28/36)*100", ".0f") + "%, wider than now",
          why="28/36 × 2.2 is 1.71 m; the model swapped two digits"),
        U("How fast is the current top gear at 90 rpm?"),
        A(v("46/11*2.2", ".2f") + " m × 90 = " + v("46/11*2.2*90", ".0f") + " m a minute, × 60 = **"
          + v("46/11*2.2*90*60/1000", ".1f") + " km/h**."),
        U("And the lowest at 70 rpm, for the climbs?"),
        A(v("30/34*2.2", ".2f") + " m × 70 = " + v("30/34*2.2*70", ".0f") + " m a minute, about **"
          + v("30/34*2.2*70*60/1000", ".1f") + " km/h**."),
        anthropic=True),
    run(6, MISTRAL_LARGE,
        U("Eine Gruppe aus Köln möchte 6 Stadträder und 2 E-Bikes für Samstag und Sonntag. Was kostet das, und haben wir genug?"),
        C("get_availability", {"from": "2026-08-15", "to": "2026-08-16"}, AVAIL),
        A("Verfügbarkeit:\n- Stadträder: Samstag " + v("24-11", "d") + " frei, Sonntag " + v("24-9", "d") + " frei\n"
          "- E-Bikes: Samstag " + v("10-7", "d") + " frei, Sonntag " + v("10-8", "d") + " frei, also knapp, aber es reicht\n\n"
          "Preis (Tagessatz):\n- 6 × 2 × 15,00 € = " + v("de(6*2*15)", "s") + " €\n- 2 × 2 × 32,00 € = "
          + v("de(2*2*32)", "s") + " €\n- **Gesamt: " + v("de(180+128)", "s") + " €**\n\nKaution: 6 × 50 € + 2 × 200 € = "
          + v("6*50+2*200", "d") + " €, bei Rückgabe erstattet."),
        U("Und wenn sie nur am Samstag von 10 bis 16 Uhr fahren?"),
        A("6 Stunden: Stadtrad 6 × 4,50 € = " + v("de(6*4.5)", "s") + " €, gedeckelt auf 15,00 €; E-Bike 6 × 7,00 € = "
          + v("de(6*7)", "s") + " €, gedeckelt auf 32,00 €. Also 6 × 15,00 + 2 × 32,00 = **" + v("de(6*15+2*32)", "s") + " €**."),
        U("Wie viel Mehrwertsteuer steckt in den 308 €?"),
        A("308,00 € × 21/121 = **" + v("de(308*21/121)", "s") + " €**, netto " + v("de(308-308*21/121)", "s") + " €."),
        U("Und pro Person?"),
        A("308,00 € / 8 = **[[38,05]] €** pro Person.", why="308 / 8 is 38,50; the model swapped two digits"),
    ),
    run(7, GLM46,
        U("Wat kost een nieuw achterwiel opbouwen op de oude naaf? 32 spaken, 90 minuten werk."),
        C("get_parts_price", {"skus": ["RM-622-32", "SP-DT-292", "NP-BR-14", "RT-TAPE-18"]}, WHEEL_PARTS),
        A("Onderdelen:\n- Velg DT Swiss 533D: € 64,90\n- Spaken: 32 × € 0,85 = € " + v("de(32*0.85)", "s") + "\n"
          "- Nippels: 32 × € 0,25 = € " + v("de(32*0.25)", "s") + "\n- Velglint: € 4,95\n- Subtotaal onderdelen: € "
          + v("de(64.90+32*0.85+32*0.25+4.95)", "s") + "\n\nArbeid: 90 minuten = " + v("90//15", "d")
          + " kwartier = 1,5 uur × € 58,00 = € " + v("de(1.5*58)", "s") + "\n\n**Totaal: € " + v("de" + WHEEL, "s") + "** (incl. btw)"),
        U("Hoeveel btw zit erin?"),
        A("€ " + v("de" + WHEEL, "s") + " × 21/121 = **€ " + v("de(" + WHEEL + "*21/121)", "s") + "**."),
        U("En als we ook het voorwiel doen, zelfde prijs? Hebben we genoeg velgen?"),
        A("Twee keer: 2 × € " + v("de" + WHEEL, "s") + " = **€ " + v("de(2*" + WHEEL + ")", "s") + "**. Velgen: 3 op "
          "voorraad, daarna nog " + v("3-2", "d") + ", onder het bestelpunt van 2. Spaken: 220 − " + v("2*32", "d") + " = " + v("220-64", "d")
          + " over."),
        U("Welke spaaklengte was het ook alweer?"),
        A("DT Champion, [[229]] mm.", why="the parts list gives 292 mm; the model swapped two digits"),
    ),
    run(8, DSV32,
        U("consumables under reorder?"),
        C("get_parts_stock", {"category": "consumables"}, CONSUMABLES),
        A("4 lines:\n- CH-1120 chain: 6 (reorder 8)\n- TU-700-28 tube: 9 (15)\n- TU-29-24 tube: 4 (6)\n- LU-DRY lube: 11 (12)"),
        U("order each up to twice its reorder level. qty and cost?"),
        A("- CH-1120: " + v("16-6", "d") + " × 18.95 = " + v("10*18.95", ".2f") + "\n- TU-700-28: " + v("30-9", "d")
          + " × 6.50 = " + v("21*6.5", ".2f") + "\n- TU-29-24: " + v("12-4", "d") + " × 8.95 = " + v("8*8.95", ".2f")
          + "\n- LU-DRY: " + v("24-11", "d") + " × 7.80 = " + v("13*7.8", ".2f") + "\n- total " + v("10*18.95+21*6.5+8*8.95+13*7.8", ".2f") + " EUR"),
        U("stock value of consumables at list?"),
        A(v("6*18.95+22*12.90+9*6.50+4*8.95+40*3.75+11*7.80", ".2f") + " EUR (" + v("6+22+9+4+40+11", "d") + " items)."),
    ),
    run(9, QWEN3_NEXT,
        U("R-40790 came back last night. What do we keep from the deposit?"),
        C("get_rental", {"rental_id": "R-40790"}, RENTAL_40790),
        C("get_parts_price", {"skus": ["MG-CARGO-F"]}, MUDGUARD),
        A("<think>\nCargo bike, out 12 Aug 08:30, agreed back 13 Aug 18:00, paid 90 = 2 day rates of 45. Returned 19:25, "
          "so " + v("19*60+25-18*60", "d") + " minutes late → started half hours: " + v("-(-85//30)", "d") + " → "
          + v("3*5", "d") + " EUR. Mudguard cracked: part 34.50 plus fitting, one 15-minute unit = 58/4 = "
          + v("58/4", ".2f") + ". Deductions: 15 + 34.50 + 14.50 = " + v("15+34.5+14.5", ".2f") + ". Deposit 250 − 64 = "
          + v("250-64", ".2f") + ".\n</think>\n\nFrom the €250 deposit we keep **€64.00**: €15.00 late fee (85 minutes, "
          "3 started half hours), €34.50 for the front mudguard and €14.50 to fit it. Refund: **€[[168.00]]**.",
          why="250 − 64 is 186.00, as the reasoning says; the answer swapped two digits"),
        U("How late was it exactly?"),
        A(v("19*60+25-18*60", "d") + " minutes: due 18:00 on the 13th, back at 19:25."),
        U("And if we waive the mudguard?"),
        A("<think>\nOnly the late fee: 250 − 15.\n</think>\n\nRefund **€" + v("250-15", ".2f") + "**."),
        U("Was the rental itself paid?"),
        A("Yes, €90.00 up front: " + v("90/45", ".0f") + " day rates of €45.00 for the cargo bike."),
    ),
    run(10, LLAMA4,
        U("How did July go for rentals?"),
        C("get_rental_stats", {"month": "2026-07"}, JULY),
        A("July 2026: " + v("412+233+41", "d") + " rentals, " + v("1986+1204+265", ",d") + " hours and €"
          + v("7390.50+6988+1863", ",.2f") + " in revenue. E-bikes brought in " + v("6988/16241.5*100", ".1f")
          + "% of it with " + v("233/686*100", ".1f") + "% of the rentals."),
        U("Average revenue per rental for each type?"),
        A("City €" + v("7390.50/412", ".2f") + ", e-bike €" + v("6988/233", ".2f") + ", cargo €" + v("1863/41", ".2f") + "."),
        U("Rentals per bike?"),
        A("City " + v("412/24", ".1f") + ", e-bike " + v("233/10", ".1f") + ", cargo " + v("41/3", ".1f") + "."),
        U("How long is the average e-bike rental?"),
        A("1,204 h / 233 = " + v("1204/233", ".2f") + " h, about " + v("1204/233*60", ".0f") + " minutes, or "
          + v("310//60", "d") + " h " + v("310%60", "d") + " min."),
        U("And hours a day per e-bike over the month?"),
        A("1,204 / 10 bikes / 31 days = " + v("1204/10/31", ".1f") + " h a day."),
    ),
    run(11, OPUS45,
        U("A customer wants to ride Utrecht to Copenhagen, about 520 miles, on an e-bike over 10 days. Which bike, "
          "what does it cost, and is it realistic?"),
        C("get_bike", {"bike_id": "EB-03"}, EB_03),
        A("**Distance:** 520 × 1.609 = " + v("520*1.609", ".1f") + " km, so " + v("836.68/10", ".1f") + " km a day.\n\n"
          "**Bike:** EB-03, the Riese & Müller Roadster with a 625 Wh battery: 75 km in tour mode, 110 km in eco. "
          "A day of " + v("836.68/10", ".0f") + " km is past tour range, so mostly eco, or a top-up at lunch.\n\n"
          "**Cost:** 10 days = one week (5 day rates) + 3 days = " + v("5+3", "d") + " × €32.00 = **€" + v("8*32", ".2f")
          + "**, plus the **€[[260]]** deposit, refunded on return.",
          why="the e-bike deposit is EUR 200 in the rules; the model wrote one digit off"),
        U("How many charges will that take?"),
        A("- Tour mode: " + v("836.68", ".1f") + " / 75 = " + v("836.68/75", ".1f") + ", so **" + v("-(-836.68//75)", ".0f")
          + " charges**\n- Eco: " + v("836.68", ".1f") + " / 110 = " + v("836.68/110", ".1f") + ", so **" + v("-(-836.68//110)", ".0f")
          + "**\n- At 4.5 h a charge that's " + v("12*4.5", ".0f") + " h of charging in tour mode, " + v("8*4.5", ".0f") + " h in eco"),
        U("Will it need a chain check on the way?"),
        A("No: " + v("836.68", ".0f") + " km is well under the 1,500 km interval, " + v("1500-837", "d") + " km to spare."),
        U("What's the consumption per km in tour mode?"),
        A("625 Wh / 75 km = **" + v("625/75", ".1f") + " Wh/km**; in eco 625 / 110 = " + v("625/110", ".1f") + " Wh/km."),
        anthropic=True),
    run(12, GPT_OSS_20B,
        U("ws-2295 price + when ready"),
        C("get_repair_ticket", {"ticket": "WS-2295"}, TICKET_2295),
        A("labour 95+30+25 = " + v("95+30+25", "d") + " min = " + v("150//15", "d") + " units = " + v("150/60", ".1f")
          + " h x 58 = EUR " + v("2.5*58", ".2f") + "\nparts 2 x 29.95 + 14.50 = EUR " + v("2*29.95+14.5", ".2f")
          + "\ntotal EUR " + v("145+74.40", ".2f") + "\nready [[1750]] today (start 1510)",
          why="1510 plus the 150 booked minutes is 1740; the model added 160"),
        U("tyre width in mm?"),
        A("1.35 in x 25.4 = " + v("1.35*25.4", ".1f") + " mm"),
        U("vat in it?"),
        A("EUR " + v("(145+74.40)*21/121", ".2f") + " (" + v("145+74.40", ".2f") + " x 21/121)"),
        U("and if the hub service only took 60 min?"),
        A(v("60+30+25", "d") + " min = " + v("-(-115//15)", "d") + " units = " + v("120/60", ".0f") + " h x 58 = EUR "
          + v("2*58", ".2f") + ", total EUR " + v("116+74.40", ".2f") + ", ready " + v("datetime(2026,8,14,15,10)+timedelta(minutes=115)", "%H%M")),
    ),
]
