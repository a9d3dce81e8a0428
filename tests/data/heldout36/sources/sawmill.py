"""sawmill runs: the assistant of a sawmill in Kičevo (Pilana Bistra, tools designed for this set: a
kiln charge, an order, a truck, a log, a kiln and the day's rate as JSON, a log delivery, board stock,
a week's shifts and an hour-by-hour sawing log as CSV text, an invoice as plain text), with a log's
cubic metres from its mid diameter in centimetres and its length, logs priced by species and class,
boards from a sawing yield, a board's cubic metres from millimetres and metres, a kiln's fill, its
end day and its energy, an order with a discount and VAT on top, a due day 15 days on, trucks rounded
up, a truck's arrival and return clocks, shifts with overtime, yields by the hour, euros at the day's
rate; tool results and answers written here, in the styles of Mistral Large 3 and GPT-5.1 in
Macedonian (`11.980,20 ден.`, `0,554 m³`, `20 јануари 2027`), Claude Opus 4.5, Sonnet 4.5 and
Haiku 4.5 (Anthropic envelopes), Gemini 3 Pro (bullets), Qwen3 (tables), Kimi K2 Thinking and
DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout36_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_L3, OPUS45, QWEN3, SONNET45
from _heldout36_sawmill import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"sawmill-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def mk(expr: str, spec: str = ",.2f") -> str:
    """A computed number in Macedonian spelling, a dot between thousands and a decimal comma: `11.980,20`."""
    return v("de(" + expr + ", '" + spec + "')", "s")


def day(expr: str) -> str:
    """The day of the month of a computed date, before a Macedonian month name: `20 јануари`."""
    return v("(" + expr + ").day", "d")


def vol(d: str, length: str) -> str:
    """A log's volume expression: 0.7854 × d² × L, to three decimals."""
    return "round(0.7854*" + d + "**2*" + length + ",3)"


RATE = {"date": "2027-01-12", "eur_mkd": 61.53, "source": "NBRM"}
LOGS_1 = csv("log,species,class,d_cm,length_m", "K-2201,beech,I,42,4.0", "K-2202,beech,I,38,4.0", "K-2203,beech,II,35,3.0",
             "K-2204,oak,I,46,4.0", "K-2205,beech,II,31,3.0")
KILN_2 = {"kiln": "S-2", "loaded": "2027-01-08T14:00", "species": "beech",
          "boards": [{"thick_mm": 50, "width_mm": 200, "length_m": 4.0, "pieces": 620},
                     {"thick_mm": 25, "width_mm": 150, "length_m": 3.0, "pieces": 1400}]}
ORDER_3 = {"order": "NR-2701-009", "customer": "Mebel Struga DOOEL", "date": "2027-01-11", "discount_pct": 4,
           "items": [{"product": "beech 50 mm dry", "m3": 12.6}, {"product": "beech 25 mm dry", "m3": 8.4},
                     {"product": "oak 50 mm", "m3": 2.2}]}
INVOICE_4 = """ПИЛАНА БИСТРА ДООЕЛ - ФАКТУРА 27-0042   05.01.2027
Купувач: Столарија Дрвоформ, Гостивар
Буково 25 мм сушено   6,300 м3 x 21.500,00    135.450,00
Буково 50 мм сушено   3,150 м3 x 23.800,00     74.970,00
ОСНОВИЦА                                     210.420,00
ДДВ 18%                                       37.875,60
ВКУПНО ДЕН.                                  248.295,60
Рок на плаќање: 15 дена од датумот на фактурата"""
STOCK_5 = csv("product,thick_mm,width_mm,length_m,pieces", "BK25-150,25,150,3.0,820", "BK25-200,25,200,4.0,460",
              "BK50-200,50,200,4.0,310", "DB50-180,50,180,3.0,140")
SHIFTS_6 = csv("worker,mon,tue,wed,thu,fri", "Goran Petrovski,8,10,8,9,8", "Marija Stojanova,8,8,8,8,8",
               "Ivica Ristov,11,8,8,0,10", "Dejan Nikolov,9,9,8,8,0")
TRUCK_7 = {"truck": "KI-4417-AB", "to": "Skopje", "departs": "2027-01-12T13:40", "km": 112, "avg_kmh": 56, "m3": 22.5,
           "unload_min": 50}
