"""Retail runs 21-40: multi-order users, the calculate tool, split payments, lookups by product."""

from _retail import POLICY, address, card, gift, item, order, paypal, product, user
from _vocab import A, C, Run, U

GPT = "gpt-4o-2024-08-06"
CLAUDE = "claude-3-5-sonnet-20241022"
GEMINI = "gemini-1.5-pro-002"
LLAMA = "meta-llama/Llama-3.1-70B-Instruct"
MINI = "gpt-4o-mini-2024-07-18"
SONNET37 = "claude-3-7-sonnet-20250219"
MISTRAL = "mistral-large-2411"


def r21() -> Run:
    addr = address("588 Lincoln Avenue", "Suite 310", "Denver", "CO", "80202")
    u = user("sophia_martin_4574", "Sophia", "Martin", addr, "sophia.martin4832@example.com",
             [card("credit_card_1402274", "visa", "8803"), gift("gift_card_5694046", 128.0)],
             ["#W4776164", "#W1603792", "#W6533487"])
    o1 = order("#W4776164", "sophia_martin_4574", addr, [
        item("Espresso Machine", "4354588079", "7806008610", 2742.67, {"pressure": "9 bar", "capacity": "1L", "type": "capsule"})],
        "delivered", [("payment", 2742.67, "credit_card_1402274")], ["353040585167"])
    o2 = order("#W1603792", "sophia_martin_4574", addr, [
        item("Bookshelf", "8600330539", "4900661478", 463.04, {"material": "glass", "color": "black", "height": "5 ft"}),
        item("Water Bottle", "8310926033", "3453331371", 52.79, {"capacity": "500ml", "material": "stainless steel", "color": "black"})],
        "pending", [("payment", round(463.04 + 52.79, 2), "gift_card_5694046"), ])
    return Run("retail-21", GPT, POLICY, [
        U("hi! I have a few orders, and I'd like to know which ones I can still change"),
        A("I'd be glad to help! Could you please provide your email address or your full name and zip code so I can verify your identity?"),
        U("sophia.martin4832@example.com"),
        C("find_user_id_by_email", {"email": "sophia.martin4832@example.com"}, "sophia_martin_4574"),
        C("get_user_details", {"user_id": "sophia_martin_4574"}, u),
        C("get_order_details", {"order_id": "#W4776164"}, o1),
        C("get_order_details", {"order_id": "#W1603792"}, o2),
        A("Thanks, Sophia! Here's what I found so far:\n\n"
          "1. **Order #W4776164** - **Delivered**: Espresso Machine (9 bar, 1L, capsule) - $2,742.67. Delivered orders can be returned or exchanged.\n"
          "2. **Order #W1603792** - **Pending**: Bookshelf (glass, black, 5 ft) - $463.04 and Water Bottle (500ml, stainless steel, black) - $52.79. Pending orders can be cancelled or modified.\n\n"
          "You also have order **#W6533487**; would you like me to check that one as well?"),
        U("no. for the pending one, can I change the payment to my visa?"),
        A("Yes, you can. Order #W1603792 was paid with your gift card (gift_card_5694046), and the total is **$515.83**. I can switch it to your Visa ending in **8803** (credit_card_1402274); the $515.83 would be refunded to your gift card right away.\n\nWould you like me to proceed? (yes/no)"),
        U("yes"),
        C("modify_pending_order_payment", {"order_id": "#W1603792", "payment_method_id": "credit_card_1402274"},
          {**o2, "payment_history": o2["payment_history"] + [
              {"transaction_type": "payment", "amount": 515.83, "payment_method_id": "credit_card_1402274"},
              {"transaction_type": "refund", "amount": 515.83, "payment_method_id": "gift_card_5694046"}]}),
        A("Done! Order **#W1603792** is now paid with your Visa ending in 8803, and **$515.83** has been refunded to your gift card. Let me know if there's anything else you need for order [[#W4776146]] or any other order!",
          why="order id with two digits swapped while closing the turn"),
        U("that's all"),
        A("Have a great day, Sophia!"),
    ])


def r22() -> Run:
    addr = address("3 Orchard Lane", "Suite 45", "Sacramento", "CA", "95814")
    u = user("yara_ahmed_6032", "Yara", "Ahmed", addr, "yara.ahmed2210@example.com",
             [card("credit_card_7744508", "mastercard", "4410"), paypal("paypal_9067143")], ["#W3018374"])
    o = order("#W3018374", "yara_ahmed_6032", addr, [
        item("Blender", "3952162349", "9089617104", 148.47, {"capacity": "1.5L", "material": "plastic", "speed settings": "high"}),
        item("Dumbbell Set", "7233192239", "2444431651", 534.84, {"weight range": "55-75 lbs", "material": "iron", "set type": "fixed"}),
        item("Yoga Mat", "4635925001", "2733768059", 94.38, {"thickness": "6mm", "material": "natural rubber", "color": "pink"})],
        "delivered", [("payment", round(148.47 + 534.84 + 94.38, 2), "credit_card_7744508")], ["766432590121"])
    return Run("retail-22", CLAUDE, POLICY, [
        U("Hi, I need to return the dumbbell set and the yoga mat. I'm Yara Ahmed, zip code 95814."),
        C("find_user_id_by_name_zip", {"first_name": "Yara", "last_name": "Ahmed", "zip": "95814"}, "yara_ahmed_6032"),
        C("get_user_details", {"user_id": "yara_ahmed_6032"}, u),
        C("get_order_details", {"order_id": "#W3018374"}, o),
        C("calculate", {"expression": "534.84 + 94.38"}, "629.22"),
        A("Thank you, Yara. I found your delivered order **#W3018374**. Here's what the return would look like:\n\n"
          "**Items to return:**\n- Dumbbell Set (55-75 lbs, iron, fixed) - item 2444431651 - $534.84\n- Yoga Mat (6mm, natural rubber, pink) - item 2733768059 - $94.38\n\n"
          "**Total refund:** $629.22\n\n**Keeping:** Blender (1.5L, plastic, high speed) - $148.47\n\n"
          "The refund would go to your original payment method, the Mastercard ending in 4410. Shall I proceed? (yes/no)"),
        U("Yes."),
        C("return_delivered_order_items", {"order_id": "#W3018374", "item_ids": ["2444431651", "2733768059"], "payment_method_id": "credit_card_7744508"},
          {**o, "status": "return requested", "return_items": ["2444431651", "2733768059"], "return_payment_method_id": "credit_card_7744508"}),
        A("Your return request for order #W3018374 has been submitted. You'll receive an email with instructions for sending back the Dumbbell Set and the Yoga Mat. Once they arrive, $629.22 will be refunded to your Mastercard ending in 4410.\n\nOf the original $777.69 you paid, you're keeping the Blender at $148.47."),
        U("Thank you!"),
        A("You're welcome, Yara! Is there anything else I can help you with?"),
        U("No"),
        A("Have a lovely day!"),
    ], fmt="anthropic")


