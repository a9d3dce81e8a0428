"""solar runs: a rooftop solar installer's assistant (Shams Al-Oula's, tools designed for this set:
site surveys, a panel's and an inverter's data, a battery need, a project's payments and a monitoring
summary as JSON, a year's electricity bills and a week's production as CSV text, a quote as plain
text), with a system sized from a year's use into panels and kWp, a price per kWp in two tiers plus a
fee and sales tax on top, payments in three stages, payback years, a yield that degrades 0.5% a year,
a roof's usable area into panels, a battery's modules, a string's voltage in the cold, a week's
production against the expected, working days to grid connection, a warranty's end; tool results and
answers written here, in the styles of Command R7B Arabic and Jais (Arabic, `3,858.160 دينار`, one
answer in Arabic-Indic digits), GPT-5.1 (plain), Claude Opus 4.1, Sonnet 4.5 and 3.5 Haiku (Anthropic
envelopes), Gemini 2.5 Pro (bullets), Qwen3 (tables), DeepSeek R1 (`<think>`), o4-mini (numbered
steps), Grok 4 and Llama 4 Maverick (a few words, `15.4k`, `±5%`)."""

from _heldout29_models import (COMMAND_ARABIC, DEEPSEEK_R1, GEMINI25_PRO, GPT51, GROK4, HAIKU35, JAIS, LLAMA4, O4MINI, OPUS41,
                               QWEN3, SONNET45)
from _heldout29_solar import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"solar-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


USE_1 = [("2025-10", 690), ("2025-11", 720), ("2025-12", 910), ("2026-01", 1010), ("2026-02", 930), ("2026-03", 760),
         ("2026-04", 640), ("2026-05", 700), ("2026-06", 880), ("2026-07", 1040), ("2026-08", 990), ("2026-09", 570)]
BILLS_1 = csv("month,kwh,jod", *[f"{month},{kwh},{kwh * 0.142:.3f}" for month, kwh in USE_1])
SURVEY_1 = {"survey": "SV-2610-118", "customer": "Omar Khalil", "area": "Tla' Al-Ali", "roof_m2": 64, "orientation": "south",
            "shading_pct": 4}
BILLS_2 = {"customer": "Dana Saleh", "period": "2025-10 to 2026-09", "kwh_total": 14300, "jod_total": 2030.600,
           "average_tariff_jod_per_kwh": 0.142}
QUOTE_3 = """SHAMS AL-OULA SOLAR   QUOTE Q-2610-0571   issued 2026-10-22
Customer: Rania Haddad, Khalda, Amman 11821
System 12.1 kWp: 22 x Sunvia M550 (550 Wp), hybrid inverter 12 kW
10 kWp x 520.000                          5,200.000
2.1 kWp x 470.000                           987.000
Grid connection and permit                  180.000
Subtotal                                  6,367.000
Sales tax 16%                             1,018.720
Total                                     7,385.720
Payment: 30% on signing, 60% on delivery, 10% on grid connection
Valid until 2026-11-05"""
PRODUCTION_4 = csv("date,kwh", "2026-10-14,33.8", "2026-10-15,34.2", "2026-10-16,29.1", "2026-10-17,12.6", "2026-10-18,31.9",
                   "2026-10-19,33.5", "2026-10-20,34.0")
SYSTEM_4 = {"site": "PRJ-26-0288", "customer": "Hotel Dar Al-Yasmeen", "kwp": 6.6, "installed": "2025-04-09",
            "note": "dust storm 2026-10-17"}
SURVEY_5 = {"survey": "SV-2610-131", "customer": "Villa Nasser, Dabouq", "roof_m2": 71, "options_panels": [16, 20, 24]}
NEED_6 = {"customer": "Layla Barakat", "evening_night_kwh": 9.5, "battery_module_kwh": 5.12, "existing_system_kwp": 8.8}
PAY_7 = {"project": "PRJ-26-0419", "customer": "Yousef Al-Masri", "system_kwp": 8.8, "total_jod": 5516.960,
         "payments": [{"date": "2026-10-20", "amount": 1655.088, "stage": "signing 30%"}], "installation": "2026-11-03"}
