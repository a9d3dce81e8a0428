"""retail7 runs: a tau-bench-retail-style agent (users by email or name and zip, orders `#W` + 7
digits, items with options and prices as Python prints floats, gift card, credit card and PayPal
payments; returns of several items from an order paid by gift card and card, a gift card's balance
after a refund and after two payments, exchanges netted to a charge or a refund and their
percentages, a cancellation refunded in 5 to 7 business days from a day the user names, totals per
status against a budget the user states, a sales tax through `calculate`, a refund in Canadian
dollars at the user's rate, unit prices of packs, a product's cheapest, dearest and average price,
a return window counted from a delivery day the user gives, a coupon the user says took 15% off),
answered in the style of Claude models that show their work ("$54.99 + $32.50 = $87.49": Claude
3.7 Sonnet with "Let me calculate:", Opus 4.5 and 3.5 Haiku) and of terse agents (GPT-4.5,
ChatGPT-4o, o1-mini, Gemini exp-1206 with bold bullets); tool results and answers written here."""

from _heldout13_models import CHATGPT4O, GEMINI_EXP, GPT45, HAIKU35, O1_MINI, OPUS45, SONNET37
from _heldout13_retail import POLICY, it, order, pay, product, user, variant
from _vocab import A, C, Run, U


def run(n: int, model: str, *steps: object, anthropic: bool = False) -> Run:
    return Run(f"retail7-{n:02d}", model, POLICY, list(steps), fmt="anthropic" if anthropic else "openai-chat")


def total(*items: dict) -> float:
    return round(sum(i["price"] for i in items), 2)


MIXER = it("Stand Mixer", "3920481756", "4410293857", 349.99, capacity="5 qt", color="red")
MIXER_W = it("Stand Mixer", "3920481756", "4410293868", 329.99, capacity="5 qt", color="white")
BLENDER = it("Blender", "5031592867", "5521304968", 89.5, power="1200W", jar="glass")
TOASTER = it("Toaster", "6142603978", "6632415079", 44.99, slots="4", color="black")
KNIVES = it("Knife Set", "7253714089", "7743526180", 129.0, pieces="8", block="walnut")
MUGS4 = it("Mug Set", "8364825190", "8854637291", 32.5, pieces="4", color="white")
MUGS8 = it("Mug Set", "8364825190", "8854637302", 58.0, pieces="8", color="white")
JACKET_M = it("Rain Jacket", "9475936201", "9965748302", 118.0, size="M", color="navy")
JACKET_L = it("Rain Jacket", "9475936201", "9965748313", 118.0, size="L", color="navy")
FLEECE = it("Fleece Pullover", "1586047312", "1076859413", 64.95, size="M", color="heather")
SOCKS6 = it("Wool Socks", "2697158423", "2187960524", 27.6, pieces="6", size="M")
SOCKS12 = it("Wool Socks", "2697158423", "2187960535", 49.2, pieces="12", size="M")
HEADPH = it("Wireless Headphones", "3708269534", "3298071635", 199.0, color="black", anc="yes")
HEADPH_S = it("Wireless Headphones", "3708269534", "3298071646", 179.0, color="silver", anc="no")
EREADER = it("E-Reader", "4819370645", "4309182746", 139.99, storage="16GB", light="warm")
CASE = it("E-Reader Case", "5920481756", "5410293857", 24.99, color="plum")
YOGA = it("Yoga Mat", "6031592867", "6521304968", 42.0, thickness="6mm", color="teal")
BLOCKS = it("Yoga Blocks", "7142603978", "7632415079", 18.5, pieces="2", material="cork")
BIKE_L = it("Bike Light Set", "8253714089", "8743526180", 36.75, lumens="400", mount="clip")
HELMET = it("Bike Helmet", "9364825190", "9854637291", 74.0, size="M", color="matte black")
HELMET_L = it("Bike Helmet", "9364825190", "9854637302", 74.0, size="L", color="matte black")
VACUUM = it("Cordless Vacuum", "1475936201", "1965748302", 259.0, runtime="40 min", color="grey")
FILTERS3 = it("Vacuum Filters", "2586047312", "2076859413", 21.75, pieces="3", type="HEPA")
PLANTER = it("Ceramic Planter", "3697158423", "3187960524", 38.0, size="10 inch", color="terracotta")
LAMP = it("Floor Lamp", "4708269534", "4298071635", 96.5, color="brass", bulb="LED")
RUG = it("Area Rug", "5819370645", "5309182746", 185.0, size="5x8", pattern="geometric")
RUG_S = it("Area Rug", "5819370645", "5309182757", 129.0, size="4x6", pattern="geometric")
SHEETS = it("Sheet Set", "6920481756", "6410293857", 79.99, size="queen", material="linen")
PILLOW2 = it("Pillow Pair", "7031592867", "7521304968", 54.0, pieces="2", fill="down alternative")
WATCH = it("Fitness Watch", "8142603978", "8632415079", 229.0, band="black", gps="yes")
WATCH_NG = it("Fitness Watch", "8142603978", "8632415080", 179.0, band="black", gps="no")
BOTTLE = it("Water Bottle", "9253714089", "9743526180", 24.0, capacity="750ml", color="sage")

ADDR = {
    1: ("22 Wisteria Ln", "", "Ann Arbor", "MI", "48104"),
    2: ("4180 Cobalt Ridge Rd", "", "Reno", "NV", "89523"),
    3: ("909 Larchmont Ave", "Apt 5C", "Larchmont", "NY", "10538"),
    4: ("71 Tidewater Ct", "", "Savannah", "GA", "31405"),
    5: ("3355 Aspen Grove Dr", "", "Bozeman", "MT", "59718"),
    6: ("1402 Calle Sombra", "", "Santa Fe", "NM", "87505"),
    7: ("58 Beacon Hill Rd", "Unit 2", "Portland", "ME", "04101"),
    8: ("2716 Magnolia Bend", "", "Baton Rouge", "LA", "70808"),
    9: ("640 Quarry St", "", "Madison", "WI", "53703"),
    10: ("12 Harrow Pl", "Apt 9", "Pittsburgh", "PA", "15213"),
    11: ("8801 Saguaro Vista", "", "Scottsdale", "AZ", "85255"),
    12: ("305 Birchwood Cir", "", "Lexington", "KY", "40503"),
    13: ("47 Ocean Spray Way", "", "Wilmington", "NC", "28403"),
    14: ("1920 Redbud Ln", "", "Tulsa", "OK", "74114"),
    15: ("615 Alder St", "Apt 3", "Eugene", "OR", "97401"),
    16: ("77 Lantern Sq", "", "Burlington", "VT", "05401"),
    17: ("2340 Cypress Knoll", "", "Tallahassee", "FL", "32312"),
    18: ("19 Millbrook Rd", "", "Concord", "NH", "03301"),
    19: ("5102 Ridgeline Ter", "", "Boulder", "CO", "80305"),
}

