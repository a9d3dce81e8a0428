"""felt runs: the assistant of a felt workshop in Ashgabat (tools designed for this set: an order, a
delivery, a wool purchase and the day's rate as JSON, the day's rolling, the felters' hours and a
month's sales as CSV text, the wool stock as a markdown table, an invoice in Turkmen as plain text),
with felt areas into prices a square metre, a patterned premium, a discount from 20 m² and VAT on top,
clean wool by the square metre and greasy wool from what washing leaves, laid-out sides from the
shrinkage, rolling of 4 h 30 min into clocks and workshop days, drying days, felters by the hour with
overtime at 1.5 times, delivery by the km, payment days, dollars and roubles at the day's rate; tool
results and answers written here, in the styles of GPT-5.1 and Mistral Large 3 in Turkmen (a no-break
space between thousands, a decimal comma, day-month dates: `6 462,26 manat`, `15.04.2027`,
`2027-nji ýylyň 18-nji aprelinde`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes),
Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1
and Llama 4 (a few words)."""

from _heldout41_felt import POLICY, csv
from _heldout41_models import DEEPSEEK_V32, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_L3, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U

NB = "\u00a0"


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"felt-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def t(expr: str, spec: str = ",.2f") -> str:
    """A computed value in Turkmen spelling (a no-break space between thousands, a decimal comma)."""
    return v(f"nb({expr}, '{spec}')", "s")


RATE = {"date": "2027-04-13", "tmt_per_usd": 3.50, "rub_per_tmt": 26.15, "source": "Central Bank of Turkmenistan"}
ORDER_1 = {"order": "AK-0409-3", "customer": "Merdan Öwezow", "felts": [
    {"type": "thick", "patterned": True, "width_m": 2.0, "length_m": 3.0, "qty": 2},
    {"type": "standard", "patterned": False, "width_m": 1.5, "length_m": 2.0, "qty": 4}], "delivery_to": "Mary", "km": 370}
ROLL_2 = csv("felt,type,size_m,start,felter", "K-0413-1,standard,1.5x2.0,08:00,Aýna", "K-0413-2,thick,2.0x3.0,12:40,Gülşat", "K-0413-3,standard,1.2x1.8,13:10,Maral")
FELTERS_3 = csv("felter,date,in,out", "Aýna Durdyýewa,2027-04-10,08:00,15:30", "Aýna Durdyýewa,2027-04-12,08:00,18:00",
                "Gülşat Orazowa,2027-04-12,08:00,17:00", "Maral Berdiýewa,2027-04-12,09:30,18:00")
WOOL_4 = ("| lot | colour | greasy kg | washed | store |\n|---|---|---|---|---|\n| W-311 | white | 180 | no | Ammar 1 |\n"
          "| W-312 | brown | 145 | yes, 89.9 kg clean | Ammar 1 |\n| W-315 | black | 96 | no | Ammar 2 |")
INVOICE_6 = f"""AK ÖÝ KEÇE USSAHANASY, AŞGABAT                 HASAP-FAKTURA AK-HF-0152
Senesi: 2027-04-05
Alyjy: "Miras" myhmanhanasy, Aşgabat
Galyň keçe, nagyşly      8,00 m² x 324,00        2 592,00
Adaty keçe              16,00 m² x 185,00        2 960,00
Jemi                                             5 552,00
Arzanladyş 8% (20 m² we ondan köp)                -444,16
Arassa                                           5 107,84
GBS 15%                                            766,18
Jemi tölemeli                                    5 874,02
Eltip bermek (Aşgabat)                              40,00
Umumy                                            5 914,02
Töleg hasap-faktura senesinden 10 günüň içinde"""
DELIV_7 = {"delivery": "EL-0413-1", "order": "AK-0407-2", "to": "Daşoguz", "km": 480, "departs": "2027-04-13T19:45", "drive_minutes": 430,
           "stops_minutes": 45, "felts": 5, "weight_kg": 74, "driver": "Batyr"}
