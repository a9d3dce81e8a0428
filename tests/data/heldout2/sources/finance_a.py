"""Finance runs 1-20: balances, orders and fills, dividends, FX, interest, tax lots and statements."""

from _finance import POLICY, auth
from _vocab import A, C, Run, U

GPT = "gpt-4o-2024-08-06"
MINI = "gpt-4o-mini-2024-07-18"
GPT41 = "gpt-4.1-2025-04-14"
CLAUDE = "claude-3-5-sonnet-20241022"
SONNET37 = "claude-3-7-sonnet-20250219"
OPUS = "claude-3-opus-20240229"
GEMINI = "gemini-2.0-flash-001"
PRO = "gemini-1.5-pro-002"
FLASH = "gemini-1.5-flash-002"
LLAMA = "meta-llama/Llama-3.3-70B-Instruct"
QWEN = "Qwen/Qwen2.5-72B-Instruct"
MISTRAL = "mistral-large-2411"
DEEPSEEK = "deepseek-chat"
COMMAND = "command-r-plus-08-2024"

AUTH = auth("HB-5520174", "Jordan Blake", [("CHK-00448213", "checking"), ("SAV-00448230", "savings"), ("BRK-7730021", "brokerage"),
                                           ("EUR-00448299", "eur_cash"), ("CD-00448277", "cd"), ("VISA-7716", "credit_card")])


def f01() -> Run:
    accts = [{"account_id": "CHK-00448213", "type": "checking", "mask": "****8213", "available": 4212.87, "ledger": 4389.12, "currency": "USD"},
             {"account_id": "SAV-00448230", "type": "savings", "mask": "****8230", "available": 18250.0, "ledger": 18250.0, "currency": "USD", "apy": 4.1},
             {"account_id": "BRK-7730021", "type": "brokerage", "mask": "****0021", "cash": 3120.55, "positions_value": 84211.9, "currency": "USD"}]
    return Run("finance-01", GPT, POLICY, [
        U("Hi, customer id HB-5520174, code 482913. What are my balances?"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "482913"}, AUTH),
        C("list_accounts", {"customer_id": "HB-5520174"}, accts),
        A("Thanks, Jordan! Here are your balances:\n\n"
          "| Account | Type | Balance |\n|---|---|---:|\n"
          "| ****8213 | Checking | **$4,212.87** available ($4,389.12 ledger) |\n"
          "| ****8230 | Savings (4.10% APY) | **$18,250.00** |\n"
          "| ****0021 | Brokerage | **$3,120.55** cash + **$84,211.90** in positions |\n\n"
          "Altogether that's about **${{4212.87+18250+3120.55+84211.9|,.2f}}**, counting available checking."),
        U("why is checking available lower than ledger?"),
        A("The **${{4389.12-4212.87|.2f}}** difference is usually pending transactions (card authorizations or deposits on hold) that have been counted in the ledger balance but aren't available yet. Want me to pull the pending items?"),
        U("yes"),
        C("pending_transactions", {"account_id": "CHK-00448213"},
          [{"posted": None, "description": "UBER *TRIP", "amount": -23.4, "status": "pending"},
           {"posted": None, "description": "Mobile deposit hold", "amount": 152.85, "status": "hold", "release_date": "2025-10-20"}]),
        A("Two items:\n\n- **UBER *TRIP**: **-$23.40**, pending\n- **Mobile deposit hold**: **$152.85**, released on **Monday, October 20**\n\n"
          "The deposit hold accounts for most of the gap; once it's released, your available balance will go up by $152.85."),
        U("thanks!"),
        A("You're welcome, Jordan! Anything else?"),
    ])


def f02() -> Run:
    q = {"symbol": "AAPL", "bid": 247.31, "ask": 247.36, "last": 247.34, "timestamp": "2025-10-17T14:12:08Z"}
    return Run("finance-02", CLAUDE, POLICY, [
        U("I'd like to buy 25 shares of Apple with a limit of $247.50 in my brokerage account. Customer HB-5520174, code 771204."),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "771204"}, AUTH),
        C("get_quote", {"symbol": "AAPL"}, q),
        A("Thanks, Jordan. AAPL is currently bid $247.31 / ask $247.36 (last $247.34, as of 10:12 AM ET).\n\n"
          "Here's the order before I place it:\n\n"
          "- **Buy 25 shares of AAPL**, limit order at **$247.50**, brokerage account ****0021\n"
          "- Maximum cost: 25 × $247.50 = ${{25*247.5|,.2f}}, plus the $6.95 agent-assisted commission = **${{25*247.5+6.95|,.2f}}**\n\n"
          "Since the ask is below your limit, it will likely fill right away. Shall I place it?"),
        U("yes"),
        C("place_order", {"account_id": "BRK-7730021", "symbol": "AAPL", "side": "buy", "qty": 25, "type": "limit", "limit_price": 247.5},
          {"order_id": "ORD-88120417", "status": "filled", "filled_qty": 25, "avg_price": 247.36, "commission": 6.95, "filled_at": "2025-10-17T14:12:31Z"}),
        A("Your order **ORD-88120417** filled at 10:12 AM ET:\n\n"
          "- 25 shares of AAPL at an average price of $247.36\n"
          "- Cost of shares: 25 × $247.36 = ${{25*247.36|,.2f}}\n"
          "- Commission: $6.95\n"
          "- **Total: ${{25*247.36+6.95|,.2f}}**\n\n"
          "That's ${{25*(247.5-247.36)|.2f}} less than the maximum, since it filled below your limit."),
        U("How much cash do I have left in brokerage?"),
        C("get_balance", {"account_id": "BRK-7730021"}, {"account_id": "BRK-7730021", "cash": -3070.4, "settled_cash": 3120.55, "unsettled_debit": 6190.95}),
        A("Your brokerage account now shows settled cash of $3,120.55 and an unsettled debit of $6,190.95 for the AAPL purchase, so the cash balance is **-$3,070.40**.\n\n"
          "In other words, the purchase cost more than the cash that was available: $3,120.55 - $6,190.95 = -${{6190.95-3120.55|,.2f}}. The trade settles on the next business day, Monday, October 20, and you'll need to fund the difference by then, or it may be treated as a margin loan if your account has margin."),
    ], fmt="anthropic")


