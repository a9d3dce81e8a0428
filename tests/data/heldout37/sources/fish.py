"""fish runs: the assistant of a fish auction hall in Myeik (tools designed for this set: a boat's
landing, a truck, an export offer and the day's rate as JSON, the morning's lots, the cold store and
a shrimp grading as CSV text, the ice plants' stock as a markdown table, a buyer's statement as a
fixed-width document), with a landing fee by the boat and the kilo, ice by half the fish's weight,
boxes rounded up, hammer clocks every 6 minutes from 04:30, the hall's 5% off a boat's lots and the
buyer's 3% on top, settlement days 7 days on, prices by the viss and the kilo both ways, the cold
store after a free day, a truck's arrival 26 hours on across midnight and freight a box, baht and
kyat at the day's rate, a payment 14 days after shipping, prawns by their count a kilo; tool results
and answers written here, in the styles of GPT-5.1 and Gemini 3 Pro in Burmese (Myanmar digits, a
comma between thousands: `၆၄,၀၀၀ ကျပ်`, `၂၀၂၇ ခုနှစ် ဖေဖော်ဝါရီ ၁၇ ရက်`, `နံနက် ၁၁:၃၀`), Claude Opus 4.5,
Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2
(`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout37_fish import POLICY, csv
from _heldout37_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U

MYANMAR = str.maketrans("0123456789", "၀၁၂၃၄၅၆၇၈၉")


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"fish-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def b(expr: str, spec: str = ",.0f") -> str:
    """A computed number in Burmese spelling: Myanmar digits, a comma between thousands."""
    return v("mm(" + expr + ", '" + spec + "')", "s")


def bday(expr: str) -> str:
    """A computed date's day of the month in Myanmar digits, before `ရက်`."""
    return v("mym('%d' % (" + expr + ").day)", "s")


def bclock(expr: str) -> str:
    """A computed clock in Myanmar digits, the hour without a leading zero."""
    return v("mym('%d:%02d' % ((" + expr + ").hour, (" + expr + ").minute))", "s")


def my(text: str) -> str:
    """A value read from the run respelled in Myanmar digits (not computed)."""
    return text.translate(MYANMAR)


RATE = {"date": "2027-02-16", "mmk_per_usd": 2100, "mmk_per_thb": 61.8, "source": "Central Bank of Myanmar"}
LANDING_1 = {"boat": "MK-1147", "name": "Shwe Pinle", "landed": "2027-02-16T03:40",
             "catch": [{"species": "mackerel", "kg": 820}, {"species": "pomfret", "kg": 145}, {"species": "squid", "kg": 260}]}
LOTS_2 = csv("lot,boat,species,kg,hammer_mmk_kg,buyer", "L-01,MK-1147,mackerel,820,4200,Daw Khin Myo",
             "L-02,MK-1147,pomfret,145,18500,U Zaw Lin", "L-03,MK-0932,grouper,96,26000,Siam Seafood",
             "L-04,MK-0932,squid,310,9800,Daw Khin Myo", "L-05,MK-2210,tiger prawn,58,42000,Siam Seafood")
STATEMENT_3 = """MYEIK FISH AUCTION HALL        BUYER STATEMENT
Buyer: Daw Khin Myo (B-027)                   Week 2027-W06
Date        Lot    Species      kg    MMK/kg        Amount
2027-02-09  L-03   mackerel    640     4,100     2,624,000
2027-02-11  L-07   squid       280    10,200     2,856,000
2027-02-13  L-02   pomfret      90    19,000     1,710,000
Subtotal                                         7,190,000
Buyer's fee 3%                                     215,700
Total due                                        7,405,700
Settle within 7 days of each auction"""
ICE_4 = ("| plant | blocks | kg_per_block | made |\n|---|---|---|---|\n| Ice-A | 140 | 50 | 2027-02-15 |\n"
         "| Ice-B | 85 | 50 | 2027-02-15 |\n| Ice-C | 60 | 25 | 2027-02-16 |")
