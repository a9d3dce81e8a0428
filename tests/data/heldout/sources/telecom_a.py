"""Telecom runs 1-20: bills, data refuels, roaming, suspensions and device troubleshooting."""

from _telecom import POLICY, bill, customer, device, line, plan
from _vocab import A, C, Run, U

GPT = "gpt-4o-2024-08-06"
CLAUDE = "claude-3-5-sonnet-20241022"
GEMINI = "gemini-2.0-flash-001"
LLAMA = "meta-llama/Llama-3.3-70B-Instruct"
MINI = "gpt-4.1-mini-2025-04-14"
SONNET37 = "claude-3-7-sonnet-20250219"
QWEN = "Qwen/Qwen2.5-72B-Instruct"


def t01() -> Run:
    c = customer("C1001", "John Smith", "1985-06-15", "john.smith@example.com", "555-123-2002",
                 ["L1001", "L1002"], ["B1001", "B1002"], "1235", "12/2026")
    l1 = line("L1001", "555-123-2001", "P1002", "D1001", 14.6)
    p = plan("P1002", "Premium Plan", 15.0, 65.0, 2.0)
    return Run("telecom-01", GPT, POLICY, [
        U("Hi, my data is almost gone and I'm traveling tomorrow. My number is 555-123-2001."),
        C("get_customer_by_phone", {"phone_number": "555-123-2001"}, c),
        C("get_details_by_id", {"id": "L1001"}, l1),
        C("get_details_by_id", {"id": "P1002"}, p),
        A("Thanks, John. I found your line **555-123-2001** (L1001) on the **Premium Plan**. You've used **14.6 GB** of your **15 GB** monthly limit, so you have about **{{15.0-14.6|.1f}} GB** left.\n\n"
          "I can add up to **2 GB** of extra data at **$2.00 per GB**. Would you like to refuel, and how much?"),
        U("2 GB please"),
        A("Refueling 2 GB costs 2 x $2.00 = **${{2*2.0|.2f}}**, which will be added to your next bill. Shall I go ahead? (yes/no)"),
        U("yes"),
        C("refuel_data", {"customer_id": "C1001", "line_id": "L1001", "gb_amount": 2.0},
          {**l1, "data_refueling_gb": 2.0}),
        A("Done! **2 GB** has been added to line 555-123-2001. Your total allowance this month is now **{{15.0+2.0|.0f}} GB**, with about **{{17.0-14.6|.1f}} GB** remaining. The ${{2*2.0|.2f}} charge will appear on your next bill."),
        U("will it work abroad though?"),
        A("Roaming is currently **disabled** on your line (`roaming_enabled: false`). If you're traveling outside your home network, I can enable it; roaming charges are $10 per day unless your plan includes roaming. Would you like me to enable it?"),
        U("yes enable it"),
        C("enable_roaming", {"customer_id": "C1001", "line_id": "L1001"}, {**l1, "data_refueling_gb": 2.0, "roaming_enabled": True}),
        A("Roaming is now enabled on line 555-123-2001. Remember to also turn on **Data Roaming** in your phone's settings when you arrive. Safe travels!"),
    ])


def t02() -> Run:
    c = customer("C1002", "Maria Garcia", "1990-03-22", "maria.garcia@example.com", "555-234-3003",
                 ["L1003"], ["B1003", "B1004"], "4478", "08/2027")
    b = bill("B1004", "C1002", "2025-01-01", "2025-01-31", "2025-02-01", "2025-02-15",
             [("Plan Charge", 50.0, "Plan Charge"), ("Data Refueling 1.5GB", 3.75, "Usage"),
              ("International Call Charges", 11.4, "Usage"), ("Late Fee", 15.0, "Fee")], "Overdue")
    return Run("telecom-02", CLAUDE, POLICY, [
        U("I got a text saying my bill is overdue? I thought I paid it."),
        A("I'm sorry for the confusion - let me look into this. Could you give me the phone number on your account, or your customer ID?"),
        U("555-234-3003"),
        C("get_customer_by_phone", {"phone_number": "555-234-3003"}, c),
        C("get_details_by_id", {"id": "B1004"}, b),
        A("Thanks, Maria. I checked your most recent bill, **B1004**, for the period January 1 to January 31, 2025. It was due on **February 15, 2025** and it is marked **Overdue**.\n\n"
          "Here's the breakdown:\n- Plan Charge: $50.00\n- Data Refueling 1.5GB: $3.75\n- International Call Charges: $11.40\n- Late Fee: $15.00\n\n"
          "**Total due: $80.15**\n\nWithout the late fee, the charges come to $50.00 + $3.75 + $11.40 = ${{50+3.75+11.4|.2f}}. Would you like me to send a payment request for the $80.15 to your card ending in 4478?"),
        U("ugh, yes send it"),
        C("send_payment_request", {"customer_id": "C1002", "bill_id": "B1004"}, "Payment request sent to the customer for bill B1004."),
        A("I've sent the payment request for bill B1004. You should see a prompt on your device asking you to authorize the payment of $80.15. Once you accept it, the bill will be marked as paid."),
        U("ok I accepted it"),
        C("get_details_by_id", {"id": "B1004"}, {**b, "status": "Paid"}),
        A("Confirmed - bill B1004 now shows as **Paid**. Thanks, Maria! Is there anything else I can help with?"),
        U("no"),
        A("Have a good day!"),
    ], fmt="anthropic")


