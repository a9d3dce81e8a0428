"""tea runs: the assistant of a tea estate and its factory near Haputale (Glenmore Estate, tools designed
for this set: a smallholder's deliveries, a factory batch, fields, a bungalow booking, an export order,
a plucker's month, a collection lorry and the day's rates as JSON, a plucking register, the weeks'
auction sales and rainfall as CSV text, a broker's account sale as plain text), with pluckers' wages by
a norm and the kilos above or below it, smallholders' leaf by its good-leaf share less transport, made
tea from green leaf, a batch's clocks through withering, rolling, fermentation and drying, auction
prices a kilo and a broker's 1%, fertiliser by the hectare in rounds and bags, a bungalow's nights with
extra guests and a service charge, an export order in dollars and its payment 45 days on, rainfall
against last year; tool results and answers written here, in the styles of GPT-5.1 and Gemini 3 Pro in
Sinhala (`රු. 1,710.00`, `දෙසැම්බර් 22`, `ප.ව. 2.55`), DeepSeek V3.2 and Llama 4 in Tamil (`ரூ. 37,630.00`,
`டிசம்பர் 4`, `காலை 8.25 மணிக்கு`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini 3 Pro (bullets),
Qwen3 (tables), Kimi K2 Thinking (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few
words)."""

from _heldout33_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout33_tea import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"tea-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def clock12(expr: str) -> str:
    """A computed clock on the 12-hour dial with a dot, as Sinhala and Tamil answers write it after
    `පෙ.ව.`/`ප.ව.` or `காலை`/`மாலை`: `2.55`."""
    return v("'%d.%02d' % ((" + expr + ").hour % 12 or 12, (" + expr + ").minute)", "s")


def day(expr: str) -> str:
    """The day of the month of a computed date, beside a Sinhala or Tamil month name: `දෙසැම්බර් 22`."""
    return v("(" + expr + ").day", "d")


RATE = {"date": "2026-12-15", "usd_lkr": 298.40, "eur_lkr": 349.20, "source": "Central Bank of Sri Lanka, indicative"}
PLUCK_1 = csv("worker,gang,date,green_leaf_kg", "Kamala,G-3,2026-12-14,22.5", "Selvi,G-3,2026-12-14,17.0", "Nimal,G-3,2026-12-14,19.8",
              "Latha,G-3,2026-12-14,24.2", "Rani,G-3,2026-12-14,15.5")
LEAF_2 = {"supplier": "Murugan Sivalingam", "supplier_no": "S-118", "month": "2026-12", "deliveries": [
    {"date": "2026-12-01", "kg": 142, "good_leaf_pct": 68}, {"date": "2026-12-04", "kg": 128, "good_leaf_pct": 61},
    {"date": "2026-12-08", "kg": 150, "good_leaf_pct": 70}, {"date": "2026-12-11", "kg": 136, "good_leaf_pct": 66}]}
ACCOUNT_3 = """CEYLON LEAF BROKERS (PVT) LTD - ACCOUNT SALE AS-2612-0341
Seller: Glenmore Estate, Haputale      Sale No. 49, Colombo, 08/12/2026
Lot 412  BOPF     1,250 kg @ 1,180.00     1,475,000.00
Lot 413  PEKOE      900 kg @ 1,420.00     1,278,000.00
Lot 414  DUST1      600 kg @   980.00       588,000.00
GROSS                                     3,341,000.00
Brokerage 1%                                -33,410.00
NET PROCEEDS LKR                          3,307,590.00"""
BATCH_4 = {"batch": "B-1214-2", "green_leaf_kg": 6440, "wither_start": "2026-12-14 18:30", "wither_hours": 16, "rolling_min": 90,
           "ferment_min": 150, "drying_min": 25}
AUCTION_5 = csv("sale_date,kg_sold,gross_lkr", "2026-11-17,2480,2870800", "2026-11-24,2610,3054900", "2026-12-01,2390,2844100",
                "2026-12-08,2750,3341000")
