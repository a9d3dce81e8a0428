"""vanilla runs: the assistant of a vanilla curing house in Sambava, Madagascar (tools designed for this
set: a purchase, an order, a truck dispatch, a blanching batch and the day's rate as JSON, the sweating
log, the workers' sheet and a month's purchases as CSV text, the boxed stock as a markdown table, an
invoice in French as plain text), with the cured weight green vanilla leaves and its black and red
grades, cured vanilla rounded up to 5 kg boxes, blanching baskets into a clock and the boiler's
firewood, sweating nights across midnight into firewood, sorters by the kilo and curing workers with
overtime, a discount from 50 kg and VAT on top, a truck by the km both ways, 60 days of conditioning,
payment days, euros and dollars at the day's rate; tool results and answers written here, in the
styles of GPT-5.1 and Gemini 3 Pro in Malagasy (a space between thousands, a decimal comma, Malagasy
month names and clock words: `18 240 000 Ar`, `105,6 kilao`, `19 Jona 2027`, `amin'ny 8:45 maraina`),
Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and
DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout43_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout43_vanilla import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"vanilla-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def m(expr: str, spec: str = ",.0f") -> str:
    """A computed value in Malagasy spelling: a space between thousands, a decimal comma."""
    return v(f"fr({expr}, '{spec}')", "s")


RATE = {"date": "2027-05-18", "mga_per_eur": 4920.0, "mga_per_usd": 4510.0, "source": "Banky Foiben'i Madagasikara"}
PURCHASE_1 = {"lot": "LV-0511", "grower": "Fikambanana Tantsaha Mahavelona", "village": "Farahalana", "kg_green": 480,
              "price_per_kg": 38000, "received": "2027-05-11", "split_beans_pct": 4}
SWEAT_2 = csv("batch,in,out,kg_green", "ET-41,2027-05-15 17:20,2027-05-16 05:50,58", "ET-42,2027-05-16 18:05,2027-05-17 06:35,60",
              "ET-43,2027-05-17 16:50,2027-05-18 04:20,55")
ORDER_3 = {"order": "SV-0517-3", "buyer": "Epices Sava Export, Antalaha", "black_kg": 40, "red_kg": 25, "ordered": "2027-05-17",
           "dispatch": "2027-05-20T06:30", "km_one_way": 90, "drive_minutes": 135}
SHEET_4 = csv("worker,date,task,kg,hours", "Rasoanirina Hanta,2027-05-17,sorting,14.5,", "Rakotomalala Fidy,2027-05-17,sorting,11.8,",
              "Razafindrabe Tojo,2027-05-17,curing,,10", "Randrianarisoa Lova,2027-05-17,curing,,8", "Ravelojaona Mialy,2027-05-17,sorting,16.2,")
DISPATCH_5 = {"dispatch": "KM-0518", "to": "Toamasina port", "km_one_way": 560, "departs": "2027-05-18T19:45", "drive_minutes": 780,
              "boxes": 64, "grade": "black", "driver": "Jean-Claude Rabe"}
INVOICE_6 = """SAVA VANILLA MAHAVELONA, SAMBAVA                      FACTURE SV-F-0233
Date : 2027-04-26
Client : Comptoir des Epices, Antananarivo
Vanille noire            30 kg x 1 450 000            43 500 000
Vanille rouge            28 kg x   980 000            27 440 000
Sous-total                                            70 940 000
Remise 4% (50 kg ou plus)                             -2 837 600
Net                                                   68 102 400
TVA 20%                                               13 620 480
Total (MGA)                                           81 722 880
Payable sous 30 jours a compter de la date de facture"""
BATCH_7 = {"batch": "BL-0518-1", "lot": "LV-0511", "kg_green": 480, "start": "2027-05-18T06:10", "baskets": 20, "operator": "Tsiry Andrianjafy"}
STOCK_9 = ("| lot | grade | boxes | kg per box |\n|---|---|---|---|\n| VN-0402 | black | 18 | 5 |\n| VN-0409 | red | 11 | 5 |\n"
           "| VN-0416 | black | 24 | 5 |\n| VN-0423 | red | 7 | 5 |")
MONTH_10 = csv("date,village,kg_green,price_per_kg", "2027-04-06,Ambodivoara,320,37500", "2027-04-13,Farahalana,410,38000",
               "2027-04-20,Antsahavaribe,275,39000", "2027-04-27,Marogaona,365,38500")

RUNS = [
    run(1, GPT51,
        U("Salama. Firy kilao ny lavanila maitso tonga tamin'ny LV-0511, ary ohatrinona?"),
        C("get_purchase", {"lot": "LV-0511"}, PURCHASE_1),
        A("LV-0511 (tonga tamin'ny 11 Mey 2027, avy any Farahalana):\n\n"
          "- 480 kilao × " + m("38000") + " Ar = **" + m("480*38000") + " Ar**"),
        U("Firy kilao ny lavanila masaka hivoaka amin'izany?"),
        A("- Lavanila masaka 22%: 480 × 0,22 = **" + m("480*0.22", ",.1f") + " kilao**\n"
          "- Mainty 70%: **" + m("105.6*0.7", ",.2f") + " kilao**\n- Mena 30%: **" + m("105.6*0.3", ",.2f") + " kilao**"),
        U("Firy vata izany ary ohatrinona ny vidiny?"),
        A("- Mainty: " + m("73.92", ",.2f") + " ÷ 5 → **" + m("-(-73.92//5)") + " vata**; " + m("73.92", ",.2f") + " × " + m("1450000") + " = " + m("73.92*1450000") + " Ar\n"
          "- Mena: " + m("31.68", ",.2f") + " ÷ 5 → **" + m("-(-31.68//5)") + " vata**; " + m("31.68", ",.2f") + " × " + m("980000") + " = " + m("31.68*980000") + " Ar\n"
          "- Totaliny: **" + m("107184000+31046400") + " Ar**"),
        U("Raha esorina ny vidin'ny lavanila maitso, firy no sisa?"),
        A(m("138230400") + " − " + m("18240000") + " = **" + m("138230400-18240000") + " Ar**"),
        U("Ary ny karaman'ny mpanasokajy?"),
        A(m("105.6", ",.1f") + " kilao × " + m("4500") + " Ar = **" + m("105.6*4500") + " Ar**"),
        U("Firy vata ny mainty hoy ianao?"),
        A("**[[51]] vata**", why="73.92 kg of black grade fill 15 boxes of 5 kg rounded up; the model restated it with two digits swapped"),
    ),
    run(2, OPUS45,
        U("How did the sweating oven do the last three nights, and what did the firewood cost?"),
        C("get_sweating_log", {"from": "2027-05-15"}, SWEAT_2),
        A("| Batch | In | Out | Hours | Green (kg) | Firewood (kg) | Cured expected (kg) |\n|---|---|---|---|---|---|---|\n"
          "| ET-41 | 17:20 | 05:50 | " + v("(datetime(2027,5,16,5,50)-datetime(2027,5,15,17,20)).seconds/3600", ".1f") + " | 58 | " + v("(datetime(2027,5,16,5,50)-datetime(2027,5,15,17,20)).seconds/3600*8", ".0f") + " | " + v("58*0.22", ".2f") + " |\n"
          "| ET-42 | 18:05 | 06:35 | " + v("(datetime(2027,5,17,6,35)-datetime(2027,5,16,18,5)).seconds/3600", ".1f") + " | 60 | " + v("(datetime(2027,5,17,6,35)-datetime(2027,5,16,18,5)).seconds/3600*8", ".0f") + " | " + v("60*0.22", ".2f") + " |\n"
          "| ET-43 | 16:50 | 04:20 | " + v("(datetime(2027,5,18,4,20)-datetime(2027,5,17,16,50)).seconds/3600", ".1f") + " | 55 | " + v("(datetime(2027,5,18,4,20)-datetime(2027,5,17,16,50)).seconds/3600*8", ".0f") + " | " + v("55*0.22", ".2f") + " |\n\n"
          "Firewood: " + v("100+100+92", "d") + " kg × 600 = **" + v("292*600", ",d") + " MGA**."),
        U("Mean time in the oven?"),
        A("(" + v("12.5", ".1f") + " + " + v("12.5", ".1f") + " + " + v("11.5", ".1f") + ") / 3 = **" + v("(12.5+12.5+11.5)/3", ".2f") + " h**."),
        U("How much green vanilla went through, and what should it cure to?"),
        A("58 + 60 + 55 = **" + v("58+60+55", "d") + " kg** green, so about **" + v("173*0.22", ".2f") + " kg** cured at 22%."),
        U("When did ET-43 come out?"),
        A("ET-43 came out at **[[05:20]]** this morning (18 May).", why="the sweating log has ET-43 out at 04:20 on 18 May; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("Kajio ny kaomandy SV-0517-3 azafady."),
        C("get_order", {"order": "SV-0517-3"}, ORDER_3),
        A("* **Mainty**: 40 kilao × " + m("1450000") + " Ar = " + m("40*1450000") + " Ar\n* **Mena**: 25 kilao × " + m("980000") + " Ar = " + m("25*980000") + " Ar\n"
          "* Fitambarany " + m("58000000+24500000") + " Ar; " + v("40+25", "d") + " kilao, mihoatra ny 50 kilao → fihenam-bidy 4%: −" + m("82500000*0.04") + " Ar\n"
          "* Sisa: " + m("82500000*0.96") + " Ar; TVA 20%: " + m("79200000*0.2") + " Ar\n* **Totaliny: " + m("79200000*1.2") + " Ar**"),
        U("Firy vata, ary rahoviana no tonga any Antalaha ny kamiao?"),
        A("* Vata: " + v("40//5", "d") + " + " + v("25//5", "d") + " = **" + v("8+5", "d") + " vata**\n"
          "* Kamiao: miainga ny 20 Mey amin'ny 6:30 maraina, " + v("135", "d") + " minitra → tonga **amin'ny " + v("'%d:%02d' % ((datetime(2027,5,20,6,30)+timedelta(minutes=135)).hour, (datetime(2027,5,20,6,30)+timedelta(minutes=135)).minute)", "s") + " maraina**\n"
          "* Saran'ny kamiao: 90 × 2 × " + m("1800") + " = **" + m("90*2*1800") + " Ar**"),
        U("Ohatrinona amin'ny euro?"),
        C("get_rate", {"date": "2027-05-18"}, RATE),
        A("* " + m("95040000") + " Ar ÷ " + m("4920") + " = **" + m("95040000/4920", ",.2f") + " €**"),
        U("Rahoviana no tokony handoa vola izy?"),
        A("* Alefa ny 20 Mey; 30 andro → **" + v("(date(2027,5,20)+timedelta(days=30)).day", "d") + " Jona 2027**"),
        U("Ohatrinona indray ny TVA?"),
        A("* **[[15 480 000]] Ar**", why="the VAT on the 79,200,000 MGA net is 15,840,000 MGA; the model restated it with two digits swapped, in Malagasy spelling"),
    ),
    run(4, QWEN3,
        U("Pay for yesterday's sheet?"),
        C("get_worker_sheet", {"date": "2027-05-17"}, SHEET_4),
        A("| Worker | Task | kg / h | Rate | Pay (MGA) |\n|---|---|---|---|---|\n"
          "| Rasoanirina Hanta | sorting | 14.5 kg | 4,500/kg | " + v("14.5*4500", ",.0f") + " |\n| Rakotomalala Fidy | sorting | 11.8 kg | 4,500/kg | " + v("11.8*4500", ",.0f") + " |\n"
          "| Razafindrabe Tojo | curing | 10 h | 25,000 + 2 h × 3,500 | " + v("25000+(10-8)*3500", ",d") + " |\n| Randrianarisoa Lova | curing | 8 h | 25,000 | 25,000 |\n"
          "| Ravelojaona Mialy | sorting | 16.2 kg | 4,500/kg | " + v("16.2*4500", ",.0f") + " |\n| **Total** | | | | **" + v("65250+53100+32000+25000+72900", ",d") + "** |"),
        U("Mean sorted per sorter, and how much of it is black grade?"),
        A("| Item | Value |\n|---|---|\n| Sorted | " + v("14.5+11.8+16.2", ".1f") + " kg |\n| Mean per sorter | " + v("(14.5+11.8+16.2)/3", ".2f") + " kg |\n"
          "| Black at 70% | " + v("42.5*0.7", ".2f") + " kg |"),
        U("Mialy's pay in dollars?"),
        C("get_rate", {"date": "2027-05-18"}, RATE),
        A("| MGA | MGA/USD | USD |\n|---|---|---|\n| " + v("72900", ",d") + " | 4,510 | **" + v("72900/4510", ".2f") + "** |"),
        U("Fidy's pay?"),
        A("| Worker | Pay |\n|---|---|\n| Rakotomalala Fidy | **[[53,010]] MGA** |", why="Fidy's 11.8 kg at 4,500 MGA are 53,100 MGA; the model swapped two digits"),
    ),
    run(5, KIMI_K2,
        U("The Toamasina truck tonight: cost and arrival?"),
        C("get_dispatch", {"dispatch": "KM-0518"}, DISPATCH_5),
        A("<think>\n560 × 2 × 1,800 = " + v("560*2*1800", ",d") + ", well over the 150,000 minimum. 19:45 + 780 min = " + v("datetime(2027,5,18,19,45)+timedelta(minutes=780)", "%H:%M") + " next day.\n</think>\n\n"
          "- Truck: **" + v("560*2*1800", ",d") + " MGA**\n- Arrives **" + v("datetime(2027,5,18,19,45)+timedelta(minutes=780)", "%H:%M") + "** on " + v("(datetime(2027,5,18,19,45)+timedelta(minutes=780)).day", "d") + " May"),
        U("Vanilla on board and its value?"),
        A("<think>\n64 boxes × 5 = " + v("64*5", "d") + " kg black; × 1,450,000 = " + v("320*1450000", ",d") + ".\n</think>\n\n**" + v("320", "d") + " kg**, worth **" + v("320*1450000", ",d") + " MGA**."),
        U("Room left on the truck?"),
        A("<think>\n120 − 64.\n</think>\n\n**" + v("120-64", "d") + " boxes**."),
        U("Truck cost again?"),
        A("<think>\n560 × 2 × 1,800 = " + v("560*2*1800", ",d") + ".\n</think>\n\n**[[2,061,000]] MGA**", why="560 km both ways at 1,800 MGA is 2,016,000 MGA; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("Rahoviana no tokony haloa ny faktiora SV-F-0233?"),
        C("get_invoice", {"number": "SV-F-0233"}, INVOICE_6),
        A("Ny SV-F-0233 dia natao ny 26 Aprily 2027; 30 andro → **" + v("(date(2027,4,26)+timedelta(days=30)).day", "d") + " Mey 2027**, ka "
          + v("(date(2027,5,26)-date(2027,5,18)).days", "d") + " andro sisa. Totaliny **" + m("81722880") + " Ar**."),
        U("Ohatrinona amin'ny dolara?"),
        C("get_rate", {"date": "2027-05-18"}, RATE),
        A(m("81722880") + " Ar ÷ " + m("4510") + " = **" + m("81722880/4510", ",.2f") + " $**"),
        U("Ohatrinona raha tsy nisy fihenam-bidy?"),
        A(m("70940000") + " × 1,2 = **" + m("70940000*1.2") + " Ar**; nahafahana " + m("85128000-81722880") + " Ar ny fihenam-bidy."),
        U("Firy vata no nalefa?"),
        A("30 ÷ 5 = " + v("30//5", "d") + ", 28 ÷ 5 = " + m("28/5", ",.1f") + " → " + v("-(-28//5)", "d") + " → **" + v("6+6", "d") + " vata**."),
        U("Ohatrinona ny TVA?"),
        A("**" + m("13620480") + " Ar**"),
        U("Lazao indray ny daty farany handoavana."),
        A("**[[27 Mey]] 2027**", why="the invoice of 26 April is due 30 days on, on 26 May 2027; the model restated it a day on"),
    ),
    run(7, SONNET45,
        U("Blanching batch BL-0518-1 started this morning. When will the baskets be done, and what will the boiler burn?"),
        C("get_batch", {"batch": "BL-0518-1"}, BATCH_7),
        A("**BL-0518-1** (lot LV-0511, 480 kg green):\n\n- 480 / 24 = " + v("480/24", ".0f") + " baskets × 8 min = " + v("20*8", "d") + " min\n"
          "- Started 06:10 → done at **" + v("datetime(2027,5,18,6,10)+timedelta(minutes=160)", "%H:%M") + "**\n"
          "- Boiler: " + v("160/60", ".2f") + " h × 8 kg = **" + v("160/60*8", ".1f") + " kg** of firewood, **" + v("160/60*8*600", ",.0f") + " MGA**\n"
          "- Sweating chests: 480 / 60 = **" + v("480/60", ".0f") + "**"),
        U("What cured vanilla should it give?"),
        A("- 480 × 0.22 = **" + v("480*0.22", ".1f") + " kg** cured\n- Black " + v("105.6*0.7", ".2f") + " kg, red " + v("105.6*0.3", ".2f") + " kg"),
        U("Worth?"),
        A(v("73.92", ".2f") + " × 1,450,000 = " + v("73.92*1450000", ",.0f") + "; " + v("31.68", ".2f") + " × 980,000 = " + v("31.68*980000", ",.0f") + "; **" + v("107184000+31046400", ",d") + " MGA**."),
        U("When can it be sold?"),
        A("After 60 days in the trunks from today: **" + v("date(2027,5,18)+timedelta(days=60)", "%-d %B %Y") + "**."),
        U("What's the export quality certificate number for this batch?"),
        A("Its certificate is **[[CQ-2705-4418]]**.", why="the batch record carries no certificate; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("A buyer wants 150 kg of black grade. Boxes, price with discount and VAT, and green vanilla we need?"),
        A("1. Boxes: 150 / 5 = **" + v("150/5", ".0f") + " boxes**\n"
          "2. Price: 150 × 1,450,000 = " + v("150*1450000", ",d") + " MGA; 4% off: " + v("217500000*0.96", ",.0f") + "\n"
          "3. VAT 20%: " + v("208800000*0.2", ",.0f") + " → **" + v("208800000*1.2", ",.0f") + " MGA**\n"
          "4. Green: 150 / (0.22 × 0.7) = " + v("150/(0.22*0.7)", ",.2f") + " kg, about **" + v("150/(0.22*0.7)*38000", ",.0f") + " MGA** at 38,000"),
        U("Sorters for it?"),
        A("1. Cured: 150 / 0.7 = " + v("150/0.7", ".2f") + " kg\n2. × 4,500 = **" + v("150/0.7*4500", ",.2f") + " MGA**"),
        U("In euros?"),
        C("get_rate", {"date": "2027-05-18"}, RATE),
        A("1. " + v("250560000", ",d") + " / 4,920\n2. **" + v("250560000/4920", ",.2f") + " EUR**"),
        U("Green vanilla again, in kg?"),
        A("1. 150 / 0.22\n2. **[[681.82]] kg**", why="the green vanilla for 150 kg of black grade is 150 / (0.22 x 0.7) = 974.03 kg; the model left out the black grade's 70% in a wrong step"),
    ),
    run(9, HAIKU45,
        U("What's our boxed stock worth?"),
        C("get_stock", {}, STOCK_9),
        A("- **Black**: (18 + 24) × 5 = " + v("(18+24)*5", "d") + " kg × 1,450,000 = **" + v("210*1450000", ",d") + " MGA**\n"
          "- **Red**: (11 + 7) × 5 = " + v("(11+7)*5", "d") + " kg × 980,000 = **" + v("90*980000", ",d") + " MGA**\n"
          "- Total **" + v("304500000+88200000", ",d") + " MGA**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-05-18"}, RATE),
        A(v("392700000", ",d") + " / 4,510 = **$" + v("392700000/4510", ",.2f") + "**."),
        U("Trucks to move it all?"),
        A(v("18+11+24+7", "d") + " boxes at 120 a truck → **" + v("-(-60//120)", "d") + " trip**."),
        U("How many kg in VN-0416?"),
        A("**[[130]] kg**.", why="VN-0416 holds 24 boxes of 5 kg, 120 kg; the model wrote one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("April's green vanilla purchases: kg, cost and the mean price?"),
        C("get_purchases", {"month": "2027-04"}, MONTH_10),
        A("<think>\nkg 320+410+275+365 = " + v("320+410+275+365", ",d") + ".\n"
          "Cost: 320×37,500=" + v("320*37500", ",d") + ", 410×38,000=" + v("410*38000", ",d") + ", 275×39,000=" + v("275*39000", ",d") + ", 365×38,500=" + v("365*38500", ",d") + ".\n</think>\n\n"
          "- **" + v("1370", ",d") + " kg** green\n- Cost **" + v("12000000+15580000+10725000+14052500", ",d") + " MGA**\n"
          "- Mean **" + v("52357500/1370", ",.2f") + " MGA/kg**"),
        U("Cured vanilla from it?"),
        A("<think>\n" + v("1370", ",d") + " × 0.22.\n</think>\n\n**" + v("1370*0.22", ",.1f") + " kg**"),
        U("Biggest purchase's share of the kilos?"),
        A("<think>\n410 / " + v("1370", ",d") + ".\n</think>\n\n**" + v("410/1370*100", ".2f") + "%** (13 April, Farahalana)."),
        U("Total kg again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[1,470]] kg**", why="April's four purchases were 1,370 kg; the model restated it one digit off"),
    ),
    run(11, GROK41,
        U("rates"),
        C("get_rate", {"date": "2027-05-18"}, RATE),
        A("1 EUR = 4,920 MGA, 1 USD = 4,510 MGA."),
        U("black kg eur"),
        A("€" + v("1450000/4920", ".2f") + "."),
        U("red kg usd"),
        A("$" + v("980000/4510", ".2f") + "."),
        U("green kg usd"),
        A("$" + v("38000/4510", ".2f") + "."),
        U("box of black eur"),
        A("€" + v("5*1450000/4920", ",.2f") + "."),
    ),
    run(12, LLAMA4,
        U("12 kg red for an extract maker, boxes?"),
        A(v("-(-12//5)", "d") + " boxes."),
        U("price?"),
        A(v("12*980000", ",d") + " MGA, no discount under 50 kg."),
        U("with vat?"),
        A(v("11760000*1.2", ",.0f") + " MGA."),
        U("green vanilla behind it?"),
        A(v("12/(0.22*0.3)", ",.2f") + " kg."),
        U("sorters?"),
        A(v("12/0.3*4500", ",.0f") + " MGA."),
    ),
]
