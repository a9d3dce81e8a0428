"""retail9 runs: a tau-bench-retail-style agent (users by email or name and zip, orders `#W` + 7
digits, items with options and prices as Python prints floats, gift card, credit card and PayPal
payments; a return of three of five items from an order paid by gift card and card, two exchanges
netted, a cancellation refunded in 5 to 7 business days from a day the user names and a state's
6.625% tax on its subtotal, totals per status in RMB at the user's rate, a year's orders per month
with a totals row, a gift card's balance after two returns, a modification's price difference in
percent, packs' unit prices, a whole order returned with a coupon's percentage, a return window of 3
weeks from a delivery day, a refund split in proportion over two payment methods, mugs' unit price
from a total, spending written as `1.2k`, an order in JPY at the user's rate), answered in the
style of Claude 3.7 Sonnet showing its work ("$54.99 + $32.50 = $87.49", "Let me calculate:") and
of a terse GPT-4o agent, with a few of Claude Opus 4 and Claude 3.5 Haiku (headed sections, `→`),
Gemini 2.5 Pro (tables with a totals row), Kimi K2 and GLM-4.5 (numbered, `RMB`, `¥`), Phi-4
(repeating the user's figures), Llama 4 Maverick and Llama 3.1 405B (plain, long), GPT-5 and
o4-mini (very brief, `≈`); tool results and answers written here."""

from _heldout15_models import (GEMINI25_PRO, GLM45, GPT4O, GPT5, HAIKU35, KIMI_K2, LLAMA4_MAVERICK, LLAMA31_405B, O4_MINI,
                               OPUS4, PHI4, SONNET37)
from _heldout15_retail import POLICY, it, order, pay, product, user, variant
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"retail9-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def total(*items: dict) -> float:
    return round(sum(i["price"] for i in items), 2)


DOG_BED = it("Orthopedic Dog Bed", "6610293847", "9901122301", 68.0, size="large", color="charcoal")
LEASH = it("Reflective Leash", "6610293858", "9901122312", 19.99, length="6ft")
BOWLS = it("Stainless Bowl Set", "6610293869", "9901122323", 24.5, pieces="2")
GROOM = it("Grooming Kit", "6610293870", "9901122334", 42.75, pieces="7")
CHEW = it("Chew Toy Bundle", "6610293881", "9901122345", 15.6, pieces="4")
PLANTER_S = it("Ceramic Planter", "7721304958", "9902233401", 28.0, size="small", color="terracotta")
PLANTER_L = it("Ceramic Planter", "7721304958", "9902233412", 44.0, size="large", color="terracotta")
HOSE = it("Expandable Hose", "7721304969", "9902233423", 36.49, length="75ft")
GLOVES = it("Garden Gloves", "7721304970", "9902233434", 12.99, size="M")
GLOVES_L = it("Garden Gloves", "7721304970", "9902233445", 13.99, size="L")
PRUNER = it("Bypass Pruner", "7721304981", "9902233456", 27.25, blade="steel")
STROLLER = it("Compact Stroller", "8832415069", "9903344501", 289.0, color="navy")
MONITOR = it("Baby Monitor", "8832415070", "9903344512", 119.95, video="yes")
BOTTLES = it("Baby Bottles", "8832415081", "9903344523", 31.8, pieces="6")
UKULELE = it("Concert Ukulele", "9943526170", "9904455601", 84.0, wood="mahogany")
STRINGS = it("Ukulele Strings", "9943526181", "9904455612", 9.75, gauge="standard")
TUNER = it("Clip Tuner", "9943526192", "9904455623", 14.2, color="black")
STAND = it("Music Stand", "9943526203", "9904455634", 32.4, height="adjustable")
KNIFE = it("Chef Knife", "1054637281", "9905566701", 74.95, length="8 inch")
BOARD = it("Cutting Board", "1054637292", "9905566712", 38.0, material="walnut")
MUGS = it("Stoneware Mugs", "1054637303", "9905566723", 47.7, pieces="4", color="sage")
KETTLE = it("Gooseneck Kettle", "1054637314", "9905566734", 64.99, capacity="1L")
BATT12 = it("AA Batteries", "2165748392", "9906677801", 11.49, pieces="12")
BATT24 = it("AA Batteries", "2165748392", "9906677812", 19.99, pieces="24")
BATT48 = it("AA Batteries", "2165748392", "9906677823", 35.96, pieces="48")
LANTERN = it("LED Lantern", "2165748403", "9906677834", 29.5, lumens="1000")
RAIN_M = it("Rain Jacket", "3276859403", "9907788901", 112.0, size="M", color="teal")
RAIN_L = it("Rain Jacket", "3276859403", "9907788912", 118.0, size="L", color="teal")
BOOTS_8 = it("Hiking Boots", "3276859414", "9907788923", 149.99, size="8")
BOOTS_85 = it("Hiking Boots", "3276859414", "9907788934", 144.99, size="8.5")
SOCKS = it("Wool Socks", "3276859425", "9907788945", 21.0, pieces="3")
YOGA = it("Yoga Mat", "4387960514", "9908899001", 39.0, thickness="6mm", color="plum")
BLOCKS = it("Yoga Blocks", "4387960525", "9908899012", 18.5, pieces="2")
ROLLER = it("Foam Roller", "4387960536", "9908899023", 26.0, length="18 inch")
DUMBBELL = it("Adjustable Dumbbells", "4387960547", "9908899034", 219.0, max="25lb")
SPEAKER = it("Bluetooth Speaker", "5498071625", "9909900101", 79.99, color="red")
EARBUDS = it("Wireless Earbuds", "5498071636", "9909900112", 129.0, color="white")
CABLE = it("USB-C Cable", "5498071647", "9909900123", 12.5, length="2m")
CHARGER = it("Wall Charger", "5498071658", "9909900134", 24.99, watts="30W")

