"""bakery runs: a wholesale bakery's assistant (Forn Vallès's, tools designed for this set: recipes,
orders, an oven, a flour silo and a customer's monthly totals as JSON, a price list, a hotel's weekly
standing order, a week's flour plan and a delivery route as CSV text, an invoice as plain text), with
an order's lines at three VAT rates and a delivery fee under a minimum, the cut-off for next-day
delivery, baker's percentages scaled to a batch and its mixes, a bake loss, a weekly volume discount,
a returns credit capped at a share of the delivered quantity, price per kilo, oven bakes and the time
they end, the day the silo must be refilled, a route's kilometres and arrival times, an invoice's due
date; tool results and answers written here, in the styles of Salamandra (Catalan, `97,33 €`, `9h30`),
GPT-5.1 (plain), Claude Opus 4.1, Sonnet 4.5 and 3.5 Haiku (Anthropic envelopes), Gemini 2.5 Pro
(bullets), Qwen3 (tables), DeepSeek R1 (`<think>`), SEA-LION (Tagalog, `€93.00`), o4-mini (numbered
steps), Mistral Large (a few words)."""

from _heldout29_bakery import POLICY, csv
from _heldout29_models import DEEPSEEK_R1, GEMINI25_PRO, GPT51, HAIKU35, MISTRAL_LARGE, O4MINI, OPUS41, QWEN3, SALAMANDRA, SEALION, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"bakery-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def eur(expr: str) -> str:
    """A computed amount in Catalan spelling: `1.354,90`."""
    return v("de(" + expr + ")", "s")


PRICES = csv("sku,product,weight_g,price_eur,vat_pct", "B-101,Baguette,250,0.62,4", "B-114,Pa de pages 1 kg,1000,2.85,4",
             "B-120,Pa de motlle integral,700,2.40,4", "B-133,Barra rustica,400,1.15,4", "B-140,Pa de llet,45,0.35,4",
             "P-201,Croissant de mantega,70,0.78,10", "P-214,Ensaimada,90,1.35,10", "P-230,Coca de vidre,300,4.90,10")
RECIPE = {"recipe": "Pa de pagès 1 kg", "percentages": {"flour_T80": 100, "water": 72, "levain": 20, "salt": 2.1, "yeast": 0.3},
          "dough_per_loaf_g": 1150, "mixer_capacity_kg_dough": 80}
STANDING = csv("day,baguette,croissant,pa_pages_1kg,ensaimada", "Mon,60,80,10,20", "Tue,60,80,10,20", "Wed,60,80,10,20",
               "Thu,60,90,12,24", "Fri,70,110,14,30", "Sat,80,140,16,36", "Sun,80,140,16,36")
RETURNS = {"customer": "Supermercat Can Roca", "week": "2026-11-09 to 2026-11-15", "product": "Baguette",
           "delivered": 600, "returned_unsold": 41}
OVEN = {"oven": "Deck oven D3", "decks": 3, "loaves_per_deck": 24, "bake_min": 42, "load_unload_min": 8,
        "first_load": "03:30", "van_departs": "06:30"}
ORDER_7 = {"order": "FV-26-11873", "customer": "Kusina ni Marites, Raval", "delivery": "2026-11-20", "drop_window": "07:00-08:00",
           "items": [{"product": "Pa de llet", "qty": 150, "unit_eur": 0.35, "vat_pct": 4},
                     {"product": "Ensaimada", "qty": 30, "unit_eur": 1.35, "vat_pct": 10}]}
INVOICE_8 = """FORN VALLES MAJORISTA SL   NIF B-65874120
FACTURA F-2026-04418   Data 2026-11-16
Client: Cafeteria Les Arcades, C/ Major 14, 08221 Terrassa
Producte               Quant.   Preu    Import   IVA
Baguette               320      0,62    198,40   4%
Pa de pages 1 kg        48      2,85    136,80   4%
Croissant de mantega   210      0,78    163,80   10%
Ensaimada               60      1,35     81,00   10%
Base 4%                                 335,20
Base 10%                                244,80
IVA 4%                                   13,41
IVA 10%                                  24,48
TOTAL                                   617,89
Venciment: 30 dies"""
SILO = {"silo": "S2", "flour": "T65", "stock_kg": 8400, "min_stock_kg": 1500, "delivery_lead_days": 3}
PLAN = csv("date,flour_kg", "2026-11-19,1180", "2026-11-20,1260", "2026-11-21,1540", "2026-11-22,1540", "2026-11-23,980",
           "2026-11-24,1180", "2026-11-25,1260")
