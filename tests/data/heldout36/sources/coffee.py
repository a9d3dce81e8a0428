"""coffee runs: the assistant of a coffee washing station in Sidama (Bensa Highlands, tools designed
for this set: a farmer's delivery, a washing lot, an export contract, a truck, today's pulping queue,
a drying bed and the day's rate as JSON, drying beds, a worker's week, cupping scores and a farmer's
season as CSV text, a warehouse receipt as plain text), with cherry by the kilo and a ripeness bonus
by the kilo, cherry into parchment at 5.4 to 1, a pulper's hours and its end clock with cleaning
between lots, washing 36 hours on, beds filled and emptied 14 days on, hulling's 20% loss into 60 kg
bags, pounds and US cents a pound with a specialty premium, payment 30 days after the bill of
lading, storage after free days, wages with overtime by the day, freight by the bag; tool results
and answers written here, in the styles of GPT-5.1 in Amharic (`38,214 ብር`, `ጃንዋሪ 15`), Claude
Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini 3 Pro (bullets), Qwen3 (tables),
Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4
(a few words)."""

from _heldout36_coffee import POLICY, csv
from _heldout36_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"coffee-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


RATE = {"date": "2026-12-28", "usd_etb": 155.40, "eur_etb": 181.75, "source": "National Bank of Ethiopia"}
DELIVERY_1 = {"receipt": "BH-2612-0418", "farmer": "Tadesse Bekele", "kebele": "Bensa Daye", "date": "2026-12-27", "cherry_kg": 386,
              "ripe_pct": 93, "paid": False}
LOT_2 = {"lot": "WL-1224-03", "cherry_kg": 9600, "pulping_start": "2026-12-24T15:20", "ferment_tank": "T3", "process": "washed"}
CONTRACT_3 = {"contract": "EXP-26-0117", "buyer": "Nordic Roast Collective, Oslo", "bags": 320, "bag_kg": 60,
              "grade": "Sidama G1 washed", "price_usc_lb": 412.50, "ship_by": "2027-01-20", "terms": "30 days after B/L"}
BEDS_4 = csv("bed,lot,loaded,kg_parchment,moisture_pct", "B-01,WL-1210-01,2026-12-11,44,11.2", "B-02,WL-1210-01,2026-12-11,45,11.9",
             "B-03,WL-1212-02,2026-12-13,43,12.6", "B-04,WL-1212-02,2026-12-13,45,11.4", "B-05,WL-1215-01,2026-12-16,42,14.8")
WEEK_5 = csv("worker,mon,tue,wed,thu,fri,sat", "Almaz Girma,8,9,8,10,8,0", "Desta Hailu,8,8,8,8,8,8",
             "Kebede Tola,10,8,0,9,8,8", "Meseret Abebe,8,8,9,8,0,0")
RECEIPT_6 = """BENSA HIGHLANDS CWS - WAREHOUSE RECEIPT WR-2612-077   22/12/2026
Lot        Bags  Kg/bag   Net kg   Grade
SB-0918      42      60    2,520   G1
SB-0921      35      60    2,100   G2
SB-0925      18      60    1,080   G1
TOTAL        95            5,700
Storage: 4.50 ETB per bag per day, first 10 days free"""
CUPPING_7 = csv("lot,cupper,score", "SB-0930,Hanna,86.25", "SB-0930,Yonas,87.00", "SB-0930,Liya,86.50",
                "SB-0931,Hanna,84.75", "SB-0931,Yonas,85.25", "SB-0931,Liya,84.50")
TRUCK_8 = {"truck": "3-AA-41872", "driver": "Getachew Mulu", "bags": 150, "bag_kg": 60, "departs": "2026-12-29T05:30",
           "route": "Hawassa-Djibouti", "freight_etb_per_bag": 310}
SEASON_9 = csv("date,cherry_kg,ripe_pct", "2026-11-18,212,91", "2026-11-25,305,88", "2026-12-02,268,94", "2026-12-09,190,86",
               "2026-12-16,244,92")
QUEUE_10 = {"date": "2026-12-28", "start": "13:00", "lots": [{"lot": "WL-1228-01", "cherry_kg": 4000},
                                                           {"lot": "WL-1228-02", "cherry_kg": 3200},
                                                           {"lot": "WL-1228-03", "cherry_kg": 2800}]}
BED_12 = {"bed": "B-11", "lot": "SB-0932", "loaded": "2026-12-20", "kg_parchment": 45, "moisture_pct": 13.1}

