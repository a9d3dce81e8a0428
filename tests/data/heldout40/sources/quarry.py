"""quarry runs: the assistant of a roofing slate quarry near Kochkor (tools designed for this set: a
block, an order, a truck trip and the day's rate as JSON, the compressor log, a splitters' day, the
splitting record and a month's blocks as CSV text, the price list as a markdown table, an invoice as
plain text in Kyrgyz), with a block's volume and weight, roof slates from a cubic metre less breakage
rounded down, slates for a roof plus a spare share rounded up, pallets rounded up, a discount from 5
pallets and VAT on top, trucks by weight and by the km both ways, a royalty by the tonne, compressor
hours across midnight into diesel, overtime by the hour, payment days, dollars and roubles at the
day's rate; tool results and answers written here, in the styles of GPT-5.1 and Mistral Large 3 in
Kyrgyz (a no-break space between thousands, a decimal comma, `29-июнь`, `17.06.2027`: `131 070 сом`,
`2 177,28 сом`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables),
Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4
(a few words)."""

from _heldout40_models import DEEPSEEK_V32, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_L3, OPUS45, QWEN3, SONNET45
from _heldout40_quarry import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"quarry-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def K(expr: str, spec: str = ",.2f") -> str:
    """A computed number in Kyrgyz spelling: a no-break space between thousands, a decimal comma."""
    return v("nb(" + expr + ", '" + spec + "')", "s")


def k(text: str) -> str:
    """A value read from the run (`306,000.00`), respelled in Kyrgyz (`306 000,00`)."""
    return text.replace(",", "\0").replace(".", ",").replace("\0", "\u00a0")


RATE = {"date": "2027-06-15", "kgs_per_usd": 87.15, "kgs_per_rub": 1.08, "source": "National Bank of the Kyrgyz Republic"}
BLOCK_1 = {"block": "BL-0611-3", "bench": "North face, level 2", "length_m": 2.4, "width_m": 1.5, "height_m": 1.2, "extracted": "2027-06-11", "grade": "A"}
COMP_2 = csv("date,start,end,operator", "2027-06-13,07:15,12:45,Kubanych", "2027-06-14,06:40,14:10,Kubanych", "2027-06-14,19:30,01:15,Eldiyar")
SPLIT_3 = csv("splitter,date,start,end", "Азамат Токтогулов,2027-06-14,07:00,17:30", "Бакыт Осмонов,2027-06-14,07:00,15:00",
              "Нурлан Асанов,2027-06-14,06:00,16:00", "Жылдыз Мамытова,2027-06-14,07:00,18:00")
PRICES_4 = ("| item | grade | unit | KGS |\n|---|---|---|---|\n| Roof slate 60x30 | A | slate | 85 |\n| Roof slate 60x30 | B | slate | 60 |\n"
            "| Ridge piece 60 cm | - | piece | 240 |\n| Flagstone 2-3 cm | - | m2 | 1450 |\n| Pallet | - | pallet | 650 |")
ORDER_5 = {"order": "KS-0612-4", "customer": "Ala-Too Kurulush LLC, Bishkek", "slates_grade_a": 6000, "flagstone_m2": 40, "km_one_way": 245,
           "ordered": "2027-06-12"}
INVOICE_6 = """КОЧКОР СЛАНЕЦ ЖЧК                          ЭСЕП-ФАКТУРА № 2027-0164
Күнү: 03.06.2027
Сатып алуучу: Сузак Үй ЖЧК, Жалал-Абад
Чатыр сланеци A      3 600 даана x 85,00      306 000,00
Чатыр сланеци B        800 даана x 60,00       48 000,00
Арзандатуу 5%                                 -17 700,00
Поддон                  11 x 650,00             7 150,00
Негиз                                         343 450,00
КНС 12%                                        41 214,00
Бардыгы (сом)                                 384 664,00
Төлөө мөөнөтү: эсеп-фактура күнүнөн тартып 14 күн"""
TRIP_7 = {"trip": "TR-0615-2", "order": "KS-0612-4", "to": "Bishkek", "km_one_way": 245, "departs": "2027-06-15T13:40", "drive_minutes": 290,
          "unload_minutes": 55, "trucks": 2}
