"""retail5 runs: a tau-bench-retail-style agent (users by email or name and zip, orders `#W` + 7
digits, items with options and prices as Python prints floats, gift card, credit card and PayPal
payments; returns of several items from an order paid by two methods, exchanges of two items netted
to a charge, an exchange refunded to a gift card and its balance after, modifications paid from a
gift card, a pending order of two identical items cancelled to a gift card, totals per status and
per payment method with an average per order, a unit price from a set's price, a percentage
cheaper, a price a user quotes at 15% off, a `calculate` call, a cancellation refunded partly at
once and partly in 5 to 7 days), answered in the style of Claude models that show their work
("$45.50 + $22.50 = $68.00", `$68.00 USD`) and of gpt-4o-style terse agents (GPT-4o, GPT-4.1 mini,
o3-mini); tool results and answers written here."""

from _heldout11_models import GPT41_MINI, GPT4O_AUG, O3_MINI, OPUS4, SONNET35_OCT, SONNET4_R
from _heldout11_retail import POLICY, it, order, pay, product, user, variant
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"retail5-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def total(*items: dict) -> float:
    return round(sum(i["price"] for i in items), 2)


KNIFE = it("Chef Knife", "4820193756", "1039284756", 74.99, length="8 inch", material="carbon steel")
PAN = it("Frying Pan", "5930284715", "2048193765", 45.5, size="12 inch", coating="ceramic")
BOTTLE = it("Water Bottle", "8260413957", "5271304968", 22.5, capacity="32 oz", color="teal")
SCALE = it("Kitchen Scale", "9260413957", "6271304968", 27.45, capacity="5 kg", display="LCD")
JACKET = it("Rain Jacket", "6048291735", "3059182746", 129.95, size="M", color="navy")
HEADPH = it("Wireless Headphones", "7159302846", "4160293857", 199.0, color="black", noise_cancelling="yes")
PUZZLE = it("Jigsaw Puzzle", "3604857391", "9615748302", 19.99, pieces="1000", theme="landscape")
GLOVES = it("Gardening Gloves", "5826079513", "2837960524", 16.25, size="L", pack="2")
DRILL = it("Cordless Drill", "6937180624", "3948071635", 139.99, voltage="20V", battery="2 Ah")
WATCH = it("Smart Watch", "4715968402", "1726859413", 249.0, size="44mm", color="silver")
TOWELS = it("Bath Towel Set", "7048291735", "4059182746", 64.0, pieces="6", color="white")
CHAIR = it("Office Chair", "8159302846", "5160293857", 219.5, color="black", armrests="adjustable")
LUGGAGE = it("Carry-on Suitcase", "1371524068", "7382415079", 185.0, size="22 inch", color="graphite")
MAT = it("Yoga Mat", "9371524068", "6382415079", 54.0, thickness="6mm", color="plum")
FLOOR = it("Floor Lamp", "1482635179", "7493526180", 88.8, color="brass", bulb="LED")
SHELF = it("Bookshelf", "2593746280", "8504637291", 159.0, material="oak", shelves="5")
BLENDER = it("Immersion Blender", "3715968402", "9726859413", 49.95, power="600W", color="white")
ROBOT = it("Robot Vacuum", "5048291735", "6059182746", 279.0, color="black", mapping="lidar")

ADDR = {
    1: ("2218 Quail Run", "", "Boise", "ID", "83702"),
    2: ("45 Waverly Pl", "Apt 9C", "New York", "NY", "10011"),
    3: ("1630 Magnolia Ave", "", "Chattanooga", "TN", "37404"),
    4: ("812 Kestrel Ct", "", "Madison", "WI", "53703"),
    5: ("3907 Alder St", "Unit 2", "Eugene", "OR", "97405"),
    6: ("59 Beacon Hill Rd", "", "Manchester", "NH", "03104"),
    7: ("2741 Mesa Verde Dr", "", "Albuquerque", "NM", "87110"),
    8: ("108 Lakeshore Blvd", "Apt 31", "Chicago", "IL", "60611"),
    9: ("6120 Hawthorne Ln", "", "Raleigh", "NC", "27615"),
    10: ("330 Ridgecrest Way", "", "Boulder", "CO", "80304"),
    11: ("77 Cottonwood Dr", "", "Lubbock", "TX", "79424"),
    12: ("1905 Pelican Pt", "", "Sarasota", "FL", "34236"),
    13: ("402 Birchwood Ave", "Apt 5", "Ann Arbor", "MI", "48104"),
    14: ("5516 Sagebrush Rd", "", "Reno", "NV", "89511"),
    15: ("21 Harborview Ter", "", "Bar Harbor", "ME", "04609"),
    16: ("918 Peachtree Walk", "Apt 12B", "Atlanta", "GA", "30309"),
    17: ("64 Willow Bend", "", "Des Moines", "IA", "50312"),
}
NEW_ADDR = ("1147 Linden St", "Apt 3", "Madison", "WI", "53715")

