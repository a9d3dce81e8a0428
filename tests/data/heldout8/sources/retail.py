"""Retail runs: a tau-bench-retail-style agent (users by email or name and zip, orders `#W` + 7
digits with items, options and float prices, gift card, credit card and PayPal payments, returns,
exchanges, modifications, cancellations and their refunds, address changes); tool results and
answers written here, in styles the earlier sets did not use."""

from _heldout8_models import DEEPSEEK_R1, DEEPSEEK_V3, KIMI, LLAMA4, O1, O3, OPUS4, QWEN, SONNET4
from _heldout8_retail import POLICY, it, order, pay, product, user, variant
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object) -> Run:
    return Run(f"retail8-{n:02d}", model, POLICY, list(steps))


ADDR_1 = ("1420 Juniper Way", "Apt 7", "Tucson", "AZ", "85719")
ADDR_2 = ("9 Harbor View Rd", "", "Portland", "ME", "04101")
ADDR_3 = ("3316 Elm Terrace", "Floor 2", "Madison", "WI", "53703")
ADDR_4 = ("602 Cedar Hollow Dr", "", "Raleigh", "NC", "27607")
ADDR_5 = ("77 Quarry Street", "Unit 14", "Providence", "RI", "02903")
ADDR_6 = ("2150 Pine Bluff Ave", "", "Spokane", "WA", "99201")
ADDR_7 = ("480 Orchard Lane", "Suite 301", "Austin", "TX", "78704")
ADDR_8 = ("15 Willow Bend", "", "Savannah", "GA", "31401")

BLENDER = it("Blender", "4327815062", "6913428507", 287.64, capacity="2L", material="glass", speed="variable")
AIR_FRYER = it("Air Fryer", "8107329634", "2278915043", 166.13, capacity="5.8 quarts", color="black", features="digital display")
SNEAKERS = it("Sneakers", "7461920385", "5512096834", 134.29, size="10", color="white", material="leather")
HOODIE = it("Hoodie", "2093817465", "8840275519", 78.81, size="M", color="heather grey", material="cotton blend", style="pullover")
MONITOR = it("Gaming Monitor", "5530826491", "4029371165", 419.38, screen="27 inch", refresh="144Hz", panel="IPS")
KEYBOARD = it("Mechanical Keyboard", "1120394857", "7705819264", 152.47, switch="brown", backlight="RGB", layout="full size")
MOUSE = it("Wireless Mouse", "3054781296", "9183046627", 47.92, color="black", sensor="optical", battery="rechargeable")
TENT = it("Camping Tent", "6682094415", "1390572286", 243.7, size="4-person", season="3-season", color="orange")
LANTERN = it("Camping Lantern", "6190357728", "3407815590", 39.95, power="battery", brightness="400 lumens")
VACUUM = it("Cordless Vacuum", "9918273645", "6052819937", 329.0, suction="high", battery="60 minutes", color="red")
DRESS = it("Summer Dress", "3829104756", "2281736590", 64.5, size="S", color="coral", length="midi")
SANDALS = it("Sandals", "4471829305", "8163527740", 41.99, size="7", color="tan", material="leather")
SUNGLASSES = it("Sunglasses", "8810293746", "5540173329", 119.2, frame="tortoise", lens="polarized", style="round")
TABLET = it("Tablet", "6410295783", "1948305526", 512.06, storage="128GB", color="silver", screen="11 inch")
CASE = it("Tablet Case", "2750193864", "7731560482", 28.77, color="navy", material="vegan leather")
COFFEE = it("Espresso Machine", "1849302765", "4492018376", 498.35, pressure="15 bar", color="stainless", type="semi-automatic")
GRINDER = it("Coffee Grinder", "7593810246", "6630481925", 86.4, type="burr", capacity="250g")
WATCH = it("Fitness Tracker", "3092817456", "9205718834", 99.99, color="black", strap="silicone", gps="yes")
BOOK = it("Cookbook", "5829104736", "3309182274", 24.49, format="hardcover", language="English")
PILLOW = it("Memory Foam Pillow", "4401928375", "1057392810", 56.25, size="queen", firmness="medium")
SHEETS = it("Bed Sheets", "7382910465", "8820476153", 92.18, size="queen", color="sage", material="bamboo")
DRILL = it("Cordless Drill", "2918374650", "5193028476", 139.5, voltage="20V", battery="2 batteries", color="yellow")
BITS = it("Drill Bit Set", "8102938475", "7028391654", 31.06, pieces="50", material="titanium")


def total(*items: dict) -> float:
    return round(sum(i["price"] for i in items), 2)


