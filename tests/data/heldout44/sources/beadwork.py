"""beadwork runs: the assistant of a Zulu beadwork co-operative in Eshowe, KwaZulu-Natal (tools designed for
this set: a bead purchase, an order, a van dispatch, a beading batch, a buyer and the day's rate as JSON, the
guard log, the workers' sheet and a month's purchases as CSV text, the box stock as a markdown table, a tax
invoice as plain text), with beads in 500 g bags, what sorting loses and the beads back from a count of
pieces, pieces through gift boxes of 12 into cartons of 8 rounded up, beaders' minutes into an end clock,
the night guard's shifts across midnight into hours and one guard's hours over the log's guard column,
beaders by the piece, packers by the box and shop assistants by the day with overtime, group figures over
the sheet's item column, a discount from R10,000 and VAT on top, a van by the km both ways, payment days, a
buyer's free-courier threshold applied to an earlier answer's boxes, a collection 30 minutes after a stall
booking ends, clocks in words, a price 30% more than ours, dollars and euros at the day's rate; tool results
and answers written here, in the styles of GPT-5.1 and Mistral Large 3 in isiZulu (a no-break space between
thousands, a decimal comma, Zulu month names and `ngo-9:20 ekuseni` clocks: `R3 240`, `17,1 kg`,
`ngomhla ziyi-30 kuMandulo`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3
(tables), Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama
4 (a few words)."""

from _heldout44_models import DEEPSEEK_V32, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_L3, OPUS45, QWEN3, SONNET45
from _heldout44_beadwork import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"beadwork-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def z(expr: str, spec: str = ",.0f") -> str:
    """A computed value in Zulu spelling: a no-break space between thousands, a decimal comma."""
    return v(f"nb({expr}, '{spec}')", "s")


RATE = {"date": "2027-09-14", "zar_per_usd": 17.65, "zar_per_eur": 20.45, "source": "SARB reference rates"}
PURCHASE_1 = {"lot": "BP-0910", "supplier": "Durban Bead Traders", "bags": 36, "kg_per_bag": 0.5, "price_per_kg": 180,
              "received": "2027-09-10", "colours": "white, blue, red, black"}
GUARD_2 = csv("shift,start,end,guard", "G-21,2027-09-11 18:00,2027-09-12 06:30,Sipho Mthembu", "G-22,2027-09-12 19:30,2027-09-13 05:00,Thandeka Zulu",
              "G-23,2027-09-13 18:45,2027-09-14 06:15,Sipho Mthembu")
ORDER_3 = {"order": "EB-0913-2", "buyer": "Ubuntu Craft Gallery, Durban", "necklaces": 30, "bracelets": 48, "ordered": "2027-09-13",
           "dispatch": "2027-09-16T07:15", "km_one_way": 150, "drive_minutes": 125}
SHEET_4 = csv("worker,date,item,qty", "Nomvula Khumalo,2027-09-13,necklace,4", "Zanele Ntuli,2027-09-13,bracelet,15",
              "Busisiwe Dlamini,2027-09-13,necklace,5", "Lindiwe Mkhize,2027-09-13,shop,10", "Thembi Ngcobo,2027-09-13,bracelet,12",
              "Ayanda Cele,2027-09-13,packing,11")
DISPATCH_5 = {"dispatch": "VN-0914", "to": "Johannesburg", "km_one_way": 590, "departs": "2027-09-14T21:30", "drive_minutes": 420,
              "boxes": 52, "items": "necklaces", "driver": "Mandla Shezi"}
INVOICE_6 = """ENTUMENI BEADWORK CO-OPERATIVE, ESHOWE             TAX INVOICE EB-1187
Date: 2027-09-03
Buyer: Zulu Heritage Store, Pietermaritzburg
Beaded necklaces            40 x R320.00          12,800.00
Beaded bracelets            60 x R95.00            5,700.00
Subtotal                                          18,500.00
Discount 10% (R10,000 or more)                    -1,850.00
Net                                               16,650.00
VAT 15%                                            2,497.50
Total (ZAR)                                       19,147.50
Payable within 14 days of the invoice date"""
BATCH_7 = {"batch": "BB-0914-1", "item": "necklace", "pieces": 24, "beaders": 6, "start": "2027-09-14T08:15",
           "pattern": "blue and white", "market_stall_booked": "2027-09-15 09:00-13:00"}
