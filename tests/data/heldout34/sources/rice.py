"""rice runs: the assistant of a rice mill in Bogura (Rahman Auto Rice Mill, tools designed for this set:
a farmer's delivery, a dispatch order, a parboiling batch, a custom milling job, farmers' advances, a
drying yard, a shift and the day's rate as JSON, a milling log and a week's hours as CSV text, a sales
challan and a weighbridge slip as plain text), with paddy by the maund less a moisture deduction and
an advance, rice, husk and bran from a yield, sacks and trucks and freight shared by the sack, a
parboiling batch's clocks and drying days, wages with overtime, a yard's capacity by the batch and the
week, taka into dollars; tool results and answers written here, in the styles of GPT-5.1 and Qwen3 in
Bengali (`৳৪৮,৬৫৫.২০`, `২৬ ডিসেম্বর`, lakh grouping and Bengali digits), GPT-5.1 (plain),
Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini 3 Pro (bullets), Qwen3
(tables), Kimi K2 Thinking (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few
words)."""

from _heldout34_models import GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45
from _heldout34_rice import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"rice-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def b(expr: str, decimals: int = 0) -> str:
    """A computed number in Bengali digits and lakh grouping: `৪৮,৬৫৫.২০`, `১,৯১৭`."""
    return v("bn(" + expr + ", " + str(decimals) + ")", "s")


RATE = {"date": "2026-12-17", "usd_bdt": 122.40, "source": "Bangladesh Bank, interbank"}
DELIVERY_1 = {"farmer": "Abdul Karim", "farmer_no": "F-0412", "date": "2026-12-14", "variety": "BRRI dhan28", "bags": 38,
              "gross_kg": 1520, "moisture_pct": 16.0, "advance_paid": 14000}
MILL_2 = csv("batch,date,variety,paddy_kg,rice_kg,husk_kg,bran_kg", "M-1201,2026-12-10,miniket,6000,3930,1310,470",
             "M-1202,2026-12-11,miniket,6000,3870,1335,492", "M-1203,2026-12-12,coarse,8000,5320,1740,610",
             "M-1204,2026-12-13,coarse,8000,5150,1790,655")
ORDER_3 = {"order": "DO-2612-031", "buyer": "Karim Traders, Badamtoli, Dhaka", "miniket_sacks": 420, "coarse_sacks": 180,
           "dispatch": "2026-12-19"}
PARBOIL_4 = {"batch": "P-1217-1", "paddy_kg": 5000, "soak_start": "2026-12-17 05:30", "soak_hours": 8, "steam_min": 20,
             "drying_days": 2, "yard": "Yard B"}
HOURS_5 = csv("worker,role,days,hours_total", "Rahim,loader,6,54", "Sumon,loader,6,48", "Jamal,dryer,5,46", "Nasima,sorter,6,51")
CUSTOM_6 = {"job": "CM-1215-07", "farmer": "Shahida Begum", "date": "2026-12-15", "paddy_kg": 860, "takes_husk": False}
CHALLAN_7 = """RAHMAN AUTO RICE MILL, BOGURA - CHALLAN CH-2612-0215   12/12/2026
Buyer: Hasan Store, Sherpur (B-0311)
Miniket rice 50 kg     24 sacks @ 3,450       82,800
Coarse rice 50 kg      30 sacks @ 2,600       78,000
Rice bran             400 kg    @ 28          11,200
TOTAL BDT                                    172,000
Paid cash                                    100,000
DUE BDT                                       72,000
Due date: 26/12/2026"""
ADVANCES_8 = {"season": "Aman 2026", "variety": "Swarna", "advances": [
    {"farmer": "F-0412", "paid": "2026-08-20", "amount": 14000, "expected_maunds": 38},
    {"farmer": "F-0419", "paid": "2026-08-22", "amount": 22500, "expected_maunds": 60},
    {"farmer": "F-0433", "paid": "2026-09-02", "amount": 9800, "expected_maunds": 25}]}
YARD_9 = {"yard": "Yard A", "area_m2": 1800, "kg_per_m2": 12, "days_per_batch": 2, "rain_forecast": ["2026-12-20"]}
WEIGH_10 = """WEIGHBRIDGE SLIP WB-66120   2026-12-16 16:42
Truck: DHAKA METRO-TA 11-4827
Gross:  19,460 kg
Tare:    7,380 kg
Net:    12,080 kg"""
SHIFT_12 = {"date": "2026-12-17", "shift": "A", "start": "06:00", "hours": 8, "break_min": 30, "workers": 14}

