"""bamboo runs: the assistant of a fermented bamboo shoot (soibum) unit at Loukoipat, Imphal East, Manipur
(tools designed for this set: a purchase, an order, a truck dispatch, a slicing batch, a buyer and the day's
rate as JSON, the tank log, the workers' sheet and a month's purchases as CSV text, the carton stock as a
markdown table, a tax invoice as plain text), with the soibum a purchase gives through 500 g jars into
cartons of 24 rounded up, pickle jars through the soibum they take back to fresh shoots, the slicer's kilos
an hour into an end clock and its power, the tank watchman's nights across midnight and one watchman's hours
over the log's watchman column, peelers, packers and slicer operators with overtime, group figures over the
sheet's task column and the month's grower column, a discount from INR 25,000 and GST on top, a truck by the
km both ways, payment days, a buyer's credit threshold applied to an earlier answer's cartons, a loading 20
minutes after a tank room booking ends, clocks in words, a price 40% more than ours, dollars at the day's rate
and at an invoice's own rate; tool results and answers written here, in the styles of GPT-5.1 and Mistral
Large 3 in Meitei (Meetei Mayek script and digits grouped in lakhs, English month names in Meetei Mayek and
`ꯑꯌꯨꯛ ꯷:꯵꯰` clocks: `₹꯲꯷,꯵꯲꯰`, `ꯑꯣꯛꯇꯣꯕꯔ ꯱꯱`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes),
Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and
Llama 4 (a few words)."""

from _heldout45_models import DEEPSEEK_V32, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_L3, OPUS45, QWEN3, SONNET45
from _heldout45_bamboo import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"bamboo-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def m(expr: str, decimals: int = 0) -> str:
    """A computed value in Meitei spelling: Meetei Mayek digits grouped in lakhs."""
    return v(f"mni({expr}, {decimals})", "s")


def mt(expr: str, spec: str) -> str:
    """A computed clock or day in Meetei Mayek digits."""
    return v(f"mtei('%{spec}' % ({expr}))", "s")


RATE = {"date": "2027-10-12", "inr_per_usd": 86.40, "source": "RBI reference rate"}
PURCHASE_1 = {"purchase": "BS-1011", "grower": "Thoubal Bamboo Growers' Society", "fresh_kg": 860, "price_per_kg": 32,
              "received": "2027-10-11T07:50", "variety": "Dendrocalamus hamiltonii"}
LOG_2 = csv("night,start,end,watchman", "T-51,2027-10-08 20:00,2027-10-09 05:45,Tomba Singh",
            "T-52,2027-10-09 21:30,2027-10-10 06:00,Ibemhal Devi", "T-53,2027-10-10 19:15,2027-10-11 04:15,Tomba Singh")
ORDER_3 = {"order": "SB-1011-4", "buyer": "Moreh Border Traders, Moreh", "soibum_jars": 360, "pickle_jars": 96, "ordered": "2027-10-11",
           "dispatch": "2027-10-13T08:20", "km_one_way": 110, "drive_minutes": 200}
SHEET_4 = csv("worker,date,task,qty", "Thoibi Devi,2027-10-11,peeling,240", "Sanahal Devi,2027-10-11,peeling,275",
              "Rakesh Meitei,2027-10-11,slicing,10", "Bembem Chanu,2027-10-11,packing,18", "Memcha Devi,2027-10-11,peeling,190",
              "Ibochou Singh,2027-10-11,slicing,8")
DISPATCH_5 = {"dispatch": "TR-1012", "to": "Guwahati, Fancy Bazar", "km_one_way": 480, "departs": "2027-10-12T19:40", "drive_minutes": 690,
              "cartons": 74, "product": "soibum", "driver": "Naoba Khuman"}
INVOICE_6 = """LOUKOIPAT SOIBUM UNIT, IMPHAL EAST              TAX INVOICE LS-4410
Date: 2027-09-20
Buyer: Kangla Foods, Silchar
Soibum (500 g jars)            300 x INR 70.00        21,000.00
Bamboo shoot pickle (250 g)    120 x INR 95.00        11,400.00
Subtotal                                              32,400.00
Discount 5% (INR 25,000 or more)                      -1,620.00
Net                                                   30,780.00
GST 5%                                                 1,539.00
Total (INR)                                           32,319.00
Payable within 45 days of the invoice date
For reference: 1 USD = 86.10 INR on the invoice date"""
BATCH_7 = {"batch": "SL-1012-1", "fresh_kg": 675, "start": "2027-10-12T06:10", "slicer": "Line 1",
           "tank_room_booked": "2027-10-12 09:00-11:45"}