PANEL_8 = {"model": "Sunvia M550", "pmax_w": 550, "voc_v": 49.8, "vmp_v": 41.9, "cold_voc_factor": 1.12}
INVERTER_8 = {"model": "Hybrid 12 kW", "max_dc_v": 1000, "mppt_v": "200-850", "mppt_inputs": 2}
PROJECT_8 = {"project": "PRJ-26-0433", "panels": 22, "installation": "2026-11-03"}
SYSTEM_9 = {"project": "PRJ-26-0419", "kwp": 8.8}
SURVEY_10 = {"survey": "SV-2610-140", "customer": "Abu Ghazaleh family", "roof_m2": 64, "usable_pct": 85, "shading_pct": 7}
SYSTEM_11 = {"project": "PRJ-26-0419", "kwp": 8.8, "yield_uncertainty_pct": 5}
MONITOR_12 = {"site": "PRJ-26-0288", "today_kwh": 18.4, "time": "09:10", "month_to_date_kwh": 642.7, "lifetime_mwh": 17.36,
              "status": "ok"}

RUNS = [
    run(1, COMMAND_ARABIC,
        U("مرحباً، أريد نظاماً شمسياً يغطي استهلاكي السنوي. حسابي باسم عمر خليل."),
        C("get_bills", {"customer": "Omar Khalil", "months": 12}, BILLS_1),
        C("get_survey", {"customer": "Omar Khalil"}, SURVEY_1),
        A("مجموع استهلاكك في آخر 12 شهراً: **" + v("690+720+910+1010+930+760+640+700+880+1040+990+570", ",d") + " كيلوواط ساعة**.\n\n"
          "بإنتاج 1,750 كيلوواط ساعة لكل كيلوواط ذروة في السنة، تحتاج إلى " + v("9840/1750", ".2f") + " كيلوواط ذروة تقريباً."),
        U("كم لوحاً؟"),
        A(v("9840/1750*1000", ",.0f") + " واط ÷ 550 = " + v("9840/1.75/550", ".2f") + "، أي **" + v("-(-9840/1.75//550)", ".0f")
          + " لوحاً** بقدرة " + v("11*0.55", ".2f") + " كيلوواط ذروة."),
        U("وكم السعر؟"),
        A("- " + v("11*0.55", ".2f") + " كيلوواط ذروة × 520 = " + v("6.05*520", ",.3f") + " دينار\n- رسوم الربط والترخيص: 180.000 دينار\n"
          "- المجموع قبل الضريبة: " + v("3146+180", ",.3f") + " دينار\n- ضريبة المبيعات 16%: " + v("3326*0.16", ",.3f") + " دينار\n\n"
          "**الإجمالي: " + v("3326*1.16", ",.3f") + " دينار**"),
        U("هل يتسع السطح؟"),
        A("نعم. " + v("-(-9840/1.75//550)", ".0f") + " لوحاً × 2.6 م² = " + v("11*2.6", ".1f") + " م²، والسطح 64 م²، فيبقى " + v("64-28.6", ".1f") + " م²."),
        U("كم سينتج النظام في السنة الأولى؟"),
        A("حوالي **[[10,857]] كيلوواط ساعة**.", why="6.05 kWp × 1,750 is 10,587.5 kWh; the model swapped two digits"),
    ),
    run(2, GPT51,
        U("If I put 8.8 kWp on my roof, how long until it pays for itself? I'm Dana Saleh."),
        C("get_bill_summary", {"customer": "Dana Saleh"}, BILLS_2),
        A("- Price: 8.8 × 520 = " + v("8.8*520", ",.3f") + " + 180 = " + v("4576+180", ",.3f") + ", plus 16% tax = **JOD "
          + v("4756*1.16", ",.3f") + "**.\n- First-year yield: 8.8 × 1,750 = " + v("8.8*1750", ",.0f") + " kWh, worth 15,400 × 0.142 = JOD "
          + v("15400*0.142", ",.3f") + " at your average tariff.\n- Payback: 5,516.960 / 2,186.800 ≈ **" + v("5516.960/2186.8", ".2f")
          + " years**."),
        U("You produce more than I use, though?"),
        A("Yes: " + v("8.8*1750", ",.0f") + " kWh against your 14,300 kWh a year, " + v("15400-14300", ",d") + " kWh more. If the surplus "
          "earned nothing, the saving would be your whole bill of JOD 2,030.600 and the payback " + v("5516.960/2030.6", ".2f") + " years."),
        U("What does it produce in year 2 and year 10?"),
        A("It loses 0.5% a year after the first: year 2 " + v("15400*0.995", ",.0f") + " kWh, year 10 " + v("15400*0.995**9", ",.0f") + " kWh."),
        U("Total over the first 10 years?"),
        A("About " + v("15400*(1-0.995**10)/0.005", ",.0f") + " kWh."),
        U("So the payback was how many years again, the first way?"),
        A("About [[2.25]] years.", why="5,516.960 / 2,186.800 is 2.52 years (the first answer has it); the model swapped the digits"),
    ),
    run(3, OPUS41,
        U("Can you check quote Q-2610-0571 before I sign?"),
        C("get_quote", {"quote": "Q-2610-0571"}, QUOTE_3),
        A("The quote is consistent:\n\n- 22 panels × 550 Wp = " + v("22*550", ",d") + " Wp, i.e. 12.1 kWp.\n- The first 10 kWp at 520 = 5,200.000; "
          "the other " + v("12.1-10", ".1f") + " kWp at 470 = " + v("2.1*470", ",.3f") + ".\n- With the 180.000 fee: " + v("5200+987+180", ",.3f")
          + "; tax 16% = " + v("6367*0.16", ",.3f") + "; total **JOD " + v("6367*1.16", ",.3f") + "**."),
        U("What do I pay and when?"),
        A("- On signing (30%): JOD " + v("7385.720*0.30", ",.3f") + "\n- On delivery (60%): JOD " + v("7385.720*0.60", ",.3f") + "\n"
          "- On grid connection (10%): JOD " + v("7385.720*0.10", ",.3f")),
        U("How long do I have to decide?"),
        A("The quote is valid until 5 November, " + v("(date(2026,11,5)-date(2026,10,22)).days", "d") + " days from today."),
        U("What's that per watt?"),
        A("7,385.720 / " + v("22*550", ",d") + " Wp = **JOD " + v("7385.720/12100", ".3f") + " per watt** including tax."),
        U("And the address on the quote is right? Khalda, Amman..."),
        A("It reads: Rania Haddad, Khalda, Amman [[11281]].", why="the quote has Amman 11821; the model swapped two digits"),
        anthropic=True,
    ),
    run(4, GEMINI25_PRO,
        U("How did the hotel's system do last week?"),
        C("get_system", {"site": "PRJ-26-0288"}, SYSTEM_4),
        C("get_production", {"site": "PRJ-26-0288", "from": "2026-10-14", "to": "2026-10-20"}, PRODUCTION_4),
        A("* **Week total:** " + v("33.8+34.2+29.1+12.6+31.9+33.5+34.0", ".1f") + " kWh\n* **Daily average:** " + v("209.1/7", ".2f")
          + " kWh\n* **Per kWp:** " + v("209.1/6.6", ".2f") + " kWh/kWp for the week, " + v("209.1/6.6/7", ".2f") + " a day"),
        U("How does that compare with what it should make?"),
        A("* **Expected:** 1,750 / 365 × 6.6 = " + v("1750/365*6.6", ".2f") + " kWh a day, " + v("1750/365*6.6*7", ".1f") + " kWh a week\n"
          "* **Shortfall:** " + v("1750/365*6.6*7-209.1", ".1f") + " kWh, almost all on one day\n* (The panels are in their second year, "
          "so 0.5% less is expected: " + v("1750*0.995/365*6.6", ".2f") + " kWh a day.)"),
        U("Which day was bad and how bad?"),
        A("* **17 October**, the dust storm: [[21.6]] kWh", why="the production log has 12.6 kWh on 17 October; the model swapped the digits"),
        U("Best day?"),
        A("* **15 October:** 34.2 kWh (" + v("34.2/6.6", ".2f") + " kWh/kWp)"),
        U("Week without the storm day?"),
        A("* " + v("209.1-12.6", ".1f") + " kWh over 6 days, " + v("196.5/6", ".2f") + " kWh a day"),
    ),
    run(5, QWEN3,
        U("Villa Nasser wants three options priced. Show me a table."),
        C("get_survey", {"customer": "Villa Nasser"}, SURVEY_5),
        A("| Panels | kWp | Before tax (JOD) | With 16% (JOD) |\n|---|---|---|---|\n| 16 | " + v("16*0.55", ".1f") + " | "
          + v("8.8*520+180", ",.3f") + " | " + v("(8.8*520+180)*1.16", ",.3f") + " |\n| 20 | " + v("20*0.55", ".1f") + " | "
          + v("10*520+1*470+180", ",.3f") + " | [[6,768.000]] |\n| 24 | " + v("24*0.55", ".1f") + " | " + v("10*520+3.2*470+180", ",.3f")
          + " | " + v("(10*520+3.2*470+180)*1.16", ",.3f") + " |",
          why="5,850.000 × 1.16 is 6,786.000; the model swapped two digits"),
        U("Do all three fit on the roof?"),
        A("| Panels | Roof needed | Roof 71 m² |\n|---|---|---|\n| 16 | " + v("16*2.6", ".1f") + " m² | fits |\n| 20 | " + v("20*2.6", ".1f")
          + " m² | fits |\n| 24 | " + v("24*2.6", ".1f") + " m² | fits, " + v("71-62.4", ".1f") + " m² left |"),
        U("Add first-year yield and price per annual kWh."),
        A("| kWp | Yield (kWh) | JOD per annual kWh |\n|---|---|---|\n| " + v("16*0.55", ".1f") + " | " + v("8.8*1750", ",.0f") + " | " + v("5516.960/15400", ".3f")
          + " |\n| " + v("20*0.55", ".1f") + " | " + v("11*1750", ",.0f") + " | " + v("6786/19250", ".3f") + " |\n| " + v("24*0.55", ".1f") + " | " + v("13.2*1750", ",.0f") + " | "
          + v("7985.440/23100", ".3f") + " |"),
        U("How much more does the biggest cost than the smallest?"),
        A("| | JOD |\n|---|---|\n| 24 panels | " + v("(10*520+3.2*470+180)*1.16", ",.3f") + " |\n| 16 panels | " + v("(8.8*520+180)*1.16", ",.3f") + " |\n| Difference | " + v("7985.440-5516.960", ",.3f") + " |"),
    ),
    run(6, DEEPSEEK_R1,
        U("I want a battery for the evenings. Account Layla Barakat. How big?"),
        C("get_battery_need", {"customer": "Layla Barakat"}, NEED_6),
        A("<think>\nEvening and night use 9.5 kWh. Only 90% usable: 9.5 / 0.9 = " + v("9.5/0.9", ".2f") + " kWh of capacity. Modules 5.12: "
          + v("10.56/5.12", ".2f") + " → " + v("-(-10.56//5.12)", ".0f") + " modules = " + v("3*5.12", ".2f") + " kWh. Cost "
          + v("15.36*390", ",.3f") + " before tax.\n</think>\n\nYou need about " + v("9.5/0.9", ".2f") + " kWh of battery, so **3 modules** ("
          + v("3*5.12", ".2f") + " kWh). Price: 15.36 × 390 = **JOD " + v("15.36*390", ",.3f") + "** before tax."),
        U("With tax?"),
        A("<think>\n" + v("15.36*390", ".1f") + " × 1.16.\n</think>\n\n**JOD [[6,948.684]]**.", why="5,990.400 × 1.16 is 6,948.864; the model swapped two digits"),
        U("How much of the battery would I use each night?"),
        A("<think>\n9.5 / 15.36.\n</think>\n\n9.5 of " + v("3*5.12", ".2f") + " kWh, about " + v("9.5/15.36*100", ".0f") + "%."),
        U("Would 2 modules do?"),
        A("<think>\n2 × 5.12 = " + v("2*5.12", ".2f") + "; 90% = " + v("10.24*0.9", ".3f") + " < 9.5.\n</think>\n\nNo: 2 modules give "
          + v("2*5.12", ".2f") + " kWh, of which only " + v("10.24*0.9", ".2f") + " kWh usable, short of 9.5 kWh."),
    ),
    run(7, JAIS,
        U("السلام عليكم، دفعت العربون لمشروعي. متى التركيب ومتى الربط بالشبكة؟"),
        C("get_project", {"customer": "Yousef Al-Masri"}, PAY_7),
        A("وعليكم السلام. دفعتك الأولى (" + "٣٠٪" + ") بقيمة ١٬٦٥٥٫٠٨٨ دينار وصلت في 2026/10/20.\n\n- التركيب مقرر في 2026/11/03، ضمن مهلة "
          "21 يوماً التي تنتهي في " + v("date(2026,10,20)+timedelta(days=21)", "%Y/%m/%d") + ".\n- الربط بالشبكة خلال 10 أيام عمل (الأحد إلى "
          "الخميس) من التركيب، أي بحلول **" + v("date(2026,11,3)+timedelta(days=14)", "%Y/%m/%d") + "**."),
        U("كم الدفعة الثانية؟"),
        A("عند تسليم المعدات 60%: 5,516.960 × 0.60 = **" + v("5516.960*0.60", ",.3f") + " دينار**."),
        U("والأخيرة؟"),
        A("10% عند الربط: **" + v("5516.960*0.10", ",.3f") + " دينار**. المجموع " + v("1655.088+3310.176+551.696", ",.3f") + " دينار."),
        U("ما رقم مشروعي؟"),
        A("رقم مشروعك [[PRJ-26-0491]].", why="the project is PRJ-26-0419; the model swapped the last two digits"),
        U("متى ينتهي ضمان الألواح؟"),
        A("25 سنة من التركيب: " + v("date(2026+25,11,3)", "%Y/%m/%d") + "."),
    ),
    run(8, SONNET45,
        U("How many panels can go in one string on the 12 kW hybrid inverter?"),
        C("get_panel", {"model": "Sunvia M550"}, PANEL_8),
        C("get_inverter", {"model": "Hybrid 12 kW"}, INVERTER_8),
        A("In the cold a panel's open-circuit voltage rises to 49.8 × 1.12 = " + v("49.8*1.12", ".2f") + " V. With the inverter's 1,000 V "
          "limit: 1,000 / 55.78 = " + v("1000/55.776", ".1f") + ", so **at most " + v("1000//55.776", ".0f") + " panels** in a string."),
        U("Project PRJ-26-0433 has 22 panels. How would you split them?"),
        C("get_project", {"project": "PRJ-26-0433"}, PROJECT_8),
        A("Two strings of " + v("22//2", "d") + ", one on each of the 2 MPPT inputs. Each string's working voltage is 11 × 41.9 = "
          + v("11*41.9", ".1f") + " V, inside the 200–850 V MPPT range."),
        U("And its cold open-circuit voltage?"),
        A("11 × " + v("49.8*1.12", ".2f") + " = **[[631.5]] V**, well below 1,000 V.", why="11 × 55.776 is 613.5 V; the model swapped two digits"),
        U("When does the inverter warranty end?"),
        A("10 years from installation on 3 November 2026: **" + v("date(2026+10,11,3)", "%-d %B %Y") + "**."),
        U("Total DC power?"),
        A("22 × 550 W = " + v("22*550/1000", ".1f") + " kWp."),
        anthropic=True,
    ),
    run(9, O4MINI,
        U("For PRJ-26-0419, what will it produce over 25 years?"),
        C("get_system", {"project": "PRJ-26-0419"}, SYSTEM_9),
        A("1. Year 1: 8.8 × 1,750 = " + v("8.8*1750", ",.0f") + " kWh.\n2. Each later year × 0.995.\n3. Year 25: 15,400 × 0.995^24 = "
          + v("15400*0.995**24", ",.0f") + " kWh.\n4. Sum of 25 years: " + v("15400*(1-0.995**25)/0.005", ",.0f") + " kWh."),
        U("Average per year?"),
        A("1. " + v("15400*(1-0.995**25)/0.005", ",.0f") + " / 25 = [[14,150]] kWh.", why="362,762 / 25 is 14,510 kWh; the model swapped two digits"),
        U("At 0.142 JOD/kWh, what is that worth?"),
        A("1. " + v("15400*(1-0.995**25)/0.005", ",.0f") + " × 0.142 = JOD " + v("15400*(1-0.995**25)/0.005*0.142", ",.3f") + "."),
        U("Year 25 as a share of year 1?"),
        A("1. 0.995^24 = " + v("0.995**24", ".4f") + ".\n2. About " + v("0.995**24*100", ".1f") + "%."),
    ),
    run(10, HAIKU35,
        U("How many panels fit on the Abu Ghazaleh roof?"),
        C("get_survey", {"customer": "Abu Ghazaleh family"}, SURVEY_10),
        A("The roof is 64 m², 85% usable: " + v("64*0.85", ".1f") + " m². At 2.6 m² a panel: " + v("54.4/2.6", ".1f") + ", so **"
          + v("54.4//2.6", ".0f") + " panels**, " + v("20*0.55", ".1f") + " kWp."),
        U("What would it produce with the shading?"),
        A(v("20*0.55", ".0f") + " kWp × 1,750 = " + v("11*1750", ",d") + " kWh, less 7% shading: **" + v("19250*0.93", ",.1f") + " kWh** in the first year."),
        U("Price?"),
        A("10 kWp × 520 + 1 kWp × 470 + 180 = " + v("5200+470+180", ",.3f") + "; with 16% tax **JOD " + v("5850*1.16", ",.3f") + "**."),
        U("Roof left over?"),
        A("Of the usable " + v("64*0.85", ".1f") + " m², " + v("54.4//2.6", ".0f") + " panels take " + v("20*2.6", ".1f") + " m², leaving " + v("54.4-52", ".1f") + " m²."),
        anthropic=True,
    ),
    run(11, GROK4,
        U("yield for PRJ-26-0419 with the uncertainty?"),
        C("get_system", {"project": "PRJ-26-0419"}, SYSTEM_11),
        A(v("8.8*1.75", ".1f") + "k kWh/yr ±5%."),
        U("range?"),
        A(v("15400*0.95", ",.0f") + "–" + v("15400*1.05", ",.0f") + " kWh."),
        U("per day?"),
        A("~" + v("15400/365", ".1f") + " kWh (±" + v("15400/365*0.05", ".1f") + ")."),
        U("monthly?"),
        A("~[[1,823]] kWh.", why="15,400 / 12 is 1,283 kWh a month; the model swapped two digits"),
    ),
    run(12, LLAMA4,
        U("hotel system today?"),
        C("get_monitoring", {"site": "PRJ-26-0288"}, MONITOR_12),
        A("18.4 kWh by 09:10, status ok."),
        U("month so far avg per day?"),
        A("642.7 / " + v("(date(2026,10,22)-date(2026,10,1)).days+1", "d") + " days ≈ " + v("642.7/22", ".1f") + " kWh/day."),
        U("lifetime in kWh?"),
        A(v("17.36*1000", ",.0f") + " kWh."),
        U("per kWp?"),
        A(v("17360/6.6", ",.0f") + " kWh/kWp since install."),
    ),
]