def t03() -> Run:
    c = customer("C1003", "Ahmed Hassan", "1978-11-02", "a.hassan@example.com", "555-345-4004",
                 ["L1004"], ["B1005"], "9021", "03/2026")
    l = line("L1004", "555-345-4004", "P1001", "D1004", 2.1)
    d = device("D1004", "Pixel 7", "356938035643809")
    return Run("telecom-03", GEMINI, POLICY, [
        U("my phone has no mobile data at all. wifi works. number 555-345-4004"),
        C("get_customer_by_phone", {"phone_number": "555-345-4004"}, c),
        C("get_details_by_id", {"id": "L1004"}, l),
        C("get_details_by_id", {"id": "D1004"}, d),
        A("Thanks, Ahmed. Your line **L1004** is **Active** and you've only used **2.1 GB** this month, so it's not a data limit issue. Your device is a **Pixel 7**.\n\n"
          "Let's go through some checks:\n1. Is **Airplane mode** off?\n2. In **Settings > Network & internet > SIMs**, is **Mobile data** switched on?"),
        U("airplane mode is off. mobile data was off! I turned it on. still nothing though"),
        A("Good catch. Next, please check the **Preferred network type** in the same menu. It should be set to **5G/LTE/3G/2G (auto connect)** or at least **LTE**. What does it show?"),
        U("it says 2G only"),
        A("That's likely the problem. Please change it to **5G/LTE/3G/2G (auto connect)**, then wait about 30 seconds and try loading a web page."),
        U("it works now!"),
        A("Great to hear! Your mobile data should now work normally. Is there anything else I can help with?"),
        U("nope thanks"),
        A("You're welcome, Ahmed. Have a great day!"),
    ])


def t04() -> Run:
    c = customer("C1004", "Linda Chen", "1982-07-09", "linda.chen@example.com", "555-456-5005",
                 ["L1005", "L1006", "L1007"], ["B1006"], "3317", "11/2025")
    l5 = line("L1005", "555-456-5005", "P1003", "D1005", 8.4)
    l6 = line("L1006", "555-456-5006", "P1003", "D1006", 11.9)
    l7 = line("L1007", "555-456-5007", "P1001", "D1007", 4.8)
    p3 = plan("P1003", "Family Plan", 12.0, 45.0, 2.5)
    p1 = plan("P1001", "Basic Plan", 5.0, 30.0, 3.0)
    return Run("telecom-04", LLAMA, POLICY, [
        U("Can you tell me how much data each line on my account used? Linda Chen, DOB 1982-07-09"),
        C("get_customer_by_name", {"full_name": "Linda Chen", "dob": "1982-07-09"}, [c]),
        C("get_details_by_id", {"id": "L1005"}, l5),
        C("get_details_by_id", {"id": "L1006"}, l6),
        C("get_details_by_id", {"id": "L1007"}, l7),
        C("get_details_by_id", {"id": "P1003"}, p3),
        C("get_details_by_id", {"id": "P1001"}, p1),
        A("Here is the data usage for each line on your account this month:\n\n"
          "1. 555-456-5005 (Family Plan, 12 GB limit): 8.4 GB used\n"
          "2. 555-456-5006 (Family Plan, 12 GB limit): 11.9 GB used\n"
          "3. 555-456-5007 (Basic Plan, 5 GB limit): 4.8 GB used\n\n"
          "In total, your lines have used {{8.4+11.9+4.8|.1f}} GB. Lines 555-456-5006 and 555-456-5007 are close to their limits."),
        U("how much to refuel the 5006 one with 1GB"),
        A("The Family Plan's refueling price is $2.50 per GB, so 1 GB for line 555-456-5006 would cost $2.50. Would you like me to proceed?"),
        U("yes"),
        C("refuel_data", {"customer_id": "C1004", "line_id": "L1006", "gb_amount": 1.0}, {**l6, "data_refueling_gb": 1.0}),
        A("1 GB of data has been added to line 555-456-5006. It now has {{12.0+1.0-11.9|.1f}} GB of data remaining this month. The $2.50 charge will appear on your next bill."),
        U("thanks"),
        A("You're welcome, Linda. Is there anything else I can help you with?"),
        U("no"),
        A("Have a great day!"),
    ])