def f03() -> Run:
    divs = {"symbol": "KO", "position_qty": 120, "history": [
        {"ex_date": "2025-09-15", "pay_date": "2025-10-01", "per_share": 0.51, "amount": 61.2},
        {"ex_date": "2025-06-13", "pay_date": "2025-07-01", "per_share": 0.51, "amount": 61.2},
        {"ex_date": "2025-03-14", "pay_date": "2025-04-01", "per_share": 0.51, "amount": 61.2},
        {"ex_date": "2024-11-29", "pay_date": "2024-12-16", "per_share": 0.485, "amount": 58.2}]}
    return Run("finance-03", GEMINI, POLICY, [
        U("KO dividends I got this year? HB-5520174, 304118"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "304118"}, AUTH),
        C("dividend_history", {"account_id": "BRK-7730021", "symbol": "KO"}, divs),
        A("KO, 120 shares, paid in 2025:\n* Apr 1: $61.20\n* Jul 1: $61.20\n* Oct 1: $61.20\n\nTotal ${{3*61.2|.2f}} ($0.51/share each quarter). Last Dec (Dec 16, 2024) was $0.485/share, $58.20."),
        U("annualized at current rate"),
        A("$0.51 × 4 × 120 = ${{0.51*4*120|.2f}}/year."),
        U("raise %?"),
        A("$0.485 → $0.51: {{(0.51-0.485)/0.485*100|.1f}}%."),
        U("when's the next one"),
        A("Not in the history I have. Past pattern: ex-dates mid-Mar/Jun/Sep/late Nov, paid about 2 weeks later."),
    ])


def f04() -> Run:
    fx = {"pair": "USD/EUR", "rate": 0.8594, "inverse": 1.16360251, "spread_bps": 35, "quote_id": "FXQ-20251017-55810", "expires_at": "2025-10-17T14:31:00Z"}
    return Run("finance-04", LLAMA, POLICY, [
        U("I want to convert $2,500 from my checking to my euro account. What rate do I get? HB-5520174, code 905517"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "905517"}, AUTH),
        C("fx_quote", {"from": "USD", "to": "EUR", "amount": 2500.0}, fx),
        A("Your quote is 1 USD = 0.8594 EUR (quote FXQ-20251017-55810, which includes a spread of 35 basis points). For $2,500.00 you would receive €{{2500*0.8594|,.2f}}.\n\n"
          "The quote expires at 10:31 AM ET. Would you like me to convert $2,500.00 from checking ****8213 to your EUR account?"),
        U("yes"),
        C("fx_convert", {"quote_id": "FXQ-20251017-55810", "from_account": "CHK-00448213", "to_account": "EUR-00448299", "amount": 2500.0},
          {"conversion_id": "FXC-3381207", "debited": 2500.0, "credited": 2148.5, "rate": 0.8594, "status": "completed"}),
        A("Done. Conversion FXC-3381207 is complete: $2,500.00 was debited from checking and €2,148.50 was credited to your EUR account at 0.8594."),
        U("how much did the spread cost me roughly"),
        A("A spread of 35 basis points is 0.35%. On $2,500.00 that's about 2,500 × 0.0035 = ${{2500*0.0035|.2f}}, or roughly €{{2500*0.0035*0.8594|.2f}}."),
        U("what's the euro balance now?"),
        C("get_balance", {"account_id": "EUR-00448299"}, {"account_id": "EUR-00448299", "currency": "EUR", "available": 5310.72}),
        A("Your EUR account now has €5,310.72 available. Before the conversion it would have been about €{{5310.72-2148.5|,.2f}}."),
    ])


