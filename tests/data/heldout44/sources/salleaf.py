"""salleaf runs: the assistant of a sal leaf plate co-operative in Dumka, Jharkhand (tools designed for this
set: a purchase, an order, a truck dispatch, a press batch, a buyer and the day's rate as JSON, the drying
log, the workers' sheet and a month's purchases as CSV text, the carton stock as a markdown table, a tax
invoice as plain text), with leaves in bundles of 100, plates and bowls stitched from them and what the
press rejects, the leaves back from a count of good bowls, pieces through packets of 50 into cartons of 20
packets rounded up, the press's pieces an hour into an end clock and its power, the night drying shed
across midnight into the watchman's hours, stitchers by the piece, packers by the carton and press
operators by the day with overtime, group figures over the sheet's task column, a discount from 20,000
pieces and GST on top, a truck by the km both ways, payment days, a buyer's credit threshold applied to an
earlier answer's cartons, a collection 45 minutes after a drying booking ends, clocks in words, a price 25%
more than the list, dollars at the day's rate; tool results and answers written here, in the styles of
GPT-5.1 and Gemini 3 Pro in Santali (Ol Chiki script and digits grouped in lakhs, English month names in Ol
Chiki and clocks with the time of day in words: `₹᱓᱑,᱕᱐᱐`, `᱑,᱒᱖,᱐᱐᱐ ᱥᱟᱠᱟᱢ`, `ᱱᱚᱵᱷᱮᱢᱵᱚᱨ ᱑᱙`,
`ᱥᱮᱛᱟᱜ ᱘:᱓᱕`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2
Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout44_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout44_salleaf import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"salleaf-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def s(expr: str, decimals: int = 0) -> str:
    """A computed value in Ol Chiki digits grouped in lakhs."""
    return v(f"sat({expr}, {decimals})", "s")


def ot(text: str) -> str:
    """A clock or a day read from the run, respelled in Ol Chiki digits."""
    return v(f"olck('{text}')", "s")


RATE = {"date": "2027-11-23", "inr_per_usd": 84.6, "source": "RBI reference rate"}
PURCHASE_1 = {"lot": "SL-1119", "collectors": "Kathikund women's group", "bundles": 1260, "leaves_per_bundle": 100,
              "price_per_bundle": 25, "received": "2027-11-19"}
DRY_2 = csv("shed,start,end,bundles", "D-31,2027-11-20 18:30,2027-11-21 06:00,310", "D-32,2027-11-21 19:15,2027-11-22 05:45,280",
            "D-33,2027-11-22 18:50,2027-11-23 06:50,340")
ORDER_3 = {"order": "SLO-1122-4", "buyer": "Hotel Basera, Deoghar", "plates": 18000, "bowls": 6000, "ordered": "2027-11-22",
           "dispatch": "2027-11-25T06:45", "km_one_way": 68, "drive_minutes": 110}
SHEET_4 = csv("worker,date,task,qty", "Sumi Hansdah,2027-11-22,stitching,2150", "Budhan Murmu,2027-11-22,packing,14",
              "Malati Tudu,2027-11-22,stitching,1980", "Somai Hembrom,2027-11-22,press,11", "Phulmani Soren,2027-11-22,stitching,2240",
              "Lakhan Besra,2027-11-22,packing,11")
DISPATCH_5 = {"dispatch": "TK-1123", "to": "Kolkata", "km_one_way": 330, "departs": "2027-11-23T21:50", "drive_minutes": 470,
              "cartons": 104, "product": "plates", "driver": "Ramesh Kisku"}
INVOICE_6 = """SANTHAL PARGANA SAL LEAF CO-OPERATIVE, DUMKA     TAX INVOICE SLC/27-28/0412
Date: 2027-11-04
Buyer: Annapurna Caterers, Dhanbad
Sal leaf plates           30,000 x 2.40         72,000.00
Sal leaf bowls            12,000 x 1.10         13,200.00
Subtotal                                        85,200.00
Discount 4% (20,000 pieces or more)             -3,408.00
Taxable value                                   81,792.00
GST 5%                                           4,089.60
Total (INR)                                     85,881.60
Payable within 30 days of the invoice date"""
BATCH_7 = {"batch": "HP-1123-1", "lot": "SL-1117", "leaves": 57600, "product": "plates", "start": "2027-11-23T07:20",
           "operator": "Somai Hembrom", "drying_shed_booked": "2027-11-23 16:00 to 2027-11-24 06:30"}
BUYER_8 = {"buyer": "Tarapith Temple Trust", "credit_from_cartons": 12, "credit_days": 30, "city": "Birbhum"}
STOCK_9 = ("| lot | product | cartons | per carton |\n|---|---|---|---|\n| PL-1102 | plates | 26 | 20 packets of 50 |\n"
           "| BW-1105 | bowls | 12 | 20 packets of 50 |\n| PL-1111 | plates | 31 | 20 packets of 50 |\n| BW-1118 | bowls | 9 | 20 packets of 50 |")
MONTH_10 = csv("date,bundles,price_per_bundle", "2027-10-04,820,24", "2027-10-11,1150,25", "2027-10-18,960,25", "2027-10-25,1340,26")

RUNS = [
    run(1, GPT51,
        U("ᱡᱚᱦᱟᱨ᱾ SL-1119 ᱨᱮ ᱛᱤᱱᱟᱹᱜ ᱥᱟᱠᱟᱢ ᱦᱮᱡ ᱟᱠᱟᱱᱟ, ᱟᱨ ᱫᱟᱢ ᱛᱤᱱᱟᱹᱜ?"),
        C("get_purchase", {"lot": "SL-1119"}, PURCHASE_1),
        A("SL-1119 (ᱱᱚᱵᱷᱮᱢᱵᱚᱨ " + ot("19") + " ᱨᱮ ᱦᱮᱡ ᱟᱠᱟᱱᱟ):\n\n"
          "- " + s("1260") + " ᱵᱚᱱᱰᱤᱞ × " + s("100") + " = **" + s("1260*100") + " ᱥᱟᱠᱟᱢ**\n"
          "- " + s("1260") + " × ₹" + s("25") + " = **₹" + s("1260*25") + "**"),
        U("ᱱᱚᱣᱟ ᱠᱷᱚᱱ ᱛᱤᱱᱟᱹᱜ ᱯᱟᱛᱟᱞ ᱦᱩᱭᱩᱜᱼᱟ?"),
        A("- ᱢᱤᱫᱴᱟᱹᱝ ᱯᱟᱛᱟᱞ ᱨᱮ " + s("6") + " ᱥᱟᱠᱟᱢ: " + s("126000") + " ÷ " + s("6") + " = " + s("126000/6") + " ᱯᱟᱛᱟᱞ ᱥᱤᱣᱟᱹᱭ\n"
          "- " + s("96") + "% ᱵᱮᱥ: " + s("21000") + " × " + s("0.96", 2) + " = **" + s("21000*0.96") + " ᱯᱟᱛᱟᱞ**"),
        U("ᱛᱤᱱᱟᱹᱜ ᱯᱮᱠᱮᱴ ᱟᱨ ᱛᱤᱱᱟᱹᱜ ᱠᱟᱨᱴᱚᱱ?"),
        A("- " + s("20160") + " ÷ " + s("50") + " = " + s("20160/50", 1) + " → **" + s("-(-20160//50)") + " ᱯᱮᱠᱮᱴ**\n"
          "- " + s("404") + " ÷ " + s("20") + " = " + s("404/20", 1) + " → **" + s("-(-404//20)") + " ᱠᱟᱨᱴᱚᱱ**"),
        U("ᱫᱟᱢ ᱛᱤᱱᱟᱹᱜ ᱦᱩᱭᱩᱜᱼᱟ? ᱥᱟᱠᱟᱢ ᱫᱟᱢ ᱵᱟᱹᱜᱤ ᱠᱟᱛᱮ ᱪᱮᱫ ᱛᱟᱦᱮᱸᱱᱟ?"),
        A("- " + s("20160") + " × ₹" + s("2.4", 2) + " = **₹" + s("20160*2.4") + "**\n"
          "- ₹" + s("48384") + " − ₹" + s("31500") + " = **₹" + s("48384-31500") + "**"),
        U("ᱥᱤᱣᱟᱹᱭ ᱟᱨ ᱯᱮᱠᱤᱝ ᱠᱟᱹᱢᱤᱭᱟᱹ ᱠᱚᱣᱟᱜ ᱵᱮᱛᱚᱱ?"),
        A("- ᱥᱤᱣᱟᱹᱭ: " + s("21000") + " × ₹" + s("0.2", 2) + " = **₹" + s("21000*0.2") + "**\n"
          "- ᱯᱮᱠᱤᱝ: " + s("21") + " ᱠᱟᱨᱴᱚᱱ × ₹" + s("8") + " = **₹" + s("21*8") + "**"),
        U("ᱯᱮᱠᱮᱴ ᱛᱤᱱᱟᱹᱜ ᱞᱟᱹᱭ ᱞᱮᱫᱟ?"),
        A("**[[᱔᱔᱐]] ᱯᱮᱠᱮᱴ**", why="20,160 good plates fill 404 packets of 50 rounded up; the model restated it with two digits swapped, in Ol Chiki digits"),
    ),
    run(2, OPUS45,
        U("How did the drying shed nights go, and what do we owe the watchman?"),
        C("get_drying_log", {"from": "2027-11-20"}, DRY_2),
        A("| Shed | Start | End | Hours | Bundles | Watchman (INR) |\n|---|---|---|---|---|---|\n"
          "| D-31 | 18:30 | 06:00 | " + v("(datetime(2027,11,21,6,0)-datetime(2027,11,20,18,30)).seconds/3600", ".1f") + " | 310 | " + v("11.5*55", ".2f") + " |\n"
          "| D-32 | 19:15 | 05:45 | " + v("(datetime(2027,11,22,5,45)-datetime(2027,11,21,19,15)).seconds/3600", ".1f") + " | 280 | " + v("10.5*55", ".2f") + " |\n"
          "| D-33 | 18:50 | 06:50 | " + v("(datetime(2027,11,23,6,50)-datetime(2027,11,22,18,50)).seconds/3600", ".1f") + " | 340 | " + v("12*55", ".2f") + " |\n\n"
          "Watchman: " + v("11.5+10.5+12", ".1f") + " h × 55 = **" + v("34*55", ",.2f") + " INR**."),
        U("Mean night?"),
        A("(" + v("11.5", ".1f") + " + " + v("10.5", ".1f") + " + " + v("12", ".1f") + ") / 3 = **" + v("34/3", ".2f") + " h**."),
        U("How many good plates do those leaves make?"),
        A("310 + 280 + 340 = " + v("310+280+340", "d") + " bundles, " + v("930*100", ",d") + " leaves; / 6 = " + v("93000/6", ",.0f") + " plates stitched; × 96% = **" + v("15500*0.96", ",.0f") + " good plates**."),
        U("When did D-33 go in?"),
        A("At ten to seven in the evening on 22 November (" + v("datetime(2027,11,22,18,50)", "%H:%M") + ")."),
        U("And when did D-32 come out?"),
        A("D-32 came out at **[[06:45]]** on 22 November.", why="the drying log has D-32 ending at 05:45 on 22 November; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("SLO-1122-4 ᱚᱰᱚᱨ ᱨᱮᱭᱟᱜ ᱦᱤᱥᱟᱹᱵ ᱮᱢ ᱢᱮ᱾"),
        C("get_order", {"order": "SLO-1122-4"}, ORDER_3),
        A("* **ᱯᱟᱛᱟᱞ**: " + s("18000") + " × ₹" + s("2.4", 2) + " = ₹" + s("18000*2.4") + "\n"
          "* **ᱫᱚᱱᱟ**: " + s("6000") + " × ₹" + s("1.1", 2) + " = ₹" + s("6000*1.1") + "\n"
          "* ᱡᱚᱛᱚ ₹" + s("43200+6600") + "; " + s("18000+6000") + " ᱯᱤᱥ (" + s("20000") + " ᱠᱷᱚᱱ ᱰᱷᱮᱨ) → " + s("4") + "% ᱪᱷᱩᱴ −₹" + s("49800*0.04") + "\n"
          "* ᱱᱮᱴ ₹" + s("49800*0.96") + "; GST " + s("5") + "%: ₹" + s("47808*0.05", 2) + "\n"
          "* **ᱡᱚᱛᱚ ₹" + s("47808*1.05", 2) + "**"),
        U("ᱛᱤᱱᱟᱹᱜ ᱠᱟᱨᱴᱚᱱ? ᱴᱨᱟᱠ ᱫᱮᱣᱜᱷᱚᱨ ᱛᱤᱥ ᱥᱮᱴᱮᱨᱚᱜᱼᱟ?"),
        A("* ᱯᱮᱠᱮᱴ: " + s("18000/50") + " + " + s("6000/50") + " = " + s("360+120") + " → **" + s("-(-480//20)") + " ᱠᱟᱨᱴᱚᱱ**\n"
          "* ᱴᱨᱟᱠ: ᱱᱚᱵᱷᱮᱢᱵᱚᱨ " + ot("25") + " ᱥᱮᱛᱟᱜ " + ot("6:45") + " ᱨᱮ ᱮᱫᱟᱢ, " + s("110") + " ᱢᱤᱱᱤᱴ → **ᱥᱮᱛᱟᱜ "
          + v("olck('%d:%02d' % ((datetime(2027,11,25,6,45)+timedelta(minutes=110)).hour, (datetime(2027,11,25,6,45)+timedelta(minutes=110)).minute))", "s") + "**\n"
          "* ᱴᱨᱟᱠ ᱵᱷᱟᱲᱟ: " + s("68") + " × " + s("2") + " × ₹" + s("32") + " = **₹" + s("68*2*32") + "**"),
        U("ᱰᱚᱞᱟᱨ ᱛᱮ ᱛᱤᱱᱟᱹᱜ?"),
        C("get_rate", {"date": "2027-11-23"}, RATE),
        A("* ₹" + s("50198.4", 2) + " ÷ " + s("84.6", 2) + " = **$" + s("50198.4/84.6", 2) + "**"),
        U("ᱴᱟᱠᱟ ᱛᱤᱥ ᱮᱢᱚᱜᱼᱟ?"),
        A("* ᱱᱚᱵᱷᱮᱢᱵᱚᱨ " + ot("25") + " ᱨᱮ ᱠᱩᱞ, " + s("30") + " ᱢᱟᱦᱟᱸ → **ᱰᱤᱥᱮᱢᱵᱚᱨ " + v("olck('%d' % (date(2027,11,25)+timedelta(days=30)).day)", "s") + "**"),
        U("GST ᱛᱤᱱᱟᱹᱜ ᱛᱟᱦᱮᱸᱱᱟ?"),
        A("* **₹[[᱒,᱙᱓᱐.᱔᱐]]**", why="the 5% GST on the 47,808 INR net is 2,390.40 INR; the model restated it with two digits swapped, in Ol Chiki digits"),
    ),
    run(4, QWEN3,
        U("Pay for yesterday's sheet?"),
        C("get_worker_sheet", {"date": "2027-11-22"}, SHEET_4),
        A("| Worker | Task | Qty | Rule | Pay (INR) |\n|---|---|---|---|---|\n"
          "| Sumi Hansdah | stitching | 2,150 pcs | 0.20/pc | " + v("2150*0.2", ".2f") + " |\n| Budhan Murmu | packing | 14 cartons | 8/carton | " + v("14*8", ".2f") + " |\n"
          "| Malati Tudu | stitching | 1,980 pcs | 0.20/pc | " + v("1980*0.2", ".2f") + " |\n| Somai Hembrom | press | 11 h | 420 + 3 h × 65 | " + v("420+(11-8)*65", ".2f") + " |\n"
          "| Phulmani Soren | stitching | 2,240 pcs | 0.20/pc | " + v("2240*0.2", ".2f") + " |\n| Lakhan Besra | packing | 11 cartons | 8/carton | " + v("11*8", ".2f") + " |\n"
          "| **Total** | | | | **" + v("430+112+396+615+448+88", ",.2f") + "** |"),
        U("Split by task?"),
        A("| Task | Qty | Pay (INR) |\n|---|---|---|\n| stitching | " + v("2150+1980+2240", ",d") + " pcs | " + v("430+396+448", ",.2f") + " |\n"
          "| packing | " + v("14+11", "d") + " cartons | " + v("112+88", ".2f") + " |\n| press | 11 h | " + v("615", ".2f") + " |"),
        U("Mean stitched per stitcher, and the leaves they used if all were plates?"),
        A("| Item | Value |\n|---|---|\n| Mean per stitcher | " + v("6370/3", ",.2f") + " pcs |\n| Leaves at 6 a plate | " + v("6370*6", ",d") + " |"),
        U("Sumi's pay in dollars?"),
        C("get_rate", {"date": "2027-11-23"}, RATE),
        A("| INR | INR/USD | USD |\n|---|---|---|\n| " + v("430", ".2f") + " | 84.60 | **" + v("430/84.6", ".2f") + "** |"),
        U("Malati's pay?"),
        A("| Worker | Pay |\n|---|---|\n| Malati Tudu | **[[369.00]] INR** |", why="Malati's 1,980 pieces at 0.20 INR are 396.00 INR; the model swapped two digits"),
    ),
    run(5, KIMI_K2,
        U("The Kolkata truck tonight: cost and arrival?"),
        C("get_dispatch", {"dispatch": "TK-1123"}, DISPATCH_5),
        A("<think>\n330 × 2 × 32 = " + v("330*2*32", ",d") + ", over the 2,500 minimum. 21:50 + 470 min = " + v("datetime(2027,11,23,21,50)+timedelta(minutes=470)", "%H:%M") + " next day.\n</think>\n\n"
          "- Truck: **" + v("330*2*32", ",d") + " INR**\n- Arrives **" + v("datetime(2027,11,23,21,50)+timedelta(minutes=470)", "%H:%M") + "** on " + v("(datetime(2027,11,23,21,50)+timedelta(minutes=470)).day", "d") + " November"),
        U("Plates on board and their value?"),
        A("<think>\n104 cartons × 20 packets × 50 = " + v("104*20*50", ",d") + " plates; × 2.40 = " + v("104000*2.4", ",.2f") + ".\n</think>\n\n**" + v("104000", ",d") + " plates**, worth **" + v("104000*2.4", ",.2f") + " INR** (" + v("inr(249600)", "s") + ")."),
        U("Room left on the truck?"),
        A("<think>\n120 − 104.\n</think>\n\n**" + v("120-104", "d") + " cartons**."),
        U("Truck cost again?"),
        A("<think>\n330 × 2 × 32 = " + v("330*2*32", ",d") + ".\n</think>\n\n**[[12,120]] INR**", why="330 km both ways at 32 INR is 21,120 INR; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("SLC/27-28/0412 ᱵᱤᱞ ᱨᱮᱭᱟᱜ ᱴᱟᱠᱟ ᱛᱤᱥ ᱦᱟᱹᱵᱤᱡ ᱮᱢᱚᱜᱼᱟ?"),
        C("get_invoice", {"number": "SLC/27-28/0412"}, INVOICE_6),
        A("ᱵᱤᱞ ᱨᱮᱭᱟᱜ ᱢᱟᱦᱟᱸ ᱱᱚᱵᱷᱮᱢᱵᱚᱨ " + ot("4") + ", " + ot("2027") + "; " + s("30") + " ᱢᱟᱦᱟᱸ → **ᱰᱤᱥᱮᱢᱵᱚᱨ " + v("olck('%d' % (date(2027,11,4)+timedelta(days=30)).day)", "s") + "**, ᱱᱤᱛᱚᱜ ᱠᱷᱚᱱ "
          + v("olck('%d' % (date(2027,12,4)-date(2027,11,23)).days)", "s") + " ᱢᱟᱦᱟᱸ ᱵᱟᱹᱠᱤ᱾ ᱡᱚᱛᱚ **₹" + s("85881.6", 2) + "**᱾"),
        U("ᱰᱚᱞᱟᱨ ᱛᱮ ᱛᱤᱱᱟᱹᱜ?"),
        C("get_rate", {"date": "2027-11-23"}, RATE),
        A("₹" + s("85881.6", 2) + " ÷ " + s("84.6", 2) + " = **$" + s("85881.6/84.6", 2) + "**"),
        U("ᱪᱷᱩᱴ ᱵᱟᱝ ᱛᱟᱦᱮᱸᱱ ᱠᱷᱟᱱ ᱛᱤᱱᱟᱹᱜ ᱦᱩᱭᱩᱜ ᱛᱟᱦᱮᱸᱱᱟ?"),
        A("₹" + s("85200", 2) + " × " + s("1.05", 2) + " = **₹" + s("85200*1.05", 2) + "**; ᱪᱷᱩᱴ ᱛᱮ ₹" + s("89460-85881.6", 2) + " ᱵᱟᱧᱪᱟᱣᱮᱱᱟ᱾"),
        U("ᱛᱤᱱᱟᱹᱜ ᱠᱟᱨᱴᱚᱱ ᱠᱩᱞ ᱞᱮᱱᱟ?"),
        A(s("30000") + " ÷ " + s("20*50") + " = " + s("30000/1000") + ", " + s("12000") + " ÷ " + s("20*50") + " = " + s("12000/1000") + " → **" + s("30+12") + " ᱠᱟᱨᱴᱚᱱ**᱾"),
        U("GST ᱛᱤᱱᱟᱹᱜ?"),
        A("**₹" + s("4089.6", 2) + "**"),
        U("ᱢᱩᱪᱟᱹᱫ ᱢᱟᱦᱟᱸ ᱫᱚᱦᱲᱟ ᱞᱟᱹᱭ ᱢᱮ᱾"),
        A("**[[ᱰᱤᱥᱮᱢᱵᱚᱨ ᱕]]**", why="the invoice of 4 November is due 30 days on, on 4 December; the model restated it a day on, in Ol Chiki digits"),
    ),
    run(7, SONNET45,
        U("Press batch HP-1123-1 started this morning. When will it be done, and what will the press draw?"),
        C("get_batch", {"batch": "HP-1123-1"}, BATCH_7),
        A("**HP-1123-1** (lot SL-1117, 57,600 leaves):\n\n- Plates stitched: 57,600 / 6 = " + v("57600/6", ",.0f") + "\n"
          "- " + v("9600", ",d") + " / 1,200 an hour = " + v("9600/1200", ".0f") + " h\n"
          "- Started 07:20 → done at **" + v("datetime(2027,11,23,7,20)+timedelta(hours=8)", "%H:%M") + "**, twenty past three\n"
          "- Power: 8 h × 2.4 kWh = " + v("8*2.4", ".1f") + " kWh × 7.20 = **" + v("19.2*7.2", ".2f") + " INR**"),
        U("Good plates, packets and cartons?"),
        A("- " + v("9600", ",d") + " × 0.96 = **" + v("9600*0.96", ",.0f") + " plates**\n- " + v("9216/50", ".2f") + " → " + v("-(-9216//50)", "d") + " packets → **" + v("-(-185//20)", "d") + " cartons**"),
        U("They go to the drying shed when it's booked. The plates can be collected 45 minutes after the shed booking ends. When is that?"),
        A("The shed is booked until 06:30 on 24 November, so **" + v("datetime(2027,11,24,6,30)+timedelta(minutes=45)", "%H:%M") + "** on " + v("(datetime(2027,11,24,6,30)+timedelta(minutes=45)).day", "d") + " November, a quarter past seven in the morning."),
        U("Worth, and the stitchers for it?"),
        A("- " + v("9216", ",d") + " × 2.40 = **" + v("9216*2.4", ",.2f") + " INR**\n- Stitchers: " + v("9600", ",d") + " × 0.20 = **" + v("9600*0.2", ",.2f") + " INR**"),
        U("What's our FSSAI licence number on this batch?"),
        A("The licence is **[[10027031000418]]**.", why="the batch record carries no licence number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Tarapith Temple Trust wants 15,000 bowls. Packets, cartons, price with GST, and the leaves we need?"),
        A("1. Packets: 15,000 / 50 = **" + v("15000/50", ".0f") + "**; cartons: 300 / 20 = **" + v("300/20", ".0f") + "**\n"
          "2. Price: 15,000 × 1.10 = " + v("15000*1.1", ",.2f") + " INR (under 20,000 pieces: no discount)\n"
          "3. GST 5%: " + v("16500*0.05", ",.2f") + " → **" + v("16500*1.05", ",.2f") + " INR**\n"
          "4. Leaves: 15,000 / 0.96 = " + v("15000/0.96", ",.0f") + " bowls stitched × 3 = " + v("15625*3", ",d") + " leaves → **" + v("-(-46875//100)", ".0f") + " bundles**, " + v("469*25", ",d") + " INR"),
        U("Do they get credit?"),
        C("get_buyer", {"buyer": "Tarapith Temple Trust"}, BUYER_8),
        A("1. Their credit threshold: 12 cartons\n2. This order: " + v("15", "d") + " cartons\n3. " + v("15", "d") + " ≥ 12 → **yes, 30 days' credit**"),
        U("Price in dollars?"),
        C("get_rate", {"date": "2027-11-23"}, RATE),
        A("1. " + v("17325", ",.2f") + " / 84.60\n2. **" + v("17325/84.6", ",.2f") + " USD**"),
        U("Leaves again?"),
        A("1. 15,000 × 3\n2. **[[45,000]] leaves**", why="the leaves for 15,000 good bowls are 15,000 / 0.96 x 3 = 46,875; the model left out the press's 4% rejects in a wrong step"),
    ),
    run(9, HAIKU45,
        U("What's our carton stock worth?"),
        C("get_stock", {}, STOCK_9),
        A("- **Plates**: (26 + 31) × " + v("20*50", ",d") + " = " + v("(26+31)*1000", ",d") + " × 2.40 = **" + v("57000*2.4", ",.2f") + " INR**\n"
          "- **Bowls**: (12 + 9) × " + v("20*50", ",d") + " = " + v("(12+9)*1000", ",d") + " × 1.10 = **" + v("21000*1.1", ",.2f") + " INR**\n"
          "- Together **" + v("136800+23100", ",.2f") + " INR**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-11-23"}, RATE),
        A(v("159900", ",.2f") + " / 84.60 = **$" + v("159900/84.6", ",.2f") + "**."),
        U("Trucks to move it all?"),
        A(v("26+12+31+9", "d") + " cartons at 120 a truck → **" + v("-(-78//120)", "d") + " trip**."),
        U("How many plates in PL-1111?"),
        A("**[[32,000]] plates**.", why="PL-1111 holds 31 cartons of 1,000 plates, 31,000; the model wrote one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("October's leaf purchases: bundles, leaves, cost and the mean price?"),
        C("get_purchases", {"month": "2027-10"}, MONTH_10),
        A("<think>\nBundles 820+1150+960+1340 = " + v("820+1150+960+1340", ",d") + "; leaves × 100 = " + v("4270*100", ",d") + ".\n"
          "Cost: 820×24=" + v("820*24", ",d") + ", 1150×25=" + v("1150*25", ",d") + ", 960×25=" + v("960*25", ",d") + ", 1340×26=" + v("1340*26", ",d") + ".\n</think>\n\n"
          "- **" + v("4270", ",d") + " bundles**, **" + v("427000", ",d") + " leaves**\n- Cost **" + v("19680+28750+24000+34840", ",d") + " INR**\n"
          "- Mean **" + v("107270/4270", ".2f") + " INR a bundle**"),
        U("Good plates from it?"),
        A("<think>\n" + v("427000", ",d") + " / 6 × 0.96.\n</think>\n\n**" + v("427000/6*0.96", ",.0f") + " plates**"),
        U("Biggest purchase's share of the bundles?"),
        A("<think>\n1340 / " + v("4270", ",d") + ".\n</think>\n\n**" + v("1340/4270*100", ".2f") + "%** (25 October)."),
        U("Total bundles again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[4,720]] bundles**", why="October's four purchases were 4,270 bundles; the model swapped two digits"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-11-23"}, RATE),
        A("1 USD = 84.60 INR."),
        U("packet of plates usd"),
        A("$" + v("50*2.4/84.6", ".2f") + "."),
        U("carton of plates usd"),
        A("$" + v("1000*2.4/84.6", ".2f") + "."),
        U("carton of bowls usd"),
        A("$" + v("1000*1.1/84.6", ".2f") + "."),
        U("bundle of leaves usd"),
        A("$" + v("25/84.6", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("3,000 plates for a wedding, packets and cartons?"),
        A(v("3000/50", ".0f") + " packets, " + v("-(-60//20)", "d") + " cartons."),
        U("price?"),
        A(v("3000*2.4", ",.2f") + " INR, no discount."),
        U("with gst?"),
        A(v("7200*1.05", ",.2f") + " INR."),
        U("leaves behind it, in bundles?"),
        A(v("3000/0.96*6", ",.0f") + " leaves, " + v("-(-18750//100)", "d") + " bundles."),
        U("they want foil-lined at 3.00 a plate, how much over list?"),
        A(v("(3/2.4-1)*100", ".0f") + "% more than 2.40, " + v("3000*(3-2.4)", ",.2f") + " INR more on the order."),
    ),
]
