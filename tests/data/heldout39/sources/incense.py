"""incense runs: the assistant of a frankincense co-operative near Barentu (tools designed for this
set: a tapping block, a sorting batch, a truck and the day's rate as JSON, a day's collections, a
week's collections and the warehouse lots as CSV text, the stock as a markdown table, an export
contract as plain text), with collection days 21 and 12 days on, resin by the tree, a drying loss,
grades as shares of the dry weight and their value, collectors by the kilo, whole sacks, a warehouse
fee by the week started, a truck by the km and its arrival across midnight, a deposit and a balance,
dollars and euros at the day's rate; tool results and answers written here, in the styles of GPT-5.1
and Gemini 3 Pro in Tigrinya (Ge'ez script, Tigrinya month names, 12-hour clocks in words:
`8,607.06 ናቕፋ`, `11 ጥቅምቲ 2027`, `ንግሆ ሰዓት 8:20` for 08:20, `ምሸት 9:30` for 21:30), Claude Opus 4.5,
Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2
(`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout39_incense import POLICY, csv
from _heldout39_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"incense-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


RATE = {"date": "2027-10-12", "ern_per_usd": 15.075, "ern_per_eur": 16.42, "source": "Bank of Eritrea"}
BLOCK_1 = {"block": "B-07", "area": "Haykota road", "trees": 420, "first_tapping": "2027-09-20", "tappers": 3}
COLL_2 = csv("collector,block,fresh_kg,weighed", "Tesfay Gebru,B-07,14.6,2027-10-11 07:40", "Hagos Kidane,B-07,17.25,2027-10-11 08:15",
             "Letay Berhe,B-09,12.8,2027-10-11 09:05", "Yonas Asmerom,B-09,19.35,2027-10-11 10:20")
STOCK_3 = ("| grade | kg | sacks | store |\n|---|---|---|---|\n| 1 (white tears) | 312.5 | - | Barentu A |\n| 2 | 480.0 | - | Barentu A |\n"
           "| 3 (siftings) | 265.75 | - | Barentu B |")
TRUCK = {"trip": "TR-1012", "from": "Barentu", "to": "Massawa port", "km": 382, "load_kg": 2650, "departs": "2027-10-12T21:30",
         "drive_hours": 9.5, "checkpoint_stops_min": 50}
SORT_4 = {"batch": "S-1011", "dried_kg": 118.4, "grade_1_kg": 43.1, "grade_2_kg": 46.9, "grade_3_kg": 28.4, "sorted": "2027-10-11"}
WEEK_5 = csv("collector,mon,tue,wed,thu,fri,sat", "Tesfay Gebru,12.4,0,13.1,0,14.6,0", "Hagos Kidane,15.0,0,16.2,0,17.25,0",
             "Letay Berhe,0,11.9,0,12.8,0,0")
CONTRACT_6 = """GASH-BARKA FRANKINCENSE CO-OPERATIVE            CONTRACT GB-EX-27-014
Date: 2027-09-28
Buyer: Aromatica Trading GmbH, Hamburg
Grade 1 white tears      1,200 kg x USD 14.80       17,760.00
Grade 2                  2,000 kg x USD 10.60       21,200.00
Total (USD)                                         38,960.00
Deposit 40%                                         15,584.00
Balance on shipment                                 23,376.00
Shipment: within 45 days of the contract date, FOB Massawa"""
STORE_9 = csv("lot,sacks,in_since", "L-0911,18,2027-09-11", "L-0923,24,2027-09-23", "L-1004,9,2027-10-04")

RUNS = [
    run(1, GPT51,
        U("ሰላም። ኣብ ቦታ B-07 ዕጣን መዓስ ኢና እንእክብ?"),
        C("get_block", {"block": "B-07"}, BLOCK_1),
        A("ቦታ B-07 (420 ኦም)፣ ቀዳማይ ምብሳዕ 20 መስከረም 2027:\n\n"
          "- ቀዳማይ ምእካብ: 21 መዓልቲ ድሕሪኡ → **" + v("date(2027,9,20)+timedelta(days=21)", "%-d") + " ጥቅምቲ 2027**\n"
          "- ካልኣይ: 12 መዓልቲ ጸኒሑ → **" + v("date(2027,9,20)+timedelta(days=33)", "%-d") + " ጥቅምቲ 2027**\n"
          "- ሳልሳይ: **" + v("date(2027,9,20)+timedelta(days=45)", "%-d") + " ሕዳር 2027**"),
        U("ኣብ ሓደ ምእካብ ክንደይ ኪሎ ንረክብ?"),
        A("- ሓድሽ: 420 × 150 ግራም = **" + v("420*0.15", ".1f") + " ኪሎ**\n- ድሕሪ ምድራቕ (8% ጉድለት): 63 × 0.92 = **" + v("63*0.92", ".2f") + " ኪሎ**"),
        U("ብደረጃ ክንደይ ዋጋ ኣለዎ?"),
        A("- ደረጃ 1 (35%): " + v("57.96*0.35", ".2f") + " ኪሎ × 210 = " + v("57.96*0.35*210", ",.2f") + " ናቕፋ\n"
          "- ደረጃ 2 (40%): " + v("57.96*0.4", ".2f") + " ኪሎ × 150 = " + v("57.96*0.4*150", ",.2f") + " ናቕፋ\n"
          "- ደረጃ 3 (25%): " + v("57.96*0.25", ".2f") + " ኪሎ × 60 = " + v("57.96*0.25*60", ",.2f") + " ናቕፋ\n"
          "- **ጠቕላላ: " + v("57.96*0.35*210+57.96*0.4*150+57.96*0.25*60", ",.2f") + " ናቕፋ**"),
        U("ንኣካባት ክንደይ ንኸፍል?"),
        A(v("420*0.15", ".0f") + " ኪሎ × 18 = **" + v("63*18", ",d") + " ናቕፋ** ኣብ ሓደ ምእካብ።"),
        U("ጠቕላላ ዋጋ ደጊምካ ንገረኒ?"),
        A("**[[8,670.06]] ናቕፋ**", why="a collection's dry resin is worth 8,607.06 ERN by grade; the model restated it with two digits swapped"),
    ),
    run(2, OPUS45,
        U("What do we pay yesterday's collectors?"),
        C("get_collections", {"date": "2027-10-11"}, COLL_2),
        A("**Collections of 11 October** (18 ERN a kg of fresh resin):\n\n| Collector | Block | Fresh kg | Pay (ERN) |\n|---|---|---|---|\n"
          "| Tesfay Gebru | B-07 | 14.6 | " + v("14.6*18", ".2f") + " |\n| Hagos Kidane | B-07 | 17.25 | " + v("17.25*18", ".2f") + " |\n"
          "| Letay Berhe | B-09 | 12.8 | " + v("12.8*18", ".2f") + " |\n| Yonas Asmerom | B-09 | 19.35 | " + v("19.35*18", ".2f") + " |\n"
          "| **Total** | | **" + v("14.6+17.25+12.8+19.35", ".2f") + "** | **" + v("64*18", ",.2f") + "** |"),
        U("What will it weigh dry, and how many sacks?"),
        A("- Dry: " + v("64", "d") + " × 0.92 = **" + v("64*0.92", ".2f") + " kg**\n- Sacks of 25 kg: " + v("58.88/25", ".2f") + " → **"
          + v("-(-58.88//25)", ".0f") + " sacks** (" + v("3*35", "d") + " ERN)"),
        U("How much from each block?"),
        A("- B-07: 14.6 + 17.25 = **" + v("14.6+17.25", ".2f") + " kg** fresh\n- B-09: 12.8 + 19.35 = **" + v("12.8+19.35", ".2f") + " kg** fresh\n\n"
          "B-07 gave " + v("31.85/64*100", ".1f") + "% of the day's resin."),
        U("How long did weighing take, first to last?"),
        A("07:40 to 10:20: **" + v("(datetime(2027,10,11,10,20)-datetime(2027,10,11,7,40)).seconds//3600", "d") + " h "
          + v("(datetime(2027,10,11,10,20)-datetime(2027,10,11,7,40)).seconds%3600//60", "d") + " min**."),
        U("And Letay's pay again?"),
        A("Letay Berhe: **[[203.40]] ERN**.", why="Letay brought 12.8 kg at 18 ERN, 230.40 ERN; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("ኣብ መኽዘን ክንደይ ዕጣን ኣሎ፣ ዋጋኡኸ?"),
        C("get_stock", {"store": "Barentu"}, STOCK_3),
        A("- ደረጃ 1: 312.5 ኪሎ × 210 = " + v("312.5*210", ",.0f") + " ናቕፋ\n- ደረጃ 2: 480.0 ኪሎ × 150 = " + v("480*150", ",d") + " ናቕፋ\n"
          "- ደረጃ 3: 265.75 ኪሎ × 60 = " + v("265.75*60", ",.0f") + " ናቕፋ\n- **ጠቕላላ " + v("312.5+480+265.75", ",.2f") + " ኪሎ፣ "
          + v("65625+72000+15945", ",d") + " ናቕፋ**"),
        U("ክንደይ ጆንያ የድሊ?"),
        A("- ደረጃ 1: " + v("-(-312.5//25)", ".0f") + " ጆንያ\n- ደረጃ 2: " + v("-(-480//25)", "d") + " ጆንያ\n- ደረጃ 3: " + v("-(-265.75//25)", ".0f")
          + " ጆንያ\n- **" + v("13+20+11", "d") + " ጆንያ × 35 = " + v("44*35", ",d") + " ናቕፋ**"),
        U("ብዶላር ክንደይ?"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("- 1 USD = 15.075 ናቕፋ\n- " + v("153570", ",d") + " ÷ 15.075 = **$" + v("153570/15.075", ",.2f") + "**"),
        U("ደረጃ 1 ካብ ጠቕላላ ክብደት ክንደይ ሚእታዊ እዩ?"),
        A("- 312.5 ÷ " + v("1058.25", ",.2f") + " = **" + v("312.5/1058.25*100", ".1f") + "%**"),
        U("ሎሚ ምሸት እትብገስ መኪና ምጽዋዕ መዓስ ትበጽሕ?"),
        C("get_truck", {"trip": "TR-1012"}, TRUCK),
        A("- ምሸት ሰዓት " + v("datetime(2027,10,12,21,30)", "%-I:%M") + " ካብ ባረንቱ ትብገስ\n- 9.5 ሰዓት መገሻ + 50 ደቒቕ ፍተሻ\n- **ጽባሕ "
          + v("datetime(2027,10,12,21,30)+timedelta(minutes=9.5*60+50)", "%-d") + " ጥቅምቲ ንግሆ ሰዓት "
          + v("datetime(2027,10,12,21,30)+timedelta(minutes=9.5*60+50)", "%-I:%M") + "**"),
        U("ዋጋ መኽዘን ደጊምካ?"),
        A("- **[[163,570]] ናቕፋ**", why="the stock is worth 153,570 ERN; the model restated it one digit off"),
    ),
    run(4, QWEN3,
        U("How did sorting batch S-1011 come out against the usual split?"),
        C("get_sorting", {"batch": "S-1011"}, SORT_4),
        A("| Grade | kg | Share | Usual |\n|---|---|---|---|\n| 1 | 43.1 | " + v("43.1/118.4*100", ".1f") + "% | 35% |\n| 2 | 46.9 | "
          + v("46.9/118.4*100", ".1f") + "% | 40% |\n| 3 | 28.4 | " + v("28.4/118.4*100", ".1f") + "% | 25% |\n| **Total** | **118.4** | 100% | |"),
        U("What is it worth?"),
        A("| Grade | kg | ERN/kg | ERN |\n|---|---|---|---|\n| 1 | 43.1 | 210 | " + v("43.1*210", ",.0f") + " |\n| 2 | 46.9 | 150 | "
          + v("46.9*150", ",.0f") + " |\n| 3 | 28.4 | 60 | " + v("28.4*60", ",.0f") + " |\n| **Total** | | | **" + v("9051+7035+1704", ",d") + "** |"),
        U("And at the usual split?"),
        A("| Step | Value |\n|---|---|\n| Per kg | 0.35 × 210 + 0.40 × 150 + 0.25 × 60 = " + v("0.35*210+0.4*150+0.25*60", ".1f") + " |\n"
          "| 118.4 kg | " + v("118.4*148.5", ",.2f") + " ERN |\n| This batch's gain | " + v("17790-17582.4", ".2f") + " ERN |"),
        U("How much fresh resin was that?"),
        A("| Dry | ÷ 0.92 | Fresh |\n|---|---|---|\n| 118.4 kg | | **" + v("118.4/0.92", ".2f") + " kg** |"),
    ),
    run(5, KIMI_K2,
        U("What do the collectors get for last week?"),
        C("get_collections_week", {"week": "2027-W40"}, WEEK_5),
        A("<think>\n18 ERN a kg.\nTesfay: 12.4 + 13.1 + 14.6 = " + v("12.4+13.1+14.6", ".1f") + " → " + v("40.1*18", ".2f") + ".\nHagos: 15.0 + 16.2 + 17.25 = "
          + v("15+16.2+17.25", ".2f") + " → " + v("48.45*18", ".2f") + ".\nLetay: 11.9 + 12.8 = " + v("11.9+12.8", ".1f") + " → " + v("24.7*18", ".2f")
          + ".\nTotal " + v("40.1+48.45+24.7", ".2f") + " kg, " + v("721.8+872.1+444.6", ",.2f") + ".\n</think>\n\n"
          "| Collector | Fresh kg | ERN |\n|---|---|---|\n| Tesfay Gebru | " + v("40.1", ".1f") + " | " + v("721.8", ".2f") + " |\n| Hagos Kidane | "
          + v("48.45", ".2f") + " | " + v("872.1", ".2f") + " |\n| Letay Berhe | " + v("24.7", ".1f") + " | " + v("444.6", ".2f") + " |\n\n**Total: "
          + v("2038.5", ",.2f") + " ERN**"),
        U("Average per collector?"),
        A("<think>\n" + v("2038.5", ",.2f") + " / 3.\n</think>\n\n**" + v("2038.5/3", ".2f") + " ERN**."),
        U("In dollars?"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("<think>\n" + v("2038.5", ",.2f") + " / 15.075.\n</think>\n\n**$" + v("2038.5/15.075", ".2f") + "**."),
        U("Hagos's pay again?"),
        A("<think>\n" + v("48.45", ".2f") + " × 18 = " + v("48.45*18", ".2f") + ".\n</think>\n\n**[[827.10]] ERN**.",
          why="Hagos brought 48.45 kg, 872.10 ERN; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("ውዕል GB-EX-27-014 ክሳብ መዓስ ክንጽዕን ኣለና?"),
        C("get_contract", {"contract": "GB-EX-27-014"}, CONTRACT_6),
        A("ውዕል ዕለት 28 መስከረም 2027፣ ኣብ ውሽጢ 45 መዓልቲ → **" + v("date(2027,9,28)+timedelta(days=45)", "%-d") + " ሕዳር 2027** (ካብ ሎሚ "
          + v("(date(2027,11,12)-date(2027,10,12)).days", "d") + " መዓልቲ)፣ FOB ምጽዋዕ።"),
        U("ብናቕፋ ክንደይ እዩ?"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("- 38,960.00 USD × 15.075 = **" + v("38960*15.075", ",.2f") + " ናቕፋ**\n- ቀብዲ 40%: 15,584.00 USD = " + v("15584*15.075", ",.2f") + " ናቕፋ"),
        U("ክንደይ ጆንያ የድልየና?"),
        A("1,200 + 2,000 = " + v("1200+2000", ",d") + " ኪሎ ÷ 25 = **" + v("3200/25", ".0f") + " ጆንያ**፣ × 35 = " + v("128*35", ",d") + " ናቕፋ።"),
        U("ንደረጃ 1 ክንደይ ሓድሽ ዕጣን ክንእክብ ኣለና?"),
        A("- ደረጃ 1 35% እዩ: 1,200 ÷ 0.35 = " + v("1200/0.35", ",.2f") + " ኪሎ ዝደረቐ\n- ሓድሽ: ÷ 0.92 = **" + v("1200/0.35/0.92", ",.2f") + " ኪሎ**"),
        U("ናይ መወዳእታ ዕለት ደጊምካ?"),
        A("**[[13]] ሕዳር 2027**።", why="the contract of 28 September ships within 45 days, by 12 November 2027; the model restated it a day on"),
    ),
    run(7, SONNET45,
        U("Tonight's truck to Massawa: cost and arrival?"),
        C("get_truck", {"trip": "TR-1012"}, TRUCK),
        A("**TR-1012, Barentu → Massawa port** (2,650 kg, under 3 t):\n\n- Cost: 382 km × 4.20 = **" + v("382*4.2", ",.2f") + " ERN**\n"
          "- Departs 21:30, 9.5 h driving + 50 min of checkpoints → arrives **" + v("datetime(2027,10,12,21,30)+timedelta(minutes=9.5*60+50)", "%-d %b %H:%M") + "**"),
        U("How many sacks is the load?"),
        A("2,650 / 25 = **" + v("2650/25", ".0f") + " sacks**."),
        U("Freight per kg?"),
        A(v("1604.4", ",.2f") + " / 2,650 = **" + v("1604.4/2650", ".3f") + " ERN** a kg."),
        U("In dollars for the whole trip?"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A(v("1604.4", ",.2f") + " / 15.075 = **$" + v("1604.4/15.075", ".2f") + "**."),
        U("The waybill number?"),
        A("The waybill is **[[WB-ERI-77413]]**.", why="the truck record carries no waybill number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("A new block has 650 trees and we expect 6 collections this season. What will it give?"),
        A("1. Fresh: 650 × 0.150 kg × 6 = " + v("650*0.15*6", ".1f") + " kg\n2. Dry: × 0.92 = " + v("585*0.92", ".1f") + " kg\n"
          "3. Grade 1: " + v("538.2*0.35", ".2f") + " kg, grade 2: " + v("538.2*0.4", ".2f") + " kg, grade 3: " + v("538.2*0.25", ".2f") + " kg"),
        U("What is it worth and what do the collectors get?"),
        A("1. Value: " + v("188.37*210+215.28*150+134.55*60", ",.2f") + " ERN\n2. Collectors: " + v("585", "d") + " × 18 = " + v("585*18", ",d") + " ERN\n"
          "3. Left: " + v("79922.7-10530", ",.2f") + " ERN"),
        U("Sacks?"),
        A("1. " + v("538.2", ".1f") + " / 25 = " + v("538.2/25", ".3f") + " → **" + v("-(-538.2//25)", ".0f") + " sacks**\n2. × 35 = " + v("22*35", "d") + " ERN"),
        U("Give me the season's value once more."),
        A("1. " + v("585", "d") + " kg × " + v("0.35*210+0.4*150+0.25*60", ".1f") + " = **[[86,872.50]] ERN**", why="the grades are shares of the dry weight, 538.2 kg, worth 79,922.70 ERN; the model priced the fresh weight in a wrong step"),
    ),
    run(9, HAIKU45,
        U("What do we owe the warehouse for the lots there now?"),
        C("get_warehouse", {"store": "Barentu B"}, STORE_9),
        A("2 ERN a sack a week, weeks started counted whole:\n\n- L-0911: " + v("(date(2027,10,12)-date(2027,9,11)).days", "d") + " days → "
          + v("-(-31//7)", "d") + " weeks × 18 × 2 = **" + v("5*18*2", "d") + " ERN**\n- L-0923: " + v("(date(2027,10,12)-date(2027,9,23)).days", "d")
          + " days → " + v("-(-19//7)", "d") + " weeks × 24 × 2 = **" + v("3*24*2", "d") + " ERN**\n- L-1004: " + v("(date(2027,10,12)-date(2027,10,4)).days", "d")
          + " days → " + v("-(-8//7)", "d") + " weeks × 9 × 2 = **" + v("2*9*2", "d") + " ERN**\n\n**Total: " + v("180+144+36", "d") + " ERN**"),
        U("How many sacks and how much resin is that?"),
        A(v("18+24+9", "d") + " sacks, at most " + v("51*25", ",d") + " kg."),
        U("In euros?"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A(v("360", "d") + " / 16.42 = **€" + v("360/16.42", ".2f") + "**."),
        U("L-0923's fee again?"),
        A("**[[154]] ERN**.", why="L-0923's 24 sacks for 3 weeks cost 144 ERN; the model restated it one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("Aromatica paid the deposit on GB-EX-27-014. What is it in nakfa and in euros?"),
        C("get_contract", {"contract": "GB-EX-27-014"}, CONTRACT_6),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("<think>\n15,584 × 15.075 = " + v("15584*15.075", ",.2f") + ". / 16.42 = " + v("15584*15.075/16.42", ",.2f") + ".\n</think>\n\n- **"
          + v("15584*15.075", ",.2f") + " ERN**\n- **€" + v("15584*15.075/16.42", ",.2f") + "**"),
        U("And the balance in nakfa?"),
        A("<think>\n23,376 × 15.075.\n</think>\n\n**" + v("23376*15.075", ",.2f") + " ERN**."),
        U("Average USD price per kg in the contract?"),
        A("<think>\n38,960 / " + v("1200+2000", ",d") + ".\n</think>\n\n**$" + v("38960/3200", ".2f") + "** a kg."),
        U("The deposit in nakfa again?"),
        A("<think>\nAs above.\n</think>\n\n**[[243,928.80]] ERN**.", why="the deposit is 15,584 USD x 15.075 = 234,928.80 ERN; the model restated it with two digits swapped"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-10-12"}, RATE),
        A("1 USD = 15.075 ERN."),
        U("grade 1 kg in usd"),
        A("$" + v("210/15.075", ".2f") + "."),
        U("grade 2 kg in eur"),
        A("€" + v("150/16.42", ".2f") + "."),
        U("eur in usd"),
        A("$" + v("16.42/15.075", ".4f") + "."),
        U("a sack in usd"),
        A("$" + v("35/15.075", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("one tree, 8 collections, how much fresh resin?"),
        A(v("0.15*8", ".1f") + " kg."),
        U("dry?"),
        A(v("1.2*0.92", ".3f") + " kg."),
        U("worth at the usual split?"),
        A(v("1.104*148.5", ".2f") + " ERN."),
        U("collector pay for it?"),
        A(v("1.2*18", ".2f") + " ERN."),
        U("2.5 kg fresh dries to?"),
        A("[[2.03]] kg.", why="2.5 kg of fresh resin dries to 2.5 x 0.92 = 2.30 kg; the model wrote it with two digits swapped"),
    ),
]