def f05() -> Run:
    stmt = {"account_id": "SAV-00448230", "period": "2025-09-01..2025-09-30", "opening": 18187.43, "interest_paid": 62.57, "apy": 4.1,
            "closing": 18250.0, "interest_ytd": 521.88}
    return Run("finance-05", QWEN, POLICY, [
        U("How much interest did my savings earn last month? HB-5520174 / 118472"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "118472"}, AUTH),
        C("account_statement", {"account_id": "SAV-00448230", "month": "2025-09"}, stmt),
        A("Your savings account ****8230 earned $62.57 in interest in September 2025. It opened the month at $18,187.43 and closed at $18,250.00. So far this year you've earned $521.88 in interest. The current APY is 4.10%."),
        U("if rates stay the same how much would I earn in a year on 18,250?"),
        A("At 4.10% APY, a balance of $18,250.00 would earn about $18,250.00 × 0.041 = ${{18250*0.041|.2f}} over a year, assuming the rate stays the same and you make no deposits or withdrawals. APY already includes the effect of compounding."),
        U("and per month roughly"),
        A("Roughly ${{18250*0.041/12|.2f}} per month on average (${{18250*0.041|.2f}} ÷ 12). Actual monthly amounts vary slightly with the number of days in the month and compounding."),
        U("is the APY guaranteed?"),
        A("The statement only shows the current APY of 4.10%. Savings rates are usually variable, so I can't promise it stays the same; the account terms would say how rate changes are handled."),
    ])


def f06() -> Run:
    lots = {"symbol": "MSFT", "account_id": "BRK-7730021", "lots": [
        {"lot_id": "L-20210305", "acquired": "2021-03-05", "qty": 20, "cost_per_share": 231.6},
        {"lot_id": "L-20230112", "acquired": "2023-01-12", "qty": 15, "cost_per_share": 228.85},
        {"lot_id": "L-20250602", "acquired": "2025-06-02", "qty": 10, "cost_per_share": 462.97}],
        "method": "FIFO", "last_price": 513.58}
    return Run("finance-06", MISTRAL, POLICY, [
        U("If I sell 30 shares of MSFT, what's my gain? HB-5520174, 662091"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "662091"}, AUTH),
        C("tax_lots", {"account_id": "BRK-7730021", "symbol": "MSFT"}, lots),
        A("Your account uses FIFO, so 30 shares would come from your oldest lots first:\n\n"
          "- 20 shares from lot L-20210305 (bought 2021-03-05 at $231.60): cost ${{20*231.6|,.2f}}\n"
          "- 10 shares from lot L-20230112 (bought 2023-01-12 at $228.85): cost ${{10*228.85|,.2f}}\n\n"
          "Total cost basis: ${{20*231.6+10*228.85|,.2f}}\n"
          "Proceeds at the last price of $513.58: 30 × $513.58 = ${{30*513.58|,.2f}}\n"
          "Estimated gain: ${{30*513.58-(20*231.6+10*228.85)|,.2f}}\n\n"
          "Both lots were held for more than a year, so this would be a long-term gain. This is an estimate before commission and regulatory fees; I can't give tax advice."),
        U("what if I used the newest lot first"),
        A("The newest lot (L-20250602) has 10 shares at $462.97, then 15 from L-20230112 at $228.85 and 5 from L-20210305 at $231.60:\n\n"
          "- Cost: 10 × $462.97 + 15 × $228.85 + 5 × $231.60 = ${{10*462.97+15*228.85+5*231.6|,.2f}}\n"
          "- Gain: ${{30*513.58|,.2f}} - ${{10*462.97+15*228.85+5*231.6|,.2f}} = ${{30*513.58-(10*462.97+15*228.85+5*231.6)|,.2f}}\n\n"
          "The 10 shares from June 2025 would be a short-term gain of 10 × ($513.58 - $462.97) = ${{10*(513.58-462.97)|.2f}}. Choosing specific lots is possible, but please consult a tax advisor on which is better for you."),
    ])


def f07() -> Run:
    return Run("finance-07", MINI, POLICY, [
        U("I need my checking account and routing number for direct deposit. HB-5520174, code 550381"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "550381"}, AUTH),
        C("account_details", {"account_id": "CHK-00448213"},
          {"account_id": "CHK-00448213", "account_number": "4402 0044 8213", "routing_number": "021000322", "type": "checking", "holder": "Jordan Blake"}),
        A("Here are your direct deposit details:\n\n"
          "- **Account holder:** Jordan Blake\n- **Account type:** Checking\n- **Account number:** [[4402 0048 8213]]\n- **Routing number:** 021000322\n\n"
          "Give both numbers to your employer's payroll team.",
          why="an account number with one digit changed (4402 0044 8213)"),
        U("do I need to include the spaces?"),
        A("No, the spaces are just for readability. Enter the account number as digits only: **440200448213**."),
        U("ok thx"),
        A("You're welcome! Direct deposits usually start after one or two pay cycles."),
        U("is the routing number the same for wires?"),
        A("The account details only list routing number 021000322 for the checking account. I don't have a separate wire routing number in my tools, so please check with the bank before giving it out for a wire."),
    ])


