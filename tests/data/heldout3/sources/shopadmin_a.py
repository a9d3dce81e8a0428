"""Shopadmin runs 1-15: sales by period, bestsellers, low stock, customers, reviews, coupons, refunds."""

from _shopadmin import (CLAUDE, COMMAND, DEEPSEEK, GEMINI, GPT, GPT41, LLAMA, MINI, MISTRAL, OPUS, PRO,
                        QWEN, SONNET37, SYSTEM, order, search)
from _vocab import A, C, Run, U


def s01() -> Run:
    report = [{"period": "2026-08", "orders": 412, "items": 977, "subtotal": 38412.5, "discount": -2210.75, "shipping": 3180.0, "tax": 2466.02, "total": 41847.77},
              {"period": "2026-09", "orders": 389, "items": 902, "subtotal": 35987.2, "discount": -1874.4, "shipping": 2995.0, "tax": 2318.44, "total": 39426.24},
              {"period": "2026-10", "orders": 451, "items": 1088, "subtotal": 43120.85, "discount": -3302.6, "shipping": 3410.0, "tax": 2788.91, "total": 46017.16}]
    return Run("shopadmin-01", GPT, SYSTEM, [
        U("How many orders did we get in each of the last three months and what was the revenue?"),
        C("report_sales", {"period": "month", "from": "2026-08-01", "to": "2026-10-31", "order_status": "complete,processing"}, report),
        A("Here's the breakdown for the last three full months:\n\n"
          "| Month | Orders | Items | Revenue (grand total) |\n|---|---:|---:|---:|\n"
          "| August 2026 | 412 | 977 | $41,847.77 |\n| September 2026 | 389 | 902 | $39,426.24 |\n| October 2026 | 451 | 1,088 | $46,017.16 |\n"
          "| **Total** | **{{412+389+451|,d}}** | **{{977+902+1088|,d}}** | **${{41847.77+39426.24+46017.16|,.2f}}** |\n\n"
          "October was the strongest month, up **{{(46017.16-39426.24)/39426.24*100|.1f}}%** on September."),
        U("what's the average order value per month?"),
        A("Average order value (grand total ÷ orders):\n\n"
          "- **August:** $41,847.77 / 412 = **${{41847.77/412|.2f}}**\n"
          "- **September:** $39,426.24 / 389 = **${{39426.24/389|.2f}}**\n"
          "- **October:** $46,017.16 / 451 = **${{46017.16/451|.2f}}**\n\n"
          "So AOV stayed in a narrow band around $101-102, while the order count drove the revenue change."),
        U("and how much did we give away in discounts over the 3 months"),
        A("Discounts totalled **${{2210.75+1874.4+3302.6|,.2f}}** over the three months ($2,210.75 in August, $1,874.40 in September and $3,302.60 in October). October's discounts were the highest, which matches the fall promotion."),
        U("and compared with the 3 months before (May-July) we did 1,180 orders for $119,400. better or worse?"),
        A("Better. August-October: {{412+389+451|,d}} orders and ${{41847.77+39426.24+46017.16|,.2f}}, against the 1,180 orders and $119,400 you quote for May-July. That's +{{412+389+451-1180|d}} orders (+{{(412+389+451-1180)/1180*100|.1f}}%) and +${{41847.77+39426.24+46017.16-119400|,.2f}} (+{{(41847.77+39426.24+46017.16-119400)/119400*100|.1f}}%) in revenue."),
    ])


