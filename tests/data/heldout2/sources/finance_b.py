"""Finance runs 21-40: spending, bill pay, splits, card FX fees, loans, rebalancing, IRAs, bonds and T-bills."""

from _finance import POLICY, auth
from _vocab import A, C, Run, U

GPT = "gpt-4o-2024-11-20"
MINI = "gpt-4o-mini-2024-07-18"
GPT41 = "gpt-4.1-mini-2025-04-14"
CLAUDE = "claude-3-5-sonnet-20240620"
SONNET37 = "claude-3-7-sonnet-20250219"
OPUS = "claude-3-opus-20240229"
GEMINI = "gemini-2.0-flash-001"
PRO = "gemini-1.5-pro-002"
FLASH = "gemini-1.5-flash-002"
LLAMA = "meta-llama/Meta-Llama-3.1-405B-Instruct"
LLAMA70 = "meta-llama/Llama-3.3-70B-Instruct"
QWEN = "Qwen/Qwen2.5-72B-Instruct"
MISTRAL = "mistral-large-2407"
DEEPSEEK = "deepseek-chat"
COMMAND = "command-r-plus-08-2024"

AUTH = auth("HB-6031187", "Ana Souza", [("CHK-00512044", "checking"), ("SAV-00512061", "savings"), ("SAV-00512088", "savings"),
                                        ("BRK-8810452", "brokerage"), ("IRA-3310874", "roth_ira"), ("VISA-7716", "credit_card"),
                                        ("EXT-CHASE-9921", "external_linked")])


def f21() -> Run:
    tx = [{"date": "2025-10-02", "merchant": "BLUE BOTTLE COFFEE", "amount": -6.75}, {"date": "2025-10-03", "merchant": "STARBUCKS #11820", "amount": -5.45},
          {"date": "2025-10-07", "merchant": "BLUE BOTTLE COFFEE", "amount": -12.3}, {"date": "2025-10-09", "merchant": "PHILZ COFFEE", "amount": -7.25},
          {"date": "2025-10-14", "merchant": "STARBUCKS #11820", "amount": -5.45}, {"date": "2025-10-16", "merchant": "BLUE BOTTLE COFFEE", "amount": -6.75}]
    return Run("finance-21", GPT, POLICY, [
        U("How much have I spent on coffee this month? HB-6031187, code 220918"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "220918"}, AUTH),
        C("search_transactions", {"account_id": "CHK-00512044", "query": "coffee OR starbucks", "from": "2025-10-01"}, tx),
        A("Here are your coffee purchases in October so far, Ana:\n\n"
          "| Date | Merchant | Amount |\n|---|---|---:|\n"
          "| Oct 2 | Blue Bottle Coffee | $6.75 |\n| Oct 3 | Starbucks | $5.45 |\n| Oct 7 | Blue Bottle Coffee | $12.30 |\n"
          "| Oct 9 | Philz Coffee | $7.25 |\n| Oct 14 | Starbucks | $5.45 |\n| Oct 16 | Blue Bottle Coffee | $6.75 |\n\n"
          "**Total: ${{6.75+5.45+12.3+7.25+5.45+6.75|.2f}}** over **6 purchases**, about **${{(6.75+5.45+12.3+7.25+5.45+6.75)/6|.2f}}** per visit."),
        U("if I keep this pace what's the full month"),
        A("You've spent ${{6.75+5.45+12.3+7.25+5.45+6.75|.2f}} in the first 17 days of October. At that pace, over 31 days it would be about ${{6.75+5.45+12.3+7.25+5.45+6.75|.2f}} ÷ 17 × 31 ≈ **${{(6.75+5.45+12.3+7.25+5.45+6.75)/17*31|.2f}}**."),
        U("blue bottle alone?"),
        A("Blue Bottle: $6.75 + $12.30 + $6.75 = **${{6.75+12.3+6.75|.2f}}**, which is {{(6.75+12.3+6.75)/(6.75+5.45+12.3+7.25+5.45+6.75)*100|.0f}}% of your coffee spending."),
        U("and starbucks"),
        A("Starbucks: $5.45 + $5.45 = **${{5.45+5.45|.2f}}**."),
    ])


