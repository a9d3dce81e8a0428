"""Retail runs 1-20: returns, exchanges, cancellations, written as GPT-4o, Claude, Gemini and Llama write."""

from _retail import POLICY, address, card, gift, item, order, paypal, product, user
from _vocab import A, C, Run, U

GPT = "gpt-4o-2024-08-06"
CLAUDE = "claude-3-5-sonnet-20241022"
GEMINI = "gemini-1.5-pro-002"
LLAMA = "meta-llama/Llama-3.1-70B-Instruct"
MINI = "gpt-4o-mini-2024-07-18"
SONNET37 = "claude-3-7-sonnet-20250219"


def r01() -> Run:
    addr = address("159 Hickory Lane", "Suite 995", "Philadelphia", "PA", "19122")
    u = user("yusuf_rossi_9620", "Yusuf", "Rossi", addr, "yusuf.rossi7301@example.com",
             [card("credit_card_9513926", "mastercard", "2478")], ["#W2378156", "#W4776164"])
    items = [item("Headphones", "6992792935", "4202497723", 342.81,
                  {"type": "over-ear", "connectivity": "wireless", "color": "blue"}),
             item("Smart Watch", "6945232052", "9408160950", 381.26,
                  {"color": "gold", "band material": "leather", "display": "LCD"}),
             item("Mechanical Keyboard", "1656367028", "1151293680", 272.33,
                  {"switch type": "linear", "backlight": "RGB", "size": "full size"})]
    total = round(342.81 + 381.26 + 272.33, 2)
    o = order("#W2378156", "yusuf_rossi_9620", addr, items, "delivered",
              [("payment", total, "credit_card_9513926")], ["843053632392"])
    return Run("retail-01", GPT, POLICY, [
        U("Hi, I'd like to return a couple of things from a recent order."),
        A("I'd be happy to help you with your return. First, could you please provide your email address so I can verify your identity?"),
        U("sure, it's yusuf.rossi7301@example.com"),
        C("find_user_id_by_email", {"email": "yusuf.rossi7301@example.com"}, "yusuf_rossi_9620"),
        C("get_user_details", {"user_id": "yusuf_rossi_9620"}, u),
        A("Thank you, Yusuf. I see two orders on your account: **#W2378156** and **#W4776164**. Which order contains the items you'd like to return?"),
        U("The first one. I want to send back the headphones and the keyboard."),
        C("get_order_details", {"order_id": "#W2378156"}, o),
        A("Here are the details for order **#W2378156** (status: delivered):\n\n"
          "1. **Headphones** (Item ID: 4202497723) - over-ear, wireless, blue - $342.81\n"
          "2. **Smart Watch** (Item ID: 9408160950) - gold, leather band, LCD - $381.26\n"
          "3. **Mechanical Keyboard** (Item ID: 1151293680) - linear switches, RGB, full size - $272.33\n\n"
          "You'd like to return the Headphones and the Mechanical Keyboard. The refund would be **${{342.81+272.33|,.2f}}**, "
          "and it will go back to your Mastercard ending in **2478** (credit_card_9513926), the original payment method.\n\n"
          "Shall I proceed with the return? Please confirm (yes/no)."),
        U("yes please"),
        C("return_delivered_order_items", {"order_id": "#W2378156", "item_ids": ["4202497723", "1151293680"],
                                           "payment_method_id": "credit_card_9513926"},
          {**o, "status": "return requested", "return_items": ["1151293680", "4202497723"],
           "return_payment_method_id": "credit_card_9513926"}),
        A("Your return has been requested. Order #W2378156 is now in **return requested** status for the Headphones and the Mechanical Keyboard. "
          "You'll receive an email with instructions on how to ship the items back, and the refund of ${{342.81+272.33|.2f}} will be issued to your card ending in 2478 once the items are received.\n\n"
          "Is there anything else I can help you with?"),
        U("No that's all, thanks!"),
        A("You're welcome, Yusuf! Have a great day."),
    ])


def r02() -> Run:
    addr = address("445 Maple Drive", "Suite 394", "Fort Worth", "TX", "76165")
    u = user("mei_kovacs_8020", "Mei", "Kovacs", addr, "mei.kovacs8232@example.com",
             [paypal("paypal_7644869"), gift("gift_card_1776915", 54.0)], ["#W6390527", "#W7800651", "#W8065207"])
    items = [item("Desk Lamp", "6817146515", "8384507844", 137.94,
                  {"color": "white", "brightness": "medium", "power source": "USB"}),
             item("Hiking Boots", "7363354090", "1615379700", 253.89,
                  {"size": "10", "material": "synthetic", "waterproof": "yes"}),
             item("Water Bottle", "8310926033", "8538875209", 45.13,
                  {"capacity": "500ml", "material": "glass", "color": "black"})]
    o = order("#W6390527", "mei_kovacs_8020", addr, items, "delivered",
              [("payment", round(137.94 + 253.89 + 45.13, 2), "paypal_7644869")], ["745984883162"])
    boots = product("Hiking Boots", "7363354090", [
        ("1615379700", {"size": "10", "material": "synthetic", "waterproof": "yes"}, True, 253.89),
        ("8106223139", {"size": "9", "material": "leather", "waterproof": "yes"}, True, 249.12),
        ("2658930189", {"size": "9", "material": "synthetic", "waterproof": "yes"}, False, 241.68),
        ("4694984344", {"size": "12", "material": "synthetic", "waterproof": "yes"}, True, 239.99),
        ("6159919747", {"size": "11", "material": "leather", "waterproof": "yes"}, True, 259.75)])
    return Run("retail-02", CLAUDE, POLICY, [
        U("hello, I need to exchange my hiking boots, they're too big"),
        A("I'd be happy to help you exchange your hiking boots. To get started, I'll need to verify your identity. Could you please provide your email address, or your full name and zip code?"),
        U("Mei Kovacs, zip 76165"),
        C("find_user_id_by_name_zip", {"first_name": "Mei", "last_name": "Kovacs", "zip": "76165"}, "mei_kovacs_8020"),
        C("get_user_details", {"user_id": "mei_kovacs_8020"}, u),
        A("Thank you, Mei. I've found your account. You have three orders: #W6390527, #W7800651, and #W8065207. Do you know which one has the hiking boots? If not, I can check each of them."),
        U("I think it's the first one"),
        C("get_order_details", {"order_id": "#W6390527"}, o),
        C("get_product_details", {"product_id": "7363354090"}, boots),
        A("You're right - order #W6390527 was delivered and includes the Hiking Boots (size 10, synthetic, waterproof) that you paid $253.89 for.\n\n"
          "Here are the other available variants of the same boots:\n\n"
          "- Size 9, leather, waterproof - $249.12 (item 8106223139)\n"
          "- Size 12, synthetic, waterproof - $239.99 (item 4694984344)\n"
          "- Size 11, leather, waterproof - $259.75 (item 6159919747)\n\n"
          "Unfortunately, size 9 in synthetic (item 2658930189) is currently out of stock. Since your current pair is too big, would the size 9 leather pair work for you?"),
        U("Yes, the size 9 leather is fine. What's the price difference?"),
        A("The size 9 leather boots cost $249.12 and your current pair cost $253.89, so:\n\n"
          "$253.89 - $249.12 = ${{253.89-249.12|.2f}}\n\n"
          "You'd receive a refund of ${{253.89-249.12|.2f}}. Which payment method should the refund go to? You have PayPal (paypal_7644869) on file, as well as a gift card (gift_card_1776915) with a balance of $54.00."),
        U("put it on the gift card"),
        A("To confirm, here's the exchange:\n\n"
          "- **Order:** #W6390527\n"
          "- **Return:** Hiking Boots, size 10, synthetic, waterproof (item 1615379700)\n"
          "- **New item:** Hiking Boots, size 9, leather, waterproof (item 8106223139)\n"
          "- **Refund of the difference:** ${{253.89-249.12|.2f}} to gift card gift_card_1776915\n\n"
          "After the refund, your gift card balance would be ${{54.0+4.77|.2f}}. Shall I go ahead? (yes/no)"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W6390527", "item_ids": ["1615379700"], "new_item_ids": ["8106223139"],
                                              "payment_method_id": "gift_card_1776915"},
          {**o, "status": "exchange requested", "exchange_items": ["1615379700"], "exchange_new_items": ["8106223139"],
           "exchange_payment_method_id": "gift_card_1776915", "exchange_price_difference": -4.77}),
        A("Done! The exchange for order #W6390527 has been requested. You'll get an email with the return instructions for your size 10 boots, and the $4.77 difference will be credited to your gift card.\n\nAnything else I can help with today?"),
        U("nope, thank you"),
        A("You're welcome, Mei! Enjoy your new boots."),
    ], fmt="anthropic")


