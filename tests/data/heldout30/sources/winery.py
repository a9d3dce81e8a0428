"""winery runs: the assistant of a family qvevri winery in Kakheti (Kvevri Marani Gurjaani's, tools
designed for this set: grape deliveries, qvevri, wholesale orders, cellar stock, loads' sugar and a tour
booking as JSON, a harvest plan, a price list and a fermentation log as CSV text, an invoice as plain
text), with grapes paid by the kilo with a sugar bonus and a 14-day term, litres per kilo into qvevri
filled to 90%, bottles after a bottling loss into cases, prices with VAT on top, a discount from 20
cases and free delivery from GEL 1,500, a due date 21 days on, free places for groups, a tour's clock,
potential alcohol from Brix; tool results and answers written here, in the styles of Gemini 3 Pro and
GPT-5.1 (Georgian, `3 656,00 ₾`, `22.10.2026`), GPT-5.1 (plain), Claude Opus 4.5, Sonnet 4.5 and Haiku
4.5 (Anthropic envelopes), Qwen3 (tables), DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps),
Mistral Medium, Grok 4.1 and Llama 4 (a few words)."""

from _heldout30_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, LLAMA4, MISTRAL_MEDIUM, OPUS45, QWEN3, SONNET45
from _heldout30_winery import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"winery-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def gel(expr: str, spec: str = ",.2f") -> str:
    """A computed amount in Georgian spelling, a space between thousands and a decimal comma: `3 656,00`."""
    return v("fr(" + expr + ", '" + spec + "')", "s")


DELIVERIES_1 = {"grower": "Nodar Kapanadze", "date": "2026-10-08", "loads": [
    {"load": "L-101", "variety": "Rkatsiteli", "kg": 1840, "brix": 21.4}, {"load": "L-102", "variety": "Saperavi", "kg": 960, "brix": 23.1}]}
PLAN_2 = csv("plot,variety,ha,t_per_ha,style", "Vazisubani-3,Rkatsiteli,2.4,8.5,white", "Mukuzani-1,Saperavi,1.8,7.2,red",
             "Kardenakhi-2,Kisi,0.9,6.0,amber")
QVEVRI_2 = [{"qvevri": "Q-11", "litres": 2000, "status": "empty"}, {"qvevri": "Q-12", "litres": 2000, "status": "empty"},
            {"qvevri": "Q-14", "litres": 1500, "status": "empty"}, {"qvevri": "Q-15", "litres": 1200, "status": "empty"}]
ORDER_3 = {"order": "WS-2610-0457", "customer": "Restaurant Salobie Bia, Tbilisi", "lines": [
    {"wine": "Saperavi", "cases": 12}, {"wine": "Rkatsiteli", "cases": 6}, {"wine": "Kisi amber", "cases": 4}], "delivery": "Tbilisi"}
PRICES_4 = csv("wine,bottle_l,gel_ex_vat", "Rkatsiteli,0.75,14.00", "Saperavi,0.75,19.00", "Kisi amber,0.75,26.00",
               "Saperavi reserve,0.75,38.00")
QVEVRI_6 = {"qvevri": "Q-07", "wine": "Saperavi 2025", "litres_to_bottle": 1870, "bottling_date": "2026-10-14"}
INVOICE_7 = """KVEVRI MARANI GURJAANI LLC   INVOICE 2609-0188   Date 2026-09-18
Customer: Vino Underground 2, Tbilisi
Saperavi 0.75        60 btl x 19.00        1,140.00
Kisi amber 0.75      30 btl x 26.00          780.00
Delivery Tbilisi                              45.00
Subtotal                                   1,965.00
VAT 18%                                      353.70
Total GEL                                  2,318.70
Due 2026-10-09"""
FERMENT_8 = csv("time,temp_c", "2026-10-07 06:00,24.5", "2026-10-07 10:00,26.8", "2026-10-07 14:00,29.3", "2026-10-07 18:00,30.1",
                "2026-10-07 22:00,28.4", "2026-10-08 02:00,26.0")
STOCK_9 = {"date": "2026-10-08", "bottles": {"Rkatsiteli": 1284, "Saperavi": 2106, "Kisi amber": 642, "Saperavi reserve": 318}}
TOUR_10 = {"booking": "T-2610-033", "date": "2026-10-10", "guests": 8, "package": "tasting with supra", "arrival": "14:30",
           "transfer": {"from": "Tbilisi", "drive": "1 h 40 min"}}
LOADS_11 = [{"load": "L-118", "variety": "Saperavi", "brix": 22.5}, {"load": "L-119", "variety": "Rkatsiteli", "brix": 20.8},
            {"load": "L-120", "variety": "Kisi", "brix": 24.2}]