RUNS = [
    run(1, GPT51,
        U("আসসালামু আলাইকুম, আমি F-0412 আব্দুল করিম। ১৪ তারিখে ধান দিয়েছি, কত টাকা পাব?"),
        C("get_paddy_delivery", {"farmer_no": "F-0412"}, DELIVERY_1),
        A("আপনার ১৪ ডিসেম্বরের ব্রি ধান২৮ (৩৮ বস্তা):\n\n"
          "- মোট ওজন: ১,৫২০ কেজি\n- আর্দ্রতা ১৬%, ১৪%-এর চেয়ে " + b("16-14") + " পয়েন্ট বেশি → " + b("(16-14)*1.5", 1) + "% কর্তন = "
          + b("1520*0.03", 1) + " কেজি\n- হিসাবের ওজন: " + b("1520*0.97", 1) + " কেজি = " + b("1474.4/40", 2) + " মণ\n"
          "- দাম: " + b("36.86", 2) + " × ৳১,৩২০ = ৳" + b("1474.4/40*1320", 2) + "\n- অগ্রিম বাদ: ৳১৪,০০০\n\n"
          "**আপনি পাবেন ৳" + b("1474.4/40*1320-14000", 2) + "**"),
        U("এই ধান থেকে কত চাল হবে?"),
        A(b("1474.4", 1) + " কেজি × ৬৫% = **" + b("1474.4*0.65", 2) + " কেজি চাল**, অর্থাৎ ৫০ কেজির " + b("int(1474.4*0.65/50)")
          + "টি পূর্ণ বস্তা।"),
        U("অগ্রিমটা কি ৩০% এর মধ্যে ছিল?"),
        A("মোট দামের ৩০% = ৳" + b("48655.2*0.3", 2) + "; আপনি নিয়েছিলেন ৳১৪,০০০, অর্থাৎ সীমার চেয়ে ৳" + b("14596.56-14000", 2)
          + " কম। হ্যাঁ, সীমার মধ্যে।"),
        U("ধান শুকিয়ে ১৪% এ আনলে কত বেশি পেতাম?"),
        A("তখন পুরো ১,৫২০ কেজি = " + b("1520/40") + " মণ × ৳১,৩২০ = ৳" + b("38*1320") + ", অর্থাৎ ৳" + b("50160-48655.2", 2)
          + " বেশি।"),
        U("তাহলে আমার পাওনা আবার বলুন।"),
        A("**৳[[৩৪,৫৬৫.২০]]**", why="the farmer's balance is ৳34,655.20; the model restated it with two digits swapped"),
    ),
    run(2, GPT51,
        U("How did this week's milling batches do against the 65% rice yield?"),
        C("get_milling_log", {"from": "2026-12-10", "to": "2026-12-13"}, MILL_2),
        A("Rice yield by batch:\n\n"
          "- M-1201 (miniket): 3,930 / 6,000 = " + v("3930/6000*100", ".1f") + "%\n"
          "- M-1202 (miniket): 3,870 / 6,000 = " + v("3870/6000*100", ".1f") + "%, below 65%\n"
          "- M-1203 (coarse): 5,320 / 8,000 = " + v("5320/8000*100", ".1f") + "%\n"
          "- M-1204 (coarse): 5,150 / 8,000 = " + v("5150/8000*100", ".1f") + "%, below 65%\n\n"
          "Two of the four batches fell short."),
        U("Totals for the week?"),
        A("Paddy " + v("6000+6000+8000+8000", ",d") + " kg gave " + v("3930+3870+5320+5150", ",d") + " kg of rice, "
          + v("18270/28000*100", ".2f") + "% overall, just above the 65% norm."),
        U("How many 50 kg sacks is the week's rice?"),
        A(v("18270/50", ".1f") + ", so **" + v("18270//50", "d") + " full sacks** and " + v("18270-365*50", "d") + " kg loose."),
        U("What are the week's husk and bran worth?"),
        A("Husk " + v("1310+1335+1740+1790", ",d") + " kg × ৳9 = ৳[[55,755]]; bran " + v("470+492+610+655", ",d") + " kg × ৳28 = ৳"
          + v("2227*28", ",d") + ".",
          why="6,175 kg of husk at ৳9 is ৳55,575; the model swapped two digits"),
        U("How much rice did M-1204 lose against the norm?"),
        A("8,000 × 0.65 = " + v("8000*0.65", ",.0f") + " kg expected, " + v("5200-5150", "d") + " kg short."),
    ),
    run(3, OPUS45,
        U("Order DO-2612-031 goes out on Saturday. How many trucks do we need, what's the freight, and what's the order worth?"),
        C("get_dispatch_order", {"order": "DO-2612-031"}, ORDER_3),
        A("**DO-2612-031, Karim Traders (Dhaka)**\n\n"
          "- Sacks: 420 miniket + 180 coarse = " + v("420+180", "d") + " × 50 kg = **" + v("600*50", ",d") + " kg**\n"
          "- Trucks of 12 t: " + v("30000/12000", ".1f") + ", so **" + v("-(-30000//12000)", "d") + " trucks**\n"
          "- Freight: 3 × ৳18,500 = **৳" + v("3*18500", ",d") + "**, ৳" + v("55500/600", ".2f") + " a sack\n"
          "- Miniket: 420 × ৳3,450 = ৳" + v("420*3450", ",d") + "\n- Coarse: 180 × ৳2,600 = ৳" + v("180*2600", ",d") + "\n"
          "- **Order value: ৳" + v("1449000+468000", ",d") + "**"),
        U("What is that in dollars?"),
        C("get_rate", {"date": "2026-12-17"}, RATE),
        A("৳" + v("1449000+468000", ",d") + " / 122.40 = **USD " + v("1917000/122.4", ",.2f") + "**."),
        U("If they add 40 coarse sacks, do we still fit in three trucks?"),
        A("Yes: " + v("600+40", "d") + " sacks are " + v("640*50", ",d") + " kg, under the " + v("3*12000", ",d")
          + " kg of three trucks. The order rises by ৳" + v("40*2600", ",d") + " to ৳" + v("1917000+104000", ",d") + "."),
        U("And freight per sack then?"),
        A("৳" + v("55500/640", ".2f") + " a sack."),
        U("Remind me, the original order value?"),
        A("**৳[[1,927,000]]**.", why="the original order is worth ৳1,917,000; the model restated it one digit off"),
        anthropic=True,
    ),
    run(4, GEMINI3_PRO,
        U("Parboiling batch P-1217-1 started soaking this morning. When does each stage finish?"),
        C("get_parboil_batch", {"batch": "P-1217-1"}, PARBOIL_4),
        A("* **Soak (8 h):** 05:30 to **" + v("datetime(2026,12,17,5,30)+timedelta(hours=8)", "%H:%M") + "**\n"
          "* **Steam (20 min):** to **" + v("datetime(2026,12,17,13,30)+timedelta(minutes=20)", "%H:%M") + "**\n"
          "* **Yard B (2 days):** dry on **" + v("date(2026,12,17)+timedelta(days=2)", "%-d %B") + "**, ready to mill"),
        U("How much rice should the batch give?"),
        A("* 5,000 kg × 65% = **" + v("5000*0.65", ",.0f") + " kg**\n* " + v("3250/50", ".0f") + " sacks of 50 kg"),
        U("If we'd started soaking at 7:00?"),
        A("* Soak ends " + v("datetime(2026,12,17,7,0)+timedelta(hours=8)", "%H:%M") + "\n* Steam ends "
          + v("datetime(2026,12,17,7,0)+timedelta(hours=8,minutes=20)", "%H:%M")),
        U("So for today's batch, steaming finishes when?"),
        A("* At **[[14:50]]**", why="today's batch steams until 13:50; the model restated it an hour on"),
    ),
    run(5, QWEN3,
        U("Wages for this week's mill crew, please, with overtime."),
        C("get_week_hours", {"week": "2026-W51"}, HOURS_5),
        A("| Worker | Days | Hours | Overtime h | Wage ৳ |\n|---|---|---|---|---|\n"
          "| Rahim | 6 | 54 | " + v("54-6*8", "d") + " | " + v("6*650+6*100", ",d") + " |\n"
          "| Sumon | 6 | 48 | " + v("48-6*8", "d") + " | " + v("6*650", ",d") + " |\n"
          "| Jamal | 5 | 46 | " + v("46-5*8", "d") + " | " + v("5*650+6*100", ",d") + " |\n"
          "| Nasima | 6 | 51 | " + v("51-6*8", "d") + " | " + v("6*650+3*100", ",d") + " |"),
        U("Total?"),
        A("| | ৳ |\n|---|---|\n| Day wages | " + v("23*650", ",d") + " |\n| Overtime | " + v("15*100", ",d") + " |\n"
          "| **Total** | **" + v("4500+3900+3850+4200", ",d") + "** |"),
        U("Average per worker?"),
        A("| Total | Workers | Average ৳ |\n|---|---|---|\n| " + v("16450", ",d") + " | 4 | [[4,121.50]] |",
          why="16,450 / 4 is 4,112.50; the model swapped two digits"),
        U("What share of the bill is overtime?"),
        A("| Overtime ৳ | Total ৳ | Share |\n|---|---|---|\n| " + v("1500", ",d") + " | " + v("16450", ",d") + " | "
          + v("1500/16450*100", ".1f") + "% |"),
        U("If Sumon had done 2 hours overtime every day?"),
        A("| Worker | Overtime h | Wage ৳ |\n|---|---|---|\n| Sumon | " + v("6*2", "d") + " | " + v("3900+12*100", ",d") + " |"),
    ),
    run(6, KIMI_K2,
        U("Shahida Begum brought paddy for custom milling (CM-1215-07). What's our fee and what does she take home?"),
        C("get_custom_job", {"job": "CM-1215-07"}, CUSTOM_6),
        A("<think>\n860 × 3.50 = " + v("860*3.5", ",.2f") + ".\n</think>\n\nThe fee is **৳" + v("860*3.5", ",.2f") + "** for 860 kg."),
        U("How much rice and bran will she get?"),
        A("<think>\nRice 860 × 0.65 = " + v("860*0.65", ".0f") + ". Bran 860 × 0.08 = " + v("860*0.08", ".1f") + ".\n</think>\n\n"
          "About **[[595]] kg of rice** and " + v("860*0.08", ".1f") + " kg of bran.",
          why="860 kg at 65% is 559 kg of rice; the model swapped two digits after an honest think"),
        U("And the husk we keep, what's it worth?"),
        A("<think>\n860 × 0.22 = " + v("860*0.22", ".1f") + " kg × 9 = " + v("189.2*9", ",.2f") + ".\n</think>\n\n"
          + v("860*0.22", ".1f") + " kg of husk, worth **৳" + v("189.2*9", ",.2f") + "**."),
        U("So what do we really earn on the job?"),
        A("<think>\nFee " + v("860*3.5", ",.2f") + " plus husk " + v("189.2*9", ",.2f") + " = " + v("3010+1702.8", ",.2f") + ".\n</think>\n\n"
          "Fee plus husk: **৳" + v("3010+1702.8", ",.2f") + "**."),
    ),
    run(7, QWEN3,
        U("CH-2612-0215 চালানটা দেখে বলুন হাসান স্টোরের কাছে কত বাকি আর কবে দিতে হবে।"),
        C("get_challan", {"challan": "CH-2612-0215"}, CHALLAN_7),
        A("| বিবরণ | টাকা |\n|---|---|\n| মিনিকেট ২৪ বস্তা | ৳" + b("24*3450") + " |\n| মোটা চাল ৩০ বস্তা | ৳" + b("30*2600") + " |\n"
          "| কুঁড়া ৪০০ কেজি | ৳" + b("400*28") + " |\n| **মোট** | **৳" + b("82800+78000+11200") + "** |\n| নগদ পরিশোধ | ৳১,০০,০০০ |\n"
          "| **বাকি** | **৳" + b("172000-100000") + "** |\n\nশেষ তারিখ ২৬ ডিসেম্বর, আজ থেকে " + b("(date(2026,12,26)-date(2026,12,17)).days") + " দিন।"),
        U("মোট ওজন কত গেছে?"),
        A("| | কেজি |\n|---|---|\n| চাল (" + b("24+30") + " বস্তা × ৫০) | " + b("54*50") + " |\n| কুঁড়া | ৪০০ |\n| **মোট** | **"
          + b("2700+400") + "** |"),
        U("কত শতাংশ টাকা পরিশোধ হয়েছে?"),
        A("৳১,০০,০০০ / ৳১,৭২,০০০ = **" + b("100000/172000*100", 1) + "%**"),
        U("ডলারে মোট কত?"),
        C("get_rate", {"date": "2026-12-17"}, RATE),
        A("৳১,৭২,০০০ / ১২২.৪০ = **$" + b("172000/122.4", 2) + "**"),
        U("বাকিটা আবার বলুন, খাতায় লিখব।"),
        A("**৳[[৭৩,০০০]]**", why="the challan's balance is ৳72,000; the model restated it one digit off"),
    ),
    run(8, SONNET45,
        U("Before harvest settles, check this Aman season's advances against the 30% rule."),
        C("get_advances", {"season": "Aman 2026"}, ADVANCES_8),
        A("At the Swarna price of ৳1,180 a maund:\n\n"
          "| Farmer | Expected value | 30% limit | Advance | Over by |\n|---|---|---|---|---|\n"
          "| F-0412 | ৳" + v("38*1180", ",d") + " | ৳" + v("44840*0.3", ",.0f") + " | ৳14,000 | ৳" + v("14000-13452", ",d") + " |\n"
          "| F-0419 | ৳" + v("60*1180", ",d") + " | ৳" + v("70800*0.3", ",.0f") + " | ৳22,500 | ৳" + v("22500-21240", ",d") + " |\n"
          "| F-0433 | ৳" + v("25*1180", ",d") + " | ৳" + v("29500*0.3", ",.0f") + " | ৳9,800 | ৳" + v("9800-8850", ",d") + " |\n\n"
          "All three advances are above the limit; together ৳" + v("14000+22500+9800", ",d") + " is out."),
        U("How long has F-0419's advance been outstanding?"),
        A(v("(date(2026,12,17)-date(2026,8,22)).days", "d") + " days, since 22 August."),
        U("How much paddy do we expect in all?"),
        A(v("38+60+25", "d") + " maunds, " + v("123*40", ",d") + " kg, about " + v("4920*0.65", ",.0f") + " kg of rice."),
        U("What will F-0433 be owed at harvest if the 25 maunds come in dry?"),
        A("25 × ৳1,320 = ৳" + v("25*1320", ",d") + ", less the ৳9,800 advance: **৳[[23,200]]**.",
          why="F-0433 grows Swarna at ৳1,180 a maund: 29,500 less 9,800 is ৳19,700; the model took the BRRI dhan28 price"),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("How much paddy can Yard A dry in a batch and in a week?"),
        C("get_drying_yard", {"yard": "Yard A"}, YARD_9),
        A("1. Per batch: 1,800 m² × 12 kg = " + v("1800*12", ",d") + " kg\n2. Batches in 7 days: 7 // 2 = " + v("7//2", "d") + "\n"
          "3. A week: [[64,600]] kg",
          why="three batches of 21,600 kg are 64,800 kg; the model wrote one digit off"),
        U("How many maunds per batch?"),
        A("1. " + v("21600", ",d") + " / 40 = " + v("21600//40", "d") + " maunds"),
        U("Rain is forecast for the 20th. A batch laid on the 19th finishes when?"),
        A("1. Normally " + v("date(2026,12,19)+timedelta(days=2)", "%-d %B") + "\n2. One rain day lost: " + v("date(2026,12,19)+timedelta(days=3)", "%-d %B")),
        U("Rice from one batch?"),
        A("1. " + v("21600", ",d") + " × 0.65 = " + v("21600*0.65", ",.0f") + " kg\n2. " + v("int(14040/50)", "d") + " full sacks"),
    ),
    run(10, HAIKU45,
        U("Truck 11-4827 was weighed last night. Is it over the 12 tonnes?"),
        C("get_weighbridge_slip", {"slip": "WB-66120"}, WEIGH_10),
        A("Yes, slightly: net 12,080 kg, " + v("12080-12000", "d") + " kg over the 12,000 kg limit. That is about "
          + v("12080/50", ".1f") + " sacks' worth of weight."),
        U("Freight per kilo on that load?"),
        A("৳18,500 / 12,080 = **৳" + v("18500/12080", ".2f") + " a kg**."),
        U("If we take two sacks off?"),
        A("12,080 − " + v("2*50", "d") + " = **" + v("12080-100", ",d") + " kg**, under the limit."),
        U("What was the net weight again?"),
        A("**[[12,800]] kg**.", why="the slip's net is 12,080 kg; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(11, GROK41,
        U("usd rate?"),
        C("get_rate", {"date": "2026-12-17"}, RATE),
        A("৳122.40."),
        U("miniket sack in usd?"),
        A("$" + v("3450/122.4", ".2f") + "."),
        U("coarse?"),
        A("$" + v("2600/122.4", ".2f") + "."),
        U("miniket per kg taka?"),
        A("৳" + v("3450/50", ".0f") + "."),
        U("per kg usd?"),
        A("$" + v("69/122.4", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("shift A today ends when?"),
        C("get_shift", {"shift": "A", "date": "2026-12-17"}, SHIFT_12),
        A("06:00 + 8 h + 30 min break = " + v("datetime(2026,12,17,6,0)+timedelta(hours=8,minutes=30)", "%H:%M") + "."),
        U("wages today?"),
        A("14 × 650 = ৳" + v("14*650", ",d") + "."),
        U("2h overtime for all?"),
        A("+৳" + v("14*2*100", ",d") + ", total ৳" + v("9100+2800", ",d") + ", ending " + v("datetime(2026,12,17,6,0)+timedelta(hours=10,minutes=30)", "%H:%M") + "."),
        U("per worker with overtime?"),
        A("৳" + v("650+200", "d") + "."),
    ),
]