RUNS = [
    run(1, SONNET37,
        U("Hi! I'd like to return three things from my kitchen order. Email: hallie.brennan@example.com"),
        C("find_user_id_by_email", {"email": "hallie.brennan@example.com"}, "hallie_brennan_4417"),
        C("get_user_details", {"user_id": "hallie_brennan_4417"},
          user("hallie_brennan_4417", "Hallie", "Brennan", ADDR[1], "hallie.brennan@example.com",
               [pay("gift_card", "gift_card_7710342", balance=15.4),
                pay("credit_card", "credit_card_4417901", brand="visa", last_four="8826")], ["#W7710355"])),
        C("get_order_details", {"order_id": "#W7710355"},
          order("#W7710355", "hallie_brennan_4417", ADDR[1], [MIXER, BLENDER, TOASTER, KNIVES, MUGS4], "delivered",
                [("payment", 150.0, "gift_card_7710342"), ("payment", round(total(MIXER, BLENDER, TOASTER, KNIVES, MUGS4) - 150.0, 2),
                                                             "credit_card_4417901")], tracking="882014736650")),
        A("I found order #W7710355 (delivered). Let me calculate the order first:\n\n"
          "$349.99 + $89.50 + $44.99 + $129.00 + $32.50 = **${{349.99+89.5+44.99+129+32.5|.2f}}**\n\n"
          "It was paid $150.00 with your gift card and ${{645.98-150|.2f}} with your Visa ending 8826. Which three items?"),
        U("The blender, the toaster and the mugs. Refund to the gift card please."),
        A("Let me calculate:\n\n$89.50 + $44.99 + $32.50 = **${{89.5+44.99+32.5|.2f}}**\n\n"
          "Your gift card has $15.40 now, so after the refund it would hold $15.40 + ${{89.5+44.99+32.5|.2f}} = **${{15.4+166.99|.2f}}**.\n\n"
          "Shall I submit the return (yes/no)?"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W7710355", "item_ids": ["5521304968", "6632415079", "8854637291"],
                                           "payment_method_id": "gift_card_7710342"},
          order("#W7710355", "hallie_brennan_4417", ADDR[1], [MIXER, BLENDER, TOASTER, KNIVES, MUGS4], "return requested",
                [("payment", 150.0, "gift_card_7710342"), ("payment", round(total(MIXER, BLENDER, TOASTER, KNIVES, MUGS4) - 150.0, 2),
                                                             "credit_card_4417901")], tracking="882014736650",
                return_items=["5521304968", "6632415079", "8854637291"], return_payment_method_id="gift_card_7710342")),
        A("Done! The return is requested. Once the items arrive, **${{89.5+44.99+32.5|.2f}}** goes to gift card ending 0342. "
          "You keep the Stand Mixer and the Knife Set: $349.99 + $129.00 = ${{349.99+129|.2f}}, about {{478.99/645.98*100|.0f}}% "
          "of what the order cost."),
        anthropic=True),
    run(2, GPT45,
        U("exchange jacket M→L and the fleece too if there's an L. order #W7710460 / marco.deluca@example.com"),
        C("find_user_id_by_email", {"email": "marco.deluca@example.com"}, "marco_deluca_8823"),
        C("get_order_details", {"order_id": "#W7710460"},
          order("#W7710460", "marco_deluca_8823", ADDR[2], [JACKET_M, FLEECE, SOCKS6], "delivered",
                [("payment", total(JACKET_M, FLEECE, SOCKS6), "paypal_8823100")], tracking="771092345510")),
        C("get_product_details", {"product_id": "1586047312"},
          product("Fleece Pullover", "1586047312", [variant("1076859413", 64.95, size="M", color="heather"),
                                                     variant("1076859424", 59.95, size="L", color="heather"),
                                                     variant("1076859435", 64.95, available=False, size="L", color="navy")])),
        A("Jacket M→L navy: $118.00 → $118.00, no difference. Fleece L heather is $59.95 (yours $64.95), so **${{64.95-59.95|.2f}} back** "
          "to PayPal. Confirm both?"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W7710460", "item_ids": ["9965748302", "1076859413"],
                                             "new_item_ids": ["9965748313", "1076859424"], "payment_method_id": "paypal_8823100"},
          order("#W7710460", "marco_deluca_8823", ADDR[2], [JACKET_M, FLEECE, SOCKS6], "exchange requested",
                [("payment", total(JACKET_M, FLEECE, SOCKS6), "paypal_8823100")], tracking="771092345510",
                exchange_items=["9965748302", "1076859413"], exchange_new_items=["9965748313", "1076859424"],
                exchange_payment_method_id="paypal_8823100", exchange_price_difference=-5.0)),
        A("Done. $5.00 refund to PayPal once the exchange goes through. The order's $210.55 becomes ${{210.55-5|.2f}}."),
        U("the socks, what's that per pair"),
        A("$27.60 / 6 = **${{27.6/6|.2f}}** a pair."),
    ),
    run(3, OPUS45,
        U("I've set myself a $900 budget for this quarter. How much have I spent across my orders? I'm Tamsin Okafor, zip 10538."),
        C("find_user_id_by_name_zip", {"first_name": "Tamsin", "last_name": "Okafor", "zip": "10538"}, "tamsin_okafor_2290"),
        C("get_user_details", {"user_id": "tamsin_okafor_2290"},
          user("tamsin_okafor_2290", "Tamsin", "Okafor", ADDR[3], "tamsin.okafor@example.com",
               [pay("credit_card", "credit_card_2290114", brand="amex", last_four="1009")], ["#W7710511", "#W7710522", "#W7710533"])),
        C("get_order_details", {"order_id": "#W7710511"},
          order("#W7710511", "tamsin_okafor_2290", ADDR[3], [HEADPH, BOTTLE], "delivered",
                [("payment", total(HEADPH, BOTTLE), "credit_card_2290114")], tracking="330917265542")),
        C("get_order_details", {"order_id": "#W7710522"},
          order("#W7710522", "tamsin_okafor_2290", ADDR[3], [EREADER, CASE], "processed",
                [("payment", total(EREADER, CASE), "credit_card_2290114")], tracking="330917265553")),
        C("get_order_details", {"order_id": "#W7710533"},
          order("#W7710533", "tamsin_okafor_2290", ADDR[3], [YOGA, BLOCKS, BLOCKS], "pending",
                [("payment", total(YOGA, BLOCKS, BLOCKS), "credit_card_2290114")])),
        A("Here's each order:\n\n| Order | Status | Items | Total |\n|---|---|---|---|\n"
          "| #W7710511 | delivered | $199.00 + $24.00 | ${{199+24|.2f}} |\n| #W7710522 | processed | $139.99 + $24.99 | ${{139.99+24.99|.2f}} |\n"
          "| #W7710533 | pending | $42.00 + 2 × $18.50 | ${{42+2*18.5|.2f}} |\n\n"
          "$223.00 + $164.98 + $79.00 = **${{223+164.98+79|.2f}}** spent, leaving **${{900-466.98|.2f}}** of your $900 budget "
          "({{466.98/900*100|.1f}}% used)."),
        U("What's my average per order? And if my state adds 8% tax on top of all that?"),
        A("Average: ${{223+164.98+79|.2f}} ÷ 3 = **${{466.98/3|.2f}}** per order.\n\nWith 8% tax: ${{223+164.98+79|.2f}} × 1.08 = **${{466.98*1.08|.2f}}**, "
          "still ${{900-466.98*1.08|.2f}} under budget."),
        U("If I cancel the pending one, where does that leave me?"),
        A("Without #W7710533: ${{223+164.98+79|.2f}} − $79.00 = **${{466.98-79|.2f}}**, and ${{900-387.98|.2f}} left in the budget. "
          "I can cancel it if you confirm the reason (no longer needed, or ordered by mistake)."),
        anthropic=True),
    run(4, CHATGPT4O,
        U("cancel my pending order #W7710644, ordered by mistake. sunniva.hart@example.com. today's friday the 13th btw, when do I get my money"),
        C("find_user_id_by_email", {"email": "sunniva.hart@example.com"}, "sunniva_hart_6021"),
        C("get_order_details", {"order_id": "#W7710644"},
          order("#W7710644", "sunniva_hart_6021", ADDR[4], [VACUUM, FILTERS3], "pending",
                [("payment", total(VACUUM, FILTERS3), "paypal_6021773")])),
        A("**#W7710644** (pending): Cordless Vacuum $259.00 + Vacuum Filters $21.75 = **${{259+21.75|.2f}}**, paid via PayPal.\n"
          "Cancel as *ordered by mistake*? Refund in 5–7 business days."),
        U("yes"),
        C("cancel_pending_order", {"order_id": "#W7710644", "reason": "ordered by mistake"},
          order("#W7710644", "sunniva_hart_6021", ADDR[4], [VACUUM, FILTERS3], "cancelled",
                [("payment", total(VACUUM, FILTERS3), "paypal_6021773"), ("refund", total(VACUUM, FILTERS3), "paypal_6021773")])),
        A("Cancelled ✅ $280.75 back to PayPal.\n5–7 business days from Fri the 13th → between **Fri the {{13+7|d}}th** and **Tue the {{13+11|d}}th**."),
        U("the filters alone are how much each"),
        A("$21.75 for 3 → **${{21.75/3|.2f}}** each."),
    ),
    run(5, HAIKU35,
        U("I bought socks in a 6-pack and a 12-pack. Which was the better deal? Also return the 6-pack. user id ezra_lindgren_3310"),
        C("get_user_details", {"user_id": "ezra_lindgren_3310"},
          user("ezra_lindgren_3310", "Ezra", "Lindgren", ADDR[5], "ezra.lindgren@example.com",
               [pay("credit_card", "credit_card_3310582", brand="mastercard", last_four="6674")], ["#W7710720"])),
        C("get_order_details", {"order_id": "#W7710720"},
          order("#W7710720", "ezra_lindgren_3310", ADDR[5], [SOCKS6, SOCKS12, BOTTLE], "delivered",
                [("payment", total(SOCKS6, SOCKS12, BOTTLE), "credit_card_3310582")], tracking="664019283370")),
        A("Let me compare per pair:\n\n- 6-pack: $27.60 ÷ 6 = **${{27.6/6|.2f}}** a pair\n- 12-pack: $49.20 ÷ 12 = **${{49.2/12|.2f}}** a pair\n\n"
          "The 12-pack saves ${{4.6-4.1|.2f}} a pair, about {{0.5/4.6*100|.1f}}%. Twelve pairs bought as two 6-packs would have cost "
          "2 × $27.60 = ${{2*27.6|.2f}}, ${{55.2-49.2|.2f}} more.\n\nShould I return the 6-pack ($27.60) to your Mastercard ending 6674?"),
        U("Yes."),
        C("return_delivered_order_items", {"order_id": "#W7710720", "item_ids": ["2187960524"], "payment_method_id": "credit_card_3310582"},
          order("#W7710720", "ezra_lindgren_3310", ADDR[5], [SOCKS6, SOCKS12, BOTTLE], "return requested",
                [("payment", total(SOCKS6, SOCKS12, BOTTLE), "credit_card_3310582")], tracking="664019283370",
                return_items=["2187960524"], return_payment_method_id="credit_card_3310582")),
        A("The return is requested. $27.60 will go back to your Mastercard ending 6674, and a [[$4.95]] return shipping fee "
          "is deducted, so you get ${{27.6-4.95|.2f}}.",
          why="no tool and no line of the policy has a return shipping fee; the model invented it"),
        U("I never heard of a fee?"),
        A("You're right, I apologise. There is no return fee: the full **$27.60** goes back to your card. What you keep: "
          "$49.20 + $24.00 = ${{49.2+24|.2f}}."),
        anthropic=True),
    run(6, O1_MINI,
        U("change the white stand mixer in my pending order to red and the 4 mugs to the 8 set. pay from my gift card. nils.ahlgren@example.com"),
        C("find_user_id_by_email", {"email": "nils.ahlgren@example.com"}, "nils_ahlgren_5530"),
        C("get_user_details", {"user_id": "nils_ahlgren_5530"},
          user("nils_ahlgren_5530", "Nils", "Ahlgren", ADDR[6], "nils.ahlgren@example.com",
               [pay("gift_card", "gift_card_5530871", balance=60.0),
                pay("credit_card", "credit_card_5530872", brand="visa", last_four="3318")], ["#W7710788"])),
        C("get_order_details", {"order_id": "#W7710788"},
          order("#W7710788", "nils_ahlgren_5530", ADDR[6], [MIXER_W, MUGS4], "pending",
                [("payment", total(MIXER_W, MUGS4), "credit_card_5530872")])),
        C("get_product_details", {"product_id": "3920481756"},
          product("Stand Mixer", "3920481756", [variant("4410293857", 349.99, capacity="5 qt", color="red"),
                                                 variant("4410293868", 329.99, capacity="5 qt", color="white")])),
        C("get_product_details", {"product_id": "8364825190"},
          product("Mug Set", "8364825190", [variant("8854637291", 32.5, pieces="4", color="white"),
                                             variant("8854637302", 58.0, pieces="8", color="white")])),
        A("Difference: mixer +${{349.99-329.99|.2f}}, mugs +${{58-32.5|.2f}} → **${{20+25.5|.2f}}**. Gift card has $60.00, enough; "
          "${{60-45.5|.2f}} would remain. Proceed?"),
        U("yes"),
        C("modify_pending_order_items", {"order_id": "#W7710788", "item_ids": ["4410293868", "8854637291"],
                                         "new_item_ids": ["4410293857", "8854637302"], "payment_method_id": "gift_card_5530871"},
          order("#W7710788", "nils_ahlgren_5530", ADDR[6], [MIXER, MUGS8], "pending (item modified)",
                [("payment", total(MIXER_W, MUGS4), "credit_card_5530872"), ("payment", 45.5, "gift_card_5530871")])),
        A("Done. Order is now $349.99 + $58.00 = ${{349.99+58|.2f}}. Gift card balance: **$[[15.05]]**.",
          why="60.00 − 45.50 is 14.50 (as the previous answer said); the model wrote 15.05"),
        U("the 8 mugs cost per mug vs the 4?"),
        A("8-set ${{58/8|.2f}}/mug, 4-set ${{32.5/4|.3f}}/mug. 8-set is ${{32.5/4-58/8|.2f}} cheaper per mug."),
    ),
    run(7, GEMINI_EXP,
        U("Please return the watch from one order and the rug from the other. How much do I get back and where? Name Odile Fontaine, 70808."),
        C("find_user_id_by_name_zip", {"first_name": "Odile", "last_name": "Fontaine", "zip": "70808"}, "odile_fontaine_7741"),
        C("get_user_details", {"user_id": "odile_fontaine_7741"},
          user("odile_fontaine_7741", "Odile", "Fontaine", ADDR[8], "odile.fontaine@example.com",
               [pay("gift_card", "gift_card_7741205", balance=0.0), pay("paypal", "paypal_7741206"),
                pay("credit_card", "credit_card_7741207", brand="discover", last_four="4451")], ["#W7710812", "#W7710823"])),
        C("get_order_details", {"order_id": "#W7710812"},
          order("#W7710812", "odile_fontaine_7741", ADDR[8], [WATCH, BOTTLE], "delivered",
                [("payment", total(WATCH, BOTTLE), "paypal_7741206")], tracking="190288374465")),
        C("get_order_details", {"order_id": "#W7710823"},
          order("#W7710823", "odile_fontaine_7741", ADDR[8], [RUG, LAMP, PLANTER], "delivered",
                [("payment", 100.0, "gift_card_7741205"), ("payment", round(total(RUG, LAMP, PLANTER) - 100.0, 2), "credit_card_7741207")],
                tracking="190288374476")),
        A("**Your two returns**\n\n*   **#W7710812 – Fitness Watch**\n    *   **$229.00** back to PayPal (the order's only payment)\n"
          "*   **#W7710823 – Area Rug**\n    *   **$185.00**, to the Discover ending 4451 or your gift card (the order was paid $100.00 by gift card "
          "and ${{185+96.5+38-100|.2f}} by Discover)\n\n**Total back: ${{229+185|.2f}}**"),
        U("Put the rug refund on the gift card. Go ahead with both."),
        C("return_delivered_order_items", {"order_id": "#W7710812", "item_ids": ["8632415079"], "payment_method_id": "paypal_7741206"},
          order("#W7710812", "odile_fontaine_7741", ADDR[8], [WATCH, BOTTLE], "return requested",
                [("payment", total(WATCH, BOTTLE), "paypal_7741206")], tracking="190288374465",
                return_items=["8632415079"], return_payment_method_id="paypal_7741206")),
        C("return_delivered_order_items", {"order_id": "#W7710823", "item_ids": ["5309182746"], "payment_method_id": "gift_card_7741205"},
          order("#W7710823", "odile_fontaine_7741", ADDR[8], [RUG, LAMP, PLANTER], "return requested",
                [("payment", 100.0, "gift_card_7741205"), ("payment", round(total(RUG, LAMP, PLANTER) - 100.0, 2), "credit_card_7741207")],
                tracking="190288374476", return_items=["5309182746"], return_payment_method_id="gift_card_7741205")),
        A("**Both returns are requested**\n\n*   **PayPal:** $229.00\n*   **Gift card:** $185.00\n    *   new balance: **${{0+185|.2f}}**\n\n"
          "**You keep:** Water Bottle, Floor Lamp and Ceramic Planter (${{24+96.5+38|.2f}})."),
        U("What share of the two orders am I sending back?"),
        A("**Share returned**\n\n*   **Both orders:** ${{253+319.5|.2f}}\n*   **Returned:** ${{229+185|.2f}}\n*   **Share:** **{{414/572.5*100|.1f}}%**"),
    ),
    run(8, SONNET37,
        U("Can I swap my headphones for the silver ones without noise cancelling? What would I get back? gwendolyn.ashby@example.com"),
        C("find_user_id_by_email", {"email": "gwendolyn.ashby@example.com"}, "gwendolyn_ashby_1198"),
        C("get_user_details", {"user_id": "gwendolyn_ashby_1198"},
          user("gwendolyn_ashby_1198", "Gwendolyn", "Ashby", ADDR[9], "gwendolyn.ashby@example.com",
               [pay("gift_card", "gift_card_1198330", balance=32.75),
                pay("credit_card", "credit_card_1198331", brand="visa", last_four="2207")], ["#W7710901"])),
        C("get_order_details", {"order_id": "#W7710901"},
          order("#W7710901", "gwendolyn_ashby_1198", ADDR[9], [HEADPH, BIKE_L], "delivered",
                [("payment", total(HEADPH, BIKE_L), "credit_card_1198331")], tracking="551092837746")),
        C("get_product_details", {"product_id": "3708269534"},
          product("Wireless Headphones", "3708269534", [variant("3298071635", 199.0, color="black", anc="yes"),
                                                         variant("3298071646", 179.0, color="silver", anc="no"),
                                                         variant("3298071657", 219.0, color="silver", anc="yes")])),
        A("Yes! The silver pair without noise cancelling (3298071646) is available.\n\nLet me calculate:\n\n"
          "$199.00 − $179.00 = **${{199-179|.2f}}** back to you, which is {{20/199*100|.1f}}% of what you paid.\n\n"
          "It can go to your Visa ending 2207 or your gift card (balance $32.75 → ${{32.75+20|.2f}}). Which do you prefer?"),
        U("Gift card. And how much would the silver with noise cancelling have cost me extra instead?"),
        A("Let me calculate:\n\n$219.00 − $199.00 = **${{219-199|.2f}}** more ({{20/199*100|.1f}}%).\n\nSo the two silver pairs are "
          "${{219-179|.2f}} apart. Shall I do the exchange to the silver pair without noise cancelling, refunding ${{199-179|.2f}} to your gift card?"),
        U("yes"),
        C("exchange_delivered_order_items", {"order_id": "#W7710901", "item_ids": ["3298071635"], "new_item_ids": ["3298071646"],
                                             "payment_method_id": "gift_card_1198330"},
          order("#W7710901", "gwendolyn_ashby_1198", ADDR[9], [HEADPH, BIKE_L], "exchange requested",
                [("payment", total(HEADPH, BIKE_L), "credit_card_1198331")], tracking="551092837746",
                exchange_items=["3298071635"], exchange_new_items=["3298071646"],
                exchange_payment_method_id="gift_card_1198330", exchange_price_difference=-20.0)),
        A("All set! The exchange is requested. Your order will come to $179.00 + $36.75 = **${{179+36.75|.2f}}** instead of "
          "${{199+36.75|.2f}}, and your gift card will show **$[[52.57]]** once it's processed.",
          why="32.75 + 20.00 is 52.75 (the model's first answer); here it swapped the last two digits"),
        anthropic=True),
    run(9, GPT45,
        U("refund for my return of the rain jacket, in CAD pls. my bank does 1.36. beatrix.mcallister@example.com"),
        C("find_user_id_by_email", {"email": "beatrix.mcallister@example.com"}, "beatrix_mcallister_9902"),
        C("get_user_details", {"user_id": "beatrix_mcallister_9902"},
          user("beatrix_mcallister_9902", "Beatrix", "McAllister", ADDR[7], "beatrix.mcallister@example.com",
               [pay("credit_card", "credit_card_9902441", brand="visa", last_four="5530")], ["#W7711012"])),
        C("get_order_details", {"order_id": "#W7711012"},
          order("#W7711012", "beatrix_mcallister_9902", ADDR[7], [JACKET_L, FLEECE], "delivered",
                [("payment", total(JACKET_L, FLEECE), "credit_card_9902441")], tracking="884401927365")),
        A("Jacket: $118.00 → at 1.36, **CA${{118*1.36|.2f}}**. Return it to Visa ••5530?"),
        U("and the fleece too, both"),
        A("$118.00 + $64.95 = ${{118+64.95|.2f}} → **CA$[[284.81]]** at 1.36. Confirm?",
          why="182.95 × 1.36 is 248.81; the model swapped two digits"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W7711012", "item_ids": ["9965748313", "1076859413"],
                                           "payment_method_id": "credit_card_9902441"},
          order("#W7711012", "beatrix_mcallister_9902", ADDR[7], [JACKET_L, FLEECE], "return requested",
                [("payment", total(JACKET_L, FLEECE), "credit_card_9902441")], tracking="884401927365",
                return_items=["9965748313", "1076859413"], return_payment_method_id="credit_card_9902441")),
        A("Return requested: ${{118+64.95|.2f}} to Visa ••5530 (≈ CA${{182.95*1.36|.2f}}; your bank's rate decides)."),
    ),
    run(10, OPUS45,
        U("I need to change the shipping address on my pending order to my new place: 88 Foxglove Rd, Ithaca NY 14850. I'm stellan.voss@example.com"),
        C("find_user_id_by_email", {"email": "stellan.voss@example.com"}, "stellan_voss_4402"),
        C("get_user_details", {"user_id": "stellan_voss_4402"},
          user("stellan_voss_4402", "Stellan", "Voss", ADDR[10], "stellan.voss@example.com",
               [pay("credit_card", "credit_card_4402718", brand="mastercard", last_four="9023")], ["#W7711130"])),
        C("get_order_details", {"order_id": "#W7711130"},
          order("#W7711130", "stellan_voss_4402", ADDR[10], [SHEETS, PILLOW2, PILLOW2], "pending",
                [("payment", total(SHEETS, PILLOW2, PILLOW2), "credit_card_4402718")])),
        A("Your pending order #W7711130 (Sheet Set $79.99 + two Pillow Pairs at $54.00 = ${{79.99+2*54|.2f}}) currently ships to "
          "12 Harrow Pl, Apt 9, Pittsburgh, PA 15213.\n\nNew address:\n\n88 Foxglove Rd\nIthaca, NY [[14805]]\n\nShall I update it (yes/no)?",
          why="the user's zip is 14850; the model swapped its last two digits"),
        U("yes"),
        C("modify_pending_order_address", {"order_id": "#W7711130", "address1": "88 Foxglove Rd", "address2": "", "city": "Ithaca",
                                           "state": "NY", "country": "USA", "zip": "14850"},
          order("#W7711130", "stellan_voss_4402", ("88 Foxglove Rd", "", "Ithaca", "NY", "14850"), [SHEETS, PILLOW2, PILLOW2],
                "pending", [("payment", total(SHEETS, PILLOW2, PILLOW2), "credit_card_4402718")])),
        A("Done. #W7711130 will ship to 88 Foxglove Rd, Ithaca, NY 14850."),
        U("How much are the pillows each, and the whole order per pillow if I count the sheets too?"),
        A("Each Pillow Pair is $54.00 for 2, so **${{54/2|.2f}}** a pillow; the four pillows are 2 × $54.00 = ${{2*54|.2f}}.\n\n"
          "With the sheets: ${{79.99+2*54|.2f}} ÷ 4 = **${{187.99/4|.2f}}** per pillow."),
        anthropic=True),
    run(11, CHATGPT4O,
        U("i used a 15% coupon on my watch order, what did the watch actually cost me? user id piers_adebayo_6615"),
        C("get_user_details", {"user_id": "piers_adebayo_6615"},
          user("piers_adebayo_6615", "Piers", "Adebayo", ADDR[11], "piers.adebayo@example.com",
               [pay("credit_card", "credit_card_6615093", brand="visa", last_four="7781")], ["#W7711244"])),
        C("get_order_details", {"order_id": "#W7711244"},
          order("#W7711244", "piers_adebayo_6615", ADDR[11], [WATCH_NG], "delivered",
                [("payment", 179.0, "credit_card_6615093")], tracking="220918374456")),
        A("Order **#W7711244**: Fitness Watch (no GPS) **$179.00**, charged $179.00 to Visa ••7781.\n"
          "I don't see a coupon on it. If 15% had come off: $179.00 × 0.85 = **${{179*0.85|.2f}}** (saving ${{179*0.15|.2f}})."),
        U("whats the gps version"),
        C("get_product_details", {"product_id": "8142603978"},
          product("Fitness Watch", "8142603978", [variant("8632415079", 229.0, band="black", gps="yes"),
                                                   variant("8632415080", 179.0, band="black", gps="no"),
                                                   variant("8632415091", 239.0, available=False, band="white", gps="yes")])),
        A("GPS, black: **$229.00** (+${{229-179|.2f}}, **+{{50/179*100|.1f}}%**). White GPS $239.00 is out of stock."),
        U("exchange to the black gps then"),
        A("Exchange #W7711244: no-GPS $179.00 → GPS $229.00, **${{229-179|.2f}}** charged to Visa ••7781. Confirm (yes)?"),
    ),
    run(12, HAIKU35,
        U("How much do your bike helmets and lights cost? I want 2 helmets and 3 light sets for my family, what's the total? Also my order #W7711350 — delivered March 2, can I still return it? The receipt says 30 days."),
        C("get_product_details", {"product_id": "9364825190"},
          product("Bike Helmet", "9364825190", [variant("9854637291", 74.0, size="M", color="matte black"),
                                                 variant("9854637302", 74.0, size="L", color="matte black"),
                                                 variant("9854637313", 68.0, size="S", color="white")])),
        C("get_product_details", {"product_id": "8253714089"},
          product("Bike Light Set", "8253714089", [variant("8743526180", 36.75, lumens="400", mount="clip"),
                                                    variant("8743526191", 52.25, lumens="800", mount="bar")])),
        A("Here are the prices:\n\n- **Bike Helmet:** $74.00 (M or L), $68.00 (S, white)\n- **Bike Light Set:** $36.75 (400 lumens), $52.25 (800 lumens)\n\n"
          "For 2 helmets at $74.00 and 3 light sets at $36.75:\n\n2 × $74.00 + 3 × $36.75 = ${{2*74|.2f}} + ${{3*36.75|.2f}} = "
          "**${{148+110.25|.2f}}**\n\nBefore I can look at order #W7711350 I need to verify you: your email, or your name and zip code?"),
        U("Rosalind Achebe, 97401"),
        C("find_user_id_by_name_zip", {"first_name": "Rosalind", "last_name": "Achebe", "zip": "97401"}, "rosalind_achebe_8810"),
        C("get_order_details", {"order_id": "#W7711350"},
          order("#W7711350", "rosalind_achebe_8810", ADDR[15], [HELMET, YOGA], "delivered",
                [("payment", total(HELMET, YOGA), "credit_card_8810221")], tracking="430192837744")),
        A("Thanks, Rosalind. #W7711350 (Bike Helmet $74.00 + Yoga Mat $42.00 = ${{74+42|.2f}}) is delivered, so it can be returned. "
          "Our policy doesn't give a return deadline; going by the 30 days on your receipt, March 2 + 30 days is "
          "**{{date(2026,3,2)+timedelta(days=30)|%B %-d}}**."),
        U("With the 800 lumen lights instead, what's the family total?"),
        A("2 × $74.00 + 3 × $52.25 = ${{2*74|.2f}} + ${{3*52.25|.2f}} = **${{148+156.75|.2f}}**, that's ${{156.75-110.25|.2f}} more "
          "than with the 400-lumen sets, about {{46.5/258.25*100|.0f}}% more."),
        anthropic=True),
    run(13, O1_MINI,
        U("what's the price range for your area rugs and floor lamps? and cheapest rug vs mine. orla.byrne@example.com"),
        C("find_user_id_by_email", {"email": "orla.byrne@example.com"}, "orla_byrne_2234"),
        C("get_user_details", {"user_id": "orla_byrne_2234"},
          user("orla_byrne_2234", "Orla", "Byrne", ADDR[12], "orla.byrne@example.com",
               [pay("paypal", "paypal_2234550")], ["#W7711466"])),
        C("get_order_details", {"order_id": "#W7711466"},
          order("#W7711466", "orla_byrne_2234", ADDR[12], [RUG], "delivered",
                [("payment", 185.0, "paypal_2234550")], tracking="770192834456")),
        C("get_product_details", {"product_id": "5819370645"},
          product("Area Rug", "5819370645", [variant("5309182746", 185.0, size="5x8", pattern="geometric"),
                                              variant("5309182757", 129.0, size="4x6", pattern="geometric"),
                                              variant("5309182768", 249.0, size="6x9", pattern="geometric"),
                                              variant("5309182779", 215.0, available=False, size="6x9", pattern="striped")])),
        A("Rugs: $129.00–$249.00 (avg of 4: ${{(185+129+249+215)/4|.2f}}). Cheapest 4x6 $129.00 vs your 5x8 $185.00: "
          "${{185-129|.2f}} less ({{56/185*100|.1f}}%). Lamps: I need to look those up."),
        U("ok and would going up to the 6x9 be worth it, per square foot?"),
        A("Per sq ft: 4x6 ${{129/24|.2f}}, 5x8 ${{185/40|.2f}}, 6x9 ${{249/54|.2f}}. 6x9 is cheapest per sq ft; +${{249-185|.2f}} over yours."),
        U("exchange mine for the 6x9 geometric"),
        A("#W7711466: 5x8 $185.00 → 6x9 $249.00, **+${{249-185|.2f}}** via PayPal. Confirm?"),
    ),
    run(14, GEMINI_EXP,
        U("Can you tell me what my pending order will cost with tax? My county's rate is 9.5%. Email ines.carvalho@example.com"),
        C("find_user_id_by_email", {"email": "ines.carvalho@example.com"}, "ines_carvalho_7703"),
        C("get_user_details", {"user_id": "ines_carvalho_7703"},
          user("ines_carvalho_7703", "Ines", "Carvalho", ADDR[13], "ines.carvalho@example.com",
               [pay("gift_card", "gift_card_7703512", balance=120.0),
                pay("credit_card", "credit_card_7703513", brand="visa", last_four="6054")], ["#W7711577"])),
        C("get_order_details", {"order_id": "#W7711577"},
          order("#W7711577", "ines_carvalho_7703", ADDR[13], [LAMP, PLANTER, PLANTER, PLANTER], "pending",
                [("payment", 120.0, "gift_card_7703512"), ("payment", round(total(LAMP, PLANTER, PLANTER, PLANTER) - 120.0, 2),
                                                             "credit_card_7703513")])),
        C("calculate", {"expression": "(96.5 + 3 * 38.0) * 1.095"}, "230.5"),
        A("**Order #W7711577 (pending)**\n\n*   **Items:**\n    *   Floor Lamp: $96.50\n    *   Ceramic Planter × 3: 3 × $38.00 = **${{3*38|.2f}}**\n"
          "*   **Subtotal:** **${{96.5+114|.2f}}**\n*   **With 9.5% tax:** **$230.50** (tax: ${{210.5*0.095|.2f}})"),
        U("How was it paid?"),
        A("**Payment**\n\n*   **Gift card:** $120.00\n*   **Visa ending 6054:** ${{210.5-120|.2f}}\n\nThe gift card paid "
          "**{{120/210.5*100|.1f}}%** of the order."),
        U("And one planter with the tax?"),
        A("**One planter**\n\n*   $38.00 × 1.095 = **$[[41.16]]**",
          why="38.00 × 1.095 is 41.61; the model swapped the last two digits"),
    ),
    run(15, SONNET37,
        U("I'd like to return the knife set and exchange the mugs for the 8-piece. Order #W7711688, I'm aurelio.santangelo@example.com"),
        C("find_user_id_by_email", {"email": "aurelio.santangelo@example.com"}, "aurelio_santangelo_3391"),
        C("get_order_details", {"order_id": "#W7711688"},
          order("#W7711688", "aurelio_santangelo_3391", ADDR[14], [KNIVES, MUGS4, TOASTER], "delivered",
                [("payment", total(KNIVES, MUGS4, TOASTER), "credit_card_3391004")], tracking="119283746650")),
        C("get_product_details", {"product_id": "8364825190"},
          product("Mug Set", "8364825190", [variant("8854637291", 32.5, pieces="4", color="white"),
                                             variant("8854637302", 58.0, pieces="8", color="white")])),
        A("I can help with both! One thing first: a delivered order can be returned or exchanged with one call each, so these are two "
          "separate requests on #W7711688.\n\nLet me calculate:\n\n```\nReturn Knife Set:        +$129.00 back to you\n"
          "Exchange Mug Set 4 → 8:  −${{58-32.5|.2f}} charged ($58.00 − $32.50)\nNet to you:              ${{129-25.5|.2f}}\n```\n\n"
          "Shall I submit both, refunding and charging your card on file?"),
        U("yes, both"),
        C("return_delivered_order_items", {"order_id": "#W7711688", "item_ids": ["7743526180"], "payment_method_id": "credit_card_3391004"},
          order("#W7711688", "aurelio_santangelo_3391", ADDR[14], [KNIVES, MUGS4, TOASTER], "return requested",
                [("payment", total(KNIVES, MUGS4, TOASTER), "credit_card_3391004")], tracking="119283746650",
                return_items=["7743526180"], return_payment_method_id="credit_card_3391004")),
        A("The return of the Knife Set is in: **$129.00** back to your card. The order's status is now *return requested*, so the tool "
          "won't let me also place the exchange on it. I'm sorry: I should have checked that before saying both were possible."),
        U("Ugh. So what did I end up paying for what I keep?"),
        A("Let me calculate:\n\n| | Amount |\n|---|---|\n| Order total | $129.00 + $32.50 + $44.99 = ${{129+32.5+44.99|.2f}} |\n"
          "| Knife Set refund | −$129.00 |\n| **You keep (mugs + toaster)** | **${{206.49-129|.2f}}** |\n\n"
          "That's {{77.49/206.49*100|.1f}}% of the original order."),
        anthropic=True),
    run(16, GPT45,
        U("how much is left on my gift card after my last two orders? clementine.oduya@example.com"),
        C("find_user_id_by_email", {"email": "clementine.oduya@example.com"}, "clementine_oduya_5108"),
        C("get_user_details", {"user_id": "clementine_oduya_5108"},
          user("clementine_oduya_5108", "Clementine", "Oduya", ADDR[16], "clementine.oduya@example.com",
               [pay("gift_card", "gift_card_5108660", balance=41.26)], ["#W7711790", "#W7711801"])),
        C("get_order_details", {"order_id": "#W7711790"},
          order("#W7711790", "clementine_oduya_5108", ADDR[16], [EREADER, CASE], "delivered",
                [("payment", total(EREADER, CASE), "gift_card_5108660")], tracking="338201947765")),
        C("get_order_details", {"order_id": "#W7711801"},
          order("#W7711801", "clementine_oduya_5108", ADDR[16], [YOGA, BLOCKS], "processed",
                [("payment", total(YOGA, BLOCKS), "gift_card_5108660")], tracking="338201947776")),
        A("Balance now: **$41.26**. The two orders took ${{139.99+24.99|.2f}} + ${{42+18.5|.2f}} = ${{164.98+60.5|.2f}}, "
          "so it held ${{41.26+225.48|.2f}} before them."),
        U("if I return the case what's the balance"),
        A("$41.26 + $24.99 = **${{41.26+24.99|.2f}}**."),
        U("and can I afford another yoga mat + blocks with that"),
        A("$42.00 + $18.50 = $42.00 + $18.50 = ${{42+18.5|.2f}}, and ${{41.26+24.99|.2f}} − ${{42+18.5|.2f}} = **${{41.26+24.99-60.5|.2f}}** left, so yes."),
    ),
    run(17, OPUS45,
        U("Price check: how much more is the red mixer than the white one in percent, and what's the blender on sale for? I'm wilhelmina.prentiss@example.com"),
        C("find_user_id_by_email", {"email": "wilhelmina.prentiss@example.com"}, "wilhelmina_prentiss_2077"),
        C("get_product_details", {"product_id": "3920481756"},
          product("Stand Mixer", "3920481756", [variant("4410293857", 349.99, capacity="5 qt", color="red"),
                                                 variant("4410293868", 329.99, capacity="5 qt", color="white"),
                                                 variant("4410293879", 399.99, available=False, capacity="7 qt", color="red")])),
        C("get_product_details", {"product_id": "5031592867"},
          product("Blender", "5031592867", [variant("5521304968", 89.5, power="1200W", jar="glass"),
                                             variant("5521304979", 74.5, power="900W", jar="plastic")])),
        A("**Stand Mixer (5 qt)**: red $349.99 vs white $329.99, so red costs ${{349.99-329.99|.2f}} more, "
          "**{{20/329.99*100|.1f}}%** above the white. (The 7 qt red at $[[399.90]] is out of stock.)\n\n"
          "**Blender**: $89.50 (1200W, glass) or $74.50 (900W, plastic). I don't see a sale price in our catalogue; the listed prices "
          "are all I have.",
          why="the out-of-stock 7 qt variant is 399.99; the model wrote a digit wrong"),
        U("If I bought the white mixer and the cheaper blender, total? And split over 3 months?"),
        A("Let me calculate:\n\n$329.99 + $74.50 = **${{329.99+74.5|.2f}}**\n\nOver three months: ${{329.99+74.5|.2f}} ÷ 3 = **${{404.49/3|.2f}}** "
          "a month (we don't offer installments ourselves; that's just the arithmetic)."),
        U("And the saving against the red mixer + 1200W blender?"),
        A("$349.99 + $89.50 = ${{349.99+89.5|.2f}}, so the white + 900W pair saves **${{439.49-404.49|.2f}}**, "
          "or {{35/439.49*100|.1f}}%."),
        anthropic=True),
    run(18, CHATGPT4O,
        U("total of all my orders by payment method pls. leopold.haraway@example.com"),
        C("find_user_id_by_email", {"email": "leopold.haraway@example.com"}, "leopold_haraway_9045"),
        C("get_user_details", {"user_id": "leopold_haraway_9045"},
          user("leopold_haraway_9045", "Leopold", "Haraway", ADDR[17], "leopold.haraway@example.com",
               [pay("paypal", "paypal_9045301"), pay("credit_card", "credit_card_9045302", brand="amex", last_four="3005")],
               ["#W7711912", "#W7711923", "#W7711934"])),
        C("get_order_details", {"order_id": "#W7711912"},
          order("#W7711912", "leopold_haraway_9045", ADDR[17], [VACUUM], "delivered",
                [("payment", 259.0, "paypal_9045301")], tracking="902918374461")),
        C("get_order_details", {"order_id": "#W7711923"},
          order("#W7711923", "leopold_haraway_9045", ADDR[17], [FILTERS3, FILTERS3], "delivered",
                [("payment", total(FILTERS3, FILTERS3), "credit_card_9045302")], tracking="902918374472")),
        C("get_order_details", {"order_id": "#W7711934"},
          order("#W7711934", "leopold_haraway_9045", ADDR[17], [HELMET_L, BIKE_L], "cancelled",
                [("payment", total(HELMET_L, BIKE_L), "paypal_9045301"), ("refund", total(HELMET_L, BIKE_L), "paypal_9045301")])),
        A("- **PayPal:** $259.00 (#W7711912). #W7711934's $110.75 was refunded (cancelled), so net **$259.00**.\n"
          "- **Amex ••3005:** 2 × $21.75 = **${{2*21.75|.2f}}** (#W7711923)\n- **Total kept:** **${{259+43.5|.2f}}**"),
        U("filters share of that"),
        A("${{2*21.75|.2f}} / ${{259+43.5|.2f}} = **{{43.5/302.5*100|.1f}}%**."),
        U("when was the cancelled one refunded"),
        A("The $110.75 refund went back to PayPal on [[March 9]]. PayPal refunds can take 5–7 business days to show.",
          why="the order shows the refund but no tool gives its date; the model made one up"),
    ),
    run(19, O1_MINI,
        U("i want to return half of my pillow pairs. order #W7712040. ottoline.marsh@example.com"),
        C("find_user_id_by_email", {"email": "ottoline.marsh@example.com"}, "ottoline_marsh_6632"),
        C("get_order_details", {"order_id": "#W7712040"},
          order("#W7712040", "ottoline_marsh_6632", ADDR[18], [PILLOW2, PILLOW2, PILLOW2, PILLOW2, SHEETS], "delivered",
                [("payment", total(PILLOW2, PILLOW2, PILLOW2, PILLOW2, SHEETS), "paypal_6632118")], tracking="557201938846")),
        A("You have 4 Pillow Pairs at $54.00. Half = 2 → refund 2 × $54.00 = **${{2*54|.2f}}** to PayPal. Confirm?"),
        U("yes"),
        C("return_delivered_order_items", {"order_id": "#W7712040", "item_ids": ["7521304968", "7521304968"],
                                           "payment_method_id": "paypal_6632118"},
          order("#W7712040", "ottoline_marsh_6632", ADDR[18], [PILLOW2, PILLOW2, PILLOW2, PILLOW2, SHEETS], "return requested",
                [("payment", total(PILLOW2, PILLOW2, PILLOW2, PILLOW2, SHEETS), "paypal_6632118")], tracking="557201938846",
                return_items=["7521304968", "7521304968"], return_payment_method_id="paypal_6632118")),
        A("Return requested. ${{2*54|.2f}} back to PayPal. Order was ${{4*54+79.99|.2f}}, you keep ${{295.99-108|.2f}}. "
          "Tracking for the return label: [[1Z88204417]].",
          why="no tool gave a return tracking number; the model invented one"),
        U("so what did one pillow cost"),
        A("$54.00 / 2 = **${{54/2|.2f}}**."),
    ),
]