def f22() -> Run:
    bills = [{"payee": "PG&E", "amount": 142.18, "due": "2025-10-24", "status": "scheduled", "send_on": "2025-10-21"},
             {"payee": "Comcast Xfinity", "amount": 89.99, "due": "2025-10-28", "status": "scheduled", "send_on": "2025-10-24"},
             {"payee": "Harborline Visa ****7716", "amount": 2317.64, "due": "2025-11-02", "status": "not_scheduled"}]
    return Run("finance-22", CLAUDE, POLICY, [
        U("What bills do I have coming up? HB-6031187 / 661209"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "661209"}, AUTH),
        C("bill_pay_list", {"customer_id": "HB-6031187", "upcoming": True}, bills),
        A("Here's what's coming up, Ana:\n\n"
          "1. **PG&E**: $142.18, due October 24. Scheduled to be sent October 21.\n"
          "2. **Comcast Xfinity**: $89.99, due October 28. Scheduled to be sent October 24.\n"
          "3. **Harborline Visa ****7716**: $2,317.64, due November 2. **Not scheduled yet.**\n\n"
          "The two scheduled payments add up to $142.18 + $89.99 = ${{142.18+89.99|.2f}}. Including the Visa balance, the total is ${{142.18+89.99+2317.64|,.2f}}."),
        U("Schedule the Visa in full, to arrive before the due date"),
        A("To confirm: pay **$2,317.64** to your Harborline Visa ****7716 from checking, to arrive by November 2, 2025. November 2 is a Sunday, so I'd suggest sending it on Friday, October 31. Shall I schedule it?"),
        U("Yes"),
        C("bill_pay_schedule", {"payee": "Harborline Visa ****7716", "amount": 2317.64, "send_on": "2025-10-31", "from": "CHK-00512044"},
          {"payment_id": "BP-9930184", "status": "scheduled", "send_on": "2025-10-31", "deliver_by": "2025-10-31"}),
        A("Scheduled. Payment **BP-9930184** of $2,317.64 will be sent and delivered on October 31. All three upcoming bills are now covered, for a total of ${{142.18+89.99+2317.64|,.2f}}."),
    ], fmt="anthropic")


def f23() -> Run:
    funds = [{"symbol": "VTI", "value": 46621.47, "expense_ratio_pct": 0.03}, {"symbol": "VXUS", "value": 14725.2, "expense_ratio_pct": 0.05},
             {"symbol": "BND", "value": 7035.7, "expense_ratio_pct": 0.03}, {"symbol": "ARKK", "value": 5210.0, "expense_ratio_pct": 0.75}]
    return Run("finance-23", GEMINI, POLICY, [
        U("how much am I paying in fund fees per year. HB-6031187 code 330184"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "330184"}, AUTH),
        C("fund_expenses", {"account_id": "BRK-8810452"}, funds),
        A("Annual expense estimate:\n* VTI: $46,621.47 × 0.03% = ${{46621.47*0.0003|.2f}}\n* VXUS: $14,725.20 × 0.05% = ${{14725.2*0.0005|.2f}}\n* BND: $7,035.70 × 0.03% = ${{7035.7*0.0003|.2f}}\n* ARKK: $5,210.00 × 0.75% = ${{5210*0.0075|.2f}}\n\n"
          "Total ≈ ${{46621.47*0.0003+14725.2*0.0005+7035.7*0.0003+5210*0.0075|.2f}}/yr. ARKK is {{5210*0.0075/(46621.47*0.0003+14725.2*0.0005+7035.7*0.0003+5210*0.0075)*100|.0f}}% of it."),
        U("blended expense ratio?"),
        A("${{46621.47*0.0003+14725.2*0.0005+7035.7*0.0003+5210*0.0075|.2f}} / ${{46621.47+14725.2+7035.7+5210|,.2f}} = {{(46621.47*0.0003+14725.2*0.0005+7035.7*0.0003+5210*0.0075)/(46621.47+14725.2+7035.7+5210)*100|.3f}}%."),
        U("what would I save dropping ARKK for VTI"),
        A("Moving $5,210.00 from ARKK (0.75%) to VTI (0.03%): ${{5210*0.0075|.2f}} → ${{5210*0.0003|.2f}}, saving ${{5210*(0.0075-0.0003)|.2f}}/yr. Not advice, just the fee math."),
    ])


def f24() -> Run:
    lim = {"ach_outgoing_daily_limit": 10000.0, "ach_outgoing_used_today": 2500.0, "standard_arrival": "1-3 business days",
           "same_day_ach": {"available": True, "fee": 5.0, "cutoff_et": "14:00", "limit": 25000.0}}
    return Run("finance-24", LLAMA70, POLICY, [
        U("I want to move $8,000 to my account at Chase today. Can I? HB-6031187, 771025"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "771025"}, AUTH),
        C("transfer_limits", {"customer_id": "HB-6031187", "type": "ach_outgoing"}, lim),
        A("Your daily outgoing ACH limit is $10,000.00, and you've already used $2,500.00 today, so you have ${{10000-2500|,.2f}} available. An $8,000.00 transfer would exceed that by ${{8000-(10000-2500)|,.2f}}.\n\n"
          "Options:\n- Send ${{10000-2500|,.2f}} today and the remaining ${{8000-7500|,.2f}} tomorrow\n"
          "- Or send the full amount tomorrow\n\n"
          "Standard transfers arrive in 1-3 business days. Same-day ACH is also available for a $5.00 fee if submitted before 2:00 PM ET."),
        U("send 7500 same day now"),
        A("To confirm: same-day ACH of $7,500.00 from your checking to your linked Chase account, with a $5.00 fee, for a total debit of ${{7500+5|,.2f}}. It's currently before the 2:00 PM ET cut-off. Shall I proceed?"),
        U("yes"),
        C("ach_transfer", {"from": "CHK-00512044", "to_external": "EXT-CHASE-9921", "amount": 7500.0, "speed": "same_day"},
          {"transfer_id": "ACH-5510382", "status": "submitted", "expected_arrival": "2025-10-17", "fee": 5.0}),
        A("Done. Transfer ACH-5510382 for $7,500.00 has been submitted and is expected to arrive today, October 17. A $5.00 fee was charged. You can send the remaining ${{8000-7500|,.2f}} tomorrow."),
    ])


