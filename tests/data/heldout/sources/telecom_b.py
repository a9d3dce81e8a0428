"""Telecom runs 21-40: usage history, payments with timestamps, plan changes, multi-line accounts."""

from _telecom import POLICY, bill, customer, device, line, plan
from _vocab import A, C, Run, U

GPT = "gpt-4o-2024-11-20"
CLAUDE = "claude-3-5-sonnet-20241022"
GEMINI = "gemini-2.0-flash-001"
LLAMA = "meta-llama/Llama-3.3-70B-Instruct"
MINI = "gpt-4.1-mini-2025-04-14"
SONNET37 = "claude-3-7-sonnet-20250219"
DEEPSEEK = "deepseek-chat-v3"


def usage(lid: str, days: list[tuple[str, int]]) -> dict:
    return {"line_id": lid, "unit": "MB",
            "records": [{"date": d, "data_used_mb": mb} for d, mb in days],
            "total_mb": sum(mb for _, mb in days)}


def payments(cid: str, rows: list[tuple[str, str, float, str]]) -> dict:
    return {"customer_id": cid, "payments": [
        {"payment_id": pid, "timestamp": ts, "amount": amt, "bill_id": bid} for pid, ts, amt, bid in rows]}


def t21() -> Run:
    c = customer("C1021", "Nadia Petrova", "1990-05-16", "nadia.p@example.com", "555-343-5656",
                 ["L1026"], ["B1028"], "3939", "01/2027")
    u = usage("L1026", [("2025-02-20", 412), ("2025-02-21", 1630), ("2025-02-22", 2210), ("2025-02-23", 388), ("2025-02-24", 95)])
    return Run("telecom-21", CLAUDE, POLICY, [
        U("My data ran out way faster than usual this month. Can you see what happened? 555-343-5656"),
        C("get_customer_by_phone", {"phone_number": "555-343-5656"}, c),
        C("get_data_usage", {"line_id": "L1026", "start_date": "2025-02-20", "end_date": "2025-02-24"}, u),
        A("I pulled your daily usage for the last five days (February 20-24):\n\n"
          "| Date | Data used |\n|---|---|\n| Feb 20 | 412 MB |\n| Feb 21 | 1,630 MB |\n| Feb 22 | 2,210 MB |\n| Feb 23 | 388 MB |\n| Feb 24 | 95 MB |\n\n"
          "That's 4,735 MB, or about {{4735/1024|.1f}} GB, in five days - most of it on February 21 and 22 ({{1630+2210|,d}} MB combined). Were you streaming video or using your phone as a hotspot on those days?"),
        U("oh yeah I was hotspotting my laptop on the 21st and 22nd"),
        A("That explains it - hotspot use counts against your mobile data. On those two days you used {{1630+2210|,d}} MB, which is {{(1630+2210)/4735*100|.0f}}% of the five-day total. Would you like me to add some data, or look at plans with a larger allowance?"),
        U("no I'll be careful"),
        A("Sounds good, Nadia. Let me know if you need anything else."),
    ], fmt="anthropic")


def t22() -> Run:
    c = customer("C1022", "George Miller", "1965-07-07", "g.miller@example.com", "555-454-6767",
                 ["L1027"], ["B1029", "B1030"], "4646", "10/2026")
    p = payments("C1022", [("PAY-88213", "2025-01-14T09:32:10-05:00", 58.4, "B1029"),
                           ("PAY-90577", "2025-02-13T18:47:55-05:00", 61.15, "B1030")])
    return Run("telecom-22", GPT, POLICY, [
        U("Did my last two payments go through? 555-454-6767"),
        C("get_customer_by_phone", {"phone_number": "555-454-6767"}, c),
        C("get_payment_history", {"customer_id": "C1022"}, p),
        A("Yes, George - both payments went through:\n\n"
          "1. **$58.40** for bill **B1029**, on **January 14, 2025 at 9:32 AM** (payment [[PAY-88231]])\n"
          "2. **$61.15** for bill **B1030**, on **February 13, 2025 at 6:47 PM** (payment PAY-90577)\n\n"
          "That's **${{58.40+61.15|.2f}}** in total.", why="payment id with two digits swapped"),
        U("the second was more, why"),
        C("get_details_by_id", {"id": "B1030"}, bill("B1030", "C1022", "2025-01-01", "2025-01-31", "2025-02-01", "2025-02-15",
                                                   [("Plan Charge", 45.0, "Plan Charge"), ("International Call Charges", 8.9, "Usage"), ("Taxes and Fees", 7.25, "Fee")], "Paid")),
        A("Bill B1030 was ${{61.15-58.40|.2f}} higher than the previous one. It includes **$8.90** in international call charges on top of the $45.00 plan charge and $7.25 in taxes and fees."),
        U("ok, I called my sister in Canada, that makes sense"),
        A("Glad that clears it up! Anything else I can help with?"),
        U("no"),
        A("Have a good day, George!"),
    ])


