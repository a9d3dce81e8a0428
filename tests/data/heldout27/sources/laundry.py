"""laundry runs: a laundry and dry-cleaning chain's assistant (Dobi Kilat's Kilat, tools designed for
this set: orders, customers and exchange rates as JSON, a machine log, a hotel linen manifest and a
chemical stock as CSV text, a price list, a route sheet and an invoice as plain text), with wash and
fold by the kg rounded up to the half kg, dry cleaning per item with a member discount, express at
+50%, free delivery from RM 60, service tax 8% on top, self-service washers by the cycle and dryers by
the started 8 minutes, detergent by the ml per kg in 5 L cans, hotel linen per piece and its invoice,
claims capped at ten times the price; tool results and answers written here, in the styles of GPT-5.1
(plain), Claude Opus 4.1, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), DeepSeek R1
(`<think>`), Gemini 2.5 Pro (bullets), Mistral Large (numbered steps), SEA-LION (Malay `RM53.19`, `11
Disember`), Typhoon 2 (Thai, `฿866.60`, Buddhist years), Command A and GPT-4.1 mini (a few words)."""

from _heldout27_laundry import POLICY, csv
from _heldout27_models import (COMMAND_A, DEEPSEEK_R1, GEMINI25_PRO, GPT41_MINI, GPT51, HAIKU45, MISTRAL_LARGE,
                               OPUS41, QWEN3, SEALION, SONNET45, TYPHOON)

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"laundry-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


PRICES = """DOBI KILAT  DRY CLEANING  (RM per item, before SST)
shirt / blouse          9.00
trousers / skirt       12.00
suit 2-piece           32.00
dress                  25.00
jacket / blazer        18.00
baju kurung            16.00
duvet (single)         38.00
duvet (queen/king)     45.00
curtain, per panel     22.00"""
ORDER_30718 = {"order": "WF-30718", "customer": "C-2291", "service": "wash_fold", "weight_kg": 7.3,
               "dropped": "2026-12-09T09:15", "outlet": "Bangsar", "express": False, "delivery": True,
               "address": {"street": "Jalan Telawi 3, No. 14", "postcode": "59100", "city": "Kuala Lumpur"}}
ORDER_55203 = {"order": "DC-55203", "customer": "C-1876", "kilat_card": True, "dropped": "2026-12-08T16:20", "outlet": "Cheras",
               "items": [{"item": "shirt", "qty": 4}, {"item": "trousers", "qty": 2}, {"item": "suit 2-piece", "qty": 1}]}
HOTEL = {"account": "H-017", "name": "Hotel Seri Pantai", "prices_rm": {"bedsheet": 2.20, "pillowcase": 0.80, "duvet_cover": 3.50,
         "bath_towel": 1.50, "hand_towel": 0.90}, "terms_days": 30}
MANIFEST = csv("date,bedsheet,pillowcase,duvet_cover,bath_towel,hand_towel", "2026-11-30,84,120,42,96,70",
               "2026-12-01,78,112,39,90,64", "2026-12-02,90,128,45,102,72", "2026-12-03,72,104,36,84,60",
               "2026-12-04,96,136,48,110,80")
MACHINES = csv("machine,type,cycles,coins", "W-01,washer10,14,", "W-02,washer10,11,", "W-03,washer18,9,", "W-04,washer18,6,",
               "D-01,dryer,,52", "D-02,dryer,,47")
STOCK = csv("item,size_l,on_hand", "detergent,5,7", "softener,5,4", "pretreat,1,9")
ROUTE = """ROUTE  Thu 2026-12-10   van VBK 4471   driver Faizal
slot          order      area         address
10:00-12:00   WF-30722   Bangsar      Jalan Maarof 22
10:00-12:00   DC-55210   Bangsar      Lorong Ara Kiri 5
14:00-16:00   WF-30731   Mont Kiara   Jalan Kiara 3, Blok B-12-4
18:00-20:00   DC-55214   Cheras       Jalan Cerdas 9"""
FX = {"base": "MYR", "rates": {"THB": 7.6420, "SGD": 0.3081, "USD": 0.2372}, "date": "2026-12-09"}
INVOICE = """INVOIS  DK-INV-2611-0384   tarikh 2026-11-30
Pelanggan: Hotel Seri Pantai (H-017)
Linen November      pcs     harga      jumlah
bedsheet          1,812      2.20    3,986.40
pillowcase        2,596      0.80    2,076.80
bath towel        2,104      1.50    3,156.00
hand towel        1,488      0.90    1,339.20
Subjumlah                           10,558.40
SST 8%                                 844.67
Jumlah                              11,403.07"""
ORDER_55188 = {"order": "DC-55188", "customer": "C-3107", "status": "damaged", "note": "colour run on silk dress",
               "items": [{"item": "dress", "price_rm": 25.00}, {"item": "suit 2-piece", "price_rm": 32.00}],
               "reported": "2026-12-07"}