def t05() -> Run:
    c = customer("C1005", "Kwame Mensah", "1995-01-30", "kwame.m@example.com", "555-567-6006",
                 ["L1008"], ["B1007", "B1008"], "7702", "05/2027")
    l = line("L1008", "555-567-6006", "P1004", "D1008", 6.3, status="Suspended", suspended="2025-01-20")
    b7 = bill("B1007", "C1005", "2024-12-01", "2024-12-31", "2025-01-01", "2025-01-15",
              [("Plan Charge", 55.0, "Plan Charge"), ("Roaming Charges (4 days)", 40.0, "Usage")], "Overdue")
    return Run("telecom-05", MINI, POLICY, [
        U("my line got suspended, I need it back on. 555-567-6006"),
        C("get_customer_by_phone", {"phone_number": "555-567-6006"}, c),
        C("get_details_by_id", {"id": "L1008"}, l),
        C("get_details_by_id", {"id": "B1007"}, b7),
        A("Hi Kwame. Your line **555-567-6006** has been **suspended since 2025-01-20** because bill **B1007** is overdue. That bill (December 1-31, 2024) was due on **2025-01-15** and the total is **$95.00**:\n\n"
          "- Plan Charge: $55.00\n- Roaming Charges (4 days): $40.00\n\n"
          "Per our policy, I can only resume the line after the overdue bill is paid. Would you like me to send a payment request for $95.00?"),
        U("yes"),
        C("send_payment_request", {"customer_id": "C1005", "bill_id": "B1007"}, "Payment request sent to the customer for bill B1007."),
        A("The payment request has been sent. Please approve it on your device and let me know once done."),
        U("done"),
        C("get_details_by_id", {"id": "B1007"}, {**b7, "status": "Paid"}),
        C("resume_line", {"customer_id": "C1005", "line_id": "L1008"}, {**l, "status": "Active", "suspension_start_date": None}),
        A("Bill B1007 is now paid and your line 555-567-6006 is **Active** again. It was suspended for [[37 days]] (since January 20). You may need to restart your phone for service to come back.",
          why="a suspension length off by one from 2025-01-20 to 2025-02-25 (36 days)"),
        U("ok restarting"),
        A("Sounds good. Let me know if you still don't have service after the restart."),
        U("works"),
        A("Great! Have a nice day, Kwame."),
    ])


def t06() -> Run:
    c = customer("C1006", "Sarah Johnson", "1988-12-12", "sarah.j@example.com", "555-678-7007",
                 ["L1009"], ["B1009"], "5566", "02/2028")
    l = line("L1009", "555-678-7007", "P1001", "D1009", 5.0)
    p1 = plan("P1001", "Basic Plan", 5.0, 30.0, 3.0)
    p2 = plan("P1002", "Premium Plan", 15.0, 65.0, 2.0)
    p5 = plan("P1005", "Unlimited Lite", 50.0, 80.0, 0.0)
    return Run("telecom-06", SONNET37, POLICY, [
        U("I keep running out of data. what plans can I switch to? my number is 555-678-7007"),
        C("get_customer_by_phone", {"phone_number": "555-678-7007"}, c),
        C("get_details_by_id", {"id": "L1009"}, l),
        C("get_details_by_id", {"id": "P1001"}, p1),
        C("get_available_plan_ids", {"line_id": "L1009"}, ["P1002", "P1005"]),
        C("get_details_by_id", {"id": "P1002"}, p2),
        C("get_details_by_id", {"id": "P1005"}, p5),
        A("Thanks, Sarah. You're on the **Basic Plan** ($30/month, 5 GB), and you've used the full 5 GB this month. Here are the plans available for your line:\n\n"
          "| Plan | Data | Price |\n|---|---|---|\n| Basic Plan (current) | 5 GB | $30.00/month |\n| Premium Plan | 15 GB | $65.00/month |\n| Unlimited Lite | 50 GB | $80.00/month |\n\n"
          "The Premium Plan would cost ${{65-30|.2f}} more per month than what you pay now, and Unlimited Lite ${{80-30|.2f}} more."),
        U("what's the price per GB on each"),
        A("Dividing each plan's price by its data:\n\n- Basic: $30 / 5 GB = **${{30/5|.2f}}/GB**\n- Premium: $65 / 15 GB ≈ **${{65/15|.2f}}/GB**\n- Unlimited Lite: $80 / 50 GB = **${{80/50|.2f}}/GB**\n\nUnlimited Lite is the cheapest per GB if you use a lot of data."),
        U("ok switch me to Premium"),
        A("To confirm: change line 555-678-7007 from **Basic Plan** to **Premium Plan** - 15 GB of data for **$65.00/month**. Proceed? (yes/no)"),
        U("yes"),
        C("change_plan", {"customer_id": "C1006", "line_id": "L1009", "plan_id": "P1002"}, {**l, "plan_id": "P1002", "last_plan_change_date": "2025-02-25"}),
        A("You're now on the **Premium Plan** as of 2025-02-25. Your data limit is 15 GB per month; since you've used 5 GB, you have {{15-5|d}} GB available for the rest of this cycle."),
        U("thanks!"),
        A("You're welcome, Sarah!"),
    ], fmt="anthropic")