ROUTE = csv("stop,customer,km,drive_min,unload_min", "1,Cafeteria Les Arcades,18.4,24,10", "2,Hotel Mirador de Gracia,21.7,31,15",
            "3,Kusina ni Marites,4.2,12,8", "4,Escola Bressol El Niu,6.9,15,8", "5,depot,16.8,26,0")
VAN = {"van": "V-07", "departs": "06:30", "cost_per_km_eur": 0.38}
MONTHS = {"customer": "Hotel Mirador de Gràcia", "totals_eur_before_vat": {"2026-08": 5840.20, "2026-09": 5412.75, "2026-10": 5698.10}}

RUNS = [
    run(1, SALAMANDRA,
        U("Bon dia! Per a demà voldria 40 baguettes, 25 croissants de mantega i 12 pans de pagès d'1 kg. Quant em costarà?"),
        C("get_price_list", {}, PRICES),
        A("Aquí tens el detall (preus sense IVA):\n\n- 40 baguettes × 0,62 € = " + eur("40*0.62") + " €\n- 25 croissants × 0,78 € = "
          + eur("25*0.78") + " €\n- 12 pans de pagès × 2,85 € = " + eur("12*2.85") + " €\n\nSubtotal: " + eur("24.80+19.50+34.20")
          + " €. Com que és menys de 150 €, s'hi afegeix el lliurament de 12,00 €.\n\nIVA: 4% del pa (" + eur("(24.80+34.20)*0.04")
          + " €), 10% dels croissants (" + eur("19.50*0.10") + " €) i 21% del lliurament (" + eur("12*0.21") + " €).\n\n**Total: "
          + eur("78.50+12+2.36+1.95+2.52") + " €**"),
        U("Quant m'hauria de gastar més per no pagar el lliurament?"),
        A("Et falten " + eur("150-78.50") + " € (sense IVA) per arribar als 150 €."),
        U("Si faig la comanda ara, quan arriba?"),
        A("Si la confirmes abans de les 14h, arriba demà, divendres " + v("date(2026,11,19)+timedelta(days=1)", "%-d") + " de novembre."),
        U("I quantes caixes de baguettes seran?"),
        A("Les baguettes van en caixes de 20: 40 / 20 = " + v("40//20", "d") + " caixes."),
        U("Quant val un croissant amb IVA?"),
        A("[[0,87]] € més el 10% d'IVA.", why="the price list has the croissant at 0.78; the model swapped the digits"),
    ),
    run(2, GPT51,
        U("We need 180 pa de pagès for Saturday. How much of each ingredient?"),
        C("get_recipe", {"recipe": "Pa de pagès 1 kg"}, RECIPE),
        A("Dough: 180 × 1,150 g = " + v("180*1150/1000", ".0f") + " kg. The percentages add up to "
          + v("100+72+20+2.1+0.3", ".1f") + "%, so flour is " + v("207/1.944", ".2f") + " kg and the rest follows:\n\n"
          "- Flour T80: " + v("207/1.944", ".2f") + " kg\n- Water (72%): " + v("207/1.944*0.72", ".2f") + " kg\n- Levain (20%): "
          + v("207/1.944*0.20", ".2f") + " kg\n- Salt (2.1%): " + v("207/1.944*0.021", ".2f") + " kg\n- Yeast (0.3%): "
          + v("207/1.944*0.003", ".2f") + " kg"),
        U("How many mixes is that?"),
        A("The mixer takes 80 kg of dough: " + v("180*1150/1000", ".0f") + " / 80 = " + v("207/80", ".2f") + ", so **" + v("-(-207//80)", "d") + " mixes** of "
          + v("207/3", ".0f") + " kg each."),
        U("What will each loaf weigh after baking?"),
        A("1,150 g less 13% = " + v("1150*0.87", ".1f") + " g, just over a kilo."),
        U("Flour per mix?"),
        A(v("106.48/3", ".2f") + " kg of flour per mix."),
        U("Remind me how much water for the whole batch?"),
        A("[[67.66]] kg of water.", why="72% of 106.48 kg is 76.67 kg (the first answer has 76.67); the model swapped two digits"),
    ),
    run(3, OPUS41,
        U("Hotel Mirador's standing order: what does a week come to, and do they get the volume discount?"),
        C("get_standing_order", {"customer": "Hotel Mirador de Gràcia"}, STANDING),
        C("get_price_list", {}, PRICES),
        A("Over the week (Mon–Sun) they take:\n\n- Baguettes: " + v("60+60+60+60+70+80+80", "d") + " × 0.62 = €" + v("470*0.62", ".2f")
          + "\n- Croissants: " + v("80+80+80+90+110+140+140", "d") + " × 0.78 = €" + v("720*0.78", ".2f") + "\n- Pa de pagès: "
          + v("10+10+10+12+14+16+16", "d") + " × 2.85 = €" + v("88*2.85", ".2f") + "\n- Ensaïmades: " + v("20+20+20+24+30+36+36", "d")
          + " × 1.35 = €" + v("186*1.35", ".2f") + "\n\n**€" + v("291.40+561.60+250.80+251.10", ",.2f") + " before VAT**, which is over "
          "€1,000, so the 3% weekly discount applies."),
        U("What's the discount worth and the net?"),
        A("3% of €" + v("470*0.62+720*0.78+88*2.85+186*1.35", ",.2f") + " is **€" + v("1354.90*0.03", ".2f") + "**, leaving **€" + v("1354.90*0.97", ",.2f") + "** before VAT."),
        U("How many baguette crates a week?"),
        A(v("60+60+60+60+70+80+80", "d") + " baguettes in crates of 20 is " + v("470/20", ".1f") + ", so " + v("-(-470//20)", "d") + " crates (the last one half full)."),
        U("Average croissants a day?"),
        A(v("80+80+80+90+110+140+140", "d") + " / 7 ≈ **" + v("720/7", ".1f") + "** a day, from 80 on weekdays to 140 at the weekend."),
        U("And the ensaïmada count for the week again?"),
        A("[[168]] ensaïmades.", why="20+20+20+24+30+36+36 is 186 (the first answer has it); the model swapped two digits"),
        anthropic=True,
    ),
    run(4, GEMINI25_PRO,
        U("Can Roca returned 41 unsold baguettes from last week. What credit do they get?"),
        C("get_returns", {"customer": "Supermercat Can Roca", "week": "2026-11-09"}, RETURNS),
        A("* **Delivered:** 600 baguettes\n* **Credit cap (5%):** 600 × 5% = " + v("600*0.05", ".0f") + " baguettes\n"
          "* **Credited:** 30 of the 41 returned, at 50% of €0.62 = €" + v("0.62*0.5", ".2f") + " each\n* **Credit:** 30 × €0.31 = **€"
          + v("30*0.31", ".2f") + "** before VAT"),
        U("With VAT?"),
        A("* Bread VAT 4%: €" + v("30*0.62*0.5", ".2f") + " × 1.04 = **€" + v("9.30*1.04", ".2f") + "**"),
        U("How many are not credited?"),
        A("* 41 − 30 = **" + v("41-30", "d") + "** baguettes get no credit."),
        U("What's their return rate?"),
        A("* 41 / 600 = **" + v("41/600*100", ".1f") + "%**, above the 5% that can be credited."),
        U("What if they had returned only 25?"),
        A("* 25 is under the cap of " + v("600*0.05", ".0f") + ", so all 25 are credited: 25 × €" + v("0.62*0.5", ".2f") + " = **€"
          + v("25*0.31", ".2f") + "** before VAT"),
    ),
    run(5, QWEN3,
        U("Compare our breads by price per kilo."),
        C("get_price_list", {}, PRICES),
        A("| Product | Weight | Price | €/kg |\n|---|---|---|---|\n| Baguette | 250 g | 0.62 | " + v("0.62/0.25", ".2f") + " |\n"
          "| Pa de pagès 1 kg | 1,000 g | 2.85 | 2.85 |\n| Pa de motlle integral | 700 g | 2.40 | [[3.34]] |\n"
          "| Barra rústica | 400 g | 1.15 | " + v("1.15/0.4", ".2f") + " |\n| Pa de llet | 45 g | 0.35 | " + v("0.35/0.045", ".2f") + " |",
          why="2.40 / 0.7 is 3.43 a kilo; the model swapped two digits"),
        U("And the pastries?"),
        A("| Product | Weight | Price | €/kg |\n|---|---|---|---|\n| Croissant | 70 g | 0.78 | " + v("0.78/0.07", ".2f") + " |\n"
          "| Ensaïmada | 90 g | 1.35 | " + v("1.35/0.09", ".2f") + " |\n| Coca de vidre | 300 g | 4.90 | " + v("4.90/0.3", ".2f") + " |"),
        U("Prices with VAT for the breads?"),
        A("| Product | ex VAT | +4% |\n|---|---|---|\n| Baguette | 0.62 | " + v("0.62*1.04", ".2f") + " |\n| Pa de pagès | 2.85 | "
          + v("2.85*1.04", ".2f") + " |\n| Pa de motlle | 2.40 | " + v("2.40*1.04", ".2f") + " |\n| Barra rústica | 1.15 | "
          + v("1.15*1.04", ".2f") + " |\n| Pa de llet | 0.35 | " + v("0.35*1.04", ".2f") + " |"),
        U("Cheapest per kilo overall?"),
        A("| | €/kg |\n|---|---|\n| Baguette | " + v("0.62/0.25", ".2f") + " |\n| Pa de pagès | 2.85 |\n\nThe baguette, " + v("2.85-0.62/0.25", ".2f")
          + " €/kg below the pa de pagès."),
    ),
    run(6, DEEPSEEK_R1,
        U("Can the 180 pa de pagès be out of the oven before the van leaves?"),
        C("get_oven", {"oven": "D3"}, OVEN),
        A("<think>\n3 decks × 24 = " + v("3*24", "d") + " loaves a bake. 180 / 72 = " + v("180/72", ".1f") + " → " + v("-(-180//72)", "d")
          + " bakes. Each bake 42 + 8 = " + v("42+8", "d") + " min. 3 × 50 = " + v("3*50", "d") + " min from 03:30 → "
          + v("datetime(2026,11,21,3,30)+timedelta(minutes=150)", "%H:%M") + ". Van 06:30.\n</think>\n\nYes. Three bakes of up to "
          + v("3*24", "d") + " loaves, 50 minutes each, starting at 03:30, end at **" + v("datetime(2026,11,21,3,30)+timedelta(minutes=150)", "%H:%M")
          + "**, half an hour before the van leaves at 06:30. The last bake holds " + v("180-2*72", "d") + " loaves."),
        U("What about 200 loaves?"),
        A("<think>\n200 / " + v("3*24", "d") + " = " + v("200/72", ".2f") + " → still 3 bakes (capacity " + v("3*72", "d") + ").\n</think>\n\n"
          "Still 3 bakes, still done by 06:00; the last bake holds " + v("200-2*72", "d") + "."),
        U("And 230?"),
        A("<think>\n230 / " + v("3*24", "d") + " = " + v("230/72", ".2f") + " → 4 bakes. 4 × 50 = " + v("4*50", "d") + " min.\n</think>\n\n"
          "That needs **4 bakes**, finishing at about **[[06:40]]**, after the van's 06:30 departure.",
          why="four bakes of 50 minutes from 03:30 end at 06:50; the model counted 190 minutes"),
        U("How much earlier would we need to start for 230?"),
        A("<think>\nEnd 03:30 + 200 min = " + v("datetime(2026,11,21,3,30)+timedelta(minutes=200)", "%H:%M") + "; needs to be by 06:30 → start "
          + v("datetime(2026,11,21,6,30)-timedelta(minutes=200)", "%H:%M") + ".\n</think>\n\nStart the first load by **"
          + v("datetime(2026,11,21,6,30)-timedelta(minutes=200)", "%H:%M") + "**, 20 minutes earlier."),
    ),
    run(7, SEALION,
        U("Magandang umaga po! Pakitingnan po ang order namin, FV-26-11873. Magkano po lahat?"),
        C("get_order", {"order": "FV-26-11873"}, ORDER_7),
        A("Magandang umaga po! Ito po ang order ninyo para sa Kusina ni Marites:\n\n- Pa de llet: 150 × €0.35 = €" + v("150*0.35", ".2f")
          + "\n- Ensaïmada: 30 × €1.35 = €" + v("30*1.35", ".2f") + "\n\nSubtotal: **€" + v("52.50+40.50", ".2f") + "** (walang VAT). "
          "Dahil kulang sa €150, may delivery fee na €12.00.\n\nVAT: 4% sa pa de llet (€" + v("52.50*0.04", ".2f") + "), 10% sa ensaïmada (€"
          + v("40.50*0.10", ".2f") + "), 21% sa delivery (€" + v("12*0.21", ".2f") + ").\n\n**Kabuuan: €" + v("93+12+2.10+4.05+2.52", ".2f") + "**"),
        U("Ilang pa de llet pa po ang kailangan para libre ang delivery?"),
        A("Kulang po ng €" + v("150-93", ".2f") + ". Sa €0.35 bawat isa, " + v("57/0.35", ".2f") + ", kaya **" + v("-(-57//0.35)", ".0f")
          + "** pa pong pa de llet."),
        U("Anong oras po darating bukas?"),
        A("Bukas po, " + v("date(2026,11,20)", "%-d") + " Nobyembre, sa pagitan ng alas-7 at alas-8 ng umaga (7:00–8:00)."),
        U("Ano po ulit ang order number?"),
        A("FV-26-[[11837]] po.", why="the order is FV-26-11873; the model swapped the last two digits"),
    ),
    run(8, SONNET45,
        U("Cafeteria Les Arcades says invoice F-2026-04418 is wrong. Can you check it?"),
        C("get_invoice", {"invoice": "F-2026-04418"}, INVOICE_8),
        A("I've checked every line and it is correct:\n\n- 320 × 0.62 = " + eur("320*0.62") + "\n- 48 × 2.85 = " + eur("48*2.85") + "\n"
          "- 210 × 0.78 = " + eur("210*0.78") + "\n- 60 × 1.35 = " + eur("60*1.35") + "\n\nBread base " + eur("198.40+136.80")
          + " at 4% = " + eur("335.20*0.04") + "; pastry base " + eur("163.80+81.00") + " at 10% = " + eur("244.80*0.10") + ". Total "
          + eur("335.20+244.80+13.41+24.48") + " €."),
        U("When is it due?"),
        A("30 days after 16 November: **" + v("date(2026,11,16)+timedelta(days=30)", "%-d %B %Y") + "**, "
          + v("(date(2026,11,16)+timedelta(days=30)-date(2026,11,19)).days", "d") + " days from today."),
        U("Would they have got the volume discount?"),
        A("No: the volume discount is for weekly standing orders over €1,000 before VAT, and this invoice's base is "
          + eur("335.20+244.80") + " €."),
        U("What address is the invoice made out to?"),
        A("Cafeteria Les Arcades, C/ Major 14, [[08212]] Terrassa.", why="the invoice has 08221 Terrassa; the model swapped two digits"),
        U("What share of the base is pastries?"),
        A("244,80 / " + eur("335.20+244.80") + " = **" + v("244.80/580*100", ".1f") + "%**."),
        anthropic=True,
    ),
    run(9, O4MINI,
        U("Will silo S2 last the week, and when must we order flour?"),
        C("get_silo", {"silo": "S2"}, SILO),
        C("get_flour_plan", {"from": "2026-11-19", "days": 7}, PLAN),
        A("1. Stock 8,400 kg, minimum 1,500 kg: " + v("8400-1500", ",d") + " kg usable.\n2. Used by the end of 22 Nov: "
          + v("1180+1260+1540+1540", ",d") + " kg.\n3. By the end of 23 Nov: " + v("5520+980", ",d") + " kg, leaving "
          + v("8400-6500", ",d") + " kg.\n4. By the end of 24 Nov: [[7,860]] kg: below the minimum.\n5. Flour must arrive by 24 Nov; with 3 days' "
          "lead time, order by **" + v("date(2026,11,24)-timedelta(days=3)", "%-d %B") + "**.",
          why="6,500 + 1,180 is 7,680; the model swapped two digits"),
        U("What is the average daily use?"),
        A("1. Seven days: " + v("1180+1260+1540+1540+980+1180+1260", ",d") + " kg.\n2. " + v("8940/7", ",.0f") + " kg a day."),
        U("How many days does a full 8,400 kg last at that rate?"),
        A("1. 8,400 / " + v("8940/7", ",.0f") + " = " + v("8400/(8940/7)", ".1f") + " days."),
        U("How far short is the stock for the whole week?"),
        A("1. " + v("1180+1260+1540+1540+980+1180+1260", ",d") + " − 8,400 = " + v("8940-8400", "d") + " kg short, before keeping the 1,500 kg minimum."),
    ),
    run(10, HAIKU35,
        U("When will van V-07 reach each stop today?"),
        C("get_route", {"van": "V-07"}, ROUTE),
        C("get_van", {"van": "V-07"}, VAN),
        A("Leaving at 06:30:\n\n1. Cafeteria Les Arcades: " + v("datetime(2026,11,19,6,30)+timedelta(minutes=24)", "%H:%M") + "\n"
          "2. Hotel Mirador de Gràcia: " + v("datetime(2026,11,19,6,30)+timedelta(minutes=24+10+31)", "%H:%M") + "\n"
          "3. Kusina ni Marites: " + v("datetime(2026,11,19,6,30)+timedelta(minutes=24+10+31+15+12)", "%H:%M") + "\n"
          "4. Escola Bressol El Niu: " + v("datetime(2026,11,19,6,30)+timedelta(minutes=24+10+31+15+12+8+15)", "%H:%M") + "\n"
          "5. Back at the depot: " + v("datetime(2026,11,19,6,30)+timedelta(minutes=24+10+31+15+12+8+15+8+26)", "%H:%M")),
        U("How far does it drive?"),
        A("**[[86.0]] km** in all.", why="18.4 + 21.7 + 4.2 + 6.9 + 16.8 is 68.0 km; the model swapped the digits"),
        U("What does the route cost at the van's rate?"),
        A(v("18.4+21.7+4.2+6.9+16.8", ".1f") + " km × €0.38 = **€" + v("68.0*0.38", ".2f") + "**."),
        U("How long is the van out?"),
        A(v("24+31+12+15+26", "d") + " minutes driving and " + v("10+15+8+8", "d") + " unloading: " + v("108+41", "d") + " minutes, "
          + v("149//60", "d") + " h " + v("149%60", "d") + " min."),
        anthropic=True,
    ),
    run(11, SALAMANDRA,
        U("Facturació de l'Hotel Mirador, darrers 3 mesos?"),
        C("get_customer_months", {"customer": "Hotel Mirador de Gràcia"}, MONTHS),
        A("Agost [[5.480,20]] €, setembre 5.412,75 €, octubre 5.698,10 € (sense IVA).",
          why="August is 5,840.20; the model swapped two digits"),
        U("Total i mitjana?"),
        A("Total " + eur("5840.20+5412.75+5698.10") + " €; mitjana " + eur("16951.05/3") + " € (≈ " + v("de(16951.05/3/1000)", "s") + "k €)."),
        U("Variació setembre → octubre?"),
        A("+" + eur("5698.10-5412.75") + " € (+" + v("de((5698.10-5412.75)/5412.75*100, '.1f')", "s") + " %)."),
        U("Quin mes va ser el més baix?"),
        A("Setembre: 5.412,75 €, " + eur("5698.10-5412.75") + " € menys que l'octubre."),
    ),
    run(12, MISTRAL_LARGE,
        U("order at 15:00 today, when delivered?"),
        A("After the 14:00 cut-off: " + v("date(2026,11,19)+timedelta(days=2)", "%a %-d %b") + "."),
        U("crates for 470 baguettes + 88 loaves?"),
        A(v("-(-470//20)", "d") + " baguette crates + " + v("88//8", "d") + " loaf crates = " + v("24+11", "d") + "."),
        U("delivery fee under 150?"),
        A("€12 + 21% = €" + v("12*1.21", ".2f") + "."),
        U("VAT on €300 bread?"),
        A("4% → €" + v("300*0.04", ".2f") + "."),
        U("and on €80 of pastries?"),
        A("10% → €" + v("80*0.10", ".2f") + "."),
    ),
]