def s02() -> Run:
    best = [{"rank": 1, "sku": "LL-THR-QN-OAT", "product_name": "Waffle Throw Blanket - Oat", "qty_ordered": 318.0, "price": 59.0},
            {"rank": 2, "sku": "LL-SHT-Q-WHT", "product_name": "Percale Sheet Set Queen - White", "qty_ordered": 244.0, "price": 119.0},
            {"rank": 3, "sku": "LL-PIL-STD-2PK", "product_name": "Down Alternative Pillow (2-pack)", "qty_ordered": 201.0, "price": 48.0},
            {"rank": 4, "sku": "LL-TWL-BTH-SGE", "product_name": "Turkish Bath Towel - Sage", "qty_ordered": 187.0, "price": 24.5},
            {"rank": 5, "sku": "LL-DUV-K-LIN", "product_name": "Linen Duvet Cover King", "qty_ordered": 96.0, "price": 229.0}]
    return Run("shopadmin-02", CLAUDE, SYSTEM, [
        U("Top 3 best sellers in Q3 by quantity please, and roughly what they brought in"),
        C("report_bestsellers", {"period": "quarter", "from": "2026-07-01", "to": "2026-09-30", "limit": 5}, best),
        A("Here are Q3's top three best sellers by units ordered:\n\n"
          "1. **Waffle Throw Blanket - Oat** (`LL-THR-QN-OAT`): 318 units × $59.00 = **${{318*59|,.2f}}**\n"
          "2. **Percale Sheet Set Queen - White** (`LL-SHT-Q-WHT`): 244 units × $119.00 = **${{244*119|,.2f}}**\n"
          "3. **Down Alternative Pillow (2-pack)** (`LL-PIL-STD-2PK`): 201 units × $48.00 = **${{201*48|,.2f}}**\n\n"
          "These revenue figures are units × current list price, so they're approximate: they don't account for discounts or price changes during the quarter. Together the three come to about **${{318*59+244*119+201*48|,.0f}}**."),
        U("interesting that the sheets made more money than the throw. what share of the top-5 units were throws?"),
        A("The top five sold {{318+244+201+187+96|,d}} units in total (318 + 244 + 201 + 187 + 96). The throw's 318 units are **{{318/(318+244+201+187+96)*100|.1f}}%** of that.\n\n"
          "By revenue it's the other way round, as you noticed: the sheet set's higher price ($119 vs $59) more than makes up for selling {{318-244|d}} fewer units."),
        U("ok and what did the other two in the top 5 sell?"),
        A("The other two:\n\n4. **Turkish Bath Towel - Sage** (`LL-TWL-BTH-SGE`): 187 units at $24.50, about **${{187*24.5|,.2f}}**\n5. **Linen Duvet Cover King** (`LL-DUV-K-LIN`): 96 units at $229.00, about **${{96*229|,.2f}}**\n\nSo the duvet cover, despite selling the fewest units, brought in more than the towels."),
    ], fmt="anthropic")


def s03() -> Run:
    low = [{"sku": "LL-TWL-BTH-SGE", "name": "Turkish Bath Towel - Sage", "qty": 7.0, "notify_stock_qty": 20.0, "source_code": "nj_main"},
           {"sku": "LL-TWL-HND-SGE", "name": "Turkish Hand Towel - Sage", "qty": 12.0, "notify_stock_qty": 20.0, "source_code": "nj_main"},
           {"sku": "LL-DUV-K-LIN", "name": "Linen Duvet Cover King", "qty": 3.0, "notify_stock_qty": 5.0, "source_code": "nj_main"},
           {"sku": "LL-CUR-84-CHR", "name": "Blackout Curtain 84in - Charcoal", "qty": 0.0, "notify_stock_qty": 10.0, "source_code": "nj_main"}]
    return Run("shopadmin-03", GEMINI, SYSTEM, [
        U("low stock?"),
        C("report_low_stock", {"source_code": "nj_main"}, search(low)),
        A("4 SKUs under their notify threshold at nj_main:\n\n"
          "* `LL-CUR-84-CHR` Blackout Curtain 84in - Charcoal: **0** (threshold 10), out of stock\n"
          "* `LL-DUV-K-LIN` Linen Duvet Cover King: **3** (threshold 5)\n"
          "* `LL-TWL-BTH-SGE` Turkish Bath Towel - Sage: **7** (threshold 20)\n"
          "* `LL-TWL-HND-SGE` Turkish Hand Towel - Sage: **12** (threshold 20)"),
        U("how many units to bring all of them back to threshold"),
        A("{{10-0|d}} + {{5-3|d}} + {{20-7|d}} + {{20-12|d}} = **{{10+2+13+8|d}} units** just to reach the thresholds. You'd want more than that for the towels, which are the fastest movers of the four."),
        U("set the curtain to 40 units"),
        C("stock_item_update", {"sku": "LL-CUR-84-CHR", "source_code": "nj_main", "qty": 40, "status": 1}, {"sku": "LL-CUR-84-CHR", "source_code": "nj_main", "quantity": 40.0, "status": 1}),
        A("Done: `LL-CUR-84-CHR` at nj_main is now 40 units, back in stock."),
    ])