def t07() -> Run:
    c = customer("C1007", "Pedro Alvarez", "1975-04-18", "pedro.alvarez@example.com", "555-789-8008",
                 ["L1010"], ["B1010"], "8819", "09/2026")
    l = line("L1010", "555-789-8008", "P1002", "D1010", 7.7, roaming=True)
    d = device("D1010", "iPhone 15", "353915110027465")
    return Run("telecom-07", GPT, POLICY, [
        U("I'm in Spain and my data doesn't work. 555-789-8008"),
        C("get_customer_by_phone", {"phone_number": "555-789-8008"}, c),
        C("get_details_by_id", {"id": "L1010"}, l),
        C("get_details_by_id", {"id": "D1010"}, d),
        A("Thanks, Pedro. Your line **555-789-8008** has roaming **enabled** on our side, so the issue is likely on the phone. On your **iPhone 15**, please go to **Settings > Cellular > Cellular Data Options** and check that **Data Roaming** is turned **on**. What does it show?"),
        U("it was off. now on. still nothing"),
        A("Thanks. Next, let's check the APN. Go to **Settings > Cellular > Cellular Data Network** and tell me what's in the **APN** field."),
        U("it says 'internet.es'"),
        A("That's not our default. Please change the APN to **internet** (all lowercase) and make sure the MMSC field is **http://mms.carrier.net** with no proxy. Then toggle Airplane mode on and off."),
        U("ok did that. it works now!!"),
        A("Excellent! Your data should work while you're in Spain. Roaming charges are **$10 per day**, which will appear on your next bill. Enjoy your trip!"),
        U("wait 10 a day? I'm here for 12 days"),
        A("Yes - at $10 per day, 12 days of roaming would come to **${{10*12|d}}**."),
        U("ok fine"),
        A("Let me know if there's anything else I can help with."),
    ])


def t08() -> Run:
    c = customer("C1008", "Emily Davis", "1992-09-25", "emily.davis@example.com", "555-890-9009",
                 ["L1011"], ["B1011", "B1012", "B1013"], "2090", "07/2027")
    b11 = bill("B1011", "C1008", "2024-11-01", "2024-11-30", "2024-12-01", "2024-12-15",
               [("Plan Charge", 65.0, "Plan Charge")], "Paid")
    b12 = bill("B1012", "C1008", "2024-12-01", "2024-12-31", "2025-01-01", "2025-01-15",
               [("Plan Charge", 65.0, "Plan Charge"), ("Data Refueling 2GB", 4.0, "Usage")], "Paid")
    b13 = bill("B1013", "C1008", "2025-01-01", "2025-01-31", "2025-02-01", "2025-02-15",
               [("Plan Charge", 65.0, "Plan Charge"), ("Device Installment 7/24", 41.63, "Installment"),
                ("Taxes and Fees", 9.87, "Fee")], "Paid")
    return Run("telecom-08", CLAUDE, POLICY, [
        U("Why did my bill go up so much last month? phone 555-890-9009"),
        C("get_customer_by_phone", {"phone_number": "555-890-9009"}, c),
        C("get_details_by_id", {"id": "B1012"}, b12),
        C("get_details_by_id", {"id": "B1013"}, b13),
        A("I looked at your last two bills, Emily:\n\n"
          "**December 2024 (B1012): $69.00**\n- Plan Charge: $65.00\n- Data Refueling 2GB: $4.00\n\n"
          "**January 2025 (B1013): $116.50**\n- Plan Charge: $65.00\n- Device Installment 7/24: $41.63\n- Taxes and Fees: $9.87\n\n"
          "So January was $116.50 - $69.00 = **${{116.50-69.00|.2f}}** higher. The main difference is the **device installment of $41.63**, which didn't appear on the December bill, plus $9.87 in taxes and fees."),
        U("I've been paying the installment for months though"),
        C("get_details_by_id", {"id": "B1011"}, b11),
        A("I checked November too (B1011): it was just the $65.00 plan charge, with no device installment. The January bill lists it as installment **7/24**, but the two previous bills don't show earlier installments. I can't see why from the bill data. Would you like me to transfer you to a human agent who can look into the installment history?"),
        U("yes please"),
        C("transfer_to_human_agents", {"summary": "Customer C1008 (Emily Davis) questions Device Installment 7/24 ($41.63) on bill B1013; prior bills B1011 and B1012 show no installments."}, "Transfer successful"),
        A("I've transferred you to a human agent and passed along the details. They'll be with you shortly."),
    ], fmt="anthropic")


def t09() -> Run:
    c = customer("C1009", "Tomasz Nowak", "1969-02-14", "t.nowak@example.com", "555-901-1010",
                 ["L1012"], ["B1014"], "6654", "01/2026")
    l = line("L1012", "555-901-1010", "P1001", "D1012", 1.2, contract_end="2025-03-31")
    return Run("telecom-09", QWEN, POLICY, [
        U("Hello. I will be away for 2 months, I want to suspend my line to save money. Number 555-901-1010."),
        C("get_customer_by_phone", {"phone_number": "555-901-1010"}, c),
        C("get_details_by_id", {"id": "L1012"}, l),
        A("Hello Tomasz. I can suspend your line 555-901-1010 (L1012). Please note:\n\n"
          "- A line can be suspended for at most 6 months.\n- While suspended you will not have service.\n"
          "- Your contract ends on 2025-03-31, which is during your time away. If the contract has ended, the line cannot be resumed.\n\n"
          "Do you still want to suspend the line?"),
        U("hmm, what happens after contract end?"),
        A("After 2025-03-31, if the line is still suspended, I will not be able to resume it according to our policy. You would need to contact us to discuss a new contract. Would you like to proceed anyway, or keep the line active?"),
        U("keep it active then"),
        A("Understood. Your line 555-901-1010 stays active. Is there anything else I can help with?"),
        U("no thank you"),
        A("Have a good trip, Tomasz!"),
    ])


