"""retail8 runs: a tau-bench-retail-style agent (users by email or name and zip, orders `#W` + 7
digits, items with options and prices as Python prints floats, gift card, credit card and PayPal
payments; a return of three of six items to a gift card and its balance after, two exchanges netted
to a charge, a cancellation refunded in 5 to 7 business days from a Monday the user names, a gift
card's balance before two orders, a return refunded to a card with the amount in EUR at the user's
rate, totals per status and a monthly average, a modification paid from a gift card, packs' unit
prices, a sale price read back to its list price, a product's cheapest, dearest and average
variant, a return window counted in days and weeks from a delivery day the user gives, a coupon's
percentage and a state's sales tax on a subtotal, a total in GBP at the user's rate), answered in
the style of Claude Sonnet 4.5 showing its work ("$39.99 + $24.50 + $12.75 = $77.24", "Let me
calculate:") and of a terse GPT-4o agent, with a few of DeepSeek R1 (`**Answer:**`), Qwen3
(numbered steps), Mistral Large (`USD 134.50`, `134.50 dollars`), Grok 3, Command R+ and Gemini 2.5
Flash (bold headers, nested bullets); tool results and answers written here."""

from _heldout14_models import COMMAND_RPLUS, DEEPSEEK_R1, GEMINI25_FLASH, GPT4O, GROK3, MISTRAL_LARGE, QWEN3, SONNET45
from _heldout14_retail import POLICY, it, order, pay, product, user, variant
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"retail8-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def total(*items: dict) -> float:
    return round(sum(i["price"] for i in items), 2)


ESPRESSO = it("Espresso Machine", "4102938475", "8801234501", 249.0, pump="15 bar", color="silver")
FROTHER = it("Milk Frother", "4102938486", "8801234512", 39.99, type="handheld", color="black")
GRINDER = it("Coffee Grinder", "4102938497", "8801234523", 89.95, burr="conical", setting="40")
TUMBLER = it("Travel Tumbler", "4102938508", "8801234534", 24.5, capacity="16oz", color="slate")
DESCALER = it("Descaling Kit", "4102938519", "8801234545", 12.75, pieces="2")
SCALE = it("Kitchen Scale", "4102938520", "8801234556", 34.0, max="5kg", color="white")
SNEAK_9 = it("Running Shoes", "5213049586", "8802345601", 129.0, size="9", color="white")
SNEAK_10 = it("Running Shoes", "5213049586", "8802345612", 136.5, size="10", color="white")
HOODIE_M = it("Hoodie", "5213049597", "8802345623", 64.0, size="M", color="grey")
HOODIE_L = it("Hoodie", "5213049597", "8802345634", 58.0, size="L", color="grey")
CAP = it("Baseball Cap", "5213049608", "8802345645", 22.0, color="navy")
PURIFIER = it("Air Purifier", "6324150697", "8803456701", 179.99, room="large", filter="HEPA")
FILTER2 = it("Purifier Filter", "6324150708", "8803456712", 29.95, pieces="2")
LAMP = it("Desk Lamp", "7435261708", "8804567801", 67.0, color="black", bulb="LED")
NOTEBOOKS = it("Notebook Set", "7435261719", "8804567812", 17.5, pieces="3", ruling="dotted")
CHAIR_MAT = it("Chair Mat", "7435261720", "8804567823", 45.25, size="36x48")
MONITOR = it("Monitor Arm", "7435261731", "8804567834", 84.5, arms="single")
BACKPACK = it("Hiking Backpack", "8546372819", "8805678901", 89.0, capacity="30L", color="olive")
BOTTLE = it("Insulated Bottle", "8546372820", "8805678912", 45.5, capacity="1L", color="orange")
TENT = it("Camping Tent", "8546372831", "8805678923", 215.0, people="2", season="3")
HEADLAMP = it("Headlamp", "8546372842", "8805678934", 27.99, lumens="350")
CANDLE3 = it("Scented Candles", "9657483920", "8806789001", 26.97, pieces="3", scent="cedar")
CANDLE6 = it("Scented Candles", "9657483920", "8806789012", 47.94, pieces="6", scent="cedar")
THROW = it("Knit Throw", "9657483931", "8806789023", 58.0, color="oat")
VASE = it("Glass Vase", "9657483942", "8806789034", 31.25, height="12 inch")
BLENDER = it("Personal Blender", "1768594031", "8807890101", 59.99, cups="2", color="red")
BLENDER_B = it("Personal Blender", "1768594031", "8807890112", 64.99, cups="2", color="blue")
AIRFRY = it("Air Fryer", "1768594042", "8807890123", 119.0, capacity="6 qt")
JEANS = it("Jeans", "2879605142", "8808901201", 78.0, fit="slim", size="32x32")
TEE3 = it("T-Shirt Pack", "2879605153", "8808901212", 36.0, pieces="3", size="L")
WATCH = it("Smartwatch", "3980716253", "8809012301", 249.99, size="44mm", color="black")
BAND = it("Watch Band", "3980716264", "8809012312", 29.0, material="nylon")
KEYBOARD = it("Mechanical Keyboard", "3980716275", "8809012323", 119.99, switch="brown", layout="full")
MOUSE = it("Wireless Mouse", "3980716286", "8809012334", 39.5, color="black")

ADDR = {
    1: ("118 Quincy Ave", "", "Columbus", "OH", "43215"),
    2: ("7 Harbor View Dr", "Apt 12", "Duluth", "MN", "55802"),
    3: ("2950 Sage Brush Rd", "", "Albuquerque", "NM", "87120"),
    4: ("64 Linden Pl", "", "Providence", "RI", "02906"),
    5: ("410 Crescent Blvd", "Unit 4B", "Charleston", "SC", "29401"),
    6: ("1587 Orchard Way", "", "Fresno", "CA", "93722"),
    7: ("33 Juniper Hollow", "", "Asheville", "NC", "28801"),
    8: ("902 Riverbend Rd", "", "Chattanooga", "TN", "37405"),
    9: ("15 Kestrel Ct", "", "Spokane", "WA", "99201"),
    10: ("2201 Elmhurst Ave", "Apt 7", "Queens", "NY", "11373"),
    11: ("78 Foxglove Ln", "", "Omaha", "NE", "68104"),
    12: ("5400 Palomino Trl", "", "El Paso", "TX", "79912"),
    13: ("26 Wren St", "", "Burlington", "VT", "05401"),
    14: ("1333 Cedar Bluff Dr", "", "Knoxville", "TN", "37923"),
    15: ("480 Mariner Pt", "", "Annapolis", "MD", "21401"),
}