def s04() -> Run:
    cust = {"id": 2187, "email": "priya.raman@example.com", "firstname": "Priya", "lastname": "Raman", "group_id": 1,
            "created_at": "2024-02-11 18:22:04", "addresses": [{"city": "Hoboken", "region": "New Jersey", "postcode": "07030", "telephone": "201-555-0143"}]}
    orders = [order(5521, "000004871", "complete", "2026-10-03 14:12:51", "priya.raman@example.com", 2187, 119.0, 0.0, 0.0, 7.89, 126.89, [("LL-SHT-Q-WHT", "Percale Sheet Set Queen - White", 1, 119.0)]),
              order(5187, "000004540", "complete", "2026-06-19 01:40:09", "priya.raman@example.com", 2187, 107.0, 9.95, -10.7, 6.39, 112.64, [("LL-PIL-STD-2PK", "Down Alternative Pillow (2-pack)", 1, 48.0), ("LL-THR-QN-OAT", "Waffle Throw Blanket - Oat", 1, 59.0)]),
              order(4410, "000003777", "closed", "2025-12-08 20:05:33", "priya.raman@example.com", 2187, 49.0, 9.95, 0.0, 3.25, 62.2, [("LL-TWL-BTH-SGE", "Turkish Bath Towel - Sage", 2, 24.5)])]
    return Run("shopadmin-04", LLAMA, SYSTEM, [
        U("Find the customer priya.raman@example.com - what's her customer ID and how much has she spent with us?"),
        C("customers_search", {"email": "priya.raman@example.com"}, search([cust])),
        C("orders_search", {"customer_id": 2187}, search(orders)),
        A("Priya Raman is customer ID 2187 (account created February 11, 2024, Hoboken, NJ 07030).\n\n"
          "She has 3 orders:\n\n"
          "1. #000004871 - October 3, 2026 - complete - $126.89\n"
          "2. #000004540 - June 18, 2026 - complete - $112.64\n"
          "3. #000003777 - December 8, 2025 - closed (refunded) - $62.20\n\n"
          "Her lifetime total across the two completed orders is ${{126.89+112.64|.2f}}. If you count the closed order too, it is ${{126.89+112.64+62.2|.2f}}, but that one was refunded, so ${{126.89+112.64|.2f}} is the better figure for what she actually spent."),
        U("why does the june order say 18th when the record says 19th?"),
        A("The API stores timestamps in UTC. Order #000004540 was created at 01:40 UTC on June 19, which is 9:40 PM on June 18 in New York (EDT, UTC-4), the store's time zone. The admin grid shows it as June 18."),
        U("ok. what phone do we have for her?"),
        A("The address on file in Hoboken lists telephone 201-555-0143."),
    ])


def s05() -> Run:
    reviews = [{"id": 901, "title": "So soft", "nickname": "Mara", "created_at": "2026-11-02 13:01:44", "ratings": [{"rating_name": "Quality", "value": 5}], "status": "approved"},
               {"id": 887, "title": "Pilled after 3 washes", "nickname": "JT", "created_at": "2026-10-21 09:12:10", "ratings": [{"rating_name": "Quality", "value": 2}], "status": "approved"},
               {"id": 874, "title": "Great gift", "nickname": "Olu", "created_at": "2026-10-15 22:47:01", "ratings": [{"rating_name": "Quality", "value": 5}], "status": "approved"},
               {"id": 860, "title": "Color is more beige", "nickname": "dana_k", "created_at": "2026-10-04 16:30:29", "ratings": [{"rating_name": "Quality", "value": 4}], "status": "approved"},
               {"id": 851, "title": "nice", "nickname": "Sam", "created_at": "2026-09-28 11:05:56", "ratings": [{"rating_name": "Quality", "value": 4}], "status": "approved"},
               {"id": 846, "title": "Perfect weight", "nickname": "H. Berg", "created_at": "2026-09-20 08:44:17", "ratings": [{"rating_name": "Quality", "value": 5}], "status": "approved"},
               {"id": 902, "title": "buy now cheap link", "nickname": "promo77", "created_at": "2026-11-03 03:12:00", "ratings": [{"rating_name": "Quality", "value": 1}], "status": "pending"}]
    return Run("shopadmin-05", QWEN, SYSTEM, [
        U("How many reviews does the oat waffle throw have and what's its average star rating?"),
        C("reviews_list", {"sku": "LL-THR-QN-OAT"}, search(reviews)),
        A("The Waffle Throw Blanket - Oat (LL-THR-QN-OAT) has 7 reviews in total, 6 approved and 1 pending.\n\n"
          "Approved ratings: 5, 2, 5, 4, 4, 5 stars. Average: {{5+2+5+4+4+5|d}} / 6 = {{(5+2+5+4+4+5)/6|.2f}} stars.\n\n"
          "The pending review (#902, \"buy now cheap link\" by promo77, 1 star) looks like spam; I did not count it."),
        U("how many 5 star"),
        A("3 of the 6 approved reviews are 5 stars ({{3/6*100|.0f}}%): #901 by Mara, #874 by Olu and #846 by H. Berg."),
        U("reject the spam one"),
        C("review_update", {"id": 902, "status": "not_approved"}, {"id": 902, "status": "not_approved"}),
        A("Review #902 is now marked Not Approved. The average stays at {{(5+2+5+4+4+5)/6|.2f}} stars over 6 approved reviews."),
    ])