def r03() -> Run:
    addr = address("964 Lakeview Court", "Suite 300", "San Antonio", "TX", "78211")
    u = user("sofia_ito_7804", "Sofia", "Ito", addr, "sofia.ito8271@example.com",
             [card("credit_card_7039111", "visa", "8310"), gift("gift_card_7245904", 102.55)], ["#W6075915", "#W4627433"])
    items = [item("Office Chair", "4794339885", "4168944673", 471.82,
                  {"material": "leather", "color": "blue", "armrest": "none", "backrest height": "standard"}),
             item("Yoga Mat", "4635925001", "7510236436", 105.68,
                  {"thickness": "6mm", "material": "PVC", "color": "green"})]
    o = order("#W6075915", "sofia_ito_7804", addr, items, "pending",
              [("payment", round(471.82 + 105.68, 2), "credit_card_7039111")])
    return Run("retail-03", GEMINI, POLICY, [
        U("I want to cancel an order I just placed. It was a mistake."),
        A("I can help with that. Please provide the email address associated with your account so I can authenticate you."),
        U("sofia.ito8271@example.com"),
        C("find_user_id_by_email", {"email": "sofia.ito8271@example.com"}, "sofia_ito_7804"),
        C("get_user_details", {"user_id": "sofia_ito_7804"}, u),
        C("get_order_details", {"order_id": "#W6075915"}, o),
        A("Thanks, Sofia. I found a **pending** order on your account:\n\n"
          "**Order #W6075915**\n"
          "* Office Chair (leather, blue, no armrest, standard backrest): **$471.82**\n"
          "* Yoga Mat (6mm, PVC, green): **$105.68**\n"
          "* **Total: $577.50**, paid with Visa ending in 8310\n\n"
          "Is this the order you want to cancel? And can you confirm the reason: 'ordered by mistake' or 'no longer needed'?"),
        U("Yes that one, ordered by mistake."),
        A("Just to confirm the action:\n\n* **Cancel order:** #W6075915\n* **Reason:** ordered by mistake\n* **Refund:** $577.50 to Visa ending in 8310 (credit_card_7039111), which takes 5 to 7 business days.\n\nDo you want me to proceed? (yes/no)"),
        U("yes"),
        C("cancel_pending_order", {"order_id": "#W6075915", "reason": "ordered by mistake"},
          {**o, "status": "cancelled", "payment_history": o["payment_history"] + [
              {"transaction_type": "refund", "amount": 577.5, "payment_method_id": "credit_card_7039111"}]}),
        A("Your order **#W6075915** has been cancelled. A refund of **$577.50** has been issued to your Visa card ending in **8310** and should appear within 5-7 business days."),
        U("Can you also tell me my gift card balance?"),
        A("Of course. Your gift card **gift_card_7245904** has a balance of **$102.55**."),
        U("great thanks"),
        A("You're welcome! Is there anything else I can help you with?"),
        U("no"),
        A("Have a wonderful day, Sofia!"),
    ])


def r04() -> Run:
    addr = address("285 Elm Street", "Suite 904", "Seattle", "WA", "98115")
    u = user("omar_anderson_3203", "Omar", "Anderson", addr, "omar.anderson4963@example.com",
             [paypal("paypal_6213278"), card("credit_card_4190576", "visa", "2012")], ["#W1282021", "#W6067464"])
    items = [item("Electric Kettle", "1075968781", "9472539378", 143.72,
                  {"capacity": "1.5L", "material": "glass", "color": "white"}),
             item("Wireless Earbuds", "9924732112", "3694871183", 256.67,
                  {"color": "white", "battery life": "8 hours", "water resistance": "IPX4"})]
    o = order("#W1282021", "omar_anderson_3203", addr, items, "pending",
              [("payment", round(143.72 + 256.67, 2), "paypal_6213278")])
    return Run("retail-04", LLAMA, POLICY, [
        U("Hi there. I moved and need to update the shipping address on my pending order."),
        A("I can help you with that. Can you please provide your email address so I can look up your account?"),
        U("omar.anderson4963@example.com"),
        C("find_user_id_by_email", {"email": "omar.anderson4963@example.com"}, "omar_anderson_3203"),
        C("get_user_details", {"user_id": "omar_anderson_3203"}, u),
        C("get_order_details", {"order_id": "#W1282021"}, o),
        A("I have found your account. Your order #W1282021 is pending and is currently set to ship to:\n\n285 Elm Street, Suite 904, Seattle, WA 98115\n\nWhat is the new address?"),
        U("It's 771 Pine Avenue, Apt 12, Portland OR 97209"),
        A("Here are the details of the change:\n\nOrder: #W1282021\nNew shipping address: 771 Pine Avenue, Apt 12, Portland, OR 97209, USA\n\nDo you want to proceed with this change? Please answer yes or no."),
        U("yes. And also update my default address to the same one."),
        C("modify_pending_order_address", {"order_id": "#W1282021", "address1": "771 Pine Avenue", "address2": "Apt 12",
                                           "city": "Portland", "state": "OR", "country": "USA", "zip": "97209"},
          {**o, "address": address("771 Pine Avenue", "Apt 12", "Portland", "OR", "97209")}),
        A("The shipping address for order #W1282021 has been updated to 771 Pine Avenue, Apt 12, Portland, OR 97209.\n\nBefore I update your default address, please confirm: you want your profile's default address changed from 285 Elm Street, Suite 904, Seattle, WA 98115 to 771 Pine Avenue, Apt 12, Portland, OR 97209. Yes or no?"),
        U("yes"),
        C("modify_user_address", {"user_id": "omar_anderson_3203", "address1": "771 Pine Avenue", "address2": "Apt 12",
                                  "city": "Portland", "state": "OR", "country": "USA", "zip": "97209"},
          {**u, "address": address("771 Pine Avenue", "Apt 12", "Portland", "OR", "97209")}),
        A("Your default address has been updated. Is there anything else I can help you with?"),
        U("what's the order total by the way?"),
        A("The total for order #W1282021 is $400.39. It includes the Electric Kettle ($143.72) and the Wireless Earbuds ($256.67), and it was paid with your PayPal account."),
        U("ok bye"),
        A("Goodbye, Omar. Have a great day!"),
    ])