PROD_9 = csv("date,block,m3,good_slates,broken", "2027-06-08,BL-0604-1,3.6,1290,222", "2027-06-09,BL-0604-2,2.9,1041,177",
             "2027-06-10,BL-0607-1,4.1,1450,272", "2027-06-11,BL-0607-2,3.3,1190,196")
BLOCKS_10 = csv("block,extracted,m3", "BL-0601-1,2027-06-01,3.8", "BL-0603-2,2027-06-03,4.45", "BL-0604-1,2027-06-04,3.6", "BL-0604-2,2027-06-04,2.9",
                "BL-0607-1,2027-06-07,4.1", "BL-0607-2,2027-06-07,3.3")

RUNS = [
    run(1, GPT51,
        U("Саламатсызбы. BL-0611-3 блогу канча тонна жана канча роялти төлөйбүз?"),
        C("get_block", {"block": "BL-0611-3"}, BLOCK_1),
        A("BL-0611-3 блогу (Түндүк бет, 2-деңгээл, A сорту):\n\n"
          "- Көлөмү: 2,4 × 1,5 × 1,2 = **" + K("2.4*1.5*1.2") + " м³**\n"
          "- Салмагы: " + K("4.32") + " × 2,8 = **" + K("4.32*2.8", ",.3f") + " т**\n"
          "- Роялти: " + K("12.096", ",.3f") + " × 180 = **" + K("12.096*180") + " сом**"),
        U("Андан канча чатыр сланеци чыгат жана канчага бааланат?"),
        A("- " + K("4.32") + " × 420 = " + K("4.32*420", ",.1f") + " даана, 15 % сынык: × 0,85 = " + K("1814.4*0.85") + " → **" + K("1542", ",d") + " даана**\n"
          "- A сорту 85 сомдон: **" + K("1542*85", ",d") + " сом**"),
        U("Канча поддон керек?"),
        A(K("1542", ",d") + " ÷ 400 = " + K("1542/400", ",.3f") + " → **" + K("-(-1542//400)", ",d") + " поддон**, " + K("4*650", ",d") + " сом."),
        U("Сланецтердин салмагы канча?"),
        A(K("1542", ",d") + " × 3,2 кг = **" + K("1542*3.2", ",.1f") + " кг**."),
        U("Блок качан казылган эле?"),
        A("2027-жылдын 11-июнунда, мындан " + v("(date(2027,6,15)-date(2027,6,11)).days", "d") + " күн мурун."),
        U("Наркын дагы бир жолу айтыңызчы?"),
        A("**[[131\u00a0700]] сом**", why="1,542 grade A slates at 85 KGS are worth 131,070 KGS; the model restated it with two digits swapped in Kyrgyz spelling"),
    ),
    run(2, OPUS45,
        U("How long did the compressor run these last days, and what did the diesel cost?"),
        C("get_compressor_log", {"from": "2027-06-13"}, COMP_2),
        A("**Compressor** (22 l/h, diesel 92 KGS/l):\n\n| Date | Start | End | Hours | Litres | KGS |\n|---|---|---|---|---|---|\n"
          "| 13 Jun | 07:15 | 12:45 | " + v("(datetime(2027,6,13,12,45)-datetime(2027,6,13,7,15)).seconds/3600", ".2f") + " | " + v("5.5*22", ".0f") + " | " + v("121*92", ",d") + " |\n"
          "| 14 Jun | 06:40 | 14:10 | " + v("(datetime(2027,6,14,14,10)-datetime(2027,6,14,6,40)).seconds/3600", ".2f") + " | " + v("7.5*22", ".0f") + " | " + v("165*92", ",d") + " |\n"
          "| 14 Jun | 19:30 | 01:15 (15 Jun) | " + v("(datetime(2027,6,15,1,15)-datetime(2027,6,14,19,30)).seconds/3600", ".2f") + " | " + v("5.75*22", ".1f") + " | " + v("126.5*92", ",.0f") + " |\n"
          "| **Total** | | | **" + v("5.5+7.5+5.75", ".2f") + "** | **" + v("121+165+126.5", ".1f") + "** | **" + v("11132+15180+11638", ",d") + "** |"),
        U("When can we blast today, and how long is that from now?"),
        A("- The window is **11:00–15:00**, " + v("15-11", "d") + " hours\n- It opens in **" + v("(datetime(2027,6,15,11,0)-datetime(2027,6,15,8,0)).seconds//3600", "d") + " hours**"),
        U("Average diesel a day over the three days?"),
        A(v("412.5", ".1f") + " l / 3 = **" + v("412.5/3", ".1f") + " litres** a day, " + v("37950/3", ",.0f") + " KGS."),
        U("If the night run had gone 6 h 20 min, when would it have ended?"),
        A("19:30 + 6 h 20 min = **[[02:50]]** on 15 June.", why="19:30 plus 6 h 20 min is 01:50; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, MISTRAL_L3,
        U("Кечээки сланец жаргычтарга канча төлөйбүз?"),
        C("get_splitters_day", {"date": "2027-06-14"}, SPLIT_3),
        A("Смена 8 саат — 1 400 сом; андан ашык ар бир саат 250 сом:\n\n"
          "- Азамат Токтогулов: " + K("(datetime(2027,6,14,17,30)-datetime(2027,6,14,7,0)).seconds/3600", ",.1f") + " саат → 1 400 + " + K("2.5", ",.1f") + " × 250 = **" + K("1400+2.5*250", ",.0f") + " сом**\n"
          "- Бакыт Осмонов: 8 саат → **" + K("1400", ",d") + " сом**\n"
          "- Нурлан Асанов: " + K("(datetime(2027,6,14,16,0)-datetime(2027,6,14,6,0)).seconds//3600", ",d") + " саат → 1 400 + " + K("2", "d") + " × 250 = **" + K("1400+2*250", ",d") + " сом**\n"
          "- Жылдыз Мамытова: " + K("(datetime(2027,6,14,18,0)-datetime(2027,6,14,7,0)).seconds//3600", ",d") + " саат → 1 400 + " + K("3", "d") + " × 250 = **" + K("1400+3*250", ",d") + " сом**\n\n"
          "**Жалпы: " + K("2025+1400+1900+2150", ",d") + " сом**"),
        U("Ашыкча иш үчүн канча?"),
        A(K("2.5", ",.1f") + " + " + K("2", "d") + " + " + K("3", "d") + " = " + K("2.5+2+3", ",.1f") + " саат × 250 = **" + K("7.5*250", ",.0f") + " сом**."),
        U("Долларга айландырсаңыз?"),
        C("get_rate", {"date": "2027-06-15"}, RATE),
        A(K("7475", ",d") + " ÷ 87,15 = **" + K("7475/87.15") + " $**."),
        U("Бир жаргычка орточо?"),
        A(K("7475", ",d") + " ÷ 4 = **" + K("7475/4") + " сом**."),
        U("Нурландын эмгек акысы канча болду?"),
        A("**[[1\u00a0800]] сом**.", why="Nurlan worked 10 hours: 1,400 plus 2 hours at 250, 1,900 KGS; the model restated it one digit off in Kyrgyz spelling"),
    ),
    run(4, QWEN3,
        U("A roof of 186 m2 in grade A slate with 22 ridge pieces. Price it with pallets and VAT."),
        C("get_price_list", {"list": "2027"}, PRICES_4),
        A("| Step | Qty | KGS |\n|---|---|---|\n| Slates 186 × 13 | " + v("186*13", ",d") + " | |\n| + 5% spare, rounded up | " + v("-(-186*13*105//100)", ",d") + " | |\n"
          "| Slates × 85 | | " + v("2539*85", ",.2f") + " |\n| 5% off (≥5 pallets) | | −" + v("215815*0.05", ",.2f") + " |\n"
          "| Pallets " + v("2539/400", ".2f") + " → | " + v("-(-2539//400)", "d") + " | " + v("7*650", ",.2f") + " |\n| Ridge pieces 22 × 240 | | " + v("22*240", ",.2f") + " |\n"
          "| Net | | " + v("215815-10790.75+4550+5280", ",.2f") + " |\n| VAT 12% | | " + v("214854.25*0.12", ",.2f") + " |\n| **Total** | | **" + v("214854.25*1.12", ",.2f") + "** |"),
        U("Weight to ship?"),
        A("| Slates | kg each | kg | Trucks (20 t) |\n|---|---|---|---|\n| " + v("2539", ",d") + " | 3.2 | " + v("2539*3.2", ",.1f") + " | " + v("1", "d") + " |"),
        U("Same roof in grade B?"),
        A("| Step | KGS |\n|---|---|\n| " + v("2539", ",d") + " × 60 | " + v("2539*60", ",.2f") + " |\n| 5% off | −" + v("152340*0.05", ",.2f") + " |\n"
          "| Pallets and ridge | " + v("4550+5280", ",.2f") + " |\n| Net | " + v("152340-7617+9830", ",.2f") + " |\n| **Total with VAT** | **" + v("154553*1.12", ",.2f") + "** |"),
        U("How many slates was that again?"),
        A("| Roof | Slates |\n|---|---|\n| 186 m² | **[[2,593]]** |", why="186 m2 at 13 slates plus 5% rounded up is 2,539 slates; the model restated it with two digits swapped"),
    ),
    run(5, KIMI_K2,
        U("Price order KS-0612-4 for Bishkek."),
        C("get_order", {"order": "KS-0612-4"}, ORDER_5),
        C("get_price_list", {"list": "2027"}, PRICES_4),
        A("<think>\nSlates 6000 × 85 = " + v("6000*85", ",d") + ". Pallets 6000/400 = " + v("6000//400", "d") + ", ≥5 so 5% off slates: " + v("510000*0.05", ",.0f")
          + ". Pallets " + v("15*650", ",d") + ". Flagstone 40 × 1450 = " + v("40*1450", ",d") + ".\nNet " + v("510000-25500+9750+58000", ",d") + ". VAT " + v("552250*0.12", ",.0f")
          + ". Total " + v("552250*1.12", ",.0f") + ".\n</think>\n\n- Slates: " + v("510000", ",.2f") + " − 5% " + v("25500", ",.2f") + "\n- Pallets: " + v("9750", ",.2f")
          + "\n- Flagstone: " + v("58000", ",.2f") + "\n- Net: " + v("552250", ",.2f") + "\n- VAT 12%: " + v("66270", ",.2f") + "\n- **Total: " + v("618520", ",.2f") + " KGS**"),
        U("How many trucks?"),
        A("<think>\nSlates " + v("6000*3.2", ",.0f") + " kg + flagstone " + v("40*70", ",d") + " kg = " + v("19200+2800", ",d") + " kg, over 20 t.\n</think>\n\n**"
          + v("-(-22000//20000)", "d") + " trucks**, " + v("245*2", "d") + " km each × 70 = " + v("490*70", ",d") + ", together **" + v("2*34300", ",d") + " KGS**."),
        U("Grand total with the trucks?"),
        A("<think>\n" + v("618520", ",d") + " + " + v("68600", ",d") + ".\n</think>\n\n**" + v("618520+68600", ",d") + " KGS**."),
        U("VAT again?"),
        A("<think>\n" + v("552250", ",d") + " × 0.12 = " + v("552250*0.12", ",.0f") + ".\n</think>\n\n**[[62,670]] KGS**.",
          why="VAT on the net 552,250 KGS is 66,270 KGS; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("2027-0164 эсеп-фактурасын качанга чейин төлөшү керек?"),
        C("get_invoice", {"number": "2027-0164"}, INVOICE_6),
        A("Эсеп-фактура № 2027-0164, 03.06.2027, мөөнөтү 14 күн → **" + v("date(2027,6,3)+timedelta(days=14)", "%d.%m.%Y") + "**, "
          + v("(date(2027,6,17)-date(2027,6,15)).days", "d") + " күн калды. Төлөнө турган сумма: 384\u00a0664,00 сом."),
        U("Долларда канча?"),
        C("get_rate", {"date": "2027-06-15"}, RATE),
        A("384\u00a0664,00 ÷ 87,15 = **" + K("384664/87.15") + " $**"),
        U("Арзандатуусуз канча болмок?"),
        A("(" + K("306000+48000", ",.0f") + " + 7\u00a0150) × 1,12 = **" + K("(306000+48000+7150)*1.12") + " сом**; арзандатуу " + K("404488-384664") + " сом үнөмдөдү."),
        U("Жүктүн салмагы канча?"),
        A("3\u00a0600 + 800 = " + K("3600+800", ",d") + " даана × 3,2 кг = **" + K("4400*3.2", ",.0f") + " кг**."),
        U("Төлөө мөөнөтүн дагы бир жолу айтыңызчы?"),
        A("**[[18.06.2027]]**", why="the invoice of 3 June is due 14 days on, on 17 June 2027; the model restated it a day on"),
    ),
    run(7, SONNET45,
        U("The trucks for KS-0612-4 leave this afternoon. When are they back, and what does it cost?"),
        C("get_trip", {"trip": "TR-0615-2"}, TRIP_7),
        A("**TR-0615-2 to Bishkek** (245 km each way, 2 trucks):\n\n- Depart 13:40, arrive after 290 min: **" + v("datetime(2027,6,15,13,40)+timedelta(minutes=290)", "%H:%M")
          + "**\n- Unloading 55 min, leave Bishkek at " + v("datetime(2027,6,15,18,30)+timedelta(minutes=55)", "%H:%M") + "\n- Back at the quarry **"
          + v("datetime(2027,6,15,19,25)+timedelta(minutes=290)", "%H:%M") + " on " + v("datetime(2027,6,15,19,25)+timedelta(minutes=290)", "%-d %B") + "**\n"
          "- Cost: " + v("245*2", "d") + " km × 70 = " + v("490*70", ",d") + " KGS a truck, **" + v("34300*2", ",d") + " KGS** for both"),
        U("How long is the drivers' day?"),
        A("13:40 to " + v("datetime(2027,6,16,0,15)", "%H:%M") + " is **" + v("(datetime(2027,6,16,0,15)-datetime(2027,6,15,13,40)).seconds//3600", "d") + " h "
          + v("(datetime(2027,6,16,0,15)-datetime(2027,6,15,13,40)).seconds%3600//60", "d") + " min**."),
        U("The trucks' cost in roubles?"),
        C("get_rate", {"date": "2027-06-15"}, RATE),
        A(v("68600", ",d") + " / 1.08 = **" + v("68600/1.08", ",.2f") + " RUB**."),
        U("What's the waybill number?"),
        A("The waybill is **[[ТН-0615-00482]]**.", why="the trip record carries no waybill number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("We've cut a new grade A block, 3.1 x 1.8 x 1.4 m. What does it give?"),
        A("1. Volume: 3.1 × 1.8 × 1.4 = " + v("3.1*1.8*1.4", ".3f") + " m³\n2. Weight: × 2.8 = " + v("7.812*2.8", ".2f") + " t\n3. Royalty: × 180 = **"
          + v("7.812*2.8*180", ",.2f") + " KGS**\n4. Slates: " + v("7.812", ".3f") + " × 420 × 0.85 = " + v("7.812*420*0.85", ",.2f") + " → **" + v("2788", ",d") + "**\n"
          "5. Value at 85: **" + v("2788*85", ",d") + " KGS**"),
        U("Pallets and their cost?"),
        A("1. " + v("2788", ",d") + " / 400 = " + v("2788/400", ".2f") + "\n2. → **" + v("-(-2788//400)", "d") + " pallets**, " + v("7*650", ",d") + " KGS"),
        U("How many trucks to move the block itself?"),
        A("1. " + v("21.87", ".2f") + " t / 20 t\n2. → **" + v("2", "d") + " trucks**"),
        U("Good slates again?"),
        A("1. " + v("7.812", ".3f") + " m³ × 420 = **[[3,281]] good slates**", why="a block of 7.812 m3 gives 7.812 x 420 x 0.85 = 2,788 good slates; the model left out the 15% breakage in a wrong step"),
    ),
    run(9, HAIKU45,
        U("How did splitting go last week?"),
        C("get_splitting", {"from": "2027-06-08", "to": "2027-06-11"}, PROD_9),
        A("**Splitting, 8–11 June:**\n\n- Good slates: 1,290 + 1,041 + 1,450 + 1,190 = **" + v("1290+1041+1450+1190", ",d") + "**\n- Broken: 222 + 177 + 272 + 196 = **"
          + v("222+177+272+196", "d") + "**\n- Breakage: " + v("867", "d") + " / " + v("4971+867", ",d") + " = **" + v("867/5838*100", ".2f") + "%**"),
        U("Against the 15% rule?"),
        A("- Blocks: 3.6 + 2.9 + 4.1 + 3.3 = " + v("3.6+2.9+4.1+3.3", ".1f") + " m³\n- Expected: " + v("13.9", ".1f") + " × 420 × 0.85 = " + v("13.9*420*0.85", ",.1f") + " → "
          + v("4962", ",d") + "\n- We got **" + v("4971-4962", "d") + " more**"),
        U("How many pallets is that?"),
        A("- " + v("4971", ",d") + " / 400 = " + v("4971/400", ".2f") + " → **" + v("-(-4971//400)", "d") + " pallets**\n- " + v("4971//400", "d") + " full, the last with "
          + v("4971%400", "d") + " slates"),
        U("Which day broke the most?"),
        A("**[[11 June]]**, 272 broken of BL-0607-1.", why="BL-0607-1 was split on 10 June with 272 broken; the model wrote the day a day on"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("June's royalty so far?"),
        C("get_blocks", {"month": "2027-06"}, BLOCKS_10),
        A("<think>\n3.8+4.45+3.6+2.9+4.1+3.3 = " + v("3.8+4.45+3.6+2.9+4.1+3.3", ".2f") + " m³. × 2.8 = " + v("22.15*2.8", ".2f") + " t. × 180 = " + v("62.02*180", ",.2f")
          + ".\n</think>\n\n- **" + v("22.15", ".2f") + " m³**, **" + v("62.02", ".2f") + " t**\n- Royalty **" + v("11163.6", ",.2f") + " KGS**"),
        U("Mean block?"),
        A("<think>\n" + v("22.15", ".2f") + " / 6.\n</think>\n\n**" + v("22.15/6", ".2f") + " m³**, " + v("62.02/6", ".2f") + " t."),
        U("Royalty in dollars?"),
        C("get_rate", {"date": "2027-06-15"}, RATE),
        A("<think>\n" + v("11163.6", ",.2f") + " / 87.15.\n</think>\n\n**$" + v("11163.6/87.15", ",.2f") + "**"),
        U("Slates June's blocks should give?"),
        A("<think>\n" + v("22.15", ".2f") + " × 420 × 0.85 = " + v("22.15*420*0.85", ",.1f") + ".\n</think>\n\n**" + v("7907", ",d") + " slates**, " + v("-(-7907//400)", "d") + " pallets."),
        U("Tonnes again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[62.20]] t**", why="June's 22.15 m3 weigh 62.02 t; the model restated it with two digits swapped"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-06-15"}, RATE),
        A("1 USD = 87.15 KGS, 1 RUB = 1.08 KGS."),
        U("grade a slate in usd"),
        A("$" + v("85/87.15", ".2f") + "."),
        U("pallet in rub"),
        A(v("650/1.08", ".2f") + " RUB."),
        U("diesel litre in usd"),
        A("$" + v("92/87.15", ".2f") + "."),
        U("royalty per tonne in rub"),
        A(v("180/1.08", ".2f") + " RUB."),
        U("ridge piece in usd"),
        C("get_price_list", {"list": "2027"}, PRICES_4),
        A("$" + v("240/87.15", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("40 m2 roof, how many slates?"),
        A(v("-(-40*13*105//100)", "d") + "."),
        U("pallets?"),
        A(v("-(-546//400)", "d") + "."),
        U("weight?"),
        A(v("546*3.2", ".1f") + " kg."),
        U("grade a cost?"),
        A(v("546*85", ",d") + " KGS."),
        U("grade b?"),
        A(v("546*60", ",d") + " KGS."),
    ),
]
