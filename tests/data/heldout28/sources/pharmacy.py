"""pharmacy runs: a dispensary's assistant (Apoteka Dunav's, tools designed for this set:
prescriptions, products, prices, batches, an order and a compounding price list as JSON, a nursing
home's monthly order as CSV text, a fiscal receipt as plain text), with packs for a course and their
co-payment, a repeat's earliest day, an expiry rule, a child's suspension in mg per kg into ml per dose,
a tapering course in tablets and packs, insulin pens by the unit with priming, a syrup's days, VAT 10%
and 20% inside, a loyalty discount and free delivery, a compounded ointment by the gram; tool results
and answers written here, in the styles of GPT-5 (plain), Claude Opus 4, Sonnet 4 and 3.7 Sonnet
(Anthropic envelopes), Qwen2.5 (tables), QwQ (`<think>`), Gemini 2.5 Flash (bullets), o3 (numbered
steps), Gemma 3 (Serbian in Cyrillic, `1.743,90 дин.`, `11. 1. 2027.`), EuroLLM (Slovak, `461,70 RSD`),
Kimi K2 and Phi-4 (a few words, `14h–16h`)."""

from _heldout28_models import EUROLLM, GEMINI25_FLASH, GEMMA3, GPT5, KIMI_K2, O3, OPUS4, PHI4, QWEN25, QWQ, SONNET4, SONNET37
from _heldout28_pharmacy import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"pharmacy-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


RX_55817 = {"prescription": "RX-2610-55817", "patient": "Драгана Петровић", "issued": "2026-10-12", "rfzo": True, "days": 90,
            "items": [{"drug": "Amlodipin 5 mg", "tablets_per_day": 1, "pack_tablets": 30},
                      {"drug": "Metformin 850 mg", "tablets_per_day": 2, "pack_tablets": 60}]}
PRICES_55817 = {"Amlodipin 5 mg": {"pack_tablets": 30, "price_rsd": 312.40}, "Metformin 850 mg": {"pack_tablets": 60, "price_rsd": 268.90}}
BATCH_MF = {"drug": "Metformin 850 mg", "batches": [{"batch": "MF2407B", "expiry": "2027-03-31", "packs": 14}]}
PRODUCTS = [{"sku": "OTC-1187", "name": "Ibuprofen 400 mg, 20 tablets", "price_rsd": 289.00, "vat": 10},
            {"sku": "OTC-2210", "name": "Vitamin D3 drops 10 ml (40 drops per ml, 400 IU a drop)", "price_rsd": 1145.00, "vat": 10},
            {"sku": "COS-0415", "name": "Sunscreen SPF 50, 200 ml", "price_rsd": 1890.00, "vat": 20},
            {"sku": "COS-0388", "name": "Hand cream 75 ml", "price_rsd": 645.00, "vat": 20}]
RX_56102 = {"prescription": "RX-2610-56102", "patient": "Luka Ilić", "age_years": 3, "weight_kg": 14.5,
            "drug": "Amoxicillin suspension 250 mg/5 ml, 100 ml after mixing", "dose_mg_per_kg_day": 40, "doses_per_day": 2, "days": 7}
HOME = csv("drug,tablets_per_day,pack_tablets,price_rsd", "Bisoprolol 5 mg,34,30,198.50", "Atorvastatin 20 mg,41,30,356.20",
           "Pantoprazol 40 mg,27,28,421.00", "Furosemid 40 mg,18,20,143.60")
RX_PRED = {"prescription": "RX-2610-56377", "drug": "Prednisolone 5 mg", "pack_tablets": 20, "start": "2026-10-14",
           "schedule": "40 mg a day for 5 days, then 5 mg less every 3 days until stopped"}
RX_INSULIN = {"prescription": "RX-2610-56390", "drug": "Insulin glargine 100 U/ml, 3 ml pen", "box_pens": 5,
              "dose_units": {"morning": 22, "evening": 18}, "priming_units_per_injection": 2, "days": 90, "rfzo": True}
SYRUP = {"sku": "OTC-3302", "name": "Sirup proti kašľu 120 ml", "price_rsd": 486.00, "dose_children_6_12": "5 ml 3x denne"}
BATCH_LT = {"drug": "Levothyroxine 100 mcg", "pack_tablets": 50, "batches": [
    {"batch": "LT-26A114", "expiry": "2026-12-31", "packs": 8}, {"batch": "LT-27B031", "expiry": "2027-02-28", "packs": 5},
    {"batch": "LT-26C207", "expiry": "2026-11-30", "packs": 12}]}