def f25() -> Run:
    sp = {"symbol": "WMT", "split_ratio": "3:1", "effective": "2024-02-26", "pre_split": {"qty": 30, "cost_per_share": 162.3},
          "post_split": {"qty": 90, "cost_per_share": 54.1}, "total_basis": 4869.0}
    return Run("finance-25", QWEN, POLICY, [
        U("My Walmart cost basis looks wrong, it says 54.10 but I paid 162.30. HB-6031187 / 118204"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "118204"}, AUTH),
        C("corporate_actions", {"account_id": "BRK-8810452", "symbol": "WMT"}, sp),
        A("Your cost basis is correct. Walmart had a 3-for-1 stock split effective February 26, 2024.\n\n"
          "- Before the split: 30 shares at $162.30 each\n- After the split: 90 shares at $54.10 each\n\n"
          "Your total cost basis did not change: 30 × $162.30 = 90 × $54.10 = ${{30*162.3|,.2f}}."),
        U("so if WMT is at 102 now what's my gain"),
        A("At $102 per share, your 90 shares are worth 90 × $102 = ${{90*102|,.2f}}. Your gain is ${{90*102|,.2f}} - ${{30*162.3|,.2f}} = ${{90*102-30*162.3|,.2f}}, or about {{(90*102-30*162.3)/(30*162.3)*100|.1f}}%. That's based on the $102 price you mentioned; I can pull a live quote if you want."),
        U("no thats fine"),
        A("Okay! Let me know if there's anything else."),
        U("actually pull a live quote"),
        C("get_quote", {"symbol": "WMT"}, {"symbol": "WMT", "bid": 101.84, "ask": 101.88, "last": 101.86, "timestamp": "2025-10-17T15:21:40Z"}),
        A("WMT is at $101.86 (bid $101.84 / ask $101.88) as of 11:21 AM ET. At that price your 90 shares are worth ${{90*101.86|,.2f}}, a gain of ${{90*101.86-30*162.3|,.2f}}."),
    ])


def f26() -> Run:
    tx = {"card": "VISA-7716", "date": "2025-10-12", "merchant": "LE PETIT BISTRO PARIS", "original_amount": 84.5, "original_currency": "EUR",
          "rate_applied": 1.16342, "usd_amount": 98.31, "foreign_txn_fee": 2.95, "fee_pct": 3.0}
    return Run("finance-26", MISTRAL, POLICY, [
        U("Why was I charged a fee on my Paris dinner? HB-6031187, 552018"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "552018"}, AUTH),
        C("card_transaction", {"card": "VISA-7716", "date": "2025-10-12", "merchant_like": "BISTRO"}, tx),
        A("On October 12 you paid €84.50 at Le Petit Bistro in Paris. It was converted at 1.16342 USD per EUR to $98.31, and your card charged a foreign transaction fee of 3%: $98.31 × 3% = ${{98.31*0.03|.2f}}, shown as $2.95.\n\n"
          "In total the dinner cost you ${{98.31+2.95|.2f}}."),
        U("does any of your cards have no foreign fee"),
        A("I don't have information about other card products in my tools, so I can't confirm. A branch or the card services team can tell you if there is a card without foreign transaction fees."),
        U("ok. how much would the fee be on a 1200 euro hotel then"),
        A("At the same rate, €1,200 would be about 1,200 × 1.16342 = ${{1200*1.16342|,.2f}}, and the 3% fee would be about ${{1200*1.16342*0.03|.2f}}. The actual rate on the day of the charge may differ."),
    ])