BUYER_8 = {"buyer": "Isandlwana Lodge Shop", "free_courier_from_boxes": 12, "terms": "14 days", "town": "Nqutu"}
STOCK_9 = ("| lot | item | boxes | per box |\n|---|---|---|---|\n| NK-0828 | necklace | 14 | 12 |\n| BR-0831 | bracelet | 22 | 12 |\n"
           "| NK-0906 | necklace | 9 | 12 |\n| BR-0909 | bracelet | 17 | 12 |")
MONTH_10 = csv("date,bags,price_per_kg", "2027-08-03,24,175", "2027-08-10,40,180", "2027-08-17,36,180", "2027-08-24,50,185")

RUNS = [
    run(1, GPT51,
        U("Sawubona. Bungakanani ubuhlalu obufike ku-BP-0910, futhi bubize malini?"),
        C("get_purchase", {"lot": "BP-0910"}, PURCHASE_1),
        A("I-BP-0910 (ifike ngomhla ziyi-" + v("10", "d") + " kuMandulo):\n\n"
          "- Amasaka angu-36 × " + z("0.5", ",.1f") + " kg = **" + z("36*0.5") + " kg**\n"
          "- " + z("18") + " kg × R180 = **R" + z("18*180") + "**"),
        U("Kungenziwa imigexo emingaki ngabo?"),
        A("- Ngemva kokuhlunga (95%): " + z("18") + " × " + z("0.95", ",.2f") + " = **" + z("18*0.95", ",.1f") + " kg**, okungu-" + z("17.1*1000") + " g\n"
          "- " + z("17100") + " ÷ 80 = " + z("17100/80", ",.2f") + " → **imigexo engu-" + z("17100//80") + "**"),
        U("Amabhokisi amangaki, namakhathoni amangaki?"),
        A("- " + z("213") + " ÷ 12 = " + z("213/12", ",.2f") + " → **amabhokisi angu-" + z("-(-213//12)") + "**\n"
          "- " + z("18") + " ÷ 8 = " + z("18/8", ",.2f") + " → **amakhathoni angu-" + z("-(-18//8)") + "**"),
        U("Izothengiswa ngamalini? Kusala malini uma sisusa intengo yobuhlalu?"),
        A("- " + z("213") + " × R320 = **R" + z("213*320") + "**\n- R" + z("68160") + " − R" + z("3240") + " = **R" + z("68160-3240") + "**"),
        U("Abenzi bobuhlalu nabapakishi bazohola malini?"),
        A("- Abenzi: " + z("213") + " × R110 = **R" + z("213*110") + "**\n- Abapakishi: " + z("18") + " × R6 = **R" + z("18*6") + "**"),
        U("Uthe amabhokisi amangaki?"),
        A("**[[Angu-28]]**", why="213 necklaces fill 18 gift boxes of 12 rounded up; the model restated it one digit off"),
    ),
    run(2, OPUS45,
        U("How many hours did the night guards do this weekend, and what do we owe?"),
        C("get_guard_log", {"from": "2027-09-11"}, GUARD_2),
        A("| Shift | Guard | Start | End | Hours | Pay (R) |\n|---|---|---|---|---|---|\n"
          "| G-21 | Sipho Mthembu | 18:00 | 06:30 | " + v("(datetime(2027,9,12,6,30)-datetime(2027,9,11,18,0)).seconds/3600", ".1f") + " | " + v("12.5*38", ".2f") + " |\n"
          "| G-22 | Thandeka Zulu | 19:30 | 05:00 | " + v("(datetime(2027,9,13,5,0)-datetime(2027,9,12,19,30)).seconds/3600", ".1f") + " | " + v("9.5*38", ".2f") + " |\n"
          "| G-23 | Sipho Mthembu | 18:45 | 06:15 | " + v("(datetime(2027,9,14,6,15)-datetime(2027,9,13,18,45)).seconds/3600", ".1f") + " | " + v("11.5*38", ".2f") + " |\n\n"
          "Guards: " + v("12.5+9.5+11.5", ".1f") + " h × R38 = **R" + v("33.5*38", ",.2f") + "**."),
        U("Mean shift?"),
        A("(" + v("12.5", ".1f") + " + " + v("9.5", ".1f") + " + " + v("11.5", ".1f") + ") / 3 = **" + v("33.5/3", ".2f") + " h**."),
        U("And Sipho's share?"),
        A("Sipho Mthembu: " + v("12.5", ".1f") + " + " + v("11.5", ".1f") + " = **" + v("12.5+11.5", ".1f") + " h**, **R" + v("24*38", ",.2f") + "**."),
        U("When did G-23 start?"),
        A("At a quarter to seven in the evening on 13 September (" + v("datetime(2027,9,13,18,45)", "%H:%M") + ")."),
        U("And when did Thandeka's shift end?"),
        A("G-22 ended at [[six in the morning]] on 13 September.", why="the guard log has G-22 ending at 05:00 on 13 September; the model wrote an hour on, in words"),
        anthropic=True,
    ),
    run(3, MISTRAL_L3,
        U("Ngicela ungibalele i-oda EB-0913-2."),
        C("get_order", {"order": "EB-0913-2"}, ORDER_3),
        A("I-oda EB-0913-2 (Ubuntu Craft Gallery):\n\n"
          "- Imigexo: 30 × R320 = R" + z("30*320") + "\n- Amasongo: 48 × R95 = R" + z("48*95") + "\n"
          "- Isamba: R" + z("9600+4560") + " (ngaphezu kuka-R" + z("10000") + ") → 10% esiphuzweni: −R" + z("14160*0.1", ",.2f") + "\n"
          "- Inetha: R" + z("14160*0.9", ",.2f") + "; i-VAT 15%: R" + z("12744*0.15", ",.2f") + "\n"
          "- **Isamba sesisonke: R" + z("12744*1.15", ",.2f") + "**"),
        U("Amabhokisi amangaki? Iveni izofika nini eThekwini?"),
        A("- Imigexo: 30 ÷ 12 → " + z("-(-30//12)") + "; amasongo: 48 ÷ 12 = " + z("48/12") + " → **amabhokisi angu-" + z("3+4") + "**\n"
          "- Iveni isuka ngomhla ziyi-16 kuMandulo ngo-7:15 ekuseni, imizuzu engu-125 → **ngo-"
          + v("'%d:%02d' % ((datetime(2027,9,16,7,15)+timedelta(minutes=125)).hour, (datetime(2027,9,16,7,15)+timedelta(minutes=125)).minute)", "s") + " ekuseni**\n"
          "- Iveni: 150 × 2 × R" + z("8.5", ",.2f") + " = **R" + z("150*2*8.5") + "**"),
        U("Kungakanani ngama-euro?"),
        C("get_rate", {"date": "2027-09-14"}, RATE),
        A("R" + z("14655.6", ",.2f") + " ÷ " + z("20.45", ",.2f") + " = **" + z("14655.6/20.45", ",.2f") + " €**"),
        U("Kufanele akhokhe nini?"),
        A("Ngomhla ziyi-16 kuMandulo + izinsuku ezingu-14 → **ngomhla ziyi-" + v("(date(2027,9,16)+timedelta(days=14)).day", "d") + " kuMandulo**."),
        U("I-VAT ibingakanani?"),
        A("**R[[1\u00a0191,60]]**", why="the 15% VAT on the R12,744 net is R1,911.60; the model restated it with two digits swapped, in Zulu spelling"),
    ),
    run(4, QWEN3,
        U("Pay for yesterday's sheet?"),
        C("get_worker_sheet", {"date": "2027-09-13"}, SHEET_4),
        A("| Worker | Item | Qty | Rule | Pay (R) |\n|---|---|---|---|---|\n"
          "| Nomvula Khumalo | necklace | 4 | 110 each | " + v("4*110", ".2f") + " |\n| Zanele Ntuli | bracelet | 15 | 25 each | " + v("15*25", ".2f") + " |\n"
          "| Busisiwe Dlamini | necklace | 5 | 110 each | " + v("5*110", ".2f") + " |\n| Lindiwe Mkhize | shop | 10 h | 280 + 2 h × 45 | " + v("280+(10-8)*45", ".2f") + " |\n"
          "| Thembi Ngcobo | bracelet | 12 | 25 each | " + v("12*25", ".2f") + " |\n| Ayanda Cele | packing | 11 boxes | 6 a box | " + v("11*6", ".2f") + " |\n"
          "| **Total** | | | | **" + v("440+375+550+370+300+66", ",.2f") + "** |"),
        U("By item?"),
        A("| Item | Pieces | Pay (R) | Beads (g) |\n|---|---|---|---|\n| necklace | " + v("4+5", "d") + " | " + v("440+550", ".2f") + " | " + v("9*80", "d") + " |\n"
          "| bracelet | " + v("15+12", "d") + " | " + v("375+300", ".2f") + " | " + v("27*20", "d") + " |"),
        U("Beads they used in all, and what was bought for that?"),
        A("| Item | Value |\n|---|---|\n| Usable beads | " + v("720+540", ",d") + " g |\n| Bought (95% usable) | " + v("1260/0.95", ",.2f") + " g |"),
        U("Nomvula's pay in dollars?"),
        C("get_rate", {"date": "2027-09-14"}, RATE),
        A("| ZAR | ZAR/USD | USD |\n|---|---|---|\n| " + v("440", ".2f") + " | 17.65 | **" + v("440/17.65", ".2f") + "** |"),
        U("Busisiwe's pay?"),
        A("| Worker | Pay |\n|---|---|\n| Busisiwe Dlamini | **R[[505.00]]** |", why="Busisiwe's 5 necklaces at R110 are R550.00; the model swapped two digits"),
    ),
    run(5, KIMI_K2,
        U("The Johannesburg van tonight: cost and arrival?"),
        C("get_dispatch", {"dispatch": "VN-0914"}, DISPATCH_5),
        A("<think>\n590 × 2 × 8.50 = " + v("590*2*8.5", ",.2f") + ", over the R650 minimum. 21:30 + 420 min = " + v("datetime(2027,9,14,21,30)+timedelta(minutes=420)", "%H:%M") + " next day.\n</think>\n\n"
          "- Van: **R" + v("590*2*8.5", ",.2f") + "**\n- Arrives **" + v("datetime(2027,9,14,21,30)+timedelta(minutes=420)", "%H:%M") + "** on " + v("(datetime(2027,9,14,21,30)+timedelta(minutes=420)).day", "d") + " September, half past four in the morning"),
        U("Necklaces on board and their value?"),
        A("<think>\n52 boxes × 12 = " + v("52*12", "d") + "; × 320 = " + v("624*320", ",d") + ".\n</think>\n\n**" + v("624", "d") + " necklaces**, worth **R" + v("624*320", ",d") + "**."),
        U("Room left in the van?"),
        A("<think>\n60 − 52.\n</think>\n\n**" + v("60-52", "d") + " boxes**."),
        U("Van cost again?"),
        A("<think>\n590 × 2 × 8.50 = " + v("590*2*8.5", ",.2f") + ".\n</think>\n\n**R[[10,300.00]]**", why="590 km both ways at R8.50 is R10,030.00; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("I-invoyisi EB-1187 kufanele ikhokhwe nini?"),
        C("get_invoice", {"number": "EB-1187"}, INVOICE_6),
        A("I-EB-1187 ibhalwe ngomhla ziyi-3 kuMandulo 2027; izinsuku ezingu-14 → **ngomhla ziyi-" + v("(date(2027,9,3)+timedelta(days=14)).day", "d") + " kuMandulo**, "
          "kusele izinsuku ezingu-" + v("(date(2027,9,17)-date(2027,9,14)).days", "d") + ". Isamba: **R" + z("19147.5", ",.2f") + "**."),
        U("Kungakanani ngamadola?"),
        C("get_rate", {"date": "2027-09-14"}, RATE),
        A("R" + z("19147.5", ",.2f") + " ÷ " + z("17.65", ",.2f") + " = **$" + z("19147.5/17.65", ",.2f") + "**"),
        U("Ngaphandle kwesaphulelo bekungaba malini?"),
        A("R" + z("18500", ",.2f") + " × " + z("1.15", ",.2f") + " = **R" + z("18500*1.15", ",.2f") + "**; isaphulelo songe R" + z("21275-19147.5", ",.2f") + "."),
        U("Kuthunyelwe amabhokisi amangaki?"),
        A("Imigexo: 40 ÷ 12 → " + z("-(-40//12)") + "; amasongo: 60 ÷ 12 = " + z("60/12") + " → **amabhokisi angu-" + z("4+5") + "**."),
        U("I-VAT?"),
        A("**R" + z("2497.5", ",.2f") + "**"),
        U("Ngicela uphinde usuku lokugcina lokukhokha."),
        A("**Ngomhla [[ziyi-18 kuMandulo]]**", why="the invoice of 3 September is due 14 days on, on 17 September; the model restated it a day on, with the Zulu month name"),
    ),
    run(7, SONNET45,
        U("Beading batch BB-0914-1 started this morning. When will it be done, and what beads does it take?"),
        C("get_batch", {"batch": "BB-0914-1"}, BATCH_7),
        A("**BB-0914-1** (24 necklaces, 6 beaders):\n\n- " + v("24/6", ".0f") + " necklaces each × 90 min = " + v("4*90", "d") + " min\n"
          "- Started 08:15 → done at **" + v("datetime(2027,9,14,8,15)+timedelta(minutes=360)", "%H:%M") + "**, a quarter past two\n"
          "- Beads: 24 × 80 g = " + v("24*80", ",d") + " g usable; / 0.95 = **" + v("1920/0.95", ",.2f") + " g** bought, " + v("-(-2021.05//500)", ".0f") + " bags of 500 g"),
        U("Bead cost, boxes and worth?"),
        A("- Beads: " + v("2021.05/1000", ".2f") + " kg × R180 = **R" + v("1920/0.95/1000*180", ",.2f") + "**\n- " + v("24/12", ".0f") + " boxes\n- Worth: 24 × R320 = **R" + v("24*320", ",d") + "**"),
        U("They go to tomorrow's market stall. The van collects 30 minutes after the stall booking ends. When?"),
        A("The stall is booked 09:00-13:00 on 15 September, so **" + v("datetime(2027,9,15,13,0)+timedelta(minutes=30)", "%H:%M") + "**, half past one."),
        U("And the beaders' pay for it?"),
        A("24 × R110 = **R" + v("24*110", ",d") + "**."),
        U("What's the heritage craft certificate number on this batch?"),
        A("Its certificate is **[[KZN-HC-2027-3318]]**.", why="the batch record carries no certificate number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Isandlwana Lodge Shop wants 150 bracelets. Beads, boxes, price with discount and VAT?"),
        A("1. Usable beads: 150 × 20 g = " + v("150*20", ",d") + " g; bought: 3,000 / 0.95 = " + v("3000/0.95", ",.2f") + " g → **" + v("-(-(3000/0.95)//500)", ".0f") + " bags** of 500 g, R" + v("7*0.5*180", ",.2f") + "\n"
          "2. Boxes: 150 / 12 = " + v("150/12", ".1f") + " → **" + v("-(-150//12)", ".0f") + " boxes**; " + v("-(-13//8)", ".0f") + " cartons\n"
          "3. Price: 150 × R95 = R" + v("150*95", ",d") + " (R10,000 or more: 10% off) → R" + v("14250*0.9", ",.2f") + "\n"
          "4. VAT 15%: R" + v("12825*0.15", ",.2f") + " → **R" + v("12825*1.15", ",.2f") + "**"),
        U("Does the courier go free for them?"),
        C("get_buyer", {"buyer": "Isandlwana Lodge Shop"}, BUYER_8),
        A("1. Their threshold: 12 boxes\n2. This order: " + v("13", "d") + " boxes\n3. " + v("13", "d") + " ≥ 12 → **yes, free courier**"),
        U("Price in euros?"),
        C("get_rate", {"date": "2027-09-14"}, RATE),
        A("1. R" + v("14748.75", ",.2f") + " / 20.45\n2. **" + v("14748.75/20.45", ",.2f") + " EUR**"),
        U("Bead cost again?"),
        A("1. 3 kg × R180\n2. **R[[540.00]]**", why="the beads bought for 150 bracelets are 3,000 g / 0.95 = 3,157.89 g, 7 bags of 500 g at R180 a kg, R630.00; the model left out the 5% sorting loss and the whole bags in a wrong step"),
    ),
    run(9, HAIKU45,
        U("What's our box stock worth?"),
        C("get_stock", {}, STOCK_9),
        A("- **Necklaces**: (14 + 9) × 12 = " + v("(14+9)*12", "d") + " × R320 = **R" + v("276*320", ",d") + "**\n"
          "- **Bracelets**: (22 + 17) × 12 = " + v("(22+17)*12", "d") + " × R95 = **R" + v("468*95", ",d") + "**\n"
          "- Together **R" + v("88320+44460", ",d") + "**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-09-14"}, RATE),
        A("R" + v("132780", ",d") + " / 17.65 = **$" + v("132780/17.65", ",.2f") + "**."),
        U("Van trips to move it all?"),
        A(v("14+22+9+17", "d") + " boxes at 60 a van → **" + v("-(-62//60)", "d") + " trips**."),
        U("How many necklaces in NK-0906?"),
        A("**[[118]] necklaces**.", why="NK-0906 holds 9 boxes of 12, 108 necklaces; the model wrote one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("August's bead purchases: bags, kg, cost and the mean price?"),
        C("get_purchases", {"month": "2027-08"}, MONTH_10),
        A("<think>\nBags 24+40+36+50 = " + v("24+40+36+50", "d") + "; kg × 0.5 = " + v("150*0.5", ".0f") + ".\n"
          "Cost: " + v("24*0.5", ".0f") + "×175=" + v("12*175", ",d") + ", " + v("40*0.5", ".0f") + "×180=" + v("20*180", ",d") + ", " + v("36*0.5", ".0f") + "×180=" + v("18*180", ",d") + ", " + v("50*0.5", ".0f") + "×185=" + v("25*185", ",d") + ".\n</think>\n\n"
          "- **" + v("150", "d") + " bags**, **" + v("75", "d") + " kg**\n- Cost **R" + v("2100+3600+3240+4625", ",d") + "**\n"
          "- Mean **R" + v("13565/75", ".2f") + " a kg**"),
        U("Necklaces from it?"),
        A("<think>\n75 kg × 0.95 = " + v("75*0.95", ".2f") + " kg usable = " + v("71.25*1000", ",.0f") + " g; / 80.\n</think>\n\n**" + v("71250//80", ",.0f") + " necklaces**"),
        U("Biggest purchase's share of the bags?"),
        A("<think>\n50 / " + v("150", "d") + ".\n</think>\n\n**" + v("50/150*100", ".2f") + "%** (24 August)."),
        U("Total bags again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[105]] bags**", why="August's four purchases were 150 bags; the model swapped two digits"),
    ),
    run(11, GROK41,
        U("usd and eur rate"),
        C("get_rate", {"date": "2027-09-14"}, RATE),
        A("1 USD = R17.65, 1 EUR = R20.45."),
        U("necklace usd"),
        A("$" + v("320/17.65", ".2f") + "."),
        U("bracelet eur"),
        A("€" + v("95/20.45", ".2f") + "."),
        U("box of necklaces usd"),
        A("$" + v("12*320/17.65", ".2f") + "."),
        U("gallery sells our necklace at R416, how much over ours"),
        A(v("(416/320-1)*100", ".0f") + "% more than our R320, R" + v("416-320", "d") + " a necklace."),
    ),
    run(12, LLAMA4,
        U("20 necklaces for a wedding, boxes?"),
        A(v("-(-20//12)", "d") + " boxes."),
        U("price?"),
        A("R" + v("20*320", ",d") + ", no discount under R10,000."),
        U("with vat?"),
        A("R" + v("6400*1.15", ",.2f") + "."),
        U("beads to buy?"),
        A(v("20*80/0.95", ",.2f") + " g, " + v("-(-(20*80/0.95)//500)", ".0f") + " bags."),
        U("beaders?"),
        A("R" + v("20*110", ",d") + "."),
    ),
]
