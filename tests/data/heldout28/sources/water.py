"""water runs: a water and sewerage utility's assistant (Maji Safi's, tools designed for this set:
accounts, a leak case and payments as JSON, meter readings and a block's sub-meters as CSV text,
bills and a supply interruption notice as plain text), with a domestic tariff in three blocks, a
commercial rate, sewerage at 75% of water, a standing charge per day with VAT on it only, an estimated
read from three actual periods, a leak allowance, a late fee and the day supply may be cut, a new
connection by the metre of pipe, a final read and the deposit's refund, a tank through an
interruption, a block's losses between its bulk meter and its flats; tool results and answers written
here, in the styles of GPT-5 (plain), Claude Opus 4, Sonnet 4 and 3.7 Sonnet (Anthropic envelopes),
Qwen2.5 (tables), QwQ (`<think>`), Gemini 2.5 Flash (bullets), o3 (numbered steps), Gemma 3 (Swahili,
`KSh 2,720.02`, `30 Septemba`), DeepSeek V3 and GLM-4.5 (a few words, ranges, `1.2k`)."""

from _heldout28_models import DEEPSEEK_V3, GEMINI25_FLASH, GEMMA3, GLM45, GPT5, O3, OPUS4, QWEN25, QWQ, SONNET4, SONNET37
from _heldout28_water import POLICY, csv

from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"water-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def v(expr: str, spec: str) -> str:
    """A computed value: `expr` written with `spec`."""
    return "{{" + expr + "|" + spec + "}}"


ACC_0104217 = {"account": "MS-0104217", "name": "Wanjiru Kamau", "type": "domestic", "sewer": True, "meter": "MTR-88-40213",
               "last_bill": {"issued": "2026-09-16", "period": "2026-08-14 to 2026-09-15"}}
READ_0104217 = csv("date,reading_m3,type", "2026-06-15,1763.4,A", "2026-07-15,1782.9,A", "2026-08-14,1801.1,E", "2026-09-15,1823.6,A")
ACC_0229054 = {"account": "MS-0229054", "name": "Peter Otieno", "type": "domestic", "sewer": False, "meter": "MTR-87-11590"}
READ_0229054 = csv("date,reading_m3,type", "2026-03-12,412.7,A", "2026-04-13,431.9,A", "2026-05-12,449.3,A", "2026-06-11,467.6,A",
                   "2026-07-13,486.9,E", "2026-08-12,501.2,A")
ACC_0207733 = {"account": "MS-0207733", "name": "Amina Hassan", "type": "domestic", "sewer": True, "avg_daily_m3": 0.55,
               "meter": "MTR-90-25508"}
BILL_0207733 = """MAJI SAFI  BILL MSB-2609-10452   issued 2026-09-10
Account MS-0207733  Amina Hassan (domestic, sewered)
Period 2026-08-10 to 2026-09-09 (30 days)   previous 2,114.6   present 2,175.6 (A)
Consumption                        61.0 m3
Water    6 x 53.00                   318.00
        54 x 64.00                 3,456.00
       1.0 x 85.00                    85.00
Sewerage 75%                       2,894.25
Standing charge 30 x 8.50            255.00
VAT 16%                               40.80
Total                              7,049.05
Due 2026-09-24"""
LEAK = {"case": "LK-4471", "account": "MS-0207733", "repaired": "2026-09-08", "plumber_report": "received 2026-09-16"}
FLATS = csv("flat,prev_m3,curr_m3", "A1,221.4,236.0", "A2,198.7,211.5", "A3,305.2,327.9", "A4,144.9,152.3", "B1,260.0,279.4",
            "B2,187.3,199.8")
BULK = {"account": "MS-0311806", "name": "Riverside Court", "bulk_meter": "MTR-92-00417", "previous": 8841.2, "present": 8939.7,
        "period": "2026-08-16 to 2026-09-15"}
