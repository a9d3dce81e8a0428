"""boat runs: the assistant of a kettuvallam boatyard in Alappuzha (tools designed for this set: a
repair job, a new boat's order, a tow and the day's rate as JSON, the slipway and a week's crew as CSV
text, the timber stock as a markdown table, a quotation as plain text), with planking timber bought
after a sawing loss and rounded up, hulls' areas from length and beam, oil in two coats rounded up to
the litre, coir by the metre, the slipway with a long-stay discount and launch days, wages with
overtime, GST at 12% on new boats and 18% on repairs, an advance and a balance, a delivery day 120
days on, a tug's hours rounded up to the half hour and its arrival clock, dollars at the day's rate;
tool results and answers written here, in the styles of GPT-5.1 and Gemini 3 Pro in Malayalam
(Indian grouping, `₹1,35,487.60`, `മാർച്ച് 30`, `ഉച്ചയ്ക്ക് 1:20` for 13:20), Claude Opus 4.5, Sonnet
4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and DeepSeek V3.2
(`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout38_boat import POLICY, csv
from _heldout38_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"boat-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def ir(expr: str, decimals: int = 0) -> str:
    """A computed amount in Indian grouping (lakhs and crores): `1,35,487.60`."""
    return v("inr(" + expr + ", " + str(decimals) + ")", "s")


RATE = {"date": "2027-03-22", "inr_per_usd": 86.20, "source": "Reserve Bank of India reference rate"}
JOB_1 = {"job": "AL-0318", "boat": "Vembanad Queen", "type": "kettuvallam", "length_m": 21.5, "beam_m": 4.2, "planks_to_replace_cft": 18,
         "timber": "anjili", "hauled": "2027-03-18", "slip_days": 12}
SLIP_2 = csv("boat,job,hauled,days,launch_time", "Kuttanad Pearl,AL-0309,2027-03-09,14,07:30", "Lake Breeze,AL-0314,2027-03-14,6,16:00",
             "Vembanad Queen,AL-0318,2027-03-18,12,10:15", "Green Palm,AL-0320,2027-03-20,4,15:45")
STOCK_3 = ("| timber | cft | ₹/cft | location |\n|---|---|---|---|\n| anjili | 46.5 | 3,400 | shed A |\n| teak | 12.25 | 5,800 | shed B |\n"
           "| coconut (ribs) | 30 | 1,150 | yard |\n| jackfruit | 8.5 | 2,900 | shed A |")
CREW_4 = csv("name,role,days,overtime_h", "Sasi Kumar,carpenter,6,5", "Rajan P.,carpenter,5,0", "Biju Thomas,helper,6,3",
             "Anil V.,helper,5,0", "Joseph K.,carpenter,6,8")
TOW_5 = {"tow": "TW-0323", "boat": "Kuttanad Pearl", "from": "Alappuzha yard", "to": "Kumarakom jetty", "km": 32,
         "depart": "2027-03-23T08:00", "tug": "Sagar 3"}
ORDER_6 = {"order": "NB-2703", "client": "Backwater Retreats", "boat": "kettuvallam, 2 bedrooms", "length_m": 24, "beam_m": 4.5,
           "price_inr": 4850000, "ordered": "2027-03-19", "build_days": 120}
QUOTE_7 = """VEMBANAD BOAT WORKS, Alappuzha                 QUOTATION Q-2703-11
Date: 15-03-2027
Client: Lake Breeze Houseboats
Teak planking            9 cft  x   5,800.00       52,200.00
CNSL oil (2 coats)      64 L    x     260.00       16,640.00
Carpenters              14 days x   1,150.00       16,100.00
Helpers                 14 days x     780.00       10,920.00
Slipway                  6 days x   2,500.00       15,000.00
Taxable value                                   1,10,860.00
GST 18%                                           19,954.80
Total                                           1,30,814.80
Valid for 30 days from the date"""
JOB_8 = {"job": "AL-0320", "boat": "Green Palm", "length_m": 18.6, "beam_m": 3.9, "work": "restitch and oil", "restitch_m": 18.6,
         "slip_days": 4}
JOB_9 = {"job": "AL-0309", "boat": "Kuttanad Pearl", "length_m": 26, "beam_m": 4.8, "planks_to_replace_cft": 11.7, "timber": "teak",
         "hauled": "2027-03-09", "slip_days": 14}
TOW_12 = {"tow": "TW-0322", "boat": "Lake Breeze", "km": 14, "depart": "2027-03-22T14:10", "tug": "Sagar 1"}

RUNS = [
    run(1, GPT51,
        U("നമസ്കാരം. AL-0318 ജോലിക്ക് എത്ര തടി വാങ്ങണം, എത്ര ചെലവാകും?"),
        C("get_job", {"job": "AL-0318"}, JOB_1),
        A("AL-0318 (Vembanad Queen), അഞ്ചിലി പലക 18 ക്യുബിക് അടി മാറ്റണം:\n\n"
          "- അറുക്കൽ നഷ്ടം 10%: 18 ÷ 0.9 = **" + v("18/0.9", ".0f") + " cft**\n- " + v("20", "d") + " × ₹3,400 = **₹" + ir("20*3400") + "**"),
        U("ചുവട് എണ്ണ എത്ര വേണം?"),
        A("- ഹൾ വിസ്തീർണം: 21.5 × 4.2 × 1.8 = **" + v("21.5*4.2*1.8", ".2f") + " m²**\n"
          "- രണ്ട് കോട്ട്: " + v("162.54", ".2f") + " × 2 ÷ 4 = " + v("162.54*2/4", ".2f") + " → **" + v("-(-16254*2//400)", "d") + " ലിറ്റർ**\n"
          "- " + v("82", "d") + " × ₹260 = **₹" + ir("82*260") + "**"),
        U("സ്ലിപ്‌വേ ചാർജ്?"),
        A("12 ദിവസം × ₹2,500 = ₹" + ir("12*2500") + "; 10 ദിവസത്തിൽ കൂടുതലായതിനാൽ 15% ഇളവ്: **₹" + ir("30000*0.85") + "**"),
        U("ആകെ GST ഉൾപ്പെടെ?"),
        A("- തടി ₹" + ir("68000") + " + എണ്ണ ₹" + ir("21320") + " + സ്ലിപ്‌വേ ₹" + ir("25500") + " = ₹" + ir("68000+21320+25500") + "\n"
          "- GST 18% (റിപ്പയർ): ₹" + ir("114820*0.18", 2) + "\n- **ആകെ: ₹" + ir("114820*1.18", 2) + "**"),
        U("ബോട്ട് എന്ന് വെള്ളത്തിലിറക്കും? രാവിലെ 10:15-ന് ഇറക്കി 32 km അകലെ കുമരകത്തേക്ക് ടഗ്ഗിൽ കൊണ്ടുപോയാൽ എപ്പോൾ എത്തും, എത്ര ചെലവ്?"),
        A("- മാർച്ച് 18-ന് കയറ്റി, 12 ദിവസം: **മാർച്ച് " + v("(date(2027,3,18)+timedelta(days=12)).day", "d") + "**-ന് ഇറക്കും\n"
          "- ടഗ്: 32 ÷ 6 = " + v("32/6", ".2f") + " മണിക്കൂർ (" + v("int(32/6)", "d") + " മണിക്കൂർ " + v("round(32/6%1*60)", "d") + " മിനിറ്റ്) → **വൈകുന്നേരം "
          + v("datetime(2027,3,30,10,15)+timedelta(minutes=32/6*60)", "%-I:%M") + "**-ന് കുമരകം\n"
          "- ചാർജ്: അര മണിക്കൂറിലേക്ക് " + v("5.5", ".1f") + " × ₹850 = **₹" + ir("5.5*850") + "**"),
        U("ആകെ തുക ഒന്നുകൂടി?"),
        A("**₹[[1,35,847.60]]** (GST ഉൾപ്പെടെ).", why="the job comes to 1,35,487.60 INR with GST; the model restated it with two digits swapped"),
    ),
    run(2, OPUS45,
        U("What's on the slipway, when does each boat go back in, and what do we charge?"),
        C("get_slipway", {"yard": "Alappuzha"}, SLIP_2),
        A("**Slipway** (2,500 INR a day, 15% off stays of 10 days or more):\n\n| Boat | Job | Hauled | Days | Launch | Charge (INR) |\n|---|---|---|---|---|---|\n"
          "| Kuttanad Pearl | AL-0309 | 9 Mar | 14 | " + v("date(2027,3,9)+timedelta(days=14)", "%-d %b") + " 07:30 | " + v("14*2500*0.85", ",.0f") + " |\n"
          "| Lake Breeze | AL-0314 | 14 Mar | 6 | " + v("date(2027,3,14)+timedelta(days=6)", "%-d %b") + " 16:00 | " + v("6*2500", ",d") + " |\n"
          "| Vembanad Queen | AL-0318 | 18 Mar | 12 | " + v("date(2027,3,18)+timedelta(days=12)", "%-d %b") + " 10:15 | " + v("12*2500*0.85", ",.0f") + " |\n"
          "| Green Palm | AL-0320 | 20 Mar | 4 | " + v("date(2027,3,20)+timedelta(days=4)", "%-d %b") + " 15:45 | " + v("4*2500", ",d") + " |\n\n"
          "**Total: " + v("29750+15000+25500+10000", ",d") + " INR**. Lake Breeze went back in on 20 March."),
        U("Which boat launches next, and how long from now?"),
        A("Kuttanad Pearl, tomorrow (23 March) at 07:30: **" + v("(24*60+7*60+30-(8*60+40))//60", "d") + " h " + v("(24*60+7*60+30-(8*60+40))%60", "d")
          + " min** from now."),
        U("How much did the long-stay discount save in all?"),
        A("- Kuttanad Pearl: " + v("14*2500*0.15", ",.0f") + " INR\n- Vembanad Queen: " + v("12*2500*0.15", ",.0f") + " INR\n\n**" + v("5250+4500", ",d") + " INR**."),
        U("When does Green Palm go back in?"),
        A("**[[25 March]]** at 15:45.", why="Green Palm was hauled on 20 March for 4 days and launches on 24 March; the model restated it a day on"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("ഷെഡിലെ തടിയുടെ ആകെ മൂല്യം എത്ര?"),
        C("get_timber_stock", {"yard": "Alappuzha"}, STOCK_3),
        A("- അഞ്ചിലി: 46.5 × ₹3,400 = ₹" + ir("46.5*3400") + "\n- തേക്ക്: 12.25 × ₹5,800 = ₹" + ir("12.25*5800") + "\n"
          "- തെങ്ങ്: 30 × ₹1,150 = ₹" + ir("30*1150") + "\n- പ്ലാവ്: 8.5 × ₹2,900 = ₹" + ir("8.5*2900") + "\n"
          "- **ആകെ: ₹" + ir("158100+71050+34500+24650") + "**"),
        U("AL-0318 പോലുള്ള ജോലിക്ക് 20 cft അഞ്ചിലി വേണം. എത്ര ജോലിക്ക് തികയും?"),
        A("- 46.5 ÷ 20 = " + v("46.5/20", ".3f") + " → **" + v("int(46.5/20)", "d") + " ജോലി**\n- ബാക്കി: 46.5 − " + v("2*20", "d") + " = **" + v("46.5-40", ".1f") + " cft**"),
        U("തേക്കിന്റെ മൂല്യം ഡോളറിൽ?"),
        C("get_rate", {"date": "2027-03-22"}, RATE),
        A("- നിരക്ക്: $1 = ₹86.20\n- ₹" + ir("71050") + " ÷ 86.20 = **$" + v("71050/86.2", ",.2f") + "**"),
        U("ആകെ മൂല്യത്തിൽ അഞ്ചിലിയുടെ പങ്ക്?"),
        A("- ₹" + ir("158100") + " ÷ ₹" + ir("288300") + " = **" + v("158100/288300*100", ".2f") + "%**"),
        U("ആകെ മൂല്യം ഒന്നുകൂടി?"),
        A("- **₹[[2,83,300]]**", why="the timber stock is worth 2,88,300 INR; the model restated it one digit off"),
    ),
    run(4, QWEN3,
        U("Crew wages for the week?"),
        C("get_crew_week", {"week": "2027-W11"}, CREW_4),
        A("| Name | Role | Days | OT h | Days pay | OT pay | Total (INR) |\n|---|---|---|---|---|---|---|\n"
          "| Sasi Kumar | carpenter | 6 | 5 | " + v("6*1150", ",d") + " | " + v("5*180", ",d") + " | " + v("6900+900", ",d") + " |\n"
          "| Rajan P. | carpenter | 5 | 0 | " + v("5*1150", ",d") + " | 0 | " + v("5750", ",d") + " |\n"
          "| Biju Thomas | helper | 6 | 3 | " + v("6*780", ",d") + " | " + v("3*180", ",d") + " | " + v("4680+540", ",d") + " |\n"
          "| Anil V. | helper | 5 | 0 | " + v("5*780", ",d") + " | 0 | " + v("3900", ",d") + " |\n"
          "| Joseph K. | carpenter | 6 | 8 | " + v("6*1150", ",d") + " | " + v("8*180", ",d") + " | " + v("6900+1440", ",d") + " |\n"
          "| **Total** | | " + v("6+5+6+5+6", "d") + " | " + v("5+3+8", "d") + " | | | **" + v("7800+5750+5220+3900+8340", ",d") + "** |"),
        U("Overtime alone?"),
        A("| OT hours | Rate | INR |\n|---|---|---|\n| " + v("5+3+8", "d") + " | 180 | " + v("16*180", ",d") + " |"),
        U("Carpenters against helpers?"),
        A("| Role | INR | Share |\n|---|---|---|\n| carpenters | " + v("7800+5750+8340", ",d") + " | " + v("21890/31010*100", ".1f") + "% |\n| helpers | "
          + v("5220+3900", ",d") + " | " + v("9120/31010*100", ".1f") + "% |"),
        U("Mean per person?"),
        A("| Total | People | Mean |\n|---|---|---|\n| " + v("31010", ",d") + " | 5 | " + v("31010/5", ",.0f") + " |"),
        U("Joseph's pay again?"),
        A("| Joseph K. |\n|---|\n| [[8,430]] INR |", why="Joseph K. earns 6,900 + 1,440 = 8,340 INR; the model restated it with two digits swapped"),
    ),
    run(5, KIMI_K2,
        U("Tow TW-0323: what does it cost and when does it arrive?"),
        C("get_tow", {"tow": "TW-0323"}, TOW_5),
        A("<think>\n32 km / 6 km/h = " + v("32/6", ".3f") + " h → up to the half hour " + v("5.5", ".1f") + " h. × 850 = " + v("5.5*850", ",.0f")
          + ".\nArrival: 08:00 + " + v("int(32/6)", "d") + " h " + v("round(32/6%1*60)", "d") + " min.\n</think>\n\n"
          "- Billed **" + v("5.5", ".1f") + " h** × 850 = **" + v("5.5*850", ",.0f") + " INR**\n- Arrives Kumarakom jetty **"
          + v("datetime(2027,3,23,8,0)+timedelta(minutes=32/6*60)", "%-d %B %H:%M") + "**"),
        U("Per km?"),
        A("<think>\n4675 / 32.\n</think>\n\n**" + v("4675/32", ".2f") + " INR** a km."),
        U("In dollars?"),
        C("get_rate", {"date": "2027-03-22"}, RATE),
        A("<think>\n4675 / 86.20.\n</think>\n\n**$" + v("4675/86.2", ".2f") + "**."),
        U("Tow charge again?"),
        A("<think>\n" + v("5.5", ".1f") + " × 850 = " + v("5.5*850", ",.0f") + ".\n</think>\n\n**[[4,765]] INR**.",
          why="the tow is 5.5 hours at 850 INR, 4,675 INR; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("Backwater Retreats-ന്റെ പുതിയ ബോട്ട് NB-2703: GST ചേർത്ത് എത്ര?"),
        C("get_order", {"order": "NB-2703"}, ORDER_6),
        A("NB-2703, 2 ബെഡ്‌റൂം കെട്ടുവള്ളം (24 m × 4.5 m):\n\n- വില: ₹" + ir("4850000") + "\n- GST 12% (പുതിയ ബോട്ട്): ₹" + ir("4850000*0.12")
          + "\n- **ആകെ: ₹" + ir("4850000*1.12") + "**"),
        U("അഡ്വാൻസ് എത്ര, ബാക്കി എത്ര?"),
        A("- അഡ്വാൻസ് 25%: **₹" + ir("5432000*0.25") + "**\n- ഡെലിവറിയിൽ ബാക്കി: **₹" + ir("5432000*0.75") + "**"),
        U("ഡെലിവറി എന്ന്?"),
        A("മാർച്ച് 19-ന് ഓർഡർ, 120 ദിവസം: **" + v("(date(2027,3,19)+timedelta(days=120)).day", "d") + " ജൂലൈ 2027**."),
        U("ഹളിന് എത്ര എണ്ണ വേണം?"),
        A("- വിസ്തീർണം: 24 × 4.5 × 1.8 = " + v("24*4.5*1.8", ".1f") + " m²\n- രണ്ട് കോട്ട്: " + v("194.4*2/4", ".1f") + " → **" + v("-(-1944*2//40)", "d")
          + " ലിറ്റർ**\n- " + v("98", "d") + " × ₹260 = **₹" + ir("98*260") + "**"),
        U("അഡ്വാൻസ് ഒന്നുകൂടി പറയാമോ?"),
        A("അഡ്വാൻസ്: **₹[[13,68,000]]**.", why="the 25% advance is 13,58,000 INR; the model restated it one digit off"),
    ),
    run(7, SONNET45,
        U("How long is the Lake Breeze quotation Q-2703-11 valid?"),
        C("get_quote", {"quote": "Q-2703-11"}, QUOTE_7),
        A("Q-2703-11 is dated 15 March 2027 and valid for 30 days: until **" + v("date(2027,3,15)+timedelta(days=30)", "%-d %B %Y") + "**, "
          + v("(date(2027,4,14)-date(2027,3,22)).days", "d") + " days from today. Total **₹1,30,814.80** with GST."),
        U("What share of it is labour?"),
        A("- Carpenters ₹16,100 + helpers ₹10,920 = **₹" + ir("16100+10920") + "**\n- That is " + v("27020/110860*100", ".2f") + "% of the taxable ₹1,10,860"),
        U("What if they took anjili instead of teak?"),
        A("- Anjili: 9 × ₹3,400 = ₹" + ir("9*3400") + "\n- Saving ₹" + ir("52200-30600") + " before GST, **₹" + ir("21600*1.18", 2) + "** with GST 18%"),
        U("Total in dollars?"),
        C("get_rate", {"date": "2027-03-22"}, RATE),
        A("₹1,30,814.80 / 86.20 = **$" + v("130814.8/86.2", ",.2f") + "**."),
        U("What's the boat's registration number for the paperwork?"),
        A("Lake Breeze is registered as **[[KL-ALP-HB-2291]]**.", why="no tool gives a registration number; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("Green Palm, AL-0320: cost it out."),
        C("get_job", {"job": "AL-0320"}, JOB_8),
        A("1. Coir: 18.6 m × 2.2 = " + v("18.6*2.2", ".2f") + " kg × 140 = **" + v("40.92*140", ",.2f") + " INR**"),
        U("And the oil?"),
        A("1. Area: 18.6 × 3.9 × 1.8 = " + v("18.6*3.9*1.8", ".3f") + " m²\n2. Two coats: " + v("130.572*2/4", ".3f") + " L → **" + v("-(-130572*2//4000)", "d")
          + " L**\n3. " + v("66", "d") + " × 260 = **" + v("66*260", ",d") + " INR**"),
        U("Slipway?"),
        A("1. 4 days × 2,500 = **" + v("4*2500", ",d") + " INR** (under 10 days, no discount)"),
        U("Total with GST?"),
        A("1. " + v("5728.8", ",.2f") + " + " + v("17160", ",d") + " + " + v("10000", ",d") + " = " + v("5728.8+17160+10000", ",.2f") + " INR\n2. GST 18%: "
          + v("32888.8*0.18", ",.2f") + "\n3. **Total: " + v("32888.8*1.18", ",.2f") + " INR**"),
        U("GST again?"),
        A("1. 32,888.80 × 12%\n2. **[[3,946.66]] INR**", why="repairs carry GST at 18%, 5,919.98 INR; the model applied the 12% rate for new boats"),
    ),
    run(9, HAIKU45,
        U("Kuttanad Pearl's job AL-0309: timber first."),
        C("get_job", {"job": "AL-0309"}, JOB_9),
        A("AL-0309 needs 11.7 cft of teak:\n\n- With the 10% sawing loss: 11.7 / 0.9 = **" + v("11.7/0.9", ".0f") + " cft**\n- " + v("13", "d") + " × 5,800 = **₹"
          + ir("13*5800") + "**"),
        U("Slipway?"),
        A("14 days × ₹2,500 = ₹" + ir("14*2500") + ", less 15% for 10 days or more: **₹" + ir("35000*0.85") + "**."),
        U("Oil?"),
        A("- Area 26 × 4.8 × 1.8 = " + v("26*4.8*1.8", ".2f") + " m²\n- Two coats: " + v("224.64*2/4", ".2f") + " → **" + v("-(-22464*2//400)", "d") + " L**, ₹"
          + ir("113*260")),
        U("Total with GST?"),
        A("- ₹" + ir("75400") + " + ₹" + ir("29750") + " + ₹" + ir("29380") + " = ₹" + ir("75400+29750+29380") + "\n- GST 18%: ₹" + ir("134530*0.18", 2)
          + "\n- **₹" + ir("134530*1.18", 2) + "**"),
        U("How much teak did we buy?"),
        A("**[[14]] cft**.", why="11.7 cft after the 10% loss is 13 cft of teak; the model restated it one digit off"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("A 20 m kettuvallam needs 25 cft of anjili planks. How much timber do we buy and what does it cost?"),
        A("<think>\n25 / 0.9 = " + v("25/0.9", ".2f") + " → " + v("-(-250//9)", "d") + " cft. × 3,400 = " + v("28*3400", ",d") + ".\n</think>\n\n"
          "- Buy **" + v("-(-250//9)", "d") + " cft** (" + v("25/0.9", ".2f") + " rounded up)\n- **₹" + ir("28*3400") + "**"),
        U("And in teak?"),
        A("<think>\n28 × 5,800 = " + v("28*5800", ",d") + ".\n</think>\n\n- **₹" + ir("28*5800") + "**, ₹" + ir("162400-95200") + " more than anjili"),
        U("Three carpenters and two helpers for 9 days?"),
        A("<think>\n3 × 9 × 1,150 = " + v("3*9*1150", ",d") + "; 2 × 9 × 780 = " + v("2*9*780", ",d") + ".\n</think>\n\n- Carpenters ₹" + ir("31050")
          + "\n- Helpers ₹" + ir("14040") + "\n- **₹" + ir("31050+14040") + "**"),
        U("Anjili cost again?"),
        A("<think>\n" + v("28", "d") + " × 3,400.\n</think>\n\n**₹[[92,500]]**.", why="28 cft of anjili at 3,400 INR is 95,200 INR; the model swapped two digits"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-03-22"}, RATE),
        A("1 USD = 86.20 INR."),
        U("anjili cft in usd"),
        A("$" + v("3400/86.2", ".2f") + "."),
        U("teak"),
        A("$" + v("5800/86.2", ".2f") + "."),
        U("slip day"),
        A("$" + v("2500/86.2", ".2f") + "."),
        U("carpenter day"),
        A("$" + v("1150/86.2", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("TW-0322 cost?"),
        C("get_tow", {"tow": "TW-0322"}, TOW_12),
        A(v("2.5*850", ",.0f") + " INR (" + v("14/6", ".2f") + " h → 2.5 h)."),
        U("arrives?"),
        A(v("datetime(2027,3,22,14,10)+timedelta(minutes=14/6*60)", "%H:%M") + "."),
        U("usd?"),
        A("$" + v("2125/86.2", ".2f") + "."),
        U("arrival again"),
        A("[[17:30]].", why="the tug leaves at 14:10 for 2 h 20 min and arrives at 16:30; the model restated it an hour on"),
    ),
]
