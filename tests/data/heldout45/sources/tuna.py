"""tuna runs: the assistant of a Maldive fish works on Fonadhoo, Laamu Atoll (tools designed for this set: a
landing, an order, a launch dispatch, a smoking batch, a buyer and the day's rate as JSON, the smoke log, the
workers' sheet and a month's landings as CSV text, the carton stock as a markdown table, an invoice as plain
text), with the valhoamas a landing gives through 250 g packets into cartons of 50 rounded up, rihaakuru jars
into cartons of 24, smokehouse batches into an end clock and the fans' power, the smoke watchman's nights
across midnight and one watchman's hours over the log's watchman column, cleaners, packers and boilers with
overtime, group figures over the sheet's task column and the month's vessel column, a discount from MVR
20,000 and GST on top, a cargo launch by the km both ways, payment days, a buyer's free-freight threshold
applied to an earlier answer's cartons, a collection 30 minutes after a drying rack booking ends, clocks in
words, a price 30% more than ours, dollars at the day's rate and at an invoice's own rate; tool results and
answers written here, in the styles of GPT-5.1 and Gemini 3 Pro in Dhivehi (Thaana script, digits left to
right with a comma between thousands, `ރ.` before rufiyaa, Dhivehi month names and `ހެނދުނު 6:00` clocks:
`ރ. 34,720`, `15 ޖޫން`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables),
Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few
words)."""

from _heldout45_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout45_tuna import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"tuna-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


RATE = {"date": "2027-06-15", "mvr_per_usd": 15.42, "source": "MMA mid rate"}
LANDING_1 = {"landing": "LD-0614", "vessel": "Maavahi", "fresh_kg": 1240, "price_per_kg": 28, "landed": "2027-06-14T16:20",
             "island": "Fonadhoo", "species": "skipjack"}
LOG_2 = csv("night,start,end,watchman", "S-41,2027-06-11 19:00,2027-06-12 04:30,Ahmed Shiyam",
            "S-42,2027-06-12 20:45,2027-06-13 05:15,Ibrahim Naseer", "S-43,2027-06-13 18:30,2027-06-14 03:00,Ahmed Shiyam")
ORDER_3 = {"order": "VH-0614-2", "buyer": "Maldive Fish House, Malé", "valhoamas_kg": 90, "rihaakuru_jars": 60, "ordered": "2027-06-14",
           "dispatch": "2027-06-16T06:00", "km_one_way": 265, "sail_minutes": 610}
SHEET_4 = csv("worker,date,task,qty", "Mariyam Shifa,2027-06-14,cleaning,310", "Aishath Reema,2027-06-14,cleaning,285",
              "Hussain Fazeel,2027-06-14,boiling,11", "Ali Rasheed,2027-06-14,packing,9", "Hawwa Nazima,2027-06-14,cleaning,345",
              "Mohamed Zahir,2027-06-14,boiling,8")
DISPATCH_5 = {"dispatch": "LN-0615", "to": "Malé, Hulhumalé cargo jetty", "km_one_way": 280, "departs": "2027-06-15T21:15",
              "sail_minutes": 640, "cartons": 68, "product": "valhoamas", "skipper": "Abdulla Waheed"}
INVOICE_6 = """FONADHOO VALHOAMAS WORKS, LAAMU ATOLL          INVOICE FV-3307
Date: 2027-05-31
Buyer: Island Fresh Traders, Addu City
Maldive fish (valhoamas)     140 kg x MVR 210.00      29,400.00
Rihaakuru (400 g jars)        48 x MVR 62.00           2,976.00
Subtotal                                              32,376.00
Discount 4% (MVR 20,000 or more)                      -1,295.04
Net                                                   31,080.96
GST 8%                                                 2,486.48
Total (MVR)                                           33,567.44
Payable within 21 days of the invoice date
For reference: 1 USD = 15.40 MVR on the invoice date"""
BATCH_7 = {"batch": "SM-0615-1", "fresh_kg": 1800, "start": "2027-06-15T05:45", "smokehouse": "Dhumashi 1",
           "drying_rack_booked": "2027-06-16 06:00-09:30"}