def t23() -> Run:
    c = customer("C1023", "Mei Lin", "1998-11-23", "mei.lin@example.com", "555-565-7878",
                 ["L1028"], ["B1031"], "7171", "03/2027")
    l = line("L1028", "555-565-7878", "P1001", "D1028", 4.4)
    d = device("D1028", "Galaxy A54", "352099001761481")
    return Run("telecom-23", GEMINI, POLICY, [
        U("I can't send picture messages. texts work fine. 555-565-7878"),
        C("get_customer_by_phone", {"phone_number": "555-565-7878"}, c),
        C("get_details_by_id", {"id": "L1028"}, l),
        C("get_details_by_id", {"id": "D1028"}, d),
        A("Hi Mei! Your line is active and mobile data is available (4.4 GB used of your Basic Plan). Picture messages (MMS) need both **mobile data** and the correct **APN** settings. On your **Galaxy A54**:\n\n"
          "1. Make sure **Mobile data** is on.\n2. Go to **Settings > Connections > Mobile networks > Access Point Names** and tell me the **APN** and **MMSC** values."),
        U("APN is internet, MMSC is empty"),
        A("That's the issue. Please set **MMSC** to **http://mms.carrier.net** and leave **MMS proxy** empty. Save, then restart the phone and try sending a picture."),
        U("it worked"),
        A("Great! Picture messages should work from now on. Anything else?"),
        U("nope"),
        A("Have a nice day, Mei!"),
    ])


def t24() -> Run:
    c = customer("C1024", "Ibrahim Yusuf", "1984-09-09", "ibrahim.y@example.com", "555-676-8989",
                 ["L1029", "L1030"], ["B1032"], "5858", "12/2026")
    l29 = line("L1029", "555-676-8989", "P1003", "D1029", 10.5)
    l30 = line("L1030", "555-676-8990", "P1003", "D1030", 12.0)
    p = plan("P1003", "Family Plan", 12.0, 45.0, 2.5)
    return Run("telecom-24", DEEPSEEK, POLICY, [
        U("my daughter's line has no data. the number is 555-676-8990, account holder is me at 555-676-8989"),
        C("get_customer_by_phone", {"phone_number": "555-676-8989"}, c),
        C("get_details_by_id", {"id": "L1030"}, l30),
        C("get_details_by_id", {"id": "P1003"}, p),
        A("Hello Ibrahim. Your daughter's line **555-676-8990** has used **12.0 GB**, which is the full **12 GB** limit of the Family Plan, so data is paused.\n\n"
          "Options:\n- Refuel **1 GB** for **$2.50**\n- Refuel **2 GB** for **${{2*2.5|.2f}}**\n\nWhich would you like?"),
        U("1 GB is enough, it's almost the end of the month"),
        C("refuel_data", {"customer_id": "C1024", "line_id": "L1030", "gb_amount": 1.0}, {**l30, "data_refueling_gb": 1.0}),
        A("Done. 1 GB has been added to 555-676-8990 for $2.50. Your own line (555-676-8989) is at 10.5 GB, so you have {{12-10.5|.1f}} GB left."),
        U("thanks"),
        A("You're welcome!"),
    ])