ADDR = {
    1: ("44 Birchwood Ter", "", "Madison", "WI", "53703"),
    2: ("1208 Tamarack St", "Apt 3", "Boise", "ID", "83702"),
    3: ("77 Lantern Row", "", "Newark", "NJ", "07102"),
    4: ("350 Clover Hill Rd", "", "Lexington", "KY", "40502"),
    5: ("9 Pelican Way", "", "Sarasota", "FL", "34236"),
    6: ("2615 Arbor Crest Dr", "", "Tulsa", "OK", "74105"),
    7: ("58 Maple Grove Ave", "Unit 2", "Worcester", "MA", "01609"),
    8: ("4102 Mesa Vista Ln", "", "Tucson", "AZ", "85719"),
    9: ("19 Heron Bay Ct", "", "Savannah", "GA", "31401"),
    10: ("860 Sycamore Bend", "", "Des Moines", "IA", "50312"),
    11: ("3 Quarry Hill Rd", "", "Portland", "ME", "04101"),
    12: ("1447 Larkspur Ave", "Apt 9", "Sacramento", "CA", "95816"),
    13: ("212 Foundry St", "", "Pittsburgh", "PA", "15222"),
    14: ("65 Dune Grass Ln", "", "Wilmington", "NC", "28401"),
    15: ("790 Prairie Wind Dr", "", "Lincoln", "NE", "68510"),
}

PET = [DOG_BED, LEASH, BOWLS, GROOM, CHEW]

