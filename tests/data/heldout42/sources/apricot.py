"""apricot runs: the assistant of a dried apricot yard in Isfara, Tajikistan (tools designed for this
set: a purchase, an order, a truck trip, a drying batch and the day's rate as JSON, the sulphur
chamber log, the pickers' sheet and a month's sales as CSV text, the dried stock as a markdown table,
an invoice in Tajik as plain text), with fresh apricots by the crate, what pitting and drying leave
and the fresh fruit back from the dried, racks and boxes rounded up, drying days into a ready day,
sulphur by the tonne across midnight, pickers with a bonus past 150 kg, a discount from 500 kg and VAT
on top, a truck by the km both ways, payment days, dollars and roubles at the day's rate; tool results
and answers written here, in the styles of GPT-5.1 and Mistral Large 3 in Tajik (Cyrillic, a space
between thousands, a decimal comma, day-month dates and Tajik month names: `11 011,20 сомонӣ`,
`19.07.2027`, `31 июли 2027`, `соати 00:55`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic
envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered
steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout42_apricot import POLICY, csv
from _heldout42_models import DEEPSEEK_V32, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_L3, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"apricot-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def t(expr: str, spec: str = ",.2f") -> str:
    """A computed value in Tajik spelling: a space between thousands, a decimal comma."""
    return v(f"fr({expr}, '{spec}')", "s")


RATE = {"date": "2027-07-13", "tjs_per_usd": 10.95, "tjs_per_rub": 0.128, "source": "National Bank of Tajikistan"}
PURCHASE_1 = {"lot": "ЗР-0712", "orchard": "Боғи Нуров, Ворух", "crates": 96, "kg_per_crate": 18.5, "price_per_kg": 6.2,
              "received": "2027-07-12", "variety": "Мирсанҷалӣ"}
SULPHUR_2 = csv("batch,in,out,pitted_kg", "S-41,2027-07-10 20:15,2027-07-11 04:45,1240", "S-42,2027-07-11 21:40,2027-07-12 06:10,1180",
                "S-43,2027-07-12 19:50,2027-07-13 05:05,1320")
ORDER_3 = {"order": "ИС-0712-3", "buyer": "Ширкати «Меваи Хушк», Душанбе", "first_grade_kg": 420, "second_grade_kg": 180,
           "ordered": "2027-07-12", "deliver": "2027-07-16"}
PICKERS_4 = csv("picker,date,kg", "Гулнора Каримова,2027-07-12,168", "Фарход Саидов,2027-07-12,142.5", "Мавлуда Раҳимова,2027-07-12,155",
                "Шоҳрух Назаров,2027-07-12,131")
TRUCK_5 = {"trip": "ЮК-0713", "to": "Khujand", "km_one_way": 92, "departs": "2027-07-13T22:40", "drive_minutes": 135, "boxes": 64,
           "grade": "first", "driver": "Далер Юсупов"}
INVOICE_6 = """ЗАРДОЛУИ ИСФАРА                                   ҲИСОБНОМА № ЗИ-0655
Сана: 05.07.2027
Харидор: Бозори «Шоҳмансур», Душанбе
Зардолуи хушк, навъи 1      300 кг x 48,00         14 400,00
Зардолуи хушк, навъи 2      250 кг x 36,00          9 000,00
Ҳамагӣ                                             23 400,00
Тахфиф 5% (500 кг ва зиёда)                        -1 170,00
Соф                                                22 230,00
ААИ 14%                                             3 112,20
Ҳамагӣ барои пардохт (TJS)                         25 342,20
Пардохт дар давоми 15 рӯз"""
BATCH_7 = {"batch": "ХШ-0709", "yard": "Yard 2", "pitted_kg": 1920, "laid": "2027-07-09T07:30", "racks_used": 160}
STOCK_9 = ("| lot | grade | boxes | kg |\n|---|---|---|---|\n| ЗХ-0701 | 1 | 26 | 325 |\n| ЗХ-0704 | 2 | 18 | 225 |\n"
           "| ЗХ-0708 | 1 | 31 | 387.5 |\n| ЗХ-0711 | 2 | 12 | 150 |")
SALES_10 = csv("week,kg,net_tjs", "2027-06-07,640,27840.00", "2027-06-14,715,30745.00", "2027-06-21,590,25370.00", "2027-06-28,805,34615.00")

RUNS = [
    run(1, GPT51,
        U("Салом. Дар партияи ЗР-0712 чанд кило зардолуи тару тоза омад ва нархаш чанд?"),
        C("get_purchase", {"lot": "ЗР-0712"}, PURCHASE_1),
        A("Партияи ЗР-0712 (12.07.2027, Боғи Нуров):\n\n"
          "- 96 яшик × 18,5 кг = **" + t("96*18.5", ",.0f") + " кг**\n"
          "- " + t("1776", ",.0f") + " кг × 6,20 = **" + t("1776*6.2") + " сомонӣ**"),
        U("Баъд аз донакканӣ ва хушккунӣ чанд кило мемонад?"),
        A("- Донакканӣ 88%: " + t("1776", ",.0f") + " × 0,88 = **" + t("1776*0.88") + " кг**\n"
          "- Хушккунӣ 24%: " + t("1562.88") + " × 0,24 = **" + t("1562.88*0.24") + " кг** зардолуи хушк"),
        U("Чанд рафа лозим ва кай тайёр мешавад?"),
        A("- " + t("1562.88") + " ÷ 12 = " + t("1562.88/12") + " → **" + v("-(-1562.88//12)", ".0f") + " рафа**\n"
          "- Имрӯз 13.07 паҳн карда шавад, 6 рӯз → **" + v("date(2027,7,13)+timedelta(days=6)", "%d.%m.%Y") + "**"),
        U("Чанд қуттӣ мешавад ва арзишаш чанд?"),
        A("- " + t("1562.88*0.24") + " ÷ 12,5 → **" + v("-(-(1562.88*0.24)//12.5)", ".0f") + " қуттӣ**\n"
          "- Навъи 1: " + t("1562.88*0.24") + " × 48 = **" + t("375.09*48") + " сомонӣ**"),
        U("Ба донаккашҳо чанд медиҳем?"),
        A(t("1776", ",.0f") + " кг × 1,40 = **" + t("1776*1.4") + " сомонӣ**"),
        U("Нархи харид боз чанд буд?"),
        A("**[[11 101,20]] сомонӣ**", why="1,776 kg at 6.20 TJS cost 11,011.20 TJS; the model restated it with two digits swapped, in Tajik spelling"),
    ),
    run(2, OPUS45,
        U("How did the sulphur chamber run the last three nights, and what did the sulphur cost?"),
        C("get_sulphur_log", {"from": "2027-07-10"}, SULPHUR_2),
        A("| Batch | In | Out | Hours | Pitted (kg) | Sulphur (kg) | TJS |\n|---|---|---|---|---|---|---|\n"
          "| S-41 | 20:15 | 04:45 | " + v("(datetime(2027,7,11,4,45)-datetime(2027,7,10,20,15)).seconds/3600", ".2f") + " | 1,240 | " + v("1240*2.5/1000", ".2f") + " | " + v("1240*2.5/1000*18", ".2f") + " |\n"
          "| S-42 | 21:40 | 06:10 | " + v("(datetime(2027,7,12,6,10)-datetime(2027,7,11,21,40)).seconds/3600", ".2f") + " | 1,180 | " + v("1180*2.5/1000", ".2f") + " | " + v("1180*2.5/1000*18", ".2f") + " |\n"
          "| S-43 | 19:50 | 05:05 | " + v("(datetime(2027,7,13,5,5)-datetime(2027,7,12,19,50)).seconds/3600", ".2f") + " | 1,320 | " + v("1320*2.5/1000", ".2f") + " | " + v("1320*2.5/1000*18", ".2f") + " |\n"
          "| **Total** | | | | **" + v("1240+1180+1320", ",d") + "** | **" + v("3740*2.5/1000", ".2f") + "** | **" + v("3740*2.5/1000*18", ".2f") + "** |"),
        U("Mean hours in the chamber?"),
        A("(" + v("(datetime(2027,7,11,4,45)-datetime(2027,7,10,20,15)).seconds/3600", ".1f") + " + " + v("(datetime(2027,7,12,6,10)-datetime(2027,7,11,21,40)).seconds/3600", ".1f") + " + " + v("(datetime(2027,7,13,5,5)-datetime(2027,7,12,19,50)).seconds/3600", ".2f") + ") / 3 = **" + v("(8.5+8.5+9.25)/3", ".2f") + " h**."),
        U("What will those three batches give dried?"),
        A(v("3740", ",d") + " kg × 0.24 = **" + v("3740*0.24", ",.1f") + " kg** of dried apricots."),
        U("When did S-42 come out?"),
        A("S-42 came out at **[[07:10]]** on 12 July.", why="the chamber log has S-42 out at 06:10 on 12 July; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, MISTRAL_L3,
        U("Фармоиши ИС-0712-3-ро ҳисоб кунед."),
        C("get_order", {"order": "ИС-0712-3"}, ORDER_3),
        A("Фармоиши ИС-0712-3:\n"
          "Навъи 1: 420 кг × 48 = " + t("420*48") + " сомонӣ\n"
          "Навъи 2: 180 кг × 36 = " + t("180*36") + " сомонӣ\n"
          "Ҳамагӣ: " + t("20160+6480") + "; " + v("420+180", "d") + " кг, аз 500 кг зиёд → тахфиф 5%: −" + t("26640*0.05") + "\n"
          "Соф: " + t("26640*0.95") + "; ААИ 14%: " + t("25308*0.14") + "\n"
          "**Ҳамагӣ барои пардохт: " + t("25308*1.14") + " сомонӣ**"),
        U("Чанд қуттӣ?"),
        A("420 ÷ 12,5 → " + v("-(-420//12.5)", ".0f") + ", 180 ÷ 12,5 → " + v("-(-180//12.5)", ".0f") + "; ҳамагӣ **" + v("34+15", "d") + " қуттӣ**."),
        U("Бо доллар ва рубл чанд мешавад?"),
        C("get_rate", {"date": "2027-07-13"}, RATE),
        A(t("28851.12") + " ÷ 10,95 = **" + t("28851.12/10.95") + " $**; ÷ 0,128 = **" + t("28851.12/0.128") + " ₽**"),
        U("То кай бояд пардохт кунанд?"),
        A("Супоридан 16.07.2027; 15 рӯз → **" + v("(date(2027,7,16)+timedelta(days=15)).day", "d") + " июли 2027**"),
        U("ААИ чанд буд?"),
        A("**[[3 548,12]] сомонӣ**", why="the VAT on the 25,308.00 TJS net is 3,543.12 TJS; the model restated it one digit off, in Tajik spelling"),
    ),
    run(4, QWEN3,
        U("Pickers' pay for yesterday?"),
        C("get_pickers", {"date": "2027-07-12"}, PICKERS_4),
        A("| Picker | kg | Base | Past 150 kg | Pay (TJS) |\n|---|---|---|---|---|\n"
          "| Гулнора Каримова | 168 | " + v("168*0.9", ".2f") + " | " + v("(168-150)*0.2", ".2f") + " | " + v("168*0.9+(168-150)*0.2", ".2f") + " |\n"
          "| Фарход Саидов | 142.5 | " + v("142.5*0.9", ".2f") + " | 0.00 | " + v("142.5*0.9", ".2f") + " |\n"
          "| Мавлуда Раҳимова | 155 | " + v("155*0.9", ".2f") + " | " + v("(155-150)*0.2", ".2f") + " | " + v("155*0.9+(155-150)*0.2", ".2f") + " |\n"
          "| Шоҳрух Назаров | 131 | " + v("131*0.9", ".2f") + " | 0.00 | " + v("131*0.9", ".2f") + " |\n"
          "| **Total** | **" + v("168+142.5+155+131", ".1f") + "** | | | **" + v("154.8+128.25+140.5+117.9", ".2f") + "** |"),
        U("Mean kg per picker, and what the pitters get for it all?"),
        A("| Item | Value |\n|---|---|\n| Mean | " + v("596.5/4", ".1f") + " kg |\n| Pitters | " + v("596.5*1.4", ".2f") + " TJS |"),
        U("Гулнора's pay in dollars?"),
        C("get_rate", {"date": "2027-07-13"}, RATE),
        A("| TJS | TJS/USD | USD |\n|---|---|---|\n| " + v("154.8", ".2f") + " | 10.95 | **" + v("154.8/10.95", ".2f") + "** |"),
        U("Фарход's pay?"),
        A("| Picker | Pay |\n|---|---|\n| Фарход Саидов | **[[128.52]] TJS** |", why="Farhod's 142.5 kg at 0.90 TJS are 128.25 TJS; the model swapped two digits"),
    ),
    run(5, KIMI_K2,
        U("Tonight's Khujand truck: cost and arrival?"),
        C("get_truck", {"trip": "ЮК-0713"}, TRUCK_5),
        A("<think>\n92 × 2 × 3.20 = " + v("92*2*3.2", ".2f") + ", above the 250 minimum. 22:40 + 135 min = " + v("datetime(2027,7,13,22,40)+timedelta(minutes=135)", "%H:%M") + " next day.\n</think>\n\n"
          "- Truck: **" + v("92*2*3.2", ".2f") + " TJS**\n- Arrives **" + v("datetime(2027,7,13,22,40)+timedelta(minutes=135)", "%H:%M") + "** on " + v("(datetime(2027,7,13,22,40)+timedelta(minutes=135)).day", "d") + " July"),
        U("Kilos on board and their value?"),
        A("<think>\n64 × 12.5 = " + v("64*12.5", ".0f") + " kg first grade; × 48 = " + v("800*48", ",d") + ".\n</think>\n\n**" + v("800", "d") + " kg**, **" + v("800*48", ",d") + " TJS**."),
        U("With the discount and VAT?"),
        A("<think>\n" + v("38400", ",d") + " × 0.95 = " + v("38400*0.95", ",.2f") + "; VAT " + v("36480*0.14", ",.2f") + ".\n</think>\n\n**" + v("36480*1.14", ",.2f") + " TJS**"),
        U("VAT again?"),
        A("<think>\n" + v("36480", ",d") + " × 0.14 = " + v("36480*0.14", ",.2f") + ".\n</think>\n\n**[[5,170.20]] TJS**", why="the VAT on 36,480 TJS is 5,107.20 TJS; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("Ҳисобномаи ЗИ-0655 то кай пардохт мешавад?"),
        C("get_invoice", {"number": "ЗИ-0655"}, INVOICE_6),
        A("Ҳисобномаи ЗИ-0655 аз 05.07.2027; 15 рӯз → **" + v("date(2027,7,5)+timedelta(days=15)", "%d.%m.%Y") + "**, то он "
          + v("(date(2027,7,20)-date(2027,7,13)).days", "d") + " рӯз мондааст. Ҳамагӣ **25 342,20 сомонӣ**."),
        U("Бо доллар ва рубл?"),
        C("get_rate", {"date": "2027-07-13"}, RATE),
        A("25 342,20 ÷ 10,95 = **" + t("25342.2/10.95") + " $**\n25 342,20 ÷ 0,128 = **" + t("25342.2/0.128") + " ₽**"),
        U("Бе тахфиф чанд мешуд?"),
        A("23 400,00 × 1,14 = **" + t("23400*1.14") + " сомонӣ**; тахфиф " + t("26676-25342.2") + " сомонӣ сарфа кард."),
        U("Чанд қуттӣ ва чанд кило зардолуи тар дар паси он аст?"),
        A("300 ÷ 12,5 = " + v("300/12.5", ".0f") + ", 250 ÷ 12,5 = " + v("250/12.5", ".0f") + " → **" + v("24+20", "d") + " қуттӣ**; "
          + v("300+250", "d") + " кг ÷ (0,88 × 0,24) = **" + t("550/(0.88*0.24)") + " кг** тар."),
        U("ААИ чанд аст?"),
        A("**3 112,20 сомонӣ**"),
        U("Санаи пардохтро боз гӯед."),
        A("**[[21.07.2027]]**", why="the invoice of 5 July is due 15 days on, on 20.07.2027; the model restated it a day on"),
    ),
    run(7, SONNET45,
        U("Batch ХШ-0709 went out on the racks on Friday. When is it ready, and what will it give?"),
        C("get_batch", {"batch": "ХШ-0709"}, BATCH_7),
        A("**ХШ-0709** (Yard 2, 1,920 kg pitted on 160 racks):\n\n"
          "- Laid out 9 July, 6 days → ready **" + v("date(2027,7,9)+timedelta(days=6)", "%d %B %Y") + "**, "
          + v("(date(2027,7,15)-date(2027,7,13)).days", "d") + " days from today\n"
          "- Dried: 1,920 × 0.24 = **" + v("1920*0.24", ".1f") + " kg**, " + v("460.8/12.5", ".2f") + " → **" + v("-(-460.8//12.5)", ".0f") + " boxes**"),
        U("Worth as first grade?"),
        A(v("460.8", ".1f") + " × 48 = **" + v("460.8*48", ",.2f") + " TJS**."),
        U("What fresh fruit was behind it, and its cost?"),
        A("- 1,920 / 0.88 = **" + v("1920/0.88", ",.2f") + " kg** fresh\n- × 6.20 = **" + v("1920/0.88*6.2", ",.2f") + " TJS**"),
        U("And the sulphur for it?"),
        A(v("1920/1000", ".2f") + " t × 2.5 = " + v("1.92*2.5", ".1f") + " kg × 18 = **" + v("4.8*18", ".2f") + " TJS**."),
        U("What's the phytosanitary certificate number for this batch?"),
        A("Its certificate is **[[ФС-0713-8842]]**.", why="the batch record carries no certificate; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("A buyer wants 1,000 kg of first grade. Boxes, price with discount and VAT, and the fresh fruit we need?"),
        A("1. Boxes: 1,000 / 12.5 = **" + v("1000/12.5", ".0f") + " boxes**\n"
          "2. Price: 1,000 × 48 = " + v("1000*48", ",d") + " TJS; 5% off: " + v("48000*0.95", ",.2f") + "\n"
          "3. VAT 14%: " + v("45600*0.14", ",.2f") + " → **" + v("45600*1.14", ",.2f") + " TJS**\n"
          "4. Pitted: 1,000 / 0.24 = " + v("1000/0.24", ",.2f") + " kg; fresh: / 0.88 = **" + v("1000/0.24/0.88", ",.2f") + " kg**, at 6.20 = " + v("1000/0.24/0.88*6.2", ",.2f") + " TJS"),
        U("Racks for it?"),
        A("1. " + v("1000/0.24", ",.2f") + " / 12 = " + v("1000/0.24/12", ".2f") + "\n2. **" + v("-(-(1000/0.24)//12)", ".0f") + " racks**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-07-13"}, RATE),
        A("1. " + v("51984", ",.2f") + " / 10.95\n2. **" + v("51984/10.95", ",.2f") + " USD**"),
        U("Fresh fruit again?"),
        A("1. " + v("1000/0.24", ",.2f") + " × 0.88\n2. **[[3,666.67]] kg**", why="the fresh fruit is 4,166.67 / 0.88 = 4,734.85 kg; the model multiplied by the pitting yield in a wrong step"),
    ),
    run(9, HAIKU45,
        U("What's the dried stock worth?"),
        C("get_stock", {}, STOCK_9),
        A("- **First grade**: 325 + 387.5 = " + v("325+387.5", ".1f") + " kg × 48 = **" + v("712.5*48", ",.2f") + " TJS**\n"
          "- **Second grade**: 225 + 150 = " + v("225+150", "d") + " kg × 36 = **" + v("375*36", ",.2f") + " TJS**\n"
          "- Total **" + v("34200+13500", ",.2f") + " TJS**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-07-13"}, RATE),
        A(v("47700", ",d") + " / 10.95 = **$" + v("47700/10.95", ",.2f") + "**."),
        U("Trucks to move it all?"),
        A(v("26+18+31+12", "d") + " boxes at 70 a truck → **" + v("-(-87//70)", "d") + " trucks**."),
        U("How many kg in ЗХ-0708?"),
        A("**[[378.5]] kg**.", why="ЗХ-0708 holds 387.5 kg; the model swapped two digits"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("June's sales: kg, net, VAT and the mean price a kg?"),
        C("get_sales", {"month": "2027-06"}, SALES_10),
        A("<think>\nkg 640+715+590+805 = " + v("640+715+590+805", ",d") + ". Net 27840+30745+25370+34615 = " + v("27840+30745+25370+34615", ",.2f") + ".\n</think>\n\n"
          "- **" + v("2750", ",d") + " kg**, net **" + v("118570", ",.2f") + " TJS**, VAT **" + v("118570*0.14", ",.2f") + " TJS**\n"
          "- Mean **" + v("118570/2750", ".2f") + " TJS/kg**"),
        U("Best week's share of the net?"),
        A("<think>\n34615 / " + v("118570", "d") + ".\n</think>\n\n**" + v("34615/118570*100", ".2f") + "%** (week of 28 June)."),
        U("June net in dollars?"),
        C("get_rate", {"date": "2027-07-13"}, RATE),
        A("<think>\n" + v("118570", "d") + " / 10.95.\n</think>\n\n**$" + v("118570/10.95", ",.2f") + "**"),
        U("Total kg again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[2,650]] kg**", why="June's four weeks sold 2,750 kg; the model restated it one digit off"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-07-13"}, RATE),
        A("1 USD = 10.95 TJS."),
        U("first grade kg usd"),
        A("$" + v("48/10.95", ".2f") + "."),
        U("first grade kg rub"),
        A(v("48/0.128", ".2f") + " RUB."),
        U("box first grade tjs"),
        A(v("12.5*48", ".0f") + " TJS."),
        U("fresh kg usd"),
        A("$" + v("6.2/10.95", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("60 kg second grade for a shop, boxes?"),
        A(v("-(-60//12.5)", ".0f") + " boxes."),
        U("price?"),
        A(v("60*36", ",d") + " TJS, no discount under 500 kg."),
        U("with vat?"),
        A(v("2160*1.14", ",.2f") + " TJS."),
        U("fresh fruit behind it?"),
        A(v("60/(0.88*0.24)", ".2f") + " kg."),
        U("its cost?"),
        A(v("60/(0.88*0.24)*6.2", ",.2f") + " TJS."),
    ),
]