def r05() -> Run:
    addr = address("418 Oak Street", "Suite 761", "Denver", "CO", "80219")
    u = user("lucas_brown_6720", "Lucas", "Brown", addr, "lucas.brown9344@example.com",
             [card("credit_card_2112420", "mastercard", "1276"), gift("gift_card_3316511", 27.349999999999998)],
             ["#W9218746", "#W4860251", "#W6239298", "#W8660475"])
    o1 = order("#W9218746", "lucas_brown_6720", addr, [
        item("Vacuum Cleaner", "1762337868", "2872451762", 622.12, {"type": "canister", "bagged/bagless": "bagged", "features": "pet hair removal"}),
        item("Backpack", "2524789262", "7824298782", 200.38, {"color": "black", "size": "small", "material": "nylon", "compartment": "laptop"})],
        "delivered", [("payment", round(622.12 + 200.38, 2), "credit_card_2112420")], ["686809709563"])
    o2 = order("#W4860251", "lucas_brown_6720", addr, [
        item("Luggage Set", "5426915165", "5209958006", 514.72, {"piece count": "2-piece", "color": "silver", "material": "hardshell"})],
        "processed", [("payment", 514.72, "gift_card_3316511")])
    return Run("retail-05", MINI, POLICY, [
        U("hey, can you tell me the status of all my orders? email lucas.brown9344@example.com"),
        C("find_user_id_by_email", {"email": "lucas.brown9344@example.com"}, "lucas_brown_6720"),
        C("get_user_details", {"user_id": "lucas_brown_6720"}, u),
        A("Thanks, Lucas! You have 4 orders on your account: #W9218746, #W4860251, #W6239298, and #W8660475. I'll look them up one at a time. Let me start with #W9218746."),
        U("ok, just do the first two"),
        C("get_order_details", {"order_id": "#W9218746"}, o1),
        C("get_order_details", {"order_id": "#W4860251"}, o2),
        A("Here's the status of your first two orders:\n\n"
          "1. **Order #W9218746** - **Delivered**\n"
          "   - Vacuum Cleaner (canister, bagged, pet hair removal): $622.12\n"
          "   - Backpack (black, small, nylon, laptop compartment): $200.38\n"
          "   - Total paid: $822.50 with Mastercard ending in 1276\n"
          "   - Tracking ID: 686809709563\n\n"
          "2. **Order #W4860251** - **Processed**\n"
          "   - Luggage Set (2-piece, silver, hardshell): $514.72\n"
          "   - Paid with gift card gift_card_3316511\n\n"
          "Would you like details on the other two orders as well?"),
        U("What's left on my gift card?"),
        A("Your gift card (gift_card_3316511) currently has a balance of $27.35."),
        U("ok. thx"),
        A("You're welcome! Let me know if you need anything else."),
    ])


def r06() -> Run:
    addr = address("752 Willow Way", "Suite 142", "Charlotte", "NC", "28243")
    u = user("ava_nguyen_2175", "Ava", "Nguyen", addr, "ava.nguyen3664@example.com",
             [card("credit_card_5683823", "visa", "9098"), paypal("paypal_6262583")], ["#W1504875", "#W8524335"])
    items = [item("T-Shirt", "9523456873", "9612497925", 50.88, {"color": "blue", "size": "M", "material": "cotton", "style": "crew neck"}),
             item("T-Shirt", "9523456873", "8124970213", 49.67, {"color": "purple", "size": "XL", "material": "cotton", "style": "crew neck"}),
             item("Sneakers", "7471004230", "9727387530", 207.75, {"size": "11", "color": "black", "material": "synthetic"})]
    o = order("#W1504875", "ava_nguyen_2175", addr, items, "pending",
              [("payment", round(50.88 + 49.67 + 207.75, 2), "credit_card_5683823")])
    tshirt = product("T-Shirt", "9523456873", [
        ("9612497925", {"color": "blue", "size": "M", "material": "cotton", "style": "crew neck"}, True, 50.88),
        ("8124970213", {"color": "purple", "size": "XL", "material": "cotton", "style": "crew neck"}, True, 49.67),
        ("9354168549", {"color": "red", "size": "L", "material": "cotton", "style": "v-neck"}, True, 46.85),
        ("3234800602", {"color": "red", "size": "L", "material": "cotton", "style": "v-neck"}, False, 46.66),
        ("5253880258", {"color": "black", "size": "M", "material": "polyester", "style": "crew neck"}, True, 52.88)])
    return Run("retail-06", GPT, POLICY, [
        U("Hi! I have a pending order and I want to change one of the t-shirts to a different color."),
        A("Sure, I can help with that! Could you please provide your email address to verify your identity?"),
        U("ava.nguyen3664@example.com"),
        C("find_user_id_by_email", {"email": "ava.nguyen3664@example.com"}, "ava_nguyen_2175"),
        C("get_user_details", {"user_id": "ava_nguyen_2175"}, u),
        C("get_order_details", {"order_id": "#W1504875"}, o),
        A("Thank you, Ava. I found your pending order **#W1504875** which contains:\n\n"
          "- **T-Shirt** (blue, M, cotton, crew neck) - $50.88\n"
          "- **T-Shirt** (purple, XL, cotton, crew neck) - $49.67\n"
          "- **Sneakers** (size 11, black, synthetic) - $207.75\n\n"
          "Which T-shirt would you like to change, and to what option?"),
        U("The purple XL one. What other colors are there?"),
        C("get_product_details", {"product_id": "9523456873"}, tshirt),
        A("Here are the T-shirt options currently available:\n\n"
          "1. Blue, M, cotton, crew neck - $50.88\n"
          "2. Red, L, cotton, v-neck - $46.85\n"
          "3. Black, M, polyester, crew neck - $52.88\n\n"
          "Note: there is no other XL variant available right now. Would you like to switch to one of these?"),
        U("Black M polyester I guess. how much more is that"),
        A("Switching from the purple XL T-shirt ($49.67) to the black M polyester T-shirt ($52.88) costs an additional **${{52.88-49.67|.2f}}**.\n\n"
          "Here are the details:\n- **Order ID:** #W1504875\n- **Item to modify:** 8124970213 (purple, XL)\n- **New item:** 5253880258 (black, M, polyester)\n"
          "- **Price difference:** ${{52.88-49.67|.2f}}, charged to your Visa ending in 9098\n\nDo you confirm? (yes/no)"),
        U("Yes"),
        C("modify_pending_order_items", {"order_id": "#W1504875", "item_ids": ["8124970213"], "new_item_ids": ["5253880258"],
                                         "payment_method_id": "credit_card_5683823"},
          {**o, "items": [items[0], item("T-Shirt", "9523456873", "5253880258", 52.88, {"color": "black", "size": "M", "material": "polyester", "style": "crew neck"}), items[2]],
           "payment_history": o["payment_history"] + [{"transaction_type": "payment", "amount": 3.21, "payment_method_id": "credit_card_5683823"}]}),
        A("Your order has been updated! The purple XL T-shirt was replaced with the black M polyester T-shirt, and $3.21 was charged to your Visa card ending in 9098. The new order total is **${{50.88+52.88+207.75|,.2f}}**.\n\nIs there anything else I can help you with?"),
        U("no thanks"),
        A("You're welcome, Ava! Have a great day!"),
    ])


