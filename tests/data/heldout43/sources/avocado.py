"""avocado runs: the assistant of an avocado packhouse in Kayonza, Rwanda (tools designed for this set:
a farmers' delivery, an order, a truck dispatch, a washing batch and the day's rate as JSON, the cold
room log, the workers' sheet and a month's deliveries as CSV text, the packed stock as a markdown
table, an invoice as plain text), with crates of 20 kg, the export and local grades' shares and the
fruit back from the export grade, export cartons rounded up and pallets, wash-and-wax bins into an end
clock, cold room nights across midnight into electricity, packers by the carton and sorters with
overtime, a discount from 1,000 kg and VAT on top, a reefer truck by the km both ways, payment days,
dollars and euros at the day's rate; tool results and answers written here, in the styles of GPT-5.1
and Mistral Large 3 in Kinyarwanda (a dot between thousands, a decimal comma, Kinyarwanda month names
and `saa 8h00` clocks: `2.433.500 Frw`, `232,5`, `29 Kanama 2027`, `1.976,25 $`), Claude Opus 4.5,
Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2
(`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout43_avocado import POLICY, csv
from _heldout43_models import DEEPSEEK_V32, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_L3, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"avocado-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def r(expr: str, spec: str = ",.0f") -> str:
    """A computed value in Kinyarwanda spelling: a dot between thousands, a decimal comma."""
    return v(f"de({expr}, '{spec}')", "s")


RATE = {"date": "2027-08-17", "rwf_per_usd": 1420.0, "rwf_per_eur": 1560.0, "source": "National Bank of Rwanda"}
DELIVERY_1 = {"lot": "AV-0813", "cooperative": "Koperative Abahuzamugambi ba Kabarondo", "crates": 62, "kg_per_crate": 20,
              "price_per_kg": 450, "received": "2027-08-13", "variety": "Hass"}
COLD_2 = csv("batch,in,out,kg", "CR-21,2027-08-14 18:30,2027-08-15 06:00,1180", "CR-22,2027-08-15 19:10,2027-08-16 05:40,960",
             "CR-23,2027-08-16 17:45,2027-08-17 06:15,1320")
ORDER_3 = {"order": "KY-0816-3", "buyer": "Kigali Fresh Exporters Ltd", "export_kg": 1000, "local_kg": 200, "ordered": "2027-08-16",
           "dispatch": "2027-08-19T05:30", "to": "Kanombe", "km_one_way": 95, "drive_minutes": 150}
SHEET_4 = csv("worker,date,task,cartons,hours", "Uwase Claudine,2027-08-16,packing,184,", "Niyonzima Eric,2027-08-16,packing,156,",
              "Mukamana Josiane,2027-08-16,sorting,,10", "Habimana Jean Bosco,2027-08-16,sorting,,8", "Ingabire Aline,2027-08-16,packing,203,")
DISPATCH_5 = {"dispatch": "RF-0817", "to": "Kigali International Airport cargo", "km_one_way": 88, "departs": "2027-08-17T22:50",
              "drive_minutes": 165, "cartons": 456, "driver": "Mugisha Patrick"}
INVOICE_6 = """KAYONZA AVOCADO PACKHOUSE LTD                     INVOICE KAP-0377
Date: 2027-08-09
Buyer: Simba Supermarket, Kigali
Hass avocado, export grade    850 kg x 2,400        2,040,000
Hass avocado, local grade     300 kg x   650          195,000
Subtotal                                            2,235,000
Discount 6% (1,000 kg or more)                       -134,100
Net                                                 2,100,900
VAT 18%                                               378,162
Total (RWF)                                         2,479,062
Payable within 10 days of the invoice date"""
BATCH_7 = {"batch": "WX-0817-1", "lot": "AV-0813", "kg": 1800, "start": "2027-08-17T06:20", "line": "wash-and-wax 1"}
STOCK_9 = ("| lot | grade | units | kg per unit |\n|---|---|---|---|\n| AV-0805 | export | 180 cartons | 4 |\n| AV-0809 | local | 24 crates | 20 |\n"
           "| AV-0811 | export | 212 cartons | 4 |\n| AV-0814 | local | 15 crates | 20 |")
MONTH_10 = csv("date,crates,price_per_kg", "2027-07-06,48,440", "2027-07-13,55,450", "2027-07-20,61,455", "2027-07-27,52,460")

RUNS = [
    run(1, GPT51,
        U("Muraho. Ni ibiro bingahe by'avoka byaje muri AV-0813, kandi byatwaye angahe?"),
        C("get_delivery", {"lot": "AV-0813"}, DELIVERY_1),
        A("AV-0813 (byakiriwe ku wa 13 Kanama 2027, Koperative Abahuzamugambi ba Kabarondo):\n\n"
          "- Amasanduku 62 × ibiro 20 = **ibiro " + r("62*20") + "**\n- " + r("1240") + " × 450 Frw = **" + r("1240*450") + " Frw**"),
        U("Muri byo, ibyoherezwa hanze ni bingahe, n'iby'isoko ry'imbere?"),
        A("- Ibyoherezwa hanze (75%): " + r("1240") + " × 0,75 = **ibiro " + r("1240*0.75") + "**\n"
          "- Isoko ry'imbere (25%): **ibiro " + r("1240*0.25") + "**"),
        U("Ni amakarito angahe, kandi bifite agaciro kangahe?"),
        A("- Amakarito: 930 ÷ 4 = " + r("930/4", ",.1f") + " → **amakarito " + r("-(-930//4)") + "**\n"
          "- Hanze: 930 × " + r("2400") + " = " + r("930*2400") + " Frw\n- Imbere: 310 × 650 = " + r("310*650") + " Frw\n"
          "- Igiteranyo: **" + r("2232000+201500") + " Frw**"),
        U("Nidukuramo ayo twishyuye abahinzi, hasigara angahe?"),
        A(r("2433500") + " − " + r("558000") + " = **" + r("2433500-558000") + " Frw**"),
        U("Abapakira bazahembwa angahe?"),
        A("Amakarito 233 × 60 Frw = **" + r("233*60") + " Frw**"),
        U("Wavuze amakarito angahe?"),
        A("**Amakarito [[323]]**", why="930 kg of export grade fill 233 cartons of 4 kg rounded up; the model restated it with two digits swapped"),
    ),
    run(2, OPUS45,
        U("How did the cold room do the last three nights, and what did the electricity cost?"),
        C("get_cold_room_log", {"from": "2027-08-14"}, COLD_2),
        A("| Batch | In | Out | Hours | kg | kWh | Cost (RWF) |\n|---|---|---|---|---|---|---|\n"
          "| CR-21 | 18:30 | 06:00 | " + v("(datetime(2027,8,15,6,0)-datetime(2027,8,14,18,30)).seconds/3600", ".1f") + " | 1,180 | " + v("(datetime(2027,8,15,6,0)-datetime(2027,8,14,18,30)).seconds/3600*18", ".0f") + " | " + v("207*256", ",d") + " |\n"
          "| CR-22 | 19:10 | 05:40 | " + v("(datetime(2027,8,16,5,40)-datetime(2027,8,15,19,10)).seconds/3600", ".1f") + " | 960 | " + v("(datetime(2027,8,16,5,40)-datetime(2027,8,15,19,10)).seconds/3600*18", ".0f") + " | " + v("189*256", ",d") + " |\n"
          "| CR-23 | 17:45 | 06:15 | " + v("(datetime(2027,8,17,6,15)-datetime(2027,8,16,17,45)).seconds/3600", ".1f") + " | 1,320 | " + v("(datetime(2027,8,17,6,15)-datetime(2027,8,16,17,45)).seconds/3600*18", ".0f") + " | " + v("225*256", ",d") + " |\n\n"
          "Electricity: " + v("207+189+225", "d") + " kWh × 256 = **" + v("621*256", ",d") + " RWF**."),
        U("Mean night in the cold room?"),
        A("(" + v("11.5", ".1f") + " + " + v("10.5", ".1f") + " + " + v("12.5", ".1f") + ") / 3 = **" + v("(11.5+10.5+12.5)/3", ".1f") + " h**."),
        U("How much fruit went through, and how much of it export grade?"),
        A("1,180 + 960 + 1,320 = **" + v("1180+960+1320", ",d") + " kg**, about **" + v("3460*0.75", ",.0f") + " kg** export grade at 75%."),
        U("When did CR-23 come out?"),
        A("CR-23 came out at **[[07:15]]** this morning (17 August).", why="the cold room log has CR-23 out at 06:15 on 17 August; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, MISTRAL_L3,
        U("Mbarira komande KY-0816-3."),
        C("get_order", {"order": "KY-0816-3"}, ORDER_3),
        A("Komande KY-0816-3 (Kigali Fresh Exporters Ltd):\n\nIbyoherezwa hanze: " + r("1000") + " kg × " + r("2400") + " = " + r("1000*2400") + " Frw. "
          "Isoko ry'imbere: 200 kg × 650 = " + r("200*650") + " Frw. Byose hamwe " + r("2400000+130000") + " Frw ku biro " + r("1000+200") + ", birenze " + r("1000")
          + " → igabanywa rya 6%: −" + r("2530000*0.06") + " Frw. Hasigara " + r("2530000*0.94") + " Frw; TVA 18%: " + r("2378200*0.18") + " Frw.\n\n"
          "**Igiteranyo: " + r("2378200*1.18") + " Frw.**"),
        U("Ni amakarito angahe, kandi imodoka izagera i Kanombe ryari?"),
        A("Amakarito " + r("1000") + " ÷ 4 = **" + r("1000/4") + "**, n'amasanduku 200 ÷ 20 = **" + r("200/20") + "** y'isoko ry'imbere. "
          "Imodoka igenda ku wa 19 Kanama saa 5h30, iminota 150 → igera **saa " + v("'%dh%02d' % ((datetime(2027,8,19,5,30)+timedelta(minutes=150)).hour, (datetime(2027,8,19,5,30)+timedelta(minutes=150)).minute)", "s") + "** za mu gitondo. "
          "Ikiguzi cy'imodoka: 95 × 2 × " + r("1500") + " = **" + r("95*2*1500") + " Frw**."),
        U("Ni amadolari angahe?"),
        C("get_rate", {"date": "2027-08-17"}, RATE),
        A(r("2806276") + " Frw ÷ " + r("1420") + " = **" + r("2806276/1420", ",.2f") + " $**"),
        U("Bagomba kwishyura bitarenze ryari?"),
        A("Yoherejwe ku wa 19 Kanama; iminsi 10 → **" + v("(date(2027,8,19)+timedelta(days=10)).day", "d") + " Kanama 2027**."),
        U("TVA yari angahe?"),
        A("**[[482.076]] Frw**", why="the VAT on the 2,378,200 RWF net is 428,076 RWF; the model restated it with two digits swapped, in Kinyarwanda spelling"),
    ),
    run(4, QWEN3,
        U("Pay for yesterday's sheet?"),
        C("get_worker_sheet", {"date": "2027-08-16"}, SHEET_4),
        A("| Worker | Task | Cartons / h | Rate | Pay (RWF) |\n|---|---|---|---|---|\n"
          "| Uwase Claudine | packing | 184 | 60/carton | " + v("184*60", ",d") + " |\n| Niyonzima Eric | packing | 156 | 60/carton | " + v("156*60", ",d") + " |\n"
          "| Mukamana Josiane | sorting | 10 h | 3,500 + 2 h × 500 | " + v("3500+(10-8)*500", ",d") + " |\n| Habimana Jean Bosco | sorting | 8 h | 3,500 | 3,500 |\n"
          "| Ingabire Aline | packing | 203 | 60/carton | " + v("203*60", ",d") + " |\n| **Total** | | | | **" + v("11040+9360+4500+3500+12180", ",d") + "** |"),
        U("Mean cartons per packer, and the kilos they packed?"),
        A("| Item | Value |\n|---|---|\n| Cartons | " + v("184+156+203", "d") + " |\n| Mean per packer | " + v("(184+156+203)/3", ".0f") + " |\n"
          "| Kilos at 4 kg a carton | " + v("543*4", ",d") + " kg |"),
        U("Aline's pay in dollars?"),
        C("get_rate", {"date": "2027-08-17"}, RATE),
        A("| RWF | RWF/USD | USD |\n|---|---|---|\n| " + v("12180", ",d") + " | 1,420 | **" + v("12180/1420", ".2f") + "** |"),
        U("Eric's pay?"),
        A("| Worker | Pay |\n|---|---|\n| Niyonzima Eric | **[[9,630]] RWF** |", why="Eric's 156 cartons at 60 RWF are 9,360 RWF; the model swapped two digits"),
    ),
    run(5, KIMI_K2,
        U("The airport reefer tonight: cost and arrival?"),
        C("get_dispatch", {"dispatch": "RF-0817"}, DISPATCH_5),
        A("<think>\n88 × 2 × 1,500 = " + v("88*2*1500", ",d") + ", over the 80,000 minimum. 22:50 + 165 min = " + v("datetime(2027,8,17,22,50)+timedelta(minutes=165)", "%H:%M") + " next day.\n</think>\n\n"
          "- Truck: **" + v("88*2*1500", ",d") + " RWF**\n- Arrives **" + v("datetime(2027,8,17,22,50)+timedelta(minutes=165)", "%H:%M") + "** on " + v("(datetime(2027,8,17,22,50)+timedelta(minutes=165)).day", "d") + " August"),
        U("Fruit on board and its value?"),
        A("<think>\n456 cartons × 4 = " + v("456*4", ",d") + " kg export; × 2,400 = " + v("1824*2400", ",d") + ".\n</think>\n\n**" + v("1824", ",d") + " kg**, worth **" + v("1824*2400", ",d") + " RWF**."),
        U("Room left on the truck?"),
        A("<think>\n480 − 456.\n</think>\n\n**" + v("480-456", "d") + " cartons**."),
        U("Truck cost again?"),
        A("<think>\n88 × 2 × 1,500 = " + v("88*2*1500", ",d") + ".\n</think>\n\n**[[246,000]] RWF**", why="88 km both ways at 1,500 RWF is 264,000 RWF; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("Fagitire KAP-0377 igomba kwishyurwa ryari?"),
        C("get_invoice", {"number": "KAP-0377"}, INVOICE_6),
        A("KAP-0377 yakozwe ku wa 9 Kanama 2027; iminsi 10 → **" + v("(date(2027,8,9)+timedelta(days=10)).day", "d") + " Kanama 2027**, hasigaye iminsi "
          + v("(date(2027,8,19)-date(2027,8,17)).days", "d") + ". Igiteranyo ni **" + r("2479062") + " Frw**."),
        U("Ni amadolari angahe?"),
        C("get_rate", {"date": "2027-08-17"}, RATE),
        A(r("2479062") + " Frw ÷ " + r("1420") + " = **" + r("2479062/1420", ",.2f") + " $**"),
        U("Iyo hatabaho igabanywa byari kuba angahe?"),
        A(r("2235000") + " × 1,18 = **" + r("2235000*1.18") + " Frw**; igabanywa ryazigamye " + r("2637300-2479062") + " Frw."),
        U("Hoherejwe amakarito angahe?"),
        A("850 ÷ 4 = " + r("850/4", ",.1f") + " → **amakarito " + r("-(-850//4)") + "**, n'amasanduku 300 ÷ 20 = **" + r("300/20") + "** y'isoko ry'imbere."),
        U("TVA ni angahe?"),
        A("**" + r("378162") + " Frw**"),
        U("Nsubiriramo itariki ntarengwa."),
        A("**[[20 Kanama]] 2027**", why="the invoice of 9 August is due 10 days on, on 19 August 2027; the model restated it a day on"),
    ),
    run(7, SONNET45,
        U("Washing batch WX-0817-1 started this morning. When will the bins be done?"),
        C("get_batch", {"batch": "WX-0817-1"}, BATCH_7),
        A("**WX-0817-1** (lot AV-0813, 1,800 kg):\n\n- 1,800 / 300 = " + v("1800/300", ".0f") + " bins × 25 min = " + v("6*25", "d") + " min\n"
          "- Started 06:20 → done at **" + v("datetime(2027,8,17,6,20)+timedelta(minutes=150)", "%H:%M") + "**"),
        U("What export and local fruit should it give, and how many cartons?"),
        A("- Export: 1,800 × 0.75 = **" + v("1800*0.75", ",.0f") + " kg** → " + v("1350/4", ".1f") + " → **" + v("-(-1350//4)", "d") + " cartons**\n"
          "- Local: 1,800 × 0.25 = **" + v("1800*0.25", ".0f") + " kg**"),
        U("Worth?"),
        A(v("1350", ",d") + " × 2,400 = " + v("1350*2400", ",d") + "; " + v("450", "d") + " × 650 = " + v("450*650", ",d") + "; **" + v("3240000+292500", ",d") + " RWF**."),
        U("Packers and pallets for it?"),
        A(v("338", "d") + " × 60 = **" + v("338*60", ",d") + " RWF**; " + v("338", "d") + " cartons at 240 a pallet → **" + v("-(-338//240)", "d") + " pallets**."),
        U("What's the GlobalG.A.P. number on this lot?"),
        A("The lot's GGN is **[[4063061887152]]**.", why="no record carries a GlobalG.A.P. number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("A buyer wants 2,000 kg of export grade. Cartons, price with discount and VAT, and fruit we need?"),
        A("1. Cartons: 2,000 / 4 = **" + v("2000/4", ".0f") + " cartons**\n"
          "2. Price: 2,000 × 2,400 = " + v("2000*2400", ",d") + " RWF; 6% off: " + v("4800000*0.94", ",.0f") + "\n"
          "3. VAT 18%: " + v("4512000*0.18", ",.0f") + " → **" + v("4512000*1.18", ",.0f") + " RWF**\n"
          "4. Fruit: 2,000 / 0.75 = " + v("2000/0.75", ",.2f") + " kg → **" + v("-(-(2000/0.75)//20)", ".0f") + " crates** of 20 kg, " + v("2000/0.75*450", ",.0f") + " RWF to the farmers"),
        U("Packers for it?"),
        A("1. " + v("500", "d") + " cartons × 60\n2. **" + v("500*60", ",d") + " RWF**"),
        U("In euros?"),
        C("get_rate", {"date": "2027-08-17"}, RATE),
        A("1. " + v("5324160", ",d") + " / 1,560\n2. **" + v("5324160/1560", ",.2f") + " EUR**"),
        U("Fruit again, in kg?"),
        A("1. 2,000 × " + v("1+0.25", ".2f") + "\n2. **[[2,500.00]] kg**", why="the fruit for 2,000 kg of export grade is 2,000 / 0.75 = 2,666.67 kg; the model added the local grade's 25% to the export weight instead of dividing by 0.75, in a wrong step"),
    ),
    run(9, HAIKU45,
        U("What's our packed stock worth?"),
        C("get_stock", {}, STOCK_9),
        A("- **Export**: (180 + 212) × 4 = " + v("(180+212)*4", ",d") + " kg × 2,400 = **" + v("1568*2400", ",d") + " RWF**\n"
          "- **Local**: (24 + 15) × 20 = " + v("(24+15)*20", "d") + " kg × 650 = **" + v("780*650", ",d") + " RWF**\n"
          "- Total **" + v("3763200+507000", ",d") + " RWF**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-08-17"}, RATE),
        A(v("4270200", ",d") + " / 1,420 = **$" + v("4270200/1420", ",.2f") + "**."),
        U("Reefer trips for the export cartons?"),
        A(v("180+212", "d") + " cartons at 480 a truck → **" + v("-(-392//480)", "d") + " trip**."),
        U("How many kg in AV-0811?"),
        A("**[[858]] kg**.", why="AV-0811 holds 212 cartons of 4 kg, 848 kg; the model wrote one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("July's deliveries: crates, kg, cost and the mean price?"),
        C("get_deliveries", {"month": "2027-07"}, MONTH_10),
        A("<think>\nCrates 48+55+61+52 = " + v("48+55+61+52", "d") + "; kg × 20 = " + v("216*20", ",d") + ".\n"
          "Cost: " + v("48*20", "d") + "×440=" + v("48*20*440", ",d") + ", " + v("55*20", ",d") + "×450=" + v("55*20*450", ",d") + ", " + v("61*20", ",d") + "×455=" + v("61*20*455", ",d") + ", " + v("52*20", ",d") + "×460=" + v("52*20*460", ",d") + ".\n</think>\n\n"
          "- **" + v("216", "d") + " crates**, **" + v("4320", ",d") + " kg**\n- Cost **" + v("422400+495000+555100+478400", ",d") + " RWF**\n"
          "- Mean **" + v("1950900/4320", ".2f") + " RWF/kg**"),
        U("Export grade from it?"),
        A("<think>\n" + v("4320", ",d") + " × 0.75.\n</think>\n\n**" + v("4320*0.75", ",.0f") + " kg**"),
        U("Biggest delivery's share of the crates?"),
        A("<think>\n61 / " + v("216", "d") + ".\n</think>\n\n**" + v("61/216*100", ".2f") + "%** (20 July)."),
        U("Total crates again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[226]] crates**", why="July's four deliveries were 216 crates; the model restated it one digit off"),
    ),
    run(11, GROK41,
        U("rates"),
        C("get_rate", {"date": "2027-08-17"}, RATE),
        A("1 USD = 1,420 RWF, 1 EUR = 1,560 RWF."),
        U("export kg usd"),
        A("$" + v("2400/1420", ".2f") + "."),
        U("local kg usd"),
        A("$" + v("650/1420", ".2f") + "."),
        U("farm price kg usd"),
        A("$" + v("450/1420", ".2f") + "."),
        U("export carton eur"),
        A("€" + v("4*2400/1560", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("30 kg export grade for a hotel, cartons?"),
        A(v("-(-30//4)", "d") + " cartons."),
        U("price?"),
        A(v("30*2400", ",d") + " RWF, no discount under 1,000 kg."),
        U("with vat?"),
        A(v("72000*1.18", ",.0f") + " RWF."),
        U("fruit behind it?"),
        A(v("30/0.75", ".0f") + " kg."),
        U("packers?"),
        A(v("8*60", "d") + " RWF."),
    ),
]
