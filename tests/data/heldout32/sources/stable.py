"""stable runs: the assistant of a riding stable and livery yard near Almaty (Zhailau Horse Club, tools
designed for this set: a rider's card, horses, a trail ride, a rate, a farrier log, a transport trip,
a show entry, a horse's health and its tape measurements as JSON, feed stock, instructors' month and
a training log as CSV text, a livery invoice as plain text), with a card's lessons and its last day,
hay from body weight into bales, livery by the day for a part month, a group ride's discount, stock in
days, the farrier's 6 weeks, transport by the km with a minimum, a show's fees and a departure clock,
a month's lessons into revenue, vaccinations 6 months on, weight from a tape, speeds from ride times;
tool results and answers written here, in the styles of KazLLM and Sherkala in Kazakh (`56 000 ₸`,
`01.01.2027 ж.`, `10:45-те`), GPT-5.1 (plain), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic
envelopes), Gemini 3 Pro (bullets), Qwen3 (tables), Kimi K2 Thinking (`<think>`), GPT-5 mini (numbered
steps), Grok 4.1 and DeepSeek V3.2 (a few words)."""

from _heldout32_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KAZLLM, KIMI_K2, OPUS45, QWEN3, SHERKALA, SONNET45
from _heldout32_stable import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"stable-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def kk(expr: str, spec: str = ",.0f") -> str:
    """A computed number in Kazakh spelling, a no-break space between thousands and a decimal comma: `56 000`."""
    return v("nb(" + expr + ", '" + spec + "')", "s")


def kz(expr: str, spec: str = ",.0f") -> str:
    """The same with a plain space between thousands, as some models write it: `33 600`."""
    return v("fr(" + expr + ", '" + spec + "')", "s")


RIDER_1 = {"rider": "Айгерім Сәрсенова", "rider_no": "R-0631", "card": {"type": "8 group lessons", "bought": "2026-11-02", "used": 3,
           "price_kzt": 56000}, "next_lesson": "2026-11-28 10:00"}
HORSES_2 = [{"horse": "Tulpar", "box": "B-1", "weight_kg": 480}, {"horse": "Sunkar", "box": "B-2", "weight_kg": 525},
            {"horse": "Aqbope", "box": "B-4", "weight_kg": 410}]
INVOICE_3 = """ZHAILAU HORSE CLUB - INVOICE ZH-2611-0284
Owner: Daniyar Ospanov        Horse: Kokzhal
Full livery 01.11-30.11.2026          180 000
Part livery 14.10-31.10.2026           67 000
Farrier: four shoes 04.11.2026         24 000
Hay, extra 6 bales                     15 600
TOTAL KZT                             286 600"""
RIDE_4 = {"ride": "TR-1205", "date": "2026-12-05", "start": "10:30", "hours": 3, "riders": 6, "route": "Talgar gorge", "guide": "Ерлан"}
RATE_4 = {"date": "2026-11-26", "usd_kzt": 512.40}
STOCK_5 = csv("item,unit,on_hand,daily_use,unit_price_kzt", "hay bale 20 kg,bale,240,16,2600", "oats,kg,1850,72,320", "bran,kg,420,18,260",
              "carrots,kg,300,25,180", "mineral lick,block,14,0.5,4200")
FARRIER_6 = [{"horse": "Tulpar", "last": "2026-10-22", "work": "four shoes"}, {"horse": "Sunkar", "last": "2026-11-05", "work": "trim"},
             {"horse": "Aqbope", "last": "2026-10-15", "work": "four shoes"}, {"horse": "Bozat", "last": "2026-11-12", "work": "trim"}]
TRIP_7 = {"trip": "TT-2612-02", "from": "Талғар", "to": "Қонаев ипподромы", "km": 96, "horses": 2, "date": "2026-12-02", "depart": "07:15",
          "drive_min": 105}
ENTRY_8 = {"entry": "KS-26-117", "show": "Winter Cup, Almaty", "horse": "Sunkar", "rider": "Asel Nurlanovna", "classes": [
    {"class": "80 cm", "fee_kzt": 12000}, {"class": "100 cm", "fee_kzt": 15000}, {"class": "110 cm", "fee_kzt": 18000}],
    "stable_nights": 2, "stable_night_kzt": 14000, "transport_km": 38, "arrive": "2026-12-12", "first_class": "09:30"}