def f27() -> Run:
    docs = ("Tax documents 2025 (customer HB-6031187)\n- Form 1099-INT (savings SAV-00512061): available by 2026-01-31; interest YTD $612.40\n"
            "- Form 1099-DIV (brokerage BRK-8810452): available by 2026-02-15; dividends YTD $1,184.66 (qualified $1,032.10)\n"
            "- Form 1099-B (brokerage BRK-8810452): available by 2026-02-15; 14 sale transactions YTD\n- Form 5498 (IRA IRA-3310874): available by 2026-05-31")
    return Run("finance-27", GPT41, POLICY, [
        U("when do I get my tax forms for this year? HB-6031187, 904417"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "904417"}, AUTH),
        C("tax_documents", {"customer_id": "HB-6031187", "year": 2025}, docs),
        A("Here's when your **2025** tax forms will be available:\n\n"
          "| Form | Account | Available by | So far this year |\n|---|---|---|---|\n"
          "| **1099-INT** | Savings | Jan 31, 2026 | $612.40 interest |\n"
          "| **1099-DIV** | Brokerage | Feb 15, 2026 | $1,184.66 dividends ($1,032.10 qualified) |\n"
          "| **1099-B** | Brokerage | Feb 15, 2026 | 14 sales |\n"
          "| **5498** | IRA | May 31, 2026 | |"),
        U("how much of the dividends are non-qualified?"),
        A("$1,184.66 - $1,032.10 = **${{1184.66-1032.10|.2f}}** non-qualified so far, about **{{(1184.66-1032.10)/1184.66*100|.0f}}%** of your dividends. These are year-to-date figures, so they'll change by year end."),
        U("thanks"),
        A("You're welcome, Ana! The forms will appear in your Documents tab when they're ready."),
        U("can I get the 1099-B earlier?"),
        A("The schedule says it will be available by February 15, 2026. I don't see an option to get it earlier, but you can view your 14 sales and their gains in the realized gains report at any time."),
    ])


def f28() -> Run:
    loan = {"loan_id": "AUTO-2209183", "principal_balance": 14382.77, "apr_pct": 6.49, "monthly_payment": 412.35, "next_due": "2025-11-05",
            "payments_remaining": 38, "per_diem": 2.5574, "payoff_quote": {"good_through": "2025-10-27", "amount": 14408.34}}
    return Run("finance-28", DEEPSEEK, POLICY, [
        U("What's the payoff on my car loan if I pay it off next week? HB-6031187 code 447012"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "447012"}, AUTH),
        C("loan_details", {"loan_id": "AUTO-2209183"}, loan),
        A("Your auto loan AUTO-2209183:\n\n- Principal balance: $14,382.77\n- APR: 6.49%\n- Payoff amount: **$14,408.34**, good through October 27, 2025\n\n"
          "The payoff is higher than the principal by ${{14408.34-14382.77|.2f}}, which is the interest accruing until then at $2.5574 per day."),
        U("if I keep paying normally, how much interest do I pay in total?"),
        A("With 38 payments of $412.35 left, you'd pay 38 × $412.35 = ${{38*412.35|,.2f}} in total. Minus the current principal of $14,382.77, that's about ${{38*412.35-14382.77|,.2f}} of interest. The last payment may be slightly different, so treat this as an estimate."),
        U("and paying off now saves me roughly?"),
        A("Roughly ${{38*412.35-14408.34|,.2f}}: what you'd pay over the remaining term (${{38*412.35|,.2f}}) minus the payoff (${{14408.34|,.2f}})."),
        U("ok pay it off on the 27th from checking"),
        A("To confirm: payoff of **$14,408.34** for loan AUTO-2209183 from checking CHK-00512044 on October 27, 2025 (the last day the quote is good). Shall I schedule it?"),
        U("yes"),
        C("loan_payoff_schedule", {"loan_id": "AUTO-2209183", "amount": 14408.34, "from": "CHK-00512044", "date": "2025-10-27"}, {"payment_id": "LP-3390021", "status": "scheduled"}),
        A("Scheduled: LP-3390021, $14,408.34 on October 27. Make sure checking has enough funds that day."),
    ])


def f29() -> Run:
    pos = {"account_id": "BRK-8810452", "positions": [{"symbol": "VTI", "value": 46621.47, "class": "equity"}, {"symbol": "VXUS", "value": 14725.2, "class": "equity"},
                                                      {"symbol": "BND", "value": 7035.7, "class": "bond"}], "cash": 1617.63}
    return Run("finance-29", SONNET37, POLICY, [
        U("I want my account to be 70% stocks, 30% bonds, counting cash too. What trades would get me there? HB-6031187, 880126"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "880126"}, AUTH),
        C("positions", {"account_id": "BRK-8810452"}, pos),
        A("I can show you the arithmetic; the decision is yours, since I can't give investment advice.\n\n"
          "**Current account:**\n- Stocks (VTI + VXUS): $46,621.47 + $14,725.20 = ${{46621.47+14725.2|,.2f}}\n- Bonds (BND): $7,035.70\n- Cash: $1,617.63\n"
          "- Total: ${{46621.47+14725.2+7035.7+1617.63|,.2f}}\n\n"
          "**Targets:**\n- 70% stocks: ${{(46621.47+14725.2+7035.7+1617.63)*0.7|,.2f}}\n- 30% bonds: ${{(46621.47+14725.2+7035.7+1617.63)*0.3|,.2f}}\n\n"
          "**Differences:**\n- Stocks: ${{46621.47+14725.2|,.2f}} - ${{(46621.47+14725.2+7035.7+1617.63)*0.7|,.2f}} = ${{46621.47+14725.2-(46621.47+14725.2+7035.7+1617.63)*0.7|,.2f}} over target\n"
          "- Bonds: ${{(46621.47+14725.2+7035.7+1617.63)*0.3|,.2f}} - $7,035.70 = ${{(46621.47+14725.2+7035.7+1617.63)*0.3-7035.7|,.2f}} under target\n\n"
          "So one way to get there: invest the $1,617.63 cash in BND and sell about ${{46621.47+14725.2-(46621.47+14725.2+7035.7+1617.63)*0.7|,.2f}} of stock funds to buy the rest of the bonds (${{(46621.47+14725.2+7035.7+1617.63)*0.3-7035.7-1617.63|,.2f}} more)."),
        U("If I only use the cash and don't sell anything, what would I end up at?"),
        A("Putting all $1,617.63 into BND would make bonds $7,035.70 + $1,617.63 = ${{7035.7+1617.63|,.2f}}, which is {{(7035.7+1617.63)/70000*100|.1f}}% of the ${{46621.47+14725.2+7035.7+1617.63|,.2f}} total, and stocks {{(46621.47+14725.2)/70000*100|.1f}}%. Still well short of 30% bonds."),
    ], fmt="anthropic")