def s06() -> Run:
    rule = {"rule_id": 58, "name": "BLACKFRI26 - 15% off sitewide", "is_active": True, "from_date": "2026-11-27", "to_date": "2026-12-01",
            "simple_action": "by_percent", "discount_amount": 15.0, "uses_per_coupon": 0, "uses_per_customer": 1, "coupon_type": "specific_coupon",
            "coupon_code": "BLACKFRI26", "times_used": 143}
    return Run("shopadmin-06", MISTRAL, SYSTEM, [
        U("Is the BLACKFRI26 coupon still running and how many times has it been used?"),
        C("sales_rules_search", {"coupon_code": "BLACKFRI26"}, search([rule])),
        A("Yes. **BLACKFRI26** (rule 58, \"15% off sitewide\") is active from **2026-11-27 to 2026-12-01**, so it still runs today and tomorrow. It has been used **143 times**, once per customer at most, with no cap on total uses."),
        U("Create a follow-up code CYBER26 for 20% off, valid Dec 1 to Dec 3, one use per customer, only on orders over $75"),
        A("To confirm, I'll create this cart price rule:\n\n- **Coupon:** CYBER26\n- **Discount:** 20% off\n- **Valid:** 2026-12-01 to 2026-12-03\n- **Uses per customer:** 1\n- **Condition:** subtotal of $75.00 or more\n\nNote it overlaps BLACKFRI26 on Dec 1. Shall I go ahead?"),
        U("yes"),
        C("sales_rule_create", {"name": "CYBER26 - 20% off orders $75+", "coupon_code": "CYBER26", "simple_action": "by_percent", "discount_amount": 20, "from_date": "2026-12-01", "to_date": "2026-12-03", "uses_per_customer": 1, "conditions": [{"attribute": "base_subtotal", "operator": ">=", "value": "75"}]},
          {"rule_id": 61, "name": "CYBER26 - 20% off orders $75+", "is_active": True, "coupon_code": "CYBER26"}),
        A("Created: rule **61**, coupon **CYBER26**, 20% off orders of $75 or more, Dec 1-3, one use per customer. On a $75.00 cart it takes off ${{75*0.2|.2f}}."),
        U("how much would a customer save with CYBER26 on a cart of one duvet cover and one throw at regular prices?"),
        A("The duvet cover and the throw aren't in the records I pulled this session, so I don't have their prices here. If you tell me the two prices, or let me look them up, I'll work it out: the saving is 20% of the subtotal, as long as it's $75.00 or more."),
        U("229 and 59"),
        A("Subtotal $229 + $59 = ${{229+59|.2f}}, over the $75 minimum, so CYBER26 takes off 20%: **${{(229+59)*0.2|.2f}}**, leaving ${{(229+59)*0.8|.2f}} before shipping and tax."),
    ])


def s07() -> Run:
    o = order(5610, "000004952", "complete", "2026-11-18 15:27:40", "g.holt@example.org", 2903, 286.5, 0.0, -28.65, 17.02, 274.87,
              [("LL-DUV-K-LIN", "Linen Duvet Cover King", 1, 229.0), ("LL-TWL-BTH-SGE", "Turkish Bath Towel - Sage", 1, 24.5), ("LL-PIL-CASE-LIN", "Linen Pillowcase Pair", 1, 33.0)])
    return Run("shopadmin-07", GPT41, SYSTEM, [
        U("Customer on order 4952 is returning the pillowcases (damaged). What should the refund be? The order had a 10% discount."),
        C("order_get", {"increment_id": "000004952"}, o),
        A("Order **#000004952** (g.holt@example.org) had three items, a 10% discount and sales tax:\n\n"
          "| Item | Price |\n|---|---:|\n| Linen Duvet Cover King | $229.00 |\n| Turkish Bath Towel - Sage | $24.50 |\n| Linen Pillowcase Pair | $33.00 |\n\n"
          "For the pillowcases:\n- Price: $33.00\n- Less 10% discount: −${{33*0.1|.2f}} → ${{33*0.9|.2f}}\n"
          "- Tax at the order's effective rate ($17.02 on ${{286.5-28.65|.2f}} after discount, {{17.02/257.85*100|.2f}}%): ${{29.7*17.02/257.85|.2f}}\n\n"
          "**Refund: ${{29.7+29.7*17.02/257.85|.2f}}**. Shipping was free, so there's no shipping to refund."),
        U("ok do it, back to stock no"),
        C("creditmemo_create", {"order_id": 5610, "items": [{"sku": "LL-PIL-CASE-LIN", "qty": 1}], "return_to_stock": False, "adjustment_positive": 0, "adjustment_negative": 0},
          {"entity_id": 812, "increment_id": "000000812", "order_id": 5610, "grand_total": 31.66, "state": "refunded"}),
        A("Credit memo **#000000812** created for order #000004952: **$31.66** refunded, the pillowcases not returned to stock (damaged). The customer keeps the duvet cover and towel; the order now shows ${{274.87-31.66|.2f}} net."),
    ])


