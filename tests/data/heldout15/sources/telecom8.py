"""telecom8 runs: a tau2-bench-telecom-style agent (customers by phone, id or name and birth date,
lines, plans with top-up prices, bills with line items: $5 autopay credits per line, 15% off plan
charges for four lines, plan charges and add-ons taxed at 6.35%, a $1.85 regulatory fee per line;
a late fee of 5% with a $5 minimum and a payment arrangement in two parts 30 days apart; top-ups in
2 GB blocks; plan changes and a new line by the day over the cycle's 31 days; a World Day Pass at
$11 a day and partner usage in MXN, EUR and JPY at the record's rate; international minutes at a
rate table's rates with a CNY rate; suspensions up to 180 days; device installments over 24 months;
a technician's $79 visit waived for a network fault; device checks answered with bare status
strings); tool results and answers written here, in the styles of models the earlier telecom
corpora used little: Llama 3.1 405B and Llama 4 Maverick plain and long, GPT-5 and o4-mini very
brief with `≈` and inline math, Claude Opus 4 and Claude 3.5 Haiku with headed sections and `→`
(Anthropic envelopes), Gemini 2.5 Pro with bold and tables with a totals row, Kimi K2 and GLM-4.5
numbered with `RMB`, `¥` and `CNY`, Phi-4 repeating the user's figures, Claude 3.7 Sonnet with "Let me
calculate:" blocks; dates as `10/14`, `14 Oct`, `Fri Nov 13`, `Nov 2nd`."""

from _heldout15_models import (GEMINI25_PRO, GLM45, GPT5, HAIKU35, KIMI_K2, LLAMA4_MAVERICK, LLAMA31_405B, O4_MINI, OPUS4,
                               PHI4, SONNET37)
from _heldout15_telecom import POLICY, bill, card, customer, device, item, line, plan, usage
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"telecom8-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


P_LITE = plan("P8801", "Lite 4GB", 4.0, 35.0, 9.0, "4 GB of data, unlimited talk and text in the US.")
P_FLEX = plan("P8802", "Flex 20GB", 20.0, 55.0, 6.5, "20 GB of data, unlimited talk and text, hotspot 10 GB.")
P_MAX = plan("P8803", "Max Unlimited", 200.0, 75.0, 4.0, "200 GB of high-speed data, hotspot 40 GB, Mexico and Canada included.")

# Today (2026-10-14) to the cycle's end (2026-11-07), today included: 25 of the cycle's 31 days.
DAYS = "((date(2026,11,7)-date(2026,10,14)).days+1)"


def sept(bid: str, cid: str, items: list, status: str = "Issued") -> dict:
    """The bill of the cycle Sep 8 - Oct 7 2026, issued Oct 8, due Nov 2."""
    return bill(bid, cid, "2026-09-08", "2026-10-07", "2026-10-08", "2026-11-02", items, status)


def cust(cid: str, name: str, dob: str, phone: str, lines: list, bills: list, last4: str) -> dict:
    email = name.lower().replace(" ", ".").replace("'", "") + "@example.net"
    return customer(cid, name, dob, email, phone, lines, bills, [card(last4, "08/2029")], created="2023-05-22 16:08:44")