def t10() -> Run:
    c = customer("C1010", "Grace Kim", "2000-08-08", "grace.kim@example.com", "555-111-2121",
                 ["L1013"], ["B1015"], "1414", "10/2028")
    l = line("L1013", "555-111-2121", "P1002", "D1013", 3.3)
    d = device("D1013", "Galaxy S23", "351234567890128")
    return Run("telecom-10", GEMINI, POLICY, [
        U("My internet on my phone is super slow. 555-111-2121"),
        C("get_customer_by_phone", {"phone_number": "555-111-2121"}, c),
        C("get_details_by_id", {"id": "L1013"}, l),
        C("get_details_by_id", {"id": "D1013"}, d),
        A("Hi Grace! Your line is **active**, you're on the **Premium Plan**, and you've used **3.3 GB**, so you're well within your limit. Let's check your **Galaxy S23**:\n\n"
          "1. Is **Data saver** turned on? (Settings > Connections > Data usage > Data saver)\n2. Are you connected to a **VPN**?"),
        U("data saver was on"),
        A("Please turn **Data saver** off and test your speed again."),
        U("better but still slow. it shows 3G at the top"),
        A("Let's check the network mode: go to **Settings > Connections > Mobile networks > Network mode** and choose **5G/LTE/3G/2G (auto connect)**. Then check whether the top of the screen shows **5G** or **LTE**."),
        U("now it says 5G and it's fast"),
        A("That's it! Your phone was stuck on 3G. With **5G** your speeds should be much better now. Anything else?"),
        U("no"),
        A("Have a great day, Grace!"),
    ])


def t11() -> Run:
    c = customer("C1011", "Omar Farouk", "1983-05-05", "omar.f@example.com", "555-222-3232",
                 ["L1014", "L1015"], ["B1016", "B1017"], "3030", "04/2026")
    b = bill("B1017", "C1011", "2025-01-01", "2025-01-31", "2025-02-01", "2025-02-15",
             [("Plan Charge - L1014", 45.0, "Plan Charge"), ("Plan Charge - L1015", 45.0, "Plan Charge"),
              ("Data Refueling 2GB - L1015", 5.0, "Usage"), ("Taxes and Fees", 12.35, "Fee")], "Issued")
    return Run("telecom-11", LLAMA, POLICY, [
        U("What do I owe this month? customer id C1011"),
        C("get_customer_by_id", {"customer_id": "C1011"}, c),
        C("get_details_by_id", {"id": "B1017"}, b),
        A("Hello Omar. Your latest bill (B1017) for January 2025 has a total due of $107.35. Here is the breakdown:\n\n"
          "* Plan Charge - L1014: $45.00\n* Plan Charge - L1015: $45.00\n* Data Refueling 2GB - L1015: $5.00\n* Taxes and Fees: $12.35\n\n"
          "The due date is 2025-02-15. The bill status is Issued."),
        U("so how much is each line costing me, with taxes split evenly"),
        A("If we split the taxes evenly between the two lines:\n\n"
          "* L1014: $45.00 + ${{12.35/2|.3f}} = about ${{45+12.35/2|.2f}}\n* L1015: $45.00 + $5.00 + ${{12.35/2|.3f}} = about ${{50+12.35/2|.2f}}"),
        U("wait the due date was the 15th, is it late?"),
        A("The bill status is \"Issued\", not \"Overdue\", so it is not marked as late. Today is 2025-02-25, which is after the due date of 2025-02-15, so I recommend paying it soon. Would you like me to send a payment request for $107.35?"),
        U("yes"),
        C("send_payment_request", {"customer_id": "C1011", "bill_id": "B1017"}, "Error: bill B1017 is not overdue; payment requests can only be sent for overdue bills."),
        A("I'm sorry, the system only allows payment requests for bills marked overdue, and B1017 isn't marked overdue. You can pay it through your usual payment method; the total is $107.35."),
        U("ok"),
        A("Is there anything else I can help with?"),
    ])