RUNS = [
    run(1, SONNET37,
        U("Hi, I need to return some pet stuff. Email is margit.oyelowo@example.com, order #W9910034."),
        C("find_user_id_by_email", {"email": "margit.oyelowo@example.com"}, "margit_oyelowo_4410"),
        C("get_user_details", {"user_id": "margit_oyelowo_4410"},
          user("margit_oyelowo_4410", "Margit", "Oyelowo", ADDR[1], "margit.oyelowo@example.com",
               [pay("gift_card", "gift_card_7731904", balance=12.35),
                pay("credit_card", "credit_card_4410552", brand="visa", last_four="8816")], ["#W9910034"])),
        C("get_order_details", {"order_id": "#W9910034"},
          order("#W9910034", "margit_oyelowo_4410", ADDR[1], PET, "delivered",
                [("payment", 50.0, "gift_card_7731904"), ("payment", round(total(*PET) - 50.0, 2), "credit_card_4410552")],
                tracking="392018475561")),
        A("I found order #W9910034 (delivered). Let me calculate the order total:\n\n"
          "$68.00 + $19.99 + $24.50 + $42.75 + $15.60 = **${{68+19.99+24.5+42.75+15.6|.2f}}**\n\n"
          "It was paid $50.00 from your gift card and $120.84 from your Visa ending 8816. Which items would you like to return?"),
        U("The leash, the bowls and the chew toys. Put it all on the gift card please."),
        A("Let me calculate:\n\n$19.99 + $24.50 + $15.60 = **${{19.99+24.5+15.6|.2f}}**\n\n"
          "Your gift card balance is $12.35, so after the refund: $12.35 + ${{60.09|.2f}} = **${{12.35+60.09|.2f}}**.\n\n"
          "Shall I submit the return (yes/no)?"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W9910034", "item_ids": ["9901122312", "9901122323", "9901122345"],
                                           "payment_method_id": "gift_card_7731904"},
          order("#W9910034", "margit_oyelowo_4410", ADDR[1], PET, "return requested",
                [("payment", 50.0, "gift_card_7731904"), ("payment", round(total(*PET) - 50.0, 2), "credit_card_4410552")],
                tracking="392018475561", return_items=["9901122312", "9901122323", "9901122345"],
                return_payment_method_id="gift_card_7731904")),
        A("Done! The return is requested: **${{60.09|.2f}}** goes to gift card ending 1904 once the items arrive, bringing it to "
          "${{72.44|.2f}}.\n\nYou keep the dog bed and the grooming kit: $68.00 + $42.75 = ${{68+42.75|.2f}}."),
        U("So what share of what I spent am I getting back?"),
        A("Let me calculate:\n\n${{60.09|.2f}} ÷ ${{170.84|.2f}} = {{60.09/170.84*100|.1f}}%\n\nYou're getting back about "
          "**{{60.09/170.84*100|.0f}}%** of the order; the {{110.75/170.84*100|.0f}}% you keep is the bed and the kit."),
        anthropic=True),
    run(2, GPT4O,
        U("swap my gloves M→L and planter small→large, order #W9910187, email ansel.krzyzewski@example.com"),
        C("find_user_id_by_email", {"email": "ansel.krzyzewski@example.com"}, "ansel_krzyzewski_2291"),
        C("get_order_details", {"order_id": "#W9910187"},
          order("#W9910187", "ansel_krzyzewski_2291", ADDR[2], [PLANTER_S, HOSE, GLOVES, PRUNER], "delivered",
                [("payment", total(PLANTER_S, HOSE, GLOVES, PRUNER), "paypal_2291730")], tracking="661029384712")),
        C("get_product_details", {"product_id": "7721304970"},
          product("Garden Gloves", "7721304970", [variant("9902233434", 12.99, size="M"), variant("9902233445", 13.99, size="L")])),
        C("get_product_details", {"product_id": "7721304958"},
          product("Ceramic Planter", "7721304958", [variant("9902233401", 28.0, size="small", color="terracotta"),
                                                    variant("9902233412", 44.0, size="large", color="terracotta"),
                                                    variant("9902233489", 41.0, available=False, size="large", color="white")])),
        A("- Gloves L: $13.99 (+${{13.99-12.99|.2f}})\n- Planter large terracotta: $44.00 (+${{44-28|.2f}})\n\n"
          "Total: +${{1+16|.2f}} to PayPal. Confirm?"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W9910187", "item_ids": ["9902233401", "9902233434"],
                                             "new_item_ids": ["9902233412", "9902233445"], "payment_method_id": "paypal_2291730"},
          order("#W9910187", "ansel_krzyzewski_2291", ADDR[2], [PLANTER_S, HOSE, GLOVES, PRUNER], "exchange requested",
                [("payment", total(PLANTER_S, HOSE, GLOVES, PRUNER), "paypal_2291730")], tracking="661029384712",
                exchange_items=["9902233401", "9902233434"], exchange_new_items=["9902233412", "9902233445"],
                exchange_payment_method_id="paypal_2291730", exchange_price_difference=17.0)),
        A("✅ Requested. +$17.00 PayPal. Order: ${{28+36.49+12.99+27.25|.2f}} → ${{104.73+17|.2f}}."),
        U("how much more is the large planter in %"),
        A("+{{16/28*100|.1f}}% ($28 → $44)."),
        U("and the white large one?"),
        A("$41.00, out of stock. Would've been ${{44-41|.2f}} less, i.e. +${{41-28|.2f}} instead of +${{44-28|d}}."),
    ),
    run(3, OPUS4,
        U("Please cancel my pending order #W9910256, I ordered it by mistake. I'm Corentin Abiodun, zip 07102."),
        C("find_user_id_by_name_zip", {"first_name": "Corentin", "last_name": "Abiodun", "zip": "07102"}, "corentin_abiodun_8057"),
        C("get_order_details", {"order_id": "#W9910256"},
          order("#W9910256", "corentin_abiodun_8057", ADDR[3], [KNIFE, BOARD, KETTLE], "pending",
                [("payment", total(KNIFE, BOARD, KETTLE), "credit_card_8057113")])),
        A("## Order #W9910256 (pending)\n- Chef Knife → $74.95\n- Cutting Board → $38.00\n- Gooseneck Kettle → $64.99\n"
          "- **Total → ${{74.95+38+64.99|.2f}}**, paid by credit card\n\n## The cancellation\nReason: ordered by mistake → "
          "refund of ${{177.94|.2f}} to the card in 5 to 7 business days. Shall I go ahead (yes/no)?"),
        U("yes. today's Friday Oct 9, when will I have it back?"),
        C("cancel_pending_order", {"order_id": "#W9910256", "reason": "ordered by mistake"},
          order("#W9910256", "corentin_abiodun_8057", ADDR[3], [KNIFE, BOARD, KETTLE], "cancelled",
                [("payment", total(KNIFE, BOARD, KETTLE), "credit_card_8057113"),
                 ("refund", total(KNIFE, BOARD, KETTLE), "credit_card_8057113")])),
        A("## Cancelled\n#W9910256 → cancelled, ${{177.94|.2f}} refunded to your card.\n\n## When\nFrom Friday Oct 9:\n"
          "- 5 business days → **{{date(2026,10,9)+timedelta(days=7)|%a %b %-d}}**\n- 7 business days → **[[Wed Oct 21]]**",
          why="7 business days after Friday Oct 9 is Tuesday Oct 20; the model wrote a day late"),
        U("New Jersey charges 6.625% sales tax. If I'd been charged tax on that order, what would it have been?"),
        A("## With 6.625% tax\n- Subtotal → ${{177.94|.2f}}\n- Tax → ${{177.94*0.06625|.2f}}\n- **Total → ${{177.94*1.06625|.2f}}**"),
        U("And just the knife with tax?"),
        A("## Knife\n$74.95 × {{1+6.625/100|.5f}} → **${{74.95*1.06625|.2f}}** (${{74.95*0.06625|.2f}} of tax)."),
        anthropic=True),
    run(4, KIMI_K2,
        U("I want to see all my orders and totals by status. I'm Xiaoling Brandvold, email xiaoling.brandvold@example.com"),
        C("find_user_id_by_email", {"email": "xiaoling.brandvold@example.com"}, "xiaoling_brandvold_6133"),
        C("get_user_details", {"user_id": "xiaoling_brandvold_6133"},
          user("xiaoling_brandvold_6133", "Xiaoling", "Brandvold", ADDR[4], "xiaoling.brandvold@example.com",
               [pay("credit_card", "credit_card_6133870", brand="mastercard", last_four="3390")],
               ["#W9910311", "#W9910322", "#W9910333", "#W9910344"])),
        C("get_order_details", {"order_id": "#W9910311"},
          order("#W9910311", "xiaoling_brandvold_6133", ADDR[4], [UKULELE, STRINGS, TUNER], "delivered",
                [("payment", total(UKULELE, STRINGS, TUNER), "credit_card_6133870")], tracking="118273645590")),
        C("get_order_details", {"order_id": "#W9910322"},
          order("#W9910322", "xiaoling_brandvold_6133", ADDR[4], [STAND], "delivered",
                [("payment", total(STAND), "credit_card_6133870")], tracking="118273645601")),
        C("get_order_details", {"order_id": "#W9910333"},
          order("#W9910333", "xiaoling_brandvold_6133", ADDR[4], [SPEAKER, CABLE], "pending",
                [("payment", total(SPEAKER, CABLE), "credit_card_6133870")])),
        C("get_order_details", {"order_id": "#W9910344"},
          order("#W9910344", "xiaoling_brandvold_6133", ADDR[4], [EARBUDS], "cancelled",
                [("payment", 129.0, "credit_card_6133870"), ("refund", 129.0, "credit_card_6133870")])),
        A("1. Delivered: #W9910311 ($84.00 + $9.75 + $14.20 = ${{84+9.75+14.2|.2f}}) and #W9910322 ($32.40) → "
          "${{107.95+32.4|.2f}}\n2. Pending: #W9910333 ($79.99 + $12.50) → ${{79.99+12.5|.2f}}\n"
          "3. Cancelled: #W9910344 → $129.00, refunded\n4. Kept (delivered + pending): ${{140.35+92.49|.2f}}"),
        U("what is that in RMB? use 7.18"),
        A("1. Delivered: ${{140.35|.2f}} × 7.18 = ¥{{140.35*7.18|,.2f}}\n2. Pending: ${{92.49|.2f}} × 7.18 = ¥{{92.49*7.18|,.2f}}\n"
          "3. Together: ¥{{232.84*7.18|,.2f}} (RMB)"),
        U("average price of the items I kept?"),
        A("1. Items kept: 3 + 1 + 2 = {{3+1+2|d}}\n2. ${{232.84|.2f}} / 6 = ${{232.84/6|.2f}} per item\n"
          "3. ≈ RMB {{232.84/6*7.18|.2f}} per item"),
        U("the ukulele strings, I want 3 more packs. how much"),
        A("1. 3 × $9.75 = ${{3*9.75|.2f}}\n2. In RMB: ¥[[216.02]]",
          why="$29.25 at 7.18 is ¥210.015; the model wrote one digit off"),
    ),
    run(5, GEMINI25_PRO,
        U("Can you total up my baby-stuff orders this year? I placed them in March, June and September. email noor.vantassel@example.com"),
        C("find_user_id_by_email", {"email": "noor.vantassel@example.com"}, "noor_vantassel_3902"),
        C("get_user_details", {"user_id": "noor_vantassel_3902"},
          user("noor_vantassel_3902", "Noor", "Van Tassel", ADDR[5], "noor.vantassel@example.com",
               [pay("gift_card", "gift_card_3902448", balance=41.2),
                pay("credit_card", "credit_card_3902117", brand="amex", last_four="1009")],
               ["#W9910401", "#W9910412", "#W9910423"])),
        C("get_order_details", {"order_id": "#W9910401"},
          order("#W9910401", "noor_vantassel_3902", ADDR[5], [STROLLER], "delivered",
                [("payment", 289.0, "credit_card_3902117")], tracking="730192846615")),
        C("get_order_details", {"order_id": "#W9910412"},
          order("#W9910412", "noor_vantassel_3902", ADDR[5], [MONITOR], "delivered",
                [("payment", 119.95, "credit_card_3902117")], tracking="730192846626")),
        C("get_order_details", {"order_id": "#W9910423"},
          order("#W9910423", "noor_vantassel_3902", ADDR[5], [BOTTLES], "delivered",
                [("payment", 31.8, "gift_card_3902448")], tracking="730192846637")),
        A("Here are your three orders, **Noor**:\n\n| Month | Order | Item | Amount |\n|---|---|---|---|\n"
          "| March | #W9910401 | Compact Stroller | $289.00 |\n| June | #W9910412 | Baby Monitor | $119.95 |\n"
          "| September | #W9910423 | Baby Bottles (6) | $31.80 |\n| **Total** | | | **${{289+119.95+31.8|.2f}}** |"),
        U("what's that per month on average for the year so far? it's October"),
        A("From **January to September** (9 full months):\n\n* ${{440.75|.2f}} ÷ 9 = **${{440.75/9|.2f}} per month**\n"
          "* Counting only the 3 months you ordered in: **${{440.75/3|.2f}}** per order"),
        U("how much of it was the stroller?"),
        A("**{{289/440.75*100|.1f}}%** — $289.00 of ${{440.75|.2f}}. The monitor and bottles together are "
          "${{119.95+31.8|.2f}} (**{{151.75/440.75*100|.1f}}%**)."),
        U("and per bottle?"),
        A("**${{31.8/6|.2f}} per bottle** ($31.80 ÷ 6)."),
    ),
    run(6, PHI4,
        U("I returned a yoga mat and a foam roller to my gift card. I have $25 on it I think. What will it be after? Greta Holmqvist, 85719"),
        C("find_user_id_by_name_zip", {"first_name": "Greta", "last_name": "Holmqvist", "zip": "85719"}, "greta_holmqvist_7788"),
        C("get_user_details", {"user_id": "greta_holmqvist_7788"},
          user("greta_holmqvist_7788", "Greta", "Holmqvist", ADDR[8], "greta.holmqvist@example.com",
               [pay("gift_card", "gift_card_7788210", balance=25.0)], ["#W9910502", "#W9910513"])),
        C("get_order_details", {"order_id": "#W9910502"},
          order("#W9910502", "greta_holmqvist_7788", ADDR[8], [YOGA, BLOCKS], "return requested",
                [("payment", total(YOGA, BLOCKS), "gift_card_7788210")], tracking="845019273364",
                return_items=["9908899001"], return_payment_method_id="gift_card_7788210")),
        C("get_order_details", {"order_id": "#W9910513"},
          order("#W9910513", "greta_holmqvist_7788", ADDR[8], [ROLLER], "return requested",
                [("payment", 26.0, "gift_card_7788210")], tracking="845019273375",
                return_items=["9908899023"], return_payment_method_id="gift_card_7788210")),
        A("Thank you, Greta. You said you have $25 on your gift card, and yes, your gift card balance is $25.00. You returned "
          "the yoga mat, which was $39.00, and the foam roller, which was $26.00. The two refunds are $39.00 + $26.00 = "
          "${{39+26|.2f}}. After both refunds your gift card will have $25.00 + ${{65|.2f}} = ${{25+65|.2f}}."),
        U("when do I get it"),
        A("Greta, both returns are requested. The refund of $39.00 for the yoga mat and the refund of $26.00 for the foam "
          "roller go to your gift card when the items arrive back. Then your gift card will have ${{90|.2f}}."),
        U("I'm keeping the yoga blocks. If I buy another roller with the card after, what's left?"),
        A("Greta, you are keeping the yoga blocks, which were $18.50. If you buy another foam roller for $26.00 with the gift "
          "card after the refunds, you will have ${{90|.2f}} − $26.00 = $[[46.00]] left on your gift card.",
          why="90.00 − 26.00 is 64.00; the model wrote 46.00"),
        U("and how much did I spend in total on those two orders before returns?"),
        A("Greta, before the returns you spent $39.00 + $18.50 = ${{39+18.5|.2f}} on the first order and $26.00 on the second "
          "order. In total you spent ${{57.5+26|.2f}} on the two orders. After the returns you only paid for the yoga blocks, "
          "$18.50."),
    ),
    run(7, LLAMA4_MAVERICK,
        U("Can I change the sizes on my pending order #W9910605? Jacket from M to L and boots from 8 to 8.5. Email is tobiah.ferreira-lund@example.com"),
        C("find_user_id_by_email", {"email": "tobiah.ferreira-lund@example.com"}, "tobiah_ferreiralund_5516"),
        C("get_user_details", {"user_id": "tobiah_ferreiralund_5516"},
          user("tobiah_ferreiralund_5516", "Tobiah", "Ferreira-Lund", ADDR[6], "tobiah.ferreira-lund@example.com",
               [pay("gift_card", "gift_card_5516087", balance=30.0),
                pay("credit_card", "credit_card_5516402", brand="visa", last_four="7741")], ["#W9910605"])),
        C("get_order_details", {"order_id": "#W9910605"},
          order("#W9910605", "tobiah_ferreiralund_5516", ADDR[6], [RAIN_M, BOOTS_8, SOCKS], "pending",
                [("payment", total(RAIN_M, BOOTS_8, SOCKS), "credit_card_5516402")])),
        C("get_product_details", {"product_id": "3276859403"},
          product("Rain Jacket", "3276859403", [variant("9907788901", 112.0, size="M", color="teal"),
                                                variant("9907788912", 118.0, size="L", color="teal")])),
        C("get_product_details", {"product_id": "3276859414"},
          product("Hiking Boots", "3276859414", [variant("9907788923", 149.99, size="8"), variant("9907788934", 144.99, size="8.5")])),
        A("Yes, both are available. The teal Rain Jacket in L is $118.00, which is ${{118-112|.2f}} more than the M at $112.00. "
          "The Hiking Boots in size 8.5 are $144.99, which is ${{149.99-144.99|.2f}} less than the size 8 at $149.99. Put "
          "together, the change costs you ${{6-5|.2f}} more. You can pay that from your gift card, which has $30.00, or your "
          "Visa ending in 7741. Which would you like, and do you confirm the change?"),
        U("gift card, yes"),
        C("modify_pending_order_items", {"order_id": "#W9910605", "item_ids": ["9907788901", "9907788923"],
                                         "new_item_ids": ["9907788912", "9907788934"], "payment_method_id": "gift_card_5516087"},
          order("#W9910605", "tobiah_ferreiralund_5516", ADDR[6], [RAIN_L, BOOTS_85, SOCKS], "pending",
                [("payment", total(RAIN_M, BOOTS_8, SOCKS), "credit_card_5516402"), ("payment", 1.0, "gift_card_5516087")])),
        A("All set. Your order #W9910605 now has the Rain Jacket in L and the Hiking Boots in 8.5, and $1.00 was paid from "
          "your gift card, which leaves ${{30-1|.2f}} on it. The order now comes to $118.00 + $144.99 + $21.00 = "
          "$[[238.99]].",
          why="118.00 + 144.99 + 21.00 is 283.99; the model swapped two digits"),
        U("How much more expensive is the L jacket in percent?"),
        A("The L jacket costs ${{118-112|.2f}} more than the M, which is {{6/112*100|.1f}}% more than the $112.00 price of the M. The "
          "boots went the other way: the 8.5 is {{5/149.99*100|.1f}}% cheaper than the 8."),
        U("If I end up returning just the boots later, how much would I get back?"),
        A("If you return only the boots once the order is delivered, you would get back what they cost in the order now, "
          "$144.99. The jacket and socks you keep would come to $118.00 + $21.00 = ${{118+21|.2f}}."),
    ),
    run(8, O4_MINI,
        U("which AA battery pack is cheapest per battery? product 2165748392"),
        C("get_product_details", {"product_id": "2165748392"},
          product("AA Batteries", "2165748392", [variant("9906677801", 11.49, pieces="12"), variant("9906677812", 19.99, pieces="24"),
                                                 variant("9906677823", 35.96, pieces="48"),
                                                 variant("9906677856", 8.25, available=False, pieces="8")])),
        A("Per battery: 12-pack ${{11.49/12|.3f}}, 24-pack ${{19.99/24|.3f}}, 48-pack ${{35.96/48|.3f}} → 48-pack "
          "(8-pack ≈ ${{8.25/8|.2f}}, out of stock)."),
        U("how much do I save with the 48 vs four 12s"),
        A("4 × $11.49 = ${{4*11.49|.2f}} vs $35.96 → ${{45.96-35.96|.2f}} saved (≈{{10/45.96*100|.0f}}%)."),
        U("and vs 2 x the 24 pack"),
        A("2 × $19.99 = ${{2*19.99|.2f}} → ${{39.98-35.96|.2f}} more than the 48."),
        U("ok so 48 pack is what % cheaper per battery than the 12 pack"),
        A("({{11.49/12|.3f}} − {{35.96/48|.3f}}) / {{11.49/12|.3f}} ≈ {{(11.49/12-35.96/48)/(11.49/12)*100|.0f}}%."),
    ),
    run(9, GLM45,
        U("return my whole camping order #W9910708 to my gift card. I'm Ravindra Oakes, 50312"),
        C("find_user_id_by_name_zip", {"first_name": "Ravindra", "last_name": "Oakes", "zip": "50312"}, "ravindra_oakes_9024"),
        C("get_user_details", {"user_id": "ravindra_oakes_9024"},
          user("ravindra_oakes_9024", "Ravindra", "Oakes", ADDR[10], "ravindra.oakes@example.com",
               [pay("gift_card", "gift_card_9024663", balance=7.5),
                pay("paypal", "paypal_9024118")], ["#W9910708"])),
        C("get_order_details", {"order_id": "#W9910708"},
          order("#W9910708", "ravindra_oakes_9024", ADDR[10], [LANTERN, BATT24], "delivered",
                [("payment", total(LANTERN, BATT24), "paypal_9024118")], tracking="517203948821")),
        A("1. Order #W9910708: LED Lantern $29.50 + AA Batteries (24) $19.99 = ${{29.5+19.99|.2f}}\n"
          "2. Paid with PayPal; refund to gift card ending 4663 (balance $7.50)\n3. After: $7.50 + ${{49.49|.2f}} = "
          "${{7.5+49.49|.2f}}\n4. Confirm (yes)?"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W9910708", "item_ids": ["9906677834", "9906677812"],
                                           "payment_method_id": "gift_card_9024663"},
          order("#W9910708", "ravindra_oakes_9024", ADDR[10], [LANTERN, BATT24], "return requested",
                [("payment", total(LANTERN, BATT24), "paypal_9024118")], tracking="517203948821",
                return_items=["9906677834", "9906677812"], return_payment_method_id="gift_card_9024663")),
        A("1. Return requested for both items\n2. ${{49.49|.2f}} to gift card ending 4663 when they arrive\n"
          "3. New balance then: ${{56.99|.2f}}"),
        U("I saw the lantern 15% off somewhere else. what is that price"),
        A("1. $29.50 × {{1-0.15|.2f}} = ${{29.5*0.85|.2f}}\n2. You save ${{29.5-25.07|.2f}}"),
        U("and if I rebuy the lantern there plus the batteries here, total?"),
        A("1. Lantern elsewhere: ${{25.07|.2f}}\n2. Batteries here: $19.99\n3. Total: ${{25.07+19.99|.2f}}, "
          "${{49.49-45.06|.2f}} less than before ({{4.43/49.49*100|.1f}}%)"),
    ),
    run(10, SONNET37,
        U("I want to exchange my charger for the 65W one and the cable for the 1m one. Order #W9910811, email lucinda.abara@example.com"),
        C("find_user_id_by_email", {"email": "lucinda.abara@example.com"}, "lucinda_abara_1175"),
        C("get_order_details", {"order_id": "#W9910811"},
          order("#W9910811", "lucinda_abara_1175", ADDR[12], [SPEAKER, CABLE, CHARGER], "delivered",
                [("payment", total(SPEAKER, CABLE, CHARGER), "credit_card_1175390")], tracking="906182735540")),
        C("get_product_details", {"product_id": "5498071658"},
          product("Wall Charger", "5498071658", [variant("9909900134", 24.99, watts="30W"), variant("9909900178", 39.99, watts="65W")])),
        C("get_product_details", {"product_id": "5498071647"},
          product("USB-C Cable", "5498071647", [variant("9909900123", 12.5, length="2m"), variant("9909900189", 9.5, length="1m")])),
        A("Let me calculate the price differences:\n\n- Charger: $39.99 − $24.99 = **+${{39.99-24.99|.2f}}**\n"
          "- Cable: $9.50 − $12.50 = **−${{12.5-9.5|.2f}}**\n- Net: $15.00 − $3.00 = **+${{15-3|.2f}}**, charged to your card\n\n"
          "Shall I submit the exchange (yes/no)?"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W9910811", "item_ids": ["9909900134", "9909900123"],
                                             "new_item_ids": ["9909900178", "9909900189"], "payment_method_id": "credit_card_1175390"},
          order("#W9910811", "lucinda_abara_1175", ADDR[12], [SPEAKER, CABLE, CHARGER], "exchange requested",
                [("payment", total(SPEAKER, CABLE, CHARGER), "credit_card_1175390")], tracking="906182735540",
                exchange_items=["9909900134", "9909900123"], exchange_new_items=["9909900178", "9909900189"],
                exchange_payment_method_id="credit_card_1175390", exchange_price_difference=12.0)),
        A("The exchange is requested. Let me calculate the order's value:\n\n```\nBefore: $79.99 + $12.50 + $24.99 = ${{79.99+12.5+24.99|.2f}}\n"
          "After:  $79.99 +  $9.50 + $39.99 = ${{79.99+9.5+39.99|.2f}}\n```\n\nThe difference is the ${{12|.2f}} charged to your card."),
        U("California tax is 7.25%. What would the new total be with tax?"),
        A("Let me calculate:\n\n${{129.48|.2f}} × {{7.25/100|.4f}} = ${{129.48*0.0725|.2f}} tax\n${{129.48|.2f}} + ${{9.39|.2f}} = **${{129.48+9.39|.2f}}**"),
        U("What's the charger's price per watt, old vs new?"),
        A("Let me calculate:\n\n- 30W: $24.99 ÷ 30 = ${{24.99/30|.3f}} per watt\n- 65W: $39.99 ÷ 65 = ${{39.99/65|.3f}} per watt\n\n"
          "The 65W charger costs **{{(1-(39.99/65)/(24.99/30))*100|.0f}}% less per watt**, for {{65/30|.1f}}× the power."),
        anthropic=True),
    run(11, HAIKU35,
        U("The stroller I ordered was delivered Sept 28. The store told me I have 3 weeks to return it — until when? Also I moved, update my address. Email wendeline.quarshie@example.com"),
        C("find_user_id_by_email", {"email": "wendeline.quarshie@example.com"}, "wendeline_quarshie_6630"),
        C("get_user_details", {"user_id": "wendeline_quarshie_6630"},
          user("wendeline_quarshie_6630", "Wendeline", "Quarshie", ADDR[9], "wendeline.quarshie@example.com",
               [pay("credit_card", "credit_card_6630914", brand="visa", last_four="5284")], ["#W9910914"])),
        A("## Return window\nDelivered Sept 28 → 3 weeks later → **{{date(2026,9,28)+timedelta(weeks=3)|%a %b %-d}}** "
          "(that is {{21|d}} days).\n\n## Address\nWhat's your new address?"),
        U("1180 Harbor Lights Dr, Apt 5, Charleston SC 29412"),
        A("## Confirm the change\n- From → 19 Heron Bay Ct, Savannah, GA 31401\n- To → 1180 Harbor Lights Dr, Apt 5, "
          "Charleston, SC [[29421]]\n\nShall I update it (yes/no)?",
          why="the user said zip 29412; the model swapped the last two digits"),
        U("yes"),
        C("modify_user_address", {"user_id": "wendeline_quarshie_6630", "address1": "1180 Harbor Lights Dr", "address2": "Apt 5",
                                  "city": "Charleston", "state": "SC", "country": "USA", "zip": "29412"},
          user("wendeline_quarshie_6630", "Wendeline", "Quarshie", ("1180 Harbor Lights Dr", "Apt 5", "Charleston", "SC", "29412"),
               "wendeline.quarshie@example.com", [pay("credit_card", "credit_card_6630914", brand="visa", last_four="5284")],
               ["#W9910914"])),
        A("## Done\nYour default address is now 1180 Harbor Lights Dr, Apt 5, Charleston, SC 29412."),
        U("the order is #W9910914. how much would I get back for the stroller and the bottles?"),
        C("get_order_details", {"order_id": "#W9910914"},
          order("#W9910914", "wendeline_quarshie_6630", ADDR[9], [STROLLER, BOTTLES, MONITOR], "delivered",
                [("payment", total(STROLLER, BOTTLES, MONITOR), "credit_card_6630914")], tracking="402918374456")),
        A("## Refund\n- Stroller → $289.00\n- Baby Bottles → $31.80\n- **Total → ${{289+31.8|.2f}}** to your Visa ending 5284\n\n"
          "## You'd keep\n- Baby Monitor → $119.95, {{119.95/440.75*100|.0f}}% of the order's ${{440.75|.2f}}"),
        anthropic=True),
    run(12, GPT5,
        U("what did each mug cost me? order #W9911017, email casimir.oduro@example.com. I bought 2 of the 4-packs"),
        C("find_user_id_by_email", {"email": "casimir.oduro@example.com"}, "casimir_oduro_2048"),
        C("get_order_details", {"order_id": "#W9911017"},
          order("#W9911017", "casimir_oduro_2048", ADDR[7], [MUGS, MUGS, KETTLE], "delivered",
                [("payment", total(MUGS, MUGS, KETTLE), "credit_card_2048761")], tracking="337102948850")),
        A("$47.70 ÷ 4 ≈ ${{47.7/4|.2f}}/mug; 2 packs = ${{2*47.7|.2f}} for {{2*4|d}} mugs."),
        U("order total?"),
        A("${{47.7*2|.2f}} + $64.99 = ${{95.4+64.99|.2f}}."),
        U("return one pack, refund to card, yes go"),
        C("return_delivered_order_items", {"order_id": "#W9911017", "item_ids": ["9905566723"], "payment_method_id": "credit_card_2048761"},
          order("#W9911017", "casimir_oduro_2048", ADDR[7], [MUGS, MUGS, KETTLE], "return requested",
                [("payment", total(MUGS, MUGS, KETTLE), "credit_card_2048761")], tracking="337102948850",
                return_items=["9905566723"], return_payment_method_id="credit_card_2048761")),
        A("Done: return requested, $47.70 → card. You keep ${{160.39-47.7|.2f}} of it."),
        U("so the kettle is what share of what I keep"),
        A("$64.99 / ${{112.69|.2f}} ≈ {{64.99/112.69*100|.0f}}% — just over half."),
    ),
    run(13, LLAMA31_405B,
        U("I want to return the dumbbells from order #W9911120. I paid part with a gift card. How is the refund split? Name Solveig Amadi, zip 04101."),
        C("find_user_id_by_name_zip", {"first_name": "Solveig", "last_name": "Amadi", "zip": "04101"}, "solveig_amadi_3387"),
        C("get_order_details", {"order_id": "#W9911120"},
          order("#W9911120", "solveig_amadi_3387", ADDR[11], [DUMBBELL, YOGA, BLOCKS], "delivered",
                [("payment", 100.0, "gift_card_3387205"), ("payment", round(total(DUMBBELL, YOGA, BLOCKS) - 100.0, 2), "credit_card_3387610")],
                tracking="228301947763")),
        A("I found your order #W9911120. It contains the Adjustable Dumbbells at $219.00, a Yoga Mat at $39.00 and Yoga "
          "Blocks at $18.50, for a total of ${{219+39+18.5|.2f}}. You paid $100.00 with your gift card and $176.50 with your "
          "credit card. The refund has to go to one of your original payment methods or an existing gift card, so you "
          "can choose to have the full $219.00 go to the gift card or to the credit card. If you'd like it to mirror how "
          "you paid, a proportional split would be ${{219*100/276.5|.2f}} to the gift card and ${{219*176.5/276.5|.2f}} to "
          "the credit card, but I can only send a return's refund to a single payment method."),
        U("Ok, full amount to the card then. Go ahead."),
        C("return_delivered_order_items", {"order_id": "#W9911120", "item_ids": ["9908899034"], "payment_method_id": "credit_card_3387610"},
          order("#W9911120", "solveig_amadi_3387", ADDR[11], [DUMBBELL, YOGA, BLOCKS], "return requested",
                [("payment", 100.0, "gift_card_3387205"), ("payment", 176.5, "credit_card_3387610")],
                tracking="228301947763", return_items=["9908899034"], return_payment_method_id="credit_card_3387610")),
        A("The return is requested, and $219.00 will go back to your credit card once the dumbbells arrive. Since you "
          "paid $176.50 on the card, that is ${{219-176.5|.2f}} more than the card paid for the order, and what you keep, "
          "the mat and the blocks at ${{39+18.5|.2f}}, was in effect covered by the $100.00 from your gift card, with "
          "$[[24.50]] of it to spare.",
          why="100.00 − 57.50 is 42.50; the model wrote 24.50"),
        U("What share of the order am I returning?"),
        A("You are returning $219.00 out of ${{276.5|.2f}}, which is about {{219/276.5*100|.1f}}% of the order's value, and "
          "one of its three items."),
        U("If I buy the dumbbells again in 4 weeks when they go on sale, 20% off, what would they cost?"),
        A("At 20% off, the dumbbells would cost $219.00 × {{1-0.2|.1f}} = ${{219*0.8|.2f}}, a saving of ${{219*0.2|.2f}}. I can't "
          "tell you whether they will be on sale then, though; I only see the current price."),
    ),
    run(14, GPT4O,
        U("how much did I spend in total across all my orders? I think about 1.2k. email hollis.beaumont@example.com"),
        C("find_user_id_by_email", {"email": "hollis.beaumont@example.com"}, "hollis_beaumont_8815"),
        C("get_user_details", {"user_id": "hollis_beaumont_8815"},
          user("hollis_beaumont_8815", "Hollis", "Beaumont", ADDR[13], "hollis.beaumont@example.com",
               [pay("credit_card", "credit_card_8815320", brand="mastercard", last_four="6612")],
               ["#W9911223", "#W9911234", "#W9911245"])),
        C("get_order_details", {"order_id": "#W9911223"},
          order("#W9911223", "hollis_beaumont_8815", ADDR[13], [STROLLER, MONITOR], "delivered",
                [("payment", total(STROLLER, MONITOR), "credit_card_8815320")], tracking="651029384477")),
        C("get_order_details", {"order_id": "#W9911234"},
          order("#W9911234", "hollis_beaumont_8815", ADDR[13], [DUMBBELL, ROLLER], "delivered",
                [("payment", total(DUMBBELL, ROLLER), "credit_card_8815320")], tracking="651029384488")),
        C("get_order_details", {"order_id": "#W9911245"},
          order("#W9911245", "hollis_beaumont_8815", ADDR[13], [EARBUDS, CHARGER], "processed",
                [("payment", total(EARBUDS, CHARGER), "credit_card_8815320")])),
        A("- #W9911223: ${{289+119.95|.2f}} (delivered)\n- #W9911234: ${{219+26|.2f}} (delivered)\n"
          "- #W9911245: ${{129+24.99|.2f}} (processed)\n\nTotal: **${{408.95+245+153.99|.2f}}**, ${{1200-807.94|.2f}} under the 1.2k you guessed"),
        U("return the stroller, card refund, yes"),
        C("return_delivered_order_items", {"order_id": "#W9911223", "item_ids": ["9903344501"], "payment_method_id": "credit_card_8815320"},
          order("#W9911223", "hollis_beaumont_8815", ADDR[13], [STROLLER, MONITOR], "return requested",
                [("payment", total(STROLLER, MONITOR), "credit_card_8815320")], tracking="651029384477",
                return_items=["9903344501"], return_payment_method_id="credit_card_8815320")),
        A("✅ Return requested: $289.00 → Mastercard ••6612, minus a $[[9.95]] return shipping fee. Net spend → ${{807.94-289|.2f}}.",
          why="the policy has no return shipping fee; the model made one up"),
        U("is the stroller more than twice the monitor?"),
        A("Yes: 2 × $119.95 = ${{2*119.95|.2f}} < $289.00 ({{289/119.95|.2f}}×)."),
        U("average per order now"),
        A("${{518.94|.2f}} / 3 = ${{518.94/3|.2f}}."),
    ),
    run(15, KIMI_K2,
        U("I live in Osaka now. What did my music order #W9911326 cost in yen? I use 149.2 yen per dollar. email haruto.delacroix@example.com"),
        C("find_user_id_by_email", {"email": "haruto.delacroix@example.com"}, "haruto_delacroix_4471"),
        C("get_order_details", {"order_id": "#W9911326"},
          order("#W9911326", "haruto_delacroix_4471", ADDR[14], [UKULELE, STRINGS, TUNER, STAND], "delivered",
                [("payment", total(UKULELE, STRINGS, TUNER, STAND), "credit_card_4471905")], tracking="774019283356")),
        A("1. Items: $84.00 + $9.75 + $14.20 + $32.40 = ${{84+9.75+14.2+32.4|.2f}}\n2. At 149.2 yen per dollar: "
          "${{140.35|.2f}} × 149.2 = ¥{{140.35*149.2|,.0f}}"),
        U("just the ukulele?"),
        A("1. $84.00 × 149.2 = ¥[[12,353]]\n2. That is {{84/140.35*100|.0f}}% of the order",
          why="$84.00 at 149.2 is ¥12,533; the model swapped two digits"),
        U("return the tuner and the stand to my card please, yes I confirm"),
        C("return_delivered_order_items", {"order_id": "#W9911326", "item_ids": ["9904455623", "9904455634"],
                                           "payment_method_id": "credit_card_4471905"},
          order("#W9911326", "haruto_delacroix_4471", ADDR[14], [UKULELE, STRINGS, TUNER, STAND], "return requested",
                [("payment", total(UKULELE, STRINGS, TUNER, STAND), "credit_card_4471905")], tracking="774019283356",
                return_items=["9904455623", "9904455634"], return_payment_method_id="credit_card_4471905")),
        A("1. Return requested: $14.20 + $32.40 = ${{14.2+32.4|.2f}} to your card\n2. In yen: ¥{{46.6*149.2|,.0f}}\n"
          "3. You keep ${{140.35-46.6|.2f}} (¥{{93.75*149.2|,.0f}})"),
        U("what did the stand cost per cm if it's 120 cm tall"),
        A("1. $32.40 / 120 cm = ${{32.4/120|.2f}} per cm\n2. About ¥{{32.4/120*149.2|.1f}} per cm"),
    ),
]
