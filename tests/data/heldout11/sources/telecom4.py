"""telecom4 runs: a tau2-bench-telecom-style agent (customers by phone, id or name and birth date,
lines, plans with refuelling prices, bills with line items: taxes at 8% of plan charges, autopay
discounts, international minutes, payments already made, roaming passes and partner charges in
euros at a carried exchange rate; payment requests, suspension, refuelling, plan changes prorated
over the days left after today, device installments, device checks whose tools answer with bare
status strings, transfers); tool results and answers written here, in the styles of models not
used by heldout9's telecom2 nor heldout10's telecom3: GPT-4.1 and o4-mini brief after tool use,
Claude Sonnet 4 with tables and "Let me calculate:" blocks, Gemini 2.5 Pro and 2.0 Flash with bold
headers and nested bullets, Qwen3 with tables and `USD 47.70`, Llama 4 Maverick chatty, Mistral
Medium terse with `29.80 dollars`; dates as `11/17`, `17 November`, `Tue Dec 23`."""

from _heldout11_models import GEMINI20_FLASH, GEMINI25_PRO, GPT41, LLAMA4, MISTRAL_MEDIUM, O4_MINI, QWEN3, SONNET4
from _heldout11_telecom import POLICY, bill, card, customer, device, item, line, plan, usage
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"telecom4-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


P_START = plan("P4401", "Starter 4GB", 4.0, 25.0, 7.0, "4 GB of data, 500 minutes, unlimited text.")
P_EVERY = plan("P4402", "Everyday 12GB", 12.0, 40.0, 5.0, "12 GB of data, unlimited talk and text.")
P_MAX = plan("P4403", "Max 30GB", 30.0, 60.0, 4.0, "30 GB of data, unlimited talk and text, 10 GB hotspot.")
P_WORLD = plan("P4404", "World 50GB", 50.0, 85.0, 3.0, "50 GB of data, roaming in 80 countries included.")
P_FAMILY = plan("P4405", "Family 60", 60.0, 120.0, 3.5, "60 GB shared by up to 5 lines, unlimited talk and text.")

# Days left in November after today (2025-11-18), as the policy prorates plan changes.
DL = "(date(2025,11,30)-date(2025,11,18)).days"

