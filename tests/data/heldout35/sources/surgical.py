"""surgical runs: the assistant of a surgical instrument maker in Sialkot (Noor Surgical Works, tools
designed for this set: an export order, a steel issue, a laser marking job, a work order and the day's
rate as JSON, a furnace log, QC lots, polishers' output and attendance as CSV text, a proforma invoice
as plain text), with export values in dollars and rupees grouped in lakhs, a duty drawback, cartons
rounded up, blanks from steel less a forging loss, furnace loads and their end clock with changes,
reject rates against a limit, piece-rate pay, marking seconds into an end clock, a finish day counted
in working days over Sundays, payment 60 days after a bill of lading; tool results and answers written
here, in the styles of GPT-5.1 and Gemini 3 Pro in Urdu (`Rs 17,33,424`, `17.33 لاکھ روپے`,
`26 فروری 2027`), Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Gemini 3 Pro
(bullets), Qwen3 (tables), Kimi K2 Thinking (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and
Llama 4 (a few words), Mistral Large 3 (bullets)."""

from _heldout35_models import GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, MISTRAL_L3, OPUS45, QWEN3, SONNET45
from _heldout35_surgical import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"surgical-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def ur(expr: str, decimals: int = 0) -> str:
    """A computed rupee amount grouped in lakhs, as Urdu answers write it: `17,33,424`, `52,002.72`."""
    return v("inr(" + expr + ", " + str(decimals) + ")", "s")


def day(expr: str) -> str:
    """The day of the month of a computed date, before an Urdu month name: `26 فروری`."""
    return v("(" + expr + ").day", "d")


RATE = {"date": "2026-12-22", "usd_pkr": 281.40, "eur_pkr": 295.80, "source": "State Bank of Pakistan"}
ORDER_1 = {"order": "EO-2612-031", "buyer": "Chirurgie Meyer GmbH, Tuttlingen", "lines": [
    {"item": "Adson forceps 12 cm", "pcs": 1200, "usd": 1.85}, {"item": "Mayo scissors 14 cm", "pcs": 800, "usd": 2.60},
    {"item": "Needle holder 16 cm", "pcs": 600, "usd": 3.10}], "bl_date": "2026-12-28"}
STEEL_2 = {"issue": "SI-2612-044", "work_order": "WO-2612-118", "grade": "AISI 420", "kg": 180, "item": "Adson forceps 12 cm",
           "blank_kg": 0.09, "date": "2026-12-21"}
FURNACE_3 = csv("load,furnace,start,end,pieces,item", "HT-0901,F1,07:00,07:50,240,Adson forceps", "HT-0902,F1,07:55,08:45,240,Adson forceps",
                "HT-0903,F1,08:50,09:40,232,Mayo scissors", "HT-0904,F1,09:45,10:35,240,Mayo scissors")
QC_4 = csv("lot,item,inspected,rejects,defect", "QC-2612-21,Adson forceps,480,7,pitting", "QC-2612-22,Mayo scissors,472,12,edge",
           "QC-2612-23,Needle holder,600,9,jaw alignment", "QC-2612-24,Kelly clamp,350,8,ratchet")
POLISH_5 = csv("polisher,item,pieces,hours", "Imran,forceps,118,8", "Shahid,scissors,96,8", "Bilal,forceps,131,9",
               "Naveed,scissors,88,7", "Asif,forceps,104,8")
LASER_6 = {"job": "LM-2612-09", "order": "EO-2612-031", "pieces": 2600, "seconds_per_piece": 4, "start": "2026-12-22T11:30",
           "pieces_per_fixture": 200, "fixture_change_min": 6}
PROFORMA_7 = """NOOR SURGICAL WORKS - PROFORMA INVOICE PI-2612-207   15/12/2026
Buyer: MedInstrument Handels GmbH, Tuttlingen
Adson forceps 12cm        1,200 pcs x 1.85    2,220.00
Metzenbaum scissors 14cm    500 pcs x 2.95    1,475.00
Kelly clamp 14cm            750 pcs x 2.40    1,800.00
FOB SIALKOT USD                               5,495.00
Advance 30% with order                        1,648.50
Balance against B/L copy                      3,846.50"""
ATTENDANCE_8 = csv("worker,section,days,hours", "Rashid,forging,6,54", "Tariq,forging,6,50", "Kashif,grinding,5,44",
                   "Zubair,polishing,6,48")