def s08() -> Run:
    orders = [order(5633, "200000311", "processing", "2026-11-27 08:14:22", "lena.vogt@example.de", 3120, 189.9, 0.0, -28.49, 30.66, 192.07, [("LL-SHT-Q-WHT", "Perkal-Bettwäsche Queen - Weiß", 1, 189.9)], order_currency_code="EUR", store_name="DE Store View"),
              order(5648, "200000318", "processing", "2026-11-28 19:02:51", "k.brandt@example.de", 3141, 1189.5, 0.0, -178.43, 192.06, 1203.13, [("LL-DUV-K-LIN", "Leinen-Bettbezug King", 5, 237.9)], order_currency_code="EUR", store_name="DE Store View"),
              order(5652, "200000321", "pending", "2026-11-29 10:45:07", "m.huber@example.at", None, 54.8, 4.9, 0.0, 9.53, 69.23, [("LL-TWL-BTH-SGE", "Badetuch Salbei", 2, 27.4)], order_currency_code="EUR", store_name="DE Store View")]
    return Run("shopadmin-08", SONNET37, SYSTEM, [
        U("Kannst du mir die Bestellungen der deutschen Store-View vom Black-Friday-Wochenende zeigen? Mit Gesamtbeträgen bitte."),
        C("orders_search", {"store": "de_DE", "created_from": "2026-11-27 00:00:00", "created_to": "2026-11-29 23:59:59"}, search(orders)),
        A("Gern. Im DE Store View gab es am Wochenende 27.-29.11.2026 drei Bestellungen:\n\n"
          "| Bestellung | Datum | Kunde | Status | Gesamtbetrag |\n|---|---|---|---|---:|\n"
          "| #200000311 | 27.11.2026 | lena.vogt@example.de | In Bearbeitung | 192,07 € |\n"
          "| #200000318 | 28.11.2026 | k.brandt@example.de | In Bearbeitung | 1.203,13 € |\n"
          "| #200000321 | 29.11.2026 | m.huber@example.at (Gast) | Ausstehend | 69,23 € |\n"
          "| **Summe** | | | | **{{de(192.07+1203.13+69.23)|s}} €** |\n\n"
          "Die Bestellung von K. Brandt (5 × Leinen-Bettbezug King à 237,90 €) macht allein gut {{1203.13/(192.07+1203.13+69.23)*100|.0f}} % des Umsatzes aus."),
        U("Und wie viel Rabatt wurde insgesamt gewährt? Und die Gastbestellung ist noch ausstehend - seit wann?"),
        A("**Rabatte:** 28,49 € (Bestellung #200000311) + 178,43 € (#200000318) = **{{de(28.49+178.43)|s}} €**. Die Gastbestellung #200000321 hatte keinen Rabatt, dafür 4,90 € Versand.\n\n"
          "**Ausstehend seit:** Die Bestellung #200000321 wurde am 29.11.2026 um 10:45 UTC angelegt, also 11:45 Uhr deutscher Zeit (MEZ, UTC+1). Sie steht damit seit gut einem Tag auf \"Ausstehend\", vermutlich wartet die Zahlung noch."),
    ], fmt="anthropic")


def s09() -> Run:
    pending = [order(5641, "000004977", "pending", "2026-11-28 02:11:45", "ahmed.n@example.com", 3077, 59.0, 9.95, 0.0, 3.9, 72.85, [("LL-THR-QN-OAT", "Waffle Throw Blanket - Oat", 1, 59.0)], payment={"method": "checkmo"}),
               order(5655, "000004990", "pending", "2026-11-29 16:48:30", "r.chen@example.net", None, 238.0, 0.0, -35.7, 13.38, 215.68, [("LL-SHT-Q-WHT", "Percale Sheet Set Queen - White", 2, 119.0)], payment={"method": "banktransfer"}),
               order(5660, "000004995", "pending", "2026-11-30 09:03:12", "tmiller@example.com", 1540, 24.5, 9.95, 0.0, 1.62, 36.07, [("LL-TWL-BTH-SGE", "Turkish Bath Towel - Sage", 1, 24.5)], payment={"method": "checkmo"})]
    return Run("shopadmin-09", DEEPSEEK, SYSTEM, [
        U("how many orders are stuck in pending and what's the money sitting there"),
        C("orders_search", {"status": "pending"}, search(pending)),
        A("There are 3 pending orders:\n\n"
          "| Order | Created (UTC) | Customer | Payment | Grand total |\n|---|---|---|---|---|\n"
          "| #000004977 | 2026-11-28 02:11 | ahmed.n@example.com | Check / money order | $72.85 |\n"
          "| #000004990 | 2026-11-29 16:48 | r.chen@example.net (guest) | Bank transfer | $215.68 |\n"
          "| #000004995 | 2026-11-30 09:03 | tmiller@example.com | Check / money order | $36.07 |\n\n"
          "Total pending: $72.85 + $215.68 + $36.07 = **${{72.85+215.68+36.07|.2f}}**.\n\n"
          "All three are offline payment methods, so they stay pending until the payment is received and you invoice them."),
        U("cancel the oldest one, customer said they won't pay"),
        A("The oldest pending order is #000004977 (ahmed.n@example.com, created 2026-11-28 02:11 UTC, $72.85). Confirm and I'll cancel it?"),
        U("confirm"),
        C("order_cancel", {"entity_id": 5641}, True),
        A("Order #000004977 is canceled. Pending now: 2 orders, ${{215.68+36.07|.2f}}."),
        U("how long has the bank transfer one been waiting?"),
        A("#000004990 was created 2026-11-29 at 16:48 UTC (11:48 AM New York time), so it has been pending for about a day. Bank transfers often take 1-3 business days, so it's too early to chase."),
    ])