def t12() -> Run:
    c = customer("C1012", "Hannah Weber", "1997-10-19", "h.weber@example.com", "555-333-4343",
                 ["L1016"], ["B1018"], "8181", "06/2027")
    l = line("L1016", "555-333-4343", "P1003", "D1016", 0.0, status="Active")
    d = device("D1016", "iPhone 13", "354405119981234", esim=True)
    return Run("telecom-12", MINI, POLICY, [
        U("No service at all on my phone since this morning. 555-333-4343"),
        C("get_customer_by_phone", {"phone_number": "555-333-4343"}, c),
        C("get_details_by_id", {"id": "L1016"}, l),
        C("get_details_by_id", {"id": "D1016"}, d),
        A("Hi Hannah, I see your line **555-333-4343** is **Active** on our end, and no data has been used this cycle (0.0 GB), which suggests the phone isn't connecting. Let's troubleshoot your **iPhone 13**:\n\n1. Please check that **Airplane Mode** is **OFF**.\n2. Does the status bar show \"No SIM\" or \"SOS\"?"),
        U("airplane is off. it says No SIM"),
        A("Thanks. Please power off the phone, remove the SIM tray, reseat the SIM card, and power it back on. Does it still say \"No SIM\"?"),
        U("yes still no sim"),
        A("Since reseating didn't help, the SIM card may be damaged. I'm not able to replace SIMs myself, so I'll transfer you to a human agent who can arrange a new SIM or an eSIM (your iPhone 13 supports eSIM)."),
        C("transfer_to_human_agents", {"summary": "Customer C1012, line L1016 (555-333-4343), iPhone 13 shows No SIM after reseat; needs SIM replacement or eSIM."}, "Transfer successful"),
        A("You've been transferred. A human agent will help you with a SIM replacement shortly. Your reference is the line ID L1016."),
    ])


def t13() -> Run:
    c = customer("C1013", "Ravi Kumar", "1986-03-03", "ravi.kumar@example.com", "555-444-5454",
                 ["L1017"], ["B1019", "B1020"], "7272", "12/2025")
    b19 = bill("B1019", "C1013", "2024-12-01", "2024-12-31", "2025-01-01", "2025-01-15",
               [("Plan Charge", 30.0, "Plan Charge"), ("Data Refueling 2GB", 6.0, "Usage"), ("Late Fee", 10.0, "Fee")], "Overdue")
    b20 = bill("B1020", "C1013", "2025-01-01", "2025-01-31", "2025-02-01", "2025-02-15",
               [("Plan Charge", 30.0, "Plan Charge"), ("Data Refueling 1GB", 3.0, "Usage"), ("Late Fee", 10.0, "Fee")], "Overdue")
    return Run("telecom-13", CLAUDE, POLICY, [
        U("hi, I want to pay whatever I owe. my number is 555-444-5454"),
        C("get_customer_by_phone", {"phone_number": "555-444-5454"}, c),
        C("get_details_by_id", {"id": "B1019"}, b19),
        C("get_details_by_id", {"id": "B1020"}, b20),
        A("Hi Ravi. You have two overdue bills:\n\n"
          "| Bill | Period | Due date | Amount |\n|---|---|---|---|\n"
          "| B1019 | Dec 2024 | 2025-01-15 | $46.00 |\n| B1020 | Jan 2025 | 2025-02-15 | $43.00 |\n\n"
          "Together that's $46.00 + $43.00 = **${{46+43|.2f}}**. Each bill includes a $10.00 late fee, so ${{2*10|.2f}} of it is late fees. I can send a payment request for each bill; shall I start with B1019?"),
        U("yes both"),
        C("send_payment_request", {"customer_id": "C1013", "bill_id": "B1019"}, "Payment request sent to the customer for bill B1019."),
        A("I've sent the request for B1019 ($46.00). Please approve it on your phone, then I'll send the next one for B1020."),
        U("approved"),
        C("send_payment_request", {"customer_id": "C1013", "bill_id": "B1020"}, "Payment request sent to the customer for bill B1020."),
        A("Thanks! The request for B1020 ($43.00) is on its way now. Once you approve it, your account will be fully paid up."),
        U("done"),
        C("get_details_by_id", {"id": "B1020"}, {**b20, "status": "Paid"}),
        A("Both bills are paid. You paid a total of **${{46+43|.2f}}** today. Thanks, Ravi!"),
    ], fmt="anthropic")


def t14() -> Run:
    c = customer("C1014", "Isabel Moreno", "1991-06-21", "isabel.moreno@example.com", "555-555-6565",
                 ["L1018"], ["B1021"], "4444", "03/2028")
    l = line("L1018", "555-555-6565", "P1004", "D1018", 19.2)
    p = plan("P1004", "Traveler Plan", 20.0, 70.0, 2.25)
    return Run("telecom-14", GPT, POLICY, [
        U("how much data do I have left? 555-555-6565"),
        C("get_customer_by_phone", {"phone_number": "555-555-6565"}, c),
        C("get_details_by_id", {"id": "L1018"}, l),
        C("get_details_by_id", {"id": "P1004"}, p),
        A("Hi Isabel! You're on the **Traveler Plan** with a **20 GB** monthly limit, and you've used **19.2 GB**. That leaves about **{{20-19.2|.1f}} GB** until your data runs out."),
        U("can I add more?"),
        A("Yes! Your plan's refueling price is **$2.25 per GB**, and you can add up to 2 GB:\n\n- **1 GB** for **$2.25**\n- **2 GB** for **${{2*2.25|.2f}}**\n\nHow much would you like?"),
        U("1.5"),
        A("1.5 GB would cost 1.5 x $2.25 = **${{1.5*2.25|.2f}}**. Shall I add it?"),
        U("yes"),
        C("refuel_data", {"customer_id": "C1014", "line_id": "L1018", "gb_amount": 1.5}, {**l, "data_refueling_gb": 1.5}),
        A("Done! 1.5 GB has been added to your line. You now have about **{{20+1.5-19.2|.1f}} GB** left this month."),
    ])