def f30() -> Run:
    od = [{"date": "2025-10-06", "description": "Overdraft fee", "amount": -35.0, "related": "CHECKCARD AMAZON MKTPLACE -$48.20"},
          {"date": "2025-10-06", "description": "Overdraft fee", "amount": -35.0, "related": "CHECKCARD SHELL OIL -$41.07"}]
    return Run("finance-30", PRO, POLICY, [
        U("two overdraft fees?? HB-6031187 / 203391"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "203391"}, AUTH),
        C("search_transactions", {"account_id": "CHK-00512044", "query": "overdraft", "from": "2025-10-01"}, od),
        A("Two $35.00 overdraft fees on Oct 6, ${{2*35|.2f}} total:\n* Amazon Marketplace, $48.20\n* Shell Oil, $41.07"),
        U("can you refund them, it's the first time"),
        C("fee_refund_eligibility", {"account_id": "CHK-00512044", "fee_type": "overdraft"}, {"eligible": True, "max_refunds": 1, "refunds_used_12m": 0}),
        A("I can refund one: policy allows 1 courtesy refund per 12 months, and you haven't used it. Refund one $35.00 fee?"),
        U("yes"),
        C("fee_refund", {"account_id": "CHK-00512044", "amount": 35.0, "reason": "courtesy"}, {"refund_id": "RFD-2201834", "amount": 35.0, "status": "posted"}),
        A("Refunded $35.00 (RFD-2201834). Net fees now $35.00."),
        U("why 2 fees for one day"),
        A("Each card purchase that overdrew the account was charged separately: one for the $48.20 Amazon purchase and one for the $41.07 Shell purchase."),
    ])


def f31() -> Run:
    pos = {"symbol": "TSLA", "qty": 18, "avg_cost": 412.3, "price": 436.55}
    return Run("finance-31", MINI, POLICY, [
        U("Put a stop loss on all my Tesla at 400. HB-6031187, 618827"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "618827"}, AUTH),
        C("position", {"account_id": "BRK-8810452", "symbol": "TSLA"}, pos),
        A("You hold **18 shares** of TSLA (avg cost **$412.30**, now **$436.55**).\n\n"
          "**Order to confirm:**\n- **Sell [[20 shares]] of TSLA**, stop order at **$400.00**, good 'til canceled\n\n"
          "If TSLA trades at or below $400.00, this becomes a market order to sell. Shall I place it?",
          why="a share count no record gave: the position is 18 shares"),
        U("I only have 18"),
        A("You're right, I apologize. The order should be for **18 shares**:\n\n- **Sell 18 shares** of TSLA, stop at **$400.00**, GTC\n\nConfirm?"),
        U("confirm"),
        C("place_order", {"account_id": "BRK-8810452", "symbol": "TSLA", "side": "sell", "qty": 18, "type": "stop", "stop_price": 400.0, "tif": "gtc"},
          {"order_id": "ORD-88122704", "status": "accepted"}),
        A("Placed ✅ **ORD-88122704**: sell 18 TSLA at a **$400.00** stop, GTC.\n\n"
          "If it triggers near $400.00, that's roughly 18 × ($400.00 - $412.30) = **-${{18*(412.3-400)|.2f}}** versus your cost, before fees; the actual fill may be lower than the stop."),
    ])