def t25() -> Run:
    c = customer("C1025", "Chloe Martin", "2001-03-14", "chloe.martin@example.com", "555-787-9090",
                 ["L1031"], ["B1033"], "2626", "04/2028")
    l = line("L1031", "555-787-9090", "P1005", "D1031", 22.7)
    p = plan("P1005", "Unlimited Lite", 50.0, 80.0, 0.0)
    pl = [plan("P1002", "Premium Plan", 15.0, 65.0, 2.0), plan("P1004", "Traveler Plan", 20.0, 70.0, 2.25)]
    return Run("telecom-25", SONNET37, POLICY, [
        U("I'm paying too much. can I downgrade? 555-787-9090"),
        C("get_customer_by_phone", {"phone_number": "555-787-9090"}, c),
        C("get_details_by_id", {"id": "L1031"}, l),
        C("get_details_by_id", {"id": "P1005"}, p),
        C("get_available_plan_ids", {"line_id": "L1031"}, ["P1002", "P1004"]),
        C("get_details_by_id", {"id": "P1002"}, pl[0]),
        C("get_details_by_id", {"id": "P1004"}, pl[1]),
        A("You're on **Unlimited Lite** ($80.00/month, 50 GB), and you've used **22.7 GB** so far this cycle. The plans you can switch to are:\n\n"
          "- **Traveler Plan**: 20 GB for $70.00/month (saves ${{80-70|.2f}}/month)\n- **Premium Plan**: 15 GB for $65.00/month (saves ${{80-65|.2f}}/month)\n\n"
          "One thing to keep in mind: you've already used 22.7 GB this month, more than either plan's limit. If your usage is usually around that, you'd likely need to refuel on either plan: at $2.00/GB on Premium, covering the extra {{22.7-15|.1f}} GB would cost about ${{(22.7-15)*2|.2f}}, more than the $15 you'd save."),
        U("hm ok never mind then"),
        A("Makes sense. You'll stay on Unlimited Lite. Anything else I can help with?"),
        U("no"),
        A("Take care, Chloe!"),
    ])


def t26() -> Run:
    c = customer("C1026", "Robert Brown", "1958-10-31", "r.brown@example.com", "555-898-1213",
                 ["L1032"], ["B1034"], "0909", "06/2025")
    b = bill("B1034", "C1026", "2025-01-01", "2025-01-31", "2025-02-01", "2025-02-15",
             [("Plan Charge", 30.0, "Plan Charge"), ("Late Fee", 10.0, "Fee")], "Overdue")
    return Run("telecom-26", LLAMA, POLICY, [
        U("I got a late fee notice. My number is 555-898-1213."),
        C("get_customer_by_phone", {"phone_number": "555-898-1213"}, c),
        C("get_details_by_id", {"id": "B1034"}, b),
        A("Hello Robert. Your bill B1034 for January 2025 is overdue. It was due on February 15, 2025. The bill total is $40.00, which includes the $30.00 plan charge and a $10.00 late fee.\n\nWould you like me to send a payment request?"),
        U("yes please. what card is it going to"),
        A("The payment request will go to the credit card on file ending in 0909, which expires 06/2025. Shall I send it?"),
        U("yes"),
        C("send_payment_request", {"customer_id": "C1026", "bill_id": "B1034"}, "Payment request sent to the customer for bill B1034."),
        A("The payment request for $40.00 has been sent to your device. Please approve it to complete the payment."),
        U("ok"),
        A("Thank you, Robert. Have a nice day."),
    ])


def t27() -> Run:
    c = customer("C1027", "Aylin Demir", "1996-06-06", "aylin.demir@example.com", "555-909-2324",
                 ["L1033"], ["B1035"], "1331", "09/2026")
    l = line("L1033", "555-909-2324", "P1004", "D1033", 13.8, roaming=True)
    d = device("D1033", "iPhone 14 Pro", "356789104455362")
    return Run("telecom-27", MINI, POLICY, [
        U("I'm in Germany, I have signal bars but no internet. 555-909-2324"),
        C("get_customer_by_phone", {"phone_number": "555-909-2324"}, c),
        C("get_details_by_id", {"id": "L1033"}, l),
        C("get_details_by_id", {"id": "D1033"}, d),
        A("Hi Aylin! Roaming is **enabled** on your line and you have data left (13.8 GB used of your Traveler Plan's 20 GB). On your **iPhone 14 Pro**, please check:\n\n"
          "1. **Settings > Cellular > Cellular Data** is ON\n2. **Settings > Cellular > Cellular Data Options > Data Roaming** is ON\n\nWhat do you see?"),
        U("both on. Voice & Data is set to 3G"),
        A("Please change **Voice & Data** to **5G Auto** (or **LTE** if 5G isn't offered), then toggle Airplane Mode on and off."),
        U("LTE now, still no internet"),
        A("Thanks. Let's check the APN: **Settings > Cellular > Cellular Data Network**. The APN should be **internet**. What's there now?"),
        U("it's blank"),
        A("Please type **internet** into the APN field under Cellular Data, leave username and password empty, and then restart the phone."),
        U("yay it works"),
        A("Wonderful! You should be all set for the rest of your trip in Germany. You have about {{20-13.8|.1f}} GB left this cycle."),
    ])