def t15() -> Run:
    c = customer("C1015", "Jamal Brooks", "1980-01-11", "jamal.brooks@example.com", "555-666-7676",
                 ["L1019"], ["B1022"], "9393", "08/2026")
    l = line("L1019", "555-666-7676", "P1001", "D1019", 3.9)
    d = device("D1019", "Moto G Power", "359876543210987", esim=False)
    return Run("telecom-15", SONNET37, POLICY, [
        U("I want to switch to an eSIM. 555-666-7676"),
        C("get_customer_by_phone", {"phone_number": "555-666-7676"}, c),
        C("get_details_by_id", {"id": "L1019"}, l),
        C("get_details_by_id", {"id": "D1019"}, d),
        A("Thanks, Jamal. I checked the device on your line: it's a **Moto G Power** (IMEI [[359876543210978]]), and unfortunately it's **not eSIM-capable**, so I can't move this line to an eSIM on that phone.\n\nIf you get an eSIM-capable phone, a human agent can help with the transfer. Is there anything else I can do?",
          why="IMEI with its last two digits swapped"),
        U("no that's it"),
        A("Alright, thanks for reaching out, Jamal!"),
    ])


def t16() -> Run:
    c = customer("C1016", "Yuki Tanaka", "1994-12-01", "yuki.tanaka@example.com", "555-777-8787",
                 ["L1020"], ["B1023"], "6060", "05/2026")
    l = line("L1020", "555-777-8787", "P1002", "D1020", 9.1, roaming=False)
    p = plan("P1002", "Premium Plan", 15.0, 65.0, 2.0)
    return Run("telecom-16", GEMINI, POLICY, [
        U("I'm flying to Tokyo on March 3rd for a week, please turn on roaming. number 555-777-8787"),
        C("get_customer_by_phone", {"phone_number": "555-777-8787"}, c),
        C("get_details_by_id", {"id": "L1020"}, l),
        C("get_details_by_id", {"id": "P1002"}, p),
        A("Hi Yuki! Roaming is currently **off** on your line **555-777-8787**. Your **Premium Plan** doesn't include roaming, so charges are **$10 per day**. For a week (7 days), that's about **${{10*7|d}}**.\n\nShall I enable roaming now?"),
        U("yes"),
        C("enable_roaming", {"customer_id": "C1016", "line_id": "L1020"}, {**l, "roaming_enabled": True}),
        A("Roaming is now **enabled**. When you land in Tokyo on March 3rd, turn on **Data Roaming** in your phone settings. Have a great trip!"),
        U("thank you"),
        A("You're welcome! Enjoy Japan!"),
    ])


def t17() -> Run:
    c = customer("C1017", "Fatou Diop", "1987-09-17", "fatou.diop@example.com", "555-888-9898",
                 ["L1021"], ["B1024"], "2525", "11/2027")
    b = bill("B1024", "C1017", "2025-01-01", "2025-01-31", "2025-02-01", "2025-02-15",
             [("Plan Charge", 80.0, "Plan Charge"), ("Roaming Charges (9 days)", 90.0, "Usage"),
              ("International Call Charges", 23.6, "Usage"), ("Taxes and Fees", 17.42, "Fee")], "Issued")
    return Run("telecom-17", QWEN, POLICY, [
        U("Can you explain my January bill? phone 555-888-9898"),
        C("get_customer_by_phone", {"phone_number": "555-888-9898"}, c),
        C("get_details_by_id", {"id": "B1024"}, b),
        A("Sure, Fatou. Your January 2025 bill (B1024) totals **$211.02** and is due on **2025-02-15**. Breakdown:\n\n"
          "1. Plan Charge: $80.00\n2. Roaming Charges (9 days): $90.00, which is $10 per day\n3. International Call Charges: $23.60\n4. Taxes and Fees: $17.42\n\n"
          "The roaming and international calls together are ${{90+23.6|.2f}}, more than half of the bill."),
        U("the roaming was for a business trip, can I get a receipt of just that"),
        A("I'm not able to generate receipts. The bill itself lists the roaming line item of $90.00 for 9 days, dated 2025-01-01 on the bill. A human agent may be able to help with an itemized receipt; would you like me to transfer you?"),
        U("no its ok"),
        A("Okay. Is there anything else I can help you with?"),
        U("no"),
        A("Thank you, Fatou. Have a nice day."),
    ])