def f08() -> Run:
    pos = {"account_id": "BRK-7730021", "positions": [
        {"symbol": "VTI", "qty": 142.3817, "price": 327.44}, {"symbol": "VXUS", "qty": 210.0, "price": 70.12},
        {"symbol": "BND", "qty": 95.0, "price": 74.06}, {"symbol": "AAPL", "qty": 25.0, "price": 247.9}],
        "cash": -3070.4, "as_of": "2025-10-17T15:00:00Z"}
    return Run("finance-08", SONNET37, POLICY, [
        U("Can you show my portfolio allocation in percentages? HB-5520174, 239915"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "239915"}, AUTH),
        C("positions", {"account_id": "BRK-7730021"}, pos),
        A("Here's your brokerage portfolio as of 11:00 AM ET. First the market value of each position:\n\n"
          "- **VTI:** 142.3817 × $327.44 = ${{142.3817*327.44|,.2f}}\n"
          "- **VXUS:** 210 × $70.12 = ${{210*70.12|,.2f}}\n"
          "- **BND:** 95 × $74.06 = ${{95*74.06|,.2f}}\n"
          "- **AAPL:** 25 × $247.90 = ${{25*247.9|,.2f}}\n\n"
          "Total in positions: **${{142.3817*327.44+210*70.12+95*74.06+25*247.9|,.2f}}**\n\n"
          "Allocation:\n\n| Holding | Value | Share |\n|---|---:|---:|\n"
          "| VTI | ${{142.3817*327.44|,.2f}} | {{142.3817*327.44/(142.3817*327.44+210*70.12+95*74.06+25*247.9)*100|.1f}}% |\n"
          "| VXUS | ${{210*70.12|,.2f}} | {{210*70.12/(142.3817*327.44+210*70.12+95*74.06+25*247.9)*100|.1f}}% |\n"
          "| BND | ${{95*74.06|,.2f}} | {{95*74.06/(142.3817*327.44+210*70.12+95*74.06+25*247.9)*100|.1f}}% |\n"
          "| AAPL | ${{25*247.9|,.2f}} | {{25*247.9/(142.3817*327.44+210*70.12+95*74.06+25*247.9)*100|.1f}}% |\n\n"
          "Note that the account also has a cash balance of -$3,070.40 from the unsettled AAPL purchase, which I've left out of the percentages."),
        U("so stocks vs bonds?"),
        A("Treating BND as bonds and everything else as stocks: bonds are {{95*74.06/(142.3817*327.44+210*70.12+95*74.06+25*247.9)*100|.1f}}% and stocks {{100-95*74.06/(142.3817*327.44+210*70.12+95*74.06+25*247.9)*100|.1f}}%. I can't tell you whether that mix suits you, since that would be investment advice."),
    ], fmt="anthropic")


def f09() -> Run:
    cc = ("Harborline Visa Signature ****7716\nStatement closing date: 10/08/2025\nPayment due date: 11/02/2025\n"
          "Previous balance: $1,842.19\nPayments and credits: -$1,842.19\nPurchases: $2,317.64\nInterest charged: $0.00\nFees: $0.00\n"
          "New balance: $2,317.64\nMinimum payment due: $35.00\nPurchase APR: 22.49%")
    return Run("finance-09", PRO, POLICY, [
        U("credit card statement summary please. HB-5520174 / 443820"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "443820"}, AUTH),
        C("card_statement", {"card": "VISA-7716", "latest": True}, cc),
        A("Visa Signature ****7716, statement closed Oct 8, 2025:\n\n| | |\n|---|---:|\n| Previous balance | $1,842.19 |\n| Payments | -$1,842.19 |\n| Purchases | $2,317.64 |\n| Interest / fees | $0.00 |\n| **New balance** | **$2,317.64** |\n\n"
          "Minimum due $35.00 by Nov 2, 2025. Paying the full $2,317.64 avoids interest (purchase APR 22.49%)."),
        U("how much interest if I only pay the minimum"),
        A("Rough estimate: ($2,317.64 - $35.00) × 22.49% / 12 = ${{(2317.64-35)*0.2249/12|.2f}} for one month. Actual interest is computed on the average daily balance, so it'll differ."),
        U("set up autopay for the full balance"),
        A("To confirm: autopay of the full statement balance of your Visa ****7716 from checking ****8213, each month on the due date, starting with the $2,317.64 due Nov 2, 2025. Proceed?"),
        U("yes"),
        C("card_autopay", {"card": "VISA-7716", "from": "CHK-00448213", "amount": "statement_balance"}, {"autopay_id": "AP-550129", "status": "active", "first_payment": "2025-11-02", "amount": 2317.64}),
        A("Autopay AP-550129 is on. First payment $2,317.64 on Nov 2, 2025."),
    ])