RECEIPT = """ФИСКАЛНИ РАЧУН
Апотека Дунав, Нови Сад     ПИБ 109287334
ПФР број рачуна: 4XQK7M2T-4XQK7M2T-18342
Артикли
Назив                 Цена    Кол.    Укупно
Brufen 400 (Е)      289,00      2     578,00
Krema za ruke (Ђ)   645,00      1     645,00
Magnezijum 300 (Е)  512,50      2   1.025,00
Укупан износ:                       2.248,00
Ознака   Име    Стопа     Порез
Е        ПДВ   10,00%    145,73
Ђ        ПДВ   20,00%    107,50
Укупан износ пореза:       253,23
ПФР време: 14.10.2026. 09:52:18"""
COMPOUNDING = {"salicylic_acid_rsd_per_g": 12.60, "white_soft_paraffin_rsd_per_g": 1.85, "fee_rsd": 420.00, "jars_g": [50, 100, 200]}
ORDER_70431 = {"order": "AD-70431", "items": 3, "total_rsd": 2845.60, "delivery_rsd": 250, "window": "14:00-16:00", "courier": "Marko",
               "loyalty_card": False}
DROPS = {"sku": "RX-5120", "name": "Timolol 0.5% eye drops 5 ml", "drops_per_ml": 20, "discard_after_opening_days": 28}

