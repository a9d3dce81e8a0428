"""clock runs: the assistant of a clock repairer in Amritsar (tools designed for this set: a job, a
courier shipment, a site visit and the day's rate as JSON, the parts list, the uncollected clocks and
a month's closed jobs as CSV text, the bench queue as a markdown table, the timing machine's printout
and a tax invoice as plain text), with bench minutes rounded up to quarter hours, parts with handling,
GST on top, ready days 13 days on, a warranty 12 months on, rates in seconds a day into a week's drift
and turns of a rating nut, storage fees after 30 free days, an insured courier with a minimum, a 40%
deposit, a site visit's clocks; tool results and answers written here, in the styles of GPT-5.1 and
Gemini 3 Pro in Punjabi (Gurmukhi digits, Indian grouping, Punjabi month names: `₹੭,੧੧੦.੦੯`,
`੨੫ ਜਨਵਰੀ ੨੦੨੭`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables),
Kimi K2 Thinking and DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4
(a few words)."""

from _heldout40_clock import POLICY, csv
from _heldout40_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"clock-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def P(expr: str, d: int = 0) -> str:
    """A computed number in Punjabi spelling: Gurmukhi digits, Indian grouping."""
    return v("pa(" + expr + ", " + str(d) + ")", "s")


def GN(expr: str) -> str:
    """A computed whole number (a day of the month, a count) in Gurmukhi digits."""
    return v("gur('%d' % (" + expr + "))", "s")


def g(text: str) -> str:
    """A value read from the run, respelled in Gurmukhi digits."""
    return text.translate(str.maketrans("0123456789", "੦੧੨੩੪੫੬੭੮੯"))


RATE = {"date": "2027-01-19", "inr_per_usd": 86.42, "inr_per_gbp": 108.75, "source": "RBI reference"}
JOB_1 = {"job": "SCW-2701-14", "customer": "Harpreet Kaur", "clock": "Vienna regulator, 8-day", "received": "2027-01-12", "work": "overhaul",
         "parts": [{"part": "mainspring 19 mm", "list_inr": 1850}, {"part": "bushing set", "list_inr": 640}], "bench_minutes": 395,
         "declared_value_inr": 48000}
TIMING_2 = """SANDHU CLOCK WORKS - TIMING MACHINE    bench 2    2027-01-18 17:40
job          clock                   rate s/d   beat ms    bph
SCW-2701-09  Ansonia mantel          +42        1.8        5400
SCW-2701-11  Longcase, 30-hour       -18        0.6        3600
SCW-2701-12  Ogee wall clock         +7         2.4        7200
SCW-2701-14  Vienna regulator        -4         0.9        4320"""
QUEUE_3 = ("| job | clock | received | bench h | status |\n|---|---|---|---|---|\n| SCW-2701-15 | Seth Thomas mantel | 2027-01-13 | 5.5 | bench |\n"
           "| SCW-2701-16 | Grandfather, 8-day | 2027-01-14 | 9 | bench |\n| SCW-2701-17 | Carriage clock | 2027-01-16 | 4.25 | waiting |\n"
           "| SCW-2701-18 | Cuckoo, Black Forest | 2027-01-18 | 6.5 | waiting |")
PARTS_4 = csv("code,part,list_inr,stock", "MS-19,mainspring 19 mm,1850,4", "MS-25,mainspring 25 mm,2350,2", "SB-01,bushing set,640,11",
              "SP-08,suspension spring,280,9", "CG-12,click and clickspring,520,3", "GL-90,dial glass 90 mm,375,6")
UNCOLLECTED_5 = csv("job,customer,ready,declared_inr", "SCW-2610-03,Gurdeep Singh,2026-10-28,15000", "SCW-2611-07,Manjit Gill,2026-11-20,9000",
                    "SCW-2612-02,Baldev Arora,2026-12-10,22000")