def t18() -> Run:
    c = customer("C1018", "Lucas Martin", "1999-04-04", "lucas.martin@example.com", "555-999-1112",
                 ["L1022"], ["B1025"], "1717", "02/2026")
    l = line("L1022", "555-999-1112", "P1001", "D1022", 5.0)
    p = plan("P1001", "Basic Plan", 5.0, 30.0, 3.0)
    return Run("telecom-18", MINI, POLICY, [
        U("my data stopped working. 555-999-1112"),
        C("get_customer_by_phone", {"phone_number": "555-999-1112"}, c),
        C("get_details_by_id", {"id": "L1022"}, l),
        C("get_details_by_id", {"id": "P1001"}, p),
        A("Hi Lucas. It looks like you've used all **5.0 GB** of data on your **Basic Plan**, so data has been paused for the rest of the cycle. I can add up to 2 GB at **$3.00/GB**. Would you like to add data?"),
        U("2gb"),
        A("Adding 2 GB will cost **${{2*3.0|.2f}}** (2 × $3.00). Confirm? (yes/no)"),
        U("yes"),
        C("refuel_data", {"customer_id": "C1018", "line_id": "L1022", "gb_amount": 2.0}, {**l, "data_refueling_gb": 2.0}),
        A("2 GB has been added. Your data should start working again in a few minutes. The **${{2*3.0|.2f}}** will be on your next bill."),
        U("ok. is there a plan with more data?"),
        C("get_available_plan_ids", {"line_id": "L1022"}, ["P1002"]),
        C("get_details_by_id", {"id": "P1002"}, plan("P1002", "Premium Plan", 15.0, 65.0, 2.0)),
        A("Yes, the **Premium Plan**: **15 GB** for **$65.00/month** (vs. 5 GB for $30.00 on your current plan). Would you like to switch?"),
        U("not now"),
        A("No problem! Let me know if you change your mind."),
    ])


def t19() -> Run:
    c = customer("C1019", "Anna Kowalski", "1979-08-30", "anna.k@example.com", "555-121-3434",
                 ["L1023", "L1024"], ["B1026"], "8282", "07/2026")
    l23 = line("L1023", "555-121-3434", "P1003", "D1023", 6.6)
    l24 = line("L1024", "555-121-3435", "P1003", "D1024", 2.2, status="Suspended", suspended="2024-12-02")
    return Run("telecom-19", LLAMA, POLICY, [
        U("I suspended my son's line in December, I want to turn it back on. My number is 555-121-3434"),
        C("get_customer_by_phone", {"phone_number": "555-121-3434"}, c),
        C("get_details_by_id", {"id": "L1024"}, l24),
        A("I see that line 555-121-3435 (L1024) was suspended on 2024-12-02. The contract for this line ends on 2026-06-30, so it can be resumed. Would you like me to resume it now?"),
        U("yes"),
        C("resume_line", {"customer_id": "C1019", "line_id": "L1024"}, {**l24, "status": "Active", "suspension_start_date": None}),
        A("Line 555-121-3435 is now active again. It had been suspended since December 2, 2024. Your son may need to restart his phone."),
        U("thank you"),
        A("You're welcome, Anna. Is there anything else?"),
        U("no"),
        A("Have a good day."),
    ])


def t20() -> Run:
    c = customer("C1020", "Diego Santos", "1993-02-27", "diego.santos@example.com", "555-232-4545",
                 ["L1025"], ["B1027"], "5151", "09/2027")
    b = bill("B1027", "C1020", "2025-01-01", "2025-01-31", "2025-02-01", "2025-02-15",
             [("Plan Charge", 65.0, "Plan Charge"), ("Data Refueling 2GB", 4.0, "Usage"), ("Late Fee", 15.0, "Fee")], "Overdue")
    return Run("telecom-20", GPT, POLICY, [
        U("Hi, I want to pay my bill. 555-232-4545"),
        C("get_customer_by_phone", {"phone_number": "555-232-4545"}, c),
        C("get_details_by_id", {"id": "B1027"}, b),
        A("Hi Diego! Your bill **B1027** (January 2025) is **overdue**. It was due on **[[2025-02-18]]**, and the total is **$84.00**:\n\n- Plan Charge: $65.00\n- Data Refueling 2GB: $4.00\n- Late Fee: $15.00\n\nWould you like me to send a payment request to your card ending in **5151**?",
          why="a due date a digit off from the bill's 2025-02-15"),
        U("yes"),
        C("send_payment_request", {"customer_id": "C1020", "bill_id": "B1027"}, "Payment request sent to the customer for bill B1027."),
        A("The payment request for **$84.00** has been sent. Please approve it on your device."),
        U("ok done. can the late fee be waived?"),
        A("I'm not able to waive fees with the tools I have. I can transfer you to a human agent who may be able to review the $15.00 late fee. Would you like that?"),
        U("no, forget it"),
        A("Understood. Thanks for paying, Diego. Have a great day!"),
    ])


RUNS = [t01(), t02(), t03(), t04(), t05(), t06(), t07(), t08(), t09(), t10(),
        t11(), t12(), t13(), t14(), t15(), t16(), t17(), t18(), t19(), t20()]