CUSTOMER_4410 = {"customer": "C-4410", "name": "Tan Mei Ling", "kilat_card": True, "open_orders": [
    {"order": "WF-30709", "status": "ready", "total_rm": 35.64, "paid_rm": 0.00},
    {"order": "DC-55196", "status": "cleaning", "ready": "2026-12-10T17:00", "total_rm": 58.32, "paid_rm": 20.00}]}

WK = "(420*2.20+600*0.80+210*3.50+482*1.50+346*0.90)"

RUNS = [
    run(1, SEALION,
        U("Selamat pagi. Berapa harga pesanan saya WF-30718?"),
        C("get_order", {"order": "WF-30718"}, ORDER_30718),
        A("Berat 7.3 kg dibundarkan ke " + v("-(-7.3//0.5)*0.5", ".1f") + " kg (naik ke 0.5 kg seterusnya).\n\n"
          "- Cuci & lipat: " + v("-(-7.3//0.5)*0.5", ".1f") + " kg × RM5.50 = RM" + v("7.5*5.5", ".2f") + "\n"
          "- Penghantaran: bawah RM60, jadi RM8.00\n- Subjumlah: RM" + v("41.25+8", ".2f") + "\n- SST 8%: RM" + v("49.25*0.08", ".2f")
          + "\n\n**Jumlah: RM" + v("49.25*1.08", ".2f") + "**"),
        U("Kalau saya tukar ke ekspres?"),
        A("Pesanan dihantar pukul 9.15 pagi, sebelum 11.00, jadi boleh siap hari ini pukul 6.00 petang. Ekspres +50%: RM" + v("7.5*5.5", ".2f") + " × 1.5 = RM"
          + v("41.25*1.5", ".2f") + ". Ini melebihi RM60, jadi penghantaran percuma. Dengan SST: **RM" + v("41.25*1.5*1.08", ".2f") + "**, iaitu RM"
          + v("round(41.25*1.5*1.08,2)-round(49.25*1.08,2)", ".2f") + " lebih daripada biasa."),
        U("Kalau biasa, bila siap?"),
        A("Standard: 2 hari selepas hantar, iaitu **Jumaat, " + v("date(2026,12,9)+timedelta(days=2)", "%-d") + " Disember**, dari 5.00 petang."),
        U("Hantar ke alamat mana ya?"),
        A("Jalan Telawi 3, No. 14, [[59000]] Kuala Lumpur.", why="the order's postcode is 59100; the model changed one digit"),
        U("Berapa banyak sabun untuk beban saya?"),
        A("Detergen 7.3 kg × 12 ml = " + v("7.3*12", ".1f") + " ml, pelembut 7.3 × 6 = " + v("7.3*6", ".1f") + " ml."),
    ),
    run(2, GPT51,
        U("Hi, what do I owe for dry-cleaning order DC-55203? I have a Kilat Card."),
        C("get_order", {"order": "DC-55203"}, ORDER_55203),
        C("get_price_list", {"service": "dry_cleaning"}, PRICES),
        A("Here's the breakdown for DC-55203:\n\n4 shirts × RM 9.00 = RM " + v("4*9", ".2f") + "\n2 trousers × RM 12.00 = RM " + v("2*12", ".2f")
          + "\n1 suit (2-piece) = RM 32.00\nSubtotal RM " + v("36+24+32", ".2f") + "\nKilat Card 10% off: −RM " + v("92*0.1", ".2f")
          + " → RM " + v("92*0.9", ".2f") + "\nSST 8%: RM " + v("82.8*0.08", ".2f") + "\n\nTotal: **RM " + v("82.8*1.08", ".2f") + "**."),
        U("When can I collect it?"),
        A("You dropped it off on Tuesday 8 December, so it's ready on [[Friday 11 December]] from 17:00 at the Cheras outlet.",
          why="standard is 2 days after drop-off: Tuesday 8 December + 2 is Thursday 10 December"),
        U("Could I add my blazer and a baju kurung?"),
        A("Sure: RM 18.00 + RM 16.00 = RM " + v("18+16", ".2f") + " before the card. The order becomes RM " + v("92+34", ".2f")
          + ", RM " + v("126*0.9", ".2f") + " after 10% off, and **RM " + v("126*0.9*1.08", ".2f") + "** with SST."),
        U("How much does the card save me on all of it?"),
        A("10% of RM " + v("92+34", ".2f") + " is RM " + v("126*0.1", ".2f") + ", or RM " + v("126*0.1*1.08", ".2f") + " once the tax is counted."),
        U("Would delivery be free?"),
        A("Yes. Delivery is free from RM 60 before tax and the order is RM " + v("126*0.9", ".2f") + "."),
    ),
    run(3, OPUS41,
        U("Can you total Hotel Seri Pantai's linen for the week starting 30 November?"),
        C("get_hotel", {"account": "H-017"}, HOTEL),
        C("get_manifest", {"account": "H-017", "from": "2026-11-30", "to": "2026-12-04"}, MANIFEST),
        A("Totals for 30 November to 4 December (5 days):\n\n| item | pieces | price | amount |\n|---|---|---|---|\n"
          "| bedsheet | " + v("84+78+90+72+96", "d") + " | 2.20 | " + v("420*2.20", ",.2f") + " |\n"
          "| pillowcase | " + v("120+112+128+104+136", "d") + " | 0.80 | " + v("600*0.80", ",.2f") + " |\n"
          "| duvet cover | " + v("42+39+45+36+48", "d") + " | 3.50 | " + v("210*3.50", ",.2f") + " |\n"
          "| bath towel | " + v("96+90+102+84+110", "d") + " | 1.50 | " + v("482*1.50", ",.2f") + " |\n"
          "| hand towel | " + v("70+64+72+60+80", "d") + " | 0.90 | " + v("346*0.90", ",.2f") + " |\n\n"
          "Subtotal **RM " + v(WK, ",.2f") + "**, SST 8% RM " + v(WK + "*0.08", ",.2f") + ", total **RM " + v(WK + "*1.08", ",.2f") + "**."),
        U("What's their average bedsheet count a day?"),
        A(v("84+78+90+72+96", "d") + " / 5 = **" + v("420/5", ".0f") + " bedsheets a day**, from a low of 72 on 3 December to 96 on the 4th."),
        U("How many bath towels was that again?"),
        A("**[[428]]** bath towels over the five days.", why="96 + 90 + 102 + 84 + 110 is 482 (the table above has it); the model swapped two digits"),
        U("If we invoice this on 31 December, when is it due?"),
        A("30 days after the invoice date: **" + v("date(2026,12,31)+timedelta(days=30)", "%-d %B %Y") + "**."),
        U("They had 412 room-nights that week. What's the linen cost per room-night?"),
        A("RM " + v(WK + "*1.08", ",.2f") + " / 412 = **RM " + v(WK + "*1.08/412", ".2f") + "** per room-night including SST (RM "
          + v(WK + "/412", ".2f") + " before tax)."),
        anthropic=True),
    run(4, QWEN3,
        U("Setapak self-service log for yesterday. What did the machines take?"),
        C("get_machine_log", {"outlet": "Setapak", "date": "2026-12-08"}, MACHINES),
        A("| machine | type | use | price | RM |\n|---|---|---|---|---|\n| W-01 | 10 kg | 14 cycles | 7 | " + v("14*7", "d") + " |\n"
          "| W-02 | 10 kg | 11 cycles | 7 | " + v("11*7", "d") + " |\n| W-03 | 18 kg | 9 cycles | 12 | " + v("9*12", "d") + " |\n"
          "| W-04 | 18 kg | 6 cycles | 12 | " + v("6*12", "d") + " |\n| D-01 | dryer | 52 coins | 1 | 52 |\n| D-02 | dryer | 47 coins | 1 | 47 |\n"
          "| **total** | | | | **" + v("98+77+108+72+52+47", "d") + "** |"),
        U("How many minutes did each kind run?"),
        A("| kind | cycles/coins | minutes |\n|---|---|---|\n| 10 kg washers | " + v("14+11", "d") + " × 38 | " + v("25*38", "d") + " |\n"
          "| 18 kg washers | " + v("9+6", "d") + " × 45 | " + v("15*45", "d") + " |\n| dryers | " + v("52+47", "d") + " × 8 | up to "
          + v("99*8", "d") + " |"),
        U("We're open 7am to 11pm. How busy was W-01?"),
        A("| W-01 | value |\n|---|---|\n| open | " + v("(23-7)*60", "d") + " min |\n| ran | 14 × 38 = " + v("14*38", "d") + " min |\n| use | **"
          + v("532/960*100", ".1f") + "%** |"),
        U("Which washer was busiest?"),
        A("| washer | cycles |\n|---|---|\n| **[[W-10]]** | 14 |", why="W-01 ran 14 cycles; the model wrote W-10"),
        U("Average takings per washer cycle?"),
        A("| washers | value |\n|---|---|\n| RM | " + v("98+77+108+72", "d") + " |\n| cycles | " + v("14+11+9+6", "d") + " |\n| per cycle | RM "
          + v("355/40", ".2f") + " |"),
    ),
    run(5, DEEPSEEK_R1,
        U("Cheras expects 2,350 kg of wash & fold next week and about 180 stained items. Do we have enough chemicals?"),
        C("get_chemical_stock", {"outlet": "Cheras"}, STOCK),
        A("<think>\nDetergent 2350 × 12 = " + v("2350*12", ",d") + " ml = " + v("2350*12/1000", ".1f") + " L, cans of 5 L: "
          + v("28.2/5", ".2f") + " → " + v("-(-28.2//5)", ".0f") + ". On hand 7.\nSoftener 2350 × 6 = " + v("2350*6", ",d") + " ml = "
          + v("14.1/5", ".2f") + " cans → " + v("-(-14.1//5)", ".0f") + ". On hand 4.\nPretreat 180 × 5 = " + v("180*5", "d") + " ml, under one 1 L bottle.\n</think>\n\n"
          "Yes. Detergent: " + v("2350*12/1000", ".1f") + " L, so " + v("-(-28.2//5)", ".0f") + " of your 7 cans (" + v("7-6", "d") + " spare). Softener: "
          + v("2350*6/1000", ".1f") + " L, " + v("-(-14.1//5)", ".0f") + " of 4 cans. Pre-treatment: " + v("180*5", "d") + " ml, 1 of 9 bottles."),
        U("And if volume is 20% higher?"),
        A("<think>\n2350 × 1.2 = " + v("2350*1.2", ".0f") + " kg. Detergent " + v("2820*12", ",d") + " ml = " + v("2820*12/5000", ".3f")
          + " cans → " + v("-(-(2820*12)//5000)", "d") + ". Softener " + v("2820*6", ",d") + " ml = " + v("2820*6/5000", ".3f") + " → "
          + v("-(-(2820*6)//5000)", "d") + ".\n</think>\n\nAt " + v("2350*1.2", ",.0f") + " kg you'd need " + v("2820*12/1000", ".2f") + " L of detergent, "
          + v("-(-(2820*12)//5000)", "d") + " cans: every can you have, none spare. Softener: " + v("-(-(2820*6)//5000)", "d") + " cans, all four."),
        U("So how many detergent cans at +20%, to be sure?"),
        A("<think>\n" + v("2350*1.2*12/1000", ".2f") + " / 5 = " + v("2350*1.2*12/5000", ".3f") + ", round up.\n</think>\n\n**[[6]] cans** of detergent.",
          why="the reasoning rounds 6.768 up to 7 (the answer before has 7); the model wrote 6"),
        U("A can costs RM 89. What's detergent per kg washed?"),
        A("<think>\n89 / " + v("5*1000", "d") + " ml = " + v("89/5000", ".4f") + " per ml × 12 ml = " + v("89/5000*12", ".4f") + ".\n</think>\n\nAbout **RM "
          + v("89/5000*12", ".2f") + " per kg**."),
    ),
    run(6, GEMINI25_PRO,
        U("When's the pickup for WF-30731 tomorrow?"),
        C("get_route", {"date": "2026-12-10"}, ROUTE),
        A("* **Order:** WF-30731, Mont Kiara (Jalan Kiara 3, Blok B-12-4)\n* **Window:** Thursday 10 December, 14:00–16:00\n* **Driver:** Faizal"),
        U("Can I move it to the evening?"),
        A("* **Evening window:** 18:00–20:00 (Cheras has one stop then)\n* **Deadline:** book by 22:00 today, "
          + v("(22*60-(9*60+40))//60", "d") + " h " + v("(22*60-(9*60+40))%60", "d") + " min from now"),
        U("How many stops are on the morning run?"),
        A("* **10:00–12:00:** 2 stops, both in Bangsar (WF-30722, DC-55210)\n* **Whole day:** 4 stops"),
        U("Which van is coming?"),
        A("* **Van:** [[VBK 4417]], driver Faizal", why="the route sheet's van is VBK 4471; the model swapped the last two digits"),
        U("How long is each window?"),
        A("* **2 hours** each: 10:00–12:00, 14:00–16:00, 18:00–20:00"),
    ),
    run(7, TYPHOON,
        U("สวัสดีค่ะ ส่งซักแห้งผ้านวมควีนไซส์ 1 ผืนกับชุดเดรส 1 ชุด แบบด่วน ราคาเท่าไหร่คะ เป็นเงินบาทด้วย"),
        C("get_price_list", {"service": "dry_cleaning"}, PRICES),
        C("get_fx", {"base": "MYR"}, FX),
        A("ผ้านวมควีนไซส์ RM45.00 + เดรส RM25.00 = RM" + v("45+25", ".2f") + "\nบริการด่วน +50%: RM" + v("70*1.5", ".2f") + "\nSST 8%: RM"
          + v("105*0.08", ".2f") + "\nรวม **RM" + v("105*1.08", ".2f") + "** ≈ **฿" + v("105*1.08*7.6420", ",.2f") + "** (อัตรา 1 MYR = 7.6420 THB)"),
        U("จะได้ของเมื่อไหร่คะ"),
        A("ส่งก่อน 11:00 วันนี้ รับได้วันนี้ 9 ธ.ค. " + v("2026+543", "d") + " เวลา 18:00 น. ค่ะ"),
        U("ถ้าไม่ด่วนล่ะคะ"),
        A("แบบปกติ RM" + v("45+25", ".2f") + " + SST = RM" + v("70*1.08", ".2f") + " ≈ ฿" + v("70*1.08*7.6420", ",.2f") + " ถูกกว่า ฿" + v("(105-70)*1.08*7.6420", ",.2f")
          + " รับได้วันศุกร์ที่ " + v("date(2026,12,9)+timedelta(days=2)", "%-d") + " ธ.ค. ตั้งแต่ 17:00 น."),
        U("ใช้อัตราแลกเปลี่ยนเท่าไหร่คะ"),
        A("1 ริงกิต = [[7.6240]] บาท (วันที่ 9 ธ.ค.)", why="the rate is 7.6420; the model swapped two digits"),
    ),
    run(8, SONNET45,
        U("I'm at the Setapak self-service with about 15 kg of bedding. Which washer, and when will it finish? I'm starting at 10:05."),
        A("Use an **18 kg washer** (15 kg is too much for the 10 kg ones): RM 12 a cycle, 45 minutes, so it finishes at **"
          + v("datetime(2026,12,9,10,5)+timedelta(minutes=45)", "%H:%M") + "**."),
        U("The bedding needs about 52 minutes in the dryer. How many coins?"),
        A("The dryer charges RM 1 per started 8 minutes: 52 / 8 = " + v("52/8", ".1f") + ", so **" + v("-(-52//8)", "d") + " coins** (RM "
          + v("-(-52//8)", "d") + "), which buys " + v("7*8", "d") + " minutes."),
        U("If I start the dryer at 10:55, when is it done?"),
        A("With 7 coins it runs " + v("7*8", "d") + " minutes: done at **" + v("datetime(2026,12,9,10,55)+timedelta(minutes=56)", "%H:%M") + "**."),
        U("What's the total with tax?"),
        A("RM 12 + RM 7 = RM " + v("12+7", "d") + ", plus 8% SST = **RM " + v("19*1.08", ".2f") + "**."),
        U("Sorry, what time did you say the wash finishes?"),
        A("At **[[10:45]]**.", why="10:05 + 45 minutes is 10:50 (the first answer has it); the model wrote 10:45"),
        anthropic=True),
    run(9, MISTRAL_LARGE,
        U("Hotel Seri Pantai query their November invoice. Is it right?"),
        C("get_invoice", {"account": "H-017", "month": "2026-11"}, INVOICE),
        A("1. Bedsheets: 1,812 × 2.20 = " + v("1812*2.20", ",.2f") + " ✓\n2. Pillowcases: 2,596 × 0.80 = " + v("2596*0.80", ",.2f") + " ✓\n"
          "3. Bath towels: 2,104 × 1.50 = " + v("2104*1.50", ",.2f") + " ✓\n4. Hand towels: 1,488 × 0.90 = " + v("1488*0.90", ",.2f") + " ✓\n"
          "5. Subtotal " + v("3986.40+2076.80+3156.00+1339.20", ",.2f") + " ✓, SST " + v("10558.40*0.08", ",.2f") + " ✓, total "
          + v("10558.40+844.67", ",.2f") + " ✓"),
        U("When is it due, and how long do they have?"),
        A("1. Invoice date 30 November, 30 days: due **" + v("date(2026,11,30)+timedelta(days=30)", "%-d %B %Y") + "**\n2. From today: "
          + v("(date(2026,12,30)-date(2026,12,9)).days", "d") + " days"),
        U("How many pieces in all, and the average price per piece?"),
        A("1. Pieces: " + v("1812+2596+2104+1488", ",d") + "\n2. Average before tax: 10,558.40 / " + v("8000", ",d") + " = RM " + v("10558.40/8000", ".2f")),
        U("Which invoice number should they quote?"),
        A("1. **DK-INV-2611-[[0348]]**", why="the invoice is DK-INV-2611-0384; the model swapped the last two digits"),
    ),
    run(10, HAIKU45,
        U("My silk dress came back with colour run (order DC-55188). What can I claim?"),
        C("get_order", {"order": "DC-55188"}, ORDER_55188),
        A("I'm sorry about the dress. Damaged items are compensated up to 10 times the cleaning price, at most RM 300: 10 × RM 25.00 = "
          "**RM " + v("10*25", ".2f") + "**, under the cap."),
        U("What would it be for the suit if that had been damaged too?"),
        A("10 × RM 32.00 = RM " + v("10*32", ".2f") + ", which is over the cap, so **RM 300.00**. Both together: RM " + v("250+300", ".2f") + "."),
        U("You reported it on 7 December. Claims are settled within 14 days, right? By when?"),
        A("Yes: by **" + v("date(2026,12,7)+timedelta(days=14)", "%-d %B %Y") + "**, " + v("(date(2026,12,21)-date(2026,12,9)).days", "d") + " days from today."),
        U("Do I get the cleaning charge back too?"),
        A("The rules only cover the compensation, up to RM 300 an item. I'll note your request for the RM 25.00 cleaning charge on DC-55188."),
        U("Can the refund go back to my card?"),
        A("Yes, it goes back to the card you paid with for DC-55188; the claim is for RM " + v("10*25", ".2f") + "."),
        anthropic=True),
    run(11, COMMAND_A,
        U("status of my orders? C-4410"),
        C("get_customer", {"customer": "C-4410"}, CUSTOMER_4410),
        A("WF-30709: ready. DC-55196: cleaning, ready Thu 10.12, 17:00."),
        U("how much do I owe in total"),
        A("RM35.64 + RM" + v("58.32-20", ".2f") + " = **RM" + v("35.64+38.32", ".2f") + "**."),
        U("balance on DC-55196 only?"),
        A("RM[[38.23]].", why="58.32 − 20.00 is 38.32 (the answer before has it); the model swapped two digits"),
        U("how many kg was WF-30709"),
        A("RM35.64 / 1.08 = RM" + v("35.64/1.08", ".2f") + ", / 5.50 = **" + v("35.64/1.08/5.5", ".1f") + " kg**."),
    ),
    run(12, GPT41_MINI,
        U("I have 16 lb of laundry. Price for wash & fold?"),
        A("16 lb × 0.4536 = " + v("16*0.4536", ".2f") + " kg → billed " + v("-(-(16*0.4536)//0.5)*0.5", ".1f") + " kg × RM5.50 = RM"
          + v("7.5*5.5", ".2f") + ", with SST **RM" + v("7.5*5.5*1.08", ".2f") + "**."),
        U("in USD?"),
        C("get_fx", {"base": "MYR"}, FX),
        A("RM" + v("7.5*5.5*1.08", ".2f") + " × 0.2372 = **USD " + v("7.5*5.5*1.08*0.2372", ".2f") + "**."),
        U("what's the minimum in lb?"),
        A("4 kg = " + v("4/0.4536", ".1f") + " lb."),
        U("price per kg again?"),
        A("RM[[5.05]]/kg.", why="wash & fold is RM 5.50 per kg; the model swapped two digits"),
        U("and 2 loads like that?"),
        A("2 × RM" + v("7.5*5.5*1.08", ".2f") + " = RM" + v("2*7.5*5.5*1.08", ".2f") + ". Or together: " + v("2*16", "d") + " lb = " + v("32*0.4536", ".2f") + " kg → "
          + v("-(-(32*0.4536)//0.5)*0.5", ".1f") + " kg, RM" + v("15*5.5*1.08", ".2f") + "."),
    ),
]