def f32() -> Run:
    ira = {"account_id": "IRA-3310874", "type": "Roth IRA", "tax_year": 2025, "contributed": 4500.0, "limit": 7000.0, "catch_up_50_plus": 1000.0,
           "owner_age": 38, "deadline": "2026-04-15"}
    return Run("finance-32", COMMAND, POLICY, [
        U("How much more can I put in my Roth this year? HB-6031187, code 771530"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "771530"}, AUTH),
        C("ira_contributions", {"account_id": "IRA-3310874", "tax_year": 2025}, ira),
        A("For your Roth IRA (IRA-3310874), you've contributed $4,500.00 for tax year 2025. The limit is $7,000.00, so you can contribute up to **${{7000-4500|,.2f}}** more.\n\n"
          "The catch-up contribution of $1,000.00 only applies from age 50, so it doesn't apply to you. You have until April 15, 2026 to make 2025 contributions. Income limits can also reduce how much you may contribute; I'd suggest checking with a tax advisor."),
        U("If I split it over the remaining months of the year?"),
        A("There are 2.5 months left in 2025 (the rest of October, then November and December). Spread over 3 monthly contributions, that would be about ${{2500/3|.2f}} each. If you also use the time until April 15, 2026, you'd have more months to spread it over."),
        U("set up 3 monthly contributions of 833.33 starting nov 1"),
        A("To confirm: 3 monthly transfers of $833.33 from checking to Roth IRA IRA-3310874, on November 1, December 1 and January 1, designated for tax year 2025. Together that's ${{3*833.33|,.2f}}, one cent under the remaining $2,500.00. Shall I set it up?"),
    ])


def f33() -> Run:
    tx = [{"date": "2025-10-09", "merchant": "LAWSON SHIBUYA", "original_amount": 1840, "original_currency": "JPY", "usd_amount": 12.26, "rate_applied": 0.0066630},
          {"date": "2025-10-10", "merchant": "JR EAST TICKET", "original_amount": 14170, "original_currency": "JPY", "usd_amount": 94.42, "rate_applied": 0.0066634},
          {"date": "2025-10-11", "merchant": "HOTEL GRACERY", "original_amount": 52800, "original_currency": "JPY", "usd_amount": 351.78, "rate_applied": 0.0066625}]
    return Run("finance-33", LLAMA, POLICY, [
        U("I was in Tokyo last week. Can you list my yen transactions and what rate I got? HB-6031187, 305562"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "305562"}, AUTH),
        C("card_transactions", {"card": "VISA-7716", "currency": "JPY", "from": "2025-10-06"}, tx),
        A("Here are your yen purchases:\n\n"
          "1. October 9, Lawson Shibuya: ¥1,840 = $12.26 (rate 0.0066630)\n"
          "2. October 10, JR East ticket: ¥14,170 = $94.42 (rate [[0.0066643]])\n"
          "3. October 11, Hotel Gracery: ¥52,800 = $351.78 (rate 0.0066625)\n\n"
          "In total, ¥{{1840+14170+52800|,d}} cost you ${{12.26+94.42+351.78|.2f}}. That works out to about {{(1840+14170+52800)/(12.26+94.42+351.78)|.1f}} yen per dollar on average.",
          why="an FX rate misquoted: the JR East charge used 0.0066634"),
        U("were there foreign transaction fees on these too?"),
        A("The transaction records show only the converted amounts, not any foreign transaction fees. Fees are usually posted as separate line items; I can search for them if you'd like."),
        U("please check"),
        C("search_transactions", {"card": "VISA-7716", "query": "FOREIGN TRANSACTION FEE", "from": "2025-10-06"},
          [{"date": "2025-10-09", "amount": -0.37}, {"date": "2025-10-10", "amount": -2.83}, {"date": "2025-10-11", "amount": -10.55}]),
        A("The posted foreign transaction fees were $0.37, $2.83 and $10.55, for a total of ${{0.37+2.83+10.55|.2f}}."),
    ])


def f34() -> Run:
    bond = {"cusip": "912828ZQ6", "description": "US Treasury Note 4.25% 2029-05-15", "face": 25000.0, "coupon_pct": 4.25, "frequency": "semiannual",
            "next_coupon": "2025-11-15", "price": 101.218, "accrued_interest": 449.05, "ytm_pct": 3.93}
    return Run("finance-34", QWEN, POLICY, [
        U("When's my next treasury coupon and how much? HB-6031187 / 990318"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "990318"}, AUTH),
        C("bond_position", {"account_id": "BRK-8810452", "cusip": "912828ZQ6"}, bond),
        A("Your US Treasury Note 4.25% due May 15, 2029 (CUSIP 912828ZQ6), face value $25,000.00, pays interest semiannually. The next coupon is on November 15, 2025, and it will be:\n\n"
          "$25,000.00 × 4.25% ÷ 2 = ${{25000*0.0425/2|.2f}}\n\n"
          "That's ${{25000*0.0425|,.2f}} per year in total."),
        U("what's it worth right now"),
        A("At a price of 101.218 (per 100 of face), the bond is worth $25,000.00 × 101.218% = ${{25000*1.01218|,.2f}}, plus $449.05 of accrued interest, so ${{25000*1.01218+449.05|,.2f}} if sold today, before any fees. Its yield to maturity at this price is 3.93%."),
        U("ok"),
        A("Let me know if you'd like anything else on your bond holdings."),
        U("how many more coupons until maturity"),
        A("From November 15, 2025 through May 15, 2029, coupons come every May 15 and November 15: that's {{2*3+2|d}} payments (Nov 2025 through May 2029), each ${{25000*0.0425/2|.2f}}, plus the $25,000.00 face at maturity."),
    ])