def r07() -> Run:
    addr = address("617 Cedar Street", "Suite 402", "Columbus", "OH", "43215")
    u = user("raj_patel_5533", "Raj", "Patel", addr, "raj.patel2291@example.com",
             [card("credit_card_1040531", "amex", "5519"), gift("gift_card_9076187", 368.0)], ["#W7135921", "#W3039722"])
    items = [item("Laptop", "4760268021", "2216662955", 2520.52, {"screen size": "15-inch", "processor": "i9", "ram": "32GB", "storage": "2TB SSD", "color": "black"}),
             item("Wireless Mouse", "5713490933", "8896479688", 91.15, {"color": "white", "connectivity": "bluetooth", "battery": "rechargeable"})]
    o = order("#W7135921", "raj_patel_5533", addr, items, "delivered",
              [("payment", round(2520.52 + 91.15, 2), "credit_card_1040531")], ["413218372912"])
    return Run("retail-07", CLAUDE, POLICY, [
        U("I received my laptop and it has a dead pixel. I want to return it. I'm Raj Patel, zip 43215."),
        C("find_user_id_by_name_zip", {"first_name": "Raj", "last_name": "Patel", "zip": "43215"}, "raj_patel_5533"),
        C("get_user_details", {"user_id": "raj_patel_5533"}, u),
        C("get_order_details", {"order_id": "#W7135921"}, o),
        A("I'm sorry to hear about the dead pixel, Raj. I've verified your account and found the order:\n\n"
          "**Order #W7135921** (delivered)\n"
          "- Laptop - 15-inch, i9, 32GB RAM, 2TB SSD, black (item 2216662955): $2,520.52\n"
          "- Wireless Mouse - white, bluetooth, rechargeable (item 8896479688): $91.15\n\n"
          "You'd like to return just the laptop, correct? The refund of $2,520.52 can go either to the original payment method (your Amex ending in 5519) or to your gift card (gift_card_9076187). Which would you prefer?"),
        U("the amex. Actually, could I also return the mouse?"),
        A("Certainly. Here's what the return would look like:\n\n"
          "**Items to return from order #W7135921:**\n"
          "- Laptop (2216662955): $2,520.52\n"
          "- Wireless Mouse (8896479688): $91.15\n\n"
          "**Total refund:** $2,520.52 + $91.15 = ${{2520.52+91.15|,.2f}}, to your Amex ending in 5519\n\n"
          "Would you like me to proceed? (yes/no)"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W7135921", "item_ids": ["2216662955", "8896479688"], "payment_method_id": "credit_card_1040531"},
          {**o, "status": "return requested", "return_items": ["2216662955", "8896479688"], "return_payment_method_id": "credit_card_1040531"}),
        A("The return is submitted. Order #W7135921 now shows \"return requested\" for both items. You'll receive an email with the shipping label and instructions; once we receive the items, $2,611.67 will be refunded to your Amex ending in 5519.\n\nIs there anything else I can help with?"),
        U("No. Thanks for the quick help."),
        A("You're very welcome, Raj. I hope the replacement laptop works out better!"),
    ], fmt="anthropic")


def r08() -> Run:
    addr = address("390 Birch Road", "Suite 718", "Nashville", "TN", "37206")
    u = user("emma_kim_9957", "Emma", "Kim", addr, "emma.kim7861@example.com",
             [paypal("paypal_3859112"), gift("gift_card_5023419", 12.6)], ["#W2611340", "#W5744371"])
    o = order("#W2611340", "emma_kim_9957", addr, [
        item("Coffee Maker", "7996920482", "9862136885", 258.32, {"color": "black", "capacity": "2 cups", "type": "espresso", "features": "timer"}),
        item("Bluetooth Speaker", "4768869376", "2652637226", 295.94, {"color": "green", "battery life": "20 hours", "water resistance": "yes"})],
        "processed", [("payment", round(258.32 + 295.94, 2), "paypal_3859112")])
    return Run("retail-08", GEMINI, POLICY, [
        U("I want to cancel order #W2611340"),
        A("I can help you with that. First, I need to verify your identity. Could you please provide your email address?"),
        U("emma.kim7861@example.com"),
        C("find_user_id_by_email", {"email": "emma.kim7861@example.com"}, "emma_kim_9957"),
        C("get_order_details", {"order_id": "#W2611340"}, o),
        A("Thank you, Emma. I've checked order **#W2611340**, and its status is **processed**. Unfortunately, per our policy, only **pending** orders can be cancelled, so I'm unable to cancel this order.\n\nOnce it's delivered, you'll be able to request a return for the Coffee Maker and/or the Bluetooth Speaker. Is there anything else I can help you with?"),
        U("ugh. fine. how much did I pay for it?"),
        A("You paid **$554.26** for order #W2611340 using PayPal:\n\n* Coffee Maker (black, 2 cups, espresso, timer): $258.32\n* Bluetooth Speaker (green, 20 hours battery, water resistant): $295.94"),
        U("ok whatever"),
        A("I understand this is frustrating. If you need help with the return once the order arrives, just reach out. Have a good day!"),
    ])


def r09() -> Run:
    addr = address("876 Spruce Lane", "Suite 331", "Phoenix", "AZ", "85021")
    u = user("isabella_lopez_6490", "Isabella", "Lopez", addr, "isabella.lopez3271@example.com",
             [card("credit_card_8897086", "visa", "4466"), gift("gift_card_8245350", 60.72), paypal("paypal_8914157")],
             ["#W4923227", "#W8327915"])
    items = [item("Tablet", "8024098596", "6065192424", 989.7, {"screen size": "10-inch", "storage": "128GB", "color": "gold"}),
             item("Smartphone Case", "1801728040", "1631806422", 39.5, {"color": "clear", "material": "silicone"})]
    o = order("#W4923227", "isabella_lopez_6490", addr, items, "pending",
              [("payment", round(989.7 + 39.5, 2), "credit_card_8897086")])
    return Run("retail-09", LLAMA, POLICY, [
        U("Hello, I'd like to change the payment method on my pending order to my gift card."),
        A("I'd be happy to help you with that. Can you please provide your email address or your name and zip code so I can verify your identity?"),
        U("Isabella Lopez 85021"),
        C("find_user_id_by_name_zip", {"first_name": "Isabella", "last_name": "Lopez", "zip": "85021"}, "isabella_lopez_6490"),
        C("get_user_details", {"user_id": "isabella_lopez_6490"}, u),
        C("get_order_details", {"order_id": "#W4923227"}, o),
        A("Thank you, Isabella. I found your pending order #W4923227. The total for this order is $1,029.20, and it was paid with your Visa card ending in 4466.\n\nUnfortunately, your gift card (gift_card_8245350) only has a balance of $60.72, which is not enough to cover the total amount. According to our policy, a gift card must have enough balance to cover the full order total.\n\nWould you like to switch to your PayPal account (paypal_8914157) instead?"),
        U("How much short is the gift card?"),
        A("The gift card is short by ${{1029.20-60.72|,.2f}} ($1,029.20 - $60.72)."),
        U("ok then use paypal"),
        A("Here are the details:\n\nOrder ID: #W4923227\nCurrent payment method: Visa ending in 4466 (credit_card_8897086)\nNew payment method: PayPal (paypal_8914157)\n\nDo you want to proceed? (yes/no)"),
        U("yes"),
        C("modify_pending_order_payment", {"order_id": "#W4923227", "payment_method_id": "paypal_8914157"},
          {**o, "payment_history": o["payment_history"] + [
              {"transaction_type": "payment", "amount": 1029.2, "payment_method_id": "paypal_8914157"},
              {"transaction_type": "refund", "amount": 1029.2, "payment_method_id": "credit_card_8897086"}]}),
        A("The payment method for order #W4923227 has been changed to PayPal. $1,029.20 has been charged to your PayPal account, and the same amount will be refunded to your Visa card ending in 4466 within 5 to 7 business days.\n\nIs there anything else I can help you with?"),
        U("no"),
        A("Thank you for contacting us, Isabella. Have a great day!"),
    ])