FIELDS_6 = {"division": "Upper", "fields": [{"field": "No. 4", "ha": 12.5}, {"field": "No. 7", "ha": 8.2}, {"field": "No. 9", "ha": 15.0},
                                            {"field": "No. 11", "ha": 6.3}], "fertiliser": "T750", "bag_kg": 50, "price_bag_lkr": 9800}
BUNGALOW_7 = {"booking": "BG-1224-07", "guest": "Dilani Perera", "check_in": "2026-12-24", "nights": 3, "guests": 4}
SHIPMENT_8 = {"order": "EX-2612-018", "buyer": "Nordic Leaf AB, Gothenburg", "grade": "BOPF", "kg": 3600, "price_usd_kg": 5.85,
              "bill_of_lading": "2027-01-12", "payment_days_after_bl": 45}
RAIN_9 = csv("month,rain_days,rain_mm,last_year_mm", "2026-09,14,212.4,188.0", "2026-10,19,356.8,402.5", "2026-11,22,418.6,371.2")
MONTH_10 = {"worker": "Selvarani K.", "worker_no": "W-2231", "month": "2026-11", "days_worked": 22, "days_at_or_above_norm": 22,
            "kg_above_norm": 38.5}
LORRY_12 = {"route": "R-2", "leaves": "06:30", "stops": ["Upper", "Lower", "Kirimetiya"], "minutes_per_stop": 25, "drive_to_factory_min": 40}