WO_9 = {"work_order": "WO-2612-131", "item": "Kelly clamp 14 cm", "pcs": 1500, "start": "2026-12-22", "usd_per_pc": 2.40,
        "stage_days": {"forging": 3, "grinding": 2, "hardening": 1, "polishing": 4, "qc": 1, "packing": 1}}

RUNS = [
    run(1, GPT51,
        U("السلام علیکم، جرمنی والے آرڈر EO-2612-031 کی کل مالیت کیا ہے، ڈالر اور روپے دونوں میں؟"),
        C("get_export_order", {"order": "EO-2612-031"}, ORDER_1),
        C("get_rate", {"date": "2026-12-22"}, RATE),
        A("آرڈر EO-2612-031 (Chirurgie Meyer GmbH، Tuttlingen):\n\n"
          "- Adson forceps: 1,200 × $1.85 = $" + v("1200*1.85", ",.2f") + "\n"
          "- Mayo scissors: 800 × $2.60 = $" + v("800*2.60", ",.2f") + "\n"
          "- Needle holder: 600 × $3.10 = $" + v("600*3.10", ",.2f") + "\n\n"
          "**کل FOB مالیت: $" + v("2220+2080+1860", ",.2f") + "**\n\n"
          "آج کے ریٹ (1 ڈالر = 281.40 روپے) پر: **Rs " + ur("6160*281.40") + "**، یعنی تقریباً " + v("6160*281.40/100000", ".2f")
          + " لاکھ روپے۔"),
        U("اس پر ڈیوٹی ڈرا بیک کتنا بنے گا؟"),
        A("ڈرا بیک FOB مالیت کا 3% ہے: " + ur("6160*281.40") + " × 3% = **Rs " + ur("6160*281.40*0.03", 2) + "**۔"),
        U("کتنے کارٹن بنیں گے؟"),
        A("کل پیس: 1,200 + 800 + 600 = " + v("1200+800+600", ",d") + "۔ ایک کارٹن میں 200 پیس، اس لیے **"
          + v("2600//200", "d") + " کارٹن** پورے بنیں گے۔"),
        U("پیمنٹ کب تک آئے گی؟"),
        A("بل آف لیڈنگ 28 دسمبر 2026 کی ہے؛ 60 دن بعد یعنی **" + day("date(2026,12,28)+timedelta(days=60)") + " فروری " + v("(date(2026,12,28)+timedelta(days=60)).year", "d") + "** تک۔"),
        U("روپوں میں کل رقم دوبارہ بتا دیں۔"),
        A("**Rs [[17,34,324]]**۔", why="6,160 USD at 281.40 is Rs 17,33,424; the model restated it with two digits swapped"),
    ),
    run(2, GEMINI3_PRO,
        U("WO-2612-118 کے لیے جو سٹیل جاری ہوا، اس سے کتنے بلینک بنیں گے اور فی بلینک لاگت کیا ہے؟"),
        C("get_steel_issue", {"work_order": "WO-2612-118"}, STEEL_2),
        A("* **سٹیل:** 180 کلو × 640 روپے = **Rs " + ur("180*640") + "**\n"
          "* **فورجنگ میں ضیاع (15%):** 180 × 0.15 = " + v("180*0.15", ".0f") + " کلو\n"
          "* **قابل استعمال سٹیل:** " + v("180*0.85", ".0f") + " کلو\n"
          "* **بلینک (0.09 کلو فی بلینک):** " + v("180*0.85", ".0f") + " / 0.09 = **" + v("round(153/0.09)", ",d") + " بلینک**\n"
          "* **فی بلینک سٹیل لاگت:** " + ur("180*640") + " / " + v("round(153/0.09)", ",d") + " = **Rs " + v("115200/1700", ".2f") + "**"),
        U("اگر سکریپ 95 روپے فی کلو بک جائے تو کتنے پیسے ملیں گے؟"),
        A("* " + v("180*0.15", ".0f") + " کلو × 95 روپے = **Rs " + ur("27*95") + "**"),
        U("ہمیں 1,600 اچھے پیس چاہئیں اور 2% ریجیکٹ ہوں تو کتنے بلینک اور کتنا سٹیل چاہیے؟"),
        A("* **بلینک:** 1,600 / 0.98 = " + v("1600/0.98", ".2f") + "، یعنی **" + v("-(-1600//0.98)", ".0f") + " بلینک**\n"
          "* **سٹیل:** " + v("-(-1600//0.98)", ",.0f") + " × 0.09 / 0.85 = **" + v("1633*0.09/0.85", ".1f") + " کلو**"),
        U("فی بلینک لاگت ایک بار پھر؟"),
        A("* **Rs [[67.67]]** فی بلینک", why="Rs 1,15,200 over 1,700 blanks is Rs 67.76; the model restated it with two digits swapped"),
    ),
    run(3, OPUS45,
        U("Summarise this morning's furnace loads. WO-2612-118 needs 1,700 Adson forceps hardened in all."),
        C("get_furnace_log", {"furnace": "F1", "date": "2026-12-22"}, FURNACE_3),
        A("**Furnace F1, this morning**\n\n"
          "| Load | Time | Pieces | Item |\n|---|---|---|---|\n"
          "| HT-0901 | 07:00–07:50 | 240 | Adson forceps |\n| HT-0902 | 07:55–08:45 | 240 | Adson forceps |\n"
          "| HT-0903 | 08:50–09:40 | 232 | Mayo scissors |\n| HT-0904 | 09:45–10:35 | 240 | Mayo scissors |\n\n"
          "- **Pieces:** " + v("240+240+232+240", "d") + " in 4 loads, " + v("952/4", ".0f") + " a load on average\n"
          "- **Furnace time:** 07:00 to 10:35 is " + v("(10*60+35)-7*60", "d") + " minutes, " + v("4*50", "d") + " of them heating\n"
          "- **Adson forceps so far:** " + v("240+240", "d") + " of 1,700, leaving **" + v("1700-480", ",d") + "**"),
        U("How many more loads for the forceps?"),
        A(v("1700-480", ",d") + " / 240 = " + v("1220/240", ".2f") + ", so **" + v("-(-1220//240)", "d") + " loads**, the last one only partly full."),
        U("If they start at 10:40 back to back with the 5-minute changes, when does the last one end?"),
        A("6 loads × 50 min plus 6 changes × 5 min = [[330]] minutes, so the last load ends at **[[16:10]]**.",
          why="six loads need five changes between them, 325 minutes, ending at 16:05; the model counted a sixth change (330 minutes)"),
        U("How many pieces go in that last load?"),
        A(v("1220-5*240", "d") + " forceps: five full loads take " + v("5*240", ",d") + "."),
        anthropic=True,
    ),
    run(4, MISTRAL_L3,
        U("Which QC lots pass the 2% reject limit this week?"),
        C("get_qc_lots", {"week": "2026-W52"}, QC_4),
        A("* **QC-2612-21 (Adson forceps):** 7 / 480 = " + v("7/480*100", ".2f") + "%: **pass**\n"
          "* **QC-2612-22 (Mayo scissors):** 12 / 472 = " + v("12/472*100", ".2f") + "%: **fail**\n"
          "* **QC-2612-23 (Needle holder):** 9 / 600 = " + v("9/600*100", ".2f") + "%: **pass**\n"
          "* **QC-2612-24 (Kelly clamp):** 8 / 350 = " + v("8/350*100", ".2f") + "%: **fail**\n"
          "* Two lots pass, two fail."),
        U("How many rejects could the Mayo lot have had and still passed?"),
        A("* 2% of 472 = " + v("472*0.02", ".2f") + ", so **" + v("int(472*0.02)", "d") + " rejects** at most; it had "
          + v("12-9", "d") + " too many."),
        U("Good pieces across all four lots?"),
        A("* Inspected: " + v("480+472+600+350", ",d") + "\n* Rejects: " + v("7+12+9+8", "d") + "\n* **Good: " + v("1902-36", ",d") + "**"),
        U("Overall reject rate?"),
        A("* " + v("7+12+9+8", "d") + " / " + v("480+472+600+350", ",d") + " = **" + v("36/1902*100", ".2f") + "%**, under the limit taken together."),
        U("Kelly clamp rate again?"),
        A("* **[[2.92]]%**, over the 2% limit.", why="8 rejects in 350 is 2.29%; the model restated it with two digits swapped"),
    ),
    run(5, QWEN3,
        U("Polishers' pay for yesterday at the piece rates, and who beat the 14-an-hour norm?"),
        C("get_polisher_output", {"date": "2026-12-21"}, POLISH_5),
        A("| Polisher | Item | Pieces | Rate (Rs) | Pay (Rs) | Pieces/h |\n|---|---|---|---|---|---|\n"
          "| Imran | forceps | 118 | 22 | " + v("118*22", ",d") + " | " + v("118/8", ".2f") + " |\n"
          "| Shahid | scissors | 96 | 30 | " + v("96*30", ",d") + " | " + v("96/8", ".2f") + " |\n"
          "| Bilal | forceps | 131 | 22 | " + v("131*22", ",d") + " | " + v("131/9", ".2f") + " |\n"
          "| Naveed | scissors | 88 | 30 | " + v("88*30", ",d") + " | " + v("88/7", ".2f") + " |\n"
          "| Asif | forceps | 104 | 22 | " + v("104*22", ",d") + " | " + v("104/8", ".2f") + " |\n\n"
          "Above 14 an hour: Imran and Bilal."),
        U("Totals?"),
        A("| Pieces | Hours | Pay (Rs) |\n|---|---|---|\n| " + v("118+96+131+88+104", "d") + " | " + v("8+8+9+7+8", "d") + " | "
          + v("2596+2880+2882+2640+2288", ",d") + " |"),
        U("Mean pay per polisher?"),
        A("| Pay (Rs) | Polishers | Mean (Rs) |\n|---|---|---|\n| " + v("2596+2880+2882+2640+2288", ",d") + " | 5 | [[2,675.20]] |",
          why="Rs 13,286 over five polishers is 2,657.20; the model swapped two digits of the mean"),
        U("What share of the pay went to scissors?"),
        A("| Scissors pay (Rs) | Share |\n|---|---|\n| " + v("2880+2640", ",d") + " | " + v("5520/13286*100", ".2f") + "% |"),
        U("Shop rate: pieces per hour overall?"),
        A("| Pieces | Hours | Pieces/h |\n|---|---|---|\n| " + v("118+96+131+88+104", "d") + " | " + v("8+8+9+7+8", "d") + " | "
          + v("537/40", ".2f") + " |"),
    ),
    run(6, KIMI_K2,
        U("When will laser marking job LM-2612-09 finish?"),
        C("get_laser_job", {"job": "LM-2612-09"}, LASER_6),
        A("<think>\n2600 × 4 s = " + v("2600*4", ",d") + " s = " + v("10400/60", ".2f") + " min. Fixtures: 2600 / 200 = " + v("2600//200", "d")
          + ", changes " + v("13-1", "d") + " × 6 = " + v("12*6", "d") + " min. Total " + v("10400/60+72", ".2f") + " min. 11:30 + that = "
          + v("datetime(2026,12,22,11,30)+timedelta(seconds=10400+72*60)", "%H:%M:%S") + ".\n</think>\n\n"
          "Marking 2,600 pieces at 4 seconds takes " + v("10400//60", "d") + " min " + v("10400%60", "d") + " s, plus " + v("12*6", "d")
          + " minutes for 12 fixture changes: it should finish at about **" + v("datetime(2026,12,22,11,30)+timedelta(seconds=10400+72*60)", "%H:%M")
          + "** today."),
        U("How many pieces an hour is that, counting the changes?"),
        A("<think>\n" + v("2600*4", "d") + " + " + v("72*60", "d") + " = " + v("10400+72*60", ",d") + " s. 2600 / 14720 × 3600.\n</think>\n\n**"
          + v("2600/14720*3600", ".2f") + " pieces an hour**."),
        U("What if a fixture held 260 pieces?"),
        A("<think>\n2600/260 = " + v("2600//260", "d") + " fixtures, " + v("10-1", "d") + " changes × 6 = " + v("9*6", "d") + " min. " + v("2600*4", "d") + " + "
          + v("54*60", ",d") + " = " + v("10400+54*60", ",d") + " s.\n</think>\n\n"
          "Then it ends at **" + v("datetime(2026,12,22,11,30)+timedelta(seconds=10400+54*60)", "%H:%M") + "**, "
          + v("(72-54)", "d") + " minutes earlier."),
        U("With the normal fixtures, the end time again?"),
        A("<think>\n11:30 + " + v("(10400+72*60)/60", ".2f") + " min = " + v("datetime(2026,12,22,11,30)+timedelta(seconds=10400+72*60)", "%H:%M")
          + ".\n</think>\n\nAbout **[[15:53]]**.", why="the job ends at 15:35; the model swapped the minutes' digits after an honest think"),
    ),
    run(7, GPT51,
        U("پروفارما PI-2612-207 کا حساب بتائیں: ایڈوانس کتنا اور باقی کتنا؟ کتنے کارٹن جائیں گے؟"),
        C("get_proforma", {"proforma": "PI-2612-207"}, PROFORMA_7),
        A("پروفارما PI-2612-207 (15 دسمبر 2026، MedInstrument Handels GmbH):\n\n"
          "- کل FOB: **$5,495.00**\n- 30% ایڈوانس آرڈر کے ساتھ: **$1,648.50**\n- باقی B/L کی کاپی پر: **$3,846.50**\n\n"
          "کل پیس 1,200 + 500 + 750 = " + v("1200+500+750", ",d") + "؛ 200 پیس فی کارٹن سے " + v("2450/200", ".2f") + "، یعنی **"
          + v("-(-2450//200)", "d") + " کارٹن** (آخری کارٹن پورا نہیں)۔"),
        U("باقی رقم روپوں میں کتنی بنتی ہے؟"),
        C("get_rate", {"date": "2026-12-22"}, RATE),
        A("3,846.50 × 281.40 = **Rs " + ur("3846.50*281.40", 2) + "**۔"),
        U("فی پیس اوسط قیمت؟"),
        A("$5,495.00 / " + v("1200+500+750", ",d") + " = **$" + v("5495/2450", ".2f") + "** فی پیس۔"),
        U("اور ایڈوانس روپوں میں؟"),
        A("1,648.50 × 281.40 = **Rs " + ur("1648.50*281.40", 2) + "**۔"),
        U("ایڈوانس ڈالر میں دوبارہ بتائیں۔"),
        A("**$[[1,684.50]]**۔", why="the proforma's advance is $1,648.50; the model restated it with two digits swapped"),
    ),
    run(8, SONNET45,
        U("Work out this week's wages from the attendance sheet."),
        C("get_attendance", {"week": "2026-W51"}, ATTENDANCE_8),
        A("Each worker's overtime is their hours above 8 a day worked:\n\n"
          "| Worker | Section | Days | Hours | Overtime h | Pay (Rs) |\n|---|---|---|---|---|---|\n"
          "| Rashid | forging | 6 | 54 | " + v("54-6*8", "d") + " | " + v("6*1500+6*280", ",d") + " |\n"
          "| Tariq | forging | 6 | 50 | " + v("50-6*8", "d") + " | " + v("6*1500+2*280", ",d") + " |\n"
          "| Kashif | grinding | 5 | 44 | " + v("44-5*8", "d") + " | " + v("5*1500+4*280", ",d") + " |\n"
          "| Zubair | polishing | 6 | 48 | " + v("48-6*8", "d") + " | " + v("6*1500", ",d") + " |\n\n"
          "**Total: Rs " + v("10680+9560+8620+9000", ",d") + "**"),
        U("How much of that is overtime?"),
        A(v("6+2+4+0", "d") + " hours × Rs 280 = **Rs " + v("12*280", ",d") + "**, " + v("3360/37860*100", ".2f") + "% of the wage bill."),
        U("And the forging section alone?"),
        A("Rashid and Tariq: " + v("6*1500+6*280", ",d") + " + " + v("6*1500+2*280", ",d") + " = **Rs " + v("10680+9560", ",d") + "**."),
        U("Rashid's pay again?"),
        A("**Rs [[10,860]]**.", why="Rashid's pay is Rs 10,680; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(9, GPT5_MINI,
        U("When will WO-2612-131 be finished, and when would we be paid?"),
        C("get_work_order", {"work_order": "WO-2612-131"}, WO_9),
        A("1. Stages: 3 + 2 + 1 + 4 + 1 + 1 = " + v("3+2+1+4+1+1", "d") + " working days\n"
          "2. Start Tue 22 Dec; skip Sundays " + v("date(2026,12,22)+timedelta(days=5)", "%-d %b") + " and " + v("date(2026,12,22)+timedelta(days=12)", "%-d %b") + "\n"
          "3. Finished: **" + v("date(2026,12,22)+timedelta(days=13)", "%a %-d %B %Y") + "**\n"
          "4. Payment is 60 days after the bill of lading, so it depends on the shipping date"),
        U("If it ships two days after it's finished?"),
        A("1. B/L: " + v("date(2026,12,22)+timedelta(days=13+2)", "%-d %B") + "\n2. Paid: **"
          + v("date(2026,12,22)+timedelta(days=15+60)", "%-d %B %Y") + "**"),
        U("Value in dollars and rupees?"),
        C("get_rate", {"date": "2026-12-22"}, RATE),
        A("1. 1,500 × $2.40 = **$" + v("1500*2.40", ",.2f") + "**\n2. × 281.40 = **Rs " + v("3600*281.40", ",.0f") + "**"),
        U("Drawback on it?"),
        A("1. 3% of Rs " + v("3600*281.40", ",.0f") + " = **Rs [[30,931.20]]**",
          why="3% of Rs 1,013,040 is Rs 30,391.20; the model swapped two digits"),
        U("Cartons?"),
        A("1. 1,500 / 200 = " + v("1500/200", ".1f") + "\n2. **" + v("-(-1500//200)", "d") + " cartons**, the last half full"),
    ),
    run(10, HAIKU45,
        U("MedInstrument wants PI-2612-207's prices in euros. Can you convert them?"),
        C("get_proforma", {"proforma": "PI-2612-207"}, PROFORMA_7),
        C("get_rate", {"date": "2026-12-22"}, RATE),
        A("At today's rates (USD 281.40, EUR 295.80 rupees), a dollar is " + v("281.40/295.80", ".4f") + " euro:\n\n"
          "- Adson forceps: $1.85 → **€" + v("1.85*281.40/295.80", ".2f") + "**\n"
          "- Metzenbaum scissors: $2.95 → **€" + v("2.95*281.40/295.80", ".2f") + "**\n"
          "- Kelly clamp: $2.40 → **€" + v("2.40*281.40/295.80", ".2f") + "**"),
        U("And the proforma's total in euros?"),
        A("$5,495.00 × 281.40 / 295.80 = **€" + v("5495*281.40/295.80", ",.2f") + "**."),
        U("What would a carton of 200 Adson forceps come to?"),
        A("200 × $1.85 = $" + v("200*1.85", ",.2f") + ", or **€" + v("200*1.85*281.40/295.80", ",.2f") + "**."),
        U("Total in euros once more?"),
        A("**€[[5,272.49]]**.", why="the proforma's total is €5,227.49; the model restated it with two digits swapped"),
        anthropic=True,
    ),
    run(11, GROK41,
        U("usd rate today?"),
        C("get_rate", {"date": "2026-12-22"}, RATE),
        A("Rs 281.40."),
        U("adson at 1.85 in rupees?"),
        A("Rs " + v("1.85*281.40", ".2f") + "."),
        U("scissors at 2.60?"),
        A("Rs " + v("2.60*281.40", ".2f") + "."),
        U("needle holder 3.10 in eur?"),
        A("€" + v("3.10*281.40/295.80", ".2f") + "."),
        U("steel kg in usd?"),
        A("$" + v("640/281.40", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("900 mayo scissors to harden, how many loads?"),
        A(v("900/240", ".2f") + " → " + v("-(-900//240)", "d") + " loads."),
        U("start 13:00, done when?"),
        A(v("4*50+3*5", "d") + " min with changes, done " + v("datetime(2026,12,22,13,0)+timedelta(minutes=215)", "%H:%M") + "."),
        U("last load pieces?"),
        A(v("900-3*240", "d") + "."),
        U("polishing hours at norm?"),
        A(v("900/14", ".2f") + " h."),
        U("piece rate total?"),
        A("Rs " + v("900*30", ",d") + "."),
    ),
]
