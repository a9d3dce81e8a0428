"""telecom7 runs: a tau2-bench-telecom-style agent (customers by phone, id or name and birth date,
lines, plans with refuelling prices, bills with line items: a 10% multi-line discount, plan charges
and travel taxed at 7.5%, a $2.50 access fee per line, TravelPass capped at 10 days and partner
usage in JPY and CAD at the record's rate, international minutes at rates; an overdue bill split in
three payments 14 days apart; plan changes and a new line by the day over June's 30 days; a
suspension of 8 weeks and its 120-day limit; device installments; a pool bill split by data;
technicians by the started half hour; device checks whose tools answer with bare status strings);
tool results and answers written here, in the styles of models the earlier telecom corpora used
little: DeepSeek V3 with `**Answer:**` and DeepSeek R1 brief, Qwen3 with numbered steps, Gemini 2.5
Flash with bold headers and nested bullets, Claude Sonnet 4.5 with "Let me calculate:" blocks, numbered
steps and tables (Anthropic envelopes), GPT-4.1-mini terse (`06/23`), Mistral Large chatty with `USD 20.78`
and `34.75 dollars`, Command R+ plain, Grok 3 brief and lower case; dates as `06/23`, `Sun Jun 21`,
`August 4`, `Thu Jun 18`."""

from _heldout14_models import (COMMAND_RPLUS, DEEPSEEK_R1, DEEPSEEK_V3, GEMINI25_FLASH, GPT41_MINI, GROK3, MISTRAL_LARGE,
                               QWEN3, SONNET45)
from _heldout14_telecom import POLICY, bill, card, customer, item, line, plan, usage
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"telecom7-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


P_BASIC = plan("P7701", "Basic 5GB", 5.0, 30.0, 8.0, "5 GB of data, unlimited talk and text in the US.")
P_PLUS = plan("P7702", "Plus 15GB", 15.0, 45.0, 6.0, "15 GB of data, unlimited talk and text, hotspot 5 GB.")
P_UNL = plan("P7703", "Unlimited 60", 100.0, 60.0, 5.0, "100 GB of high-speed data, hotspot 15 GB.")
P_FAMILY = plan("P7705", "Family Share 40", 40.0, 140.0, 5.0, "40 GB shared by up to 5 lines.")

# Today (2026-06-09) to the end of June, today included: 22 of June's 30 days.
DAYS = "((date(2026,6,30)-date(2026,6,9)).days+1)"


def may(bid: str, cid: str, items: list, status: str = "Issued") -> dict:
    """The bill of May 2026, issued June 1, due June 21."""
    return bill(bid, cid, "2026-05-01", "2026-05-31", "2026-06-01", "2026-06-21", items, status)


def cust(cid: str, name: str, dob: str, phone: str, lines: list, bills: list, last4: str) -> dict:
    email = name.lower().replace(" ", ".").replace("-", "") + "@example.com"
    return customer(cid, name, dob, email, phone, lines, bills, [card(last4, "11/2028")], created="2024-02-17 09:41:05")