def t28() -> Run:
    c = customer("C1028", "Samuel Okafor", "1989-01-19", "samuel.okafor@example.com", "555-131-4546",
                 ["L1034"], ["B1036"], "6767", "02/2027")
    l = line("L1034", "555-131-4546", "P1002", "D1034", 6.2, contract_end="2025-08-31")
    return Run("telecom-28", GPT, POLICY, [
        U("when does my contract end? 555-131-4546"),
        C("get_customer_by_phone", {"phone_number": "555-131-4546"}, c),
        C("get_details_by_id", {"id": "L1034"}, l),
        A("Hi Samuel! Your contract for line **555-131-4546** ends on **[[August 30, 2025]]**.",
          why="the contract end date a day off from 2025-08-31"),
        U("and what happens then"),
        A("I don't have details on what happens at the end of a contract. I can only tell you that a suspended line can't be resumed once its contract has ended. For renewal options, I can transfer you to a human agent. Would you like that?"),
        U("no thanks"),
        A("Okay! Let me know if there's anything else I can help with."),
    ])


def t29() -> Run:
    c = customer("C1029", "Valentina Rossi", "1993-12-24", "v.rossi@example.com", "555-242-5657",
                 ["L1035", "L1036"], ["B1037"], "8484", "07/2027")
    b = bill("B1037", "C1029", "2025-01-01", "2025-01-31", "2025-02-01", "2025-02-15",
             [("Plan Charge - L1035", 65.0, "Plan Charge"), ("Plan Charge - L1036", 30.0, "Plan Charge"),
              ("Device Installment 3/24 - L1035", 33.29, "Installment"), ("Data Refueling 2GB - L1036", 6.0, "Usage"),
              ("Taxes and Fees", 14.61, "Fee")], "Overdue")
    return Run("telecom-29", CLAUDE, POLICY, [
        U("Hi, my account says past due. Can you break it down by line? 555-242-5657"),
        C("get_customer_by_phone", {"phone_number": "555-242-5657"}, c),
        C("get_details_by_id", {"id": "B1037"}, b),
        A("Of course, Valentina. Bill **B1037** (January 2025) is overdue; it was due **February 15, 2025**. Total due: **$148.90**.\n\n"
          "**Line L1035:**\n- Plan Charge: $65.00\n- Device Installment 3/24: $33.29\n- Subtotal: $65.00 + $33.29 = ${{65+33.29|.2f}}\n\n"
          "**Line L1036:**\n- Plan Charge: $30.00\n- Data Refueling 2GB: $6.00\n- Subtotal: ${{30+6|.2f}}\n\n"
          "**Account-level:** Taxes and Fees: $14.61\n\n"
          "Check: ${{65+33.29|.2f}} + ${{30+6|.2f}} + $14.61 = ${{65+33.29+30+6+14.61|.2f}}.\n\nWould you like me to send a payment request for the full amount?"),
        U("yes"),
        C("send_payment_request", {"customer_id": "C1029", "bill_id": "B1037"}, "Payment request sent to the customer for bill B1037."),
        A("Sent! Please approve the $148.90 payment on your device. Once it's approved, your account will be back in good standing."),
        U("approved"),
        C("get_details_by_id", {"id": "B1037"}, {**b, "status": "Paid"}),
        A("Bill B1037 is now marked **Paid**. Thank you, Valentina!"),
    ], fmt="anthropic")