RUNS = [
    run(1, LLAMA31_405B,
        U("My bill went up to $188.20 and I don't understand the lines on it. Account phone 720-555-0148."),
        C("get_customer_by_phone", {"phone_number": "720-555-0148"},
          cust("C8810", "Dolores Amankwah", "1977-04-30", "720-555-0148", ["L8811", "L8812", "L8813", "L8814"], ["B0926810"], "4471")),
        C("get_details_by_id", {"id": "B0926810"},
          sept("B0926810", "C8810",
               [item("Flex 20GB - L8811", 55.0, "2026-10-08", "Plan Charge"),
                item("Flex 20GB - L8812", 55.0, "2026-10-08", "Plan Charge"),
                item("Lite 4GB - L8813", 35.0, "2026-10-08", "Plan Charge"),
                item("Max Unlimited - L8814", 75.0, "2026-10-08", "Plan Charge"),
                item("Autopay credit (4 lines)", -20.0, "2026-10-08", "Credit"),
                item("Multi-line discount (15%)", -30.0, "2026-10-08", "Credit"),
                item("Taxes (6.35%)", 10.8, "2026-10-08", "Tax"),
                item("Regulatory recovery fee (4 lines)", 7.4, "2026-10-08", "Fee")])),
        A("Thank you, Dolores. I have pulled up your bill B0926810 for the cycle from September 8 to October 7, 2026, and I "
          "can walk you through each line of it.\n\nYour four lines carry these plan charges: two Flex 20GB lines at $55.00 "
          "each, one Lite 4GB line at $35.00 and one Max Unlimited line at $75.00. Together that is "
          "${{55+55+35+75|.2f}}.\n\nBecause all four lines are on autopay, each gets a $5.00 credit, which is $20.00 "
          "altogether, bringing the plan charges down to ${{220-20|.2f}}. Since you have four lines, the account also gets "
          "15% off the plan charges after the autopay credits, which is $30.00, leaving ${{200-30|.2f}}.\n\nTax at 6.35% "
          "on that ${{170|.2f}} comes to $10.80, and the regulatory recovery fee of $1.85 per line adds $7.40. So the "
          "total is ${{170|.2f}} + $10.80 + $7.40 = ${{170+10.8+7.4|.2f}}, which is the amount you saw. It is due on "
          "November 2, 2026."),
        U("What does each line cost me on average then?"),
        A("Spread evenly over your four lines, the bill of $188.20 works out to ${{188.2/4|.2f}} per line per month. If "
          "you would rather see it by plan, after the autopay credit and the 15% discount a Flex line is "
          "${{(55-5)*0.85|.2f}} before tax, the Lite line ${{(35-5)*0.85|.2f}} and the Max line ${{(75-5)*0.85|.2f}}."),
        U("If I cancel the Lite line, how much would I save?"),
        A("This is worth checking carefully, because with three lines the account would no longer qualify for the 15% "
          "multi-line discount.\n\nWith three lines the plan charges would be $55.00 + $55.00 + $75.00 = "
          "${{55+55+75|.2f}}, less three autopay credits of $5.00, which is ${{185-15|.2f}}. Tax at 6.35% would "
          "again be $10.80, and the regulatory fee would be 3 × $1.85 = ${{3*1.85|.2f}}. The new monthly total "
          "would be ${{170+10.8+5.55|.2f}}.\n\nSo cancelling the Lite line would save you only "
          "${{188.2-186.35|.2f}} a month, because losing the discount almost cancels out the line's cost."),
        U("wow. over a year?"),
        A("Over twelve months that is ${{1.85*12|.2f}}: ${{188.2*12|,.2f}} a year with four lines compared with "
          "${{186.35*12|,.2f}} with three. In other words, the fourth line effectively costs you less than two dollars "
          "a month."),
    ),
    run(2, GPT5,
        U("how much data left on 303-555-0192"),
        C("get_customer_by_phone", {"phone_number": "303-555-0192"},
          cust("C8820", "Yusuf Halloran", "1999-01-12", "303-555-0192", ["L8821"], ["B0926820"], "9052")),
        C("get_data_usage", {"customer_id": "C8820", "line_id": "L8821"}, usage("L8821", 16.3, 20.0, 0.0, "2026-11-07")),
        A("{{20-16.3|.1f}} GB of 20 left; cycle ends 11/07 ({{" + DAYS + "|d}} days incl. today) ≈ {{3.7/25*1000|.0f}} MB/day."),
        U("price for 4 more gb"),
        C("get_details_by_id", {"id": "P8802"}, P_FLEX),
        A("2 blocks × 2 GB × $6.50 = ${{4*6.5|.2f}}, untaxed. You'd have {{3.7+4|.1f}} GB ≈ {{7.7/25*1000|.0f}} MB/day."),
        U("ok add it"),
        C("refuel_data", {"customer_id": "C8820", "line_id": "L8821", "gb_amount": 4},
          {"message": "Topped up 4.0 GB on line L8821.",
           "line": line("L8821", "303-555-0192", "P8802", "D8821", 16.3, refuel=4.0, contract_end="2027-08-31")}),
        A("Done: +4.0 GB on L8821, ${{4*6.5|.2f}} on the Nov 8 bill. Now {{20+4|d}} GB this cycle, {{24-16.3|.1f}} left."),
        U("how much more can I top up this cycle and what would it cost"),
        A("Cap 8 GB/cycle − 4 used = {{8-4|d}} GB (2 blocks) → 4 × $6.50 = $[[28.00]].",
          why="4 GB at $6.50 is $26.00; the model wrote $28.00"),
    ),
    run(3, GEMINI25_PRO,
        U("Hi, my October bill has a bunch of roaming stuff from my trip to Mexico. Can you break it down? I'm Rafaela Quintero-Boyd, DOB 1988-06-02"),
        C("get_customer_by_name", {"full_name": "Rafaela Quintero-Boyd", "dob": "1988-06-02"},
          [cust("C8830", "Rafaela Quintero-Boyd", "1988-06-02", "505-555-0117", ["L8831"], ["B0926830"], "7310")]),
        C("get_details_by_id", {"id": "B0926830"},
          sept("B0926830", "C8830",
               [item("Flex 20GB - L8831", 55.0, "2026-10-08", "Plan Charge"),
                item("Autopay credit (1 line)", -5.0, "2026-10-08", "Credit"),
                item("World Day Pass - 9 days (Mexico)", 99.0, "2026-09-27", "Roaming"),
                item("Roaming partner usage (MXN 1240)", 67.58, "2026-09-27", "Roaming"),
                item("Taxes (6.35%)", 13.75, "2026-10-08", "Tax"),
                item("Regulatory recovery fee (1 line)", 1.85, "2026-10-08", "Fee")])),
        C("get_roaming_history", {"customer_id": "C8830", "line_id": "L8831"},
          [{"line_id": "L8831", "country": "Mexico", "start_date": "2026-09-19", "end_date": "2026-09-27", "days_used": 9,
            "data_mb": 2260.0, "partner_charge": 1240.0, "currency": "MXN", "exchange_rate_usd": 0.0545},
           {"line_id": "L8831", "country": "Spain", "start_date": "2026-04-03", "end_date": "2026-04-10", "days_used": 8,
            "data_mb": 1710.0, "partner_charge": 18.4, "currency": "EUR", "exchange_rate_usd": 1.08}]),
        A("Of course, Rafaela. Here is the **Mexico trip** (Sep 19 – Sep 27) on your bill:\n\n| Item | Amount |\n|---|---|\n"
          "| World Day Pass, 9 days × $11 | $99.00 |\n| Partner usage, MXN 1,240 × 0.0545 | $[[67.85]] |\n"
          "| Tax on travel (6.35%) | ${{(99+67.58)*0.0635|.2f}} |\n| **Total for the trip** | **${{(99+67.58)*1.0635|.2f}}** |\n\n"
          "The rest of the bill is your plan ($55.00 less the $5.00 autopay credit), its tax and the $1.85 fee.",
          why="1,240 MXN at 0.0545 is $67.58 (the bill's item); the model swapped the last two digits"),
        U("what did it cost per day"),
        A("**Per day in Mexico:** ${{177.16/9|.2f}} (${{177.16|.2f}} over **9 days**).\n\n"
          "* Day Pass alone: **$11.00** + tax = ${{11*1.0635|.2f}}\n* Partner usage: ${{67.58/9|.2f}} a day"),
        U("I'm going to Spain Nov 20 for 2 weeks. What should I expect for the day pass?"),
        A("**Spain, Nov 20 – {{date(2026,11,20)+timedelta(days=13)|%b %-d}}** (14 days):\n\n| Item | Amount |\n|---|---|\n"
          "| World Day Pass, 14 × $11 | ${{14*11|.2f}} |\n| Tax (6.35%) | ${{154*0.0635|.2f}} |\n"
          "| **Total** | **${{154*1.0635|.2f}}** |\n\nPartner usage would come on top, as in Mexico."),
        U("and in euros? use the rate from my last spain trip"),
        A("At the **1.08** USD per EUR on your April Spain record:\n\n* ${{154*1.0635|.2f}} ÷ 1.08 = **€{{154*1.0635/1.08|.2f}}**\n"
          "* Per day: about **€{{154*1.0635/1.08/14|.2f}}**"),
    ),
    run(4, OPUS4,
        U("Hello, I'm customer C8840. I'd like to move my line from Lite 4GB to Flex 20GB today. What will this cycle cost?"),
        C("get_details_by_id", {"id": "C8840"},
          cust("C8840", "Benedikt Oyelaran", "1993-09-25", "801-555-0136", ["L8841"], ["B0926840"], "2268")),
        C("get_details_by_id", {"id": "L8841"}, line("L8841", "801-555-0136", "P8801", "D8841", 3.1, contract_end="2027-12-31")),
        C("get_details_by_id", {"id": "P8801"}, P_LITE),
        C("get_details_by_id", {"id": "P8802"}, P_FLEX),
        A("## The change\nLite 4GB ($35.00) → Flex 20GB ($55.00), from today to the end of the cycle on {{date(2026,11,8)-timedelta(days=1)|%b %-d}}: "
          "{{" + DAYS + "|d}} of 31 days.\n\n## This cycle\n- Credit for Lite: $35.00 × 25/31 → −${{35*25/31|.2f}}\n"
          "- Charge for Flex: $55.00 × 25/31 → ${{55*25/31|.2f}}\n- Net → ${{20*25/31|.2f}}\n- Tax 6.35% → "
          "${{16.13*0.0635|.2f}}\n- **Added to your next bill → ${{16.13*1.0635|.2f}}**\n\nShall I make the change?"),
        U("Yes please."),
        C("change_plan", {"customer_id": "C8840", "line_id": "L8841", "new_plan_id": "P8802"},
          {"message": "Plan changed to Flex 20GB on line L8841.",
           "line": line("L8841", "801-555-0136", "P8802", "D8841", 3.1, contract_end="2027-12-31", changed="2026-10-14")}),
        A("## Done\nL8841 is on **Flex 20GB** as of today, 10/14.\n\n## From the next full cycle\n- Plan $55.00 − autopay "
          "$5.00 → ${{55-5|.2f}}\n- Tax 6.35% → ${{50*0.0635|.2f}}\n- Regulatory fee → $1.85\n- **Monthly → "
          "${{50*1.0635+1.85|.2f}}**"),
        U("And what was I paying before, and what's the difference over a year?"),
        A("## Before\n$35.00 − $5.00 → ${{30|.2f}}, × {{1+6.35/100|.4f}} for tax, + $1.85 → **${{30*1.0635+1.85|.2f}}** a month\n\n"
          "## Difference\n- Per month → ${{55.02-33.75|.2f}}\n- Per year → ${{21.27*12|.2f}}\n"
          "- That is {{(55.02/33.75-1)*100|.0f}}% more per month"),
        U("Is it better value per GB at least?"),
        A("## Per GB of plan data\n- Lite: $35.00 / 4 GB → ${{35/4|.2f}} per GB\n- Flex: $55.00 / 20 GB → ${{55/20|.2f}} per GB\n\n"
          "Flex gives {{20/4|.0f}}× the data for {{55/35|.2f}}× the price, so yes: about {{(1-2.75/8.75)*100|.0f}}% less per GB.",
          ),
        anthropic=True),
    run(5, KIMI_K2,
        U("I call my parents in China a lot. How much were my international calls last cycle? 415-555-0173"),
        C("get_customer_by_phone", {"phone_number": "415-555-0173"},
          cust("C8850", "Wen-Li Abernathy", "1985-11-08", "415-555-0173", ["L8851"], ["B0926850"], "6605")),
        C("get_international_usage", {"customer_id": "C8850", "line_id": "L8851", "period": "2026-09-08/2026-10-07"},
          {"line_id": "L8851", "calls": [
              {"country": "China", "minutes": 142, "rate_per_minute": 0.09, "amount": 12.78},
              {"country": "Hong Kong", "minutes": 38, "rate_per_minute": 0.12, "amount": 4.56}],
           "total_amount": 17.34, "reference_rates": {"USD_CNY": 7.12}}),
        A("1. China: 142 min × $0.09 = $12.78\n2. Hong Kong: 38 min × $0.12 = $4.56\n3. Subtotal: ${{12.78+4.56|.2f}} for "
          "{{142+38|d}} minutes\n4. With 6.35% tax: ${{17.34*1.0635|.2f}}"),
        U("what is that in RMB? my parents keep asking"),
        A("1. Rate on the record: 1 USD = 7.12 CNY\n2. ${{17.34*1.0635|.2f}} × 7.12 = ¥[[137.30]]\n"
          "3. Before tax it is ¥{{17.34*7.12|.2f}}",
          why="$18.44 at 7.12 is ¥131.30; the model wrote one digit off"),
        U("average price per minute?"),
        A("1. ${{17.34|.2f}} / 180 min = ${{17.34/180|.4f}} per minute\n2. About RMB {{17.34/180*7.12|.2f}} per minute\n"
          "3. China alone is $0.09, Hong Kong $0.12"),
        U("if I budget $25 a month for China calls only, how many minutes with tax"),
        A("1. One minute with tax: $0.09 × {{1+6.35/100|.4f}} = ${{0.09*1.0635|.5f}}\n2. $25 / {{0.09*1.0635|.5f}} = "
          "{{25/(0.09*1.0635)|.1f}}\n3. So **{{int(25/(0.09*1.0635))|d}} minutes**, about {{261/60|.1f}} hours, "
          "{{261-142|d}} more than last cycle"),
    ),
    run(6, PHI4,
        U("My bill is overdue, I know. I have $50 I can pay today. I'm Harriet Szabo, 1969-03-14."),
        C("get_customer_by_name", {"full_name": "Harriet Szabo", "dob": "1969-03-14"},
          [cust("C8860", "Harriet Szabo", "1969-03-14", "208-555-0129", ["L8861"], ["B0826860", "B0926860"], "1187")]),
        C("get_details_by_id", {"id": "B0826860"},
          bill("B0826860", "C8860", "2026-08-08", "2026-09-07", "2026-09-08", "2026-10-03",
               [item("Max Unlimited - L8861", 75.0, "2026-09-08", "Plan Charge"),
                item("Taxes (6.35%)", 4.76, "2026-09-08", "Tax"),
                item("Regulatory recovery fee (1 line)", 1.85, "2026-09-08", "Fee"),
                item("Device installment 14/24", 4.79, "2026-09-08", "Device")], "Overdue")),
        A("Thank you, Harriet. I understand you have $50 you can pay today. Your bill B0826860 was due on October 3, 2026 "
          "and it is overdue. The bill total is $86.40. The late fee is 5% of the overdue balance, which would be "
          "${{86.4*0.05|.2f}}, but the minimum late fee is $5.00, so the late fee is $5.00. Your overdue balance with the "
          "late fee is ${{86.4+5|.2f}}. You said you have $50 today. The $50 you have today covers more than half."),
        U("can I split it?"),
        A("Yes, Harriet, you can split it. The overdue balance of ${{91.4|.2f}} can be paid in 2 equal parts. Each part "
          "would be ${{91.4/2|.2f}}. The first part is today, October 14. The second part is 30 days later, on "
          "[[November 14]]. You said you have $50 today, and the first part is ${{45.7|.2f}}, so the $50 you have today "
          "is enough, with ${{50-45.7|.2f}} left over.",
          why="30 days after October 14 is November 13; the model wrote November 14"),
        U("ok set it up and pay the first part with my card"),
        C("create_payment_arrangement", {"customer_id": "C8860", "bill_id": "B0826860", "parts": 2},
          {"arrangement_id": "PA-88604", "bill_id": "B0826860", "total": 91.4,
           "payments": [{"date": "2026-10-14", "amount": 45.7, "status": "Paid"},
                        {"date": "2026-11-13", "amount": 45.7, "status": "Scheduled"}]}),
        A("Your payment arrangement PA-88604 is set up, Harriet. The first payment of $45.70 was paid today with your card. "
          "The second payment of $45.70 is scheduled for 2026-11-13. The total is $91.40. You said you had $50, so you "
          "still have ${{50-45.7|.2f}} of it."),
        U("and what will my next regular bill be, the one on Nov 8th?"),
        A("Your next regular bill, issued on November 8, would be about the same as this one without the late fee: "
          "$75.00 plan + $4.76 tax + $1.85 fee + $4.79 device installment = ${{75+4.76+1.85+4.79|.2f}}. With the second "
          "arrangement payment of $45.70 on November 13, you would pay ${{86.4+45.7|.2f}} between November 8 and November 13."),
    ),
    run(7, O4_MINI,
        U("I'm going abroad for 10 weeks, want to suspend line L8871. cust C8870"),
        C("get_details_by_id", {"id": "C8870"},
          cust("C8870", "Tamsin Achebe-Lund", "1990-07-21", "971-555-0180", ["L8871"], ["B0926870"], "3399")),
        C("get_details_by_id", {"id": "L8871"}, line("L8871", "971-555-0180", "P8802", "D8871", 8.2, contract_end="2027-06-30")),
        C("get_details_by_id", {"id": "P8802"}, P_FLEX),
        A("10 weeks from today = {{date(2026,10,14)+timedelta(weeks=10)|%a %b %-d}}. Suspension: $4.99/month instead of "
          "$55.00 − $5 autopay. Max is 180 days (to {{date(2026,10,14)+timedelta(days=180)|%b %-d, %Y}}). Proceed?"),
        U("yes"),
        C("suspend_line", {"customer_id": "C8870", "line_id": "L8871", "days": 70},
          {"message": "Line L8871 suspended.", "resume_date": "2026-12-23",
           "line": line("L8871", "971-555-0180", "P8802", "D8871", 8.2, status="Suspended", contract_end="2027-06-30",
                        suspended="2026-10-14")}),
        A("Suspended. Resumes 12/23 automatically."),
        U("how much do I save roughly"),
        A("Normal ≈ ${{55-5|d}} + tax ${{50*0.0635|.2f}} + $1.85 = ${{50*1.0635+1.85|.2f}}/mo. Suspended $4.99/mo. "
          "Saving ≈ ${{55.02-4.99|.2f}}/mo, ≈ ${{50.03*70/30|.0f}} over 70 days."),
        U("can I extend it later, until when?"),
        A("Yes, up to 180 days total: until {{date(2026,10,14)+timedelta(days=180)|%b %-d, %Y}}, i.e. "
          "{{180-70|d}} more days (≈ {{110/7|.0f}} weeks)."),
    ),
    run(8, GLM45,
        U("how much is left on my phone installments? number 212-555-0164"),
        C("get_customer_by_phone", {"phone_number": "212-555-0164"},
          cust("C8880", "Junichiro Mbeki", "1982-02-17", "212-555-0164", ["L8881"], ["B0926880"], "5836")),
        C("get_device_installments", {"customer_id": "C8880", "line_id": "L8881"},
          {"device_id": "D8881", "model": "Pixel 10 Pro", "price": 1079.76, "installments_total": 24,
           "installment_amount": 44.99, "installments_paid": 9, "first_installment_date": "2026-02-08"}),
        A("1. Device: Pixel 10 Pro, $1,079.76 over 24 months = $44.99 a month\n2. Paid: 9 × $44.99 = ${{9*44.99|.2f}}\n"
          "3. Left: {{24-9|d}} × $44.99 = **${{15*44.99|.2f}}**"),
        U("when is the last one"),
        A("1. First installment: 2026-02-08\n2. The 24th is {{24-1|d}} months later: **[[2028-02-08]]**",
          why="23 months after 2026-02-08 is 2028-01-08; the model wrote a month late"),
        U("I got a bonus, can I pay half the remainder now? how much"),
        A("1. Remaining: ${{674.85|.2f}}\n2. Half: ${{674.85/2|.2f}}\n3. That leaves ${{674.85-337.43|.2f}}, about {{337.42/44.99|.1f}} "
          "installments"),
        U("ok. and what's the share of the phone I'll have paid after that?"),
        A("1. Paid: ${{404.91|.2f}} + ${{337.43|.2f}} = ${{404.91+337.43|.2f}}\n2. Share: {{742.34/1079.76*100|.1f}}% of $1,079.76"),
    ),
    run(9, LLAMA4_MAVERICK,
        U("My internet is super slow on my phone since yesterday. Phone 617-555-0152."),
        C("get_customer_by_phone", {"phone_number": "617-555-0152"},
          cust("C8890", "Greta Nwachukwu", "1996-05-05", "617-555-0152", ["L8891"], ["B0926890"], "8024")),
        C("check_status_bar", {}, "Status Bar: Signal: LTE (2 bars) | Wi-Fi: OFF | Airplane Mode: OFF | Data Saver: ON | VPN: Connected | Battery: 61%"),
        C("run_speed_test", {}, "Speed Test: Download 3.1 Mbps | Upload 0.8 Mbps | Latency 142 ms"),
        A("Thanks, Greta. I can see a couple of things on your phone that could be slowing your data down. Your signal is LTE "
          "with 2 bars, which is usable, but Data Saver is ON and a VPN is connected, and both can reduce speeds "
          "noticeably. The speed test shows a download speed of 3.1 Mbps, an upload speed of 0.8 Mbps and a latency of 142 "
          "ms, which is slow for LTE. Could you please turn off Data Saver and disconnect the VPN, and let me know when "
          "you've done that?"),
        U("done"),
        C("check_status_bar", {}, "Status Bar: Signal: LTE (2 bars) | Wi-Fi: OFF | Airplane Mode: OFF | Data Saver: OFF | VPN: Not connected | Battery: 60%"),
        C("run_speed_test", {}, "Speed Test: Download 48.6 Mbps | Upload 12.4 Mbps | Latency 38 ms"),
        A("That made a big difference. Your download speed is now 48.6 Mbps, up from 3.1 Mbps, which is about "
          "{{48.6/3.1|.1f}} times faster. Upload went from 0.8 Mbps to [[21.4]] Mbps, and latency dropped from 142 ms to "
          "38 ms, which is {{142-38|d}} ms, or about {{(142-38)/142*100|.0f}}%, lower. Your connection looks healthy now.",
          why="the second speed test reads upload 12.4 Mbps; the model swapped the digits"),
        U("how long would a 2 GB download take now vs before?"),
        A("A 2 GB download is about {{2*8000|,d}} megabits. At 48.6 Mbps it would take about {{16000/48.6|.0f}} seconds, which is "
          "roughly {{16000/48.6/60|.1f}} minutes. Before, at 3.1 Mbps, the same download would have taken about "
          "{{16000/3.1|,.0f}} seconds, or around {{16000/3.1/60|.0f}} minutes, which is nearly an hour and a half."),
        U("do I need a technician? how much would that be"),
        A("I don't think you need one: the speed is back to normal after the settings change, so it wasn't a network "
          "fault. For reference, a technician visit costs $79, and it is waived only if the technician finds a network "
          "fault. Since your issue was the Data Saver and VPN settings, you would most likely pay the full $79."),
    ),
    run(10, HAIKU35,
        U("Three of us share my account and we want to split the bill fairly by how much data each of us used. I'm C8900."),
        C("get_details_by_id", {"id": "C8900"},
          cust("C8900", "Aurelio Fitzgerald-Kamau", "1975-12-03", "480-555-0107", ["L8901", "L8902", "L8903"], ["B0926900"], "4192")),
        C("get_details_by_id", {"id": "B0926900"},
          sept("B0926900", "C8900",
               [item("Flex 20GB - L8901", 55.0, "2026-10-08", "Plan Charge"),
                item("Flex 20GB - L8902", 55.0, "2026-10-08", "Plan Charge"),
                item("Flex 20GB - L8903", 55.0, "2026-10-08", "Plan Charge"),
                item("Autopay credit (3 lines)", -15.0, "2026-10-08", "Credit"),
                item("Taxes (6.35%)", 9.53, "2026-10-08", "Tax"),
                item("Regulatory recovery fee (3 lines)", 5.55, "2026-10-08", "Fee")])),
        C("get_data_usage_history", {"customer_id": "C8900", "period": "2026-09-08/2026-10-07"},
          [{"line_id": "L8901", "data_used_gb": 11.2}, {"line_id": "L8902", "data_used_gb": 6.4},
           {"line_id": "L8903", "data_used_gb": 2.4}]),
        C("get_details_by_id", {"id": "P8801"}, P_LITE),
        A("## Your bill\n$165.08 for the cycle Sep 8 → Oct 7, due Nov 2.\n\n## Data used\n- L8901 → 11.2 GB\n- L8902 → 6.4 GB\n"
          "- L8903 → 2.4 GB\n- Total → {{11.2+6.4+2.4|.1f}} GB\n\n## Split by data share\n"
          "- L8901 → {{11.2/20*100|.0f}}% → ${{165.08*11.2/20|.2f}}\n- L8902 → {{6.4/20*100|.0f}}% → ${{165.08*6.4/20|.2f}}\n"
          "- L8903 → {{2.4/20*100|.0f}}% → ${{165.08*2.4/20|.2f}}"),
        U("and if we split it evenly instead?"),
        A("## Even split\n$165.08 ÷ 3 → ${{165.08/3|.2f}} each (one of you pays a cent less: ${{165.08-2*55.03|.2f}}).\n\n"
          "## Difference from the data split\n- L8901 pays ${{92.44-55.03|.2f}} less\n- L8903 pays ${{55.03-19.81|.2f}} more"),
        U("What would it cost per GB we used?"),
        A("## Per GB\n$165.08 ÷ 20.0 GB → **${{165.08/20|.2f}} per GB**, the same rate for each line under the data split."),
        U("My daughter wants her own line, Lite 4GB. Does that change the discount?"),
        A("## With a fourth line\nYes → four lines get 15% off plan charges after autopay credits.\n\n"
          "- Plans → 3 × $55.00 + $35.00 = ${{3*55+35|.2f}}\n- Autopay → 4 × $5.00 → ${{200-20|.2f}}\n"
          "- 15% off → ${{180*0.85|.2f}}\n- Tax 6.35% → ${{153*0.0635|.2f}}\n- Fees → 4 × $1.85 = ${{4*1.85|.2f}}\n"
          "- **Monthly → ${{153+9.72+7.4|.2f}}**\n\nThat is only ${{170.12-165.08|.2f}} more than today for a fourth line."),
        anthropic=True),
    run(11, SONNET37,
        U("My bills have been all over the place. Can you show me my last three and the average? Customer C8910."),
        C("get_details_by_id", {"id": "C8910"},
          cust("C8910", "Philippa Oduya", "1987-08-16", "541-555-0159", ["L8911", "L8912"], ["B0726910", "B0826910", "B0926910"], "7762")),
        C("get_bill_history", {"customer_id": "C8910", "count": 3},
          [{"bill_id": "B0726910", "period": "2026-07-08/2026-08-07", "total_due": 142.37, "status": "Paid"},
           {"bill_id": "B0826910", "period": "2026-08-08/2026-09-07", "total_due": 158.9, "status": "Paid"},
           {"bill_id": "B0926910", "period": "2026-09-08/2026-10-07", "total_due": 131.06, "status": "Issued"}]),
        A("Here are your last three bills:\n\n| Cycle | Bill | Total |\n|---|---|---|\n| Jul 8 – Aug 7 | B0726910 | $142.37 |\n"
          "| Aug 8 – Sep 7 | B0826910 | $158.90 |\n| Sep 8 – Oct 7 | B0926910 | $131.06 |\n\nLet me calculate:\n\n```\n"
          "142.37 + 158.90 + 131.06 = {{142.37+158.90+131.06|.2f}}\n{{432.33|.2f}} / 3 = [[144.71]]\n```\n\n"
          "Your average over the three cycles is **$144.71**.",
          why="432.33 / 3 is 144.11; the model wrote one digit off (in the block and the sentence)"),
        U("How much did it change from August to September in percent?"),
        A("Let me calculate:\n\n```\n131.06 − 158.90 = {{131.06-158.90|.2f}}\n{{-27.84|.2f}} / 158.90 = {{-27.84/158.9*100|.1f}}%\n```\n\n"
          "Your September bill was **{{27.84/158.9*100|.1f}}% lower** than August's."),
        U("Last year I was paying about $120 a month. How does the current bill compare?"),
        A("Let me calculate:\n\n```\n131.06 − 120.00 = {{131.06-120|.2f}}\n{{11.06|.2f}} / 120.00 = {{11.06/120*100|.1f}}%\n```\n\n"
          "The current bill is **${{11.06|.2f}} ({{11.06/120*100|.1f}}%) more** than the $120 you were paying."),
        U("I want to pay half of the current bill now and half on the due date. How much each?"),
        A("Let me calculate:\n\n```\n131.06 / 2 = {{131.06/2|.2f}}\n```\n\n"
          "- **Today (Oct 14):** ${{65.53|.2f}}\n- **By the due date ({{date(2026,10,8)+timedelta(days=25)|%b %-d}}):** ${{65.53|.2f}}"),
        anthropic=True),
    run(12, GPT5,
        U("add a line for my son on Lite 4GB. acct C8920, phone 702-555-0188"),
        C("get_details_by_id", {"id": "C8920"},
          cust("C8920", "Ingrid Castellanos", "1980-10-29", "702-555-0188", ["L8921", "L8922", "L8923"], ["B0926920"], "2951")),
        C("get_details_by_id", {"id": "P8801"}, P_LITE),
        A("Lite 4GB, from today: $35 × 25/{{(date(2026,11,7)-date(2026,10,8)).days+1|d}} ≈ ${{35*25/31|.2f}} this cycle (+6.35% tax ≈ ${{28.23*0.0635|.2f}}, +$1.85 fee). "
          "4th line → 15% off all plan charges from the Nov 8 bill. Confirm?"),
        U("yes"),
        C("add_line", {"customer_id": "C8920", "plan_id": "P8801", "autopay": True},
          {"message": "Line L8924 added to customer C8920.", "line": line("L8924", "702-555-0131", "P8801", "D8924", 0.0,
                                                                         contract_end="2028-10-13", changed="2026-10-14")}),
        A("Done: L8924, number 702-555-0131, active now. Confirmation [[NL-5508172]].",
          why="the tool gave no confirmation number; the model made one up"),
        U("first bill for that line?"),
        A("≈ ${{28.23|.2f}} + ${{28.23*0.0635|.2f}} + $1.85 = ${{28.23+1.79+1.85|.2f}} (prorated 25 of {{(date(2026,11,7)-date(2026,10,8)).days+1|d}} days)."),
        U("and a normal month for it after that"),
        A("($35 − $5 autopay) × {{1-0.15|.2f}} = ${{30*0.85|.2f}} + 6.35% = ${{25.5*1.0635|.2f}} + $1.85 ≈ ${{25.5*1.0635+1.85|.2f}}/mo."),
    ),
    run(13, GEMINI25_PRO,
        U("I use about 14 GB a month. Which plan is cheapest for me? 919-555-0142"),
        C("get_customer_by_phone", {"phone_number": "919-555-0142"},
          cust("C8930", "Mehmet Lindgren", "1994-04-09", "919-555-0142", ["L8931"], ["B0926930"], "6038")),
        C("get_details_by_id", {"id": "L8931"}, line("L8931", "919-555-0142", "P8801", "D8931", 3.9, refuel=8.0, contract_end="2027-09-30")),
        C("get_details_by_id", {"id": "P8801"}, P_LITE),
        C("get_details_by_id", {"id": "P8802"}, P_FLEX),
        C("get_details_by_id", {"id": "P8803"}, P_MAX),
        A("**Lite 4GB can't cover 14 GB**: 4 GB + the 8 GB top-up cap = {{4+8|d}} GB.\n\n| Plan | Data | Monthly (autopay, tax, fee) |\n"
          "|---|---|---|\n| Lite 4GB + 8 GB top-ups | {{12|d}} GB | ${{30+1.91+1.85+8*9|.2f}} |\n"
          "| Flex 20GB | 20 GB | ${{50*1.0635+1.85|.2f}} |\n| Max Unlimited | 200 GB | ${{70*1.0635+1.85|.2f}} |\n\n"
          "**Flex 20GB is the cheapest plan that covers 14 GB.**"),
        U("how much do I spend now on Lite with the top ups?"),
        A("**Your current line:** Lite 4GB with **8 GB** topped up this cycle.\n\n| Item | Amount |\n|---|---|\n"
          "| Lite 4GB − $5 autopay | ${{35-5|.2f}} |\n| Tax (6.35%) | ${{30*0.0635|.2f}} |\n| Fee | $1.85 |\n"
          "| Top-ups, 8 GB × $9.00 | ${{8*9|.2f}} |\n| **Total** | **${{30+1.91+1.85+72|.2f}}** |"),
        U("so how much would Flex save me per year"),
        A("| | Per month | Per year |\n|---|---|---|\n| Now (Lite + top-ups) | ${{105.76|.2f}} | ${{105.76*12|,.2f}} |\n"
          "| Flex 20GB | ${{55.02|.2f}} | ${{55.02*12|,.2f}} |\n| **Saving** | **${{105.76-55.02|.2f}}** | **${{(105.76-55.02)*12|,.2f}}** |\n\n"
          "That's **{{(105.76-55.02)/105.76*100|.0f}}% less**."),
        U("and per GB on Flex at my 14 GB?"),
        A("**${{55.02/14|.2f}} per GB** used (${{55.02|.2f}} ÷ 14 GB), vs **${{105.76/12|.2f}}** per GB now on 12 GB."),
    ),
    run(14, KIMI_K2,
        U("I was in Japan Oct 2 to Oct 7, what did it cost? 650-555-0113"),
        C("get_customer_by_phone", {"phone_number": "650-555-0113"},
          cust("C8940", "Kaito Brennan-Ruiz", "1991-03-27", "650-555-0113", ["L8941"], ["B0926940"], "3874")),
        C("get_roaming_history", {"customer_id": "C8940", "line_id": "L8941"},
          [{"line_id": "L8941", "country": "Japan", "start_date": "2026-10-02", "end_date": "2026-10-07", "days_used": 6,
            "data_mb": 4820.0, "partner_charge": 3600.0, "currency": "JPY", "exchange_rate_usd": 0.0067}]),
        A("1. World Day Pass: 6 days × $11 = ${{6*11|.2f}}\n2. Partner usage: ¥3,600 × 0.0067 = $[[24.72]]\n"
          "3. Tax 6.35% on both: ${{(66+24.12)*0.0635|.2f}}\n4. Total: ${{(66+24.12)*1.0635|.2f}}",
          why="¥3,600 at 0.0067 is $24.12; the model wrote one digit off (the sum and tax after it use 24.12)"),
        U("how much data did I use per day"),
        A("1. 4,820 MB / 6 days = {{4820/6|.0f}} MB per day\n2. About {{4820/6/1024|.2f}} GB per day"),
        U("what is the total in yen?"),
        A("1. Total ${{95.84|.2f}} / 0.0067 = ¥{{95.84/0.0067|,.0f}}\n2. Of which the day pass is about ¥{{66*1.0635/0.0067|,.0f}}"),
        U("I go again in December for 9 days. estimate?"),
        A("1. Day Pass: 9 × $11 = ${{9*11|.2f}}\n2. Partner usage at the same rate per day: ${{24.12/6|.2f}} × 9 = "
          "${{24.12/6*9|.2f}}\n3. Tax 6.35%: ${{(99+36.18)*0.0635|.2f}}\n4. Estimate: about ${{(99+36.18)*1.0635|.2f}}"),
    ),
    run(15, LLAMA31_405B,
        U("Can you tell me how my data use has changed over the last six months? Line L8951, customer C8950."),
        C("get_details_by_id", {"id": "C8950"},
          cust("C8950", "Oluwaseun Petrakis", "1983-06-18", "385-555-0176", ["L8951"], ["B0926950"], "5510")),
        C("get_data_usage_history", {"customer_id": "C8950", "line_id": "L8951", "cycles": 6},
          [{"period": "2026-04-08/2026-05-07", "data_used_gb": 9.8}, {"period": "2026-05-08/2026-06-07", "data_used_gb": 11.3},
           {"period": "2026-06-08/2026-07-07", "data_used_gb": 12.6}, {"period": "2026-07-08/2026-08-07", "data_used_gb": 14.1},
           {"period": "2026-08-08/2026-09-07", "data_used_gb": 15.4}, {"period": "2026-09-08/2026-10-07", "data_used_gb": 17.9}]),
        C("get_details_by_id", {"id": "L8951"}, line("L8951", "385-555-0176", "P8802", "D8951", 4.6, contract_end="2027-04-30")),
        C("get_details_by_id", {"id": "P8802"}, P_FLEX),
        A("Of course. Over the last six cycles your line L8951 used 9.8, 11.3, 12.6, 14.1, 15.4 and 17.9 GB, from the "
          "April–May cycle to the September–October one. That adds up to {{9.8+11.3+12.6+14.1+15.4+17.9|.1f}} GB, an "
          "average of {{81.1/6|.1f}} GB per cycle. Your usage has gone up every single cycle, and the latest cycle is "
          "{{(17.9/9.8-1)*100|.0f}}% higher than the first."),
        U("By how much does it grow each month on average?"),
        A("From 9.8 GB to 17.9 GB is an increase of {{17.9-9.8|.1f}} GB over five steps, so on average about "
          "{{8.1/5|.2f}} GB more each cycle. In relative terms that is roughly {{((17.9/9.8)**(1/5)-1)*100|.1f}}% growth "
          "per cycle, compounded."),
        U("If it keeps going like that, when will I hit my 20 GB limit?"),
        A("If your usage keeps rising by about {{8.1/5|.2f}} GB per cycle, the next cycle (October 8 to {{date(2026,11,8)-timedelta(days=1)|%B %-d}}) would come to "
          "about {{17.9+1.62|.1f}} GB, which is just under 20 GB, and the one after that, November 8 to December 7, "
          "about {{17.9+2*1.62|.1f}} GB, which would be over your limit by roughly {{17.9+2*1.62-20|.1f}} GB."),
        U("What would topping up that extra cost me?"),
        A("Top-ups come in 2 GB blocks, so going over by about {{17.9+2*1.62-20|.1f}} GB you would need one block of 2 GB. On your Flex "
          "20GB plan the top-up price is $6.50 per GB, so one block would be 2 × $6.50 = ${{2*6.5|.2f}}, and top-ups are "
          "not taxed."),
    ),
]
