"""adire runs: the assistant of an adire dye works in Abeokuta (tools designed for this set: a cloth
purchase, an order, a parcel dispatch, a vat and the day's rate as JSON, the dip log, the workers' week
and a month's sales as CSV text, the wrapper stock as a markdown table, an invoice in Yoruba as plain
text), with cloth by the yard and the bolt, yards into wrappers and sets, vats by their yards, dips
and airing into end clocks, a vat's fermentation in hours, a premium on a price, dyers by the yard and
painters by the wrapper, a discount from 20 wrappers and VAT on top, parcels rounded up, payment days,
dollars and pounds at the day's rate; tool results and answers written here, in the styles of GPT-5.1
and Gemini 3 Pro in Yoruba (Yoruba month names, `13 Owewe 2027`, `4 Ọ̀wàrà 2027`, clocks with the time
of day in words: `aago 3:30 ọ̀sán`, `aago 7:00 alẹ́`, `₦432,000`, `₦266,546.25`), Claude Opus 4.5,
Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2
(`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout42_adire import POLICY, csv
from _heldout42_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"adire-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


RATE = {"date": "2027-09-14", "ngn_per_usd": 1540, "ngn_per_gbp": 2050, "source": "CBN"}
PURCHASE_1 = {"purchase": "AR-0913", "supplier": "Ọjà Ìtòkú cloth sellers", "bolts": 6, "yards_per_bolt": 30, "price_per_yard": 2400,
              "received": "2027-09-13"}
DIPS_2 = csv("batch,vat,start,dips", "B-71,V2,2027-09-13 07:40,4", "B-72,V2,2027-09-13 10:05,5", "B-73,V3,2027-09-13 13:30,6",
             "B-74,V3,2027-09-13 16:50,4")
ORDER_3 = {"order": "IS-0912-5", "buyer": "Ṣọ́ọ̀bù Àṣà Ẹ̀gbá, Lagos", "oniko_wrappers": 16, "eleko_wrappers": 10, "ordered": "2027-09-12",
           "collect": "2027-09-20", "bus_departs": "2027-09-20T15:30", "ride_minutes": 210}
WEEK_4 = csv("worker,task,qty,unit", "Adébáyọ̀ Ọlálékan,dyeing,64,yard", "Fúnmiláyọ̀ Àjàyí,painting,9,wrapper",
             "Kẹ́hìndé Ògúnlẹ́yẹ,dyeing,52.5,yard", "Bọ́lá Adéwálé,painting,12,wrapper", "Ṣeun Òjó,dyeing,47,yard")
PARCEL_5 = {"dispatch": "BP-0914", "to": "Lagos (Ojota park)", "wrappers": 38, "kind": "oniko", "departs": "2027-09-14T21:15",
            "ride_minutes": 225}
INVOICE_6 = """ILÉ ARÓ ÌYÁ ṢỌLÁ, ABẸ́ÒKÚTA                      ÌWÉ-OWÓ IA-0377
Ọjọ́: 2027-09-06
Oníbàárà: Ilé Ìtajà Ọlọ́jà, Ìbàdàn
Àdìrẹ oníko (ìró)          24 x 9,500.00         228,000.00
Àdìrẹ ẹlẹ́kọ (ìró)           8 x 12,350.00         98,800.00
Àpapọ̀                                           326,800.00
Ẹ̀dínwó 10% (ìró 20 tàbí jù bẹ́ẹ̀ lọ)               -32,680.00
Àpapọ̀ lẹ́yìn ẹ̀dínwó                               294,120.00
VAT 7.5%                                          22,059.00
Àpapọ̀ gbogbo (NGN)                              316,179.00
Ìsanwó láàárín ọjọ́ 14"""
VAT_7 = {"vat": "V4", "set": "2027-09-10T17:00", "capacity_yards": 36, "yards_dyed": 22, "indigo_from": "Ọjà Ìbàrà"}
STOCK_9 = ("| lot | kind | wrappers | dyed |\n|---|---|---|---|\n| AD-0901 | oniko | 34 | 2027-09-01 |\n| AD-0904 | eleko | 15 | 2027-09-04 |\n"
           "| AD-0908 | oniko | 22 | 2027-09-08 |\n| AD-0911 | eleko | 19 | 2027-09-11 |")
SALES_10 = csv("week,wrappers,net_ngn", "2027-08-02,48,421800.00", "2027-08-09,55,489250.00", "2027-08-16,39,347100.00",
               "2027-08-23,61,542900.00", "2027-08-30,44,393800.00")

RUNS = [
    run(1, GPT51,
        U("Ẹ káàárọ̀. Aṣọ mélòó ló dé nínú AR-0913, èló sì ni?"),
        C("get_purchase", {"purchase": "AR-0913"}, PURCHASE_1),
        A("AR-0913 (ó dé ní " + v("date(2027,9,13).day", "d") + " Owewe 2027):\n\n"
          "- Ìdì 6 × yáàdì 30 = **yáàdì " + v("6*30", "d") + "**\n- " + v("180", "d") + " × ₦2,400 = **₦" + v("180*2400", ",d") + "**"),
        U("Ìró mélòó ló máa jáde nínú rẹ̀?"),
        A(v("180", "d") + " ÷ 2 = **ìró " + v("180/2", ".0f") + "**; tàbí " + v("180", "d") + " ÷ 4.5 = **ẹ̀wù àti ìró " + v("180/4.5", ".0f") + "**."),
        U("Ìkòkò aró mélòó la nílò, èló sì ni?"),
        A(v("180", "d") + " ÷ 36 = **ìkòkò " + v("180/36", ".0f") + "** × ₦18,500 = **₦" + v("5*18500", ",d") + "**"),
        U("Owó àwọn aláró ńkọ́?"),
        A("Yáàdì " + v("180", "d") + " × ₦1,200 = **₦" + v("180*1200", ",d") + "**"),
        U("Èló ni gbogbo rẹ̀ máa tà?"),
        A("- Oníko: ìró " + v("90", "d") + " × ₦9,500 = **₦" + v("90*9500", ",d") + "**\n"
          "- Ẹlẹ́kọ: ₦9,500 × 1.3 = ₦" + v("9500*1.3", ",.0f") + "; ìró " + v("90", "d") + " × ₦" + v("12350", ",d") + " = **₦" + v("90*12350", ",d") + "**"),
        U("Owó ìkòkò aró lẹ́ẹ̀kan si?"),
        A("**₦[[29,500]]**", why="five vats at 18,500 NGN are 92,500 NGN; the model restated it with two digits swapped"),
    ),
    run(2, OPUS45,
        U("When did yesterday's dip batches finish?"),
        C("get_dip_log", {"date": "2027-09-13"}, DIPS_2),
        A("Each batch: dips × 15 min plus (dips − 1) × 20 min of airing.\n\n| Batch | Vat | Start | Dips | Minutes | End |\n|---|---|---|---|---|---|\n"
          "| B-71 | V2 | 07:40 | 4 | " + v("4*15+3*20", "d") + " | " + v("datetime(2027,9,13,7,40)+timedelta(minutes=4*15+3*20)", "%H:%M") + " |\n"
          "| B-72 | V2 | 10:05 | 5 | " + v("5*15+4*20", "d") + " | " + v("datetime(2027,9,13,10,5)+timedelta(minutes=5*15+4*20)", "%H:%M") + " |\n"
          "| B-73 | V3 | 13:30 | 6 | " + v("6*15+5*20", "d") + " | " + v("datetime(2027,9,13,13,30)+timedelta(minutes=6*15+5*20)", "%H:%M") + " |\n"
          "| B-74 | V3 | 16:50 | 4 | " + v("4*15+3*20", "d") + " | " + v("datetime(2027,9,13,16,50)+timedelta(minutes=4*15+3*20)", "%H:%M") + " |"),
        U("Total time in the vats?"),
        A(v("120+155+190+120", "d") + " minutes, **" + v("585//60", "d") + " h " + v("585%60", "d") + " min**."),
        U("Mean dips a batch?"),
        A("(4 + 5 + 6 + 4) / 4 = **" + v("(4+5+6+4)/4", ".2f") + "**."),
        U("When did B-73 come out?"),
        A("B-73 came out at **[[17:40]]**.", why="B-73's six dips from 13:30 take 190 minutes and end at 16:40; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("Ẹ ṣírò ìbéèrè IS-0912-5 fún mi."),
        C("get_order", {"order": "IS-0912-5"}, ORDER_3),
        A("* **Oníko**: ìró 16 × ₦9,500 = ₦" + v("16*9500", ",d") + "\n* **Ẹlẹ́kọ**: ìró 10 × ₦" + v("9500*1.3", ",.0f") + " = ₦" + v("10*12350", ",d") + "\n"
          "* Àpapọ̀: ₦" + v("152000+123500", ",d") + "; ìró " + v("16+10", "d") + ", ó ju 20 lọ → ẹ̀dínwó 10%: −₦" + v("275500*0.1", ",.0f") + "\n"
          "* Lẹ́yìn ẹ̀dínwó: ₦" + v("275500*0.9", ",.0f") + "; VAT 7.5%: ₦" + v("247950*0.075", ",.2f") + "\n"
          "* **Àpapọ̀ gbogbo: ₦" + v("247950*1.075", ",.2f") + "**"),
        U("Páàsẹ̀lì mélòó, ìgbà wo ni wọ́n máa dé Èkó?"),
        A("* Ìró " + v("26", "d") + " ÷ 15 → **páàsẹ̀lì " + v("-(-26//15)", "d") + "** × ₦6,500 = **₦" + v("2*6500", ",d") + "**\n"
          "* Ọkọ̀ ń lọ ní " + v("date(2027,9,20).day", "d") + " Owewe, aago " + v("'%d:%02d' % (15-12, 30)", "s") + " ọ̀sán; ìṣẹ́jú 210 → yóò dé ní **aago "
          + v("'%d:%02d' % ((datetime(2027,9,20,15,30)+timedelta(minutes=210)).hour-12, (datetime(2027,9,20,15,30)+timedelta(minutes=210)).minute)", "s") + " alẹ́**"),
        U("Èló ni ní dọ́là àti pọ́n-ùn?"),
        C("get_rate", {"date": "2027-09-14"}, RATE),
        A("* ₦" + v("266546.25", ",.2f") + " ÷ 1,540 = **$" + v("266546.25/1540", ",.2f") + "**\n* ÷ 2,050 = **£" + v("266546.25/2050", ",.2f") + "**"),
        U("Ìgbà wo ni wọ́n gbọ́dọ̀ sanwó?"),
        A("* Wọ́n máa gbà á ní " + v("date(2027,9,20).day", "d") + " Owewe; ọjọ́ 14 → **" + v("(date(2027,9,20)+timedelta(days=14)).day", "d") + " Ọ̀wàrà 2027**"),
        U("VAT jẹ́ èló?"),
        A("* **₦[[18,586.25]]**", why="the VAT on the 247,950 NGN net is 18,596.25 NGN; the model restated it one digit off"),
    ),
    run(4, QWEN3,
        U("Workers' pay for the week?"),
        C("get_week", {"week": "2027-09-06"}, WEEK_4),
        A("| Worker | Task | Qty | Rate | Pay (NGN) |\n|---|---|---|---|---|\n"
          "| Adébáyọ̀ Ọlálékan | dyeing | 64 yd | 1,200 | " + v("64*1200", ",d") + " |\n| Fúnmiláyọ̀ Àjàyí | painting | 9 | 2,500 | " + v("9*2500", ",d") + " |\n"
          "| Kẹ́hìndé Ògúnlẹ́yẹ | dyeing | 52.5 yd | 1,200 | " + v("52.5*1200", ",.0f") + " |\n| Bọ́lá Adéwálé | painting | 12 | 2,500 | " + v("12*2500", ",d") + " |\n"
          "| Ṣeun Òjó | dyeing | 47 yd | 1,200 | " + v("47*1200", ",d") + " |\n| **Total** | | | | **" + v("76800+22500+63000+30000+56400", ",d") + "** |"),
        U("Mean yards per dyer, and vats used?"),
        A("| Item | Value |\n|---|---|\n| Yards dyed | " + v("64+52.5+47", ".1f") + " |\n| Mean per dyer | " + v("163.5/3", ".1f") + " |\n"
          "| Vats (36 yd) | " + v("163.5/36", ".2f") + " → " + v("-(-163.5//36)", ".0f") + " |"),
        U("Bọ́lá's pay in dollars?"),
        C("get_rate", {"date": "2027-09-14"}, RATE),
        A("| NGN | NGN/USD | USD |\n|---|---|---|\n| " + v("30000", ",d") + " | 1,540 | **" + v("30000/1540", ".2f") + "** |"),
        U("Ṣeun's pay?"),
        A("| Worker | Pay |\n|---|---|\n| Ṣeun Òjó | **[[54,600]] NGN** |", why="Ṣeun's 47 yards at 1,200 NGN are 56,400 NGN; the model swapped two digits"),
    ),
    run(5, KIMI_K2,
        U("Tonight's Lagos parcels: cost and arrival?"),
        C("get_dispatch", {"dispatch": "BP-0914"}, PARCEL_5),
        A("<think>\n38 / 15 = " + v("38/15", ".2f") + " → " + v("-(-38//15)", "d") + " parcels × 6,500 = " + v("3*6500", ",d") + ". 21:15 + 225 min = " + v("datetime(2027,9,14,21,15)+timedelta(minutes=225)", "%H:%M") + " next day.\n</think>\n\n"
          "- Parcels: **" + v("3*6500", ",d") + " NGN**\n- Arrives **" + v("datetime(2027,9,14,21,15)+timedelta(minutes=225)", "%H:%M") + "** on " + v("(datetime(2027,9,14,21,15)+timedelta(minutes=225)).day", "d") + " September"),
        U("Value of the wrappers with the discount and VAT?"),
        A("<think>\n38 × 9,500 = " + v("38*9500", ",d") + "; 10% off " + v("361000*0.9", ",.0f") + "; VAT " + v("324900*0.075", ",.2f") + ".\n</think>\n\n**" + v("324900*1.075", ",.2f") + " NGN**"),
        U("Yards in it?"),
        A("<think>\n38 × 2.\n</think>\n\n**" + v("38*2", "d") + " yards**."),
        U("Parcel cost again?"),
        A("<think>\n" + v("-(-38//15)", "d") + " × 6,500 = " + v("3*6500", ",d") + ".\n</think>\n\n**[[15,900]] NGN**", why="three parcels at 6,500 NGN are 19,500 NGN; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("Ìgbà wo ni wọ́n máa san ìwé-owó IA-0377?"),
        C("get_invoice", {"number": "IA-0377"}, INVOICE_6),
        A("IA-0377 jẹ́ ti " + v("date(2027,9,6).day", "d") + " Owewe 2027; ọjọ́ 14 → **" + v("(date(2027,9,6)+timedelta(days=14)).day", "d") + " Owewe 2027**, ọjọ́ "
          + v("(date(2027,9,20)-date(2027,9,14)).days", "d") + " ló kù. Àpapọ̀ gbogbo: **₦316,179.00**."),
        U("Èló ni ní dọ́là àti pọ́n-ùn?"),
        C("get_rate", {"date": "2027-09-14"}, RATE),
        A("₦316,179.00 ÷ 1,540 = **$" + v("316179/1540", ",.2f") + "**\n₦316,179.00 ÷ 2,050 = **£" + v("316179/2050", ",.2f") + "**"),
        U("Tí kò bá sí ẹ̀dínwó ńkọ́?"),
        A("₦326,800.00 × 1.075 = **₦" + v("326800*1.075", ",.2f") + "**; ẹ̀dínwó gbà ₦" + v("351310-316179", ",.2f") + " là."),
        U("Yáàdì mélòó ló wà nínú rẹ̀, èló ni aṣọ náà?"),
        A("Ìró " + v("24+8", "d") + " × 2 = **yáàdì " + v("32*2", "d") + "**; × ₦2,400 = **₦" + v("64*2400", ",d") + "**."),
        U("VAT jẹ́ èló?"),
        A("**₦22,059.00**"),
        U("Ọjọ́ ìsanwó lẹ́ẹ̀kan si?"),
        A("**[[21 Owewe]] 2027**", why="the invoice of 6 September is due 14 days on, on 20 September 2027; the model restated it a day on"),
    ),
    run(7, SONNET45,
        U("Vat V4 was set on Friday. Is it ready, and how much more can it dye?"),
        C("get_vat", {"vat": "V4"}, VAT_7),
        A("**V4** (set 10 September, 17:00):\n\n- 72 hours → ready **" + v("datetime(2027,9,10,17,0)+timedelta(hours=72)", "%H:%M on %d %B") + "**, so it is ready now\n"
          "- 36 − 22 = **" + v("36-22", "d") + " yards** left, **" + v("14/2", ".0f") + " wrappers**"),
        U("What does the vat cost a yard?"),
        A("18,500 / 36 = **" + v("18500/36", ".2f") + " NGN** a yard."),
        U("What would those wrappers sell for as tie-dye?"),
        A(v("7", "d") + " × 9,500 = **" + v("7*9500", ",d") + " NGN**."),
        U("And as eleko?"),
        A(v("7", "d") + " × " + v("9500*1.3", ",.0f") + " = **" + v("7*12350", ",d") + " NGN**."),
        U("What's the indigo lot number for V4?"),
        A("The indigo lot is **[[IND-0910-337]]**.", why="the vat record carries no indigo lot; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("A wedding family wants 42 eleko wrappers. Cloth, price with discount and VAT, vats?"),
        A("1. Yards: 42 × 2 = " + v("42*2", "d") + " → " + v("84/30", ".1f") + " bolts → **" + v("-(-84//30)", "d") + " bolts**, " + v("3*30*2400", ",d") + " NGN\n"
          "2. Price: 42 × " + v("9500*1.3", ",.0f") + " = " + v("42*12350", ",d") + "; 10% off: " + v("518700*0.9", ",.0f") + "\n"
          "3. VAT 7.5%: " + v("466830*0.075", ",.2f") + " → **" + v("466830*1.075", ",.2f") + " NGN**\n"
          "4. Vats: " + v("84", "d") + " / 36 → **" + v("-(-84//36)", "d") + " vats**"),
        U("Parcels to Lagos?"),
        A("1. 42 / 15 → " + v("-(-42//15)", "d") + "\n2. **" + v("3*6500", ",d") + " NGN**"),
        U("In pounds?"),
        C("get_rate", {"date": "2027-09-14"}, RATE),
        A("1. " + v("501842.25", ",.2f") + " / 2,050\n2. **£" + v("501842.25/2050", ",.2f") + "**"),
        U("VAT again?"),
        A("1. " + v("518700", ",d") + " × 0.075\n2. **[[38,902.50]] NGN**", why="the VAT is on the 466,830 NGN net, 35,012.25 NGN; the model put it on the price before the discount in a wrong step"),
    ),
    run(9, HAIKU45,
        U("What's the wrapper stock worth?"),
        C("get_stock", {}, STOCK_9),
        A("- **Oniko**: 34 + 22 = " + v("34+22", "d") + " × 9,500 = **" + v("56*9500", ",d") + " NGN**\n"
          "- **Eleko**: 15 + 19 = " + v("15+19", "d") + " × " + v("9500*1.3", ",.0f") + " = **" + v("34*12350", ",d") + " NGN**\n"
          "- Total **" + v("532000+419900", ",d") + " NGN**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-09-14"}, RATE),
        A(v("951900", ",d") + " / 1,540 = **$" + v("951900/1540", ",.2f") + "**."),
        U("Parcels to send it all to Lagos?"),
        A(v("56+34", "d") + " wrappers → **" + v("-(-90//15)", "d") + " parcels**, " + v("6*6500", ",d") + " NGN."),
        U("How many wrappers in AD-0904?"),
        A("**[[51]]**.", why="AD-0904 holds 15 eleko wrappers; the model swapped two digits"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("August's sales: wrappers, net, VAT and the mean a wrapper?"),
        C("get_sales", {"month": "2027-08"}, SALES_10),
        A("<think>\nWrappers 48+55+39+61+44 = " + v("48+55+39+61+44", "d") + ". Net 421800+489250+347100+542900+393800 = " + v("421800+489250+347100+542900+393800", ",.2f") + ".\n</think>\n\n"
          "- **" + v("247", "d") + " wrappers**, net **" + v("2194850", ",.2f") + " NGN**, VAT **" + v("2194850*0.075", ",.2f") + " NGN**\n"
          "- Mean **" + v("2194850/247", ",.2f") + " NGN** a wrapper"),
        U("Best week's share?"),
        A("<think>\n542900 / " + v("2194850", "d") + ".\n</think>\n\n**" + v("542900/2194850*100", ".2f") + "%** (week of 23 August)."),
        U("Yards of cloth behind it?"),
        A("<think>\n" + v("247", "d") + " × 2.\n</think>\n\n**" + v("247*2", "d") + " yards**"),
        U("Net again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[2,194,350.00]] NGN**", why="August's five weeks netted 2,194,850.00 NGN; the model restated it one digit off"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-09-14"}, RATE),
        A("1 USD = 1,540 NGN."),
        U("oniko usd"),
        A("$" + v("9500/1540", ".2f") + "."),
        U("eleko usd"),
        A("$" + v("9500*1.3/1540", ".2f") + "."),
        U("yard of cloth usd"),
        A("$" + v("2400/1540", ".2f") + "."),
        U("oniko gbp"),
        A("£" + v("9500/2050", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("6 eleko wrappers, yards?"),
        A(v("6*2", "d") + " yards."),
        U("price?"),
        A(v("6*9500*1.3", ",.0f") + " NGN, no discount under 20."),
        U("with vat?"),
        A(v("74100*1.075", ",.2f") + " NGN."),
        U("parcel?"),
        A(v("-(-6//15)", "d") + " parcel, 6,500 NGN."),
        U("cloth cost?"),
        A(v("12*2400", ",d") + " NGN."),
    ),
]