def t30() -> Run:
    c = customer("C1030", "Kenji Watanabe", "1977-04-29", "kenji.w@example.com", "555-353-6768",
                 ["L1037"], ["B1038"], "3737", "08/2026")
    l = line("L1037", "555-353-6768", "P1001", "D1037", 3.1)
    d = device("D1037", "Pixel 8", "358240051111110")
    return Run("telecom-30", GEMINI, POLICY, [
        U("my phone says 'Emergency calls only'. 555-353-6768"),
        C("get_customer_by_phone", {"phone_number": "555-353-6768"}, c),
        C("get_details_by_id", {"id": "L1037"}, l),
        C("get_details_by_id", {"id": "D1037"}, d),
        A("Hi Kenji! Your line **555-353-6768** is **active**, so the account isn't blocking service. On your **Pixel 8**:\n\n"
          "1. Turn **Airplane mode** on, wait 10 seconds, then off.\n2. If that doesn't help, check **Settings > Network & internet > SIMs** and make sure the SIM is **enabled**."),
        U("the SIM toggle was off, weird. turned it on"),
        A("That was it! With the SIM enabled, your phone should register on the network within a minute. Do you have bars now?"),
        U("yes 4 bars LTE"),
        A("Perfect! You're back on **LTE**. Let me know if anything else comes up."),
    ])


def t31() -> Run:
    c = customer("C1031", "Olga Ivanova", "1985-02-02", "olga.ivanova@example.com", "555-464-7879",
                 ["L1038"], ["B1039"], "9595", "11/2026")
    l = line("L1038", "555-464-7879", "P1002", "D1038", 15.0, refuel=2.0)
    return Run("telecom-31", LLAMA, POLICY, [
        U("My data is gone again. Add 2 more GB. 555-464-7879"),
        C("get_customer_by_phone", {"phone_number": "555-464-7879"}, c),
        C("get_details_by_id", {"id": "L1038"}, l),
        A("Hello Olga. I see you have used 15.0 GB and you have already refueled 2.0 GB this month. The maximum amount of data that can be refueled is 2 GB, so I am not able to add more data this cycle.\n\nWould you like to look at plans with more data instead?"),
        U("yes"),
        C("get_available_plan_ids", {"line_id": "L1038"}, ["P1005"]),
        C("get_details_by_id", {"id": "P1005"}, plan("P1005", "Unlimited Lite", 50.0, 80.0, 0.0)),
        A("The plan available for your line is Unlimited Lite: 50 GB of data for $80.00 per month. Your current Premium Plan is $65.00 per month for 15 GB, so it is ${{80-65|.2f}} more per month. Would you like to switch?"),
        U("yes"),
        C("change_plan", {"customer_id": "C1031", "line_id": "L1038", "plan_id": "P1005"}, {**l, "plan_id": "P1005", "last_plan_change_date": "2025-02-25"}),
        A("Your line 555-464-7879 is now on Unlimited Lite. You have {{50-15|d}} GB available for the rest of this month."),
        U("thx"),
        A("You're welcome, Olga."),
    ])


def t32() -> Run:
    c = customer("C1032", "Ana Souza", "1992-08-15", "ana.souza@example.com", "555-575-8980",
                 ["L1039"], ["B1040"], "4242", "05/2027")
    p = payments("C1032", [("PAY-91102", "2025-02-24T22:15:03-05:00", 72.8, "B1040")])
    b = bill("B1040", "C1032", "2025-01-01", "2025-01-31", "2025-02-01", "2025-02-15",
             [("Plan Charge", 65.0, "Plan Charge"), ("Taxes and Fees", 7.8, "Fee")], "Paid")
    return Run("telecom-32", DEEPSEEK, POLICY, [
        U("I paid last night but my line is still suspended?? 555-575-8980"),
        C("get_customer_by_phone", {"phone_number": "555-575-8980"}, c),
        C("get_payment_history", {"customer_id": "C1032"}, p),
        C("get_details_by_id", {"id": "B1040"}, b),
        C("get_details_by_id", {"id": "L1039"}, line("L1039", "555-575-8980", "P1002", "D1039", 4.0, status="Suspended", suspended="2025-02-20")),
        A("Hi Ana. I can confirm your payment of **$72.80** for bill **B1040** was received on **February 24 at 10:15 PM**, and the bill is now **Paid**. Your line was suspended on 2025-02-20 and hasn't been resumed yet. Since the bill is paid, I can resume it now. Shall I?"),
        U("YES"),
        C("resume_line", {"customer_id": "C1032", "line_id": "L1039"}, line("L1039", "555-575-8980", "P1002", "D1039", 4.0)),
        A("Your line **555-575-8980** is active again. Please restart your phone to reconnect. Sorry for the trouble!"),
    ])


