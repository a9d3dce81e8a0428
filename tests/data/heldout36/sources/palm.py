"""palm runs: the assistant of a palm sugar co-operative in Kampong Speu (tools designed for this set:
a climber's day, a boiling day, an export order, a certification, a truck, a wok and the day's rate
as JSON, sugar stock, a week's wages sheet and a morning's sap deliveries as CSV text, an invoice as
plain text), with sap by the litre and a bonus by the litre before 08:00, litres into kilos of sugar
at 7 to 1, woks' end clocks 3.5 hours on, firewood by the wok, rounds of woks and an end clock days
on, paste and granules with an organic premium and a loss to granulating, jars, cartons and bags,
payment 45 days after an invoice, trees tapped and litres a day, a certificate's end and the days
to it, wages with overtime by the day, riel and euros at the day's rate; tool results and answers
written here, in the styles of GPT-5.1 and Gemini 3 Pro in Khmer (Khmer digits, a dot between
thousands and a decimal comma: `៩១.០០០ ៛`, `២២,៣៩ ដុល្លារ`, `ថ្ងៃទី៦ ខែមីនា ឆ្នាំ២០២៧`, `ម៉ោង ៤:៤០ ល្ងាច`), Claude Opus 4.5,
Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2
(`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout36_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout36_palm import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"palm-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def k(expr: str, spec: str = ",.0f") -> str:
    """A computed number in Khmer spelling: Khmer digits, a dot between thousands, a decimal comma."""
    return v("km(" + expr + ", '" + spec + "')", "s")


def kd(expr: str) -> str:
    """A computed date's day of the month in Khmer digits, after `ថ្ងៃទី`."""
    return v("khm('%d' % (" + expr + ").day)", "s")


def ky(expr: str) -> str:
    """A computed date's year in Khmer digits, after `ឆ្នាំ`."""
    return v("khm('%d' % (" + expr + ").year)", "s")


RATE = {"date": "2027-02-03", "usd_khr": 4065, "eur_usd": 1.0840, "source": "National Bank of Cambodia"}
CLIMBER_1 = {"climber": "Sok Chea", "village": "Trapeang Kraloeung", "date": "2027-02-03",
             "deliveries": [{"time": "06:20", "litres": 42}, {"time": "16:40", "litres": 35}]}
BOIL_2 = {"date": "2027-02-02", "woks": [{"wok": "W1", "litres": 60, "start": "05:30"}, {"wok": "W2", "litres": 60, "start": "06:10"},
                                         {"wok": "W3", "litres": 48, "start": "07:45"}, {"wok": "W4", "litres": 60, "start": "09:00"}]}
ORDER_3 = {"order": "KS-EX-2701", "buyer": "Fair Palm GmbH, Hamburg", "product": "organic granules", "kg": 1500, "price_usd_kg": 3.70,
           "invoice_date": "2027-01-28", "terms_days": 45, "packing": "bags 25 kg"}
STOCK_4 = csv("lot,product,kg,organic", "PS-0121,paste,420,yes", "PS-0124,paste,365,no", "GR-0118,granules,280,yes",
              "GR-0126,granules,195,no")
WAGES_5 = csv("worker,mon,tue,wed,thu,fri,sat", "Chan Sreymom,8,8,10,8,8,0", "Keo Vanna,9,9,8,8,8,8",
              "Lim Sophal,8,0,8,11,8,8", "Pich Dara,8,8,8,8,0,0")
INVOICE_6 = """KAMPONG SPEU PALM SUGAR CO-OP   វិក្កយបត្រ INV-2701-015   20/01/2027
អតិថិជន / Customer: Angkor Sweets Co., Siem Reap
Palm sugar paste (jar 500 g)       480 jars x  1.55     744.00
Palm sugar granules (bag 25 kg)      6 bags x 85.00     510.00
Palm sugar paste organic (kg)       40 kg   x  3.10     124.00
TOTAL USD                                         1,378.00
Payment: 45 days from the invoice date"""
CERT_7 = {"group": "Trapeang Kraloeung", "certifier": "Ecocert", "standard": "EU organic", "certified_trees": 1840,
          "inspected": "2026-11-14", "valid_months": 12, "trees_tapped_today": 1215, "litres_per_tree_day": 2.5}
