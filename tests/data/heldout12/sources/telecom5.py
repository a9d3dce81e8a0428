"""telecom5 runs: a tau2-bench-telecom-style agent (customers by phone, id or name and birth date,
lines, plans with refuelling prices, bills with line items: plan charges taxed at 7.5% after a 10%
multi-line discount, a regulatory fee per line, device insurance, international minutes, payments
and credits as negative items; payment plans for an overdue bill and its late fee, refuels taxed,
plan changes prorated at a thirtieth a day, roaming Travel Passes and partner charges in CAD and
JPY at a carried exchange rate, suspensions of up to 120 days, a technician by the hour and the
half hour, device installments, an early termination fee, device checks whose tools answer with
bare status strings); tool results and answers written here, in the styles of models not used by
the earlier telecom corpora: GPT-5 mini and DeepSeek R1 brief, Claude Opus 4.1 and Sonnet 4.5
with "Let me calculate:" blocks and tables, Gemini 2.5 Flash-Lite with bold headers and nested
bullets, gpt-oss with tables, Llama 3.1 405B chatty and 8B terse, Mistral Small with `USD 140.45`
(one run in Spanish with `89,80 USD`), Command A plain; dates as `02/24`, `24/02/2026`,
`June 3rd`, `Sun Mar 12`."""

from _heldout12_models import (COMMAND_A, DEEPSEEK_R1, GEMINI25_FLASH_LITE, GPT5_MINI, GPT_OSS, LLAMA31_8B, LLAMA31_405B,
                               MISTRAL_SMALL, OPUS41, SONNET45)
from _heldout12_telecom import POLICY, bill, card, customer, device, item, line, plan, usage
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"telecom5-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


P_BASIC = plan("P5501", "Basic 5GB", 5.0, 30.0, 8.0, "5 GB of data, unlimited talk and text.")
P_PLUS = plan("P5502", "Plus 15GB", 15.0, 40.0, 6.0, "15 GB of data, unlimited talk and text, 5G.")
P_UNL = plan("P5503", "Unlimited Lite", 50.0, 60.0, 4.0, "50 GB of high-speed data, then 1 Mbps.")
P_GLOBAL = plan("P5504", "Global 40GB", 40.0, 80.0, 5.0, "40 GB of data, roaming included in 60 countries (not Japan).")
P_FAMILY = plan("P5505", "Family Share 80", 80.0, 140.0, 3.5, "80 GB shared by up to 5 lines.")
P_SENIOR = plan("P5506", "Senior 3GB", 3.0, 20.0, 9.0, "3 GB of data, unlimited talk and text, for customers 65 or older.")

# Days left in February 2026 after today (2026-02-10), and with today (the policy's proration).
AFTER = "(date(2026,2,28)-date(2026,2,10)).days"
WITH_TODAY = "((date(2026,2,28)-date(2026,2,10)).days+1)"


def jan(bid: str, cid: str, items: list, status: str = "Issued") -> dict:
    return bill(bid, cid, "2026-01-01", "2026-01-31", "2026-02-03", "2026-02-24", items, status)