def r10() -> Run:
    addr = address("233 Poplar Avenue", "Suite 657", "Boston", "MA", "02118")
    u = user("noah_wilson_6623", "Noah", "Wilson", addr, "noah.wilson5178@example.com",
             [card("credit_card_3163940", "mastercard", "6651")], ["#W8882972"])
    items = [item("Gaming Mouse", "5713490933", "5796612084", 158.89, {"color": "RGB", "sensor type": "optical", "connectivity": "wired"}),
             item("Portable Charger", "6942297802", "7903094618", 90.32, {"capacity": "20000mAh", "output": "USB-C", "color": "white"}),
             item("Notebook", "2892623495", "6574183535", 28.14, {"size": "A5", "cover type": "hard cover"})]
    o = order("#W8882972", "noah_wilson_6623", addr, items, "delivered",
              [("payment", round(158.89 + 90.32 + 28.14, 2), "credit_card_3163940")], ["911275138452"])
    return Run("retail-10", SONNET37, POLICY, [
        U("hi i got my order but the portable charger doesn't hold a charge. return please. noah.wilson5178@example.com"),
        C("find_user_id_by_email", {"email": "noah.wilson5178@example.com"}, "noah_wilson_6623"),
        C("get_user_details", {"user_id": "noah_wilson_6623"}, u),
        C("get_order_details", {"order_id": "#W8882972"}, o),
        A("Thanks, Noah - I've verified your account. Your order #W8882972 was delivered and contains:\n\n"
          "| Item | Options | Price |\n|---|---|---|\n"
          "| Gaming Mouse | RGB, optical, wired | $158.89 |\n"
          "| Portable Charger | 20000mAh, USB-C, white | $90.32 |\n"
          "| Notebook | A5, hard cover | $28.14 |\n\n"
          "To return the Portable Charger (item 7903094618), the refund of $90.32 would go to your Mastercard ending in 6651 - that's the only payment method on your account. Would you like me to submit the return? (yes/no)"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W8882972", "item_ids": ["7903094618"], "payment_method_id": "credit_card_3163940"},
          {**o, "status": "return requested", "return_items": ["7903094618"], "return_payment_method_id": "credit_card_3163940"}),
        A("All set. The return for the Portable Charger is requested; you'll get an email with instructions. Once it's received, $90.32 goes back to your Mastercard ending in 6651. After the return your order total will effectively be $158.89 + $28.14 = ${{158.89+28.14|.2f}}."),
        U("cool"),
        A("Glad I could help. Anything else today?"),
        U("nah"),
        A("Take care, Noah!"),
    ])


def r11() -> Run:
    addr = address("101 Highland Drive", "Suite 254", "Chicago", "IL", "60651")
    u = user("chen_garcia_1984", "Chen", "Garcia", addr, "chen.garcia6607@example.com",
             [gift("gift_card_3779466", 241.1), card("credit_card_6217453", "visa", "3305")], ["#W3184567", "#W9470613"])
    o = order("#W3184567", "chen_garcia_1984", addr, [
        item("Air Purifier", "3821016478", "5669664287", 543.68, {"room size": "small", "filter type": "ionic", "features": "quiet operation"}),
        item("Smart Thermostat", "4896585277", "4983901480", 262.47, {"compatibility": "Apple HomeKit", "color": "black"})],
        "pending", [("payment", round(543.68 + 262.47, 2), "credit_card_6217453")])
    purifier = product("Air Purifier", "3821016478", [
        ("5669664287", {"room size": "small", "filter type": "ionic", "features": "quiet operation"}, True, 543.68),
        ("8302289002", {"room size": "large", "filter type": "HEPA", "features": "night mode"}, True, 547.55),
        ("1327854740", {"room size": "medium", "filter type": "HEPA", "features": "night mode"}, True, 492.65),
        ("9375701158", {"room size": "medium", "filter type": "carbon", "features": "quiet operation"}, True, 489.5)])
    return Run("retail-11", GPT, POLICY, [
        U("I'd like to modify the air purifier in my pending order to one with a HEPA filter. My email is chen.garcia6607@example.com"),
        C("find_user_id_by_email", {"email": "chen.garcia6607@example.com"}, "chen_garcia_1984"),
        C("get_user_details", {"user_id": "chen_garcia_1984"}, u),
        C("get_order_details", {"order_id": "#W3184567"}, o),
        C("get_product_details", {"product_id": "3821016478"}, purifier),
        A("Thanks, Chen. Your pending order **#W3184567** has an Air Purifier (small room, ionic filter, quiet operation) at **$543.68**. Here are the available HEPA versions:\n\n"
          "1. **Large room, HEPA, night mode** - $547.55 (item ID 8302289002)\n"
          "2. **Medium room, HEPA, night mode** - $492.65 (item ID 1327854740)\n\n"
          "Which one would you like?"),
        U("The medium one. I'd like the refund on my gift card."),
        A("Here's a summary of the change:\n\n"
          "- **Order ID:** #W3184567\n"
          "- **Current item:** Air Purifier, small, ionic, quiet operation (5669664287) - $543.68\n"
          "- **New item:** Air Purifier, medium, HEPA, night mode (1327854740) - $492.65\n"
          "- **Refund:** ${{543.68-492.65|.2f}} to gift card gift_card_3779466\n\n"
          "Please note that you can only modify items in an order once, so make sure this is everything. Would you like to proceed? (yes/no)"),
        U("yes that's everything"),
        C("modify_pending_order_items", {"order_id": "#W3184567", "item_ids": ["5669664287"], "new_item_ids": ["1327854740"], "payment_method_id": "gift_card_3779466"},
          {**o, "items": [item("Air Purifier", "3821016478", "1327854740", 492.65, {"room size": "medium", "filter type": "HEPA", "features": "night mode"}), o["items"][1]],
           "payment_history": o["payment_history"] + [{"transaction_type": "refund", "amount": 51.03, "payment_method_id": "gift_card_3779466"}]}),
        A("Your order has been successfully modified. The Air Purifier is now the medium-room HEPA model with night mode, and **$51.03** has been refunded to your gift card. Your gift card balance should now be **${{241.1+51.03|.2f}}**.\n\nAnything else?"),
        U("no, that's great"),
        A("Happy to help, Chen! Have a nice day."),
    ])


def r12() -> Run:
    addr = address("552 Magnolia Street", "Suite 119", "Atlanta", "GA", "30318")
    u = user("fatima_johnson_8814", "Fatima", "Johnson", addr, "fatima.johnson5209@example.com",
             [paypal("paypal_5364164")], ["#W5199551", "#W9389413", "#W8665881"])
    o = order("#W5199551", "fatima_johnson_8814", addr, [
        item("Cycling Helmet", "7765186836", "1719127154", 206.26, {"size": "M", "color": "red", "ventilation": "medium"}),
        item("Action Camera", "3377618313", "6700049080", 466.75, {"resolution": "4K", "waterproof": "yes", "color": "black"})],
        "delivered", [("payment", round(206.26 + 466.75, 2), "paypal_5364164")], ["308411122792"])
    return Run("retail-12", MINI, POLICY, [
        U("Hi, I'm Fatima Johnson. I want to know the tracking number of my cycling helmet order."),
        A("Hello Fatima! To assist you, I need to verify your identity. Could you please provide your zip code or email address?"),
        U("zip is 30318"),
        C("find_user_id_by_name_zip", {"first_name": "Fatima", "last_name": "Johnson", "zip": "30318"}, "fatima_johnson_8814"),
        C("get_user_details", {"user_id": "fatima_johnson_8814"}, u),
        C("get_order_details", {"order_id": "#W5199551"}, o),
        A("Thank you, Fatima! I found your order **#W5199551**, which includes the Cycling Helmet (size M, red, medium ventilation). The order has been **delivered**, and the tracking number is **[[308411122729]]**.\n\nIs there anything else you'd like help with?",
          why="tracking id with its last two digits swapped"),
        U("It says delivered but I never got it."),
        A("I'm sorry to hear that. Unfortunately, I'm not able to investigate lost packages with the tools I have. I can transfer you to a human agent who can look into the delivery. Would you like me to do that?"),
        U("yes"),
        C("transfer_to_human_agents", {"summary": "User fatima_johnson_8814 reports order #W5199551 (tracking 308411122792) marked delivered but not received."}, "Transfer successful"),
        A("I've transferred you to a human agent. They'll be with you shortly. Thank you for your patience!"),
    ])