def r23() -> Run:
    addr = address("901 Harbor Street", "Suite 733", "Baltimore", "MD", "21230")
    u = user("marcus_davis_4417", "Marcus", "Davis", addr, "marcus.davis6631@example.com",
             [gift("gift_card_4008592", 85.5), card("credit_card_6691520", "visa", "2787")], ["#W2462813"])
    o = order("#W2462813", "marcus_davis_4417", addr, [
        item("Electric Scooter", "1973712283", "8287213946", 1988.27, {"color": "red", "motor power": "500W", "range": "25 miles"}),
        item("Cycling Helmet", "7765186836", "6048672633", 208.05, {"size": "L", "color": "black", "ventilation": "high"})],
        "pending", [("payment", round(1988.27 + 208.05, 2), "credit_card_6691520")])
    helmet = product("Cycling Helmet", "7765186836", [
        ("6048672633", {"size": "L", "color": "black", "ventilation": "high"}, True, 208.05),
        ("7811981098", {"size": "S", "color": "white", "ventilation": "medium"}, True, 213.86),
        ("3339188619", {"size": "M", "color": "blue", "ventilation": "low"}, False, 200.24),
        ("5537798301", {"size": "M", "color": "black", "ventilation": "high"}, True, 204.67),
        ("1665571435", {"size": "L", "color": "black", "ventilation": "medium"}, True, 196.89)])
    return Run("retail-23", LLAMA, POLICY, [
        U("I want to change the helmet size in my order from L to M"),
        A("I can help you with that. Can you please provide your email address so I can verify your identity?"),
        U("marcus.davis6631@example.com"),
        C("find_user_id_by_email", {"email": "marcus.davis6631@example.com"}, "marcus_davis_4417"),
        C("get_user_details", {"user_id": "marcus_davis_4417"}, u),
        C("get_order_details", {"order_id": "#W2462813"}, o),
        C("get_product_details", {"product_id": "7765186836"}, helmet),
        A("Thank you, Marcus. Your pending order #W2462813 includes a Cycling Helmet (size L, black, high ventilation) for $208.05.\n\nThe size M options are:\n\n"
          "* Size M, black, high ventilation - $204.67 (available)\n* Size M, blue, low ventilation - $200.24 (not available)\n\n"
          "Would you like the size M black helmet with high ventilation? It costs ${{208.05-204.67|.2f}} less than your current helmet."),
        U("yes. refund to the gift card"),
        A("Here are the details of the modification:\n\nOrder ID: #W2462813\nCurrent item: Cycling Helmet, L, black, high ventilation (6048672633)\nNew item: Cycling Helmet, M, black, high ventilation (5537798301)\nRefund: ${{208.05-204.67|.2f}} to gift_card_4008592\n\nDo you want to proceed? (yes/no)"),
        U("yes"),
        C("modify_pending_order_items", {"order_id": "#W2462813", "item_ids": ["6048672633"], "new_item_ids": ["5537798301"], "payment_method_id": "gift_card_4008592"},
          {**o, "items": [o["items"][0], item("Cycling Helmet", "7765186836", "5537798301", 204.67, {"size": "M", "color": "black", "ventilation": "high"})],
           "payment_history": o["payment_history"] + [{"transaction_type": "refund", "amount": 3.3800000000001091, "payment_method_id": "gift_card_4008592"}]}),
        A("Your order has been modified. The helmet is now size M, and a refund of $3.38 has been issued to your gift card. Your new gift card balance is ${{85.5+3.38|.2f}}.\n\nIs there anything else I can help you with?"),
        U("whats my new order total"),
        A("Your new order total is ${{1988.27+204.67|,.2f}}: the Electric Scooter at $1,988.27 plus the Cycling Helmet at $204.67."),
        U("ok thanks"),
        A("You're welcome, Marcus. Have a great day!"),
    ])


def r24() -> Run:
    addr = address("15 Granite Way", "Suite 220", "Salt Lake City", "UT", "84101")
    u = user("nina_petrov_3381", "Nina", "Petrov", addr, "nina.petrov1177@example.com",
             [card("credit_card_5058247", "visa", "6690")], ["#W8831927", "#W2094487"])
    o = order("#W8831927", "nina_petrov_3381", addr, [
        item("Bluetooth Speaker", "4768869376", "7597543861", 310.47, {"color": "black", "battery life": "10 hours", "water resistance": "no"}),
        item("Bluetooth Speaker", "4768869376", "7597543861", 310.47, {"color": "black", "battery life": "10 hours", "water resistance": "no"})],
        "delivered", [("payment", round(310.47 * 2, 2), "credit_card_5058247")], ["220584471963"])
    return Run("retail-24", GEMINI, POLICY, [
        U("I accidentally got 2 of the same speaker. Can I return one? nina.petrov1177@example.com"),
        C("find_user_id_by_email", {"email": "nina.petrov1177@example.com"}, "nina_petrov_3381"),
        C("get_user_details", {"user_id": "nina_petrov_3381"}, u),
        C("get_order_details", {"order_id": "#W8831927"}, o),
        A("Thanks, Nina! I see your delivered order **#W8831927** has two identical **Bluetooth Speakers** (black, 10 hours battery, not water resistant) at **$310.47** each, for a total of **$620.94**.\n\n"
          "Yes, you can return one of them. The refund of **$310.47** would go back to your Visa ending in **6690**. Should I go ahead?"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W8831927", "item_ids": ["7597543861"], "payment_method_id": "credit_card_5058247"},
          {**o, "status": "return requested", "return_items": ["7597543861"], "return_payment_method_id": "credit_card_5058247"}),
        A("The return for one Bluetooth Speaker has been requested. You'll get an email with the return label. **$310.47** will be refunded to your Visa ending in 6690 after we receive it."),
        U("and I'll keep the other one right?"),
        A("Yes, exactly. You'll keep one speaker; only one unit of item **[[7597543816]]** is being returned.", why="item id with its last two digits swapped"),
        U("perfect thanks"),
        A("You're welcome! Have a great day, Nina."),
    ])


def r25() -> Run:
    addr = address("740 Prairie Road", "Suite 18", "Omaha", "NE", "68102")
    u = user("kenji_sato_9146", "Kenji", "Sato", addr, "kenji.sato5402@example.com",
             [card("credit_card_6115091", "mastercard", "9391"), gift("gift_card_2280417", 34.19)], ["#W5120933", "#W7718560"])
    o = order("#W5120933", "kenji_sato_9146", addr, [
        item("Fleece Jacket", "8560156827", "4728397765", 149.48, {"size": "M", "color": "black", "zipper": "full"}),
        item("Hiking Boots", "7363354090", "3812493782", 244.34, {"size": "7", "material": "leather", "waterproof": "yes"}),
        item("Backpack", "2524789262", "5917587651", 212.79, {"color": "grey", "size": "medium", "material": "polyester", "compartment": "laptop"})],
        "pending", [("payment", round(149.48 + 244.34 + 212.79, 2), "credit_card_6115091")])
    return Run("retail-25", MINI, POLICY, [
        U("Hi, please change the shipping address of my pending order to my office: 1200 Commerce St, Floor 4, Omaha NE 68102. I'm Kenji Sato, zip 68102"),
        C("find_user_id_by_name_zip", {"first_name": "Kenji", "last_name": "Sato", "zip": "68102"}, "kenji_sato_9146"),
        C("get_user_details", {"user_id": "kenji_sato_9146"}, u),
        C("get_order_details", {"order_id": "#W5120933"}, o),
        A("Thanks, Kenji! I found your pending order **#W5120933** (Fleece Jacket, Hiking Boots, Backpack; total $606.61).\n\n"
          "Please confirm the new shipping address:\n\n**1200 Commerce St, Floor 4, Omaha, NE 68102, USA**\n\nShall I update it? (yes/no)"),
        U("yes"),
        C("modify_pending_order_address", {"order_id": "#W5120933", "address1": "1200 Commerce St", "address2": "Floor 4", "city": "Omaha",
                                           "state": "NE", "country": "USA", "zip": "68102"},
          {**o, "address": address("1200 Commerce St", "Floor 4", "Omaha", "NE", "68102")}),
        A("The shipping address for order #W5120933 has been updated to 1200 Commerce St, Floor 4, Omaha, NE 68102. Anything else I can help with?"),
        U("Can I use my gift card to pay part of it?"),
        A("I'm sorry, but the payment method of a pending order can only be changed to a single different method, and a gift card must cover the whole amount. Your gift card balance is $34.19, which is less than the order total of $606.61, so that isn't possible."),
        U("ok"),
        A("Is there anything else I can help you with today?"),
        U("no"),
        A("Have a nice day, Kenji!"),
    ])