def f10() -> Run:
    fees = ("Wire transfers (outgoing): domestic $25.00; international $45.00 (plus any correspondent bank fees, typically $10-$30). "
            "Incoming wires: $15.00. Cut-off for same-day processing: 5:00 PM ET on business days. International wires in foreign currency use the FX quote in effect at submission.")
    return Run("finance-10", DEEPSEEK, POLICY, [
        U("I'm in London this week. What's the fee to wire £3,000 to a UK account and what's the cutoff in UK time? HB-5520174, 810026"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "810026"}, AUTH),
        C("fee_schedule", {"topic": "wires"}, fees),
        A("An international outgoing wire costs $45.00, plus any correspondent bank fees, which are typically $10-$30. So expect ${{45+10|.2f}}-${{45+30|.2f}} in total fees.\n\n"
          "The same-day cut-off is 5:00 PM ET on business days. London is on BST (UTC+1) until October 26 and New York on EDT (UTC-4), a 5-hour difference, so the cut-off is 10:00 PM in London."),
        U("what will 3000 pounds cost me in dollars"),
        C("fx_quote", {"from": "USD", "to": "GBP", "amount_to": 3000.0},
          {"pair": "USD/GBP", "rate": 0.74421, "inverse": 1.34370675, "quote_id": "FXQ-20251017-56022", "expires_at": "2025-10-17T14:50:00Z"}),
        A("At the current quote (1 USD = 0.74421 GBP), £3,000 costs 3,000 ÷ 0.74421 = ${{3000/0.74421|,.2f}}. With the $45.00 wire fee that's ${{3000/0.74421+45|,.2f}}, before any correspondent fees. The quote expires at 10:50 AM ET (3:50 PM in London)."),
        U("ok send it, Barclays, sort code 20-00-00, account 55779911, name Oliver Grant"),
        A("Before I send: wire £3,000.00 to Oliver Grant, Barclays, sort code 20-00-00, account 55779911, debiting ${{3000/0.74421|,.2f}} plus the $45.00 fee from checking ****8213. Confirm?"),
        U("confirm"),
        C("send_wire", {"from_account": "CHK-00448213", "amount": 3000.0, "currency": "GBP", "beneficiary": "Oliver Grant", "sort_code": "200000", "account_number": "55779911", "quote_id": "FXQ-20251017-56022"},
          {"wire_id": "WIR-7710293", "status": "submitted", "debited_usd": 4031.12, "fee_usd": 45.0}),
        A("Wire WIR-7710293 submitted. $4,031.12 debited plus the $45.00 fee."),
    ])


def f11() -> Run:
    conf = {"order_id": "ORD-88120933", "symbol": "NVDA", "side": "sell", "qty": 40, "avg_price": 183.22, "principal": 7328.8,
            "commission": 6.95, "sec_fee": 0.2, "finra_taf": 0.01, "net_proceeds": 7321.64, "trade_date": "2025-10-17", "settle_date": "2025-10-20"}
    return Run("finance-11", COMMAND, POLICY, [
        U("I sold 40 NVDA this morning. Can you break down the confirmation? HB-5520174, 667310"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "667310"}, AUTH),
        C("trade_confirmation", {"account_id": "BRK-7730021", "order_id": "latest_sell"}, conf),
        A("Here's the confirmation for order **ORD-88120933**:\n\n"
          "- **Sold:** 40 shares of NVDA at an average of $183.22\n- **Principal:** $7,328.80\n- **Commission:** $6.95\n"
          "- **SEC fee:** $[[0.02]]\n- **FINRA TAF:** $0.01\n- **Net proceeds:** **$7,321.64**\n\n"
          "The trade settles on **Monday, October 20, 2025**.",
          why="a regulatory fee quoted wrong: the SEC fee is 0.2"),
        U("those add up?"),
        A("Yes: $7,328.80 - $6.95 - $0.20 - $0.01 = ${{7328.8-6.95-0.2-0.01|,.2f}}. (I misstated the SEC fee above; it's $0.20.)"),
        U("why commission? I thought trading was free"),
        A("Online orders are free. The $6.95 applies to agent-assisted orders. If this sale was placed through an agent or this assistant, it counts as agent-assisted."),
    ])


def f12() -> Run:
    chain = {"symbol": "SPY", "expiry": "2025-11-21", "strike": 660.0, "type": "put", "bid": 2.11, "ask": 2.15, "last": 2.13, "multiplier": 100}
    return Run("finance-12", GPT41, POLICY, [
        U("Buy 3 SPY Nov 21 660 puts at the ask. HB-5520174, 902244"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "902244"}, AUTH),
        C("option_quote", {"symbol": "SPY", "expiry": "2025-11-21", "strike": 660, "type": "put"}, chain),
        A("**SPY Nov 21, 2025 $660 put:** bid **$2.11** / ask **$2.15**.\n\n"
          "Order: **Buy to open 3 contracts** at a limit of **$2.15**.\n\n"
          "- Premium: 3 × $2.15 × 100 = **${{3*2.15*100|.2f}}**\n- Commission: 3 × $0.65 = **${{3*0.65|.2f}}**\n- **Total: ${{3*2.15*100+3*0.65|.2f}}**\n\nConfirm?"),
        U("confirm"),
        C("place_option_order", {"account_id": "BRK-7730021", "symbol": "SPY", "expiry": "2025-11-21", "strike": 660, "type": "put", "side": "buy_to_open", "qty": 3, "limit_price": 2.15},
          {"order_id": "OPT-5520661", "status": "filled", "avg_price": 2.14, "commission": 1.95, "filled_at": "2025-10-17T15:02:44Z"}),
        A("Filled ✅ **OPT-5520661**: 3 contracts at **$2.14** (11:02 AM ET).\n\n"
          "Cost: 3 × $2.14 × 100 = ${{3*2.14*100|.2f}} + $1.95 commission = **${{3*2.14*100+1.95|.2f}}**."),
        U("breakeven?"),
        A("For a long put, breakeven at expiration is strike minus premium paid: $660.00 - $2.14 = **${{660-2.14|.2f}}** per SPY share (ignoring the commission; including it adds about ${{1.95/300|.4f}} per share)."),
        U("max loss?"),
        A("For a long put, the most you can lose is what you paid: **${{3*2.14*100+1.95|.2f}}** including commission, if SPY is at or above $660 at expiration."),
    ])