def s10() -> Run:
    prod = {"id": 412, "sku": "LL-THR-QN-OAT", "name": "Waffle Throw Blanket - Oat", "price": 59.0, "status": 1, "visibility": 4, "type_id": "simple",
            "custom_attributes": [{"attribute_code": "special_price", "value": "49.0000"}, {"attribute_code": "special_from_date", "value": "2026-11-27 00:00:00"},
                                  {"attribute_code": "special_to_date", "value": "2026-12-01 23:59:59"}, {"attribute_code": "cost", "value": "21.4000"}]}
    return Run("shopadmin-10", COMMAND, SYSTEM, [
        U("I want to raise the oat throw to 64.99 after the sale ends. What's the margin now vs then?"),
        C("product_get", {"sku": "LL-THR-QN-OAT"}, prod),
        A("Current pricing for LL-THR-QN-OAT (Waffle Throw Blanket - Oat):\n\n"
          "- Regular price: $59.00\n- Sale (special) price: $49.00, from 2026-11-27 until 2026-12-01 23:59:59\n- Cost: $21.40\n\n"
          "Gross margin per unit:\n\n"
          "- At the sale price $49.00: ${{49-21.4|.2f}} ({{(49-21.4)/49*100|.1f}}%)\n"
          "- At the regular price $59.00: ${{59-21.4|.2f}} ({{(59-21.4)/59*100|.1f}}%)\n"
          "- At your proposed $64.99: ${{64.99-21.4|.2f}} ({{(64.99-21.4)/64.99*100|.1f}}%)\n\n"
          "Going from $59.00 to $64.99 is a {{(64.99-59)/59*100|.1f}}% price increase."),
        U("schedule it. set price 64.99 effective dec 2"),
        A("Magento doesn't schedule a change of the regular price by itself (only special prices have dates), so I can either set $64.99 now, in which case the $49.00 sale price still applies until the end of 2026-12-01 and the new price shows from December 2 anyway, or you can do it on December 2. Setting it now gives the same result. Shall I set it now?"),
        U("yes"),
        C("product_update", {"sku": "LL-THR-QN-OAT", "product": {"price": 64.99}}, {"id": 412, "sku": "LL-THR-QN-OAT", "price": 64.99}),
        A("Done. LL-THR-QN-OAT now has a regular price of $64.99; the $49.00 special price runs until December 1, 23:59:59."),
    ])


def s11() -> Run:
    top = [{"customer_id": 1022, "name": "Hannah Osei", "email": "h.osei@example.com", "orders_count": 14, "total": 2210.45},
           {"customer_id": 1540, "name": "Tom Miller", "email": "tmiller@example.com", "orders_count": 11, "total": 1388.2},
           {"customer_id": 2187, "name": "Priya Raman", "email": "priya.raman@example.com", "orders_count": 3, "total": 301.73},
           {"customer_id": 1695, "name": "Grace Holt", "email": "g.holt@example.org", "orders_count": 9, "total": 2675.0}]
    return Run("shopadmin-11", MINI, SYSTEM, [
        U("Who are our top customers by number of orders this year? show ids"),
        C("report_customers", {"period": "year", "from": "2026-01-01", "to": "2026-11-30", "sort": "orders_count", "limit": 4}, top),
        A("Here are the top customers by order count in 2026:\n\n"
          "| Rank | Customer ID | Name | Orders | Total |\n|---|---|---|---|---|\n"
          "| 1 | 1022 | Hannah Osei | 14 | $2,210.45 |\n"
          "| 2 | [[1450]] | Tom Miller | 11 | $1,388.20 |\n"
          "| 3 | 1695 | Grace Holt | 9 | $2,675.00 |\n"
          "| 4 | 2187 | Priya Raman | 3 | $301.73 |\n\n"
          "Grace Holt has fewer orders but the highest total spend.",
          why="Tom Miller's customer id 1540 written with its middle digits swapped."),
        U("what's the average spend per order for hannah and grace"),
        A("- **Hannah Osei:** $2,210.45 / 14 = **${{2210.45/14|.2f}}** per order\n- **Grace Holt:** $2,675.00 / 9 = **${{2675/9|.2f}}** per order\n\nGrace spends about {{(2675/9)/(2210.45/14)|.1f}}× more per order."),
        U("how many orders do the four have together"),
        A("14 + 11 + 9 + 3 = **{{14+11+9+3|d}} orders**, worth ${{2210.45+1388.2+2675+301.73|,.2f}} in total."),
    ])


