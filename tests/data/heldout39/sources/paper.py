"""paper runs: the assistant of a handmade cotton-rag paper mill in Ahmedabad (tools designed for this
set: an order, a rag lot, a shipment, the beater's meter and the day's rate as JSON, the beater's log
and a vatmen's week as CSV text, the sheet stock as a markdown table, a tax invoice as plain text with
Indian grouping), with orders rounded up to quires of 25, a wholesale discount and GST on top, an
advance, sheets' weights from their size and grammage, rag to pulp, mould rejects rounded down,
beater batches and clocks across midnight, overtime by the hour, a courier by the kilo with a
minimum, drying and payment windows into dates, dollars and euros at the day's rate; tool results
and answers written here, in the styles of GPT-5.1 and Gemini 3 Pro in Gujarati (Gujarati digits,
Indian grouping: `₹૩૭,૧૦૭.૮૪`, `૨૩ મે ૨૦૨૭`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic
envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered
steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout39_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout39_paper import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"paper-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def gx(expr: str, decimals: int = 0) -> str:
    """A computed number in Gujarati spelling: Gujarati digits, Indian grouping."""
    return v("gu(" + expr + ", " + str(decimals) + ")", "s")


def gday(expr: str) -> str:
    """A computed date's day of the month in Gujarati digits."""
    return v("guj('%d' % (" + expr + ").day)", "s")


RATE = {"date": "2027-05-18", "inr_per_usd": 83.42, "inr_per_eur": 90.15, "source": "RBI reference rate"}
ORDER_1 = {"order": "SP-0514-2", "customer": "Kala Ghoda Studio, Mumbai", "sheets": {"cotton 300 gsm": 420, "khadi 150 gsm": 260},
           "size_cm": "56x76", "ordered": "2027-05-14", "ship": "courier"}
BEATER_2 = csv("batch,started,pulp_kg,lot", "B-0517-1,2027-05-17 06:10,20,RL-112", "B-0517-2,2027-05-17 09:50,20,RL-112",
               "B-0517-3,2027-05-17 13:30,18.5,RL-112", "B-0517-4,2027-05-17 21:45,20,RL-114")
STOCK_3 = ("| kind | gsm | sheets | shelf |\n|---|---|---|---|\n| khadi | 150 | 1,850 | A-2 |\n| cotton | 300 | 1,125 | A-4 |\n"
           "| cotton | 640 | 310 | B-1 |")
RAG_4 = {"lot": "RL-114", "supplier": "Narol Textile Cuttings", "rags_kg": 340, "received": "2027-05-12", "fibre": "cotton",
         "invoice_inr": 15300}
VAT_5 = csv("vatman,mon,tue,wed,thu,fri,sat", "Ramesh,8,9.5,8,10,8,6", "Jignesh,8,8,8,8,8,8", "Hasmukh,9,9,0,8,11,8")
INVOICE_6 = """SABARMATI HANDMADE PAPER WORKS                TAX INVOICE SHP/27-28/0096
Date: 2027-04-22
Buyer: Pustak Ghar, Vadodara
Cotton 300 gsm   30 quires (750 sh) x 64.00     48,000.00
Khadi 150 gsm     8 quires (200 sh) x 38.00      7,600.00
Subtotal                                        55,600.00
Discount 12%                                    -6,672.00
Net                                             48,928.00
GST 12%                                          5,871.36
Total                                           54,799.36
Advance received                               -16,439.81
Balance due                                     38,359.55
Payment within 45 days"""
SHIP_7 = {"shipment": "SH-0518-1", "order": "SP-0509-4", "to": "Pune", "parcels": [{"parcel": 1, "kg": 11.4}, {"parcel": 2, "kg": 9.05},
          {"parcel": 3, "kg": 1.6}], "courier": "Shree Tirupati Couriers", "dispatch": "2027-05-18T16:45", "transit_hours": 20}
ORDER_9 = {"order": "SP-0516-1", "customer": "Atelier Papier Gris, Lyon", "sheets": {"cotton 640 gsm": 500}, "ordered": "2027-05-16",
           "ship": "air freight by the customer"}
METER_10 = {"beater": "HB-1", "meter_kwh": {"2027-04-01": 18452.6, "2027-05-01": 19763.6}, "batches_april": 48, "rated_kw": 7.5}