def f13() -> Run:
    rec = {"transfer_id": "RT-118203", "from": "CHK-00448213", "to": "SAV-00448230", "amount": 500.0, "frequency": "semi-monthly",
           "days": [1, 15], "next_dates": ["2025-11-01", "2025-11-15", "2025-12-01"], "business_day_rule": "next_business_day"}
    return Run("finance-13", LLAMA, POLICY, [
        U("When do my automatic savings transfers happen? HB-5520174 / 557120"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "557120"}, AUTH),
        C("recurring_transfers", {"customer_id": "HB-5520174"}, [rec]),
        A("You have one recurring transfer, RT-118203: $500.00 from checking ****8213 to savings ****8230, twice a month on the 1st and the 15th.\n\n"
          "The next dates are November 1, November 15 and December 1, 2025. If a date falls on a weekend or holiday, the transfer runs on the next business day. November 1 and November 15 are both Saturdays, so those two will actually run on Monday, November 3 and Monday, November 17."),
        U("how much will I have saved by end of year from these"),
        A("From today to the end of the year there are 4 transfers left (November 1, November 15, December 1 and December 15), so 4 × $500.00 = ${{4*500|,.2f}}."),
        U("can you make it 750"),
        A("To confirm: change RT-118203 from $500.00 to $750.00 per transfer, still on the 1st and 15th. Shall I?"),
        U("yes"),
        C("update_recurring_transfer", {"transfer_id": "RT-118203", "amount": 750.0}, {"transfer_id": "RT-118203", "amount": 750.0, "status": "active"}),
        A("Done. RT-118203 is now $750.00 per transfer. The 4 remaining transfers this year will total ${{4*750|,.2f}}."),
        U("thanks"),
        A("You're welcome. The next $750.00 transfer will run on Monday, November 3."),
    ])


def f14() -> Run:
    m = {"account_id": "BRK-7730021", "margin_debit": 8400.0, "rate_pct": 11.25, "day_count": 360, "accrued_this_month": 44.63, "posting_date": "2025-10-31"}
    return Run("finance-14", QWEN, POLICY, [
        U("What am I paying in margin interest? HB-5520174, 321785"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "321785"}, AUTH),
        C("margin_details", {"account_id": "BRK-7730021"}, m),
        A("Your brokerage account has a margin debit of $8,400.00 at an annual rate of 11.25%, calculated on a 360-day year.\n\n"
          "- Daily interest: $8,400.00 × 11.25% / 360 = ${{8400*0.1125/360|.2f}}\n"
          "- Accrued so far this month: $44.63, which will be posted on October 31, 2025.\n\n"
          "At the current balance, a full 31-day month would cost about ${{8400*0.1125/360*31|.2f}}."),
        U("and a year"),
        A("Over a year of 365 days at the same balance: $8,400.00 × 11.25% × 365/360 = ${{8400*0.1125*365/360|,.2f}}."),
        U("ok I'll pay it down. move 5000 from savings to brokerage"),
        A("To confirm: transfer $5,000.00 from savings ****8230 to brokerage ****0021. This would reduce your margin debit to ${{8400-5000|,.2f}}. Proceed?"),
        U("yes"),
        C("transfer", {"from": "SAV-00448230", "to": "BRK-7730021", "amount": 5000.0}, {"transfer_id": "TR-4419026", "status": "completed", "new_margin_debit": 3400.0}),
        A("The transfer TR-4419026 is complete. Your margin debit is now $3,400.00, which cuts the daily interest to about ${{3400*0.1125/360|.2f}}."),
        U("thanks"),
        A("You're welcome. The $44.63 accrued so far this month will still post on October 31."),
    ])


