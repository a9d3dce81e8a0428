"""Travel runs: BFCL v4 multi-turn base tasks on the TravelAPI backend (with TicketAPI, MessageAPI,
TwitterAPI or MathAPI beside it): flight costs, budgets set through exchange rates, bookings,
invoices, insurance, card balances; tool results from the backend, answers written here."""

from _bfcl import DEEPSEEK, FLASH, GEMINI, GPT4O, GPT41, HAIKU, LLAMA, MINI, MISTRAL, O3, QWEN, SONNET, SONNET37
from _bfcl import A, U, run

RUNS = [
    run("travel", 150, GEMINI,
        A("An **economy** seat from **Rivermist (RMS)** to **Stonebrook (SBK)** on **October 6, 2026** costs **$220.00**. ✈️"),
        (A("Your budget is anchored! 🎯\n\n*   **15,400 GBP** converts to **$22,000.00 USD**\n*   **Budget limit set:** $22,000.00"),
         U("what exchange rate did that use?"),
         A("22,000 / 15,400 = **{{22000/15400|.4f}}** USD per GBP.")),
    ),
    run("travel", 152, GPT4O,
        A("The first-class fare from SFO to ORD on Nov 15, 2026 is **$4,000**, under your $5,000 cap, so I booked it with card 144756014165.\n\n"
          "- Booking ID: **[[3426821]]**\n- Transaction ID: **45451592**",
          why="the booking call returned 3426812; the last two digits were swapped in the answer"),
        A("Booking **3426812** has been cancelled. (Note: it was the SFO → Chicago O'Hare flight on the 15th, not London.)"),
        A("Logged in as **mthompson** and created ticket **#1**, \"Flight Cancellation Alert\" (\"Request to cancel.\"), priority **5**, status Open."),
    ),
    run("travel", 153, SONNET37,
        A("I tried to verify your details (Michael Thompson, born January 1, 1950, passport P12345678), but the verification **failed**: "
          "\"Passport must be issued by the United States.\" You may need to use a US-issued passport for this booking, or update the passport on file."),
        A("Rivermist's airport is **RMS**. A business class ticket from RMS to GFD on December 15, 2026 costs **$640.00**."),
        A("Your travel budget is now set to **$5,000.00**. The $640 fare would use {{640/5000*100|.1f}}% of it."),
        A("Your flight is booked:\n\n- **Route:** RMS → GFD\n- **Date:** December 15, 2026\n- **Class:** Business\n- **Card:** card1234\n- **Booking ID:** 3426812\n- **Transaction ID:** 45451592"),
        (A("Here's your invoice:\n\n| Item | Detail |\n|---|---|\n| Booking ID | 3426812 |\n| Transaction ID | 45451592 |\n| Date | 2026-12-15 |\n| From → To | RMS → GFD |\n| Class | Business |\n| Cost | $640.00 |\n\n"
           "Everything matches what we booked. Happy packing!"),
         U("How much of my budget is left?"),
         A("$5,000.00 − $640.00 = **${{5000-640|,.2f}}** remaining.")),
    ),
    run("travel", 155, MINI,
        A("Your business class flight from **LAX to JFK on November 15, 2026** is booked. The fare was **$2,400**, exactly your budget.\n\n"
          "- **Booking ID:** 3426812\n- **Transaction ID:** 45451592"),
        A("Comprehensive travel insurance for **$120** is purchased on card id15583 (insurance ID **498276044**). "
          "Your total for the trip is now $2,400 + $120 = **$[[2,420]]**.",
          why="2,400 + 120 is 2,520; the model's total does not add up"),
    ),
    run("travel", 156, LLAMA,
        A("The first class flight from SFO to LAX on October 15, 2026 costs $1000, which is within your $6000 limit. I booked it with travel_card_12345. Booking ID 3426812, transaction ID 45451592."),
        (A("Invoice:\nBooking ID: 3426812\nTravel date: 2026-10-15\nFrom: SFO\nTo: LAX\nClass: first\nCost: $1,000.00\nTransaction ID: 45451592\n\nThe only cost is the fare of $1,000."),
         U("so how much of the 6000 do I have left"),
         A("$6,000 - $1,000 = ${{6000-1000|,d}} left.")),
        A("I contacted customer support about booking 3426812. They replied: \"Thank you for contacting customer support. Your message has been received and we will get back to you shortly.\""),
        A("Logged in as mthompson and created the ticket \"Urgent Flight Issue\" with priority 4 and no description. The ticket ID is 0."),
        A("Ticket 0 is updated: status is now Urgent and priority is 5, the highest."),
    ),
    run("travel", 160, SONNET,
        A("I've set your budget limit to **$2,857.14**, which is the US dollar equivalent of 20,000 RMB at the current rate (about {{2857.14/20000|.4f}} USD per RMB, or roughly {{20000/2857.14|.2f}} RMB per dollar)."),
        A("Your business class flight from JFK to LAX on February 28, 2026 is booked with card card_3478.\n\n- **Booking ID:** 3426812\n- **Transaction ID:** 45451592\n\n"
          "The booking response didn't include the fare, so I can't confirm it against your $2,500 ceiling from here; I can pull the invoice if you'd like to check."),
        A("Ticket **83912** has been closed successfully."),
    ),
    run("travel", 161, QWEN,
        A("You're authenticated. Access token: 251675 (Bearer, scope read_write). Note it expires in 2 (very short), so we should act quickly."),
        A("The balance on card_4455 is $1,500.75."),
        (A("The mean of your last five purchases (45.99, 78.25, 102.50, 38.75, 92.10) is **$71.52** (71.518)."),
         U("and the total of those five?"),
         A("45.99 + 78.25 + 102.50 + 38.75 + 92.10 = **${{45.99+78.25+102.5+38.75+92.1|.2f}}**. That leaves ${{1500.75-(45.99+78.25+102.5+38.75+92.1)|,.2f}} of your $1,500.75 balance if they all went on that card.")),
    ),
    run("travel", 163, GPT41,
        A("Booked: SFO → LAX, business class, November 16, 2026, on card AMEX123456789. The fare is **$400**, well within your ~$8,000. Booking ID 3426812, transaction ID 45451592."),
        A("Booking 3426812 has been cancelled."),
    ),
    run("travel", 164, FLASH,
        A("A **first-class** flight from **Rivermist (RMS)** to **New York (JFK)** on **December 1, 2026** costs **$2,100.00**."),
        (A("Done! **10,000 CNY** is **$1,428.57 USD**, and your travel budget is now set to **$1,428.57**."),
         U("wait, does the flight even fit in that?"),
         A("No. The first-class fare is **$2,100.00**, which is **${{2100-1428.57|,.2f}}** over the $1,428.57 budget.")),
        A("Your flight is booked:\n\n*   **Booking ID:** 3426812\n*   **Transaction ID:** 45451592\n*   **Route:** RMS → JFK, first class, **2026-12-01**\n*   **Card:** card_3456"),
        A("Here's your invoice:\n\n*   **Booking ID:** 3426812\n*   **Date:** Dec 1, 2026\n*   **Route:** RMS → JFK\n*   **Class:** First\n*   **Cost:** **$2,100.00**\n*   **Transaction ID:** 45451592"),
    ),
    run("travel", 169, MISTRAL,
        A("Your flight from Rivermist to Los Angeles on 2026-11-10 in business class is booked with card_6789 (booking 3426812). "
          "The invoice shows a cost of $660.00, under your $1,200 limit by $[[640]]. Transaction ID: 45451592.",
          why="1,200 − 660 is 540; the difference the model wrote does not add up"),
        A("I sent customer support an inquiry about luggage restrictions for booking 3426812. They confirmed they received it and will get back to you shortly."),
    ),
    run("travel", 171, DEEPSEEK,
        A("Here's what I did:\n\n1. **Budget:** 10,000 RMB = **$1,428.57**, set as your budget limit.\n"
          "2. **Flight cost:** JFK → PEK, first class, June 15, 2026: **$10,000.00**.\n"
          "3. **Booking:** confirmed with card_8283. Booking ID **3426812**, transaction **45451592**.\n\n"
          "⚠️ Note that the fare is far above the budget: $10,000 vs $1,428.57, about {{10000/1428.57|.1f}}× the limit. The booking went through anyway."),
        (A("Travel insurance for **$250** is purchased on card_8283 (insurance ID **498276044**).\n\n"
           "**Invoice:** booking 3426812, 2026-06-15, JFK → PEK, first class, travel cost **$10,000.00**, transaction 45451592."),
         U("total for flight and insurance?"),
         A("$10,000 + $250 = **${{10000+250|,d}}**.")),
        A("I logged in as USR001 and sent your thank-you note to **travel_agent**. Your sent messages now include:\n\n"
          "- USR005: \"Hey Sarah, are you ready for the trip?\"\n- USR007: \"I'll  be there soon.\"\n- USR008: \"Got the snacks!\"\n- USR006: \"Can you bring the maps?\"\n"
          "- travel_agent: \"Thank you for your efficient handling of my booking to Beijing. My trip is confirmed for June 15th from JFK to PEK in first class.\"\n\n"
          "The message was sent without a hitch."),
    ),
    run("travel", 175, HAIKU,
        A("A business class flight from San Francisco to Los Angeles on November 25, 2026 costs $400. I've booked it for Robert Trenton using card_3487.\n\n"
          "Invoice:\n- Booking ID: 3426812\n- Transaction ID: 45451592\n- Date: 2026-11-25\n- Route: SFO → LAX\n- Class: Business\n- Cost: $400.00"),
        A("I logged in as john, posted \"Loved my flight journey!\" with #TravelDiaries (tweet ID 10), and retweeted it."),
    ),
    run("travel", 177, O3,
        A("Booked LAX → HND (Tokyo Haneda), business class, Dec 15 2026, card card_7629. Booking ID 3426812, transaction ID 45451592."),
        A("Invoice confirms: booking 3426812, 2026-12-15, LAX → HND, business, cost $860.00, transaction 45451592. "
          "That's ${{1200-860|d}} less than the $1,200 estimate."),
    ),
    run("travel", 179, GPT4O,
        A("Your economy flight from **Crescent Hollow (CRH)** to **New York (JFK)** on **November 12, 2026** is booked with card_6789. Booking ID **3426812**, transaction **45451592**."),
        A("Comprehensive travel insurance for **$100** is purchased on the same card, insurance ID **498276044**."),
        (A("Invoice for booking **3426812**:\n\n- Date: **2026-11-12**\n- Route: **CRH → JFK**, economy\n- Travel cost: **$300.00**\n- Transaction ID: **45451592**\n\n"
           "The invoice covers the flight only; the insurance ($100) was a separate charge."),
         U("so what did it all cost? you said 850 earlier"),
         A("I didn't quote $850: that was the total you mentioned. The charges are $300.00 for the flight plus $100.00 for insurance, **${{300+100|,.2f}}** in all, "
           "${{850-400|d}} less than $850.")),
        A("I've contacted customer support about booking 3426812, asking about itinerary adjustments or a full refund due to a family emergency. They've received the message and will get back to you shortly."),
    ),
    run("travel", 185, GEMINI,
        (A("Here's what I found:\n\n"
           "*   **First two airports in the inventory:** **RMS** (Rivermist) and **SBK** (Stonebrook)\n"
           "*   **Business class, RMS → SBK, December 15, 2026:** **$440.00**\n"
           "*   **Budget limit set:** **$2,000.00**\n\n"
           "The fare fits comfortably within your budget."),
         U("how many airports are there in total?"),
         A("There are **23 airports** in the inventory, from RMS to BOS.")),
        A("Travel insurance for **$300** is purchased for booking **d184e2c0-2ebb-4f39-a525-d5e01b67dc6c** with card **0001**.\n\n*   **Insurance ID:** 255316027"),
        A("Here's the invoice for booking **d184e2c0-2ebb-4f39-a525-d5e01b67dc6c**:\n\n"
          "| Field | Value |\n|---|---|\n| Travel date | 2026-12-24 |\n| Route | SFO → LAX |\n| Class | Economy |\n| Cost | $9,500.00 |\n| Transaction ID | 12345 |\n\n"
          "⚠️ This doesn't match the RMS → SBK business fare we looked up ($440.00): the invoice is for an SFO → LAX economy trip on December 24, at $9,500.00, well over your $2,000 budget."),
    ),
    run("travel", 197, SONNET,
        A("I've registered your card and bought the insurance:\n\n"
          "- **Card registered:** ending 9876, under Michael Thompson, expiring 12/2025. New card ID: **262919693687**.\n"
          "- **Travel insurance:** comprehensive, **$2,000**, on booking insurance_12345, paid with card 262919693687. Insurance ID: **498276044**."),
        A("Here's the invoice on file for booking **insurance_12345**:\n\n- Travel date: 2026-12-24\n- Route: SFO → LAX, economy\n- Travel cost: $9,500.00\n- Transaction ID: 12345\n\n"
          "Note this shows a flight cost rather than the insurance: the insurance you bought was $2,000. Together that's ${{9500+2000|,.2f}} if both are on your account; you may want to check with support why the invoice describes an SFO → LAX trip rather than Munich to Guangzhou."),
        A("I've notified customer support about the incident on booking insurance_12345 and asked them to prioritize your case. They confirmed receipt and will get back to you shortly."),
    ),
]
