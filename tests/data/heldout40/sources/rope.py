"""rope runs: the assistant of a sisal rope walk in Kano (tools designed for this set: an order, a
fibre lot, a lorry delivery, an export contract and the day's rate as JSON, the day's layings, the
generator log and the spinners' week as CSV text, the rope stock as a markdown table, an invoice as
plain text), with metres rounded up to coils of 220 m, prices a metre by diameter, a discount from 10
coils and VAT on top, fibre by the 100 m and its cost, the take-up of laying, layings of 2 h 40 min
into clocks and walk days, spinners by the kilo, generator hours into diesel, a lorry by the km with a
minimum, a 50% deposit, payment days, dollars and CFA francs at the day's rate; tool results and
answers written here, in the styles of GPT-5.1 and Gemini 3 Pro in Hausa (Hausa month names, `16 ga
Maris, 2027`, 12-hour clocks in words: `ƙarfe 9:10 na safe`, `ƙarfe 2:55 na rana`, `₦696,019.50`),
Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and
DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout40_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout40_rope import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"rope-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


RATE = {"date": "2027-03-16", "ngn_per_usd": 1520.40, "ngn_per_xof": 2.55, "source": "CBN official window"}
ORDER_1 = {"order": "KRW-0311-5", "customer": "Kungiyar Masunta Malam Fatori", "items": [{"diameter_mm": 12, "metres": 1500}, {"diameter_mm": 8, "metres": 600}],
           "ordered": "2027-03-11", "delivery_km": 540}
LAYINGS_2 = csv("laying,diameter_mm,metres,start", "L-0316-1,16,220,06:30", "L-0316-2,16,220,09:20", "L-0316-3,12,220,12:15", "L-0316-4,8,180,15:05")
STOCK_3 = ("| diameter | coils | metres loose | store |\n|---|---|---|---|\n| 8 mm | 14 | 95 | Shed A |\n| 12 mm | 9 | 140 | Shed A |\n"
           "| 16 mm | 5 | 60 | Shed B |")
GEN_4 = csv("date,on,off", "2027-03-12,06:15,18:45", "2027-03-13,06:20,13:50", "2027-03-15,06:10,19:25")
SPIN_5 = csv("spinner,kg_mon,kg_tue,kg_wed,kg_thu,kg_fri", "Aminu Garba,38,41,36,40,39", "Hauwa Sani,44,42,45,43,41", "Ibrahim Musa,31,35,33,30,34")
INVOICE_6 = """KANO ROPE WALK LTD                             INVOICE KRW-INV-0287
Date: 2027-02-26
Customer: Gidan Jirgin Ruwa, Lokoja
16 mm sisal rope   6 coils x 220 m = 1,320 m x 650.00      858,000.00
12 mm sisal rope   5 coils x 220 m = 1,100 m x 390.00      429,000.00
Subtotal                                                 1,287,000.00
Discount 10%                                              -128,700.00
Net                                                      1,158,300.00
VAT 7.5%                                                    86,872.50
Total (NGN)                                              1,245,172.50
Deposit 50% received 2027-02-20                            622,586.25
Balance                                                    622,586.25
Payment within 21 days of the invoice date"""
DELIV_7 = {"delivery": "LD-0316-1", "invoice": "KRW-INV-0287", "to": "Lokoja", "km": 412, "departs": "2027-03-16T21:30", "drive_minutes": 510,
           "stops_minutes": 75, "lorry": "MAN TGS 18t"}
LOT_9 = {"lot": "SF-0314", "supplier": "Gombe sisal growers", "bales": 24, "kg": 1968, "received": "2027-03-14"}
CONTRACT_10 = {"contract": "EX-2703-02", "buyer": "Niamey Marine Supplies", "diameter_mm": 8, "coils": 30, "price_usd_per_coil": 29.5, "ship_by": "2027-04-20"}

RUNS = [
    run(1, GPT51,
        U("Sannu. Nawa ne farashin odar KRW-0311-5?"),
        C("get_order", {"order": "KRW-0311-5"}, ORDER_1),
        A("Odar KRW-0311-5 (Kungiyar Masunta Malam Fatori):\n\n"
          "- 12 mm: mita 1,500 ÷ 220 = " + v("1500/220", ".2f") + " → nadi **" + v("-(-1500//220)", "d") + "** (mita " + v("7*220", ",d") + ") × ₦390 = ₦" + v("1540*390", ",.2f") + "\n"
          "- 8 mm: mita 600 ÷ 220 = " + v("600/220", ".2f") + " → nadi **" + v("-(-600//220)", "d") + "** (mita " + v("3*220", "d") + ") × ₦180 = ₦" + v("660*180", ",.2f") + "\n"
          "- Jimla: ₦" + v("600600+118800", ",.2f") + "; nadi " + v("7+3", "d") + ", don haka ragi 10%: −₦" + v("719400*0.1", ",.2f") + "\n"
          "- Bayan ragi: ₦" + v("719400*0.9", ",.2f") + "\n- VAT 7.5%: ₦" + v("647460*0.075", ",.2f") + "\n"
          "- **Jimillar kuɗi: ₦" + v("647460*1.075", ",.2f") + "**\n\nBai kai ₦1,000,000 ba, don haka babu ajiya."),
        U("Zare nawa za a yi amfani da shi, kuma nawa kuɗinsa?"),
        A("- 12 mm: mita " + v("1540", ",d") + " × 9.5 kg/100 m = " + v("1540*9.5/100", ".1f") + " kg\n- 8 mm: mita " + v("660", "d") + " × 4.2 kg/100 m = "
          + v("660*4.2/100", ".2f") + " kg\n- Jimla: **" + v("146.3+27.72", ".2f") + " kg** × ₦1,150 = **₦" + v("174.02*1150", ",.2f") + "**"),
        U("Kwana nawa za a ɗauka a kan hanyar igiya?"),
        A("Kowane nadi laying ɗaya ne (mita 220, ƙasa da " + v("300*0.75", ".0f") + "): laying " + v("10", "d") + " × 2 h 40 min = " + v("10*160//60", "d") + " h " + v("10*160%60", "d")
          + " min. Awa 12 a rana (6:30 zuwa 18:30) → **kwana " + v("-(-1600//720)", "d") + "**."),
        U("Idan laying na farko ya fara da ƙarfe 6:30 na safe gobe, yaushe na huɗu zai ƙare?"),
        A("Laying huɗu a jere, kowanne 2 h 40 min: ƙarfe 6:30 na safe + " + v("4*160//60", "d") + " h " + v("4*160%60", "d") + " min → **ƙarfe "
          + v("datetime(2027,3,17,6,30)+timedelta(minutes=4*160)", "%-I:%M") + " na yamma**."),
        U("Kuma kuɗin mota zuwa Malam Fatori?"),
        A("Kilomita 540 × ₦850 = **₦" + v("540*850", ",.2f") + "**; tare da oda ₦" + v("696019.5+459000", ",.2f") + "."),
        U("Sake faɗin jimillar odar?"),
        A("**₦[[696,091.50]]**", why="the order with VAT is 696,019.50 NGN; the model restated it with two digits swapped"),
    ),
    run(2, OPUS45,
        U("What's on the walk today, and when does each laying finish?"),
        C("get_layings", {"date": "2027-03-16"}, LAYINGS_2),
        A("**Layings, 16 March** (2 h 40 min each; the walk closes at 18:30):\n\n| Laying | Rope | Start | Finish |\n|---|---|---|---|\n"
          "| L-0316-1 | 16 mm × 220 m | 06:30 | " + v("datetime(2027,3,16,6,30)+timedelta(minutes=160)", "%H:%M") + " |\n"
          "| L-0316-2 | 16 mm × 220 m | 09:20 | " + v("datetime(2027,3,16,9,20)+timedelta(minutes=160)", "%H:%M") + " |\n"
          "| L-0316-3 | 12 mm × 220 m | 12:15 | " + v("datetime(2027,3,16,12,15)+timedelta(minutes=160)", "%H:%M") + " |\n"
          "| L-0316-4 | 8 mm × 180 m | 15:05 | " + v("datetime(2027,3,16,15,5)+timedelta(minutes=160)", "%H:%M") + " |\n\n"
          "The last finishes " + v("(datetime(2027,3,16,18,30)-datetime(2027,3,16,17,45)).seconds//60", "d") + " min before closing."),
        U("How long are the yarns laid out for each?"),
        A("- 220 m of rope: 220 / 0.75 = **" + v("220/0.75", ".2f") + " m** of yarn (within the 300 m walk)\n- 180 m: 180 / 0.75 = **" + v("180/0.75", ".0f") + " m**"),
        U("Fibre for today, and the spinners' pay on it?"),
        A("- 16 mm: 2 × 220 × 16.8 / 100 = " + v("2*220*16.8/100", ".2f") + " kg\n- 12 mm: 220 × 9.5 / 100 = " + v("220*9.5/100", ".1f") + " kg\n"
          "- 8 mm: 180 × 4.2 / 100 = " + v("180*4.2/100", ".2f") + " kg\n- **" + v("73.92+20.9+7.56", ".2f") + " kg**, spinners at 45 NGN: **" + v("102.38*45", ",.2f") + " NGN**"),
        U("When does L-0316-3 come off the walk?"),
        A("L-0316-3 finishes at **[[15:55]]**.", why="L-0316-3 starts at 12:15 and a laying takes 2 h 40 min, so it finishes at 14:55; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("Igiya nawa muke da ita a rumbu, kuma nawa darajarta?"),
        C("get_rope_stock", {"store": "all"}, STOCK_3),
        A("* **8 mm**: nadi 14 × 220 + 95 = mita " + v("14*220+95", ",d") + " × ₦180 = ₦" + v("3175*180", ",d") + "\n"
          "* **12 mm**: nadi 9 × 220 + 140 = mita " + v("9*220+140", ",d") + " × ₦390 = ₦" + v("2120*390", ",d") + "\n"
          "* **16 mm**: nadi 5 × 220 + 60 = mita " + v("5*220+60", ",d") + " × ₦650 = ₦" + v("1160*650", ",d") + "\n"
          "* **Jimla: ₦" + v("571500+826800+754000", ",d") + "**"),
        U("Nawa ne a dala?"),
        C("get_rate", {"date": "2027-03-16"}, RATE),
        A("* ₦" + v("2152300", ",d") + " ÷ 1,520.40 = **$" + v("2152300/1520.4", ",.2f") + "**"),
        U("Cikakkun nadi nawa ne?"),
        A("* 14 + 9 + 5 = **nadi " + v("14+9+5", "d") + "**, da mita " + v("95+140+60", "d") + " a kwance"),
        U("Kashi nawa ne na 12 mm a darajar?"),
        A("* ₦" + v("826800", ",d") + " ÷ ₦" + v("2152300", ",d") + " = **" + v("826800/2152300*100", ".2f") + "%**"),
        U("Darajar 8 mm kuma?"),
        A("* **₦[[581,500]]**", why="3,175 m of 8 mm rope at 180 NGN are worth 571,500 NGN; the model restated it one digit off"),
    ),
    run(4, QWEN3,
        U("Generator hours and diesel since Friday?"),
        C("get_generator_log", {"from": "2027-03-12"}, GEN_4),
        A("| Date | On | Off | Hours | Litres | NGN |\n|---|---|---|---|---|---|\n"
          "| 12 Mar | 06:15 | 18:45 | " + v("(datetime(2027,3,12,18,45)-datetime(2027,3,12,6,15)).seconds/3600", ".2f") + " | " + v("12.5*3.5", ".2f") + " | " + v("43.75*1450", ",.2f") + " |\n"
          "| 13 Mar | 06:20 | 13:50 | " + v("(datetime(2027,3,13,13,50)-datetime(2027,3,13,6,20)).seconds/3600", ".2f") + " | " + v("7.5*3.5", ".2f") + " | " + v("26.25*1450", ",.2f") + " |\n"
          "| 15 Mar | 06:10 | 19:25 | " + v("(datetime(2027,3,15,19,25)-datetime(2027,3,15,6,10)).seconds/3600", ".2f") + " | " + v("13.25*3.5", ".3f") + " | " + v("46.375*1450", ",.2f") + " |\n"
          "| **Total** | | | **" + v("12.5+7.5+13.25", ".2f") + "** | **" + v("43.75+26.25+46.375", ".3f") + "** | **" + v("116.375*1450", ",.2f") + "** |"),
        U("Mean litres a day it ran?"),
        A("| Litres | Days | Mean |\n|---|---|---|\n| " + v("116.375", ".3f") + " | 3 | **" + v("116.375/3", ".2f") + "** |"),
        U("Cost of an hour?"),
        A("| l/h | NGN/l | NGN/h |\n|---|---|---|\n| 3.5 | 1,450 | **" + v("3.5*1450", ",.2f") + "** |"),
        U("Litres on the 15th?"),
        A("| Date | Litres |\n|---|---|\n| 15 Mar | **[[45.38]]** |", why="13.25 hours at 3.5 litres is 46.375, 46.38 litres; the model wrote it one digit off"),
    ),
    run(5, KIMI_K2,
        U("Spinners' pay for last week?"),
        C("get_spinning_week", {"week": "2027-03-08"}, SPIN_5),
        A("<think>\nAminu 38+41+36+40+39 = " + v("38+41+36+40+39", "d") + ". Hauwa 44+42+45+43+41 = " + v("44+42+45+43+41", "d") + ". Ibrahim 31+35+33+30+34 = "
          + v("31+35+33+30+34", "d") + ".\n× 45: " + v("194*45", ",d") + ", " + v("215*45", ",d") + ", " + v("163*45", ",d") + ".\n</think>\n\n"
          "- Aminu Garba: " + v("194", "d") + " kg → **" + v("8730", ",d") + " NGN**\n- Hauwa Sani: " + v("215", "d") + " kg → **" + v("9675", ",d") + " NGN**\n"
          "- Ibrahim Musa: " + v("163", "d") + " kg → **" + v("7335", ",d") + " NGN**\n- Total: " + v("194+215+163", "d") + " kg, **" + v("8730+9675+7335", ",d") + " NGN**"),
        U("Mean per spinner?"),
        A("<think>\n" + v("25740", ",d") + " / 3.\n</think>\n\n**" + v("25740/3", ",.0f") + " NGN**, " + v("572/3", ".2f") + " kg."),
        U("In dollars?"),
        C("get_rate", {"date": "2027-03-16"}, RATE),
        A("<think>\n" + v("25740", ",d") + " / 1520.40.\n</think>\n\n**$" + v("25740/1520.4", ".2f") + "**"),
        U("Hauwa's pay again?"),
        A("<think>\n" + v("215", "d") + " × 45 = " + v("215*45", ",d") + ".\n</think>\n\n**[[9,765]] NGN**",
          why="Hauwa spun 215 kg at 45 NGN, 9,675 NGN; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("Yaushe ne wa'adin biyan invoice KRW-INV-0287?"),
        C("get_invoice", {"number": "KRW-INV-0287"}, INVOICE_6),
        A("Invoice KRW-INV-0287 na 26 ga Faburairu, 2027; kwana 21 → **" + v("(date(2027,2,26)+timedelta(days=21)).day", "d") + " ga Maris, 2027**, saura kwana "
          + v("(date(2027,3,19)-date(2027,3,16)).days", "d") + ". Ragowar kuɗi: **₦622,586.25**."),
        U("Nawa ne a dala?"),
        C("get_rate", {"date": "2027-03-16"}, RATE),
        A("₦622,586.25 ÷ 1,520.40 = **$" + v("622586.25/1520.4", ",.2f") + "**"),
        U("Ba tare da ragi ba, nawa zai kasance?"),
        A("₦1,287,000.00 × 1.075 = **₦" + v("1287000*1.075", ",.2f") + "**; ragin ya rage ₦" + v("1383525-1245172.5", ",.2f") + "."),
        U("VAT nawa ne a ciki?"),
        A("VAT 7.5% akan ₦1,158,300.00: **₦" + v("1158300*0.075", ",.2f") + "**."),
        U("Mita nawa ne gaba ɗaya?"),
        A("1,320 + 1,100 = **mita " + v("1320+1100", ",d") + "**."),
        U("Sake faɗin ranar biya?"),
        A("**[[20 ga Maris]], 2027**", why="the invoice of 26 February is due 21 days on, on 19 March 2027; the model restated it a day on"),
    ),
    run(7, SONNET45,
        U("The Lokoja lorry leaves tonight. When does it arrive and what does it cost?"),
        C("get_delivery", {"delivery": "LD-0316-1"}, DELIV_7),
        A("**LD-0316-1 to Lokoja** (412 km):\n\n- Departs 21:30, 510 min driving + 75 min stops → arrives **"
          + v("datetime(2027,3,16,21,30)+timedelta(minutes=510+75)", "%H:%M") + " on " + v("datetime(2027,3,16,21,30)+timedelta(minutes=585)", "%-d %B") + "**\n"
          "- Cost: 412 × 850 = **" + v("412*850", ",d") + " NGN** (above the 25,000 minimum)"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-03-16"}, RATE),
        A(v("350200", ",d") + " / 1,520.40 = **$" + v("350200/1520.4", ".2f") + "**."),
        U("And a 25 km run in town?"),
        A("25 × 850 = " + v("25*850", ",d") + " NGN, under the minimum: **" + v("25000", ",d") + " NGN**."),
        U("What's the lorry manifest number?"),
        A("The manifest is **[[KRW-LM-30471]]**.", why="the delivery record carries no manifest number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("A customer wants 950 m of 16 mm rope. Coils, price, fibre and walk time?"),
        A("1. Coils: 950 / 220 = " + v("950/220", ".2f") + " → **" + v("-(-950//220)", "d") + " coils** (" + v("5*220", ",d") + " m)\n"
          "2. Price: " + v("1100", ",d") + " × 650 = " + v("1100*650", ",.2f") + " NGN (under 10 coils, no discount)\n"
          "3. VAT 7.5%: " + v("715000*0.075", ",.2f") + " → **" + v("715000*1.075", ",.2f") + " NGN**\n"
          "4. Fibre: " + v("1100", ",d") + " × 16.8 / 100 = " + v("1100*16.8/100", ".1f") + " kg × 1,150 = " + v("184.8*1150", ",.2f") + " NGN\n"
          "5. Layings: " + v("5", "d") + " × 2 h 40 min = " + v("5*160//60", "d") + " h " + v("5*160%60", "d") + " min → " + v("-(-800//720)", "d") + " walk days"),
        U("Deposit?"),
        A("1. " + v("768625", ",.2f") + " is under 1,000,000\n2. No deposit needed"),
        U("Is the walk long enough for a coil?"),
        A("1. 220 / 0.75 = " + v("220/0.75", ".2f") + " m of yarn\n2. Under 300 m: yes"),
        U("How much fibre again?"),
        A("1. " + v("1100", ",d") + " / 0.75 × " + v("16.8/100", ".3f") + " = **[[246.4]] kg**", why="fibre is reckoned on the finished rope, 1,100 m x 16.8 / 100 = 184.8 kg; the model took the laid-out length in a wrong step"),
    ),
    run(9, HAIKU45,
        U("The Gombe fibre lot came in. What did it cost and what rope will it make?"),
        C("get_fibre_lot", {"lot": "SF-0314"}, LOT_9),
        A("**SF-0314** (Gombe sisal growers, 14 March):\n\n- 1,968 kg × 1,150 = **" + v("1968*1150", ",d") + " NGN**\n- " + v("1968/24", ".0f") + " kg a bale\n"
          "- As 12 mm rope: 1,968 / 9.5 × 100 = " + v("1968/9.5*100", ",.1f") + " m → **" + v("int(1968/9.5*100)//220", "d") + " full coils**"),
        U("Spinners' pay to spin it?"),
        A("1,968 × 45 = **" + v("1968*45", ",d") + " NGN**."),
        U("Fibre cost for a coil of 12 mm?"),
        A("220 × 9.5 / 100 = " + v("220*9.5/100", ".1f") + " kg × 1,150 = **" + v("20.9*1150", ",.2f") + " NGN**."),
        U("So the lot cost how much?"),
        A("**[[2,236,200]] NGN**.", why="1,968 kg at 1,150 NGN cost 2,263,200 NGN; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("Is the Niamey export contract better than selling at home?"),
        C("get_contract", {"contract": "EX-2703-02"}, CONTRACT_10),
        C("get_rate", {"date": "2027-03-16"}, RATE),
        A("<think>\n30 × 29.5 = " + v("30*29.5", ".2f") + " USD × 1520.40 = " + v("885*1520.4", ",.2f") + ".\nHome: 30 × 220 × 180 = " + v("30*220*180", ",d")
          + ", 10% off " + v("1188000*0.9", ",.0f") + ".\n</think>\n\n- Export: **$" + v("885", ".2f") + "** = " + v("1345554", ",.2f") + " NGN\n- Home, with the coil discount: "
          + v("1069200", ",.2f") + " NGN\n- Export pays **" + v("1345554-1069200", ",.2f") + " NGN** more"),
        U("Days to ship by?"),
        A("<think>\n2027-03-16 to 2027-04-20.\n</think>\n\n**" + v("(date(2027,4,20)-date(2027,3,16)).days", "d") + " days**."),
        U("In CFA francs?"),
        A("<think>\n" + v("1345554", ",.2f") + " / 2.55.\n</think>\n\n**" + v("1345554/2.55", ",.0f") + " XOF**"),
        U("The export in naira again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[1,345,654]] NGN**", why="885 USD at 1,520.40 are 1,345,554 NGN; the model restated it one digit off"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-03-16"}, RATE),
        A("1 USD = 1,520.40 NGN; 1 XOF = 2.55 NGN."),
        U("8mm metre in usd"),
        A("$" + v("180/1520.4", ".2f") + "."),
        U("16mm coil in usd"),
        A("$" + v("220*650/1520.4", ".2f") + "."),
        U("fibre kg in xof"),
        A(v("1150/2.55", ".2f") + " XOF."),
        U("diesel litre usd"),
        A("$" + v("1450/1520.4", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("300 m of 8 mm, coils?"),
        A(v("-(-300//220)", "d") + " coils."),
        U("price?"),
        A(v("2*220*180", ",d") + " NGN."),
        U("with vat?"),
        A(v("79200*1.075", ",.2f") + " NGN."),
        U("fibre?"),
        A(v("2*220*4.2/100", ".2f") + " kg."),
        U("fibre cost?"),
        A(v("18.48*1150", ",.2f") + " NGN."),
    ),
]
