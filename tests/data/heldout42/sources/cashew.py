"""cashew runs: the assistant of a cashew processing unit near Brahmapur, Odisha (tools designed for
this set: a purchase, an order, a dispatch, a cooking batch and the day's rate as JSON, the dryer log,
the shelling sheet and a month's purchases as CSV text, the kernel stock as a markdown table, a tax
invoice as plain text), with raw nuts in 80 kg bags, the kernels' outturn and their wholes and pieces,
kernels rounded up to 10 kg tins, shellers and peelers by the kilo, cooking drums into a clock and the
boiler's firewood, dryer batches across midnight into firewood, a discount from 100 kg and GST on top,
a tempo by the km both ways, payment days, dollars at the day's rate; tool results and answers written
here, in the styles of GPT-5.1 and Gemini 3 Pro in Odia (Odia digits, Indian grouping, Odia month
names: `₹୪,୨୪,୮୦୦`, `୭୫ ଟିଣ`, `୨୬ ମାର୍ଚ୍ଚ ୨୦୨୭`, `ସକାଳ ୭:୩୦`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5
(Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini
(numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout42_cashew import POLICY, csv
from _heldout42_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"cashew-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def o(expr: str, decimals: int = 0) -> str:
    """A computed value in Odia digits with Indian grouping."""
    return v(f"od({expr}, {decimals})", "s")


RATE = {"date": "2027-03-16", "inr_per_usd": 86.40, "source": "RBI reference rate"}
PURCHASE_1 = {"lot": "RCN-0311", "seller": "Ganjam Kaju Chasi Sangha", "bags": 45, "kg_per_bag": 80, "price_per_kg": 118,
              "received": "2027-03-11", "moisture_pct": 9.2}
DRYER_2 = csv("batch,loaded,unloaded,kg_in,kg_out", "D-31,2027-03-13 18:40,2027-03-14 04:40,240,228.0",
              "D-32,2027-03-14 19:15,2027-03-15 05:45,236,223.5", "D-33,2027-03-15 20:30,2027-03-16 06:50,252,240.2")
ORDER_3 = {"order": "MT-0315-2", "buyer": "Kalinga Dry Fruits, Bhubaneswar", "wholes_kg": 120, "pieces_kg": 45, "ordered": "2027-03-15",
           "dispatch": "2027-03-18T07:30", "km_one_way": 170, "drive_minutes": 260}
SHEET_4 = csv("worker,date,task,kg", "Sabita Behera,2027-03-15,shelling,64", "Kuni Nayak,2027-03-15,shelling,58.5",
              "Rashmi Sahu,2027-03-15,peeling,21.5", "Jamuna Das,2027-03-15,peeling,18.25", "Tilottama Gouda,2027-03-15,shelling,71")
DISPATCH_5 = {"dispatch": "TMP-0316", "to": "Visakhapatnam port", "km_one_way": 265, "departs": "2027-03-16T21:30", "drive_minutes": 370,
              "tins": 48, "grade": "wholes", "driver": "Prakash Swain"}
INVOICE_6 = """MAA TARINI CASHEW UNIT, BRAHMAPUR                     TAX INVOICE MT-INV-0418
Date: 2027-03-05
Buyer: Utkal Sweets, Cuttack
W320 wholes            150 kg x 820.00            1,23,000.00
Pieces                  60 kg x 560.00               33,600.00
Subtotal                                          1,56,600.00
Discount 3% (100 kg or more)                         -4,698.00
Net                                               1,51,902.00
GST 5%                                                7,595.10
Total                                             1,59,497.10
Payable within 21 days of the invoice date"""
BATCH_7 = {"batch": "CK-0316-1", "lot": "RCN-0311", "raw_kg": 1200, "start": "2027-03-16T05:50", "drums": 8, "operator": "Bijay Pradhan"}
STOCK_9 = ("| lot | grade | tins | kg per tin |\n|---|---|---|---|\n| K-0301 | wholes | 34 | 10 |\n| K-0305 | pieces | 22 | 10 |\n"
           "| K-0309 | wholes | 27 | 10 |\n| K-0312 | pieces | 9 | 10 |")
MONTH_10 = csv("date,bags,price_per_kg", "2027-02-03,30,116", "2027-02-10,42,119", "2027-02-17,25,117", "2027-02-24,38,120")

RUNS = [
    run(1, GPT51,
        U("ନମସ୍କାର। RCN-0311 ଲଟରେ କେତେ କଞ୍ଚା କାଜୁ ଆସିଲା, ଦାମ କେତେ?"),
        C("get_purchase", {"lot": "RCN-0311"}, PURCHASE_1),
        A("RCN-0311 (" + v("ori('11')", "s") + " ମାର୍ଚ୍ଚ ୨୦୨୭ରେ ଆସିଛି):\n\n"
          "- " + o("45") + " ବସ୍ତା × " + o("80") + " କିଲୋ = **" + o("45*80") + " କିଲୋ**\n"
          "- " + o("3600") + " × ₹" + o("118") + " = **₹" + o("3600*118") + "**"),
        U("ଏଥିରୁ କେତେ ମଞ୍ଜି (kernel) ମିଳିବ?"),
        A("- ମଞ୍ଜି ୨୬%: " + o("3600") + " × ୦.୨୬ = **" + o("3600*0.26") + " କିଲୋ**\n"
          "- ଗୋଟା ୮୦%: **" + o("936*0.8", 1) + " କିଲୋ**\n- ଭଙ୍ଗା ୨୦%: **" + o("936*0.2", 1) + " କିଲୋ**"),
        U("କେତେ ଟିଣ ହେବ ଆଉ ମୂଲ୍ୟ କେତେ?"),
        A("- ଗୋଟା: " + o("748.8", 1) + " ÷ ୧୦ → **" + o("-(-748.8//10)") + " ଟିଣ**; " + o("748.8", 1) + " × ₹୮୨୦ = ₹" + o("748.8*820") + "\n"
          "- ଭଙ୍ଗା: " + o("187.2", 1) + " ÷ ୧୦ → **" + o("-(-187.2//10)") + " ଟିଣ**; " + o("187.2", 1) + " × ₹୫୬୦ = ₹" + o("187.2*560") + "\n"
          "- ମୋଟ: **₹" + o("614016+104832") + "**"),
        U("କଞ୍ଚା କାଜୁ ଦାମ ବାଦ ଦେଲେ କେତେ ରହିବ?"),
        A("₹" + o("718848") + " − ₹" + o("424800") + " = **₹" + o("718848-424800") + "**"),
        U("ଶେଲର ଆଉ ପିଲର ମଜୁରି କେତେ?"),
        A("- ଶେଲର: " + o("3600") + " କିଲୋ × ₹୧୪ = **₹" + o("3600*14") + "**\n"
          "- ପିଲର: " + o("936") + " କିଲୋ × ₹୩୨ = **₹" + o("936*32") + "**"),
        U("ଗୋଟା ମଞ୍ଜି କେତେ ଟିଣ ବୋଲି କହିଲ?"),
        A("**[[୫୭]] ଟିଣ**", why="748.8 kg of wholes fill 75 tins of 10 kg rounded up; the model restated it with two digits swapped, in Odia digits"),
    ),
    run(2, OPUS45,
        U("How did the kernel dryer do the last three nights, and what did the firewood cost?"),
        C("get_dryer_log", {"from": "2027-03-13"}, DRYER_2),
        A("| Batch | In | Out | Hours | Loss (kg) | Loss % | Firewood (kg) |\n|---|---|---|---|---|---|---|\n"
          "| D-31 | 18:40 | 04:40 | " + v("(datetime(2027,3,14,4,40)-datetime(2027,3,13,18,40)).seconds/3600", ".2f") + " | " + v("240-228.0", ".1f") + " | " + v("(240-228.0)/240*100", ".2f") + " | " + v("(datetime(2027,3,14,4,40)-datetime(2027,3,13,18,40)).seconds/3600*12", ".0f") + " |\n"
          "| D-32 | 19:15 | 05:45 | " + v("(datetime(2027,3,15,5,45)-datetime(2027,3,14,19,15)).seconds/3600", ".2f") + " | " + v("236-223.5", ".1f") + " | " + v("(236-223.5)/236*100", ".2f") + " | " + v("(datetime(2027,3,15,5,45)-datetime(2027,3,14,19,15)).seconds/3600*12", ".0f") + " |\n"
          "| D-33 | 20:30 | 06:50 | " + v("(datetime(2027,3,16,6,50)-datetime(2027,3,15,20,30)).seconds/3600", ".2f") + " | " + v("252-240.2", ".1f") + " | " + v("(252-240.2)/252*100", ".2f") + " | " + v("(datetime(2027,3,16,6,50)-datetime(2027,3,15,20,30)).seconds/3600*12", ".0f") + " |\n\n"
          "Firewood: " + v("120+126+124", "d") + " kg × 7.50 = **" + v("370*7.5", ",.2f") + " INR**."),
        U("Mean drying time?"),
        A("(" + v("10", "d") + " + " + v("10.5", ".1f") + " + " + v("(datetime(2027,3,16,6,50)-datetime(2027,3,15,20,30)).seconds/3600", ".2f") + ") / 3 = **"
          + v("(10+10.5+(datetime(2027,3,16,6,50)-datetime(2027,3,15,20,30)).seconds/3600)/3", ".2f") + " h**."),
        U("How many kg came out in all?"),
        A("228.0 + 223.5 + 240.2 = **" + v("228.0+223.5+240.2", ".1f") + " kg**, from " + v("240+236+252", "d") + " kg in."),
        U("When did D-32 come out?"),
        A("D-32 was unloaded at **[[06:45]]** on 15 March.", why="the dryer log has D-32 unloaded at 05:45 on 15 March; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("MT-0315-2 ଅର୍ଡରର ହିସାବ କର।"),
        C("get_order", {"order": "MT-0315-2"}, ORDER_3),
        A("* **ଗୋଟା**: " + o("120") + " କିଲୋ × ₹୮୨୦ = ₹" + o("120*820") + "\n* **ଭଙ୍ଗା**: " + o("45") + " କିଲୋ × ₹୫୬୦ = ₹" + o("45*560") + "\n"
          "* ମୋଟ ₹" + o("98400+25200") + "; " + o("120+45") + " କିଲୋ, ୧୦୦ କିଲୋରୁ ଅଧିକ → ୩% ରିହାତି −₹" + o("123600*0.03") + "\n"
          "* ନେଟ ₹" + o("123600*0.97") + "; GST ୫%: ₹" + o("119892*0.05", 2) + "\n* **ସର୍ବମୋଟ: ₹" + o("119892*1.05", 2) + "**"),
        U("ଟିଣ କେତେ, ଟେମ୍ପୋ କେବେ ପହଞ୍ଚିବ?"),
        A("* ଟିଣ: " + o("-(-120//10)") + " + " + o("-(-45//10)") + " = **" + o("12+5") + " ଟିଣ**\n"
          "* ଟେମ୍ପୋ: " + v("ori('18')", "s") + " ମାର୍ଚ୍ଚ ସକାଳ " + v("ori('7:30')", "s") + "ରେ ଯିବ, " + o("260") + " ମିନିଟ → ଦିନ **" + v("ori('%d:%02d' % ((datetime(2027,3,18,7,30)+timedelta(minutes=260)).hour, (datetime(2027,3,18,7,30)+timedelta(minutes=260)).minute))", "s") + "**\n"
          "* ଭଡ଼ା: " + o("170") + " × ୨ × ₹୨୬ = **₹" + o("170*2*26") + "**"),
        U("ଡଲାରରେ କେତେ?"),
        C("get_rate", {"date": "2027-03-16"}, RATE),
        A("* ₹" + o("125886.6", 2) + " ÷ ୮୬.୪୦ = **$" + v("od(125886.6/86.4, 2)", "s") + "**"),
        U("ଟଙ୍କା କେବେ ସୁଦ୍ଧା ଆସିବା କଥା?"),
        A("* ପଠାଣ " + v("ori('18')", "s") + " ମାର୍ଚ୍ଚ; ୨୧ ଦିନ → **" + v("ori('%d' % (date(2027,3,18)+timedelta(days=21)).day)", "s") + " ଅପ୍ରେଲ ୨୦୨୭**"),
        U("GST କେତେ ଥିଲା?"),
        A("* **₹[[୫,୯୮୪.୬୦]]**", why="the GST on the 1,19,892 INR net is 5,994.60 INR; the model restated it one digit off, in Odia digits"),
    ),
    run(4, QWEN3,
        U("Pay for yesterday's shelling sheet?"),
        C("get_shelling_sheet", {"date": "2027-03-15"}, SHEET_4),
        A("| Worker | Task | kg | Rate | Pay (INR) |\n|---|---|---|---|---|\n"
          "| Sabita Behera | shelling | 64 | 14 | " + v("64*14", ",.2f") + " |\n| Kuni Nayak | shelling | 58.5 | 14 | " + v("58.5*14", ",.2f") + " |\n"
          "| Rashmi Sahu | peeling | 21.5 | 32 | " + v("21.5*32", ",.2f") + " |\n| Jamuna Das | peeling | 18.25 | 32 | " + v("18.25*32", ",.2f") + " |\n"
          "| Tilottama Gouda | shelling | 71 | 14 | " + v("71*14", ",.2f") + " |\n| **Total** | | | | **" + v("896+819+688+584+994", ",.2f") + "** |"),
        U("Mean shelled per sheller, and the kernels the shelling should give?"),
        A("| Item | Value |\n|---|---|\n| Raw nuts shelled | " + v("64+58.5+71", ".1f") + " kg |\n| Mean per sheller | " + v("(64+58.5+71)/3", ".1f") + " kg |\n"
          "| Kernels at 26% | " + v("193.5*0.26", ".2f") + " kg |"),
        U("Tilottama's pay in dollars?"),
        C("get_rate", {"date": "2027-03-16"}, RATE),
        A("| INR | INR/USD | USD |\n|---|---|---|\n| " + v("994", ".2f") + " | 86.40 | **" + v("994/86.4", ".2f") + "** |"),
        U("Kuni's pay?"),
        A("| Worker | Pay |\n|---|---|\n| Kuni Nayak | **[[829.00]] INR** |", why="Kuni's 58.5 kg at 14 INR are 819.00 INR; the model wrote one digit off"),
    ),
    run(5, KIMI_K2,
        U("The Vizag tempo tonight: cost and arrival?"),
        C("get_dispatch", {"dispatch": "TMP-0316"}, DISPATCH_5),
        A("<think>\n265 × 2 × 26 = " + v("265*2*26", ",d") + ", over the 1,500 minimum. 21:30 + 370 min = " + v("datetime(2027,3,16,21,30)+timedelta(minutes=370)", "%H:%M") + " next day.\n</think>\n\n"
          "- Tempo: **" + v("265*2*26", ",d") + " INR**\n- Arrives **" + v("datetime(2027,3,16,21,30)+timedelta(minutes=370)", "%H:%M") + "** on " + v("(datetime(2027,3,16,21,30)+timedelta(minutes=370)).day", "d") + " March"),
        U("Kernels on board and their value?"),
        A("<think>\n48 tins × 10 = " + v("48*10", "d") + " kg wholes; × 820 = " + v("480*820", ",d") + ".\n</think>\n\n**" + v("480", "d") + " kg**, worth **" + v("480*820", ",d") + " INR**."),
        U("Room left on the tempo?"),
        A("<think>\n60 − 48.\n</think>\n\n**" + v("60-48", "d") + " tins**."),
        U("Tempo cost again?"),
        A("<think>\n265 × 2 × 26 = " + v("265*2*26", ",d") + ".\n</think>\n\n**[[13,870]] INR**", why="265 km both ways at 26 INR is 13,780 INR; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("MT-INV-0418 ଇନଭଏସର ଟଙ୍କା କେବେ ଦେବାକଥା?"),
        C("get_invoice", {"number": "MT-INV-0418"}, INVOICE_6),
        A("MT-INV-0418 " + v("ori('5')", "s") + " ମାର୍ଚ୍ଚ ୨୦୨୭ରେ ହୋଇଛି; ୨୧ ଦିନ → **" + v("ori('%d' % (date(2027,3,5)+timedelta(days=21)).day)", "s") + " ମାର୍ଚ୍ଚ ୨୦୨୭**, ଆଉ "
          + v("ori('%d' % (date(2027,3,26)-date(2027,3,16)).days)", "s") + " ଦିନ ବାକି। ସର୍ବମୋଟ **₹" + o("159497.1", 2) + "**।"),
        U("ଡଲାରରେ?"),
        C("get_rate", {"date": "2027-03-16"}, RATE),
        A("₹" + o("159497.1", 2) + " ÷ ୮୬.୪୦ = **$" + v("od(159497.1/86.4, 2)", "s") + "**"),
        U("ରିହାତି ନ ଥିଲେ କେତେ ହୋଇଥାନ୍ତା?"),
        A("₹" + o("156600", 2) + " × ୧.୦୫ = **₹" + o("156600*1.05", 2) + "**; ରିହାତିରେ ₹" + o("164430-159497.1", 2) + " ବଞ୍ଚିଲା।"),
        U("କେତେ ଟିଣ ଗଲା?"),
        A(o("150") + " ÷ ୧୦ = " + o("150//10") + ", " + o("60") + " ÷ ୧୦ = " + o("60//10") + " → **" + o("15+6") + " ଟିଣ**।"),
        U("GST କେତେ?"),
        A("**₹" + o("7595.1", 2) + "**"),
        U("ଶେଷ ତାରିଖ ପୁଣି କୁହ।"),
        A("**[[୨୭ ମାର୍ଚ୍ଚ]] ୨୦୨୭**", why="the invoice of 5 March is due 21 days on, on 26 March 2027; the model restated it a day on, in Odia digits"),
    ),
    run(7, SONNET45,
        U("Cooking batch CK-0316-1 started this morning. When will the drums be done, and what will the boiler burn?"),
        C("get_batch", {"batch": "CK-0316-1"}, BATCH_7),
        A("**CK-0316-1** (lot RCN-0311, 1,200 kg raw):\n\n- 1,200 / 150 = " + v("1200/150", ".0f") + " drums × 25 min = " + v("8*25", "d") + " min\n"
          "- Started 05:50 → done at **" + v("datetime(2027,3,16,5,50)+timedelta(minutes=200)", "%H:%M") + "**\n"
          "- Boiler: " + v("200/60", ".2f") + " h × 45 kg = **" + v("200/60*45", ".0f") + " kg** of firewood, **" + v("200/60*45*7.5", ",.2f") + " INR**"),
        U("What kernels should it give?"),
        A("- 1,200 × 0.26 = **" + v("1200*0.26", ".0f") + " kg** kernels\n- Wholes " + v("312*0.8", ".1f") + " kg, pieces " + v("312*0.2", ".1f") + " kg"),
        U("Worth?"),
        A(v("249.6", ".1f") + " × 820 = " + v("249.6*820", ",.0f") + "; " + v("62.4", ".1f") + " × 560 = " + v("62.4*560", ",.0f") + "; **" + v("204672+34944", ",d") + " INR**."),
        U("And the shellers for it?"),
        A("1,200 × 14 = **" + v("1200*14", ",d") + " INR**."),
        U("What's the food-safety lot code for this batch?"),
        A("Its lot code is **[[FSL-2703-5521]]**.", why="the batch record carries no lot code; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("A buyer wants 250 kg of wholes. Tins, price with discount and GST, and raw nuts we need?"),
        A("1. Tins: 250 / 10 = **" + v("250/10", ".0f") + " tins**\n"
          "2. Price: 250 × 820 = " + v("250*820", ",d") + " INR; 3% off: " + v("205000*0.97", ",.2f") + "\n"
          "3. GST 5%: " + v("198850*0.05", ",.2f") + " → **" + v("198850*1.05", ",.2f") + " INR**\n"
          "4. Raw nuts: 250 / (0.26 × 0.8) = " + v("250/(0.26*0.8)", ",.2f") + " kg → **" + v("-(-(250/(0.26*0.8))//80)", ".0f") + " bags** of 80 kg, " + v("16*80*118", ",d") + " INR"),
        U("Peelers for it?"),
        A("1. Kernels: 250 / 0.8 = " + v("250/0.8", ".1f") + " kg\n2. × 32 = **" + v("312.5*32", ",.2f") + " INR**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-03-16"}, RATE),
        A("1. " + v("208792.5", ",.2f") + " / 86.40\n2. **" + v("208792.5/86.4", ",.2f") + " USD**"),
        U("Raw nuts again, in kg?"),
        A("1. 250 / 0.26\n2. **[[961.54]] kg**", why="the raw nuts for 250 kg of wholes are 250 / (0.26 x 0.8) = 1,201.92 kg; the model left out the wholes' 80% in a wrong step"),
    ),
    run(9, HAIKU45,
        U("What's our kernel stock worth?"),
        C("get_stock", {}, STOCK_9),
        A("- **Wholes**: (34 + 27) × 10 = " + v("(34+27)*10", "d") + " kg × 820 = **" + v("610*820", ",d") + " INR**\n"
          "- **Pieces**: (22 + 9) × 10 = " + v("(22+9)*10", "d") + " kg × 560 = **" + v("310*560", ",d") + " INR**\n"
          "- Total **" + v("500200+173600", ",d") + " INR**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-03-16"}, RATE),
        A(v("673800", ",d") + " / 86.40 = **$" + v("673800/86.4", ",.2f") + "**."),
        U("Tempo trips to move it all?"),
        A(v("34+22+27+9", "d") + " tins at 60 a tempo → **" + v("-(-92//60)", "d") + " trips**."),
        U("How many kg in K-0309?"),
        A("**[[280]] kg**.", why="K-0309 holds 27 tins of 10 kg, 270 kg; the model wrote one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("February's raw nut purchases: bags, kg, cost and the mean price?"),
        C("get_purchases", {"month": "2027-02"}, MONTH_10),
        A("<think>\nBags 30+42+25+38 = " + v("30+42+25+38", "d") + "; kg × 80 = " + v("135*80", ",d") + ".\n"
          "Cost: " + v("30*80", "d") + "×116=" + v("30*80*116", ",d") + ", " + v("42*80", "d") + "×119=" + v("42*80*119", ",d") + ", " + v("25*80", "d") + "×117=" + v("25*80*117", ",d") + ", " + v("38*80", "d") + "×120=" + v("38*80*120", ",d") + ".\n</think>\n\n"
          "- **" + v("135", "d") + " bags**, **" + v("10800", ",d") + " kg**\n- Cost **" + v("278400+399840+234000+364800", ",d") + " INR**\n"
          "- Mean **" + v("1277040/10800", ".2f") + " INR/kg**"),
        U("Kernels from it?"),
        A("<think>\n" + v("10800", ",d") + " × 0.26.\n</think>\n\n**" + v("10800*0.26", ",.0f") + " kg**"),
        U("Biggest purchase's share of the bags?"),
        A("<think>\n42 / " + v("135", "d") + ".\n</think>\n\n**" + v("42/135*100", ".2f") + "%** (10 February)."),
        U("Total bags again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[145]] bags**", why="February's four purchases were 135 bags; the model restated it one digit off"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-03-16"}, RATE),
        A("1 USD = 86.40 INR."),
        U("wholes kg usd"),
        A("$" + v("820/86.4", ".2f") + "."),
        U("pieces kg usd"),
        A("$" + v("560/86.4", ".2f") + "."),
        U("raw kg usd"),
        A("$" + v("118/86.4", ".2f") + "."),
        U("tin of wholes usd"),
        A("$" + v("10*820/86.4", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("35 kg pieces for a sweet shop, tins?"),
        A(v("-(-35//10)", "d") + " tins."),
        U("price?"),
        A(v("35*560", ",d") + " INR, no discount under 100 kg."),
        U("with gst?"),
        A(v("19600*1.05", ",.2f") + " INR."),
        U("raw nuts behind it?"),
        A(v("35/(0.26*0.2)", ",.2f") + " kg."),
        U("peelers?"),
        A(v("35/0.2*32", ",.2f") + " INR."),
    ),
]