COLD_5 = csv("buyer,boxes,in_date,out_date", "Siam Seafood,40,2027-02-10,2027-02-16", "U Zaw Lin,12,2027-02-12,2027-02-16",
             "Daw Khin Myo,25,2027-02-14,2027-02-16", "Ko Aung Min,8,2027-02-15,2027-02-16")
TRUCK_6 = {"truck": "YGN-7B-4410", "to": "Yangon, San Pya market", "departs": "2027-02-16T09:30", "boxes": 54, "freight_mmk": 1350000}
OFFER_7 = {"buyer": "Siam Seafood, Ranong", "product": "tiger prawn", "grade": "16/20", "kg": 450, "price_thb_kg": 385,
           "ship_date": "2027-02-18", "payment_days": 14}
LANDING_8 = {"boat": "MK-0932", "name": "Aung Thitsar", "landed": "2027-02-16T02:55",
             "catch": [{"species": "grouper", "kg": 96}, {"species": "squid", "kg": 310}, {"species": "snapper", "kg": 188}]}
GRADES_9 = csv("grade,max_count_per_kg,kg,price_mmk_kg", "U10,10,12,68000", "16/20,20,30,42000", "21/25,25,16,35000")
LANDING_12 = {"boat": "MK-3305", "name": "Yadanar", "landed": "2027-02-16T04:50", "catch": [{"species": "anchovy", "kg": 430}]}