RUNS = [
    run(1, GPT41,
        U("Hi, why is my October bill higher than September? Phone 615-555-0140."),
        C("get_customer_by_phone", {"phone_number": "615-555-0140"},
          customer("C4410", "Hannah Whitcombe", "1987-09-03", "hwhitcombe@example.com", "615-555-0140", ["L4411", "L4412"],
                   ["B1025410", "B0925410"], [card("8821", "05/2028")])),
        C("get_bills_for_customer", {"customer_id": "C4410", "limit": 2},
          [bill("B1025410", "C4410", "2025-10-01", "2025-10-31", "2025-11-02", "2025-11-17",
                [item("Everyday 12GB - L4411", 40.0, "2025-11-02", "Plan Charge"),
                 item("Starter 4GB - L4412", 25.0, "2025-11-02", "Plan Charge"),
                 item("International calls - 42 min (L4412)", 10.5, "2025-10-24", "Usage"),
                 item("Taxes (8% of plan charges)", 5.2, "2025-11-02", "Tax"),
                 item("Autopay discount", -5.0, "2025-11-02", "Discount")], "Overdue"),
           bill("B0925410", "C4410", "2025-09-01", "2025-09-30", "2025-10-02", "2025-10-17",
                [item("Everyday 12GB - L4411", 40.0, "2025-10-02", "Plan Charge"),
                 item("Starter 4GB - L4412", 25.0, "2025-10-02", "Plan Charge"),
                 item("Taxes (8% of plan charges)", 5.2, "2025-10-02", "Tax"),
                 item("Autopay discount", -5.0, "2025-10-02", "Discount")], "Paid")]),
        A("**October (B1025410): $75.70** vs **September: $65.20**, up **${{75.7-65.2|.2f}}** ({{(75.7-65.2)/65.2*100|.1f}}%).\n\n"
          "The whole difference is international calls on L4412: 42 min for $10.50, i.e. **${{10.5/42|.2f}}/min**.\n\n"
          "Everything else is the same both months:\n- Plans: $40.00 + $25.00 = ${{40+25|.2f}}\n- Tax: 8% of ${{40+25|.2f}} = $5.20\n- Autopay: −$5.00"),
        U("wait, it says overdue? I thought autopay covers it"),
        A("The bill shows **Overdue**: it was due **11/17**, {{(date(2025,11,18)-date(2025,11,17)).days|d}} day ago, and no payment is recorded. "
          "The autopay discount is applied, but I can't see why the charge didn't go through. I can send a payment request for $75.70 "
          "to the card ending 8821 now. Proceed?"),
        U("yes"),
        C("send_payment_request", {"customer_id": "C4410", "bill_id": "B1025410"},
          "Payment request sent to customer C4410 for bill B1025410."),
        A("Sent. Approve the $75.70 request on your phone."),
        U("without the calls would the bill have been the same as september?"),
        A("Yes: $75.70 − $10.50 = ${{75.7-10.5|.2f}}, exactly September's total. The calls aren't taxed (tax is only on plan charges)."),
    ),
    run(2, SONNET4,
        U("I'm Diego Ferraz, born 1994-02-11. My data is almost gone and it's only the 18th. What can I do?"),
        C("get_customer_by_name", {"full_name": "Diego Ferraz", "dob": "1994-02-11"},
          [customer("C4420", "Diego Ferraz", "1994-02-11", "dferraz@example.net", "206-555-0422", ["L4421"],
                    ["B1025420"], [card("3096", "09/2027")])]),
        C("get_details_by_id", {"id": "L4421"}, line("L4421", "206-555-0422", "P4402", "D4421", 11.6, contract_end="2026-06-30")),
        C("get_details_by_id", {"id": "P4402"}, P_EVERY),
        C("get_data_usage", {"customer_id": "C4420", "line_id": "L4421"}, usage("L4421", 11.6, 12.0, 0.0, "2025-11-30")),
        C("get_details_by_id", {"id": "P4403"}, P_MAX),
        A("Thanks, Diego. You're on **Everyday 12GB** and have used 11.6 GB of 12 GB.\n\nLet me calculate:\n\n```\n"
          "Left this month:    12.0 − 11.6 = {{12-11.6|.1f}} GB\nDays so far:        18 (Nov 1–18)\nYour pace:          11.6 ÷ 18 ≈ {{11.6/18|.2f}} GB/day\n"
          "Days left after today: {{" + DL + "|d}}\nNeeded at that pace: {{11.6/18|.2f}} × {{" + DL + "|d}} ≈ {{11.6/18*12|.1f}} GB\n```\n\n"
          "| Option | Data added | Cost this month |\n|---|---|---|\n"
          "| Refuel the maximum (3 GB at $5.00/GB) | 3 GB | 3 × $5.00 = ${{3*5|.2f}} |\n"
          "| Switch to Max 30GB ($60.00/mo) | +{{30-12|d}} GB | (${{60-40|.2f}} × {{" + DL + "|d}}/30) = ${{20*12/30|.2f}} |\n\n"
          "A refuel wouldn't cover the {{11.6/18*12|.1f}} GB you'd likely use, and it costs almost twice the upgrade's prorated charge."),
        U("ok upgrade me"),
        C("change_plan", {"customer_id": "C4420", "line_id": "L4421", "new_plan_id": "P4403"},
          {"message": "Plan changed successfully", "line": line("L4421", "206-555-0422", "P4403", "D4421", 11.6, contract_end="2026-06-30", changed="2025-11-18")}),
        A("Done. L4421 is now on **Max 30GB**, effective today.\n\n- Data left this month: 30 − 11.6 = **{{30-11.6|.1f}} GB**\n"
          "- Prorated charge on your next bill: **${{20*12/30|.2f}}**"),
        U("what will I pay a month from now on? i'm on autopay"),
        C("get_details_by_id", {"id": "B1025420"},
          bill("B1025420", "C4420", "2025-10-01", "2025-10-31", "2025-11-02", "2025-11-17",
               [item("Everyday 12GB - L4421", 40.0, "2025-11-02", "Plan Charge"),
                item("Taxes (8% of plan charges)", 3.2, "2025-11-02", "Tax"),
                item("Autopay discount", -5.0, "2025-11-02", "Discount")], "Paid")),
        A("Your October bill confirms the autopay discount. Let me calculate a regular month on Max 30GB:\n\n"
          "| Item | Amount |\n|---|---|\n| Plan | $60.00 |\n| Tax (8%) | ${{60*0.08|.2f}} |\n| Autopay discount | −$5.00 |\n"
          "| **Total** | **${{60*1.08-5|.2f}}** |\n\nThat's ${{(60*1.08-5)-38.2|.2f}} more than October's $38.20."),
        anthropic=True),
    run(3, GEMINI25_PRO,
        U("My October bill has roaming charges from Portugal that I don't understand. 347-555-0437"),
        C("get_customer_by_phone", {"phone_number": "347-555-0437"},
          customer("C4430", "Ingrid Solberg", "1990-05-27", "ingrid.solberg@example.com", "347-555-0437", ["L4431"],
                   ["B1025430"], [card("7402", "02/2029")])),
        C("get_bills_for_customer", {"customer_id": "C4430", "limit": 1},
          [bill("B1025430", "C4430", "2025-10-01", "2025-10-31", "2025-11-02", "2025-11-17",
                [item("Max 30GB - L4431", 60.0, "2025-11-02", "Plan Charge"),
                 item("Taxes (8% of plan charges)", 4.8, "2025-11-02", "Tax"),
                 item("Roaming daily pass - 7 days (Portugal)", 70.0, "2025-10-12", "Roaming"),
                 item("Roaming partner usage (EUR 22.40)", 24.42, "2025-10-12", "Roaming")], "Paid")]),
        C("get_roaming_history", {"customer_id": "C4430", "line_id": "L4431"},
          [{"line_id": "L4431", "country": "Portugal", "start_date": "2025-10-06", "end_date": "2025-10-12", "days_used": 7,
            "data_mb": 1480.0, "partner_charge": 22.4, "currency": "EUR", "exchange_rate_usd": 1.09}]),
        A("**Your Portugal roaming charges (Oct 6 – Oct 12)**\n\nYour plan, **Max 30GB**, doesn't include roaming, so two charges apply:\n\n"
          "*   **Daily pass:** 7 days × $10 = **${{7*10|.2f}}**\n"
          "*   **Partner network usage:** billed in euros by the Portuguese network\n    *   €22.40 × 1.09 (the exchange rate on the record) = **$[[24.24]]**\n"
          "    *   You used about {{1480/1000|.1f}} GB of data abroad (1,480 MB)\n\n"
          "**Total roaming:** $70.00 + $24.42 = **${{70+24.42|.2f}}**, about {{94.42/159.22*100|.0f}}% of the $159.22 bill.",
          why="22.40 × 1.09 is 24.42 (the bill's own figure); the model swapped the last two digits"),
        U("I'm going to Japan from Dec 2 for three weeks. What's cheapest?"),
        C("get_details_by_id", {"id": "P4404"}, P_WORLD),
        A("**Japan, Dec 2 for three weeks**\n\n*   **Return:** {{date(2025,12,2)+timedelta(weeks=3)|%a %b %d}} ({{3*7|d}} days)\n\n"
          "**Option 1: stay on Max 30GB and pay per day**\n*   {{3*7|d}} days × $10 = **${{21*10|.2f}}**\n    *   plus any partner usage, billed in yen\n\n"
          "**Option 2: switch to World 50GB now** ($85.00/month, roaming in 80 countries included)\n"
          "*   **November (prorated):** (${{85-60|.2f}} × {{" + DL + "|d}}) / 30 = **${{25*12/30|.2f}}**\n"
          "*   **December:** ${{85-60|.2f}} more than your current plan\n*   **Extra cost for the trip:** ${{10+25|.2f}}\n\n"
          "**Option 2 is cheaper by ${{210-35|.2f}}.**"),
        U("do option 2"),
        C("change_plan", {"customer_id": "C4430", "line_id": "L4431", "new_plan_id": "P4404"},
          {"message": "Plan changed successfully", "line": line("L4431", "347-555-0437", "P4404", "D4431", 6.9, changed="2025-11-18")}),
        C("enable_roaming", {"customer_id": "C4430", "line_id": "L4431"},
          {"message": "Roaming enabled successfully", "line": line("L4431", "347-555-0437", "P4404", "D4431", 6.9, roaming=True, changed="2025-11-18")}),
        A("**Done!**\n\n*   **Plan:** World 50GB, from today (18 November)\n*   **Roaming:** enabled on L4431\n"
          "*   **Next bill:** prorated ${{25*12/30|.2f}}\n*   **Data:** {{50-6.9|.1f}} GB left of 50 GB this month"),
    ),
    run(4, O4_MINI,
        U("customer C4440. suspend line L4441 for 8 weeks, I'm travelling without the phone"),
        C("get_customer_by_id", {"customer_id": "C4440"},
          customer("C4440", "Rafael Medina", "1979-12-01", "rmedina@example.org", "786-555-0448", ["L4441"], ["B1025440"],
                   [card("5190", "11/2026")])),
        C("get_details_by_id", {"id": "L4441"}, line("L4441", "786-555-0448", "P4402", "D4441", 3.4, contract_end="2026-09-30")),
        C("get_details_by_id", {"id": "P4402"}, P_EVERY),
        A("L4441 (Everyday 12GB, $40/mo). 8 weeks from today → {{date(2025,11,18)+timedelta(weeks=8)|%m/%d/%Y}}; within the 90-day limit "
          "(latest {{date(2025,11,18)+timedelta(days=90)|%m/%d/%Y}}). Suspended lines cost $5/mo. Confirm?"),
        U("yes"),
        C("suspend_line", {"customer_id": "C4440", "line_id": "L4441", "reason": "Customer request: travelling"},
          {"message": "Line suspended successfully", "line": line("L4441", "786-555-0448", "P4402", "D4441", 3.4, status="Suspended",
                                                                  contract_end="2026-09-30", suspended="2025-11-18")}),
        A("Suspended as of 11/18. Plan resumes on request, by [[02/17/2026]] at the latest.",
          why="90 days from 2025-11-18 is 2026-02-16; the model wrote a day later"),
        U("how much do I save?"),
        A("$40 − $5 = ${{40-5|d}}/mo; about two months → ${{35*2|d}}, before tax."),
        U("and the contract end moves?"),
        A("No: the record still shows 09/30/2026."),
    ),
    run(5, QWEN3,
        U("Can you show me my last three bills and the average? Customer ID C4450."),
        C("get_customer_by_id", {"customer_id": "C4450"},
          customer("C4450", "Wei Zhang", "1985-10-19", "wei.zhang@example.com", "408-555-0451", ["L4451"],
                   ["B1025450", "B0925450", "B0825450"], [card("1164", "08/2027")])),
        C("get_bills_for_customer", {"customer_id": "C4450", "limit": 3},
          [bill("B1025450", "C4450", "2025-10-01", "2025-10-31", "2025-11-02", "2025-11-17",
                [item("Everyday 12GB - L4451", 40.0, "2025-11-02", "Plan Charge"),
                 item("International calls - 36 min", 9.0, "2025-10-15", "Usage"),
                 item("Data refuel 2 GB", 10.0, "2025-10-27", "Data Refuel"),
                 item("Taxes (8% of plan charges)", 3.2, "2025-11-02", "Tax")], "Paid"),
           bill("B0925450", "C4450", "2025-09-01", "2025-09-30", "2025-10-02", "2025-10-17",
                [item("Everyday 12GB - L4451", 40.0, "2025-10-02", "Plan Charge"),
                 item("Data refuel 1 GB", 5.0, "2025-09-28", "Data Refuel"),
                 item("Taxes (8% of plan charges)", 3.2, "2025-10-02", "Tax")], "Paid"),
           bill("B0825450", "C4450", "2025-08-01", "2025-08-31", "2025-09-02", "2025-09-17",
                [item("Everyday 12GB - L4451", 40.0, "2025-09-02", "Plan Charge"),
                 item("International calls - 18 min", 4.5, "2025-08-09", "Usage"),
                 item("Taxes (8% of plan charges)", 3.2, "2025-09-02", "Tax")], "Paid")]),
        C("get_details_by_id", {"id": "P4402"}, P_EVERY),
        A("| Bill | Period | Plan | Extras | Tax | Total |\n|---|---|---|---|---|---|\n"
          "| B0825450 | Aug | USD 40.00 | calls USD 4.50 | USD 3.20 | USD 47.70 |\n"
          "| B0925450 | Sep | USD 40.00 | refuel USD 5.00 | USD 3.20 | USD 48.20 |\n"
          "| B1025450 | Oct | USD 40.00 | calls USD 9.00 + refuel USD 10.00 | USD 3.20 | USD 62.20 |\n\n"
          "Average: (47.70 + 48.20 + 62.20) / 3 = USD [[52.07]]",
          why="the three totals average 52.70; the model swapped two digits"),
        U("why did october jump so much"),
        A("October was USD {{62.2-48.2|.2f}} higher than September ({{(62.2-48.2)/48.2*100|.0f}}%):\n\n"
          "- International calls: 36 min × USD {{9/36|.2f}} = USD 9.00 (twice August's 18 min)\n"
          "- Data refuel: 2 GB × USD 5.00 = USD {{2*5|.2f}} (September: 1 GB)"),
        U("what did i spend on extras over the three months?"),
        A("Calls USD {{4.5+9|.2f}} + refuels USD {{5+10|.2f}} = USD {{13.5+15|.2f}}, about {{28.5/(47.7+48.2+62.2)*100|.0f}}% of the "
          "USD {{47.7+48.2+62.2|.2f}} total."),
    ),
    run(6, LLAMA4,
        U("my phone says no service since this morning?? 312-555-0466"),
        C("get_customer_by_phone", {"phone_number": "312-555-0466"},
          customer("C4460", "Tasha Greene", "1996-03-22", "tgreene@example.com", "312-555-0466", ["L4461"], ["B1025460"],
                   [card("2207", "04/2028")])),
        C("check_status_bar", {}, "Status Bar: Signal: No Service | Airplane Mode: ON | Mobile Data: ON | Wi-Fi: OFF | Battery: 64%"),
        A("Hey Tasha, thanks for your patience! I checked your phone's status bar and it looks like **Airplane Mode is ON**, which "
          "turns off all cellular service. Could you switch it off? Swipe down from the top and tap the airplane icon."),
        U("ok did it"),
        C("check_status_bar", {}, "Status Bar: Signal: 1 bar | Network: LTE | Airplane Mode: OFF | Mobile Data: ON | Wi-Fi: OFF | Battery: 63%"),
        C("run_speed_test", {}, "Speed Test: Download 1.8 Mbps | Upload 0.3 Mbps | Latency 210 ms"),
        A("Nice, you're back on the network! You've got 1 bar of LTE now. I ran a quick speed test though, and it's pretty slow: "
          "1.8 Mbps down and 0.3 Mbps up, with 210 ms latency. Let me check a couple more settings."),
        C("check_apn_settings", {}, "APN Settings: APN: wap.carrier | MMSC: not set | Proxy: none"),
        C("reset_apn_settings", {}, "APN settings have been reset to default (APN: internet). Restart the device to apply."),
        U("restarted. still slow, like really slow"),
        C("run_speed_test", {}, "Speed Test: Download 2.1 Mbps | Upload 0.4 Mbps | Latency 190 ms"),
        A("Thanks for restarting! Your speed barely moved: 2.1 Mbps down now, only {{2.1-1.8|.1f}} Mbps better than before. "
          "Since the settings all look right, it might be the phone itself. I've opened ticket #[[88217]] for this so our team can "
          "follow up. I can also book a technician visit, or transfer you to a human agent.",
          why="no tool returned a ticket; the model invented the number"),
        U("how much is the technician? the guy at the store said a repair like this takes an hour and a half"),
        A("Great question! Technician visits are $40 per hour, with a one-hour minimum and billed in half hours. So:\n\n"
          "- A quick visit is still charged as 1 hour: $40\n- An hour and a half, like the store said: 1.5 × $40 = ${{1.5*40|.0f}}\n"
          "- Two hours: 2 × $40 = ${{2*40|d}}\n\nWant me to transfer you to an agent to set it up?"),
        U("yeah transfer me"),
        C("transfer_to_human_agents", {"summary": "No service (airplane mode on, fixed); data slow at 2.1 Mbps after APN reset and restart. Customer wants a technician visit."},
          "Transfer successful"),
        A("You're being transferred now. I passed along everything we tried so you won't have to repeat it. Take care, Tasha!"),
    ),
    run(7, MISTRAL_MEDIUM,
        U("Line suspended. Customer C4470. What do I owe?"),
        C("get_customer_by_id", {"customer_id": "C4470"},
          customer("C4470", "Olumide Adebayo", "1983-07-30", "o.adebayo@example.com", "901-555-0473", ["L4471"], ["B1025470"],
                   [card("6648", "10/2027")])),
        C("get_details_by_id", {"id": "L4471"},
          line("L4471", "901-555-0473", "P4403", "D4471", 9.1, status="Suspended", suspended="2025-11-18")),
        C("get_details_by_id", {"id": "B1025470"},
          bill("B1025470", "C4470", "2025-10-01", "2025-10-31", "2025-11-02", "2025-11-17",
               [item("Max 30GB - L4471", 60.0, "2025-11-02", "Plan Charge"),
                item("Taxes (8% of plan charges)", 4.8, "2025-11-02", "Tax"),
                item("Payment received", -20.0, "2025-11-05", "Payment"),
                item("Payment received", -15.0, "2025-11-12", "Payment")], "Overdue")),
        A("Bill B1025470 (October): {{60+4.8|.2f}} dollars charged, {{20+15|d}} dollars paid (20 + 15). Remaining: 29.80 dollars, overdue since 11/17. "
          "Line suspended today for non-payment. Pay 29.80 dollars to resume. A late fee of [[7.50]] dollars applies from next bill. Send payment request?",
          why="neither the bill nor the policy carries a late fee; the model invented one"),
        U("yes send"),
        C("send_payment_request", {"customer_id": "C4470", "bill_id": "B1025470"}, "Payment request sent to customer C4470 for bill B1025470."),
        A("Sent. Approve it, then tell me."),
        U("approved"),
        C("get_details_by_id", {"id": "B1025470"},
          bill("B1025470", "C4470", "2025-10-01", "2025-10-31", "2025-11-02", "2025-11-17",
               [item("Max 30GB - L4471", 60.0, "2025-11-02", "Plan Charge"),
                item("Taxes (8% of plan charges)", 4.8, "2025-11-02", "Tax"),
                item("Payment received", -20.0, "2025-11-05", "Payment"),
                item("Payment received", -15.0, "2025-11-12", "Payment"),
                item("Payment received", -29.8, "2025-11-18", "Payment")], "Paid")),
        C("resume_line", {"customer_id": "C4470", "line_id": "L4471"},
          {"message": "Line resumed successfully", "line": line("L4471", "901-555-0473", "P4403", "D4471", 9.1)}),
        A("Paid. Line L4471 active again."),
        U("so total I paid for october?"),
        A("20 + 15 + 29.80 = {{20+15+29.8|.2f}} dollars, three payments."),
    ),
    run(8, GEMINI20_FLASH,
        U("I'm on Starter and keep running out. Compare the plans for me? number 503-555-0489"),
        C("get_customer_by_phone", {"phone_number": "503-555-0489"},
          customer("C4480", "Noor Haddad", "2000-01-14", "noor.h@example.com", "503-555-0489", ["L4481"], ["B1025480"],
                   [card("4455", "06/2029")])),
        C("get_details_by_id", {"id": "L4481"}, line("L4481", "503-555-0489", "P4401", "D4481", 4.0)),
        C("get_details_by_id", {"id": "P4401"}, P_START),
        C("get_details_by_id", {"id": "P4402"}, P_EVERY),
        C("get_details_by_id", {"id": "P4403"}, P_MAX),
        A("**Plan comparison**\n\n*   **Starter 4GB** (yours): $25.00/month\n    *   ${{25/4|.2f}} per GB\n"
          "*   **Everyday 12GB:** $40.00/month\n    *   ${{40/12|.2f}} per GB\n    *   {{12/4|.0f}}x the data for ${{40-25|d}} more\n"
          "*   **Max 30GB:** $60.00/month\n    *   ${{60/30|.2f}} per GB, less than a third of Starter's price per GB\n\n"
          "**Tip:** you've already used all 4.0 GB this month. Refuelling on Starter is $7.00 per GB."),
        U("whats everyday with tax and what would this month cost if I switch now?"),
        A("**Everyday 12GB with tax:** $40.00 + 8% = **${{40*1.08|.2f}}**/month.\n\n**Switching today:**\n"
          "*   ($40.00 − $25.00) × {{" + DL + "|d}}/30 days = **${{15*12/30|.2f}}** on your next bill\n"
          "*   That's less than one GB of refuel on Starter ($7.00)!"),
        U("do it"),
        C("change_plan", {"customer_id": "C4480", "line_id": "L4481", "new_plan_id": "P4402"},
          {"message": "Plan changed successfully", "line": line("L4481", "503-555-0489", "P4402", "D4481", 4.0, changed="2025-11-18")}),
        A("**Done! ✅** You're on **Everyday 12GB** now, with **{{12-4|.1f}} GB** left for the rest of November."),
    ),
    run(9, GPT41,
        U("How much is left on my phone payments? And I need the IMEI for insurance. 714-555-0490"),
        C("get_customer_by_phone", {"phone_number": "714-555-0490"},
          customer("C4490", "Samuel Ortiz", "1975-08-09", "sortiz@example.net", "714-555-0490", ["L4491"], ["B1025490"],
                   [card("9930", "12/2026")])),
        C("get_details_by_id", {"id": "L4491"}, line("L4491", "714-555-0490", "P4403", "D4491", 14.2, contract_end="2026-08-31")),
        C("get_details_by_id", {"id": "D4491"}, device("D4491", "Galaxy S24", "356789104432187", esim=True)),
        C("get_device_installments", {"customer_id": "C4490", "device_id": "D4491"},
          {"device_id": "D4491", "monthly_installment": 28.75, "installments_paid": 15, "installments_total": 24,
           "next_installment_date": "2025-12-02"}),
        A("**Galaxy S24 (D4491)**\n- IMEI: **[[356789104423187]]**\n- Installments: 15 of 24 paid, {{24-15|d}} left\n"
          "- Remaining: {{24-15|d}} × $28.75 = **${{9*28.75|.2f}}**\n- Next installment: Dec 2",
          why="the device's IMEI is 356789104432187; the model swapped two digits"),
        U("when's the last one?"),
        A("With the next on 12/02/2025 and one each month, the {{24-15|d}}th and last is on **{{date(2025+(12+8-1)//12,(12+8-1)%12+1,2)|%m/%d/%Y}}**, before your contract ends (08/31/2026)."),
        U("what did the phone cost in total?"),
        A("24 × $28.75 = **${{24*28.75|.2f}}**; you've paid 15 × $28.75 = ${{15*28.75|.2f}} so far."),
    ),
    run(10, SONNET4,
        U("Hi! We're on the family plan with four lines. Can you split last month's bill per line? I'm Keiko Tanaka, 1982-06-05."),
        C("get_customer_by_name", {"full_name": "Keiko Tanaka", "dob": "1982-06-05"},
          [customer("C4486", "Keiko Tanaka", "1982-06-05", "ktanaka@example.org", "425-555-0481",
                    ["L4486", "L4487", "L4488", "L4489"], ["B1025486"], [card("0317", "01/2028")])]),
        C("get_bills_for_customer", {"customer_id": "C4486", "limit": 1},
          [bill("B1025486", "C4486", "2025-10-01", "2025-10-31", "2025-11-02", "2025-11-17",
                [item("Family 60 - 4 lines", 120.0, "2025-11-02", "Plan Charge"),
                 item("Multi-line discount (15%)", -18.0, "2025-11-02", "Discount"),
                 item("Taxes (8% of plan charges)", 8.16, "2025-11-02", "Tax"),
                 item("International calls - 20 min (L4489)", 5.0, "2025-10-21", "Usage")], "Paid")]),
        A("Hi Keiko! Your October bill (B1025486) came to **$115.16**. Let me calculate a fair split, with the international calls "
          "charged to L4489, the line that made them:\n\n```\nPlan after 15% discount: $120.00 − $18.00 = ${{120-18|.2f}}\n"
          "Tax (8%):               ${{102*0.08|.2f}}\nShared total:            ${{102+8.16|.2f}}\nPer line (÷ 4):          ${{110.16/4|.2f}}\n```\n\n"
          "| Line | Share | Own calls | Pays |\n|---|---|---|---|\n| L4486 | ${{110.16/4|.2f}} | – | ${{110.16/4|.2f}} |\n"
          "| L4487 | ${{110.16/4|.2f}} | – | ${{110.16/4|.2f}} |\n| L4488 | ${{110.16/4|.2f}} | – | ${{110.16/4|.2f}} |\n"
          "| L4489 | ${{110.16/4|.2f}} | $5.00 | ${{110.16/4+5|.2f}} |\n\nCheck: 3 × ${{110.16/4|.2f}} + ${{110.16/4+5|.2f}} = $115.16 ✓"),
        U("what's the discount worth to us in a year?"),
        A("The discount is $18.00 a month, and it also lowers the tax (8% of $18.00 = ${{18*0.08|.2f}}). So each month you save "
          "${{18*1.08|.2f}}, which over 12 months is **${{18*1.08*12|.2f}}**."),
        U("and the calls, how much per minute?"),
        A("$5.00 for 20 minutes, so **${{5/20|.2f}} per minute**."),
        anthropic=True),
    run(11, O4_MINI,
        U("I'm porting my number to another carrier. 929-555-0112. When does my contract end?"),
        C("get_customer_by_phone", {"phone_number": "929-555-0112"},
          customer("C4411", "Felix Baumann", "1991-04-17", "fbaumann@example.com", "929-555-0112", ["L4412B"], ["B1025411"],
                   [card("7275", "03/2027")])),
        C("get_details_by_id", {"id": "L4412B"}, line("L4412B", "929-555-0112", "P4402", "D4412", 7.7, contract_end="2026-04-30")),
        A("Contract ends Thu Apr 30, 2026, {{(date(2026,4,30)-date(2025,11,18)).days|d}} days from today. Porting out is handled by a human agent; transfer?"),
        U("yes"),
        C("transfer_to_human_agents", {"summary": "Customer C4411 wants to port 929-555-0112 out; contract ends 2026-04-30."},
          "Transfer successful"),
        A("Transferred."),
    ),
    run(12, QWEN3,
        U("I'll be in Canada 05 December to 14 December. Turn on roaming please. ID C4412."),
        C("get_customer_by_id", {"customer_id": "C4412"},
          customer("C4412", "Anjali Menon", "1993-09-25", "anjali.m@example.com", "469-555-0412", ["L4413"], ["B1025412"],
                   [card("6001", "07/2028")])),
        C("get_details_by_id", {"id": "L4413"}, line("L4413", "469-555-0412", "P4402", "D4413", 2.2)),
        C("get_details_by_id", {"id": "P4402"}, P_EVERY),
        A("Your plan Everyday 12GB does not include roaming. Daily pass: USD 10 per day used abroad.\n\n"
          "| Trip | Days | Max cost |\n|---|---|---|\n| Fri Dec 5 – Sun Dec 14 | {{(date(2025,12,14)-date(2025,12,5)).days+1|d}} | "
          "{{(date(2025,12,14)-date(2025,12,5)).days+1|d}} × USD 10 = USD [[110.00]] |\n\nConfirm to enable roaming on L4413?",
          why="10 days at USD 10 is 100.00; the model wrote 110.00"),
        U("I'll only use the phone about half the days"),
        A("Then about {{10/2|.0f}} days × USD 10 = USD {{5*10|.2f}}. You pay only for days the line is used abroad."),
        U("ok enable"),
        C("enable_roaming", {"customer_id": "C4412", "line_id": "L4413"},
          {"message": "Roaming enabled successfully", "line": line("L4413", "469-555-0412", "P4402", "D4413", 2.2, roaming=True)}),
        A("Roaming enabled on L4413. Have a good trip (05/12 – 14/12)."),
    ),
    run(13, LLAMA4,
        U("I need more data please, my number is 480-555-0134"),
        C("get_customer_by_phone", {"phone_number": "480-555-0134"},
          customer("C4413", "Brandon Kowalski", "2001-11-02", "bkowalski@example.com", "480-555-0134", ["L4414"], ["B1025413"],
                   [card("3388", "02/2027")])),
        C("get_details_by_id", {"id": "L4414"}, line("L4414", "480-555-0134", "P4401", "D4414", 4.9, refuel=1.0)),
        C("get_details_by_id", {"id": "P4401"}, P_START),
        C("get_data_usage", {"customer_id": "C4413", "line_id": "L4414"}, usage("L4414", 4.9, 4.0, 1.0, "2025-11-30")),
        A("Hi Brandon! No problem, let's get you sorted. You're on Starter 4GB and you've used 4.9 GB so far, including the 1 GB you "
          "already refuelled earlier this month. Since the limit is 3 GB of refuels per month, you can add up to {{3-1|d}} more GB.\n\n"
          "Each GB is $7.00, so:\n- 1 GB: $7.00\n- 2 GB: 2 × $7.00 = ${{2*7|.2f}}\n\nHow much would you like?"),
        U("2 please"),
        C("refuel_data", {"customer_id": "C4413", "line_id": "L4414", "gb_amount": 2.0},
          line("L4414", "480-555-0134", "P4401", "D4414", 4.9, refuel=3.0)),
        A("All set! I've added 2 GB. You now have {{4+3-4.9|.1f}} GB to use until November 30, and ${{2*7|.2f}} will show up on your next "
          "bill (plus nothing else, refuels aren't taxed like plan charges). Enjoy!"),
        U("how much did i spend on refuels this month total?"),
        A("You've refuelled 3 GB in total this month (1 GB earlier + 2 GB today), so that's 3 × $7.00 = **${{3*7|.2f}}**. "
          "That's almost as much as the plan itself ($25.00)! Upgrading might be worth a look."),
    ),
    run(14, GEMINI25_PRO,
        U("Is my data usage going up? Should I change plans? 615-555-0177"),
        C("get_customer_by_phone", {"phone_number": "615-555-0177"},
          customer("C4414", "Lucía Ferrer", "1989-02-28", "lferrer@example.com", "615-555-0177", ["L4415"], ["B1025414"],
                   [card("8810", "09/2028")])),
        C("get_details_by_id", {"id": "L4415"}, line("L4415", "615-555-0177", "P4402", "D4415", 7.3)),
        C("get_data_usage_history", {"customer_id": "C4414", "line_id": "L4415", "months": 3},
          [{"month": "2025-08", "data_used_gb": 9.4}, {"month": "2025-09", "data_used_gb": 11.2}, {"month": "2025-10", "data_used_gb": 13.0}]),
        C("get_details_by_id", {"id": "P4402"}, P_EVERY),
        A("**Yes, your usage is rising steadily.**\n\n*   **August:** 9.4 GB\n*   **September:** 11.2 GB (+{{(11.2-9.4)/9.4*100|.0f}}%)\n"
          "*   **October:** 13.0 GB (+{{(13-11.2)/11.2*100|.0f}}%), {{13-12|.1f}} GB over your 12 GB limit\n\n"
          "**Average:** {{(9.4+11.2+13.0)/3|.1f}} GB per month\n\n**This month so far:** 7.3 GB in 18 days, on pace for about "
          "**{{7.3/18*30|.1f}} GB** by November 30."),
        U("what would max cost me vs refuelling every month?"),
        C("get_details_by_id", {"id": "P4403"}, P_MAX),
        A("**Going over by about 1 GB a month:**\n\n*   **Stay on Everyday 12GB + refuel 1 GB:** $40.00 + $5.00 = **${{40+5|.2f}}**\n"
          "    *   If you need 2 GB: $40.00 + 2 × $5.00 = ${{40+2*5|.2f}}\n*   **Max 30GB:** **$60.00**, with room to grow\n\n"
          "Refuelling stays cheaper unless you'd need more than **3 GB** extra, which the policy doesn't allow anyway (3 GB maximum)."),
    ),
    run(15, MISTRAL_MEDIUM,
        U("Downgrade me from Max to Everyday. Customer C4415, line L4416."),
        C("get_customer_by_id", {"customer_id": "C4415"},
          customer("C4415", "Pavel Novak", "1977-05-12", "pnovak@example.com", "719-555-0416", ["L4416"], ["B1025415"],
                   [card("1209", "05/2026")])),
        C("get_details_by_id", {"id": "L4416"}, line("L4416", "719-555-0416", "P4403", "D4416", 6.1)),
        C("get_details_by_id", {"id": "P4403"}, P_MAX),
        C("get_details_by_id", {"id": "P4402"}, P_EVERY),
        A("Max 30GB 60 dollars → Everyday 12GB 40 dollars. Credit for the {{" + DL + "|d}} days left: {{60-40|d}} × {{" + DL + "|d}}/30 = "
          "{{20*12/30|.2f}} dollars. Used 6.1 GB, under the new 12 GB. Confirm?"),
        U("confirm"),
        C("change_plan", {"customer_id": "C4415", "line_id": "L4416", "new_plan_id": "P4402"},
          {"message": "Plan changed successfully", "line": line("L4416", "719-555-0416", "P4402", "D4416", 6.1, changed="2025-11-18")}),
        A("Done. Everyday 12GB from today. {{20*12/30|.2f}} dollars credited on the bill of [[December 3]].",
          why="bills are issued on the 2nd of the month; the model wrote the 3rd"),
        U("yearly saving with tax?"),
        A("{{60-40|d}} dollars + 8% tax = {{20*1.08|.2f}} a month, {{21.6*12|.2f}} dollars a year."),
    ),
    run(16, SONNET4,
        U("How many minutes of international calls can I make for $20? And what is autopay actually saving me? 801-555-0161"),
        C("get_customer_by_phone", {"phone_number": "801-555-0161"},
          customer("C4416", "Grace Liu", "1998-12-08", "grace.liu@example.com", "801-555-0161", ["L4417"], ["B1025416"],
                   [card("5526", "10/2028")])),
        C("get_details_by_id", {"id": "B1025416"},
          bill("B1025416", "C4416", "2025-10-01", "2025-10-31", "2025-11-02", "2025-11-17",
               [item("Everyday 12GB - L4417", 40.0, "2025-11-02", "Plan Charge"),
                item("International calls - 28 min", 7.0, "2025-10-11", "Usage"),
                item("Taxes (8% of plan charges)", 3.2, "2025-11-02", "Tax"),
                item("Autopay discount", -5.0, "2025-11-02", "Discount")], "Paid")),
        A("Hi Grace! From your October bill (B1025416), international calls were $7.00 for 28 minutes.\n\nLet me calculate:\n\n```\n"
          "Rate:        $7.00 ÷ 28 min = ${{7/28|.2f}}/min\nFor $20.00:  $20.00 ÷ ${{7/28|.2f}} = {{20/(7/28)|.0f}} minutes\n```\n\n"
          "**Autopay:** your plan plus tax is $40.00 + $3.20 = ${{40+3.2|.2f}}; the $5.00 discount takes "
          "{{5/43.2*100|.1f}}% off that, or ${{5*12|.2f}} a year."),
        U("so without autopay october would have been?"),
        A("October was **$45.20**. Without the discount it would have been $45.20 + $5.00 = **${{45.2+5|.2f}}**."),
        U("and if I call 80 minutes next month?"),
        A("| Item | Amount |\n|---|---|\n| Plan | $40.00 |\n| Tax (8%) | $3.20 |\n| Calls: 80 × ${{7/28|.2f}} | ${{80*7/28|.2f}} |\n"
          "| Autopay | −$5.00 |\n| **Total** | **${{40+3.2+80*7/28-5|.2f}}** |"),
        anthropic=True),
    run(17, GPT41,
        U("I got two overdue notices. Customer C4417."),
        C("get_customer_by_id", {"customer_id": "C4417"},
          customer("C4417", "Marco Bellini", "1986-03-19", "mbellini@example.com", "312-555-0179", ["L4418"], ["B1025417", "B0925417"],
                   [card("4047", "06/2027")])),
        C("get_bills_for_customer", {"customer_id": "C4417", "limit": 2},
          [bill("B1025417", "C4417", "2025-10-01", "2025-10-31", "2025-11-02", "2025-11-17",
                [item("Everyday 12GB - L4418", 40.0, "2025-11-02", "Plan Charge"),
                 item("Data refuel 2 GB", 10.0, "2025-10-20", "Data Refuel"),
                 item("Taxes (8% of plan charges)", 3.2, "2025-11-02", "Tax")], "Overdue"),
           bill("B0925417", "C4417", "2025-09-01", "2025-09-30", "2025-10-02", "2025-10-17",
                [item("Everyday 12GB - L4418", 40.0, "2025-10-02", "Plan Charge"),
                 item("Taxes (8% of plan charges)", 3.2, "2025-10-02", "Tax"),
                 item("Payment received", -10.0, "2025-10-30", "Payment")], "Overdue")]),
        A("Two bills are overdue:\n\n| Bill | Month | Due | Left to pay |\n|---|---|---|---|\n| B0925417 | September | Oct 17 | $33.20 (after your $10.00 payment) |\n"
          "| B1025417 | October | Nov 17 | $53.20 |\n\n**Total owed: ${{33.2+53.2|.2f}}**. Each bill needs its own payment request. Start with September?"),
        U("yes, both, one after the other"),
        C("send_payment_request", {"customer_id": "C4417", "bill_id": "B0925417"}, "Payment request sent to customer C4417 for bill B0925417."),
        A("Request for B0925417 ($33.20) sent. Approve it and I'll send the October one; ${{86.4-33.2|.2f}} will be left after this one."),
        U("approved"),
        C("send_payment_request", {"customer_id": "C4417", "bill_id": "B1025417"}, "Payment request sent to customer C4417 for bill B1025417."),
        A("Request for B1025417 ($53.20) sent. Once approved, both are settled."),
        U("when's the next bill due"),
        A("November's bill is issued Dec 2 and due 15 days later: **{{date(2025,12,2)+timedelta(days=15)|%b %d}}**."),
    ),
    run(18, O4_MINI,
        U("refuel 2GB on 214-555-0118"),
        C("get_customer_by_phone", {"phone_number": "214-555-0118"},
          customer("C4418", "Yusuf Kaya", "1995-07-07", "ykaya@example.com", "214-555-0118", ["L4419"], ["B1025418"],
                   [card("7713", "11/2029")])),
        C("get_data_usage", {"customer_id": "C4418", "line_id": "L4419"}, usage("L4419", 15.0, 12.0, 3.0, "2025-11-30")),
        A("Can't: L4419 has already been refuelled 3.0 GB this month (the monthly maximum) and has used all 15.0 GB. "
          "Data stays slowed until 11/30, {{" + DL + "|d}} days after today."),
        U("avg per day so far?"),
        A("15.0 GB / 18 days ≈ {{15/18|.2f}} GB/day."),
        U("ok what else can i do"),
        C("get_details_by_id", {"id": "L4419"}, line("L4419", "214-555-0118", "P4402", "D4419", 15.0, refuel=3.0)),
        C("get_details_by_id", {"id": "P4402"}, P_EVERY),
        C("get_details_by_id", {"id": "P4403"}, P_MAX),
        A("Switch to Max 30GB ($60/mo): 30 GB limit, so {{30-15|.1f}} GB available at once; prorated ${{(60-40)*12/30|.2f}} this month. "
          "Everyday is $40/mo."),
    ),
    run(19, GEMINI20_FLASH,
        U("Bonjour, je ne comprends pas ma facture d'octobre. Mon numéro : 207-555-0119."),
        C("get_customer_by_phone", {"phone_number": "207-555-0119"},
          customer("C4419", "Camille Lefèvre", "1992-10-04", "camille.lefevre@example.com", "207-555-0119", ["L4420"], ["B1025419"],
                   [card("3174", "04/2029")])),
        C("get_details_by_id", {"id": "B1025419"},
          bill("B1025419", "C4419", "2025-10-01", "2025-10-31", "2025-11-02", "2025-11-17",
               [item("Everyday 12GB - L4420", 40.0, "2025-11-02", "Plan Charge"),
                item("International calls - 52 min", 13.0, "2025-10-09", "Usage"),
                item("Taxes (8% of plan charges)", 3.2, "2025-11-02", "Tax")], "Paid")),
        A("**Votre facture d'octobre (B1025419) : 56,20 $**\n\n*   **Forfait Everyday 12GB :** 40,00 $\n*   **Taxes (8 % du forfait) :** 3,20 $\n"
          "*   **Appels internationaux :** 52 min pour 13,00 $, soit **{{fr(13/52)|s}} $ la minute**\n\n"
          "Sans les appels, la facture aurait été de **{{fr(56.2-13)|s}} $**. Elle est déjà payée."),
        U("Et si je passe au forfait Max 30GB ?"),
        C("get_details_by_id", {"id": "P4403"}, P_MAX),
        A("**Passage à Max 30GB (60,00 $/mois)**\n\n*   **Ce mois-ci (prorata) :** (60 − 40) × {{" + DL + "|d}} / 30 = **{{fr(20*12/30)|s}} $**\n"
          "*   **Ensuite :** 60,00 $ + 8 % de taxes = **{{fr(60*1.08)|s}} $** par mois, soit {{fr(60*1.08-(40+3.2))|s}} $ de plus qu'aujourd'hui\n"
          "*   **Données :** 30 Go au lieu de 12 Go, {{fr(30/12, '.1f')|s}} fois plus"),
        U("Non merci, je garde mon forfait."),
        A("Très bien, rien n'a été modifié. Bonne journée !"),
    ),
]
