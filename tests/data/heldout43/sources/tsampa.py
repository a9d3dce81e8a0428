"""tsampa runs: the assistant of a tsampa mill near Shigatse, Tibet (tools designed for this set: a
purchase, an order, a truck dispatch, a roasting batch and the day's rate as JSON, the mill log, the
workers' sheet and a month's purchases as CSV text, the sack stock as a markdown table, an invoice as
plain text), with barley in 50 kg bags, what cleaning and roasting leave and the barley back from the
tsampa, tsampa rounded up to 25 kg sacks, roasting pans into an end clock and the roaster's coal,
night grinding across midnight into the miller's hours, roasters by the kilo and packers by the sack,
a discount from 500 kg and VAT on top, a truck by the km both ways, payment days, dollars at the day's
rate; tool results and answers written here, in the styles of GPT-5.1 and Gemini 3 Pro in Tibetan
(Tibetan digits, a comma between thousands, month-and-day dates and 12-hour clocks with the time of
day in words: `སྒོར་༡༡,༥༢༠`, `ཀི་ལོ་༡,༥༥༥.༢`, `ཟླ་༡༡ ཚེས་༣`, `ཕྱི་དྲོ་ཆུ་ཚོད་༡:༠༠`), Claude Opus 4.5,
Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2
(`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout43_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout43_tsampa import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"tsampa-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def b(expr: str, spec: str = ",.0f") -> str:
    """A computed value in Tibetan digits, a comma between thousands."""
    return v(f"bo({expr}, '{spec}')", "s")


RATE = {"date": "2027-10-12", "cny_per_usd": 7.05, "source": "PBOC central parity"}
PURCHASE_1 = {"lot": "NS-1008", "seller": "Panam Barley Co-operative", "bags": 36, "kg_per_bag": 50, "price_per_kg": 6.4,
              "received": "2027-10-08", "variety": "white"}
MILL_2 = csv("batch,start,end,kg_in", "M-61,2027-10-09 20:10,2027-10-10 05:40,540", "M-62,2027-10-10 21:30,2027-10-11 06:00,510",
             "M-63,2027-10-11 19:45,2027-10-12 05:15,570")
ORDER_3 = {"order": "ZS-1011-3", "buyer": "Barkhor Tsampa Shop, Lhasa", "white_kg": 400, "black_kg": 150, "ordered": "2027-10-11",
           "dispatch": "2027-10-14T08:00", "km_one_way": 270, "drive_minutes": 300}
SHEET_4 = csv("worker,date,task,qty", "Tsering Dolma,2027-10-11,roasting,420", "Pasang Tashi,2027-10-11,roasting,385",
              "Yangchen Lhamo,2027-10-11,packing,46", "Dawa Norbu,2027-10-11,roasting,398", "Pema Choedon,2027-10-11,packing,38")
DISPATCH_5 = {"dispatch": "KC-1012", "to": "Nagqu", "km_one_way": 560, "departs": "2027-10-12T20:20", "drive_minutes": 610,
              "sacks": 72, "kind": "white", "driver": "Migmar Tsering"}
INVOICE_6 = """NAMGYAL TSAMPA MILL, SHIGATSE                      INVOICE NT-2291
Date: 2027-09-28
Buyer: Gyantse Dzong Restaurant
White barley tsampa        350 kg x 18.00          6,300.00
Black barley tsampa        200 kg x 24.00          4,800.00
Subtotal                                          11,100.00
Discount 5% (500 kg or more)                        -555.00
Net                                               10,545.00
VAT 9%                                               949.05
Total (CNY)                                       11,494.05
Payable within 20 days of the invoice date"""
BATCH_7 = {"batch": "RG-1012-1", "lot": "NS-1002", "barley_kg": 1250, "start": "2027-10-12T06:40", "roaster": "Kelsang Wangdu"}
STOCK_9 = ("| lot | kind | sacks | kg per sack |\n|---|---|---|---|\n| TS-0921 | white | 32 | 25 |\n| TS-0925 | black | 14 | 25 |\n"
           "| TS-1002 | white | 27 | 25 |\n| TS-1006 | black | 9 | 25 |")
MONTH_10 = csv("date,bags,price_per_kg", "2027-09-07,28,6.20", "2027-09-14,40,6.35", "2027-09-21,33,6.40", "2027-09-28,45,6.50")

RUNS = [
    run(1, GPT51,
        U("བཀྲ་ཤིས་བདེ་ལེགས། NS-1008 ཐོག་ནས་ཀི་ལོ་ག་ཚོད་འབྱོར་སོང་། གོང་ག་ཚོད་རེད།"),
        C("get_purchase", {"lot": "NS-1008"}, PURCHASE_1),
        A("NS-1008 (ཟླ་" + v("tib('10')", "s") + " ཚེས་" + v("tib('8')", "s") + " ཉིན་འབྱོར།):\n\n"
          "- སྒྱེ་མོ་" + b("36") + " × ཀི་ལོ་" + b("50") + " = **ཀི་ལོ་" + b("36*50") + "**\n"
          "- " + b("1800") + " × སྒོར་" + b("6.4", ".2f") + " = **སྒོར་" + b("1800*6.4") + "**"),
        U("དེ་ལས་རྩམ་པ་ཀི་ལོ་ག་ཚོད་ཐོན་གྱི་རེད།"),
        A("- འདག་སེལ་རྗེས་ " + b("96") + "%: " + b("1800") + " × " + b("0.96", ".2f") + " = **ཀི་ལོ་" + b("1800*0.96") + "**\n"
          "- རྔོད་རྗེས་ " + b("90") + "%: " + b("1728") + " × " + b("0.9", ".1f") + " = **ཀི་ལོ་" + b("1728*0.9", ",.1f") + "** རྩམ་པ།"),
        U("སྒྱེ་མོ་ག་ཚོད་དགོས། རིན་ཐང་ག་ཚོད།"),
        A("- " + b("1555.2", ",.1f") + " ÷ " + b("25") + " → **སྒྱེ་མོ་" + b("-(-1555.2//25)") + "**\n"
          "- " + b("1555.2", ",.1f") + " × སྒོར་" + b("18") + " = **སྒོར་" + b("1555.2*18", ",.2f") + "**"),
        U("ནས་ཀྱི་གོང་ཕྱིར་བཏོན་ན་ག་ཚོད་ལྷག"),
        A("སྒོར་" + b("27993.6", ",.2f") + " − སྒོར་" + b("11520") + " = **སྒོར་" + b("27993.6-11520", ",.2f") + "**"),
        U("རྔོད་མཁན་དང་ཐུམ་སྒྲིལ་བའི་གླ་ཕོགས་ག་ཚོད།"),
        A("- རྔོད་མཁན། ཀི་ལོ་" + b("1728") + " × སྒོར་" + b("0.35", ".2f") + " = **སྒོར་" + b("1728*0.35", ",.2f") + "**\n"
          "- ཐུམ་སྒྲིལ་བ། སྒྱེ་མོ་" + b("63") + " × སྒོར་" + b("3") + " = **སྒོར་" + b("63*3") + "**"),
        U("སྒྱེ་མོ་ག་ཚོད་ཟེར་སོང་།"),
        A("**སྒྱེ་མོ་[[༦༨]]**", why="1,555.2 kg of tsampa fill 63 sacks of 25 kg rounded up; the model restated it one digit off, in Tibetan digits"),
    ),
    run(2, OPUS45,
        U("How did the night grinding go the last three nights, and what do we owe the miller?"),
        C("get_mill_log", {"from": "2027-10-09"}, MILL_2),
        A("| Batch | Start | End | Hours | kg in | kg/h | Miller (CNY) |\n|---|---|---|---|---|---|---|\n"
          "| M-61 | 20:10 | 05:40 | " + v("(datetime(2027,10,10,5,40)-datetime(2027,10,9,20,10)).seconds/3600", ".1f") + " | 540 | " + v("540/9.5", ".1f") + " | " + v("(datetime(2027,10,10,5,40)-datetime(2027,10,9,20,10)).seconds/3600*22", ".2f") + " |\n"
          "| M-62 | 21:30 | 06:00 | " + v("(datetime(2027,10,11,6,0)-datetime(2027,10,10,21,30)).seconds/3600", ".1f") + " | 510 | " + v("510/8.5", ".1f") + " | " + v("(datetime(2027,10,11,6,0)-datetime(2027,10,10,21,30)).seconds/3600*22", ".2f") + " |\n"
          "| M-63 | 19:45 | 05:15 | " + v("(datetime(2027,10,12,5,15)-datetime(2027,10,11,19,45)).seconds/3600", ".1f") + " | 570 | " + v("570/9.5", ".1f") + " | " + v("(datetime(2027,10,12,5,15)-datetime(2027,10,11,19,45)).seconds/3600*22", ".2f") + " |\n\n"
          "Miller: " + v("9.5+8.5+9.5", ".1f") + " h × 22 = **" + v("27.5*22", ",.2f") + " CNY**."),
        U("Mean night?"),
        A("(" + v("9.5", ".1f") + " + " + v("8.5", ".1f") + " + " + v("9.5", ".1f") + ") / 3 = **" + v("27.5/3", ".2f") + " h**."),
        U("How much was ground, and how many sacks is that?"),
        A("540 + 510 + 570 = **" + v("540+510+570", ",d") + " kg**, which fills **" + v("-(-1620//25)", "d") + " sacks** of 25 kg (" + v("1620/25", ".1f") + ", rounded up)."),
        U("When did M-62 finish?"),
        A("M-62 finished at **[[07:00]]** on 11 October.", why="the mill log has M-62 ending at 06:00 on 11 October; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("ZS-1011-3 ཉོ་འཆར་གྱི་རྩིས་རྒྱོབ་དང་།"),
        C("get_order", {"order": "ZS-1011-3"}, ORDER_3),
        A("* **ནས་དཀར་རྩམ་པ**: ཀི་ལོ་" + b("400") + " × སྒོར་" + b("18") + " = སྒོར་" + b("400*18") + "\n* **ནས་ནག་རྩམ་པ**: ཀི་ལོ་" + b("150") + " × སྒོར་" + b("24") + " = སྒོར་" + b("150*24") + "\n"
          "* བསྡོམས་ སྒོར་" + b("7200+3600") + "; ཀི་ལོ་" + b("400+150") + " (" + b("500") + " ལས་མང་) → ཆག་ཡང་ " + b("5") + "% −སྒོར་" + b("10800*0.05") + "\n"
          "* གཙང་རིན་ སྒོར་" + b("10800*0.95") + "; ཁྲལ་ " + b("9") + "%: སྒོར་" + b("10260*0.09", ",.2f") + "\n* **ཁྱོན་བསྡོམས། སྒོར་" + b("10260*1.09", ",.2f") + "**"),
        U("སྒྱེ་མོ་ག་ཚོད་རེད། ཁ་ལོ་ལྷ་སར་ནམ་སླེབ།"),
        A("* སྒྱེ་མོ། " + b("400//25") + " + " + b("150//25") + " = **" + b("16+6") + "**\n"
          "* ཁ་ལོ། ཟླ་" + v("tib('10')", "s") + " ཚེས་" + v("tib('14')", "s") + " སྔ་དྲོ་ཆུ་ཚོད་" + v("tib('8:00')", "s") + " ལ་ཐོན། སྐར་མ་" + b("300") + " → **ཕྱི་དྲོ་ཆུ་ཚོད་" + v("tib('%d:%02d' % ((datetime(2027,10,14,8,0)+timedelta(minutes=300)).hour-12, (datetime(2027,10,14,8,0)+timedelta(minutes=300)).minute))", "s") + "**\n"
          "* ཁ་ལོའི་གླ། " + b("270") + " × " + b("2") + " × སྒོར་" + b("4.5", ".2f") + " = **སྒོར་" + b("270*2*4.5") + "**"),
        U("ཨ་སྒོར་ལ་ག་ཚོད།"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("* སྒོར་" + b("11183.4", ",.2f") + " ÷ " + b("7.05", ".2f") + " = **$" + b("11183.4/7.05", ",.2f") + "**"),
        U("དངུལ་ནམ་སྤྲོད་དགོས།"),
        A("* ཟླ་" + v("tib('10')", "s") + " ཚེས་" + v("tib('14')", "s") + " ལ་བསྐུར། ཉིན་" + b("20") + " → **ཟླ་" + v("tib('%d' % (date(2027,10,14)+timedelta(days=20)).month)", "s") + " ཚེས་" + v("tib('%d' % (date(2027,10,14)+timedelta(days=20)).day)", "s") + "**"),
        U("ཁྲལ་ག་ཚོད་ཡིན་ནམ།"),
        A("* **སྒོར་[[༩༣༢.༤༠]]**", why="the VAT on the 10,260 CNY net is 923.40 CNY; the model restated it with two digits swapped, in Tibetan digits"),
    ),
    run(4, QWEN3,
        U("Pay for yesterday's sheet?"),
        C("get_worker_sheet", {"date": "2027-10-11"}, SHEET_4),
        A("| Worker | Task | Qty | Rate | Pay (CNY) |\n|---|---|---|---|---|\n"
          "| Tsering Dolma | roasting | 420 kg | 0.35 | " + v("420*0.35", ".2f") + " |\n| Pasang Tashi | roasting | 385 kg | 0.35 | " + v("385*0.35", ".2f") + " |\n"
          "| Yangchen Lhamo | packing | 46 sacks | 3 | " + v("46*3", ".2f") + " |\n| Dawa Norbu | roasting | 398 kg | 0.35 | " + v("398*0.35", ".2f") + " |\n"
          "| Pema Choedon | packing | 38 sacks | 3 | " + v("38*3", ".2f") + " |\n| **Total** | | | | **" + v("147+134.75+138+139.3+114", ".2f") + "** |"),
        U("Mean roasted per roaster, and the tsampa it gives?"),
        A("| Item | Value |\n|---|---|\n| Roasted | " + v("420+385+398", ",d") + " kg |\n| Mean per roaster | " + v("(420+385+398)/3", ".0f") + " kg |\n"
          "| Tsampa at 90% | " + v("1203*0.9", ",.1f") + " kg |"),
        U("Tsering's pay in dollars?"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("| CNY | CNY/USD | USD |\n|---|---|---|\n| " + v("147", ".2f") + " | 7.05 | **" + v("147/7.05", ".2f") + "** |"),
        U("Pasang's pay?"),
        A("| Worker | Pay |\n|---|---|\n| Pasang Tashi | **[[143.75]] CNY** |", why="Pasang's 385 kg at 0.35 CNY are 134.75 CNY; the model swapped two digits"),
    ),
    run(5, KIMI_K2,
        U("The Nagqu truck tonight: cost and arrival?"),
        C("get_dispatch", {"dispatch": "KC-1012"}, DISPATCH_5),
        A("<think>\n560 × 2 × 4.50 = " + v("560*2*4.5", ",.0f") + ", over the 300 minimum. 20:20 + 610 min = " + v("datetime(2027,10,12,20,20)+timedelta(minutes=610)", "%H:%M") + " next day.\n</think>\n\n"
          "- Truck: **" + v("560*2*4.5", ",.0f") + " CNY**\n- Arrives **" + v("datetime(2027,10,12,20,20)+timedelta(minutes=610)", "%H:%M") + "** on " + v("(datetime(2027,10,12,20,20)+timedelta(minutes=610)).day", "d") + " October"),
        U("Tsampa on board and its value?"),
        A("<think>\n72 sacks × 25 = " + v("72*25", ",d") + " kg white; × 18 = " + v("1800*18", ",d") + ".\n</think>\n\n**" + v("1800", ",d") + " kg**, worth **" + v("1800*18", ",d") + " CNY**."),
        U("Room left on the truck?"),
        A("<think>\n80 − 72.\n</think>\n\n**" + v("80-72", "d") + " sacks**."),
        U("Truck cost again?"),
        A("<think>\n560 × 2 × 4.50 = " + v("560*2*4.5", ",.0f") + ".\n</think>\n\n**[[5,400]] CNY**", why="560 km both ways at 4.50 CNY is 5,040 CNY; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("NT-2291 འཛིན་ཤོག་གི་དངུལ་ནམ་སྤྲོད་དགོས།"),
        C("get_invoice", {"number": "NT-2291"}, INVOICE_6),
        A("NT-2291 ནི་ " + b("2027", "d") + " ལོའི་ཟླ་" + v("tib('9')", "s") + " ཚེས་" + v("tib('28')", "s") + " ལ་བཟོས། ཉིན་" + b("20") + " → **ཟླ་" + v("tib('%d' % (date(2027,9,28)+timedelta(days=20)).month)", "s") + " ཚེས་" + v("tib('%d' % (date(2027,9,28)+timedelta(days=20)).day)", "s") + "**, ད་དུང་ཉིན་"
          + v("tib('%d' % (date(2027,10,18)-date(2027,10,12)).days)", "s") + " ལྷག ཁྱོན་བསྡོམས་ **སྒོར་" + b("11494.05", ",.2f") + "**།"),
        U("ཨ་སྒོར་ལ་ག་ཚོད།"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("སྒོར་" + b("11494.05", ",.2f") + " ÷ " + b("7.05", ".2f") + " = **$" + b("11494.05/7.05", ",.2f") + "**"),
        U("ཆག་ཡང་མེད་ན་ག་ཚོད་ཡོང་གི་རེད།"),
        A("སྒོར་" + b("11100", ",.2f") + " × " + b("1.09", ".2f") + " = **སྒོར་" + b("11100*1.09", ",.2f") + "**; ཆག་ཡང་གིས་སྒོར་" + b("12099-11494.05", ",.2f") + " ཉར།"),
        U("སྒྱེ་མོ་ག་ཚོད་བསྐུར།"),
        A(b("350") + " ÷ " + b("25") + " = " + b("350//25") + ", " + b("200") + " ÷ " + b("25") + " = " + b("200//25") + " → **སྒྱེ་མོ་" + b("14+8") + "**།"),
        U("ཁྲལ་ག་ཚོད།"),
        A("**སྒོར་" + b("949.05", ",.2f") + "**"),
        U("མཐའ་མའི་ཚེས་གྲངས་ཡང་བསྐྱར་ཤོད།"),
        A("**[[ཟླ་༡༠ ཚེས་༡༩]]**", why="the invoice of 28 September is due 20 days on, on 18 October; the model restated it a day on, in Tibetan digits"),
    ),
    run(7, SONNET45,
        U("Roasting batch RG-1012-1 started this morning. When will the pans be done, and what will the roaster burn?"),
        C("get_batch", {"batch": "RG-1012-1"}, BATCH_7),
        A("**RG-1012-1** (lot NS-1002, 1,250 kg barley):\n\n- Cleaned: 1,250 × 0.96 = " + v("1250*0.96", ",.0f") + " kg\n"
          "- " + v("1200", ",d") + " / 40 = " + v("1200/40", ".0f") + " pans × 18 min = " + v("30*18", "d") + " min\n"
          "- Started 06:40 → done at **" + v("datetime(2027,10,12,6,40)+timedelta(minutes=540)", "%H:%M") + "**\n"
          "- Coal: " + v("540/60", ".0f") + " h × 15 kg = **" + v("540/60*15", ".0f") + " kg**, **" + v("135*1.2", ".2f") + " CNY**"),
        U("What tsampa should it give?"),
        A("- " + v("1200", ",d") + " × 0.90 = **" + v("1200*0.9", ",.0f") + " kg**\n- " + v("1080/25", ".1f") + " → **" + v("-(-1080//25)", "d") + " sacks** of 25 kg"),
        U("Worth, as white tsampa?"),
        A(v("1080", ",d") + " × 18 = **" + v("1080*18", ",d") + " CNY**."),
        U("And the roasters for it?"),
        A(v("1200", ",d") + " × 0.35 = **" + v("1200*0.35", ".2f") + " CNY**."),
        U("What's the food production licence number on this batch?"),
        A("Its licence is **[[SC-1054-2309-7716]]**.", why="the batch record carries no licence number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("A buyer wants 600 kg of black barley tsampa. Sacks, price with discount and VAT, and barley we need?"),
        A("1. Sacks: 600 / 25 = **" + v("600/25", ".0f") + " sacks**\n"
          "2. Price: 600 × 24 = " + v("600*24", ",d") + " CNY; 5% off: " + v("14400*0.95", ",.2f") + "\n"
          "3. VAT 9%: " + v("13680*0.09", ",.2f") + " → **" + v("13680*1.09", ",.2f") + " CNY**\n"
          "4. Barley: 600 / (0.96 × 0.9) = " + v("600/(0.96*0.9)", ",.2f") + " kg → **" + v("-(-(600/(0.96*0.9))//50)", ".0f") + " bags** of 50 kg, " + v("600/(0.96*0.9)*6.4", ",.2f") + " CNY"),
        U("Roasters for it?"),
        A("1. Cleaned: 600 / 0.9 = " + v("600/0.9", ".2f") + " kg\n2. × 0.35 = **" + v("600/0.9*0.35", ".2f") + " CNY**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("1. " + v("14911.2", ",.2f") + " / 7.05\n2. **" + v("14911.2/7.05", ",.2f") + " USD**"),
        U("Barley again, in kg?"),
        A("1. 600 / 0.96\n2. **[[625.00]] kg**", why="the barley for 600 kg of tsampa is 600 / (0.96 x 0.9) = 694.44 kg; the model left out roasting's 90% in a wrong step"),
    ),
    run(9, HAIKU45,
        U("What's our sack stock worth?"),
        C("get_stock", {}, STOCK_9),
        A("- **White**: (32 + 27) × 25 = " + v("(32+27)*25", ",d") + " kg × 18 = **" + v("1475*18", ",d") + " CNY**\n"
          "- **Black**: (14 + 9) × 25 = " + v("(14+9)*25", "d") + " kg × 24 = **" + v("575*24", ",d") + " CNY**\n"
          "- Total **" + v("26550+13800", ",d") + " CNY**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A(v("40350", ",d") + " / 7.05 = **$" + v("40350/7.05", ",.2f") + "**."),
        U("Trucks to move it all?"),
        A(v("32+14+27+9", "d") + " sacks at 80 a truck → **" + v("-(-82//80)", "d") + " trips**."),
        U("How many kg in TS-1002?"),
        A("**[[657]] kg**.", why="TS-1002 holds 27 sacks of 25 kg, 675 kg; the model swapped two digits"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("September's barley purchases: bags, kg, cost and the mean price?"),
        C("get_purchases", {"month": "2027-09"}, MONTH_10),
        A("<think>\nBags 28+40+33+45 = " + v("28+40+33+45", "d") + "; kg × 50 = " + v("146*50", ",d") + ".\n"
          "Cost: " + v("28*50", ",d") + "×6.20=" + v("28*50*6.2", ",.2f") + ", " + v("40*50", ",d") + "×6.35=" + v("40*50*6.35", ",.2f") + ", " + v("33*50", ",d") + "×6.40=" + v("33*50*6.4", ",.2f") + ", " + v("45*50", ",d") + "×6.50=" + v("45*50*6.5", ",.2f") + ".\n</think>\n\n"
          "- **" + v("146", "d") + " bags**, **" + v("7300", ",d") + " kg**\n- Cost **" + v("8680+12700+10560+14625", ",.2f") + " CNY**\n"
          "- Mean **" + v("46565/7300", ".2f") + " CNY/kg**"),
        U("Tsampa from it?"),
        A("<think>\n" + v("7300", ",d") + " × 0.96 × 0.90.\n</think>\n\n**" + v("7300*0.96*0.9", ",.1f") + " kg**"),
        U("Biggest purchase's share of the bags?"),
        A("<think>\n45 / " + v("146", "d") + ".\n</think>\n\n**" + v("45/146*100", ".2f") + "%** (28 September)."),
        U("Total bags again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[164]] bags**", why="September's four purchases were 146 bags; the model swapped two digits"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("1 USD = 7.05 CNY."),
        U("white kg usd"),
        A("$" + v("18/7.05", ".2f") + "."),
        U("black kg usd"),
        A("$" + v("24/7.05", ".2f") + "."),
        U("barley kg usd"),
        A("$" + v("6.4/7.05", ".2f") + "."),
        U("sack of white usd"),
        A("$" + v("25*18/7.05", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("60 kg black tsampa for a monastery kitchen, sacks?"),
        A(v("-(-60//25)", "d") + " sacks."),
        U("price?"),
        A(v("60*24", ",d") + " CNY, no discount under 500 kg."),
        U("with vat?"),
        A(v("1440*1.09", ",.2f") + " CNY."),
        U("barley behind it?"),
        A(v("60/(0.96*0.9)", ".2f") + " kg."),
        U("roasters?"),
        A(v("60/0.9*0.35", ".2f") + " CNY."),
    ),
]