def r13() -> Run:
    addr = address("27 Sycamore Court", "Suite 88", "Minneapolis", "MN", "55407")
    u = user("liam_thomas_7882", "Liam", "Thomas", addr, "liam.thomas1233@example.com",
             [card("credit_card_3261838", "mastercard", "7002"), gift("gift_card_5049937", 300.0)], ["#W6397299", "#W1654332"])
    items = [item("Pet Bed", "2747247837", "5067898160", 209.95, {"size": "medium", "material": "memory foam", "color": "grey"}),
             item("Garden Hose", "6679515468", "3230708338", 99.51, {"length": "25ft", "material": "latex", "color": "green"}),
             item("Indoor Security Camera", "2985987096", "5966895767", 329.58, {"resolution": "2K", "field of view": "160 degrees", "connectivity": "Ethernet"})]
    o = order("#W6397299", "liam_thomas_7882", addr, items, "delivered",
              [("payment", 300.0, "gift_card_5049937"), ("payment", round(209.95 + 99.51 + 329.58 - 300.0, 2), "credit_card_3261838")], ["175947863209"])
    return Run("retail-13", CLAUDE, POLICY, [
        U("Hi. I want to return two items from my last order: the garden hose and the security camera. liam.thomas1233@example.com"),
        C("find_user_id_by_email", {"email": "liam.thomas1233@example.com"}, "liam_thomas_7882"),
        C("get_user_details", {"user_id": "liam_thomas_7882"}, u),
        C("get_order_details", {"order_id": "#W6397299"}, o),
        A("Thanks, Liam. I've found order #W6397299 (delivered). It was paid partly with your gift card ($300.00) and partly with your Mastercard ending in 7002 ($339.04).\n\n"
          "The items you'd like to return:\n"
          "- Garden Hose (25ft, latex, green) - $99.51\n"
          "- Indoor Security Camera (2K, 160 degrees, Ethernet) - $329.58\n\n"
          "Total refund: $99.51 + $329.58 = ${{99.51+329.58|.2f}}\n\n"
          "The refund can go to the original payment method or to your gift card (gift_card_5049937). Where would you like it?"),
        U("gift card"),
        A("To confirm:\n\n- Order: #W6397299\n- Return: Garden Hose (3230708338) and Indoor Security Camera (5966895767)\n- Refund: ${{99.51+329.58|.2f}} to gift_card_5049937\n\nShall I proceed? (yes/no)"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W6397299", "item_ids": ["3230708338", "5966895767"], "payment_method_id": "gift_card_5049937"},
          {**o, "status": "return requested", "return_items": ["3230708338", "5966895767"], "return_payment_method_id": "gift_card_5049937"}),
        A("Done - the return has been requested for both items. Once they're received, ${{99.51+329.58|.2f}} will be added to your gift card. Note that the gift card currently shows a balance of $300.00, so after the refund it would come to ${{300+429.09|.2f}}.\n\nAnything else?"),
        U("wait, the gift card shows 300 but I used it on this order. is that right?"),
        A("Good catch. The account shows gift_card_5049937 with a balance of $300.00, and this order's payment history also shows a $300.00 payment from that card. I can only report what the system shows; I'm not able to verify whether the balance was updated after that payment. If it looks wrong to you, I can transfer you to a human agent to look into it."),
        U("no it's fine"),
        A("Alright. Have a good day, Liam!"),
    ], fmt="anthropic")


def r14() -> Run:
    addr = address("610 Chestnut Street", "Suite 223", "San Diego", "CA", "92122")
    u = user("harper_ali_4049", "Harper", "Ali", addr, "harper.ali6215@example.com",
             [card("credit_card_9003479", "visa", "6043"), paypal("paypal_2412395")], ["#W8140226"])
    o = order("#W8140226", "harper_ali_4049", addr, [
        item("Digital Camera", "8940227892", "7195021808", 2909.87, {"resolution": "30MP", "zoom": "5x", "storage": "SD card"}),
        item("Tea Kettle", "9832717871", "8293778132", 100.62, {"material": "ceramic", "capacity": "1.5 liters", "stovetop compatibility": "electric"})],
        "pending", [("payment", round(2909.87 + 100.62, 2), "paypal_2412395")])
    return Run("retail-14", GEMINI, POLICY, [
        U("hi what's the total of my order"),
        A("I can help with that! First, please provide your email address so I can verify your identity."),
        U("harper.ali6215@example.com"),
        C("find_user_id_by_email", {"email": "harper.ali6215@example.com"}, "harper_ali_4049"),
        C("get_user_details", {"user_id": "harper_ali_4049"}, u),
        C("get_order_details", {"order_id": "#W8140226"}, o),
        A("Thanks, Harper! Your order **#W8140226** is currently **pending**. Here's the breakdown:\n\n"
          "| Item | Price |\n|---|---|\n| Digital Camera (30MP, 5x zoom, SD card) | $2,909.87 |\n| Tea Kettle (ceramic, 1.5 liters, electric) | $100.62 |\n| **Total** | **$3,010.49** |\n\n"
          "The order was paid with PayPal."),
        U("and if I remove the kettle?"),
        A("I'm not able to remove a single item from a pending order; I can only cancel the whole order or change items to other options of the same product. If you cancel, the full **$3,010.49** would be refunded to your PayPal account. Without the kettle, the camera alone is **$2,909.87**. Would you like to do anything with this order?"),
        U("no keep it as is"),
        A("Sounds good. Your order stays as it is. Anything else I can help you with?"),
        U("no"),
        A("Have a great day, Harper!"),
    ])


def r15() -> Run:
    addr = address("915 Walnut Avenue", "Suite 510", "Austin", "TX", "78750")
    u = user("mia_silva_5152", "Mia", "Silva", addr, "mia.silva8867@example.com",
             [card("credit_card_2198526", "visa", "1832"), gift("gift_card_2434861", 88.21)], ["#W7739115", "#W2896492", "#W5103713"])
    o1 = order("#W7739115", "mia_silva_5152", addr, [
        item("Makeup Kit", "5149340237", "1763705424", 235.13, {"skin tone": "dark", "kit size": "professional", "brand": "Brand C"})],
        "delivered", [("payment", 235.13, "credit_card_2198526")], ["192784261357"])
    o2 = order("#W2896492", "mia_silva_5152", addr, [
        item("Jigsaw Puzzle", "1808611083", "9779102705", 54.11, {"pieces": "1000", "theme": "art", "difficulty level": "intermediate"}),
        item("Fleece Jacket", "8560156827", "8590708195", 157.61, {"size": "XL", "color": "navy", "zipper": "half"})],
        "pending", [("payment", round(54.11 + 157.61, 2), "gift_card_2434861")])
    return Run("retail-15", LLAMA, POLICY, [
        U("I want to know how much I spent on my orders. mia.silva8867@example.com"),
        C("find_user_id_by_email", {"email": "mia.silva8867@example.com"}, "mia_silva_5152"),
        C("get_user_details", {"user_id": "mia_silva_5152"}, u),
        C("get_order_details", {"order_id": "#W7739115"}, o1),
        C("get_order_details", {"order_id": "#W2896492"}, o2),
        A("I've looked up your account, Mia. You have three orders. Here is what I found for the first two:\n\n"
          "* Order #W7739115 (delivered): Makeup Kit - $235.13, paid with Visa ending in 1832\n"
          "* Order #W2896492 (pending): Jigsaw Puzzle ($54.11) and Fleece Jacket ($157.61), total $211.72, paid with your gift card\n\n"
          "Together these two orders come to ${{235.13+211.72|.2f}}. Would you like me to check order #W5103713 too?"),
        U("yes"),
        C("get_order_details", {"order_id": "#W5103713"}, order("#W5103713", "mia_silva_5152", addr, [
            item("Electric Toothbrush", "7352963235", "6164262152", 211.11, {"color": "white", "speed settings": "low", "battery type": "rechargeable"})],
            "cancelled", [("payment", 211.11, "credit_card_2198526"), ("refund", 211.11, "credit_card_2198526")])),
        A("Order #W5103713 was an Electric Toothbrush for $211.11, but that order was cancelled and the $211.11 was refunded to your Visa card. So your total spending is still [[$447.42]]."),
        U("thanks"),
        A("You're welcome, Mia! Let me know if there's anything else."),
    ])