def r26() -> Run:
    addr = address("66 Beacon Hill", "Suite 3", "Providence", "RI", "02903")
    u = user("grace_obrien_7021", "Grace", "O'Brien", addr, "grace.obrien3396@example.com",
             [paypal("paypal_1204466"), gift("gift_card_6795125", 10.0)], ["#W9932170", "#W6144803"])
    o = order("#W9932170", "grace_obrien_7021", addr, [
        item("Desk Lamp", "6817146515", "1270145486", 144.07, {"color": "white", "brightness": "high", "power source": "battery"}),
        item("Office Chair", "4794339885", "8323284863", 511.24, {"material": "fabric", "color": "blue", "armrest": "adjustable", "backrest height": "standard"})],
        "delivered", [("payment", round(144.07 + 511.24, 2), "paypal_1204466")], ["493017255486"])
    chair = product("Office Chair", "4794339885", [
        ("8323284863", {"material": "fabric", "color": "blue", "armrest": "adjustable", "backrest height": "standard"}, True, 511.24),
        ("4274709903", {"material": "mesh", "color": "red", "armrest": "none", "backrest height": "standard"}, True, 544.29),
        ("8426249116", {"material": "fabric", "color": "black", "armrest": "fixed", "backrest height": "standard"}, True, 488.81),
        ("1793929609", {"material": "fabric", "color": "black", "armrest": "none", "backrest height": "high-back"}, True, 514.34)])
    return Run("retail-26", SONNET37, POLICY, [
        U("I'd like to exchange my office chair for a black one. grace.obrien3396@example.com"),
        C("find_user_id_by_email", {"email": "grace.obrien3396@example.com"}, "grace_obrien_7021"),
        C("get_user_details", {"user_id": "grace_obrien_7021"}, u),
        C("get_order_details", {"order_id": "#W9932170"}, o),
        C("get_product_details", {"product_id": "4794339885"}, chair),
        A("Thanks, Grace. Your delivered order #W9932170 has the Office Chair (fabric, blue, adjustable armrests, standard backrest) at $511.24. There are two black versions available:\n\n"
          "1. **Fabric, black, fixed armrests, standard backrest** - $488.81 (you'd get $511.24 - $488.81 = ${{511.24-488.81|.2f}} back)\n"
          "2. **Fabric, black, no armrests, high-back** - $514.34 (you'd pay $514.34 - $511.24 = ${{514.34-511.24|.2f}} more)\n\n"
          "Which would you like?"),
        U("the high-back one. pay with paypal"),
        A("Here's the exchange to confirm:\n\n"
          "- **Order:** #W9932170\n- **Return:** Office Chair, blue (8323284863)\n- **Receive:** Office Chair, black, no armrests, high-back (1793929609)\n"
          "- **Price difference:** ${{514.34-511.24|.2f}} charged to PayPal (paypal_1204466)\n\nShall I proceed? (yes/no)"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W9932170", "item_ids": ["8323284863"], "new_item_ids": ["1793929609"], "payment_method_id": "paypal_1204466"},
          {**o, "status": "exchange requested", "exchange_items": ["8323284863"], "exchange_new_items": ["1793929609"],
           "exchange_payment_method_id": "paypal_1204466", "exchange_price_difference": 3.1000000000000227}),
        A("The exchange is requested. You'll receive an email with instructions for sending back the blue chair, and $3.10 will be charged to your PayPal account. Anything else?"),
        U("no thanks"),
        A("Enjoy your new chair, Grace!"),
    ], fmt="anthropic")


def r27() -> Run:
    addr = address("212 Meadow Lane", "Suite 77", "Raleigh", "NC", "27601")
    u = user("leo_fischer_2285", "Leo", "Fischer", addr, "leo.fischer8140@example.com",
             [card("credit_card_3912265", "visa", "5150"), gift("gift_card_1011847", 412.8)], ["#W6621943", "#W3398105"])
    o1 = order("#W6621943", "leo_fischer_2285", addr, [
        item("Smartphone", "1801728040", "5339029584", 1128.99, {"color": "black", "storage": "128GB", "RAM": "4GB", "screen size": "6.5-inch"})],
        "delivered", [("payment", 1128.99, "credit_card_3912265")], ["102739416685"])
    o2 = order("#W3398105", "leo_fischer_2285", addr, [
        item("Wireless Earbuds", "9924732112", "1646531091", 232.49, {"color": "blue", "battery life": "6 hours", "water resistance": "IPX4"}),
        item("Portable Charger", "6942297802", "1178356107", 98.25, {"capacity": "20000mAh", "output": "USB-C", "color": "white"})],
        "pending", [("payment", round(232.49 + 98.25, 2), "gift_card_1011847")])
    return Run("retail-27", GPT, POLICY, [
        U("I want to return my phone and cancel my other order. leo.fischer8140@example.com"),
        C("find_user_id_by_email", {"email": "leo.fischer8140@example.com"}, "leo_fischer_2285"),
        C("get_user_details", {"user_id": "leo_fischer_2285"}, u),
        C("get_order_details", {"order_id": "#W6621943"}, o1),
        C("get_order_details", {"order_id": "#W3398105"}, o2),
        A("Thanks, Leo! Here's what I found:\n\n"
          "**1. Return - Order #W6621943 (delivered)**\n- Smartphone (black, 128GB, 4GB RAM, 6.5-inch) - $1,128.99, paid with Visa ending in 5150\n\n"
          "**2. Cancel - Order #W3398105 (pending)**\n- Wireless Earbuds (blue, 6 hours, IPX4) - $232.49\n- Portable Charger (20000mAh, USB-C, white) - $98.25\n- Total: $330.74, paid with gift card gift_card_1011847\n\n"
          "For the return, the refund can go to your Visa or to your gift card. For the cancellation, what's the reason: 'no longer needed' or 'ordered by mistake'?"),
        U("refund the phone to the gift card. cancel reason no longer needed"),
        A("Let's do these one at a time. First, the return:\n\n- **Order:** #W6621943\n- **Item:** Smartphone (5339029584)\n- **Refund:** $1,128.99 to gift_card_1011847\n\nConfirm? (yes/no)"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W6621943", "item_ids": ["5339029584"], "payment_method_id": "gift_card_1011847"},
          {**o1, "status": "return requested", "return_items": ["5339029584"], "return_payment_method_id": "gift_card_1011847"}),
        A("The return has been requested. Now the cancellation:\n\n- **Order:** #W3398105\n- **Reason:** no longer needed\n- **Refund:** $330.74 back to gift_card_1011847 (immediately, since it was paid by gift card)\n\nConfirm? (yes/no)"),
        U("yes"),
        C("cancel_pending_order", {"order_id": "#W3398105", "reason": "no longer needed"},
          {**o2, "status": "cancelled", "payment_history": o2["payment_history"] + [{"transaction_type": "refund", "amount": 330.74, "payment_method_id": "gift_card_1011847"}]}),
        A("Order #W3398105 has been cancelled and **$330.74** is back on your gift card.\n\nRunning tally for your gift card:\n- Balance before: $412.80\n- After cancellation refund: $412.80 + $330.74 = **${{412.8+330.74|.2f}}**\n"
          "- After the phone refund (once the return is received): ${{412.8+330.74|.2f}} + $1,128.99 = **${{412.8+330.74+1128.99|,.2f}}**\n\nAnything else?"),
        U("no that's it"),
        A("Thanks, Leo! Have a great day."),
    ])


