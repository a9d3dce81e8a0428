"""Trading runs: BFCL v4 multi-turn base tasks on the TradingBot backend (with MessageAPI, TicketAPI
or MathAPI beside it): quotes, watchlists, orders, account checks; tool results from the backend,
answers written here."""

from _bfcl import DEEPSEEK, FLASH, GEMINI, GPT4O, GPT41, HAIKU, LLAMA, MINI, MISTRAL, O3, QWEN, SONNET, SONNET37
from _bfcl import A, U, run

RUNS = [
    run("trading", 100, GPT4O,
        A("NVIDIA (NVDA) is trading at **$220.34**, up 0.34% today. The 5-day moving average is $220.45 and the 20-day is $220.67."),
        (A("Done. I funded your account with **${{10*220.34|,.2f}}** (10 shares × $220.34). Your new balance is **$12,203.40**."),
         U("so what was in there before?"),
         A("$12,203.40 − $2,203.40 = **${{12203.4-2203.4|,.2f}}** before the deposit.")),
    ),
    run("trading", 101, SONNET,
        A("Here's the current picture for XTC:\n\n"
          "- **Price:** $150.75\n"
          "- **Change:** +0.05%\n"
          "- **Volume:** 1.5 million shares\n"
          "- **5-day moving average:** $150.50\n"
          "- **20-day moving average:** $150.00\n\n"
          "The price is sitting just above both moving averages (about ${{150.75-150.5|.2f}} above the 5-day and ${{150.75-150|.2f}} above the 20-day), "
          "which suggests a mild upward drift rather than a strong trend."),
        A("I've sent the message \"The latest stock price of XTC is $150.75.\" to USR003. It went through successfully (message ID 67410)."),
        A("You have sent one message recently:\n\n- **To USR003:** \"The latest stock price of XTC is $150.75.\"\n\n"
          "That's the only message in your sent folder, so there are no other updates there."),
    ),
    run("trading", 103, GEMINI,
        A("Omega Industries (**OMEG**) has been added to your watchlist. ✅"),
        A("Your watchlist currently contains **2 stocks**:\n\n*   **NVDA**\n*   **OMEG**"),
        A("Your order has been placed:\n\n*   **Stock:** OMEG\n*   **Type:** Buy\n*   **Shares:** 150\n*   **Price:** $457.23 per share\n"
          "*   **Estimated total:** ${{150*457.23|,.2f}}\n*   **Order ID:** 12446\n*   **Status:** Pending"),
        A("Here is the full breakdown of order **#12446**:\n\n"
          "| Field | Value |\n|---|---|\n| Order ID | 12446 |\n| Type | Buy |\n| Symbol | OMEG |\n| Price | $457.23 |\n| Shares | 150 |\n| Status | Open |\n\n"
          "**Order value:** 150 × $457.23 = **${{150*457.23|,.2f}}**. The status has moved from *Pending* to *Open*, meaning it's live on the book."),
        (A("I've sent your note to Jane (USR002) asking customer service to confirm the order for 150 shares of Omega Industries. The message was delivered successfully."),
         U("remind me what the order was worth"),
         A("The order is for **150 shares at $457.23**, which comes to **${{150*457.23|,.2f}}** in total.")),
    ),
    run("trading", 104, LLAMA,
        A("Quasar Ltd. trades under the symbol QUAS. Current details:\n\n"
          "Price: $725.89\nPercent change: -0.03%\nVolume: 1.789\nMA(5): $726.45\nMA(20): $728.00\n\n"
          "The stock is slightly down and trading a little below its 5 and 20 day moving averages."),
        A("Quasar Ltd. was not on your watchlist (it only had NVDA), so I added it. Your watchlist is now: NVDA, QUAS."),
    ),
    run("trading", 106, O3,
        A("AAPL is at $227.16 (+0.17%), volume 2.552M, MA(5) $227.11, MA(20) $227.09. I placed a buy order for 100 shares at $227.16: order 12446, status Pending. "
          "Notional: ${{100*227.16|,.2f}}."),
        A("Order 12446 checks out: Buy 100 AAPL at $227.16, status Open."),
        A("Found it: ticket #1, created by Michael Thompson, issue \"Trading system query\", status Open."),
        (A("Ticket 1 is now resolved with the resolution you provided (brief network delay, no further action required)."),
         U("and how much cash does that apple order tie up?"),
         A("100 × $227.16 = ${{100*227.16|,.2f}}, before any fees.")),
    ),
    run("trading", 107, MINI,
        A("Zeta Corp trades as **ZETA**. It's at **$150.75**, up **0.05%**, with volume of **1.5M**. The 5-day MA is $150.50 and the 20-day MA is $150.30."),
        A("Your order to buy **50 shares of ZETA at $150.75** is in (order ID **12446**, status pending). That's about **${{50*150.75|,.2f}}**."),
        A("Here are the details:\n\n- **Order ID:** 12446\n- **Type:** Buy\n- **Symbol:** ZETA\n- **Price:** $150.75\n- **Shares:** 50\n- **Status:** Open"),
        A("Order **12446** has been **cancelled**."),
        A("Your account:\n\n- **Account ID:** 12345\n- **Balance:** $11,500.00\n- **Linked card:** [[1974 2021 4096 5583]]\n\n"
          "Since the ZETA order was cancelled, none of the balance is committed.",
          why="the card number was regrouped in fours and one digit changed in the regrouping (the tool says 1974202140965533)"),
    ),
    run("trading", 112, SONNET37,
        A("Here are the stocks listed in the Technology sector:\n\n1. AAPL (Apple)\n2. GOOG (Alphabet)\n3. MSFT (Microsoft)\n4. NVDA (NVIDIA)\n\nThat's 4 symbols in total."),
        A("The last symbol on the list is NVDA. Here's the breakdown:\n\n"
          "- **Current price:** $220.34\n"
          "- **Percent change:** +0.34%\n"
          "- **Volume:** 1.234 (million shares)\n"
          "- **5-day moving average:** $220.45\n"
          "- **20-day moving average:** $220.67\n\n"
          "The price is slightly below both averages: $220.45 − $220.34 = ${{220.45-220.34|.2f}} under the 5-day, and $220.67 − $220.34 = ${{220.67-220.34|.2f}} under the 20-day. "
          "With the 5-day also below the 20-day, the short-term trend is flat to slightly soft, even though today's move is positive."),
        A("Your most recent order (ID 12446) has been cancelled successfully."),
        A("Your account details:\n\n- **Account ID:** 12345\n- **Balance:** $10,000.00\n- **Linked card:** 1974202140965533\n\n"
          "Everything looks in order: the balance is intact and the cancelled order has no funds held against it."),
    ),
    run("trading", 113, QWEN,
        A("I have added Quasar Ltd. (QUAS) to your watchlist. Your watchlist now contains: NVDA, QUAS."),
        (A("Here are the details for each stock on your watchlist:\n\n"
           "**NVDA**\n- Price: $220.34\n- Change: 0.34%\n- Volume: 1.234\n- MA(5): 220.45\n- MA(20): 220.67\n\n"
           "**QUAS**\n- Price: $725.89\n- Change: -0.03%\n- Volume: 1.789\n- MA(5): 726.45\n- MA(20): 728.0"),
         U("which one is more expensive and by how much?"),
         A("QUAS is more expensive: $725.89 vs $220.34, a difference of ${{725.89-220.34|.2f}} per share.")),
    ),
    run("trading", 115, DEEPSEEK,
        A("### Amazon (AMZN) analysis\n\n"
          "- **Price:** $3,300.00\n- **Daily change:** +0.25%\n- **Volume:** 3.456M\n- **MA(5):** $3,295.00\n- **MA(20):** $3,280.00\n\n"
          "AMZN is trading above both its short and medium term averages (+${{3300-3295|.0f}} over the 5-day, +${{3300-3280|,.0f}} over the 20-day), which points to positive momentum."),
        A("AMZN's price of $3,300 is well above your threshold of 300, so I added it to your watchlist. Your watchlist is now NVDA and AMZN."),
        (A("Your most recent order is **#12446**:\n\n- Type: **Sell**\n- Symbol: GOOG\n- Price: $2,840.56\n- Shares: 5\n- Status: **Pending**"),
         U("what would that sell order bring in?"),
         A("5 × $2,840.56 = **${{5*2840.56|,.2f}}** if it fills at that price.")),
    ),
    run("trading", 120, FLASH,
        A("The market is open and I've placed your order:\n\n*   **AAPL** at **$227.16** (up 0.17%)\n*   **100 shares**, Buy\n*   **Order ID:** 12446\n*   **Status:** Pending\n\n"
          "Estimated cost: **${{100*227.16|,.2f}}**."),
        A("I reviewed order **12446**: Buy, AAPL, **100 shares** at **$227.16**, status **Open**. Everything matches what you asked for."),
        A("Order **12446** has been **cancelled** as requested. Confirmation number: **[[88213]]**.",
          why="the cancel call returns only the order id and the status; the model added a confirmation number the tool never gave"),
    ),
    run("trading", 124, MISTRAL,
        A("Done. I bought 100 shares of AAPL at the market price of $227.16 per share. The order ID is 12446 and it is pending. "
          "Total value is about ${{100*227.16|,.0f}}."),
        A("Here are the details of your last order:\n- Order ID: 12446\n- Type: Buy\n- Symbol: AAPL\n- Price: $227.16\n- Amount: 100 shares\n- Status: Open"),
        A("Order 12446 has been cancelled. Let me know if you want to place a new one."),
    ),
    run("trading", 129, GPT41,
        A("I placed a buy order for **120 shares of NVDA** at the current price of **$220.34** (order ID 12446, status pending). "
          "Estimated total: **$[[26,404.80]]**.",
          why="120 × 220.34 is 26,440.80; the model swapped two digits of its own product"),
        A("Your most recent order (ID 12446): Buy 120 NVDA at $220.34, status Open. Everything is as requested."),
        A("Ticket 1 was created by Michael Thompson (user ID 12345) for a \"Transaction inquiry\" and is currently **Pending**."),
        A("Ticket 1 has been resolved with your message: the transaction inquiry was settled by verifying the NVDA order, and no further action is required."),
    ),
    run("trading", 133, HAIKU,
        A("I've added Apple (AAPL) to your watchlist. It now contains two stocks: NVDA and AAPL."),
        (A("Here's the information for NVDA:\n\n"
           "- Current price: $220.34\n- Percent change: +0.34%\n- Volume: 1.234 million\n- 5-day moving average: $220.45\n- 20-day moving average: $220.67\n\n"
           "NVDA is up slightly today and trading close to its moving averages."),
         U("If I bought 25 shares at that price what would it cost?"),
         A("25 shares × $220.34 = ${{25*220.34|,.2f}}.")),
    ),
    run("trading", 134, GPT4O,
        A("Quasar Ltd. (**QUAS**): price **$725.89**, change **-0.03%**, volume **1.789M**, MA(5) **$726.45**, MA(20) **$728.00**. I've added it to your watchlist (now NVDA, QUAS)."),
        (A("Your last order was **#12446**: a **Sell** of **5 shares of GOOG** at **$2,840.56**, status **Pending**. Since it hadn't gone through, I cancelled it. It's now **Cancelled**."),
         U("how much was that order for in total?"),
         A("5 × $2,840.56 = **${{5*2840.56|,.2f}}**.")),
        A("Account **12345** has a balance of **$10,000.00**, with card **1974202140965533** linked."),
    ),
    run("trading", 136, LLAMA,
        A("Zeta Corp (ZETA) is at $150.75, up 0.05%, volume 1.5, MA(5) 150.5 and MA(20) 150.25. I bought 50 shares at $150.75, order ID 12446, which is pending. "
          "That comes to ${{50*150.75|,.2f}}."),
        A("Your order 12446 is now Open: Buy 50 shares of ZETA at $150.75."),
        A("Order 12446 has been cancelled."),
        (A("Here is your account information:\nAccount ID: 98765\nBalance: $15,000.00\nCard: 9876543210123456"),
         U("how many zeta shares could I buy with that balance?"),
         A("At $150.75 a share, $15,000 / $150.75 = about {{15000/150.75|.1f}}, so {{int(15000/150.75)|d}} whole shares, which would cost ${{int(15000/150.75)*150.75|,.2f}}.")),
    ),
    run("trading", 144, SONNET,
        A("Here are the current details for AAPL:\n\n- **Price:** $227.16\n- **Percent change:** +0.17%\n- **Volume:** 2.552 million\n- **MA(5):** $227.11\n- **MA(20):** $227.09"),
        (A("The average of the four values (price 227.16, volume 2.552, MA5 227.11, MA20 227.09) is **170.978**.\n\n"
           "Note that this mixes a share volume with prices, so it pulls the figure down a lot: (227.16 + 2.552 + 227.11 + 227.09) / 4 = {{227.16+2.552+227.11+227.09|.3f}} / 4 = 170.978."),
         U("ok, and without the volume?"),
         A("(227.16 + 227.11 + 227.09) / 3 = {{227.16+227.11+227.09|.2f}} / 3 = **{{(227.16+227.11+227.09)/3|.2f}}**.")),
    ),
]