RUNS = [
    run(1, GPT51,
        U("ආයුබෝවන්, G-3 කණ්ඩායමේ ඊයේ දළු නෙළීම අනුව එක් එක් කෙනාගේ පඩිය කීයද?"),
        C("get_plucking_register", {"gang": "G-3", "date": "2026-12-14"}, PLUCK_1),
        A("දෙසැම්බර් 14 දින G-3 කණ්ඩායම (ප්‍රමිතිය කි.ග්‍රෑ. 18):\n\n"
          "- කමලා: 22.5 kg → රු. 1,350 + " + v("22.5-18", ".1f") + " × 80 = **රු. " + v("1350+(22.5-18)*80", ",.2f") + "**\n"
          "- සෙල්වි: 17.0 kg, ප්‍රමිතියට අඩුයි → 17.0 × 75 = **රු. " + v("17.0*75", ",.2f") + "**\n"
          "- නිමල්: 19.8 kg → රු. 1,350 + " + v("19.8-18", ".1f") + " × 80 = **රු. " + v("1350+(19.8-18)*80", ",.2f") + "**\n"
          "- ලතා: 24.2 kg → රු. 1,350 + " + v("24.2-18", ".1f") + " × 80 = **රු. " + v("1350+(24.2-18)*80", ",.2f") + "**\n"
          "- රාණි: 15.5 kg, ප්‍රමිතියට අඩුයි → 15.5 × 75 = **රු. " + v("15.5*75", ",.2f") + "**"),
        U("කණ්ඩායමේ මුළු පඩිය සහ මුළු දළු ප්‍රමාණය?"),
        A("මුළු දළු: " + v("22.5+17.0+19.8+24.2+15.5", ".1f") + " kg; මුළු පඩිය: **රු. " + v("1710+1275+1494+1846+1162.5", ",.2f") + "**."),
        U("ඒ දළුවලින් සකස් කළ තේ කීයක් ලැබේද?"),
        A(v("22.5+17.0+19.8+24.2+15.5", ".1f") + " / 4.6 = **" + v("99.0/4.6", ".2f") + " kg** සකස් කළ තේ."),
        U("ඊළඟ කොළඹ වෙන්දේසිය කවදාද?"),
        A("අද අඟහරුවාදා වෙන්දේසිය තිබේ; ඊළඟ එක **දෙසැම්බර් " + day("date(2026,12,15)+timedelta(days=7)") + "** අඟහරුවාදා."),
        U("ලතාගේ පඩිය ආයෙත් කියන්න."),
        A("රු. [[1,864.00]].", why="1,350 + 6.2 × 80 is 1,846.00; the model swapped two digits in a later short reply"),
    ),
    run(2, DEEPSEEK_V32,
        U("வணக்கம், நான் S-118 முருகன். இந்த மாதம் கொடுத்த தேயிலைக் கொழுந்துக்கு எவ்வளவு பணம் வரும்?"),
        C("get_leaf_supply", {"supplier_no": "S-118", "month": "2026-12"}, LEAF_2),
        A("<think>\n68, 70, 66 are 65% or more: Rs. 265. 61 is below: Rs. 235. Transport 6 a kg on 556 kg.\n</think>\n\n"
          "டிசம்பர் மாத விநியோகங்கள்:\n\n"
          "- டிசம்பர் 1: 142 கிலோ (68%) × ரூ. 265 = ரூ. " + v("142*265", ",.2f") + "\n"
          "- டிசம்பர் 4: 128 கிலோ (61%, 65%க்குக் குறைவு) × ரூ. 235 = ரூ. " + v("128*235", ",.2f") + "\n"
          "- டிசம்பர் 8: 150 கிலோ (70%) × ரூ. 265 = ரூ. " + v("150*265", ",.2f") + "\n"
          "- டிசம்பர் 11: 136 கிலோ (66%) × ரூ. 265 = ரூ. " + v("136*265", ",.2f") + "\n\n"
          "மொத்தம்: ரூ. " + v("142*265+128*235+150*265+136*265", ",.2f") + "\n"
          "போக்குவரத்துக் கழிவு: " + v("142+128+150+136", "d") + " கிலோ × ரூ. 6 = ரூ. " + v("556*6", ",.2f") + "\n"
          "**நிகரத் தொகை: ரூ. " + v("143500-3336", ",.2f") + "**"),
        U("டிசம்பர் 4 கொழுந்து தரம் குறைந்ததால் எவ்வளவு இழந்தேன்?"),
        A("<think>\n128 × (265 − 235).\n</think>\n\n128 × ரூ. " + v("265-235", "d") + " = **ரூ. " + v("128*30", ",.2f") + "**."),
        U("சராசரி நல்ல கொழுந்து சதவீதம் என்ன?"),
        A("<think>\nWeighted by kg.\n</think>\n\n(142 × 68 + 128 × 61 + 150 × 70 + 136 × 66) / " + v("142+128+150+136", "d") + " = **"
          + v("(142*68+128*61+150*70+136*66)/556", ".1f") + "%**."),
        U("நிகரத் தொகையை மீண்டும் சொல்லுங்கள்."),
        A("<think>\n" + v("142*265+128*235+150*265+136*265", ",d") + " − " + v("556*6", ",d") + ".\n</think>\n\n**ரூ. [[140,146.00]]**.", why="143,500 − 3,336 is 140,164.00; the model swapped the last digits"),
    ),
    run(3, OPUS45,
        U("The broker's account sale for last week's auction came in (AS-2612-0341). Can you check it?"),
        C("get_account_sale", {"account": "AS-2612-0341"}, ACCOUNT_3),
        A("It checks out:\n\n| Lot | Grade | kg | Rs./kg | Rs. |\n|---|---|---|---|---|\n"
          "| 412 | BOPF | 1,250 | 1,180.00 | " + v("1250*1180", ",.2f") + " |\n| 413 | PEKOE | 900 | 1,420.00 | " + v("900*1420", ",.2f") + " |\n"
          "| 414 | DUST1 | 600 | 980.00 | " + v("600*980", ",.2f") + " |\n| **Gross** | | **" + v("1250+900+600", ",d") + "** | | **"
          + v("1475000+1278000+588000", ",.2f") + "** |\n\nBrokerage at 1% is Rs. " + v("3341000*0.01", ",.2f") + ", leaving **Rs. "
          + v("3341000*0.99", ",.2f") + "**, as stated."),
        U("What did a kilo fetch on average?"),
        A("Rs. 3,341,000 / " + v("1250+900+600", ",d") + " kg = **Rs. " + v("3341000/2750", ",.2f") + "** a kg gross, weighted by the lots' weights."),
        U("How many sacks went down to Colombo?"),
        A(v("1250+900+600", ",d") + " kg / 50 kg = **" + v("2750/50", ".0f") + " sacks**."),
        U("And the net in dollars at today's rate?"),
        C("get_rate", {"date": "2026-12-15"}, RATE),
        A("Rs. " + v("3341000*0.99", ",.2f") + " / 298.40 = **USD " + v("3307590/298.4", ",.2f") + "**."),
        U("If the Dust1 had fetched the Pekoe price, what would the gross have been?"),
        A("Rs. 1,475,000 + Rs. 1,278,000 + 600 kg × 1,420 = **Rs. [[4,031,000.00]]**.",
          why="600 kg at 1,420 with the other two lots is 3,605,000.00; the model multiplied the Pekoe lot's 900 kg instead (a wrong step)"),
        anthropic=True,
    ),
    run(4, GEMINI3_PRO,
        U("Batch B-1214-2: when does each stage finish, and how much made tea will it give?"),
        C("get_factory_batch", {"batch": "B-1214-2"}, BATCH_4),
        A("* Withering: 16 h from 18:30 on 14 Dec → **" + v("datetime(2026,12,14,18,30)+timedelta(hours=16)", "%-d Dec %H:%M") + "**\n"
          "* Rolling, 90 min → **" + v("datetime(2026,12,15,10,30)+timedelta(minutes=90)", "%H:%M") + "**\n"
          "* Fermentation, 2 h 30 min → **" + v("datetime(2026,12,15,12,0)+timedelta(minutes=150)", "%H:%M") + "**\n"
          "* Drying, 25 min → **" + v("datetime(2026,12,15,14,30)+timedelta(minutes=25)", "%H:%M") + "**\n"
          "* Made tea: 6,440 / 4.6 = **" + v("6440/4.6", ",.0f") + " kg**"),
        U("How many sacks?"),
        A("* " + v("6440/4.6", ",.0f") + " / 50 = **" + v("1400/50", ".0f") + " sacks**"),
        U("If the leaf is wet and withering takes the full 18 hours?"),
        A("* Withering ends " + v("datetime(2026,12,14,18,30)+timedelta(hours=18)", "%H:%M") + "\n* Off the dryer at **"
          + v("datetime(2026,12,14,18,30)+timedelta(hours=18,minutes=90+150+25)", "%H:%M") + "**, two hours later"),
        U("Total time from withering start to the dryer, as planned?"),
        A("* 16 h + 90 + 150 + 25 min = **" + v("(16*60+90+150+25)//60", "d") + " h " + v("(16*60+90+150+25)%60", "d") + " min**"),
        U("So when does this batch come off the dryer, as planned?"),
        A("* **[[15:55]]** today", why="the planned drying ends at 14:55; the model restated it an hour on"),
    ),
    run(5, QWEN3,
        U("Last four auctions: price per kg each week and the totals."),
        C("get_auction_sales", {"weeks": 4}, AUCTION_5),
        A("| Sale | kg | Gross (Rs.) | Rs./kg |\n|---|---|---|---|\n"
          "| 2026-11-17 | 2,480 | 2,870,800 | " + v("2870800/2480", ",.2f") + " |\n"
          "| 2026-11-24 | 2,610 | 3,054,900 | [[1,107.46]] |\n"
          "| 2026-12-01 | 2,390 | 2,844,100 | " + v("2844100/2390", ",.2f") + " |\n"
          "| 2026-12-08 | 2,750 | 3,341,000 | " + v("3341000/2750", ",.2f") + " |\n"
          "| **Total** | **" + v("2480+2610+2390+2750", ",d") + "** | **" + v("2870800+3054900+2844100+3341000", ",d") + "** | **"
          + v("12110800/10230", ",.2f") + "** |", why="3,054,900 / 2,610 is 1,170.46; the model swapped two digits in the table"),
        U("How much did the price per kg rise from the first sale to the last?"),
        A("| | Rs./kg |\n|---|---|\n| 17 Nov | " + v("2870800/2480", ",.2f") + " |\n| 8 Dec | " + v("3341000/2750", ",.2f") + " |\n"
          "| Rise | " + v("3341000/2750-2870800/2480", ",.2f") + " (" + v("(3341000/2750)/(2870800/2480)*100-100", ".1f") + "%) |"),
        U("Net of the broker's 1% for the four weeks?"),
        A("| | Rs. |\n|---|---|\n| Gross | " + v("12110800", ",d") + " |\n| Brokerage 1% | " + v("12110800*0.01", ",.0f") + " |\n"
          "| **Net** | **" + v("12110800*0.99", ",.0f") + "** |"),
        U("Sacks per sale?"),
        A("| Sale | Sacks of 50 kg |\n|---|---|\n| 17 Nov | " + v("-(-2480//50)", "d") + " |\n| 24 Nov | " + v("-(-2610//50)", "d") + " |\n"
          "| 1 Dec | " + v("-(-2390//50)", "d") + " |\n| 8 Dec | " + v("2750//50", "d") + " |"),
    ),
    run(6, KIMI_K2,
        U("Fertiliser for the Upper division: how much per round, in bags, and the cost?"),
        C("get_fields", {"division": "Upper"}, FIELDS_6),
        A("<think>\n12.5 + 8.2 + 15.0 + 6.3 = " + v("12.5+8.2+15.0+6.3", ".1f") + " ha. × 600 = " + v("42.0*600", ",.0f") + " kg a year. / 3 = "
          + v("25200/3", ",.0f") + " kg a round. / 50 = " + v("8400/50", ".0f") + " bags. × 9,800.\n</think>\n\n"
          "The division has " + v("12.5+8.2+15.0+6.3", ".1f") + " ha: " + v("42.0*600", ",.0f") + " kg of T750 a year, **" + v("25200/3", ",.0f")
          + " kg a round**, that is **" + v("8400/50", ".0f") + " bags** at Rs. 9,800: **Rs. " + v("168*9800", ",d") + "** a round."),
        U("And for the year?"),
        A("<think>\n3 rounds.\n</think>\n\n3 × Rs. " + v("168*9800", ",d") + " = **Rs. " + v("3*1646400", ",d") + "**."),
        U("How much goes on field No. 9 each round?"),
        A("<think>\n15.0 × 600 / 3 = " + v("15.0*600/3", ",.0f") + " kg = " + v("3000/50", ".0f") + " bags.\n</think>\n\n"
          + v("15.0*600/3", ",.0f") + " kg, **" + v("3000/50", ".0f") + " bags**."),
        U("Bags per round for the whole division, again?"),
        A("<think>\n" + v("25200/3", ",.0f") + " / 50 = " + v("8400/50", ".0f") + ".\n</think>\n\n**[[186]] bags**.",
          why="8,400 kg in 50 kg bags are 168 bags; the model swapped two digits after an honest think"),
    ),
    run(7, GEMINI3_PRO,
        U("ආයුබෝවන්, BG-1224-07 වෙන්කිරීමට බංගලාවේ ගාස්තුව කීයද? අපි හතර දෙනෙක්."),
        C("get_bungalow_booking", {"booking": "BG-1224-07"}, BUNGALOW_7),
        A("* දෙසැම්බර් 24 සිට රාත්‍රී 3ක්, අමුත්තන් 4 දෙනා\n"
          "* රාත්‍රියකට: රු. 32,000 + 2 × රු. 6,500 = රු. " + v("32000+2*6500", ",.2f") + "\n"
          "* රාත්‍රී 3: රු. " + v("3*45000", ",.2f") + "\n* සේවා ගාස්තුව 10%: රු. " + v("135000*0.1", ",.2f") + "\n"
          "* **මුළු මුදල: රු. " + v("135000*1.1", ",.2f") + "**\n"
          "* පිටවීම: **දෙසැම්බර් " + day("date(2026,12,24)+timedelta(days=3)") + "**"),
        U("ඩොලර්වලින් කීයද?"),
        C("get_rate", {"date": "2026-12-15"}, RATE),
        A("* අද අනුපාතය $1 = රු. 298.40\n* රු. " + v("135000*1.1", ",.2f") + " / 298.40 = **$" + v("148500/298.4", ",.2f") + "**"),
        U("එක් කෙනෙකුට එක් රාත්‍රියකට කීයද?"),
        A("* රු. " + v("135000*1.1", ",.2f") + " / (4 × 3) = **රු. " + v("148500/12", ",.2f") + "**"),
        U("අපි දෙදෙනෙක් පමණක් ආවොත්?"),
        A("* 3 × රු. 32,000 = රු. " + v("3*32000", ",.2f") + " + 10% = **රු. " + v("96000*1.1", ",.2f") + "**"),
        U("අපි දෙසැම්බර් 24 ප.ව. 2.00ට එන්න ඕන; කොළඹ සිට පැය 5යි විනාඩි 30ක ගමනක්. කීයට පිටත් වෙන්න ඕනද?"),
        A("* ප.ව. 2.00ට පැය 5යි විනාඩි 30කට පෙර: **පෙ.ව. " + clock12("datetime(2026,12,24,14,0)-timedelta(hours=5,minutes=30)") + "ට** කොළඹින් පිටත් වන්න"),
        U("හතර දෙනාට මුළු මුදල ආයෙත් කියන්න."),
        A("* **රු. [[145,800.00]]**", why="the total for four is 148,500.00; the model swapped two digits"),
    ),
    run(8, SONNET45,
        U("Export order EX-2612-018 to Gothenburg: what's it worth and when are we paid?"),
        C("get_export_order", {"order": "EX-2612-018"}, SHIPMENT_8),
        A("**EX-2612-018, BOPF to Nordic Leaf AB**\n\n- 3,600 kg × USD 5.85 = **USD " + v("3600*5.85", ",.2f") + "**\n"
          "- Packed in " + v("3600/50", ".0f") + " sacks of 50 kg\n"
          "- Payment 45 days after the bill of lading of 12 January 2027: **" + v("date(2027,1,12)+timedelta(days=45)", "%-d %B %Y") + "**"),
        U("In rupees at today's rate?"),
        C("get_rate", {"date": "2026-12-15"}, RATE),
        A("USD " + v("3600*5.85", ",.2f") + " × 298.40 = **Rs. " + v("21060*298.4", ",.2f") + "**."),
        U("Our BOPF fetched Rs. 1,180 a kilo at the last auction. How does the export price compare per kilo?"),
        A("USD 5.85 × 298.40 = Rs. " + v("5.85*298.4", ",.2f") + " a kg, Rs. " + v("5.85*298.4-1180", ",.2f") + " more than the auction's 1,180 ("
          + v("(5.85*298.4/1180-1)*100", ".1f") + "% more)."),
        U("How many days from today until the payment?"),
        A(v("(date(2027,2,26)-date(2026,12,15)).days", "d") + " days."),
        U("How many sacks is it again, for the lorry booking?"),
        A("**[[62]] sacks** of 50 kg.", why="3,600 kg in 50 kg sacks are 72 sacks; the model restated it one digit off"),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("Rainfall for the last three months against last year?"),
        C("get_rainfall", {"months": 3}, RAIN_9),
        A("1. September: 212.4 − 188.0 = " + v("212.4-188.0", "+.1f") + " mm\n2. October: 356.8 − 402.5 = " + v("356.8-402.5", "+.1f") + " mm\n"
          "3. November: 418.6 − 371.2 = [[+47.6]] mm\n4. This year: " + v("212.4+356.8+418.6", ".1f") + " mm; last year: "
          + v("188.0+402.5+371.2", ".1f") + " mm\n5. Difference: **" + v("987.8-961.7", "+.1f") + " mm**",
          why="418.6 − 371.2 is 47.4; the model wrote one digit off in a step (the totals are right)"),
        U("Rain per rainy day over the three months?"),
        A("1. Rainy days: " + v("14+19+22", "d") + "\n2. " + v("212.4+356.8+418.6", ".1f") + " / 55 = **" + v("987.8/55", ".1f") + " mm** a rainy day"),
        U("What share of it fell in November?"),
        A("1. 418.6 / " + v("212.4+356.8+418.6", ".1f") + " = **" + v("418.6/987.8*100", ".1f") + "%**"),
        U("And rain per rainy day, month by month?"),
        A("1. September: " + v("212.4/14", ".1f") + " mm\n2. October: " + v("356.8/19", ".1f") + " mm\n3. November: " + v("418.6/22", ".1f") + " mm"),
    ),
    run(10, HAIKU45,
        U("What should Selvarani's November wage be (W-2231)?"),
        C("get_plucker_month", {"worker_no": "W-2231", "month": "2026-11"}, MONTH_10),
        A("She worked 22 days, all at or above the 18 kg norm, and plucked 38.5 kg above it in the month:\n\n"
          "- Day wages: 22 × Rs. 1,350 = Rs. " + v("22*1350", ",.2f") + "\n- Above the norm: 38.5 × Rs. 80 = Rs. " + v("38.5*80", ",.2f") + "\n"
          "- **Total: Rs. " + v("29700+3080", ",.2f") + "**"),
        U("What's that per working day?"),
        A("Rs. " + v("29700+3080", ",.2f") + " / 22 = **Rs. " + v("32780/22", ",.2f") + "**."),
        U("How much did the extra kilos bring her?"),
        A("Rs. [[3,008.00]].", why="38.5 kg at Rs. 80 is 3,080.00; the model swapped two digits in a later short reply"),
        U("How much leaf did she pluck at least, in the month?"),
        A("22 × 18 + 38.5 = **" + v("22*18+38.5", ".1f") + " kg**."),
        anthropic=True,
    ),
    run(11, GROK41,
        U("rates today"),
        C("get_rate", {"date": "2026-12-15"}, RATE),
        A("Rs. 298.40/$, Rs. 349.20/€."),
        U("bopf 1180 in usd"),
        A("$" + v("1180/298.4", ".2f") + "/kg."),
        U("pekoe 1420 in eur"),
        A("€" + v("1420/349.2", ".2f") + "/kg."),
        U("dust1 980 in usd"),
        A("$[[3.82]]/kg.", why="980 / 298.40 is 3.28; the model swapped two digits"),
        U("usd to eur?"),
        A("$1 = €" + v("298.4/349.2", ".3f") + "."),
    ),
    run(12, LLAMA4,
        U("R-2 லாரி தொழிற்சாலைக்கு எப்போது வரும்?"),
        C("get_lorry_route", {"route": "R-2"}, LORRY_12),
        A("3 நிறுத்தங்கள் × 25 + 40 = " + v("3*25+40", "d") + " நிமிடம்: காலை " + clock12("datetime(2026,12,15,6,30)+timedelta(minutes=115)")
          + " மணிக்கு."),
        U("நான்காவது நிறுத்தம் சேர்த்தால்?"),
        A("காலை " + clock12("datetime(2026,12,15,6,30)+timedelta(minutes=115+25)") + " மணிக்கு."),
        U("காலை 6.15க்கு புறப்பட்டால், 3 நிறுத்தங்கள்?"),
        A("காலை " + clock12("datetime(2026,12,15,6,15)+timedelta(minutes=115)") + " மணிக்கு."),
        U("நிறுத்தங்களில் மொத்த நேரம்?"),
        A(v("3*25", "d") + " நிமிடம்."),
        U("தொழிற்சாலை 8.00க்கு இறக்க வேண்டுமென்றால் எப்போது புறப்பட வேண்டும்?"),
        A("காலை " + clock12("datetime(2026,12,15,8,0)-timedelta(minutes=115)") + " மணிக்கு."),
    ),
]