def r28() -> Run:
    addr = address("80 Quarry Road", "Suite 512", "Milwaukee", "WI", "53202")
    u = user("zoe_hansen_5718", "Zoe", "Hansen", addr, "zoe.hansen4409@example.com",
             [card("credit_card_8229651", "mastercard", "1904")], ["#W7070233"])
    o = order("#W7070233", "zoe_hansen_5718", addr, [
        item("E-Reader", "3801771308", "9494281769", 252.06, {"screen size": "8-inch", "connectivity": "Wi-Fi", "storage": "8GB"})],
        "processed", [("payment", 252.06, "credit_card_8229651")])
    return Run("retail-28", LLAMA, POLICY, [
        U("where is my e-reader? Zoe Hansen 53202"),
        C("find_user_id_by_name_zip", {"first_name": "Zoe", "last_name": "Hansen", "zip": "53202"}, "zoe_hansen_5718"),
        C("get_user_details", {"user_id": "zoe_hansen_5718"}, u),
        C("get_order_details", {"order_id": "#W7070233"}, o),
        A("Hi Zoe. Your order #W7070233 with the E-Reader (8-inch, Wi-Fi, 8GB) is currently in \"processed\" status. This means it has been processed but not shipped yet, so there is no tracking number yet. The tracking number will be [[TRK-7070233]] once it ships.",
          why="a tracking id the model made up for an order with no fulfillment"),
        U("can I still cancel?"),
        A("Unfortunately, no. Only pending orders can be cancelled. Since your order is already processed, it can't be cancelled. Once it is delivered, you can return it and get a refund of $252.06 to your Mastercard ending in 1904."),
        U("ok"),
        A("Is there anything else I can help you with?"),
        U("no"),
        A("Have a good day!"),
    ])


def r29() -> Run:
    addr = address("455 Lakeshore Blvd", "Apt 9C", "Cleveland", "OH", "44114")
    u = user("aisha_khan_8873", "Aisha", "Khan", addr, "aisha.khan1156@example.com",
             [card("credit_card_4711009", "visa", "3371"), gift("gift_card_9188233", 500.0), paypal("paypal_3380114")],
             ["#W1122598", "#W8845103"])
    o = order("#W1122598", "aisha_khan_8873", addr, [
        item("Tablet", "8024098596", "2106335193", 903.95, {"screen size": "10-inch", "storage": "64GB", "color": "silver"}),
        item("Smart Thermostat", "4896585277", "7747408585", 249.01, {"compatibility": "Google Assistant", "color": "black"}),
        item("Wall Clock", "2344688344", "6508153405", 191.55, {"diameter": "12 inches", "color": "white", "type": "analog"})],
        "pending", [("payment", 500.0, "gift_card_9188233"), ("payment", round(903.95 + 249.01 + 191.55 - 500.0, 2), "credit_card_4711009")])
    return Run("retail-29", CLAUDE, POLICY, [
        U("Hi - I need to cancel an order, we're splitting the cost with my sister and she changed her mind. aisha.khan1156@example.com"),
        C("find_user_id_by_email", {"email": "aisha.khan1156@example.com"}, "aisha_khan_8873"),
        C("get_user_details", {"user_id": "aisha_khan_8873"}, u),
        C("get_order_details", {"order_id": "#W1122598"}, o),
        A("Thanks, Aisha. I found your pending order #W1122598:\n\n"
          "- Tablet (10-inch, 64GB, silver) - $903.95\n- Smart Thermostat (Google Assistant, black) - $249.01\n- Wall Clock (12 inches, white, analog) - $191.55\n\n"
          "The order total is $903.95 + $249.01 + $191.55 = ${{903.95+249.01+191.55|,.2f}}. It was paid with $500.00 from your gift card and $844.51 from your Visa ending in 3371.\n\n"
          "If I cancel it, the $500.00 goes back to your gift card immediately and the $844.51 goes back to your Visa in 5-7 business days. Which reason should I use: 'no longer needed' or 'ordered by mistake'?"),
        U("no longer needed. Also how much is half of the total? that's what my sister owes me back"),
        A("Half of ${{903.95+249.01+191.55|,.2f}} is about **${{(903.95+249.01+191.55)/2|,.2f}}** each.\n\n"
          "To confirm the cancellation:\n- Order: #W1122598\n- Reason: no longer needed\n- Refunds: $500.00 to gift_card_9188233, $844.51 to credit_card_4711009\n\nProceed? (yes/no)"),
        U("yes"),
        C("cancel_pending_order", {"order_id": "#W1122598", "reason": "no longer needed"},
          {**o, "status": "cancelled", "payment_history": o["payment_history"] + [
              {"transaction_type": "refund", "amount": 500.0, "payment_method_id": "gift_card_9188233"},
              {"transaction_type": "refund", "amount": 844.51, "payment_method_id": "credit_card_4711009"}]}),
        A("Order #W1122598 is cancelled. $500.00 is back on your gift card now, and $844.51 will reach your Visa ending in 3371 within 5-7 business days. Your gift card balance should now be ${{500.0+500.0|,.2f}}."),
        U("thanks"),
        A("You're welcome, Aisha. Anything else?"),
        U("no"),
        A("Take care!"),
    ], fmt="anthropic")


