"""kiln runs: the assistant of a lime works near Ramanagara (tools designed for this set: a burn, a
dispatch and the day's rate as JSON, the firing log, the wage sheet, the limestone receipts and a
month's burns as CSV text, the lime stock as a markdown table, a tax invoice as plain text), with
limestone into quicklime at 56%, coal by the tonne of limestone, a burn's 6 + 36 + 20 hours into
clocks across midnight, kilos rounded up to 25 kg and 20 kg bags, hydrated lime from quicklime, a
discount from 200 bags and GST on top, a 20% advance, a tractor by the km both ways with a minimum and
a 3 t load, wages by the shift with overtime and firing nights, payment days, dollars at the day's
rate; tool results and answers written here, in the styles of GPT-5.1 and Gemini 3 Pro in Kannada
(Kannada digits, Indian grouping, Kannada month names: `೯ ಫೆಬ್ರವರಿ ೨೦೨೭`, `ಸಂಜೆ ೭:೩೦`, `₹೮೭,೧೫೦`),
Claude Opus 4.5, Sonnet 4.5 and Haiku 4.5 (Anthropic envelopes), Qwen3 (tables), Kimi K2 Thinking and
DeepSeek V3.2 (`<think>`), GPT-5 mini (numbered steps), Grok 4.1 and Llama 4 (a few words)."""

from _heldout41_kiln import POLICY, csv
from _heldout41_models import DEEPSEEK_V32, GEMINI3_PRO, GPT5_MINI, GPT51, GROK41, HAIKU45, KIMI_K2, LLAMA4, OPUS45, QWEN3, SONNET45

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"kiln-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


def k(expr: str, decimals: int = 0) -> str:
    """A computed value in Kannada digits with Indian grouping."""
    return v(f"kn({expr}, {decimals})", "s")


def kt(expr: str, fmt: str) -> str:
    """A computed value (a clock, a day, a decimal) written with `fmt` in Kannada digits."""
    return v(f"kan('{fmt}' % ({expr}))", "s")


RATE = {"date": "2027-02-09", "inr_per_usd": 86.42, "source": "RBI reference rate"}
BURN_1 = {"burn": "B-0207", "limestone_t": 18.5, "loading_started": "2027-02-07T05:30", "kiln": "Kiln 2", "foreman": "Basavaraju"}
FIRING_2 = csv("time,temp_c,coal_kg", "2027-02-07 11:30,180,400", "2027-02-07 17:30,760,650", "2027-02-07 23:30,910,700",
               "2027-02-08 05:30,960,650", "2027-02-08 11:30,955,600", "2027-02-08 17:30,940,330", "2027-02-08 23:30,620,0")
STOCK_3 = ("| product | bags | kg a bag | store |\n|---|---|---|---|\n| Quicklime | 286 | 25 | Godown 1 |\n| Hydrated lime | 412 | 20 | Godown 2 |\n"
           "| Quicklime fines (not for sale) | 38 | 25 | Yard |")
WAGE_4 = csv("worker,date,in,out,firing_night", "Manjunath,2027-02-07,05:30,15:30,0", "Manjunath,2027-02-08,06:00,14:00,1",
             "Shivanna,2027-02-07,17:00,03:00,1", "Shivanna,2027-02-08,17:00,01:30,1", "Lakshmi,2027-02-08,08:00,18:15,0")
LIME_5 = csv("date,truck,tonnes", "2027-02-01,KA-42-A-1187,9.2", "2027-02-03,KA-42-A-1187,8.7", "2027-02-04,KA-05-C-6640,10.4", "2027-02-06,KA-42-A-1187,9.1")
INVOICE_6 = """SRI CHAMUNDESHWARI LIME WORKS, RAMANAGARA          TAX INVOICE SCLW/26-27/0418
Date: 2027-01-18
Buyer: Kaveri Builders, Channapatna
Quicklime, 25 kg bags        240 x 210.00          50,400.00
Hydrated lime, 20 kg bags     60 x 190.00          11,400.00
Subtotal                                            61,800.00
Discount 4% (200 bags or more)                      -2,472.00
Net                                                 59,328.00
GST 5%                                               2,966.40
Total (INR)                                         62,294.40
Advance 20% received 2027-01-12                     12,458.88
Balance                                             49,835.52
Payment within 30 days of the invoice date"""
DISPATCH_7 = {"dispatch": "DS-0209-2", "order": "SCLW-O-0931", "to": "Magadi", "km_one_way": 27, "bags": 110, "bag_kg": 25,
              "departs": "2027-02-09T22:40", "drive_minutes": 75, "unload_minutes": 50, "tractor": "Swaraj 744 with trailer"}