RUNS = [
    run(1, DEEPSEEK_V3,
        U("why is my bill $123.60 when my plans only add up to $120?? 971-555-0134"),
        C("get_customer_by_phone", {"phone_number": "971-555-0134"},
          cust("C7710", "Tobias Lindqvist", "1984-10-03", "971-555-0134", ["L7711", "L7712", "L7713"], ["B0526710"], "6621")),
        C("get_details_by_id", {"id": "B0526710"},
          may("B0526710", "C7710",
              [item("Plus 15GB - L7711", 45.0, "2026-06-01", "Plan Charge"),
               item("Plus 15GB - L7712", 45.0, "2026-06-01", "Plan Charge"),
               item("Basic 5GB - L7713", 30.0, "2026-06-01", "Plan Charge"),
               item("Multi-line discount (10%)", -12.0, "2026-06-01", "Credit"),
               item("Taxes (7.5%)", 8.1, "2026-06-01", "Tax"),
               item("Line access fee (3 lines)", 7.5, "2026-06-01", "Fee")])),
        A("**Answer:** $45 + $45 + $30 = ${{45+45+30|.2f}}, minus the 10% multi-line discount ($12.00) = ${{120-12|.2f}}, "
          "plus 7.5% tax ($8.10) and 3 × $2.50 access = ${{3*2.5|.2f}} → **$123.60**. Due 06/21."),
        U("what if I cancel the basic line"),
        A("**Answer:** Two lines get no multi-line discount: ${{45+45|.2f}} + 7.5% (${{90*0.075|.2f}}) + 2 × $2.50 = "
          "**${{90*1.075+5|.2f}}** a month, ${{123.6-101.75|.2f}} less."),
        U("whats that per line, now vs after"),
        A("**Answer:** Now $123.60 / 3 = ${{123.6/3|.2f}} per line. After: ${{90*1.075+5|.2f}} / 2 = ${{101.75/2|.3f}} ≈ ${{101.75/2|.2f}} per line."),
        U("and over a year"),
        A("**Answer:** $123.60 × 12 = ${{123.6*12|,.2f}} vs ${{101.75|.2f}} × 12 = ${{101.75*12|,.2f}}: "
          "**${{21.85*12|,.2f}}** saved a year."),
    ),
    run(2, SONNET45,
        U("Hi, I'm Priya Venkataraman, born 1996-02-28. How much data do I have left this month?"),
        C("get_customer_by_name", {"full_name": "Priya Venkataraman", "dob": "1996-02-28"},
          [cust("C7720", "Priya Venkataraman", "1996-02-28", "408-555-0171", ["L7721"], ["B0526720"], "3090")]),
        C("get_data_usage", {"customer_id": "C7720", "line_id": "L7721"}, usage("L7721", 11.4, 15.0, 0.0, "2026-06-30")),
        A("1. You've used 11.4 GB of your 15 GB.\n2. Left: 15 − 11.4 = {{15-11.4|.1f}} GB.\n"
          "3. Days left in the cycle, today included: June 9 → June 30 = {{" + DAYS + "|d}} days.\n"
          "4. {{3.6|.1f}} GB ÷ {{22|d}} ≈ {{3.6/22|.2f}} GB, about {{3.6/22*1000|.0f}} MB a day."),
        U("How much to add 3 GB?"),
        C("get_details_by_id", {"id": "P7702"}, P_PLUS),
        A("1. Your plan, Plus 15GB, refuels at $6.00 per GB.\n2. 3 GB × $6.00 = $[[16.00]].\n"
          "3. Refuels aren't taxed, so that's the total.\n4. You'd have {{3.6|.1f}} + 3 = {{3.6+3|.1f}} GB, about "
          "{{6.6/22*1000|.0f}} MB a day.",
          why="3 GB at $6.00 is $18.00; the model wrote a wrong product"),
        U("ok do it"),
        C("refuel_data", {"customer_id": "C7720", "line_id": "L7721", "gb_amount": 3},
          {"message": "Refuelled 3.0 GB on line L7721.",
           "line": line("L7721", "408-555-0171", "P7702", "D7721", 11.4, refuel=3.0, contract_end="2027-03-31")}),
        A("1. Done: 3.0 GB added to L7721.\n2. Charge: 3 × $6.00 = ${{3*6|.2f}}, on the bill issued on the 1st.\n"
          "3. This cycle you now have 15 + 3 = {{15+3|d}} GB, with {{18-11.4|.1f}} GB left."),
        U("What's the most I could still add this month?"),
        A("1. The cap is 5 GB per cycle.\n2. You've refuelled 3 GB.\n3. So {{5-3|d}} GB more, at most 2 × $6.00 = ${{2*6|.2f}}."),

        anthropic=True),
    run(3, GEMINI25_FLASH,
        U("I was in Japan for 12 days, why did I only get charged 10 days of TravelPass? not complaining, just confused. 503-555-0163"),
        C("get_customer_by_phone", {"phone_number": "503-555-0163"},
          cust("C7730", "Marcus Okonkwo-Reyes", "1979-07-19", "503-555-0163", ["L7731"], ["B0526730"], "5518")),
        C("get_details_by_id", {"id": "B0526730"},
          may("B0526730", "C7730",
              [item("Plus 15GB - L7731", 45.0, "2026-06-01", "Plan Charge"),
               item("Taxes (7.5%)", 3.38, "2026-06-01", "Tax"),
               item("Line access fee (1 line)", 2.5, "2026-06-01", "Fee"),
               item("TravelPass - 10 days charged (Japan)", 120.0, "2026-05-25", "Roaming"),
               item("Roaming partner usage (JPY 2450)", 16.66, "2026-05-25", "Roaming"),
               item("Tax on travel (7.5%)", 10.25, "2026-05-25", "Tax")])),
        C("get_roaming_history", {"customer_id": "C7730", "line_id": "L7731"},
          [{"line_id": "L7731", "country": "Japan", "start_date": "2026-05-14", "end_date": "2026-05-25", "days_used": 12,
            "data_mb": 3140.0, "partner_charge": 2450.0, "currency": "JPY", "exchange_rate_usd": 0.0068}]),
        A("**TravelPass**\n* You used data abroad on **12 days** (May 14 – May 25).\n"
          "* TravelPass is $12 a day but **capped at 10 days** per cycle: 10 × $12 = **$120.00**.\n"
          "  * Without the cap it would have been 12 × $12 = ${{12*12|.2f}}, so the cap saved you **${{144-120|.2f}}**.\n\n"
          "**Partner usage**\n* ¥2,450 at the record's rate of 0.0068 = **$16.66**"),
        U("whats the total the trip cost me incl tax"),
        A("**Trip total**\n* TravelPass: $120.00\n* Partner usage: $16.66\n* Tax (7.5%): $10.25\n"
          "* **Total: ${{120+16.66+10.25|.2f}}**\n\n**Per day**\n* ${{146.91/12|.2f}} for each of the 12 days"),
        U("I'm going to Portugal june 18 for a week. What will that cost?"),
        A("**Portugal: Thu Jun 18 – {{date(2026,6,18)+timedelta(days=6)|%a %b %d}}**\n"
          "* 7 days × $12 = **${{7*12|.2f}}**\n  * Tax (7.5%): ${{84*0.075|.2f}}\n  * **Total: ${{84*1.075|.2f}}**, plus any partner usage\n\n"
          "**Good to know**\n* That's under the 10-day cap, so every day is charged."),
        U("how much data did I use a day in Japan?"),
        A("**Japan data**\n* 3,140 MB over 12 days = **{{3140/12|.0f}} MB a day**\n  * In all about [[3.4]] GB",
          why="3,140 MB is about 3.1 GB; the model wrote 3.4"),
    ),
    run(4, SONNET45,
        U("Hi, this is Eleanor Vasquez-Hale, customer C7740. I want to switch my line to Unlimited 60 today. What will it cost me this month?"),
        C("get_details_by_id", {"id": "C7740"},
          cust("C7740", "Eleanor Vasquez-Hale", "1991-12-11", "619-555-0145", ["L7741"], ["B0526740"], "2284")),
        C("get_details_by_id", {"id": "L7741"}, line("L7741", "619-555-0145", "P7701", "D7741", 3.2, contract_end="2027-05-31")),
        C("get_details_by_id", {"id": "P7701"}, P_BASIC),
        C("get_details_by_id", {"id": "P7703"}, P_UNL),
        A("Let me calculate:\n\n```\nDays left in June (today included): June 9 → June 30 = {{" + DAYS + "|d}} of 30\n"
          "Credit Basic 5GB:    $30.00 × 22/30 = −${{30*22/30|.2f}}\nCharge Unlimited 60: $60.00 × 22/30 =  ${{60*22/30|.2f}}\n"
          "Net:                                  ${{44-22|.2f}}\nTax (7.5%):                            ${{22*0.075|.2f}}\n"
          "This month:                           ${{22*1.075|.2f}}\n```\n\nShall I make the change?"),
        U("yes"),
        C("change_plan", {"customer_id": "C7740", "line_id": "L7741", "new_plan_id": "P7703"},
          {"message": "Plan changed to Unlimited 60 on line L7741.",
           "line": line("L7741", "619-555-0145", "P7703", "D7741", 3.2, contract_end="2027-05-31", changed="2026-06-09")}),
        A("Done — L7741 is on **Unlimited 60** as of today.\n\n| | Amount |\n|---|---|\n| Prorated change (June 9–30) | ${{44-22|.2f}} |\n"
          "| Tax (7.5%) | ${{22*0.075|.2f}} |\n| **On your next bill** | **${{22*1.075|.2f}}** |\n\n"
          "From July a full month is $60.00 + ${{60*0.075|.2f}} tax + $2.50 access = **${{60*1.075+2.5|.2f}}**."),
        U("How does that compare to what I paid before, over a year?"),
        A("Let me calculate:\n\n- Before: ($30.00 + ${{30*0.075|.2f}} tax + $2.50) × 12 = **${{(30*1.075+2.5)*12|,.2f}}**\n"
          "- After: ${{60*1.075+2.5|.2f}} × 12 = **${{67*12|,.2f}}**\n\nThat's ${{804-417|,.2f}} more a year, "
          "about {{(804-417)/417*100|.0f}}% more."),
        U("And the price per GB of each?"),
        A("| Plan | Data | Price | Per GB |\n|---|---|---|---|\n| Basic 5GB | 5 GB | $30.00 | ${{30/5|.2f}} |\n"
          "| Unlimited 60 | 100 GB high-speed | $60.00 | ${{60/100|.2f}} |\n\nTen times as much data per dollar."),
        anthropic=True),
    run(5, GPT41_MINI,
        U("can't pay my overdue bill all at once, can you split it? customer C7750"),
        C("get_details_by_id", {"id": "C7750"},
          cust("C7750", "Dmitri Halvorsen", "1988-05-30", "720-555-0119", ["L7751"], ["B0426750", "B0526750"], "7043")),
        C("get_details_by_id", {"id": "B0426750"},
          bill("B0426750", "C7750", "2026-04-01", "2026-04-30", "2026-05-01", "2026-05-21",
               [item("Plus 15GB - L7751", 45.0, "2026-05-01", "Plan Charge"),
                item("Taxes (7.5%)", 3.38, "2026-05-01", "Tax"),
                item("Line access fee (1 line)", 2.5, "2026-05-01", "Fee"),
                item("Data refuel 4 GB - L7751", 24.0, "2026-04-22", "Add-on"),
                item("Late fee", 7.5, "2026-05-22", "Fee")], "Overdue")),
        A("Overdue: **$82.38** (B0426750, incl. $7.50 late fee). 3 payments of ${{82.38/3|.2f}}: today, "
          "{{date(2026,6,9)+timedelta(days=14)|%m/%d}} and {{date(2026,6,9)+timedelta(days=28)|%m/%d}}. OK?"),
        U("yes"),
        C("create_payment_arrangement", {"bill_id": "B0426750", "installments": 3},
          {"arrangement_id": "PA-775012", "bill_id": "B0426750",
           "installments": [{"amount": 27.46, "due_date": "2026-06-09"}, {"amount": 27.46, "due_date": "2026-06-23"},
                            {"amount": 27.46, "due_date": "2026-07-07"}], "status": "Active"}),
        A("Done. PA-775012: $27.46 today, 06/23 and [[07/08]]. Total ${{27.46*3|.2f}}.",
          why="the arrangement's last payment is due 2026-07-07; the model wrote the next day"),
        U("without the late fee what would each be"),
        A("${{82.38-7.5|.2f}} / 3 = ${{74.88/3|.2f}} each."),
        U("how much of it was the refuel"),
        A("$24.00 of ${{82.38|.2f}}, {{24/82.38*100|.1f}}%. That's 4 GB × ${{24/4|.2f}}."),
    ),
    run(6, MISTRAL_LARGE,
        U("Hello! My international calls were $20.78 last month?? Can you break that down? I'm Agnieszka Borowska, customer C7760."),
        C("get_details_by_id", {"id": "C7760"},
          cust("C7760", "Agnieszka Borowska", "1975-03-09", "312-555-0150", ["L7761"], ["B0526760"], "9912")),
        C("get_international_usage", {"customer_id": "C7760", "line_id": "L7761", "month": "2026-05"},
          [{"country": "Poland", "minutes": 85, "rate_per_minute": 0.12},
           {"country": "Nigeria", "minutes": 22, "rate_per_minute": 0.39},
           {"country": "Mexico", "minutes": 40, "rate_per_minute": 0.05}]),
        A("Of course, Agnieszka! Here's how the USD 20.78 comes together:\n\n"
          "- Poland: 85 minutes × USD 0.12 = USD {{85*0.12|.2f}}\n- Nigeria: 22 minutes × USD 0.39 = USD {{22*0.39|.2f}}\n"
          "- Mexico: 40 minutes × USD 0.05 = USD {{40*0.05|.2f}}\n\nThat's {{85+22+40|d}} minutes in all and USD {{10.2+8.58+2|.2f}} "
          "before tax; with the 7.5% tax it comes to USD {{20.78*1.075|.2f}}. I hope that clears it up!"),
        U("What's that per minute on average?"),
        A("Great question! USD 20.78 over {{147|d}} minutes is about {{20.78/147*100|.1f}} cents a minute before tax, or "
          "{{22.34/147*100|.1f}} cents with tax. Poland alone is 12 cents, so the Mexico calls bring the average down quite a bit."),
        U("If I want to keep calls under $30 a month with tax, how many minutes to Poland is that?"),
        A("With tax, each minute to Poland costs 0.12 × 1.075 = {{0.12*1.075|.3f}} dollars. So USD 30 buys 30 ÷ {{0.129|.3f}} ≈ "
          "**{{30/0.129|.0f}} minutes**, a little under four hours of calls."),
        U("And compared to April? I think April was $14.40."),
        A("Thanks for checking that! If April was USD 14.40 as you say, May's USD 20.78 is USD {{20.78-14.4|.2f}} more, "
          "an increase of about {{(20.78-14.4)/14.4*100|.0f}}%."),
    ),
    run(7, COMMAND_RPLUS,
        U("I'm going abroad for 8 weeks starting today. Can you suspend my line? 415-555-0127"),
        C("get_customer_by_phone", {"phone_number": "415-555-0127"},
          cust("C7770", "Rosalind Achebe", "1990-01-25", "415-555-0127", ["L7771"], ["B0526770"], "4150")),
        C("get_details_by_id", {"id": "L7771"}, line("L7771", "415-555-0127", "P7702", "D7771", 6.8, contract_end="2027-02-28")),
        A("I can suspend line L7771 (415-555-0127) from today, June 9, for 8 weeks. It would resume automatically on "
          "{{date(2026,6,9)+timedelta(weeks=8)|%B %-d}}. A suspension costs $5 a month, so about "
          "${{2*5|.2f}} for the two months, instead of $45.00 a month on Plus 15GB. Shall I go ahead?"),
        U("yes"),
        C("suspend_line", {"customer_id": "C7770", "line_id": "L7771", "days": 56},
          {"message": "Line L7771 suspended for 56 days.",
           "line": line("L7771", "415-555-0127", "P7702", "D7771", 6.8, status="Suspended", contract_end="2027-02-28",
                        suspended="2026-06-09")}),
        A("Your line L7771 is suspended as of 2026-06-09 for 56 days. It will come back on [[August 5]]. You will pay $5 a "
          "month while it is suspended.",
          why="56 days from June 9 is August 4, as the previous answer said; the model wrote a day later"),
        U("How much do I save overall?"),
        A("Over the two months you would have paid 2 × ($45.00 + ${{45*0.075|.2f}} tax + $2.50) = ${{2*(45+3.38+2.5)|.2f}}. "
          "Suspended, you pay 2 × $5.00 = ${{2*5|.2f}}, so you save ${{101.76-10|.2f}}."),
        U("Could I extend it later? What's the latest it could run to?"),
        A("Yes. The longest suspension is 120 days, so counted from June 9 the latest resume date is "
          "{{date(2026,6,9)+timedelta(days=120)|%B %-d}}, {{120-56|d}} days after the current end."),
    ),
    run(8, GROK3,
        U("how much is left on my phone and when is it paid off. jasper thornquist, 11/14/1993"),
        C("get_customer_by_name", {"full_name": "Jasper Thornquist", "dob": "1993-11-14"},
          [cust("C7780", "Jasper Thornquist", "1993-11-14", "206-555-0181", ["L7781"], ["B0526780"], "8807")]),
        C("get_device_installments", {"customer_id": "C7780", "line_id": "L7781"},
          {"device_id": "D7781", "model": "Pixel 9 Pro", "total_price": 799.99, "monthly_installment": 33.33,
           "final_installment": 33.4, "installments_total": 24, "installments_paid": 9,
           "first_installment_date": "2025-09-01", "remaining_balance": 500.02}),
        A("paid 9 of 24 installments of $33.33 (${{9*33.33|.2f}}, {{9/24*100|.1f}}% of the payments). left: **$500.02** over "
          "{{24-9|d}} more, the last one $33.40 on {{date(2027,8,1)|%b %-d, %Y}}."),
        U("if I cancel my line what do I owe"),
        A("the whole $500.02 at once, plus this month's bill. that's about {{500.02/33.33|.0f}} months of payments in one go."),
        U("whats 2 x $33.33 vs paying off half now"),
        A("2 x $33.33 = ${{2*33.33|.2f}}. half the balance is ${{500.02/2|.2f}}; paying that now leaves ${{500.02-250.01|.2f}}, "
          "about {{250.01/33.33|.1f}} installments' worth."),
        U("what does the phone cost me per month if I keep it 3 years"),
        A("$799.99 / 36 = ${{799.99/36|.2f}} a month over 3 years, vs $33.33 while you're paying it off."),
    ),
    run(9, DEEPSEEK_R1,
        U("my data is super slow even on 5G, phone 929-555-0102"),
        C("get_customer_by_phone", {"phone_number": "929-555-0102"},
          cust("C7790", "Hana Kobayashi-Ortiz", "2000-08-21", "929-555-0102", ["L7791"], ["B0526790"], "1276")),
        C("check_status_bar", {}, "Status Bar: Signal: 5G (3 bars) | Airplane Mode: OFF | Mobile Data: ON | Data Saver: ON | "
                                  "VPN: Not Connected | Battery: 64%"),
        C("run_speed_test", {}, "Speed Test: Download 4.2 Mbps | Upload 1.1 Mbps | Latency 61 ms"),
        C("toggle_data_saver", {}, "Data Saver: OFF"),
        C("run_speed_test", {}, "Speed Test: Download 86.5 Mbps | Upload 12.4 Mbps | Latency 24 ms"),
        A("**Answer:** Data Saver was ON; I turned it off. Download 4.2 → 86.5 Mbps (≈{{86.5/4.2|.1f}}× faster), upload "
          "1.1 → [[14.2]] Mbps, latency 61 → 24 ms.",
          why="the second speed test's upload is 12.4 Mbps; the model swapped two digits"),
        U("how long to download a 1.5 GB game now"),
        A("**Answer:** 1.5 GB = {{1.5*8000|,.0f}} megabits; {{12000|,d}} / 86.5 ≈ {{12000/86.5|.0f}} s, about "
          "{{12000/86.5/60|.1f}} min. At 4.2 Mbps it would have been ~{{12000/4.2/60|.0f}} min."),
        U("latency improvement in percent?"),
        A("**Answer:** (61 − 24) / 61 ≈ {{(61-24)/61*100|.0f}}% lower."),
        U("is my data usage ok this month?"),
        C("get_data_usage", {"customer_id": "C7790", "line_id": "L7791"}, usage("L7791", 22.7, 30.0, 0.0, "2026-06-30")),
        A("**Answer:** 22.7 of 30 GB used; {{30-22.7|.1f}} GB left for {{" + DAYS + "|d}} days (≈{{7.3/22*1000|.0f}} MB/day). "
          "The 1.5 GB game would leave {{7.3-1.5|.1f}} GB."),
    ),
    run(10, QWEN3,
        U("Our family bill is $145.45. Can you split it between our 4 lines? Customer C7800."),
        C("get_details_by_id", {"id": "C7800"},
          cust("C7800", "Colm Abernathy", "1970-06-02", "617-555-0190", ["L7801", "L7802", "L7803", "L7804"], ["B0526800"], "3391")),
        C("get_details_by_id", {"id": "B0526800"},
          may("B0526800", "C7800",
              [item("Family Share 40 (4 lines)", 140.0, "2026-06-01", "Plan Charge"),
               item("Multi-line discount (10%)", -14.0, "2026-06-01", "Credit"),
               item("Taxes (7.5%)", 9.45, "2026-06-01", "Tax"),
               item("Line access fee (4 lines)", 10.0, "2026-06-01", "Fee")])),
        C("get_pool_usage", {"customer_id": "C7800", "month": "2026-05"},
          {"plan_id": "P7705", "pool_gb": 40.0, "cycle_end_date": "2026-05-31",
           "lines": [{"line_id": "L7801", "data_used_gb": 14.6}, {"line_id": "L7802", "data_used_gb": 9.2},
                     {"line_id": "L7803", "data_used_gb": 11.8}, {"line_id": "L7804", "data_used_gb": 2.4}]}),
        A("1. May's bill B0526800: $140.00 − $14.00 + $9.45 + $10.00 = **$145.45**.\n"
          "2. Split evenly: $145.45 ÷ 4 = **${{145.45/4|.2f}}** per line.\n"
          "3. Pool used in May: 14.6 + 9.2 + 11.8 + 2.4 = {{14.6+9.2+11.8+2.4|.1f}} GB of 40 GB."),
        U("Split it by how much data each line used instead."),
        A("1. Shares of {{38|.1f}} GB: L7801 {{14.6/38*100|.1f}}%, L7802 {{9.2/38*100|.1f}}%, L7803 {{11.8/38*100|.1f}}%, "
          "L7804 {{2.4/38*100|.1f}}%.\n2. Times $145.45: L7801 **${{145.45*14.6/38|.2f}}**, L7802 **${{145.45*9.2/38|.2f}}**, "
          "L7803 **$[[45.71]]**, L7804 **${{145.45*2.4/38|.2f}}**.\n3. Together they make the $145.45.",
          why="145.45 × 11.8 / 38 is 45.17; the model swapped the last two digits"),
        U("How much did we leave unused in the pool?"),
        A("1. Left: 40 − {{38|.1f}} = {{40-38|.1f}} GB.\n2. Per line: {{2|.1f}} ÷ 4 = {{2/4|.1f}} GB.\n"
          "3. That's {{2/40*100|.0f}}% of the pool."),
        U("And the cost per GB we actually used?"),
        A("1. $145.45 ÷ {{38|.1f}} GB = **${{145.45/38|.2f}}** per GB.\n2. The plan alone, if all 40 GB were used: "
          "$140.00 ÷ 40 = ${{140/40|.2f}} per GB."),
    ),
    run(11, GEMINI25_FLASH,
        U("my bills feel like they keep going up. what's my average over the last 3? customer C7810"),
        C("get_details_by_id", {"id": "C7810"},
          cust("C7810", "Saoirse McAllister-Diaz", "1987-09-16", "651-555-0137", ["L7811", "L7812"],
               ["B0326810", "B0426810", "B0526810"], "6645")),
        C("get_bill_history", {"customer_id": "C7810"},
          [{"bill_id": "B0326810", "period": "2026-03", "total_due": 118.4, "due_date": "2026-04-21", "status": "Paid"},
           {"bill_id": "B0426810", "period": "2026-04", "total_due": 131.05, "due_date": "2026-05-21", "status": "Paid"},
           {"bill_id": "B0526810", "period": "2026-05", "total_due": 124.62, "due_date": "2026-06-21", "status": "Issued"}]),
        A("**Your last three bills**\n* **March:** $118.40\n* **April:** $131.05\n* **May:** $124.62\n\n"
          "**Average**\n* $118.40 + $131.05 + $124.62 = ${{118.4+131.05+124.62|.2f}}\n* ÷ 3 = **$[[124.96]]** a month",
          why="374.07 / 3 is 124.69; the model swapped the last two digits"),
        U("how much did it change april to may?"),
        A("**April → May**\n* ${{131.05-124.62|.2f}} less\n* A drop of **{{(131.05-124.62)/131.05*100|.1f}}%**\n\n"
          "**March → May**\n* ${{124.62-118.4|.2f}} more, **+{{(124.62-118.4)/118.4*100|.1f}}%**"),
        U("If I pay May's bill in two halves, the second two weeks after the due date, is there a late fee?"),
        A("**Two halves**\n* Each half: $124.62 ÷ 2 = **${{124.62/2|.2f}}**\n\n**Timing**\n* May's bill is due **Sun Jun 21**.\n"
          "* Two weeks later is **{{date(2026,6,21)+timedelta(weeks=2)|%a %b %-d}}**, after the due date, so "
          "the **$7.50 late fee** would apply.\n  * Total then: **${{124.62+7.5|.2f}}**"),
        U("whats my yearly spend at this average"),
        A("**Yearly estimate**\n* ${{374.07/3|.2f}} × 12 = **${{374.07/3*12|,.2f}}**\n  * Roughly **1.5k** a year"),
    ),
    run(12, SONNET45,
        U("I'm Canadian — could you show me my May bill in Canadian dollars? Use the rate on my roaming record. Customer C7820."),
        C("get_details_by_id", {"id": "C7820"},
          cust("C7820", "Étienne Beaulieu", "1983-04-27", "802-555-0156", ["L7821"], ["B0526820"], "0733")),
        C("get_details_by_id", {"id": "B0526820"},
          may("B0526820", "C7820",
              [item("Basic 5GB - L7821", 30.0, "2026-06-01", "Plan Charge"),
               item("Taxes (7.5%)", 2.25, "2026-06-01", "Tax"),
               item("Line access fee (1 line)", 2.5, "2026-06-01", "Fee"),
               item("TravelPass - 5 days (Canada)", 60.0, "2026-05-06", "Roaming"),
               item("Roaming partner usage (CAD 31.50)", 23.0, "2026-05-06", "Roaming"),
               item("Tax on travel (7.5%)", 6.23, "2026-05-06", "Tax")])),
        C("get_roaming_history", {"customer_id": "C7820", "line_id": "L7821"},
          [{"line_id": "L7821", "country": "Canada", "start_date": "2026-05-02", "end_date": "2026-05-06", "days_used": 5,
            "data_mb": 1260.0, "partner_charge": 31.5, "currency": "CAD", "exchange_rate_usd": 0.73}]),
        A("Let me calculate:\n\nYour May bill is **$123.98 USD**. The roaming record's rate is 0.73 USD per CAD, so "
          "$123.98 ÷ 0.73 = **CA${{123.98/0.73|.2f}}**.\n\n| Charge | USD | CAD |\n|---|---|---|\n"
          "| Basic 5GB + tax + access | ${{30+2.25+2.5|.2f}} | CA${{34.75/0.73|.2f}} |\n| TravelPass (5 days) | $60.00 | CA${{60/0.73|.2f}} |\n"
          "| Partner usage | $23.00 | CA$31.50 |\n| Travel tax | $6.23 | CA${{6.23/0.73|.2f}} |"),
        U("What did the trip cost per day, all in?"),
        A("Let me calculate:\n\n($60.00 + $23.00 + $6.23) ÷ 5 days = **${{(60+23+6.23)/5|.2f}}** a day, or "
          "CA${{89.23/5/0.73|.2f}}."),
        U("I'm going back from June 26 to July 8. Will I hit the 10-day cap?"),
        A("Let me calculate:\n\n- June 26 → June 30: {{(date(2026,6,30)-date(2026,6,26)).days+1|d}} days in June's cycle\n"
          "- July 1 → July 8: {{(date(2026,7,8)-date(2026,7,1)).days+1|d}} days in July's cycle\n\n"
          "The cap is per cycle, so neither month reaches it: ${{5*12|d}} + ${{8*12|d}} = **${{5*12+8*12|.2f}}** of TravelPass "
          "before tax, **${{156*1.075|.2f}}** with it."),
        U("And if the whole trip fell in one cycle?"),
        A("Then the {{(date(2026,7,8)-date(2026,6,26)).days+1|d}} days would be capped at 10: 10 × $12 = $120.00, saving "
          "${{156-120|.2f}} before tax, ${{36*1.075|.2f}} with it, about CA${{38.7/0.73|.2f}}."),
        anthropic=True),
    run(13, MISTRAL_LARGE,
        U("Hi there! I'd like to add a line for my son on the Basic 5GB plan. What would it cost? Customer C7830."),
        C("get_details_by_id", {"id": "C7830"},
          cust("C7830", "Wilhelmina Osei", "1977-11-08", "510-555-0112", ["L7831", "L7832"], ["B0526830"], "2610")),
        C("get_details_by_id", {"id": "P7701"}, P_BASIC),
        A("Absolutely, happy to help! Here's what adding a Basic 5GB line today would cost:\n\n"
          "- Activation fee (one-time): USD 25.00\n- Basic 5GB for the rest of June, {{" + DAYS + "|d}} of 30 days: 30.00 × 22 / 30 = "
          "USD {{30*22/30|.2f}}\n- Tax (7.5%) on the plan: USD {{22*0.075|.2f}}\n- Line access fee: USD 2.50\n\n"
          "First bill for the new line: **USD {{25+22+1.65+2.5|.2f}}**. From July it will be {{30*1.075+2.5|.2f}} dollars a month "
          "before any discount."),
        U("Yes please, go ahead."),
        C("add_line", {"customer_id": "C7830", "plan_id": "P7701"},
          {"message": "Line L7833 added with plan P7701.", "activation_fee": 25.0,
           "line": line("L7833", "510-555-0188", "P7701", "D7833", 0.0, contract_end="2028-06-30", changed="2026-06-09")}),
        A("Wonderful, it's done! Your son's new line is **L7833**, number 510-555-0188, active from today. Your confirmation "
          "number is [[ACT-58830217]]. The USD 25.00 activation fee will be on your next bill.",
          why="add_line returned no confirmation number; the model made one up"),
        U("Now that I have 3 lines, do I get a discount?"),
        C("get_details_by_id", {"id": "L7831"}, line("L7831", "510-555-0112", "P7702", "D7831", 9.9, contract_end="2027-01-31")),
        C("get_details_by_id", {"id": "L7832"}, line("L7832", "510-555-0147", "P7702", "D7832", 4.1, contract_end="2027-01-31")),
        A("Yes! With three lines you qualify for the 10% multi-line discount on plan charges. From July:\n\n"
          "- Plans: 45.00 + 45.00 + 30.00 = USD {{45+45+30|.2f}}\n- Discount 10%: −USD {{120*0.1|.2f}}\n"
          "- Tax 7.5% on USD {{108|.2f}}: USD {{108*0.075|.2f}}\n- Access fees: 3 × 2.50 = USD {{3*2.5|.2f}}\n\n"
          "Monthly total: **USD {{108*1.075+7.5|.2f}}**"),
        U("So what does the third line really add per month?"),
        A("Before, your two lines cost {{45+45|.2f}} + {{90*0.075|.2f}} tax + 5.00 = USD {{90*1.075+5|.2f}} a month. Now it will be "
          "USD {{108*1.075+7.5|.2f}}, so the third line adds USD {{123.6-101.75|.2f}}, less than its 30.00 list price thanks to "
          "the discount on all three lines."),
    ),
    run(14, GPT41_MINI,
        U("no service at all on my phone since this morning. 734-555-0166"),
        C("get_customer_by_phone", {"phone_number": "734-555-0166"},
          cust("C7840", "Bartholomew Nakamura", "1969-02-14", "734-555-0166", ["L7841"], ["B0526840"], "5002")),
        C("check_sim_status", {}, "SIM Status: Active | Carrier: OK | ICCID: 8901260771840019974"),
        C("check_status_bar", {}, "Status Bar: Signal: No Service | Airplane Mode: OFF | Mobile Data: ON | Data Saver: OFF | "
                                  "VPN: Not Connected | Battery: 88%"),
        C("reset_network_settings", {}, "Network settings reset. Signal: No Service"),
        C("schedule_technician", {"customer_id": "C7840", "date": "2026-06-23", "window": "13:00-17:00"},
          {"ticket_id": "TK-447102", "date": "2026-06-23", "window": "13:00-17:00", "rate_per_hour": 45.0,
           "billing_increment_minutes": 30}),
        A("SIM active, airplane mode off, reset didn't help. Booked a technician: TK-447102, Tue 06/23, 1–5 PM. $45/h, "
          "billed per started half hour."),
        U("if he takes 1h40?"),
        A("1h40 = {{60+40|d}} min → {{-(-100//30)|d}} started half hours = 2 h → ${{2*45|.2f}}."),
        U("and 45 min?"),
        A("45 min → 2 half hours → $[[54.00]]. Each half hour is ${{45/2|.2f}}.",
          why="two half hours at $45 an hour are $45.00; the model swapped the digits"),
        U("how many days away is the visit? I'm off from the 20th for a week"),
        A("06/23 is {{(date(2026,6,23)-date(2026,6,9)).days|d}} days from today. A week off from 06/20 runs to "
          "{{date(2026,6,20)+timedelta(days=6)|%m/%d}}, so the visit falls in it."),
    ),
    run(15, GROK3,
        U("am I on the right plan? check my usage. ingrid fairweather-lund, 1994-03-30"),
        C("get_customer_by_name", {"full_name": "Ingrid Fairweather-Lund", "dob": "1994-03-30"},
          [cust("C7850", "Ingrid Fairweather-Lund", "1994-03-30", "303-555-0175", ["L7851"], ["B0526850"], "7718")]),
        C("get_details_by_id", {"id": "L7851"}, line("L7851", "303-555-0175", "P7702", "D7851", 4.6, contract_end="2027-09-30")),
        C("get_data_usage_history", {"customer_id": "C7850", "line_id": "L7851", "months": 6},
          [{"month": "2025-12", "data_used_gb": 8.2}, {"month": "2026-01", "data_used_gb": 9.7},
           {"month": "2026-02", "data_used_gb": 12.4}, {"month": "2026-03", "data_used_gb": 10.1},
           {"month": "2026-04", "data_used_gb": 11.9}, {"month": "2026-05", "data_used_gb": 13.3}]),
        A("6 months: 8.2 + 9.7 + 12.4 + 10.1 + 11.9 + 13.3 = {{8.2+9.7+12.4+10.1+11.9+13.3|.1f}} GB, avg "
          "{{65.6/6|.2f}} GB/mo. peak 13.3 in may. plus 15GB fits."),
        U("trend?"),
        A("dec → may: 8.2 → 13.3, +{{(13.3-8.2)/8.2*100|.0f}}%. last 3 months avg {{(10.1+11.9+13.3)/3|.2f}} vs first 3 "
          "{{(8.2+9.7+12.4)/3|.2f}}."),
        U("would basic 5GB plus refuels be cheaper"),
        C("get_details_by_id", {"id": "P7701"}, P_BASIC),
        A("no. at your {{65.6/6|.2f}} GB average you'd need ~{{10.93-5|.1f}} GB extra, but refuels cap at 5 GB. even 5 GB × $8 = "
          "${{5*8|.2f}} → ${{30+40|.2f}} a month vs $45.00 now."),
        U("how much headroom at peak"),
        A("15 − 13.3 = {{15-13.3|.1f}} GB at the peak; may used {{13.3/15*100|.0f}}% of the plan."),
    ),
]