def r30() -> Run:
    addr = address("19 Sunset Terrace", "Suite 201", "Tucson", "AZ", "85701")
    u = user("diego_ramirez_3390", "Diego", "Ramirez", addr, "diego.ramirez7718@example.com",
             [card("credit_card_9920471", "visa", "7272"), gift("gift_card_6611502", 77.7)], ["#W4410068"])
    o = order("#W4410068", "diego_ramirez_3390", addr, [
        item("Mechanical Keyboard", "1656367028", "6439196450", 254.56, {"switch type": "tactile", "backlight": "none", "size": "60%"}),
        item("Gaming Mouse", "5713490933", "8214883393", 150.58, {"color": "black", "sensor type": "laser", "connectivity": "wireless"})],
        "delivered", [("payment", round(254.56 + 150.58, 2), "credit_card_9920471")], ["771905563219"])
    kb = product("Mechanical Keyboard", "1656367028", [
        ("6439196450", {"switch type": "tactile", "backlight": "none", "size": "60%"}, True, 254.56),
        ("9570044148", {"switch type": "linear", "backlight": "none", "size": "full size"}, True, 231.37),
        ("4843487907", {"switch type": "clicky", "backlight": "white", "size": "80%"}, False, 254.84),
        ("7706410293", {"switch type": "clicky", "backlight": "none", "size": "full size"}, True, 269.16),
        ("1340995114", {"switch type": "tactile", "backlight": "none", "size": "full size"}, False, 235.13)])
    return Run("retail-30", GEMINI, POLICY, [
        U("I want a full size keyboard instead of my 60% one. diego.ramirez7718@example.com"),
        C("find_user_id_by_email", {"email": "diego.ramirez7718@example.com"}, "diego_ramirez_3390"),
        C("get_user_details", {"user_id": "diego_ramirez_3390"}, u),
        C("get_order_details", {"order_id": "#W4410068"}, o),
        C("get_product_details", {"product_id": "1656367028"}, kb),
        A("Thanks, Diego! Your delivered order **#W4410068** includes a **Mechanical Keyboard** (tactile, no backlight, 60%) for **$254.56**.\n\n"
          "Available full size options:\n\n* **Linear, no backlight** - $231.37\n* **Clicky, no backlight** - $269.16\n\n"
          "The tactile full size version (item 1340995114) is currently unavailable. Which one would you like?"),
        U("the clicky one"),
        A("Here's the exchange:\n\n* **Order:** #W4410068\n* **Current:** Mechanical Keyboard, tactile, no backlight, 60% (6439196450)\n"
          "* **New:** Mechanical Keyboard, clicky, no backlight, full size (7706410293)\n* **You pay:** [[$15.60]] more\n\nWhich payment method would you like to use for the difference: your Visa ending in 7272, or your gift card (balance $77.70)?",
          why="price difference 269.16 - 254.56 = 14.60 quoted a digit off"),
        U("gift card"),
        C("exchange_delivered_order_items", {"order_id": "#W4410068", "item_ids": ["6439196450"], "new_item_ids": ["7706410293"], "payment_method_id": "gift_card_6611502"},
          {**o, "status": "exchange requested", "exchange_items": ["6439196450"], "exchange_new_items": ["7706410293"],
           "exchange_payment_method_id": "gift_card_6611502", "exchange_price_difference": 14.600000000000023}),
        A("Your exchange has been requested! **$14.60** will be deducted from your gift card, leaving a balance of **${{77.7-14.6|.2f}}**. You'll receive an email with instructions for returning the 60% keyboard."),
        U("wait you said 15.60 before"),
        A("You're right, I apologize for the error. The correct price difference is **$14.60** ($269.16 - $254.56). That's the amount charged to your gift card."),
        U("ok"),
        A("Is there anything else I can help you with, Diego?"),
        U("no"),
        A("Have a great day!"),
    ])


def r31() -> Run:
    addr = address("330 Elmwood Ave", "Suite 614", "Buffalo", "NY", "14222")
    u = user("hannah_cohen_6049", "Hannah", "Cohen", addr, "hannah.cohen2093@example.com",
             [paypal("paypal_8801245"), card("credit_card_5530017", "amex", "1009")], ["#W5570021", "#W9210846"])
    o = order("#W5570021", "hannah_cohen_6049", addr, [
        item("Electric Toothbrush", "7352963235", "3320557165", 188.67, {"color": "blue", "speed settings": "high", "battery type": "AA batteries"}),
        item("Hair Dryer", "1762337868", "9844888101", 96.35, {"power": "1800W", "color": "black"}),
        item("Perfume", "6858788497", "1325156478", 298.52, {"scent family": "oriental", "size": "30ml", "gender": "women"}),
        item("Makeup Kit", "5149340237", "6509212169", 256.14, {"skin tone": "light", "kit size": "professional", "brand": "Brand A"})],
        "delivered", [("payment", round(188.67 + 96.35 + 298.52 + 256.14, 2), "paypal_8801245")], ["338271905416"])
    return Run("retail-31", MINI, POLICY, [
        U("hello. I want to return everything except the toothbrush from my last order"),
        A("I can help with that! Please provide your email address so I can look up your account."),
        U("hannah.cohen2093@example.com"),
        C("find_user_id_by_email", {"email": "hannah.cohen2093@example.com"}, "hannah_cohen_6049"),
        C("get_user_details", {"user_id": "hannah_cohen_6049"}, u),
        C("get_order_details", {"order_id": "#W5570021"}, o),
        A("Thank you, Hannah! Your last order **#W5570021** was delivered. Here are the items you'd return:\n\n"
          "1. **Hair Dryer** (1800W, black) - $96.35\n2. **Perfume** (oriental, 30ml, women) - $298.52\n3. **Makeup Kit** (light, professional, Brand A) - $256.14\n\n"
          "**Total refund: ${{96.35+298.52+256.14|.2f}}** to your PayPal account (paypal_8801245).\n\nYou'll keep the **Electric Toothbrush** ($188.67). Shall I proceed with the return? (yes/no)"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W5570021", "item_ids": ["9844888101", "1325156478", "6509212169"], "payment_method_id": "paypal_8801245"},
          {**o, "status": "return requested", "return_items": ["1325156478", "6509212169", "9844888101"], "return_payment_method_id": "paypal_8801245"}),
        A("Your return has been successfully requested for the Hair Dryer, Perfume and Makeup Kit. The refund of **${{96.35+298.52+256.14|.2f}}** will go to your PayPal account once we receive the items."),
        U("thanks"),
        A("You're welcome, Hannah! Have a great day!"),
    ])


def r32() -> Run:
    addr = address("1457 Peachtree Road", "Unit 5", "Savannah", "GA", "31401")
    u = user("victor_nguyen_1129", "Victor", "Nguyen", addr, "victor.nguyen5570@example.com",
             [card("credit_card_2640018", "visa", "4981")], ["#W6689250"])
    o = order("#W6689250", "victor_nguyen_1129", addr, [
        item("Garden Hose", "6679515468", "5753502325", 96.35, {"length": "25ft", "material": "rubber", "color": "green"})],
        "pending", [("payment", 96.35, "credit_card_2640018")])
    return Run("retail-32", SONNET37, POLICY, [
        U("Hi, I need to fix the zip code on my pending order, it's wrong. I'm Victor Nguyen, my zip is 31401."),
        C("find_user_id_by_name_zip", {"first_name": "Victor", "last_name": "Nguyen", "zip": "31401"}, "victor_nguyen_1129"),
        C("get_user_details", {"user_id": "victor_nguyen_1129"}, u),
        C("get_order_details", {"order_id": "#W6689250"}, o),
        A("Thanks, Victor. Your pending order #W6689250 (Garden Hose, $96.35) is set to ship to:\n\n1457 Peachtree Road, Unit 5, Savannah, GA 31401\n\nWhat should the correct zip code be?"),
        U("oh it's actually correct, the street is wrong. it should be 1475 not 1457"),
        A("Got it. So the updated address would be:\n\n**1475 Peachtree Road, Unit 5, Savannah, GA 31401**\n\nShall I update the shipping address on order #W6689250? (yes/no)"),
        U("yes"),
        C("modify_pending_order_address", {"order_id": "#W6689250", "address1": "1475 Peachtree Road", "address2": "Unit 5", "city": "Savannah",
                                           "state": "GA", "country": "USA", "zip": "31401"},
          {**o, "address": address("1475 Peachtree Road", "Unit 5", "Savannah", "GA", "31401")}),
        A("Done. Order #W6689250 will now ship to 1475 Peachtree Road, Unit 5, Savannah, GA 31401. Would you also like me to fix the default address on your profile?"),
        U("yes please"),
        C("modify_user_address", {"user_id": "victor_nguyen_1129", "address1": "1475 Peachtree Road", "address2": "Unit 5", "city": "Savannah",
                                  "state": "GA", "country": "USA", "zip": "31401"},
          {**u, "address": address("1475 Peachtree Road", "Unit 5", "Savannah", "GA", "31401")}),
        A("Your default address is now 1475 Peachtree Road, Unit 5, Savannah, GA 31401. Anything else?"),
        U("no"),
        A("Have a good one, Victor!"),
    ])