BUYER_8 = {"buyer": "Kakching Bazar Stores", "credit_from_cartons": 20, "terms": "45 days", "town": "Kakching"}
STOCK_9 = ("| lot | product | cartons | jars per carton |\n|---|---|---|---|\n| SB-0915 | soibum | 26 | 24 |\n"
           "| SB-0922 | soibum | 19 | 24 |\n| SB-0929 | soibum | 33 | 24 |\n| SB-1006 | soibum | 21 | 24 |")
MONTH_10 = csv("date,grower,fresh_kg,price_per_kg", "2027-09-06,Thoubal,720,31", "2027-09-13,Ukhrul,540,34",
               "2027-09-20,Thoubal,910,32", "2027-09-27,Ukhrul,630,33")

RUNS = [
    run(1, GPT51,
        U("ꯈꯨꯔꯨꯝꯖꯔꯤ. BS-1011 ꯗꯥ ꯎꯁꯣꯏ ꯀꯌꯥ ꯂꯥꯀꯈꯤꯕꯅꯣ, ꯃꯃꯜ ꯀꯌꯥ ꯇꯣꯡꯅꯕꯅꯣ?"),
        C("get_purchase", {"purchase": "BS-1011"}, PURCHASE_1),
        A("BS-1011 (ꯊꯧꯕꯥꯜ, ꯑꯣꯛꯇꯣꯕꯔ " + mt("11", "d") + ", ꯑꯌꯨꯛ " + mt("'7:50'", "s") + "):\n\n"
          "- ꯎꯁꯣꯏ: **" + m("860") + " ꯀꯦꯖꯤ**\n- " + m("860") + " × ₹" + m("32") + " = **₹" + m("860*32") + "**"),
        U("ꯃꯁꯤꯗꯒꯤ ꯁꯣꯏꯕꯨꯝ ꯀꯌꯥ ꯐꯪꯒꯅꯤ?"),
        A("- " + m("55") + "%: " + m("860") + " × " + m("0.55", 2) + " = **" + m("860*0.55") + " ꯀꯦꯖꯤ ꯁꯣꯏꯕꯨꯝ**\n"
          "- " + m("500") + " ꯒ꯭ꯔꯥꯃꯒꯤ ꯖꯥꯔ: " + m("473") + " ÷ " + m("0.5", 1) + " = **" + m("473/0.5") + " ꯖꯥꯔ**"),
        U("ꯀꯥꯔꯇꯟ ꯀꯌꯥ?"),
        A(m("946") + " ÷ " + m("24") + " = " + m("946/24", 2) + " → **" + m("-(-946//24)") + " ꯀꯥꯔꯇꯟ**"),
        U("ꯌꯣꯟꯂꯕꯗꯥ ꯁꯦꯜ ꯀꯌꯥ ꯐꯪꯒꯅꯤ? ꯎꯁꯣꯏꯒꯤ ꯃꯃꯜ ꯂꯧꯊꯣꯛꯂꯕꯥ ꯃꯇꯨꯡꯗꯥ ꯀꯌꯥ ꯂꯦꯄꯀꯅꯤ?"),
        A("- " + m("946") + " ꯖꯥꯔ × ₹" + m("70") + " = **₹" + m("946*70") + "**\n- ₹" + m("66220") + " − ₹" + m("27520") + " = **₹" + m("66220-27520") + "**"),
        U("ꯎꯁꯣꯏ ꯁꯦꯡꯗꯣꯀꯄꯥ ꯑꯃꯁꯨꯡ ꯄꯦꯛ ꯇꯧꯕꯁꯤꯡꯗꯥ ꯀꯌꯥ ꯄꯤꯒꯗꯒꯦ?"),
        A("- ꯁꯦꯡꯗꯣꯀꯄꯥ: " + m("860") + " × ₹" + m("2.5", 2) + " = **₹" + m("860*2.5", 2) + "**\n- ꯄꯦꯛ ꯇꯧꯕꯥ: " + m("40") + " × ₹" + m("15") + " = **₹" + m("40*15", 2) + "**"),
        U("ꯖꯥꯔ ꯀꯌꯥ ꯍꯥꯏꯈꯤꯕꯅꯣ?"),
        A("**[[꯹꯵꯶]] ꯖꯥꯔ**", why="473 kg of soibum fill 946 jars of 500 g; the model restated it one digit off, in Meetei Mayek digits"),
    ),
    run(2, OPUS45,
        U("How many hours did the tank watchmen do over the weekend nights, and what do we owe?"),
        C("get_tank_log", {"from": "2027-10-08"}, LOG_2),
        A("| Night | Watchman | Start | End | Hours | Pay (INR) |\n|---|---|---|---|---|---|\n"
          "| T-51 | Tomba Singh | 20:00 | 05:45 | " + v("(datetime(2027,10,9,5,45)-datetime(2027,10,8,20,0)).seconds/3600", ".2f") + " | " + v("9.75*60", ".2f") + " |\n"
          "| T-52 | Ibemhal Devi | 21:30 | 06:00 | " + v("(datetime(2027,10,10,6,0)-datetime(2027,10,9,21,30)).seconds/3600", ".2f") + " | " + v("8.5*60", ".2f") + " |\n"
          "| T-53 | Tomba Singh | 19:15 | 04:15 | " + v("(datetime(2027,10,11,4,15)-datetime(2027,10,10,19,15)).seconds/3600", ".2f") + " | " + v("9*60", ".2f") + " |\n\n"
          "Altogether " + v("9.75+8.5+9", ".2f") + " hours × INR 60 = **INR " + v("27.25*60", ",.2f") + "**."),
        U("Mean night?"),
        A(v("27.25", ".2f") + " h / 3 = **" + v("27.25/3", ".2f") + " hours**, 9 h " + v("round((27.25/3-9)*60)", "d") + " min."),
        U("And Tomba's share?"),
        A("Tomba Singh: " + v("9.75", ".2f") + " + " + v("9", ".2f") + " = **" + v("9.75+9", ".2f") + " h**, **INR " + v("18.75*60", ",.2f") + "**."),
        U("When did Ibemhal start?"),
        A("At half past nine in the evening on 9 October (" + v("datetime(2027,10,9,21,30)", "%H:%M") + ")."),
        U("And when did the last night end?"),
        A("T-53 ended at [[a quarter past five]] in the morning on 11 October.",
          why="the tank log has T-53 ending at 04:15 on 11 October; the model wrote an hour on, in words alone"),
        anthropic=True,
    ),
    run(3, MISTRAL_L3,
        U("SB-1011-4 ꯑꯣꯔꯗꯔꯒꯤ ꯍꯤꯁꯥꯕ ꯇꯧꯕꯤꯌꯨ."),
        C("get_order", {"order": "SB-1011-4"}, ORDER_3),
        A("**SB-1011-4** (Moreh Border Traders):\n\n"
          "- ꯁꯣꯏꯕꯨꯝ: " + m("360") + " × ₹" + m("70") + " = ₹" + m("360*70") + "\n"
          "- ꯑꯆꯥꯔ: " + m("96") + " × ₹" + m("95") + " = ₹" + m("96*95") + "\n"
          "- ꯄꯨꯝꯅꯃꯛ: ₹" + m("25200+9120") + " (₹" + m("25000") + " ꯍꯦꯟꯅꯥ) → " + m("5") + "% ꯍꯟꯊꯍꯟꯕ: −₹" + m("34320*0.05", 2) + "\n"
          "- ꯅꯦꯠ: ₹" + m("34320*0.95", 2) + "; GST " + m("5") + "%: ₹" + m("32604*0.05", 2) + "\n"
          "- **ꯄꯨꯝꯅꯃꯛ: ₹" + m("32604*1.05", 2) + "**"),
        U("ꯀꯥꯔꯇꯟ ꯀꯌꯥ?"),
        A("- ꯁꯣꯏꯕꯨꯝ: " + m("360") + " ÷ " + m("24") + " = **" + m("360//24") + "**\n- ꯑꯆꯥꯔ: " + m("96") + " ÷ " + m("48") + " = **" + m("96//48") + "**\n"
          "- **ꯄꯨꯝꯅꯃꯛ " + m("15+2") + " ꯀꯥꯔꯇꯟ**"),
        U("ꯠꯔꯛ ꯑꯁꯤ ꯃꯣꯔꯦꯗꯥ ꯀꯗꯥꯏꯗꯥ ꯌꯧꯒꯅꯤ? ꯃꯃꯜ ꯀꯌꯥ?"),
        A("- ꯑꯣꯛꯇꯣꯕꯔ " + mt("13", "d") + " ꯑꯌꯨꯛ " + mt("'8:20'", "s") + " ꯊꯣꯛꯀꯅꯤ, " + m("200") + " ꯃꯤꯅꯤꯠ → **ꯑꯌꯨꯛ "
          + mt("'%d:%02d' % ((datetime(2027,10,13,8,20)+timedelta(minutes=200)).hour, (datetime(2027,10,13,8,20)+timedelta(minutes=200)).minute)", "s") + "**\n"
          "- ꯠꯔꯛ: " + m("110") + " × " + m("2") + " × ₹" + m("28") + " = **₹" + m("110*2*28") + "**"),
        U("ꯗꯣꯂꯥꯔꯗꯥ ꯀꯌꯥ?"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("- ₹" + m("34234.2", 2) + " ÷ " + m("86.4", 2) + " = **$" + m("34234.2/86.4", 2) + "**"),
        U("ꯁꯦꯜ ꯀꯗꯥꯏꯗꯥ ꯄꯤꯒꯗꯒꯦ?"),
        A("- ꯑꯣꯛꯇꯣꯕꯔ " + mt("13", "d") + " + " + m("45") + " ꯅꯨꯃꯤꯠ → **ꯅꯣꯚꯦꯝꯕꯔ " + mt("(date(2027,10,13)+timedelta(days=45)).day", "d") + "**"),
        U("GST ꯑꯃꯨꯛ ꯍꯟꯅꯥ ꯍꯥꯏꯕꯤꯌꯨ."),
        A("- **₹[[꯱,꯶꯰꯳.꯲꯰]]**", why="5% GST on the INR 32,604 net is INR 1,630.20; the model swapped two digits, in Meetei Mayek digits"),
    ),
    run(4, QWEN3,
        U("Pay for yesterday's sheet?"),
        C("get_worker_sheet", {"date": "2027-10-11"}, SHEET_4),
        A("| Worker | Task | Qty | Rule | Pay (INR) |\n|---|---|---|---|---|\n"
          "| Thoibi Devi | peeling | 240 kg | 2.50 a kg | " + v("240*2.5", ".2f") + " |\n"
          "| Sanahal Devi | peeling | 275 kg | 2.50 a kg | " + v("275*2.5", ".2f") + " |\n"
          "| Rakesh Meitei | slicing | 10 h | 450 + 2 h × 70 | " + v("450+(10-8)*70", ".2f") + " |\n"
          "| Bembem Chanu | packing | 18 cartons | 15 a carton | " + v("18*15", ".2f") + " |\n"
          "| Memcha Devi | peeling | 190 kg | 2.50 a kg | " + v("190*2.5", ".2f") + " |\n"
          "| Ibochou Singh | slicing | 8 h | 450 | " + v("450", ".2f") + " |\n"
          "| **Total** | | | | **" + v("600+687.5+590+270+475+450", ",.2f") + "** |"),
        U("By task?"),
        A("| Task | Qty | Pay (INR) |\n|---|---|---|\n| peeling | " + v("240+275+190", "d") + " kg | " + v("600+687.5+475", ",.2f") + " |\n"
          "| slicing | " + v("10+8", "d") + " h | " + v("590+450", ",.2f") + " |\n| packing | 18 cartons | " + v("270", ".2f") + " |"),
        U("Mean peeled per peeler, and the soibum it gives?"),
        A("| Figure | Value |\n|---|---|\n| Mean per peeler | " + v("705/3", ".0f") + " kg |\n| Soibum (55%) | " + v("705*0.55", ".2f") + " kg |\n"
          "| Full 500 g jars | " + v("int(387.75//0.5)", "d") + " |"),
        U("Rakesh's pay in dollars?"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("| INR | INR/USD | USD |\n|---|---|---|\n| " + v("590", ".2f") + " | 86.40 | **" + v("590/86.4", ".2f") + "** |"),
        U("Sanahal's pay?"),
        A("| Worker | Pay |\n|---|---|\n| Sanahal Devi | **INR [[678.50]]** |", why="Sanahal's 275 kg at INR 2.50 are INR 687.50; the model swapped two digits"),
    ),
    run(5, DEEPSEEK_V32,
        U("The Guwahati truck tonight: cost and arrival?"),
        C("get_dispatch", {"dispatch": "TR-1012"}, DISPATCH_5),
        A("<think>\n480 × 2 × 28 = " + v("480*2*28", ",d") + ", over the INR 3,000 minimum. 19:40 + 690 min = "
          + v("datetime(2027,10,12,19,40)+timedelta(minutes=690)", "%H:%M") + " next day.\n</think>\n\n"
          "- Truck: **INR " + v("480*2*28", ",d") + "**\n- Arrives **" + v("datetime(2027,10,12,19,40)+timedelta(minutes=690)", "%H:%M") + "** on "
          + v("(datetime(2027,10,12,19,40)+timedelta(minutes=690)).day", "d") + " October, ten past seven in the morning"),
        U("How much soibum is on board and what is it worth?"),
        A("<think>\n74 cartons × 24 = " + v("74*24", ",d") + " jars × 70 = " + v("1776*70", ",d") + "; " + v("1776*0.5", ".0f") + " kg.\n</think>\n\n"
          "**" + v("1776", ",d") + " jars** (" + v("888", "d") + " kg), worth **INR " + v("1776*70", ",d") + "** (" + v("inr(124320)", "s") + ")."),
        U("Room left on the truck?"),
        A("<think>\n90 − 74.\n</think>\n\n**" + v("90-74", "d") + " cartons**."),
        U("Truck cost again?"),
        A("<think>\n480 × 2 × 28 = " + v("480*2*28", ",d") + ".\n</think>\n\n**INR [[26,980]]**",
          why="480 km both ways at INR 28 is INR 26,880; the model wrote one digit off after an honest think"),
    ),
    run(6, GPT51,
        U("LS-4410 ꯏꯅꯚꯣꯏꯁꯀꯤ ꯁꯦꯜ ꯀꯗꯥꯏꯗꯥ ꯄꯤꯒꯗꯒꯦ?"),
        C("get_invoice", {"number": "LS-4410"}, INVOICE_6),
        A("LS-4410 ꯒꯤ ꯇꯥꯡ ꯁꯦꯞꯇꯦꯝꯕꯔ " + mt("20", "d") + ", " + mt("2027", "d") + "; " + m("45") + " ꯅꯨꯃꯤꯠ → **ꯅꯣꯚꯦꯝꯕꯔ " + mt("(date(2027,9,20)+timedelta(days=45)).day", "d") + "**, "
          "ꯍꯧꯖꯤꯛ **" + m("(date(2027,11,4)-date(2027,10,12)).days") + " ꯅꯨꯃꯤꯠ** ꯂꯦꯃꯜꯂꯤ. ꯄꯨꯝꯅꯃꯛ: **₹" + m("32319", 2) + "**"),
        U("ꯗꯣꯂꯥꯔꯗꯥ ꯀꯌꯥ?"),
        A("ꯏꯅꯚꯣꯏꯁꯀꯤ ꯔꯦꯠ (1 USD = 86.10 INR): ₹" + m("32319", 2) + " ÷ " + m("86.1", 2) + " = **$" + m("32319/86.1", 2) + "**"),
        U("ꯍꯟꯊꯍꯟꯕ ꯌꯥꯑꯣꯗꯔꯕꯗꯤ ꯀꯌꯥ ꯑꯣꯏꯒꯅꯤ?"),
        A("₹" + m("32400", 2) + " × " + m("1.05", 2) + " = **₹" + m("32400*1.05", 2) + "**; ꯍꯟꯊꯍꯟꯕꯅꯥ ₹" + m("34020-32319", 2) + " ꯀꯟꯈꯤ."),
        U("ꯀꯥꯔꯇꯟ ꯀꯌꯥ ꯊꯥꯈꯤꯕꯅꯣ?"),
        A("ꯁꯣꯏꯕꯨꯝ: " + m("300") + " ÷ " + m("24") + " = " + m("300/24", 1) + " → " + m("-(-300//24)") + "; ꯑꯆꯥꯔ: " + m("120") + " ÷ " + m("48") + " = " + m("120/48", 1)
          + " → " + m("-(-120//48)") + " → **" + m("13+3") + " ꯀꯥꯔꯇꯟ**"),
        U("ꯁꯦꯜ ꯄꯤꯒꯗꯕ ꯅꯨꯃꯤꯠ ꯑꯗꯨ ꯑꯃꯨꯛ ꯍꯟꯅꯥ ꯍꯥꯏꯕꯤꯌꯨ."),
        A("**ꯅꯣꯚꯦꯝꯕꯔ [[꯵]]**", why="the invoice of 20 September is due 45 days on, on 4 November; the model restated it a day on, in Meetei Mayek digits"),
    ),
    run(7, SONNET45,
        U("Slicing batch SL-1012-1 started at ten past six. When is it done, and what does the slicer cost?"),
        C("get_batch", {"batch": "SL-1012-1"}, BATCH_7),
        A("**SL-1012-1** (675 kg, Line 1):\n\n- 675 / 150 = **" + v("675/150", ".1f") + " hours** = " + v("4.5*60", ".0f") + " min\n"
          "- Started 06:10 → done at **" + v("datetime(2027,10,12,6,10)+timedelta(minutes=270)", "%H:%M") + "**, twenty to eleven\n"
          "- Power: 4.5 h × 3.5 kWh = " + v("4.5*3.5", ".2f") + " kWh × INR 6.80 = **INR " + v("15.75*6.8", ".2f") + "**"),
        U("Soibum and cartons from it?"),
        A("- 675 × 55% = **" + v("675*0.55", ".2f") + " kg** → " + v("int(371.25//0.5)", "d") + " full jars\n- " + v("742/24", ".2f") + " → **" + v("-(-742//24)", "d") + " cartons**"),
        U("We load 20 minutes after the tank room booking ends. When is that?"),
        A("The tank room is booked 09:00-11:45 today, so loading is at **" + v("datetime(2027,10,12,11,45)+timedelta(minutes=20)", "%H:%M") + "**, five past twelve."),
        U("What is it worth, and what do the peelers get?"),
        A("- Worth: " + v("742", "d") + " jars × INR 70 = **INR " + v("742*70", ",d") + "**\n- Peelers: 675 × INR 2.50 = **INR " + v("675*2.5", ",.2f") + "**"),
        U("What's the organic certificate number on this batch?"),
        A("It's certified under NPOP certificate **[[NPOP/MN/2027/0318]]**.", why="the batch record carries no certificate number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Kakching Bazar Stores want 240 jars of bamboo shoot pickle. Cartons, price with GST?"),
        A("1. Cartons: 240 / 48 = **" + v("240//48", "d") + " cartons**\n2. Price: 240 × INR 95 = INR " + v("240*95", ",.2f") + " (under INR 25,000: no discount)\n"
          "3. GST 5%: INR " + v("22800*0.05", ",.2f") + " → **INR " + v("22800*1.05", ",.2f") + "**"),
        U("How many fresh shoots does that take, and what do they cost?"),
        A("1. Soibum: 240 × 180 g = " + v("240*0.18", ".1f") + " kg\n2. Peeling keeps 55%: 43.2 / 0.55 = **" + v("43.2/0.55", ".2f") + " kg** of fresh shoots\n"
          "3. × INR 32 = **INR " + v("43.2/0.55*32", ",.2f") + "**"),
        U("They also want 400 jars of soibum. Do they get credit?"),
        C("get_buyer", {"buyer": "Kakching Bazar Stores"}, BUYER_8),
        A("1. Soibum: 400 / 24 = " + v("400/24", ".2f") + " → **" + v("-(-400//24)", "d") + " cartons**\n2. With the pickle: " + v("17+5", "d") + " cartons\n"
          "3. Their threshold: 20 cartons → " + v("22", "d") + " ≥ 20 → **yes, credit**"),
        U("The pickle in dollars?"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("1. INR " + v("23940", ",.2f") + " / 86.40\n2. **$" + v("23940/86.4", ",.2f") + "**"),
        U("Remind me how many fresh shoots that was?"),
        A("1. Fresh shoots for the pickle: **[[109.09]] kg**", why="240 jars at 180 g of soibum take 43.2 kg, 78.55 kg of fresh shoots; the model used the jar's 250 g instead (a wrong step)"),
    ),
    run(9, HAIKU45,
        U("What soibum do we have in stock and what's it worth?"),
        C("get_carton_stock", {}, STOCK_9),
        A("- Cartons: 26 + 19 + 33 + 21 = **" + v("26+19+33+21", "d") + "**\n- Jars: 99 × 24 = **" + v("99*24", ",d") + "**\n"
          "- Worth: 2,376 × INR 70 = **INR " + v("2376*70", ",d") + "** (" + v("inr(166320)", "s") + ")"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("INR " + v("166320", ",d") + " / 86.40 = **$" + v("166320/86.4", ",.2f") + "**."),
        U("How many truck trips to move it all?"),
        A("99 / 90 = " + v("99/90", ".1f") + " → **" + v("-(-99//90)", "d") + " trips**."),
        U("How many jars in SB-0929?"),
        A("SB-0929: **[[782]] jars**.", why="SB-0929 holds 33 cartons of 24, 792 jars; the model wrote it one digit off"),
        anthropic=True,
    ),
    run(10, KIMI_K2,
        U("September's purchases: how many kilos, what did they cost, and the mean price?"),
        C("get_purchases", {"month": "2027-09"}, MONTH_10),
        A("<think>\nKilos: 720+540+910+630 = " + v("720+540+910+630", ",d") + ". Cost: " + v("720*31", ",d") + " + " + v("540*34", ",d") + " + "
          + v("910*32", ",d") + " + " + v("630*33", ",d") + " = " + v("22320+18360+29120+20790", ",d") + ".\n</think>\n\n"
          "- **" + v("2800", ",d") + " kg**, **INR " + v("90590", ",d") + "**\n- Mean: **INR " + v("90590/2800", ".2f") + " a kg**"),
        U("How much soibum, and how many cartons of jars?"),
        A("<think>\n2800 × 0.55 = " + v("2800*0.55", ".0f") + " kg; / 0.5 = " + v("1540/0.5", ",.0f") + " jars; / 24 = " + v("3080/24", ".2f") + ".\n</think>\n\n"
          "**" + v("1540", ",d") + " kg**, **" + v("-(-3080//24)", "d") + " cartons**."),
        U("Per grower?"),
        A("<think>\nThoubal: 720 + 910; Ukhrul: 540 + 630.\n</think>\n\n| Grower | kg | INR |\n|---|---|---|\n| Thoubal | " + v("720+910", ",d") + " | "
          + v("22320+29120", ",d") + " |\n| Ukhrul | " + v("540+630", ",d") + " | " + v("18360+20790", ",d") + " |"),
        U("The biggest purchase's share of the month?"),
        A("<think>\n910 / 2800.\n</think>\n\n910 kg on 20 September, **[[35.2]]%** of the month.",
          why="910 of 2,800 kg is 32.5%; the model swapped two digits"),
    ),
    run(11, GROK41,
        U("Soibum per kg and a pickle jar, in dollars?"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("Soibum $" + v("140/86.4", ".2f") + "/kg, pickle $" + v("95/86.4", ".2f") + " a jar."),
        U("A Delhi store sells our pickle 40% dearer than us. Their price?"),
        A("INR " + v("95*1.4", ".2f") + "."),
        U("6 jars at their price?"),
        A("INR " + v("133*6", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("Someone wants 30 jars of soibum. Cartons?"),
        A(v("-(-30//24)", "d") + " cartons."),
        U("Price?"),
        A("INR " + v("30*70", ",d") + "."),
        U("With GST?"),
        A("INR " + v("2100*1.05", ",.2f") + "."),
        U("Fresh shoots for that?"),
        A("About " + v("15/0.55", ".1f") + " kg."),
    ),
]