ACC_0415520 = {"account": "MS-0415520", "name": "Mwangi Family Trust", "type": "domestic", "sewer": False, "meter": "MTR-89-63021"}
READ_0415520 = csv("date,reading_m3,type", "2026-08-15,3308.9,A", "2026-09-15,3383.2,A")
PAY_0520119 = {"account": "MS-0520119", "bills": [
    {"bill": "MSB-2608-09933", "issued": "2026-08-14", "due": "2026-08-28", "total": 3412.60},
    {"bill": "MSB-2609-11206", "issued": "2026-09-14", "due": "2026-09-28", "total": 2954.40}],
    "payments": [{"date": "2026-09-02", "amount": 2000.00}]}
NOTICE = """SUPPLY INTERRUPTION NOTICE  SN-0917-03
Zone: Kilimani and Lavington
Reason: valve replacement on the 450 mm main, Argwings Kodhek Road
Supply off:  Tuesday 22 September 2026, 06:00
Supply back: Thursday 24 September 2026, 18:00 (up to 6 hours more to reach full pressure)"""
BILL_0309152 = """MAJI SAFI WATER & SEWERAGE CO.   BILL MSB-2609-11874
Account MS-0309152  Kilele Foods Ltd (commercial, sewered)
Period 2026-08-15 to 2026-09-14 (30 days)
Meter MTR-91-77310   previous 30,412.8   present 30,611.3 (A)
Consumption                       198.5 m3
Water 198.5 m3 x 95.00          18,857.50
Sewerage 75%                    14,143.12
Standing charge 30 x 8.50          255.00
VAT 16% on standing charge          40.80
Total                           33,296.42
Issued 2026-09-15   Due 2026-09-29"""
ACC_0612044 = {"account": "MS-0612044", "name": "Grace Njeri", "type": "domestic", "sewer": True, "deposit": 3000.00,
               "last_read": {"date": "2026-09-01", "reading_m3": 907.4, "type": "A"}}
FINAL_0612044 = {"account": "MS-0612044", "final_read": {"date": "2026-09-17", "reading_m3": 913.9, "type": "A"}}
ACC_0733418 = {"account": "MS-0733418", "name": "Joseph Kiprono", "type": "domestic", "sewer": True, "meter": "MTR-93-55120",
               "balance": 1268.40, "last_read": "2026-09-04", "next_bill_due": "2026-09-19"}