RUNS = [
    run(1, O3,
        U("hi, need to return a couple things. sofia.marquez41@example.com"),
        C("find_user_id_by_email", {"email": "sofia.marquez41@example.com"}, "sofia_marquez_7302"),
        C("get_user_details", {"user_id": "sofia_marquez_7302"},
          user("sofia_marquez_7302", "Sofia", "Marquez", ADDR_1, "sofia.marquez41@example.com",
               [pay("credit_card", "credit_card_4410927", brand="mastercard", last_four="6620"),
                pay("gift_card", "gift_card_8830165", balance=23.4)], ["#W3920158", "#W6613047"])),
        C("get_order_details", {"order_id": "#W3920158"},
          order("#W3920158", "sofia_marquez_7302", ADDR_1, [DRESS, SANDALS, SUNGLASSES], "delivered",
                [("payment", total(DRESS, SANDALS, SUNGLASSES), "credit_card_4410927")], tracking="508812739046")),
        A("#W3920158 (delivered): Summer Dress $64.50, Sandals $41.99, Sunglasses $119.20. Which items?"),
        U("dress and sandals. refund to the gift card"),
        A("Return: Summer Dress + Sandals = ${{64.50+41.99|.2f}}, refunded to gift_card_8830165. Balance after: ${{23.40+64.50+41.99|.2f}}. Confirm (yes)?"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W3920158", "item_ids": ["2281736590", "8163527740"], "payment_method_id": "gift_card_8830165"},
          order("#W3920158", "sofia_marquez_7302", ADDR_1, [DRESS, SANDALS, SUNGLASSES], "return requested",
                [("payment", total(DRESS, SANDALS, SUNGLASSES), "credit_card_4410927")], tracking="508812739046",
                return_items=["2281736590", "8163527740"], return_payment_method_id="gift_card_8830165")),
        A("Return requested. Refund ${{64.50+41.99|.2f}} → gift card once items arrive. Sunglasses ($119.20) stay with you."),
    ),
    run(2, DEEPSEEK_V3,
        U("Hello, I'd like to exchange my air fryer for a bigger one. I'm Daniel Okafor, zip 04101."),
        C("find_user_id_by_name_zip", {"first_name": "Daniel", "last_name": "Okafor", "zip": "04101"}, "daniel_okafor_5518"),
        C("get_user_details", {"user_id": "daniel_okafor_5518"},
          user("daniel_okafor_5518", "Daniel", "Okafor", ADDR_2, "d.okafor@example.com",
               [pay("paypal", "paypal_2290384"), pay("gift_card", "gift_card_5102738", balance=41.0)], ["#W7182093"])),
        C("get_order_details", {"order_id": "#W7182093"},
          order("#W7182093", "daniel_okafor_5518", ADDR_2, [AIR_FRYER, BOOK], "delivered",
                [("payment", total(AIR_FRYER, BOOK), "paypal_2290384")], tracking="771029384615")),
        C("get_product_details", {"product_id": "8107329634"},
          product("Air Fryer", "8107329634", [
              variant("2278915043", 166.13, capacity="5.8 quarts", color="black", features="digital display"),
              variant("9301827465", 189.57, capacity="8 quarts", color="black", features="digital display"),
              variant("5520193847", 181.06, capacity="8 quarts", color="white", features="manual dial"),
              variant("6638201947", 204.9, available=False, capacity="10 quarts", color="black", features="rotisserie")])),
        A("Here are the larger Air Fryer options compared with yours (5.8 quarts, black, digital display, **$166.13**):\n\n"
          "| Item ID | Capacity | Color | Features | Price | Available | Difference |\n|---|---|---|---|---|---|---|\n"
          "| 9301827465 | 8 quarts | black | digital display | $189.57 | Yes | +${{189.57-166.13|.2f}} |\n"
          "| 5520193847 | 8 quarts | white | manual dial | $181.06 | Yes | +${{181.06-166.13|.2f}} |\n"
          "| 6638201947 | 10 quarts | black | rotisserie | $204.90 | No | — |\n\n"
          "Which one would you like, and should the difference be paid with PayPal or your gift card ($41.00)?"),
        U("the black 8 quart, gift card"),
        A("### Exchange summary\n\n| | Item | Price |\n|---|---|---|\n| Return | Air Fryer 5.8 qt black (2278915043) | $166.13 |\n| New | Air Fryer 8 qt black (9301827465) | $189.57 |\n| **You pay** | via gift_card_5102738 | **${{189.57-166.13|.2f}}** |\n\n"
          "Your gift card would go from $41.00 to ${{41-(189.57-166.13)|.2f}}. Shall I proceed (yes/no)?"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W7182093", "item_ids": ["2278915043"], "new_item_ids": ["9301827465"], "payment_method_id": "gift_card_5102738"},
          order("#W7182093", "daniel_okafor_5518", ADDR_2, [AIR_FRYER, BOOK], "exchange requested",
                [("payment", total(AIR_FRYER, BOOK), "paypal_2290384")], tracking="771029384615",
                exchange_items=["2278915043"], exchange_new_items=["9301827465"], exchange_payment_method_id="gift_card_5102738",
                exchange_price_difference=23.44)),
        A("Done ✅ The exchange for order **#W7182093** is requested.\n\n| Field | Value |\n|---|---|\n| Price difference | $23.44 |\n| Paid with | gift_card_5102738 |\n| Status | exchange requested |\n\n"
          "You'll receive an email with return instructions for the 5.8-quart unit."),
    ),
    run(3, SONNET4,
        U("I want to cancel an order. My email is priya.raman@example.com. It's the one with the espresso machine."),
        C("find_user_id_by_email", {"email": "priya.raman@example.com"}, "priya_raman_2047"),
        C("get_user_details", {"user_id": "priya_raman_2047"},
          user("priya_raman_2047", "Priya", "Raman", ADDR_3, "priya.raman@example.com",
               [pay("gift_card", "gift_card_3381902", balance=0.0),
                pay("credit_card", "credit_card_7720419", brand="visa", last_four="3014")], ["#W4471902", "#W9028173"])),
        C("get_order_details", {"order_id": "#W4471902"},
          order("#W4471902", "priya_raman_2047", ADDR_3, [COFFEE, GRINDER], "pending",
                [("payment", 200.0, "gift_card_3381902"), ("payment", round(498.35 + 86.4 - 200.0, 2), "credit_card_7720419")])),
        A("I found your pending order **#W4471902** with the espresso machine. It contains:\n\n"
          "- Espresso Machine (15 bar, stainless, semi-automatic): $498.35\n- Coffee Grinder (burr, 250g): $86.40\n\n"
          "The order total is $498.35 + $86.40 = ${{498.35+86.40|.2f}}, and it was paid in two parts:\n"
          "- $200.00 from your gift card\n- ${{498.35+86.40-200|.2f}} on your Visa ending in 3014\n\n"
          "If I cancel it, the $200.00 goes back to the gift card immediately and the ${{498.35+86.40-200|.2f}} is refunded to the Visa in 5 to 7 business days. "
          "Could you tell me the reason (\"no longer needed\" or \"ordered by mistake\") and confirm with yes?"),
        U("no longer needed. yes"),
        C("cancel_pending_order", {"order_id": "#W4471902", "reason": "no longer needed"},
          order("#W4471902", "priya_raman_2047", ADDR_3, [COFFEE, GRINDER], "cancelled",
                [("payment", 200.0, "gift_card_3381902"), ("payment", 384.75, "credit_card_7720419"),
                 ("refund", 200.0, "gift_card_3381902"), ("refund", 384.75, "credit_card_7720419")],
                cancel_reason="no longer needed")),
        A("Order #W4471902 is now cancelled. The refunds are:\n\n- $200.00 to gift card gift_card_3381902, available now (its balance goes from $0.00 to $200.00)\n"
          "- $384.75 to your Visa ending in 3014, within 5 to 7 business days\n\nThat adds up to $200.00 + $384.75 = ${{200+384.75|.2f}}, the full order total."),
        U("and what's in the other order?"),
        C("get_order_details", {"order_id": "#W9028173"},
          order("#W9028173", "priya_raman_2047", ADDR_3, [PILLOW, PILLOW, SHEETS], "delivered",
                [("payment", total(PILLOW, PILLOW, SHEETS), "credit_card_7720419")], tracking="330918274651")),
        A("Your other order, **#W9028173**, was delivered (tracking 330918274651). It has 3 items:\n\n"
          "- Memory Foam Pillow (queen, medium): $56.25\n- Memory Foam Pillow (queen, medium): $56.25\n- Bed Sheets (queen, sage, bamboo): $92.18\n\n"
          "Two pillows at $56.25 come to ${{2*56.25|.2f}}, plus the sheets, ${{2*56.25+92.18|.2f}} in all, paid with the Visa."),
    ),
    run(4, QWEN,
        U("can you show me all my orders and what I spent? I'm Marcus Bell, 27607"),
        C("find_user_id_by_name_zip", {"first_name": "Marcus", "last_name": "Bell", "zip": "27607"}, "marcus_bell_9136"),
        C("get_user_details", {"user_id": "marcus_bell_9136"},
          user("marcus_bell_9136", "Marcus", "Bell", ADDR_4, "marcus.bell@example.com",
               [pay("credit_card", "credit_card_1839204", brand="amex", last_four="1007"), pay("paypal", "paypal_6601928")],
               ["#W2093817", "#W5610384", "#W8830129"])),
        C("get_order_details", {"order_id": "#W2093817"},
          order("#W2093817", "marcus_bell_9136", ADDR_4, [MONITOR], "delivered",
                [("payment", 419.38, "credit_card_1839204")], tracking="190283746510")),
        C("get_order_details", {"order_id": "#W5610384"},
          order("#W5610384", "marcus_bell_9136", ADDR_4, [KEYBOARD, MOUSE], "processed",
                [("payment", total(KEYBOARD, MOUSE), "paypal_6601928")], tracking="661029384701")),
        C("get_order_details", {"order_id": "#W8830129"},
          order("#W8830129", "marcus_bell_9136", ADDR_4, [DRILL, BITS], "pending",
                [("payment", total(DRILL, BITS), "credit_card_1839204")])),
        A("Here are your orders, Marcus:\n\n"
          "| Order | Status | Items | Total | Paid with |\n|---|---|---|---|---|\n"
          "| #W2093817 | delivered | Gaming Monitor (27 inch, 144Hz, IPS) | $419.38 | Amex ••1007 |\n"
          "| #W5610384 | processed | Mechanical Keyboard ($152.47), Wireless Mouse ($47.92) | ${{152.47+47.92|.2f}} | PayPal |\n"
          "| #W8830129 | pending | Cordless Drill ($139.50), Drill Bit Set ($31.06) | ${{139.5+31.06|.2f}} | Amex ••1007 |\n\n"
          "**Total across 3 orders: ${{419.38+152.47+47.92+139.5+31.06|,.2f}}** (5 items)."),
        U("how much on the amex vs paypal?"),
        A("| Payment method | Orders | Amount |\n|---|---|---|\n| Amex ending 1007 | #W2093817, #W8830129 | ${{419.38+139.5+31.06|.2f}} |\n| PayPal | #W5610384 | ${{152.47+47.92|.2f}} |\n\n"
          "Amex: $419.38 + ${{139.5+31.06|.2f}} = ${{419.38+139.5+31.06|.2f}}."),
        U("cancel the drill order, ordered by mistake"),
        A("To confirm:\n\n| Order | Reason | Refund | To |\n|---|---|---|---|\n| #W8830129 | ordered by mistake | ${{139.5+31.06|.2f}} | Amex ••1007 (5-7 business days) |\n\nReply **yes** to proceed."),
        U("yes"),
        C("cancel_pending_order", {"order_id": "#W8830129", "reason": "ordered by mistake"},
          order("#W8830129", "marcus_bell_9136", ADDR_4, [DRILL, BITS], "cancelled",
                [("payment", 170.56, "credit_card_1839204"), ("refund", 170.56, "credit_card_1839204")],
                cancel_reason="ordered by mistake")),
        A("Order #W8830129 is cancelled. $170.56 will be back on the Amex ending 1007 in 5-7 business days. Your remaining spend is ${{419.38+152.47+47.92|.2f}} over 2 orders."),
    ),
    run(5, LLAMA4,
        U("i moved, need to change my address on my account and on my pending order. email jwhitfield@example.com"),
        C("find_user_id_by_email", {"email": "jwhitfield@example.com"}, "james_whitfield_3390"),
        C("get_user_details", {"user_id": "james_whitfield_3390"},
          user("james_whitfield_3390", "James", "Whitfield", ADDR_5, "jwhitfield@example.com",
               [pay("credit_card", "credit_card_5561028", brand="visa", last_four="9920")], ["#W1102938"])),
        A("ok i found ur account James. whats the new address? i have you at 77 Quarry Street Unit 14, Providence RI 02903 right now"),
        U("2150 Pine Bluff Ave, Spokane WA 99201, no apt"),
        A("got it so new address is 2150 Pine Bluff Ave, Spokane, WA 99201, USA. i'll update ur default address and pending order #W1102938. ok to go ahead?"),
        U("yep"),
        C("modify_user_address", {"user_id": "james_whitfield_3390", "address1": "2150 Pine Bluff Ave", "address2": "", "city": "Spokane", "state": "WA", "country": "USA", "zip": "99201"},
          user("james_whitfield_3390", "James", "Whitfield", ADDR_6, "jwhitfield@example.com",
               [pay("credit_card", "credit_card_5561028", brand="visa", last_four="9920")], ["#W1102938"])),
        C("modify_pending_order_address", {"order_id": "#W1102938", "address1": "2150 Pine Bluff Ave", "address2": "", "city": "Spokane", "state": "WA", "country": "USA", "zip": "99201"},
          order("#W1102938", "james_whitfield_3390", ADDR_6, [TENT, LANTERN, LANTERN], "pending",
                [("payment", total(TENT, LANTERN, LANTERN), "credit_card_5561028")])),
        A("done both r updated. ur order #W1102938 (camping tent + 2 lanterns, ${{243.7+2*39.95|.2f}}) will ship to Spokane WA 99201 now."),
        U("wait how much were the lanterns each"),
        A("$39.95 each, so {{2*39.95|.2f}} for both. the tent is 243.70"),
    ),
    run(6, O1,
        U("I want to change two items in my pending order #W6290471 to different options. Email is hana.sato@example.com"),
        C("find_user_id_by_email", {"email": "hana.sato@example.com"}, "hana_sato_4802"),
        C("get_order_details", {"order_id": "#W6290471"},
          order("#W6290471", "hana_sato_4802", ADDR_7, [SNEAKERS, HOODIE], "pending",
                [("payment", total(SNEAKERS, HOODIE), "credit_card_9920137")])),
        C("get_product_details", {"product_id": "7461920385"},
          product("Sneakers", "7461920385", [
              variant("5512096834", 134.29, size="10", color="white", material="leather"),
              variant("1029384756", 129.88, size="10.5", color="white", material="leather"),
              variant("6647102938", 141.03, size="10.5", color="black", material="leather")])),
        C("get_product_details", {"product_id": "2093817465"},
          product("Hoodie", "2093817465", [
              variant("8840275519", 78.81, size="M", color="heather grey", material="cotton blend", style="pullover"),
              variant("3302918475", 82.6, size="L", color="heather grey", material="cotton blend", style="pullover"),
              variant("7719203846", 75.14, size="L", color="navy", material="cotton blend", style="zip-up")])),
        A("Order #W6290471 (pending): Sneakers size 10 white $134.29; Hoodie M heather grey $78.81.\n\n"
          "Options:\n- Sneakers 10.5 white $129.88 (−${{134.29-129.88|.2f}}) · 10.5 black $141.03 (+${{141.03-134.29|.2f}})\n"
          "- Hoodie L heather grey pullover $82.60 (+${{82.60-78.81|.2f}}) · L navy zip-up $75.14 (−${{78.81-75.14|.2f}})\n\nWhich two?"),
        U("sneakers 10.5 black and hoodie L grey pullover"),
        A("New items: $141.03 + $82.60 = ${{141.03+82.60|.2f}}; old: $134.29 + $78.81 = ${{134.29+78.81|.2f}}. Net charge ${{141.03+82.60-134.29-78.81|.2f}}, to the card on file (credit_card_9920137). Confirm?"),
        U("yes"),
        C("modify_pending_order_items", {"order_id": "#W6290471", "item_ids": ["5512096834", "8840275519"], "new_item_ids": ["6647102938", "3302918475"], "payment_method_id": "credit_card_9920137"},
          order("#W6290471", "hana_sato_4802", ADDR_7,
                [it("Sneakers", "7461920385", "6647102938", 141.03, size="10.5", color="black", material="leather"),
                 it("Hoodie", "2093817465", "3302918475", 82.6, size="L", color="heather grey", material="cotton blend", style="pullover")],
                "pending (item modified)",
                [("payment", 213.1, "credit_card_9920137"), ("payment", 10.53, "credit_card_9920137")])),
        A("Modified. #W6290471 now: Sneakers 10.5 black, Hoodie L grey. Charged $10.53; order total ${{213.10+10.53|.2f}}."),
    ),
    run(7, OPUS4,
        U("Hello. I need to return the tablet case from my last order, and the tablet too honestly. Name is Grace Liu, zip 31401."),
        C("find_user_id_by_name_zip", {"first_name": "Grace", "last_name": "Liu", "zip": "31401"}, "grace_liu_6627"),
        C("get_user_details", {"user_id": "grace_liu_6627"},
          user("grace_liu_6627", "Grace", "Liu", ADDR_8, "grace.liu@example.com",
               [pay("gift_card", "gift_card_7103928", balance=112.35), pay("paypal", "paypal_4829103")], ["#W5093826"])),
        C("get_order_details", {"order_id": "#W5093826"},
          order("#W5093826", "grace_liu_6627", ADDR_8, [TABLET, CASE, WATCH], "delivered",
                [("payment", total(TABLET, CASE, WATCH), "paypal_4829103")], tracking="228103947562")),
        A("Thank you, Grace. Your order #W5093826 was delivered and contains three items:\n\n"
          "1. Tablet (128GB, silver, 11 inch): $512.06\n2. Tablet Case (navy, vegan leather): $28.77\n3. Fitness Tracker (black, silicone, GPS): $99.99\n\n"
          "Returning the tablet and the case comes to:\n\n$512.06 + $28.77 = **${{512.06+28.77|.2f}}**\n\n"
          "The order was paid with PayPal, so the refund can go back to PayPal (paypal_4829103) or to your existing gift card (gift_card_7103928). Which would you prefer?"),
        U("gift card please. what would the balance be?"),
        A("Your gift card currently holds $112.35. After the refund it would hold:\n\n$112.35 + ${{512.06+28.77|.2f}} = **${{112.35+512.06+28.77|.2f}}**\n\n"
          "To confirm the action: return Tablet (item 1948305526) and Tablet Case (item 7731560482) from order #W5093826, refund ${{512.06+28.77|.2f}} to gift_card_7103928. Shall I proceed?"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W5093826", "item_ids": ["1948305526", "7731560482"], "payment_method_id": "gift_card_7103928"},
          order("#W5093826", "grace_liu_6627", ADDR_8, [TABLET, CASE, WATCH], "return requested",
                [("payment", 640.82, "paypal_4829103")], tracking="228103947562",
                return_items=["1948305526", "7731560482"], return_payment_method_id="gift_card_7103928")),
        A("The return is requested for order #W5093826. You'll receive an email explaining how to send the tablet and the case back. Once they're received, ${{512.06+28.77|.2f}} will be added to your gift card.\n\n"
          "You're keeping the Fitness Tracker, which was $99.99 of the original $640.82 total: $640.82 − ${{512.06+28.77|.2f}} = ${{640.82-512.06-28.77|.2f}}, which checks out."),
    ),
    run(8, DEEPSEEK_R1,
        U("what's the cheapest blender you have in stock? and I have an order with a blender already, can I swap it? lucas.brandt@example.com"),
        C("find_user_id_by_email", {"email": "lucas.brandt@example.com"}, "lucas_brandt_1184"),
        C("get_user_details", {"user_id": "lucas_brandt_1184"},
          user("lucas_brandt_1184", "Lucas", "Brandt", ADDR_6, "lucas.brandt@example.com",
               [pay("credit_card", "credit_card_3019284", brand="visa", last_four="4458")], ["#W9918402"])),
        C("get_order_details", {"order_id": "#W9918402"},
          order("#W9918402", "lucas_brandt_1184", ADDR_6, [BLENDER], "delivered",
                [("payment", 287.64, "credit_card_3019284")], tracking="447102938561")),
        C("get_product_details", {"product_id": "4327815062"},
          product("Blender", "4327815062", [
              variant("6913428507", 287.64, capacity="2L", material="glass", speed="variable"),
              variant("2203918475", 249.08, capacity="1.5L", material="plastic", speed="variable"),
              variant("8819203746", 212.3, available=False, capacity="1L", material="plastic", speed="3-speed"),
              variant("5502918374", 231.77, capacity="1.5L", material="glass", speed="3-speed")])),
        A("**Blender variants**\n\n| Item ID | Capacity | Material | Speed | Price | In stock |\n|---|---|---|---|---|---|\n"
          "| 6913428507 | 2L | glass | variable | $287.64 | ✔ (yours) |\n| 2203918475 | 1.5L | plastic | variable | $249.08 | ✔ |\n"
          "| 5502918374 | 1.5L | glass | 3-speed | $231.77 | ✔ |\n| 8819203746 | 1L | plastic | 3-speed | $212.30 | ✘ |\n\n"
          "The cheapest one **in stock** is 5502918374 at **$231.77** (the $212.30 one is out of stock).\n\n"
          "Your order #W9918402 is delivered, so it can be exchanged. Swapping to 5502918374 would refund you ${{287.64-231.77|.2f}} to the Visa ending 4458."),
        U("do it"),
        C("exchange_delivered_order_items", {"order_id": "#W9918402", "item_ids": ["6913428507"], "new_item_ids": ["5502918374"], "payment_method_id": "credit_card_3019284"},
          order("#W9918402", "lucas_brandt_1184", ADDR_6, [BLENDER], "exchange requested",
                [("payment", 287.64, "credit_card_3019284")], tracking="447102938561",
                exchange_items=["6913428507"], exchange_new_items=["5502918374"], exchange_payment_method_id="credit_card_3019284",
                exchange_price_difference=-55.87)),
        A("Exchange requested ✔\n\n| | |\n|---|---|\n| Order | #W9918402 |\n| Old item | 6913428507 (2L glass, $287.64) |\n| New item | 5502918374 (1.5L glass 3-speed, $231.77) |\n| Refund | **$55.87** to Visa ••4458 |"),
    ),
    run(9, LLAMA4,
        U("cancel my order pls. lena.hoffman@example.com"),
        C("find_user_id_by_email", {"email": "lena.hoffman@example.com"}, "Error: user not found"),
        A("hmm i couldnt find an account with lena.hoffman@example.com. can u give me ur first and last name and zip code instead?"),
        U("Lena Hoffmann with 2 n's, 78704"),
        C("find_user_id_by_name_zip", {"first_name": "Lena", "last_name": "Hoffmann", "zip": "78704"}, "lena_hoffmann_8207"),
        C("get_user_details", {"user_id": "lena_hoffmann_8207"},
          user("lena_hoffmann_8207", "Lena", "Hoffmann", ADDR_7, "lena.hoffmann@example.com",
               [pay("paypal", "paypal_9038271")], ["#W3301928"])),
        C("get_order_details", {"order_id": "#W3301928"},
          order("#W3301928", "lena_hoffmann_8207", ADDR_7, [VACUUM], "pending",
                [("payment", 329.0, "paypal_9038271")])),
        A("found u Lena. order #W3301928 is the cordless vacuum (red) for $329, still pending. reason for cancelling - no longer needed or ordered by mistake? and confirm yes"),
        U("no longer needed, yes"),
        C("cancel_pending_order", {"order_id": "#W3301928", "reason": "no longer needed"},
          order("#W3301928", "lena_hoffmann_8207", ADDR_7, [VACUUM], "cancelled",
                [("payment", 329.0, "paypal_9038271"), ("refund", 329.0, "paypal_9038271")], cancel_reason="no longer needed")),
        A("ok its cancelled. ur $329.00 refund goes back to paypal, takes 5 to 7 business days"),
    ),
    run(10, O3,
        U("Switch the payment on my pending order #W6613047 from my card to my gift card. sofia.marquez41@example.com"),
        C("find_user_id_by_email", {"email": "sofia.marquez41@example.com"}, "sofia_marquez_7302"),
        C("get_user_details", {"user_id": "sofia_marquez_7302"},
          user("sofia_marquez_7302", "Sofia", "Marquez", ADDR_1, "sofia.marquez41@example.com",
               [pay("credit_card", "credit_card_4410927", brand="mastercard", last_four="6620"),
                pay("gift_card", "gift_card_8830165", balance=129.89)], ["#W3920158", "#W6613047"])),
        C("get_order_details", {"order_id": "#W6613047"},
          order("#W6613047", "sofia_marquez_7302", ADDR_1, [GRINDER, BOOK], "pending",
                [("payment", total(GRINDER, BOOK), "credit_card_4410927")])),
        A("#W6613047: Coffee Grinder $86.40 + Cookbook $24.49 = ${{86.40+24.49|.2f}}. Gift card balance $129.89 covers it; ${{129.89-86.40-24.49|.2f}} left after. Mastercard ••6620 refunded ${{86.40+24.49|.2f}}. Proceed?"),
        U("yes"),
        C("modify_pending_order_payment", {"order_id": "#W6613047", "payment_method_id": "gift_card_8830165"},
          order("#W6613047", "sofia_marquez_7302", ADDR_1, [GRINDER, BOOK], "pending",
                [("payment", 110.89, "credit_card_4410927"), ("payment", 110.89, "gift_card_8830165"),
                 ("refund", 110.89, "credit_card_4410927")])),
        A("Done. $110.89 charged to gift_card_8830165 (balance now ${{129.89-110.89|.2f}}); same amount refunded to the Mastercard."),
    ),
    run(11, QWEN,
        U("I'm Tomás Ferreira, zip 02903. I want to exchange the keyboard and mouse from my delivered order for other versions."),
        C("find_user_id_by_name_zip", {"first_name": "Tomás", "last_name": "Ferreira", "zip": "02903"}, "tomas_ferreira_4419"),
        C("get_user_details", {"user_id": "tomas_ferreira_4419"},
          user("tomas_ferreira_4419", "Tomás", "Ferreira", ADDR_5, "tferreira@example.com",
               [pay("credit_card", "credit_card_8102937", brand="mastercard", last_four="2231"), pay("gift_card", "gift_card_6629103", balance=9.65)],
               ["#W7740291"])),
        C("get_order_details", {"order_id": "#W7740291"},
          order("#W7740291", "tomas_ferreira_4419", ADDR_5, [KEYBOARD, MOUSE, MONITOR], "delivered",
                [("payment", total(KEYBOARD, MOUSE, MONITOR), "credit_card_8102937")], tracking="881029374650")),
        C("get_product_details", {"product_id": "1120394857"},
          product("Mechanical Keyboard", "1120394857", [
              variant("7705819264", 152.47, switch="brown", backlight="RGB", layout="full size"),
              variant("3310928475", 139.74, switch="red", backlight="white", layout="tenkeyless"),
              variant("9928104736", 166.02, switch="blue", backlight="RGB", layout="full size")])),
        C("get_product_details", {"product_id": "3054781296"},
          product("Wireless Mouse", "3054781296", [
              variant("9183046627", 47.92, color="black", sensor="optical", battery="rechargeable"),
              variant("4401827365", 53.18, color="white", sensor="laser", battery="rechargeable"),
              variant("2209183746", 44.35, color="white", sensor="optical", battery="AA")])),
        A("## Your current items (order #W7740291)\n\n| Item | Options | Price |\n|---|---|---|\n| Mechanical Keyboard | brown switch, RGB, full size | $152.47 |\n| Wireless Mouse | black, optical, rechargeable | $47.92 |\n\n"
          "## Alternatives\n\n| Item ID | Product | Options | Price | vs. yours |\n|---|---|---|---|---|\n"
          "| 3310928475 | Keyboard | red, white, tenkeyless | $139.74 | −${{152.47-139.74|.2f}} |\n| 9928104736 | Keyboard | blue, RGB, full size | $166.02 | +${{166.02-152.47|.2f}} |\n"
          "| 4401827365 | Mouse | white, laser, rechargeable | $53.18 | +${{53.18-47.92|.2f}} |\n| 2209183746 | Mouse | white, optical, AA | $44.35 | −${{47.92-44.35|.2f}} |"),
        U("keyboard tenkeyless and the laser mouse. what's the net?"),
        A("| Change | Difference |\n|---|---|\n| Keyboard → 3310928475 | −${{152.47-139.74|.2f}} |\n| Mouse → 4401827365 | +${{53.18-47.92|.2f}} |\n| **Net** | **−${{152.47-139.74-(53.18-47.92)|.2f}}** (refund to you) |\n\n"
          "The refund of ${{152.47-139.74-(53.18-47.92)|.2f}} would go to your Mastercard ••2231 or gift card. Which one, and do you confirm?"),
        U("mastercard, confirm"),
        C("exchange_delivered_order_items", {"order_id": "#W7740291", "item_ids": ["7705819264", "9183046627"], "new_item_ids": ["3310928475", "4401827365"], "payment_method_id": "credit_card_8102937"},
          order("#W7740291", "tomas_ferreira_4419", ADDR_5, [KEYBOARD, MOUSE, MONITOR], "exchange requested",
                [("payment", 619.77, "credit_card_8102937")], tracking="881029374650",
                exchange_items=["7705819264", "9183046627"], exchange_new_items=["3310928475", "4401827365"],
                exchange_payment_method_id="credit_card_8102937", exchange_price_difference=-7.47)),
        A("✅ Exchange requested for **#W7740291**.\n\n| Detail | Value |\n|---|---|\n| Items out | 7705819264, 9183046627 |\n| Items in | 3310928475, 4401827365 |\n| Refund | $7.47 to Mastercard ••2231 |\n\n"
          "The Gaming Monitor ($419.38) is unchanged."),
    ),
    run(12, SONNET4,
        U("Hi, can you tell me where my orders are? Email: ben.adeyemi@example.com"),
        C("find_user_id_by_email", {"email": "ben.adeyemi@example.com"}, "ben_adeyemi_5072"),
        C("get_user_details", {"user_id": "ben_adeyemi_5072"},
          user("ben_adeyemi_5072", "Ben", "Adeyemi", ADDR_2, "ben.adeyemi@example.com",
               [pay("paypal", "paypal_7710293"), pay("credit_card", "credit_card_2203847", brand="discover", last_four="5506")],
               ["#W4029183", "#W8102736"])),
        C("get_order_details", {"order_id": "#W4029183"},
          order("#W4029183", "ben_adeyemi_5072", ADDR_2, [TENT, LANTERN], "processed",
                [("payment", total(TENT, LANTERN), "paypal_7710293")], tracking="903847561029")),
        C("get_order_details", {"order_id": "#W8102736"},
          order("#W8102736", "ben_adeyemi_5072", ADDR_2, [SHEETS, PILLOW], "delivered",
                [("payment", total(SHEETS, PILLOW), "credit_card_2203847")], tracking="120394857602")),
        A("Here's where your two orders stand, Ben:\n\n**#W4029183** is processed and on its way (tracking number 903847561029). It has the Camping Tent (4-person, 3-season, orange) at $243.70 and a Camping Lantern at $39.95, so $243.70 + $39.95 = ${{243.70+39.95|.2f}}, paid with PayPal.\n\n"
          "**#W8102736** was delivered (tracking 120394857602): Bed Sheets (queen, sage, bamboo) at $92.18 and a Memory Foam Pillow at $56.25, which is $92.18 + $56.25 = ${{92.18+56.25|.2f}} on your Discover card ending 5506.\n\n"
          "Together the two orders come to ${{243.70+39.95|.2f}} + ${{92.18+56.25|.2f}} = ${{243.70+39.95+92.18+56.25|.2f}}."),
        U("Can I cancel the tent one?"),
        A("Unfortunately not. Order #W4029183 has the status \"processed\", and only pending orders can be cancelled. Once it is delivered, you could return it instead; the refund would then be ${{243.70+39.95|.2f}} for both items, or $243.70 for the tent alone."),
    ),
    run(13, KIMI,
        U("I want to return my sunglasses. email noor.haddad@example.com"),
        C("find_user_id_by_email", {"email": "noor.haddad@example.com"}, "noor_haddad_3381"),
        C("get_user_details", {"user_id": "noor_haddad_3381"},
          user("noor_haddad_3381", "Noor", "Haddad", ADDR_3, "noor.haddad@example.com",
               [pay("credit_card", "credit_card_6102938", brand="visa", last_four="7745")], ["#W2281904", "#W6019283"])),
        C("get_order_details", {"order_id": "#W2281904"},
          order("#W2281904", "noor_haddad_3381", ADDR_3, [SUNGLASSES, DRESS], "delivered",
                [("payment", total(SUNGLASSES, DRESS), "credit_card_6102938")], tracking="661920384751")),
        A("Found them in order #W2281904 (delivered): Sunglasses, tortoise polarized round, $119.20. Refund of $119.20 would go back to your Visa ending 7745. Want me to go ahead?"),
        U("yes. and is my other order shipped yet?"),
        C("return_delivered_order_items", {"order_id": "#W2281904", "item_ids": ["5540173329"], "payment_method_id": "credit_card_6102938"},
          order("#W2281904", "noor_haddad_3381", ADDR_3, [SUNGLASSES, DRESS], "return requested",
                [("payment", 183.7, "credit_card_6102938")], tracking="661920384751",
                return_items=["5540173329"], return_payment_method_id="credit_card_6102938")),
        C("get_order_details", {"order_id": "#W6019283"},
          order("#W6019283", "noor_haddad_3381", ADDR_3, [SANDALS, SANDALS], "pending",
                [("payment", 83.98, "credit_card_6102938")])),
        A("Return requested for the sunglasses, $119.20 back to the Visa once they arrive.\n\nYour other order [[#W6019238]] hasn't shipped yet, it's still pending: two pairs of Sandals (size 7, tan), $41.99 each, $83.98 total.",
          why="the order id is #W6019283; the model swapped the last two digits when retyping it"),
    ),
    run(14, O1,
        U("Return everything in order #W5179302. david.cho@example.com"),
        C("find_user_id_by_email", {"email": "david.cho@example.com"}, "david_cho_9918"),
        C("get_order_details", {"order_id": "#W5179302"},
          order("#W5179302", "david_cho_9918", ADDR_8, [DRILL, BITS, LANTERN], "delivered",
                [("payment", total(DRILL, BITS, LANTERN), "paypal_1102938")], tracking="302918475610")),
        A("#W5179302, delivered: Cordless Drill $139.50, Drill Bit Set $31.06, Camping Lantern $39.95. Total refund ${{139.50+31.06+39.95|.2f}} to paypal_1102938. Confirm?"),
        U("confirm"),
        C("return_delivered_order_items", {"order_id": "#W5179302", "item_ids": ["5193028476", "7028391654", "3407815590"], "payment_method_id": "paypal_1102938"},
          order("#W5179302", "david_cho_9918", ADDR_8, [DRILL, BITS, LANTERN], "return requested",
                [("payment", 210.51, "paypal_1102938")], tracking="302918475610",
                return_items=["3407815590", "5193028476", "7028391654"], return_payment_method_id="paypal_1102938")),
        A("Return requested: 3 items, $210.51 to PayPal after receipt. Instructions by email."),
    ),
    run(15, DEEPSEEK_V3,
        U("hi, how much would it cost to upgrade my vacuum order to the longer battery one? it hasn't shipped. i'm Ines Duarte, 53703"),
        C("find_user_id_by_name_zip", {"first_name": "Ines", "last_name": "Duarte", "zip": "53703"}, "ines_duarte_6620"),
        C("get_user_details", {"user_id": "ines_duarte_6620"},
          user("ines_duarte_6620", "Ines", "Duarte", ADDR_3, "ines.duarte@example.com",
               [pay("gift_card", "gift_card_4409182", balance=15.5), pay("credit_card", "credit_card_7019283", brand="visa", last_four="0452")],
               ["#W6602918"])),
        C("get_order_details", {"order_id": "#W6602918"},
          order("#W6602918", "ines_duarte_6620", ADDR_3, [VACUUM, BOOK], "pending",
                [("payment", total(VACUUM, BOOK), "credit_card_7019283")])),
        C("get_product_details", {"product_id": "9918273645"},
          product("Cordless Vacuum", "9918273645", [
              variant("6052819937", 329.0, suction="high", battery="60 minutes", color="red"),
              variant("1183920475", 371.45, suction="high", battery="90 minutes", color="red"),
              variant("7720193846", 358.12, suction="medium", battery="90 minutes", color="grey"),
              variant("4401928376", 299.99, suction="medium", battery="40 minutes", color="grey")])),
        A("Your pending order **#W6602918** has the Cordless Vacuum (high suction, 60 minutes, red) at **$329.00**. The 90-minute versions:\n\n"
          "| Item ID | Suction | Battery | Color | Price | Extra cost |\n|---|---|---|---|---|---|\n"
          "| 1183920475 | high | 90 minutes | red | $371.45 | ${{371.45-329|.2f}} |\n| 7720193846 | medium | 90 minutes | grey | $358.12 | ${{358.12-329|.2f}} |\n\n"
          "Your gift card has $15.50, which isn't enough for either difference, so it would go on your Visa ending 0452."),
        U("the red one, on the visa"),
        A("Please confirm:\n\n- Order: #W6602918\n- Change: 6052819937 → 1183920475\n- Charge: **${{371.45-329|.2f}}** to credit_card_7019283\n\nNote: items in an order can only be modified once. Reply **yes** to proceed."),
        U("yes"),
        C("modify_pending_order_items", {"order_id": "#W6602918", "item_ids": ["6052819937"], "new_item_ids": ["1183920475"], "payment_method_id": "credit_card_7019283"},
          order("#W6602918", "ines_duarte_6620", ADDR_3,
                [it("Cordless Vacuum", "9918273645", "1183920475", 371.45, suction="high", battery="90 minutes", color="red"), BOOK],
                "pending (item modified)",
                [("payment", 353.49, "credit_card_7019283"), ("payment", 42.45, "credit_card_7019283")])),
        A("Done! ✅\n\n| | |\n|---|---|\n| New item | Cordless Vacuum, 90 minutes, red (1183920475) |\n| Charged | $42.45 |\n| New order total | ${{371.45+24.49|.2f}} |"),
    ),
    run(16, OPUS4,
        U("I'd like to exchange my fitness tracker, the strap gives me a rash. Maybe a different strap? I'm Grace Liu, 31401."),
        C("find_user_id_by_name_zip", {"first_name": "Grace", "last_name": "Liu", "zip": "31401"}, "grace_liu_6627"),
        C("get_user_details", {"user_id": "grace_liu_6627"},
          user("grace_liu_6627", "Grace", "Liu", ADDR_8, "grace.liu@example.com",
               [pay("gift_card", "gift_card_7103928", balance=653.18), pay("paypal", "paypal_4829103")], ["#W5093826"])),
        C("get_order_details", {"order_id": "#W5093826"},
          order("#W5093826", "grace_liu_6627", ADDR_8, [TABLET, CASE, WATCH], "delivered",
                [("payment", 640.82, "paypal_4829103")], tracking="228103947562")),
        C("get_product_details", {"product_id": "3092817456"},
          product("Fitness Tracker", "3092817456", [
              variant("9205718834", 99.99, color="black", strap="silicone", gps="yes"),
              variant("5518203947", 104.5, color="black", strap="nylon", gps="yes"),
              variant("2290184736", 112.75, color="brown", strap="leather", gps="yes"),
              variant("6610293847", 84.3, color="black", strap="nylon", gps="no")])),
        A("I'm sorry to hear about the rash. Your Fitness Tracker (black, silicone strap, GPS) from order #W5093826 cost $99.99. Here are the versions with a different strap:\n\n"
          "- Black, nylon strap, GPS: $104.50, which is $104.50 − $99.99 = ${{104.50-99.99|.2f}} more\n"
          "- Brown, leather strap, GPS: $112.75, which is $112.75 − $99.99 = ${{112.75-99.99|.2f}} more\n"
          "- Black, nylon strap, no GPS: $84.30, which is $99.99 − $84.30 = ${{99.99-84.30|.2f}} less\n\n"
          "All three are available. Which one would you like?"),
        U("the nylon with gps. pay from my gift card"),
        A("Here is the exchange for your confirmation:\n\n- Return: Fitness Tracker 9205718834 ($99.99)\n- Receive: Fitness Tracker 5518203947 ($104.50)\n- Price difference: ${{104.50-99.99|.2f}}, charged to gift_card_7103928\n\n"
          "Shall I go ahead?"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W5093826", "item_ids": ["9205718834"], "new_item_ids": ["5518203947"], "payment_method_id": "gift_card_7103928"},
          order("#W5093826", "grace_liu_6627", ADDR_8, [TABLET, CASE, WATCH], "exchange requested",
                [("payment", 640.82, "paypal_4829103")], tracking="228103947562",
                exchange_items=["9205718834"], exchange_new_items=["5518203947"], exchange_payment_method_id="gift_card_7103928",
                exchange_price_difference=4.51)),
        A("The exchange is requested. $4.51 will be charged to your gift card, and you'll receive an email explaining how to send the silicone-strap tracker back. I hope the nylon strap is more comfortable."),
    ),
    run(17, KIMI,
        U("what does the espresso machine cost with the 20 bar option? my user id is priya_raman_2047"),
        C("find_user_id_by_email", {"email": "priya.raman@example.com"}, "priya_raman_2047"),
        C("get_product_details", {"product_id": "1849302765"},
          product("Espresso Machine", "1849302765", [
              variant("4492018376", 498.35, pressure="15 bar", color="stainless", type="semi-automatic"),
              variant("8830192746", 579.9, pressure="20 bar", color="stainless", type="semi-automatic"),
              variant("3302019485", 611.24, available=False, pressure="20 bar", color="black", type="automatic")])),
        A("The 20 bar semi-automatic in stainless is $579.90 and it's available. There's also a 20 bar automatic in black at $611.24 but that one's out of stock. Compared to the 15 bar at $498.35 you'd pay ${{579.90-498.35|.2f}} more for the stainless 20 bar."),
        U("ok and the grinder?"),
        A("I only looked up the espresso machine. Your cancelled order had the Coffee Grinder at $[[86.40]]; want me to pull up its other options?",
          why="the price is from another conversation (retail8-03); no tool of this run returned the grinder or its price"),
    ),
    run(18, O3,
        U("Exchange hoodie size M to L in order #W1928374. ava.kowalski@example.com"),
        C("find_user_id_by_email", {"email": "ava.kowalski@example.com"}, "ava_kowalski_2281"),
        C("get_order_details", {"order_id": "#W1928374"},
          order("#W1928374", "ava_kowalski_2281", ADDR_4, [HOODIE, SNEAKERS], "delivered",
                [("payment", total(HOODIE, SNEAKERS), "credit_card_3390218")], tracking="550192837461")),
        C("get_product_details", {"product_id": "2093817465"},
          product("Hoodie", "2093817465", [
              variant("8840275519", 78.81, size="M", color="heather grey", material="cotton blend", style="pullover"),
              variant("3302918475", 82.6, size="L", color="heather grey", material="cotton blend", style="pullover"),
              variant("7719203846", 75.14, size="L", color="navy", material="cotton blend", style="zip-up")])),
        A("L heather grey pullover (3302918475): $82.60, +${{82.60-78.81|.2f}} on credit_card_3390218. Confirm?"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W1928374", "item_ids": ["8840275519"], "new_item_ids": ["3302918475"], "payment_method_id": "credit_card_3390218"},
          order("#W1928374", "ava_kowalski_2281", ADDR_4, [HOODIE, SNEAKERS], "exchange requested",
                [("payment", 213.1, "credit_card_3390218")], tracking="550192837461",
                exchange_items=["8840275519"], exchange_new_items=["3302918475"], exchange_payment_method_id="credit_card_3390218",
                exchange_price_difference=3.79)),
        A("Exchange requested. $3.79 charged. Return label by email."),
        U("total I paid for the order now?"),
        A("Original $213.10 + $3.79 = $[[216.98]].",
          why="213.10 + 3.79 is 216.89; the model swapped the last two digits of its own sum"),
    ),
    run(19, QWEN,
        U("I want to return the tent from my order, keep the rest. Ben Adeyemi, 04101"),
        C("find_user_id_by_name_zip", {"first_name": "Ben", "last_name": "Adeyemi", "zip": "04101"}, "ben_adeyemi_5072"),
        C("get_user_details", {"user_id": "ben_adeyemi_5072"},
          user("ben_adeyemi_5072", "Ben", "Adeyemi", ADDR_2, "ben.adeyemi@example.com",
               [pay("paypal", "paypal_7710293"), pay("credit_card", "credit_card_2203847", brand="discover", last_four="5506")],
               ["#W4029183", "#W8102736", "#W6120394"])),
        C("get_order_details", {"order_id": "#W6120394"},
          order("#W6120394", "ben_adeyemi_5072", ADDR_2, [TENT, LANTERN, LANTERN, BOOK], "delivered",
                [("payment", total(TENT, LANTERN, LANTERN, BOOK), "paypal_7710293")], tracking="480192736615")),
        A("### Order #W6120394 (delivered)\n\n| Item | Options | Price |\n|---|---|---|\n| Camping Tent | 4-person, 3-season, orange | $243.70 |\n| Camping Lantern | battery, 400 lumens | $39.95 |\n| Camping Lantern | battery, 400 lumens | $39.95 |\n| Cookbook | hardcover, English | $24.49 |\n| **Total** | | **${{243.7+2*39.95+24.49|.2f}}** |\n\n"
          "Returning the tent refunds **$243.70** to PayPal (the original payment method). You keep 3 items worth ${{2*39.95+24.49|.2f}}. Confirm?"),
        U("confirm"),
        C("return_delivered_order_items", {"order_id": "#W6120394", "item_ids": ["1390572286"], "payment_method_id": "paypal_7710293"},
          order("#W6120394", "ben_adeyemi_5072", ADDR_2, [TENT, LANTERN, LANTERN, BOOK], "return requested",
                [("payment", 348.09, "paypal_7710293")], tracking="480192736615",
                return_items=["1390572286"], return_payment_method_id="paypal_7710293")),
        A("| Field | Value |\n|---|---|\n| Order | #W6120394 |\n| Status | return requested |\n| Returned | Camping Tent (1390572286) |\n| Refund | $243.70 → PayPal |\n| Net paid after refund | ${{348.09-243.70|.2f}} |"),
    ),
    run(20, SONNET4,
        U("Can I remove just the grinder from my pending order? Email priya.raman@example.com. Order #W7710382."),
        C("find_user_id_by_email", {"email": "priya.raman@example.com"}, "priya_raman_2047"),
        C("get_user_details", {"user_id": "priya_raman_2047"},
          user("priya_raman_2047", "Priya", "Raman", ADDR_3, "priya.raman@example.com",
               [pay("gift_card", "gift_card_3381902", balance=200.0),
                pay("credit_card", "credit_card_7720419", brand="visa", last_four="3014")], ["#W4471902", "#W9028173", "#W7710382"])),
        C("get_order_details", {"order_id": "#W7710382"},
          order("#W7710382", "priya_raman_2047", ADDR_3, [GRINDER, PILLOW, SHEETS], "pending",
                [("payment", total(GRINDER, PILLOW, SHEETS), "gift_card_3381902")])),
        A("I'm afraid a single item can't be removed from a pending order: I can only cancel the whole order, or change an item to another option of the same product. Your order #W7710382 contains:\n\n"
          "- Coffee Grinder (burr, 250g): $86.40\n- Memory Foam Pillow (queen, medium): $56.25\n- Bed Sheets (queen, sage, bamboo): $92.18\n\n"
          "for a total of $86.40 + $56.25 + $92.18 = ${{86.40+56.25+92.18|.2f}}, paid with your gift card.\n\n"
          "If you cancel the whole order, ${{86.40+56.25+92.18|.2f}} goes back to the gift card immediately, bringing it from $200.00 to ${{200+86.40+56.25+92.18|.2f}}. You could then place a new order for the pillow and the sheets (${{56.25+92.18|.2f}} at today's prices, if unchanged). Would you like to cancel?"),
        U("ok cancel it, no longer needed"),
        C("cancel_pending_order", {"order_id": "#W7710382", "reason": "no longer needed"},
          order("#W7710382", "priya_raman_2047", ADDR_3, [GRINDER, PILLOW, SHEETS], "cancelled",
                [("payment", 234.83, "gift_card_3381902"), ("refund", 234.83, "gift_card_3381902")], cancel_reason="no longer needed")),
        A("Order #W7710382 is cancelled. The refund of $234.83 is already on your gift card, whose balance is now $200.00 + $234.83 = ${{200+234.83|.2f}}."),
    ),
    run(21, O1,
        U("Swap the white sneakers in #W1928374 for the black 10.5. ava.kowalski@example.com"),
        C("find_user_id_by_email", {"email": "ava.kowalski@example.com"}, "ava_kowalski_2281"),
        C("get_order_details", {"order_id": "#W1928374"},
          order("#W1928374", "ava_kowalski_2281", ADDR_4, [HOODIE, SNEAKERS], "delivered",
                [("payment", 213.1, "credit_card_3390218")], tracking="550192837461")),
        C("get_product_details", {"product_id": "7461920385"},
          product("Sneakers", "7461920385", [
              variant("5512096834", 134.29, size="10", color="white", material="leather"),
              variant("1029384756", 129.88, size="10.5", color="white", material="leather"),
              variant("6647102938", 141.03, size="10.5", color="black", material="leather"),
              variant("3920184756", 134.29, size="10", color="black", material="leather")])),
        A("Sneakers 10.5 black (6647102938): $141.03 vs $134.29 → +${{141.03-134.29|.2f}} on credit_card_3390218. (10 black is $134.29, no difference.) Which?"),
        U("10 black then"),
        A("Exchange 5512096834 → 3920184756, difference ${{134.29-134.29|.2f}}. Confirm?"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W1928374", "item_ids": ["5512096834"], "new_item_ids": ["3920184756"], "payment_method_id": "credit_card_3390218"},
          order("#W1928374", "ava_kowalski_2281", ADDR_4, [HOODIE, SNEAKERS], "exchange requested",
                [("payment", 213.1, "credit_card_3390218")], tracking="550192837461",
                exchange_items=["5512096834"], exchange_new_items=["3920184756"], exchange_payment_method_id="credit_card_3390218",
                exchange_price_difference=0.0)),
        A("Requested. No charge. Label by email."),
    ),
    run(22, LLAMA4,
        U("do u sell drills? whats the price range. email david.cho@example.com"),
        C("find_user_id_by_email", {"email": "david.cho@example.com"}, "david_cho_9918"),
        C("list_all_product_types", {}, {"Air Fryer": "8107329634", "Blender": "4327815062", "Camping Tent": "6682094415",
                                          "Cordless Drill": "2918374650", "Drill Bit Set": "8102938475", "Hoodie": "2093817465"}),
        C("get_product_details", {"product_id": "2918374650"},
          product("Cordless Drill", "2918374650", [
              variant("5193028476", 139.5, voltage="20V", battery="2 batteries", color="yellow"),
              variant("7710293845", 119.99, voltage="18V", battery="1 battery", color="yellow"),
              variant("2039184756", 176.25, voltage="20V", battery="2 batteries", color="black", brushless="yes"),
              variant("6602918374", 98.4, available=False, voltage="12V", battery="1 battery", color="grey")])),
        A("yep we got the Cordless Drill, 4 versions. in stock ones go from $119.99 (18V 1 battery) to $176.25 (20V brushless black). theres a 12V one for $98.40 but its out of stock"),
        U("whats the diff between the 20v ones"),
        A("the yellow 20V w 2 batteries is $139.50 and the black brushless 20V w 2 batteries is $176.25, so brushless is ${{176.25-139.5|.2f}} more"),
    ),
]
