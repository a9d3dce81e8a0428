"""pomegranate runs: the assistant of a pomegranate juice press in Halabja, Kurdistan Region of Iraq (tools
designed for this set: a grower's delivery, an order, a truck dispatch, a press batch, a buyer and the day's
rate as JSON, the boiling log, the workers' sheet and a month's deliveries as CSV text, the case stock as a
markdown table, an invoice as plain text that carries its own dollar rate), with pomegranates in 18 kg
crates, what pressing leaves and the fruit back from the molasses through the juice, juice rounded up to
cases of twelve bottles and molasses through half-kilo jars to cases of 24, press loads into an end clock
and the press's power, the night boil across midnight into the operator's hours, sorters by the kilo,
bottlers by the case and press workers by the day with overtime, group figures over the sheet's task
column, a discount from 500 litres and tax on top, a truck by the km both ways, payment days, a buyer's
free-delivery threshold applied to an earlier answer's cases, a clock 20 minutes after a booking ends,
clocks in words, a price 20% more than the list, dollars at the day's rate and at the invoice's own rate;
tool results and answers written here, in the styles of GPT-5.1 and Gemini 3 Pro in Sorani Kurdish
(Arabic-Indic digits, U+066C between thousands, U+066B as the decimal point, Kurdish month names and
`کاتژمێر ٩:٠٥ی بەیانی` clocks: `٩٤٥٬٠٠٠ دینار`, `٣٠٢٫٤ لیتر`, `٥ی تشرینی دووەم`), Claude Opus 4.5, Sonnet 4.5
and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5
mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout44_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout44_pomegranate import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"pomegranate-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def k(expr: str, spec: str = ",.0f") -> str:
    """A computed value in Arabic-Indic digits, U+066C between thousands, U+066B as the decimal point."""
    return v(f"ckb({expr}, '{spec}')", "s")


def kt(text: str) -> str:
    """A clock or a day read from the run, respelled in Arabic-Indic digits."""
    return v(f"kur('{text}')", "s")


HOURS = "['twelve','one','two','three','four','five','six','seven','eight','nine','ten','eleven']"

RATE = {"date": "2027-10-19", "iqd_per_usd": 1310, "source": "CBI currency auction"}
DELIVERY_1 = {"lot": "HP-1014", "grower": "Kani Hanar orchard, Biyara", "crates": 42, "kg_per_crate": 18, "price_per_kg": 1250,
              "received": "2027-10-14", "variety": "Halabja red"}
BOIL_2 = csv("batch,start,end,juice_l", "B-71,2027-10-16 19:40,2027-10-17 04:10,620", "B-72,2027-10-17 20:15,2027-10-18 06:15,700",
             "B-73,2027-10-18 21:05,2027-10-19 05:35,560")
ORDER_3 = {"order": "HP-O-1018-2", "buyer": "Slemani Bazaar Juice House", "juice_l": 520, "molasses_kg": 60, "ordered": "2027-10-18",
           "dispatch": "2027-10-21T07:30", "km_one_way": 78, "drive_minutes": 95}
SHEET_4 = csv("worker,date,task,qty", "Shilan Ahmad,2027-10-18,sorting,640", "Rebin Karim,2027-10-18,bottling,38",
              "Hero Salih,2027-10-18,sorting,585", "Dara Aziz,2027-10-18,press,10", "Nasik Omar,2027-10-18,sorting,610",
              "Karwan Jalal,2027-10-18,bottling,41")
DISPATCH_5 = {"dispatch": "TR-1019", "to": "Erbil", "km_one_way": 210, "departs": "2027-10-19T22:40", "drive_minutes": 230,
              "cases": 136, "product": "juice", "driver": "Soran Hama"}
INVOICE_6 = """HAWRAMAN POMEGRANATE PRESS, HALABJA              INVOICE HP-3307
Date: 2027-10-08
Buyer: Zagros Hotel, Sulaymaniyah
Pomegranate juice        600 l x 3,500          2,100,000
Pomegranate molasses      40 kg x 12,000          480,000
Subtotal                                        2,580,000
Discount 7% (500 l or more)                      -180,600
Net                                             2,399,400
Tax 5%                                            119,970
Total (IQD)                                     2,519,370
Payable within 15 days of the invoice date
For reference: 1 USD = 1,305 IQD on the invoice date"""
BATCH_7 = {"batch": "PR-1019-1", "lot": "HP-1016", "fruit_kg": 1350, "start": "2027-10-19T07:10", "operator": "Aras Mahmud",
           "bottling_line_booked": "13:00-15:30"}
BUYER_8 = {"buyer": "Slemani Sweets", "terms": "15 days", "free_delivery_from_cases": 6, "city": "Sulaymaniyah"}
STOCK_9 = ("| lot | product | cases | per case |\n|---|---|---|---|\n| CJ-0930 | juice | 48 | 12 bottles of 1 l |\n"
           "| CM-1002 | molasses | 11 | 24 jars of 0.5 kg |\n| CJ-1009 | juice | 35 | 12 bottles of 1 l |\n| CM-1013 | molasses | 6 | 24 jars of 0.5 kg |")
MONTH_10 = csv("date,crates,price_per_kg", "2027-09-06,55,1200", "2027-09-13,70,1250", "2027-09-20,64,1250", "2027-09-27,81,1300")

RUNS = [
    run(1, GPT51,
        U("سڵاو. لە HP-1014 چەند کیلۆ هەنار هات و نرخەکەی چەندە؟"),
        C("get_delivery", {"lot": "HP-1014"}, DELIVERY_1),
        A("HP-1014 (لە " + kt("14") + "ی تشرینی یەکەم گەیشت):\n\n"
          "- " + k("42") + " سندووق × " + k("18") + " کیلۆ = **" + k("42*18") + " کیلۆ**\n"
          "- " + k("756") + " × " + k("1250") + " دینار = **" + k("756*1250") + " دینار**"),
        U("چەند لیتر شەربەت دەدات؟ چەند کارتۆن؟"),
        A("- گوشین " + k("40") + "٪ دەهێڵێتەوە: " + k("756") + " × " + k("0.4", ".1f") + " = **" + k("756*0.4", ",.1f") + " لیتر**\n"
          "- " + k("302.4", ",.1f") + " ÷ " + k("12") + " = " + k("302.4/12", ".1f") + " → **" + k("-(-302.4//12)") + " کارتۆن** (بەرەو سەرەوە)"),
        U("بە نرخی فرۆشتن چەندی دەکات؟"),
        A(k("302.4", ",.1f") + " لیتر × " + k("3500") + " دینار = **" + k("302.4*3500") + " دینار**"),
        U("دوای نرخی هەنارەکە چەند دەمێنێتەوە؟"),
        A(k("1058400") + " − " + k("945000") + " = **" + k("1058400-945000") + " دینار**"),
        U("کرێی جیاکەرەوە و بوتڵپڕکەرەوەکان چەندە؟"),
        A("- جیاکردنەوە: " + k("756") + " کیلۆ × " + k("90") + " = **" + k("756*90") + " دینار**\n"
          "- بوتڵپڕکردن: " + k("26") + " کارتۆن × " + k("250") + " = **" + k("26*250") + " دینار**\n"
          "- کۆ: " + k("68040+6500") + " دینار"),
        U("گوتت چەند کارتۆن؟"),
        A("**[[٣٦]] کارتۆن**", why="302.4 litres of juice fill 26 cases of 12 bottles rounded up; the model restated it one digit off, in Arabic-Indic digits"),
    ),
    run(2, OPUS45,
        U("How did the night boils go this week, and what do we owe the boiler operator?"),
        C("get_boil_log", {"from": "2027-10-16"}, BOIL_2),
        A("| Batch | Start | End | Hours | Juice (l) | Operator (IQD) |\n|---|---|---|---|---|---|\n"
          "| B-71 | 19:40 | 04:10 | " + v("(datetime(2027,10,17,4,10)-datetime(2027,10,16,19,40)).seconds/3600", ".1f") + " | 620 | " + v("8.5*6000", ",.0f") + " |\n"
          "| B-72 | 20:15 | 06:15 | " + v("(datetime(2027,10,18,6,15)-datetime(2027,10,17,20,15)).seconds/3600", ".1f") + " | 700 | " + v("10*6000", ",.0f") + " |\n"
          "| B-73 | 21:05 | 05:35 | " + v("(datetime(2027,10,19,5,35)-datetime(2027,10,18,21,5)).seconds/3600", ".1f") + " | 560 | " + v("8.5*6000", ",.0f") + " |\n\n"
          "Operator: " + v("8.5+10+8.5", ".1f") + " h × 6,000 = **" + v("27*6000", ",.0f") + " IQD**."),
        U("Mean boil?"),
        A("(" + v("8.5", ".1f") + " + " + v("10", ".1f") + " + " + v("8.5", ".1f") + ") / 3 = **" + v("27/3", ".1f") + " h**."),
        U("How much molasses should that give, and in how many cases?"),
        A("620 + 700 + 560 = " + v("620+700+560", ",d") + " l of juice × 20% = **" + v("1880*0.2", ",.0f") + " kg** of molasses: "
          + v("376/0.5", ".0f") + " jars of 0.5 kg, " + v("752/24", ".2f") + " cases of 24, so **" + v("-(-752//24)", "d") + " cases**."),
        U("When did B-73 start?"),
        A("At five past nine in the evening on 18 October (" + v("datetime(2027,10,18,21,5)", "%H:%M") + ")."),
        U("And when did B-72 finish?"),
        A("B-72 finished at **[[07:15]]** on 18 October.", why="the boiling log has B-72 ending at 06:15 on 18 October; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("داواکاری HP-O-1018-2 حیساب بکە تکایە."),
        C("get_order", {"order": "HP-O-1018-2"}, ORDER_3),
        A("* **شەربەتی هەنار**: " + k("520") + " لیتر × " + k("3500") + " = " + k("520*3500") + " دینار\n"
          "* **دۆشاوی هەنار**: " + k("60") + " کیلۆ × " + k("12000") + " = " + k("60*12000") + " دینار\n"
          "* کۆ: " + k("1820000+720000") + " دینار؛ " + k("520") + " لیتر (لە " + k("500") + " زیاترە) → داشکاندنی " + k("7") + "٪: −" + k("2540000*0.07") + "\n"
          "* سافی: " + k("2540000*0.93") + "؛ باج " + k("5") + "٪: " + k("2362200*0.05") + "\n"
          "* **کۆی گشتی: " + k("2362200*1.05") + " دینار**"),
        U("چەند کارتۆنە؟ بارهەڵگرەکە کەی دەگاتە سلێمانی؟"),
        A("* شەربەت: " + k("520") + " ÷ " + k("12") + " → " + k("-(-520//12)") + " کارتۆن؛ دۆشاو: " + k("60") + " ÷ " + k("0.5", ".1f") + " = " + k("60/0.5") + " دەبە → " + k("120/24") + " کارتۆن\n"
          "* **" + k("44+5") + " کارتۆن**\n"
          "* بارهەڵگر: " + kt("21") + "ی تشرینی یەکەم کاتژمێر " + kt("7:30") + "ی بەیانی دەڕوات، " + k("95") + " خولەک → **کاتژمێر "
          + v("kur('%d:%02d' % ((datetime(2027,10,21,7,30)+timedelta(minutes=95)).hour, (datetime(2027,10,21,7,30)+timedelta(minutes=95)).minute))", "s") + "ی بەیانی**\n"
          "* کرێی بارهەڵگر: " + k("78") + " × " + k("2") + " × " + k("1500") + " = **" + k("78*2*1500") + " دینار**"),
        U("بە دۆلار چەندە؟"),
        C("get_rate", {"date": "2027-10-19"}, RATE),
        A("* " + k("2480310") + " ÷ " + k("1310") + " = **$" + k("2480310/1310", ",.2f") + "**"),
        U("پارەکە کەی دەدرێت؟"),
        A("* ناردن " + kt("21") + "ی تشرینی یەکەم، " + k("15") + " ڕۆژ → **" + v("kur('%d' % (date(2027,10,21)+timedelta(days=15)).day)", "s") + "ی تشرینی دووەم**"),
        U("باجەکە چەند بوو؟"),
        A("* **[[١١١٬٨١٠]] دینار**", why="the 5% tax on the 2,362,200 IQD net is 118,110 IQD; the model restated it with two digits swapped, in Arabic-Indic digits"),
    ),
    run(4, QWEN3,
        U("Pay for yesterday's sheet?"),
        C("get_worker_sheet", {"date": "2027-10-18"}, SHEET_4),
        A("| Worker | Task | Qty | Rule | Pay (IQD) |\n|---|---|---|---|---|\n"
          "| Shilan Ahmad | sorting | 640 kg | 90/kg | " + v("640*90", ",d") + " |\n| Rebin Karim | bottling | 38 cases | 250/case | " + v("38*250", ",d") + " |\n"
          "| Hero Salih | sorting | 585 kg | 90/kg | " + v("585*90", ",d") + " |\n| Dara Aziz | press | 10 h | 30,000 + 2 h × 5,000 | " + v("30000+(10-8)*5000", ",d") + " |\n"
          "| Nasik Omar | sorting | 610 kg | 90/kg | " + v("610*90", ",d") + " |\n| Karwan Jalal | bottling | 41 cases | 250/case | " + v("41*250", ",d") + " |\n"
          "| **Total** | | | | **" + v("57600+9500+52650+40000+54900+10250", ",d") + "** |"),
        U("By task?"),
        A("| Task | Qty | Pay (IQD) |\n|---|---|---|\n| sorting | " + v("640+585+610", ",d") + " kg | " + v("57600+52650+54900", ",d") + " |\n"
          "| bottling | " + v("38+41", "d") + " cases | " + v("9500+10250", ",d") + " |\n| press | 10 h | " + v("40000", ",d") + " |"),
        U("Mean sorted per sorter, and the juice the sorted fruit gives?"),
        A("| Item | Value |\n|---|---|\n| Mean per sorter | " + v("1835/3", ".2f") + " kg |\n| Juice at 40% | " + v("1835*0.4", ",.0f") + " l |"),
        U("Shilan's pay in dollars?"),
        C("get_rate", {"date": "2027-10-19"}, RATE),
        A("| IQD | IQD/USD | USD |\n|---|---|---|\n| " + v("57600", ",d") + " | 1,310 | **" + v("57600/1310", ".2f") + "** |"),
        U("Hero's pay?"),
        A("| Worker | Pay |\n|---|---|\n| Hero Salih | **[[52,560]] IQD** |", why="Hero's 585 kg at 90 IQD are 52,650 IQD; the model swapped two digits"),
    ),
    run(5, KIMI_K2,
        U("The Erbil truck tonight: cost and arrival?"),
        C("get_dispatch", {"dispatch": "TR-1019"}, DISPATCH_5),
        A("<think>\n210 × 2 × 1,500 = " + v("210*2*1500", ",d") + ", over the 100,000 minimum. 22:40 + 230 min = " + v("datetime(2027,10,19,22,40)+timedelta(minutes=230)", "%H:%M") + " next day.\n</think>\n\n"
          "- Truck: **" + v("210*2*1500", ",d") + " IQD**\n- Arrives **" + v("datetime(2027,10,19,22,40)+timedelta(minutes=230)", "%H:%M") + "** on " + v("(datetime(2027,10,19,22,40)+timedelta(minutes=230)).day", "d") + " October, half past two in the morning"),
        U("Juice on board and its value?"),
        A("<think>\n136 cases × 12 = " + v("136*12", ",d") + " l; × 3,500 = " + v("1632*3500", ",d") + ".\n</think>\n\n**" + v("1632", ",d") + " litres**, worth **" + v("1632*3500", ",d") + " IQD**."),
        U("Room left on the truck?"),
        A("<think>\n150 − 136.\n</think>\n\n**" + v("150-136", "d") + " cases**."),
        U("Truck cost again?"),
        A("<think>\n210 × 2 × 1,500 = " + v("210*2*1500", ",d") + ".\n</think>\n\n**[[603,000]] IQD**", why="210 km both ways at 1,500 IQD is 630,000 IQD; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("پسوولەی HP-3307 کەی دەبێت پارەکەی بدرێت؟"),
        C("get_invoice", {"number": "HP-3307"}, INVOICE_6),
        A("HP-3307 بەرواری " + kt("8") + "ی تشرینی یەکەمی " + kt("2027") + "یە؛ " + k("15") + " ڕۆژ → **" + v("kur('%d' % (date(2027,10,8)+timedelta(days=15)).day)", "s") + "ی تشرینی یەکەم**، "
          + v("kur('%d' % (date(2027,10,23)-date(2027,10,19)).days)", "s") + " ڕۆژی ماوە. کۆی گشتی **" + k("2519370") + " دینار**."),
        U("بە دۆلار چەندە؟"),
        A("بە نرخی سەر پسوولەکە (" + k("1") + " دۆلار = " + k("1305") + " دینار): " + k("2519370") + " ÷ " + k("1305") + " = **$" + k("2519370/1305", ",.2f") + "**"),
        U("بێ داشکاندن چەند دەبوو؟"),
        A(k("2580000") + " × " + k("1.05", ".2f") + " = **" + k("2580000*1.05") + " دینار**؛ داشکاندنەکە " + k("2709000-2519370") + " دیناری پاشەکەوت کرد."),
        U("چەند کارتۆن نێردرا؟"),
        A("شەربەت " + k("600") + " ÷ " + k("12") + " = " + k("600/12") + "؛ دۆشاو " + k("40") + " کیلۆ = " + k("40/0.5") + " دەبە → " + k("-(-80//24)") + " کارتۆن → **" + k("50+4") + " کارتۆن**."),
        U("باجەکە؟"),
        A("**" + k("119970") + " دینار**"),
        U("دوایین ڕۆژی پارەدان دووبارە بڵێرەوە."),
        A("**[[٢٤ی تشرینی یەکەم]]**", why="the invoice of 8 October is due 15 days on, on 23 October; the model restated it a day on, in Arabic-Indic digits"),
    ),
    run(7, SONNET45,
        U("Press batch PR-1019-1 started this morning. When will the loads be done, and what will the press draw?"),
        C("get_batch", {"batch": "PR-1019-1"}, BATCH_7),
        A("**PR-1019-1** (lot HP-1016, 1,350 kg of fruit):\n\n- 1,350 / 150 = " + v("1350/150", ".0f") + " loads × 35 min = " + v("9*35", "d") + " min\n"
          "- Started 07:10 → done at **" + v("datetime(2027,10,19,7,10)+timedelta(minutes=315)", "%H:%M") + "** (twenty-five past twelve)\n"
          "- Power: " + v("315/60", ".2f") + " h × 11 kWh = " + v("5.25*11", ".2f") + " kWh × 120 = **" + v("57.75*120", ",.0f") + " IQD**"),
        U("What juice should it give, and in how many cases?"),
        A("- 1,350 × 0.40 = **" + v("1350*0.4", ",.0f") + " litres**\n- " + v("540/12", ".0f") + " → **" + v("-(-540//12)", "d") + " cases** of 12"),
        U("The bottling line is booked until its slot ends; the bottler needs 20 minutes after that to clean. When can he start on this juice?"),
        A("The line's booking is 13:00-15:30, so 15:30 + 20 min = **" + v("datetime(2027,10,19,15,30)+timedelta(minutes=20)", "%H:%M") + "**, ten to four."),
        U("Worth, and the sorters for the fruit?"),
        A("- Juice: " + v("540", ",d") + " × 3,500 = **" + v("540*3500", ",d") + " IQD**\n- Sorters: 1,350 × 90 = **" + v("1350*90", ",d") + " IQD**"),
        U("What's the food safety certificate number on this batch?"),
        A("Its certificate is **[[KRG-FS-2027-04418]]**.", why="the batch record carries no certificate number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Slemani Sweets wants 90 kg of molasses. Jars, cases, price with tax, and the fruit we need?"),
        A("1. Jars: 90 / 0.5 = **" + v("90/0.5", ".0f") + " jars**; cases: 180 / 24 = " + v("180/24", ".1f") + " → **" + v("-(-180//24)", ".0f") + " cases**\n"
          "2. Price: 90 × 12,000 = " + v("90*12000", ",d") + " IQD (no discount: it is not 500 litres of juice)\n"
          "3. Tax 5%: " + v("1080000*0.05", ",.0f") + " → **" + v("1080000*1.05", ",.0f") + " IQD**\n"
          "4. Juice: 90 / 0.2 = " + v("90/0.2", ".0f") + " l; fruit: 450 / 0.4 = " + v("450/0.4", ",.0f") + " kg → **" + v("-(-1125//18)", ".0f") + " crates** of 18 kg, " + v("1125*1250", ",.0f") + " IQD"),
        U("Do they get free delivery?"),
        C("get_buyer", {"buyer": "Slemani Sweets"}, BUYER_8),
        A("1. Their threshold: 6 cases\n2. This order: " + v("8", "d") + " cases\n3. " + v("8", "d") + " ≥ 6 → **yes, free delivery**"),
        U("Price in dollars?"),
        C("get_rate", {"date": "2027-10-19"}, RATE),
        A("1. " + v("1134000", ",d") + " / 1,310\n2. **" + v("1134000/1310", ",.2f") + " USD**"),
        U("Fruit again, in kg?"),
        A("1. 90 / 0.4\n2. **[[225.00]] kg**", why="the fruit for 90 kg of molasses is 90 / 0.2 / 0.4 = 1,125 kg; the model left out the boil's 20% in a wrong step"),
    ),
    run(9, HAIKU45,
        U("What's our case stock worth?"),
        C("get_stock", {}, STOCK_9),
        A("- **Juice**: (48 + 35) × 12 = " + v("(48+35)*12", ",d") + " l × 3,500 = **" + v("996*3500", ",d") + " IQD**\n"
          "- **Molasses**: (11 + 6) × 24 = " + v("(11+6)*24", "d") + " jars × 0.5 = " + v("408*0.5", ".0f") + " kg × 12,000 = **" + v("204*12000", ",d") + " IQD**\n"
          "- Together **" + v("3486000+2448000", ",d") + " IQD**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-10-19"}, RATE),
        A(v("5934000", ",d") + " / 1,310 = **$" + v("5934000/1310", ",.2f") + "**."),
        U("Trucks to move it all?"),
        A(v("48+11+35+6", "d") + " cases at 150 a truck → **" + v("-(-100//150)", "d") + " trip**."),
        U("How many litres in CJ-1009?"),
        A("**[[430]] litres**.", why="CJ-1009 holds 35 cases of 12 one-litre bottles, 420 litres; the model wrote one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("September's deliveries: crates, kg, cost and the mean price?"),
        C("get_deliveries", {"month": "2027-09"}, MONTH_10),
        A("<think>\nCrates 55+70+64+81 = " + v("55+70+64+81", "d") + "; kg × 18 = " + v("270*18", ",d") + ".\n"
          "Cost: " + v("55*18", ",d") + "×1,200=" + v("55*18*1200", ",d") + ", " + v("70*18", ",d") + "×1,250=" + v("70*18*1250", ",d") + ", " + v("64*18", ",d") + "×1,250=" + v("64*18*1250", ",d") + ", " + v("81*18", ",d") + "×1,300=" + v("81*18*1300", ",d") + ".\n</think>\n\n"
          "- **" + v("270", "d") + " crates**, **" + v("4860", ",d") + " kg**\n- Cost **" + v("1188000+1575000+1440000+1895400", ",d") + " IQD**\n"
          "- Mean **" + v("6098400/4860", ",.2f") + " IQD/kg**"),
        U("Juice from it?"),
        A("<think>\n" + v("4860", ",d") + " × 0.40.\n</think>\n\n**" + v("4860*0.4", ",.0f") + " litres**"),
        U("Biggest delivery's share of the crates?"),
        A("<think>\n81 / " + v("270", "d") + ".\n</think>\n\n**" + v("81/270*100", ".2f") + "%** (27 September)."),
        U("Total crates again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[207]] crates**", why="September's four deliveries were 270 crates; the model swapped two digits"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-10-19"}, RATE),
        A("1 USD = 1,310 IQD."),
        U("juice litre usd"),
        A("$" + v("3500/1310", ".2f") + "."),
        U("molasses kg usd"),
        A("$" + v("12000/1310", ".2f") + "."),
        U("case of juice usd"),
        A("$" + v("12*3500/1310", ".2f") + "."),
        U("buyer offers 4,200 a litre, how much over list"),
        A(v("(4200/3500-1)*100", ".0f") + "% more than the 3,500 list, " + v("4200-3500", ",d") + " IQD a litre."),
    ),
    run(12, LLAMA4,
        U("30 kg molasses for a sweet shop, jars and cases?"),
        A(v("30/0.5", ".0f") + " jars, " + v("-(-60//24)", "d") + " cases."),
        U("price?"),
        A(v("30*12000", ",d") + " IQD, no discount."),
        U("with tax?"),
        A(v("360000*1.05", ",.0f") + " IQD."),
        U("fruit behind it?"),
        A(v("30/0.2/0.4", ",.0f") + " kg."),
        U("sorters?"),
        A(v("375*90", ",d") + " IQD."),
    ),
]