BUYER_8 = {"buyer": "Gan Island Grocers", "free_freight_from_cartons": 12, "terms": "21 days", "island": "Gan, Laamu"}
STOCK_9 = ("| lot | product | cartons | packets per carton |\n|---|---|---|---|\n| VH-0520 | valhoamas | 18 | 50 |\n"
           "| VH-0601 | valhoamas | 22 | 50 |\n| VH-0608 | valhoamas | 15 | 50 |\n| VH-0612 | valhoamas | 27 | 50 |")
MONTH_10 = csv("date,vessel,fresh_kg,price_per_kg", "2027-05-04,Maavahi,980,27", "2027-05-11,Kaani,1350,28",
               "2027-05-18,Maavahi,1120,28", "2027-05-25,Kaani,760,29")

RUNS = [
    run(1, GPT51,
        U("އައްސަލާމު ޢަލައިކުމް. LD-0614 ގައި ކިތައް ކިލޯ މަސް އައީ؟ އަގަކީ ކިހާވަރެއް؟"),
        C("get_landing", {"landing": "LD-0614"}, LANDING_1),
        A("LD-0614 (މާވަހި، " + v("14", "d") + " ޖޫން، ހަވީރު " + v("'%d:%02d' % (16-12, 20)", "s") + "):\n\n"
          "- ކަޅުބިލަމަސް: **" + v("1240", ",d") + " ކިލޯ**\n- " + v("1240", ",d") + " × ރ. 28 = **ރ. " + v("1240*28", ",d") + "**"),
        U("މީގެން ވަޅޯމަސް ކިހާވަރެއް ލިބޭނެ؟"),
        A("- 20%: " + v("1240", ",d") + " × " + v("0.2", ".1f") + " = **" + v("1240*0.2", ".0f") + " ކިލޯ ވަޅޯމަސް**\n"
          "- 250 ގްރާމުގެ ޕެކެޓު: " + v("248", "d") + " ÷ " + v("0.25", ".2f") + " = **" + v("248/0.25", ".0f") + " ޕެކެޓު**"),
        U("ކާޓަން ކިތައް؟"),
        A(v("992", "d") + " ÷ 50 = " + v("992/50", ".2f") + " → **" + v("-(-992//50)", "d") + " ކާޓަން**"),
        U("ވިއްކާލީމާ ކިހާވަރެއް ލިބޭނީ؟ މަހުގެ އަގު އުނިކުރީމާ ކިތަކެއް ބާކީ؟"),
        A("- " + v("248", "d") + " ކިލޯ × ރ. 210 = **ރ. " + v("248*210", ",d") + "**\n- ރ. " + v("52080", ",d") + " − ރ. " + v("34720", ",d") + " = **ރ. " + v("52080-34720", ",d") + "**"),
        U("ސާފުކުރާ މީހުންނާއި ޕެކްކުރާ މީހުންނަށް ކިތަކެއް؟"),
        A("- ސާފުކުރުން: " + v("1240", ",d") + " × ރ. 1.20 = **ރ. " + v("1240*1.2", ",.2f") + "**\n- ޕެކްކުރުން: " + v("20", "d") + " × ރ. 12 = **ރ. " + v("20*12", ",.2f") + "**"),
        U("ޕެކެޓު ކިތައްކަމަށް ބުނީ؟"),
        A("**[[929]] ޕެކެޓު**", why="248 kg of valhoamas fill 992 packets of 250 g; the model restated it with two digits swapped"),
    ),
    run(2, OPUS45,
        U("How many hours did the smoke watchmen do over the weekend nights, and what do we owe?"),
        C("get_smoke_log", {"from": "2027-06-11"}, LOG_2),
        A("| Night | Watchman | Start | End | Hours | Pay (MVR) |\n|---|---|---|---|---|---|\n"
          "| S-41 | Ahmed Shiyam | 19:00 | 04:30 | " + v("(datetime(2027,6,12,4,30)-datetime(2027,6,11,19,0)).seconds/3600", ".1f") + " | " + v("9.5*45", ".2f") + " |\n"
          "| S-42 | Ibrahim Naseer | 20:45 | 05:15 | " + v("(datetime(2027,6,13,5,15)-datetime(2027,6,12,20,45)).seconds/3600", ".1f") + " | " + v("8.5*45", ".2f") + " |\n"
          "| S-43 | Ahmed Shiyam | 18:30 | 03:00 | " + v("(datetime(2027,6,14,3,0)-datetime(2027,6,13,18,30)).seconds/3600", ".1f") + " | " + v("8.5*45", ".2f") + " |\n\n"
          "Altogether " + v("9.5+8.5+8.5", ".1f") + " hours × MVR 45 = **MVR " + v("26.5*45", ",.2f") + "**."),
        U("Mean night?"),
        A(v("26.5", ".1f") + " h / 3 = **" + v("26.5/3", ".2f") + " hours**, 8 h " + v("round((26.5/3-8)*60)", "d") + " min."),
        U("And Ahmed's share?"),
        A("Ahmed Shiyam: " + v("9.5", ".1f") + " + " + v("8.5", ".1f") + " = **" + v("9.5+8.5", ".0f") + " h**, **MVR " + v("18*45", ",.2f") + "**."),
        U("When did Ibrahim start?"),
        A("At a quarter to nine in the evening on 12 June (" + v("datetime(2027,6,12,20,45)", "%H:%M") + ")."),
        U("And when did the first night end?"),
        A("S-41 ended at **[[05:30]]** on 12 June.", why="the smoke log has S-41 ending at 04:30 on 12 June; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("VH-0614-2 އޯޑަރުގެ ހިސާބު ހަދައިދީބަލަ."),
        C("get_order", {"order": "VH-0614-2"}, ORDER_3),
        A("**VH-0614-2** (Maldive Fish House، މާލެ):\n\n"
          "* ވަޅޯމަސް: 90 ކިލޯ × ރ. 210 = ރ. " + v("90*210", ",.2f") + "\n"
          "* ރިހާކުރު: 60 ފުޅި × ރ. 62 = ރ. " + v("60*62", ",.2f") + "\n"
          "* ޖުމްލަ: ރ. " + v("18900+3720", ",.2f") + " (ރ. " + v("20000", ",d") + " އަށްވުރެ ގިނަ) → 4% ޑިސްކައުންޓް: −ރ. " + v("22620*0.04", ",.2f") + "\n"
          "* ނެޓް: ރ. " + v("22620*0.96", ",.2f") + "؛ ޖީއެސްޓީ 8%: ރ. " + v("round(21715.2*0.08, 2)", ",.2f") + "\n"
          "* **ޖުމްލަ: ރ. " + v("21715.2+1737.22", ",.2f") + "**"),
        U("ކާޓަން ކިތައް؟"),
        A("* ވަޅޯމަސް: 90 ÷ " + v("0.25", ".2f") + " = " + v("90/0.25", ".0f") + " ޕެކެޓު → " + v("360/50", ".1f") + " → " + v("-(-360//50)", "d") + " ކާޓަން\n"
          "* ރިހާކުރު: 60 ÷ 24 = " + v("60/24", ".1f") + " → " + v("-(-60//24)", "d") + " ކާޓަން\n* **ޖުމްލަ " + v("8+3", "d") + " ކާޓަން**"),
        U("ލޯންޗު މާލެ ދާނީ ކޮން އިރަކު؟ ކިހާވަރެއް ހޭދަވާނެ؟"),
        A("* ފުރާނީ 16 ޖޫން ހެނދުނު 6:00، 610 މިނެޓު → **ހަވީރު "
          + v("'%d:%02d' % ((datetime(2027,6,16,6,0)+timedelta(minutes=610)).hour-12, (datetime(2027,6,16,6,0)+timedelta(minutes=610)).minute)", "s") + "**\n"
          "* ލޯންޗު: 265 × 2 × ރ. 18 = **ރ. " + v("265*2*18", ",d") + "**"),
        U("ޑޮލަރުން ކިތައް؟"),
        C("get_rate", {"date": "2027-06-15"}, RATE),
        A("* ރ. " + v("23452.42", ",.2f") + " ÷ 15.42 = **$" + v("23452.42/15.42", ",.2f") + "**"),
        U("ފައިސާ ދައްކަން ޖެހޭނީ ކޮން ދުވަހަކު؟"),
        A("* 16 ޖޫން + 21 ދުވަސް → **" + v("(date(2027,6,16)+timedelta(days=21)).day", "d") + " ޖުލައި 2027**"),
        U("ޖީއެސްޓީ އަނެއްކާވެސް ބުނެދީ."),
        A("* **ރ. [[1,773.22]]**", why="8% GST on the MVR 21,715.20 net is MVR 1,737.22; the model swapped two digits"),
    ),
    run(4, QWEN3,
        U("Pay for yesterday's sheet?"),
        C("get_worker_sheet", {"date": "2027-06-14"}, SHEET_4),
        A("| Worker | Task | Qty | Rule | Pay (MVR) |\n|---|---|---|---|---|\n"
          "| Mariyam Shifa | cleaning | 310 kg | 1.20 a kg | " + v("310*1.2", ".2f") + " |\n"
          "| Aishath Reema | cleaning | 285 kg | 1.20 a kg | " + v("285*1.2", ".2f") + " |\n"
          "| Hussain Fazeel | boiling | 11 h | 420 + 3 h × 65 | " + v("420+(11-8)*65", ".2f") + " |\n"
          "| Ali Rasheed | packing | 9 cartons | 12 a carton | " + v("9*12", ".2f") + " |\n"
          "| Hawwa Nazima | cleaning | 345 kg | 1.20 a kg | " + v("345*1.2", ".2f") + " |\n"
          "| Mohamed Zahir | boiling | 8 h | 420 | " + v("420", ".2f") + " |\n"
          "| **Total** | | | | **" + v("372+342+615+108+414+420", ",.2f") + "** |"),
        U("By task?"),
        A("| Task | Qty | Pay (MVR) |\n|---|---|---|\n| cleaning | " + v("310+285+345", "d") + " kg | " + v("372+342+414", ",.2f") + " |\n"
          "| boiling | " + v("11+8", "d") + " h | " + v("615+420", ",.2f") + " |\n| packing | 9 cartons | " + v("108", ".2f") + " |"),
        U("Mean cleaned per cleaner, and the valhoamas that fish gives?"),
        A("| Figure | Value |\n|---|---|\n| Mean per cleaner | " + v("940/3", ".2f") + " kg |\n| Valhoamas (20%) | " + v("940*0.2", ".0f") + " kg |\n"
          "| Packets of 250 g | " + v("188/0.25", ".0f") + " |"),
        U("Hussain's pay in dollars?"),
        C("get_rate", {"date": "2027-06-15"}, RATE),
        A("| MVR | MVR/USD | USD |\n|---|---|---|\n| " + v("615", ".2f") + " | 15.42 | **" + v("615/15.42", ".2f") + "** |"),
        U("Hawwa's pay?"),
        A("| Worker | Pay |\n|---|---|\n| Hawwa Nazima | **MVR [[441.00]]** |", why="Hawwa's 345 kg at MVR 1.20 are MVR 414.00; the model swapped two digits"),
    ),
    run(5, KIMI_K2,
        U("The Malé launch tonight: cost and arrival?"),
        C("get_dispatch", {"dispatch": "LN-0615"}, DISPATCH_5),
        A("<think>\n280 × 2 × 18 = " + v("280*2*18", ",d") + ", over the MVR 1,500 minimum. 21:15 + 640 min = "
          + v("datetime(2027,6,15,21,15)+timedelta(minutes=640)", "%H:%M") + " next day.\n</think>\n\n"
          "- Launch: **MVR " + v("280*2*18", ",d") + "**\n- Arrives **" + v("datetime(2027,6,15,21,15)+timedelta(minutes=640)", "%H:%M") + "** on "
          + v("(datetime(2027,6,15,21,15)+timedelta(minutes=640)).day", "d") + " June, five to eight in the morning"),
        U("How much valhoamas is on board and what is it worth?"),
        A("<think>\n68 cartons × 50 = " + v("68*50", ",d") + " packets × 0.25 kg = " + v("3400*0.25", ".0f") + " kg; × 210 = " + v("850*210", ",d") + ".\n</think>\n\n"
          "**" + v("850", "d") + " kg** (" + v("3400", ",d") + " packets), worth **MVR " + v("850*210", ",d") + "**."),
        U("Room left on the launch?"),
        A("<think>\n80 − 68.\n</think>\n\n**" + v("80-68", "d") + " cartons**."),
        U("The cargo's worth in dollars?"),
        C("get_rate", {"date": "2027-06-15"}, RATE),
        A("<think>\n178,500 / 15.42 = " + v("178500/15.42", ",.2f") + ".\n</think>\n\n**$[[11,757.88]]**",
          why="MVR 178,500 at 15.42 is $11,575.88; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("FV-3307 އިންވޮއިސް ދައްކަން ޖެހޭނީ ކޮން ދުވަހަކު؟"),
        C("get_invoice", {"number": "FV-3307"}, INVOICE_6),
        A("FV-3307 ގެ ތާރީޚަކީ 31 މެއި 2027؛ 21 ދުވަސް → **" + v("(date(2027,5,31)+timedelta(days=21)).day", "d") + " ޖޫން**، "
          "އަދި **" + v("(date(2027,6,21)-date(2027,6,15)).days", "d") + " ދުވަސް** ބާކީ. ޖުމްލަ: **ރ. " + v("33567.44", ",.2f") + "**."),
        U("ޑޮލަރުން ކިތައް؟"),
        A("އިންވޮއިސްގެ ރޭޓުން (1 USD = 15.40 MVR): ރ. " + v("33567.44", ",.2f") + " ÷ " + v("15.4", ".2f") + " = **$" + v("33567.44/15.4", ",.2f") + "**"),
        U("ޑިސްކައުންޓް ނެތިއްޔާ ކިތައް؟"),
        A("ރ. " + v("32376", ",.2f") + " × " + v("1.08", ".2f") + " = **ރ. " + v("32376*1.08", ",.2f") + "**؛ ޑިސްކައުންޓުން ރ. " + v("34966.08-33567.44", ",.2f") + " ސޭވްވި."),
        U("ކާޓަން ކިތައް ފޮނުވުނީ؟"),
        A("ވަޅޯމަސް: 140 ÷ " + v("0.25", ".2f") + " = " + v("140/0.25", ".0f") + " ޕެކެޓު → " + v("-(-560//50)", "d") + " ކާޓަން؛ ރިހާކުރު: 48 ÷ 24 = "
          + v("48//24", "d") + " ކާޓަން → **" + v("12+2", "d") + " ކާޓަން**"),
        U("ފައިސާ ދައްކަންޖެހޭ ދުވަސް އަނެއްކާ ބުނެދީ."),
        A("**[[22 ޖޫން]]**", why="the invoice of 31 May is due 21 days on, on 21 June; the model restated it a day on, with the Dhivehi month name"),
    ),
    run(7, SONNET45,
        U("Smoking batch SM-0615-1 started before six. When is it done, and what do the fans cost?"),
        C("get_batch", {"batch": "SM-0615-1"}, BATCH_7),
        A("**SM-0615-1** (1,800 kg, Dhumashi 1):\n\n- 1,800 / 600 = **" + v("1800/600", ".0f") + " batches** × 300 min = " + v("3*300", "d") + " min\n"
          "- Started 05:45 → done at **" + v("datetime(2027,6,15,5,45)+timedelta(minutes=900)", "%H:%M") + "**, a quarter to nine tonight\n"
          "- Fans: " + v("900/60", ".0f") + " h × 4 kWh = " + v("15*4", "d") + " kWh × MVR 2.95 = **MVR " + v("60*2.95", ".2f") + "**"),
        U("Valhoamas and cartons from it?"),
        A("- 1,800 × 20% = **" + v("1800*0.2", ".0f") + " kg** → " + v("360/0.25", ",.0f") + " packets\n- " + v("1440/50", ".1f") + " → **" + v("-(-1440//50)", "d") + " cartons**"),
        U("The truck collects 30 minutes after our drying rack booking ends. When?"),
        A("The drying rack is booked 06:00-09:30 on 16 June, so **" + v("datetime(2027,6,16,9,30)+timedelta(minutes=30)", "%H:%M") + "** on 16 June, ten in the morning."),
        U("What is it worth, and what do the cleaners get?"),
        A("- Worth: " + v("360", "d") + " kg × MVR 210 = **MVR " + v("360*210", ",d") + "**\n- Cleaners: 1,800 × MVR 1.20 = **MVR " + v("1800*1.2", ",.2f") + "**"),
        U("What's the export approval number on this batch?"),
        A("It's covered by MFDA export approval **[[MFDA-EXP-2027-0562]]**.", why="the batch record carries no approval number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Gan Island Grocers want 240 jars of rihaakuru. Cartons, price with GST?"),
        A("1. Cartons: 240 / 24 = **" + v("240//24", "d") + " cartons**\n2. Price: 240 × MVR 62 = MVR " + v("240*62", ",.2f") + " (under MVR 20,000: no discount)\n"
          "3. GST 8%: MVR " + v("14880*0.08", ",.2f") + " → **MVR " + v("14880*1.08", ",.2f") + "**"),
        U("How much fresh fish does that take, and what does it cost?"),
        A("1. Paste: 240 × 0.4 kg = " + v("240*0.4", ".0f") + " kg\n2. Rihaakuru is 5% of the fresh weight: 96 / 0.05 = **" + v("96/0.05", ",.0f") + " kg**\n"
          "3. 1,920 × MVR 28 = **MVR " + v("1920*28", ",.2f") + "**"),
        U("They also take 150 kg of valhoamas. Is freight free for them?"),
        C("get_buyer", {"buyer": "Gan Island Grocers"}, BUYER_8),
        A("1. Valhoamas: 150 / 0.25 = " + v("150/0.25", ".0f") + " packets → **" + v("-(-600//50)", "d") + " cartons**\n2. With the rihaakuru: " + v("12+10", "d") + " cartons\n"
          "3. Their threshold: 12 cartons → " + v("22", "d") + " ≥ 12 → **yes, free freight**"),
        U("The rihaakuru in dollars?"),
        C("get_rate", {"date": "2027-06-15"}, RATE),
        A("1. MVR " + v("16070.4", ",.2f") + " / 15.42\n2. **$" + v("16070.4/15.42", ",.2f") + "**"),
        U("Remind me how much fresh fish that was?"),
        A("1. Fresh fish for the paste: **[[480]] kg**", why="96 kg of rihaakuru at 5% takes 1,920 kg of fresh fish; the model divided by the valhoamas' 20% instead (a wrong step)"),
    ),
    run(9, HAIKU45,
        U("What valhoamas do we have in stock and what's it worth?"),
        C("get_carton_stock", {}, STOCK_9),
        A("- Cartons: 18 + 22 + 15 + 27 = **" + v("18+22+15+27", "d") + "**\n- Packets: 82 × 50 = **" + v("82*50", ",d") + "**\n"
          "- Valhoamas: 4,100 × 0.25 kg = **" + v("4100*0.25", ",.0f") + " kg**\n- Worth: 1,025 × MVR 210 = **MVR " + v("1025*210", ",d") + "**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-06-15"}, RATE),
        A("MVR " + v("215250", ",d") + " / 15.42 = **$" + v("215250/15.42", ",.2f") + "**."),
        U("How many launch trips to move it all?"),
        A("82 / 80 = " + v("82/80", ".3f") + " → **" + v("-(-82//80)", "d") + " trips**."),
        U("How many packets in VH-0608?"),
        A("VH-0608: **[[760]] packets**.", why="VH-0608 holds 15 cartons of 50, 750 packets; the model wrote it one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("May's landings: how much fish, what did it cost, and the mean price?"),
        C("get_landings", {"month": "2027-05"}, MONTH_10),
        A("<think>\nKilos: 980+1350+1120+760 = " + v("980+1350+1120+760", ",d") + ". Cost: " + v("980*27", ",d") + " + " + v("1350*28", ",d") + " + "
          + v("1120*28", ",d") + " + " + v("760*29", ",d") + " = " + v("26460+37800+31360+22040", ",d") + ".\n</think>\n\n"
          "- **" + v("4210", ",d") + " kg**, **MVR " + v("117660", ",d") + "**\n- Mean: **MVR " + v("117660/4210", ".2f") + " a kg**"),
        U("How much valhoamas, and how many cartons?"),
        A("<think>\n4210 × 0.2 = " + v("4210*0.2", ".0f") + " kg; / 0.25 = " + v("842/0.25", ",.0f") + " packets; / 50 = " + v("3368/50", ".2f") + ".\n</think>\n\n"
          "**" + v("842", "d") + " kg**, **" + v("-(-3368//50)", "d") + " cartons**."),
        U("Per vessel?"),
        A("<think>\nMaavahi: 980 + 1120; Kaani: 1350 + 760.\n</think>\n\n| Vessel | kg | MVR |\n|---|---|---|\n| Maavahi | " + v("980+1120", ",d") + " | "
          + v("26460+31360", ",d") + " |\n| Kaani | " + v("1350+760", ",d") + " | " + v("37800+22040", ",d") + " |"),
        U("The biggest landing's share of the month?"),
        A("<think>\n1350 / 4210 = " + v("1350/4210*100", ".1f") + "%.\n</think>\n\n[[1,530]] kg on 11 May, **" + v("1350/4210*100", ".1f") + "%** of the month.",
          why="the biggest landing, on 11 May, was 1,350 kg; the model restated it with two digits swapped"),
    ),
    run(11, GROK41,
        U("Valhoamas per kg and a rihaakuru jar, in dollars?"),
        C("get_rate", {"date": "2027-06-15"}, RATE),
        A("Valhoamas $" + v("210/15.42", ".2f") + "/kg, rihaakuru $" + v("62/15.42", ".2f") + " a jar."),
        U("A resort shop sells our valhoamas 30% dearer than us. Their price per kg?"),
        A("MVR " + v("210*1.3", ".2f") + "."),
        U("And a packet at their price?"),
        A("MVR " + v("273*0.25", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("Someone wants 30 packets of valhoamas. Cartons?"),
        A(v("-(-30//50)", "d") + " carton."),
        U("Price?"),
        A("MVR " + v("30*0.25*210", ",.2f") + "."),
        U("With GST?"),
        A("MVR " + v("1575*1.08", ",.2f") + "."),
        U("Fresh fish for that?"),
        A(v("30*0.25/0.2", ".1f") + " kg."),
    ),
]
