"""telecom6 runs: a tau2-bench-telecom-style agent (customers by phone, id or name and birth date,
lines, plans with refuelling prices, bills with line items: plan charges taxed at 8.25% after a $5
autopay discount per line, a $1.99 network access fee per line, refuels and their tax, international
minutes, Day Passes and partner usage in GBP, EUR and MXN at a carried rate, payments and credits
as negative items; a 5% late fee; plan changes charged by the day at the yearly price over 365;
suspensions of up to 90 days at $8 a month; device installments; technicians by the quarter hour;
device checks whose tools answer with bare status strings); tool results and answers written here,
in the styles of models no earlier telecom corpus used: GPT-5 and Grok 3 mini brief, Claude Haiku
4.5 with "Let me calculate:" blocks (Anthropic envelopes), Kimi K2 and GLM-4.5 with tables, Gemini
2.0 Flash-Lite with bold headers and nested bullets, Llama 3.2 3B terse, Ministral 8B with
`USD 54.99` and `54.99 dollars`, Phi-4 and Command R7B plain; dates as `3/30`, `30 March`,
`Wed Apr 1`, `17/05`."""

from _heldout13_models import (COMMAND_R7B, GEMINI20_FLASH_LITE, GLM45, GPT5, GROK3_MINI, HAIKU45, KIMI_K2, LLAMA32_3B,
                               MINISTRAL_8B, PHI4)
from _heldout13_telecom import POLICY, bill, card, customer, device, item, line, plan, usage
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"telecom6-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


P_START = plan("P6601", "Starter 8GB", 8.0, 35.0, 7.0, "8 GB of data, unlimited talk and text in the US.")
P_EVERY = plan("P6602", "Everyday 25GB", 25.0, 50.0, 5.0, "25 GB of data, unlimited talk and text, hotspot 5 GB.")
P_MAX = plan("P6603", "Unlimited Max", 100.0, 75.0, 3.0, "100 GB of high-speed data; roaming in Canada and Mexico included.")
P_TALK = plan("P6604", "Talk & Text 2GB", 2.0, 20.0, 10.0, "2 GB of data, unlimited talk and text.")
P_POOL = plan("P6605", "Family Pool 60", 60.0, 110.0, 4.0, "60 GB shared by up to 4 lines.")

# Today (2026-03-18) to the end of the cycle (2026-04-11), today included: the policy's proration.
DAYS = "((date(2026,4,11)-date(2026,3,18)).days+1)"


def feb(bid: str, cid: str, items: list, status: str = "Issued") -> dict:
    """The bill of the cycle Feb 12 - Mar 11, issued Mar 12, due 18 days later."""
    return bill(bid, cid, "2026-02-12", "2026-03-11", "2026-03-12", "2026-03-30", items, status)


def status_bar(signal: str, data: str, saver: str, vpn: str, battery: int) -> str:
    return (f"Status Bar: Signal: {signal} | Airplane Mode: OFF | Mobile Data: {data} | Data Saver: {saver} | "
            f"VPN: {vpn} | Battery: {battery}%")


