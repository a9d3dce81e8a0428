"""cashmere runs: the assistant of a herders' cashmere co-operative in Bayankhongor (Altan Yamaa, tools
designed for this set: a member's delivery, a loan, a truck trip, the price board, a combing day, a mill
contract and the day's rates as JSON, lab results, a bag's combing count and a fodder plan as CSV text, a
member's statement as plain text), with a lot's value by the kilo and a grade's bonus or cut, an
advance, a fee and a balance, clean fibre from a yield, a weighted mean micron, trucking shared by
weight, grams a goat, simple interest by the month, a mill price in tögrögs and a margin at a yield,
a combing day's end clock, hay for a winter reserve in bales, a payment 30 days after delivery; tool
results and answers written here, in the styles of Gemini 3 Pro and Qwen3 in Mongolian (`2 982 096 ₮`,
`2026 оны 5-р сарын 12`, `15,2 микрон`), GPT-5.1 (plain), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5
(Anthropic envelopes), Gemini 3 Pro (bullets), Qwen3 (tables), DeepSeek V3.2 (`<think>`), GPT-5 mini
(numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout33_cashmere import POLICY, csv
from _heldout33_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, LLAMA4, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"cashmere-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def mn(expr: str, spec: str = ",.0f") -> str:
    """A computed number in Mongolian spelling, a space between thousands and a decimal comma: `2 982 096`, `15,2`."""
    return v("fr(" + expr + ", '" + spec + "')", "s")


RATE = {"date": "2026-12-10", "usd_mnt": 3452.60, "cny_mnt": 486.30, "source": "Mongolbank"}
DELIVERY_1 = {"member": "Батбаярын Энхтуяа", "member_no": "M-0142", "lot": "L-26-031", "delivered": "2026-05-12", "colour": "white",
              "raw_kg": 23.4, "micron": 15.2}
LAB_2 = csv("lot,colour,raw_kg,micron,clean_yield_pct", "L-26-031,white,23.4,15.2,54.0", "L-26-032,white,31.8,16.1,51.5",
            "L-26-033,grey,17.6,16.9,48.0", "L-26-034,brown,26.0,15.4,50.5", "L-26-035,white,40.2,16.4,52.5")
STATEMENT_3 = """ALTAN YAMAA CO-OPERATIVE - MEMBER STATEMENT ST-2612-0077
Member: Dorj Ganbat (M-0207)
Lot L-26-035, white, 40.2 kg, 16.4 micron (base)       4,743,600
Advance paid 2026-05-20 (60%)                         -2,846,160
Co-operative fee 2.5%                                   -118,590
Loan LN-0207 900,000 from 2026-06-01, 5 months        -967,500
BALANCE DUE MNT                                          811,350"""
TRUCK_4 = {"trip": "TR-26-12", "date": "2026-12-14", "route": "Bayankhongor - Ulaanbaatar", "km": 620,
           "lots": [{"group": "Bogd bag", "kg": 1240}, {"group": "Jinst bag", "kg": 860}, {"group": "Erdenetsogt bag", "kg": 400}]}
BAG_5 = csv("household,goats_combed,raw_kg", "Tserendorj,186,62.4", "Oyunchimeg,142,44.7", "Bat-Erdene,231,80.9", "Narantuya,97,29.6",
            "Ganzorig,164,55.3")
LOAN_6 = {"loan": "LN-0388", "member": "Sükhbaatar Oyun", "member_no": "M-0388", "principal": 1500000, "taken": "2026-04-15",
          "rate_monthly_pct": 1.5, "repay_with": "2026 balance"}
PRICES_7 = {"date": "2026-12-10", "raw_white_mnt_kg": 118000, "raw_colored_mnt_kg": 104000, "mill_dehaired_usd_kg": 92.50,
            "typical_clean_yield_pct": 52}
COMBING_8 = {"household": "Tserendorj", "date": "2027-04-20", "goats": 160, "combers": 4, "start": "07:00", "lunch_minutes": 60}
FODDER_9 = csv("household,goats,bales_in_stock", "Tserendorj,186,420", "Oyunchimeg,142,250", "Bat-Erdene,231,300")
MILL_10 = {"contract": "MC-2026-14", "mill": "Goyo Fibre LLC, Ulaanbaatar", "dehaired_kg": 1850, "price_usd_kg": 92.50,
           "delivery_by": "2027-01-20", "payment_days_after_delivery": 30}
DELIVERY_12 = {"member_no": "M-0455", "lot": "L-26-040", "delivered": "2026-05-18", "colour": "brown", "raw_kg": 18.6, "micron": 16.8}

RUNS = [
    run(1, GEMINI3_PRO,
        U("Сайн байна уу, би M-0142 гишүүн. Миний тушаасан ноолуурын үнэ хэд болох вэ?"),
        C("get_delivery", {"member_no": "M-0142"}, DELIVERY_1),
        A("Та 2026 оны 5-р сарын 12-нд 23,4 кг цагаан ноолуур тушаасан (L-26-031). Лабораторийн дүнгээр 15,2 микрон: 15,5 микроноос "
          "нарийн тул **+8%** нэмэгдэлтэй.\n\n* Суурь үнэ: 23,4 × 118 000 = " + mn("23.4*118000") + " ₮\n"
          "* Нэмэгдэлтэй: × 1,08 = **" + mn("23.4*118000*1.08") + " ₮**"),
        U("Урьдчилгаа хэд авсан, үлдэгдэл хэд байх вэ?"),
        A("* Урьдчилгаа 60%: **" + mn("2982096*0.6") + " ₮**\n* Хоршооны хураамж 2,5%: " + mn("2982096*0.025") + " ₮\n"
          "* Үлдэгдэл: " + mn("2982096") + " − " + mn("2982096*0.6") + " − " + mn("2982096*0.025") + " = **"
          + mn("2982096*(1-0.6-0.025)") + " ₮**"),
        U("Үлдэгдэл доллароор хэд вэ?"),
        C("get_rate", {"date": "2026-12-10"}, RATE),
        A("Өнөөдрийн ханш 1 $ = 3 452,60 ₮: " + mn("1118286") + " / 3 452,60 = **" + mn("1118286/3452.6", ",.2f") + " $**."),
        U("Тушаснаас хойш хэд хоног өнгөрсөн бэ?"),
        A("2026 оны 5-р сарын 12-оос өнөөдөр хүртэл **" + v("(date(2026,12,10)-date(2026,5,12)).days", "d") + " хоног**."),
        U("Үлдэгдэл хэд билээ, дахиад хэлээч?"),
        A("**[[1 118 268]] ₮**.", why="the balance is 1 118 286 ₮; the model swapped the last two digits"),
    ),
    run(2, GPT51,
        U("Lab results for the first five lots are in. How much clean fibre does each give, and what are they worth to the members?"),
        C("get_lab_results", {"lots": "L-26-031..035"}, LAB_2),
        A("Clean (dehaired) fibre at each lot's yield:\n\n"
          "- L-26-031: 23.4 kg × 54.0% = " + v("23.4*0.54", ".2f") + " kg\n"
          "- L-26-032: 31.8 kg × 51.5% = " + v("31.8*0.515", ".2f") + " kg\n"
          "- L-26-033: 17.6 kg × 48.0% = " + v("17.6*0.48", ".2f") + " kg\n"
          "- L-26-034: 26.0 kg × 50.5% = " + v("26.0*0.505", ".2f") + " kg\n"
          "- L-26-035: 40.2 kg × 52.5% = " + v("40.2*0.525", ".2f") + " kg\n\n"
          "In all " + v("23.4*0.54+31.8*0.515+17.6*0.48+26.0*0.505+40.2*0.525", ".2f") + " kg clean from "
          + v("23.4+31.8+17.6+26.0+40.2", ".1f") + " kg raw.\n\nMembers' value by grade:\n\n"
          "- L-26-031 (white, 15.2 µm, +8%): " + v("23.4*118000*1.08", ",.0f") + " ₮\n"
          "- L-26-032 (white, 16.1 µm, base): " + v("31.8*118000", ",.0f") + " ₮\n"
          "- L-26-033 (grey, 16.9 µm, -12%): " + v("17.6*104000*0.88", ",.0f") + " ₮\n"
          "- L-26-034 (brown, 15.4 µm, +8%): " + v("26.0*104000*1.08", ",.0f") + " ₮\n"
          "- L-26-035 (white, 16.4 µm, base): " + v("40.2*118000", ",.0f") + " ₮\n\n"
          "Total **" + v("23.4*118000*1.08+31.8*118000+17.6*104000*0.88+26.0*104000*1.08+40.2*118000", ",.0f") + " ₮**."),
        U("What's the average fineness, weighted by weight?"),
        A("(23.4 × 15.2 + 31.8 × 16.1 + 17.6 × 16.9 + 26.0 × 15.4 + 40.2 × 16.4) / 139.0 = **"
          + v("(23.4*15.2+31.8*16.1+17.6*16.9+26.0*15.4+40.2*16.4)/139.0", ".2f") + " microns**, in the base band."),
        U("How much clean fibre from L-26-035 again?"),
        A("[[21.01]] kg.", why="40.2 kg at 52.5% is 21.11 kg; the model restated it one digit off"),
        U("How many sacks do the five lots fill?"),
        A(v("23.4+31.8+17.6+26.0+40.2", ".1f") + " kg / 40 kg = " + v("139.0/40", ".2f") + ", so **" + v("-(-139.0//40)", ".0f")
          + " sacks**."),
    ),
    run(3, OPUS45,
        U("I got statement ST-2612-0077. The balance looks high to me, can you check it?"),
        C("get_statement", {"statement": "ST-2612-0077"}, STATEMENT_3),
        A("The lot, the advance and the fee are right:\n\n- 40.2 kg × 118,000 = " + v("40.2*118000", ",.0f") + " ₮ (16.4 µm is the base band)\n"
          "- Advance 60% = " + v("4743600*0.6", ",.0f") + " ₮\n- Fee 2.5% = " + v("4743600*0.025", ",.0f") + " ₮\n\n"
          "The loan line is not: from 1 June to 1 December is **" + v("12-6", "d") + " months**, not 5. At 1.5% a month on 900,000 ₮ that is "
          + v("900000*0.015*6", ",.0f") + " ₮ of interest, so the loan line should read " + v("900000+81000", ",.0f") + " ₮.\n\n"
          "The balance due is therefore **" + v("4743600-2846160-118590-981000", ",.0f") + " ₮**, "
          + v("981000-967500", ",.0f") + " ₮ less than the statement shows. The statement is in your favour, not against you."),
        U("What's that in dollars?"),
        C("get_rate", {"date": "2026-12-10"}, RATE),
        A(v("4743600-2846160-118590-981000", ",.0f") + " ₮ / 3,452.60 = **USD " + v("797850/3452.6", ",.2f") + "** at today's rate."),
        U("What reference will the transfer carry, so I can find it?"),
        A("It will carry the reference **[[TR-2612-0207]]**.", why="no tool gives a transfer reference; the model invented one from the month and the member number"),
        U("What did the advance come to per kg?"),
        A("2,846,160 / 40.2 = **" + v("2846160/40.2", ",.0f") + " ₮** a kg, 60% of 118,000."),
        U("How much is the interest each month?"),
        A("900,000 × 1.5% = **" + v("900000*0.015", ",.0f") + " ₮** a month."),
        U("What share of my lot's value went to the advance and the fee?"),
        A("(2,846,160 + 118,590) / 4,743,600 = **" + v("(2846160+118590)/4743600*100", ".1f") + "%**."),
        anthropic=True,
    ),
    run(4, GEMINI3_PRO,
        U("Truck TR-26-12 takes three bags' lots to the mill on Monday. What does each group pay for the trip?"),
        C("get_truck_trip", {"trip": "TR-26-12"}, TRUCK_4),
        A("* Trip: 620 km × 2,400 ₮ = **" + v("620*2400", ",d") + " ₮**\n* Load: 1,240 + 860 + 400 = " + v("1240+860+400", ",d") + " kg\n"
          "* Per kg: " + v("1488000/2500", ".1f") + " ₮\n* Bogd bag: 1,240 × 595.2 = **" + v("1240*595.2", ",.0f") + " ₮**\n"
          "* Jinst bag: 860 × 595.2 = **" + v("860*595.2", ",.0f") + " ₮**\n* Erdenetsogt bag: 400 × 595.2 = **" + v("400*595.2", ",.0f") + " ₮**"),
        U("How many sacks is that load?"),
        A("* Bogd: " + v("1240/40", ".0f") + " sacks\n* Jinst: " + v("860/40", ".1f") + ", so " + v("-(-860//40)", ".0f") + " sacks\n"
          "* Erdenetsogt: " + v("400/40", ".0f") + " sacks\n* In all **" + v("31+22+10", "d") + " sacks**"),
        U("If Jinst's lot waits for the next truck?"),
        A("* Per kg: " + v("620*2400", ",d") + " / " + v("1240+400", ",d") + " = " + v("1488000/1640", ".2f") + " ₮\n"
          "* Bogd bag: **" + v("1240*1488000/1640", ",.0f") + " ₮**\n* Erdenetsogt bag: **[[362,972]] ₮**",
          why="400 kg of 1,640 kg share 362,927 ₮; the model swapped two digits"),
        U("Leaving at 06:00 and averaging 55 km/h, when does it reach the mill?"),
        A("* 620 / 55 = " + v("620/55", ".1f") + " h on the road\n* Arrival about **"
          + v("datetime(2026,12,14,6,0)+timedelta(hours=620/55)", "%H:%M") + "**"),
        U("And per sack, with all three lots aboard?"),
        A("* " + v("620*2400", ",d") + " / " + v("31+22+10", "d") + " sacks = **" + v("1488000/63", ",.0f") + " ₮** a sack"),
    ),
    run(5, QWEN3,
        U("Combing results for our bag: grams per goat for each household, and the totals."),
        C("get_bag_combing", {"bag": "Bogd", "season": "2026"}, BAG_5),
        A("| Household | Goats | Raw kg | g per goat |\n|---|---|---|---|\n"
          "| Tserendorj | 186 | 62.4 | " + v("62400/186", ".1f") + " |\n| Oyunchimeg | 142 | 44.7 | " + v("44700/142", ".1f") + " |\n"
          "| Bat-Erdene | 231 | 80.9 | " + v("80900/231", ".1f") + " |\n| Narantuya | 97 | 29.6 | " + v("29600/97", ".1f") + " |\n"
          "| Ganzorig | 164 | 55.3 | " + v("55300/164", ".1f") + " |\n| **Total** | **" + v("186+142+231+97+164", "d") + "** | **"
          + v("62.4+44.7+80.9+29.6+55.3", ".1f") + "** | **" + v("272900/820", ".1f") + "** |"),
        U("Value of each at the white base price?"),
        A("| Household | ₮ |\n|---|---|\n| Tserendorj | " + v("62.4*118000", ",.0f") + " |\n| Oyunchimeg | " + v("44.7*118000", ",.0f")
          + " |\n| Bat-Erdene | " + v("80.9*118000", ",.0f") + " |\n| Narantuya | [[3,429,800]] |\n| Ganzorig | " + v("55.3*118000", ",.0f")
          + " |\n| **Total** | **" + v("272.9*118000", ",.0f") + "** |",
          why="29.6 kg at 118,000 ₮ is 3,492,800; the model swapped two digits in the table"),
        U("Advances paid on that?"),
        A("| | ₮ |\n|---|---|\n| Advance 60% | " + v("32202200*0.6", ",.0f") + " |\n| Still to pay (before fees) | "
          + v("32202200*0.4", ",.0f") + " |"),
        U("How many sacks for the bag?"),
        A("| Raw kg | Sack | Sacks |\n|---|---|---|\n| " + v("62.4+44.7+80.9+29.6+55.3", ".1f") + " | 40 kg | "
          + v("-(-272.9//40)", ".0f") + " |"),
    ),
    run(6, DEEPSEEK_V32,
        U("I took loan LN-0388 in April. What will I owe if it's repaid from my balance in mid-December?"),
        C("get_loan", {"loan": "LN-0388"}, LOAN_6),
        A("<think>\nApril 15 to December 15 = 8 months. 1,500,000 × 0.015 × 8 = " + v("1500000*0.015*8", ",.0f") + ".\n</think>\n\n"
          "From 15 April to 15 December is **" + v("12-4", "d") + " months**: interest 1,500,000 × 1.5% × 8 = **"
          + v("1500000*0.015*8", ",.0f") + " ₮**, so **" + v("1500000+180000", ",.0f") + " ₮** in all."),
        U("How much does each month add?"),
        A("<think>\n1,500,000 × 0.015.\n</think>\n\n**" + v("1500000*0.015", ",.0f") + " ₮** a month."),
        U("And if the mill pays late and it's settled on 15 January?"),
        A("<think>\n9 months: " + v("1500000*0.015", ",.0f") + " × 9 = " + v("22500*9", ",.0f") + ".\n</think>\n\n"
          "9 months: " + v("22500*9", ",.0f") + " ₮ of interest, " + v("1500000+202500", ",.0f") + " ₮ in all."),
        U("Sorry, the interest to mid-December again?"),
        A("<think>\n1,500,000 × 0.015 × 8 = " + v("1500000*0.015*8", ",.0f") + ".\n</think>\n\n**[[108,000]] ₮**.",
          why="8 months at 22,500 ₮ are 180,000; the model swapped two digits after an honest think"),
    ),
    run(7, QWEN3,
        U("Өнөөдрийн үнийн самбар болон үйлдвэрийн үнийг төгрөгөөр хэлж өгөөч."),
        C("get_price_board", {"date": "2026-12-10"}, PRICES_7),
        C("get_rate", {"date": "2026-12-10"}, RATE),
        A("| | Үнэ |\n|---|---|\n| Түүхий цагаан ноолуур | 118 000 ₮/кг |\n| Түүхий бор, саарал | 104 000 ₮/кг |\n"
          "| Самнасан ноолуур (үйлдвэр) | 92,50 $/кг |\n| Төгрөгөөр (× 3 452,60) | **" + mn("92.5*3452.6", ",.2f") + " ₮/кг** |"),
        U("52%-ийн гарцаар 1 кг самнасан ноолуур бидэнд хэдэд өртөх вэ, зөрүү хэд вэ?"),
        A("| | ₮/кг |\n|---|---|\n| Өртөг: 118 000 / 0,52 | " + mn("118000/0.52") + " |\n| Үйлдвэрийн үнэ | " + mn("92.5*3452.6") + " |\n"
          "| **Зөрүү** | **" + mn("92.5*3452.6-118000/0.52") + "** |"),
        U("Энэ зөрүү үйлдвэрийн үнийн хэдэн хувь вэ?"),
        A("| | |\n|---|---|\n| Хувь | " + mn("(92.5*3452.6-118000/0.52)/(92.5*3452.6)*100", ".1f") + "% |"),
        U("Үйлдвэрийн үнэ төгрөгөөр хэд билээ?"),
        A("| | ₮/кг |\n|---|---|\n| Үйлдвэрийн үнэ | [[318 365]] |", why="92.50 $ at 3 452,60 is 319 365,50 ₮; the model restated it one digit off"),
    ),
    run(8, SONNET45,
        U("We're planning Tserendorj's combing day next April. How long will the team need?"),
        C("get_combing_day", {"household": "Tserendorj"}, COMBING_8),
        A("160 goats × 12 minutes = " + v("160*12", ",d") + " comber-minutes; with 4 combers that is " + v("160*12/4", ".0f") + " minutes, **"
          + v("480/60", ".0f") + " hours**. Starting at 07:00 with the hour's lunch, the team finishes at **"
          + v("datetime(2027,4,20,7,0)+timedelta(minutes=480+60)", "%H:%M") + "**."),
        U("What if a fifth comber joins?"),
        A(v("160*12", ",d") + " / 5 = " + v("1920/5", ".0f") + " minutes, 6 h " + v("384-360", "d") + " min; with lunch they finish at **"
          + v("datetime(2027,4,20,7,0)+timedelta(minutes=384+60)", "%H:%M") + "**."),
        U("Last year 186 goats gave us 62.4 kg. What should 160 give?"),
        A("At the same " + v("62400/186", ".1f") + " g a goat: 160 × 62.4 / 186 = about **" + v("160*62.4/186", ".1f") + " kg**."),
        U("So with four combers, when do we stop?"),
        A("At **[[15:00]]**.", why="4 combers need 480 minutes and an hour's lunch from 07:00, to 16:00; the model restated it one digit off"),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("Winter reserve check for three households: enough hay bales?"),
        C("get_fodder_plan", {"bag": "Bogd"}, FODDER_9),
        A("1. Reserve per goat: 0.5 kg × 75 days = " + v("0.5*75", ".1f") + " kg\n"
          "2. Tserendorj: 186 × 37.5 = " + v("186*37.5", ",.1f") + " kg → " + v("-(-6975//18)", ".0f") + " bales; has 420, **"
          + v("420-388", "d") + " spare**\n"
          "3. Oyunchimeg: 142 × 37.5 = [[5,235.0]] kg → " + v("-(-5325//18)", ".0f") + " bales; has 250, **" + v("296-250", "d") + " short**\n"
          "4. Bat-Erdene: 231 × 37.5 = " + v("231*37.5", ",.1f") + " kg → " + v("-(-8662.5//18)", ".0f") + " bales; has 300, **"
          + v("482-300", "d") + " short**",
          why="142 × 37.5 is 5,325.0 kg; the model swapped two digits in a step (the bales are right)"),
        U("Cost of the missing bales?"),
        A("1. " + v("46+182", "d") + " bales × 14,500 = **" + v("228*14500", ",d") + " ₮**"),
        U("How long does Bat-Erdene's stock last?"),
        A("1. 300 bales × 18 kg = " + v("300*18", ",d") + " kg\n2. Per day: 231 × 0.5 = " + v("231*0.5", ".1f") + " kg\n"
          "3. " + v("5400/115.5", ".1f") + " days, so **" + v("5400//115.5", ".0f") + " full days**"),
        U("How many days do Tserendorj's spare bales cover?"),
        A("1. " + v("420-388", "d") + " × 18 = " + v("32*18", "d") + " kg\n2. 186 × 0.5 = " + v("186*0.5", ".1f") + " kg a day\n3. About **" + v("576/93", ".1f") + " days**"),
    ),
    run(10, HAIKU45,
        U("When does the mill pay for contract MC-2026-14, and how much?"),
        C("get_mill_contract", {"contract": "MC-2026-14"}, MILL_10),
        A("1,850 kg × USD 92.50 = **USD " + v("1850*92.5", ",.2f") + "**, paid 30 days after delivery. Delivered by 20 January 2027, "
          "payment is due by **" + v("date(2027,1,20)+timedelta(days=30)", "%-d %B %Y") + "**."),
        U("In tögrögs at today's rate?"),
        C("get_rate", {"date": "2026-12-10"}, RATE),
        A("USD " + v("1850*92.5", ",.2f") + " × 3,452.60 = **" + v("171125*3452.6", ",.0f") + " ₮**."),
        U("What does the mill pay per kg in tögrögs?"),
        A("USD 92.50 × 3,452.60 = **" + v("92.5*3452.6", ",.2f") + " ₮** a kg."),
        U("How many days until that payment?"),
        A(v("(date(2027,2,19)-date(2026,12,10)).days", "d") + " days from today."),
        U("What's the payment date again?"),
        A("**[[2027-02-18]]**.", why="30 days after 20 January 2027 is 19 February; the model counted the delivery day as the first"),
        anthropic=True,
    ),
    run(11, GROK41,
        U("rates?"),
        C("get_rate", {"date": "2026-12-10"}, RATE),
        A("$1 = 3,452.60 ₮, ¥1 = 486.30 ₮."),
        U("white raw per kg in usd"),
        A("$" + v("118000/3452.6", ".2f") + "."),
        U("in cny"),
        A("¥" + v("118000/486.3", ".2f") + "."),
        U("white grade A (+8%) in usd"),
        A("$" + v("118000*1.08/3452.6", ".2f") + "."),
        U("grey in usd"),
        A("$[[31.12]].", why="104,000 / 3,452.60 is 30.12; the model wrote one digit off"),
    ),
    run(12, LLAMA4,
        U("m-0455 lot value?"),
        C("get_delivery", {"member_no": "M-0455"}, DELIVERY_12),
        A("18.6 kg brown, 16.8 µm (-12%): " + v("18.6*104000*0.88", ",.0f") + " ₮."),
        U("advance?"),
        A(v("1702272*0.6", ",.0f") + " ₮ (60%)."),
        U("fee?"),
        A(v("1702272*0.025", ",.0f") + " ₮."),
        U("balance?"),
        A(v("1702272*(1-0.6-0.025)", ",.0f") + " ₮."),
        U("days since delivery?"),
        A(v("(date(2026,12,10)-date(2026,5,18)).days", "d") + "."),
    ),
]