BURN_9 = {"burn": "B-0212", "limestone_t": 21.4, "loading_starts": "2027-02-12T06:00", "kiln": "Kiln 1", "coal_t_booked": 3.6}
BURNS_10 = csv("burn,loaded,limestone_t,quicklime_t", "B-0103,2027-01-03,19.2,10.61", "B-0110,2027-01-10,18.8,10.46",
               "B-0117,2027-01-17,20.1,11.02", "B-0124,2027-01-24,19.6,11.13", "B-0131,2027-01-31,18.4,10.39")

RUNS = [
    run(1, GPT51,
        U("ನಮಸ್ಕಾರ. B-0207 ಸುಡುವಿಕೆಯಿಂದ ಎಷ್ಟು ಸುಣ್ಣ ಸಿಗುತ್ತದೆ, ಎಷ್ಟು ಚೀಲ?"),
        C("get_burn", {"burn": "B-0207"}, BURN_1),
        A("B-0207 (Kiln 2, ಫೋರ್‌ಮನ್ Basavaraju):\n\n"
          "- ಸುಣ್ಣದ ಕಲ್ಲು ೧೮.೫ ಟನ್ × ೫೬% = **" + kt("18.5*0.56", "%.2f") + " ಟನ್** ಸುಣ್ಣ (" + k("18.5*0.56*1000") + " ಕೆಜಿ)\n"
          "- ೨೫ ಕೆಜಿ ಚೀಲಗಳು: " + k("10360") + " ÷ ೨೫ = " + kt("10360/25", "%.1f") + " → **" + k("-(-10360//25)") + " ಚೀಲ**\n"
          "- ಮೌಲ್ಯ: " + k("415") + " × ₹೨೧೦ = **₹" + k("415*210") + "**"),
        U("ಕಲ್ಲು ಮತ್ತು ಕಲ್ಲಿದ್ದಲಿನ ಖರ್ಚು ಎಷ್ಟು?"),
        A("- ಸುಣ್ಣದ ಕಲ್ಲು: ೧೮.೫ × ₹೧,೩೫೦ = ₹" + k("18.5*1350") + "\n"
          "- ಕಲ್ಲಿದ್ದಲು: ೧೮.೫ × ೦.೧೮ = " + kt("18.5*0.18", "%.2f") + " ಟನ್ × ₹೯,೮೦೦ = ₹" + k("3.33*9800") + "\n"
          "- ಒಟ್ಟು: **₹" + k("24975+32634") + "**"),
        U("ಹಾಗಾದರೆ ಲಾಭ ಎಷ್ಟು?"),
        A("₹" + k("87150") + " − ₹" + k("57609") + " = **₹" + k("87150-57609") + "** (ಕೂಲಿ ಸೇರಿಸಿಲ್ಲ)."),
        U("ಕಿಲ್ನ್ ಯಾವಾಗ ಖಾಲಿ ಮಾಡಬಹುದು?"),
        A("ಲೋಡಿಂಗ್ ೭ ಫೆಬ್ರವರಿ ಬೆಳಿಗ್ಗೆ ೫:೩೦ಕ್ಕೆ ಶುರು; ೬ + ೩೬ + ೨೦ = " + kt("6+36+20", "%d") + " ಗಂಟೆ → **"
          + kt("(datetime(2027,2,7,5,30)+timedelta(hours=62)).day", "%d") + " ಫೆಬ್ರವರಿ ೨೦೨೭, ಸಂಜೆ "
          + kt("(datetime(2027,2,7,5,30)+timedelta(hours=62)).hour-12, (datetime(2027,2,7,5,30)+timedelta(hours=62)).minute", "%d:%02d") + "** (ಇಂದು)."),
        U("ಅದನ್ನೆಲ್ಲ ಹೈಡ್ರೇಟೆಡ್ ಸುಣ್ಣವಾಗಿ ಮಾರಿದರೆ?"),
        A("- " + k("10360") + " ಕೆಜಿ × ೧.೩೨ = " + k("10360*1.32", 1) + " ಕೆಜಿ\n"
          "- ೨೦ ಕೆಜಿ ಚೀಲ: " + kt("13675.2/20", "%.2f") + " → **" + k("-(-13675.2//20)") + " ಚೀಲ** × ₹೧೯೦ = **₹" + k("684*190") + "**\n"
          "- ಸುಣ್ಣಕ್ಕಿಂತ ₹" + k("129960-87150") + " ಹೆಚ್ಚು"),
        U("ಸುಣ್ಣದ ಚೀಲಗಳ ಸಂಖ್ಯೆ ಇನ್ನೊಮ್ಮೆ ಹೇಳಿ?"),
        A("**[[೪೫೧]] ಚೀಲ** (೨೫ ಕೆಜಿ).", why="10,360 kg of quicklime fill 415 bags of 25 kg; the model restated the count with two digits swapped, in Kannada digits"),
    ),
    run(2, OPUS45,
        U("Can you read me the firing log for B-0207? How much coal went in and how hot did it get?"),
        C("get_burn", {"burn": "B-0207"}, BURN_1),
        C("get_firing_log", {"burn": "B-0207"}, FIRING_2),
        A("**B-0207 firing log** (7 readings, 11:30 on 7 Feb to 23:30 on 8 Feb):\n\n"
          "- Coal fed: 400 + 650 + 700 + 650 + 600 + 330 = **" + v("400+650+700+650+600+330", ",d") + " kg**, exactly the rule's 18.5 × 0.18 = " + v("18.5*0.18", ".2f") + " t\n"
          "- Its cost: " + v("3.33", ".2f") + " t × 9,800 = **" + v("3.33*9800", ",.0f") + " INR**\n"
          "- Peak: **960 °C** at 05:30 on 8 Feb\n"
          "- Readings of 910 °C and more from 23:30 on 7 Feb to 17:30 on 8 Feb: " + v("(datetime(2027,2,8,17,30)-datetime(2027,2,7,23,30)).seconds//3600", "d") + " hours between readings"),
        U("Mean temperature of the readings?"),
        A("(180 + 760 + 910 + 960 + 955 + 940 + 620) / 7 = " + v("180+760+910+960+955+940+620", ",d") + " / 7 = **" + v("5325/7", ".1f") + " °C**."),
        U("When did firing end, and when does cooling finish?"),
        A("- Firing: 36 h from 11:30 on 7 Feb → **" + v("datetime(2027,2,7,11,30)+timedelta(hours=36)", "%H:%M") + " on "
          + v("(datetime(2027,2,7,11,30)+timedelta(hours=36)).day", "d") + " Feb** (the last reading, 620 °C)\n"
          "- Cooling: 20 h more → **" + v("datetime(2027,2,8,23,30)+timedelta(hours=20)", "%H:%M") + " on " + v("(datetime(2027,2,8,23,30)+timedelta(hours=20)).day", "d") + " Feb**"),
        U("So what time do I send the unloading crew today?"),
        A("Send them for **[[20:30]]** today, when cooling ends.", why="firing ended at 23:30 on 8 Feb and cooling takes 20 h, so it ends at 19:30 on 9 Feb; the model wrote an hour on"),
        anthropic=True,
    ),
    run(3, GEMINI3_PRO,
        U("ಗೋದಾಮಿನಲ್ಲಿ ಎಷ್ಟು ಸುಣ್ಣ ಇದೆ? ತೂಕ ಎಷ್ಟು?"),
        C("get_stock", {"store": "all"}, STOCK_3),
        A("* **ಸುಣ್ಣ (Godown 1)**: ೨೮೬ ಚೀಲ × ೨೫ ಕೆಜಿ = " + k("286*25") + " ಕೆಜಿ\n"
          "* **ಹೈಡ್ರೇಟೆಡ್ ಸುಣ್ಣ (Godown 2)**: ೪೧೨ × ೨೦ = " + k("412*20") + " ಕೆಜಿ\n"
          "* **ಫೈನ್ಸ್ (Yard)**: ೩೮ × ೨೫ = " + k("38*25") + " ಕೆಜಿ\n"
          "* **ಒಟ್ಟು: " + k("7150+8240+950") + " ಕೆಜಿ**"),
        U("ಮಾರಾಟದ ಮೌಲ್ಯ ಎಷ್ಟು?"),
        A("* ಸುಣ್ಣ: ೨೮೬ × ₹೨೧೦ = ₹" + k("286*210") + "\n* ಹೈಡ್ರೇಟೆಡ್: ೪೧೨ × ₹೧೯೦ = ₹" + k("412*190") + "\n"
          "* ಫೈನ್ಸ್ ಮಾರಾಟಕ್ಕಿಲ್ಲ\n* **ಒಟ್ಟು: ₹" + k("60060+78280") + "**"),
        U("ಡಾಲರ್‌ನಲ್ಲಿ ಎಷ್ಟು?"),
        C("get_rate", {"date": "2027-02-09"}, RATE),
        A("* ₹" + k("138340") + " ÷ ೮೬.೪೨ = **$" + k("138340/86.42", 2) + "**"),
        U("ಎರಡನ್ನೂ ಸಾಗಿಸಲು ಎಷ್ಟು ಟ್ರ್ಯಾಕ್ಟರ್ ಟ್ರಿಪ್?"),
        A("* " + k("7150+8240") + " ಕೆಜಿ ÷ " + k("3000") + " = " + kt("15390/3000", "%.2f") + " → **" + k("-(-15390//3000)") + " ಟ್ರಿಪ್**"),
        U("ಹೈಡ್ರೇಟೆಡ್ ಸುಣ್ಣದ ಮೌಲ್ಯ ಮತ್ತೆ?"),
        A("* **₹[[೭೮,೨೩೦]]**", why="412 bags of hydrated lime at 190 INR are worth 78,280 INR; the model restated it one digit off, in Kannada digits"),
    ),
    run(4, QWEN3,
        U("Wage sheet for the 7th and 8th: hours and pay?"),
        C("get_wage_sheet", {"from": "2027-02-07", "to": "2027-02-08"}, WAGE_4),
        A("| Worker | Date | In | Out | Hours | Past 8 h | Night | Pay (INR) |\n|---|---|---|---|---|---|---|---|\n"
          "| Manjunath | 7 Feb | 05:30 | 15:30 | " + v("(datetime(2027,2,7,15,30)-datetime(2027,2,7,5,30)).seconds/3600", ".2f") + " | " + v("10-8", ".2f") + " | 0 | " + v("650+2*95", ",.2f") + " |\n"
          "| Manjunath | 8 Feb | 06:00 | 14:00 | " + v("(datetime(2027,2,8,14,0)-datetime(2027,2,8,6,0)).seconds/3600", ".2f") + " | " + v("8-8", ".2f") + " | 1 | " + v("650+120", ",.2f") + " |\n"
          "| Shivanna | 7 Feb | 17:00 | 03:00 | " + v("(datetime(2027,2,8,3,0)-datetime(2027,2,7,17,0)).seconds/3600", ".2f") + " | " + v("10-8", ".2f") + " | 1 | " + v("650+2*95+120", ",.2f") + " |\n"
          "| Shivanna | 8 Feb | 17:00 | 01:30 | " + v("(datetime(2027,2,9,1,30)-datetime(2027,2,8,17,0)).seconds/3600", ".2f") + " | " + v("8.5-8", ".2f") + " | 1 | " + v("650+0.5*95+120", ",.2f") + " |\n"
          "| Lakshmi | 8 Feb | 08:00 | 18:15 | " + v("(datetime(2027,2,8,18,15)-datetime(2027,2,8,8,0)).seconds/3600", ".2f") + " | " + v("10.25-8", ".2f") + " | 0 | " + v("650+2.25*95", ",.2f") + " |\n"
          "| **Total** | | | | **" + v("10+8+10+8.5+10.25", ".2f") + "** | **" + v("2+0.5+2.25", ".2f") + "** | **" + v("1+1+1", "d") + "** | **" + v("840+770+960+817.5+863.75", ",.2f") + "** |"),
        U("Pay per worker?"),
        A("| Worker | Pay (INR) |\n|---|---|\n| Manjunath | " + v("840+770", ",.2f") + " |\n| Shivanna | " + v("960+817.5", ",.2f") + " |\n| Lakshmi | " + v("863.75", ",.2f") + " |"),
        U("What did the overtime cost?"),
        A("| Hours past 8 | INR an hour | Cost |\n|---|---|---|\n| " + v("4.75", ".2f") + " | 95 | **" + v("4.75*95", ",.2f") + "** |"),
        U("Shivanna's total again?"),
        A("| Worker | Pay |\n|---|---|\n| Shivanna | **[[1,717.50]] INR** |", why="Shivanna's two shifts pay 960.00 + 817.50 = 1,777.50 INR; the model restated it one digit off"),
    ),
    run(5, KIMI_K2,
        U("Limestone received this month so far, and what it cost?"),
        C("get_limestone_receipts", {"from": "2027-02-01"}, LIME_5),
        A("<think>\n9.2+8.7+10.4+9.1 = " + v("9.2+8.7+10.4+9.1", ".1f") + " t. × 1350 = " + v("37.4*1350", ",.0f") + ".\n</think>\n\n"
          "- 4 loads, **" + v("37.4", ".1f") + " t**\n- At 1,350 INR a tonne: **" + v("37.4*1350", ",.2f") + " INR**"),
        U("How much quicklime will it give, in bags?"),
        A("<think>\n37.4 × 0.56 = " + v("37.4*0.56", ".3f") + " t = " + v("37.4*560", ",.0f") + " kg; / 25 = " + v("20944/25", ".2f") + ", round up.\n</think>\n\n"
          "**" + v("37.4*0.56", ".3f") + " t**, **" + v("-(-20944//25)", "d") + " bags** of 25 kg."),
        U("Mean load per truck?"),
        A("<think>\n" + v("37.4", ".1f") + " / 4.\n</think>\n\n**" + v("37.4/4", ".2f") + " t**"),
        U("And how much coal to burn it all?"),
        A("<think>\n37.4 × 0.18 = " + v("37.4*0.18", ".3f") + ".\n</think>\n\n**[[6.372]] t** of coal.",
          why="37.4 t of limestone need 37.4 x 0.18 = 6.732 t of coal; the model swapped two digits after an honest think"),
    ),
    run(6, GPT51,
        U("SCLW/26-27/0418 ಇನ್‌ವಾಯ್ಸ್‌ನ ಬಾಕಿ ಯಾವಾಗ ಕಟ್ಟಬೇಕು?"),
        C("get_invoice", {"number": "SCLW/26-27/0418"}, INVOICE_6),
        A("ಇನ್‌ವಾಯ್ಸ್ ದಿನಾಂಕ ೧೮ ಜನವರಿ ೨೦೨೭; ೩೦ ದಿನದಲ್ಲಿ → **" + kt("(date(2027,1,18)+timedelta(days=30)).day", "%d") + " ಫೆಬ್ರವರಿ ೨೦೨೭**, ಇನ್ನು **"
          + kt("(date(2027,2,17)-date(2027,2,9)).days", "%d") + " ದಿನ**. ಬಾಕಿ: **₹೪೯,೮೩೫.೫೨**."),
        U("ಡಾಲರ್‌ನಲ್ಲಿ?"),
        C("get_rate", {"date": "2027-02-09"}, RATE),
        A("₹೪೯,೮೩೫.೫೨ ÷ ೮೬.೪೨ = **$" + k("49835.52/86.42", 2) + "**"),
        U("ರಿಯಾಯಿತಿ ಇಲ್ಲದಿದ್ದರೆ ಎಷ್ಟಾಗುತ್ತಿತ್ತು?"),
        A("₹೬೧,೮೦೦ × ೧.೦೫ = **₹" + k("61800*1.05", 2) + "**; ರಿಯಾಯಿತಿಯಿಂದ ₹" + k("64890-62294.4", 2) + " ಉಳಿತಾಯ."),
        U("GST ಎಷ್ಟು?"),
        A("₹೫೯,೩೨೮ ಮೇಲೆ ೫%: **₹" + k("59328*0.05", 2) + "**"),
        U("ಒಟ್ಟು ತೂಕ ಮತ್ತು ಟ್ರ್ಯಾಕ್ಟರ್ ಟ್ರಿಪ್?"),
        A("೨೪೦ × ೨೫ + ೬೦ × ೨೦ = " + k("240*25") + " + " + k("60*20") + " = **" + k("6000+1200") + " ಕೆಜಿ** → ೩ ಟನ್ ಟ್ರ್ಯಾಕ್ಟರ್: **" + k("-(-7200//3000)") + " ಟ್ರಿಪ್**"),
        U("ಕೊನೆಯ ದಿನಾಂಕ ಮತ್ತೊಮ್ಮೆ?"),
        A("**[[೧೮ ಫೆಬ್ರವರಿ]] ೨೦೨೭**", why="the invoice of 18 January is due 30 days on, on 17 February 2027; the model restated it a day on, in Kannada digits"),
    ),
    run(7, SONNET45,
        U("The Magadi tractor goes out tonight. What does the trip cost and when is it back?"),
        C("get_dispatch", {"dispatch": "DS-0209-2"}, DISPATCH_7),
        A("**DS-0209-2 to Magadi** (27 km each way, 110 bags):\n\n"
          "- Cost: 27 × 2 × 32 = **" + v("27*2*32", ",d") + " INR** (above the 1,200 minimum)\n"
          "- Departs 22:40, 75 min → arrives **" + v("datetime(2027,2,9,22,40)+timedelta(minutes=75)", "%H:%M") + "**\n"
          "- Unloading 50 min → done **" + v("datetime(2027,2,9,23,55)+timedelta(minutes=50)", "%H:%M") + " on " + v("(datetime(2027,2,9,23,55)+timedelta(minutes=50)).day", "d") + " Feb**\n"
          "- Back at the works at **" + v("datetime(2027,2,10,0,45)+timedelta(minutes=75)", "%H:%M") + "**"),
        U("Is the load within the tractor's limit?"),
        A("110 × 25 kg = **" + v("110*25", ",d") + " kg**, under 3 t by " + v("3000-2750", "d") + " kg."),
        U("What would a 12 km delivery cost?"),
        A("12 × 2 × 32 = " + v("12*2*32", "d") + " INR, under the minimum: **" + v("1200", ",d") + " INR**."),
        U("What's the e-way bill number for tonight's load?"),
        A("The e-way bill is **[[EWB 7310 4482 0915]]**.", why="the dispatch record carries no e-way bill; the model invented one"),
        anthropic=True,
    ),
    run(8, GPT5_MINI,
        U("A builder wants 7.5 tonnes of quicklime in bags. Bags, price with discount and GST, and the advance?"),
        A("1. Bags: 7,500 / 25 = **" + v("7500/25", ".0f") + " bags**\n"
          "2. Price: " + v("300", "d") + " × 210 = " + v("300*210", ",.2f") + " INR\n"
          "3. 200 bags or more: 4% off = " + v("63000*0.04", ",.2f") + " → net " + v("63000*0.96", ",.2f") + "\n"
          "4. GST 5%: " + v("60480*0.05", ",.2f") + " → **" + v("60480*1.05", ",.2f") + " INR**\n"
          "5. Over 50,000: advance 20% = **" + v("63504*0.2", ",.2f") + " INR**"),
        U("How much limestone and coal does that take?"),
        A("1. Limestone: 7.5 / 0.56 = **" + v("7.5/0.56", ".2f") + " t**, " + v("7.5/0.56*1350", ",.2f") + " INR\n"
          "2. Coal: " + v("7.5/0.56", ".2f") + " × 0.18 = **" + v("7.5/0.56*0.18", ".2f") + " t**"),
        U("Tractor trips?"),
        A("1. 7,500 kg / 3,000 = " + v("7500/3000", ".1f") + "\n2. **" + v("-(-7500//3000)", "d") + " trips**"),
        U("Remind me of the advance?"),
        A("1. Net " + v("60480", ",.2f") + " × 0.2\n2. **[[12,096.00]] INR**", why="the advance is 20% of the total with GST, 63,504.00 x 0.2 = 12,700.80 INR; the model took the net before GST in a wrong step"),
    ),
    run(9, HAIKU45,
        U("Plan for burn B-0212: quicklime, coal and timings?"),
        C("get_burn", {"burn": "B-0212"}, BURN_9),
        A("**B-0212** (Kiln 1, 21.4 t of limestone):\n\n"
          "- Quicklime: 21.4 × 0.56 = " + v("21.4*0.56", ".3f") + " t → " + v("11984/25", ".2f") + " bags → **" + v("-(-11984//25)", "d") + " bags**\n"
          "- Coal: 21.4 × 0.18 = " + v("21.4*0.18", ".3f") + " t; booked 3.6 t, short **" + v("(3.852-3.6)*1000", ".0f") + " kg** (" + v("0.252*9800", ",.2f") + " INR)"),
        U("Timeline?"),
        A("- Loading 06:00–" + v("datetime(2027,2,12,6,0)+timedelta(hours=6)", "%H:%M") + " on 12 Feb\n"
          "- Firing ends " + v("datetime(2027,2,12,12,0)+timedelta(hours=36)", "%H:%M") + " on " + v("(datetime(2027,2,12,12,0)+timedelta(hours=36)).day", "d") + " Feb\n"
          "- Unload at **" + v("datetime(2027,2,14,0,0)+timedelta(hours=20)", "%H:%M") + " on " + v("(datetime(2027,2,14,0,0)+timedelta(hours=20)).day", "d") + " Feb**"),
        U("What will the lime fetch?"),
        A(v("480", "d") + " × 210 = **" + v("480*210", ",d") + " INR**."),
        U("How much more coal do I book?"),
        A("Book **[[225]] kg** more.", why="21.4 t need 3.852 t of coal, 252 kg more than the 3.6 t booked; the model swapped two digits"),
        anthropic=True,
    ),
    run(10, DEEPSEEK_V32,
        U("January's burns: how did the yield compare with the 56% rule?"),
        C("get_burns", {"month": "2027-01"}, BURNS_10),
        A("<think>\nLimestone 19.2+18.8+20.1+19.6+18.4 = " + v("19.2+18.8+20.1+19.6+18.4", ".1f") + ". Quicklime 10.61+10.46+11.02+11.13+10.39 = "
          + v("10.61+10.46+11.02+11.13+10.39", ".2f") + ".\n" + v("53.61", ".2f") + "/" + v("96.1", ".1f") + " = " + v("53.61/96.1*100", ".2f") + "%.\n</think>\n\n"
          "- 5 burns, **" + v("96.1", ".1f") + " t** of limestone, **" + v("53.61", ".2f") + " t** of quicklime\n"
          "- Yield **" + v("53.61/96.1*100", ".2f") + "%** against 56%: the rule expects " + v("96.1*0.56", ".3f") + " t, short " + v("53.816-53.61", ".3f") + " t"),
        U("Best burn?"),
        A("<think>\n11.13/19.6 = " + v("11.13/19.6*100", ".2f") + "%, 10.39/18.4 = " + v("10.39/18.4*100", ".2f") + "%.\n</think>\n\n**B-0124**, " + v("11.13/19.6*100", ".2f") + "%."),
        U("Mean quicklime a burn?"),
        A("<think>\n" + v("53.61", ".2f") + " / 5.\n</think>\n\n**" + v("53.61/5", ".3f") + " t**"),
        U("Total limestone again?"),
        A("<think>\nFrom above.\n</think>\n\n**[[96.7]] t**", why="January's five burns took 96.1 t of limestone; the model restated it one digit off"),
    ),
    run(11, GROK41,
        U("usd rate"),
        C("get_rate", {"date": "2027-02-09"}, RATE),
        A("1 USD = 86.42 INR."),
        U("quicklime bag usd"),
        A("$" + v("210/86.42", ".2f") + "."),
        U("hydrated bag usd"),
        A("$" + v("190/86.42", ".2f") + "."),
        U("coal tonne usd"),
        A("$" + v("9800/86.42", ".2f") + "."),
        U("limestone tonne usd"),
        A("$" + v("1350/86.42", ".2f") + "."),
    ),
    run(12, LLAMA4,
        U("1000 kg hydrated lime, bags?"),
        A(v("1000/20", ".0f") + " bags."),
        U("price?"),
        A(v("50*190", ",d") + " INR."),
        U("with gst?"),
        A(v("9500*1.05", ",.2f") + " INR."),
        U("quicklime needed?"),
        A(v("1000/1.32", ".2f") + " kg."),
        U("limestone?"),
        A(v("1000/1.32/0.56", ",.2f") + " kg."),
    ),
]
