"""Vehicle runs: BFCL v4 multi-turn base tasks on the VehicleControlAPI backend (with TwitterAPI,
MessageAPI, TicketAPI or MathAPI beside it): doors, engine, fuel in gallons and liters, tire
pressures, distances between cities, navigation; tool results from the backend, answers written here."""

from _bfcl import DEEPSEEK, FLASH, GEMINI, GPT4O, GPT41, HAIKU, LLAMA, MINI, MISTRAL, O3, QWEN, SONNET, SONNET37
from _bfcl import A, U, run

RUNS = [
    run("vehicle", 51, SONNET,
        A("All four doors (driver, passenger, rear left and rear right) are now locked. The system reports 0 doors remaining unlocked, so the car is secure."),
        A("The engine is running. I pressed the brake pedal fully first (as required for START mode), then started the ignition.\n\n"
          "- **Fuel level:** 15.5 gallons\n- **Battery voltage:** 12.8 V\n\nBoth look healthy for setting off."),
        (A("Here are your current tire pressures:\n\n"
           "- Front left: 35 PSI\n- Front right: 35 PSI\n- Rear left: 33 PSI\n- Rear right: 33 PSI\n\n"
           "The system flags them as within a healthy range, but all four are below the 40 PSI you set as your threshold, so as you asked, "
           "here's the nearest tire shop: **456 Oakwood Avenue, Rivermist, 83214**."),
         U("what's the average across the four?"),
         A("(35 + 35 + 33 + 33) / 4 = {{35+35+33+33|d}} / 4 = **{{(35+35+33+33)/4|.1f}} PSI**, so about {{40-(35+35+33+33)/4|.0f}} PSI under your 40 PSI target on average.")),
        A("I logged you in as USR001 and sent \"I am on my way to your place.\" to your cousin (USR002). It was delivered successfully."),
    ),
    run("vehicle", 52, GPT4O,
        A("Engine started. Fuel level: **15.5 gallons**, battery: **12.8 V**. Everything looks good."),
        (A("Tire pressures: front left **35**, front right **34**, rear left **33**, rear right **32** PSI. All four are under 40 PSI, so here's the nearest tire shop: "
           "**456 Oakwood Avenue, Rivermist, 83214**."),
         U("which is the worst one and how far off is it?"),
         A("The rear right is lowest at 32 PSI, **{{40-32|d}} PSI** below your 40 PSI mark.")),
        A("Tweet posted: \"Tires checked and engine purring smoothly!\" with #RoadTrip, tagging @AutoUpdates (tweet ID 10, from @roadtripper2023)."),
        A("Comment added to tweet 10: \"Safety first! Remember tire checks are crucial.\""),
    ),
    run("vehicle", 55, GEMINI,
        A("Here's what I did:\n\n"
          "*   **Fuel check:** your tank was at **7.5 gallons**, below 10, so I added double that: **15 gallons**.\n"
          "*   **New fuel level:** **[[23.5]] gallons**.\n"
          "*   **Doors:** all 4 locked.\n"
          "*   **Engine:** running in START mode, battery at **12.6 V**.",
          why="7.5 + 15 is 22.5, as both the fill and the engine start returned; the model wrote a sum that does not add up"),
        A("Tire pressures are **low**:\n\n| Tire | Pressure |\n|---|---|\n| Front left | 28.0 PSI |\n| Front right | 28.0 PSI |\n| Rear left | 26.0 PSI |\n| Rear right | 26.0 PSI |\n\n"
          "⚠️ The system marks tire pressure as **not healthy**. I'd recommend getting them inflated before a long drive."),
        A("I've opened the ticket:\n\n*   **Ticket ID:** 2\n*   **Title:** Tire Pressure Issue\n*   **Description:** Urgent tire pressure issue.\n*   **Priority:** 5 (highest)\n*   **Status:** Open"),
        A("Ticket **#2** (\"Tire Pressure Issue\") is still **Open** with priority **5**, created by Michael Thompson. No update has been added yet."),
        A("Ticket **#2** has been resolved with the note **\"Issue resolved!\"** ✅"),
    ),
    run("vehicle", 56, O3,
        (A("San Francisco (zip 94016) to Rivermist (zip 83214) is an estimated 980 km."),
         U("about how many miles is that?"),
         A("980 km × {{1/1.609344|.6f}} ≈ {{980/1.609344|.0f}} miles.")),
        (A("Your tank had 10.0 gallons, so I added 40 gallons. It now holds 50.0 gallons."),
         U("how much is 40 gallons in liters?"),
         A("40 × {{231*16.387064/1000|.5f}} = {{40*231*16.387064/1000|.2f}} liters.")),
        A("Doors locked (0 unlocked), brake pressed, engine running. Fuel 50.0 gal, battery 12.6 V. You're ready to go."),
    ),
    run("vehicle", 57, MINI,
        A("Crescent Hollow (**69238**) to Autumnville (**51479**) is about **630 km**."),
        A("The base-10 logarithm of 630 is **2.79934** (5 digits of precision)."),
    ),
    run("vehicle", 59, SONNET37,
        A("I looked up both zip codes (San Francisco: 94016, Rivermist: 83214) and estimated the distance between them: **980 km**. That's a substantial drive, so it's worth planning at least one fuel stop."),
        A("Your current fuel level is **10 gallons**, which converts to **37.8541 liters** (10 × {{37.8541/10|.5f}})."),
        A("I've filled up the tank by adding 40 gallons. The fuel level went from 10 to **50 gallons**, which is about {{50*3.78541|.1f}} liters."),
        A("Everything is ready:\n\n1. All four doors are locked (0 remaining unlocked)\n2. Brake pedal pressed (force 1000.0)\n3. Engine started in START mode\n\n"
          "Status: engine **running**, fuel **50.0 gallons**, battery **12.6 V**."),
        A("The logarithm of the distance (980) to base 20, computed to a precision of 10, is **2.299121531**.\n\n"
          "As a check: 20^2.299 ≈ 980, since 20² = {{20**2|d}} and 20^{{2.299-2|.3f}} ≈ {{20**0.299|.2f}}, and {{20**2|d}} × {{20**0.299|.2f}} = {{400*2.45|.0f}}."),
    ),
    run("vehicle", 64, LLAMA,
        A("All doors are locked, 0 doors remain unlocked. I pressed the brake and started the engine in START mode. The engine is running with 15.5 gallons of fuel and the battery at 12.8 volts."),
        A("Your tire pressures are: front left 35 psi, front right 34 psi, rear left 33 psi, rear right 32 psi. All of them are under 40 psi, so the closest tire shop is at 456 Oakwood Avenue, Rivermist, 83214."),
    ),
    run("vehicle", 65, FLASH,
        (A("All done! Here's a summary:\n\n"
           "*   **Fuel:** 15 liters = **3.96 gallons** (3.96258 rounded to two decimals). Fuel level is now **13.96 gallons**.\n"
           "*   **Tire pressures:** front 32 / 32 PSI, rear 30 / 30 PSI (healthy).\n"
           "*   **Tweet posted** (ID 5): \"Just filled up the tank and checked the tire pressures. Ready for the next adventure!\"\n"
           "*   **Engine:** running, battery **12.6 V**, fuel **13.96 gallons**."),
         U("how much was in the tank before you added the 15 liters?"),
         A("13.96 − 3.96 = **{{13.96-3.96|.2f}} gallons** before the fill-up.")),
        A("Done! Tweet **5** has been **retweeted**, and your comment **\"Ready for the next adventure!\"** was added."),
    ),
    run("vehicle", 70, QWEN,
        A("38 liters is 10.038536 gallons, so I rounded it to 10 gallons and filled the tank. The fuel level is now 20.0 gallons. "
          "Then I engaged the parking brake, locked all 4 doors, pressed the brake pedal and started the engine. Engine: running, battery voltage 12.6 V."),
        A("Front tires are at 32.0 PSI, but both rear tires are at 30.0 PSI, 2 PSI short of 32. "
          "I found the nearest tire shop and started navigation to [[465]] Oakwood Avenue, Rivermist, 83214.",
          why="the shop and the navigation both say 456 Oakwood Avenue; two digits of the street number swapped"),
    ),
    run("vehicle", 74, GPT41,
        A("Added **10.04 gallons** (38 liters = 10.038536 gallons, rounded to 2 decimals). The tank now holds **20.04 gallons**."),
        A("Engine started in START mode:\n\n- **Engine:** running\n- **Battery voltage:** 12.6 V\n- **Fan speed:** 50\n- **AC temperature:** 25.0°C (climate mode auto, humidity 50%)\n\n"
          "There's no separate \"AC speed\" reading; the fan speed (50) is what controls airflow."),
    ),
    run("vehicle", 78, HAIKU,
        A("Your tire pressures are:\n- Front left: 35.0 PSI\n- Front right: 35.0 PSI\n- Rear left: 33.0 PSI\n- Rear right: 33.0 PSI\n\n"
          "All four are below 37.5 PSI. The nearest tire shop is at 456 Oakwood Avenue, Rivermist, 83214."),
        (A("I've posted your tweet: \"Ensuring my wheels are well-maintained. Maintenance is key to success!\" with #BusinessOnTheMove. It's tweet ID 10 on @businesspro."),
         U("how low were the rear tires compared to my 37.5 limit?"),
         A("The rear tires were at 33.0 PSI, which is {{37.5-33|.1f}} PSI below 37.5. The fronts, at 35.0, were {{37.5-35|.1f}} PSI below.")),
    ),
    run("vehicle", 81, DEEPSEEK,
        A("10 liters = 2.64172 gallons, so I added **2.64 gallons**. Your fuel level is now **4.64 gallons**."),
        (A("The engine is running. Dashboard stats:\n\n- **Battery voltage:** 12.6 V\n- **AC temperature:** 25.0 °C\n- Fan speed: 50, climate mode: auto"),
         U("25 C in fahrenheit?"),
         A("25 × 9/5 + 32 = **{{25*9/5+32|.0f}} °F**.")),
        A("Current tire pressures:\n\n- Front left: **32.0 psi**\n- Front right: **32.0 psi**\n- Rear left: **30.0 psi**\n- Rear right: **30.0 psi**\n\nThe system reports them as healthy."),
        A("The average tire pressure is **31.0 psi**."),
    ),
    run("vehicle", 84, MISTRAL,
        (A("I added 30 gallons, the fuel level is now 35.0 gallons. The parking brake is engaged, all doors are locked and the engine is running in START mode (battery 12.6 V)."),
         U("so how much was in it before"),
         A("35.0 - 30 = {{35.0-30|.1f}} gallons.")),
        A("All four tires are at 28.0 psi, below 30.0 psi, and the system reports the pressure as unhealthy. Navigation is set to the tire shop at 456 Oakwood Avenue, Rivermist, 83214."),
    ),
    run("vehicle", 86, SONNET,
        A("Here's the sequence I completed:\n\n1. Locked all four doors (0 remaining unlocked)\n2. Engaged the parking brake\n3. Pressed the brake pedal and started the engine (running, 15.5 gallons, 12.8 V)\n4. Checked the tires\n\n"
          "**The tire pressure is not safe to proceed.** The front right tire is at just **22 PSI**, compared with 32 PSI on the front left and 30 PSI on both rears. "
          "That's {{32-22|d}} PSI lower than the other front tire, which suggests a slow leak or puncture."),
        A("The nearest tire shop is at **456 Oakwood Avenue, Rivermist, 83214**, and navigation is now set to it."),
        A("Your tweet is live (ID 3, posted as @traveler123): \"Thank you to our vehicle for a smooth start!\" with the hashtags #Journey, #SmoothRide and #Grateful."),
    ),
    run("vehicle", 91, GPT4O,
        (A("It's **[[38.6]]°C** outside right now. Definitely hot! I sent Michael (USR006) the message: \"It is hot outside.\"",
           why="the tool returned 36.63485703790535; the model wrote 38.6, a wrong digit in the respelled temperature"),
         U("what is that in fahrenheit"),
         A("36.63°C × 9/5 + 32 = **{{36.63485703790535*9/5+32|.1f}}°F**.")),
        A("You've sent **5 messages**:\n\n- **USR008:** \"Can you send the report?\"\n- **USR005:** \"The meeting is at 3 PM.\"\n- **USR006:** \"Please review the document.\" and \"It is hot outside.\"\n- **USR007:** \"Let's catch up later.\""),
    ),
    run("vehicle", 94, MINI,
        A("Your car **can't** cover 300 miles on the current fuel, so I added **30 gallons**. The tank is now at **40 gallons**."),
        A("All four tires are at **35 PSI**, below your 40 PSI mark. The nearest tire shop is **456 Oakwood Avenue, Rivermist, 83214**, and navigation is set."),
        (A("The engine is running. Fuel: **40.0 gallons**, battery: **12.6 V**."),
         U("How many liters is the tank at"),
         A("40 gallons × {{231*16.387064/1000|.3f}} = about **{{40*3.785|.0f}} liters**.")),
    ),
]