def r33() -> Run:
    addr = address("702 Canal Street", "Suite 140", "New Orleans", "LA", "70130")
    u = user("chloe_dubois_4456", "Chloe", "Dubois", addr, "chloe.dubois8803@example.com",
             [card("credit_card_3097624", "mastercard", "5563"), gift("gift_card_8830411", 19.88)], ["#W2287714", "#W1178340"])
    o = order("#W2287714", "chloe_dubois_4456", addr, [
        item("Indoor Security Camera", "2985987096", "6901578702", 307.42, {"resolution": "4K", "field of view": "130 degrees", "connectivity": "Wi-Fi"}),
        item("Indoor Security Camera", "2985987096", "6901578702", 307.42, {"resolution": "4K", "field of view": "130 degrees", "connectivity": "Wi-Fi"}),
        item("Indoor Security Camera", "2985987096", "6901578702", 307.42, {"resolution": "4K", "field of view": "130 degrees", "connectivity": "Wi-Fi"})],
        "delivered", [("payment", round(307.42 * 3, 2), "credit_card_3097624")], ["651120998374"])
    return Run("retail-33", GPT, POLICY, [
        U("I bought 3 security cameras but I only need 2. I'd like to return 1. chloe.dubois8803@example.com"),
        C("find_user_id_by_email", {"email": "chloe.dubois8803@example.com"}, "chloe_dubois_4456"),
        C("get_user_details", {"user_id": "chloe_dubois_4456"}, u),
        C("get_order_details", {"order_id": "#W2287714"}, o),
        A("Thanks, Chloe! I found your delivered order **#W2287714** with 3 Indoor Security Cameras (4K, 130 degrees, Wi-Fi) at **$307.42** each, a total of **$922.26**.\n\n"
          "Returning one camera would refund **$307.42** to your Mastercard ending in 5563 or to your gift card. Which do you prefer?"),
        U("mastercard"),
        C("return_delivered_order_items", {"order_id": "#W2287714", "item_ids": ["6901578702"], "payment_method_id": "credit_card_3097624"},
          {**o, "status": "return requested", "return_items": ["6901578702"], "return_payment_method_id": "credit_card_3097624"}),
        A("The return of one Indoor Security Camera is requested. **$307.42** will be refunded to your Mastercard ending in 5563, so the 2 cameras you keep come to **${{307.42*2|.2f}}**."),
        U("Great."),
        A("Is there anything else I can help you with?"),
        U("no"),
        A("Have a great day, Chloe!"),
    ])


def r34() -> Run:
    addr = address("58 Foxglove Road", "Suite 303", "Boise", "ID", "83702")
    u = user("ben_carter_7742", "Ben", "Carter", addr, "ben.carter3320@example.com",
             [card("credit_card_6508822", "visa", "0044"), gift("gift_card_4501988", 240.0)], ["#W3359107", "#W7123386"])
    o1 = order("#W3359107", "ben_carter_7742", addr, [
        item("Vacuum Cleaner", "1762337868", "4725166838", 602.11, {"type": "robotic", "bagged/bagless": "bagless", "features": "HEPA filter"})],
        "delivered", [("payment", 602.11, "credit_card_6508822")], ["290337415081"])
    o2 = order("#W7123386", "ben_carter_7742", addr, [
        item("Tea Kettle", "9832717871", "3909406921", 98.25, {"material": "glass", "capacity": "1 liter", "stovetop compatibility": "gas"}),
        item("Coffee Maker", "7996920482", "1323134954", 236.95, {"color": "stainless steel", "capacity": "4 cups", "type": "drip", "features": "built-in grinder"})],
        "pending", [("payment", round(98.25 + 236.95, 2), "gift_card_4501988")])
    return Run("retail-34", LLAMA, POLICY, [
        U("I need info on both of my orders. Ben Carter, 83702"),
        C("find_user_id_by_name_zip", {"first_name": "Ben", "last_name": "Carter", "zip": "83702"}, "ben_carter_7742"),
        C("get_user_details", {"user_id": "ben_carter_7742"}, u),
        C("get_order_details", {"order_id": "#W3359107"}, o1),
        C("get_order_details", {"order_id": "#W7123386"}, o2),
        A("Here is the information for your two orders:\n\n"
          "Order #W3359107\nStatus: Delivered\nItems: Vacuum Cleaner (robotic, bagless, HEPA filter) - $602.11\nPayment: Visa ending in 0044\nTracking: 290337415081\n\n"
          "Order #W7123386\nStatus: Pending\nItems: Tea Kettle (glass, 1 liter, gas) - $98.25; Coffee Maker (stainless steel, 4 cups, drip, built-in grinder) - $236.95\n"
          "Total: $335.20\nPayment: gift card gift_card_4501988\n\nIs there anything you would like to do with these orders?"),
        U("what's my gift card balance"),
        A("Your gift card gift_card_4501988 has a balance of $240.00."),
        U("how did I pay 335 with a 240 gift card?"),
        A("The order shows a payment of $335.20 from the gift card, and your profile currently shows a balance of $240.00. The $240.00 is what's left after that payment, so the card held ${{240.0+335.2|.2f}} before the order. I can't see the card's history beyond that, though."),
        U("ok thanks"),
        A("You're welcome! Is there anything else?"),
        U("no"),
        A("Have a nice day, Ben."),
    ])