TODAY_12 = {"date": "2026-10-08", "loads": 14, "kg": 18460, "style": "white", "avg_brix": 22.3}

RUNS = [
    run(1, GEMINI3_PRO,
        U("გამარჯობა, ნოდარ კაპანაძე ვარ. დღეს ორი მანქანა ყურძენი ჩამოგიტანეთ. რამდენს გადამიხდით?"),
        C("get_deliveries", {"grower": "Nodar Kapanadze", "date": "2026-10-08"}, DELIVERIES_1),
        A("ბატონო ნოდარ, დღევანდელი მიწოდება:\n\n* **რქაწითელი** (L-101): 1 840 კგ × 1,10 ₾ = " + gel("1840*1.10") + " ₾ "
          "(21,4 ბრიქსი, ბონუსი არ ეკუთვნის)\n* **საფერავი** (L-102): 960 კგ × (1,60 + 0,10) ₾ = " + gel("960*1.70") + " ₾ (23,1 ბრიქსი)\n\n"
          "**სულ: " + gel("2024+1632") + " ₾**"),
        U("როდის ჩამერიცხება?"),
        A("მიწოდებიდან 14 დღეში, ანუ **" + v("date(2026,10,8)+timedelta(days=14)", "%d.%m.%Y") + "**-მდე."),
        U("რამდენი ღვინო გამოვა ჩემი ყურძნიდან?"),
        A("* რქაწითელი (თეთრი, კანის გარეშე): 1 840 × 0,62 = " + gel("1840*0.62", ",.1f") + " ლ\n* საფერავი (წითელი, ჭაჭაზე): 960 × 0,58 = "
          + gel("960*0.58", ",.1f") + " ლ\n\nსულ დაახლოებით " + gel("1140.8+556.8", ",.1f") + " ლიტრი."),
        U("და ალკოჰოლი რამდენი იქნება?"),
        A("* რქაწითელი: 21,4 × 0,59 ≈ " + gel("21.4*0.59", ".1f") + "%\n* საფერავი: 23,1 × 0,59 ≈ " + gel("23.1*0.59", ".1f") + "%"),
        U("კიდევ ერთხელ, ჯამში რამდენია?"),
        A("**[[3 566,00]] ₾**.", why="2,024.00 + 1,632.00 is 3,656.00; the model swapped two digits in a later short reply"),
    ),
    run(2, GPT51,
        U("How much wine should we expect from our own three plots this year, and do the empty qvevri hold the Kisi?"),
        C("get_harvest_plan", {"year": 2026}, PLAN_2),
        A("From the plan:\n\n- Vazisubani-3, Rkatsiteli: 2.4 ha × 8.5 t = " + v("2.4*8.5", ".1f") + " t\n- Mukuzani-1, Saperavi: 1.8 × 7.2 = "
          + v("1.8*7.2", ".2f") + " t\n- Kardenakhi-2, Kisi: 0.9 × 6.0 = " + v("0.9*6.0", ".1f") + " t\n\nThat is " + v("20.4+12.96+5.4", ".2f")
          + " t of grapes in all."),
        U("In litres?"),
        A("- Rkatsiteli, white: " + v("20400*0.62", ",.0f") + " L (0.62 L/kg)\n- Saperavi, red on the skins: [[7,156.8]] L (0.58 L/kg)\n"
          "- Kisi, amber: " + v("5400*0.58", ",.0f") + " L (0.58 L/kg)", why="12,960 kg × 0.58 is 7,516.8 L; the model swapped two digits"),
        U("Which empty qvevri should take the Kisi?"),
        C("list_qvevri", {"status": "empty"}, QVEVRI_2),
        A("Filled to 90%, a 2,000 L qvevri takes " + v("2000*0.9", ",.0f") + " L and the 1,500 L one " + v("1500*0.9", ",.0f") + " L. "
          "Q-11 and Q-14 together hold " + v("1800+1350", ",d") + " L, enough for the " + v("5400*0.58", ",.0f") + " L of Kisi with "
          + v("3150-3132", "d") + " L to spare."),
        U("And what's left empty after that?"),
        A("Q-12 (2,000 L) and Q-15 (1,200 L): " + v("2000*0.9+1200*0.9", ",.0f") + " L of working volume."),
        U("Total litres from all three plots?"),
        A("About " + v("20400*0.62+12960*0.58+5400*0.58", ",.1f") + " L."),
    ),
    run(3, OPUS45,
        U("Salobie Bia sent order WS-2610-0457. Can you work out what we invoice?"),
        C("get_order", {"order": "WS-2610-0457"}, ORDER_3),
        A("Here is the order priced:\n\n| Wine | Cases | Bottles | GEL |\n|---|---|---|---|\n| Saperavi | 12 | " + v("12*6", "d") + " × 19 | "
          + v("72*19", ",.2f") + " |\n| Rkatsiteli | 6 | " + v("6*6", "d") + " × 14 | " + v("36*14", ",.2f") + " |\n| Kisi amber | 4 | "
          + v("4*6", "d") + " × 26 | " + v("24*26", ",.2f") + " |\n\nSubtotal " + v("1368+504+624", ",.2f") + ". The order is "
          + v("12+6+4", "d") + " cases, so the 5% discount applies: −" + v("2496*0.05", ",.2f") + " = " + v("2496*0.95", ",.2f") + ". "
          "Delivery is free (over 1,500 before VAT). VAT 18%: " + v("2371.2*0.18", ",.2f") + ".\n\n**Total: GEL " + v("2371.2*1.18", ",.2f") + "**"),
        U("What does a bottle come to on average, all in?"),
        A(v("2371.2*1.18", ",.2f") + " / " + v("72+36+24", "d") + " bottles = **GEL " + v("2798.016/132", ".2f") + "**."),
        U("If they drop the Kisi, what changes?"),
        A("They would be at " + v("12+6", "d") + " cases, under 20, so no discount: " + v("1368+504", ",.2f") + " + VAT 18% = **GEL "
          + v("1872*1.18", ",.2f") + "**. Delivery stays free, since " + v("1368+504", ",.2f") + " is over 1,500."),
        U("Which order number goes on the invoice?"),
        A("Order **[[WS-2610-0475]]**, Restaurant Salobie Bia.", why="the order is WS-2610-0457; the model swapped the last two digits"),
        U("If we invoice today, when is it due?"),
        A("21 days after the invoice date: **" + v("date(2026,10,8)+timedelta(days=21)", "%-d %B %Y") + "**."),
        anthropic=True,
    ),
    run(4, QWEN3,
        U("Price list with VAT, per bottle and per litre."),
        C("get_price_list", {}, PRICES_4),
        A("| Wine | Ex VAT | With 18% | Per litre with VAT |\n|---|---|---|---|\n| Rkatsiteli | 14.00 | " + v("14*1.18", ".2f") + " | "
          + v("14*1.18/0.75", ".2f") + " |\n| Saperavi | 19.00 | " + v("19*1.18", ".2f") + " | " + v("19*1.18/0.75", ".2f") + " |\n"
          "| Kisi amber | 26.00 | " + v("26*1.18", ".2f") + " | " + v("26*1.18/0.75", ".2f") + " |\n| Saperavi reserve | 38.00 | "
          + v("38*1.18", ".2f") + " | [[59.97]] |", why="44.84 / 0.75 is 59.79; the model swapped the last two digits"),
        U("Case prices with VAT?"),
        A("| Wine | Case of 6 |\n|---|---|\n| Rkatsiteli | " + v("6*14*1.18", ".2f") + " |\n| Saperavi | " + v("6*19*1.18", ".2f") + " |\n"
          "| Kisi amber | " + v("6*26*1.18", ".2f") + " |\n| Saperavi reserve | " + v("6*38*1.18", ".2f") + " |"),
        U("A case of reserve with the 20-case discount?"),
        A("| | GEL |\n|---|---|\n| Case | " + v("6*38*1.18", ".2f") + " |\n| −5% | " + v("6*38*1.18*0.05", ".2f") + " |\n| **Net** | **"
          + v("6*38*1.18*0.95", ".2f") + "** |"),
        U("How much dearer is the reserve than the plain Saperavi, per bottle with VAT?"),
        A("| | GEL |\n|---|---|\n| Reserve | " + v("38*1.18", ".2f") + " |\n| Saperavi | " + v("19*1.18", ".2f") + " |\n| Difference | "
          + v("44.84-22.42", ".2f") + " |"),
    ),
    run(5, DEEPSEEK_V32,
        U("A group of 23 wants the tasting with supra on Saturday. Price?"),
        A("<think>\n23 people, supra 70. Groups of 10+: one free place per full 10 → " + v("23//10", "d") + " free. Paying "
          + v("23-2", "d") + " × 70 = " + v("21*70", ",d") + ".\n</think>\n\nFor 23 guests with the supra dinner: " + v("23//10", "d")
          + " places are free (one per full 10), so " + v("23-2", "d") + " pay GEL 70: **GEL " + v("21*70", ",d") + "**."),
        U("What is that per head, across all 23?"),
        A("<think>\n" + v("21*70", "d") + " / 23.\n</think>\n\nGEL " + v("1470/23", ".2f") + " per person."),
        U("And if 3 more people join?"),
        A("<think>\n26 → still " + v("26//10", "d") + " free, " + v("26-2", "d") + " paying × 70 = " + v("24*70", ",d") + ".\n</think>\n\n"
          "With 26 guests still " + v("26//10", "d") + " free places: " + v("26-2", "d") + " × 70 = **GEL " + v("24*70", ",d") + "**. At 30 they "
          "would get a third free place."),
        U("Sorry, for the 23, what was the total again?"),
        A("<think>\nThe first figure.\n</think>\n\nGEL [[1,740]] for 23 guests.", why="21 × 70 is 1,470; the model swapped two digits"),
        U("If they start the tour at 16:00, when does dinner end?"),
        A("<think>\n16:00 + 90 min = " + v("datetime(2026,10,10,16,0)+timedelta(minutes=90)", "%H:%M") + "; supra 2 h.\n</think>\n\n"
          "Tour and tasting until " + v("datetime(2026,10,10,16,0)+timedelta(minutes=90)", "%H:%M") + ", then the supra until about **"
          + v("datetime(2026,10,10,16,0)+timedelta(minutes=90+120)", "%H:%M") + "**."),
    ),
    run(6, GPT51,
        U("Q-07-ის საფერავი 14 ოქტომბერს ჩამოისხმება. რამდენი ბოთლი და ყუთი გამოვა?"),
        C("get_qvevri", {"qvevri": "Q-07"}, QVEVRI_6),
        A("Q-07-ში 1 870 ლიტრია. ჩამოსხმისას 2% იკარგება: 1 870 × 0,98 = " + gel("1870*0.98", ",.1f") + " ლ.\n\n"
          + gel("1832.6", ",.1f") + " / 0,75 = " + gel("1832.6/0.75", ",.2f") + ", ანუ **" + gel("1832.6//0.75", ",.0f") + " ბოთლი**."),
        U("ყუთებში?"),
        A(gel("1870*0.98//0.75", ",.0f") + " / 6 = **[[470]] ყუთი** და " + v("(1870*0.98//0.75)%6", ".0f") + " ბოთლი ზედმეტი.", why="2,443 bottles make 407 cases of 6 and 1 bottle; the model swapped two digits"),
        U("რა ღირს ეს ყველაფერი საბითუმო ფასით, დღგ-ს გარეშე?"),
        A(gel("1870*0.98//0.75", ",.0f") + " × 19 ₾ = **" + gel("(1870*0.98//0.75)*19") + " ₾**."),
        U("დღგ-თი?"),
        A(gel("(1870*0.98//0.75)*19") + " × 1,18 = **" + gel("(1870*0.98//0.75)*19*1.18") + " ₾**."),
    ),
    run(7, SONNET45,
        U("Vino Underground says invoice 2609-0188 is wrong. Can you check it?"),
        C("get_invoice", {"invoice": "2609-0188"}, INVOICE_7),
        A("The wine lines are right (60 × 19.00 = " + v("60*19", ",.2f") + ", 30 × 26.00 = " + v("30*26", ",.2f") + "), but the delivery "
          "charge is not: the wine comes to " + v("1140+780", ",.2f") + " before VAT, over the GEL 1,500 from which Tbilisi delivery is free.\n\n"
          "- Delivery overcharged: 45.00, plus its VAT " + v("45*0.18", ".2f") + " = " + v("45*1.18", ".2f") + "\n- Corrected subtotal: "
          + v("1140+780", ",.2f") + "\n- VAT 18%: " + v("1920*0.18", ",.2f") + "\n- **Corrected total: GEL " + v("1920*1.18", ",.2f") + "**"),
        U("When is it due, and how long do they have?"),
        A("The invoice is dated 18 September, so it is due 21 days later, on " + v("date(2026,9,18)+timedelta(days=21)", "%-d %B")
          + ": " + v("(date(2026,9,18)+timedelta(days=21)-date(2026,10,8)).days", "d") + " day from today."),
        U("Does the order qualify for the case discount?"),
        A("No: " + v("60+30", "d") + " bottles are " + v("90//6", "d") + " cases, under the 20 the discount needs."),
        U("If we reissue it today with the same terms, what's the new due date?"),
        A("Today plus 21 days: [[30 October]].", why="8 October plus 21 days is 29 October; the model added 22"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Was Q-03's fermentation too warm yesterday?"),
        C("get_fermentation_log", {"qvevri": "Q-03", "hours": 24}, FERMENT_8),
        A("1. Mean of 6 readings: (24.5 + 26.8 + 29.3 + 30.1 + 28.4 + 26.0) / 6 = " + v("(24.5+26.8+29.3+30.1+28.4+26.0)/6", ".2f") + " °C.\n"
          "2. Peak: 30.1 °C at 18:00.\n3. Over the 28 °C limit by " + v("30.1-28", ".1f") + " °C at the peak."),
        U("For how long was it above 28?"),
        A("1. Readings above 28 °C: 14:00, 18:00, 22:00, " + v("sum(t > 28 for t in [24.5,26.8,29.3,30.1,28.4,26.0])", "d") + " of them.\n"
          "2. Readings are 4 hours apart: about " + v("3*4", "d") + " hours."),
        U("How much did it climb from 06:00 to the peak?"),
        A("1. 30.1 − 24.5 = [[5.8]] °C.", why="30.1 − 24.5 is 5.6 °C; the model changed one digit"),
        U("And how far had it come down by 02:00?"),
        A("1. 30.1 − 26.0 = " + v("30.1-26.0", ".1f") + " °C below the peak, " + v("28-26.0", ".1f") + " °C under the limit."),
    ),
    run(9, MISTRAL_MEDIUM,
        U("Cellar stock?"),
        C("get_stock", {}, STOCK_9),
        A(v("1284+2106+642+318", ",d") + " bottles, " + v("4350//6", "d") + " cases."),
        U("Saperavi in cases?"),
        A(v("2106//6", "d") + "."),
        U("Value ex VAT?"),
        A("GEL " + v("1284*14+2106*19+642*26+318*38", ",d") + "."),
        U("Reserve share of bottles?"),
        A(v("318/4350*100", ".1f") + "%."),
        U("Kisi cases?"),
        A(v("642//6", "d") + "."),
    ),
    run(10, HAIKU45,
        U("Our group on Saturday comes from Tbilisi. Booking T-2610-033. What does the day look like?"),
        C("get_tour", {"booking": "T-2610-033"}, TOUR_10),
        A("You arrive at 14:30 after a 1 h 40 min drive, so leave Tbilisi at " + v("datetime(2026,10,10,14,30)-timedelta(hours=1,minutes=40)", "%H:%M")
          + ". The cellar tour and tasting run until " + v("datetime(2026,10,10,14,30)+timedelta(minutes=90)", "%H:%M") + ", then the supra until "
          + v("datetime(2026,10,10,14,30)+timedelta(minutes=90+120)", "%H:%M") + ". Driving back, you're in Tbilisi around **"
          + v("datetime(2026,10,10,14,30)+timedelta(minutes=90+120+100)", "%H:%M") + "**."),
        U("What do we pay for 8 people?"),
        A("8 × 70 = **GEL " + v("8*70", "d") + "**: free places start at groups of 10."),
        U("And if we bring 2 more?"),
        A("With 10 people one place is free: " + v("10-1", "d") + " × 70 = **GEL " + v("9*70", "d") + "**, only " + v("630-560", "d") + " more than for 8."),
        U("So we'd be back in Tbilisi when, if supper runs half an hour late?"),
        A("Around [[19:50]].", why="19:40 plus half an hour is 20:10; the model added 10 minutes"),
        anthropic=True,
    ),
    run(11, GROK41,
        U("potential alc for L-118?"),
        C("get_loads", {"date": "2026-10-08"}, LOADS_11),
        A("~" + v("22.5*0.59", ".1f") + "% (22.5 Brix)."),
        U("L-119?"),
        A("~[[12.8]]%.", why="20.8 × 0.59 is 12.3%; the model changed one digit"),
        U("which get the sugar bonus?"),
        A(v("sum(b >= 22 for b in [22.5,20.8,24.2])", "d") + ": L-118 and L-120."),
        U("avg brix?"),
        A(v("(22.5+20.8+24.2)/3", ".1f") + "."),
        U("L-120?"),
        A("~" + v("24.2*0.59", ".1f") + "%."),
    ),
    run(12, LLAMA4,
        U("today's intake?"),
        C("get_intake", {"date": "2026-10-08"}, TODAY_12),
        A("14 loads, 18,460 kg, avg 22.3 Brix; " + v("18460/14", ",.1f") + " kg a load."),
        U("litres?"),
        A("~" + v("18460*0.62", ",.0f") + " L (white, 0.62 L/kg)."),
        U("how many 2000 L qvevri?"),
        A(v("11445.2/1800", ".2f") + " → " + v("-(-11445.2//1800)", ".0f") + " qvevri at 90%."),
        U("grape bill if all Rkatsiteli with bonus?"),
        A("GEL " + v("18460*1.20", ",.2f") + "."),
    ),
]