TRUCK_8 = {"truck": "PP-3B-2291", "to": "Phnom Penh", "departs": "2027-02-03T13:15", "km": 48, "avg_kmh": 32, "cartons": 70,
           "jars_per_carton": 24, "product": "paste", "unload_min": 35}
SAP_9 = csv("climber,time,litres", "Sok Chea,06:20,42", "Meas Rith,07:35,38", "Oun Sambath,07:55,44", "Hem Bopha,08:10,31",
            "Ros Vichet,09:05,27")
WOK_12 = {"wok": "W7", "litres": 54, "start": "10:20", "date": "2027-02-03"}

RUNS = [
    run(1, GPT51,
        U("សួស្តី។ ថ្ងៃនេះ សុខ ជា ត្រូវទទួលប្រាក់ប៉ុន្មាន?"),
        C("get_climber_day", {"climber": "Sok Chea", "date": "2027-02-03"}, CLIMBER_1),
        A("លោក សុខ ជា (ភូមិត្រពាំងក្រឡឹង) បានប្រគល់ទឹកត្នោតពីរដងថ្ងៃនេះ៖\n\n"
          "- ម៉ោង ៦:២០ ព្រឹក (មុនម៉ោង ៨)៖ ៤២ លីត្រ × (១.១០០ + ១៥០) = **" + k("42*(1100+150)") + " ៛**\n"
          "- ម៉ោង " + v("khm('%d:%02d' % (16-12, 40))", "s") + " ល្ងាច៖ ៣៥ លីត្រ × ១.១០០ = **" + k("35*1100") + " ៛**\n\n"
          "**សរុប៖ " + k("52500+38500") + " ៛**"),
        U("ទឹកត្នោតនេះធ្វើស្ករបានប៉ុន្មានគីឡូ?"),
        A("(៤២ + ៣៥) = " + k("42+35") + " លីត្រ ÷ ៧ = **" + k("77/7") + " គីឡូក្រាម** ស្ករត្នោត។"),
        U("ប្រាក់សរុបជាដុល្លារប៉ុន្មាន?"),
        C("get_rate", {"date": "2027-02-03"}, RATE),
        A("តាមអត្រាថ្ងៃនេះ (១ ដុល្លារ = ៤.០៦៥ ៛)៖ " + k("52500+38500") + " ÷ ៤.០៦៥ = **" + k("91000/4065", ".2f") + " ដុល្លារ**។"),
        U("ប្រាក់បន្ថែមទឹកត្នោតព្រឹកប៉ុន្មាន?"),
        A("៤២ លីត្រ × ១៥០ ៛ = **" + k("42*150") + " ៛**។"),
        U("ស្ករប៉ុន្មានគីឡូ ម្តងទៀត?"),
        A("**[[១៧]] គីឡូក្រាម**។", why="77 litres make 11 kg of sugar; the model restated it one digit off, in Khmer digits"),
    ),
    run(2, OPUS45,
        U("How did yesterday's boiling go? When did each wok finish, and how much sugar?"),
        C("get_boiling_day", {"date": "2027-02-02"}, BOIL_2),
        A("**Boiling house, 2 February** (3.5 hours a wok):\n\n"
          "| Wok | Litres | Start | Done |\n|---|---|---|---|\n"
          "| W1 | 60 | 05:30 | " + v("datetime(2027,2,2,5,30)+timedelta(hours=3.5)", "%H:%M") + " |\n"
          "| W2 | 60 | 06:10 | " + v("datetime(2027,2,2,6,10)+timedelta(hours=3.5)", "%H:%M") + " |\n"
          "| W3 | 48 | 07:45 | " + v("datetime(2027,2,2,7,45)+timedelta(hours=3.5)", "%H:%M") + " |\n"
          "| W4 | 60 | 09:00 | " + v("datetime(2027,2,2,9,0)+timedelta(hours=3.5)", "%H:%M") + " |\n\n"
          "- **Sap:** " + v("60+60+48+60", "d") + " litres\n- **Sugar:** " + v("228", "d") + " / 7 = **" + v("228/7", ".2f") + " kg**"),
        U("Firewood?"),
        A("4 woks × 18 kg = **" + v("4*18", "d") + " kg**, at 450 KHR: **" + v("72*450", ",d") + " KHR**."),
        U("What did a kilo of sugar cost us in sap and wood, at the base sap price?"),
        A("- Sap: " + v("228", "d") + " L × 1,100 = " + v("228*1100", ",d") + " KHR\n- Wood: " + v("72*450", ",d") + " KHR\n"
          "- Together " + v("250800+32400", ",d") + " KHR / " + v("228/7", ".2f") + " kg = **" + v("283200/(228/7)", ",.2f") + " KHR/kg**"),
        U("And what's the day's sugar worth as paste?"),
        A(v("228/7", ".2f") + " kg × $2.80 = **$" + v("228/7*2.80", ".2f") + "**."),
        U("When did W3 come off the fire?"),
        A("At **[[11:45]]**.", why="W3 started at 07:45 and came off at 11:15; the model restated it one digit off"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("ការបញ្ជាទិញ KS-EX-2701 ពី Fair Palm មានតម្លៃប៉ុន្មាន ហើយពួកគេត្រូវបង់នៅពេលណា?"),
        C("get_export_order", {"order": "KS-EX-2701"}, ORDER_3),
        A("* **តម្លៃ៖** ១.៥០០ គីឡូក្រាម × ៣,៧០ ដុល្លារ (៣,៤០ + ០,៣០ សរីរាង្គ) = **" + k("1500*3.70", ",.2f") + " ដុល្លារ**\n"
          "* **បាវ ២៥ គីឡូ៖** ១.៥០០ ÷ ២៥ = **" + k("1500/25") + " បាវ**\n"
          "* **ថ្ងៃបង់ប្រាក់៖** ថ្ងៃទី២៨ ខែមករា + ៤៥ ថ្ងៃ = **ថ្ងៃទី" + kd("date(2027,1,28)+timedelta(days=45)") + " ខែមីនា ឆ្នាំ"
          + ky("date(2027,1,28)+timedelta(days=45)") + "**"),
        U("ជាប្រាក់រៀលប៉ុន្មាន?"),
        C("get_rate", {"date": "2027-02-03"}, RATE),
        A("* " + k("1500*3.70", ",.2f") + " × ៤.០៦៥ = **" + k("5550*4065") + " ៛**"),
        U("ត្រូវការទឹកត្នោតប៉ុន្មានលីត្រ ដើម្បីធ្វើគ្រាប់ស្ករនេះ?"),
        A("* ស្ករខាប់ត្រូវការ៖ ១.៥០០ ÷ ០,៩៤ = " + k("1500/0.94", ",.2f") + " គីឡូក្រាម\n"
          "* ទឹកត្នោត៖ " + k("1500/0.94", ",.2f") + " × ៧ = **" + k("1500/0.94*7", ",.2f") + " លីត្រ**"),
        U("ជាអឺរ៉ូវិញ?"),
        A("* " + k("1500*3.70", ",.2f") + " ÷ ១,០៨៤០ = **" + k("5550/1.0840", ",.2f") + " អឺរ៉ូ**"),
        U("ថ្ងៃបង់ប្រាក់ ម្តងទៀត?"),
        A("* **ថ្ងៃទី[[១៥]] ខែមីនា ឆ្នាំ" + ky("date(2027,1,28)+timedelta(days=45)") + "**",
          why="45 days after 28 January 2027 is 14 March; the model restated it a day on, in Khmer digits"),
    ),
    run(4, QWEN3,
        U("Value our sugar stock."),
        C("get_sugar_stock", {"store": "main"}, STOCK_4),
        A("| Lot | Product | kg | Organic | $/kg | Value ($) |\n|---|---|---|---|---|---|\n"
          "| PS-0121 | paste | 420 | yes | " + v("2.80+0.30", ".2f") + " | " + v("420*3.10", ",.2f") + " |\n"
          "| PS-0124 | paste | 365 | no | 2.80 | " + v("365*2.80", ",.2f") + " |\n"
          "| GR-0118 | granules | 280 | yes | " + v("3.40+0.30", ".2f") + " | " + v("280*3.70", ",.2f") + " |\n"
          "| GR-0126 | granules | 195 | no | 3.40 | " + v("195*3.40", ",.2f") + " |\n"
          "| **Total** | | " + v("420+365+280+195", ",d") + " | | | **" + v("1302+1022+1036+663", ",.2f") + "** |"),
        U("How many 500 g jars could the paste fill, and cartons?"),
        A("| Paste kg | Jars | Cartons of 24 | Jars over |\n|---|---|---|---|\n| " + v("420+365", "d") + " | " + v("785*2", ",d") + " | "
          + v("1570//24", "d") + " | " + v("1570-65*24", "d") + " |"),
        U("What if we granulated all the paste instead?"),
        A("| Lot | Paste kg | Granules kg (−6%) | $/kg | Value ($) |\n|---|---|---|---|---|\n"
          "| PS-0121 | 420 | " + v("420*0.94", ".1f") + " | " + v("3.40+0.30", ".2f") + " | " + v("420*0.94*3.70", ",.2f") + " |\n"
          "| PS-0124 | 365 | " + v("365*0.94", ".1f") + " | 3.40 | " + v("365*0.94*3.40", ",.2f") + " |\n"
          "| **Total** | " + v("785", "d") + " | " + v("785*0.94", ".1f") + " | | **" + v("420*0.94*3.70+365*0.94*3.40", ",.2f") + "** |\n\n"
          "Against " + v("1302+1022", ",.2f") + " as paste: **+" + v("420*0.94*3.70+365*0.94*3.40-2324", ",.2f") + "**."),
        U("Organic share of the stock by weight?"),
        A("| Organic kg | All kg | Share |\n|---|---|---|\n| " + v("420+280", "d") + " | " + v("420+365+280+195", ",d") + " | "
          + v("700/1260*100", ".2f") + "% |"),
        U("Stock value again?"),
        A("| Value ($) |\n|---|\n| [[4,032.00]] |", why="the stock is worth $4,023.00; the model restated it with two digits swapped"),
    ),
    run(5, KIMI_K2,
        U("Boiling-house wages for last week, please."),
        C("get_wages_sheet", {"week": "2027-W04"}, WAGES_5),
        A("<think>\n32000 a day, 5000/h over 8.\nSreymom: 5 days, over " + v("10-8", "d") + " → " + v("5*32000+2*5000", ",d")
          + ".\nVanna: 6 days, over " + v("9-8", "d") + "+" + v("9-8", "d") + " = " + v("1+1", "d") + " → " + v("6*32000+2*5000", ",d")
          + ".\nSophal: 5 days, over " + v("11-8", "d") + " → " + v("5*32000+3*5000", ",d") + ".\nDara: 4 days → " + v("4*32000", ",d")
          + ".\nTotal " + v("170000+202000+175000+128000", ",d") + ".\n</think>\n\n"
          "| Worker | Days | Overtime h | Pay (KHR) |\n|---|---|---|---|\n"
          "| Chan Sreymom | 5 | 2 | " + v("5*32000+2*5000", ",d") + " |\n| Keo Vanna | 6 | 2 | " + v("6*32000+2*5000", ",d") + " |\n"
          "| Lim Sophal | 5 | 3 | " + v("5*32000+3*5000", ",d") + " |\n| Pich Dara | 4 | 0 | " + v("4*32000", ",d") + " |\n\n"
          "**Total: " + v("170000+202000+175000+128000", ",d") + " KHR**"),
        U("Overtime cost?"),
        A("<think>\n" + v("10-8", "d") + "+" + v("1+1", "d") + "+" + v("11-8", "d") + "+0 = " + v("2+2+3", "d") + " h.\n</think>\n\n" + v("2+2+3", "d") + " hours × 5,000 = **"
          + v("7*5000", ",d") + " KHR**."),
        U("The bill in dollars?"),
        C("get_rate", {"date": "2027-02-03"}, RATE),
        A("<think>\n" + v("170000+202000+175000+128000", "d") + " / 4065.\n</think>\n\n**$" + v("675000/4065", ".2f") + "**."),
        U("Keo Vanna's pay again?"),
        A("<think>\n6 × 32,000 = " + v("6*32000", ",d") + ", + " + v("1+1", "d") + " × 5,000 = " + v("2*5000", ",d") + ", = "
          + v("192000+10000", ",d") + ".\n</think>\n\n**[[220,000]] KHR**.",
          why="Keo Vanna's pay is 202,000 KHR; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("វិក្កយបត្រ INV-2701-015 របស់ Angkor Sweets ត្រូវបង់នៅថ្ងៃណា ហើយប៉ុន្មាន?"),
        C("get_invoice", {"invoice": "INV-2701-015"}, INVOICE_6),
        A("វិក្កយបត្រ INV-2701-015 ចុះថ្ងៃទី២០ ខែមករា ឆ្នាំ២០២៧ ត្រូវបង់ក្នុងរយៈពេល ៤៥ ថ្ងៃ៖ **ថ្ងៃទី"
          + kd("date(2027,1,20)+timedelta(days=45)") + " ខែមីនា ឆ្នាំ" + ky("date(2027,1,20)+timedelta(days=45)") + "**។ ចំនួនសរុប **១.៣៧៨,០០ ដុល្លារ**។"),
        U("ស្ករសរុបប៉ុន្មានគីឡូ?"),
        A("- ពាង៖ ៤៨០ × ០,៥ = " + k("480*0.5") + " គីឡូក្រាម\n- បាវ៖ ៦ × ២៥ = " + k("6*25") + " គីឡូក្រាម\n- សរីរាង្គ៖ ៤០ គីឡូក្រាម\n\n"
          "**សរុប៖ " + k("240+150+40") + " គីឡូក្រាម**"),
        U("ជាប្រាក់រៀលប៉ុន្មាន?"),
        C("get_rate", {"date": "2027-02-03"}, RATE),
        A("១.៣៧៨ × ៤.០៦៥ = **" + k("1378*4065") + " ៛**។"),
        U("តម្លៃមធ្យមក្នុងមួយគីឡូ?"),
        A("១.៣៧៨,០០ ÷ " + k("240+150+40") + " = **" + k("1378/430", ".2f") + " ដុល្លារ/គីឡូក្រាម**។"),
        U("ចំនួនជាប្រាក់រៀល ម្តងទៀត?"),
        A("**[[៥.៦១០.៥៧០]] ៛**។", why="1,378 USD is 5,601,570 KHR; the model restated it with two digits swapped, in Khmer digits"),
    ),
    run(7, SONNET45,
        U("How much sap are our certified trees giving, and when does the organic certificate run out?"),
        C("get_certification", {"group": "Trapeang Kraloeung"}, CERT_7),
        A("**Trapeang Kraloeung (Ecocert, EU organic)**\n\n"
          "- **Tapped today:** 1,215 of 1,840 certified trees, " + v("1215/1840*100", ".2f") + "%\n"
          "- **Sap:** 1,215 × 2.5 L = **" + v("1215*2.5", ",.1f") + " L a day**\n"
          "- **Sugar:** " + v("1215*2.5", ",.1f") + " / 7 = **" + v("1215*2.5/7", ".2f") + " kg a day**"),
        U("What's a day of that worth as organic paste?"),
        A(v("1215*2.5/7", ".2f") + " kg × $" + v("2.80+0.30", ".2f") + " = **$" + v("1215*2.5/7*3.10", ",.2f") + "** a day."),
        U("And the certificate?"),
        A("Inspected 14 November 2026 and valid 12 months: it runs to **" + v("date(2026+1,11,14)", "%-d %B %Y") + "**, "
          + v("(date(2026+1,11,14)-date(2027,2,3)).days", "d") + " days from today."),
        U("If every certified tree were tapped?"),
        A("1,840 × 2.5 = " + v("1840*2.5", ",.0f") + " L, so **" + v("1840*2.5/7", ".2f") + " kg** of sugar a day."),
        U("What's our certificate number? The buyer wants it on the documents."),
        A("It's **[[EC-KH-2026-4471]]**.", why="the certification record carries no certificate number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Truck PP-3B-2291 to Phnom Penh: arrival, unloading, and what's on it?"),
        C("get_truck", {"truck": "PP-3B-2291"}, TRUCK_8),
        A("1. Drive: 48 km / 32 km/h = " + v("48/32", "g") + " h → arrives **" + v("datetime(2027,2,3,13,15)+timedelta(hours=1.5)", "%H:%M") + "**\n"
          "2. Unloading 35 min → done **" + v("datetime(2027,2,3,14,45)+timedelta(minutes=35)", "%H:%M") + "**\n"
          "3. Load: 70 cartons × 24 = " + v("70*24", ",d") + " jars = " + v("1680*0.5", ".0f") + " kg of paste\n"
          "4. Value at $2.80/kg: **$" + v("840*2.80", ",.2f") + "**"),
        U("In riel?"),
        C("get_rate", {"date": "2027-02-03"}, RATE),
        A("1. $" + v("840*2.80", ",.2f") + " × 4,065 = **" + v("2352*4065", ",d") + " KHR**"),
        U("How much sap went into that?"),
        A("1. " + v("1680*0.5", ".0f") + " kg × 7 = **" + v("840*7", ",d") + " L**"),
        U("How many jars again?"),
        A("1. **[[1,860]] jars**", why="70 cartons of 24 are 1,680 jars; the model restated it with two digits swapped"),
    ),
    run(9, HAIKU45,
        U("Pay this morning's sap deliveries."),
        C("get_sap_deliveries", {"date": "2027-02-03", "until": "09:30"}, SAP_9),
        A("Before 08:00 the sap earns 1,100 + 150 = " + v("1100+150", ",d") + " KHR/L:\n\n"
          "- Sok Chea, 06:20: 42 L × " + v("1100+150", ",d") + " = " + v("42*1250", ",d") + " KHR\n"
          "- Meas Rith, 07:35: 38 L × " + v("1100+150", ",d") + " = " + v("38*1250", ",d") + " KHR\n"
          "- Oun Sambath, 07:55: 44 L × " + v("1100+150", ",d") + " = " + v("44*1250", ",d") + " KHR\n"
          "- Hem Bopha, 08:10: 31 L × 1,100 = " + v("31*1100", ",d") + " KHR\n"
          "- Ros Vichet, 09:05: 27 L × 1,100 = " + v("27*1100", ",d") + " KHR\n\n"
          "**Total: " + v("42+38+44+31+27", "d") + " L for " + v("52500+47500+55000+34100+29700", ",d") + " KHR**"),
        U("How much sugar, and how many woks?"),
        A(v("42+38+44+31+27", "d") + " L / 7 = **" + v("182/7", "g") + " kg** of sugar; " + v("182", "d") + " / 60 = " + v("182/60", ".2f")
          + ", so **" + v("-(-182//60)", "d") + " woks** (the last one with " + v("182-3*60", "d") + " L)."),
        U("What did Hem Bopha lose by arriving after eight?"),
        A("She came " + v("(8*60+10)-8*60", "d") + " minutes late: 31 L × 150 = **" + v("31*150", ",d") + " KHR**."),
        U("Mean price per litre this morning?"),
        A(v("52500+47500+55000+34100+29700", ",d") + " / " + v("182", "d") + " = **" + v("218800/182", ",.2f") + " KHR/L**."),
        U("Total paid again?"),
        A("**[[218,080]] KHR**.", why="the morning's sap cost 218,800 KHR; the model restated it one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("We need 600 kg of paste. How much sap and how many woks, and if we run three woks at a time from 05:00 today, when are we done?"),
        A("<think>\n600 × 7 = " + v("600*7", ",d") + " L; / 60 = " + v("4200/60", "g") + " woks; / 3 = " + v("70/3", ".2f") + " → "
          + v("-(-70//3)", "d") + " rounds × 3.5 h = " + v("24*3.5", "g") + " h.\n</think>\n\n"
          "- **Sap:** 600 kg × 7 = **" + v("600*7", ",d") + " L**\n- **Woks:** " + v("600*7", ",d") + " / 60 = **" + v("4200/60", "g") + "**\n"
          "- **Rounds of three:** " + v("-(-70//3)", "d") + " (the last with one wok), " + v("24*3.5", "g") + " hours of boiling"),
        U("So when would the last round finish?"),
        A("<think>\n05:00 on 3 Feb + " + v("24*3.5", "g") + " h.\n</think>\n\nWorking around the clock: **"
          + v("datetime(2027,2,3,5,0)+timedelta(hours=84)", "%-d %B, %H:%M") + "**."),
        U("Firewood for it?"),
        A("<think>\n" + v("4200/60", "g") + " × 18.\n</think>\n\n" + v("4200/60", "g") + " woks × 18 kg = " + v("70*18", ",d") + " kg, × 450 = **"
          + v("1260*450", ",d") + " KHR**."),
        U("And the sap, if it all comes in before eight?"),
        A("<think>\nBase " + v("600*7", ",d") + " × 1,100, plus the morning 150.\n</think>\n\n"
          + v("600*7", ",d") + " L × 1,100 + 150 = **[[4,620,150]] KHR**.",
          why="morning sap costs 1,250 KHR a litre: 4,200 L is 5,250,000 KHR; the model added the 150 bonus once instead of per litre"),
    ),
    run(11, GROK41,
        U("khr rate"),
        C("get_rate", {"date": "2027-02-03"}, RATE),
        A("1 USD = 4,065 KHR."),
        U("paste kg in riel"),
        A(v("2.80*4065", ",.0f") + " KHR."),
        U("granules"),
        A(v("3.40*4065", ",.0f") + " KHR."),
        U("eur?"),
        A("1 EUR = 1.0840 USD."),
        U("paste in eur"),
        A("€" + v("2.80/1.0840", ".2f") + "/kg."),
    ),
    run(12, LLAMA4,
        U("wok W7 done when?"),
        C("get_wok", {"wok": "W7"}, WOK_12),
        A(v("datetime(2027,2,3,10,20)+timedelta(hours=3.5)", "%H:%M") + " (10:20 + 3.5 h)."),
        U("sugar?"),
        A(v("54/7", ".2f") + " kg."),
        U("jars?"),
        A(v("54/7/0.5", ".1f") + ", so " + v("int(54/7/0.5)", "d") + " full jars."),
        U("wood cost?"),
        A("18 kg × 450 = " + v("18*450", ",d") + " KHR."),
    ),
]