def r35() -> Run:
    addr = address("27 Ridge Road", "Suite 11", "Albany", "NY", "12207")
    u = user("priya_shah_6618", "Priya", "Shah", addr, "priya.shah4402@example.com",
             [card("credit_card_1180243", "mastercard", "6635"), paypal("paypal_7719902")], ["#W9041186"])
    o = order("#W9041186", "priya_shah_6618", addr, [
        item("Luggage Set", "5426915165", "8964750292", 532.58, {"piece count": "2-piece", "color": "red", "material": "hardshell"}),
        item("Sunglasses", "7314138884", "4358482460", 290.94, {"frame color": "black", "lens color": "brown", "lens type": "polarized", "frame material": "plastic"})],
        "pending", [("payment", round(532.58 + 290.94, 2), "credit_card_1180243")])
    lug = product("Luggage Set", "5426915165", [
        ("8964750292", {"piece count": "2-piece", "color": "red", "material": "hardshell"}, True, 532.58),
        ("6301799585", {"piece count": "3-piece", "color": "blue", "material": "softshell"}, True, 495.87),
        ("9956648681", {"piece count": "4-piece", "color": "red", "material": "hardshell"}, True, 452.62),
        ("5209958006", {"piece count": "2-piece", "color": "silver", "material": "hardshell"}, True, 514.72),
        ("7160999700", {"piece count": "2-piece", "color": "red", "material": "softshell"}, True, 499.29)])
    return Run("retail-35", CLAUDE, POLICY, [
        U("Hello, I'd like the 4-piece version of the luggage set I ordered, same color. priya.shah4402@example.com"),
        C("find_user_id_by_email", {"email": "priya.shah4402@example.com"}, "priya_shah_6618"),
        C("get_user_details", {"user_id": "priya_shah_6618"}, u),
        C("get_order_details", {"order_id": "#W9041186"}, o),
        C("get_product_details", {"product_id": "5426915165"}, lug),
        A("Thank you, Priya. Your pending order #W9041186 includes a Luggage Set (2-piece, red, hardshell) at $532.58. The 4-piece red hardshell set (item 9956648681) is available for $452.62, which is actually less:\n\n"
          "$532.58 - $452.62 = ${{532.58-452.62|.2f}} refund\n\n"
          "The refund can go to your Mastercard ending in 6635 or your PayPal account. Which one would you like? Also, is the luggage set the only item you want to modify? Item modifications can only be done once per order."),
        U("Mastercard. Yes just the luggage."),
        A("Please confirm:\n\n- Order: #W9041186\n- Replace: Luggage Set 2-piece red hardshell (8964750292)\n- With: Luggage Set 4-piece red hardshell (9956648681)\n- Refund: ${{532.58-452.62|.2f}} to credit_card_1180243\n\nShall I proceed? (yes/no)"),
        U("yes"),
        C("modify_pending_order_items", {"order_id": "#W9041186", "item_ids": ["8964750292"], "new_item_ids": ["9956648681"], "payment_method_id": "credit_card_1180243"},
          {**o, "items": [item("Luggage Set", "5426915165", "9956648681", 452.62, {"piece count": "4-piece", "color": "red", "material": "hardshell"}), o["items"][1]],
           "payment_history": o["payment_history"] + [{"transaction_type": "refund", "amount": 79.95999999999998, "payment_method_id": "credit_card_1180243"}]}),
        A("Your order has been updated to the 4-piece red hardshell Luggage Set. A refund of $79.96 will be issued to your Mastercard ending in 6635. Your order total is now $452.62 + $290.94 = ${{452.62+290.94|.2f}}."),
        U("thanks so much"),
        A("You're welcome, Priya. Safe travels!"),
    ], fmt="anthropic")


def r36() -> Run:
    addr = address("411 Walnut Hill", "Suite 8", "Richmond", "VA", "23220")
    u = user("tom_becker_3034", "Tom", "Becker", addr, "tom.becker6612@example.com",
             [card("credit_card_7702913", "visa", "2201"), gift("gift_card_3341108", 55.0)], ["#W6610247"])
    o = order("#W6610247", "tom_becker_3034", addr, [
        item("Action Camera", "3377618313", "5925362855", 503.51, {"resolution": "1080p", "waterproof": "yes", "color": "black"}),
        item("Tablet", "8024098596", "4803681337", 962.34, {"screen size": "8-inch", "storage": "64GB", "color": "black"})],
        "delivered", [("payment", round(503.51 + 962.34, 2), "credit_card_7702913")], ["804712336590"])
    return Run("retail-36", GEMINI, POLICY, [
        U("I want to return the action camera. tom.becker6612@example.com"),
        C("find_user_id_by_email", {"email": "tom.becker6612@example.com"}, "tom_becker_3034"),
        C("get_user_details", {"user_id": "tom_becker_3034"}, u),
        C("get_order_details", {"order_id": "#W6610247"}, o),
        A("Thanks, Tom! In your delivered order **#W6610247**, the **Action Camera** (1080p, waterproof, black) cost **$503.51**. The refund can go to your **Visa ending in [[2210]]** (the original payment method) or to your gift card. Which would you prefer?",
          why="card last four with two digits swapped"),
        U("visa"),
        C("return_delivered_order_items", {"order_id": "#W6610247", "item_ids": ["5925362855"], "payment_method_id": "credit_card_7702913"},
          {**o, "status": "return requested", "return_items": ["5925362855"], "return_payment_method_id": "credit_card_7702913"}),
        A("The return has been requested. **$503.51** will be refunded to your Visa once the camera is received. You'll receive an email with the return instructions."),
        U("thanks"),
        A("You're welcome, Tom!"),
    ])


def r37() -> Run:
    addr = address("95 Laurel Street", "Suite 27", "Hartford", "CT", "06103")
    u = user("lena_schmidt_2217", "Lena", "Schmidt", addr, "lena.schmidt9047@example.com",
             [paypal("paypal_2290415"), gift("gift_card_7720365", 150.25)], ["#W8017741", "#W5562930"])
    o = order("#W8017741", "lena_schmidt_2217", addr, [
        item("Jigsaw Puzzle", "1808611083", "4772738468", 53.91, {"pieces": "1000", "theme": "animals", "difficulty level": "beginner"}),
        item("Notebook", "2892623495", "7579176349", 29.28, {"size": "A4", "cover type": "soft cover"}),
        item("Notebook", "2892623495", "9799386954", 28.59, {"size": "A5", "cover type": "soft cover"})],
        "pending", [("payment", round(53.91 + 29.28 + 28.59, 2), "paypal_2290415")])
    return Run("retail-37", MISTRAL, POLICY, [
        U("Hi, can you switch the payment on my pending order to my gift card? lena.schmidt9047@example.com"),
        C("find_user_id_by_email", {"email": "lena.schmidt9047@example.com"}, "lena_schmidt_2217"),
        C("get_user_details", {"user_id": "lena_schmidt_2217"}, u),
        C("get_order_details", {"order_id": "#W8017741"}, o),
        A("Hello Lena, I found your pending order #W8017741:\n\n- Jigsaw Puzzle (1000 pieces, animals, beginner): $53.91\n- Notebook (A4, soft cover): $29.28\n- Notebook (A5, soft cover): $28.59\n\n"
          "Total: $111.78, currently paid with PayPal.\n\nYour gift card (gift_card_7720365) has $150.25, which is enough to cover it; afterwards you would have ${{150.25-111.78|.2f}} left on it. Do you want me to proceed? (yes/no)"),
        U("yes"),
        C("modify_pending_order_payment", {"order_id": "#W8017741", "payment_method_id": "gift_card_7720365"},
          {**o, "payment_history": o["payment_history"] + [
              {"transaction_type": "payment", "amount": 111.78, "payment_method_id": "gift_card_7720365"},
              {"transaction_type": "refund", "amount": 111.78, "payment_method_id": "paypal_2290415"}]}),
        A("Done. Order #W8017741 is now paid with your gift card, and $111.78 will be refunded to your PayPal account in 5 to 7 business days. Remaining gift card balance: ${{150.25-111.78|.2f}}."),
        U("merci!"),
        A("You're welcome, Lena! Have a nice day."),
    ])