def f15() -> Run:
    rg = {"year": 2025, "account_id": "BRK-7730021", "realized": [
        {"symbol": "TSLA", "closed": "2025-02-11", "term": "short", "proceeds": 6120.0, "basis": 7010.5, "gain": -890.5},
        {"symbol": "AMZN", "closed": "2025-05-07", "term": "long", "proceeds": 9380.25, "basis": 5120.0, "gain": 4260.25},
        {"symbol": "NVDA", "closed": "2025-10-17", "term": "long", "proceeds": 7321.64, "basis": 2915.4, "gain": 4406.24},
        {"symbol": "SHOP", "closed": "2025-08-22", "term": "short", "proceeds": 2210.0, "basis": 1884.7, "gain": 325.3}],
        "wash_sale_adjustments": 0.0}
    return Run("finance-15", OPUS, POLICY, [
        U("What are my realized gains for 2025 so far, short-term and long-term? HB-5520174 / 774610"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "774610"}, AUTH),
        C("realized_gains", {"account_id": "BRK-7730021", "year": 2025}, rg),
        A("Certainly, Jordan. Here are your realized gains and losses in the brokerage account for 2025:\n\n"
          "**Short-term:**\n- TSLA (closed February 11): proceeds $6,120.00, basis $7,010.50, a loss of **-$890.50**\n"
          "- SHOP (closed August 22): proceeds $2,210.00, basis $1,884.70, a gain of **$325.30**\n"
          "- Net short-term: -$890.50 + $325.30 = **-${{890.5-325.3|.2f}}**\n\n"
          "**Long-term:**\n- AMZN (closed May 7): proceeds $9,380.25, basis $5,120.00, a gain of **$4,260.25**\n"
          "- NVDA (closed today): proceeds $7,321.64, basis $2,915.40, a gain of **$4,406.24**\n"
          "- Net long-term: $4,260.25 + $4,406.24 = **${{4260.25+4406.24|,.2f}}**\n\n"
          "**Total net realized gain:** ${{4260.25+4406.24-890.5+325.3|,.2f}}. There are no wash sale adjustments.\n\n"
          "How these are taxed depends on your situation, so I'd suggest confirming with a tax professional."),
        U("Total proceeds?"),
        A("Adding up the proceeds of all four sales: $6,120.00 + $9,380.25 + $7,321.64 + $2,210.00 = **${{6120+9380.25+7321.64+2210|,.2f}}**."),
    ], fmt="anthropic")


def f16() -> Run:
    st = {"order_id": "ORD-88121108", "symbol": "VXUS", "side": "buy", "qty": 500, "type": "limit", "limit_price": 70.0,
          "filled_qty": 200, "avg_fill_price": 69.985, "status": "partially_filled", "time_in_force": "day"}
    return Run("finance-16", MISTRAL, POLICY, [
        U("Status of my VXUS order? HB-5520174, 118834"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "118834"}, AUTH),
        C("order_status", {"account_id": "BRK-7730021", "symbol": "VXUS", "open": True}, st),
        A("Your order ORD-88121108 to buy 500 shares of VXUS with a limit of $70.00 is partially filled: 200 shares at an average price of $69.985, so {{500-200|d}} shares remain open.\n\n"
          "So far that's 200 × $69.985 = ${{200*69.985|,.2f}} spent. It's a day order, so any unfilled shares will be cancelled at the 4:00 PM ET close."),
        U("raise the limit to 70.10 for the rest"),
        A("To confirm: change the limit on the remaining 300 shares of ORD-88121108 from $70.00 to $70.10. The maximum cost of those 300 shares would be 300 × $70.10 = ${{300*70.10|,.2f}}. Proceed?"),
        U("yes"),
        C("modify_order", {"order_id": "ORD-88121108", "limit_price": 70.1},
          {"order_id": "ORD-88121108", "status": "filled", "filled_qty": 500, "avg_fill_price": 70.0346}),
        A("The order is now fully filled: 500 shares at an average of $70.0346, for a total of about ${{500*70.0346|,.2f}}."),
        U("how much more did I pay than at 70 flat"),
        A("At exactly $70.00, 500 shares would have cost ${{500*70|,.2f}}. You paid about ${{500*70.0346|,.2f}}, so ${{500*70.0346-500*70|.2f}} more."),
    ])


def f17() -> Run:
    rates = {"base": "USD", "as_of": "2025-10-17T14:40:00Z", "rates": {"EUR": 0.8594, "GBP": 0.74421, "JPY": 150.218, "CAD": 1.40327, "CHF": 0.79466}, "includes_spread": True}
    return Run("finance-17", FLASH, POLICY, [
        U("today's rates for EUR GBP JPY CAD"),
        C("fx_rates", {"base": "USD", "symbols": ["EUR", "GBP", "JPY", "CAD"]}, rates),
        A("Per 1 USD (10:40 AM ET, spread included):\n* EUR 0.8594\n* GBP 0.74421\n* JPY 150.218\n* CAD 1.40327"),
        U("how many dollars is 1 euro"),
        A("1 ÷ 0.8594 = ${{1/0.8594|.4f}}."),
        U("and 10000 yen"),
        A("10,000 ÷ 150.218 = ${{10000/150.218|.2f}}."),
        U("CAD to USD for 2500 CAD"),
        A("2,500 ÷ 1.40327 = ${{2500/1.40327|,.2f}}."),
    ])


