"""BFCL runs: BFCL v4 multi-turn base tasks whose turns go through the TwitterAPI, TicketAPI,
MessageAPI or MathAPI beside a file system, a car, a trading bot or a travel backend (posts with
tags and mentions, tickets created, read and closed, sent messages, means, conversions); tool
results from the backends, answers written here."""

from _bfcl7 import DEEPSEEK, FLASH, GEMINI, GPT4O, GPT41, HAIKU, LLAMA, MINI, MISTRAL, O3, QWEN, SONNET, SONNET37
from _bfcl7 import A, U, run

RUNS = [
    run("bfcl", 0, SONNET,
        A("I moved into the `document` directory, created the `temp` directory inside it, and moved `final_report.pdf` there. It now lives at `document/temp/final_report.pdf`."),
        A("I searched `final_report.pdf` for \"budget analysis\" and found one matching line:\n\n"
          "> Year2024 This is the final report content including budget analysis and other sections.\n\n"
          "The file appears to be a single line, so the budget analysis mention is part of the report's one summary sentence rather than a separate section."),
        A("I sorted `final_report.pdf` by line. Since the file holds just one line, the sorted content is unchanged:\n\n"
          "> Year2024 This is the final report content including budget analysis and other sections."),
        (A("I moved `previous_report.pdf` into `temp` as well and compared the two files. The differences:\n\n"
           "- **final_report.pdf:** \"Year2024 This is the final report content including budget analysis and other sections.\"\n"
           "- **previous_report.pdf:** \"Year203 This is the previous report content with different budget analysis.\"\n\n"
           "The critical changes: the year label (Year2024 vs Year203, which looks like a typo in the previous report), the final report mentions \"other sections\", "
           "and the previous one describes a \"different\" budget analysis."),
         U("how many years apart would 2024 and 2023 be, just to be sure it's the previous year?"),
         A("2024 − 2023 = {{2024-2023|d}} year, so if \"Year203\" was meant to be 2023, the previous report is from the year before. That's an assumption, though: the file literally says Year203.")),
    ),
    run("bfcl", 2, GPT4O,
        A("Created **TeamNotes.txt** in the `documents` folder."),
        A("Added Simona's insights to **TeamNotes.txt**: \"Collaboration leads to success. Innovation ignites growth.\""),
        A("I compared **ideas.txt** with **TeamNotes.txt**: the diff is empty, so the two files are identical line by line. There are no distinctions to explain."),
        A("Copied **TeamNotes.txt** into `Archived` and renamed the copy to **IdeasArchive.txt**. The original stays in `documents`."),
        A("**IdeasArchive.txt** contains:\n\n> Collaboration leads to success. Innovation ignites growth."),
    ),
    run("bfcl", 53, GEMINI,
        A("⛽ **30 gallons = {{30*3.78541|.2f}} liters** (the tool returned 113.56230000000001; 1 US gallon ≈ 3.785 L)."),
        A("🚗 **Engine started!**\n\n*   **Doors:** all 4 locked (0 unlocked)\n*   **Brake:** pressed, 1,000 N\n*   **Engine:** running\n*   **Fuel level:** 30.0 gallons\n*   **Battery:** 12.6 V"),
        A("Tire check ✅\n\n| Tire | Pressure (PSI) |\n|---|---|\n| Front left | 32.0 |\n| Front right | 32.0 |\n| Rear left | 30.0 |\n| Rear right | 30.0 |\n\n"
          "The system marks the pressures as **healthy**. Average: **{{(32+32+30+30)/4|.1f}} PSI**."),
        (A("🐦 Tweet posted as **@CarEnthusiast** (tweet ID **5**):\n\n> Tire pressures are optimal!\n\n*   **Hashtag:** #CarMaintenance\n*   **Mention:** @VehicleGuru"),
         U("wait how many liters did you say I put in?"),
         A("You put in **30 gallons**, which is about **[[113.65]] liters**. ⛽",
           why="the model retyped the liters from its first answer with two digits swapped (113.56)")),
    ),
    run("bfcl", 60, LLAMA,
        A("I locked all four doors, pressed the brake and started the engine. The engine is running, fuel level is 10.0 gallons and battery voltage is 12.6 V. "
          "Since you said you doubled the fuel, it was {{10/2|.1f}} gallons before the fill-up."),
        A("Tire pressures: front left 32.0 PSI, front right 32.0 PSI, rear left 30.0 PSI, rear right 30.0 PSI. The car reports them as healthy. "
          "The rear tires are {{32-30|.0f}} PSI lower than the front, which is normal for many cars."),
        A("I created a priority 5 ticket titled 'Tire Pressure Issue' with no description. Ticket ID is 2, status Open, created by Michael Thompson. Reference number: [[TP-20417]].",
          why="create_ticket returns only the ticket id 2; the model added a reference number no tool gave"),
        A("Ticket 2 'Tire Pressure Issue' is still Open, priority 5, with an empty description, created by Michael Thompson. Nothing else is attached to it."),
        A("Ticket 2 has been closed successfully."),
    ),
    run("bfcl", 61, QWEN,
        A("San Francisco (zip 94016) to Rivermist (zip 83214) is 980.0 km. With the current fuel, the car cannot make the trip: the feasibility check returned false."),
        (A("I added 7 gallons. The tank now has 49.0 gallons, so it was at {{49-7|.0f}} gallons before."),
         U("why 7 exactly?"),
         A("The fill brought the tank from {{49-7|.0f}} to 49.0 gallons; 7 gallons is the smallest whole number the task called for to make the 980 km trip feasible. "
           "I did not re-run the feasibility check after refueling, so I can run it again if you want to confirm.")),
        A("The doors are locked, the brake is pressed and the engine is running. Battery voltage is 12.6 V, which is in the normal range, and fuel is 49.0 gallons."),
        A("All tires look good: front 32.0 PSI each, rear 30.0 PSI each, and the system reports healthy tire pressure."),
    ),
    run("bfcl", 80, MINI,
        A("The distance from Rivermist (83214) to San Francisco (94016) is **980.0 km** (about {{980/1.609344|,.0f}} miles)."),
        A("No. The car **can't** cover 980 km with its current fuel."),
        A("Filled up with **45.0 gallons**. The tank is now **full at 50.0 gallons** (it had {{50-45|.1f}} before)."),
        A("All **4 doors locked**, brake pressed, **engine running**. Fuel: **50.0 gallons**, battery: **12.6 V**."),
        (A("Mean of 750.0, 320.0, 450.0 and 290.0 km: **452.5 km**."),
         U("and the total?"),
         A("750 + 320 + 450 + 290 = **{{750+320+450+290|,d}} km** (452.5 × 4).")),
    ),
    run("bfcl", 98, HAIKU,
        A("I checked the doors: the driver, passenger and rear right doors were locked, but the rear left door was unlocked. I locked all four doors, and none remain unlocked."),
        A("Everything's set. I pressed the brake pedal and started the engine, which is now running. Fuel level is 15.5 gallons and the battery reads 12.8 volts."),
        (A("Silverpine (zip 62947) to Oakendale (zip 47329) is estimated at 1053.0 km."),
         U("is my fuel enough for that? i get about 30 miles per gallon"),
         A("At 30 miles per gallon, 15.5 gallons would get you about {{15.5*30|.0f}} miles, or roughly {{15.5*30*1.609344|,.0f}} km. "
           "That's less than the 1,053 km trip, so you'd need to refuel along the way, about {{(1053/1.609344-15.5*30)/30|.1f}} more gallons at that mileage.")),
    ),
    run("bfcl", 102, DEEPSEEK,
        A("Order placed: **Buy 100 TSLA at $700.00**, order ID **12446**, status **Pending**. Total value: **${{100*700|,.2f}}**."),
        A("Order **12446**:\n- Type: Buy\n- Symbol: TSLA\n- Price: $700.00\n- Amount: 100 shares\n- Status: **Open**"),
        A("Order 12446 has been **cancelled**."),
        A("Account overview:\n- Account ID: **98765**\n- Balance: **$75,000.00**\n- Binding card: **1987654321098765**\n\n"
          "With the TSLA order cancelled, nothing is reserved against the balance. (Had it filled, it would have used {{70000/75000*100|.1f}}% of the balance.)"),
        A("Support ticket created:\n- ID: **0**\n- Title: Account Information Error\n- Status: Open, priority 1\n- Created by: John\n- Description: updated email and phone number not displaying or syncing across services despite logging out and back in."),
    ),
    run("bfcl", 108, FLASH,
        A("You're currently tracking **1 stock**: **NVDA**. 📈"),
        A("NVIDIA makes GPUs, so I went with **NVDA**:\n\n*   **Price:** $220.34 (+0.34%)\n*   **MA(5):** $220.45 · **MA(20):** $220.67\n\n"
          "✅ Placed a **Buy** order for **50 shares at $220.34**: order **12446**, status *Pending*. Estimated cost: **${{50*220.34|,.2f}}**."),
        A("**Order 12446** breakdown:\n\n| Field | Value |\n|---|---|\n| Type | Buy |\n| Symbol | NVDA |\n| Price | $220.34 |\n| Shares | 50 |\n| Status | Open |\n| Value | ${{50*220.34|,.2f}} |"),
        A("↩️ Order **12446** is now **Cancelled**."),
        (A("**Account summary**\n\n*   **Account ID:** 12345\n*   **Balance:** $11,500.00\n*   **Card:** 1974202140965533"),
         U("how many nvda shares could I buy with that balance?"),
         A("$11,500.00 ÷ $220.34 ≈ **{{11500/220.34|.1f}}**, so **{{11500//220.34|.0f}} whole shares** (costing ${{52*220.34|,.2f}}). 💡")),
    ),
    run("bfcl", 109, GPT41,
        A("Technology stocks available: AAPL, GOOG, MSFT and NVDA (4 in total)."),
        A("MSFT: price $310.23, up 0.09%, volume 3.234M, 5-day MA $309.88, 20-day MA $310.11. It trades ${{310.23-309.88|.2f}} above its 5-day average."),
        A("Buy order placed for 100 MSFT at $310.23: order 12446, pending. That's $[[31,203.00]] at this price.",
          why="100 × 310.23 is 31,023.00; the model swapped two digits of its own product"),
        A("Order 12446: Buy, MSFT, 100 shares at $310.23, status Open. It matches what you asked for."),
        A("Order 12446 is cancelled."),
        A("Account 12345: balance $31,500.00, linked card 1974202140965533."),
        A("Tweet posted (ID 1, @michael_smith): \"Just made a move in the tech sector! I initiated and then canceled a 100-share buy order for $MSFT. Always staying sharp with my investment decisions!\""),
    ),
    run("bfcl", 151, SONNET37,
        A("Here's what I found and did:\n\n"
          "- **Business class SFO → LAX on November 10, 2026:** $400.00\n"
          "- **In euros:** €320.00, which implies a rate of 320 / 400 = {{320/400|.2f}} EUR per USD\n\n"
          "Since $400 is under your 2,000 limit, I booked it with card 144756014165. Booking ID **3426812**, transaction ID **45451592**, and the booking status is confirmed. "
          "That leaves ${{2000-400|,.0f}} of headroom under your threshold."),
        A("Done: booking **3426812** has been cancelled successfully. Note that the cancel call only returned a success flag; it didn't say anything about a refund of the $400.00 fare, so you may want to check your card statement."),
        A("I logged in as **john** and posted the tweet (ID 10):\n\n> Just cancelled my trip to LA\n\nwith the hashtags #TravelUpdate and #BusinessTrip, and no mentions."),
    ),
    run("bfcl", 154, MISTRAL,
        A("Verification failed for Michael Smith (born 1962-02-14, passport P87654321): the passport must be issued by the United States."),
        A("The nearest airport to Chicago is ORD. An economy flight from ORD to LAX on August 10, 2026 costs $180.00."),
        A("Budget limit set to $1,500.00. The $180 flight would use {{180/1500*100|.0f}}% of it, leaving ${{1500-180|,.2f}}."),
        A("Booked: ORD to LAX, economy, on August [[11]], 2026, charged to card1. Booking ID 3426812, transaction ID 45451592.",
          why="the flight date was written a day late (the booking call and the user say August 10)"),
        A("Your recent sent messages:\n- To USR002: \"My name is Alice. I want to connect.\"\n- To USR003: \"Could you upload the file?\"\n- To USR004: \"Could you upload the file?\"\n\n"
          "None of the 3 messages mention this trip."),
    ),
    run("bfcl", 157, O3,
        A("23 airports are listed: RMS, SBK, MPC, SVP, SHD, CDG, LHR, SSV, OKD, WLB, PEK, HND, HKG, CIA, CRH, ATV, PHV, GFD, SFO, LAX, JFK, ORD, BOS."),
        A("The airport closest to Crescent Hollow is CRH, which is on the list."),
        (A("Business class CRH to PHV on 2026-03-03: $1,000.00."),
         U("what about for two people?"),
         A("Assuming the same fare per seat, 2 × $1,000.00 = ${{2*1000|,.2f}}. I only queried one fare, so a second booking could price differently.")),
    ),
    run("bfcl", 162, SONNET,
        A("Here are all 23 airports currently available for departure:\n\n"
          "RMS, SBK, MPC, SVP, SHD, CDG, LHR, SSV, OKD, WLB, PEK, HND, HKG, CIA, CRH, ATV, PHV, GFD, SFO, LAX, JFK, ORD and BOS.\n\n"
          "Let me know which city you're starting from and I can find the nearest one."),
        A("The nearest airport to Rivermist is **RMS**."),
        A("An economy ticket from RMS to JFK (New York) on Thursday, September 10, 2026 is estimated at **$420.00**."),
        A("I converted the $420.00 fare to RMB (I read \"RMS\" as the Chinese yuan, since RMS is the airport code): it comes to **¥2,940.00**, a rate of 2940 / 420 = {{2940/420|.1f}} RMB per dollar. "
          "I then set your budget limit to **2,940**, matching the converted fare exactly."),
        A("Your flight is booked:\n\n- **Route:** RMS → JFK\n- **Date:** September 10, 2026\n- **Class:** economy\n- **Card:** card6749\n- **Booking ID:** 3426812\n- **Transaction ID:** 45451592\n\n"
          "The $420.00 fare sits exactly at the 2,940 RMB budget you set."),
        A("Ticket **458219** has been closed successfully, so the open query about your departure date is resolved."),
    ),
]