RUNS = [
    run(1, GPT5_MINI,
        U("why is my january bill $94.39?? number 312-555-0151"),
        C("get_customer_by_phone", {"phone_number": "312-555-0151"},
          customer("C5510", "Marcus Oyelaran", "1985-06-19", "m.oyelaran@example.com", "312-555-0151", ["L5511", "L5512"],
                   ["B0126510"], [card("2290", "11/2027")])),
        C("get_details_by_id", {"id": "B0126510"},
          jan("B0126510", "C5510",
              [item("Plus 15GB - L5511", 40.0, "2026-02-03", "Plan Charge"),
               item("Basic 5GB - L5512", 30.0, "2026-02-03", "Plan Charge"),
               item("Taxes (7.5% of plan charges)", 5.25, "2026-02-03", "Tax"),
               item("Regulatory fee (2 lines)", 2.5, "2026-02-03", "Fee"),
               item("Device insurance - D5511", 9.99, "2026-02-03", "Service"),
               item("International calls - 35 min to Mexico (L5512)", 6.65, "2026-01-22", "Usage")])),
        A("Bill B0126510: **$94.39**, due 02/24.\n- Plans: $40.00 + $30.00 = ${{40+30|.2f}}\n- Tax: 7.5% × ${{40+30|.2f}} = ${{0.075*70|.2f}}\n"
          "- Reg. fee: 2 × $1.25 = ${{2*1.25|.2f}}\n- Insurance: $9.99\n- Mexico calls: 35 min → ${{6.65/35|.2f}}/min = $6.65"),
        U("so without insurance and the calls what's my normal month"),
        A("$94.39 − $9.99 − $6.65 = **${{94.39-9.99-6.65|.2f}}**/mo."),
        U("and if I put the basic line on plus too?"),
        A("Plans 2 × $40 = ${{2*40|.2f}} → tax ${{80*0.075|.2f}} → + fees $2.50 = **${{80*1.075+2.5|.2f}}**/mo before insurance, "
          "${{80*1.075+2.5-(94.39-9.99-6.65)|.2f}} more than now."),
    ),
    run(2, OPUS41,
        U("Hi, I'm Teodora Vance, born 1992-10-07. My data is almost gone already. What are my options?"),
        C("get_customer_by_name", {"full_name": "Teodora Vance", "dob": "1992-10-07"},
          [customer("C5520", "Teodora Vance", "1992-10-07", "tvance@example.org", "503-555-0127", ["L5521"], ["B0126520"],
                    [card("6613", "03/2029")])]),
        C("get_details_by_id", {"id": "L5521"}, line("L5521", "503-555-0127", "P5502", "D5521", 13.8, contract_end="2026-12-31")),
        C("get_data_usage", {"customer_id": "C5520", "line_id": "L5521"}, usage("L5521", 13.8, 15.0, 0.0, "2026-02-28")),
        C("get_details_by_id", {"id": "P5502"}, P_PLUS),
        C("get_details_by_id", {"id": "P5503"}, P_UNL),
        A("Thanks, Teodora. You're on **Plus 15GB** and have used 13.8 GB of your 15 GB.\n\nLet me calculate:\n\n```\n"
          "Remaining:        15 − 13.8 = {{15-13.8|.1f}} GB\nDays so far:      {{(date(2026,2,10)-date(2026,2,1)).days+1|d}} (Feb 1–10)\nYour pace:        13.8 ÷ 10 = {{13.8/10|.2f}} GB/day\n"
          "Days left:        {{" + AFTER + "|d}} (Feb 11–28)\nProjected need:   {{13.8/10|.2f}} × {{" + AFTER + "|d}} ≈ {{13.8/10*18|.1f}} GB\n```\n\n"
          "| Option | Data | Cost this month |\n|---|---|---|\n"
          "| Refuel the maximum | +5 GB | 5 × $6.00 = ${{5*6|.2f}} + 7.5% tax = ${{5*6*1.075|.2f}} |\n"
          "| Switch to Unlimited Lite ($60.00/mo) | 50 GB total | ($60.00 − $40.00) ÷ 30 × {{" + WITH_TODAY + "|d}} days = ${{20/30*19|.2f}} |\n\n"
          "A refuel can't cover the ~{{13.8/10*18|.1f}} GB you're on track to use, so the switch is the better fit."),
        U("ok switch me"),
        C("change_plan", {"customer_id": "C5520", "line_id": "L5521", "new_plan_id": "P5503"},
          {"message": "Plan changed successfully", "line": line("L5521", "503-555-0127", "P5503", "D5521", 13.8,
                                                                contract_end="2026-12-31", changed="2026-02-10")}),
        A("Done: L5521 is on **Unlimited Lite** as of today.\n\n- Data left this month: 50 − 13.8 = **{{50-13.8|.1f}} GB**\n"
          "- Prorated charge on your February bill: **${{20/30*19|.2f}}** (today included)"),
        U("and what will a normal month cost from March?"),
        A("Let me calculate a regular month on Unlimited Lite (one line):\n\n| Item | Amount |\n|---|---|\n| Plan | $60.00 |\n"
          "| Tax (7.5%) | ${{60*0.075|.2f}} |\n| Regulatory fee | $1.25 |\n| **Total** | **${{60*1.075+1.25|.2f}}** |\n\n"
          "That's ${{(60-40)*1.075|.2f}} more than on Plus 15GB."),
        anthropic=True),
    run(3, GEMINI25_FLASH_LITE,
        U("There are roaming charges from Canada on my January bill, can you explain? 416-555-0163"),
        C("get_customer_by_phone", {"phone_number": "416-555-0163"},
          customer("C5530", "Priya Nandakumar", "1979-12-30", "priya.n@example.com", "416-555-0163", ["L5531"], ["B0126530"],
                   [card("9034", "07/2028")])),
        C("get_details_by_id", {"id": "B0126530"},
          jan("B0126530", "C5530",
              [item("Plus 15GB - L5531", 40.0, "2026-02-03", "Plan Charge"),
               item("Taxes (7.5% of plan charges)", 3.0, "2026-02-03", "Tax"),
               item("Regulatory fee (1 line)", 1.25, "2026-02-03", "Fee"),
               item("Travel Pass - 6 days (Canada)", 72.0, "2026-01-17", "Roaming"),
               item("Roaming partner usage (CAD 18.60)", 13.58, "2026-01-17", "Roaming")])),
        C("get_roaming_history", {"customer_id": "C5530", "line_id": "L5531"},
          [{"line_id": "L5531", "country": "Canada", "start_date": "2026-01-12", "end_date": "2026-01-17", "days_used": 6,
            "data_mb": 1650.0, "partner_charge": 18.6, "currency": "CAD", "exchange_rate_usd": 0.73}]),
        A("**Your Canada roaming (Jan 12 – Jan 17)**\n\nPlus 15GB doesn't include roaming, so two charges apply:\n\n"
          "*   **Travel Pass:** 6 days × $12 = **${{6*12|.2f}}**\n*   **Partner usage:** billed in Canadian dollars\n"
          "    *   CAD 18.60 × 0.73 = **$[[13.85]]**\n\n**Total roaming:** $72.00 + $13.58 = **${{72+13.58|.2f}}** "
          "of your ${{40+3+1.25+72+13.58|.2f}} bill.",
          why="CAD 18.60 × 0.73 is 13.58 (the bill's own item); the model swapped the last two digits"),
        U("I'm going to Mexico for 10 days starting March 3. Is Global 40GB cheaper for that?"),
        C("get_details_by_id", {"id": "P5504"}, P_GLOBAL),
        A("**Mexico, 10 days from March 3**\n\n*   **Last day abroad:** {{date(2026,3,3)+timedelta(days=9)|%a %b %d}}\n\n"
          "**Option 1: Travel Pass**\n*   10 days × $12 = **${{10*12|.2f}}**\n    *   plus partner usage, billed in pesos\n\n"
          "**Option 2: Global 40GB for March**\n*   ${{80-40|.2f}} more than Plus 15GB\n    *   with 7.5% tax: **${{40*1.075|.2f}}**\n\n"
          "**Global 40GB saves ${{120-43|.2f}}** (and partner usage is included)."),
        U("how much data did I use per day in Canada?"),
        A("**1,650 MB ÷ 6 days = {{1650/6|.0f}} MB a day** (about {{1650/6/1000|.2f}} GB)."),
    ),
    run(4, LLAMA31_405B,
        U("Hello, I got a letter saying my December bill is overdue. I can't pay it all at once. Customer ID C5540."),
        C("get_details_by_id", {"id": "C5540"},
          customer("C5540", "Gareth Pumphrey", "1968-03-14", "gpumphrey@example.net", "614-555-0188", ["L5541"],
                   ["B1225540", "B0126540"], [card("4471", "01/2027", "Debit Card")])),
        C("get_details_by_id", {"id": "B1225540"},
          bill("B1225540", "C5540", "2025-12-01", "2025-12-31", "2026-01-03", "2026-01-24",
               [item("Unlimited Lite - L5541", 60.0, "2026-01-03", "Plan Charge"),
                item("Taxes (7.5% of plan charges)", 4.5, "2026-01-03", "Tax"),
                item("Regulatory fee (1 line)", 1.25, "2026-01-03", "Fee"),
                item("Device installment 8/24 - Galaxy A56", 18.75, "2026-01-03", "Installment"),
                item("International calls - 194 min to Philippines", 36.9, "2025-12-24", "Usage")], "Overdue")),
        A("Thanks for reaching out, Gareth, and I'm sorry about the stress this has caused! I can see your December bill, B1225540, "
          "for $121.40. It was due on January 24th, so it's now {{(date(2026,2,10)-date(2026,1,24)).days|d}} days overdue, and under our "
          "policy a $10.00 late fee applies, bringing the total to ${{121.4+10|.2f}}.\n\nThe good news is that you don't have to pay it all "
          "at once: I can split it into up to 4 equal monthly installments of ${{131.4/4|.2f}} each. Would you like me to set that up?"),
        U("Yes, 4 installments. When is the last one?"),
        C("create_payment_plan", {"customer_id": "C5540", "bill_id": "B1225540", "installments": 4},
          {"plan_id": "PP-55041", "bill_id": "B1225540", "total": 131.4, "installments": 4, "first_due_date": "2026-03-03",
           "status": "Active"}),
        A("You're all set! Payment plan PP-55041 is active: 4 payments of ${{131.4/4|.2f}}, the first one on March 3rd, 2026 and the "
          "last one on [[July 3rd]], 2026. Each payment will be taken from your debit card ending in 4471.",
          why="four monthly installments from March 3 end on June 3; the model wrote July"),
        U("How much of that December bill was the Philippines calls?"),
        A("Great question! The calls to the Philippines were $36.90 for 194 minutes, about ${{36.9/194|.2f}} a minute. That's "
          "{{36.9/121.4*100|.1f}}% of the $121.40 bill, so close to a third of it!"),
    ),
    run(5, MISTRAL_SMALL,
        U("Explain my family bill, customer C5550."),
        C("get_bills_for_customer", {"customer_id": "C5550", "limit": 1},
          [jan("B0126550", "C5550",
               [item("Family Share 80 - 4 lines", 140.0, "2026-02-03", "Plan Charge"),
                item("Multi-line discount (10%)", -14.0, "2026-02-03", "Discount"),
                item("Taxes (7.5% of plan charges after discount)", 9.45, "2026-02-03", "Tax"),
                item("Regulatory fee (4 lines)", 5.0, "2026-02-03", "Fee")])]),
        A("January bill B0126550: USD 140.45.\n- Family Share 80: USD 140.00\n- Multi-line discount 10%: -USD {{140*0.10|.2f}}\n"
          "- Tax 7.5% of USD {{140-14|.2f}}: USD {{126*0.075|.2f}}\n- Regulatory fee 4 x USD 1.25: USD {{4*1.25|.2f}}\n"
          "Per line: USD 140.45 / 4 = USD {{140.45/4|.2f}}."),
        U("My son uses 30 GB of the 80, the three others 50 GB together. Split it by data?"),
        A("By data:\n- Son: 30/80 = {{30/80*100|.1f}}% -> USD {{140.45*30/80|.2f}}\n- Others: USD {{140.45*50/80|.2f}} together, "
          "USD {{140.45*50/80/3|.2f}} each."),
        U("How much does the discount save us in a year?"),
        A("USD 14.00 x 12 = USD {{14*12|.2f}}, plus the 7.5% tax on it (USD {{14*12*0.075|.2f}}): USD {{14*12*1.075|.2f}} a year."),
    ),
    run(6, DEEPSEEK_R1,
        U("no data on my phone since this morning. 720-555-0106"),
        C("get_customer_by_phone", {"phone_number": "720-555-0106"},
          customer("C5560", "Hollis Brandtner", "2001-08-22", "hollisb@example.com", "720-555-0106", ["L5561"], ["B0126560"],
                   [card("3350", "06/2028")])),
        C("check_status_bar", {}, "Status Bar: Signal: 4G (3 bars) | Airplane Mode: OFF | Mobile Data: OFF | Wi-Fi: Disconnected | Battery: 41%"),
        C("toggle_mobile_data", {}, "Mobile Data: ON"),
        C("run_speed_test", {}, "Speed Test: Download 23.4 Mbps | Upload 6.1 Mbps | Latency 38 ms"),
        A("Mobile data was off; it's on now. Speed test: 23.4 Mbps down, 6.1 up, [[83]] ms latency.",
          why="the speed test gave 38 ms; the model swapped the digits"),
        U("is that good? the plan says up to 100 Mbps"),
        A("23.4 of 100 Mbps is about {{23.4/100*100|.0f}}% of the peak, roughly a quarter. Normal on 3 bars of 4G."),
        U("how long would a 2 GB download take"),
        A("2 GB = {{2*8000|,d}} megabits ÷ 23.4 Mbps ≈ {{16000/23.4|.0f}} s ≈ **{{16000/23.4/60|.1f}} min**."),
    ),
    run(7, GPT_OSS,
        U("Which plan should I be on? Customer C5570, line L5571. I always run out."),
        C("get_details_by_id", {"id": "L5571"}, line("L5571", "469-555-0172", "P5502", "D5571", 9.1, contract_end="2026-10-31")),
        C("get_data_usage_history", {"customer_id": "C5570", "line_id": "L5571", "months": 3},
          [{"month": "2025-11", "data_used_gb": 19.5, "data_refueling_gb": 4.0},
           {"month": "2025-12", "data_used_gb": 24.1, "data_refueling_gb": 5.0},
           {"month": "2026-01", "data_used_gb": 22.4, "data_refueling_gb": 5.0}]),
        C("list_plans", {}, [P_BASIC, P_PLUS, P_UNL, P_GLOBAL]),
        A("**Your last 3 months:** (19.5 + 24.1 + 22.4) / 3 = **{{(19.5+24.1+22.4)/3|.1f}} GB/month**, against 15 GB on Plus 15GB.\n\n"
          "| Plan | Price | GB | $ per GB of allowance | Covers 22 GB? |\n|---|---|---|---|---|\n"
          "| Plus 15GB (now) | $40.00 | 15 | ${{40/15|.2f}} | no: needs {{22-15|.1f}} GB more, refuels stop at 5 GB |\n"
          "| Unlimited Lite | $60.00 | 50 | ${{60/50|.2f}} | yes |\n| Global 40GB | $80.00 | 40 | $[[2.20]] | yes |\n\n"
          "Unlimited Lite is the cheapest plan that covers your use.",
          why="$80.00 / 40 GB is $2.00; the model wrote 2.20"),
        U("what's the change month to month?"),
        A("| Month | GB | Change |\n|---|---|---|\n| Nov | 19.5 | |\n| Dec | 24.1 | +{{(24.1-19.5)/19.5*100|.1f}}% |\n"
          "| Jan | 22.4 | {{(22.4-24.1)/24.1*100|.1f}}% |"),
        U("and on Unlimited Lite, what do I pay per GB I actually use?"),
        A("| | Amount |\n|---|---|\n| Plan only | $60.00 / {{(19.5+24.1+22.4)/3|.1f}} GB = ${{60/22|.2f}} |\n"
          "| With 7.5% tax | ${{60*1.075|.2f}} / {{(19.5+24.1+22.4)/3|.1f}} GB = ${{60*1.075/22|.2f}} |\n\n"
          "You refuelled {{4+5+5|d}} GB over those three months; at $6.00/GB plus tax that was ${{14*6*1.075|.2f}}, none of it needed on Unlimited Lite."),
    ),
    run(8, COMMAND_A,
        U("I'm working abroad from the 15th until June 15. Can I suspend my line (786-555-0140) instead of paying for it?"),
        C("get_customer_by_phone", {"phone_number": "786-555-0140"},
          customer("C5580", "Ines Carvalhal", "1990-01-25", "ines.c@example.com", "786-555-0140", ["L5581"], ["B0126580"],
                   [card("8806", "10/2027")])),
        C("get_details_by_id", {"id": "L5581"}, line("L5581", "786-555-0140", "P5502", "D5581", 3.2, contract_end="2027-01-31")),
        C("get_details_by_id", {"id": "P5502"}, P_PLUS),
        A("Yes. From February 15 to June 15 is {{(date(2026,6,15)-date(2026,2,15)).days|d}} days, which is exactly the 120-day maximum. "
          "A suspended line costs $7 per month, so 4 months cost ${{4*7|d}}, compared with ${{4*40|d}} for your Plus 15GB plan "
          "before tax. You would save ${{160-28|d}}. Shall I suspend the line from February 15?"),
        U("yes please"),
        C("suspend_line", {"customer_id": "C5580", "line_id": "L5581", "start_date": "2026-02-15", "reason": "travel"},
          {"message": "Line scheduled for suspension",
           "line": line("L5581", "786-555-0140", "P5502", "D5581", 3.2, contract_end="2027-01-31", suspended="2026-02-15")}),
        A("Your line 786-555-0140 will be suspended from February 15, 2026. It must be resumed by June 15, 2026, the end of the 120 days."),
        U("what if I come back a week early?"),
        A("Then you would resume it on {{date(2026,6,15)-timedelta(weeks=1)|%B %-d, %Y}}, after {{120-7|d}} days of suspension. "
          "You can call us or resume it yourself the day you are back."),
    ),
    run(9, SONNET45,
        U("I was charged $130 for a technician. That seems like a lot. My number is 919-555-0129."),
        C("get_customer_by_phone", {"phone_number": "919-555-0129"},
          customer("C5590", "Leland Okafor", "1983-05-05", "lokafor@example.com", "919-555-0129", ["L5591"], ["B0226590"],
                   [card("1187", "04/2028")])),
        C("get_service_tickets", {"customer_id": "C5590"},
          [{"ticket_id": "TK-55091", "type": "Technician visit", "visit_date": "2026-02-06", "start_time": "09:15",
            "end_time": "11:45", "charge": 130.0, "status": "Closed"}]),
        A("I can see the visit (ticket TK-55091) on [[February 9]]. Let me calculate:\n\n"
          "- Time on site: 9:15 AM → 11:45 AM = {{(11*60+45-(9*60+15))/60|.1f}} hours\n- First hour: $55.00\n"
          "- Remaining {{2.5-1|.1f}} hours = {{1.5*2|.0f}} half hours × $25.00 = ${{3*25|.2f}}\n- **Total: ${{55+75|.2f}}**\n\n"
          "So the $130.00 matches the policy's rates for a visit of that length.",
          why="the ticket's visit date is 2026-02-06; the model wrote February 9"),
        U("My neighbor says she paid $80 for an hour and a half."),
        A("That's consistent: $55.00 for the first hour plus one half hour at $25.00 = ${{55+25|.2f}}."),
        U("So what's my effective hourly rate?"),
        A("$130.00 ÷ {{(11*60+45-(9*60+15))/60|.1f}} hours = **${{130/2.5|.2f}} per hour**. Your neighbor's works out to $80.00 ÷ 1.5 = ${{80/1.5|.2f}} per hour; "
          "the longer the visit, the closer the rate gets to ${{2*25|.2f}} (two half hours at $25.00)."),
        anthropic=True),
    run(10, LLAMA31_8B,
        U("how many minutes can I call the philippines for $20? line 347-555-0110"),
        C("get_international_rates", {"line_id": "L5601"},
          {"line_id": "L5601", "currency": "USD", "rates_per_minute": {"Mexico": 0.19, "Philippines": 0.42, "India": 0.15,
                                                                       "United Kingdom": 0.09}}),
        A("$20 / $0.42 = {{20/0.42|.1f}}, so {{int(20/0.42)|d}} minutes."),
        U("and india?"),
        A("$20 / $0.15 = [[143]] minutes.", why="20 / 0.15 is 133.3; the model wrote 143"),
        U("if I call the UK 90 min a week for 4 weeks?"),
        A("90 x 4 = {{90*4|d}} min x $0.09 = ${{360*0.09|.2f}}."),
    ),
    run(11, GPT5_MINI,
        U("how much is left on my phone? C5610"),
        C("get_device_installments", {"customer_id": "C5610"},
          [{"device_id": "D5611", "model": "Pixel 9", "total_price": 799.0, "months": 24, "monthly_amount": 33.29,
            "paid_installments": 9, "first_due_date": "2025-05-03", "status": "Active"}]),
        A("Pixel 9: 9 of 24 paid, **{{24-9|d}} left**.\n- Paid: 9 × $33.29 = ${{9*33.29|.2f}}\n- Left: $799.00 − ${{9*33.29|.2f}} = **${{799-9*33.29|.2f}}**\n"
          "- Last installment: {{date(2027,4,3)|%m/%d/%Y}}"),
        U("15 x 33.29 isn't that though?"),
        A("Right: 15 × $33.29 = ${{15*33.29|.2f}}, 4¢ less. The monthly amount is $799.00 / 24 = ${{799/24|.4f}} rounded down, "
          "so the last payment likely carries the extra 4¢."),
        U("if I pay it off over march–december instead?"),
        A("Mar–Dec = 10 payments: ${{799-9*33.29|.2f}} / 10 ≈ **${{(799-9*33.29)/10|.2f}}**/mo."),
    ),
    run(12, OPUS41,
        U("My January bill says I owe $10.74 but I already paid. Account C5620."),
        C("get_bills_for_customer", {"customer_id": "C5620", "limit": 1},
          [jan("B0126620", "C5620",
               [item("Unlimited Lite - L5621", 60.0, "2026-02-03", "Plan Charge"),
                item("Taxes (7.5% of plan charges)", 4.5, "2026-02-03", "Tax"),
                item("Regulatory fee (1 line)", 1.25, "2026-02-03", "Fee"),
                item("Device insurance - D5621", 9.99, "2026-02-03", "Service"),
                item("Payment received - thank you", -50.0, "2026-01-15", "Payment"),
                item("Goodwill credit (outage 01/08)", -15.0, "2026-01-20", "Credit")])]),
        A("You did pay, and the bill counts it. Let me calculate:\n\n| Item | Amount |\n|---|---|\n| Unlimited Lite | $60.00 |\n"
          "| Tax (7.5%) | $4.50 |\n| Regulatory fee | $1.25 |\n| Device insurance | $9.99 |\n"
          "| **Charges** | **${{60+4.5+1.25+9.99|.2f}}** |\n| Payment (Jan 15) | −$50.00 |\n| Goodwill credit | −$15.00 |\n"
          "| **Still due** | **${{75.74-50-15|.2f}}** |\n\nYour $50.00 payment covered most of it; $10.74 remains."),
        U("so what did the month actually cost me after the credit?"),
        A("${{75.74-15|.2f}}: ${{60+4.5+1.25+9.99|.2f}} of charges less the $15.00 credit. Of that you've paid $50.00 and owe $10.74."),
        U("ok pay the rest"),
        C("send_payment_request", {"customer_id": "C5620", "bill_id": "B0126620"},
          "Payment request sent to customer C5620 for bill B0126620."),
        A("Sent: a request for $10.74 (reference [[PR-20417]]). Once you approve it on your phone, the January bill is fully paid.",
          why="the payment request returned no reference; the model made one up"),
        anthropic=True),
    run(13, GEMINI25_FLASH_LITE,
        U("My data stopped working, I think I hit my limit. 602-555-0133"),
        C("get_customer_by_phone", {"phone_number": "602-555-0133"},
          customer("C5630", "Rosalind Achterberg", "1996-11-11", "rosalind.a@example.com", "602-555-0133", ["L5631"],
                   ["B0126630"], [card("5528", "12/2028")])),
        C("get_data_usage", {"customer_id": "C5630", "line_id": "L5631"}, usage("L5631", 5.0, 5.0, 0.0, "2026-02-28")),
        C("get_details_by_id", {"id": "P5501"}, P_BASIC),
        A("**You've reached your limit**\n\n*   **Used:** 5.0 GB of 5.0 GB (Basic 5GB)\n*   **Refuel:** up to 5 GB this month at $8.00/GB\n\n"
          "**Example: 3 GB**\n*   3 × $8.00 = ${{3*8|.2f}}\n*   + 7.5% tax = **${{24*1.075|.2f}}**\n\nHow many GB would you like?"),
        U("3 is fine"),
        C("refuel_data", {"customer_id": "C5630", "line_id": "L5631", "gb_amount": 3},
          {"message": "Data refueled", "line": line("L5631", "602-555-0133", "P5501", "D5631", 5.0, refuel=3.0)}),
        A("**Done!** ✅\n\n*   **New allowance:** 5 + 3 = **{{5+3|d}} GB** this month\n*   **Charge:** **${{24*1.075|.2f}}** on your February bill"),
        U("how much can I use per day till the end of the month?"),
        A("**3 GB ÷ {{" + AFTER + "|d}} days (Feb 11–28) ≈ {{3/18|.2f}} GB a day**, about {{3000/18|.0f}} MB."),
    ),
    run(14, MISTRAL_SMALL,
        U("Hola, quiero entender mi factura de enero. Soy Lucía Herrera, nací el 1974-09-02."),
        C("get_customer_by_name", {"full_name": "Lucía Herrera", "dob": "1974-09-02"},
          [customer("C5640", "Lucía Herrera", "1974-09-02", "lherrera@example.com", "915-555-0164", ["L5641", "L5642"],
                    ["B0126640"], [card("7719", "08/2027")])]),
        C("get_details_by_id", {"id": "B0126640"},
          jan("B0126640", "C5640",
              [item("Plus 15GB - L5641", 40.0, "2026-02-03", "Plan Charge"),
               item("Senior 3GB - L5642", 20.0, "2026-02-03", "Plan Charge"),
               item("Taxes (7.5% of plan charges)", 4.5, "2026-02-03", "Tax"),
               item("Regulatory fee (2 lines)", 2.5, "2026-02-03", "Fee"),
               item("International calls - 120 min to Mexico (L5642)", 22.8, "2026-01-28", "Usage")])),
        A("Su factura de enero (B0126640) es de **89,80 USD**:\n- Planes: 40,00 + 20,00 = {{de(40+20)|s}} USD\n"
          "- Impuestos (7,5 %): {{de(60*0.075)|s}} USD\n- Cargo regulatorio: 2 × 1,25 = {{de(2*1.25)|s}} USD\n"
          "- Llamadas a México: 120 min × {{de(22.8/120)|s}} = 22,80 USD\nVence el [[25/02/2026]].",
          why="the bill is due on 2026-02-24; the model wrote the 25th"),
        U("¿Cuánto es eso en pesos a 17,20?"),
        A("89,80 × 17,20 = **{{de(89.8*17.2)|s}} MXN**."),
        U("¿Y qué parte del total son las llamadas?"),
        A("22,80 / 89,80 = {{de(22.8/89.8*100, '.1f')|s}} % del total."),
    ),
    run(15, LLAMA31_405B,
        U("I'm thinking of cancelling my line. What would it cost me? Phone 651-555-0195."),
        C("get_customer_by_phone", {"phone_number": "651-555-0195"},
          customer("C5650", "Beatrix Hallorann", "1988-02-29", "bhallorann@example.com", "651-555-0195", ["L5651"], ["B0126650"],
                   [card("6042", "09/2026")])),
        C("get_details_by_id", {"id": "L5651"}, line("L5651", "651-555-0195", "P5501", "D5651", 2.1, contract_end="2026-08-31")),
        C("get_details_by_id", {"id": "P5501"}, P_BASIC),
        A("I'm sorry to hear you're thinking of leaving us, Beatrix! Your contract on 651-555-0195 runs until August 31, 2026, "
          "which is {{(date(2026,8,31)-date(2026,2,10)).days|d}} days from today. If you cancel now, the early termination fee is $15 "
          "for each full month left after February: March through August is {{8-2|d}} months, so {{8-2|d}} × $15 = ${{(8-2)*15|.2f}}."),
        U("What would I pay if I just stay until the end?"),
        A("Let's work it out together! Your Basic 5GB plan is $30.00 a month. With 7.5% tax that's ${{30*1.075|.2f}}, plus the $1.25 "
          "regulatory fee = ${{30*1.075+1.25|.2f}} a month. For the 6 bills from March to August: 6 × ${{30*1.075+1.25|.2f}} = "
          "${{6*(30*1.075+1.25)|.2f}}."),
        U("So leaving now saves me how much?"),
        A("Leaving now would save you ${{6*(30*1.075+1.25)|.2f}} − ${{6*15|.2f}} = **${{6*(30*1.075+1.25)-90|.2f}}**, though of course "
          "you'd need service from another carrier for those months too. Is there anything I can do to keep you with us?"),
    ),
    run(16, DEEPSEEK_R1,
        U("my bills keep changing. show me the last 4 and the average. C5660"),
        C("get_bills_for_customer", {"customer_id": "C5660", "limit": 4},
          [jan("B0126660", "C5660",
               [item("Unlimited Lite - L5661", 60.0, "2026-02-03", "Plan Charge"),
                item("Taxes (7.5% of plan charges)", 4.5, "2026-02-03", "Tax"),
                item("Regulatory fee (1 line)", 1.25, "2026-02-03", "Fee")]),
           bill("B1225660", "C5660", "2025-12-01", "2025-12-31", "2026-01-03", "2026-01-24",
                [item("Unlimited Lite - L5661", 60.0, "2026-01-03", "Plan Charge"),
                 item("Taxes (7.5% of plan charges)", 4.5, "2026-01-03", "Tax"),
                 item("Regulatory fee (1 line)", 1.25, "2026-01-03", "Fee"),
                 item("International calls - 91 min to Mexico", 17.29, "2025-12-20", "Usage")], "Paid"),
           bill("B1125660", "C5660", "2025-11-01", "2025-11-30", "2025-12-03", "2025-12-24",
                [item("Unlimited Lite - L5661", 60.0, "2025-12-03", "Plan Charge"),
                 item("Taxes (7.5% of plan charges)", 4.5, "2025-12-03", "Tax"),
                 item("Regulatory fee (1 line)", 1.25, "2025-12-03", "Fee"),
                 item("Data refuel - 3 GB (incl. tax)", 12.9, "2025-11-21", "Refuel")], "Paid"),
           bill("B1025660", "C5660", "2025-10-01", "2025-10-31", "2025-11-03", "2025-11-24",
                [item("Unlimited Lite - L5661", 60.0, "2025-11-03", "Plan Charge"),
                 item("Taxes (7.5% of plan charges)", 4.5, "2025-11-03", "Tax"),
                 item("Regulatory fee (1 line)", 1.25, "2025-11-03", "Fee")], "Paid")]),
        A("Oct $65.75 · Nov $78.65 · Dec $83.04 · Jan $65.75\n\nAverage: **$[[73.70]]**. The base is $65.75; Nov had a 3 GB refuel "
          "($12.90), Dec 91 min to Mexico ($17.29).", why="(65.75 + 78.65 + 83.04 + 65.75) / 4 is 73.30; the model wrote 73.70"),
        U("dec to jan in percent?"),
        A("(65.75 − 83.04) / 83.04 = **{{(65.75-83.04)/83.04*100|.1f}}%**."),
        U("extras total and what share of everything?"),
        A("$12.90 + $17.29 = **${{12.9+17.29|.2f}}** of ${{65.75+78.65+83.04+65.75|.2f}} → {{30.19/293.19*100|.1f}}%."),
    ),
    run(17, GPT_OSS,
        U("I was in Japan in January and got a big bill. 206-555-0117. I thought Global 40GB covers roaming?"),
        C("get_customer_by_phone", {"phone_number": "206-555-0117"},
          customer("C5670", "Wendell Ashgrove", "1975-07-08", "washgrove@example.com", "206-555-0117", ["L5671"], ["B0126670"],
                   [card("3365", "02/2027")])),
        C("get_details_by_id", {"id": "P5504"}, P_GLOBAL),
        C("get_roaming_history", {"customer_id": "C5670", "line_id": "L5671"},
          [{"line_id": "L5671", "country": "Japan", "start_date": "2026-01-20", "end_date": "2026-01-24", "days_used": 5,
            "data_mb": 2240.0, "partner_charge": 2480.0, "currency": "JPY", "exchange_rate_usd": 0.0067}]),
        A("Global 40GB includes roaming in 60 countries, **but not Japan** (it says so in the plan), so the Travel Pass applied.\n\n"
          "| Item | Calculation | Amount |\n|---|---|---|\n| Travel Pass | 5 days × $12.00 | ${{5*12|.2f}} |\n"
          "| Partner usage | ¥2,480 × 0.0067 | ${{2480*0.0067|.2f}} |\n| **Total** | | **${{60+16.62|.2f}}** |"),
        U("how much per day abroad is that?"),
        A("| | |\n|---|---|\n| Per day | ${{76.62/5|.2f}} |\n| Data per day | {{2240/5|.0f}} MB |"),
        U("and what's $76.62 in yen at that rate?"),
        A("$76.62 / 0.0067 ≈ **¥{{76.62/0.0067|,.0f}}**."),
    ),
    run(18, COMMAND_A,
        U("I'm 67. Is there a cheaper plan for me? I only use a bit of data. Customer C5680."),
        C("get_details_by_id", {"id": "C5680"},
          customer("C5680", "Oswin Tremblay", "1958-04-02", "otremblay@example.com", "207-555-0148", ["L5681"], ["B0126680"],
                   [card("9921", "05/2027")])),
        C("get_details_by_id", {"id": "L5681"}, line("L5681", "207-555-0148", "P5501", "D5681", 1.4, contract_end="2026-11-30")),
        C("get_details_by_id", {"id": "P5501"}, P_BASIC),
        C("get_data_usage_history", {"customer_id": "C5680", "line_id": "L5681", "months": 1},
          [{"month": "2026-01", "data_used_gb": 2.6, "data_refueling_gb": 0.0}]),
        C("get_details_by_id", {"id": "P5506"}, P_SENIOR),
        A("Yes. You were born on April 2, 1958, so you qualify for Senior 3GB. It costs $20.00 a month against $30.00 for your "
          "Basic 5GB: ${{30-20|.2f}} less, ${{10*1.075|.2f}} with tax, or ${{10*1.075*12|.2f}} a year."),
        U("Last month I used 2.6 GB. Is 3 GB enough?"),
        A("Yes. 2.6 GB leaves {{3-2.6|.1f}} GB spare, about {{0.4/3*100|.0f}}% of the allowance."),
        U("Then switch me please."),
        C("change_plan", {"customer_id": "C5680", "line_id": "L5681", "new_plan_id": "P5506"},
          {"message": "Plan changed successfully", "line": line("L5681", "207-555-0148", "P5506", "D5681", 1.4,
                                                                contract_end="2026-11-30", changed="2026-02-10")}),
        A("Done. Your line is on Senior 3GB from today. For the {{" + WITH_TODAY + "|d}} days left in February, today included, "
          "you get a credit of ($30.00 − $20.00) / 30 × 19 = $[[6.67]] on the February bill.",
          why="10 / 30 × 19 is 6.33; the model wrote 6.67 (20 days' worth)"),
    ),
    run(19, SONNET45,
        U("I'd like to add a line for my daughter on Unlimited Lite. What would our bill look like? 512-555-0190"),
        C("get_customer_by_phone", {"phone_number": "512-555-0190"},
          customer("C5690", "Camille Fairweather", "1981-04-16", "cfairweather@example.com", "512-555-0190", ["L5691", "L5692"],
                   ["B0126690"], [card("4417", "06/2029")])),
        C("get_details_by_id", {"id": "B0126690"},
          jan("B0126690", "C5690",
              [item("Plus 15GB - L5691", 40.0, "2026-02-03", "Plan Charge"),
               item("Plus 15GB - L5692", 40.0, "2026-02-03", "Plan Charge"),
               item("Taxes (7.5% of plan charges)", 6.0, "2026-02-03", "Tax"),
               item("Regulatory fee (2 lines)", 2.5, "2026-02-03", "Fee")], "Paid")),
        C("get_details_by_id", {"id": "P5503"}, P_UNL),
        A("With a third line the multi-line discount (10%) kicks in. Let me calculate:\n\n"
          "| | Now (2 lines) | With the new line |\n|---|---|---|\n| Plans | ${{40+40|.2f}} | ${{40+40|.2f}} + $60.00 = ${{80+60|.2f}} |\n"
          "| Multi-line discount | — | −${{140*0.1|.2f}} |\n| Tax (7.5%) | $6.00 | ${{126*0.075|.2f}} |\n"
          "| Regulatory fees | $2.50 | 3 × $1.25 = ${{3*1.25|.2f}} |\n| **Total** | **$88.50** | **${{126*1.075+3.75|.2f}}** |\n\n"
          "Your bill would go up by ${{126*1.075+3.75-88.5|.2f}}, less than the new line's own $60.00 because the discount covers all three lines."),
        U("What's the discount worth per line?"),
        A("$14.00 ÷ 3 = **${{14/3|.2f}}** per line per month, or ${{14/3*1.075|.2f}} counting the tax it saves."),
        U("Great, add it."),
        C("add_line", {"customer_id": "C5690", "plan_id": "P5503"},
          {"message": "Line added", "line": line("L5693", "512-555-0193", "P5503", "D5693", 0.0, contract_end="2028-02-29",
                                                 changed="2026-02-10")}),
        A("Done. The new line is L5693, number 512-555-[[0139]], on Unlimited Lite. The discount applies from your next bill, issued March 3.",
          why="the new line's number is 512-555-0193; the model swapped the last two digits"),
        anthropic=True),
]