def t33() -> Run:
    c = customer("C1033", "Henrik Larsen", "1971-11-11", "henrik.larsen@example.com", "555-686-9091",
                 ["L1040"], ["B1041"], "1818", "10/2025")
    l = line("L1040", "555-686-9091", "P1003", "D1040", 7.9)
    return Run("telecom-33", SONNET37, POLICY, [
        U("I'd like to suspend my line for 3 months while I'm at sea. 555-686-9091"),
        C("get_customer_by_phone", {"phone_number": "555-686-9091"}, c),
        C("get_details_by_id", {"id": "L1040"}, l),
        A("I can help with that, Henrik. A few things first:\n\n- Suspensions can last up to 6 months, so 3 months is within the limit.\n- You won't have any service on **555-686-9091** while it's suspended.\n"
          "- Your contract runs until **2026-06-30**, so you'll be able to resume the line when you're back.\n\nWould you like me to suspend the line now?"),
        U("yes"),
        C("suspend_line", {"customer_id": "C1033", "line_id": "L1040", "reason": "Customer request: at sea for 3 months"},
          {**l, "status": "Suspended", "suspension_start_date": "2025-02-25"}),
        A("Done - line 555-686-9091 is suspended as of **2025-02-25**. Three months from now would be around **{{'May 25, 2025'|}}**; just contact us when you're back and we'll resume it (the 6-month maximum would be reached on {{'August 25, 2025'|}}).", why="dates 3 and 6 months after 2025-02-25"),
        U("great thanks"),
        A("Safe travels, Henrik!"),
    ])


def t34() -> Run:
    c = customer("C1034", "Priya Nair", "1995-07-22", "priya.nair@example.com", "555-797-1314",
                 ["L1041"], ["B1042"], "2828", "03/2026")
    l = line("L1041", "555-797-1314", "P1004", "D1041", 9.6)
    u = usage("L1041", [("2025-02-18", 640), ("2025-02-19", 710), ("2025-02-20", 655), ("2025-02-21", 690), ("2025-02-22", 705), ("2025-02-23", 680), ("2025-02-24", 660)])
    return Run("telecom-34", GPT, POLICY, [
        U("will I run out of data before the end of the month? 555-797-1314"),
        C("get_customer_by_phone", {"phone_number": "555-797-1314"}, c),
        C("get_details_by_id", {"id": "L1041"}, l),
        C("get_data_usage", {"line_id": "L1041", "start_date": "2025-02-18", "end_date": "2025-02-24"}, u),
        A("Here's where you stand, Priya:\n\n- **Used so far:** 9.6 GB of your **20 GB** Traveler Plan\n- **Last 7 days:** 4,740 MB total, about **{{4740/7|.0f}} MB/day**\n\n"
          "If your cycle ends with the month (February 28), there are 4 days left including today. At about {{4740/7|.0f}} MB/day that's roughly {{4740/7*4/1024|.1f}} GB more, so you should finish around {{9.6+4740/7*4/1024|.1f}} GB, well under 20 GB. You won't run out."),
        U("nice"),
        A("Anything else I can check for you?"),
        U("no"),
        A("Have a great rest of your week!"),
    ])


def t35() -> Run:
    c = customer("C1035", "Lars Nilsson", "1980-10-10", "lars.nilsson@example.com", "555-808-2425",
                 ["L1042", "L1043"], ["B1043"], "7373", "12/2027")
    l42 = line("L1042", "555-808-2425", "P1002", "D1042", 11.2, roaming=True)
    l43 = line("L1043", "555-808-2426", "P1002", "D1043", 2.5, roaming=True)
    return Run("telecom-35", MINI, POLICY, [
        U("We're back from our trip, please disable roaming on both lines. 555-808-2425"),
        C("get_customer_by_phone", {"phone_number": "555-808-2425"}, c),
        C("get_details_by_id", {"id": "L1042"}, l42),
        C("get_details_by_id", {"id": "L1043"}, l43),
        C("disable_roaming", {"customer_id": "C1035", "line_id": "L1042"}, {**l42, "roaming_enabled": False}),
        C("disable_roaming", {"customer_id": "C1035", "line_id": "L1043"}, {**l43, "roaming_enabled": False}),
        A("Welcome back, Lars! Roaming has been **disabled** on both lines:\n\n- **555-808-2425** (L1042)\n- **[[555-808-2462]]** (L1043)\n\nAny roaming days from your trip will show on your next bill at $10 per day per line.", why="the second line's number with two digits swapped"),
        U("we were gone 5 days, how much will that be"),
        A("If both lines used roaming on all 5 days: 5 days × $10 × 2 lines = **${{5*10*2|d}}**. If only one line used it, it would be **${{5*10|d}}**. The exact amount will be listed on your next bill."),
        U("ok"),
        A("Anything else I can help with?"),
    ])


