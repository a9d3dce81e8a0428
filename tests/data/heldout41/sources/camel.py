"""camel runs: the assistant of a camel milk collection centre in Hargeisa (tools designed for this
set: a shop order, a tanker, a truck trip and the day's rate as JSON, the morning collection, the
generator log, the fat tests and a month's sales as CSV text, the herders' fortnight as a markdown
table, a shop invoice as plain text), with milk accepted by its fat and by the hours since milking,
herders paid by the litre at three rates, handling losses, the tank's room, litres into kilos, litres
rounded up to 20 l cans, bottles, a discount from 500 litres and sales tax on top, generator hours
across midnight into diesel, a truck by the km both ways, payment days, shillings at the day's rate;
tool results and answers written here, in the styles of GPT-5.1 and Gemini 3 Pro in Somali (Somali
month names, `11 Ogosto 2027`, 12-hour clocks with the time of day in words: `6:10 subaxnimo`,
`5:05 galabnimo`, `$954.45`, `3,025,050 SLSH`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic
envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered
steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout41_camel import POLICY, csv
from _heldout41_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"camel-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


RATE = {"date": "2027-08-10", "slsh_per_usd": 8600, "source": "Bank of Somaliland"}
COLL_1 = csv("herder,milked,arrived,litres,fat_pct", "Cali Xasan,03:40,06:10,180,3.6", "Faadumo Jaamac,04:15,06:25,145,3.2",
             "Maxamed Aadan,03:10,06:35,120,3.4", "Hodan Cabdi,04:30,06:50,95,2.9")
GEN_2 = csv("date,on,off", "2027-08-07,17:30,05:15", "2027-08-08,18:10,06:40", "2027-08-09,17:45,04:55")
ORDER_3 = {"order": "HC-0809-4", "shop": "Dukaanka Barwaaqo", "litres": 560, "bottles_0_5l": 120, "ordered": "2027-08-09", "deliver": "2027-08-11"}
HERDERS_4 = ("| herder | litres | mean fat % | days |\n|---|---|---|---|\n| Cali Xasan | 2,410 | 3.6 | 14 |\n| Faadumo Jaamac | 1,985 | 3.2 | 14 |\n"
             "| Hodan Cabdi | 1,320 | 2.9 | 12 |\n| Ismaaciil Warsame | 1,760 | 3.5 | 13 |")
TRIP_5 = {"trip": "TR-0810-1", "to": "Berbera", "km_one_way": 155, "departs": "2027-08-10T14:20", "drive_minutes": 165, "cans": 40, "driver": "Cabdiraxmaan"}
INVOICE_6 = """XARUNTA CAANAHA GEELA HARGEYSA                      INVOICE HC-INV-0733
Taariikh: 2027-08-04
Macmiil: Suuqa Waaheen, Hargeysa
Caano geel, qasacad 20 l   36 x 20 l = 720 l x 1.60     1,152.00
Dhalooyin 0.5 l            80 x 0.95                       76.00
Wadar                                                   1,228.00
Qiimo dhimis 10% (500 l ama ka badan)                    -122.80
Saafi                                                   1,105.20
Canshuur 5%                                                55.26
Wadarta guud (USD)                                      1,160.46
Lacag bixin 7 maalmood gudahood"""
TANKER_7 = {"tanker": "TK-0810", "from": "Gabiley collection point", "litres": 1450, "milked_last": "2027-08-10T04:20", "departs": "2027-08-10T05:05",
            "drive_minutes": 95, "fat_pct": 3.3}
FAT_9 = csv("sample,herder,date,fat_pct", "F-101,Cali Xasan,2027-08-02,3.7", "F-102,Cali Xasan,2027-08-06,3.5", "F-103,Hodan Cabdi,2027-08-02,2.8",
            "F-104,Hodan Cabdi,2027-08-06,3.0", "F-105,Ismaaciil Warsame,2027-08-06,3.4")
SALES_10 = csv("week,litres,net_usd", "2027-07-05,3120,4492.80", "2027-07-12,2980,4291.20", "2027-07-19,3340,4809.60", "2027-07-26,3055,4399.20")

RUNS = [
    run(1, GPT51,
        U("Subax wanaagsan. Caanaha subaxan intee la aqbalay?"),
        C("get_collection", {"date": "2027-08-10"}, COLL_1),
        A("Caanaha subaxa, 10 Ogosto 2027:\n\n"
          "- Cali Xasan: la maalay 3:40, yimid 6:10 subaxnimo → " + v("(datetime(2027,8,10,6,10)-datetime(2027,8,10,3,40)).seconds//3600", "d") + " saac "
          + v("(datetime(2027,8,10,6,10)-datetime(2027,8,10,3,40)).seconds//60%60", "d") + " daqiiqo ✔ 180 litir\n"
          "- Faadumo Jaamac: " + v("(datetime(2027,8,10,6,25)-datetime(2027,8,10,4,15)).seconds//3600", "d") + " saac " + v("(datetime(2027,8,10,6,25)-datetime(2027,8,10,4,15)).seconds//60%60", "d") + " daqiiqo ✔ 145 litir\n"
          "- Maxamed Aadan: " + v("(datetime(2027,8,10,6,35)-datetime(2027,8,10,3,10)).seconds//3600", "d") + " saac " + v("(datetime(2027,8,10,6,35)-datetime(2027,8,10,3,10)).seconds//60%60", "d") + " daqiiqo, 3 saac ka badan → **la diiday** (120 litir)\n"
          "- Hodan Cabdi: " + v("(datetime(2027,8,10,6,50)-datetime(2027,8,10,4,30)).seconds//3600", "d") + " saac " + v("(datetime(2027,8,10,6,50)-datetime(2027,8,10,4,30)).seconds//60%60", "d") + " daqiiqo ✔ 95 litir (dufan 2.9%)\n\n"
          "**La aqbalay: " + v("180+145+95", "d") + " litir.**"),
        U("Lacagta xoolo-dhaqatada maanta waa immisa?"),
        A("- Cali (dufan 3.6%): 180 × $" + v("0.85+0.05", ".2f") + " = **$" + v("180*0.9", ".2f") + "**\n"
          "- Faadumo (3.2%): 145 × $0.85 = **$" + v("145*0.85", ".2f") + "**\n"
          "- Hodan (2.9%): 95 × $0.70 = **$" + v("95*0.7", ".2f") + "**\n"
          "- Wadar: **$" + v("162+123.25+66.5", ".2f") + "**"),
        U("Intee la iibin karaa, qiimihiisuna?"),
        A("- Khasaare 2%: " + v("420", "d") + " × 0.98 = **" + v("420*0.98", ".1f") + " litir**\n- × $1.60 = **$" + v("411.6*1.6", ".2f") + "**\n"
          "- Miisaan: " + v("411.6", ".1f") + " × 1.03 = " + v("411.6*1.03", ".2f") + " kg"),
        U("Taangiga intee ka bannaan?"),
        A(v("2000", ",d") + " − " + v("420", "d") + " = **" + v("2000-420", ",d") + " litir**."),
        U("Lacagta xoolo-dhaqatada shilin ahaan?"),
        C("get_rate", {"date": "2027-08-10"}, RATE),
        A("$" + v("351.75", ".2f") + " × 8,600 = **" + v("351.75*8600", ",.0f") + " SLSH**"),
        U("Faadumo immisa ayay heshay?"),
        A("**$[[132.25]]**", why="Faadumo's 145 litres at 0.85 USD are 123.25 USD; the model restated it with two digits swapped"),
    ),
    run(2, OPUS45,
        U("How long did the chiller's generator run the last three nights, and what did the diesel cost?"),
        C("get_generator_log", {"from": "2027-08-07"}, GEN_2),
        A("| Night | On | Off | Hours | Diesel (l) | USD |\n|---|---|---|---|---|---|\n"
          "| 7–8 Aug | 17:30 | 05:15 | " + v("(datetime(2027,8,8,5,15)-datetime(2027,8,7,17,30)).seconds/3600", ".2f") + " | " + v("11.75*2.2", ".2f") + " | " + v("25.85*1.1", ".2f") + " |\n"
          "| 8–9 Aug | 18:10 | 06:40 | " + v("(datetime(2027,8,9,6,40)-datetime(2027,8,8,18,10)).seconds/3600", ".2f") + " | " + v("12.5*2.2", ".2f") + " | " + v("27.5*1.1", ".2f") + " |\n"
          "| 9–10 Aug | 17:45 | 04:55 | " + v("(datetime(2027,8,10,4,55)-datetime(2027,8,9,17,45)).seconds/3600", ".2f") + " | " + v("(datetime(2027,8,10,4,55)-datetime(2027,8,9,17,45)).seconds/3600*2.2", ".2f") + " | " + v("(datetime(2027,8,10,4,55)-datetime(2027,8,9,17,45)).seconds/3600*2.2*1.1", ".2f") + " |\n"
          "| **Total** | | | **" + v("11.75+12.5+(datetime(2027,8,10,4,55)-datetime(2027,8,9,17,45)).seconds/3600", ".2f") + "** | **" + v("(11.75+12.5+(datetime(2027,8,10,4,55)-datetime(2027,8,9,17,45)).seconds/3600)*2.2", ".2f") + "** | **" + v("(11.75+12.5+(datetime(2027,8,10,4,55)-datetime(2027,8,9,17,45)).seconds/3600)*2.2*1.1", ".2f") + "** |"),
        U("Mean hours a night?"),
        A(v("11.75+12.5+(datetime(2027,8,10,4,55)-datetime(2027,8,9,17,45)).seconds/3600", ".2f") + " / 3 = **" + v("(11.75+12.5+(datetime(2027,8,10,4,55)-datetime(2027,8,9,17,45)).seconds/3600)/3", ".2f") + " h**."),
        U("What did one hour cost?"),
        A("2.2 l × 1.10 = **$" + v("2.2*1.1", ".2f") + "** an hour."),
        U("When did it go off on the morning of the 9th?"),
        A("It went off at **[[07:40]]** on 9 August.", why="the log has the generator off at 06:40 on the morning of 9 August; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("Dalabka HC-0809-4 ee Dukaanka Barwaaqo waa immisa?"),
        C("get_order", {"order": "HC-0809-4"}, ORDER_3),
        A("* **Caano**: 560 litir ÷ 20 = **" + v("-(-560//20)", "d") + " qasacad** × 20 = " + v("28*20", "d") + " l × $1.60 = $" + v("560*1.6", ",.2f") + "\n"
          "* **Dhalooyin**: 120 × $0.95 = $" + v("120*0.95", ".2f") + "\n"
          "* Wadar: $" + v("896+114", ",.2f") + "; 500 litir ka badan → qiimo dhimis 10%: −$" + v("1010*0.1", ".2f") + "\n"
          "* Saafi: $" + v("1010*0.9", ".2f") + "; canshuur 5%: $" + v("909*0.05", ".2f") + "\n"
          "* **Wadarta guud: $" + v("909*1.05", ".2f") + "**"),
        U("Miisaanka guud?"),
        A("* Litir: 560 + 120 × 0.5 = " + v("560+120*0.5", ".0f") + "\n* × 1.03 = **" + v("620*1.03", ".1f") + " kg**"),
        U("Shilin ahaan?"),
        C("get_rate", {"date": "2027-08-10"}, RATE),
        A("* $" + v("954.45", ".2f") + " × 8,600 = **" + v("954.45*8600", ",.0f") + " SLSH**"),
        U("Haddii invoice-ka la bixiyo maalinta la keeno, goorma ayuu dhacayaa?"),
        A("* La keenayo 11 Ogosto; 7 maalmood → **" + v("(date(2027,8,11)+timedelta(days=7)).day", "d") + " Ogosto 2027**"),
        U("Canshuurtu immisa ayay ahayd?"),
        A("* **$[[46.45]]**", why="the sales tax on the 909.00 USD net is 45.45 USD; the model restated it one digit off"),
    ),
    run(4, QWEN3,
        U("Herders' pay for the fortnight?"),
        C("get_fortnight", {"ending": "2027-08-08"}, HERDERS_4),
        A("| Herder | Litres | Fat | USD/l | Pay (USD) |\n|---|---|---|---|---|\n"
          "| Cali Xasan | 2,410 | 3.6% | " + v("0.85+0.05", ".2f") + " | " + v("2410*0.9", ",.2f") + " |\n"
          "| Faadumo Jaamac | 1,985 | 3.2% | 0.85 | " + v("1985*0.85", ",.2f") + " |\n"
          "| Hodan Cabdi | 1,320 | 2.9% | 0.70 | " + v("1320*0.7", ",.2f") + " |\n"
          "| Ismaaciil Warsame | 1,760 | 3.5% | " + v("0.85+0.05", ".2f") + " | " + v("1760*0.9", ",.2f") + " |\n"
          "| **Total** | **" + v("2410+1985+1320+1760", ",d") + "** | | | **" + v("2169+1687.25+924+1584", ",.2f") + "** |"),
        U("Average paid a litre, and litres a day for each?"),
        A("| Herder | Litres/day |\n|---|---|\n| Cali Xasan | " + v("2410/14", ".2f") + " |\n| Faadumo Jaamac | " + v("1985/14", ".2f") + " |\n"
          "| Hodan Cabdi | " + v("1320/12", ".2f") + " |\n| Ismaaciil Warsame | " + v("1760/13", ".2f") + " |\n\nAverage paid: " + v("6364.25", ",.2f") + " / " + v("7475", ",d") + " = **$" + v("6364.25/7475", ".4f") + "** a litre"),
        U("Hodan's pay in shillings?"),
        C("get_rate", {"date": "2027-08-10"}, RATE),
        A("| USD | SLSH/USD | SLSH |\n|---|---|---|\n| " + v("924", ".2f") + " | 8,600 | **" + v("924*8600", ",d") + "** |"),
        U("Ismaaciil's pay?"),
        A("| Herder | Pay |\n|---|---|\n| Ismaaciil Warsame | **$[[1,548.00]]** |", why="Ismaaciil's 1,760 litres at 0.90 USD are 1,584.00 USD; the model swapped two digits"),
    ),
    run(5, KIMI_K2,
        U("The Berbera truck: cost, arrival and what the load is worth?"),
        C("get_trip", {"trip": "TR-0810-1"}, TRIP_5),
        A("<think>\n155 × 2 × 1.20 = " + v("155*2*1.2", ".2f") + ". 14:20 + 165 min = " + v("datetime(2027,8,10,14,20)+timedelta(minutes=165)", "%H:%M") + ".\n</think>\n\n"
          "- Truck: **$" + v("155*2*1.2", ".2f") + "**\n- Arrives **" + v("datetime(2027,8,10,14,20)+timedelta(minutes=165)", "%H:%M") + "**"),
        U("Litres and weight?"),
        A("<think>\n40 × 20 = " + v("40*20", "d") + "; × 1.03 = " + v("800*1.03", ".0f") + ".\n</think>\n\n**" + v("800", "d") + " l**, **" + v("800*1.03", ".0f") + " kg**."),
        U("Sale value with the discount and tax?"),
        A("<think>\n" + v("800", "d") + " × 1.60 = " + v("800*1.6", ",.2f") + "; 10% off " + v("1280*0.9", ",.2f") + "; tax " + v("1152*0.05", ".2f") + ".\n</think>\n\n**$" + v("1152*1.05", ",.2f") + "**"),
        U("What's the truck cost again?"),
        A("<think>\n155 × 2 × 1.2 = " + v("155*2*1.2", ".2f") + ".\n</think>\n\n**$[[327.00]]**", why="155 km both ways at 1.20 USD is 372.00 USD; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("Invoice HC-INV-0733 goorma ayaa lacagteeda la bixinayaa?"),
        C("get_invoice", {"number": "HC-INV-0733"}, INVOICE_6),
        A("Invoice HC-INV-0733 waxaa la qoray 4 Ogosto 2027; 7 maalmood → **" + v("(date(2027,8,4)+timedelta(days=7)).day", "d") + " Ogosto 2027** (berri), "
          + v("(date(2027,8,11)-date(2027,8,10)).days", "d") + " maalin ayaa dhiman. Wadarta guud: **$1,160.46**."),
        U("Shilin ahaan waa immisa?"),
        C("get_rate", {"date": "2027-08-10"}, RATE),
        A("$1,160.46 × 8,600 = **" + v("1160.46*8600", ",.0f") + " SLSH**"),
        U("Haddii aan qiimo dhimis lahayn?"),
        A("$1,228.00 × 1.05 = **$" + v("1228*1.05", ",.2f") + "**; qiimo dhimistu waxay badbaadisay $" + v("1289.4-1160.46", ".2f") + "."),
        U("Immisa litir ayaa la keenay?"),
        A("720 + 80 × 0.5 = **" + v("720+80*0.5", ".0f") + " litir**."),
        U("Canshuurtu immisa ayay tahay?"),
        A("$1,105.20 × 5% = **$" + v("1105.2*0.05", ".2f") + "**"),
        U("Taariikhda bixinta mar kale?"),
        A("**[[12 Ogosto]] 2027**", why="the invoice of 4 August is due 7 days on, on 11 August 2027; the model restated it a day on"),
    ),
    run(7, SONNET45,
        U("The Gabiley tanker is on its way. Will it make the three hours, and does it fit in the tank?"),
        C("get_tanker", {"tanker": "TK-0810"}, TANKER_7),
        A("**TK-0810 from Gabiley** (1,450 l, 3.3% fat):\n\n"
          "- Departed 05:05, 95 min → arrives **" + v("datetime(2027,8,10,5,5)+timedelta(minutes=95)", "%H:%M") + "**\n"
          "- Last milking 04:20, so " + v("(datetime(2027,8,10,6,40)-datetime(2027,8,10,4,20)).seconds//3600", "d") + " h "
          + v("(datetime(2027,8,10,6,40)-datetime(2027,8,10,4,20)).seconds//60%60", "d") + " min: within 3 hours, " + v("(datetime(2027,8,10,4,20)+timedelta(hours=3)-datetime(2027,8,10,6,40)).seconds//60", "d") + " min to spare\n"
          "- Tank: 2,000 − 1,450 = **" + v("2000-1450", "d") + " l** left"),
        U("What do the herders get for it?"),
        A("3.3% fat: 1,450 × 0.85 = **$" + v("1450*0.85", ",.2f") + "**."),
        U("And what will it sell for after losses?"),
        A("- 1,450 × 0.98 = " + v("1450*0.98", ",.0f") + " l\n- × 1.60 = **$" + v("1421*1.6", ",.2f") + "** before any discount or tax"),
        U("Its weight?"),
        A("1,450 × 1.03 = **" + v("1450*1.03", ",.1f") + " kg**."),
        U("What's the lab sample number for this tanker?"),
        A("Its sample is **[[LS-2708-1146]]**.", why="the tanker record carries no lab sample; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("A shop wants 350 litres. Cans, price, tax, and how much we must accept from herders?"),
        A("1. Cans: 350 / 20 = " + v("350/20", ".1f") + " → **" + v("-(-350//20)", "d") + " cans** (" + v("18*20", "d") + " l)\n"
          "2. Price: " + v("360", "d") + " × 1.60 = " + v("360*1.6", ".2f") + " USD (under 500 l, no discount)\n"
          "3. Tax 5%: " + v("576*0.05", ".2f") + " → **" + v("576*1.05", ".2f") + " USD**\n"
          "4. Accepted milk: " + v("360", "d") + " / 0.98 = **" + v("360/0.98", ".2f") + " l**; herders at 0.85: " + v("360/0.98*0.85", ".2f") + " USD"),
        U("Weight of the delivery?"),
        A("1. " + v("360", "d") + " × 1.03\n2. **" + v("360*1.03", ".1f") + " kg**"),
        U("Total in shillings?"),
        C("get_rate", {"date": "2027-08-10"}, RATE),
        A("1. " + v("604.8", ".2f") + " × 8,600\n2. **" + v("604.8*8600", ",.0f") + " SLSH**"),
        U("Milk to accept, again?"),
        A("1. " + v("360", "d") + " + 2%\n2. **[[367.20]] l**", why="the milk to accept is 360 / 0.98 = 367.35 litres; the model added 2% in a wrong step"),
    ),
    run(9, HAIKU45,
        U("Fat tests this month: what's each herder's mean?"),
        C("get_fat_tests", {"from": "2027-08-01"}, FAT_9),
        A("- **Cali Xasan**: (3.7 + 3.5) / 2 = **" + v("(3.7+3.5)/2", ".1f") + "%**\n- **Hodan Cabdi**: (2.8 + 3.0) / 2 = **" + v("(2.8+3.0)/2", ".1f") + "%**\n"
          "- **Ismaaciil Warsame**: one test, **3.4%**"),
        U("What would Hodan gain on 95 litres if she reached 3.0%?"),
        A("0.85 − 0.70 = " + v("0.85-0.7", ".2f") + " a litre × 95 = **$" + v("0.15*95", ".2f") + "**."),
        U("Mean of all five samples?"),
        A("(3.7 + 3.5 + 2.8 + 3.0 + 3.4) / 5 = " + v("3.7+3.5+2.8+3.0+3.4", ".1f") + " / 5 = **" + v("16.4/5", ".2f") + "%**."),
        U("Repeat the mean of all samples?"),
        A("**[[3.82]]%**.", why="the five samples' mean is 3.28%; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("July's sales: litres, net and tax, and our margin over the herders?"),
        C("get_sales", {"month": "2027-07"}, SALES_10),
        A("<think>\nLitres 3120+2980+3340+3055 = " + v("3120+2980+3340+3055", ",d") + ". Net 4492.80+4291.20+4809.60+4399.20 = " + v("4492.8+4291.2+4809.6+4399.2", ",.2f") + ".\n"
          "Accepted = " + v("12495", ",d") + "/0.98 = " + v("12495/0.98", ",.0f") + "; herders × 0.85 = " + v("12750*0.85", ",.2f") + ".\n</think>\n\n"
          "- **" + v("12495", ",d") + " l** sold, net **$" + v("17992.8", ",.2f") + "**, tax **$" + v("17992.8*0.05", ",.2f") + "**\n"
          "- Herders for " + v("12750", ",d") + " l accepted: $" + v("10837.5", ",.2f") + "\n- Margin: **$" + v("17992.8-10837.5", ",.2f") + "**"),
        U("Mean litres a week?"),
        A("<think>\n" + v("12495", ",d") + " / 4.\n</think>\n\n**" + v("12495/4", ",.2f") + " l**"),
        U("Best week's share of the net?"),
        A("<think>\nWeek of 2027-07-19: 4809.60 / 17992.80.\n</think>\n\n**" + v("4809.6/17992.8*100", ".2f") + "%** (week of 19 July)."),
        U("Total litres again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[12,195]] l**", why="July's four weeks sold 12,495 litres; the model restated it one digit off"),
    ),
    run(11, GROK41,
        U("slsh rate"),
        C("get_rate", {"date": "2027-08-10"}, RATE),
        A("1 USD = 8,600 SLSH."),
        U("shop litre slsh"),
        A(v("1.6*8600", ",.0f") + " SLSH."),
        U("bottle slsh"),
        A(v("0.95*8600", ",.0f") + " SLSH."),
        U("herder litre slsh"),
        A(v("0.85*8600", ",.0f") + " SLSH."),
        U("diesel litre slsh"),
        A(v("1.1*8600", ",.0f") + " SLSH."),
    ),
    run(12, LLAMA4,
        U("90 l for a cafe, cans?"),
        A(v("-(-90//20)", "d") + " cans."),
        U("price?"),
        A("$" + v("5*20*1.6", ".2f") + "."),
        U("with tax?"),
        A("$" + v("160*1.05", ".2f") + "."),
        U("weight?"),
        A(v("100*1.03", ".0f") + " kg."),
        U("milk to accept?"),
        A(v("100/0.98", ".2f") + " l."),
    ),
]