def f35() -> Run:
    stmt = {"account_id": "CHK-00512044", "period": "2025-09-01..2025-09-30", "opening_balance": 3204.16, "deposits": 6840.0, "withdrawals": 7112.53,
            "fees": 0.0, "interest": 0.03, "closing_balance": 2931.66}
    return Run("finance-35", OPUS, POLICY, [
        U("My September checking statement doesn't seem to add up. Can you check it? HB-6031187, 442891"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "442891"}, AUTH),
        C("account_statement", {"account_id": "CHK-00512044", "month": "2025-09"}, stmt),
        A("Of course. Let me reconcile your September statement for checking:\n\n"
          "- Opening balance (September 1): $3,204.16\n- Plus deposits: $6,840.00\n- Minus withdrawals: $7,112.53\n- Minus fees: $0.00\n- Plus interest: $0.03\n\n"
          "$3,204.16 + $6,840.00 - $7,112.53 + $0.03 = ${{3204.16+6840-7112.53+0.03|,.2f}}\n\n"
          "That matches the closing balance of $2,931.66 on the statement, so the statement does add up. If a specific transaction looks wrong to you, I'm happy to look it up."),
        U("I thought I had more. what did I spend more than I got?"),
        A("Your withdrawals exceeded your deposits by $7,112.53 - $6,840.00 = ${{7112.53-6840|,.2f}} in September, which is why the balance went down from $3,204.16 to $2,931.66, a decrease of ${{3204.16-2931.66|,.2f}} (the 3 cents of interest make up the small difference)."),
        U("ok, thanks"),
        A("You're welcome, Ana. If you'd like, I can list September's largest withdrawals so you can see where the money went."),
    ], fmt="anthropic")


def f36() -> Run:
    tb = {"cusip": "912797QX8", "description": "US Treasury Bill 26-week", "issue_date": "2025-10-23", "maturity": "2026-04-23",
          "indicative_price": 98.0825, "indicative_yield_pct": 3.88, "min_face": 100.0, "increment": 100.0}
    return Run("finance-36", GPT, POLICY, [
        U("I want to buy $10,000 of the 26-week T-bill at the next auction. What would it cost? HB-6031187, 550294"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "550294"}, AUTH),
        C("treasury_auction", {"term": "26-week", "next": True}, tb),
        A("The next **26-week T-bill** (CUSIP **912797QX8**) issues on **October 23, 2025** and matures on **April 23, 2026**.\n\n"
          "At the indicative price of **98.0825** per $100 of face:\n\n"
          "- **Cost:** $10,000 × 98.0825% = **${{10000*0.980825|,.2f}}**\n- **At maturity you receive:** **$10,000.00**\n- **Interest earned:** **${{10000-10000*0.980825|.2f}}**\n\n"
          "The indicative yield is **3.88%**. The actual price is set at the auction, so the final cost may differ slightly."),
        U("can I do 12,550?"),
        A("T-bills are sold in increments of **$100**, so $12,550 isn't possible. The closest amounts are **$12,500** or **$12,600**."),
        U("12,500 then"),
        A("At 98.0825, **$12,500** of face would cost about **${{12500*0.980825|,.2f}}**, earning **${{12500-12500*0.980825|.2f}}** at maturity. Shall I place a non-competitive bid for $12,500 at the October 23 auction?"),
        U("yes"),
        C("treasury_bid", {"account_id": "BRK-8810452", "cusip": "912797QX8", "face": 12500.0, "type": "non_competitive"},
          {"bid_id": "TBID-771203", "status": "submitted", "auction_date": "2025-10-20", "settle_date": "2025-10-23"}),
        A("Bid **TBID-771203** submitted for **$12,500** face. The auction is on **October 20**, and it settles on **October 23**; the exact cost is set at auction."),
    ])


def f37() -> Run:
    return Run("finance-37", MISTRAL, POLICY, [
        U("what does it cost to get paper statements for all my accounts?"),
        C("fee_schedule", {"topic": "statements"}, "Paper statements: $2.00 per statement per month for checking and savings; brokerage paper statements $2.00 per month; tax forms by mail free. e-Statements free."),
        A("Paper statements cost $2.00 per statement per month, for checking, savings and brokerage. Tax forms by mail are free, and e-statements are free.\n\n"
          "For 3 accounts (checking, savings, brokerage), that's 3 × $2.00 = ${{3*2|.2f}} per month, or ${{3*2*12|.2f}} per year."),
        U("and for just checking"),
        A("$2.00 per month, so ${{2*12|.2f}} per year."),
        U("ok switch me to e-statements for everything"),
        C("statement_preferences", {"customer_id": "HB-6031187", "delivery": "electronic", "accounts": "all"}, {"updated": True, "accounts": 3, "delivery": "electronic"}),
        A("Done: all 3 accounts are now on e-statements, free of charge."),
    ])


