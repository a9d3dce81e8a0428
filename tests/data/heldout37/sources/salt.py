"""salt runs: the assistant of a salt works in Naupada (tools designed for this set: the pans, an
order, the pump's night, a lorry, a pan and the day's rate as JSON, the month's harvests and a
week's rakers as CSV text, the stock as a markdown table, a tax invoice as plain text), with pans
raked 12 days after filling, tonnes by the acre, crude salt washed and refined with their losses,
iodate by the tonne in grams and kilos, bags, packets and bales, rakers' pay with overtime, loaders
by the bag, a 2% discount before GST, lorries and freight by the km, a pump's night across midnight
into cubic metres and kilowatt-hours, a season's harvests every 12 days, payment 30 days on, rupees
and dollars at the day's rate; tool results and answers written here, in the styles of GPT-5.1 and
Gemini 3 Pro in Telugu (Indian grouping: `₹2,08,162.50`, `27 జనవరి 2027`, `రాత్రి 9:40` for 21:40),
Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking
and DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout37_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout37_salt import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"salt-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def t(expr: str, decimals: int = 0) -> str:
    """A computed number in Indian grouping (lakhs and crores): `2,08,162.50`."""
    return v("inr(" + expr + ", " + str(decimals) + ")", "s")


def day(expr: str) -> str:
    """A computed date's day of the month, before a Telugu month name."""
    return v("(" + expr + ").day", "d")


RATE = {"date": "2027-01-18", "inr_per_usd": 86.40, "source": "RBI reference rate"}
PANS_1 = {"date": "2027-01-18", "pans": [{"pan": "P-07", "acres": 2.5, "filled": "2027-01-08", "brine_be": 27.4},
                                         {"pan": "P-08", "acres": 1.5, "filled": "2027-01-05", "brine_be": 28.9},
                                         {"pan": "P-11", "acres": 3, "filled": "2027-01-10", "brine_be": 26.1}]}
HARVEST_2 = csv("date,pan,tonnes", "2027-01-03,P-02,88.5", "2027-01-06,P-04,61.2", "2027-01-09,P-05,103.8", "2027-01-13,P-01,74.0")
INVOICE_3 = """SRI LAKSHMI SALT WORKS, NAUPADA        TAX INVOICE SLS/26-27/0412
Date: 28-12-2026
Buyer: Godavari Foods Pvt Ltd, Rajahmundry
Washed salt, 50 kg bags       600 bags   30.000 t x 2,600.00      78,000.00
Crude salt, 50 kg bags        900 bags   45.000 t x 1,850.00      83,250.00
Iodised salt, 1 kg packets    200 bales   5.000 t x 7,400.00      37,000.00
Taxable value                                                1,98,250.00
GST 5%                                                          9,912.50
Total                                                        2,08,162.50
Payment within 30 days of the invoice date"""
RAKERS_4 = csv("worker,mon,tue,wed,thu,fri,sat", "Appala Naidu,8,8,10,8,9,8", "Lakshmi Devi,8,8,8,8,8,0",
               "Ramana Murthy,9,10,8,0,8,8", "Satyavathi,8,0,8,8,8,8")
ORDER_5 = {"order": "SO-2701-09", "buyer": "Coastal Chemicals Ltd, Visakhapatnam", "product": "washed salt", "tonnes": 120,
           "km": 145, "invoice_date": "2027-01-18"}
PUMP_6 = {"pump": "BP-2", "date": "2027-01-17", "start": "21:40", "stop": "05:25", "to_pan": "P-11"}
LORRY_7 = {"lorry": "AP-30-T-4471", "to": "Visakhapatnam", "departs": "2027-01-18T14:20", "km": 160, "avg_kmh": 40,
           "load": "washed salt", "tonnes": 20}
STOCK_8 = ("| product | unit | units | kg_per_unit |\n|---|---|---|---|\n| crude | bag | 3,420 | 50 |\n| washed | bag | 1,860 | 50 |\n"
           "| iodised | bale | 410 | 25 |")
PAN_12 = {"pan": "P-08", "acres": 1.5, "filled": "2027-01-05", "brine_be": 28.9}