RUNS = [
    run(1, GPT51,
        U("નમસ્તે. SP-0514-2 ઑર્ડરની કિંમત કેટલી થશે?"),
        C("get_order", {"order": "SP-0514-2"}, ORDER_1),
        A("SP-0514-2 (Kala Ghoda Studio), ૨૫ શીટના દસ્તા પ્રમાણે:\n\n"
          "- કૉટન ૩૦૦ gsm: ૪૨૦ શીટ → " + gx("-(-420//25)") + " દસ્તા = " + gx("17*25") + " શીટ × ₹૬૪ = ₹" + gx("425*64") + "\n"
          "- ખાદી ૧૫૦ gsm: ૨૬૦ શીટ → " + gx("-(-260//25)") + " દસ્તા = " + gx("11*25") + " શીટ × ₹૩૮ = ₹" + gx("275*38") + "\n"
          "- કુલ " + gx("17+11") + " દસ્તા: ₹" + gx("27200+10450") + "\n"
          "- ૨૦ દસ્તા કે વધુ, ૧૨% છૂટ: −₹" + gx("37650*0.12", 2) + " → ₹" + gx("37650*0.88", 2) + "\n"
          "- GST ૧૨%: ₹" + gx("33132*0.12", 2) + "\n"
          "- **કુલ: ₹" + gx("33132*1.12", 2) + "**"),
        U("કુરિયરનો ખર્ચ કેટલો થશે?"),
        A("- કૉટન: " + gx("425") + " × ૦.૪૨૫૬ × ૩૦૦ ગ્રામ = " + gx("425*0.4256*0.3", 3) + " કિલો\n"
          "- ખાદી: " + gx("275") + " × ૦.૪૨૫૬ × ૧૫૦ ગ્રામ = " + gx("275*0.4256*0.15", 3) + " કિલો\n"
          "- કુલ " + gx("54.264+17.556", 2) + " કિલો → " + gx("-(-(54.264+17.556)//1)") + " કિલો × ₹૯૦ = **₹" + gx("72*90") + "**"),
        U("આજે શીટ બનાવીએ તો ક્યારે તૈયાર થશે?"),
        A("આજે ૧૮ મે ૨૦૨૭ + ૫ દિવસ (૨ ફેલ્ટ પર, ૩ માળિયામાં) → **" + gday("date(2027,5,18)+timedelta(days=5)") + " મે ૨૦૨૭**."),
        U("એડવાન્સ કેટલું ભરવાનું?"),
        A("નેટ ₹" + gx("33132", 2) + " ₹૨૫,૦૦૦થી વધુ છે, એટલે ૩૦%: ₹" + gx("33132*1.12", 2) + " × ૦.૩ = **₹" + gx("33132*1.12*0.3", 2)
          + "**; બાકી ₹" + gx("33132*1.12*0.7", 2) + " ડિસ્પેચ વખતે."),
        U("કુલ રકમ ફરી કહેશો?"),
        A("**₹[[૩૭,૧૭૦.૮૪]]**", why="the order's total with GST is 37,107.84 INR; the model restated it with two digits swapped in Gujarati digits"),
    ),
    run(2, OPUS45,
        U("When did yesterday's beater batches finish, and how much pulp went through?"),
        C("get_beater_log", {"beater": "HB-1", "date": "2027-05-17"}, BEATER_2),
        A("**Beater HB-1, 17 May** (3 h 30 min a batch):\n\n| Batch | Started | Finished | Pulp |\n|---|---|---|---|\n"
          "| B-0517-1 | 06:10 | " + v("datetime(2027,5,17,6,10)+timedelta(minutes=210)", "%H:%M") + " | 20 kg |\n"
          "| B-0517-2 | 09:50 | " + v("datetime(2027,5,17,9,50)+timedelta(minutes=210)", "%H:%M") + " | 20 kg |\n"
          "| B-0517-3 | 13:30 | " + v("datetime(2027,5,17,13,30)+timedelta(minutes=210)", "%H:%M") + " | 18.5 kg |\n"
          "| B-0517-4 | 21:45 | " + v("datetime(2027,5,17,21,45)+timedelta(minutes=210)", "%H:%M") + " (18 May) | 20 kg |\n\n"
          "Total pulp: **" + v("20+20+18.5+20", ".1f") + " kg**. The last batch, on lot RL-114, ran across midnight."),
        U("What did the power cost?"),
        A("- Each batch: 7.5 kW × 3.5 h = " + v("7.5*3.5", ".2f") + " kWh\n- " + v("4", "d") + " batches: **" + v("4*26.25", ".0f") + " kWh**\n"
          "- At 8.40 INR: **₹" + v("105*8.40", ",.2f") + "**, or ₹" + v("882/78.5", ".2f") + " a kg of pulp"),
        U("How many 300 gsm sheets can yesterday's pulp make?"),
        A("A 300 gsm sheet weighs 0.4256 × 300 = " + v("0.4256*300", ".2f") + " g.\n\n"
          "- " + v("78.5", ".1f") + " kg ÷ 0.12768 kg = " + v("78.5/0.12768", ".1f") + " → **" + v("int(78.5/0.12768)", "d") + " sheets couched**\n"
          "- Less 6% at the mould: " + v("614*0.94", ".2f") + " → **" + v("int(614*0.94)", "d") + " good sheets**, "
          + v("577//25", "d") + " full quires and " + v("577-23*25", "d") + " over"),
        U("And B-0517-3 finished when, exactly?"),
        A("B-0517-3 came off the beater at **[[18:00]]** on 17 May.", why="B-0517-3 started at 13:30 and runs 3 h 30 min, finishing at 17:00; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("સ્ટોકમાં કેટલી શીટ છે અને તેની કિંમત કેટલી?"),
        C("get_stock", {"store": "main"}, STOCK_3),
        A("- ખાદી ૧૫૦ gsm: ૧,૮૫૦ × ₹૩૮ = ₹" + gx("1850*38") + "\n"
          "- કૉટન ૩૦૦ gsm: ૧,૧૨૫ × ₹૬૪ = ₹" + gx("1125*64") + "\n"
          "- કૉટન ૬૪૦ gsm: ૩૧૦ × ₹૧૧૨ = ₹" + gx("310*112") + "\n"
          "- **કુલ " + gx("1850+1125+310") + " શીટ, ₹" + gx("70300+72000+34720") + "**"),
        U("પૂરા દસ્તા કેટલા બને?"),
        A("- ખાદી: **" + gx("1850//25") + " દસ્તા**\n- કૉટન ૩૦૦: **" + gx("1125//25") + " દસ્તા**\n"
          "- કૉટન ૬૪૦: **" + gx("310//25") + " દસ્તા**, " + gx("310-12*25") + " શીટ છૂટી"),
        U("આખા સ્ટોકનું વજન કેટલું?"),
        A("- ખાદી: " + gx("1850*0.4256*0.15", 2) + " કિલો\n- કૉટન ૩૦૦: " + gx("1125*0.4256*0.3", 2) + " કિલો\n"
          "- કૉટન ૬૪૦: " + gx("310*0.4256*0.64", 2) + " કિલો\n- **કુલ " + gx("1850*0.4256*0.15+1125*0.4256*0.3+310*0.4256*0.64", 2) + " કિલો**"),
        U("ડૉલરમાં કિંમત?"),
        C("get_rate", {"date": "2027-05-18"}, RATE),
        A("- દર: ૧ USD = ₹૮૩.૪૨\n- ₹" + gx("177020") + " ÷ ૮૩.૪૨ = **$" + gx("177020/83.42", 2) + "**"),
        U("સ્ટોકની કુલ કિંમત ફરીથી?"),
        A("- **₹[[૧,૭૮,૦૨૦]]**", why="the stock's value is 1,77,020 INR; the model restated it one digit off in Gujarati digits"),
    ),
    run(4, QWEN3,
        U("What will rag lot RL-114 give us?"),
        C("get_rag_lot", {"lot": "RL-114"}, RAG_4),
        A("| Item | Value |\n|---|---|\n| Rags | 340 kg |\n| Dry pulp (82%) | " + v("340*0.82", ".1f") + " kg |\n"
          "| Beater batches (20 kg) | " + v("-(-278.8//20)", ".0f") + " |\n| Beater hours | " + v("14*3.5", ".0f") + " h |\n"
          "| Rag cost | 340 × 45 = " + v("340*45", ",d") + " INR |"),
        U("How many 640 gsm sheets could it make?"),
        A("| Step | Value |\n|---|---|\n| Sheet weight | 0.4256 × 640 = " + v("0.4256*640", ".3f") + " g |\n"
          "| Couched | " + v("278.8/0.272384", ".2f") + " → " + v("int(278.8/0.272384)", ",d") + " |\n"
          "| Good (94%) | " + v("int(1023*0.94)", "d") + " |\n| Quires | " + v("961//25", "d") + " + " + v("961-38*25", "d") + " sheets |"),
        U("Rag cost per good sheet?"),
        A("| Rags | Good sheets | Per sheet |\n|---|---|---|\n| 15,300 INR | " + v("961", "d") + " | **" + v("15300/961", ".2f") + " INR** |"),
        U("What is that lot worth sold as 640 gsm quires?"),
        A("| Quires | Sheets | Price | Value |\n|---|---|---|---|\n| " + v("38", "d") + " | " + v("38*25", "d") + " | 112 | **"
          + v("950*112", ",d") + " INR** |"),
        U("How many 8-hour days is that on the beater?"),
        A("| Beater hours | Per day | Days |\n|---|---|---|\n| " + v("49", "d") + " | 8 | " + v("49/8", ".1f") + " |"),
    ),
    run(5, KIMI_K2,
        U("What do the vatmen get for last week?"),
        C("get_vatmen_week", {"week": "2027-W19"}, VAT_5),
        A("<think>\n780 a day, 110 an hour over 8.\nRamesh: 6 days → " + v("6*780", ",d") + "; over: 9.5-8 = " + v("9.5-8", ".1f") + ", 10-8 = "
          + v("10-8", "d") + " → " + v("1.5+2", ".1f") + " h × 110 = " + v("3.5*110", ".0f") + ". " + v("4680+385", ",d") + ".\n"
          "Jignesh: 6 × 780 = " + v("6*780", ",d") + ", no overtime.\n"
          "Hasmukh: Wednesday 0, so " + v("5", "d") + " days → " + v("5*780", ",d") + "; over 1+1+3 = " + v("1+1+3", "d") + " h → "
          + v("5*110", "d") + ". " + v("3900+550", ",d") + ".\nTotal " + v("5065+4680+4450", ",d") + ".\n</think>\n\n"
          "| Vatman | Days | Overtime | INR |\n|---|---|---|---|\n| Ramesh | 6 | " + v("3.5", ".1f") + " h | " + v("5065", ",d") + " |\n"
          "| Jignesh | 6 | 0 | " + v("4680", ",d") + " |\n| Hasmukh | " + v("5", "d") + " | " + v("5", "d") + " h | " + v("4450", ",d") + " |\n\n"
          "**Total: " + v("14195", ",d") + " INR**"),
        U("How much of that is overtime?"),
        A("<think>\n" + v("385", "d") + " + " + v("550", "d") + ".\n</think>\n\n**" + v("385+550", "d") + " INR**, " + v("935/14195*100", ".1f") + "% of the week's pay."),
        U("In euros?"),
        C("get_rate", {"date": "2027-05-18"}, RATE),
        A("<think>\n" + v("14195", ",d") + " / 90.15.\n</think>\n\n**€" + v("14195/90.15", ",.2f") + "**."),
        U("Hasmukh's pay again?"),
        A("<think>\n" + v("5", "d") + " × 780 = " + v("5*780", ",d") + ", + " + v("5*110", "d") + " overtime = " + v("3900+550", ",d") + ".\n</think>\n\n**[[4,540]] INR**.",
          why="Hasmukh's week is 3,900 + 550 = 4,450 INR; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("SHP/27-28/0096 ભરવાની છેલ્લી તારીખ કઈ છે?"),
        C("get_invoice", {"invoice": "SHP/27-28/0096"}, INVOICE_6),
        A("ઇન્વૉઇસની તારીખ ૨૨ એપ્રિલ ૨૦૨૭ + ૪૫ દિવસ → **" + gday("date(2027,4,22)+timedelta(days=45)") + " જૂન ૨૦૨૭**, આજથી "
          + gx("(date(2027,6,6)-date(2027,5,18)).days") + " દિવસ. બાકી રકમ ₹૩૮,૩૫૯.૫૫."),
        U("બાકી રકમ ડૉલરમાં?"),
        C("get_rate", {"date": "2027-05-18"}, RATE),
        A("₹૩૮,૩૫૯.૫૫ ÷ ૮૩.૪૨ = **$" + gx("38359.55/83.42", 2) + "**"),
        U("કેટલા કિલો કાગળ ગયો?"),
        A("- કૉટન ૩૦૦: ૭૫૦ × ૦.૪૨૫૬ × ૩૦૦ ગ્રામ = " + gx("750*0.4256*0.3", 2) + " કિલો\n"
          "- ખાદી ૧૫૦: ૨૦૦ × ૦.૪૨૫૬ × ૧૫૦ ગ્રામ = " + gx("200*0.4256*0.15", 3) + " કિલો\n"
          "- **કુલ " + gx("750*0.4256*0.3+200*0.4256*0.15", 2) + " કિલો**"),
        U("છૂટથી GST સાથે કેટલી બચત થઈ?"),
        A("₹૬,૬૭૨ × ૧.૧૨ = **₹" + gx("6672*1.12", 2) + "**"),
        U("છેલ્લી તારીખ ફરીથી કહેશો?"),
        A("**[[૭]] જૂન ૨૦૨૭**.", why="the invoice of 22 April is due 45 days on, on 6 June 2027; the model restated it a day on in Gujarati digits"),
    ),
    run(7, SONNET45,
        U("What does shipment SH-0518-1 cost to send?"),
        C("get_shipment", {"shipment": "SH-0518-1"}, SHIP_7),
        A("**SH-0518-1 to Pune**, 90 INR a kg rounded up, at least 250 INR a parcel:\n\n"
          "- Parcel 1: 11.4 kg → " + v("-(-11.4//1)", ".0f") + " kg × 90 = " + v("12*90", ",d") + " INR\n"
          "- Parcel 2: 9.05 kg → " + v("-(-9.05//1)", ".0f") + " kg × 90 = " + v("10*90", "d") + " INR\n"
          "- Parcel 3: 1.6 kg → " + v("-(-1.6//1)", ".0f") + " kg × 90 = " + v("2*90", "d") + " INR, so the minimum 250 INR applies\n\n"
          "**Total: " + v("1080+900+250", ",d") + " INR**"),
        U("When does it reach Pune?"),
        A("Dispatched today at 16:45 with 20 hours in transit: **" + v("datetime(2027,5,18,16,45)+timedelta(hours=20)", "%-d %B, %H:%M") + "**."),
        U("What's that per kilo actually shipped?"),
        A("- Weight: 11.4 + 9.05 + 1.6 = " + v("11.4+9.05+1.6", ".2f") + " kg\n- " + v("2230", ",d") + " / " + v("22.05", ".2f") + " = **"
          + v("2230/22.05", ".2f") + " INR a kg**"),
        U("What's the courier's docket number?"),
        A("Shree Tirupati's docket is **[[STC 5520 8814]]**.", why="the shipment record carries no docket number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("A client wants 1,200 wedding cards, 8 cut from each standard 300 gsm sheet. How many sheets must we couch, and what's the price?"),
        A("1. Sheets for the cards: 1,200 / 8 = " + v("1200/8", ".0f") + "\n2. With 6% rejects: 150 / 0.94 = " + v("150/0.94", ".2f") + " → couch **"
          + v("-(-150//0.94)", ".0f") + " sheets** (" + v("160*0.94", ".1f") + " good)\n3. Sold as " + v("150/25", ".0f") + " quires: " + v("150", "d")
          + " × 64 = " + v("150*64", ",d") + " INR (under 20 quires, no discount)\n4. GST 12%: " + v("9600*0.12", ",.2f") + "\n5. **Total: "
          + v("9600*1.12", ",.2f") + " INR**"),
        U("Pulp and rags for that?"),
        A("1. Pulp: " + v("160", "d") + " × " + v("0.4256*300", ".2f") + " g = " + v("160*0.12768", ".4f") + " kg\n2. Rags: " + v("20.4288", ".4f")
          + " / 0.82 = " + v("20.4288/0.82", ".2f") + " kg\n3. Rag cost: × 45 = **" + v("20.4288/0.82*45", ",.2f") + " INR**"),
        U("Beater time?"),
        A("1. " + v("20.4288", ".2f") + " kg at 20 kg a batch → " + v("-(-20.4288//20)", ".0f") + " batches\n2. " + v("2*3.5", ".0f") + " hours on the beater"),
        U("What was the GST on the cards again?"),
        A("1. " + v("9600", ",d") + " × 0.18 = **[[1,728.00]] INR**", why="GST on paper is 12% in the mill's rules, 1,152.00 INR on 9,600; the model took 18% in a wrong step"),
    ),
    run(9, HAIKU45,
        U("Price SP-0516-1 and tell me the advance."),
        C("get_order", {"order": "SP-0516-1"}, ORDER_9),
        A("SP-0516-1 (Atelier Papier Gris): 500 sheets of cotton 640 gsm = " + v("500/25", ".0f") + " quires, so the 12% discount applies.\n\n"
          "- 500 × 112 = " + v("500*112", ",d") + " INR\n- Discount: −" + v("56000*0.12", ",.2f") + " → " + v("56000*0.88", ",.2f") + "\n"
          "- GST 12%: " + v("49280*0.12", ",.2f") + "\n- **Total: " + v("49280*1.12", ",.2f") + " INR**\n"
          "- Over 25,000 before GST: advance 30% = **" + v("55193.6*0.3", ",.2f") + " INR**, balance " + v("55193.6*0.7", ",.2f") + " on dispatch"),
        U("In euros for the customer?"),
        C("get_rate", {"date": "2027-05-18"}, RATE),
        A("At 90.15 INR a euro: total **€" + v("55193.6/90.15", ",.2f") + "**, advance **€" + v("16558.08/90.15", ",.2f") + "**."),
        U("How heavy is the order?"),
        A("500 × 0.4256 × 640 g = **" + v("500*0.4256*0.64", ".3f") + " kg**."),
        U("The balance again?"),
        A("**₹[[38,645.52]]**, due on dispatch.", why="the balance is 70% of 55,193.60, 38,635.52 INR; the model restated it one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("April's beater power and its cost?"),
        C("get_beater_meter", {"beater": "HB-1", "month": "2027-04"}, METER_10),
        A("<think>\n19,763.6 − 18,452.6 = " + v("19763.6-18452.6", ",.1f") + ". × 8.40 = " + v("1311*8.4", ",.2f") + ".\n</think>\n\n"
          "- Used: **" + v("1311", ",.1f") + " kWh**\n- Cost: **₹" + v("1311*8.4", ",.2f") + "**"),
        U("Against what 48 batches should draw?"),
        A("<think>\n48 × 26.25 = " + v("48*26.25", ",.0f") + ". " + v("1311", ",d") + " − 1,260 = " + v("1311-1260", "d") + ".\n</think>\n\n"
          "- Rated: 48 × " + v("7.5*3.5", ".2f") + " = " + v("1260", ",d") + " kWh\n- Over by **" + v("51", "d") + " kWh** ("
          + v("51/1260*100", ".1f") + "%), " + v("1311/48", ".2f") + " kWh a batch"),
        U("Cost per batch?"),
        A("<think>\n" + v("11012.4", ",.2f") + " / 48.\n</think>\n\n**₹" + v("11012.4/48", ".2f") + "** a batch."),
        U("And the cost in dollars?"),
        C("get_rate", {"date": "2027-05-18"}, RATE),
        A("<think>\n" + v("11012.4", ",.2f") + " / 83.42.\n</think>\n\n**$" + v("11012.4/83.42", ",.2f") + "**."),
        U("April's kWh again?"),
        A("<think>\nFrom the meter.\n</think>\n\n**[[1,131.0]] kWh**.", why="the meter ran 1,311.0 kWh in April; the model restated it with two digits swapped"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-05-18"}, RATE),
        A("1 USD = 83.42 INR."),
        U("cotton 300 sheet in usd"),
        A("$" + v("64/83.42", ".2f") + "."),
        U("quire of khadi in eur"),
        A("€" + v("25*38/90.15", ".2f") + " (" + v("25*38", "d") + " INR)."),
        U("eur in usd"),
        A("$" + v("90.15/83.42", ".4f") + "."),
        U("rags per kg in usd"),
        A("$" + v("45/83.42", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("weight of a 640 gsm sheet?"),
        A(v("0.4256*640", ".2f") + " g."),
        U("sheets per kg?"),
        A(v("1000/272.384", ".2f") + "."),
        U("a quire's weight?"),
        A(v("25*0.272384", ".2f") + " kg."),
        U("courier for one quire?"),
        A(v("-(-6.8096//1)", ".0f") + " kg × 90 = " + v("7*90", "d") + " INR."),
        U("and a 150 gsm sheet?"),
        A("[[63.48]] g.", why="a 150 gsm standard sheet weighs 0.4256 x 150 = 63.84 g; the model wrote it with two digits swapped"),
    ),
]