def r16() -> Run:
    addr = address("702 Aspen Place", "Suite 12", "Las Vegas", "NV", "89128")
    u = user("daniel_moore_2201", "Daniel", "Moore", addr, "daniel.moore4410@example.com",
             [card("credit_card_7901829", "visa", "9930")], ["#W1092119"])
    o = order("#W1092119", "daniel_moore_2201", addr, [
        item("Running Shoes", "6938111410", "4107812777", 155.33, {"size": "9", "color": "black", "material": "synthetic", "sole": "rubber"}),
        item("Sunglasses", "7314138884", "9045948550", 279.78, {"frame color": "black", "lens color": "blue", "lens type": "polarized", "frame material": "metal"})],
        "pending", [("payment", round(155.33 + 279.78, 2), "credit_card_7901829")])
    return Run("retail-16", SONNET37, POLICY, [
        U("I need to cancel my order, I no longer need it. Daniel Moore, 89128."),
        C("find_user_id_by_name_zip", {"first_name": "Daniel", "last_name": "Moore", "zip": "89128"}, "daniel_moore_2201"),
        C("get_user_details", {"user_id": "daniel_moore_2201"}, u),
        C("get_order_details", {"order_id": "#W1092119"}, o),
        A("Thanks, Daniel. I found your pending order **#W1092119**:\n\n"
          "- Running Shoes (size 9, black, synthetic, rubber sole) - $155.33\n"
          "- Sunglasses (black metal frame, blue polarized lenses) - $279.78\n\n"
          "**Total: $435.11**, charged to your Visa ending in 9930.\n\n"
          "Please confirm you'd like me to cancel the order with the reason \"no longer needed\". (yes/no)"),
        U("yes go ahead"),
        C("cancel_pending_order", {"order_id": "#W1092119", "reason": "no longer needed"},
          {**o, "status": "cancelled", "payment_history": o["payment_history"] + [{"transaction_type": "refund", "amount": 435.11, "payment_method_id": "credit_card_7901829"}]}),
        A("Order #W1092119 is cancelled. The refund of $435.11 to your Visa ending in 9930 will arrive in 5-7 business days."),
        U("what if I want to reorder later? is the order id the same?"),
        A("No - a new order would get a new order ID. Order IDs look like \"#W\" followed by seven digits, e.g. #W0000000, and each order has its own. You'd be able to find any new order in your account once it's placed."),
        U("ok"),
        A("Anything else I can help with, Daniel?"),
        U("no"),
        A("Take care!"),
    ])


def r17() -> Run:
    addr = address("48 Bayview Road", "Suite 671", "Jacksonville", "FL", "32209")
    u = user("olivia_hernandez_5066", "Olivia", "Hernandez", addr, "olivia.hernandez9440@example.com",
             [card("credit_card_2583849", "mastercard", "3843"), gift("gift_card_1126702", 150.0)], ["#W5671546", "#W3345012"])
    o = order("#W5671546", "olivia_hernandez_5066", addr, [
        item("Bookshelf", "8600330539", "8895454203", 504.65, {"material": "glass", "color": "white", "height": "5 ft"}),
        item("Wall Clock", "2344688344", "8610532516", 203.76, {"diameter": "10 inches", "color": "black", "type": "digital"}),
        item("Perfume", "6858788497", "5421902839", 328.25, {"scent family": "oriental", "size": "100ml", "gender": "men"})],
        "delivered", [("payment", round(504.65 + 203.76 + 328.25, 2), "credit_card_2583849")], ["604805146457"])
    clock = product("Wall Clock", "2344688344", [
        ("8610532516", {"diameter": "10 inches", "color": "black", "type": "digital"}, True, 203.76),
        ("6508153405", {"diameter": "12 inches", "color": "white", "type": "analog"}, True, 191.55),
        ("9850781806", {"diameter": "14 inches", "color": "white", "type": "digital"}, True, 184.48),
        ("7791931443", {"diameter": "14 inches", "color": "black", "type": "analog"}, True, 195.63)])
    return Run("retail-17", GPT, POLICY, [
        U("hi, I want to exchange a wall clock for a bigger one"),
        A("Sure! Could you please provide your email address so I can look up your account?"),
        U("olivia.hernandez9440@example.com"),
        C("find_user_id_by_email", {"email": "olivia.hernandez9440@example.com"}, "olivia_hernandez_5066"),
        C("get_user_details", {"user_id": "olivia_hernandez_5066"}, u),
        C("get_order_details", {"order_id": "#W5671546"}, o),
        C("get_product_details", {"product_id": "2344688344"}, clock),
        A("Thanks, Olivia! In your delivered order **#W5671546** you have a **Wall Clock** (10 inches, black, digital) bought for **$203.76**. The larger options available are:\n\n"
          "- **12 inches**, white, analog - $191.55\n"
          "- **14 inches**, white, digital - $184.48\n"
          "- **14 inches**, black, analog - $195.63\n\n"
          "Which one would you like?"),
        U("14 inch black please. refund to the gift card"),
        A("Here are the exchange details:\n\n"
          "- **Order ID:** #W5671546\n- **Item to exchange:** Wall Clock, 10 inches, black, digital (8610532516)\n"
          "- **New item:** Wall Clock, 14 inches, black, analog (7791931443)\n"
          "- **Price difference refunded:** $203.76 - $195.63 = **${{203.76-195.63|.2f}}** to gift card gift_card_1126702\n\n"
          "Do you confirm? (yes/no)"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W5671546", "item_ids": ["8610532516"], "new_item_ids": ["7791931443"], "payment_method_id": "gift_card_1126702"},
          {**o, "status": "exchange requested", "exchange_items": ["8610532516"], "exchange_new_items": ["7791931443"],
           "exchange_payment_method_id": "gift_card_1126702", "exchange_price_difference": -8.13}),
        A("Your exchange has been requested! You'll receive an email with instructions for returning the 10-inch clock. The **$8.13** difference will be refunded to your gift card, bringing it to **${{150.0+8.13|.2f}}**.\n\nAnything else I can do for you?"),
        U("no thank you"),
        A("You're welcome, Olivia! Have a wonderful day!"),
    ])