RUNS = [
    run(1, GPT51,
        U("မင်္ဂလာပါ။ MK-1147 လှေရဲ့ ကမ်းတက်ခ ဘယ်လောက်လဲ?"),
        C("get_landing", {"boat": "MK-1147"}, LANDING_1),
        A("MK-1147 ရွှေပင်လယ် (နံနက် " + my("3:40") + " ဆိုက်ကပ်)\n\n"
          "- ငါးကွမ်းရှပ် " + my("820") + " + ငါးမောင်းမ " + my("145") + " + ပြည်ကြီးငါး " + my("260") + " = **" + b("820+145+260") + " ကီလို**\n"
          "- ကမ်းတက်ခ: " + my("15,000") + " + " + my("40") + " × " + b("1225") + " = **" + b("15000+40*1225") + " ကျပ်**"),
        U("ရေခဲနဲ့ သေတ္တာ ဘယ်လောက်လိုမလဲ?"),
        A("- ရေခဲ: " + b("1225") + " ÷ " + my("2") + " = " + b("1225/2", ",.1f") + " ကီလို × " + my("180") + " = **" + b("612.5*180") + " ကျပ်**\n"
          "- သေတ္တာ: " + b("1225") + " ÷ " + my("20") + " = " + b("1225/20", ",.2f") + " → **" + b("-(-1225//20)") + " လုံး** × "
          + my("2,500") + " = **" + b("62*2500") + " ကျပ်**"),
        U("ငါးကွမ်းရှပ်ကို ပိဿာ ၇,၀၀၀ ကျပ်နဲ့ ဝယ်မယ်ဆိုရင် ဘယ်လောက်ရမလဲ?"),
        A("- " + my("820") + " ကီလို ÷ " + my("1.633") + " = " + b("820/1.633", ",.2f") + " ပိဿာ\n"
          "- × " + my("7,000") + " = **" + b("820/1.633*7000") + " ကျပ်** (ကီလိုလျှင် " + b("7000/1.633", ",.2f") + " ကျပ်)"),
        U("လှေအတွက် ကုန်ကျစရိတ် စုစုပေါင်း?"),
        A(b("64000") + " + " + b("110250") + " + " + b("155000") + " = **" + b("64000+110250+155000") + " ကျပ်**"),
        U("ကမ်းတက်ခ ထပ်ပြောပါ"),
        A("**[[၆၅,၀၀၀]] ကျပ်**", why="the landing fee is 64,000 MMK; the model restated it one digit off, in Myanmar digits"),
    ),
    run(2, OPUS45,
        U("Summarise this morning's lots: value and when each went under the hammer."),
        C("get_auction_lots", {"date": "2027-02-16"}, LOTS_2),
        A("**Auction, 16 February** (opened 04:30, 6 minutes a lot)\n\n| Lot | Species | kg | MMK/kg | Value (MMK) | Hammer |\n|---|---|---|---|---|---|\n"
          "| L-01 | mackerel | 820 | 4,200 | " + v("820*4200", ",d") + " | 04:30 |\n"
          "| L-02 | pomfret | 145 | 18,500 | " + v("145*18500", ",d") + " | " + v("datetime(2027,2,16,4,30)+timedelta(minutes=6)", "%H:%M") + " |\n"
          "| L-03 | grouper | 96 | 26,000 | " + v("96*26000", ",d") + " | " + v("datetime(2027,2,16,4,30)+timedelta(minutes=12)", "%H:%M") + " |\n"
          "| L-04 | squid | 310 | 9,800 | " + v("310*9800", ",d") + " | " + v("datetime(2027,2,16,4,30)+timedelta(minutes=18)", "%H:%M") + " |\n"
          "| L-05 | tiger prawn | 58 | 42,000 | " + v("58*42000", ",d") + " | " + v("datetime(2027,2,16,4,30)+timedelta(minutes=24)", "%H:%M") + " |\n\n"
          "**Total: " + v("3444000+2682500+2496000+3038000+2436000", ",d") + " MMK**, the last lot done at "
          + v("datetime(2027,2,16,4,30)+timedelta(minutes=30)", "%H:%M") + "."),
        U("What does the hall earn on that?"),
        A("- Commission from the boats, 5%: **" + v("14096500*0.05", ",.0f") + " MMK**\n"
          "- Buyers' fee, 3%: **" + v("14096500*0.03", ",.0f") + " MMK**\n- Together: " + v("704825+422895", ",d") + " MMK"),
        U("What does each buyer owe?"),
        A("| Buyer | Lots | Hammer (MMK) | With 3% fee |\n|---|---|---|---|\n"
          "| Daw Khin Myo | L-01, L-04 | " + v("3444000+3038000", ",d") + " | " + v("6482000*1.03", ",.0f") + " |\n"
          "| U Zaw Lin | L-02 | 2,682,500 | " + v("2682500*1.03", ",.0f") + " |\n"
          "| Siam Seafood | L-03, L-05 | " + v("2496000+2436000", ",d") + " | " + v("4932000*1.03", ",.0f") + " |"),
        U("Average hammer price per kilo?"),
        A(v("14096500", ",d") + " / " + v("820+145+96+310+58", ",d") + " kg = **" + v("14096500/1429", ",.2f") + " MMK/kg**."),
        U("And boat MK-1147's net after commission?"),
        A("(3,444,000 + 2,682,500) × 0.95 = **[[5,802,175]] MMK**.",
          why="MK-1147's lots come to 6,126,500 MMK, 5,820,175 after the 5% commission; the model wrote it with two digits swapped"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("ဒေါ်ခင်မျိုး (B-027) ရဲ့ ဒီအပတ် စာရင်းကို ပြပါ။ ဘယ်နေ့တွေ ငွေချေရမလဲ?"),
        C("get_buyer_statement", {"buyer": "B-027", "week": "2027-W06"}, STATEMENT_3),
        A("* **L-03** ငါးကွမ်းရှပ် (" + my("9") + " ရက်): " + my("2,624,000") + " ကျပ် → ချေရမည့်နေ့ ဖေဖော်ဝါရီ **"
          + bday("date(2027,2,9)+timedelta(days=7)") + "** ရက် (ယနေ့)\n"
          "* **L-07** ပြည်ကြီးငါး (" + my("11") + " ရက်): " + my("2,856,000") + " ကျပ် → ဖေဖော်ဝါရီ **" + bday("date(2027,2,11)+timedelta(days=7)") + "** ရက်\n"
          "* **L-02** ငါးမောင်းမ (" + my("13") + " ရက်): " + my("1,710,000") + " ကျပ် → ဖေဖော်ဝါရီ **" + bday("date(2027,2,13)+timedelta(days=7)") + "** ရက်\n"
          "* **စုစုပေါင်း:** " + my("7,405,700") + " ကျပ် (ဝယ်သူခ " + my("3") + "% ပါပြီး)"),
        U("အလုံးတစ်ခုချင်းစီ ဝယ်သူခ ပေါင်းပြီး ဘယ်လောက်လဲ?"),
        A("* L-03: " + b("2624000*1.03") + " ကျပ်\n* L-07: " + b("2856000*1.03") + " ကျပ်\n* L-02: " + b("1710000*1.03") + " ကျပ်"),
        U("ဒီနေ့ ဘယ်လောက် ချေရမလဲ?"),
        A("* ယနေ့ (ဖေဖော်ဝါရီ " + bday("date(2027,2,9)+timedelta(days=7)") + ") ချေရမှာက L-03: **" + b("2624000*1.03") + " ကျပ်**"),
        U("ပိဿာလိုက် ဈေးတွေက ဘယ်လောက်လဲ?"),
        A("* ငါးကွမ်းရှပ်: " + my("4,100") + " × " + my("1.633") + " = **" + b("4100*1.633", ",.1f") + " ကျပ်**\n"
          "* ပြည်ကြီးငါး: " + my("10,200") + " × " + my("1.633") + " = **" + b("10200*1.633", ",.1f") + " ကျပ်**\n"
          "* ငါးမောင်းမ: " + my("19,000") + " × " + my("1.633") + " = **" + b("19000*1.633", ",.0f") + " ကျပ်**"),
        U("နောက်ဆုံး ချေရမည့်နေ့ ထပ်ပြောပါ"),
        A("* **" + my("2027") + " ခုနှစ် ဖေဖော်ဝါရီ [[၂၁]] ရက်**",
          why="the last lot, bought on 13 February, is settled by 20 February; the model restated it a day on, in Myanmar digits"),
    ),
    run(4, QWEN3,
        U("How much ice do the plants have?"),
        C("get_ice_stock", {"date": "2027-02-16"}, ICE_4),
        A("| Plant | Blocks | kg/block | kg |\n|---|---|---|---|\n| Ice-A | 140 | 50 | " + v("140*50", ",d") + " |\n"
          "| Ice-B | 85 | 50 | " + v("85*50", ",d") + " |\n| Ice-C | 60 | 25 | " + v("60*25", ",d") + " |\n"
          "| **Total** | " + v("140+85+60", "d") + " | | **" + v("7000+4250+1500", ",d") + "** |"),
        U("How much fish can that ice, and how many boxes?"),
        A("| Ice kg | Fish kg (×2) | Boxes of 20 kg |\n|---|---|---|\n| " + v("12750", ",d") + " | " + v("12750*2", ",d") + " | "
          + v("25500//20", ",d") + " |"),
        U("We expect 9,400 kg of fish today. What's left after icing it?"),
        A("| Fish kg | Ice needed | Ice left |\n|---|---|---|\n| 9,400 | " + v("9400/2", ",.0f") + " | " + v("12750-4700", ",d") + " |"),
        U("What's the stock worth at our ice price?"),
        A("| Ice kg | MMK/kg | Value (MMK) |\n|---|---|---|\n| " + v("12750", ",d") + " | 180 | " + v("12750*180", ",d") + " |"),
        U("Value again?"),
        A("| Value (MMK) |\n|---|\n| [[2,259,000]] |", why="the ice is worth 2,295,000 MMK; the model restated it with two digits swapped"),
    ),
    run(5, KIMI_K2,
        U("Cold store charges for everything going out today?"),
        C("get_cold_store", {"out_date": "2027-02-16"}, COLD_5),
        A("<think>\n600 a box a day, first day free.\nSiam: 10→16 = " + v("16-10", "d") + " days, " + v("6-1", "d") + " charged × 40 × 600 = "
          + v("5*40*600", ",d") + ".\nZaw Lin: " + v("16-12", "d") + " days, " + v("4-1", "d") + " × 12 × 600 = " + v("3*12*600", ",d")
          + ".\nKhin Myo: " + v("16-14", "d") + " days, " + v("2-1", "d") + " × 25 × 600 = " + v("1*25*600", ",d") + ".\nAung Min: "
          + v("16-15", "d") + " day, free.\n</think>\n\n"
          "| Buyer | Boxes | Days | Charged days | MMK |\n|---|---|---|---|---|\n"
          "| Siam Seafood | 40 | " + v("16-10", "d") + " | " + v("6-1", "d") + " | " + v("5*40*600", ",d") + " |\n"
          "| U Zaw Lin | 12 | " + v("16-12", "d") + " | " + v("4-1", "d") + " | " + v("3*12*600", ",d") + " |\n"
          "| Daw Khin Myo | 25 | " + v("16-14", "d") + " | " + v("2-1", "d") + " | " + v("1*25*600", ",d") + " |\n"
          "| Ko Aung Min | 8 | " + v("16-15", "d") + " | 0 | 0 |"),
        U("Total?"),
        A("<think>\n120000+21600+15000.\n</think>\n\n**" + v("120000+21600+15000", ",d") + " MMK** for " + v("40+12+25+8", "d") + " boxes."),
        U("Siam Seafood pays in dollars. How much?"),
        C("get_rate", {"date": "2027-02-16"}, RATE),
        A("<think>\n" + v("120000", ",d") + " / 2100.\n</think>\n\n**$" + v("120000/2100", ".2f") + "**."),
        U("Siam Seafood's charge in kyat again?"),
        A("<think>\n" + v("6-1", "d") + " × 40 × 600 = " + v("5*40*600", ",d") + ".\n</think>\n\n**[[102,000]] MMK**.",
          why="Siam Seafood's cold store charge is 120,000 MMK; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("ရန်ကုန်ကားက ဘယ်အချိန် ရောက်မလဲ?"),
        C("get_truck", {"truck": "YGN-7B-4410"}, TRUCK_6),
        A("YGN-7B-4410 ကား (ရန်ကုန် ဆမ်းပြ ဈေး): ယနေ့ နံနက် " + my("9:30") + " ထွက်ပြီး " + my("26") + " နာရီ → **"
          + my("2027") + " ခုနှစ် ဖေဖော်ဝါရီ " + bday("datetime(2027,2,16,9,30)+timedelta(hours=26)") + " ရက်၊ နံနက် "
          + bclock("datetime(2027,2,16,9,30)+timedelta(hours=26)") + "** ရောက်ပါမယ်။"),
        U("သေတ္တာတစ်လုံးကို သယ်ခ ဘယ်လောက်ကျလဲ?"),
        A(my("1,350,000") + " ÷ " + my("54") + " = **" + b("1350000/54") + " ကျပ်** (ကီလိုလျှင် " + b("1350000/(54*20)") + " ကျပ်)"),
        U("ကားမှာ နေရာ ဘယ်လောက်ကျန်သေးလဲ?"),
        A("- သေတ္တာ " + my("60") + " − " + my("54") + " = **" + b("60-54") + " လုံး** ကျန်\n- ငါး " + b("54*20") + " ကီလို တင်ထားပြီး၊ နောက်ထပ် "
          + b("6*20") + " ကီလို ထပ်တင်နိုင်"),
        U("ရောက်မည့်နေ့ ထပ်ပြောပါ"),
        A("**" + my("2027") + " ခုနှစ် ဖေဖော်ဝါရီ [[၁၈]] ရက်**",
          why="the truck leaves on 16 February at 09:30 and arrives 26 hours on, on 17 February; the model restated it a day on, in Myanmar digits"),
    ),
    run(7, SONNET45,
        U("Siam Seafood sent an offer for tiger prawns. What's it worth to us?"),
        C("get_export_offer", {"buyer": "Siam Seafood"}, OFFER_7),
        C("get_rate", {"date": "2027-02-16"}, RATE),
        A("**Tiger prawn 16/20, Siam Seafood (Ranong)**\n\n- 450 kg × 385 THB = **" + v("450*385", ",d") + " THB**\n"
          "- At 61.8 MMK a baht: **" + v("173250*61.8", ",.0f") + " MMK**\n"
          "- That's " + v("385*61.8", ",.0f") + " MMK a kilo before ice, boxes and freight."),
        U("When do they pay, and roughly how many prawns is that?"),
        A("- Shipping 18 February, 14 days' terms: paid by **" + v("date(2027,2,18)+timedelta(days=14)", "%-d %B %Y") + "**\n"
          "- Grade 16/20 is 16 to 20 prawns a kilo: " + v("450*16", ",d") + " to " + v("450*20", ",d") + " prawns"),
        U("Boxes and ice for the shipment?"),
        A("- Boxes: 450 / 20 = " + v("450/20", "g") + " → **" + v("-(-450//20)", "d") + "** boxes (" + v("23*2500", ",d") + " MMK)\n"
          "- Ice: 450 / 2 = **" + v("450/2", "g") + " kg** (" + v("225*180", ",d") + " MMK)"),
        U("And in dollars?"),
        A(v("10706850", ",d") + " / 2,100 = **$" + v("10706850/2100", ",.2f") + "**."),
        U("What's the export permit number for the paperwork?"),
        A("It's **[[MEP-2027-08814]]**.", why="no tool gives an export permit number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Boat MK-0932: what did it land, what's the fee and what does it net from the auction?"),
        C("get_landing", {"boat": "MK-0932"}, LANDING_8),
        C("get_auction_lots", {"date": "2027-02-16", "boat": "MK-0932"}, LOTS_2),
        A("1. Landed: 96 + 310 + 188 = **" + v("96+310+188", "d") + " kg**\n2. Landing fee: 15,000 + 40 × " + v("594", "d") + " = **"
          + v("15000+40*594", ",d") + " MMK**"),
        U("Net from the auction?"),
        A("1. L-03 grouper " + v("96*26000", ",d") + " + L-04 squid " + v("310*9800", ",d") + " = " + v("2496000+3038000", ",d") + " MMK\n"
          "2. Less 5%: " + v("5534000*0.95", ",.0f") + " MMK\n3. Less the landing fee: **" + v("5257300-38760", ",d") + " MMK**"),
        U("The snapper wasn't sold. A buyer offers 12,000 a viss. Per kilo and in all?"),
        A("1. Per kg: 12,000 / 1.633 = **" + v("12000/1.633", ",.2f") + " MMK**\n2. 188 kg = " + v("188/1.633", ".2f") + " viss\n"
          "3. In all: **" + v("188/1.633*12000", ",.0f") + " MMK**"),
        U("The whole landing in viss?"),
        A("1. " + v("594", "d") + " / 1.633 = **" + v("594/1.633", ".2f") + " viss**"),
        U("Auction net again?"),
        A("1. **[[5,218,450]] MMK**", why="the boat nets 5,218,540 MMK; the model restated it with two digits swapped"),
    ),
    run(9, HAIKU45,
        U("Value this morning's prawn grading."),
        C("get_grading", {"lot": "L-05"}, GRADES_9),
        A("- U10: 12 kg × 68,000 = " + v("12*68000", ",d") + " MMK\n- 16/20: 30 kg × 42,000 = " + v("30*42000", ",d") + " MMK\n"
          "- 21/25: 16 kg × 35,000 = " + v("16*35000", ",d") + " MMK\n\n**Total: " + v("816000+1260000+560000", ",d") + " MMK** for "
          + v("12+30+16", "d") + " kg"),
        U("Mean price per kilo?"),
        A(v("2636000", ",d") + " / " + v("58", "d") + " = **" + v("2636000/58", ",.2f") + " MMK/kg**."),
        U("At most how many prawns?"),
        A("12 × 10 = " + v("12*10", "d") + ", 30 × 20 = " + v("30*20", "d") + ", 16 × 25 = " + v("16*25", "d") + ": at most **"
          + v("120+600+400", ",d") + "** prawns."),
        U("U10 by the viss?"),
        A("68,000 × 1.633 = **" + v("68000*1.633", ",.0f") + " MMK** a viss."),
        U("Mean price again?"),
        A("**[[45,148.28]] MMK/kg**.", why="the mean price is 45,448.28 MMK a kg; the model restated it one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("Tomorrow we have 38 lots. When does the auction finish? And if 12 more boats come in?"),
        A("<think>\n38 × 6 = " + v("38*6", "d") + " min from 04:30. 50 × 6 = " + v("50*6", "d") + ".\n</think>\n\n"
          "- 38 lots: " + v("38*6", "d") + " minutes → done at **" + v("datetime(2027,2,17,4,30)+timedelta(minutes=228)", "%H:%M") + "**\n"
          "- " + v("38+12", "d") + " lots: " + v("50*6", "d") + " minutes → **" + v("datetime(2027,2,17,4,30)+timedelta(minutes=300)", "%H:%M") + "**"),
        U("If the 50 lots average 180 kg, how much ice and what does it cost?"),
        A("<think>\n50 × 180 = " + v("50*180", ",d") + " kg; half is ice.\n</think>\n\n- Fish: " + v("50*180", ",d") + " kg\n- Ice: **"
          + v("9000/2", ",.0f") + " kg**, " + v("4500*180", ",d") + " MMK\n- Boxes: " + v("9000//20", "d") + " (" + v("450*2500", ",d") + " MMK)"),
        U("Landing fees for that, if it's 20 boats?"),
        A("<think>\n20 × 15,000 + 40 × 9,000.\n</think>\n\n20 × 15,000 + 40 × " + v("9000", ",d") + " = **" + v("20*15000+40*9000", ",d") + " MMK**."),
        U("When does lot 25 go under the hammer?"),
        A("<think>\n04:30 + 25 × 6.\n</think>\n\nAt **[[07:00]]**.",
          why="lot 25 follows 24 lots of 6 minutes: 04:30 + 144 minutes is 06:54; the model counted 25 lots before it"),
    ),
    run(11, GROK41,
        U("thb rate"),
        C("get_rate", {"date": "2027-02-16"}, RATE),
        A("1 THB = 61.8 MMK."),
        U("usd"),
        A("1 USD = 2,100 MMK."),
        U("tiger prawn 42000/kg in thb"),
        A(v("42000/61.8", ".2f") + " THB/kg."),
        U("in usd"),
        A("$" + v("42000/2100", ".2f") + "/kg."),
    ),
    run(12, LLAMA4,
        U("MK-3305 landing fee"),
        C("get_landing", {"boat": "MK-3305"}, LANDING_12),
        A(v("15000+40*430", ",d") + " MMK (430 kg)."),
        U("ice"),
        A(v("430/2", "g") + " kg, " + v("215*180", ",d") + " MMK."),
        U("boxes"),
        A(v("-(-430//20)", "d") + " boxes, " + v("22*2500", ",d") + " MMK."),
        U("all in"),
        A(v("32200+38700+55000", ",d") + " MMK."),
    ),
]