RUNS = [
    run(1, GPT51,
        U("నమస్తే. ఉప్పు మడుల పరిస్థితి ఏమిటి? ఏ మడి ఎప్పుడు కోయాలి?"),
        C("get_pans", {"date": "2027-01-18"}, PANS_1),
        A("ఈ రోజు (18 జనవరి 2027) మడుల స్థితి, నింపిన 12 రోజులకు కోత:\n\n"
          "- **P-07** (2.5 ఎకరాలు): 8 జనవరి నింపారు → **" + day("date(2027,1,8)+timedelta(days=12)") + " జనవరి** కోత; ఉప్పునీరు 27.4 °Bé\n"
          "- **P-08** (1.5 ఎకరాలు): 5 జనవరి → **" + day("date(2027,1,5)+timedelta(days=12)") + " జనవరి** (నిన్నటితో గడువు ముగిసింది), 28.9 °Bé: వెంటనే కోయాలి\n"
          "- **P-11** (3 ఎకరాలు): 10 జనవరి → **" + day("date(2027,1,10)+timedelta(days=12)") + " జనవరి**, 26.1 °Bé"),
        U("ఈ మూడు మడుల నుంచి ఎంత ఉప్పు వస్తుంది?"),
        A("ఎకరాకు 45 టన్నులు:\n\n- P-07: 2.5 × 45 = " + t("2.5*45", 1) + " టన్నులు\n- P-08: 1.5 × 45 = " + t("1.5*45", 1) + " టన్నులు\n"
          "- P-11: 3 × 45 = " + t("3*45") + " టన్నులు\n\n**మొత్తం: " + t("112.5+67.5+135") + " టన్నులు**"),
        U("దాని విలువ ఎంత?"),
        A("- ముడి ఉప్పుగా: " + t("315") + " × ₹1,850 = **₹" + t("315*1850") + "**\n"
          "- కడిగితే (7% నష్టం): " + t("315*0.93", 2) + " టన్నులు × ₹2,600 = **₹" + t("315*0.93*2600") + "**"),
        U("ముడి ఉప్పు ఎన్ని బస్తాలు, లోడింగ్ ఖర్చు ఎంత?"),
        A("- " + t("315") + " టన్నులు ÷ 50 కిలోలు = **" + t("315*1000/50") + " బస్తాలు**\n- లోడింగ్: " + t("6300") + " × ₹14 = **₹" + t("6300*14") + "**"),
        U("మొత్తం దిగుబడి మళ్ళీ చెప్పండి"),
        A("**[[351]] టన్నులు**.", why="the three pans yield 315 tonnes; the model restated it with two digits swapped"),
    ),
    run(2, QWEN3,
        U("This month's harvests so far?"),
        C("get_harvest_log", {"month": "2027-01"}, HARVEST_2),
        A("| Date | Pan | Tonnes | Crude value (₹) |\n|---|---|---|---|\n"
          "| 2027-01-03 | P-02 | 88.5 | " + t("88.5*1850") + " |\n| 2027-01-06 | P-04 | 61.2 | " + t("61.2*1850") + " |\n"
          "| 2027-01-09 | P-05 | 103.8 | " + t("103.8*1850") + " |\n| 2027-01-13 | P-01 | 74.0 | " + t("74.0*1850") + " |\n"
          "| **Total** | | **" + v("88.5+61.2+103.8+74.0", ".1f") + "** | **" + t("327.5*1850") + "** |"),
        U("If we wash all of it?"),
        A("| Crude t | Washed t (−7%) | ₹/t | Value (₹) |\n|---|---|---|---|\n| " + v("327.5", ".1f") + " | " + v("327.5*0.93", ".3f")
          + " | 2,600 | " + t("327.5*0.93*2600") + " |"),
        U("And refine and iodise the washed salt?"),
        A("| Step | Figure |\n|---|---|\n| Refined (−3%) | " + v("327.5*0.93*0.97", ".2f") + " t |\n"
          "| Iodate (50 g/t) | " + v("327.5*0.93*0.97*50/1000", ".2f") + " kg |\n"
          "| Iodate cost | ₹" + t("327.5*0.93*0.97*50/1000*1400", 2) + " |\n"
          "| 1 kg packets | " + t("int(327.5*0.93*0.97*1000)") + " |\n| Bales of 25 | " + t("int(327.5*0.93*0.97*1000)//25") + " |\n"
          "| Value at ₹7,400/t | ₹" + t("327.5*0.93*0.97*7400") + " |"),
        U("Mean harvest per pan?"),
        A("| Tonnes | Pans | Mean |\n|---|---|---|\n| " + v("327.5", ".1f") + " | 4 | " + v("327.5/4", ".2f") + " t |"),
        U("Total tonnes again?"),
        A("| Tonnes |\n|---|\n| [[337.5]] |", why="the month's harvests total 327.5 tonnes; the model restated it one digit off"),
    ),
    run(3, GEMINI3_PRO,
        U("గోదావరి ఫుడ్స్ ఇన్వాయిస్ SLS/26-27/0412 ఎప్పటిలోగా చెల్లించాలి?"),
        C("get_invoice", {"invoice": "SLS/26-27/0412"}, INVOICE_3),
        A("* **ఇన్వాయిస్ తేదీ:** 28 డిసెంబర్ 2026\n* **చెల్లింపు గడువు (30 రోజులు):** **"
          + day("date(2026,12,28)+timedelta(days=30)") + " జనవరి " + v("(date(2026,12,28)+timedelta(days=30)).year", "d") + "**\n"
          "* **మొత్తం:** ₹2,08,162.50 (జీఎస్టీ 5% తో)\n* ఇంకా **" + v("(date(2026,12,28)+timedelta(days=30)-date(2027,1,18)).days", "d") + " రోజులు** మిగిలి ఉన్నాయి"),
        U("మొత్తం ఎన్ని టన్నులు?"),
        A("* కడిగిన ఉప్పు 30 + ముడి ఉప్పు 45 + అయోడైజ్డ్ 5 = **" + v("30+45+5", "d") + " టన్నులు**\n"
          "* బస్తాలు: 600 + 900 = " + t("600+900") + "; ప్యాకెట్లు: 200 × 25 = " + t("200*25")),
        U("డాలర్లలో ఎంత?"),
        C("get_rate", {"date": "2027-01-18"}, RATE),
        A("* ₹2,08,162.50 ÷ 86.40 = **$" + v("208162.50/86.40", ",.2f") + "**"),
        U("టన్నుకు సగటు ధర?"),
        A("* ₹1,98,250 ÷ " + v("80", "d") + " = **₹" + t("198250/80") + "** (జీఎస్టీ లేకుండా)"),
        U("డాలర్లలో మొత్తం మళ్ళీ చెప్పండి"),
        A("* **$[[2,490.29]]**", why="the invoice is $2,409.29 at the day's rate; the model restated it with two digits swapped"),
    ),
    run(4, KIMI_K2,
        U("Rakers' pay for last week?"),
        C("get_rakers_week", {"week": "2027-W02"}, RAKERS_4),
        A("<think>\n520/day, 90/h over 8.\nAppala: 6 days, over " + v("10-8", "d") + "+" + v("9-8", "d") + " = " + v("2+1", "d") + " → "
          + v("6*520+3*90", ",d") + ".\nLakshmi: 5 days → " + v("5*520", ",d") + ".\nRamana: 5 days, over " + v("9-8", "d") + "+" + v("10-8", "d")
          + " = " + v("1+2", "d") + " → " + v("5*520+3*90", ",d") + ".\nSatyavathi: 5 days → " + v("5*520", ",d") + ".\n</think>\n\n"
          "| Raker | Days | Overtime h | Pay (₹) |\n|---|---|---|---|\n| Appala Naidu | 6 | " + v("2+1", "d") + " | " + v("6*520+3*90", ",d") + " |\n"
          "| Lakshmi Devi | 5 | 0 | " + v("5*520", ",d") + " |\n| Ramana Murthy | 5 | " + v("1+2", "d") + " | " + v("5*520+3*90", ",d") + " |\n"
          "| Satyavathi | 5 | 0 | " + v("5*520", ",d") + " |\n\n**Total: ₹" + t("3390+2600+2870+2600") + "**"),
        U("How much of that is overtime?"),
        A("<think>\n" + v("2+1", "d") + " + " + v("1+2", "d") + " = " + v("3+3", "d") + " h.\n</think>\n\n" + v("3+3", "d") + " hours × ₹90 = **₹" + v("6*90", "d") + "**."),
        U("In dollars?"),
        C("get_rate", {"date": "2027-01-18"}, RATE),
        A("<think>\n" + v("11460", "d") + " / 86.40.\n</think>\n\n**$" + v("11460/86.40", ".2f") + "**."),
        U("Ramana's pay again?"),
        A("<think>\n5 × 520 = " + v("5*520", ",d") + ", + " + v("1+2", "d") + " × 90 = " + v("3*90", "d") + ".\n</think>\n\n**₹[[2,780]]**.",
          why="Ramana Murthy's pay is 2,870 INR; the model swapped two digits after an honest think"),
    ),
    run(5, OPUS45,
        U("Coastal Chemicals' order SO-2701-09: what do we invoice?"),
        C("get_order", {"order": "SO-2701-09"}, ORDER_5),
        A("**SO-2701-09, Coastal Chemicals (Visakhapatnam)**, 120 t of washed salt:\n\n"
          "- 120 t × ₹2,600 = ₹" + t("120*2600") + "\n- 2% off (100 t or more): −₹" + t("312000*0.02") + " → ₹" + t("312000*0.98") + "\n"
          "- GST 5%: ₹" + t("305760*0.05") + "\n- **Invoice total: ₹" + t("305760*1.05") + "**"),
        U("How many lorries, and the freight?"),
        A("- 120 t / 20 t = **" + v("120//20", "d") + " lorries**\n- Freight: " + v("6", "d") + " × 145 km × ₹62 = **₹" + t("6*145*62") + "**"),
        U("Bags and loading?"),
        A("- 120 t in 50 kg bags: **" + t("120*1000//50") + " bags**\n- Loaders at ₹14 a bag: **₹" + t("2400*14") + "**"),
        U("When is it due, if we invoice today?"),
        A("30 days from 18 January: **" + v("date(2027,1,18)+timedelta(days=30)", "%-d %B %Y") + "**."),
        U("Just the GST figure again?"),
        A("GST: **₹[[15,600.00]]**.", why="GST is 5% of 3,05,760 INR after the 2% discount, 15,288; the model took 5% of the price before the discount"),
        anthropic=True,
    ),
    run(6, GPT51,
        U("నిన్న రాత్రి బ్రైన్ పంపు ఎంతసేపు నడిచింది?"),
        C("get_pump_log", {"pump": "BP-2", "date": "2027-01-17"}, PUMP_6),
        A("BP-2 పంపు (P-11 మడికి): రాత్రి " + v("'%d:%02d' % (21-12, 40)", "s") + " నుండి ఉదయం 5:25 వరకు = **"
          + v("(datetime(2027,1,18,5,25)-datetime(2027,1,17,21,40)).seconds//3600", "d") + " గంటల "
          + v("(datetime(2027,1,18,5,25)-datetime(2027,1,17,21,40)).seconds%3600//60", "d") + " నిమిషాలు** ("
          + v("(datetime(2027,1,18,5,25)-datetime(2027,1,17,21,40)).seconds/3600", ".2f") + " గంటలు)."),
        U("ఎంత ఉప్పునీరు ఎక్కింది?"),
        A(v("7.75", ".2f") + " గంటలు × 180 m³ = **" + t("7.75*180") + " m³**."),
        U("కరెంటు ఖర్చు ఎంత?"),
        A("- " + v("7.75", ".2f") + " × 7.5 kW = " + v("7.75*7.5", ".3f") + " kWh\n- × ₹8.40 = **₹" + v("7.75*7.5*8.40", ".2f") + "**"),
        U("ఉప్పునీరు పరిమాణం మళ్ళీ?"),
        A("**[[1,385]] m³**.", why="the pump lifted 1,395 m³; the model restated it one digit off"),
    ),
    run(7, SONNET45,
        U("Lorry AP-30-T-4471 to Vizag: when does it get there and what's on it?"),
        C("get_lorry", {"lorry": "AP-30-T-4471"}, LORRY_7),
        A("**AP-30-T-4471 → Visakhapatnam**\n\n- 160 km at 40 km/h = " + v("160/40", "g") + " hours: leaves 14:20, arrives **"
          + v("datetime(2027,1,18,14,20)+timedelta(hours=4)", "%H:%M") + "**\n- Load: 20 t of washed salt, **" + v("20*1000//50", "d") + " bags** of 50 kg"),
        U("What's the load worth with GST?"),
        A("- 20 t × ₹2,600 = ₹" + v("20*2600", ",d") + "\n- GST 5%: ₹" + v("52000*0.05", ",.0f") + "\n- **Total: ₹" + v("52000*1.05", ",.0f") + "**"),
        U("Freight?"),
        A("160 km × ₹62 = **₹" + v("160*62", ",d") + "**, that's ₹" + v("9920/20", ".0f") + " a tonne."),
        U("Per bag?"),
        A("₹" + v("9920", ",d") + " / " + v("400", "d") + " bags = **₹" + v("9920/400", ".2f") + "** a bag."),
        U("What's the e-way bill number for this lorry?"),
        A("The e-way bill is **[[EWB 3710 4482 9051]]**.", why="no tool gives an e-way bill number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("How much salt is in stock, in tonnes?"),
        C("get_stock", {"store": "main"}, STOCK_8),
        A("1. Crude: 3,420 bags × 50 kg = **" + v("3420*50/1000", "g") + " t**\n2. Washed: 1,860 × 50 kg = **" + v("1860*50/1000", "g") + " t**\n"
          "3. Iodised: 410 bales × 25 kg = **" + v("410*25/1000", ".2f") + " t**\n4. Total: **" + v("171+93+10.25", ".2f") + " t**"),
        U("What's it worth?"),
        A("1. Crude: " + v("171", "d") + " × ₹1,850 = ₹" + t("171*1850") + "\n2. Washed: " + v("93", "d") + " × ₹2,600 = ₹" + t("93*2600") + "\n"
          "3. Iodised: " + v("10.25", ".2f") + " × ₹7,400 = ₹" + t("10.25*7400") + "\n4. **Total: ₹" + t("316350+241800+75850") + "**"),
        U("How many lorries to clear it?"),
        A("1. " + v("274.25", ".2f") + " t / 20 = " + v("274.25/20", ".2f") + "\n2. **" + v("-(-27425//2000)", "d") + " lorries** (the last part-loaded)"),
        U("Loading cost for the bags?"),
        A("1. Bags: 3,420 + 1,860 = " + v("3420+1860", ",d") + "\n2. × ₹14 = **₹" + t("5280*14") + "**"),
        U("Washed tonnes again?"),
        A("1. **[[98]] t**", why="1,860 bags of 50 kg are 93 tonnes; the model restated it one digit off"),
    ),
    run(9, HAIKU45,
        U("If we refine and iodise 40 t of washed salt, what do we get?"),
        A("- Refined: 40 × 0.97 = **" + v("40*0.97", ".1f") + " t**\n- Iodate: " + v("38.8", ".1f") + " × 50 g = " + v("38.8*50", ",.0f")
          + " g = **" + v("38.8*50/1000", ".2f") + " kg**, ₹" + v("1.94*1400", ",.0f") + "\n- Packets: **" + v("38.8*1000", ",.0f") + "**"),
        U("Bales?"),
        A(v("38800", ",d") + " / 25 = **" + v("38800//25", ",d") + " bales**."),
        U("Value as iodised against washed?"),
        A("- Iodised: " + v("38.8", ".1f") + " × ₹7,400 = ₹" + t("38.8*7400") + "\n- Washed: 40 × ₹2,600 = ₹" + t("40*2600") + "\n"
          "- **Gain: ₹" + t("287120-104000") + "** before the iodate"),
        U("Net of the iodate?"),
        A("₹" + t("183120") + " − ₹" + v("2716", ",d") + " = **₹" + t("183120-2716") + "**."),
        U("How many bales was that?"),
        A("**[[1,562]] bales**.", why="38,800 packets make 1,552 bales of 25; the model restated it one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("Our pans are 24 acres in all. If the first harvest is on 20 January and we rake every 12 days to the end of May, how much salt do we make?"),
        A("<think>\n20 Jan + 12 days at a time to the end of May: +" + v("12*10", "d") + " = " + v("date(2027,1,20)+timedelta(days=120)", "%-d %b")
          + ", +" + v("12*11", "d") + " = " + v("date(2027,1,20)+timedelta(days=132)", "%-d %b") + ", too late. So " + v("120//12+1", "d") + " harvests.\n24 × 45 = "
          + v("24*45", ",d") + " t each.\n</think>\n\n- A harvest: 24 × 45 = **" + v("24*45", ",d") + " t**\n- Harvests: **" + v("120//12+1", "d")
          + "** (the last on " + v("date(2027,1,20)+timedelta(days=120)", "%-d %B") + ")\n- Season: **" + v("1080*11", ",d") + " t**"),
        U("Worth, as crude?"),
        A("<think>\n11,880 × 1,850.\n</think>\n\n" + v("11880", ",d") + " t × ₹1,850 = **₹" + t("11880*1850") + "**."),
        U("Lorries for the season?"),
        A("<think>\n/20.\n</think>\n\n" + v("11880", ",d") + " / 20 = **" + v("11880//20", "d") + " lorries**."),
        U("When is the sixth harvest?"),
        A("<think>\n20 Jan + 6 × 12.\n</think>\n\nOn **[[2 April]]**.",
          why="the sixth harvest is five 12-day rounds after 20 January, 21 March; the model added six rounds"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-01-18"}, RATE),
        A("1 USD = ₹86.40."),
        U("crude salt per tonne usd"),
        A("$" + v("1850/86.40", ".2f") + "."),
        U("iodised"),
        A("$" + v("7400/86.40", ".2f") + "/t."),
        U("washed 50kg bag in rupees"),
        A("₹" + v("2600/20", ".0f") + "."),
    ),
    run(12, LLAMA4,
        U("P-08 rake date"),
        C("get_pan", {"pan": "P-08"}, PAN_12),
        A(v("date(2027,1,5)+timedelta(days=12)", "%-d %B") + ", a day ago."),
        U("yield"),
        A(v("1.5*45", ".1f") + " t."),
        U("bags"),
        A(v("67.5*1000/50", ",.0f") + "."),
        U("value crude"),
        A("₹" + t("67.5*1850") + "."),
    ),
]