def r38() -> Run:
    addr = address("250 Cobblestone Way", "Suite 90", "Madison", "WI", "53703")
    u = user("sam_oconnor_8860", "Sam", "O'Connor", addr, "sam.oconnor1501@example.com",
             [card("credit_card_4401276", "visa", "8120")], ["#W7446615"])
    o = order("#W7446615", "sam_oconnor_8860", addr, [
        item("Pet Bed", "2747247837", "7381052709", 193.22, {"size": "large", "material": "memory foam", "color": "brown"}),
        item("Dumbbell Set", "7233192239", "6171242004", 462.84, {"weight range": "30-50 lbs", "material": "rubber", "set type": "adjustable"})],
        "delivered", [("payment", round(193.22 + 462.84, 2), "credit_card_4401276")], ["519206648823"])
    return Run("retail-38", GPT, POLICY, [
        U("My dog hates the new bed lol. Can I return it? Sam O'Connor, 53703"),
        C("find_user_id_by_name_zip", {"first_name": "Sam", "last_name": "O'Connor", "zip": "53703"}, "sam_oconnor_8860"),
        C("get_user_details", {"user_id": "sam_oconnor_8860"}, u),
        C("get_order_details", {"order_id": "#W7446615"}, o),
        A("Sorry your pup isn't a fan! I found your delivered order **#W7446615** with the **Pet Bed** (large, memory foam, brown) at **$193.22**. The refund would go to your Visa ending in **8120**.\n\nWould you like me to submit the return? (yes/no)"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W7446615", "item_ids": ["7381052709"], "payment_method_id": "credit_card_4401276"},
          {**o, "status": "return requested", "return_items": ["7381052709"], "return_payment_method_id": "credit_card_4401276"}),
        A("Your return is submitted! Once the bed is received, **$193.22** will be refunded to your Visa ending in 8120. You'll get an email with return instructions."),
        U("how long do I have to send it back"),
        A("The return instructions in your email will include the deadline. I don't have access to that information in this conversation, so please check that email for the exact date."),
        U("ok"),
        A("Anything else I can help you with, Sam?"),
        U("nope"),
        A("Have a good one!"),
    ])


def r39() -> Run:
    addr = address("808 Highland Ave", "Apt 2", "Knoxville", "TN", "37916")
    u = user("julia_rossi_4421", "Julia", "Rossi", addr, "julia.rossi3318@example.com",
             [card("credit_card_8810962", "mastercard", "7451"), gift("gift_card_1290378", 64.0)], ["#W2219933"])
    o = order("#W2219933", "julia_rossi_4421", addr, [
        item("Running Shoes", "6938111410", "9791469541", 147.05, {"size": "8", "color": "white", "material": "mesh", "sole": "rubber"}),
        item("Sunglasses", "7314138884", "2177260429", 296.47, {"frame color": "black", "lens color": "green", "lens type": "polarized", "frame material": "metal"})],
        "pending", [("payment", round(147.05 + 296.47, 2), "credit_card_8810962")])
    shoes = product("Running Shoes", "6938111410", [
        ("9791469541", {"size": "8", "color": "white", "material": "mesh", "sole": "rubber"}, True, 147.05),
        ("4153505238", {"size": "8", "color": "red", "material": "leather", "sole": "EVA"}, True, 158.67),
        ("1775591963", {"size": "10", "color": "white", "material": "leather", "sole": "EVA"}, True, 154.75),
        ("4107812777", {"size": "9", "color": "black", "material": "synthetic", "sole": "rubber"}, True, 155.33)])
    return Run("retail-39", SONNET37, POLICY, [
        U("Can I change my running shoes to size 9? julia.rossi3318@example.com"),
        C("find_user_id_by_email", {"email": "julia.rossi3318@example.com"}, "julia_rossi_4421"),
        C("get_user_details", {"user_id": "julia_rossi_4421"}, u),
        C("get_order_details", {"order_id": "#W2219933"}, o),
        C("get_product_details", {"product_id": "6938111410"}, shoes),
        A("Thanks, Julia. Your pending order #W2219933 has Running Shoes in size 8 (white, mesh, rubber sole) at $147.05. The only size 9 available is **black, synthetic, rubber sole** (item 4107812777) at **$155.33**, so you'd pay **${{155.33-147.05|.2f}}** more.\n\n"
          "Would you like that one? If so, should the ${{155.33-147.05|.2f}} be charged to your Mastercard ending in 7451 or your gift card (balance $64.00)?"),
        U("yes, gift card"),
        A("To confirm:\n- Order #W2219933\n- Running Shoes size 8 white (9791469541) -> size 9 black (4107812777)\n- Charge ${{155.33-147.05|.2f}} to gift_card_1290378 (balance afterwards: ${{64.0-8.28|.2f}})\n\nProceed? (yes/no)"),
        U("yes"),
        C("modify_pending_order_items", {"order_id": "#W2219933", "item_ids": ["9791469541"], "new_item_ids": ["4107812777"], "payment_method_id": "gift_card_1290378"},
          {**o, "items": [item("Running Shoes", "6938111410", "4107812777", 155.33, {"size": "9", "color": "black", "material": "synthetic", "sole": "rubber"}), o["items"][1]],
           "payment_history": o["payment_history"] + [{"transaction_type": "payment", "amount": 8.28, "payment_method_id": "gift_card_1290378"}]}),
        A("All done - your order now has the size 9 black running shoes, and $8.28 was charged to your gift card. The order total is now ${{155.33+296.47|.2f}}."),
        U("thx"),
        A("You're welcome, Julia!"),
    ])


def r40() -> Run:
    addr = address("600 Marina Blvd", "Suite 1200", "San Francisco", "CA", "94123")
    u = user("kevin_tran_5090", "Kevin", "Tran", addr, "kevin.tran2276@example.com",
             [card("credit_card_3326710", "visa", "9017"), paypal("paypal_4418813")], ["#W3108822"])
    o = order("#W3108822", "kevin_tran_5090", addr, [
        item("Smart Watch", "6945232052", "4920090458", 381.87, {"color": "black", "band material": "silicone", "display": "AMOLED"})],
        "pending", [("payment", 381.87, "credit_card_3326710")])
    return Run("retail-40", MINI, POLICY, [
        U("I'm moving next week, can you update my default address? Kevin Tran 94123. New address 2250 Mission Street, Apt 4, San Francisco CA"),
        C("find_user_id_by_name_zip", {"first_name": "Kevin", "last_name": "Tran", "zip": "94123"}, "kevin_tran_5090"),
        C("get_user_details", {"user_id": "kevin_tran_5090"}, u),
        A("Thanks, Kevin! I'll update your default address to:\n\n**2250 Mission Street, Apt 4, San Francisco, CA [[94110]], USA**\n\nShall I proceed? (yes/no)",
          why="a zip code the user never gave, filled in for the new street"),
        U("the zip is 94103 actually"),
        A("Thanks for the correction! The new address would be:\n\n**2250 Mission Street, Apt 4, San Francisco, CA 94103, USA**\n\nShall I proceed? (yes/no)"),
        U("yes. and also my pending order"),
        C("modify_user_address", {"user_id": "kevin_tran_5090", "address1": "2250 Mission Street", "address2": "Apt 4", "city": "San Francisco",
                                  "state": "CA", "country": "USA", "zip": "94103"},
          {**u, "address": address("2250 Mission Street", "Apt 4", "San Francisco", "CA", "94103")}),
        C("get_order_details", {"order_id": "#W3108822"}, o),
        C("modify_pending_order_address", {"order_id": "#W3108822", "address1": "2250 Mission Street", "address2": "Apt 4", "city": "San Francisco",
                                           "state": "CA", "country": "USA", "zip": "94103"},
          {**o, "address": address("2250 Mission Street", "Apt 4", "San Francisco", "CA", "94103")}),
        A("Both are updated! Your default address and the shipping address of your pending order **#W3108822** (Smart Watch, $381.87) are now 2250 Mission Street, Apt 4, San Francisco, CA 94103."),
        U("thanks!"),
        A("You're welcome, Kevin! Good luck with the move!"),
    ])


RUNS = [r21(), r22(), r23(), r24(), r25(), r26(), r27(), r28(), r29(), r30(),
        r31(), r32(), r33(), r34(), r35(), r36(), r37(), r38(), r39(), r40()]