RUNS = [
    run(1, SONNET4_R,
        U("Hi! I'd like to return some kitchen things. Email is maren.holt@example.com"),
        C("find_user_id_by_email", {"email": "maren.holt@example.com"}, "maren_holt_4081"),
        C("get_user_details", {"user_id": "maren_holt_4081"},
          user("maren_holt_4081", "Maren", "Holt", ADDR[1], "maren.holt@example.com",
               [pay("credit_card", "credit_card_5820193", brand="visa", last_four="7731"),
                pay("gift_card", "gift_card_3390142", balance=0.0)], ["#W5820314"])),
        C("get_order_details", {"order_id": "#W5820314"},
          order("#W5820314", "maren_holt_4081", ADDR[1], [KNIFE, PAN, BOTTLE, SCALE], "delivered",
                [("payment", 50.0, "gift_card_3390142"), ("payment", round(total(KNIFE, PAN, BOTTLE, SCALE) - 50.0, 2), "credit_card_5820193")],
                tracking="882019374615")),
        A("I found your delivered order #W5820314:\n\n| Item | Options | Price |\n|---|---|---|\n| Chef Knife | 8 inch, carbon steel | $74.99 |\n"
          "| Frying Pan | 12 inch, ceramic | $45.50 |\n| Water Bottle | 32 oz, teal | $22.50 |\n| Kitchen Scale | 5 kg, LCD | $27.45 |\n\n"
          "Order total: **${{74.99+45.5+22.5+27.45|.2f}}**, paid $50.00 by gift card and $120.44 by Visa ending 7731. Which items would you like to return?"),
        U("the pan and the bottle. money back to the visa"),
        A("Here's the refund:\n\n$45.50 + $22.50 = **${{45.5+22.5|.2f}}** to your Visa ending 7731.\n\n"
          "You'll keep the Chef Knife and the Kitchen Scale ($74.99 + $27.45 = ${{74.99+27.45|.2f}}).\n\nShall I go ahead? (yes/no)"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W5820314", "item_ids": ["2048193765", "5271304968"], "payment_method_id": "credit_card_5820193"},
          order("#W5820314", "maren_holt_4081", ADDR[1], [KNIFE, PAN, BOTTLE, SCALE], "return requested",
                [("payment", 50.0, "gift_card_3390142"), ("payment", round(total(KNIFE, PAN, BOTTLE, SCALE) - 50.0, 2), "credit_card_5820193")],
                tracking="882019374615", return_items=["2048193765", "5271304968"], return_payment_method_id="credit_card_5820193")),
        A("Your return is requested. When the Frying Pan and Water Bottle arrive back, ${{45.5+22.5|.2f}} goes to your Visa ending 7731. "
          "You'll get an email with the return label."),
        U("so in the end what did the visa pay?"),
        A("The Visa was charged $120.44 and gets ${{45.5+22.5|.2f}} back: $120.44 − ${{45.5+22.5|.2f}} = **${{120.44-68|.2f}}**. "
          "With the $50.00 gift card payment, the two items you keep cost ${{52.44+50|.2f}} in all."),
        anthropic=True),
    run(2, GPT4O_AUG,
        U("rain jacket too small, want L. ben.okafor@example.com"),
        C("find_user_id_by_email", {"email": "ben.okafor@example.com"}, "ben_okafor_7712"),
        C("get_user_details", {"user_id": "ben_okafor_7712"},
          user("ben_okafor_7712", "Ben", "Okafor", ADDR[2], "ben.okafor@example.com",
               [pay("credit_card", "credit_card_7712039", brand="mastercard", last_four="2284")], ["#W7712406"])),
        C("get_order_details", {"order_id": "#W7712406"},
          order("#W7712406", "ben_okafor_7712", ADDR[2], [JACKET], "delivered", [("payment", 129.95, "credit_card_7712039")], tracking="940218376251")),
        C("get_product_details", {"product_id": "6048291735"},
          product("Rain Jacket", "6048291735", [
              variant("3059182746", 129.95, size="M", color="navy"),
              variant("3059182747", 134.95, size="L", color="navy"),
              variant("3059182748", 134.95, available=False, size="L", color="olive")])),
        A("**#W7712406** Rain Jacket M navy $129.95 → **L navy** $134.95 (olive L out of stock).\n\nYou pay **+${{134.95-129.95|.2f}}**, Mastercard ••2284. Confirm?"),
        U("ok"),
        C("exchange_delivered_order_items", {"order_id": "#W7712406", "item_ids": ["3059182746"], "new_item_ids": ["3059182747"], "payment_method_id": "credit_card_7712039"},
          order("#W7712406", "ben_okafor_7712", ADDR[2], [JACKET], "exchange requested", [("payment", 129.95, "credit_card_7712039")], tracking="940218376251",
                exchange_items=["3059182746"], exchange_new_items=["3059182747"], exchange_payment_method_id="credit_card_7712039", exchange_price_difference=5.0)),
        A("Exchange requested ✅ ${{134.95-129.95|.2f}} charged to ••2284. Return label by email."),
        U("tracking of the original?"),
        A("[[940218372651]]", why="the order's tracking id is 940218376251; the model swapped two digits"),
        U("total I paid for the jacket now?"),
        A("$129.95 + ${{134.95-129.95|.2f}} = **${{129.95+5|.2f}}**"),
    ),
    run(3, OPUS4,
        U("Hello, could I swap my headphones for the white ones? My name is Lena Vogt, zip 37404."),
        C("find_user_id_by_name_zip", {"first_name": "Lena", "last_name": "Vogt", "zip": "37404"}, "lena_vogt_2290"),
        C("get_user_details", {"user_id": "lena_vogt_2290"},
          user("lena_vogt_2290", "Lena", "Vogt", ADDR[3], "lena.vogt@example.com",
               [pay("paypal", "paypal_2290417"), pay("gift_card", "gift_card_2290418", balance=12.3)], ["#W2290561"])),
        C("get_order_details", {"order_id": "#W2290561"},
          order("#W2290561", "lena_vogt_2290", ADDR[3], [HEADPH], "delivered", [("payment", 199.0, "paypal_2290417")], tracking="301928475610")),
        C("get_product_details", {"product_id": "7159302846"},
          product("Wireless Headphones", "7159302846", [
              variant("4160293857", 199.0, color="black", noise_cancelling="yes"),
              variant("4160293858", 189.0, color="white", noise_cancelling="yes"),
              variant("4160293859", 149.0, color="white", noise_cancelling="no")])),
        A("Thank you, Lena. Your order #W2290561 has the Wireless Headphones in black with noise cancelling ($199.00). "
          "There are two white versions available:\n\n1. White, noise cancelling: $189.00, so you'd get $199.00 − $189.00 = **${{199-189|.2f}}** back\n"
          "2. White, no noise cancelling: $149.00, so you'd get $199.00 − $149.00 = **${{199-149|.2f}}** back\n\n"
          "Which would you like, and should the difference go to your PayPal or your gift card (balance $12.30)?"),
        U("the noise cancelling one, to the gift card"),
        C("exchange_delivered_order_items", {"order_id": "#W2290561", "item_ids": ["4160293857"], "new_item_ids": ["4160293858"], "payment_method_id": "gift_card_2290418"},
          order("#W2290561", "lena_vogt_2290", ADDR[3], [HEADPH], "exchange requested", [("payment", 199.0, "paypal_2290417")], tracking="301928475610",
                exchange_items=["4160293857"], exchange_new_items=["4160293858"], exchange_payment_method_id="gift_card_2290418", exchange_price_difference=-10.0)),
        A("Your exchange is requested. Once the black headphones are back, ${{199-189|.2f}} will be added to your gift card: "
          "$12.30 + ${{199-189|.2f}} = **${{12.3+10|.2f}}**."),
        U("what percent cheaper are the white ones?"),
        A("$10.00 out of $199.00 is about **{{10/199*100|.1f}}%** cheaper. The version without noise cancelling would have been "
          "{{50/199*100|.0f}}% cheaper, roughly a quarter."),
        anthropic=True),
    run(4, GPT41_MINI,
        U("cancel my pending order pls, bought by mistake. theo.marsh@example.com"),
        C("find_user_id_by_email", {"email": "theo.marsh@example.com"}, "theo_marsh_6604"),
        C("get_user_details", {"user_id": "theo_marsh_6604"},
          user("theo_marsh_6604", "Theo", "Marsh", ADDR[4], "theo.marsh@example.com",
               [pay("gift_card", "gift_card_6604112", balance=8.77)], ["#W6604739"])),
        C("get_order_details", {"order_id": "#W6604739"},
          order("#W6604739", "theo_marsh_6604", ADDR[4], [PUZZLE, PUZZLE, GLOVES], "pending", [("payment", total(PUZZLE, PUZZLE, GLOVES), "gift_card_6604112")])),
        A("Order **#W6604739** (pending):\n- 2 × Jigsaw Puzzle (1000 pcs) @ $19.99 = ${{2*19.99|.2f}}\n- Gardening Gloves (L, 2-pack) $16.25\n\n"
          "**Total ${{2*19.99+16.25|.2f}}**, gift card. Cancel with reason \"ordered by mistake\"? Refund goes to the gift card immediately."),
        U("yes"),
        C("cancel_pending_order", {"order_id": "#W6604739", "reason": "ordered by mistake"},
          order("#W6604739", "theo_marsh_6604", ADDR[4], [PUZZLE, PUZZLE, GLOVES], "cancelled",
                [("payment", total(PUZZLE, PUZZLE, GLOVES), "gift_card_6604112"), ("refund", total(PUZZLE, PUZZLE, GLOVES), "gift_card_6604112")],
                cancel_reason="ordered by mistake")),
        A("Cancelled. ${{2*19.99+16.25|.2f}} back on the gift card → balance **${{8.77+56.23|.2f}}**."),
        U("how much were the gloves per pair"),
        A("$16.25 / 2 = **${{16.25/2|.3f}}** per pair."),
    ),
    run(5, SONNET35_OCT,
        U("Can you give me a summary of my orders by status? I'm Arjun Desai, 97405."),
        C("find_user_id_by_name_zip", {"first_name": "Arjun", "last_name": "Desai", "zip": "97405"}, "arjun_desai_3390"),
        C("get_user_details", {"user_id": "arjun_desai_3390"},
          user("arjun_desai_3390", "Arjun", "Desai", ADDR[5], "arjun.d@example.com",
               [pay("credit_card", "credit_card_3390551", brand="amex", last_four="1009"), pay("paypal", "paypal_3390552")],
               ["#W3390110", "#W3390221", "#W3390332", "#W3390443"])),
        C("get_order_details", {"order_id": "#W3390110"},
          order("#W3390110", "arjun_desai_3390", ADDR[5], [MAT, BOTTLE], "delivered", [("payment", total(MAT, BOTTLE), "credit_card_3390551")], tracking="550192837461")),
        C("get_order_details", {"order_id": "#W3390221"},
          order("#W3390221", "arjun_desai_3390", ADDR[5], [FLOOR], "processed", [("payment", 88.8, "paypal_3390552")], tracking="550192837472")),
        C("get_order_details", {"order_id": "#W3390332"},
          order("#W3390332", "arjun_desai_3390", ADDR[5], [SHELF], "delivered", [("payment", 159.0, "credit_card_3390551")], tracking="550192837483")),
        C("get_order_details", {"order_id": "#W3390443"},
          order("#W3390443", "arjun_desai_3390", ADDR[5], [BLENDER], "cancelled",
                [("payment", 49.95, "paypal_3390552"), ("refund", 49.95, "paypal_3390552")], cancel_reason="no longer needed")),
        A("Here's a summary of your four orders, Arjun:\n\n**Delivered (2)**\n- #W3390110: Yoga Mat $54.00 + Water Bottle $22.50 = ${{54+22.5|.2f}}\n"
          "- #W3390332: Bookshelf $159.00\n- Subtotal: ${{54+22.5|.2f}} + $159.00 = **${{76.5+159|.2f}}**\n\n"
          "**Processed (1)**\n- #W3390221: Floor Lamp $88.80\n\n**Cancelled (1)**\n- #W3390443: Immersion Blender $49.95, refunded to PayPal\n\n"
          "**Total spent (excluding the cancelled order): ${{235.5+88.8|.2f}} USD**"),
        U("and by payment method? also average per order"),
        A("By payment method (not counting the refunded blender):\n\n- Amex ending 1009: $76.50 + $159.00 = **${{76.5+159|.2f}}**\n"
          "- PayPal: **$88.80** (the $49.95 blender was paid and refunded)\n\n"
          "Average over your three active orders: ${{235.5+88.8|.2f}} ÷ 3 = **$[[108.01]]**",
          why="324.30 over three orders is 108.10; the model swapped the last two digits"),
        U("how much more was the bookshelf than the lamp?"),
        A("$159.00 − $88.80 = **${{159-88.8|.2f}}**, so the bookshelf cost about {{159/88.8|.1f}} times as much."),
        anthropic=True),
    run(6, O3_MINI,
        U("upgrade the drill in my pending order to the 4 Ah battery. ines.park@example.com"),
        C("find_user_id_by_email", {"email": "ines.park@example.com"}, "ines_park_8127"),
        C("get_user_details", {"user_id": "ines_park_8127"},
          user("ines_park_8127", "Ines", "Park", ADDR[6], "ines.park@example.com",
               [pay("credit_card", "credit_card_8127330", brand="visa", last_four="5562"), pay("gift_card", "gift_card_8127331", balance=30.0)],
               ["#W8127054"])),
        C("get_order_details", {"order_id": "#W8127054"},
          order("#W8127054", "ines_park_8127", ADDR[6], [DRILL, GLOVES], "pending", [("payment", total(DRILL, GLOVES), "credit_card_8127330")])),
        C("get_product_details", {"product_id": "6937180624"},
          product("Cordless Drill", "6937180624", [
              variant("3948071635", 139.99, voltage="20V", battery="2 Ah"),
              variant("3948071636", 164.99, voltage="20V", battery="4 Ah"),
              variant("3948071637", 189.99, available=False, voltage="20V", battery="5 Ah")])),
        A("Drill 2 Ah $139.99 → 4 Ah $164.99: +${{164.99-139.99|.2f}}. Pay with gift card ($30.00) or Visa 5562?"),
        U("gift card"),
        C("modify_pending_order_items", {"order_id": "#W8127054", "item_ids": ["3948071635"], "new_item_ids": ["3948071636"], "payment_method_id": "gift_card_8127331"},
          order("#W8127054", "ines_park_8127", ADDR[6], [it("Cordless Drill", "6937180624", "3948071636", 164.99, voltage="20V", battery="4 Ah"), GLOVES],
                "pending (item modified)", [("payment", total(DRILL, GLOVES), "credit_card_8127330"), ("payment", 25.0, "gift_card_8127331")])),
        A("Done. Gift card left: ${{30-25|.2f}}. Order now ${{164.99+16.25|.2f}}."),
        U("% more for the bigger battery?"),
        A("{{25/139.99*100|.1f}}% more. Twice the capacity (2 → 4 Ah)."),
    ),
    run(7, GPT4O_AUG,
        U("return my towel set. kofi.mensah@example.com"),
        C("find_user_id_by_email", {"email": "kofi.mensah@example.com"}, "kofi_mensah_5518"),
        C("get_user_details", {"user_id": "kofi_mensah_5518"},
          user("kofi_mensah_5518", "Kofi", "Mensah", ADDR[7], "kofi.mensah@example.com",
               [pay("paypal", "paypal_5518203")], ["#W5518620"])),
        C("get_order_details", {"order_id": "#W5518620"},
          order("#W5518620", "kofi_mensah_5518", ADDR[7], [TOWELS, MAT], "delivered", [("payment", total(TOWELS, MAT), "paypal_5518203")], tracking="129384756102")),
        A("**#W5518620** (delivered): Bath Towel Set (6 pc, white) $64.00, Yoga Mat $54.00.\n\nReturn the towel set → **$64.00** to PayPal. Confirm?"),
        U("how much is that per towel? and yes"),
        C("return_delivered_order_items", {"order_id": "#W5518620", "item_ids": ["4059182746"], "payment_method_id": "paypal_5518203"},
          order("#W5518620", "kofi_mensah_5518", ADDR[7], [TOWELS, MAT], "return requested", [("payment", total(TOWELS, MAT), "paypal_5518203")],
                tracking="129384756102", return_items=["4059182746"], return_payment_method_id="paypal_5518203")),
        A("Return requested ✅\n- Per towel: $64.00 / 6 = **${{64/6|.2f}}**\n- Refund: $64.00 → PayPal once received\n- Kept: Yoga Mat $54.00 (order was ${{64+54|.2f}})"),
        U("if i return the mat too?"),
        A("Refund would be $64.00 + $54.00 = **${{64+54|.2f}}**, the whole order. Mat return needs a new request; confirm?"),
    ),
    run(8, SONNET4_R,
        U("I want to exchange two things in one order: the watch for the smaller size and the drill for the bigger battery. yui.sato@example.com"),
        C("find_user_id_by_email", {"email": "yui.sato@example.com"}, "yui_sato_9045"),
        C("get_user_details", {"user_id": "yui_sato_9045"},
          user("yui_sato_9045", "Yui", "Sato", ADDR[8], "yui.sato@example.com",
               [pay("credit_card", "credit_card_9045118", brand="amex", last_four="3310")], ["#W9045207"])),
        C("get_order_details", {"order_id": "#W9045207"},
          order("#W9045207", "yui_sato_9045", ADDR[8], [WATCH, DRILL], "delivered", [("payment", total(WATCH, DRILL), "credit_card_9045118")], tracking="667102938451")),
        C("get_product_details", {"product_id": "4715968402"},
          product("Smart Watch", "4715968402", [
              variant("1726859413", 249.0, size="44mm", color="silver"),
              variant("1726859414", 229.0, size="41mm", color="silver"),
              variant("1726859415", 279.0, size="44mm", color="titanium")])),
        C("get_product_details", {"product_id": "6937180624"},
          product("Cordless Drill", "6937180624", [
              variant("3948071635", 139.99, voltage="20V", battery="2 Ah"),
              variant("3948071636", 164.99, voltage="20V", battery="4 Ah"),
              variant("3948071637", 189.99, available=False, voltage="20V", battery="5 Ah")])),
        A("Both exchanges are possible in one request for order #W9045207. Let me calculate the price difference:\n\n"
          "| Item | Current | New | Difference |\n|---|---|---|---|\n| Smart Watch | 44mm silver, $249.00 | 41mm silver, $229.00 | −${{249-229|.2f}} |\n"
          "| Cordless Drill | 2 Ah, $139.99 | 4 Ah, $164.99 | +${{164.99-139.99|.2f}} |\n| **Net** | | | **+${{(164.99-139.99)-(249-229)|.2f}}** |\n\n"
          "So you'd pay **${{25-20|.2f}}** to your Amex ending 3310. (The 5 Ah drill is out of stock.) Shall I submit both? (yes/no)"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W9045207", "item_ids": ["1726859413", "3948071635"], "new_item_ids": ["1726859414", "3948071636"], "payment_method_id": "credit_card_9045118"},
          order("#W9045207", "yui_sato_9045", ADDR[8], [WATCH, DRILL], "exchange requested", [("payment", total(WATCH, DRILL), "credit_card_9045118")], tracking="667102938451",
                exchange_items=["1726859413", "3948071635"], exchange_new_items=["1726859414", "3948071636"], exchange_payment_method_id="credit_card_9045118", exchange_price_difference=5.0)),
        A("Done! Both exchanges are requested. The **$5.00** difference will be charged to your Amex ending 3310, and you'll get an email with "
          "instructions for sending back the 44mm watch and the 2 Ah drill."),
        U("what's the order worth after the exchange?"),
        A("Originally $249.00 + $139.99 = ${{249+139.99|.2f}}. After the exchange: $229.00 + $164.99 = **${{229+164.99|.2f}}**, "
          "which is ${{393.99-388.99|.2f}} more, matching the difference you pay."),
        anthropic=True),
    run(9, GPT41_MINI,
        U("I moved. update the address on my pending order and my profile. I'm Sofia Reyes, 53703"),
        C("find_user_id_by_name_zip", {"first_name": "Sofia", "last_name": "Reyes", "zip": "53703"}, "sofia_reyes_1170"),
        C("get_user_details", {"user_id": "sofia_reyes_1170"},
          user("sofia_reyes_1170", "Sofia", "Reyes", ADDR[4], "sofia.reyes@example.com",
               [pay("credit_card", "credit_card_1170402", brand="visa", last_four="8843")], ["#W1170833"])),
        C("get_order_details", {"order_id": "#W1170833"},
          order("#W1170833", "sofia_reyes_1170", ADDR[4], [LUGGAGE], "pending", [("payment", 185.0, "credit_card_1170402")])),
        A("Found pending order **#W1170833** (Carry-on Suitcase, $185.00). New address?"),
        U("1147 Linden St Apt 3, Madison WI 53715"),
        A("Update to: **1147 Linden St, Apt 3, Madison, WI [[53751]]** for #W1170833 and your profile. Confirm?",
          why="the user gave 53715; the model swapped the last two digits"),
        U("yes"),
        C("modify_pending_order_address", {"order_id": "#W1170833", "address1": "1147 Linden St", "address2": "Apt 3", "city": "Madison", "state": "WI", "country": "USA", "zip": "53715"},
          order("#W1170833", "sofia_reyes_1170", NEW_ADDR, [LUGGAGE], "pending", [("payment", 185.0, "credit_card_1170402")])),
        C("modify_user_address", {"user_id": "sofia_reyes_1170", "address1": "1147 Linden St", "address2": "Apt 3", "city": "Madison", "state": "WI", "country": "USA", "zip": "53715"},
          user("sofia_reyes_1170", "Sofia", "Reyes", NEW_ADDR, "sofia.reyes@example.com",
               [pay("credit_card", "credit_card_1170402", brand="visa", last_four="8843")], ["#W1170833"])),
        A("Both updated ✅ 1147 Linden St, Apt 3, Madison, WI 53715."),
        U("my friend got this suitcase 15% off somewhere else. what would that be?"),
        A("$185.00 − 15% = **${{185*0.85|.2f}}**, ${{185*0.15|.2f}} less. I can't price-match, though."),
    ),
    run(10, OPUS4,
        U("Hi, I need to return my office chair, it hurts my back. I'd like the refund on my gift card please. Email nadia.farouk@example.com"),
        C("find_user_id_by_email", {"email": "nadia.farouk@example.com"}, "nadia_farouk_4432"),
        C("get_user_details", {"user_id": "nadia_farouk_4432"},
          user("nadia_farouk_4432", "Nadia", "Farouk", ADDR[9], "nadia.farouk@example.com",
               [pay("credit_card", "credit_card_4432901", brand="mastercard", last_four="6675"), pay("gift_card", "gift_card_4432902", balance=45.1)],
               ["#W4432516"])),
        C("get_order_details", {"order_id": "#W4432516"},
          order("#W4432516", "nadia_farouk_4432", ADDR[9], [CHAIR, FLOOR], "delivered", [("payment", total(CHAIR, FLOOR), "credit_card_4432901")], tracking="771203948562")),
        A("I'm sorry to hear about your back, Nadia. Your order #W4432516 was delivered with:\n\n- Office Chair (black, adjustable armrests): $219.50\n"
          "- Floor Lamp (brass, LED): $88.80\n\nIt was paid with your Mastercard ending 6675. The policy lets me refund a return to the original "
          "payment method or to an existing gift card, so your gift card is fine.\n\nReturn: Office Chair, **$219.50** to your gift card "
          "(current balance $45.10, which would become $45.10 + $219.50 = **$[[246.60]]**). Shall I proceed?",
          why="45.10 + 219.50 is 264.60; the model swapped two digits"),
        U("yes please"),
        C("return_delivered_order_items", {"order_id": "#W4432516", "item_ids": ["5160293857"], "payment_method_id": "gift_card_4432902"},
          order("#W4432516", "nadia_farouk_4432", ADDR[9], [CHAIR, FLOOR], "return requested", [("payment", total(CHAIR, FLOOR), "credit_card_4432901")],
                tracking="771203948562", return_items=["5160293857"], return_payment_method_id="gift_card_4432902")),
        A("Your return is requested. Once the chair is received, $219.50 will be added to your gift card, bringing it to **${{45.1+219.5|.2f}}**. "
          "(I'm sorry, I wrote the balance wrong a moment ago.)"),
        U("ok. and the lamp is all I keep from that order?"),
        A("Yes: the Floor Lamp at $88.80, out of the original ${{219.5+88.8|.2f}}. That's about {{88.8/308.3*100|.0f}}% of the order."),
        anthropic=True),
    run(11, O3_MINI,
        U("what smart watch options do you have and prices? ravi.iyer@example.com"),
        C("find_user_id_by_email", {"email": "ravi.iyer@example.com"}, "ravi_iyer_6012"),
        C("get_product_details", {"product_id": "4715968402"},
          product("Smart Watch", "4715968402", [
              variant("1726859413", 249.0, size="44mm", color="silver"),
              variant("1726859414", 229.0, size="41mm", color="silver"),
              variant("1726859415", 279.0, size="44mm", color="titanium"),
              variant("1726859416", 259.0, available=False, size="41mm", color="titanium")])),
        A("Smart Watch, available:\n- 41mm silver $229.00\n- 44mm silver $249.00\n- 44mm titanium $279.00\n(41mm titanium $[[269.00]] out of stock)\n\n"
          "Range $229.00–$279.00, spread ${{279-229|.2f}}.",
          why="the unavailable 41mm titanium variant is 259.0; the model wrote 269.00"),
        U("titanium vs silver at 44mm in %?"),
        A("+${{279-249|.2f}}, {{30/249*100|.1f}}% more."),
        U("avg price of the available ones"),
        A("(229 + 249 + 279) / 3 = ${{(229+249+279)/3|.2f}}."),
    ),
    run(12, GPT4O_AUG,
        U("return knife, bottle and scale from my order. lucas.bernard@example.com"),
        C("find_user_id_by_email", {"email": "lucas.bernard@example.com"}, "lucas_bernard_3025"),
        C("get_user_details", {"user_id": "lucas_bernard_3025"},
          user("lucas_bernard_3025", "Lucas", "Bernard", ADDR[10], "lucas.bernard@example.com",
               [pay("paypal", "paypal_3025118")], ["#W3025904"])),
        C("get_order_details", {"order_id": "#W3025904"},
          order("#W3025904", "lucas_bernard_3025", ADDR[10], [KNIFE, BOTTLE, SCALE, PAN], "delivered", [("payment", total(KNIFE, BOTTLE, SCALE, PAN), "paypal_3025118")],
                tracking="338201947561")),
        C("calculate", {"expression": "74.99 + 22.5 + 27.45"}, "124.94"),
        A("**#W3025904** return:\n| Item | Price |\n|---|---|\n| Chef Knife | $74.99 |\n| Water Bottle | $22.50 |\n| Kitchen Scale | $27.45 |\n"
          "| **Refund** | **$124.94** → PayPal |\n\nKeeping: Frying Pan $45.50. Confirm?"),
        U("is the knife more than half of that?"),
        A("Yes: $74.99 of $124.94 is {{74.99/124.94*100|.0f}}%. Half would be ${{124.94/2|.2f}}."),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W3025904", "item_ids": ["1039284756", "5271304968", "6271304968"], "payment_method_id": "paypal_3025118"},
          order("#W3025904", "lucas_bernard_3025", ADDR[10], [KNIFE, BOTTLE, SCALE, PAN], "return requested", [("payment", total(KNIFE, BOTTLE, SCALE, PAN), "paypal_3025118")],
                tracking="338201947561", return_items=["1039284756", "5271304968", "6271304968"], return_payment_method_id="paypal_3025118")),
        A("Return requested. $124.94 to PayPal after the items arrive."),
        U("what was the order total"),
        A("${{124.94+45.5|.2f}}. After the refund you've paid $45.50, about {{45.5/170.44*100|.0f}}% of it."),
    ),
    run(13, SONNET35_OCT,
        U("Please cancel my pending order, I no longer need it. I'm Hélène Dubois, zip 87110."),
        C("find_user_id_by_name_zip", {"first_name": "Hélène", "last_name": "Dubois", "zip": "87110"}, "helene_dubois_7731"),
        C("get_user_details", {"user_id": "helene_dubois_7731"},
          user("helene_dubois_7731", "Hélène", "Dubois", ADDR[7], "helene.d@example.com",
               [pay("gift_card", "gift_card_7731550", balance=0.0), pay("paypal", "paypal_7731551")], ["#W7731208"])),
        C("get_order_details", {"order_id": "#W7731208"},
          order("#W7731208", "helene_dubois_7731", ADDR[7], [ROBOT, MAT], "pending",
                [("payment", 100.0, "gift_card_7731550"), ("payment", round(total(ROBOT, MAT) - 100.0, 2), "paypal_7731551")])),
        A("I found your pending order #W7731208:\n\n- Robot Vacuum (black, lidar): $279.00\n- Yoga Mat (6mm, plum): $54.00\n\n"
          "Total: $279.00 + $54.00 = **${{279+54|.2f}}**, paid $100.00 by gift card and $233.00 by PayPal.\n\n"
          "If I cancel it (reason: no longer needed):\n- $100.00 goes back to your gift card immediately\n- $233.00 goes back to PayPal in 5 to 7 business days\n\n"
          "Shall I cancel? (yes/no)"),
        U("yes"),
        C("cancel_pending_order", {"order_id": "#W7731208", "reason": "no longer needed"},
          order("#W7731208", "helene_dubois_7731", ADDR[7], [ROBOT, MAT], "cancelled",
                [("payment", 100.0, "gift_card_7731550"), ("payment", 233.0, "paypal_7731551"),
                 ("refund", 100.0, "gift_card_7731550"), ("refund", 233.0, "paypal_7731551")], cancel_reason="no longer needed")),
        A("Your order #W7731208 is cancelled. Refund reference: [[RF-7731208-02]]. Your gift card balance is now **${{0+100|.2f}}**, and $233.00 "
          "will reach PayPal in 5 to 7 business days.",
          why="no tool returned a refund reference; the model invented one"),
        U("what share of it went on the gift card?"),
        A("$100.00 of ${{279+54|.2f}}, about **{{100/333*100|.0f}}%**; the other {{233/333*100|.0f}}% was PayPal."),
        anthropic=True),
    run(14, GPT41_MINI,
        U("where are my orders? marta.nowak@example.com"),
        C("find_user_id_by_email", {"email": "marta.nowak@example.com"}, "marta_nowak_5027"),
        C("get_user_details", {"user_id": "marta_nowak_5027"},
          user("marta_nowak_5027", "Marta", "Nowak", ADDR[11], "marta.nowak@example.com",
               [pay("credit_card", "credit_card_5027334", brand="visa", last_four="4420")], ["#W5027711", "#W5027822"])),
        C("get_order_details", {"order_id": "#W5027711"},
          order("#W5027711", "marta_nowak_5027", ADDR[11], [SHELF], "processed", [("payment", 159.0, "credit_card_5027334")], tracking="902183746501")),
        C("get_order_details", {"order_id": "#W5027822"},
          order("#W5027822", "marta_nowak_5027", ADDR[11], [BLENDER, GLOVES], "delivered", [("payment", total(BLENDER, GLOVES), "credit_card_5027334")],
                tracking="902183746512")),
        A("| Order | Items | Status | Tracking |\n|---|---|---|---|\n| #W5027711 | Bookshelf | processed | 902183746501 |\n"
          "| #W5027822 | Immersion Blender, Gardening Gloves | delivered ([[Oct 14]]) | 902183746512 |",
          why="no tool gave a delivery date; the model invented one"),
        U("total spent?"),
        A("$159.00 + ($49.95 + $16.25 = ${{49.95+16.25|.2f}}) = **${{159+66.2|.2f}}**, all on Visa ••4420."),
        U("can i still cancel the bookshelf"),
        A("No. #W5027711 is **processed**; only pending orders can be cancelled. Once delivered you can return it."),
        U("ok whats the bookshelf vs the other order in %"),
        A("$159.00 vs ${{49.95+16.25|.2f}}: the bookshelf is {{(159-66.2)/66.2*100|.0f}}% more, well over twice."),
    ),
    run(15, SONNET4_R,
        U("I bought two puzzles but only want one. Can I return one? priya.nair@example.com"),
        C("find_user_id_by_email", {"email": "priya.nair@example.com"}, "priya_nair_2208"),
        C("get_user_details", {"user_id": "priya_nair_2208"},
          user("priya_nair_2208", "Priya", "Nair", ADDR[12], "priya.nair@example.com",
               [pay("credit_card", "credit_card_2208761", brand="discover", last_four="0912")], ["#W2208940"])),
        C("get_order_details", {"order_id": "#W2208940"},
          order("#W2208940", "priya_nair_2208", ADDR[12], [PUZZLE, PUZZLE, MAT], "delivered", [("payment", total(PUZZLE, PUZZLE, MAT), "credit_card_2208761")],
                tracking="412093857612")),
        A("Yes! Your order #W2208940 has two identical Jigsaw Puzzles (1000 pieces, landscape) and a Yoga Mat:\n\n"
          "- 2 × $19.99 = ${{2*19.99|.2f}}\n- Yoga Mat: $54.00\n- Order total: ${{39.98+54|.2f}}\n\n"
          "Returning one puzzle refunds **$19.99** to your Discover ending 0912, and the order's kept value becomes "
          "${{39.98+54|.2f}} − $19.99 = **${{93.98-19.99|.2f}}**. Shall I submit it? (yes/no)"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W2208940", "item_ids": ["9615748302"], "payment_method_id": "credit_card_2208761"},
          order("#W2208940", "priya_nair_2208", ADDR[12], [PUZZLE, PUZZLE, MAT], "return requested", [("payment", total(PUZZLE, PUZZLE, MAT), "credit_card_2208761")],
                tracking="412093857612", return_items=["9615748302"], return_payment_method_id="credit_card_2208761")),
        A("Done: one puzzle's return is requested, and $19.99 will go back to your Discover once it's received."),
        U("what's that as a share of the order?"),
        A("Let me calculate: $19.99 ÷ ${{39.98+54|.2f}} ≈ **{{19.99/93.98*100|.1f}}%**, about a fifth."),
        anthropic=True),
    run(16, GPT4O_AUG,
        U("exchange my watch to titanium 44mm, pay diff with paypal. omar.haddad@example.com"),
        C("find_user_id_by_email", {"email": "omar.haddad@example.com"}, "omar_haddad_8830"),
        C("get_user_details", {"user_id": "omar_haddad_8830"},
          user("omar_haddad_8830", "Omar", "Haddad", ADDR[13], "omar.haddad@example.com",
               [pay("credit_card", "credit_card_8830124", brand="visa", last_four="6607"), pay("paypal", "paypal_8830125")], ["#W8830467"])),
        C("get_order_details", {"order_id": "#W8830467"},
          order("#W8830467", "omar_haddad_8830", ADDR[13], [WATCH, BOTTLE], "delivered", [("payment", total(WATCH, BOTTLE), "credit_card_8830124")], tracking="550391827364")),
        C("get_product_details", {"product_id": "4715968402"},
          product("Smart Watch", "4715968402", [
              variant("1726859413", 249.0, size="44mm", color="silver"),
              variant("1726859414", 229.0, size="41mm", color="silver"),
              variant("1726859415", 279.0, size="44mm", color="titanium")])),
        A("Smart Watch 44mm silver $249.00 → 44mm titanium $279.00: **+${{279-249|.2f}}** via PayPal. Confirm?"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W8830467", "item_ids": ["1726859413"], "new_item_ids": ["1726859415"], "payment_method_id": "paypal_8830125"},
          order("#W8830467", "omar_haddad_8830", ADDR[13], [WATCH, BOTTLE], "exchange requested", [("payment", total(WATCH, BOTTLE), "credit_card_8830124")],
                tracking="550391827364", exchange_items=["1726859413"], exchange_new_items=["1726859415"], exchange_payment_method_id="paypal_8830125",
                exchange_price_difference=30.0)),
        A("Exchange requested. ${{279-249|.2f}} charged to PayPal. New order total **$[[310.50]]**.",
          why="279.00 + 22.50 is 301.50; the model swapped two digits"),
        U("so how much on each card"),
        A("Visa ••6607: ${{249+22.5|.2f}} (original). PayPal: ${{279-249|.2f}} (difference)."),
    ),
    run(17, OPUS4,
        U("Hi, I'd like to exchange the rain jacket in my order for the large and pay with my gift card. Email: emil.larsen@example.com"),
        C("find_user_id_by_email", {"email": "emil.larsen@example.com"}, "emil_larsen_1904"),
        C("get_user_details", {"user_id": "emil_larsen_1904"},
          user("emil_larsen_1904", "Emil", "Larsen", ADDR[14], "emil.larsen@example.com",
               [pay("gift_card", "gift_card_1904221", balance=3.0), pay("credit_card", "credit_card_1904222", brand="mastercard", last_four="9051")],
               ["#W1904385"])),
        C("get_order_details", {"order_id": "#W1904385"},
          order("#W1904385", "emil_larsen_1904", ADDR[14], [JACKET, GLOVES], "delivered", [("payment", total(JACKET, GLOVES), "credit_card_1904222")], tracking="203948571629")),
        C("get_product_details", {"product_id": "6048291735"},
          product("Rain Jacket", "6048291735", [
              variant("3059182746", 129.95, size="M", color="navy"),
              variant("3059182747", 134.95, size="L", color="navy"),
              variant("3059182748", 134.95, available=False, size="L", color="olive")])),
        A("Thanks, Emil. The large navy Rain Jacket is available at $134.95, so the exchange costs $134.95 − $129.95 = **${{134.95-129.95|.2f}}**.\n\n"
          "Your gift card has only $3.00, which isn't enough to cover it (${{5-3|.2f}} short). Could I charge the Mastercard ending 9051 instead?"),
        U("fine, mastercard"),
        C("exchange_delivered_order_items", {"order_id": "#W1904385", "item_ids": ["3059182746"], "new_item_ids": ["3059182747"], "payment_method_id": "credit_card_1904222"},
          order("#W1904385", "emil_larsen_1904", ADDR[14], [JACKET, GLOVES], "exchange requested", [("payment", total(JACKET, GLOVES), "credit_card_1904222")],
                tracking="203948571629", exchange_items=["3059182746"], exchange_new_items=["3059182747"], exchange_payment_method_id="credit_card_1904222",
                exchange_price_difference=5.0)),
        A("The exchange is requested: **${{134.95-129.95|.2f}}** to your Mastercard ending 9051. Your gift card stays at $3.00. "
          "You'll get an email with instructions for returning the medium."),
        U("what did I pay for the whole order then?"),
        A("The order was $129.95 + $16.25 = ${{129.95+16.25|.2f}}, and with the ${{134.95-129.95|.2f}} difference, **${{146.2+5|.2f}}** in total."),
        anthropic=True),
]