def t36() -> Run:
    c = customer("C1036", "Zainab Bello", "1988-04-12", "zainab.bello@example.com", "555-919-3536",
                 ["L1044"], ["B1044"], "5050", "06/2026")
    l = line("L1044", "555-919-3536", "P1001", "D1044", 2.0)
    d = device("D1044", "iPhone 12", "353048112233449")
    return Run("telecom-36", LLAMA, POLICY, [
        U("Calls keep dropping. 555-919-3536"),
        C("get_customer_by_phone", {"phone_number": "555-919-3536"}, c),
        C("get_details_by_id", {"id": "L1044"}, l),
        C("get_details_by_id", {"id": "D1044"}, d),
        A("Hello Zainab. Your line is active and your device is an iPhone 12 (IMEI 353048112233449). Please go to Settings > Cellular > Cellular Data Options > Voice & Data and tell me what is selected."),
        U("LTE, VoLTE off"),
        A("Please turn VoLTE on. Voice over LTE keeps your calls on the LTE network instead of falling back to 3G/2G, which can cause drops. After turning it on, restart your phone."),
        U("done, I'll see if it helps"),
        A("Sounds good. If your calls still drop, contact us again and we can transfer you to a technician. Have a good day!"),
    ])


def t37() -> Run:
    c = customer("C1037", "Matteo Bianchi", "1997-09-03", "matteo.b@example.com", "555-020-4647",
                 ["L1045"], ["B1045", "B1046"], "6161", "01/2028")
    b45 = bill("B1045", "C1037", "2024-12-01", "2024-12-31", "2025-01-01", "2025-01-15",
               [("Plan Charge", 70.0, "Plan Charge"), ("Roaming Charges (3 days)", 30.0, "Usage"), ("Taxes and Fees", 11.2, "Fee")], "Paid")
    b46 = bill("B1046", "C1037", "2025-01-01", "2025-01-31", "2025-02-01", "2025-02-15",
               [("Plan Charge", 70.0, "Plan Charge"), ("Taxes and Fees", 8.4, "Fee")], "Paid")
    return Run("telecom-37", GEMINI, POLICY, [
        U("Compare my last two bills please. 555-020-4647"),
        C("get_customer_by_phone", {"phone_number": "555-020-4647"}, c),
        C("get_details_by_id", {"id": "B1045"}, b45),
        C("get_details_by_id", {"id": "B1046"}, b46),
        A("Here's the comparison, Matteo:\n\n"
          "| | **Dec 2024 (B1045)** | **Jan 2025 (B1046)** |\n|---|---|---|\n| Plan Charge | $70.00 | $70.00 |\n| Roaming (3 days) | $30.00 | - |\n| Taxes and Fees | $11.20 | $8.40 |\n| **Total** | **$111.20** | **$78.40** |\n\n"
          "January was **${{111.20-78.40|.2f}}** lower, mostly because there were no roaming charges."),
        U("and on average?"),
        A("The average of the two bills is (${{111.20|.2f}} + ${{78.40|.2f}}) / 2 = **${{(111.20+78.40)/2|.2f}}** per month."),
        U("thanks"),
        A("You're welcome! Anything else?"),
    ])