RUNS = [
    run(1, GEMMA3,
        U("Habari, naomba kujua matumizi yangu ya maji mwezi huu. Akaunti MS-0104217."),
        C("get_account", {"account": "MS-0104217"}, ACC_0104217),
        C("get_readings", {"account": "MS-0104217"}, READ_0104217),
        A("Usomaji wa mita: 1,823.6 − 1,801.1 = **" + v("1823.6-1801.1", ".1f") + " m³** kwa siku " + v("(date(2026,9,15)-date(2026,8,14)).days", "d")
          + " (14 Agosti hadi 15 Septemba)."),
        U("Na gharama ni kiasi gani?"),
        A("- Maji: 6 m³ × 53 = " + v("6*53", "d") + "; " + v("22.5-6", ".1f") + " m³ × 64 = " + v("16.5*64", ",.2f") + "; jumla ya maji KSh "
          + v("318+1056", ",.2f") + "\n- Majitaka 75%: KSh " + v("1374*0.75", ",.2f") + "\n- Ada ya kudumu: siku " + v("(date(2026,9,15)-date(2026,8,14)).days", "d")
          + " × 8.50 = KSh " + v("32*8.5", ".2f") + ", VAT 16% KSh " + v("272*0.16", ".2f") + "\n\n**Jumla: KSh " + v("1374+1030.50+272+43.52", ",.2f") + "**"),
        U("Nilipe lini?"),
        A("Bili ilitolewa tarehe 16 Septemba; inalipwa ndani ya siku 14, yaani kufikia **" + v("date(2026,9,16)+timedelta(days=14)", "%-d")
          + " Septemba 2026**."),
        U("Tuko watu 5 nyumbani. Kila mtu anatumia lita ngapi kwa siku?"),
        A(v("1823.6-1801.1", ".1f") + " m³ ni lita " + v("22.5*1000", ",.0f") + "; kwa siku " + v("(date(2026,9,15)-date(2026,8,14)).days", "d") + " ni lita " + v("22500/32", ".0f") + " kwa siku, na kwa kila mtu lita "
          + v("22500/32/5", ".0f") + "."),
        U("Nambari ya mita yangu ni ipi?"),
        A("MTR-88-[[40231]].", why="the meter is MTR-88-40213; the model swapped the last two digits"),
    ),
    run(2, GPT5,
        U("Account MS-0229054. My July reading says 'E'. How was July worked out?"),
        C("get_account", {"account": "MS-0229054"}, ACC_0229054),
        C("get_readings", {"account": "MS-0229054"}, READ_0229054),
        A("There was no actual read on 13 July, so the use was estimated from your last three actual periods:\n\n- 12 Mar–13 Apr: "
          + v("431.9-412.7", ".1f") + " m³ in " + v("(date(2026,4,13)-date(2026,3,12)).days", "d") + " days\n- 13 Apr–12 May: " + v("449.3-431.9", ".1f")
          + " m³ in " + v("(date(2026,5,12)-date(2026,4,13)).days", "d") + " days\n- 12 May–11 Jun: " + v("467.6-449.3", ".1f") + " m³ in "
          + v("(date(2026,6,11)-date(2026,5,12)).days", "d") + " days\n\n" + v("19.2+17.4+18.3", ".1f") + " m³ / " + v("32+29+30", "d") + " days = "
          + v("54.9/91", ".3f") + " m³ a day × " + v("(date(2026,7,13)-date(2026,6,11)).days", "d") + " days = **" + v("54.9/91*32", ".1f")
          + " m³**, which took the reading to 486.9."),
        U("And August?"),
        A("The 12 August read was actual: 501.2 − 486.9 = **" + v("501.2-486.9", ".1f") + " m³** over " + v("(date(2026,8,12)-date(2026,7,13)).days", "d")
          + " days. That corrects the estimate: from the June read to August you used " + v("501.2-467.6", ".1f") + " m³ in all."),
        U("What was the August water charge?"),
        A("6 m³ × 53 = " + v("6*53", ".2f") + ", plus " + v("14.3-6", ".1f") + " m³ × 64 = " + v("8.3*64", ".2f") + ": **KES " + v("318+8.3*64", ".2f")
          + "** for water (no sewerage on this account), plus the standing charge of " + v("30*8.5", ".2f") + " and its VAT of " + v("255*0.16", ".2f") + "."),
        U("So what was the July estimate again?"),
        A("**[[19.8]] m³**.", why="54.9 / 91 × 32 is 19.3 m³ (the first answer has it); the model changed one digit"),
        U("How much did I really use a day from June to August?"),
        A(v("33.6/62", ".3f") + " m³ a day, about " + v("33.6/62*1000", ".0f") + " litres."),
    ),
    run(3, OPUS4,
        U("My bill is huge. We had a burst pipe, fixed on the 8th, and I sent the plumber's report yesterday. Account MS-0207733."),
        C("get_account", {"account": "MS-0207733"}, ACC_0207733),
        C("get_bill", {"account": "MS-0207733", "latest": True}, BILL_0207733),
        C("get_leak_case", {"account": "MS-0207733"}, LEAK),
        A("The bill is right for the 61.0 m³ the meter recorded: water 318.00 + 3,456.00 + 85.00 = KES " + v("318+3456+85", ",.2f")
          + ", sewerage 75% KES " + v("3859*0.75", ",.2f") + ", standing charge and VAT KES " + v("255+40.80", ".2f") + ", total KES 7,049.05.\n\n"
          "Your plumber's report arrived on 16 September, within 14 days of the bill (issued 10 September, so by "
          + v("date(2026,9,10)+timedelta(days=14)", "%-d September") + "), so the leak allowance applies (case LK-4471)."),
        U("What would it come to with the allowance?"),
        A("Your average is 0.55 m³ a day, × 30 days = " + v("0.55*30", ".1f") + " m³ charged normally:\n\n- Water: " + v("6*53", ".2f") + " + " + v("16.5-6", ".1f")
          + " × 64 = KES " + v("318+10.5*64", ",.2f") + "\n- Sewerage 75%: KES " + v("990*0.75", ".2f") + "\n- The other " + v("61-16.5", ".1f")
          + " m³ at KES 53, no sewerage: KES " + v("44.5*53", ",.2f") + "\n- Standing charge and VAT: KES " + v("255+40.80", ".2f")
          + "\n\n**Total: KES " + v("990+742.5+2358.5+295.8", ",.2f") + "**"),
        U("How much does that save?"),
        A("KES 7,049.05 − KES " + v("990+742.5+2358.5+295.8", ",.2f") + " = **KES " + v("7049.05-4386.80", ",.2f") + "**."),
        U("So what's my new total?"),
        A("**KES [[4,368.80]]**, still due on 24 September.", why="the total with the allowance is 4,386.80 (the answer above has it); the model swapped two digits"),
        U("How long do I have to pay?"),
        A("Until 24 September: " + v("(date(2026,9,24)-date(2026,9,17)).days", "d") + " days from today."),
        anthropic=True),
    run(4, QWEN25,
        U("Riverside Court: how much did each flat use this period, and what's lost between the bulk meter and the flats?"),
        C("get_submeters", {"account": "MS-0311806"}, FLATS),
        C("get_account", {"account": "MS-0311806"}, BULK),
        A("| flat | previous | present | m³ |\n|---|---|---|---|\n| A1 | 221.4 | 236.0 | " + v("236.0-221.4", ".1f") + " |\n| A2 | 198.7 | 211.5 | "
          + v("211.5-198.7", ".1f") + " |\n| A3 | 305.2 | 327.9 | " + v("327.9-305.2", ".1f") + " |\n| A4 | 144.9 | 152.3 | " + v("152.3-144.9", ".1f")
          + " |\n| B1 | 260.0 | 279.4 | " + v("279.4-260.0", ".1f") + " |\n| B2 | 187.3 | 199.8 | " + v("199.8-187.3", ".1f") + " |\n| **flats** | | | **"
          + v("14.6+12.8+22.7+7.4+19.4+12.5", ".1f") + "** |"),
        U("And the losses?"),
        A("| meter | m³ |\n|---|---|\n| bulk (8,841.2 → 8,939.7) | " + v("8939.7-8841.2", ".1f") + " |\n| flats | " + v("14.6+12.8+22.7+7.4+19.4+12.5", ".1f")
          + " |\n| lost | **" + v("98.5-89.4", ".1f") + "** (" + v("9.1/98.5*100", ".1f") + "%) |"),
        U("Which flat used most, and what share?"),
        A("| flat | m³ | share |\n|---|---|---|\n| A3 | " + v("327.9-305.2", ".1f") + " | " + v("22.7/89.4*100", ".1f") + "% |"),
        U("What did A2 use?"),
        A("| flat | m³ |\n|---|---|\n| A2 | **[[21.8]]** |", why="211.5 − 198.7 is 12.8 (the first table has it); the model swapped the digits"),
        U("Average per flat?"),
        A("| flats | m³ | average |\n|---|---|---|\n| 6 | " + v("89.4", ".1f") + " | **" + v("89.4/6", ".1f") + "** |"),
    ),
    run(5, QWQ,
        U("What's our September bill? Account MS-0415520."),
        C("get_account", {"account": "MS-0415520"}, ACC_0415520),
        C("get_readings", {"account": "MS-0415520"}, READ_0415520),
        A("<think>\n3383.2 − 3308.9 = " + v("3383.2-3308.9", ".1f") + " m³ in " + v("(date(2026,9,15)-date(2026,8,15)).days", "d") + " days.\n"
          "Blocks: 6 × 53 = " + v("6*53", "d") + "; 54 × 64 = " + v("54*64", ",d") + "; " + v("74.3-60", ".1f") + " × 85 = " + v("14.3*85", ",.2f")
          + ". Water " + v("318+3456+1215.5", ",.2f") + ". No sewer.\nStanding 31 × 8.50 = " + v("31*8.5", ".2f") + ", VAT " + v("263.5*0.16", ".2f")
          + ".\nTotal " + v("4989.5+263.5+42.16", ",.2f") + ".\n</think>\n\nYou used " + v("3383.2-3308.9", ".1f") + " m³. Water KES "
          + v("318+3456+1215.5", ",.2f") + ", standing charge KES " + v("31*8.5", ".2f") + " and VAT KES " + v("263.5*0.16", ".2f") + ": **KES "
          + v("4989.5+263.5+42.16", ",.2f") + "**."),
        U("If we cut our use by 15%?"),
        A("<think>\n" + v("3383.2-3308.9", ".1f") + " × 0.85 = " + v("74.3*0.85", ".1f") + ". Above 60: " + v("63.2-60", ".1f") + " × 85 = "
          + v("3.2*85", ".2f") + ". Water " + v("318+3456+272", ",.2f") + ". Saving " + v("4989.5-4046", ".2f") + ".\n</think>\n\nAbout "
          + v("74.3*0.85", ".1f") + " m³: water **KES " + v("318+3456+272", ",.2f") + "**, KES " + v("4989.5-4046", ".2f") + " less."),
        U("What does each extra cubic metre cost us now?"),
        A("<think>\nWe are above 60 m³, the top block.\n</think>\n\n**KES 85** a m³, since you're above 60 m³."),
        U("So the total bill is?"),
        A("<think>\n" + v("318+3456+1215.5", ",.2f") + " + " + v("31*8.5", ".2f") + " + " + v("263.5*0.16", ".2f") + " = " + v("4989.5+263.5+42.16", ",.2f")
          + ".\n</think>\n\n**KES [[5,259.16]]**.", why="the reasoning has 5,295.16 (the first answer too); the model swapped two digits"),
        U("Average price per m³ for the water?"),
        A("<think>\n" + v("4989.5", ",.2f") + " / " + v("74.3", ".1f") + " = " + v("4989.5/74.3", ".2f") + ".\n</think>\n\n**KES " + v("4989.5/74.3", ".2f") + "** a m³."),
    ),
    run(6, GEMINI25_FLASH,
        U("Why is there a late fee on MS-0520119?"),
        C("get_payments", {"account": "MS-0520119"}, PAY_0520119),
        A("* **August bill:** KES 3,412.60, due 28 August\n* **Paid by then:** nothing, so 5% × 3,412.60 = **KES " + v("3412.60*0.05", ".2f")
          + "** late fee\n* **Payment:** KES 2,000.00 on 2 September, after the due date"),
        U("What's left from August?"),
        A("* 3,412.60 + " + v("3412.60*0.05", ".2f") + " − 2,000.00 = **KES " + v("3412.60+170.63-2000", ",.2f") + "**"),
        U("And with the new bill?"),
        A("* " + v("1583.23", ",.2f") + " + 2,954.40 = **KES " + v("1583.23+2954.40", ",.2f") + "**"),
        U("When could they cut me off?"),
        A("* **30 days after 28 August:** " + v("date(2026,8,28)+timedelta(days=30)", "%A %-d September") + ", "
          + v("(date(2026,9,27)-date(2026,9,17)).days", "d") + " days from today"),
        U("And if I'm cut off?"),
        A("* **Reconnection:** KES 2,500 on top, **KES " + v("4537.63+2500", ",.2f") + "** to pay"),
    ),
    run(7, GEMMA3,
        U("Habari. Nataka kuunganishiwa maji nyumbani; bomba kuu liko mita 26 kutoka nyumba yangu. Gharama ni kiasi gani?"),
        A("Mita 10 za kwanza zimo ndani ya KSh 12,000. Zilizobaki: 26 − 10 = " + v("26-10", "d") + " m × KSh 1,450 = KSh " + v("16*1450", ",d")
          + ". Kuunganisha: KSh " + v("12000+23200", ",d") + ", pamoja na amana ya KSh 3,000: **KSh " + v("35200+3000", ",d") + "**."),
        U("Na kama ni mita 18?"),
        A(v("18-10", "d") + " m × 1,450 = KSh " + v("8*1450", ",d") + "; jumla pamoja na amana KSh " + v("12000+11600+3000", ",d") + "."),
        U("Nikilipa kwa awamu 4 sawa kwa mita 26?"),
        A("KSh " + v("38200/4", ",.0f") + " kila awamu."),
        U("Kwa mita 26, ni mita ngapi zinalipiwa zaidi?"),
        A("Mita **[[61]]**.", why="26 − 10 is 16 metres (the first answer has it); the model swapped the digits"),
        U("Nikilipa kesho, nitaunganishiwa lini?"),
        A("Ndani ya siku 21 baada ya malipo: kufikia **" + v("date(2026,9,18)+timedelta(days=21)", "%-d") + " Oktoba 2026**."),
    ),
    run(8, SONNET4,
        U("We're in Kilimani. Is our water going off? Our tank holds 2,000 litres and we use about 480 litres a day."),
        C("get_interruptions", {"zone": "Kilimani"}, NOTICE),
        A("Yes, for the valve replacement: from Tuesday 22 September at 06:00 to Thursday 24 September at 18:00, "
          + v("(datetime(2026,9,24,18,0)-datetime(2026,9,22,6,0)).total_seconds()/3600", ".0f") + " hours, or " + v("60/24", ".1f")
          + " days. At 480 litres a day you'd use " + v("2.5*480", ",.0f") + " litres, so a full tank leaves about " + v("2000-1200", "d") + " litres."),
        U("How long would a full tank last us?"),
        A("2,000 / 480 = " + v("2000/480", ".2f") + " days, about **" + v("2000/480*24", ".0f") + " hours**."),
        U("And allowing for the 6 hours to full pressure?"),
        A(v("60+6", "d") + " hours at 480 litres a day is " + v("66/24*480", ",.0f") + " litres, still within the tank (" + v("2000-1320", "d") + " litres to spare)."),
        U("When exactly is the water back?"),
        A("Thursday 24 September at **[[16:00]]**.", why="the notice has supply back at 18:00; the model changed one digit"),
        U("If we cut down to 350 litres a day?"),
        A(v("60/24", ".1f") + " days × 350 = " + v("2.5*350", ",.0f") + " litres, leaving " + v("2000-875", ",d") + " in the tank."),
        anthropic=True),
    run(9, O3,
        U("Kilele Foods dispute their September bill. Check it?"),
        C("get_bill", {"account": "MS-0309152", "latest": True}, BILL_0309152),
        A("1. Consumption: 30,611.3 − 30,412.8 = " + v("30611.3-30412.8", ".1f") + " m³ ✓\n2. Water: 198.5 × 95 = " + v("198.5*95", ",.2f")
          + " ✓\n3. Sewerage 75%: " + v("18857.5*0.75", ",.2f") + " ✓"),
        U("And the rest?"),
        A("1. Standing charge: 30 × 8.50 = " + v("30*8.5", ".2f") + " ✓\n2. VAT 16%: " + v("255*0.16", ".2f") + " ✓\n3. Total: "
          + v("18857.50+14143.12+255+40.80", ",.2f") + " ✓"),
        U("How long do they have?"),
        A("1. Due 29 September\n2. " + v("(date(2026,9,29)-date(2026,9,17)).days", "d") + " days from today"),
        U("Bill number?"),
        A("1. **MSB-2609-[[11847]]**", why="the bill is MSB-2609-11874; the model swapped the last two digits"),
        U("All-in cost per m³?"),
        A("1. 33,296.42 / 198.5 = **KES " + v("33296.42/198.5", ".2f") + "**"),
    ),
    run(10, SONNET37,
        U("I'm moving out today. Account MS-0612044. What's my final bill?"),
        C("get_account", {"account": "MS-0612044"}, ACC_0612044),
        C("record_final_read", {"account": "MS-0612044", "date": "2026-09-17"}, FINAL_0612044),
        A("Final read today: 913.9 − 907.4 = " + v("913.9-907.4", ".1f") + " m³ over " + v("(date(2026,9,17)-date(2026,9,1)).days", "d") + " days.\n\n"
          "- Water: 6 × 53 = " + v("6*53", ".2f") + " + " + v("6.5-6", ".1f") + " × 64 = " + v("0.5*64", ".2f") + " → KES " + v("318+32", ".2f") + "\n- Sewerage 75%: KES "
          + v("350*0.75", ".2f") + "\n- Standing charge: " + v("(date(2026,9,17)-date(2026,9,1)).days", "d") + " × 8.50 = KES " + v("16*8.5", ".2f")
          + ", VAT KES " + v("136*0.16", ".2f") + "\n\nFinal bill **KES " + v("350+262.5+136+21.76", ".2f") + "**."),
        U("What do I get back from my deposit?"),
        A("KES 3,000.00 − KES " + v("350+262.5+136+21.76", ".2f") + " = **KES " + v("3000-770.26", ",.2f") + "**."),
        U("By when?"),
        A("Within 30 days of the final read: by **[[18 October 2026]]**.", why="30 days after 17 September is 17 October 2026; the model wrote a day later"),
        U("If the final read had been on the 20th with the same reading?"),
        A("Standing charge " + v("(date(2026,9,20)-date(2026,9,1)).days", "d") + " × 8.50 = " + v("19*8.5", ".2f") + " + VAT " + v("161.5*0.16", ".2f")
          + ": final bill KES " + v("350+262.5+161.5+25.84", ".2f") + ", refund KES " + v("3000-799.84", ",.2f") + "."),
        U("How much water was that per day?"),
        A(v("6.5/16", ".3f") + " m³, about " + v("6.5/16*1000", ".0f") + " litres a day."),
        anthropic=True),
    run(11, DEEPSEEK_V3,
        U("balance MS-0733418?"),
        C("get_account", {"account": "MS-0733418"}, ACC_0733418),
        A("KES 1,268.40, due 19 Sep."),
        U("next reading?"),
        A("Around " + v("date(2026,9,4)+timedelta(days=30)", "%-d %b") + " (reads ~every 30 days)."),
        U("days left to pay?"),
        A(v("(date(2026,9,19)-date(2026,9,17)).days", "d") + "."),
        U("if I pay late, how much extra?"),
        A("5%: KES " + v("1268.40*0.05", ".2f") + "."),
        U("my account no. again?"),
        A("MS-[[0734318]].", why="the account is MS-0733418; the model swapped two digits"),
    ),
    run(12, GLM45,
        U("We're 4 people, no sewer. If each uses 120–150 litres a day, how many m3 in 30 days?"),
        A("4 × 120 × 30 = " + v("4*120*30", ",d") + " L = " + v("14400/1000", ".1f") + " m³; 4 × 150 × 30 = " + v("4*150*30", ",d") + " L = "
          + v("18000/1000", ".1f") + " m³."),
        U("bill?"),
        A("Water " + v("6*53", "d") + " + " + v("14.4-6", ".1f") + "×64 = KES " + v("318+8.4*64", ",.2f") + " to " + v("6*53", "d") + " + " + v("18-6", "d") + "×64 = KES " + v("318+12*64", ",.2f")
          + "; with standing charge + VAT (" + v("30*8.5*1.16", ".2f") + "): KES " + v("855.60+295.80", ",.2f") + "–" + v("1086+295.80", ",.2f") + "."),
        U("roughly?"),
        A("≈ KES " + v("1151.40/1000", ".1f") + "k–" + v("1381.80/1000", ".1f") + "k a month."),
        U("at what daily use per person do we pass 60 m3?"),
        A(v("60*1000", ",d") + " L / 30 / 4 = " + v("60000/30/4", ".0f") + " L per person per day."),
        U("price per m3 at 150 L?"),
        A("KES " + v("1086/18", ".2f") + "/m³ (water only)."),
    ),
]
