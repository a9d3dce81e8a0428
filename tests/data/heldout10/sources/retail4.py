"""retail4 runs: a tau-bench-retail-style agent (users by email or name and zip, orders `#W` + 7
digits, items with options and prices as Python prints floats, gift card, credit card and PayPal
payments; returns of part of an order paid by two methods, exchanges netted to zero or to a
refund, modifications of pending orders paid from or refunded to a gift card, a payment change a
gift card cannot cover, cancellations refunded at once to a gift card, spending per status, a
product's cheapest available variant, a `calculate` call), answered by Claude models that write
their arithmetic out (some as `$54.99 USD` or `54.99 dollars`) and by gpt-4o-style terse agents;
tool results and answers written here."""

from _heldout10_models import GPT4O, GPT4O_MINI, GPT41_NANO, HAIKU35, SONNET35_JUNE, SONNET37_R
from _heldout10_retail import POLICY, it, order, pay, product, user, variant
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"retail4-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def total(*items: dict) -> float:
    return round(sum(i["price"] for i in items), 2)


FRYER = it("Air Fryer", "3301928475", "5120948836", 89.99, capacity="5.8 qt", color="black", display="digital")
LAMP = it("Desk Lamp", "6629018347", "2284019375", 34.5, color="white", brightness="3 levels", power="USB")
BLANKET = it("Throw Blanket", "9182736450", "7740129386", 42.0, material="fleece", color="grey", size="50x60")
GRINDER = it("Coffee Grinder", "4471920385", "3958201746", 58.25, type="burr", capacity="12 cups", color="steel")
SHOES9 = it("Running Shoes", "8820194736", "1193847562", 104.0, size="9", color="blue", material="mesh")
SHOES10 = variant("6620918374", 104.0, size="10", color="blue", material="mesh")
CUTTING = it("Cutting Board", "2219384756", "8840192735", 23.99, material="bamboo", size="large")
SPATULA = it("Silicone Spatula Set", "5518203947", "4412098375", 15.49, pieces="4", color="red")
DUTCH = it("Dutch Oven", "7730192846", "9911028374", 61.0, capacity="5 qt", color="blue", material="enameled cast iron")
MONITOR = it("Monitor Stand", "1129384750", "6602918473", 129.0, material="walnut", drawers="2")
TENT = it("Camping Tent", "3390128475", "2201938475", 78.4, capacity="2 person", season="3-season", color="green")
HEATER = it("Space Heater", "6671029384", "5502918374", 145.2, power="1500W", type="ceramic", color="white")
SOCKS = it("Wool Socks", "4410293847", "8810293746", 31.99, size="M", pack="3", color="charcoal")
VACUUM = it("Handheld Vacuum", "9902183746", "1120394857", 50.0, color="black", battery="25 min")
PLANTER = it("Ceramic Planter", "2290183746", "3381029475", 62.5, size="10 inch", color="terracotta")
SPEAKER = it("Bluetooth Speaker", "5502938471", "7729384015", 79.49, color="red", battery="10 hours", water="IPX5")
MUG = it("Ceramic Mug", "8801927364", "6610293847", 12.75, capacity="12 oz", color="sage")
KETTLE = it("Tea Kettle", "3302918475", "4401928376", 38.6, material="stainless steel", capacity="2 qt")
BLOCKS = it("Yoga Blocks", "7719283746", "2210394857", 18.0, material="foam", color="purple", pack="2")
BANDS = it("Resistance Bands", "1102938475", "9920183745", 25.99, pieces="5", level="medium")
FRAME = it("Picture Frame", "4419283750", "5520193847", 44.95, size="11x14", color="black")
CANDLES = it("Taper Candles", "6610928374", "3320918475", 17.3, color="ivory", pack="12")
ROUTER = it("Wi-Fi Router", "8830192847", "7720193846", 149.0, band="tri-band", standard="Wi-Fi 6")
CABLE = it("Ethernet Cable", "2201938476", "1102938476", 36.4, length="50ft", category="Cat6")
SLEEVE = it("Laptop Sleeve", "5529103847", "8820193475", 29.0, size="13 inch", color="black")
MOUSE = it("Wireless Mouse", "9910283746", "4430192857", 24.99, color="white", dpi="1600")
BACKPACK = it("Hiking Backpack", "6602193847", "2230194857", 112.0, capacity="40L", color="orange")
PILLOW = it("Memory Foam Pillow", "3310293847", "6650192837", 46.8, firmness="medium", size="queen")
SHEETS = it("Bed Sheet Set", "7702918374", "9930192846", 88.0, size="queen", material="cotton", color="white")
BLENDER = it("Blender", "1193028475", "5530192847", 112.45, capacity="64 oz", color="black", speed="6")
TOASTER = it("Toaster", "4420193857", "7730194826", 42.75, slots="4", color="cream")
CAMERA = it("Action Camera", "8840192736", "3340192857", 249.99, resolution="4K", waterproof="yes")

ADDR = {
    1: ("1402 Juniper Way", "", "Tucson", "AZ", "85719"),
    2: ("77 Orchard Lane", "Apt 12", "Providence", "RI", "02906"),
    3: ("315 Pine Hollow Rd", "", "Asheville", "NC", "28801"),
    4: ("5820 Elmhurst Dr", "", "Plano", "TX", "75093"),
    5: ("91 Bayview Ct", "Unit B", "Tacoma", "WA", "98403"),
    6: ("2407 Sycamore St", "", "Omaha", "NE", "68131"),
    7: ("18 Larkspur Ave", "", "Portland", "ME", "04101"),
    8: ("640 Commonwealth Ave", "Apt 7", "Boston", "MA", "02215"),
    9: ("3312 Bluebonnet Ln", "", "Austin", "TX", "78704"),
    10: ("47 Cedar Crest", "", "Burlington", "VT", "05401"),
    11: ("1209 Delmar Blvd", "Apt 3", "St. Louis", "MO", "63103"),
    12: ("88 Harbor View Dr", "", "Charleston", "SC", "29401"),
    13: ("702 Aspen Ridge", "", "Fort Collins", "CO", "80521"),
    14: ("2150 Palm Ave", "Apt 20", "San Diego", "CA", "92104"),
    15: ("36 Maple Row", "", "Rochester", "NY", "14607"),
    16: ("4901 Cherry Ln", "", "Louisville", "KY", "40207"),
    17: ("119 Grove St", "Apt 4F", "Jersey City", "NJ", "07302"),
    18: ("960 Prairie Rd", "", "Wichita", "KS", "67208"),
    19: ("27 Foxglove Dr", "", "Albany", "NY", "12203"),
    20: ("3505 Coral Way", "", "Miami", "FL", "33145"),
}
NEW_ADDR = ("15 Winthrop Rd", "Apt 2", "Brookline", "MA", "02446")