RUNS = [
    run(1, GPT51,
        U("ሰላም። የአቶ ታደሰ በቀለ ትናንት ያስረከቡት ቡና ስንት ይከፈላቸዋል?"),
        C("get_delivery", {"farmer": "Tadesse Bekele", "date": "2026-12-27"}, DELIVERY_1),
        A("ደረሰኝ BH-2612-0418፦ አቶ ታደሰ በቀለ (ቀበሌ ቤንሳ ዳዬ) ዲሴምበር 27 ቀን 386 ኪ.ግ ቀይ ቡና አስረክበዋል። የብስለት መጠኑ 93% ስለሆነ "
          "(ከ90% በላይ)፣ ዋጋው 92 + 7 = " + v("92+7", "d") + " ብር በኪሎ ነው።\n\n"
          "- ክፍያ፦ 386 × " + v("92+7", "d") + " = **" + v("386*99", ",d") + " ብር**\n"
          "- የሚገኘው ፓርችመንት፦ 386 ÷ 5.4 = " + v("386/5.4", ".1f") + " ኪ.ግ"),
        U("ጉርሻው ባይኖር ኖሮ ስንት ይሆን ነበር?"),
        A("386 × 92 = **" + v("386*92", ",d") + " ብር**። ጉርሻው " + v("386*7", ",d") + " ብር ጨምሮላቸዋል።"),
        U("በዶላር ስንት ነው?"),
        C("get_rate", {"date": "2026-12-28"}, RATE),
        A("በዛሬው ምንዛሬ (1 ዶላር = 155.40 ብር)፦ " + v("386*99", ",d") + " ÷ 155.40 = **" + v("38214/155.40", ",.2f") + " ዶላር**።"),
        U("ጠቅላላውን በብር እንደገና ንገረኝ፣ ልጽፈው ነው።"),
        A("**[[38,241]] ብር**።", why="the payment is 38,214 ETB; the model restated it with two digits swapped"),
    ),
    run(2, GEMINI3_PRO,
        U("Lot WL-1224-03: when did pulping finish, when was it washed, and how much parchment should we get?"),
        C("get_washing_lot", {"lot": "WL-1224-03"}, LOT_2),
        A("* **Pulping:** 9,600 kg / 1,600 kg an hour = " + v("9600/1600", "g") + " hours, from 15:20 to **"
          + v("datetime(2026,12,24,15,20)+timedelta(hours=6)", "%H:%M") + "** on 24 December\n"
          "* **Washing:** 36 hours of fermentation later, at **" + v("datetime(2026,12,24,21,20)+timedelta(hours=36)", "%H:%M") + " on "
          + v("datetime(2026,12,24,21,20)+timedelta(hours=36)", "%-d %B") + "**\n"
          "* **Parchment:** 9,600 / 5.4 = **" + v("9600/5.4", ",.1f") + " kg**"),
        U("How many drying beds will that take?"),
        A("* " + v("9600/5.4", ",.1f") + " / 45 = " + v("9600/5.4/45", ".2f") + ", so **" + v("-(-9600/5.4//45)", ".0f") + " beds**"),
        U("When can it come off the beds?"),
        A("* Washed on " + v("datetime(2026,12,24,21,20)+timedelta(hours=36)", "%-d %B") + ", plus 14 days: **"
          + v("date(2026,12,26)+timedelta(days=14)", "%-d %B %Y") + "**, if the moisture is down to 11.5%"),
        U("And green coffee and bags after hulling?"),
        A("* " + v("9600/5.4", ",.1f") + " kg × 0.8 = **" + v("9600/5.4*0.8", ",.1f") + " kg green**\n"
          "* / 60 = " + v("9600/5.4*0.8/60", ".2f") + ", so **" + v("int(9600/5.4*0.8//60)", "d") + " full bags** and "
          + v("9600/5.4*0.8-23*60", ".1f") + " kg over"),
        U("Remind me of the parchment figure?"),
        A("* **[[1,787.8]] kg** of parchment.", why="9,600 kg of cherry make 1,777.8 kg of parchment; the model restated it one digit off"),
    ),
    run(3, OPUS45,
        U("Contract EXP-26-0117: what is it worth in dollars, and when are we paid if we ship on the last day?"),
        C("get_contract", {"contract": "EXP-26-0117"}, CONTRACT_3),
        A("**EXP-26-0117 — Nordic Roast Collective, Oslo** (Sidama G1 washed)\n\n"
          "- **Weight:** 320 bags × 60 kg = " + v("320*60", ",d") + " kg = " + v("19200*2.2046", ",.2f") + " lb\n"
          "- **Value:** " + v("19200*2.2046", ",.2f") + " lb × $4.125 = **$" + v("19200*2.2046*4.125", ",.2f") + "**\n"
          "- **Container:** exactly one 20-ft container (320 bags)\n"
          "- **Payment:** shipping on 20 January with the B/L that day, payment falls 30 days later, on **"
          + v("date(2027,1,20)+timedelta(days=30)", "%-d %B %Y") + "**"),
        U("And in birr at today's rate?"),
        C("get_rate", {"date": "2026-12-28"}, RATE),
        A("$" + v("19200*2.2046*4.125", ",.2f") + " × 155.40 = **" + v("19200*2.2046*4.125*155.40", ",.2f") + " ETB**."),
        U("If the lot cups 87 or better, what does the specialty premium add?"),
        A("The premium is 40 US cents a lb: " + v("19200*2.2046", ",.2f") + " lb × $0.40 = **$" + v("19200*2.2046*0.40", ",.2f")
          + "**, bringing the price to " + v("412.50+40", ".2f") + " ¢/lb and the contract to **$" + v("19200*2.2046*4.525", ",.2f") + "**."),
        U("How many pounds is one bag?"),
        A("60 kg × 2.2046 = **" + v("60*2.2046", ".2f") + " lb** a bag."),
        U("Give me the base contract value again."),
        A("**$[[174,640.32]]**.", why="the contract is worth $174,604.32; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(4, QWEN3,
        U("Which drying beds are ready to empty?"),
        C("get_drying_beds", {"status": "loaded"}, BEDS_4),
        A("| Bed | Lot | Loaded | 14 days on | Moisture | Ready |\n|---|---|---|---|---|---|\n"
          "| B-01 | WL-1210-01 | 11 Dec | " + v("date(2026,12,11)+timedelta(days=14)", "%-d %b") + " | 11.2% | yes |\n"
          "| B-02 | WL-1210-01 | 11 Dec | " + v("date(2026,12,11)+timedelta(days=14)", "%-d %b") + " | 11.9% | no (moisture) |\n"
          "| B-03 | WL-1212-02 | 13 Dec | " + v("date(2026,12,13)+timedelta(days=14)", "%-d %b") + " | 12.6% | no (moisture) |\n"
          "| B-04 | WL-1212-02 | 13 Dec | " + v("date(2026,12,13)+timedelta(days=14)", "%-d %b") + " | 11.4% | yes |\n"
          "| B-05 | WL-1215-01 | 16 Dec | " + v("date(2026,12,16)+timedelta(days=14)", "%-d %b") + " | 14.8% | no (days, moisture) |"),
        U("Total parchment on the beds, and green after hulling?"),
        A("| Parchment (kg) | Green (kg) | Bags of 60 kg |\n|---|---|---|\n| " + v("44+45+43+45+42", "d") + " | "
          + v("219*0.8", ".1f") + " | " + v("219*0.8/60", ".2f") + " |"),
        U("How much can go to the warehouse now?"),
        A("| Beds | Parchment (kg) | Green (kg) |\n|---|---|---|\n| B-01, B-04 | " + v("44+45", "d") + " | " + v("89*0.8", ".1f") + " |"),
        U("Mean moisture across the five?"),
        A("| Sum | Beds | Mean |\n|---|---|---|\n| " + v("11.2+11.9+12.6+11.4+14.8", ".1f") + " | 5 | " + v("(11.2+11.9+12.6+11.4+14.8)/5", ".2f") + "% |"),
        U("How far over the limit is each bed that isn't ready?"),
        A("| Bed | Moisture | Limit | Over |\n|---|---|---|---|\n"
          "| B-02 | 11.9 | 11.5 | " + v("11.9-11.5", ".1f") + " |\n| B-03 | 12.6 | 11.5 | " + v("12.6-11.5", ".1f") + " |\n"
          "| B-05 | 14.8 | 11.5 | [[3.8]] |", why="14.8 is 3.3 points over 11.5; the model wrote one digit off"),
    ),
    run(5, KIMI_K2,
        U("Work out the seasonal workers' pay for last week from the sheet."),
        C("get_worker_week", {"week": "2026-W52"}, WEEK_5),
        A("<think>\n300 a day worked, 50/h over 8.\nAlmaz: 5 days, over " + v("9-8", "d") + "+" + v("10-8", "d") + " = " + v("1+2", "d")
          + " → " + v("5*300+3*50", ",d") + ".\nDesta: 6 days, none → " + v("6*300", ",d") + ".\nKebede: 5 days, over " + v("10-8", "d") + "+"
          + v("9-8", "d") + " = " + v("2+1", "d") + " → " + v("5*300+3*50", ",d") + ".\nMeseret: 4 days, over " + v("9-8", "d") + " → "
          + v("4*300+1*50", ",d") + ".\nTotal " + v("1650+1800+1650+1250", ",d") + ".\n</think>\n\n"
          "| Worker | Days | Overtime h | Pay (ETB) |\n|---|---|---|---|\n"
          "| Almaz Girma | 5 | 3 | " + v("5*300+3*50", ",d") + " |\n| Desta Hailu | 6 | 0 | " + v("6*300", ",d") + " |\n"
          "| Kebede Tola | 5 | 3 | " + v("5*300+3*50", ",d") + " |\n| Meseret Abebe | 4 | 1 | " + v("4*300+1*50", ",d") + " |\n\n"
          "**Total: " + v("1650+1800+1650+1250", ",d") + " ETB**"),
        U("What did overtime cost in all?"),
        A("<think>\n" + v("1+2", "d") + "+0+" + v("2+1", "d") + "+" + v("9-8", "d") + " = " + v("3+0+3+1", "d") + " h.\n</think>\n\n" + v("3+0+3+1", "d")
          + " hours × 50 ETB = **" + v("7*50", "d") + " ETB**."),
        U("As a share of the week's bill?"),
        A("<think>\n" + v("7*50", "d") + " / " + v("1650+1800+1650+1250", "d") + ".\n</think>\n\n**" + v("350/6350*100", ".2f") + "%**."),
        U("And the whole bill in dollars?"),
        C("get_rate", {"date": "2026-12-28"}, RATE),
        A("<think>\n" + v("1650+1800+1650+1250", "d") + " / 155.40.\n</think>\n\n**$" + v("6350/155.40", ".2f") + "**."),
        U("Kebede's pay again?"),
        A("<think>\n5 × 300 = " + v("5*300", ",d") + ", + " + v("2+1", "d") + " × 50 = " + v("3*50", "d") + ", = " + v("1500+150", ",d")
          + ".\n</think>\n\n**[[1,750]] ETB**.", why="Kebede's pay is 1,650 ETB; the model wrote one digit off after an honest think"),
    ),
    run(6, GPT51,
        U("የመጋዘን ደረሰኝ WR-2612-077 ላይ ስንት ጆንያ G1 አለን? ስንት ኪሎ?"),
        C("get_warehouse_receipt", {"receipt": "WR-2612-077"}, RECEIPT_6),
        A("በደረሰኝ WR-2612-077 (ዲሴምበር 22) ላይ G1 ሁለት ሎቶች ናቸው፦ SB-0918 እና SB-0925።\n\n"
          "- ጆንያ፦ 42 + 18 = **" + v("42+18", "d") + " ጆንያ**\n"
          "- ክብደት፦ 2,520 + 1,080 = **" + v("2520+1080", ",d") + " ኪ.ግ**"),
        U("ሁሉንም ጃንዋሪ 15 ብናወጣ የማከማቻ ክፍያው ስንት ይሆናል?"),
        A("ከዲሴምበር 22 እስከ ጃንዋሪ 15 " + v("(date(2027,1,15)-date(2026,12,22)).days", "d") + " ቀናት ናቸው፤ የመጀመሪያዎቹ 10 ቀናት ነፃ ስለሆኑ "
          + v("24-10", "d") + " ቀናት ይከፈላሉ።\n\n95 ጆንያ × 4.50 ብር × " + v("24-10", "d") + " ቀን = **" + v("95*4.50*14", ",.2f") + " ብር**"),
        U("ጠቅላላው በፓውንድ ስንት ነው?"),
        A("5,700 ኪ.ግ × 2.2046 = **" + v("5700*2.2046", ",.2f") + " ፓውንድ**።"),
        U("ሙሉ ኮንቴነር ለመሙላት ስንት ጆንያ ይቀረናል?"),
        A("320 − 95 = **" + v("320-95", "d") + " ጆንያ**።"),
        U("የማከማቻ ክፍያው ስንት ነበር ያልከኝ?"),
        A("**[[5,895.00]] ብር**።", why="the storage is 5,985.00 ETB; the model restated it with two digits swapped"),
    ),
    run(7, SONNET45,
        U("How did SB-0930 and SB-0931 cup? Do they make Grade 1?"),
        C("get_cupping", {"lots": ["SB-0930", "SB-0931"]}, CUPPING_7),
        A("**SB-0930:** (86.25 + 87.00 + 86.50) / 3 = **" + v("(86.25+87.00+86.50)/3", ".2f") + "** → Grade 1 (85 or more), just short of the specialty premium at 87.\n\n"
          "**SB-0931:** (84.75 + 85.25 + 84.50) / 3 = **" + v("(84.75+85.25+84.50)/3", ".2f") + "** → below 85, so not Grade 1."),
        U("How far is SB-0930 from the premium?"),
        A("87 − " + v("(86.25+87.00+86.50)/3", ".2f") + " = **" + v("87-(86.25+87.00+86.50)/3", ".2f") + " points**."),
        U("How much did the cuppers disagree on each lot?"),
        A("- SB-0930: 87.00 − 86.25 = **" + v("87.00-86.25", ".2f") + "**\n- SB-0931: 85.25 − 84.50 = **" + v("85.25-84.50", ".2f") + "**"),
        U("Mean of all six cups?"),
        A("(86.25 + 87.00 + 86.50 + 84.75 + 85.25 + 84.50) / 6 = " + v("86.25+87.00+86.50+84.75+85.25+84.50", ".2f") + " / 6 = **"
          + v("(86.25+87.00+86.50+84.75+85.25+84.50)/6", ".2f") + "**."),
        U("SB-0930's mean once more?"),
        A("**[[86.85]]**.", why="SB-0930's mean is 86.58; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Truck 3-AA-41872 tomorrow: load, arrival and freight?"),
        C("get_truck", {"truck": "3-AA-41872"}, TRUCK_8),
        A("1. Load: 150 bags × 60 kg = " + v("150*60", ",d") + " kg\n"
          "2. Departs 29 December 05:30 + 48 h = **" + v("datetime(2026,12,29,5,30)+timedelta(hours=48)", "%-d %B, %H:%M") + "** in Djibouti\n"
          "3. Freight: 150 × 310 ETB = **" + v("150*310", ",d") + " ETB**"),
        U("Freight per kilo?"),
        A("1. " + v("150*310", ",d") + " / " + v("150*60", ",d") + " = **" + v("46500/9000", ".2f") + " ETB/kg**"),
        U("In dollars?"),
        C("get_rate", {"date": "2026-12-28"}, RATE),
        A("1. " + v("150*310", ",d") + " / 155.40 = **$" + v("46500/155.40", ".2f") + "**"),
        U("How many trucks for a 320-bag container, and the freight?"),
        A("1. 320 / 150 = " + v("320/150", ".2f") + " → **" + v("-(-320//150)", "d") + " trucks**\n"
          "2. 320 × 310 = **" + v("320*310", ",d") + " ETB**"),
        U("What's the waybill number for tomorrow's load?"),
        A("1. Waybill **[[WB-2612-3307]]**", why="the truck record carries no waybill number; the model invented one"),
    ),
    run(9, HAIKU45,
        U("What did Chaltu Wako earn from her cherry this season?"),
        C("get_farmer_season", {"farmer": "Chaltu Wako", "season": "2026"}, SEASON_9),
        A("Five deliveries; those 90% ripe or more get 92 + 7 = " + v("92+7", "d") + " ETB/kg:\n\n"
          "- 18 Nov: 212 kg × " + v("92+7", "d") + " = " + v("212*99", ",d") + " ETB\n"
          "- 25 Nov: 305 kg × 92 = " + v("305*92", ",d") + " ETB\n"
          "- 2 Dec: 268 kg × " + v("92+7", "d") + " = " + v("268*99", ",d") + " ETB\n"
          "- 9 Dec: 190 kg × 92 = " + v("190*92", ",d") + " ETB\n"
          "- 16 Dec: 244 kg × " + v("92+7", "d") + " = " + v("244*99", ",d") + " ETB\n\n"
          "**Total: " + v("212+305+268+190+244", ",d") + " kg for " + v("20988+28060+26532+17480+24156", ",d") + " ETB**"),
        U("Her average price per kilo?"),
        A(v("20988+28060+26532+17480+24156", ",d") + " / " + v("212+305+268+190+244", ",d") + " = **" + v("117216/1219", ".2f") + " ETB/kg**."),
        U("How much did the ripeness bonus add?"),
        A("(212 + 268 + 244) kg × 7 ETB = " + v("212+268+244", "d") + " × 7 = **" + v("724*7", ",d") + " ETB**."),
        U("How much parchment did her cherry make?"),
        A(v("212+305+268+190+244", ",d") + " / 5.4 = **" + v("1219/5.4", ".1f") + " kg** of parchment."),
        U("Season total again?"),
        A("**[[117,261]] ETB**.", why="her season's total is 117,216 ETB; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("Schedule today's pulping queue. When does each lot finish and get washed?"),
        C("get_pulping_queue", {"date": "2026-12-28"}, QUEUE_10),
        A("<think>\n1,600 kg/h. 4000/1600 = " + v("4000/1600", "g") + " h, 3200/1600 = " + v("3200/1600", "g") + " h, 2800/1600 = "
          + v("2800/1600", "g") + " h. 15 min cleaning between.\n</think>\n\n"
          "| Lot | kg | Pulping | Washing (+36 h) |\n|---|---|---|---|\n"
          "| WL-1228-01 | 4,000 | 13:00–" + v("datetime(2026,12,28,13,0)+timedelta(hours=2.5)", "%H:%M") + " | "
          + v("datetime(2026,12,28,15,30)+timedelta(hours=36)", "%-d %b %H:%M") + " |\n"
          "| WL-1228-02 | 3,200 | " + v("datetime(2026,12,28,15,30)+timedelta(minutes=15)", "%H:%M") + "–"
          + v("datetime(2026,12,28,15,45)+timedelta(hours=2)", "%H:%M") + " | " + v("datetime(2026,12,28,17,45)+timedelta(hours=36)", "%-d %b %H:%M") + " |\n"
          "| WL-1228-03 | 2,800 | " + v("datetime(2026,12,28,17,45)+timedelta(minutes=15)", "%H:%M") + "–"
          + v("datetime(2026,12,28,18,0)+timedelta(hours=1.75)", "%H:%M") + " | " + v("datetime(2026,12,28,19,45)+timedelta(hours=36)", "%-d %b %H:%M") + " |"),
        U("How much parchment from all three?"),
        A("<think>\n4000+3200+2800 = " + v("4000+3200+2800", "d") + ".\n</think>\n\n" + v("4000+3200+2800", ",d") + " kg / 5.4 = **"
          + v("10000/5.4", ",.1f") + " kg** of parchment."),
        U("What did the cherry cost at the base price?"),
        A(v("4000+3200+2800", ",d") + " kg × 92 ETB = **" + v("10000*92", ",d") + " ETB**."),
        U("So when is the pulper free tonight?"),
        A("<think>\nLast lot starts " + v("datetime(2026,12,28,17,45)+timedelta(minutes=15)", "%H:%M") + ", + 1 h 45 min.\n</think>\n\nAt **[[19:54]]**.",
          why="the last lot ends at 19:45; the model swapped the minutes after an honest think"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2026-12-28"}, RATE),
        A("1 USD = 155.40 ETB."),
        U("eur?"),
        A("1 EUR = 181.75 ETB."),
        U("cherry kg in usd"),
        A("$" + v("92/155.40", ".2f") + "."),
        U("with ripe bonus"),
        A("$" + v("(92+7)/155.40", ".2f") + "."),
        U("usd per eur"),
        A(v("181.75/155.40", ".4f") + "."),
    ),
    run(12, LLAMA4,
        U("lot SB-0932 off the beds when?"),
        C("get_drying_bed", {"lot": "SB-0932"}, BED_12),
        A(v("date(2026,12,20)+timedelta(days=14)", "%Y-%m-%d") + " (20 Dec + 14 days), if moisture allows."),
        U("moisture ok?"),
        A("No: 13.1%, " + v("13.1-11.5", ".1f") + " points over 11.5%."),
        U("green kg?"),
        A(v("45*0.8", "g") + " kg."),
        U("value at $4.125 a lb?"),
        A("$" + v("45*0.8*2.2046*4.125", ".2f") + "."),
    ),
]