RUNS = [
    run(1, SONNET45,
        U("Hi! I want to return a few things from my coffee order. My email is ottilie.marchetti@example.com"),
        C("find_user_id_by_email", {"email": "ottilie.marchetti@example.com"}, "ottilie_marchetti_3318"),
        C("get_user_details", {"user_id": "ottilie_marchetti_3318"},
          user("ottilie_marchetti_3318", "Ottilie", "Marchetti", ADDR[1], "ottilie.marchetti@example.com",
               [pay("gift_card", "gift_card_5520931", balance=18.6),
                pay("credit_card", "credit_card_3318207", brand="mastercard", last_four="2207")], ["#W8810023"])),
        C("get_order_details", {"order_id": "#W8810023"},
          order("#W8810023", "ottilie_marchetti_3318", ADDR[1], [ESPRESSO, FROTHER, GRINDER, TUMBLER, DESCALER, SCALE], "delivered",
                [("payment", 100.0, "gift_card_5520931"),
                 ("payment", round(total(ESPRESSO, FROTHER, GRINDER, TUMBLER, DESCALER, SCALE) - 100.0, 2), "credit_card_3318207")],
                tracking="774410293385")),
        A("I found order #W8810023 (delivered). Here's what's in it:\n\n"
          "$249.00 + $39.99 + $89.95 + $24.50 + $12.75 + $34.00 = **${{249+39.99+89.95+24.5+12.75+34|.2f}}**\n\n"
          "It was paid $100.00 from your gift card and $350.19 from your Mastercard ending 2207. Which items would you like to return?"),
        U("The frother, the tumbler and the descaling kit. Refund to my gift card."),
        A("Let me calculate:\n\n$39.99 + $24.50 + $12.75 = **${{39.99+24.5+12.75|.2f}}**\n\n"
          "Your gift card holds $18.60 now, so after the refund: $18.60 + ${{77.24|.2f}} = **${{18.6+77.24|.2f}}**.\n\n"
          "Shall I submit the return (yes/no)?"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W8810023", "item_ids": ["8801234512", "8801234534", "8801234545"],
                                           "payment_method_id": "gift_card_5520931"},
          order("#W8810023", "ottilie_marchetti_3318", ADDR[1], [ESPRESSO, FROTHER, GRINDER, TUMBLER, DESCALER, SCALE],
                "return requested",
                [("payment", 100.0, "gift_card_5520931"),
                 ("payment", round(total(ESPRESSO, FROTHER, GRINDER, TUMBLER, DESCALER, SCALE) - 100.0, 2), "credit_card_3318207")],
                tracking="774410293385", return_items=["8801234512", "8801234534", "8801234545"],
                return_payment_method_id="gift_card_5520931")),
        A("Done! The return is requested; **${{39.99+24.5+12.75|.2f}}** goes to gift card ending 0931 once the items arrive.\n\n"
          "You keep the Espresso Machine, Coffee Grinder and Kitchen Scale: $249.00 + $89.95 + $34.00 = ${{249+89.95+34|.2f}}, "
          "{{372.95/450.19*100|.1f}}% of the order."),
        U("What did I pay per item, on average, for the things I kept?"),
        A("Let me calculate:\n\n${{249+89.95+34|.2f}} ÷ 3 = **${{372.95/3|.2f}}** per item. The grinder and scale alone "
          "come to $89.95 + $34.00 = ${{89.95+34|.2f}}."),
        anthropic=True),
    run(2, GPT4O,
        U("exchange my running shoes 9 → 10 and the hoodie M → L. order #W8810145, email arlo.pennington@example.com"),
        C("find_user_id_by_email", {"email": "arlo.pennington@example.com"}, "arlo_pennington_7720"),
        C("get_order_details", {"order_id": "#W8810145"},
          order("#W8810145", "arlo_pennington_7720", ADDR[2], [SNEAK_9, HOODIE_M, CAP], "delivered",
                [("payment", total(SNEAK_9, HOODIE_M, CAP), "paypal_7720415")], tracking="551028374611")),
        C("get_product_details", {"product_id": "5213049586"},
          product("Running Shoes", "5213049586", [variant("8802345601", 129.0, size="9", color="white"),
                                                  variant("8802345612", 136.5, size="10", color="white"),
                                                  variant("8802345678", 131.0, available=False, size="10", color="black")])),
        C("get_product_details", {"product_id": "5213049597"},
          product("Hoodie", "5213049597", [variant("8802345623", 64.0, size="M", color="grey"),
                                           variant("8802345634", 58.0, size="L", color="grey")])),
        A("- Shoes 10 white: $136.50 (**+${{136.5-129|.2f}}**)\n- Hoodie L grey: $58.00 (**−${{64-58|.2f}}**)\n\n"
          "Net: **+${{7.5-6|.2f}}** charged to PayPal. Confirm?"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W8810145", "item_ids": ["8802345601", "8802345623"],
                                             "new_item_ids": ["8802345612", "8802345634"], "payment_method_id": "paypal_7720415"},
          order("#W8810145", "arlo_pennington_7720", ADDR[2], [SNEAK_9, HOODIE_M, CAP], "exchange requested",
                [("payment", total(SNEAK_9, HOODIE_M, CAP), "paypal_7720415")], tracking="551028374611",
                exchange_items=["8802345601", "8802345623"], exchange_new_items=["8802345612", "8802345634"],
                exchange_payment_method_id="paypal_7720415", exchange_price_difference=1.5)),
        A("✅ Exchange requested. You pay $1.50 via PayPal. Order value: $215.00 → $[[261.50]].",
          why="215.00 + 1.50 is 216.50; the model swapped two digits"),
        U("the cap was 20% off, what was it before the sale"),
        A("$22.00 ÷ 0.8 = **${{22/0.8|.2f}}** before the sale."),
        U("so how much did i save on it"),
        A("${{27.5-22|.2f}} ({{5.5/27.5*100|.0f}}%)."),
    ),
    run(3, DEEPSEEK_R1,
        U("I want to cancel my pending order, the purifier one. Name's Ines Calloway-Brandt, zip 87120."),
        C("find_user_id_by_name_zip", {"first_name": "Ines", "last_name": "Calloway-Brandt", "zip": "87120"}, "ines_callowaybrandt_5062"),
        C("get_user_details", {"user_id": "ines_callowaybrandt_5062"},
          user("ines_callowaybrandt_5062", "Ines", "Calloway-Brandt", ADDR[3], "ines.cb@example.com",
               [pay("credit_card", "credit_card_5062881", brand="visa", last_four="4410")], ["#W8810231", "#W8810242"])),
        C("get_order_details", {"order_id": "#W8810231"},
          order("#W8810231", "ines_callowaybrandt_5062", ADDR[3], [PURIFIER, FILTER2, FILTER2], "pending",
                [("payment", total(PURIFIER, FILTER2, FILTER2), "credit_card_5062881")])),
        A("**Answer:** #W8810231 (pending): $179.99 + 2 × $29.95 = **${{179.99+2*29.95|.2f}}**, paid by Visa ••4410. "
          "Reason: no longer needed, or ordered by mistake?"),
        U("no longer needed. Today's Monday March 2, when will I see the money?"),
        C("cancel_pending_order", {"order_id": "#W8810231", "reason": "no longer needed"},
          order("#W8810231", "ines_callowaybrandt_5062", ADDR[3], [PURIFIER, FILTER2, FILTER2], "cancelled",
                [("payment", total(PURIFIER, FILTER2, FILTER2), "credit_card_5062881"),
                 ("refund", total(PURIFIER, FILTER2, FILTER2), "credit_card_5062881")], cancel_reason="no longer needed")),
        A("**Answer:** Cancelled. ${{239.89|.2f}} back to Visa ••4410 in 5–7 business days: between "
          "{{date(2026,3,9)|%a %b %-d}} and [[Thu Mar 12]].",
          why="7 business days from Monday March 2 is Wednesday March 11; the model counted a day more"),
        U("what's each filter per piece"),
        A("**Answer:** $29.95 per 2-pack ÷ 2, about ${{29.95/2|.0f}} a filter."),
        U("if I rebuy just the purifier later with a 15% coupon?"),
        A("**Answer:** $179.99 × 0.85 = **${{179.99*0.85|.2f}}**, saving ${{179.99*0.15|.2f}}."),
    ),
    run(4, QWEN3,
        U("How much was on my gift card before my last two orders? beatrix.oyelaran@example.com"),
        C("find_user_id_by_email", {"email": "beatrix.oyelaran@example.com"}, "beatrix_oyelaran_9104"),
        C("get_user_details", {"user_id": "beatrix_oyelaran_9104"},
          user("beatrix_oyelaran_9104", "Beatrix", "Oyelaran", ADDR[4], "beatrix.oyelaran@example.com",
               [pay("gift_card", "gift_card_9104552", balance=53.25)], ["#W8810318", "#W8810329"])),
        C("get_order_details", {"order_id": "#W8810318"},
          order("#W8810318", "beatrix_oyelaran_9104", ADDR[4], [MONITOR], "delivered",
                [("payment", 84.5, "gift_card_9104552")], tracking="662019384726")),
        C("get_order_details", {"order_id": "#W8810329"},
          order("#W8810329", "beatrix_oyelaran_9104", ADDR[4], [LAMP, NOTEBOOKS, CHAIR_MAT], "delivered",
                [("payment", total(LAMP, NOTEBOOKS, CHAIR_MAT), "gift_card_9104552")], tracking="662019384737")),
        A("1. Gift card balance now: $53.25.\n2. #W8810318 paid $84.50 from it.\n"
          "3. #W8810329 paid $67.00 + $17.50 + $45.25 = ${{67+17.5+45.25|.2f}} from it.\n"
          "4. Before both orders: $53.25 + $84.50 + ${{129.75|.2f}} = **${{53.25+84.5+129.75|.2f}}**."),
        U("If I return the desk lamp to the gift card, what's the balance?"),
        A("1. Desk Lamp: $67.00.\n2. $53.25 + $67.00 = **${{53.25+67|.2f}}**.\n3. Shall I submit the return of item 8804567801 (yes/no)?"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W8810329", "item_ids": ["8804567801"], "payment_method_id": "gift_card_9104552"},
          order("#W8810329", "beatrix_oyelaran_9104", ADDR[4], [LAMP, NOTEBOOKS, CHAIR_MAT], "return requested",
                [("payment", total(LAMP, NOTEBOOKS, CHAIR_MAT), "gift_card_9104552")], tracking="662019384737",
                return_items=["8804567801"], return_payment_method_id="gift_card_9104552")),
        A("1. Return requested for the Desk Lamp.\n2. $67.00 goes back to gift_card_9104552 when it arrives.\n"
          "3. Balance then: **$[[102.25]]**.",
          why="53.25 + 67.00 is 120.25, as the previous answer said; the model wrote a wrong sum"),
        U("what was my average order, and how much of the card did I use?"),
        A("1. Average: ($84.50 + ${{129.75|.2f}}) ÷ 2 = **about ${{(84.5+129.75)/2|.0f}}**.\n"
          "2. Used: ${{84.5+129.75|.2f}} of ${{267.5|.2f}} = **{{214.25/267.5*100|.1f}}%**."),
    ),
    run(5, MISTRAL_LARGE,
        U("Hello! I'd like to return the backpack and the bottle from order #W8810407. I'm Lukas Brennecke, zip 29401."),
        C("find_user_id_by_name_zip", {"first_name": "Lukas", "last_name": "Brennecke", "zip": "29401"}, "lukas_brennecke_2245"),
        C("get_order_details", {"order_id": "#W8810407"},
          order("#W8810407", "lukas_brennecke_2245", ADDR[5], [BACKPACK, BOTTLE, TENT, HEADLAMP], "delivered",
                [("payment", 60.0, "gift_card_2245108"),
                 ("payment", round(total(BACKPACK, BOTTLE, TENT, HEADLAMP) - 60.0, 2), "credit_card_2245390")],
                tracking="993810274455")),
        A("Of course, Lukas! Here's the return:\n\n- Hiking Backpack: USD 89.00\n- Insulated Bottle: USD 45.50\n\n"
          "Total refund: **USD {{89+45.5|.2f}}**. Your order was paid with a gift card (USD 60.00) and a credit card "
          "(USD 317.49). Which one should the refund go to?"),
        U("The credit card. And I'm in Germany now, what's that in euros? My bank uses 0.92."),
        A("Perfect! At your bank's rate of 0.92, {{134.5|.2f}} dollars is about **{{134.5*0.92|.2f}} EUR**. "
          "Shall I submit the return to your credit card (yes/no)?"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W8810407", "item_ids": ["8805678901", "8805678912"],
                                           "payment_method_id": "credit_card_2245390"},
          order("#W8810407", "lukas_brennecke_2245", ADDR[5], [BACKPACK, BOTTLE, TENT, HEADLAMP], "return requested",
                [("payment", 60.0, "gift_card_2245108"),
                 ("payment", round(total(BACKPACK, BOTTLE, TENT, HEADLAMP) - 60.0, 2), "credit_card_2245390")],
                tracking="993810274455", return_items=["8805678901", "8805678912"], return_payment_method_id="credit_card_2245390")),
        A("Wonderful, the return is submitted! USD {{89+45.5|.2f}} will go back to your credit card once the items arrive. "
          "You keep the tent and the headlamp: 215.00 + 27.99 = USD {{215+27.99|.2f}}. Your return tracking number is "
          "[[1Z4410298830]].",
          why="the return result gives no return tracking number; the model made one up"),
        U("What share of the order did I return?"),
        A("Great question! The order came to {{89+45.5+215+27.99|.2f}} dollars, and you returned USD {{134.5|.2f}}, that is about "
          "**{{134.5/377.49*100|.1f}}%** of it."),
    ),
    run(6, SONNET45,
        U("Can you total up my orders by status? And I'd like to know my monthly average. Email: hollis.varga@example.com"),
        C("find_user_id_by_email", {"email": "hollis.varga@example.com"}, "hollis_varga_6630"),
        C("get_user_details", {"user_id": "hollis_varga_6630"},
          user("hollis_varga_6630", "Hollis", "Varga", ADDR[6], "hollis.varga@example.com",
               [pay("paypal", "paypal_6630117")], ["#W8810512", "#W8810523", "#W8810534", "#W8810545"])),
        C("get_order_details", {"order_id": "#W8810512"},
          order("#W8810512", "hollis_varga_6630", ADDR[6], [BLENDER, AIRFRY], "delivered",
                [("payment", total(BLENDER, AIRFRY), "paypal_6630117")], tracking="120938475566")),
        C("get_order_details", {"order_id": "#W8810523"},
          order("#W8810523", "hollis_varga_6630", ADDR[6], [JEANS, TEE3], "delivered",
                [("payment", total(JEANS, TEE3), "paypal_6630117")], tracking="120938475577")),
        C("get_order_details", {"order_id": "#W8810534"},
          order("#W8810534", "hollis_varga_6630", ADDR[6], [THROW, VASE], "pending",
                [("payment", total(THROW, VASE), "paypal_6630117")])),
        C("get_order_details", {"order_id": "#W8810545"},
          order("#W8810545", "hollis_varga_6630", ADDR[6], [CANDLE6], "cancelled",
                [("payment", 47.94, "paypal_6630117"), ("refund", 47.94, "paypal_6630117")], cancel_reason="ordered by mistake")),
        A("Let me calculate:\n\n| Order | Status | Items | Total |\n|---|---|---|---|\n"
          "| #W8810512 | delivered | $59.99 + $119.00 | ${{59.99+119|.2f}} |\n| #W8810523 | delivered | $78.00 + $36.00 | ${{78+36|.2f}} |\n"
          "| #W8810534 | pending | $58.00 + $31.25 | ${{58+31.25|.2f}} |\n| #W8810545 | cancelled | $47.94 (refunded) | $0.00 |\n\n"
          "- **Delivered:** ${{178.99+114|.2f}}\n- **Pending:** ${{89.25|.2f}}\n- **Cancelled:** $47.94, refunded\n\n"
          "Which months should I average over?"),
        U("These were all since March, so over 3 months. And my state adds 7.25% on the pending one, right?"),
        A("Let me calculate:\n\nNet spending: ${{292.99|.2f}} + ${{89.25|.2f}} = **${{292.99+89.25|.2f}}**\n"
          "Monthly average: ${{382.24|.2f}} ÷ 3 = **${{382.24/3|.2f}}**\n\n"
          "On the pending order, 7.25% would be ${{89.25*0.0725|.2f}}, for ${{89.25*1.0725|.2f}} in all, if your state charges it."),
        U("If I cancel the pending one too, how does my average change?"),
        A("Let me calculate:\n\n${{292.99|.2f}} ÷ 3 = **${{292.99/3|.2f}}** a month, ${{89.25/3|.2f}} less than "
          "${{382.24/3|.2f}} (a {{89.25/382.24*100|.1f}}% drop)."),
        U("And what share of my delivered spending was the kitchen order?"),
        A("${{178.99|.2f}} of ${{292.99|.2f}} = **{{178.99/292.99*100|.1f}}%**. The clothes were the other "
          "{{114/292.99*100|.1f}}%."),
        anthropic=True),
    run(7, GPT4O,
        U("change the blender in my pending order to blue, pay from my gift card. #W8810618, kofi.adjei-mensah@example.com"),
        C("find_user_id_by_email", {"email": "kofi.adjei-mensah@example.com"}, "kofi_adjeimensah_1187"),
        C("get_user_details", {"user_id": "kofi_adjeimensah_1187"},
          user("kofi_adjeimensah_1187", "Kofi", "Adjei-Mensah", ADDR[7], "kofi.adjei-mensah@example.com",
               [pay("gift_card", "gift_card_1187640", balance=42.1),
                pay("credit_card", "credit_card_1187302", brand="amex", last_four="3005")], ["#W8810618"])),
        C("get_order_details", {"order_id": "#W8810618"},
          order("#W8810618", "kofi_adjeimensah_1187", ADDR[7], [BLENDER, AIRFRY], "pending",
                [("payment", total(BLENDER, AIRFRY), "credit_card_1187302")])),
        C("get_product_details", {"product_id": "1768594031"},
          product("Personal Blender", "1768594031", [variant("8807890101", 59.99, cups="2", color="red"),
                                                     variant("8807890112", 64.99, cups="2", color="blue"),
                                                     variant("8807890123", 69.99, available=False, cups="3", color="blue")])),
        A("Blue 2-cup: $64.99 vs $59.99 → **+${{64.99-59.99|.2f}}** from gift card (balance $42.10 → ${{42.1-5|.2f}}). Confirm?"),
        U("yes"),
        C("modify_pending_order_items", {"order_id": "#W8810618", "item_ids": ["8807890101"], "new_item_ids": ["8807890112"],
                                         "payment_method_id": "gift_card_1187640"},
          order("#W8810618", "kofi_adjeimensah_1187", ADDR[7], [BLENDER_B, AIRFRY], "pending (item modified)",
                [("payment", total(BLENDER, AIRFRY), "credit_card_1187302"), ("payment", 5.0, "gift_card_1187640")])),
        A("✅ Updated. Order now $64.99 + $119.00 = ${{64.99+119|.2f}}. Gift card: ${{42.1-5|.2f}}."),
        U("the 3 cup blue one, how much more would that be"),
        A("$69.99, ${{69.99-64.99|.2f}} more than the 2-cup blue, but it's out of stock."),
        U("what % of the order is the air fryer now"),
        A("$119.00 / ${{183.99|.2f}} = {{119/183.99*100|.1f}}%."),
    ),
    run(8, GROK3,
        U("is the 6-pack of candles actually cheaper per candle? my order #W8810704, email juniper.aldana@example.com"),
        C("find_user_id_by_email", {"email": "juniper.aldana@example.com"}, "juniper_aldana_4471"),
        C("get_order_details", {"order_id": "#W8810704"},
          order("#W8810704", "juniper_aldana_4471", ADDR[8], [CANDLE3, CANDLE3, THROW], "delivered",
                [("payment", total(CANDLE3, CANDLE3, THROW), "paypal_4471920")], tracking="304958172639")),
        C("get_product_details", {"product_id": "9657483920"},
          product("Scented Candles", "9657483920", [variant("8806789001", 26.97, pieces="3", scent="cedar"),
                                                    variant("8806789012", 47.94, pieces="6", scent="cedar"),
                                                    variant("8806789045", 47.94, available=False, pieces="6", scent="fig")])),
        A("3-pack: $26.97 / 3 = ${{26.97/3|.2f}} a candle. 6-pack: $47.94 / 6 = ${{47.94/6|.2f}}. so yes, "
          "${{8.99-7.99|.2f}} cheaper each."),
        U("I bought two 3-packs. what would one 6-pack have saved me"),
        A("2 × $26.97 = ${{2*26.97|.2f}} vs $47.94: ${{53.94-47.94|.2f}} saved, {{6/53.94*100|.1f}}% less."),
        U("can I exchange the two 3-packs for a 6-pack"),
        A("no, an exchange swaps an item for another of the same product one for one, so two 3-packs can't become one 6-pack. "
          "you could exchange each 3-pack for a 6-pack ({{2*6|d}} candles, +${{47.94-26.97|.2f}} each, ${{2*20.97|.2f}} in all)."),
        U("whats the whole order per item then"),
        A("$26.97 + $26.97 + $58.00 = ${{26.97*2+58|.2f}} over 3 items, ${{111.94/3|.2f}} each."),
    ),
    run(9, COMMAND_RPLUS,
        U("I moved. Please change my default address to 4 Tamarack Way, Bend, OR 97702. I'm Marisol Etxeberria, zip 99201."),
        C("find_user_id_by_name_zip", {"first_name": "Marisol", "last_name": "Etxeberria", "zip": "99201"}, "marisol_etxeberria_8053"),
        C("get_user_details", {"user_id": "marisol_etxeberria_8053"},
          user("marisol_etxeberria_8053", "Marisol", "Etxeberria", ADDR[9], "marisol.e@example.com",
               [pay("credit_card", "credit_card_8053116", brand="visa", last_four="7781")], ["#W8810811", "#W8810822", "#W8810833"])),
        A("I can change your default address from 15 Kestrel Ct, Spokane, WA 99201 to 4 Tamarack Way, Bend, OR 97702. "
          "Shall I go ahead?"),
        U("yes. Also how much have I spent in all these orders? They were over 5 months."),
        C("modify_user_address", {"user_id": "marisol_etxeberria_8053", "address1": "4 Tamarack Way", "address2": "",
                                  "city": "Bend", "state": "OR", "country": "USA", "zip": "97702"},
          user("marisol_etxeberria_8053", "Marisol", "Etxeberria", ("4 Tamarack Way", "", "Bend", "OR", "97702"),
               "marisol.e@example.com", [pay("credit_card", "credit_card_8053116", brand="visa", last_four="7781")],
               ["#W8810811", "#W8810822", "#W8810833"])),
        C("get_order_details", {"order_id": "#W8810811"},
          order("#W8810811", "marisol_etxeberria_8053", ADDR[9], [WATCH, BAND], "delivered",
                [("payment", total(WATCH, BAND), "credit_card_8053116")], tracking="448203917764")),
        C("get_order_details", {"order_id": "#W8810822"},
          order("#W8810822", "marisol_etxeberria_8053", ADDR[9], [KEYBOARD, MOUSE], "delivered",
                [("payment", total(KEYBOARD, MOUSE), "credit_card_8053116")], tracking="448203917775")),
        C("get_order_details", {"order_id": "#W8810833"},
          order("#W8810833", "marisol_etxeberria_8053", ADDR[9], [HEADLAMP, BOTTLE], "processed",
                [("payment", total(HEADLAMP, BOTTLE), "credit_card_8053116")], tracking="448203917786")),
        A("Your default address is now 4 Tamarack Way, Bend, OR [[97720]]. Your three orders come to "
          "${{249.99+29|.2f}} + ${{119.99+39.5|.2f}} + ${{27.99+45.5|.2f}} = ${{278.99+159.49+73.49|.2f}}.",
          why="the user's new zip is 97702; the model swapped its last two digits"),
        U("What's that per month over the 5 months?"),
        A("${{511.97|.2f}} divided by 5 is ${{511.97/5|.2f}} a month."),
        U("Order #W8810833 is still processed, it will go to the old address, right?"),
        A("Yes. Changing your default address does not change an order's address: #W8810833 (the headlamp and the bottle, "
          "${{27.99+45.5|.2f}}) still ships to 15 Kestrel Ct, Spokane, WA 99201. Only pending orders can have their address changed."),
        U("How much of my total was the smartwatch order?"),
        A("${{249.99+29|.2f}} of ${{511.97|.2f}}, which is {{278.99/511.97*100|.1f}}%, more than half."),
    ),
    run(10, GEMINI25_FLASH,
        U("What are the options for the smartwatch and what do they cost? Email wendell.iwasaki@example.com"),
        C("find_user_id_by_email", {"email": "wendell.iwasaki@example.com"}, "wendell_iwasaki_3390"),
        C("get_product_details", {"product_id": "3980716253"},
          product("Smartwatch", "3980716253", [variant("8809012301", 249.99, size="44mm", color="black"),
                                               variant("8809012345", 229.99, size="40mm", color="black"),
                                               variant("8809012356", 279.0, size="44mm", color="titanium"),
                                               variant("8809012367", 259.5, available=False, size="40mm", color="rose"),
                                               variant("8809012378", 214.0, size="40mm", color="white")])),
        A("**Smartwatch options**\n* **40mm white:** $214.00\n* **40mm black:** $229.99\n* **44mm black:** $249.99\n"
          "* **40mm rose:** $259.50 (out of stock)\n* **44mm titanium:** $279.00\n\n**Range**\n"
          "* From **$214.00** to **$279.00**, a spread of **${{279-214|.2f}}**"),
        U("whats the average price of the ones in stock"),
        A("**In stock (4)**\n* $214.00 + $229.99 + $249.99 + $279.00 = **${{214+229.99+249.99+279|.2f}}**\n"
          "* Average: **${{972.98/4|.2f}}**"),
        U("how much more is titanium than the cheapest, in percent"),
        A("**Titanium vs white 40mm**\n* ${{279-214|.2f}} more\n* That's **{{65/214*100|.1f}}%** more"),
        U("if I buy two 40mm black ones, one for my wife?"),
        A("**Two 40mm black**\n* 2 × $229.99 = **$[[495.98]]**\n  * That's ${{2*229.99-249.99|.2f}} more than one 44mm black",
          why="2 × 229.99 is 459.98; the model swapped two digits"),
    ),
    run(11, GPT4O,
        U("want to return my whole order #W8811009, it was delivered May 28. paypal refund. priscilla.nwachukwu@example.com"),
        C("find_user_id_by_email", {"email": "priscilla.nwachukwu@example.com"}, "priscilla_nwachukwu_6604"),
        C("get_order_details", {"order_id": "#W8811009"},
          order("#W8811009", "priscilla_nwachukwu_6604", ADDR[10], [JEANS, JEANS, TEE3], "delivered",
                [("payment", total(JEANS, JEANS, TEE3), "paypal_6604213")], tracking="871029384650")),
        A("#W8811009: 2 × $78.00 + $36.00 = **${{2*78+36|.2f}}** → PayPal. Return all 3 items? (yes/no)"),
        U("yes. my store says returns within 30 days of delivery — until when do I have?"),
        C("return_delivered_order_items", {"order_id": "#W8811009", "item_ids": ["8808901201", "8808901201", "8808901212"],
                                           "payment_method_id": "paypal_6604213"},
          order("#W8811009", "priscilla_nwachukwu_6604", ADDR[10], [JEANS, JEANS, TEE3], "return requested",
                [("payment", total(JEANS, JEANS, TEE3), "paypal_6604213")], tracking="871029384650",
                return_items=["8808901201", "8808901201", "8808901212"], return_payment_method_id="paypal_6604213")),
        A("✅ Return requested, ${{192|.2f}} to PayPal. 30 days from May 28 → **{{date(2026,5,28)+timedelta(days=30)|%B %-d}}**."),
        U("and 4 weeks from delivery?"),
        A("{{date(2026,5,28)+timedelta(weeks=4)|%B %-d}} ({{date(2026,5,28)+timedelta(weeks=4)|%a}})."),
        U("per shirt in the tee pack?"),
        A("$36.00 / 3 = ${{36/3|.2f}} per shirt."),
    ),
    run(12, SONNET45,
        U("I used a coupon on my air fryer and it took $17.85 off. What percentage was that? Also my city charges 8.875% tax — "
          "what would the tax on my order be? I'm Theodora Quist, zip 11373."),
        C("find_user_id_by_name_zip", {"first_name": "Theodora", "last_name": "Quist", "zip": "11373"}, "theodora_quist_7315"),
        C("get_user_details", {"user_id": "theodora_quist_7315"},
          user("theodora_quist_7315", "Theodora", "Quist", ADDR[10], "theodora.quist@example.com",
               [pay("credit_card", "credit_card_7315004", brand="visa", last_four="0916")], ["#W8811112"])),
        C("get_order_details", {"order_id": "#W8811112"},
          order("#W8811112", "theodora_quist_7315", ADDR[10], [AIRFRY, BLENDER, FILTER2], "delivered",
                [("payment", total(AIRFRY, BLENDER, FILTER2), "credit_card_7315004")], tracking="215938470021")),
        A("Let me calculate:\n\n**The coupon:** $17.85 ÷ $119.00 = **{{17.85/119*100|.0f}}%** off the air fryer's $119.00, "
          "so you paid ${{119-17.85|.2f}} for it, if the coupon applied to that price.\n\n"
          "**The order:** $119.00 + $59.99 + $29.95 = ${{119+59.99+29.95|.2f}}\n"
          "**Tax at 8.875%:** ${{208.94|.2f}} × 0.08875 = **${{208.94*0.08875|.2f}}**\n"
          "**With tax:** ${{208.94*1.08875|.2f}}"),
        U("And with the coupon taken off before tax?"),
        A("Let me calculate:\n\n${{208.94|.2f}} − $17.85 = ${{208.94-17.85|.2f}}\n"
          "× 1.08875 = **${{191.09*1.08875|.2f}}**\n\nThe coupon saved you ${{17.85*1.08875|.2f}} once tax is counted."),
        U("What's the blender and filters as a share of the order?"),
        A("Let me calculate:\n\n$59.99 + $29.95 = ${{59.99+29.95|.2f}}, which is **{{89.94/208.94*100|.1f}}%** of ${{208.94|.2f}}."),
        U("If I returned the blender, what's the refund?"),
        A("The blender's refund would be its price, **$59.99**, to your Visa ending 0916. Your order would then be "
          "${{208.94-59.99|.2f}}. Would you like me to start that return?"),
        anthropic=True),
    run(13, GPT4O,
        U("how much is my pending order in pounds? I'm in London, my card converts at 0.79 per dollar. quentin.delacroix@example.com"),
        C("find_user_id_by_email", {"email": "quentin.delacroix@example.com"}, "quentin_delacroix_2961"),
        C("get_user_details", {"user_id": "quentin_delacroix_2961"},
          user("quentin_delacroix_2961", "Quentin", "Delacroix", ADDR[11], "quentin.delacroix@example.com",
               [pay("credit_card", "credit_card_2961450", brand="mastercard", last_four="6120")], ["#W8811217"])),
        C("get_order_details", {"order_id": "#W8811217"},
          order("#W8811217", "quentin_delacroix_2961", ADDR[11], [TENT, BACKPACK, HEADLAMP, HEADLAMP], "pending",
                [("payment", total(TENT, BACKPACK, HEADLAMP, HEADLAMP), "credit_card_2961450")])),
        A("#W8811217: $215.00 + $89.00 + 2 × $27.99 = **${{215+89+2*27.99|.2f}}** → × 0.79 = **£{{359.98*0.79|.2f}}**."),
        U("drop one headlamp, what then"),
        A("${{359.98-27.99|.2f}} → £{{331.99*0.79|.2f}}. You'd save £{{27.99*0.79|.2f}}. Want me to cancel the whole order? "
          "(pending orders can't drop a single item, only swap options)"),
        U("no. whats the tent alone in pounds"),
        A("$215.00 × 0.79 = £[[196.85]].",
          why="215 × 0.79 is 169.85; the model swapped two digits"),
        U("and the average item price"),
        A("${{359.98|.2f}} / 4 = ${{359.98/4|.2f}} (£{{359.98/4*0.79|.2f}})."),
    ),
    run(14, QWEN3,
        U("I need to exchange two things on two different orders: the keyboard (I want brown → red switches) and the watch band. "
          "email ravi.sundaram@example.com"),
        C("find_user_id_by_email", {"email": "ravi.sundaram@example.com"}, "ravi_sundaram_5508"),
        C("get_user_details", {"user_id": "ravi_sundaram_5508"},
          user("ravi_sundaram_5508", "Ravi", "Sundaram", ADDR[12], "ravi.sundaram@example.com",
               [pay("gift_card", "gift_card_5508771", balance=12.4),
                pay("credit_card", "credit_card_5508319", brand="discover", last_four="8855")], ["#W8811303", "#W8811314"])),
        C("get_order_details", {"order_id": "#W8811303"},
          order("#W8811303", "ravi_sundaram_5508", ADDR[12], [KEYBOARD, MOUSE], "delivered",
                [("payment", total(KEYBOARD, MOUSE), "credit_card_5508319")], tracking="506918273640")),
        C("get_order_details", {"order_id": "#W8811314"},
          order("#W8811314", "ravi_sundaram_5508", ADDR[12], [WATCH, BAND], "delivered",
                [("payment", total(WATCH, BAND), "credit_card_5508319")], tracking="506918273651")),
        C("get_product_details", {"product_id": "3980716275"},
          product("Mechanical Keyboard", "3980716275", [variant("8809012323", 119.99, switch="brown", layout="full"),
                                                        variant("8809012389", 124.99, switch="red", layout="full"),
                                                        variant("8809012390", 104.99, switch="red", layout="tenkeyless")])),
        C("get_product_details", {"product_id": "3980716264"},
          product("Watch Band", "3980716264", [variant("8809012312", 29.0, material="nylon"),
                                               variant("8809012401", 49.0, material="leather"),
                                               variant("8809012412", 19.5, material="silicone")])),
        A("1. Keyboard (order #W8811303): red full-size is $124.99 (+${{124.99-119.99|.2f}}); red tenkeyless is $104.99 "
          "(−${{119.99-104.99|.2f}}).\n2. Watch band (order #W8811314): leather $49.00 (+${{49-29|.2f}}), silicone $19.50 "
          "(−${{29-19.5|.2f}}).\n3. Which ones would you like?"),
        U("red full-size and leather. what do I pay in total?"),
        A("1. Keyboard: +${{124.99-119.99|.2f}}.\n2. Band: +${{49-29|.2f}}.\n3. Total: ${{5+20|.2f}}, over two exchanges "
          "(one per order).\n4. Your gift card has $12.40, so it can't cover the ${{25|.2f}}; the card ending 8855 can. "
          "Or the gift card could pay the keyboard's $5.00, leaving ${{12.4-5|.2f}}."),
        U("use the card for both. go."),
        C("exchange_delivered_order_items", {"order_id": "#W8811303", "item_ids": ["8809012323"], "new_item_ids": ["8809012389"],
                                             "payment_method_id": "credit_card_5508319"},
          order("#W8811303", "ravi_sundaram_5508", ADDR[12], [KEYBOARD, MOUSE], "exchange requested",
                [("payment", total(KEYBOARD, MOUSE), "credit_card_5508319")], tracking="506918273640",
                exchange_items=["8809012323"], exchange_new_items=["8809012389"],
                exchange_payment_method_id="credit_card_5508319", exchange_price_difference=5.0)),
        C("exchange_delivered_order_items", {"order_id": "#W8811314", "item_ids": ["8809012312"], "new_item_ids": ["8809012401"],
                                             "payment_method_id": "credit_card_5508319"},
          order("#W8811314", "ravi_sundaram_5508", ADDR[12], [WATCH, BAND], "exchange requested",
                [("payment", total(WATCH, BAND), "credit_card_5508319")], tracking="506918273651",
                exchange_items=["8809012312"], exchange_new_items=["8809012401"],
                exchange_payment_method_id="credit_card_5508319", exchange_price_difference=20.0)),
        A("1. #W8811303: exchange requested, $5.00 charged to card ending 8855.\n2. #W8811314: exchange requested, "
          "$20.00 charged.\n3. Together: ${{5+20|.2f}}."),
        U("What will both orders be worth after?"),
        A("1. #W8811303: $124.99 + $39.50 = ${{124.99+39.5|.2f}}.\n2. #W8811314: $249.99 + $49.00 = ${{249.99+49|.2f}}.\n"
          "3. Both: ${{164.49+298.99|.2f}}, up from ${{159.49+278.99|.2f}}, {{25/438.48*100|.1f}}% more."),
    ),
    run(15, SONNET45,
        U("Hi — I'm returning half of the six tumblers I bought as gifts. What will I get back? I'm Cordelia Ashby, zip 21401."),
        C("find_user_id_by_name_zip", {"first_name": "Cordelia", "last_name": "Ashby", "zip": "21401"}, "cordelia_ashby_9936"),
        C("get_user_details", {"user_id": "cordelia_ashby_9936"},
          user("cordelia_ashby_9936", "Cordelia", "Ashby", ADDR[15], "cordelia.ashby@example.com",
               [pay("gift_card", "gift_card_9936215", balance=0.0),
                pay("paypal", "paypal_9936048")], ["#W8811420"])),
        C("get_order_details", {"order_id": "#W8811420"},
          order("#W8811420", "cordelia_ashby_9936", ADDR[15], [TUMBLER] * 6 + [DESCALER], "delivered",
                [("payment", 50.0, "gift_card_9936215"), ("payment", round(total(*[TUMBLER] * 6, DESCALER) - 50.0, 2), "paypal_9936048")],
                tracking="730192846655")),
        A("Let me calculate:\n\nYour order #W8811420 has six Travel Tumblers at $24.50 each and a Descaling Kit at $12.75:\n\n"
          "6 × $24.50 + $12.75 = ${{6*24.5|.2f}} + $12.75 = **${{147+12.75|.2f}}**\n\nHalf the tumblers is 3 × $24.50 = "
          "**${{3*24.5|.2f}}** back. The order was paid $50.00 by gift card and $109.75 by PayPal — which should the refund go to?"),
        U("Split it like the original payment, proportionally?"),
        A("The policy sends a refund to one payment method (the original one, or an existing gift card), so I can't split it. "
          "For reference, the original split was {{50/159.75*100|.1f}}% gift card and {{109.75/159.75*100|.1f}}% PayPal, which on "
          "${{73.5|.2f}} would have been ${{73.5*50/159.75|.2f}} and ${{73.5*109.75/159.75|.2f}}. Which single method would you like?"),
        U("PayPal then."),
        C("return_delivered_order_items", {"order_id": "#W8811420", "item_ids": ["8801234534", "8801234534", "8801234534"],
                                           "payment_method_id": "paypal_9936048"},
          order("#W8811420", "cordelia_ashby_9936", ADDR[15], [TUMBLER] * 6 + [DESCALER], "return requested",
                [("payment", 50.0, "gift_card_9936215"), ("payment", round(total(*[TUMBLER] * 6, DESCALER) - 50.0, 2), "paypal_9936048")],
                tracking="730192846655", return_items=["8801234534", "8801234534", "8801234534"],
                return_payment_method_id="paypal_9936048")),
        A("Done! The return of three tumblers is requested. **${{3*24.5|.2f}}** goes back to PayPal once they arrive, so PayPal's "
          "share of the order drops from $109.75 to **${{109.75-73.5|.2f}}**. A restocking fee of $[[4.95]] will be deducted.",
          why="the policy and the tools have no restocking fee; the model made one up"),
        U("What did the tumblers I kept cost me per piece, with the kit spread across them?"),
        A("Let me calculate:\n\n(3 × $24.50 + $12.75) ÷ 3 = ${{73.5+12.75|.2f}} ÷ 3 = **${{86.25/3|.2f}}** per tumbler, "
          "twice the kit's price being ${{2*12.75|.2f}} for comparison."),
        anthropic=True),
]