WOOL_9 = {"purchase": "YU-0411", "seller": "Ahal sheep farm", "bales": 12, "greasy_kg": 642, "price_tmt_per_kg": 14.5, "received": "2027-04-11"}
SALES_10 = csv("invoice,date,m2,net_tmt", "AK-HF-0141,2027-03-04,12.0,2220.00", "AK-HF-0144,2027-03-12,9.5,2280.00",
               "AK-HF-0147,2027-03-19,26.0,4425.20", "AK-HF-0149,2027-03-27,6.0,1458.00")

RUNS = [
    run(1, GPT51,
        U("Salam. AK-0409-3 sargydyň bahasy näçe?"),
        C("get_order", {"order": "AK-0409-3"}, ORDER_1),
        A("AK-0409-3 sargyt (Merdan Öwezow):\n\n"
          "- Galyň nagyşly keçe: 2,0 × 3,0 = " + t("2.0*3.0", ".1f") + " m² × 2 = " + t("6*2", ".1f") + " m²; 240 × 1,35 = " + t("240*1.35") + " manat/m² → " + t("12*324") + " manat\n"
          "- Adaty keçe: 1,5 × 2,0 = " + t("1.5*2.0", ".1f") + " m² × 4 = " + t("3*4", ".1f") + " m² × 185 = " + t("12*185") + " manat\n"
          "- Jemi: " + t("6+6", ".1f") + " + " + t("12", ".1f") + " = " + t("12+12", ".1f") + " m², " + t("3888+2220") + " manat; 20 m²-den köp, arzanladyş 8%: −" + t("6108*0.08") + "\n"
          "- Arassa: " + t("6108*0.92") + " manat\n- GBS 15%: " + t("5619.36*0.15") + " manat\n"
          "- **Jemi: " + t("5619.36*1.15") + " manat**"),
        U("Näçe ýüň gerek bolar we onuň bahasy?"),
        A("- Galyň: " + t("12", ".1f") + " m² × 3,1 = " + t("12*3.1", ".1f") + " kg\n- Adaty: " + t("12", ".1f") + " m² × 2,4 = " + t("12*2.4", ".1f") + " kg\n"
          "- Arassa ýüň: " + t("37.2+28.8", ".1f") + " kg → ýuwulmadyk ýüň: " + t("66", ".1f") + " ÷ 0,62 = **" + t("66/0.62") + " kg** × 14,50 = **" + t("66/0.62*14.5") + " manat**"),
        U("Galyň keçäniň ýüňi näçe ölçegde ýazylmaly?"),
        A("2,0 ÷ 0,8 = " + t("2.0/0.8") + " m, 3,0 ÷ 0,8 = " + t("3.0/0.8") + " m → **" + t("2.5*3.75", ".3f") + " m²**."),
        U("Haçan taýýar bolar? Ertir başlasak."),
        A("Keçe " + v("2+4", "d") + " sany × 4 sag 30 min = " + v("6*4.5", "g") + " sagat; günde 10 sagat → " + t("27/10", ".1f") + " → **" + v("-(-27//10)", ".0f")
          + " gün** (" + v("(date(2027,4,13)+timedelta(days=1)).day", "d") + "–" + v("(date(2027,4,14)+timedelta(days=2)).day", "d") + " aprel), soňra 2 gün guratmak → **"
          + v("date(2027,4,16)+timedelta(days=2)", "%d.%m.%Y") + "**, ýagny 2027-nji ýylyň " + v("(date(2027,4,16)+timedelta(days=2)).day", "d") + "-nji aprelinde."),
        U("Mara eltip bermek näçä düşer?"),
        A("370 km × 2,60 = **" + t("370*2.6") + " manat**; sargyt bilen bile " + t("6462.26+962") + " manat."),
        U("Sargydyň jemini ýene bir gezek aýdyp beriň?"),
        A("**[[6" + NB + "426,26]] manat**", why="the order with VAT is 6,462.26 TMT; the model restated it with two digits swapped, in Turkmen spelling"),
    ),
    run(2, OPUS45,
        U("What's being rolled today and when does each come off?"),
        C("get_rolling", {"date": "2027-04-13"}, ROLL_2),
        A("**Rolling, 13 April** (4 h 30 min each; the workshop closes at 18:00):\n\n| Felt | Type | Start | Done |\n|---|---|---|---|\n"
          "| K-0413-1 | standard 1.5 × 2.0 | 08:00 | " + v("datetime(2027,4,13,8,0)+timedelta(minutes=270)", "%H:%M") + " |\n"
          "| K-0413-2 | thick 2.0 × 3.0 | 12:40 | " + v("datetime(2027,4,13,12,40)+timedelta(minutes=270)", "%H:%M") + " |\n"
          "| K-0413-3 | standard 1.2 × 1.8 | 13:10 | " + v("datetime(2027,4,13,13,10)+timedelta(minutes=270)", "%H:%M") + " |\n\n"
          "The last comes off " + v("(datetime(2027,4,13,18,0)-datetime(2027,4,13,17,40)).seconds//60", "d") + " min before closing; all three dry until "
          + v("(date(2027,4,13)+timedelta(days=2)).day", "d") + " April."),
        U("How big is each laid out before felting?"),
        A("- K-0413-1: " + v("1.5/0.8", ".3f") + " × " + v("2.0/0.8", ".1f") + " m = **" + v("1.875*2.5", ".4f") + " m²**\n"
          "- K-0413-2: " + v("2.0/0.8", ".1f") + " × " + v("3.0/0.8", ".2f") + " m = **" + v("2.5*3.75", ".3f") + " m²**\n"
          "- K-0413-3: " + v("1.2/0.8", ".1f") + " × " + v("1.8/0.8", ".2f") + " m = **" + v("1.5*2.25", ".3f") + " m²**"),
        U("Clean wool for today's three?"),
        A("- K-0413-1: " + v("1.5*2.0", ".1f") + " m² × 2.4 = " + v("3*2.4", ".1f") + " kg\n- K-0413-2: " + v("2.0*3.0", ".1f") + " m² × 3.1 = " + v("6*3.1", ".1f") + " kg\n"
          "- K-0413-3: " + v("1.2*1.8", ".2f") + " m² × 2.4 = " + v("2.16*2.4", ".3f") + " kg\n- **" + v("7.2+18.6+5.184", ".3f") + " kg** in all"),
        U("When does Gülşat's thick felt come off?"),
        A("K-0413-2 comes off at **[[18:10]]**.", why="K-0413-2 starts at 12:40 and rolling takes 4 h 30 min, so it comes off at 17:10; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, MISTRAL_L3,
        U("Salam, keçe ussalarynyň şu hepdeki aýlygy näçe?"),
        C("get_felter_hours", {"from": "2027-04-10", "to": "2027-04-12"}, FELTERS_3),
        A("Keçe ussalarynyň aýlygy (sagady 22 manat, 8 sagatdan artygy 1,5 esse, ýagny " + t("22*1.5") + " manat):\n\n"
          "- Aýna Durdyýewa, 10.04: " + t("(datetime(2027,4,10,15,30)-datetime(2027,4,10,8,0)).seconds/3600", ".1f") + " sagat → " + t("7.5*22") + " manat\n"
          "- Aýna Durdyýewa, 12.04: " + t("(datetime(2027,4,12,18,0)-datetime(2027,4,12,8,0)).seconds/3600", ".1f") + " sagat → 8 × 22 + 2 × " + t("33", ".0f") + " = " + t("8*22+2*33") + " manat\n"
          "- Gülşat Orazowa, 12.04: " + t("(datetime(2027,4,12,17,0)-datetime(2027,4,12,8,0)).seconds/3600", ".1f") + " sagat → " + t("8*22+1*33") + " manat\n"
          "- Maral Berdiýewa, 12.04: " + t("(datetime(2027,4,12,18,0)-datetime(2027,4,12,9,30)).seconds/3600", ".1f") + " sagat → " + t("8*22+0.5*33") + " manat\n"
          "- **Jemi: " + t("165+242+209+192.5") + " manat**"),
        U("Artyk sagatlar näçe boldy?"),
        A(t("2+1+0.5", ".1f") + " sagat × " + t("33", ".0f") + " = **" + t("3.5*33") + " manat**."),
        U("Dollarda näçe?"),
        C("get_rate", {"date": "2027-04-13"}, RATE),
        A(t("808.5") + " ÷ 3,50 = **" + t("808.5/3.5") + " $**"),
        U("Bir ussa ortaça näçe aldy?"),
        A(t("808.5") + " ÷ 3 = **" + t("808.5/3") + " manat**."),
        U("Gülşadyň aýlygy näçe?"),
        A("**[[219,00]] manat**", why="Gülşat's 9 hours pay 8 x 22 + 1 x 33 = 209.00 TMT; the model restated it one digit off, in Turkmen spelling"),
    ),
    run(4, QWEN3,
        U("Wool in stock: how much clean wool will we have?"),
        C("get_wool_stock", {"store": "all"}, WOOL_4),
        A("| Lot | Colour | Greasy kg | Clean kg |\n|---|---|---|---|\n"
          "| W-311 | white | 180 | " + v("180*0.62", ".1f") + " |\n| W-312 | brown | 145 | 89.9 (washed) |\n| W-315 | black | 96 | " + v("96*0.62", ".2f") + " |\n"
          "| **Total** | | **" + v("180+145+96", "d") + "** | **" + v("111.6+89.9+59.52", ".2f") + "** |\n\n"
          "Greasy value at 14.50: **" + v("421*14.5", ",.2f") + " TMT**"),
        U("Standard felt it could make?"),
        A("| Clean kg | kg/m² | m² |\n|---|---|---|\n| " + v("261.02", ".2f") + " | 2.4 | **" + v("261.02/2.4", ".2f") + "** |"),
        U("Dyeing W-311 after washing?"),
        A("| Clean kg | TMT/kg | Cost |\n|---|---|---|\n| " + v("111.6", ".1f") + " | 6.80 | **" + v("111.6*6.8", ",.2f") + "** |"),
        U("Clean wool from W-315?"),
        A("| Lot | Clean kg |\n|---|---|\n| W-315 | **[[59.25]]** |", why="96 kg of greasy wool leave 96 x 0.62 = 59.52 kg clean; the model swapped two digits"),
    ),
    run(5, KIMI_K2,
        U("Quote a thick patterned felt, 2.5 by 4 m."),
        A("<think>\n2.5 × 4 = " + v("2.5*4", ".1f") + " m². 240 × 1.35 = " + v("240*1.35", ".2f") + ". × 10 = " + v("324*10", ",.2f") + ". Under 20 m², no discount. VAT " + v("3240*0.15", ".2f") + ".\n</think>\n\n"
          "- " + v("10", ".1f") + " m² × " + v("324", ".2f") + " = " + v("3240", ",.2f") + " TMT\n- VAT 15%: " + v("3240*0.15", ".2f") + "\n- **" + v("3240*1.15", ",.2f") + " TMT**"),
        U("Wool for it?"),
        A("<think>\n10 × 3.1 = " + v("10*3.1", ".1f") + " kg clean; / 0.62 = " + v("31/0.62", ".1f") + " kg greasy; × 14.5 = " + v("50*14.5", ".2f") + ".\n</think>\n\n"
          "**" + v("31", ".1f") + " kg** clean, **" + v("31/0.62", ".1f") + " kg** greasy, **" + v("50*14.5", ".2f") + " TMT**."),
        U("Laid-out size?"),
        A("<think>\n2.5/0.8, 4/0.8.\n</think>\n\n**" + v("2.5/0.8", ".3f") + " × " + v("4/0.8", ".1f") + " m** = " + v("3.125*5", ".3f") + " m²"),
        U("What's the VAT on it again?"),
        A("<think>\n" + v("3240", ",.2f") + " × 0.15 = " + v("3240*0.15", ".2f") + ".\n</think>\n\n**[[468.00]] TMT**", why="the VAT on 3,240.00 TMT is 486.00 TMT; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("AK-HF-0152 hasap-fakturasyny haçana çenli tölemeli?"),
        C("get_invoice", {"number": "AK-HF-0152"}, INVOICE_6),
        A("Hasap-faktura 05.04.2027 senesinden; 10 gün → **" + v("date(2027,4,5)+timedelta(days=10)", "%d.%m.%Y") + "**, ýene **"
          + v("(date(2027,4,15)-date(2027,4,13)).days", "d") + " gün** galdy. Umumy: **5" + NB + "914,02 manat**."),
        U("Dollarda we rublda näçe?"),
        C("get_rate", {"date": "2027-04-13"}, RATE),
        A("- 5" + NB + "914,02 ÷ 3,50 = **" + t("5914.02/3.5") + " $**\n- 5" + NB + "914,02 × 26,15 = **" + t("5914.02*26.15") + " ₽**"),
        U("Arzanladyşsyz näçe bolardy?"),
        A("5" + NB + "552,00 × 1,15 + 40,00 = **" + t("5552*1.15+40") + " manat**; arzanladyş " + t("6424.8-5914.02") + " manat tygşytlady."),
        U("Jemi näçe inedördül metr?"),
        A("8,00 + 16,00 = **" + t("8+16") + " m²**."),
        U("Oňa näçe arassa ýüň gidýär?"),
        A("8 × 3,1 + 16 × 2,4 = " + t("8*3.1", ".1f") + " + " + t("16*2.4", ".1f") + " = **" + t("24.8+38.4", ".1f") + " kg**."),
        U("Töleg möhletini ýene bir gezek aýdyň?"),
        A("**[[16.04.2027]]**", why="the invoice of 5 April is due 10 days on, on 15.04.2027; the model restated it a day on"),
    ),
    run(7, SONNET45,
        U("The Daşoguz delivery goes tonight. Cost and arrival?"),
        C("get_delivery", {"delivery": "EL-0413-1"}, DELIV_7),
        A("**EL-0413-1 to Daşoguz** (480 km, 5 felts, 74 kg):\n\n"
          "- Cost: 480 × 2.60 = **" + v("480*2.6", ",.2f") + " TMT**\n"
          "- Departs 19:45; 430 min driving + 45 min stops = " + v("430+45", "d") + " min → arrives **"
          + v("datetime(2027,4,13,19,45)+timedelta(minutes=475)", "%H:%M") + " on " + v("(datetime(2027,4,13,19,45)+timedelta(minutes=475)).day", "d") + " April**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-04-13"}, RATE),
        A(v("1248", ",.2f") + " / 3.50 = **$" + v("1248/3.5", ".2f") + "**."),
        U("And if it were going across Ashgabat?"),
        A("A flat **40 TMT** in Ashgabat, " + v("1248-40", ",.2f") + " TMT less."),
        U("What's the waybill number?"),
        A("The waybill is **[[YH-0413-20917]]**.", why="the delivery record carries no waybill; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("A hotel wants 30 m² of plain standard felt in 3 m² pieces. Price, wool and rolling days?"),
        A("1. Price: 30 × 185 = " + v("30*185", ",.2f") + " TMT\n2. 20 m² or more: 8% off = " + v("5550*0.08", ".2f") + " → net " + v("5550*0.92", ",.2f") + "\n"
          "3. VAT 15%: " + v("5106*0.15", ".2f") + " → **" + v("5106*1.15", ",.2f") + " TMT**\n"
          "4. Clean wool: 30 × 2.4 = " + v("30*2.4", ".1f") + " kg; greasy " + v("72/0.62", ".2f") + " kg × 14.50 = " + v("72/0.62*14.5", ",.2f") + " TMT\n"
          "5. Pieces: 30 / 3 = " + v("30/3", ".0f") + "; rolling " + v("10*4.5", ".0f") + " h at 10 h a day → **" + v("-(-45//10)", ".0f") + " days**"),
        U("Laid-out size of a 1.5 × 2 piece?"),
        A("1. 1.5 / 0.8 = " + v("1.5/0.8", ".3f") + " m\n2. 2 / 0.8 = " + v("2/0.8", ".1f") + " m\n3. **" + v("1.875*2.5", ".4f") + " m²**"),
        U("Dyeing all of it?"),
        A("1. " + v("72", ".1f") + " kg clean × 6.80\n2. **" + v("72*6.8", ",.2f") + " TMT**"),
        U("Greasy wool to buy, again?"),
        A("1. " + v("72", ".1f") + " kg clean × 0.62\n2. **[[44.64]] kg**", why="greasy wool is the clean weight divided by 0.62, 72 / 0.62 = 116.13 kg; the model multiplied in a wrong step"),
    ),
    run(9, HAIKU45,
        U("The Ahal wool came in. Cost, and what felt will it make?"),
        C("get_wool_purchase", {"purchase": "YU-0411"}, WOOL_9),
        A("**YU-0411** (Ahal sheep farm, 11 April):\n\n- 642 kg × 14.50 = **" + v("642*14.5", ",.2f") + " TMT**\n- " + v("642/12", ".1f") + " kg a bale\n"
          "- Clean after washing: 642 × 0.62 = **" + v("642*0.62", ".2f") + " kg**"),
        U("How many square metres of felt?"),
        A("- Standard: " + v("398.04", ".2f") + " / 2.4 = **" + v("398.04/2.4", ".2f") + " m²**\n- Thick: " + v("398.04", ".2f") + " / 3.1 = **" + v("398.04/3.1", ".2f") + " m²**"),
        U("Worth as standard felt?"),
        A(v("398.04/2.4", ".2f") + " × 185 = **" + v("398.04/2.4*185", ",.2f") + " TMT** before VAT."),
        U("What did the wool cost, again?"),
        A("**[[9,399.00]] TMT**.", why="642 kg at 14.50 TMT cost 9,309.00 TMT; the model restated it one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("March sales: square metres, net, VAT and the price we got a square metre?"),
        C("get_sales", {"month": "2027-03"}, SALES_10),
        A("<think>\nm²: 12.0+9.5+26.0+6.0 = " + v("12+9.5+26+6", ".1f") + ". Net: 2220+2280+4425.20+1458 = " + v("2220+2280+4425.2+1458", ",.2f") + ".\nVAT 15% = "
          + v("10383.2*0.15", ",.2f") + ". Per m² " + v("10383.2/53.5", ".2f") + ".\n</think>\n\n"
          "- **" + v("53.5", ".1f") + " m²**, net **" + v("10383.2", ",.2f") + " TMT**\n- VAT: " + v("10383.2*0.15", ",.2f") + " TMT\n- **" + v("10383.2/53.5", ".2f") + " TMT a m²**"),
        U("Biggest sale and its share?"),
        A("<think>\nAK-HF-0147, 26.0 m²: 4425.20/10383.20.\n</think>\n\n**AK-HF-0147**, " + v("4425.2/10383.2*100", ".2f") + "% of the net."),
        U("In dollars?"),
        C("get_rate", {"date": "2027-04-13"}, RATE),
        A("<think>\n" + v("10383.2", ",.2f") + " / 3.50.\n</think>\n\n**$" + v("10383.2/3.5", ",.2f") + "**"),
        U("Total square metres again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[55.5]] m²**", why="March's four invoices sold 53.5 m²; the model restated it one digit off"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-04-13"}, RATE),
        A("1 USD = 3.50 TMT; 1 TMT = 26.15 RUB."),
        U("standard m2 usd"),
        A("$" + v("185/3.5", ".2f") + "."),
        U("thick m2 rub"),
        A(v("240*26.15", ",.2f") + " RUB."),
        U("greasy wool kg usd"),
        A("$" + v("14.5/3.5", ".2f") + "."),
        U("ashgabat delivery rub"),
        A(v("40*26.15", ",.2f") + " RUB."),
    ),
    run(12, LLAMA4,
        U("standard felt 2 x 3 m, area?"),
        A(v("2*3", "d") + " m²."),
        U("price?"),
        A(v("6*185", ",d") + " TMT."),
        U("with vat?"),
        A(v("1110*1.15", ",.2f") + " TMT."),
        U("clean wool?"),
        A(v("6*2.4", ".1f") + " kg."),
        U("greasy?"),
        A(v("14.4/0.62", ".2f") + " kg."),
    ),
]