def f18() -> Run:
    drip = {"symbol": "KO", "pay_date": "2025-10-01", "per_share": 0.51, "cash_dividend": 61.2, "reinvest_price": 68.91, "shares_purchased": 0.8881, "new_qty": 120.8881}
    return Run("finance-18", GPT, POLICY, [
        U("I turned on DRIP for KO. How many shares did the October dividend buy? HB-5520174, 650442"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "650442"}, AUTH),
        C("drip_activity", {"account_id": "BRK-7730021", "symbol": "KO", "latest": True}, drip),
        A("Your **October 1** KO dividend of **$61.20** was reinvested at **$68.91** per share, buying **0.8881 shares** (61.20 ÷ 68.91 ≈ {{61.2/68.91|.4f}}).\n\n"
          "You now hold **120.8881 shares** of KO."),
        U("next dividend then will be a bit bigger right"),
        A("Yes. If KO keeps paying **$0.51** per share, your next dividend would be about 120.8881 × $0.51 = **${{120.8881*0.51|.2f}}**, up from $61.20, a difference of **${{120.8881*0.51-61.2|.2f}}**."),
        U("can I turn DRIP off for just KO later?"),
        A("The DRIP activity doesn't tell me how DRIP is configured, so I can't say for sure whether it's per holding. I can check your DRIP settings if you'd like."),
    ])


def f19() -> Run:
    cd = {"account_id": "CD-00448277", "principal": 10000.0, "apy": 4.35, "term_months": 12, "opened": "2025-01-22", "maturity": "2026-01-22",
          "interest_at_maturity": 435.0, "early_withdrawal_penalty": "90 days of interest", "renewal": "auto_renew_same_term"}
    return Run("finance-19", CLAUDE, POLICY, [
        U("When does my CD mature and how much will I get? Customer HB-5520174, code 884102"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "884102"}, AUTH),
        C("cd_details", {"account_id": "CD-00448277"}, cd),
        A("Your 12-month CD (****8277) opened on January 22, 2025 and matures on **January 22, 2026**.\n\n"
          "- Principal: $10,000.00\n- APY: 4.35%\n- Interest at maturity: $435.00\n"
          "- **Total at maturity: $[[10,345.00]]**\n\n"
          "It's set to auto-renew for the same term unless you tell us otherwise before maturity.",
          why="a total that does not add up: 10,000 + 435 = 10,435"),
        U("What if I withdraw early, say now?"),
        A("The early withdrawal penalty is 90 days of interest. A rough way to estimate it is to take the annual interest and scale it to 90 days:\n\n"
          "$435.00 × 90 / 365 = ${{435*90/365|.2f}}\n\n"
          "So the penalty would be about ${{435*90/365|.2f}}. The interest you've actually earned so far is about $435.00 × {{(date(2025,10,17)-date(2025,1,22)).days|d}} / 365 = ${{435*268/365|.2f}} (from January 22 to today), so you'd keep roughly ${{435*268/365-435*90/365|.2f}} of interest. The bank's exact calculation may differ slightly."),
        U("And the total at maturity again?"),
        A("$10,000.00 + $435.00 = **${{10000+435|,.2f}}**. I'm sorry, the total I wrote earlier was a typo."),
    ], fmt="anthropic")


def f20() -> Run:
    pos = {"symbol": "AMD", "qty": 40, "avg_cost": 112.0, "price": 131.45, "market_value": 5258.0, "unrealized_gain": 778.0}
    return Run("finance-20", MINI, POLICY, [
        U("I bought 40 AMD at $112 a while back and I think it's around $131 now. How much am I up? HB-5520174 / 308815"),
        C("authenticate", {"customer_id": "HB-5520174", "otp": "308815"}, AUTH),
        C("position", {"account_id": "BRK-7730021", "symbol": "AMD"}, pos),
        A("You're right on the shares and cost! Here's your **AMD** position:\n\n"
          "- **Shares:** 40\n- **Average cost:** $112.00\n- **Current price:** **$131.45**\n- **Market value:** **$5,258.00**\n- **Unrealized gain:** **$778.00**\n\n"
          "That's a return of about **{{778/(40*112)*100|.1f}}%** on your ${{40*112|,.2f}} cost."),
        U("if it goes to 150?"),
        A("At **$150**, your 40 shares would be worth 40 × $150 = **${{40*150|,.2f}}**, an unrealized gain of **${{40*(150-112)|,.2f}}** ({{(150-112)/112*100|.1f}}%)."),
        U("and what price do I need to make 2000"),
        A("You'd need a gain of $2,000 ÷ 40 = **${{2000/40|.2f}}** per share over your $112.00 cost, so a price of **${{112+2000/40|.2f}}**."),
        U("ok and what's my total cost basis again"),
        A("40 shares × $112.00 = **${{40*112|,.2f}}**."),
    ])


RUNS = [f01(), f02(), f03(), f04(), f05(), f06(), f07(), f08(), f09(), f10(),
        f11(), f12(), f13(), f14(), f15(), f16(), f17(), f18(), f19(), f20()]