def t38() -> Run:
    c = customer("C1038", "Sophie Laurent", "1983-06-30", "sophie.laurent@example.com", "555-131-5758",
                 ["L1046"], ["B1047"], "3434", "09/2027")
    l = line("L1046", "555-131-5758", "P1002", "D1046", 14.1)
    return Run("telecom-38", CLAUDE, POLICY, [
        U("How much data left? 555-131-5758"),
        C("get_customer_by_phone", {"phone_number": "555-131-5758"}, c),
        C("get_details_by_id", {"id": "L1046"}, l),
        A("You've used **14.1 GB** of your **Premium Plan's** data this month. You have about **[[1.4 GB]]** remaining.",
          why="remaining data computed wrong (15 - 14.1 = 0.9)"),
        U("that doesn't seem right, isn't the limit 15?"),
        C("get_details_by_id", {"id": "P1002"}, plan("P1002", "Premium Plan", 15.0, 65.0, 2.0)),
        A("You're right, and I apologize. The Premium Plan's limit is **15 GB**, so with 14.1 GB used you have **{{15-14.1|.1f}} GB** left. Would you like to add data? Refueling is **$2.00/GB**, up to 2 GB."),
        U("no I'll manage"),
        A("Alright, Sophie. Let me know if you need anything else."),
    ], fmt="anthropic")


def t39() -> Run:
    c = customer("C1039", "Daniel Cohen", "1990-01-01", "daniel.cohen@example.com", "555-242-6869",
                 ["L1047"], ["B1048"], "8989", "04/2027")
    return Run("telecom-39", GPT, POLICY, [
        U("I need to update the card on file, the one ending 8989 expired. New card ends 4417."),
        A("I'm sorry, but I'm not able to update payment methods with the tools I have. I can transfer you to a human agent who can update your card. Before that, could you give me the phone number on your account so I can note it for them?"),
        U("555-242-6869"),
        C("get_customer_by_phone", {"phone_number": "555-242-6869"}, c),
        A("Thanks, Daniel. I see the card ending in **8989** on your account, with an expiration date of **04/2027** - so according to our records it hasn't expired yet. Do you still want to replace it with the card ending in **4417**?"),
        U("yes, it was cancelled by the bank"),
        C("transfer_to_human_agents", {"summary": "Customer C1039 wants to replace card ending 8989 (exp 04/2027, cancelled by bank) with new card ending 4417."}, "Transfer successful"),
        A("I've transferred you to a human agent with a summary: replace the card ending in 8989 with the card ending in 4417. Your case reference is [[CASE-20250225-0117]].",
          why="a case reference no tool returned"),
    ])


def t40() -> Run:
    c = customer("C1040", "Elif Yilmaz", "1994-05-25", "elif.yilmaz@example.com", "555-353-7980",
                 ["L1048"], ["B1049"], "2121", "07/2026")
    l = line("L1048", "555-353-7980", "P1003", "D1048", 11.4)
    p = plan("P1003", "Family Plan", 12.0, 45.0, 2.5)
    d = device("D1048", "Galaxy S24", "350123451234560")
    return Run("telecom-40", MINI, POLICY, [
        U("hi. my data is slow and I think I'm near the limit. 555-353-7980"),
        C("get_customer_by_phone", {"phone_number": "555-353-7980"}, c),
        C("get_details_by_id", {"id": "L1048"}, l),
        C("get_details_by_id", {"id": "P1003"}, p),
        C("get_details_by_id", {"id": "D1048"}, d),
        A("Hi Elif! You've used **11.4 GB** of your **12 GB** Family Plan allowance, so you have about **{{12-11.4|.1f}} GB** left; data isn't cut off yet, so the slowness is probably on the phone. On your **Galaxy S24**, please check:\n\n1. **Data saver** is off\n2. **Network mode** is **5G/LTE/3G/2G (auto connect)**\n3. No VPN is active"),
        U("data saver was on, turned it off. faster now"),
        A("Great! Since you're close to your limit, would you like to add data? It's **$2.50/GB**, up to 2 GB."),
        U("1gb"),
        C("refuel_data", {"customer_id": "C1040", "line_id": "L1048", "gb_amount": 1.0}, {**l, "data_refueling_gb": 1.0}),
        A("Done! **1 GB** added for **$2.50**. You now have about **{{12+1-11.4|.1f}} GB** left this month."),
    ])


RUNS = [t21(), t22(), t23(), t24(), t25(), t26(), t27(), t28(), t29(), t30(),
        t31(), t32(), t33(), t34(), t35(), t36(), t37(), t38(), t39(), t40()]