def s12() -> Run:
    rows = [{"period": "2026-11-23", "orders": 61, "total": 5904.2}, {"period": "2026-11-24", "orders": 58, "total": 5611.95},
            {"period": "2026-11-25", "orders": 74, "total": 7488.3}, {"period": "2026-11-26", "orders": 39, "total": 3620.0},
            {"period": "2026-11-27", "orders": 212, "total": 19870.64}, {"period": "2026-11-28", "orders": 167, "total": 15212.11},
            {"period": "2026-11-29", "orders": 121, "total": 11047.79}]
    return Run("shopadmin-12", PRO, SYSTEM, [
        U("Daily orders last week (Mon-Sun) and how Black Friday compares to the average day before it."),
        C("report_sales", {"period": "day", "from": "2026-11-23", "to": "2026-11-29"}, rows),
        A("Last week, Mon Nov 23 to Sun Nov 29:\n\n"
          "| Day | Orders | Revenue |\n|---|---:|---:|\n"
          "| Mon 23 | 61 | $5,904.20 |\n| Tue 24 | 58 | $5,611.95 |\n| Wed 25 | 74 | $7,488.30 |\n| Thu 26 (Thanksgiving) | 39 | $3,620.00 |\n"
          "| **Fri 27 (Black Friday)** | **212** | **$19,870.64** |\n| Sat 28 | 167 | $15,212.11 |\n| Sun 29 | 121 | $11,047.79 |\n"
          "| **Week** | **{{61+58+74+39+212+167+121|d}}** | **${{5904.2+5611.95+7488.3+3620+19870.64+15212.11+11047.79|,.2f}}** |\n\n"
          "Mon-Thu averaged {{(61+58+74+39)/4|.0f}} orders and ${{(5904.2+5611.95+7488.3+3620)/4|,.2f}} a day. Black Friday brought {{212/((61+58+74+39)/4)|.1f}}× the orders and {{19870.64/((5904.2+5611.95+7488.3+3620)/4)|.1f}}× the revenue of that average day."),
        U("AOV on black friday vs the average"),
        A("Black Friday AOV: $19,870.64 ÷ 212 = **${{19870.64/212|.2f}}**. Mon-Thu AOV: ${{5904.2+5611.95+7488.3+3620|,.2f}} ÷ {{61+58+74+39|d}} = **${{(5904.2+5611.95+7488.3+3620)/(61+58+74+39)|.2f}}**. Basically flat: people bought more orders, not bigger ones."),
        U("weekend (fri-sun) share of the week's revenue?"),
        A("Fri-Sun: $19,870.64 + $15,212.11 + $11,047.79 = ${{19870.64+15212.11+11047.79|,.2f}}, which is **{{(19870.64+15212.11+11047.79)/(5904.2+5611.95+7488.3+3620+19870.64+15212.11+11047.79)*100|.1f}}%** of the week's ${{5904.2+5611.95+7488.3+3620+19870.64+15212.11+11047.79|,.2f}}."),
    ])


