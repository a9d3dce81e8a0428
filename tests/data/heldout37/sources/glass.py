"""glass runs: the assistant of a glassblowing studio in Şəki (tools designed for this set: an order,
a furnace, a shipment, a commission, a piece in the lehr and the day's rate as JSON, the lehr's
load, a week's timesheet and class bookings as CSV text, colour rod stock as a markdown table, an
invoice as plain text), with pieces priced with a custom-colour premium and ƏDV on top, a breakage
allowance rounded up, the pieces' glass charged after the furnace's loss into batch and cullet,
annealing clocks across midnight by a piece's weight, gas from a meter, colour rod by a piece's
weight, classes with a group discount and their end clocks, crates by piece, a deposit and its
balance, a ready day weeks on, dollars and euros at the day's rate; tool results and answers
written here, in the styles of GPT-5.1 and Mistral Large 3 in Azerbaijani (a space between
thousands and a decimal comma: `3 745,32 ₼`, `22 mart 2027`), Claude Opus 4.5, Sonnet 4.5 and
Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2 (`<think>`),
GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout37_glass import POLICY, csv
from _heldout37_models import DEEPSEEK_V32, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_L3, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"glass-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def az(expr: str, spec: str = ",.2f") -> str:
    """A computed number in Azerbaijani spelling: a space between thousands, a decimal comma."""
    return v("fr(" + expr + ", '" + spec + "')", "s")


RATE = {"date": "2027-03-09", "azn_per_usd": 1.70, "azn_per_eur": 1.8420, "source": "Central Bank of Azerbaijan"}
ORDER_1 = {"order": "GL-2703-11", "client": "Qala Hotel, Bakı", "items": [{"piece": "tumbler", "qty": 120}, {"piece": "vase", "qty": 8}],
           "custom_colour": True, "ordered": "2027-03-08", "due": "2027-04-02"}
LEHR_2 = csv("piece,type,weight_kg,into_lehr", "V-0308-1,vase,1.6,2027-03-08 18:40", "B-0308-2,bowl,2.4,2027-03-08 18:55",
             "S-0308-3,sculpture,3.8,2027-03-08 19:10", "T-0308-4,tumbler,0.35,2027-03-08 19:20")
INVOICE_3 = """ŞÜŞƏ EV MMC, Şəki                    HESAB-FAKTURA № 2703-044
Tarix: 02.03.2027
Alıcı: Nar Restoranı, Qəbələ
Stəkan (şəffaf)            48 əd. x   18,00        864,00
Vaza (göy rəng)             6 əd. x   86,25        517,50
Kasa                        4 əd. x  110,00        440,00
Cəmi                                            1 821,50
ƏDV 18%                                           327,87
Yekun                                           2 149,37
Ödəniş: 20 gün ərzində"""
STOCK_4 = ("| rod | colour | kg | AZN/kg |\n|---|---|---|---|\n| R-11 | cobalt blue | 4.2 | 96.00 |\n| R-14 | ruby | 1.8 | 148.00 |\n"
           "| R-17 | amber | 3.5 | 72.00 |\n| R-20 | opal white | 6.0 | 55.00 |")
TIMES_5 = csv("name,role,mon,tue,wed,thu,fri", "Rauf Məmmədov,gaffer,7.5,8,6.5,8,5", "Aynur Əliyeva,assistant,7.5,8,6.5,8,5",
              "Elçin Quliyev,gaffer,0,6,8,8,7.5", "Nigar Hüseynova,assistant,0,6,8,8,7.5")
CLASS_6 = csv("class,date,start,people,group", "C-31,2027-03-12,10:00,4,yes", "C-32,2027-03-12,14:30,3,no",
              "C-33,2027-03-13,11:00,2,no", "C-34,2027-03-13,16:15,4,yes")
FURNACE_7 = {"furnace": "F1", "fuel": "natural gas", "meter_m3": {"2027-03-01": 18240.6, "2027-03-08": 18996.2},
             "charged_kg_week": 410, "cullet_kg_week": 123}
SHIP_8 = {"shipment": "SH-0311", "to": "Tbilisi", "departs": "2027-03-11T06:30", "km": 385, "avg_kmh": 55, "border_wait_min": 90,
          "pieces": {"vase": 30, "tumbler": 96, "bowl": 10}}
COMM_9 = {"commission": "CM-0219", "client": "Dilarə Kərimova", "piece": "lamp shade", "qty": 14, "custom_colour": True,
          "deposit_pct": 30, "deposit_paid": "2027-02-19", "lead_days": 28}
PIECE_12 = {"piece": "S-0309-7", "type": "sculpture", "weight_kg": 3.2, "custom_colour": True, "into_lehr": "2027-03-09T18:45"}

RUNS = [
    run(1, GPT51,
        U("Salam. Qala Hotel-in GL-2703-11 sifarişi nə qədər edir?"),
        C("get_order", {"order": "GL-2703-11"}, ORDER_1),
        A("Sifariş GL-2703-11 (Qala Hotel, Bakı), xüsusi rəngdə:\n\n"
          "- 120 stəkan × 18 ₼ = " + az("120*18") + " ₼\n- 8 vaza × 75 ₼ = " + az("8*75") + " ₼\n- Cəmi: " + az("2160+600") + " ₼\n"
          "- Xüsusi rəng +15%: " + az("2760*1.15") + " ₼\n- ƏDV 18%: " + az("3174*0.18") + " ₼\n\n**Yekun: " + az("3174*1.18") + " ₼**"),
        U("Neçə ədəd üfürmək lazımdır?"),
        A("Qırılma ehtiyatı 12%:\n\n- 120 × 1,12 = " + az("120*1.12", ",.1f") + " → **" + v("-(-120*112//100)", "d") + " stəkan**\n"
          "- 8 × 1,12 = " + az("8*1.12") + " → **" + v("-(-8*112//100)", "d") + " vaza**"),
        U("Bunun üçün nə qədər şüşə əritməliyik?"),
        A("- Əşyalarda: 135 × 0,35 = " + az("135*0.35") + " kq, 9 × 1,6 = " + az("9*1.6", ",.1f") + " kq, cəmi " + az("135*0.35+9*1.6") + " kq\n"
          "- 8% itki ilə: " + az("135*0.35+9*1.6") + " ÷ 0,92 = **" + az("61.65/0.92") + " kq**\n"
          "- Şixta 70%: " + az("61.65/0.92*0.7") + " kq × 3,20 = " + az("61.65/0.92*0.7*3.20") + " ₼\n"
          "- Qırıntı 30%: " + az("61.65/0.92*0.3") + " kq × 1,10 = " + az("61.65/0.92*0.3*1.10") + " ₼"),
        U("Təhvilə neçə gün qalır?"),
        A("Bu gün 9 mart, təhvil 2 aprel 2027: **" + v("(date(2027,4,2)-date(2027,3,9)).days", "d") + " gün**."),
        U("Yekun məbləğ bir daha?"),
        A("**[[3 754,32]] ₼** (ƏDV daxil).", why="the order comes to 3 745,32 AZN with VAT; the model restated it with two digits swapped"),
    ),
    run(2, OPUS45,
        U("What's in the lehr and when does each piece come out?"),
        C("get_lehr_load", {"lehr": "L1"}, LEHR_2),
        A("**Lehr L1**, annealing by weight:\n\n| Piece | Type | kg | In | Hours | Out |\n|---|---|---|---|---|---|\n"
          "| V-0308-1 | vase | 1.6 | 8 Mar 18:40 | 20 | " + v("datetime(2027,3,8,18,40)+timedelta(hours=20)", "%-d %b %H:%M") + " |\n"
          "| B-0308-2 | bowl | 2.4 | 8 Mar 18:55 | 20 | " + v("datetime(2027,3,8,18,55)+timedelta(hours=20)", "%-d %b %H:%M") + " |\n"
          "| S-0308-3 | sculpture | 3.8 | 8 Mar 19:10 | 30 | " + v("datetime(2027,3,8,19,10)+timedelta(hours=30)", "%-d %b %H:%M") + " |\n"
          "| T-0308-4 | tumbler | 0.35 | 8 Mar 19:20 | 14 | " + v("datetime(2027,3,8,19,20)+timedelta(hours=14)", "%-d %b %H:%M") + " |\n\n"
          "The sculpture is the only piece over 3 kg, so it stays in overnight again."),
        U("Is anything ready yet?"),
        A("Not yet. It's 08:20; the first out is the tumbler T-0308-4 at **" + v("datetime(2027,3,8,19,20)+timedelta(hours=14)", "%H:%M")
          + "**, in " + v("(9*60+20)-(8*60+20)", "d") + " minutes."),
        U("What are the priced pieces worth?"),
        A("- Vase: 75 AZN\n- Bowl: 110 AZN\n- Tumbler: 18 AZN\n\n**" + v("75+110+18", "d") + " AZN** at list price. The sculpture has no list price."),
        U("Remind me when the bowl comes out?"),
        A("Today at **[[15:55]]**.", why="the bowl went in at 18:55 for 20 hours and comes out at 14:55; the model restated it an hour on"),
        anthropic=True,
    ),
    run(3, MISTRAL_L3,
        U("Nar Restoranının 2703-044 nömrəli hesab-fakturası nə vaxt ödənilməlidir?"),
        C("get_invoice", {"invoice": "2703-044"}, INVOICE_3),
        A("Hesab-faktura № 2703-044, tarix 2 mart 2027. Ödəniş müddəti 20 gündür, son gün **"
          + v("(date(2027,3,2)+timedelta(days=20)).day", "d") + " mart 2027**. Məbləğ: **2 149,37 ₼** (ƏDV daxil)."),
        U("Dollarla nə qədərdir?"),
        C("get_rate", {"date": "2027-03-09"}, RATE),
        A("Bugünkü məzənnə ilə (1 $ = 1,70 ₼): 2 149,37 ÷ 1,70 = **" + az("2149.37/1.70") + " $**."),
        U("Göndərmək üçün neçə yeşik lazımdır?"),
        A("- Stəkan: 48 ÷ 24 = " + v("48//24", "d") + " yeşik\n- Vaza: 6 ÷ 6 = " + v("6//6", "d") + " yeşik\n- Kasa: 4 ÷ 4 = "
          + v("4//4", "d") + " yeşik\n\nCəmi **" + v("2+1+1", "d") + " yeşik**, " + v("48+6+4", "d") + " əşya."),
        U("Göy rəngə görə əlavə nə qədər ödəyiblər?"),
        A("6 × (86,25 − 75,00) = **" + az("6*(86.25-75)") + " ₼** (ƏDV-siz)."),
        U("ƏDV məbləği bir daha?"),
        A("ƏDV 18%: **[[372,87]] ₼**.", why="the invoice's VAT is 327,87 AZN; the model restated it with two digits swapped"),
    ),
    run(4, QWEN3,
        U("Value our colour rod stock."),
        C("get_colour_stock", {"store": "studio"}, STOCK_4),
        A("| Rod | Colour | kg | AZN/kg | Value (AZN) |\n|---|---|---|---|---|\n"
          "| R-11 | cobalt blue | 4.2 | 96.00 | " + v("4.2*96", ",.2f") + " |\n| R-14 | ruby | 1.8 | 148.00 | " + v("1.8*148", ",.2f") + " |\n"
          "| R-17 | amber | 3.5 | 72.00 | " + v("3.5*72", ",.2f") + " |\n| R-20 | opal white | 6.0 | 55.00 | " + v("6.0*55", ",.2f") + " |\n"
          "| **Total** | | " + v("4.2+1.8+3.5+6.0", ".1f") + " | | **" + v("403.2+266.4+252+330", ",.2f") + "** |"),
        U("How many coloured vases could each rod make?"),
        A("A vase takes 1.6 kg × 4% = " + v("1.6*0.04", ".3f") + " kg of colour.\n\n| Rod | kg | Vases |\n|---|---|---|\n"
          "| R-11 cobalt blue | 4.2 | " + v("int(4.2/0.064)", "d") + " |\n| R-14 ruby | 1.8 | " + v("int(1.8/0.064)", "d") + " |\n"
          "| R-17 amber | 3.5 | " + v("int(3.5/0.064)", "d") + " |\n| R-20 opal white | 6.0 | " + v("int(6.0/0.064)", "d") + " |"),
        U("Colour cost per vase?"),
        A("| Colour | AZN per vase |\n|---|---|\n| cobalt blue | " + v("0.064*96", ".2f") + " |\n| ruby | " + v("0.064*148", ".2f") + " |\n"
          "| amber | " + v("0.064*72", ".2f") + " |\n| opal white | " + v("0.064*55", ".2f") + " |"),
        U("Ruby's share of the stock value?"),
        A("| Ruby (AZN) | Stock (AZN) | Share |\n|---|---|---|\n| " + v("1.8*148", ".2f") + " | " + v("1251.6", ",.2f") + " | "
          + v("266.4/1251.6*100", ".2f") + "% |"),
        U("Total stock value again?"),
        A("| Value (AZN) |\n|---|\n| [[1,215.60]] |", why="the rod stock is worth 1,251.60 AZN; the model restated it with two digits swapped"),
    ),
    run(5, KIMI_K2,
        U("Studio hours for last week: what do we owe?"),
        C("get_timesheet", {"week": "2027-W09"}, TIMES_5),
        A("<think>\nGaffer 45/h, assistant 22/h.\nRauf: 7.5+8+6.5+8+5 = " + v("7.5+8+6.5+8+5", "g") + " h × 45 = " + v("35*45", ",d")
          + ".\nAynur: " + v("35", "d") + " h × 22 = " + v("35*22", ",d") + ".\nElçin: 0+6+8+8+7.5 = " + v("6+8+8+7.5", "g") + " h × 45 = "
          + v("29.5*45", ",.1f") + ".\nNigar: " + v("29.5", "g") + " × 22 = " + v("29.5*22", ",.0f") + ".\nTotal "
          + v("1575+770+1327.5+649", ",.1f") + ".\n</think>\n\n"
          "| Name | Role | Hours | Pay (AZN) |\n|---|---|---|---|\n"
          "| Rauf Məmmədov | gaffer | " + v("35", "d") + " | " + v("35*45", ",.2f") + " |\n"
          "| Aynur Əliyeva | assistant | " + v("35", "d") + " | " + v("35*22", ",.2f") + " |\n"
          "| Elçin Quliyev | gaffer | " + v("29.5", "g") + " | " + v("29.5*45", ",.2f") + " |\n"
          "| Nigar Hüseynova | assistant | " + v("29.5", "g") + " | " + v("29.5*22", ",.2f") + " |\n\n"
          "**Total: " + v("1575+770+1327.5+649", ",.2f") + " AZN**"),
        U("What share went to the gaffers?"),
        A("<think>\n1575 + 1327.5 = " + v("1575+1327.5", ",.1f") + " of " + v("4321.5", ",.1f") + ".\n</think>\n\n**"
          + v("2902.5/4321.5*100", ".2f") + "%**."),
        U("In euros?"),
        C("get_rate", {"date": "2027-03-09"}, RATE),
        A("<think>\n" + v("4321.5", ".1f") + " / 1.8420.\n</think>\n\n**€" + v("4321.5/1.8420", ",.2f") + "**."),
        U("Elçin's pay again?"),
        A("<think>\n" + v("29.5", "g") + " × 45 = " + v("29.5*45", ",.1f") + ".\n</think>\n\n**[[1,372.50]] AZN**.",
          why="Elçin Quliyev's pay is 1,327.50 AZN; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("Bu həftənin ustad dərsləri nə vaxt bitir?"),
        C("get_class_bookings", {"from": "2027-03-12", "to": "2027-03-13"}, CLASS_6),
        A("Hər dərs 2,5 saatdır:\n\n"
          "- C-31, 12 mart 2027: 10:00–" + v("datetime(2027,3,12,10,0)+timedelta(hours=2.5)", "%H:%M") + " (4 nəfər, qrup)\n"
          "- C-32, 12 mart 2027: 14:30–" + v("datetime(2027,3,12,14,30)+timedelta(hours=2.5)", "%H:%M") + " (3 nəfər)\n"
          "- C-33, 13 mart 2027: 11:00–" + v("datetime(2027,3,13,11,0)+timedelta(hours=2.5)", "%H:%M") + " (2 nəfər)\n"
          "- C-34, 13 mart 2027: 16:15–" + v("datetime(2027,3,13,16,15)+timedelta(hours=2.5)", "%H:%M") + " (4 nəfər, qrup)"),
        U("Gəlir nə qədər olacaq?"),
        A("- C-31: 4 × 90 ₼ − 10% = " + az("4*90*0.9") + " ₼\n- C-32: 3 × 90 ₼ = " + az("3*90") + " ₼\n- C-33: 2 × 90 ₼ = " + az("2*90")
          + " ₼\n- C-34: 4 × 90 ₼ − 10% = " + az("4*90*0.9") + " ₼\n\n**Cəmi: " + az("324+270+180+324") + " ₼**"),
        U("Neçə boş yer qalıb?"),
        A("C-32-də 4 − 3 = " + v("4-3", "d") + ", C-33-də 4 − 2 = " + v("4-2", "d") + ": **" + v("1+2", "d") + " boş yer**, yəni "
          + az("3*90") + " ₼ potensial gəlir."),
        U("Bir nəfərə orta hesabla nə qədər düşür?"),
        A(az("1098") + " ₼ ÷ " + v("4+3+2+4", "d") + " nəfər = **" + az("1098/13") + " ₼**."),
        U("C-34 saat neçədə bitir?"),
        A("C-34 13 mart saat **[[19:45]]**-də bitir.", why="C-34 starts at 16:15 and ends at 18:45; the model restated it an hour on"),
    ),
    run(7, SONNET45,
        U("How much gas did the furnace burn last week, and what did it cost?"),
        C("get_furnace", {"furnace": "F1", "week": "2027-W09"}, FURNACE_7),
        A("**Furnace F1, 1–8 March**\n\n- Meter: 18,996.2 − 18,240.6 = **" + v("18996.2-18240.6", ",.1f") + " m³** over "
          + v("(date(2027,3,8)-date(2027,3,1)).days", "d") + " days (" + v("7*24", "d") + " hours)\n- That's " + v("755.6/168", ".3f") + " m³ an hour, just under the rated 4.5\n"
          "- Cost: " + v("755.6", ",.1f") + " × 0.28 = **" + v("755.6*0.28", ",.2f") + " AZN**"),
        U("And the glass side?"),
        A("- Charged: 410 kg, of which 123 kg cullet (" + v("123/410*100", ".1f") + "%)\n"
          "- Usable after the 8% loss: 410 × 0.92 = **" + v("410*0.92", ".1f") + " kg**\n"
          "- Gas per usable kg: " + v("755.6*0.28", ".2f") + " / " + v("410*0.92", ".1f") + " = **" + v("211.568/377.2", ".2f") + " AZN**"),
        U("What did the batch and cullet cost?"),
        A("- Batch: " + v("410-123", "d") + " kg × 3.20 = " + v("287*3.20", ",.2f") + " AZN\n- Cullet: 123 kg × 1.10 = " + v("123*1.10", ",.2f")
          + " AZN\n\n**" + v("918.4+135.3", ",.2f") + " AZN** for the week."),
        U("So all in, per usable kilo?"),
        A("(" + v("1053.7", ",.2f") + " + " + v("755.6*0.28", ".2f") + ") / " + v("410*0.92", ".1f") + " = **"
          + v("(1053.7+211.568)/377.2", ".2f") + " AZN a kg**."),
        U("When was the furnace last serviced?"),
        A("Its last service was on **[[14 February 2027]]**.", why="the furnace record carries no service date; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Shipment SH-0311 to Tbilisi: when does it arrive?"),
        C("get_shipment", {"shipment": "SH-0311"}, SHIP_8),
        A("1. Drive: 385 km / 55 km/h = " + v("385/55", "g") + " h\n2. Border wait: 90 min\n3. Departs 11 March 06:30 → arrives **"
          + v("datetime(2027,3,11,6,30)+timedelta(hours=7,minutes=90)", "%-d %B %H:%M") + "**"),
        U("How many crates?"),
        A("1. Vases: 30 / 6 = " + v("30//6", "d") + "\n2. Tumblers: 96 / 24 = " + v("96//24", "d") + "\n3. Bowls: 10 / 4 = "
          + v("10/4", "g") + " → " + v("-(-10//4)", "d") + "\n4. **Total: " + v("5+4+3", "d") + " crates**"),
        U("What's it worth, in dollars too?"),
        C("get_rate", {"date": "2027-03-09"}, RATE),
        A("1. Vases: 30 × 75 = " + v("30*75", ",d") + " AZN\n2. Tumblers: 96 × 18 = " + v("96*18", ",d") + " AZN\n3. Bowls: 10 × 110 = "
          + v("10*110", ",d") + " AZN\n4. Total **" + v("2250+1728+1100", ",d") + " AZN** = **$" + v("5078/1.70", ",.2f") + "**"),
        U("Total glass weight?"),
        A("1. 30 × 1.6 = " + v("30*1.6", ".1f") + " kg\n2. 96 × 0.35 = " + v("96*0.35", ".1f") + " kg\n3. 10 × 2.4 = " + v("10*2.4", ".1f")
          + " kg\n4. **" + v("48+33.6+24", ".1f") + " kg**"),
        U("Weight again for the customs form?"),
        A("1. **[[106.5]] kg**", why="the pieces weigh 105.6 kg; the model restated it with two digits swapped"),
    ),
    run(9, HAIKU45,
        U("Where are we with Dilarə Kərimova's lamp shades? Price first."),
        C("get_commission", {"commission": "CM-0219"}, COMM_9),
        A("CM-0219, 14 lamp shades in a custom colour:\n\n- 14 × 64 = " + v("14*64", ",.2f") + " AZN\n- +15% colour: " + v("896*1.15", ",.2f")
          + " AZN\n- +ƏDV 18%: **" + v("1030.4*1.18", ",.2f") + " AZN**"),
        U("She paid a deposit. What's left?"),
        A("- Deposit 30%: " + v("1215.872*0.30", ",.2f") + " AZN (paid 19 February)\n- **Balance: " + v("1215.872*0.70", ",.2f") + " AZN**"),
        U("When are they due, and how much glass do we need?"),
        A("- Ready: 19 February + 28 days = **" + v("date(2027,2,19)+timedelta(days=28)", "%-d %B %Y") + "**\n"
          "- Blow 14 × 1.12 = " + v("14*1.12", ".2f") + " → **" + v("-(-14*112//100)", "d") + "** shades\n"
          "- Glass: " + v("16*1.2", ".1f") + " kg, charge " + v("19.2/0.92", ".2f") + " kg"),
        U("How long do they anneal?"),
        A("At 1.2 kg each (between 1 and 3 kg): **20 hours**."),
        U("What was the balance again?"),
        A("**[[861.11]] AZN**.", why="the balance after the 30% deposit is 851.11 AZN; the model restated it one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("A restaurant wants 40 bowls in a custom colour. Price with VAT?"),
        A("<think>\n40 × 110 = " + v("40*110", ",d") + "; +15% = " + v("4400*1.15", ",.0f") + "; ×1.18 = " + v("5060*1.18", ",.2f")
          + ".\n</think>\n\n- Bowls: 40 × 110 = " + v("40*110", ",.2f") + " AZN\n- Custom colour +15%: " + v("4400*1.15", ",.2f")
          + " AZN\n- **With ƏDV: " + v("5060*1.18", ",.2f") + " AZN**"),
        U("How many do we blow, and how much glass?"),
        A("<think>\n40 × 1.12 = " + v("40*1.12", ".1f") + " → " + v("-(-40*112//100)", "d") + ". " + v("45*2.4", "g") + " kg / 0.92.\n</think>\n\n"
          "- Blow **" + v("-(-40*112//100)", "d") + "** bowls\n- Glass in them: " + v("45*2.4", ".1f") + " kg; charge **" + v("108/0.92", ".2f")
          + " kg**\n- Batch " + v("108/0.92*0.7", ".2f") + " kg, cullet " + v("108/0.92*0.3", ".2f") + " kg"),
        U("If they go into the lehr at 18:30 on 15 March, when do they come out?"),
        A("<think>\n2.4 kg → 20 h. 18:30 + 20 h.\n</think>\n\n**" + v("datetime(2027,3,15,18,30)+timedelta(hours=20)", "%-d %B, %H:%M") + "**."),
        U("What's the VAT alone?"),
        A("<think>\n18% of 4,400.\n</think>\n\n**[[792.00]] AZN**.",
          why="the VAT is 18% of 5,060 AZN (the price with the colour premium), 910.80; the model took 18% of the price before the premium"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-03-09"}, RATE),
        A("1 USD = 1.70 AZN."),
        U("vase in usd"),
        A("$" + v("75/1.70", ".2f") + "."),
        U("in eur"),
        A("€" + v("75/1.8420", ".2f") + "."),
        U("tumbler usd"),
        A("$" + v("18/1.70", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("S-0309-7 out of the lehr when?"),
        C("get_lehr_piece", {"piece": "S-0309-7"}, PIECE_12),
        A(v("datetime(2027,3,9,18,45)+timedelta(hours=30)", "%-d %B %H:%M") + " (3.2 kg, 30 h)."),
        U("glass to charge?"),
        A(v("3.2/0.92", ".2f") + " kg."),
        U("colour rod?"),
        A(v("3.2*0.04", ".3f") + " kg."),
        U("how long from now?"),
        A(v("int((datetime(2027,3,11,0,45)-datetime(2027,3,9,8,20)).total_seconds()//3600)", "d") + " h "
          + v("int((datetime(2027,3,11,0,45)-datetime(2027,3,9,8,20)).total_seconds()%3600//60)", "d") + " min."),
    ),
]