LOG_8 = {"log": "K-2219", "species": "oak", "class": "I", "d_cm": 58, "length_m": 5.0, "seller": "JP Nacionalni sumi - Kicevo"}
SAWING_9 = csv("hour,log,m3_in,m3_boards", "07:00,K-2190,0.62,0.35", "08:00,K-2191,0.48,0.27", "09:00,K-2192,0.71,0.38",
               "10:00,K-2193,0.55,0.31")
KILN_12 = {"kiln": "S-1", "loaded": "2027-01-06T09:30", "thick_mm": 25, "species": "beech", "m3": 38.4}

RUNS = [
    run(1, MISTRAL_L3,
        U("Добро утро. Колку треба да платиме за трупците од испораката Д-0111?"),
        C("get_log_delivery", {"delivery": "Д-0111"}, LOGS_1),
        A("Волумен по трупец (0,7854 × d² × L):\n\n"
          "- K-2201 (бука I, 42 cm × 4,0 m): " + mk(vol("0.42", "4.0"), ".3f") + " m³\n"
          "- K-2202 (бука I, 38 cm × 4,0 m): " + mk(vol("0.38", "4.0"), ".3f") + " m³\n"
          "- K-2203 (бука II, 35 cm × 3,0 m): " + mk(vol("0.35", "3.0"), ".3f") + " m³\n"
          "- K-2204 (даб I, 46 cm × 4,0 m): " + mk(vol("0.46", "4.0"), ".3f") + " m³\n"
          "- K-2205 (бука II, 31 cm × 3,0 m): " + mk(vol("0.31", "3.0"), ".3f") + " m³\n\n"
          "Цена:\n"
          "- бука I: " + mk("0.554+0.454", ".3f") + " m³ × 4.900 = " + mk("1.008*4900") + " ден.\n"
          "- бука II: " + mk("0.289+0.226", ".3f") + " m³ × 3.600 = " + mk("0.515*3600") + " ден.\n"
          "- даб I: " + mk(vol("0.46", "4.0"), ".3f") + " m³ × 7.800 = " + mk("0.665*7800") + " ден.\n\n"
          "**Вкупно: " + mk("4939.20+1854+5187") + " ден.**"),
        U("Колку даски ќе добиеме од нив?"),
        A("- Бука: " + mk("0.554+0.454+0.289+0.226", ".3f") + " m³ × 55 % = **" + mk("1.523*0.55", ".3f") + " m³**\n"
          "- Даб: " + mk(vol("0.46", "4.0"), ".3f") + " m³ × 48 % = **" + mk("0.665*0.48", ".3f") + " m³**"),
        U("Колку е тоа со ДДВ?"),
        A(mk("4939.20+1854+5187") + " × 1,18 = **" + mk("11980.20*1.18") + " ден.** (ДДВ " + mk("11980.20*0.18") + " ден.)"),
        U("А во евра?"),
        C("get_rate", {"date": "2027-01-12"}, RATE),
        A("По денешниот курс (1 € = 61,53 ден.): " + mk("11980.20*1.18") + " / 61,53 = **" + mk("11980.20*1.18/61.53") + " €**."),
        U("Колкав беше волуменот на дабовиот трупец?"),
        A("**[[0,656]] m³**.", why="the oak log's volume is 0,665 m³; the model restated it with two digits swapped"),
    ),
    run(2, OPUS45,
        U("Kiln S-2: how full is it, when does it come out, and what will the drying cost in power?"),
        C("get_kiln", {"kiln": "S-2"}, KILN_2),
        A("**Kiln S-2 (beech), loaded 8 January 14:00**\n\n"
          "- 50 mm: 0.050 × 0.200 × 4.0 m × 620 = **" + v("0.05*0.2*4.0*620", ".2f") + " m³**\n"
          "- 25 mm: 0.025 × 0.150 × 3.0 m × 1,400 = **" + v("0.025*0.15*3.0*1400", ".2f") + " m³**\n"
          "- **Charge:** " + v("24.8+15.75", ".2f") + " of 42 m³, " + v("40.55/42*100", ".1f") + "% full\n"
          "- **Out:** a mixed charge dries as its 50 mm boards, 9 days: **" + v("datetime(2027,1,8,14,0)+timedelta(days=9)", "%-d %B, %H:%M") + "**"),
        U("And the power?"),
        A(v("24.8+15.75", ".2f") + " m³ × 95 kWh = " + v("40.55*95", ",.2f") + " kWh, × 7.40 MKD = **" + v("40.55*95*7.40", ",.2f") + " MKD**."),
        U("What's that per cubic metre?"),
        A("95 kWh × 7.40 = **" + v("95*7.40", ".2f") + " MKD/m³**."),
        U("What's the charge worth once dry?"),
        A("- 50 mm: " + v("24.8", ".2f") + " m³ × 23,800 = " + v("24.8*23800", ",.2f") + " MKD\n"
          "- 25 mm: " + v("15.75", ".2f") + " m³ × 21,500 = " + v("15.75*21500", ",.2f") + " MKD\n\n"
          "**Total: " + v("24.8*23800+15.75*21500", ",.2f") + " MKD** before VAT."),
        U("Give me the charge's value again?"),
        A("**[[982,865.00]] MKD**.", why="the charge is worth 928,865.00 MKD; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("Price order NR-2701-009 for Mebel Struga, with their discount and VAT."),
        C("get_order", {"order": "NR-2701-009"}, ORDER_3),
        A("* **Beech 50 mm:** 12.6 m³ × 23,800 = " + v("12.6*23800", ",.2f") + " MKD\n"
          "* **Beech 25 mm:** 8.4 m³ × 21,500 = " + v("8.4*21500", ",.2f") + " MKD\n"
          "* **Oak 50 mm:** 2.2 m³ × 46,000 = " + v("2.2*46000", ",.2f") + " MKD\n"
          "* **Subtotal:** " + v("12.6*23800+8.4*21500+2.2*46000", ",.2f") + " MKD\n"
          "* **Discount 4%:** −" + v("581680*0.04", ",.2f") + " → " + v("581680*0.96", ",.2f") + " MKD\n"
          "* **VAT 18%:** " + v("581680*0.96*0.18", ",.2f") + " MKD\n"
          "* **Total:** **" + v("581680*0.96*1.18", ",.2f") + " MKD**"),
        U("In euros?"),
        C("get_rate", {"date": "2027-01-12"}, RATE),
        A("* " + v("581680*0.96*1.18", ",.2f") + " / 61.53 = **€" + v("581680*0.96*1.18/61.53", ",.2f") + "**"),
        U("Does it fit on one truck?"),
        A("* 12.6 + 8.4 + 2.2 = " + v("12.6+8.4+2.2", ".1f") + " m³ of 24 m³: **yes**, with " + v("24-23.2", ".1f") + " m³ to spare"),
        U("What's the VAT on it, for the invoice?"),
        A("* VAT 18% on " + v("12.6*23800+8.4*21500+2.2*46000", ",.2f") + " MKD = **[[104,702.40]] MKD**",
          why="the VAT is on the discounted 558,412.80 MKD (100,514.30); the model took 18% of the subtotal before the discount"),
        U("When is it due if we invoice it with the order's date?"),
        A("* 11 January + 15 days = **" + v("date(2027,1,11)+timedelta(days=15)", "%-d %B %Y") + "**"),
    ),
    run(4, GPT51,
        U("До кога треба Дрвоформ да ја плати фактурата 27-0042 и колку?"),
        C("get_invoice", {"invoice": "27-0042"}, INVOICE_4),
        A("Фактурата 27-0042 е од 5 јануари 2027, со рок од 15 дена: платена треба да биде до **" + day("date(2027,1,5)+timedelta(days=15)")
          + " јануари " + v("(date(2027,1,5)+timedelta(days=15)).year", "d") + "**. Износот е **248.295,60 ден.** со ДДВ."),
        U("Колку кубици се вкупно?"),
        A("6,300 + 3,150 = **" + mk("6.3+3.15", ".3f") + " м³** сушена бука."),
        U("Која е просечната цена по кубик без ДДВ?"),
        A("210.420,00 / " + mk("6.3+3.15", ".3f") + " = **" + mk("210420/9.45") + " ден./м³**."),
        U("Колку е вкупното во евра?"),
        C("get_rate", {"date": "2027-01-12"}, RATE),
        A("248.295,60 / 61,53 = **" + mk("248295.60/61.53") + " €**."),
        U("А колку беше ДДВ-то?"),
        A("**[[37.857,60]] ден.**", why="the invoice's VAT is 37.875,60 ден.; the model restated it with two digits swapped"),
    ),
    run(5, QWEN3,
        U("How many cubic metres of boards are in stock, by product?"),
        C("get_board_stock", {"yard": "main"}, STOCK_5),
        A("| Product | Size | Pieces | m³ |\n|---|---|---|---|\n"
          "| BK25-150 | 25 × 150 × 3.0 | 820 | " + v("0.025*0.15*3.0*820", ".3f") + " |\n"
          "| BK25-200 | 25 × 200 × 4.0 | 460 | " + v("0.025*0.2*4.0*460", ".3f") + " |\n"
          "| BK50-200 | 50 × 200 × 4.0 | 310 | " + v("0.05*0.2*4.0*310", ".3f") + " |\n"
          "| DB50-180 | 50 × 180 × 3.0 | 140 | " + v("0.05*0.18*3.0*140", ".3f") + " |\n"
          "| **Beech** | | | **" + v("9.225+9.2+12.4", ".3f") + "** |\n| **Oak** | | | **" + v("3.78", ".3f") + "** |"),
        U("And its value?"),
        A("| Product | m³ | MKD/m³ | Value (MKD) |\n|---|---|---|---|\n"
          "| BK25-150 | " + v("9.225", ".3f") + " | 21,500 | " + v("9.225*21500", ",.2f") + " |\n"
          "| BK25-200 | " + v("9.2", ".3f") + " | 21,500 | " + v("9.2*21500", ",.2f") + " |\n"
          "| BK50-200 | " + v("12.4", ".3f") + " | 23,800 | " + v("12.4*23800", ",.2f") + " |\n"
          "| DB50-180 | " + v("3.78", ".3f") + " | 46,000 | " + v("3.78*46000", ",.2f") + " |\n"
          "| **Total** | " + v("9.225+9.2+12.4+3.78", ".3f") + " | | **" + v("9.225*21500+9.2*21500+12.4*23800+3.78*46000", ",.2f") + "** |"),
        U("How many trucks to move all of it?"),
        A("| m³ | Truck | Loads |\n|---|---|---|\n| " + v("34.605", ".3f") + " | 24 | " + v("34.605/24", ".2f") + " → " + v("-(-34.605//24)", ".0f") + " |"),
        U("Pieces in total?"),
        A("| Pieces |\n|---|\n| " + v("820+460+310+140", ",d") + " |"),
        U("Just BK50-200's volume again?"),
        A("| Product | m³ |\n|---|---|\n| BK50-200 | [[14.200]] |", why="BK50-200 holds 12.400 m³; the model wrote two digits swapped"),
    ),
    run(6, KIMI_K2,
        U("Work out last week's shift pay."),
        C("get_shifts", {"week": "2027-W01"}, SHIFTS_6),
        A("<think>\n1450 a shift, 240/h over 8.\nGoran: 5 shifts, over " + v("10-8", "d") + "+" + v("9-8", "d") + " = " + v("2+1", "d") + " → "
          + v("5*1450+3*240", ",d") + ".\nMarija: 5, none → " + v("5*1450", ",d") + ".\nIvica: 4 shifts, over " + v("11-8", "d") + "+" + v("10-8", "d")
          + " = " + v("3+2", "d") + " → " + v("4*1450+5*240", ",d") + ".\nDejan: 4, over " + v("9-8", "d") + "+" + v("9-8", "d") + " = " + v("1+1", "d")
          + " → " + v("4*1450+2*240", ",d") + ".\nTotal " + v("7970+7250+7000+6280", ",d") + ".\n</think>\n\n"
          "| Worker | Shifts | Overtime h | Pay (MKD) |\n|---|---|---|---|\n"
          "| Goran Petrovski | 5 | 3 | " + v("5*1450+3*240", ",d") + " |\n| Marija Stojanova | 5 | 0 | " + v("5*1450", ",d") + " |\n"
          "| Ivica Ristov | 4 | 5 | " + v("4*1450+5*240", ",d") + " |\n| Dejan Nikolov | 4 | 2 | " + v("4*1450+2*240", ",d") + " |\n\n"
          "**Total: " + v("7970+7250+7000+6280", ",d") + " MKD**"),
        U("Overtime in all?"),
        A("<think>\n" + v("2+1", "d") + "+0+" + v("3+2", "d") + "+" + v("1+1", "d") + " = " + v("3+0+5+2", "d") + ".\n</think>\n\n"
          + v("3+0+5+2", "d") + " hours × 240 MKD = **" + v("10*240", ",d") + " MKD**."),
        U("Share of the bill?"),
        A("<think>\n" + v("10*240", "d") + " / " + v("7970+7250+7000+6280", "d") + ".\n</think>\n\n**" + v("2400/28500*100", ".2f") + "%**."),
        U("Goran's pay again?"),
        A("<think>\n5 × 1450 = " + v("5*1450", ",d") + ", + " + v("2+1", "d") + " × 240 = " + v("3*240", "d") + ", = " + v("7250+720", ",d")
          + ".\n</think>\n\n**[[7,790]] MKD**.", why="Goran's pay is 7,970 MKD; the model swapped two digits after an honest think"),
    ),
    run(7, GPT5_MINI,
        U("Truck KI-4417-AB to Skopje this afternoon: when does it arrive and finish unloading?"),
        C("get_truck", {"truck": "KI-4417-AB"}, TRUCK_7),
        A("1. Drive: 112 km / 56 km/h = " + v("112/56", "g") + " h → arrives **" + v("datetime(2027,1,12,13,40)+timedelta(hours=2)", "%H:%M") + "**\n"
          "2. Unloading 50 min → done **" + v("datetime(2027,1,12,15,40)+timedelta(minutes=50)", "%H:%M") + "**\n"
          "3. Load: 22.5 of 24 m³ (" + v("22.5/24*100", ".2f") + "%), " + v("24-22.5", ".1f") + " m³ free"),
        U("And back at the mill?"),
        A("1. " + v("datetime(2027,1,12,15,40)+timedelta(minutes=50)", "%H:%M") + " + " + v("112/56", "g") + " h = **"
          + v("datetime(2027,1,12,16,30)+timedelta(hours=2)", "%H:%M") + "**"),
        U("Value of the load at the 50 mm beech price, with VAT?"),
        A("1. 22.5 × 23,800 = " + v("22.5*23800", ",.2f") + " MKD\n2. × 1.18 = **" + v("22.5*23800*1.18", ",.2f") + " MKD**"),
        U("The freight is 9,800 MKD. Per km?"),
        A("1. 9,800 / 112 = **" + v("9800/112", ".2f") + " MKD/km**"),
        U("Remind me when it's back?"),
        A("1. **[[19:30]]**", why="the truck is back at 18:30; the model restated it an hour on"),
    ),
    run(8, SONNET45,
        U("Should we buy oak log K-2219? What would it cost and what would it give us?"),
        C("get_log", {"log": "K-2219"}, LOG_8),
        A("**K-2219** — oak, class I, 58 cm × 5.0 m:\n\n"
          "- **Volume:** 0.7854 × 0.58² × 5.0 = **" + v(vol("0.58", "5.0"), ".3f") + " m³**\n"
          "- **Price:** " + v(vol("0.58", "5.0"), ".3f") + " × 7,800 = **" + v("1.321*7800", ",.2f") + " MKD**\n"
          "- **Boards (48%):** " + v("1.321*0.48", ".3f") + " m³, worth " + v("0.634*46000", ",.2f") + " MKD dry at 46,000"),
        U("So the margin before costs?"),
        A(v("0.634*46000", ",.2f") + " − " + v("1.321*7800", ",.2f") + " = **" + v("29164-10303.80", ",.2f") + " MKD**."),
        U("What would drying its boards cost?"),
        A(v("1.321*0.48", ".3f") + " m³ × 95 kWh = " + v("0.634*95", ".2f") + " kWh × 7.40 = **" + v("0.634*95*7.40", ".2f") + " MKD**, over 9 days as 50 mm boards."),
        U("And if it had been class II beech?"),
        A(v(vol("0.58", "5.0"), ".3f") + " m³ × 3,600 = **" + v("1.321*3600", ",.2f") + " MKD**."),
        U("What was the volume again?"),
        A("**[[1.312]] m³**.", why="the log's volume is 1.321 m³; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(9, HAIKU45,
        U("How did this morning's sawing go against the beech yield?"),
        C("get_sawing_log", {"date": "2027-01-12", "saw": "band saw 1"}, SAWING_9),
        A("Four logs, 07:00 to 10:00:\n\n"
          "- Logs in: 0.62 + 0.48 + 0.71 + 0.55 = **" + v("0.62+0.48+0.71+0.55", ".2f") + " m³**\n"
          "- Boards out: 0.35 + 0.27 + 0.38 + 0.31 = **" + v("0.35+0.27+0.38+0.31", ".2f") + " m³**\n"
          "- Yield: " + v("1.31/2.36*100", ".2f") + "%, just above the 55% norm"),
        U("By log?"),
        A("- K-2190: " + v("0.35/0.62*100", ".2f") + "%\n- K-2191: " + v("0.27/0.48*100", ".2f") + "%\n- K-2192: "
          + v("0.38/0.71*100", ".2f") + "%\n- K-2193: " + v("0.31/0.55*100", ".2f") + "%"),
        U("Boards per hour, on average?"),
        A(v("0.35+0.27+0.38+0.31", ".2f") + " / 4 = **" + v("1.31/4", ".4f") + " m³** an hour."),
        U("At that rate, how long to saw a full kiln charge?"),
        A("42 / " + v("1.31/4", ".4f") + " = " + v("42/0.3275", ".2f") + " hours, about **" + v("42/0.3275/8", ".1f") + " shifts** of 8 hours."),
        U("Which log came out worst?"),
        A("**K-2192**, at **[[53.25]]%**.", why="K-2192's yield is 53.52%; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("A buyer in Thessaloniki wants 18 m³ of 50 mm beech, priced in euros, export (no VAT). What do we quote?"),
        C("get_rate", {"date": "2027-01-12"}, RATE),
        A("<think>\n18 × 23800 = " + v("18*23800", ",d") + " MKD, / 61.53.\n</think>\n\n"
          "18 m³ × 23,800 MKD = " + v("18*23800", ",d") + " MKD, at 61.53 MKD/€ = **€" + v("18*23800/61.53", ",.2f") + "**. It fits one truck ("
          + v("18/24*100", ".0f") + "% of 24 m³)."),
        U("Per cubic metre in euros?"),
        A("<think>\n23800 / 61.53.\n</think>\n\n**€" + v("23800/61.53", ".2f") + "** a m³."),
        U("And with a 5% discount on the whole?"),
        A("<think>\n" + v("18*23800/61.53", ".2f") + " × 0.95.\n</think>\n\n**€" + v("18*23800/61.53*0.95", ",.2f") + "**."),
        U("If they filled the truck, what would the extra cubic metres add at the full price?"),
        A("<think>\n24 − 18 = " + v("24-18", "d") + " m³ × " + v("23800/61.53", ".2f") + ".\n</think>\n\n" + v("24-18", "d") + " m³ × €"
          + v("23800/61.53", ".2f") + " = **€[[2,380.80]]**.", why="6 m³ at €386.80 is €2,320.80; the model wrote one digit off"),
    ),
    run(11, GROK41,
        U("eur rate"),
        C("get_rate", {"date": "2027-01-12"}, RATE),
        A("1 EUR = 61.53 MKD."),
        U("beech 25 in eur"),
        A("€" + v("21500/61.53", ".2f") + "/m³."),
        U("50?"),
        A("€" + v("23800/61.53", ".2f") + "/m³."),
        U("oak"),
        A("€" + v("46000/61.53", ".2f") + "/m³."),
        U("oak with vat in mkd"),
        A(v("46000*1.18", ",.0f") + " MKD/m³."),
    ),
    run(12, LLAMA4,
        U("kiln S-1 out when?"),
        C("get_kiln", {"kiln": "S-1"}, KILN_12),
        A("Today, " + v("datetime(2027,1,6,9,30)+timedelta(days=6)", "%Y-%m-%d %H:%M") + " (25 mm, 6 days)."),
        U("space left?"),
        A(v("42-38.4", ".1f") + " m³."),
        U("power cost?"),
        A(v("38.4*95", ",.0f") + " kWh, " + v("38.4*95*7.40", ",.2f") + " MKD."),
        U("value?"),
        A(v("38.4*21500", ",.2f") + " MKD before VAT."),
    ),
]
