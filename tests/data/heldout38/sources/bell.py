"""bell runs: the assistant of a bell foundry in Hrodna (tools designed for this set: an order, a bell,
a furnace's meter, a shipment and the day's rate as JSON, the casting pit, a week's timesheet and
tours as CSV text, the metal stock as a markdown table, an invoice as plain text), with bells priced
by the kilo in two weight bands, inscriptions by the letter and PDV on top, a deposit and a balance,
bronze melted after a loss and split into copper and tin, days in the pit and tuning hours rounded up
by weight, out clocks, overtime at 1.5 times, tours' end clocks and a child's half price, crated
weight and freight, euros and dollars at the day's rate; tool results and answers written here, in
the styles of GPT-5.1 and Mistral Large 3 in Belarusian (a no-break space between thousands and a
decimal comma: `22 566,00 руб.`, `16 красавіка 2027`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5
(Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini
(numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout38_bell import POLICY, csv
from _heldout38_models import DEEPSEEK_V32, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_L3, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"bell-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def by(expr: str, spec: str = ",.2f") -> str:
    """A computed number in Belarusian spelling: a no-break space between thousands, a decimal comma."""
    return v("nb(" + expr + ", '" + spec + "')", "s")


RATE = {"date": "2027-04-13", "byn_per_eur": 3.4520, "byn_per_usd": 3.1850, "source": "National Bank of the Republic of Belarus"}
ORDER_1 = {"order": "ZV-0412", "client": "Парафія Святой Тройцы, Навагрудак", "bells": [{"bell": "A", "kg": 240, "inscription_letters": 32},
           {"bell": "B", "kg": 65, "inscription_letters": 18}], "ordered": "2027-04-12", "pour": "2027-04-20"}
PIT_2 = csv("casting,bell,kg,poured", "P-0409-1,ZV-0398 A,420,2027-04-09 16:40", "P-0411-2,ZV-0401 B,85,2027-04-11 11:15",
            "P-0411-3,ZV-0403 A,160,2027-04-11 14:30", "P-0412-4,ZV-0403 B,35,2027-04-12 17:50")
INVOICE_3 = """ТАА «ГРОДЗЕНСКІ ЗВОН», Гродна              РАХУНАК-ФАКТУРА № 0331-07
Дата: 31.03.2027
Пакупнік: Парафія св. Францыска, Ліда
Звон 120 кг                 1 шт. x   7 080,00      7 080,00
Звон 48 кг                  1 шт. x   3 264,00      3 264,00
Надпіс                     26 літ. x      4,50        117,00
Разам                                             10 461,00
ПДВ 20%                                            2 092,20
Усяго                                             12 553,20
Дастаўка: 02.04.2027
Аплата рэшты: на працягу 14 дзён пасля дастаўкі"""
STOCK_4 = ("| metal | form | kg | BYN/kg |\n|---|---|---|---|\n| copper | cathode | 1,240 | 28.40 |\n| tin | ingot | 310 | 96.00 |\n"
           "| bronze scrap | bell metal | 185 | 41.50 |\n| phosphorus copper | master alloy | 12.5 | 52.00 |")
TIMES_5 = csv("name,role,mon,tue,wed,thu,fri,sat", "Andrei Kavalenka,founder,9,9,10,8,9,4", "Ihar Shut,founder,8,8,8,8,8,0",
              "Volha Lis,tuner,7,8,9,9,8,3", "Pavel Zhuk,tuner,6,6,6,6,6,0")
TOURS_6 = csv("tour,date,start,adults,children", "T-41,2027-04-15,10:00,12,6", "T-42,2027-04-15,13:30,8,0",
              "T-43,2027-04-17,11:00,15,5", "T-44,2027-04-17,15:45,9,4")
FURNACE_7 = {"furnace": "IF-2", "type": "induction", "meter_kwh": {"2027-04-01": 73412.0, "2027-04-12": 75238.6}, "melted_kg": 4210,
             "heats": 9}
SHIP_8 = {"shipment": "SH-0416", "to": "Vilnius", "departs": "2027-04-16T05:30", "km": 162, "avg_kmh": 45, "border_wait_min": 150,
          "bells": [{"bell": "ZV-0398 A", "kg": 420}, {"bell": "ZV-0401 B", "kg": 85}]}
BELL_9 = {"bell": "ZV-0415", "client": "Church of St Barbara, Pinsk", "kg": 310, "inscription_letters": 44, "deposit_pct": 40,
          "deposit_paid": "2027-04-02", "lead_days": 45}
BELL_12 = {"bell": "ZV-0419", "kg": 42, "inscription_letters": 12, "poured": "2027-04-13T15:20"}

RUNS = [
    run(1, GPT51,
        U("Добры дзень. Колькі каштуе заказ ZV-0412?"),
        C("get_order", {"order": "ZV-0412"}, ORDER_1),
        A("Заказ ZV-0412 (Парафія Святой Тройцы, Навагрудак):\n\n"
          "- Звон A, 240 кг × 59 руб. = " + by("240*59") + " руб.\n- Звон B, 65 кг × 68 руб. = " + by("65*68") + " руб.\n"
          "- Надпісы: " + v("32+18", "d") + " літар × 4,50 руб. = " + by("50*4.5") + " руб.\n- Разам: " + by("14160+4420+225") + " руб.\n"
          "- ПДВ 20%: " + by("18805*0.2") + " руб.\n\n**Усяго: " + by("18805*1.2") + " руб.**"),
        U("Які задатак і якая рэшта?"),
        A("- Задатак 40%: **" + by("22566*0.4") + " руб.**\n- Рэшта пасля дастаўкі: **" + by("22566*0.6") + " руб.**"),
        U("Колькі металу трэба расплавіць?"),
        A("- Вага званоў: 240 + 65 = " + v("240+65", "d") + " кг\n- З улікам страты 6%: " + v("305", "d") + " ÷ 0,94 = **" + by("305/0.94") + " кг**\n"
          "- Медзь 78%: " + by("305/0.94*0.78") + " кг × 28,40 = " + by("305/0.94*0.78*28.40") + " руб.\n"
          "- Волава 22%: " + by("305/0.94*0.22") + " кг × 96,00 = " + by("305/0.94*0.22*96") + " руб."),
        U("Калі званы выйдуць з ямы, калі адліваем 20 красавіка?"),
        A("- Звон A (240 кг): " + v("-(-240//100)", "d") + " дні → **" + v("(date(2027,4,20)+timedelta(days=3)).day", "d") + " красавіка 2027**\n"
          "- Звон B (65 кг): " + v("-(-65//100)", "d") + " дзень → **" + v("(date(2027,4,20)+timedelta(days=1)).day", "d") + " красавіка 2027**"),
        U("Нагадайце агульную суму?"),
        A("**[[22 656,00]] руб.** з ПДВ.", why="the order comes to 22 566,00 BYN with VAT; the model restated it with two digits swapped"),
    ),
    run(2, OPUS45,
        U("What's in the cooling pit and when does each bell come out?"),
        C("get_pit", {"pit": "main"}, PIT_2),
        A("**Cooling pit**, 1 day per 100 kg started:\n\n| Casting | Bell | kg | Poured | Days | Out |\n|---|---|---|---|---|---|\n"
          "| P-0409-1 | ZV-0398 A | 420 | 9 Apr 16:40 | " + v("-(-420//100)", "d") + " | " + v("datetime(2027,4,9,16,40)+timedelta(days=5)", "%-d %b %H:%M") + " |\n"
          "| P-0411-2 | ZV-0401 B | 85 | 11 Apr 11:15 | " + v("-(-85//100)", "d") + " | " + v("datetime(2027,4,11,11,15)+timedelta(days=1)", "%-d %b %H:%M") + " |\n"
          "| P-0411-3 | ZV-0403 A | 160 | 11 Apr 14:30 | " + v("-(-160//100)", "d") + " | " + v("datetime(2027,4,11,14,30)+timedelta(days=2)", "%-d %b %H:%M") + " |\n"
          "| P-0412-4 | ZV-0403 B | 35 | 12 Apr 17:50 | " + v("-(-35//100)", "d") + " | " + v("datetime(2027,4,12,17,50)+timedelta(days=1)", "%-d %b %H:%M") + " |\n\n"
          "ZV-0401 B has been out since yesterday."),
        U("What comes out today?"),
        A("Both halves of ZV-0403: A at **14:30** and B at **17:50**. It's 09:10 now, so A is " + v("(14*60+30-(9*60+10))//60", "d") + " h "
          + v("(14*60+30-(9*60+10))%60", "d") + " min away."),
        U("How many tuning hours do these four need?"),
        A("2 hours plus 1 per 50 kg started:\n\n- ZV-0398 A: 2 + " + v("-(-420//50)", "d") + " = " + v("2+9", "d") + " h\n"
          "- ZV-0401 B: 2 + " + v("-(-85//50)", "d") + " = " + v("2+2", "d") + " h\n- ZV-0403 A: 2 + " + v("-(-160//50)", "d") + " = " + v("2+4", "d") + " h\n"
          "- ZV-0403 B: 2 + " + v("-(-35//50)", "d") + " = " + v("2+1", "d") + " h\n\n**" + v("11+4+6+3", "d") + " hours**, " + v("24*31", "d") + " BYN of tuner time."),
        U("When does ZV-0398 A come out again?"),
        A("Tomorrow, 14 April, at **[[17:40]]**.", why="ZV-0398 A was poured at 16:40 on 9 April and cools 5 days, out at 16:40; the model restated it an hour on"),
        anthropic=True,
    ),
    run(3, MISTRAL_L3,
        U("Калі Лідская парафія павінна аплаціць рахунак 0331-07?"),
        C("get_invoice", {"invoice": "0331-07"}, INVOICE_3),
        A("Рахунак-фактура № 0331-07 ад 31 сакавіка 2027. Званы даставілі 2 красавіка, рэшта — на працягу 14 дзён: да **"
          + v("(date(2027,4,2)+timedelta(days=14)).day", "d") + " красавіка 2027**, гэта праз " + v("(date(2027,4,16)-date(2027,4,13)).days", "d") + " дні."),
        U("Які быў задатак і колькі засталося?"),
        A("- Задатак 40%: 12 553,20 × 0,4 = **" + by("12553.2*0.4") + " руб.**\n- Рэшта: **" + by("12553.2*0.6") + " руб.**"),
        U("Колькі гэта ў еўра?"),
        C("get_rate", {"date": "2027-04-13"}, RATE),
        A("Па сённяшнім курсе (1 € = 3,4520 руб.): 12 553,20 ÷ 3,4520 = **" + by("12553.2/3.452") + " €**."),
        U("Колькі металу пайшло на абодва званы?"),
        A("(120 + 48) ÷ 0,94 = **" + by("168/0.94") + " кг** бронзы, з іх медзі " + by("168/0.94*0.78") + " кг і волава " + by("168/0.94*0.22") + " кг."),
        U("А колькі там ПДВ?"),
        A("ПДВ 20%: **[[2 029,20]] руб.**", why="the invoice's VAT is 2 092,20 BYN; the model restated it with two digits swapped"),
    ),
    run(4, QWEN3,
        U("Value the metal stock."),
        C("get_metal_stock", {"store": "foundry"}, STOCK_4),
        A("| Metal | kg | BYN/kg | Value (BYN) |\n|---|---|---|---|\n| copper | 1,240 | 28.40 | " + v("1240*28.40", ",.2f") + " |\n"
          "| tin | 310 | 96.00 | " + v("310*96", ",.2f") + " |\n| bronze scrap | 185 | 41.50 | " + v("185*41.5", ",.2f") + " |\n"
          "| phosphorus copper | 12.5 | 52.00 | " + v("12.5*52", ",.2f") + " |\n| **Total** | " + v("1240+310+185+12.5", ",.1f") + " | | **"
          + v("35216+29760+7677.5+650", ",.2f") + "** |"),
        U("How much bell bronze can the copper and tin make?"),
        A("| Metal | kg | Share | Bronze it allows (kg) |\n|---|---|---|---|\n| copper | 1,240 | 78% | " + v("1240/0.78", ",.2f") + " |\n"
          "| tin | 310 | 22% | " + v("310/0.22", ",.2f") + " |\n\nTin limits it: **" + v("310/0.22", ",.2f") + " kg** melted, "
          + v("310/0.22*0.94", ",.2f") + " kg of bells after the 6% loss."),
        U("New metal cost per kg of bronze, against scrap?"),
        A("| Source | BYN/kg |\n|---|---|\n| 0.78 × 28.40 + 0.22 × 96.00 | " + v("0.78*28.40+0.22*96", ".2f") + " |\n| bronze scrap | 41.50 |\n| Difference | "
          + v("0.78*28.40+0.22*96-41.5", ".2f") + " |"),
        U("Tin's share of the stock value?"),
        A("| Tin | Stock | Share |\n|---|---|---|\n| " + v("29760", ",.2f") + " | " + v("73303.5", ",.2f") + " | " + v("29760/73303.5*100", ".2f") + "% |"),
        U("Total again?"),
        A("| Stock value (BYN) |\n|---|\n| [[73,393.50]] |", why="the metal stock is worth 73,303.50 BYN; the model restated it one digit off"),
    ),
    run(5, DEEPSEEK_V32,
        U("Wages for last week, please."),
        C("get_timesheet", {"week": "2027-W14"}, TIMES_5),
        A("<think>\nFounders 24/h, tuners 31/h, over 40 h at 1.5×.\nAndrei 9+9+10+8+9+4 = " + v("9+9+10+8+9+4", "d") + " → 40 × 24 = " + v("40*24", "d")
          + " + " + v("49-40", "d") + " × " + v("24*1.5", ".0f") + " = " + v("9*36", "d") + " → " + v("960+324", ",d") + ".\nIhar 8×5 = " + v("8*5", "d") + " → " + v("40*24", "d")
          + ".\nVolha 7+8+9+9+8+3 = " + v("7+8+9+9+8+3", "d") + " → 40 × 31 = " + v("40*31", ",d") + " + " + v("44-40", "d") + " × " + v("31*1.5", ".1f") + " = " + v("4*46.5", ".0f")
          + " → " + v("1240+186", ",d") + ".\nPavel 6×5 = " + v("6*5", "d") + " × 31 = " + v("30*31", "d") + ".\nTotal " + v("1284+960+1426+930", ",d") + ".\n</think>\n\n"
          "| Name | Role | Hours | Overtime | Pay (BYN) |\n|---|---|---|---|---|\n| Andrei Kavalenka | founder | " + v("49", "d") + " | " + v("9", "d") + " | "
          + v("1284", ",.2f") + " |\n| Ihar Shut | founder | " + v("40", "d") + " | 0 | " + v("960", ",.2f") + " |\n| Volha Lis | tuner | " + v("44", "d") + " | "
          + v("4", "d") + " | " + v("1426", ",.2f") + " |\n| Pavel Zhuk | tuner | " + v("30", "d") + " | 0 | " + v("930", ",.2f") + " |\n\n**Total: "
          + v("4600", ",.2f") + " BYN**"),
        U("How much of that is overtime?"),
        A("<think>\n324 + 186.\n</think>\n\n**" + v("324+186", ",.2f") + " BYN** (" + v("510/4600*100", ".1f") + "% of the total)."),
        U("In dollars?"),
        C("get_rate", {"date": "2027-04-13"}, RATE),
        A("<think>\n4600 / 3.1850.\n</think>\n\n**$" + v("4600/3.185", ",.2f") + "**."),
        U("Volha's pay again?"),
        A("<think>\n40 × 31 = " + v("40*31", ",d") + "; " + v("4", "d") + " × " + v("31*1.5", ".1f") + " = " + v("4*46.5", ".0f") + "; " + v("1240+186", ",d")
          + ".\n</think>\n\n**[[1,462.00]] BYN**.", why="Volha Lis's pay is 1,426.00 BYN; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("Калі заканчваюцца экскурсіі на гэтым тыдні?"),
        C("get_tours", {"from": "2027-04-15", "to": "2027-04-17"}, TOURS_6),
        A("Экскурсія доўжыцца 1 гадзіну 30 хвілін:\n\n"
          "- T-41, 15 красавіка: 10:00–" + v("datetime(2027,4,15,10,0)+timedelta(minutes=90)", "%H:%M") + "\n"
          "- T-42, 15 красавіка: 13:30–" + v("datetime(2027,4,15,13,30)+timedelta(minutes=90)", "%H:%M") + "\n"
          "- T-43, 17 красавіка: 11:00–" + v("datetime(2027,4,17,11,0)+timedelta(minutes=90)", "%H:%M") + "\n"
          "- T-44, 17 красавіка: 15:45–" + v("datetime(2027,4,17,15,45)+timedelta(minutes=90)", "%H:%M")),
        U("Колькі атрымаем за білеты?"),
        A("Дарослы 12 руб., дзіця " + by("12/2") + " руб.:\n\n- T-41: 12 × 12 + 6 × 6 = " + by("12*12+6*6") + " руб.\n- T-42: 8 × 12 = " + by("8*12")
          + " руб.\n- T-43: 15 × 12 + 5 × 6 = " + by("15*12+5*6") + " руб.\n- T-44: 9 × 12 + 4 × 6 = " + by("9*12+4*6") + " руб.\n\n**Разам: "
          + by("180+96+210+132") + " руб.**"),
        U("Колькі вольных месцаў засталося?"),
        A("Па 20 месцаў:\n\n- T-41: 20 − " + v("12+6", "d") + " = " + v("20-18", "d") + "\n- T-42: 20 − 8 = " + v("20-8", "d") + "\n- T-43: 20 − "
          + v("15+5", "d") + " = " + v("20-20", "d") + "\n- T-44: 20 − " + v("9+4", "d") + " = " + v("20-13", "d") + "\n\n**Усяго " + v("2+12+0+7", "d") + " месца.**"),
        U("Колькі ў сярэднім на аднаго наведвальніка?"),
        A(by("618") + " руб. ÷ " + v("18+8+20+13", "d") + " чалавек = **" + by("618/59") + " руб.**"),
        U("А T-44 калі заканчваецца?"),
        A("T-44 заканчваецца 17 красавіка а **[[18:15]]**.", why="T-44 starts at 15:45 and lasts 1 h 30 min, ending at 17:15; the model restated it an hour on"),
    ),
    run(7, SONNET45,
        U("How much power has furnace IF-2 used this month, and what did it cost?"),
        C("get_furnace", {"furnace": "IF-2", "month": "2027-04"}, FURNACE_7),
        A("**Furnace IF-2, 1–12 April**\n\n- Meter: 75,238.6 − 73,412.0 = **" + v("75238.6-73412.0", ",.1f") + " kWh**\n"
          "- Cost: " + v("1826.6", ",.1f") + " × 0.31 = **" + v("1826.6*0.31", ",.2f") + " BYN**\n"
          "- Melted: 4,210 kg in 9 heats"),
        U("How does that compare with the rated 0.42 kWh a kg?"),
        A("- Actual: " + v("1826.6", ",.1f") + " / 4,210 = **" + v("1826.6/4210", ".3f") + " kWh/kg**\n"
          "- Rated use for 4,210 kg: " + v("4210*0.42", ",.1f") + " kWh\n- Over by " + v("1826.6-4210*0.42", ".1f") + " kWh, "
          + v("(1826.6/(4210*0.42)-1)*100", ".1f") + "%"),
        U("Per heat?"),
        A("- " + v("4210/9", ".1f") + " kg melted a heat\n- " + v("1826.6/9", ".1f") + " kWh a heat, " + v("1826.6*0.31/9", ".2f") + " BYN"),
        U("When was the furnace last relined?"),
        A("IF-2 was last relined on **[[3 March 2027]]**.", why="the furnace record carries no relining date; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Shipment SH-0416 to Vilnius: when does it arrive?"),
        C("get_shipment", {"shipment": "SH-0416"}, SHIP_8),
        A("1. Drive: 162 km / 45 km/h = " + v("162/45", ".1f") + " h (" + v("int(162/45)", "d") + " h " + v("round(162/45%1*60)", "d") + " min)\n"
          "2. Border: 150 min\n3. Departs 16 April 05:30 → arrives **" + v("datetime(2027,4,16,5,30)+timedelta(minutes=162/45*60+150)", "%-d %B %H:%M") + "**"),
        U("Crated weight?"),
        A("1. Bells: 420 + 85 = " + v("420+85", "d") + " kg\n2. Crates +15%: " + v("505", "d") + " × 1.15 = **" + v("505*1.15", ".2f") + " kg**"),
        U("Freight cost?"),
        A("1. 162 km × 1.85 = **" + v("162*1.85", ".2f") + " BYN**"),
        U("In euros?"),
        C("get_rate", {"date": "2027-04-13"}, RATE),
        A("1. " + v("299.7", ".2f") + " / 3.4520 = **€" + v("299.7/3.452", ".2f") + "**"),
        U("Crated weight again for the CMR?"),
        A("1. **[[580.57]] kg**", why="the crated weight is 580.75 kg; the model restated it with two digits swapped"),
    ),
    run(9, HAIKU45,
        U("Where are we with the Pinsk bell, ZV-0415? Price first."),
        C("get_bell", {"bell": "ZV-0415"}, BELL_9),
        A("ZV-0415, 310 kg with a 44-letter inscription:\n\n- 310 × 59 = " + v("310*59", ",.2f") + " BYN\n- Inscription 44 × 4.50 = " + v("44*4.5", ".2f")
          + " BYN\n- Net " + v("18290+198", ",.2f") + " BYN\n- **With PDV 20%: " + v("18488*1.2", ",.2f") + " BYN**"),
        U("They paid the deposit. What's left?"),
        A("- Deposit 40%: " + v("22185.6*0.4", ",.2f") + " BYN (paid 2 April)\n- **Balance: " + v("22185.6*0.6", ",.2f") + " BYN**, due within 14 days of delivery"),
        U("When is it ready, and how much metal?"),
        A("- Ready: 2 April + 45 days = **" + v("date(2027,4,2)+timedelta(days=45)", "%-d %B %Y") + "**\n- Metal: 310 / 0.94 = **" + v("310/0.94", ".2f")
          + " kg**: copper " + v("310/0.94*0.78", ".2f") + " kg, tin " + v("310/0.94*0.22", ".2f") + " kg"),
        U("Pit and tuning time?"),
        A("- Pit: " + v("-(-310//100)", "d") + " days\n- Tuning: 2 + " + v("-(-310//50)", "d") + " = **" + v("2+7", "d") + " hours**"),
        U("What was the balance again?"),
        A("**[[13,341.36]] BYN**.", why="the balance after the 40% deposit is 13,311.36 BYN; the model restated it one digit off"),
        anthropic=True,
    ),
    run(10, KIMI_K2,
        U("Quote a 75 kg bell with a 20-letter inscription and a 150 kg bell without one."),
        A("<think>\n75 kg is under 100 → 68/kg: " + v("75*68", ",d") + ". 20 × 4.50 = " + v("20*4.5", ".0f") + ". 150 kg → 59/kg: " + v("150*59", ",d")
          + ". Net " + v("5100+90+8850", ",d") + "; PDV " + v("14040*0.2", ",.0f") + "; total " + v("14040*1.2", ",.0f") + ".\n</think>\n\n"
          "| Item | BYN |\n|---|---|\n| 75 kg × 68 | " + v("75*68", ",.2f") + " |\n| Inscription 20 × 4.50 | " + v("20*4.5", ".2f") + " |\n| 150 kg × 59 | "
          + v("150*59", ",.2f") + " |\n| Net | " + v("14040", ",.2f") + " |\n| PDV 20% | " + v("2808", ",.2f") + " |\n| **Total** | **" + v("16848", ",.2f") + "** |"),
        U("Metal to melt and its cost?"),
        A("<think>\n" + v("75+150", "d") + " / 0.94 = " + v("225/0.94", ".4f") + ".\n</think>\n\n- Melt **" + v("225/0.94", ".2f") + " kg**\n- Copper "
          + v("225/0.94*0.78", ".2f") + " kg × 28.40 = " + v("225/0.94*0.78*28.4", ",.2f") + " BYN\n- Tin " + v("225/0.94*0.22", ".2f") + " kg × 96 = "
          + v("225/0.94*0.22*96", ",.2f") + " BYN"),
        U("And the electricity for the melt?"),
        A("<think>\n" + v("225/0.94", ".2f") + " × 0.42 = " + v("225/0.94*0.42", ".2f") + " kWh × 0.31.\n</think>\n\n**" + v("225/0.94*0.42*0.31", ".2f") + " BYN** ("
          + v("225/0.94*0.42", ".1f") + " kWh)."),
        U("The 75 kg bell alone, with PDV?"),
        A("<think>\n75 × 59 = " + v("75*59", ",d") + " + 90 = " + v("4425+90", ",d") + "; × 1.2.\n</think>\n\n**[[5,418.00]] BYN**.",
          why="a 75 kg bell is under 100 kg and costs 68 BYN a kg: (5,100 + 90) x 1.2 = 6,228.00 BYN; the model priced it at the 59 BYN rate of the heavier band"),
    ),
    run(11, GROK41,
        U("eur rate"),
        C("get_rate", {"date": "2027-04-13"}, RATE),
        A("1 EUR = 3.4520 BYN."),
        U("big bell per kg in eur"),
        A("€" + v("59/3.452", ".2f") + "."),
        U("small bell per kg usd"),
        A("$" + v("68/3.185", ".2f") + "."),
        U("tour ticket eur"),
        A("€" + v("12/3.452", ".2f") + "."),
        U("copper per kg usd"),
        A("$" + v("28.40/3.185", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("ZV-0419 out of the pit when?"),
        C("get_bell", {"bell": "ZV-0419"}, BELL_12),
        A(v("datetime(2027,4,13,15,20)+timedelta(days=1)", "%-d %B %H:%M") + " (42 kg, 1 day)."),
        U("price with vat?"),
        A(v("(42*68+12*4.5)*1.2", ",.2f") + " BYN."),
        U("tuning?"),
        A(v("2+1", "d") + " h."),
        U("metal to melt?"),
        A("[[44.86]] kg.", why="42 kg / 0.94 is 44.68 kg; the model swapped two digits"),
    ),
]