RUNS = [
    run(1, GEMMA3,
        U("Добар дан, имам рецепт RX-2610-55817. Колико кутија добијам и колико плаћам?"),
        C("get_prescription", {"prescription": "RX-2610-55817"}, RX_55817),
        A("Амлодипин 5 mg: 90 дана × 1 таблета = " + v("90*1", "d") + " таблета, то је " + v("90/30", ".0f") + " кутије.\n"
          "Метформин 850 mg: 90 × 2 = " + v("90*2", "d") + " таблета, " + v("180/60", ".0f") + " кутије.\n\nПартиципација: "
          + v("3+3", "d") + " кутија × 50 дин. = **" + v("de(6*50)", "s") + " дин.**"),
        U("До када ће ми трајати?"),
        A("Ако почнете данас, 14. октобра, последњи дан терапије је **" + v("date(2026,10,14)+timedelta(days=89)", "%-d. %-m. %Y.") + "**"),
        U("Када могу да подигнем следећи рецепт?"),
        A("Седам дана пре последњег дана, дакле од **" + v("date(2027,1,11)-timedelta(days=7)", "%-d. %-m. %Y.") + "**"),
        U("Из које серије је метформин и да ли је рок у реду?"),
        C("get_batches", {"drug": "Metformin 850 mg"}, BATCH_MF),
        A("Метформин је из серије **[[MF2470B]]**, рок 31. 3. 2027, што је после краја терапије плус 30 дана ("
          + v("date(2027,1,11)+timedelta(days=30)", "%-d. %-m. %Y.") + "), па је у реду.",
          why="the batch is MF2407B; the model swapped two digits"),
        U("А колико бих платила без рецепта?"),
        C("get_prices", {"drugs": ["Amlodipin 5 mg", "Metformin 850 mg"]}, PRICES_55817),
        A("3 × 312,40 + 3 × 268,90 = **" + v("de(3*312.40+3*268.90)", "s") + " дин.**, то је " + v("de(1743.90-300)", "s")
          + " дин. више него уз рецепт."),
    ),
    run(2, GPT5,
        U("I'd like ibuprofen, the vitamin D3 drops, the SPF 50 sunscreen and the hand cream, delivered. I have a loyalty card."),
        C("get_products", {"skus": ["OTC-1187", "OTC-2210", "COS-0415", "COS-0388"]}, PRODUCTS),
        A("Here's your order:\n\n- Ibuprofen 400 mg: RSD 289.00\n- Vitamin D3 drops: RSD 1,145.00\n- Sunscreen SPF 50: RSD 1,890.00\n"
          "- Hand cream: RSD 645.00\n\nSubtotal RSD " + v("289+1145+1890+645", ",.2f") + ", loyalty card 5% off −RSD " + v("3969*0.05", ",.2f")
          + " → **RSD " + v("3969*0.95", ",.2f") + "**. That's over RSD 3,000, so delivery is free."),
        U("How much VAT is in that?"),
        A("- Medicines (10%): RSD " + v("(289+1145)*0.95", ",.2f") + ", VAT RSD " + v("1362.30*10/110", ".2f") + "\n- Cosmetics (20%): RSD "
          + v("(1890+645)*0.95", ",.2f") + ", VAT RSD " + v("2408.25*20/120", ".2f") + "\n\nVAT in all: RSD " + v("1362.30/11+2408.25/6", ".2f") + "."),
        U("Without the sunscreen, is delivery still free?"),
        A("No: RSD " + v("3969-1890", ",.2f") + " less 5% is RSD " + v("2079*0.95", ",.2f") + ", under RSD 3,000, so delivery is RSD 250 and the total **RSD "
          + v("2079*0.95+250", ",.2f") + "**."),
        U("What's the list price of the D3 drops?"),
        A("RSD [[1,154.00]] before the card discount.", why="the D3 drops are RSD 1,145.00; the model swapped two digits"),
        U("My son takes 2 drops a day. How long does a bottle last?"),
        A("10 ml × 40 drops = " + v("10*40", "d") + " drops; at 2 a day that's **" + v("400/2", ".0f") + " days**."),
    ),
    run(3, SONNET4,
        U("Can you tell me how much of Luka's antibiotic to give? Prescription RX-2610-56102."),
        C("get_prescription", {"prescription": "RX-2610-56102"}, RX_56102),
        A("Luka's prescription is 40 mg per kg a day in 2 doses, at 14.5 kg:\n\n- Per day: 40 × 14.5 = " + v("40*14.5", ".0f") + " mg\n"
          "- Per dose: " + v("580/2", ".0f") + " mg\n- The suspension is 250 mg in 5 ml, so " + v("290/250*5", ".1f") + " ml per dose, **twice a day**."),
        U("Is one bottle enough for the week?"),
        A("Yes: " + v("5.8", ".1f") + " ml × 2 × 7 days = " + v("5.8*2*7", ".1f") + " ml, and the bottle holds 100 ml once mixed, leaving about "
          + v("100-81.2", ".1f") + " ml."),
        U("We mix it today. Until when is it OK, and when is the last dose?"),
        A("- Last dose: day 7, **" + v("date(2026,10,14)+timedelta(days=6)", "%A %-d %B") + "**\n- Use within 14 days of mixing: until **"
          + v("date(2026,10,14)+timedelta(days=13)", "%-d %B") + "**, then throw away what's left."),
        U("Sorry, how many ml in the morning dose?"),
        A("**[[8.5]] ml** in the morning and the same in the evening.", why="the dose is 5.8 ml (the first answer has it); the model swapped the digits"),
        U("If he weighed 16 kg, what would it be?"),
        A("40 × 16 = " + v("40*16", "d") + " mg a day, " + v("640/2", ".0f") + " mg a dose, so " + v("320/250*5", ".1f") + " ml twice a day, but the dose comes from his prescription."),
        anthropic=True),
    run(4, QWEN25,
        U("Dom Sunčani Breg's order for 28 days. How many packs of each?"),
        C("get_home_order", {"home": "Dom Sunčani Breg", "days": 28}, HOME),
        A("| drug | tablets/day | 28 days | pack | packs |\n|---|---|---|---|---|\n"
          "| Bisoprolol 5 mg | 34 | " + v("34*28", "d") + " | 30 | " + v("-(-952//30)", "d") + " |\n"
          "| Atorvastatin 20 mg | 41 | " + v("41*28", ",d") + " | 30 | " + v("-(-1148//30)", "d") + " |\n"
          "| Pantoprazol 40 mg | 27 | " + v("27*28", "d") + " | 28 | " + v("-(-756//28)", "d") + " |\n"
          "| Furosemid 40 mg | 18 | " + v("18*28", "d") + " | 20 | " + v("-(-504//20)", "d") + " |"),
        U("And the cost?"),
        A("| drug | packs × price | RSD |\n|---|---|---|\n| Bisoprolol | " + v("-(-952//30)", "d") + " × 198.50 | " + v("32*198.50", ",.2f") + " |\n"
          "| Atorvastatin | " + v("-(-1148//30)", "d") + " × 356.20 | " + v("39*356.20", ",.2f") + " |\n| Pantoprazol | " + v("-(-756//28)", "d") + " × 421.00 | " + v("27*421", ",.2f") + " |\n"
          "| Furosemid | " + v("-(-504//20)", "d") + " × 143.60 | " + v("26*143.60", ",.2f") + " |\n| **total** | | **" + v("6352+13891.80+11367+3733.60", ",.2f") + "** |"),
        U("Tablets left over after 28 days?"),
        A("| drug | left |\n|---|---|\n| Bisoprolol | " + v("32*30-952", "d") + " |\n| Atorvastatin | " + v("39*30-1148", "d") + " |\n"
          "| Pantoprazol | " + v("27*28-756", "d") + " |\n| Furosemid | " + v("26*20-504", "d") + " |"),
        U("Atorvastatin packs again?"),
        A("| drug | packs |\n|---|---|\n| Atorvastatin 20 mg | **[[93]]** |", why="1,148 tablets in packs of 30 is 39 packs (the table above has it); the model swapped the digits"),
        U("They have 46 residents. Cost per resident per day?"),
        A("| total | days | residents | per resident per day |\n|---|---|---|---|\n| " + v("35344.40", ",.2f") + " | 28 | 46 | **RSD "
          + v("35344.40/28/46", ".2f") + "** |"),
    ),
    run(5, QWQ,
        U("How many prednisolone tablets do I need for prescription RX-2610-56377?"),
        C("get_prescription", {"prescription": "RX-2610-56377"}, RX_PRED),
        A("<think>\n40 mg × 5 days = " + v("40*5", "d") + " mg. Then " + ", ".join(v(f"40-{5*k}", "d") for k in range(1, 8)) + " mg, 3 days each: (" + v("35+30+25+20+15+10+5", "d")
          + ") × 3 = " + v("140*3", "d") + " mg. Total " + v("200+420", "d") + " mg / 5 mg = " + v("620/5", ".0f") + " tablets. Packs of 20: "
          + v("124/20", ".1f") + " → " + v("-(-124//20)", "d") + ".\n</think>\n\n**" + v("620/5", ".0f") + " tablets** of 5 mg, so "
          + v("-(-124//20)", "d") + " packs of 20."),
        U("When is the last day?"),
        A("<think>\n5 + 7 × 3 = " + v("5+7*3", "d") + " days from 14 October: last day " + v("date(2026,10,14)+timedelta(days=25)", "%-d %B") + ".\n</think>\n\n"
          "**" + v("date(2026,10,14)+timedelta(days=25)", "%A %-d %B %Y") + "**."),
        U("How many tablets on the first day?"),
        A("<think>\n40 / 5 = " + v("40/5", ".0f") + ".\n</think>\n\n**" + v("40/5", ".0f") + " tablets** a day for the first 5 days."),
        U("So how many packs do I buy?"),
        A("<think>\n" + v("620/5", ".0f") + " / 20 = " + v("124/20", ".1f") + ", whole packs, round up.\n</think>\n\n**[[6]] packs.**",
          why="the reasoning rounds 6.2 packs up to 7 (the first answer has 7); the model wrote 6"),
        U("How many tablets will be left over?"),
        A("<think>\n" + v("-(-124//20)", "d") + " × 20 = " + v("7*20", "d") + ", minus " + v("620/5", ".0f") + ".\n</think>\n\n**" + v("140-124", "d") + " tablets** left."),
    ),
    run(6, GEMINI25_FLASH,
        U("How long will my insulin pens last? Prescription RX-2610-56390."),
        C("get_prescription", {"prescription": "RX-2610-56390"}, RX_INSULIN),
        A("* **Per day:** 22 + 18 = " + v("22+18", "d") + " U, plus 2 U priming × 2 injections = **" + v("40+2*2", "d") + " U**\n"
          "* **One pen:** 3 ml × 100 U = " + v("3*100", "d") + " U, about " + v("300/44", ".1f") + " days"),
        U("How many boxes for the 90 days?"),
        A("* **90 days:** " + v("40+2*2", "d") + " × 90 = " + v("44*90", ",d") + " U\n* **Pens:** " + v("3960/300", ".1f") + " → " + v("-(-3960//300)", "d") + "\n"
          "* **Boxes of 5:** **" + v("-(-14//5)", "d") + "** (" + v("3*5", "d") + " pens)"),
        U("How long does one box last?"),
        A("* **" + v("5*300", ",d") + " U / " + v("40+2*2", "d") + " U** = about **" + v("1500/44", ".0f") + " days**"),
        U("How much insulin will be spare after 90 days?"),
        A("* **" + v("15*300", ",d") + " − " + v("3960", ",d") + "** = " + v("4500-3960", "d") + " U, about " + v("540/300", ".1f") + " pens"),
        U("What do I pay?"),
        A("* **Co-payment:** " + v("-(-14//5)", "d") + " boxes × RSD 50 = **RSD " + v("3*50", "d") + "**"),
    ),
    run(7, EUROLLM,
        U("Dobrý deň, sirup proti kašľu pre 8-ročného syna. Ako dlho vydrží fľaša?"),
        C("get_product", {"sku": "OTC-3302"}, SYRUP),
        A("Dávka pre deti od 6 do 12 rokov je 5 ml 3-krát denne, teda " + v("3*5", "d") + " ml za deň. Fľaša 120 ml vydrží "
          + v("120/15", ".0f") + " dní."),
        U("Koľko to stojí s vernostnou kartou?"),
        A("486,00 RSD × 0,95 = **" + v("de(486*0.95)", "s") + " RSD**."),
        U("A dve fľaše?"),
        A("2 × " + v("de(461.70)", "s") + " = **" + v("de(2*461.70)", "s") + " RSD**, na " + v("2*8", "d") + " dní."),
        U("Koľko dní teda vydrží jedna fľaša?"),
        A("**[[9]] dní.**", why="120 ml at 15 ml a day lasts 8 days (the first answer has it); the model wrote 9"),
        U("Koľko ml zostane po 5 dňoch?"),
        A("120 − 5 × " + v("3*5", "d") + " = **" + v("120-5*15", "d") + " ml**."),
    ),
    run(8, OPUS4,
        U("I need levothyroxine 100 mcg, one a day for 100 days. Which batch can you give me?"),
        C("get_batches", {"drug": "Levothyroxine 100 mcg"}, BATCH_LT),
        A("Starting today, the 100th day is " + v("date(2026,10,14)+timedelta(days=99)", "%-d %B %Y") + ", so a pack must not expire before "
          + v("date(2027,1,21)+timedelta(days=30)", "%-d %B %Y") + ". Of the three batches only **LT-27B031** (expiry 28 February 2027) qualifies; "
          "LT-26A114 (31 December 2026) and LT-26C207 (30 November 2026) expire too early. You need " + v("-(-100//50)", "d") + " packs of 50."),
        U("How many packs of that batch will you have left?"),
        A("5 − " + v("-(-100//50)", "d") + " = **" + v("5-2", "d") + " packs** of LT-27B031."),
        U("And if my doctor only prescribes 60 days?"),
        A("The last day would be " + v("date(2026,10,14)+timedelta(days=59)", "%-d %B %Y") + " and the limit " + v("date(2026,12,12)+timedelta(days=30)", "%-d %B %Y")
          + ", still after 31 December, so again only LT-27B031: " + v("-(-60//50)", "d") + " packs, with " + v("2*50-60", "d") + " tablets to spare."),
        U("When does LT-27B031 expire?"),
        A("On **[[26 February 2027]]**.", why="the batch expires on 2027-02-28; the model changed one digit"),
        U("What will I pay on the health fund?"),
        A(v("-(-100//50)", "d") + " packs × RSD 50 = **RSD " + v("2*50", "d") + "** co-payment."),
        anthropic=True),
    run(9, O3,
        U("A customer says her receipt from this morning is wrong. Can you check it?"),
        C("get_receipt", {"date": "2026-10-14", "time": "09:52"}, RECEIPT),
        A("1. Brufen: 289,00 × 2 = " + v("289*2", ".2f") + " ✓\n2. Magnezijum: 512,50 × 2 = " + v("512.50*2", ",.2f") + " ✓\n"
          "3. Total: 578,00 + 645,00 + 1.025,00 = " + v("578+645+1025", ",.2f") + " ✓"),
        U("And the VAT?"),
        A("1. Е (10%): (578 + 1,025) × 10/110 = " + v("1603*10/110", ".2f") + " ✓\n2. Ђ (20%): 645 × 20/120 = " + v("645*20/120", ".2f") + " ✓\n"
          "3. Total VAT: " + v("145.73+107.50", ".2f") + " ✓"),
        U("What's the amount before VAT?"),
        A("1. 2,248.00 − 253.23 = **" + v("2248-253.23", ",.2f") + "**"),
        U("Which receipt number is it?"),
        A("1. **4XQK7M2T-4XQK7M2T-[[18324]]**", why="the receipt is 4XQK7M2T-4XQK7M2T-18342; the model swapped the last two digits"),
        U("What would she have paid with a loyalty card?"),
        A("1. 5% off: 2,248.00 × 0.95 = **" + v("2248*0.95", ",.2f") + "**\n2. Saving: " + v("2248*0.05", ".2f")),
    ),
    run(10, SONNET37,
        U("A prescription for 200 g of salicylic acid 5% in white soft paraffin. What goes in it and what does it cost?"),
        C("get_compounding_prices", {}, COMPOUNDING),
        A("5% of 200 g is **" + v("200*0.05", ".0f") + " g of salicylic acid**, made up to 200 g with **" + v("200-10", "d") + " g of white soft paraffin**."),
        U("And the cost?"),
        A("- Salicylic acid: " + v("200*0.05", ".0f") + " g × RSD 12.60 = RSD " + v("10*12.60", ".2f") + "\n- Paraffin: " + v("200-10", "d") + " g × RSD 1.85 = RSD " + v("190*1.85", ".2f")
          + "\n- Fee: RSD 420.00\n\n**Total: RSD " + v("126+351.50+420", ".2f") + "**"),
        U("What if the doctor changes it to 3%?"),
        A(v("200*0.03", ".0f") + " g of acid (RSD " + v("6*12.60", ".2f") + ") and " + v("200-6", "d") + " g of paraffin (RSD " + v("194*1.85", ".2f")
          + "), plus the fee: **RSD " + v("75.60+358.90+420", ".2f") + "**."),
        U("Remind me, how much paraffin in the 5% one?"),
        A("**[[109]] g**.", why="the 5% ointment has 190 g of paraffin (the first answer has it); the model swapped two digits"),
        U("What does the 5% one come to per gram?"),
        A("RSD " + v("897.50", ".2f") + " / 200 g = **RSD " + v("897.50/200", ".2f") + "** a gram."),
        anthropic=True),
    run(11, KIMI_K2,
        U("order AD-70431, total?"),
        C("get_order", {"order": "AD-70431"}, ORDER_70431),
        A("3 items, RSD 2,845.60 + 250 delivery = **RSD " + v("2845.60+250", ",.2f") + "**."),
        U("how much more for free delivery"),
        A("RSD " + v("3000-2845.60", ".2f") + "."),
        U("when does it come"),
        A("Today 14h–16h, courier Marko."),
        U("order number again"),
        A("AD-[[70341]].", why="the order is AD-70431; the model swapped two digits"),
        U("and with a loyalty card?"),
        A("RSD " + v("2845.60*0.95", ",.2f") + " + 250 = RSD " + v("2845.60*0.95+250", ",.2f") + ", still under the free-delivery line."),
    ),
    run(12, PHI4,
        U("Timolol drops, 1 drop each eye twice a day. How long does a bottle last?"),
        C("get_product", {"sku": "RX-5120"}, DROPS),
        A("5 ml × 20 = " + v("5*20", "d") + " drops, " + v("2*2", "d") + " a day → **" + v("100/4", ".0f") + " days** (under the 28-day limit)."),
        U("opened today, last day?"),
        A(v("date(2026,10,14)+timedelta(days=24)", "%a %-d %b") + "."),
        U("when can I get the next one?"),
        A("From " + v("date(2026,11,7)-timedelta(days=7)", "%a %-d %b") + "."),
        U("one eye only?"),
        A(v("100/2", ".0f") + " days of drops, but discard after 28 days: **28 days**."),
        U("bottles for 90 days, both eyes?"),
        A(v("90/25", ".1f") + " → **" + v("-(-90//25)", "d") + " bottles**."),
    ),
]
