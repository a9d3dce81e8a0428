"""silk runs: the assistant of a silk house in Margilan (Marg'ilon Ipak, tools designed for this set: a
household's cocoon delivery, a rearing, a reeling batch, a dye lot, an export order, a visit booking,
the raw silk stock, a loom and the day's rate as JSON, shell ratio samples and weaving orders as CSV
text, an invoice as plain text), with cocoons by the kilo and grade, grades from a shell ratio, fresh
to dry cocoons and dry cocoons to raw silk, a reeling batch against its expected silk, leaves a box
eats and those to buy, a rearing's hatching and spinning days, looms' days and the day an order is
done, raw silk a metre and bolts, dye baths' clocks one colour after another, VAT 12% inside, an
export paid 60 days on, so'm into dollars and euros; tool results and answers written here, in the
styles of Gemini 3 Pro and DeepSeek V3.2 in Uzbek (`4 832 400 so'm`, `84,6 kg`, `25-dekabr`, `soat
15:00 da`), GPT-5.1 (plain), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini 3
Pro (bullets), Qwen3 (tables), Kimi K2 Thinking (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and
Llama 4 (a few words)."""

from _heldout34_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout34_silk import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"silk-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def uz(expr: str, spec: str = ",.0f") -> str:
    """A computed number in Uzbek spelling, a space between thousands and a decimal comma: `4 832 400`, `398,06`."""
    return v("fr(" + expr + ", '" + spec + "')", "s")


def uzn(expr: str, spec: str = ",.0f") -> str:
    """The same with a no-break space between thousands, as some Uzbek answers type it: `11 252 000`."""
    return v("nb(" + expr + ", '" + spec + "')", "s")


def day(expr: str) -> str:
    """The day of the month of a computed date, before an Uzbek month name: `25-dekabr`."""
    return v("(" + expr + ").day", "d")


RATE = {"date": "2026-12-18", "usd_uzs": 12140.00, "eur_uzs": 14215.50, "source": "Central Bank of Uzbekistan"}
DELIVERY_1 = {"household": "Xolmatova Dilnoza", "household_no": "H-0377", "village": "Yangi Marg'ilon", "date": "2026-06-04", "boxes": 2,
              "lots": [{"grade": 1, "kg": 84.6}, {"grade": 2, "kg": 31.2}, {"grade": 3, "kg": 6.5}]}
SAMPLES_2 = csv("sample,household,cocoon_g,shell_g", "S-611,H-0377,2.10,0.44", "S-612,H-0381,1.95,0.36", "S-613,H-0390,2.04,0.33",
                "S-614,H-0402,2.20,0.47")
REEL_3 = {"batch": "R-1216-02", "date": "2026-12-16", "dry_cocoon_kg": 248.0, "raw_silk_kg": 76.4, "basins": 6, "hours": 9.5}
REARING_4 = {"household": "H-0402", "season": "spring 2026", "boxes": 3, "eggs_handed": "2026-04-22", "own_leaf_kg": 2100}
ORDERS_5 = csv("order,pattern,metres,looms,start", "A-701,Xon atlas,21,2,2026-12-14", "A-702,Adras,14,1,2026-12-15",
               "A-703,Bekasam,35,3,2026-12-16")
DYE_6 = {"lot": "D-1218-1", "colours": ["yellow", "red", "indigo"], "start": "2026-12-18 07:00"}
INVOICE_7 = """MARG'ILON IPAK - HISOB-FAKTURA HF-2612-0144   15.12.2026
Xaridor: "Samarqand Suvenir" MChJ
Xon atlas, 45 sm          28 m x 185 000        5 180 000
Adras, 45 sm              16 m x 142 000        2 272 000
Ipak ro'mol             40 dona x 95 000        3 800 000
JAMI, so'm                                     11 252 000
shu jumladan QQS 12%                            1 205 571,43
To'lov muddati: hisob-fakturadan 10 kun"""
EXPORT_8 = {"order": "EX-2612-009", "buyer": "Seta Como Srl, Como", "raw_silk_kg": 120, "price_usd_kg": 52.40, "ship_date": "2026-12-22",
            "payment_days_after_shipment": 60}