def r18() -> Run:
    addr = address("320 Cypress Lane", "Suite 40", "Houston", "TX", "77023")
    u = user("ethan_martin_2396", "Ethan", "Martin", addr, "ethan.martin2913@example.com",
             [paypal("paypal_5711566"), gift("gift_card_5853954", 23.42)], ["#W5791505"])
    o = order("#W5791505", "ethan_martin_2396", addr, [
        item("Smart Watch", "6945232052", "2860956907", 315.61, {"color": "black", "band material": "silicone", "display": "LCD"}),
        item("Headphones", "6992792935", "7493556126", 346.97, {"type": "over-ear", "connectivity": "wireless", "color": "black"})],
        "delivered", [("payment", round(315.61 + 346.97, 2), "paypal_5711566")], ["418032957771"])
    return Run("retail-18", MINI, POLICY, [
        U("My smart watch screen cracked on arrival. I want a refund. My email: ethan.martin2913@example.com"),
        C("find_user_id_by_email", {"email": "ethan.martin2913@example.com"}, "ethan_martin_2396"),
        C("get_user_details", {"user_id": "ethan_martin_2396"}, u),
        C("get_order_details", {"order_id": "#W5791505"}, o),
        A("I'm sorry about that, Ethan. I found your delivered order #W5791505 with the Smart Watch (black, silicone band, LCD) priced at $315.61.\n\nYou can get a refund by returning it. The refund can go to your PayPal account (paypal_5711566, the original payment method) or to your gift card (gift_card_5853954). Which do you prefer?"),
        U("paypal"),
        A("Please confirm the following return:\n\n- **Order ID:** #W5791505\n- **Item:** Smart Watch (2860956907)\n- **Refund:** $315.61 to PayPal (paypal_5711566)\n\nShall I proceed? (yes/no)"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W5791505", "item_ids": ["2860956907"], "payment_method_id": "paypal_5711566"},
          {**o, "status": "return requested", "return_items": ["2860956907"], "return_payment_method_id": "paypal_5711566"}),
        A("Your return request has been submitted! You'll receive an email with instructions. The refund of $315.61 will be credited to your PayPal account once the watch is received."),
        U("how long does it take"),
        A("Refunds to PayPal are usually processed within 5 to 7 business days after we receive the returned item."),
        U("ok thanks"),
        A("You're welcome! Have a great day, Ethan."),
    ])


def r19() -> Run:
    addr = address("77 Riverside Drive", "Suite 506", "Pittsburgh", "PA", "15213")
    u = user("amelia_wang_7283", "Amelia", "Wang", addr, "amelia.wang5528@example.com",
             [card("credit_card_4487355", "visa", "6217"), gift("gift_card_6371902", 196.45)], ["#W7209932", "#W1244665"])
    o = order("#W7209932", "amelia_wang_7283", addr, [
        item("Skateboard", "1968349452", "3098764622", 202.13, {"deck material": "plastic", "length": "34 inch", "design": "plain"}),
        item("Bicycle", "9783735446", "2143041831", 2076.5, {"frame size": "medium", "color": "black", "type": "mountain"}),
        item("Cycling Helmet", "7765186836", "3358616356", 197.33, {"size": "S", "color": "red", "ventilation": "low"})],
        "pending", [("payment", round(202.13 + 2076.5 + 197.33, 2), "credit_card_4487355")])
    return Run("retail-19", CLAUDE, POLICY, [
        U("Hello, I'm Amelia Wang, 15213. I'd like to cancel the bicycle from my order but keep the rest."),
        C("find_user_id_by_name_zip", {"first_name": "Amelia", "last_name": "Wang", "zip": "15213"}, "amelia_wang_7283"),
        C("get_user_details", {"user_id": "amelia_wang_7283"}, u),
        C("get_order_details", {"order_id": "#W7209932"}, o),
        A("Thank you, Amelia. I've found your pending order #W7209932, which contains:\n\n"
          "1. Skateboard (plastic deck, 34 inch, plain) - $202.13\n"
          "2. Bicycle (medium frame, black, mountain) - $2,076.50\n"
          "3. Cycling Helmet (S, red, low ventilation) - $197.33\n\n"
          "Unfortunately, I'm not able to cancel individual items from an order - a pending order can only be cancelled as a whole. I can also modify items to a different option of the same product, but not remove them.\n\n"
          "Your options are:\n- Cancel the entire order (refund of $2,475.96 to your Visa ending in 6217), and place a new order for the skateboard and helmet\n- Keep the order as it is\n\n"
          "What would you like to do?"),
        U("How much would the skateboard and helmet be on their own?"),
        A("The skateboard and helmet together come to $202.13 + $197.33 = ${{202.13+197.33|.2f}} at the prices in this order. I can't guarantee the same prices for a new order, though, since I can only see prices of existing orders and current product listings."),
        U("Ok, cancel the whole thing. Ordered by mistake."),
        A("To confirm:\n\n- Cancel order #W7209932\n- Reason: ordered by mistake\n- Refund: $2,475.96 to Visa ending in 6217 (5-7 business days)\n\nProceed? (yes/no)"),
        U("yes"),
        C("cancel_pending_order", {"order_id": "#W7209932", "reason": "ordered by mistake"},
          {**o, "status": "cancelled", "payment_history": o["payment_history"] + [{"transaction_type": "refund", "amount": 2475.96, "payment_method_id": "credit_card_4487355"}]}),
        A("The order has been cancelled, and the refund of $2,475.96 is on its way to your Visa card. It usually shows up within 5-7 business days. Is there anything else I can help you with?"),
        U("no thanks"),
        A("You're welcome, Amelia. Take care!"),
    ])


def r20() -> Run:
    addr = address("643 Dogwood Street", "Suite 99", "Portland", "OR", "97205")
    u = user("james_lee_1620", "James", "Lee", addr, "james.lee8816@example.com",
             [card("credit_card_9357302", "mastercard", "0517"), paypal("paypal_4521734")], ["#W9003215", "#W4712240"])
    o = order("#W9003215", "james_lee_1620", addr, [
        item("Grill", "6819683148", "7717598293", 985.66, {"type": "electric", "size": "medium", "features": "rotisserie"}),
        item("Patio Umbrella", "9743693396", "8170914468", 316.29, {"size": "6 ft", "color": "red", "material": "olefin", "tilt mechanism": "manual tilt"})],
        "delivered", [("payment", round(985.66 + 316.29, 2), "paypal_4521734")], ["590125723884"])
    return Run("retail-20", GEMINI, POLICY, [
        U("Hi I need to return my grill. james.lee8816@example.com"),
        C("find_user_id_by_email", {"email": "james.lee8816@example.com"}, "james_lee_1620"),
        C("get_user_details", {"user_id": "james_lee_1620"}, u),
        C("get_order_details", {"order_id": "#W9003215"}, o),
        A("Thanks, James. I found order **#W9003215** (delivered) with:\n\n* **Grill** (electric, medium, rotisserie): $985.66\n* **Patio Umbrella** (6 ft, red, olefin, manual tilt): $316.29\n\n"
          "The grill refund of **$985.66** can go to your original payment method, PayPal (paypal_4521734). Would you like to proceed with returning the grill?"),
        U("Can it go to my mastercard instead?"),
        A("Unfortunately not. Per our policy, refunds must go either to the original payment method (your PayPal account) or to an existing gift card, and you don't have a gift card on file. So the refund would go to PayPal. Shall I proceed with the return?"),
        U("fine yes"),
        C("return_delivered_order_items", {"order_id": "#W9003215", "item_ids": ["7717598293"], "payment_method_id": "paypal_4521734"},
          {**o, "status": "return requested", "return_items": ["7717598293"], "return_payment_method_id": "paypal_4521734"}),
        A("The return of your grill has been requested. You'll receive instructions by email, and **[[$958.66]]** will be refunded to PayPal once the grill is received.",
          why="the refund quoted with two digits swapped"),
        U("thanks"),
        A("You're welcome, James! Have a great day."),
    ])


RUNS = [r01(), r02(), r03(), r04(), r05(), r06(), r07(), r08(), r09(), r10(),
        r11(), r12(), r13(), r14(), r15(), r16(), r17(), r18(), r19(), r20()]