MONTH_9 = csv("instructor,group_lessons,group_riders,private_lessons", "Ерлан,38,212,14", "Асель,42,251,9", "Марат,29,160,21")
HEALTH_10 = {"horse": "Aqbope", "vaccinations": [{"vaccine": "influenza + tetanus", "last": "2026-06-18"},
             {"vaccine": "strangles", "last": "2026-09-02"}], "weight_kg": 410}
TAPE_11 = {"horse": "Bozat", "girth_cm": 186, "length_cm": 162, "measured": "2026-11-20"}
TRAINING_12 = csv("date,horse,km,time", "2026-11-16,Tulpar,24,01:52", "2026-11-18,Tulpar,32,02:41", "2026-11-21,Tulpar,40,03:25",
                  "2026-11-24,Tulpar,28,02:06")

RUNS = [
    run(1, KAZLLM,
        U("Сәлеметсіз бе! Менің картамда қанша сабақ қалды және ол қашанға дейін жарамды? R-0631"),
        C("get_rider", {"rider_no": "R-0631"}, RIDER_1),
        A("Сіздің картаңыз: 8 топтық сабақ, 02.11.2026 ж. сатып алынған, 3 сабақ пайдаланылды.\n\n"
          "- Қалған сабақ: **" + v("8-3", "d") + "**\n- Жарамдылық мерзімі (60 күн): **" + v("date(2026,11,2)+timedelta(days=60)", "%d.%m.%Y")
          + " ж.** дейін"),
        U("Картамен бір сабақ қанша тұрады? Жеке төлегеннен қанша үнемдеймін?"),
        A("56 000 ₸ / 8 = **" + kk("56000/8") + " ₸** бір сабақ. Әр сабақта " + kk("8000-7000") + " ₸ үнемдейсіз, бүкіл картада "
          + kk("8*1000") + " ₸."),
        U("Сенбідегі сабақ қашан аяқталады?"),
        A("28.11 сағат 10:00-де басталады, 45 минут: **" + v("datetime(2026,11,28,10,0)+timedelta(minutes=45)", "%H:%M") + "-те** аяқталады."),
        U("Қалған сабақтарға аптасына бір рет келсем, үлгеремін бе?"),
        A("Иә: 28.11-ден бастап аптасына бір рет келсеңіз, соңғы сабақ " + v("date(2026,11,28)+timedelta(weeks=4)", "%d.%m.%Y")
          + " ж. болады, мерзім бітпей тұрып."),
        U("Карта нақты қай күні бітеді, тағы айтыңызшы?"),
        A("[[01.01.2026]] ж.", why="60 days from 2 November 2026 is 1 January 2027; the model restated the year one digit off"),
    ),
    run(2, GPT51,
        U("How much hay do my three horses in barn B need a day, and how many bales is that a week?"),
        C("get_horses", {"barn": "B"}, HORSES_2),
        A("At 2% of body weight a day:\n\n- Tulpar, 480 kg: " + v("480*0.02", ".1f") + " kg\n- Sunkar, 525 kg: " + v("525*0.02", ".1f")
          + " kg\n- Aqbope, 410 kg: " + v("410*0.02", ".1f") + " kg\n\nTogether " + v("(480+525+410)*0.02", ".1f") + " kg a day, "
          + v("28.3*7", ".1f") + " kg a week: **" + v("-(-198.1//20)", ".0f") + " bales** of 20 kg, " + v("10*2600", ",d") + " ₸."),
        U("And from today to the end of November, today included?"),
        A(v("(date(2026,11,30)-date(2026,11,26)).days+1", "d") + " days × " + v("(480+525+410)*0.02", ".1f") + " kg = "
          + v("5*28.3", ".1f") + " kg, so " + v("-(-141.5//20)", ".0f") + " bales (" + v("8*2600", ",d") + " ₸)."),
        U("Oats at 1.5 kg a horse a day for a 30-day month?"),
        A("3 × 1.5 × 30 = " + v("3*1.5*30", ".0f") + " kg; at 320 ₸ a kg, " + v("135*320", ",d") + " ₸."),
        U("So the whole feed bill for a 30-day month?"),
        A("Hay: " + v("28.3*30", ".0f") + " kg, " + v("-(-849//20)", ".0f") + " bales × 2,600 = " + v("43*2600", ",d")
          + " ₸. With the oats, **[[151,000]] ₸** a month.", why="111,800 + 43,200 is 155,000; the model wrote one digit off"),
        U("Per horse?"),
        A("About " + v("155000/3", ",.0f") + " ₸ a horse a month, on average."),
    ),
    run(3, OPUS45,
        U("Can you check my invoice for November? Something looks off. Owner Daniyar Ospanov."),
        C("get_invoice", {"owner": "Daniyar Ospanov", "month": "2026-11"}, INVOICE_3),
        A("The part-livery line doesn't match the rule. A part month is charged by the day, at a thirtieth of 110,000 ₸:\n\n"
          "- 14–31 October is " + v("(date(2026,10,31)-date(2026,10,14)).days+1", "d") + " days\n"
          "- 110,000 / 30 × " + v("31-14+1", "d") + " = **" + v("110000/30*18", ",.0f") + " ₸**, not 67,000\n\n"
          "The other lines are right (6 bales × 2,600 = " + v("6*2600", ",d") + " ₸). The correct total is **"
          + v("180000+66000+24000+15600", ",d") + " ₸**, " + v("67000-66000", ",d") + " ₸ less than invoiced."),
        U("How much VAT is in the corrected total?"),
        A("VAT is 12% included: " + v("180000+66000+24000+15600", ",d") + " / 1.12 × 0.12 = **" + v("285600/1.12*0.12", ",.0f") + " ₸**."),
        U("What's the invoice number, for the transfer reference?"),
        A("**[[ZH-2611-0248]]**; mention the corrected amount in the transfer note.", why="the invoice is ZH-2611-0284; the model swapped the last two digits"),
        U("Out of interest, what would those October days have cost on full livery?"),
        A("180,000 / 30 × " + v("31-14+1", "d") + " = " + v("180000/30*18", ",.0f") + " ₸, " + v("108000-66000", ",d") + " ₸ more than part livery."),
        anthropic=True,
    ),
    run(4, GEMINI3_PRO,
        U("What do we owe for trail ride TR-1205? Please also give it in USD for our foreign guests."),
        C("get_ride", {"ride": "TR-1205"}, RIDE_4),
        C("get_rate", {"currency": "USD"}, RATE_4),
        A("* 3 hours: 20,000 ₸ + 7,000 ₸ = **" + v("20000+7000", ",d") + " ₸** a rider\n* 6 riders, a group of 5 or more: 15% off → "
          + v("27000*0.85", ",.0f") + " ₸ each\n* **Total: " + v("6*22950", ",d") + " ₸**, about **USD " + v("137700/512.40", ",.2f") + "**\n"
          "* Start 10:30, back around " + v("datetime(2026,12,5,10,30)+timedelta(hours=3)", "%H:%M")),
        U("What if two of them drop out?"),
        A("* 4 riders is below the group size: no discount\n* 4 × " + v("20000+7000", ",d") + " = **[[180,000]] ₸**",
          why="4 × 27,000 is 108,000; the model swapped two digits"),
        U("And a 4-hour ride for all six instead?"),
        A("* 20,000 + 2 × 7,000 = " + v("20000+2*7000", ",d") + " ₸ a rider\n* With 15% off: " + v("34000*0.85", ",.0f") + " ₸\n"
          "* Six riders: **" + v("6*28900", ",d") + " ₸**"),
        U("How much does the group discount save on the 3-hour ride?"),
        A("* 6 × " + v("20000+7000", ",d") + " = " + v("6*27000", ",d") + " ₸ at full price\n* Saving: **" + v("162000-137700", ",d") + " ₸**"),
    ),
    run(5, QWEN3,
        U("Feed stock: how many days does each item last, and what's it all worth?"),
        C("get_feed_stock", {}, STOCK_5),
        A("| Item | On hand | Daily use | Days left | Value (₸) |\n|---|---|---|---|---|\n"
          "| Hay bale 20 kg | 240 | 16 | " + v("240/16", ".1f") + " | " + v("240*2600", ",d") + " |\n"
          "| Oats | 1,850 kg | 72 kg | [[27.5]] | " + v("1850*320", ",d") + " |\n"
          "| Bran | 420 kg | 18 kg | " + v("420/18", ".1f") + " | " + v("420*260", ",d") + " |\n"
          "| Carrots | 300 kg | 25 kg | " + v("300/25", ".1f") + " | " + v("300*180", ",d") + " |\n"
          "| Mineral lick | 14 | 0.5 | " + v("14/0.5", ".1f") + " | " + v("14*4200", ",d") + " |\n"
          "| **Total** | | | | **" + v("624000+592000+109200+54000+58800", ",d") + "** |",
          why="1,850 kg at 72 kg a day last 25.7 days; the model swapped two digits"),
        U("What runs out first, and on what date?"),
        A("| Item | Days | Runs out |\n|---|---|---|\n| Carrots | " + v("300/25", ".0f") + " | " + v("date(2026,11,26)+timedelta(days=12)", "%Y-%m-%d")
          + " |"),
        U("Order enough hay for 30 more days on top of what we have. Bales and cost?"),
        A("| | Value |\n|---|---|\n| Bales | " + v("30*16", "d") + " |\n| Cost (₸) | " + v("480*2600", ",d") + " |"),
        U("How many kg of hay is on hand?"),
        A("| | kg |\n|---|---|\n| Hay | " + v("240*20", ",d") + " |"),
        U("And oats for 30 days, how much to buy beyond stock?"),
        A("| | Value |\n|---|---|\n| Needed | " + v("30*72", ",d") + " kg |\n| On hand | 1,850 kg |\n| To buy | " + v("2160-1850", "d")
          + " kg |\n| Cost (₸) | " + v("310*320", ",d") + " |"),
    ),
    run(6, KIMI_K2,
        U("When is each horse in yard A next due for the farrier, and what will it cost?"),
        C("get_farrier_log", {"yard": "A"}, FARRIER_6),
        A("<think>\nEvery 6 weeks. Tulpar 22.10 + " + v("6*7", "d") + " = " + v("date(2026,10,22)+timedelta(weeks=6)", "%d.%m") + ". Sunkar 05.11 + " + v("6*7", "d") + " = "
          + v("date(2026,11,5)+timedelta(weeks=6)", "%d.%m") + ". Aqbope 15.10 + " + v("6*7", "d") + " = " + v("date(2026,10,15)+timedelta(weeks=6)", "%d.%m")
          + " → today. Bozat 12.11 + " + v("6*7", "d") + " = " + v("date(2026,11,12)+timedelta(weeks=6)", "%d.%m") + ".\n</think>\n\n"
          "| Horse | Due | Work | Cost |\n|---|---|---|---|\n| Aqbope | " + v("date(2026,10,15)+timedelta(weeks=6)", "%-d %B") + " (today) | shoes | 24,000 ₸ |\n"
          "| Tulpar | " + v("date(2026,10,22)+timedelta(weeks=6)", "%-d %B") + " | shoes | 24,000 ₸ |\n"
          "| Sunkar | " + v("date(2026,11,5)+timedelta(weeks=6)", "%-d %B") + " | trim | 9,000 ₸ |\n"
          "| Bozat | " + v("date(2026,11,12)+timedelta(weeks=6)", "%-d %B") + " | trim | 9,000 ₸ |\n\n"
          "Total: **" + v("24000+24000+9000+9000", ",d") + " ₸**."),
        U("What falls in December?"),
        A("<think>\nTulpar, Sunkar, Bozat.\n</think>\n\nTulpar, Sunkar and Bozat: " + v("24000+9000+9000", ",d") + " ₸."),
        U("How many days until Bozat's visit?"),
        A("<think>\n24.12 − 26.11.\n</think>\n\n" + v("(date(2026,12,24)-date(2026,11,26)).days", "d") + " days."),
        U("If Sunkar gets shoes instead of a trim this time?"),
        A("<think>\n" + v("24000+24000+9000+9000", "d") + " − 9000 + 24000.\n</think>\n\nThe total becomes " + v("66000-9000+24000", ",d") + " ₸, " + v("24000-9000", ",d")
          + " ₸ more."),
        U("Fine, keep the trim. So the total for all four again?"),
        A("<think>\nTwo shoes, two trims: 2 × 24000 + 2 × 9000.\n</think>\n\n[[69,000]] ₸.",
          why="two shoeings and two trims are 66,000; the model wrote one digit off after an honest think"),
    ),
    run(7, SHERKALA,
        U("Қонаевқа екі атты тасымалдау қанша тұрады? Сапар TT-2612-02. Қашан жетеміз?"),
        C("get_trip", {"trip": "TT-2612-02"}, TRIP_7),
        A("Талғардан Қонаев ипподромына 96 км:\n\n- Бір жаққа: 96 × 350 ₸ = **" + kz("96*350") + " ₸**\n"
          "- Барып-қайту (екі сапар): " + kz("2*33600") + " ₸\n- Бір атқа (бір жаққа): " + kz("33600/2") + " ₸\n\n"
          "02.12.2026 ж. сағат 07:15-те шығасыз, жол 105 минут: **[[10:00]]** шамасында жетесіз.",
          why="07:15 plus 105 minutes is 09:00; the model added 2 h 45 min"),
        U("Ал 40 км жерге болса?"),
        A("40 × 350 = " + kz("40*350") + " ₸, бұл 20 000 ₸-ден аз, сондықтан ең төменгі баға: **20 000 ₸**."),
        U("Доллармен қанша болады, барып-қайту? Бағам 512,40."),
        A(kz("2*96*350") + " ₸ / 512,40 = **" + kz("67200/512.40", ",.2f") + " $**."),
        U("Жолда қанша сағат?"),
        A("105 минут = " + kz("105/60", ".2f") + " сағат (1 сағат " + v("105-60", "d") + " минут)."),
    ),
    run(8, SONNET45,
        U("Entry KS-26-117 for the Winter Cup: what's the full cost for Sunkar, transport included?"),
        C("get_entry", {"entry": "KS-26-117"}, ENTRY_8),
        A("**Winter Cup, Almaty: Sunkar with Asel Nurlanovna**\n\n"
          "- Classes: 12,000 + 15,000 + 18,000 = " + v("12000+15000+18000", ",d") + " ₸\n"
          "- Stabling: 2 nights × 14,000 = " + v("2*14000", ",d") + " ₸\n"
          "- Transport: 38 km × 350 = " + v("38*350", ",d") + " ₸, below the 20,000 ₸ minimum, so 20,000 ₸ each way: "
          + v("2*20000", ",d") + " ₸\n\n**Total: " + v("45000+28000+40000", ",d") + " ₸**, VAT included."),
        U("How much VAT is in that?"),
        A(v("45000+28000+40000", ",d") + " / 1.12 × 0.12 = **" + v("113000/1.12*0.12", ",.2f") + " ₸**."),
        U("If we drop the 110 cm class?"),
        A(v("113000-18000", ",d") + " ₸."),
        U("The drive takes 50 minutes and horses must be in 90 minutes before the first class. When do we leave on the 12th?"),
        A("09:30 − 90 min − 50 min = **" + v("datetime(2026,12,12,9,30)-timedelta(minutes=90+50)", "%H:%M") + "**."),
        U("And the total once more for the owner?"),
        A("[[131,000]] ₸ in all, VAT included.", why="the total is 113,000; the model swapped two digits in a later short reply"),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("October lesson revenue per instructor and in total?"),
        C("get_lessons_month", {"month": "2026-10"}, MONTH_9),
        A("1. Group lessons at 8,000 ₸ a rider, private at 15,000 ₸:\n"
          "   - Ерлан: 212 × 8,000 + 14 × 15,000 = " + v("212*8000+14*15000", ",d") + " ₸\n"
          "   - Асель: 251 × 8,000 + 9 × 15,000 = " + v("251*8000+9*15000", ",d") + " ₸\n"
          "   - Марат: 160 × 8,000 + 21 × 15,000 = " + v("160*8000+21*15000", ",d") + " ₸\n"
          "2. Total: **[[5,464,000]] ₸**", why="1,906,000 + 2,143,000 + 1,595,000 is 5,644,000; the model swapped two digits"),
        U("Average riders per group lesson?"),
        A("1. Ерлан " + v("212/38", ".2f") + ", Асель " + v("251/42", ".2f") + ", Марат " + v("160/29", ".2f") + ".\n"
          "2. All: " + v("212+251+160", "d") + " / " + v("38+42+29", "d") + " = " + v("623/109", ".2f") + "."),
        U("How many hours of lessons in all?"),
        A("1. Lessons: " + v("38+42+29+14+9+21", "d") + ".\n2. × 45 min = " + v("153*45", ",d") + " min = " + v("153*45/60", ".2f") + " h."),
        U("Who brought in the most from private lessons?"),
        A("1. Марат: 21 × 15,000 = " + v("21*15000", ",d") + " ₸."),
    ),
    run(10, HAIKU45,
        U("When are Aqbope's next vaccinations due?"),
        C("get_health", {"horse": "Aqbope"}, HEALTH_10),
        A("Vaccinations are every 6 months:\n\n- Influenza + tetanus: last 18 June 2026 → **" + v("date(2026,6+6,18)", "%-d %B %Y") + "**\n"
          "- Strangles: last 2 September 2026 → **" + v("date(2026+1,9+6-12,2)", "%-d %B %Y") + "**"),
        U("How many days until the flu jab?"),
        A("[[12]] days, on " + v("date(2026,6+6,18)", "%-d %B") + ".", why="from 26 November to 18 December is 22 days; the model wrote one digit off"),
        U("Her wormer is dosed at one syringe per 600 kg. How much does she get?"),
        A("410 / 600 = **" + v("410/600", ".2f") + "** of a syringe, about two thirds."),
        U("How far apart were her last two jabs?"),
        A(v("(date(2026,9,2)-date(2026,6,18)).days", "d") + " days, 18 June to 2 September."),
        U("How much hay does she need a day?"),
        A("2% of 410 kg: **" + v("410*0.02", ".1f") + " kg** a day."),
        anthropic=True,
    ),
    run(11, GROK41,
        U("bozat weight from the tape?"),
        C("get_measurements", {"horse": "Bozat"}, TAPE_11),
        A("186 × 186 × 162 / 11,880 ≈ " + v("186*186*162/11880", ".0f") + " kg."),
        U("hay a day?"),
        A(v("186*186*162/11880*0.02", ".1f") + " kg."),
        U("bales for 30 days?"),
        A(v("-(-(186*186*162/11880*0.02*30)//20)", ".0f") + " bales (" + v("186*186*162/11880*0.02*30", ".0f") + " kg)."),
        U("cost?"),
        A(v("15*2600", ",d") + " ₸."),
        U("girth in m?"),
        A("1.86 m."),
    ),
    run(12, DEEPSEEK_V32,
        U("tulpar's speeds this week?"),
        C("get_training_log", {"horse": "Tulpar", "from": "2026-11-16"}, TRAINING_12),
        A("16th: " + v("24/(112/60)", ".1f") + " km/h. 18th: " + v("32/(161/60)", ".1f") + " km/h. 21st: " + v("40/(205/60)", ".1f")
          + " km/h. 24th: " + v("28/(126/60)", ".1f") + " km/h."),
        U("total?"),
        A(v("24+32+40+28", "d") + " km in " + v("(112+161+205+126)//60", "d") + " h " + v("(112+161+205+126)%60", "02d") + " min, "
          + v("124/(604/60)", ".1f") + " km/h average."),
        U("40 km at his best pace, start 08:00, back when?"),
        A(v("datetime(2026,11,27,8,0)+timedelta(hours=40/(28/(126/60)))", "%H:%M") + "."),
        U("longest ride?"),
        A("40 km on the 21st, 3 h 25 min."),
    ),
]