RUNS = [
    run(1, SONNET37_R,
        U("Hello, I want to return a couple of things from my last order. My email is ines.carvalho@example.com"),
        C("find_user_id_by_email", {"email": "ines.carvalho@example.com"}, "ines_carvalho_2208"),
        C("get_user_details", {"user_id": "ines_carvalho_2208"},
          user("ines_carvalho_2208", "Ines", "Carvalho", ADDR[1], "ines.carvalho@example.com",
               [pay("credit_card", "credit_card_4410291", brand="mastercard", last_four="5530"),
                pay("gift_card", "gift_card_8820193", balance=0.0)], ["#W4410832"])),
        C("get_order_details", {"order_id": "#W4410832"},
          order("#W4410832", "ines_carvalho_2208", ADDR[1], [FRYER, LAMP, BLANKET, GRINDER], "delivered",
                [("payment", 60.0, "gift_card_8820193"), ("payment", round(total(FRYER, LAMP, BLANKET, GRINDER) - 60.0, 2), "credit_card_4410291")],
                tracking="771029384756")),
        A("I found order #W4410832 (delivered) with four items:\n\n| Item | Options | Price |\n|---|---|---|\n| Air Fryer | 5.8 qt, black, digital | $89.99 |\n"
          "| Desk Lamp | white, 3 levels, USB | $34.50 |\n| Throw Blanket | fleece, grey, 50x60 | $42.00 |\n| Coffee Grinder | burr, 12 cups, steel | $58.25 |\n\n"
          "It was paid $60.00 from your gift card and $164.74 from your Mastercard ending in 5530. Which items would you like to return?"),
        U("the lamp and the blanket, refund to the mastercard"),
        A("Let me calculate the refund:\n\n- Desk Lamp: $34.50\n- Throw Blanket: $42.00\n- **Refund: $34.50 + $42.00 = ${{34.50+42.00|.2f}}** to Mastercard ending in 5530\n\n"
          "You'd keep the Air Fryer and the Coffee Grinder ($89.99 + $58.25 = ${{89.99+58.25|.2f}}). Shall I submit this return? (yes/no)"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W4410832", "item_ids": ["2284019375", "7740129386"], "payment_method_id": "credit_card_4410291"},
          order("#W4410832", "ines_carvalho_2208", ADDR[1], [FRYER, LAMP, BLANKET, GRINDER], "return requested",
                [("payment", 60.0, "gift_card_8820193"), ("payment", round(total(FRYER, LAMP, BLANKET, GRINDER) - 60.0, 2), "credit_card_4410291")],
                tracking="771029384756", return_items=["2284019375", "7740129386"], return_payment_method_id="credit_card_4410291")),
        A("Your return is requested. Once the Desk Lamp and the Throw Blanket are received, ${{34.50+42.00|.2f}} will go back to your Mastercard ending in 5530. "
          "You'll receive an email with the return instructions."),
        U("how long until I see the money?"),
        A("The refund is issued once the items are received back. For a credit card it usually takes 5 to 7 business days after that to show on your statement."),
        anthropic=True),
    run(2, GPT4O,
        U("need a bigger size of my running shoes. tobias.wren@example.com"),
        C("find_user_id_by_email", {"email": "tobias.wren@example.com"}, "tobias_wren_5571"),
        C("get_user_details", {"user_id": "tobias_wren_5571"},
          user("tobias_wren_5571", "Tobias", "Wren", ADDR[2], "tobias.wren@example.com",
               [pay("credit_card", "credit_card_9920183", brand="visa", last_four="1147")], ["#W9183746", "#W2290184"])),
        C("get_order_details", {"order_id": "#W9183746"},
          order("#W9183746", "tobias_wren_5571", ADDR[2], [SHOES9], "delivered", [("payment", 104.0, "credit_card_9920183")], tracking="553019284710")),
        C("get_product_details", {"product_id": "8820194736"},
          product("Running Shoes", "8820194736", [
              variant("1193847562", 104.0, size="9", color="blue", material="mesh"), SHOES10,
              variant("3310928475", 109.5, available=False, size="10", color="black", material="knit")])),
        A("Order **#W9183746**: Running Shoes, size 9, blue mesh ($104.00).\n\nAvailable: **size 10, blue mesh** (6620918374), same price → difference **${{104.0-104.0|.2f}}**. "
          "(Size 10 black knit is unavailable.)\n\nExchange 1193847562 → 6620918374, Visa ending 1147 on file. Confirm?"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W9183746", "item_ids": ["1193847562"], "new_item_ids": ["6620918374"], "payment_method_id": "credit_card_9920183"},
          order("#W9183746", "tobias_wren_5571", ADDR[2], [SHOES9], "exchange requested", [("payment", 104.0, "credit_card_9920183")], tracking="553019284710",
                exchange_items=["1193847562"], exchange_new_items=["6620918374"], exchange_payment_method_id="credit_card_9920183", exchange_price_difference=0.0)),
        A("Done: exchange requested for #W9183746. Nothing to pay. Return instructions by email."),
        U("when did they get delivered btw"),
        A("The order shows **delivered** but no delivery date. Tracking: 553019284710."),
        U("and my other order?"),
        C("get_order_details", {"order_id": "#W2290184"},
          order("#W2290184", "tobias_wren_5571", ADDR[2], [SOCKS, MUG], "processed", [("payment", total(SOCKS, MUG), "credit_card_9920183")], tracking="553019284733")),
        A("**#W2290184**: processed, tracking 553019284733.\n- Wool Socks (M, 3-pack): $31.99\n- Ceramic Mug (12 oz, sage): $12.75\n\nTotal **${{31.99+12.75|.2f}}**, Visa ending 1147."),
    ),
    run(3, HAIKU35,
        U("Hi, I ordered kitchen stuff by mistake and want to cancel. I'm Greta Lindholm, zip 28801."),
        C("find_user_id_by_name_zip", {"first_name": "Greta", "last_name": "Lindholm", "zip": "28801"}, "greta_lindholm_7302"),
        C("get_user_details", {"user_id": "greta_lindholm_7302"},
          user("greta_lindholm_7302", "Greta", "Lindholm", ADDR[3], "greta.l@example.com",
               [pay("paypal", "paypal_3302918")], ["#W7730291"])),
        C("get_order_details", {"order_id": "#W7730291"},
          order("#W7730291", "greta_lindholm_7302", ADDR[3], [CUTTING, SPATULA, DUTCH], "pending", [("payment", total(CUTTING, SPATULA, DUTCH), "paypal_3302918")])),
        A("I found your pending order #W7730291 with:\n\n- Cutting Board (bamboo, large): $23.99\n- Silicone Spatula Set (4 pieces, red): $15.49\n- Dutch Oven (5 qt, blue): $61.00\n\n"
          "Total: $23.99 + $15.49 + $61.00 = **${{23.99+15.49+61.00|.2f}} USD**, paid with PayPal.\n\n"
          "To confirm: cancel the whole order #W7730291 with the reason \"ordered by mistake\"? The ${{23.99+15.49+61.00|.2f}} would go back to your PayPal in 5 to 7 business days."),
        U("yes cancel it"),
        C("cancel_pending_order", {"order_id": "#W7730291", "reason": "ordered by mistake"},
          order("#W7730291", "greta_lindholm_7302", ADDR[3], [CUTTING, SPATULA, DUTCH], "cancelled",
                [("payment", total(CUTTING, SPATULA, DUTCH), "paypal_3302918"), ("refund", total(CUTTING, SPATULA, DUTCH), "paypal_3302918")], cancel_reason="ordered by mistake")),
        A("Your order #W7730291 is cancelled. A refund of **${{23.99+15.49+61.00|.2f}} USD** to your PayPal account is on its way (5 to 7 business days)."),
        U("could I have kept just the dutch oven?"),
        A("Only a whole pending order can be cancelled, but you could have changed it instead. Since it's already cancelled, you'd need to place a new order for the Dutch Oven ($61.00) yourself. "
          "Without the Dutch Oven, the two other items were ${{23.99+15.49|.2f}}."),
        anthropic=True),
    run(4, GPT4O_MINI,
        U("can I change the monitor stand in my pending order to the cheaper one? hana.mori@example.com"),
        C("find_user_id_by_email", {"email": "hana.mori@example.com"}, "hana_mori_9031"),
        C("get_user_details", {"user_id": "hana_mori_9031"},
          user("hana_mori_9031", "Hana", "Mori", ADDR[4], "hana.mori@example.com",
               [pay("credit_card", "credit_card_6610293", brand="amex", last_four="3007"),
                pay("gift_card", "gift_card_5520193", balance=20.0)], ["#W6610384"])),
        C("get_order_details", {"order_id": "#W6610384"},
          order("#W6610384", "hana_mori_9031", ADDR[4], [MONITOR], "pending", [("payment", 129.0, "credit_card_6610293")])),
        C("get_product_details", {"product_id": "1129384750"},
          product("Monitor Stand", "1129384750", [
              variant("6602918473", 129.0, material="walnut", drawers="2"),
              variant("3301928476", 112.45, material="bamboo", drawers="2"),
              variant("9910293845", 98.0, available=False, material="steel", drawers="0")])),
        A("Current: Monitor Stand, walnut, 2 drawers — $129.00.\nCheaper available: **bamboo, 2 drawers** — $112.45 (steel is out of stock).\n\n"
          "Difference: $129.00 − $112.45 = **${{129-112.45|.2f}}** refunded. Refund to gift card (balance $20.00) or Amex ending 3007?"),
        U("gift card"),
        C("modify_pending_order_items", {"order_id": "#W6610384", "item_ids": ["6602918473"], "new_item_ids": ["3301928476"], "payment_method_id": "gift_card_5520193"},
          order("#W6610384", "hana_mori_9031", ADDR[4], [it("Monitor Stand", "1129384750", "3301928476", 112.45, material="bamboo", drawers="2")],
                "pending (item modified)", [("payment", 129.0, "credit_card_6610293"), ("refund", 16.55, "gift_card_5520193")])),
        A("Done ✅ Order #W6610384 now has the bamboo Monitor Stand ($112.45). ${{129-112.45|.2f}} refunded to your gift card → new balance **$[[35.65]]**.",
          why="20.00 + 16.55 is 36.55; the model wrote a balance no tool gave"),
        U("thx. when does it ship"),
        A("The order is still **pending**, so there's no tracking number yet. You'll get an email when it ships."),
    ),
    run(5, SONNET35_JUNE,
        U("How much have I actually spent with you this year? Marcus Oyelaran, 98403."),
        C("find_user_id_by_name_zip", {"first_name": "Marcus", "last_name": "Oyelaran", "zip": "98403"}, "marcus_oyelaran_1184"),
        C("get_user_details", {"user_id": "marcus_oyelaran_1184"},
          user("marcus_oyelaran_1184", "Marcus", "Oyelaran", ADDR[5], "m.oyelaran@example.com",
               [pay("credit_card", "credit_card_7710293", brand="visa", last_four="6618"), pay("paypal", "paypal_8810293")],
               ["#W1102938", "#W2203948", "#W3304958", "#W4405968", "#W5506978"])),
        C("get_order_details", {"order_id": "#W1102938"},
          order("#W1102938", "marcus_oyelaran_1184", ADDR[5], [TENT], "delivered", [("payment", 78.4, "credit_card_7710293")], tracking="661029384710")),
        C("get_order_details", {"order_id": "#W2203948"},
          order("#W2203948", "marcus_oyelaran_1184", ADDR[5], [HEATER], "delivered", [("payment", 145.2, "paypal_8810293")], tracking="661029384722")),
        C("get_order_details", {"order_id": "#W3304958"},
          order("#W3304958", "marcus_oyelaran_1184", ADDR[5], [SOCKS], "delivered", [("payment", 31.99, "credit_card_7710293")], tracking="661029384734")),
        C("get_order_details", {"order_id": "#W4405968"},
          order("#W4405968", "marcus_oyelaran_1184", ADDR[5], [VACUUM], "cancelled",
                [("payment", 50.0, "credit_card_7710293"), ("refund", 50.0, "credit_card_7710293")], cancel_reason="no longer needed")),
        C("get_order_details", {"order_id": "#W5506978"},
          order("#W5506978", "marcus_oyelaran_1184", ADDR[5], [PLANTER], "pending", [("payment", 62.5, "paypal_8810293")])),
        A("I've looked at your five orders. Here's the breakdown:\n\n**Delivered**\n- #W1102938 Camping Tent: $78.40 (Visa)\n- #W2203948 Space Heater: $145.20 (PayPal)\n"
          "- #W3304958 Wool Socks: $31.99 (Visa)\n- Subtotal: $78.40 + $145.20 + $31.99 = **${{78.40+145.20+31.99|.2f}}**\n\n"
          "**Pending**\n- #W5506978 Ceramic Planter: $62.50 (PayPal), already charged\n\n**Cancelled**\n- #W4405968 Handheld Vacuum: $50.00, refunded in full, so it doesn't count\n\n"
          "In total you've spent ${{78.40+145.20+31.99|.2f}} + $62.50 = **${{78.40+145.20+31.99+62.50|.2f}}**."),
        U("how much of that was on paypal vs the visa?"),
        A("Splitting the ${{78.40+145.20+31.99+62.50|.2f}} by payment method:\n\n- **PayPal**: $145.20 + $62.50 = **${{145.20+62.50|.2f}}**\n"
          "- **Visa ending in 6618**: $78.40 + $31.99 = **${{78.40+31.99|.2f}}** (the $50.00 for the vacuum was refunded)\n\n"
          "Check: ${{145.20+62.50|.2f}} + ${{78.40+31.99|.2f}} = ${{145.20+62.50+78.40+31.99|.2f}}."),
        anthropic=True),
    run(6, GPT41_NANO,
        U("what's the cheapest bluetooth speaker I can swap mine for? user email lucia.ferraro@example.com"),
        C("find_user_id_by_email", {"email": "lucia.ferraro@example.com"}, "lucia_ferraro_4462"),
        C("get_user_details", {"user_id": "lucia_ferraro_4462"},
          user("lucia_ferraro_4462", "Lucia", "Ferraro", ADDR[6], "lucia.ferraro@example.com",
               [pay("credit_card", "credit_card_2230194", brand="visa", last_four="9052")], ["#W8830291"])),
        C("get_order_details", {"order_id": "#W8830291"},
          order("#W8830291", "lucia_ferraro_4462", ADDR[6], [SPEAKER], "delivered", [("payment", 79.49, "credit_card_2230194")], tracking="220193847561")),
        C("get_product_details", {"product_id": "5502938471"},
          product("Bluetooth Speaker", "5502938471", [
              variant("7729384015", 79.49, color="red", battery="10 hours", water="IPX5"),
              variant("1120938475", 64.0, available=False, color="black", battery="8 hours", water="no"),
              variant("5530291847", 71.25, color="blue", battery="10 hours", water="IPX4"),
              variant("8840291736", 99.0, color="black", battery="20 hours", water="IPX7")])),
        A("Your speaker: red, 10h, IPX5 — $79.49.\nCheapest available: blue, 10h, IPX4 — $71.25 (item 5530291847). The $64.00 black one is out of stock.\n"
          "Exchange → refund ${{79.49-71.25|.2f}} to Visa 9052."),
        U("do it"),
        C("exchange_delivered_order_items", {"order_id": "#W8830291", "item_ids": ["7729384015"], "new_item_ids": ["5530291847"], "payment_method_id": "credit_card_2230194"},
          order("#W8830291", "lucia_ferraro_4462", ADDR[6], [SPEAKER], "exchange requested", [("payment", 79.49, "credit_card_2230194")], tracking="220193847561",
                exchange_items=["7729384015"], exchange_new_items=["5530291847"], exchange_payment_method_id="credit_card_2230194", exchange_price_difference=-8.24)),
        A("Exchange requested. ${{79.49-71.25|.2f}} back to Visa 9052 after we receive the red one."),
        U("and the most expensive one costs how much more than mine?"),
        A("Black 20h IPX7: $99.00, ${{99-79.49|.2f}} more than yours."),
    ),
    run(7, SONNET37_R,
        U("I got two of the same mug and a kettle I don't need. Can I return one mug and the kettle? wei.zhang@example.com"),
        C("find_user_id_by_email", {"email": "wei.zhang@example.com"}, "wei_zhang_3019"),
        C("get_user_details", {"user_id": "wei_zhang_3019"},
          user("wei_zhang_3019", "Wei", "Zhang", ADDR[7], "wei.zhang@example.com",
               [pay("credit_card", "credit_card_5510293", brand="visa", last_four="2284"), pay("gift_card", "gift_card_6620194", balance=8.2)], ["#W3019283"])),
        C("get_order_details", {"order_id": "#W3019283"},
          order("#W3019283", "wei_zhang_3019", ADDR[7], [MUG, MUG, KETTLE], "delivered", [("payment", total(MUG, MUG, KETTLE), "credit_card_5510293")], tracking="990128374651")),
        A("Your order #W3019283 (delivered) has two Ceramic Mugs (12 oz, sage) at $12.75 each and a Tea Kettle (stainless steel, 2 qt) at $38.60, "
          "$12.75 + $12.75 + $38.60 = ${{12.75*2+38.60|.2f}} in total.\n\nReturning one mug and the kettle:\n\n"
          "Let me calculate:\n$12.75 + $38.60 = **${{12.75+38.60|.2f}}**\n\n"
          "This can go back to your Visa ending in 2284 or to your gift card (balance $8.20). Which would you prefer?"),
        U("gift card"),
        C("return_delivered_order_items", {"order_id": "#W3019283", "item_ids": ["6610293847", "4401928376"], "payment_method_id": "gift_card_6620194"},
          order("#W3019283", "wei_zhang_3019", ADDR[7], [MUG, MUG, KETTLE], "return requested", [("payment", total(MUG, MUG, KETTLE), "credit_card_5510293")], tracking="990128374651",
                return_items=["6610293847", "4401928376"], return_payment_method_id="gift_card_6620194")),
        A("Done! The return of one Ceramic Mug and the Tea Kettle is requested. When they arrive, ${{12.75+38.60|.2f}} goes to your gift card:\n\n"
          "$8.20 + ${{12.75+38.60|.2f}} = **${{8.20+12.75+38.60|.2f}}** balance."),
        U("so I'm keeping one mug, which cost me what in the end?"),
        A("You keep one Ceramic Mug at **$12.75**. You paid ${{12.75*2+38.60|.2f}} on your Visa, and ${{12.75+38.60|.2f}} comes back to the gift card: "
          "${{12.75*2+38.60|.2f}} − ${{12.75+38.60|.2f}} = ${{12.75*2+38.60-(12.75+38.60)|.2f}}."),
        anthropic=True),
    run(8, GPT4O,
        U("I moved. update my address on my pending order and my profile: 15 Winthrop Rd Apt 2, Brookline MA 02446. I'm Daniel Kaplan, zip 02215"),
        C("find_user_id_by_name_zip", {"first_name": "Daniel", "last_name": "Kaplan", "zip": "02215"}, "daniel_kaplan_6620"),
        C("get_user_details", {"user_id": "daniel_kaplan_6620"},
          user("daniel_kaplan_6620", "Daniel", "Kaplan", ADDR[8], "dkaplan@example.com",
               [pay("paypal", "paypal_1102934")], ["#W6620193"])),
        C("get_order_details", {"order_id": "#W6620193"},
          order("#W6620193", "daniel_kaplan_6620", ADDR[8], [PILLOW, SHEETS], "pending", [("payment", total(PILLOW, SHEETS), "paypal_1102934")])),
        A("Found it. Pending order **#W6620193** (Memory Foam Pillow, Bed Sheet Set) ships to 640 Commonwealth Ave Apt 7, Boston MA 02215.\n\n"
          "I'll change both the order and your profile to:\n**15 Winthrop Rd, Apt 2, Brookline, MA [[02464]], USA**\n\nConfirm?",
          why="the user gave the zip 02446; the model transposed two digits"),
        U("wait the zip is 02446"),
        A("Corrected: **15 Winthrop Rd, Apt 2, Brookline, MA 02446, USA** for order #W6620193 and your profile. Confirm?"),
        U("yes"),
        C("modify_pending_order_address", {"order_id": "#W6620193", "address1": "15 Winthrop Rd", "address2": "Apt 2", "city": "Brookline", "state": "MA", "country": "USA", "zip": "02446"},
          order("#W6620193", "daniel_kaplan_6620", NEW_ADDR, [PILLOW, SHEETS], "pending", [("payment", total(PILLOW, SHEETS), "paypal_1102934")])),
        C("modify_user_address", {"user_id": "daniel_kaplan_6620", "address1": "15 Winthrop Rd", "address2": "Apt 2", "city": "Brookline", "state": "MA", "country": "USA", "zip": "02446"},
          user("daniel_kaplan_6620", "Daniel", "Kaplan", NEW_ADDR, "dkaplan@example.com", [pay("paypal", "paypal_1102934")], ["#W6620193"])),
        A("Both updated ✅ Order #W6620193 (${{46.80+88.00|.2f}}, PayPal) will ship to Brookline, MA 02446."),
    ),
    run(9, HAIKU35,
        U("Can I pay for my pending order with my gift card instead of the card? Email: amelia.rossi@example.com"),
        C("find_user_id_by_email", {"email": "amelia.rossi@example.com"}, "amelia_rossi_8841"),
        C("get_user_details", {"user_id": "amelia_rossi_8841"},
          user("amelia_rossi_8841", "Amelia", "Rossi", ADDR[9], "amelia.rossi@example.com",
               [pay("credit_card", "credit_card_3302194", brand="mastercard", last_four="7719"), pay("gift_card", "gift_card_4401928", balance=45.0)], ["#W8841029"])),
        C("get_order_details", {"order_id": "#W8841029"},
          order("#W8841029", "amelia_rossi_8841", ADDR[9], [BLOCKS, SOCKS], "pending", [("payment", total(BLOCKS, SOCKS), "credit_card_3302194")])),
        A("Your pending order #W8841029 (Yoga Blocks $18.00 + Wool Socks $31.99) totals **$49.99**, charged to your Mastercard ending in 7719.\n\n"
          "Your gift card has a balance of $45.00, which is ${{49.99-45.00|.2f}} short of the order total, so I'm not able to move the payment to the gift card. "
          "A payment change must cover the whole order with one method."),
        U("what if I take the socks out?"),
        A("I can't remove an item from a pending order; I can only cancel the whole order or change an item to another option of the same product. "
          "If you cancelled and reordered only the Yoga Blocks ($18.00), your gift card would cover it and keep ${{45-18|.2f}}."),
        anthropic=True),
    run(10, GPT4O_MINI,
        U("swap my yoga blocks for the blue ones and the resistance bands for the light set. kofi.asante@example.com"),
        C("find_user_id_by_email", {"email": "kofi.asante@example.com"}, "kofi_asante_2290"),
        C("get_user_details", {"user_id": "kofi_asante_2290"},
          user("kofi_asante_2290", "Kofi", "Asante", ADDR[10], "kofi.asante@example.com",
               [pay("credit_card", "credit_card_8830192", brand="visa", last_four="4450")], ["#W2290381"])),
        C("get_order_details", {"order_id": "#W2290381"},
          order("#W2290381", "kofi_asante_2290", ADDR[10], [BLOCKS, BANDS], "delivered", [("payment", total(BLOCKS, BANDS), "credit_card_8830192")], tracking="330192847562")),
        C("get_product_details", {"product_id": "7719283746"},
          product("Yoga Blocks", "7719283746", [variant("2210394857", 18.0, material="foam", color="purple", pack="2"),
                                                variant("6630192847", 21.5, material="cork", color="blue", pack="2")])),
        C("get_product_details", {"product_id": "1102938475"},
          product("Resistance Bands", "1102938475", [variant("9920183745", 25.99, pieces="5", level="medium"),
                                                     variant("4410293856", 22.49, pieces="5", level="light")])),
        A("Here's the exchange for **#W2290381**:\n\n| Item | Now | New | Difference |\n|---|---|---|---|\n| Yoga Blocks | purple foam $18.00 | blue cork $21.50 | +${{21.50-18.00|.2f}} |\n"
          "| Resistance Bands | medium $25.99 | light $22.49 | −${{25.99-22.49|.2f}} |\n\n**Net: ${{21.50-18.00-(25.99-22.49)|.2f}}** (the two cancel out). Confirm?"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W2290381", "item_ids": ["2210394857", "9920183745"], "new_item_ids": ["6630192847", "4410293856"], "payment_method_id": "credit_card_8830192"},
          order("#W2290381", "kofi_asante_2290", ADDR[10], [BLOCKS, BANDS], "exchange requested", [("payment", total(BLOCKS, BANDS), "credit_card_8830192")], tracking="330192847562",
                exchange_items=["2210394857", "9920183745"], exchange_new_items=["6630192847", "4410293856"], exchange_payment_method_id="credit_card_8830192", exchange_price_difference=0.0)),
        A("Exchange requested ✅ No charge or refund. You'll get return instructions by email."),
        U("what did the order cost originally"),
        A("**${{18.00+25.99|.2f}}** ($18.00 + $25.99), Visa ending 4450."),
    ),
    run(11, SONNET35_JUNE,
        U("I'd like to return two picture frames and the candles from my order. I'm Nadia Petrova, zip 63103."),
        C("find_user_id_by_name_zip", {"first_name": "Nadia", "last_name": "Petrova", "zip": "63103"}, "nadia_petrova_5530"),
        C("get_user_details", {"user_id": "nadia_petrova_5530"},
          user("nadia_petrova_5530", "Nadia", "Petrova", ADDR[11], "npetrova@example.com",
               [pay("paypal", "paypal_5530192")], ["#W5530291"])),
        C("get_order_details", {"order_id": "#W5530291"},
          order("#W5530291", "nadia_petrova_5530", ADDR[11], [FRAME, FRAME, FRAME, CANDLES], "delivered", [("payment", total(FRAME, FRAME, FRAME, CANDLES), "paypal_5530192")], tracking="440192837465")),
        C("calculate", {"expression": "44.95 + 44.95 + 17.3"}, "107.2"),
        A("Your order #W5530291 has three Picture Frames (11x14, black) at $44.95 each and a 12-pack of Taper Candles at $17.30.\n\n"
          "Returning two frames and the candles: $44.95 + $44.95 + $17.30 = **${{44.95+44.95+17.30|.2f}}**, refunded to your PayPal account (the original payment method).\n\n"
          "Would you like me to go ahead?"),
        U("yes please"),
        C("return_delivered_order_items", {"order_id": "#W5530291", "item_ids": ["5520193847", "5520193847", "3320918475"], "payment_method_id": "paypal_5530192"},
          order("#W5530291", "nadia_petrova_5530", ADDR[11], [FRAME, FRAME, FRAME, CANDLES], "return requested", [("payment", total(FRAME, FRAME, FRAME, CANDLES), "paypal_5530192")],
                tracking="440192837465", return_items=["5520193847", "5520193847", "3320918475"], return_payment_method_id="paypal_5530192")),
        A("The return is requested. $107.20 will be refunded to your PayPal once the two frames and the candles arrive. You'll keep one Picture Frame ($44.95)."),
        U("what was the whole order?"),
        A("The whole order was 3 × $44.95 + $17.30 = ${{3*44.95+17.30|.2f}}. After the refund of $107.20 you'll have paid ${{3*44.95+17.30-107.20|.2f}}, the price of the frame you keep."),
        anthropic=True),
    run(12, GPT41_NANO,
        U("where is my order? rohan.mehta@example.com"),
        C("find_user_id_by_email", {"email": "rohan.mehta@example.com"}, "rohan_mehta_7731"),
        C("get_user_details", {"user_id": "rohan_mehta_7731"},
          user("rohan_mehta_7731", "Rohan", "Mehta", ADDR[12], "rohan.mehta@example.com",
               [pay("credit_card", "credit_card_1120394", brand="visa", last_four="8391")], ["#W7731029"])),
        C("get_order_details", {"order_id": "#W7731029"},
          order("#W7731029", "rohan_mehta_7731", ADDR[12], [CAMERA], "processed", [("payment", 249.99, "credit_card_1120394")], tracking="882019374655")),
        A("Order #W7731029 (Action Camera, 4K) is processed and on its way. Tracking number: [[882019374565]].",
          why="the tracking id is 882019374655; the model swapped two digits"),
        U("can I still cancel it"),
        A("No. Only pending orders can be cancelled. Once delivered you can return it for a refund of $249.99 to your Visa ending 8391."),
        U("ok whatever"),
        A("Got it. Tracking 882019374655 will show the delivery status."),
    ),
    run(13, SONNET37_R,
        U("I want to upgrade the blender in my pending order to the bigger one. How should I pay? My email's olga.ivanova@example.com"),
        C("find_user_id_by_email", {"email": "olga.ivanova@example.com"}, "olga_ivanova_3381"),
        C("get_user_details", {"user_id": "olga_ivanova_3381"},
          user("olga_ivanova_3381", "Olga", "Ivanova", ADDR[13], "olga.ivanova@example.com",
               [pay("gift_card", "gift_card_3381029", balance=15.5), pay("gift_card", "gift_card_3381030", balance=100.0),
                pay("credit_card", "credit_card_3381031", brand="discover", last_four="6120")], ["#W3381902"])),
        C("get_order_details", {"order_id": "#W3381902"},
          order("#W3381902", "olga_ivanova_3381", ADDR[13], [BLENDER, TOASTER], "pending", [("payment", total(BLENDER, TOASTER), "credit_card_3381031")])),
        C("get_product_details", {"product_id": "1193028475"},
          product("Blender", "1193028475", [variant("5530192847", 112.45, capacity="64 oz", color="black", speed="6"),
                                            variant("7720193857", 155.2, capacity="72 oz", color="black", speed="10")])),
        A("Here's the upgrade for order #W3381902:\n\n| | Item | Price |\n|---|---|---|\n| Current | Blender 64 oz, 6 speeds | $112.45 |\n| New | Blender 72 oz, 10 speeds | $155.20 |\n\n"
          "Let me calculate:\n$155.20 − $112.45 = **${{155.20-112.45|.2f}}** to pay\n\n"
          "Your payment options:\n- Gift card ending 1029: $15.50 (not enough)\n- Gift card ending 1030: $100.00 → ${{100-42.75|.2f}} left after\n- Discover ending 6120\n\nWhich would you like?"),
        U("the 100 dollar gift card"),
        C("modify_pending_order_items", {"order_id": "#W3381902", "item_ids": ["5530192847"], "new_item_ids": ["7720193857"], "payment_method_id": "gift_card_3381030"},
          order("#W3381902", "olga_ivanova_3381", ADDR[13], [it("Blender", "1193028475", "7720193857", 155.2, capacity="72 oz", color="black", speed="10"), TOASTER],
                "pending (item modified)", [("payment", total(BLENDER, TOASTER), "credit_card_3381031"), ("payment", 42.75, "gift_card_3381030")])),
        A("Done! The blender in #W3381902 is now the 72 oz, 10-speed model. ${{155.20-112.45|.2f}} was charged to your gift card, leaving **${{100-42.75|.2f}}** on it.\n\n"
          "Your order total is now $155.20 for the blender + $42.75 for the toaster = **${{155.20+42.75|.2f}}**."),
        U("and both gift cards together now?"),
        A("$15.50 + ${{100-42.75|.2f}} = **${{15.50+100-42.75|.2f}}** across your two gift cards."),
        anthropic=True),
    run(14, GPT4O,
        U("cancel the backpack order, I don't need it anymore. sven.olsen@example.com"),
        C("find_user_id_by_email", {"email": "sven.olsen@example.com"}, "sven_olsen_4490"),
        C("get_user_details", {"user_id": "sven_olsen_4490"},
          user("sven_olsen_4490", "Sven", "Olsen", ADDR[14], "sven.olsen@example.com",
               [pay("gift_card", "gift_card_4490192", balance=10.0), pay("credit_card", "credit_card_4490193", brand="visa", last_four="3318")], ["#W4490281", "#W4490282"])),
        C("get_order_details", {"order_id": "#W4490281"},
          order("#W4490281", "sven_olsen_4490", ADDR[14], [BACKPACK], "pending", [("payment", 112.0, "gift_card_4490192")])),
        C("get_order_details", {"order_id": "#W4490282"},
          order("#W4490282", "sven_olsen_4490", ADDR[14], [TOASTER], "pending", [("payment", 42.75, "credit_card_4490193")])),
        A("**#W4490281** — Hiking Backpack (40L, orange), $112.00, paid by gift card. Cancel with reason \"no longer needed\"? Refund goes back to the gift card immediately."),
        U("yes"),
        C("cancel_pending_order", {"order_id": "#W4490281", "reason": "no longer needed"},
          order("#W4490281", "sven_olsen_4490", ADDR[14], [BACKPACK], "cancelled",
                [("payment", 112.0, "gift_card_4490192"), ("refund", 112.0, "gift_card_4490192")], cancel_reason="no longer needed")),
        A("Cancelled. $112.00 refunded to your gift card → balance **${{10+112|.2f}}**."),
        U("can I pay the toaster order with that now"),
        A("Yes, it would cover it: $42.75 from ${{10+112|.2f}} leaves **${{10+112-42.75|.2f}}**. Switch #W4490282 from Visa ending 3318 to the gift card?"),
    ),
    run(15, HAIKU35,
        U("I need to return my router, it keeps dropping. Is there a fee? Email kai.nakamura@example.com"),
        C("find_user_id_by_email", {"email": "kai.nakamura@example.com"}, "kai_nakamura_9902"),
        C("get_user_details", {"user_id": "kai_nakamura_9902"},
          user("kai_nakamura_9902", "Kai", "Nakamura", ADDR[15], "kai.nakamura@example.com",
               [pay("credit_card", "credit_card_9902183", brand="amex", last_four="1004")], ["#W9902184"])),
        C("get_order_details", {"order_id": "#W9902184"},
          order("#W9902184", "kai_nakamura_9902", ADDR[15], [ROUTER, CABLE], "delivered", [("payment", total(ROUTER, CABLE), "credit_card_9902183")], tracking="110293847566")),
        A("I found your delivered order #W9902184 with the Wi-Fi Router (tri-band, Wi-Fi 6) at $149.00 and an Ethernet Cable at $36.40.\n\n"
          "Returning the router: there's a $[[12.50]] restocking fee for electronics, so you'd get $149.00 − $12.50 = $[[136.50]] back on your Amex ending in 1004. Would you like to proceed?",
          why="the policy has no restocking fee; the model invented the fee (and the refund after it)"),
        U("a restocking fee?? where does it say that"),
        A("I apologize, that was my mistake. There is no restocking fee in our policy. Returning the router refunds the full **$149.00** to your Amex ending in 1004. Shall I go ahead?"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W9902184", "item_ids": ["7720193846"], "payment_method_id": "credit_card_9902183"},
          order("#W9902184", "kai_nakamura_9902", ADDR[15], [ROUTER, CABLE], "return requested", [("payment", total(ROUTER, CABLE), "credit_card_9902183")], tracking="110293847566",
                return_items=["7720193846"], return_payment_method_id="credit_card_9902183")),
        A("Your return for the Wi-Fi Router is requested. **$149.00** will go back to your Amex ending in 1004 once it's received. You keep the Ethernet Cable ($36.40)."),
        anthropic=True),
    run(16, GPT4O_MINI,
        U("how many orders do I have open and what do they add up to? Priscilla Obi, 40207"),
        C("find_user_id_by_name_zip", {"first_name": "Priscilla", "last_name": "Obi", "zip": "40207"}, "Error: user not found"),
        A("I couldn't find a user with that name and zip. Could you give me the email on your account?"),
        U("pobi@example.com"),
        C("find_user_id_by_email", {"email": "pobi@example.com"}, "priscilla_obi_1620"),
        C("get_user_details", {"user_id": "priscilla_obi_1620"},
          user("priscilla_obi_1620", "Priscilla", "Obi", ADDR[16], "pobi@example.com",
               [pay("paypal", "paypal_1620193")], ["#W1620381", "#W1620382", "#W1620383"])),
        C("get_order_details", {"order_id": "#W1620381"},
          order("#W1620381", "priscilla_obi_1620", ADDR[16], [PILLOW, PILLOW], "pending", [("payment", 93.6, "paypal_1620193")])),
        C("get_order_details", {"order_id": "#W1620382"},
          order("#W1620382", "priscilla_obi_1620", ADDR[16], [MOUSE], "processed", [("payment", 24.99, "paypal_1620193")], tracking="771920384655")),
        C("get_order_details", {"order_id": "#W1620383"},
          order("#W1620383", "priscilla_obi_1620", ADDR[16], [SHEETS], "delivered", [("payment", 88.0, "paypal_1620193")], tracking="771920384666")),
        A("Thanks! Your orders:\n\n| Order | Status | Items | Total |\n|---|---|---|---|\n| #W1620381 | pending | 2 × Memory Foam Pillow | $93.60 |\n"
          "| #W1620382 | processed | Wireless Mouse | $24.99 |\n| #W1620383 | delivered | Bed Sheet Set | $88.00 |\n\n"
          "**Open (not delivered yet): 2 orders, ${{93.60+24.99|.2f}}**."),
        U("and all three together?"),
        A("**${{93.60+24.99+88.00|.2f}}**, all paid with PayPal."),
    ),
    run(17, SONNET35_JUNE,
        U("I want to exchange my laptop sleeve for the 15 inch and my mouse for the black one. Email yusuf.demir@example.com."),
        C("find_user_id_by_email", {"email": "yusuf.demir@example.com"}, "yusuf_demir_3090"),
        C("get_user_details", {"user_id": "yusuf_demir_3090"},
          user("yusuf_demir_3090", "Yusuf", "Demir", ADDR[17], "yusuf.demir@example.com",
               [pay("credit_card", "credit_card_3090183", brand="visa", last_four="3090")], ["#W3090284"])),
        C("get_order_details", {"order_id": "#W3090284"},
          order("#W3090284", "yusuf_demir_3090", ADDR[17], [SLEEVE, MOUSE], "delivered", [("payment", total(SLEEVE, MOUSE), "credit_card_3090183")], tracking="660192837412")),
        C("get_product_details", {"product_id": "5529103847"},
          product("Laptop Sleeve", "5529103847", [variant("8820193475", 29.0, size="13 inch", color="black"),
                                                  variant("3301920485", 34.75, size="15 inch", color="black")])),
        C("get_product_details", {"product_id": "9910283746"},
          product("Wireless Mouse", "9910283746", [variant("4430192857", 24.99, color="white", dpi="1600"),
                                                   variant("6630192845", 27.5, color="black", dpi="1600")])),
        A("Both are available. Here's the exchange for order #W3090284:\n\n"
          "- Laptop Sleeve 13 inch ($29.00) → 15 inch ($34.75): $34.75 − $29.00 = ${{34.75-29.00|.2f}} more\n"
          "- Wireless Mouse white ($24.99) → black ($27.50): $27.50 − $24.99 = ${{27.50-24.99|.2f}} more\n\n"
          "Total to pay: ${{34.75-29.00|.2f}} + ${{27.50-24.99|.2f}} = **${{34.75-29.00+27.50-24.99|.2f}}**, charged to your Visa ending in [[3009]]. Shall I proceed?",
          why="the Visa's last four are 3090; the model swapped the last two digits"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W3090284", "item_ids": ["8820193475", "4430192857"], "new_item_ids": ["3301920485", "6630192845"], "payment_method_id": "credit_card_3090183"},
          order("#W3090284", "yusuf_demir_3090", ADDR[17], [SLEEVE, MOUSE], "exchange requested", [("payment", total(SLEEVE, MOUSE), "credit_card_3090183")], tracking="660192837412",
                exchange_items=["8820193475", "4430192857"], exchange_new_items=["3301920485", "6630192845"], exchange_payment_method_id="credit_card_3090183", exchange_price_difference=8.26)),
        A("The exchange is requested. $8.26 will be charged to your Visa ending in 3090, and you'll receive an email with instructions to send back the 13 inch sleeve and the white mouse."),
        U("so the new items cost what together"),
        A("$34.75 + $27.50 = **${{34.75+27.50|.2f}}**, which is what you paid before ($29.00 + $24.99 = ${{29.00+24.99|.2f}}) plus the $8.26."),
        anthropic=True),
    run(18, GPT41_NANO,
        U("price range of the dutch oven? email amir.sadeghi@example.com"),
        C("find_user_id_by_email", {"email": "amir.sadeghi@example.com"}, "amir_sadeghi_6612"),
        C("get_product_details", {"product_id": "7730192846"},
          product("Dutch Oven", "7730192846", [variant("9911028374", 61.0, capacity="5 qt", color="blue", material="enameled cast iron"),
                                               variant("2230918475", 74.3, capacity="7 qt", color="red", material="enameled cast iron"),
                                               variant("5510293846", 48.9, available=False, capacity="4 qt", color="black", material="cast iron")])),
        A("Dutch Oven: $48.90–$74.30. Available: 5 qt blue $61.00, 7 qt red $74.30. The 4 qt black ($48.90) is out of stock."),
        U("difference between the two available?"),
        A("$74.30 − $61.00 = ${{74.30-61.00|.2f}}."),
        U("two of the 5 qt?"),
        A("2 × $61.00 = $[[112.00]].", why="2 × 61.00 is 122.00; the model wrote a total off by a digit"),
    ),
    run(19, SONNET37_R,
        U("Please return my whole order, the router and cable. Refund to PayPal. Email leila.haddad@example.com"),
        C("find_user_id_by_email", {"email": "leila.haddad@example.com"}, "leila_haddad_2271"),
        C("get_user_details", {"user_id": "leila_haddad_2271"},
          user("leila_haddad_2271", "Leila", "Haddad", ADDR[19], "leila.haddad@example.com",
               [pay("paypal", "paypal_2271093")], ["#W2271903"])),
        C("get_order_details", {"order_id": "#W2271903"},
          order("#W2271903", "leila_haddad_2271", ADDR[19], [ROUTER, CABLE], "delivered", [("payment", total(ROUTER, CABLE), "paypal_2271093")], tracking="330291847566")),
        A("I found order #W2271903 (delivered):\n\n- Wi-Fi Router (tri-band, Wi-Fi 6): $149.00\n- Ethernet Cable (50ft, Cat6): $36.40\n\n"
          "Let me calculate the refund:\n$149.00 + $36.40 = **${{149.00+36.40|.2f}}** back to your PayPal\n\nShall I return both items? (yes/no)"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W2271903", "item_ids": ["7720193846", "1102938476"], "payment_method_id": "paypal_2271093"},
          order("#W2271903", "leila_haddad_2271", ADDR[19], [ROUTER, CABLE], "return requested", [("payment", total(ROUTER, CABLE), "paypal_2271093")], tracking="330291847566",
                return_items=["7720193846", "1102938476"], return_payment_method_id="paypal_2271093")),
        A("Your return of order #W2271903 is requested. You'll receive ${{149.00+36.40|.2f}} on PayPal by [[September 24]], once both items are received. "
          "Return instructions are on their way to leila.haddad@example.com.",
          why="no tool gives a refund date; the model invented one"),
        U("is that my only order?"),
        A("Yes, #W2271903 is the only order on your account."),
        anthropic=True),
    run(20, GPT4O,
        U("I want the toaster in my pending order in the other color, pay any difference with my gift card. ana.lima@example.com"),
        C("find_user_id_by_email", {"email": "ana.lima@example.com"}, "ana_lima_5502"),
        C("get_user_details", {"user_id": "ana_lima_5502"},
          user("ana_lima_5502", "Ana", "Lima", ADDR[20], "ana.lima@example.com",
               [pay("gift_card", "gift_card_5502193", balance=30.0), pay("credit_card", "credit_card_5502194", brand="mastercard", last_four="8840")], ["#W5502194"])),
        C("get_order_details", {"order_id": "#W5502194"},
          order("#W5502194", "ana_lima_5502", ADDR[20], [TOASTER, MUG], "pending", [("payment", total(TOASTER, MUG), "credit_card_5502194")])),
        C("get_product_details", {"product_id": "4420193857"},
          product("Toaster", "4420193857", [variant("7730194826", 42.75, slots="4", color="cream"),
                                            variant("1130294857", 55.15, slots="4", color="copper")])),
        A("Toaster: cream **$42.75** → copper **$55.15**.\nDifference: **${{55.15-42.75|.2f}} USD**, from your gift card (balance $30.00 → ${{30-12.40|.2f}}). Standard shipping unchanged, express would be $[[9.95]]. Confirm?",
          why="no tool or policy gives a shipping price; the model invented an express shipping fee"),
        U("yes, standard is fine"),
        C("modify_pending_order_items", {"order_id": "#W5502194", "item_ids": ["7730194826"], "new_item_ids": ["1130294857"], "payment_method_id": "gift_card_5502193"},
          order("#W5502194", "ana_lima_5502", ADDR[20], [it("Toaster", "4420193857", "1130294857", 55.15, slots="4", color="copper"), MUG],
                "pending (item modified)", [("payment", total(TOASTER, MUG), "credit_card_5502194"), ("payment", 12.4, "gift_card_5502193")])),
        A("Done. #W5502194 now has the copper toaster. $12.40 from the gift card; **${{30-12.40|.2f}}** left. Order total now **${{55.15+12.75|.2f}}**."),
    ),
]
