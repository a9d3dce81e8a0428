"""carpet runs: the assistant of a hand-knotted carpet workshop in Kashan (Golnar's, tools designed for
this set: a quote, orders, a rate, a price list and a dye recipe as JSON, a loom's weekly progress,
wool stock and weavers' month as CSV text, a service ticket in rials and a pro forma invoice as plain
text), with a rug's area into a price, a deposit and a balance, knots per square metre from the raj,
weaving days and weeks, tomans and rials, a finishing date 12 days after the weaving, a courier parcel
by the started kilo, EUR at the day's rate, wool by colour after a new order, dye batches scaled by the
kilo, weavers' knots a day and pay; tool results and answers written here, in the styles of Dorna and
DeepSeek V3.2 (Persian, Extended Arabic-Indic digits, `۲۱۶٬۰۰۰٬۰۰۰ تومان`), GPT-5.1 (plain), Claude
Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini 3 Pro (bullets), Qwen3 (tables), Kimi
K2 Thinking (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout31_carpet import POLICY, csv
from _heldout31_models import DEEPSEEK_V32, DORNA, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"carpet-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def fa(expr: str, spec: str = ",.0f") -> str:
    """A computed number in Persian digits, `٬` between thousands and `٫` as the point: `۲۱۶٬۰۰۰٬۰۰۰`."""
    return v("fa(" + expr + ", '" + spec + "')", "s")


KNOTS_50 = "(50*100/7)**2"
QUOTE_1 = {"quote": "Q-1405-0218", "design": "Kashan medallion (ترنج کاشان)", "width_cm": 200, "length_cm": 300, "raj": 50,
           "material": "wool on cotton", "price_per_m2_toman": 36000000, "weavers": 2}
ORDER_2 = {"order": "O-1405-0117", "design": "Heris", "size_cm": [160, 240], "raj": 50, "loom": 3, "weavers": 2,
           "woven_cm_before_october": 92}
PROGRESS_2 = csv("week_ending,cm_woven", "2026-10-07,6.5", "2026-10-14,7.0", "2026-10-21,6.0", "2026-10-28,7.5", "2026-11-04,7.0")
TICKET_3 = """GOLNAR CARPET WORKSHOP - SERVICE TICKET 7731
Customer: Mr. R. Hosseini
Item: Tabriz rug 170 x 240 cm
Washing          4.08 m2 x 6,500,000            26,520,000
Fringe repair    2 x 1.70 m x 14,000,000        47,600,000
Moth treatment   4.08 m2 x 3,000,000            12,240,000
Total (IRR)                                     86,360,000"""
ORDER_4 = {"order": "O-1405-0088", "customer": "Weber, Hamburg", "size_cm": [250, 350], "raj": 50, "status": "finished",
           "ship_to": "Germany"}
RATE_4 = {"date": "2026-11-05", "eur_toman": 134200, "usd_toman": 115600}
WOOL_5 = csv("colour,dye,kg_in_stock,kg_reserved", "madder red,natural,46.5,38.0", "indigo blue,natural,31.0,27.5",
             "walnut brown,natural,12.0,14.5", "ivory,undyed,58.0,40.0", "saffron yellow,natural,9.5,6.0")
ORDER_6 = {"order": "O-1405-0094", "size_cm": [150, 225], "raj": 60, "material": "wool and silk", "price_per_m2_toman": 58000000,
           "deposit_paid_toman": 78300000, "weaving_done": "2026-10-29", "status": "finishing"}
WEAVERS_7 = csv("weaver,days_worked,knots_tied", "Zahra,22,201300", "Maryam,21,186900", "Fatemeh,22,210100", "Leila,18,151200")
PRICES_8 = {"price_per_m2_toman": {"40 raj": 24000000, "50 raj": 36000000, "60 raj wool and silk": 58000000},
            "looms_free": 2, "weavers_free": 3, "can_start": "2026-11-14"}
RECIPE_9 = {"dye": "madder red", "batch_kg_wool": 15, "madder_kg": 7.5, "alum_kg": 1.8, "water_l": 450, "hours": 6}
PROFORMA_10 = """GOLNAR CARPET WORKSHOP - PRO FORMA INVOICE PF-1405-062
Date: 2026-11-03      Buyer: Teppichhaus Nordlicht, Hamburg
1  Kashan medallion 50 raj    200 x 300 cm   6.00 m2 x 410.00   2,460.00
2  Runner 40 raj               90 x 300 cm   2.70 m2 x 290.00     783.00
3  Silk highlights 60 raj     140 x 200 cm   2.80 m2 x 640.00   1,792.00
Total EUR                                                     5,035.00
Payment: 50% with the order, 50% within 30 days of the invoice date"""
PRICES_12 = {"price_per_m2_toman": {"40 raj": 24000000, "50 raj": 36000000, "60 raj wool and silk": 58000000}}

RUNS = [
    run(1, DORNA,
        U("سلام، برای پیش‌فاکتور Q-1405-0218 (فرش ترنج کاشان ۵۰ رج) قیمت نهایی و پیش‌پرداخت را می‌خواستم."),
        C("get_quote", {"quote": "Q-1405-0218"}, QUOTE_1),
        A("ابعاد فرش ۲۰۰ × ۳۰۰ سانتی‌متر است، یعنی " + fa("200*300/10000") + " متر مربع.\n\n"
          "- قیمت: " + fa("6") + " × ۳۶٬۰۰۰٬۰۰۰ = **" + fa("6*36000000") + " تومان**\n"
          "- پیش‌پرداخت ۴۰٪: " + fa("216000000*0.4") + " تومان\n- مانده هنگام تحویل: " + fa("216000000*0.6") + " تومان"),
        U("چند گره دارد و با دو بافنده چقدر طول می‌کشد؟"),
        A("در هر متر مربع (۵۰ × ۱۰۰ ÷ ۷)² = " + fa(KNOTS_50) + " گره است و کل فرش " + fa("6*" + KNOTS_50) + " گره.\n"
          "دو بافنده روزی " + fa("2*9000") + " گره می‌زنند: " + fa("6*" + KNOTS_50 + "/18000", ".1f") + " روز کاری، یعنی "
          + fa("-(-6*" + KNOTS_50 + "//18000)") + " روز، حدود " + fa("-(-6*" + KNOTS_50 + "//18000)/5", ".1f") + " هفته (شنبه تا چهارشنبه)."),
        U("پیش‌پرداخت چقدر شد؟ می‌خواهم واریز کنم."),
        A("پیش‌پرداخت [[۸۶٬۰۴۰٬۰۰۰]] تومان است.", why="40% of 216,000,000 is 86,400,000 toman; the model swapped two digits"),
        U("اگر سه بافنده کار کنند چطور؟"),
        A("روزی " + fa("3*9000") + " گره: " + fa("-(-6*" + KNOTS_50 + "//27000)") + " روز کاری، حدود "
          + fa("-(-6*" + KNOTS_50 + "//27000)/5", ".1f") + " هفته."),
        U("مانده را به ریال بگویید."),
        A(fa("216000000*0.6*10") + " ریال."),
    ),
    run(2, GPT51,
        U("How is order O-1405-0117 coming along on the loom? When will the Heris be ready?"),
        C("get_order", {"order": "O-1405-0117"}, ORDER_2),
        C("get_loom_progress", {"order": "O-1405-0117", "weeks": 5}, PROGRESS_2),
        A("Over the last five weeks the loom wove 6.5 + 7.0 + 6.0 + 7.5 + 7.0 = " + v("6.5+7.0+6.0+7.5+7.0", ".1f") + " cm, "
          + v("34/5", ".1f") + " cm a week on average. With the 92 cm woven before October, " + v("92+34", "d") + " cm of the 240 cm "
          "are done (" + v("126/240*100", ".1f") + "%)."),
        U("So when is it finished?"),
        A(v("240-126", "d") + " cm are left; at " + v("34/5", ".1f") + " cm a week that is " + v("114/6.8", ".1f") + " weeks, call it "
          + v("-(-114//6.8)", ".0f") + ". Counting from the week ending 4 November, the weaving ends about **"
          + v("date(2026,11,4)+timedelta(weeks=17)", "%-d %B %Y") + "**, and with 12 days of finishing the rug is ready around **"
          + v("date(2026,11,4)+timedelta(weeks=17,days=12)", "%-d %B %Y") + "**."),
        U("How many knots are still to tie?"),
        A("The part left is 1.60 m × " + v("114/100", ".2f") + " m = " + v("1.6*1.14", ".3f") + " m², and 50 raj is "
          + v(KNOTS_50, ",.0f") + " knots per m², so about " + v("1.824*" + KNOTS_50, ",.0f") + " knots. At two weavers' "
          + v("2*9000", ",d") + " a day that would be only " + v("-(-1.824*" + KNOTS_50 + "//18000)", ".0f") + " working days: the loom "
          "has been running well below the nominal pace."),
        U("At the recent pace, how much will be woven by the end of December (eight more weeks)?"),
        A(v("92+34", "d") + " + 8 × " + v("34/5", ".1f") + " ≈ [[181.4]] cm of 240.", why="126 + 8 × 6.8 is 180.4 cm; the model wrote one digit off"),
    ),
    run(3, OPUS45,
        U("I got ticket 7731 for my Tabriz rug and the numbers look enormous. Can you explain it in toman?"),
        C("get_service_ticket", {"ticket": "7731"}, TICKET_3),
        A("The ticket is printed in **rials**; divide by 10 for toman:\n\n| Service | Rials | Toman |\n|---|---|---|\n"
          "| Washing, 1.70 × 2.40 = " + v("1.7*2.4", ".2f") + " m² × 650,000 | 26,520,000 | " + v("26520000/10", ",.0f") + " |\n"
          "| Fringe repair, both ends, 2 × 1.70 m × 1,400,000 | 47,600,000 | " + v("47600000/10", ",.0f") + " |\n"
          "| Moth treatment, " + v("1.7*2.4", ".2f") + " m² × 300,000 | 12,240,000 | " + v("12240000/10", ",.0f") + " |\n"
          "| **Total** | 86,360,000 | **" + v("86360000/10", ",.0f") + "** |\n\nEvery line matches our prices."),
        U("What if I skip the moth treatment?"),
        A(v("86360000/10", ",.0f") + " − " + v("12240000/10", ",.0f") + " = **" + v("(86360000-12240000)/10", ",.0f") + " toman**."),
        U("Which ticket number should I bring when I collect it?"),
        A("Ticket **[[7713]]**, for the Tabriz rug 170 × 240 cm in the name of Mr. R. Hosseini.",
          why="the ticket is 7731; the model swapped the last two digits"),
        U("All in, what does that come to per square metre?"),
        A(v("86360000/10", ",.0f") + " / " + v("1.7*2.4", ".2f") + " ≈ **" + v("8636000/4.08", ",.0f") + " toman** per m²."),
        U("And the fringe for one end only?"),
        A("1.70 m × 1,400,000 = **" + v("1.7*1400000", ",.0f") + " toman**."),
        anthropic=True,
    ),
    run(4, GEMINI3_PRO,
        U("Mr Weber's rug O-1405-0088 goes to Hamburg by air courier. What will shipping cost, in toman and euros?"),
        C("get_order", {"order": "O-1405-0088"}, ORDER_4),
        C("get_rate", {"date": "2026-11-05"}, RATE_4),
        A("* **Area:** 2.50 × 3.50 = " + v("2.5*3.5", ".2f") + " m²\n* **Weight:** " + v("2.5*3.5", ".2f") + " × 3.9 ≈ "
          + v("8.75*3.9", ".1f") + " kg\n* **Above 20 kg:** " + v("8.75*3.9-20", ".1f") + " kg, so " + v("-(-(8.75*3.9-20)//1)", ".0f")
          + " started kg × 210,000 = " + v("15*210000", ",d") + "\n* **Courier:** 4,800,000 + " + v("15*210000", ",d") + " = **"
          + v("4800000+3150000", ",d") + " toman**"),
        U("In euros at today's rate?"),
        A("* " + v("4800000+15*210000", ",d") + " / 134,200 = **EUR " + v("7950000/134200", ".2f") + "**"),
        U("He also wants a 1.5 × 2.2 m runner (50 raj). Cheaper in the same parcel?"),
        A("* **Runner:** 1.5 × 2.2 = " + v("1.5*2.2", ".2f") + " m² × 3.9 = " + v("3.3*3.9", ".2f") + " kg, alone "
          "4,800,000 toman\n* **Separately:** " + v("7950000+4800000", ",d") + " toman\n* **Together:** " + v("34.125+12.87", ".2f")
          + " kg, " + v("-(-(34.125+12.87-20)//1)", ".0f") + " kg above 20: 4,800,000 + " + v("27*210000", ",d") + " = "
          + v("4800000+27*210000", ",d") + " toman\n* **Saving:** [[2,820,000]] toman",
          why="12,750,000 − 10,470,000 is 2,280,000 toman; the model swapped two digits"),
        U("What's the rug itself worth in euros at our price?"),
        A("* " + v("2.5*3.5", ".2f") + " m² × 36,000,000 = " + v("8.75*36000000", ",.0f") + " toman\n* / 134,200 = **EUR "
          + v("8.75*36000000/134200", ",.2f") + "**"),
    ),
    run(5, QWEN3,
        U("Wool stock: what's free after reservations?"),
        C("get_wool_stock", {}, WOOL_5),
        A("| Colour | In stock | Reserved | Free (kg) |\n|---|---|---|---|\n| madder red | 46.5 | 38.0 | " + v("46.5-38", ".1f") + " |\n"
          "| indigo blue | 31.0 | 27.5 | " + v("31-27.5", ".1f") + " |\n| walnut brown | 12.0 | 14.5 | **" + v("12-14.5", ".1f") + "** (short) |\n"
          "| ivory | 58.0 | 40.0 | [[81.0]] |\n| saffron yellow | 9.5 | 6.0 | " + v("9.5-6", ".1f") + " |",
          why="58.0 − 40.0 is 18.0 kg; the model swapped the digits"),
        U("New order: 3 m² at 50 raj, 40% red, 25% blue, 20% ivory, 15% brown. Enough?"),
        A("| Colour | Share | Needed (kg) | Free after |\n|---|---|---|---|\n| red | 40% | " + v("3*4.2*0.4", ".2f") + " | "
          + v("8.5-5.04", ".2f") + " |\n| blue | 25% | " + v("3*4.2*0.25", ".2f") + " | " + v("3.5-3.15", ".2f") + " |\n| ivory | 20% | "
          + v("3*4.2*0.2", ".2f") + " | " + v("18-2.52", ".2f") + " |\n| brown | 15% | " + v("3*4.2*0.15", ".2f") + " | **"
          + v("-2.5-1.89", ".2f") + "** |\n| **Total** | | " + v("3*4.2", ".1f") + " | |\n\nBrown is short; the rest is enough."),
        U("How many dye batches of brown?"),
        A("| Short | Batch | Batches |\n|---|---|---|\n| " + v("2.5+1.89", ".2f") + " kg | up to 15 kg | " + v("-(-4.39//15)", ".0f") + " |"),
        U("Totals of the stock table?"),
        A("| In stock | Reserved | Free |\n|---|---|---|\n| " + v("46.5+31+12+58+9.5", ".1f") + " | " + v("38+27.5+14.5+40+6", ".1f")
          + " | " + v("157-126", ".1f") + " |"),
    ),
    run(6, KIMI_K2,
        U("I paid the deposit for O-1405-0094. How much is left to pay and when can I collect it?"),
        C("get_order", {"order": "O-1405-0094"}, ORDER_6),
        A("<think>\n1.50 × 2.25 = " + v("1.5*2.25", ".3f") + " m². × 58,000,000 = " + v("3.375*58000000", ",.0f") + ". 40% = "
          + v("195750000*0.4", ",.0f") + " = deposit paid, ok. Balance " + v("195750000-78300000", ",.0f") + ". Weaving done "
          "2026-10-29, +12 days finishing = " + v("date(2026,10,29)+timedelta(days=12)", "%Y-%m-%d") + ".\n</think>\n\n"
          "Your rug is " + v("1.5*2.25", ".3f") + " m² at 58,000,000 toman, **" + v("3.375*58000000", ",.0f") + " toman**. With the deposit of "
          "78,300,000 paid, the balance is **" + v("195750000-78300000", ",.0f") + " toman**. Weaving finished on 29 October and finishing "
          "takes 12 days, so you can collect it from **" + v("date(2026,10,29)+timedelta(days=12)", "%-d %B") + "**."),
        U("What is the balance per square metre?"),
        A("<think>\n" + v("195750000-78300000", ",.0f") + " / " + v("1.5*2.25", ".3f") + ".\n</think>\n\n" + v("117450000/3.375", ",.0f") + " toman per m²."),
        U("How many knots are in it?"),
        A("<think>\n60 raj: (" + v("60*100", "d") + "/7)² = " + v("(60*100/7)**2", ",.0f") + " per m²; × " + v("1.5*2.25", ".3f") + ".\n</think>\n\nAbout **"
          + v("3.375*(60*100/7)**2", ",.0f") + " knots** (" + v("(60*100/7)**2", ",.0f") + " per m²)."),
        U("And how much wool and silk went into it?"),
        A("<think>\n3.6 and 0.8 kg per m².\n</think>\n\n" + v("3.375*3.6", ".2f") + " kg of wool and " + v("3.375*0.8", ".1f") + " kg of silk."),
        U("Sorry, which day can I come for it again?"),
        A("<think>\n29 Oct + 12 days = " + v("date(2026,10,29)+timedelta(days=12)", "%-d %b") + ".\n</think>\n\nFrom **[[11 November]]**.",
          why="29 October plus 12 days is 10 November; the model wrote a day later after an honest think"),
    ),
    run(7, DEEPSEEK_V32,
        U("کارکرد بافنده‌ها در مهر (اکتبر) را می‌خواهم: گره در روز و دستمزد هر نفر."),
        C("get_weavers_month", {"month": "2026-10"}, WEAVERS_7),
        A("دستمزد: هر گره ۸۵ تومان.\n\n| بافنده | روز | گره | گره در روز | دستمزد (تومان) |\n|---|---|---|---|---|\n"
          "| زهرا | ۲۲ | ۲۰۱٬۳۰۰ | " + fa("201300/22") + " | " + fa("201300*85") + " |\n"
          "| مریم | ۲۱ | ۱۸۶٬۹۰۰ | " + fa("186900/21") + " | " + fa("186900*85") + " |\n"
          "| فاطمه | ۲۲ | ۲۱۰٬۱۰۰ | " + fa("210100/22") + " | " + fa("210100*85") + " |\n"
          "| لیلا | ۱۸ | ۱۵۱٬۲۰۰ | " + fa("151200/18") + " | " + fa("151200*85") + " |"),
        U("جمع گره‌ها و جمع دستمزدها؟"),
        A("جمع گره‌ها " + fa("201300+186900+210100+151200") + " و جمع دستمزدها **" + fa("749500*85") + " تومان**."),
        U("کمترین گره در روز مال کیست؟"),
        A("لیلا، با [[۸٬۰۴۰]] گره در روز.", why="151,200 knots in 18 days is 8,400 a day; the model swapped two digits"),
        U("میانگین گره در روز برای کل کارگاه؟"),
        A(fa("201300+186900+210100+151200") + " ÷ " + fa("22+21+22+18") + " روز = " + fa("749500/83", ",.1f") + " گره در روز، کمی بیشتر از ۹٬۰۰۰."),
    ),
    run(8, SONNET45,
        U("Our living room is 3.6 × 4.8 m and we want a rug that leaves 40 cm of floor on every side. What would it cost at 40 and at 50 raj?"),
        C("get_price_list", {}, PRICES_8),
        A("The rug would be (3.6 − 2 × 0.4) × (4.8 − 2 × 0.4) = **" + v("3.6-0.8", ".1f") + " × " + v("4.8-0.8", ".1f") + " m**, "
          + v("2.8*4.0", ".1f") + " m².\n\n- 40 raj: " + v("11.2", ".1f") + " × 24,000,000 = **" + v("11.2*24000000", ",.0f") + " toman**\n"
          "- 50 raj: " + v("11.2", ".1f") + " × 36,000,000 = **" + v("11.2*36000000", ",.0f") + " toman**\n\nThe finer rug costs "
          + v("11.2*(36000000-24000000)", ",.0f") + " toman more."),
        U("How long would the 40 raj one take with the three weavers who are free?"),
        A("40 raj is (40 × 100 / 7)² = " + v("(40*100/7)**2", ",.0f") + " knots per m², " + v("11.2*(40*100/7)**2", ",.0f") + " knots in all. "
          "Three weavers tie " + v("3*9000", ",d") + " a day: " + v("-(-11.2*(40*100/7)**2//27000)", ".0f") + " working days, about "
          + v("-(-11.2*(40*100/7)**2//27000)/5", ".1f") + " weeks of Saturday-to-Wednesday work from the start on 14 November, plus 12 days of "
          "finishing."),
        U("And the deposit for the 40 raj?"),
        A("40% of " + v("11.2*24000000", ",.0f") + ": **" + v("11.2*24000000*0.4", ",.0f") + " toman**."),
        U("Remind me of the 40 raj total?"),
        A("[[286,800,000]] toman for the " + v("3.6-0.8", ".1f") + " × " + v("4.8-0.8", ".1f") + " m rug at 40 raj.",
          why="11.2 m² × 24,000,000 is 268,800,000 toman; the model swapped two digits in a later short reply"),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("We need 43 kg of madder red. How many batches and how much madder, alum and water, scaling the recipe by the kilo?"),
        C("get_dye_recipe", {"dye": "madder red"}, RECIPE_9),
        A("1. Batches of up to 15 kg: " + v("-(-43//15)", "d") + " (15 + 15 + " + v("43-30", "d") + " kg).\n2. Per kg of wool: madder "
          + v("7.5/15", ".2f") + " kg, alum " + v("1.8/15", ".2f") + " kg, water " + v("450/15", ".0f") + " L.\n3. For 43 kg: madder "
          + v("43*0.5", ".1f") + " kg, alum " + v("43*0.12", ".2f") + " kg, water " + v("43*30", ",d") + " L."),
        U("The last batch alone?"),
        A("1. 13 kg: madder " + v("13*0.5", ".1f") + " kg, alum " + v("13*0.12", ".2f") + " kg, water " + v("13*30", "d") + " L."),
        U("Back to back in one pot from Saturday 08:00, when does the last batch finish?"),
        A("1. " + v("3*6", "d") + " hours of dyeing.\n2. Saturday 08:00 + 18 h = **" + v("datetime(2026,11,7,8,0)+timedelta(hours=18)", "%A %H:%M") + "**."),
        U("How many m² of 50 raj carpet does 43 kg of wool make?"),
        A("1. 43 / 4.2 = " + v("43/4.2", ".1f") + " m²."),
        U("And at 40 raj?"),
        A("1. 43 / 4.0 = " + v("43/4.0", ".2f") + " m²."),
    ),
    run(10, HAIKU45,
        U("Can you check pro forma PF-1405-062 for Teppichhaus Nordlicht and tell me what they pay now and when the rest is due?"),
        C("get_document", {"document": "PF-1405-062"}, PROFORMA_10),
        A("The lines are right: " + v("2.0*3.0", ".2f") + " × 410 = " + v("6*410", ",.2f") + ", " + v("0.9*3.0", ".2f") + " × 290 = "
          + v("2.7*290", ".2f") + ", " + v("1.4*2.0", ".2f") + " × 640 = " + v("2.8*640", ",.2f") + ", total **EUR "
          + v("2460+783+1792", ",.2f") + "**.\n\nThey pay 50% now, **EUR " + v("5035*0.5", ",.2f") + "**, and the other half within 30 days "
          "of 3 November, by **" + v("date(2026,11,3)+timedelta(days=30)", "%-d %B %Y") + "**."),
        U("Average price per square metre across the three?"),
        A("EUR 5,035 / " + v("6+2.7+2.8", ".1f") + " m² = **EUR " + v("5035/11.5", ".2f") + "** per m²."),
        U("Which rug is the most expensive per m², and by how much over the average?"),
        A("The 60 raj silk-highlight rug at EUR 640.00, EUR " + v("640-5035/11.5", ".2f") + " above the average."),
        U("When did you say the balance is due?"),
        A("By **[[2 December 2026]]**.", why="30 days after 3 November is 3 December 2026; the model wrote a day early"),
        anthropic=True,
    ),
    run(11, GROK41,
        U("knots per m2 at 40, 50, 60 raj?"),
        C("get_price_list", {}, PRICES_12),
        A(v("(40*100/7)**2", ",.0f") + " / " + v(KNOTS_50, ",.0f") + " / " + v("(60*100/7)**2", ",.0f") + "."),
        U("rows per cm at 50?"),
        A(v("50/7", ".1f") + "."),
        U("1 x 1.5 m pillow panel at 60 raj, knots?"),
        A(v("1.5*(60*100/7)**2", ",.0f") + "."),
        U("50 raj per m2 again?"),
        A("[[510,402]].", why="(50 × 100 / 7)² is 510,204; the model swapped two digits"),
        U("days for one weaver on the panel?"),
        A(v("-(-1.5*(60*100/7)**2//9000)", ".0f") + " working days."),
    ),
    run(12, LLAMA4,
        U("price for a 1 x 1.5 m runner, 40 raj?"),
        C("get_price_list", {}, PRICES_12),
        A(v("1*1.5*24000000", ",.0f") + " toman (" + v("1.5", ".1f") + " m²)."),
        U("in rials?"),
        A(v("36000000*10", ",d") + " rials."),
        U("deposit?"),
        A(v("36000000*0.4", ",.0f") + " toman."),
        U("at 50 raj?"),
        A(v("1.5*36000000", ",.0f") + " toman."),
        U("60 raj?"),
        A(v("1.5*58000000", ",.0f") + " toman."),
    ),
]