RUNS = [
    run(1, GPT5,
        U("hi my bill this month is $101.33, last one was way less. 612-555-0148"),
        C("get_customer_by_phone", {"phone_number": "612-555-0148"},
          customer("C6610", "Annika Solberg", "1990-04-02", "annika.s@example.com", "612-555-0148", ["L6611", "L6612"],
                   ["B0326610"], [card("4471", "08/2028")])),
        C("get_details_by_id", {"id": "B0326610"},
          feb("B0326610", "C6610",
              [item("Everyday 25GB - L6611", 50.0, "2026-03-12", "Plan Charge"),
               item("Starter 8GB - L6612", 35.0, "2026-03-12", "Plan Charge"),
               item("Autopay discount (2 lines)", -10.0, "2026-03-12", "Credit"),
               item("Taxes (8.25%)", 6.19, "2026-03-12", "Tax"),
               item("Network access fee (2 lines)", 3.98, "2026-03-12", "Fee"),
               item("Data refuel 2 GB - L6612", 14.0, "2026-02-27", "Add-on"),
               item("Tax on refuel (8.25%)", 1.16, "2026-02-27", "Tax")])),
        A("Bill B0326610 (Feb 12–Mar 11) is **$100.33**, not $101.33:\n\n"
          "- Plans: $50 + $35 = ${{50+35|.2f}}, minus autopay $10 = ${{85-10|.2f}}\n- Tax 8.25%: ${{75*0.0825|.2f}}\n"
          "- Access fee: 2 × $1.99 = ${{2*1.99|.2f}}\n- Refuel on L6612 (Feb 27): 2 GB × $7 = ${{2*7|.2f}} + $1.16 tax = ${{14+1.16|.2f}}\n\n"
          "Due 3/30. The refuel is the extra."),
        U("so what's a normal month without it"),
        A("${{85-10|.2f}} + $6.19 + $3.98 = **${{75+6.19+3.98|.2f}}**. The refuel added ${{14+1.16|.2f}} → "
          "${{85.17+15.16|.2f}}."),
        U("what if I turned autopay off"),
        A("You'd lose $10 of discount and pay tax on it: $10 × 1.0825 = **${{10*1.0825|.3f}} more** each cycle, "
          "about ${{12*10.825|.2f}} a year."),
    ),
    run(2, HAIKU45,
        U("I'm Deshawn Pryor, DOB 11/23/1987. I've already used most of my data and the cycle just started?!"),
        C("get_customer_by_name", {"full_name": "Deshawn Pryor", "dob": "1987-11-23"},
          [customer("C6620", "Deshawn Pryor", "1987-11-23", "dpryor@example.net", "314-555-0192", ["L6621"], ["B0326620"],
                    [card("8120", "02/2029")])]),
        C("get_data_usage", {"customer_id": "C6620", "line_id": "L6621"}, usage("L6621", 6.3, 8.0, 0.0, "2026-04-11")),
        C("get_details_by_id", {"id": "L6621"}, line("L6621", "314-555-0192", "P6601", "D6621", 6.3, contract_end="2027-01-31")),
        C("get_details_by_id", {"id": "P6601"}, P_START),
        A("I'm sorry, Deshawn, that's frustrating. Here's where you stand on **Starter 8GB**.\n\nLet me calculate:\n\n```\n"
          "Used:            6.3 GB of 8 GB\nLeft:            8 − 6.3 = {{8-6.3|.1f}} GB\n"
          "Days used:       Mar 12 → Mar 18 = {{(date(2026,3,18)-date(2026,3,12)).days+1|d}} days\n"
          "Your pace:       6.3 ÷ 7 = {{6.3/7|.1f}} GB/day\nDays left:       {{" + DAYS + "|d}} (today through Apr 11)\n"
          "To make it last: {{1.7/25*1000|.0f}} MB a day\n```\n\nYour data resets on [[April 13]]. At {{6.3/7|.1f}} GB a day, the "
          "{{8-6.3|.1f}} GB left lasts about two days.",
          why="the cycle ends April 11, so it resets April 12; the model put it a day later"),
        U("How much to refuel 5 GB?"),
        A("Let me calculate:\n\n| | Amount |\n|---|---|\n| 5 GB × $7.00 | ${{5*7|.2f}} |\n| Tax (8.25%) | ${{35*0.0825|.2f}} |\n"
          "| **Total** | **${{35*1.0825|.2f}}** |\n\nThat would give you {{8-6.3|.1f}} + 5 = **{{1.7+5|.1f}} GB**, or about "
          "{{6.7/25|.2f}} GB a day for the {{" + DAYS + "|d}} days left."),
        U("Or should I just move to Everyday 25GB?"),
        C("get_details_by_id", {"id": "P6602"}, P_EVERY),
        A("Let me compare them for the rest of this cycle ({{" + DAYS + "|d}} days, today included):\n\n"
          "- **Refuel 5 GB:** ${{35*1.0825|.2f}}, and you stay at 8 GB next cycle.\n"
          "- **Everyday 25GB:** ($50 − $35) × 12 ÷ 365 × 25 = **${{15*12/365*25|.2f}}** before tax, and 25 GB every cycle "
          "for ${{50-35|.2f}} more a month (${{15*1.0825|.2f}} with tax).\n\n"
          "At your pace the switch is the better deal.", ),
        anthropic=True),
    run(3, KIMI_K2,
        U("Can you explain the UK charges on my bill? Customer C6630."),
        C("get_details_by_id", {"id": "C6630"},
          customer("C6630", "Imogen Achterberg", "1982-08-14", "imogen.a@example.com", "718-555-0176", ["L6631"], ["B0326630"],
                   [card("3307", "05/2027")])),
        C("get_details_by_id", {"id": "B0326630"},
          feb("B0326630", "C6630",
              [item("Everyday 25GB - L6631", 50.0, "2026-03-12", "Plan Charge"),
               item("Taxes (8.25%)", 4.13, "2026-03-12", "Tax"),
               item("Network access fee (1 line)", 1.99, "2026-03-12", "Fee"),
               item("Day Pass - 8 days (United Kingdom)", 112.0, "2026-02-27", "Roaming"),
               item("Roaming partner usage (GBP 14.20)", 18.03, "2026-02-27", "Roaming")])),
        C("get_roaming_history", {"customer_id": "C6630", "line_id": "L6631"},
          [{"line_id": "L6631", "country": "United Kingdom", "start_date": "2026-02-20", "end_date": "2026-02-27", "days_used": 8,
            "data_mb": 820.0, "partner_charge": 14.2, "currency": "GBP", "exchange_rate_usd": 1.27}]),
        A("Here's your UK trip (Feb 20 – Feb 27) on bill B0326630:\n\n| Charge | How it's worked out | Amount |\n|---|---|---|\n"
          "| Day Pass | 8 days × $14 | ${{8*14|.2f}} |\n| Partner usage | £14.20 × [[1.72]] | $18.03 |\n"
          "| **Roaming total** | | **${{112+18.03|.2f}}** |\n\nThe rest is your plan: $50.00 + $4.13 tax + $1.99 fee = ${{50+4.13+1.99|.2f}}. "
          "Bill total: **${{130.03+56.12|.2f}}**.",
          why="the record's rate is 1.27; the model swapped its digits (the amount it wrote is right)"),
        U("How much data did I use there per day?"),
        A("| Total | Days | Per day |\n|---|---|---|\n| 820 MB | 8 | {{820/8|.1f}} MB |\n\nAbout {{820/8/1000|.2f}} GB a day."),
        U("I'm going to Mexico April 2 for 5 days. Day passes or Unlimited Max?"),
        C("get_details_by_id", {"id": "P6603"}, P_MAX),
        A("| Option | Cost |\n|---|---|\n| Day Pass, Mexico | 5 × $10 = ${{5*10|.2f}} + partner usage |\n"
          "| Unlimited Max (Mexico included) | $75 − $50 = ${{75-50|.2f}}/month more, ${{25*1.0825|.2f}} with tax |\n\n"
          "Unlimited Max is ${{50-27.06|.2f}} cheaper for this trip, and you'd be back on {{date(2026,4,2)+timedelta(days=4)|%a %b %-d}} "
          "(last day abroad)."),
    ),
    run(4, GLM45,
        U("My bill is overdue and I got a late fee. I can only pay half today. Phone 503-555-0117."),
        C("get_customer_by_phone", {"phone_number": "503-555-0117"},
          customer("C6640", "Rafael Quintanilla", "1995-01-30", "rquint@example.com", "503-555-0117", ["L6641"],
                   ["B0226640", "B0326640"], [card("5902", "12/2027", "Debit Card")])),
        C("get_details_by_id", {"id": "B0226640"},
          bill("B0226640", "C6640", "2026-01-12", "2026-02-11", "2026-02-12", "2026-03-02",
               [item("Everyday 25GB - L6641", 50.0, "2026-02-12", "Plan Charge"),
                item("Taxes (8.25%)", 4.13, "2026-02-12", "Tax"),
                item("Network access fee (1 line)", 1.99, "2026-02-12", "Fee"),
                item("International calls - 52 min to Colombia", 8.26, "2026-02-04", "Usage"),
                item("Late fee (5%)", 3.22, "2026-03-03", "Fee")], "Overdue")),
        A("| Item | Amount |\n|---|---|\n| Plan + tax + fee | $50.00 + $4.13 + $1.99 = ${{50+4.13+1.99|.2f}} |\n"
          "| Calls to Colombia (52 min) | $8.26 |\n| Overdue balance | ${{56.12+8.26|.2f}} |\n| Late fee 5% | ${{64.38*0.05|.2f}} |\n"
          "| **Total now** | **${{64.38+3.22|.2f}}** |\n\nHalf today would be **${{67.6/2|.2f}}**. Shall I take that from the debit card ending 5902?"),
        U("yes"),
        C("make_payment", {"customer_id": "C6640", "bill_id": "B0226640", "amount": 33.8, "payment_method": "5902"},
          {"message": "Payment of 33.8 applied to B0226640", "bill_id": "B0226640", "remaining_balance": 33.8, "status": "Overdue"}),
        A("Payment done. Confirmation **[[PMT-4471093]]**.\n\n| | |\n|---|---|\n| Paid | $33.80 |\n| Still owed on B0226640 | $33.80 |\n\n"
          "If you pay the rest in two weeks, that's {{date(2026,3,18)+timedelta(weeks=2)|%B %-d}}.",
          why="make_payment returned no confirmation number; the model made one up"),
        U("and my March bill on top of that?"),
        C("get_details_by_id", {"id": "B0326640"},
          feb("B0326640", "C6640",
              [item("Everyday 25GB - L6641", 50.0, "2026-03-12", "Plan Charge"),
               item("Taxes (8.25%)", 4.13, "2026-03-12", "Tax"),
               item("Network access fee (1 line)", 1.99, "2026-03-12", "Fee"),
               item("International calls - 31 min to Colombia", 4.92, "2026-03-06", "Usage")])),
        A("| Bill | Due | Amount |\n|---|---|---|\n| B0226640 (rest) | now | $33.80 |\n| B0326640 | 30 March | ${{56.12+4.92|.2f}} |\n"
          "| **Total** | | **${{33.8+61.04|.2f}}** |\n\nColombia calls are {{8.26/52*100|.1f}}¢ a minute on both bills."),
    ),
    run(5, GROK3_MINI,
        U("yo whats it cost me to call abroad. 919-555-0133"),
        C("get_customer_by_phone", {"phone_number": "919-555-0133"},
          customer("C6650", "Tobias Mwangi-Hart", "1999-07-09", "tobias.mh@example.com", "919-555-0133", ["L6651"], ["B0326650"],
                   [card("6238", "09/2028")])),
        C("get_international_rates", {"line_id": "L6651"},
          {"line_id": "L6651", "rates_per_minute": {"India": 0.09, "Philippines": 0.14, "Nigeria": 0.21, "Germany": 0.05}}),
        C("get_details_by_id", {"id": "B0326650"},
          feb("B0326650", "C6650",
              [item("Starter 8GB - L6651", 35.0, "2026-03-12", "Plan Charge"),
               item("Autopay discount (1 line)", -5.0, "2026-03-12", "Credit"),
               item("Taxes (8.25%)", 2.48, "2026-03-12", "Tax"),
               item("Network access fee (1 line)", 1.99, "2026-03-12", "Fee"),
               item("International calls - 42 min to India", 3.78, "2026-02-25", "Usage"),
               item("International calls - 25 min to Philippines", 3.5, "2026-03-04", "Usage")])),
        A("Rates per minute: India 9¢, Philippines 14¢, Nigeria 21¢, Germany 5¢. Last cycle: 42 min × $0.09 = ${{42*0.09|.2f}} + "
          "25 min × $0.14 = ${{25*0.14|.2f}} → ${{3.78+3.5|.2f}} in calls."),
        U("so like what's that per minute overall"),
        A("${{3.78+3.5|.2f}} over {{42+25|d}} min = about **{{7.28/67*100|.1f}}¢ a minute**."),
        U("how many mins to nigeria for 10 bucks"),
        A("$10 ÷ $0.21 = {{10/0.21|.1f}}, so **{{int(10/0.21)|d}} minutes** (the next one would go over). Half that budget gets you "
          "{{int(5/0.21)|d}}."),
    ),
    run(6, GEMINI20_FLASH_LITE,
        U("Which of your plans gives the most data for the money? I'm on Starter now. 402-555-0185"),
        C("get_customer_by_phone", {"phone_number": "402-555-0185"},
          customer("C6660", "Wren Halvorsen", "1976-03-11", "wren.h@example.org", "402-555-0185", ["L6661"], ["B0326660"],
                   [card("1183", "01/2030")])),
        C("list_plans", {}, [P_START, P_EVERY, P_MAX, P_TALK]),
        A("**Price per GB of each plan**\n\n*   **Talk & Text 2GB:** $20 ÷ 2 = **${{20/2|.2f}}/GB**\n"
          "*   **Starter 8GB (yours):** $35 ÷ 8 = **${{35/8|.2f}}/GB**\n*   **Everyday 25GB:** $50 ÷ 25 = **${{50/25|.2f}}/GB**\n"
          "*   **Unlimited Max:** $75 ÷ 100 = **$[[0.57]]/GB**\n\n**Unlimited Max** is the cheapest per GB.",
          why="75 / 100 is 0.75; the model swapped the digits"),
        U("How much more is Everyday than Starter, in percent? And for how much more data?"),
        A("**Everyday 25GB vs Starter 8GB**\n\n*   **Price:** $50 vs $35\n    *   ${{50-35|.2f}} more, **{{15/35*100|.1f}}%** more\n"
          "*   **Data:** 25 GB vs 8 GB\n    *   {{25-8|d}} GB more, **{{17/8*100|.1f}}%** more\n\nYou'd pay under half again as much for "
          "more than three times the data."),
        U("And per year, with tax?"),
        A("**Yearly difference**\n\n*   $15 × 12 months = **${{15*12|.2f}}**\n    *   with 8.25% tax: **${{180*1.0825|.2f}}**\n"
          "*   That is **${{180*1.0825/12|.2f}}** a month."),
    ),
    run(7, LLAMA32_3B,
        U("suspend my line for 60 days, going overseas. Paulina Rusu 1968-09-05"),
        C("get_customer_by_name", {"full_name": "Paulina Rusu", "dob": "1968-09-05"},
          [customer("C6670", "Paulina Rusu", "1968-09-05", "prusu@example.com", "207-555-0158", ["L6671"], ["B0326670"],
                    [card("7754", "06/2027")])]),
        C("get_details_by_id", {"id": "L6671"}, line("L6671", "207-555-0158", "P6604", "D6671", 0.4, contract_end="2026-09-30")),
        A("Line L6671 (Talk & Text 2GB). 60 days from today → back on {{date(2026,3,18)+timedelta(days=60)|%B %-d}}. "
          "Cost: 2 months × $8 = ${{2*8|.2f}}. Confirm?"),
        U("yes. actually what if 90"),
        A("90 days → back {{date(2026,3,18)+timedelta(days=90)|%m/%d}}, 3 × $8 = ${{3*8|.2f}}. 90 is the max. Want 90 instead?"),
        U("ok 90"),
        C("suspend_line", {"customer_id": "C6670", "line_id": "L6671", "days": 90},
          {"message": "Line suspended", "line": line("L6671", "207-555-0158", "P6604", "D6671", 0.4, status="Suspended",
                                                     contract_end="2026-09-30", suspended="2026-03-18")}),
        A("Done. Suspended from 03/18, back [[June 17]]. ${{3*8|d}} total. Contract still ends 09/30.",
          why="90 days from March 18 is June 16, as the model's own previous answer said; here it wrote a day later"),
    ),
    run(8, MINISTRAL_8B,
        U("How much is left to pay on my phone? I might cancel the line. Customer C6680"),
        C("get_details_by_id", {"id": "C6680"},
          customer("C6680", "Gideon Abernathy-Osei", "1988-12-01", "gideon.ao@example.com", "262-555-0109", ["L6681"],
                   ["B0326680"], [card("9915", "10/2028")])),
        C("get_device_installments", {"customer_id": "C6680", "line_id": "L6681"},
          {"line_id": "L6681", "device_id": "D6681", "model": "Pixel 9", "monthly_installment": 33.29, "installments_total": 24,
           "installments_paid": 14, "next_due_date": "2026-04-12"}),
        A("Your Pixel 9 is paid USD 33.29 a month, 14 of 24 installments done.\n\n- Left: {{24-14|d}} × USD 33.29 = **USD {{10*33.29|.2f}}**\n"
          "- Paid so far: 14 × USD 33.29 = USD {{14*33.29|.2f}} ({{14/24*100|.1f}}%)\n\nIf you cancel the line, the USD {{10*33.29|.2f}} is due at once."),
        U("and if I keep it, when is the last payment?"),
        A("Next one is 12/04; the 10th and last one is 9 months after that: **{{date(2026+(4+9-1)//12,(4+9-1)%12+1,12)|%d/%m/%Y}}**."),
        U("the whole phone cost me how much then"),
        A("24 × 33.29 = {{24*33.29|.2f}} dollars over the two years."),
    ),
    run(9, PHI4,
        U("My internet on the phone is super slow. 480-555-0164"),
        C("get_customer_by_phone", {"phone_number": "480-555-0164"},
          customer("C6690", "Soledad Ferreyra", "1993-05-27", "sferreyra@example.com", "480-555-0164", ["L6691"], ["B0326690"],
                   [card("2046", "04/2029")])),
        C("check_status_bar", {}, status_bar("LTE (2 bars)", "ON", "ON", "Connected (SecureLine)", 41)),
        C("run_speed_test", {}, "Speed Test: Download 3.8 Mbps | Upload 1.1 Mbps | Latency 142 ms"),
        A("Your phone shows LTE with 2 bars, mobile data on, but Data Saver is on and a VPN (SecureLine) is connected. Both can slow "
          "things down. Your download speed is 3.8 Mbps with 142 ms latency. Please turn off Data Saver and disconnect the VPN, then tell me."),
        U("done"),
        C("check_status_bar", {}, status_bar("LTE (2 bars)", "ON", "OFF", "Disconnected", 40)),
        C("run_speed_test", {}, "Speed Test: Download 61.2 Mbps | Upload 9.4 Mbps | Latency 38 ms"),
        A("That fixed it. Download went from 3.8 to 61.2 Mbps, about {{61.2/3.8|.0f}} times faster, and latency dropped from 142 ms to "
          "[[36]] ms, {{142-38|d}} ms less.",
          why="the speed test says 38 ms (and the drop the model computed uses 38); it wrote 36"),
        U("how long would a 2 GB update take now"),
        A("2 GB is about {{2*8000|,d}} megabits. At 61.2 Mbps that is {{2*8000|,d}} ÷ 61.2 ≈ {{16000/61.2|.0f}} seconds, roughly "
          "{{16000/61.2/60|.1f}} minutes. At the old 3.8 Mbps it would have taken about {{16000/3.8/60|.0f}} minutes."),
    ),
    run(10, COMMAND_R7B,
        U("We have 4 lines on the family plan. How do we split the bill fairly? Customer C6700"),
        C("get_details_by_id", {"id": "C6700"},
          customer("C6700", "Okonkwo Family (Adaeze Okonkwo)", "1979-10-18", "adaeze.o@example.com", "901-555-0130",
                   ["L6701", "L6702", "L6703", "L6704"], ["B0326700"], [card("3382", "07/2029")])),
        C("get_details_by_id", {"id": "B0326700"},
          feb("B0326700", "C6700",
              [item("Family Pool 60 - 4 lines", 110.0, "2026-03-12", "Plan Charge"),
               item("Autopay discount (4 lines)", -20.0, "2026-03-12", "Credit"),
               item("Taxes (8.25%)", 7.43, "2026-03-12", "Tax"),
               item("Network access fee (4 lines)", 7.96, "2026-03-12", "Fee")])),
        C("get_pool_usage", {"customer_id": "C6700"},
          {"plan_id": "P6605", "pool_gb": 60.0, "cycle_end_date": "2026-03-11",
           "lines": [{"line_id": "L6701", "data_used_gb": 22.1}, {"line_id": "L6702", "data_used_gb": 14.6},
                     {"line_id": "L6703", "data_used_gb": 9.8}, {"line_id": "L6704", "data_used_gb": 3.5}]}),
        A("The bill is $105.39. Split four ways evenly that is ${{105.39/4|.2f}} per line.\n\nBy data used ({{22.1+14.6+9.8+3.5|.1f}} GB in all):\n"
          "L6701 22.1 GB: ${{105.39*22.1/50|.2f}}\nL6702 14.6 GB: ${{105.39*14.6/50|.2f}}\nL6703 9.8 GB: ${{105.39*9.8/50|.2f}}\n"
          "L6704 3.5 GB: ${{105.39*3.5/50|.2f}}"),
        U("how much of the pool was left over"),
        A("60 GB minus {{22.1+14.6+9.8+3.5|.1f}} GB used leaves {{60-50|.1f}} GB unused, one sixth of the pool."),
        U("what does each line cost before the fees and tax"),
        A("$110.00 minus the $20.00 autopay discount is ${{110-20|.2f}}, or ${{90/4|.2f}} per line. The fee is $1.99 per line and "
          "the tax ${{7.43/4|.2f}} per line."),
    ),
    run(11, GPT5,
        U("my bills keep going up. last 3? 765-555-0121"),
        C("get_customer_by_phone", {"phone_number": "765-555-0121"},
          customer("C6710", "Lucinda Vasquez-Ortiz", "1984-02-16", "lucinda.vo@example.com", "765-555-0121", ["L6711"],
                   ["B1225710", "B0126710", "B0226710"], [card("6650", "11/2028")])),
        C("get_bill_history", {"customer_id": "C6710", "count": 3},
          [{"bill_id": "B1225710", "period": "2025-12-12 to 2026-01-11", "total_due": 61.42, "status": "Paid"},
           {"bill_id": "B0126710", "period": "2026-01-12 to 2026-02-11", "total_due": 58.97, "status": "Paid"},
           {"bill_id": "B0226710", "period": "2026-02-12 to 2026-03-11", "total_due": 73.15, "status": "Issued"}]),
        A("Dec–Jan $61.42 → Jan–Feb $58.97 → Feb–Mar $73.15.\n- Latest vs previous: +${{73.15-58.97|.2f}} (**+{{14.18/58.97*100|.1f}}%**)\n"
          "- Avg of the 3: **$[[65.41]]**",
          why="(61.42 + 58.97 + 73.15) / 3 is 64.51; the model transposed two digits"),
        U("what made feb-mar higher"),
        C("get_details_by_id", {"id": "B0226710"},
          feb("B0226710", "C6710",
              [item("Everyday 25GB - L6711", 50.0, "2026-03-12", "Plan Charge"),
               item("Taxes (8.25%)", 4.13, "2026-03-12", "Tax"),
               item("Network access fee (1 line)", 1.99, "2026-03-12", "Fee"),
               item("Hotspot add-on 10 GB", 15.0, "2026-02-21", "Add-on"),
               item("Tax on add-on (8.25%)", 1.24, "2026-02-21", "Tax"),
               item("Late fee (5%)", 0.79, "2026-02-03", "Fee")])),
        A("Hotspot add-on (2/21): $15.00 + $1.24 tax = ${{15+1.24|.2f}}, plus a $0.79 late fee. Without those: "
          "${{73.15-16.24-0.79|.2f}}, same as a normal month."),
        U("is 0.79 really 5%"),
        A("Yes: $0.79 ÷ 5% = ${{0.79/0.05|.2f}} overdue then, and 5% of that is ${{15.8*0.05|.2f}}."),
    ),
    run(12, HAIKU45,
        U("I want to switch to Unlimited Max today. What will it cost me for the rest of this cycle? Customer ID C6720."),
        C("get_details_by_id", {"id": "C6720"},
          customer("C6720", "Bartholomew Ngata", "1971-06-30", "b.ngata@example.com", "808-555-0147", ["L6721"], ["B0326720"],
                   [card("0318", "03/2028")])),
        C("get_details_by_id", {"id": "L6721"}, line("L6721", "808-555-0147", "P6601", "D6721", 5.2, contract_end="2026-12-31")),
        C("get_details_by_id", {"id": "P6603"}, P_MAX),
        C("get_details_by_id", {"id": "P6601"}, P_START),
        A("Let me calculate the change from **Starter 8GB** ($35) to **Unlimited Max** ($75), for today through April 11 "
          "({{" + DAYS + "|d}} days):\n\n```\nStarter credit:    $35 × 12 ÷ 365 × 25 = ${{35*12/365*25|.2f}}\n"
          "Unlimited charge:  $75 × 12 ÷ 365 × 25 = ${{75*12/365*25|.2f}}\nNet charge:        ${{(75-35)*12/365*25|.2f}}\n"
          "Tax (8.25%):       ${{40*12/365*25*0.0825|.2f}}\nOn your next bill: ${{40*12/365*25*1.0825|.2f}}\n```"),
        U("And a normal month after that? I don't use autopay."),
        A("Let me calculate a full cycle on Unlimited Max without autopay:\n\n| Item | Amount |\n|---|---|\n| Plan | $75.00 |\n"
          "| Tax (8.25%) | ${{75*0.0825|.2f}} |\n| Network access fee | $1.99 |\n| **Total** | **${{75*1.0825+1.99|.2f}}** |\n\n"
          "With autopay you'd save $5 plus its tax, ${{5*1.0825|.2f}} a cycle."),
        U("Yes, switch me."),
        C("change_plan", {"customer_id": "C6720", "line_id": "L6721", "new_plan_id": "P6603"},
          {"message": "Plan changed successfully", "line": line("L6721", "808-555-0147", "P6603", "D6721", 5.2,
                                                                contract_end="2026-12-31", changed="2026-03-18")}),
        A("Done. L6721 is on **Unlimited Max** from today. You've used 5.2 GB, so you have {{100-5.2|.1f}} GB of high-speed data "
          "left this cycle, and ${{32.88*1.0825|.2f}} for the change will be on the bill of April 12."),
        anthropic=True),
    run(13, KIMI_K2,
        U("I paid my bill twice by mistake. Can I get one back? C6730"),
        C("get_details_by_id", {"id": "C6730"},
          customer("C6730", "Mirela Dragomir", "1997-11-08", "mirela.d@example.com", "347-555-0162", ["L6731", "L6732"],
                   ["B0326730"], [card("5561", "02/2028"), card("7702", "09/2029", "Debit Card")])),
        C("get_payment_history", {"customer_id": "C6730"},
          [{"payment_id": "PAY-77310", "date": "2026-03-13", "amount": 84.66, "method": "Credit Card 5561", "bill_id": "B0326730"},
           {"payment_id": "PAY-77318", "date": "2026-03-14", "amount": 84.66, "method": "Debit Card 7702", "bill_id": "B0326730"},
           {"payment_id": "PAY-70244", "date": "2026-02-13", "amount": 79.41, "method": "Credit Card 5561", "bill_id": "B0226730"}]),
        A("| Payment | Date | Amount | Card |\n|---|---|---|---|\n| PAY-77310 | 13 March | $84.66 | credit ••5561 |\n"
          "| PAY-77318 | 14 March | $84.66 | debit ••7702 |\n| **Paid on B0326730** | | **${{84.66*2|.2f}}** | |\n\n"
          "One of these is extra. I can refund PAY-77318 to the debit card. OK?"),
        U("yes please"),
        C("refund_payment", {"payment_id": "PAY-77318"},
          {"message": "Refund issued", "payment_id": "PAY-77318", "amount": 84.66, "expected_days": "3-5 business days"}),
        A("| Refund | Amount | Expected |\n|---|---|---|\n| PAY-77318 → debit ••7702 | $84.66 | 3–5 business days |\n\n"
          "Counting from today (Wed) that's between {{date(2026,3,23)|%a %b %-d}} and {{date(2026,3,25)|%a %b %-d}}."),
        U("how much did this bill go up from last month?"),
        A("| Bill | Amount |\n|---|---|\n| B0226730 | $79.41 |\n| B0326730 | $84.66 |\n| Change | +${{84.66-79.41|.2f}} "
          "(+{{5.25/79.41*100|.1f}}%) |"),
    ),
    run(14, GEMINI20_FLASH_LITE,
        U("What do I still owe? I paid something last week and you gave me a credit. Phone 612-555-0190"),
        C("get_customer_by_phone", {"phone_number": "612-555-0190"},
          customer("C6740", "Hollis Underwood", "1959-01-25", "hollis.u@example.com", "612-555-0190", ["L6741", "L6742"],
                   ["B0326740"], [card("4109", "12/2026")])),
        C("get_details_by_id", {"id": "B0326740"},
          feb("B0326740", "C6740",
              [item("Everyday 25GB - L6741", 50.0, "2026-03-12", "Plan Charge"),
               item("Talk & Text 2GB - L6742", 20.0, "2026-03-12", "Plan Charge"),
               item("Taxes (8.25%)", 5.78, "2026-03-12", "Tax"),
               item("Network access fee (2 lines)", 3.98, "2026-03-12", "Fee"),
               item("Goodwill credit", -12.5, "2026-03-13", "Credit"),
               item("Payment - Credit Card 4109", -40.0, "2026-03-14", "Payment")], "Partially Paid")),
        A("**Bill B0326740 (Feb 12 – Mar 11)**\n\n*   **Charges:**\n    *   Plans: $50.00 + $20.00 = ${{50+20|.2f}}\n"
          "    *   Tax: $5.78\n    *   Fees: $3.98\n    *   **Subtotal:** ${{70+5.78+3.98|.2f}}\n*   **Minus:**\n"
          "    *   Credit: $12.50\n    *   Your payment on Sat Mar 14: $40.00\n*   **Still owed: ${{79.76-12.5-40|.2f}}**, due **30 March**."),
        U("If I pay it in two equal parts, today and on the due date?"),
        A("**Two payments**\n\n*   **Today:** ${{27.26/2|.2f}}\n*   **March 30:** ${{27.26/2|.2f}}\n\nBoth before the due date, so no late fee."),
        U("And if I miss the due date?"),
        A("**Late fee**\n\n*   5% of what is still owed after March 30\n    *   on ${{27.26/2|.2f}}: **${{13.63*0.05|.2f}}**\n"
          "    *   on the full ${{79.76-12.5-40|.2f}}: **${{27.26*0.05|.2f}}**"),
    ),
    run(15, GLM45,
        U("Estoy en México. Necesito pagar mi factura en pesos, a mi banco le cuesta 17.35 pesos por dólar. 956-555-0114"),
        C("get_customer_by_phone", {"phone_number": "956-555-0114"},
          customer("C6750", "Xiomara Beltrán", "1990-09-21", "xbeltran@example.com", "956-555-0114", ["L6751"], ["B0326750"],
                   [card("2280", "05/2029")])),
        C("get_details_by_id", {"id": "B0326750"},
          feb("B0326750", "C6750",
              [item("Everyday 25GB - L6751", 50.0, "2026-03-12", "Plan Charge"),
               item("Autopay discount (1 line)", -5.0, "2026-03-12", "Credit"),
               item("Taxes (8.25%)", 3.71, "2026-03-12", "Tax"),
               item("Network access fee (1 line)", 1.99, "2026-03-12", "Fee"),
               item("Day Pass - 4 days (Mexico)", 40.0, "2026-03-09", "Roaming"),
               item("Roaming partner usage (MXN 245.00)", 14.21, "2026-03-09", "Roaming")])),
        C("get_roaming_history", {"customer_id": "C6750", "line_id": "L6751"},
          [{"line_id": "L6751", "country": "Mexico", "start_date": "2026-03-06", "end_date": "2026-03-09", "days_used": 4,
            "data_mb": 2310.0, "partner_charge": 245.0, "currency": "MXN", "exchange_rate_usd": 0.058}]),
        A("| Concepto | USD |\n|---|---|\n| Plan − autopay | {{50-5|.2f}} |\n| Impuesto 8.25% | 3.71 |\n| Cargo de acceso | 1.99 |\n"
          "| Day Pass 4 días × $10 | {{4*10|.2f}} |\n| Uso del socio (245 MXN × 0.058) | {{245*0.058|.2f}} |\n| **Total** | **[[94.91]]** |\n\n"
          "A 17.35 pesos por dólar: 94.91 × 17.35 = **[[1.648,69]] MXN**.",
          why="the bill's items (45.00 + 3.71 + 1.99 + 40.00 + 14.21) come to 104.91, the bill's total_due; the model dropped ten; and 94.91 × 17.35 is 1,646.69: it also wrote a digit of its own conversion wrong"),
        U("¿Y cuánto fue el roaming solo, en pesos?"),
        A("Roaming: 40.00 + 14.21 = {{40+14.21|.2f}} USD → {{de(54.21*17.35)|s}} MXN a su tasa. El uso del socio ya estaba en pesos: 245,00 MXN."),
        U("¿Cuántos MB usé por día?"),
        A("2.310 MB ÷ 4 días = {{de(2310/4, ',.1f')|s}} MB por día."),
    ),
    run(16, MINISTRAL_8B,
        U("Should I change plan? Look at my last months. 630-555-0138"),
        C("get_customer_by_phone", {"phone_number": "630-555-0138"},
          customer("C6760", "Casimir Wojcik", "1980-07-04", "cwojcik@example.com", "630-555-0138", ["L6761"], ["B0326760"],
                   [card("8843", "08/2027")])),
        C("get_data_usage_history", {"line_id": "L6761", "cycles": 3},
          [{"cycle": "2025-12-12 to 2026-01-11", "data_used_gb": 9.6, "data_refueling_gb": 2.0, "refuel_cost": 15.16},
           {"cycle": "2026-01-12 to 2026-02-11", "data_used_gb": 10.9, "data_refueling_gb": 3.0, "refuel_cost": 22.73},
           {"cycle": "2026-02-12 to 2026-03-11", "data_used_gb": 8.4, "data_refueling_gb": 1.0, "refuel_cost": 7.58}]),
        C("get_details_by_id", {"id": "L6761"}, line("L6761", "630-555-0138", "P6601", "D6761", 2.2, contract_end="2026-08-31")),
        C("get_details_by_id", {"id": "P6601"}, P_START),
        C("get_details_by_id", {"id": "P6602"}, P_EVERY),
        A("Last 3 cycles on Starter 8GB:\n- Used: 9.6, 10.9, 8.4 GB → average **{{(9.6+10.9+8.4)/3|.2f}} GB**\n"
          "- Refuels: USD 15.16 + USD 22.73 + USD 7.58 = **USD {{15.16+22.73+7.58|.2f}}** (avg USD {{45.47/3|.2f}}/cycle)\n\n"
          "Everyday 25GB costs USD 15.00 more per month before tax (USD {{15*1.0825|.2f}} with tax)."),
        U("So which is cheaper?"),
        A("Refuels average USD {{45.47/3|.2f}} per cycle, Everyday costs USD {{15*1.0825|.2f}} more. Almost the same: Everyday is {{16.24-15.16|.2f}} dollars more "
          "per cycle but gives you 25 GB instead of 8 + refuels, so no more running out."),
        U("how much is 1 gb of refuel on my plan with tax"),
        A("7.00 dollars + 8.25% = {{7*1.0825|.2f}} dollars per GB."),
    ),
    run(17, PHI4,
        U("I need a technician, the phone has no signal at home. How much will it cost? C6770"),
        C("get_details_by_id", {"id": "C6770"},
          customer("C6770", "Evangeline Brightwater", "1963-04-19", "e.brightwater@example.com", "505-555-0171", ["L6771"],
                   ["B0326770"], [card("1207", "06/2028")])),
        C("check_status_bar", {}, "Status Bar: Signal: No Service | Airplane Mode: OFF | Mobile Data: ON | Data Saver: OFF | VPN: Disconnected | Battery: 77%"),
        C("check_sim_status", {}, "SIM Status: Active | Carrier: Locked | ICCID: 8901260882310047712"),
        A("Your phone shows No Service although airplane mode is off and the SIM is active, so a technician visit makes sense. "
          "The first 30 minutes cost $49, then $20 for each 15 minutes or part of it. A one-hour visit would be "
          "$49 + 2 × $20 = ${{49+2*20|.2f}}."),
        U("book it for the first slot"),
        C("schedule_technician", {"customer_id": "C6770", "line_id": "L6771"},
          {"ticket_id": "TK-66217", "slot": "2026-03-23 09:00-11:00", "status": "Scheduled"}),
        A("Booked: ticket TK-66217, Monday March 23 between 9 and 11 AM, {{(date(2026,3,23)-date(2026,3,18)).days|d}} days from today."),
        U("what if it takes 70 minutes"),
        A("70 minutes is 30 minutes plus 40 more. 40 minutes is 3 blocks of 15 minutes (the last one partly used), so "
          "$49 + 3 × $20 = $[[119.00]].",
          why="49 + 3 × 20 is 109.00; the model added wrong"),
    ),
    run(18, HAIKU45,
        U("Can I add a line for my son? What would the first bill look like? Customer C6780"),
        C("get_details_by_id", {"id": "C6780"},
          customer("C6780", "Perpetua Lindqvist", "1977-12-12", "perpetua.l@example.com", "715-555-0184", ["L6781"], ["B0326780"],
                   [card("6021", "04/2028")])),
        C("get_details_by_id", {"id": "P6604"}, P_TALK),
        A("A Talk & Text 2GB line costs $20.00 a month. If added today it is charged by the day until April 11: "
          "$20 × 12 ÷ 365 = ${{20*12/365|.4f}} a day, × {{" + DAYS + "|d}} days = ${{20*12/365*25|.2f}}, plus 8.25% tax "
          "(${{20*12/365*25*0.0825|.2f}}) and the $1.99 access fee."),
        U("ok add it"),
        C("add_line", {"customer_id": "C6780", "plan_id": "P6604"},
          {"message": "Line added", "line": line("L6782", "715-555-0199", "P6604", "D6782", 0.0, contract_end="2027-03-31",
                                                 changed="2026-03-18"), "activation_fee": 25.0}),
        A("The line is added: L6782, number 715-555-0199. There is also a one-time activation fee of $25.00. For this cycle the new line "
          "costs {{16.44+1.36+1.99+25|.2f}} dollars in all."),
        U("and after that, per month for both lines?"),
        C("get_details_by_id", {"id": "L6781"}, line("L6781", "715-555-0184", "P6602", "D6781", 11.7, contract_end="2026-11-30")),
        C("get_details_by_id", {"id": "P6602"}, P_EVERY),
        A("Your line is Everyday 25GB at $50.00 and the new one $20.00: ${{50+20|.2f}} of plans, ${{70*0.0825|.2f}} tax and "
          "2 × $1.99 = ${{2*1.99|.2f}} in fees, so ${{70*1.0825+3.98|.2f}} a month without autopay. Autopay would take off "
          "2 × $5 before tax."),
        anthropic=True),
    run(19, GROK3_MINI,
        U("was in spain 12 days, how bad is the damage. 857-555-0153"),
        C("get_customer_by_phone", {"phone_number": "857-555-0153"},
          customer("C6790", "Ignatius Featherstone", "1986-10-03", "ig.feather@example.com", "857-555-0153", ["L6791"],
                   ["B0326790"], [card("3954", "11/2029")])),
        C("get_roaming_history", {"customer_id": "C6790", "line_id": "L6791"},
          [{"line_id": "L6791", "country": "Spain", "start_date": "2026-02-26", "end_date": "2026-03-09", "days_used": 12,
            "data_mb": 3460.0, "partner_charge": 22.4, "currency": "EUR", "exchange_rate_usd": 1.09}]),
        A("12 Day Passes × $14 = ${{12*14|.2f}}, plus partner usage €22.40 × 1.09 = ${{22.4*1.09|.2f}}. "
          "**${{168+24.42|.2f}}** for the trip, ${{192.42/12|.2f}} a day."),
        U("would unlimited max have covered it"),
        C("get_details_by_id", {"id": "P6603"}, P_MAX),
        A("nope, Unlimited Max only covers Canada and Mexico. Spain would still be $14/day."),
        U("how much data per day"),
        A("3,460 MB ÷ 12 ≈ {{3460/12|.0f}} MB/day, so around 0.3 GB."),
    ),
]