VISIT_9 = {"booking": "V-1220-03", "date": "2026-12-20", "slot": "15:00", "people": 18, "language": "English"}
STOCK_10 = {"date": "2026-12-18", "raw_silk_kg": 64.2, "reserved": [{"order": "A-701", "kg": 1.68}, {"order": "A-702", "kg": 1.12},
                                                                    {"order": "A-703", "kg": 2.80}]}
LOOM_12 = {"loom": "L-4", "order": "A-704", "pattern": "Xon atlas", "metres": 7, "start": "2026-12-18"}

RUNS = [
    run(1, GEMINI3_PRO,
        U("Assalomu alaykum, men H-0377 xonadonidanman. Iyunda topshirgan pillamiz uchun qancha pul tushishi kerak?"),
        C("get_cocoon_delivery", {"household_no": "H-0377"}, DELIVERY_1),
        A("2026-yil 4-iyunda topshirilgan pilla (2 quti urug'dan):\n\n"
          "- 1-nav: 84,6 kg × 42 000 = **" + uz("84.6*42000") + " so'm**\n"
          "- 2-nav: 31,2 kg × 36 000 = **" + uz("31.2*36000") + " so'm**\n"
          "- 3-nav: 6,5 kg × 24 000 = **" + uz("6.5*24000") + " so'm**\n\n"
          "**Jami: " + uz("84.6*42000+31.2*36000+6.5*24000") + " so'm**, " + uz("84.6+31.2+6.5", ".1f") + " kg pilla (2 qutidan kutilgan "
          + v("2*60", "d") + " kg dan biroz ko'p)."),
        U("Bir qutiga qancha to'g'ri keladi?"),
        A("Har bir qutiga " + uz("122.3/2", ".2f") + " kg va " + uz("4832400/2") + " so'm."),
        U("Dollarda qancha bo'ladi?"),
        C("get_rate", {"date": "2026-12-18"}, RATE),
        A("Bugungi kurs bo'yicha (1 $ = 12 140 so'm): " + uz("4832400") + " / 12 140 = **" + uz("4832400/12140", ",.2f") + " $**."),
        U("Shu pilladan qancha xom ipak chiqadi?"),
        A(uz("122.3", ".1f") + " kg ho'l pilla / 2,6 = " + uz("122.3/2.6", ".2f") + " kg quruq pilla; / 3,1 = **"
          + uz("122.3/2.6/3.1", ".2f") + " kg xom ipak**."),
        U("Jami summani yana bir bor ayting."),
        A("**[[4 823 400]] so'm**.", why="the delivery is worth 4 832 400 so'm; the model restated it with two digits swapped"),
    ),
    run(2, GPT51,
        U("Grade these shell ratio samples from Tuesday's intake, please."),
        C("get_shell_samples", {"date": "2026-12-15"}, SAMPLES_2),
        A("Shell ratio = shell weight / cocoon weight:\n\n"
          "- S-611 (H-0377): 0.44 / 2.10 = " + v("0.44/2.10*100", ".2f") + "%, **grade 1**\n"
          "- S-612 (H-0381): 0.36 / 1.95 = " + v("0.36/1.95*100", ".2f") + "%, **grade 2**\n"
          "- S-613 (H-0390): 0.33 / 2.04 = " + v("0.33/2.04*100", ".2f") + "%, **grade 3**\n"
          "- S-614 (H-0402): 0.47 / 2.20 = " + v("0.47/2.20*100", ".2f") + "%, **grade 1**"),
        U("What's the price gap per kilo between H-0381 and H-0402?"),
        A("Grade 1 at 42,000 against grade 2 at 36,000: **" + v("42000-36000", ",d") + " UZS a kg**."),
        U("How much more shell would S-613 need to reach grade 2?"),
        A("17% of 2.04 g is " + v("0.17*2.04", ".4f") + " g, so about " + v("0.17*2.04-0.33", ".3f") + " g more shell than its 0.33 g."),
        U("Average shell ratio across the four?"),
        A("(" + v("0.44/2.10*100", ".2f") + " + " + v("0.36/1.95*100", ".2f") + " + " + v("0.33/2.04*100", ".2f") + " + "
          + v("0.47/2.20*100", ".2f") + ") / 4 = **[[19.42]]%**.",
          why="the four ratios average 19.24%; the model swapped two digits"),
        U("How many are grade 1?"),
        A("Two: S-611 and S-614."),
    ),
    run(3, OPUS45,
        U("Reeling batch R-1216-02 came off on Wednesday. Did it give the silk it should have?"),
        C("get_reeling_batch", {"batch": "R-1216-02"}, REEL_3),
        A("Not quite.\n\n| | kg |\n|---|---|\n| Dry cocoons | 248.0 |\n| Expected raw silk (248.0 / 3.1) | " + v("248/3.1", ".1f")
          + " |\n| Actual raw silk | 76.4 |\n| Short | " + v("80-76.4", ".1f") + " |\n\n"
          "That is " + v("76.4/80*100", ".1f") + "% of the norm; the batch took " + v("248/76.4", ".2f")
          + " kg of dry cocoons per kg of silk instead of 3.1."),
        U("What is the silk worth, and what did the shortfall cost?"),
        A("76.4 kg × 610,000 = **UZS " + v("76.4*610000", ",.0f") + "**; the " + v("80-76.4", ".1f") + " kg short would have been UZS "
          + v("3.6*610000", ",.0f") + "."),
        U("Output per basin per hour?"),
        A("76.4 kg / 6 basins / 9.5 h = **" + v("76.4/6/9.5", ".2f") + " kg**."),
        U("How many kilos of fresh cocoons went into it?"),
        A("248.0 × 2.6 = **" + v("248*2.6", ".1f") + " kg** of fresh cocoons."),
        U("And the silk's value in dollars?"),
        C("get_rate", {"date": "2026-12-18"}, RATE),
        A("UZS " + v("76.4*610000", ",.0f") + " / 12,140 = **USD [[3,833.88]]**.",
          why="46,604,000 / 12,140 is 3,838.88; the model wrote one digit off"),
        anthropic=True,
    ),
    run(4, GEMINI3_PRO,
        U("H-0402 reared three boxes this spring. How many leaves did they have to buy, and when did the worms spin?"),
        C("get_rearing", {"household": "H-0402"}, REARING_4),
        A("* **Leaves needed:** 3 × 1,100 = " + v("3*1100", ",d") + " kg\n* **Own leaves:** 2,100 kg\n"
          "* **Bought:** " + v("3300-2100", ",d") + " kg × 1,500 = **" + v("1200*1500", ",d") + " UZS**\n"
          "* **Hatched:** " + v("date(2026,4,22)+timedelta(days=10)", "%-d %B") + "\n"
          "* **Spinning:** " + v("date(2026,5,2)+timedelta(days=28)", "%-d %B")),
        U("What should they have harvested?"),
        A("* 3 boxes × 60 kg = **" + v("3*60", "d") + " kg** of fresh cocoons"),
        U("How long from hatching to spinning?"),
        A("* " + v("(date(2026,5,30)-date(2026,5,2)).days", "d") + " days, from " + v("date(2026,4,22)+timedelta(days=10)", "%-d %B")
          + " to " + v("date(2026,5,2)+timedelta(days=28)", "%-d %B")),
        U("Income at grade 1, after the leaves?"),
        A("* " + v("3*60", "d") + " kg × 42,000 = " + v("180*42000", ",d") + " UZS\n* Less leaves: " + v("7560000-1800000", ",d") + " UZS"),
        U("What did the leaves cost, again?"),
        A("* **[[1,080,000]] UZS**", why="1,200 kg of leaves at 1,500 cost 1,800,000 UZS; the model restated it with two digits swapped"),
    ),
    run(5, QWEN3,
        U("When will the three atlas orders on the looms be finished?"),
        C("get_weaving_orders", {"status": "open"}, ORDERS_5),
        A("| Order | Metres | Looms | m/day | Working days | Done by |\n|---|---|---|---|---|---|\n"
          "| A-701 | 21 | 2 | " + v("2*2.5", ".1f") + " | " + v("-(-21//5)", "d") + " | " + v("date(2026,12,14)+timedelta(days=4)", "%Y-%m-%d") + " |\n"
          "| A-702 | 14 | 1 | 2.5 | " + v("-(-14//2.5)", ".0f") + " | " + v("date(2026,12,15)+timedelta(days=6)", "%Y-%m-%d") + " |\n"
          "| A-703 | 35 | 3 | " + v("3*2.5", ".1f") + " | " + v("-(-35//7.5)", ".0f") + " | " + v("date(2026,12,16)+timedelta(days=5)", "%Y-%m-%d") + " |\n\n"
          "No weaving on Sunday 20 December."),
        U("Raw silk for each?"),
        A("| Order | Metres | Raw silk (kg) |\n|---|---|---|\n| A-701 | 21 | " + v("21*0.08", ".2f") + " |\n| A-702 | 14 | "
          + v("14*0.08", ".2f") + " |\n| A-703 | 35 | [[2.08]] |\n| **Total** | **" + v("21+14+35", "d") + "** | **" + v("70*0.08", ".2f") + "** |",
          why="35 m at 80 g is 2.80 kg; the model swapped two digits in the table (the total is right)"),
        U("And their value?"),
        A("| Order | UZS |\n|---|---|\n| A-701 | " + v("21*185000", ",d") + " |\n| A-702 | " + v("14*185000", ",d") + " |\n| A-703 | "
          + v("35*185000", ",d") + " |\n| **Total** | **" + v("70*185000", ",d") + "** |"),
        U("How many bolts?"),
        A("| Order | Bolts of 7 m |\n|---|---|\n| A-701 | " + v("21//7", "d") + " |\n| A-702 | " + v("14//7", "d") + " |\n| A-703 | "
          + v("35//7", "d") + " |\n| **Total** | **" + v("70//7", "d") + "** |"),
        U("What share of the value is the raw silk?"),
        A("| Silk (UZS) | Value (UZS) | Share |\n|---|---|---|\n| " + v("5.6*610000", ",.0f") + " | " + v("70*185000", ",d") + " | "
          + v("3416000/12950000*100", ".1f") + "% |"),
    ),
    run(6, KIMI_K2,
        U("Dye lot D-1218-1 started at 7 this morning. When will all three colours be done?"),
        C("get_dye_lot", {"lot": "D-1218-1"}, DYE_6),
        A("<think>\nEach colour 2 h bath + 6 h drying = " + v("2+6", "d") + " h. Three colours = " + v("3*8", "d") + " h. 07:00 + 24 h = "
          + v("datetime(2026,12,18,7,0)+timedelta(hours=24)", "%d %b %H:%M") + ".\n</think>\n\n"
          "All three colours will be dry at **" + v("datetime(2026,12,18,7,0)+timedelta(hours=24)", "%H:%M") + " tomorrow**, "
          + v("datetime(2026,12,18,7,0)+timedelta(hours=24)", "%-d %B") + "."),
        U("When does the indigo bath start?"),
        A("<think>\nIndigo is third: after " + v("2*8", "d") + " h, 07:00 + 16 h = "
          + v("datetime(2026,12,18,7,0)+timedelta(hours=16)", "%H:%M") + ".\n</think>\n\nAt **"
          + v("datetime(2026,12,18,7,0)+timedelta(hours=16)", "%H:%M") + "** tonight."),
        U("If we ship it without the last drying?"),
        A("<think>\n" + v("3*8", "d") + " - 6 = " + v("24-6", "d") + " h. 07:00 + 18 h = " + v("datetime(2026,12,18,7,0)+timedelta(hours=18)", "%H:%M")
          + ".\n</think>\n\nIt could leave at **" + v("datetime(2026,12,18,7,0)+timedelta(hours=18)", "%H:%M") + "** on the "
          + v("(datetime(2026,12,18,7,0)+timedelta(hours=18)).day", "d") + "th, just after midnight."),
        U("And the red bath?"),
        A("<think>\nRed is second: 07:00 + " + v("2+6", "d") + " h = " + v("datetime(2026,12,18,7,0)+timedelta(hours=8)", "%H:%M")
          + ".\n</think>\n\nThe red bath starts at **[[16:00]]** today.",
          why="the red bath starts after one colour's 8 hours, at 15:00; the model wrote an hour on after an honest think"),
    ),
    run(7, DEEPSEEK_V32,
        U("Salom, HF-2612-0144 hisob-fakturasi bo'yicha qachongacha to'lashimiz kerak va qancha?"),
        C("get_invoice", {"invoice": "HF-2612-0144"}, INVOICE_7),
        A("<think>\n15.12.2026 + 10 kun = " + v("date(2026,12,15)+timedelta(days=10)", "%d.%m.%Y") + ". Jami 11 252 000.\n</think>\n\n"
          "Hisob-faktura 15-dekabrda berilgan, to'lov muddati 10 kun: **" + day("date(2026,12,15)+timedelta(days=10)") + "-dekabrgacha**.\n\n"
          "- Xon atlas: 28 m × 185 000 = " + uzn("28*185000") + "\n- Adras: 16 m × 142 000 = " + uzn("16*142000") + "\n"
          "- Ipak ro'mol: 40 × 95 000 = " + uzn("40*95000") + "\n\n**Jami: " + uzn("5180000+2272000+3800000") + " so'm** (QQS 12% ichida)."),
        U("Yevroda qancha bo'ladi?"),
        C("get_rate", {"date": "2026-12-18"}, RATE),
        A("11 252 000 / 14 215,50 = **" + uzn("11252000/14215.5", ",.2f") + " €**."),
        U("Atlaslar necha to'p bo'ladi?"),
        A("- Xon atlas: 28 / 7 = " + v("28//7", "d") + " to'p\n- Adras: 16 m = " + v("16//7", "d") + " to'p va " + v("16-2*7", "d")
          + " m"),
        U("QQSsiz summa qancha?"),
        A("11 252 000 − 1 205 571,43 = **" + uzn("11252000-1205571.43", ",.2f") + " so'm**."),
        U("To'lov kunini yana bir bor ayting."),
        A("**[[26-dekabr]]**.", why="ten days after 15 December is 25 December; the model restated it a day on"),
    ),
    run(8, SONNET45,
        U("Export order EX-2612-009 for Como: what's it worth in so'm against selling the silk here, and when do we get paid?"),
        C("get_export_order", {"order": "EX-2612-009"}, EXPORT_8),
        C("get_rate", {"date": "2026-12-18"}, RATE),
        A("**EX-2612-009, Seta Como Srl**\n\n"
          "- 120 kg × USD 52.40 = **USD " + v("120*52.40", ",.2f") + "**\n"
          "- At 12,140 UZS: **UZS " + v("6288*12140", ",.0f") + "**\n"
          "- Sold here at 610,000: UZS " + v("120*610000", ",d") + "\n"
          "- Export is better by **UZS " + v("76336320-73200000", ",d") + "**\n\n"
          "Payment is due 60 days after shipment on 22 December: **" + v("date(2026,12,22)+timedelta(days=60)", "%-d %B %Y") + "**."),
        U("How many dry cocoons does 120 kg of silk take?"),
        A("120 × 3.1 = **" + v("120*3.1", ".0f") + " kg** of dry cocoons, or " + v("372*2.6", ",.1f") + " kg fresh."),
        U("How many egg boxes is that?"),
        A(v("967.2/60", ".2f") + " boxes' worth at 60 kg a box, so **" + v("-(-967.2//60)", ".0f") + " boxes**."),
        U("So how many kilos of fresh cocoons make one kilo of raw silk?"),
        A("2.6 + 3.1 = **[[5.7]] kg** of fresh cocoons per kg of silk.",
          why="fresh to raw silk is 2.6 × 3.1, 8.06 kg; the model added the two ratios"),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("Visit V-1220-03: total price and when it ends?"),
        C("get_visit_booking", {"booking": "V-1220-03"}, VISIT_9),
        A("1. First 10 people: 10 × 90,000 = " + v("10*90000", ",d") + " UZS\n2. Other " + v("18-10", "d") + ": " + v("18-10", "d") + " × 90,000 = [[702,000]] UZS\n"
          "3. Total: **" + v("18*90000", ",d") + " UZS**\n4. 15:00 + 2 h = ends " + v("datetime(2026,12,20,15,0)+timedelta(hours=2)", "%H:%M"),
          why="8 × 90,000 is 720,000; the model wrote a step's product with two digits swapped (the total is right)"),
        U("In euros?"),
        C("get_rate", {"date": "2026-12-18"}, RATE),
        A("1. " + v("18*90000", ",d") + " / 14,215.50 = " + v("1620000/14215.5", ".2f") + " EUR"),
        U("Per person in dollars?"),
        A("1. 90,000 / 12,140 = " + v("90000/12140", ".2f") + " USD"),
        U("What weekday is the 20th?"),
        A("1. " + v("date(2026,12,20)", "%A") + "; the workshop visits run, only the looms stop."),
    ),
    run(10, HAIKU45,
        U("How much raw silk do we have free after the reserved orders?"),
        C("get_silk_stock", {"date": "2026-12-18"}, STOCK_10),
        A("64.2 kg in stock, " + v("1.68+1.12+2.80", ".2f") + " kg reserved for A-701 to A-703: **" + v("64.2-5.6", ".1f")
          + " kg free**. That is enough for " + v("int(58.6/0.08)", "d") + " metres of atlas, " + v("732//7", "d") + " full bolts."),
        U("What is the free stock worth?"),
        A(v("64.2-5.6", ".1f") + " kg × 610,000 = **UZS " + v("58.6*610000", ",.0f") + "**."),
        U("Could it cover the 120 kg export order?"),
        A("No: it is " + v("120-58.6", ".1f") + " kg short."),
        U("And what is the reserved silk worth?"),
        A(v("1.68+1.12+2.80", ".2f") + " kg × 610,000 = UZS " + v("5.6*610000", ",.0f") + "."),
        U("Free stock again?"),
        A("**[[56.8]] kg**.", why="64.2 less 5.6 reserved is 58.6 kg; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(11, GROK41,
        U("usd rate?"),
        C("get_rate", {"date": "2026-12-18"}, RATE),
        A("12,140 so'm."),
        U("atlas metre usd?"),
        A("$" + v("185000/12140", ".2f") + "."),
        U("raw silk kg usd?"),
        A("$" + v("610000/12140", ".2f") + "."),
        U("eur?"),
        A("€[[42.19]].", why="610,000 / 14,215.50 is 42.91; the model swapped the last two digits"),
        U("grade 1 cocoon kg usd?"),
        A("$" + v("42000/12140", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("loom L-4 bolt A-704 done when?"),
        C("get_loom", {"loom": "L-4"}, LOOM_12),
        A("7 m at 2.5 m a day: " + v("-(-7//2.5)", ".0f") + " working days. Fri 18, Sat " + v("(date(2026,12,18)+timedelta(days=1)).day", "d") + ", no Sunday, done Mon "
          + v("date(2026,12,18)+timedelta(days=3)", "%-d %b") + "."),
        U("silk needed?"),
        A(v("7*0.08", ".2f") + " kg."),
        U("value?"),
        A(v("7*185000", ",d") + " so'm."),
        U("in usd?"),
        A("$" + v("1295000/12140", ".2f") + "."),
    ),
]