def s13() -> Run:
    memos = [{"entity_id": 801, "increment_id": "000000801", "order_increment_id": "000004822", "created_at": "2026-11-02 15:20:11", "grand_total": 119.0, "adjustment": 0.0},
             {"entity_id": 806, "increment_id": "000000806", "order_increment_id": "000004861", "created_at": "2026-11-09 18:45:03", "grand_total": 62.2, "adjustment": -5.0},
             {"entity_id": 809, "increment_id": "000000809", "order_increment_id": "000004890", "created_at": "2026-11-16 12:02:57", "grand_total": 243.75, "adjustment": 0.0},
             {"entity_id": 812, "increment_id": "000000812", "order_increment_id": "000004952", "created_at": "2026-11-30 14:41:36", "grand_total": 31.66, "adjustment": 0.0}]
    return Run("shopadmin-13", OPUS, SYSTEM, [
        U("I need the refunds total for November for the accountant, with the credit memo numbers."),
        C("creditmemos_search", {"created_from": "2026-11-01", "created_to": "2026-11-30"}, search(memos)),
        A("Here are November's credit memos:\n\n"
          "| Credit memo | Order | Date | Refunded |\n|---|---|---|---:|\n"
          "| #000000801 | #000004822 | Nov 2 | $119.00 |\n"
          "| #000000806 | #000004861 | Nov 9 | $62.20 |\n"
          "| #000000809 | #000004890 | Nov 16 | $243.75 |\n"
          "| #000000812 | #000004952 | Nov 30 | $31.66 |\n\n"
          "**Total refunded in November: ${{119+62.2+243.75+31.66|.2f}}** across 4 credit memos.\n\n"
          "One note for the accountant: #000000806 includes an adjustment fee of -$5.00 (a restocking fee kept back), so the refunded amount of $62.20 is net of that fee."),
        U("what was the refund total without the one made today?"),
        A("Without today's credit memo #000000812 ($31.66): ${{119+62.2+243.75+31.66|.2f}} − $31.66 = **${{119+62.2+243.75|.2f}}**."),
        U("and the average refund?"),
        A("Across the four credit memos: ${{119+62.2+243.75+31.66|.2f}} ÷ 4 = **${{(119+62.2+243.75+31.66)/4|.2f}}** on average. The largest was #000000809 at $243.75 (order #000004890)."),
    ], fmt="anthropic")


def s14() -> Run:
    sources = [{"sku": "LL-SHT-Q-WHT", "source_code": "nj_main", "quantity": 148.0, "status": 1},
               {"sku": "LL-SHT-Q-WHT", "source_code": "ca_west", "quantity": 62.0, "status": 1},
               {"sku": "LL-SHT-Q-WHT", "source_code": "tx_south", "quantity": 35.0, "status": 1},
               {"sku": "LL-SHT-Q-WHT", "source_code": "returns_hold", "quantity": 9.0, "status": 0}]
    return Run("shopadmin-14", LLAMA, SYSTEM, [
        U("how many white queen sheet sets do we have across all warehouses"),
        C("source_items_search", {"sku": "LL-SHT-Q-WHT"}, search(sources)),
        A("LL-SHT-Q-WHT (Percale Sheet Set Queen - White) by source:\n\n"
          "- nj_main: 148 (in stock)\n- ca_west: 62 (in stock)\n- tx_south: 35 (in stock)\n- returns_hold: 9 (out of stock status, not sellable)\n\n"
          "Sellable total: 148 + 62 + 35 = [[255]] units. Including the 9 in returns_hold, [[264]] on hand.",
          why="148 + 62 + 35 is 245, not 255; the with-returns figure is then 264 instead of 254, carried from the wrong subtotal."),
        U("at 244 sold per quarter how many weeks is that"),
        A("At 244 units a quarter (13 weeks) you sell about {{244/13|.1f}} a week, so 245 sellable units last about {{245/(244/13)|.0f}} weeks. Correction to my last message: the sellable total is 148 + 62 + 35 = {{148+62+35|d}}."),
    ])


def s15() -> Run:
    inv = [{"increment_id": "000003310", "order_increment_id": "200000311", "created_at": "2026-11-27 08:20:40", "grand_total": 192.07, "order_currency_code": "EUR", "base_grand_total": 222.52, "state": 2}]
    return Run("shopadmin-15", GPT, SYSTEM, [
        U("Lena Vogt wants her invoice for order 200000311 in USD for her expense report, what's the number and amount?"),
        C("invoices_search", {"order_increment_id": "200000311"}, search(inv)),
        A("Invoice **#000003310** for order **#200000311** (DE Store View), issued **27.11.2026**:\n\n"
          "- Charged to the customer: **€192.07** (192,07 € as the German invoice shows it)\n"
          "- Base amount in USD: **$222.52**\n\n"
          "The USD figure is the base grand total recorded at the time, which implies a rate of about 1 EUR = {{222.52/192.07|.4f}} USD."),
        U("she wants it split: she paid 40 EUR of it with a gift card"),
        A("Then the card part is €192.07 − €40.00 = **€{{192.07-40|.2f}}** (in USD at the invoice's rate: about ${{(192.07-40)*222.52/192.07|.2f}}), and the gift card covered €40.00 (about ${{40*222.52/192.07|.2f}})."),
        U("what date format do I put on the expense form, she's in germany"),
        A("German forms use day.month.year, so the invoice date is **27.11.2026** (format `TT.MM.JJJJ`, e.g. 01.12.2026 for December 1). The amount in German notation is **192,07 €**."),
    ])


RUNS = [s01(), s02(), s03(), s04(), s05(), s06(), s07(), s08(), s09(), s10(), s11(), s12(), s13(), s14(), s15()]
