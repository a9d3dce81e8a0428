"""cheese runs: the assistant of an alpine cheese dairy above Scuol, Lower Engadine (tools designed for this
set: a milk delivery, an order, a van dispatch, a kettle batch, a buyer and the day's rate as JSON, the cellar
log, the workers' sheet and a month's deliveries as CSV text, the crate stock as a markdown table, an invoice
as plain text), with the cheese and butter a delivery gives, wheels through crates of 4 and pats through
boxes of 40 rounded up, kettle batches into an end clock and the kettle's power, the night cellar hand's
shifts across midnight and one hand's hours over the log's hand column, milkers, packers and alp helpers with
overtime, group figures over the sheet's task column and the month's farmer column, a discount from CHF 2,000
and VAT on top, a van by the km both ways, payment days, a buyer's free-delivery threshold applied to an
earlier answer's crates, a collection 40 minutes after a cellar slot ends, clocks in words, a price 30% more
than the list, euros at the day's rate and at an invoice's own rate; tool results and answers written here,
in the styles of GPT-5.1 and Gemini 3 Pro in Romansh (a right single quote between thousands, a decimal point,
Romansh month names and `a las 9.05 la damaun` clocks: `CHF 1’241.00`, `ils 16 d'avust`), Claude Opus 4.5,
Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2
(`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout45_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout45_cheese import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"cheese-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def r(expr: str, spec: str = ",.2f") -> str:
    """A computed value in Romansh spelling: a right single quote between thousands, a decimal point."""
    return v(f"rm({expr}, '{spec}')", "s")


RATE = {"date": "2027-08-17", "chf_per_eur": 0.9350, "source": "SNB reference rate"}
DELIVERY_1 = {"delivery": "LM-0816", "farmer": "Not Vital, Sent", "litres": 1460, "price_per_litre": 0.85,
              "received": "2027-08-16T06:40", "fat_pct": 3.9}
CELLAR_2 = csv("shift,start,end,hand", "K-31,2027-08-13 21:00,2027-08-14 05:30,Gian Caduff",
               "K-32,2027-08-14 22:15,2027-08-15 06:00,Ursina Bezzola", "K-33,2027-08-15 20:30,2027-08-16 04:45,Gian Caduff")
ORDER_3 = {"order": "AS-0816-3", "buyer": "Hotel Waldhaus, Sils", "cheese_kg": 84, "butter_kg": 12, "ordered": "2027-08-16",
           "dispatch": "2027-08-18T07:30", "km_one_way": 62, "drive_minutes": 95}
SHEET_4 = csv("worker,date,task,qty", "Men Clalüna,2027-08-16,milking,620", "Curdin Fliri,2027-08-16,milking,540",
              "Seraina Mischol,2027-08-16,packing,14", "Jon Duri Bischoff,2027-08-16,helper,10",
              "Annatina Rauch,2027-08-16,helper,8", "Flurin Strimer,2027-08-16,milking,280")
DISPATCH_5 = {"dispatch": "VN-0817", "to": "Zürich, Globus Delicatessa", "km_one_way": 205, "departs": "2027-08-17T22:40",
              "drive_minutes": 235, "crates": 31, "driver": "Reto Pua"}
INVOICE_6 = """CHASCHARIA D'ALP SESVENNA, SCUOL                FACTURA AS-2291
Data: 2027-08-09
Cumpradra: Chascharia Engiadina, St. Moritz
Chaschiel d'alp         120 kg x CHF 26.50        3,180.00
Paintg                   20 kg x CHF 19.00          380.00
Subtotal                                          3,560.00
Rabatt 5% (CHF 2,000 u dapli)                      -178.00
Net                                               3,382.00
TVA 2.6%                                             87.93
Total (CHF)                                       3,469.93
Pajabel entaifer 30 dis da la data da la factura
Per infurmaziun: 1 EUR = 0.9410 CHF a la data da la factura"""
BATCH_7 = {"batch": "KB-0817-1", "milk_litres": 2400, "start": "2027-08-17T05:30", "kettle": "Kessi 2",
           "cellar_slot": "2027-08-17 11:00-13:30", "cheesemaker": "Mengia Tscharner"}
BUYER_8 = {"buyer": "Hotel Chasa Montana, Samnaun", "free_delivery_from_crates": 5, "terms": "30 days", "village": "Samnaun-Dorf"}
STOCK_9 = ("| lot | product | crates | wheels per crate |\n|---|---|---|---|\n| CH-0725 | alp cheese | 11 | 4 |\n"
           "| CH-0801 | alp cheese | 16 | 4 |\n| CH-0808 | alp cheese | 9 | 4 |\n| CH-0812 | alp cheese | 14 | 4 |")
MONTH_10 = csv("date,farmer,litres,price_per_litre", "2027-07-05,Vital,1320,0.85", "2027-07-12,Bezzola,980,0.82",
               "2027-07-19,Vital,1410,0.85", "2027-07-26,Bezzola,1150,0.84")

RUNS = [
    run(1, GPT51,
        U("Allegra! Quant lat è arrivà cun LM-0816 e quant custa el?"),
        C("get_delivery", {"delivery": "LM-0816"}, DELIVERY_1),
        A("LM-0816 (Not Vital, Sent), arrivà ils " + v("16", "d") + " d'avust a las 6.40 la damaun:\n\n"
          "- **" + r("1460", ",.0f") + " liters** × CHF 0.85 = **CHF " + r("1460*0.85") + "**"),
        U("Quant chaschiel dat quai?"),
        A("- " + r("1460", ",.0f") + " l × 9% = **" + r("1460*0.09", ",.1f") + " kg**\n"
          "- " + r("131.4", ",.1f") + " ÷ 6 = " + r("131.4/6", ",.1f") + " → **" + v("int(131.4//6)", "d") + " rodas** (mo rodas entiras)"),
        U("E quantas cassas?"),
        A(v("21", "d") + " ÷ 4 = " + v("21/4", ".2f") + " → **" + v("-(-21//4)", "d") + " cassas**."),
        U("Tge valur han las rodas? E tge resta sur il lat?"),
        A("- " + v("21", "d") + " rodas × 6 kg = " + v("21*6", "d") + " kg × CHF 26.50 = **CHF " + r("126*26.5") + "**\n"
          "- CHF " + r("3339") + " − CHF " + r("1241") + " = **CHF " + r("3339-1241") + "**"),
        U("Quant pajain nus als mulschiders ed als pachetaders?"),
        A("- Mulschiders: " + r("1460", ",.0f") + " l × CHF 0.06 = **CHF " + r("1460*0.06") + "**\n"
          "- Pachetaders: " + v("6", "d") + " cassas × CHF 1.50 = **CHF " + r("6*1.5") + "**"),
        U("Quantas rodas has ti ditg?"),
        A("**[[31]] rodas**.", why="131.4 kg of cheese make 21 whole wheels of 6 kg; the model restated it one digit off"),
    ),
    run(2, OPUS45,
        U("How many hours did the cellar hand do over the weekend nights, and what do we owe?"),
        C("get_cellar_log", {"from": "2027-08-13"}, CELLAR_2),
        A("| Shift | Hand | Start | End | Hours | Pay (CHF) |\n|---|---|---|---|---|---|\n"
          "| K-31 | Gian Caduff | 21:00 | 05:30 | " + v("(datetime(2027,8,14,5,30)-datetime(2027,8,13,21,0)).seconds/3600", ".2f") + " | " + v("8.5*32", ".2f") + " |\n"
          "| K-32 | Ursina Bezzola | 22:15 | 06:00 | " + v("(datetime(2027,8,15,6,0)-datetime(2027,8,14,22,15)).seconds/3600", ".2f") + " | " + v("7.75*32", ".2f") + " |\n"
          "| K-33 | Gian Caduff | 20:30 | 04:45 | " + v("(datetime(2027,8,16,4,45)-datetime(2027,8,15,20,30)).seconds/3600", ".2f") + " | " + v("8.25*32", ".2f") + " |\n\n"
          "Altogether " + v("8.5+7.75+8.25", ".2f") + " hours × CHF 32 = **CHF " + v("24.5*32", ",.2f") + "**."),
        U("What's the mean shift?"),
        A("" + v("24.5", ".2f") + " h / 3 = **" + v("24.5/3", ".2f") + " hours**, about 8 h " + v("round((24.5/3-8)*60)", "d") + " min."),
        U("And Gian?"),
        A("Gian Caduff: " + v("8.5", ".2f") + " + " + v("8.25", ".2f") + " = **" + v("8.5+8.25", ".2f") + " h**, **CHF " + v("16.75*32", ",.2f") + "**."),
        U("When did Ursina start?"),
        A("At a quarter past ten in the evening on 14 August (" + v("datetime(2027,8,14,22,15)", "%H:%M") + ")."),
        U("And when did the last shift end?"),
        A("K-33 ended at [[a quarter to six]] in the morning on 16 August.",
          why="the cellar log has K-33 ending at 04:45 on 16 August; the model wrote an hour on, in words alone"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("Po ti calcular l'urden AS-0816-3?"),
        C("get_order", {"order": "AS-0816-3"}, ORDER_3),
        A("**AS-0816-3** (Hotel Waldhaus, Sils):\n\n"
          "* Chaschiel: 84 kg × CHF 26.50 = CHF " + r("84*26.5") + "\n"
          "* Paintg: 12 kg × CHF 19.00 = CHF " + r("12*19") + "\n"
          "* Subtotal: CHF " + r("2226+228") + " (sur CHF " + r("2000", ",.0f") + ") → rabatt 5%: −CHF " + r("2454*0.05") + "\n"
          "* Net: CHF " + r("2454*0.95") + "; TVA 2.6%: CHF " + r("round(2331.3*0.026, 2)") + "\n"
          "* **Total: CHF " + r("2331.3+60.61") + "**"),
        U("Quantas cassas e scatlas?"),
        A("* Chaschiel: 84 ÷ 6 = " + v("84//6", "d") + " rodas → " + v("14/4", ".1f") + " → **" + v("-(-14//4)", "d") + " cassas**\n"
          "* Paintg: 12 kg ÷ 0.25 = " + v("12/0.25", ".0f") + " pezs → " + v("48/40", ".1f") + " → **" + v("-(-48//40)", "d") + " scatlas**"),
        U("Cura arriva il van a Sils e quant custa?"),
        A("* Partenza: ils 18 d'avust a las 7.30 la damaun, 95 minutas → **a las "
          + v("'%d.%02d' % ((datetime(2027,8,18,7,30)+timedelta(minutes=95)).hour, (datetime(2027,8,18,7,30)+timedelta(minutes=95)).minute)", "s") + " la damaun**\n"
          "* Van: 62 km × 2 × CHF 1.80 = **CHF " + r("62*2*1.8") + "** (sur il minimum da CHF 120)"),
        U("E en euros?"),
        C("get_rate", {"date": "2027-08-17"}, RATE),
        A("* CHF " + r("2391.91") + " ÷ " + v("0.935", ".4f") + " = **EUR " + r("2391.91/0.935") + "**"),
        U("Cura ston els pajar?"),
        A("* Ils 18 d'avust + 30 dis → **ils " + v("(date(2027,8,18)+timedelta(days=30)).day", "d") + " da settember 2027**"),
        U("E la TVA anc ina giada?"),
        A("* **CHF [[60.16]]**", why="2.6% VAT on the CHF 2,331.30 net is CHF 60.61; the model swapped two digits"),
    ),
    run(4, QWEN3,
        U("Pay for yesterday's sheet?"),
        C("get_worker_sheet", {"date": "2027-08-16"}, SHEET_4),
        A("| Worker | Task | Qty | Rule | Pay (CHF) |\n|---|---|---|---|---|\n"
          "| Men Clalüna | milking | 620 l | 0.06 a litre | " + v("620*0.06", ".2f") + " |\n"
          "| Curdin Fliri | milking | 540 l | 0.06 a litre | " + v("540*0.06", ".2f") + " |\n"
          "| Seraina Mischol | packing | 14 crates | 1.50 a crate | " + v("14*1.5", ".2f") + " |\n"
          "| Jon Duri Bischoff | helper | 10 h | 190 + 2 h × 29 | " + v("190+(10-8)*29", ".2f") + " |\n"
          "| Annatina Rauch | helper | 8 h | 190 | " + v("190", ".2f") + " |\n"
          "| Flurin Strimer | milking | 280 l | 0.06 a litre | " + v("280*0.06", ".2f") + " |\n"
          "| **Total** | | | | **" + v("37.2+32.4+21+248+190+16.8", ",.2f") + "** |"),
        U("By task?"),
        A("| Task | Qty | Pay (CHF) |\n|---|---|---|\n| milking | " + v("620+540+280", ",d") + " l | " + v("37.2+32.4+16.8", ".2f") + " |\n"
          "| packing | 14 crates | " + v("21", ".2f") + " |\n| helper | " + v("10+8", "d") + " h | " + v("248+190", ".2f") + " |"),
        U("Mean milked per milker, and the cheese all that milk gives?"),
        A("| Figure | Value |\n|---|---|\n| Mean per milker | " + v("1440/3", ".0f") + " l |\n| Cheese (9%) | " + v("1440*0.09", ".1f") + " kg |\n"
          "| Whole wheels | " + v("int(129.6//6)", "d") + " |"),
        U("Jon Duri's pay in euros?"),
        C("get_rate", {"date": "2027-08-17"}, RATE),
        A("| CHF | CHF/EUR | EUR |\n|---|---|---|\n| " + v("248", ".2f") + " | 0.9350 | **" + v("248/0.935", ".2f") + "** |"),
        U("Curdin's pay?"),
        A("| Worker | Pay |\n|---|---|\n| Curdin Fliri | **CHF [[23.40]]** |", why="Curdin's 540 litres at CHF 0.06 are CHF 32.40; the model swapped two digits"),
    ),
    run(5, KIMI_K2,
        U("The Zürich van tonight: cost and arrival?"),
        C("get_dispatch", {"dispatch": "VN-0817"}, DISPATCH_5),
        A("<think>\n205 × 2 × 1.80 = " + v("205*2*1.8", ",.2f") + ", over the CHF 120 minimum. 22:40 + 235 min = "
          + v("datetime(2027,8,17,22,40)+timedelta(minutes=235)", "%H:%M") + " next day.\n</think>\n\n"
          "- Van: **CHF " + v("205*2*1.8", ",.2f") + "**\n- Arrives **" + v("datetime(2027,8,17,22,40)+timedelta(minutes=235)", "%H:%M") + "** on "
          + v("(datetime(2027,8,17,22,40)+timedelta(minutes=235)).day", "d") + " August, twenty-five to three in the morning"),
        U("How much cheese is on board and what is it worth?"),
        A("<think>\n31 crates × 4 = " + v("31*4", "d") + " wheels × 6 kg = " + v("124*6", "d") + " kg; × 26.50 = " + v("744*26.5", ",.2f") + ".\n</think>\n\n"
          "**" + v("124", "d") + " wheels** (" + v("744", "d") + " kg), worth **CHF " + v("744*26.5", ",.2f") + "**."),
        U("Room left in the van?"),
        A("<think>\n40 − 31.\n</think>\n\n**" + v("40-31", "d") + " crates** (" + v("9*4", "d") + " wheels)."),
        U("Van cost again?"),
        A("<think>\n205 × 2 × 1.80 = " + v("205*2*1.8", ",.2f") + ".\n</think>\n\n**CHF [[783.00]]**",
          why="205 km both ways at CHF 1.80 is CHF 738.00; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("Cura scroda la factura AS-2291?"),
        C("get_invoice", {"number": "AS-2291"}, INVOICE_6),
        A("AS-2291 è datada ils 9 d'avust 2027; 30 dis → **ils " + v("(date(2027,8,9)+timedelta(days=30)).day", "d") + " da settember**, "
          "pia restan anc **" + v("(date(2027,9,8)-date(2027,8,17)).days", "d") + " dis**. Total: **CHF " + r("3469.93") + "**."),
        U("Quant èsi en euros?"),
        A("Tenor la rata da la factura (1 EUR = 0.9410 CHF): CHF " + r("3469.93") + " ÷ 0.9410 = **EUR " + r("3469.93/0.941") + "**."),
        U("E senza rabatt?"),
        A("CHF " + r("3560") + " × " + v("1.026", ".3f") + " = **CHF " + r("3560*1.026") + "**; il rabatt ha spargnà CHF " + r("3652.56-3469.93") + "."),
        U("Quantas cassas e scatlas eran quai?"),
        A("Chaschiel: 120 kg ÷ 6 = " + v("120//6", "d") + " rodas → **" + v("-(-20//4)", "d") + " cassas**; paintg: 20 kg ÷ 0.25 = " + v("20/0.25", ".0f")
          + " pezs → **" + v("-(-80//40)", "d") + " scatlas**."),
        U("Repeta per plaschair il termin da pajament."),
        A("**Ils [[9 da settember]]**.", why="the invoice of 9 August is due 30 days on, on 8 September; the model restated it a day on, with the Romansh month name"),
    ),
    run(7, SONNET45,
        U("Kettle batch KB-0817-1 started at half five. When is it done, and what does the kettle cost us?"),
        C("get_batch", {"batch": "KB-0817-1"}, BATCH_7),
        A("**KB-0817-1** (2,400 litres, Kessi 2):\n\n- 2,400 / 800 = **" + v("2400/800", ".0f") + " batches** × 150 min = " + v("3*150", "d") + " min\n"
          "- Started 05:30 → done at **" + v("datetime(2027,8,17,5,30)+timedelta(minutes=450)", "%H:%M") + "**, one o'clock\n"
          "- Power: " + v("450/60", ".1f") + " h × 9 kWh = " + v("7.5*9", ".1f") + " kWh × CHF 0.24 = **CHF " + v("67.5*0.24", ".2f") + "**"),
        U("Cheese and crates from it?"),
        A("- 2,400 × 9% = **" + v("2400*0.09", ".0f") + " kg** → " + v("216//6", ".0f") + " wheels\n- " + v("36/4", ".0f") + " crates exactly"),
        U("The van collects 40 minutes after our cellar slot ends. When is that?"),
        A("The cellar slot runs 11:00-13:30 today, so the van comes at **" + v("datetime(2027,8,17,13,30)+timedelta(minutes=40)", "%H:%M") + "**, ten past two."),
        U("What is it worth, and what do the milkers get for that milk?"),
        A("- Worth: " + v("36", "d") + " × 6 kg × CHF 26.50 = **CHF " + v("36*6*26.5", ",.2f") + "**\n- Milkers: 2,400 × CHF 0.06 = **CHF " + v("2400*0.06", ",.2f") + "**"),
        U("What's the organic licence number on this batch?"),
        A("It's made under Bio Suisse licence **[[BS-GR-2027-0417]]**.", why="the batch record carries no licence number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Hotel Chasa Montana wants 60 kg of butter. Pats, boxes, price with VAT?"),
        A("1. Pats: 60 kg / 0.25 = " + v("60/0.25", ".0f") + " pats\n2. Boxes: 240 / 40 = **" + v("240//40", "d") + " boxes**\n"
          "3. Price: 60 × CHF 19.00 = CHF " + v("60*19", ",.2f") + " (under CHF 2,000: no discount)\n"
          "4. VAT 2.6%: CHF " + v("1140*0.026", ".2f") + " → **CHF " + v("1140*1.026", ",.2f") + "**"),
        U("How much milk do we need for it, and what does it cost?"),
        A("1. Butter is 3% of the milk: 60 / 0.03 = **" + v("60/0.03", ",.0f") + " litres**\n2. 2,000 × CHF 0.85 = **CHF " + v("2000*0.85", ",.2f") + "**"),
        U("They also take 26 wheels of cheese. Is delivery free for them?"),
        C("get_buyer", {"buyer": "Hotel Chasa Montana"}, BUYER_8),
        A("1. Wheels: 26 / 4 = " + v("26/4", ".1f") + " → **" + v("-(-26//4)", "d") + " crates**\n2. Their threshold: 5 crates\n3. " + v("7", "d") + " ≥ 5 → **yes, free delivery**"),
        U("Butter price in euros?"),
        C("get_rate", {"date": "2027-08-17"}, RATE),
        A("1. CHF " + v("1169.64", ",.2f") + " / 0.9350\n2. **EUR " + v("1169.64/0.935", ",.2f") + "**"),
        U("Remind me how much milk that was?"),
        A("1. Milk for the butter: **[[666.67]] litres**", why="60 kg of butter at 3% takes 2,000 litres; the model divided by the cheese's 9% instead (a wrong step)"),
    ),
    run(9, HAIKU45,
        U("What's in the cheese cellar and what's it worth?"),
        C("get_crate_stock", {}, STOCK_9),
        A("- Crates: 11 + 16 + 9 + 14 = **" + v("11+16+9+14", "d") + "**\n- Wheels: 50 × 4 = **" + v("50*4", "d") + "**\n"
          "- Cheese: 200 × 6 kg = **" + v("200*6", ",d") + " kg**\n- Worth: 1,200 × CHF 26.50 = **CHF " + v("1200*26.5", ",.2f") + "**"),
        U("In euros?"),
        C("get_rate", {"date": "2027-08-17"}, RATE),
        A("CHF " + v("31800", ",.2f") + " / 0.9350 = **EUR " + v("31800/0.935", ",.2f") + "**."),
        U("How many van trips to move it all?"),
        A("50 / 40 = " + v("50/40", ".2f") + " → **" + v("-(-50//40)", "d") + " trips**."),
        U("How many wheels in CH-0808?"),
        A("CH-0808: **[[46]] wheels**.", why="CH-0808 holds 9 crates of 4, 36 wheels; the model wrote it one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("July's milk: how much, what did it cost, and the mean price?"),
        C("get_deliveries", {"month": "2027-07"}, MONTH_10),
        A("<think>\nLitres: 1320+980+1410+1150 = " + v("1320+980+1410+1150", ",d") + ". Cost: " + v("1320*0.85", ".2f") + " + " + v("980*0.82", ".2f") + " + "
          + v("1410*0.85", ".2f") + " + " + v("1150*0.84", ".2f") + " = " + v("1122+803.6+1198.5+966", ",.2f") + ".\n</think>\n\n"
          "- **" + v("4860", ",d") + " litres**, **CHF " + v("4090.1", ",.2f") + "**\n- Mean: **CHF " + v("4090.1/4860", ".3f") + " a litre**"),
        U("How much cheese?"),
        A("<think>\n4860 × 0.09 = " + v("4860*0.09", ".1f") + "; / 6 = " + v("437.4/6", ".1f") + ".\n</think>\n\n**" + v("437.4", ".1f") + " kg**, **" + v("int(437.4//6)", "d") + " whole wheels**."),
        U("Per farmer?"),
        A("<think>\nVital: 1320 + 1410; Bezzola: 980 + 1150.\n</think>\n\n| Farmer | Litres | CHF |\n|---|---|---|\n| Vital | " + v("1320+1410", ",d") + " | "
          + v("1122+1198.5", ",.2f") + " |\n| Bezzola | " + v("980+1150", ",d") + " | " + v("803.6+966", ",.2f") + " |"),
        U("The biggest delivery's share of the month?"),
        A("<think>\n1410 / 4860.\n</think>\n\n1,410 litres on 19 July, **[[29.8]]%** of the month.",
          why="1,410 of 4,860 litres is 29.0%; the model wrote one digit off"),
    ),
    run(11, GROK41,
        U("Cheese and butter per kg in euros?"),
        C("get_rate", {"date": "2027-08-17"}, RATE),
        A("Cheese €" + v("26.5/0.935", ".2f") + "/kg, butter €" + v("19/0.935", ".2f") + "/kg."),
        U("A shop in Zernez sells our cheese 30% dearer than our list. Their price per kg?"),
        A("CHF " + v("26.5*1.3", ".2f") + "."),
        U("And a wheel at their price?"),
        A("CHF " + v("34.45*6", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("Someone wants 5 wheels. How many crates?"),
        A(v("-(-5//4)", "d") + " crates."),
        U("Price?"),
        A("CHF " + v("5*6*26.5", ".2f") + "."),
        U("With VAT?"),
        A("CHF " + v("795*1.026", ".2f") + "."),
        U("How much milk makes that?"),
        A("About " + v("30/0.09", ".0f") + " litres."),
    ),
]