INVOICE_6 = """SANDHU CLOCK WORKS, HALL BAZAAR, AMRITSAR        TAX INVOICE SCW/26-27/0418
Date: 2027-01-08
Customer: Rajinder Bedi, Lawrence Road
Longcase overhaul labour    14.50 h x 450.00        6,525.00
Mainspring 25 mm             1 x 2,820.00           2,820.00
Suspension spring            2 x   336.00             672.00
Subtotal                                           10,017.00
GST 18%                                             1,803.06
Total                                              11,820.06
Deposit received 2026-12-22                         4,728.02
Balance due                                         7,092.04
Payment within 15 days of the invoice date"""
SHIP_7 = {"shipment": "CR-0119-2", "job": "SCW-2701-09", "to": "Sector 17, Chandigarh", "declared_value_inr": 18500, "pickup": "2027-01-19T18:30",
          "transit_hours": 9, "carrier": "Doaba Express"}
SITE_9 = {"visit": "TV-0121", "site": "Gurdwara clock tower, Tarn Taran", "km_one_way": 27, "depart": "2027-01-21T07:45", "drive_minutes": 50,
          "work_minutes": 210, "parts_list_inr": 960}
MONTH_10 = csv("job,closed,bench_minutes,labour_inr,parts_inr", "SCW-2612-04,2026-12-05,240,1800,1100", "SCW-2612-05,2026-12-09,375,2812.50,2640",
               "SCW-2612-08,2026-12-14,510,3825,3360", "SCW-2612-11,2026-12-20,170,1350,0", "SCW-2612-13,2026-12-28,630,4725,4260")