def f38() -> Run:
    return Run("finance-38", FLASH, POLICY, [
        U("does my checking pay interest? HB-6031187 221870"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "221870"}, AUTH),
        C("account_details", {"account_id": "CHK-00512044"}, {"account_id": "CHK-00512044", "type": "checking", "apy": 0.01, "interest_ytd": 0.27}),
        A("Yes, 0.01% APY. $0.27 so far this year."),
        U("vs savings?"),
        C("account_details", {"account_id": "SAV-00512061"}, {"account_id": "SAV-00512061", "type": "savings", "apy": 3.85, "interest_ytd": 612.4}),
        A("Savings: 3.85% APY, $612.40 this year. That's {{3.85/0.01|.0f}}× the checking rate."),
        U("move 2000 to savings"),
        A("To confirm: transfer $2,000.00 from checking CHK-00512044 to savings SAV-00512061?"),
        U("yes"),
        C("transfer", {"from": "CHK-00512044", "to": "SAV-00512061", "amount": 2000.0}, {"transfer_id": "TR-4420117", "status": "completed"}),
        A("Done, TR-4420117. At 3.85% APY that's about ${{2000*0.0385|.2f}}/yr of interest."),
    ])


def f39() -> Run:
    cal = [{"symbol": "JNJ", "ex_date": "2025-11-25", "record_date": "2025-11-25", "pay_date": "2025-12-09", "per_share": 1.3, "qty": 35},
           {"symbol": "PG", "ex_date": "2025-10-24", "record_date": "2025-10-24", "pay_date": "2025-11-17", "per_share": 1.0568, "qty": 60}]
    return Run("finance-39", GPT, POLICY, [
        U("Any dividends coming up? HB-6031187 / 118720"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "118720"}, AUTH),
        C("dividend_calendar", {"account_id": "BRK-8810452", "upcoming": True}, cal),
        A("Two are coming up:\n\n"
          "| Stock | Ex-date | Pay date | Per share | Shares | Expected |\n|---|---|---|---:|---:|---:|\n"
          "| **PG** | Oct 24 | [[Nov 18]] | $1.0568 | 60 | **${{60*1.0568|.2f}}** |\n"
          "| **JNJ** | Nov 25 | Dec 9 | $1.30 | 35 | **${{35*1.3|.2f}}** |\n\n"
          "Total expected: **${{60*1.0568+35*1.3|.2f}}**.",
          why="a pay date off by one: PG pays on 2025-11-17"),
        U("if I buy more PG on the 24th do I get the dividend on those?"),
        A("No. The **ex-date is October 24**: shares bought **on or after** the ex-date don't receive this dividend. To get it on new shares, you'd need to buy them by **October 23** at the latest."),
        U("what's the JNJ dividend per year if it stays 1.30 a quarter"),
        A("$1.30 × 4 × 35 shares = **${{1.3*4*35|.2f}}** per year."),
    ])


def f40() -> Run:
    acct = {"account_id": "SAV-00512088", "type": "savings", "nickname": "Vacation", "balance": 1204.37, "accrued_interest": 1.12, "status": "open"}
    return Run("finance-40", CLAUDE, POLICY, [
        U("I'd like to close my Vacation savings account and move the money to checking. HB-6031187, code 660142"),
        C("authenticate", {"customer_id": "HB-6031187", "otp": "660142"}, AUTH),
        C("account_details", {"account_id": "SAV-00512088"}, acct),
        A("I can help with that. Your Vacation savings account (SAV-00512088) has a balance of $1,204.37 plus $1.12 in accrued interest, which will be paid out when it closes. The total to move is $1,204.37 + $1.12 = ${{1204.37+1.12|,.2f}}.\n\n"
          "To confirm: close SAV-00512088 and transfer ${{1204.37+1.12|,.2f}} to your checking account CHK-00512044. Shall I proceed?"),
        U("Yes"),
        C("close_account", {"account_id": "SAV-00512088", "transfer_to": "CHK-00512044"},
          {"account_id": "SAV-00512088", "status": "closed", "transferred": 1205.49, "to": "CHK-00512044", "closed_at": "2025-10-17T15:44:10Z"}),
        A("Done. The Vacation account is closed as of 11:44 AM ET, and $1,205.49 was transferred to your checking account."),
        U("is there any fee for closing it?"),
        A("The closing confirmation shows the full $1,205.49 was transferred, so no fee was deducted."),
    ], fmt="anthropic")


RUNS = [f21(), f22(), f23(), f24(), f25(), f26(), f27(), f28(), f29(), f30(),
        f31(), f32(), f33(), f34(), f35(), f36(), f37(), f38(), f39(), f40()]