RUNS = [
    run(1, GPT51,
        U("ਸਤ ਸ੍ਰੀ ਅਕਾਲ। SCW-2701-14 ਦਾ ਬਿੱਲ ਕਿੰਨਾ ਬਣੇਗਾ?"),
        C("get_job", {"job": "SCW-2701-14"}, JOB_1),
        A("ਨੌਕਰੀ SCW-2701-14 (ਵਿਆਨਾ ਰੈਗੂਲੇਟਰ, ਹਰਪ੍ਰੀਤ ਕੌਰ):\n\n"
          "- ਮਿਹਨਤ: " + g("395") + " ਮਿੰਟ → " + P("-(-395//15)*15") + " ਮਿੰਟ = " + P("405/60", 2) + " ਘੰਟੇ × ₹" + g("450") + " = ₹" + P("6.75*450", 2) + "\n"
          "- ਪੁਰਜ਼ੇ: ₹" + P("1850+640") + " + ੨੦% ਹੈਂਡਲਿੰਗ = ₹" + P("2490*1.2", 2) + "\n"
          "- ਜੋੜ: ₹" + P("3037.5+2988", 2) + "\n- ਜੀਐੱਸਟੀ ੧੮%: ₹" + P("6025.5*0.18", 2) + "\n"
          "- **ਕੁੱਲ: ₹" + P("6025.5*1.18", 2) + "**\n\n₹੮,੦੦੦ ਤੋਂ ਘੱਟ ਹੈ, ਇਸ ਲਈ ਪੇਸ਼ਗੀ ਦੀ ਲੋੜ ਨਹੀਂ।"),
        U("ਘੜੀ ਕਦੋਂ ਤਿਆਰ ਹੋਵੇਗੀ?"),
        A("ਘੜੀ " + g("12") + " ਜਨਵਰੀ ਨੂੰ ਆਈ ਸੀ; ੬ ਦਿਨ ਬੈਂਚ + ੭ ਦਿਨ ਟੈਸਟ ਸਟੈਂਡ = ੧੩ ਦਿਨ → **" + GN("(date(2027,1,12)+timedelta(days=13)).day")
          + " ਜਨਵਰੀ ੨੦੨੭**, ਅੱਜ ਤੋਂ " + GN("(date(2027,1,25)-date(2027,1,19)).days") + " ਦਿਨ ਬਾਅਦ।"),
        U("ਜੇ ਉਹ ਉਸੇ ਦਿਨ ਲੈ ਜਾਵੇ ਤਾਂ ਵਾਰੰਟੀ ਕਦੋਂ ਤੱਕ?"),
        A("੧੨ ਮਹੀਨੇ: **" + GN("date(2027,1,25).day") + " ਜਨਵਰੀ " + GN("date(2027,1,25).year+1") + "** ਤੱਕ।"),
        U("ਬੀਮੇ ਵਾਲਾ ਕੋਰੀਅਰ ਕਿੰਨੇ ਦਾ?"),
        A("ਐਲਾਨੀ ਕੀਮਤ ₹" + g("48,000") + " ਦਾ ੧.੫% = **₹" + P("48000*0.015") + "** (ਘੱਟੋ-ਘੱਟ ₹੩੦੦ ਤੋਂ ਵੱਧ)। ਬਿੱਲ ਨਾਲ ਕੁੱਲ ₹" + P("7110.09+720", 2) + "।"),
        U("ਕੁੱਲ ਬਿੱਲ ਇੱਕ ਵਾਰ ਫਿਰ ਦੱਸੋ?"),
        A("**₹[[੭,੧੦੧.੦੯]]**", why="the bill with GST is 7,110.09 INR; the model restated it with two digits swapped, in Gurmukhi digits"),
    ),
    run(2, OPUS45,
        U("What did the timing machine say last night, and what does it mean over a week?"),
        C("get_timing", {"bench": 2, "date": "2027-01-18"}, TIMING_2),
        A("**Bench 2, 18 Jan 17:40** (tolerance ±10 s a day):\n\n| Job | Clock | Rate | Over a week | Within ±10 s/d |\n|---|---|---|---|---|\n"
          "| SCW-2701-09 | Ansonia mantel | +42 s/d | " + v("42*7", "d") + " s fast (" + v("294//60", "d") + " min " + v("294%60", "d") + " s) | no |\n"
          "| SCW-2701-11 | Longcase | −18 s/d | " + v("18*7", "d") + " s slow (" + v("126//60", "d") + " min " + v("126%60", "d") + " s) | no |\n"
          "| SCW-2701-12 | Ogee wall clock | +7 s/d | " + v("7*7", "d") + " s fast | yes |\n"
          "| SCW-2701-14 | Vienna regulator | −4 s/d | " + v("4*7", "d") + " s slow | yes |\n\n"
          + v("2", "d") + " of the " + v("4", "d") + " clocks need regulating."),
        U("How much should I turn the rating nuts?"),
        A("At 30 s a day per full turn:\n\n- **Ansonia** (+42): " + v("42/30", ".1f") + " turns to lengthen the pendulum (bob down)\n"
          "- **Longcase** (−18): " + v("18/30", ".1f") + " of a turn to shorten it (bob up)"),
        U("How many beats a day does the longcase make, and the Ansonia a second?"),
        A("- Longcase: 3600 bph × 24 = **" + v("3600*24", ",d") + " beats a day**\n- Ansonia: 5400 / 3600 = **" + v("5400/3600", ".1f") + " beats a second**"),
        U("So how far off is the Ansonia after a week, in seconds?"),
        A("**[[284]] seconds** fast.", why="42 s a day over 7 days is 294 s; the model restated it one digit off"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("ਬੈਂਚ ਦੀ ਕਤਾਰ ਵਿੱਚ ਕਿਹੜੀਆਂ ਘੜੀਆਂ ਹਨ ਤੇ ਕਦੋਂ ਤਿਆਰ ਹੋਣਗੀਆਂ?"),
        C("get_bench_queue", {"bench": "all"}, QUEUE_3),
        A("ਹਰ ਘੜੀ ਆਉਣ ਤੋਂ ੧੩ ਦਿਨ ਬਾਅਦ ਤਿਆਰ:\n\n"
          "* **SCW-2701-15** (ਸੇਠ ਥੌਮਸ): " + GN("(date(2027,1,13)+timedelta(days=13)).day") + " ਜਨਵਰੀ\n"
          "* **SCW-2701-16** (ਗ੍ਰੈਂਡਫਾਦਰ): " + GN("(date(2027,1,14)+timedelta(days=13)).day") + " ਜਨਵਰੀ\n"
          "* **SCW-2701-17** (ਕੈਰਿਜ): " + GN("(date(2027,1,16)+timedelta(days=13)).day") + " ਜਨਵਰੀ\n"
          "* **SCW-2701-18** (ਕੁੱਕੂ): " + GN("(date(2027,1,18)+timedelta(days=13)).day") + " ਜਨਵਰੀ"),
        U("ਕੁੱਲ ਕਿੰਨੇ ਬੈਂਚ ਘੰਟੇ ਤੇ ਕਿੰਨੇ ਦਿਨ?"),
        A("* ਘੰਟੇ: " + g("5.5") + " + " + g("9") + " + " + g("4.25") + " + " + g("6.5") + " = **" + P("5.5+9+4.25+6.5", 2) + " ਘੰਟੇ**\n"
          "* ੭ ਘੰਟੇ ਰੋਜ਼: " + P("25.25/7", 2) + " → **" + GN("-(-25.25//7)") + " ਬੈਂਚ ਦਿਨ**"),
        U("ਮਿਹਨਤ ਦਾ ਅੰਦਾਜ਼ਾ ਜੀਐੱਸਟੀ ਸਮੇਤ?"),
        A("* " + P("25.25", 2) + " × ₹" + g("450") + " = ₹" + P("25.25*450", 2) + "\n* ਜੀਐੱਸਟੀ ਸਮੇਤ: **₹" + P("11362.5*1.18", 2) + "**"),
        U("ਗ੍ਰੈਂਡਫਾਦਰ ਦੀ ਮਿਹਨਤ ਇਕੱਲੀ?"),
        A("* " + g("9") + " × ₹" + g("450") + " = ₹" + P("9*450") + "\n* ਜੀਐੱਸਟੀ ਸਮੇਤ ₹" + P("4050*1.18")),
        U("ਕੁੱਕੂ ਘੜੀ ਫਿਰ ਕਦੋਂ ਤਿਆਰ?"),
        A("* ਕੁੱਕੂ (SCW-2701-18): **[[੧ ਫ਼ਰਵਰੀ]]**", why="the cuckoo clock came on 18 January and is ready 13 days on, on 31 January; the model wrote a day on, in Gurmukhi digits"),
    ),
    run(4, QWEN3,
        U("A dealer wants 2 MS-25, 3 SP-08 and 2 GL-90. Price it."),
        C("get_parts", {"list": "current"}, PARTS_4),
        A("| Code | Qty | List | Amount |\n|---|---|---|---|\n| MS-25 | 2 | 2,350 | " + v("2*2350", ",d") + " |\n| SP-08 | 3 | 280 | " + v("3*280", ",d") + " |\n"
          "| GL-90 | 2 | 375 | " + v("2*375", ",d") + " |\n| List total | | | " + v("4700+840+750", ",.2f") + " |\n| Handling 20% | | | " + v("6290*0.2", ",.2f") + " |\n"
          "| Net | | | " + v("6290*1.2", ",.2f") + " |\n| GST 18% | | | " + v("7548*0.18", ",.2f") + " |\n| **Total** | | | **" + v("7548*1.18", ",.2f") + "** |"),
        U("Deposit needed?"),
        A("| Total | Over 8,000? | Deposit 40% |\n|---|---|---|\n| " + v("8906.64", ",.2f") + " | yes | **" + v("8906.64*0.4", ",.2f") + "** |"),
        U("What stock is left after this?"),
        A("| Code | Before | Sold | Left |\n|---|---|---|---|\n| MS-25 | 2 | 2 | " + v("2-2", "d") + " |\n| SP-08 | 9 | 3 | " + v("9-3", "d") + " |\n| GL-90 | 6 | 2 | " + v("6-2", "d") + " |"),
        U("And the whole parts stock at list, before the sale?"),
        A("| Code | Value |\n|---|---|\n| MS-19 | " + v("1850*4", ",d") + " |\n| MS-25 | " + v("2350*2", ",d") + " |\n| SB-01 | " + v("640*11", ",d") + " |\n"
          "| SP-08 | " + v("280*9", ",d") + " |\n| CG-12 | " + v("520*3", ",d") + " |\n| GL-90 | " + v("375*6", ",d") + " |\n| **Total** | **" + v("7400+4700+7040+2520+1560+2250", ",d") + "** |"),
        U("One MS-19 to a customer, with handling and GST?"),
        A("| List | +20% | +GST 18% |\n|---|---|---|\n| 1,850 | " + v("1850*1.2", ",.2f") + " | **[[2,609.60]]** |",
          why="1,850 with 20% handling is 2,220 and with GST 2,619.60; the model wrote the total one digit off"),
    ),
    run(5, KIMI_K2,
        U("Which clocks are ready and not collected, and what do they owe in storage today?"),
        C("get_uncollected", {"as_of": "2027-01-19"}, UNCOLLECTED_5),
        A("<think>\nToday 2027-01-19. Gurdeep ready 2026-10-28: " + v("(date(2027,1,19)-date(2026,10,28)).days", "d") + " days, minus 30 free = " + v("83-30", "d")
          + " × 25 = " + v("53*25", ",d") + ".\nManjit ready 2026-11-20: " + v("(date(2027,1,19)-date(2026,11,20)).days", "d") + " days, " + v("60-30", "d") + " × 25 = "
          + v("30*25", "d") + ".\nBaldev ready 2026-12-10: " + v("(date(2027,1,19)-date(2026,12,10)).days", "d") + " days, " + v("40-30", "d") + " × 25 = " + v("10*25", "d")
          + ".\n</think>\n\n- Gurdeep Singh (SCW-2610-03): **" + v("1325", ",d") + " INR**\n- Manjit Gill (SCW-2611-07): **" + v("750", "d") + " INR**\n"
          "- Baldev Arora (SCW-2612-02): **" + v("250", "d") + " INR**\n- Total: **" + v("1325+750+250", ",d") + " INR**"),
        U("From which day has Manjit been paying?"),
        A("<think>\nReady 20 Nov, 30 days free to 20 Dec.\n</think>\n\nFrom **" + v("date(2026,11,20)+timedelta(days=30+1)", "%-d %B %Y") + "**."),
        U("If Gurdeep collects on 1 February?"),
        A("<think>\n2026-10-28 to 2027-02-01 = " + v("(date(2027,2,1)-date(2026,10,28)).days", "d") + " days, less 30 = " + v("96-30", "d") + ".\n</think>\n\n"
          + v("66", "d") + " × 25 = **" + v("66*25", ",d") + " INR**."),
        U("Mean fee per clock today?"),
        A("<think>\n" + v("2325", ",d") + " / 3.\n</think>\n\n**" + v("2325/3", ".0f") + " INR**."),
        U("Gurdeep's fee today again?"),
        A("<think>\n" + v("53", "d") + " days × 25 = " + v("53*25", ",d") + ".\n</think>\n\n**[[1,235]] INR**.",
          why="Gurdeep's 53 charged days at 25 INR are 1,325 INR; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("ਇਨਵੌਇਸ SCW/26-27/0418 ਦਾ ਬਕਾਇਆ ਕਦੋਂ ਤੱਕ ਦੇਣਾ ਹੈ?"),
        C("get_invoice", {"number": "SCW/26-27/0418"}, INVOICE_6),
        A("ਇਨਵੌਇਸ " + g("8") + " ਜਨਵਰੀ ੨੦੨੭ ਦਾ ਹੈ; ੧੫ ਦਿਨ → **" + GN("(date(2027,1,8)+timedelta(days=15)).day") + " ਜਨਵਰੀ ੨੦੨੭**, ਅੱਜ ਤੋਂ "
          + GN("(date(2027,1,23)-date(2027,1,19)).days") + " ਦਿਨ। ਬਕਾਇਆ **₹" + g("7,092.04") + "**।"),
        U("ਡਾਲਰਾਂ ਵਿੱਚ ਕਿੰਨਾ?"),
        C("get_rate", {"date": "2027-01-19"}, RATE),
        A("₹" + g("7,092.04") + " ÷ " + g("86.42") + " = **$" + P("7092.04/86.42", 2) + "**"),
        U("ਮਿਹਨਤ ਉੱਤੇ ਜੀਐੱਸਟੀ ਕਿੰਨਾ ਸੀ?"),
        A("₹" + g("6,525.00") + " × ੧੮% = **₹" + P("6525*0.18", 2) + "**"),
        U("ਪੇਸ਼ਗੀ ਕੁੱਲ ਦਾ ੪੦% ਹੀ ਸੀ?"),
        A("ਹਾਂ: ₹" + P("11820.06", 2) + " × ੦.੪ = ₹" + P("11820.06*0.4", 2) + "।"),
        U("ਬਕਾਇਆ ਫਿਰ ਦੱਸੋ?"),
        A("**₹[[੭,੦੯੨.੯੪]]**", why="the invoice's balance due is 7,092.04 INR; the model restated it one digit off, in Gurmukhi digits"),
    ),
    run(7, SONNET45,
        U("The Ansonia goes to Chandigarh tonight. What does the courier cost and when does it arrive?"),
        C("get_shipment", {"shipment": "CR-0119-2"}, SHIP_7),
        A("**CR-0119-2 to Sector 17, Chandigarh** (Doaba Express):\n\n- Insurance: 1.5% of 18,500 = " + v("18500*0.015", ".2f") + " INR, under the minimum → **"
          + v("300", "d") + " INR**\n- Pickup 18:30 today + 9 h → **" + v("datetime(2027,1,19,18,30)+timedelta(hours=9)", "%H:%M") + " on "
          + v("datetime(2027,1,19,18,30)+timedelta(hours=9)", "%-d %b") + "**"),
        U("In pounds?"),
        C("get_rate", {"date": "2027-01-19"}, RATE),
        A(v("300", "d") + " / 108.75 = **£" + v("300/108.75", ".2f") + "**."),
        U("And if the customer declares 25,000 instead?"),
        A("1.5% of 25,000 = **" + v("25000*0.015", ".0f") + " INR**, above the minimum."),
        U("What's the airway bill number?"),
        A("The airway bill is **[[DX 4471 0926]]**.", why="the shipment record carries no airway bill number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("A longcase needs 11 h 20 min of bench work, a 25 mm mainspring and two suspension springs. Estimate it."),
        C("get_parts", {"list": "current"}, PARTS_4),
        A("1. Bench: " + v("11*60+20", "d") + " min → " + v("-(-680//15)*15", "d") + " min = " + v("690/60", ".1f") + " h × 450 = " + v("11.5*450", ",.2f") + " INR\n"
          "2. Parts: 2,350 + 2 × 280 = " + v("2350+2*280", ",d") + " × 1.2 = " + v("2910*1.2", ",.2f") + " INR\n"
          "3. Net: " + v("5175+3492", ",.2f") + " INR\n4. GST 18%: " + v("8667*0.18", ",.2f") + " INR\n5. **Total: " + v("8667*1.18", ",.2f") + " INR**\n"
          "6. Over 8,000 → deposit 40%: **" + v("10227.06*0.4", ",.2f") + " INR**, balance " + v("10227.06-4090.82", ",.2f") + " INR"),
        U("If it comes in today, when is it ready?"),
        A("1. Received " + v("date(2027,1,19)", "%-d %B") + "\n2. + 13 days → **" + v("date(2027,1,19)+timedelta(days=13)", "%-d %B %Y") + "**"),
        U("How many bench days does it take?"),
        A("1. " + v("11.5", ".1f") + " h / 7 h = " + v("11.5/7", ".2f") + "\n2. → **" + v("-(-11.5//7)", ".0f") + " days**"),
        U("Restate the deposit."),
        A("1. 40% of " + v("8667", ",.2f") + " = **[[3,466.80]] INR**", why="the deposit is 40% of the total with GST, 10,227.06 x 0.4 = 4,090.82; the model took the net before GST in a wrong step"),
    ),
    run(9, HAIKU45,
        U("Plan Thursday's tower clock visit and price it."),
        C("get_site_visit", {"visit": "TV-0121"}, SITE_9),
        A("**TV-0121, Gurdwara clock tower, Tarn Taran** (Thursday " + v("date(2027,1,21)", "%-d %b") + "):\n\n- Depart 07:45, arrive **"
          + v("datetime(2027,1,21,7,45)+timedelta(minutes=50)", "%H:%M") + "**\n- Work 210 min, until **" + v("datetime(2027,1,21,8,35)+timedelta(minutes=210)", "%H:%M")
          + "**\n- Back at the shop **" + v("datetime(2027,1,21,12,5)+timedelta(minutes=50)", "%H:%M") + "**"),
        U("And the price?"),
        A("- Travel: 27 × 2 × 18 = " + v("27*2*18", "d") + " INR\n- Labour: 210 min = " + v("210/60", ".1f") + " h × 450 = " + v("3.5*450", ",.0f") + " INR\n"
          "- Parts: 960 × 1.2 = " + v("960*1.2", ",.0f") + " INR\n- Net " + v("972+1575+1152", ",d") + " + GST " + v("3699*0.18", ".2f") + " = **"
          + v("3699*1.18", ",.2f") + " INR**"),
        U("In dollars?"),
        C("get_rate", {"date": "2027-01-19"}, RATE),
        A(v("4364.82", ",.2f") + " / 86.42 = **$" + v("4364.82/86.42", ".2f") + "**"),
        U("What time do we get there?"),
        A("We arrive at **[[09:35]]**.", why="leaving at 07:45 with a 50-minute drive arrives at 08:35; the model wrote an hour on"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("December's closed jobs: bench time and takings?"),
        C("get_closed_jobs", {"month": "2026-12"}, MONTH_10),
        A("<think>\nMinutes 240+375+510+170+630 = " + v("240+375+510+170+630", ",d") + " = " + v("1925//60", "d") + " h " + v("1925%60", "d") + " min.\n"
          "Labour 1800+2812.50+3825+1350+4725 = " + v("1800+2812.5+3825+1350+4725", ",.2f") + ". Parts 1100+2640+3360+0+4260 = " + v("1100+2640+3360+0+4260", ",d") + ".\n</think>\n\n"
          "- Bench: **" + v("1925", ",d") + " min** (" + v("32", "d") + " h " + v("5", "d") + " min)\n- Labour: **" + v("14512.5", ",.2f") + " INR**\n- Parts: **"
          + v("11360", ",.2f") + " INR**\n- Together " + v("14512.5+11360", ",.2f") + ", GST " + v("25872.5*0.18", ",.2f")),
        U("Means per job?"),
        A("<think>\n5 jobs.\n</think>\n\n- " + v("1925/5", ".0f") + " bench min\n- " + v("14512.5/5", ",.2f") + " INR labour"),
        U("Labour's share of the takings before GST?"),
        A("<think>\n" + v("14512.5", ",.2f") + " / " + v("25872.5", ",.2f") + ".\n</think>\n\n**" + v("14512.5/25872.5*100", ".2f") + "%**"),
        U("How much did the quarter-hour rounding add?"),
        A("<think>\nBilled " + v("14512.5/450", ".2f") + " h = " + v("32.25*60", ".0f") + " min against " + v("1925", ",d") + ".\n</think>\n\n**"
          + v("1935-1925", "d") + " min**, " + v("10/60*450", ".2f") + " INR."),
        U("Total labour again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[14,521.50]] INR**", why="December's labour adds up to 14,512.50 INR; the model restated it with two digits swapped"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-01-19"}, RATE),
        A("1 USD = 86.42 INR."),
        U("gbp in usd"),
        A("$" + v("108.75/86.42", ".4f") + "."),
        U("bench hour in usd"),
        A("$" + v("450/86.42", ".2f") + "."),
        U("courier minimum in gbp"),
        A("£" + v("300/108.75", ".2f") + "."),
        U("storage day in usd"),
        A("$" + v("25/86.42", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("clock gains 25 s a day. per week?"),
        A(v("25*7", "d") + " s."),
        U("turns of the nut?"),
        A(v("25/30", ".2f") + " turn."),
        U("within tolerance?"),
        A("No, over 10 s/d."),
        U("over 31 days?"),
        A(v("25*31", "d") + " s, " + v("775//60", "d") + " min " + v("775%60", "d") + " s."),
    ),
]
